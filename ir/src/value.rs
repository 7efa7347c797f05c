//! `Value`: what an instruction operand refers to. Function-local values (arguments,
//! instruction results, blocks) are only meaningful inside the function that owns them;
//! constants (including globals), metadata and inline asm live in the module.

use crate::constant::ConstId;
use crate::metadata::MdId;

/// An instruction result, valid within its `Function`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InstId(pub u32);

/// A basic block, valid within its `Function`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(pub u32);

/// An inline assembly blob, valid within its `Module`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AsmId(pub u32);

/// One operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// A constant, global value or constant expression.
    Const(ConstId),
    /// The N-th parameter of the enclosing function.
    Arg(u32),
    /// The result of an instruction.
    Inst(InstId),
    /// A basic block (branch targets, phi predecessors).
    Block(BlockId),
    /// Metadata as a value (`metadata !5` arguments to intrinsics).
    Meta(MdId),
    /// Inline assembly (only as a call's callee).
    Asm(AsmId),
}

impl Value {
    pub fn as_inst(self) -> Option<InstId> {
        match self {
            Value::Inst(i) => Some(i),
            _ => None,
        }
    }

    pub fn as_block(self) -> Option<BlockId> {
        match self {
            Value::Block(b) => Some(b),
            _ => None,
        }
    }

    pub fn as_const(self) -> Option<ConstId> {
        match self {
            Value::Const(c) => Some(c),
            _ => None,
        }
    }
}

/// `asm [sideeffect] [alignstack] [inteldialect] [unwind] "text", "constraints"`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct InlineAsm {
    /// The function type the asm is called with.
    pub fn_ty: crate::types::TypeId,
    pub asm: crate::interner::Sym,
    pub constraints: crate::interner::Sym,
    pub side_effect: bool,
    pub align_stack: bool,
    pub intel_dialect: bool,
    pub can_unwind: bool,
}

impl From<crate::constant::ConstId> for Value {
    fn from(c: crate::constant::ConstId) -> Value {
        Value::Const(c)
    }
}
