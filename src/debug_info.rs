//! DWARF for the module's debug metadata: the line table (`.debug_line`) from the
//! compiled functions' location marks, and the compile unit (`.debug_info`) with one
//! subprogram per function, its parameters and variables that live in stack slots
//! (`#dbg_declare` of a static alloca), the global variables and every type they use
//! (`debug_types.rs`), described in the object writer's neutral terms (`LineTable`,
//! `CompileUnitInfo`, `DebugEntry`). Written when `!llvm.dbg.cu` names a unit that asks
//! for debug information, for the functions that carry a `!dbg` subprogram.
//!
//! Rows follow llc's: a row at the function's start for the subprogram's `scopeLine`,
//! then one where the source position changes, the first after the prologue marked
//! `prologue_end` (where debuggers put a breakpoint on the function), `is_stmt` where
//! the line changes. A location inlined
//! from elsewhere is reported at its own file and line, as in LLVM's tables.

use crate::codegen::{CompiledFunction, FrameVariable};
use rllc_isel::mir::DebugLoc;
use crate::debug_types::{Entries, Types};
use gimli::constants as dw;
use rllc_ir::di::DINode;
use rllc_ir::module::GlobalId;
use rllc_ir::{MdId, Module};
use rllc_objwriter::{CompileUnitInfo, DebugValue, EntryId, LineRow, LineSequence, LineTable, SubprogramInfo, SymbolId};
use std::collections::HashMap;

/// `DICompileUnit` emission kinds that ask for nothing (`NoDebug`).
const EMISSION_NO_DEBUG: u32 = 0;
/// ... and for line tables only (`LineTablesOnly`, `DebugDirectivesOnly`): no subprograms.
const EMISSION_LINE_TABLES_ONLY: u32 = 2;
const EMISSION_DIRECTIVES_ONLY: u32 = 3;

/// Scope chains longer than this are malformed (the verifier bounds them too).
const MAX_SCOPE_DEPTH: usize = 1 << 12;

/// The line table and unit of `m`'s compiled functions (`code[i]` is `funcs[i]`'s code,
/// placed at symbol `syms[i]`) and of its global variables (`data`: each defined
/// global and its symbol), or `None` when the module asks for no debug information.
pub fn build(
    m: &Module,
    funcs: &[GlobalId],
    code: &[CompiledFunction],
    syms: &[SymbolId],
    data: &[(GlobalId, SymbolId)],
) -> Option<(LineTable, Option<CompileUnitInfo>)> {
    let cu_id = m.compile_units().next()?;
    let DINode::CompileUnit(cu) = m.di_node(cu_id)? else { return None };
    if cu.emission_kind == EMISSION_NO_DEBUG {
        return None;
    }
    let (comp_dir, comp_file) = match cu.file.and_then(|f| m.di_node(f)) {
        Some(DINode::File(f)) => (text(m, f.directory), text(m, f.filename)),
        _ => (String::new(), String::new()),
    };
    // The line table needs names (an empty one is not a file).
    let comp_dir = if comp_dir.is_empty() { ".".to_string() } else { comp_dir };
    let comp_file = if comp_file.is_empty() { "<unknown>".to_string() } else { comp_file };
    let version = m.module_flag_int("Dwarf Version").unwrap_or(4).clamp(2, 5) as u16;
    let mut files = Files::default();
    let mut ents = Entries::default();
    let mut types = Types::default();
    let full = !matches!(cu.emission_kind, EMISSION_LINE_TABLES_ONLY | EMISSION_DIRECTIVES_ONLY);
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
        let mut prologue_ended = false;
        for &(off, loc) in &c.locs {
            let Some((file, line, column)) = loc.get().and_then(|l| position(m, &mut files, l)) else { continue };
            let same = rows.last().is_some_and(|r| r.file == file && r.line == line && r.column == column);
            if same {
                continue;
            }
            let prologue_end = !std::mem::replace(&mut prologue_ended, true);
            // A new statement where the line changes, as LLVM marks them: debuggers
            // step and report "in the middle of a line" by these. The end of the
            // prologue is one too (LLVM sets both flags there): a breakpoint on the
            // function stops at a statement, not "in" one.
            let is_stmt = prologue_end || rows.last().is_none_or(|r| r.file != file || r.line != line);
            rows.push(LineRow { address: off.into(), file, line, column, is_stmt, prologue_end });
        }
        sequences.push(LineSequence { start: sym, len, rows });
        let name = sp.name.map(|s| m.sym_text(s).into_owned()).unwrap_or_default();
        let linkage_name = sp.linkage_name.map(|s| m.sym_text(s).into_owned()).filter(|l| *l != name);
        let (attrs, children) = if full {
            let blocks = block_ranges(m, sp_id, &c.locs, len);
            subprogram_contents(m, &mut files, &mut ents, &mut types, sp_id, sp.ty, &c.frame_vars, &blocks, sym)
        } else {
            (Vec::new(), Vec::new())
        };
        subprograms.push(SubprogramInfo {
            name,
            linkage_name,
            file: sp_file,
            line: sp.line,
            start: sym,
            len,
            external: !m.global(g).linkage.is_local(),
            frame_base: Some(c.frame_base),
            attrs,
            children,
        });
    }
    if full {
        for &(g, sym) in data {
            global_variables(m, &mut files, &mut ents, &mut types, g, sym);
        }
    }
    let table = LineTable { version, comp_dir, comp_file, files: files.list, sequences };
    let unit = full.then(|| CompileUnitInfo {
        producer: cu.producer.map(|s| m.sym_text(s).into_owned()).unwrap_or_default(),
        language: u16::try_from(cu.language).unwrap_or(0),
        subprograms,
        entries: ents.list,
        roots: ents.roots,
    });
    Some((table, unit))
}

/// The code of each lexical block of a function (not inlined into it): the ranges
/// `[start, end)` of the code whose location lies in the block or in a block inside it,
/// merged where they touch. Sorted by block.
fn block_ranges(m: &Module, sp: MdId, locs: &[(u32, DebugLoc)], len: u64) -> Vec<(MdId, Vec<(u64, u64)>)> {
    let mut pieces: Vec<(MdId, u64, u64)> = Vec::new();
    for (k, &(start, loc)) in locs.iter().enumerate() {
        let end = locs.get(k + 1).map_or(len, |&(next, _)| next.into());
        let Some(DINode::Location(l)) = loc.get().and_then(|l| m.di_node(l)) else { continue };
        if l.inlined_at.is_some() {
            continue;
        }
        let mut scope = l.scope;
        for _ in 0..MAX_SCOPE_DEPTH {
            let Some(id) = scope else { break };
            scope = match m.di_node(id) {
                Some(DINode::LexicalBlock(b)) => {
                    pieces.push((id, start.into(), end));
                    b.scope
                }
                Some(DINode::LexicalBlockFile(b)) => b.scope,
                _ => None,
            };
            if scope == Some(sp) {
                break;
            }
        }
    }
    pieces.sort_unstable();
    let mut blocks: Vec<(MdId, Vec<(u64, u64)>)> = Vec::new();
    for (b, start, end) in pieces {
        match blocks.last_mut() {
            Some((last, ranges)) if *last == b => match ranges.last_mut() {
                Some(r) if r.1 >= start => r.1 = r.1.max(end),
                _ => ranges.push((start, end)),
            },
            _ => blocks.push((b, vec![(start, end)])),
        }
    }
    blocks
}

/// A subprogram's own attributes beyond the fixed ones (its return type) and its
/// children: the parameters in order, then the other variables, each with its stack
/// home, and the lexical blocks that hold variables (with theirs), nested as in the
/// source, so that a debugger sees a block's variables only inside it.
#[allow(clippy::too_many_arguments)]
fn subprogram_contents(
    m: &Module,
    files: &mut Files,
    ents: &mut Entries,
    types: &mut Types,
    sp: MdId,
    sp_type: Option<MdId>,
    vars: &[FrameVariable],
    blocks: &[(MdId, Vec<(u64, u64)>)],
    start: SymbolId,
) -> (Vec<(u16, DebugValue)>, Vec<EntryId>) {
    let mut attrs = Vec::new();
    if let Some(DINode::SubroutineType(st)) = sp_type.and_then(|t| m.di_node(t)) {
        attrs.push((dw::DW_AT_prototyped.0, DebugValue::Flag(true)));
        let ret = st.types.and_then(|l| m.md_tuple(l)).and_then(|t| t.first().copied().flatten());
        if let Some(r) = ret.and_then(|r| types.entry(m, files, ents, r)) {
            attrs.push((dw::DW_AT_type.0, DebugValue::Ref(r)));
        }
    }
    // Parameters first, by number, as their order is the function's signature.
    let mut found: Vec<(Option<MdId>, u16, EntryId)> = Vec::new();
    for v in vars {
        let Some(DINode::LocalVariable(lv)) = m.di_node(v.var) else { continue };
        if lv.scope.and_then(|s| scope_subprogram(m, s)) != Some(sp) || !expression_is_empty(m, v.expr) {
            continue;
        }
        let tag = if lv.arg != 0 { dw::DW_TAG_formal_parameter } else { dw::DW_TAG_variable };
        let mut location = vec![dw::DW_OP_breg0.0 + v.base as u8];
        push_sleb(&mut location, v.offset);
        let e = ents.add(tag, vec![(dw::DW_AT_location.0, DebugValue::Expr(location))]);
        if let Some(n) = lv.name {
            ents.attr(e, dw::DW_AT_name, DebugValue::String(m.sym_text(n).into_owned()));
        }
        if lv.file.is_some() && lv.line != 0 {
            let file = files.index(m, lv.file);
            ents.attr(e, dw::DW_AT_decl_file, DebugValue::File(file));
            ents.attr(e, dw::DW_AT_decl_line, DebugValue::Udata(lv.line.into()));
        }
        if let Some(t) = lv.ty.and_then(|t| types.entry(m, files, ents, t)) {
            ents.attr(e, dw::DW_AT_type, DebugValue::Ref(t));
        }
        let block = lv.scope.and_then(|s| innermost_block(m, s, blocks));
        found.push((block, if lv.arg != 0 { lv.arg } else { u16::MAX }, e));
    }
    found.sort_by_key(|&(block, arg, _)| (block.is_some(), arg));
    // Each block with variables gets an entry, and so does every block around it.
    let mut block_entries: HashMap<MdId, EntryId> = HashMap::new();
    let mut children = Vec::new();
    for (block, _, e) in found {
        match block {
            None => children.push(e),
            Some(b) => {
                let be = block_entry(m, ents, blocks, &mut block_entries, &mut children, b, start);
                ents.child(be, e);
            }
        }
    }
    (attrs, children)
}

/// The entry of lexical block `b` (one of `blocks`), made with those around it on first
/// use; the outermost goes to `top`.
fn block_entry(
    m: &Module,
    ents: &mut Entries,
    blocks: &[(MdId, Vec<(u64, u64)>)],
    made: &mut HashMap<MdId, EntryId>,
    top: &mut Vec<EntryId>,
    b: MdId,
    start: SymbolId,
) -> EntryId {
    if let Some(&e) = made.get(&b) {
        return e;
    }
    let ranges = blocks.binary_search_by_key(&b, |x| x.0).map(|k| blocks[k].1.clone()).unwrap_or_default();
    let e = ents.add(dw::DW_TAG_lexical_block, vec![(dw::DW_AT_ranges.0, DebugValue::Ranges(start, ranges))]);
    made.insert(b, e);
    let outer = match m.di_node(b) {
        Some(DINode::LexicalBlock(lb)) => lb.scope.and_then(|s| innermost_block(m, s, blocks)),
        _ => None,
    };
    match outer {
        Some(o) => {
            let oe = block_entry(m, ents, blocks, made, top, o, start);
            ents.child(oe, e);
        }
        None => top.push(e),
    }
    e
}

/// The innermost lexical block with code (one of `blocks`) that scope `s` is in, if any
/// before its subprogram.
fn innermost_block(m: &Module, mut s: MdId, blocks: &[(MdId, Vec<(u64, u64)>)]) -> Option<MdId> {
    for _ in 0..MAX_SCOPE_DEPTH {
        s = match m.di_node(s)? {
            DINode::LexicalBlock(b) => {
                if blocks.binary_search_by_key(&s, |x| x.0).is_ok() {
                    return Some(s);
                }
                b.scope?
            }
            DINode::LexicalBlockFile(b) => b.scope?,
            _ => return None,
        };
    }
    None
}

/// The `DW_TAG_variable` of each `DIGlobalVariableExpression` attached to global `g`
/// (placed at `sym`), under the unit.
fn global_variables(m: &Module, files: &mut Files, ents: &mut Entries, types: &mut Types, g: GlobalId, sym: SymbolId) {
    for &(kind, md) in &m.global(g).attachments {
        if m.syms.bytes(kind) != b"dbg" {
            continue;
        }
        let Some(DINode::GlobalVariableExpression(gve)) = m.di_node(md) else { continue };
        let Some(DINode::GlobalVariable(gv)) = gve.var.and_then(|v| m.di_node(v)) else { continue };
        if !gve.expr.is_none_or(|x| expression_is_empty(m, x)) {
            continue;
        }
        let e = ents.add(dw::DW_TAG_variable, Vec::new());
        ents.roots.push(e);
        if let Some(n) = gv.name {
            ents.attr(e, dw::DW_AT_name, DebugValue::String(m.sym_text(n).into_owned()));
        }
        if let Some(t) = gv.ty.and_then(|t| types.entry(m, files, ents, t)) {
            ents.attr(e, dw::DW_AT_type, DebugValue::Ref(t));
        }
        if !gv.is_local {
            ents.attr(e, dw::DW_AT_external, DebugValue::Flag(true));
        }
        if gv.file.is_some() && gv.line != 0 {
            let file = files.index(m, gv.file);
            ents.attr(e, dw::DW_AT_decl_file, DebugValue::File(file));
            ents.attr(e, dw::DW_AT_decl_line, DebugValue::Udata(gv.line.into()));
        }
        ents.attr(e, dw::DW_AT_location, DebugValue::AddrExpr(sym, 0));
    }
}

/// Whether an expression is `!DIExpression()`: the location is the slot or the global
/// itself (others, such as fragments, are not described yet).
fn expression_is_empty(m: &Module, expr: MdId) -> bool {
    matches!(m.di_node(expr), Some(DINode::Expression(e)) if e.elements.is_empty())
}

/// The subprogram a scope belongs to (through lexical blocks).
fn scope_subprogram(m: &Module, mut scope: MdId) -> Option<MdId> {
    for _ in 0..MAX_SCOPE_DEPTH {
        scope = match m.di_node(scope)? {
            DINode::Subprogram(_) => return Some(scope),
            DINode::LexicalBlock(b) => b.scope?,
            DINode::LexicalBlockFile(b) => b.scope?,
            _ => return None,
        };
    }
    None
}

fn push_sleb(out: &mut Vec<u8>, mut v: i64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        let done = (v == 0 && byte & 0x40 == 0) || (v == -1 && byte & 0x40 != 0);
        out.push(if done { byte } else { byte | 0x80 });
        if done {
            break;
        }
    }
}

/// The line table's files, each `(directory, name)` once.
#[derive(Default)]
pub struct Files {
    list: Vec<(String, String)>,
    by_node: HashMap<MdId, u32>,
    by_name: HashMap<(String, String), u32>,
}

impl Files {
    /// The index of `DIFile` node `file` (a file named `<unknown>` when it is missing).
    pub fn index(&mut self, m: &Module, file: Option<MdId>) -> u32 {
        let Some(id) = file else { return self.unknown() };
        if let Some(&k) = self.by_node.get(&id) {
            return k;
        }
        let key = match m.di_node(id) {
            Some(DINode::File(f)) if f.filename.is_some_and(|n| !m.syms.bytes(n).is_empty()) => (text(m, f.directory), text(m, f.filename)),
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
