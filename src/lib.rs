//! rllc: the library facade. Reads LLVM IR (`rllc::ir`) and compiles a verified module to
//! assembly or an object file with `compile(&module, &Options)`. The `rllc` command is a
//! thin layer over this: `cli` turns arguments into an `Invocation`, `driver` runs it.

pub mod background;
pub mod cli;
mod codegen;
mod compile;
mod debug_info;
mod debug_types;
pub mod driver;
mod eh_tables;
mod ir_support;
mod error;
mod object;
mod options;
mod outfile;
pub mod timing;

pub use compile::{compile, Output};
pub use error::Error;
pub use options::{parse_arch, parse_triple, CodeModel, FileType, OptLevel, Options, RelocModel};
pub use rllc_ir as ir;
pub use target_lexicon::{Architecture, Triple};
