//! Metadata: MDStrings, tuples, values as metadata, DIArgLists and the specialized debug-info
//! nodes of `di.rs`, all stored in the module's metadata arena and named by `MdId`. Numbered
//! metadata (`!5 = ...`) and inline metadata (`!DIExpression()` inside an operand) are both
//! arena entries; the printer decides which to number.

use crate::di::DINode;
use crate::interner::Sym;
use crate::types::TypeId;
use crate::value::Value;

/// A metadata node, valid within its module's metadata arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MdId(pub u32);

/// One metadata entry.
#[derive(Clone, Debug, PartialEq)]
pub enum Metadata {
    /// `!"text"` (bytes).
    String(Sym),
    /// `!{...}` or `distinct !{...}`; `None` operands are `null`.
    Tuple { distinct: bool, ops: Box<[Option<MdId>]> },
    /// A value used as metadata (`i32 0`, `ptr @g`, or inside a function `ptr %x`).
    /// Function-local values are only meaningful inside the function that uses them.
    Value(TypeId, Value),
    /// `!DIArgList(ty %a, ty %b)`: operands are `Metadata::Value` entries.
    ArgList(Box<[MdId]>),
    /// A specialized node (`!DILocation(...)`, `distinct !DISubprogram(...)`, …).
    Node { distinct: bool, node: DINode },
}

impl Metadata {
    /// Whether this kind of metadata may be given a number (`!N = ...`). Strings, values and
    /// arg lists are always written inline.
    pub fn is_numberable(&self) -> bool {
        matches!(self, Metadata::Tuple { .. } | Metadata::Node { .. })
    }
}

/// `!name = !{!0, !1}`.
#[derive(Clone, Debug, PartialEq)]
pub struct NamedMetadata {
    pub name: Sym,
    pub ops: Vec<MdId>,
}
