//! The `.ll` parser: a recursive-descent reader over the lexer's tokens that builds a
//! `Module` through the builder API. This file holds the parser state and the token-level
//! primitives every part of the grammar uses; the grammar itself is split by concept:
//! `types.rs`, `values.rs` (constants and operands), `instructions.rs`, `module.rs` (top-level
//! entities, globals, functions, attributes) and `metadata.rs`.
//!
//! Errors are `Diagnostic`s at the offending token's offset; the parser stops at the first.

use crate::diag::Diagnostic;
use crate::lexer::{Lexer, Tok, Token};
use crate::module::Module;

pub type PResult<T> = Result<T, Diagnostic>;

/// Parser state for one module.
pub struct Parser<'a> {
    pub(crate) src: &'a str,
    pub(crate) lex: Lexer<'a>,
    /// The current (not yet consumed) token.
    pub(crate) tok: Token,
    pub(crate) m: Module,
    /// Metadata numbering and forward references (see `metadata.rs`).
    pub(crate) md: MdParseState,
}

impl<'a> Parser<'a> {
    pub fn new(src: &'a str) -> Parser<'a> {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        Parser { src, lex, tok, m: Module::new(), md: MdParseState::default() }
    }

    /// The text of a token.
    pub(crate) fn text(&self, t: Token) -> &'a str {
        &self.src[t.start as usize..t.end as usize]
    }

    /// The text of the current token.
    pub(crate) fn cur_text(&self) -> &'a str {
        self.text(self.tok)
    }

    /// Consumes the current token and returns it.
    pub(crate) fn bump(&mut self) -> Token {
        let t = self.tok;
        self.tok = self.lex.next_token();
        t
    }

    pub(crate) fn at(&self, kind: Tok) -> bool {
        self.tok.kind == kind
    }

    /// Whether the current token is the bare word `kw`.
    pub(crate) fn at_kw(&self, kw: &str) -> bool {
        self.tok.kind == Tok::Ident && self.cur_text() == kw
    }

    /// Consumes the current token if it is of `kind`.
    pub(crate) fn eat(&mut self, kind: Tok) -> bool {
        if self.at(kind) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes the bare word `kw` if it is next.
    pub(crate) fn eat_kw(&mut self, kw: &str) -> bool {
        if self.at_kw(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// An error at the current token.
    pub(crate) fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::at(self.tok.start as usize, msg))
    }

    /// An error at a given token.
    pub(crate) fn err_at<T>(&self, t: Token, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::at(t.start as usize, msg))
    }

    /// A short description of the current token for "expected X, found Y" messages.
    pub(crate) fn found(&self) -> String {
        match self.tok.kind {
            Tok::Eof => "end of file".to_string(),
            Tok::Error => format!("invalid token '{}'", self.cur_text()),
            _ => format!("'{}'", self.cur_text()),
        }
    }

    /// Consumes a token of `kind` or fails with "expected {what}".
    pub(crate) fn expect(&mut self, kind: Tok, what: &str) -> PResult<Token> {
        if self.at(kind) {
            Ok(self.bump())
        } else {
            self.err(format!("expected {what}, found {}", self.found()))
        }
    }

    /// Consumes the bare word `kw` or fails.
    pub(crate) fn expect_kw(&mut self, kw: &str) -> PResult<Token> {
        if self.at_kw(kw) {
            Ok(self.bump())
        } else {
            self.err(format!("expected '{kw}', found {}", self.found()))
        }
    }

    /// A decimal integer token as u64.
    pub(crate) fn parse_u64(&mut self, what: &str) -> PResult<u64> {
        if !self.at(Tok::Integer) {
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
        let t = self.tok;
        let v = self.parse_u64(what)?;
        u32::try_from(v).or_else(|_| self.err_at(t, format!("{what} out of range")))
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
}

mod instructions;
mod metadata;
mod module;
mod types;
mod values;

pub(crate) use metadata::MdParseState;

/// Per-function parser state: local names and numbers to values and blocks, pending
/// forward references. Owned by `values.rs` / `instructions.rs`.
pub(crate) use values::FnState;

/// Parses a whole `.ll` module. Does not verify it.
pub fn parse(src: &str) -> PResult<Module> {
    let mut p = Parser::new(src);
    p.parse_module()?;
    Ok(p.m)
}
