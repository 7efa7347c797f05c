//! Debugging aid: reads a `.ll` file, parses it, and prints the module back to stdout.
//! Parse errors and verifier findings go to stderr, rendered with their source line.
//!
//! Usage: `cargo run -p rllc-ir --example roundtrip -- input.ll [--verify] [--time]`

use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let mut path = None;
    let mut verify = false;
    let mut time = false;
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--verify" => verify = true,
            "--time" => time = true,
            _ if path.is_none() => path = Some(arg),
            _ => {
                eprintln!("usage: roundtrip <input.ll> [--verify] [--time]");
                return ExitCode::from(2);
            }
        }
    }
    let Some(path) = path else {
        eprintln!("usage: roundtrip <input.ll> [--verify] [--time]");
        return ExitCode::from(2);
    };
    let src = match std::fs::read_to_string(&path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{path}: error: {e}");
            return ExitCode::from(1);
        }
    };
    let t0 = Instant::now();
    let module = match rllc_ir::parse(&src) {
        Ok(m) => m,
        Err(d) => {
            eprintln!("{}", d.render(&path, &src));
            return ExitCode::from(1);
        }
    };
    let t1 = Instant::now();
    let mut failed = false;
    if verify {
        for d in rllc_ir::verify(&module) {
            eprintln!("{}", d.render(&path, &src));
            failed = true;
        }
    }
    let t2 = Instant::now();
    let text = rllc_ir::print_module(&module);
    let t3 = Instant::now();
    print!("{text}");
    if time {
        eprintln!(
            "parse {:.2} ms, verify {:.2} ms, print {:.2} ms ({} bytes in, {} bytes out)",
            (t1 - t0).as_secs_f64() * 1e3,
            (t2 - t1).as_secs_f64() * 1e3,
            (t3 - t2).as_secs_f64() * 1e3,
            src.len(),
            text.len()
        );
    }
    if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
