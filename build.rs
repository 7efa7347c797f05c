//! Build script of the `rllc` package: links the `rllc` command as a position-dependent
//! executable on Linux.
//!
//! Why: a position-independent executable is relocated by the dynamic loader at every
//! start, and this one has about 17,000 relocations, which write to (and so copy) some
//! 90 pages of read-only-after-relocation data: on sqlite3.ll, 80 of the 1,100 page
//! faults of a `--parse-only` run, and 0.15 ms of the 1.4 ms a trivial input takes. The
//! linker resolves them once instead. The library and the test executables are unaffected.

fn main() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg-bin=rllc=-no-pie");
    }
}
