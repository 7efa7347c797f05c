//! The DAG's opcodes, one line of semantics each, with their operand and result layout;
//! condition codes; node flags; and the per-node payload (`NodeData`): constants,
//! symbols, memory-access descriptions and the like.
//!
//! Conventions: `ch` is a chain operand/result (orders memory and side effects), `glue`
//! ties a node to its glued neighbour. Operands are listed in order; results after `→`.
//! Booleans produced by `SetCC` and overflow ops have the type
//! `TargetLowering::setcc_result_vt`, holding 0 or 1.

use crate::mir::{FrameIndex, MBlockId, Reg};
use crate::vt::VT;
use rllc_ir::inst::{FloatPred, IntPred, Ordering};
use rllc_ir::module::GlobalId;
use rllc_ir::Sym;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Opcode {
    // ---- leaves ----
    /// () → ch: the chain at the start of the block.
    #[default]
    EntryToken,
    /// Int/BigInt payload → value: an integer constant (also integer vectors: a splat).
    Constant,
    /// Fp payload (bit pattern) → value: a floating-point constant.
    ConstantFP,
    /// Global payload → ptr: the address of a global plus an offset.
    GlobalAddress,
    /// Sym payload → ptr: the address of an external symbol (libcalls) plus an offset.
    ExternalSymbol,
    /// Frame payload → ptr: the address of a stack object.
    FrameIndex,
    /// Block payload → other: a machine block (branch targets).
    BasicBlock,
    /// ConstPool payload → ptr: the address of a constant-pool entry.
    ConstantPool,
    /// JumpTable payload → ptr: the address of a jump table.
    JumpTable,
    /// Block payload → ptr: the address of a machine block of this function
    /// (`blockaddress`).
    BlockAddress,
    /// () → value: an undefined value (any bits).
    Undef,

    // ---- registers and structure ----
    /// (ch[, glue]), Reg payload → (value, ch, glue): reads a virtual or physical register.
    CopyFromReg,
    /// (ch, value[, glue]), Reg payload → (ch, glue): writes a virtual or physical register.
    CopyToReg,
    /// (ch...) → ch: joins independent chains.
    TokenFactor,
    /// (v...) → (v...): several values as one node's results (custom lowerings).
    MergeValues,
    /// (lo, hi) → value of twice the width: `hi:lo`.
    BuildPair,
    /// (value), Int payload k, result type T → bits `[k·|T|, (k+1)·|T|)` of the value.
    ExtractPart,
    /// (a) → a: passes a value through unchanged (`freeze`; pinned undef).
    Freeze,
    /// (a), VT payload → a: asserts `a` is the zero extension of the payload type.
    AssertZext,
    /// (a), VT payload → a: asserts `a` is the sign extension of the payload type.
    AssertSext,

    // ---- integer arithmetic (two operands unless stated) ----
    /// a + b (wrapping).
    Add,
    /// a − b (wrapping).
    Sub,
    /// a · b (low half).
    Mul,
    /// signed a / b (rounds toward zero).
    SDiv,
    /// unsigned a / b.
    UDiv,
    /// signed remainder (sign of a).
    SRem,
    /// unsigned remainder.
    URem,
    /// → (a sdiv b, a srem b).
    SDivRem,
    /// → (a udiv b, a urem b).
    UDivRem,
    /// → (low, high) halves of the signed double-width product.
    SMulLoHi,
    /// → (low, high) halves of the unsigned double-width product.
    UMulLoHi,
    /// high half of the signed double-width product.
    MulHS,
    /// high half of the unsigned double-width product.
    MulHU,
    /// bitwise and.
    And,
    /// bitwise or.
    Or,
    /// bitwise exclusive or.
    Xor,
    /// a << b (b < width, else undefined).
    Shl,
    /// logical a >> b.
    Srl,
    /// arithmetic a >> b.
    Sra,
    /// rotate left by b mod width.
    Rotl,
    /// rotate right by b mod width.
    Rotr,
    /// (a, b, c) → high half of (a:b) << (c mod width).
    Fshl,
    /// (a, b, c) → low half of (a:b) >> (c mod width).
    Fshr,
    /// (a) → number of set bits.
    Ctpop,
    /// (a) → leading zeros (width for 0).
    Ctlz,
    /// (a) → trailing zeros (width for 0).
    Cttz,
    /// (a) → leading zeros, undefined for 0.
    CtlzZeroUndef,
    /// (a) → trailing zeros, undefined for 0.
    CttzZeroUndef,
    /// (a) → bytes reversed.
    Bswap,
    /// (a) → bits reversed.
    Bitreverse,
    /// (a) → |a| (wrapping for the minimum).
    Abs,
    /// signed minimum.
    Smin,
    /// signed maximum.
    Smax,
    /// unsigned minimum.
    Umin,
    /// unsigned maximum.
    Umax,
    /// → (a + b, signed overflow).
    SAddO,
    /// → (a + b, carry).
    UAddO,
    /// → (a − b, signed overflow).
    SSubO,
    /// → (a − b, borrow).
    USubO,
    /// → (a · b, signed overflow).
    SMulO,
    /// → (a · b, unsigned overflow).
    UMulO,
    /// (a, b, carry) → (a + b + carry, carry out): multi-word addition.
    UAddOCarry,
    /// (a, b, borrow) → (a − b − borrow, borrow out): multi-word subtraction.
    USubOCarry,
    /// signed saturating a + b.
    SAddSat,
    /// unsigned saturating a + b.
    UAddSat,
    /// signed saturating a − b.
    SSubSat,
    /// unsigned saturating a − b.
    USubSat,
    /// signed saturating a << b.
    SShlSat,
    /// unsigned saturating a << b.
    UShlSat,

    // ---- comparisons and selects ----
    /// (a, b), CC payload → boolean a cc b (vectors: lanes of all-ones/zero).
    SetCC,
    /// (c, t, f) → c ? t : f.
    Select,
    /// (a, b, t, f), CC payload → (a cc b) ? t : f.
    SelectCC,

    // ---- control flow (all → ch) ----
    /// (ch, bb): jump.
    Br,
    /// (ch, cond, bb_true, bb_false): two-way branch on a boolean.
    BrCond,
    /// (ch, a, b, bb_true, bb_false), CC payload: branch on a compare.
    BrCC,
    /// (ch, addr): indirect jump (its successors are the block's CFG successors).
    BrInd,
    /// (ch, index), JumpTable payload: jump through table entry `index`.
    BrJT,
    /// (ch[, glue]): return; values travel in glued register copies.
    Return,
    /// (ch), Int payload 1 for `llvm.debugtrap` (a breakpoint) else 0: abort execution
    /// (`llvm.trap`).
    Trap,
    /// (ch): marks unreachable code (targets emit a trap so the block is not empty).
    Unreachable,

    // ---- memory (Mem payload) ----
    /// (ch, ptr) → (value, ch): load (with extension kind for narrow memory types).
    Load,
    /// (ch, value, ptr) → ch: store (truncating when the memory type is narrower).
    Store,
    /// (ch, ptr, v) → (old, ch): atomic exchange.
    AtomicSwap,
    /// (ch, ptr, v) → (old, ch): atomic add.
    AtomicAdd,
    /// (ch, ptr, v) → (old, ch): atomic sub.
    AtomicSub,
    /// (ch, ptr, v) → (old, ch): atomic and.
    AtomicAnd,
    /// (ch, ptr, v) → (old, ch): atomic nand.
    AtomicNand,
    /// (ch, ptr, v) → (old, ch): atomic or.
    AtomicOr,
    /// (ch, ptr, v) → (old, ch): atomic xor.
    AtomicXor,
    /// (ch, ptr, v) → (old, ch): atomic signed min.
    AtomicMin,
    /// (ch, ptr, v) → (old, ch): atomic signed max.
    AtomicMax,
    /// (ch, ptr, v) → (old, ch): atomic unsigned min.
    AtomicUMin,
    /// (ch, ptr, v) → (old, ch): atomic unsigned max.
    AtomicUMax,
    /// (ch, ptr, v) → (old, ch): atomic float add.
    AtomicFAdd,
    /// (ch, ptr, v) → (old, ch): atomic float sub.
    AtomicFSub,
    /// (ch, ptr, v) → (old, ch): atomic float max.
    AtomicFMax,
    /// (ch, ptr, v) → (old, ch): atomic float min.
    AtomicFMin,
    /// (ch, ptr, v) → (old, ch): `old >= v ? 0 : old + 1`.
    AtomicUIncWrap,
    /// (ch, ptr, v) → (old, ch): `old == 0 || old > v ? v : old − 1`.
    AtomicUDecWrap,
    /// (ch, ptr, cmp, new) → (old, success, ch): compare and swap.
    AtomicCmpSwap,
    /// (ch) → ch: memory fence (ordering in the Mem payload).
    Fence,
    /// (ch, dst, src, len) → ch: copy `len` bytes (non-overlapping).
    MemCpy,
    /// (ch, dst, src, len) → ch: copy `len` bytes (may overlap).
    MemMove,
    /// (ch, dst, byte, len) → ch: fill `len` bytes.
    MemSet,
    /// (ch, size), Int payload = alignment → (ptr, ch): dynamic stack allocation.
    DynAlloca,
    /// (ch) → (ptr, ch): the stack pointer (`llvm.stacksave`).
    StackSave,
    /// (ch, ptr) → ch: resets the stack pointer (`llvm.stackrestore`).
    StackRestore,
    /// (ch, ptr) → ch: prefetch hint (may be dropped).
    Prefetch,
    /// (ch), Int payload = depth → (ptr, ch): the frame address of this function (depth
    /// 0) or of a caller (`llvm.frameaddress`).
    FrameAddress,
    /// (ch), Int payload = depth → (ptr, ch): the return address of this function or a
    /// caller (`llvm.returnaddress`).
    ReturnAddress,

    // ---- calls (built by the target's calling-convention lowering) ----
    /// (ch), Int payload = outgoing argument bytes → ch: start of a call sequence.
    CallSeqStart,
    /// (ch[, glue]), Int payload = bytes → (ch, glue): end of a call sequence.
    CallSeqEnd,
    /// (ch, callee[, glue]), Payload (target-defined) → (ch, glue): a call; argument
    /// registers come from glued `CopyToReg`s, results are read by glued `CopyFromReg`s.
    Call,
    /// (ch) → (ch, glue): defines the incoming argument registers at function entry;
    /// glued `CopyFromReg`s of physical registers read them.
    ArgRegs,

    // ---- inline assembly ----
    /// (ch, inputs...), Payload = index into `MFunction::inline_asms` → (ch, outputs...):
    /// runs the template on the inputs (values, or addresses of memory operands) and
    /// yields the outputs; a side effect in chain order.
    InlineAsm,

    // ---- floating point ----
    /// a + b.
    FAdd,
    /// a − b.
    FSub,
    /// a · b.
    FMul,
    /// a / b.
    FDiv,
    /// remainder with the sign of a (`fmod`).
    FRem,
    /// (a) → −a (sign bit flipped).
    FNeg,
    /// (a) → |a| (sign bit cleared).
    FAbs,
    /// (a, b) → magnitude of a, sign of b.
    FCopySign,
    /// (a) → square root.
    FSqrt,
    /// (a, b, c) → a · b + c, rounded once.
    Fma,
    /// (a, b, c) → a · b + c, fused or not (`fmuladd`).
    FMulAdd,
    /// IEEE minNum (a NaN operand loses).
    FMinNum,
    /// IEEE maxNum (a NaN operand loses).
    FMaxNum,
    /// minimum propagating NaN, −0 < +0.
    FMinimum,
    /// maximum propagating NaN, −0 < +0.
    FMaximum,
    /// (a) → round toward −∞.
    FFloor,
    /// (a) → round toward +∞.
    FCeil,
    /// (a) → round toward zero.
    FTrunc,
    /// (a) → round to integral in the current mode (may raise inexact).
    FRint,
    /// (a) → round to integral in the current mode.
    FNearbyInt,
    /// (a) → round half away from zero.
    FRound,
    /// (a) → round half to even.
    FRoundEven,
    /// (a) → sine.
    FSin,
    /// (a) → cosine.
    FCos,
    /// (a) → tangent, arc sine/cosine/tangent, hyperbolic sine/cosine/tangent (`llvm.tan`,
    /// `llvm.asin` …: libm calls everywhere).
    FTan,
    FAsin,
    FAcos,
    FAtan,
    FSinh,
    FCosh,
    FTanh,
    /// (a, b) → a^b.
    FPow,
    /// (a, n: i32) → a^n (`llvm.powi`; libgcc's `__powidf2` & co.).
    FPowi,
    /// (a) → e^a.
    FExp,
    /// (a) → 2^a.
    FExp2,
    /// (a) → ln a.
    FLog,
    /// (a) → log2 a.
    FLog2,
    /// (a) → log10 a.
    FLog10,
    /// (a), Int payload = class mask → boolean: `llvm.is.fpclass`.
    IsFPClass,

    // ---- conversions ----
    /// (a) → sign extension to the result type.
    SignExtend,
    /// (a) → zero extension.
    ZeroExtend,
    /// (a) → extension with unspecified high bits.
    AnyExtend,
    /// (a) → low bits.
    Truncate,
    /// (a), VT payload → a with the bits above the payload width replaced by its sign.
    SignExtendInReg,
    /// (a) → wider float.
    FpExtend,
    /// (a) → narrower float (rounded).
    FpRound,
    /// (a) → signed integer (toward zero; poison when out of range).
    FpToSi,
    /// (a) → unsigned integer.
    FpToUi,
    /// (a) → saturating signed conversion (`fptosi.sat`).
    FpToSiSat,
    /// (a) → saturating unsigned conversion.
    FpToUiSat,
    /// (a) → float of a signed integer.
    SiToFp,
    /// (a) → float of an unsigned integer.
    UiToFp,
    /// (a) → same bits, another type of equal width.
    Bitcast,
    /// (i16 bits of a half) → the float result type.
    Fp16ToFp,
    /// (float) → i16 bits of the half nearest to it.
    FpToFp16,

    // ---- vectors ----
    /// (e...) → vector of the elements.
    BuildVector,
    /// (v, index) → element.
    ExtractVectorElt,
    /// (v, e, index) → v with the element replaced.
    InsertVectorElt,
    /// (a, b), Mask payload → lanes picked from a:b (−1 = undefined lane).
    VectorShuffle,
    /// (v...) → concatenation.
    ConcatVectors,
    /// (v), Int payload = first lane → sub-vector of the result type.
    ExtractSubvector,
    /// (v) → sum of the lanes (wrapping).
    VecReduceAdd,
    /// (v) → product of the lanes.
    VecReduceMul,
    /// (v) → and of the lanes.
    VecReduceAnd,
    /// (v) → or of the lanes.
    VecReduceOr,
    /// (v) → xor of the lanes.
    VecReduceXor,
    /// (v) → signed maximum lane.
    VecReduceSMax,
    /// (v) → signed minimum lane.
    VecReduceSMin,
    /// (v) → unsigned maximum lane.
    VecReduceUMax,
    /// (v) → unsigned minimum lane.
    VecReduceUMin,
    /// (start, v) → start + lanes in order (fadd reduction).
    VecReduceFAdd,
    /// (start, v) → start · lanes in order.
    VecReduceFMul,
    /// (v) → maxnum of the lanes.
    VecReduceFMax,
    /// (v) → minnum of the lanes.
    VecReduceFMin,

    /// A target-specific node (created by custom lowering); meaning set by the target.
    Target(u16),
}

impl Opcode {
    /// Whether `op(a, b) == op(b, a)`.
    pub fn is_commutative(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Add | Mul | And | Or | Xor | MulHS | MulHU | SMulLoHi | UMulLoHi | Smin | Smax | Umin | Umax | SAddO | UAddO | SMulO | UMulO
                | SAddSat | UAddSat | FAdd | FMul | FMinNum | FMaxNum | FMinimum | FMaximum
        )
    }

    /// The atomic read-modify-write opcodes.
    pub fn is_atomic_rmw(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            AtomicSwap | AtomicAdd | AtomicSub | AtomicAnd | AtomicNand | AtomicOr | AtomicXor | AtomicMin | AtomicMax | AtomicUMin
                | AtomicUMax | AtomicFAdd | AtomicFSub | AtomicFMax | AtomicFMin | AtomicUIncWrap | AtomicUDecWrap
        )
    }

    /// Block terminators.
    pub fn is_terminator(self) -> bool {
        use Opcode::*;
        matches!(self, Br | BrCond | BrCC | BrInd | BrJT | Return | Unreachable)
    }

    /// Whether the node has a `Mem` payload describing a memory access.
    pub fn has_mem(self) -> bool {
        use Opcode::*;
        self.is_atomic_rmw() || matches!(self, Load | Store | AtomicCmpSwap | Fence | MemCpy | MemMove | MemSet)
    }

    /// The opcode for an IR binary operator.
    pub fn from_binop(op: rllc_ir::inst::BinOp) -> Opcode {
        use rllc_ir::inst::BinOp as B;
        match op {
            B::Add => Opcode::Add,
            B::Sub => Opcode::Sub,
            B::Mul => Opcode::Mul,
            B::UDiv => Opcode::UDiv,
            B::SDiv => Opcode::SDiv,
            B::URem => Opcode::URem,
            B::SRem => Opcode::SRem,
            B::Shl => Opcode::Shl,
            B::LShr => Opcode::Srl,
            B::AShr => Opcode::Sra,
            B::And => Opcode::And,
            B::Or => Opcode::Or,
            B::Xor => Opcode::Xor,
            B::FAdd => Opcode::FAdd,
            B::FSub => Opcode::FSub,
            B::FMul => Opcode::FMul,
            B::FDiv => Opcode::FDiv,
            B::FRem => Opcode::FRem,
        }
    }
}

/// Comparison conditions: integer ones, and float ones that say how NaNs compare
/// (`O*` false on NaN, `U*` true on NaN), as in `fcmp`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CondCode {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
    FFalse,
    FOeq,
    FOgt,
    FOge,
    FOlt,
    FOle,
    FOne,
    FOrd,
    FUno,
    FUeq,
    FUgt,
    FUge,
    FUlt,
    FUle,
    FUne,
    FTrue,
}

impl CondCode {
    pub fn from_int(p: IntPred) -> CondCode {
        match p {
            IntPred::Eq => CondCode::Eq,
            IntPred::Ne => CondCode::Ne,
            IntPred::Ugt => CondCode::Ugt,
            IntPred::Uge => CondCode::Uge,
            IntPred::Ult => CondCode::Ult,
            IntPred::Ule => CondCode::Ule,
            IntPred::Sgt => CondCode::Sgt,
            IntPred::Sge => CondCode::Sge,
            IntPred::Slt => CondCode::Slt,
            IntPred::Sle => CondCode::Sle,
        }
    }

    pub fn from_float(p: FloatPred) -> CondCode {
        match p {
            FloatPred::False => CondCode::FFalse,
            FloatPred::Oeq => CondCode::FOeq,
            FloatPred::Ogt => CondCode::FOgt,
            FloatPred::Oge => CondCode::FOge,
            FloatPred::Olt => CondCode::FOlt,
            FloatPred::Ole => CondCode::FOle,
            FloatPred::One => CondCode::FOne,
            FloatPred::Ord => CondCode::FOrd,
            FloatPred::Uno => CondCode::FUno,
            FloatPred::Ueq => CondCode::FUeq,
            FloatPred::Ugt => CondCode::FUgt,
            FloatPred::Uge => CondCode::FUge,
            FloatPred::Ult => CondCode::FUlt,
            FloatPred::Ule => CondCode::FUle,
            FloatPred::Une => CondCode::FUne,
            FloatPred::True => CondCode::FTrue,
        }
    }

    pub fn is_float(self) -> bool {
        self as u8 >= CondCode::FFalse as u8
    }

    pub fn is_signed(self) -> bool {
        matches!(self, CondCode::Sgt | CondCode::Sge | CondCode::Slt | CondCode::Sle)
    }

    pub fn is_unsigned(self) -> bool {
        matches!(self, CondCode::Ugt | CondCode::Uge | CondCode::Ult | CondCode::Ule)
    }

    /// The condition that is true exactly when this one is false.
    pub fn inverse(self) -> CondCode {
        use CondCode::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Ugt => Ule,
            Uge => Ult,
            Ult => Uge,
            Ule => Ugt,
            Sgt => Sle,
            Sge => Slt,
            Slt => Sge,
            Sle => Sgt,
            FFalse => FTrue,
            FTrue => FFalse,
            FOeq => FUne,
            FUne => FOeq,
            FOgt => FUle,
            FUle => FOgt,
            FOge => FUlt,
            FUlt => FOge,
            FOlt => FUge,
            FUge => FOlt,
            FOle => FUgt,
            FUgt => FOle,
            FOne => FUeq,
            FUeq => FOne,
            FOrd => FUno,
            FUno => FOrd,
        }
    }

    /// The condition with the operands exchanged: `a cc b == b cc.swapped() a`.
    pub fn swapped(self) -> CondCode {
        use CondCode::*;
        match self {
            Ugt => Ult,
            Ult => Ugt,
            Uge => Ule,
            Ule => Uge,
            Sgt => Slt,
            Slt => Sgt,
            Sge => Sle,
            Sle => Sge,
            FOgt => FOlt,
            FOlt => FOgt,
            FOge => FOle,
            FOle => FOge,
            FUgt => FUlt,
            FUlt => FUgt,
            FUge => FUle,
            FUle => FUge,
            c => c,
        }
    }

    /// Evaluates an integer condition on two values of `bits` bits (zero-extended in u128).
    pub fn eval_int(self, a: u128, b: u128, bits: u32) -> Option<bool> {
        let sx = |v: u128| -> i128 {
            if bits >= 128 {
                v as i128
            } else {
                ((v << (128 - bits)) as i128) >> (128 - bits)
            }
        };
        use CondCode::*;
        Some(match self {
            Eq => a == b,
            Ne => a != b,
            Ugt => a > b,
            Uge => a >= b,
            Ult => a < b,
            Ule => a <= b,
            Sgt => sx(a) > sx(b),
            Sge => sx(a) >= sx(b),
            Slt => sx(a) < sx(b),
            Sle => sx(a) <= sx(b),
            _ => return None,
        })
    }
}

/// Node flags (`Node::flags`): IR wrap/exact flags in the low byte, fast-math flags in
/// the high byte.
pub mod node_flags {
    pub const NUW: u16 = 1 << 0;
    pub const NSW: u16 = 1 << 1;
    pub const EXACT: u16 = 1 << 2;
    pub const DISJOINT: u16 = 1 << 3;
    pub const NNEG: u16 = 1 << 4;
    /// Fast-math flags (`rllc_ir::inst::FastMath` bits) shifted left by this.
    pub const FMF_SHIFT: u16 = 8;

    /// Translates IR instruction flags (`rllc_ir::inst::flags`).
    pub fn from_ir(f: u16, fmf: u8) -> u16 {
        use rllc_ir::inst::flags as F;
        let mut r = 0;
        for (from, to) in [(F::NUW, NUW), (F::NSW, NSW), (F::EXACT, EXACT), (F::DISJOINT, DISJOINT), (F::NNEG, NNEG)] {
            if f & from != 0 {
                r |= to;
            }
        }
        r | ((fmf as u16) << FMF_SHIFT)
    }
}

/// How a load extends a memory value narrower than its result.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum ExtKind {
    /// Same width (or high bits unspecified when narrower).
    #[default]
    NonExt,
    ZeroExt,
    SignExt,
    /// Any extension: the high bits are unspecified.
    AnyExt,
}

/// A memory access: the type in memory (may be narrower than the value: truncating
/// stores, extending loads), alignment, and atomic ordering.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MemInfo {
    /// The type in memory.
    pub mem_vt: VT,
    /// log2 of the alignment in bytes.
    pub align_log2: u8,
    /// `mem_flags` bits.
    pub flags: u8,
    pub ext: ExtKind,
    /// Atomic ordering (None: not atomic); the success ordering of a cmpxchg.
    pub ordering: Option<Ordering>,
    /// The failure ordering of a cmpxchg.
    pub failure: Option<Ordering>,
}

pub mod mem_flags {
    pub const VOLATILE: u8 = 1 << 0;
    pub const NONTEMPORAL: u8 = 1 << 1;
    pub const INVARIANT: u8 = 1 << 2;
    /// A single-thread (signal fence) scope.
    pub const SINGLE_THREAD: u8 = 1 << 3;
    /// `cmpxchg weak`.
    pub const WEAK: u8 = 1 << 4;
}

impl MemInfo {
    pub fn new(mem_vt: VT, align: u64) -> MemInfo {
        MemInfo { mem_vt, align_log2: align.max(1).trailing_zeros() as u8, ..Default::default() }
    }
    pub fn align(&self) -> u64 {
        1u64 << self.align_log2
    }
    pub fn is_volatile(&self) -> bool {
        self.flags & mem_flags::VOLATILE != 0
    }
    pub fn is_atomic(&self) -> bool {
        self.ordering.is_some()
    }
    /// Plain: neither volatile nor atomic (may be merged, folded, reordered with others).
    pub fn is_simple(&self) -> bool {
        !self.is_volatile() && !self.is_atomic()
    }
}

/// The payload of a node.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum NodeData {
    #[default]
    None,
    /// An integer constant up to 128 bits (zero-extended), or a small parameter
    /// (`ExtractPart` index, alignment, byte counts, class masks, lane numbers).
    Int(u128),
    /// An integer constant wider than 128 bits: index into `Dag::big_ints`.
    BigInt(u32),
    /// A float constant's bit pattern.
    Fp(u128),
    Global(GlobalId, i64),
    Sym(Sym, i64),
    Frame(FrameIndex),
    Block(MBlockId),
    JumpTable(u32),
    ConstPool(u32),
    Reg(Reg),
    CC(CondCode),
    Mem(MemInfo),
    /// A shuffle mask: index into `Dag::masks`.
    Mask(u32),
    VT(VT),
    /// Target-defined.
    Payload(u64),
}

impl NodeData {
    pub fn int(&self) -> Option<u128> {
        match self {
            NodeData::Int(v) => Some(*v),
            _ => None,
        }
    }
    pub fn cc(&self) -> Option<CondCode> {
        match self {
            NodeData::CC(c) => Some(*c),
            _ => None,
        }
    }
    pub fn mem(&self) -> Option<&MemInfo> {
        match self {
            NodeData::Mem(m) => Some(m),
            _ => None,
        }
    }
    pub fn block(&self) -> Option<MBlockId> {
        match self {
            NodeData::Block(b) => Some(*b),
            _ => None,
        }
    }
    pub fn reg(&self) -> Option<Reg> {
        match self {
            NodeData::Reg(r) => Some(*r),
            _ => None,
        }
    }
}
