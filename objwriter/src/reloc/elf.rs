//! The one place that maps (arch, neutral kind) to ELF relocation types
//! (`R_X86_64_*`, `R_AARCH64_*`, `R_RISCV_*`), with the type's name for `.reloc` directives.
//! All three architectures use RELA, so addends are passed through unchanged.

use object::elf::*;

use super::RelocKind;
use crate::model::{Arch, Format};
use crate::{Error, Result};

/// An ELF relocation type: its number and its psABI name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ElfReloc {
    pub r_type: u32,
    pub name: &'static str,
}

macro_rules! r {
    ($c:ident) => {
        Some(ElfReloc {
            r_type: $c,
            name: stringify!($c),
        })
    };
}

/// The ELF relocation type for `kind` on `arch`.
pub fn elf_reloc(arch: Arch, kind: RelocKind) -> Result<ElfReloc> {
    use RelocKind as K;
    let found = match arch {
        Arch::X86_64 => match kind {
            K::Marker => r!(R_X86_64_NONE),
            K::Abs8 => r!(R_X86_64_8),
            K::Abs16 => r!(R_X86_64_16),
            K::Abs32 => r!(R_X86_64_32),
            K::Abs32Signed => r!(R_X86_64_32S),
            K::Abs64 => r!(R_X86_64_64),
            K::PcRel32 => r!(R_X86_64_PC32),
            K::PcRel64 => r!(R_X86_64_PC64),
            K::PltRel32 => r!(R_X86_64_PLT32),
            K::GotPcRel32 => r!(R_X86_64_GOTPCREL),
            K::GotPcRelX => r!(R_X86_64_GOTPCRELX),
            K::RexGotPcRelX => r!(R_X86_64_REX_GOTPCRELX),
            K::TlsGd32 => r!(R_X86_64_TLSGD),
            K::TlsLd32 => r!(R_X86_64_TLSLD),
            K::DtpOff32 => r!(R_X86_64_DTPOFF32),
            K::DtpOff64 => r!(R_X86_64_DTPOFF64),
            K::GotTpOff32 => r!(R_X86_64_GOTTPOFF),
            K::TpOff32 => r!(R_X86_64_TPOFF32),
            _ => None,
        },
        Arch::Aarch64 => match kind {
            K::Marker => r!(R_AARCH64_NONE),
            K::Abs16 => r!(R_AARCH64_ABS16),
            K::Abs32 | K::Abs32Signed => r!(R_AARCH64_ABS32),
            K::Abs64 => r!(R_AARCH64_ABS64),
            K::PcRel32 => r!(R_AARCH64_PREL32),
            K::PcRel64 => r!(R_AARCH64_PREL64),
            K::DtpOff64 => r!(R_AARCH64_TLS_DTPREL),
            K::Call26 => r!(R_AARCH64_CALL26),
            K::Jump26 => r!(R_AARCH64_JUMP26),
            K::AdrPrelLo21 => r!(R_AARCH64_ADR_PREL_LO21),
            K::AdrPrelPgHi21 => r!(R_AARCH64_ADR_PREL_PG_HI21),
            K::AddAbsLo12Nc => r!(R_AARCH64_ADD_ABS_LO12_NC),
            K::Ldst8AbsLo12Nc => r!(R_AARCH64_LDST8_ABS_LO12_NC),
            K::Ldst16AbsLo12Nc => r!(R_AARCH64_LDST16_ABS_LO12_NC),
            K::Ldst32AbsLo12Nc => r!(R_AARCH64_LDST32_ABS_LO12_NC),
            K::Ldst64AbsLo12Nc => r!(R_AARCH64_LDST64_ABS_LO12_NC),
            K::Ldst128AbsLo12Nc => r!(R_AARCH64_LDST128_ABS_LO12_NC),
            K::AdrGotPage => r!(R_AARCH64_ADR_GOT_PAGE),
            K::Ld64GotLo12Nc => r!(R_AARCH64_LD64_GOT_LO12_NC),
            K::CondBr19 => r!(R_AARCH64_CONDBR19),
            K::TstBr14 => r!(R_AARCH64_TSTBR14),
            K::MovwUabsG0Nc => r!(R_AARCH64_MOVW_UABS_G0_NC),
            K::MovwUabsG1Nc => r!(R_AARCH64_MOVW_UABS_G1_NC),
            K::MovwUabsG2Nc => r!(R_AARCH64_MOVW_UABS_G2_NC),
            K::MovwUabsG3 => r!(R_AARCH64_MOVW_UABS_G3),
            K::TlsleAddTprelHi12 => r!(R_AARCH64_TLSLE_ADD_TPREL_HI12),
            K::TlsleAddTprelLo12Nc => r!(R_AARCH64_TLSLE_ADD_TPREL_LO12_NC),
            K::TlsieAdrGottprelPage21 => r!(R_AARCH64_TLSIE_ADR_GOTTPREL_PAGE21),
            K::TlsieLd64GottprelLo12Nc => r!(R_AARCH64_TLSIE_LD64_GOTTPREL_LO12_NC),
            K::TlsdescAdrPage21 => r!(R_AARCH64_TLSDESC_ADR_PAGE21),
            K::TlsdescLd64Lo12 => r!(R_AARCH64_TLSDESC_LD64_LO12),
            K::TlsdescAddLo12 => r!(R_AARCH64_TLSDESC_ADD_LO12),
            K::TlsdescCall => r!(R_AARCH64_TLSDESC_CALL),
            _ => None,
        },
        Arch::Riscv64 => match kind {
            K::Marker => r!(R_RISCV_NONE),
            K::Abs32 | K::Abs32Signed => r!(R_RISCV_32),
            K::Abs64 => r!(R_RISCV_64),
            K::PcRel32 => r!(R_RISCV_32_PCREL),
            K::DtpOff32 => r!(R_RISCV_TLS_DTPREL32),
            K::DtpOff64 => r!(R_RISCV_TLS_DTPREL64),
            K::RiscvCall => r!(R_RISCV_CALL_PLT),
            K::RiscvPcrelHi20 => r!(R_RISCV_PCREL_HI20),
            K::RiscvPcrelLo12I => r!(R_RISCV_PCREL_LO12_I),
            K::RiscvPcrelLo12S => r!(R_RISCV_PCREL_LO12_S),
            K::RiscvHi20 => r!(R_RISCV_HI20),
            K::RiscvLo12I => r!(R_RISCV_LO12_I),
            K::RiscvLo12S => r!(R_RISCV_LO12_S),
            K::RiscvGotHi20 => r!(R_RISCV_GOT_HI20),
            K::RiscvTlsGotHi20 => r!(R_RISCV_TLS_GOT_HI20),
            K::RiscvTlsGdHi20 => r!(R_RISCV_TLS_GD_HI20),
            K::RiscvTprelHi20 => r!(R_RISCV_TPREL_HI20),
            K::RiscvTprelLo12I => r!(R_RISCV_TPREL_LO12_I),
            K::RiscvTprelLo12S => r!(R_RISCV_TPREL_LO12_S),
            K::RiscvTprelAdd => r!(R_RISCV_TPREL_ADD),
            K::RiscvTlsdescHi20 => r!(R_RISCV_TLSDESC_HI20),
            K::RiscvTlsdescLoadLo12 => r!(R_RISCV_TLSDESC_LOAD_LO12),
            K::RiscvTlsdescAddLo12 => r!(R_RISCV_TLSDESC_ADD_LO12),
            K::RiscvTlsdescCall => r!(R_RISCV_TLSDESC_CALL),
            K::RiscvBranch => r!(R_RISCV_BRANCH),
            K::RiscvJal => r!(R_RISCV_JAL),
            K::RiscvRvcBranch => r!(R_RISCV_RVC_BRANCH),
            K::RiscvRvcJump => r!(R_RISCV_RVC_JUMP),
            K::RiscvRelax => r!(R_RISCV_RELAX),
            K::RiscvAdd8 => r!(R_RISCV_ADD8),
            K::RiscvAdd16 => r!(R_RISCV_ADD16),
            K::RiscvAdd32 => r!(R_RISCV_ADD32),
            K::RiscvAdd64 => r!(R_RISCV_ADD64),
            K::RiscvSub8 => r!(R_RISCV_SUB8),
            K::RiscvSub16 => r!(R_RISCV_SUB16),
            K::RiscvSub32 => r!(R_RISCV_SUB32),
            K::RiscvSub64 => r!(R_RISCV_SUB64),
            K::RiscvSet6 => r!(R_RISCV_SET6),
            K::RiscvSub6 => r!(R_RISCV_SUB6),
            K::RiscvSet8 => r!(R_RISCV_SET8),
            K::RiscvSet16 => r!(R_RISCV_SET16),
            K::RiscvSet32 => r!(R_RISCV_SET32),
            K::RiscvAlign => r!(R_RISCV_ALIGN),
            _ => None,
        },
    };
    found.ok_or(Error::UnsupportedReloc {
        arch,
        format: Format::Elf,
        kind,
    })
}
