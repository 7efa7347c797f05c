//! DWARF from neutral debug information: `.debug_line` from line rows `(address, file,
//! line, column, is_stmt)`, and, when the producer describes its compilation unit
//! ([`CompileUnitInfo`]), a whole unit (`.debug_info`, `.debug_abbrev`, `.debug_str`,
//! `.debug_line_str`, `.debug_ranges`/`.debug_rnglists` and `.debug_line`) written by one
//! `gimli::write::DwarfUnit`, so `DW_AT_stmt_list` and the other section offsets point into
//! the sections written with it. Below the unit and its subprograms, the producer's own
//! entries ([`DebugEntry`]: types, variables, parameters, ...) are written as given, a
//! generic tree whose attribute values ([`DebugValue`]) name other entries, subprograms,
//! files and symbols by index; the writer picks the forms.
//!
//! References between DWARF sections are offsets that the linker must adjust when it
//! concatenates the sections of several objects: `add_debug_sections` turns them into
//! 32-bit relocations against the target section's symbol on ELF (`Abs32`) and COFF
//! (`SecRel32`), and leaves them as plain offsets on Mach-O, whose linker does not link
//! DWARF (dsymutil reads the objects). Code addresses are `Abs64` relocations against the
//! functions' symbols (Mach-O: against their sections, see `add_debug_sections`).

use std::collections::VecDeque;

use gimli::write::{
    Address, AttributeValue, DebugLine, DebugLineStrOffsets, DebugStrOffsets, DwarfUnit, Expression, FileId,
    LineProgram, LineString, LineStringTable, Range, RangeList, RangeListTable, Sections, StringTable, UnitEntryId,
};
use gimli::{constants, Encoding, Format as DwarfFormat, LineEncoding, SectionId as DwarfSectionId};

use crate::dwarf_writer::{SectionOffset, SymbolWriter};
use crate::model::{
    CustomFlags, Format, Merge, ObjectFile, Section, SectionId, SectionKind, SymbolDef, SymbolId, SymbolKind,
};
use crate::reloc::{Reloc, RelocKind};
use crate::{Error, Result};

/// One row of the line table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineRow {
    /// Offset from the start of the sequence's function.
    pub address: u64,
    /// Index into [`LineTable::files`].
    pub file: u32,
    pub line: u64,
    pub column: u64,
    pub is_stmt: bool,
    pub prologue_end: bool,
}

/// The rows of one contiguous code range (usually one function).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineSequence {
    /// The function symbol the addresses are relative to.
    pub start: SymbolId,
    /// Length of the code range in bytes.
    pub len: u64,
    /// Rows in ascending address order.
    pub rows: Vec<LineRow>,
}

/// The line table of a compilation unit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineTable {
    /// DWARF version (4 or 5).
    pub version: u16,
    pub comp_dir: String,
    /// The primary source file (DWARF 5 file 0).
    pub comp_file: String,
    /// `(directory, file name)` for every file the rows name.
    pub files: Vec<(String, String)>,
    pub sequences: Vec<LineSequence>,
}

/// A compilation unit's debug information (one per object).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompileUnitInfo {
    /// `DW_AT_producer` (e.g. "clang version 19.1.7").
    pub producer: String,
    /// `DW_AT_language` (`DW_LANG_*`, e.g. 0x1d for C11, 0x0c for C99, 0x21 for C++14).
    pub language: u16,
    /// Functions with code, in any order.
    pub subprograms: Vec<SubprogramInfo>,
    /// The entries the producer describes, referred to by index ([`EntryId`]) from `roots`,
    /// the subprograms' and each other's `children` and from `DebugValue::Ref`.
    pub entries: Vec<DebugEntry>,
    /// Children of the `DW_TAG_compile_unit` (types, global variables), in order before the
    /// subprograms (as llc orders them), except that gimli moves `DW_TAG_base_type`s to
    /// the front (so that expressions could refer to them).
    pub roots: Vec<EntryId>,
}

/// Index of an entry in `CompileUnitInfo::entries`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EntryId(pub u32);

/// A debugging information entry the code generator describes (types, variables,
/// parameters, lexical blocks, ...): written as given, children in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DebugEntry {
    /// `DW_TAG_*`.
    pub tag: u16,
    /// `(DW_AT_*, value)` in order.
    pub attrs: Vec<(u16, DebugValue)>,
    pub children: Vec<EntryId>,
}

/// An attribute value; the form is chosen by the writer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DebugValue {
    /// An unsigned constant (DW_FORM_udata or dataN).
    Udata(u64),
    /// A signed constant (DW_FORM_sdata).
    Sdata(i64),
    /// DW_FORM_flag_present when true (an attribute with `false` is left out).
    Flag(bool),
    /// A string (in `.debug_str`).
    String(String),
    /// A reference to another entry of the unit (DW_FORM_ref4).
    Ref(EntryId),
    /// A reference to the DIE of `CompileUnitInfo::subprograms[i]`.
    Subprogram(u32),
    /// A DWARF expression (DW_FORM_exprloc), raw bytes.
    Expr(Vec<u8>),
    /// A DWARF expression `DW_OP_addr <symbol + addend>` (relocated like DW_AT_low_pc): a global variable's location.
    AddrExpr(SymbolId, i64),
    /// A file, as an index into `LineTable::files` (DW_AT_decl_file, DW_AT_call_file).
    File(u32),
    /// Code ranges `[start, end)` as offsets from a function's symbol, written as a range
    /// list (`DW_AT_ranges` of a lexical block or an inlined call).
    Ranges(SymbolId, Vec<(u64, u64)>),
}

/// A function's `DW_TAG_subprogram`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubprogramInfo {
    pub name: String,
    /// `DW_AT_linkage_name` when it differs from `name` (C++ mangled names).
    pub linkage_name: Option<String>,
    /// Index into `LineTable::files` of the declaring file, and the line.
    pub file: u32,
    pub line: u32,
    /// The function's symbol (its code starts there) and code length: `DW_AT_low_pc`/`DW_AT_high_pc`.
    pub start: SymbolId,
    pub len: u64,
    /// `DW_AT_external` (not a local/static function).
    pub external: bool,
    /// `DW_AT_frame_base` as `DW_OP_reg<n>`: the DWARF register number (x86-64: 6 = rbp, 7 = rsp), or none.
    pub frame_base: Option<u16>,
    /// More attributes of the DIE (e.g. `DW_AT_type` of the return type,
    /// `DW_AT_prototyped`), written after the ones above.
    pub attrs: Vec<(u16, DebugValue)>,
    /// Its children (parameters, variables, lexical blocks), in order.
    pub children: Vec<EntryId>,
}

/// Where the line program's strings go: inline (`DW_FORM_string`, the only form before
/// DWARF 5 and what a lone `.debug_line` uses) or in `.debug_line_str` (`DW_FORM_line_strp`,
/// as clang writes DWARF 5). gimli requires one form for all entries of a table.
enum LineStrings<'a> {
    Inline,
    Table(&'a mut LineStringTable),
}

impl LineStrings<'_> {
    fn get(&mut self, s: &str, what: &str) -> Result<LineString> {
        // gimli panics on these; they are the producer's mistake, so report them.
        if s.is_empty() || s.contains('\0') {
            return Err(Error::Invalid(format!("{what} `{s}` is empty or contains NUL")));
        }
        Ok(match self {
            LineStrings::Inline => LineString::String(s.as_bytes().to_vec()),
            LineStrings::Table(table) => LineString::LineStringRef(table.add(s.as_bytes())),
        })
    }
}

fn encoding(obj: &ObjectFile, version: u16) -> Result<Encoding> {
    if !(2..=5).contains(&version) {
        return Err(Error::Unsupported(format!("DWARF version {version}")));
    }
    Ok(Encoding {
        format: DwarfFormat::Dwarf32,
        version,
        address_size: obj.arch.pointer_size(),
    })
}

/// The line program of `table`, and the gimli file id of each of `table.files`. Addresses
/// are `Address::Symbol` with the symbol index being the `SymbolId`.
fn line_program(
    obj: &ObjectFile,
    table: &LineTable,
    encoding: Encoding,
    strings: &mut LineStrings,
) -> Result<(LineProgram, Vec<FileId>)> {
    let mut program = LineProgram::new(
        encoding,
        LineEncoding::default(),
        strings.get(&table.comp_dir, "compilation directory")?,
        strings.get(&table.comp_file, "compilation file")?,
        None,
    );
    // One file entry per path: consumers (and `llvm-dwarfdump --verify`) resolve entries
    // to full paths and flag two that name the same file. With DWARF 5, the unit's primary
    // file is entry 0, so a `files` entry naming it maps there (as llc's rows and
    // `DW_AT_decl_file` use file 0).
    let mut by_path: Vec<(String, FileId)> = Vec::new();
    if encoding.version >= 5 {
        // `LineProgram::new` added it: adding the same key again gives its id.
        let primary = program.add_file(
            strings.get(&table.comp_file, "compilation file")?,
            program.default_directory(),
            None,
        );
        by_path.push((full_path(&table.comp_dir, "", &table.comp_file), primary));
    }
    let mut file_ids = Vec::with_capacity(table.files.len());
    for (dir, name) in &table.files {
        let path = full_path(&table.comp_dir, dir, name);
        if let Some(&(_, id)) = by_path.iter().find(|(p, _)| *p == path) {
            file_ids.push(id);
            continue;
        }
        let dir_id = if dir.is_empty() || *dir == table.comp_dir {
            program.default_directory()
        } else {
            program.add_directory(strings.get(dir, "directory")?)
        };
        let id = program.add_file(strings.get(name, "file name")?, dir_id, None);
        by_path.push((path, id));
        file_ids.push(id);
    }
    for seq in &table.sequences {
        if obj.get_symbol(seq.start).is_none() {
            return Err(Error::Invalid(format!(
                "line sequence names unknown symbol {}",
                seq.start.0
            )));
        }
        program.begin_sequence(Some(Address::Symbol {
            symbol: seq.start.0 as usize,
            addend: 0,
        }));
        let mut last = 0;
        for row in &seq.rows {
            let file = *file_ids
                .get(row.file as usize)
                .ok_or_else(|| Error::Invalid(format!("line row names unknown file {}", row.file)))?;
            if row.address < last || row.address > seq.len {
                return Err(Error::Invalid(format!(
                    "line row address {:#x} out of order or range",
                    row.address
                )));
            }
            last = row.address;
            let r = program.row();
            r.address_offset = row.address;
            r.file = file;
            r.line = row.line;
            r.column = row.column;
            r.is_statement = row.is_stmt;
            r.prologue_end = row.prologue_end;
            program.generate_row();
        }
        program.end_sequence(seq.len);
    }
    Ok((program, file_ids))
}

fn is_absolute(path: &str) -> bool {
    // Unix, UNC/rooted Windows, and drive-letter paths (the producer's host may differ).
    let b = path.as_bytes();
    b.first().is_some_and(|&c| c == b'/' || c == b'\\') || (b.len() >= 2 && b[1] == b':')
}

/// The path a consumer resolves line-table file `name` in directory `dir` (empty: the
/// compilation directory) to, as text.
fn full_path(comp_dir: &str, dir: &str, name: &str) -> String {
    fn join(a: &str, b: &str) -> String {
        if a.is_empty() || a.ends_with('/') || a.ends_with('\\') {
            format!("{a}{b}")
        } else {
            format!("{a}/{b}")
        }
    }
    if is_absolute(name) {
        return name.to_string();
    }
    let dir = if dir.is_empty() {
        comp_dir.to_string()
    } else if is_absolute(dir) {
        dir.to_string()
    } else {
        join(comp_dir, dir)
    };
    join(&dir, name)
}

/// The bytes and relocations of a lone `.debug_line` for `table` (addresses are `Abs64`
/// relocations against the sequences' start symbols; strings are inline, so there are no
/// references to other sections).
pub fn build_debug_line(obj: &ObjectFile, table: &LineTable) -> Result<(Vec<u8>, Vec<Reloc>)> {
    let encoding = encoding(obj, table.version)?;
    let (program, _) = line_program(obj, table, encoding, &mut LineStrings::Inline)?;
    let mut debug_line = DebugLine(SymbolWriter::new(0));
    program.write(
        &mut debug_line,
        encoding,
        &DebugLineStrOffsets::none(),
        &DebugStrOffsets::none(),
    )?;
    let (data, relocs, _) = debug_line.0.finish_by_symbol_id();
    Ok((data, relocs))
}

/// One DWARF section as built: its bytes, its address relocations, and its references to
/// other DWARF sections (not yet relocations: that depends on the format).
pub(crate) struct DebugSection {
    pub id: DwarfSectionId,
    pub data: Vec<u8>,
    pub relocs: Vec<Reloc>,
    pub offsets: Vec<SectionOffset>,
}

fn debug_str(strings: &mut StringTable, s: &str, what: &str) -> Result<AttributeValue> {
    if s.contains('\0') {
        return Err(Error::Invalid(format!("{what} `{s}` contains NUL")));
    }
    Ok(AttributeValue::StringRef(strings.add(s.as_bytes())))
}

/// The section and offset a subprogram's code starts at.
fn code_start(obj: &ObjectFile, sub: &SubprogramInfo) -> Result<(SectionId, u64)> {
    let sym = obj.get_symbol(sub.start).ok_or_else(|| {
        Error::Invalid(format!(
            "subprogram `{}` names unknown symbol {}",
            sub.name, sub.start.0
        ))
    })?;
    let SymbolDef::Section { section, offset, .. } = sym.def else {
        return Err(Error::Invalid(format!(
            "subprogram `{}` starts at `{}`, which is not defined in a section",
            sub.name, sym.name
        )));
    };
    if offset
        .checked_add(sub.len)
        .is_none_or(|end| end > obj.section(section).size())
    {
        return Err(Error::Invalid(format!(
            "subprogram `{}` covers bytes past the end of its section",
            sub.name
        )));
    }
    Ok((section, offset))
}

/// The DWARF sections of a whole compilation unit: the root DIE describes the unit and its
/// code ranges; its children are the producer's root entries, then one `DW_TAG_subprogram`
/// per function with the producer's entries below it.
pub(crate) fn build_unit(obj: &ObjectFile, table: &LineTable, info: &CompileUnitInfo) -> Result<Vec<DebugSection>> {
    let encoding = encoding(obj, table.version)?;
    let mut dwarf = DwarfUnit::new(encoding);
    let (program, file_ids) = if encoding.version >= 5 {
        line_program(obj, table, encoding, &mut LineStrings::Table(&mut dwarf.line_strings))?
    } else {
        line_program(obj, table, encoding, &mut LineStrings::Inline)?
    };
    dwarf.unit.line_program = program;

    // Code ranges, one per section: [lowest start, highest end) of its functions, based
    // at the function that starts lowest (as llc does; functions in one section are laid
    // out together, the gaps are alignment padding).
    let mut per_section: Vec<(SectionId, u64, SymbolId, u64)> = Vec::new();
    for sub in &info.subprograms {
        let (section, offset) = code_start(obj, sub)?;
        if sub.len == 0 {
            continue;
        }
        let end = offset + sub.len;
        match per_section.iter_mut().find(|r| r.0 == section) {
            Some(r) => {
                if offset < r.1 {
                    r.1 = offset;
                    r.2 = sub.start;
                }
                r.3 = r.3.max(end);
            }
            None => per_section.push((section, offset, sub.start, end)),
        }
    }
    per_section.sort_by_key(|r| (r.0, r.1));

    let root = dwarf.unit.root();
    let producer = debug_str(&mut dwarf.strings, &info.producer, "producer")?;
    let name = debug_str(&mut dwarf.strings, &table.comp_file, "compilation file")?;
    let comp_dir = debug_str(&mut dwarf.strings, &table.comp_dir, "compilation directory")?;
    let ranges = match per_section.as_slice() {
        [] => None,
        [(_, low, sym, end)] => Some((symbol_address(*sym, 0), Some(*end - *low), None)),
        many => {
            let list = many
                .iter()
                .map(|&(_, low, sym, end)| Range::StartLength {
                    begin: symbol_address(sym, 0),
                    length: end - low,
                })
                .collect();
            let id = dwarf.unit.ranges.add(RangeList(list));
            Some((Address::Constant(0), None, Some(id)))
        }
    };
    let entry = dwarf.unit.get_mut(root);
    entry.set(constants::DW_AT_producer, producer);
    entry.set(
        constants::DW_AT_language,
        AttributeValue::Language(constants::DwLang(info.language)),
    );
    entry.set(constants::DW_AT_name, name);
    entry.set(constants::DW_AT_comp_dir, comp_dir);
    if let Some((low, len, list)) = ranges {
        entry.set(constants::DW_AT_low_pc, AttributeValue::Address(low));
        if let Some(len) = len {
            entry.set(constants::DW_AT_high_pc, high_pc(encoding, low, len));
        }
        if let Some(id) = list {
            entry.set(constants::DW_AT_ranges, AttributeValue::RangeListRef(id));
        }
    }

    check_entry_tree(info)?;
    // DIEs first, attributes after, so references may point forward. The unit's own
    // entries come before the subprograms among its children.
    let mut entry_ids: Vec<Option<UnitEntryId>> = vec![None; info.entries.len()];
    let mut pending: VecDeque<(UnitEntryId, EntryId)> = info.roots.iter().map(|&e| (root, e)).collect();
    // Breadth first: all of a parent's children are added together, in order.
    let mut add_pending = |unit: &mut gimli::write::Unit, pending: &mut VecDeque<(UnitEntryId, EntryId)>| {
        while let Some((parent, e)) = pending.pop_front() {
            let id = add_entry(unit, parent, &info.entries, e)?;
            entry_ids[e.0 as usize] = Some(id);
            pending.extend(info.entries[e.0 as usize].children.iter().map(|&c| (id, c)));
        }
        Ok::<(), Error>(())
    };
    add_pending(&mut dwarf.unit, &mut pending)?;
    let mut sub_ids = Vec::with_capacity(info.subprograms.len());
    for sub in &info.subprograms {
        let file = *file_ids
            .get(sub.file as usize)
            .ok_or_else(|| Error::Invalid(format!("subprogram `{}` names unknown file {}", sub.name, sub.file)))?;
        let name = debug_str(&mut dwarf.strings, &sub.name, "subprogram name")?;
        let linkage_name = match &sub.linkage_name {
            Some(l) if *l != sub.name => Some(debug_str(&mut dwarf.strings, l, "linkage name")?),
            _ => None,
        };
        let id = dwarf.unit.add(root, constants::DW_TAG_subprogram);
        sub_ids.push(id);
        pending.extend(sub.children.iter().map(|&c| (id, c)));
        let entry = dwarf.unit.get_mut(id);
        let low = symbol_address(sub.start, 0);
        entry.set(constants::DW_AT_low_pc, AttributeValue::Address(low));
        entry.set(constants::DW_AT_high_pc, high_pc(encoding, low, sub.len));
        if let Some(reg) = sub.frame_base {
            entry.set(constants::DW_AT_frame_base, location(encoding, reg_op(reg)));
        }
        if let Some(l) = linkage_name {
            entry.set(constants::DW_AT_linkage_name, l);
        }
        entry.set(constants::DW_AT_name, name);
        entry.set(constants::DW_AT_decl_file, AttributeValue::FileIndex(Some(file)));
        entry.set(constants::DW_AT_decl_line, AttributeValue::Udata(u64::from(sub.line)));
        if sub.external {
            entry.set(constants::DW_AT_external, flag_true(encoding));
        }
    }
    add_pending(&mut dwarf.unit, &mut pending)?;
    // `check_entry_tree` proved every entry reachable, so all have a DIE now.
    let entry_ids: Vec<UnitEntryId> = entry_ids.into_iter().flatten().collect();
    if entry_ids.len() != info.entries.len() {
        return Err(Error::Invalid("debug entries are not all reachable".into()));
    }
    let targets = Targets {
        obj,
        encoding,
        entries: &entry_ids,
        subprograms: &sub_ids,
        files: &file_ids,
    };
    for (sub, &id) in info.subprograms.iter().zip(&sub_ids) {
        set_attrs(&mut dwarf, id, &sub.attrs, &targets, &|| format!("subprogram `{}`", sub.name))?;
    }
    for (i, (e, &id)) in info.entries.iter().zip(&entry_ids).enumerate() {
        set_attrs(&mut dwarf, id, &e.attrs, &targets, &|| format!("debug entry {i}"))?;
    }

    let mut sections = Sections::new(SymbolWriter::new(0));
    dwarf.write(&mut sections)?;
    let mut out = Vec::new();
    // gimli's order: no section refers to a later one.
    sections.for_each(|id, w| {
        if !w.is_empty() {
            let (data, relocs, offsets) = w.clone().finish_by_symbol_id();
            out.push(DebugSection {
                id,
                data,
                relocs,
                offsets,
            });
        }
        Ok::<(), Error>(())
    })?;
    Ok(out)
}

/// Nesting deeper than this is a malformed description (and gimli writes DIEs
/// recursively, so it would exhaust the stack).
const MAX_ENTRY_DEPTH: usize = 1 << 12;

/// Checks that the entries form trees under the unit and the subprograms: every entry is
/// the child of exactly one list, and all are reachable from the unit (entries in a cycle
/// each have one parent, yet are never reached).
fn check_entry_tree(info: &CompileUnitInfo) -> Result<()> {
    let n = info.entries.len();
    let tops = || info.roots.iter().chain(info.subprograms.iter().flat_map(|s| &s.children));
    let mut used = vec![false; n];
    for &e in tops().chain(info.entries.iter().flat_map(|e| &e.children)) {
        let slot = used
            .get_mut(e.0 as usize)
            .ok_or_else(|| Error::Invalid(format!("debug entry {} does not exist ({n} entries)", e.0)))?;
        if *slot {
            return Err(Error::Invalid(format!("debug entry {} is used as a child twice", e.0)));
        }
        *slot = true;
    }
    if let Some(i) = used.iter().position(|&u| !u) {
        return Err(Error::Invalid(format!("debug entry {i} is no one's child")));
    }
    // With one parent each, this walk visits every reachable entry once.
    let mut stack: Vec<(EntryId, usize)> = tops().map(|&e| (e, 1)).collect();
    let mut reached = 0;
    while let Some((e, depth)) = stack.pop() {
        if depth > MAX_ENTRY_DEPTH {
            return Err(Error::Invalid(format!("debug entries nest deeper than {MAX_ENTRY_DEPTH}")));
        }
        reached += 1;
        stack.extend(info.entries[e.0 as usize].children.iter().map(|&c| (c, depth + 1)));
    }
    if reached != n {
        return Err(Error::Invalid("debug entries form a cycle".into()));
    }
    Ok(())
}

/// Adds the DIE of entry `e` (already checked to exist) under `parent`.
fn add_entry(
    unit: &mut gimli::write::Unit,
    parent: UnitEntryId,
    entries: &[DebugEntry],
    e: EntryId,
) -> Result<UnitEntryId> {
    let tag = entries
        .get(e.0 as usize)
        .ok_or_else(|| Error::Invalid(format!("debug entry {} does not exist", e.0)))?
        .tag;
    if tag == 0 {
        return Err(Error::Invalid(format!("debug entry {} has tag 0", e.0)));
    }
    Ok(unit.add(parent, constants::DwTag(tag)))
}

/// What the producer's indices in attribute values stand for in the unit being written.
struct Targets<'a> {
    obj: &'a ObjectFile,
    encoding: Encoding,
    entries: &'a [UnitEntryId],
    subprograms: &'a [UnitEntryId],
    files: &'a [FileId],
}

/// Sets `attrs` on DIE `id` after the attributes it has; `what` names it in errors.
fn set_attrs(
    dwarf: &mut DwarfUnit,
    id: UnitEntryId,
    attrs: &[(u16, DebugValue)],
    targets: &Targets,
    what: &dyn Fn() -> String,
) -> Result<()> {
    for (at, value) in attrs {
        let name = constants::DwAt(*at);
        // gimli writes `DW_AT_sibling` itself (and panics when asked to set it).
        if *at == 0 || name == constants::DW_AT_sibling {
            return Err(Error::Invalid(format!("{}: attribute {at:#x} cannot be given", what())));
        }
        let Some(value) = attr_value(&mut dwarf.strings, &mut dwarf.unit.ranges, value, targets, what)? else {
            continue;
        };
        let entry = dwarf.unit.get_mut(id);
        // `set` would replace the first value; DWARF allows an attribute once per DIE.
        if entry.get(name).is_some() {
            return Err(Error::Invalid(format!("{}: attribute {name} given twice", what())));
        }
        entry.set(name, value);
    }
    Ok(())
}

/// The attribute value for `value`, or none for a false flag (left out).
fn attr_value(
    strings: &mut StringTable,
    ranges: &mut RangeListTable,
    value: &DebugValue,
    t: &Targets,
    what: &dyn Fn() -> String,
) -> Result<Option<AttributeValue>> {
    let bad = |kind: &str, index: u64| Error::Invalid(format!("{}: unknown {kind} {index}", what()));
    Ok(Some(match value {
        DebugValue::Udata(v) => AttributeValue::Udata(*v),
        DebugValue::Sdata(v) => AttributeValue::Sdata(*v),
        DebugValue::Flag(false) => return Ok(None),
        DebugValue::Flag(true) => flag_true(t.encoding),
        DebugValue::String(s) => debug_str(strings, s, &format!("{} string", what()))?,
        DebugValue::Ref(e) => AttributeValue::UnitRef(
            *t.entries
                .get(e.0 as usize)
                .ok_or_else(|| bad("debug entry", e.0.into()))?,
        ),
        DebugValue::Subprogram(i) => AttributeValue::UnitRef(
            *t.subprograms
                .get(*i as usize)
                .ok_or_else(|| bad("subprogram", (*i).into()))?,
        ),
        DebugValue::Expr(bytes) => location(t.encoding, bytes.clone()),
        DebugValue::AddrExpr(sym, addend) => {
            if t.obj.get_symbol(*sym).is_none() {
                return Err(bad("symbol", sym.0.into()));
            }
            if t.encoding.version < 4 {
                // The block forms before DWARF 4 hold plain bytes, with no place for the
                // address's relocation.
                return Err(Error::Unsupported(format!(
                    "{}: DW_OP_addr locations before DWARF 4",
                    what()
                )));
            }
            let mut expr = Expression::new();
            expr.op_addr(symbol_address(*sym, *addend));
            AttributeValue::Exprloc(expr)
        }
        DebugValue::File(f) => AttributeValue::FileIndex(Some(
            *t.files.get(*f as usize).ok_or_else(|| bad("file", (*f).into()))?,
        )),
        DebugValue::Ranges(sym, list) => {
            if t.obj.get_symbol(*sym).is_none() {
                return Err(bad("symbol", sym.0.into()));
            }
            let mut out = Vec::with_capacity(list.len());
            for &(start, end) in list {
                let begin = i64::try_from(start).ok().filter(|_| end >= start);
                let Some(begin) = begin else {
                    return Err(Error::Invalid(format!("{}: code range {start:#x}..{end:#x}", what())));
                };
                out.push(Range::StartLength { begin: symbol_address(*sym, begin), length: end - start });
            }
            AttributeValue::RangeListRef(ranges.add(RangeList(out)))
        }
    }))
}

/// A true flag: `DW_FORM_flag_present` from DWARF 4 on, `DW_FORM_flag` before.
fn flag_true(encoding: Encoding) -> AttributeValue {
    if encoding.version >= 4 {
        AttributeValue::FlagPresent
    } else {
        AttributeValue::Flag(true)
    }
}

/// A location expression: `DW_FORM_exprloc` from DWARF 4 on, `DW_FORM_block` before
/// (which has no `exprloc`).
fn location(encoding: Encoding, bytes: Vec<u8>) -> AttributeValue {
    if encoding.version >= 4 {
        AttributeValue::Exprloc(Expression::raw(bytes))
    } else {
        AttributeValue::Block(bytes)
    }
}

/// `DW_OP_reg<n>`, or `DW_OP_regx n` past 31.
fn reg_op(reg: u16) -> Vec<u8> {
    if reg < 32 {
        return vec![constants::DW_OP_reg0.0 + reg as u8];
    }
    let mut out = vec![constants::DW_OP_regx.0];
    let mut v = reg;
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(byte);
            return out;
        }
        out.push(byte | 0x80);
    }
}

fn symbol_address(sym: SymbolId, addend: i64) -> Address {
    Address::Symbol {
        symbol: sym.0 as usize,
        addend,
    }
}

/// `DW_AT_high_pc`: the length (a constant, DWARF 4+) or the end address (before).
fn high_pc(encoding: Encoding, low: Address, len: u64) -> AttributeValue {
    if encoding.version >= 4 {
        match u32::try_from(len) {
            Ok(len) => AttributeValue::Data4(len),
            Err(_) => AttributeValue::Data8(len),
        }
    } else {
        AttributeValue::Address(match low {
            Address::Constant(a) => Address::Constant(a.wrapping_add(len)),
            Address::Symbol { symbol, addend } => Address::Symbol {
                symbol,
                addend: addend.wrapping_add(len as i64),
            },
        })
    }
}

/// The model section name of DWARF section `id` in `format` (Mach-O: `__DWARF,__debug_*`).
fn section_name(format: Format, id: DwarfSectionId) -> String {
    let name = id.name();
    match format {
        Format::MachO => format!("__DWARF,__{}", name.trim_start_matches('.')),
        Format::Elf | Format::Coff => name.to_string(),
    }
}

/// Adds the DWARF sections the model asks for (`lines`, and `debug_info` with them) to
/// `obj`: both the object writer and the assembler-text writer call this, so `.o` and `.s`
/// carry the same bytes and relocations. Section references become relocations here.
pub(crate) fn add_debug_sections(obj: &mut ObjectFile) -> Result<()> {
    let Some(table) = obj.lines.clone() else {
        return Ok(());
    };
    let built = match obj.debug_info.clone() {
        Some(info) => build_unit(obj, &table, &info)?,
        None => {
            let (data, relocs) = build_debug_line(obj, &table)?;
            vec![DebugSection {
                id: DwarfSectionId::DebugLine,
                data,
                relocs,
                offsets: Vec::new(),
            }]
        }
    };
    let mut ids = Vec::with_capacity(built.len());
    for s in &built {
        let mut section = Section::new(SectionKind::Custom {
            name: section_name(obj.format, s.id),
            flags: CustomFlags::default(),
        });
        if obj.format == Format::Elf && matches!(s.id, DwarfSectionId::DebugStr | DwarfSectionId::DebugLineStr) {
            // What LLVM writes (and llvm-mc requires of these section names): the linker
            // may merge identical strings across objects.
            section = section.with_merge(Merge {
                entsize: 1,
                strings: true,
            });
        }
        section.data = s.data.clone();
        section.relocs = s.relocs.clone();
        ids.push((s.id, obj.add_section(section)));
    }
    for (s, &(_, section)) in built.iter().zip(&ids) {
        if obj.format == Format::MachO {
            // Mach-O DWARF addresses code through section-based (non-extern) relocations
            // whose bytes hold the address itself, as LLVM writes them: that is what
            // dsymutil and llvm-dwarfdump read (they do not apply symbol relocations).
            let relocs = std::mem::take(&mut obj.section_mut(section).relocs);
            let mut rebased = Vec::with_capacity(relocs.len());
            for r in relocs {
                let target = obj.symbol(r.symbol);
                rebased.push(match target.def {
                    SymbolDef::Section {
                        section: code, offset, ..
                    } if target.kind != SymbolKind::Section => {
                        let sym = obj.section_symbol(code);
                        Reloc::new(r.offset, r.kind, sym, r.addend.wrapping_add(offset as i64))
                    }
                    _ => r,
                });
            }
            obj.section_mut(section).relocs = rebased;
        }
        for off in &s.offsets {
            let kind = match (obj.format, off.size) {
                (Format::MachO, _) => continue,
                (Format::Elf, 4) => RelocKind::Abs32,
                (Format::Elf, 8) => RelocKind::Abs64,
                (Format::Coff, 4) => RelocKind::SecRel32,
                (format, size) => {
                    return Err(Error::Unsupported(format!(
                        "{size}-byte DWARF section offsets in {format:?} objects"
                    )))
                }
            };
            let target = ids
                .iter()
                .find(|(id, _)| *id == off.target)
                .map(|&(_, sid)| sid)
                .ok_or_else(|| {
                    Error::Invalid(format!("DWARF refers to {}, which was not written", off.target.name()))
                })?;
            let sym = obj.section_symbol(target);
            // The value moves to the relocation's addend (written back by the object
            // writer where the format keeps addends in place).
            let at = off.offset as usize;
            if let Some(field) = obj.section_mut(section).data.get_mut(at..at + usize::from(off.size)) {
                field.fill(0);
            }
            obj.add_reloc(section, Reloc::new(off.offset, kind, sym, off.value as i64));
        }
        // In offset order, as an assembler lists them.
        obj.section_mut(section).relocs.sort_by_key(|r| r.offset);
    }
    Ok(())
}
