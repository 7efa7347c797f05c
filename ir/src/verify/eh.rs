//! Exception handling: `landingpad` and `resume` (Itanium-style unwinding) and the funclet
//! pads of Windows EH (`catchswitch`, `catchpad`, `cleanuppad`, `catchret`, `cleanupret`).
//! Pads need a personality, come first in their block (checked by `function.rs`), are
//! entered only along unwind edges, and agree on their result type.

use super::function::FnCtx;
use super::Verifier;
use crate::constant::Const;
use crate::inst::{ClauseKind, Inst, InstKind};
use crate::types::{Type, TypeTable};
use crate::value::{BlockId, Value};

/// LLVM's class name of a pad, as its messages use it.
pub(crate) fn pad_name(k: &InstKind) -> &'static str {
    match k {
        InstKind::LandingPad { .. } => "LandingPadInst",
        InstKind::CatchPad => "CatchPadInst",
        InstKind::CleanupPad => "CleanupPadInst",
        InstKind::CatchSwitch { .. } => "CatchSwitchInst",
        _ => "Instruction",
    }
}

/// The instruction an operand names, if it is an instruction result of this function.
fn operand_inst<'a>(cx: &'a FnCtx, v: Value) -> Option<&'a Inst> {
    v.as_inst().and_then(|i| cx.inst(i))
}

/// A funclet parent: `none` or another pad.
fn valid_parent(v: &Verifier, cx: &FnCtx, op: Option<&Value>) -> bool {
    match op {
        Some(Value::Const(c)) => (c.0 as usize) < v.m.consts.len() && matches!(v.m.consts.get(*c), Const::NoneToken),
        Some(&op) => operand_inst(cx, op).is_some_and(|i| {
            matches!(i.kind, InstKind::CatchPad | InstKind::CleanupPad | InstKind::CatchSwitch { .. })
        }),
        None => false,
    }
}

/// Whether `b` may be the unwind destination of a funclet exit: an EH pad that is not a
/// landing pad.
fn funclet_unwind_ok(cx: &FnCtx, b: BlockId) -> bool {
    cx.first_non_phi(b)
        .is_some_and(|i| matches!(i.kind, InstKind::CatchSwitch { .. } | InstKind::CleanupPad | InstKind::CatchPad))
}

#[inline(never)]
pub(crate) fn check_eh(v: &mut Verifier, cx: &mut FnCtx, b: BlockId, inst: &Inst) {
    let f = cx.f;
    let has_personality = f.personality.is_some();
    let in_entry = f.entry() == Some(b);
    match &inst.kind {
        InstKind::LandingPad { cleanup, clauses } => {
            if clauses.len() != inst.ops.len() {
                v.err(inst.src, "malformed landingpad: clause kinds and operands differ in number");
                return;
            }
            if clauses.is_empty() && !cleanup {
                v.err(inst.src, "LandingPadInst needs at least one clause or to be a cleanup.");
            }
            if in_entry {
                v.err(inst.src, "EH pad cannot be in entry block.");
            }
            for &p in cx.dom.cfg().preds(b) {
                let ok = f.blocks[p.0 as usize].insts.last().and_then(|&t| cx.inst(t)).is_some_and(|t| {
                    let n = t.ops.len();
                    matches!(t.kind, InstKind::Invoke(_))
                        && n >= 2
                        && t.ops[n - 1] == Value::Block(b)
                        && t.ops[n - 2] != Value::Block(b)
                });
                if !ok {
                    v.err(
                        inst.src,
                        "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.",
                    );
                    break;
                }
            }
            match cx.landingpad_ty {
                None => cx.landingpad_ty = Some(inst.ty),
                Some(t) if t != inst.ty => v.err(
                    inst.src,
                    "The landingpad instruction should have a consistent result type inside a function.",
                ),
                _ => {}
            }
            if !has_personality {
                v.err(inst.src, "LandingPadInst needs to be in a function with a personality.");
            }
            let tt = v.types();
            for (kind, &op) in clauses.iter().zip(&inst.ops) {
                let ty = v.value_type(f, op).unwrap_or(TypeTable::VOID);
                match kind {
                    ClauseKind::Catch => {
                        if !tt.is_ptr(ty) {
                            v.err(inst.src, "Catch operand does not have pointer type!");
                        }
                    }
                    ClauseKind::Filter => {
                        let ok = op.as_const().is_some_and(|c| {
                            matches!(tt.get(ty), Type::Array { .. })
                                && matches!(v.m.consts.get(c), Const::Array(..) | Const::Zero(_) | Const::Bytes(..))
                        });
                        if !ok {
                            v.err(inst.src, "Filter operand is not an array of constants!");
                        }
                    }
                }
            }
        }
        InstKind::Resume => {
            if !has_personality {
                v.err(inst.src, "ResumeInst needs to be in a function with a personality.");
            }
            let Some(t) = inst.ops.first().and_then(|&op| v.value_type(f, op)) else {
                v.err(inst.src, "resume needs an operand");
                return;
            };
            match cx.landingpad_ty {
                None => cx.landingpad_ty = Some(t),
                Some(lt) if lt != t => {
                    v.err(inst.src, "The resume instruction should have a consistent result type inside a function.")
                }
                _ => {}
            }
        }
        InstKind::CatchSwitch { has_unwind } => {
            if !has_personality {
                v.err(inst.src, "CatchSwitchInst needs to be in a function with a personality.");
            }
            if in_entry {
                v.err(inst.src, "EH pad cannot be in entry block.");
            }
            if !valid_parent(v, cx, inst.ops.first()) {
                v.err(inst.src, "CatchSwitchInst has an invalid parent.");
            }
            let end = inst.ops.len().saturating_sub(usize::from(*has_unwind));
            if end <= 1 {
                v.err(inst.src, "CatchSwitchInst cannot have empty handler list");
            }
            for &h in inst.ops.get(1..end).unwrap_or(&[]) {
                let ok = h
                    .as_block()
                    .and_then(|hb| cx.first_non_phi(hb))
                    .is_some_and(|i| matches!(i.kind, InstKind::CatchPad));
                if !ok {
                    v.err(inst.src, "CatchSwitchInst handlers must be catchpads");
                    break;
                }
            }
            if *has_unwind {
                let ok = inst.ops.last().and_then(|u| u.as_block()).is_some_and(|u| funclet_unwind_ok(cx, u));
                if !ok {
                    v.err(inst.src, "CatchSwitchInst must unwind to an EH block which is not a landingpad.");
                }
            }
            if inst.ty != TypeTable::TOKEN {
                v.err(inst.src, "catchswitch must produce a token");
            }
        }
        InstKind::CatchPad | InstKind::CleanupPad => {
            let catch = matches!(inst.kind, InstKind::CatchPad);
            let name = pad_name(&inst.kind);
            if !has_personality {
                v.err(inst.src, format!("{name} needs to be in a function with a personality."));
            }
            if in_entry {
                v.err(inst.src, "EH pad cannot be in entry block.");
            }
            if catch {
                let ok = inst
                    .ops
                    .first()
                    .and_then(|&p| operand_inst(cx, p))
                    .is_some_and(|i| matches!(i.kind, InstKind::CatchSwitch { .. }));
                if !ok {
                    v.err(inst.src, "CatchPadInst needs to be directly nested in a CatchSwitchInst.");
                }
            } else if !valid_parent(v, cx, inst.ops.first()) {
                v.err(inst.src, "CleanupPadInst has an invalid parent.");
            }
            if inst.ty != TypeTable::TOKEN {
                v.err(inst.src, format!("{} must produce a token", inst.kind.opcode_name()));
            }
        }
        InstKind::CatchRet => {
            let ok = inst
                .ops
                .first()
                .and_then(|&p| operand_inst(cx, p))
                .is_some_and(|i| matches!(i.kind, InstKind::CatchPad));
            if !ok {
                v.err(inst.src, "CatchReturnInst needs to be provided a CatchPad");
            }
            if !matches!(inst.ops.get(1), Some(Value::Block(_))) || inst.ops.len() != 2 {
                v.err(inst.src, "catchret needs a catchpad and a destination label");
            }
        }
        InstKind::CleanupRet => {
            let ok = inst
                .ops
                .first()
                .and_then(|&p| operand_inst(cx, p))
                .is_some_and(|i| matches!(i.kind, InstKind::CleanupPad));
            if !ok {
                v.err(inst.src, "CleanupReturnInst needs to be provided a CleanupPad");
            }
            if let Some(&u) = inst.ops.get(1) {
                if !u.as_block().is_some_and(|u| funclet_unwind_ok(cx, u)) {
                    v.err(inst.src, "CleanupReturnInst must unwind to an EH block which is not a landingpad.");
                }
            }
        }
        _ => {}
    }
}
