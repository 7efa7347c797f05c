//! Real C code bases: LZ4 (library and command), Brotli (library, driven by
//! `tests/real/brotli_driver.c`), libxml2 (xmllint), tree-sitter (runtime and C grammar,
//! driven by `tests/real/tree_sitter_driver.c`) and expat (with its own test suite), fetched
//! from npm at test time, built by
//! this `rllc` at -O2 and -O0, must produce exactly what their llc-19 builds produce
//! (byte-identical compressed files, same sizes and hashes). The work is
//! `scripts/real-programs.sh`; this test runs it on the freshly built binary and fails
//! (never skips) if it fails, including when a tool or the network is missing. For AArch64
//! and RISC-V 64 the same programs run under qemu.

mod common;

#[test]
fn real_code_bases_match_llc() {
    let r = common::run_script("real-programs.sh", "REAL_PROGRAMS_DIR", "real-programs");
    r.assert_success("scripts/real-programs.sh");
    r.assert_contains(&["rllc-O2: same results", "rllc-O0: same results"]);
}

/// LZ4, Brotli, libxml2, tree-sitter, expat's test suite and zstd (with its NEON code
/// paths: structure loads, shift-and-insert) for AArch64 Linux: IR from clang-19 for the
/// target, built by rllc and llc-19, linked with the cross gcc and run under qemu-aarch64.
#[test]
fn aarch64_real_code_bases_match_llc() {
    let env = [
        ("TARGET", "aarch64-linux-gnu"),
        ("REAL_PROGRAMS", "lz4 brotli libxml2 tree-sitter expat zstd"),
    ];
    let r = common::run_script_with("real-programs.sh", "REAL_PROGRAMS_DIR", "real-programs-aarch64", &env);
    r.assert_success("TARGET=aarch64-linux-gnu scripts/real-programs.sh");
    r.assert_contains(&["rllc-O2: same results", "rllc-O0: same results"]);
    // Each program's own verdict, from the reference run.
    r.assert_contains(&[
        "lz4 -12 round trip ok",
        "brotli exit 0",
        "xmllint --valid: ok",
        "tree-sitter exit 0",
        "Failed: 0",
        "zstd exit 0",
    ]);
}

/// The same six for RISC-V 64 Linux: linked with the riscv64 gcc, run under qemu-riscv64.
#[test]
fn riscv64_real_code_bases_match_llc() {
    let env = [
        ("TARGET", "riscv64-linux-gnu"),
        ("REAL_PROGRAMS", "lz4 brotli libxml2 tree-sitter expat zstd"),
    ];
    let r = common::run_script_with("real-programs.sh", "REAL_PROGRAMS_DIR", "real-programs-riscv64", &env);
    r.assert_success("TARGET=riscv64-linux-gnu scripts/real-programs.sh");
    r.assert_contains(&["rllc-O2: same results", "rllc-O0: same results"]);
    r.assert_contains(&[
        "lz4 -12 round trip ok",
        "brotli exit 0",
        "xmllint --valid: ok",
        "tree-sitter exit 0",
        "Failed: 0",
        "zstd exit 0",
    ]);
}
