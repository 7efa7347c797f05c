//! Non-debug metadata attachments on instructions whose meaning codegen may rely on:
//! `!range` (value ranges of loads and calls), `!nonnull` and `!align` (facts about loaded
//! pointers). Other attachments (`!tbaa`, `!llvm.loop`, …) are hints and are not checked.

use super::Verifier;
use crate::constant::Const;
use crate::inst::{Inst, InstKind};
use crate::interner::Sym;
use crate::metadata::{MdId, Metadata};
use crate::value::Value;

/// The integer constant behind a `Metadata::Value` operand, with its type.
fn md_const_int<'m>(
    v: &Verifier<'m>,
    id: Option<MdId>,
) -> Option<(crate::types::TypeId, &'m crate::constant::IntValue)> {
    let Some(Metadata::Value(_, Value::Const(c))) = v.m.metadata.get(id?.0 as usize) else { return None };
    if c.0 as usize >= v.m.consts.len() {
        return None;
    }
    match v.m.consts.get(*c) {
        Const::Int(t, val) => Some((*t, val)),
        _ => None,
    }
}

pub(crate) fn check_inst(v: &mut Verifier, inst: &Inst, attached: &[(Sym, MdId)]) {
    if !attached.is_empty() {
        check_attached(v, inst, attached);
    }
}

/// `check_inst` for an instruction with attachments, out of the per-instruction loop.
#[inline(never)]
fn check_attached(v: &mut Verifier, inst: &Inst, attached: &[(Sym, MdId)]) {
    let is_load = matches!(inst.kind, InstKind::Load { .. });
    let is_call = matches!(inst.kind, InstKind::Call(_) | InstKind::Invoke(_));
    let tt = v.types();
    let [range, nonnull, align] = v.checked_attachments;
    for &(kind, md) in attached {
        // By symbol, not by spelling: most attachments (`!tbaa`) are none of these.
        match Some(kind) {
            k if k == range => {
                if !is_load && !is_call {
                    v.err(inst.src, "Ranges are only for loads, calls and invokes!");
                    continue;
                }
                let Some(Metadata::Tuple { ops, .. }) = v.m.metadata.get(md.0 as usize) else {
                    v.err(inst.src, "!range must be a tuple of integer pairs");
                    continue;
                };
                if ops.is_empty() {
                    v.err(inst.src, "It should have at least one range!");
                    continue;
                }
                if ops.len() % 2 != 0 {
                    v.err(inst.src, "Unfinished range!");
                    continue;
                }
                let want = tt.scalar_type(inst.ty);
                for pair in ops.chunks(2) {
                    match (md_const_int(v, pair[0]), md_const_int(v, pair[1])) {
                        (Some((lt, lo)), Some((ht, hi))) => {
                            if lt != want || ht != want {
                                v.err(inst.src, "Range types must match instruction type!");
                                break;
                            }
                            if lo == hi {
                                v.err(inst.src, "Range must not be empty!");
                                break;
                            }
                        }
                        (None, _) => {
                            v.err(inst.src, "The lower limit must be an integer!");
                            break;
                        }
                        (_, None) => {
                            v.err(inst.src, "The upper limit must be an integer!");
                            break;
                        }
                    }
                }
            }
            k if k == nonnull => {
                if !tt.is_ptr(inst.ty) {
                    v.err(inst.src, "nonnull applies only to pointer types");
                } else if !is_load {
                    v.err(inst.src, "nonnull applies only to load instructions, use attributes for calls or invokes");
                }
            }
            k if k == align => {
                if !tt.is_ptr(inst.ty) {
                    v.err(inst.src, "align applies only to pointer types");
                } else if !is_load {
                    v.err(inst.src, "align applies only to load instructions, use attributes for calls or invokes");
                } else {
                    let arg = match v.m.metadata.get(md.0 as usize) {
                        Some(Metadata::Tuple { ops, .. }) if ops.len() == 1 => md_const_int(v, ops[0]),
                        _ => None,
                    };
                    match arg.and_then(|(t, val)| (t == crate::types::TypeTable::I64).then(|| val.as_u64()).flatten()) {
                        None => v.err(inst.src, "align metadata must take one i64 constant"),
                        Some(a) if !a.is_power_of_two() => {
                            v.err(inst.src, "align metadata value must be a power of 2!")
                        }
                        Some(a) if a > super::inst::MAX_ALIGN => {
                            v.err(inst.src, "alignment is larger that implementation defined limit")
                        }
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
}
