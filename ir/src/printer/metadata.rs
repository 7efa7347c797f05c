//! Printing metadata: assigns `!N` numbers to tuples and specialized nodes as they are
//! referenced, writes strings, values and arg lists inline, and writes every numbered
//! node's definition at the end of the module.

/// Metadata numbering for one print.
#[derive(Default)]
pub(crate) struct MdSlots {}
