//! Debug records: the non-instruction form of variable-location information
//! (`#dbg_value`, `#dbg_declare`, `#dbg_assign`, `#dbg_label`) that LLVM 19 prints before an
//! instruction. Every operand is metadata; the location operand is a `Metadata::Value`,
//! a `Metadata::ArgList` or an empty tuple.

use crate::metadata::MdId;

/// One debug record.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DebugRecord {
    /// `#dbg_value(location, !var, !expr, !loc)`: the variable's value from here on.
    Value { location: MdId, var: MdId, expr: MdId, loc: MdId },
    /// `#dbg_declare(address, !var, !expr, !loc)`: the variable lives at this address.
    Declare { location: MdId, var: MdId, expr: MdId, loc: MdId },
    /// `#dbg_assign(value, !var, !expr, !DIAssignID, address, !addr_expr, !loc)`.
    Assign { location: MdId, var: MdId, expr: MdId, assign_id: MdId, address: MdId, addr_expr: MdId, loc: MdId },
    /// `#dbg_label(!label, !loc)`.
    Label { label: MdId, loc: MdId },
}
