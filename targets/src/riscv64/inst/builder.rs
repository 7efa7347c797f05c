//! Building an `MInst` from constructor arguments (`Arg`, one per slot of the opcode's
//! layout): `build` gives every register operand its allocator role (def/use, fixed,
//! early/late). `AsReg`, `Imp` and the register operands are `crate::operands`.

use super::addr::Addr;
use super::desc::{Slot, Ty};
use super::opcodes::{opcode_bits, Opcode};
use super::ordering::Aqrl;
use super::rm::Rm;
use super::symmod::SymMod;
pub use crate::operands::{AsReg, Imp};
pub(super) use crate::operands::reg_operand_at;
use crate::operands::{arg_conversions, reg_operand};
use rllc_isel::mir::{DebugLoc, MBlockId, MInst, MOperand, OperandKind, OperandPos, Reg, SymbolRef};

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

arg_conversions!(Arg, Addr; SymMod => Mod; i32, u32, Rm, Aqrl);

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
