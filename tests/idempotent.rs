//! Printing is idempotent over the committed IR corpus (`tests/corpus/ll/**/*.ll`): for
//! every file, parse + verify + print gives a text `A`; parsing, verifying and printing
//! `A` again must give `A` exactly. (`roundtrip.rs` compares through llvm-as/llvm-dis,
//! which would hide a printer that reorders things on each pass; this test would not.)
//!
//! Runs in-process through the library, on all cores; every failure is reported with the
//! first differing line, then the test panics with "N of M files failed".

use rllc::ir;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

fn corpus_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ll");
    let mut out = Vec::new();
    let mut dirs = vec![root];
    while let Some(dir) = dirs.pop() {
        for e in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let p = e.unwrap().path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "ll") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Parses, verifies and prints `src`; `Err` with the rendered diagnostics.
fn reprint(name: &str, src: &str) -> Result<String, String> {
    let m = ir::parse(src).map_err(|d| d.render(name, src))?;
    let problems = ir::verify(&m);
    if !problems.is_empty() {
        return Err(problems.iter().map(|d| d.render(name, src)).collect::<Vec<_>>().join("\n"));
    }
    Ok(ir::print_module(&m))
}

/// What is wrong with one file, if anything.
fn check(path: &Path) -> Option<String> {
    let src = match std::fs::read_to_string(path) {
        Ok(s) => s,
        Err(e) => return Some(format!("cannot read: {e}")),
    };
    let once = match reprint(&path.display().to_string(), &src) {
        Ok(t) => t,
        Err(e) => return Some(format!("the original does not read back:\n{e}")),
    };
    let twice = match reprint("<printed>", &once) {
        Ok(t) => t,
        Err(e) => return Some(format!("the printed text does not read back:\n{e}")),
    };
    if once == twice {
        return None;
    }
    let (n, (a, b)) = once
        .lines()
        .chain(std::iter::repeat(""))
        .zip(twice.lines().chain(std::iter::repeat("")))
        .enumerate()
        .find(|(_, (a, b))| a != b)
        .expect("the texts differ");
    Some(format!("printing the printed text changes line {}:\n  first:  {a}\n  second: {b}", n + 1))
}

#[test]
fn printing_the_corpus_is_idempotent() {
    let files = corpus_files();
    assert!(!files.is_empty(), "no corpus files found");
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let jobs = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(path) = files.get(i) else { break };
                if let Some(why) = check(path) {
                    failures.lock().unwrap().push((path.clone(), why));
                }
            });
        }
    });
    let mut failures = failures.into_inner().unwrap();
    failures.sort();
    for (path, why) in &failures {
        eprintln!("{}: {why}\n", path.display());
    }
    assert!(failures.is_empty(), "{} of {} files failed", failures.len(), files.len());
}
