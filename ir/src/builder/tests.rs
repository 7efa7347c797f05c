//! Tests of the builder core: unique local names, the current debug location, entry
//! allocas, and that what the builder makes prints as text the parser reads back.

use crate::module::Linkage;
use crate::types::TypeTable;
use crate::{parse, print_module, verify, Module, Value};

/// Values, blocks and parameters share one namespace; a taken name gets `1`, `2`, …
#[test]
fn local_names_are_made_unique_as_llvm_does() {
    let mut m = Module::for_target("x86_64-unknown-linux-gnu");
    let fty = m.types.function(TypeTable::I32, &[TypeTable::I32, TypeTable::I32], false);
    let f = m.define_function("f", fty, Linkage::External, &["x", "x"]);
    let mut b = m.build(f);
    let entry = b.block(Some("x"));
    let next = b.block(Some("entry"));
    let next2 = b.block(Some("entry"));
    b.switch_to(entry);
    let (p0, p1) = (b.param(0), b.param(1));
    let s = b.add(p0, p1);
    b.name(s, "x");
    let t = b.add(s, p1);
    b.name(t, "x1");
    let u = b.add(t, p1);
    b.name(u, "x");
    b.br(next);
    b.switch_to(next);
    b.br(next2);
    b.switch_to(next2);
    b.ret(Some(u));
    assert!(verify(&m).is_empty(), "{:?}", verify(&m));
    let text = print_module(&m);
    for want in [
        "i32 %x, i32 %x1)",
        "x2:",
        "%x3 = add i32 %x, %x1",
        "%x11 = add i32 %x3, %x1",
        "%x4 = add i32 %x11",
        "entry:",
        "entry1:",
    ] {
        assert!(text.contains(want), "{want} in\n{text}");
    }
    let back = parse(&text).expect("the printed text parses");
    assert!(verify(&back).is_empty());
    assert_eq!(print_module(&back), text);
}

/// Every instruction made takes the current location; `entry_alloca` lands before the
/// first non-alloca of the entry block whatever block is current.
#[test]
fn debug_location_and_entry_allocas() {
    let mut m = Module::for_target("aarch64-unknown-linux-gnu");
    let fty = m.types.function(TypeTable::VOID, &[], false);
    let f = m.define_function("g", fty, Linkage::External, &[]);
    let loc_text = m.syms.intern_str("loc");
    let loc = m.add_metadata(crate::Metadata::String(loc_text));
    let mut b = m.build(f);
    let entry = b.block(Some("entry"));
    let body = b.block(Some("body"));
    b.switch_to(entry);
    let one = Value::Const(b.m.const_int(TypeTable::I32, 1));
    let a = b.entry_alloca(TypeTable::I32, None, "a");
    let st = b.store(one, a, None);
    b.br(body);
    b.switch_to(body);
    b.set_debug_loc(Some(loc));
    let c = b.entry_alloca(TypeTable::I64, None, "c");
    let r = b.ret(None);
    assert!(b.is_terminated());
    let func = b.func();
    let entry_insts = &func.block(entry).insts;
    assert_eq!(Value::Inst(entry_insts[0]), a);
    assert_eq!(Value::Inst(entry_insts[1]), c);
    assert_eq!(entry_insts[2], st);
    assert_eq!(func.dbg_of(r), Some(loc));
    assert_eq!(func.dbg_of(c.as_inst().unwrap()), None, "entry slots have no statement location");
    assert_eq!(func.dbg_of(st), None);
}

/// A module made for a triple carries its default data layout, printed and read back.
#[test]
fn modules_for_a_target_have_its_layout() {
    for t in ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu", "riscv64-unknown-linux-gnu"] {
        let mut m = Module::for_target(t);
        let s = m.types.struct_literal(&[TypeTable::I32, TypeTable::I64], false);
        assert_eq!(m.datalayout.field_offset(&m.types, s, 1), Some(8), "{t}");
        let text = print_module(&m);
        assert!(text.contains("target datalayout"), "{text}");
        let mut back = parse(&text).unwrap();
        let s = back.types.struct_literal(&[TypeTable::I32, TypeTable::I64], false);
        assert_eq!(back.datalayout.field_offset(&back.types, s, 1), Some(8));
    }
    let mut m = Module::new();
    m.datalayout_str = Some("e-i64:32".into());
    m.datalayout = crate::datalayout::DataLayout::parse("e-i64:32").unwrap();
    m.set_target_triple("x86_64-unknown-linux-gnu");
    assert_eq!(m.datalayout_str.as_deref(), Some("e-i64:32"), "an explicit layout stays");
}

/// A problem in a built module is placed by function, block and instruction.
#[test]
fn problems_in_built_modules_name_their_place() {
    let mut m = Module::for_target("x86_64-unknown-linux-gnu");
    let fty = m.types.function(TypeTable::I64, &[TypeTable::I64, TypeTable::I32], false);
    let f = m.define_function("mix", fty, Linkage::External, &["a", "b"]);
    let mut b = m.build(f);
    let entry = b.block(Some("start"));
    b.switch_to(entry);
    let (a, c) = (b.param(0), b.param(1));
    let s = b.add(a, c);
    b.name(s, "sum");
    b.ret(Some(s));
    let diags = verify(&m);
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert_eq!(diags[0].message, "Both operands to a binary operator are not of the same type!");
    assert_eq!(
        diags[0].place.as_deref(),
        Some("in function '@mix', block '%start', instruction '%sum = add i64 %a, i32 %b'")
    );
    assert!(diags[0].to_string().starts_with("in function '@mix', block '%start'"), "{}", diags[0]);
}
