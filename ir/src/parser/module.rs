//! Parsing top-level entities: `source_filename`, `target` lines, `module asm`, type
//! definitions, comdats, global variables, functions (declarations and definitions),
//! aliases, ifuncs, attribute groups, use-list directives and summary entries (skipped),
//! dispatching metadata definitions to `metadata.rs`. At the end of the module every
//! forward reference is resolved or reported: attribute groups are merged into the sets
//! that named them, and undefined types, comdats, globals and blocks are errors.

use super::attributes::AttrCtx;
use super::{AttrTarget, LocalKey, PResult, Parser, PendingAttrs, TypeEntry, Kw, PROGRESS_STEP};
use crate::attrs::{Attr, AttrKind, AttrSetId};
use crate::datalayout::DataLayout;
use crate::function::{Function, Param};
use crate::interner::Sym;
use crate::lexer::{Tok, Token};
use crate::module::{
    sanitizer, AliasOrIFunc, Comdat, ComdatId, ComdatKind, DllStorage, GlobalId, GlobalKind, GlobalValue, GlobalVar, Linkage, SrcLoc,
    ThreadLocal, UnnamedAddr, Visibility,
};
use crate::types::{Type, TypeId, TypeTable};
use crate::value::Value;

/// The prefix every global definition shares: linkage through `unnamed_addr`.
#[derive(Clone, Copy, Debug, Default)]
struct GlobalPrefix {
    linkage: Linkage,
    has_linkage: bool,
    dso_local: bool,
    visibility: Visibility,
    dll: DllStorage,
    thread_local: ThreadLocal,
    unnamed_addr: UnnamedAddr,
}

/// How a global definition names its global.
#[derive(Clone, Copy, Debug)]
enum GlobalName {
    Named(Sym),
    /// `@N = ...`, or no name at all (`None`: the next number).
    Numbered(Option<u32>),
}

impl<'a> Parser<'a> {
    pub(crate) fn parse_module(&mut self) -> PResult<()> {
        // `target` and `source_filename` lines may only open the module (as in llvm-as).
        loop {
            if self.at_kw(Kw::Target) {
                self.parse_target()?;
            } else if self.at_kw(Kw::SourceFilename) {
                self.bump();
                self.expect(Tok::Equal, "'=' after source_filename")?;
                let s = self.parse_string_sym("source file name")?;
                self.m.source_filename = Some(s);
            } else {
                break;
            }
        }
        loop {
            let t = self.tok();
            if t.start >= self.next_progress {
                if let Some(progress) = self.progress.as_mut() {
                    progress(t.start as usize);
                }
                self.next_progress = t.start.saturating_add(PROGRESS_STEP);
            }
            match t.kind {
                Tok::Eof => break,
                Tok::Ident => match self.cur_text() {
                    "module" => {
                        self.bump();
                        self.expect_kw(Kw::Asm)?;
                        let s = self.parse_string_sym("module asm string")?;
                        self.m.module_asm.push(s);
                    }
                    "declare" => self.parse_function(false)?,
                    "define" => self.parse_function(true)?,
                    "attributes" => self.parse_attr_group()?,
                    "uselistorder" | "uselistorder_bb" => self.parse_uselistorder(None)?,
                    _ => {
                        // A global with no name at all (`private constant ...`) takes the
                        // next number.
                        if Linkage::from_keyword(self.cur_text()).is_some()
                            || matches!(
                                self.cur_text(),
                                "global" | "constant" | "dso_local" | "dso_preemptable" | "hidden" | "protected" | "default"
                                    | "dllimport" | "dllexport" | "thread_local" | "unnamed_addr" | "local_unnamed_addr"
                                    | "addrspace" | "externally_initialized" | "alias" | "ifunc"
                            )
                        {
                            self.parse_global_def(GlobalName::Numbered(None), t)?;
                        } else {
                            return self.expected("top-level entity");
                        }
                    }
                },
                Tok::LocalVar | Tok::LocalId => self.parse_type_def()?,
                Tok::GlobalVar => {
                    self.bump();
                    self.expect(Tok::Equal, "'=' in global variable")?;
                    let name = self.sigil_name(t);
                    let gname = if self.m.syms.bytes(name).is_empty() { GlobalName::Numbered(None) } else { GlobalName::Named(name) };
                    self.parse_global_def(gname, t)?;
                }
                Tok::GlobalId => {
                    self.bump();
                    self.expect(Tok::Equal, "'=' after name")?;
                    let n = self.sigil_number(t)?;
                    self.parse_global_def(GlobalName::Numbered(Some(n)), t)?;
                }
                Tok::ComdatVar => self.parse_comdat_def()?,
                Tok::MetadataId | Tok::MetadataVar | Tok::Exclaim => self.parse_metadata_entity()?,
                Tok::SummaryId => self.parse_summary_entry()?,
                _ => return self.expected("top-level entity"),
            }
        }
        self.finish_module()
    }

    fn parse_target(&mut self) -> PResult<()> {
        self.bump();
        if self.eat_kw(Kw::Triple) {
            self.expect(Tok::Equal, "'=' after target triple")?;
            let s = self.parse_string("target triple string")?;
            let triple = String::from_utf8_lossy(&s).into_owned();
            // The triple's default layout holds until a `target datalayout` line says
            // otherwise (sizes are needed while parsing, e.g. by `atomicrmw`).
            if self.m.datalayout_str.is_none() {
                self.m.datalayout = DataLayout::default_for_triple(&triple);
                self.program_as = self.m.datalayout.program_addrspace();
            }
            self.m.target_triple = Some(triple);
        } else if self.eat_kw(Kw::Datalayout) {
            self.expect(Tok::Equal, "'=' after target datalayout")?;
            let t = self.tok();
            let s = self.parse_string("target datalayout string")?;
            let s = String::from_utf8_lossy(&s).into_owned();
            match DataLayout::parse(&s) {
                Ok(dl) => {
                    self.program_as = dl.program_addrspace();
                    self.m.datalayout = dl;
                }
                Err(e) => return self.err_at(t, e),
            }
            self.m.datalayout_str = Some(s);
        } else {
            return self.expected("'triple' or 'datalayout' after 'target'");
        }
        Ok(())
    }

    /// A summary entry `^N = kind: (...)`, read by balanced parentheses and kept as text.
    fn parse_summary_entry(&mut self) -> PResult<()> {
        let first = self.bump();
        self.expect(Tok::Equal, "'=' here")?;
        // `flags: N` and `blockcount: N` have no parentheses.
        if self.at(Tok::Label) && matches!(self.cur_text(), "flags" | "blockcount") {
            self.bump();
            let last = self.tok();
            self.parse_u64("integer")?;
            self.keep_summary_entry(first, last);
            return Ok(());
        }
        if !self.at(Tok::Label) {
            return self.expected("summary entry kind ('gv:', 'module:', 'typeid:', ...)");
        }
        self.bump();
        self.expect(Tok::LParen, "'(' at start of summary entry")?;
        let mut depth = 1u32;
        let mut last = self.tok();
        while depth > 0 {
            match self.tok().kind {
                Tok::LParen => depth += 1,
                Tok::RParen => depth -= 1,
                Tok::Eof => return self.err("found end of file while parsing summary entry"),
                _ => {}
            }
            last = self.bump();
        }
        self.keep_summary_entry(first, last);
        Ok(())
    }

    /// Keeps a summary entry's text, from its `^N` to its last token, for the printer:
    /// nothing else reads the summary, but a module printed without it would not read
    /// back as the same module.
    fn keep_summary_entry(&mut self, first: Token, last: Token) {
        let text = &self.src[first.start as usize..last.end as usize];
        self.m.summary_entries.push(text.to_string());
    }

    // ---- types ----

    /// `%T = type {...}` / `%T = type opaque` / `%N = type ...` / `%T = type i32` (alias).
    fn parse_type_def(&mut self) -> PResult<()> {
        let t = self.bump();
        self.expect(Tok::Equal, "'=' after name")?;
        self.expect_kw(Kw::Type)?;
        let (entry, name) = match t.kind {
            Tok::LocalId => {
                let n = self.sigil_number(t)?;
                (self.numbered_types.get(&n).copied(), LocalKey::Num(n))
            }
            _ => {
                let s = self.sigil_name(t);
                (self.named_types.get(&s).copied(), LocalKey::Name(s))
            }
        };
        if let Some(e) = entry {
            if e.fwd_loc.is_none() {
                return self.err_at(t, "redefinition of type");
            }
        }
        let set_entry = |p: &mut Self, e: TypeEntry| match name {
            LocalKey::Num(n) => {
                p.numbered_types.insert(n, e);
            }
            LocalKey::Name(s) => {
                p.named_types.insert(s, e);
            }
        };
        let make = |p: &mut Self| -> TypeId {
            match entry {
                Some(e) => e.id,
                None => p.m.types.new_named_struct(match name {
                    LocalKey::Name(s) => Some(s),
                    LocalKey::Num(_) => None,
                }),
            }
        };
        if self.eat_kw(Kw::Opaque) {
            let id = make(self);
            set_entry(self, TypeEntry { id, fwd_loc: None });
            return Ok(());
        }
        let packed = self.at(Tok::Less) && self.peek().kind == Tok::LBrace;
        if packed {
            self.bump();
        }
        if !self.at(Tok::LBrace) {
            // A type alias: neither forward-referenced nor recursive.
            if entry.is_some() {
                return self.err_at(t, "forward references to non-struct type");
            }
            let ty = self.parse_type()?;
            set_entry(self, TypeEntry { id: ty, fwd_loc: None });
            return Ok(());
        }
        let id = make(self);
        // Mark defined before reading the body so self-references resolve to it.
        set_entry(self, TypeEntry { id, fwd_loc: None });
        let fields = self.parse_struct_fields()?;
        if packed {
            self.expect(Tok::Greater, "'>' in packed struct")?;
        }
        self.m.types.set_struct_body(id, &fields, packed);
        Ok(())
    }

    // ---- comdats ----

    fn parse_comdat_def(&mut self) -> PResult<()> {
        let t = self.bump();
        let name = self.sigil_name(t);
        self.expect(Tok::Equal, "'=' here")?;
        self.expect_kw(Kw::Comdat)?;
        let kind = match self.at(Tok::Ident).then(|| ComdatKind::from_keyword(self.cur_text())).flatten() {
            Some(k) => k,
            None => return self.expected("comdat selection kind"),
        };
        self.bump();
        match self.comdat_names.get(&name).copied() {
            Some(id) => {
                if self.fwd_comdats.remove(&name).is_none() {
                    return self.err_at(t, format!("redefinition of comdat '${}'", self.m.syms.text(name)));
                }
                self.m.comdats[id.0 as usize].kind = kind;
            }
            None => {
                let id = self.m.add_comdat(Comdat { name, kind });
                self.comdat_names.insert(name, id);
            }
        }
        Ok(())
    }

    fn comdat_ref(&mut self, name: Sym, loc: u32) -> ComdatId {
        if let Some(&id) = self.comdat_names.get(&name) {
            return id;
        }
        let id = self.m.add_comdat(Comdat { name, kind: ComdatKind::Any });
        self.comdat_names.insert(name, id);
        self.fwd_comdats.insert(name, loc);
        id
    }

    /// `comdat` or `comdat($name)` if present. `own` is the global's name (`None` if it
    /// has none).
    fn parse_opt_comdat(&mut self, own: Option<Sym>) -> PResult<Option<ComdatId>> {
        let kw = self.tok();
        if !self.eat_kw(Kw::Comdat) {
            return Ok(None);
        }
        if self.eat(Tok::LParen) {
            let t = self.expect(Tok::ComdatVar, "comdat variable")?;
            let name = self.sigil_name(t);
            self.expect(Tok::RParen, "')' after comdat var")?;
            return Ok(Some(self.comdat_ref(name, t.start)));
        }
        match own {
            Some(s) => Ok(Some(self.comdat_ref(s, kw.start))),
            None => self.err_at(kw, "comdat cannot be unnamed"),
        }
    }

    // ---- globals, aliases, ifuncs ----

    fn parse_global_prefix(&mut self) -> PResult<GlobalPrefix> {
        let mut p = GlobalPrefix::default();
        if self.at(Tok::Ident) {
            if let Some(l) = Linkage::from_keyword(self.cur_text()) {
                self.bump();
                p.linkage = l;
                p.has_linkage = true;
            }
        }
        if self.eat_kw(Kw::DsoLocal) {
            p.dso_local = true;
        } else {
            self.eat_kw(Kw::DsoPreemptable);
        }
        p.visibility = if self.eat_kw(Kw::Hidden) {
            Visibility::Hidden
        } else if self.eat_kw(Kw::Protected) {
            Visibility::Protected
        } else {
            self.eat_kw(Kw::Default);
            Visibility::Default
        };
        p.dll = if self.eat_kw(Kw::Dllimport) {
            DllStorage::Import
        } else if self.eat_kw(Kw::Dllexport) {
            DllStorage::Export
        } else {
            DllStorage::None
        };
        if p.dso_local && p.dll == DllStorage::Import {
            return self.err("dso_location and DLL-StorageClass mismatch");
        }
        Ok(p)
    }

    fn parse_thread_local(&mut self) -> PResult<ThreadLocal> {
        if !self.eat_kw(Kw::ThreadLocal) {
            return Ok(ThreadLocal::NotThreadLocal);
        }
        if !self.eat(Tok::LParen) {
            return Ok(ThreadLocal::GeneralDynamic);
        }
        let m = match self.at(Tok::Ident).then(|| self.cur_text()) {
            Some("localdynamic") => ThreadLocal::LocalDynamic,
            Some("initialexec") => ThreadLocal::InitialExec,
            Some("localexec") => ThreadLocal::LocalExec,
            _ => return self.expected("localdynamic, initialexec or localexec"),
        };
        self.bump();
        self.expect(Tok::RParen, "')' after thread local model")?;
        Ok(m)
    }

    fn parse_unnamed_addr(&mut self) -> UnnamedAddr {
        if self.eat_kw(Kw::UnnamedAddr) {
            UnnamedAddr::Global
        } else if self.eat_kw(Kw::LocalUnnamedAddr) {
            UnnamedAddr::Local
        } else {
            UnnamedAddr::None
        }
    }

    fn check_linkage_props(&self, p: &GlobalPrefix, at: Token) -> PResult<()> {
        if p.linkage.is_local() && p.visibility != Visibility::Default {
            return self.err_at(at, "symbol with local linkage must have default visibility");
        }
        if p.linkage.is_local() && p.dll != DllStorage::None {
            return self.err_at(at, "symbol with local linkage cannot have a DLL storage class");
        }
        Ok(())
    }

    /// After `@name =`: a global variable, alias or ifunc.
    fn parse_global_def(&mut self, name: GlobalName, name_tok: Token) -> PResult<()> {
        let mut p = self.parse_global_prefix()?;
        p.thread_local = self.parse_thread_local()?;
        p.unnamed_addr = self.parse_unnamed_addr();
        if self.at_kw(Kw::Alias) || self.at_kw(Kw::Ifunc) {
            return self.parse_alias_or_ifunc(name, name_tok, p);
        }
        self.check_linkage_props(&p, name_tok)?;
        let addrspace = self.parse_opt_addrspace()?;
        let externally_initialized = self.eat_kw(Kw::ExternallyInitialized);
        let is_constant = if self.eat_kw(Kw::Constant) {
            true
        } else if self.eat_kw(Kw::Global) {
            false
        } else {
            return self.expected("'global' or 'constant'");
        };
        let ty_tok = self.tok();
        let ty = self.parse_type()?;
        if matches!(self.m.types.get(ty), Type::Function { .. } | Type::Label | Type::Metadata | Type::Token | Type::Void)
            || matches!(self.m.types.get(ty), Type::X86Amx)
        {
            return self.err_at(ty_tok, "invalid type for global variable");
        }
        let has_init = !p.has_linkage || !matches!(p.linkage, Linkage::External | Linkage::ExternWeak);
        let init = if has_init { Some(self.parse_const(ty, None)?) } else { None };

        let gid = self.define_global(name, name_tok, addrspace, false)?;
        let own = match name {
            GlobalName::Named(s) => Some(s),
            GlobalName::Numbered(_) => None,
        };
        let mut var = GlobalVar { value_ty: ty, init, is_constant, externally_initialized, ..GlobalVar::default() };
        let mut g = GlobalValue::new(own, GlobalKind::Var(GlobalVar::default()));
        self.apply_prefix(&mut g, &p, addrspace, name_tok);

        while self.eat(Tok::Comma) {
            if self.at(Tok::MetadataVar) {
                let a = self.parse_md_attachment()?;
                g.attachments.push(a);
                continue;
            }
            let t = self.tok();
            match self.at(Tok::Ident).then(|| self.cur_text()) {
                Some("section") => {
                    self.bump();
                    g.section = Some(self.parse_string_sym("global section string")?);
                }
                Some("partition") => {
                    self.bump();
                    g.partition = Some(self.parse_string_sym("partition string")?);
                }
                Some("align") => g.align = self.parse_align()?,
                Some("code_model") => {
                    self.bump();
                    let st = self.tok();
                    let s = self.parse_string_sym("global code model string")?;
                    if !matches!(self.m.syms.bytes(s), b"tiny" | b"small" | b"kernel" | b"medium" | b"large") {
                        return self.err_at(st, "expected global code model string");
                    }
                    var.code_model = Some(s);
                }
                Some("no_sanitize_address") => {
                    self.bump();
                    var.sanitizer |= sanitizer::NO_SANITIZE_ADDRESS;
                }
                Some("no_sanitize_hwaddress") => {
                    self.bump();
                    var.sanitizer |= sanitizer::NO_SANITIZE_HWADDRESS;
                }
                Some("sanitize_memtag") => {
                    self.bump();
                    var.sanitizer |= sanitizer::SANITIZE_MEMTAG;
                }
                Some("sanitize_address_dyninit") => {
                    self.bump();
                    var.sanitizer |= sanitizer::SANITIZE_ADDRESS_DYNINIT;
                }
                Some("comdat") => g.comdat = self.parse_opt_comdat(own)?,
                _ => return self.err_at(t, format!("unknown global variable property {}", self.found())),
            }
        }
        let mut groups = Vec::new();
        let attrs = self.parse_attrs(AttrCtx::Fn, &mut groups)?;
        var.attrs = self.intern_attrs(attrs);
        if !groups.is_empty() {
            self.pending_attrs.push(PendingAttrs { target: AttrTarget::GlobalVar(gid), base: var.attrs, groups });
        }
        g.kind = GlobalKind::Var(var);
        *self.m.global_mut(gid) = g;
        Ok(())
    }

    fn apply_prefix(&mut self, g: &mut GlobalValue, p: &GlobalPrefix, addrspace: u32, at: Token) {
        g.linkage = p.linkage;
        // LLVM implies dso_local for local linkage and for non-default visibility.
        g.dso_local = p.dso_local
            || p.linkage.is_local()
            || (p.visibility != Visibility::Default && p.linkage != Linkage::ExternWeak);
        g.visibility = p.visibility;
        g.dll_storage = p.dll;
        g.thread_local = p.thread_local;
        g.unnamed_addr = p.unnamed_addr;
        g.addrspace = addrspace;
        g.src = SrcLoc(at.start);
        // `Module::global_ptr_type` finds the pointer type by lookup.
        self.m.types.ptr(addrspace);
    }

    /// Finds or creates the global a definition defines: a forward reference is taken
    /// over (its address space must agree), a second definition is an error.
    fn define_global(&mut self, name: GlobalName, at: Token, addrspace: u32, is_fn: bool) -> PResult<GlobalId> {
        let existing = match name {
            GlobalName::Named(s) => self.global_names.get(&s).copied(),
            GlobalName::Numbered(n) => {
                let n = n.unwrap_or(self.next_global_num);
                if n < self.next_global_num {
                    let what = if is_fn { "function" } else { "global" };
                    return self.err_at(at, format!("{what} expected to be numbered '@{}' or greater", self.next_global_num));
                }
                self.next_global_num = n.saturating_add(1);
                match self.numbered_globals.get(&n).copied() {
                    Some(g) => Some(g),
                    None => {
                        let g = self.new_global_slot(None);
                        self.numbered_globals.insert(n, g);
                        self.def_order.push(g);
                        return Ok(g);
                    }
                }
            }
        };
        match existing {
            Some(g) => {
                if self.fwd_globals.remove(&g).is_none() {
                    let text = self.text(at);
                    return if is_fn {
                        self.err_at(at, format!("invalid redefinition of function '{}'", &text[1..]))
                    } else {
                        self.err_at(at, format!("redefinition of global '{text}'"))
                    };
                }
                let have = self.m.global(g).addrspace;
                if have != addrspace {
                    let fwd = self.m.types.ptr(have);
                    let def = self.m.types.ptr(addrspace);
                    return self.err_at(
                        at,
                        format!(
                            "forward reference and definition of '{}' have different types: used as '{}', defined as '{}'",
                            self.text(at),
                            self.type_name(fwd),
                            self.type_name(def)
                        ),
                    );
                }
                self.def_order.push(g);
                Ok(g)
            }
            None => {
                let GlobalName::Named(s) = name else { unreachable!("numbered handled above") };
                let g = self.new_global_slot(Some(s));
                self.global_names.insert(s, g);
                self.def_order.push(g);
                Ok(g)
            }
        }
    }

    fn new_global_slot(&mut self, name: Option<Sym>) -> GlobalId {
        let g = GlobalValue::new(name, GlobalKind::Var(GlobalVar::default()));
        match self.m.add_global(g) {
            Ok(id) | Err(id) => id,
        }
    }

    fn parse_alias_or_ifunc(&mut self, name: GlobalName, name_tok: Token, p: GlobalPrefix) -> PResult<()> {
        let is_alias = self.eat_kw(Kw::Alias);
        if !is_alias {
            self.expect_kw(Kw::Ifunc)?;
        }
        if is_alias && matches!(p.linkage, Linkage::Appending | Linkage::Common | Linkage::ExternWeak) {
            return self.err_at(name_tok, "invalid linkage type for alias");
        }
        self.check_linkage_props(&p, name_tok)?;
        let value_ty = self.parse_type()?;
        self.expect(Tok::Comma, "comma after alias or ifunc's type")?;
        let at = self.tok();
        // Old IR writes the aliasee as a bare constant expression without its type (read
        // here as a default-address-space pointer).
        let target = if self.at(Tok::Ident) && matches!(self.cur_text(), "bitcast" | "getelementptr" | "addrspacecast" | "inttoptr") {
            self.parse_const(TypeTable::PTR, None)?
        } else {
            self.parse_typed_const(None)?.1
        };
        let tty = self.m.const_type(target);
        let Type::Ptr { addrspace } = *self.m.types.get(tty) else {
            return self.err_at(at, "An alias or ifunc must have pointer type");
        };
        let gid = self.define_global(name, name_tok, addrspace, false)?;
        let own = match name {
            GlobalName::Named(s) => Some(s),
            GlobalName::Numbered(_) => None,
        };
        let a = AliasOrIFunc { value_ty, target };
        let mut g = GlobalValue::new(own, if is_alias { GlobalKind::Alias(a) } else { GlobalKind::IFunc(a) });
        self.apply_prefix(&mut g, &p, addrspace, name_tok);
        while self.eat(Tok::Comma) {
            if self.eat_kw(Kw::Partition) {
                g.partition = Some(self.parse_string_sym("partition string")?);
            } else if !is_alias && self.at(Tok::MetadataVar) {
                let a = self.parse_md_attachment()?;
                g.attachments.push(a);
            } else {
                return self.err(format!("unknown alias or ifunc property {}", self.found()));
            }
        }
        *self.m.global_mut(gid) = g;
        Ok(())
    }

    // ---- functions ----

    /// `declare ...` or `define ... { body }`.
    fn parse_function(&mut self, is_define: bool) -> PResult<()> {
        self.bump();
        let mut early_md = Vec::new();
        if !is_define {
            while self.at(Tok::MetadataVar) {
                early_md.push(self.parse_md_attachment()?);
            }
        }
        let link_tok = self.tok();
        let mut p = self.parse_global_prefix()?;
        match p.linkage {
            Linkage::External => {}
            Linkage::ExternWeak if is_define => return self.err_at(link_tok, "invalid linkage for function definition"),
            Linkage::ExternWeak => {}
            Linkage::Appending | Linkage::Common => return self.err_at(link_tok, "invalid function linkage type"),
            _ if !is_define => return self.err_at(link_tok, "invalid linkage for function declaration"),
            _ => {}
        }
        self.check_linkage_props(&p, link_tok)?;
        let cc = self.parse_opt_cc()?;
        let ret_attrs = self.parse_ret_attrs()?;
        let ret_tok = self.tok();
        let ret = self.parse_type_or_void()?;
        if matches!(self.m.types.get(ret), Type::Label | Type::Metadata | Type::Function { .. }) {
            return self.err_at(ret_tok, "invalid function return type");
        }
        let name_tok = self.tok();
        let name = match name_tok.kind {
            Tok::GlobalVar => {
                let s = self.sigil_name(name_tok);
                if self.m.syms.bytes(s).is_empty() {
                    GlobalName::Numbered(None)
                } else {
                    GlobalName::Named(s)
                }
            }
            Tok::GlobalId => GlobalName::Numbered(Some(self.sigil_number(name_tok)?)),
            _ => return self.expected("function name"),
        };
        self.bump();
        if !self.at(Tok::LParen) {
            return self.expected("'(' in function argument list");
        }

        // Parameters: `T attrs [%name]`, possibly ending in `...`.
        self.bump();
        let mut params: Vec<(Param, Option<u32>, Token)> = Vec::new();
        let mut varargs = false;
        let mut cur_num = 0u32;
        if !self.at(Tok::RParen) {
            loop {
                if self.eat(Tok::DotDotDot) {
                    varargs = true;
                    break;
                }
                let t = self.tok();
                let ty = self.parse_type_or_void()?;
                let attrs = self.parse_param_attrs()?;
                if ty == TypeTable::VOID {
                    return self.err_at(t, "argument can not have void type");
                }
                let (pname, num) = match self.tok().kind {
                    Tok::LocalVar => {
                        let nt = self.bump();
                        (Some(self.sigil_name(nt)), None)
                    }
                    Tok::LocalId => {
                        let nt = self.bump();
                        let n = self.sigil_number(nt)?;
                        if n < cur_num {
                            return self.err_at(t, format!("argument expected to be numbered '%{cur_num}' or greater"));
                        }
                        cur_num = n.saturating_add(1);
                        (None, Some(n))
                    }
                    _ => {
                        let n = cur_num;
                        cur_num = cur_num.saturating_add(1);
                        (None, Some(n))
                    }
                };
                if !self.valid_arg_type(ty) {
                    return self.err_at(t, "invalid type for function argument");
                }
                params.push((Param { ty, attrs, name: pname }, num, t));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "')' at end of argument list")?;
        let mut seen: super::FxMap<Sym, ()> = super::FxMap::default();
        for (param, _, t) in &params {
            if let Some(s) = param.name {
                if seen.insert(s, ()).is_some() {
                    return self.err_at(*t, format!("redefinition of argument '%{}'", self.m.syms.text(s)));
                }
            }
        }

        p.unnamed_addr = self.parse_unnamed_addr();
        let addrspace = if self.at_kw(Kw::Addrspace) { self.parse_opt_addrspace()? } else { self.program_as };
        let mut groups = Vec::new();
        let builtin_tok = self.tok();
        let mut fn_attrs = self.parse_attrs(AttrCtx::Fn, &mut groups)?;
        if fn_attrs.iter().any(|a| a.kind() == Some(AttrKind::Builtin)) {
            return self.err_at(builtin_tok, "'builtin' attribute not valid on function");
        }
        let mut align = None;
        fn_attrs.retain(|a| match a {
            Attr::Int(AttrKind::Align, v) => {
                align = Some(*v);
                false
            }
            _ => true,
        });
        let section = if self.eat_kw(Kw::Section) { Some(self.parse_string_sym("section name")?) } else { None };
        let partition = if self.eat_kw(Kw::Partition) { Some(self.parse_string_sym("partition name")?) } else { None };
        let own = match name {
            GlobalName::Named(s) => Some(s),
            GlobalName::Numbered(_) => None,
        };
        let comdat = self.parse_opt_comdat(own)?;
        if self.at_kw(Kw::Align) {
            align = self.parse_align()?;
        }
        let gc = if self.eat_kw(Kw::Gc) { Some(self.parse_string_sym("garbage collector name")?) } else { None };
        let prefix = if self.eat_kw(Kw::Prefix) { Some(self.parse_typed_const(None)?.1) } else { None };
        let prologue = if self.eat_kw(Kw::Prologue) { Some(self.parse_typed_const(None)?.1) } else { None };
        let personality = if self.eat_kw(Kw::Personality) { Some(self.parse_typed_const(None)?.1) } else { None };

        if params.first().is_some_and(|(p, _, _)| self.m.attrs.has(p.attrs, AttrKind::StructRet)) && ret != TypeTable::VOID {
            return self.err_at(ret_tok, "functions with 'sret' argument must return void");
        }

        let param_tys: Vec<TypeId> = params.iter().map(|(p, _, _)| p.ty).collect();
        let fn_ty = self.m.types.function(ret, &param_tys, varargs);
        let gid = self.define_global(name, name_tok, addrspace, true)?;
        // Blocks reserved by `blockaddress` before this definition stay in the arena.
        let reserved = match std::mem::replace(&mut self.m.global_mut(gid).kind, GlobalKind::Var(GlobalVar::default())) {
            GlobalKind::Func(f) => f.blocks,
            _ => Vec::new(),
        };
        if !is_define {
            if let Some(list) = self.fwd_blockaddrs.get(&gid) {
                let loc = list.first().map(|f| f.fn_loc).unwrap_or(name_tok.start);
                return self.err_loc(loc, "cannot take blockaddress inside a declaration");
            }
        }
        let fn_attrs = self.intern_attrs(fn_attrs);
        let f = Function {
            ty: fn_ty,
            cc,
            ret_attrs,
            fn_attrs,
            params: params.iter().map(|(p, _, _)| p.clone()).collect(),
            gc,
            prefix,
            prologue,
            personality,
            blocks: reserved,
            ..Function::default()
        };
        let mut g = GlobalValue::new(own, GlobalKind::Func(f));
        self.apply_prefix(&mut g, &p, addrspace, name_tok);
        g.section = section;
        g.partition = partition;
        g.comdat = comdat;
        g.align = align;
        g.attachments = early_md;
        *self.m.global_mut(gid) = g;
        if !groups.is_empty() {
            self.pending_attrs.push(PendingAttrs { target: AttrTarget::Function(gid), base: fn_attrs, groups });
        }

        if !is_define {
            return Ok(());
        }
        while self.at(Tok::MetadataVar) {
            let a = self.parse_md_attachment()?;
            self.m.global_mut(gid).attachments.push(a);
        }

        let mut fs = std::mem::take(&mut self.spare_fn_state);
        fs.reset(gid, ret, varargs, self.m.metadata.len());
        fs.insts = Vec::with_capacity(self.inst_capacity);
        for (i, (param, num, t)) in params.iter().enumerate() {
            let key = match (param.name, num) {
                (Some(s), _) => Some(LocalKey::Name(s)),
                (None, Some(n)) => Some(LocalKey::Num(*n)),
                (None, None) => None,
            };
            self.define_value(&mut fs, key, Value::Arg(i as u32), param.ty, t.start, "argument")?;
        }
        if let Some(list) = self.fwd_blockaddrs.remove(&gid) {
            for f in list {
                self.preset_fwd_block(&mut fs, f.key, f.block, f.loc);
            }
        }
        let body = self.parse_function_body(&mut fs);
        self.spare_fn_state = fs;
        body?;
        if let Some(early) = &mut self.early {
            early.send(&self.m, gid);
        }
        Ok(())
    }

    // ---- attribute groups ----

    /// `attributes #N = { ... }`.
    fn parse_attr_group(&mut self) -> PResult<()> {
        let kw = self.bump();
        let t = self.expect(Tok::AttrGrpId, "attribute group id")?;
        let n = self.sigil_number(t)?;
        self.expect(Tok::Equal, "'=' here")?;
        self.expect(Tok::LBrace, "'{' here")?;
        let attrs = self.parse_attrs(AttrCtx::Group, &mut Vec::new())?;
        self.expect(Tok::RBrace, "end of attribute group")?;
        if attrs.is_empty() {
            return self.err_at(kw, "attribute group has no attributes");
        }
        self.attr_groups.entry(n).or_default().extend(attrs);
        Ok(())
    }

    // ---- end of module ----

    /// Waits for the early checks of the bodies (if any were made) and records which
    /// passed, for `verify_parsed`.
    fn finish_early(&mut self) {
        let Some(mut early) = self.early.take() else { return };
        if let Some(verdicts) = early.finish() {
            let mut passed = vec![false; self.m.globals.len()];
            for (g, ok) in verdicts {
                if let Some(p) = passed.get_mut(g.0 as usize) {
                    *p = ok;
                }
            }
            self.m.checked_early = passed;
        }
    }

    fn finish_module(&mut self) -> PResult<()> {
        // Bodies may change from here on (call-site attributes): the early checks must
        // be over.
        self.finish_early();
        // Attribute groups (references to undefined groups are ignored, as llvm-as does).
        // Most sets name one group, so merges are cached by (base set, single group).
        let pending = std::mem::take(&mut self.pending_attrs);
        let mut merged_cache: super::FxMap<(AttrSetId, u32), AttrSetId> = super::FxMap::default();
        let mut fn_cache: super::FxMap<AttrSetId, (AttrSetId, Option<u64>)> = super::FxMap::default();
        for pa in pending {
            let single = (pa.groups.len() == 1).then(|| (pa.base, pa.groups[0]));
            let merged = match single.and_then(|k| merged_cache.get(&k)) {
                Some(&s) => s,
                None => {
                    let mut v: Vec<Attr> = self.m.attrs.get(pa.base).to_vec();
                    for g in &pa.groups {
                        if let Some(attrs) = self.attr_groups.get(g) {
                            v.extend(attrs.iter().cloned());
                        }
                    }
                    let s = self.intern_attrs(v);
                    if let Some(k) = single {
                        merged_cache.insert(k, s);
                    }
                    s
                }
            };
            match pa.target {
                AttrTarget::Function(g) => {
                    // A function's alignment may come from its group (`align=16`).
                    let (set, align) = match fn_cache.get(&merged) {
                        Some(&r) => r,
                        None => {
                            let mut attrs = self.m.attrs.get(merged).to_vec();
                            let mut align = None;
                            attrs.retain(|a| match a {
                                Attr::Int(AttrKind::Align, v) => {
                                    align = Some(*v);
                                    false
                                }
                                _ => true,
                            });
                            let set = if align.is_some() { self.intern_attrs(attrs) } else { merged };
                            fn_cache.insert(merged, (set, align));
                            (set, align)
                        }
                    };
                    let gv = self.m.global_mut(g);
                    if align.is_some() && gv.align.is_none() {
                        gv.align = align;
                    }
                    if let GlobalKind::Func(f) = &mut gv.kind {
                        f.fn_attrs = set;
                    }
                }
                AttrTarget::GlobalVar(g) => {
                    if let GlobalKind::Var(v) = &mut self.m.global_mut(g).kind {
                        v.attrs = merged;
                    }
                }
                AttrTarget::Call(g, i) => {
                    if let Some(f) = self.m.function_mut(g) {
                        match &mut f.inst_mut(i).kind {
                            crate::inst::InstKind::Call(c) | crate::inst::InstKind::Invoke(c) => c.fn_attrs = merged,
                            crate::inst::InstKind::CallBr { call, .. } => call.fn_attrs = merged,
                            _ => {}
                        }
                    }
                }
            }
        }

        if let Some(loc) = self.fwd_blockaddrs.values().flat_map(|l| l.iter().map(|f| f.fn_loc)).min() {
            return self.err_loc(loc, "expected function name in blockaddress");
        }

        // Undefined types.
        let named = self.named_types.iter().filter_map(|(s, e)| e.fwd_loc.map(|l| (l, Some(*s), 0)));
        let numbered = self.numbered_types.iter().filter_map(|(n, e)| e.fwd_loc.map(|l| (l, None, *n)));
        if let Some((l, name, n)) = named.chain(numbered).min_by_key(|(l, _, _)| *l) {
            return match name {
                Some(s) => self.err_loc(l, format!("use of undefined type named '{}'", self.m.syms.text(s))),
                None => self.err_loc(l, format!("use of undefined type '%{n}'")),
            };
        }

        if let Some((s, l)) = self.fwd_comdats.iter().min_by_key(|(_, l)| **l) {
            return self.err_loc(*l, format!("use of undefined comdat '${}'", self.m.syms.text(*s)));
        }

        // Undefined globals: intrinsics used only as callees are declared, as llvm-as does.
        let mut fwd: Vec<(GlobalId, super::FwdGlobal)> = self.fwd_globals.iter().map(|(g, f)| (*g, *f)).collect();
        fwd.sort_by_key(|(_, f)| f.loc);
        for (g, f) in fwd {
            let gv = self.m.global(g);
            let is_intrinsic = gv.name.is_some_and(|s| self.m.syms.bytes(s).starts_with(b"llvm."));
            match (is_intrinsic, f.only_callee, f.callee_ty) {
                (true, true, Some(fn_ty)) => {
                    let params = self
                        .m
                        .types
                        .function_sig(fn_ty)
                        .map(|(_, p, _)| p.iter().map(|&ty| Param { ty, attrs: AttrSetId::EMPTY, name: None }).collect())
                        .unwrap_or_default();
                    let gv = self.m.global_mut(g);
                    gv.linkage = Linkage::External;
                    gv.kind = GlobalKind::Func(Function { ty: fn_ty, params, ..Function::default() });
                    self.fwd_globals.remove(&g);
                    self.def_order.push(g);
                }
                _ => {
                    let what = match (gv.name, f.num) {
                        (Some(s), _) => format!("@{}", self.m.syms.text(s)),
                        (None, Some(n)) => format!("@{n}"),
                        (None, None) => "@<unnamed>".to_string(),
                    };
                    return self.err_loc(f.loc, format!("use of undefined value '{what}'"));
                }
            }
        }

        self.finish_metadata()?;

        // Definition order, where forward references created globals out of order.
        let n = self.m.globals.len();
        if self.def_order.len() == n && self.def_order.iter().enumerate().any(|(i, g)| g.0 as usize != i) {
            let order = std::mem::take(&mut self.def_order);
            self.m.reorder_globals(&order);
        }

        Ok(())
    }
}
