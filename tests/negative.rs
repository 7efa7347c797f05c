//! Negative tests: every `tests/negative/*.ll` is malformed or ill-formed IR that
//! `rllc --parse-only` must reject with exit code 1 and a diagnostic at a given place.
//! Each file says what it expects in header lines
//!
//! ```text
//! ; EXPECT: <line>:<col>: <message fragment>
//! ```
//!
//! and the harness checks, for each such line, that stderr has
//! `tests/negative/<name>.ll:<line>:<col>: error: ...<fragment>...`, followed by the source
//! line and a caret under the column; that nothing panicked; and that `llvm-as-19` rejects
//! the file too (so every case is invalid by LLVM's own rules, not just ours). All cases
//! run and all failures are reported together.

use std::path::{Path, PathBuf};
use std::process::Command;

const DIR: &str = "tests/negative";

/// One expected diagnostic.
#[derive(Debug)]
struct Expect {
    line: usize,
    col: usize,
    fragment: String,
}

/// Reads the `; EXPECT:` lines of a case.
fn expectations(text: &str) -> Result<Vec<Expect>, String> {
    let mut out = Vec::new();
    for l in text.lines().take_while(|l| l.starts_with(';')) {
        let Some(rest) = l.strip_prefix("; EXPECT:") else {
            continue;
        };
        let rest = rest.trim_start();
        let mut parts = rest.splitn(3, ':');
        let (Some(line), Some(col)) = (parts.next(), parts.next()) else {
            return Err(format!("malformed EXPECT line: {l}"));
        };
        let line = line
            .trim()
            .parse()
            .map_err(|_| format!("bad line number in: {l}"))?;
        let col = col
            .trim()
            .parse()
            .map_err(|_| format!("bad column in: {l}"))?;
        let fragment = parts.next().unwrap_or("").trim().to_string();
        out.push(Expect {
            line,
            col,
            fragment,
        });
    }
    if out.is_empty() {
        return Err("no '; EXPECT: line:col: fragment' header".to_string());
    }
    Ok(out)
}

/// Finds an LLVM 19 tool on PATH or in LLVM's Debian install folder. Missing tools fail
/// the test: `scripts/test.sh` installs them.
fn llvm_tool(name: &str) -> PathBuf {
    let versioned = format!("{name}-19");
    if let Some(paths) = std::env::var_os("PATH") {
        for dir in std::env::split_paths(&paths) {
            let p = dir.join(&versioned);
            if p.is_file() {
                return p;
            }
        }
    }
    let p = Path::new("/usr/lib/llvm-19/bin").join(name);
    assert!(
        p.is_file(),
        "{versioned} is not installed (scripts/test.sh installs it: apt-get install llvm-19)"
    );
    p
}

fn cases() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join(DIR))
        .expect("tests/negative exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    files
}

/// Checks one case; returns what is wrong with it (with rllc's stderr), if anything.
fn check(path: &Path, llvm_as: &Path) -> Option<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let rel = format!("{DIR}/{name}");
    let text = std::fs::read_to_string(path).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let mut problems = Vec::new();
    let expects = match expectations(&text) {
        Ok(e) => e,
        Err(e) => return Some(format!("{rel}: {e}")),
    };

    let out = Command::new(env!("CARGO_BIN_EXE_rllc"))
        .args(["--parse-only", &rel])
        .current_dir(root)
        .output()
        .expect("rllc runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let err_lines: Vec<&str> = stderr.lines().collect();

    if out.status.code() != Some(1) {
        problems.push(format!("exit status {:?}, expected 1", out.status.code()));
    }
    if !out.stdout.is_empty() {
        problems.push("--parse-only wrote to stdout".to_string());
    }
    if stderr.contains("panicked") || stderr.contains("RUST_BACKTRACE") {
        problems.push("rllc panicked".to_string());
    }
    for e in &expects {
        let prefix = format!("{rel}:{}:{}: error: ", e.line, e.col);
        let Some(i) = err_lines
            .iter()
            .position(|l| l.starts_with(&prefix) && l.contains(&e.fragment))
        else {
            problems.push(format!("no diagnostic '{prefix}...{}...'", e.fragment));
            continue;
        };
        // The source line and a caret under the column follow.
        let src_line = lines.get(e.line - 1).copied().unwrap_or("");
        let pad: String = src_line
            .chars()
            .take(e.col - 1)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        let caret = format!("{pad}^");
        if err_lines.get(i + 1) != Some(&src_line) || err_lines.get(i + 2) != Some(&caret.as_str())
        {
            problems.push(format!(
                "'{prefix}' is not followed by the source line and a caret"
            ));
        }
    }

    let llvm = Command::new(llvm_as)
        .args(["-o", "/dev/null"])
        .arg(path)
        .output()
        .expect("llvm-as-19 runs");
    if llvm.status.success() {
        problems.push("llvm-as-19 accepts this case, so it is not invalid IR".to_string());
    }
    if problems.is_empty() {
        return None;
    }
    let mut report = format!("{rel}:\n");
    for p in &problems {
        report.push_str(&format!("  - {p}\n"));
    }
    report.push_str("  --- rllc stderr ---\n");
    for l in stderr.lines().take(12) {
        report.push_str(&format!("  {l}\n"));
    }
    Some(report)
}

#[test]
fn negative_cases_are_rejected_with_located_diagnostics() {
    let llvm_as = llvm_tool("llvm-as");
    let files = cases();
    assert!(files.len() >= 70, "only {} negative cases", files.len());
    let problems: Vec<String> = files.iter().filter_map(|f| check(f, &llvm_as)).collect();
    assert!(
        problems.is_empty(),
        "{} of {} negative cases failed:\n\n{}",
        problems.len(),
        files.len(),
        problems.join("\n")
    );
}

#[test]
fn expect_headers_parse() {
    let e = expectations("; EXPECT: 4:12: expected type\n; EXPECT: 5:1: x: y\n; other\ndefine")
        .unwrap();
    assert_eq!(
        (e[0].line, e[0].col, e[0].fragment.as_str()),
        (4, 12, "expected type")
    );
    assert_eq!(e[1].fragment, "x: y");
    assert!(expectations("; nothing\n").is_err());
    assert!(expectations("; EXPECT: x:1: y\n").is_err());
}
