//! LLVM's ELF tables that name symbols (the "LLVM Extensions" of the ELF format):
//!
//! - `.llvm_addrsig` (`SHT_LLVM_ADDRSIG`, `-addrsig`): the symbol-table indexes of the
//!   address-significant symbols, each a ULEB128. The indexes exist only once `object` has
//!   laid out the symbol table, so the section is written empty first, the indexes are
//!   read back from that object, and the object is written again with them (the symbol
//!   table does not depend on any section's contents, so the indexes stay).
//! - `.llvm.call-graph-profile` (`SHT_LLVM_CALL_GRAPH_PROFILE`, the `CG Profile` module
//!   flag): one 8-byte weight per call-graph edge; the edge's caller and callee are the
//!   symbols of two `R_*_NONE` relocations at the weight. (llc writes those two into a REL
//!   section, `object` writes RELA with zero addends: linkers read either.)
//!
//! Both name the symbol table in `sh_link`, which `patch_symtab_links` sets afterwards.

use std::collections::HashMap;

use object::{Object as _, ObjectSection as _, ObjectSymbol as _};

use crate::model::{CustomFlags, ObjectFile, Section, SectionId, SectionKind, SymbolKind};
use crate::names::SectionSpec;
use crate::reloc::{Reloc, RelocKind};
use crate::{Error, Result};

pub(crate) const ADDRSIG: &str = ".llvm_addrsig";
pub(crate) const CALL_GRAPH_PROFILE: &str = ".llvm.call-graph-profile";

/// Adds the call-graph profile section (weights and relocations), if the model has edges.
pub(crate) fn add_call_graph_profile(obj: &mut ObjectFile) {
    if obj.cg_profile.is_empty() {
        return;
    }
    let mut s = Section::new(SectionKind::Custom { name: CALL_GRAPH_PROFILE.into(), flags: CustomFlags::default() });
    for (k, &(from, to, weight)) in obj.cg_profile.iter().enumerate() {
        let at = 8 * k as u64;
        s.data.extend_from_slice(&weight.to_le_bytes());
        s.relocs.push(Reloc::new(at, RelocKind::Marker, from, 0));
        s.relocs.push(Reloc::new(at, RelocKind::Marker, to, 0));
    }
    obj.add_section(s);
}

/// Adds the (still empty) address-significance section, if the model asks for one.
pub(crate) fn add_addrsig_placeholder(obj: &mut ObjectFile) -> Option<SectionId> {
    obj.addrsig.as_ref()?;
    let s = Section::new(SectionKind::Custom { name: ADDRSIG.into(), flags: CustomFlags::default() });
    Some(obj.add_section(s))
}

/// The contents of `.llvm_addrsig` for `obj`, given `first`, the object as written with an
/// empty table (`specs`: the names of the model's sections). A symbol the table cannot
/// name (not in the symbol table) is left out, as LLVM's writer leaves it out; a private
/// label stands for its section, named by the section symbol.
pub(crate) fn addrsig_contents(first: &[u8], obj: &ObjectFile, specs: &[SectionSpec]) -> Result<Vec<u8>> {
    let Some(list) = &obj.addrsig else { return Ok(Vec::new()) };
    let file = object::File::parse(first).map_err(|e| Error::Invalid(format!("reading back the object: {e}")))?;
    let mut by_name: HashMap<&[u8], Vec<(usize, Option<usize>)>> = HashMap::new();
    let mut section_symbol: HashMap<usize, usize> = HashMap::new();
    for sym in file.symbols() {
        let section = sym.section_index().map(|s| s.0);
        match sym.kind() {
            object::SymbolKind::Section => {
                if let Some(s) = section {
                    section_symbol.entry(s).or_insert(sym.index().0);
                }
            }
            object::SymbolKind::File => {}
            _ => {
                if let Ok(name) = sym.name_bytes() {
                    by_name.entry(name).or_default().push((sym.index().0, section));
                }
            }
        }
    }
    // The ELF index of model section `id`: the k-th section of its name, k its rank
    // among the model's sections of that name.
    let headers: Vec<(usize, &[u8])> =
        file.sections().filter_map(|s| Some((s.index().0, s.name_bytes().ok()?))).collect();
    let elf_index = |id: SectionId| {
        let name = specs.get(id.0 as usize)?.name.as_bytes();
        let rank = (0..id.0 as usize).filter(|&i| specs[i].name.as_bytes() == name).count();
        headers.iter().filter(|(_, n)| *n == name).nth(rank).map(|(i, _)| *i)
    };
    let mut out = Vec::new();
    for &id in list {
        let sym = obj.symbol(id);
        let index = if sym.private || sym.kind == SymbolKind::Section {
            sym.section().and_then(elf_index).and_then(|s| section_symbol.get(&s).copied())
        } else {
            let candidates = by_name.get(sym.name.as_bytes()).map(Vec::as_slice).unwrap_or_default();
            let home = sym.section().and_then(elf_index);
            candidates.iter().find(|(_, s)| home.is_some() && *s == home).or(candidates.first()).map(|(i, _)| *i)
        };
        if let Some(v) = index {
            crate::lsda::uleb(&mut out, v as u64);
        }
    }
    Ok(out)
}

/// Sets `sh_link` of the sections above to the symbol table's index (ELF64 little-endian
/// headers, read at the gABI's fixed offsets).
pub(crate) fn patch_symtab_links(bytes: &mut [u8]) -> Result<()> {
    let bad = || Error::Invalid("malformed ELF header while patching sh_link".into());
    let mut symtab = None;
    let mut linked = Vec::new();
    for (index, header, name) in crate::emit::elf_section_headers(bytes)? {
        match name.as_str() {
            ".symtab" => symtab = Some(index),
            ADDRSIG | CALL_GRAPH_PROFILE => linked.push(header),
            _ => {}
        }
    }
    let Some(symtab) = symtab else {
        return if linked.is_empty() { Ok(()) } else { Err(bad()) };
    };
    for header in linked {
        bytes.get_mut(header + 0x28..header + 0x2c).ok_or_else(bad)?.copy_from_slice(&(symtab as u32).to_le_bytes());
    }
    Ok(())
}
