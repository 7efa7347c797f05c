//! The `.ll` printer: writes a module in LLVM's textual syntax, accepted by `llvm-as`.
//! Split by concept like the parser: `types.rs`, `values.rs` (names, slot numbering,
//! constants, operands), `attrs.rs` (attribute sets and groups), `instructions.rs`,
//! `module.rs` (header, globals, functions), and `metadata.rs` (numbering and printing of
//! metadata).
//!
//! Everything is written into one `String`; helpers push text directly instead of building
//! temporary strings, so printing is linear in the module's size.

use crate::attrs::AttrSetId;
use crate::module::Module;
use crate::hashing::FxMap;

mod attrs;
mod md_bridge;
mod instructions;
mod metadata;
mod module;
mod types;
mod values;

pub(crate) use metadata::MdSlots;
pub(crate) use values::LocalSlots;

#[cfg(test)]
mod tests;

/// Marks "no slot number" in the slot tables (named values).
pub(crate) const NO_SLOT: u32 = u32::MAX;

/// Printer state for one module.
pub struct Printer<'m> {
    pub(crate) m: &'m Module,
    pub(crate) out: String,
    /// Metadata numbering (see `metadata.rs`).
    pub(crate) md: MdSlots,
    /// `@N` numbers of unnamed globals, indexed by `GlobalId` (`NO_SLOT` for named ones).
    pub(crate) global_slots: Vec<u32>,
    /// `%N` numbers of unnamed identified structs, indexed like `TypeTable::named`.
    pub(crate) type_slots: Vec<u32>,
    /// `#N` attribute-group numbers, indexed by `AttrSetId` (`NO_SLOT` until first used).
    pub(crate) attr_groups: Vec<u32>,
    /// The attribute sets given group numbers, in number order.
    pub(crate) attr_group_order: Vec<AttrSetId>,
    /// Slot numbering of functions other than the one being printed, computed on demand for
    /// `blockaddress` constants that name their unnamed blocks.
    pub(crate) other_fn_slots: FxMap<u32, LocalSlots>,
}

impl<'m> Printer<'m> {
    pub(crate) fn new(m: &'m Module) -> Printer<'m> {
        let mut p = Printer {
            m,
            out: String::new(),
            md: MdSlots::default(),
            global_slots: Vec::new(),
            type_slots: Vec::new(),
            attr_groups: vec![NO_SLOT; m.attrs.len()],
            attr_group_order: Vec::new(),
            other_fn_slots: FxMap::default(),
        };
        p.number_globals();
        p.number_types();
        p
    }
}

/// Prints a whole module as `.ll` text.
pub fn print_module(m: &Module) -> String {
    let mut p = Printer::new(m);
    // Reserve roughly what clang-sized modules need (about 40 bytes per instruction and
    // metadata node), so the output is not copied over and over while it grows.
    let insts: usize = m.functions().map(|(_, f)| f.insts.len()).sum();
    p.out.reserve(4096 + 40 * (insts + m.metadata.len() + m.globals.len()));
    p.write_module();
    p.out
}
