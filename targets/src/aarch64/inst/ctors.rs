//! Constructors beyond the one-per-opcode ones the table generates: constants in the
//! fewest instructions, calls and returns with their pinned registers and clobbers, the TLS
//! descriptor call, and the moves, spills and reloads the register allocator inserts.

use super::addr::Addr;
use super::builder::{AsReg, Imp};
use super::desc::Ty;
use super::imm::encode_logical_imm;
use super::opcodes::{
    b_sym_raw, bl_raw, blr_raw, br_tail_raw, copy, entry_defs, ldr, ldr_f, movk, movn, movz, orr_ri, ret_raw, str,
    str_f, tlsdesc_call_raw,
};
use crate::aarch64::regs::{self, XZR};
use rllc_isel::mir::{MInst, PReg, Reg, RegClass, SymbolRef};

/// `dst = imm` in the fewest instructions: one `movz`/`movn` or a bitmask `orr`, else a
/// `movz`/`movn` and `movk`s for the 16-bit chunks that differ (at most four instructions).
/// For `Ty::W` only the low 32 bits count. `dst` must be a physical register or one vreg
/// the instructions redefine in turn (`movk` ties it).
pub fn mov_imm(ty: Ty, dst: impl AsReg, imm: i64) -> Vec<MInst> {
    let dst = dst.as_reg();
    let (bits, v) = if ty == Ty::W { (32, imm as u64 & 0xffff_ffff) } else { (64, imm as u64) };
    let chunks: Vec<u64> = (0..bits / 16).map(|i| (v >> (16 * i)) & 0xffff).collect();
    let zeros = chunks.iter().filter(|c| **c == 0).count();
    let ones = chunks.iter().filter(|c| **c == 0xffff).count();
    if zeros < chunks.len() - 1 && ones < chunks.len() - 1 {
        if encode_logical_imm(v, bits).is_some() {
            return vec![orr_ri(ty, dst, Reg::Phys(XZR), v as i64)];
        }
    }
    // Start from all ones (movn) when more chunks are 0xffff than 0.
    let inverted = ones > zeros;
    let fill = if inverted { 0xffff } else { 0 };
    let mut out = Vec::new();
    for (i, &c) in chunks.iter().enumerate() {
        if c == fill {
            continue;
        }
        let hw = 16 * i as i64;
        if out.is_empty() {
            out.push(if inverted { movn(ty, dst, (!c & 0xffff) as i64, hw) } else { movz(ty, dst, c as i64, hw) });
        } else {
            out.push(movk(ty, dst, dst, c as i64, hw));
        }
    }
    if out.is_empty() {
        out.push(if inverted { movn(ty, dst, 0i64, 0i64) } else { movz(ty, dst, 0i64, 0i64) });
    }
    out
}

fn imps(uses: &[(Reg, PReg)], defs: &[(Reg, PReg)]) -> Vec<Imp> {
    let mut v = Vec::with_capacity(uses.len() + defs.len());
    v.extend(uses.iter().map(|&(r, p)| Imp::use_(r, p)));
    v.extend(defs.iter().map(|&(r, p)| Imp::def(r, p)));
    v
}

fn with_clobbers(mut inst: MInst, clobber_set: Option<u32>) -> MInst {
    inst.clobbers = clobber_set;
    inst
}

/// `bl sym`: `uses` are the argument registers (each value pinned to its register; pass
/// distinct vregs), `defs` the result registers, `clobber_set` an index from
/// `MFunction::clobber_set(regs::call_clobbers())`.
pub fn call_sym(target: SymbolRef, uses: &[(Reg, PReg)], defs: &[(Reg, PReg)], clobber_set: Option<u32>) -> MInst {
    with_clobbers(bl_raw((target, 0), imps(uses, defs)), clobber_set)
}

/// `blr target`; see `call_sym`.
pub fn call_reg(target: impl AsReg, uses: &[(Reg, PReg)], defs: &[(Reg, PReg)], clobber_set: Option<u32>) -> MInst {
    with_clobbers(blr_raw(target.as_reg(), imps(uses, defs)), clobber_set)
}

/// A tail call `b sym` with the argument registers it reads.
pub fn tail_sym(target: SymbolRef, uses: &[(Reg, PReg)]) -> MInst {
    b_sym_raw((target, 0), imps(uses, &[]))
}

/// A tail call `br target` with the argument registers it reads.
pub fn tail_reg(target: impl AsReg, uses: &[(Reg, PReg)]) -> MInst {
    br_tail_raw(target.as_reg(), imps(uses, &[]))
}

/// `ret`, reading the returned values in their registers.
pub fn ret(uses: &[(Reg, PReg)]) -> MInst {
    ret_raw(imps(uses, &[]))
}

/// The TLS descriptor call of the general-dynamic model: `.tlsdesccall sym; blr target`,
/// where x0 holds the descriptor's address (`adrp x0, :tlsdesc:sym; ldr target, [x0,
/// :tlsdesc_lo12:sym]; add x0, x0, :tlsdesc_lo12:sym` before it) and receives the
/// variable's offset from the thread pointer. `arg` is the vreg holding the descriptor
/// address, `result` the one receiving the offset; the resolver preserves every register
/// but x0 and the flags (x30 excepted: the call itself overwrites it), which
/// `clobber_set` should say.
pub fn tlsdesc_call(sym: SymbolRef, target: impl AsReg, arg: Reg, result: Reg, clobber_set: Option<u32>) -> MInst {
    let x0 = regs::X0;
    with_clobbers(tlsdesc_call_raw((sym, 0), target.as_reg(), imps(&[(arg, x0)], &[(result, x0)])), clobber_set)
}

/// The function-entry pseudo defining the incoming argument registers.
pub fn entry_defs_of(defs: &[(Reg, PReg)]) -> MInst {
    entry_defs(imps(&[], defs))
}

/// A register-to-register move of a class after allocation (resolver edits): `mov x, x`
/// for GPRs, `mov v.16b, v.16b` for FP/SIMD registers.
pub fn move_phys(dst: PReg, src: PReg) -> MInst {
    copy(dst, src)
}

/// The size and alignment of a spill slot of `class` (an FP/SIMD slot holds a whole q
/// register).
pub fn spill_slot_layout(class: RegClass) -> (u64, u64) {
    if class == regs::FPR {
        (16, 16)
    } else {
        (8, 8)
    }
}

/// Stores a whole register of its class to `addr` (spills): `str x` or `str q`.
pub fn store_reg(addr: Addr, src: PReg) -> MInst {
    if regs::is_fpr(src) {
        str_f(Ty::Q, src, addr)
    } else {
        str(Ty::X, src, addr)
    }
}

/// Loads a whole register of its class from `addr` (reloads): `ldr x` or `ldr q`.
pub fn load_reg(dst: PReg, addr: Addr) -> MInst {
    if regs::is_fpr(dst) {
        ldr_f(Ty::Q, dst, addr)
    } else {
        ldr(Ty::X, dst, addr)
    }
}
