//! Constructors beyond the one-per-opcode ones the table generates: the shortest
//! immediate move, calls and returns with their pinned registers and clobbers, TLS calls,
//! raw inline assembly, and the moves, spills and reloads the register allocator inserts.

use super::addr::Addr;
use super::builder::{AsReg, Imp};
use super::desc::SIDE;
use super::opcodes::{
    call_m_raw, call_r_raw, call_sym_raw, copy, entry_defs, jmp_sym_raw, mov_mr, mov_ri, mov_rm, movabs, movups_mr,
    movups_rm, opcode_bits, ret_raw, tls_gd_call_raw, tls_ld_call_raw, Opcode,
};
use crate::x86_64::regs::{Size, RAX};
use rllc_isel::mir::{DebugLoc, MInst, MOperand, PReg, Reg, SymbolRef};

// ---------------------------------------------------------------------------------------
// Constructors beyond the one-per-opcode ones
// ---------------------------------------------------------------------------------------

/// `dst = imm` in the shortest form: `movl` when a 64-bit value fits in 32 unsigned bits
/// (writing a 32-bit register zero-extends), `movq` with a sign-extended imm32, else
/// `movabsq`.
pub fn mov_imm(size: Size, dst: impl AsReg, imm: i64) -> MInst {
    if size != Size::S64 {
        return mov_ri(size, dst.as_reg(), imm);
    }
    if (0..=u32::MAX as i64).contains(&imm) {
        mov_ri(Size::S32, dst.as_reg(), imm)
    } else if i32::try_from(imm).is_ok() {
        mov_ri(Size::S64, dst.as_reg(), imm)
    } else {
        movabs(dst.as_reg(), imm)
    }
}

/// An `InlineAsm` instruction with its operands packed as `inline_asm/` describes
/// (registers in any role, not only pinned ones, so not through `Arg::Imps`).
pub fn inline_asm_raw(ops: Vec<MOperand>) -> MInst {
    MInst { opcode: opcode_bits(Opcode::InlineAsm, Size::S64), ops, flags: SIDE as u8, clobbers: None, loc: DebugLoc::NONE }
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

/// `call sym`: `uses` are the argument registers (each value pinned to its register; pass
/// distinct vregs), `defs` the result registers, `clobber_set` an index from
/// `MFunction::clobber_set(regs::call_clobbers(abi))`.
pub fn call_sym(target: SymbolRef, uses: &[(Reg, PReg)], defs: &[(Reg, PReg)], clobber_set: Option<u32>) -> MInst {
    with_clobbers(call_sym_raw((target, 0), imps(uses, defs)), clobber_set)
}

/// The general-dynamic TLS call (`TlsGdCall`): `d`, pinned to rax, receives the address
/// of `sym`; `get_addr` is `__tls_get_addr`; `clobber_set` as for `call_sym`.
pub fn tls_gd_call(sym: SymbolRef, get_addr: SymbolRef, d: Reg, clobber_set: Option<u32>) -> MInst {
    with_clobbers(tls_gd_call_raw((sym, 0), (get_addr, 0), imps(&[], &[(d, RAX)])), clobber_set)
}

/// The local-dynamic TLS call (`TlsLdCall`): `d`, pinned to rax, receives the base of the
/// module's TLS block; `sym` is any thread-local variable of the module.
pub fn tls_ld_call(sym: SymbolRef, get_addr: SymbolRef, d: Reg, clobber_set: Option<u32>) -> MInst {
    with_clobbers(tls_ld_call_raw((sym, 0), (get_addr, 0), imps(&[], &[(d, RAX)])), clobber_set)
}

/// `call *target`; see `call_sym`.
pub fn call_r(target: impl AsReg, uses: &[(Reg, PReg)], defs: &[(Reg, PReg)], clobber_set: Option<u32>) -> MInst {
    with_clobbers(call_r_raw(target.as_reg(), imps(uses, defs)), clobber_set)
}

/// `call *addr`; see `call_sym`.
pub fn call_m(addr: Addr, uses: &[(Reg, PReg)], defs: &[(Reg, PReg)], clobber_set: Option<u32>) -> MInst {
    with_clobbers(call_m_raw(addr, imps(uses, defs)), clobber_set)
}

/// A tail call `jmp sym` with the argument registers it reads.
pub fn jmp_sym(target: SymbolRef, uses: &[(Reg, PReg)]) -> MInst {
    jmp_sym_raw((target, 0), imps(uses, &[]))
}

/// `ret`, reading the returned values in their registers.
pub fn ret(uses: &[(Reg, PReg)]) -> MInst {
    ret_raw(imps(uses, &[]))
}

/// The function-entry pseudo defining the incoming argument registers.
pub fn entry_defs_of(defs: &[(Reg, PReg)]) -> MInst {
    entry_defs(imps(&[], defs))
}

/// A register-to-register move of a class after allocation (resolver edits): 64-bit `mov`
/// for GPRs, `movaps` for XMM registers.
pub fn move_phys(dst: PReg, src: PReg) -> MInst {
    copy(dst, src)
}

/// The size and alignment of a spill slot of `class` (an XMM slot holds a whole vector).
pub fn spill_slot_layout(class: rllc_isel::mir::RegClass) -> (u64, u64) {
    if class == crate::x86_64::regs::XMM {
        (16, 16)
    } else {
        (8, 8)
    }
}

/// Stores a whole register of its class to `addr` (spills): `movq` or `movups`.
pub fn store_reg(addr: Addr, src: PReg) -> MInst {
    if crate::x86_64::regs::is_xmm(src) {
        movups_mr(addr, src)
    } else {
        mov_mr(Size::S64, addr, src)
    }
}

/// Loads a whole register of its class from `addr` (reloads): `movq` or `movups`.
pub fn load_reg(dst: PReg, addr: Addr) -> MInst {
    if crate::x86_64::regs::is_xmm(dst) {
        movups_rm(dst, addr)
    } else {
        mov_rm(Size::S64, dst, addr)
    }
}
