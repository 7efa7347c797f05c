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
//!
//! This file has the shared state (sections, fragments, symbols, fixups) and `assemble`;
//! `syntax.rs` reads the text, `assembler.rs` carries out statements and lays out the
//! result, `expr.rs` evaluates expressions, `finish.rs` is the second step.

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

/// A recursive-descent reader of GNU as expressions: `+ -` over `* / % << >> & | ^`
/// over unary `- ~ +`, parentheses, numbers, character constants, names and `.`.
struct ExprParser<'t, 'a, 'b> {
    s: &'t [u8],
    text: &'t str,
    i: usize,
    asm: &'a mut Assembler<'b>,
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

mod assembler;
mod expr;
mod finish;
mod syntax;

use syntax::*;

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
