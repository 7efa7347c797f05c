//! What a target's assembler gives the driver's module assembler (`module asm` lines,
//! `src/module_asm.rs`, which owns sections, labels, directives and layout): one
//! instruction statement's bytes with its symbol references by name, and for a branch the
//! short form an assembler relaxes to when its target turns out to be near.

use rllc_objwriter::RelocKind;

/// How the target's assembly text is written, as far as the module assembler cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AsmSyntax {
    /// What starts a comment that runs to the end of the line (`#`, `//`).
    pub comment: &'static str,
    /// `.align n` aligns to `2^n` (AArch64, RISC-V) rather than to `n` bytes (x86 ELF).
    pub align_is_log2: bool,
    /// The size of a `.word` in bytes (2 on x86, 4 on AArch64 and RISC-V).
    pub word_size: u8,
}

/// A reference to a symbol by name in an encoded statement: `kind` at `offset` (of the
/// field on x86, of the instruction on AArch64 and RISC-V), ELF-RELA `addend`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SymbolFixup {
    pub offset: u32,
    pub kind: RelocKind,
    pub symbol: String,
    pub addend: i64,
}

/// One assembled instruction statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmStatement {
    pub bytes: Vec<u8>,
    pub fixups: Vec<SymbolFixup>,
    /// For a branch whose only fixup is its target: the short encoding (x86 `jmp rel8`)
    /// with a one-byte pc-relative displacement as its last byte, used when the target is
    /// a label of the same section within reach (as llvm-mc relaxes).
    pub short: Option<Vec<u8>>,
}
