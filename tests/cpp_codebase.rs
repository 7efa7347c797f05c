//! A real C++ code base with its own test suite (issue 22, acceptance 2): JsonCpp 1.9.5,
//! fetched from Debian's source archive at test time, through `scripts/cpp-codebase.sh`.
//! Its unit tests (119, exceptions among what they check) and jsontestrunner over the
//! package's test data run from builds of clang-19's -O0, -O2 and -O2 -g IR by rllc (-O0
//! and -O2, PIE; static too at -O2) and must report exactly what the llc-19 builds report,
//! which must pass the suite themselves (the script checks both).

use std::process::Command;

#[test]
fn jsoncpp_test_suite_passes_as_its_llc_builds() {
    let root = env!("CARGO_MANIFEST_DIR");
    let out = Command::new("bash")
        .arg(format!("{root}/scripts/cpp-codebase.sh"))
        .env("RLLC", env!("CARGO_BIN_EXE_rllc"))
        .env(
            "CPP_CODEBASE_DIR",
            format!("{}/cpp-codebase", env!("CARGO_TARGET_TMPDIR")),
        )
        .output()
        .expect("scripts/cpp-codebase.sh runs");
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{text}");
    // Three IR levels, each with its reference passing and every rllc build matching it.
    assert_eq!(
        text.matches("reference: 119 unit tests passed").count(),
        3,
        "{text}"
    );
    assert_eq!(
        text.matches(": same as llc-19's build").count(),
        7,
        "{text}"
    );
    assert!(!text.contains("MISMATCH"), "{text}");
}
