//! DWARF for the module's debug metadata: the line table (`.debug_line`) from the
//! compiled functions' location marks, and the compile unit with one subprogram per
//! function (`.debug_info`), described in the object writer's neutral terms
//! (`LineTable`, `CompileUnitInfo`). Written when `!llvm.dbg.cu` names a unit that asks
//! for debug information, for the functions that carry a `!dbg` subprogram.
//!
//! Rows follow llc's: a row at the function's start for the subprogram's `scopeLine`,
//! then one where the source position changes, the first after the prologue marked
//! `prologue_end` (where debuggers put a breakpoint on the function). A location inlined
//! from elsewhere is reported at its own file and line, as in LLVM's tables.

use crate::codegen::CompiledFunction;
use rllc_ir::di::DINode;
use rllc_ir::module::GlobalId;
use rllc_ir::{MdId, Module};
use rllc_objwriter::{CompileUnitInfo, LineRow, LineSequence, LineTable, SubprogramInfo, SymbolId};
use std::collections::HashMap;

/// `DICompileUnit` emission kinds that ask for nothing (`NoDebug`).
const EMISSION_NO_DEBUG: u32 = 0;
/// ... and for line tables only (`LineTablesOnly`, `DebugDirectivesOnly`): no subprograms.
const EMISSION_LINE_TABLES_ONLY: u32 = 2;
const EMISSION_DIRECTIVES_ONLY: u32 = 3;

/// DWARF register numbers of the x86-64 frame bases.
const DWARF_RBP: u16 = 6;
const DWARF_RSP: u16 = 7;

/// Scope chains longer than this are malformed (the verifier bounds them too).
const MAX_SCOPE_DEPTH: usize = 1 << 12;

/// The line table and unit of `m`'s compiled functions (`code[i]` is `funcs[i]`'s code,
/// placed at symbol `syms[i]`), or `None` when the module asks for no debug information.
pub fn build(m: &Module, funcs: &[GlobalId], code: &[CompiledFunction], syms: &[SymbolId]) -> Option<(LineTable, Option<CompileUnitInfo>)> {
    let cu_id = m.compile_units().next()?;
    let DINode::CompileUnit(cu) = m.di_node(cu_id)? else { return None };
    if cu.emission_kind == EMISSION_NO_DEBUG {
        return None;
    }
    let (comp_dir, comp_file) = match cu.file.and_then(|f| m.di_node(f)) {
        Some(DINode::File(f)) => (text(m, f.directory), text(m, f.filename)),
        _ => (String::new(), String::new()),
    };
    let version = m.module_flag_int("Dwarf Version").unwrap_or(4).clamp(2, 5) as u16;
    let mut files = Files::default();
    let mut sequences = Vec::new();
    let mut subprograms = Vec::new();
    for ((&g, c), &sym) in funcs.iter().zip(code).zip(syms) {
        let Some(sp_id) = subprogram_of(m, g) else { continue };
        let Some(DINode::Subprogram(sp)) = m.di_node(sp_id) else { continue };
        let sp_file = files.index(m, sp.file);
        let len = c.code.bytes.len() as u64;
        let mut rows: Vec<LineRow> = Vec::with_capacity(c.locs.len() + 1);
        let scope_line = if sp.scope_line != 0 { sp.scope_line } else { sp.line };
        if c.locs.first().is_none_or(|&(off, _)| off > 0) {
            rows.push(LineRow { address: 0, file: sp_file, line: scope_line.into(), column: 0, is_stmt: true, prologue_end: false });
        }
        for &(off, loc) in &c.locs {
            let Some((file, line, column)) = loc.get().and_then(|l| position(m, &mut files, l)) else { continue };
            let same = rows.last().is_some_and(|r| r.file == file && r.line == line && r.column == column);
            if same {
                continue;
            }
            let prologue_end = !rows.iter().any(|r| r.prologue_end);
            rows.push(LineRow { address: off.into(), file, line, column, is_stmt: true, prologue_end });
        }
        sequences.push(LineSequence { start: sym, len, rows });
        let name = sp.name.map(|s| m.sym_text(s).into_owned()).unwrap_or_default();
        let linkage_name = sp.linkage_name.map(|s| m.sym_text(s).into_owned()).filter(|l| *l != name);
        subprograms.push(SubprogramInfo {
            name,
            linkage_name,
            file: sp_file,
            line: sp.line,
            start: sym,
            len,
            external: !m.global(g).linkage.is_local(),
            frame_base: Some(if c.frame_pointer { DWARF_RBP } else { DWARF_RSP }),
        });
    }
    let table = LineTable { version, comp_dir, comp_file, files: files.list, sequences };
    let unit = match cu.emission_kind {
        EMISSION_LINE_TABLES_ONLY | EMISSION_DIRECTIVES_ONLY => None,
        _ => Some(CompileUnitInfo {
            producer: cu.producer.map(|s| m.sym_text(s).into_owned()).unwrap_or_default(),
            language: u16::try_from(cu.language).unwrap_or(0),
            subprograms,
        }),
    };
    Some((table, unit))
}

/// The line table's files, each `(directory, name)` once.
#[derive(Default)]
struct Files {
    list: Vec<(String, String)>,
    by_node: HashMap<MdId, u32>,
    by_name: HashMap<(String, String), u32>,
}

impl Files {
    /// The index of `DIFile` node `file` (file 0, the unit's own, when it is missing).
    fn index(&mut self, m: &Module, file: Option<MdId>) -> u32 {
        let Some(id) = file else { return self.unknown() };
        if let Some(&k) = self.by_node.get(&id) {
            return k;
        }
        let key = match m.di_node(id) {
            Some(DINode::File(f)) => (text(m, f.directory), text(m, f.filename)),
            _ => return self.unknown(),
        };
        let k = self.named(key);
        self.by_node.insert(id, k);
        k
    }

    fn named(&mut self, key: (String, String)) -> u32 {
        if let Some(&k) = self.by_name.get(&key) {
            return k;
        }
        let k = self.list.len() as u32;
        self.list.push(key.clone());
        self.by_name.insert(key, k);
        k
    }

    fn unknown(&mut self) -> u32 {
        self.named((String::new(), "<unknown>".to_string()))
    }
}

/// The file, line and column of a `DILocation`.
fn position(m: &Module, files: &mut Files, loc: MdId) -> Option<(u32, u64, u64)> {
    let DINode::Location(l) = m.di_node(loc)? else { return None };
    let file = scope_file(m, l.scope?);
    Some((files.index(m, file), l.line.into(), l.column.into()))
}

/// The file of a scope: its own, or that of the scope around it.
fn scope_file(m: &Module, mut scope: MdId) -> Option<MdId> {
    for _ in 0..MAX_SCOPE_DEPTH {
        let (file, outer) = match m.di_node(scope)? {
            DINode::Subprogram(s) => (s.file, None),
            DINode::LexicalBlock(b) => (b.file, b.scope),
            DINode::LexicalBlockFile(b) => (b.file, b.scope),
            _ => return None,
        };
        if file.is_some() {
            return file;
        }
        scope = outer?;
    }
    None
}

/// The `!dbg` subprogram attached to a function.
fn subprogram_of(m: &Module, g: GlobalId) -> Option<MdId> {
    m.global(g).attachments.iter().find(|(k, _)| m.syms.bytes(*k) == b"dbg").map(|&(_, md)| md)
}

fn text(m: &Module, s: Option<rllc_ir::Sym>) -> String {
    s.map(|s| m.sym_text(s).into_owned()).unwrap_or_default()
}
