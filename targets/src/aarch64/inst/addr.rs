//! Memory operands: `Addr` (base register, register or immediate offset, writeback mode,
//! symbol modifier, frame slots) and its four-operand spelling in an `MInst` (`MEM_OPS`,
//! `Addr::decode`).

use super::builder::{reg_operand_at, AsReg};
use rllc_isel::mir::{FrameIndex, MOperand, OperandKind, OperandPos, Reg, SymbolRef};

/// Operands in a memory address.
pub const MEM_OPS: usize = 4;

/// How an address updates its base register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub enum Mode {
    /// `[base, #off]`: no writeback.
    #[default]
    Offset,
    /// `[base, #off]!`: base += off, then access.
    Pre,
    /// `[base], #off`: access, then base += off.
    Post,
}

/// How an index register is extended (and, with `Addr::scaled`, shifted by the access
/// size's log2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub enum Extend {
    /// A 64-bit index (`lsl`; the `uxtx` option).
    #[default]
    Lsl,
    /// A 32-bit index, zero-extended.
    Uxtw,
    /// A 32-bit index, sign-extended.
    Sxtw,
    /// A 64-bit index (`sxtx`).
    Sxtx,
}

impl Extend {
    const ALL: [Extend; 4] = [Extend::Lsl, Extend::Uxtw, Extend::Sxtw, Extend::Sxtx];

    /// The `option` field.
    pub fn option(self) -> u32 {
        match self {
            Extend::Lsl => 0b011,
            Extend::Uxtw => 0b010,
            Extend::Sxtw => 0b110,
            Extend::Sxtx => 0b111,
        }
    }

    /// Whether the index is a 64-bit register.
    pub fn is_64(self) -> bool {
        matches!(self, Extend::Lsl | Extend::Sxtx)
    }

    pub fn name(self) -> &'static str {
        match self {
            Extend::Lsl => "lsl",
            Extend::Uxtw => "uxtw",
            Extend::Sxtw => "sxtw",
            Extend::Sxtx => "sxtx",
        }
    }
}

/// A relocation operator on a symbol (`:lo12:sym`), for `Addr` displacements and the
/// `adrp`/`add` symbol slots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
#[repr(u8)]
pub enum SymMod {
    /// The symbol's address (`adrp sym`: its page; `adr sym`; `ldr` literal).
    #[default]
    None = 0,
    /// `:lo12:`: the low 12 bits (page offset), for `add` and loads/stores.
    Lo12,
    /// `:got:` (adrp) — the page of the symbol's GOT slot.
    Got,
    /// `:got_lo12:` (ldr) — the GOT slot's page offset.
    GotLo12,
    /// `:tprel_hi12:` (add, `lsl #12`) — local-exec TLS offset, bits 12..24.
    TprelHi12,
    /// `:tprel_lo12_nc:` (add) — local-exec TLS offset, bits 0..12.
    TprelLo12Nc,
    /// `:gottprel:` (adrp) — initial-exec: the page of the GOT slot with the TLS offset.
    Gottprel,
    /// `:gottprel_lo12:` (ldr).
    GottprelLo12,
    /// `:tlsdesc:` (adrp) — the page of the TLS descriptor.
    Tlsdesc,
    /// `:tlsdesc_lo12:` (ldr of the resolver, add of the argument).
    TlsdescLo12,
}

impl SymMod {
    pub const ALL: [SymMod; 10] = [
        SymMod::None,
        SymMod::Lo12,
        SymMod::Got,
        SymMod::GotLo12,
        SymMod::TprelHi12,
        SymMod::TprelLo12Nc,
        SymMod::Gottprel,
        SymMod::GottprelLo12,
        SymMod::Tlsdesc,
        SymMod::TlsdescLo12,
    ];

    pub fn from_i64(v: i64) -> Option<SymMod> {
        usize::try_from(v).ok().and_then(|i| SymMod::ALL.get(i).copied())
    }

    /// The operator as written before the symbol (`:lo12:`), empty for `None`.
    pub fn prefix(self) -> &'static str {
        match self {
            SymMod::None => "",
            SymMod::Lo12 => ":lo12:",
            SymMod::Got => ":got:",
            SymMod::GotLo12 => ":got_lo12:",
            SymMod::TprelHi12 => ":tprel_hi12:",
            SymMod::TprelLo12Nc => ":tprel_lo12_nc:",
            SymMod::Gottprel => ":gottprel:",
            SymMod::GottprelLo12 => ":gottprel_lo12:",
            SymMod::Tlsdesc => ":tlsdesc:",
            SymMod::TlsdescLo12 => ":tlsdesc_lo12:",
        }
    }
}

/// A displacement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Disp {
    /// A byte offset (the writeback amount for pre/post-index; the pc-relative offset of a
    /// literal load without base).
    Imm(i64),
    /// A symbol plus addend, with the address's `SymMod` (`[x0, :lo12:sym+8]`).
    Sym(SymbolRef, i64),
    /// A stack object plus a byte offset; the base register comes from the frame layout.
    Frame(FrameIndex, i64),
}

/// A memory address as constructors take it and `Addr::decode` reads it back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Addr {
    /// The base register (x or sp); `None` for frame addresses and literal loads.
    pub base: Option<Reg>,
    /// A register offset; excludes a non-zero immediate displacement.
    pub index: Option<Reg>,
    pub extend: Extend,
    /// The index is shifted left by log2 of the access size.
    pub scaled: bool,
    pub mode: Mode,
    pub disp: Disp,
    pub modifier: SymMod,
}

impl Addr {
    /// `[base, #off]` (scaled `ldr` when the offset is a non-negative multiple of the access
    /// size below 4096 of them, else `ldur` when it is in -256..256).
    pub fn base(base: impl AsReg, off: i64) -> Addr {
        Addr {
            base: Some(base.as_reg()),
            index: None,
            extend: Extend::Lsl,
            scaled: false,
            mode: Mode::Offset,
            disp: Disp::Imm(off),
            modifier: SymMod::None,
        }
    }

    /// `[base, #off]!`.
    pub fn pre(base: impl AsReg, off: i64) -> Addr {
        Addr { mode: Mode::Pre, ..Addr::base(base, off) }
    }

    /// `[base], #off`.
    pub fn post(base: impl AsReg, off: i64) -> Addr {
        Addr { mode: Mode::Post, ..Addr::base(base, off) }
    }

    /// `[base, index{, extend {#amount}}]`: `scaled` shifts the index by the access size.
    pub fn index(base: impl AsReg, index: impl AsReg, extend: Extend, scaled: bool) -> Addr {
        Addr { index: Some(index.as_reg()), extend, scaled, ..Addr::base(base, 0) }
    }

    /// `[base, :lo12:sym+addend]` and the other page-offset modifiers.
    pub fn sym(base: impl AsReg, sym: SymbolRef, addend: i64, modifier: SymMod) -> Addr {
        Addr { disp: Disp::Sym(sym, addend), modifier, ..Addr::base(base, 0) }
    }

    /// A pc-relative literal load `off` bytes from the instruction (`ldr x0, #8`).
    pub fn literal(off: i64) -> Addr {
        Addr { base: None, ..Addr::base(Reg::Phys(rllc_isel::mir::PReg(0)), off) }
    }

    /// A stack object plus an offset (base and final offset from the frame layout).
    pub fn frame(index: FrameIndex, offset: i64) -> Addr {
        Addr { base: None, disp: Disp::Frame(index, offset), ..Addr::base(Reg::Phys(rllc_isel::mir::PReg(0)), 0) }
    }

    fn flags_imm(&self) -> i64 {
        let mode = self.mode as i64;
        let ext = Extend::ALL.iter().position(|e| *e == self.extend).unwrap_or(0) as i64;
        mode | ext << 2 | (self.scaled as i64) << 4 | (self.modifier as i64) << 8
    }

    /// Appends the four operands (base and index read early); returns how many are
    /// registers.
    pub(super) fn push_operands(&self, ops: &mut Vec<MOperand>, pos: OperandPos) -> usize {
        let mut nreg = 0;
        for r in [self.base, self.index] {
            match r {
                Some(r) => {
                    ops.push(reg_operand_at(r, OperandKind::Use, None, pos));
                    nreg += 1;
                }
                None => ops.push(MOperand::NoReg),
            }
        }
        ops.push(MOperand::Imm(self.flags_imm()));
        ops.push(match self.disp {
            Disp::Imm(d) => MOperand::Imm(d),
            Disp::Sym(sym, addend) => MOperand::Sym { sym, addend },
            Disp::Frame(index, offset) => MOperand::Frame { index, offset },
        });
        nreg
    }

    /// Reads the address at `ops[at..at + MEM_OPS]`; `None` if malformed.
    pub fn decode(ops: &[MOperand], at: usize) -> Option<Addr> {
        let o = ops.get(at..at + MEM_OPS)?;
        let reg = |m: &MOperand| match m {
            MOperand::Reg(r) => Some(Some(r.reg)),
            MOperand::NoReg => Some(None),
            _ => None,
        };
        let base = reg(&o[0])?;
        let index = reg(&o[1])?;
        let MOperand::Imm(flags) = o[2] else { return None };
        let mode = match flags & 3 {
            0 => Mode::Offset,
            1 => Mode::Pre,
            2 => Mode::Post,
            _ => return None,
        };
        let extend = Extend::ALL[((flags >> 2) & 3) as usize];
        let scaled = flags & 16 != 0;
        let modifier = SymMod::from_i64(flags >> 8)?;
        let disp = match o[3] {
            MOperand::Imm(d) => Disp::Imm(d),
            MOperand::Sym { sym, addend } => Disp::Sym(sym, addend),
            MOperand::Frame { index, offset } => Disp::Frame(index, offset),
            _ => return None,
        };
        Some(Addr { base, index, extend, scaled, mode, disp, modifier })
    }
}
