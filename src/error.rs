//! The errors `compile()` reports: the module is not well formed (the verifier's problems),
//! or something about the request (target, options) or the backend. Worded for a library
//! user; the `rllc` command adds its own advice on which options to use (`driver.rs`).
//! Errors in the input text itself are `Diagnostic`s from the IR crate.

use rllc_ir::Diagnostic;
use thiserror::Error;

/// Why code generation failed.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum Error {
    /// The module is not well formed: every problem the verifier found, each with its
    /// place (a source offset for a parsed module; function, block and instruction for
    /// a built one, see `rllc_ir::verify`). No code is generated for such a module.
    #[error("the module is not valid IR: {}", join(.0))]
    Invalid(Vec<Diagnostic>),
    /// The module's `target triple` (used because `Options::triple` is not set) is not one
    /// that can be read.
    #[error("invalid target triple '{triple}' in the module: {reason}")]
    ModuleTriple {
        /// The triple as the module spells it.
        triple: String,
        /// Why it cannot be read.
        reason: String,
    },
    /// No backend for this target exists yet (`supported_targets()` lists those that do).
    #[error("code generation for target '{triple}' is not implemented yet")]
    NotImplemented {
        /// The target asked for.
        triple: String,
    },
    /// The backend exists for the architecture but not for this variant of it.
    #[error("target '{triple}': {what} is not implemented yet")]
    NotImplementedFor {
        /// The target asked for.
        triple: String,
        /// What about it is missing.
        what: String,
    },
    /// A function (or, with an empty name, the module's data) could not be compiled.
    #[error("{}{message}", if function.is_empty() { String::new() } else { format!("in function '{function}': ") })]
    Codegen {
        /// The function's symbol name; empty for module-level data.
        function: String,
        /// What went wrong.
        message: String,
        /// Where in the input text the construct is, for a parsed module (the `rllc`
        /// command shows its line and column).
        offset: Option<usize>,
    },
    /// The object file or assembly text could not be written.
    #[error("cannot write the output: {0}")]
    Object(String),
}

/// The verifier's problems on one line each (the first on the error's own line).
fn join(diags: &[Diagnostic]) -> String {
    let lines: Vec<String> = diags.iter().map(|d| d.to_string()).collect();
    lines.join("\n")
}
