//! Building an `MInst` from constructor arguments (`Arg`, one per slot of the opcode's
//! layout): `build` gives every register operand its allocator role (def/use, tied, fixed,
//! early/late). `AsReg`, `Imp` and the register operands are `crate::operands`.

use super::addr::{Addr, SymMod};
use super::cc::Cond;
use super::desc::{Slot, Ty};
use super::opcodes::{opcode_bits, Opcode};
pub use crate::operands::{AsReg, Imp};
pub(super) use crate::operands::reg_operand_at;
use crate::operands::{arg_conversions, reg_operand};
use rllc_isel::mir::{DebugLoc, MBlockId, MInst, MOperand, OperandConstraint, OperandKind, OperandPos, Reg, SymbolRef};

/// A constructor argument: one per slot, in layout order.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    R(Reg),
    I(i64),
    /// An FP immediate (`fmov d0, #1.0`).
    F(f64),
    /// A symbol (call target, `adrp`/`adr`/`add` operand, `movz` immediate).
    Sym(SymbolRef, i64),
    M(Addr),
    Cc(Cond),
    B(MBlockId),
    Mod(SymMod),
    Imps(Vec<Imp>),
}

arg_conversions!(Arg, Addr; f64 => F, Cond => Cc, SymMod => Mod; i32, u32, u64);

/// Builds an instruction from one argument per slot of `op`'s layout, giving each register
/// its role. Panics if the arguments do not fit the layout or the type is not one the
/// opcode has: that is a bug in the caller (selection), not a property of the input
/// program. Immediates are checked when the instruction is encoded.
pub fn build(op: Opcode, ty: Ty, args: Vec<Arg>) -> MInst {
    let d = op.desc();
    assert!(!d.is_typed() || d.has_ty(ty), "{}: no {:?} form", d.name, ty);
    assert_eq!(args.len(), d.layout.len(), "{}: expected {} arguments", d.name, d.layout.len());
    let mut ops = Vec::with_capacity(d.num_ops());
    // Operand index of each slot's first operand (layouts have at most 8 slots).
    let mut slot_at = [0usize; 8];
    let mut nreg = 0u8;
    for (si, (slot, arg)) in d.layout.iter().zip(args).enumerate() {
        slot_at[si] = ops.len();
        let bad = |a: &Arg| -> ! { panic!("{}: argument {si} ({a:?}) does not fit slot {slot:?}", d.name) };
        match (*slot, arg) {
            (Slot::Def(..), Arg::R(r)) => {
                ops.push(reg_operand(r, OperandKind::Def, None));
                nreg += 1;
            }
            (Slot::EDef(..), Arg::R(r)) => {
                ops.push(reg_operand_at(r, OperandKind::Def, None, OperandPos::Early));
                nreg += 1;
            }
            (Slot::Use(..), Arg::R(r)) => {
                ops.push(reg_operand(r, OperandKind::Use, None));
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
            (Slot::Imm(_), Arg::F(v)) => ops.push(MOperand::Imm(v.to_bits() as i64)),
            (Slot::Imm(_) | Slot::Callee | Slot::Sym(_), Arg::Sym(sym, addend)) => {
                ops.push(MOperand::Sym { sym, addend })
            }
            (Slot::Mod, Arg::Mod(m)) => ops.push(MOperand::Imm(m as i64)),
            (Slot::Mem(_), Arg::M(a)) => nreg += a.push_operands(&mut ops, OperandPos::Early) as u8,
            (Slot::Cc(_) | Slot::CcInv(_), Arg::Cc(c)) => ops.push(MOperand::Imm(c as i64)),
            (Slot::Target, Arg::B(b)) => ops.push(MOperand::Block(b)),
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
