//! Fixups an assembler resolves itself: a pc-relative reference from code to a local
//! symbol of the same section has a value known before linking, so assemblers write it
//! into the instruction and leave no relocation (llvm-mc: x86 `call`/`jmp`/RIP-relative
//! operands; AArch64 `b`, `bl`, `b.cond`, `cbz`, `tbz`, `adr` — not `adrp`, whose page
//! depends on where the section lands; RISC-V `call`, branches, `jal` and `%pcrel_hi`/`%pcrel_lo` pairs,
//! which this crate's users emit without linker relaxation). `resolve_local` and
//! `resolve_pcrel_hi`/`resolve_pcrel_lo` are that rule, so objects written directly
//! agree byte for byte with the assembled asm output.

use super::RelocKind;
use crate::model::Arch;

/// Writes `value` (`S + A - P`) into the field of a relocation of `kind` at the start of
/// `field` (the relocated bytes: for AArch64 the instruction) when an assembler resolves
/// that kind against a local symbol of the same section. `Ok(false)`: the kind stays a
/// relocation. An error when the value does not fit the field.
pub fn resolve_local(arch: Arch, kind: RelocKind, value: i64, field: &mut [u8]) -> Result<bool, String> {
    use RelocKind::*;
    match (arch, kind) {
        (Arch::X86_64, PcRel32 | PltRel32) => {
            let v = i32::try_from(value).map_err(|_| format!("{kind:?} out of range: {value}"))?;
            let Some(f) = field.get_mut(..4) else {
                return Err("relocated field beyond the section".into());
            };
            f.copy_from_slice(&v.to_le_bytes());
            Ok(true)
        }
        (Arch::Aarch64, Call26 | Jump26 | CondBr19 | TstBr14 | AdrPrelLo21) => {
            let Some(f) = field.get_mut(..4) else {
                return Err("relocated field beyond the section".into());
            };
            let mut w = u32::from_le_bytes([f[0], f[1], f[2], f[3]]);
            // (bits of the immediate, scaled by 4, position of its low bit)
            let (bits, scaled, at) = match kind {
                Call26 | Jump26 => (26, true, 0),
                CondBr19 => (19, true, 5),
                TstBr14 => (14, true, 5),
                _ => (21, false, 0),
            };
            if scaled && value % 4 != 0 {
                return Err(format!("{kind:?} to a misaligned target: {value}"));
            }
            let imm = if scaled { value >> 2 } else { value };
            if imm < -(1 << (bits - 1)) || imm >= 1 << (bits - 1) {
                return Err(format!("{kind:?} out of range: {value}"));
            }
            let imm = imm as u32 & ((1u32 << bits) - 1);
            if kind == AdrPrelLo21 {
                // immlo in bits 29..31, immhi in bits 5..24.
                w = (w & !(3 << 29) & !(0x7ffff << 5)) | (imm & 3) << 29 | (imm >> 2) << 5;
            } else {
                let mask = ((1u32 << bits) - 1) << at;
                w = (w & !mask) | imm << at;
            }
            f.copy_from_slice(&w.to_le_bytes());
            Ok(true)
        }
        // `call`/`tail` (`auipc` + `jalr`) to a local function of the same section, as
        // llvm-mc resolves it when linker relaxation is off (`.option norelax`): the
        // linker would not move the code between them, so the distance is final.
        (Arch::Riscv64, RiscvCall) => {
            let Some(f) = field.get_mut(..8) else {
                return Err("relocated field beyond the section".into());
            };
            let hi = (value + 0x800) >> 12;
            if !(-(1 << 19)..(1 << 19)).contains(&hi) {
                return Err(format!("{kind:?} out of range: {value}"));
            }
            let lo = (value - (hi << 12)) as u32 & 0xfff;
            let auipc = u32::from_le_bytes([f[0], f[1], f[2], f[3]]) & 0xfff | (hi as u32 & 0xf_ffff) << 12;
            let jalr = u32::from_le_bytes([f[4], f[5], f[6], f[7]]) & 0x000f_ffff | lo << 20;
            f[..4].copy_from_slice(&auipc.to_le_bytes());
            f[4..].copy_from_slice(&jalr.to_le_bytes());
            Ok(true)
        }
        // Branches and `jal` to a label of the same section (an asm goto's block): the
        // B-type and J-type immediates, as llvm-mc writes them without relaxation.
        (Arch::Riscv64, RiscvBranch | RiscvJal) => {
            let Some(f) = field.get_mut(..4) else {
                return Err("relocated field beyond the section".into());
            };
            let bits = if kind == RiscvBranch { 13 } else { 21 };
            if value % 2 != 0 || value < -(1 << (bits - 1)) || value >= 1 << (bits - 1) {
                return Err(format!("{kind:?} out of range: {value}"));
            }
            let v = value as u32;
            let w = u32::from_le_bytes([f[0], f[1], f[2], f[3]]);
            let w = if kind == RiscvBranch {
                let imm = (v >> 12 & 1) << 31 | (v >> 5 & 0x3f) << 25 | (v >> 1 & 0xf) << 8 | (v >> 11 & 1) << 7;
                w & 0x01ff_f07f | imm
            } else {
                let imm = (v >> 20 & 1) << 31 | (v >> 1 & 0x3ff) << 21 | (v >> 11 & 1) << 20 | (v >> 12 & 0xff) << 12;
                w & 0x0000_0fff | imm
            };
            f.copy_from_slice(&w.to_le_bytes());
            Ok(true)
        }
        _ => Ok(false),
    }
}

/// The `auipc` of a RISC-V `%pcrel_hi` whose value `S + A - P` an assembler knows (a
/// local symbol of the same section, no linker relaxation): its upper 20 bits written
/// into the instruction, as llvm-mc does under `.option norelax`. The `%pcrel_lo`s that
/// name this `auipc` then take `resolve_pcrel_lo` with the same value.
pub fn resolve_pcrel_hi(value: i64, field: &mut [u8]) -> Result<(), String> {
    let Some(f) = field.get_mut(..4) else {
        return Err("relocated field beyond the section".into());
    };
    let hi = (value + 0x800) >> 12;
    if !(-(1 << 19)..(1 << 19)).contains(&hi) {
        return Err(format!("%pcrel_hi out of range: {value}"));
    }
    let w = u32::from_le_bytes([f[0], f[1], f[2], f[3]]) & 0xfff | (hi as u32 & 0xf_ffff) << 12;
    f.copy_from_slice(&w.to_le_bytes());
    Ok(())
}

/// The low 12 bits of a resolved `%pcrel_hi`'s value (`hi_value`) written into the
/// I-type (`RiscvPcrelLo12I`) or S-type (`RiscvPcrelLo12S`) immediate of the instruction
/// at the start of `field`.
pub fn resolve_pcrel_lo(kind: RelocKind, hi_value: i64, field: &mut [u8]) -> Result<(), String> {
    let Some(f) = field.get_mut(..4) else {
        return Err("relocated field beyond the section".into());
    };
    let lo = (hi_value - (((hi_value + 0x800) >> 12) << 12)) as u32 & 0xfff;
    let w = u32::from_le_bytes([f[0], f[1], f[2], f[3]]);
    let w = match kind {
        RelocKind::RiscvPcrelLo12I => w & 0x000f_ffff | lo << 20,
        RelocKind::RiscvPcrelLo12S => w & 0x01ff_f07f | (lo >> 5) << 25 | (lo & 0x1f) << 7,
        _ => return Err(format!("{kind:?} is no %pcrel_lo")),
    };
    f.copy_from_slice(&w.to_le_bytes());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn word(arch: Arch, kind: RelocKind, base: u32, value: i64) -> u32 {
        let mut f = base.to_le_bytes();
        assert!(resolve_local(arch, kind, value, &mut f).unwrap());
        u32::from_le_bytes(f)
    }

    /// `call f` to a local `f` 0x26 bytes back, as llvm-mc-19 assembles it under
    /// `.option norelax` (`auipc ra, 0; jalr -0x26(ra)`).
    #[test]
    fn riscv_call_as_llvm_mc_writes_it() {
        let mut f = [0u8; 8];
        f[..4].copy_from_slice(&0x0000_0097u32.to_le_bytes());
        f[4..].copy_from_slice(&0x0000_80e7u32.to_le_bytes());
        assert!(resolve_local(Arch::Riscv64, RelocKind::RiscvCall, -0x26, &mut f).unwrap());
        assert_eq!(f, [0x97, 0, 0, 0, 0xe7, 0x80, 0xa0, 0xfd]);
    }

    /// Words as llvm-mc-19 assembles them (`bl .-4`, `b .-8`, `b.eq .-12`, `cbz x0, .-24`,
    /// `adr x0, .-16`, `tbz w0, #3, .+8`).
    #[test]
    fn aarch64_fields_as_llvm_mc_writes_them() {
        assert_eq!(word(Arch::Aarch64, RelocKind::Call26, 0x9400_0000, -4), 0x97ff_ffff);
        assert_eq!(word(Arch::Aarch64, RelocKind::Jump26, 0x1400_0000, -8), 0x17ff_fffe);
        assert_eq!(word(Arch::Aarch64, RelocKind::CondBr19, 0x5400_0000, -12), 0x54ff_ffa0);
        assert_eq!(word(Arch::Aarch64, RelocKind::CondBr19, 0xb400_0000, -24), 0xb4ff_ff40);
        assert_eq!(
            word(Arch::Aarch64, RelocKind::AdrPrelLo21, 0x1000_0000, -16),
            0x10ff_ff80
        );
        assert_eq!(word(Arch::Aarch64, RelocKind::TstBr14, 0x3618_0000, 8), 0x3618_0040);
    }

    /// Words as llvm-mc-19 assembles them (`beq a0, t0, .-0x40`, `bne a1, a2, .+0x7fe`,
    /// `j .+0x1000`, `jal ra, .-0x100000`, `bgeu s2, t0, .+8`).
    #[test]
    fn riscv_branch_fields_as_llvm_mc_writes_them() {
        assert_eq!(word(Arch::Riscv64, RelocKind::RiscvBranch, 0x0055_0063, -0x40), 0xfc55_00e3);
        assert_eq!(word(Arch::Riscv64, RelocKind::RiscvBranch, 0x00c5_9063, 0x7fe), 0x7ec5_9f63);
        assert_eq!(word(Arch::Riscv64, RelocKind::RiscvJal, 0x0000_006f, 0x1000), 0x0000_106f);
        assert_eq!(word(Arch::Riscv64, RelocKind::RiscvJal, 0x0000_00ef, -0x10_0000), 0x8000_00ef);
        assert_eq!(word(Arch::Riscv64, RelocKind::RiscvBranch, 0x0059_7063, 8), 0x0059_7463);
        let mut f = [0u8; 4];
        assert!(resolve_local(Arch::Riscv64, RelocKind::RiscvBranch, 0x1000, &mut f).is_err());
    }

    #[test]
    fn out_of_range_and_other_kinds() {
        let mut f = [0u8; 4];
        assert!(resolve_local(Arch::Aarch64, RelocKind::TstBr14, 1 << 20, &mut f).is_err());
        assert!(!resolve_local(Arch::Aarch64, RelocKind::AdrPrelPgHi21, 0, &mut f).unwrap());
        assert!(!resolve_local(Arch::X86_64, RelocKind::Abs64, 0, &mut f).unwrap());
        assert!(resolve_local(Arch::X86_64, RelocKind::PcRel32, -5, &mut f).unwrap());
        assert_eq!(i32::from_le_bytes(f), -5);
    }
}
