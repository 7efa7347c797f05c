//! The target-neutral object model that code generators fill in: sections with bytes and
//! relocations, symbols, comdat groups, plus per-function unwind information and debug
//! information (line rows, the compilation unit).
//!
//! Nothing here knows a file format. Names are the IR's names (no Mach-O `_` prefix, no
//! `.text.` prefix): `names.rs` decides how each format spells them, and both the object
//! writer (`emit.rs`) and the assembler-text writer (`directives.rs`) read that one place.

use std::collections::HashMap;

use crate::cfi::FunctionCfi;
use crate::dwarf::{CompileUnitInfo, LineTable};
use crate::reloc::Reloc;
use crate::win64::Win64Unwind;

/// The instruction set of the object.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Arch {
    X86_64,
    Aarch64,
    Riscv64,
}

impl Arch {
    /// Bytes in a data pointer.
    pub fn pointer_size(self) -> u8 {
        8
    }
}

/// The container format of the object.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    Elf,
    Coff,
    MachO,
}

/// Index of a section in [`ObjectFile::sections`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SectionId(pub u32);

/// Index of a symbol in [`ObjectFile::symbols`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SymbolId(pub u32);

/// Index of a comdat in [`ObjectFile::comdats`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ComdatId(pub u32);

/// What a section holds; decides its name, type and flags in every format.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SectionKind {
    /// Executable code (`.text`, `__TEXT,__text`).
    Text,
    /// Writable initialized data (`.data`).
    Data,
    /// Read-only data without relocations (`.rodata`, `.rdata`, `__TEXT,__const`).
    ReadOnlyData,
    /// Read-only after relocation (`.data.rel.ro`, `__DATA,__const`).
    ReadOnlyDataWithRel,
    /// Zero-initialized data (`.bss`); only [`Section::bss_size`] matters.
    Bss,
    /// Initialized thread-local data (`.tdata`, `__DATA,__thread_data`).
    TlsData,
    /// Zero-initialized thread-local data (`.tbss`, `__DATA,__thread_bss`).
    TlsBss,
    /// Constructor pointers; `priority` as in `llvm.global_ctors` (65535 = default).
    InitArray { priority: u16 },
    /// Destructor pointers; `priority` as in `llvm.global_dtors`.
    FiniArray { priority: u16 },
    /// A section named by the producer (`section "foo"` in IR); the name is used verbatim
    /// (for Mach-O, `"__SEG,__sect"`).
    Custom { name: String, flags: CustomFlags },
}

/// Flags of a [`SectionKind::Custom`] section, in neutral terms.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CustomFlags {
    /// Occupies memory at run time (ELF `SHF_ALLOC`).
    pub alloc: bool,
    pub write: bool,
    pub exec: bool,
    pub tls: bool,
    /// No file contents (ELF `SHT_NOBITS`).
    pub nobits: bool,
}

/// Linker merging of identical constants (ELF `SHF_MERGE`, Mach-O literal sections).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Merge {
    /// Size of one entry: the character size for strings, the constant size otherwise.
    pub entsize: u8,
    /// Entries are NUL-terminated strings (`SHF_STRINGS`, `.rodata.str1.1`).
    pub strings: bool,
}

/// A section: bytes (or a zero-fill size), relocations into those bytes, and placement
/// options.
#[derive(Debug, Clone, PartialEq)]
pub struct Section {
    pub kind: SectionKind,
    /// `-ffunction-sections` / `-fdata-sections` style suffix: with `Some("foo")` a text
    /// section becomes `.text.foo` on ELF and `.text$foo` on COFF (ignored on Mach-O, where
    /// `.subsections_via_symbols` does the same job).
    pub suffix: Option<String>,
    /// Alignment in bytes; a power of two.
    pub align: u64,
    /// Contents; empty for [`SectionKind::Bss`] and [`SectionKind::TlsBss`].
    pub data: Vec<u8>,
    /// Size of zero-fill sections.
    pub bss_size: u64,
    pub relocs: Vec<Reloc>,
    pub comdat: Option<ComdatId>,
    pub merge: Option<Merge>,
    /// ELF `SHF_LINK_ORDER`: the section belongs with that one (its `sh_link`), so the
    /// linker keeps, drops and orders it with it (`__patchable_function_entries`).
    pub link_order: Option<SectionId>,
    /// ELF: kept apart from other sections of its name (`unique,N` in assembly; the
    /// object writer keeps every model section apart anyway): LLVM's `.llvm_sympart`.
    pub unique_id: Option<u32>,
}

impl Section {
    pub fn new(kind: SectionKind) -> Section {
        Section {
            kind,
            suffix: None,
            align: 1,
            data: Vec::new(),
            bss_size: 0,
            relocs: Vec::new(),
            comdat: None,
            merge: None,
            link_order: None,
            unique_id: None,
        }
    }

    pub fn with_suffix(mut self, suffix: impl Into<String>) -> Section {
        self.suffix = Some(suffix.into());
        self
    }

    pub fn with_align(mut self, align: u64) -> Section {
        self.align = align.max(1);
        self
    }

    pub fn with_merge(mut self, merge: Merge) -> Section {
        self.merge = Some(merge);
        self
    }

    pub fn with_comdat(mut self, comdat: ComdatId) -> Section {
        self.comdat = Some(comdat);
        self
    }

    /// True for sections that have a size but no file contents.
    pub fn is_zero_fill(&self) -> bool {
        match &self.kind {
            SectionKind::Bss | SectionKind::TlsBss => true,
            SectionKind::Custom { flags, .. } => flags.nobits,
            _ => false,
        }
    }

    /// Size in memory.
    pub fn size(&self) -> u64 {
        if self.is_zero_fill() {
            self.bss_size
        } else {
            self.data.len() as u64
        }
    }

    /// Appends `bytes` at the next multiple of `align` (raising the section alignment)
    /// and returns their offset.
    pub fn append(&mut self, bytes: &[u8], align: u64) -> u64 {
        let align = align.max(1);
        self.align = self.align.max(align);
        let offset = align_up(self.data.len() as u64, align);
        self.data.resize(offset as usize, 0);
        self.data.extend_from_slice(bytes);
        offset
    }

    /// Reserves `size` zero bytes in a zero-fill section and returns their offset.
    pub fn append_zero_fill(&mut self, size: u64, align: u64) -> u64 {
        let align = align.max(1);
        self.align = self.align.max(align);
        let offset = align_up(self.bss_size, align);
        self.bss_size = offset + size;
        offset
    }
}

/// Rounds `value` up to a multiple of `align` (a power of two).
pub fn align_up(value: u64, align: u64) -> u64 {
    let align = align.max(1);
    (value + align - 1) & !(align - 1)
}

/// Where a symbol's value comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SymbolDef {
    /// Defined elsewhere.
    Undefined,
    /// At `offset` in `section`, `size` bytes long.
    Section { section: SectionId, offset: u64, size: u64 },
    /// A common symbol (`@x = common global`): the linker picks the largest.
    Common { size: u64, align: u64 },
    /// An absolute value.
    Absolute(u64),
}

/// Symbol binding.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Binding {
    Local,
    Global,
    Weak,
}

/// Symbol visibility (ELF `STV_*`; Mach-O maps hidden to `N_PEXT`; COFF ignores it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Visibility {
    Default,
    Hidden,
    Protected,
    /// ELF `STV_INTERNAL` (assembly's `.internal`): hidden, and never called from outside
    /// through a pointer either.
    Internal,
}

/// What a symbol names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SymbolKind {
    Function,
    Object,
    Tls,
    /// A GNU indirect function (ELF `STT_GNU_IFUNC`): defined at its resolver, which the
    /// dynamic linker calls to learn the address the symbol stands for.
    IFunc,
    /// The section's own symbol: relocations against it address the section start.
    Section,
    NoType,
}

/// COFF DLL storage class (`dllexport` / `dllimport`); ignored by other formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DllStorage {
    None,
    /// Written as a `-export:` directive in `.drectve`.
    Export,
    /// References should use the `__imp_` pointer: see [`ObjectFile::dllimport_pointer`].
    Import,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Symbol {
    /// The IR name, without any format prefix.
    pub name: String,
    pub def: SymbolDef,
    pub binding: Binding,
    pub visibility: Visibility,
    pub kind: SymbolKind,
    pub dll: DllStorage,
    /// An assembler-temporary label (`private` linkage, `.L` names): not written to the
    /// symbol table where the format allows; relocations against it go through the section.
    pub private: bool,
}

impl Symbol {
    fn base(name: impl Into<String>, def: SymbolDef, kind: SymbolKind) -> Symbol {
        Symbol {
            name: name.into(),
            def,
            binding: Binding::Global,
            visibility: Visibility::Default,
            kind,
            dll: DllStorage::None,
            private: false,
        }
    }

    /// A global function at `offset` in `section`.
    pub fn function(name: impl Into<String>, section: SectionId, offset: u64, size: u64) -> Symbol {
        Symbol::base(name, SymbolDef::Section { section, offset, size }, SymbolKind::Function)
    }

    /// A global data object at `offset` in `section`.
    pub fn object(name: impl Into<String>, section: SectionId, offset: u64, size: u64) -> Symbol {
        Symbol::base(name, SymbolDef::Section { section, offset, size }, SymbolKind::Object)
    }

    /// A global thread-local variable at `offset` in a TLS section.
    pub fn tls(name: impl Into<String>, section: SectionId, offset: u64, size: u64) -> Symbol {
        Symbol::base(name, SymbolDef::Section { section, offset, size }, SymbolKind::Tls)
    }

    /// A reference to a symbol defined elsewhere.
    pub fn undefined(name: impl Into<String>) -> Symbol {
        Symbol::base(name, SymbolDef::Undefined, SymbolKind::NoType)
    }

    /// A common symbol.
    pub fn common(name: impl Into<String>, size: u64, align: u64) -> Symbol {
        Symbol::base(name, SymbolDef::Common { size, align }, SymbolKind::Object)
    }

    pub fn local(mut self) -> Symbol {
        self.binding = Binding::Local;
        self
    }

    pub fn weak(mut self) -> Symbol {
        self.binding = Binding::Weak;
        self
    }

    pub fn hidden(mut self) -> Symbol {
        self.visibility = Visibility::Hidden;
        self
    }

    pub fn protected(mut self) -> Symbol {
        self.visibility = Visibility::Protected;
        self
    }

    pub fn with_kind(mut self, kind: SymbolKind) -> Symbol {
        self.kind = kind;
        self
    }

    pub fn with_dll(mut self, dll: DllStorage) -> Symbol {
        self.dll = dll;
        self
    }

    /// Marks an assembler-temporary (private) local label.
    pub fn private(mut self) -> Symbol {
        self.private = true;
        self.binding = Binding::Local;
        self
    }

    pub fn is_undefined(&self) -> bool {
        self.def == SymbolDef::Undefined
    }

    /// The defining section, if any.
    pub fn section(&self) -> Option<SectionId> {
        match self.def {
            SymbolDef::Section { section, .. } => Some(section),
            _ => None,
        }
    }
}

/// How the linker picks among comdat groups with the same key (LLVM `comdat` selection).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ComdatSelection {
    Any,
    ExactMatch,
    Largest,
    NoDeduplicate,
    SameSize,
}

/// A comdat group: its sections are kept or dropped together, keyed by `name`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comdat {
    /// The key; the symbol of that name (if the object defines one) is the group signature.
    pub name: String,
    pub selection: ComdatSelection,
}

/// Which `.drectve` spelling COFF exports use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CoffExportStyle {
    /// ` -export:name` (MinGW / GNU ld; lld-link accepts it too).
    Gnu,
    /// ` /EXPORT:name` (MSVC link.exe).
    Msvc,
}

/// A whole relocatable object in neutral form.
#[derive(Debug, Clone)]
pub struct ObjectFile {
    pub arch: Arch,
    pub format: Format,
    sections: Vec<Section>,
    symbols: Vec<Symbol>,
    comdats: Vec<Comdat>,
    /// Name lookup for non-private, non-section symbols.
    by_name: HashMap<String, SymbolId>,
    /// The section symbol of each section, created on demand.
    section_symbols: HashMap<SectionId, SymbolId>,
    /// DWARF CFI per function; written as `.eh_frame` (ELF, Mach-O) or `.cfi_*` (asm).
    pub cfi: Vec<FunctionCfi>,
    /// Win64 unwind per function; written as `.pdata`/`.xdata` (COFF x86-64) or `.seh_*`.
    pub win64_unwind: Vec<Win64Unwind>,
    /// Line rows for `.debug_line`, if debug info is wanted.
    pub lines: Option<LineTable>,
    /// The compilation unit (`.debug_info` and its sections); written only together with
    /// `lines`, whose version, files and names it shares.
    pub debug_info: Option<CompileUnitInfo>,
    /// Source file name for the ELF `STT_FILE` symbol / COFF `.file`.
    pub source_file: Option<String>,
    /// ELF `e_flags`; `None` picks the usual value for the arch (RISC-V: RVC + double-float ABI).
    pub elf_flags: Option<u32>,
    pub coff_export_style: CoffExportStyle,
    /// Assembly text printed as is right after the file header of the assembly output
    /// (module-level `asm`); the object output ignores it (the producer assembles it).
    pub verbatim_asm: String,
    /// `-addrsig`: the address-significant symbols (whose address the program may compare
    /// or print), written as `.llvm_addrsig` (ELF: their symbol-table indexes, ULEB128) or
    /// `.addrsig`/`.addrsig_sym` (assembly), so a linker folds only the others (`--icf`).
    /// `None`: no table.
    pub addrsig: Option<Vec<SymbolId>>,
    /// The `CG Profile` module flag: call-graph edges (caller, callee, count), written as
    /// `.llvm.call-graph-profile` (ELF) or `.cg_profile` (assembly), for the linker's
    /// function ordering.
    pub cg_profile: Vec<(SymbolId, SymbolId, u64)>,
}

impl ObjectFile {
    pub fn new(arch: Arch, format: Format) -> ObjectFile {
        ObjectFile {
            arch,
            format,
            sections: Vec::new(),
            symbols: Vec::new(),
            comdats: Vec::new(),
            by_name: HashMap::new(),
            section_symbols: HashMap::new(),
            cfi: Vec::new(),
            win64_unwind: Vec::new(),
            lines: None,
            debug_info: None,
            source_file: None,
            elf_flags: None,
            coff_export_style: CoffExportStyle::Gnu,
            verbatim_asm: String::new(),
            addrsig: None,
            cg_profile: Vec::new(),
        }
    }

    pub fn add_section(&mut self, section: Section) -> SectionId {
        let id = SectionId(self.sections.len() as u32);
        self.sections.push(section);
        id
    }

    pub fn section(&self, id: SectionId) -> &Section {
        &self.sections[id.0 as usize]
    }

    pub fn section_mut(&mut self, id: SectionId) -> &mut Section {
        &mut self.sections[id.0 as usize]
    }

    pub fn get_section(&self, id: SectionId) -> Option<&Section> {
        self.sections.get(id.0 as usize)
    }

    pub fn sections(&self) -> impl Iterator<Item = (SectionId, &Section)> {
        self.sections.iter().enumerate().map(|(i, s)| (SectionId(i as u32), s))
    }

    pub fn section_count(&self) -> usize {
        self.sections.len()
    }

    /// Adds a symbol. A second non-private symbol with the same name replaces the name
    /// lookup (the earlier id stays valid); producers should define each name once.
    pub fn add_symbol(&mut self, symbol: Symbol) -> SymbolId {
        let id = SymbolId(self.symbols.len() as u32);
        if symbol.kind == SymbolKind::Section {
            if let Some(section) = symbol.section() {
                self.section_symbols.entry(section).or_insert(id);
            }
        } else if !symbol.private {
            self.by_name.insert(symbol.name.clone(), id);
        }
        self.symbols.push(symbol);
        id
    }

    pub fn symbol(&self, id: SymbolId) -> &Symbol {
        &self.symbols[id.0 as usize]
    }

    pub fn symbol_mut(&mut self, id: SymbolId) -> &mut Symbol {
        &mut self.symbols[id.0 as usize]
    }

    pub fn get_symbol(&self, id: SymbolId) -> Option<&Symbol> {
        self.symbols.get(id.0 as usize)
    }

    pub fn symbols(&self) -> impl Iterator<Item = (SymbolId, &Symbol)> {
        self.symbols.iter().enumerate().map(|(i, s)| (SymbolId(i as u32), s))
    }

    /// The non-private symbol called `name`.
    pub fn find_symbol(&self, name: &str) -> Option<SymbolId> {
        self.by_name.get(name).copied()
    }

    /// Gives symbol `id` another name (ELF `.symver` renames): lookups by the old name no
    /// longer find it.
    pub fn rename_symbol(&mut self, id: SymbolId, name: &str) {
        let sym = &mut self.symbols[id.0 as usize];
        if !sym.private && self.by_name.get(&sym.name) == Some(&id) {
            self.by_name.remove(&sym.name);
        }
        sym.name = name.to_string();
        if !sym.private && sym.kind != SymbolKind::Section {
            self.by_name.insert(sym.name.clone(), id);
        }
    }

    /// The symbol called `name`, adding an undefined global reference if there is none.
    pub fn symbol_ref(&mut self, name: &str) -> SymbolId {
        match self.find_symbol(name) {
            Some(id) => id,
            None => self.add_symbol(Symbol::undefined(name)),
        }
    }

    /// The section's own symbol (for relocations against the section start).
    pub fn section_symbol(&mut self, section: SectionId) -> SymbolId {
        if let Some(&id) = self.section_symbols.get(&section) {
            return id;
        }
        let sym = Symbol {
            name: String::new(),
            def: SymbolDef::Section {
                section,
                offset: 0,
                size: 0,
            },
            binding: Binding::Local,
            visibility: Visibility::Default,
            kind: SymbolKind::Section,
            dll: DllStorage::None,
            private: false,
        };
        self.add_symbol(sym)
    }

    /// For COFF `dllimport`: the undefined `__imp_<name>` pointer that code loads the
    /// address of `name` from.
    pub fn dllimport_pointer(&mut self, name: &str) -> SymbolId {
        let imp = format!("__imp_{name}");
        match self.find_symbol(&imp) {
            Some(id) => id,
            None => self.add_symbol(Symbol::undefined(imp).with_dll(DllStorage::Import)),
        }
    }

    pub fn add_comdat(&mut self, comdat: Comdat) -> ComdatId {
        let id = ComdatId(self.comdats.len() as u32);
        self.comdats.push(comdat);
        id
    }

    pub fn comdat(&self, id: ComdatId) -> &Comdat {
        &self.comdats[id.0 as usize]
    }

    pub fn comdats(&self) -> impl Iterator<Item = (ComdatId, &Comdat)> {
        self.comdats.iter().enumerate().map(|(i, c)| (ComdatId(i as u32), c))
    }

    /// Adds a relocation to `section`.
    pub fn add_reloc(&mut self, section: SectionId, reloc: Reloc) {
        self.section_mut(section).relocs.push(reloc);
    }

    /// Convenience: appends `bytes` to `section` and defines a symbol over them.
    pub fn define_data(&mut self, section: SectionId, mut symbol: Symbol, bytes: &[u8], align: u64) -> SymbolId {
        let sec = self.section_mut(section);
        let offset = if sec.is_zero_fill() {
            sec.append_zero_fill(bytes.len() as u64, align)
        } else {
            sec.append(bytes, align)
        };
        symbol.def = SymbolDef::Section {
            section,
            offset,
            size: bytes.len() as u64,
        };
        self.add_symbol(symbol)
    }

    /// Checks ids, offsets and sizes so the writers can index without panicking.
    pub fn validate(&self) -> crate::Result<()> {
        use crate::Error::Invalid;
        for (id, sec) in self.sections() {
            if !sec.align.is_power_of_two() {
                return Err(Invalid(format!(
                    "section {} alignment {} is not a power of two",
                    id.0, sec.align
                )));
            }
            if let Some(c) = sec.comdat {
                if c.0 as usize >= self.comdats.len() {
                    return Err(Invalid(format!("section {} names unknown comdat {}", id.0, c.0)));
                }
            }
            let size = sec.size();
            for r in &sec.relocs {
                let width = u64::from(r.kind.width_bytes());
                if r.offset.checked_add(width).map_or(true, |end| end > size) || sec.is_zero_fill() {
                    return Err(Invalid(format!(
                        "relocation {:?} at offset {:#x} does not fit in section {} of size {:#x}",
                        r.kind, r.offset, id.0, size
                    )));
                }
                if r.symbol.0 as usize >= self.symbols.len() {
                    return Err(Invalid(format!(
                        "relocation at {:#x} names unknown symbol {}",
                        r.offset, r.symbol.0
                    )));
                }
            }
        }
        for (id, sym) in self.symbols() {
            match sym.def {
                SymbolDef::Section { section, offset, size } => {
                    let Some(sec) = self.get_section(section) else {
                        return Err(Invalid(format!(
                            "symbol `{}` names unknown section {}",
                            sym.name, section.0
                        )));
                    };
                    if offset.checked_add(size).map_or(true, |end| end > sec.size()) {
                        return Err(Invalid(format!(
                            "symbol `{}` ({}) at {:#x}+{:#x} lies outside its section of size {:#x}",
                            sym.name,
                            id.0,
                            offset,
                            size,
                            sec.size()
                        )));
                    }
                }
                SymbolDef::Common { align, .. } if !align.is_power_of_two() => {
                    return Err(Invalid(format!(
                        "common symbol `{}` alignment {} is not a power of two",
                        sym.name, align
                    )));
                }
                _ => {}
            }
        }
        Ok(())
    }
}
