//! Building an `MInst` from constructor arguments (`Arg`, one per slot of the opcode's
//! layout; `AsReg`, `Imp`): `build` gives every register operand its allocator role
//! (def/use, tied, fixed, early/late).

use super::addr::Addr;
use super::cc::Cc;
use super::desc::Slot;
use super::opcodes::{opcode_bits, Opcode};
use crate::x86_64::regs::Size;
use rllc_isel::mir::{DebugLoc, 
    MBlockId, MInst, MOperand, OperandConstraint, OperandKind, OperandPos, PReg, Reg, RegOperand, SymbolRef, VReg,
};

// ---------------------------------------------------------------------------------------
// Building instructions
// ---------------------------------------------------------------------------------------

/// Anything that names a register: a virtual register (before allocation) or a physical
/// one (after it, in tests, and for rsp/rbp that isel may name directly).
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    R(Reg),
    I(i64),
    /// A symbol as an immediate or call target.
    Sym(SymbolRef, i64),
    M(Addr),
    Cc(Cc),
    B(MBlockId),
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
impl From<u8> for Arg {
    fn from(v: u8) -> Arg {
        Arg::I(v as i64)
    }
}
impl From<Addr> for Arg {
    fn from(a: Addr) -> Arg {
        Arg::M(a)
    }
}
impl From<Cc> for Arg {
    fn from(c: Cc) -> Arg {
        Arg::Cc(c)
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
impl From<Vec<Imp>> for Arg {
    fn from(v: Vec<Imp>) -> Arg {
        Arg::Imps(v)
    }
}

/// A register operand: virtual registers get the role's constraint (`fixed` pins them);
/// physical ones are pinned to themselves.
fn reg_operand(r: Reg, kind: OperandKind, fixed: Option<PReg>) -> MOperand {
    let pos = match kind {
        OperandKind::Def => OperandPos::Late,
        OperandKind::Use => OperandPos::Early,
    };
    reg_operand_at(r, kind, fixed, pos)
}

/// `reg_operand` at an explicit position.
pub(super) fn reg_operand_at(r: Reg, kind: OperandKind, fixed: Option<PReg>, pos: OperandPos) -> MOperand {
    let constraint = match (r, fixed) {
        (Reg::Phys(p), _) => OperandConstraint::FixedReg(p),
        (Reg::Virt(_), Some(p)) => OperandConstraint::FixedReg(p),
        (Reg::Virt(_), None) => OperandConstraint::Reg,
    };
    MOperand::Reg(RegOperand { reg: r, kind, constraint, pos })
}

/// Builds an instruction from one argument per slot of `op`'s layout, giving each register
/// its role. Panics if the arguments do not fit the layout: that is a bug in the caller
/// (isel), not a property of the input program.
pub fn build(op: Opcode, size: Size, args: Vec<Arg>) -> MInst {
    let d = op.desc();
    assert!(!d.is_sized() || d.has_size(size), "{}: no {:?} form", d.name, size);
    assert_eq!(args.len(), d.layout.len(), "{}: expected {} arguments", d.name, d.layout.len());
    let mut ops = Vec::with_capacity(d.num_ops());
    // Operand index of each slot's first operand (layouts have at most 8 slots).
    let mut slot_at = [0usize; 8];
    let mut nreg = 0u8;
    for (si, (slot, arg)) in d.layout.iter().zip(args).enumerate() {
        slot_at[si] = ops.len();
        let bad = |a: &Arg| -> ! { panic!("{}: argument {si} ({a:?}) does not fit slot {slot:?}", d.name) };
        match (*slot, arg) {
            (Slot::Def(_), Arg::R(r)) => {
                ops.push(reg_operand(r, OperandKind::Def, None));
                nreg += 1;
            }
            (Slot::Use(_), Arg::R(r)) => {
                ops.push(reg_operand(r, OperandKind::Use, None));
                nreg += 1;
            }
            (Slot::Fixed(p, _) | Slot::ImpUse(p), Arg::R(r)) => {
                ops.push(reg_operand(r, OperandKind::Use, Some(p)));
                nreg += 1;
            }
            (Slot::ImpDef(p), Arg::R(r)) => {
                ops.push(reg_operand(r, OperandKind::Def, Some(p)));
                nreg += 1;
            }
            (Slot::Tied(k), Arg::R(r)) => {
                ops.push(reg_operand(r, OperandKind::Use, None));
                if let (MOperand::Reg(def), Reg::Virt(_)) = (&mut ops[slot_at[k as usize]], r) {
                    if matches!(def.reg, Reg::Virt(_)) {
                        def.constraint = OperandConstraint::Reuse(nreg);
                    }
                }
                nreg += 1;
            }
            (Slot::Imm(_), Arg::I(v)) => ops.push(MOperand::Imm(v)),
            (Slot::Imm(_) | Slot::Callee, Arg::Sym(sym, addend)) => ops.push(MOperand::Sym { sym, addend }),
            (Slot::Mem, Arg::M(a)) => a.push_ops(&mut ops, &mut nreg),
            (Slot::Cc, Arg::Cc(c)) => ops.push(MOperand::Imm(c as i64)),
            (Slot::Target, Arg::B(b)) => ops.push(MOperand::Block(b)),
            (Slot::St, Arg::I(i)) if (0..8).contains(&i) => ops.push(MOperand::Imm(i)),
            (Slot::Implicit, Arg::Imps(imps)) => {
                for imp in imps {
                    let kind = if imp.def { OperandKind::Def } else { OperandKind::Use };
                    ops.push(reg_operand(imp.reg, kind, Some(imp.preg)));
                }
            }
            (_, a) => bad(&a),
        }
    }
    MInst { opcode: opcode_bits(op, size), ops, flags: d.flags as u8, clobbers: None, loc: DebugLoc::NONE }
}
