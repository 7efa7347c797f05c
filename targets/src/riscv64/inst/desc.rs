//! The vocabulary of opcode descriptions: the instruction's type parameter (`Ty`), register
//! views of operand slots (`R`), immediate encodings (`I`), memory forms (`M`), branch
//! target forms (`J`), the slots themselves (`Slot`), mnemonics (`Mn`), how the type
//! parameter is encoded (`T`), encodings (`Enc`) and `Desc`, everything about one opcode.

use super::addr::MEM_OPS;
use rllc_isel::mir::inst_flags;

/// The type parameter of an opcode that exists at several widths: the operation width of
/// integer arithmetic (`X`, or the `W` forms that work on the low 32 bits and sign-extend),
/// the access size of a load or store (`B`/`H`/`W`/`D`, zero-extending `BU`/`HU`/`WU`),
/// the width of an atomic (`W`/`D`) or the FP format (`S`/`D`). The letters are the ISA's
/// own: `D` is both a doubleword access and the double format, as in `fld` and `fadd.d`.
/// One opcode allows a subset (`Desc::tys`); constructors of such opcodes take it first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Ty {
    X = 0,
    W = 1,
    B = 2,
    H = 3,
    D = 4,
    BU = 5,
    HU = 6,
    WU = 7,
    S = 8,
}

impl Ty {
    pub const ALL: [Ty; 9] = [Ty::X, Ty::W, Ty::B, Ty::H, Ty::D, Ty::BU, Ty::HU, Ty::WU, Ty::S];

    pub fn from_index(i: u16) -> Option<Ty> {
        Ty::ALL.get(i as usize).copied()
    }

    pub const fn bit(self) -> u16 {
        1 << self as u16
    }

    /// The load/store width code of funct3 (`lb` 0 ... `ld` 3, `lbu` 4 ... `lwu` 6); FP
    /// loads and stores use 2 (`S`) and 3 (`D`).
    pub fn width_code(self) -> u32 {
        match self {
            Ty::B => 0,
            Ty::H => 1,
            Ty::W | Ty::S => 2,
            Ty::X | Ty::D => 3,
            Ty::BU => 4,
            Ty::HU => 5,
            Ty::WU => 6,
        }
    }

    /// log2 of the access size in bytes.
    pub fn size_log2(self) -> u32 {
        self.width_code() & 3
    }

    /// The suffix of a load or store mnemonic (`lbu`, `sd`).
    pub fn size_suffix(self) -> &'static str {
        match self {
            Ty::B => "b",
            Ty::H => "h",
            Ty::W | Ty::S => "w",
            Ty::X | Ty::D => "d",
            Ty::BU => "bu",
            Ty::HU => "hu",
            Ty::WU => "wu",
        }
    }

    /// The FP format letter of a mnemonic (`fadd.s`, `fadd.d`).
    pub fn fmt_letter(self) -> &'static str {
        if self == Ty::S {
            "s"
        } else {
            "d"
        }
    }
}

/// Masks of allowed `Ty`s.
pub mod tys {
    use super::Ty;
    /// Integer operations with a `W` form.
    pub const XW: u16 = Ty::X.bit() | Ty::W.bit();
    /// Integer loads.
    pub const LOADS: u16 =
        Ty::B.bit() | Ty::H.bit() | Ty::W.bit() | Ty::D.bit() | Ty::BU.bit() | Ty::HU.bit() | Ty::WU.bit();
    /// Integer stores.
    pub const STORES: u16 = Ty::B.bit() | Ty::H.bit() | Ty::W.bit() | Ty::D.bit();
    /// Atomics (`.w`, `.d`).
    pub const WD: u16 = Ty::W.bit() | Ty::D.bit();
    /// FP formats.
    pub const SD: u16 = Ty::S.bit() | Ty::D.bit();
}

/// The register file of a register slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum R {
    /// x0..x31.
    G,
    /// f0..f31.
    F,
    /// Only tp (x4): the thread-pointer operand of `add` under `%tprel_add`.
    Tp,
    /// Either file (`Copy`: `mv` or `fmv.d` by class).
    Any,
}

/// How an immediate slot is encoded and printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum I {
    /// A signed 12-bit I-type immediate at 20.
    Simm12,
    /// A shift amount at 20: 6 bits, 5 for the `W` forms.
    Shamt,
    /// The 20-bit upper immediate of `lui`/`auipc` at 12 (0..=0xfffff; negative values
    /// down to -0x80000 stand for their 20-bit pattern); printed unsigned.
    Uimm20,
    /// A 12-bit CSR number at 20, printed by name where llvm knows one.
    Csr,
    /// The 5-bit unsigned immediate of `csrrwi`/`csrrsi`/`csrrci` (rs1 field, 15).
    Uimm5,
    /// A rounding mode (`Rm`) at 12, printed as a last operand unless it is `dyn`.
    Rm,
    /// A rounding mode of an exact conversion (`fcvt.d.w`, `fcvt.d.s`), printed unless it
    /// is `rne`, the default llvm encodes for them.
    RmRne,
    /// The `aq`/`rl` ordering bits (`Aqrl`) at 25, printed as a mnemonic suffix.
    Aqrl,
    /// A fence predecessor set (`Fence` bits) at 24.
    Pred,
    /// A fence successor set at 20.
    Succ,
}

/// What a memory operand (`Slot::Mem`) is encoded as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum M {
    /// `off(base)`, the offset an I-type immediate (loads).
    Load,
    /// `off(base)`, the offset an S-type immediate (stores).
    Store,
    /// `(base)` only: LR/SC and the AMOs.
    Base,
}

/// What a branch target (`Slot::Target`) is encoded as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum J {
    /// B-type, ±4 KiB (`R_RISCV_BRANCH`).
    B,
    /// J-type, ±1 MiB (`R_RISCV_JAL`).
    J,
}

/// Where a `Slot::Sym` goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymField {
    /// The U-type upper immediate (`lui`, `auipc`: `%hi`, `%pcrel_hi`, `%got_pcrel_hi`, ...).
    Hi20,
    /// The I-type immediate (`addi`: `%lo`, `%pcrel_lo`, `%tprel_lo`).
    Lo12,
    /// No bits: the `%tprel_add` operand of `add` (a relocation marker only).
    TprelAdd,
}

/// One element of an opcode's operand layout, in assembly order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// A register written (late def) in file `R`, encoded at field bit `u8` (`field::*`).
    Def(R, u8),
    /// A register read (early use).
    Use(R, u8),
    /// A register written before the inputs are read (the status of `sc`, which must
    /// differ from the address and value registers).
    EDef(R, u8),
    /// An immediate (`MOperand::Imm`).
    Imm(I),
    /// A memory address: `MEM_OPS` operands (see `addr`).
    Mem(M),
    /// A branch target: `MOperand::Block` (placed by `emit_function`), `Imm` (a byte
    /// offset from the instruction, as an assembler takes a bare number) or `Sym`
    /// (relocated).
    Target(J),
    /// The symbol of `call`/`tail` (`R_RISCV_CALL_PLT`), `MOperand::Sym`.
    Callee,
    /// A symbol in an immediate field (`MOperand::Sym`); the modifier is the next slot.
    Sym(SymField),
    /// The modifier of the previous `Sym` slot (`MOperand::Imm` holding a `SymMod`).
    Mod,
    /// Any number of pinned register uses and defs (calls, returns). Always last.
    Implicit,
}

impl Slot {
    /// How many `MOperand`s the slot takes (`Implicit`: all remaining ones).
    pub fn num_ops(self) -> usize {
        match self {
            Slot::Mem(_) => MEM_OPS,
            _ => 1,
        }
    }
}

/// The mnemonic of an opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mn {
    /// As written.
    P(&'static str),
    /// Plus `w` for the `W` forms (`addw`, `slliw`).
    W(&'static str),
    /// Plus the access size (`lbu`, `sd`).
    Size(&'static str),
    /// The FP format letter between the two parts (`fadd.` `d`, `fcvt.` `d` `.w`).
    Fmt(&'static str, &'static str),
    /// The integer width of the FP format between the two parts (`fl` `w`, `fmv.x.` `d`).
    FmtW(&'static str, &'static str),
    /// Plus `.w`/`.d` and the ordering suffix (`amoadd.w.aqrl`, `lr.d.aq`).
    Amo(&'static str),
}

/// How the type parameter is encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum T {
    /// Fixed-type opcodes.
    None,
    /// The `W` forms: major opcode OP-32/OP-IMM-32 (bit 3 set).
    OpW,
    /// The load/store width code in funct3 (`Ty::width_code`).
    Width,
    /// The FP format at 25 (S 00, D 01): funct7's low bits, or funct2 of R4.
    Fmt,
    /// `.w`/`.d` of the atomics in funct3 (010, 011).
    AmoWidth,
}

/// How an opcode is encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Enc {
    /// No bytes (pseudo-instructions that only carry register roles).
    None,
    /// `Copy`: `addi rd, rs, 0` (`mv`) or `fsgnj.d rd, rs, rs` (`fmv.d`) by class.
    Copy,
    /// One 32-bit word: the base (a format helper with zero operand fields), the type
    /// bits and the operand fields.
    W(u32),
    /// Two words with one `R_RISCV_CALL_PLT` on the first: `call`/`tail`
    /// (`auipc` + `jalr` through ra or t1).
    Call(u32, u32),
}

pub(super) const TERM: u16 = inst_flags::TERMINATOR as u16;
pub(super) const MOVE: u16 = inst_flags::MOVE as u16;
pub(super) const CALL: u16 = inst_flags::CALL as u16;
pub(super) const SIDE: u16 = inst_flags::SIDE_EFFECTS as u16;

/// Everything about an opcode.
#[derive(Clone, Copy, Debug)]
pub struct Desc {
    /// The `Opcode` variant's name.
    pub name: &'static str,
    /// The constructor function's name.
    pub ctor: &'static str,
    /// Mask of allowed `Ty`s (bit `Ty as u16`); 0 for fixed-type opcodes, whose
    /// constructors take no type.
    pub tys: u16,
    pub layout: &'static [Slot],
    pub mn: Mn,
    pub t: T,
    pub enc: Enc,
    /// `inst_flags`.
    pub flags: u16,
    /// The one-line semantics.
    pub doc: &'static str,
}

impl Desc {
    pub fn has_ty(&self, ty: Ty) -> bool {
        self.tys & ty.bit() != 0
    }

    pub fn is_typed(&self) -> bool {
        self.tys != 0
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
