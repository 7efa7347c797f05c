//! A real program: SQLite (the sqlite3 amalgamation, fetched from the npm registry at test
//! time) and a SQL workload (`bench/programs/sqlite_driver.c`), compiled by clang-19 -O2
//! to IR, built by this `rllc` at -O2 as a PIE and at -O0 as a static executable, must
//! print exactly what the llc-19 build prints. The work is `scripts/sqlite-test.sh`; this
//! test runs it on the freshly built binary and fails (never skips) if it fails,
//! including when a tool or the network is missing.

use std::path::PathBuf;
use std::process::Command;

#[test]
fn sqlite_driver_matches_llc() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("sqlite-test");
    let out = Command::new("bash")
        .arg(root.join("scripts/sqlite-test.sh"))
        .env("RLLC", env!("CARGO_BIN_EXE_rllc"))
        .env("SQLITE_TEST_DIR", &dir)
        .current_dir(&root)
        .output()
        .expect("cannot run scripts/sqlite-test.sh");
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    println!("{text}");
    assert!(out.status.success(), "scripts/sqlite-test.sh failed (files in {}):\n{text}", dir.display());
    assert!(text.contains("pic: same output") && text.contains("static: same output"), "{text}");
}
