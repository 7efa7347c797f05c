//! How each format spells the model's sections and symbols: section names, segment names,
//! ELF types/flags, COFF characteristics, Mach-O section types, and symbol name prefixes.
//!
//! Both the object writer and the assembler-directive writer read this module, so the `.s`
//! path and the `.o` path agree on every name and flag by construction.

use object::{elf, macho, pe};

use crate::model::{Format, ObjectFile, Section, SectionId, SectionKind, Symbol};
use crate::{Error, Result};

/// Everything a format needs to know to create one section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectionSpec {
    /// Mach-O segment (`__TEXT`); empty for ELF and COFF.
    pub segment: String,
    pub name: String,
    pub elf_type: u32,
    /// ELF `sh_flags` (without `SHF_GROUP`, which comes from the comdat).
    pub elf_flags: u64,
    pub elf_entsize: u64,
    /// COFF characteristics without the alignment and comdat bits.
    pub coff_characteristics: u32,
    /// Mach-O section type and attributes.
    pub macho_flags: u32,
}

/// The default priority of constructors and destructors (`.init_array` without suffix).
pub const DEFAULT_PRIORITY: u16 = 65535;

/// The name and flags of `section` in `format`.
pub fn section_spec(format: Format, section: &Section) -> Result<SectionSpec> {
    match format {
        Format::Elf => Ok(elf_spec(section)),
        Format::Coff => Ok(coff_spec(section)),
        Format::MachO => macho_spec(section),
    }
}

/// Convenience: the spec of section `id` of `obj`.
pub fn spec_of(obj: &ObjectFile, id: SectionId) -> Result<SectionSpec> {
    section_spec(obj.format, obj.section(id))
}

fn with_suffix(base: &str, sep: char, suffix: &Option<String>) -> String {
    match suffix {
        Some(s) if !s.is_empty() => format!("{base}{sep}{s}"),
        _ => base.to_string(),
    }
}

/// LLVM's section type for `.linker-options` (`object` does not name it).
pub(crate) const SHT_LLVM_LINKER_OPTIONS: u32 = 0x6fff_4c01;
/// `.llvm_addrsig`: the address-significance table (LLVM's ELF extensions).
pub(crate) const SHT_LLVM_ADDRSIG: u32 = 0x6fff_4c03;
/// `.llvm_sympart`: a symbol's partition.
pub(crate) const SHT_LLVM_SYMPART: u32 = 0x6fff_4c05;
/// `.llvm.call-graph-profile`: call-graph edge weights.
pub(crate) const SHT_LLVM_CALL_GRAPH_PROFILE: u32 = 0x6fff_4c09;
/// `.llvm_bb_addr_map`: the basic-block address map.
pub(crate) const SHT_LLVM_BB_ADDR_MAP: u32 = 0x6fff_4c0a;

fn elf_spec(section: &Section) -> SectionSpec {
    use elf::*;
    let a = u64::from(SHF_ALLOC);
    let w = u64::from(SHF_WRITE);
    let x = u64::from(SHF_EXECINSTR);
    let t = u64::from(SHF_TLS);
    let sfx = &section.suffix;
    let (name, elf_type, elf_flags, elf_entsize) = match &section.kind {
        SectionKind::Text => (with_suffix(".text", '.', sfx), SHT_PROGBITS, a | x, 0),
        SectionKind::Data => (with_suffix(".data", '.', sfx), SHT_PROGBITS, a | w, 0),
        SectionKind::ReadOnlyData => match section.merge {
            Some(m) if m.strings => (
                format!(".rodata.str{}.{}", m.entsize, section.align),
                SHT_PROGBITS,
                a | u64::from(SHF_MERGE | SHF_STRINGS),
                u64::from(m.entsize),
            ),
            Some(m) => (
                format!(".rodata.cst{}", m.entsize),
                SHT_PROGBITS,
                a | u64::from(SHF_MERGE),
                u64::from(m.entsize),
            ),
            None => (with_suffix(".rodata", '.', sfx), SHT_PROGBITS, a, 0),
        },
        SectionKind::ReadOnlyDataWithRel => (with_suffix(".data.rel.ro", '.', sfx), SHT_PROGBITS, a | w, 0),
        SectionKind::Bss => (with_suffix(".bss", '.', sfx), SHT_NOBITS, a | w, 0),
        SectionKind::TlsData => (with_suffix(".tdata", '.', sfx), SHT_PROGBITS, a | w | t, 0),
        SectionKind::TlsBss => (with_suffix(".tbss", '.', sfx), SHT_NOBITS, a | w | t, 0),
        SectionKind::InitArray { priority } => (prioritized(".init_array", *priority), SHT_INIT_ARRAY, a | w, 0),
        SectionKind::FiniArray { priority } => (prioritized(".fini_array", *priority), SHT_FINI_ARRAY, a | w, 0),
        SectionKind::Custom { name, flags } => {
            let mut f = 0;
            if flags.alloc {
                f |= a;
            }
            if flags.write {
                f |= w;
            }
            if flags.exec {
                f |= x;
            }
            if flags.tls {
                f |= t;
            }
            let ty = if flags.nobits {
                SHT_NOBITS
            } else if name.starts_with(".init_array") {
                SHT_INIT_ARRAY
            } else if name.starts_with(".fini_array") {
                SHT_FINI_ARRAY
            } else if name.starts_with(".preinit_array") {
                SHT_PREINIT_ARRAY
            } else if name.starts_with(".note") {
                SHT_NOTE
            } else if name == ".deplibs" {
                SHT_LLVM_DEPENDENT_LIBRARIES
            } else if name == ".linker-options" {
                // Read by the linker, never part of its output.
                f |= u64::from(SHF_EXCLUDE);
                SHT_LLVM_LINKER_OPTIONS
            } else if name == ".llvm_addrsig" {
                f |= u64::from(SHF_EXCLUDE);
                SHT_LLVM_ADDRSIG
            } else if name == ".llvm.call-graph-profile" {
                f |= u64::from(SHF_EXCLUDE);
                SHT_LLVM_CALL_GRAPH_PROFILE
            } else if name == ".llvm_sympart" {
                SHT_LLVM_SYMPART
            } else if name == ".llvm_bb_addr_map" {
                SHT_LLVM_BB_ADDR_MAP
            } else {
                SHT_PROGBITS
            };
            // `.debug_str`-like sections of NUL-terminated strings (assemblers insist on
            // `"MS",@progbits,1` for the DWARF string sections).
            let entsize = match section.merge {
                Some(m) => {
                    f |= u64::from(SHF_MERGE);
                    if m.strings {
                        f |= u64::from(SHF_STRINGS);
                    }
                    u64::from(m.entsize)
                }
                // One 8-byte weight per edge.
                None if ty == SHT_LLVM_CALL_GRAPH_PROFILE => 8,
                None => 0,
            };
            if section.link_order.is_some() {
                f |= u64::from(SHF_LINK_ORDER);
            }
            (name.clone(), ty, f, entsize)
        }
    };
    SectionSpec {
        segment: String::new(),
        name,
        elf_type,
        elf_flags,
        elf_entsize,
        coff_characteristics: 0,
        macho_flags: 0,
    }
}

/// `.init_array.N` for non-default priorities, as GNU ld sorts them.
fn prioritized(base: &str, priority: u16) -> String {
    if priority == DEFAULT_PRIORITY {
        base.to_string()
    } else {
        format!("{base}.{priority}")
    }
}

fn coff_spec(section: &Section) -> SectionSpec {
    use pe::*;
    let code = IMAGE_SCN_CNT_CODE | IMAGE_SCN_MEM_EXECUTE | IMAGE_SCN_MEM_READ;
    let data = IMAGE_SCN_CNT_INITIALIZED_DATA | IMAGE_SCN_MEM_READ | IMAGE_SCN_MEM_WRITE;
    let rdata = IMAGE_SCN_CNT_INITIALIZED_DATA | IMAGE_SCN_MEM_READ;
    let bss = IMAGE_SCN_CNT_UNINITIALIZED_DATA | IMAGE_SCN_MEM_READ | IMAGE_SCN_MEM_WRITE;
    let sfx = &section.suffix;
    let (name, ch) = match &section.kind {
        SectionKind::Text => (with_suffix(".text", '$', sfx), code),
        SectionKind::Data => (with_suffix(".data", '$', sfx), data),
        // Windows has no dynamic relocations to apply before protection, so relro is .rdata.
        SectionKind::ReadOnlyData | SectionKind::ReadOnlyDataWithRel => (with_suffix(".rdata", '$', sfx), rdata),
        SectionKind::Bss => (with_suffix(".bss", '$', sfx), bss),
        // COFF TLS has no zero-fill form: `.tls$` holds both (the emitter writes zeros).
        SectionKind::TlsData | SectionKind::TlsBss => (".tls$".to_string(), data),
        // MinGW runs `.ctors`/`.dtors`; priorities sort by the 5-digit suffix (65535 - p).
        SectionKind::InitArray { priority } => (coff_prioritized(".ctors", *priority), data),
        SectionKind::FiniArray { priority } => (coff_prioritized(".dtors", *priority), data),
        SectionKind::Custom { name, flags } => {
            let ch = if flags.exec {
                code
            } else if flags.nobits {
                bss
            } else if flags.write {
                data
            } else if name.starts_with(".debug") {
                // Not loaded into the image (as LLVM marks DWARF sections).
                rdata | IMAGE_SCN_MEM_DISCARDABLE
            } else {
                rdata
            };
            (name.clone(), ch)
        }
    };
    SectionSpec {
        segment: String::new(),
        name,
        elf_type: 0,
        elf_flags: 0,
        elf_entsize: 0,
        coff_characteristics: ch,
        macho_flags: 0,
    }
}

fn coff_prioritized(base: &str, priority: u16) -> String {
    if priority == DEFAULT_PRIORITY {
        base.to_string()
    } else {
        format!("{base}.{:05}", DEFAULT_PRIORITY - priority)
    }
}

fn macho_spec(section: &Section) -> Result<SectionSpec> {
    use macho::*;
    let code = S_REGULAR | S_ATTR_PURE_INSTRUCTIONS | S_ATTR_SOME_INSTRUCTIONS;
    let (seg, name, flags) = match &section.kind {
        SectionKind::Text => ("__TEXT", "__text", code),
        SectionKind::Data => ("__DATA", "__data", S_REGULAR),
        SectionKind::ReadOnlyData => match section.merge {
            Some(m) if m.strings && m.entsize == 1 => ("__TEXT", "__cstring", S_CSTRING_LITERALS),
            Some(m) if !m.strings && m.entsize == 4 => ("__TEXT", "__literal4", S_4BYTE_LITERALS),
            Some(m) if !m.strings && m.entsize == 8 => ("__TEXT", "__literal8", S_8BYTE_LITERALS),
            Some(m) if !m.strings && m.entsize == 16 => ("__TEXT", "__literal16", S_16BYTE_LITERALS),
            _ => ("__TEXT", "__const", S_REGULAR),
        },
        SectionKind::ReadOnlyDataWithRel => ("__DATA", "__const", S_REGULAR),
        SectionKind::Bss => ("__DATA", "__bss", S_ZEROFILL),
        SectionKind::TlsData => ("__DATA", "__thread_data", S_THREAD_LOCAL_REGULAR),
        SectionKind::TlsBss => ("__DATA", "__thread_bss", S_THREAD_LOCAL_ZEROFILL),
        SectionKind::InitArray { .. } => ("__DATA", "__mod_init_func", S_MOD_INIT_FUNC_POINTERS),
        SectionKind::FiniArray { .. } => ("__DATA", "__mod_term_func", S_MOD_TERM_FUNC_POINTERS),
        SectionKind::Custom { name, flags } => {
            let Some((seg, sect)) = name.split_once(',') else {
                return Err(Error::Unsupported(format!(
                    "Mach-O section name `{name}` must be `__SEGMENT,__section`"
                )));
            };
            // A third field may give type/attributes in assembler syntax; they are ignored.
            let sect = sect.split(',').next().unwrap_or(sect);
            let ty = if flags.nobits {
                S_ZEROFILL
            } else if flags.exec {
                code
            } else if seg.trim() == "__DWARF" {
                // Debug sections: the linker leaves them out (dsymutil reads the objects).
                S_REGULAR | S_ATTR_DEBUG
            } else {
                S_REGULAR
            };
            return Ok(SectionSpec {
                segment: seg.trim().to_string(),
                name: sect.trim().to_string(),
                elf_type: 0,
                elf_flags: 0,
                elf_entsize: 0,
                coff_characteristics: 0,
                macho_flags: ty,
            });
        }
    };
    Ok(SectionSpec {
        segment: seg.to_string(),
        name: name.to_string(),
        elf_type: 0,
        elf_flags: 0,
        elf_entsize: 0,
        coff_characteristics: 0,
        macho_flags: flags,
    })
}

/// The `__TEXT,__eh_frame` section type and attributes (coalesced, no TOC, strip static
/// symbols, live support), as ld64 expects them.
pub const MACHO_EH_FRAME_FLAGS: u32 =
    macho::S_COALESCED | macho::S_ATTR_NO_TOC | macho::S_ATTR_STRIP_STATIC_SYMS | macho::S_ATTR_LIVE_SUPPORT;

/// The symbol's name as written in the object or assembly for `format`: Mach-O prefixes
/// global names with `_`; private labels get the assembler-temporary prefix (`.L`, or `l`
/// on Mach-O, which keeps them as linker-private locals).
pub fn symbol_name(format: Format, symbol: &Symbol) -> String {
    match (format, symbol.private) {
        (Format::MachO, false) => format!("_{}", symbol.name),
        (Format::MachO, true) => format!("l{}", symbol.name),
        (_, true) => format!(".L{}", symbol.name),
        (_, false) => symbol.name.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{CustomFlags, Merge};

    #[test]
    fn names_per_format() {
        let text = Section::new(SectionKind::Text).with_suffix("foo");
        assert_eq!(section_spec(Format::Elf, &text).unwrap().name, ".text.foo");
        assert_eq!(section_spec(Format::Coff, &text).unwrap().name, ".text$foo");
        let m = section_spec(Format::MachO, &text).unwrap();
        assert_eq!((m.segment.as_str(), m.name.as_str()), ("__TEXT", "__text"));

        let strs = Section::new(SectionKind::ReadOnlyData).with_merge(Merge {
            entsize: 1,
            strings: true,
        });
        let e = section_spec(Format::Elf, &strs).unwrap();
        assert_eq!((e.name.as_str(), e.elf_entsize), (".rodata.str1.1", 1));
        assert_eq!(section_spec(Format::MachO, &strs).unwrap().name, "__cstring");

        let init = Section::new(SectionKind::InitArray { priority: 101 });
        assert_eq!(section_spec(Format::Elf, &init).unwrap().name, ".init_array.101");
        assert_eq!(section_spec(Format::Coff, &init).unwrap().name, ".ctors.65434");
        let init = Section::new(SectionKind::InitArray {
            priority: DEFAULT_PRIORITY,
        });
        assert_eq!(section_spec(Format::Elf, &init).unwrap().name, ".init_array");

        let bad = Section::new(SectionKind::Custom {
            name: "nocomma".into(),
            flags: CustomFlags::default(),
        });
        assert!(section_spec(Format::MachO, &bad).is_err());
    }

    #[test]
    fn symbol_prefixes() {
        let s = Symbol::undefined("f");
        assert_eq!(symbol_name(Format::MachO, &s), "_f");
        assert_eq!(symbol_name(Format::Elf, &s), "f");
        assert_eq!(symbol_name(Format::Elf, &s.clone().private()), ".Lf");
        assert_eq!(symbol_name(Format::MachO, &s.private()), "lf");
    }
}
