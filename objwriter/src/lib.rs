//! rllc-objwriter: target-neutral sections, symbols, comdats, relocations, CFI and line
//! rows ([`model`]), written out as ELF, COFF or Mach-O relocatable objects via the
//! `object` crate ([`emit::write_object`]) or as GNU assembler directives
//! ([`directives`]), with unwind tables (`.eh_frame`, Win64 `.pdata`/`.xdata`) and DWARF
//! line tables and compilation units (with the producer's own entries) built with `gimli`.
//!
//! Module map:
//! - `model`: the object model code generators fill in.
//! - `reloc`: neutral relocation kinds; `reloc::{elf,coff,macho}` map them to each format.
//! - `names`: how each format names sections and symbols (shared by both output paths).
//! - `cfi`, `eh_frame`: DWARF CFI and its `.eh_frame` encoding; `lsda`: C++ exception
//!   tables (`.gcc_except_table`).
//! - `win64`: Windows x64 unwind info.
//! - `dwarf`, `dwarf_writer`: DWARF debug sections (`.debug_line`, `.debug_info` and the
//!   sections a unit refers to).
//! - `emit`: the object file writer.
//! - `directives`: the assembler-text writer.

pub mod cfi;
pub mod directives;
pub mod dwarf;
mod dwarf_writer;
pub mod eh_frame;
pub mod lsda;
mod llvm_tables;
pub mod emit;
mod error;
pub mod model;
pub mod names;
pub mod reloc;
pub mod win64;

pub use cfi::{CfiEh, CfiInst, CieInfo, FunctionCfi};
pub use dwarf::{CompileUnitInfo, DebugEntry, DebugValue, EntryId, LineRow, LineSequence, LineTable, SubprogramInfo};
pub use emit::write_object;
pub use error::{Error, Result};
pub use model::{
    Arch, Binding, CoffExportStyle, Comdat, ComdatId, ComdatSelection, CustomFlags, DllStorage, Format, Merge,
    ObjectFile, Section, SectionId, SectionKind, Symbol, SymbolDef, SymbolId, SymbolKind, Visibility,
};
pub use reloc::{Reloc, RelocKind};
pub use win64::{Win64Op, Win64Unwind};
