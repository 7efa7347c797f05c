//! Parsing metadata: `!N = ...` definitions, named metadata, `!{...}` tuples, `!"strings"`,
//! specialized `!DI*` nodes, `!DIArgList`, values as metadata, attachments (`!dbg !5`) and
//! debug records (`#dbg_value(...)`).

use super::{FnState, PResult, Parser};
use crate::metadata::MdId;

/// Metadata numbering: `!N` to arena ids, and which were referenced before being defined.
#[derive(Default)]
pub(crate) struct MdParseState {}

impl<'a> Parser<'a> {
    /// Parses a metadata operand (after the `metadata` type keyword, or after `!` in an
    /// attachment/record): `!5`, `!"s"`, `!{...}`, `!DIExpression(...)`, `!DIArgList(...)`,
    /// or (with the `metadata` keyword) a typed value such as `i32 %x`.
    pub(crate) fn parse_md_operand(&mut self, _fs: Option<&mut FnState>) -> PResult<MdId> {
        self.err("metadata is not parsed yet")
    }
}
