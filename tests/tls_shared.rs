//! Thread-local storage in shared objects (the general- and local-dynamic models, which
//! call `__tls_get_addr`): `scripts/tls-shared.sh` builds `tests/tls/tlslib.c` (clang-19
//! -fPIC) into shared libraries with llc-19 and with this `rllc` at -O2 and -O0, uses
//! each from four threads, linked and through dlopen, and requires the same output, the
//! dynamic-model relocations in rllc's objects, and assembly output that assembles to the
//! same code. The test fails (never skips) when the script does.

mod common;

#[test]
fn dynamic_tls_models_match_llc() {
    let r = common::run_script("tls-shared.sh", "TLS_SHARED_DIR", "tls-shared");
    r.assert_success("scripts/tls-shared.sh");
    let wanted: Vec<String> = ["O0 rllc-O2", "O0 rllc-O0", "O2 rllc-O2", "O2 rllc-O0"]
        .iter()
        .map(|build| format!("{build}: same results as llc-19"))
        .collect();
    r.assert_contains(&wanted.iter().map(String::as_str).collect::<Vec<_>>());
}
