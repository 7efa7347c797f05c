//! Inline assembly for RISC-V: not supported yet. Selection refuses an `InlineAsm` node
//! with an error naming it (`isel/mod.rs`), so no template is ever compiled wrongly;
//! constraints (`r f I J K A m`), modifiers and an assembler on `inst`'s encoder come
//! here.

/// The message every inline-asm statement gets until this module is written.
pub const UNSUPPORTED: &str = "riscv64: inline assembly is not supported yet";
