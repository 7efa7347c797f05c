//! Parsing types: `i32`, `ptr addrspace(1)`, `[4 x i8]`, `<4 x float>`, `<vscale x 2 x i64>`,
//! `{ i32, ptr }`, `<{ i8 }>`, `%struct.S`, `%0`, function types, `target("...")`, and legacy
//! typed pointers (`i8*`, `%T addrspace(1)*`, `void (i32)*`), which read as `ptr`. Also the
//! type spellings used in diagnostics.

use super::{PResult, Parser, TypeEntry, Kw};
use crate::lexer::Tok;
use crate::types::{FloatKind, Type, TypeId, TypeTable, MAX_INT_BITS};

impl<'a> Parser<'a> {
    /// Parses a type (not `void`).
    #[inline]
    pub(crate) fn parse_type(&mut self) -> PResult<TypeId> {
        self.parse_type_opt(false)
    }

    /// Parses a type that may be `void` (function and call results).
    #[inline]
    pub(crate) fn parse_type_or_void(&mut self) -> PResult<TypeId> {
        self.parse_type_opt(true)
    }

    /// The one-word fast path is inlined into every caller; anything longer is
    /// `parse_type_general`, kept out of line so the fast path stays small.
    #[inline(always)]
    fn parse_type_opt(&mut self, allow_void: bool) -> PResult<TypeId> {
        // The common case, a one-word type (`i32`, `ptr`, …) with nothing after it that
        // continues a type, needs no nesting bookkeeping; mostly the lexer saw that.
        if self.tok().kw != Kw::Other && self.tok().num != crate::lexer::NO_NUM {
            return Ok(TypeId(self.bump().num));
        }
        if let Some(simple) = self.tok().kw.one_word_type() {
            let next = self.peek();
            let continues = matches!(next.kind, Tok::Star | Tok::LParen) || next.kw == Kw::Addrspace;
            if !continues {
                self.bump();
                return Ok(simple);
            }
        }
        self.parse_type_general(allow_void)
    }

    #[inline(never)]
    fn parse_type_general(&mut self, allow_void: bool) -> PResult<TypeId> {
        let start = self.tok();
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        let ty = r?;
        if !allow_void && ty == TypeTable::VOID {
            return self.err_at(start, "void type only allowed for function results");
        }
        Ok(ty)
    }

    fn parse_type_inner(&mut self) -> PResult<TypeId> {
        let mut ty = match self.tok().kind {
            Tok::Ident => {
                // The common types are keywords: one integer compare each.
                let fixed = match self.tok().kw {
                    Kw::I32 => Some(TypeTable::I32),
                    Kw::I64 => Some(TypeTable::I64),
                    Kw::I8 => Some(TypeTable::I8),
                    Kw::I1 => Some(TypeTable::I1),
                    Kw::I16 => Some(TypeTable::I16),
                    Kw::Double => Some(TypeTable::DOUBLE),
                    Kw::Float => Some(TypeTable::FLOAT),
                    Kw::Void => Some(TypeTable::VOID),
                    Kw::Label => Some(TypeTable::LABEL),
                    Kw::Metadata => Some(TypeTable::METADATA),
                    Kw::Token => Some(TypeTable::TOKEN),
                    _ => None,
                };
                if let Some(t) = fixed {
                    self.bump();
                    t
                } else if self.tok().kw == Kw::Ptr {
                    self.bump();
                    let aspace = self.parse_opt_addrspace()?;
                    if self.at(Tok::Star) {
                        return self.err("ptr* is invalid - use ptr instead");
                    }
                    let ty = if aspace == 0 { TypeTable::PTR } else { self.m.types.ptr(aspace) };
                    // Only a function type may follow (`ptr (i32)`).
                    if !self.at(Tok::LParen) {
                        return Ok(ty);
                    }
                    ty
                } else {
                    self.parse_other_ident_type()?
                }
            }
            Tok::LBrace => self.parse_struct_body_type(false)?,
            Tok::LSquare => {
                self.bump();
                self.parse_array_vector_type(false)?
            }
            Tok::Less => {
                self.bump();
                if self.at(Tok::LBrace) {
                    let t = self.parse_struct_body_type(true)?;
                    self.expect(Tok::Greater, "'>' at end of packed struct")?;
                    t
                } else {
                    self.parse_array_vector_type(true)?
                }
            }
            Tok::LocalVar => {
                let t = self.bump();
                let name = self.sigil_name(t);
                match self.named_types.get(&name) {
                    Some(e) => e.id,
                    None => {
                        let id = self.m.types.new_named_struct(Some(name));
                        self.named_types.insert(name, TypeEntry { id, fwd_loc: Some(t.start) });
                        id
                    }
                }
            }
            Tok::LocalId => {
                let t = self.bump();
                let n = self.sigil_number(t)?;
                match self.numbered_types.get(&n) {
                    Some(e) => e.id,
                    None => {
                        let id = self.m.types.new_named_struct(None);
                        self.numbered_types.insert(n, TypeEntry { id, fwd_loc: Some(t.start) });
                        id
                    }
                }
            }
            _ => return self.expected("type"),
        };

        // Suffixes: legacy pointers and function types.
        loop {
            match self.tok().kind {
                Tok::Star => {
                    self.check_pointee(ty)?;
                    self.bump();
                    ty = TypeTable::PTR;
                }
                Tok::Ident if self.tok().kw == Kw::Addrspace => {
                    self.check_pointee(ty)?;
                    let aspace = self.parse_opt_addrspace()?;
                    self.expect(Tok::Star, "'*' in address space")?;
                    ty = self.m.types.ptr(aspace);
                }
                Tok::LParen => {
                    ty = self.parse_function_type(ty)?;
                }
                _ => return Ok(ty),
            }
        }
    }

    /// A type named by an identifier other than the common ones `parse_type_inner`
    /// handles: `iN`, the other floating-point types, `x86_amx`, `x86_mmx`, `target(...)`.
    fn parse_other_ident_type(&mut self) -> PResult<TypeId> {
        let text = self.cur_text();
        Ok(if let Some(bits) = int_type_bits(text) {
            if bits == 0 || bits > MAX_INT_BITS as u64 {
                return self.err("bitwidth for integer type out of range");
            }
            self.bump();
            match bits {
                1 => TypeTable::I1,
                8 => TypeTable::I8,
                16 => TypeTable::I16,
                32 => TypeTable::I32,
                64 => TypeTable::I64,
                b => self.m.types.int(b as u32),
            }
        } else {
            match text {
                "half" => self.float_kw(FloatKind::Half),
                "bfloat" => self.float_kw(FloatKind::BFloat),
                "x86_fp80" => self.float_kw(FloatKind::X86Fp80),
                "fp128" => self.float_kw(FloatKind::Fp128),
                "ppc_fp128" => self.float_kw(FloatKind::PpcFp128),
                "x86_amx" => {
                    self.bump();
                    self.m.types.intern(Type::X86Amx)
                }
                "x86_mmx" => {
                    // LLVM 20 reads the retired MMX type as <1 x i64>; so do we.
                    self.bump();
                    self.m.types.vector(TypeTable::I64, 1, false)
                }
                "target" => self.parse_target_ext_type()?,
                _ => return self.expected("type"),
            }
        })
    }

    fn float_kw(&mut self, k: FloatKind) -> TypeId {
        self.bump();
        self.m.types.float(k)
    }

    /// The checks LLVM makes before `T*`.
    fn check_pointee(&self, ty: TypeId) -> PResult<()> {
        match self.m.types.get(ty) {
            Type::Label => self.err("basic block pointers are invalid"),
            Type::Void => self.err("pointers to void are invalid - use i8* instead"),
            Type::Metadata | Type::Token | Type::X86Amx => self.err("pointer to this type is invalid"),
            _ => Ok(()),
        }
    }

    /// `addrspace(N)` if present; 0 otherwise. Symbolic spaces (`"A"`, `"G"`, `"P"`) are
    /// taken from the data layout.
    pub(crate) fn parse_opt_addrspace(&mut self) -> PResult<u32> {
        if !self.eat_kw(Kw::Addrspace) {
            return Ok(0);
        }
        self.expect(Tok::LParen, "'(' in address space")?;
        let v = if self.at(Tok::String) {
            let t = self.bump();
            match self.text(t) {
                "\"A\"" => self.m.datalayout.alloca_addrspace(),
                "\"G\"" => self.m.datalayout.globals_addrspace(),
                "\"P\"" => self.m.datalayout.program_addrspace(),
                s => return self.err_at(t, format!("invalid symbolic addrspace {s}")),
            }
        } else {
            let t = self.tok();
            let v = self.parse_u32("address space number")?;
            if v >= 1 << 24 {
                return self.err_at(t, "invalid address space, must be a 24-bit integer");
            }
            v
        };
        self.expect(Tok::RParen, "')' in address space")?;
        Ok(v)
    }

    /// `{ T, ... }` (the current token is `{`).
    fn parse_struct_body_type(&mut self, packed: bool) -> PResult<TypeId> {
        let fields = self.parse_struct_fields()?;
        Ok(self.m.types.struct_literal(&fields, packed))
    }

    /// The fields of `{ T, ... }`, starting at `{`.
    pub(crate) fn parse_struct_fields(&mut self) -> PResult<Vec<TypeId>> {
        self.expect(Tok::LBrace, "'{'")?;
        let mut fields = Vec::new();
        if self.eat(Tok::RBrace) {
            return Ok(fields);
        }
        loop {
            let t = self.tok();
            let ty = self.parse_type()?;
            if !self.valid_struct_element(ty) {
                return self.err_at(t, "invalid element type for struct");
            }
            fields.push(ty);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBrace, "'}' at end of struct")?;
        Ok(fields)
    }

    fn valid_struct_element(&self, ty: TypeId) -> bool {
        !matches!(self.m.types.get(ty), Type::Void | Type::Label | Type::Metadata | Type::Function { .. } | Type::Token)
    }

    /// `[N x T]` / `<N x T>` / `<vscale x N x T>` after the opening bracket.
    fn parse_array_vector_type(&mut self, vector: bool) -> PResult<TypeId> {
        let mut scalable = false;
        if vector && self.eat_kw(Kw::Vscale) {
            self.expect_kw(Kw::X).map_err(|mut d| {
                d.message = "expected 'x' after vscale".into();
                d
            })?;
            scalable = true;
        }
        let size_tok = self.tok();
        let size = self.parse_u64("element count")?;
        if !self.eat_kw(Kw::X) {
            return self.expected("'x' after element count");
        }
        let elem_tok = self.tok();
        let elem = self.parse_type()?;
        if vector {
            self.expect(Tok::Greater, "'>' at end of vector type")?;
            if size == 0 {
                return self.err_at(size_tok, "zero element vector is illegal");
            }
            let Ok(len) = u32::try_from(size) else {
                return self.err_at(size_tok, "size too large for vector");
            };
            let ok = matches!(self.m.types.get(elem), Type::Int(_) | Type::Float(_) | Type::Ptr { .. });
            if !ok {
                return self.err_at(elem_tok, "invalid vector element type");
            }
            Ok(self.m.types.vector(elem, len, scalable))
        } else {
            self.expect(Tok::RSquare, "']' at end of array type")?;
            let ok = self.valid_struct_element(elem)
                && !matches!(self.m.types.get(elem), Type::X86Amx)
                && !self.m.types.is_scalable(elem);
            if !ok {
                return self.err_at(elem_tok, "invalid array element type");
            }
            Ok(self.m.types.array(elem, size))
        }
    }

    /// `target("name", T..., N...)` (the current token is `target`).
    fn parse_target_ext_type(&mut self) -> PResult<TypeId> {
        self.bump();
        self.expect(Tok::LParen, "'(' in target extension type")?;
        let name = self.parse_string_sym("target extension type name")?;
        let mut types = Vec::new();
        let mut ints = Vec::new();
        while self.eat(Tok::Comma) {
            if self.at(Tok::Integer) {
                ints.push(self.parse_u32("integer parameter")?);
            } else if !ints.is_empty() {
                return self.expected("uint32 param");
            } else {
                types.push(self.parse_type_or_void()?);
            }
        }
        self.expect(Tok::RParen, "')' in target extension type")?;
        Ok(self.m.types.intern(Type::TargetExt { name, types: types.into(), ints: ints.into() }))
    }

    /// `R (P, ...)` after the return type `ret` (the current token is `(`).
    fn parse_function_type(&mut self, ret: TypeId) -> PResult<TypeId> {
        if matches!(self.m.types.get(ret), Type::Label | Type::Metadata | Type::Function { .. }) {
            return self.err("invalid function return type");
        }
        self.bump();
        let mut params = Vec::new();
        let mut varargs = false;
        if !self.at(Tok::RParen) {
            loop {
                if self.eat(Tok::DotDotDot) {
                    varargs = true;
                    break;
                }
                let t = self.tok();
                let ty = self.parse_type_or_void()?;
                if ty == TypeTable::VOID {
                    return self.err_at(t, "argument can not have void type");
                }
                if self.starts_attribute() {
                    return self.err_at(t, "argument attributes invalid in function type");
                }
                if matches!(self.tok().kind, Tok::LocalVar | Tok::LocalId) {
                    return self.err_at(t, "argument name invalid in function type");
                }
                if !self.valid_arg_type(ty) {
                    return self.err_at(t, "invalid type for function argument");
                }
                params.push(ty);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "')' at end of argument list")?;
        Ok(self.m.types.function(ret, &params, varargs))
    }

    /// `FunctionType::isValidArgumentType`: first-class types (plus metadata).
    pub(crate) fn valid_arg_type(&self, ty: TypeId) -> bool {
        self.m.types.is_first_class(ty) || ty == TypeTable::METADATA
    }

    // ---- spelling types for diagnostics ----

    /// The `.ll` spelling of a type, for messages.
    pub(crate) fn type_name(&self, ty: TypeId) -> String {
        let mut s = String::new();
        self.write_type_name(ty, &mut s, 0);
        s
    }

    fn write_type_name(&self, ty: TypeId, out: &mut String, depth: u32) {
        use std::fmt::Write;
        if depth > 32 {
            out.push_str("...");
            return;
        }
        let tt = &self.m.types;
        match tt.get(ty) {
            Type::Void => out.push_str("void"),
            Type::Label => out.push_str("label"),
            Type::Token => out.push_str("token"),
            Type::Metadata => out.push_str("metadata"),
            Type::X86Amx => out.push_str("x86_amx"),
            Type::Int(b) => {
                let _ = write!(out, "i{b}");
            }
            Type::Float(k) => out.push_str(k.keyword()),
            Type::Ptr { addrspace: 0 } => out.push_str("ptr"),
            Type::Ptr { addrspace } => {
                let _ = write!(out, "ptr addrspace({addrspace})");
            }
            Type::Vector { elem, len, scalable } => {
                out.push('<');
                if *scalable {
                    out.push_str("vscale x ");
                }
                let _ = write!(out, "{len} x ");
                self.write_type_name(*elem, out, depth + 1);
                out.push('>');
            }
            Type::Array { elem, len } => {
                let _ = write!(out, "[{len} x ");
                self.write_type_name(*elem, out, depth + 1);
                out.push(']');
            }
            Type::Struct { fields, packed } => {
                if *packed {
                    out.push('<');
                }
                if fields.is_empty() {
                    out.push_str("{}");
                } else {
                    out.push_str("{ ");
                    for (i, f) in fields.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        self.write_type_name(*f, out, depth + 1);
                    }
                    out.push_str(" }");
                }
                if *packed {
                    out.push('>');
                }
            }
            Type::Named(i) => {
                let ns = &tt.named[*i as usize];
                match ns.name {
                    Some(n) => {
                        let _ = write!(out, "%{}", self.m.syms.text(n));
                    }
                    None => {
                        // Numbered struct: find its number.
                        let num = self.numbered_types.iter().find(|(_, e)| e.id == ty).map(|(n, _)| *n);
                        match num {
                            Some(n) => {
                                let _ = write!(out, "%{n}");
                            }
                            None => out.push_str("%<unnamed>"),
                        }
                    }
                }
            }
            Type::Function { ret, params, varargs } => {
                self.write_type_name(*ret, out, depth + 1);
                out.push_str(" (");
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_type_name(*p, out, depth + 1);
                }
                if *varargs {
                    if !params.is_empty() {
                        out.push_str(", ");
                    }
                    out.push_str("...");
                }
                out.push(')');
            }
            Type::TargetExt { name, types, ints } => {
                let _ = write!(out, "target(\"{}\"", self.m.syms.text(*name));
                for t in types.iter() {
                    out.push_str(", ");
                    self.write_type_name(*t, out, depth + 1);
                }
                for i in ints.iter() {
                    let _ = write!(out, ", {i}");
                }
                out.push(')');
            }
        }
    }
}

impl<'a> Parser<'a> {
    /// The error for a type that must be sized here but is not. When the reason is a
    /// struct type that has only been used so far and is not defined anywhere in the rest
    /// of the file, the real problem is the undefined type: report that at its first use,
    /// as llvm-as does at the end of the module, rather than the consequence.
    pub(crate) fn unsized_error<T>(&self, ty: TypeId, at: crate::lexer::Token, msg: &str) -> PResult<T> {
        if let Some((loc, key)) = self.undefined_struct_in(ty) {
            if !self.type_defined_later(key) {
                return match key {
                    super::LocalKey::Name(s) => self.err_loc(loc, format!("use of undefined type named '{}'", self.m.syms.text(s))),
                    super::LocalKey::Num(n) => self.err_loc(loc, format!("use of undefined type '%{n}'")),
                };
            }
        }
        self.err_at(at, msg)
    }

    /// A forward-referenced (not yet defined) identified struct that makes `ty` unsized:
    /// its first use and its name or number. Each identified struct is looked into once.
    fn undefined_struct_in(&self, ty: TypeId) -> Option<(u32, super::LocalKey)> {
        let mut seen = vec![false; self.m.types.named.len()];
        let mut stack = vec![ty];
        while let Some(t) = stack.pop() {
            match self.m.types.get(t) {
                Type::Array { elem, .. } | Type::Vector { elem, .. } => stack.push(*elem),
                Type::Struct { fields, .. } => stack.extend(fields.iter().rev()),
                Type::Named(i) => {
                    if std::mem::replace(&mut seen[*i as usize], true) {
                        continue;
                    }
                    let named = &self.m.types.named[*i as usize];
                    if let Some(body) = &named.body {
                        stack.extend(body.fields.iter().rev());
                        continue;
                    }
                    let found = match named.name {
                        Some(s) => self.named_types.get(&s).and_then(|e| e.fwd_loc).map(|l| (l, super::LocalKey::Name(s))),
                        None => self
                            .numbered_types
                            .iter()
                            .find(|(_, e)| e.id == t && e.fwd_loc.is_some())
                            .and_then(|(n, e)| e.fwd_loc.map(|l| (l, super::LocalKey::Num(*n)))),
                    };
                    if found.is_some() {
                        return found;
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// Whether `%key = type ...` appears in the source after the current token (a scan
    /// of the rest of the file, made only on this error path).
    fn type_defined_later(&self, key: super::LocalKey) -> bool {
        let src = self.src.as_bytes();
        let mut lx = crate::lexer::Lexer::new(self.src);
        lx.seek(self.tok().start as usize);
        let mut prev: [Option<crate::lexer::Token>; 2] = [None, None];
        let mut name = Vec::new();
        loop {
            let t = lx.next_token();
            if t.kind == Tok::Eof {
                return false;
            }
            if let (Some(a), Some(b)) = (prev[0], prev[1]) {
                if b.kind == Tok::Equal && t.kind == Tok::Ident && &src[t.start as usize..t.end as usize] == b"type" {
                    let text = &src[a.start as usize + 1..a.end as usize];
                    let matches = match (a.kind, key) {
                        (Tok::LocalId, super::LocalKey::Num(n)) => std::str::from_utf8(text).ok().and_then(|d| d.parse().ok()) == Some(n),
                        (Tok::LocalVar, super::LocalKey::Name(s)) => {
                            name.clear();
                            if text.first() == Some(&b'"') {
                                super::unescape_into(&text[1..text.len() - 1], &mut name);
                            } else {
                                name.extend_from_slice(text);
                            }
                            name == self.m.syms.bytes(s)
                        }
                        _ => false,
                    };
                    if matches {
                        return true;
                    }
                }
            }
            prev = [prev[1], Some(t)];
        }
    }
}

/// `iN` → N (as u64 so oversized widths can be reported), or `None` if `text` is not an
/// integer type keyword.
fn int_type_bits(text: &str) -> Option<u64> {
    let b = text.as_bytes();
    if b.len() < 2 || b[0] != b'i' || !b[1..].iter().all(|c| c.is_ascii_digit()) {
        return None;
    }
    if b.len() > 12 {
        return Some(u64::MAX);
    }
    text[1..].parse::<u64>().ok()
}
