//! Turns an [`ObjectFile`] into ELF, COFF or Mach-O bytes through `object::write`.
//!
//! Order of work: validate; add the synthesized sections (`.eh_frame`, `.note.GNU-stack`,
//! `.pdata`/`.xdata`, the DWARF sections) to a working copy of the model; create every section
//! with the names and flags of `names.rs`; create symbols; comdats; relocations (mapped by
//! `reloc::{elf,coff,macho}`); COFF exports; finally patch what `object` cannot express
//! (ELF `sh_entsize` of merge sections).

use std::collections::HashMap;

use object::write::{self as ow, SectionId as OSectionId, SymbolId as OSymbolId};
use object::{elf, BinaryFormat, Endianness, FileFlags, RelocationFlags, SectionFlags, SymbolFlags};

use crate::eh_frame::{self, Placement};
use crate::model::{
    align_up, Arch, Binding, ComdatSelection, CustomFlags, DllStorage, Format, ObjectFile, Section, SectionId,
    SectionKind, Symbol, SymbolDef, SymbolId, SymbolKind, Visibility,
};
use crate::names::{self, SectionSpec};
use crate::reloc::{coff as rcoff, elf as relf, macho as rmacho, RelocKind};
use crate::{dwarf, llvm_tables, win64, Error, Result};

/// Writes `model` as a relocatable object file.
pub fn write_object(model: &ObjectFile) -> Result<Vec<u8>> {
    model.validate()?;
    let mut obj = model.clone();
    let mut overrides: HashMap<SectionId, SectionSpec> = HashMap::new();
    add_synthesized_sections(&mut obj, &mut overrides)?;
    let addrsig = llvm_tables::add_addrsig_placeholder(&mut obj);
    obj.validate()?;
    let mut emitter = Emitter::new(&obj, &overrides)?;
    emitter.addrsig = addrsig;
    emitter.run()
}

/// The ELF `e_flags` used when the model leaves them open.
pub fn default_elf_flags(arch: Arch) -> u32 {
    match arch {
        // Compressed instructions allowed, LP64D (double-float) calling convention: what
        // riscv64-linux-gnu objects carry, and the linker refuses to mix float ABIs.
        Arch::Riscv64 => elf::EF_RISCV_RVC | elf::EF_RISCV_FLOAT_ABI_DOUBLE,
        Arch::X86_64 | Arch::Aarch64 => 0,
    }
}

fn custom(name: &str, flags: CustomFlags) -> Section {
    Section::new(SectionKind::Custom {
        name: name.to_string(),
        flags,
    })
}

/// A spec for sections whose type or flags no neutral kind describes.
fn special_spec(segment: &str, name: &str, elf_type: u32, elf_flags: u32, coff: u32, macho: u32) -> SectionSpec {
    SectionSpec {
        segment: segment.to_string(),
        name: name.to_string(),
        elf_type,
        elf_flags: u64::from(elf_flags),
        elf_entsize: 0,
        coff_characteristics: coff,
        macho_flags: macho,
    }
}

/// Local common symbols are not commons in any object format: assemblers allocate
/// `.local`+`.comm` / `.lcomm` in `.bss`, after its other contents, and so does this.
fn allocate_local_commons(obj: &mut ObjectFile) {
    let locals: Vec<(SymbolId, u64, u64)> = obj
        .symbols()
        .filter_map(|(id, s)| match s.def {
            SymbolDef::Common { size, align } if s.binding == Binding::Local => Some((id, size, align)),
            _ => None,
        })
        .collect();
    if locals.is_empty() {
        return;
    }
    let existing = obj
        .sections()
        .find(|(_, s)| s.kind == SectionKind::Bss && s.suffix.is_none() && s.comdat.is_none())
        .map(|(id, _)| id);
    let bss = existing.unwrap_or_else(|| obj.add_section(Section::new(SectionKind::Bss)));
    for (id, size, align) in locals {
        let offset = obj.section_mut(bss).append_zero_fill(size, align);
        let sym = obj.symbol_mut(id);
        sym.def = SymbolDef::Section {
            section: bss,
            offset,
            size,
        };
        if sym.kind == SymbolKind::NoType {
            sym.kind = SymbolKind::Object;
        }
    }
}

fn add_synthesized_sections(obj: &mut ObjectFile, overrides: &mut HashMap<SectionId, SectionSpec>) -> Result<()> {
    allocate_local_commons(obj);
    // Named `.debug_*` / `__DWARF,__debug_*`: `names.rs` gives them their debug flags.
    dwarf::add_debug_sections(obj)?;
    if obj.format != Format::Elf && (obj.addrsig.is_some() || !obj.cg_profile.is_empty()) {
        return Err(Error::Unsupported(
            "the address-significance table and the call-graph profile are only written for ELF".into(),
        ));
    }
    match obj.format {
        Format::Elf => {
            llvm_tables::add_call_graph_profile(obj);
            if !obj.cfi.is_empty() {
                let (data, relocs) = eh_frame::build(obj, &Placement::Relocated)?;
                let mut s = custom(
                    ".eh_frame",
                    CustomFlags {
                        alloc: true,
                        ..CustomFlags::default()
                    },
                )
                .with_align(8);
                s.data = data;
                s.relocs = relocs;
                let id = obj.add_section(s);
                let ty = if obj.arch == Arch::X86_64 {
                    elf::SHT_X86_64_UNWIND
                } else {
                    elf::SHT_PROGBITS
                };
                overrides.insert(id, special_spec("", ".eh_frame", ty, elf::SHF_ALLOC, 0, 0));
            }
            // No executable stack: GNU ld otherwise assumes one for objects without it.
            let id = obj.add_section(custom(".note.GNU-stack", CustomFlags::default()));
            overrides.insert(id, special_spec("", ".note.GNU-stack", elf::SHT_PROGBITS, 0, 0, 0));
        }
        Format::Coff => {
            if !obj.win64_unwind.is_empty() {
                if obj.arch != Arch::X86_64 {
                    return Err(Error::Unsupported(
                        "Win64 unwind info is only implemented for x86-64".into(),
                    ));
                }
                win64::add_sections(obj)?;
            }
        }
        Format::MachO => {
            if !obj.cfi.is_empty() {
                // `.eh_frame` goes last among the sections with file contents, so its address
                // is known before its contents are (see `eh_frame.rs`).
                let (addresses, end) = macho_section_addresses(obj);
                let eh_frame_address = align_up(end, 8);
                let lookup = |id: SectionId| addresses.get(id.0 as usize).copied().flatten().unwrap_or(0);
                let (data, _) = eh_frame::build(
                    obj,
                    &Placement::Resolved {
                        section_address: &lookup,
                        eh_frame_address,
                    },
                )?;
                let mut s = custom(
                    "__TEXT,__eh_frame",
                    CustomFlags {
                        alloc: true,
                        ..CustomFlags::default()
                    },
                )
                .with_align(8);
                s.data = data;
                let id = obj.add_section(s);
                overrides.insert(
                    id,
                    special_spec("__TEXT", "__eh_frame", 0, 0, 0, names::MACHO_EH_FRAME_FLAGS),
                );
            }
        }
    }
    Ok(())
}

/// The addresses `object` gives the sections of a Mach-O object (one segment from 0, the
/// sections with contents in order, each aligned), and the end of the last one. Zero-fill
/// sections come after everything else (after sections `object` adds itself, such as
/// `__thread_vars`), so their addresses are not known here: `None`.
fn macho_section_addresses(obj: &ObjectFile) -> (Vec<Option<u64>>, u64) {
    let mut addresses = vec![None; obj.section_count()];
    let mut end = 0u64;
    for (id, s) in obj.sections() {
        if !s.is_zero_fill() {
            end = align_up(end, s.align);
            addresses[id.0 as usize] = Some(end);
            end += s.size();
        }
    }
    (addresses, end)
}

struct Emitter<'a> {
    obj: &'a ObjectFile,
    specs: Vec<SectionSpec>,
    out: ow::Object<'static>,
    sections: Vec<OSectionId>,
    /// Model symbol → object symbol; `None` for private labels resolved through sections.
    symbols: Vec<Option<OSymbolId>>,
    /// The `.llvm_addrsig` section, filled in once the symbol table is known.
    addrsig: Option<SectionId>,
}

impl<'a> Emitter<'a> {
    fn new(obj: &'a ObjectFile, overrides: &HashMap<SectionId, SectionSpec>) -> Result<Emitter<'a>> {
        let (format, arch) = (obj.format, obj.arch);
        let bin = match format {
            Format::Elf => BinaryFormat::Elf,
            Format::Coff => BinaryFormat::Coff,
            Format::MachO => BinaryFormat::MachO,
        };
        let architecture = match arch {
            Arch::X86_64 => object::Architecture::X86_64,
            Arch::Aarch64 => object::Architecture::Aarch64,
            Arch::Riscv64 => object::Architecture::Riscv64,
        };
        if arch == Arch::Riscv64 && format != Format::Elf {
            return Err(Error::Unsupported(format!("RISC-V {format:?} objects")));
        }
        let mut specs = Vec::with_capacity(obj.section_count());
        for (id, s) in obj.sections() {
            specs.push(match overrides.get(&id) {
                Some(spec) => spec.clone(),
                None => names::section_spec(format, s)?,
            });
        }
        let mut out = ow::Object::new(bin, architecture, Endianness::Little);
        // Names are spelled by `names.rs`; `object` must not add its own prefixes.
        out.set_mangling(ow::Mangling::None);
        match format {
            Format::Elf => {
                out.flags = FileFlags::Elf {
                    os_abi: elf::ELFOSABI_NONE,
                    abi_version: 0,
                    e_flags: obj.elf_flags.unwrap_or_else(|| default_elf_flags(arch)),
                }
            }
            Format::MachO => out.set_subsections_via_symbols(),
            Format::Coff => {}
        }
        Ok(Emitter {
            obj,
            specs,
            out,
            sections: Vec::new(),
            symbols: Vec::new(),
            addrsig: None,
        })
    }

    fn run(mut self) -> Result<Vec<u8>> {
        if let Some(file) = &self.obj.source_file {
            if self.obj.format != Format::MachO {
                self.out.add_file_symbol(file.as_bytes().to_vec());
            }
        }
        self.add_sections();
        self.add_symbols()?;
        self.add_comdats()?;
        self.add_relocations()?;
        self.add_coff_exports();
        // A private label in the address-significance table stands for its section.
        for &id in self.obj.addrsig.iter().flatten() {
            let sym = self.obj.symbol(id);
            if let (true, Some(section)) = (sym.private, sym.section()) {
                self.out.section_symbol(self.sections[section.0 as usize]);
            }
        }
        let mut bytes = self.out.write()?;
        if let Some(id) = self.addrsig {
            let contents = llvm_tables::addrsig_contents(&bytes, self.obj, &self.specs)?;
            self.out.section_mut(self.sections[id.0 as usize]).set_data(contents, 1);
            bytes = self.out.write()?;
        }
        if self.obj.format == Format::Elf {
            patch_elf_entsize(&mut bytes, &self.specs)?;
            patch_elf_link_order(&mut bytes, self.obj, &self.specs)?;
            llvm_tables::patch_symtab_links(&mut bytes)?;
        }
        Ok(bytes)
    }

    fn add_sections(&mut self) {
        let format = self.obj.format;
        for (id, s) in self.obj.sections() {
            let spec = &self.specs[id.0 as usize];
            let kind = object_section_kind(format, s, spec);
            let osid = self
                .out
                .add_section(spec.segment.as_bytes().to_vec(), spec.name.as_bytes().to_vec(), kind);
            let in_group = s
                .comdat
                .is_some_and(|c| self.obj.comdat(c).selection == ComdatSelection::Any);
            let sec = self.out.section_mut(osid);
            if s.is_zero_fill() && !(format == Format::Coff && s.kind == SectionKind::TlsBss) {
                sec.append_bss(s.bss_size, s.align);
            } else if s.is_zero_fill() {
                sec.set_data(vec![0u8; s.bss_size as usize], s.align);
            } else {
                sec.set_data(s.data.clone(), s.align);
            }
            sec.flags = match format {
                Format::Elf => {
                    let group = if in_group { u64::from(elf::SHF_GROUP) } else { 0 };
                    SectionFlags::Elf {
                        sh_flags: spec.elf_flags | group,
                    }
                }
                Format::Coff => SectionFlags::Coff {
                    characteristics: spec.coff_characteristics,
                },
                Format::MachO => SectionFlags::MachO {
                    flags: spec.macho_flags,
                },
            };
            // COFF comdat sections need their section symbol (with the selection in its aux
            // record) ahead of the key symbol, which linkers take as the next symbol there.
            if format == Format::Coff && s.comdat.is_some() {
                self.out.section_symbol(osid);
            }
            self.sections.push(osid);
        }
    }

    /// True if a private label must stay in the symbol table: RISC-V `PCREL_LO12`
    /// relocations name the `auipc` label itself, which linkers look up by symbol; and in
    /// merge sections a section symbol plus a pc-relative addend would point the linker
    /// at the wrong piece, so labels there stay symbols (as LLVM and gas do).
    fn private_labels_kept(&self) -> Vec<bool> {
        let mut keep: Vec<bool> = self
            .obj
            .symbols()
            .map(|(_, s)| s.section().is_some_and(|sec| self.obj.section(sec).merge.is_some()))
            .collect();
        for (_, s) in self.obj.sections() {
            for r in &s.relocs {
                if matches!(r.kind, RelocKind::RiscvPcrelLo12I | RelocKind::RiscvPcrelLo12S) {
                    keep[r.symbol.0 as usize] = true;
                }
            }
        }
        keep
    }

    fn add_symbols(&mut self) -> Result<()> {
        let format = self.obj.format;
        let keep = self.private_labels_kept();
        for (id, sym) in self.obj.symbols() {
            if sym.kind == SymbolKind::Section {
                let osym = match sym.def {
                    SymbolDef::Section { section, .. } => {
                        Some(self.out.section_symbol(self.sections[section.0 as usize]))
                    }
                    _ => return Err(Error::Invalid("section symbol without a section".into())),
                };
                self.symbols.push(osym);
                continue;
            }
            if sym.private && format != Format::MachO && !keep[id.0 as usize] {
                self.symbols.push(None);
                continue;
            }
            let osym = self.add_symbol(sym)?;
            self.symbols.push(Some(osym));
        }
        self.fix_tlv_bootstrap_name();
        Ok(())
    }

    /// `object` names the Mach-O TLS bootstrap `_tlv_bootstrap` and counts on its own
    /// mangling for the `_` prefix, which is turned off here (names.rs adds prefixes).
    fn fix_tlv_bootstrap_name(&mut self) {
        if self.obj.format != Format::MachO {
            return;
        }
        if let Some(id) = self.out.symbol_id(b"_tlv_bootstrap") {
            let sym = self.out.symbol_mut(id);
            if sym.section == ow::SymbolSection::Undefined && sym.name == b"_tlv_bootstrap" {
                sym.name = b"__tlv_bootstrap".to_vec();
            }
        }
    }

    fn add_symbol(&mut self, sym: &Symbol) -> Result<OSymbolId> {
        let format = self.obj.format;
        let name = names::symbol_name(format, sym).into_bytes();
        if format == Format::Coff && sym.binding == Binding::Weak && sym.is_undefined() {
            return Err(Error::Unsupported(format!("COFF weak external `{}`", sym.name)));
        }
        let kind = match (sym.kind, format) {
            (SymbolKind::Function | SymbolKind::IFunc, _) => object::SymbolKind::Text,
            (SymbolKind::Tls, _) => object::SymbolKind::Tls,
            (SymbolKind::NoType, Format::Elf) if !sym.is_undefined() => object::SymbolKind::Label,
            _ if sym.is_undefined() && format == Format::Elf => object::SymbolKind::Unknown,
            _ => object::SymbolKind::Data,
        };
        let scope = match (sym.binding, sym.visibility) {
            (Binding::Local, _) => object::SymbolScope::Compilation,
            (_, Visibility::Hidden | Visibility::Internal) => object::SymbolScope::Linkage,
            _ => object::SymbolScope::Dynamic,
        };
        // COFF has no weak definitions without aux records: LLVM puts such symbols in
        // an `any` comdat instead, which the producer does through the model.
        let weak = sym.binding == Binding::Weak && format != Format::Coff;
        let flags = match format {
            Format::Elf => SymbolFlags::Elf {
                st_info: elf_st_info(sym),
                st_other: elf_st_other(sym.visibility),
            },
            _ => SymbolFlags::None,
        };
        let mut osym = ow::Symbol {
            name,
            value: 0,
            size: 0,
            kind,
            scope,
            weak,
            section: ow::SymbolSection::Undefined,
            flags,
        };
        Ok(match sym.def {
            SymbolDef::Undefined => self.out.add_symbol(osym),
            SymbolDef::Absolute(v) => {
                osym.section = ow::SymbolSection::Absolute;
                osym.value = v;
                self.out.add_symbol(osym)
            }
            SymbolDef::Common { size, align } => {
                // ELF keeps the alignment in st_value of SHN_COMMON symbols.
                osym.value = align;
                self.out.add_common_symbol(osym, size, align)
            }
            SymbolDef::Section { section, offset, size } => {
                let osec = self.sections[section.0 as usize];
                let id = self.out.add_symbol(osym);
                // For Mach-O TLS this also builds the `__thread_vars` descriptor.
                self.out.set_symbol_data(id, osec, offset, size);
                id
            }
        })
    }

    fn add_comdats(&mut self) -> Result<()> {
        let format = self.obj.format;
        let mut members: Vec<Vec<OSectionId>> = vec![Vec::new(); self.obj.comdats().count()];
        let mut first: Vec<Option<SectionId>> = vec![None; members.len()];
        for (id, s) in self.obj.sections() {
            if let Some(c) = s.comdat {
                members[c.0 as usize].push(self.sections[id.0 as usize]);
                first[c.0 as usize].get_or_insert(id);
            }
        }
        for (cid, comdat) in self.obj.comdats() {
            let sections = std::mem::take(&mut members[cid.0 as usize]);
            let Some(first) = first[cid.0 as usize] else { continue };
            let kind = match (format, comdat.selection) {
                (Format::MachO, _) => {
                    return Err(Error::Unsupported(format!(
                        "Mach-O has no COMDATs; `{}` should use weak definitions",
                        comdat.name
                    )))
                }
                // LLVM emits `nodeduplicate` comdats on ELF as plain sections.
                (Format::Elf, ComdatSelection::NoDeduplicate) => continue,
                (Format::Elf, ComdatSelection::Any) => object::ComdatKind::Any,
                (Format::Elf, other) => {
                    return Err(Error::Unsupported(format!(
                        "ELF comdat `{}` with selection {other:?}",
                        comdat.name
                    )))
                }
                (Format::Coff, ComdatSelection::Any) => object::ComdatKind::Any,
                (Format::Coff, ComdatSelection::ExactMatch) => object::ComdatKind::ExactMatch,
                (Format::Coff, ComdatSelection::Largest) => object::ComdatKind::Largest,
                (Format::Coff, ComdatSelection::NoDeduplicate) => object::ComdatKind::NoDuplicates,
                (Format::Coff, ComdatSelection::SameSize) => object::ComdatKind::SameSize,
            };
            let symbol = match self
                .obj
                .find_symbol(&comdat.name)
                .and_then(|s| self.symbols[s.0 as usize])
            {
                Some(s) => s,
                None => {
                    // The group needs a signature symbol: a local one at the group's start.
                    let mut name = comdat.name.clone().into_bytes();
                    if format == Format::MachO {
                        name.insert(0, b'_');
                    }
                    let id = self.out.add_symbol(ow::Symbol {
                        name,
                        value: 0,
                        size: 0,
                        kind: object::SymbolKind::Data,
                        scope: object::SymbolScope::Compilation,
                        weak: false,
                        section: ow::SymbolSection::Undefined,
                        flags: SymbolFlags::None,
                    });
                    self.out.set_symbol_data(id, self.sections[first.0 as usize], 0, 0);
                    id
                }
            };
            self.out.add_comdat(ow::Comdat { kind, symbol, sections });
        }
        Ok(())
    }

    fn add_relocations(&mut self) -> Result<()> {
        let (format, arch) = (self.obj.format, self.obj.arch);
        let macho_addresses = match format {
            Format::MachO => macho_section_addresses(self.obj).0,
            _ => Vec::new(),
        };
        for (id, s) in self.obj.sections() {
            let osec = self.sections[id.0 as usize];
            for r in &s.relocs {
                let (symbol, mut addend) = self.reloc_target(r.symbol, r.addend)?;
                if format == Format::MachO && !r.kind.is_pc_relative() {
                    addend = self.macho_section_based_addend(r.symbol, addend, &macho_addresses)?;
                }
                let flags = match format {
                    Format::Elf => RelocationFlags::Elf {
                        r_type: relf::elf_reloc(arch, r.kind)?.r_type,
                    },
                    Format::Coff => {
                        let typ = rcoff::coff_reloc(arch, r.kind)?;
                        if arch == Arch::Aarch64 && rcoff::is_arm64_instruction(typ) && addend != 0 {
                            let data = self.out.section_mut(osec).data_mut();
                            let at = r.offset as usize;
                            let insn = u32::from_le_bytes([data[at], data[at + 1], data[at + 2], data[at + 3]]);
                            let patched = rcoff::arm64_store_addend(typ, insn, addend)?;
                            data[at..at + 4].copy_from_slice(&patched.to_le_bytes());
                            addend = 0;
                        }
                        RelocationFlags::Coff { typ }
                    }
                    Format::MachO => {
                        let m = rmacho::macho_reloc(arch, r.kind, addend)?;
                        RelocationFlags::MachO {
                            r_type: m.r_type,
                            r_pcrel: m.r_pcrel,
                            r_length: m.r_length,
                        }
                    }
                };
                self.out.add_relocation(
                    osec,
                    ow::Relocation {
                        offset: r.offset,
                        symbol,
                        addend,
                        flags,
                    },
                )?;
            }
        }
        Ok(())
    }

    /// A Mach-O relocation against a section (`r_extern = 0`) keeps the target's address
    /// in the relocated bytes, not just the offset in the section: the section's address
    /// is added to the addend `object` writes there.
    fn macho_section_based_addend(&self, sym: SymbolId, addend: i64, addresses: &[Option<u64>]) -> Result<i64> {
        let s = self.obj.symbol(sym);
        let (SymbolKind::Section, SymbolDef::Section { section, .. }) = (s.kind, s.def) else {
            return Ok(addend);
        };
        match addresses.get(section.0 as usize).copied().flatten() {
            Some(address) => Ok(addend.wrapping_add(address as i64)),
            None => Err(Error::Unsupported(
                "Mach-O relocation against a zero-fill section's start".into(),
            )),
        }
    }

    /// The object symbol a relocation names; private labels become their section's
    /// symbol with the label's offset folded into the addend.
    fn reloc_target(&mut self, sym: SymbolId, addend: i64) -> Result<(OSymbolId, i64)> {
        if let Some(Some(osym)) = self.symbols.get(sym.0 as usize) {
            return Ok((*osym, addend));
        }
        let s = self.obj.symbol(sym);
        match s.def {
            SymbolDef::Section { section, offset, .. } => {
                let osym = self.out.section_symbol(self.sections[section.0 as usize]);
                Ok((osym, addend + offset as i64))
            }
            _ => Err(Error::Invalid(format!(
                "relocation against undefined private label `{}`",
                s.name
            ))),
        }
    }

    fn add_coff_exports(&mut self) {
        if self.obj.format != Format::Coff {
            return;
        }
        let mut directives = Vec::new();
        for (_, sym) in self.obj.symbols() {
            if sym.dll != DllStorage::Export || sym.is_undefined() {
                continue;
            }
            let is_data = sym.kind != SymbolKind::Function;
            match self.obj.coff_export_style {
                crate::model::CoffExportStyle::Gnu => {
                    directives.extend_from_slice(b" -export:");
                    directives.extend_from_slice(sym.name.as_bytes());
                    if is_data {
                        directives.extend_from_slice(b",data");
                    }
                }
                crate::model::CoffExportStyle::Msvc => {
                    directives.extend_from_slice(b" /EXPORT:");
                    directives.extend_from_slice(sym.name.as_bytes());
                    if is_data {
                        directives.extend_from_slice(b",DATA");
                    }
                }
            }
        }
        if !directives.is_empty() {
            let id = self
                .out
                .add_section(Vec::new(), b".drectve".to_vec(), object::SectionKind::Linker);
            self.out.append_section_data(id, &directives, 1);
        }
    }
}

/// The `object` section kind, which decides zero-fill handling and Mach-O TLS; the type
/// and flags themselves always come from the spec.
fn object_section_kind(format: Format, s: &Section, spec: &SectionSpec) -> object::SectionKind {
    use object::SectionKind as K;
    let by_kind = match &s.kind {
        SectionKind::Text => K::Text,
        SectionKind::Data | SectionKind::InitArray { .. } | SectionKind::FiniArray { .. } => K::Data,
        SectionKind::ReadOnlyData => K::ReadOnlyData,
        SectionKind::ReadOnlyDataWithRel => K::ReadOnlyDataWithRel,
        SectionKind::Bss => K::UninitializedData,
        SectionKind::TlsData => K::Tls,
        SectionKind::TlsBss if format == Format::Coff => K::Tls,
        SectionKind::TlsBss => K::UninitializedTls,
        SectionKind::Custom { flags, .. } => match (flags.nobits, flags.tls) {
            (true, true) => K::UninitializedTls,
            (true, false) => K::UninitializedData,
            (false, true) => K::Tls,
            _ if flags.exec => K::Text,
            _ if flags.write => K::Data,
            _ if flags.alloc => K::ReadOnlyData,
            _ => K::Other,
        },
    };
    // ELF types beyond PROGBITS/NOBITS (init arrays, notes, unwind) are carried by the kind.
    if format == Format::Elf && spec.elf_type != elf::SHT_PROGBITS && spec.elf_type != elf::SHT_NOBITS {
        return K::Elf(spec.elf_type);
    }
    by_kind
}

fn elf_st_info(sym: &Symbol) -> u8 {
    let bind = match sym.binding {
        Binding::Local => elf::STB_LOCAL,
        Binding::Global => elf::STB_GLOBAL,
        Binding::Weak => elf::STB_WEAK,
    };
    let ty = match sym.def {
        SymbolDef::Undefined => match sym.kind {
            SymbolKind::Tls => elf::STT_TLS,
            _ => elf::STT_NOTYPE,
        },
        SymbolDef::Common { .. } => elf::STT_OBJECT,
        _ => match sym.kind {
            SymbolKind::Function => elf::STT_FUNC,
            SymbolKind::IFunc => elf::STT_GNU_IFUNC,
            SymbolKind::Object => elf::STT_OBJECT,
            SymbolKind::Tls => elf::STT_TLS,
            SymbolKind::Section => elf::STT_SECTION,
            SymbolKind::NoType => elf::STT_NOTYPE,
        },
    };
    (bind << 4) | ty
}

fn elf_st_other(v: Visibility) -> u8 {
    match v {
        Visibility::Default => elf::STV_DEFAULT,
        Visibility::Hidden => elf::STV_HIDDEN,
        Visibility::Protected => elf::STV_PROTECTED,
        Visibility::Internal => elf::STV_INTERNAL,
    }
}

/// Sets `sh_link` of `SHF_LINK_ORDER` sections (`Section::link_order`), which `object`
/// leaves 0. Sections are found by name and rank among sections of that name: `object`
/// writes the model's sections in order.
fn patch_elf_link_order(bytes: &mut [u8], obj: &ObjectFile, specs: &[SectionSpec]) -> Result<()> {
    let links: Vec<(SectionId, SectionId)> =
        obj.sections().filter_map(|(id, s)| s.link_order.map(|t| (id, t))).collect();
    if links.is_empty() {
        return Ok(());
    }
    let bad = || Error::Invalid("malformed ELF header while patching sh_link".into());
    let headers = elf_section_headers(bytes)?;
    // The ELF index and header offset of model section `id`: the k-th header named as it
    // is, k its rank.
    let find = |id: SectionId| {
        let name = &specs[id.0 as usize].name;
        let rank = (0..id.0 as usize).filter(|&i| specs[i].name == *name).count();
        headers.iter().filter(|(_, _, n)| n == name).nth(rank).map(|&(i, at, _)| (i, at))
    };
    for (s, t) in links {
        let ((_, header), (ti, _)) = (find(s).ok_or_else(bad)?, find(t).ok_or_else(bad)?);
        let at = header + 0x28;
        bytes.get_mut(at..at + 4).ok_or_else(bad)?.copy_from_slice(&(ti as u32).to_le_bytes());
    }
    Ok(())
}

/// The section headers of an ELF64 little-endian object: (index, offset of the header in
/// `bytes`, name), read at the gABI's fixed offsets (for patching what `object` cannot set).
pub(crate) fn elf_section_headers(bytes: &[u8]) -> Result<Vec<(usize, usize, String)>> {
    let bad = || Error::Invalid("malformed ELF section headers".into());
    let rd = |at: usize, n: usize| {
        bytes.get(at..at + n).map(|s| s.iter().rev().fold(0usize, |v, &c| v << 8 | usize::from(c)))
    };
    let (shoff, shentsize) = (rd(0x28, 8).ok_or_else(bad)?, rd(0x3a, 2).ok_or_else(bad)?);
    let (shnum, shstrndx) = (rd(0x3c, 2).ok_or_else(bad)?, rd(0x3e, 2).ok_or_else(bad)?);
    let strtab = rd(shoff + shstrndx * shentsize + 0x18, 8).ok_or_else(bad)?;
    let mut headers = Vec::with_capacity(shnum);
    for index in 0..shnum {
        let header = shoff + index * shentsize;
        let at = strtab + rd(header, 4).ok_or_else(bad)?;
        let len = bytes.get(at..).and_then(|b| b.iter().position(|&c| c == 0)).ok_or_else(bad)?;
        headers.push((index, header, String::from_utf8_lossy(&bytes[at..at + len]).into_owned()));
    }
    Ok(headers)
}

/// Sets `sh_entsize` of merge sections, which `object` cannot set for the section kinds
/// used here. Reads the ELF64 little-endian section headers directly (fixed offsets from
/// the ELF gABI) and patches every header whose name has a wanted entry size.
fn patch_elf_entsize(bytes: &mut [u8], specs: &[SectionSpec]) -> Result<()> {
    let wanted: HashMap<&str, u64> = specs
        .iter()
        .filter(|s| s.elf_entsize > 0)
        .map(|s| (s.name.as_str(), s.elf_entsize))
        .collect();
    if wanted.is_empty() {
        return Ok(());
    }
    let bad = || Error::Invalid("malformed ELF header while patching sh_entsize".into());
    let patches: Vec<(usize, u64)> = elf_section_headers(bytes)?
        .into_iter()
        .filter_map(|(_, header, name)| wanted.get(name.as_str()).map(|&entsize| (header + 0x38, entsize)))
        .collect();
    for (at, entsize) in patches {
        bytes
            .get_mut(at..at + 8)
            .ok_or_else(bad)?
            .copy_from_slice(&entsize.to_le_bytes());
    }
    Ok(())
}
