//! Stack protectors (issue 22): rllc guards exactly the functions llc-19 guards. The corpus
//! modules of each target are given `ssp`, `sspstrong` or `sspreq` on every function (as
//! `-fstack-protector`, `-fstack-protector-strong`, `-fstack-protector-all` do), compiled
//! by both, and the functions whose code calls `__stack_chk_fail` must be the same ones
//! (on x86-64 also C++ programs with exceptions from `tests/run`).
//! Programs that run with guards (and one that overruns its buffer) are run tests:
//! `tests/run/stack_protector.c`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

const TARGETS: [&str; 3] = ["x86_64-linux-gnu", "aarch64-linux-gnu", "riscv64-linux-gnu"];
const LEVELS: [&str; 3] = ["ssp", "sspstrong", "sspreq"];
/// Modules per target and optimization level (the first ones by name).
const MODULES: usize = 12;

fn must(cmd: &str, args: &[&str]) -> Vec<u8> {
    let out = Command::new(cmd)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd}: {e}"));
    assert!(
        out.status.success(),
        "{cmd} {args:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// Adds `level` to every attribute group (functions and call sites alike; llc reads it on
/// functions only).
fn with_level(ll: &str, level: &str) -> String {
    let mut out = String::with_capacity(ll.len() + 4096);
    for line in ll.lines() {
        match line
            .strip_prefix("attributes #")
            .and_then(|rest| rest.split_once(" = { "))
        {
            Some((num, attrs)) => out.push_str(&format!("attributes #{num} = {{ {level} {attrs}")),
            None => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

/// The functions of an object whose code refers to `__stack_chk_fail`.
fn guarded_functions(obj: &Path) -> BTreeSet<String> {
    let text = String::from_utf8(must("llvm-objdump-19", &["-dr", obj.to_str().unwrap()])).unwrap();
    let mut current = String::new();
    let mut guarded = BTreeSet::new();
    for line in text.lines() {
        if let Some(name) = line
            .strip_suffix(">:")
            .and_then(|l| l.split_once(" <"))
            .map(|(_, n)| n)
        {
            // Local labels (RISC-V's `.Lpcrel_hi`) are not functions.
            if !name.starts_with(".L") {
                current = name.to_string();
            }
        } else if line.contains("__stack_chk_fail") {
            guarded.insert(current.clone());
        }
    }
    guarded
}

fn corpus(triple: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/ll")
        .join(triple);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    let mut picked: Vec<PathBuf> = files
        .iter()
        .filter(|p| p.to_string_lossy().ends_with(".O0.ll"))
        .take(MODULES)
        .cloned()
        .collect();
    picked.extend(
        files
            .iter()
            .filter(|p| p.to_string_lossy().ends_with(".O2.ll"))
            .take(MODULES)
            .cloned(),
    );
    if triple.starts_with("x86_64") {
        // C++ with exceptions: invokes of functions given a local's address, checks
        // before `invoke @__cxa_throw`.
        let run = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/run");
        for prog in ["eh_basic", "eh_cleanup", "eh_objects", "eh_rethrow"] {
            for opt in ["O0", "O2"] {
                picked.push(run.join(format!("{prog}.{opt}.ll")));
            }
        }
    }
    picked
}

#[test]
fn rllc_guards_the_functions_llc_guards() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("stack-protector");
    std::fs::create_dir_all(&dir).unwrap();
    let mut compared = 0;
    let mut guarded_total = 0;
    let mut mismatches = Vec::new();
    for triple in TARGETS {
        for module in corpus(triple) {
            let ll = std::fs::read_to_string(&module).unwrap();
            let stem = module.file_stem().unwrap().to_string_lossy().into_owned();
            for level in LEVELS {
                let input = dir.join(format!("{triple}-{stem}-{level}.ll"));
                std::fs::write(&input, with_level(&ll, level)).unwrap();
                let (r, l) = (
                    dir.join(format!("{triple}-{stem}-{level}.rllc.o")),
                    dir.join(format!("{triple}-{stem}-{level}.llc.o")),
                );
                let mtriple = format!("-mtriple={triple}");
                let args = |out: &Path| {
                    vec![
                        input.to_str().unwrap().to_string(),
                        "-filetype=obj".into(),
                        mtriple.clone(),
                        "-o".into(),
                        out.to_str().unwrap().to_string(),
                    ]
                };
                let ra = args(&r);
                must(
                    env!("CARGO_BIN_EXE_rllc"),
                    &ra.iter().map(String::as_str).collect::<Vec<_>>(),
                );
                let la = args(&l);
                must("llc-19", &la.iter().map(String::as_str).collect::<Vec<_>>());
                let (rg, lg) = (guarded_functions(&r), guarded_functions(&l));
                compared += 1;
                guarded_total += lg.len();
                if rg != lg {
                    mismatches.push(format!(
                        "{triple} {stem} {level}: rllc guards {rg:?}, llc-19 {lg:?}"
                    ));
                }
            }
        }
    }
    eprintln!("stack protectors: {compared} module/level pairs, {guarded_total} guarded functions in llc-19's objects");
    assert!(
        compared >= 3 * 3 * MODULES,
        "only {compared} modules compared"
    );
    assert!(
        guarded_total >= 100,
        "only {guarded_total} guarded functions: the inputs do not exercise the guard"
    );
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}
