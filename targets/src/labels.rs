//! Names of a function's local labels — blocks, constant-pool entries, jump tables, the
//! `auipc`s RISC-V `%pcrel_lo`s name — as
//! llc spells them (`.LBB3_1`, `.LCPI3_0`, `.LJTI3_0` on ELF), shared by the asm printers
//! and the object model so that both outputs agree. The format's private prefix comes
//! from `rllc_objwriter::names`.

use rllc_objwriter::{names, Format, Symbol};

/// A private (assembler-local) name as `format` spells it: `.L` + name on ELF and COFF.
pub fn private(format: Format, name: &str) -> String {
    names::symbol_name(format, &Symbol::undefined(name).private())
}

/// The label of block `block` of function number `func`.
pub fn block(format: Format, func: u32, block: u32) -> String {
    private(format, &format!("BB{func}_{block}"))
}

/// The object symbol name (before the private prefix) of constant-pool entry `k`.
pub fn const_pool_name(func: u32, k: u32) -> String {
    format!("CPI{func}_{k}")
}

/// The object symbol name (before the private prefix) of jump table `k`.
pub fn jump_table_name(func: u32, k: u32) -> String {
    format!("JTI{func}_{k}")
}

/// The object symbol name (before the private prefix) of the label a RISC-V
/// `%pcrel_lo` names: the `auipc` at code offset `offset` of function number `func`.
pub fn pcrel_label_name(func: u32, offset: u32) -> String {
    format!("pcrel_hi{func}_{offset}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elf_labels() {
        assert_eq!(block(Format::Elf, 3, 1), ".LBB3_1");
        assert_eq!(private(Format::Elf, &const_pool_name(3, 0)), ".LCPI3_0");
        assert_eq!(private(Format::Elf, &jump_table_name(0, 2)), ".LJTI0_2");
    }
}
