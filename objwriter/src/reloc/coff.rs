//! The one place that maps (arch, neutral kind) to COFF relocation types
//! (`IMAGE_REL_AMD64_*`, `IMAGE_REL_ARM64_*`).
//!
//! COFF has implicit addends. For data fields (32/64-bit) the `object` crate stores the
//! addend in the field and converts the pc-relative convention (`REL32` is relative to the
//! end of the field). For AArch64 instruction fields it cannot, so [`arm64_store_addend`]
//! puts the addend into the instruction's immediate, where the linker reads it.

use object::pe::*;

use super::RelocKind;
use crate::model::{Arch, Format};
use crate::{Error, Result};

/// The COFF relocation type for `kind` on `arch`.
pub fn coff_reloc(arch: Arch, kind: RelocKind) -> Result<u16> {
    use RelocKind as K;
    let found = match arch {
        Arch::X86_64 => match kind {
            K::Abs32 | K::Abs32Signed => Some(IMAGE_REL_AMD64_ADDR32),
            K::Abs64 => Some(IMAGE_REL_AMD64_ADDR64),
            K::ImageRel32 => Some(IMAGE_REL_AMD64_ADDR32NB),
            // A call needs no PLT on Windows: the import thunk or the definition is direct.
            K::PcRel32 | K::PltRel32 => Some(IMAGE_REL_AMD64_REL32),
            K::SecRel32 => Some(IMAGE_REL_AMD64_SECREL),
            K::SectionIndex16 => Some(IMAGE_REL_AMD64_SECTION),
            _ => None,
        },
        Arch::Aarch64 => match kind {
            K::Abs32 | K::Abs32Signed => Some(IMAGE_REL_ARM64_ADDR32),
            K::Abs64 => Some(IMAGE_REL_ARM64_ADDR64),
            K::ImageRel32 => Some(IMAGE_REL_ARM64_ADDR32NB),
            K::PcRel32 => Some(IMAGE_REL_ARM64_REL32),
            K::SecRel32 => Some(IMAGE_REL_ARM64_SECREL),
            K::SectionIndex16 => Some(IMAGE_REL_ARM64_SECTION),
            K::Call26 | K::Jump26 => Some(IMAGE_REL_ARM64_BRANCH26),
            K::CondBr19 => Some(IMAGE_REL_ARM64_BRANCH19),
            K::TstBr14 => Some(IMAGE_REL_ARM64_BRANCH14),
            K::AdrPrelLo21 => Some(IMAGE_REL_ARM64_REL21),
            K::AdrPrelPgHi21 => Some(IMAGE_REL_ARM64_PAGEBASE_REL21),
            K::AddAbsLo12Nc => Some(IMAGE_REL_ARM64_PAGEOFFSET_12A),
            K::Ldst8AbsLo12Nc | K::Ldst16AbsLo12Nc | K::Ldst32AbsLo12Nc | K::Ldst64AbsLo12Nc | K::Ldst128AbsLo12Nc => {
                Some(IMAGE_REL_ARM64_PAGEOFFSET_12L)
            }
            K::SecRelHigh12A => Some(IMAGE_REL_ARM64_SECREL_HIGH12A),
            K::SecRelLow12A => Some(IMAGE_REL_ARM64_SECREL_LOW12A),
            K::SecRelLow12L => Some(IMAGE_REL_ARM64_SECREL_LOW12L),
            _ => None,
        },
        Arch::Riscv64 => None,
    };
    found.ok_or(Error::UnsupportedReloc {
        arch,
        format: Format::Coff,
        kind,
    })
}

/// True if the relocation's field is an AArch64 instruction (its addend must be stored
/// in the immediate by [`arm64_store_addend`] instead of by the `object` crate).
pub fn is_arm64_instruction(typ: u16) -> bool {
    matches!(
        typ,
        IMAGE_REL_ARM64_BRANCH26
            | IMAGE_REL_ARM64_BRANCH19
            | IMAGE_REL_ARM64_BRANCH14
            | IMAGE_REL_ARM64_REL21
            | IMAGE_REL_ARM64_PAGEBASE_REL21
            | IMAGE_REL_ARM64_PAGEOFFSET_12A
            | IMAGE_REL_ARM64_PAGEOFFSET_12L
            | IMAGE_REL_ARM64_SECREL_HIGH12A
            | IMAGE_REL_ARM64_SECREL_LOW12A
            | IMAGE_REL_ARM64_SECREL_LOW12L
    )
}

/// Stores `addend` in the immediate field of the AArch64 instruction `insn` for relocation
/// type `typ` (byte offsets for `adr`/`adrp`/`add`, scaled for loads and branches), the way
/// the Microsoft and LLD linkers read implicit addends.
pub fn arm64_store_addend(typ: u16, insn: u32, addend: i64) -> Result<u32> {
    let bad = || {
        Error::Unsupported(format!(
            "COFF ARM64 relocation type {typ:#x}: addend {addend} does not fit"
        ))
    };
    let fits = |bits: u32, v: i64| v >= -(1i64 << (bits - 1)) && v < (1i64 << (bits - 1));
    Ok(match typ {
        IMAGE_REL_ARM64_REL21 | IMAGE_REL_ARM64_PAGEBASE_REL21 => {
            // adr/adrp: immlo = bits 29..30, immhi = bits 5..23.
            if !fits(21, addend) {
                return Err(bad());
            }
            let imm = (addend as u32) & 0x1f_ffff;
            (insn & !(0x6000_0000 | 0x00ff_ffe0)) | ((imm & 3) << 29) | ((imm >> 2) << 5)
        }
        IMAGE_REL_ARM64_PAGEOFFSET_12A | IMAGE_REL_ARM64_SECREL_LOW12A | IMAGE_REL_ARM64_SECREL_HIGH12A => {
            if !(0..0x1000).contains(&addend) {
                return Err(bad());
            }
            (insn & !(0xfff << 10)) | ((addend as u32) << 10)
        }
        IMAGE_REL_ARM64_PAGEOFFSET_12L | IMAGE_REL_ARM64_SECREL_LOW12L => {
            // The access size is in bits 30..31 (bit 23 with opc=0b11 for 128-bit vectors).
            let mut scale = insn >> 30;
            if insn & 0x0480_0000 == 0x0480_0000 {
                scale = 4;
            }
            if !(0..0x1000).contains(&addend) || addend & ((1 << scale) - 1) != 0 {
                return Err(bad());
            }
            (insn & !(0xfff << 10)) | (((addend as u32) >> scale) << 10)
        }
        IMAGE_REL_ARM64_BRANCH26 => {
            if addend & 3 != 0 || !fits(28, addend) {
                return Err(bad());
            }
            (insn & !0x03ff_ffff) | (((addend >> 2) as u32) & 0x03ff_ffff)
        }
        IMAGE_REL_ARM64_BRANCH19 => {
            if addend & 3 != 0 || !fits(21, addend) {
                return Err(bad());
            }
            (insn & !(0x7_ffff << 5)) | ((((addend >> 2) as u32) & 0x7_ffff) << 5)
        }
        IMAGE_REL_ARM64_BRANCH14 => {
            if addend & 3 != 0 || !fits(16, addend) {
                return Err(bad());
            }
            (insn & !(0x3fff << 5)) | ((((addend >> 2) as u32) & 0x3fff) << 5)
        }
        _ => return Err(bad()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arm64_addends_go_into_immediates() {
        // adrp x0, #0x1004 bytes: immlo = 0, immhi = 0x401.
        assert_eq!(
            arm64_store_addend(IMAGE_REL_ARM64_PAGEBASE_REL21, 0x9000_0000, 0x1004).unwrap(),
            0x9000_8020
        );
        // add x0, x0, #0x10
        assert_eq!(
            arm64_store_addend(IMAGE_REL_ARM64_PAGEOFFSET_12A, 0x9100_0000, 0x10).unwrap(),
            0x9100_4000
        );
        // ldr w0, [x0, #8]: 32-bit access, scaled by 4.
        assert_eq!(
            arm64_store_addend(IMAGE_REL_ARM64_PAGEOFFSET_12L, 0xb940_0000, 8).unwrap(),
            0xb940_0800
        );
        // b .+8
        assert_eq!(
            arm64_store_addend(IMAGE_REL_ARM64_BRANCH26, 0x1400_0000, 8).unwrap(),
            0x1400_0002
        );
        // misaligned and out-of-range addends are errors
        assert!(arm64_store_addend(IMAGE_REL_ARM64_PAGEOFFSET_12L, 0xb940_0000, 6).is_err());
        assert!(arm64_store_addend(IMAGE_REL_ARM64_BRANCH26, 0x1400_0000, 2).is_err());
        assert!(arm64_store_addend(IMAGE_REL_ARM64_PAGEOFFSET_12A, 0x9100_0000, 0x1000).is_err());
    }

    #[test]
    fn riscv_has_no_coff() {
        assert!(coff_reloc(Arch::Riscv64, RelocKind::Abs64).is_err());
    }
}
