//! Tests of `scripts/rustc-pgo`, the wrapper through which cargo compiles the workspace's
//! crates (`.cargo/config.toml`): it must add the execution profile to optimized builds,
//! and only to those, and give optimized builds a crate metadata that does not depend on
//! the checkout's path (or the profile would match only builds made where it was
//! recorded). A mistake here would not fail any build, only make rllc quietly
//! slower (or break the profile's own training build), so the decision is tested on its
//! own: the wrapper is given `echo` as the compiler, and the arguments it would pass are
//! read back.
use std::path::Path;
use std::process::Command;

/// The arguments the wrapper passes on to the compiler for `args`.
fn passed_on(args: &[&str]) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new(root.join("scripts/rustc-pgo"))
        .arg("echo")
        .args(args)
        .output()
        .expect("run scripts/rustc-pgo");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("utf-8").trim_end().to_string()
}

fn profile_flag() -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).canonicalize().expect("repository root");
    format!("-Cprofile-use={}", root.join("pgo/rllc.profdata").display())
}

#[test]
fn the_profile_is_committed() {
    let profile = Path::new(env!("CARGO_MANIFEST_DIR")).join("pgo/rllc.profdata");
    let len = std::fs::metadata(&profile).map(|m| m.len()).unwrap_or(0);
    assert!(len > 100_000, "{} is missing or empty; scripts/pgo.sh records it", profile.display());
}

#[test]
fn optimized_builds_get_the_profile() {
    let want = profile_flag();
    for args in [
        &["--crate-name", "x", "-C", "opt-level=3", "lib.rs"][..],
        &["-C", "opt-level=2", "lib.rs"],
        &["-Copt-level=3", "lib.rs"],
        &["-C", "opt-level=s", "lib.rs"],
    ] {
        let out = passed_on(args);
        assert_eq!(out, format!("{} {want}", args.join(" ")), "{args:?}");
    }
}

#[test]
fn other_builds_are_passed_on_unchanged() {
    for args in [
        // Unoptimized.
        &["--crate-name", "x", "lib.rs"][..],
        &["-C", "opt-level=0", "lib.rs"],
        &["-C", "opt-level=1", "lib.rs"],
        // The profile's own training build, and builds that already have a profile.
        &["-C", "opt-level=3", "-Cprofile-generate=/tmp/p", "lib.rs"],
        &["-C", "opt-level=3", "-C", "profile-generate=/tmp/p", "lib.rs"],
        &["-Cprofile-use=/x.profdata", "-C", "opt-level=3", "lib.rs"],
        // cargo-fuzz's coverage instrumentation and sanitizers.
        &["-C", "opt-level=3", "-Cpasses=sancov-module", "lib.rs"],
        &["-C", "opt-level=3", "-Zsanitizer=address", "lib.rs"],
        &["-C", "opt-level=3", "-Cinstrument-coverage", "lib.rs"],
    ] {
        assert_eq!(passed_on(args), args.join(" "), "{args:?}");
    }
}

/// The metadata an optimized build gets for cargo's `-C metadata=...`.
fn metadata_of(args: &[&str]) -> String {
    let out = passed_on(args);
    out.split(' ').find_map(|a| a.strip_prefix("metadata=").or_else(|| a.strip_prefix("-Cmetadata="))).expect("a metadata argument").to_string()
}

#[test]
fn optimized_builds_get_a_metadata_independent_of_the_checkout() {
    let lib = |m: &'static str| ["--crate-name", "rllc_ir", "--crate-type", "lib", "-C", "opt-level=3", "-C", m, "-C", "extra-filename=-x"];
    // Cargo's value differs between checkouts (it hashes the wrapper's absolute path);
    // the wrapper's does not.
    let here = metadata_of(&lib("metadata=1111"));
    assert_eq!(metadata_of(&lib("metadata=2222")), here);
    assert!(here.starts_with("rllc-"), "{here}");
    // The training build gets the same, so that the profile's names match.
    let mut training = lib("metadata=3333").to_vec();
    training.push("-Cprofile-generate=/tmp/p");
    assert_eq!(metadata_of(&training), here);
    // What tells compilations of one crate apart still does.
    let mut test = lib("metadata=1111").to_vec();
    test.push("--test");
    assert_ne!(metadata_of(&test), here);
    let mut feature = lib("metadata=1111").to_vec();
    feature.extend(["--cfg", "feature=\"x\""]);
    assert_ne!(metadata_of(&feature), here);
    assert_ne!(metadata_of(&["--crate-name", "rllc_isel", "-C", "opt-level=3", "-Cmetadata=1111"]), metadata_of(&["--crate-name", "rllc_ir", "-C", "opt-level=3", "-Cmetadata=1111"]));
    // The file names stay cargo's.
    assert!(passed_on(&lib("metadata=1111")).contains("extra-filename=-x"));
    // Unoptimized builds keep cargo's metadata.
    assert_eq!(passed_on(&["--crate-name", "x", "-C", "metadata=1111", "lib.rs"]), "--crate-name x -C metadata=1111 lib.rs");
}
