//! Unit tests of the verifier: broken IR built with the builder (and by editing the arenas
//! directly, to get the half-broken shapes only a buggy frontend makes), checking the
//! message each problem gets and that nothing panics.

use super::verify;
use crate::constant::{Const, ConstId};
use crate::inst::{Align, Atomic, BinOp, CallInfo, CastOp, Inst, InstKind, IntPred, Ordering, RmwOp, SyncScope, TailKind};
use crate::module::{AliasOrIFunc, GlobalId, GlobalKind, GlobalValue, GlobalVar, Linkage, Module};
use crate::types::{FloatKind, TypeId, TypeTable};
use crate::value::{BlockId, InstId, Value};

/// A module with `define <ret> @f(<params>)`.
fn module_with(ret: TypeId, params: &[TypeId]) -> (Module, GlobalId) {
    let mut m = Module::new();
    let fty = m.types.function(ret, params, false);
    let f = m.declare_function("f", fty, Linkage::External);
    (m, f)
}

fn messages(m: &Module) -> Vec<String> {
    verify(m).into_iter().map(|d| d.message).collect()
}

/// `messages` from `verify_parsed` (the rules a parsed module still needs checked).
fn parsed_messages(m: &Module) -> Vec<String> {
    super::verify_parsed(m).into_iter().map(|d| d.message).collect()
}

#[track_caller]
fn assert_has(m: &Module, needle: &str) {
    let msgs = messages(m);
    assert!(msgs.iter().any(|s| s.contains(needle)), "expected a message containing {needle:?}, got {msgs:#?}");
}

#[track_caller]
fn assert_clean(m: &Module) {
    let msgs = messages(m);
    assert!(msgs.is_empty(), "expected no problems, got {msgs:#?}");
}

/// `f` with one block whose body `body` builds; `ret void` is appended.
fn void_fn(params: &[TypeId], body: impl FnOnce(&mut crate::builder::FunctionBuilder)) -> Module {
    let (mut m, f) = module_with(TypeTable::VOID, params);
    let mut b = m.build(f);
    let e = b.block(Some("entry"));
    b.switch_to(e);
    body(&mut b);
    b.ret(None);
    m
}

fn push(b: &mut crate::builder::FunctionBuilder, kind: InstKind, ty: TypeId, ops: Vec<Value>) -> Value {
    Value::Inst(b.push(Inst::new(kind, ty, ops)))
}

#[test]
fn well_formed_function_is_clean() {
    let (mut m, f) = module_with(TypeTable::I32, &[TypeTable::I32, TypeTable::PTR]);
    let mut b = m.build(f);
    let (entry, then, join) = (b.block(Some("entry")), b.block(Some("then")), b.block(Some("join")));
    b.switch_to(entry);
    let zero = Value::Const(b.m.const_int(TypeTable::I32, 0));
    let c = b.icmp(IntPred::Sgt, Value::Arg(0), zero);
    let slot = b.alloca(TypeTable::I32, Align::new(4));
    b.store(Value::Arg(0), slot, Align::new(4));
    b.cond_br(c, then, join);
    b.switch_to(then);
    let x = b.load(TypeTable::I32, slot, Align::new(4));
    let y = b.add(x, Value::Arg(0));
    b.br(join);
    b.switch_to(join);
    let p = b.phi(TypeTable::I32, &[(y, then), (zero, entry)]);
    b.ret(Some(p));
    assert_clean(&m);
}

#[test]
fn block_without_terminator() {
    let (mut m, f) = module_with(TypeTable::VOID, &[TypeTable::I32]);
    let mut b = m.build(f);
    let e = b.block(Some("entry"));
    b.switch_to(e);
    b.add(Value::Arg(0), Value::Arg(0));
    b.block(Some("empty"));
    let msgs = messages(&m);
    assert_eq!(msgs.len(), 2, "{msgs:?}");
    assert!(msgs.iter().all(|s| s == "Basic Block in function 'f' does not have terminator!"));
}

#[test]
fn terminator_in_the_middle() {
    let m = void_fn(&[], |b| {
        b.unreachable();
    });
    assert_has(&m, "Terminator found in the middle of a basic block!");
}

#[test]
fn phis_grouped_and_matching_predecessors() {
    let (mut m, f) = module_with(TypeTable::VOID, &[TypeTable::I1, TypeTable::I32]);
    let mut b = m.build(f);
    let (entry, l, r, j) = (b.block(None), b.block(None), b.block(None), b.block(None));
    b.switch_to(entry);
    b.cond_br(Value::Arg(0), l, r);
    b.switch_to(l);
    b.br(j);
    b.switch_to(r);
    b.br(j);
    b.switch_to(j);
    let one = Value::Const(b.m.const_int(TypeTable::I32, 1));
    b.phi(TypeTable::I32, &[(one, l)]); // missing r
    b.phi(TypeTable::I32, &[(one, l), (one, entry)]); // entry is no predecessor
    b.add(one, one);
    b.phi(TypeTable::I32, &[(one, l), (one, r)]); // after a non-phi
    b.ret(None);
    let msgs = messages(&m);
    assert!(
        msgs.contains(&"PHINode should have one entry for each predecessor of its parent basic block!".to_string()),
        "{msgs:?}"
    );
    assert!(msgs.contains(&"PHI node entries do not match predecessors!".to_string()), "{msgs:?}");
    assert!(msgs.contains(&"PHI nodes not grouped at top of basic block!".to_string()), "{msgs:?}");
}

#[test]
fn duplicate_edges_need_duplicate_phi_entries_with_one_value() {
    let (mut m, f) = module_with(TypeTable::VOID, &[TypeTable::I1, TypeTable::I32]);
    let mut b = m.build(f);
    let (entry, j) = (b.block(None), b.block(None));
    b.switch_to(entry);
    b.cond_br(Value::Arg(0), j, j);
    b.switch_to(j);
    let one = Value::Const(b.m.const_int(TypeTable::I32, 1));
    b.phi(TypeTable::I32, &[(one, entry), (one, entry)]);
    b.ret(None);
    assert_clean(&m);
    let j_phi = InstId(1);
    m.function_mut(f).unwrap().inst_mut(j_phi).ops[0] = Value::Arg(1);
    assert_has(&m, "PHI node has multiple entries for the same basic block with different incoming values!");
}

#[test]
fn phi_operand_types() {
    let (mut m, f) = module_with(TypeTable::VOID, &[TypeTable::I64]);
    let mut b = m.build(f);
    let (entry, j) = (b.block(None), b.block(None));
    b.switch_to(entry);
    b.br(j);
    b.switch_to(j);
    b.phi(TypeTable::I32, &[(Value::Arg(0), entry)]);
    b.ret(None);
    assert_has(&m, "PHI node operands are not the same type as the result!");
}

#[test]
fn dominance() {
    let (mut m, f) = module_with(TypeTable::I32, &[TypeTable::I1, TypeTable::I32]);
    let mut b = m.build(f);
    let (entry, l, r, j) = (b.block(None), b.block(None), b.block(None), b.block(None));
    b.switch_to(entry);
    b.cond_br(Value::Arg(0), l, r);
    b.switch_to(l);
    let x = b.add(Value::Arg(1), Value::Arg(1));
    b.br(j);
    b.switch_to(r);
    b.br(j);
    b.switch_to(j);
    // %x is defined on one path only.
    let y = b.add(x, x);
    b.ret(Some(y));
    let msgs = messages(&m);
    assert_eq!(msgs.len(), 1, "{msgs:?}");
    assert!(msgs[0].starts_with("Instruction does not dominate all uses!"));
}

#[test]
fn phi_uses_are_checked_at_the_end_of_the_incoming_block() {
    let (mut m, f) = module_with(TypeTable::I32, &[TypeTable::I1, TypeTable::I32]);
    let mut b = m.build(f);
    let (entry, l, j) = (b.block(None), b.block(None), b.block(None));
    b.switch_to(entry);
    b.cond_br(Value::Arg(0), l, j);
    b.switch_to(l);
    let x = b.add(Value::Arg(1), Value::Arg(1));
    b.br(j);
    b.switch_to(j);
    // Fine: %x flows in from %l, where it is defined.
    let p = b.phi(TypeTable::I32, &[(x, l), (Value::Arg(1), entry)]);
    b.ret(Some(p));
    assert_clean(&m);
    // Not fine: %x from %entry.
    let func = m.function_mut(f).unwrap();
    let phi = func.blocks[2].insts[0];
    func.inst_mut(phi).ops = vec![Value::Arg(1), Value::Block(BlockId(1)), x, Value::Block(BlockId(0))].into();
    assert_has(&m, "Instruction does not dominate all uses!");
}

#[test]
fn self_reference_only_in_phis_or_dead_code() {
    let (mut m, f) = module_with(TypeTable::VOID, &[]);
    let mut b = m.build(f);
    let (entry, dead) = (b.block(None), b.block(None));
    b.switch_to(entry);
    let one = Value::Const(b.m.const_int(TypeTable::I32, 1));
    let own = b.add(one, one);
    b.ret(None);
    b.switch_to(dead);
    let d = b.add(one, one);
    b.ret(None);
    let func = m.function_mut(f).unwrap();
    let (Value::Inst(oi), Value::Inst(di)) = (own, d) else { unreachable!() };
    func.inst_mut(oi).ops[0] = own;
    func.inst_mut(di).ops[0] = d;
    let msgs = messages(&m);
    assert_eq!(msgs, vec!["Only PHI nodes may reference their own value!".to_string()]);
}

#[test]
fn entry_block_cannot_be_a_branch_target() {
    let (mut m, f) = module_with(TypeTable::VOID, &[]);
    let mut b = m.build(f);
    let entry = b.block(None);
    b.switch_to(entry);
    b.br(entry);
    assert_has(&m, "Entry block to function must not have predecessors!");
}

#[test]
fn arithmetic_types() {
    let m = void_fn(&[TypeTable::I32, TypeTable::I64, TypeTable::DOUBLE], |b| {
        b.add(Value::Arg(0), Value::Arg(1));
        b.binary(BinOp::FAdd, Value::Arg(0), Value::Arg(0));
        b.binary(BinOp::Add, Value::Arg(2), Value::Arg(2));
        b.binary(BinOp::Shl, Value::Arg(2), Value::Arg(2));
        b.binary(BinOp::Xor, Value::Arg(2), Value::Arg(2));
        push(
            b,
            InstKind::Binary { op: BinOp::Add, flags: 0, fmf: Default::default() },
            TypeTable::I64,
            vec![Value::Arg(0), Value::Arg(0)],
        );
        push(
            b,
            InstKind::Binary { op: BinOp::Add, flags: crate::inst::flags::EXACT, fmf: Default::default() },
            TypeTable::I32,
            vec![Value::Arg(0), Value::Arg(0)],
        );
    });
    let msgs = messages(&m);
    for want in [
        "Both operands to a binary operator are not of the same type!",
        "Floating-point arithmetic operators only work with floating-point types!",
        "Integer arithmetic operators only work with integral types!",
        "Shifts only work with integral types!",
        "Logical operators only work with integral types!",
        "Integer arithmetic operators must have same type for operands and result!",
        "invalid flags on 'add'",
    ] {
        assert!(msgs.iter().any(|s| s == want), "missing {want:?} in {msgs:#?}");
    }
}

#[test]
fn compares_and_select() {
    let m = void_fn(&[TypeTable::I32, TypeTable::DOUBLE, TypeTable::I64], |b| {
        b.icmp(IntPred::Eq, Value::Arg(0), Value::Arg(2));
        b.icmp(IntPred::Eq, Value::Arg(1), Value::Arg(1));
        push(b, InstKind::ICmp { pred: IntPred::Eq, flags: 0 }, TypeTable::I32, vec![Value::Arg(0), Value::Arg(0)]);
        b.fcmp(crate::inst::FloatPred::Oeq, Value::Arg(0), Value::Arg(0));
        b.select(Value::Arg(0), Value::Arg(0), Value::Arg(0));
        let c = b.icmp(IntPred::Eq, Value::Arg(0), Value::Arg(0));
        b.select(c, Value::Arg(0), Value::Arg(2));
    });
    let msgs = messages(&m);
    for want in [
        "Both operands to ICmp instruction are not of the same type!",
        "Invalid operand types for ICmp instruction",
        "icmp must produce i1 or a vector of i1 of its operands' length",
        "Invalid operand types for FCmp instruction",
        "Invalid operands for select instruction: select condition must be i1 or <n x i1>",
        "Invalid operands for select instruction: both values to select must have same type",
    ] {
        assert!(msgs.iter().any(|s| s == want), "missing {want:?} in {msgs:#?}");
    }
}

#[test]
fn casts() {
    let mut m = Module::new();
    let f80 = m.types.float(FloatKind::X86Fp80);
    let fty = m.types.function(TypeTable::VOID, &[TypeTable::I32, TypeTable::PTR, TypeTable::DOUBLE], false);
    let f = m.declare_function("f", fty, Linkage::External);
    let v4 = m.types.vector(TypeTable::I32, 4, false);
    let mut b = m.build(f);
    let e = b.block(None);
    b.switch_to(e);
    b.cast(CastOp::Trunc, Value::Arg(0), TypeTable::I64);
    b.cast(CastOp::ZExt, Value::Arg(0), TypeTable::I16);
    b.cast(CastOp::SExt, Value::Arg(0), v4);
    b.cast(CastOp::BitCast, Value::Arg(1), TypeTable::I64);
    b.cast(CastOp::BitCast, Value::Arg(2), TypeTable::I32);
    b.cast(CastOp::FPToSI, Value::Arg(0), TypeTable::I32);
    b.cast(CastOp::FPTrunc, Value::Arg(2), f80);
    b.cast(CastOp::PtrToInt, Value::Arg(0), TypeTable::I64);
    b.cast(CastOp::AddrSpaceCast, Value::Arg(1), TypeTable::PTR);
    b.cast(CastOp::ZExt, Value::Arg(0), TypeTable::I64); // fine
    b.ret(None);
    let msgs = messages(&m);
    for want in [
        "DestTy too big for Trunc",
        "Type too small for ZExt",
        "sext source and destination must both be a vector or neither",
        "Invalid bitcast",
        "FPToSI source must be FP or FP vector",
        "DestTy too big for FPTrunc",
        "PtrToInt source must be pointer",
        "AddrSpaceCast must be between different address spaces",
    ] {
        assert!(msgs.iter().any(|s| s == want), "missing {want:?} in {msgs:#?}");
    }
    assert_eq!(msgs.iter().filter(|s| s.as_str() == "Invalid bitcast").count(), 2);
}

#[test]
fn memory_access() {
    let mut m = Module::new();
    let t = m.syms.intern_str("T");
    let opaque = m.types.new_named_struct(Some(t));
    let fty = m.types.function(TypeTable::VOID, &[TypeTable::PTR, TypeTable::I32], false);
    let f = m.declare_function("f", fty, Linkage::External);
    let mut b = m.build(f);
    let e = b.block(None);
    b.switch_to(e);
    b.load(TypeTable::I32, Value::Arg(1), None);
    b.load(opaque, Value::Arg(0), None);
    // An alignment that is not a power of two cannot be made (`Align::new`).
    assert_eq!(Align::new(3), None);
    b.load(TypeTable::I32, Value::Arg(0), Align::new(1 << 33));
    b.store(Value::Arg(1), Value::Arg(1), None);
    b.alloca(opaque, None);
    b.ret(None);
    let msgs = messages(&m);
    for want in [
        "Load operand must be a pointer.",
        "loading unsized types is not allowed",
        "huge alignment values are unsupported",
        "Store operand must be a pointer.",
        "Cannot allocate unsized type",
    ] {
        assert!(msgs.iter().any(|s| s == want), "missing {want:?} in {msgs:#?}");
    }
}

#[test]
fn atomics() {
    let at = |o| Some(Atomic { ordering: o, scope: SyncScope::System });
    let mut m = Module::new();
    let cx_ty = m.types.struct_literal(&[TypeTable::I32, TypeTable::I1], false);
    let fty = m.types.function(TypeTable::VOID, &[TypeTable::PTR, TypeTable::I32, TypeTable::DOUBLE], false);
    let f = m.declare_function("f", fty, Linkage::External);
    let mut b = m.build(f);
    let e = b.block(None);
    b.switch_to(e);
    let (p, x, d) = (Value::Arg(0), Value::Arg(1), Value::Arg(2));
    push(
        &mut b,
        InstKind::Load { align: Align::new(4), volatile: false, atomic: at(Ordering::Release) },
        TypeTable::I32,
        vec![p],
    );
    push(
        &mut b,
        InstKind::Store { align: Align::new(4), volatile: false, atomic: at(Ordering::Acquire) },
        TypeTable::VOID,
        vec![x, p],
    );
    push(
        &mut b,
        InstKind::Load { align: None, volatile: false, atomic: at(Ordering::SeqCst) },
        TypeTable::I32,
        vec![p],
    );
    push(&mut b, InstKind::Load { align: Align::new(8), volatile: false, atomic: at(Ordering::SeqCst) }, cx_ty, vec![p]);
    let cmpxchg = InstKind::CmpXchg {
        weak: false,
        volatile: false,
        success: Ordering::SeqCst,
        failure: Ordering::Release,
        scope: SyncScope::System,
        align: Align::new(4),
    };
    push(&mut b, cmpxchg, cx_ty, vec![p, x, x]);
    push(
        &mut b,
        InstKind::Fence(Atomic { ordering: Ordering::Monotonic, scope: SyncScope::System }),
        TypeTable::VOID,
        vec![],
    );
    let rmw = |op, o| InstKind::AtomicRmw {
        op,
        volatile: false,
        atomic: Atomic { ordering: o, scope: SyncScope::System },
        align: Align::new(4),
    };
    push(&mut b, rmw(RmwOp::Add, Ordering::Unordered), TypeTable::I32, vec![p, x]);
    push(&mut b, rmw(RmwOp::Add, Ordering::SeqCst), TypeTable::DOUBLE, vec![p, d]);
    push(&mut b, rmw(RmwOp::FAdd, Ordering::SeqCst), TypeTable::I32, vec![p, x]);
    b.ret(None);
    let msgs = messages(&m);
    for want in [
        "Load cannot have Release ordering",
        "Store cannot have Acquire ordering",
        "atomic load must have explicit non-zero alignment",
        "atomic load operand must have integer, pointer, or floating point type!",
        "cmpxchg failure ordering cannot include release semantics",
        "fence instructions may only have acquire, release, acq_rel, or seq_cst ordering.",
        "atomicrmw instructions cannot be unordered.",
        "atomicrmw add operand must have integer type!",
        "atomicrmw fadd operand must have floating-point or fixed vector of floating-point type!",
    ] {
        assert!(msgs.iter().any(|s| s == want), "missing {want:?} in {msgs:#?}");
    }
}

#[test]
fn gep_and_aggregates() {
    let mut m = Module::new();
    let s = m.types.struct_literal(&[TypeTable::I32, TypeTable::I64], false);
    let fty = m.types.function(TypeTable::VOID, &[TypeTable::PTR, TypeTable::I32], false);
    let f = m.declare_function("f", fty, Linkage::External);
    let mut b = m.build(f);
    let e = b.block(None);
    b.switch_to(e);
    let zero = Value::Const(b.m.const_int(TypeTable::I32, 0));
    let two = Value::Const(b.m.const_int(TypeTable::I32, 2));
    let zero64 = Value::Const(b.m.const_int(TypeTable::I64, 0));
    b.gep(s, Value::Arg(0), &[zero, Value::Arg(1)]);
    b.gep(s, Value::Arg(0), &[zero, two]);
    b.gep(s, Value::Arg(0), &[zero, zero64]);
    b.gep(s, Value::Arg(1), &[zero]);
    b.gep(s, Value::Arg(0), &[zero, zero]); // fine
    let agg = Value::Const(b.m.konst(Const::Zero(s)));
    push(&mut b, InstKind::ExtractValue { indices: vec![2].into() }, TypeTable::I32, vec![agg]);
    push(&mut b, InstKind::ExtractValue { indices: vec![1].into() }, TypeTable::I32, vec![agg]);
    push(&mut b, InstKind::InsertValue { indices: vec![0].into() }, s, vec![agg, zero]); // fine
    push(&mut b, InstKind::ExtractElement, TypeTable::I32, vec![agg, zero]);
    b.ret(None);
    let msgs = messages(&m);
    assert_eq!(msgs.iter().filter(|s| s.starts_with("Invalid indices for GEP pointer type!")).count(), 3, "{msgs:#?}");
    for want in [
        "GEP base pointer is not a vector or a vector of pointers",
        "Invalid ExtractValueInst operands!",
        "Invalid extractelement operands!",
    ] {
        assert!(msgs.iter().any(|s| s == want), "missing {want:?} in {msgs:#?}");
    }
    assert_eq!(msgs.iter().filter(|s| s.as_str() == "Invalid ExtractValueInst operands!").count(), 2);
}

#[test]
fn returns_branches_switches() {
    let (mut m, f) = module_with(TypeTable::I32, &[TypeTable::I32, TypeTable::I64]);
    let mut b = m.build(f);
    let (e, x, y, z) = (b.block(None), b.block(None), b.block(None), b.block(None));
    b.switch_to(e);
    let one = Value::Const(b.m.const_int(TypeTable::I32, 1));
    let one64 = Value::Const(b.m.const_int(TypeTable::I64, 1));
    let ops = vec![
        Value::Arg(0),
        Value::Block(x),
        one,
        Value::Block(y),
        one,
        Value::Block(z),
        one64,
        Value::Block(z),
        Value::Arg(0),
        Value::Block(z),
    ];
    push(&mut b, InstKind::Switch, TypeTable::VOID, ops);
    b.switch_to(x);
    b.cond_br(Value::Arg(0), y, z);
    b.switch_to(y);
    b.ret(None);
    b.switch_to(z);
    b.ret(Some(Value::Arg(1)));
    let msgs = messages(&m);
    for want in [
        "Duplicate integer as switch case",
        "Switch constants must all be same type as switch value!",
        "Case value is not a constant integer.",
        "Branch condition is not 'i1' type!",
        "Function return type does not match operand type of return inst! (expected i32)",
    ] {
        assert!(msgs.iter().any(|s| s == want), "missing {want:?} in {msgs:#?}");
    }
    assert_eq!(msgs.iter().filter(|s| s.starts_with("Function return type does not match")).count(), 2);
    let m2 = void_fn(&[TypeTable::I32], |b| {
        b.ret(Some(Value::Arg(0)));
    });
    assert_has(&m2, "Found return instr that returns non-void in Function of void return type!");
}

#[test]
fn calls() {
    let mut m = Module::new();
    let gty = m.types.function(TypeTable::I32, &[TypeTable::I32, TypeTable::PTR], false);
    let g = m.declare_function("g", gty, Linkage::External);
    let fty = m.types.function(TypeTable::VOID, &[TypeTable::I64], false);
    let f = m.declare_function("f", fty, Linkage::External);
    let mut b = m.build(f);
    let e = b.block(None);
    b.switch_to(e);
    b.call(g, &[Value::Arg(0)]);
    b.call(g, &[Value::Arg(0), Value::Arg(0)]);
    b.ret(None);
    let msgs = messages(&m);
    assert!(msgs.contains(&"Incorrect number of arguments passed to called function!".to_string()), "{msgs:#?}");
    assert!(
        msgs.iter().any(|s| s.starts_with(
            "Call parameter type does not match function signature! (argument 1 is i64, the function takes i32)"
        )),
        "{msgs:#?}"
    );
}

#[test]
fn musttail_must_precede_ret() {
    let mut m = Module::new();
    let fty = m.types.function(TypeTable::I32, &[TypeTable::I32], false);
    let g = m.declare_function("g", fty, Linkage::External);
    let f = m.declare_function("f", fty, Linkage::External);
    let mut b = m.build(f);
    let e = b.block(None);
    b.switch_to(e);
    let r = b.call(g, &[Value::Arg(0)]);
    let s = b.add(r, r);
    b.ret(Some(s));
    let Value::Inst(ci) = r else { unreachable!() };
    if let InstKind::Call(c) = &mut m.function_mut(f).unwrap().inst_mut(ci).kind {
        c.tail = TailKind::MustTail;
    }
    assert_has(&m, "musttail call must precede a ret with an optional bitcast");
    // `call; ret %call` is fine.
    let func = m.function_mut(f).unwrap();
    let ret = func.blocks[0].insts[2];
    func.blocks[0].insts.remove(1);
    func.inst_mut(ret).ops = vec![r].into();
    assert_clean(&m);
}

#[test]
fn globals() {
    let mut m = Module::new();
    let one = m.const_int(TypeTable::I32, 1);
    let zero64 = m.const_int(TypeTable::I64, 0);
    let mk = |name: &str, m: &mut Module, init: Option<ConstId>, ty: TypeId, linkage: Linkage| {
        let name = m.syms.intern_str(name);
        let mut g =
            GlobalValue::new(Some(name), GlobalKind::Var(GlobalVar { value_ty: ty, init, ..Default::default() }));
        g.linkage = linkage;
        m.add_global(g).unwrap()
    };
    mk("common", &mut m, Some(one), TypeTable::I32, Linkage::Common);
    mk("mismatch", &mut m, Some(zero64), TypeTable::I32, Linkage::External);
    mk("app", &mut m, Some(one), TypeTable::I32, Linkage::Appending);
    mk("decl", &mut m, None, TypeTable::I32, Linkage::Internal);
    let d = mk("ext", &mut m, None, TypeTable::I32, Linkage::External);
    let target = m.global_ref(d);
    let al = m.syms.intern_str("al");
    let alias = GlobalValue::new(Some(al), GlobalKind::Alias(AliasOrIFunc { value_ty: TypeTable::I32, target }));
    m.add_global(alias).unwrap();
    let msgs = messages(&m);
    for want in [
        "'common' global must have a zero initializer!",
        "Global variable initializer type does not match global variable type!",
        "Only global arrays can have appending linkage!",
        "Global is external, but doesn't have external or weak linkage!",
        "Alias must point to a definition",
    ] {
        assert!(msgs.iter().any(|s| s == want), "missing {want:?} in {msgs:#?}");
    }
}

#[test]
fn alias_cycles() {
    let mut m = Module::new();
    let (na, nb) = (m.syms.intern_str("a"), m.syms.intern_str("b"));
    let a = m
        .add_global(GlobalValue::new(
            Some(na),
            GlobalKind::Alias(AliasOrIFunc { value_ty: TypeTable::I32, target: ConstId(0) }),
        ))
        .unwrap();
    let b = m
        .add_global(GlobalValue::new(
            Some(nb),
            GlobalKind::Alias(AliasOrIFunc { value_ty: TypeTable::I32, target: ConstId(0) }),
        ))
        .unwrap();
    let (ra, rb) = (m.global_ref(a), m.global_ref(b));
    if let GlobalKind::Alias(x) = &mut m.global_mut(a).kind {
        x.target = rb;
    }
    if let GlobalKind::Alias(x) = &mut m.global_mut(b).kind {
        x.target = ra;
    }
    assert_has(&m, "Aliases cannot form a cycle");
}

#[test]
fn intrinsic_names_and_signatures() {
    let mut m = Module::new();
    let i32_i32 = m.types.function(TypeTable::I32, &[TypeTable::I32], false);
    let i64_i64 = m.types.function(TypeTable::I64, &[TypeTable::I64], false);
    let memcpy_ty =
        m.types.function(TypeTable::VOID, &[TypeTable::PTR, TypeTable::PTR, TypeTable::I64, TypeTable::I1], false);
    let v = m.types.function(TypeTable::VOID, &[], false);
    m.declare_function("llvm.ctpop.i32", i32_i32, Linkage::External);
    m.declare_function("llvm.ctpop.i64", i32_i32, Linkage::External);
    m.declare_function("llvm.bswap.i32", i64_i64, Linkage::External);
    m.declare_function("llvm.memcpy.p0.p0.i64", memcpy_ty, Linkage::External);
    m.declare_function("llvm.memcpy.p0.p0.i32", memcpy_ty, Linkage::External);
    m.declare_function("llvm.trap", v, Linkage::External);
    m.declare_function("llvm.trap.i32", v, Linkage::External);
    m.declare_function("llvm.no.such.thing", v, Linkage::External);
    m.declare_function("llvm.x86.sse2.pause", v, Linkage::External);
    m.declare_function("llvm.x86.", v, Linkage::External);
    m.declare_function("llvm.ctlz.i32", i32_i32, Linkage::External);
    let msgs = messages(&m);
    let expect = [
        "Intrinsic name not mangled correctly for type arguments! Should be: llvm.ctpop.i32",
        "Intrinsic name not mangled correctly for type arguments! Should be: llvm.bswap.i64",
        "Intrinsic name not mangled correctly for type arguments! Should be: llvm.memcpy.p0.p0.i64",
        "invalid intrinsic name 'llvm.trap.i32': not an LLVM 19 intrinsic",
        "invalid intrinsic name 'llvm.no.such.thing': not an LLVM 19 intrinsic",
        "invalid intrinsic name 'llvm.x86.': not an LLVM 19 intrinsic",
        "Intrinsic has incorrect argument type! (it takes 2 arguments, not 1)",
    ];
    assert_eq!(msgs, expect, "{msgs:#?}");
}

#[test]
fn intrinsic_overloads_with_structs_and_vectors() {
    let mut m = Module::new();
    let v4 = m.types.vector(TypeTable::I32, 4, false);
    let v4b = m.types.vector(TypeTable::I1, 4, false);
    let pair = m.types.struct_literal(&[v4, v4b], false);
    let bad_pair = m.types.struct_literal(&[v4, TypeTable::I1], false);
    let ok_ty = m.types.function(pair, &[v4, v4], false);
    let bad_ty = m.types.function(bad_pair, &[v4, v4], false);
    let red = m.types.function(TypeTable::I32, &[v4], false);
    let fpclass = m.types.function(TypeTable::I1, &[TypeTable::DOUBLE, TypeTable::I32], false);
    m.declare_function("llvm.sadd.with.overflow.v4i32", ok_ty, Linkage::External);
    m.declare_function("llvm.uadd.with.overflow.v4i32", bad_ty, Linkage::External);
    m.declare_function("llvm.vector.reduce.add.v4i32", red, Linkage::External);
    m.declare_function("llvm.is.fpclass.f64", fpclass, Linkage::External);
    let msgs = messages(&m);
    assert_eq!(msgs, vec!["Intrinsic has incorrect return type!".to_string()]);
}

#[test]
fn intrinsic_calls_need_constant_immargs_and_cannot_be_defined() {
    let mut m = Module::new();
    let cty = m.types.function(TypeTable::I32, &[TypeTable::I32, TypeTable::I1], false);
    let ctlz = m.declare_function("llvm.ctlz.i32", cty, Linkage::External);
    let fty = m.types.function(TypeTable::VOID, &[TypeTable::I32, TypeTable::I1], false);
    let f = m.declare_function("llvm.memset.p0.i64", fty, Linkage::External);
    let mut b = m.build(f);
    let e = b.block(None);
    b.switch_to(e);
    b.call(ctlz, &[Value::Arg(0), Value::Arg(1)]);
    b.ret(None);
    let msgs = messages(&m);
    assert!(msgs.contains(&"llvm intrinsics cannot be defined!".to_string()), "{msgs:#?}");
    assert!(msgs.iter().any(|s| s.starts_with("immarg operand has non-immediate parameter")), "{msgs:#?}");
}

#[test]
fn broken_ids_do_not_panic() {
    let (mut m, f) = module_with(TypeTable::VOID, &[TypeTable::I32]);
    let mut b = m.build(f);
    let (e, x) = (b.block(None), b.block(None));
    b.switch_to(e);
    push(
        &mut b,
        InstKind::Binary { op: BinOp::Add, flags: 0, fmf: Default::default() },
        TypeTable::I32,
        vec![Value::Inst(InstId(999)), Value::Arg(7)],
    );
    push(
        &mut b,
        InstKind::Cast { op: CastOp::ZExt, flags: 0, fmf: Default::default() },
        TypeId(9999),
        vec![Value::Const(ConstId(12345))],
    );
    push(&mut b, InstKind::Br, TypeTable::VOID, vec![Value::Block(BlockId(77))]);
    b.switch_to(x);
    push(&mut b, InstKind::Phi { fmf: Default::default() }, TypeTable::I32, vec![Value::Arg(0)]);
    push(&mut b, InstKind::Switch, TypeTable::VOID, vec![]);
    push(
        &mut b,
        InstKind::Call(Box::new(CallInfo { fn_ty: TypeTable::I32, num_args: 5, ..Default::default() })),
        TypeTable::VOID,
        vec![],
    );
    push(
        &mut b,
        InstKind::Ret,
        TypeTable::VOID,
        vec![Value::Meta(crate::metadata::MdId(55)), Value::Asm(crate::value::AsmId(3))],
    );
    let func = m.function_mut(f).unwrap();
    func.layout.push(BlockId(500));
    func.blocks[1].insts.push(InstId(4242));
    let e0 = func.blocks[0].insts[0];
    func.inst_mut(e0).block = BlockId(1);
    func.set_dbg(e0, Some(crate::metadata::MdId(9)));
    let msgs = messages(&m);
    assert!(!msgs.is_empty());
    // The same with a sane layout, so the per-instruction checks run too.
    let func = m.function_mut(f).unwrap();
    func.layout.pop();
    func.blocks[1].insts.pop();
    let msgs = messages(&m);
    assert!(msgs.iter().any(|s| s.contains("refers to a value that does not exist")), "{msgs:#?}");
    assert!(msgs.iter().any(|s| s.contains("Instruction has bogus parent pointer!")), "{msgs:#?}");
}

#[test]
fn all_problems_reported_in_source_order() {
    let (mut m, f) = module_with(TypeTable::VOID, &[TypeTable::I32, TypeTable::I64]);
    let mut b = m.build(f);
    let e = b.block(None);
    b.switch_to(e);
    let a = b.add(Value::Arg(0), Value::Arg(1));
    let c = b.add(Value::Arg(1), Value::Arg(0));
    b.ret(None);
    let func = m.function_mut(f).unwrap();
    let (Value::Inst(ai), Value::Inst(ci)) = (a, c) else { unreachable!() };
    func.inst_mut(ai).src = crate::module::SrcLoc(200);
    func.inst_mut(ci).src = crate::module::SrcLoc(100);
    let ds = verify(&m);
    assert_eq!(ds.iter().map(|d| d.offset).collect::<Vec<_>>(), vec![Some(100), Some(200)]);
}

#[test]
fn huge_function_is_linear() {
    // 100k blocks in a chain, each using the value defined two blocks up, plus a phi.
    let (mut m, f) = module_with(TypeTable::I32, &[TypeTable::I32, TypeTable::I1]);
    let mut b = m.build(f);
    let n = 100_000;
    let blocks: Vec<BlockId> = (0..n).map(|_| b.block(None)).collect();
    let mut prev = Value::Arg(0);
    for i in 0..n {
        b.switch_to(blocks[i]);
        if i > 0 {
            let p = b.phi(TypeTable::I32, &[(prev, blocks[i - 1])]);
            prev = b.add(p, Value::Arg(0));
        }
        if i + 1 < n {
            b.br(blocks[i + 1]);
        } else {
            b.ret(Some(prev));
        }
    }
    let t = std::time::Instant::now();
    assert_clean(&m);
    assert!(t.elapsed().as_secs() < 20, "took {:?}", t.elapsed());
}

#[test]
fn parallel_checking_reports_what_sequential_checking_does() {
    // Many functions (dozens of chunks), every other one broken in two ways at the same
    // place (so the order among problems at one offset matters too).
    let mut src = String::new();
    for i in 0..4000 {
        if i % 2 == 0 {
            src.push_str(&format!("define i32 @f{i}(i32 %a) {{\n  %x = add i32 %a, 1\n  ret i32 %x\n}}\n"));
        } else {
            src.push_str(&format!(
                "define i32 @f{i}(i32 %a) {{\n  br label %b\nb:\n  %y = add i32 %z, %z\n  br label %c\nc:\n  %z = add i32 %a, 1\n  ret i32 %y\n}}\n"
            ));
        }
    }
    let m = crate::parse(&src).expect("parses");
    let v = super::Verifier::new(&m);
    let bodies: Vec<_> = m.functions().filter(|(_, f)| !f.is_declaration()).collect();
    let work: usize = bodies.iter().map(|(_, f)| f.insts.len() + 16).sum();
    assert!(work > 10 * super::CHUNK_INSTS, "{work}");
    let one: Vec<_> = super::check_bodies(&v, &bodies, 1, || {}).concat();
    assert!(one.len() >= 2000, "{}", one.len());
    for threads in [2, 3, 7, 16] {
        let many: Vec<_> = super::check_bodies(&v, &bodies, threads, || {}).concat();
        assert_eq!(many, one, "{threads} threads");
    }
}

#[test]
fn gep_index_types_and_vector_widths() {
    // The index checks read each index's type facts once; the messages and their order
    // (non-integer index first, the width after the indexed type) are LLVM's.
    let gep = |ops: &[u32], vector_result: bool| {
        let mut m = Module::new();
        let v2 = m.types.vector(TypeTable::I64, 2, false);
        let v4 = m.types.vector(TypeTable::I64, 4, false);
        let vf = m.types.vector(TypeTable::FLOAT, 2, false);
        let vp2 = m.types.vector(TypeTable::PTR, 2, false);
        let row = m.types.array(TypeTable::I8, 4);
        let arr = m.types.array(row, 4);
        let params = [TypeTable::PTR, v2, v4, vf, TypeTable::I64, TypeTable::FLOAT];
        let fty = m.types.function(TypeTable::VOID, &params, false);
        let f = m.declare_function("f", fty, Linkage::External);
        let mut b = m.build(f);
        let e = b.block(Some("entry"));
        b.switch_to(e);
        let mut vals = vec![Value::Arg(0)];
        vals.extend(ops.iter().map(|&k| Value::Arg(k)));
        let res = if vector_result { vp2 } else { TypeTable::PTR };
        push(&mut b, InstKind::Gep { source: arr, flags: 0 }, res, vals);
        b.ret(None);
        messages(&m)
    };
    assert!(gep(&[4], false).is_empty());
    assert!(gep(&[1], true).is_empty());
    assert_eq!(gep(&[1, 2], true), ["Invalid GEP index vector width"]);
    assert_eq!(gep(&[1, 2, 5], true), ["GEP indexes must be integers"]);
    assert_eq!(gep(&[3], true), ["GEP indexes must be integers"]);
    assert_eq!(gep(&[1, 4, 1], false), ["GEP is not of right type for indices!"]);
}

/// `!range`, `!nonnull` and `!align` are checked where they are attached (and only those
/// kinds: the others, like `!tbaa`, pass untouched).
#[test]
fn checked_attachments_report_their_misuse() {
    let src = "define ptr @f(ptr %p, i32 %x) {
  %a = load i32, ptr %p, !range !0
  %b = load ptr, ptr %p, !nonnull !1, !align !2, !tbaa !1
  %c = add i32 %x, 1, !range !3
  %d = load i32, ptr %p, !nonnull !1, !align !4
  %e = load ptr, ptr %p, !align !5
  ret ptr %b
}
!0 = !{i32 1, i32 1}
!1 = !{}
!2 = !{i64 8}
!3 = !{i32 0, i32 5}
!4 = !{i64 4}
!5 = !{i64 3}
";
    let m = crate::parser::parse(src).expect("parses");
    assert_eq!(
        messages(&m),
        [
            "Range must not be empty!",
            "Ranges are only for loads, calls and invokes!",
            "nonnull applies only to pointer types",
            "align applies only to pointer types",
            "align metadata value must be a power of 2!",
        ]
    );
}

/// The operand checks' fast path (the definitions' own blocks and ids in a canonical
/// layout, and the constant memo) must still turn away every broken use: a use before its
/// definition in one block, a definition from a dead block or another branch, a void
/// result as an operand, and an intrinsic's address once the same constant has passed as
/// a callee (the memo remembers it from that use).
#[test]
fn fast_operand_checks_still_reject_bad_uses() {
    let mut m = Module::new();
    let cty = m.types.function(TypeTable::I32, &[TypeTable::I32, TypeTable::I1], false);
    let ctlz = m.declare_function("llvm.ctlz.i32", cty, Linkage::External);
    let vty = m.types.function(TypeTable::VOID, &[], false);
    let nothing = m.declare_function("nothing", vty, Linkage::External);
    let gty = m.types.function(TypeTable::VOID, &[TypeTable::PTR], false);
    let g = m.declare_function("g", gty, Linkage::External);
    let fty = m.types.function(TypeTable::I32, &[TypeTable::I1, TypeTable::I32], false);
    let f = m.declare_function("f", fty, Linkage::External);
    let ctlz_addr = Value::Const(m.global_ref(ctlz));
    let mut b = m.build(f);
    let (entry, l, r, dead) = (b.block(None), b.block(None), b.block(None), b.block(None));
    b.switch_to(entry);
    let f0 = Value::Const(b.m.const_int(TypeTable::I1, 0));
    b.call(ctlz, &[Value::Arg(1), f0]);
    // Use before definition in one block: the add's operand is patched below.
    let early = b.add(Value::Arg(1), Value::Arg(1));
    let late = b.add(Value::Arg(1), Value::Arg(1));
    let void = b.call(nothing, &[]);
    b.cond_br(Value::Arg(0), l, r);
    b.switch_to(l);
    let on_l = b.add(late, late);
    // The intrinsic's address as an argument, after it passed as a callee above.
    b.call(g, &[ctlz_addr]);
    b.ret(Some(on_l));
    b.switch_to(r);
    // Defined on the other branch, and in a dead block.
    let from_l = b.add(on_l, on_l);
    let dead_val_use = b.add(Value::Arg(1), Value::Arg(1));
    b.ret(Some(from_l));
    b.switch_to(dead);
    let in_dead = b.add(Value::Arg(1), Value::Arg(1));
    // A use before its definition in a dead block is fine (it is dominated by everything).
    let dead_early = b.add(Value::Arg(1), Value::Arg(1));
    let dead_late = b.add(Value::Arg(1), Value::Arg(1));
    b.ret(Some(dead_late));
    let func = m.function_mut(f).unwrap();
    let id = |v: Value| v.as_inst().unwrap();
    func.inst_mut(id(early)).ops[0] = late;
    func.inst_mut(id(dead_val_use)).ops[0] = in_dead;
    func.inst_mut(id(dead_early)).ops[0] = dead_late;
    func.inst_mut(id(late)).ops[1] = void;
    let msgs = messages(&m);
    let dominance = msgs.iter().filter(|s| s.starts_with("Instruction does not dominate all uses!")).count();
    assert_eq!(dominance, 3, "{msgs:#?}");
    assert!(msgs.contains(&"Instruction operands must be first-class values!".to_string()), "{msgs:#?}");
    assert!(msgs.contains(&"Cannot take the address of an intrinsic!".to_string()), "{msgs:#?}");
    assert_eq!(msgs.len(), 5, "{msgs:#?}");
}

/// Attribute sets remember that they passed (a function attribute set; a parameter set on
/// the type it was last good on): a set must still be reported at every function that
/// uses it when it is bad, and on a type it does not suit after passing on another.
#[test]
fn remembered_attribute_sets_still_report_misuse() {
    use crate::attrs::{Attr, AttrKind};
    let mut m = Module::new();
    let i32_ty = m.types.function(TypeTable::VOID, &[TypeTable::I32], false);
    let ptr_ty = m.types.function(TypeTable::VOID, &[TypeTable::PTR], false);
    let a = m.declare_function("a", i32_ty, Linkage::External);
    let b = m.declare_function("b", ptr_ty, Linkage::External);
    let c = m.declare_function("c", i32_ty, Linkage::External);
    let d = m.declare_function("d", i32_ty, Linkage::External);
    let zext = m.attrs.intern(vec![Attr::Flag(AttrKind::ZeroExt)], &m.syms);
    let clash = m.attrs.intern(vec![Attr::Flag(AttrKind::NoInline), Attr::Flag(AttrKind::AlwaysInline)], &m.syms);
    let fine = m.attrs.intern(vec![Attr::Flag(AttrKind::NoInline)], &m.syms);
    for (g, fn_set) in [(a, fine), (b, fine), (c, clash), (d, clash)] {
        let f = m.function_mut(g).unwrap();
        f.params[0].attrs = zext;
        f.fn_attrs = fn_set;
    }
    let msgs = messages(&m);
    let clash_msg = "Attributes 'noinline and alwaysinline' are incompatible!";
    let clashes = msgs.iter().filter(|s| s.starts_with(clash_msg)).count();
    assert_eq!(clashes, 2, "{msgs:#?}");
    assert!(msgs.contains(&"Attribute 'zeroext' applied to incompatible type!".to_string()), "{msgs:#?}");
    assert_eq!(msgs.len(), 3, "{msgs:#?}");
}

// ---- `verify_parsed` ----

/// A module around `body`, the body of `define <ret> @f(...)` with a block `%a` to branch
/// to and an opaque type `%T`.
fn parsed_src(ret: &str, body: &str) -> String {
    format!(
        "%T = type opaque\n\
         declare void @g(i32)\n\
         define {ret} @f(ptr %p, i32 %x, float %y, i1 %c, <2 x i32> %v, {{ i32 }} %s, <2 x ptr> %vp) {{\n\
         entry:\n  {body}\n\
         a:\n  unreachable\n\
         }}\n"
    )
}

/// Each rule `verify_parsed` skips, broken in text: `parse` itself must reject it, with a
/// message containing the given text. A parser change that stops checking one of them
/// fails here, and `verify_parsed` must then check that rule again.
#[test]
fn parser_rejects_what_verify_parsed_skips() {
    let v = |body: &str| parsed_src("void", body);
    let i = |body: &str| parsed_src("i32", body);
    let cases: Vec<(&str, String, &str)> = vec![
        // `parse_instruction`: check_result's void-with-a-name rule.
        ("void named", v("%n = store i32 0, ptr %p\n  ret void"), "instructions returning void cannot have a name"),
        // `parse_ret`.
        ("ret value in void fn", v("ret i32 0"), "value doesn't match function result type"),
        ("ret void in i32 fn", i("ret void"), "value doesn't match function result type"),
        ("ret wrong type", i("ret i64 0"), "value doesn't match function result type"),
        ("ret value type", i("ret i32 %y"), "defined with type 'float' but expected 'i32'"),
        // `parse_br`, `typed_block`.
        ("br condition", v("br i32 %x, label %a, label %a"), "branch condition must have 'i1' type"),
        ("br label-typed local", v("%l = select i1 %c, label %a, label %a\n  br label %l"), "branch condition must have 'i1' type"),
        ("br destination", v("br i1 %c, i32 %x, label %a"), "expected a basic block"),
        ("br destination local", v("%l = select i1 %c, label %a, label %a\n  br i1 %c, label %l, label %a"), "expected a basic block"),
        // `parse_switch`.
        ("switch condition", v("switch float %y, label %a [ ]"), "switch condition must have integer type"),
        ("switch case constant", v("switch i32 %x, label %a [ i32 %x, label %a ]"), "case value is not a constant integer"),
        ("switch case expression", v("switch i32 %x, label %a [ i32 ptrtoint (ptr @g to i32), label %a ]"), "case value is not a constant integer"),
        ("switch case type", v("switch i32 %x, label %a [ i64 1, label %a ]"), "case value must have the switch condition's type"),
        ("switch duplicate", v("switch i32 %x, label %a [ i32 1, label %a\n i32 1, label %a ]"), "duplicate case value in switch"),
        ("switch destination", v("switch i32 %x, label %a [ i32 1, i32 2 ]"), "expected a basic block"),
        // `parse_indirectbr`.
        ("indirectbr address", v("indirectbr i32 %x, [label %a]"), "indirectbr address must have pointer type"),
        ("indirectbr destination", v("indirectbr ptr %p, [i32 0]"), "expected a basic block"),
        // `unreachable` takes no operands: what follows is not an instruction.
        ("unreachable operand", v("unreachable i32 0"), "expected instruction opcode"),
        // `parse_inst_body`: unary and binary operators.
        ("fneg type", v("%r = fneg i32 %x\n  ret void"), "invalid operand type for instruction"),
        ("int op on float", v("%r = add float %y, %y\n  ret void"), "invalid operand type for instruction"),
        ("float op on int", v("%r = fadd i32 %x, %x\n  ret void"), "invalid operand type for instruction"),
        ("logical op on float", v("%r = xor float %y, %y\n  ret void"), "instruction requires integer or integer vector operands"),
        ("shift on float", v("%r = shl float %y, %y\n  ret void"), "invalid operand type for instruction"),
        ("binary operand types", v("%r = add i32 %x, %y\n  ret void"), "defined with type 'float' but expected 'i32'"),
        ("nuw on and", v("%r = and nuw i32 %x, %x\n  ret void"), "expected type"),
        ("exact on add", v("%r = add exact i32 %x, %x\n  ret void"), "expected type"),
        ("disjoint on xor", v("%r = xor disjoint i32 %x, %x\n  ret void"), "expected type"),
        ("nsw on fadd", v("%r = fadd nsw float %y, %y\n  ret void"), "expected type"),
        ("fast on add", v("%r = add fast i32 %x, %x\n  ret void"), "expected type"),
        // `parse_inst_body`: comparisons.
        ("icmp type", v("%r = icmp eq float %y, %y\n  ret void"), "icmp requires integer operands"),
        ("icmp operand types", v("%r = icmp eq i32 %x, %y\n  ret void"), "defined with type 'float' but expected 'i32'"),
        ("icmp flags", v("%r = icmp samesign eq i32 %x, %x\n  ret void"), "expected icmp predicate"),
        ("fcmp type", v("%r = fcmp oeq i32 %x, %x\n  ret void"), "fcmp requires floating point operands"),
        ("fcmp operand types", v("%r = fcmp oeq float %y, %x\n  ret void"), "defined with type 'i32' but expected 'float'"),
        // `parse_inst_body`: casts (`cast_valid`) and their flags.
        ("trunc widening", v("%r = trunc i32 %x to i64\n  ret void"), "invalid cast opcode"),
        ("zext narrowing", v("%r = zext i32 %x to i16\n  ret void"), "invalid cast opcode"),
        ("sext of float", v("%r = sext float %y to i64\n  ret void"), "invalid cast opcode"),
        ("fptrunc widening", v("%r = fptrunc float %y to double\n  ret void"), "invalid cast opcode"),
        ("fpext of int", v("%r = fpext i32 %x to double\n  ret void"), "invalid cast opcode"),
        ("sitofp of float", v("%r = sitofp float %y to double\n  ret void"), "invalid cast opcode"),
        ("fptoui to float", v("%r = fptoui float %y to double\n  ret void"), "invalid cast opcode"),
        ("cast vector length", v("%r = zext <2 x i32> %v to <4 x i64>\n  ret void"), "invalid cast opcode"),
        ("cast vector and scalar", v("%r = sext <2 x i32> %v to i64\n  ret void"), "invalid cast opcode"),
        ("ptrtoint of int", v("%r = ptrtoint i32 %x to i64\n  ret void"), "invalid cast opcode"),
        ("inttoptr of ptr", v("%r = inttoptr ptr %p to ptr\n  ret void"), "invalid cast opcode"),
        ("addrspacecast same space", v("%r = addrspacecast ptr %p to ptr\n  ret void"), "invalid cast opcode"),
        ("nneg on sext", v("%r = sext nneg i32 %x to i64\n  ret void"), "expected type"),
        ("nuw on zext", v("%r = zext nuw i32 %x to i64\n  ret void"), "expected type"),
        ("nneg on trunc", v("%r = trunc nneg i32 %x to i8\n  ret void"), "expected type"),
        ("fast on sitofp", v("%r = sitofp fast i32 %x to float\n  ret void"), "expected type"),
        // `parse_inst_body`: select (`select_error`).
        ("select condition", v("%r = select i32 %x, i32 1, i32 2\n  ret void"), "select condition must be i1 or <n x i1>"),
        ("select values", v("%r = select i1 %c, i32 1, i64 2\n  ret void"), "both values to select must have same type"),
        ("select vector condition", v("%r = select <2 x i1> zeroinitializer, i32 1, i32 2\n  ret void"), "selected values for vector select must be vectors"),
        // `parse_inst_body`: vector and aggregate operations.
        ("extractelement vector", v("%r = extractelement i32 %x, i32 0\n  ret void"), "invalid extractelement operands"),
        ("extractelement index", v("%r = extractelement <2 x i32> %v, float %y\n  ret void"), "invalid extractelement operands"),
        ("insertelement element", v("%r = insertelement <2 x i32> %v, i64 0, i32 0\n  ret void"), "invalid insertelement operands"),
        ("shufflevector mask", v("%r = shufflevector <2 x i32> %v, <2 x i32> %v, <2 x i32> <i32 0, i32 9>\n  ret void"), "invalid shufflevector operands"),
        ("shufflevector operands", v("%r = shufflevector <2 x i32> %v, <4 x i32> zeroinitializer, <2 x i32> zeroinitializer\n  ret void"), "invalid shufflevector operands"),
        ("shufflevector mask value", v("%r = shufflevector <2 x i32> %v, <2 x i32> %v, <2 x i32> %v\n  ret void"), "invalid shufflevector operands"),
        ("extractvalue aggregate", v("%r = extractvalue i32 %x, 0\n  ret void"), "extractvalue operand must be aggregate type"),
        ("extractvalue index", v("%r = extractvalue { i32 } %s, 1\n  ret void"), "invalid indices for extractvalue"),
        ("extractvalue no index", v("%r = extractvalue { i32 } %s\n  ret void"), "expected ',' as start of index list"),
        ("insertvalue field", v("%r = insertvalue { i32 } %s, i64 0, 0\n  ret void"), "insertvalue operand and field disagree in type"),
        ("insertvalue index", v("%r = insertvalue { i32 } %s, i32 0, 1\n  ret void"), "invalid indices for insertvalue"),
        // `parse_load`, `parse_store`, `parse_align`.
        ("load pointer", v("%r = load i32, i32 %x\n  ret void"), "load operand must be a pointer to a first class type"),
        ("load huge alignment", v("%r = load i32, ptr %p, align 8589934592\n  ret void"), "huge alignments are not supported yet"),
        ("load atomic release", v("%r = load atomic i32, ptr %p release, align 4\n  ret void"), "atomic load cannot use Release ordering"),
        ("load atomic acq_rel", v("%r = load atomic i32, ptr %p acq_rel, align 4\n  ret void"), "atomic load cannot use Release ordering"),
        ("load atomic unaligned", v("%r = load atomic i32, ptr %p seq_cst\n  ret void"), "atomic load must have explicit non-zero alignment"),
        ("load unsized", v("%r = load { %T }, ptr %p\n  ret void"), "loading unsized types is not allowed"),
        ("store pointer", v("store i32 0, i32 %x\n  ret void"), "store operand must be a pointer"),
        ("store huge alignment", v("store i32 0, ptr %p, align 8589934592\n  ret void"), "huge alignments are not supported yet"),
        ("store atomic acquire", v("store atomic i32 0, ptr %p acquire, align 4\n  ret void"), "atomic store cannot use Acquire ordering"),
        ("store atomic acq_rel", v("store atomic i32 0, ptr %p acq_rel, align 4\n  ret void"), "atomic store cannot use Acquire ordering"),
        ("store atomic unaligned", v("store atomic i32 0, ptr %p seq_cst\n  ret void"), "atomic store must have explicit non-zero alignment"),
        ("store unsized", v("store { %T } undef, ptr %p\n  ret void"), "storing unsized types is not allowed"),
        // `parse_gep` (scalar indices; vector GEPs are checked in full).
        ("gep base", v("%r = getelementptr i32, i32 %x, i64 0\n  ret void"), "base of getelementptr must be a pointer"),
        ("gep index type", v("%r = getelementptr i32, ptr %p, float %y\n  ret void"), "getelementptr index must be an integer"),
        ("gep unsized", v("%r = getelementptr { %T }, ptr %p, i64 1\n  ret void"), "base element of getelementptr must be sized"),
        ("gep struct index range", v("%r = getelementptr { i32 }, ptr %p, i64 0, i32 1\n  ret void"), "invalid getelementptr indices"),
        ("gep struct index variable", v("%r = getelementptr { i32 }, ptr %p, i64 0, i32 %x\n  ret void"), "invalid getelementptr indices"),
        ("gep struct index i64", v("%r = getelementptr { i32 }, ptr %p, i64 0, i64 0\n  ret void"), "invalid getelementptr indices"),
        ("gep into scalar", v("%r = getelementptr i32, ptr %p, i64 0, i64 0\n  ret void"), "invalid getelementptr indices"),
        ("gep index width", v("%r = getelementptr i32, <2 x ptr> %vp, <4 x i64> zeroinitializer\n  ret void"), "getelementptr vector index has a wrong number of elements"),
        ("gep flags", v("%r = getelementptr exact i32, ptr %p, i64 0\n  ret void"), "expected type"),
        // `parse_inst_body` (phi): values at the phi's type, forward ones checked by
        // `define_value`, and `[value, label]` pairs.
        ("phi value type", v("br label %b\nb:\n  %r = phi i32 [ %y, %entry ]\n  ret void"), "defined with type 'float' but expected 'i32'"),
        ("phi constant type", v("br label %b\nb:\n  %r = phi i32 [ 1.0, %entry ]\n  ret void"), "floating point constant invalid for type"),
        ("phi forward type", v("br label %b\nb:\n  %r = phi i32 [ %w, %b ]\n  %w = fadd float %y, %y\n  br label %b"), "instruction forward referenced with type 'i32'"),
        ("phi pair", v("br label %b\nb:\n  %r = phi i32 [ 1 ]\n  ret void"), "expected ',' after phi value"),
        // `parse_call_common`: the callee is a pointer, the arguments match the type.
        ("call argument type", v("call void (i32) @g(i64 0)\n  ret void"), "argument is not of expected type 'i32'"),
        ("call too few arguments", v("call void (i32) @g()\n  ret void"), "not enough parameters specified for call"),
        ("call too many arguments", v("call void (i32) @g(i32 0, i32 1)\n  ret void"), "too many arguments specified"),
        ("varargs call too few", v("call void (i32, ...) @g()\n  ret void"), "not enough parameters specified for call"),
        ("call callee type", v("call void %x()\n  ret void"), "defined with type 'i32' but expected 'ptr'"),
        ("call callee address space", v("call void @g(i32 0)\n  ret void").replace("declare void @g", "declare void @g(i32) addrspace(1)\ndeclare void @unused"), "defined with type 'ptr addrspace(1)' but expected 'ptr'"),
        ("call forward callee address space", format!("{}define void @h() addrspace(1) {{\n  ret void\n}}\n", v("call void @h()\n  ret void")), "forward reference and definition of '@h' have different types"),
        ("call value type", v("call void (ptr) @g(ptr %x)\n  ret void"), "defined with type 'i32' but expected 'ptr'"),
    ];
    let mut wrong = Vec::new();
    for (rule, src, want) in &cases {
        match crate::parser::parse(src) {
            Ok(_) => wrong.push(format!("{rule}: parsed\n{src}")),
            Err(d) if !d.message.contains(want) => wrong.push(format!("{rule}: {:?}, wanted {want:?}\n{src}", d.message)),
            Err(_) => {}
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n\n"));
}

/// Text the parser accepts but the kept rules reject, including the edges where the
/// parser's rule is looser than the verifier's: `verify_parsed` finds what `verify` finds.
#[test]
fn verify_parsed_keeps_the_rules_the_parser_does_not_enforce() {
    let v = |body: &str| parsed_src("void", body);
    let cases: Vec<(&str, String)> = vec![
        ("token phi", v("br label %b\nb:\n  %r = phi token [ none, %entry ]\n  ret void")),
        ("phi incoming label-typed local", v("%l = select i1 %c, label %a, label %a\n  br label %b\nb:\n  %r = phi i32 [ 0, %l ]\n  ret void")),
        ("select of labels", v("%l = select i1 %c, label %a, label %a\n  ret void")),
        ("freeze of a label", v("%l = freeze label %a\n  ret void")),
        ("bitcast of a token", v("%t = call token @tok()\n  %r = bitcast token %t to token\n  ret void").replace("declare void @g(i32)", "declare void @g(i32)\ndeclare token @tok()")),
        ("load unsized with alignment", v("%r = load { %T }, ptr %p, align 4\n  ret void")),
        ("store unsized with alignment", v("%u = load { %T }, ptr %p, align 4\n  store { %T } %u, ptr %p, align 4\n  ret void")),
        ("gep without indices into unsized", v("%r = getelementptr %T, ptr %p\n  ret void")),
        ("gep vector struct index of a zero element", v("%r = getelementptr { i32, i32 }, <2 x ptr> %vp, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 zeroinitializer>\n  ret void")),
        ("atomic load of a struct", v("%r = load atomic { i32 }, ptr %p seq_cst, align 4\n  ret void")),
        ("atomic store of i24", v("store atomic i24 0, ptr %p seq_cst, align 4\n  ret void")),
        ("alloca unsized with alignment", v("%r = alloca %T, align 4\n  ret void")),
        ("va_arg of an int", v("%r = va_arg i32 %x, i32\n  ret void")),
        ("fast-math on deep float arrays", v("%r = phi fast [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x float]]]]]]]]] [ zeroinitializer, %entry ]\n  ret void")),
        ("call of a metadata-taking non-intrinsic", v("call void @md(metadata !{})\n  ret void").replace("declare void @g(i32)", "declare void @g(i32)\ndeclare void @md(metadata)")),
        ("call of a token-taking non-intrinsic", v("call void @tk(token none)\n  ret void").replace("declare void @g(i32)", "declare void @g(i32)\ndeclare void @tk(token)")),
        ("dominance", v("%r = add i32 %q, 1\n  %q = add i32 %x, 1\n  ret void")),
    ];
    let show = |ds: Vec<crate::diag::Diagnostic>| ds.into_iter().map(|d| (d.offset, d.message)).collect::<Vec<_>>();
    for (rule, src) in &cases {
        let m = match crate::parser::parse(src) {
            Ok(m) => m,
            Err(d) => panic!("{rule}: the parser rejects it ({})\n{src}", d.message),
        };
        let full = show(verify(&m));
        assert!(!full.is_empty(), "{rule}: verify finds nothing\n{src}");
        assert_eq!(show(super::verify_parsed(&m)), full, "{rule}\n{src}");
    }
}

/// Dominance of every use is decided two ways: for a canonical layout (as parsed) from
/// each definition's own `block` and id order, and otherwise from the placement of the
/// layout. The same broken uses must be found both ways: a use on another branch, a
/// definition in a dead block used in a live one, a use before its definition in one
/// block, a phi value from the wrong edge, and a live self reference; while the uses
/// that are fine (dead code, a phi's own edge, a loop-carried phi) pass.
#[test]
fn dominance_is_the_same_in_canonical_and_other_layouts() {
    let src = "define i32 @f(i1 %c, i32 %x) {\n\
               entry:\n  %e = add i32 %x, 1\n  br i1 %c, label %l, label %r\n\
               l:\n  %onl = add i32 %e, 1\n  %early = add i32 %late, 1\n  %late = add i32 %x, 1\n  br label %j\n\
               r:\n  %fromdead = add i32 %d, 1\n  %fromother = add i32 %onl, 1\n  br label %j\n\
               j:\n  %p = phi i32 [ %onl, %l ], [ %onl, %r ]\n  %q = phi i32 [ %late, %l ], [ %e, %r ]\n  %self = add i32 %self, 1\n  br label %loop\n\
               loop:\n  %i = phi i32 [ 0, %j ], [ %n, %loop ]\n  %n = add i32 %i, 1\n  br i1 %c, label %loop, label %out\n\
               out:\n  ret i32 %n\n\
               dead:\n  %u = add i32 %v, 1\n  %v = add i32 %u, 1\n  %d = add i32 %x, 1\n  br label %out\n\
               }\n";
    let m = crate::parser::parse(src).expect("parses");
    let f = m.globals.iter().find_map(|g| g.as_function()).unwrap();
    assert!(crate::dominators::DomTree::new(f).canonical());
    let show = |m: &Module| super::verify(m).into_iter().map(|d| (d.offset, d.message)).collect::<Vec<_>>();
    let canonical = show(&m);
    let not_dominated = canonical.iter().filter(|d| d.1.starts_with("Instruction does not dominate all uses!")).count();
    // %late in %early, %d, %onl in %fromother, %onl from %r in %p.
    assert_eq!(not_dominated, 4, "{canonical:#?}");
    assert!(canonical.iter().any(|d| d.1 == "Only PHI nodes may reference their own value!"), "{canonical:#?}");
    assert_eq!(canonical.len(), 5, "{canonical:#?}");
    assert_eq!(show(&m), super::verify_parsed(&m).into_iter().map(|d| (d.offset, d.message)).collect::<Vec<_>>());
    // The same function with its blocks after the entry listed in reverse: the ids no
    // longer follow the layout, so it is placed block by block, and the problems (sorted
    // by position) are the same.
    let mut m2 = m.clone();
    let g = m2.globals.iter().position(|g| g.as_function().is_some()).unwrap();
    let f2 = m2.function_mut(GlobalId(g as u32)).unwrap();
    f2.layout[1..].reverse();
    assert!(!crate::dominators::DomTree::new(f2).canonical());
    assert_eq!(show(&m2), canonical);
    // An instruction that names another block than the one listing it is not canonical
    // either: the layout is placed, and the bogus parent reported.
    let mut m3 = m.clone();
    let f3 = m3.function_mut(GlobalId(g as u32)).unwrap();
    f3.insts[0].block = BlockId(1);
    assert!(!crate::dominators::DomTree::new(f3).canonical());
    assert!(show(&m3).iter().any(|d| d.1 == "Instruction has bogus parent pointer!"));
    // Blocks whose first and last ids are where a canonical layout has them, but not the
    // ids between, are placed too. With %late listed before %early, %early's use is fine.
    let mut m4 = m.clone();
    let f4 = m4.function_mut(GlobalId(g as u32)).unwrap();
    f4.blocks[f4.layout[1].0 as usize].insts.swap(1, 2);
    assert!(!crate::dominators::DomTree::new(f4).canonical());
    let swapped = show(&m4);
    assert_eq!(swapped[..], canonical[1..], "{swapped:#?}");
    // And one in the middle that does not exist is reported as a placed layout reports it.
    let mut m5 = m.clone();
    let f5 = m5.function_mut(GlobalId(g as u32)).unwrap();
    f5.blocks[f5.layout[1].0 as usize].insts[1] = InstId(1_000_000);
    let missing = show(&m5);
    assert_eq!(missing.len(), 1, "{missing:#?}");
    assert_eq!(missing[0].1, "basic block lists instruction 1000000 which does not exist");
}

/// The text of every `.ll` file under `tests/<dir>` of the workspace.
fn ll_files(dir: &str) -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests").join(dir);
    let mut dirs = vec![root];
    let mut sources = Vec::new();
    while let Some(d) = dirs.pop() {
        let mut entries: Vec<_> = std::fs::read_dir(&d).expect("the test files are there").flatten().map(|e| e.path()).collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "ll") {
                sources.push(std::fs::read_to_string(&p).unwrap());
            }
        }
    }
    sources
}

/// Bodies checked early, while the module is read (`verify::early`, against a replica of
/// the module's tables, then only the rest after the parse), must give exactly the
/// problems the check after the parse alone gives: on every test file (the negative
/// tests among them), and on modules made to catch a replica that lags behind the
/// module (a struct given its body after a function uses it, globals referenced before
/// their definition, in another address space) or rules that need what comes after the
/// bodies (declarations, attribute groups, metadata).
#[test]
fn early_checks_find_what_the_check_after_the_parse_finds() {
    let mut sources: Vec<String> = vec![
        // A struct used before its body is given: unsized until then.
        "%T = type opaque\ndefine void @f() {\n  %a = alloca %T\n  ret void\n}\n%T = type { i32 }\n".into(),
        "%T = type opaque\ndefine void @f() {\n  %a = alloca %T\n  ret void\n}\n".into(),
        // Globals referenced before their definition, one in another address space.
        "define ptr addrspace(1) @f() {\n  call void @g(ptr addrspace(1) @v)\n  ret ptr addrspace(1) @v\n}\n@v = addrspace(1) global i32 0\ndeclare void @g(ptr addrspace(1))\n".into(),
        // Call rules that need declarations and attribute groups from after the body.
        "define void @f() {\n  call void @g(i32 1) #0\n  ret void\n}\ndeclare void @g(i32 immarg)\nattributes #0 = { nounwind }\n".into(),
        "define void @f(i32 %x) {\n  call void @g(i32 %x)\n  ret void\n}\ndeclare void @g(i32 immarg)\n".into(),
        "define void @f(ptr %p) {\n  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 8, i1 %c)\n  ret void\n}\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)\n".into(),
        "define void @f(ptr %p) {\n  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 8, i1 false)\n  ret void\n}\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)\n".into(),
        // Attachments and debug records checked against metadata from after the body.
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !range !0\n  ret i32 %v\n}\n!0 = !{i32 1, i32 0}\n".into(),
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !range !0\n  ret i32 %v\n}\n!0 = !{i32 0, i32 5}\n".into(),
        "define void @f(i32 %x) !dbg !3 {\n    #dbg_value(i32 %x, !5, !DIExpression(), !6)\n  ret void, !dbg !6\n}\n!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!7}\n!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug)\n!1 = !DIFile(filename: \"a.c\", directory: \"/\")\n!3 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 1, type: !4, unit: !0)\n!4 = !DISubroutineType(types: !{})\n!5 = !DILocalVariable(name: \"x\", scope: !3, file: !1, line: 1)\n!6 = !DILocation(line: 1, scope: !9)\n!7 = !{i32 2, !\"Debug Info Version\", i32 3}\n!9 = distinct !DISubprogram(name: \"g\", scope: !1, file: !1, line: 1, type: !4, unit: !0)\n".into(),
        // A musttail call (its rules read the dominator tree the rest pass does not build).
        "define i32 @f(i32 %x) {\n  %r = musttail call i32 @f(i32 %x)\n  ret i32 %r\n}\n".into(),
        "define i32 @f(i32 %x) {\n  %r = musttail call i32 @f(i32 %x)\n  %s = add i32 %r, 1\n  ret i32 %s\n}\n".into(),
        // Metadata operands, which the early pass takes on trust.
        "define void @f() {\n  call void @llvm.experimental.noalias.scope.decl(metadata !0)\n  ret void\n}\ndeclare void @llvm.experimental.noalias.scope.decl(metadata)\n!0 = !{!1}\n!1 = distinct !{!1, !2}\n!2 = distinct !{!2}\n".into(),
    ];
    for dir in ["corpus", "negative", "programs", "real", "run", "tls"] {
        if std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests").join(dir).is_dir() {
            sources.extend(ll_files(dir));
        }
    }
    assert!(sources.len() > 1000, "{} sources", sources.len());
    let (mut passed, mut failed) = (0, 0);
    let problems = |m: &Module| -> Vec<(Option<usize>, String)> {
        super::verify_parsed(m).into_iter().map(|d| (d.offset, d.message)).collect()
    };
    for src in &sources {
        let early = crate::parser::parse_checked_early(src);
        match crate::parser::parse(src) {
            Ok(m) => {
                let early = early.unwrap_or_else(|d| panic!("only the early parse failed: {}\n{src}", d.message));
                assert_eq!(problems(&early), problems(&m), "{src}");
                let bodies = m.functions().filter(|(_, f)| !f.is_declaration()).count();
                let ok = early.checked_early.iter().filter(|&&ok| ok).count();
                assert_eq!(early.checked_early.len(), early.globals.len(), "{src}");
                passed += ok;
                failed += bodies - ok;
            }
            Err(d) => {
                let e = early.err().unwrap_or_else(|| panic!("only the early parse passed\n{src}"));
                assert_eq!((e.offset, e.message), (d.offset, d.message), "{src}");
            }
        }
    }
    // Both kinds were exercised.
    assert!(passed > 1000 && failed >= 5, "{passed} passed early, {failed} failed");
}

/// `verify_parsed` takes a parsed layout as canonical from its blocks' first and last ids
/// alone (`DomTree::rebuild_parsed`): the parser must build every layout canonical. Each
/// function of the clang corpus and of text with the unusual cases (blocks referenced
/// before they are defined, numbered and unnamed blocks, `blockaddress` of a later
/// function, empty-looking functions) must be canonical by the full check.
#[test]
fn parsed_layouts_are_canonical() {
    let mut sources: Vec<String> = vec![
        "define void @f(i1 %c) {\n  br i1 %c, label %3, label %later\nlater:\n  br label %3\n3:\n  %p = phi i32 [ 0, %0 ], [ 1, %later ]\n  ret void\n}\n".into(),
        "@a = global ptr blockaddress(@g, %x)\ndefine void @h() {\n  call void @g()\n  ret void\n}\ndefine void @g() {\nentry:\n  br label %x\nx:\n  ret void\n}\n".into(),
        "define i32 @k(i32 %n) {\nentry:\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %j, %loop ]\n  %j = add i32 %i, 1\n  %d = icmp eq i32 %j, %n\n  br i1 %d, label %out, label %loop\nout:\n  ret i32 %j\n}\n".into(),
    ];
    sources.extend(ll_files("corpus/ll"));
    assert!(sources.len() > 100, "{} sources", sources.len());
    let mut functions = 0;
    for (k, src) in sources.iter().enumerate() {
        // The handwritten ones first, which must parse; corpus files the parser rejects
        // are left out.
        let m = match crate::parser::parse(src) {
            Ok(m) => m,
            Err(_) if k >= 3 => continue,
            Err(d) => panic!("{}\n{src}", d.message),
        };
        for f in m.globals.iter().filter_map(|g| g.as_function()).filter(|f| !f.is_declaration()) {
            functions += 1;
            assert!(crate::dominators::DomTree::new(f).canonical(), "{src}");
        }
    }
    assert!(functions > 1000, "{functions} functions");
}

/// Phi entries of blocks with one or two predecessors are first compared with them
/// directly (`phis_match_few_preds`); anything that does not match exactly must still be
/// reported as the full check reports it, and what matches in either order passes.
#[test]
fn phi_entries_of_blocks_with_few_predecessors() {
    let src = "define i32 @f(i1 %c, i32 %x) {\n\
               entry:\n  br i1 %c, label %one, label %two\n\
               one:\n  %a = phi i32 [ 0, %entry ]\n  %b = phi i32 [ 0, %two ]\n  br i1 %c, label %two, label %three\n\
               two:\n  %d = phi i32 [ 1, %one ], [ 2, %entry ]\n  %e = phi i32 [ 1, %entry ], [ 2, %entry ]\n  \
               %g = phi i32 [ 1, %one ], [ 2, %one ]\n  %h = phi i32 [ 1, %one ], [ 2, %three ]\n  \
               %i = phi i32 [ 1, %one ]\n  %j = phi i32 [ 1, %one ], [ 2, %entry ], [ 3, %entry ]\n  br label %three\n\
               three:\n  %k = phi i32 [ 1, %one ], [ 2, %two ]\n  %l = phi i32 [ 1, %two ], [ 2, %one ]\n  ret i32 %k\n\
               }\n";
    let m = crate::parser::parse(src).expect("parses");
    let at = |name: &str| src.find(&format!("%{name} = phi")).unwrap();
    let expected = vec![
        (at("b"), "PHI node entries do not match predecessors!"),
        (at("e"), "PHI node has multiple entries for the same basic block with different incoming values!"),
        (at("g"), "PHI node entries do not match predecessors!"),
        (at("h"), "PHI node entries do not match predecessors!"),
        (at("i"), "PHINode should have one entry for each predecessor of its parent basic block!"),
        (at("j"), "PHINode should have one entry for each predecessor of its parent basic block!"),
    ];
    for found in [verify(&m), super::verify_parsed(&m)] {
        let found: Vec<(usize, &str)> = found.iter().map(|d| (d.offset.unwrap(), d.message.as_str())).collect();
        assert_eq!(found, expected);
    }
}

/// In a canonical layout, only the blocks holding an instruction with a checked
/// attachment (`!range`, `!nonnull`, `!align`) look the attachments up: every misuse in
/// them must still be reported, around blocks without any and blocks with good ones.
#[test]
fn checked_attachments_are_found_in_their_blocks() {
    let src = "define i32 @f(i1 %c, ptr %p) {\n\
               entry:\n  %a = load i32, ptr %p, align 4, !tbaa !0\n  br i1 %c, label %one, label %two\n\
               one:\n  %b = load i32, ptr %p, align 4, !range !1\n  %q = load ptr, ptr %p, align 8, !nonnull !2\n  br label %two\n\
               two:\n  %d = add i32 %a, 1, !range !3\n  %e = load i32, ptr %p, align 4, !nonnull !2\n  ret i32 %d\n\
               }\n\
               define void @g(ptr %p) {\n  %x = load i32, ptr %p, align 4, !range !4\n  ret void\n}\n\
               !0 = !{!\"t\"}\n!1 = !{i32 0, i32 10}\n!2 = !{}\n!3 = !{i32 0, i32 10}\n!4 = !{i32 0}\n";
    let m = crate::parser::parse(src).expect("parses");
    let at = |name: &str| src.find(&format!("%{name} = ")).unwrap();
    let expected = vec![
        (at("d"), "Ranges are only for loads, calls and invokes!"),
        (at("e"), "nonnull applies only to pointer types"),
        (at("x"), "Unfinished range!"),
    ];
    for found in [verify(&m), super::verify_parsed(&m)] {
        let found: Vec<(usize, &str)> = found.iter().map(|d| (d.offset.unwrap(), d.message.as_str())).collect();
        assert_eq!(found, expected);
    }
}

/// The rules that count parameter attributes across a function's parameters (found in one
/// pass over each parameter's set), each broken once, and a signature that breaks none.
#[test]
fn parameter_attribute_counts_across_a_signature() {
    let cases = [
        ("declare void @f(ptr sret(i32) %a, ptr sret(i32) %b)", Some("Cannot have multiple 'sret' parameters!")),
        ("declare void @f(i32 %a, i32 %b, ptr sret(i32) %c)", Some("Attribute 'sret' is not on first or second parameter!")),
        ("declare void @f(ptr nest %a, ptr nest %b)", Some("More than one parameter has attribute nest!")),
        ("declare ptr @f(ptr returned %a, ptr returned %b)", Some("More than one parameter has attribute returned!")),
        ("declare void @f(ptr inalloca(i32) %a, i32 %b)", Some("inalloca isn't on the last parameter!")),
        ("declare void @f(ptr elementtype(i32) %a)", Some("Attribute 'elementtype' can only be applied to a callsite.")),
        ("declare void @f(i32 immarg %a)", Some("immarg attribute only applies to intrinsics")),
        ("declare void @f(i32 %a, ptr sret(i32) %b, ptr nest %c, ptr returned %d, ptr inalloca(i32) %e)", None),
    ];
    for (src, want) in cases {
        let m = crate::parser::parse(src).unwrap_or_else(|d| panic!("{src}: {}", d.message));
        let msgs = messages(&m);
        match want {
            Some(w) => assert_eq!(msgs, vec![w.to_string()], "{src}"),
            None => assert!(msgs.is_empty(), "{src}: {msgs:#?}"),
        }
        assert_eq!(parsed_messages(&m), msgs, "{src}");
    }
    // The parser rejects an `sret` parameter of a function that returns a value, so the
    // function type is changed after parsing.
    let mut m = crate::parser::parse("declare void @f(ptr sret(i32) %a)").expect("parses");
    let fty = m.types.function(TypeTable::I32, &[TypeTable::PTR], false);
    let g = GlobalId(0);
    m.function_mut(g).unwrap().ty = fty;
    assert_has(&m, "Invalid struct return type!");
}

/// A call of a non-intrinsic whose function type has a metadata or token parameter
/// (found from the type's facts) is reported at the call, besides the declaration.
#[test]
fn calls_of_non_intrinsics_with_metadata_or_token_parameters() {
    let src = "declare void @md(metadata)\ndeclare void @tk(token)\n\
               define void @f() {\n  call void @md(metadata !{})\n  call void @tk(token none)\n  ret void\n}\n";
    let m = crate::parser::parse(src).expect("parses");
    for msgs in [messages(&m), parsed_messages(&m)] {
        for want in ["Function has metadata parameter but isn't an intrinsic", "Function has token parameter but isn't an intrinsic"] {
            assert_eq!(msgs.iter().filter(|s| *s == want).count(), 1, "{want}: {msgs:#?}");
        }
    }
}

#[test]
fn macho_section_names_are_checked_only_where_emitted() {
    // clang's Objective-C output for Apple targets keeps `@llvm.compiler.used` in
    // `llvm.metadata`, which the code generator never emits: no `segment,section` needed.
    let check = |body: &str| {
        let src = format!("target triple = \"arm64-apple-macosx11.0.0\"\n{body}");
        messages(&crate::parse(&src).expect("parses"))
    };
    assert_eq!(
        check(
            "@x = global i32 0, section \"__DATA,__mine\"\n\
             @llvm.compiler.used = appending global [1 x ptr] [ptr @x], section \"llvm.metadata\"\n\
             @ext = external global i32, section \"plain\"\n\
             @ae = available_externally global i32 1, section \"plain\""
        ),
        Vec::<String>::new()
    );
    let msgs = check("@y = global i32 0, section \"plain\"");
    assert!(msgs.iter().any(|m| m.contains("mach-o section specifier requires a segment and section")), "{msgs:?}");
}
