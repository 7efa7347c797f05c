//! The small-language compiler of `examples/toyc` (issue 23, item 1), built with the IR
//! builder, the SSA helper and the debug-info builder: its sample programs are compiled
//! for every supported target, linked (natively, or with the cross gcc) and run (natively
//! or under qemu) and their output checked; and gdb, on x86-64, stops at a line of the toy
//! source and prints local, struct and global variables.

mod support;

#[allow(dead_code)]
#[path = "../examples/toyc/codegen.rs"]
mod codegen;
#[allow(dead_code)]
#[path = "../examples/toyc/syntax.rs"]
mod syntax;

use rllc::{FileType, Options};
use std::path::{Path, PathBuf};
use std::process::Command;

fn sample(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/toyc/samples").join(name)
}

/// Compiles a sample to an object for `triple`, with debug info.
fn object(name: &str, triple: &str, dir: &Path) -> PathBuf {
    let path = sample(&format!("{name}.toy"));
    let src = std::fs::read_to_string(&path).unwrap();
    let prog = syntax::parse(&src).unwrap_or_else(|e| panic!("{name}: {e}"));
    let m = codegen::compile_program(&prog, triple, &path.display().to_string(), true)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let problems = rllc::ir::verify(&m);
    assert!(problems.is_empty(), "{name} for {triple}: {problems:#?}");
    let obj = rllc::compile(&m, &Options { file_type: FileType::Obj, ..Options::default() })
        .unwrap_or_else(|e| panic!("{name} for {triple}: {e}"));
    let arch = triple.split('-').next().unwrap();
    let o = dir.join(format!("{name}-{arch}.o"));
    std::fs::write(&o, obj.bytes).unwrap();
    o
}

#[test]
fn samples_run_on_every_target() {
    let dir = support::scratch("toy_language");
    for &triple in rllc::supported_targets() {
        for name in ["features", "fib"] {
            let o = object(name, triple, &dir);
            let exe = o.with_extension("exe");
            support::link(triple, &[&o], &exe, &[]);
            let expected = std::fs::read_to_string(sample(&format!("{name}.out"))).unwrap();
            assert_eq!(support::run(triple, &exe), expected, "{name} on {triple}");
        }
    }
}

#[test]
fn gdb_stops_at_a_toy_line_and_prints_variables() {
    let dir = support::scratch("toy_gdb");
    let o = object("features", "x86_64-unknown-linux-gnu", &dir);
    let exe = dir.join("features");
    support::link("x86_64-unknown-linux-gnu", &[&o], &exe, &[]);
    let src = std::fs::read_to_string(sample("features.toy")).unwrap();
    let line = src.lines().position(|l| l.trim() == "i = i + 1;").expect("the sample has the line") + 1;
    let out = support::run_ok(
        Command::new("gdb")
            .args(["-nx", "-batch"])
            .args([
                "-ex".to_string(),
                format!("break features.toy:{line}"),
                "-ex".into(),
                "run".into(),
                "-ex".into(),
                "print total".into(),
                "-ex".into(),
                "print i".into(),
                "-ex".into(),
                "print p".into(),
                "-ex".into(),
                "print calls".into(),
                "-ex".into(),
                "print greeting".into(),
                "-ex".into(),
                "bt 1".into(),
            ])
            .arg(&exe),
        "gdb",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    for want in [
        format!("features.toy, line {line}."),
        "$1 = 25".to_string(),
        "$2 = 0".to_string(),
        "$3 = {x = 4, y = 3}".to_string(),
        "$4 = 1".to_string(),
        "$5 = ".to_string() + "0x",
        "\"hello, toy\"".to_string(),
        format!("features.toy:{line}\n{line}\t        i = i + 1;"),
    ] {
        assert!(text.contains(&want), "gdb output lacks {want:?}:\n{text}\n{}", String::from_utf8_lossy(&out.stderr));
    }
}

#[test]
fn toy_errors_are_reported_not_compiled() {
    for (src, want) in [
        ("fn main() -> int { return x; }", "1:27: unknown variable 'x'"),
        ("fn main() -> int { var s: str = 1; return 0; }", "expected Str, found Int"),
        ("fn main() -> int { return 0 }", "expected ';'"),
    ] {
        let e = syntax::parse(src)
            .and_then(|p| codegen::compile_program(&p, "x86_64-unknown-linux-gnu", "t.toy", false).map(|_| ()))
            .unwrap_err();
        assert!(e.contains(want), "{src}: {e}");
    }
}
