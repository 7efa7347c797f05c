//! Printing the module: header lines, type definitions, comdats, globals, functions,
//! attribute groups, and finally metadata.

use super::Printer;

impl<'m> Printer<'m> {
    pub(crate) fn write_module(&mut self) {}
}
