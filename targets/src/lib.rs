//! rllc-targets: one folder per architecture (x86-64, AArch64, RISC-V) holding registers,
//! instruction descriptions, selection rules, calling conventions, frame lowering,
//! encoders and assembly printers, behind one `lookup(triple)` entry point.
//!
//! Implemented so far: the x86-64 machine layer (`x86_64`: registers, instructions,
//! encoder, asm printer). Selection, ABI and frame lowering come next (issue 3).

pub mod x86_64;
pub mod data;
