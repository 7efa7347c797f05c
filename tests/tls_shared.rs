//! Thread-local storage in shared objects (the general- and local-dynamic models, which
//! call `__tls_get_addr`, or AArch64's TLS descriptors), for x86-64 natively and for
//! RISC-V 64 and AArch64 under qemu: `scripts/tls-shared.sh` builds `tests/tls/tlslib.c` (clang-19
//! -fPIC) into shared libraries with llc-19 and with this `rllc` at -O2 and -O0, uses
//! each from four threads, linked and through dlopen, and requires the same output, the
//! dynamic-model relocations in rllc's objects, and assembly output that assembles to the
//! same code. The test fails (never skips) when the script does.

mod common;

#[test]
fn dynamic_tls_models_match_llc() {
    check("tls-shared", None);
}

/// RISC-V 64: `%tls_gd_pcrel_hi` and a call of `__tls_get_addr` (llc-19 treats
/// local-dynamic as general-dynamic there), under qemu-riscv64.
#[test]
fn riscv64_dynamic_tls_models_match_llc() {
    check("tls-shared-riscv64", Some("riscv64-linux-gnu"));
}

/// AArch64: TLS descriptors, under qemu-aarch64.
#[test]
fn aarch64_dynamic_tls_models_match_llc() {
    check("tls-shared-aarch64", Some("aarch64-linux-gnu"));
}

fn check(dir: &str, target: Option<&str>) {
    let env: Vec<(&str, &str)> = target.map(|t| ("TARGET", t)).into_iter().collect();
    let r = common::run_script_with("tls-shared.sh", "TLS_SHARED_DIR", dir, &env);
    r.assert_success("scripts/tls-shared.sh");
    let wanted: Vec<String> = ["O0 rllc-O2", "O0 rllc-O0", "O2 rllc-O2", "O2 rllc-O0"]
        .iter()
        .map(|build| format!("{build}: same results as llc-19"))
        .collect();
    r.assert_contains(&wanted.iter().map(String::as_str).collect::<Vec<_>>());
}
