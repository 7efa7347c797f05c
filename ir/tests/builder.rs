//! Acceptance test of the builder (issue 23, item 2): a module using every instruction of
//! the Language Reference, globals, aliases, ifuncs and constants of every kind, built
//! through the builder alone, verifies, prints, reads back to the same text, and
//! `llvm-as-19` accepts the printed text.

use rllc_ir::attrs::{Attr, AttrKind};
use rllc_ir::inst::{flags, BinOp, CastOp, ClauseKind, FastMath, FloatPred, IntPred, Ordering, RmwOp, TailKind};
use rllc_ir::module::Linkage;
use rllc_ir::types::TypeTable;
use rllc_ir::{parse, print_module, verify, Module, Value};
use std::process::Command;

const I32: rllc_ir::TypeId = TypeTable::I32;
const I64: rllc_ir::TypeId = TypeTable::I64;
const PTR: rllc_ir::TypeId = TypeTable::PTR;
const F64: rllc_ir::TypeId = TypeTable::DOUBLE;

fn every_instruction_module() -> Module {
    let mut m = Module::for_target("x86_64-unknown-linux-gnu");
    // ---- types, globals, constants ----
    let pair = m.struct_type("struct.pair", &[I32, I64], false);
    let v4 = m.types.vector(I32, 4, false);
    let arr = m.types.array(I32, 3);
    let (c1, c2, c3) = (m.const_int(I32, 1), m.const_int(I32, 2), m.const_int(I32, 3));
    let c64 = m.const_int(I64, 64);
    let pair_init = m.const_named_struct(pair, &[c1, c64]);
    let g_pair = m.add_global_var("pair", pair, Some(pair_init), false, Linkage::External);
    let arr_init = m.const_array(I32, &[c1, c2, c3]);
    let g_arr = m.add_global_var("table", arr, Some(arr_init), true, Linkage::Internal);
    let zero_arr = m.const_zero(arr);
    m.add_global_var("zeros", arr, Some(zero_arr), false, Linkage::Internal);
    let lit = m.const_struct(&[c1, c2], true);
    let lit_ty = m.const_type(lit);
    m.add_global_var("packed", lit_ty, Some(lit), false, Linkage::Internal);
    let vec_init = m.const_vector(&[c1, c2, c3, c1]);
    m.add_global_var("vec", v4, Some(vec_init), false, Linkage::Internal);
    let f_init = m.const_f64(1.5);
    m.add_global_var("half", F64, Some(f_init), false, Linkage::Internal);
    let f32_init = m.const_f32(0.25);
    m.add_global_var("quarter", TypeTable::FLOAT, Some(f32_init), false, Linkage::Internal);
    let null = m.const_null(PTR);
    m.add_global_var("nothing", PTR, Some(null), false, Linkage::Internal);
    let undef = m.const_undef(I32);
    m.add_global_var("whatever", I32, Some(undef), false, Linkage::Internal);
    let poison = m.const_poison(I64);
    m.add_global_var("poisoned", I64, Some(poison), false, Linkage::Internal);
    let s = m.global_string(b"hello\n");
    let s2 = m.global_string(b"again");
    assert_ne!(s, s2, "string globals get unique names");
    let bytes = m.const_bytes(b"raw");
    let bytes_ty = m.const_type(bytes);
    m.add_global_var("raw", bytes_ty, Some(bytes), true, Linkage::Private);
    m.add_global_var("external_counter", I32, None, false, Linkage::External);
    // Constant expressions: the address of table[2], and that address as an integer.
    let table_ref = m.global_ref(g_arr);
    let zero64 = m.const_int(I64, 0);
    let two64 = m.const_int(I64, 2);
    let elem2 = m.const_gep(arr, table_ref, &[zero64, two64], true);
    m.add_global_var("table_elem2", PTR, Some(elem2), false, Linkage::Internal);
    let as_int = m.const_cast(CastOp::PtrToInt, table_ref, I64);
    m.add_global_var("table_addr", I64, Some(as_int), false, Linkage::Internal);
    let pair_ref = m.global_ref(g_pair);
    m.add_alias("pair_alias", pair, pair_ref, Linkage::External);

    // ---- declarations ----
    let void_fn = m.types.function(TypeTable::VOID, &[], false);
    let may_throw = m.declare_function("may_throw", void_fn, Linkage::External);
    let pers_ty = m.types.function(I32, &[], true);
    let gxx = m.declare_function("__gxx_personality_v0", pers_ty, Linkage::External);
    let cxx = m.declare_function("__CxxFrameHandler3", pers_ty, Linkage::External);
    let va_ty = m.types.function(TypeTable::VOID, &[PTR], false);
    let va_start = m.declare_function("llvm.va_start.p0", va_ty, Linkage::External);
    let va_end = m.declare_function("llvm.va_end.p0", va_ty, Linkage::External);
    let printf_ty = m.types.function(I32, &[PTR], true);
    let printf = m.declare_function("printf", printf_ty, Linkage::External);
    let resolver_ty = m.types.function(PTR, &[], false);
    let resolver = m.define_function("resolve_impl", resolver_ty, Linkage::Internal, &[]);
    {
        let mut b = m.build(resolver);
        let e = b.block(Some("entry"));
        b.switch_to(e);
        let target = b.m.global_value(may_throw);
        b.ret(Some(target));
    }
    let resolver_ref = m.global_ref(resolver);
    m.add_ifunc("chosen", void_fn, resolver_ref);
    let nounwind = m.attr_flags(&[AttrKind::NoUnwind]);
    let noundef = m.attr_flags(&[AttrKind::NoUndef]);
    let frame = m.string_attr("frame-pointer", Some("all"));
    let fn_attrs = m.attr_set(vec![Attr::Flag(AttrKind::NoUnwind), frame]);

    // ---- arithmetic, memory, aggregates, vectors, control flow, calls ----
    let fty = m.types.function(I32, &[I32, I32, F64, F64, PTR], false);
    let f = m.define_function("everything", fty, Linkage::External, &["a", "b", "x", "y", "p"]);
    m.set_fn_attrs(f, fn_attrs);
    m.set_param_attrs(f, 0, noundef);
    m.set_ret_attrs(f, noundef);
    let i1_true = m.const_bool(true);
    let c0 = m.const_int(I32, 0);
    let neg1 = m.const_int(I32, -1);
    let f_two = m.const_f64(2.0);
    let mut b = m.build(f);
    let [entry, sw_a, sw_b, ind_a, ind_b, join, dead] =
        ["entry", "case_a", "case_b", "ind_a", "ind_b", "join", "dead"].map(|n| b.block(Some(n)));
    b.switch_to(entry);
    let (a, bb, x, y, p) = (b.param(0), b.param(1), b.param(2), b.param(3), b.param(4));
    let mut last = a;
    for op in BinOp::ALL {
        let v = if op.is_float() { b.binary(op, x, y) } else { b.binary(op, last, bb) };
        if !op.is_float() {
            last = v;
        }
    }
    let nsw = b.add_nsw(a, bb);
    let nuw = b.binary_flags(BinOp::Mul, flags::NUW | flags::NSW, nsw, bb);
    let exact = b.binary_flags(BinOp::SDiv, flags::EXACT, nuw, bb);
    let disjoint = b.binary_flags(BinOp::Or, flags::DISJOINT, exact, bb);
    let fast = b.fadd(x, y);
    b.set_fast_math(fast, FastMath(FastMath::FAST));
    let neg = b.fneg(fast);
    let _ = b.neg(disjoint);
    let _ = b.not(disjoint);
    for pred in IntPred::ALL {
        b.icmp(pred, a, bb);
    }
    for pred in FloatPred::ALL {
        b.fcmp(pred, neg, y);
    }
    // Every cast.
    let wide = b.sext(a, I64);
    let _ = b.zext(a, I64);
    let narrow = b.trunc(wide, TypeTable::I16);
    b.set_flags(narrow, flags::NSW);
    let fl = b.fptrunc(x, TypeTable::FLOAT);
    let _ = b.fpext(fl, F64);
    let _ = b.fptoui(x, I32);
    let _ = b.fptosi(x, I32);
    let _ = b.uitofp(a, F64);
    let _ = b.sitofp(a, F64);
    let pi = b.ptrtoint(p, I64);
    let ip = b.inttoptr(pi, PTR);
    let _ = b.bitcast(x, I64);
    let p1 = b.m.types.ptr(1);
    let _ = b.addrspacecast(ip, p1);
    let cond = b.icmp(IntPred::Slt, a, bb);
    let sel = b.select(cond, a, bb);
    let frozen = b.freeze(sel);
    // Memory.
    let slot = b.entry_alloca(pair, None, "slot");
    let field1 = b.struct_gep(pair, slot, 1);
    b.store(wide, field1, None);
    let plain = b.gep_flags(I32, 0, p, &[Value::Const(c1)]);
    let st = b.store(frozen, plain, None);
    b.set_volatile(st);
    let ld = b.load(I32, plain, None);
    b.set_volatile(ld.as_inst().unwrap());
    let count = Value::Const(c3);
    let _ = b.alloca_array(I32, count, None);
    let at = b.load_atomic(I32, p, Ordering::Acquire, None);
    b.store_atomic(at, p, Ordering::Release, None);
    b.fence(Ordering::SeqCst);
    let cx = b.cmpxchg(p, at, ld, Ordering::AcqRel, Ordering::Monotonic, None);
    b.set_weak(cx);
    let old = b.extract_value(cx, &[0]);
    for op in [RmwOp::Xchg, RmwOp::Add, RmwOp::Nand, RmwOp::UMax] {
        b.atomicrmw(op, p, old, Ordering::SeqCst, None);
    }
    b.atomicrmw(RmwOp::FAdd, p, x, Ordering::Monotonic, None);
    // Aggregates and vectors.
    let agg = b.load(pair, slot, None);
    let agg2 = b.insert_value(agg, wide, &[1]);
    let _ = b.extract_value(agg2, &[1]);
    let vzero = Value::Const(b.m.const_zero(v4));
    let vec = b.insert_element(vzero, old, Value::Const(c0));
    let _ = b.extract_element(vec, Value::Const(c1));
    let _ = b.shuffle_vector(vec, vzero, &[3, 2, -1, 0]);
    // Calls: direct with attributes, tail, indirect, variadic.
    let call = b.call(may_throw, &[]);
    b.set_call_fn_attrs(call, nounwind);
    b.set_tail(call, TailKind::Tail);
    let fmt = b.m.global_value(s);
    let pr = b.call(printf, &[fmt, a, x]);
    b.set_call_arg_attrs(pr, 1, noundef);
    // Through a pointer loaded from memory.
    let fn_slot = b.entry_alloca(PTR, None, "fn_slot");
    let callee = b.m.global_value(may_throw);
    b.store(callee, fn_slot, None);
    let loaded = b.load(PTR, fn_slot, None);
    b.name(loaded, "callee");
    b.call_indirect(void_fn, loaded, &[]);
    let two = Value::Const(f_two);
    let _ = b.fmul(x, two);
    let sw = b.switch(a, join, &[(c1, sw_a)]);
    b.add_case(sw, c2, sw_b);
    b.switch_to(sw_a);
    let addr = Value::Const(b.m.block_address(f, ind_a));
    b.indirect_br(addr, &[ind_a, ind_b]);
    b.switch_to(sw_b);
    b.cond_br(Value::Const(i1_true), ind_b, join);
    b.switch_to(ind_a);
    b.br(join);
    b.switch_to(ind_b);
    b.br(join);
    b.switch_to(join);
    let phi = b.phi(I32, &[(a, entry), (Value::Const(c1), ind_a)]);
    b.add_incoming(phi, Value::Const(neg1), ind_b);
    b.add_incoming(phi, bb, sw_b);
    assert!(!b.is_terminated());
    b.ret(Some(phi));
    assert!(b.is_terminated());
    b.switch_to(dead);
    b.unreachable();
    drop(b);

    // va_arg in a variadic function.
    let vfty = m.types.function(I32, &[I32], true);
    let vf = m.define_function("sum_varargs", vfty, Linkage::External, &["n"]);
    let mut b = m.build(vf);
    let e = b.block(Some("entry"));
    b.switch_to(e);
    let ap = b.entry_alloca(PTR, None, "ap");
    b.call(va_start, &[ap]);
    let v = b.va_arg(ap, I32);
    b.call(va_end, &[ap]);
    b.ret(Some(v));
    drop(b);

    // invoke / landingpad / resume.
    let eh = m.define_function("eh", void_fn, Linkage::External, &[]);
    m.set_personality(eh, gxx);
    let lp_ty = m.types.struct_literal(&[PTR, I32], false);
    let null_c = m.const_null(PTR);
    let mut b = m.build(eh);
    let [e, ok, lpad] = ["entry", "ok", "lpad"].map(|n| b.block(Some(n)));
    b.switch_to(e);
    b.invoke(may_throw, &[], ok, lpad);
    b.switch_to(ok);
    b.ret(None);
    b.switch_to(lpad);
    let lp = b.landingpad(lp_ty, true, &[(ClauseKind::Catch, null_c)]);
    b.resume(lp);
    drop(b);

    // Funclet pads: catchswitch, catchpad, catchret, cleanuppad, cleanupret.
    let wf = m.define_function("funclets", void_fn, Linkage::External, &[]);
    m.set_personality(wf, cxx);
    let none = m.const_none();
    let mut b = m.build(wf);
    let [e, done, dispatch, handler, cleanup] =
        ["entry", "done", "dispatch", "handler", "cleanup"].map(|n| b.block(Some(n)));
    b.switch_to(e);
    b.invoke(may_throw, &[], done, dispatch);
    b.switch_to(done);
    b.ret(None);
    b.switch_to(dispatch);
    let cs = b.catchswitch(Value::Const(none), &[handler], Some(cleanup));
    b.switch_to(handler);
    let null_v = Value::Const(null_c);
    let cp = b.catchpad(cs, &[null_v, Value::Const(c0), null_v]);
    b.catchret(cp, done);
    b.switch_to(cleanup);
    let clp = b.cleanuppad(Value::Const(none), &[]);
    b.cleanupret(clp, None);
    drop(b);

    // callbr (asm goto).
    let cf = m.define_function("asm_goto", void_fn, Linkage::External, &[]);
    let asm = m.inline_asm(void_fn, "", "!i", true);
    let mut b = m.build(cf);
    let [e, fall, target] = ["entry", "fallthrough", "target"].map(|n| b.block(Some(n)));
    b.switch_to(e);
    b.callbr(void_fn, asm, &[], fall, &[target]);
    b.switch_to(fall);
    b.ret(None);
    b.switch_to(target);
    b.ret(None);
    drop(b);
    m
}

#[test]
fn every_instruction_built_verifies_prints_and_llvm_as_accepts_it() {
    let m = every_instruction_module();
    let problems = verify(&m);
    let text = print_module(&m);
    assert!(problems.is_empty(), "{problems:#?}\n{text}");
    for opcode in [
        "add nsw",
        "mul nuw nsw",
        "sdiv exact",
        "or disjoint",
        "fadd fast",
        "fneg",
        "icmp sle",
        "fcmp uno",
        "trunc nsw",
        "fptrunc",
        "fpext",
        "fptoui",
        "fptosi",
        "uitofp",
        "sitofp",
        "ptrtoint",
        "inttoptr",
        "bitcast",
        "addrspacecast",
        "select",
        "freeze",
        "alloca",
        "store volatile",
        "load volatile",
        "load atomic",
        "store atomic",
        "fence seq_cst",
        "cmpxchg weak",
        "atomicrmw nand",
        "atomicrmw fadd",
        "getelementptr inbounds %struct.pair",
        "getelementptr i32",
        "extractvalue",
        "insertvalue",
        "insertelement",
        "extractelement",
        "shufflevector",
        "tail call void @may_throw() #",
        "call void %callee()",
        "switch i32",
        "indirectbr",
        "blockaddress(@everything, %ind_a)",
        "phi i32",
        "unreachable",
        "va_arg ptr %ap, i32",
        "invoke void @may_throw()",
        "landingpad",
        "resume",
        "catchswitch within none",
        "catchpad within",
        "catchret from",
        "cleanuppad within none",
        "cleanupret from",
        "callbr void asm",
        "@pair_alias = alias",
        "@chosen = ifunc",
        "c\"hello\\0A\\00\"",
        "@.str.1 = private unnamed_addr constant",
        "zeroinitializer",
        "<{ i32, i32 }>",
        "<4 x i32> <i32 1",
        "getelementptr inbounds ([3 x i32], ptr @table",
        "ptrtoint (ptr @table to i64)",
        "undef",
        "poison",
        "personality ptr @__gxx_personality_v0",
        "@external_counter = external global i32",
        "noundef",
    ] {
        assert!(text.contains(opcode), "missing {opcode:?} in\n{text}");
    }
    // rllc reads its own output back to the same text.
    let back = parse(&text).unwrap_or_else(|d| panic!("{}", d.render("built.ll", &text)));
    assert!(verify(&back).is_empty());
    assert_eq!(print_module(&back), text);
    // And so does LLVM.
    let dir = std::env::temp_dir().join(format!("rllc-builder-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ll = dir.join("every.ll");
    std::fs::write(&ll, &text).unwrap();
    let out = Command::new("llvm-as-19")
        .arg(&ll)
        .arg("-o")
        .arg(dir.join("every.bc"))
        .output()
        .expect("llvm-as-19 must be installed");
    assert!(out.status.success(), "llvm-as-19 rejects the text:\n{}\n{text}", String::from_utf8_lossy(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}
