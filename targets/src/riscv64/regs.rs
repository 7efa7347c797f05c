//! RISC-V 64 registers: their `PReg` numbers, register classes, ABI names (as llvm prints
//! them), the 5-bit hardware fields, the compressed-register subset (`x8..x15`,
//! `f8..f15`) and DWARF numbers.
//!
//! Numbering: `x0..x31` are `PReg(0..32)` and `f0..f31` are `PReg(32..64)`. The low five
//! bits of every number are the hardware field. `x0` (`zero`) is a real register number,
//! unlike AArch64's xzr it shares no field with another register, so slots take it like
//! any other GPR; the compressed forms that cannot name it are simply not chosen.
//!
//! Allocation (`machine_env`): a0-a7, t0-t4 and ft0-ft10, fa0-fa7 are the caller-saved
//! registers, s1-s11 (and s0 without a frame pointer) and fs0-fs11 the callee-saved ones.
//! zero, ra, sp, gp and tp are never allocated. t6 and ft11 are the move resolver's
//! scratch registers; t5 is frame lowering's, for stack offsets beyond 12 bits (llc
//! scavenges a register there; a fixed one is simpler and costs one register).

use rllc_regalloc::{ClassEnv, MachineEnv, PReg, RegClass};

/// The general-purpose register class (i8..i64 values, pointers).
pub const GPR: RegClass = RegClass(0);
/// The floating-point register class (f32 and f64 values).
pub const FPR: RegClass = RegClass(1);

/// `xn` for n in 0..32.
pub const fn x(n: u16) -> PReg {
    PReg(n)
}

/// `fn` for n in 0..32.
pub const fn f(n: u16) -> PReg {
    PReg(32 + n)
}

/// Number of physical register numbers this target uses (x0..x31, f0..f31).
pub const NUM_PREGS: usize = 64;

/// Hard-wired zero.
pub const ZERO: PReg = x(0);
/// The return address (link register of `jal`/`jalr`).
pub const RA: PReg = x(1);
/// The stack pointer.
pub const SP: PReg = x(2);
/// The global pointer (linker relaxation of small data; never allocated).
pub const GP: PReg = x(3);
/// The thread pointer (TLS base; never allocated).
pub const TP: PReg = x(4);
pub const T0: PReg = x(5);
pub const T1: PReg = x(6);
pub const T2: PReg = x(7);
/// Callee-saved s0, also the frame pointer.
pub const S0: PReg = x(8);
pub const FP: PReg = x(8);
pub const S1: PReg = x(9);
pub const A0: PReg = x(10);
pub const A1: PReg = x(11);
pub const A2: PReg = x(12);
pub const A3: PReg = x(13);
pub const A4: PReg = x(14);
pub const A5: PReg = x(15);
pub const A6: PReg = x(16);
pub const A7: PReg = x(17);
pub const S2: PReg = x(18);
pub const S3: PReg = x(19);
pub const S4: PReg = x(20);
pub const S5: PReg = x(21);
pub const S6: PReg = x(22);
pub const S7: PReg = x(23);
pub const S8: PReg = x(24);
pub const S9: PReg = x(25);
pub const S10: PReg = x(26);
pub const S11: PReg = x(27);
pub const T3: PReg = x(28);
pub const T4: PReg = x(29);
pub const T5: PReg = x(30);
pub const T6: PReg = x(31);

pub const FT0: PReg = f(0);
pub const FT1: PReg = f(1);
pub const FS0: PReg = f(8);
pub const FS1: PReg = f(9);
pub const FA0: PReg = f(10);
pub const FA1: PReg = f(11);
pub const FA2: PReg = f(12);
pub const FA3: PReg = f(13);
pub const FA7: PReg = f(17);
pub const FS11: PReg = f(27);
pub const FT11: PReg = f(31);

/// The integer argument registers (lp64d: a0-a7).
pub const INT_ARG_REGS: [PReg; 8] = [A0, A1, A2, A3, A4, A5, A6, A7];
/// The FP argument registers (fa0-fa7).
pub const FLOAT_ARG_REGS: [PReg; 8] = [f(10), f(11), f(12), f(13), f(14), f(15), f(16), f(17)];
/// The move resolver's GPR scratch (never allocated, never an argument).
pub const GPR_SCRATCH: PReg = T6;
/// The move resolver's FPR scratch.
pub const FPR_SCRATCH: PReg = FT11;
/// Frame lowering's scratch for offsets that need materializing (never allocated).
pub const FRAME_SCRATCH: PReg = T5;
/// Callee-saved GPRs, s0 (the frame pointer when one is kept) first.
pub const CALLEE_SAVED_GPRS: [PReg; 12] = [S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, S10, S11];
/// Callee-saved FPRs fs0-fs11.
pub const CALLEE_SAVED_FPRS: [PReg; 12] =
    [f(8), f(9), f(18), f(19), f(20), f(21), f(22), f(23), f(24), f(25), f(26), f(27)];

/// What a call may overwrite: ra, t0-t6, a0-a7 and every FPR but fs0-fs11.
pub fn call_clobbers() -> &'static [PReg] {
    const C: [PReg; 36] = [
        RA,
        T0,
        T1,
        T2,
        A0,
        A1,
        A2,
        A3,
        A4,
        A5,
        A6,
        A7,
        T3,
        T4,
        T5,
        T6,
        f(0),
        f(1),
        f(2),
        f(3),
        f(4),
        f(5),
        f(6),
        f(7),
        f(10),
        f(11),
        f(12),
        f(13),
        f(14),
        f(15),
        f(16),
        f(17),
        f(28),
        f(29),
        f(30),
        f(31),
    ];
    &C
}

/// The allocatable registers; s0 is left out when it is the frame pointer.
pub fn machine_env(frame_pointer: bool) -> MachineEnv {
    let mut g = ClassEnv { scratch: Some(GPR_SCRATCH), ..Default::default() };
    g.caller_saved.extend([A0, A1, A2, A3, A4, A5, A6, A7, T0, T1, T2, T3, T4]);
    g.callee_saved.extend(CALLEE_SAVED_GPRS.iter().copied().filter(|&p| !(frame_pointer && p == S0)));
    let mut fl = ClassEnv { scratch: Some(FPR_SCRATCH), ..Default::default() };
    fl.caller_saved.extend((10..18).chain(0..8).chain(28..31).map(f));
    fl.callee_saved.extend(CALLEE_SAVED_FPRS);
    MachineEnv { classes: vec![g, fl] }
}

/// The ABI names of x0..x31, as llvm prints them (`s0`, never `fp`).
const GPR_NAMES: [&str; 32] = [
    "zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1", "a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7", "s2",
    "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6",
];

/// The ABI names of f0..f31.
const FPR_NAMES: [&str; 32] = [
    "ft0", "ft1", "ft2", "ft3", "ft4", "ft5", "ft6", "ft7", "fs0", "fs1", "fa0", "fa1", "fa2", "fa3", "fa4", "fa5",
    "fa6", "fa7", "fs2", "fs3", "fs4", "fs5", "fs6", "fs7", "fs8", "fs9", "fs10", "fs11", "ft8", "ft9", "ft10", "ft11",
];

/// Whether `p` is `x0..x31`.
pub fn is_gpr(p: PReg) -> bool {
    p.0 < 32
}

/// Whether `p` is `f0..f31`.
pub fn is_fpr(p: PReg) -> bool {
    (32..64).contains(&p.0)
}

/// The class of a physical register; `None` for numbers this target does not use.
pub fn class_of(p: PReg) -> Option<RegClass> {
    if is_gpr(p) {
        Some(GPR)
    } else if is_fpr(p) {
        Some(FPR)
    } else {
        None
    }
}

/// The 5-bit hardware field of a register.
pub fn hw_enc(p: PReg) -> u32 {
    (p.0 & 31) as u32
}

/// The 3-bit field of a register the compressed formats can name (`x8..x15`, `f8..f15`),
/// `None` for the others.
pub fn rvc_enc(p: PReg) -> Option<u32> {
    let n = hw_enc(p);
    (p.0 < 64 && (8..16).contains(&n)).then_some(n - 8)
}

/// The ABI name of a register (`a0`, `fa0`), `None` for numbers this target does not use.
pub fn name(p: PReg) -> Option<&'static str> {
    if is_gpr(p) {
        Some(GPR_NAMES[p.0 as usize])
    } else if is_fpr(p) {
        Some(FPR_NAMES[p.0 as usize - 32])
    } else {
        None
    }
}

/// The register an ABI name (or `xN`/`fN`, or `fp`) stands for: the inverse of `name`,
/// for the inline-asm assembler and the tests.
pub fn parse(text: &str) -> Option<PReg> {
    if text == "fp" {
        return Some(FP);
    }
    if let Some(i) = GPR_NAMES.iter().position(|n| *n == text) {
        return Some(x(i as u16));
    }
    if let Some(i) = FPR_NAMES.iter().position(|n| *n == text) {
        return Some(f(i as u16));
    }
    let numbered = |prefix: char, make: fn(u16) -> PReg| {
        let n: u16 = text.strip_prefix(prefix)?.parse().ok()?;
        (n < 32).then(|| make(n))
    };
    numbered('x', x).or_else(|| numbered('f', f))
}

/// The DWARF register number (psABI: x0..x31 are 0..31, f0..f31 are 32..63).
pub fn dwarf_reg(p: PReg) -> Option<u16> {
    (p.0 < 64).then_some(p.0)
}

/// The DWARF number of the return-address column (`ra`).
pub const DWARF_RETURN_ADDRESS: u16 = 1;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for n in 0..64 {
            let p = PReg(n);
            assert_eq!(parse(name(p).unwrap()), Some(p));
            assert_eq!(dwarf_reg(p), Some(n));
        }
        assert_eq!(name(FP), Some("s0"));
        assert_eq!(parse("x31"), Some(T6));
        assert_eq!(parse("f31"), Some(FT11));
        assert_eq!(parse("x32"), None);
        assert_eq!(rvc_enc(A5), Some(7));
        assert_eq!(rvc_enc(FS0), Some(0));
        assert_eq!(rvc_enc(A6), None);
        assert_eq!(name(PReg(64)), None);
    }
}
