//! Calls, invokes and callbrs: the operand layout, arguments against the function type,
//! the callee (pointer, intrinsic, inline asm), operand bundles, `musttail`, and the
//! unwind rules of `invoke`. Intrinsic-specific rules are in `intrinsics.rs`.

use super::function::FnCtx;
use super::{attrs, intrinsics, Verifier, TY_SPECIAL_PARAMS};
use crate::attrs::{AttrKind, AttrSetId};
use crate::inst::{CallInfo, CastOp, Inst, InstKind, TailKind};
use crate::types::TypeTable;
use crate::value::{InstId, Value};

/// Calling conventions that cannot be called (GPU entry points).
const UNCALLABLE_CC: [u32; 2] = [91 /* amdgpu_kernel */, 76 /* spir_kernel */];

/// Intrinsics that may be invoked rather than called.
const INVOKABLE_INTRINSICS: [&str; 8] = [
    "donothing",
    "experimental.patchpoint.void",
    "experimental.patchpoint",
    "experimental.gc.statepoint",
    "coro.resume",
    "coro.destroy",
    "seh.scope.begin",
    "seh.scope.end",
];

// Out of line: a large body that most instructions do not need kept out of the
// per-instruction loop of `function.rs`.
#[inline(never)]
pub(crate) fn check_call(v: &mut Verifier, cx: &mut FnCtx, id: InstId, inst: &Inst) {
    let Some(call) = inst.kind.call_info() else { return };
    let tt = v.types();
    let nargs = call.num_args as usize;
    let nbundle: usize = call.bundles.iter().map(|b| b.len as usize).sum();
    let extra = match &inst.kind {
        InstKind::Invoke(_) => 2,
        InstKind::CallBr { num_indirect, .. } => 1 + *num_indirect as usize,
        _ => 0,
    };
    if inst.ops.len() != 1 + nargs + nbundle + extra {
        v.err(
            inst.src,
            format!(
                "malformed '{}': operand list does not match its argument and bundle counts",
                inst.kind.opcode_name()
            ),
        );
        return;
    }
    let Some((ret, params, varargs)) = v.type_ok(call.fn_ty).then(|| tt.function_sig(call.fn_ty)).flatten() else {
        v.err(inst.src, format!("'{}' has a function type that is not a function type", inst.kind.opcode_name()));
        return;
    };
    let callee = inst.ops[0];
    let args = &inst.ops[1..1 + nargs];
    // For a parsed module `parse_call_common` has enforced these: the callee is read as a
    // pointer (`parse_value`, or `global_ref` for `@f`, whose address space the global's
    // definition must match), and every argument has its parameter's type, with no more
    // and no fewer arguments than the function type takes.
    if !v.parsed {
        check_callee_and_args(v, cx, inst, callee, nargs, params, varargs);
    }
    if inst.ty != ret {
        v.err(
            inst.src,
            format!("call result type {} does not match the callee's return type {}", v.ty(inst.ty), v.ty(ret)),
        );
    }
    if call.arg_attrs.len() > nargs {
        v.err(inst.src, "Attribute after last parameter!");
    }
    if UNCALLABLE_CC.contains(&call.cc.number()) {
        v.err(inst.src, "calling convention does not permit calls");
    }
    check_bundles(v, inst, call);

    let direct = v.direct_callee(callee);
    let intrinsic = direct.and_then(|g| v.intrinsic[g.0 as usize].clone());
    let is_intrinsic = direct.is_some_and(|g| v.intrinsic_name(g));
    if let Some(g) = direct {
        if is_intrinsic && v.m.globals[g.0 as usize].value_type() != call.fn_ty {
            v.err(inst.src, "Intrinsic called with incompatible signature");
        }
        if is_intrinsic && !matches!(inst.kind, InstKind::Call(_)) {
            let ok = intrinsic.as_ref().is_some_and(|i| INVOKABLE_INTRINSICS.contains(&i.base));
            if !ok {
                v.err(
                    inst.src,
                    "Cannot invoke an intrinsic other than donothing, patchpoint, statepoint, coro_resume, coro_destroy or clang.arc.attachedcall",
                );
            }
        }
    }
    if !is_intrinsic {
        // Neither parameter type is usual: the type's facts say whether it has one.
        if v.type_facts(call.fn_ty) & TY_SPECIAL_PARAMS != 0 {
            if params.contains(&TypeTable::METADATA) {
                v.err(inst.src, "Function has metadata parameter but isn't an intrinsic");
            }
            if params.contains(&TypeTable::TOKEN) {
                v.err(inst.src, "Function has token parameter but isn't an intrinsic");
            }
        }
        if args.iter().any(|a| matches!(a, Value::Meta(_))) {
            v.err(inst.src, "metadata arguments are only allowed in calls to intrinsics");
        }
    }
    if direct.is_none() && ret == TypeTable::TOKEN {
        v.err(inst.src, "Return type cannot be token for indirect call!");
    }
    // Call-site attributes against the argument types; `immarg` parameters (of the call
    // site or of the directly called declaration) take constants.
    // The declaration's parameters matter only when one of them is `immarg` (few are).
    let decl_params = match direct {
        Some(g) if v.immarg_params[g.0 as usize] => v.m.globals[g.0 as usize].as_function().map_or(&[][..], |cf| &cf.params),
        _ => &[],
    };
    for (i, &a) in args.iter().enumerate() {
        let set = call.arg_attrs.get(i).copied().unwrap_or(AttrSetId::EMPTY);
        // The empty set (always id 0 of the table) has nothing to check, and a set found
        // good on this type last time (`check_param_attrs`'s first answer, taken here
        // without the call) nothing new.
        if set != AttrSetId::EMPTY {
            if let Some(t) = cx.op_ty(1 + i) {
                if v.good_attrs_last.get(set.0 as usize) != Some(&t) {
                    attrs::check_param_attrs(v, inst.src, set, t, "call argument");
                }
            }
        }
        // (The empty set, in place of a missing declaration parameter, has no `immarg`.)
        let immarg = v.immarg_sets.get(set.0 as usize) == Some(&true)
            || decl_params.get(i).is_some_and(|p| v.immarg_sets.get(p.attrs.0 as usize) == Some(&true));
        if immarg && !is_immediate(v, a) {
            let of = direct.map(|g| format!(" of {}", v.global_name(g))).unwrap_or_default();
            v.err(inst.src, format!("immarg operand has non-immediate parameter (argument {}{of})", i + 1));
        }
    }
    if call.ret_attrs != AttrSetId::EMPTY {
        attrs::check_ret_attrs(v, inst.src, call.ret_attrs, ret);
    }

    match &inst.kind {
        InstKind::Call(_) => {
            if call.tail == TailKind::MustTail {
                check_musttail(v, cx, id, inst, call);
            }
        }
        InstKind::Invoke(_) => {
            let n = inst.ops.len();
            if let (Value::Block(normal), Value::Block(unwind)) = (inst.ops[n - 2], inst.ops[n - 1]) {
                if !cx.is_eh_pad_block(unwind) {
                    v.err(inst.src, "The unwind destination does not have an exception handling instruction!");
                }
                if normal == unwind {
                    v.err(inst.src, "invoke's normal and unwind destinations must differ");
                }
            } else {
                v.err(inst.src, "invoke destinations must be labels");
            }
        }
        InstKind::CallBr { .. } => {
            if !matches!(callee, Value::Asm(_)) {
                v.err(inst.src, "Callbr is currently only used for asm-goto!");
            } else if let Value::Asm(a) = callee {
                if v.m.inline_asms.get(a.0 as usize).is_some_and(|asm| asm.can_unwind) {
                    v.err(inst.src, "Unwinding from Callbr is not allowed");
                }
            }
            if inst.ops[1 + nargs + nbundle..].iter().any(|op| !matches!(op, Value::Block(_))) {
                v.err(inst.src, "callbr destinations must be labels");
            }
        }
        _ => {}
    }
    if let Value::Asm(a) = callee {
        if let Some(asm) = v.m.inline_asms.get(a.0 as usize) {
            if asm.fn_ty != call.fn_ty {
                v.err(inst.src, "inline asm called with a function type different from its own");
            }
        }
    }
    if let (Some(g), Some(intr)) = (direct, intrinsic) {
        intrinsics::check_call(v, cx, inst, g, &intr, args);
    }
}

/// The callee is a pointer, and the arguments match the function type in number and type.
#[allow(clippy::too_many_arguments)]
fn check_callee_and_args(
    v: &mut Verifier,
    cx: &FnCtx,
    inst: &Inst,
    callee: Value,
    nargs: usize,
    params: &[crate::types::TypeId],
    varargs: bool,
) {
    let tt = v.types();
    if !matches!(callee, Value::Asm(_)) && !cx.op_ty(0).is_some_and(|t| tt.is_ptr(t)) {
        v.err(inst.src, "Called function must be a pointer!");
    }
    if varargs {
        if nargs < params.len() {
            v.err(inst.src, "Called function requires more parameters than were provided!");
        }
    } else if nargs != params.len() {
        v.err(inst.src, "Incorrect number of arguments passed to called function!");
    }
    for (i, &p) in params.iter().take(nargs).enumerate() {
        let at = cx.op_ty(1 + i);
        if at != Some(p) {
            v.err(
                inst.src,
                format!(
                    "Call parameter type does not match function signature! (argument {} is {}, the function takes {})",
                    i + 1,
                    at.map_or_else(|| "invalid".to_string(), |t| v.ty(t)),
                    v.ty(p)
                ),
            );
        }
    }
}

/// At most one bundle of each kind LLVM limits to one.
fn check_bundles(v: &mut Verifier, inst: &Inst, call: &CallInfo) {
    const SINGLE: [(&str, &str); 8] = [
        ("deopt", "Multiple deopt operand bundles"),
        ("funclet", "Multiple funclet operand bundles"),
        ("gc-transition", "Multiple gc-transition operand bundles"),
        ("cfguardtarget", "Multiple CFGuardTarget operand bundles"),
        ("preallocated", "Multiple preallocated operand bundles"),
        ("ptrauth", "Multiple ptrauth operand bundles"),
        ("kcfi", "Multiple kcfi operand bundles"),
        ("convergencectrl", "Multiple convergencectrl operand bundles"),
    ];
    // It takes two bundles to repeat one.
    if call.bundles.len() < 2 {
        return;
    }
    for (tag, msg) in SINGLE {
        let n = call.bundles.iter().filter(|b| v.m.syms.bytes(b.tag) == tag.as_bytes()).count();
        if n > 1 {
            v.err(inst.src, msg);
        }
    }
}

/// The attributes that change how an argument is passed; `musttail` needs them to match
/// between caller and callee (LLVM's `getParameterABIAttributes`).
fn abi_attrs(v: &Verifier, set: AttrSetId) -> Vec<crate::attrs::Attr> {
    const ABI: [AttrKind; 10] = [
        AttrKind::StructRet,
        AttrKind::ByVal,
        AttrKind::InAlloca,
        AttrKind::InReg,
        AttrKind::AlignStack,
        AttrKind::SwiftSelf,
        AttrKind::SwiftAsync,
        AttrKind::SwiftError,
        AttrKind::Preallocated,
        AttrKind::ByRef,
    ];
    let attrs = v.m.attrs.get(set);
    let byval_like = attrs.iter().any(|a| matches!(a.kind(), Some(AttrKind::ByVal | AttrKind::ByRef)));
    attrs
        .iter()
        .filter(|a| a.kind().is_some_and(|k| ABI.contains(&k) || (k == AttrKind::Align && byval_like)))
        .cloned()
        .collect()
}

/// `verifyMustTailCall`: the call is followed by `ret` (optionally through a bitcast) that
/// returns its result, and caller and callee agree on prototype, convention and ABI
/// attributes.
fn check_musttail(v: &mut Verifier, cx: &FnCtx, id: InstId, inst: &Inst, call: &CallInfo) {
    let f = cx.f;
    let tt = v.types();
    if matches!(inst.ops[0], Value::Asm(_)) {
        v.err(inst.src, "cannot use musttail call with inline asm");
        return;
    }
    let (Some((caller_ret, caller_params, caller_va)), Some((callee_ret, callee_params, callee_va))) =
        (tt.function_sig(f.ty), tt.function_sig(call.fn_ty))
    else {
        return;
    };
    if caller_va != callee_va {
        v.err(inst.src, "cannot guarantee tail call due to mismatched varargs");
    }
    if caller_ret != callee_ret {
        v.err(inst.src, "cannot guarantee tail call due to mismatched return types");
    }
    if f.cc != call.cc {
        v.err(inst.src, "cannot guarantee tail call due to mismatched calling conv");
    }
    // The call must be followed by `ret` (or a bitcast of the result, then `ret`).
    let (Some(bid), Some(pos)) = (cx.dom.block_of(f, id), cx.dom.position(f, id)) else { return };
    let block = &f.blocks[bid.0 as usize];
    let pos = pos as usize;
    let mut next = block.insts.get(pos + 1).and_then(|&i| f.insts.get(i.0 as usize));
    let mut ret_val = Value::Inst(id);
    if let Some(n) = next {
        if let InstKind::Cast { op: CastOp::BitCast, .. } = n.kind {
            if n.ops.first() != Some(&ret_val) {
                v.err(n.src, "bitcast following musttail call must use the call");
            }
            let bc = block.insts[pos + 1];
            ret_val = Value::Inst(bc);
            next = block.insts.get(pos + 2).and_then(|&i| f.insts.get(i.0 as usize));
        }
    }
    match next {
        Some(r) if matches!(r.kind, InstKind::Ret) => {
            if let Some(&rv) = r.ops.first() {
                let undef = rv.as_const().is_some_and(|c| {
                    (c.0 as usize) < v.m.consts.len()
                        && matches!(
                            v.m.consts.get(c),
                            crate::constant::Const::Undef(_) | crate::constant::Const::Poison(_)
                        )
                });
                if rv != ret_val && !undef {
                    v.err(r.src, "musttail call result must be returned");
                }
            }
        }
        _ => {
            v.err(inst.src, "musttail call must precede a ret with an optional bitcast");
            return;
        }
    }
    let tail_cc = matches!(call.cc.number(), 18 | 20); // tailcc, swifttailcc
    if tail_cc {
        return;
    }
    let direct_intrinsic = v.direct_callee(inst.ops[0]).is_some_and(|g| v.intrinsic_name(g));
    if !direct_intrinsic {
        if caller_params.len() != callee_params.len() {
            v.err(inst.src, "cannot guarantee tail call due to mismatched parameter counts");
        } else if caller_params.iter().zip(callee_params.iter()).any(|(a, b)| a != b) {
            v.err(inst.src, "cannot guarantee tail call due to mismatched parameter types");
        }
    }
    for (i, p) in f.params.iter().enumerate() {
        let callee_set = call.arg_attrs.get(i).copied().unwrap_or(AttrSetId::EMPTY);
        if abi_attrs(v, p.attrs) != abi_attrs(v, callee_set) {
            v.err(inst.src, "cannot guarantee tail call due to mismatched ABI impacting function attributes");
            break;
        }
    }
}

/// Whether an argument is an immediate: an integer or floating-point constant.
pub(crate) fn is_immediate(v: &Verifier, a: Value) -> bool {
    a.as_const().is_some_and(|c| {
        (c.0 as usize) < v.m.consts.len()
            && match v.m.consts.get(c) {
                crate::constant::Const::Int(..) | crate::constant::Const::Float(..) => true,
                crate::constant::Const::Zero(t) => v.types().is_int(*t) || v.types().is_float(*t),
                _ => false,
            }
    })
}
