//! Clean-ups after register allocation: copies of a register to itself (the allocator
//! leaves them when both sides got the same register) are dropped, so they neither take
//! an instruction index nor reach the printer.

use super::inst::{decode, Opcode};
use rllc_isel::mir::{MFunction, MOperand};

/// Runs the peepholes over the whole function.
pub fn run(mf: &mut MFunction) {
    for b in &mut mf.blocks {
        b.insts.retain(|i| {
            let self_copy = matches!(decode(i), Some((Opcode::Copy, _)))
                && matches!(i.ops.as_slice(), [MOperand::Reg(d), MOperand::Reg(s)] if d.reg == s.reg);
            !self_copy
        });
    }
}
