//! The `rllc` command: everything happens in `rllc::driver` so it can be tested as a library.
fn main() {
    std::process::exit(rllc::driver::main(std::env::args_os()));
}
