//! Specialized debug-info metadata nodes (`!DILocation`, `!DISubprogram`, …), each a typed
//! structure that DWARF emission reads directly. References to other metadata are
//! `Option<MdId>` (`None` is `null` or absent).
//!
//! (Being filled in: only `DILocation` so far.)

use crate::metadata::MdId;

/// `!DILocation(line: L, column: C, scope: !S, inlinedAt: !I, isImplicitCode: B)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DILocation {
    pub line: u32,
    pub column: u32,
    pub scope: Option<MdId>,
    pub inlined_at: Option<MdId>,
    pub is_implicit_code: bool,
}

/// Every specialized node kind.
#[derive(Clone, Debug, PartialEq)]
pub enum DINode {
    Location(DILocation),
}
