//! Round-trip test over the committed IR corpus (`tests/corpus/ll/**/*.ll`).
//!
//! For every file:
//! 1. `rllc --parse-only <file>` must exit 0;
//! 2. `rllc --emit-llvm <file> -o <tmp>` must exit 0 (it prints the module as read);
//! 3. `llvm-as-19 <tmp> -o module.bc` (in a directory of its own) must accept the printed
//!    module;
//! 4. `llvm-dis-19 module.bc` must produce the same text as `llvm-dis-19` of the original
//!    file (assembled to `module.bc` in another directory, so that a summary's recorded
//!    path agrees), ignoring the `; ModuleID = ...` line, which names the file.
//!
//! All files are checked (in parallel), all failures are reported together, then the
//! test panics with "N of M files failed".
//!
//! The LLVM tools are required: if `llvm-as-19`/`llvm-dis-19` are missing the test fails.
//! Environment knobs:
//! - `RLLC_LLVM_AS`, `RLLC_LLVM_DIS`: override the tool names/paths;
//! - `RLLC_ROUNDTRIP_FILTER`: only check files whose path contains this substring;
//! - `RLLC_ROUNDTRIP_TIMEOUT`: per-command timeout in seconds (default 300);
//! - `RLLC_ROUNDTRIP_JOBS`: number of worker threads (default: available parallelism).
//!
//! Only std is used.

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

const RLLC: &str = env!("CARGO_BIN_EXE_rllc");

/// How many lines of stderr or of a diff to show per failure.
const MAX_DETAIL_LINES: usize = 40;
/// How many differing lines to show per failing comparison.
const MAX_DIFF_LINES: usize = 8;

struct Failure {
    file: PathBuf,
    step: &'static str,
    detail: String,
}

struct Output {
    status: Option<i32>,
    success: bool,
    timed_out: bool,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

impl Output {
    fn describe(&self) -> String {
        let mut s = String::new();
        if self.timed_out {
            s.push_str("timed out (killed)\n");
        } else {
            match self.status {
                Some(code) => s.push_str(&format!("exit code {code}\n")),
                None => s.push_str("terminated by a signal\n"),
            }
        }
        let stderr = String::from_utf8_lossy(&self.stderr);
        if !stderr.trim().is_empty() {
            s.push_str("stderr:\n");
            s.push_str(&truncate_lines(&stderr, MAX_DETAIL_LINES));
        }
        s
    }
}

fn truncate_lines(text: &str, max: usize) -> String {
    let mut out = String::new();
    let total = text.lines().count();
    for line in text.lines().take(max) {
        out.push_str("    ");
        out.push_str(line);
        out.push('\n');
    }
    if total > max {
        out.push_str(&format!("    ... ({} more lines)\n", total - max));
    }
    out
}

/// Runs a command with piped stdout/stderr, killing it after `timeout`.
fn run(cmd: &mut Command, timeout: Duration) -> Result<Output, String> {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {:?}: {e}", cmd.get_program()))?;
    let mut out_pipe = child.stdout.take().expect("stdout piped");
    let mut err_pipe = child.stderr.take().expect("stderr piped");
    let out_reader = thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = out_pipe.read_to_end(&mut buf);
        buf
    });
    let err_reader = thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = err_pipe.read_to_end(&mut buf);
        buf
    });
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) => {
                if start.elapsed() >= timeout {
                    timed_out = true;
                    let _ = child.kill();
                    break child.wait().map_err(|e| format!("wait failed: {e}"))?;
                }
                thread::sleep(Duration::from_millis(5));
            }
            Err(e) => return Err(format!("wait failed: {e}")),
        }
    };
    let stdout = out_reader.join().unwrap_or_default();
    let stderr = err_reader.join().unwrap_or_default();
    Ok(Output {
        status: status.code(),
        success: status.success() && !timed_out,
        timed_out,
        stdout,
        stderr,
    })
}

/// Drops the `; ModuleID = ...` line that llvm-dis puts first (it names the input file).
fn strip_module_id(text: &str) -> &str {
    if text.starts_with("; ModuleID =") {
        match text.find('\n') {
            Some(i) => &text[i + 1..],
            None => "",
        }
    } else {
        text
    }
}

/// Describes the first differing lines of two texts, or None if they are equal.
fn first_differences(expected: &str, actual: &str) -> Option<String> {
    if expected == actual {
        return None;
    }
    let exp: Vec<&str> = expected.lines().collect();
    let act: Vec<&str> = actual.lines().collect();
    let mut out = String::new();
    let mut shown = 0;
    let n = exp.len().max(act.len());
    for i in 0..n {
        let e = exp.get(i).copied();
        let a = act.get(i).copied();
        if e != a {
            // Line numbers count the stripped ModuleID line, so they match `llvm-dis` output.
            out.push_str(&format!("    line {}:\n", i + 2));
            out.push_str(&format!(
                "      expected: {}\n",
                e.unwrap_or("<end of file>")
            ));
            out.push_str(&format!(
                "      actual:   {}\n",
                a.unwrap_or("<end of file>")
            ));
            shown += 1;
            if shown == MAX_DIFF_LINES {
                out.push_str("    ...\n");
                break;
            }
        }
    }
    if out.is_empty() {
        // Same lines, different line endings or trailing newline.
        out.push_str("    texts differ only in line endings or the final newline\n");
    }
    out.push_str(&format!(
        "    ({} lines expected, {} lines actual)\n",
        exp.len(),
        act.len()
    ));
    Some(out)
}

struct Ctx {
    llvm_as: String,
    llvm_dis: String,
    tmp: PathBuf,
    timeout: Duration,
}

/// `llvm-as` then `llvm-dis` to text, with the ModuleID line removed: `input` (an absolute
/// path, as the tools run in `dir`) is assembled to `dir/module.bc`. Both sides of a
/// comparison use that same relative name: a module with a summary (`-flto`,
/// `-flto=thin`) records the path of the bitcode file it was written to
/// (`^0 = module: (path: ...)`).
fn disassemble(ctx: &Ctx, input: &Path, dir: &Path) -> Result<String, (&'static str, String)> {
    fs::create_dir_all(dir).map_err(|e| ("llvm-as", format!("cannot create {}: {e}", dir.display())))?;
    let out = run(
        Command::new(&ctx.llvm_as).arg(input).arg("-o").arg("module.bc").current_dir(dir),
        ctx.timeout,
    )
    .map_err(|e| ("llvm-as", e))?;
    if !out.success {
        return Err(("llvm-as", out.describe()));
    }
    let out = run(
        Command::new(&ctx.llvm_dis).arg("module.bc").arg("-o").arg("-").current_dir(dir),
        ctx.timeout,
    )
    .map_err(|e| ("llvm-dis", e))?;
    if !out.success {
        return Err(("llvm-dis", out.describe()));
    }
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    Ok(strip_module_id(&text).to_owned())
}

fn check_file(ctx: &Ctx, index: usize, file: &Path) -> Result<(), (&'static str, String)> {
    // 1. parse only
    let out = run(
        Command::new(RLLC).arg("--parse-only").arg(file),
        ctx.timeout,
    )
    .map_err(|e| ("rllc --parse-only", e))?;
    if !out.success {
        return Err(("rllc --parse-only", out.describe()));
    }

    // 2. print the module as read
    let printed = ctx.tmp.join(format!("{index}.printed.ll"));
    let printed_dir = ctx.tmp.join(format!("{index}.printed"));
    let original_dir = ctx.tmp.join(format!("{index}.original"));
    let result = (|| {
        let out = run(
            Command::new(RLLC)
                .arg("--emit-llvm")
                .arg(file)
                .arg("-o")
                .arg(&printed),
            ctx.timeout,
        )
        .map_err(|e| ("rllc --emit-llvm", e))?;
        if !out.success {
            return Err(("rllc --emit-llvm", out.describe()));
        }
        if !printed.exists() {
            return Err((
                "rllc --emit-llvm",
                format!("exit 0 but no output file {}\n", printed.display()),
            ));
        }

        // 3. + 4. the printed module must assemble and disassemble like the original.
        let actual = match disassemble(ctx, &printed, &printed_dir) {
            Ok(text) => text,
            Err((step, detail)) => {
                let step = if step == "llvm-as" {
                    "llvm-as of rllc output"
                } else {
                    "llvm-dis of rllc output"
                };
                return Err((step, detail));
            }
        };
        let expected = match disassemble(ctx, file, &original_dir) {
            Ok(text) => text,
            Err((step, detail)) => {
                let step = if step == "llvm-as" {
                    "llvm-as of the original file (corpus broken?)"
                } else {
                    "llvm-dis of the original file (corpus broken?)"
                };
                return Err((step, detail));
            }
        };
        match first_differences(&expected, &actual) {
            None => Ok(()),
            Some(diff) => Err(("compare llvm-dis output", diff)),
        }
    })();
    let _ = fs::remove_file(&printed);
    for d in [&printed_dir, &original_dir] {
        let _ = fs::remove_dir_all(d);
    }
    result
}

fn collect_ll_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries =
        fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            collect_ll_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "ll") {
            out.push(path);
        }
    }
}

fn require_tool(tool: &str) {
    match Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
    {
        Ok(status) if status.success() => {}
        Ok(status) => panic!(
            "`{tool} --version` failed ({status}); the round-trip test needs a working {tool}"
        ),
        Err(e) => panic!(
            "`{tool}` is not runnable ({e}): the round-trip test needs LLVM 19's tools on PATH \
             (Debian/Ubuntu: apt-get install llvm-19), or set RLLC_LLVM_AS / RLLC_LLVM_DIS"
        ),
    }
}

/// Removes the temporary directory even if a worker panics.
struct TempDir(PathBuf);
impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

#[test]
fn roundtrip_corpus() {
    let llvm_as = std::env::var("RLLC_LLVM_AS").unwrap_or_else(|_| "llvm-as-19".to_owned());
    let llvm_dis = std::env::var("RLLC_LLVM_DIS").unwrap_or_else(|_| "llvm-dis-19".to_owned());
    require_tool(&llvm_as);
    require_tool(&llvm_dis);

    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ll");
    let mut files = Vec::new();
    collect_ll_files(&corpus, &mut files);
    files.sort();
    if let Ok(filter) = std::env::var("RLLC_ROUNDTRIP_FILTER") {
        files.retain(|f| f.to_string_lossy().contains(&filter));
    }
    assert!(
        !files.is_empty(),
        "no .ll files found under {} (filter: {:?})",
        corpus.display(),
        std::env::var("RLLC_ROUNDTRIP_FILTER").ok()
    );

    let timeout = std::env::var("RLLC_ROUNDTRIP_TIMEOUT")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
        .map(Duration::from_secs)
        .unwrap_or(Duration::from_secs(300));
    let jobs = std::env::var("RLLC_ROUNDTRIP_JOBS")
        .ok()
        .and_then(|s| s.parse::<usize>().ok())
        .filter(|&n| n > 0)
        .unwrap_or_else(|| {
            thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1)
        })
        .min(files.len());

    let tmp = std::env::temp_dir().join(format!("rllc-roundtrip-{}", std::process::id()));
    let _ = fs::remove_dir_all(&tmp);
    fs::create_dir_all(&tmp).unwrap_or_else(|e| panic!("cannot create {}: {e}", tmp.display()));
    let guard = TempDir(tmp.clone());

    let ctx = Arc::new(Ctx {
        llvm_as,
        llvm_dis,
        tmp,
        timeout,
    });
    let files = Arc::new(files);
    let next = Arc::new(AtomicUsize::new(0));
    let workers: Vec<_> = (0..jobs)
        .map(|_| {
            let ctx = Arc::clone(&ctx);
            let files = Arc::clone(&files);
            let next = Arc::clone(&next);
            thread::spawn(move || {
                let mut failures = Vec::new();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(file) = files.get(i) else { break };
                    if let Err((step, detail)) = check_file(&ctx, i, file) {
                        failures.push(Failure {
                            file: file.clone(),
                            step,
                            detail,
                        });
                    }
                }
                failures
            })
        })
        .collect();
    let mut failures: Vec<Failure> = Vec::new();
    for w in workers {
        match w.join() {
            Ok(f) => failures.extend(f),
            Err(_) => panic!("a round-trip worker thread panicked"),
        }
    }
    drop(guard);

    let total = files.len();
    if failures.is_empty() {
        eprintln!("round trip: all {total} files passed");
        return;
    }
    failures.sort_by(|a, b| a.file.cmp(&b.file));
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut report = String::new();
    for f in &failures {
        let shown = f.file.strip_prefix(root).unwrap_or(&f.file);
        report.push_str(&format!(
            "FAIL {} [{}]\n{}\n",
            shown.display(),
            f.step,
            f.detail
        ));
    }
    // Per-step counts make the summary readable when many files fail the same way.
    let mut steps: Vec<(&str, usize)> = Vec::new();
    for f in &failures {
        match steps.iter_mut().find(|(s, _)| *s == f.step) {
            Some((_, n)) => *n += 1,
            None => steps.push((f.step, 1)),
        }
    }
    report.push_str("failures by step:\n");
    for (s, n) in &steps {
        report.push_str(&format!("  {s}: {n}\n"));
    }
    eprintln!("{report}");
    panic!("{} of {} files failed", failures.len(), total);
}
