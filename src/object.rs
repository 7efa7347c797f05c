//! The module's object model: compiled functions and global data placed in sections,
//! symbols with linkage, visibility and comdats, relocations mapped from the code's and
//! the data's symbolic targets to object symbols, per-function constant pools and jump
//! tables, constructors/destructors, and CFI. `compile.rs` writes the result as an ELF
//! object or as assembly text.
//!
//! Section choice follows llc without `-ffunction-sections`/`-fdata-sections`: one
//! `.text`, `.data`, `.bss`, `.rodata`, `.data.rel.ro`, `.tdata`, `.tbss`; mergeable
//! strings and constants in `.rodata.str1.1` / `.rodata.cstN`; a global in a comdat (or
//! with an explicit `section`) gets a section of its own.

use crate::codegen::CompiledFunction;
use rllc_ir::module::{GlobalId, GlobalKind, Linkage, ThreadLocal, Visibility as IrVis};
use rllc_ir::{Diagnostic, Module, Sym};
use rllc_isel::mir::SymbolRef;
use rllc_objwriter::model::CustomFlags;
use rllc_objwriter::{
    Comdat, ComdatId, ComdatSelection, FunctionCfi, Merge, ObjectFile, Reloc, RelocKind, Section, SectionId,
    SectionKind, Symbol, SymbolDef, SymbolId, SymbolKind,
};
use rllc_targets::backend::{Backend, JumpTableEntry};
use rllc_targets::data::{self, DataKind, DataTarget};
use rllc_targets::labels;
use std::collections::HashMap;

/// Names of the module's globals as the object (and assembly) spell them.
pub struct GlobalNames {
    names: Vec<String>,
    private: Vec<bool>,
}

impl GlobalNames {
    /// IR names (without a leading `\01`); unnamed globals become `__unnamed_N` as in llc.
    pub fn new(m: &Module) -> GlobalNames {
        let mut names = Vec::with_capacity(m.globals.len());
        let mut private = Vec::with_capacity(m.globals.len());
        let mut unnamed = 0;
        for g in &m.globals {
            names.push(match g.name {
                // A leading \01 asks for the rest of the name verbatim (LLVM's Mangler):
                // no target prefix, and the byte itself is not part of the symbol.
                Some(s) => {
                    let name = m.sym_text(s);
                    name.strip_prefix('\u{1}').unwrap_or(&name).to_string()
                }
                None => {
                    unnamed += 1;
                    format!("__unnamed_{unnamed}")
                }
            });
            private.push(g.linkage == Linkage::Private);
        }
        GlobalNames { names, private }
    }

    pub fn name(&self, g: GlobalId) -> &str {
        &self.names[g.0 as usize]
    }

    pub fn is_private(&self, g: GlobalId) -> bool {
        self.private[g.0 as usize]
    }
}

/// Builds the object model for `m` from its compiled functions (`compiled[i]` is the code
/// of `funcs[i]`). `syms` resolves external symbol names (libcalls) interned after the
/// module was read.
pub struct ObjectBuilder<'a> {
    m: &'a Module,
    pub(crate) names: &'a GlobalNames,
    syms: &'a rllc_ir::interner::Interner,
    pub(crate) backend: &'a dyn Backend,
    pub(crate) pic: bool,
    pub(crate) obj: ObjectFile,
    /// Object symbol of each global, once created.
    gsym: Vec<Option<SymbolId>>,
    /// Shared sections by key.
    sections: HashMap<SecKey, SectionId>,
    comdats: HashMap<u32, ComdatId>,
    /// Section and offset of each defined function, and its IR blocks' code offsets.
    func_at: HashMap<GlobalId, (SectionId, u64, Vec<Option<u32>>)>,
    /// Exception handling: `DW.ref.` pointers to personalities, `.DW.stub` pointers to
    /// type infos (`eh_tables.rs`).
    pub(crate) eh_refs: Vec<(GlobalId, SymbolId)>,
    pub(crate) eh_stubs: Vec<(GlobalId, SymbolId)>,
}

#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) enum SecKey {
    Text,
    Kind(DataKindKey),
    /// A section of its own (comdat member or explicit section name).
    Own(u32),
    Named(String),
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum DataKindKey {
    Bss,
    Data,
    ReadOnly,
    Str(u8, u64),
    Cst(u8),
    RelRo,
    TData,
    TBss,
    Init(u16),
    Fini(u16),
}

fn err(msg: impl Into<String>) -> Diagnostic {
    Diagnostic::new(None, msg)
}

fn binding_of(l: Linkage) -> rllc_objwriter::Binding {
    use rllc_objwriter::Binding;
    match l {
        Linkage::Private | Linkage::Internal => Binding::Local,
        Linkage::Weak | Linkage::WeakOdr | Linkage::LinkOnce | Linkage::LinkOnceOdr | Linkage::ExternWeak => Binding::Weak,
        _ => Binding::Global,
    }
}

impl<'a> ObjectBuilder<'a> {
    pub fn new(
        m: &'a Module,
        names: &'a GlobalNames,
        syms: &'a rllc_ir::interner::Interner,
        backend: &'a dyn Backend,
        pic: bool,
    ) -> Self {
        let mut obj = ObjectFile::new(backend.arch(), backend.format());
        obj.source_file = m.source_filename.map(|s| m.sym_text(s).into_owned());
        ObjectBuilder {
            m,
            names,
            syms,
            backend,
            pic,
            obj,
            gsym: vec![None; m.globals.len()],
            sections: HashMap::new(),
            comdats: HashMap::new(),
            func_at: HashMap::new(),
            eh_refs: Vec::new(),
            eh_stubs: Vec::new(),
        }
    }

    pub fn finish(self) -> ObjectFile {
        self.obj
    }

    /// Applies linkage and visibility of global `g` to a symbol.
    fn decorate(&self, g: GlobalId, mut s: Symbol) -> Symbol {
        let gv = self.m.global(g);
        s.binding = binding_of(gv.linkage);
        s.visibility = match gv.visibility {
            IrVis::Default => rllc_objwriter::Visibility::Default,
            IrVis::Hidden => rllc_objwriter::Visibility::Hidden,
            IrVis::Protected => rllc_objwriter::Visibility::Protected,
        };
        if self.names.is_private(g) {
            s = s.private();
        }
        s
    }

    pub(crate) fn comdat_of(&mut self, g: GlobalId) -> Option<ComdatId> {
        let c = self.m.global(g).comdat?;
        if let Some(&id) = self.comdats.get(&c.0) {
            return Some(id);
        }
        let cd = &self.m.comdats[c.0 as usize];
        use rllc_ir::module::ComdatKind as K;
        let selection = match cd.kind {
            K::Any => ComdatSelection::Any,
            K::ExactMatch => ComdatSelection::ExactMatch,
            K::Largest => ComdatSelection::Largest,
            K::NoDeduplicate => ComdatSelection::NoDeduplicate,
            K::SameSize => ComdatSelection::SameSize,
        };
        let id = self.obj.add_comdat(Comdat { name: self.m.sym_text(cd.name).into_owned(), selection });
        self.comdats.insert(c.0, id);
        Some(id)
    }

    pub(crate) fn shared_section(&mut self, key: SecKey, make: impl FnOnce() -> Section) -> SectionId {
        if let Some(&id) = self.sections.get(&key) {
            return id;
        }
        let id = self.obj.add_section(make());
        self.sections.insert(key, id);
        id
    }

    /// The section for global `g` of kind `kind` (a function's code when `None`).
    fn section_for(&mut self, g: GlobalId, kind: Option<DataKind>, align: u64) -> SectionId {
        let gv = self.m.global(g);
        let explicit = gv.section.map(|s| self.m.sym_text(s).into_owned());
        let comdat = self.comdat_of(g);
        let base = match kind {
            None => SectionKind::Text,
            Some(DataKind::Bss) => SectionKind::Bss,
            Some(DataKind::Data) | Some(DataKind::Common) => SectionKind::Data,
            Some(DataKind::ReadOnly) | Some(DataKind::MergeableString(_)) | Some(DataKind::MergeableConst(_)) => SectionKind::ReadOnlyData,
            Some(DataKind::ReadOnlyWithRel) => SectionKind::ReadOnlyDataWithRel,
            Some(DataKind::TlsData) => SectionKind::TlsData,
            Some(DataKind::TlsBss) => SectionKind::TlsBss,
        };
        if let Some(name) = explicit {
            let flags = CustomFlags {
                alloc: true,
                write: !matches!(base, SectionKind::Text | SectionKind::ReadOnlyData),
                exec: base == SectionKind::Text,
                tls: matches!(base, SectionKind::TlsData | SectionKind::TlsBss),
                nobits: matches!(base, SectionKind::Bss | SectionKind::TlsBss),
            };
            let key = match comdat {
                Some(_) => SecKey::Own(g.0),
                None => SecKey::Named(name.clone()),
            };
            return self.shared_section(key, || {
                let mut s = Section::new(SectionKind::Custom { name, flags });
                if let Some(c) = comdat {
                    s = s.with_comdat(c);
                }
                s
            });
        }
        if let Some(c) = comdat {
            let suffix = self.names.name(g).to_string();
            let id = self.obj.add_section(Section::new(base).with_suffix(suffix).with_comdat(c));
            return id;
        }
        let key = match kind {
            None => SecKey::Text,
            Some(DataKind::Bss) => SecKey::Kind(DataKindKey::Bss),
            Some(DataKind::Data | DataKind::Common) => SecKey::Kind(DataKindKey::Data),
            Some(DataKind::ReadOnly) => SecKey::Kind(DataKindKey::ReadOnly),
            Some(DataKind::MergeableString(cs)) => SecKey::Kind(DataKindKey::Str(cs, align)),
            Some(DataKind::MergeableConst(n)) => SecKey::Kind(DataKindKey::Cst(n)),
            Some(DataKind::ReadOnlyWithRel) => SecKey::Kind(DataKindKey::RelRo),
            Some(DataKind::TlsData) => SecKey::Kind(DataKindKey::TData),
            Some(DataKind::TlsBss) => SecKey::Kind(DataKindKey::TBss),
        };
        let code_align = self.backend.function_alignment();
        self.shared_section(key, || {
            let s = Section::new(base);
            match kind {
                Some(DataKind::MergeableString(cs)) => s.with_merge(Merge { entsize: cs, strings: true }).with_align(align),
                Some(DataKind::MergeableConst(n)) => s.with_merge(Merge { entsize: n, strings: false }),
                None => s.with_align(code_align),
                _ => s,
            }
        })
    }

    /// The section and offset of placed function `g`.
    pub(crate) fn function_place(&self, g: GlobalId) -> Option<(SectionId, u64)> {
        self.func_at.get(&g).map(|&(sec, off, _)| (sec, off))
    }

    /// The object symbol of global `g`: its definition if placed already, else an
    /// undefined reference (created once).
    pub fn global_symbol(&mut self, g: GlobalId) -> SymbolId {
        if let Some(s) = self.gsym[g.0 as usize] {
            return s;
        }
        let gv = self.m.global(g);
        let mut s = Symbol::undefined(self.names.name(g));
        if gv.linkage == Linkage::ExternWeak {
            s = s.weak();
        }
        if gv.thread_local != ThreadLocal::NotThreadLocal {
            s = s.with_kind(SymbolKind::Tls);
        }
        s.visibility = match gv.visibility {
            IrVis::Hidden => rllc_objwriter::Visibility::Hidden,
            IrVis::Protected => rllc_objwriter::Visibility::Protected,
            IrVis::Default => rllc_objwriter::Visibility::Default,
        };
        // A name may already be defined by an earlier reference through an external
        // symbol of the same name (libcalls).
        let id = match self.obj.find_symbol(self.names.name(g)) {
            Some(id) if !self.names.is_private(g) => id,
            _ => self.obj.add_symbol(s),
        };
        self.gsym[g.0 as usize] = Some(id);
        id
    }

    /// Places the compiled functions' code (`funcs[i]` → `code[i]`) and defines their
    /// symbols. Call before `add_data` and `add_function_refs`.
    pub fn place_functions(&mut self, funcs: &[GlobalId], code: &[CompiledFunction]) {
        for (&g, c) in funcs.iter().zip(code) {
            // llc aligns functions as the target prefers, or more when the IR asks or
            // alignment directives inside the code (inline asm) need it.
            let preferred = self.backend.function_alignment();
            let align = self.m.global(g).align.unwrap_or(1).max(preferred).max(1 << c.code.align_log2);
            let sec = self.section_for(g, None, align);
            let f = self.m.function(g);
            let (prefix, entry) = f.map_or((0, 0), |f| rllc_targets::frame_facts::patchable(self.m, f));
            // `-fpatchable-function-entry=N,M`: M one-byte nops before the symbol (the
            // function's alignment applies to them), checked to be x86-64 by `ir_support`.
            // Alignment padding in code is the target's `nop`s, as llc's `.p2align 4, 0x90`.
            let section = self.obj.section_mut(sec);
            let exec = matches!(&section.kind, SectionKind::Text)
                || matches!(&section.kind, SectionKind::Custom { flags, .. } if flags.exec);
            let end = section.data.len() as u64;
            let gap = (rllc_objwriter::model::align_up(end, align) - end) as usize;
            if exec && gap > 0 {
                if let Some(nops) = self.backend.code_padding(gap) {
                    section.data.extend_from_slice(&nops);
                }
            }
            let start = self.obj.section_mut(sec).append(&vec![0x90; prefix as usize], align);
            let off = self.obj.section_mut(sec).append(&c.code.bytes, if prefix > 0 { 1 } else { align });
            let sym = self.decorate(g, Symbol::function(self.names.name(g), sec, off, c.code.bytes.len() as u64));
            let id = self.obj.add_symbol(sym);
            self.gsym[g.0 as usize] = Some(id);
            self.func_at.insert(g, (sec, off, c.ir_block_offsets.clone()));
            if prefix + entry > 0 {
                // Without a prefix the record is the entry nops' address, which comes after
                // a CET `endbr64` (llc places the patchable label after it).
                let endbr = prefix == 0 && c.code.bytes.starts_with(&[0xf3, 0x0f, 0x1e, 0xfa]);
                self.add_patchable_entry(g, sec, if endbr { off + 4 } else { start });
            }
        }
    }

    /// The `__patchable_function_entries` record of function `g`: the address where its
    /// patchable area starts (`at` in `sec`), in a section of its own linked to the code's
    /// (`SHF_LINK_ORDER`) and in the function's comdat, as llc writes it.
    fn add_patchable_entry(&mut self, g: GlobalId, sec: SectionId, at: u64) {
        let flags = CustomFlags { alloc: true, write: true, ..CustomFlags::default() };
        let kind = SectionKind::Custom { name: "__patchable_function_entries".into(), flags };
        let mut s = Section::new(kind).with_align(8);
        if let Some(c) = self.comdat_of(g) {
            s = s.with_comdat(c);
        }
        s.link_order = Some(sec);
        s.data = vec![0; 8];
        let id = self.obj.add_section(s);
        let text = self.obj.section_symbol(sec);
        self.obj.add_reloc(id, Reloc::new(0, RelocKind::Abs64, text, at as i64));
    }

    /// The `.note.gnu.property` section that tells the linker which control-flow
    /// protections the code has: one `NT_GNU_PROPERTY_TYPE_0` note with a single property
    /// `pr_type` (an AND-combined feature set such as `GNU_PROPERTY_X86_FEATURE_1_AND`)
    /// holding `bits`, 8-aligned as llc writes it for 64-bit targets.
    pub fn add_property_note(&mut self, pr_type: u32, bits: u32) {
        let mut d = Vec::with_capacity(32);
        for w in [4u32, 16, 5] {
            // namesz ("GNU\0"), descsz (one 8-aligned property), NT_GNU_PROPERTY_TYPE_0
            d.extend_from_slice(&w.to_le_bytes());
        }
        d.extend_from_slice(b"GNU\0");
        for w in [pr_type, 4, bits, 0] {
            // pr_type, pr_datasz, the feature bits, padding to 8
            d.extend_from_slice(&w.to_le_bytes());
        }
        let flags = CustomFlags { alloc: true, ..CustomFlags::default() };
        let mut s = Section::new(SectionKind::Custom { name: ".note.gnu.property".into(), flags }).with_align(8);
        s.data = d;
        self.obj.add_section(s);
    }

    /// `!llvm.dependent-libraries` (`#pragma comment(lib, ...)`) in `.deplibs` and
    /// `!llvm.linker.options` in `.linker-options`, as llc writes them on ELF: each string
    /// NUL-terminated, one after the other.
    pub fn add_linker_metadata(&mut self) {
        let m = self.m;
        for (md, name) in [("llvm.linker.options", ".linker-options"), ("llvm.dependent-libraries", ".deplibs")] {
            let Some(n) = m.named_md(md) else { continue };
            let mut data = Vec::new();
            for &op in &n.ops {
                for s in m.md_tuple(op).unwrap_or(&[]).iter().filter_map(|&e| e.and_then(|e| m.md_string(e))) {
                    data.extend_from_slice(s);
                    data.push(0);
                }
            }
            if data.is_empty() {
                continue;
            }
            let mut s = Section::new(SectionKind::Custom { name: name.into(), flags: CustomFlags::default() });
            if name == ".deplibs" {
                s = s.with_merge(Merge { entsize: 1, strings: true });
            }
            s.data = data;
            self.obj.add_section(s);
        }
    }

    /// The compiled functions' relocations, constant pools, jump tables and CFI; after
    /// `place_functions` and `add_data`, so every defined global has its symbol.
    pub fn add_function_refs(&mut self, funcs: &[GlobalId], code: &[CompiledFunction]) -> Result<(), Diagnostic> {
        let mut placed = Vec::with_capacity(funcs.len());
        for &g in funcs {
            let (sec, off, _) = self.func_at[&g];
            placed.push((sec, off, self.global_symbol(g)));
        }
        self.add_type_info_stubs(code);
        for (i, c) in code.iter().enumerate() {
            let (sec, off, fsym) = placed[i];
            let num = i as u32;
            // Constant pool.
            let mut cp_syms = Vec::with_capacity(c.const_pool.len());
            for (k, e) in c.const_pool.iter().enumerate() {
                let n = e.bytes.len();
                let s = if matches!(n, 4 | 8 | 16 | 32) && e.align as usize <= n {
                    self.shared_section(SecKey::Kind(DataKindKey::Cst(n as u8)), || {
                        Section::new(SectionKind::ReadOnlyData).with_merge(Merge { entsize: n as u8, strings: false })
                    })
                } else {
                    self.shared_section(SecKey::Kind(DataKindKey::ReadOnly), || Section::new(SectionKind::ReadOnlyData))
                };
                let sym = Symbol::object(labels::const_pool_name(num, k as u32), s, 0, 0).private();
                cp_syms.push(self.obj.define_data(s, sym, &e.bytes, e.align.max(1)));
            }
            // Jump tables, in the form the target's selection reads them.
            let mut jt_syms = Vec::with_capacity(c.jump_tables.len());
            for (k, blocks) in c.jump_tables.iter().enumerate() {
                let ro = self.shared_section(SecKey::Kind(DataKindKey::ReadOnly), || Section::new(SectionKind::ReadOnlyData));
                let JumpTableEntry::Rel32FromTable = self.backend.jump_table_entry();
                let bytes = vec![0u8; blocks.len() * 4];
                let sym = Symbol::object(labels::jump_table_name(num, k as u32), ro, 0, 0).private();
                let id = self.obj.define_data(ro, sym, &bytes, 4);
                let SymbolDef::Section { offset: toff, .. } = self.obj.symbol(id).def else { unreachable!() };
                let text = self.obj.section_symbol(sec);
                for (e, b) in blocks.iter().enumerate() {
                    let boff = *c.code.block_offsets.get(b.0 as usize).ok_or_else(|| err("jump table names an unknown block"))? as i64;
                    let at = toff + 4 * e as u64;
                    // S + A - P = (text + off + boff) - table.
                    let addend = off as i64 + boff + 4 * e as i64;
                    self.obj.add_reloc(ro, Reloc::new(at, RelocKind::PcRel32, text, addend));
                }
                jt_syms.push(id);
            }
            // Code relocations. RISC-V `%pcrel_hi`s resolved here, by the offset of their
            // `auipc` in the section, for the `%pcrel_lo`s that name it.
            let mut resolved_hi: Vec<(u64, i64)> = Vec::new();
            let arch = self.backend.arch();
            for r in &c.code.relocs {
                let at = off + r.offset as u64;
                let (target, extra) = match r.target {
                    SymbolRef::Global(g) => (self.global_symbol(g), 0),
                    SymbolRef::External(s) => (self.external_symbol(s), 0),
                    SymbolRef::ConstPool(k) => (*cp_syms.get(k as usize).ok_or_else(|| err("unknown constant-pool entry"))?, 0),
                    SymbolRef::JumpTable(k) => (*jt_syms.get(k as usize).ok_or_else(|| err("unknown jump table"))?, 0),
                    SymbolRef::Block(b) => {
                        let boff = *c.code.block_offsets.get(b.0 as usize).ok_or_else(|| err("reference to an unknown block"))?;
                        if r.kind.names_label() {
                            // The relocation's symbol must be a label at the very address
                            // (RISC-V `%pcrel_lo` names its `auipc`): a private one.
                            let at = boff as i64 + r.addend;
                            let name = labels::pcrel_label_name(num, at as u32);
                            let sym = Symbol::object(name, sec, off + at as u64, 0).private();
                            let sym = sym.with_kind(SymbolKind::NoType);
                            let label = self.obj.add_symbol(sym);
                            // The `auipc` was resolved: so is this (the label stays, for
                            // the assembly text).
                            if let Some(&(_, v)) = resolved_hi.iter().rev().find(|(a, _)| *a == off + at as u64) {
                                let field = &mut self.obj.section_mut(sec).data[(off + r.offset as u64) as usize..];
                                rllc_objwriter::reloc::fixup::resolve_pcrel_lo(r.kind, v, field).map_err(err)?;
                                continue;
                            }
                            (label, -r.addend)
                        } else {
                            (self.obj.section_symbol(sec), off as i64 + boff as i64)
                        }
                    }
                };
                let addend = r.addend + extra;
                // A pc-relative reference to a local symbol of the same section is
                // resolved here, as assemblers do (no relocation is left for it); a RISC-V
                // `%pcrel_hi` also to a block (a label in the assembler's eyes).
                let t = self.obj.symbol(target);
                if let (rllc_objwriter::Binding::Local, SymbolDef::Section { section, offset, .. }) = (t.binding, t.def) {
                    let is_label = t.kind != SymbolKind::Section || matches!(r.target, SymbolRef::Block(_));
                    let v = offset as i64 + addend - at as i64;
                    if section == sec && is_label && r.kind == RelocKind::RiscvPcrelHi20 {
                        let field = &mut self.obj.section_mut(sec).data[at as usize..];
                        rllc_objwriter::reloc::fixup::resolve_pcrel_hi(v, field).map_err(err)?;
                        resolved_hi.push((at, v));
                        continue;
                    }
                    if section == sec && t.kind != SymbolKind::Section {
                        let field = &mut self.obj.section_mut(sec).data[at as usize..];
                        if let Ok(true) = rllc_objwriter::reloc::fixup::resolve_local(arch, r.kind, v, field) {
                            continue;
                        }
                    }
                }
                self.obj.add_reloc(sec, Reloc::new(at, r.kind, target, addend));
            }
            let eh = match &c.eh {
                Some(eh) => Some(self.add_exception_table(funcs[i], num, eh)?),
                None => None,
            };
            self.obj.cfi.push(FunctionCfi {
                start: fsym,
                len: c.code.bytes.len() as u64,
                instructions: c.cfi.clone(),
                eh,
            });
        }
        Ok(())
    }

    /// The module's debug information for the placed functions (`debug_info.rs`): the
    /// line table, and the compile unit unless the module asks for line tables only.
    pub fn add_debug_info(&mut self, funcs: &[GlobalId], code: &[CompiledFunction]) {
        let m = self.m;
        if m.compile_units().next().is_none() {
            return;
        }
        let syms: Vec<SymbolId> = funcs.iter().map(|&g| self.global_symbol(g)).collect();
        // Variables this object defines; thread-local ones are left out (their location
        // is not an address).
        let described = |g: GlobalId| {
            let gv = m.global(g);
            matches!(&gv.kind, GlobalKind::Var(v) if v.init.is_some())
                && gv.linkage != Linkage::AvailableExternally
                && gv.thread_local == ThreadLocal::NotThreadLocal
                && !data::is_special_global(m, g)
                && gv.attachments.iter().any(|&(k, _)| m.syms.bytes(k) == b"dbg")
        };
        let data: Vec<(GlobalId, SymbolId)> = m.global_ids().filter(|&g| described(g)).map(|g| (g, self.global_symbol(g))).collect();
        if let Some((lines, unit)) = crate::debug_info::build(m, funcs, code, &syms, &data) {
            self.obj.lines = Some(lines);
            self.obj.debug_info = unit;
        }
    }

    fn external_symbol(&mut self, s: Sym) -> SymbolId {
        let name = String::from_utf8_lossy(self.syms.bytes(s)).into_owned();
        if let Some(g) = self.m.global_by_name(name.as_bytes()) {
            return self.global_symbol(g);
        }
        self.obj.symbol_ref(&name)
    }

    /// The object symbol and extra addend of a data relocation target.
    fn data_target(&mut self, t: DataTarget) -> Result<(SymbolId, i64), Diagnostic> {
        match t {
            DataTarget::Global(g) => Ok((self.global_symbol(g), 0)),
            DataTarget::Block { func, block } => {
                let Some((sec, off, blocks)) = self.func_at.get(&func) else {
                    return Err(err("blockaddress of a function that is not defined in this module"));
                };
                let Some(Some(boff)) = blocks.get(block.0 as usize) else {
                    return Err(err("blockaddress of a block that has no code"));
                };
                let (sec, at) = (*sec, *off as i64 + *boff as i64);
                Ok((self.obj.section_symbol(sec), at))
            }
        }
    }

    /// Writes `a - b` into a data field when both addresses lie in one section (the
    /// difference is then a constant, as an assembler computes it).
    fn write_difference(&mut self, sec: SectionId, at: u64, kind: RelocKind, a: (SymbolId, i64), b: DataTarget) -> Result<(), Diagnostic> {
        let (bs, boff) = self.data_target(b)?;
        let place = |obj: &ObjectFile, s: SymbolId, off: i64| match obj.symbol(s).def {
            SymbolDef::Section { section, offset, .. } => Some((section, offset as i64 + off)),
            _ => None,
        };
        let (Some((sa, va)), Some((sb, vb))) = (place(&self.obj, a.0, a.1), place(&self.obj, bs, boff)) else {
            return Err(err("a difference of addresses of symbols not defined in this module"));
        };
        if sa != sb {
            return Err(err("a difference of addresses in different sections is not supported"));
        }
        let v = va - vb;
        let w = kind.width_bytes() as usize;
        let data = &mut self.obj.section_mut(sec).data;
        data[at as usize..at as usize + w].copy_from_slice(&v.to_le_bytes()[..w]);
        Ok(())
    }

    /// Places the module's global variables and aliases.
    pub fn add_data(&mut self) -> Result<(), Diagnostic> {
        let m = self.m;
        let mut pending = Vec::new();
        for g in m.global_ids() {
            let gv = m.global(g);
            let GlobalKind::Var(var) = &gv.kind else { continue };
            if data::is_special_global(m, g) {
                continue;
            }
            let Some(init) = var.init else { continue };
            if gv.linkage == Linkage::AvailableExternally {
                continue;
            }
            let blob = data::lower_initializer(m, g, init)?;
            let kind = data::classify_global(m, g, &blob, self.pic);
            let size = blob.bytes.len() as u64;
            let align = m.datalayout.global_align(&m.types, var.value_ty, gv.align, gv.section.is_some(), true).max(1);
            let name = self.names.name(g).to_string();
            if kind == DataKind::Common {
                let s = self.decorate(g, Symbol::common(&name, size, align));
                self.define_global(g, s);
                continue;
            }
            let sec = self.section_for(g, Some(kind), align);
            let tls = matches!(kind, DataKind::TlsData | DataKind::TlsBss);
            let base = if tls { Symbol::tls(&name, sec, 0, 0) } else { Symbol::object(&name, sec, 0, 0) };
            let sym = self.decorate(g, base);
            let id = self.obj.define_data(sec, sym, &blob.bytes, align);
            let SymbolDef::Section { offset, .. } = self.obj.symbol(id).def else { unreachable!() };
            self.bind_defined(g, id);
            if !blob.relocs.is_empty() {
                pending.push((sec, offset, blob.relocs));
            }
        }
        self.add_aliases()?;
        // Relocations last, once every global defined here has its symbol.
        for (sec, offset, relocs) in pending {
            for r in relocs {
                let (target, extra) = self.data_target(r.target)?;
                if let Some(minus) = r.minus {
                    self.write_difference(sec, offset + r.offset, r.kind, (target, r.addend + extra), minus)?;
                    continue;
                }
                self.obj.add_reloc(sec, Reloc::new(offset + r.offset, r.kind, target, r.addend + extra));
            }
        }
        Ok(())
    }

    /// `.init_array` / `.fini_array` entries from `llvm.global_ctors` / `llvm.global_dtors`.
    pub fn add_ctors_dtors(&mut self) -> Result<(), Diagnostic> {
        self.add_xtors("llvm.global_ctors", true)?;
        self.add_xtors("llvm.global_dtors", false)
    }

    fn define_global(&mut self, g: GlobalId, s: Symbol) {
        let id = self.obj.add_symbol(s);
        self.bind_defined(g, id);
    }

    /// Makes `id` the symbol of `g`.
    fn bind_defined(&mut self, g: GlobalId, id: SymbolId) {
        self.gsym[g.0 as usize] = Some(id);
    }

    fn add_aliases(&mut self) -> Result<(), Diagnostic> {
        let m = self.m;
        // Ifuncs first: an alias may name one (`target_clones` makes `f.ifunc` = `f`).
        for g in m.global_ids() {
            if let GlobalKind::IFunc(i) = &m.global(g).kind {
                self.add_ifunc(g, i.target)?;
            }
        }
        for g in m.global_ids() {
            let gv = m.global(g);
            match &gv.kind {
                GlobalKind::Alias(a) => {
                    let (t, off) = data::xtor_target(m, g, a.target)?;
                    let DataTarget::Global(tg) = t else { return Err(err("alias of a block address")) };
                    let ts = self.global_symbol(tg);
                    let (def, kind) = {
                        let s = self.obj.symbol(ts);
                        (s.def, s.kind)
                    };
                    let SymbolDef::Section { section, offset, size } = def else {
                        return Err(err(format!("alias '{}' of a symbol not defined in this module", self.names.name(g))));
                    };
                    let size = m.datalayout.type_alloc_size(&m.types, a.value_ty).max(if off == 0 { size } else { 0 });
                    let s = Symbol {
                        def: SymbolDef::Section { section, offset: (offset as i64 + off) as u64, size: if kind == SymbolKind::Function { size.min(self.obj.section(section).size() - offset) } else { size } },
                        kind,
                        ..self.decorate(g, Symbol::undefined(self.names.name(g)))
                    };
                    self.define_global(g, s);
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// An ifunc is a symbol of its own kind at its resolver's address (what GNU as makes
    /// of llc's `.type f,@gnu_indirect_function` + `.set f, resolver`); the linker turns
    /// calls and address references into PLT and IRELATIVE entries.
    fn add_ifunc(&mut self, g: GlobalId, resolver: rllc_ir::ConstId) -> Result<(), Diagnostic> {
        let m = self.m;
        let (t, off) = data::xtor_target(m, g, resolver)?;
        let (DataTarget::Global(rg), 0) = (t, off) else {
            return Err(err(format!("ifunc '{}': the resolver is not a function", self.names.name(g))));
        };
        let rs = self.global_symbol(rg);
        let SymbolDef::Section { section, offset, size } = self.obj.symbol(rs).def else {
            return Err(err(format!("ifunc '{}': the resolver is not defined in this module", self.names.name(g))));
        };
        let s = Symbol {
            def: SymbolDef::Section { section, offset, size },
            kind: SymbolKind::IFunc,
            ..self.decorate(g, Symbol::undefined(self.names.name(g)))
        };
        self.define_global(g, s);
        Ok(())
    }

    fn add_xtors(&mut self, name: &str, ctors: bool) -> Result<(), Diagnostic> {
        let m = self.m;
        let entries = data::xtors(m, name)?;
        let Some(owner) = m.global_by_name(name.as_bytes()) else { return Ok(()) };
        for e in entries {
            let (t, a) = data::xtor_target(m, owner, e.func)?;
            let (sym, extra) = self.data_target(t)?;
            let key = if ctors { DataKindKey::Init(e.priority) } else { DataKindKey::Fini(e.priority) };
            let kind = if ctors { SectionKind::InitArray { priority: e.priority } } else { SectionKind::FiniArray { priority: e.priority } };
            let sec = self.shared_section(SecKey::Kind(key), || Section::new(kind).with_align(8));
            let at = self.obj.section_mut(sec).append(&[0u8; 8], 8);
            self.obj.add_reloc(sec, Reloc::new(at, RelocKind::Abs64, sym, a + extra));
        }
        Ok(())
    }
}

/// Whether calls to `g` may resolve outside this module (the asm `@PLT` suffix).
pub fn preemptible(m: &Module, g: GlobalId) -> bool {
    let gv = m.global(g);
    !(gv.linkage.is_local() || gv.dso_local)
}
