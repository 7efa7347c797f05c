//! Building an `MInst` from constructor arguments (`Arg`, one per slot of the opcode's
//! layout; `AsReg`, `Imp`): `build` gives every register operand its allocator role
//! (def/use, fixed, early/late).

use super::addr::Addr;
use super::desc::{Slot, Ty};
use super::opcodes::{opcode_bits, Opcode};
use super::ordering::Aqrl;
use super::rm::Rm;
use super::symmod::SymMod;
use rllc_isel::mir::{
    DebugLoc, MBlockId, MInst, MOperand, OperandConstraint, OperandKind, OperandPos, PReg, Reg, RegOperand, SymbolRef,
    VReg,
};

/// Anything that names a register: a virtual register (before allocation) or a physical
/// one (after it, in tests, and for zero/sp/ra/tp that selection names directly).
pub trait AsReg: Copy {
    fn as_reg(self) -> Reg;
}

impl AsReg for VReg {
    fn as_reg(self) -> Reg {
        Reg::Virt(self)
    }
}

impl AsReg for PReg {
    fn as_reg(self) -> Reg {
        Reg::Phys(self)
    }
}

impl AsReg for Reg {
    fn as_reg(self) -> Reg {
        self
    }
}

/// A pinned register of an `Implicit` slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Imp {
    pub reg: Reg,
    pub preg: PReg,
    pub def: bool,
}

impl Imp {
    /// A use of `reg` in `preg` (an argument register).
    pub fn use_(reg: impl AsReg, preg: PReg) -> Imp {
        Imp { reg: reg.as_reg(), preg, def: false }
    }

    /// A def of `reg` in `preg` (a result register).
    pub fn def(reg: impl AsReg, preg: PReg) -> Imp {
        Imp { reg: reg.as_reg(), preg, def: true }
    }
}

/// A constructor argument: one per slot, in layout order.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    R(Reg),
    /// An immediate; also a branch target's byte offset.
    I(i64),
    /// A symbol (call target, `%hi`/`%lo` operand, relocated branch target).
    Sym(SymbolRef, i64),
    M(Addr),
    B(MBlockId),
    Mod(SymMod),
    Imps(Vec<Imp>),
}

impl From<VReg> for Arg {
    fn from(v: VReg) -> Arg {
        Arg::R(Reg::Virt(v))
    }
}
impl From<PReg> for Arg {
    fn from(p: PReg) -> Arg {
        Arg::R(Reg::Phys(p))
    }
}
impl From<Reg> for Arg {
    fn from(r: Reg) -> Arg {
        Arg::R(r)
    }
}
impl From<i64> for Arg {
    fn from(v: i64) -> Arg {
        Arg::I(v)
    }
}
impl From<i32> for Arg {
    fn from(v: i32) -> Arg {
        Arg::I(v as i64)
    }
}
impl From<u32> for Arg {
    fn from(v: u32) -> Arg {
        Arg::I(v as i64)
    }
}
impl From<Rm> for Arg {
    fn from(m: Rm) -> Arg {
        Arg::I(m as i64)
    }
}
impl From<Aqrl> for Arg {
    fn from(o: Aqrl) -> Arg {
        Arg::I(o as i64)
    }
}
impl From<Addr> for Arg {
    fn from(a: Addr) -> Arg {
        Arg::M(a)
    }
}
impl From<MBlockId> for Arg {
    fn from(b: MBlockId) -> Arg {
        Arg::B(b)
    }
}
impl From<SymbolRef> for Arg {
    fn from(s: SymbolRef) -> Arg {
        Arg::Sym(s, 0)
    }
}
impl From<(SymbolRef, i64)> for Arg {
    fn from((s, a): (SymbolRef, i64)) -> Arg {
        Arg::Sym(s, a)
    }
}
impl From<SymMod> for Arg {
    fn from(m: SymMod) -> Arg {
        Arg::Mod(m)
    }
}
impl From<Vec<Imp>> for Arg {
    fn from(v: Vec<Imp>) -> Arg {
        Arg::Imps(v)
    }
}

/// A register operand: virtual registers get the role's constraint (`fixed` pins them);
/// physical ones are pinned to themselves.
pub(super) fn reg_operand_at(r: Reg, kind: OperandKind, fixed: Option<PReg>, pos: OperandPos) -> MOperand {
    let constraint = match (r, fixed) {
        (Reg::Phys(p), _) => OperandConstraint::FixedReg(p),
        (Reg::Virt(_), Some(p)) => OperandConstraint::FixedReg(p),
        (Reg::Virt(_), None) => OperandConstraint::Reg,
    };
    MOperand::Reg(RegOperand { reg: r, kind, constraint, pos })
}

fn reg_operand(r: Reg, kind: OperandKind, fixed: Option<PReg>) -> MOperand {
    let pos = match kind {
        OperandKind::Def => OperandPos::Late,
        OperandKind::Use => OperandPos::Early,
    };
    reg_operand_at(r, kind, fixed, pos)
}

/// Builds an instruction from one argument per slot of `op`'s layout, giving each register
/// its role. Panics if the arguments do not fit the layout or the type is not one the
/// opcode has: that is a bug in the caller (selection), not a property of the input
/// program. Immediates are checked when the instruction is encoded.
pub fn build(op: Opcode, ty: Ty, args: Vec<Arg>) -> MInst {
    let d = op.desc();
    assert!(!d.is_typed() || d.has_ty(ty), "{}: no {:?} form", d.name, ty);
    assert_eq!(args.len(), d.layout.len(), "{}: expected {} arguments", d.name, d.layout.len());
    let mut ops = Vec::with_capacity(d.num_ops());
    for (si, (slot, arg)) in d.layout.iter().zip(args).enumerate() {
        let bad = |a: &Arg| -> ! { panic!("{}: argument {si} ({a:?}) does not fit slot {slot:?}", d.name) };
        match (*slot, arg) {
            (Slot::Def(..), Arg::R(r)) => ops.push(reg_operand(r, OperandKind::Def, None)),
            (Slot::EDef(..), Arg::R(r)) => ops.push(reg_operand_at(r, OperandKind::Def, None, OperandPos::Early)),
            (Slot::Use(..), Arg::R(r)) => ops.push(reg_operand(r, OperandKind::Use, None)),
            (Slot::Imm(_) | Slot::Target(_), Arg::I(v)) => ops.push(MOperand::Imm(v)),
            (Slot::Target(_) | Slot::Callee | Slot::Sym(_), Arg::Sym(sym, addend)) => {
                ops.push(MOperand::Sym { sym, addend })
            }
            (Slot::Target(_), Arg::B(b)) => ops.push(MOperand::Block(b)),
            (Slot::Mod, Arg::Mod(m)) => ops.push(MOperand::Imm(m as i64)),
            (Slot::Mem(_), Arg::M(a)) => {
                a.push_operands(&mut ops, OperandPos::Early);
            }
            (Slot::Implicit, Arg::Imps(imps)) => {
                for imp in imps {
                    let kind = if imp.def { OperandKind::Def } else { OperandKind::Use };
                    ops.push(reg_operand(imp.reg, kind, Some(imp.preg)));
                }
            }
            (_, a) => bad(&a),
        }
    }
    MInst { opcode: opcode_bits(op, ty), ops, flags: d.flags as u8, clobbers: None, loc: DebugLoc::NONE }
}
