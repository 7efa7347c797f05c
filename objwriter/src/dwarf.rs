//! DWARF from neutral debug rows. For now: `.debug_line` from line rows
//! `(address, file, line, column, is_stmt)` via `gimli::write::LineProgram`. The code
//! generator's `.debug_info` will join this module later; its boundary is [`LineTable`].

use gimli::write::{Address, DebugLine, DebugLineStrOffsets, DebugStrOffsets, LineProgram, LineString};
use gimli::{Encoding, Format as DwarfFormat, LineEncoding};

use crate::dwarf_writer::SymbolWriter;
use crate::model::{ObjectFile, SymbolId};
use crate::reloc::Reloc;
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

fn line_string(s: &str, what: &str) -> Result<LineString> {
    if s.is_empty() || s.contains('\0') {
        return Err(Error::Invalid(format!("{what} `{s}` is empty or contains NUL")));
    }
    Ok(LineString::String(s.as_bytes().to_vec()))
}

/// The bytes and relocations of `.debug_line` for `table` (addresses are `Abs64`
/// relocations against the sequences' start symbols).
pub fn build_debug_line(obj: &ObjectFile, table: &LineTable) -> Result<(Vec<u8>, Vec<Reloc>)> {
    if !(2..=5).contains(&table.version) {
        return Err(Error::Unsupported(format!("DWARF version {}", table.version)));
    }
    let encoding = Encoding {
        format: DwarfFormat::Dwarf32,
        version: table.version,
        address_size: obj.arch.pointer_size(),
    };
    let mut program = LineProgram::new(
        encoding,
        LineEncoding::default(),
        line_string(&table.comp_dir, "compilation directory")?,
        line_string(&table.comp_file, "compilation file")?,
        None,
    );
    let mut file_ids = Vec::with_capacity(table.files.len());
    for (dir, name) in &table.files {
        let dir_id = if dir.is_empty() {
            program.default_directory()
        } else {
            program.add_directory(line_string(dir, "directory")?)
        };
        file_ids.push(program.add_file(line_string(name, "file name")?, dir_id, None));
    }
    let mut targets = Vec::with_capacity(table.sequences.len());
    for seq in &table.sequences {
        if obj.get_symbol(seq.start).is_none() {
            return Err(Error::Invalid(format!(
                "line sequence names unknown symbol {}",
                seq.start.0
            )));
        }
        targets.push(seq.start);
        program.begin_sequence(Some(Address::Symbol {
            symbol: targets.len() - 1,
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
    let writer = SymbolWriter::new(0);
    let mut debug_line = DebugLine(writer);
    program.write(
        &mut debug_line,
        encoding,
        &DebugLineStrOffsets::none(),
        &DebugStrOffsets::none(),
    )?;
    Ok(debug_line.0.finish(&targets))
}
