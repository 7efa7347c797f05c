//! Run tests, per target: every program of the IR corpus for the target's triple
//! (`tests/corpus/ll/<triple>/*.{O0,O2,O2g}.ll`, plus on x86-64 this test's own programs
//! in `tests/run/`) is compiled by the `rllc` binary (`-filetype=obj`), linked by the
//! target's gcc both as a static executable (`-relocation-model=static`, `-static`) and as
//! a PIE (`-relocation-model=pic`, gcc's default), run with a timeout (natively, or under
//! `qemu-<arch>` for the other architectures), and its stdout and exit code compared with
//! `tests/corpus/expected/<prog>.out` (stdout, then `exit=<code>`).
//!
//! C++ programs of `tests/run/` (`<prog>.cpp`, exceptions) are linked by g++; their IR and
//! expected output come from `scripts/cpp-eh-tests.sh` (llc-19's builds).
//!
//! A program of `tests/run/` may come with `<prog>.gcc.c`, a second translation unit that
//! gcc compiles and links in (calling-convention checks against another compiler).
//!
//! Until everything passes, a list per target (`tests/run/passing.txt` for x86-64,
//! `tests/run/passing-<arch>.txt` for the others) names the cases (`<prog>.<opt>.<model>`)
//! that must pass: the test fails if one of them fails, or if the list is shorter than
//! the target's minimum, and reports the others that pass now so they can be added
//! (`RLLC_BLESS=1` adds them to the list). A missing gcc or qemu is a failure, not a
//! skip. `RLLC_RUN_FILTER=<substring>` limits the cases (for debugging).
//!
//! A second test checks that assembly output agrees with object output: for listed
//! programs, `llvm-mc-19 -filetype=obj` of `-filetype=asm` gives the same `.text` bytes
//! as `-filetype=obj` (and, for programs with landing pads, the same
//! `.gcc_except_table`, and the assembly names personality and LSDA).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

const RLLC: &str = env!("CARGO_BIN_EXE_rllc");
/// Generous: the machine may be busy, and a debug-built rllc is slow on large inputs.
const TIMEOUT: Duration = Duration::from_secs(60);

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn work_dir(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::create_dir_all(&d).expect("cannot create the work directory");
    d
}

/// A target the run tests cover: where its programs are, how to link and run them.
struct Target {
    /// The corpus directory name and `-mtriple` (`x86_64-linux-gnu`).
    triple: &'static str,
    /// The gcc that links its objects, and the g++ that links C++ programs.
    gcc: &'static str,
    gxx: &'static str,
    /// How to run its programs on this machine: an emulator and its arguments (none:
    /// natively). `{sysroot}` is the target's libraries for dynamic linking.
    runner: &'static [&'static str],
    /// The ratchet of cases that must pass (relative to the package root).
    passing: &'static str,
    /// The fewest cases the list may hold (so that an emptied list fails).
    min_listed: usize,
    /// This test's own programs for the target (calling-convention and frame checks).
    own_programs: &'static str,
    /// The prefix of their case names when they live in a subdirectory of `tests/run/`.
    own_tag: &'static str,
}

const X86_64: Target = Target {
    triple: "x86_64-linux-gnu",
    gcc: "gcc",
    gxx: "g++",
    runner: &[],
    passing: "tests/run/passing.txt",
    min_listed: 578,
    own_programs: "tests/run",
    own_tag: "",
};

const AARCH64: Target = Target {
    triple: "aarch64-linux-gnu",
    gcc: "aarch64-linux-gnu-gcc",
    gxx: "aarch64-linux-gnu-g++",
    runner: &["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu"],
    passing: "tests/run/passing-aarch64.txt",
    min_listed: 580,
    own_programs: "tests/run/aarch64",
    own_tag: "aarch64/",
};

/// The number of RISC-V 64 cases listed when the list was last extended.
const MIN_RISCV64: usize = 480;

const RISCV64: Target = Target {
    triple: "riscv64-linux-gnu",
    gcc: "riscv64-linux-gnu-gcc",
    gxx: "riscv64-linux-gnu-g++",
    runner: &["qemu-riscv64", "-L", "/usr/riscv64-linux-gnu"],
    passing: "tests/run/passing-riscv64.txt",
    min_listed: MIN_RISCV64,
    own_programs: "tests/run/riscv64",
    own_tag: "riscv64/",
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Model {
    Static,
    Pic,
}

impl Model {
    fn name(self) -> &'static str {
        match self {
            Model::Static => "static",
            Model::Pic => "pic",
        }
    }
}

/// One case: a program at an optimization level, linked one way.
#[derive(Clone, Debug)]
struct Case {
    /// Prefix of the case's name: empty for the corpus and `tests/run/`, `<arch>/` for
    /// the programs of `tests/run/<arch>/` (whose names may repeat the corpus's).
    tag: &'static str,
    prog: String,
    opt: String,
    model: Model,
    /// The directory of the `.ll` file, and of the expected output.
    ll_dir: PathBuf,
    out_dir: PathBuf,
}

impl Case {
    fn id(&self) -> String {
        format!("{}{}.{}.{}", self.tag, self.prog, self.opt, self.model.name())
    }
    fn ll(&self) -> PathBuf {
        self.ll_dir.join(format!("{}.{}.ll", self.prog, self.opt))
    }
    fn expected(&self) -> PathBuf {
        self.out_dir.join(format!("{}.out", self.prog))
    }
}

/// The target's corpus programs, and this test's own for the target (`<dir>/<prog>.<opt>.ll`
/// with `<dir>/<prog>.out`: programs aimed at the calling convention and frame lowering;
/// `tests/run/` for x86-64, `tests/run/<arch>/` for the others).
fn cases(t: &Target) -> Vec<Case> {
    let mut out = Vec::new();
    add_cases(&root().join("tests/corpus/ll").join(t.triple), &root().join("tests/corpus/expected"), "", &mut out);
    let own = root().join(t.own_programs);
    if own.is_dir() {
        let tag = t.own_programs.strip_prefix("tests/run/").map_or("", |_| t.own_tag);
        add_cases(&own, &own, tag, &mut out);
    }
    out
}

fn add_cases(ll_dir: &Path, out_dir: &Path, tag: &'static str, out: &mut Vec<Case>) {
    let mut files: Vec<String> = std::fs::read_dir(ll_dir)
        .expect("a run-test program directory is missing")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".ll"))
        .collect();
    files.sort();
    let filter = std::env::var("RLLC_RUN_FILTER").ok();
    for f in files {
        let stem = &f[..f.len() - 3];
        let Some((prog, opt)) = stem.rsplit_once('.') else { continue };
        if !matches!(opt, "O0" | "O2" | "O2g") {
            continue;
        }
        if !out_dir.join(format!("{prog}.out")).exists() {
            continue;
        }
        for model in [Model::Static, Model::Pic] {
            let c = Case {
                tag,
                prog: prog.to_string(),
                opt: opt.to_string(),
                model,
                ll_dir: ll_dir.to_path_buf(),
                out_dir: out_dir.to_path_buf(),
            };
            if filter.as_deref().is_some_and(|flt| !c.id().contains(flt)) {
                continue;
            }
            out.push(c);
        }
    }
}

fn read_passing(t: &Target) -> BTreeSet<String> {
    let text = std::fs::read_to_string(root().join(t.passing)).unwrap_or_default();
    text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).map(String::from).collect()
}

/// Runs a command, killing it after `TIMEOUT`; returns (exit code, stdout, stderr).
fn run_with_timeout(cmd: &mut Command) -> Result<(i32, Vec<u8>, Vec<u8>), String> {
    let mut child = cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().map_err(|e| e.to_string())?;
    // Read the pipes on threads so a chatty child cannot block on a full pipe.
    let mut so = child.stdout.take().unwrap();
    let mut se = child.stderr.take().unwrap();
    let to = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = std::io::Read::read_to_end(&mut so, &mut v);
        v
    });
    let te = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = std::io::Read::read_to_end(&mut se, &mut v);
        v
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().map_err(|e| e.to_string())? {
            break s;
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("timed out after {}s", TIMEOUT.as_secs()));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let out = to.join().unwrap_or_default();
    let err = te.join().unwrap_or_default();
    let code = match status.code() {
        Some(c) => c,
        None => {
            use std::os::unix::process::ExitStatusExt;
            128 + status.signal().unwrap_or(0)
        }
    };
    Ok((code, out, err))
}

fn tail(bytes: &[u8], n: usize) -> String {
    let s = String::from_utf8_lossy(bytes);
    let lines: Vec<&str> = s.lines().collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}

/// Compiles, links and runs one case; `Ok(())` if its output matches.
fn run_case(t: &Target, c: &Case, dir: &Path) -> Result<(), String> {
    let file = c.id().replace('/', "-");
    let obj = dir.join(format!("{file}.o"));
    let exe = dir.join(&file);
    let mut rllc = Command::new(RLLC);
    rllc.arg("-filetype=obj").arg(format!("-mtriple={}", t.triple));
    rllc.arg(format!("-relocation-model={}", c.model.name())).arg(c.ll()).arg("-o").arg(&obj);
    let (code, _, err) = run_with_timeout(&mut rllc).map_err(|e| format!("rllc: {e}"))?;
    if code != 0 {
        return Err(format!("rllc failed: {}", tail(&err, 3)));
    }
    // A C++ program (`<prog>.cpp` beside its IR) links with the C++ runtime and the
    // unwinder (libstdc++, libgcc_s or libgcc_eh) through g++.
    let cpp = c.ll_dir.join(format!("{}.cpp", c.prog)).exists();
    let mut gcc = Command::new(if cpp { t.gxx } else { t.gcc });
    // libatomic: 128-bit atomics are calls of its sized routines, as with llc.
    gcc.arg(&obj).arg("-o").arg(&exe).arg("-lm").arg("-latomic");
    // A companion translation unit compiled by gcc: calls across it check the calling
    // convention against another compiler.
    let companion = c.ll_dir.join(format!("{}.gcc.c", c.prog));
    if companion.exists() {
        gcc.arg("-O1").arg("-w").arg(&companion);
        if c.model == Model::Pic {
            gcc.arg("-fPIE");
        }
    }
    if c.model == Model::Static {
        gcc.arg("-static");
    }
    if c.prog.starts_with("threads_") {
        gcc.arg("-pthread");
    }
    let (code, _, err) = run_with_timeout(&mut gcc).map_err(|e| format!("gcc: {e}"))?;
    if code != 0 {
        return Err(format!("link failed: {}", tail(&err, 3)));
    }
    let mut run = match t.runner.split_first() {
        Some((emulator, args)) => {
            let mut r = Command::new(emulator);
            r.args(args).arg(&exe);
            r
        }
        None => Command::new(&exe),
    };
    let (code, out, _) = run_with_timeout(&mut run).map_err(|e| format!("run: {e}"))?;
    let expected = std::fs::read_to_string(c.expected())
        .map_err(|e| format!("expected output: {e}"))?;
    let mut got = String::from_utf8_lossy(&out).into_owned();
    if !got.is_empty() && !got.ends_with('\n') {
        got.push('\n');
    }
    got.push_str(&format!("exit={code}\n"));
    if got.trim_end() != expected.trim_end() {
        let first = got.lines().zip(expected.lines()).position(|(a, b)| a != b).unwrap_or(0);
        return Err(format!(
            "output differs at line {}: got {:?}, expected {:?}",
            first + 1,
            got.lines().nth(first).unwrap_or(""),
            expected.lines().nth(first).unwrap_or("")
        ));
    }
    let _ = std::fs::remove_file(&obj);
    let _ = std::fs::remove_file(&exe);
    Ok(())
}

fn require_tool(name: &str, arg: &str) {
    match Command::new(name).arg(arg).stdout(Stdio::null()).stderr(Stdio::null()).status() {
        Ok(s) if s.success() => {}
        _ => panic!("`{name}` is needed by this test but cannot be run (install it)"),
    }
}

fn threads() -> usize {
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1).min(8)
}

#[test]
fn x86_64_programs_run() {
    programs_run(&X86_64);
}

#[test]
fn aarch64_programs_run() {
    programs_run(&AARCH64);
}

#[test]
fn riscv64_programs_run() {
    programs_run(&RISCV64);
}

/// Every case of target `t`, run and checked against its list of cases that must pass.
fn programs_run(t: &Target) {
    require_tool(t.gcc, "--version");
    if let Some(emulator) = t.runner.first() {
        require_tool(emulator, "--version");
    }
    let dir = work_dir(&format!("run_programs-{}", t.triple));
    let cases = cases(t);
    let filtered = std::env::var_os("RLLC_RUN_FILTER").is_some();
    assert!(!cases.is_empty() || filtered, "no run-test programs for {}", t.triple);
    let results: Mutex<Vec<(usize, Result<(), String>)>> = Mutex::new(Vec::new());
    let next = AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..threads() {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= cases.len() {
                    break;
                }
                let r = run_case(t, &cases[i], &dir);
                results.lock().unwrap().push((i, r));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|r| r.0);
    let listed = read_passing(t);
    let mut regressions = Vec::new();
    let mut newly = Vec::new();
    let mut failing = Vec::new();
    for (i, r) in &results {
        let id = cases[*i].id();
        match (r, listed.contains(&id)) {
            (Err(e), true) => regressions.push(format!("{id}: {e}")),
            (Ok(()), false) => newly.push(id),
            (Err(e), false) => failing.push(format!("{id}: {e}")),
            (Ok(()), true) => {}
        }
    }
    let passed = results.iter().filter(|r| r.1.is_ok()).count();
    println!(
        "run tests ({}): {passed} of {} cases pass ({} listed in {})",
        t.triple,
        results.len(),
        listed.len(),
        t.passing
    );
    if std::env::var_os("RLLC_VERBOSE").is_some() {
        for f in &failing {
            println!("  failing: {f}");
        }
    }
    if !newly.is_empty() {
        println!("{} cases pass that are not listed yet:", newly.len());
        for n in &newly {
            println!("  {n}");
        }
        if std::env::var_os("RLLC_BLESS").is_some() {
            let mut all = listed.clone();
            all.extend(newly.iter().cloned());
            let mut text = String::from("# Run-test cases that must pass (<prog>.<opt>.<model>); see tests/run_programs.rs.\n");
            for id in &all {
                text.push_str(id);
                text.push('\n');
            }
            std::fs::write(root().join(t.passing), text).expect("cannot update the list of passing cases");
            println!("added them to {}", t.passing);
        }
    }
    assert!(regressions.is_empty(), "listed cases fail:\n{}", regressions.join("\n"));
    if std::env::var_os("RLLC_RUN_FILTER").is_none() {
        let (n, min) = (listed.len(), t.min_listed);
        assert!(n >= min, "{} lists {n} cases, fewer than {min}", t.passing);
    }
}

/// The bytes of section `name` of an ELF object of any architecture (via llvm-objcopy;
/// empty when there is no such section).
fn section_bytes(obj: &Path, dir: &Path, name: &str) -> Result<Vec<u8>, String> {
    let out = dir.join(format!("{}{name}", obj.file_name().unwrap().to_string_lossy()));
    let st = Command::new("llvm-objcopy-19")
        .arg("-O")
        .arg("binary")
        .arg(format!("--only-section={name}"))
        .arg(obj)
        .arg(&out)
        .status()
        .map_err(|e| format!("objcopy: {e}"))?;
    if !st.success() {
        return Err("objcopy failed".into());
    }
    std::fs::read(&out).map_err(|e| e.to_string())
}

#[test]
fn x86_64_assembly_matches_object() {
    assembly_matches_object(&X86_64);
}

#[test]
fn aarch64_assembly_matches_object() {
    assembly_matches_object(&AARCH64);
}

#[test]
fn riscv64_assembly_matches_object() {
    assembly_matches_object(&RISCV64);
}

fn assembly_matches_object(t: &Target) {
    require_tool("llvm-mc-19", "--version");
    require_tool("llvm-objcopy-19", "--version");
    let dir = work_dir(&format!("asm_vs_obj-{}", t.triple));
    let listed = read_passing(t);
    let triple = format!("-triple={}", t.triple);
    let mtriple = format!("-mtriple={}", t.triple);
    // Every listed case, compiled once (the relocation model does not matter here).
    let all: Vec<Case> =
        cases(t).into_iter().filter(|c| c.model == Model::Static && listed.contains(&c.id())).collect();
    let progs: BTreeSet<String> = all.iter().map(|c| format!("{}{}.{}", c.tag, c.prog, c.opt)).collect();
    let mut failures = Vec::new();
    for c in &all {
        let p = format!("{}{}.{}", c.tag.replace('/', "-"), c.prog, c.opt);
        let ll = c.ll();
        let obj = dir.join(format!("{p}.o"));
        let asm = dir.join(format!("{p}.s"));
        let asm_obj = dir.join(format!("{p}.mc.o"));
        let run = |args: &[&std::ffi::OsStr]| -> Result<(), String> {
            let o = Command::new(args[0]).args(&args[1..]).output().map_err(|e| e.to_string())?;
            if o.status.success() {
                Ok(())
            } else {
                Err(tail(&o.stderr, 3))
            }
        };
        let r = (|| -> Result<(), String> {
            let rllc = |ft: &str, out: &Path| {
                run(&[RLLC.as_ref(), ft.as_ref(), mtriple.as_ref(), ll.as_os_str(), "-o".as_ref(), out.as_os_str()])
            };
            rllc("-filetype=obj", &obj)?;
            rllc("-filetype=asm", &asm)?;
            let mc = ["llvm-mc-19".as_ref(), "-filetype=obj".as_ref(), triple.as_ref(), asm.as_os_str()];
            run(&[&mc[..], &["-o".as_ref(), asm_obj.as_os_str()]].concat()).map_err(|e| format!("llvm-mc: {e}"))?;
            // Exception tables too: functions with landing pads must name their
            // personality and LSDA in the assembly.
            let has_eh = std::fs::read_to_string(&ll).map_err(|e| e.to_string())?.contains(" landingpad ");
            if has_eh {
                let text = std::fs::read_to_string(&asm).map_err(|e| e.to_string())?;
                if !text.contains("\t.cfi_personality ") || !text.contains("\t.cfi_lsda ") {
                    return Err("no .cfi_personality/.cfi_lsda in the assembly of a program with landing pads".into());
                }
            }
            let sections: &[&str] = if has_eh { &[".text", ".gcc_except_table"] } else { &[".text"] };
            for name in sections {
                let a = section_bytes(&obj, &dir, name)?;
                let b = section_bytes(&asm_obj, &dir, name)?;
                if a != b {
                    let at = a.iter().zip(&b).position(|(x, y)| x != y).unwrap_or(a.len().min(b.len()));
                    return Err(format!("the {name} bytes differ at offset {at:#x} ({} vs {} bytes)", a.len(), b.len()));
                }
                if a.is_empty() && *name != ".text" {
                    return Err(format!("no {name} section"));
                }
            }
            Ok(())
        })();
        if let Err(e) = r {
            failures.push(format!("{p}: {e}"));
        }
    }
    println!("asm/obj agreement ({}): {} programs checked", t.triple, progs.len());
    assert!(failures.is_empty(), "assembly and object output disagree:\n{}", failures.join("\n"));
}

/// Functions are compiled in parallel; the output must be byte-identical whatever the
/// number of threads.
#[test]
fn output_does_not_depend_on_thread_count() {
    let dir = work_dir("threads");
    let corpus = root().join("tests/corpus/ll/x86_64-linux-gnu");
    let mut failures = Vec::new();
    for prog in ["csmith_seed_1001.O2", "csmith_seed_1005.O0", "hashtable.O2g", "expr_parser.O2", "struct_abi.O0"] {
        let ll = corpus.join(format!("{prog}.ll"));
        for ft in ["obj", "asm"] {
            let mut outs = Vec::new();
            for threads in ["1", "3"] {
                let out = dir.join(format!("{prog}.{threads}.{ft}"));
                let st = Command::new(RLLC)
                    .env("RLLC_THREADS", threads)
                    .arg(format!("-filetype={ft}"))
                    .arg("-relocation-model=pic")
                    .arg(&ll)
                    .arg("-o")
                    .arg(&out)
                    .status()
                    .expect("cannot run rllc");
                outs.push(if st.success() { std::fs::read(&out).ok() } else { None });
            }
            if outs[0].is_none() || outs[0] != outs[1] {
                failures.push(format!("{prog} -filetype={ft}"));
            }
        }
    }
    assert!(failures.is_empty(), "output differs between 1 and 3 threads (or failed):\n{}", failures.join("\n"));
}
