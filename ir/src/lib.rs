//! rllc-ir: LLVM IR in memory. Types, constants and attribute sets are interned in
//! per-module tables; functions keep instructions and blocks in arenas named by typed u32
//! indices. The crate also reads `.ll` text (`parse`), writes it back (`print`), and checks
//! the Language Reference's well-formedness rules (`verify`).

pub mod attrs;
pub mod builder;
pub mod constant;
pub mod datalayout;
pub mod debug_record;
pub mod di;
pub mod diag;
pub mod dibuilder;
pub mod dominators;
pub mod function;
pub mod hashing;
pub mod inst;
pub mod interner;
pub(crate) mod keywords;
pub mod lexer;
pub mod metadata;
pub mod module;
pub mod ops;
pub mod parser;
pub mod printer;
pub mod side_table;
pub mod ssa;
pub mod types;
pub mod value;
pub mod verify;

pub use attrs::{Attr, AttrKind, AttrSetId};
pub use builder::FunctionBuilder;
pub use constant::{Const, ConstId};
pub use diag::Diagnostic;
pub use function::{Block, Function, Param};
pub use inst::{Inst, InstKind};
pub use ops::Ops;
pub use interner::Sym;
pub use metadata::{Metadata, MdId};
pub use module::{GlobalId, GlobalKind, GlobalValue, Module};
pub use types::{Type, TypeId, TypeTable};
pub use value::{BlockId, InstId, Value};
pub use parser::{parse, parse_bytes_with_progress, parse_with_progress};
pub use printer::print_module;
pub use verify::{verify, verify_parsed};
