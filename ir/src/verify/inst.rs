//! Operand and result types of the ordinary opcodes (everything except calls, phis and
//! exception-handling pads): terminators, arithmetic, casts, comparisons, vector and
//! aggregate operations, memory access and atomics. Messages are LLVM's.

use super::function::{check_fmf_type, FnCtx};
use super::{Verifier, TY_INT_LIKE, TY_VECTOR};
use crate::constant::Const;
use crate::inst::{flags, Align, BinOp, CastOp, Inst, InstKind, Ordering, RmwOp};
use crate::types::{Type, TypeId, TypeTable};
use crate::value::Value;
use std::collections::HashSet;

/// LLVM's `Value::MaximumAlignment` (2^32).
pub(crate) const MAX_ALIGN: u64 = 1 << 32;

/// Checks an explicit alignment: no larger than 2^32 (an `Align` is a power of two).
pub(crate) fn check_align(v: &mut Verifier, inst: &Inst, align: Option<Align>) {
    if align.is_some_and(|a| a.bytes() > MAX_ALIGN) {
        v.err(inst.src, "huge alignment values are unsupported");
    }
}

/// Vector shape `(len, scalable)`, or `None` for scalars.
pub(crate) fn shape(tt: &TypeTable, t: TypeId) -> Option<(u32, bool)> {
    match tt.get(t) {
        Type::Vector { len, scalable, .. } => Some((*len, *scalable)),
        _ => None,
    }
}

/// Bit width of a scalar integer or float (or of a vector's element).
fn scalar_bits(tt: &TypeTable, t: TypeId) -> u64 {
    match tt.get(tt.scalar_type(t)) {
        Type::Int(b) => u64::from(*b),
        Type::Float(k) => u64::from(k.bits()),
        _ => 0,
    }
}

/// Whether `res` is `i1`, or `<n x i1>` of the same shape as the vector `operand`.
pub(crate) fn is_bool_of_shape(tt: &TypeTable, res: TypeId, operand: TypeId) -> bool {
    match (tt.get(res), shape(tt, operand)) {
        (Type::Vector { elem, len, scalable }, Some(s)) => *elem == TypeTable::I1 && (*len, *scalable) == s,
        (_, None) => res == TypeTable::I1,
        _ => false,
    }
}

/// Reports an operand count other than `$n` and returns from the check that uses it.
macro_rules! need {
    ($v:expr, $inst:expr, $n:expr) => {
        if $inst.ops.len() != $n {
            $v.err(
                $inst.src,
                format!("'{}' has {} operands, expected {}", $inst.kind.opcode_name(), $inst.ops.len(), $n),
            );
            return;
        }
    };
}

/// The opcode rules of an instruction that is not a call, phi or EH pad. The common
/// opcodes each have a small function of their own; a call of the big `match` below has
/// to save and restore every register its rarest arm uses.
#[inline(always)]
pub(crate) fn check_inst(v: &mut Verifier, cx: &FnCtx, inst: &Inst) {
    match inst.kind {
        InstKind::Br => check_br(v, cx, inst),
        InstKind::Gep { source, flags: fl } => check_gep(v, cx, inst, source, fl),
        InstKind::Load { .. } => check_load(v, cx, inst),
        InstKind::Store { .. } => check_store(v, cx, inst),
        InstKind::ICmp { .. } => check_icmp(v, cx, inst),
        InstKind::Binary { .. } => check_binary_inst(v, cx, inst),
        InstKind::Cast { .. } => check_cast(v, cx, inst),
        _ => check_inst_other(v, cx, inst),
    }
}

/// Whether a parsed load or store of `ty` has rules left for `check_load_parsed` /
/// `check_store_parsed`: nearly every one is plain (not atomic, no alignment) or has an
/// alignment on a type already found sized, and then has none, so it is not checked.
fn access_has_rules(v: &Verifier, aligned: bool, atomic: bool, ty: TypeId) -> bool {
    atomic || (aligned && v.sized_types.get(ty.0 as usize) != Some(&true))
}

/// `check_inst` for a module straight from the parser (`verify_parsed`): the rules the
/// parser has enforced on every instruction it built are not checked again. Each arm
/// names the parser function that enforces what it skips; `verify/tests.rs`
/// (`parser_rejects_what_verify_parsed_skips`) has ill-formed text for each rule that
/// `parse` rejects. Every operand was read by `parse_value` at a type the parser chose,
/// and a forward reference's type is checked against its definition (`define_value`,
/// and for globals `global_ref` and the definition's check of the address space), so
/// the operand types the rules see are the ones the parser checked.
#[inline(always)]
pub(crate) fn check_inst_parsed(v: &mut Verifier, cx: &FnCtx, inst: &Inst) {
    match inst.kind {
        // `parse_ret`: the type must be the function's return type (and nothing after
        // `void`). `parse_br`: a label, or an `i1` then two `typed_block`s (which only
        // take blocks). `parse_switch`: an integer condition, `typed_block` labels, and
        // distinct `Const::Int` cases of the condition's type. `parse_indirectbr`: a
        // pointer and `typed_block` labels. `unreachable` takes no operands.
        InstKind::Ret | InstKind::Br | InstKind::Switch | InstKind::IndirectBr | InstKind::Unreachable => {}
        // `parse_inst_body`: both operands at one type (the result's), integers or floats
        // as the opcode needs; wrap/exact/disjoint flags only where `allowed_flags` has
        // them, fast-math flags only on the float opcodes (and then the type is float).
        InstKind::Binary { .. } | InstKind::FNeg { .. } => {}
        // `parse_inst_body`: integer/pointer (float) operands of one type, the result `i1`
        // of their shape (`with_scalar`), no flags (the `fcmp` fast-math flags are on a
        // float type).
        InstKind::ICmp { .. } | InstKind::FCmp { .. } => {}
        // `parse_inst_body`: `cast_valid` is `castIsValid`, as `cast_error` is, except
        // that a bitcast between two types without a size (`token`) passes it (kept).
        // Flags: `nuw`/`nsw` on trunc, `nneg` on zext and uitofp only.
        InstKind::Cast { op: CastOp::BitCast, .. } => check_cast(v, cx, inst),
        InstKind::Cast { .. } => {}
        // `parse_inst_body`: vector and integer operands, the element type (result) from
        // the vector; `shuffle_result` is `shuffle_ok`; `aggregate_indexed_type` is
        // `indexed_type` (a struct body, once set, never changes).
        InstKind::ExtractElement
        | InstKind::InsertElement
        | InstKind::ShuffleVector
        | InstKind::ExtractValue { .. }
        | InstKind::InsertValue { .. } => {}
        // `parse_inst_body` (`select_error`, the result the values' type); its fast-math
        // rule (`fp_math_type`) is not quite the verifier's, which is kept.
        InstKind::Select { .. } => check_fmf_type(v, inst, inst.ty),
        InstKind::Load { align, atomic, .. } => {
            if access_has_rules(v, align.is_some(), atomic.is_some(), inst.ty) {
                check_load_parsed(v, inst)
            }
        }
        InstKind::Store { align, atomic, .. } => {
            if access_has_rules(v, align.is_some(), atomic.is_some(), cx.op_ty(0).unwrap_or(TypeTable::VOID)) {
                check_store_parsed(v, cx, inst)
            }
        }
        // `parse_gep`: a pointer base, integer indices whose vector widths agree, a sized
        // source when there are indices (and a type, once sized, stays so), the indices
        // walk the source (`gep_indexed_type`), the three flags only, and the result
        // type. Its struct index of a vector constant is looser than the verifier's (equal
        // values, not equal constants), so a vector GEP (the only kind that has one) is
        // checked in full, as is one without indices.
        InstKind::Gep { source, flags: fl } => {
            if inst.ops.len() == 1 || v.type_facts(inst.ty) & TY_VECTOR != 0 {
                check_gep(v, cx, inst, source, fl);
            }
        }
        // The rest are rare, and the parser checks less of them (`va_arg`'s operand,
        // `alloca`'s `swifterror`, atomic sizes): checked in full.
        _ => check_inst_other(v, cx, inst),
    }
}

/// `check_load` for a parsed module. `parse_load` requires a pointer operand, an
/// alignment no larger than 2^32 (`parse_align`), and for atomic loads an alignment and
/// no release ordering; it proves the type sized only when there is no alignment, and
/// does not check an atomic load's type.
#[inline(never)]
fn check_load_parsed(v: &mut Verifier, inst: &Inst) {
    let InstKind::Load { align, atomic, .. } = &inst.kind else { return };
    if align.is_some() && !v.sized(inst.ty) {
        v.err(inst.src, "loading unsized types is not allowed");
    }
    if atomic.is_some() {
        check_atomic_type(v, inst, inst.ty, "load");
    }
}

/// `check_store` for a parsed module, as `check_load_parsed` (`parse_store`).
#[inline(never)]
fn check_store_parsed(v: &mut Verifier, cx: &FnCtx, inst: &Inst) {
    let InstKind::Store { align, atomic, .. } = &inst.kind else { return };
    let val = cx.op_ty(0).unwrap_or(TypeTable::VOID);
    if align.is_some() && !v.sized(val) {
        v.err(inst.src, "storing unsized types is not allowed");
    }
    if atomic.is_some() {
        check_atomic_type(v, inst, val, "store");
    }
}

#[inline(never)]
fn check_inst_other(v: &mut Verifier, cx: &FnCtx, inst: &Inst) {
    let tt = v.types();
    // Operand types as `check_operands` found them (all exist when this runs).
    let ty = |k: usize| cx.op_ty(k);
    let nops = inst.ops.len();
    match &inst.kind {
        InstKind::Ret => match (inst.ops.first(), tt.is_void(cx.ret_ty)) {
            (None, true) => {}
            (Some(_), true) => {
                v.err(inst.src, "Found return instr that returns non-void in Function of void return type!")
            }
            (op, false) => {
                if nops > 1 || op.is_none() || ty(0) != Some(cx.ret_ty) {
                    v.err(
                        inst.src,
                        format!(
                            "Function return type does not match operand type of return inst! (expected {})",
                            v.ty(cx.ret_ty)
                        ),
                    );
                }
            }
        },
        // The common opcodes, checked by `check_inst` before it gets here.
        InstKind::Br
        | InstKind::Gep { .. }
        | InstKind::Load { .. }
        | InstKind::Store { .. }
        | InstKind::ICmp { .. }
        | InstKind::Binary { .. }
        | InstKind::Cast { .. } => {}
        InstKind::Switch => check_switch(v, cx, inst),
        InstKind::IndirectBr => {
            if ty(0).map_or(true, |t| !tt.is_ptr(t)) {
                v.err(inst.src, "Indirectbr operand must have pointer type!");
            }
            if inst.ops.iter().skip(1).any(|op| !matches!(op, Value::Block(_))) {
                v.err(inst.src, "Indirectbr destinations must all have pointer type!");
            }
        }
        InstKind::Unreachable => {
            if nops != 0 {
                v.err(inst.src, "'unreachable' takes no operands");
            }
        }
        InstKind::FNeg { .. } => {
            need!(v, inst, 1);
            let t = ty(0);
            if t != Some(inst.ty) {
                v.err(inst.src, "Unary operators must have same type foroperand and result!");
            } else if !tt.is_float_or_float_vector(inst.ty) {
                v.err(inst.src, "FNeg operator only works with float types!");
            }
            check_fmf_type(v, inst, inst.ty);
        }
        InstKind::ExtractElement => {
            need!(v, inst, 2);
            let ok = match (ty(0), ty(1)) {
                (Some(vt), Some(it)) => tt.is_vector(vt) && tt.is_int(it) && tt.scalar_type(vt) == inst.ty,
                _ => false,
            };
            if !ok {
                v.err(inst.src, "Invalid extractelement operands!");
            }
        }
        InstKind::InsertElement => {
            need!(v, inst, 3);
            let ok = match (ty(0), ty(1), ty(2)) {
                (Some(vt), Some(et), Some(it)) => {
                    tt.is_vector(vt) && tt.scalar_type(vt) == et && tt.is_int(it) && inst.ty == vt
                }
                _ => false,
            };
            if !ok {
                v.err(inst.src, "Invalid insertelement operands!");
            }
        }
        InstKind::ShuffleVector => {
            need!(v, inst, 3);
            if !shuffle_ok(v, cx, inst) {
                v.err(inst.src, "Invalid shufflevector operands!");
            }
        }
        InstKind::ExtractValue { indices } => {
            need!(v, inst, 1);
            if indices.is_empty() {
                v.err(inst.src, "extractvalue requires at least one index");
            } else if ty(0).and_then(|t| indexed_type(tt, t, indices)) != Some(inst.ty) {
                v.err(inst.src, "Invalid ExtractValueInst operands!");
            }
        }
        InstKind::InsertValue { indices } => {
            need!(v, inst, 2);
            let agg = ty(0);
            if indices.is_empty() {
                v.err(inst.src, "insertvalue requires at least one index");
            } else if agg.and_then(|t| indexed_type(tt, t, indices)) != ty(1) || agg != Some(inst.ty) {
                v.err(inst.src, "Invalid InsertValueInst operands!");
            }
        }
        InstKind::Alloca { allocated, align, addrspace, swifterror, .. } => {
            need!(v, inst, 1);
            if !v.sized(*allocated) {
                v.err(inst.src, "Cannot allocate unsized type");
            }
            if ty(0).map_or(true, |t| !tt.is_int(t)) {
                v.err(inst.src, "Alloca array size must have integer type");
            }
            check_align(v, inst, *align);
            if tt.get(inst.ty) != &(Type::Ptr { addrspace: *addrspace }) {
                v.err(inst.src, format!("alloca must produce a pointer in address space {addrspace}"));
            }
            if *swifterror {
                if !v.type_ok(*allocated) || !tt.is_ptr(*allocated) {
                    v.err(inst.src, "swifterror alloca must have pointer type");
                }
                let one = inst.ops[0].as_const().and_then(|c| const_u64(v, c));
                if one != Some(1) {
                    v.err(inst.src, "swifterror alloca must not be array allocation");
                }
            }
        }
        InstKind::Fence(a) => {
            if !matches!(a.ordering, Ordering::Acquire | Ordering::Release | Ordering::AcqRel | Ordering::SeqCst) {
                v.err(inst.src, "fence instructions may only have acquire, release, acq_rel, or seq_cst ordering.");
            }
        }
        InstKind::CmpXchg { success, failure, align, .. } => {
            need!(v, inst, 3);
            if *success == Ordering::Unordered || *failure == Ordering::Unordered {
                v.err(inst.src, "cmpxchg instructions cannot be unordered.");
            }
            if matches!(failure, Ordering::Release | Ordering::AcqRel) {
                v.err(inst.src, "cmpxchg failure ordering cannot include release semantics");
            }
            if ty(0).map_or(true, |t| !tt.is_ptr(t)) {
                v.err(inst.src, "First cmpxchg operand must be a pointer.");
            }
            check_align(v, inst, *align);
            let cmp = ty(1).unwrap_or(TypeTable::VOID);
            if !(tt.is_int(cmp) || tt.is_ptr(cmp)) {
                v.err(inst.src, "cmpxchg operand must have integer or pointer type");
            } else {
                check_atomic_size(v, inst, cmp);
            }
            if ty(2) != Some(cmp) {
                v.err(inst.src, "Expected value type does not match pointer operand type!");
            }
            let res_ok = tt.struct_fields(inst.ty).is_some_and(|(fs, packed)| !packed && fs == [cmp, TypeTable::I1]);
            if !res_ok && !matches!(tt.get(inst.ty), Type::Named(_)) {
                v.err(inst.src, format!("cmpxchg must produce {{ {}, i1 }}", v.ty(cmp)));
            }
        }
        InstKind::AtomicRmw { op, atomic, align, .. } => {
            need!(v, inst, 2);
            if atomic.ordering == Ordering::Unordered {
                v.err(inst.src, "atomicrmw instructions cannot be unordered.");
            }
            if ty(0).map_or(true, |t| !tt.is_ptr(t)) {
                v.err(inst.src, "atomicrmw operand must be a pointer.");
            }
            check_align(v, inst, *align);
            let val = ty(1).unwrap_or(TypeTable::VOID);
            let kw = op.keyword();
            let ok = if *op == RmwOp::Xchg {
                tt.is_int(val) || tt.is_float(val) || tt.is_ptr(val)
            } else if op.is_float() {
                tt.is_float_or_float_vector(val) && !shape(tt, val).is_some_and(|s| s.1)
            } else {
                tt.is_int(val)
            };
            if !ok {
                let what = if *op == RmwOp::Xchg {
                    "integer or floating point type!"
                } else if op.is_float() {
                    "floating-point or fixed vector of floating-point type!"
                } else {
                    "integer type!"
                };
                v.err(inst.src, format!("atomicrmw {kw} operand must have {what}"));
            } else {
                check_atomic_size(v, inst, val);
            }
            if inst.ty != val {
                v.err(inst.src, "atomicrmw result type must be the type of its value operand");
            }
        }
        InstKind::FCmp { .. } => {
            need!(v, inst, 2);
            let (a, b) = (ty(0), ty(1));
            if a != b {
                v.err(inst.src, "Both operands to FCmp instruction are not of the same type!");
            } else if let Some(a) = a {
                if !tt.is_float_or_float_vector(a) {
                    v.err(inst.src, "Invalid operand types for FCmp instruction");
                } else if !is_bool_of_shape(tt, inst.ty, a) {
                    v.err(inst.src, "fcmp must produce i1 or a vector of i1 of its operands' length");
                }
                check_fmf_type(v, inst, a);
            }
        }
        InstKind::Select { .. } => {
            need!(v, inst, 3);
            let (c, a, b) = (ty(0).unwrap_or(TypeTable::VOID), ty(1), ty(2));
            let msg = if a != b {
                Some("both values to select must have same type")
            } else if a == Some(TypeTable::TOKEN) {
                Some("select values cannot have token type")
            } else if let Some((len, sc)) = shape(tt, c) {
                if tt.scalar_type(c) != TypeTable::I1 {
                    Some("vector select condition element type must be i1")
                } else {
                    match a.and_then(|a| shape(tt, a)) {
                        None => Some("selected values for vector select must be vectors"),
                        Some(s) if s != (len, sc) => {
                            Some("vector select requires selected vectors to have the same vector length as select condition")
                        }
                        _ => None,
                    }
                }
            } else if c != TypeTable::I1 {
                Some("select condition must be i1 or <n x i1>")
            } else {
                None
            };
            if let Some(m) = msg {
                v.err(inst.src, format!("Invalid operands for select instruction: {m}"));
            } else if a != Some(inst.ty) {
                v.err(inst.src, "Select values must have same type as select instruction!");
            }
            check_fmf_type(v, inst, inst.ty);
        }
        InstKind::Freeze => {
            need!(v, inst, 1);
            if ty(0) != Some(inst.ty) {
                v.err(inst.src, "Freeze should produce its operand's type");
            }
        }
        InstKind::VaArg => {
            need!(v, inst, 1);
            if ty(0).map_or(true, |t| !tt.is_ptr(t)) {
                v.err(inst.src, "va_arg operand must be a pointer");
            }
            if tt.is_void(inst.ty) || !tt.is_first_class(inst.ty) {
                v.err(inst.src, "va_arg must produce a first-class value");
            }
        }
        // Calls, phis and EH pads are checked elsewhere.
        _ => {}
    }
}

/// The `Br` rules (out of line: one of the common opcodes, kept apart from
/// `check_inst_other` so that it needs only a small frame).
#[inline(never)]
fn check_br(v: &mut Verifier, cx: &FnCtx, inst: &Inst) {
    let ty = |k: usize| cx.op_ty(k);
    let nops = inst.ops.len();
    match nops {
        1 if matches!(inst.ops[0], Value::Block(_)) => {}
        3 if matches!((inst.ops[1], inst.ops[2]), (Value::Block(_), Value::Block(_))) => {
            if ty(0) != Some(TypeTable::I1) {
                v.err(inst.src, "Branch condition is not 'i1' type!");
            }
        }
        _ => v.err(inst.src, "malformed 'br': expected a label or an i1 condition and two labels"),
    }
}

/// The `Binary` rules (out of line: one of the common opcodes, kept apart from
/// `check_inst_other` so that it needs only a small frame).
#[inline(never)]
fn check_binary_inst(v: &mut Verifier, cx: &FnCtx, inst: &Inst) {
    let ty = |k: usize| cx.op_ty(k);
    let InstKind::Binary { op, flags: fl, fmf } = &inst.kind else { return };
    need!(v, inst, 2);
    check_binary(v, inst, *op, ty(0), ty(1));
    check_flags_and_fmf(v, inst, op.keyword(), fl & !op.allowed_flags() == 0, op.is_float(), fmf.is_empty());
}

/// The rules binary operators and casts share: only the wrap/exact/disjoint/nneg flags
/// the opcode allows, and fast-math flags only on floating-point ones (and then only on
/// floating-point types).
fn check_flags_and_fmf(v: &mut Verifier, inst: &Inst, keyword: &str, flags_ok: bool, float_op: bool, no_fmf: bool) {
    if !flags_ok {
        v.err(inst.src, format!("invalid flags on '{keyword}'"));
    }
    if float_op {
        check_fmf_type(v, inst, inst.ty);
    } else if !no_fmf {
        v.err(inst.src, format!("fast-math flags are not allowed on '{keyword}'"));
    }
}

/// The `Load` rules (out of line: one of the common opcodes, kept apart from
/// `check_inst_other` so that it needs only a small frame).
#[inline(never)]
fn check_load(v: &mut Verifier, cx: &FnCtx, inst: &Inst) {
    let tt = v.types();
    let ty = |k: usize| cx.op_ty(k);
    let InstKind::Load { align, atomic, .. } = &inst.kind else { return };
    need!(v, inst, 1);
    if ty(0).map_or(true, |t| !tt.is_ptr(t)) {
        v.err(inst.src, "Load operand must be a pointer.");
    }
    check_align(v, inst, *align);
    if !v.sized(inst.ty) {
        v.err(inst.src, "loading unsized types is not allowed");
    }
    if let Some(a) = atomic {
        if matches!(a.ordering, Ordering::Release | Ordering::AcqRel) {
            v.err(inst.src, "Load cannot have Release ordering");
        }
        if align.is_none() {
            v.err(inst.src, "atomic load must have explicit non-zero alignment");
        }
        check_atomic_type(v, inst, inst.ty, "load");
    }
}

/// The `Store` rules (out of line: one of the common opcodes, kept apart from
/// `check_inst_other` so that it needs only a small frame).
#[inline(never)]
fn check_store(v: &mut Verifier, cx: &FnCtx, inst: &Inst) {
    let tt = v.types();
    let ty = |k: usize| cx.op_ty(k);
    let InstKind::Store { align, atomic, .. } = &inst.kind else { return };
    need!(v, inst, 2);
    if ty(1).map_or(true, |t| !tt.is_ptr(t)) {
        v.err(inst.src, "Store operand must be a pointer.");
    }
    check_align(v, inst, *align);
    let val = ty(0).unwrap_or(TypeTable::VOID);
    if !v.sized(val) {
        v.err(inst.src, "storing unsized types is not allowed");
    }
    if let Some(a) = atomic {
        if matches!(a.ordering, Ordering::Acquire | Ordering::AcqRel) {
            v.err(inst.src, "Store cannot have Acquire ordering");
        }
        if align.is_none() {
            v.err(inst.src, "atomic store must have explicit non-zero alignment");
        }
        check_atomic_type(v, inst, val, "store");
    }
}

/// The `Cast` rules (out of line: one of the common opcodes, kept apart from
/// `check_inst_other` so that it needs only a small frame).
#[inline(never)]
fn check_cast(v: &mut Verifier, cx: &FnCtx, inst: &Inst) {
    let tt = v.types();
    let ty = |k: usize| cx.op_ty(k);
    let InstKind::Cast { op, flags: fl, fmf } = &inst.kind else { return };
    need!(v, inst, 1);
    if let Some(src) = ty(0) {
        if let Some(msg) = cast_error(tt, *op, src, inst.ty) {
            v.err(inst.src, msg);
        }
    }
    let float_op = matches!(op, CastOp::FPTrunc | CastOp::FPExt | CastOp::UIToFP | CastOp::SIToFP);
    check_flags_and_fmf(v, inst, op.keyword(), fl & !op.allowed_flags() == 0, float_op, fmf.is_empty());
}

/// The `ICmp` rules (out of line: one of the common opcodes, kept apart from
/// `check_inst_other` so that it needs only a small frame).
#[inline(never)]
fn check_icmp(v: &mut Verifier, cx: &FnCtx, inst: &Inst) {
    let tt = v.types();
    let ty = |k: usize| cx.op_ty(k);
    let InstKind::ICmp { flags: fl, .. } = &inst.kind else { return };
    need!(v, inst, 2);
    let (a, b) = (ty(0), ty(1));
    if a != b {
        v.err(inst.src, "Both operands to ICmp instruction are not of the same type!");
    } else if let Some(a) = a {
        if !(tt.is_int_or_int_vector(a) || tt.is_ptr_or_ptr_vector(a)) {
            v.err(inst.src, "Invalid operand types for ICmp instruction");
        } else if !is_bool_of_shape(tt, inst.ty, a) {
            v.err(inst.src, "icmp must produce i1 or a vector of i1 of its operands' length");
        }
    }
    if fl & !flags::SAMESIGN != 0 {
        v.err(inst.src, "invalid flags on 'icmp'");
    }
}

/// Binary operators: same-typed operands, and the integer / float / logical / shift
/// operators on the right kinds of type.
fn check_binary(v: &mut Verifier, inst: &Inst, op: BinOp, a: Option<TypeId>, b: Option<TypeId>) {
    let tt = v.types();
    if a != b {
        v.err(inst.src, "Both operands to a binary operator are not of the same type!");
        return;
    }
    let same = a == Some(inst.ty);
    let (kind_ok, kind_msg, same_msg) = match op {
        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem => (
            tt.is_int_or_int_vector(inst.ty),
            "Integer arithmetic operators only work with integral types!",
            "Integer arithmetic operators must have same type for operands and result!",
        ),
        BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem => (
            tt.is_float_or_float_vector(inst.ty),
            "Floating-point arithmetic operators only work with floating-point types!",
            "Floating-point arithmetic operators must have same type for operands and result!",
        ),
        BinOp::And | BinOp::Or | BinOp::Xor => (
            tt.is_int_or_int_vector(inst.ty),
            "Logical operators only work with integral types!",
            "Logical operators must have same type for operands and result!",
        ),
        BinOp::Shl | BinOp::LShr | BinOp::AShr => (
            tt.is_int_or_int_vector(inst.ty),
            "Shifts only work with integral types!",
            "Shift return type must be same as operands!",
        ),
    };
    if !kind_ok {
        v.err(inst.src, kind_msg);
    } else if !same {
        v.err(inst.src, same_msg);
    }
}

/// `switch`: an integer condition, a default label, and unique constant cases of the
/// condition's type.
fn check_switch(v: &mut Verifier, cx: &FnCtx, inst: &Inst) {
    let tt = v.types();
    if inst.ops.len() < 2 || inst.ops.len() % 2 != 0 || !matches!(inst.ops[1], Value::Block(_)) {
        v.err(inst.src, "malformed 'switch': expected a condition, a default label and case pairs");
        return;
    }
    let Some(cond) = cx.op_ty(0) else { return };
    if !tt.is_int(cond) {
        v.err(inst.src, "switch condition must have integer type");
        return;
    }
    let mut seen = HashSet::new();
    for pair in inst.ops[2..].chunks(2) {
        let c = match pair[0] {
            Value::Const(c) if matches!(v.m.consts.get(c), Const::Int(..)) => c,
            _ => {
                v.err(inst.src, "Case value is not a constant integer.");
                continue;
            }
        };
        if v.const_type(c) != Some(cond) {
            v.err(inst.src, "Switch constants must all be same type as switch value!");
        } else if !seen.insert(c) {
            v.err(inst.src, "Duplicate integer as switch case");
        }
        if !matches!(pair[1], Value::Block(_)) {
            v.err(inst.src, "switch case destination is not a label");
        }
    }
}

/// `extractvalue`/`insertvalue` index paths: through structs and arrays only.
pub(crate) fn indexed_type(tt: &TypeTable, mut t: TypeId, indices: &[u32]) -> Option<TypeId> {
    for &i in indices {
        t = match tt.get(t) {
            Type::Array { elem, len } => (u64::from(i) < *len).then_some(*elem)?,
            Type::Struct { .. } | Type::Named(_) => *tt.struct_fields(t)?.0.get(i as usize)?,
            _ => return None,
        };
    }
    Some(t)
}

/// `ShuffleVectorInst::isValidOperands` plus the result type.
fn shuffle_ok(v: &Verifier, cx: &FnCtx, inst: &Inst) -> bool {
    let tt = v.types();
    let (Some(a), Some(b)) = (cx.op_ty(0), cx.op_ty(1)) else { return false };
    let Some((n, a_scalable)) = shape(tt, a) else { return false };
    if a != b {
        return false;
    }
    let Value::Const(mask) = inst.ops[2] else { return false };
    let Some(mt) = v.const_type(mask) else { return false };
    let Some((m, m_scalable)) = shape(tt, mt) else { return false };
    if tt.scalar_type(mt) != TypeTable::I32 || m_scalable != a_scalable {
        return false;
    }
    let elems_ok = match v.m.consts.get(mask) {
        Const::Zero(_) | Const::Undef(_) | Const::Poison(_) => true,
        _ if m_scalable => false,
        Const::Vector(_, elems) => elems.iter().all(|&e| match v.m.consts.get(e) {
            Const::Int(_, val) => val.as_u64().is_some_and(|x| x < 2 * u64::from(n)),
            Const::Undef(_) | Const::Poison(_) => true,
            _ => false,
        }),
        _ => false,
    };
    let res_ok = matches!(tt.get(inst.ty), Type::Vector { elem, len, scalable }
        if *elem == tt.scalar_type(a) && *len == m && *scalable == m_scalable);
    elems_ok && res_ok
}

/// `getelementptr`: pointer base, sized source type, integer indices that walk the type
/// (struct indices constant `i32` in range), and a pointer (vector) result.
#[inline(never)]
fn check_gep(v: &mut Verifier, cx: &FnCtx, inst: &Inst, source: TypeId, fl: u16) {
    let tt = v.types();
    let Some(base) = cx.op_ty(0) else {
        v.err(inst.src, "getelementptr needs a base pointer");
        return;
    };
    let Type::Ptr { addrspace } = *tt.get(tt.scalar_type(base)) else {
        v.err(inst.src, "GEP base pointer is not a vector or a vector of pointers");
        return;
    };
    if !v.sized(source) {
        v.err(inst.src, "GEP into unsized type!");
        return;
    }
    if fl & !(flags::INBOUNDS | flags::NUSW | flags::NUW) != 0 {
        v.err(inst.src, "invalid flags on 'getelementptr'");
    }
    // One look at each index's type facts: it must be an integer or a vector of them, and
    // the vector ones must agree in shape with each other and a vector base (reported
    // after the walk below, as LLVM checks it after the indexed type).
    let mut width = shape(tt, base);
    let mut width_ok = true;
    for k in 1..inst.ops.len() {
        let t = cx.op_ty(k).unwrap_or(TypeId(u32::MAX));
        let facts = v.type_facts(t);
        if facts & TY_INT_LIKE == 0 {
            v.err(inst.src, "GEP indexes must be integers");
            return;
        }
        if facts & TY_VECTOR != 0 && width_ok {
            let s = shape(tt, t);
            if width.is_some() && s != width {
                width_ok = false;
            } else {
                width = s;
            }
        }
    }
    // Walk the indices after the first through the source type.
    let mut cur = source;
    for &op in inst.ops.iter().skip(2) {
        cur = match tt.get(cur) {
            Type::Array { elem, .. } | Type::Vector { elem, .. } => *elem,
            Type::Struct { .. } | Type::Named(_) => {
                let Some(i) = struct_index(v, op) else {
                    v.err(
                        inst.src,
                        "Invalid indices for GEP pointer type! (struct indices must be constant i32 values)",
                    );
                    return;
                };
                match tt.struct_fields(cur).and_then(|(fs, _)| fs.get(i as usize).copied()) {
                    Some(t) => t,
                    None => {
                        v.err(inst.src, "Invalid indices for GEP pointer type! (struct index out of range)");
                        return;
                    }
                }
            }
            _ => {
                v.err(inst.src, "Invalid indices for GEP pointer type!");
                return;
            }
        };
    }
    // Result: a pointer, or a vector of pointers as wide as any vector operand.
    if !width_ok {
        v.err(inst.src, "Invalid GEP index vector width");
        return;
    }
    let res_ok = match (tt.get(inst.ty), width) {
        (Type::Ptr { addrspace: a }, None) => *a == addrspace,
        (Type::Vector { elem, len, scalable }, Some(w)) => {
            (*len, *scalable) == w && *tt.get(*elem) == (Type::Ptr { addrspace })
        }
        _ => false,
    };
    if !res_ok {
        v.err(inst.src, "GEP is not of right type for indices!");
    }
}

/// The value of a struct GEP index: a constant `i32`, or a splat vector of one.
fn struct_index(v: &Verifier, op: Value) -> Option<u64> {
    let c = op.as_const()?;
    if c.0 as usize >= v.m.consts.len() {
        return None;
    }
    match v.m.consts.get(c) {
        Const::Int(t, val) if *t == TypeTable::I32 => val.as_u64(),
        Const::Zero(t) if *t == TypeTable::I32 || v.types().scalar_type(*t) == TypeTable::I32 => Some(0),
        Const::Vector(_, elems) => {
            let first = *elems.first()?;
            elems.iter().all(|&e| e == first).then(|| struct_index(v, Value::Const(first))).flatten()
        }
        _ => None,
    }
}

/// Atomic loads and stores: integer, pointer or float, of a power-of-two byte size.
fn check_atomic_type(v: &mut Verifier, inst: &Inst, t: TypeId, what: &str) {
    let tt = v.types();
    if !(tt.is_int(t) || tt.is_ptr(t) || tt.is_float(t)) {
        v.err(inst.src, format!("atomic {what} operand must have integer, pointer, or floating point type!"));
    } else {
        check_atomic_size(v, inst, t);
    }
}

fn check_atomic_size(v: &mut Verifier, inst: &Inst, t: TypeId) {
    let bits = v.m.datalayout.type_size_in_bits(v.types(), t);
    if bits < 8 {
        v.err(inst.src, "atomic memory access' size must be byte-sized");
    } else if !bits.is_power_of_two() {
        v.err(inst.src, "atomic memory access' operand must have a power-of-two size");
    }
}

/// The verifier's message for an invalid cast, if it is one (LLVM's `visit*Inst` for the
/// thirteen casts).
pub(crate) fn cast_error(tt: &TypeTable, op: CastOp, src: TypeId, dst: TypeId) -> Option<String> {
    let (ss, ds) = (shape(tt, src), shape(tt, dst));
    let both_or_neither = ss.is_some() == ds.is_some();
    let same_len = ss == ds;
    let (sb, db) = (scalar_bits(tt, src), scalar_bits(tt, dst));
    let int = |t| tt.is_int_or_int_vector(t);
    let fp = |t| tt.is_float_or_float_vector(t);
    let ptr = |t| tt.is_ptr_or_ptr_vector(t);
    let kw = op.keyword();
    let e = |s: &str| Some(s.to_string());
    match op {
        CastOp::Trunc | CastOp::ZExt | CastOp::SExt => {
            let name = match op {
                CastOp::Trunc => "Trunc",
                CastOp::ZExt => "ZExt",
                _ => "SExt",
            };
            if !int(src) {
                return Some(format!("{name} only operates on integer"));
            }
            if !int(dst) {
                return Some(format!("{name} only produces {}integer", if op == CastOp::Trunc { "" } else { "an " }));
            }
            if !both_or_neither {
                return Some(format!("{kw} source and destination must both be a vector or neither"));
            }
            if !same_len {
                return Some(format!("{kw} source and destination vectors must have the same length"));
            }
            match op {
                CastOp::Trunc if sb <= db => e("DestTy too big for Trunc"),
                CastOp::ZExt if sb >= db => e("Type too small for ZExt"),
                CastOp::SExt if sb >= db => e("Type too small for SExt"),
                _ => None,
            }
        }
        CastOp::FPTrunc | CastOp::FPExt => {
            let name = if op == CastOp::FPTrunc { "FPTrunc" } else { "FPExt" };
            if !fp(src) {
                return Some(format!("{name} only operates on FP"));
            }
            if !fp(dst) {
                return Some(format!("{name} only produces an FP"));
            }
            if !both_or_neither {
                return Some(format!("{kw} source and destination must both be a vector or neither"));
            }
            if !same_len {
                return Some(format!("{kw} source and destination vectors must have the same length"));
            }
            match op {
                CastOp::FPTrunc if sb <= db => e("DestTy too big for FPTrunc"),
                CastOp::FPExt if sb >= db => e("DestTy too small for FPExt"),
                _ => None,
            }
        }
        CastOp::UIToFP | CastOp::SIToFP | CastOp::FPToUI | CastOp::FPToSI => {
            let name = match op {
                CastOp::UIToFP => "UIToFP",
                CastOp::SIToFP => "SIToFP",
                CastOp::FPToUI => "FPToUI",
                _ => "FPToSI",
            };
            let to_fp = matches!(op, CastOp::UIToFP | CastOp::SIToFP);
            if !both_or_neither {
                return Some(format!("{name} source and dest must both be vector or scalar"));
            }
            if to_fp && !int(src) {
                return Some(format!("{name} source must be integer or integer vector"));
            }
            if to_fp && !fp(dst) {
                return Some(format!("{name} result must be FP or FP vector"));
            }
            if !to_fp && !fp(src) {
                return Some(format!("{name} source must be FP or FP vector"));
            }
            if !to_fp && !int(dst) {
                return Some(format!("{name} result must be integer or integer vector"));
            }
            (!same_len).then(|| format!("{name} source and dest vector length mismatch"))
        }
        CastOp::PtrToInt | CastOp::IntToPtr => {
            let p2i = op == CastOp::PtrToInt;
            let name = if p2i { "PtrToInt" } else { "IntToPtr" };
            if p2i && !ptr(src) {
                return e("PtrToInt source must be pointer");
            }
            if p2i && !int(dst) {
                return e("PtrToInt result must be integral");
            }
            if !p2i && !int(src) {
                return e("IntToPtr source must be an integral");
            }
            if !p2i && !ptr(dst) {
                return e("IntToPtr result must be a pointer");
            }
            if !both_or_neither {
                return Some(format!("{name} type mismatch"));
            }
            (!same_len).then(|| format!("{name} Vector width mismatch"))
        }
        CastOp::BitCast => (!bitcast_valid(tt, src, dst)).then(|| "Invalid bitcast".to_string()),
        CastOp::AddrSpaceCast => {
            if !ptr(src) {
                return e("AddrSpaceCast source must be a pointer");
            }
            if !ptr(dst) {
                return e("AddrSpaceCast result must be a pointer");
            }
            if !same_len {
                return e("AddrSpaceCast vector pointer number of elements mismatch");
            }
            (tt.get(tt.scalar_type(src)) == tt.get(tt.scalar_type(dst)))
                .then(|| "AddrSpaceCast must be between different address spaces".to_string())
        }
    }
}

/// `CastInst::castIsValid(BitCast, ...)`.
fn bitcast_valid(tt: &TypeTable, src: TypeId, dst: TypeId) -> bool {
    let simple = |t: TypeId| {
        !matches!(tt.get(t), Type::Void | Type::Function { .. } | Type::Label | Type::Metadata | Type::Token)
            && !tt.is_aggregate(t)
    };
    if !simple(src) || !simple(dst) {
        return false;
    }
    let sp = tt.get(tt.scalar_type(src));
    let dp = tt.get(tt.scalar_type(dst));
    match (sp, dp) {
        (Type::Ptr { addrspace: a }, Type::Ptr { addrspace: b }) => {
            a == b
                && match (shape(tt, src), shape(tt, dst)) {
                    (Some(x), Some(y)) => x == y,
                    (Some(x), None) | (None, Some(x)) => x == (1, false),
                    (None, None) => true,
                }
        }
        (Type::Ptr { .. }, _) | (_, Type::Ptr { .. }) => false,
        _ => {
            let bits = |t: TypeId| match tt.get(t) {
                Type::Vector { len, scalable, .. } => (scalar_bits(tt, t) * u64::from(*len), *scalable),
                Type::X86Amx => (8192, false),
                _ => (scalar_bits(tt, t), false),
            };
            let (b1, b2) = (bits(src), bits(dst));
            b1 == b2 && b1.0 != 0
        }
    }
}

/// The value of an integer constant that fits in 64 bits.
pub(crate) fn const_u64(v: &Verifier, c: crate::constant::ConstId) -> Option<u64> {
    if c.0 as usize >= v.m.consts.len() {
        return None;
    }
    match v.m.consts.get(c) {
        Const::Int(_, val) => val.as_u64(),
        Const::Zero(t) if v.types().is_int(*t) => Some(0),
        _ => None,
    }
}
