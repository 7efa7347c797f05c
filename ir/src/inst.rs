//! Instructions: opcodes with their per-opcode payload (`InstKind`), flags, orderings and
//! the `Inst` record a function stores for each instruction (other metadata attachments
//! and debug records are in side tables of the `Function`). Operands are `Value`s in
//! `Inst::ops`; the layout of `ops` for each opcode is documented on its `InstKind`
//! variant, and the printer, verifier and isel all read it from there.

use crate::attrs::AttrSetId;
use crate::interner::Sym;
use crate::types::TypeId;
use crate::ops::Ops;
use crate::value::{BlockId, Value};

/// Flag bits carried by arithmetic, casts, compares and GEPs (`Inst::flags`,
/// `ConstExpr::flags`).
pub mod flags {
    /// No unsigned wrap (`add`, `sub`, `mul`, `shl`, `trunc`, GEP `nuw`).
    pub const NUW: u16 = 1 << 0;
    /// No signed wrap (`add`, `sub`, `mul`, `shl`, `trunc`).
    pub const NSW: u16 = 1 << 1;
    /// `exact` (`udiv`, `sdiv`, `lshr`, `ashr`).
    pub const EXACT: u16 = 1 << 2;
    /// `disjoint` (`or`).
    pub const DISJOINT: u16 = 1 << 3;
    /// `nneg` (`zext`, `uitofp`).
    pub const NNEG: u16 = 1 << 4;
    /// `inbounds` (GEP).
    pub const INBOUNDS: u16 = 1 << 5;
    /// `nusw` (GEP): no unsigned-signed wrap.
    pub const NUSW: u16 = 1 << 6;
    /// `samesign` (`icmp`).
    pub const SAMESIGN: u16 = 1 << 7;
}

/// Fast-math flags (`nnan ninf nsz arcp contract afn reassoc`; `fast` is all of them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FastMath(pub u8);

impl FastMath {
    pub const NNAN: u8 = 1 << 0;
    pub const NINF: u8 = 1 << 1;
    pub const NSZ: u8 = 1 << 2;
    pub const ARCP: u8 = 1 << 3;
    pub const CONTRACT: u8 = 1 << 4;
    pub const AFN: u8 = 1 << 5;
    pub const REASSOC: u8 = 1 << 6;
    pub const FAST: u8 = 0x7f;
    /// Keyword spellings in the order LLVM prints them.
    pub const NAMES: [(&'static str, u8); 7] = [
        ("reassoc", Self::REASSOC),
        ("nnan", Self::NNAN),
        ("ninf", Self::NINF),
        ("nsz", Self::NSZ),
        ("arcp", Self::ARCP),
        ("contract", Self::CONTRACT),
        ("afn", Self::AFN),
    ];

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// Two-operand arithmetic and bitwise operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
    FAdd,
    FSub,
    FMul,
    FDiv,
    FRem,
}

impl BinOp {
    pub const ALL: [BinOp; 18] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::UDiv,
        BinOp::SDiv,
        BinOp::URem,
        BinOp::SRem,
        BinOp::Shl,
        BinOp::LShr,
        BinOp::AShr,
        BinOp::And,
        BinOp::Or,
        BinOp::Xor,
        BinOp::FAdd,
        BinOp::FSub,
        BinOp::FMul,
        BinOp::FDiv,
        BinOp::FRem,
    ];

    pub fn keyword(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::Sub => "sub",
            BinOp::Mul => "mul",
            BinOp::UDiv => "udiv",
            BinOp::SDiv => "sdiv",
            BinOp::URem => "urem",
            BinOp::SRem => "srem",
            BinOp::Shl => "shl",
            BinOp::LShr => "lshr",
            BinOp::AShr => "ashr",
            BinOp::And => "and",
            BinOp::Or => "or",
            BinOp::Xor => "xor",
            BinOp::FAdd => "fadd",
            BinOp::FSub => "fsub",
            BinOp::FMul => "fmul",
            BinOp::FDiv => "fdiv",
            BinOp::FRem => "frem",
        }
    }

    pub fn from_keyword(s: &str) -> Option<BinOp> {
        BinOp::ALL.iter().copied().find(|op| op.keyword() == s)
    }

    pub fn is_float(self) -> bool {
        matches!(self, BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem)
    }

    /// The flag bits this operation may carry.
    pub fn allowed_flags(self) -> u16 {
        match self {
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl => flags::NUW | flags::NSW,
            BinOp::UDiv | BinOp::SDiv | BinOp::LShr | BinOp::AShr => flags::EXACT,
            BinOp::Or => flags::DISJOINT,
            _ => 0,
        }
    }
}

/// Conversions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FPTrunc,
    FPExt,
    FPToUI,
    FPToSI,
    UIToFP,
    SIToFP,
    PtrToInt,
    IntToPtr,
    BitCast,
    AddrSpaceCast,
}

impl CastOp {
    pub const ALL: [CastOp; 13] = [
        CastOp::Trunc,
        CastOp::ZExt,
        CastOp::SExt,
        CastOp::FPTrunc,
        CastOp::FPExt,
        CastOp::FPToUI,
        CastOp::FPToSI,
        CastOp::UIToFP,
        CastOp::SIToFP,
        CastOp::PtrToInt,
        CastOp::IntToPtr,
        CastOp::BitCast,
        CastOp::AddrSpaceCast,
    ];

    pub fn keyword(self) -> &'static str {
        match self {
            CastOp::Trunc => "trunc",
            CastOp::ZExt => "zext",
            CastOp::SExt => "sext",
            CastOp::FPTrunc => "fptrunc",
            CastOp::FPExt => "fpext",
            CastOp::FPToUI => "fptoui",
            CastOp::FPToSI => "fptosi",
            CastOp::UIToFP => "uitofp",
            CastOp::SIToFP => "sitofp",
            CastOp::PtrToInt => "ptrtoint",
            CastOp::IntToPtr => "inttoptr",
            CastOp::BitCast => "bitcast",
            CastOp::AddrSpaceCast => "addrspacecast",
        }
    }

    pub fn from_keyword(s: &str) -> Option<CastOp> {
        CastOp::ALL.iter().copied().find(|op| op.keyword() == s)
    }

    /// The flag bits this cast may carry.
    pub fn allowed_flags(self) -> u16 {
        match self {
            CastOp::Trunc => flags::NUW | flags::NSW,
            CastOp::ZExt | CastOp::UIToFP => flags::NNEG,
            _ => 0,
        }
    }
}

/// `icmp` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntPred {
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
}

impl IntPred {
    pub const ALL: [IntPred; 10] = [
        IntPred::Eq,
        IntPred::Ne,
        IntPred::Ugt,
        IntPred::Uge,
        IntPred::Ult,
        IntPred::Ule,
        IntPred::Sgt,
        IntPred::Sge,
        IntPred::Slt,
        IntPred::Sle,
    ];

    pub fn keyword(self) -> &'static str {
        match self {
            IntPred::Eq => "eq",
            IntPred::Ne => "ne",
            IntPred::Ugt => "ugt",
            IntPred::Uge => "uge",
            IntPred::Ult => "ult",
            IntPred::Ule => "ule",
            IntPred::Sgt => "sgt",
            IntPred::Sge => "sge",
            IntPred::Slt => "slt",
            IntPred::Sle => "sle",
        }
    }

    pub fn from_keyword(s: &str) -> Option<IntPred> {
        IntPred::ALL.iter().copied().find(|p| p.keyword() == s)
    }
}

/// `fcmp` predicates (`o*` ordered, `u*` unordered).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatPred {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Uno,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    True,
}

impl FloatPred {
    pub const ALL: [FloatPred; 16] = [
        FloatPred::False,
        FloatPred::Oeq,
        FloatPred::Ogt,
        FloatPred::Oge,
        FloatPred::Olt,
        FloatPred::Ole,
        FloatPred::One,
        FloatPred::Ord,
        FloatPred::Uno,
        FloatPred::Ueq,
        FloatPred::Ugt,
        FloatPred::Uge,
        FloatPred::Ult,
        FloatPred::Ule,
        FloatPred::Une,
        FloatPred::True,
    ];

    pub fn keyword(self) -> &'static str {
        match self {
            FloatPred::False => "false",
            FloatPred::Oeq => "oeq",
            FloatPred::Ogt => "ogt",
            FloatPred::Oge => "oge",
            FloatPred::Olt => "olt",
            FloatPred::Ole => "ole",
            FloatPred::One => "one",
            FloatPred::Ord => "ord",
            FloatPred::Uno => "uno",
            FloatPred::Ueq => "ueq",
            FloatPred::Ugt => "ugt",
            FloatPred::Uge => "uge",
            FloatPred::Ult => "ult",
            FloatPred::Ule => "ule",
            FloatPred::Une => "une",
            FloatPred::True => "true",
        }
    }

    pub fn from_keyword(s: &str) -> Option<FloatPred> {
        FloatPred::ALL.iter().copied().find(|p| p.keyword() == s)
    }
}

/// Memory orderings of atomic operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ordering {
    Unordered,
    Monotonic,
    Acquire,
    Release,
    AcqRel,
    SeqCst,
}

impl Ordering {
    pub const ALL: [Ordering; 6] = [
        Ordering::Unordered,
        Ordering::Monotonic,
        Ordering::Acquire,
        Ordering::Release,
        Ordering::AcqRel,
        Ordering::SeqCst,
    ];

    pub fn keyword(self) -> &'static str {
        match self {
            Ordering::Unordered => "unordered",
            Ordering::Monotonic => "monotonic",
            Ordering::Acquire => "acquire",
            Ordering::Release => "release",
            Ordering::AcqRel => "acq_rel",
            Ordering::SeqCst => "seq_cst",
        }
    }

    pub fn from_keyword(s: &str) -> Option<Ordering> {
        Ordering::ALL.iter().copied().find(|o| o.keyword() == s)
    }
}

/// Synchronization scope: the whole system (default), one thread, or a target-named scope.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SyncScope {
    #[default]
    System,
    SingleThread,
    Named(Sym),
}

/// An atomic access: ordering and scope.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Atomic {
    pub ordering: Ordering,
    pub scope: SyncScope,
}

/// An alignment in bytes, a power of two, kept as its base-2 logarithm: one byte, and
/// `Option<Align>` one byte too, so that an instruction fits in 48 bytes (a module holds
/// hundreds of thousands of them). Only powers of two can be made, so no instruction can
/// have another alignment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Align(std::num::NonZeroU8);

impl Align {
    /// `bytes` as an alignment; `None` unless it is a power of two.
    pub fn new(bytes: u64) -> Option<Align> {
        bytes.is_power_of_two().then(|| Align(std::num::NonZeroU8::MIN.saturating_add(bytes.trailing_zeros() as u8)))
    }

    /// The alignment in bytes.
    pub fn bytes(self) -> u64 {
        1 << (self.0.get() - 1)
    }
}

/// A list behind one pointer (a `Box<[T]>` is two words): the payload of the rare
/// `extractvalue`, `insertvalue` and `landingpad`, so that `InstKind` stays two words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThinList<T>(Box<Box<[T]>>);

impl<T> std::ops::Deref for ThinList<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.0
    }
}

impl<T> From<Vec<T>> for ThinList<T> {
    fn from(v: Vec<T>) -> Self {
        ThinList(Box::new(v.into_boxed_slice()))
    }
}

/// `atomicrmw` operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RmwOp {
    Xchg,
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
    FAdd,
    FSub,
    FMax,
    FMin,
    UIncWrap,
    UDecWrap,
}

impl RmwOp {
    pub const ALL: [RmwOp; 17] = [
        RmwOp::Xchg,
        RmwOp::Add,
        RmwOp::Sub,
        RmwOp::And,
        RmwOp::Nand,
        RmwOp::Or,
        RmwOp::Xor,
        RmwOp::Max,
        RmwOp::Min,
        RmwOp::UMax,
        RmwOp::UMin,
        RmwOp::FAdd,
        RmwOp::FSub,
        RmwOp::FMax,
        RmwOp::FMin,
        RmwOp::UIncWrap,
        RmwOp::UDecWrap,
    ];

    pub fn keyword(self) -> &'static str {
        match self {
            RmwOp::Xchg => "xchg",
            RmwOp::Add => "add",
            RmwOp::Sub => "sub",
            RmwOp::And => "and",
            RmwOp::Nand => "nand",
            RmwOp::Or => "or",
            RmwOp::Xor => "xor",
            RmwOp::Max => "max",
            RmwOp::Min => "min",
            RmwOp::UMax => "umax",
            RmwOp::UMin => "umin",
            RmwOp::FAdd => "fadd",
            RmwOp::FSub => "fsub",
            RmwOp::FMax => "fmax",
            RmwOp::FMin => "fmin",
            RmwOp::UIncWrap => "uinc_wrap",
            RmwOp::UDecWrap => "udec_wrap",
        }
    }

    pub fn from_keyword(s: &str) -> Option<RmwOp> {
        RmwOp::ALL.iter().copied().find(|o| o.keyword() == s)
    }

    pub fn is_float(self) -> bool {
        matches!(self, RmwOp::FAdd | RmwOp::FSub | RmwOp::FMax | RmwOp::FMin)
    }
}

/// Calling conventions. `Numbered(n)` is `cc <n>` for conventions without a keyword.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CallConv {
    #[default]
    C,
    Fast,
    Cold,
    Named(&'static str),
    Numbered(u32),
}

/// Calling-convention keywords and their numeric ids (LLVM's `CallingConv::ID`).
pub const CALLING_CONVENTIONS: &[(&str, u32)] = &[
    ("ccc", 0),
    ("fastcc", 8),
    ("coldcc", 9),
    ("ghccc", 10),
    ("cc 11", 11),
    ("anyregcc", 13),
    ("preserve_mostcc", 14),
    ("preserve_allcc", 15),
    ("swiftcc", 16),
    ("cxx_fast_tlscc", 17),
    ("tailcc", 18),
    ("cfguard_checkcc", 19),
    ("swifttailcc", 20),
    ("preserve_nonecc", 21),
    ("x86_stdcallcc", 64),
    ("x86_fastcallcc", 65),
    ("arm_apcscc", 66),
    ("arm_aapcscc", 67),
    ("arm_aapcs_vfpcc", 68),
    ("msp430_intrcc", 69),
    ("x86_thiscallcc", 70),
    ("ptx_kernel", 71),
    ("ptx_device", 72),
    ("spir_func", 75),
    ("spir_kernel", 76),
    ("intel_ocl_bicc", 77),
    ("x86_64_sysvcc", 78),
    ("win64cc", 79),
    ("x86_vectorcallcc", 80),
    ("hhvmcc", 81),
    ("hhvm_ccc", 82),
    ("x86_intrcc", 83),
    ("avr_intrcc", 84),
    ("avr_signalcc", 85),
    ("amdgpu_vs", 87),
    ("amdgpu_gs", 88),
    ("amdgpu_ps", 89),
    ("amdgpu_cs", 90),
    ("amdgpu_kernel", 91),
    ("x86_regcallcc", 92),
    ("amdgpu_hs", 93),
    ("amdgpu_ls", 95),
    ("amdgpu_es", 96),
    ("aarch64_vector_pcs", 97),
    ("aarch64_sve_vector_pcs", 98),
    ("amdgpu_gfx", 100),
    ("aarch64_sme_preservemost_from_x0", 102),
    ("aarch64_sme_preservemost_from_x2", 103),
    ("amdgpu_cs_chain", 104),
    ("amdgpu_cs_chain_preserve", 105),
    ("m68k_rtdcc", 106),
    ("graalcc", 107),
    ("riscv_vector_cc", 110),
];

impl CallConv {
    /// The convention for a keyword (`fastcc`, …).
    pub fn from_keyword(s: &str) -> Option<CallConv> {
        match s {
            "ccc" => Some(CallConv::C),
            "fastcc" => Some(CallConv::Fast),
            "coldcc" => Some(CallConv::Cold),
            _ => CALLING_CONVENTIONS
                .iter()
                .find(|(k, _)| *k == s && !k.starts_with("cc "))
                .map(|(k, _)| CallConv::Named(k)),
        }
    }

    /// The convention for `cc <n>`, using the keyword where one exists.
    pub fn from_number(n: u32) -> CallConv {
        match n {
            0 => CallConv::C,
            8 => CallConv::Fast,
            9 => CallConv::Cold,
            _ => CALLING_CONVENTIONS
                .iter()
                .find(|(k, id)| *id == n && !k.starts_with("cc "))
                .map(|(k, _)| CallConv::Named(k))
                .unwrap_or(CallConv::Numbered(n)),
        }
    }

    pub fn number(self) -> u32 {
        match self {
            CallConv::C => 0,
            CallConv::Fast => 8,
            CallConv::Cold => 9,
            CallConv::Named(k) => CALLING_CONVENTIONS.iter().find(|(n, _)| *n == k).map(|(_, id)| *id).unwrap_or(0),
            CallConv::Numbered(n) => n,
        }
    }

    /// The spelling to print (`None` for the default C convention).
    pub fn spelling(self) -> Option<String> {
        match self {
            CallConv::C => None,
            CallConv::Fast => Some("fastcc".into()),
            CallConv::Cold => Some("coldcc".into()),
            CallConv::Named(k) => Some(k.to_string()),
            CallConv::Numbered(n) => Some(format!("cc {n}")),
        }
    }
}

/// `tail`, `musttail` and `notail` markers of calls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TailKind {
    #[default]
    None,
    Tail,
    MustTail,
    NoTail,
}

/// An operand bundle `"tag"(ty %v, ...)`; its inputs are `ops[start..start+len]` of the
/// call's operand list (after the arguments).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bundle {
    pub tag: Sym,
    pub start: u32,
    pub len: u32,
}

/// What calls, invokes and callbrs carry besides their operands.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct CallInfo {
    /// The callee's function type.
    pub fn_ty: TypeId,
    pub cc: CallConv,
    pub tail: TailKind,
    pub fmf: FastMath,
    pub ret_attrs: AttrSetId,
    pub fn_attrs: AttrSetId,
    /// Attributes of each argument (same length as the argument list).
    pub arg_attrs: Box<[AttrSetId]>,
    /// Number of call arguments (operands after the callee).
    pub num_args: u32,
    pub bundles: Box<[Bundle]>,
    /// Address space of the callee pointer, when not 0 (`addrspace(N)` on the call).
    pub addrspace: Option<u32>,
}

/// A clause of a `landingpad`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClauseKind {
    Catch,
    Filter,
}

/// An instruction's opcode and payload. Comments give the layout of `Inst::ops`.
#[derive(Clone, Debug, PartialEq)]
pub enum InstKind {
    // ---- terminators ----
    /// `ret [ty v]` — ops: `[]` or `[v]`.
    Ret,
    /// `br label %d` — ops: `[d]`; `br i1 %c, label %t, label %f` — ops: `[c, t, f]`.
    Br,
    /// `switch ty %v, label %default [ ty c, label %bb ... ]` — ops: `[v, default, c0, bb0, c1, bb1, ...]`.
    Switch,
    /// `indirectbr ptr %a, [label %bb, ...]` — ops: `[a, bb...]`.
    IndirectBr,
    /// `invoke` — ops: `[callee, args..., bundle inputs..., normal, unwind]`.
    Invoke(Box<CallInfo>),
    /// `callbr` — ops: `[callee, args..., bundle inputs..., fallthrough, indirect...]`; `num_indirect` of them.
    CallBr { call: Box<CallInfo>, num_indirect: u32 },
    /// `resume ty %v` — ops: `[v]`.
    Resume,
    /// `unreachable` — no ops.
    Unreachable,
    /// `cleanupret from %pad unwind label %bb|to caller` — ops: `[pad]` or `[pad, bb]`.
    CleanupRet,
    /// `catchret from %pad to label %bb` — ops: `[pad, bb]`.
    CatchRet,
    /// `catchswitch within %parent [label %h...] unwind label %bb|to caller` — ops:
    /// `[parent, handlers..., unwind?]`; `has_unwind` says whether the last op is the unwind block.
    CatchSwitch { has_unwind: bool },

    // ---- funclet pads ----
    /// `catchpad within %cs [args...]` — ops: `[catchswitch, args...]`.
    CatchPad,
    /// `cleanuppad within %parent [args...]` — ops: `[parent, args...]`.
    CleanupPad,

    // ---- arithmetic ----
    /// `fneg [fmf] ty %v` — ops: `[v]`.
    FNeg { fmf: FastMath },
    /// `op [flags] ty %a, %b` — ops: `[a, b]`; `flags` are `flags::*` bits.
    Binary { op: BinOp, flags: u16, fmf: FastMath },

    // ---- vectors and aggregates ----
    /// `extractelement <n x T> %v, ty %i` — ops: `[v, i]`.
    ExtractElement,
    /// `insertelement <n x T> %v, T %e, ty %i` — ops: `[v, e, i]`.
    InsertElement,
    /// `shufflevector %a, %b, <m x i32> mask` — ops: `[a, b, mask-constant]`.
    ShuffleVector,
    /// `extractvalue agg %a, idx...` — ops: `[a]`.
    ExtractValue { indices: ThinList<u32> },
    /// `insertvalue agg %a, ty %v, idx...` — ops: `[a, v]`.
    InsertValue { indices: ThinList<u32> },

    // ---- memory ----
    /// `alloca [inalloca] [swifterror] T[, ty %n][, align A][, addrspace(S)]` — ops: `[n]`
    /// (the count, `i32 1` when omitted).
    Alloca { allocated: TypeId, align: Option<Align>, addrspace: u32, inalloca: bool, swifterror: bool, explicit_count: bool },
    /// `load [atomic] [volatile] T, ptr %p [syncscope] [ordering], align A` — ops: `[p]`.
    Load { align: Option<Align>, volatile: bool, atomic: Option<Atomic> },
    /// `store [atomic] [volatile] T %v, ptr %p ...` — ops: `[v, p]`.
    Store { align: Option<Align>, volatile: bool, atomic: Option<Atomic> },
    /// `fence [syncscope] ordering` — no ops.
    Fence(Atomic),
    /// `cmpxchg [weak] [volatile] ptr %p, T %cmp, T %new [syncscope] succ fail, align A` —
    /// ops: `[p, cmp, new]`; result `{T, i1}`.
    CmpXchg { weak: bool, volatile: bool, success: Ordering, failure: Ordering, scope: SyncScope, align: Option<Align> },
    /// `atomicrmw [volatile] op ptr %p, T %v [syncscope] ordering, align A` — ops: `[p, v]`.
    AtomicRmw { op: RmwOp, volatile: bool, atomic: Atomic, align: Option<Align> },
    /// `getelementptr [inbounds|nusw|nuw] T, ptr %p, idx...` — ops: `[p, idx...]`.
    Gep { source: TypeId, flags: u16 },

    // ---- conversions, comparisons, other ----
    /// `op [flags] ty %v to T` — ops: `[v]`; the result type is `Inst::ty`.
    Cast { op: CastOp, flags: u16, fmf: FastMath },
    /// `icmp [samesign] pred ty %a, %b` — ops: `[a, b]`.
    ICmp { pred: IntPred, flags: u16 },
    /// `fcmp [fmf] pred ty %a, %b` — ops: `[a, b]`.
    FCmp { pred: FloatPred, fmf: FastMath },
    /// `phi [fmf] ty [v0, %bb0], ...` — ops: `[v0, bb0, v1, bb1, ...]`.
    Phi { fmf: FastMath },
    /// `select [fmf] i1 %c, ty %a, ty %b` — ops: `[c, a, b]`.
    Select { fmf: FastMath },
    /// `freeze ty %v` — ops: `[v]`.
    Freeze,
    /// `call` — ops: `[callee, args..., bundle inputs...]`.
    Call(Box<CallInfo>),
    /// `va_arg ptr %ap, T` — ops: `[ap]`.
    VaArg,
    /// `landingpad T [cleanup] (catch|filter ty c)...` — ops: the clause constants.
    LandingPad { cleanup: bool, clauses: ThinList<ClauseKind> },
}

impl InstKind {
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstKind::Ret
                | InstKind::Br
                | InstKind::Switch
                | InstKind::IndirectBr
                | InstKind::Invoke(_)
                | InstKind::CallBr { .. }
                | InstKind::Resume
                | InstKind::Unreachable
                | InstKind::CleanupRet
                | InstKind::CatchRet
                | InstKind::CatchSwitch { .. }
        )
    }

    /// The call payload of calls, invokes and callbrs.
    pub fn call_info(&self) -> Option<&CallInfo> {
        match self {
            InstKind::Call(c) | InstKind::Invoke(c) => Some(c),
            InstKind::CallBr { call, .. } => Some(call),
            _ => None,
        }
    }

    /// The instruction's keyword (`add`, `call`, …).
    pub fn opcode_name(&self) -> &'static str {
        match self {
            InstKind::Ret => "ret",
            InstKind::Br => "br",
            InstKind::Switch => "switch",
            InstKind::IndirectBr => "indirectbr",
            InstKind::Invoke(_) => "invoke",
            InstKind::CallBr { .. } => "callbr",
            InstKind::Resume => "resume",
            InstKind::Unreachable => "unreachable",
            InstKind::CleanupRet => "cleanupret",
            InstKind::CatchRet => "catchret",
            InstKind::CatchSwitch { .. } => "catchswitch",
            InstKind::CatchPad => "catchpad",
            InstKind::CleanupPad => "cleanuppad",
            InstKind::FNeg { .. } => "fneg",
            InstKind::Binary { op, .. } => op.keyword(),
            InstKind::ExtractElement => "extractelement",
            InstKind::InsertElement => "insertelement",
            InstKind::ShuffleVector => "shufflevector",
            InstKind::ExtractValue { .. } => "extractvalue",
            InstKind::InsertValue { .. } => "insertvalue",
            InstKind::Alloca { .. } => "alloca",
            InstKind::Load { .. } => "load",
            InstKind::Store { .. } => "store",
            InstKind::Fence(_) => "fence",
            InstKind::CmpXchg { .. } => "cmpxchg",
            InstKind::AtomicRmw { .. } => "atomicrmw",
            InstKind::Gep { .. } => "getelementptr",
            InstKind::Cast { op, .. } => op.keyword(),
            InstKind::ICmp { .. } => "icmp",
            InstKind::FCmp { .. } => "fcmp",
            InstKind::Phi { .. } => "phi",
            InstKind::Select { .. } => "select",
            InstKind::Freeze => "freeze",
            InstKind::Call(_) => "call",
            InstKind::VaArg => "va_arg",
            InstKind::LandingPad { .. } => "landingpad",
        }
    }
}

/// One instruction of a function.
#[derive(Clone, Debug)]
pub struct Inst {
    pub kind: InstKind,
    /// The result type (`void` for instructions without a result).
    pub ty: TypeId,
    /// Operands, laid out per opcode as documented on `InstKind` (reads as a slice).
    pub ops: Ops,
    /// The block the instruction belongs to.
    pub block: BlockId,
    /// Where the instruction starts in the source (for diagnostics).
    pub src: crate::module::SrcLoc,
}

impl Inst {
    pub fn new(kind: InstKind, ty: TypeId, ops: Vec<Value>) -> Inst {
        Inst::with_ops(kind, ty, Ops::from(ops))
    }

    pub fn with_ops(kind: InstKind, ty: TypeId, ops: Ops) -> Inst {
        Inst { kind, ty, ops, block: BlockId(u32::MAX), src: crate::module::SrcLoc::NONE }
    }

    /// Successor blocks of a terminator, in operand order.
    pub fn successors(&self) -> impl Iterator<Item = BlockId> + '_ {
        let skip_calls = match &self.kind {
            InstKind::Invoke(c) => 1 + c.num_args as usize + c.bundles.iter().map(|b| b.len as usize).sum::<usize>(),
            InstKind::CallBr { call, .. } => 1 + call.num_args as usize + call.bundles.iter().map(|b| b.len as usize).sum::<usize>(),
            _ if self.kind.is_terminator() => 0,
            _ => self.ops.len(),
        };
        self.ops[skip_calls.min(self.ops.len())..].iter().filter_map(|v| v.as_block())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module holds hundreds of thousands of instructions (sqlite3.ll: 248,000): each
    /// byte of `Inst` is a quarter of a megabyte to write, read and have the kernel zero.
    #[test]
    #[cfg(target_pointer_width = "64")]
    fn an_instruction_is_48_bytes() {
        assert_eq!(std::mem::size_of::<InstKind>(), 16);
        assert_eq!(std::mem::size_of::<Inst>(), 48);
        assert_eq!(std::mem::size_of::<Option<Align>>(), 1);
    }

    #[test]
    fn alignments_are_powers_of_two() {
        assert_eq!(Align::new(0), None);
        assert_eq!(Align::new(3), None);
        for k in 0..64 {
            assert_eq!(Align::new(1 << k).map(Align::bytes), Some(1 << k));
        }
    }
}
