//! RISC-V's answers to the shared post-allocation passes (`crate::branches::BranchInfo`):
//! `Jump block` is the jump and the two-way pseudos `BrEq`..`BrGeu` (`a, b, taken,
//! not_taken`) the conditional branches those passes rewrite; `ret` the return, `Copy`
//! and `ImplicitDef` the copies; a direct `call sym` becomes `tail sym` in a tail
//! position. Also the branch forms the shared layout relaxes (`RvBranchForms`).

use super::emit::target_bits;
use super::inst::{self as I, decode, Opcode, J};
use super::rvc;
use crate::branches::{Branch, BranchInfo};
use crate::layout::BranchForms;
use rllc_isel::mir::{MBlockId, MInst, MOperand};
use rllc_objwriter::Arch;

/// The RISC-V instruction facts for the shared passes.
pub struct RvBranches;

/// The two-way branch pseudos and the base branch each stands for.
pub fn two_way_base(op: Opcode) -> Option<Cond> {
    Some(match op {
        Opcode::BrEq => Cond::Eq,
        Opcode::BrNe => Cond::Ne,
        Opcode::BrLt => Cond::Lt,
        Opcode::BrGe => Cond::Ge,
        Opcode::BrLtu => Cond::Ltu,
        Opcode::BrGeu => Cond::Geu,
        _ => return None,
    })
}

impl BranchInfo for RvBranches {
    fn branch(&self, inst: &MInst) -> Branch {
        let block = |i: usize| match inst.ops.get(i) {
            Some(MOperand::Block(b)) => Some(*b),
            _ => None,
        };
        match decode(inst).map(|d| d.0) {
            Some(Opcode::Jump) => block(0).map_or(Branch::Other, Branch::Jump),
            Some(op) if two_way_base(op).is_some() => match (block(2), block(3)) {
                (Some(taken), Some(not_taken)) => Branch::TwoWay { taken, not_taken },
                _ => Branch::Other,
            },
            _ => Branch::Other,
        }
    }

    fn jump(&self, target: MBlockId) -> MInst {
        I::jump(target)
    }

    fn is_return(&self, inst: &MInst) -> bool {
        matches!(decode(inst), Some((Opcode::Ret, _)))
    }

    fn is_copy(&self, inst: &MInst) -> bool {
        matches!(decode(inst), Some((Opcode::Copy | Opcode::ImplicitDef, _)))
    }

    /// `call sym` with its argument registers becomes `tail sym` reading the same
    /// registers. Indirect calls stay calls: their target may sit in a callee-saved
    /// register the epilogue restores.
    fn tail_jump(&self, call: &MInst) -> Option<MInst> {
        let (Opcode::Call, _) = decode(call)? else { return None };
        let MOperand::Sym { sym, addend: 0 } = call.ops.first()? else { return None };
        let uses = crate::branches::physical_uses(call);
        let mut j = I::tail_sym(*sym, &uses);
        j.loc = call.loc;
        Some(j)
    }
}

/// A branch condition of the B-type instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond {
    Eq,
    Ne,
    Lt,
    Ge,
    Ltu,
    Geu,
}

impl Cond {
    pub fn invert(self) -> Cond {
        match self {
            Cond::Eq => Cond::Ne,
            Cond::Ne => Cond::Eq,
            Cond::Lt => Cond::Ge,
            Cond::Ge => Cond::Lt,
            Cond::Ltu => Cond::Geu,
            Cond::Geu => Cond::Ltu,
        }
    }

    /// funct3 of the B-type instruction.
    fn funct3(self) -> u32 {
        match self {
            Cond::Eq => 0,
            Cond::Ne => 1,
            Cond::Lt => 4,
            Cond::Ge => 5,
            Cond::Ltu => 6,
            Cond::Geu => 7,
        }
    }

    /// The real instruction's mnemonic.
    pub fn mnemonic(self) -> &'static str {
        match self {
            Cond::Eq => "beq",
            Cond::Ne => "bne",
            Cond::Lt => "blt",
            Cond::Ge => "bge",
            Cond::Ltu => "bltu",
            Cond::Geu => "bgeu",
        }
    }
}

/// One block branch as the layout places it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BranchKind {
    /// `j target`: `c.j` (±2 KiB) with `+c`, `jal zero` (±1 MiB).
    Jump { compress: bool },
    /// `bCC rs1, rs2, target` (hardware register numbers): with `+c` and a comparison of
    /// x8..x15 with zero for (in)equality `c.beqz`/`c.bnez` (±256 B) first; then the
    /// B-type form (±4 KiB); then the inverted branch over a `jal` (±1 MiB).
    Cond { cond: Cond, rs1: u32, rs2: u32, compress: bool },
}

impl BranchKind {
    /// Whether the 16-bit form exists for this branch.
    fn has_short(self) -> bool {
        match self {
            BranchKind::Jump { compress } => compress,
            BranchKind::Cond { cond, rs1, rs2, compress } => {
                compress && matches!(cond, Cond::Eq | Cond::Ne) && rs2 == 0 && (8..16).contains(&rs1)
            }
        }
    }

    /// The forms in order: (size, reach from the form's branch instruction, offset of
    /// that instruction within the form).
    fn forms(self) -> &'static [(u32, i64)] {
        match (self, self.has_short()) {
            (BranchKind::Jump { .. }, true) => &[(2, 1 << 11), (4, 1 << 20)],
            (BranchKind::Jump { .. }, false) => &[(4, 1 << 20)],
            (BranchKind::Cond { .. }, true) => &[(2, 1 << 8), (4, 1 << 12), (8, 1 << 20)],
            (BranchKind::Cond { .. }, false) => &[(4, 1 << 12), (8, 1 << 20)],
        }
    }
}

/// The branch forms of a function being laid out.
pub struct RvBranchForms;

const JAL_ZERO: u32 = 0b110_1111;

fn b_word(cond: Cond, rs1: u32, rs2: u32, disp: i64) -> Result<u32, String> {
    let bits = target_bits(J::B, disp).map_err(|e| e.message)?;
    Ok(bits | rs2 << 20 | rs1 << 15 | cond.funct3() << 12 | 0b110_0011)
}

fn jal_word(disp: i64) -> Result<u32, String> {
    Ok(target_bits(J::J, disp).map_err(|e| e.message)? | JAL_ZERO)
}

impl BranchForms<BranchKind> for RvBranchForms {
    fn form_count(&self, kind: BranchKind) -> u8 {
        kind.forms().len() as u8
    }

    fn len(&self, kind: BranchKind, form: u8) -> u32 {
        kind.forms().get(form as usize).map_or(8, |f| f.0)
    }

    fn reaches(&self, kind: BranchKind, form: u8, at: u32, dest: u32) -> bool {
        let Some(&(size, range)) = kind.forms().get(form as usize) else { return false };
        // The long form's `jal` is its second word.
        let from = if size == 8 { at + 4 } else { at };
        (-range..range).contains(&(i64::from(dest) - i64::from(from)))
    }

    fn encode(&mut self, kind: BranchKind, form: u8, at: u32, dest: u32, out: &mut Vec<u8>) -> Result<(), String> {
        let disp = i64::from(dest) - i64::from(at);
        let size = self.len(kind, form);
        match (kind, size) {
            (BranchKind::Jump { .. }, 4) => out.extend_from_slice(&jal_word(disp)?.to_le_bytes()),
            (BranchKind::Cond { cond, rs1, rs2, .. }, 4) => {
                out.extend_from_slice(&b_word(cond, rs1, rs2, disp)?.to_le_bytes())
            }
            (BranchKind::Cond { cond, rs1, rs2, .. }, 8) => {
                out.extend_from_slice(&b_word(cond.invert(), rs1, rs2, 8)?.to_le_bytes());
                out.extend_from_slice(&jal_word(disp - 4)?.to_le_bytes());
            }
            (k, 2) => {
                // The 16-bit forms from the 32-bit ones, as the compressor makes them.
                let word = match k {
                    BranchKind::Jump { .. } => jal_word(disp)?,
                    BranchKind::Cond { cond, rs1, rs2, .. } => b_word(cond, rs1, rs2, disp)?,
                };
                let half = rvc::compress(word).ok_or_else(|| format!("{k:?} has no 16-bit form here"))?;
                out.extend_from_slice(&half.to_le_bytes());
            }
            (k, n) => return Err(format!("{k:?} has no {n}-byte form")),
        }
        Ok(())
    }

    fn padding(&self, n: u32, out: &mut Vec<u8>) {
        // `nop` words, then a `c.nop` for a half word (only with +c can code be 2-aligned).
        for _ in 0..n / 4 {
            out.extend_from_slice(&0x0000_0013u32.to_le_bytes());
        }
        if n % 4 == 2 {
            out.extend_from_slice(&0x0001u16.to_le_bytes());
        }
    }

    fn arch(&self) -> Arch {
        Arch::Riscv64
    }
}
