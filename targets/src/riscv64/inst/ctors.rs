//! Constructors beyond the one-per-opcode ones the table generates: calls, tail calls and
//! returns with their pinned registers and clobbers, indirect calls and the entry pseudo.

use super::builder::{reg_operand_at, AsReg, Imp};
use super::opcodes::{call_raw, entry_defs_raw, jalr, ret_raw, tail_raw};
use rllc_isel::mir::{inst_flags, MInst, OperandKind, OperandPos, PReg, Reg, SymbolRef};

fn imps(uses: &[(Reg, PReg)], defs: &[(Reg, PReg)]) -> Vec<Imp> {
    let mut v = Vec::with_capacity(uses.len() + defs.len());
    v.extend(uses.iter().map(|&(r, p)| Imp::use_(r, p)));
    v.extend(defs.iter().map(|&(r, p)| Imp::def(r, p)));
    v
}

/// `call sym` with the argument registers it reads, the result registers it writes and
/// the clobber set (an index into `MFunction::clobber_sets`).
pub fn call_sym(sym: SymbolRef, uses: &[(Reg, PReg)], defs: &[(Reg, PReg)], clobbers: Option<u32>) -> MInst {
    let mut inst = call_raw(sym, imps(uses, defs));
    inst.clobbers = clobbers;
    inst
}

/// `tail sym` with the argument registers it passes on.
pub fn tail_sym(sym: SymbolRef, uses: &[(Reg, PReg)]) -> MInst {
    tail_raw(sym, imps(uses, &[]))
}

/// `ret` with the registers holding the returned values.
pub fn ret(uses: &[(Reg, PReg)]) -> MInst {
    ret_raw(imps(uses, &[]))
}

/// `jalr ra, 0(base)`: an indirect call with the argument registers it reads, the result
/// registers it writes and the clobber set. The implicit operands follow the three of
/// `jalr`, which the encoder and printer do not look past.
pub fn call_reg(base: impl AsReg, uses: &[(Reg, PReg)], defs: &[(Reg, PReg)], clobbers: Option<u32>) -> MInst {
    let mut inst = jalr(super::super::regs::RA, base.as_reg(), 0i64);
    for imp in imps(uses, defs) {
        let (kind, pos) =
            if imp.def { (OperandKind::Def, OperandPos::Late) } else { (OperandKind::Use, OperandPos::Early) };
        inst.ops.push(reg_operand_at(imp.reg, kind, Some(imp.preg), pos));
    }
    inst.flags = (inst.flags & !inst_flags::TERMINATOR) | inst_flags::CALL | inst_flags::SIDE_EFFECTS;
    inst.clobbers = clobbers;
    inst
}

/// Whether `inst` is an indirect call (`call_reg`).
pub fn is_call_reg(inst: &MInst) -> bool {
    inst.flags & inst_flags::CALL != 0 && matches!(super::opcodes::decode(inst), Some((super::Opcode::Jalr, _)))
}

/// The entry pseudo defining the incoming argument registers.
pub fn entry_defs(defs: &[(Reg, PReg)]) -> MInst {
    entry_defs_raw(imps(&[], defs))
}
