//! The `rllc` command's work: read the input, parse and verify it (reporting every problem
//! with file, line, column, source line and caret), then print it back, compile it, or
//! stop, and write the result atomically. Returns the process exit code; llc's: 0 on
//! success, 1 on any error (usage errors included).

use crate::cli::{self, Action, Dest, Input, Invocation, Mode};
use crate::compile::compile;
use crate::outfile::write_atomically;
use crate::timing::{self, Phase};
use rllc_ir::Diagnostic;
use std::ffi::OsString;
use std::io::{self, Read, Write};

/// Runs the command with its arguments (the first is the program name) and returns the
/// exit code.
pub fn main<I: IntoIterator<Item = OsString>>(args: I) -> i32 {
    let action = match cli::parse_args(args.into_iter().skip(1)) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("rllc: error: {e}");
            eprintln!("rllc: run 'rllc --help' for the options");
            return 1;
        }
    };
    match action {
        Action::Help => print_stdout(cli::help_text().as_bytes()),
        Action::Version => print_stdout(cli::version_text().as_bytes()),
        Action::Run(inv) => run(&inv),
    }
}

/// Carries out one invocation.
pub fn run(inv: &Invocation) -> i32 {
    if inv.time_passes {
        timing::enable();
    }
    let code = run_timed(inv);
    if inv.time_passes {
        eprint!("{}", timing::report());
    }
    code
}

fn run_timed(inv: &Invocation) -> i32 {
    let name = inv.input_name();
    let bytes = match timing::time(Phase::Read, || read_input(&inv.input)) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("rllc: error: cannot read '{name}': {}", io_message(&e));
            return 1;
        }
    };
    // Bitcode (raw, or in the wrapper some Apple tools write) is not read, only text.
    if bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B]) {
        eprintln!("rllc: error: '{name}' is LLVM bitcode; rllc reads textual IR (convert it with llvm-dis-19)");
        return 1;
    }
    let src = match std::str::from_utf8(&bytes) {
        Ok(s) => s,
        Err(e) => {
            // Everything before the bad byte is valid, so its line and column are exact.
            let shown = String::from_utf8_lossy(&bytes);
            let d = Diagnostic::at(e.valid_up_to(), "the input is not valid UTF-8");
            eprintln!("{}", d.render(&name, &shown));
            return 1;
        }
    };
    // Never dropped: the process exits right after this run, and freeing the module's
    // many small allocations one by one would cost as much as verifying it.
    let module = match timing::time(Phase::Parse, || rllc_ir::parse(src)) {
        Ok(m) => std::mem::ManuallyDrop::new(m),
        Err(d) => {
            eprintln!("{}", d.render(&name, src));
            return 1;
        }
    };
    let mut problems = timing::time(Phase::Verify, || rllc_ir::verify(&module));
    if !problems.is_empty() {
        // In source order, those without a place last; stable, so the verifier's order
        // decides among problems at one place.
        problems.sort_by_key(|d| d.offset.unwrap_or(usize::MAX));
        for d in &problems {
            eprintln!("{}", d.render(&name, src));
        }
        return 1;
    }
    let bytes = match inv.mode {
        Mode::ParseOnly => return 0,
        Mode::EmitLlvm => rllc_ir::print_module(&module).into_bytes(),
        Mode::Compile => match compile(&module, &inv.options) {
            Ok(out) => out.bytes,
            Err(e) => {
                eprintln!("rllc: error: {name}: {e}");
                return 1;
            }
        },
    };
    match inv.destination() {
        None => 0,
        Some(Dest::Stdout) => print_stdout(&bytes),
        Some(Dest::File(path)) => match write_atomically(&path, &bytes) {
            Ok(()) => 0,
            Err(e) => {
                eprintln!(
                    "rllc: error: cannot write '{}': {}",
                    path.display(),
                    io_message(&e)
                );
                1
            }
        },
    }
}

fn read_input(input: &Input) -> io::Result<Vec<u8>> {
    match input {
        Input::Stdin => {
            let mut buf = Vec::new();
            io::stdin().lock().read_to_end(&mut buf)?;
            Ok(buf)
        }
        Input::File(path) => std::fs::read(path),
    }
}

/// Writes to stdout; a closed pipe or full disk is an error (exit 1), not a panic.
fn print_stdout(bytes: &[u8]) -> i32 {
    let mut out = io::stdout().lock();
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("rllc: error: cannot write to stdout: {}", io_message(&e));
            1
        }
    }
}

/// An I/O error's text without Rust's " (os error N)" suffix, as other compilers print it.
fn io_message(e: &io::Error) -> String {
    let text = e.to_string();
    match text.rfind(" (os error ") {
        Some(i) if text.ends_with(')') => text[..i].to_string(),
        _ => text,
    }
}
