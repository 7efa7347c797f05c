//! The `cc`-style build API (issue 23, item 5). A crate whose build.rs uses `rllc::Build`
//! on two `.ll` files (tests/build-api) is built and run by Cargo, linking the archive
//! into a Rust binary; and the same API used directly, with an explicit output directory
//! and a cross target, makes archives that the cross gcc links with a C main for AArch64
//! and RISC-V, run under qemu.

mod support;

use std::path::Path;
use std::process::Command;

const EXPECTED: &str = "add3 = 42\nhello from .ll\nbump = 12\n";

#[test]
fn a_build_script_links_an_archive_into_a_rust_binary() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/build-api");
    // Its own target directory, kept between runs (rllc is compiled into it once).
    let target_dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("build-api-crate");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    // The build script's earlier outputs go first: a build with other dependency versions
    // (another rllc) leaves its OUT_DIR beside the new one.
    for old in std::fs::read_dir(target_dir.join("debug/build")).into_iter().flatten().flatten() {
        if old.file_name().to_string_lossy().starts_with("rllc-build-api-test-") {
            std::fs::remove_dir_all(old.path()).unwrap();
        }
    }
    let out = support::run_ok(
        Command::new(cargo)
            .args(["run", "--quiet", "--manifest-path"])
            .arg(crate_dir.join("Cargo.toml"))
            .env("CARGO_TARGET_DIR", &target_dir)
            .env_remove("RUSTFLAGS"),
        "cargo run of tests/build-api",
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), EXPECTED);
    // The archive and its objects are in the build script's OUT_DIR.
    let archives: Vec<_> =
        walk(&target_dir.join("debug/build")).into_iter().filter(|p| p.ends_with("libllparts.a")).collect();
    assert_eq!(archives.len(), 1, "{archives:?}");
    let ar = support::run_ok(Command::new("ar").arg("t").arg(&archives[0]), "ar t");
    assert_eq!(String::from_utf8_lossy(&ar.stdout), "add-0.o\ngreet-1.o\n");
    let nm = support::run_ok(Command::new("nm").arg("--print-armap").arg(&archives[0]), "nm");
    let nm = String::from_utf8_lossy(&nm.stdout);
    assert!(nm.contains("add3 in add-0.o") && nm.contains("bump in greet-1.o"), "{nm}");
}

fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = entry.path();
        if p.is_dir() {
            found.extend(walk(&p));
        } else {
            found.push(p);
        }
    }
    found
}

const C_MAIN: &str = r#"
#include <stdio.h>
#include <stdint.h>
int32_t add3(int32_t, int32_t, int32_t);
const char *greeting(void);
int64_t bump(int64_t);
int main(void) {
    printf("add3 = %d\n", add3(1, 2, 39));
    printf("%s\n", greeting());
    bump(5);
    printf("bump = %lld\n", (long long)bump(7));
    return 0;
}
"#;

#[test]
fn archives_for_every_target_link_and_run() {
    let files = ["tests/build-api/ll/add.ll", "tests/build-api/ll/greet.ll"];
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for &triple in rllc::supported_targets() {
        let arch = triple.split('-').next().unwrap();
        let dir = support::scratch(&format!("build_api_{arch}"));
        let lib = rllc::Build::new()
            .files(files.iter().map(|f| root.join(f)))
            .target(triple)
            .opt_level(2)
            .debug(false)
            .pic(true)
            .out_dir(&dir)
            .try_compile("llparts")
            .unwrap_or_else(|e| panic!("{triple}: {e}"));
        assert_eq!(lib, dir.join("libllparts.a"));
        let c = dir.join("main.c");
        std::fs::write(&c, C_MAIN).unwrap();
        let exe = dir.join("main");
        support::link(triple, &[&c, &lib], &exe, &[]);
        assert_eq!(support::run(triple, &exe), EXPECTED, "{triple}");
    }
}

#[test]
fn build_errors_name_file_line_and_column() {
    let dir = support::scratch("build_api_errors");
    let bad = dir.join("bad.ll");
    std::fs::write(&bad, "define i32 @f() {\nentry:\n  ret i64 0\n}\n").unwrap();
    let err = rllc::Build::new().file(&bad).target("x86_64-unknown-linux-gnu").out_dir(&dir).try_compile("bad");
    let msg = err.expect_err("an invalid file fails the build").to_string();
    assert!(msg.starts_with(&format!("{}:3:", bad.display())), "{msg}");
    let missing = rllc::Build::new().file(dir.join("nope.ll")).out_dir(&dir).try_compile("x");
    assert!(missing.unwrap_err().to_string().contains("nope.ll"));
    let no_target = rllc::Build::new().file(&bad).target("mips-unknown-linux-gnu").out_dir(&dir).try_compile("x");
    assert!(no_target.is_err());
    let nothing = rllc::Build::new().out_dir(&dir).try_compile("x");
    assert!(nothing.unwrap_err().to_string().contains("no .ll files"));
}

/// A library user (`default-features = false`, as tests/build-api depends on rllc) does
/// not compile the command's allocator or system crates.
#[test]
fn library_users_do_not_depend_on_mimalloc_or_libc() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/build-api/Cargo.toml");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = support::run_ok(
        Command::new(cargo)
            .args(["tree", "--edges", "normal,build", "--prefix", "none", "--manifest-path"])
            .arg(&manifest),
        "cargo tree",
    );
    let tree = String::from_utf8_lossy(&out.stdout);
    assert!(tree.lines().any(|l| l.starts_with("rllc v")), "{tree}");
    for banned in ["mimalloc", "libmimalloc-sys", "libc "] {
        assert!(!tree.lines().any(|l| l.starts_with(banned)), "{banned} in\n{tree}");
    }
}
