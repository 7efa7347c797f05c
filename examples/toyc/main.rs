//! toyc: a compiler for a small language, written against rllc as a library: the IR
//! builder, the SSA helper and the debug-info builder make the module (`codegen.rs`),
//! and one call to `rllc::compile` makes the object file. See `syntax.rs` for the
//! language and `samples/` for programs.
//!
//!     cargo run --release --example toyc -- examples/toyc/samples/features.toy -g -o f.o
//!     gcc f.o -o f && ./f
//!
//! Options: `-o FILE` (default: the input with `.o`), `--target TRIPLE` (default: the
//! host), `-g` (DWARF for a debugger), `--emit-llvm` (write the module as `.ll` text).

mod codegen;
mod syntax;

use rllc::{FileType, Options};

/// Compiles toy source text to a verified module for `triple`.
pub fn compile_source(src: &str, file: &str, triple: &str, debug: bool) -> Result<rllc::ir::Module, String> {
    let prog = syntax::parse(src).map_err(|e| format!("{file}:{e}"))?;
    codegen::compile_program(&prog, triple, file, debug).map_err(|e| format!("{file}:{e}"))
}

fn main() {
    let mut args = std::env::args().skip(1);
    let (mut input, mut output, mut triple, mut debug, mut emit_llvm) = (None, None, None, false, false);
    while let Some(a) = args.next() {
        match a.as_str() {
            "-o" => output = args.next(),
            "--target" => triple = args.next(),
            "-g" => debug = true,
            "--emit-llvm" => emit_llvm = true,
            _ => input = Some(a),
        }
    }
    let Some(input) = input else {
        eprintln!("usage: toyc FILE.toy [-o FILE] [--target TRIPLE] [-g] [--emit-llvm]");
        std::process::exit(2);
    };
    let triple = triple.unwrap_or_else(|| rllc::Triple::host().to_string());
    let src = std::fs::read_to_string(&input).unwrap_or_else(|e| {
        eprintln!("toyc: {input}: {e}");
        std::process::exit(1);
    });
    // An absolute path, so a debugger finds the source from anywhere.
    let path = std::fs::canonicalize(&input).map_or(input.clone(), |p| p.display().to_string());
    let module = match compile_source(&src, &path, &triple, debug) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("toyc: {e}");
            std::process::exit(1);
        }
    };
    let ext = if emit_llvm { "ll" } else { "o" };
    let output = output.unwrap_or_else(|| format!("{}.{ext}", input.trim_end_matches(".toy")));
    let bytes = if emit_llvm {
        rllc::ir::print_module(&module).into_bytes()
    } else {
        match rllc::compile(&module, &Options { file_type: FileType::Obj, ..Options::default() }) {
            Ok(out) => out.bytes,
            Err(e) => {
                eprintln!("toyc: {input}: {e}");
                std::process::exit(1);
            }
        }
    };
    std::fs::write(&output, bytes).unwrap_or_else(|e| {
        eprintln!("toyc: {output}: {e}");
        std::process::exit(1);
    });
}
