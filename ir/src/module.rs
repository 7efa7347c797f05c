//! The module: global values (variables, functions, aliases, ifuncs) with their linkage
//! and other properties, comdats, module-level asm, the data layout and triple, and the
//! tables everything else is interned in (types, constants, attribute sets, symbols,
//! metadata).

use crate::attrs::{AttrSetId, AttrSets};
use crate::constant::{Const, ConstId, ConstPool};
use crate::datalayout::DataLayout;
use crate::function::Function;
use crate::interner::{Interner, Sym};
use crate::metadata::{Metadata, MdId, NamedMetadata};
use crate::types::{Type, TypeId, TypeTable};
use crate::value::{AsmId, InlineAsm};
use crate::hashing::FxMap;

/// A global value, valid within its module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GlobalId(pub u32);

/// A comdat, valid within its module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ComdatId(pub u32);

/// A byte offset into the source text the module was parsed from (for diagnostics);
/// `SrcLoc::NONE` for things built through the API.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct SrcLoc(pub u32);

impl SrcLoc {
    pub const NONE: SrcLoc = SrcLoc(u32::MAX);

    pub fn offset(self) -> Option<usize> {
        (self != SrcLoc::NONE).then_some(self.0 as usize)
    }
}

/// Linkage types.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Linkage {
    #[default]
    External,
    Private,
    Internal,
    AvailableExternally,
    LinkOnce,
    Weak,
    Common,
    Appending,
    ExternWeak,
    LinkOnceOdr,
    WeakOdr,
}

impl Linkage {
    pub const ALL: [Linkage; 11] = [
        Linkage::External,
        Linkage::Private,
        Linkage::Internal,
        Linkage::AvailableExternally,
        Linkage::LinkOnce,
        Linkage::Weak,
        Linkage::Common,
        Linkage::Appending,
        Linkage::ExternWeak,
        Linkage::LinkOnceOdr,
        Linkage::WeakOdr,
    ];

    pub fn keyword(self) -> &'static str {
        match self {
            Linkage::External => "external",
            Linkage::Private => "private",
            Linkage::Internal => "internal",
            Linkage::AvailableExternally => "available_externally",
            Linkage::LinkOnce => "linkonce",
            Linkage::Weak => "weak",
            Linkage::Common => "common",
            Linkage::Appending => "appending",
            Linkage::ExternWeak => "extern_weak",
            Linkage::LinkOnceOdr => "linkonce_odr",
            Linkage::WeakOdr => "weak_odr",
        }
    }

    pub fn from_keyword(s: &str) -> Option<Linkage> {
        Linkage::ALL.iter().copied().find(|l| l.keyword() == s)
    }

    /// Private or internal: not visible outside the object.
    pub fn is_local(self) -> bool {
        matches!(self, Linkage::Private | Linkage::Internal)
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Visibility {
    #[default]
    Default,
    Hidden,
    Protected,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum DllStorage {
    #[default]
    None,
    Import,
    Export,
}

/// Thread-local storage models (`thread_local(...)`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ThreadLocal {
    #[default]
    NotThreadLocal,
    GeneralDynamic,
    LocalDynamic,
    InitialExec,
    LocalExec,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum UnnamedAddr {
    #[default]
    None,
    /// `local_unnamed_addr`
    Local,
    /// `unnamed_addr`
    Global,
}

/// Comdat selection kinds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ComdatKind {
    #[default]
    Any,
    ExactMatch,
    Largest,
    NoDeduplicate,
    SameSize,
}

impl ComdatKind {
    pub fn keyword(self) -> &'static str {
        match self {
            ComdatKind::Any => "any",
            ComdatKind::ExactMatch => "exactmatch",
            ComdatKind::Largest => "largest",
            ComdatKind::NoDeduplicate => "nodeduplicate",
            ComdatKind::SameSize => "samesize",
        }
    }

    pub fn from_keyword(s: &str) -> Option<ComdatKind> {
        [ComdatKind::Any, ComdatKind::ExactMatch, ComdatKind::Largest, ComdatKind::NoDeduplicate, ComdatKind::SameSize]
            .into_iter()
            .find(|k| k.keyword() == s)
    }
}

/// `$name = comdat kind`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comdat {
    pub name: Sym,
    pub kind: ComdatKind,
}

/// Sanitizer flags on global variables.
pub mod sanitizer {
    pub const NO_SANITIZE_ADDRESS: u8 = 1;
    pub const NO_SANITIZE_HWADDRESS: u8 = 2;
    pub const SANITIZE_MEMTAG: u8 = 4;
    pub const SANITIZE_ADDRESS_DYNINIT: u8 = 8;
}

/// A global variable's own properties.
#[derive(Clone, Debug, Default)]
pub struct GlobalVar {
    pub value_ty: TypeId,
    /// `None` for declarations.
    pub init: Option<ConstId>,
    /// `constant` rather than `global`.
    pub is_constant: bool,
    pub externally_initialized: bool,
    /// `code_model "small"` etc.
    pub code_model: Option<Sym>,
    /// `sanitizer::*` bits.
    pub sanitizer: u8,
    /// Attributes (`#0` on a global).
    pub attrs: AttrSetId,
}

/// `@a = alias T, ptr @aliasee` / `@f = ifunc T, ptr @resolver`.
#[derive(Clone, Debug)]
pub struct AliasOrIFunc {
    pub value_ty: TypeId,
    /// The aliasee or resolver.
    pub target: ConstId,
}

/// What a global value is. (Functions, the largest kind, are also the most common one
/// in real modules; boxing them would cost an allocation and an indirection each.)
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum GlobalKind {
    Var(GlobalVar),
    Func(Function),
    Alias(AliasOrIFunc),
    IFunc(AliasOrIFunc),
}

/// One global value with the properties all kinds share.
#[derive(Clone, Debug)]
pub struct GlobalValue {
    /// `None` for unnamed globals (`@0`), numbered when printed.
    pub name: Option<Sym>,
    pub linkage: Linkage,
    /// `dso_local`.
    pub dso_local: bool,
    pub visibility: Visibility,
    pub dll_storage: DllStorage,
    pub thread_local: ThreadLocal,
    pub unnamed_addr: UnnamedAddr,
    pub addrspace: u32,
    pub section: Option<Sym>,
    pub partition: Option<Sym>,
    pub comdat: Option<ComdatId>,
    pub align: Option<u64>,
    /// Metadata attachments (`!dbg !5`, `!type !7`, …) in source order.
    pub attachments: Vec<(Sym, MdId)>,
    pub kind: GlobalKind,
    pub src: SrcLoc,
}

impl GlobalValue {
    pub fn new(name: Option<Sym>, kind: GlobalKind) -> GlobalValue {
        GlobalValue {
            name,
            linkage: Linkage::External,
            dso_local: false,
            visibility: Visibility::Default,
            dll_storage: DllStorage::None,
            thread_local: ThreadLocal::NotThreadLocal,
            unnamed_addr: UnnamedAddr::None,
            addrspace: 0,
            section: None,
            partition: None,
            comdat: None,
            align: None,
            attachments: Vec::new(),
            kind,
            src: SrcLoc::NONE,
        }
    }

    pub fn as_function(&self) -> Option<&Function> {
        match &self.kind {
            GlobalKind::Func(f) => Some(f),
            _ => None,
        }
    }

    pub fn as_function_mut(&mut self) -> Option<&mut Function> {
        match &mut self.kind {
            GlobalKind::Func(f) => Some(f),
            _ => None,
        }
    }

    pub fn as_var(&self) -> Option<&GlobalVar> {
        match &self.kind {
            GlobalKind::Var(v) => Some(v),
            _ => None,
        }
    }

    /// The type of the value the global holds (a function's type for functions).
    pub fn value_type(&self) -> TypeId {
        match &self.kind {
            GlobalKind::Var(v) => v.value_ty,
            GlobalKind::Func(f) => f.ty,
            GlobalKind::Alias(a) | GlobalKind::IFunc(a) => a.value_ty,
        }
    }

    /// Whether this is a declaration (no initializer or body).
    pub fn is_declaration(&self) -> bool {
        match &self.kind {
            GlobalKind::Var(v) => v.init.is_none(),
            GlobalKind::Func(f) => f.is_declaration(),
            GlobalKind::Alias(_) | GlobalKind::IFunc(_) => false,
        }
    }
}

/// A whole translation unit.
#[derive(Clone, Default)]
pub struct Module {
    pub source_filename: Option<Sym>,
    pub target_triple: Option<String>,
    /// The `target datalayout` string as written, if any.
    pub datalayout_str: Option<String>,
    /// The data layout in force: parsed from `datalayout_str`, or the triple's default.
    pub datalayout: DataLayout,
    /// `module asm "..."` lines, in order.
    pub module_asm: Vec<Sym>,
    pub types: TypeTable,
    pub consts: ConstPool,
    pub attrs: AttrSets,
    pub syms: Interner,
    pub globals: Vec<GlobalValue>,
    pub comdats: Vec<Comdat>,
    pub metadata: Vec<Metadata>,
    pub named_metadata: Vec<NamedMetadata>,
    pub inline_asms: Vec<InlineAsm>,
    /// Module summary entries (`^0 = module: (...)`, written by `-flto=thin`), as their
    /// source text: code generation has no use for them; the printer writes them back.
    pub summary_entries: Vec<String>,
    global_names: FxMap<Sym, GlobalId>,
    /// Per global, whether its body passed the early checks made while the module was
    /// read (`verify::early`), so that `verify_parsed` applies only the rest; empty when
    /// none was made. Only the parser sets it, and only `verify_parsed`, which is for
    /// modules the parser returned unchanged, reads it.
    pub(crate) checked_early: Vec<bool>,
}

impl Module {
    pub fn new() -> Module {
        Module::default()
    }

    /// An empty module for `triple` with that target's default data layout (the one clang
    /// writes and the parser applies to a module that names only its triple), so that
    /// struct layouts agree with C on the target from the start: `{i32, i64}` puts field 1
    /// at offset 8 on every 64-bit target rllc supports, where LLVM's generic layout (what
    /// `Module::new` has) would put it at 4. The layout is written out as
    /// `target datalayout` when the module is printed.
    ///
    /// ```
    /// # use rllc_ir::{Module, TypeTable};
    /// let mut m = Module::for_target("x86_64-unknown-linux-gnu");
    /// let s = m.types.struct_literal(&[TypeTable::I32, TypeTable::I64], false);
    /// assert_eq!(m.datalayout.field_offset(&m.types, s, 1), Some(8));
    /// ```
    pub fn for_target(triple: &str) -> Module {
        let mut m = Module::new();
        m.set_target_triple(triple);
        m
    }

    /// Sets the `target triple`. Unless a `target datalayout` was given explicitly (in
    /// `datalayout_str`), the layout becomes the triple's default, as when the parser
    /// reads a module with only a triple.
    pub fn set_target_triple(&mut self, triple: &str) {
        self.target_triple = Some(triple.to_string());
        let explicit = self.datalayout_str.as_deref().is_some_and(|s| Some(s) != self.default_layout_string());
        if !explicit {
            self.datalayout = DataLayout::default_for_triple(triple);
            self.datalayout_str = DataLayout::default_string_for_triple(triple).map(str::to_string);
        }
    }

    /// The default layout string of the module's triple, if it is a known target.
    fn default_layout_string(&self) -> Option<&'static str> {
        self.target_triple.as_deref().and_then(DataLayout::default_string_for_triple)
    }

    /// Adds a global value. Fails (returning the existing id) if the name is taken.
    pub fn add_global(&mut self, g: GlobalValue) -> Result<GlobalId, GlobalId> {
        if let Some(name) = g.name {
            if let Some(&existing) = self.global_names.get(&name) {
                return Err(existing);
            }
            let id = GlobalId(self.globals.len() as u32);
            self.global_names.insert(name, id);
            self.globals.push(g);
            Ok(id)
        } else {
            let id = GlobalId(self.globals.len() as u32);
            self.globals.push(g);
            Ok(id)
        }
    }

    /// Reorders the globals: `order[i]` is the current id of the global that goes to
    /// index `i` (`order` is a permutation of all ids). References in the constant pool
    /// are renamed. The parser uses this to restore definition order after forward
    /// references created globals early.
    /// The globals move in place, cycle by cycle (a global is a few hundred bytes, and a
    /// module may have many thousands: a second list and a list of taken slots were
    /// megabytes of fresh memory at the end of every large parse).
    pub fn reorder_globals(&mut self, order: &[GlobalId]) {
        debug_assert_eq!(order.len(), self.globals.len());
        let mut new_id = vec![GlobalId(0); order.len()];
        for (i, &old) in order.iter().enumerate() {
            new_id[old.0 as usize] = GlobalId(i as u32);
        }
        // `dest[i]`: where the global now at `i` belongs. Each swap puts one global in its
        // place for good, so there are fewer swaps than globals.
        let mut dest = new_id.clone();
        for i in 0..dest.len() {
            while dest[i].0 as usize != i {
                let j = dest[i].0 as usize;
                self.globals.swap(i, j);
                dest.swap(i, j);
            }
        }
        self.global_names = self.globals.iter().enumerate().filter_map(|(i, g)| g.name.map(|n| (n, GlobalId(i as u32)))).collect();
        self.consts.remap_globals(|g| new_id[g.0 as usize]);
        if !self.checked_early.is_empty() {
            self.checked_early = order.iter().map(|g| self.checked_early.get(g.0 as usize) == Some(&true)).collect();
        }
    }

    pub fn global(&self, id: GlobalId) -> &GlobalValue {
        &self.globals[id.0 as usize]
    }

    pub fn global_mut(&mut self, id: GlobalId) -> &mut GlobalValue {
        &mut self.globals[id.0 as usize]
    }

    pub fn global_by_name(&self, name: &[u8]) -> Option<GlobalId> {
        self.syms.get(name).and_then(|s| self.global_names.get(&s).copied())
    }

    pub fn global_ids(&self) -> impl Iterator<Item = GlobalId> {
        (0..self.globals.len() as u32).map(GlobalId)
    }

    /// Functions with their ids, in module order.
    pub fn functions(&self) -> impl Iterator<Item = (GlobalId, &Function)> {
        self.globals.iter().enumerate().filter_map(|(i, g)| g.as_function().map(|f| (GlobalId(i as u32), f)))
    }

    pub fn function(&self, id: GlobalId) -> Option<&Function> {
        self.global(id).as_function()
    }

    pub fn function_mut(&mut self, id: GlobalId) -> Option<&mut Function> {
        self.global_mut(id).as_function_mut()
    }

    pub fn add_comdat(&mut self, c: Comdat) -> ComdatId {
        let id = ComdatId(self.comdats.len() as u32);
        self.comdats.push(c);
        id
    }

    pub fn comdat_by_name(&self, name: Sym) -> Option<ComdatId> {
        self.comdats.iter().position(|c| c.name == name).map(|i| ComdatId(i as u32))
    }

    pub fn add_metadata(&mut self, md: Metadata) -> MdId {
        let id = MdId(self.metadata.len() as u32);
        self.metadata.push(md);
        id
    }

    pub fn md(&self, id: MdId) -> &Metadata {
        &self.metadata[id.0 as usize]
    }

    pub fn add_inline_asm(&mut self, asm: InlineAsm) -> AsmId {
        if let Some(i) = self.inline_asms.iter().position(|a| *a == asm) {
            return AsmId(i as u32);
        }
        let id = AsmId(self.inline_asms.len() as u32);
        self.inline_asms.push(asm);
        id
    }

    /// Interns a constant.
    pub fn konst(&mut self, c: Const) -> ConstId {
        self.consts.intern(c)
    }

    /// The constant for a global's address.
    pub fn global_ref(&mut self, g: GlobalId) -> ConstId {
        self.consts.intern(Const::Global(g))
    }

    /// The type of a constant.
    pub fn const_type(&self, id: ConstId) -> TypeId {
        let c = self.consts.get(id);
        if let Some(t) = c.own_type() {
            return t;
        }
        match c {
            Const::Global(g) | Const::DsoLocalEquivalent(g) | Const::NoCfi(g) => self.global_ptr_type(*g),
            Const::BlockAddress { func, .. } => self.global_ptr_type(*func),
            Const::PtrAuth { ptr, .. } => self.const_type(*ptr),
            // `own_type` answers for every other kind.
            _ => {
                debug_assert!(false, "constant without a type: {c:?}");
                TypeTable::VOID
            }
        }
    }

    /// `ptr addrspace(N)` for a global's address space. All pointer types of the address
    /// spaces in use are interned when the global is added by the parser or builder.
    pub fn global_ptr_type(&self, g: GlobalId) -> TypeId {
        let aspace = self.global(g).addrspace;
        if aspace == 0 {
            TypeTable::PTR
        } else {
            self.types.lookup(&Type::Ptr { addrspace: aspace }).unwrap_or(TypeTable::PTR)
        }
    }

    /// A name's text for messages.
    pub fn sym_text(&self, s: Sym) -> std::borrow::Cow<'_, str> {
        self.syms.text(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every permutation of five globals (cycles of every length, fixed points): each
    /// global lands where the order puts it, names find it there, and references in the
    /// constant pool follow it.
    #[test]
    fn globals_reorder_in_place() {
        let mut perm: Vec<u32> = (0..5).collect();
        let mut count = 0;
        loop {
            let mut m = Module::new();
            let names: Vec<Sym> = (0..5).map(|i| m.syms.intern(format!("g{i}").as_bytes())).collect();
            let refs: Vec<ConstId> = names
                .iter()
                .map(|&n| {
                    let g = m.add_global(GlobalValue::new(Some(n), GlobalKind::Var(GlobalVar::default()))).unwrap();
                    m.global_ref(g)
                })
                .collect();
            let order: Vec<GlobalId> = perm.iter().map(|&p| GlobalId(p)).collect();
            m.reorder_globals(&order);
            for (i, &old) in perm.iter().enumerate() {
                let name = names[old as usize];
                assert_eq!(m.global(GlobalId(i as u32)).name, Some(name), "{perm:?}");
                assert_eq!(m.global_by_name(format!("g{old}").as_bytes()), Some(GlobalId(i as u32)), "{perm:?}");
                assert!(matches!(m.consts.get(refs[old as usize]), Const::Global(g) if g.0 == i as u32), "{perm:?}");
            }
            count += 1;
            // The next permutation in lexicographic order.
            let Some(k) = (0..4).rev().find(|&k| perm[k] < perm[k + 1]) else { break };
            let l = (k + 1..5).rev().find(|&l| perm[l] > perm[k]).unwrap();
            perm.swap(k, l);
            perm[k + 1..].reverse();
        }
        assert_eq!(count, 120);
    }
}
