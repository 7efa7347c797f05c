//! x86-64 registers: their `PReg` numbers, register classes, names at every width, DWARF
//! numbers, and the allocator's `MachineEnv` for the System V and Win64 ABIs.
//!
//! Numbering: GPRs are `PReg(0..16)` in hardware encoding order (the low three bits are the
//! ModRM/SIB field, bit 3 is the REX extension bit), XMM registers are `PReg(16..32)`. x87
//! stack registers are not allocatable and have no `PReg`; x87 instructions name `st(i)`
//! by an immediate index.

use rllc_regalloc::{ClassEnv, MachineEnv, PReg, RegClass};

/// The general-purpose register class (all widths: a GPR holds an i8..i64 value).
pub const GPR: RegClass = RegClass(0);
/// The SSE register class (f32, f64 and 128-bit vectors).
pub const XMM: RegClass = RegClass(1);

pub const RAX: PReg = PReg(0);
pub const RCX: PReg = PReg(1);
pub const RDX: PReg = PReg(2);
pub const RBX: PReg = PReg(3);
pub const RSP: PReg = PReg(4);
pub const RBP: PReg = PReg(5);
pub const RSI: PReg = PReg(6);
pub const RDI: PReg = PReg(7);
pub const R8: PReg = PReg(8);
pub const R9: PReg = PReg(9);
pub const R10: PReg = PReg(10);
pub const R11: PReg = PReg(11);
pub const R12: PReg = PReg(12);
pub const R13: PReg = PReg(13);
pub const R14: PReg = PReg(14);
pub const R15: PReg = PReg(15);

pub const XMM0: PReg = PReg(16);
pub const XMM1: PReg = PReg(17);
pub const XMM2: PReg = PReg(18);
pub const XMM3: PReg = PReg(19);
pub const XMM4: PReg = PReg(20);
pub const XMM5: PReg = PReg(21);
pub const XMM6: PReg = PReg(22);
pub const XMM7: PReg = PReg(23);
pub const XMM8: PReg = PReg(24);
pub const XMM9: PReg = PReg(25);
pub const XMM10: PReg = PReg(26);
pub const XMM11: PReg = PReg(27);
pub const XMM12: PReg = PReg(28);
pub const XMM13: PReg = PReg(29);
pub const XMM14: PReg = PReg(30);
pub const XMM15: PReg = PReg(31);

/// Number of physical registers this target numbers (GPRs and XMMs).
pub const NUM_PREGS: usize = 32;

/// `XMMn` for n in 0..16.
pub const fn xmm(n: u16) -> PReg {
    PReg(16 + n)
}

/// Whether `p` is a general-purpose register.
pub fn is_gpr(p: PReg) -> bool {
    p.0 < 16
}

/// Whether `p` is an XMM register.
pub fn is_xmm(p: PReg) -> bool {
    (16..32).contains(&p.0)
}

/// The class of a physical register, `None` for numbers this target does not use.
pub fn class_of(p: PReg) -> Option<RegClass> {
    if is_gpr(p) {
        Some(GPR)
    } else if is_xmm(p) {
        Some(XMM)
    } else {
        None
    }
}

/// The 4-bit hardware number (ModRM/SIB field plus REX bit) of a GPR or XMM register.
pub fn hw_enc(p: PReg) -> u8 {
    (p.0 & 15) as u8
}

/// An integer operand width. The discriminant is the `Size` index used in opcode numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Size {
    S8 = 0,
    S16 = 1,
    S32 = 2,
    S64 = 3,
}

impl Size {
    pub const ALL: [Size; 4] = [Size::S8, Size::S16, Size::S32, Size::S64];

    pub fn bits(self) -> u32 {
        8 << self as u32
    }

    pub fn bytes(self) -> u32 {
        1 << self as u32
    }

    pub fn from_index(i: u16) -> Size {
        Size::ALL[(i & 3) as usize]
    }

    /// The size for a byte count of 1, 2, 4 or 8.
    pub fn from_bytes(n: u64) -> Option<Size> {
        match n {
            1 => Some(Size::S8),
            2 => Some(Size::S16),
            4 => Some(Size::S32),
            8 => Some(Size::S64),
            _ => None,
        }
    }

    /// The AT&T mnemonic suffix (`b`, `w`, `l`, `q`).
    pub fn suffix(self) -> char {
        ['b', 'w', 'l', 'q'][self as usize]
    }
}

const GPR_NAMES: [[&str; 16]; 4] = [
    ["al", "cl", "dl", "bl", "spl", "bpl", "sil", "dil", "r8b", "r9b", "r10b", "r11b", "r12b", "r13b", "r14b", "r15b"],
    ["ax", "cx", "dx", "bx", "sp", "bp", "si", "di", "r8w", "r9w", "r10w", "r11w", "r12w", "r13w", "r14w", "r15w"],
    [
        "eax", "ecx", "edx", "ebx", "esp", "ebp", "esi", "edi", "r8d", "r9d", "r10d", "r11d", "r12d", "r13d", "r14d",
        "r15d",
    ],
    ["rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15"],
];

const XMM_NAMES: [&str; 16] = [
    "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13",
    "xmm14", "xmm15",
];

/// The name of a GPR at a width (`al`, `ax`, `eax`, `rax`; never `ah`: rllc does not use
/// the high-byte registers, so `spl`/`bpl`/`sil`/`dil` are always reachable with a REX).
/// For an XMM register the width is ignored. `None` for an unknown register number.
pub fn name(p: PReg, size: Size) -> Option<&'static str> {
    if is_gpr(p) {
        Some(GPR_NAMES[size as usize][p.index()])
    } else if is_xmm(p) {
        Some(XMM_NAMES[p.index() - 16])
    } else {
        None
    }
}

/// DWARF register numbers of the System V psABI (figure 3.36): the GPR order differs from
/// the hardware order (rdx before rcx, rsi/rdi before rbp/rsp).
const DWARF_GPR: [u16; 16] = [0, 2, 1, 3, 7, 6, 4, 5, 8, 9, 10, 11, 12, 13, 14, 15];

/// The DWARF number of the return-address column (CFI).
pub const DWARF_RETURN_ADDRESS: u16 = 16;

/// The DWARF register number (for CFI and variable locations).
pub fn dwarf_reg(p: PReg) -> Option<u16> {
    if is_gpr(p) {
        Some(DWARF_GPR[p.index()])
    } else if is_xmm(p) {
        Some(17 + (p.0 - 16))
    } else {
        None
    }
}

/// The DWARF number of x87 register `st(i)`.
pub fn dwarf_st(i: u8) -> u16 {
    33 + (i as u16 & 7)
}

/// Which calling convention's register rules apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Abi {
    /// System V AMD64 (Linux, BSDs, macOS).
    SysV,
    /// Microsoft x64 (Windows).
    Win64,
}

/// GPR argument registers in order.
pub fn int_arg_regs(abi: Abi) -> &'static [PReg] {
    match abi {
        Abi::SysV => &[RDI, RSI, RDX, RCX, R8, R9],
        Abi::Win64 => &[RCX, RDX, R8, R9],
    }
}

/// XMM argument registers in order (Win64 assigns by position, shared with the GPR slots).
pub fn float_arg_regs(abi: Abi) -> &'static [PReg] {
    match abi {
        Abi::SysV => &[XMM0, XMM1, XMM2, XMM3, XMM4, XMM5, XMM6, XMM7],
        Abi::Win64 => &[XMM0, XMM1, XMM2, XMM3],
    }
}

/// Registers a call may overwrite: the clobber set for call instructions (both classes).
pub fn call_clobbers(abi: Abi) -> &'static [PReg] {
    match abi {
        Abi::SysV => &[
            RAX, RCX, RDX, RSI, RDI, R8, R9, R10, R11, XMM0, XMM1, XMM2, XMM3, XMM4, XMM5, XMM6, XMM7, XMM8, XMM9,
            XMM10, XMM11, XMM12, XMM13, XMM14, XMM15,
        ],
        Abi::Win64 => &[RAX, RCX, RDX, R8, R9, R10, R11, XMM0, XMM1, XMM2, XMM3, XMM4, XMM5],
    }
}

/// Callee-saved registers of the ABI (rbp included; rsp excluded: it is never allocatable).
pub fn callee_saved(abi: Abi) -> &'static [PReg] {
    match abi {
        Abi::SysV => &[RBX, RBP, R12, R13, R14, R15],
        Abi::Win64 => {
            &[RBX, RBP, RSI, RDI, R12, R13, R14, R15, XMM6, XMM7, XMM8, XMM9, XMM10, XMM11, XMM12, XMM13, XMM14, XMM15]
        }
    }
}

/// The GPR the move resolver may use as scratch. r11 is caller-saved in both ABIs, carries
/// no argument, and no instruction rllc selects pins it, so reserving it costs one register
/// and makes stack-to-stack moves and cycles cheap.
pub const GPR_SCRATCH: PReg = R11;

/// The XMM scratch register: caller-saved and never an argument register.
pub fn xmm_scratch(abi: Abi) -> PReg {
    match abi {
        Abi::SysV => XMM15,
        // xmm6..15 are callee-saved on Win64; xmm5 is the last caller-saved one.
        Abi::Win64 => XMM5,
    }
}

/// The allocator's register file for `abi`. With `frame_pointer`, rbp holds the frame
/// pointer and is not allocatable. rsp is never allocatable; r11 and one XMM register are
/// reserved as the resolver's scratch (see `GPR_SCRATCH`, `xmm_scratch`).
///
/// Preference order follows LLVM's: caller-saved in encoding order (cheap, no REX for the
/// first eight), then callee-saved with r12/r13 last because as a base register r12 needs a
/// SIB byte and r13 a displacement byte.
pub fn machine_env(abi: Abi, frame_pointer: bool) -> MachineEnv {
    let gpr_scratch = GPR_SCRATCH;
    let xmm_scr = xmm_scratch(abi);
    let callee = callee_saved(abi);
    let clobbered = call_clobbers(abi);

    let gpr_order = [RAX, RCX, RDX, RSI, RDI, R8, R9, R10, R11, RBX, R14, R15, R12, R13, RBP];
    let mut gpr = ClassEnv { scratch: Some(gpr_scratch), ..Default::default() };
    for &p in &gpr_order {
        if p == gpr_scratch || (frame_pointer && p == RBP) {
            continue;
        }
        if callee.contains(&p) {
            gpr.callee_saved.push(p);
        } else if clobbered.contains(&p) {
            gpr.caller_saved.push(p);
        }
    }

    let mut x = ClassEnv { scratch: Some(xmm_scr), ..Default::default() };
    for n in 0..16 {
        let p = xmm(n);
        if p == xmm_scr {
            continue;
        }
        if callee.contains(&p) {
            x.callee_saved.push(p);
        } else {
            x.caller_saved.push(p);
        }
    }
    MachineEnv { classes: vec![gpr, x] }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sysv_env() {
        let env = machine_env(Abi::SysV, true);
        let g = env.class(GPR);
        assert_eq!(g.caller_saved, vec![RAX, RCX, RDX, RSI, RDI, R8, R9, R10]);
        assert_eq!(g.callee_saved, vec![RBX, R14, R15, R12, R13]);
        assert_eq!(g.scratch, Some(R11));
        assert!(!g.allocatable().any(|p| p == RSP || p == RBP));
        let env = machine_env(Abi::SysV, false);
        assert!(env.class(GPR).callee_saved.contains(&RBP));
        assert_eq!(env.class(XMM).caller_saved.len(), 15);
        assert!(env.class(XMM).callee_saved.is_empty());
    }

    #[test]
    fn win64_env() {
        let env = machine_env(Abi::Win64, false);
        let g = env.class(GPR);
        assert_eq!(g.caller_saved, vec![RAX, RCX, RDX, R8, R9, R10]);
        assert_eq!(g.callee_saved, vec![RSI, RDI, RBX, R14, R15, R12, R13, RBP]);
        let x = env.class(XMM);
        assert_eq!(x.caller_saved, vec![XMM0, XMM1, XMM2, XMM3, XMM4]);
        assert_eq!(x.callee_saved.len(), 10);
        assert_eq!(x.scratch, Some(XMM5));
    }

    #[test]
    fn names_and_dwarf() {
        assert_eq!(name(RSI, Size::S8), Some("sil"));
        assert_eq!(name(R12, Size::S32), Some("r12d"));
        assert_eq!(name(XMM15, Size::S64), Some("xmm15"));
        assert_eq!(dwarf_reg(RCX), Some(2));
        assert_eq!(dwarf_reg(RSP), Some(7));
        assert_eq!(dwarf_reg(XMM0), Some(17));
    }
}
