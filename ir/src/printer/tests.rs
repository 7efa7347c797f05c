//! Unit tests of the printer: modules built in memory with the builder API, checked
//! against the expected text and against `llvm-as-19`, which must accept every output.

use super::print_module;
use crate::attrs::{Attr, AttrKind};
use crate::constant::{Const, ConstExpr, ExprOp, IntValue};
use crate::function::Param;
use crate::inst::{
    flags, Align, Atomic, BinOp, CallConv, CallInfo, CastOp, FastMath, Inst, InstKind, IntPred, Ordering, RmwOp, SyncScope,
    TailKind,
};
use crate::module::{
    Comdat, ComdatKind, GlobalKind, GlobalValue, GlobalVar, Linkage, ThreadLocal, UnnamedAddr, Visibility,
};
use crate::types::{FloatKind, TypeTable};
use crate::value::Value;
use crate::Module;
use std::process::Command;
use std::sync::atomic::{AtomicU32, Ordering as AtomicOrdering};

/// Runs `llvm-as-19` on `text` and panics with its error output if it rejects it.
/// A missing `llvm-as-19` is a failure: CI installs it.
pub(crate) fn assert_llvm_as_accepts(text: &str) {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let n = COUNTER.fetch_add(1, AtomicOrdering::Relaxed);
    let path = std::env::temp_dir().join(format!("rllc-printer-test-{}-{n}.ll", std::process::id()));
    std::fs::write(&path, text).expect("write temp file");
    let out = Command::new("llvm-as-19").arg("-o").arg("/dev/null").arg(&path).output();
    let _ = std::fs::remove_file(&path);
    let out = out.expect("llvm-as-19 must be installed to run the printer tests");
    assert!(out.status.success(), "llvm-as-19 rejected:\n{text}\n{}", String::from_utf8_lossy(&out.stderr));
}

fn float_text(kind: FloatKind, bits: u128) -> String {
    let mut m = Module::new();
    let ty = m.types.float(kind);
    let c = m.konst(Const::Float(ty, bits));
    let mut p = super::Printer::new(&m);
    p.write_const(c);
    p.out
}

#[test]
fn floats_print_like_llvm() {
    assert_eq!(float_text(FloatKind::Double, 1.0f64.to_bits() as u128), "1.000000e+00");
    assert_eq!(float_text(FloatKind::Double, (-0.5f64).to_bits() as u128), "-5.000000e-01");
    assert_eq!(float_text(FloatKind::Double, 0.1f64.to_bits() as u128), "1.000000e-01");
    assert_eq!(float_text(FloatKind::Double, 1.0e100f64.to_bits() as u128), "1.000000e+100");
    assert_eq!(float_text(FloatKind::Double, 1234567.0f64.to_bits() as u128), "0x4132D68700000000");
    assert_eq!(float_text(FloatKind::Double, f64::INFINITY.to_bits() as u128), "0x7FF0000000000000");
    assert_eq!(float_text(FloatKind::Float, 0.5f32.to_bits() as u128), "5.000000e-01");
    assert_eq!(float_text(FloatKind::Float, 0.1f32.to_bits() as u128), "0x3FB99999A0000000");
    // A signaling NaN stays signaling when widened.
    assert_eq!(float_text(FloatKind::Float, 0x7fa0_0000), "0x7FF4000000000000");
    assert_eq!(float_text(FloatKind::Half, 0x3c00), "0xH3C00");
    assert_eq!(float_text(FloatKind::BFloat, 0x3f80), "0xR3F80");
    assert_eq!(float_text(FloatKind::X86Fp80, 0x3fff_8000_0000_0000_0000), "0xK3FFF8000000000000000");
    assert_eq!(float_text(FloatKind::Fp128, 0x3fff << 112), "0xL00000000000000003FFF000000000000");
    assert_eq!(float_text(FloatKind::PpcFp128, 0x3ff0_0000_0000_0000), "0xM3FF00000000000000000000000000000");
}

fn int_text(bits: u32, v: IntValue) -> String {
    let mut m = Module::new();
    let ty = m.types.int(bits);
    let c = m.konst(Const::Int(ty, v));
    let mut p = super::Printer::new(&m);
    p.write_const(c);
    p.out
}

#[test]
fn integers_of_any_width() {
    assert_eq!(int_text(1, IntValue::from_u64(1, 1)), "true");
    assert_eq!(int_text(1, IntValue::from_u64(0, 1)), "false");
    assert_eq!(int_text(8, IntValue::from_u64(255, 8)), "-1");
    assert_eq!(int_text(32, IntValue::from_i64(-42, 32)), "-42");
    assert_eq!(int_text(64, IntValue::from_u64(u64::MAX, 64)), "-1");
    assert_eq!(int_text(64, IntValue::from_i64(i64::MIN, 64)), "-9223372036854775808");
    assert_eq!(int_text(128, IntValue::from_i64(-1, 128)), "-1");
    assert_eq!(int_text(128, IntValue::from_words(&[0, 1], 128)), "18446744073709551616");
    assert_eq!(int_text(128, IntValue::from_words(&[0, 1 << 63], 128)), "-170141183460469231731687303715884105728");
    assert_eq!(int_text(65, IntValue::from_words(&[u64::MAX, 0], 65)), "18446744073709551615");
    assert_eq!(int_text(65, IntValue::from_words(&[0, 1], 65)), "-18446744073709551616");
    assert_eq!(
        int_text(256, IntValue::from_words(&[0, 0, 0, 1], 256)),
        "6277101735386680763835789423207666416102355444464034512896"
    );
}

#[test]
fn names_are_quoted_and_escaped() {
    let mut m = Module::new();
    let fty = m.types.function(TypeTable::VOID, &[], false);
    m.declare_function("\x01foo", fty, Linkage::External);
    m.declare_function("a b\"c\\", fty, Linkage::External);
    m.declare_function("0abc", fty, Linkage::External);
    m.declare_function("x.y-z_9", fty, Linkage::External);
    m.declare_function("with$dollar", fty, Linkage::External);
    let text = print_module(&m);
    assert!(text.contains("declare void @\"\\01foo\"()"), "{text}");
    assert!(text.contains("declare void @\"a b\\22c\\5C\"()"), "{text}");
    assert!(text.contains("declare void @\"0abc\"()"), "{text}");
    assert!(text.contains("declare void @x.y-z_9()"), "{text}");
    assert!(text.contains("declare void @\"with$dollar\"()"), "{text}");
    assert_llvm_as_accepts(&text);
}

/// `define i32 @add(i32 %a, i32 %b)` with an unnamed block and unnamed values.
#[test]
fn simple_function_with_numbered_values() {
    let mut m = Module::new();
    m.target_triple = Some("x86_64-pc-linux-gnu".into());
    let fty = m.types.function(TypeTable::I32, &[TypeTable::I32, TypeTable::I32], false);
    let f = m.declare_function("add", fty, Linkage::External);
    {
        let a = m.syms.intern_str("a");
        let func = m.function_mut(f).unwrap();
        func.params[0].name = Some(a);
    }
    let mut b = m.build(f);
    let entry = b.block(None);
    let next = b.block(None);
    b.switch_to(entry);
    let s = b.add(Value::Arg(0), Value::Arg(1));
    let c = b.icmp(IntPred::Slt, s, Value::Arg(1));
    let _ = c;
    b.br(next);
    b.switch_to(next);
    let p = b.phi(TypeTable::I32, &[(s, entry)]);
    b.ret(Some(p));
    let text = print_module(&m);
    let expected = "target triple = \"x86_64-pc-linux-gnu\"\n\n\
define i32 @add(i32 %a, i32 %0) {\n  \
%2 = add i32 %a, %0\n  \
%3 = icmp slt i32 %2, %0\n  \
br label %4\n\n\
4:\n  \
%5 = phi i32 [ %2, %1 ]\n  \
ret i32 %5\n}\n";
    assert_eq!(text, expected);
    assert_llvm_as_accepts(&text);
}

/// Globals with every property, comdats, aliases, struct types and constant expressions.
#[test]
fn globals_types_and_constants() {
    let mut m = Module::new();
    m.source_filename = Some(m.syms.intern_str("t.c"));
    m.datalayout_str = Some("e-m:e-i64:64-n32:64-S128".into());
    m.module_asm.push(m.syms.intern_str(".globl x"));
    let sname = m.syms.intern_str("struct.a b");
    let st = m.types.new_named_struct(Some(sname));
    let anon = m.types.new_named_struct(None);
    let opaque = m.types.new_named_struct(Some(m.syms.intern_str("Opaque")));
    let _ = opaque;
    m.types.set_struct_body(st, &[TypeTable::I32, TypeTable::PTR], false);
    m.types.set_struct_body(anon, &[TypeTable::I8], true);

    let cname = m.syms.intern_str("g");
    let cd = m.add_comdat(Comdat { name: cname, kind: ComdatKind::Any });
    let oname = m.syms.intern_str("other");
    let other = m.add_comdat(Comdat { name: oname, kind: ComdatKind::NoDeduplicate });

    // @g = weak_odr dso_local global %"struct.a b" { i32 7, ptr null }, comdat, align 8
    let seven = m.const_int(TypeTable::I32, 7);
    let null = m.konst(Const::Null(TypeTable::PTR));
    let init = m.konst(Const::Struct(st, vec![seven, null].into()));
    let mut g = GlobalValue::new(
        Some(cname),
        GlobalKind::Var(GlobalVar { value_ty: st, init: Some(init), ..GlobalVar::default() }),
    );
    g.linkage = Linkage::WeakOdr;
    g.dso_local = true;
    g.comdat = Some(cd);
    g.align = Some(8);
    let gid = m.add_global(g).unwrap();

    // @0 = private unnamed_addr constant [3 x i8] c"a\0A\00", section "s", comdat($other)
    let s = m.const_cstring(b"a\n");
    let sty = m.const_type(s);
    let mut g = GlobalValue::new(
        None,
        GlobalKind::Var(GlobalVar { value_ty: sty, init: Some(s), is_constant: true, ..GlobalVar::default() }),
    );
    g.linkage = Linkage::Private;
    g.unnamed_addr = UnnamedAddr::Global;
    g.section = Some(m.syms.intern_str("s"));
    g.comdat = Some(other);
    m.add_global(g).unwrap();

    // @tls = external hidden thread_local(initialexec) global i32
    let mut g = GlobalValue::new(
        Some(m.syms.intern_str("tls")),
        GlobalKind::Var(GlobalVar { value_ty: TypeTable::I32, ..GlobalVar::default() }),
    );
    g.visibility = Visibility::Hidden;
    g.thread_local = ThreadLocal::InitialExec;
    m.add_global(g).unwrap();

    // @p = global ptr getelementptr inbounds (%"struct.a b", ptr @g, i64 0, i32 1)
    let gref = m.global_ref(gid);
    let zero64 = m.const_int(TypeTable::I64, 0);
    let one32 = m.const_int(TypeTable::I32, 1);
    let gep = m.konst(Const::Expr(Box::new(ConstExpr {
        op: ExprOp::Gep,
        ty: TypeTable::PTR,
        operands: vec![gref, zero64, one32].into(),
        flags: flags::INBOUNDS,
        source_ty: Some(st),
        inrange: None,
    })));
    let p2i = m.konst(Const::Expr(Box::new(ConstExpr {
        op: ExprOp::Cast(CastOp::PtrToInt),
        ty: TypeTable::I64,
        operands: vec![gref].into(),
        flags: 0,
        source_ty: None,
        inrange: None,
    })));
    let add = m.konst(Const::Expr(Box::new(ConstExpr {
        op: ExprOp::Binary(BinOp::Add),
        ty: TypeTable::I64,
        operands: vec![p2i, zero64].into(),
        flags: flags::NUW,
        source_ty: None,
        inrange: None,
    })));
    let v4 = m.types.vector(TypeTable::FLOAT, 2, false);
    let half = m.konst(Const::Float(TypeTable::FLOAT, 0.5f32.to_bits() as u128));
    let undef = m.konst(Const::Undef(TypeTable::FLOAT));
    let vec = m.konst(Const::Vector(v4, vec![half, undef].into()));
    let arr_ty = m.types.array(TypeTable::I64, 1);
    let arr = m.konst(Const::Array(arr_ty, vec![add].into()));
    let i128 = m.types.int(128);
    let big = m.konst(Const::Int(i128, IntValue::from_i64(-5, 128)));
    let lit = m.types.struct_literal(&[TypeTable::PTR, v4, arr_ty, i128, anon], false);
    let zero_anon = m.konst(Const::Zero(anon));
    let init = m.konst(Const::Struct(lit, vec![gep, vec, arr, big, zero_anon].into()));
    let g = GlobalValue::new(
        Some(m.syms.intern_str("p")),
        GlobalKind::Var(GlobalVar { value_ty: lit, init: Some(init), ..GlobalVar::default() }),
    );
    m.add_global(g).unwrap();

    // @a = alias i32, ptr @g ; @1 = internal alias ...
    let mut a = GlobalValue::new(
        Some(m.syms.intern_str("a")),
        GlobalKind::Alias(crate::module::AliasOrIFunc { value_ty: TypeTable::I32, target: gref }),
    );
    a.linkage = Linkage::Internal;
    m.add_global(a).unwrap();

    let text = print_module(&m);
    for line in [
        "source_filename = \"t.c\"",
        "module asm \".globl x\"",
        "%\"struct.a b\" = type { i32, ptr }",
        "%0 = type <{ i8 }>",
        "%Opaque = type opaque",
        "$g = comdat any",
        "$other = comdat nodeduplicate",
        "@g = weak_odr dso_local global %\"struct.a b\" { i32 7, ptr null }, comdat, align 8",
        "@0 = private unnamed_addr constant [3 x i8] c\"a\\0A\\00\", section \"s\", comdat($other)",
        "@tls = external hidden thread_local(initialexec) global i32",
        "@p = global { ptr, <2 x float>, [1 x i64], i128, %0 } { ptr getelementptr inbounds (%\"struct.a b\", ptr @g, i64 0, i32 1), <2 x float> <float 5.000000e-01, float undef>, [1 x i64] [i64 add nuw (i64 ptrtoint (ptr @g to i64), i64 0)], i128 -5, %0 zeroinitializer }",
        "@a = internal alias i32, ptr @g",
    ] {
        assert!(text.contains(line), "missing {line:?} in:\n{text}");
    }
    assert_llvm_as_accepts(&text);
}

/// Attributes, calling conventions, calls with every marker, memory and atomic
/// instructions, switch, select, casts with flags, fast-math flags.
#[test]
fn instructions_with_flags_and_attributes() {
    let mut m = Module::new();
    let i8p = TypeTable::PTR;
    let callee_ty = m.types.function(TypeTable::FLOAT, &[TypeTable::FLOAT], false);
    let callee = m.declare_function("sqrtish", callee_ty, Linkage::External);
    let va_ty = m.types.function(TypeTable::I32, &[i8p], true);
    let printf = m.declare_function("printf", va_ty, Linkage::External);
    let nounwind = m.attrs.intern(vec![
        Attr::Flag(AttrKind::NoUnwind),
        Attr::Str(m.syms.intern_str("frame-pointer"), Some(m.syms.intern_str("all"))),
        Attr::Int(AttrKind::AlignStack, 16),
        Attr::Raw(AttrKind::Memory, m.syms.intern_str("argmem: readwrite")),
    ], &m.syms);
    let noundef = m.attrs.intern(vec![Attr::Flag(AttrKind::NoUndef), Attr::Int(AttrKind::Align, 8)], &m.syms);
    let zext = m.attrs.intern(vec![Attr::Flag(AttrKind::ZeroExt)], &m.syms);
    let noundef_only = m.attrs.intern(vec![Attr::Flag(AttrKind::NoUndef)], &m.syms);
    m.function_mut(callee).unwrap().fn_attrs = nounwind;

    let fty = m.types.function(TypeTable::I32, &[i8p, TypeTable::FLOAT, TypeTable::I8], false);
    let f = m.declare_function("f", fty, Linkage::Internal);
    {
        let func = m.function_mut(f).unwrap();
        func.cc = CallConv::Fast;
        func.params[0].attrs = noundef;
        func.ret_attrs = zext;
        func.fn_attrs = nounwind;
    }
    m.global_mut(f).unnamed_addr = UnnamedAddr::Local;
    let fmt = m.const_cstring(b"%d");
    let fmt_ty = m.const_type(fmt);
    let mut g = GlobalValue::new(
        None,
        GlobalKind::Var(GlobalVar { value_ty: fmt_ty, init: Some(fmt), is_constant: true, ..GlobalVar::default() }),
    );
    g.linkage = Linkage::Private;
    let fmt_g = m.add_global(g).unwrap();
    let fmt_ref = m.global_ref(fmt_g);
    let one = m.const_int(TypeTable::I32, 1);
    let two = m.const_int(TypeTable::I32, 2);
    let callee_ref = m.global_ref(callee);
    let printf_ref = m.global_ref(printf);
    let fdef = m.konst(Const::Float(TypeTable::FLOAT, 2.0f32.to_bits() as u128));

    let mut b = m.build(f);
    let entry = b.block(Some("entry"));
    let other = b.block(Some("other bb"));
    let exit = b.block(None);
    b.switch_to(entry);
    let x = b.alloca(TypeTable::I32, Align::new(4));
    b.store(Value::Const(one), x, Align::new(4));
    let ld = b.push(Inst::new(
        InstKind::Load {
            align: Align::new(4),
            volatile: true,
            atomic: Some(Atomic { ordering: Ordering::Acquire, scope: SyncScope::SingleThread }),
        },
        TypeTable::I32,
        vec![x],
    ));
    let sum = b.push(Inst::new(
        InstKind::Binary { op: BinOp::Add, flags: flags::NUW | flags::NSW, fmf: FastMath::default() },
        TypeTable::I32,
        vec![Value::Inst(ld), Value::Const(two)],
    ));
    b.name(Value::Inst(sum), "sum");
    let fadd = b.push(Inst::new(
        InstKind::Binary { op: BinOp::FAdd, flags: 0, fmf: FastMath(FastMath::FAST) },
        TypeTable::FLOAT,
        vec![Value::Arg(1), Value::Const(fdef)],
    ));
    let fmul = b.push(Inst::new(
        InstKind::Binary { op: BinOp::FMul, flags: 0, fmf: FastMath(FastMath::NNAN | FastMath::NSZ) },
        TypeTable::FLOAT,
        vec![Value::Inst(fadd), Value::Inst(fadd)],
    ));
    // %c = tail call fast float @sqrtish(float %fmul) #0
    let info = CallInfo {
        fn_ty: callee_ty,
        tail: TailKind::Tail,
        fmf: FastMath(FastMath::FAST),
        fn_attrs: nounwind,
        arg_attrs: vec![noundef_only].into(),
        num_args: 1,
        ..CallInfo::default()
    };
    b.push(Inst::new(InstKind::Call(Box::new(info)), TypeTable::FLOAT, vec![Value::Const(callee_ref), Value::Inst(fmul)]));
    let info = CallInfo {
        fn_ty: va_ty,
        cc: CallConv::Named("x86_stdcallcc"),
        arg_attrs: vec![Default::default(); 2].into(),
        num_args: 2,
        ..CallInfo::default()
    };
    b.push(Inst::new(
        InstKind::Call(Box::new(info)),
        TypeTable::I32,
        vec![Value::Const(printf_ref), Value::Const(fmt_ref), Value::Inst(sum)],
    ));
    let z = b.push(Inst::new(
        InstKind::Cast { op: CastOp::ZExt, flags: flags::NNEG, fmf: FastMath::default() },
        TypeTable::I64,
        vec![Value::Arg(2)],
    ));
    let t = b.push(Inst::new(
        InstKind::Cast { op: CastOp::Trunc, flags: flags::NUW, fmf: FastMath::default() },
        TypeTable::I8,
        vec![Value::Inst(z)],
    ));
    let _ = t;
    b.push(Inst::new(
        InstKind::AtomicRmw {
            op: RmwOp::Add,
            volatile: false,
            atomic: Atomic { ordering: Ordering::SeqCst, scope: SyncScope::System },
            align: Align::new(4),
        },
        TypeTable::I32,
        vec![x, Value::Const(one)],
    ));
    let pair_ty = m_pair(&mut b.m.types);
    b.push(Inst::new(
        InstKind::CmpXchg {
            weak: true,
            volatile: false,
            success: Ordering::AcqRel,
            failure: Ordering::Monotonic,
            scope: SyncScope::System,
            align: Align::new(4),
        },
        pair_ty,
        vec![x, Value::Const(one), Value::Const(two)],
    ));
    b.push(Inst::new(
        InstKind::Fence(Atomic { ordering: Ordering::SeqCst, scope: SyncScope::SingleThread }),
        TypeTable::VOID,
        vec![],
    ));
    let gep = b.push(Inst::new(
        InstKind::Gep { source: TypeTable::I8, flags: flags::NUSW | flags::NUW },
        TypeTable::PTR,
        vec![Value::Arg(0), Value::Inst(z)],
    ));
    let _ = gep;
    let cmp = b.icmp(IntPred::Eq, Value::Inst(sum), Value::Const(two));
    let sel = b.select(cmp, Value::Const(one), Value::Inst(sum));
    b.push(Inst::new(
        InstKind::Switch,
        TypeTable::VOID,
        vec![sel, Value::Block(exit), Value::Const(one), Value::Block(other), Value::Const(two), Value::Block(exit)],
    ));
    b.switch_to(other);
    b.br(exit);
    b.switch_to(exit);
    b.ret(Some(sel));

    let text = print_module(&m);
    for line in [
        "declare float @sqrtish(float) #0",
        "declare i32 @printf(ptr, ...)",
        "define internal fastcc zeroext i32 @f(ptr noundef align 8 %0, float %1, i8 %2) local_unnamed_addr #0 {",
        "entry:\n  %3 = alloca i32, align 4\n",
        "  store i32 1, ptr %3, align 4\n",
        "  %4 = load atomic volatile i32, ptr %3 syncscope(\"singlethread\") acquire, align 4\n",
        "  %sum = add nuw nsw i32 %4, 2\n",
        "  %5 = fadd fast float %1, 2.000000e+00\n",
        "  %6 = fmul nnan nsz float %5, %5\n",
        "  %7 = tail call fast float @sqrtish(float noundef %6) #0\n",
        "  %8 = call x86_stdcallcc i32 (ptr, ...) @printf(ptr @0, i32 %sum)\n",
        "  %9 = zext nneg i8 %2 to i64\n",
        "  %10 = trunc nuw i64 %9 to i8\n",
        "  %11 = atomicrmw add ptr %3, i32 1 seq_cst, align 4\n",
        "  %12 = cmpxchg weak ptr %3, i32 1, i32 2 acq_rel monotonic, align 4\n",
        "  fence syncscope(\"singlethread\") seq_cst\n",
        "  %13 = getelementptr nusw nuw i8, ptr %0, i64 %9\n",
        "  %14 = icmp eq i32 %sum, 2\n",
        "  %15 = select i1 %14, i32 1, i32 %sum\n",
        "  switch i32 %15, label %16 [\n    i32 1, label %\"other bb\"\n    i32 2, label %16\n  ]\n",
        "\n\"other bb\":\n  br label %16\n\n16:\n  ret i32 %15\n}\n",
        "attributes #0 = { nounwind alignstack=16 memory(argmem: readwrite) \"frame-pointer\"=\"all\" }",
    ] {
        assert!(text.contains(line), "missing {line:?} in:\n{text}");
    }
    assert_llvm_as_accepts(&text);
}

fn m_pair(types: &mut crate::types::TypeTable) -> crate::types::TypeId {
    types.struct_literal(&[TypeTable::I32, TypeTable::I1], false)
}

/// invoke / landingpad / resume with a personality, a comdat function and unnamed params
/// in a declaration.
#[test]
fn exceptions_and_function_properties() {
    let mut m = Module::new();
    let vty = m.types.function(TypeTable::VOID, &[], false);
    let thrower = m.declare_function("_Z5throwv", vty, Linkage::External);
    let pers_ty = m.types.function(TypeTable::I32, &[], true);
    let pers = m.declare_function("__gxx_personality_v0", pers_ty, Linkage::External);
    let name = m.syms.intern_str("_Z1fv");
    let cd = m.add_comdat(Comdat { name, kind: ComdatKind::Any });
    let f = m.declare_function("_Z1fv", vty, Linkage::LinkOnceOdr);
    let pers_ref = m.global_ref(pers);
    m.function_mut(f).unwrap().personality = Some(pers_ref);
    m.global_mut(f).comdat = Some(cd);
    m.global_mut(f).section = Some(m.syms.intern_str(".text.f"));
    m.global_mut(f).align = Some(16);
    let thrower_ref = m.global_ref(thrower);
    let lp_ty = m.types.struct_literal(&[TypeTable::PTR, TypeTable::I32], false);
    let null = m.konst(Const::Null(TypeTable::PTR));

    let mut b = m.build(f);
    let entry = b.block(None);
    let cont = b.block(Some("cont"));
    let lpad = b.block(Some("lpad"));
    b.switch_to(entry);
    let info = CallInfo { fn_ty: vty, ..CallInfo::default() };
    b.push(Inst::new(
        InstKind::Invoke(Box::new(info)),
        TypeTable::VOID,
        vec![Value::Const(thrower_ref), Value::Block(cont), Value::Block(lpad)],
    ));
    b.switch_to(cont);
    b.ret(None);
    b.switch_to(lpad);
    let lp = b.push(Inst::new(
        InstKind::LandingPad { cleanup: true, clauses: vec![crate::inst::ClauseKind::Catch].into() },
        lp_ty,
        vec![Value::Const(null)],
    ));
    b.push(Inst::new(InstKind::Resume, TypeTable::VOID, vec![Value::Inst(lp)]));

    let text = print_module(&m);
    let expected_fn = "define linkonce_odr void @_Z1fv() section \".text.f\" comdat align 16 personality ptr @__gxx_personality_v0 {\n  \
invoke void @_Z5throwv()\n          to label %cont unwind label %lpad\n\n\
cont:\n  ret void\n\n\
lpad:\n  %1 = landingpad { ptr, i32 }\n          cleanup\n          catch ptr null\n  resume { ptr, i32 } %1\n}\n";
    assert!(text.contains(expected_fn), "{text}");
    assert_llvm_as_accepts(&text);
}

/// blockaddress of an unnamed block, indirectbr, a declared function with unnamed
/// parameters and attributes, extractvalue/insertvalue.
#[test]
fn blockaddress_and_aggregates() {
    let mut m = Module::new();
    let fty = m.types.function(TypeTable::VOID, &[TypeTable::I32], false);
    let f = m.declare_function("f", fty, Linkage::External);
    let nonnull = m.attrs.intern(vec![Attr::Flag(AttrKind::NoUndef)], &m.syms);
    m.function_mut(f).unwrap().params[0].attrs = nonnull;
    let decl = m.declare_function("d", fty, Linkage::External);
    m.function_mut(decl).unwrap().params[0].attrs = nonnull;
    let _ = decl;
    let agg_ty = m.types.struct_literal(&[TypeTable::I32, TypeTable::I64], false);
    let undef = m.konst(Const::Undef(agg_ty));
    let mut b = m.build(f);
    let entry = b.block(None);
    let target = b.block(None);
    b.switch_to(entry);
    let iv = b.push(Inst::new(
        InstKind::InsertValue { indices: vec![0].into() },
        agg_ty,
        vec![Value::Const(undef), Value::Arg(0)],
    ));
    b.push(Inst::new(InstKind::ExtractValue { indices: vec![0].into() }, TypeTable::I32, vec![Value::Inst(iv)]));
    let ba = b.m.konst(Const::BlockAddress { func: f, block: target });
    b.push(Inst::new(InstKind::IndirectBr, TypeTable::VOID, vec![Value::Const(ba), Value::Block(target)]));
    b.switch_to(target);
    b.ret(None);
    let text = print_module(&m);
    assert!(text.contains("declare void @d(i32 noundef)\n"), "{text}");
    assert!(text.contains("  %2 = insertvalue { i32, i64 } undef, i32 %0, 0\n"), "{text}");
    assert!(text.contains("  %3 = extractvalue { i32, i64 } %2, 0\n"), "{text}");
    assert!(text.contains("  indirectbr ptr blockaddress(@f, %4), [label %4]\n"), "{text}");
    assert_llvm_as_accepts(&text);
}

/// Unnamed globals are numbered variables first, then functions, matching the print order.
#[test]
fn unnamed_globals_numbered_in_print_order() {
    let mut m = Module::new();
    let fty = m.types.function(TypeTable::VOID, &[], false);
    let mut fg = GlobalValue::new(None, GlobalKind::Func(crate::function::Function { ty: fty, ..Default::default() }));
    fg.linkage = Linkage::External;
    let fid = m.add_global(fg).unwrap();
    let fref = m.global_ref(fid);
    let g = GlobalValue::new(
        None,
        GlobalKind::Var(GlobalVar { value_ty: TypeTable::PTR, init: Some(fref), ..GlobalVar::default() }),
    );
    m.add_global(g).unwrap();
    let text = print_module(&m);
    assert!(text.contains("@0 = global ptr @1\n"), "{text}");
    assert!(text.contains("declare void @1()\n"), "{text}");
    assert_llvm_as_accepts(&text);
    let _ = Param { ty: TypeTable::I32, attrs: Default::default(), name: None };
}

/// `llvm-dis-19(llvm-as-19 [flags] text)`, without the `; ModuleID` line (it names the
/// temporary file).
fn llvm_dis_of(text: &str, as_flags: &[&str]) -> String {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let n = COUNTER.fetch_add(1, AtomicOrdering::Relaxed);
    let dir = std::env::temp_dir();
    let ll = dir.join(format!("rllc-printer-rt-{}-{n}.ll", std::process::id()));
    let bc = ll.with_extension("bc");
    std::fs::write(&ll, text).expect("write temp file");
    let as_out = Command::new("llvm-as-19")
        .args(as_flags)
        .arg("-o")
        .arg(&bc)
        .arg(&ll)
        .output()
        .expect("llvm-as-19 must be installed to run the printer tests");
    let _ = std::fs::remove_file(&ll);
    assert!(as_out.status.success(), "llvm-as-19 rejected:\n{text}\n{}", String::from_utf8_lossy(&as_out.stderr));
    let dis = Command::new("llvm-dis-19").arg("-o").arg("-").arg(&bc).output().expect("llvm-dis-19 must be installed");
    let _ = std::fs::remove_file(&bc);
    assert!(dis.status.success(), "llvm-dis-19 failed: {}", String::from_utf8_lossy(&dis.stderr));
    String::from_utf8_lossy(&dis.stdout).lines().filter(|l| !l.starts_with("; ModuleID")).collect::<Vec<_>>().join("\n")
}

/// The acceptance property: `llvm-dis(llvm-as(print(parse(x)))) == llvm-dis(llvm-as(x))`,
/// and printing is stable (`print(parse(print(parse(x)))) == print(parse(x))`).
fn assert_round_trips(src: &str, as_flags: &[&str]) {
    let m = crate::parse(src).unwrap_or_else(|d| panic!("{}", d.render("input.ll", src)));
    let printed = print_module(&m);
    let expected = llvm_dis_of(src, as_flags);
    let got = llvm_dis_of(&printed, as_flags);
    if expected != got {
        let first = expected.lines().zip(got.lines()).position(|(a, b)| a != b).unwrap_or(0);
        let show = |t: &str| t.lines().skip(first).take(3).collect::<Vec<_>>().join("\n");
        panic!("round trip differs at line {}:\nexpected:\n{}\ngot:\n{}\nprinted:\n{printed}", first + 1, show(&expected), show(&got));
    }
    let again = crate::parse(&printed).unwrap_or_else(|d| panic!("{}", d.render("printed.ll", &printed)));
    assert_eq!(print_module(&again), printed, "printing is not stable");
}

#[test]
fn round_trips_every_construct() {
    assert_round_trips(include_str!("testdata/everything.ll"), &[]);
}

#[test]
fn round_trips_every_attribute_form() {
    assert_round_trips(include_str!("testdata/attributes.ll"), &["-disable-verify"]);
}

#[test]
fn round_trips_debug_info_and_numbering() {
    let src = r#"source_filename = "d.c"
target triple = "x86_64-pc-linux-gnu"

define dso_local i32 @f(i32 noundef %0) !dbg !8 {
  %2 = alloca i32, align 4
    #dbg_declare(ptr %2, !13, !DIExpression(), !14)
  store i32 %0, ptr %2, align 4, !tbaa !15
  %3 = load i32, ptr %2, align 4, !dbg !14
    #dbg_value(i32 %3, !13, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !14)
  br label %4, !llvm.loop !19

4:
  ret i32 %3, !dbg !14
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "d.c", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{!"clang version 19"}
!8 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !9, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!9 = !DISubroutineType(types: !10)
!10 = !{!11, !11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{}
!13 = !DILocalVariable(name: "x", arg: 1, scope: !8, file: !1, line: 1, type: !11)
!14 = !DILocation(line: 1, column: 11, scope: !8)
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C/C++ TBAA"}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
"#;
    assert_round_trips(src, &[]);
}

/// Prints the module `src` parses to.
fn reprint(src: &str) -> String {
    match crate::parse(src) {
        Ok(m) => print_module(&m),
        Err(d) => panic!("{}", d.render("t.ll", src)),
    }
}

#[test]
fn attribute_sets_print_in_canonical_order_whatever_the_interning_order() {
    // `"targt-pecu"` is interned before `"target-cpu"` in the first text and after it in
    // the printed one; the printed order must not follow.
    let src = "declare void @b(ptr) #1\ndeclare void @a() #0\n\
               attributes #0 = { noreturn \"s\"=\"8\" \"target-cpu\"=\"x86-64\" \"target-features\"=\"+a\" }\n\
               attributes #1 = { nounwind \"s\"=\"8\" \"targt-pecu\"=\"x86-64\" \"target-features\"=\"+a\" }\n";
    let once = reprint(src);
    assert_eq!(reprint(&once), once);
    assert!(once.contains("attributes #0 = { nounwind \"s\"=\"8\" \"target-features\"=\"+a\" \"targt-pecu\"=\"x86-64\" }"), "{once}");
    // Keyword attributes by LLVM's class (plain, type, integer), string ones by key; a
    // later attribute of the same kind or key replaces an earlier one, as in LLVM.
    let once = reprint("declare void @f(ptr byval(i32) align 4 \"z\" noundef \"a\"=\"1\" align 8 \"a\"=\"2\")\n");
    assert!(once.contains("declare void @f(ptr noundef byval(i32) align 8 \"a\"=\"2\" \"z\")"), "{once}");
    assert_eq!(reprint(&once), once);
}

/// Module summary entries (`-flto=thin` output) are written back as they were read, after
/// the metadata, so the module reads back the same in LLVM.
#[test]
fn summary_entries_are_kept() {
    let src = r#"define i32 @f() {
  ret i32 1
}

^0 = module: (path: "t.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 0, canAutoHide: 0, importType: definition), insts: 1, funcFlags: (readNone: 1, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0))))
^2 = flags: 8
^3 = blockcount: 0
"#;
    let m = crate::parse(src).expect("parses");
    let text = print_module(&m);
    let tail: Vec<&str> = text.lines().filter(|l| l.starts_with('^')).collect();
    let want: Vec<&str> = src.lines().filter(|l| l.starts_with('^')).collect();
    assert_eq!(tail, want);
    assert_llvm_as_accepts(&text);
}
