//! Target-neutral relocations: what the encoders emit (`Reloc { offset, kind, symbol,
//! addend }`), and the per-format mapping modules that turn a kind into ELF, COFF or
//! Mach-O relocation types (one module per format, one function each).
//!
//! Addend convention (every format): the value stored is computed as in ELF RELA, i.e.
//! `S + A` for absolute kinds and `S + A - P` for pc-relative kinds, where `P` is the
//! address of the relocated field. An x86 `call rel32` therefore carries `addend = -4`.
//! The COFF and Mach-O writers convert to those formats' implicit-addend conventions.

pub mod coff;
pub mod elf;
pub mod fixup;
pub mod macho;

use crate::model::SymbolId;

/// One relocation in a section's bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reloc {
    /// Offset of the relocated field (for AArch64/RISC-V: of the instruction) in the section.
    pub offset: u64,
    pub kind: RelocKind,
    pub symbol: SymbolId,
    pub addend: i64,
}

impl Reloc {
    pub fn new(offset: u64, kind: RelocKind, symbol: SymbolId, addend: i64) -> Reloc {
        Reloc {
            offset,
            kind,
            symbol,
            addend,
        }
    }
}

/// A relocation kind in neutral terms. Kinds are grouped by the architecture that has them;
/// the generic data kinds work everywhere they can be expressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RelocKind {
    // ---- data, any arch ----
    /// `R_*_NONE`: relocates nothing, only names a symbol (`.llvm.call-graph-profile`).
    Marker,
    Abs8,
    Abs16,
    /// 32-bit absolute, zero-extended (x86 `R_X86_64_32`).
    Abs32,
    /// 32-bit absolute, sign-extended (x86 `R_X86_64_32S`; same as Abs32 elsewhere).
    Abs32Signed,
    Abs64,
    /// `S + A - P`, 32 bits (x86 `PC32`, AArch64 `PREL32`, RISC-V `32_PCREL`).
    PcRel32,
    /// `S + A - P`, 64 bits.
    PcRel64,
    /// COFF image-relative 32 (`ADDR32NB`, `.rva`), as used by `.pdata`/`.xdata`.
    ImageRel32,
    /// COFF section-relative 32 (`SECREL`, `.secrel32`): DWARF offsets and TLS on Windows.
    SecRel32,
    /// COFF section index 16 (`SECTION`, `.secidx`).
    SectionIndex16,
    /// Offset within the TLS block of the module (DWARF `DW_OP_*_tls_address`).
    DtpOff32,
    DtpOff64,

    // ---- x86-64 ----
    /// `call`/`jmp` through the PLT (`R_X86_64_PLT32`, Mach-O `BRANCH`).
    PltRel32,
    /// `sym@GOTPCREL(%rip)` not relaxable (`R_X86_64_GOTPCREL`, Mach-O `GOT`).
    GotPcRel32,
    /// Relaxable `@GOTPCREL` without REX prefix (`R_X86_64_GOTPCRELX`, Mach-O `GOT_LOAD`).
    GotPcRelX,
    /// Relaxable `@GOTPCREL` in a REX-prefixed `mov`/`add`... (`R_X86_64_REX_GOTPCRELX`).
    RexGotPcRelX,
    /// General-dynamic TLS (`leaq x@tlsgd(%rip)`).
    TlsGd32,
    /// Local-dynamic TLS (`leaq x@tlsld(%rip)`).
    TlsLd32,
    /// Initial-exec TLS (`movq x@gottpoff(%rip)`).
    GotTpOff32,
    /// Local-exec TLS (`x@tpoff`).
    TpOff32,
    /// Mach-O thread-local variable access (`_x@TLVP(%rip)`).
    TlvPcRel32,

    // ---- AArch64 (offset = the instruction) ----
    Call26,
    Jump26,
    /// `adr` (`R_AARCH64_ADR_PREL_LO21`).
    AdrPrelLo21,
    /// `adrp` (`R_AARCH64_ADR_PREL_PG_HI21`, Mach-O `PAGE21`, COFF `PAGEBASE_REL21`).
    AdrPrelPgHi21,
    /// `add :lo12:` (`R_AARCH64_ADD_ABS_LO12_NC`, Mach-O `PAGEOFF12`).
    AddAbsLo12Nc,
    Ldst8AbsLo12Nc,
    Ldst16AbsLo12Nc,
    Ldst32AbsLo12Nc,
    Ldst64AbsLo12Nc,
    Ldst128AbsLo12Nc,
    /// `adrp :got:` (`R_AARCH64_ADR_GOT_PAGE`, Mach-O `GOT_LOAD_PAGE21`).
    AdrGotPage,
    /// `ldr :got_lo12:` (`R_AARCH64_LD64_GOT_LO12_NC`, Mach-O `GOT_LOAD_PAGEOFF12`).
    Ld64GotLo12Nc,
    CondBr19,
    TstBr14,
    MovwUabsG0Nc,
    MovwUabsG1Nc,
    MovwUabsG2Nc,
    MovwUabsG3,
    TlsleAddTprelHi12,
    TlsleAddTprelLo12Nc,
    TlsieAdrGottprelPage21,
    TlsieLd64GottprelLo12Nc,
    TlsdescAdrPage21,
    TlsdescLd64Lo12,
    TlsdescAddLo12,
    TlsdescCall,
    /// Mach-O `TLVP_LOAD_PAGE21`.
    TlvpLoadPage21,
    /// Mach-O `TLVP_LOAD_PAGEOFF12`.
    TlvpLoadPageoff12,
    /// COFF `SECREL_HIGH12A` (TLS `add x, x, :secrel_hi12:`).
    SecRelHigh12A,
    /// COFF `SECREL_LOW12A`.
    SecRelLow12A,
    /// COFF `SECREL_LOW12L`.
    SecRelLow12L,

    // ---- RISC-V (offset = the instruction) ----
    /// `call` = `auipc`+`jalr` pair (`R_RISCV_CALL_PLT`).
    RiscvCall,
    RiscvPcrelHi20,
    /// Note: the symbol of a `PCREL_LO12` is the label of the matching `auipc`, not the target.
    RiscvPcrelLo12I,
    RiscvPcrelLo12S,
    RiscvHi20,
    RiscvLo12I,
    RiscvLo12S,
    RiscvGotHi20,
    RiscvTlsGotHi20,
    RiscvTlsGdHi20,
    RiscvTprelHi20,
    RiscvTprelLo12I,
    RiscvTprelLo12S,
    RiscvTprelAdd,
    RiscvTlsdescHi20,
    RiscvTlsdescLoadLo12,
    RiscvTlsdescAddLo12,
    RiscvTlsdescCall,
    RiscvBranch,
    RiscvJal,
    RiscvRvcBranch,
    RiscvRvcJump,
    /// Marks the previous relocation's instruction as relaxable (width 0).
    RiscvRelax,
    /// Label differences under relaxation: `ADD` then `SUB` at the same offset.
    RiscvAdd8,
    RiscvAdd16,
    RiscvAdd32,
    RiscvAdd64,
    RiscvSub8,
    RiscvSub16,
    RiscvSub32,
    RiscvSub64,
    RiscvSet6,
    RiscvSub6,
    RiscvSet8,
    RiscvSet16,
    RiscvSet32,
    /// Alignment padding the linker may shrink (`addend` = padding bytes; width 0).
    RiscvAlign,
}

impl RelocKind {
    /// Whether the relocation's symbol must be a label at the exact address it names (not
    /// a section symbol plus an addend): RISC-V `PCREL_LO12` names its `auipc`, which
    /// linkers look up by symbol.
    pub fn names_label(self) -> bool {
        matches!(self, RelocKind::RiscvPcrelLo12I | RelocKind::RiscvPcrelLo12S)
    }

    /// Bytes of section data the relocation reads or writes (0 for markers).
    pub fn width_bytes(self) -> u8 {
        use RelocKind::*;
        match self {
            Abs8 | RiscvAdd8 | RiscvSub8 | RiscvSet6 | RiscvSub6 | RiscvSet8 => 1,
            Abs16 | SectionIndex16 | RiscvAdd16 | RiscvSub16 | RiscvSet16 | RiscvRvcBranch | RiscvRvcJump => 2,
            Abs64 | PcRel64 | DtpOff64 | RiscvAdd64 | RiscvSub64 | RiscvCall => 8,
            RiscvRelax | RiscvAlign => 0,
            _ => 4,
        }
    }

    /// True if the value is computed relative to the place (`- P`).
    pub fn is_pc_relative(self) -> bool {
        use RelocKind::*;
        matches!(
            self,
            PcRel32
                | PcRel64
                | PltRel32
                | GotPcRel32
                | GotPcRelX
                | RexGotPcRelX
                | TlsGd32
                | TlsLd32
                | GotTpOff32
                | TlvPcRel32
                | Call26
                | Jump26
                | AdrPrelLo21
                | AdrPrelPgHi21
                | AdrGotPage
                | CondBr19
                | TstBr14
                | TlsieAdrGottprelPage21
                | TlsdescAdrPage21
                | TlvpLoadPage21
                | RiscvCall
                | RiscvPcrelHi20
                | RiscvGotHi20
                | RiscvTlsGotHi20
                | RiscvTlsGdHi20
                | RiscvTlsdescHi20
                | RiscvBranch
                | RiscvJal
                | RiscvRvcBranch
                | RiscvRvcJump
        )
    }
}
