//! Parsing attributes: parameter, return and function attribute lists, the bodies of
//! attribute groups (`attributes #0 = { ... }`), and string attributes (`"key"="value"`).
//! Keyword attributes take their argument in the form LLVM spells it: `align 8` /
//! `align(8)` (`align=8` in groups), `dereferenceable(8)`, `byval(%T)`; the attributes with
//! structured arguments (`memory(...)`, `range(...)`, `nofpclass(...)`, `allocsize(...)`,
//! `allockind(...)`, `uwtable(...)`, `vscale_range(...)`, `initializes(...)`) are checked
//! token by token and kept as their source text (`Attr::Raw`).

use super::{Kw, PResult, Parser};
use crate::attrs::{Attr, AttrKind, AttrSetId};
use crate::lexer::{Tok, Token};

/// Where an attribute list appears; decides what ends it and what it may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AttrCtx {
    Param,
    Ret,
    /// After a function's or call's argument list; may reference groups (`#0`).
    Fn,
    /// Inside `attributes #N = { ... }`.
    Group,
}

/// Memory attributes older IR spells as keywords, as `memory(...)` contents.
fn legacy_memory(kw: &str) -> Option<&'static str> {
    match kw {
        "argmemonly" => Some("argmem: readwrite"),
        "inaccessiblememonly" => Some("inaccessiblemem: readwrite"),
        "inaccessiblemem_or_argmemonly" => Some("argmem: readwrite, inaccessiblemem: readwrite"),
        _ => None,
    }
}

/// Where LLVM 19 allows each attribute (`Attributes.td`: FnAttr, ParamAttr, RetAttr).
fn applies(kind: AttrKind, ctx: AttrCtx) -> bool {
    use AttrKind::*;
    let (f, p, r) = match kind {
        AllocAlign | AllocPtr | ByVal | ByRef | DeadOnUnwind | ElementType | ImmArg | InAlloca | Initializes | Nest
        | NoCapture | ReadNone | ReadOnly | Returned | StructRet | SwiftAsync | SwiftError | SwiftSelf | Writable | WriteOnly => {
            (false, true, false)
        }
        Align | Dereferenceable | DereferenceableOrNull | InReg | NoAlias | NoFpClass | NoUndef | NonNull | Range | SignExt
        | ZeroExt => (false, true, true),
        NoFree | Preallocated | AlignStack => (true, true, false),
        _ => (true, false, false),
    };
    match ctx {
        AttrCtx::Param => p,
        AttrCtx::Ret => r,
        // Function alignment and the old memory keywords are read as attributes and
        // turned into the alignment field / memory effects.
        AttrCtx::Fn | AttrCtx::Group => f || matches!(kind, Align | ReadNone | ReadOnly | WriteOnly),
    }
}

/// Whether `parse_attr_kind` reads the attribute as a bare flag, without an argument.
fn is_flag(kind: AttrKind) -> bool {
    use AttrKind::*;
    !kind.takes_type()
        && !matches!(
            kind,
            Align
                | AlignStack
                | Dereferenceable
                | DereferenceableOrNull
                | UwTable
                | Memory
                | Range
                | NoFpClass
                | AllocSize
                | AllocKind
                | VScaleRange
                | Initializes
        )
}

const FP_CLASSES: &[&str] =
    &["all", "nan", "snan", "qnan", "inf", "ninf", "pinf", "norm", "nnorm", "pnorm", "sub", "nsub", "psub", "zero", "nzero", "pzero"];

impl<'a> Parser<'a> {
    /// Whether the current token starts a parameter attribute (used to reject attributes
    /// where only a type may appear).
    pub(crate) fn starts_attribute(&self) -> bool {
        match self.tok().kind {
            Tok::String => true,
            Tok::Ident => AttrKind::from_keyword(self.cur_text()).is_some(),
            _ => false,
        }
    }

    /// Parameter attributes (possibly none).
    pub(crate) fn parse_param_attrs(&mut self) -> PResult<AttrSetId> {
        self.parse_attr_set(AttrCtx::Param)
    }

    /// Return attributes (possibly none).
    pub(crate) fn parse_ret_attrs(&mut self) -> PResult<AttrSetId> {
        self.parse_attr_set(AttrCtx::Ret)
    }

    /// A parameter or return attribute list as a set, read into a reused scratch list:
    /// nothing is allocated unless the set is new.
    fn parse_attr_set(&mut self, ctx: AttrCtx) -> PResult<AttrSetId> {
        if !matches!(self.tok().kind, Tok::Ident | Tok::String) {
            return Ok(AttrSetId::EMPTY);
        }
        let mut v = std::mem::take(&mut self.attr_scratch);
        v.clear();
        // The usual list is a few flags (`noundef`, `noundef nonnull`): read here, and the
        // set looked up by the kinds as written, which decide it.
        let mut key = ctx as u64 + 1;
        while v.len() < 7 {
            let Some(kind) = self.flag_attr(self.tok(), ctx) else { break };
            key |= (kind as u64 + 1) << (8 * (v.len() + 1));
            v.push(Attr::Flag(kind));
            self.bump();
        }
        let only_flags = !v.is_empty() && !(self.at(Tok::String) || self.token_attr(self.tok()).is_some());
        let set = if only_flags {
            match self.flag_list_sets.get(&key) {
                Some(&set) => set,
                None => {
                    let set = self.m.attrs.intern_in_place(&mut v, &self.m.syms);
                    self.flag_list_sets.insert(key, set);
                    set
                }
            }
        } else {
            self.parse_attrs_into(ctx, &mut Vec::new(), &mut v)?;
            if v.is_empty() {
                AttrSetId::EMPTY
            } else {
                self.m.attrs.intern_in_place(&mut v, &self.m.syms)
            }
        };
        self.attr_scratch = v;
        Ok(set)
    }

    /// The attribute an identifier names (looked up by the lexer unless it is also a
    /// keyword, like `align`).
    #[inline]
    fn token_attr(&self, t: Token) -> Option<AttrKind> {
        if t.kind != Tok::Ident {
            return None;
        }
        match t.kw {
            Kw::Other => AttrKind::ALL.get(t.num as usize).copied(),
            // The attributes spelled like parser keywords (a unit test checks the list).
            Kw::Align => Some(AttrKind::Align),
            Kw::Alignstack => Some(AttrKind::AlignStack),
            Kw::Inalloca => Some(AttrKind::InAlloca),
            Kw::Swifterror => Some(AttrKind::SwiftError),
            _ => None,
        }
    }

    /// The attribute `t` names if it is a flag (written without an argument, as
    /// `parse_attr_kind` reads it) that applies in `ctx` and no keyword.
    #[inline]
    fn flag_attr(&self, t: Token, ctx: AttrCtx) -> Option<AttrKind> {
        if t.kind != Tok::Ident || t.kw != Kw::Other {
            return None;
        }
        let kind = AttrKind::ALL.get(t.num as usize).copied()?;
        (is_flag(kind) && applies(kind, ctx)).then_some(kind)
    }

    pub(crate) fn intern_attrs(&mut self, v: Vec<Attr>) -> AttrSetId {
        if v.is_empty() {
            AttrSetId::EMPTY
        } else {
            self.m.attrs.intern(v, &self.m.syms)
        }
    }

    /// An attribute list; attribute-group references (`#N`, function lists only) go to
    /// `groups`. Stops at the first token that is not an attribute (or at `}` in groups).
    pub(crate) fn parse_attrs(&mut self, ctx: AttrCtx, groups: &mut Vec<u32>) -> PResult<Vec<Attr>> {
        let mut out = Vec::new();
        self.parse_attrs_into(ctx, groups, &mut out)?;
        Ok(out)
    }

    /// `parse_attrs`, appending to `out`.
    fn parse_attrs_into(&mut self, ctx: AttrCtx, groups: &mut Vec<u32>, out: &mut Vec<Attr>) -> PResult<()> {
        loop {
            match self.tok().kind {
                Tok::String => {
                    let key = self.parse_string_sym("attribute")?;
                    let val = if self.eat(Tok::Equal) { Some(self.parse_string_sym("attribute value")?) } else { None };
                    out.push(Attr::Str(key, val));
                }
                Tok::AttrGrpId if ctx == AttrCtx::Fn => {
                    let t = self.bump();
                    groups.push(self.sigil_number(t)?);
                }
                Tok::AttrGrpId if ctx == AttrCtx::Group => {
                    return self.err("cannot have an attribute group reference in an attribute group");
                }
                Tok::Ident => {
                    let text = self.cur_text();
                    match self.token_attr(self.tok()) {
                        Some(kind) => {
                            let t = self.tok();
                            let a = self.parse_attr_kind(kind, ctx)?;
                            if !applies(kind, ctx) {
                                let what = match ctx {
                                    AttrCtx::Param => "parameters",
                                    AttrCtx::Ret => "return values",
                                    AttrCtx::Fn | AttrCtx::Group => "functions",
                                };
                                return self.err_at(t, format!("this attribute does not apply to {what}"));
                            }
                            out.push(a);
                        }
                        None => {
                            if matches!(ctx, AttrCtx::Fn | AttrCtx::Group) {
                                if let Some(mem) = legacy_memory(text) {
                                    self.bump();
                                    let s = self.m.syms.intern_str(mem);
                                    out.push(Attr::Raw(AttrKind::Memory, s));
                                    continue;
                                }
                            }
                            if ctx == AttrCtx::Group {
                                return self.err(format!("unterminated attribute group (unknown attribute {})", self.found()));
                            }
                            return Ok(());
                        }
                    }
                }
                Tok::RBrace if ctx == AttrCtx::Group => return Ok(()),
                _ => {
                    if ctx == AttrCtx::Group {
                        return self.err(format!("unterminated attribute group (found {})", self.found()));
                    }
                    return Ok(());
                }
            }
        }
    }

    /// One keyword attribute and its argument; the current token is the keyword.
    fn parse_attr_kind(&mut self, kind: AttrKind, ctx: AttrCtx) -> PResult<Attr> {
        self.bump();
        match kind {
            AttrKind::Align => {
                let t = self.tok();
                let v = if ctx == AttrCtx::Group && self.eat(Tok::Equal) {
                    self.parse_u64("alignment")?
                } else if self.eat(Tok::LParen) {
                    let v = self.parse_u64("alignment")?;
                    self.expect(Tok::RParen, "')'")?;
                    v
                } else {
                    self.parse_u64("alignment")?
                };
                if !v.is_power_of_two() {
                    return self.err_at(t, "alignment is not a power of two");
                }
                if v > 1 << 32 {
                    return self.err_at(t, "huge alignments are not supported yet");
                }
                Ok(Attr::Int(kind, v))
            }
            AttrKind::AlignStack => {
                let t = self.tok();
                let v = if ctx == AttrCtx::Group && self.eat(Tok::Equal) {
                    self.parse_u32("stack alignment")? as u64
                } else {
                    self.expect(Tok::LParen, "'('")?;
                    let v = self.parse_u32("stack alignment")? as u64;
                    self.expect(Tok::RParen, "')'")?;
                    v
                };
                if !v.is_power_of_two() {
                    return self.err_at(t, "stack alignment is not a power of two");
                }
                Ok(Attr::Int(kind, v))
            }
            AttrKind::Dereferenceable | AttrKind::DereferenceableOrNull => {
                self.expect(Tok::LParen, "'('")?;
                let t = self.tok();
                let v = self.parse_u64("byte count")?;
                self.expect(Tok::RParen, "')'")?;
                if v == 0 {
                    return self.err_at(t, "byte count specified must be non-zero");
                }
                Ok(Attr::Int(kind, v))
            }
            k if k.takes_type() => {
                self.expect(Tok::LParen, "'('")?;
                let ty = self.parse_type()?;
                self.expect(Tok::RParen, "')'")?;
                Ok(Attr::Type(kind, ty))
            }
            AttrKind::UwTable if !self.at(Tok::LParen) => Ok(Attr::Flag(kind)),
            AttrKind::Memory
            | AttrKind::Range
            | AttrKind::NoFpClass
            | AttrKind::AllocSize
            | AttrKind::AllocKind
            | AttrKind::VScaleRange
            | AttrKind::Initializes
            | AttrKind::UwTable => self.parse_raw_attr(kind),
            _ => Ok(Attr::Flag(kind)),
        }
    }

    /// A structured argument `( ... )`: checked token by token, kept as source text.
    fn parse_raw_attr(&mut self, kind: AttrKind) -> PResult<Attr> {
        let open = self.expect(Tok::LParen, "'('")?;
        match kind {
            AttrKind::Memory => loop {
                if self.at(Tok::Label) {
                    let loc = self.cur_text();
                    if !matches!(loc, "argmem" | "inaccessiblemem" | "errnomem") {
                        return self.expected("memory location (argmem, inaccessiblemem)");
                    }
                    self.bump();
                }
                if !(self.at(Tok::Ident) && matches!(self.cur_text(), "none" | "read" | "write" | "readwrite")) {
                    return self.expected("access kind (none, read, write, readwrite)");
                }
                self.bump();
                if self.at(Tok::RParen) {
                    break;
                }
                self.expect(Tok::Comma, "',' or ')' in memory attribute")?;
            },
            AttrKind::NoFpClass => {
                if self.at(Tok::Integer) {
                    let t = self.tok();
                    let v = self.parse_u64("nofpclass mask")?;
                    if v == 0 || v >= 1 << 10 {
                        return self.err_at(t, "invalid mask value for 'nofpclass'");
                    }
                } else {
                    loop {
                        if !(self.at(Tok::Ident) && FP_CLASSES.contains(&self.cur_text())) {
                            return self.expected("nofpclass test mask");
                        }
                        self.bump();
                        if self.at(Tok::RParen) {
                            break;
                        }
                    }
                }
            }
            AttrKind::AllocSize | AttrKind::VScaleRange => {
                let a = self.parse_u32("integer")?;
                if self.eat(Tok::Comma) {
                    let t2 = self.tok();
                    let b = self.parse_u32("integer")?;
                    if kind == AttrKind::AllocSize && a == b {
                        return self.err_at(t2, "'allocsize' indices can't refer to the same parameter");
                    }
                }
            }
            AttrKind::AllocKind => {
                let t = self.tok();
                let s = self.parse_string("allockind value")?;
                let valid = ["alloc", "realloc", "free", "uninitialized", "zeroed", "aligned"];
                for part in s.split(|&c| c == b',') {
                    if !valid.iter().any(|v| v.as_bytes() == part) {
                        return self.err_at(t, format!("unknown allockind {}", String::from_utf8_lossy(part)));
                    }
                }
            }
            AttrKind::UwTable => {
                if !(self.at(Tok::Ident) && matches!(self.cur_text(), "sync" | "async")) {
                    return self.expected("unwind table kind");
                }
                self.bump();
            }
            AttrKind::Range => {
                let t = self.tok();
                let ty = self.parse_type()?;
                if !self.m.types.is_int(ty) {
                    return self.err_at(t, "the range must have integer type!");
                }
                self.expect_int_token()?;
                self.expect(Tok::Comma, "','")?;
                self.expect_int_token()?;
            }
            AttrKind::Initializes => loop {
                self.expect(Tok::LParen, "'('")?;
                self.expect_int_token()?;
                self.expect(Tok::Comma, "','")?;
                self.expect_int_token()?;
                self.expect(Tok::RParen, "')'")?;
                if !self.eat(Tok::Comma) {
                    break;
                }
            },
            _ => {}
        }
        let close = self.expect(Tok::RParen, "')'")?;
        let text = self.src[open.end as usize..close.start as usize].trim();
        let s = self.m.syms.intern(text.as_bytes());
        Ok(Attr::Raw(kind, s))
    }

    fn expect_int_token(&mut self) -> PResult<()> {
        if matches!(self.tok().kind, Tok::Integer | Tok::HexInteger) {
            self.bump();
            Ok(())
        } else {
            self.expected("integer")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every attribute keyword is recognized from its token, whether the lexer named it
    /// (in `Token::num`) or it is also a parser keyword; and the kinds read as bare flags
    /// are exactly those `parse_attr_kind` turns into `Attr::Flag` when no argument follows.
    #[test]
    fn attribute_tokens_name_their_kind() {
        for &kind in AttrKind::ALL {
            let text = format!("{} %x", kind.keyword());
            let p = Parser::new(&text);
            assert_eq!(p.token_attr(p.tok()), Some(kind), "{}", kind.keyword());
            if is_flag(kind) {
                let mut p = Parser::new(&text);
                assert_eq!(p.parse_attr_kind(kind, AttrCtx::Param).ok(), Some(Attr::Flag(kind)), "{}", kind.keyword());
            }
        }
        let p = Parser::new("i32 %x");
        assert_eq!(p.token_attr(p.tok()), None);
    }
}
