//! Metadata: MDStrings, tuples, values as metadata, DIArgLists and the specialized debug-info
//! nodes of `di.rs`, all stored in the module's metadata arena and named by `MdId`. Numbered
//! metadata (`!5 = ...`) and inline metadata (`!DIExpression()` inside an operand) are both
//! arena entries; the printer decides which to number.
//!
//! Also here: `Module` helpers to read metadata (strings, nodes, integer values, module
//! flags, compile units).

use crate::constant::Const;
use crate::di::DINode;
use crate::interner::Sym;
use crate::module::Module;
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

impl Module {
    /// The named metadata `name` (`"llvm.dbg.cu"`), if present.
    pub fn named_md(&self, name: &str) -> Option<&NamedMetadata> {
        let sym = self.syms.get(name.as_bytes())?;
        self.named_metadata.iter().find(|n| n.name == sym)
    }

    /// The bytes of an MDString entry.
    pub fn md_string(&self, id: MdId) -> Option<&[u8]> {
        match self.md(id) {
            Metadata::String(s) => Some(self.syms.bytes(*s)),
            _ => None,
        }
    }

    /// The specialized node of an entry (`DINode::Location(..)` for a `!DILocation`).
    pub fn di_node(&self, id: MdId) -> Option<&DINode> {
        match self.md(id) {
            Metadata::Node { node, .. } => Some(node),
            _ => None,
        }
    }

    /// The operands of a tuple entry (`None` operands are `null`).
    pub fn md_tuple(&self, id: MdId) -> Option<&[Option<MdId>]> {
        match self.md(id) {
            Metadata::Tuple { ops, .. } => Some(ops),
            _ => None,
        }
    }

    /// The value of an integer constant used as metadata (`i32 2`), sign-extended from
    /// its width; `None` for anything else or values wider than 64 bits.
    pub fn md_int(&self, id: MdId) -> Option<i64> {
        let Metadata::Value(_, Value::Const(c)) = self.md(id) else { return None };
        match self.consts.get(*c) {
            Const::Int(ty, v) => v.as_i64(self.types.int_bits(*ty)?),
            _ => None,
        }
    }

    /// A module flag's value: the third operand of the `!{i32 behavior, !"name", value}`
    /// entry of `!llvm.module.flags` whose name is `name`.
    pub fn module_flag(&self, name: &str) -> Option<MdId> {
        self.module_flag_entry(name).and_then(|ops| ops.get(2).copied().flatten())
    }

    /// A module flag's integer value (`"Dwarf Version"` → 5).
    pub fn module_flag_int(&self, name: &str) -> Option<i64> {
        self.module_flag(name).and_then(|v| self.md_int(v))
    }

    /// A module flag's merge behavior (1 = Error, 2 = Warning, 7 = Max, …).
    pub fn module_flag_behavior(&self, name: &str) -> Option<i64> {
        self.module_flag_entry(name).and_then(|ops| ops.first().copied().flatten()).and_then(|b| self.md_int(b))
    }

    fn module_flag_entry(&self, name: &str) -> Option<&[Option<MdId>]> {
        let flags = self.named_md("llvm.module.flags")?;
        flags
            .ops
            .iter()
            .filter_map(|&op| self.md_tuple(op))
            .find(|ops| ops.get(1).copied().flatten().and_then(|n| self.md_string(n)) == Some(name.as_bytes()))
    }

    /// The compile units listed in `!llvm.dbg.cu`.
    pub fn compile_units(&self) -> impl Iterator<Item = MdId> + '_ {
        self.named_md("llvm.dbg.cu").into_iter().flat_map(|n| n.ops.iter().copied())
    }
}
