//! AArch64's answers to the shared post-allocation passes (`crate::branches::BranchInfo`):
//! `B` is the jump and `Brcond` the two-way branch those passes rewrite, `Ret` the
//! return, `Copy` and `ImplicitDef` the copies, and a direct `bl sym` becomes the tail
//! call `b sym` (`BSym`) in a tail position.
//!
//! # Two-way branches
//!
//! Branch folding removes blocks and renumbers the rest, so a block may only rely on
//! falling through into the next one where the branch names that successor: the passes
//! see `Brcond cc, taken, not_taken` (emission drops the half that goes to the next
//! block), never the fall-through forms `Bcc`, `Cbz`/`Cbnz` and `Tbz`/`Tbnz`, which are
//! `Branch::Other` here. Selection should therefore end blocks with `Brcond` (or `B`).
//! Branches on a register without the flags are the two-target pseudos `CbzBr reg, taken,
//! not_taken` and `TbzBr reg, bit, taken, not_taken` (`cbnz`/`tbnz` are the same with the
//! targets swapped), also `Branch::TwoWay` here (their block operands are rewritten by
//! `branch_fold::renumber_blocks` like any `MOperand::Block`); `emit::block_branches`
//! drops the half to the next block, inverting (`cbz` ↔ `cbnz`) when `taken` is next,
//! as for `Brcond`; the layout, the printer and relaxation then need nothing else.

use super::inst::{self as I, decode, Opcode};
use crate::branches::{Branch, BranchInfo};
use rllc_isel::mir::{MBlockId, MInst, MOperand};

/// The AArch64 instruction facts for the shared passes.
pub struct A64Branches;

impl BranchInfo for A64Branches {
    fn branch(&self, inst: &MInst) -> Branch {
        let block = |i: usize| match inst.ops.get(i) {
            Some(MOperand::Block(b)) => Some(*b),
            _ => None,
        };
        match decode(inst).map(|d| d.0) {
            Some(Opcode::B) => block(0).map_or(Branch::Other, Branch::Jump),
            // `Brcond cc, taken, not_taken`.
            Some(Opcode::Brcond | Opcode::CbzBr) => match (block(1), block(2)) {
                (Some(taken), Some(not_taken)) => Branch::TwoWay { taken, not_taken },
                _ => Branch::Other,
            },
            // `TbzBr reg, bit, taken, not_taken`.
            Some(Opcode::TbzBr) => match (block(2), block(3)) {
                (Some(taken), Some(not_taken)) => Branch::TwoWay { taken, not_taken },
                _ => Branch::Other,
            },
            _ => Branch::Other,
        }
    }

    fn jump(&self, target: MBlockId) -> MInst {
        I::b(target)
    }

    fn is_return(&self, inst: &MInst) -> bool {
        matches!(decode(inst), Some((Opcode::Ret, _)))
    }

    fn is_copy(&self, inst: &MInst) -> bool {
        matches!(decode(inst), Some((Opcode::Copy | Opcode::ImplicitDef, _)))
    }

    /// `bl sym` with its argument registers becomes `b sym` reading the same registers.
    /// Indirect calls (`blr`) stay calls: their target may sit in a callee-saved register
    /// the epilogue restores.
    fn tail_jump(&self, call: &MInst) -> Option<MInst> {
        let (Opcode::Bl, _) = decode(call)? else { return None };
        let MOperand::Sym { sym, addend: 0 } = call.ops.first()? else { return None };
        let uses = crate::branches::physical_uses(call);
        let mut j = I::tail_sym(*sym, &uses);
        j.loc = call.loc;
        Some(j)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::aarch64::inst::{brcond, call_sym, copy, ret, Cond};
    use crate::aarch64::regs::{X0, X1};
    use rllc_isel::mir::{inst_flags, MFunction, Reg, SymbolRef};

    #[test]
    fn kinds() {
        let (b1, b2) = (MBlockId(1), MBlockId(2));
        assert_eq!(A64Branches.branch(&I::b(b1)), Branch::Jump(b1));
        assert_eq!(A64Branches.branch(&brcond(Cond::Eq, b1, b2)), Branch::TwoWay { taken: b1, not_taken: b2 });
        assert_eq!(A64Branches.branch(&I::bcc(Cond::Eq, b1)), Branch::Other);
        assert!(A64Branches.is_return(&ret(&[])));
        assert!(A64Branches.is_copy(&copy(X0, X1)));
        assert_eq!(A64Branches.branch(&A64Branches.jump(b2)), Branch::Jump(b2));
    }

    #[test]
    fn tail_call_becomes_b() {
        let mut mf = MFunction::default();
        let b = mf.new_block();
        let f = SymbolRef::ConstPool(0);
        let call = call_sym(f, &[(Reg::Phys(X0), X0)], &[(Reg::Phys(X0), X0)], None).with_flags(inst_flags::TAIL_CALL);
        mf.blocks[b.0 as usize].insts = vec![call, ret(&[(Reg::Phys(X0), X0)])];
        crate::tail_calls::form_tail_calls(&mut mf, &A64Branches);
        let insts = &mf.blocks[0].insts;
        assert_eq!(insts.len(), 1);
        assert_eq!(decode(&insts[0]).map(|d| d.0), Some(Opcode::BSym));
        assert!(insts[0].ops.contains(&MOperand::Sym { sym: f, addend: 0 }));
    }
}
