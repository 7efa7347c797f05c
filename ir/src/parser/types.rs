//! Parsing types: `i32`, `ptr addrspace(1)`, `[4 x i8]`, `<4 x float>`, `{ i32, ptr }`,
//! `%struct.S`, function types, `target("...")`, legacy typed pointers.

use super::{PResult, Parser};
use crate::types::TypeId;

impl<'a> Parser<'a> {
    /// Parses a type.
    pub(crate) fn parse_type(&mut self) -> PResult<TypeId> {
        self.err("types are not parsed yet")
    }
}
