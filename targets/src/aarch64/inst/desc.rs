//! The vocabulary of opcode descriptions: the instruction's type parameter (`Ty`), register
//! views of operand slots (`R`), immediate encodings (`I`), memory forms (`M`), the slots
//! themselves (`Slot`), GNU mnemonics (`Mn`), how the type parameter is encoded (`T`),
//! encodings (`Enc`) and `Desc`, everything about one opcode.

use super::addr::MEM_OPS;
use rllc_isel::mir::inst_flags;

/// The type parameter of an opcode that exists at several widths: the integer width, the
/// FP type, the access size of a load or store, or the vector arrangement. One opcode
/// allows a subset (`Desc::tys`); constructors of such opcodes take it first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Ty {
    W = 0,
    X = 1,
    B = 2,
    H = 3,
    S = 4,
    D = 5,
    Q = 6,
    V8B = 7,
    V16B = 8,
    V4H = 9,
    V8H = 10,
    V2S = 11,
    V4S = 12,
    V1D = 13,
    V2D = 14,
}

impl Ty {
    pub const ALL: [Ty; 15] = [
        Ty::W,
        Ty::X,
        Ty::B,
        Ty::H,
        Ty::S,
        Ty::D,
        Ty::Q,
        Ty::V8B,
        Ty::V16B,
        Ty::V4H,
        Ty::V8H,
        Ty::V2S,
        Ty::V4S,
        Ty::V1D,
        Ty::V2D,
    ];

    pub fn from_index(i: u16) -> Option<Ty> {
        Ty::ALL.get(i as usize).copied()
    }

    pub const fn bit(self) -> u16 {
        1 << self as u16
    }

    pub fn is_vector(self) -> bool {
        self as u8 >= Ty::V8B as u8
    }

    /// log2 of the size in bytes of a scalar type or of a vector's element.
    pub fn elem_log2(self) -> u32 {
        match self {
            Ty::B | Ty::V8B | Ty::V16B => 0,
            Ty::H | Ty::V4H | Ty::V8H => 1,
            Ty::W | Ty::S | Ty::V2S | Ty::V4S => 2,
            Ty::X | Ty::D | Ty::V1D | Ty::V2D => 3,
            Ty::Q => 4,
        }
    }

    /// Whether a vector type fills 128 bits (the `Q` bit).
    pub fn is_q(self) -> bool {
        matches!(self, Ty::V16B | Ty::V8H | Ty::V4S | Ty::V2D | Ty::Q)
    }

    /// Whether a GPR operand of this type is 64-bit (`x`): X, and the 64-bit element or
    /// FP types that move to and from GPRs.
    pub fn gpr64(self) -> bool {
        matches!(self, Ty::X | Ty::D | Ty::V1D | Ty::V2D)
    }

    /// Bits of an integer operation (32 or 64).
    pub fn bits(self) -> u32 {
        8 << self.elem_log2()
    }

    /// The arrangement suffix (`8b`, `4s`, ...), `None` for scalars.
    pub fn arrangement(self) -> Option<&'static str> {
        Some(match self {
            Ty::V8B => "8b",
            Ty::V16B => "16b",
            Ty::V4H => "4h",
            Ty::V8H => "8h",
            Ty::V2S => "2s",
            Ty::V4S => "4s",
            Ty::V1D => "1d",
            Ty::V2D => "2d",
            _ => return None,
        })
    }

    /// The element letter (`b`, `h`, `s`, `d`).
    pub fn elem_letter(self) -> char {
        ['b', 'h', 's', 'd', 'q'][self.elem_log2() as usize]
    }

    /// The 128-bit arrangement with elements twice as wide (the wide side of `xtn`, `sshll`).
    pub fn widened(self) -> Option<Ty> {
        match self {
            Ty::V8B | Ty::V16B => Some(Ty::V8H),
            Ty::V4H | Ty::V8H => Some(Ty::V4S),
            Ty::V2S | Ty::V4S => Some(Ty::V2D),
            _ => None,
        }
    }
}

/// Masks of allowed `Ty`s.
pub mod tys {
    use super::Ty;
    pub const WX: u16 = Ty::W.bit() | Ty::X.bit();
    pub const BHWX: u16 = Ty::B.bit() | Ty::H.bit() | Ty::W.bit() | Ty::X.bit();
    pub const HSD: u16 = Ty::H.bit() | Ty::S.bit() | Ty::D.bit();
    pub const SD: u16 = Ty::S.bit() | Ty::D.bit();
    pub const HD: u16 = Ty::H.bit() | Ty::D.bit();
    pub const HS: u16 = Ty::H.bit() | Ty::S.bit();
    pub const BHSDQ: u16 = Ty::B.bit() | Ty::H.bit() | Ty::S.bit() | Ty::D.bit() | Ty::Q.bit();
    pub const SDQ: u16 = Ty::S.bit() | Ty::D.bit() | Ty::Q.bit();
    pub const WXSDQ: u16 = WX | SDQ;
    pub const V8: u16 = Ty::V8B.bit() | Ty::V16B.bit();
    pub const V16: u16 = Ty::V4H.bit() | Ty::V8H.bit();
    pub const V32: u16 = Ty::V2S.bit() | Ty::V4S.bit();
    /// Every arrangement of 8-, 16- and 32-bit elements.
    pub const VBHS: u16 = V8 | V16 | V32;
    /// Every arrangement but 1D.
    pub const VALL: u16 = VBHS | Ty::V2D.bit();
    /// FP vectors.
    pub const VF: u16 = V32 | Ty::V2D.bit();
    /// 16- and 32-bit elements.
    pub const VHS: u16 = V16 | V32;
    /// The 128-bit arrangements, standing for their element size (lane operations).
    pub const VELEM: u16 = Ty::V16B.bit() | Ty::V8H.bit() | Ty::V4S.bit() | Ty::V2D.bit();
    pub const VELEM_BHS: u16 = Ty::V16B.bit() | Ty::V8H.bit() | Ty::V4S.bit();
    pub const VELEM_BH: u16 = Ty::V16B.bit() | Ty::V8H.bit();
    /// Across-lanes reductions (no 2S, no 2D).
    pub const VACROSS: u16 = V8 | V16 | Ty::V4S.bit();
}

/// The view of a register slot (see `regs::View`); `31` is sp for the `*Sp` views and the
/// zero register for the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum R {
    /// `w` or `x` by the type (`Ty::gpr64`).
    G,
    /// `G`, field 31 is sp.
    GSp,
    W,
    X,
    /// `x`, field 31 is sp.
    XSp,
    /// The index register of an extended-register operand: `x` for `uxtx`/`sxtx`, else
    /// `w` (the extend is the next slot).
    GExt,
    /// `tbz`/`tbnz`: `w` when the tested bit (the next slot) is below 32, as llvm prints.
    GTb,
    /// A GPR holding one element of the vector type: `x` for 64-bit elements, else `w`.
    GE,
    /// FP/SIMD scalar of the type (`b`, `h`, `s`, `d`, `q`).
    F,
    /// Scalar of the vector type's element (`addv s0, v1.4s`).
    FE,
    FH,
    FS,
    FD,
    /// A vector with the type's arrangement (`v0.4s`).
    V,
    /// The widened arrangement (`Ty::widened`).
    VW,
    /// An element of the type's element size (`v1.s`), the lane index in the next slot.
    VE,
    /// `vN.d` of `fmov x0, v1.d[1]` (the lane is the next slot).
    VD1,
    /// `v0.16b`.
    V16B,
    /// A one-register list `{ v1.16b }`.
    L16B,
    /// Either class, full width (`Copy`).
    Any,
}

impl R {
    /// Whether the view names a GPR (or sp/xzr).
    pub fn is_gpr(self) -> bool {
        matches!(self, R::G | R::GSp | R::W | R::X | R::XSp | R::GExt | R::GTb | R::GE)
    }

    /// Whether field value 31 means sp (else the zero register).
    pub fn allows_sp(self) -> bool {
        matches!(self, R::GSp | R::XSp)
    }
}

/// Bit positions of register fields.
pub mod field {
    pub const RD: u8 = 0;
    pub const RT: u8 = 0;
    pub const RN: u8 = 5;
    pub const RA: u8 = 10;
    pub const RT2: u8 = 10;
    pub const RM: u8 = 16;
    pub const RS: u8 = 16;
    /// Rn and Rm both (`ror` = `extr` with equal sources, vector `mov` = `orr`).
    pub const RNM: u8 = 64;
    /// Not encoded (the register is implied by the encoding).
    pub const NONE: u8 = 65;
}

/// How an immediate slot is encoded and printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum I {
    /// imm12 at 10 with `lsl #12` (bit 22) when the low 12 bits are zero and it is larger.
    AddSub,
    /// A bitmask immediate as N:immr:imms (22, 16, 10) for the type's width; printed hex.
    Logic,
    /// An unsigned field of `width` bits at bit `lo`, printed `#v`.
    U(u8, u8),
    /// `U`, printed in hex (`brk #0x1`).
    UHex(u8, u8),
    /// imm16 at 5 (`MOperand::Sym` allowed: `:abs_gN_nc:` by the next slot's shift).
    Imm16,
    /// The `hw` shift of a wide move, 0/16/32/48 at 21; printed `lsl #v` when not 0.
    Hw,
    /// A shifted-register operand's shift, `(kind << 8) | amount` (kind at 22, amount at
    /// 10); printed `lsl #3`, omitted for `lsl #0`.
    Shift,
    /// An extended-register operand's extend, `(option << 8) | amount` (13, 10).
    Extend,
    /// `lsl #n` as `ubfm`: immr = -n mod width, imms = width - 1 - n.
    LslI,
    /// `lsr`/`asr #n` as `ubfm`/`sbfm`: immr = n, imms = width - 1.
    ShrI,
    /// A raw 6-bit immr (16) / imms (10).
    Immr,
    Imms,
    /// The lsb of `bfi`/`sbfiz`/`ubfiz`: immr = -lsb mod width.
    InsLsb,
    /// The width of `bfi`/`*bfiz`: imms = width - 1.
    InsWidth,
    /// The width of `bfxil`/`*bfx`, after their lsb (an `Immr`): imms = lsb + width - 1.
    ExtWidth,
    /// `tbz` bit number: b5 at 31, b40 at 19.
    TbBit,
    /// An FP immediate (the `f64` bit pattern) as imm8 at 13; printed `#1.00000000`.
    Fp8,
    /// A vector FP immediate (f64 bits) as abc:defgh; printed as `Fp8`.
    VFp8,
    /// A lane index: imm5 at 16 for the type's element size (`dup`, `ins`, `umov`).
    Lane5,
    /// The source lane of `ins` (element): imm4 at 11.
    Lane4,
    /// The lane of `fmov x0, v1.d[1]` (must be 1, not encoded).
    LaneD1,
    /// Vector shift left by n: immh:immb = element bits + n.
    VShl,
    /// Vector shift right by n: immh:immb = 2 * element bits - n.
    VShr,
    /// An 8-bit vector immediate as abc (16) : defgh (5); printed decimal.
    Abc,
    /// A 64-bit byte mask (each byte 0 or 0xff) as abc:defgh; printed hex.
    Mask64,
    /// `lsl #0/8/16/24` of a 32-bit `movi`: cmode bits 13..15 = n / 8.
    VLslS,
    /// `lsl #0/8` of a 16-bit `movi`: cmode bit 13 = n / 8.
    VLslH,
    /// A barrier option, CRm at 8 (`ish`, `ishld`, `ishst`, `sy`, ...).
    Barrier,
}

/// The forms a memory slot allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum M {
    /// One register: scaled unsigned imm12, unscaled imm9 (`ldur`), pre/post-index,
    /// register offset, and pc-relative literal where the instruction has one.
    One,
    /// A pair: imm7 scaled by the access size, offset/pre/post.
    Pair,
    /// Base register only (`[x0]`): exclusives, acquire/release, atomics.
    Base,
}

/// One element of an opcode's operand layout, in assembly order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// A register written (late def) in view `R`, encoded at field bit `u8` (`field::*`).
    Def(R, u8),
    /// A register read (early use).
    Use(R, u8),
    /// A register written before the inputs are read (early def: the status register of
    /// `stxr` must differ from its inputs).
    EDef(R, u8),
    /// A register read and overwritten in place: the use whose register the `Def` in slot
    /// `n` reuses (`movk`, `bfi`, `ins`, `fmla`, the compare register of `cas`). Not
    /// encoded or printed: after allocation it equals that def.
    Tied(u8),
    /// An immediate (`MOperand::Imm`; `Sym` where `I::Imm16`).
    Imm(I),
    /// A memory address: `MEM_OPS` operands (see `addr`).
    Mem(M),
    /// A condition (`MOperand::Imm` holding a `Cond`) at bit `u8`.
    Cc(u8),
    /// A condition encoded inverted (`cset`, `cinc`, ...): printed as given.
    CcInv(u8),
    /// A block (`MOperand::Block`): a branch target, resolved by `emit_function`.
    Target,
    /// A symbol branched to (`b`/`bl`: `Jump26`/`Call26`), `MOperand::Sym`.
    Callee,
    /// A symbol of `adrp` (page), `adr`, or `add :lo12:` (`MOperand::Sym`); the modifier is
    /// the next slot.
    Sym(SymField),
    /// The modifier of the previous `Sym` slot (`MOperand::Imm` holding a `SymMod`).
    Mod,
    /// Any number of pinned register uses and defs (calls, returns, function entry).
    /// Always last.
    Implicit,
}

/// Where a `Slot::Sym` goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymField {
    /// `adrp`: 21-bit page offset.
    Page,
    /// `adr`: 21-bit byte offset.
    Adr,
    /// `add`: imm12 (`:lo12:`, `:tprel_lo12_nc:`, `:tprel_hi12:`, `:tlsdesc_lo12:`).
    Lo12,
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

/// The GNU mnemonic of an opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mn {
    /// As written.
    P(&'static str),
    /// Plus `b`/`h` for byte and halfword types (`ldrb`, `stlxrh`, `ldaddalb`); loads and
    /// stores also turn `ld`/`st` into `ldu`/`stu` in their unscaled form.
    BH(&'static str),
    /// Plus `2` for 128-bit types (`xtn2`, `sxtl2`).
    Q2(&'static str),
    /// `b.` plus the condition.
    Cond,
    /// A mnemonic whose last operand is fixed text (`cmeq v0.4s, v1.4s, #0`, `fcmp d0, #0.0`).
    Z(&'static str, &'static str),
}

/// How the type parameter is encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum T {
    /// Fixed-type opcodes.
    None,
    /// sf (bit 31) for X.
    Sf,
    /// sf and N (bit 22) for X (bitfield moves, `extr`).
    SfN,
    /// sf and bit 10 for X (`rev`: opcode 000010 for W, 000011 for X).
    SfRev,
    /// The FP type at 22 (S = 00, D = 01, H = 11).
    Ft,
    /// FP type at 22 and sf for D (`fmov` between GPR and FPR).
    SfFt,
    /// log2 of the access size at 30 (loads/stores of GPRs, exclusives, atomics).
    Size,
    /// FP/SIMD loads and stores: size at 30, and opc bit 23 for Q.
    FpSize,
    /// Sign-extending loads: opc bit 22 set when loading into W.
    Ldrs,
    /// Pairs: opc at 30 (W/S 00, D 01, X/Q 10).
    Pair,
    /// `casp`: bit 30 for X.
    Sz30,
    /// Q (30) and the element size (22).
    Arr,
    /// Q only (the size field is part of the opcode: `and`, `orr`, ...).
    ArrQ,
    /// Q and sz (22) for 2D (FP vectors).
    ArrF,
    /// `umov`: Q for 64-bit elements.
    Umov,
    /// Q, and imm5 naming lane 0 of the element size (`dup v0.4s, w1`).
    ArrQ5,
    /// Q, and op (29) for 2D (`fmov v0.2d, #1.0`).
    ArrOp,
    /// Q, and a left shift by 0 for the element size (`sxtl`, `uxtl`).
    ArrSh0,
}

/// How an opcode is encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Enc {
    /// No bytes (pseudo-instructions that only carry register roles).
    None,
    /// `Copy`: `mov x, x` (`orr`), `mov x, sp` (`add`) or `mov v.16b, v.16b`, by class.
    Copy,
    /// A branch to a block: placed by `emit_function` (`b`, `b.cond`, `cbz`, `tbz`, ...).
    Branch,
    /// One 32-bit word: the base (an encoding-class helper with zero operand fields),
    /// the type bits and the operand fields.
    W(u32),
    /// `.tlsdesccall sym` + `blr`: a `blr` carrying a `TlsdescCall` relocation.
    TlsDescCall(u32),
}

/// `Desc::flags` beyond `inst_flags` (the low 8 bits).
pub mod desc_flags {
    /// The mnemonic of a `movz`/`movn` is printed as the `mov` alias when llvm would.
    pub const MOV_ALIAS: u16 = 1 << 8;
    /// `umov` printed as `mov` for 32- and 64-bit elements.
    pub const UMOV_ALIAS: u16 = 1 << 9;
}

pub(super) const TERM: u16 = inst_flags::TERMINATOR as u16;
pub(super) const MOVE: u16 = inst_flags::MOVE as u16;
pub(super) const CALL: u16 = inst_flags::CALL as u16;
pub(super) const SIDE: u16 = inst_flags::SIDE_EFFECTS as u16;
pub(super) const MOVA: u16 = desc_flags::MOV_ALIAS;
pub(super) const UMOVA: u16 = desc_flags::UMOV_ALIAS;

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
    /// `inst_flags` in the low byte, `desc_flags` above.
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
