//! Keywords the parser's hot paths test for: the lexer looks every identifier up once
//! (`Kw::of_at`, a static hash table built at compile time) and stores the result in the
//! token, so every test the parser makes is an integer compare. Other identifiers
//! (attribute names, linkage, DWARF constants, …) are `Kw::Other` and read as text where
//! they are handled.

use crate::hashing::WordTable;
use crate::inst::{BinOp, CastOp};

macro_rules! keywords {
    ($($name:ident = $text:literal,)*) => {
        /// A keyword; `Other` for any other identifier (and any other token).
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[repr(u8)]
        pub(crate) enum Kw {
            Other,
            $($name,)*
        }

        /// Every keyword's spelling, in `Kw` order after `Other`.
        const TEXTS: [&str; [$($text),*].len()] = [$($text),*];
        const KWS: [Kw; TEXTS.len()] = [$(Kw::$name),*];
    };
}

keywords! {
    // The one-word types first, in one run (see `Kw::one_word_type`).
    Ptr = "ptr",
    Float = "float",
    Double = "double",
    Label = "label",
    Metadata = "metadata",
    I1 = "i1",
    I8 = "i8",
    I16 = "i16",
    I32 = "i32",
    I64 = "i64",
    // Everything else.
    Ret = "ret",
    Br = "br",
    Switch = "switch",
    Indirectbr = "indirectbr",
    Invoke = "invoke",
    Callbr = "callbr",
    Resume = "resume",
    Unreachable = "unreachable",
    Cleanupret = "cleanupret",
    Catchret = "catchret",
    Catchswitch = "catchswitch",
    Catchpad = "catchpad",
    Cleanuppad = "cleanuppad",
    Fneg = "fneg",
    Add = "add",
    Sub = "sub",
    Mul = "mul",
    Shl = "shl",
    Fadd = "fadd",
    Fsub = "fsub",
    Fmul = "fmul",
    Fdiv = "fdiv",
    Frem = "frem",
    Sdiv = "sdiv",
    Udiv = "udiv",
    Lshr = "lshr",
    Ashr = "ashr",
    Urem = "urem",
    Srem = "srem",
    Or = "or",
    And = "and",
    Xor = "xor",
    Icmp = "icmp",
    Fcmp = "fcmp",
    Trunc = "trunc",
    Zext = "zext",
    Sext = "sext",
    Fptrunc = "fptrunc",
    Fpext = "fpext",
    Fptoui = "fptoui",
    Fptosi = "fptosi",
    Uitofp = "uitofp",
    Sitofp = "sitofp",
    Ptrtoint = "ptrtoint",
    Inttoptr = "inttoptr",
    Bitcast = "bitcast",
    Addrspacecast = "addrspacecast",
    Select = "select",
    VaArg = "va_arg",
    Extractelement = "extractelement",
    Insertelement = "insertelement",
    Shufflevector = "shufflevector",
    Phi = "phi",
    Landingpad = "landingpad",
    Freeze = "freeze",
    Call = "call",
    Tail = "tail",
    Musttail = "musttail",
    Notail = "notail",
    Alloca = "alloca",
    Load = "load",
    Store = "store",
    Cmpxchg = "cmpxchg",
    Atomicrmw = "atomicrmw",
    Fence = "fence",
    Getelementptr = "getelementptr",
    Extractvalue = "extractvalue",
    Insertvalue = "insertvalue",
    Void = "void",
    Half = "half",
    Bfloat = "bfloat",
    X86Fp80 = "x86_fp80",
    Fp128 = "fp128",
    PpcFp128 = "ppc_fp128",
    Token = "token",
    X86Amx = "x86_amx",
    X86Mmx = "x86_mmx",
    Target = "target",
    I128 = "i128",
    Type = "type",
    Opaque = "opaque",
    Vscale = "vscale",
    X = "x",
    True = "true",
    False = "false",
    Null = "null",
    None = "none",
    Undef = "undef",
    Poison = "poison",
    Zeroinitializer = "zeroinitializer",
    Blockaddress = "blockaddress",
    DsoLocalEquivalent = "dso_local_equivalent",
    NoCfi = "no_cfi",
    Ptrauth = "ptrauth",
    Splat = "splat",
    Asm = "asm",
    Addrspace = "addrspace",
    Alias = "alias",
    Align = "align",
    Alignstack = "alignstack",
    Atomic = "atomic",
    Caller = "caller",
    Catch = "catch",
    Cleanup = "cleanup",
    Comdat = "comdat",
    Constant = "constant",
    Datalayout = "datalayout",
    Default = "default",
    Disjoint = "disjoint",
    Distinct = "distinct",
    Dllexport = "dllexport",
    Dllimport = "dllimport",
    DsoLocal = "dso_local",
    DsoPreemptable = "dso_preemptable",
    Exact = "exact",
    ExternallyInitialized = "externally_initialized",
    Filter = "filter",
    From = "from",
    Gc = "gc",
    Global = "global",
    Hidden = "hidden",
    Ifunc = "ifunc",
    Inalloca = "inalloca",
    Inbounds = "inbounds",
    Inrange = "inrange",
    Inteldialect = "inteldialect",
    LocalUnnamedAddr = "local_unnamed_addr",
    Nneg = "nneg",
    Nsw = "nsw",
    Nusw = "nusw",
    Nuw = "nuw",
    Partition = "partition",
    Personality = "personality",
    Prefix = "prefix",
    Prologue = "prologue",
    Protected = "protected",
    Section = "section",
    Sideeffect = "sideeffect",
    SourceFilename = "source_filename",
    Swifterror = "swifterror",
    Syncscope = "syncscope",
    ThreadLocal = "thread_local",
    To = "to",
    Triple = "triple",
    UnnamedAddr = "unnamed_addr",
    Unwind = "unwind",
    Uselistorder = "uselistorder",
    UselistorderBb = "uselistorder_bb",
    Volatile = "volatile",
    Weak = "weak",
    Within = "within",
    Fast = "fast",
    Nnan = "nnan",
    Ninf = "ninf",
    Nsz = "nsz",
    Arcp = "arcp",
    Contract = "contract",
    Afn = "afn",
    Reassoc = "reassoc",
    Define = "define",
    Declare = "declare",
    Attributes = "attributes",
    Module = "module",
    Cc = "cc",
    Samesign = "samesign",
}

static TABLE: WordTable<4096, { TEXTS.len() }, Kw> = WordTable::with_values(TEXTS, KWS, Kw::Other);

impl Kw {
    /// The keyword spelled `b`, or `Kw::Other`.
    #[cfg(test)]
    pub(crate) fn of(b: &[u8]) -> Kw {
        Kw::of_at(b, 0, b.len())
    }

    /// The keyword spelled by `src[start..end]`, or `Kw::Other`.
    #[inline(always)]
    pub(crate) fn of_at(src: &[u8], start: usize, end: usize) -> Kw {
        TABLE.value_at(src, start, end).unwrap_or(Kw::Other)
    }

    /// `of_at`, for a caller that has read the eight bytes from `start` (`head`,
    /// little-endian; `src` extends that far).
    #[inline(always)]
    pub(crate) fn of_head_at(src: &[u8], start: usize, end: usize, head: u64) -> Kw {
        TABLE.value_at_head(src, start, end, head).unwrap_or(Kw::Other)
    }

    /// The type this keyword spells by itself, for the keywords that are one-word types
    /// (the first keywords, so that this is one range check).
    #[inline(always)]
    pub(crate) fn one_word_type(self) -> Option<crate::types::TypeId> {
        use crate::types::TypeTable;
        const TYPES: [crate::types::TypeId; 10] = [
            TypeTable::PTR,
            TypeTable::FLOAT,
            TypeTable::DOUBLE,
            TypeTable::LABEL,
            TypeTable::METADATA,
            TypeTable::I1,
            TypeTable::I8,
            TypeTable::I16,
            TypeTable::I32,
            TypeTable::I64,
        ];
        TYPES.get((self as usize).wrapping_sub(Kw::Ptr as usize)).copied()
    }

    /// The binary operation this opcode keyword names.
    pub(crate) fn bin_op(self) -> Option<BinOp> {
        Some(match self {
            Kw::Add => BinOp::Add,
            Kw::Sub => BinOp::Sub,
            Kw::Mul => BinOp::Mul,
            Kw::Udiv => BinOp::UDiv,
            Kw::Sdiv => BinOp::SDiv,
            Kw::Urem => BinOp::URem,
            Kw::Srem => BinOp::SRem,
            Kw::Shl => BinOp::Shl,
            Kw::Lshr => BinOp::LShr,
            Kw::Ashr => BinOp::AShr,
            Kw::And => BinOp::And,
            Kw::Or => BinOp::Or,
            Kw::Xor => BinOp::Xor,
            Kw::Fadd => BinOp::FAdd,
            Kw::Fsub => BinOp::FSub,
            Kw::Fmul => BinOp::FMul,
            Kw::Fdiv => BinOp::FDiv,
            Kw::Frem => BinOp::FRem,
            _ => return None,
        })
    }

    /// The conversion this opcode keyword names.
    pub(crate) fn cast_op(self) -> Option<CastOp> {
        Some(match self {
            Kw::Trunc => CastOp::Trunc,
            Kw::Zext => CastOp::ZExt,
            Kw::Sext => CastOp::SExt,
            Kw::Fptrunc => CastOp::FPTrunc,
            Kw::Fpext => CastOp::FPExt,
            Kw::Fptoui => CastOp::FPToUI,
            Kw::Fptosi => CastOp::FPToSI,
            Kw::Uitofp => CastOp::UIToFP,
            Kw::Sitofp => CastOp::SIToFP,
            Kw::Ptrtoint => CastOp::PtrToInt,
            Kw::Inttoptr => CastOp::IntToPtr,
            Kw::Bitcast => CastOp::BitCast,
            Kw::Addrspacecast => CastOp::AddrSpaceCast,
            _ => return None,
        })
    }

    /// The spelling.
    pub(crate) fn text(self) -> &'static str {
        match self {
            Kw::Other => "",
            k => TEXTS[k as usize - 1],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_keyword_is_found_and_nothing_else() {
        assert!(TEXTS.len() < 255);
        // Every keyword is found at the first slot probed.
        assert!(TABLE.is_perfect());
        for (i, (&text, &kw)) in TEXTS.iter().zip(KWS.iter()).enumerate() {
            assert_eq!(kw as usize, i + 1);
            assert_eq!(Kw::of(text.as_bytes()), kw, "{text}");
            assert_eq!(kw.text(), text);
        }
        for op in BinOp::ALL {
            assert_eq!(Kw::of(op.keyword().as_bytes()).bin_op(), Some(op));
        }
        for op in CastOp::ALL {
            assert_eq!(Kw::of(op.keyword().as_bytes()).cast_op(), Some(op));
        }
        // The lexer relies on this (it tests for `u0x...` hexadecimal integers only when
        // a word is no keyword).
        assert!(TEXTS.iter().all(|t| !t.starts_with("u0x") && !t.starts_with("s0x")));
        for other in ["", "a", "i33", "loads", "lo", "getelementpt", "nounwind", "entry"] {
            assert_eq!(Kw::of(other.as_bytes()), Kw::Other, "{other}");
        }
    }
}
