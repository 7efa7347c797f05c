//! The one error type of the object writer: everything that can go wrong turning a model
//! into bytes or text is reported here instead of panicking.

use crate::model::{Arch, Format};
use crate::reloc::RelocKind;

/// Why an object or its assembly text could not be produced.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The relocation kind has no encoding for this architecture and object format.
    #[error("relocation {kind:?} is not supported for {arch:?} {format:?} objects")]
    UnsupportedReloc {
        arch: Arch,
        format: Format,
        kind: RelocKind,
    },
    /// A feature of the model that this format (or this output kind) cannot express.
    #[error("unsupported: {0}")]
    Unsupported(String),
    /// The model is inconsistent (a relocation past the end of its section, a bad id, ...).
    #[error("invalid object model: {0}")]
    Invalid(String),
    /// The `object` crate refused the object.
    #[error("object writer: {0}")]
    Object(#[from] object::write::Error),
    /// `gimli` refused the DWARF or unwind tables.
    #[error("DWARF writer: {0}")]
    Dwarf(#[from] gimli::write::Error),
}

pub type Result<T> = std::result::Result<T, Error>;
