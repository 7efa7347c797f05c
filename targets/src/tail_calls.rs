//! Tail-call formation after register allocation, for every target: a call the IR marked
//! `tail` (flagged `inst_flags::TAIL_CALL` by selection) that is followed only by register
//! copies and a return becomes a jump, so the callee returns straight to our caller.
//! Frame lowering then puts the epilogue before the jump as before a return.

use crate::branches::{Branch, BranchInfo};
use rllc_isel::mir::{inst_flags, MFunction, MInst, OperandKind, PReg, Reg};

/// Turns tail calls followed by a return into jumps: the call, then only register copies,
/// then the return — directly, or after a jump to a block of copies and a return (the
/// usual shape when the result flows through a join block). The copies must leave every
/// register the return reads holding what the call returned in it, so dropping them and
/// the return changes nothing the caller sees.
pub fn form_tail_calls(mf: &mut MFunction, info: &dyn BranchInfo) {
    for b in 0..mf.blocks.len() {
        let insts = &mf.blocks[b].insts;
        let Some(last) = insts.last() else { continue };
        let Some(k) = insts.iter().rposition(|i| i.flags & inst_flags::TAIL_CALL != 0) else {
            continue;
        };
        if !insts[k + 1..insts.len() - 1].iter().all(|i| info.is_copy(i)) {
            continue;
        }
        let mut copies: Vec<&MInst> = insts[k + 1..insts.len() - 1].iter().collect();
        let mut through = None;
        let ret = if info.is_return(last) {
            last
        } else if let Branch::Jump(t) = info.branch(last) {
            let tb = &mf.blocks[t.0 as usize].insts;
            match tb.split_last() {
                Some((r, body)) if info.is_return(r) && body.iter().all(|i| info.is_copy(i)) => {
                    copies.extend(body.iter());
                    through = Some(t);
                    r
                }
                _ => continue,
            }
        } else {
            continue;
        };
        if !return_values_intact(&copies, ret) {
            continue;
        }
        let Some(j) = info.tail_jump(&mf.blocks[b].insts[k]) else {
            continue;
        };
        if let Some(t) = through {
            mf.blocks[b].succs.retain(|s| *s != t);
            mf.blocks[t.0 as usize].preds.retain(|p| p.0 as usize != b);
        }
        let block = &mut mf.blocks[b];
        block.insts.truncate(k);
        block.insts.push(j);
    }
}

/// Whether, after `copies` (each `dst, src` or just `dst` for an undefined value), every
/// register `ret` reads still holds the value it held before them.
fn return_values_intact(copies: &[&MInst], ret: &MInst) -> bool {
    // Where each register's value came from, after the copies.
    let mut origin: Vec<(PReg, Option<PReg>)> = Vec::new();
    let get =
        |origin: &Vec<(PReg, Option<PReg>)>, r: PReg| origin.iter().find(|(q, _)| *q == r).map_or(Some(r), |(_, o)| *o);
    for c in copies {
        let regs: Vec<Reg> = c.reg_operands().map(|r| r.reg).collect();
        let (dst, src) = match (regs.first(), regs.get(1)) {
            (Some(Reg::Phys(d)), Some(Reg::Phys(s))) => (*d, Some(*s)),
            (Some(Reg::Phys(d)), None) => (*d, None),
            _ => break,
        };
        let v = src.and_then(|s| get(&origin, s));
        origin.retain(|(q, _)| *q != dst);
        origin.push((dst, v));
    }
    ret.reg_operands()
        .filter(|r| r.kind == OperandKind::Use)
        .all(|r| match r.reg {
            Reg::Phys(p) => get(&origin, p) == Some(p),
            Reg::Virt(_) => false,
        })
}
