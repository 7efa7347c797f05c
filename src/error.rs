//! The errors `compile()` reports. Errors in the input text itself are `Diagnostic`s from
//! the IR crate; these are the ones about the request (target, options) or the backend.

use thiserror::Error;

/// Why code generation failed.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum Error {
    /// The module's `target triple` (used because no `-mtriple` was given) is not one we
    /// can read.
    #[error(
        "invalid target triple '{triple}' in the module: {reason} (use -mtriple= to override it)"
    )]
    ModuleTriple { triple: String, reason: String },
    /// No backend for this target exists yet.
    #[error("code generation for target '{triple}' is not implemented yet (use --emit-llvm or --parse-only to read and check the module only)")]
    NotImplemented { triple: String },
}
