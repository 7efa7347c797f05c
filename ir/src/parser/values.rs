//! Parsing operands: constants (literals, aggregates, constant expressions, globals) and
//! function-local values (`%x`, `%0`), with forward references resolved per function.

use super::{PResult, Parser};
use crate::types::TypeId;
use crate::value::Value;

/// Per-function parser state.
#[derive(Default)]
pub(crate) struct FnState {}

impl<'a> Parser<'a> {
    /// Parses a value of the already-parsed type `ty`. Inside a function body `fs` resolves
    /// local names; at module level it is `None`.
    pub(crate) fn parse_value(&mut self, _ty: TypeId, _fs: Option<&mut FnState>) -> PResult<Value> {
        self.err("values are not parsed yet")
    }

    /// Parses `type value`.
    pub(crate) fn parse_typed_value(&mut self, fs: Option<&mut FnState>) -> PResult<(TypeId, Value)> {
        let ty = self.parse_type()?;
        let v = self.parse_value(ty, fs)?;
        Ok((ty, v))
    }
}
