//! Compiles the crate's IR into a static library with rllc, as a build script would with
//! the `cc` crate: target, optimization level, debug setting and OUT_DIR from Cargo.

fn main() {
    rllc::Build::new().files(["ll/add.ll", "ll/greet.ll"]).compile("llparts");
}
