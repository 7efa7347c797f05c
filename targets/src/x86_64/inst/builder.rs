//! Building an `MInst` from constructor arguments (`Arg`, one per slot of the opcode's
//! layout): `build` gives every register operand its allocator role (def/use, tied, fixed,
//! early/late). `AsReg`, `Imp` and the register operands are `crate::operands`.

use super::addr::Addr;
use super::cc::Cc;
use super::desc::Slot;
use super::opcodes::{opcode_bits, Opcode};
use crate::x86_64::regs::Size;
pub use crate::operands::{AsReg, Imp};
pub(super) use crate::operands::reg_operand_at;
use crate::operands::{arg_conversions, reg_operand};
use rllc_isel::mir::{DebugLoc, MBlockId, MInst, MOperand, OperandConstraint, OperandKind, Reg, SymbolRef};

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

arg_conversions!(Arg, Addr; Cc => Cc; i32, u8);

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
