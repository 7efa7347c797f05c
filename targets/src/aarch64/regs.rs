//! AArch64 registers: their `PReg` numbers, register classes, names in every view
//! (`w`/`x`, `b`/`h`/`s`/`d`/`q`/`v`), DWARF numbers, and the AAPCS64 register sets the
//! allocator's `MachineEnv` is made from.
//!
//! Numbering: `x0..x30` are `PReg(0..=30)`, `sp` is `PReg(31)`, `v0..v31` are
//! `PReg(32..64)`, and the zero register `xzr`/`wzr` is `PReg(64)`. The low five bits of
//! every number but xzr's are the hardware field; xzr also encodes as 31, so `sp` and `xzr`
//! share a field value yet stay distinct registers: each operand slot says which of the two
//! its field 31 means, and the encoder rejects the other one.

use rllc_regalloc::{ClassEnv, MachineEnv, PReg, RegClass};

/// The general-purpose register class (i8..i64 values, pointers).
pub const GPR: RegClass = RegClass(0);
/// The FP/SIMD register class (f16/f32/f64/f128 scalars and 64/128-bit vectors).
pub const FPR: RegClass = RegClass(1);

/// `xn` for n in 0..=30.
pub const fn x(n: u16) -> PReg {
    PReg(n)
}

/// `vn` (also `bn`/`hn`/`sn`/`dn`/`qn`) for n in 0..32.
pub const fn v(n: u16) -> PReg {
    PReg(32 + n)
}

pub const X0: PReg = x(0);
pub const X1: PReg = x(1);
pub const X2: PReg = x(2);
pub const X3: PReg = x(3);
pub const X4: PReg = x(4);
pub const X5: PReg = x(5);
pub const X6: PReg = x(6);
pub const X7: PReg = x(7);
/// The indirect-result register (address of a returned aggregate).
pub const X8: PReg = x(8);
pub const X9: PReg = x(9);
pub const X10: PReg = x(10);
pub const X11: PReg = x(11);
pub const X12: PReg = x(12);
pub const X13: PReg = x(13);
pub const X14: PReg = x(14);
pub const X15: PReg = x(15);
/// IP0: never allocated; the backend's scratch (large frame offsets, veneers).
pub const X16: PReg = x(16);
/// IP1: never allocated; the move resolver's scratch.
pub const X17: PReg = x(17);
/// The platform register: reserved (Darwin, Windows, shadow call stacks).
pub const X18: PReg = x(18);
pub const X19: PReg = x(19);
pub const X20: PReg = x(20);
pub const X21: PReg = x(21);
pub const X22: PReg = x(22);
pub const X23: PReg = x(23);
pub const X24: PReg = x(24);
pub const X25: PReg = x(25);
pub const X26: PReg = x(26);
pub const X27: PReg = x(27);
pub const X28: PReg = x(28);
/// The frame pointer.
pub const FP: PReg = x(29);
pub const X29: PReg = x(29);
/// The link register.
pub const LR: PReg = x(30);
pub const X30: PReg = x(30);
/// The stack pointer (field value 31 where an operand allows sp).
pub const SP: PReg = PReg(31);
/// The zero register (field value 31 where an operand allows zr).
pub const XZR: PReg = PReg(64);

pub const V0: PReg = v(0);
pub const V1: PReg = v(1);
pub const V2: PReg = v(2);
pub const V3: PReg = v(3);
pub const V4: PReg = v(4);
pub const V5: PReg = v(5);
pub const V6: PReg = v(6);
pub const V7: PReg = v(7);
pub const V8: PReg = v(8);
pub const V15: PReg = v(15);
pub const V16: PReg = v(16);
pub const V31: PReg = v(31);

/// Number of physical register numbers this target uses (x0..x30, sp, v0..v31, xzr).
pub const NUM_PREGS: usize = 65;

/// Whether `p` is `x0..x30` (an allocatable-class GPR; not sp, not xzr).
pub fn is_gpr(p: PReg) -> bool {
    p.0 <= 30
}

/// Whether `p` is a GPR, sp or xzr: anything a GPR operand field can name.
pub fn is_gpr_like(p: PReg) -> bool {
    p.0 <= 31 || p == XZR
}

/// Whether `p` is an FP/SIMD register `v0..v31`.
pub fn is_fpr(p: PReg) -> bool {
    (32..64).contains(&p.0)
}

/// The class of a physical register (sp and xzr count as GPRs, though never allocated);
/// `None` for numbers this target does not use.
pub fn class_of(p: PReg) -> Option<RegClass> {
    if is_gpr_like(p) {
        Some(GPR)
    } else if is_fpr(p) {
        Some(FPR)
    } else {
        None
    }
}

/// The 5-bit hardware field of a register (sp and xzr are both 31).
pub fn hw_enc(p: PReg) -> u32 {
    if p == XZR {
        31
    } else {
        (p.0 & 31) as u32
    }
}

/// A view of a register: the width it is read or written at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum View {
    /// 32-bit GPR `wN` (`wsp`, `wzr`).
    W,
    /// 64-bit GPR `xN` (`sp`, `xzr`).
    X,
    /// 8-, 16-, 32-, 64-, 128-bit FP/SIMD scalar.
    B,
    H,
    S,
    D,
    Q,
    /// The whole vector register without arrangement (`vN`).
    V,
}

/// The name of a register in a view (`x3`, `wzr`, `sp`, `d8`, `q0`, `v31`); `None` when
/// the register cannot be seen that way (a GPR as `d`, xzr as `v`, an unknown number).
pub fn name(p: PReg, view: View) -> Option<String> {
    match view {
        View::W | View::X => {
            let w = view == View::W;
            if p == SP {
                Some(if w { "wsp" } else { "sp" }.to_string())
            } else if p == XZR {
                Some(if w { "wzr" } else { "xzr" }.to_string())
            } else if is_gpr(p) {
                Some(format!("{}{}", if w { 'w' } else { 'x' }, p.0))
            } else {
                None
            }
        }
        _ if is_fpr(p) => {
            let c = match view {
                View::B => 'b',
                View::H => 'h',
                View::S => 's',
                View::D => 'd',
                View::Q => 'q',
                _ => 'v',
            };
            Some(format!("{c}{}", p.0 - 32))
        }
        _ => None,
    }
}

/// The DWARF number of the return-address column (CFI): x30.
pub const DWARF_RETURN_ADDRESS: u16 = 30;

/// The DWARF register number (AADWARF64: x0..x30 = 0..30, sp = 31, v0..v31 = 64..95);
/// `None` for xzr, which has none.
pub fn dwarf_reg(p: PReg) -> Option<u16> {
    if p.0 <= 31 {
        Some(p.0)
    } else if is_fpr(p) {
        Some(64 + (p.0 - 32))
    } else {
        None
    }
}

/// Integer argument registers in order (AAPCS64: x0..x7).
pub const INT_ARG_REGS: [PReg; 8] = [X0, X1, X2, X3, X4, X5, X6, X7];
/// FP/SIMD argument registers in order (v0..v7).
pub const FLOAT_ARG_REGS: [PReg; 8] = [v(0), v(1), v(2), v(3), v(4), v(5), v(6), v(7)];
/// The register holding the address of an indirectly returned aggregate.
pub const INDIRECT_RESULT_REG: PReg = X8;

/// Registers never allocated: IP0/IP1 (backend and resolver scratch), the platform
/// register, sp and xzr (and the frame pointer while one is kept; see `machine_env`).
pub const RESERVED: [PReg; 5] = [X16, X17, X18, SP, XZR];

/// The GPR the move resolver may overwrite: IP1. (IP0, x16, is left to frame lowering,
/// which materializes large offsets in it; the linker's veneers may clobber both at calls.)
pub const GPR_SCRATCH: PReg = X17;
/// The FP/SIMD scratch: caller-saved, no argument, used by nothing else.
pub const FPR_SCRATCH: PReg = v(31);

/// Callee-saved GPRs (x29, the frame pointer, included; it is allocatable without a frame
/// pointer).
pub const CALLEE_SAVED_GPRS: [PReg; 11] = [X19, X20, X21, X22, X23, X24, X25, X26, X27, X28, X29];
/// FP/SIMD registers whose low 64 bits (`d8..d15`) a callee preserves. Only those bits:
/// the upper half of v8..v15 is caller-saved, so frame lowering saves them as `d`
/// registers, and a value wider than 64 bits must not live across a call in them (see
/// `call_clobbers`).
pub const CALLEE_SAVED_FPRS_LOW64: [PReg; 8] = [v(8), v(9), v(10), v(11), v(12), v(13), v(14), v(15)];

/// Registers a call may overwrite, both classes: x0..x15 and x30, v0..v7 and v16..v31 in
/// full. The reserved x16..x18 are clobbered too (veneers, the platform) but never hold
/// a value across a call, so they are left out like sp. v8..v15 are not listed: the model
/// treats them as callee-saved, which is exact for their low 64 bits only; a function
/// holding values wider than 64 bits in FP/SIMD registers uses `wide_call_clobbers`.
pub fn call_clobbers() -> &'static [PReg] {
    const C: [PReg; 41] = [
        X0,
        X1,
        X2,
        X3,
        X4,
        X5,
        X6,
        X7,
        X8,
        X9,
        X10,
        X11,
        X12,
        X13,
        X14,
        X15,
        X30,
        v(0),
        v(1),
        v(2),
        v(3),
        v(4),
        v(5),
        v(6),
        v(7),
        v(16),
        v(17),
        v(18),
        v(19),
        v(20),
        v(21),
        v(22),
        v(23),
        v(24),
        v(25),
        v(26),
        v(27),
        v(28),
        v(29),
        v(30),
        v(31),
    ];
    &C
}

/// `call_clobbers` plus v8..v15 whole: the clobbers of every call in a function that holds
/// values wider than 64 bits in FP/SIMD registers (only their low halves survive a call).
/// Frame lowering still saves d8..d15 when allocated, for this function's caller.
pub fn wide_call_clobbers() -> Vec<PReg> {
    let mut c = call_clobbers().to_vec();
    c.extend(CALLEE_SAVED_FPRS_LOW64);
    c
}

/// The allocator's register file. With `frame_pointer`, x29 holds the frame pointer and is
/// not allocatable. x16/x17/x18, sp and xzr are never allocatable; x17 and v31 are the
/// resolver's scratch registers.
///
/// Preference order follows LLVM's: caller-saved first, the temporaries x8..x15 ahead of
/// the argument registers (values that must go to an argument register are pinned there
/// anyway), then the callee-saved ones from x19 up.
pub fn machine_env(frame_pointer: bool) -> MachineEnv {
    let mut g = ClassEnv { scratch: Some(GPR_SCRATCH), ..Default::default() };
    let order = [X8, X9, X10, X11, X12, X13, X14, X15, X0, X1, X2, X3, X4, X5, X6, X7, X30];
    g.caller_saved.extend(order);
    for p in CALLEE_SAVED_GPRS {
        if !(frame_pointer && p == X29) {
            g.callee_saved.push(p);
        }
    }
    let mut f = ClassEnv { scratch: Some(FPR_SCRATCH), ..Default::default() };
    f.caller_saved.extend((0..8).chain(16..31).map(v));
    f.callee_saved.extend(CALLEE_SAVED_FPRS_LOW64);
    MachineEnv { classes: vec![g, f] }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn env() {
        let env = machine_env(true);
        let g = env.class(GPR);
        assert!(!g.allocatable().any(|p| RESERVED.contains(&p) || p == X29));
        assert_eq!(g.callee_saved.len(), 10);
        assert_eq!(g.caller_saved.len(), 17);
        assert!(machine_env(false).class(GPR).callee_saved.contains(&X29));
        let f = env.class(FPR);
        assert_eq!(f.caller_saved.len(), 23);
        assert_eq!(f.callee_saved, CALLEE_SAVED_FPRS_LOW64.to_vec());
        assert!(!f.allocatable().any(|p| p == FPR_SCRATCH));
        // Every caller-saved allocatable register is in the clobber list, no callee-saved one.
        for p in g.caller_saved.iter().chain(&f.caller_saved) {
            assert!(call_clobbers().contains(p), "{p:?}");
        }
        for p in g.callee_saved.iter().chain(&f.callee_saved) {
            assert!(!call_clobbers().contains(p), "{p:?}");
        }
    }

    #[test]
    fn wide_clobbers_take_v8_to_v15_whole() {
        let w = wide_call_clobbers();
        assert!(CALLEE_SAVED_FPRS_LOW64.iter().all(|p| w.contains(p)));
        assert!(call_clobbers().iter().all(|p| w.contains(p)));
        assert!(!w.contains(&X19));
    }

    #[test]
    fn names_and_dwarf() {
        assert_eq!(name(X3, View::W).as_deref(), Some("w3"));
        assert_eq!(name(SP, View::X).as_deref(), Some("sp"));
        assert_eq!(name(SP, View::W).as_deref(), Some("wsp"));
        assert_eq!(name(XZR, View::W).as_deref(), Some("wzr"));
        assert_eq!(name(v(8), View::D).as_deref(), Some("d8"));
        assert_eq!(name(v(31), View::Q).as_deref(), Some("q31"));
        assert_eq!(name(X3, View::D), None);
        assert_eq!(name(XZR, View::V), None);
        assert_eq!(hw_enc(SP), 31);
        assert_eq!(hw_enc(XZR), 31);
        assert_ne!(SP, XZR);
        assert_eq!(dwarf_reg(SP), Some(31));
        assert_eq!(dwarf_reg(v(0)), Some(64));
        assert_eq!(dwarf_reg(v(31)), Some(95));
        assert_eq!(dwarf_reg(XZR), None);
        assert_eq!(class_of(XZR), Some(GPR));
        assert_eq!(class_of(v(3)), Some(FPR));
    }
}
