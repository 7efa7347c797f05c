//! rllc: a native code generator for LLVM IR, as a library.
//!
//! - [`ir`] holds modules in memory: read `.ll` text ([`ir::parse`]), or build a module
//!   with the builder ([`ir::Module::for_target`], [`ir::Module::build`]), the SSA
//!   helper ([`ir::ssa`]) and the debug-info builder ([`ir::dibuilder`]); check it with
//!   [`ir::verify()`] and print it with [`ir::print_module`].
//! - [`compile()`] verifies a module and generates an object file or assembly for one of
//!   the [`supported_targets`], as [`Options`] say.
//! - [`Build`] compiles `.ll` files into a static library from a Cargo build script, in
//!   the manner of the `cc` crate.
//!
//! ```
//! use rllc::ir::{Module, TypeTable, module::Linkage};
//! use rllc::{compile, FileType, Options};
//! let mut m = Module::for_target("x86_64-unknown-linux-gnu");
//! let fty = m.types.function(TypeTable::I32, &[TypeTable::I32], false);
//! let f = m.define_function("double_it", fty, Linkage::External, &["x"]);
//! let mut b = m.build(f);
//! let entry = b.block(Some("entry"));
//! b.switch_to(entry);
//! let x = b.param(0);
//! let y = b.add(x, x);
//! b.ret(Some(y));
//! let object = compile(&m, &Options { file_type: FileType::Obj, ..Options::default() }).unwrap();
//! assert_eq!(&object.bytes[..4], b"\x7fELF");
//! ```
//!
//! The `rllc` command (feature `cli`, on by default) is a thin layer over this: `cli`
//! turns arguments into an `Invocation`, `driver` runs it.

#![deny(missing_docs)]

#[cfg(feature = "cli")]
mod background;
mod build;
#[cfg(feature = "cli")]
mod cli;
mod codegen;
mod compile;
mod debug_info;
mod debug_types;
/// The `rllc` command's entry points, for `src/main.rs` only: not a library interface.
#[cfg(feature = "cli")]
#[doc(hidden)]
pub mod driver;
mod eh_tables;
mod entry_exit;
mod ir_support;
mod llvm_sections;
mod module_asm;
mod error;
mod object;
mod options;
mod outfile;
mod sjlj;
mod stack_protector;
mod supported;
mod timing;
mod x87_asm;

pub use build::{Build, BuildError};
pub use compile::{compile, Output};
pub use error::Error;
pub use options::{parse_arch, parse_triple, CodeModel, FileType, OptLevel, Options, RelocModel};
pub use rllc_ir as ir;
pub use supported::{is_supported, supported_targets};
pub use target_lexicon::{Architecture, Triple};
