//! Memory operands: `Addr` (a base register plus a displacement: bytes, a symbol under a
//! modifier such as `%lo`, or a stack object the frame layout places) and its spelling
//! as `MEM_OPS` consecutive operands of an `MInst`.

use super::builder::{reg_operand_at, AsReg};
use super::symmod::SymMod;
use rllc_isel::mir::{FrameIndex, MOperand, OperandKind, OperandPos, Reg, SymbolRef};

/// How many `MOperand`s a memory operand takes: base (`Reg`, or `NoReg` for a stack
/// object), `Imm(SymMod)` and the displacement (`Imm`, `Sym` or `Frame`).
pub const MEM_OPS: usize = 3;

/// The displacement of an address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Disp {
    /// A byte offset.
    Imm(i64),
    /// `%lo(sym+addend)`, `%pcrel_lo(label)`, `%tprel_lo(sym)`.
    Sym(SymbolRef, i64, SymMod),
    /// A stack object plus an offset: the base register and the object's offset come
    /// from the frame layout.
    Frame(FrameIndex, i64),
}

/// A memory operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Addr {
    /// The base register; `None` for a stack object (the frame layout names it).
    pub base: Option<Reg>,
    pub disp: Disp,
}

impl Addr {
    /// `off(base)`.
    pub fn base(base: impl AsReg, off: i64) -> Addr {
        Addr { base: Some(base.as_reg()), disp: Disp::Imm(off) }
    }

    /// `%lo(sym+addend)(base)` and the like.
    pub fn sym(base: impl AsReg, sym: SymbolRef, addend: i64, m: SymMod) -> Addr {
        Addr { base: Some(base.as_reg()), disp: Disp::Sym(sym, addend, m) }
    }

    /// Stack object `index` plus `off` bytes.
    pub fn frame(index: FrameIndex, off: i64) -> Addr {
        Addr { base: None, disp: Disp::Frame(index, off) }
    }

    /// Appends the operands; returns how many of them are registers.
    pub(super) fn push_operands(&self, ops: &mut Vec<MOperand>, pos: OperandPos) -> usize {
        let nreg = match self.base {
            Some(r) => {
                ops.push(reg_operand_at(r, OperandKind::Use, None, pos));
                1
            }
            None => {
                ops.push(MOperand::NoReg);
                0
            }
        };
        let (m, disp) = match self.disp {
            Disp::Imm(v) => (SymMod::None, MOperand::Imm(v)),
            Disp::Sym(sym, addend, m) => (m, MOperand::Sym { sym, addend }),
            Disp::Frame(index, offset) => (SymMod::None, MOperand::Frame { index, offset }),
        };
        ops.push(MOperand::Imm(m as i64));
        ops.push(disp);
        nreg
    }

    /// The address spelled by `ops[at..at + MEM_OPS]`, `None` if malformed.
    pub fn decode(ops: &[MOperand], at: usize) -> Option<Addr> {
        let [base, m, disp] = ops.get(at..at + MEM_OPS)? else { return None };
        let base = match base {
            MOperand::Reg(r) => Some(r.reg),
            MOperand::NoReg => None,
            _ => return None,
        };
        let MOperand::Imm(m) = m else { return None };
        let m = SymMod::from_imm(*m)?;
        let disp = match (*disp, m) {
            (MOperand::Imm(v), SymMod::None) => Disp::Imm(v),
            (MOperand::Sym { sym, addend }, m) if m != SymMod::None => Disp::Sym(sym, addend, m),
            (MOperand::Frame { index, offset }, SymMod::None) => Disp::Frame(index, offset),
            _ => return None,
        };
        if base.is_none() != matches!(disp, Disp::Frame(..)) {
            return None;
        }
        Some(Addr { base, disp })
    }
}
