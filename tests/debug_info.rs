//! Debug information from `-g` input: what a debugger sees of rllc's code must match what
//! it sees of llc-19's. `tests/debug/lines.c` is compiled by clang-19 with `-g`, then by
//! rllc and by llc-19 (same options), both linked by gcc (PIE) and run under gdb with the
//! same breakpoints (functions and marked lines), backtraces, steps and, at -O0, the
//! values and types of parameters, locals and globals; the transcripts, with addresses
//! taken out, must be identical (at -O2 also the argument lists: rllc does not describe
//! variables held in registers yet). The same for AArch64 Linux: static builds run under
//! `qemu-aarch64 -g <port>`, with `gdb-multiarch` attached to it, and for RISC-V 64 Linux
//! under `qemu-riscv64 -g <port>` (linked with lld-19). Then every `-O2 -g` corpus module
//! for x86-64, AArch64 and RISC-V 64 Linux compiles to an object whose DWARF
//! `llvm-dwarfdump-19 --verify` accepts without a warning, with a line table and a
//! subprogram for each function that has one in the IR.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU16, Ordering};

/// A target whose debug information is checked: how to build for it and debug there.
struct Target {
    triple: &'static str,
    /// The gcc that links its objects.
    gcc: &'static str,
    /// The emulator that runs its programs with a gdb stub (`-g <port>`), when not native.
    emulator: Option<&'static str>,
    /// Link with lld-19 rather than the gcc's GNU ld: GNU ld 2.40 crashes (SIGSEGV) on
    /// llc-19's riscv64 `-O2 -g` objects (on their relaxable DWARF relocations).
    lld: bool,
}

const X86_64: Target = Target { triple: "x86_64-linux-gnu", gcc: "gcc", emulator: None, lld: false };
const AARCH64: Target = Target {
    triple: "aarch64-linux-gnu",
    gcc: "aarch64-linux-gnu-gcc",
    emulator: Some("qemu-aarch64"),
    lld: false,
};
const RISCV64: Target = Target {
    triple: "riscv64-linux-gnu",
    gcc: "riscv64-linux-gnu-gcc",
    emulator: Some("qemu-riscv64"),
    lld: true,
};

/// Ports for emulator gdb stubs, one per session (tests run in parallel).
static NEXT_PORT: AtomicU16 = AtomicU16::new(0);

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("debug_info").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs a command that must succeed; returns its stdout.
fn run(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("{cmd:?} does not start: {e}"));
    assert!(out.status.success(), "{cmd:?} failed:\n{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The line of `lines.c` that carries `/* MARK:<name> */`.
fn marked_line(source: &str, name: &str) -> usize {
    let mark = format!("/* MARK:{name} */");
    source.lines().position(|l| l.contains(&mark)).unwrap_or_else(|| panic!("no {mark} in lines.c")) + 1
}

/// gdb's transcript without what differs between two correct builds: addresses, offsets
/// into functions (`<main+38>`), gdb's thread library chatter and, unless `keep_args`,
/// argument lists (`f (x=4)` → `f ()`).
fn normalize(transcript: &str, keep_args: bool) -> String {
    let mut out = String::new();
    for line in transcript.lines() {
        if line.starts_with('[') || line.starts_with("Using host libthread_db") {
            continue;
        }
        let mut s = String::with_capacity(line.len());
        let mut chars = line.chars().peekable();
        let mut depth = 0;
        while let Some(c) = chars.next() {
            match c {
                _ if depth > 0 && c != '(' && c != ')' => {}
                // `<main+38>`: offsets into functions differ with the code.
                '+' if s.contains('<') && !s.ends_with('>') => {
                    while chars.peek().is_some_and(|c| c.is_ascii_digit()) {
                        chars.next();
                    }
                }
                '0' if chars.peek() == Some(&'x') => {
                    chars.next();
                    while chars.peek().is_some_and(|c| c.is_ascii_hexdigit()) {
                        chars.next();
                    }
                    s.push_str("ADDR");
                }
                // Only the argument list after a function name in a frame line.
                '(' if !keep_args && depth == 0 && (s.ends_with(' ') && (line.starts_with('#') || line.starts_with("Breakpoint"))) => {
                    depth = 1;
                    s.push('(');
                }
                '(' if depth > 0 => depth += 1,
                ')' if depth > 1 => depth -= 1,
                ')' if depth == 1 => {
                    depth = 0;
                    s.push(')');
                }
                _ => s.push(c),
            }
        }
        out.push_str(&s);
        out.push('\n');
    }
    out
}

/// Whether a TCP socket listens on `port` (from the kernel's socket tables).
fn listening(port: u16) -> bool {
    let local = format!(":{port:04X} ");
    ["/proc/net/tcp", "/proc/net/tcp6"].iter().any(|table| {
        std::fs::read_to_string(table).unwrap_or_default().lines().skip(1).any(|l| {
            let fields: Vec<&str> = l.split_whitespace().collect();
            // local_address is field 1, the state field 3 (0A: LISTEN).
            fields.len() > 3 && format!("{} ", fields[1]).ends_with(&local) && fields[3] == "0A"
        })
    })
}

/// A directory holding an `ld.lld` link to `ld.lld-19`, for gcc's `-B`: the cross
/// gcc knows only `-fuse-ld=lld`, which looks for `ld.lld`, and Debian installs lld-19 as
/// `ld.lld-19` alone.
fn lld_dir(dir: &Path) -> PathBuf {
    let bin = dir.join("lld-bin");
    let lld = Path::new("/usr/bin/ld.lld-19");
    assert!(lld.exists(), "{} is missing (apt-get install lld-19)", lld.display());
    std::fs::create_dir_all(&bin).unwrap();
    let link = bin.join("ld.lld");
    if !link.exists() {
        std::os::unix::fs::symlink(lld, &link).unwrap();
    }
    bin
}

/// Builds `ll` with `compiler` (rllc or llc-19) at `opt` for target `t`, links it, and
/// runs `gdb_args` (natively: `run` starts the program; under an emulator the program
/// waits in its gdb stub and `run` means `continue`).
fn debug_session(
    t: &Target,
    dir: &Path,
    compiler: &str,
    ll: &Path,
    opt: &str,
    gdb_args: &[String],
    keep_args: bool,
) -> String {
    let tag = Path::new(compiler).file_name().unwrap().to_string_lossy().into_owned();
    let obj = dir.join(format!("{tag}{opt}.o"));
    let exe = dir.join(format!("{tag}{opt}"));
    // Under an emulator, a static program: no dynamic loader for gdb to follow.
    let model = if t.emulator.is_some() { "-relocation-model=static" } else { "-relocation-model=pic" };
    let triple = format!("-mtriple={}", t.triple);
    run(Command::new(compiler).arg(opt).arg(&triple).arg(model).arg("-filetype=obj").arg(ll).arg("-o").arg(&obj));
    run(Command::new("llvm-dwarfdump-19").arg("--verify").arg(&obj));
    let mut link = Command::new(t.gcc);
    link.arg(&obj).arg("-o").arg(&exe);
    if t.emulator.is_some() {
        link.arg("-static");
    }
    if t.lld {
        link.arg("-B").arg(lld_dir(dir)).arg("-fuse-ld=lld");
    }
    run(&mut link);
    // The linked program too: its DWARF went through the linker's relocations. (Not for
    // llc-19's: GNU ld 2.40 merges `.debug_str` under llc's DWARF 5 string offsets,
    // which the verifier then rejects.)
    if tag == "rllc" {
        run(Command::new("llvm-dwarfdump-19").arg("--verify").arg(&exe));
    }
    // gdb's exit status only tells whether the last command worked (at -O2 the program
    // may end before the last breakpoint): the transcript is what is compared.
    let transcript = match t.emulator {
        None => {
            let out =
                Command::new("gdb").arg("-nx").arg("-batch").args(gdb_args).arg(&exe).output().expect("gdb starts");
            String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr)
        }
        Some(emulator) => {
            let session = NEXT_PORT.fetch_add(1, Ordering::Relaxed) % 8;
            let port = 23_000 + (std::process::id() % 1000) as u16 * 8 + session;
            let mut stub = Command::new(emulator)
                .arg("-g")
                .arg(port.to_string())
                .arg(&exe)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap_or_else(|e| panic!("{emulator} does not start: {e}"));
            // gdb must not try before the stub listens (it would give up at once); a test
            // connection would be taken for the debugger, so read the socket table instead.
            let start = std::time::Instant::now();
            while !listening(port) {
                assert!(start.elapsed().as_secs() < 20, "{emulator}'s gdb stub does not listen on port {port}");
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            let script: Vec<String> =
                gdb_args.iter().map(|a| if a == "run" { "continue".to_string() } else { a.clone() }).collect();
            let mut gdb = Command::new("gdb-multiarch");
            gdb.arg("-nx").arg("-batch").arg("-ex").arg(format!("target remote localhost:{port}"));
            let out = gdb.args(&script).arg("-ex").arg("kill").arg(&exe).output().expect("gdb-multiarch starts");
            let _ = stub.kill();
            let _ = stub.wait();
            // The connection's own report ("0x… in _start ()") is the same for both builds.
            String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr)
        }
    };
    normalize(&transcript.replace(&exe.display().to_string(), "PROGRAM"), keep_args)
}

#[test]
fn gdb_sees_the_same_functions_and_lines_as_in_llc_builds() {
    gdb_sessions_match(&X86_64);
}

#[test]
fn aarch64_gdb_sees_the_same_functions_and_lines_as_in_llc_builds() {
    gdb_sessions_match(&AARCH64);
}

/// C++ exceptions (`tests/debug/unwind.cpp`, -O0 -g, x86-64): gdb stops in a destructor
/// that runs as a throw unwinds its frame (called from the landing pad), and where the
/// exception is thrown; `bt` there, and in the destructors run on normal returns, shows
/// the same frames, lines and arguments for rllc's build as for llc-19's.
#[test]
fn gdb_backtraces_through_unwinding_frames_match_llc() {
    let t = Target { gcc: "g++", ..X86_64 };
    let source_path = root().join("tests/debug/unwind.cpp");
    let dir = scratch("gdb-unwind");
    let ll = dir.join("unwind.ll");
    run(Command::new("clang++-19").args(["-O0", "-g", "-S", "-emit-llvm", "-o"]).arg(&ll).arg(&source_path));
    let mut script = Vec::new();
    for cmd in ["break Guard::~Guard", "catch throw", "run"] {
        script.extend(["-ex".to_string(), cmd.to_string()]);
    }
    // Two destructors on the normal path, the throw, two destructors while unwinding.
    for _ in 0..5 {
        for cmd in ["bt", "info args", "continue"] {
            script.extend(["-ex".to_string(), cmd.to_string()]);
        }
    }
    let ours = debug_session(&t, &dir, env!("CARGO_BIN_EXE_rllc"), &ll, "-O0", &script, true);
    let theirs = debug_session(&t, &dir, "llc-19", &ll, "-O0", &script, true);
    assert!(ours.matches("in thrower (depth=6) at").count() >= 2, "gdb did not stop in the unwinding frame:\n{ours}");
    assert!(ours.contains("__cxa_throw"), "gdb did not stop at the throw:\n{ours}");
    assert_eq!(ours, theirs, "gdb's view of rllc's build (left) and llc-19's (right) differ");
}

/// RISC-V 64 Linux under `qemu-riscv64 -g`, linked with lld-19 (see `Target::lld`).
#[test]
fn riscv64_gdb_sees_the_same_functions_and_lines_as_in_llc_builds() {
    gdb_sessions_match(&RISCV64);
}

fn gdb_sessions_match(t: &Target) {
    let source_path = root().join("tests/debug/lines.c");
    let source = std::fs::read_to_string(&source_path).unwrap();
    let dir = scratch(&format!("gdb-{}", t.triple));
    let rllc = env!("CARGO_BIN_EXE_rllc");
    for (opt, clang_opt) in [("-O0", "-O0"), ("-O2", "-O2")] {
        let ll = dir.join(format!("lines{opt}.ll"));
        let target = format!("--target={}", t.triple);
        let clang_args = [clang_opt, "-g", "-S", "-emit-llvm", "-o"];
        run(Command::new("clang-19").arg(&target).args(clang_args).arg(&ll).arg(&source_path));
        let mut script = Vec::new();
        let mut ex = |s: String| {
            script.push("-ex".to_string());
            script.push(s);
        };
        let o0 = opt == "-O0";
        if o0 {
            // At -O2 these functions are inlined: there is nothing to break on.
            ex("break square".into());
            ex("break move_point".into());
        }
        ex(format!("break lines.c:{}", marked_line(&source, "loop")));
        ex(format!("break lines.c:{}", marked_line(&source, "main_call")));
        ex("run".into());
        for _ in 0..4 {
            ex("bt".into());
            ex("info line *$pc".into());
            if o0 {
                // Variables in stack slots (rllc describes no register locations yet,
                // which -O2 code needs).
                ex("info args".into());
                ex("info locals".into());
            }
            ex("continue".into());
        }
        if o0 {
            ex("ptype struct point".into());
            ex("ptype move_point".into());
            ex("print counter".into());
            ex("print &table[1]".into());
            ex("print table".into());
        }
        ex("bt".into());
        ex("delete".into());
        ex("next".into());
        ex("next".into());
        ex("info line *$pc".into());
        ex("continue".into());
        let ours = debug_session(t, &dir, rllc, &ll, opt, &script, o0);
        let theirs = debug_session(t, &dir, "llc-19", &ll, opt, &script, o0);
        assert!(ours.contains("lines.c:"), "gdb found no line information in rllc's {opt} build:\n{ours}");
        let triple = t.triple;
        assert_eq!(ours, theirs, "gdb's view of rllc's {triple} {opt} build (left) and llc-19's (right) differ");
    }
}

/// At -O0 (`optnone`) llc keeps the jump into a `while (1)` loop that falls through to
/// its body, and the block of a `break` on a line of its own; those jumps carry the lines
/// where gdb's `next` stops. rllc's RISC-V code must have a row for every line llc's has. (x86-64 and AArch64 lack the
/// `while (1)` line today: not checked for them.)
#[test]
fn riscv64_o0_line_table_has_the_lines_of_llc_builds() {
    let t = &RISCV64;
    let dir = scratch(&format!("o0-lines-{}", t.triple));
    let source = dir.join("loop.c");
    let text = "int g(int);\nint f(int n) {\n  int c = 0;\n  while (1) {\n    c += g(n);\n    if (c > 10)\n      \
                break;\n  }\n  return c;\n}\n";
    std::fs::write(&source, text).unwrap();
    let ll = dir.join("loop.ll");
    let target = format!("--target={}", t.triple);
    run(Command::new("clang-19").arg(&target).args(["-O0", "-g", "-S", "-emit-llvm", "-o"]).arg(&ll).arg(&source));
    let lines = |compiler: &str| -> Vec<u64> {
        let tag = Path::new(compiler).file_name().unwrap().to_string_lossy().into_owned();
        let obj = dir.join(format!("{tag}.o"));
        let triple = format!("-mtriple={}", t.triple);
        run(Command::new(compiler).args(["-O0", "-filetype=obj", &triple]).arg(&ll).arg("-o").arg(&obj));
        let table = run(Command::new("llvm-dwarfdump-19").arg("--debug-line").arg(&obj));
        let mut rows: Vec<u64> = table
            .lines()
            .filter(|l| l.starts_with("0x0"))
            .filter_map(|l| l.split_whitespace().nth(1)?.parse().ok())
            .filter(|&line| line != 0)
            .collect();
        rows.sort();
        rows.dedup();
        rows
    };
    let (ours, theirs) = (lines(env!("CARGO_BIN_EXE_rllc")), lines("llc-19"));
    assert!(theirs.contains(&4), "llc-19's line table has no row for the `while (1)` line: {theirs:?}");
    assert_eq!(ours, theirs, "the lines in rllc's line table (left) and llc-19's (right)");
}

#[test]
fn corpus_debug_info_verifies() {
    corpus_debug_info_verifies_for(&X86_64);
}

#[test]
fn aarch64_corpus_debug_info_verifies() {
    corpus_debug_info_verifies_for(&AARCH64);
}

#[test]
fn riscv64_corpus_debug_info_verifies() {
    corpus_debug_info_verifies_for(&RISCV64);
}

fn corpus_debug_info_verifies_for(t: &Target) {
    let dir = scratch(&format!("corpus-{}", t.triple));
    let corpus = root().join("tests/corpus/ll").join(t.triple);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&corpus)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".O2g.ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 40, "the corpus has its -O2 -g modules");
    let mut failures = Vec::new();
    for ll in &files {
        let obj = dir.join(ll.file_name().unwrap()).with_extension("o");
        let out = Command::new(env!("CARGO_BIN_EXE_rllc"))
            .args(["-O2", "-filetype=obj"])
            .arg(format!("-mtriple={}", t.triple))
            .arg(ll)
            .arg("-o")
            .arg(&obj)
            .output()
            .unwrap();
        if !out.status.success() {
            failures.push(format!("{}: rllc failed: {}", ll.display(), String::from_utf8_lossy(&out.stderr)));
            continue;
        }
        let verify = Command::new("llvm-dwarfdump-19").arg("--verify").arg(&obj).output().unwrap();
        if !verify.status.success() || String::from_utf8_lossy(&verify.stdout).contains("warning:") {
            failures.push(format!("{}: llvm-dwarfdump-19 --verify:\n{}", ll.display(), String::from_utf8_lossy(&verify.stdout)));
            continue;
        }
        // Every function the IR gives a subprogram to has one in .debug_info, and rows.
        let text = std::fs::read_to_string(ll).unwrap();
        let defined_with_dbg = text.lines().filter(|l| l.starts_with("define ") && l.contains("!dbg !")).count();
        let info = run(Command::new("llvm-dwarfdump-19").arg("--debug-info").arg(&obj));
        let subprograms = info.lines().filter(|l| l.contains("DW_TAG_subprogram")).count();
        let with_pc = info.lines().filter(|l| l.contains("DW_AT_low_pc")).count();
        if subprograms < defined_with_dbg || with_pc < defined_with_dbg {
            failures.push(format!("{}: {defined_with_dbg} functions with !dbg, {subprograms} subprograms, {with_pc} low_pc", ll.display()));
        }
        let lines = run(Command::new("llvm-dwarfdump-19").arg("--debug-line").arg(&obj));
        let sequences = lines.lines().filter(|l| l.contains("end_sequence")).count();
        if sequences != defined_with_dbg {
            failures.push(format!("{}: {defined_with_dbg} functions with !dbg, {sequences} line sequences", ll.display()));
        }
    }
    assert!(failures.is_empty(), "{} of {} modules:\n{}", failures.len(), files.len(), failures.join("\n"));
}

/// A unit whose file has no name (hand-written IR; clang always names one) still gets
/// DWARF that verifies, under a placeholder name, rather than failing the compilation.
#[test]
fn nameless_files_get_a_placeholder() {
    let dir = scratch("nameless");
    let ll = dir.join("nameless.ll");
    std::fs::write(
        &ll,
        r#"define i32 @main() !dbg !5 {
  ret i32 0, !dbg !8
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "x", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "", directory: "")
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 3, scope: !5)
"#,
    )
    .unwrap();
    let obj = dir.join("nameless.o");
    run(Command::new(env!("CARGO_BIN_EXE_rllc")).arg("-filetype=obj").arg(&ll).arg("-o").arg(&obj));
    run(Command::new("llvm-dwarfdump-19").arg("--verify").arg(&obj));
    let lines = run(Command::new("llvm-dwarfdump-19").arg("--debug-line").arg(&obj));
    assert!(lines.contains("<unknown>") && lines.contains("      2      3 "), "{lines}");
}
