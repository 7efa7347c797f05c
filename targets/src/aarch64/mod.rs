//! The AArch64 backend (issue 20, part 2), being built: registers (`regs`), the instruction
//! set with one description per opcode and its constructors (`inst`), the encoder
//! (`emit`) and the GNU-syntax assembly printer (`asm`). Selection, lowering, the AAPCS64
//! calling convention and frame lowering come next, mirroring `x86_64/`.
