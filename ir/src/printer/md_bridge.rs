//! The calls from this printer into the metadata printer (`metadata.rs`, owned
//! separately): metadata operands, debug records, and the metadata definitions at the end
//! of the module. Kept in one place so the interface between the two is easy to see.

use super::{LocalSlots, Printer};
use crate::debug_record::DebugRecord;
use crate::metadata::MdId;

impl<'m> Printer<'m> {
    /// A metadata operand or attachment value (`!5`, `!"s"`, `!DIExpression()`, `i32 0`),
    /// without the `metadata` type keyword.
    pub(crate) fn write_md_ref(&mut self, id: MdId, locals: Option<&LocalSlots>) {
        self.write_md_operand(id, locals);
    }

    /// One debug record (`#dbg_value(...)`), without indentation or newline.
    pub(crate) fn write_record(&mut self, rec: &DebugRecord, locals: &LocalSlots) {
        self.write_debug_record(rec, Some(locals));
    }

    /// Named metadata and the numbered metadata definitions.
    pub(crate) fn write_metadata_section(&mut self) {
        self.write_md_definitions();
    }
}
