//! The verifier on parsed `.ll` text: every file of the clang-19 corpus must verify clean,
//! and small ill-formed snippets must be rejected with the right message at the right
//! line and column.

use std::path::{Path, PathBuf};

fn corpus_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/ll");
    let mut files = Vec::new();
    let mut dirs = vec![root];
    while let Some(d) = dirs.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else { continue };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "ll") {
                files.push(p);
            }
        }
    }
    files.sort();
    files
}

/// Every corpus file the parser reads must verify without a single diagnostic.
#[test]
fn corpus_verifies_clean() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for path in corpus_files() {
        let src = std::fs::read_to_string(&path).unwrap();
        let Ok(m) = rllc_ir::parse(&src) else { continue };
        checked += 1;
        for d in rllc_ir::verify(&m) {
            failures.push(d.render(&path.display().to_string(), &src));
        }
    }
    eprintln!("verified {checked} corpus files");
    assert!(failures.is_empty(), "{} diagnostics:\n{}", failures.len(), failures.iter().take(40).cloned().collect::<Vec<_>>().join("\n"));
}
