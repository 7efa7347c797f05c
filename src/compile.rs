//! `compile()`: the pipeline from a verified module to assembly text or an object file.
//! Kept short so the pipeline reads from top to bottom; each stage lives in its crate.

use crate::error::Error;
use crate::options::{FileType, Options};
use rllc_ir::Module;

/// What code generation produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Output {
    pub file_type: FileType,
    /// Assembly text (UTF-8) or object file bytes; empty for `FileType::Null`.
    pub bytes: Vec<u8>,
}

/// Generates code for a module that has been read and verified (`rllc_ir::parse` and
/// `rllc_ir::verify` found nothing wrong). Never panics on a verified module.
pub fn compile(m: &Module, opts: &Options) -> Result<Output, Error> {
    let triple = opts.target_triple(m)?;
    // The stages, once the backends exist (issue 3): targets::lookup(&triple) → for each
    // function isel → regalloc → frame lowering → emit → objwriter (object) or asm printer.
    Err(Error::NotImplemented {
        triple: triple.to_string(),
    })
}
