//! The AArch64 backend (issue 20, part 2), being built: registers and AAPCS64 register
//! sets (`regs`), the instruction set with one description per opcode and its
//! constructors (`inst`), the encoder with branch relaxation (`emit`) and the GNU-syntax
//! assembly printer (`asm`). Selection, lowering, the AAPCS64 calling convention and frame
//! lowering come next, mirroring `x86_64/`.

pub mod asm;
pub mod emit;
pub mod inst;
pub mod regs;
