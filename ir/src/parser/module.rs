//! Parsing top-level entities: target/source_filename lines, type definitions, comdats,
//! globals, functions (declarations and bodies), aliases, ifuncs, attribute groups, module
//! asm, and dispatching metadata definitions to `metadata.rs`.

use super::{PResult, Parser};

impl<'a> Parser<'a> {
    pub(crate) fn parse_module(&mut self) -> PResult<()> {
        self.err("modules are not parsed yet")
    }
}
