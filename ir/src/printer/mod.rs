//! The `.ll` printer: writes a module in LLVM's textual syntax, accepted by `llvm-as`.
//! Split by concept like the parser: `types.rs`, `values.rs`, `instructions.rs`,
//! `module.rs`, and `metadata.rs` (numbering and printing of metadata).

use crate::module::Module;

mod instructions;
mod metadata;
mod module;
mod types;
mod values;

pub(crate) use metadata::MdSlots;

/// Printer state for one module.
pub struct Printer<'m> {
    pub(crate) m: &'m Module,
    pub(crate) out: String,
    /// Metadata numbering (see `metadata.rs`).
    pub(crate) md: MdSlots,
}

/// Prints a whole module as `.ll` text.
pub fn print_module(m: &Module) -> String {
    let mut p = Printer { m, out: String::new(), md: MdSlots::default() };
    p.write_module();
    p.out
}
