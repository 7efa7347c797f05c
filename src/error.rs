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
    /// The backend exists for the architecture but not for this variant of it.
    #[error("target '{triple}': {what} is not implemented yet (use --emit-llvm or --parse-only to read and check the module only)")]
    NotImplementedFor { triple: String, what: String },
    /// A function (or, with an empty name, the module's data) could not be compiled.
    /// `offset`: where in the input the construct is (the driver shows its line and
    /// column).
    #[error("{}{message}", if function.is_empty() { String::new() } else { format!("in function '{function}': ") })]
    Codegen { function: String, message: String, offset: Option<usize> },
    /// The object file or assembly text could not be written.
    #[error("cannot write the output: {0}")]
    Object(String),
}
