//! Module-level inline assembly (`module asm "..."` lines): printed as is in assembly
//! output (`verbatim_text`), and for object output assembled here as llc's integrated
//! assembler does, before the module's functions and data are placed (so a module-asm
//! function comes first in `.text`). This file owns what is target-neutral: statements,
//! labels (global symbols and `.L`/numeric local ones), directives, the current section
//! and its stack, expressions, layout with branch relaxation, and fixups. Instructions go
//! to the target's assembler through `Backend::assemble_module_statement`.
//!
//! Two steps: `assemble` (before the IR is placed) lays out the module-asm bytes and
//! defines its labels' symbols, so that IR references to them (`call add2` of a `declare`d
//! function) find them; `ModuleAsm::finish` (after the IR is placed) defines `.set`
//! symbols, applies symbol directives to IR symbols, resolves fixups (against IR symbols
//! too) and applies `.symver`. Whatever is not supported is an error naming the statement.

use crate::object::{DataKindKey, ObjectBuilder, SecKey};
use rllc_ir::Module;
use rllc_objwriter::model::CustomFlags;
use rllc_objwriter::{
    Binding, CfiInst, Comdat, ComdatSelection, FunctionCfi, Merge, Reloc, RelocKind, Section, SectionId, SectionKind,
    Symbol, SymbolDef, SymbolId, SymbolKind, Visibility,
};
use rllc_targets::backend::Backend;
use rllc_targets::inline_asm::number_literal;
use rllc_targets::module_asm::{AsmStatement, AsmSyntax};
use std::collections::HashMap;

/// The module's `asm` lines as the assembly output carries them: as is, between llc's
/// comments.
pub fn verbatim_text(m: &Module, syntax: AsmSyntax) -> String {
    if m.module_asm.is_empty() {
        return String::new();
    }
    let c = syntax.comment;
    let mut out = format!("{c} Start of file scope inline assembly\n");
    for &line in &m.module_asm {
        out.push_str(&m.sym_text(line));
        out.push('\n');
    }
    out.push_str(&format!("{c} End of file scope inline assembly\n"));
    out
}

/// An error in module asm: the problem and the statement.
fn stmt_err(message: impl std::fmt::Display, stmt: &str) -> String {
    format!("module asm: {message} (in `{}`)", stmt.trim())
}

/// A place in the module-asm contents: byte `off` of fragment `frag` of section `sec`
/// (the index into `Assembler::secs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pos {
    sec: usize,
    frag: usize,
    off: u64,
}

/// Pieces of a section whose sizes layout decides.
#[derive(Debug)]
enum Frag {
    Data(Vec<u8>),
    /// `.p2align`/`.balign`: padding up to `align`, unless more than `max` bytes.
    Align {
        align: u64,
        fill: Option<u8>,
        max: u64,
    },
    /// A jump with a short form: short while its target is a local label of the section
    /// within reach.
    Branch {
        stmt: AsmStatement,
        short: bool,
    },
}

/// A section module asm writes to.
struct Sec {
    id: SectionId,
    exec: bool,
    /// `.note.GNU-stack`: a marker section the object writer adds anyway; switching to it
    /// is fine, contents are not.
    marker_only: bool,
    frags: Vec<Frag>,
    /// The first offset of each fragment, once laid out.
    starts: Vec<u64>,
}

/// An expression: `constant + Σ coefficient × term`.
#[derive(Clone, Debug, Default, PartialEq)]
struct Expr {
    constant: i64,
    terms: Vec<(i64, Term)>,
}

#[derive(Clone, Debug, PartialEq)]
enum Term {
    Sym(String),
    /// `.`: the location where the expression was written.
    Here(Pos),
}

impl Expr {
    fn constant(v: i64) -> Expr {
        Expr { constant: v, terms: Vec::new() }
    }

    fn as_constant(&self) -> Option<i64> {
        self.terms.is_empty().then_some(self.constant)
    }

    fn scaled(mut self, k: i64) -> Expr {
        self.constant = self.constant.wrapping_mul(k);
        for t in &mut self.terms {
            t.0 = t.0.wrapping_mul(k);
        }
        self
    }

    fn plus(mut self, other: Expr) -> Expr {
        self.constant = self.constant.wrapping_add(other.constant);
        self.terms.extend(other.terms);
        self
    }
}

/// What module asm says about one symbol name.
#[derive(Default)]
struct SymState {
    binding: Option<Binding>,
    visibility: Option<Visibility>,
    kind: Option<SymbolKind>,
    size: Option<Expr>,
    /// Where its label is.
    label: Option<Pos>,
    /// Its `.set` value.
    set: Option<Expr>,
    /// The object symbol of its label.
    id: Option<SymbolId>,
}

/// `.cfi_startproc` … `.cfi_endproc`: the call-frame rules of one function.
struct CfiProc {
    start: Pos,
    end: Pos,
    rules: Vec<(Pos, CfiInst)>,
}

/// A field to fill once the symbols are known.
struct Fixup {
    at: Pos,
    kind: FixKind,
    expr: Expr,
    stmt: String,
}

#[derive(Clone, Copy, Debug)]
enum FixKind {
    /// A data directive's field of this many bytes.
    Data(u8),
    /// An instruction's field, as the target's assembler named it.
    Code(RelocKind),
}

/// The result of assembling the module's `asm` lines; `finish` completes it.
pub(crate) struct ModuleAsm {
    secs: Vec<Sec>,
    syms: HashMap<String, SymState>,
    /// Names in the order module asm first mentions them (deterministic output).
    order: Vec<String>,
    fixups: Vec<Fixup>,
    symvers: Vec<(String, String, String)>,
}

/// Assembles the module's `asm` lines into `ob`'s sections and defines their labels.
pub(crate) fn assemble(m: &Module, ob: &mut ObjectBuilder, backend: &dyn Backend) -> Result<ModuleAsm, String> {
    let mut a = Assembler {
        out: ModuleAsm {
            secs: Vec::new(),
            syms: HashMap::new(),
            order: Vec::new(),
            fixups: Vec::new(),
            symvers: Vec::new(),
        },
        backend,
        syntax: backend.asm_syntax(),
        sec_by_name: HashMap::new(),
        current: None,
        previous: None,
        stack: Vec::new(),
        numeric: HashMap::new(),
        cfi_open: None,
        cfis: Vec::new(),
    };
    // Assemblers start in `.text`.
    let text = a.section(ob, ".text", None)?;
    a.current = Some(text);
    for &line in &m.module_asm {
        let text = m.sym_text(line);
        for stmt in statements(&text, a.syntax.comment) {
            a.statement(ob, &stmt).map_err(|e| if e.starts_with("module asm:") { e } else { stmt_err(e, &stmt) })?;
        }
    }
    if a.cfi_open.is_some() {
        return Err("module asm: `.cfi_startproc` without `.cfi_endproc`".into());
    }
    a.layout(ob)?;
    a.add_cfi(ob)?;
    a.define_labels(m, ob)?;
    Ok(a.out)
}

/// Splits a line into statements at `;` and drops the comment, outside quotes.
fn statements(line: &str, comment: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut chars = line.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if quoted {
            cur.push(c);
            if c == '\\' {
                if let Some((_, n)) = chars.next() {
                    cur.push(n);
                }
            } else if c == '"' {
                quoted = false;
            }
            continue;
        }
        if line[i..].starts_with(comment) {
            break;
        }
        match c {
            '"' => {
                quoted = true;
                cur.push(c);
            }
            ';' => out.push(std::mem::take(&mut cur)),
            _ => cur.push(c),
        }
    }
    out.push(cur);
    out.into_iter().map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect()
}

/// Splits directive arguments at top-level commas (outside quotes and parentheses).
fn split_args(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let (mut depth, mut quoted, mut cur) = (0i32, false, String::new());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if quoted {
            cur.push(c);
            if c == '\\' {
                if let Some(n) = chars.next() {
                    cur.push(n);
                }
            } else if c == '"' {
                quoted = false;
            }
            continue;
        }
        match c {
            '"' => {
                quoted = true;
                cur.push(c);
            }
            '(' => {
                depth += 1;
                cur.push(c);
            }
            ')' => {
                depth -= 1;
                cur.push(c);
            }
            ',' if depth == 0 => out.push(std::mem::take(&mut cur).trim().to_string()),
            _ => cur.push(c),
        }
    }
    let last = cur.trim().to_string();
    if !last.is_empty() || !out.is_empty() {
        out.push(last);
    }
    out
}

fn is_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$')
}

/// A symbol name argument, bare or quoted.
fn name_arg(s: &str) -> Result<String, String> {
    let s = s.trim();
    if let Some(q) = s.strip_prefix('"').and_then(|r| r.strip_suffix('"')) {
        return Ok(q.to_string());
    }
    if !s.is_empty() && !s.as_bytes()[0].is_ascii_digit() && s.bytes().all(is_name_char) {
        Ok(s.to_string())
    } else {
        Err(format!("`{s}` is not a symbol name"))
    }
}

/// The bytes of a quoted string with GNU as escapes.
fn string_arg(s: &str) -> Result<Vec<u8>, String> {
    let s = s.trim();
    let inner =
        s.strip_prefix('"').and_then(|r| r.strip_suffix('"')).ok_or_else(|| format!("`{s}` is not a string"))?;
    let b = inner.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            out.push(b[i]);
            i += 1;
            continue;
        }
        i += 1;
        let Some(&c) = b.get(i) else { return Err(format!("`{s}` ends in a backslash")) };
        i += 1;
        match c {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'r' => out.push(b'\r'),
            b'b' => out.push(8),
            b'f' => out.push(12),
            b'v' => out.push(11),
            b'a' => out.push(7),
            b'e' => out.push(27),
            b'x' | b'X' => {
                let start = i;
                while i < b.len() && b[i].is_ascii_hexdigit() {
                    i += 1;
                }
                let v = u32::from_str_radix(&inner[start..i], 16).map_err(|_| format!("bad `\\x` escape in `{s}`"))?;
                out.push(v as u8);
            }
            b'0'..=b'7' => {
                let start = i - 1;
                while i < b.len() && i < start + 3 && (b'0'..=b'7').contains(&b[i]) {
                    i += 1;
                }
                out.push(u32::from_str_radix(&inner[start..i], 8).unwrap_or(0) as u8);
            }
            other => out.push(other),
        }
    }
    Ok(out)
}

struct Assembler<'b> {
    out: ModuleAsm,
    backend: &'b dyn Backend,
    syntax: AsmSyntax,
    sec_by_name: HashMap<String, usize>,
    current: Option<usize>,
    previous: Option<usize>,
    /// `.pushsection`: the current and previous sections to go back to.
    stack: Vec<(Option<usize>, Option<usize>)>,
    /// How many times each numeric label (`1:`) has been defined.
    numeric: HashMap<u64, u32>,
    /// The open `.cfi_startproc` (its start and rules so far), and the closed ones.
    cfi_open: Option<(Pos, Vec<(Pos, CfiInst)>)>,
    cfis: Vec<CfiProc>,
}

/// A parsed `.section` line's attributes.
struct SectionSpec {
    flags: CustomFlags,
    merge: Option<Merge>,
    group: Option<String>,
}

impl Assembler<'_> {
    fn sym(&mut self, name: &str) -> &mut SymState {
        if !self.out.syms.contains_key(name) {
            self.out.order.push(name.to_string());
        }
        self.out.syms.entry(name.to_string()).or_default()
    }

    /// The name a numeric label reference (`1b`, `1f`) stands for, or the name itself.
    fn numeric_ref(&self, name: &str) -> Result<Option<String>, String> {
        let Some(dir) = name.bytes().last().filter(|c| matches!(c, b'b' | b'f')) else { return Ok(None) };
        let digits = &name[..name.len() - 1];
        if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
            return Ok(None);
        }
        let n: u64 = digits.parse().map_err(|_| format!("bad label `{name}`"))?;
        let count = self.numeric.get(&n).copied().unwrap_or(0);
        let k = if dir == b'b' {
            if count == 0 {
                return Err(format!("`{name}` refers to no earlier label `{n}:`"));
            }
            count
        } else {
            count + 1
        };
        Ok(Some(numeric_label(n, k)))
    }

    /// Rewrites numeric label references in instruction text into their names.
    fn rewrite_numeric(&self, text: &str) -> Result<String, String> {
        let b = text.as_bytes();
        let mut out = String::with_capacity(text.len());
        let mut i = 0;
        while i < b.len() {
            if is_name_char(b[i]) && b[i] != b'.' {
                let mut j = i;
                while j < b.len() && is_name_char(b[j]) {
                    j += 1;
                }
                let after_reg = i > 0 && b[i - 1] == b'%';
                match self.numeric_ref(&text[i..j])? {
                    Some(name) if !after_reg => out.push_str(&name),
                    _ => out.push_str(&text[i..j]),
                }
                i = j;
            } else {
                out.push(b[i] as char);
                i += 1;
            }
        }
        Ok(out)
    }

    fn statement(&mut self, ob: &mut ObjectBuilder, stmt: &str) -> Result<(), String> {
        let mut rest = stmt.trim();
        // Labels: `name:`, `"name":`, `1:`.
        loop {
            let (name, after) = if let Some(q) = rest.strip_prefix('"') {
                match q.find('"') {
                    Some(e) if q[e + 1..].trim_start().starts_with(':') => {
                        (q[..e].to_string(), q[e + 1..].trim_start()[1..].trim_start())
                    }
                    _ => break,
                }
            } else {
                let n = rest.bytes().take_while(|&c| is_name_char(c)).count();
                if n == 0 || !rest[n..].starts_with(':') {
                    break;
                }
                (rest[..n].to_string(), rest[n + 1..].trim_start())
            };
            self.label(&name, stmt)?;
            rest = after;
        }
        if rest.is_empty() {
            return Ok(());
        }
        // `name = expr`.
        if let Some(p) = rest.find('=') {
            let (lhs, rhs) = (rest[..p].trim(), &rest[p + 1..]);
            if !rhs.starts_with('=') && !lhs.is_empty() && lhs.bytes().all(is_name_char) {
                return self.set(lhs, rhs);
            }
        }
        if !rest.starts_with('.') {
            return self.instruction(rest);
        }
        let n = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let (directive, args) = (rest[..n].to_ascii_lowercase(), rest[n..].trim());
        self.directive(ob, &directive, args)
    }

    fn here(&mut self) -> Result<Pos, String> {
        let sec = self.current_sec()?;
        let frags = &mut self.out.secs[sec].frags;
        if !matches!(frags.last(), Some(Frag::Data(_))) {
            frags.push(Frag::Data(Vec::new()));
        }
        let frag = frags.len() - 1;
        let Some(Frag::Data(d)) = frags.last() else { unreachable!() };
        Ok(Pos { sec, frag, off: d.len() as u64 })
    }

    fn current_sec(&mut self) -> Result<usize, String> {
        let s = self.current.ok_or("no current section (after `.popsection` back to none)")?;
        if self.out.secs[s].marker_only {
            return Err("contents in `.note.GNU-stack` are not supported".into());
        }
        Ok(s)
    }

    fn emit(&mut self, bytes: &[u8]) -> Result<Pos, String> {
        let at = self.here()?;
        let Some(Frag::Data(d)) = self.out.secs[at.sec].frags.last_mut() else { unreachable!() };
        d.extend_from_slice(bytes);
        Ok(at)
    }

    fn label(&mut self, name: &str, stmt: &str) -> Result<(), String> {
        let name = match name.parse::<u64>() {
            Ok(n) => {
                let k = self.numeric.entry(n).or_insert(0);
                *k += 1;
                numeric_label(n, *k)
            }
            Err(_) => name.to_string(),
        };
        let at = self.here()?;
        let s = self.sym(&name);
        if s.label.is_some() || s.set.is_some() {
            return Err(stmt_err(format!("symbol `{name}` is already defined"), stmt));
        }
        s.label = Some(at);
        Ok(())
    }

    fn set(&mut self, name: &str, expr: &str) -> Result<(), String> {
        let e = self.expr(expr)?;
        let s = self.sym(name);
        if s.label.is_some() || s.set.is_some() {
            return Err(format!("symbol `{name}` is already defined"));
        }
        s.set = Some(e);
        Ok(())
    }

    fn instruction(&mut self, text: &str) -> Result<(), String> {
        let text = self.rewrite_numeric(text)?;
        let stmt = self.backend.assemble_module_statement(&text)?;
        let sec = self.current_sec()?;
        if stmt.short.is_some() {
            let frags = &mut self.out.secs[sec].frags;
            frags.push(Frag::Branch { stmt, short: false });
            return Ok(());
        }
        let at = self.emit(&stmt.bytes)?;
        for f in stmt.fixups {
            let pos = Pos { off: at.off + u64::from(f.offset), ..at };
            let expr = Expr { constant: f.addend, terms: vec![(1, Term::Sym(f.symbol))] };
            self.out.fixups.push(Fixup { at: pos, kind: FixKind::Code(f.kind), expr, stmt: text.clone() });
        }
        Ok(())
    }

    fn directive(&mut self, ob: &mut ObjectBuilder, d: &str, args: &str) -> Result<(), String> {
        let list = split_args(args);
        let arg = |i: usize| list.get(i).map(String::as_str).ok_or_else(|| format!("`{d}` needs more arguments"));
        match d {
            ".text" | ".data" | ".bss" => {
                if !args.is_empty() {
                    return Err(format!("`{d}` with a subsection is not supported"));
                }
                let s = self.section(ob, d, None)?;
                self.switch(s);
            }
            ".section" | ".pushsection" => {
                let name = match arg(0)? {
                    q if q.starts_with('"') => string_arg(q).map(|b| String::from_utf8_lossy(&b).into_owned())?,
                    n => n.to_string(),
                };
                let spec = section_spec(&name, &list[1..])?;
                if d == ".pushsection" {
                    self.stack.push((self.current, self.previous));
                }
                let s = self.section(ob, &name, Some(spec))?;
                self.switch(s);
            }
            ".popsection" => {
                let (c, p) = self.stack.pop().ok_or("`.popsection` without `.pushsection`")?;
                self.current = c;
                self.previous = p;
            }
            ".previous" => std::mem::swap(&mut self.current, &mut self.previous),
            ".globl" | ".global" | ".weak" | ".local" | ".hidden" | ".protected" | ".internal" => {
                for n in &list {
                    let name = name_arg(n)?;
                    let s = self.sym(&name);
                    match d {
                        ".globl" | ".global" => s.binding = Some(Binding::Global),
                        ".weak" => s.binding = Some(Binding::Weak),
                        ".local" => s.binding = Some(Binding::Local),
                        ".hidden" => s.visibility = Some(Visibility::Hidden),
                        ".internal" => s.visibility = Some(Visibility::Internal),
                        _ => s.visibility = Some(Visibility::Protected),
                    }
                }
            }
            ".type" => {
                let name = name_arg(arg(0)?)?;
                let t = arg(1)?.trim_start_matches(['@', '%']).to_ascii_lowercase();
                let kind = match t.as_str() {
                    "function" | "stt_func" => SymbolKind::Function,
                    "object" | "stt_object" => SymbolKind::Object,
                    "tls_object" | "stt_tls" => SymbolKind::Tls,
                    "gnu_indirect_function" | "stt_gnu_ifunc" => SymbolKind::IFunc,
                    "notype" | "stt_notype" => SymbolKind::NoType,
                    _ => return Err(format!("symbol type `{}` is not supported", arg(1)?)),
                };
                self.sym(&name).kind = Some(kind);
            }
            ".size" => {
                let name = name_arg(arg(0)?)?;
                let e = self.expr(arg(1)?)?;
                self.sym(&name).size = Some(e);
            }
            ".set" | ".equ" => {
                let name = name_arg(arg(0)?)?;
                let rhs = list.get(1..).map(|r| r.join(",")).unwrap_or_default();
                self.set(&name, &rhs)?;
            }
            ".symver" => {
                let name = name_arg(arg(0)?)?;
                let alias = arg(1)?.trim().to_string();
                let Some(p) = alias.find('@') else { return Err(format!("`{alias}` has no version (`@`)")) };
                if list.len() > 2 {
                    return Err("`.symver` with a visibility argument is not supported".into());
                }
                let (prefix, version) = (alias[..p].to_string(), alias[p..].to_string());
                self.out.symvers.push((name, prefix, version));
            }
            ".p2align" | ".balign" | ".align" => {
                let n = self.constant(arg(0)?)?;
                let log2 = d == ".p2align" || (d == ".align" && self.syntax.align_is_log2);
                let align = if log2 {
                    1u64.checked_shl(n as u32).filter(|_| (0..64).contains(&n))
                } else {
                    u64::try_from(n).ok().filter(|v| v.is_power_of_two())
                };
                let align = align.filter(|&a| a <= 1 << 32);
                let align = align.ok_or_else(|| format!("bad alignment `{}`", arg(0).unwrap_or("")))?;
                let fill = match list.get(1).map(|s| s.trim()).filter(|s| !s.is_empty()) {
                    Some(f) => Some(self.constant(f)? as u8),
                    None => None,
                };
                let max = match list.get(2) {
                    Some(m) => self.constant(m)? as u64,
                    None => u64::MAX,
                };
                let sec = self.current_sec()?;
                self.out.secs[sec].frags.push(Frag::Align { align, fill, max });
            }
            ".byte" | ".short" | ".value" | ".2byte" | ".hword" | ".word" | ".long" | ".int" | ".4byte" | ".quad"
            | ".8byte" | ".xword" => {
                let width = match d {
                    ".byte" => 1,
                    ".short" | ".value" | ".2byte" | ".hword" => 2,
                    ".word" => self.syntax.word_size,
                    ".long" | ".int" | ".4byte" => 4,
                    _ => 8,
                };
                for v in &list {
                    self.data_value(v, width)?;
                }
            }
            ".ascii" | ".asciz" | ".string" => {
                for s in &list {
                    let mut bytes = string_arg(s)?;
                    if d != ".ascii" {
                        bytes.push(0);
                    }
                    self.emit(&bytes)?;
                }
            }
            ".zero" | ".skip" | ".space" => {
                let n = self.constant(arg(0)?)?;
                // (a limit, so that a typo cannot exhaust memory)
                let n = usize::try_from(n).ok().filter(|&n| n <= 1 << 30);
                let n = n.ok_or_else(|| format!("bad size `{}` (at most 1 GiB)", arg(0).unwrap_or("")))?;
                let fill = match list.get(1) {
                    Some(f) if d != ".zero" => self.constant(f)? as u8,
                    _ => 0,
                };
                self.emit(&vec![fill; n])?;
            }
            d if d.starts_with(".cfi_") => self.cfi(d, &list)?,
            _ => return Err(format!("the directive `{d}` is not supported")),
        }
        Ok(())
    }

    /// `.cfi_*`: the rule at the current place of the open frame description.
    fn cfi(&mut self, d: &str, list: &[String]) -> Result<(), String> {
        let at = self.here()?;
        if d == ".cfi_startproc" {
            if !list.is_empty() {
                return Err("`.cfi_startproc simple` is not supported".into());
            }
            if self.cfi_open.is_some() {
                return Err("`.cfi_startproc` inside another".into());
            }
            self.cfi_open = Some((at, Vec::new()));
            return Ok(());
        }
        if d == ".cfi_endproc" {
            let (start, rules) = self.cfi_open.take().ok_or("`.cfi_endproc` without `.cfi_startproc`")?;
            self.cfis.push(CfiProc { start, end: at, rules });
            return Ok(());
        }
        let reg = |asm: &mut Self, i: usize| -> Result<u16, String> {
            let t = list.get(i).map(|s| s.trim()).ok_or_else(|| format!("`{d}` needs more arguments"))?;
            match number_literal(t) {
                Some(n) => u16::try_from(n).map_err(|_| format!("bad register `{t}`")),
                None => {
                    asm.backend.dwarf_register(t).ok_or_else(|| format!("`{t}` is no register with a DWARF number"))
                }
            }
        };
        let int = |asm: &mut Self, i: usize| -> Result<i32, String> {
            let t = list.get(i).ok_or_else(|| format!("`{d}` needs more arguments"))?;
            i32::try_from(asm.constant(t)?).map_err(|_| format!("`{t}` is out of range"))
        };
        let want = match d {
            ".cfi_def_cfa" | ".cfi_offset" | ".cfi_register" => 2,
            ".cfi_remember_state" | ".cfi_restore_state" => 0,
            _ => 1,
        };
        if list.len() != want {
            return Err(format!("`{d}` takes {want} arguments"));
        }
        let rule = match d {
            ".cfi_def_cfa" => CfiInst::DefCfa { reg: reg(self, 0)?, offset: int(self, 1)? },
            ".cfi_def_cfa_offset" => CfiInst::DefCfaOffset(int(self, 0)?),
            ".cfi_def_cfa_register" => CfiInst::DefCfaRegister(reg(self, 0)?),
            ".cfi_adjust_cfa_offset" => CfiInst::AdjustCfaOffset(int(self, 0)?),
            ".cfi_offset" => CfiInst::Offset { reg: reg(self, 0)?, offset: int(self, 1)? },
            ".cfi_restore" => CfiInst::Restore(reg(self, 0)?),
            ".cfi_same_value" => CfiInst::SameValue(reg(self, 0)?),
            ".cfi_undefined" => CfiInst::Undefined(reg(self, 0)?),
            ".cfi_register" => CfiInst::Register { reg: reg(self, 0)?, from: reg(self, 1)? },
            ".cfi_remember_state" => CfiInst::RememberState,
            ".cfi_restore_state" => CfiInst::RestoreState,
            _ => return Err(format!("the directive `{d}` is not supported")),
        };
        let (start, rules) = self.cfi_open.as_mut().ok_or_else(|| format!("`{d}` outside `.cfi_startproc`"))?;
        if start.sec != at.sec {
            return Err(format!("`{d}` in another section than its `.cfi_startproc`"));
        }
        rules.push((at, rule));
        Ok(())
    }

    /// The frame descriptions, once laid out: before the IR's functions' (llc writes
    /// module asm's FDEs first), each starting at a private label.
    fn add_cfi(&mut self, ob: &mut ObjectBuilder) -> Result<(), String> {
        for (n, c) in self.cfis.iter().enumerate() {
            let (start, end) = (self.offset(c.start), self.offset(c.end));
            if c.end.sec != c.start.sec || end < start {
                return Err("module asm: `.cfi_endproc` in another section than its `.cfi_startproc`".into());
            }
            let section = self.out.secs[c.start.sec].id;
            let label = Symbol {
                def: SymbolDef::Section { section, offset: start, size: 0 },
                kind: SymbolKind::NoType,
                ..Symbol::undefined(format!(".Lrllc.cfi{n}"))
            };
            let sym = ob.obj.add_symbol(label.local().private());
            let instructions = c.rules.iter().map(|(p, r)| ((self.offset(*p) - start) as u32, r.clone())).collect();
            ob.obj.cfi.push(FunctionCfi { start: sym, len: end - start, instructions, eh: None });
        }
        Ok(())
    }

    fn switch(&mut self, s: usize) {
        if self.current != Some(s) {
            self.previous = self.current;
        }
        self.current = Some(s);
    }

    /// A data directive's value: written now when constant, else a fixup.
    fn data_value(&mut self, text: &str, width: u8) -> Result<(), String> {
        let e = self.expr(text)?;
        if let Some(v) = e.as_constant() {
            let bytes = field_bytes(v, width)?;
            self.emit(&bytes)?;
            return Ok(());
        }
        let at = self.emit(&vec![0; width as usize])?;
        self.out.fixups.push(Fixup { at, kind: FixKind::Data(width), expr: e, stmt: text.to_string() });
        Ok(())
    }

    fn constant(&mut self, text: &str) -> Result<i64, String> {
        self.expr(text)?.as_constant().ok_or_else(|| format!("`{}` is not a constant", text.trim()))
    }

    fn expr(&mut self, text: &str) -> Result<Expr, String> {
        let mut p = ExprParser { s: text.as_bytes(), text, i: 0, asm: self };
        let e = p.sum()?;
        p.skip_ws();
        if p.i != p.s.len() {
            return Err(format!("cannot read the expression `{}`", text.trim()));
        }
        Ok(e)
    }

    /// The section called `name`, created on first use; the usual names share the
    /// sections the module's own code and data go to.
    fn section(&mut self, ob: &mut ObjectBuilder, name: &str, spec: Option<SectionSpec>) -> Result<usize, String> {
        let key_name = match spec.as_ref().and_then(|s| s.group.as_ref()) {
            Some(g) => format!("{name}\0{g}"),
            None => name.to_string(),
        };
        if let Some(&s) = self.sec_by_name.get(&key_name) {
            return Ok(s);
        }
        if name == ".note.GNU-stack" {
            let text = self.out.secs.first().map(|s| s.id).ok_or("no `.text`")?;
            let s = self.out.secs.len();
            self.out.secs.push(Sec { id: text, exec: false, marker_only: true, frags: Vec::new(), starts: Vec::new() });
            self.sec_by_name.insert(key_name, s);
            return Ok(s);
        }
        let standard = match name {
            ".text" => Some((SecKey::Text, SectionKind::Text)),
            ".data" => Some((SecKey::Kind(DataKindKey::Data), SectionKind::Data)),
            ".bss" => Some((SecKey::Kind(DataKindKey::Bss), SectionKind::Bss)),
            ".rodata" => Some((SecKey::Kind(DataKindKey::ReadOnly), SectionKind::ReadOnlyData)),
            ".data.rel.ro" => Some((SecKey::Kind(DataKindKey::RelRo), SectionKind::ReadOnlyDataWithRel)),
            ".tdata" => Some((SecKey::Kind(DataKindKey::TData), SectionKind::TlsData)),
            ".tbss" => Some((SecKey::Kind(DataKindKey::TBss), SectionKind::TlsBss)),
            _ => None,
        };
        let spec = match spec {
            Some(s) => s,
            None => section_spec(name, &[])?,
        };
        let (id, exec) = match standard {
            Some((key, kind)) if spec.group.is_none() && spec.merge.is_none() => {
                let exec = kind == SectionKind::Text;
                // An assembler's `.text` starts 4-aligned (llvm-mc's ELF text section).
                let align = if exec { 4 } else { 1 };
                (ob.shared_section(key, || Section::new(kind).with_align(align)), exec)
            }
            _ => {
                let comdat = spec.group.as_ref().map(|g| {
                    let c = Comdat { name: g.clone(), selection: ComdatSelection::Any };
                    ob.obj.add_comdat(c)
                });
                let make = || {
                    let mut s = Section::new(SectionKind::Custom { name: name.to_string(), flags: spec.flags });
                    s.merge = spec.merge;
                    s.comdat = comdat;
                    s
                };
                let id = if comdat.is_some() {
                    ob.obj.add_section(make())
                } else {
                    ob.shared_section(SecKey::Named(name.to_string()), make)
                };
                (id, spec.flags.exec)
            }
        };
        let s = self.out.secs.len();
        self.out.secs.push(Sec { id, exec, marker_only: false, frags: Vec::new(), starts: Vec::new() });
        self.sec_by_name.insert(key_name, s);
        Ok(s)
    }

    /// Places every section's fragments (jumps short where their target is in reach,
    /// until nothing changes, as llvm-mc relaxes) and writes the bytes into `ob`.
    fn layout(&mut self, ob: &mut ObjectBuilder) -> Result<(), String> {
        // Which jumps may be short: to a label of their own section that stays local.
        for si in 0..self.out.secs.len() {
            for fi in 0..self.out.secs[si].frags.len() {
                let Frag::Branch { stmt, .. } = &self.out.secs[si].frags[fi] else { continue };
                let target = &stmt.fixups[0].symbol;
                let local = self.out.syms.get(target).is_some_and(|s| {
                    s.label.is_some_and(|p| p.sec == si) && matches!(s.binding, None | Some(Binding::Local))
                });
                if let Frag::Branch { short, .. } = &mut self.out.secs[si].frags[fi] {
                    *short = local;
                }
            }
        }
        for si in 0..self.out.secs.len() {
            if self.out.secs[si].marker_only {
                continue;
            }
            let base = ob.obj.section(self.out.secs[si].id).size();
            loop {
                self.place(si, base);
                let mut changed = false;
                for fi in 0..self.out.secs[si].frags.len() {
                    let Frag::Branch { stmt, short: true } = &self.out.secs[si].frags[fi] else { continue };
                    let end = self.out.secs[si].starts[fi] + stmt.short.as_ref().map_or(0, |s| s.len() as u64);
                    let target = self.label_offset(&stmt.fixups[0].symbol).unwrap_or(0);
                    let disp = target as i64 + stmt.fixups[0].addend + 4 - end as i64;
                    if i8::try_from(disp).is_err() {
                        if let Frag::Branch { short, .. } = &mut self.out.secs[si].frags[fi] {
                            *short = false;
                        }
                        changed = true;
                    }
                }
                if !changed {
                    break;
                }
            }
            self.write(ob, si, base)?;
        }
        Ok(())
    }

    /// Computes the fragments' offsets of section `si`, starting at `base`.
    fn place(&mut self, si: usize, base: u64) {
        let sec = &mut self.out.secs[si];
        sec.starts.clear();
        let mut off = base;
        for f in &sec.frags {
            sec.starts.push(off);
            off += frag_size(f, off);
        }
    }

    fn offset(&self, p: Pos) -> u64 {
        self.out.secs[p.sec].starts[p.frag] + p.off
    }

    fn label_offset(&self, name: &str) -> Option<u64> {
        self.out.syms.get(name).and_then(|s| s.label).map(|p| self.offset(p))
    }

    fn write(&mut self, ob: &mut ObjectBuilder, si: usize, base: u64) -> Result<(), String> {
        let mut bytes = Vec::new();
        let mut max_align = 1;
        let mut new_fixups = Vec::new();
        for (fi, f) in self.out.secs[si].frags.iter().enumerate() {
            let off = base + bytes.len() as u64;
            let n = frag_size(f, off) as usize;
            match f {
                Frag::Data(d) => bytes.extend_from_slice(d),
                Frag::Align { align, fill, .. } => {
                    max_align = max_align.max(*align);
                    match fill {
                        None if self.out.secs[si].exec => match self.backend.code_padding(n) {
                            Some(p) => bytes.extend_from_slice(&p),
                            None => {
                                return Err(format!(
                                    "module asm: alignment padding in code is not supported for this target"
                                ))
                            }
                        },
                        _ => bytes.extend(std::iter::repeat_n(fill.unwrap_or(0), n)),
                    }
                }
                Frag::Branch { stmt, short: true } => {
                    let mut b = stmt.short.clone().unwrap_or_default();
                    let end = off + b.len() as u64;
                    let target = self.label_offset(&stmt.fixups[0].symbol).unwrap_or(0);
                    let disp = target as i64 + stmt.fixups[0].addend + 4 - end as i64;
                    if let Some(last) = b.last_mut() {
                        *last = disp as i8 as u8;
                    }
                    bytes.extend_from_slice(&b);
                }
                Frag::Branch { stmt, short: false } => {
                    bytes.extend_from_slice(&stmt.bytes);
                    for fx in &stmt.fixups {
                        let at = Pos { sec: si, frag: fi, off: u64::from(fx.offset) };
                        let expr = Expr { constant: fx.addend, terms: vec![(1, Term::Sym(fx.symbol.clone()))] };
                        let text = format!("a jump to `{}`", fx.symbol);
                        new_fixups.push(Fixup { at, kind: FixKind::Code(fx.kind), expr, stmt: text });
                    }
                }
            }
        }
        self.out.fixups.extend(new_fixups);
        let id = self.out.secs[si].id;
        let sec = ob.obj.section_mut(id);
        if sec.is_zero_fill() {
            if bytes.iter().any(|&b| b != 0) {
                return Err("module asm: a zero-fill section (`@nobits`, `.bss`) holds non-zero bytes".into());
            }
            sec.append_zero_fill(bytes.len() as u64, 1);
        } else {
            sec.append(&bytes, 1);
        }
        sec.align = sec.align.max(max_align);
        Ok(())
    }

    /// Defines the symbols of module asm's labels (`.L` ones stay out of the object, as
    /// assembler temporaries do), refusing names the IR defines too.
    fn define_labels(&mut self, m: &Module, ob: &mut ObjectBuilder) -> Result<(), String> {
        for name in self.out.order.clone() {
            let s = &self.out.syms[&name];
            let Some(at) = s.label else { continue };
            if name.starts_with(".L") {
                continue;
            }
            if m.global_by_name(name.as_bytes()).is_some_and(|g| !m.global(g).is_declaration()) {
                return Err(format!("module asm: symbol `{name}` is defined in module asm and in the IR"));
            }
            let size = match &s.size {
                Some(e) => {
                    self.constant_of(e).ok_or_else(|| format!("module asm: the size of `{name}` is not a constant"))?
                }
                None => 0,
            };
            let sym = Symbol {
                def: SymbolDef::Section {
                    section: self.out.secs[at.sec].id,
                    offset: self.offset(at),
                    size: size as u64,
                },
                binding: s.binding.unwrap_or(Binding::Local),
                visibility: s.visibility.unwrap_or(Visibility::Default),
                kind: s.kind.unwrap_or(SymbolKind::NoType),
                ..Symbol::undefined(name.clone())
            };
            let id = ob.obj.add_symbol(sym);
            self.out.syms.get_mut(&name).expect("known name").id = Some(id);
        }
        self.finalize_positions();
        Ok(())
    }

    /// Turns every position into its section offset (fragment 0 of a section that starts
    /// at 0), which is all `finish` reads.
    fn finalize_positions(&mut self) {
        let flat = |secs: &[Sec], p: Pos| Pos { sec: p.sec, frag: 0, off: secs[p.sec].starts[p.frag] + p.off };
        let flat_expr = |secs: &[Sec], e: &mut Expr| {
            for (_, t) in &mut e.terms {
                if let Term::Here(p) = t {
                    *p = flat(secs, *p);
                }
            }
        };
        let secs = &self.out.secs;
        for s in self.out.syms.values_mut() {
            s.label = s.label.map(|p| flat(secs, p));
            if let Some(e) = &mut s.set {
                flat_expr(secs, e);
            }
            if let Some(e) = &mut s.size {
                flat_expr(secs, e);
            }
        }
        for f in &mut self.out.fixups {
            f.at = flat(secs, f.at);
            flat_expr(secs, &mut f.expr);
        }
        for s in &mut self.out.secs {
            s.starts = vec![0];
        }
    }

    /// The value of an expression of module-asm labels and `.` alone, when constant
    /// (label differences within a section).
    fn constant_of(&self, e: &Expr) -> Option<i64> {
        let mut per_sec: HashMap<usize, (i64, i64)> = HashMap::new();
        for (k, t) in &e.terms {
            let p = match t {
                Term::Here(p) => *p,
                Term::Sym(n) => self.out.syms.get(n)?.label?,
            };
            let off = self.offset(p);
            let entry = per_sec.entry(p.sec).or_default();
            entry.0 += k;
            entry.1 = entry.1.wrapping_add(k.wrapping_mul(off as i64));
        }
        if per_sec.values().any(|(k, _)| *k != 0) {
            return None;
        }
        Some(per_sec.values().fold(e.constant, |acc, (_, v)| acc.wrapping_add(*v)))
    }
}

/// The name of the `k`-th definition of numeric label `n:`.
fn numeric_label(n: u64, k: u32) -> String {
    format!(".Lrllc.num{n}.{k}")
}

fn frag_size(f: &Frag, off: u64) -> u64 {
    match f {
        Frag::Data(d) => d.len() as u64,
        Frag::Align { align, max, .. } => {
            let pad = rllc_objwriter::model::align_up(off, *align) - off;
            if pad > *max {
                0
            } else {
                pad
            }
        }
        Frag::Branch { stmt, short } => match (short, &stmt.short) {
            (true, Some(s)) => s.len() as u64,
            _ => stmt.bytes.len() as u64,
        },
    }
}

/// `v` as a little-endian field of `width` bytes, if it fits (signed or unsigned).
fn field_bytes(v: i64, width: u8) -> Result<Vec<u8>, String> {
    let bits = u32::from(width) * 8;
    if bits < 64 && (v >= 1i64 << bits || v < -(1i64 << (bits - 1))) {
        return Err(format!("the value {v} does not fit in {width} bytes"));
    }
    Ok(v.to_le_bytes()[..width as usize].to_vec())
}

/// The attributes of `.section name, "flags", @type, ...`, or the defaults an assembler
/// gives the name when no flags are written.
fn section_spec(name: &str, args: &[String]) -> Result<SectionSpec, String> {
    let mut flags = CustomFlags::default();
    let prefixed = |p: &str| name == p || name.starts_with(&format!("{p}."));
    let Some(flag_text) = args.first() else {
        // GNU as and llvm-mc give well-known names their usual flags.
        if prefixed(".text") {
            flags = CustomFlags { alloc: true, exec: true, ..flags };
        } else if prefixed(".rodata") {
            flags.alloc = true;
        } else if prefixed(".data") || prefixed(".init_array") || prefixed(".fini_array") || prefixed(".preinit_array")
        {
            flags = CustomFlags { alloc: true, write: true, ..flags };
        } else if prefixed(".bss") {
            flags = CustomFlags { alloc: true, write: true, nobits: true, ..flags };
        } else if prefixed(".tdata") {
            flags = CustomFlags { alloc: true, write: true, tls: true, ..flags };
        } else if prefixed(".tbss") {
            flags = CustomFlags { alloc: true, write: true, tls: true, nobits: true, ..flags };
        }
        return Ok(SectionSpec { flags, merge: None, group: None });
    };
    let letters = string_arg(flag_text)?;
    let (mut merge, mut strings, mut group) = (false, false, false);
    for c in letters {
        match c {
            b'a' => flags.alloc = true,
            b'w' => flags.write = true,
            b'x' => flags.exec = true,
            b'T' => flags.tls = true,
            b'M' => merge = true,
            b'S' => strings = true,
            b'G' => group = true,
            other => return Err(format!("the section flag `{}` is not supported", other as char)),
        }
    }
    let mut rest = args[1..].iter();
    match rest.next().map(|t| t.trim().trim_start_matches(['@', '%'])) {
        None | Some("progbits") => {
            if prefixed(".bss") || prefixed(".tbss") {
                // (the object writer types sections by name and flags)
                return Err(format!("`{name}` as `@progbits` is not supported"));
            }
        }
        Some("nobits") => flags.nobits = true,
        Some("note") if name.starts_with(".note") => {}
        Some("init_array") if name.starts_with(".init_array") => {}
        Some("fini_array") if name.starts_with(".fini_array") => {}
        Some("preinit_array") if name.starts_with(".preinit_array") => {}
        Some(t) => return Err(format!("the section type `@{t}` of `{name}` is not supported")),
    }
    let merge = if merge {
        let e = rest.next().ok_or("a mergeable section (`M`) needs an entry size")?;
        let entsize = e.trim().parse::<u8>().map_err(|_| format!("bad entry size `{e}`"))?;
        Some(Merge { entsize, strings })
    } else {
        None
    };
    let group = if group {
        let g = rest.next().ok_or("a section group (`G`) needs a group name")?;
        match rest.next().map(|s| s.trim()) {
            None | Some("comdat") => {}
            Some(other) => return Err(format!("`{other}` after the group name is not supported")),
        }
        Some(name_arg(g)?)
    } else {
        None
    };
    if let Some(extra) = rest.next() {
        return Err(format!("the section argument `{extra}` is not supported"));
    }
    Ok(SectionSpec { flags, merge, group })
}

/// A recursive-descent reader of GNU as expressions: `+ -` over `* / % << >> & | ^`
/// over unary `- ~ +`, parentheses, numbers, character constants, names and `.`.
struct ExprParser<'t, 'a, 'b> {
    s: &'t [u8],
    text: &'t str,
    i: usize,
    asm: &'a mut Assembler<'b>,
}

impl ExprParser<'_, '_, '_> {
    fn skip_ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.i).copied()
    }

    fn bad(&self) -> String {
        format!("cannot read the expression `{}`", self.text.trim())
    }

    fn sum(&mut self) -> Result<Expr, String> {
        let mut e = self.product()?;
        loop {
            match self.peek() {
                Some(b'+') => {
                    self.i += 1;
                    e = e.plus(self.product()?);
                }
                Some(b'-') => {
                    self.i += 1;
                    e = e.plus(self.product()?.scaled(-1));
                }
                _ => return Ok(e),
            }
        }
    }

    fn product(&mut self) -> Result<Expr, String> {
        let mut e = self.unary()?;
        loop {
            let op: &[u8] = match self.peek() {
                Some(b'*') => b"*",
                Some(b'/') => b"/",
                Some(b'%') => b"%",
                Some(b'&') => b"&",
                Some(b'|') => b"|",
                Some(b'^') => b"^",
                Some(b'<') if self.s.get(self.i + 1) == Some(&b'<') => b"<<",
                Some(b'>') if self.s.get(self.i + 1) == Some(&b'>') => b">>",
                _ => return Ok(e),
            };
            self.i += op.len();
            let rhs = self.unary()?;
            e = match (op, e.as_constant(), rhs.as_constant()) {
                (b"*", Some(a), _) => rhs.scaled(a),
                (b"*", _, Some(b)) => e.scaled(b),
                (_, Some(a), Some(b)) => Expr::constant(match op {
                    b"/" if b != 0 => a.wrapping_div(b),
                    b"%" if b != 0 => a.wrapping_rem(b),
                    b"&" => a & b,
                    b"|" => a | b,
                    b"^" => a ^ b,
                    b"<<" => a.wrapping_shl(b as u32),
                    b">>" => a.wrapping_shr(b as u32),
                    _ => return Err(format!("division by zero in `{}`", self.text.trim())),
                }),
                _ => return Err(format!("`{}` is not a constant or a symbol plus a constant", self.text.trim())),
            };
        }
    }

    fn unary(&mut self) -> Result<Expr, String> {
        match self.peek().ok_or_else(|| self.bad())? {
            b'-' => {
                self.i += 1;
                Ok(self.unary()?.scaled(-1))
            }
            b'+' => {
                self.i += 1;
                self.unary()
            }
            b'~' => {
                self.i += 1;
                let v = self.unary()?.as_constant().ok_or_else(|| self.bad())?;
                Ok(Expr::constant(!v))
            }
            b'(' => {
                self.i += 1;
                let e = self.sum()?;
                if self.peek() != Some(b')') {
                    return Err(self.bad());
                }
                self.i += 1;
                Ok(e)
            }
            b'\'' => {
                let c = *self.s.get(self.i + 1).ok_or_else(|| self.bad())?;
                self.i += 2;
                if self.s.get(self.i) == Some(&b'\'') {
                    self.i += 1;
                }
                Ok(Expr::constant(i64::from(c)))
            }
            b'"' => {
                let end = self.text[self.i + 1..].find('"').ok_or_else(|| self.bad())?;
                let name = self.text[self.i + 1..self.i + 1 + end].to_string();
                self.i += end + 2;
                self.asm.sym(&name);
                Ok(Expr { constant: 0, terms: vec![(1, Term::Sym(name))] })
            }
            c if is_name_char(c) => {
                let start = self.i;
                while self.i < self.s.len() && is_name_char(self.s[self.i]) {
                    self.i += 1;
                }
                let tok = &self.text[start..self.i];
                if tok == "." {
                    return Ok(Expr { constant: 0, terms: vec![(1, Term::Here(self.asm.here()?))] });
                }
                if c.is_ascii_digit() {
                    if let Some(name) = self.asm.numeric_ref(tok)? {
                        return Ok(Expr { constant: 0, terms: vec![(1, Term::Sym(name))] });
                    }
                    return number_literal(tok)
                        .map(|v| Expr::constant(v as i64))
                        .ok_or_else(|| format!("bad number `{tok}`"));
                }
                if self.s.get(self.i) == Some(&b'@') {
                    return Err(format!("symbol modifiers (`{tok}@...`) in data are not supported"));
                }
                self.asm.sym(tok);
                Ok(Expr { constant: 0, terms: vec![(1, Term::Sym(tok.to_string()))] })
            }
            _ => Err(self.bad()),
        }
    }
}

/// Where an expression's symbolic part lands once every symbol is known.
enum Resolved {
    Constant(i64),
    /// `symbol + addend`.
    Symbol(SymbolId, i64),
    /// `symbol + addend - (the fixup's own place)`: pc-relative data.
    PcRelative(SymbolId, i64),
}

/// A term's place: `(section, offset)` when defined, and the symbol to relocate against.
struct Place {
    at: Option<(SectionId, u64)>,
    sym: Option<SymbolId>,
    local: bool,
}

impl ModuleAsm {
    /// Completes the module asm once the IR's code and data are placed: `.set` symbols,
    /// symbol directives on IR symbols, fixups, `.symver`.
    pub(crate) fn finish(self, ob: &mut ObjectBuilder) -> Result<(), String> {
        self.define_sets(ob)?;
        self.apply_attributes(ob)?;
        for f in &self.fixups {
            self.apply_fixup(ob, f).map_err(|e| stmt_err(e, &f.stmt))?;
        }
        self.apply_symvers(ob)
    }

    fn place_of(&self, ob: &mut ObjectBuilder, name: &str, depth: u32) -> Result<(Place, i64), String> {
        if let Some(s) = self.syms.get(name) {
            if let Some(p) = s.label {
                let at = Some((self.secs[p.sec].id, p.off));
                let local = matches!(s.binding, None | Some(Binding::Local));
                return Ok((Place { at, sym: s.id, local }, 0));
            }
            if let (Some(e), false) = (&s.set, depth > 16) {
                let (place, add) = self.single_place(ob, e, depth + 1)?;
                // A `.set` symbol of its own (defined by `define_sets`) is relocated against.
                let own =
                    ob.obj.find_symbol(name).filter(|&id| place.at.is_some() && !ob.obj.symbol(id).is_undefined());
                let local = matches!(s.binding, None | Some(Binding::Local));
                return Ok((Place { at: place.at, sym: own.or(place.sym), local: local && place.local }, add));
            }
        }
        match ob.obj.find_symbol(name) {
            Some(id) => {
                let s = ob.obj.symbol(id);
                let at = match s.def {
                    SymbolDef::Section { section, offset, .. } => Some((section, offset)),
                    _ => None,
                };
                Ok((Place { at, sym: Some(id), local: s.binding == Binding::Local }, 0))
            }
            None => {
                let id = ob.obj.symbol_ref(name);
                Ok((Place { at: None, sym: Some(id), local: false }, 0))
            }
        }
    }

    /// An expression that must be one symbol plus a constant (`.set` right-hand sides).
    fn single_place(&self, ob: &mut ObjectBuilder, e: &Expr, depth: u32) -> Result<(Place, i64), String> {
        match e.terms.as_slice() {
            [] => Ok((Place { at: None, sym: None, local: true }, e.constant)),
            [(1, Term::Sym(n))] => {
                let (p, add) = self.place_of(ob, n, depth)?;
                Ok((p, add + e.constant))
            }
            _ => {
                let mut total = e.constant;
                let mut sec = None;
                let mut net = 0;
                for (k, t) in &e.terms {
                    let (p, add) = match t {
                        Term::Sym(n) => self.place_of(ob, n, depth)?,
                        Term::Here(p) => (Place { at: Some((self.secs[p.sec].id, p.off)), sym: None, local: true }, 0),
                    };
                    if p.at.is_none() && p.sym.is_none() {
                        // A constant (`.set` of a number).
                        total = total.wrapping_add(k.wrapping_mul(add));
                        continue;
                    }
                    let (s, off) = p.at.ok_or("an expression with an undefined symbol is not supported")?;
                    if sec.is_some_and(|x| x != s) {
                        return Err("an expression across sections is not supported".into());
                    }
                    sec = Some(s);
                    net += k;
                    total = total.wrapping_add(k.wrapping_mul(off as i64 + add));
                }
                match (net, sec) {
                    (0, _) => Ok((Place { at: None, sym: None, local: true }, total)),
                    (1, Some(s)) => {
                        let sym = ob.obj.section_symbol(s);
                        Ok((Place { at: Some((s, 0)), sym: Some(sym), local: true }, total))
                    }
                    _ => Err("the expression is not a symbol plus a constant".into()),
                }
            }
        }
    }

    /// Resolves an expression for a field in section `sec`: label differences within a
    /// section cancel, and what remains must be a constant, one symbol plus a constant, or
    /// that minus a place in `sec` (pc-relative).
    fn resolve(&self, ob: &mut ObjectBuilder, e: &Expr, sec: SectionId) -> Result<Resolved, String> {
        let mut constant = e.constant;
        // Each term's place, coefficient and (for defined ones) section offset.
        let mut terms: Vec<(Place, i64)> = Vec::new();
        for (k, t) in &e.terms {
            let (place, add) = match t {
                Term::Sym(n) => self.place_of(ob, n, 0)?,
                Term::Here(p) => (Place { at: Some((self.secs[p.sec].id, p.off)), sym: None, local: true }, 0),
            };
            constant = constant.wrapping_add(k.wrapping_mul(add));
            terms.push((place, *k));
        }
        // Net coefficient and `Σ k·offset` per section.
        let mut per_sec: Vec<(SectionId, i64, i64)> = Vec::new();
        let mut undefined: Vec<(SymbolId, i64)> = Vec::new();
        for (p, k) in &terms {
            match (p.at, p.sym) {
                (Some((s, off)), _) => match per_sec.iter_mut().find(|x| x.0 == s) {
                    Some(x) => {
                        x.1 += k;
                        x.2 = x.2.wrapping_add(k.wrapping_mul(off as i64));
                    }
                    None => per_sec.push((s, *k, k.wrapping_mul(off as i64))),
                },
                (None, Some(id)) => undefined.push((id, *k)),
                (None, None) => {}
            }
        }
        for x in per_sec.iter().filter(|x| x.1 == 0) {
            constant = constant.wrapping_add(x.2);
        }
        let open: Vec<(SectionId, i64, i64)> = per_sec.iter().copied().filter(|x| x.1 != 0).collect();
        let not_symbolic = || "the expression is not a constant or a symbol plus a constant".to_string();
        // The symbol and addend for the terms of section `x` (net coefficient 1): a lone
        // global symbol by name, anything else through the section.
        let target = |ob: &mut ObjectBuilder, x: (SectionId, i64, i64)| -> (SymbolId, i64) {
            let in_sec: Vec<&(Place, i64)> =
                terms.iter().filter(|(p, _)| p.at.is_some_and(|(s, _)| s == x.0)).collect();
            if let [(Place { at: Some((_, off)), sym: Some(id), local: false }, 1)] = in_sec.as_slice() {
                return (*id, x.2 - *off as i64);
            }
            (ob.obj.section_symbol(x.0), x.2)
        };
        match (open.as_slice(), undefined.as_slice()) {
            ([], []) => Ok(Resolved::Constant(constant)),
            ([], [(id, 1)]) => Ok(Resolved::Symbol(*id, constant)),
            ([x], []) if x.1 == 1 => {
                let (id, extra) = target(ob, *x);
                Ok(Resolved::Symbol(id, constant + extra))
            }
            // `sym - .`, `sym - label` with the label in the field's section.
            ([a, b], []) if a.1 + b.1 == 0 && (a.1 == 1 || b.1 == 1) => {
                let (pos, neg) = if a.1 == 1 { (*a, *b) } else { (*b, *a) };
                if neg.0 != sec {
                    return Err(not_symbolic());
                }
                let (id, extra) = target(ob, pos);
                Ok(Resolved::PcRelative(id, constant + extra + neg.2))
            }
            ([x], [(id, 1)]) if x.1 == -1 && x.0 == sec => Ok(Resolved::PcRelative(*id, constant + x.2)),
            _ => Err(not_symbolic()),
        }
    }

    fn apply_fixup(&self, ob: &mut ObjectBuilder, f: &Fixup) -> Result<(), String> {
        let sec = self.secs[f.at.sec].id;
        let at = f.at.off;
        let arch = ob.obj.arch;
        let r = self.resolve(ob, &f.expr, sec)?;
        let write = |ob: &mut ObjectBuilder, bytes: &[u8]| {
            let data = &mut ob.obj.section_mut(sec).data;
            data[at as usize..at as usize + bytes.len()].copy_from_slice(bytes);
        };
        match (f.kind, r) {
            (FixKind::Data(w), Resolved::Constant(v)) => write(ob, &field_bytes(v, w)?),
            (FixKind::Data(w), Resolved::Symbol(id, addend)) => {
                let kind = match w {
                    1 => RelocKind::Abs8,
                    2 => RelocKind::Abs16,
                    4 => RelocKind::Abs32,
                    _ => RelocKind::Abs64,
                };
                ob.obj.add_reloc(sec, Reloc::new(at, kind, id, addend));
            }
            (FixKind::Data(w), Resolved::PcRelative(id, addend)) => {
                let kind = match w {
                    4 => RelocKind::PcRel32,
                    8 => RelocKind::PcRel64,
                    _ => return Err(format!("a pc-relative value of {w} bytes is not supported")),
                };
                // The relocation's `P` is the field: the subtracted place was folded into
                // `addend` as `-offset`.
                ob.obj.add_reloc(sec, Reloc::new(at, kind, id, addend + at as i64));
            }
            (FixKind::Code(kind), Resolved::Symbol(id, addend)) => {
                // A pc-relative reference to a local place in the same section is
                // resolved here, as assemblers do.
                let s = ob.obj.symbol(id);
                if let (SymbolDef::Section { section, offset, .. }, true) = (s.def, s.binding == Binding::Local) {
                    if section == sec && kind.is_pc_relative() {
                        let v = offset as i64 + addend - at as i64;
                        let field = &mut ob.obj.section_mut(sec).data[at as usize..];
                        if rllc_objwriter::reloc::fixup::resolve_local(arch, kind, v, field)? {
                            return Ok(());
                        }
                    }
                }
                ob.obj.add_reloc(sec, Reloc::new(at, kind, id, addend));
            }
            (FixKind::Code(_), Resolved::Constant(_)) => {
                return Err("an instruction's symbol operand that is a constant is not supported".into())
            }
            (FixKind::Code(_), Resolved::PcRelative(..)) => {
                return Err("a symbol difference in an instruction is not supported".into())
            }
        }
        Ok(())
    }

    /// `.set`/`=` symbols: at their value's place (its type and size as the symbol they
    /// name, unless given), or absolute for constants.
    fn define_sets(&self, ob: &mut ObjectBuilder) -> Result<(), String> {
        for name in &self.order {
            let s = &self.syms[name];
            let Some(e) = &s.set else { continue };
            if name.starts_with(".L") && s.binding.is_none() {
                continue;
            }
            let err = |m: String| format!("module asm: `.set {name}`: {m}");
            let (place, add) = self.single_place(ob, e, 0).map_err(err)?;
            let (base_kind, base_size) = match place.sym.map(|id| ob.obj.symbol(id)) {
                Some(b) if b.kind != SymbolKind::Section => {
                    let size = match b.def {
                        SymbolDef::Section { size, .. } => size,
                        _ => 0,
                    };
                    (b.kind, size)
                }
                _ => (SymbolKind::NoType, 0),
            };
            let size = match &s.size {
                Some(e) => self
                    .single_place(ob, e, 0)
                    .ok()
                    .filter(|(p, _)| p.at.is_none() && p.sym.is_none())
                    .map(|(_, v)| v as u64),
                None => Some(base_size),
            }
            .ok_or_else(|| err("the size is not a constant".into()))?;
            let def = match place.at {
                Some((section, off)) => SymbolDef::Section { section, offset: (off as i64 + add) as u64, size },
                None if place.sym.is_none() => SymbolDef::Absolute(add as u64),
                None => return Err(err("an alias of an undefined symbol is not supported".into())),
            };
            let sym = Symbol {
                def,
                binding: s.binding.unwrap_or(Binding::Local),
                visibility: s.visibility.unwrap_or(Visibility::Default),
                kind: s.kind.unwrap_or(base_kind),
                ..Symbol::undefined(name.clone())
            };
            match ob.obj.find_symbol(name) {
                Some(id) if ob.obj.symbol(id).is_undefined() => *ob.obj.symbol_mut(id) = sym,
                Some(_) => return Err(err("the name is defined twice".into())),
                None => {
                    ob.obj.add_symbol(sym);
                }
            }
        }
        Ok(())
    }

    /// Binding, visibility, type and size directives on symbols module asm does not define.
    fn apply_attributes(&self, ob: &mut ObjectBuilder) -> Result<(), String> {
        for name in &self.order {
            let s = &self.syms[name];
            if s.label.is_some() || s.set.is_some() {
                continue;
            }
            let declared = s.binding.is_some() || s.visibility.is_some();
            let id = match ob.obj.find_symbol(name) {
                Some(id) => id,
                // `.globl x`, `.weak x` alone: an undefined symbol, as assemblers write it.
                None if declared => ob.obj.symbol_ref(name),
                None => continue,
            };
            let size = match &s.size {
                Some(e) => Some(
                    self.single_place(ob, e, 0)
                        .ok()
                        .filter(|(p, _)| p.at.is_none() && p.sym.is_none())
                        .map(|(_, v)| v as u64)
                        .ok_or_else(|| format!("module asm: the size of `{name}` is not a constant"))?,
                ),
                None => None,
            };
            let sym = ob.obj.symbol_mut(id);
            if let Some(b) = s.binding {
                sym.binding = b;
            }
            if let Some(v) = s.visibility {
                sym.visibility = v;
            }
            if let Some(k) = s.kind {
                sym.kind = k;
            }
            if let (Some(n), SymbolDef::Section { size, .. }) = (size, &mut sym.def) {
                *size = n;
            }
        }
        Ok(())
    }

    /// `.symver name, name@VER` as GNU as and llvm-mc apply it: a defined `name` gets an
    /// alias `name@VER` (`@@@` renames it to `name@@VER`); references to an undefined
    /// `name` go to `name@VER` (an undefined one cannot be the default version, `@@`).
    fn apply_symvers(&self, ob: &mut ObjectBuilder) -> Result<(), String> {
        for (name, prefix, version) in &self.symvers {
            let full = format!("{prefix}{version}");
            let err = |m: &str| format!("module asm: `.symver {name}, {full}`: {m}");
            let Some(id) = ob.obj.find_symbol(name) else {
                if version.starts_with("@@") && !version.starts_with("@@@") {
                    return Err(err("the default version symbol must be defined"));
                }
                continue;
            };
            let sym = ob.obj.symbol(id).clone();
            if sym.is_undefined() {
                if version.starts_with("@@") && !version.starts_with("@@@") {
                    return Err(err("the default version symbol must be defined"));
                }
                let v = version.strip_prefix("@@").unwrap_or(version);
                ob.obj.rename_symbol(id, &format!("{prefix}@{}", v.trim_start_matches('@')));
            } else if let Some(v) = version.strip_prefix("@@@") {
                ob.obj.rename_symbol(id, &format!("{prefix}@@{v}"));
            } else {
                if ob.obj.find_symbol(&full).is_some() {
                    return Err(err("the versioned name is defined twice"));
                }
                ob.obj.add_symbol(Symbol { name: full.clone(), ..sym });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::object::GlobalNames;
    use rllc_targets::{lookup, TargetSpec};

    /// Assembles `lines` as a module's asm for x86-64 (both steps).
    fn assemble_lines(lines: &[&str]) -> Result<rllc_objwriter::ObjectFile, String> {
        let mut m = Module::for_target("x86_64-unknown-linux-gnu");
        for l in lines {
            let s = m.syms.intern_str(l);
            m.module_asm.push(s);
        }
        let spec = TargetSpec { triple: "x86_64-unknown-linux-gnu".into(), ..TargetSpec::default() };
        let backend = lookup(&spec).expect("x86-64 backend");
        let names = GlobalNames::new(&m);
        let mut ob = ObjectBuilder::new(&m, &names, &m.syms, backend.as_ref(), false);
        let asm = assemble(&m, &mut ob, backend.as_ref())?;
        asm.finish(&mut ob)?;
        Ok(ob.finish())
    }

    const STATEMENTS: &[&str] = &[
        ".pushsection .d,\"aw\",@progbits",
        ".globl t",
        ".type t,@object",
        ".p2align 3, 0xcc, 7",
        "t: .quad t + 8, 1f - t, ext",
        "1: .long .-t, 'a', ~3 * (2 << 1)",
        ".ascii \"a\\x41\\101\\n\"",
        ".size t, .-t",
        ".popsection",
        ".set s, t + 4",
        "u = 3",
        ".symver ext,ext@V1",
        "f: jmp 1f; call ext@PLT",
        "1: jne f",
        "movq ext@GOTPCREL(%rip), %rax",
        ".cfi_startproc",
        "pushq %rbp",
        ".cfi_def_cfa_offset 16",
        ".cfi_offset %rbp, -16",
        "popq %rbp",
        ".cfi_def_cfa %rsp, 8",
        ".cfi_endproc",
        ".section .text.g,\"axG\",@progbits,g,comdat",
        ".skip 4, 0x90",
        ".previous",
    ];

    #[test]
    fn statements_and_expressions() {
        let obj = assemble_lines(STATEMENTS).unwrap();
        let t = obj.find_symbol("t").unwrap();
        let SymbolDef::Section { size, .. } = obj.symbol(t).def else { panic!() };
        assert_eq!(size, 8 * 3 + 4 * 3 + 4);
        assert!(obj.find_symbol("ext@V1").is_some() && obj.find_symbol("ext").is_none());
        assert_eq!(obj.symbol(obj.find_symbol("u").unwrap()).def, SymbolDef::Absolute(3));
        // `jmp 1f` over a 5-byte call is short; `jne f` back to the local label too.
        let text = obj.sections().find(|(_, s)| s.kind == SectionKind::Text).unwrap().1;
        assert_eq!(&text.data[..9], &[0xeb, 0x05, 0xe8, 0, 0, 0, 0, 0x75, 0xf7]);
    }

    #[test]
    fn refusals_name_the_statement() {
        let e = assemble_lines(&[".cfi_escape 1"]).unwrap_err();
        assert!(e.contains("`.cfi_escape` is not supported") && e.contains("(in `.cfi_escape 1`)"), "{e}");
        let e = assemble_lines(&[".cfi_startproc", "nop"]).unwrap_err();
        assert!(e.contains("without `.cfi_endproc`"), "{e}");
        let e = assemble_lines(&[".byte 256"]).unwrap_err();
        assert!(e.contains("256"), "{e}");
        let e = assemble_lines(&[".quad a * b"]).unwrap_err();
        assert!(e.contains("a * b"), "{e}");
        let e = assemble_lines(&["x:", "x:"]).unwrap_err();
        assert!(e.contains("already defined"), "{e}");
        let e = assemble_lines(&[".symver f,f@@V1"]).unwrap_err();
        assert!(e.contains("must be defined"), "{e}");
    }

    /// Malformed module asm is an error, never a panic: every statement above cut at each
    /// character and with punctuation spliced in, after the others.
    #[test]
    fn mangled_statements_do_not_panic() {
        let splices = ["\"", "(", ")", ",", "$", ":", "@", "-", ".", "1b", "1f", "%", ";", "#", "é", "\\", "'", "<<"];
        let mut n = 0;
        for (k, s) in STATEMENTS.iter().enumerate() {
            for (cut, _) in s.char_indices().chain(std::iter::once((s.len(), ' '))) {
                let (a, b) = s.split_at(cut);
                for t in std::iter::once(a.to_string()).chain(splices.iter().map(|x| format!("{a}{x}{b}"))) {
                    let mut lines: Vec<&str> = STATEMENTS[..k].to_vec();
                    lines.push(&t);
                    let _ = assemble_lines(&lines);
                    n += 1;
                }
            }
        }
        assert!(n > 3000);
    }
}
