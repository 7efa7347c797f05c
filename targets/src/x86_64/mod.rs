//! The x86-64 backend: registers and ABI register sets (`regs`), the instruction set with
//! one description per opcode and its constructors (`inst`), the encoder with branch
//! relaxation (`emit`), and the AT&T assembly printer (`asm`).

pub mod asm;
pub mod emit;
pub mod inst;
pub mod regs;
