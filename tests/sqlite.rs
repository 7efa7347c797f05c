//! A real program: SQLite (the sqlite3 amalgamation, fetched from the npm registry at test
//! time) and a SQL workload (`bench/programs/sqlite_driver.c`), compiled by clang-19 -O2
//! to IR, built by this `rllc` at -O2 as a PIE and at -O0 as a static executable, must
//! print exactly what the llc-19 build prints; built from -O0 -g IR, a gdb session on
//! it must see what it sees on the llc-19 build. The work is `scripts/sqlite-test.sh`; this
//! test runs it on the freshly built binary and fails (never skips) if it fails,
//! including when a tool or the network is missing. The same for AArch64 Linux: built
//! with the cross gcc and run under qemu-aarch64, and for RISC-V 64 Linux under
//! qemu-riscv64 (their gdb comparisons are debug_info.rs's).

mod common;

#[test]
fn sqlite_driver_matches_llc() {
    let r = common::run_script("sqlite-test.sh", "SQLITE_TEST_DIR", "sqlite-test");
    r.assert_success("scripts/sqlite-test.sh");
    r.assert_contains(&["pic: same output", "static: same output", "debugger: same session"]);
}

#[test]
fn aarch64_sqlite_driver_matches_llc() {
    let env = [("TARGET", "aarch64-linux-gnu")];
    let r = common::run_script_with("sqlite-test.sh", "SQLITE_TEST_DIR", "sqlite-test-aarch64", &env);
    r.assert_success("TARGET=aarch64-linux-gnu scripts/sqlite-test.sh");
    r.assert_contains(&["pic: same output", "static: same output"]);
}

#[test]
fn riscv64_sqlite_driver_matches_llc() {
    let env = [("TARGET", "riscv64-linux-gnu")];
    let r = common::run_script_with("sqlite-test.sh", "SQLITE_TEST_DIR", "sqlite-test-riscv64", &env);
    r.assert_success("TARGET=riscv64-linux-gnu scripts/sqlite-test.sh");
    r.assert_contains(&["pic: same output", "static: same output"]);
}
