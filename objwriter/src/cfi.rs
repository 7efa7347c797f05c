//! Neutral DWARF call-frame information: what a target's frame lowering records for each
//! function (`FunctionCfi`), and the per-arch CIE conventions (alignment factors, return
//! address column, initial rules) that both `.eh_frame` and `.cfi_*` output assume.
//!
//! Register numbers are DWARF numbers chosen by the target (x86-64: rsp = 7, return
//! address = 16; AArch64: sp = 31, x30 = 30; RISC-V: sp = x2, ra = x1).

use crate::model::{Arch, SymbolId};

/// One CFI rule change, applied at a code offset within the function.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CfiInst {
    /// CFA = `reg` + `offset`.
    DefCfa {
        reg: u16,
        offset: i32,
    },
    /// CFA = (current register) + `offset`.
    DefCfaOffset(i32),
    /// CFA = `reg` + (current offset).
    DefCfaRegister(u16),
    /// CFA offset += `delta` (assembler `.cfi_adjust_cfa_offset`).
    AdjustCfaOffset(i32),
    /// `reg` is saved at CFA + `offset` (bytes; negative below the CFA).
    Offset {
        reg: u16,
        offset: i32,
    },
    /// `reg` has its CIE rule again.
    Restore(u16),
    SameValue(u16),
    Undefined(u16),
    /// `reg` is saved in register `from`.
    Register {
        reg: u16,
        from: u16,
    },
    RememberState,
    RestoreState,
    /// AArch64 pointer authentication: the return address signing state flips.
    NegateRaState,
    /// AArch64: the function signs its return address with the B key (`.cfi_b_key_frame`).
    /// Not a rule: its FDE refers to a CIE with augmentation "B" (unwinders authenticate
    /// with the B key). Give it at offset 0.
    BKeyFrame,
}

/// CFI for one function.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FunctionCfi {
    /// The function's symbol; it must be defined in a section (its offset is the start).
    pub start: SymbolId,
    /// Length of the function's code in bytes.
    pub len: u64,
    /// `(code offset from the function start, rule)`, in ascending offset order.
    pub instructions: Vec<(u32, CfiInst)>,
    /// Itanium exception handling: the personality routine and the LSDA.
    pub eh: Option<CfiEh>,
}

/// A function's personality routine and language-specific data area (`.cfi_personality`,
/// `.cfi_lsda`), each with its DWARF pointer encoding (`DW_EH_PE_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CfiEh {
    pub personality: SymbolId,
    pub personality_encoding: u8,
    /// A symbol at the start of the function's LSDA (in `.gcc_except_table`).
    pub lsda: SymbolId,
    pub lsda_encoding: u8,
}

/// DWARF register numbers the tests and simple producers need.
pub mod regs {
    pub const X86_64_RBP: u16 = 6;
    pub const X86_64_RSP: u16 = 7;
    pub const X86_64_RA: u16 = 16;
    pub const AARCH64_FP: u16 = 29;
    pub const AARCH64_LR: u16 = 30;
    pub const AARCH64_SP: u16 = 31;
    pub const RISCV_RA: u16 = 1;
    pub const RISCV_SP: u16 = 2;
    pub const RISCV_S0: u16 = 8;
}

/// The CIE an arch uses, matching what assemblers generate for `.cfi_startproc`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CieInfo {
    pub code_align: u8,
    pub data_align: i8,
    pub return_address_register: u16,
    /// Rules in force at the first instruction of every function.
    pub initial: Vec<CfiInst>,
}

impl CieInfo {
    pub fn for_arch(arch: Arch) -> CieInfo {
        match arch {
            Arch::X86_64 => CieInfo {
                code_align: 1,
                data_align: -8,
                return_address_register: regs::X86_64_RA,
                initial: vec![
                    CfiInst::DefCfa {
                        reg: regs::X86_64_RSP,
                        offset: 8,
                    },
                    CfiInst::Offset {
                        reg: regs::X86_64_RA,
                        offset: -8,
                    },
                ],
            },
            Arch::Aarch64 => CieInfo {
                code_align: 1,
                data_align: -8,
                return_address_register: regs::AARCH64_LR,
                initial: vec![CfiInst::DefCfa {
                    reg: regs::AARCH64_SP,
                    offset: 0,
                }],
            },
            Arch::Riscv64 => CieInfo {
                code_align: 1,
                data_align: -8,
                return_address_register: regs::RISCV_RA,
                initial: vec![CfiInst::DefCfa {
                    reg: regs::RISCV_SP,
                    offset: 0,
                }],
            },
        }
    }

    /// The CFA offset in force at function entry (for resolving `AdjustCfaOffset`).
    pub fn initial_cfa_offset(&self) -> i32 {
        self.initial
            .iter()
            .rev()
            .find_map(|i| match *i {
                CfiInst::DefCfa { offset, .. } | CfiInst::DefCfaOffset(offset) => Some(offset),
                _ => None,
            })
            .unwrap_or(0)
    }
}
