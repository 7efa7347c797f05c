//! Keywords the parser's hot paths test for: the lexer looks every identifier up once
//! (`Kw::word_of_head_at`, a perfect hash table built at compile time) and stores the
//! result in the token, so every test the parser makes is an integer compare. Other
//! identifiers (attribute names, linkage, DWARF constants, …) are `Kw::Other` and read as
//! text where they are handled.

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

/// The keyword table: every keyword at the slot its key hashes to, alone (a perfect
/// hash), so a lookup is a multiply, one 16-byte slot load and one compare, and a word
/// whose slot holds another key is no keyword.
///
/// A word's key is its first eight bytes, zero-padded (`head & MASK[len]`), for words of
/// up to eight bytes: no keyword holds a zero byte, so the key tells the length too. A
/// longer word's key is its first eight bytes with `0x80 | len` xored into the last; its
/// text (the last eight bytes, and for words over sixteen the whole) is compared too.
/// The two kinds of key never meet: identifiers are ASCII, so the last byte of a short
/// key is below 0x80 and that of a long one is not.
struct KwTable {
    slots: [KwSlot; KW_SLOTS],
    /// The keyword in each slot (`Other` in empty ones), for the lookups that want it
    /// rather than the lexer's word.
    kws: [Kw; KW_SLOTS],
    mul: u64,
    /// Each keyword's last eight bytes (for words over eight bytes), by `Kw`.
    tails: [u64; TEXTS.len() + 1],
}

const KW_SLOTS: usize = 4096;

#[derive(Clone, Copy)]
#[repr(C, align(16))]
struct KwSlot {
    /// 0 for an empty slot (no key is 0: words are not empty and hold no zero byte).
    key: u64,
    /// What the lexer writes for the keyword (`lexer::keyword_word`), in the slot so that
    /// the lexer's lookup reads one slot and nothing else.
    word: u64,
}


impl KwTable {
    /// The key of a word of `len` bytes (`len >= 1`) whose first eight bytes, as read
    /// from the source (bytes past the word are ignored), are `head`.
    #[inline(always)]
    const fn key(head: u64, len: usize) -> u64 {
        if len <= 8 {
            head & crate::hashing::LOW_BYTES[len]
        } else {
            head ^ ((0x80 | (len as u64 & 0x7f)) << 56)
        }
    }

    #[inline(always)]
    const fn slot(key: u64, mul: u64) -> usize {
        (key.wrapping_mul(mul) >> (64 - KW_SLOTS.trailing_zeros())) as usize
    }

    const fn new() -> KwTable {
        let mut keys = [0u64; TEXTS.len()];
        let mut tails = [0u64; TEXTS.len() + 1];
        let mut i = 0;
        while i < TEXTS.len() {
            let b = TEXTS[i].as_bytes();
            assert!(!b.is_empty() && b.len() < 0x80);
            let mut k = 0;
            while k < b.len() {
                // ASCII without NUL: what the key scheme relies on.
                assert!(b[k] != 0 && b[k] < 0x80);
                k += 1;
            }
            keys[i] = Self::key(crate::hashing::first8(b), b.len());
            if b.len() > 8 {
                let mut k = 0;
                while k < 8 {
                    tails[i + 1] |= (b[b.len() - 8 + k] as u64) << (8 * k);
                    k += 1;
                }
            }
            i += 1;
        }
        // The first multiplier of a fixed sequence under which no two keys share a
        // slot (a few dozen tries at this table size).
        let mut mul = 0x9E37_79B9_7F4A_7C15u64;
        let mut attempt = 0u16;
        let mut seen = [0u16; KW_SLOTS];
        loop {
            attempt += 1;
            assert!(attempt < 60000, "no perfect keyword hash");
            let mut i = 0;
            while i < keys.len() {
                let h = Self::slot(keys[i], mul);
                if seen[h] == attempt {
                    break;
                }
                seen[h] = attempt;
                i += 1;
            }
            if i == keys.len() {
                break;
            }
            // The next candidate: a splitmix64 step, made odd.
            let mut z = mul.wrapping_add(0x9E37_79B9_7F4A_7C15);
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            mul = (z ^ (z >> 31)) | 1;
        }
        let mut slots = [KwSlot { key: 0, word: 0 }; KW_SLOTS];
        let mut kws = [Kw::Other; KW_SLOTS];
        let mut i = 0;
        while i < keys.len() {
            let h = Self::slot(keys[i], mul);
            slots[h] = KwSlot { key: keys[i], word: crate::lexer::keyword_word(KWS[i]) };
            kws[h] = KWS[i];
            i += 1;
        }
        KwTable { slots, kws, mul, tails }
    }

    /// The slot of the keyword `src[start..start + len]` spells (`1 <= len`), if any,
    /// `head` being the eight bytes from `start` (see `key`).
    #[inline(always)]
    fn find(&self, src: &[u8], start: usize, len: usize, head: u64) -> Option<usize> {
        let key = Self::key(head, len);
        let h = Self::slot(key, self.mul);
        if self.slots[h].key != key {
            return None;
        }
        if len <= 8 || self.same_long(src, start, len, self.kws[h]) {
            return Some(h);
        }
        None
    }

    /// Whether the word of more than eight bytes at `start`, whose key is `kw`'s, is
    /// `kw`: the key holds its first eight bytes and its length.
    #[inline(never)]
    fn same_long(&self, src: &[u8], start: usize, len: usize, kw: Kw) -> bool {
        let end = start + len;
        if len <= 16 {
            src.get(end - 8..end).map(|t| u64::from_le_bytes(t.try_into().unwrap_or([0; 8])))
                == Some(self.tails[kw as usize])
        } else {
            src.get(start..end) == Some(kw.text().as_bytes())
        }
    }
}

static TABLE: KwTable = KwTable::new();

impl Kw {
    /// The keyword spelled `b`, or `Kw::Other`.
    #[cfg(test)]
    pub(crate) fn of(b: &[u8]) -> Kw {
        Kw::of_at(b, 0, b.len())
    }

    /// The keyword spelled by `src[start..end]`, a run of identifier characters, or
    /// `Kw::Other`.
    #[cfg(test)]
    pub(crate) fn of_at(src: &[u8], start: usize, end: usize) -> Kw {
        let len = end.wrapping_sub(start);
        if len == 0 || end > src.len() {
            return Kw::Other;
        }
        let head = crate::hashing::word_at(src, start, len.min(8));
        TABLE.find(src, start, len, head).map_or(Kw::Other, |h| TABLE.kws[h])
    }

    /// The lexer's word (`lexer::keyword_word`) for the keyword spelled by the word of
    /// `len >= 1` identifier characters (ASCII, no NUL: what the keys rely on) at
    /// `start`, if it is one, for a caller that has read the eight bytes from `start`
    /// (`head`, little-endian; those past the word may be anything).
    #[inline(always)]
    pub(crate) fn word_of_head_at(src: &[u8], start: usize, len: usize, head: u64) -> Option<u64> {
        debug_assert!(len >= 1 && start + len <= src.len());
        TABLE.find(src, start, len, head).map(|h| TABLE.slots[h].word)
    }

    /// The type this keyword spells by itself, for the keywords that are one-word types
    /// (the first keywords, so that this is one range check).
    #[inline(always)]
    pub(crate) const fn one_word_type(self) -> Option<crate::types::TypeId> {
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
        let i = (self as usize).wrapping_sub(Kw::Ptr as usize);
        if i < TYPES.len() {
            Some(TYPES[i])
        } else {
            None
        }
    }

    /// The id of the type this keyword spells by itself (`one_word_type`), or
    /// `lexer::NO_NUM` (for the lexer's tables, made at compile time).
    #[inline(always)]
    pub(crate) const fn type_num(self) -> u32 {
        match self.one_word_type() {
            Some(ty) => ty.0,
            None => crate::lexer::NO_NUM,
        }
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
        // Every keyword has its own slot.
        let mut n = 0;
        for (h, s) in TABLE.slots.iter().enumerate() {
            if s.key != 0 {
                assert_eq!(h, KwTable::slot(s.key, TABLE.mul));
                assert_eq!(s.word, crate::lexer::keyword_word(TABLE.kws[h]));
                n += 1;
            }
        }
        assert_eq!(n, TEXTS.len());
        for (i, (&text, &kw)) in TEXTS.iter().zip(KWS.iter()).enumerate() {
            assert_eq!(kw as usize, i + 1);
            assert_eq!(Kw::of(text.as_bytes()), kw, "{text}");
            assert_eq!(kw.text(), text);
            assert_eq!(kw.type_num(), kw.one_word_type().map_or(crate::lexer::NO_NUM, |t| t.0), "{text}");
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
        for other in [
            "", "a", "i33", "loads", "lo", "getelementpt", "nounwind", "entry", "addrspac", "addrspacecasx",
            "local_unnamed_adds", "local_unnamed_addrr", "dso_local_equivalenT", "zeroinitializeR",
        ] {
            assert_eq!(Kw::of(other.as_bytes()), Kw::Other, "{other}");
        }
    }
}
