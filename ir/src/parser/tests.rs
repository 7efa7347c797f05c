//! Unit tests of the `.ll` parser: one or more per construct, plus the error messages and
//! their positions.

use super::parse;
use crate::attrs::{Attr, AttrKind, AttrSetId};
use crate::constant::{Const, ConstId, ExprOp, IntValue};
use crate::function::Function;
use crate::inst::{flags, Align, CallConv, CastOp, FastMath, InstKind, IntPred, Ordering, SyncScope, TailKind};
use crate::metadata::Metadata;
use crate::module::{DllStorage, GlobalKind, Linkage, Module, ThreadLocal, UnnamedAddr, Visibility};
use crate::types::{FloatKind, Type, TypeId, TypeTable};
use crate::value::{BlockId, InstId, Value};

fn ok(src: &str) -> Module {
    match parse(src) {
        Ok(m) => m,
        Err(d) => panic!("unexpected error:\n{}", d.render("t.ll", src)),
    }
}

/// The error message, checking that it points at `at` (the first occurrence of that text).
fn err(src: &str, at: &str) -> String {
    match parse(src) {
        Ok(_) => panic!("expected an error for:\n{src}"),
        Err(d) => {
            let want = src.find(at).unwrap_or_else(|| panic!("'{at}' not in source"));
            assert_eq!(d.offset, Some(want), "error '{}' at the wrong place:\n{}", d.message, d.render("t.ll", src));
            d.message
        }
    }
}

fn func<'m>(m: &'m Module, name: &str) -> &'m Function {
    let g = m.global_by_name(name.as_bytes()).unwrap_or_else(|| panic!("no @{name}"));
    m.function(g).expect("a function")
}

/// The instructions of a function in layout order.
fn insts(f: &Function) -> Vec<&crate::inst::Inst> {
    f.layout.iter().flat_map(|b| f.block(*b).insts.iter().map(|i| f.inst(*i))).collect()
}

fn init(m: &Module, name: &str) -> ConstId {
    let g = m.global_by_name(name.as_bytes()).unwrap();
    m.global(g).as_var().unwrap().init.unwrap()
}

fn int_of(m: &Module, c: ConstId) -> IntValue {
    match m.consts.get(c) {
        Const::Int(_, v) => v.clone(),
        other => panic!("not an int: {other:?}"),
    }
}

fn global_ty(m: &Module, name: &str) -> TypeId {
    m.global(m.global_by_name(name.as_bytes()).unwrap()).value_type()
}

// ---- types ----

#[test]
fn parses_primitive_and_derived_types() {
    let m = ok("@a = external global i17\n\
                @b = external global [4 x <2 x float>]\n\
                @c = external global { i8, ptr addrspace(3), <{ i16, double }> }\n\
                @d = external global <vscale x 4 x i32>\n\
                @e = external global x86_fp80\n\
                @f = external global target(\"spirv.Image\", i32, 1, 2)\n\
                @g = external global i8*\n\
                @h = external global i32 (i8*, ...)*\n\
                @i = external global i8 addrspace(5)*\n\
                @j = external global { half, bfloat, fp128, ppc_fp128, x86_amx }\n");
    let tt = &m.types;
    assert_eq!(tt.get(global_ty(&m, "a")), &Type::Int(17));
    let b = global_ty(&m, "b");
    let Type::Array { elem, len: 4 } = *tt.get(b) else { panic!() };
    assert_eq!(tt.get(elem), &Type::Vector { elem: TypeTable::FLOAT, len: 2, scalable: false });
    let (fields, packed) = tt.struct_fields(global_ty(&m, "c")).unwrap();
    assert!(!packed);
    assert_eq!(tt.get(fields[1]), &Type::Ptr { addrspace: 3 });
    assert!(tt.struct_fields(fields[2]).unwrap().1);
    assert_eq!(tt.get(global_ty(&m, "d")), &Type::Vector { elem: TypeTable::I32, len: 4, scalable: true });
    assert_eq!(tt.float_kind(global_ty(&m, "e")), Some(FloatKind::X86Fp80));
    let Type::TargetExt { types, ints, .. } = tt.get(global_ty(&m, "f")) else { panic!() };
    assert_eq!((&types[..], &ints[..]), (&[TypeTable::I32][..], &[1, 2][..]));
    assert_eq!(global_ty(&m, "g"), TypeTable::PTR);
    assert_eq!(global_ty(&m, "h"), TypeTable::PTR);
    assert_eq!(tt.get(global_ty(&m, "i")), &Type::Ptr { addrspace: 5 });
}

#[test]
fn parses_named_numbered_opaque_and_recursive_structs() {
    let m = ok("%list = type { i32, ptr, %list* }\n\
                %0 = type { %fwd, i8 }\n\
                %fwd = type <{ i64 }>\n\
                %op = type opaque\n\
                %myint = type i32\n\
                @a = external global %0\n\
                @b = external global %op\n\
                @c = external global %myint\n");
    let a = global_ty(&m, "a");
    let ns = m.types.named_struct(a).unwrap();
    assert!(ns.name.is_none());
    let (f, _) = m.types.struct_fields(a).unwrap();
    assert_eq!(m.types.struct_fields(f[0]).unwrap(), (&[TypeTable::I64][..], true));
    assert!(m.types.is_opaque_struct(global_ty(&m, "b")));
    assert_eq!(global_ty(&m, "c"), TypeTable::I32);
}

#[test]
fn reports_type_errors() {
    assert_eq!(err("@a = external global foo", "foo"), "expected type, found 'foo'");
    assert_eq!(err("@a = external global i0", "i0"), "bitwidth for integer type out of range");
    assert_eq!(err("@a = external global i8388608", "i8388608"), "bitwidth for integer type out of range");
    assert_eq!(err("@a = external global <0 x i8>", "0"), "zero element vector is illegal");
    assert_eq!(err("@a = external global ptr*", "*"), "ptr* is invalid - use ptr instead");
    assert_eq!(err("@a = external global void", "void"), "void type only allowed for function results");
    assert_eq!(err("@a = external global %T", "%T"), "use of undefined type named 'T'");
    assert_eq!(err("%T = type {}\n%T = type { i8 }", "%T = type { i8 }"), "redefinition of type");
    assert_eq!(err("@a = external global <2 x [2 x i8]>", "[2"), "invalid vector element type");
    assert_eq!(err("@a = external global void (i32 %x)*", "i32 %x"), "argument name invalid in function type");
}

// ---- constants ----

#[test]
fn parses_integer_constants_like_llvm() {
    let m = ok("@a = global i8 300\n@b = global i8 -200\n@c = global i32 u0x1FFFFFFFF\n@d = global i32 s0x7\n\
                @e = global i128 -1\n@f = global i1 true\n@g = global i64 -9223372036854775808\n");
    assert_eq!(int_of(&m, init(&m, "a")), IntValue::Small(44));
    assert_eq!(int_of(&m, init(&m, "b")), IntValue::Small(56));
    assert_eq!(int_of(&m, init(&m, "c")), IntValue::Small(0xffff_ffff));
    assert_eq!(int_of(&m, init(&m, "d")), IntValue::Small(0xffff_ffff));
    assert_eq!(int_of(&m, init(&m, "e")), IntValue::Big(vec![u64::MAX, u64::MAX].into()));
    assert_eq!(int_of(&m, init(&m, "f")), IntValue::Small(1));
    assert_eq!(int_of(&m, init(&m, "g")), IntValue::Small(1 << 63));
}

#[test]
fn parses_float_constants_like_llvm() {
    let m = ok("@a = global float 1.500000e+00\n@b = global float 0x3FB99999A0000000\n@c = global half 0xH3C00\n\
                @d = global bfloat 0xR3F80\n@e = global x86_fp80 0xK3FFF8000000000000000\n\
                @f = global fp128 0xL00000000000000003FFF000000000000\n@g = global double -0.0\n\
                @h = global half 0.5\n@i = global float 0x7FF4000000000000\n");
    let bits = |n: &str| match m.consts.get(init(&m, n)) {
        Const::Float(_, b) => *b,
        c => panic!("{c:?}"),
    };
    assert_eq!(bits("a"), 0x3fc0_0000);
    assert_eq!(bits("b"), 0.1f32.to_bits() as u128);
    assert_eq!(bits("c"), 0x3c00);
    assert_eq!(bits("d"), 0x3f80);
    assert_eq!(bits("e"), 0x3fff_8000_0000_0000_0000);
    assert_eq!(bits("f"), 0x3fff_0000_0000_0000u128 << 64);
    assert_eq!(bits("g"), 1 << 63);
    assert_eq!(bits("h"), 0x3800);
    assert_eq!(bits("i"), 0x7fa0_0000);
    assert_eq!(err("@a = global float 0.1", "0.1"), "floating point constant invalid for type");
    assert_eq!(err("@a = global float 1", "1"), "integer constant must have integer type");
    assert_eq!(err("@a = global i32 1.0", "1.0"), "floating point constant invalid for type");
    assert_eq!(err("@a = global x86_fp80 1.0", "1.0"), "floating point constant does not have type 'x86_fp80'");
    assert_eq!(err("@a = global float 0xH3C00", "0xH"), "floating point constant does not have type 'float'");
}

#[test]
fn parses_aggregate_constants() {
    let m = ok("%S = type { i32, [2 x i8], ptr }\n\
                @s = global %S { i32 1, [2 x i8] c\"a\\00\", ptr @s }\n\
                @v = global <2 x i16> <i16 1, i16 -1>\n\
                @p = global <{ i8, i32 }> <{ i8 1, i32 2 }>\n\
                @z = global [0 x i32] []\n\
                @sp = global <4 x i32> splat (i32 7)\n\
                @u = global { i32, float } { i32 undef, float poison }\n");
    let Const::Struct(_, elems) = m.consts.get(init(&m, "s")) else { panic!() };
    assert_eq!(elems.len(), 3);
    assert!(matches!(m.consts.get(elems[1]), Const::Bytes(_, b) if &b[..] == b"a\0"));
    let Const::Global(g) = m.consts.get(elems[2]) else { panic!() };
    assert_eq!(*g, m.global_by_name(b"s").unwrap());
    assert!(matches!(m.consts.get(init(&m, "sp")), Const::Vector(_, e) if e.len() == 4 && e.iter().all(|x| *x == e[0])));
    assert!(matches!(m.consts.get(init(&m, "z")), Const::Array(_, e) if e.is_empty()));
    assert_eq!(
        err("%S = type { i32 }\n@s = global %S { i64 1 }", "{ i64"),
        "element 0 of struct initializer doesn't match struct element type"
    );
    assert_eq!(err("@a = global [2 x i8] c\"abc\"", "c\"abc\""), "constant expression type mismatch: got type '[3 x i8]' but expected '[2 x i8]'");
    assert_eq!(err("@a = global <2 x i8> <i8 1, i16 2>", "i8 1"), "vector element #1 is not of type 'i8'");
    assert_eq!(err("@a = global { i8 } <{ i8 1 }>", "<{"), "packed'ness of initializer and type don't match");
    assert_eq!(err("@a = global i32 null", "null"), "null must be a pointer type");
    assert_eq!(err("@a = global i32 none", "none"), "invalid type for none constant");
    assert_eq!(err("@a = global [1 x i32] []", "[]"), "invalid empty array initializer");
}

#[test]
fn parses_constant_expressions() {
    let m = ok("@a = global [4 x i32] zeroinitializer\n\
                @g = global ptr getelementptr inbounds nuw ([4 x i32], ptr @a, i64 0, i64 2)\n\
                @r = global ptr getelementptr nusw inrange(-4, 8) (i8, ptr @a, i64 4)\n\
                @i = global i64 add nuw nsw (i64 ptrtoint (ptr @a to i64), i64 8)\n\
                @t = global i32 trunc (i64 ptrtoint (ptr @a to i64) to i32)\n\
                @e = global i32 extractelement (<2 x i32> <i32 1, i32 2>, i32 1)\n");
    let Const::Expr(e) = m.consts.get(init(&m, "g")) else { panic!() };
    assert_eq!(e.op, ExprOp::Gep);
    assert_eq!(e.flags, flags::INBOUNDS | flags::NUW);
    assert_eq!(e.operands.len(), 3);
    assert_eq!(e.ty, TypeTable::PTR);
    let Const::Expr(r) = m.consts.get(init(&m, "r")) else { panic!() };
    assert_eq!((r.flags, r.inrange), (flags::NUSW, Some((-4, 8))));
    let Const::Expr(i) = m.consts.get(init(&m, "i")) else { panic!() };
    assert_eq!((i.op, i.flags), (ExprOp::Binary(crate::inst::BinOp::Add), flags::NUW | flags::NSW));
    assert!(matches!(m.consts.get(i.operands[0]), Const::Expr(c) if c.op == ExprOp::Cast(CastOp::PtrToInt)));
    assert_eq!(
        err("@a = global i32 0\n@b = global i64 zext (i32 0 to i64)", "zext"),
        "zext constexprs are no longer supported"
    );
    assert_eq!(
        err("@a = global i32 0\n@b = global i64 icmp eq (i32 0, i32 1)", "icmp"),
        "icmp constexprs are no longer supported"
    );
    assert_eq!(
        err("@a = global i32 0\n@b = global float bitcast (i64 1 to float)", "bitcast"),
        "invalid cast opcode for cast from 'i64' to 'float'"
    );
    assert_eq!(
        err("@a = global [2 x i8] zeroinitializer\n@b = global ptr getelementptr ({ i8 }, ptr @a, i64 0, i64 1)", "getelementptr"),
        "invalid getelementptr indices"
    );
}

#[test]
fn scalable_splat_is_an_insert_shuffle_expression() {
    let m = ok("define <vscale x 2 x i64> @f(<vscale x 2 x i64> %v) {\n  %a = add <vscale x 2 x i64> %v, splat (i64 3)\n  ret <vscale x 2 x i64> %a\n}\n");
    let f = func(&m, "f");
    let add = insts(f)[0];
    let Value::Const(c) = add.ops[1] else { panic!() };
    let Const::Expr(e) = m.consts.get(c) else { panic!() };
    assert_eq!(e.op, ExprOp::ShuffleVector);
    assert!(matches!(m.consts.get(e.operands[0]), Const::Expr(i) if i.op == ExprOp::InsertElement));
}

// ---- globals ----

#[test]
fn parses_global_properties() {
    let m = ok("$c = comdat largest\n\
                @a = internal thread_local(initialexec) unnamed_addr addrspace(1) constant i32 1, section \"s\", partition \"p\", comdat($c), align 8, code_model \"large\", no_sanitize_address\n\
                @b = external hidden dllimport local_unnamed_addr externally_initialized global i32\n\
                @c = linkonce_odr dso_local global i32 1, comdat\n\
                $c2 = comdat any\n\
                @d = weak protected global i32 0 #0\n\
                attributes #0 = { \"x\"=\"y\" }\n");
    let ga = m.global(m.global_by_name(b"a").unwrap());
    assert_eq!(ga.linkage, Linkage::Internal);
    assert!(ga.dso_local);
    assert_eq!(ga.thread_local, ThreadLocal::InitialExec);
    assert_eq!(ga.unnamed_addr, UnnamedAddr::Global);
    assert_eq!(ga.addrspace, 1);
    assert_eq!(ga.align, Some(8));
    assert_eq!(m.sym_text(ga.section.unwrap()), "s");
    assert_eq!(m.sym_text(ga.partition.unwrap()), "p");
    let v = ga.as_var().unwrap();
    assert!(v.is_constant && v.code_model.is_some() && v.sanitizer == crate::module::sanitizer::NO_SANITIZE_ADDRESS);
    assert_eq!(m.comdats[ga.comdat.unwrap().0 as usize].kind, crate::module::ComdatKind::Largest);
    let gb = m.global(m.global_by_name(b"b").unwrap());
    assert_eq!((gb.visibility, gb.dll_storage, gb.unnamed_addr), (Visibility::Hidden, DllStorage::Import, UnnamedAddr::Local));
    assert!(gb.as_var().unwrap().init.is_none() && gb.as_var().unwrap().externally_initialized);
    let gc = m.global(m.global_by_name(b"c").unwrap());
    assert_eq!(m.sym_text(m.comdats[gc.comdat.unwrap().0 as usize].name), "c");
    let gd = m.global(m.global_by_name(b"d").unwrap());
    assert!(matches!(m.attrs.get(gd.as_var().unwrap().attrs), [Attr::Str(_, Some(_))]));
    assert_eq!(err("@c = global i32 1, comdat", "comdat"), "use of undefined comdat '$c'");
}

#[test]
fn forward_referenced_globals_keep_definition_order() {
    let m = ok("@p = global ptr @later\n\
                define void @f() {\n  call void @g()\n  ret void\n}\n\
                declare void @g()\n\
                @later = global i32 1\n");
    let names: Vec<String> = m.globals.iter().map(|g| m.sym_text(g.name.unwrap()).into_owned()).collect();
    assert_eq!(names, ["p", "f", "g", "later"]);
    let Const::Global(g) = m.consts.get(init(&m, "p")) else { panic!() };
    assert_eq!(m.global(*g).name.map(|n| m.sym_text(n).into_owned()), Some("later".into()));
    let call = insts(func(&m, "f"))[0];
    let Value::Const(c) = call.ops[0] else { panic!() };
    assert!(matches!(m.consts.get(c), Const::Global(g) if m.global(*g).as_function().is_some()));
}

#[test]
fn numbered_globals_and_their_errors() {
    let m = ok("@0 = private constant i32 1\n@2 = private constant i32 2\n@3 = global ptr @0\n");
    assert_eq!(m.globals.len(), 3);
    assert!(m.globals.iter().all(|g| g.name.is_none()));
    assert_eq!(err("@1 = global i32 1\n@0 = global i32 2", "@0"), "global expected to be numbered '@2' or greater");
    assert_eq!(err("@a = global ptr @b", "@b"), "use of undefined value '@b'");
    assert_eq!(err("@a = global i32 1\n@a = global i32 2", "@a = global i32 2"), "redefinition of global '@a'");
    assert_eq!(
        err("declare void @f()\ndefine void @f() {\n  ret void\n}", "@f() {"),
        "invalid redefinition of function 'f'"
    );
    assert_eq!(err("@a = global i32 @b\n", "@b"), "global variable reference must have pointer type");
}

#[test]
fn parses_aliases_and_ifuncs() {
    let m = ok("@x = global i32 0\n@a = weak hidden alias i32, ptr @x\n@b = alias i8, getelementptr (i8, ptr @x, i64 1)\n\
                @i = ifunc void (), ptr @r\ndefine ptr @r() {\n  ret ptr null\n}\n");
    let a = m.global(m.global_by_name(b"a").unwrap());
    assert!(matches!(&a.kind, GlobalKind::Alias(al) if al.value_ty == TypeTable::I32));
    assert_eq!((a.linkage, a.visibility), (Linkage::Weak, Visibility::Hidden));
    assert!(matches!(&m.global(m.global_by_name(b"i").unwrap()).kind, GlobalKind::IFunc(_)));
}

// ---- functions ----

#[test]
fn parses_function_headers_and_attribute_groups() {
    let m = ok("define internal fastcc noundef zeroext i8 @f(i32 noundef signext %a, ptr nocapture readonly align 4 dereferenceable(8) %p, ptr byval({ i32 }) %s, ...) unnamed_addr #0 section \".text.f\" align 16 gc \"shadow\" prefix i32 1 prologue i8 2 personality ptr null !dbg !0 {\n\
                  ret i8 0\n}\n\
                declare !annotation !1 cc 77 void @g(i32, ptr) #1\n\
                attributes #0 = { noinline nounwind \"frame-pointer\"=\"all\" uwtable(sync) memory(argmem: read) }\n\
                attributes #1 = { align=32 alignstack=16 allocsize(0) }\n\
                !0 = distinct !{}\n!1 = !{}\n");
    let gid = m.global_by_name(b"f").unwrap();
    let g = m.global(gid);
    let f = g.as_function().unwrap();
    assert_eq!(f.cc, CallConv::Fast);
    assert_eq!(g.linkage, Linkage::Internal);
    assert_eq!(g.unnamed_addr, UnnamedAddr::Global);
    assert_eq!(g.align, Some(16));
    assert!(f.gc.is_some() && f.prefix.is_some() && f.prologue.is_some() && f.personality.is_some());
    assert_eq!(m.types.function_sig(f.ty).map(|(_, p, v)| (p.len(), v)), Some((3, true)));
    assert!(m.attrs.has(f.ret_attrs, AttrKind::ZeroExt) && m.attrs.has(f.ret_attrs, AttrKind::NoUndef));
    assert_eq!(m.attrs.int(f.params[1].attrs, AttrKind::Dereferenceable), Some(8));
    assert_eq!(m.attrs.int(f.params[1].attrs, AttrKind::Align), Some(4));
    assert!(m.attrs.ty(f.params[2].attrs, AttrKind::ByVal).is_some());
    let fa = m.attrs.get(f.fn_attrs);
    assert!(fa.contains(&Attr::Flag(AttrKind::NoInline)));
    assert!(fa.iter().any(|a| matches!(a, Attr::Raw(AttrKind::UwTable, s) if m.sym_text(*s) == "sync")));
    assert!(fa.iter().any(|a| matches!(a, Attr::Raw(AttrKind::Memory, s) if m.sym_text(*s) == "argmem: read")));
    assert_eq!(g.attachments.len(), 1);
    let h = m.global(m.global_by_name(b"g").unwrap());
    let hf = h.as_function().unwrap();
    assert!(hf.is_declaration());
    assert_eq!(hf.cc, CallConv::Named("intel_ocl_bicc"));
    // `align=32` from the group becomes the function's alignment.
    assert_eq!(h.align, Some(32));
    assert_eq!(m.attrs.int(hf.fn_attrs, AttrKind::AlignStack), Some(16));
    assert_eq!(h.attachments.len(), 1);
}

#[test]
fn reports_function_errors() {
    assert_eq!(err("define void @f() {\n}", "}"), "function body requires at least one basic block");
    assert_eq!(err("declare internal void @f()", "internal"), "invalid linkage for function declaration");
    assert_eq!(err("define i32 @f(ptr sret(i32) %p) {\n  ret i32 0\n}", "i32 @f"), "functions with 'sret' argument must return void");
    assert_eq!(err("define void @f(i32 %1, i64 %0) {\n  ret void\n}", "i64 %0"), "argument expected to be numbered '%2' or greater");
    assert_eq!(err("define void @f(i32 %x, i32 %x) {\n  ret void\n}", "i32 %x)"), "redefinition of argument '%x'");
    assert_eq!(err("define void @f(i32 nounwind %x) {\n  ret void\n}", "nounwind"), "this attribute does not apply to parameters");
    assert_eq!(err("attributes #0 = { foo }", "foo"), "unterminated attribute group (unknown attribute 'foo')");
    assert_eq!(err("define void @f() {\n  ret i32 0\n}", "i32 0"), "value doesn't match function result type 'void'");
}

// ---- instructions ----

#[test]
fn parses_arithmetic_with_flags() {
    let m = ok("define i32 @f(i32 %a, float %x) {\n\
                  %1 = add nuw nsw i32 %a, 1\n\
                  %2 = udiv exact i32 %1, 3\n\
                  %3 = or disjoint i32 %2, 8\n\
                  %4 = fadd nnan ninf float %x, 1.0\n\
                  %5 = fneg fast float %4\n\
                  %6 = icmp ult i32 %3, 4\n\
                  %7 = fcmp nsz oge float %5, 0.0\n\
                  %8 = trunc nuw i32 %3 to i8\n\
                  %9 = zext nneg i8 %8 to i64\n\
                  ret i32 %3\n}\n");
    let i = insts(func(&m, "f"));
    assert!(matches!(i[0].kind, InstKind::Binary { flags: f, .. } if f == flags::NUW | flags::NSW));
    assert!(matches!(i[1].kind, InstKind::Binary { flags: flags::EXACT, .. }));
    assert!(matches!(i[2].kind, InstKind::Binary { flags: flags::DISJOINT, .. }));
    assert!(matches!(i[3].kind, InstKind::Binary { fmf, .. } if fmf.0 == FastMath::NNAN | FastMath::NINF));
    assert!(matches!(i[4].kind, InstKind::FNeg { fmf } if fmf.0 == FastMath::FAST));
    assert!(matches!(i[5].kind, InstKind::ICmp { pred: IntPred::Ult, flags: 0 }));
    assert_eq!(i[5].ty, TypeTable::I1);
    assert!(matches!(i[7].kind, InstKind::Cast { op: CastOp::Trunc, flags: flags::NUW, .. }));
    assert!(matches!(i[8].kind, InstKind::Cast { op: CastOp::ZExt, flags: flags::NNEG, .. }));
    assert_eq!(i[8].ty, TypeTable::I64);
    assert_eq!(i[0].ops, vec![Value::Arg(0), Value::Const(m.consts.iter().find(|(_, c)| **c == Const::Int(TypeTable::I32, IntValue::Small(1))).unwrap().0)]);
}

#[test]
fn parses_memory_instructions() {
    let m = ok("define void @f(ptr %p, i64 %n) {\n\
                  %a = alloca inalloca [4 x i8], i64 %n, align 16, addrspace(5)\n\
                  %b = load atomic volatile i32, ptr %p syncscope(\"agent\") acquire, align 4\n\
                  store atomic i32 1, ptr %p release, align 4\n\
                  %c = cmpxchg weak ptr %p, i32 0, i32 1 syncscope(\"singlethread\") acq_rel monotonic, align 4\n\
                  %d = atomicrmw volatile umax ptr %p, i32 5 seq_cst, align 4\n\
                  fence syncscope(\"singlethread\") release\n\
                  %e = getelementptr inbounds { i32, [2 x i64] }, ptr %p, i64 0, i32 1, i64 %n\n\
                  %f = getelementptr i8, ptr %p, <2 x i64> <i64 0, i64 1>\n\
                  %g = extractvalue { i32, i1 } %c, 1\n\
                  %h = insertvalue { i32, i1 } %c, i32 7, 0\n\
                  %i = va_arg ptr %p, i32\n\
                  ret void\n}\n");
    let i = insts(func(&m, "f"));
    assert!(matches!(i[0].kind, InstKind::Alloca { align, addrspace: 5, inalloca: true, explicit_count: true, .. } if align == Align::new(16)));
    assert_eq!(m.types.get(i[0].ty), &Type::Ptr { addrspace: 5 });
    let InstKind::Load { atomic: Some(a), volatile: true, align } = &i[1].kind else { panic!() };
    assert_eq!(*align, Align::new(4));
    assert_eq!(a.ordering, Ordering::Acquire);
    assert!(matches!(a.scope, SyncScope::Named(s) if m.sym_text(s) == "agent"));
    assert!(matches!(i[2].kind, InstKind::Store { atomic: Some(_), .. }));
    assert!(matches!(i[3].kind, InstKind::CmpXchg { weak: true, success: Ordering::AcqRel, failure: Ordering::Monotonic, scope: SyncScope::SingleThread, .. }));
    assert_eq!(m.types.struct_fields(i[3].ty).unwrap().0, &[TypeTable::I32, TypeTable::I1][..]);
    assert!(matches!(i[4].kind, InstKind::AtomicRmw { op: crate::inst::RmwOp::UMax, volatile: true, .. }));
    assert!(matches!(i[6].kind, InstKind::Gep { flags: flags::INBOUNDS, .. }));
    assert_eq!(i[6].ops.len(), 4);
    assert_eq!(m.types.get(i[7].ty), &Type::Vector { elem: TypeTable::PTR, len: 2, scalable: false });
    assert_eq!(i[8].ty, TypeTable::I1);
    assert!(matches!(&i[9].kind, InstKind::InsertValue { indices } if indices[..] == [0]));
    assert_eq!(i[10].ty, TypeTable::I32);
}

#[test]
fn parses_control_flow_and_phis_with_forward_references() {
    let m = ok("define i32 @f(i32 %x, ptr %a) {\n\
                entry:\n  br label %loop\n\
                loop:\n  %i = phi i32 [ 0, %entry ], [ %next, %loop ]\n  %next = add i32 %i, 1\n  %c = icmp slt i32 %next, %x\n  br i1 %c, label %loop, label %out\n\
                out:\n  switch i32 %next, label %d [ i32 1, label %d\n i32 2, label %e ]\n\
                d:\n  indirectbr ptr %a, [label %e]\n\
                e:\n  ret i32 %i\n}\n");
    let f = func(&m, "f");
    assert_eq!(f.layout.len(), 5);
    let i = insts(f);
    // The phi's forward reference to %next was resolved to the add.
    let next = f.block(f.layout[1]).insts[1];
    assert_eq!(i[1].ops, vec![Value::Const(i[1].ops[0].as_const().unwrap()), Value::Block(f.layout[0]), Value::Inst(next), Value::Block(f.layout[1])]);
    assert!(matches!(i[5].kind, InstKind::Switch));
    assert_eq!(i[5].ops.len(), 6);
    assert_eq!(f.successors(f.layout[1]), vec![f.layout[1], f.layout[2]]);
    assert_eq!(m.sym_text(f.block(f.layout[1]).name.unwrap()), "loop");
}

#[test]
fn numbers_unnamed_values_and_blocks() {
    let m = ok("define i32 @f(i32, i32 %x) {\n  %3 = add i32 %0, 1\n  br label %5\n5:\n  %6 = add i32 %3, %x\n  add i32 %6, 1\n  ret i32 %7\n}\n");
    let f = func(&m, "f");
    assert_eq!(f.layout.len(), 2);
    let i = insts(f);
    assert_eq!(i[0].ops[0], Value::Arg(0));
    assert_eq!(i[4].ops[0], Value::Inst(f.block(f.layout[1]).insts[1]));
    assert!(f.block(f.layout[0]).name.is_none());
    assert_eq!(
        err("define void @f() {\n  %0 = add i32 0, 0\n  ret void\n}", "%0"),
        "instruction expected to be numbered '%1' or greater"
    );
    assert_eq!(
        err("define void @f() {\n  %3 = add i32 0, 0\n  %2 = add i32 0, 0\n  ret void\n}", "%2"),
        "instruction expected to be numbered '%4' or greater"
    );
    assert_eq!(err("define void @f() {\n  br label %0\n0:\n  ret void\n}", "0:"), "label expected to be numbered '1' or greater");
}

#[test]
fn reports_local_value_errors() {
    assert_eq!(err("define void @f() {\n  %y = add i32 %z, 1\n  ret void\n}", "%z"), "use of undefined value '%z'");
    assert_eq!(
        err("define void @f() {\n  br label %x\nx:\n  %y = add i32 %z, 1\n  %z = add i64 0, 1\n  ret void\n}", "%z = add i64"),
        "instruction forward referenced with type 'i32'"
    );
    assert_eq!(
        err("define void @f(i64 %a) {\n  %y = add i32 %a, 1\n  ret void\n}", "%a, 1"),
        "'%a' defined with type 'i64' but expected 'i32'"
    );
    assert_eq!(
        err("define void @f() {\n  %x = add i32 0, 0\n  %x = add i32 0, 0\n  ret void\n}", "%x = add i32 0, 0\n  ret"),
        "multiple definition of local value named 'x'"
    );
    assert_eq!(err("define void @f() {\n  br label %nowhere\n}", "%nowhere"), "use of undefined value '%nowhere'");
    assert_eq!(err("define void @f() {\n  %x = store i32 0, ptr null\n  ret void\n}", "%x"), "instructions returning void cannot have a name");
    assert_eq!(err("@g = global ptr %x", "%x"), "invalid use of function-local name");
    assert_eq!(err("define void @f() {\n  %x = add i32 0, 0\n}", "}"), "expected instruction opcode, found '}' (the block has no terminator)");
    assert_eq!(err("define void @f() {\n  %x = frob i32 0\n  ret void\n}", "frob"), "expected instruction opcode, found 'frob'");
}

#[test]
fn reports_operand_type_errors() {
    let f = |body: &str| format!("define void @f(i32 %a, float %x, ptr %p) {{\n  {body}\n  ret void\n}}");
    // Errors point at the first operand's type; `at` finds it after the header.
    let err = |src: &str, at: &str| {
        let body = src.find('{').unwrap();
        let d = parse(src).err().expect("an error");
        assert_eq!(d.offset, Some(body + src[body..].find(at).unwrap()), "{}", d.render("t.ll", src));
        d.message
    };
    assert_eq!(err(&f("%r = add float %x, %x"), "float %x"), "invalid operand type for instruction");
    assert_eq!(err(&f("%r = icmp eq float %x, %x"), "float %x"), "icmp requires integer operands");
    assert_eq!(err(&f("%r = zext i32 %a to i16"), "i32 %a"), "invalid cast opcode for cast from 'i32' to 'i16'");
    assert_eq!(err(&f("%r = sitofp i32 %a to ptr"), "i32 %a"), "invalid cast opcode for cast from 'i32' to 'ptr'");
    assert_eq!(err(&f("store i32 %a, i32 %a"), "i32 %a\n") , "store operand must be a pointer");
    assert_eq!(err(&f("%r = select i32 %a, i32 %a, i32 %a"), "i32 %a,"), "select condition must be i1 or <n x i1>");
    assert_eq!(err(&f("%r = load atomic i32, ptr %p seq_cst"), "ptr %p"), "atomic load must have explicit non-zero alignment");
    assert_eq!(err(&f("fence monotonic"), "monotonic"), "fence cannot be monotonic");
    assert_eq!(err(&f("%r = extractvalue { i32 } undef, 1"), "{ i32 }"), "invalid indices for extractvalue");
    assert_eq!(err(&f("br i32 %a, label %x, label %x"), "i32 %a"), "branch condition must have 'i1' type");
    assert_eq!(err(&f("%r = load i32, ptr %p, align 3"), "3\n"), "alignment is not a power of two");
}

#[test]
fn parses_calls() {
    let m = ok("declare i32 @printf(ptr, ...)\ndeclare void @g(i32)\n\
                define i32 @f(ptr %fp, i32 %x) {\n\
                  %1 = tail call i32 (ptr, ...) @printf(ptr noundef %fp, i32 %x, double 1.0) #0\n\
                  notail call fastcc void @g(i32 signext 1) [ \"deopt\"(i32 1, i64 2), \"funclet\"(token none) ]\n\
                  %2 = call nnan float %fp(float 1.0)\n\
                  %3 = call i32 asm sideeffect inteldialect \"mov $0, $1\", \"=r,r\"(i32 %x)\n\
                  %4 = musttail call i32 @f(ptr %fp, i32 %x)\n\
                  ret i32 %4\n}\n\
                attributes #0 = { nounwind }\n");
    let f = func(&m, "f");
    let i = insts(f);
    let InstKind::Call(c) = &i[0].kind else { panic!() };
    assert_eq!((c.tail, c.num_args), (TailKind::Tail, 3));
    assert_eq!(m.types.function_sig(c.fn_ty).map(|(_, p, v)| (p.len(), v)), Some((1, true)));
    assert!(m.attrs.has(c.arg_attrs[0], AttrKind::NoUndef));
    assert!(m.attrs.has(c.fn_attrs, AttrKind::NoUnwind), "group #0 merged into the call's attributes");
    let InstKind::Call(c1) = &i[1].kind else { panic!() };
    assert_eq!((c1.tail, c1.cc), (TailKind::NoTail, CallConv::Fast));
    assert_eq!(c1.bundles.len(), 2);
    assert_eq!((c1.bundles[0].start, c1.bundles[0].len, c1.bundles[1].start, c1.bundles[1].len), (2, 2, 4, 1));
    assert_eq!(i[1].ops.len(), 5);
    let InstKind::Call(c2) = &i[2].kind else { panic!() };
    assert_eq!(c2.fmf.0, FastMath::NNAN);
    assert_eq!(i[2].ops[0], Value::Arg(0));
    let Value::Asm(a) = i[3].ops[0] else { panic!() };
    let asm = &m.inline_asms[a.0 as usize];
    assert!(asm.side_effect && asm.intel_dialect && !asm.align_stack);
    assert_eq!(m.sym_text(asm.constraints), "=r,r");
    assert!(matches!(&i[4].kind, InstKind::Call(c) if c.tail == TailKind::MustTail));
    let bad = |call: &str| format!("declare void @g(i32)\ndefine void @f() {{\n  {call}\n  ret void\n}}");
    // Without an explicit function type the call's type comes from its arguments (any
    // callee declaration is irrelevant with opaque pointers).
    ok(&bad("call void @g(i64 1)"));
    assert_eq!(err(&bad("call void (i32) @g(i64 1)"), "i64 1"), "argument is not of expected type 'i32'");
    assert_eq!(err(&bad("call void (i32) @g(i32 1, i32 2)"), "i32 2"), "too many arguments specified");
    assert_eq!(err(&bad("call void (i32) @g()"), "void (i32)"), "not enough parameters specified for call");
    assert_eq!(err(&bad("call nnan void @g(i32 1)"), "void @g(i32 1)"), "fast-math-flags specified for call without floating-point scalar or vector return type");
}

#[test]
fn parses_exception_handling() {
    let m = ok("declare i32 @__gxx_personality_v0(...)\ndeclare void @g()\n@ti = external global ptr\n\
                define void @f() personality ptr @__gxx_personality_v0 {\n\
                entry:\n  invoke void @g() to label %ok unwind label %lp\n\
                ok:\n  ret void\n\
                lp:\n  %l = landingpad { ptr, i32 } cleanup catch ptr @ti filter [1 x ptr] [ptr @ti]\n  resume { ptr, i32 } %l\n}\n\
                define void @w() personality ptr @__gxx_personality_v0 {\n\
                entry:\n  invoke void @g() to label %ok unwind label %cs\n\
                ok:\n  ret void\n\
                cs:\n  %s = catchswitch within none [label %h] unwind to caller\n\
                h:\n  %p = catchpad within %s [ptr null, i32 64]\n  call void @g() [ \"funclet\"(token %p) ]\n  catchret from %p to label %ok\n}\n");
    let f = func(&m, "f");
    let i = insts(f);
    let InstKind::Invoke(c) = &i[0].kind else { panic!() };
    assert_eq!(c.num_args, 0);
    assert_eq!(i[0].ops.len(), 3);
    assert_eq!(f.successors(f.layout[0]), vec![f.layout[1], f.layout[2]]);
    let InstKind::LandingPad { cleanup: true, clauses } = &i[2].kind else { panic!() };
    assert_eq!(clauses.len(), 2);
    let w = insts(func(&m, "w"));
    assert!(matches!(w[2].kind, InstKind::CatchSwitch { has_unwind: false }));
    assert_eq!(w[2].ty, TypeTable::TOKEN);
    assert_eq!(w[3].ops.len(), 3);
    assert!(matches!(w[5].kind, InstKind::CatchRet));
}

#[test]
fn parses_callbr_and_vector_instructions() {
    let m = ok("define i32 @f(<4 x i32> %v, i32 %x) {\n\
                entry:\n  %r = callbr i32 asm \"\", \"=r,r,!i\"(i32 %x) to label %a [label %b, label %c]\n\
                a:\n  %e = extractelement <4 x i32> %v, i64 1\n  %i = insertelement <4 x i32> %v, i32 %e, i32 0\n\
                  %s = shufflevector <4 x i32> %v, <4 x i32> %i, <2 x i32> <i32 7, i32 poison>\n  %f = freeze <2 x i32> %s\n  ret i32 %e\n\
                b:\n  ret i32 1\n\
                c:\n  ret i32 2\n}\n");
    let f = func(&m, "f");
    let i = insts(f);
    assert!(matches!(i[0].kind, InstKind::CallBr { num_indirect: 2, .. }));
    assert_eq!(f.successors(f.layout[0]).len(), 3);
    assert_eq!(i[1].ty, TypeTable::I32);
    assert_eq!(m.types.get(i[3].ty), &Type::Vector { elem: TypeTable::I32, len: 2, scalable: false });
    assert_eq!(
        err("define void @f(<4 x i32> %v) {\n  %s = shufflevector <4 x i32> %v, <4 x i32> %v, <2 x i32> <i32 8, i32 0>\n  ret void\n}", "<4 x i32> %v,"),
        "invalid shufflevector operands"
    );
}

#[test]
fn blockaddress_resolves_backward_forward_and_inside_the_body() {
    let m = ok("@early = global ptr blockaddress(@f, %bb)\n\
                define void @f() {\n  %p = getelementptr i8, ptr blockaddress(@f, %bb), i64 0\n  br label %bb\n\
                bb:\n  ret void\n}\n\
                @late = global ptr blockaddress(@f, %bb)\n");
    let fid = m.global_by_name(b"f").unwrap();
    let f = m.function(fid).unwrap();
    let bb = f.layout[1];
    for name in ["early", "late"] {
        assert_eq!(m.consts.get(init(&m, name)), &Const::BlockAddress { func: fid, block: bb }, "{name}");
    }
    assert!(f.blocks.iter().all(|b| b.defined));
    assert_eq!(err("@e = global ptr blockaddress(@f, %nope)\ndefine void @f() {\n  ret void\n}", "%nope"), "use of undefined value '%nope'");
    assert_eq!(err("@e = global ptr blockaddress(@g, %bb)\n", "@g"), "expected function name in blockaddress");
}

#[test]
fn attachments_debug_records_and_metadata_forward_references() {
    let m = ok("declare void @llvm.dbg.value(metadata, metadata, metadata)\n\
                define void @f(i32 %a) !dbg !3 {\n\
                  call void @llvm.dbg.value(metadata i32 %later, metadata !4, metadata !DIExpression()), !dbg !5\n\
                  %later = add i32 %a, 1, !tbaa !6, !dbg !5\n\
                  #dbg_value(i32 %later2, !4, !DIExpression(), !5)\n\
                  %later2 = add i32 %a, 2\n\
                  ret void\n}\n\
                !llvm.dbg.cu = !{!0}\n\
                !0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)\n\
                !1 = !DIFile(filename: \"a.c\", directory: \"/\")\n\
                !2 = !DISubroutineType(types: !{})\n\
                !3 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, type: !2, spFlags: DISPFlagDefinition, unit: !0)\n\
                !4 = !DILocalVariable(name: \"x\", scope: !3, file: !1, type: null)\n\
                !5 = !DILocation(line: 1, scope: !3)\n\
                !6 = !{}\n");
    let f = func(&m, "f");
    let i = insts(f);
    let later = f.block(f.layout[0]).insts[1];
    let Value::Meta(md) = i[0].ops[1] else { panic!() };
    assert_eq!(m.md(md), &Metadata::Value(TypeTable::I32, Value::Inst(later)), "metadata forward reference patched");
    let ids = &f.block(f.layout[0]).insts;
    assert!(f.dbg_of(ids[0]).is_some() && f.dbg_of(ids[1]).is_some());
    assert_eq!(f.md_of(ids[1]).len(), 1);
    assert_eq!(m.sym_text(f.md_of(ids[1])[0].0), "tbaa");
    assert!(f.md_of(ids[0]).is_empty() && f.records_of(ids[1]).is_empty());
    assert_eq!(f.records_of(ids[2]).len(), 1, "the record belongs to the next instruction");
    let crate::debug_record::DebugRecord::Value { location, .. } = &f.records_of(ids[2])[0] else { panic!() };
    assert_eq!(m.md(*location), &Metadata::Value(TypeTable::I32, Value::Inst(f.block(f.layout[0]).insts[2])));
}

#[test]
fn declares_undeclared_intrinsics_used_as_callees() {
    let m = ok("define i32 @f(i32 %a) {\n  %x = call i32 @llvm.abs.i32(i32 %a, i1 false)\n  ret i32 %x\n}\n");
    let g = m.global(m.global_by_name(b"llvm.abs.i32").unwrap());
    let f = g.as_function().unwrap();
    assert!(f.is_declaration());
    assert_eq!(m.types.function_sig(f.ty).unwrap().1, &[TypeTable::I32, TypeTable::I1][..]);
    assert_eq!(err("@p = global ptr @llvm.foo", "@llvm.foo"), "use of undefined value '@llvm.foo'");
}

#[test]
fn records_source_locations() {
    let src = "@g = global i32 0\ndefine void @f() {\nentry:\n  %x = add i32 1, 2\n  ret void\n}\n";
    let m = ok(src);
    let f = func(&m, "f");
    assert_eq!(f.block(f.layout[0]).src.offset(), src.find("entry:"));
    assert_eq!(insts(f)[0].src.offset(), src.find("%x"));
    assert_eq!(insts(f)[1].src.offset(), src.find("ret"));
    assert_eq!(m.global(m.global_by_name(b"g").unwrap()).src.offset(), Some(0));
    assert_eq!(m.global(m.global_by_name(b"f").unwrap()).src.offset(), src.find("@f"));
}

#[test]
fn skips_summaries_and_uselistorder_and_reads_module_lines() {
    let m = ok("source_filename = \"x.c\"\ntarget datalayout = \"e-m:e-i64:64-n32:64-S128\"\ntarget triple = \"riscv64-unknown-linux-gnu\"\n\
                module asm \"nop\"\n\
                @g = global i32 0\n\
                define void @f(i32 %x) {\n  %a = add i32 %x, 1\n  %b = add i32 %x, 2\n  ret void\n  uselistorder i32 %x, { 1, 0 }\n}\n\
                uselistorder ptr @g, { 1, 0 }\n\
                ^0 = module: (path: \"x.o\", hash: (0, 0, 0, 0, 0))\n^1 = gv: (name: \"f\", summaries: (function: (module: ^0)))\n^2 = flags: 8\n^3 = blockcount: 0\n");
    assert_eq!(m.sym_text(m.source_filename.unwrap()), "x.c");
    assert_eq!(m.target_triple.as_deref(), Some("riscv64-unknown-linux-gnu"));
    assert_eq!(m.datalayout_str.as_deref(), Some("e-m:e-i64:64-n32:64-S128"));
    assert_eq!(m.module_asm.len(), 1);
    assert_eq!(err("@g = global i32 0\ntarget triple = \"x\"", "target"), "expected top-level entity, found 'target'");
}

#[test]
fn parses_quoted_names_and_labels() {
    let m = ok("@\"a b\" = global i32 0\n@\"\\01x\" = global i32 1\ndefine void @\"f-g\"() {\n\"my block\":\n  %\"v 1\" = add i32 0, 1\n  br label %\"my block\"\n}\n");
    assert!(m.global_by_name(b"a b").is_some());
    assert!(m.global_by_name(b"\x01x").is_some());
    let f = func(&m, "f-g");
    assert_eq!(m.sym_text(f.block(f.layout[0]).name.unwrap()), "my block");
    let first = f.block(f.layout[0]).insts[0];
    assert_eq!(m.sym_text(f.name_of(first).unwrap()), "v 1");
}

/// Names are kept by instruction id beside the instructions: named and unnamed values
/// mixed, a name on a later instruction only, and none at all (an empty list).
#[test]
fn instruction_names_by_id() {
    let m = ok("define i32 @f(i32 %a) {
  %1 = add i32 %a, 1
  %x = add i32 %1, 2
  %2 = add i32 %x, 3
  %y = add i32 %2, 4
  ret i32 %y
}
                define i32 @g(i32 %a) {
  %1 = add i32 %a, 1
  ret i32 %1
}
");
    let f = func(&m, "f");
    let names: Vec<_> = f.block(f.layout[0]).insts.iter().map(|&i| f.name_of(i).map(|s| m.sym_text(s).into_owned())).collect();
    assert_eq!(names, [None, Some("x".into()), None, Some("y".into()), None]);
    assert_eq!(f.names.len(), 4, "the list stops at the last named instruction");
    assert!(func(&m, "g").names.is_empty());
}

#[test]
fn never_panics_on_truncated_input() {
    let src = "%S = type { i32, ptr }\n@g = global %S { i32 1, ptr @g }, align 8\n\
               define i32 @f(i32 %a) #0 {\nentry:\n  %x = add nsw i32 %a, 1\n  %c = icmp eq i32 %x, 0\n  br i1 %c, label %t, label %e\nt:\n  ret i32 0\ne:\n  %p = phi i32 [ %x, %entry ]\n  ret i32 %p\n}\nattributes #0 = { nounwind }\n";
    for end in 0..src.len() {
        if src.is_char_boundary(end) {
            let _ = parse(&src[..end]);
        }
    }
}

#[test]
fn caps_nesting_depth() {
    let deep = format!("@g = external global {}i32{}", "[1 x ".repeat(10_000), "]".repeat(10_000));
    let msg = parse(&deep).err().expect("too deep").message;
    assert!(msg.starts_with("nesting too deep"), "{msg}");
    let deep_expr = format!("@g = global i64 {}i64 1{}", "add (i64 ".repeat(10_000), ", i64 1)".repeat(10_000));
    assert!(parse(&deep_expr).err().expect("too deep").message.starts_with("nesting too deep"));
}

#[test]
fn implicit_block_after_terminator_and_unused_helpers() {
    // A block needs no label after a terminator: it takes the next number.
    let m = ok("define void @f() {\n  ret void\n  ret void\n}\n");
    let f = func(&m, "f");
    assert_eq!(f.layout.len(), 2);
    assert_eq!(f.block(BlockId(1)).insts, vec![InstId(1)]);
    let _ = AttrSetId::EMPTY;
}

#[test]
fn non_ascii_characters_outside_strings_are_invalid_tokens() {
    assert_eq!(err("@g = global i32 0 \u{e9}\n", "\u{e9}"), "expected top-level entity, found invalid token '\u{e9}'");
    // Anywhere a token may start, and right after every sigil, a multi-byte character is
    // reported, never split.
    for at in ["@", "%", "$", "#", "!", "^", "-", "+", "c", "0x", "u0x", "", "\""] {
        for ch in ["\u{e9}", "\u{20ac}", "\u{1F600}"] {
            for pre in ["", "define void @f() {\n", "define void @f() {\nentry:\n  %x = add i32 1, ", "@g = global i32 "] {
                let src = format!("{pre}{at}{ch}\n");
                assert!(parse(&src).is_err(), "{src}");
            }
        }
    }
}

#[test]
fn flags_are_read_as_llvm_19_reads_them() {
    let f = |body: &str| format!("define void @f(i32 %d, double %x, ptr %p) {{\n  %r = {body}\n  ret void\n}}\n");
    // `[nuw] [nsw [nuw]]`: each wrap flag at most once, in either order.
    for body in ["add nuw nsw i32 %d, 1", "sub nsw nuw i32 %d, 1", "shl nuw i32 %d, 1", "trunc nsw nuw i32 %d to i8"] {
        let m = ok(&f(body));
        let i = insts(func(&m, "f"));
        let fl = match i[0].kind {
            InstKind::Binary { flags, .. } | InstKind::Cast { flags, .. } => flags,
            _ => unreachable!(),
        };
        assert!(fl & (flags::NUW | flags::NSW) != 0, "{body}");
    }
    // A repeated keyword is where llvm-as-19 expects the type.
    for (body, at) in [
        ("add nsw nsw i32 %d, 1", "nsw i32"),
        ("add nuw nuw i32 %d, 1", "nuw i32"),
        ("mul nsw nuw nsw i32 %d, 1", "nsw i32"),
        ("trunc nuw nuw i32 %d to i8", "nuw i32"),
        ("udiv exact exact i32 %d, 1", "exact i32"),
        ("or disjoint disjoint i32 %d, 1", "disjoint i32"),
        ("zext nneg nneg i32 %d to i64", "nneg i32"),
        ("load volatile volatile i8, ptr %p", "volatile i8"),
    ] {
        assert_eq!(err(&f(body), at), "expected type, found '".to_string() + at.split(' ').next().unwrap() + "'", "{body}");
    }
    assert_eq!(err("@g = global i32 add nsw nsw (i32 1, i32 2)", "nsw ("), "expected '(' in binary constantexpr, found 'nsw'");
    ok("@g = global i32 add nuw nsw nuw (i32 1, i32 2)");
    // LLVM 20 syntax: `samesign`, and fast-math flags on casts.
    assert_eq!(err(&f("icmp samesign eq i32 %d, 1"), "samesign"), "expected icmp predicate (e.g. 'eq')");
    for (body, at) in [
        ("fptrunc nnan double %x to float", "nnan"),
        ("fpext fast double %x to fp128", "fast"),
        ("sitofp nnan i32 %d to double", "nnan"),
        ("uitofp ninf i32 %d to double", "ninf"),
        ("uitofp nneg nsz i32 %d to double", "nsz"),
    ] {
        assert!(err(&f(body), at).starts_with("expected type"), "{body}");
    }
    // What LLVM 19 does allow: repeated fast-math flags and GEP flags.
    ok(&f("fadd nnan nnan double %x, 1.0"));
    ok(&f("getelementptr inbounds inbounds nuw i8, ptr %p, i32 1"));
    ok(&f("uitofp nneg i32 %d to double"));
}

#[test]
fn unsized_because_never_defined_is_an_undefined_type() {
    let f = |body: &str, after: &str| format!("define void @f(ptr %p) {{\n  {body}\n  ret void\n}}\n{after}");
    assert_eq!(err(&f("%a = alloca %T", ""), "%T"), "use of undefined type named 'T'");
    assert_eq!(err(&f("%a = alloca [2 x { i32, %\"T\" }]", ""), "%\"T\""), "use of undefined type named 'T'");
    assert_eq!(err(&f("%a = load %5, ptr %p", ""), "%5"), "use of undefined type '%5'");
    assert_eq!(err(&f("%a = getelementptr %T, ptr %p, i64 1", ""), "%T"), "use of undefined type named 'T'");
    // The first use counts, even when the unsized use comes later.
    assert_eq!(err(&f("%a = alloca %T", "declare void @g(%T)"), "%T"), "use of undefined type named 'T'");
    // Defined after the use (llvm-as still rejects the use) or opaque: the unsized message.
    assert_eq!(err(&f("%a = alloca %T", "%T = type { i32 }"), "%T"), "Cannot allocate unsized type");
    assert_eq!(err(&f("%a = alloca %\"T\"", "%\"\\54\" = type { i32 }"), "%\"T\""), "Cannot allocate unsized type");
    assert_eq!(err(&format!("%T = type opaque\n{}", f("%a = alloca %T", "")), "%T\n"), "Cannot allocate unsized type");
}

#[test]
fn sparse_numbered_locals() {
    // Numbers may jump far ahead (explicit numbering); a forward reference to a far number
    // and its later definition must meet, whichever table the number lands in.
    let m = ok("define i32 @f() {\n  %a = add i32 %50000, 1\n  br label %1\n1:\n  %50000 = add i32 2, 3\n  br label %90000\n\
                90000:\n  %90001 = add i32 %a, 1\n  ret i32 %90001\n}\n");
    let f = func(&m, "f");
    assert_eq!(f.layout.len(), 3);
    assert_eq!(insts(f)[0].ops[0], Value::Inst(InstId(2)));
    assert_eq!(err("define void @f() {\n  br label %90000\n}\n", "%90000"), "use of undefined value '%90000'");
    assert_eq!(
        err("define void @f() {\n  br label %9000\n9000:\n  %9000 = add i32 1, 1\n  ret void\n}\n", "%9000 ="),
        "instruction expected to be numbered '%9001' or greater"
    );
}

/// `parse_with_progress` reports 0 when it starts, then, about every megabyte and only
/// between top-level entities, offsets that only grow, and builds the same module as
/// `parse`.
#[test]
fn progress_is_reported_between_top_level_entities() {
    let mut src = String::new();
    for i in 0..60_000 {
        src.push_str(&format!("define i32 @f{i}(i32 %x) {{\n  %y = add i32 %x, {i}\n  ret i32 %y\n}}\n"));
    }
    let mut seen = Vec::new();
    let m = super::parse_with_progress(&src, &mut |off| seen.push(off)).unwrap();
    assert_eq!(seen.first(), Some(&0), "the start comes first");
    assert!(seen.len() > src.len() / (2 << 20), "{} reports for {} bytes", seen.len(), src.len());
    assert!(seen.windows(2).all(|w| w[0] + (1 << 20) <= w[1]), "{seen:?}");
    assert!(seen.iter().all(|&o| src[o..].starts_with("define ")), "{seen:?}");
    assert_eq!(crate::print_module(&m), crate::print_module(&ok(&src)));
    // A small input (lexed on the parser's thread) reports its start too.
    let mut small = Vec::new();
    super::parse_with_progress("define void @g() {\n  ret void\n}\n", &mut |off| small.push(off)).unwrap();
    assert_eq!(small, [0]);
}

/// `parse_bytes_with_progress` on a large input (whose text the lexer thread checks for
/// UTF-8 in steps ahead of the parser) and a small one (checked before parsing): valid text
/// with characters of every length, also across the checker's step boundaries, parses and
/// comes back as the same text; a bad byte anywhere, even after a syntax error or in the
/// last byte, is reported at the first bad byte, as `from_utf8` finds it.
#[test]
fn bytes_are_checked_for_utf8_as_they_are_read() {
    let unit = "@g = global [16 x i8] c\"caf\u{e9} \u{20ac}\u{1F600} ok\"\n; \u{e9}\u{20ac}\u{1F600} comment\ndefine i32 @f(i32 %a) {\n  %x = add i32 %a, 1\n  ret i32 %x\n}\n";
    let parse_bytes = |text: &[u8]| {
        let mut progress = |_| {};
        super::parse_bytes_with_progress(text, &mut progress).map(|(m, src)| (m.globals.len(), src.len()))
    };
    for copies in [1, (1 << 21) / unit.len()] {
        // Renamed copies, so that the module is valid.
        let mut text = String::new();
        for i in 0..copies {
            text.push_str(&unit.replace("@g", &format!("@g{i}")).replace("@f", &format!("@f{i}")));
        }
        let bytes = text.as_bytes();
        assert_eq!(parse_bytes(bytes), Ok((2 * copies, bytes.len())));
        let comment = text.rfind("; ").unwrap() + 2;
        let string = text.rfind("caf").unwrap() + 3;
        let places = [text.find("; ").unwrap() + 2, comment, string, string + 1, 64 << 10, (64 << 10) + (1 << 20) + 1, bytes.len() - 1];
        for bad in places.into_iter().filter(|&b| b < bytes.len()) {
            for (byte, broken_syntax) in [(0xFF, false), (0x80, false), (0xC3, true)] {
                let mut broken = bytes.to_vec();
                broken[bad] = byte;
                if broken_syntax {
                    // A syntax error well before the bad byte does not hide it.
                    let at = text.find("add").unwrap();
                    broken[at..at + 3].copy_from_slice(b"ad!");
                }
                let Err(want) = std::str::from_utf8(&broken) else { continue };
                let got = parse_bytes(&broken).map(|_| ()).map_err(|d| (d.offset, d.message));
                assert_eq!(got, Err((Some(want.valid_up_to()), "the input is not valid UTF-8".to_string())), "bad byte {byte:#x} at {bad} of {}", broken.len());
            }
        }
    }
}
