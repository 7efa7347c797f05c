//! The `.ll` parser: a recursive-descent reader over the lexer's tokens that builds a
//! `Module` through the builder API. This file holds the parser state and the token-level
//! primitives every part of the grammar uses; the grammar itself is split by concept:
//! `types.rs`, `values.rs` (operands and function-local names), `constants.rs` (literals,
//! aggregates, constant expressions, global references), `numbers.rs` (integer and
//! floating-point literal conversion), `attributes.rs`, `instructions.rs`, `module.rs`
//! (top-level entities, globals, functions, attribute groups, end-of-module resolution) and
//! `metadata.rs`.
//!
//! Errors are `Diagnostic`s at the offending token's offset; the parser stops at the first.
//! Forward references are the one thing that needs care: globals, named types, comdats,
//! attribute groups and blocks taken by `blockaddress` may be used before they are defined,
//! and are resolved (or reported) at the end of the module; local values may be used before
//! they are defined and are resolved at the end of their function (see `values.rs`).

use crate::attrs::{Attr, AttrSetId};
use crate::constant::ConstId;
use crate::diag::Diagnostic;
use crate::interner::Sym;
use crate::lexer::{Tok, Token};
pub(crate) use crate::keywords::Kw;
use tokens::TokenSource;
use crate::module::{ComdatId, GlobalId, Module};
use crate::types::TypeId;
use crate::value::{AsmId, BlockId, InlineAsm, InstId};

/// Parser results. The diagnostic is boxed so that a result is as small as its value
/// (a `Value` or `TypeId` result comes back in registers instead of through memory):
/// errors are rare, results are on every path.
pub(crate) type PResult<T> = Result<T, Box<Diagnostic>>;

/// Nesting limit for types, constants and metadata: deep enough for any real input, shallow
/// enough that the recursive descent cannot overflow the stack.
pub(crate) const MAX_DEPTH: u32 = 256;

pub(crate) use crate::hashing::FxMap;

/// A named or numbered struct type and, while it is only forward-referenced, where it was
/// first used.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TypeEntry {
    pub(crate) id: TypeId,
    pub(crate) fwd_loc: Option<u32>,
}

/// A global referenced before its definition.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FwdGlobal {
    /// First use.
    pub(crate) loc: u32,
    /// `@N` references: the number.
    pub(crate) num: Option<u32>,
    /// The function type of the first call through it, if every use so far was a callee
    /// (undeclared `llvm.*` intrinsics are declared from it, as llvm-as does).
    pub(crate) callee_ty: Option<TypeId>,
    pub(crate) only_callee: bool,
}

/// Where a set of attributes with attribute-group references (`#0`) goes once the groups
/// are known (they are usually defined at the end of the file).
#[derive(Clone, Copy, Debug)]
pub(crate) enum AttrTarget {
    Function(GlobalId),
    GlobalVar(GlobalId),
    Call(GlobalId, InstId),
}

#[derive(Clone, Debug)]
pub(crate) struct PendingAttrs {
    pub(crate) target: AttrTarget,
    pub(crate) base: AttrSetId,
    pub(crate) groups: Vec<u32>,
}

/// A function-local name or number: `%x` or `%3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum LocalKey {
    Name(Sym),
    Num(u32),
}

/// A block reserved by `blockaddress(@f, %bb)` before `@f`'s body was read.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FwdBlockAddr {
    pub(crate) key: LocalKey,
    pub(crate) block: BlockId,
    /// The label's first use.
    pub(crate) loc: u32,
    /// The function name's first use.
    pub(crate) fn_loc: u32,
}

/// How many of the smallest values of each of `i1`..`i64` `Parser::tiny_ints` keeps.
pub(crate) const TINY_INTS: usize = 64;

/// Parser state for one module.
pub struct Parser<'a> {
    pub(crate) src: &'a str,
    /// The tokens; the current (not yet consumed) one is `tok()`.
    pub(crate) lex: TokenSource<'a>,
    /// The early checks of finished bodies, for a large input (see `early_feed.rs`).
    /// Declared before `m` so that it is dropped first: it waits until the lexer thread
    /// has stopped checking bodies of `m`.
    pub(crate) early: Option<early_feed::EarlyFeed>,
    pub(crate) m: Module,
    /// Metadata numbering and forward references (see `metadata.rs`).
    pub(crate) md: MdParseState,
    /// Current nesting of types/constants/metadata (see `enter`).
    pub(crate) depth: u32,
    /// `%name = type ...` and `%N = type ...`, including forward references.
    pub(crate) named_types: FxMap<Sym, TypeEntry>,
    pub(crate) numbered_types: FxMap<u32, TypeEntry>,
    /// Named globals by name (mirrors the module's table, keyed by symbol).
    pub(crate) global_names: FxMap<Sym, GlobalId>,
    /// Unnamed globals by number, and the next number to hand out.
    pub(crate) numbered_globals: FxMap<u32, GlobalId>,
    pub(crate) next_global_num: u32,
    /// Globals used but not yet defined.
    pub(crate) fwd_globals: FxMap<GlobalId, FwdGlobal>,
    /// Globals in the order of their definitions (forward references create globals
    /// early; the module is put back in this order at the end).
    pub(crate) def_order: Vec<GlobalId>,
    /// The address constant of each global (`Const::Global`), by global index.
    pub(crate) global_consts: Vec<Option<ConstId>>,
    pub(crate) comdat_names: FxMap<Sym, ComdatId>,
    /// Comdats referenced (`comdat($c)`) but not yet defined, with the first use.
    pub(crate) fwd_comdats: FxMap<Sym, u32>,
    /// `attributes #N = { ... }`.
    pub(crate) attr_groups: FxMap<u32, Vec<Attr>>,
    pub(crate) pending_attrs: Vec<PendingAttrs>,
    /// Blocks reserved by `blockaddress` in functions whose body has not been read.
    pub(crate) fwd_blockaddrs: FxMap<GlobalId, Vec<FwdBlockAddr>>,
    /// Named blocks of functions already read, for `blockaddress` (built on demand).
    pub(crate) done_fn_blocks: FxMap<GlobalId, FxMap<Sym, BlockId>>,
    /// Inline asm blobs already added, for deduplication without a linear search.
    pub(crate) asm_ids: FxMap<InlineAsm, AsmId>,
    /// Small integer constants already interned (the most common constants by far).
    pub(crate) int_cache: FxMap<(TypeId, u64), ConstId>,
    /// The smallest of them (`i1` to `i64`, values below `TINY_INTS`), straight from an
    /// index: `TINY_INTS` entries per type, `u32::MAX` where none is interned yet.
    pub(crate) tiny_ints: Box<[u32; 5 * TINY_INTS]>,
    /// The `dbg` attachment kind.
    pub(crate) sym_dbg: Sym,
    /// Address space of functions (`P` in the data layout).
    pub(crate) program_as: u32,
    /// Scratch buffer for unescaping quoted names without allocating each time.
    pub(crate) scratch: Vec<u8>,
    /// Scratch lists reused by every instruction (operands, call arguments, types, GEP
    /// indices), so that parsing an instruction allocates only what it keeps.
    pub(crate) ops_scratch: Vec<crate::value::Value>,
    pub(crate) arg_scratch: Vec<instructions::Arg>,
    pub(crate) type_scratch: Vec<TypeId>,
    pub(crate) index_scratch: Vec<(TypeId, Option<ConstId>)>,
    pub(crate) attr_scratch: Vec<Attr>,
    /// The capacity a function's instruction list starts with: the largest function's
    /// so far, so that it seldom grows (see `parse_function_body`).
    pub(crate) inst_capacity: usize,
    /// The block list's likewise.
    pub(crate) block_capacity: usize,
    /// The per-function state of the function read last, kept for its capacity (see
    /// `FnState::reset`).
    pub(crate) spare_fn_state: FnState,
    /// The attribute groups (`#N`) named by the function attributes of the call just
    /// parsed, taken by `parse_instruction` once the call has its id (kept out of the
    /// parsed instruction, which every instruction moves around, for the few calls that
    /// have them).
    pub(crate) call_groups: Vec<u32>,
    /// Sets of flag attributes by the kinds as written (see `parse_attr_set`).
    pub(crate) flag_list_sets: FxMap<u64, AttrSetId>,
    /// Types known to be sized (see `is_sized_cached`).
    pub(crate) sized_types: Vec<bool>,
    /// Told, between top-level entities, how far the module has been read (see
    /// `parse_with_progress`), and the offset at which to tell it next.
    pub(crate) progress: Option<&'a mut (dyn FnMut(usize) + 'a)>,
    pub(crate) next_progress: u32,
}

/// How often (in source bytes) `parse_with_progress` reports.
const PROGRESS_STEP: u32 = 1 << 20;

impl<'a> Parser<'a> {
    /// `progress(0)`: reading has started (see `parse_with_progress`).
    fn report_start(&mut self) {
        if let Some(progress) = self.progress.as_mut() {
            progress(0);
        }
    }

    pub fn new(src: &'a str) -> Parser<'a> {
        Parser::with_tokens(src, TokenSource::inline(src))
    }

    pub(crate) fn with_tokens(src: &'a str, mut lex: TokenSource<'a>) -> Parser<'a> {
        lex.start();
        let mut m = Module::new();
        let sym_dbg = m.syms.intern_str("dbg");
        Parser {
            src,
            lex,
            m,
            md: MdParseState::default(),
            depth: 0,
            named_types: FxMap::default(),
            numbered_types: FxMap::default(),
            global_names: FxMap::default(),
            numbered_globals: FxMap::default(),
            next_global_num: 0,
            early: None,
            fwd_globals: FxMap::default(),
            def_order: Vec::new(),
            global_consts: Vec::new(),
            comdat_names: FxMap::default(),
            fwd_comdats: FxMap::default(),
            attr_groups: FxMap::default(),
            pending_attrs: Vec::new(),
            fwd_blockaddrs: FxMap::default(),
            done_fn_blocks: FxMap::default(),
            asm_ids: FxMap::default(),
            int_cache: FxMap::default(),
            tiny_ints: Box::new([u32::MAX; 5 * TINY_INTS]),
            sym_dbg,
            program_as: 0,
            scratch: Vec::new(),
            ops_scratch: Vec::new(),
            arg_scratch: Vec::new(),
            type_scratch: Vec::new(),
            index_scratch: Vec::new(),
            attr_scratch: Vec::new(),
            inst_capacity: 0,
            block_capacity: 0,
            spare_fn_state: FnState::default(),
            call_groups: Vec::new(),
            flag_list_sets: FxMap::default(),
            sized_types: Vec::new(),
            progress: None,
            next_progress: PROGRESS_STEP,
        }
    }

    /// The text of a token.
    pub(crate) fn text(&self, t: Token) -> &'a str {
        &self.src[t.start as usize..t.end as usize]
    }

    /// The text of the current token.
    pub(crate) fn cur_text(&self) -> &'a str {
        self.text(self.tok())
    }

    /// The current (not yet consumed) token.
    #[inline(always)]
    pub(crate) fn tok(&self) -> Token {
        self.lex.current()
    }

    /// Consumes the current token and returns it.
    #[inline]
    pub(crate) fn bump(&mut self) -> Token {
        let t = self.tok();
        self.lex.advance();
        t
    }

    /// The token after the current one, without consuming anything.
    #[inline]
    pub(crate) fn peek(&mut self) -> Token {
        self.lex.lookahead()
    }

    #[inline]
    pub(crate) fn at(&self, kind: Tok) -> bool {
        self.tok().kind == kind
    }

    /// Whether the current token is the keyword `kw`.
    #[inline]
    pub(crate) fn at_kw(&self, kw: Kw) -> bool {
        self.tok().kw == kw
    }

    /// Consumes the current token if it is of `kind`.
    #[inline]
    pub(crate) fn eat(&mut self, kind: Tok) -> bool {
        if self.at(kind) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes the keyword `kw` if it is next.
    #[inline]
    pub(crate) fn eat_kw(&mut self, kw: Kw) -> bool {
        if self.at_kw(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Whether the current token is `,` followed by a metadata attachment (`, !dbg !5`),
    /// which ends an instruction's own comma-separated operands.
    #[inline]
    pub(crate) fn at_comma_md(&mut self) -> bool {
        self.at(Tok::Comma) && self.peek().kind == Tok::MetadataVar
    }

    /// An error at the current token.
    #[cold]
    pub(crate) fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        Err(Box::new(Diagnostic::at(self.tok().start as usize, msg)))
    }

    /// An error at a given token.
    #[cold]
    pub(crate) fn err_at<T>(&self, t: Token, msg: impl Into<String>) -> PResult<T> {
        Err(Box::new(Diagnostic::at(t.start as usize, msg)))
    }

    /// An error at a byte offset.
    #[cold]
    pub(crate) fn err_loc<T>(&self, loc: u32, msg: impl Into<String>) -> PResult<T> {
        Err(Box::new(Diagnostic::at(loc as usize, msg)))
    }

    /// A short description of the current token for "expected X, found Y" messages.
    pub(crate) fn found(&self) -> String {
        match self.tok().kind {
            Tok::Eof => "end of file".to_string(),
            Tok::Error => {
                let t = self.cur_text();
                if t.starts_with('"') || t.starts_with("c\"") || t.contains('"') {
                    "unterminated string".to_string()
                } else {
                    format!("invalid token '{t}'")
                }
            }
            _ => {
                let t = self.cur_text();
                // Keep messages short even for huge tokens (long strings).
                if t.len() > 40 {
                    let mut end = 40;
                    while !t.is_char_boundary(end) {
                        end -= 1;
                    }
                    format!("'{}...'", &t[..end])
                } else {
                    format!("'{t}'")
                }
            }
        }
    }

    /// "expected {what}, found {current token}" at the current token.
    #[cold]
    #[inline(never)]
    pub(crate) fn expected<T>(&self, what: &str) -> PResult<T> {
        self.err(format!("expected {what}, found {}", self.found()))
    }

    /// Consumes a token of `kind` or fails with "expected {what}".
    #[inline]
    pub(crate) fn expect(&mut self, kind: Tok, what: &str) -> PResult<Token> {
        if self.at(kind) {
            Ok(self.bump())
        } else {
            self.expected(what)
        }
    }

    /// Consumes the keyword `kw` or fails.
    #[inline]
    pub(crate) fn expect_kw(&mut self, kw: Kw) -> PResult<Token> {
        if self.at_kw(kw) {
            Ok(self.bump())
        } else {
            self.expected_kw(kw)
        }
    }

    /// `expect_kw`'s error, out of line so that the test and the bump inline.
    #[cold]
    #[inline(never)]
    fn expected_kw<T>(&self, kw: Kw) -> PResult<T> {
        self.expected(&format!("'{}'", kw.text()))
    }

    /// A decimal integer token as u64. The lexer has read short unsigned numbers
    /// (alignments, indices) already: taking one is inlined at the caller; the rest is
    /// out of line.
    #[inline]
    pub(crate) fn parse_u64(&mut self, what: &str) -> PResult<u64> {
        if self.at(Tok::Integer) && self.tok().num != crate::lexer::NO_NUM {
            return Ok(self.bump().num as u64);
        }
        self.parse_long_u64(what)
    }

    /// `parse_u64` for a number the lexer has not read (or no number).
    #[inline(never)]
    fn parse_long_u64(&mut self, what: &str) -> PResult<u64> {
        if self.at(Tok::Integer) {
            let digits = self.src.as_bytes().get(self.tok().start as usize..self.tok().end as usize).unwrap_or(&[]);
            if !digits.is_empty() && digits.len() <= 18 && digits[0].is_ascii_digit() {
                let v = digits.iter().fold(0u64, |n, &d| n * 10 + (d.wrapping_sub(b'0') as u64 % 10));
                self.bump();
                return Ok(v);
            }
        }
        if !self.at(Tok::Integer) || self.cur_text().starts_with('-') {
            return self.err(format!("expected {what}, found {}", self.found()));
        }
        match self.cur_text().parse::<u64>() {
            Ok(v) => {
                self.bump();
                Ok(v)
            }
            Err(_) => self.err(format!("{what} out of range")),
        }
    }

    pub(crate) fn parse_u32(&mut self, what: &str) -> PResult<u32> {
        let t = self.tok();
        let v = self.parse_u64(what)?;
        u32::try_from(v).or_else(|_| self.err_at(t, format!("{what} out of range (must fit in 32 bits)")))
    }

    /// A decimal integer token as i64.
    pub(crate) fn parse_i64(&mut self, what: &str) -> PResult<i64> {
        if !self.at(Tok::Integer) {
            return self.err(format!("expected {what}, found {}", self.found()));
        }
        match self.cur_text().parse::<i64>() {
            Ok(v) => {
                self.bump();
                Ok(v)
            }
            Err(_) => self.err(format!("{what} out of range")),
        }
    }

    /// A `"..."` string token, unescaped.
    pub(crate) fn parse_string(&mut self, what: &str) -> PResult<Vec<u8>> {
        let t = self.expect(Tok::String, what)?;
        Ok(crate::lexer::unescape(self.text(t).as_bytes()))
    }

    /// A `"..."` string token, unescaped and interned.
    pub(crate) fn parse_string_sym(&mut self, what: &str) -> PResult<Sym> {
        let t = self.expect(Tok::String, what)?;
        Ok(self.intern_quoted(t.start as usize, t.end as usize))
    }

    /// Interns the unescaped contents of the quoted text `src[start..end]` (quotes
    /// included), without allocating when the name is already known.
    pub(crate) fn intern_quoted(&mut self, start: usize, end: usize) -> Sym {
        let raw = &self.src.as_bytes()[start..end];
        let inner = &raw[1..raw.len().saturating_sub(1).max(1)];
        if !inner.contains(&b'\\') {
            return self.m.syms.intern(inner);
        }
        let mut buf = std::mem::take(&mut self.scratch);
        buf.clear();
        unescape_into(inner, &mut buf);
        let s = self.m.syms.intern(&buf);
        self.scratch = buf;
        s
    }

    /// The symbol of a sigil name token (`%x`, `@"x y"`, `$c`): the text after the sigil,
    /// unescaped if quoted.
    pub(crate) fn sigil_name(&mut self, t: Token) -> Sym {
        let (start, end) = (t.start as usize + 1, t.end as usize);
        if self.src.as_bytes().get(start) == Some(&b'"') {
            self.intern_quoted(start, end)
        } else {
            self.m.syms.intern(&self.src.as_bytes()[start..end])
        }
    }

    /// The number of a numbered token (`%3`, `@3`, `!3`, `#3`, `^3`), after its sigil.
    #[inline]
    pub(crate) fn sigil_number(&self, t: Token) -> PResult<u32> {
        // The lexer read the number already unless it is long.
        if t.num != crate::lexer::NO_NUM {
            return Ok(t.num);
        }
        self.sigil_number_slow(t)
    }

    #[cold]
    #[inline(never)]
    fn sigil_number_slow(&self, t: Token) -> PResult<u32> {
        self.text(t)[1..].parse::<u32>().or_else(|_| self.err_at(t, "number out of range (must fit in 32 bits)"))
    }

    /// Enters one level of nesting (types, constants, metadata), failing past `MAX_DEPTH`.
    /// Pair every successful call with `leave`.
    pub(crate) fn enter(&mut self) -> PResult<()> {
        if self.depth >= MAX_DEPTH {
            return self.err(format!("nesting too deep (more than {MAX_DEPTH} levels)"));
        }
        self.depth += 1;
        Ok(())
    }

    pub(crate) fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }
}

/// Decodes the escapes of a quoted string's contents (`\\` and `\XX` hex) into `out`.
pub(crate) fn unescape_into(inner: &[u8], out: &mut Vec<u8>) {
    let hex = |b: u8| (b as char).to_digit(16).unwrap_or(0) as u8;
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        if c == b'\\' && i + 1 < inner.len() {
            if inner[i + 1] == b'\\' {
                out.push(b'\\');
                i += 2;
                continue;
            }
            if i + 2 < inner.len() && inner[i + 1].is_ascii_hexdigit() && inner[i + 2].is_ascii_hexdigit() {
                out.push(hex(inner[i + 1]) * 16 + hex(inner[i + 2]));
                i += 3;
                continue;
            }
        }
        out.push(c);
        i += 1;
    }
}

mod attributes;
mod checks;
mod constants;
mod early_feed;
mod instructions;
mod metadata;
mod module;
mod numbers;
mod tokens;
mod types;
mod values;

#[cfg(test)]
mod tests;

pub(crate) use metadata::MdParseState;

/// Per-function parser state: local names and numbers to values and blocks, pending
/// forward references. Owned by `values.rs` / `instructions.rs`.
pub(crate) use values::FnState;

/// Parses a whole `.ll` module. Does not verify it.
pub fn parse(src: &str) -> Result<Module, Diagnostic> {
    parse_with_progress(src, &mut |_| {})
}

/// `parse`, calling `progress(0)` once reading has started (for a large input: once the
/// lexer thread is running and has handed over its first tokens), then `progress(offset)`
/// every megabyte or so of source, between top-level entities: the parser will not read
/// `src[..offset]` again (only a diagnostic, rendered
/// by the caller, shows source text). A caller holding the source in a mapped file can
/// let the pages behind the parser go, so the module and the whole text are never
/// resident at once.
pub fn parse_with_progress<'a>(src: &'a str, progress: &'a mut (dyn FnMut(usize) + 'a)) -> Result<Module, Diagnostic> {
    let mut progress = Some(progress);
    if src.len() >= tokens::THREAD_MIN_BYTES {
        if let Some(r) = parse_threaded(src, &mut progress, None) {
            return r;
        }
    }
    parse_inline(src, progress)
}

/// `parse_with_progress` of text not yet known to be UTF-8 (a file's bytes): a large
/// input is checked by the lexer thread as it goes (see `tokens::Utf8Ahead`) rather than
/// before the parser can start. Returns the module and the text as `str`; for input that
/// is not UTF-8, the diagnostic "the input is not valid UTF-8" at the first bad byte
/// (whatever else is wrong with the text), as a check before parsing would give.
pub fn parse_bytes_with_progress<'a: 'p, 'p>(
    bytes: &'a [u8],
    progress: &'p mut (dyn FnMut(usize) + 'p),
) -> Result<(Module, &'a str), Diagnostic> {
    let not_utf8 = |e: std::str::Utf8Error| Diagnostic::at(e.valid_up_to(), "the input is not valid UTF-8");
    let mut progress = Some(progress);
    if bytes.len() >= tokens::THREAD_MIN_BYTES {
        // SAFETY (the `str` invariant): `src` may hold bytes that are not UTF-8 until the
        // lexer thread has checked them. Nothing reads them as text before that: the
        // lexer reads `src` as bytes only, and the parser reads text only inside the
        // spans of tokens it has been handed, all of which lie in checked text (`lex_to`
        // checks a chunk's text before handing it over). A bad byte ends the tokens with
        // an error token, the parse fails, and the whole input is checked below before
        // anything shows the text. A parse that succeeds has had every token up to the
        // end of file handed over, so all of `src` was checked.
        let src: &'a str = unsafe { std::str::from_utf8_unchecked(bytes) };
        if let Some(r) = parse_threaded(src, &mut progress, Some(tokens::Utf8Ahead::new())) {
            return match r {
                Ok(m) => Ok((m, src)),
                Err(d) => Err(std::str::from_utf8(bytes).err().map_or(d, not_utf8)),
            };
        }
    }
    let src: &'a str = std::str::from_utf8(bytes).map_err(not_utf8)?;
    parse_inline(src, progress).map(|m| (m, src))
}

/// A large input's parse with the lexer on a second thread, ahead of the parser; `None`
/// if that thread could not be started.
fn parse_threaded<'a>(
    src: &'a str,
    progress: &mut Option<&'a mut (dyn FnMut(usize) + 'a)>,
    check: Option<tokens::Utf8Ahead>,
) -> Option<Result<Module, Diagnostic>> {
    let r = std::thread::scope(|s| {
        let (tx, source) = TokenSource::channel(src);
        let lexer = std::thread::Builder::new().name("rllc-lexer".into()).spawn_scoped(s, move || tokens::lex_to(src, tx, check));
        lexer.ok().map(|_| {
            let mut p = Parser::with_tokens(src, source);
            // The lexer thread checks finished bodies while it waits for room.
            p.early = p.lex.check_queue().map(early_feed::EarlyFeed::new);
            p.progress = progress.take();
            p.report_start();
            p.parse_module().map(|()| p.m)
        })
    });
    r.map(|r| r.map_err(|d| *d))
}

/// For tests: a parse with the lexer on a thread of its own whatever the input's size,
/// and every function body checked early there (`verify::early`), so that
/// `verify_parsed` applies only the rest to those that passed.
#[cfg(test)]
pub(crate) fn parse_checked_early(src: &str) -> Result<Module, Diagnostic> {
    let r = std::thread::scope(|s| {
        let (tx, source) = TokenSource::channel(src);
        s.spawn(move || tokens::lex_to(src, tx, None));
        let mut p = Parser::with_tokens(src, source);
        p.early = p.lex.check_queue().map(early_feed::EarlyFeed::new);
        if let Some(early) = &mut p.early {
            early.check_every_body();
        }
        p.parse_module().map(|()| p.m)
    });
    r.map_err(|d| *d)
}

/// A parse with the lexer on the parser's thread.
fn parse_inline<'a>(src: &'a str, progress: Option<&'a mut (dyn FnMut(usize) + 'a)>) -> Result<Module, Diagnostic> {
    let mut p = Parser::new(src);
    p.progress = progress;
    p.report_start();
    p.parse_module().map_err(|d| *d)?;
    Ok(p.m)
}
