//! The library API as a language frontend uses it: `examples/factorial.rs` builds a module
//! with the IR builder; here it is verified, compiled to an object with `rllc::compile`,
//! linked by gcc and run (exit code 120 = 5!), and also printed and compiled as assembly.

#[allow(dead_code)]
#[path = "../examples/factorial.rs"]
mod factorial;

use rllc::{FileType, Options};
use std::process::Command;

#[test]
fn built_module_compiles_links_and_runs() {
    let m = factorial::factorial_module();
    assert!(rllc::ir::verify(&m).is_empty(), "the built module verifies");
    let text = rllc::ir::printer::print_module(&m);
    assert!(text.contains("define i64 @factorial(i64") && text.contains("phi i64"), "{text}");

    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("library_api");
    std::fs::create_dir_all(&dir).unwrap();
    let obj = rllc::compile(&m, &Options { file_type: FileType::Obj, ..Options::default() }).expect("compiles");
    std::fs::write(dir.join("factorial.o"), &obj.bytes).unwrap();
    let exe = dir.join("factorial");
    let link = Command::new("gcc").arg(dir.join("factorial.o")).arg("-o").arg(&exe).status().expect("gcc must be installed");
    assert!(link.success(), "gcc links the object");
    let run = Command::new(&exe).status().unwrap();
    assert_eq!(run.code(), Some(120), "factorial(5) is the exit code");

    let asm = rllc::compile(&m, &Options { file_type: FileType::Asm, ..Options::default() }).expect("compiles to asm");
    let asm = String::from_utf8(asm.bytes).unwrap();
    assert!(asm.contains("factorial:") && asm.contains("imul"), "{asm}");
}
