//! x86-64's answers to the shared post-allocation passes (`crate::branches::BranchInfo`):
//! `Jmp` and `Brcond` are the branches those passes rewrite, `Ret` the return, `Copy` and
//! `ImplicitDef` the copies, and a direct `call` becomes `jmp sym` in a tail position.

use super::inst::{self as I, decode, Opcode};
use crate::branches::{Branch, BranchInfo};
use rllc_isel::mir::{MBlockId, MInst, MOperand};

/// The x86-64 instruction facts for the shared passes.
pub struct X86Branches;

impl BranchInfo for X86Branches {
    fn branch(&self, inst: &MInst) -> Branch {
        let block = |i: usize| match inst.ops.get(i) {
            Some(MOperand::Block(b)) => Some(*b),
            _ => None,
        };
        match decode(inst).map(|d| d.0) {
            Some(Opcode::Jmp) => block(0).map_or(Branch::Other, Branch::Jump),
            Some(Opcode::Brcond) => match (block(1), block(2)) {
                (Some(taken), Some(not_taken)) => Branch::TwoWay { taken, not_taken },
                _ => Branch::Other,
            },
            _ => Branch::Other,
        }
    }

    fn jump(&self, target: MBlockId) -> MInst {
        I::jmp(target)
    }

    fn is_return(&self, inst: &MInst) -> bool {
        matches!(decode(inst), Some((Opcode::Ret, _)))
    }

    fn is_copy(&self, inst: &MInst) -> bool {
        matches!(decode(inst), Some((Opcode::Copy | Opcode::ImplicitDef, _)))
    }

    fn tail_jump(&self, call: &MInst) -> Option<MInst> {
        let (Opcode::CallSym, _) = decode(call)? else {
            return None;
        };
        let MOperand::Sym { sym, addend: 0 } = call.ops.first()? else {
            return None;
        };
        let uses = crate::branches::physical_uses(call);
        Some(I::jmp_sym(*sym, &uses))
    }
}
