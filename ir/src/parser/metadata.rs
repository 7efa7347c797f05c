//! Parsing metadata: `!N = ...` definitions, named metadata, `!{...}` tuples, `!"strings"`,
//! specialized `!DI*` nodes, `!DIArgList`, values as metadata, attachments (`!dbg !5`) and
//! debug records (`#dbg_value(...)`).
//!
//! Specialized nodes are read generically from their field table (`di.rs`): the parser
//! looks each `label:` up in the node's `FieldSpec`s and reads a value of the field's kind.
//! `!N` may be used before it is defined: the first use reserves an arena entry (an empty
//! tuple) that the definition fills in; `finish_metadata` reports numbers never defined.

use super::{unescape_into, FnState, FxMap, PResult, Parser, Kw};
use crate::debug_record::DebugRecord;
use crate::di::dwarf;
use crate::di::field::{DwarfEnum, EmptyIs, Field, FieldKind, FieldSpec, FlagSet, SignedOrMd};
use crate::di::{BigInt, DIExpression, DINode};
use crate::diag::Diagnostic;
use crate::interner::Sym;
use crate::lexer::{Tok, Token};
use crate::metadata::{MdId, Metadata, NamedMetadata};

/// One `!N`: its arena entry, whether its definition has been read, and where it was first
/// used (for the error if it never is).
#[derive(Clone, Copy)]
struct MdSlot {
    id: MdId,
    defined: bool,
    first_use: u32,
}

/// Metadata numbering: `!N` to arena ids, and which were referenced before being defined.
/// An attachment kind's spelling (after the `!`) and its symbol. A spelling of up to
/// eight bytes is compared as one word (`!tbaa` comes with nearly every load and store of
/// optimized code); a longer one by its text at `start..end`.
#[derive(Clone, Copy)]
struct LastKind {
    start: u32,
    end: u32,
    head: u64,
    sym: Sym,
}

#[derive(Default)]
pub(crate) struct MdParseState {
    numbered: FxMap<u32, MdSlot>,
    /// `numbered[n].id` for small `n`, once known (ids never change): operands `!N`
    /// are looked up here first, without hashing.
    ids: Vec<Option<MdId>>,
    /// The last attachment kind read (`!tbaa`, …), by spelling: most are repeats.
    last_kind: Option<LastKind>,
    /// One arena entry per distinct MDString.
    strings: FxMap<Sym, MdId>,
    /// One arena entry per distinct inline `!DIExpression(...)` (LLVM uniques them too).
    exprs: FxMap<DIExpression, MdId>,
    /// Named metadata by name, as indices into `Module::named_metadata`.
    named: FxMap<Sym, usize>,
}

impl MdParseState {
    /// Notes the id of `!n` in the direct table (numbers far beyond the ones seen so far
    /// stay in the map only).
    fn remember(&mut self, n: u32, id: MdId) {
        let i = n as usize;
        if i >= self.ids.len() && i <= self.ids.len() + 4096 {
            self.ids.resize(i + 1, None);
        }
        if let Some(slot) = self.ids.get_mut(i) {
            *slot = Some(id);
        }
    }
}

/// Decodes the escapes of a metadata identifier (`!llvm\2Edbg.cu`), without the `!`.
fn unescape_md_name(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    unescape_into(text, &mut out);
    out
}

/// The `DISubprogram` fields older IR used instead of `spFlags`.
#[derive(Default)]
struct LegacySpFlags {
    seen: u8,
    is_local: bool,
    is_definition: Option<bool>,
    is_optimized: bool,
    virtuality: u32,
}

const LEGACY_SP_FIELDS: [&str; 4] = ["isLocal", "isDefinition", "isOptimized", "virtuality"];

impl<'a> Parser<'a> {
    // ---- entry points called by the rest of the parser ----

    /// A top-level metadata entity: `!N = [distinct] !{...}` / `!DI...(...)`, or named
    /// metadata `!name = !{!0, !1}`.
    pub(crate) fn parse_metadata_entity(&mut self) -> PResult<()> {
        match self.tok().kind {
            Tok::MetadataId => self.parse_numbered_md_def(),
            Tok::MetadataVar => self.parse_named_md(),
            _ => self.err(format!("expected metadata definition, found {}", self.found())),
        }
    }

    /// Parses a metadata operand (after the `metadata` type keyword, or inside a debug
    /// record): `!5`, `!"s"`, `!{...}`, `!DIExpression(...)`, `!DIArgList(...)`, or a typed
    /// value such as `i32 %x`.
    pub(crate) fn parse_md_operand(&mut self, fs: Option<&mut FnState>) -> PResult<MdId> {
        self.parse_metadata(fs)
    }

    /// A metadata attachment `!kind !node` (`!dbg !5`, `!tbaa !{...}`); the kind is
    /// returned without the `!`.
    pub(crate) fn parse_md_attachment(&mut self) -> PResult<(Sym, MdId)> {
        let t = self.expect(Tok::MetadataVar, "metadata attachment kind ('!name')")?;
        let src = self.src.as_bytes();
        let (start, end) = (t.start as usize + 1, t.end as usize);
        let len = end - start;
        let head = if (1..=8).contains(&len) { crate::hashing::word_at(src, start, len) } else { 0 };
        let kind = match self.md.last_kind {
            Some(last) if last.end - last.start == len as u32 && last.head == head => {
                if len <= 8 || src[last.start as usize..last.end as usize] == src[start..end] {
                    Some(last.sym)
                } else {
                    None
                }
            }
            _ => None,
        };
        let kind = match kind {
            Some(sym) => sym,
            None => {
                let raw = &src[start..end];
                let sym =
                    if raw.contains(&b'\\') { self.m.syms.intern(&unescape_md_name(raw)) } else { self.m.syms.intern(raw) };
                self.md.last_kind = Some(LastKind { start: start as u32, end: end as u32, head, sym });
                sym
            }
        };
        let node = self.parse_md_node()?;
        Ok((kind, node))
    }

    /// A debug record: `#dbg_value(loc, !var, !expr, !dl)`, `#dbg_declare(...)`,
    /// `#dbg_assign(loc, !var, !expr, !id, addr, !addr_expr, !dl)`, `#dbg_label(!l, !dl)`.
    pub(crate) fn parse_debug_record(&mut self, fs: &mut FnState) -> PResult<DebugRecord> {
        let t = self.expect(Tok::DbgRecord, "debug record")?;
        let kind = self.text(t);
        if !matches!(kind, "#dbg_value" | "#dbg_declare" | "#dbg_assign" | "#dbg_label") {
            return self.err_at(t, format!("unknown debug record '{kind}'"));
        }
        self.expect(Tok::LParen, "'(' here")?;
        if kind == "#dbg_label" {
            let label = self.parse_md_node()?;
            self.expect(Tok::Comma, "','")?;
            let loc = self.parse_md_node()?;
            self.expect(Tok::RParen, "')' here")?;
            return Ok(DebugRecord::Label { label, loc });
        }
        let location = self.parse_metadata(Some(&mut *fs))?;
        self.expect(Tok::Comma, "','")?;
        let var = self.parse_md_node()?;
        self.expect(Tok::Comma, "','")?;
        let expr = self.parse_md_node()?;
        self.expect(Tok::Comma, "','")?;
        let record = if kind == "#dbg_assign" {
            let assign_id = self.parse_md_node()?;
            self.expect(Tok::Comma, "','")?;
            let address = self.parse_metadata(Some(&mut *fs))?;
            self.expect(Tok::Comma, "','")?;
            let addr_expr = self.parse_md_node()?;
            self.expect(Tok::Comma, "','")?;
            let loc = self.parse_md_node()?;
            DebugRecord::Assign { location, var, expr, assign_id, address, addr_expr, loc }
        } else {
            let loc = self.parse_md_node()?;
            if kind == "#dbg_value" {
                DebugRecord::Value { location, var, expr, loc }
            } else {
                DebugRecord::Declare { location, var, expr, loc }
            }
        };
        self.expect(Tok::RParen, "')' here")?;
        Ok(record)
    }

    /// Reports the first use of a `!N` that was never defined.
    pub(crate) fn finish_metadata(&mut self) -> PResult<()> {
        let undefined = self.md.numbered.iter().filter(|(_, s)| !s.defined).min_by_key(|(_, s)| s.first_use);
        match undefined {
            Some((n, s)) => Err(Box::new(Diagnostic::at(s.first_use as usize, format!("use of undefined metadata '!{n}'")))),
            None => Ok(()),
        }
    }

    // ---- definitions ----

    fn parse_numbered_md_def(&mut self) -> PResult<()> {
        let t = self.bump();
        let n = self.md_number(t)?;
        self.expect(Tok::Equal, "'=' here")?;
        let distinct = self.eat_kw(Kw::Distinct);
        let md = match self.tok().kind {
            Tok::MetadataVar => self.parse_specialized_node(distinct)?,
            Tok::Exclaim => {
                self.bump();
                if !self.at(Tok::LBrace) {
                    return self.err(format!("expected '{{' here, found {}", self.found()));
                }
                self.parse_tuple(distinct)?
            }
            _ => {
                return self
                    .err(format!("expected metadata node ('!{{...}}' or '!DI...(...)'), found {}", self.found()))
            }
        };
        match self.md.numbered.get_mut(&n) {
            Some(slot) if slot.defined => self.err_at(t, format!("metadata '!{n}' is already defined")),
            None => {
                let id = self.m.add_metadata(md);
                self.md.numbered.insert(n, MdSlot { id, defined: true, first_use: t.start });
                self.md.remember(n, id);
                Ok(())
            }
            Some(slot) => {
                slot.defined = true;
                let id = slot.id;
                self.m.metadata[id.0 as usize] = md;
                Ok(())
            }
        }
    }

    fn parse_named_md(&mut self) -> PResult<()> {
        let t = self.bump();
        let name = unescape_md_name(&self.text(t).as_bytes()[1..]);
        let name = self.m.syms.intern(&name);
        self.expect(Tok::Equal, "'=' here")?;
        self.expect(Tok::Exclaim, "'!' here")?;
        self.expect(Tok::LBrace, "'{' here")?;
        let mut ops = Vec::new();
        if !self.at(Tok::RBrace) {
            loop {
                ops.push(self.parse_md_node()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RBrace, "'}' here")?;
        // A name given twice adds operands to the same named metadata, as in LLVM.
        match self.md.named.get(&name) {
            Some(&i) => self.m.named_metadata[i].ops.extend(ops),
            None => {
                self.md.named.insert(name, self.m.named_metadata.len());
                self.m.named_metadata.push(NamedMetadata { name, ops });
            }
        }
        Ok(())
    }

    // ---- operands ----

    /// The number of a `!N` token.
    fn md_number(&self, t: Token) -> PResult<u32> {
        self.sigil_number(t).or_else(|_| self.err_at(t, "metadata number out of range"))
    }

    /// `!N` as an operand: its entry, reserved now if not yet defined.
    fn md_ref(&mut self) -> PResult<MdId> {
        let t = self.bump();
        let n = self.md_number(t)?;
        if let Some(Some(id)) = self.md.ids.get(n as usize) {
            return Ok(*id);
        }
        if let Some(slot) = self.md.numbered.get(&n) {
            return Ok(slot.id);
        }
        let id = self.m.add_metadata(Metadata::Tuple { distinct: false, ops: Box::new([]) });
        self.md.numbered.insert(n, MdSlot { id, defined: false, first_use: t.start });
        self.md.remember(n, id);
        Ok(id)
    }

    /// An MDNode: `!N`, `!{...}` or `!DI...(...)` (attachments, named metadata, debug
    /// record operands).
    fn parse_md_node(&mut self) -> PResult<MdId> {
        match self.tok().kind {
            Tok::MetadataId => self.md_ref(),
            Tok::MetadataVar => {
                let md = self.parse_specialized_node(false)?;
                Ok(self.add_inline_md(md))
            }
            Tok::Exclaim => {
                self.bump();
                if !self.at(Tok::LBrace) {
                    return self.err(format!("expected '{{' here, found {}", self.found()));
                }
                let md = self.parse_tuple(false)?;
                Ok(self.add_inline_md(md))
            }
            _ => self.err(format!("expected metadata node, found {}", self.found())),
        }
    }

    /// Any metadata: an MDNode, `!"string"`, `!DIArgList(...)` (only with a function
    /// state), or a typed value.
    fn parse_metadata(&mut self, fs: Option<&mut FnState>) -> PResult<MdId> {
        match self.tok().kind {
            Tok::MetadataId => self.md_ref(),
            Tok::MetadataVar if self.cur_text() == "!DIArgList" => self.parse_arg_list(fs),
            Tok::MetadataVar => {
                let md = self.parse_specialized_node(false)?;
                Ok(self.add_inline_md(md))
            }
            Tok::Exclaim => {
                self.bump();
                match self.tok().kind {
                    Tok::String => self.parse_md_string(),
                    Tok::LBrace => {
                        let md = self.parse_tuple(false)?;
                        Ok(self.add_inline_md(md))
                    }
                    _ => self.err(format!("expected '{{' or a string after '!', found {}", self.found())),
                }
            }
            _ => self.parse_value_as_md(fs),
        }
    }

    /// `i32 7`, `ptr @g`, `ptr %x` as metadata.
    fn parse_value_as_md(&mut self, fs: Option<&mut FnState>) -> PResult<MdId> {
        let starts_type =
            matches!(self.tok().kind, Tok::Ident | Tok::LocalVar | Tok::LocalId | Tok::LBrace | Tok::LSquare | Tok::Less);
        if !starts_type || self.at_kw(Kw::Null) {
            return self.err(format!("expected metadata operand, found {}", self.found()));
        }
        if self.at_kw(Kw::Metadata) {
            return self.err("invalid metadata-value-metadata roundtrip");
        }
        let (ty, v) = self.parse_typed_value(fs)?;
        Ok(self.m.add_metadata(Metadata::Value(ty, v)))
    }

    /// `!"text"`, at the string (the `!` is consumed).
    fn parse_md_string(&mut self) -> PResult<MdId> {
        let bytes = self.parse_string("string")?;
        let sym = self.m.syms.intern(&bytes);
        if let Some(&id) = self.md.strings.get(&sym) {
            return Ok(id);
        }
        let id = self.m.add_metadata(Metadata::String(sym));
        self.md.strings.insert(sym, id);
        Ok(id)
    }

    /// `!DIArgList(i32 %a, i64 7)`.
    fn parse_arg_list(&mut self, mut fs: Option<&mut FnState>) -> PResult<MdId> {
        let t = self.bump();
        if fs.is_none() {
            return self.err_at(t, "!DIArgList is only allowed inside a function");
        }
        self.expect(Tok::LParen, "'(' here")?;
        let mut args = Vec::new();
        if !self.at(Tok::RParen) {
            loop {
                args.push(self.parse_value_as_md(fs.as_deref_mut())?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "')' here")?;
        Ok(self.m.add_metadata(Metadata::ArgList(args.into_boxed_slice())))
    }

    /// Adds a node written inline; equal inline expressions share one entry.
    fn add_inline_md(&mut self, md: Metadata) -> MdId {
        if let Metadata::Node { distinct: false, node: DINode::Expression(e) } = &md {
            if let Some(&id) = self.md.exprs.get(&**e) {
                return id;
            }
            let key = (**e).clone();
            let id = self.m.add_metadata(md);
            self.md.exprs.insert(key, id);
            return id;
        }
        self.m.add_metadata(md)
    }

    /// `{ elem, ... }` of a tuple or `GenericDINode` operands: metadata or `null`.
    fn parse_md_list(&mut self) -> PResult<Vec<Option<MdId>>> {
        self.enter()?;
        self.expect(Tok::LBrace, "'{' here")?;
        let mut ops = Vec::new();
        if !self.at(Tok::RBrace) {
            loop {
                if self.eat_kw(Kw::Null) {
                    ops.push(None);
                } else {
                    ops.push(Some(self.parse_metadata(None)?));
                }
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RBrace, "'}' here")?;
        self.leave();
        Ok(ops)
    }

    /// A tuple body `{...}` (after the `!`).
    fn parse_tuple(&mut self, distinct: bool) -> PResult<Metadata> {
        let ops = self.parse_md_list()?;
        Ok(Metadata::Tuple { distinct, ops: ops.into_boxed_slice() })
    }

    // ---- specialized nodes ----

    /// `!DIName(label: value, ...)`, at the `!DIName` token.
    fn parse_specialized_node(&mut self, distinct: bool) -> PResult<Metadata> {
        let t = self.bump();
        let name = &self.text(t)[1..];
        if name == "DIExpression" {
            let e = self.parse_expression_body()?;
            return Ok(Metadata::Node { distinct, node: DINode::Expression(Box::new(e)) });
        }
        let Some(mut node) = DINode::with_defaults(name) else {
            return self.err_at(t, format!("unknown metadata node type '!{name}'"));
        };
        self.enter()?;
        self.expect(Tok::LParen, "'(' here")?;
        let fields = node.fields();
        let mut seen: u64 = 0;
        let mut legacy = LegacySpFlags::default();
        let is_subprogram = matches!(node, DINode::Subprogram(_));
        if !self.at(Tok::RParen) {
            loop {
                if !self.at(Tok::Label) {
                    return self.err(format!("expected field label here, found {}", self.found()));
                }
                let lt = self.bump();
                let label = self.text(lt);
                if let Some(i) = fields.iter().position(|f| f.name == label) {
                    if seen & (1 << i) != 0 {
                        return self.err_at(lt, format!("field '{label}' cannot be specified more than once"));
                    }
                    seen |= 1 << i;
                    let v = self.parse_field_value(&fields[i])?;
                    node.set_field(label, v);
                } else if let (true, Some(i)) = (is_subprogram, LEGACY_SP_FIELDS.iter().position(|&f| f == label)) {
                    if legacy.seen & (1 << i) != 0 {
                        return self.err_at(lt, format!("field '{label}' cannot be specified more than once"));
                    }
                    legacy.seen |= 1 << i;
                    self.parse_legacy_sp_field(label, &mut legacy)?;
                } else {
                    return self.err_at(lt, format!("invalid field '{label}'"));
                }
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        let close = self.expect(Tok::RParen, "')' here")?;
        for (i, f) in fields.iter().enumerate() {
            if f.required() && seen & (1 << i) == 0 {
                return self.err_at(close, format!("missing required field '{}'", f.name));
            }
        }
        if let DINode::Subprogram(sp) = &mut node {
            let sp_flags_seen = fields.iter().position(|f| f.name == "spFlags").is_some_and(|i| seen & (1 << i) != 0);
            if !sp_flags_seen {
                // LLVM's DISubprogram::toSPFlags; a missing isDefinition means true.
                sp.sp_flags = legacy.virtuality
                    | if legacy.is_local { dwarf::SPFLAG_LOCAL_TO_UNIT } else { 0 }
                    | if legacy.is_definition.unwrap_or(true) { dwarf::SPFLAG_DEFINITION } else { 0 }
                    | if legacy.is_optimized { dwarf::SPFLAG_OPTIMIZED } else { 0 };
            }
        }
        node.check(distinct).map_err(|m| Box::new(Diagnostic::at(t.start as usize, m)))?;
        self.leave();
        Ok(Metadata::Node { distinct, node })
    }

    fn parse_legacy_sp_field(&mut self, label: &str, legacy: &mut LegacySpFlags) -> PResult<()> {
        match label {
            "virtuality" => legacy.virtuality = self.parse_dwarf_constant(label, DwarfEnum::Virtuality)? as u32,
            "isLocal" => legacy.is_local = self.parse_md_bool()?,
            "isDefinition" => legacy.is_definition = Some(self.parse_md_bool()?),
            _ => legacy.is_optimized = self.parse_md_bool()?,
        }
        Ok(())
    }

    fn parse_md_bool(&mut self) -> PResult<bool> {
        if self.eat_kw(Kw::True) {
            Ok(true)
        } else if self.eat_kw(Kw::False) {
            Ok(false)
        } else {
            self.err(format!("expected 'true' or 'false', found {}", self.found()))
        }
    }

    /// A field value of the field's kind.
    fn parse_field_value(&mut self, spec: &FieldSpec) -> PResult<Field> {
        let name = spec.name;
        Ok(match spec.kind {
            FieldKind::Unsigned { max } => Field::U(self.parse_md_unsigned(name, max)?),
            FieldKind::Signed { min, max } => Field::S(self.parse_md_signed(name, min, max)?),
            FieldKind::Bool => Field::Bool(self.parse_md_bool()?),
            FieldKind::Md { allow_null } => {
                if self.at_kw(Kw::Null) {
                    if !allow_null {
                        return self.err(format!("'{name}' cannot be null"));
                    }
                    self.bump();
                    Field::Md(None)
                } else {
                    Field::Md(Some(self.parse_metadata(None)?))
                }
            }
            FieldKind::Str(empty) => {
                let t = self.tok();
                let bytes = self.parse_string("string constant")?;
                if bytes.is_empty() {
                    match empty {
                        EmptyIs::Null => return Ok(Field::Str(None)),
                        EmptyIs::Error => return self.err_at(t, format!("'{name}' cannot be empty")),
                        EmptyIs::Empty => {}
                    }
                }
                Field::Str(Some(self.m.syms.intern(&bytes)))
            }
            FieldKind::Dwarf(e) => Field::U(self.parse_dwarf_constant(name, e)?),
            FieldKind::Flags(set) => {
                let mut combined = 0u32;
                loop {
                    if self.at(Tok::Integer) && !self.cur_text().starts_with('-') {
                        combined |= self.parse_md_unsigned(name, u32::MAX as u64)? as u32;
                    } else if self.at(Tok::Ident) {
                        let text = self.cur_text();
                        let v = match set {
                            FlagSet::DI => dwarf::di_flag(text),
                            FlagSet::SP => dwarf::disp_flag(text),
                        };
                        match v {
                            Some(v) => {
                                self.bump();
                                combined |= v;
                            }
                            None => return self.err(format!("invalid debug info flag '{text}'")),
                        }
                    } else {
                        return self.err(format!("expected debug info flag, found {}", self.found()));
                    }
                    if !self.eat(Tok::Bar) {
                        break;
                    }
                }
                Field::U(combined as u64)
            }
            FieldKind::SignedOrMd { min, max, allow_null } => {
                if self.at(Tok::Integer) {
                    Field::SignedOrMd(SignedOrMd::Int(self.parse_md_signed(name, min, max)?))
                } else if self.at_kw(Kw::Null) {
                    if !allow_null {
                        return self.err(format!("'{name}' cannot be null"));
                    }
                    self.bump();
                    Field::SignedOrMd(SignedOrMd::None)
                } else {
                    Field::SignedOrMd(SignedOrMd::Md(self.parse_metadata(None)?))
                }
            }
            FieldKind::BigInt => {
                if !self.at(Tok::Integer) {
                    return self.err(format!("expected integer, found {}", self.found()));
                }
                let t = self.bump();
                match BigInt::parse_decimal(self.text(t)) {
                    Some(v) => Field::Big(v),
                    None => return self.err_at(t, "expected integer"),
                }
            }
            FieldKind::MdList => Field::List(self.parse_md_list()?),
        })
    }

    /// A DWARF (or LLVM) constant by name (`DW_TAG_member`) or number.
    fn parse_dwarf_constant(&mut self, name: &str, e: DwarfEnum) -> PResult<u64> {
        if self.at(Tok::Integer) {
            return self.parse_md_unsigned(name, e.max());
        }
        if !self.at(Tok::Ident) {
            return self.err(format!("expected {}, found {}", e.what(), self.found()));
        }
        let text = self.cur_text();
        match e.table().value(text) {
            Some(v) => {
                self.bump();
                Ok(v as u64)
            }
            None => self.err(format!("invalid {} '{text}'", e.what())),
        }
    }

    /// A non-negative decimal up to `max`, with LLParser's messages.
    fn parse_md_unsigned(&mut self, name: &str, max: u64) -> PResult<u64> {
        if !self.at(Tok::Integer) || self.cur_text().starts_with('-') {
            return self.err(format!("expected unsigned integer, found {}", self.found()));
        }
        match self.cur_text().parse::<u64>() {
            Ok(v) if v <= max => {
                self.bump();
                Ok(v)
            }
            _ => self.err(format!("value for '{name}' too large, limit is {max}")),
        }
    }

    /// A decimal in `[min, max]`, with LLParser's messages.
    fn parse_md_signed(&mut self, name: &str, min: i64, max: i64) -> PResult<i64> {
        if !self.at(Tok::Integer) {
            return self.err(format!("expected signed integer, found {}", self.found()));
        }
        let text = self.cur_text();
        match text.parse::<i64>() {
            Ok(v) if v < min => self.err(format!("value for '{name}' too small, limit is {min}")),
            Ok(v) if v > max => self.err(format!("value for '{name}' too large, limit is {max}")),
            Ok(v) => {
                self.bump();
                Ok(v)
            }
            Err(_) if text.starts_with('-') => self.err(format!("value for '{name}' too small, limit is {min}")),
            Err(_) => self.err(format!("value for '{name}' too large, limit is {max}")),
        }
    }

    /// `(DW_OP_plus_uconst, 8, DW_OP_LLVM_convert, 32, DW_ATE_signed)`, after the name.
    fn parse_expression_body(&mut self) -> PResult<DIExpression> {
        self.expect(Tok::LParen, "'(' here")?;
        let mut raw = Vec::new();
        if !self.at(Tok::RParen) {
            loop {
                if self.at(Tok::Ident) {
                    let text = self.cur_text();
                    let v = if text.starts_with("DW_OP_") {
                        match dwarf::OP.value(text) {
                            Some(v) => v,
                            None => return self.err(format!("invalid DWARF op '{text}'")),
                        }
                    } else if text.starts_with("DW_ATE_") {
                        match dwarf::ATE.value(text) {
                            Some(v) => v,
                            None => return self.err(format!("invalid DWARF attribute encoding '{text}'")),
                        }
                    } else {
                        return self.err(format!("expected DWARF operation or unsigned integer, found '{text}'"));
                    };
                    self.bump();
                    raw.push(v as u64);
                } else if self.at(Tok::Integer) && !self.cur_text().starts_with('-') {
                    match self.cur_text().parse::<u64>() {
                        Ok(v) => {
                            self.bump();
                            raw.push(v);
                        }
                        Err(_) => return self.err(format!("element too large, limit is {}", u64::MAX)),
                    }
                } else {
                    return self.err(format!("expected unsigned integer, found {}", self.found()));
                }
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "')' here")?;
        Ok(DIExpression::from_raw(&raw))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::di::*;
    use crate::module::Module;

    /// A metadata-only module and its `!N` numbering.
    struct Parsed {
        m: Module,
        numbers: crate::hashing::FxMap<u32, MdId>,
    }

    impl Parsed {
        /// The node `!n`.
        fn node(&self, n: u32) -> &DINode {
            node(&self.m, self.numbers[&n])
        }
    }

    /// Parses a metadata-only module.
    fn parse_md(src: &str) -> Result<Parsed, Box<Diagnostic>> {
        let mut p = Parser::new(src);
        while !p.at(Tok::Eof) {
            p.parse_metadata_entity()?;
        }
        p.finish_metadata()?;
        let numbers = p.md.numbered.iter().map(|(&n, s)| (n, s.id)).collect();
        Ok(Parsed { m: p.m, numbers })
    }

    fn err(src: &str) -> String {
        match parse_md(src) {
            Ok(_) => panic!("expected an error for {src}"),
            Err(d) => d.message,
        }
    }

    fn node(m: &Module, id: MdId) -> &DINode {
        match m.md(id) {
            Metadata::Node { node, .. } => node,
            other => panic!("not a node: {other:?}"),
        }
    }

    #[test]
    fn parses_locations_with_forward_references() {
        let m = parse_md(
            "!0 = !DILocation(line: 3, column: 9, scope: !1)\n\
             !1 = distinct !DISubprogram(name: \"f\", scope: null, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)\n\
             !2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, emissionKind: FullDebug)\n\
             !3 = !DIFile(filename: \"a.c\", directory: \"/tmp\")\n",
        )
        .unwrap();
        let DINode::Location(loc) = m.node(0) else { panic!() };
        let m = &m.m;
        assert_eq!((loc.line, loc.column), (3, 9));
        let scope = loc.scope.unwrap();
        let DINode::Subprogram(sp) = node(m, scope) else { panic!() };
        assert_eq!(m.syms.bytes(sp.name.unwrap()), b"f");
        assert_eq!(sp.sp_flags, dwarf::SPFLAG_DEFINITION | dwarf::SPFLAG_OPTIMIZED);
        let DINode::CompileUnit(cu) = node(m, sp.unit.unwrap()) else { panic!() };
        assert_eq!(cu.language, 0x1d);
        assert_eq!(cu.emission_kind, 1);
        assert!(cu.split_debug_inlining);
        let DINode::File(f) = node(m, cu.file.unwrap()) else { panic!() };
        assert_eq!(m.syms.bytes(f.directory.unwrap()), b"/tmp");
    }

    #[test]
    fn parses_tuples_strings_and_named_metadata() {
        let m = parse_md(
            "!llvm.ident = !{!0}\n!\\6Cl = !{!1, !0}\n!0 = !{!\"clang\", null, !{}, !1}\n!1 = distinct !{!1}\n",
        )
        .unwrap()
        .m;
        assert_eq!(m.named_metadata.len(), 2);
        assert_eq!(m.syms.bytes(m.named_metadata[1].name), b"ll");
        let Metadata::Tuple { distinct: false, ops } = m.md(m.named_metadata[0].ops[0]) else { panic!() };
        assert_eq!(ops.len(), 4);
        assert!(matches!(m.md(ops[0].unwrap()), Metadata::String(s) if m.syms.bytes(*s) == b"clang"));
        assert_eq!(ops[1], None);
        let Metadata::Tuple { distinct: true, ops: self_ref } = m.md(ops[3].unwrap()) else { panic!() };
        assert_eq!(self_ref[0], ops[3]);
    }

    #[test]
    fn parses_expressions_flags_and_enums() {
        let p = parse_md(
            "!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_plus_uconst, 8, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value))\n\
             !1 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed, flags: DIFlagPublic | DIFlagFwdDecl | 64)\n\
             !2 = !DIEnumerator(name: \"big\", value: 340282366920938463463374607431768211455, isUnsigned: true)\n\
             !3 = !DISubrange(count: 4, lowerBound: -1)\n\
             !4 = !DIDerivedType(tag: DW_TAG_member, baseType: null, extraData: !5, dwarfAddressSpace: 0)\n\
             !5 = !GenericDINode(tag: 1234, header: \"h\", operands: {null, !\"x\"})\n",
        )
        .unwrap();
        let DINode::GlobalVariableExpression(gve) = p.node(0) else { panic!() };
        let DINode::Enumerator(en) = p.node(2) else { panic!() };
        let DINode::Subrange(s) = p.node(3) else { panic!() };
        let DINode::DerivedType(d) = p.node(4) else { panic!() };
        let m = &p.m;
        let DINode::Expression(e) = node(m, gve.expr.unwrap()) else { panic!() };
        assert_eq!(e.raw().collect::<Vec<_>>(), vec![0x23, 8, 0x1001, 32, 5, 0x9f]);
        let DINode::BasicType(b) = node(m, gve.var.unwrap()) else { panic!() };
        assert_eq!((b.tag, b.size, b.encoding, b.flags), (0x24, 32, 5, 3 | 4 | 64));
        assert_eq!(en.value.to_u128(), Some(u128::MAX));
        assert_eq!((s.count, s.lower_bound), (SignedOrMd::Int(4), SignedOrMd::Int(-1)));
        assert_eq!((d.tag, d.base_type, d.dwarf_address_space), (0x0d, None, Some(0)));
        let DINode::Generic(g) = node(m, d.extra_data.unwrap()) else { panic!() };
        assert_eq!((g.tag, g.operands.len()), (1234, 2));
    }

    #[test]
    fn legacy_subprogram_fields_become_sp_flags() {
        let p = parse_md("!0 = distinct !DISubprogram(name: \"f\", isLocal: true, isOptimized: true, virtuality: DW_VIRTUALITY_virtual)\n").unwrap();
        let DINode::Subprogram(sp) = p.node(0) else { panic!() };
        assert_eq!(sp.sp_flags, 1 | 4 | 8 | 16);
    }

    #[test]
    fn reports_metadata_errors() {
        assert_eq!(err("!0 = !DILocation(line: 1)\n"), "missing required field 'scope'");
        assert_eq!(err("!0 = !DILocation(line: 1, foo: 2, scope: !0)\n"), "invalid field 'foo'");
        assert_eq!(
            err("!0 = !DILocation(line: 1, line: 2, scope: !0)\n"),
            "field 'line' cannot be specified more than once"
        );
        assert_eq!(err("!0 = !DILocation(column: 65536, scope: !0)\n"), "value for 'column' too large, limit is 65535");
        assert_eq!(err("!0 = !DILocation(line: 1, scope: null)\n"), "'scope' cannot be null");
        assert_eq!(err("!0 = !{!1}\n"), "use of undefined metadata '!1'");
        assert_eq!(err("!0 = !{}\n!0 = !{}\n"), "metadata '!0' is already defined");
        assert_eq!(
            err("!0 = !DICompileUnit(language: 1, file: !0)\n"),
            "missing 'distinct', required for !DICompileUnit"
        );
        assert_eq!(
            err("!0 = !DISubprogram(name: \"f\")\n"),
            "missing 'distinct', required for !DISubprogram that is a Definition"
        );
        assert_eq!(err("!0 = !DIBasicType(tag: DW_TAG_nope)\n"), "invalid DWARF tag 'DW_TAG_nope'");
        assert_eq!(err("!0 = !DIBasicType(flags: DIFlagNope)\n"), "invalid debug info flag 'DIFlagNope'");
        assert_eq!(err("!0 = !DIExpression(-1)\n"), "expected unsigned integer, found '-1'");
        assert_eq!(
            err("!0 = !DIEnumerator(name: \"a\", value: -1, isUnsigned: true)\n"),
            "unsigned enumerator with negative value"
        );
        assert_eq!(
            err("!0 = !DIFile(filename: \"a\", directory: \"b\", checksumkind: CSK_MD5)\n"),
            "'checksumkind' and 'checksum' must be provided together"
        );
        assert_eq!(err("!0 = !DIGlobalVariable(name: \"\")\n"), "'name' cannot be empty");
        assert_eq!(err("!0 = !DIFoo()\n"), "unknown metadata node type '!DIFoo'");
        assert_eq!(err("!0 = !{,}\n"), "expected metadata operand, found ','");
        assert_eq!(
            err("!0 = distinct !DIAssignID()\n!1 = !DIAssignID()\n"),
            "missing 'distinct', required for !DIAssignID()"
        );
        let deep = format!("!0 = {}{}\n", "!{".repeat(300), "}".repeat(300));
        assert!(err(&deep).starts_with("nesting too deep"));
        // The error is at the closing parenthesis for a missing field.
        let src = "!0 = !DILocation(line: 1)\n";
        assert_eq!(parse_md(src).err().and_then(|d| d.offset), Some(src.find(')').unwrap()));
    }
}
