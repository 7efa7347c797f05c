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

/// The symbol operands of an inline-asm assembler, for a statement whose `n` symbol names
/// were replaced by its placeholders: each `SymbolRef` only carries the name's index.
pub fn placeholder_symbols(n: usize) -> Vec<(rllc_isel::mir::SymbolRef, i64)> {
    (0..n).map(|i| (rllc_isel::mir::SymbolRef::ConstPool(i as u32), 0)).collect()
}

/// An inline-asm assembler's relocations against `placeholder_symbols`, by name.
pub fn fixups_by_name(relocs: Vec<crate::code::CodeReloc>, names: &[String]) -> Result<Vec<SymbolFixup>, String> {
    let mut out = Vec::with_capacity(relocs.len());
    for r in relocs {
        let rllc_isel::mir::SymbolRef::ConstPool(i) = r.target else {
            return Err("unexpected relocation target".into());
        };
        let symbol = names.get(i as usize).ok_or("unexpected relocation target")?.clone();
        out.push(SymbolFixup { offset: r.offset, kind: r.kind, symbol, addend: r.addend });
    }
    Ok(out)
}

/// The message of an inline-asm assembler's error, without its `inline asm: ` prefix.
pub fn plain_message(m: String) -> String {
    m.strip_prefix("inline asm: ").map(str::to_string).unwrap_or(m)
}
