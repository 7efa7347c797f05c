//! Real C code bases: LZ4 (library and command), Brotli (library, driven by
//! `tests/real/brotli_driver.c`) and libxml2 (xmllint), fetched from npm at test time, built by
//! this `rllc` at -O2 and -O0, must produce exactly what their llc-19 builds produce
//! (byte-identical compressed files, same sizes and hashes). The work is
//! `scripts/real-programs.sh`; this test runs it on the freshly built binary and fails
//! (never skips) if it fails, including when a tool or the network is missing.

use std::path::PathBuf;
use std::process::Command;

#[test]
fn lz4_and_brotli_match_llc() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("real-programs");
    let out = Command::new("bash")
        .arg(root.join("scripts/real-programs.sh"))
        .env("RLLC", env!("CARGO_BIN_EXE_rllc"))
        .env("REAL_PROGRAMS_DIR", &dir)
        .current_dir(&root)
        .output()
        .expect("cannot run scripts/real-programs.sh");
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    println!("{text}");
    assert!(out.status.success(), "scripts/real-programs.sh failed (files in {}):\n{text}", dir.display());
    assert!(text.contains("rllc-O2: same results") && text.contains("rllc-O0: same results"), "{text}");
}
