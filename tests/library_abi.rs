//! Correct by construction (issue 23, items 3 and 4): a module built for a triple has that
//! triple's data layout, so `{i32, i64}` built through the builder agrees with C on every
//! supported target (a C function compiled by clang-19 writes and reads it, linked and run
//! natively or under qemu); and `compile` verifies what it is given, returning the
//! problems by function, block and instruction instead of code.

mod support;

use rllc::ir::module::Linkage;
use rllc::ir::types::TypeTable;
use rllc::ir::{Module, Value};
use rllc::{Error, FileType, Options};
use std::process::Command;

/// `i64 read_pair(struct pair *p)` returns `p->a + p->b`; `void write_pair(struct pair *p,
/// i32 a, i64 b)` stores both fields.
fn pair_module(triple: &str) -> Module {
    pair_module_in(Module::for_target(triple))
}

fn pair_module_in(mut m: Module) -> Module {
    let pair = m.struct_type("struct.pair", &[TypeTable::I32, TypeTable::I64], false);
    let read_ty = m.types.function(TypeTable::I64, &[TypeTable::PTR], false);
    let read = m.define_function("read_pair", read_ty, Linkage::External, &["p"]);
    let mut b = m.build(read);
    let entry = b.block(Some("entry"));
    b.switch_to(entry);
    let p = b.param(0);
    let pa = b.struct_gep(pair, p, 0);
    let a = b.load(TypeTable::I32, pa, None);
    let pb = b.struct_gep(pair, p, 1);
    let bv = b.load(TypeTable::I64, pb, None);
    let a64 = b.sext(a, TypeTable::I64);
    let sum = b.add(a64, bv);
    b.ret(Some(sum));
    let write_ty = m.types.function(TypeTable::VOID, &[TypeTable::PTR, TypeTable::I32, TypeTable::I64], false);
    let write = m.define_function("write_pair", write_ty, Linkage::External, &["p", "a", "b"]);
    let mut b = m.build(write);
    let entry = b.block(Some("entry"));
    b.switch_to(entry);
    let (p, a, bv) = (b.param(0), b.param(1), b.param(2));
    let pa = b.struct_gep(pair, p, 0);
    b.store(a, pa, None);
    let pb = b.struct_gep(pair, p, 1);
    b.store(bv, pb, None);
    b.ret(None);
    m
}

const C_MAIN: &str = r#"
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
struct pair { int32_t a; int64_t b; };
int64_t read_pair(struct pair *p);
void write_pair(struct pair *p, int32_t a, int64_t b);
int main(void) {
    struct pair s[2] = {{-1, -1}, {-1, -1}};
    write_pair(&s[1], 7, 1234567890123LL);
    printf("%d %lld %d %lld\n", s[1].a, (long long)s[1].b, s[0].a, (long long)s[0].b);
    s[0].a = 5; s[0].b = 10;
    printf("%lld %zu\n", (long long)read_pair(&s[0]), offsetof(struct pair, b));
    return 0;
}
"#;

#[test]
fn struct_layout_agrees_with_c_on_every_target() {
    let dir = support::scratch("library_abi");
    let c = dir.join("main.c");
    std::fs::write(&c, C_MAIN).unwrap();
    for (k, &triple) in rllc::supported_targets().iter().enumerate() {
        let m = if k % 2 == 0 {
            pair_module(triple)
        } else {
            // The old way, a triple set by hand on a generic module: `compile` applies the
            // triple's layout, as llc does for a module without `target datalayout`.
            let mut m = Module::new();
            m.target_triple = Some(triple.to_string());
            pair_module_in(m)
        };
        let problems = rllc::ir::verify(&m);
        assert!(problems.is_empty(), "{triple}: {problems:?}");
        let obj = rllc::compile(&m, &Options { file_type: FileType::Obj, ..Options::default() })
            .unwrap_or_else(|e| panic!("{triple}: {e}"));
        let arch = triple.split('-').next().unwrap();
        let o = dir.join(format!("pair-{arch}.o"));
        std::fs::write(&o, &obj.bytes).unwrap();
        let main_o = dir.join(format!("main-{arch}.o"));
        support::run_ok(
            Command::new("clang-19")
                .arg(format!("--target={triple}"))
                .args(["-O1", "-c"])
                .arg(&c)
                .arg("-o")
                .arg(&main_o),
            &format!("clang-19 for {triple}"),
        );
        let exe = dir.join(format!("pair-{arch}"));
        support::link(triple, &[&main_o, &o], &exe, &[]);
        let out = support::run(triple, &exe);
        assert_eq!(out, "7 1234567890123 -1 -1\n15 8\n", "{triple}");
    }
}

/// `compile` of an ill-formed built module: every problem, each naming its function,
/// block and instruction, and no code.
#[test]
fn compile_rejects_invalid_ir_naming_function_and_block() {
    let mut m = Module::for_target("x86_64-unknown-linux-gnu");
    let fty = m.types.function(TypeTable::I64, &[TypeTable::I64, TypeTable::I32], false);
    let f = m.define_function("mixed", fty, Linkage::External, &["wide", "narrow"]);
    let mut b = m.build(f);
    let entry = b.block(Some("entry"));
    b.switch_to(entry);
    let (w, n) = (b.param(0), b.param(1));
    let bad = b.add(w, n);
    b.name(bad, "sum");
    b.ret(Some(bad));
    let g = m.define_function("no_terminator", fty, Linkage::External, &[]);
    let mut b = m.build(g);
    let start = b.block(Some("start"));
    b.switch_to(start);
    let x = b.param(0);
    b.add(x, x);
    for file_type in [FileType::Obj, FileType::Asm] {
        match rllc::compile(&m, &Options { file_type, ..Options::default() }) {
            Err(Error::Invalid(problems)) => {
                let text: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
                assert!(
                    text.iter()
                        .any(|t| t.contains(
                            "in function '@mixed', block '%entry', instruction '%sum = add i64 %wide, i32 %narrow'"
                        ) && t.contains("Both operands to a binary operator are not of the same type!")),
                    "{text:#?}"
                );
                assert!(
                    text.iter().any(|t| t.contains("in function '@no_terminator', block '%start'")
                        && t.contains("does not have terminator")),
                    "{text:#?}"
                );
                let whole = Error::Invalid(problems).to_string();
                assert!(whole.starts_with("the module is not valid IR: in function '@mixed'"), "{whole}");
            }
            other => panic!("expected Error::Invalid, got {other:?}"),
        }
    }
    // Library errors give no command-line advice.
    let mut m = Module::new();
    m.target_triple = Some("mips-unknown-linux-gnu".into());
    let e = rllc::compile(&m, &Options::default()).unwrap_err().to_string();
    assert_eq!(e, "code generation for target 'mips-unknown-linux-gnu' is not implemented yet");
    // Options::threads: the same object from one thread as from several.
    let m = pair_module("riscv64-unknown-linux-gnu");
    let one =
        rllc::compile(&m, &Options { file_type: FileType::Obj, threads: Some(1), ..Options::default() }).unwrap();
    let four =
        rllc::compile(&m, &Options { file_type: FileType::Obj, threads: Some(4), ..Options::default() }).unwrap();
    assert_eq!(one, four);
    let _ = Value::Arg(0);
}
