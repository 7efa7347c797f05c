//! The gcc C torture tests (`gcc.c-torture/execute` of gcc 12.2, fetched from Debian's
//! source archive at test time) through `scripts/gcc-torture.sh`: built by rllc and by
//! llc-19 from the same clang-19 IR at -O0 and -O2, run, and compared (stdout and exit
//! status). A sample spread over the suite per target (every 4th test natively on
//! x86-64, every 12th under qemu for AArch64 and RISC-V); no test may fail, and most of
//! the sample must be compared (not discarded). The whole suite runs by hand:
//! `TARGET=<triple> scripts/gcc-torture.sh`.

mod support;

use std::process::Command;
use support::count_before;

fn torture(triple: &str, stride: u32, min_passed: u32) {
    let root = env!("CARGO_MANIFEST_DIR");
    let out = Command::new("bash")
        .arg(format!("{root}/scripts/gcc-torture.sh"))
        .env("TARGET", triple)
        .env("STRIDE", stride.to_string())
        .env("RLLC", env!("CARGO_BIN_EXE_rllc"))
        .env(
            "GCC_TORTURE_DIR",
            format!("{}/gcc-torture-{triple}", env!("CARGO_TARGET_TMPDIR")),
        )
        .output()
        .expect("scripts/gcc-torture.sh runs");
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    let passed = count_before(&text, " passed,")
        .unwrap_or_else(|| panic!("no summary from the script:\n{text}"));
    let failed = count_before(&text, " failed").unwrap_or(u32::MAX);
    eprintln!("{triple}: {passed} passed, {failed} failed");
    assert_eq!(failed, 0, "{text}");
    assert!(out.status.success(), "{text}");
    assert!(
        passed >= min_passed,
        "only {passed} torture tests compared:\n{text}"
    );
}

#[test]
fn x86_64_torture_tests_behave_as_llc_builds() {
    torture("x86_64-linux-gnu", 4, 300);
}

#[test]
fn aarch64_torture_tests_behave_as_llc_builds() {
    torture("aarch64-linux-gnu", 12, 90);
}

#[test]
fn riscv64_torture_tests_behave_as_llc_builds() {
    torture("riscv64-linux-gnu", 12, 90);
}
