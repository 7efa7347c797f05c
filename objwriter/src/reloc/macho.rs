//! The one place that maps (arch, neutral kind) to Mach-O relocation fields
//! (`r_type`, `r_pcrel`, `r_length`; `r_extern` is decided by the `object` crate from the
//! symbol). ARM64 `PAGE21`/`PAGEOFF12`/`BRANCH26` addends become `ARM64_RELOC_ADDEND`
//! pairs in the `object` crate; other ARM64 instruction relocations cannot carry one.

use object::macho::*;

use super::RelocKind;
use crate::model::{Arch, Format};
use crate::{Error, Result};

/// Mach-O relocation fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MachOReloc {
    pub r_type: u8,
    pub r_pcrel: bool,
    /// log2 of the field size in bytes.
    pub r_length: u8,
}

fn m(r_type: u8, r_pcrel: bool, r_length: u8) -> Option<MachOReloc> {
    Some(MachOReloc {
        r_type,
        r_pcrel,
        r_length,
    })
}

/// The Mach-O relocation for `kind` on `arch`, checking that `addend` can be expressed.
pub fn macho_reloc(arch: Arch, kind: RelocKind, addend: i64) -> Result<MachOReloc> {
    use RelocKind as K;
    let found = match arch {
        Arch::X86_64 => match kind {
            K::Abs64 => m(X86_64_RELOC_UNSIGNED, false, 3),
            K::Abs32 | K::Abs32Signed => m(X86_64_RELOC_UNSIGNED, false, 2),
            K::PcRel32 => m(X86_64_RELOC_SIGNED, true, 2),
            K::PltRel32 => m(X86_64_RELOC_BRANCH, true, 2),
            K::GotPcRel32 => m(X86_64_RELOC_GOT, true, 2),
            K::GotPcRelX | K::RexGotPcRelX => m(X86_64_RELOC_GOT_LOAD, true, 2),
            K::TlvPcRel32 => m(X86_64_RELOC_TLV, true, 2),
            _ => None,
        },
        Arch::Aarch64 => {
            let r = match kind {
                K::Abs64 => m(ARM64_RELOC_UNSIGNED, false, 3),
                K::Abs32 | K::Abs32Signed => m(ARM64_RELOC_UNSIGNED, false, 2),
                K::Call26 | K::Jump26 => m(ARM64_RELOC_BRANCH26, true, 2),
                K::AdrPrelPgHi21 => m(ARM64_RELOC_PAGE21, true, 2),
                K::AddAbsLo12Nc
                | K::Ldst8AbsLo12Nc
                | K::Ldst16AbsLo12Nc
                | K::Ldst32AbsLo12Nc
                | K::Ldst64AbsLo12Nc
                | K::Ldst128AbsLo12Nc => m(ARM64_RELOC_PAGEOFF12, false, 2),
                K::AdrGotPage => m(ARM64_RELOC_GOT_LOAD_PAGE21, true, 2),
                K::Ld64GotLo12Nc => m(ARM64_RELOC_GOT_LOAD_PAGEOFF12, false, 2),
                K::TlvpLoadPage21 => m(ARM64_RELOC_TLVP_LOAD_PAGE21, true, 2),
                K::TlvpLoadPageoff12 => m(ARM64_RELOC_TLVP_LOAD_PAGEOFF12, false, 2),
                _ => None,
            };
            let addend_in_insn = matches!(
                kind,
                K::AdrGotPage | K::Ld64GotLo12Nc | K::TlvpLoadPage21 | K::TlvpLoadPageoff12
            );
            if r.is_some() && addend_in_insn && addend != 0 {
                return Err(Error::Unsupported(format!(
                    "Mach-O ARM64 relocation {kind:?} cannot carry addend {addend}"
                )));
            }
            r
        }
        Arch::Riscv64 => None,
    };
    found.ok_or(Error::UnsupportedReloc {
        arch,
        format: Format::MachO,
        kind,
    })
}
