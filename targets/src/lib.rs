//! rllc-targets: one folder per architecture (x86-64, AArch64, RISC-V) holding registers,
//! instruction descriptions, selection rules, calling conventions, frame lowering,
//! encoders and assembly printers, behind one `lookup(triple)` entry point.
//!
//! Nothing is implemented yet; see issue 3.
