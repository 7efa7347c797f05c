//! The vocabulary of opcode descriptions: operand slots and their widths (`Slot`, `W`,
//! `IW`), AT&T mnemonic forms (`Mn`, `StForm`), encodings (`Enc`), flags (`desc_flags`)
//! and `Desc`, everything about one opcode; plus the shorthands the opcode table is
//! written in.

use super::addr::MEM_OPS;
use crate::x86_64::regs::Size;
use iced_x86::Code;
use rllc_isel::mir::{inst_flags, PReg};

/// The register width of a register slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum W {
    /// The instruction's `Size`.
    Sz,
    B8,
    B16,
    B32,
    B64,
    /// An XMM register.
    X,
    /// Either class, full width (`Copy`).
    Any,
}

/// The width of an immediate slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IW {
    /// The instruction's size, at most 32 bits (sign-extended for 64-bit operations).
    ISz,
    I8,
    I16,
    I32,
    I64,
}

/// One element of an opcode's operand layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// A register written by the instruction (late def).
    Def(W),
    /// A register read by the instruction (early use).
    Use(W),
    /// A register read and overwritten in place: the use whose register the `Def` in slot
    /// `n` reuses (two-address forms). Not encoded: after allocation it equals that def.
    Tied(u8),
    /// A use pinned to a register that is also spelled in the encoding (`%cl` of shifts).
    Fixed(PReg, W),
    /// An implicit def pinned to a register (not encoded).
    ImpDef(PReg),
    /// An implicit use pinned to a register (not encoded).
    ImpUse(PReg),
    /// An immediate (`MOperand::Imm`, or `Sym` for a relocated absolute value).
    Imm(IW),
    /// A memory address: five operands (see the module comment).
    Mem,
    /// A condition code (`MOperand::Imm` holding a `Cc`); selects the encoding.
    Cc,
    /// A block (`MOperand::Block`): a branch target.
    Target,
    /// A symbol called or jumped to with a rel32 (`MOperand::Sym`).
    Callee,
    /// An x87 stack index `st(i)` (`MOperand::Imm`, 0..8).
    St,
    /// Any number of pinned register uses and defs (calls, returns, function entry).
    /// Always last.
    Implicit,
}

impl Slot {
    /// How many `MOperand`s the slot takes (`Implicit`: all remaining ones).
    pub fn num_ops(self) -> usize {
        match self {
            Slot::Mem => MEM_OPS,
            _ => 1,
        }
    }

    /// Whether the slot is an operand of the machine encoding (and so of the asm text).
    pub fn is_encoded(self) -> bool {
        !matches!(self, Slot::Tied(_) | Slot::ImpDef(_) | Slot::ImpUse(_) | Slot::Cc | Slot::Implicit)
    }
}

/// The AT&T mnemonic of an opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mn {
    /// The stem plus the size suffix (`add` → `addq`).
    S(&'static str),
    /// As written.
    P(&'static str),
    /// The stem plus the suffix of the fixed source width plus the size suffix (`movzbl`).
    X(&'static str, Size),
    /// The stem plus the condition (`sete`, `jne`).
    C(&'static str),
    /// The stem plus the condition plus the size suffix (`cmovneq`).
    CS(&'static str),
    /// One name per size.
    N([&'static str; 4]),
}

/// How an x87 register-stack form is spelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StForm {
    /// `op st(i)`.
    One,
    /// Intel `op st(0), st(i)`, AT&T `op %st(i), %st`.
    St0First,
    /// Intel `op st(i), st(0)`, AT&T `op %st, %st(i)`.
    StiFirst,
    /// Intel `op st(0), st(i)`, AT&T `op %st(i)`.
    Hidden,
}

/// How an opcode is encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Enc {
    /// No bytes (pseudo-instructions that only carry register roles).
    None,
    /// `Copy`: a 64-bit `mov` or a `movaps`, chosen by the allocated register's class.
    Copy,
    /// One encoding.
    One(Code),
    /// One encoding per `Size` (`Code::INVALID` where the size does not exist).
    S([Code; 4]),
    /// An immediate form per size, its sign-extended 8-bit-immediate form (used when the
    /// value fits), and its short accumulator form (used with al/ax/eax/rax otherwise).
    Imm([Code; 4], [Code; 4], [Code; 4]),
    /// A shift by an immediate per size, and the shorter shift-by-one form.
    Shift([Code; 4], [Code; 4]),
    /// `setcc`: the code is chosen by the condition.
    Setcc,
    /// `cmovcc`: chosen by the condition and size.
    Cmov,
    /// `xchg` between registers (short form with the accumulator).
    Xchg,
    /// A branch to a block: short or near, chosen by branch relaxation.
    Branch,
    /// An x87 register-stack form.
    St(Code, StForm),
}

/// `Desc::flags` bits beyond `inst_flags` (which occupy the low 8 bits).
pub mod desc_flags {
    /// The instruction has a `lock` prefix.
    pub const LOCK: u16 = 1 << 8;
    /// The first encoded operand is an indirect target, printed with `*`.
    pub const STAR: u16 = 1 << 9;
    /// The instruction has a `notrack` prefix (CET: an indirect jump whose target needs
    /// no `endbr64`, as llc marks jump-table jumps).
    pub const NOTRACK: u16 = 1 << 10;
}

pub(super) const TERM: u16 = inst_flags::TERMINATOR as u16;
pub(super) const MOVE: u16 = inst_flags::MOVE as u16;
pub(super) const CALL: u16 = inst_flags::CALL as u16;
pub(super) const SIDE: u16 = inst_flags::SIDE_EFFECTS as u16;
pub(super) const LOCK: u16 = desc_flags::LOCK;
pub(super) const STAR: u16 = desc_flags::STAR;
pub(super) const NOTRACK: u16 = desc_flags::NOTRACK;

/// Allowed sizes, as a bit mask over `Size` indexes.
pub(super) const ALL: u8 = 0b1111;
pub(super) const W16UP: u8 = 0b1110;
pub(super) const W32UP: u8 = 0b1100;
pub(super) const W64: u8 = 0b1000;

/// Everything about an opcode.
#[derive(Clone, Copy, Debug)]
pub struct Desc {
    /// The `Opcode` variant's name.
    pub name: &'static str,
    /// The name of the constructor function in this module.
    pub ctor: &'static str,
    /// Bit mask of the sizes the opcode exists in (bit `Size as u8`); 0 for fixed-width
    /// opcodes, whose constructors take no size.
    pub sizes: u8,
    pub layout: &'static [Slot],
    pub mn: Mn,
    pub enc: Enc,
    /// `inst_flags` in the low byte, `desc_flags` above.
    pub flags: u16,
    /// The one-line semantics.
    pub doc: &'static str,
}

impl Desc {
    pub fn has_size(&self, size: Size) -> bool {
        self.sizes & (1 << size as u8) != 0
    }

    pub fn is_sized(&self) -> bool {
        self.sizes != 0
    }

    pub fn is_locked(&self) -> bool {
        self.flags & LOCK != 0
    }

    pub fn is_notrack(&self) -> bool {
        self.flags & NOTRACK != 0
    }

    /// The operand index of each slot (the last slot may be `Implicit`, taking the rest).
    pub fn slot_offsets(&self) -> impl Iterator<Item = (Slot, usize)> + '_ {
        let mut at = 0;
        self.layout.iter().map(move |&s| {
            let here = at;
            at += s.num_ops();
            (s, here)
        })
    }

    /// The number of operands a well-formed instruction has (at least, with `Implicit`).
    pub fn num_ops(&self) -> usize {
        self.layout.iter().filter(|s| **s != Slot::Implicit).map(|s| s.num_ops()).sum()
    }
}
