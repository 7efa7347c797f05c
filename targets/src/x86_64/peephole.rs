//! Peephole clean-ups on allocated code, run by `after_allocation` (`mod.rs`) before the
//! shared branch folding.
//!
//! Zero idioms: selection materializes a zero vector register as `xorps u, u` of an
//! undefined value `u`; the tied first operand makes the allocator copy `u` first, which
//! leaves `movaps %a, %b; xorps %a, %b`. Whatever `%a` holds, the result is zero, so
//! the pair becomes `xorps %b, %b` (the copy only wrote `%b`, which the xor overwrites).

use super::inst::{decode, Opcode};
use rllc_isel::mir::{MFunction, MOperand};

/// The register of a register operand.
fn reg_of(op: Option<&MOperand>) -> Option<rllc_isel::mir::Reg> {
    match op {
        Some(MOperand::Reg(r)) => Some(r.reg),
        _ => None,
    }
}

/// Rewrites `copy b <- a; xor b, b, a` (xorps/xorpd/pxor) as `xor b, b, b`.
pub fn zero_idioms(mf: &mut MFunction) {
    for block in &mut mf.blocks {
        let insts = &mut block.insts;
        let mut dead = vec![false; insts.len()];
        let mut any = false;
        for k in 0..insts.len().saturating_sub(1) {
            let is_copy = decode(&insts[k]).map(|d| d.0) == Some(Opcode::Copy);
            let is_xor = matches!(decode(&insts[k + 1]).map(|d| d.0), Some(Opcode::XorpsRR | Opcode::XorpdRR | Opcode::PxorRR));
            if !(is_copy && is_xor) || dead[k] {
                continue;
            }
            let (Some(b), Some(a)) = (reg_of(insts[k].ops.first()), reg_of(insts[k].ops.get(1))) else { continue };
            let x = &insts[k + 1];
            let (d, l, r) = (reg_of(x.ops.first()), reg_of(x.ops.get(1)), reg_of(x.ops.get(2)));
            if a != b && d == Some(b) && l == Some(b) && r == Some(a) {
                if let Some(MOperand::Reg(ro)) = insts[k + 1].ops.get_mut(2) {
                    ro.reg = b;
                }
                dead[k] = true;
                any = true;
            }
        }
        if any {
            let mut k = 0;
            insts.retain(|_| {
                k += 1;
                !dead[k - 1]
            });
        }
    }
}
