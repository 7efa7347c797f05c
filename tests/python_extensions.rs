//! CPython C extensions built by this `rllc` as shared objects (bitarray, simplejson's
//! speedups and the regex engine, fetched from PyPI at test time) pass their packages' own
//! test suites exactly as their llc-19 builds do, at -O2 and -O0:
//! `scripts/python-extensions.sh`. The test fails (never skips) when the script does,
//! including when python3's headers are missing.

mod common;

#[test]
fn python_extensions_match_llc() {
    let r = common::run_script("python-extensions.sh", "PY_EXT_DIR", "python-extensions");
    r.assert_success("scripts/python-extensions.sh");
    r.assert_contains(&["rllc-O2: same results", "rllc-O0: same results", "simplejson: 290 run", "regex: 101 run"]);
}
