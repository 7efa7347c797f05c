//! Parameter, return and function attributes. Attribute sets are interned per module
//! (`AttrSetId(0)` is the empty set), so call sites and functions share them cheaply.
//! Attribute groups (`attributes #0 = {...}`) are resolved into sets by the parser.

use crate::interner::{Interner, Sym};
use crate::types::TypeId;
use std::cmp::Ordering as CmpOrdering;
use crate::hashing::{fx_hash, IdTable, WordTable};

macro_rules! attr_kinds {
    ($($variant:ident = $kw:literal,)*) => {
        /// Every keyword attribute of LLVM 19.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum AttrKind { $($variant,)* }

        impl AttrKind {
            pub const ALL: &'static [AttrKind] = &[$(AttrKind::$variant,)*];

            pub fn keyword(self) -> &'static str {
                match self { $(AttrKind::$variant => $kw,)* }
            }
        }

        const KEYWORDS: [&str; AttrKind::ALL.len()] = [$($kw,)*];
        static KEYWORD_TABLE: WordTable<1024, { AttrKind::ALL.len() }> = WordTable::new(KEYWORDS);
    };
}

attr_kinds! {
    AllocAlign = "allocalign",
    AllocKind = "allockind",
    AllocPtr = "allocptr",
    AllocSize = "allocsize",
    Align = "align",
    AlignStack = "alignstack",
    AlwaysInline = "alwaysinline",
    Builtin = "builtin",
    ByRef = "byref",
    ByVal = "byval",
    Cold = "cold",
    Convergent = "convergent",
    CoroDestroyOnlyWhenComplete = "coro_only_destroy_when_complete",
    DeadOnUnwind = "dead_on_unwind",
    Dereferenceable = "dereferenceable",
    DereferenceableOrNull = "dereferenceable_or_null",
    DisableSanitizerInstrumentation = "disable_sanitizer_instrumentation",
    ElementType = "elementtype",
    FnRetThunkExtern = "fn_ret_thunk_extern",
    Hot = "hot",
    HybridPatchable = "hybrid_patchable",
    ImmArg = "immarg",
    InAlloca = "inalloca",
    InReg = "inreg",
    Initializes = "initializes",
    InlineHint = "inlinehint",
    JumpTable = "jumptable",
    Memory = "memory",
    MinSize = "minsize",
    MustProgress = "mustprogress",
    Naked = "naked",
    Nest = "nest",
    NoAlias = "noalias",
    NoBuiltin = "nobuiltin",
    NoCallback = "nocallback",
    NoCapture = "nocapture",
    NoCfCheck = "nocf_check",
    NoDuplicate = "noduplicate",
    NoFpClass = "nofpclass",
    NoFree = "nofree",
    NoImplicitFloat = "noimplicitfloat",
    NoInline = "noinline",
    NoMerge = "nomerge",
    NoProfile = "noprofile",
    NoRecurse = "norecurse",
    NoRedZone = "noredzone",
    NoReturn = "noreturn",
    NoSanitizeBounds = "nosanitize_bounds",
    NoSanitizeCoverage = "nosanitize_coverage",
    NoSync = "nosync",
    NoUndef = "noundef",
    NoUnwind = "nounwind",
    NonLazyBind = "nonlazybind",
    NonNull = "nonnull",
    NullPointerIsValid = "null_pointer_is_valid",
    OptForFuzzing = "optforfuzzing",
    OptimizeForDebugging = "optdebug",
    OptimizeNone = "optnone",
    OptSize = "optsize",
    Preallocated = "preallocated",
    PresplitCoroutine = "presplitcoroutine",
    Range = "range",
    ReadNone = "readnone",
    ReadOnly = "readonly",
    Returned = "returned",
    ReturnsTwice = "returns_twice",
    SafeStack = "safestack",
    SanitizeAddress = "sanitize_address",
    SanitizeHWAddress = "sanitize_hwaddress",
    SanitizeMemTag = "sanitize_memtag",
    SanitizeMemory = "sanitize_memory",
    SanitizeNumericalStability = "sanitize_numerical_stability",
    SanitizeThread = "sanitize_thread",
    ShadowCallStack = "shadowcallstack",
    SignExt = "signext",
    SkipProfile = "skipprofile",
    Speculatable = "speculatable",
    SpeculativeLoadHardening = "speculative_load_hardening",
    StackProtect = "ssp",
    StackProtectReq = "sspreq",
    StackProtectStrong = "sspstrong",
    StrictFp = "strictfp",
    StructRet = "sret",
    SwiftAsync = "swiftasync",
    SwiftError = "swifterror",
    SwiftSelf = "swiftself",
    UwTable = "uwtable",
    VScaleRange = "vscale_range",
    WillReturn = "willreturn",
    Writable = "writable",
    WriteOnly = "writeonly",
    ZeroExt = "zeroext",
}

impl AttrKind {
    pub fn from_keyword(s: &str) -> Option<AttrKind> {
        KEYWORD_TABLE.find(s.as_bytes()).map(|i| AttrKind::ALL[i])
    }

    /// The attribute spelled by `src[start..end]` (a parser's token).
    #[inline]
    pub fn from_keyword_at(src: &[u8], start: usize, end: usize) -> Option<AttrKind> {
        AttrKind::index_at(src, start, end).map(|i| AttrKind::ALL[i])
    }

    /// The index in `ALL` of the attribute spelled by `src[start..end]`.
    #[inline]
    pub(crate) fn index_at(src: &[u8], start: usize, end: usize) -> Option<usize> {
        KEYWORD_TABLE.find_at(src, start, end)
    }

    /// Attributes whose argument is a type in parentheses (`byval(%T)`).
    pub fn takes_type(self) -> bool {
        matches!(
            self,
            AttrKind::ByVal
                | AttrKind::ByRef
                | AttrKind::StructRet
                | AttrKind::InAlloca
                | AttrKind::Preallocated
                | AttrKind::ElementType
        )
    }
}

/// One attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Attr {
    /// A keyword attribute without argument (`nounwind`, `zeroext`).
    Flag(AttrKind),
    /// A keyword attribute with an integer (`align 8`, `dereferenceable(16)`, `alignstack(16)`).
    Int(AttrKind, u64),
    /// A keyword attribute with a type (`byval(%struct.S)`, `sret(i64)`).
    Type(AttrKind, TypeId),
    /// A keyword attribute whose argument is kept as its source text between the
    /// parentheses (`memory(argmem: readwrite)`, `range(i32 0, 10)`, `allocsize(0,1)`,
    /// `nofpclass(nan inf)`, `uwtable(sync)`, `vscale_range(1,16)`, `allockind("alloc")`,
    /// `initializes((0, 4))`).
    Raw(AttrKind, Sym),
    /// A string attribute `"key"` or `"key"="value"`.
    Str(Sym, Option<Sym>),
}

impl Attr {
    pub fn kind(&self) -> Option<AttrKind> {
        match self {
            Attr::Flag(k) | Attr::Int(k, _) | Attr::Type(k, _) | Attr::Raw(k, _) => Some(*k),
            Attr::Str(..) => None,
        }
    }
}

/// An interned set of attributes, valid within its module's `AttrSets`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AttrSetId(pub u32);

impl AttrSetId {
    pub const EMPTY: AttrSetId = AttrSetId(0);

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl AttrKind {
    /// LLVM's class of the attribute (`Attribute::AttrKind` ranges): 0 without argument,
    /// 1 type, 2 integer, 3 constant range, 4 constant range list. Sets list attributes
    /// by class, as LLVM does.
    fn llvm_class(self) -> u8 {
        use AttrKind::*;
        match self {
            ByRef | ByVal | ElementType | InAlloca | Preallocated | StructRet => 1,
            Align | AllocKind | AllocSize | Dereferenceable | DereferenceableOrNull | Memory | NoFpClass | AlignStack
            | UwTable | VScaleRange => 2,
            Range => 3,
            Initializes => 4,
            _ => 0,
        }
    }
}

/// The canonical order of attributes in a set: keyword attributes by LLVM's class, then
/// kind; then string attributes by key text (as LLVM sorts them). It depends only on
/// the attributes' text, never on interning order, so printing a set is idempotent.
/// A set holds one attribute per kind and per string key, so the order is total.
fn canonical_cmp(a: &Attr, b: &Attr, syms: &Interner) -> CmpOrdering {
    match (a, b) {
        (Attr::Str(ka, _), Attr::Str(kb, _)) => syms.bytes(*ka).cmp(syms.bytes(*kb)),
        (Attr::Str(..), _) => CmpOrdering::Greater,
        (_, Attr::Str(..)) => CmpOrdering::Less,
        _ => {
            let (ka, kb) = (a.kind().unwrap_or(AttrKind::Align), b.kind().unwrap_or(AttrKind::Align));
            (ka.llvm_class(), ka).cmp(&(kb.llvm_class(), kb))
        }
    }
}

/// The interning table of a module's attribute sets. Sets are kept in canonical order
/// (`canonical_cmp`), so equal sets are equal ids whatever order the attributes were
/// written in.
#[derive(Clone)]
pub struct AttrSets {
    sets: Vec<Box<[Attr]>>,
    table: IdTable,
}

impl Default for AttrSets {
    fn default() -> Self {
        let mut table = IdTable::new();
        let empty: &[Attr] = &[];
        table.insert(fx_hash(empty), AttrSetId::EMPTY.0, |_| fx_hash(empty));
        AttrSets { sets: vec![Box::new([])], table }
    }
}

impl AttrSets {
    /// The set of `attrs`. Like LLVM's `AttrBuilder`, a later attribute of the same kind
    /// (or string key) replaces an earlier one. `syms` is the module's interner, which
    /// holds the string attributes' text.
    pub fn intern(&mut self, mut attrs: Vec<Attr>, syms: &Interner) -> AttrSetId {
        self.intern_in_place(&mut attrs, syms)
    }

    /// `intern`, putting `attrs` in canonical order in place and copying it only if the
    /// set is new (so a caller can reuse one list for many sets).
    pub fn intern_in_place(&mut self, attrs: &mut Vec<Attr>, syms: &Interner) -> AttrSetId {
        // The stable sort keeps written order among attributes of one kind or key; the
        // last of each run is the one that stays.
        attrs.sort_by(|a, b| canonical_cmp(a, b, syms));
        let mut keep = 0;
        for i in 0..attrs.len() {
            let last_of_run = match attrs.get(i + 1) {
                Some(next) => canonical_cmp(&attrs[i], next, syms) != CmpOrdering::Equal,
                None => true,
            };
            if last_of_run {
                attrs.swap(keep, i);
                keep += 1;
            }
        }
        attrs.truncate(keep);
        let hash = fx_hash(attrs.as_slice());
        if let Some(id) = self.table.find(hash, |id| *self.sets[id as usize] == **attrs) {
            return AttrSetId(id);
        }
        let id = self.sets.len() as u32;
        self.sets.push(attrs.as_slice().into());
        let sets = &self.sets;
        self.table.insert(hash, id, |i| fx_hash(&*sets[i as usize]));
        AttrSetId(id)
    }

    pub fn get(&self, id: AttrSetId) -> &[Attr] {
        &self.sets[id.0 as usize]
    }

    pub fn has(&self, id: AttrSetId, kind: AttrKind) -> bool {
        self.get(id).iter().any(|a| a.kind() == Some(kind))
    }

    /// The integer argument of an attribute (`align`, `dereferenceable`, …).
    pub fn int(&self, id: AttrSetId, kind: AttrKind) -> Option<u64> {
        self.get(id).iter().find_map(|a| match a {
            Attr::Int(k, v) if *k == kind => Some(*v),
            _ => None,
        })
    }

    /// The type argument of an attribute (`byval`, `sret`, …).
    pub fn ty(&self, id: AttrSetId, kind: AttrKind) -> Option<TypeId> {
        self.get(id).iter().find_map(|a| match a {
            Attr::Type(k, t) if *k == kind => Some(*t),
            _ => None,
        })
    }

    /// The value of a string attribute `"key"="value"`.
    pub fn string(&self, id: AttrSetId, key: Sym) -> Option<Option<Sym>> {
        self.get(id).iter().find_map(|a| match a {
            Attr::Str(k, v) if *k == key => Some(*v),
            _ => None,
        })
    }

    pub fn len(&self) -> usize {
        self.sets.len()
    }

    pub fn is_empty(&self) -> bool {
        self.sets.len() <= 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_keyword_attribute_is_found_by_its_spelling() {
        for &k in AttrKind::ALL {
            assert_eq!(AttrKind::from_keyword(k.keyword()), Some(k));
            let src = format!("({} ", k.keyword());
            assert_eq!(AttrKind::from_keyword_at(src.as_bytes(), 1, src.len() - 1), Some(k));
        }
        for other in ["", "nounwin", "nounwindx", "i32", "\"nounwind\""] {
            assert_eq!(AttrKind::from_keyword(other), None);
        }
    }
}
