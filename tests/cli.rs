//! Integration tests of the `rllc` binary: options, input and output conventions, exit
//! codes and messages, and that errors never leave half-written or clobbered files.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const HELLO: &str = "examples/hello.ll";

const SMALL: &str = "define i32 @main() {\n  ret i32 0\n}\n";

/// A syntax error on line 2, column 7.
const BROKEN: &str = "define i32 @main() {\n  ret i32 %nope\n}\n";

struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn finish(out: Output) -> Run {
    let r = Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    };
    assert!(
        !r.stderr.contains("panicked"),
        "rllc panicked:\n{}",
        r.stderr
    );
    r
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Runs rllc in the repository root with the given arguments and stdin.
fn rllc_in(dir: &Path, args: &[&str], stdin: &[u8]) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rllc"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("rllc starts");
    // rllc may exit before reading stdin (usage errors); a broken pipe is fine then.
    let _ = child.stdin.take().unwrap().write_all(stdin);
    finish(child.wait_with_output().unwrap())
}

fn rllc(args: &[&str]) -> Run {
    rllc_in(root(), args, b"")
}

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rllc-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn dir_entries(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// Finds an LLVM 19 tool; a missing one fails the test (scripts/test.sh installs them).
fn llvm_tool(name: &str) -> PathBuf {
    let versioned = format!("{name}-19");
    if let Some(paths) = std::env::var_os("PATH") {
        for dir in std::env::split_paths(&paths) {
            if dir.join(&versioned).is_file() {
                return dir.join(&versioned);
            }
        }
    }
    let p = Path::new("/usr/lib/llvm-19/bin").join(name);
    assert!(
        p.is_file(),
        "{versioned} is not installed (scripts/test.sh installs it)"
    );
    p
}

/// Asserts llvm-as-19 accepts the text.
fn assert_llvm_as_accepts(text: &str) {
    let mut child = Command::new(llvm_tool("llvm-as"))
        .args(["-o", "/dev/null", "-"])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "llvm-as-19 rejects rllc's output:\n{}\n---\n{text}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn version() {
    for flag in ["--version", "-version"] {
        let r = rllc(&[flag]);
        assert_eq!(r.code, Some(0));
        assert!(
            r.stdout
                .starts_with(&format!("rllc version {}", env!("CARGO_PKG_VERSION"))),
            "{}",
            r.stdout
        );
        assert!(r.stdout.contains("Default target: "));
        assert!(r.stderr.is_empty());
    }
}

#[test]
fn help_lists_every_option() {
    for flag in ["--help", "-help"] {
        let r = rllc(&[flag]);
        assert_eq!(r.code, Some(0));
        for opt in [
            "-o=",
            "-filetype=",
            "-mtriple=",
            "-march=",
            "-mcpu=",
            "-mattr=",
            "-O<level>",
            "-relocation-model=",
            "-code-model=",
            "--emit-llvm",
            "--parse-only",
            "--version",
            "--help",
        ] {
            assert!(r.stdout.contains(opt), "--help lacks {opt}:\n{}", r.stdout);
        }
    }
}

#[test]
fn parse_only_is_silent_and_writes_nothing() {
    let dir = scratch("parse-only");
    std::fs::copy(root().join(HELLO), dir.join("hello.ll")).unwrap();
    let r = rllc_in(&dir, &["--parse-only", "hello.ll"], b"");
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(
        r.stdout.is_empty() && r.stderr.is_empty(),
        "stdout: {}\nstderr: {}",
        r.stdout,
        r.stderr
    );
    assert_eq!(dir_entries(&dir), ["hello.ll"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn emit_llvm_of_the_example_is_valid_llvm() {
    let r = rllc(&[HELLO, "--emit-llvm", "-o", "-"]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(r.stdout.contains("@main"), "{}", r.stdout);
    assert!(r.stdout.contains("x86_64-unknown-linux-gnu"));
    assert_llvm_as_accepts(&r.stdout);
    // The default destination of --emit-llvm is stdout too.
    let r2 = rllc(&["--emit-llvm", HELLO]);
    assert_eq!(r2.stdout, r.stdout);
}

#[test]
fn stdin_is_read_when_no_input_or_dash_is_given() {
    for args in [
        &["--emit-llvm"][..],
        &["--emit-llvm", "-"][..],
        &["-", "--emit-llvm", "-o", "-"][..],
    ] {
        let r = rllc_in(root(), args, SMALL.as_bytes());
        assert_eq!(r.code, Some(0), "{args:?}: {}", r.stderr);
        assert!(
            r.stdout.contains("define i32 @main()"),
            "{args:?}: {}",
            r.stdout
        );
        assert_llvm_as_accepts(&r.stdout);
    }
}

#[test]
fn emit_llvm_to_a_file_leaves_no_temporary_files() {
    let dir = scratch("emit-file");
    let r = rllc_in(
        &dir,
        &["--emit-llvm", "-o", "out.ll", "-"],
        SMALL.as_bytes(),
    );
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(r.stdout.is_empty());
    assert_eq!(dir_entries(&dir), ["out.ll"]);
    let text = std::fs::read_to_string(dir.join("out.ll")).unwrap();
    assert!(text.contains("define i32 @main()"));
    // Reading our own output again gives the same text.
    let again = rllc_in(&dir, &["--emit-llvm", "out.ll"], b"");
    assert_eq!(again.code, Some(0), "{}", again.stderr);
    assert_eq!(again.stdout, text);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn code_generation_is_not_implemented_yet() {
    let dir = scratch("codegen");
    std::fs::copy(root().join(HELLO), dir.join("hello.ll")).unwrap();
    // x86-64, AArch64 and RISC-V 64 Linux (ELF) have a backend; other targets do not yet.
    for (args, triple) in [
        (
            &["hello.ll", "-mtriple=riscv32-unknown-linux-gnu", "-filetype=obj"][..],
            "riscv32-unknown-linux-gnu",
        ),
        (
            &["hello.ll", "-mtriple=x86_64-pc-windows-msvc", "-filetype=null"][..],
            "x86_64-pc-windows-msvc",
        ),
        (
            &["hello.ll", "-mtriple=aarch64-apple-macosx11.0.0", "-o", "-"][..],
            "aarch64-apple-macosx11.0.0",
        ),
        (&["hello.ll", "-march=riscv32"][..], "riscv32"),
    ] {
        let r = rllc_in(&dir, args, b"");
        assert_eq!(r.code, Some(1), "{args:?}");
        assert!(
            r.stderr.contains("not implemented yet"),
            "{args:?}: {}",
            r.stderr
        );
        assert!(
            r.stderr.contains(triple),
            "{args:?} should name {triple}: {}",
            r.stderr
        );
        assert!(r.stdout.is_empty());
        // No hello.s / hello.o appears.
        assert_eq!(dir_entries(&dir), ["hello.ll"], "{args:?}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_module_triple_matters_only_for_code_generation() {
    let text = format!("target triple = \"no-such-arch-triple\"\n{SMALL}");
    let r = rllc_in(root(), &["--parse-only"], text.as_bytes());
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let r = rllc_in(root(), &[], text.as_bytes());
    assert_eq!(r.code, Some(1));
    assert!(
        r.stderr
            .contains("invalid target triple 'no-such-arch-triple'"),
        "{}",
        r.stderr
    );
    // -mtriple overrides the module's triple (llc's rule).
    let r = rllc_in(root(), &["-mtriple=riscv32-unknown-linux-gnu"], text.as_bytes());
    assert_eq!(r.code, Some(1));
    assert!(
        r.stderr.contains("riscv32-unknown-linux-gnu") && r.stderr.contains("not implemented yet"),
        "{}",
        r.stderr
    );
}

/// A code model the backend does not implement is refused, from the option or from the
/// module's "Code Model" flag (which llc prefers), never ignored.
#[test]
fn unsupported_code_models_are_refused() {
    let text = "target triple = \"aarch64-unknown-linux-gnu\"\ndefine i32 @f() {\n  ret i32 0\n}\n";
    for model in ["tiny", "large"] {
        let r = rllc_in(root(), &[&format!("-code-model={model}"), "-filetype=obj", "-o", "-"], text.as_bytes());
        assert_eq!(r.code, Some(1), "{}", r.stderr);
        assert!(r.stderr.contains(&format!("the {model} code model on AArch64 is not implemented")), "{}", r.stderr);
    }
    let r = rllc_in(root(), &["-code-model=small", "-filetype=obj", "-o", "/dev/null"], text.as_bytes());
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let flagged = format!("{text}!llvm.module.flags = !{{!0}}\n!0 = !{{i32 1, !\"Code Model\", i32 4}}\n");
    let r = rllc_in(root(), &["-code-model=small", "-filetype=obj", "-o", "/dev/null"], flagged.as_bytes());
    assert_eq!(r.code, Some(1), "{}", r.stderr);
    assert!(r.stderr.contains("the large code model on AArch64"), "{}", r.stderr);
}

/// Windows-style exception pads are refused on ELF, by name and at their place.
#[test]
fn funclet_exception_pads_are_refused_with_their_place() {
    let text = "target triple = \"x86_64-pc-linux-gnu\"\ndeclare void @g()\ndeclare i32 @__CxxFrameHandler3(...)\n\
                define void @f() personality ptr @__CxxFrameHandler3 {\nentry:\n\
                \x20 invoke void @g() to label %ok unwind label %cs\ncs:\n\
                \x20 %s = catchswitch within none [label %h] unwind to caller\nh:\n\
                \x20 %p = catchpad within %s [ptr null, i32 64, ptr null]\n\
                \x20 catchret from %p to label %ok\nok:\n  ret void\n}\n";
    assert_llvm_as_accepts(text);
    let r = rllc_in(root(), &["-filetype=obj", "-o", "/dev/null"], text.as_bytes());
    assert_eq!(r.code, Some(1), "{}", r.stderr);
    let first = r.stderr.lines().next().unwrap_or("");
    assert!(first.starts_with("<stdin>:8:3: error: in function 'f': 'catchswitch'"), "{}", r.stderr);
    assert!(first.contains("Windows-style exception handling"), "{}", r.stderr);
}

#[test]
fn syntax_errors_are_located_with_source_line_and_caret() {
    let r = rllc_in(root(), &["--parse-only"], BROKEN.as_bytes());
    assert_eq!(r.code, Some(1));
    let mut lines = r.stderr.lines();
    let first = lines.next().unwrap_or("");
    assert!(first.starts_with("<stdin>:2:11: error: "), "{}", r.stderr);
    assert!(first.contains("%nope"), "{}", r.stderr);
    assert_eq!(lines.next(), Some("  ret i32 %nope"));
    assert_eq!(lines.next(), Some("          ^"));
    assert!(r.stdout.is_empty());
}

#[test]
fn file_names_appear_in_diagnostics() {
    let dir = scratch("diag-name");
    std::fs::write(dir.join("bad.ll"), BROKEN).unwrap();
    let r = rllc_in(&dir, &["--emit-llvm", "bad.ll"], b"");
    assert_eq!(r.code, Some(1));
    assert!(r.stderr.starts_with("bad.ll:2:11: error: "), "{}", r.stderr);
    assert!(r.stdout.is_empty(), "nothing is printed when reading fails");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_verifier_error_is_reported() {
    // Two independent problems in two functions: both must be reported.
    let text = "define i32 @f() {\n  %a = add i32 %b, 1\n  %b = add i32 2, 3\n  ret i32 %a\n}\n\
                define i32 @g(i1 %c) {\nentry:\n  br i1 %c, label %x, label %y\nx:\n  %v = add i32 1, 2\n  br label %y\n\
                y:\n  %w = add i32 %v, 1\n  ret i32 %w\n}\n";
    let r = rllc_in(root(), &["--parse-only"], text.as_bytes());
    assert_eq!(r.code, Some(1));
    let located = r
        .stderr
        .lines()
        .filter(|l| l.starts_with("<stdin>:") && l.contains(": error: "))
        .count();
    assert!(located >= 2, "expected both errors:\n{}", r.stderr);
    assert!(r.stderr.contains("<stdin>:2:"), "{}", r.stderr);
    assert!(r.stderr.contains("<stdin>:13:"), "{}", r.stderr);
}

#[test]
fn errors_never_touch_an_existing_output_file() {
    let dir = scratch("untouched");
    std::fs::write(dir.join("bad.ll"), BROKEN).unwrap();
    std::fs::copy(root().join(HELLO), dir.join("hello.ll")).unwrap();
    std::fs::write(dir.join("out.s"), "precious").unwrap();
    for args in [
        &["bad.ll", "-o", "out.s"][..],                // read error
        &["bad.ll", "--emit-llvm", "-o", "out.s"][..], // read error
        &["hello.ll", "-march=riscv32", "-o", "out.s"][..], // code generation error
        &["hello.ll", "-mtriple=x86_64-w64-windows-gnu", "-filetype=obj", "-o", "out.s"][..],
    ] {
        let r = rllc_in(&dir, args, b"");
        assert_eq!(r.code, Some(1), "{args:?}");
        assert_eq!(
            std::fs::read_to_string(dir.join("out.s")).unwrap(),
            "precious",
            "{args:?}"
        );
        assert_eq!(
            dir_entries(&dir),
            ["bad.ll", "hello.ll", "out.s"],
            "{args:?}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn unknown_option_is_named() {
    let r = rllc(&["-bogus-option", HELLO]);
    assert_eq!(r.code, Some(1));
    assert!(
        r.stderr.contains("unknown option '-bogus-option'"),
        "{}",
        r.stderr
    );
    assert!(r.stdout.is_empty());
    let r = rllc(&["--emit-llvn", HELLO]);
    assert!(
        r.stderr.contains("did you mean '--emit-llvm'"),
        "{}",
        r.stderr
    );
}

#[test]
fn bad_option_values_are_named() {
    for (args, needle) in [
        (&["-o"][..], "option '-o' requires a value"),
        (
            &["-filetype=exe"][..],
            "invalid value 'exe' for option '-filetype'",
        ),
        (
            &["-mtriple=nonsense"][..],
            "invalid target triple 'nonsense' for option '-mtriple'",
        ),
        (
            &["-march=vax"][..],
            "invalid value 'vax' for option '-march'",
        ),
        (&["-O7"][..], "invalid value 'O7' for option '-O'"),
        (
            &["-relocation-model=PIC"][..],
            "invalid value 'PIC' for option '-relocation-model'",
        ),
        (
            &["-code-model=huge"][..],
            "invalid value 'huge' for option '-code-model'",
        ),
        (&["a.ll", "b.ll"][..], "too many input files"),
        (
            &["--emit-llvm", "--parse-only"][..],
            "cannot be used together",
        ),
    ] {
        let r = rllc(args);
        assert_eq!(r.code, Some(1), "{args:?}");
        assert!(
            r.stderr.contains(needle),
            "{args:?}: expected '{needle}' in:\n{}",
            r.stderr
        );
    }
}

#[test]
fn missing_and_unreadable_inputs_are_named() {
    let r = rllc(&["--parse-only", "no/such/file.ll"]);
    assert_eq!(r.code, Some(1));
    assert!(
        r.stderr.contains("cannot read 'no/such/file.ll'"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("No such file"), "{}", r.stderr);
    let r = rllc(&["--parse-only", "tests"]);
    assert_eq!(r.code, Some(1));
    assert!(r.stderr.contains("cannot read 'tests'"), "{}", r.stderr);
}

#[test]
fn unwritable_output_is_an_error() {
    let r = rllc_in(
        root(),
        &["--emit-llvm", "-o", "/nonexistent-dir/out.ll"],
        SMALL.as_bytes(),
    );
    assert_eq!(r.code, Some(1));
    assert!(
        r.stderr.contains("cannot write '/nonexistent-dir/out.ll'"),
        "{}",
        r.stderr
    );
}

#[test]
fn invalid_utf8_is_located() {
    let mut text = b"; ok\n@g = global [1 x i8] c\"".to_vec();
    text.extend_from_slice(b"\xff\"\n");
    let r = rllc_in(root(), &["--parse-only"], &text);
    assert_eq!(r.code, Some(1));
    assert!(
        r.stderr
            .starts_with("<stdin>:2:24: error: the input is not valid UTF-8"),
        "{}",
        r.stderr
    );
}

#[test]
fn bitcode_input_is_refused_with_advice() {
    let dir = scratch("bitcode");
    let bc = dir.join("hello.bc");
    let out = Command::new(llvm_tool("llvm-as"))
        .arg(root().join(HELLO))
        .arg("-o")
        .arg(&bc)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r = rllc_in(&dir, &["--parse-only", "hello.bc"], b"");
    assert_eq!(r.code, Some(1));
    assert!(
        r.stderr.contains("'hello.bc' is LLVM bitcode") && r.stderr.contains("llvm-dis-19"),
        "{}",
        r.stderr
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn empty_input_is_an_empty_module() {
    let r = rllc_in(root(), &["--parse-only"], b"");
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let r = rllc_in(root(), &["--emit-llvm"], b"; only a comment\n");
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert_llvm_as_accepts(&r.stdout);
}

/// `-O0` selects every function as llc selects `optnone` ones (no tail duplication, block
/// placement or load/store pairing; only the allocator's edge blocks are folded): its code
/// differs from `-O2`'s for every target, while `-O1` to `-O3` give the same code.
#[test]
fn o0_skips_the_optimizing_passes() {
    for triple in ["x86_64-linux-gnu", "aarch64-linux-gnu", "riscv64-linux-gnu"] {
        let input = format!("tests/corpus/ll/{triple}/expr_parser.O2.ll");
        let asm = |level: &str| {
            let r = rllc(&[level, "-filetype=asm", &input, "-o", "-"]);
            assert_eq!(r.code, Some(0), "{triple} {level}: {}", r.stderr);
            r.stdout
        };
        let (o0, o2) = (asm("-O0"), asm("-O2"));
        assert_ne!(o0, o2, "{triple}: -O0 gave -O2's code");
        assert_eq!(asm("-O1"), o2, "{triple}");
        assert_eq!(asm("-O3"), o2, "{triple}");
    }
}

/// `-verify-machineinstrs` (llc's spelling) runs the allocation checker on every function
/// and changes nothing in the output; the test suite turns it on for every compile through
/// `RLLC_VERIFY_MACHINEINSTRS` (scripts/test.sh).
#[test]
fn verify_machineinstrs_checks_without_changing_the_output() {
    for triple in ["x86_64-linux-gnu", "aarch64-linux-gnu", "riscv64-linux-gnu"] {
        let input = format!("tests/corpus/ll/{triple}/expr_parser.O2.ll");
        let asm = |extra: &[&str]| {
            let mut args = vec!["-filetype=asm", input.as_str(), "-o", "-"];
            args.extend_from_slice(extra);
            let r = rllc(&args);
            assert_eq!(r.code, Some(0), "{triple} {extra:?}: {}", r.stderr);
            r.stdout
        };
        assert_eq!(asm(&["-verify-machineinstrs"]), asm(&[]), "{triple}");
        assert_eq!(asm(&["--verify-machineinstrs=false"]), asm(&[]), "{triple}");
    }
}
