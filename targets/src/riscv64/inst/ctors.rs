//! Constructors beyond the one-per-opcode ones the table generates: calls, tail calls and
//! returns with their pinned registers and clobbers.

use super::builder::Imp;
use super::opcodes::{call_raw, ret_raw, tail_raw};
use rllc_isel::mir::{MInst, PReg, Reg, SymbolRef};

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
