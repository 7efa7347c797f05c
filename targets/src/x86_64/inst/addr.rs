//! Memory operands: `Addr` (`seg:disp(base, index, scale)`, with symbol, frame and TLS
//! displacements) and its five-operand spelling in an `MInst` (`MEM_OPS`, `Addr::decode`).

use super::builder::{reg_operand_at, AsReg};
use rllc_isel::mir::{FrameIndex, MOperand, OperandKind, OperandPos, Reg, SymbolRef};

// ---------------------------------------------------------------------------------------
// Memory addresses
// ---------------------------------------------------------------------------------------

/// Operands in a memory address.
pub const MEM_OPS: usize = 5;

/// A segment override.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub enum Seg {
    #[default]
    None,
    Fs,
    Gs,
}

/// How a symbol displacement is to be resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub enum SymMod {
    /// The symbol's address (RIP-relative without base/index, else absolute 32S).
    #[default]
    None,
    /// `sym@GOTPCREL(%rip)`: the symbol's GOT slot.
    GotPcRel,
    /// `sym@TPOFF`: local-exec TLS offset from the thread pointer (absolute).
    TpOff,
    /// `sym@GOTTPOFF(%rip)`: initial-exec TLS, the GOT slot holding the offset.
    GotTpOff,
    /// `sym@TLSGD(%rip)`: general-dynamic TLS argument for `__tls_get_addr`.
    TlsGd,
    /// `sym@TLSLD(%rip)`: local-dynamic TLS module argument.
    TlsLd,
    /// `sym@DTPOFF`: offset within the module's TLS block (absolute).
    DtpOff,
}

impl SymMod {
    const ALL: [SymMod; 7] =
        [SymMod::None, SymMod::GotPcRel, SymMod::TpOff, SymMod::GotTpOff, SymMod::TlsGd, SymMod::TlsLd, SymMod::DtpOff];

    /// Whether a symbol with this modifier and no base/index is addressed RIP-relative.
    pub fn is_pc_relative(self) -> bool {
        !matches!(self, SymMod::TpOff | SymMod::DtpOff)
    }

    /// The `@...` suffix in assembly.
    pub fn suffix(self) -> &'static str {
        match self {
            SymMod::None => "",
            SymMod::GotPcRel => "@GOTPCREL",
            SymMod::TpOff => "@TPOFF",
            SymMod::GotTpOff => "@GOTTPOFF",
            SymMod::TlsGd => "@TLSGD",
            SymMod::TlsLd => "@TLSLD",
            SymMod::DtpOff => "@DTPOFF",
        }
    }
}

/// A displacement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Disp {
    Imm(i32),
    Sym(SymbolRef, i64),
    /// A stack object plus a byte offset; the base register comes from the frame layout.
    Frame(FrameIndex, i64),
}

/// A memory address `seg:disp(base, index, scale)`, as constructors take it and as
/// `Addr::decode` reads it back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Addr {
    pub base: Option<Reg>,
    pub index: Option<Reg>,
    /// 1, 2, 4 or 8.
    pub scale: u8,
    pub disp: Disp,
    pub seg: Seg,
    pub modifier: SymMod,
}

impl Addr {
    /// `disp(base)`.
    pub fn base(base: impl AsReg, disp: i32) -> Addr {
        Addr {
            base: Some(base.as_reg()),
            index: None,
            scale: 1,
            disp: Disp::Imm(disp),
            seg: Seg::None,
            modifier: SymMod::None,
        }
    }

    /// `disp(base, index, scale)`.
    pub fn bis(base: impl AsReg, index: impl AsReg, scale: u8, disp: i32) -> Addr {
        Addr { index: Some(index.as_reg()), scale, ..Addr::base(base, disp) }
    }

    /// `disp(, index, scale)`.
    pub fn index_only(index: impl AsReg, scale: u8, disp: i32) -> Addr {
        Addr { base: None, ..Addr::bis(index, index, scale, disp) }
    }

    /// An absolute address `disp` (encoded with a SIB byte and no base).
    pub fn abs(disp: i32) -> Addr {
        Addr { base: None, index: None, scale: 1, disp: Disp::Imm(disp), seg: Seg::None, modifier: SymMod::None }
    }

    /// `sym+addend(%rip)`.
    pub fn rip(sym: SymbolRef, addend: i64) -> Addr {
        Addr { disp: Disp::Sym(sym, addend), ..Addr::abs(0) }
    }

    /// `sym@GOTPCREL(%rip)`.
    pub fn got(sym: SymbolRef) -> Addr {
        Addr { modifier: SymMod::GotPcRel, ..Addr::rip(sym, 0) }
    }

    /// A stack object plus an offset (base and final offset from the frame layout).
    pub fn frame(index: FrameIndex, offset: i64) -> Addr {
        Addr { disp: Disp::Frame(index, offset), ..Addr::abs(0) }
    }

    /// This address with an index register added.
    pub fn with_index(mut self, index: impl AsReg, scale: u8) -> Addr {
        self.index = Some(index.as_reg());
        self.scale = scale;
        self
    }

    /// This address with a symbol displacement (and modifier).
    pub fn with_sym(mut self, sym: SymbolRef, addend: i64, modifier: SymMod) -> Addr {
        self.disp = Disp::Sym(sym, addend);
        self.modifier = modifier;
        self
    }

    pub fn with_seg(mut self, seg: Seg) -> Addr {
        self.seg = seg;
        self
    }

    /// Whether the address is RIP-relative.
    pub fn is_rip_relative(&self) -> bool {
        self.base.is_none()
            && self.index.is_none()
            && matches!(self.disp, Disp::Sym(..))
            && self.modifier.is_pc_relative()
    }

    fn flags_imm(&self) -> i64 {
        let seg = match self.seg {
            Seg::None => 0,
            Seg::Fs => 1,
            Seg::Gs => 2,
        };
        seg | (self.modifier as i64) << 4
    }

    /// Appends the five operands; `nreg` counts register operands so far.
    pub(super) fn push_ops(&self, ops: &mut Vec<MOperand>, nreg: &mut u8) {
        *nreg += self.push_operands(ops, OperandPos::Early) as u8;
    }

    /// Appends the five operands, the registers read at `pos` (late for inline asm
    /// inputs, which must not share a register with an output); returns how many of them
    /// are registers.
    pub(in crate::x86_64) fn push_operands(&self, ops: &mut Vec<MOperand>, pos: OperandPos) -> usize {
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
        ops.push(MOperand::Imm(self.scale as i64));
        ops.push(match self.disp {
            Disp::Imm(d) => MOperand::Imm(d as i64),
            Disp::Sym(sym, addend) => MOperand::Sym { sym, addend },
            Disp::Frame(index, offset) => MOperand::Frame { index, offset },
        });
        ops.push(MOperand::Imm(self.flags_imm()));
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
        let scale = match o[2] {
            MOperand::Imm(s @ (1 | 2 | 4 | 8)) => s as u8,
            _ => return None,
        };
        let disp = match o[3] {
            MOperand::Imm(d) => Disp::Imm(i32::try_from(d).ok()?),
            MOperand::Sym { sym, addend } => Disp::Sym(sym, addend),
            MOperand::Frame { index, offset } => Disp::Frame(index, offset),
            _ => return None,
        };
        let flags = match o[4] {
            MOperand::Imm(f) => f,
            _ => return None,
        };
        let seg = match flags & 15 {
            0 => Seg::None,
            1 => Seg::Fs,
            2 => Seg::Gs,
            _ => return None,
        };
        let modifier = *SymMod::ALL.get((flags >> 4) as usize)?;
        Some(Addr { base, index, scale, disp, seg, modifier })
    }
}
