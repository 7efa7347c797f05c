//! The exception tables of the object (`ObjectBuilder::add_exception_table`): each
//! function with landing pads gets its LSDA in `.gcc_except_table` (a section of its
//! own in the function's comdat group, as llc does) and a personality and LSDA pointer
//! in its CFI. Encodings are llc-19's for ELF, as the backend says
//! (`Backend::eh_pointer_size`): absolute 4-byte pointers (`udata4`) to the personality,
//! the LSDA and the type infos, or pc-relative ones of the backend's size: the
//! personality through a hidden `DW.ref.<name>` pointer in its own comdat, the LSDA
//! directly, and type infos through private `.L<name>.DW.stub` pointers in `.data`.

use crate::codegen::CompiledEh;
use crate::object::ObjectBuilder;
use rllc_ir::module::GlobalId;
use rllc_ir::Diagnostic;
use rllc_objwriter::lsda::{self, encoding as pe, Lsda};
use rllc_objwriter::{
    CfiEh, Comdat, ComdatSelection, CustomFlags, Reloc, RelocKind, Section, SectionId, SectionKind, Symbol,
    SymbolId, SymbolKind,
};

fn err(msg: impl Into<String>) -> Diagnostic {
    Diagnostic::new(None, msg)
}

impl ObjectBuilder<'_> {
    /// Writes the LSDA of function `g` (number `num`) and returns its CFI pointers.
    pub(crate) fn add_exception_table(&mut self, g: GlobalId, num: u32, eh: &CompiledEh) -> Result<CfiEh, Diagnostic> {
        let personality = eh.info.personality.ok_or_else(|| err("a function with invokes needs a personality"))?;
        let indirect = self.indirect_eh()?;
        let (personality, personality_encoding, lsda_encoding, ttype_encoding) = match indirect {
            Some(size) => {
                let p = self.personality_ref(personality);
                let pcrel = pe::PCREL | size;
                (p, pe::INDIRECT | pcrel, pcrel, pe::INDIRECT | pcrel)
            }
            None => (self.global_symbol(personality), pe::UDATA4, pe::UDATA4, pe::UDATA4),
        };
        let mut type_refs = Vec::with_capacity(eh.info.type_infos.len());
        for &t in &eh.info.type_infos {
            type_refs.push(match t {
                None => None,
                Some(t) if indirect.is_some() => Some(self.type_info_stub(t)),
                Some(t) => Some(self.global_symbol(t)),
            });
        }
        let section = self.lsda_section(g);
        let lsda = Lsda {
            call_sites: &eh.call_sites,
            pads: &eh.info.pads,
            type_refs: &type_refs,
            filter_ids: &eh.info.filter_ids,
            ttype_encoding,
        };
        let at = lsda::append(&mut self.obj, section, &lsda);
        let table = Symbol::object(format!("GCC_except_table{num}"), section, at, 0).local();
        let table = table.with_kind(SymbolKind::NoType);
        self.obj.add_symbol(table);
        let label = Symbol::object(format!("exception{num}"), section, at, 0).private().with_kind(SymbolKind::NoType);
        let lsda = self.obj.add_symbol(label);
        Ok(CfiEh { personality, personality_encoding, lsda, lsda_encoding })
    }

    /// How the target reaches personality and type infos (`Backend::eh_pointer_size`).
    fn indirect_eh(&self) -> Result<Option<u8>, Diagnostic> {
        self.backend.eh_pointer_size(self.pic)
    }

    /// `.gcc_except_table`, or for a function in a comdat `.gcc_except_table.<name>` in
    /// the same group.
    fn lsda_section(&mut self, g: GlobalId) -> SectionId {
        let flags = CustomFlags { alloc: true, write: false, exec: false, tls: false, nobits: false };
        match self.comdat_of(g) {
            Some(c) => {
                let name = format!(".gcc_except_table.{}", self.names.name(g));
                self.obj.add_section(Section::new(SectionKind::Custom { name, flags }).with_comdat(c))
            }
            None => self.shared_section(crate::object::SecKey::Named(".gcc_except_table".into()), || {
                Section::new(SectionKind::Custom { name: ".gcc_except_table".into(), flags })
            }),
        }
    }

    /// The hidden `DW.ref.<personality>` pointer (one per module, in its own comdat).
    fn personality_ref(&mut self, p: GlobalId) -> SymbolId {
        if let Some(&(_, s)) = self.eh_refs.iter().find(|r| r.0 == p) {
            return s;
        }
        let name = format!("DW.ref.{}", self.names.name(p));
        let comdat = self.obj.add_comdat(Comdat { name: name.clone(), selection: ComdatSelection::Any });
        let flags = CustomFlags { alloc: true, write: true, exec: false, tls: false, nobits: false };
        let sec = Section::new(SectionKind::Custom { name: format!(".data.{name}"), flags }).with_comdat(comdat);
        let sec = self.obj.add_section(sec);
        let sym = Symbol::object(name, sec, 0, 8).weak().hidden();
        let id = self.obj.define_data(sec, sym, &[0; 8], 8);
        let target = self.global_symbol(p);
        self.obj.add_reloc(sec, Reloc::new(0, RelocKind::Abs64, target, 0));
        self.eh_refs.push((p, id));
        id
    }

    /// With PIC, the `.DW.stub` pointers of every type info the functions' LSDAs name,
    /// in llc's order (sorted by name), before any LSDA refers to them.
    pub(crate) fn add_type_info_stubs(&mut self, code: &[crate::codegen::CompiledFunction]) {
        if !matches!(self.indirect_eh(), Ok(Some(_))) {
            return;
        }
        let mut all: Vec<(String, GlobalId)> = Vec::new();
        for t in code.iter().filter_map(|c| c.eh.as_ref()).flat_map(|eh| eh.info.type_infos.iter().flatten()) {
            let name = format!("{}.DW.stub", self.names.name(*t));
            if !all.iter().any(|(n, _)| *n == name) {
                all.push((name, *t));
            }
        }
        all.sort();
        for (_, t) in all {
            self.type_info_stub(t);
        }
    }

    /// The private `.L<name>.DW.stub` pointer to type info `t` in `.data`.
    fn type_info_stub(&mut self, t: GlobalId) -> SymbolId {
        if let Some(&(_, s)) = self.eh_stubs.iter().find(|r| r.0 == t) {
            return s;
        }
        let key = crate::object::SecKey::Kind(crate::object::DataKindKey::Data);
        let sec = self.shared_section(key, || Section::new(SectionKind::Data));
        let sym = Symbol::object(format!("{}.DW.stub", self.names.name(t)), sec, 0, 0).private();
        let id = self.obj.define_data(sec, sym, &[0; 8], 8);
        let rllc_objwriter::SymbolDef::Section { offset, .. } = self.obj.symbol(id).def else { unreachable!() };
        let target = self.global_symbol(t);
        self.obj.add_reloc(sec, Reloc::new(offset, RelocKind::Abs64, target, 0));
        self.eh_stubs.push((t, id));
        id
    }
}
