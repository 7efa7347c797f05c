//! The RISC-V 64 backend (RV64GC, lp64d), first slice: registers (`regs`), the
//! instruction set with one description per opcode and its constructors (`inst`), the
//! encoder (`emit`), the RVC compressor (`rvc`) and the GNU-syntax assembly printer
//! (`asm`). Selection, the calling convention, frames and the `Backend` come later.

pub mod asm;
pub mod emit;
pub mod inst;
pub mod regs;
pub mod rvc;
