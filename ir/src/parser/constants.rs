//! Parsing constants of a known type: integer and floating-point literals, `true`/`false`,
//! `null`, `none`, `undef`, `poison`, `zeroinitializer`, aggregates (`{...}`, `<{...}>`,
//! `[...]`, `<...>`, `c"..."`, `splat (...)`), references to globals (creating forward
//! references for globals defined later), `blockaddress`, `dso_local_equivalent`, `no_cfi`,
//! `ptrauth`, and the constant expressions LLVM 19 still accepts (`add`/`sub`/`mul`/`xor`,
//! `trunc`/`bitcast`/`addrspacecast`/`inttoptr`/`ptrtoint`, `getelementptr`,
//! `extractelement`/`insertelement`/`shufflevector`). The other former constant
//! expressions are rejected with llvm-as's message.

use super::checks::{cast_valid, gep_indexed_type, gep_result_type, shuffle_result, vector_shape};
use super::numbers::{decimal_int, double_to, hex_float, hex_int, low_mask, HexFloat};
use super::values::FnState;
use super::{FwdBlockAddr, FwdGlobal, LocalKey, PResult, Parser, Kw};
use crate::constant::{Const, ConstExpr, ConstId, ExprOp, IntValue};
use crate::function::Function;
use crate::inst::{flags, BinOp};
use crate::lexer::{Tok, Token};
use crate::module::{GlobalId, GlobalKind, GlobalValue, GlobalVar, Linkage, SrcLoc};
use crate::types::{FloatKind, Type, TypeId, TypeTable};

/// Former constant expressions LLVM 19 rejects.
const REMOVED_CONSTEXPRS: &[&str] = &[
    "extractvalue", "insertvalue", "udiv", "sdiv", "urem", "srem", "fadd", "fsub", "fmul", "fdiv", "frem", "and", "or",
    "lshr", "ashr", "shl", "fneg", "select", "zext", "sext", "fptrunc", "fpext", "uitofp", "sitofp", "fptoui", "fptosi",
    "icmp", "fcmp",
];

impl<'a> Parser<'a> {
    /// Parses a constant of type `ty`. `fs` is the enclosing function, if any (only
    /// `blockaddress` of that function's blocks needs it; locals are not constants).
    pub(crate) fn parse_const(&mut self, ty: TypeId, fs: Option<&mut FnState>) -> PResult<ConstId> {
        self.enter()?;
        let r = self.parse_const_inner(ty, fs);
        self.leave();
        r
    }

    /// `type constant`.
    pub(crate) fn parse_typed_const(&mut self, fs: Option<&mut FnState>) -> PResult<(TypeId, ConstId)> {
        let ty = self.parse_type()?;
        let c = self.parse_const(ty, fs)?;
        Ok((ty, c))
    }

    fn parse_const_inner(&mut self, ty: TypeId, fs: Option<&mut FnState>) -> PResult<ConstId> {
        let t = self.tok();
        // The most common constant: a short literal of `i1`..`i64` (ids `I1` to `I64`),
        // whose value the lexer has read; no type lookup.
        let int = ty.0.wrapping_sub(TypeTable::I1.0) as usize;
        if int < 5 && t.kind == Tok::Integer && t.num != crate::lexer::NO_NUM {
            self.bump();
            const BITS: [u32; 5] = [1, 8, 16, 32, 64];
            return Ok(self.int_const(ty, IntValue::Small(t.num as u64 & low_mask(BITS[int]))));
        }
        if self.m.types.is_function(ty) {
            return self.err("functions are not values, refer to them as pointers");
        }
        match t.kind {
            Tok::Integer | Tok::HexInteger => {
                self.bump();
                self.int_literal(ty, t)
            }
            Tok::Float | Tok::HexFloat => {
                self.bump();
                self.float_literal(ty, t)
            }
            Tok::GlobalVar | Tok::GlobalId => {
                self.bump();
                let g = self.global_ref(t, ty, None)?;
                Ok(self.global_const(g))
            }
            Tok::LocalVar | Tok::LocalId => self.err("invalid use of function-local name"),
            Tok::LBrace | Tok::Less | Tok::LSquare => self.aggregate_const(ty, fs, t),
            Tok::CString => {
                self.bump();
                let text = self.text(t);
                let bytes = crate::lexer::unescape(&text.as_bytes()[1..]);
                let aty = self.m.types.array(TypeTable::I8, bytes.len() as u64);
                let c = self.m.konst(Const::Bytes(aty, bytes.into_boxed_slice()));
                self.check_const_type(c, ty, t)
            }
            Tok::Ident => self.keyword_const(ty, fs, t),
            _ => self.expected("value"),
        }
    }

    fn float_literal(&mut self, ty: TypeId, t: Token) -> PResult<ConstId> {
        let Some(kind) = self.m.types.float_kind(ty) else {
            return self.err_at(t, "floating point constant invalid for type");
        };
        if t.kind == Tok::Float {
            let Ok(v) = self.text(t).parse::<f64>() else {
                return self.err_at(t, "invalid floating-point literal");
            };
            return self.double_const(ty, kind, v.to_bits(), t);
        }
        match hex_float(self.text(t)) {
            Err(msg) => self.err_at(t, msg),
            Ok(HexFloat::Double(bits)) => self.double_const(ty, kind, bits, t),
            Ok(HexFloat::Exact(k, bits)) => {
                if k != kind {
                    return self.err_at(t, format!("floating point constant does not have type '{}'", self.type_name(ty)));
                }
                Ok(self.m.konst(Const::Float(ty, bits)))
            }
        }
    }

    /// `{...}`, `<{...}>`, `<...>`, `[...]` (the current token is the opening bracket).
    fn aggregate_const(&mut self, ty: TypeId, fs: Option<&mut FnState>, t: Token) -> PResult<ConstId> {
        self.bump();
        match t.kind {
            Tok::LBrace => {
                let elems = self.parse_const_list(fs, Tok::RBrace)?;
                self.expect(Tok::RBrace, "'}' at end of struct constant")?;
                self.struct_const(ty, elems, false, t)
            }
            Tok::Less => {
                if self.eat(Tok::LBrace) {
                    let elems = self.parse_const_list(fs, Tok::RBrace)?;
                    self.expect(Tok::RBrace, "'}' at end of packed struct")?;
                    self.expect(Tok::Greater, "'>' at end of constant")?;
                    return self.struct_const(ty, elems, true, t);
                }
                let first = self.tok();
                let elems = self.parse_const_list(fs, Tok::Greater)?;
                self.expect(Tok::Greater, "'>' at end of constant")?;
                self.vector_const(ty, elems, t, first)
            }
            _ => {
                let first = self.tok();
                let elems = self.parse_const_list(fs, Tok::RSquare)?;
                self.expect(Tok::RSquare, "']' at end of array constant")?;
                self.array_const(ty, elems, t, first)
            }
        }
    }

    /// Verifies that constant `c` has type `ty`.
    fn check_const_type(&self, c: ConstId, ty: TypeId, t: Token) -> PResult<ConstId> {
        let cty = self.m.const_type(c);
        if cty != ty {
            return self.err_at(
                t,
                format!("constant expression type mismatch: got type '{}' but expected '{}'", self.type_name(cty), self.type_name(ty)),
            );
        }
        Ok(c)
    }

    fn int_literal(&mut self, ty: TypeId, t: Token) -> PResult<ConstId> {
        let Some(bits) = self.m.types.int_bits(ty) else {
            return self.err_at(t, "integer constant must have integer type");
        };
        // Short unsigned literals come with their value from the lexer.
        if t.kind == Tok::Integer && t.num != crate::lexer::NO_NUM && bits <= 64 {
            return Ok(self.int_const(ty, IntValue::Small(t.num as u64 & low_mask(bits))));
        }
        let text = self.text(t);
        let v = if t.kind == Tok::Integer { decimal_int(text, bits) } else { hex_int(text, bits) };
        Ok(self.int_const(ty, v))
    }

    /// Interns an integer constant, through the small-value caches.
    pub(crate) fn int_const(&mut self, ty: TypeId, v: IntValue) -> ConstId {
        if let IntValue::Small(x) = v {
            // `i1`..`i64` are the type ids right after `I1`; one index instead of a hash.
            let t = ty.0.wrapping_sub(TypeTable::I1.0) as usize;
            if t < 5 && x < super::TINY_INTS as u64 {
                let slot = t * super::TINY_INTS + x as usize;
                if let Some(&c) = self.tiny_ints.get(slot).filter(|&&c| c != u32::MAX) {
                    return ConstId(c);
                }
                let c = self.m.konst(Const::Int(ty, v));
                self.tiny_ints[slot] = c.0;
                return c;
            }
            if let Some(&c) = self.int_cache.get(&(ty, x)) {
                return c;
            }
            let c = self.m.konst(Const::Int(ty, v));
            self.int_cache.insert((ty, x), c);
            return c;
        }
        self.m.konst(Const::Int(ty, v))
    }

    /// A float constant from a `double` bit pattern (decimal and `0x` literals).
    fn double_const(&mut self, ty: TypeId, kind: FloatKind, bits: u64, t: Token) -> PResult<ConstId> {
        match double_to(bits, kind) {
            Some(b) => Ok(self.m.konst(Const::Float(ty, b))),
            None => match kind {
                FloatKind::X86Fp80 | FloatKind::Fp128 | FloatKind::PpcFp128 => {
                    self.err_at(t, format!("floating point constant does not have type '{}'", self.type_name(ty)))
                }
                _ => self.err_at(t, "floating point constant invalid for type"),
            },
        }
    }

    /// `type value (, type value)*` up to (not including) `close`.
    fn parse_const_list(&mut self, mut fs: Option<&mut FnState>, close: Tok) -> PResult<Vec<(TypeId, ConstId)>> {
        let mut out = Vec::new();
        if self.at(close) {
            return Ok(out);
        }
        loop {
            let ty = self.parse_type()?;
            let c = self.parse_const(ty, fs.as_deref_mut())?;
            out.push((ty, c));
            if !self.eat(Tok::Comma) {
                return Ok(out);
            }
        }
    }

    fn struct_const(&mut self, ty: TypeId, elems: Vec<(TypeId, ConstId)>, packed: bool, t: Token) -> PResult<ConstId> {
        let Some((fields, is_packed)) = self.m.types.struct_fields(ty) else {
            return self.err_at(t, format!("constant expression type mismatch: struct constant of type '{}'", self.type_name(ty)));
        };
        if fields.len() != elems.len() {
            return self.err_at(t, "initializer with struct type has wrong # elements");
        }
        if is_packed != packed {
            return self.err_at(t, "packed'ness of initializer and type don't match");
        }
        if let Some(i) = fields.iter().zip(&elems).position(|(f, (et, _))| f != et) {
            return self.err_at(t, format!("element {i} of struct initializer doesn't match struct element type"));
        }
        let ids: Box<[ConstId]> = elems.into_iter().map(|(_, c)| c).collect();
        Ok(self.m.konst(Const::Struct(ty, ids)))
    }

    fn vector_const(&mut self, ty: TypeId, elems: Vec<(TypeId, ConstId)>, t: Token, first: Token) -> PResult<ConstId> {
        let Some(&(ety, _)) = elems.first() else {
            return self.err_at(t, "constant vector must not be empty");
        };
        if !matches!(self.m.types.get(ety), Type::Int(_) | Type::Float(_) | Type::Ptr { .. }) {
            return self.err_at(first, "vector elements must have integer, pointer or floating point type");
        }
        if let Some(i) = elems.iter().position(|(et, _)| *et != ety) {
            return self.err_at(first, format!("vector element #{i} is not of type '{}'", self.type_name(ety)));
        }
        let vty = self.m.types.vector(ety, elems.len() as u32, false);
        if vty != ty {
            return self.err_at(
                t,
                format!("constant expression type mismatch: got type '{}' but expected '{}'", self.type_name(vty), self.type_name(ty)),
            );
        }
        let ids: Box<[ConstId]> = elems.into_iter().map(|(_, c)| c).collect();
        Ok(self.m.konst(Const::Vector(ty, ids)))
    }

    fn array_const(&mut self, ty: TypeId, elems: Vec<(TypeId, ConstId)>, t: Token, first: Token) -> PResult<ConstId> {
        let Some(&(ety, _)) = elems.first() else {
            if !matches!(self.m.types.get(ty), Type::Array { len: 0, .. }) {
                return self.err_at(t, "invalid empty array initializer");
            }
            return Ok(self.m.konst(Const::Array(ty, Box::new([]))));
        };
        if !self.m.types.is_first_class(ety) || ety == TypeTable::LABEL {
            return self.err_at(first, format!("invalid array element type: {}", self.type_name(ety)));
        }
        if let Some(i) = elems.iter().position(|(et, _)| *et != ety) {
            return self.err_at(first, format!("array element #{i} is not of type '{}'", self.type_name(ety)));
        }
        let aty = self.m.types.array(ety, elems.len() as u64);
        if aty != ty {
            return self.err_at(
                t,
                format!("constant expression type mismatch: got type '{}' but expected '{}'", self.type_name(aty), self.type_name(ty)),
            );
        }
        let ids: Box<[ConstId]> = elems.into_iter().map(|(_, c)| c).collect();
        Ok(self.m.konst(Const::Array(ty, ids)))
    }

    /// Constants introduced by a keyword. The arms that recurse into operands live in
    /// their own functions so each nesting level costs little stack.
    fn keyword_const(&mut self, ty: TypeId, fs: Option<&mut FnState>, t: Token) -> PResult<ConstId> {
        let kw = self.cur_text();
        match self.tok().kw {
            Kw::True | Kw::False | Kw::Null | Kw::None | Kw::Undef | Kw::Poison | Kw::Zeroinitializer => {
                self.simple_keyword_const(ty, t)
            }
            Kw::Blockaddress => self.parse_blockaddress(ty, fs, t),
            Kw::DsoLocalEquivalent | Kw::NoCfi => self.parse_global_wrapper(ty, t),
            Kw::Ptrauth => self.parse_ptrauth(ty, fs, t),
            Kw::Splat => self.parse_splat(ty, fs, t),
            Kw::Asm => self.err("inline asm is only valid as the callee of a call"),
            Kw::Getelementptr => self.parse_gep_expr(ty, fs, t),
            Kw::Trunc | Kw::Bitcast | Kw::Addrspacecast | Kw::Inttoptr | Kw::Ptrtoint => self.parse_cast_expr(ty, fs, t),
            Kw::Add | Kw::Sub | Kw::Mul | Kw::Xor => self.parse_binary_expr(ty, fs, t),
            Kw::Extractelement | Kw::Insertelement | Kw::Shufflevector => {
                self.bump();
                self.expect(Tok::LParen, "'(' in constantexpr")?;
                let elems = self.parse_const_list(fs, Tok::RParen)?;
                self.expect(Tok::RParen, "')' in constantexpr")?;
                let c = self.vector_expr(kw, elems, t)?;
                self.check_const_type(c, ty, t)
            }
            _ if REMOVED_CONSTEXPRS.contains(&kw) => self.err(format!("{kw} constexprs are no longer supported")),
            _ => self.expected("value"),
        }
    }

    /// `true`, `false`, `null`, `none`, `undef`, `poison`, `zeroinitializer`.
    fn simple_keyword_const(&mut self, ty: TypeId, t: Token) -> PResult<ConstId> {
        let kw = self.tok().kw;
        self.bump();
        let first_class = self.m.types.is_first_class(ty) && ty != TypeTable::LABEL;
        match kw {
            Kw::True | Kw::False => {
                let c = self.int_const(TypeTable::I1, IntValue::Small((kw == Kw::True) as u64));
                self.check_const_type(c, ty, t)
            }
            Kw::Null => {
                if !self.m.types.is_ptr(ty) {
                    return self.err_at(t, "null must be a pointer type");
                }
                Ok(self.m.konst(Const::Null(ty)))
            }
            Kw::None => {
                if ty != TypeTable::TOKEN {
                    return self.err_at(t, "invalid type for none constant");
                }
                Ok(self.m.konst(Const::NoneToken))
            }
            Kw::Undef => {
                if !first_class {
                    return self.err_at(t, "invalid type for undef constant");
                }
                Ok(self.m.konst(Const::Undef(ty)))
            }
            Kw::Poison => {
                if !first_class {
                    return self.err_at(t, "invalid type for poison constant");
                }
                Ok(self.m.konst(Const::Poison(ty)))
            }
            _ => {
                let zero_ok = match self.m.types.get(ty) {
                    Type::TargetExt { name, .. } => self.m.syms.bytes(*name) == b"aarch64.svcount",
                    Type::Token | Type::X86Amx => false,
                    _ => true,
                };
                if !first_class || !zero_ok {
                    return self.err_at(t, "invalid type for null constant");
                }
                Ok(self.m.konst(Const::Zero(ty)))
            }
        }
    }

    /// `dso_local_equivalent @f` / `no_cfi @f`.
    fn parse_global_wrapper(&mut self, ty: TypeId, _t: Token) -> PResult<ConstId> {
        let kw = self.cur_text();
        self.bump();
        let g_tok = self.tok();
        if !matches!(g_tok.kind, Tok::GlobalVar | Tok::GlobalId) {
            return self.expected(&format!("global value name in {kw}"));
        }
        self.bump();
        let g = self.global_ref(g_tok, ty, None)?;
        if kw == "dso_local_equivalent" && !self.fwd_globals.contains_key(&g) {
            let ok = match &self.m.global(g).kind {
                GlobalKind::Func(_) | GlobalKind::IFunc(_) => true,
                GlobalKind::Alias(a) => self.m.types.is_function(a.value_ty),
                GlobalKind::Var(_) => false,
            };
            if !ok {
                return self.err_at(g_tok, "expected a function, alias to function, or ifunc in dso_local_equivalent");
            }
        }
        let c = if kw == "no_cfi" { Const::NoCfi(g) } else { Const::DsoLocalEquivalent(g) };
        Ok(self.m.konst(c))
    }

    /// `splat (T v)`.
    fn parse_splat(&mut self, ty: TypeId, fs: Option<&mut FnState>, t: Token) -> PResult<ConstId> {
        self.bump();
        self.expect(Tok::LParen, "'(' after vector splat")?;
        let (ety, c) = self.parse_typed_const(fs)?;
        self.expect(Tok::RParen, "')' at end of vector splat")?;
        let Some((len, scalable)) = vector_shape(&self.m.types, ty) else {
            return self.err_at(t, "vector constant must have vector type");
        };
        let want = self.m.types.scalar_type(ty);
        if ety != want {
            return self.err_at(
                t,
                format!("constant expression type mismatch: got type '{}' but expected '{}'", self.type_name(ety), self.type_name(want)),
            );
        }
        Ok(self.splat(ty, c, len, scalable))
    }

    /// `trunc|bitcast|addrspacecast|inttoptr|ptrtoint (T v to T2)`.
    fn parse_cast_expr(&mut self, ty: TypeId, fs: Option<&mut FnState>, t: Token) -> PResult<ConstId> {
        let op = self.tok().kw.cast_op().expect("cast keyword");
        self.bump();
        self.expect(Tok::LParen, "'(' after constantexpr cast")?;
        let (src_ty, v) = self.parse_typed_const(fs)?;
        self.expect_kw(Kw::To)?;
        let dst = self.parse_type()?;
        self.expect(Tok::RParen, "')' at end of constantexpr cast")?;
        if !cast_valid(&self.m.types, op, src_ty, dst) {
            return self.err_at(t, format!("invalid cast opcode for cast from '{}' to '{}'", self.type_name(src_ty), self.type_name(dst)));
        }
        let c = self.expr(ExprOp::Cast(op), dst, vec![v], 0, None, None);
        self.check_const_type(c, ty, t)
    }

    /// `add|sub|mul [nuw] [nsw] (T a, T b)` and `xor (T a, T b)`.
    fn parse_binary_expr(&mut self, ty: TypeId, mut fs: Option<&mut FnState>, t: Token) -> PResult<ConstId> {
        let op = self.tok().kw.bin_op().expect("binary keyword");
        self.bump();
        let mut fl = 0u16;
        if op != BinOp::Xor {
            fl = self.parse_wrap_flags();
        }
        self.expect(Tok::LParen, "'(' in binary constantexpr")?;
        let (a_ty, a) = self.parse_typed_const(fs.as_deref_mut())?;
        self.expect(Tok::Comma, "comma in binary constantexpr")?;
        let (b_ty, b) = self.parse_typed_const(fs)?;
        self.expect(Tok::RParen, "')' in binary constantexpr")?;
        if a_ty != b_ty {
            return self.err_at(t, "operands of constexpr must have same type");
        }
        if !self.m.types.is_int_or_int_vector(a_ty) {
            return self.err_at(t, "constexpr requires integer or integer vector operands");
        }
        let c = self.expr(ExprOp::Binary(op), a_ty, vec![a, b], fl, None, None);
        self.check_const_type(c, ty, t)
    }

    fn expr(&mut self, op: ExprOp, ty: TypeId, ops: Vec<ConstId>, fl: u16, source_ty: Option<TypeId>, inrange: Option<(i64, i64)>) -> ConstId {
        self.m.konst(Const::Expr(Box::new(ConstExpr { op, ty, operands: ops.into_boxed_slice(), flags: fl, source_ty, inrange })))
    }

    /// A splat of `c` over vector type `ty`. Scalable splats have no element list, so they
    /// are written the way LLVM wrote them before `splat` existed:
    /// `shufflevector (insertelement (poison, c, i64 0), poison, zeroinitializer)`.
    fn splat(&mut self, ty: TypeId, c: ConstId, len: u32, scalable: bool) -> ConstId {
        if !scalable {
            return self.m.konst(Const::Vector(ty, vec![c; len as usize].into_boxed_slice()));
        }
        let poison = self.m.konst(Const::Poison(ty));
        let zero64 = self.int_const(TypeTable::I64, IntValue::Small(0));
        let ins = self.expr(ExprOp::InsertElement, ty, vec![poison, c, zero64], 0, None, None);
        let mask_ty = self.m.types.vector(TypeTable::I32, len, true);
        let mask = self.m.konst(Const::Zero(mask_ty));
        self.expr(ExprOp::ShuffleVector, ty, vec![ins, poison, mask], 0, None, None)
    }

    fn vector_expr(&mut self, kw: &str, elems: Vec<(TypeId, ConstId)>, t: Token) -> PResult<ConstId> {
        let tt = &self.m.types;
        match kw {
            "extractelement" => {
                if elems.len() != 2 {
                    return self.err_at(t, "expected two operands to extractelement");
                }
                let (vt, it) = (elems[0].0, elems[1].0);
                if !tt.is_vector(vt) || !tt.is_int(it) {
                    return self.err_at(t, "invalid extractelement operands");
                }
                let ety = tt.scalar_type(vt);
                Ok(self.expr(ExprOp::ExtractElement, ety, vec![elems[0].1, elems[1].1], 0, None, None))
            }
            "insertelement" => {
                if elems.len() != 3 {
                    return self.err_at(t, "expected three operands to insertelement");
                }
                let (vt, et, it) = (elems[0].0, elems[1].0, elems[2].0);
                if !tt.is_vector(vt) || tt.scalar_type(vt) != et || !tt.is_int(it) {
                    return self.err_at(t, "invalid insertelement operands");
                }
                Ok(self.expr(ExprOp::InsertElement, vt, elems.iter().map(|e| e.1).collect(), 0, None, None))
            }
            _ => {
                if elems.len() != 3 {
                    return self.err_at(t, "expected three operands to shufflevector");
                }
                let Some(rty) = shuffle_result(&mut self.m.types, &self.m.consts, elems[0].0, elems[1].0, elems[2].0, Some(elems[2].1))
                else {
                    return self.err_at(t, "invalid operands to shufflevector");
                };
                Ok(self.expr(ExprOp::ShuffleVector, rty, elems.iter().map(|e| e.1).collect(), 0, None, None))
            }
        }
    }

    /// `getelementptr [inbounds|nusw|nuw]* [inrange(lo, hi)] (T, ptr base, idx...)`.
    fn parse_gep_expr(&mut self, ty: TypeId, fs: Option<&mut FnState>, t: Token) -> PResult<ConstId> {
        self.bump();
        let fl = self.parse_gep_flags();
        let mut inrange = None;
        if self.eat_kw(Kw::Inrange) {
            self.expect(Tok::LParen, "'('")?;
            let lo = self.parse_i64("integer")?;
            self.expect(Tok::Comma, "','")?;
            let hi = self.parse_i64("integer")?;
            self.expect(Tok::RParen, "')'")?;
            if lo >= hi {
                return self.err_at(t, "expected end to be larger than start");
            }
            inrange = Some((lo, hi));
        }
        self.expect(Tok::LParen, "'(' in constantexpr")?;
        let source = self.parse_type()?;
        self.expect(Tok::Comma, "comma after getelementptr's type")?;
        let elems = self.parse_const_list(fs, Tok::RParen)?;
        self.expect(Tok::RParen, "')' in constantexpr")?;
        let Some(&(base_ty, _)) = elems.first() else {
            return self.err_at(t, "base of getelementptr must be a pointer");
        };
        let idx_tys: Vec<TypeId> = elems[1..].iter().map(|e| e.0).collect();
        let rty = match gep_result_type(&mut self.m.types, base_ty, &idx_tys) {
            Ok(r) => r,
            Err(msg) => return self.err_at(t, msg),
        };
        if elems.len() > 1 && !self.m.types.is_sized(source) {
            return self.unsized_error(source, t, "base element of getelementptr must be sized");
        }
        let idx: Vec<(TypeId, Option<ConstId>)> = elems[1..].iter().map(|&(ty, c)| (ty, Some(c))).collect();
        if gep_indexed_type(&self.m.types, &self.m.consts, source, &idx).is_none() {
            return self.err_at(t, "invalid getelementptr indices");
        }
        let ops: Vec<ConstId> = elems.iter().map(|e| e.1).collect();
        let c = self.expr(ExprOp::Gep, rty, ops, fl, Some(source), inrange);
        self.check_const_type(c, ty, t)
    }

    /// `inbounds`, `nusw`, `nuw` in any order.
    pub(crate) fn parse_gep_flags(&mut self) -> u16 {
        let mut fl = 0;
        loop {
            if self.eat_kw(Kw::Inbounds) {
                fl |= flags::INBOUNDS;
            } else if self.eat_kw(Kw::Nusw) {
                fl |= flags::NUSW;
            } else if self.eat_kw(Kw::Nuw) {
                fl |= flags::NUW;
            } else {
                return fl;
            }
        }
    }

    /// `ptrauth (ptr @f, i32 key[, i64 disc[, ptr addrdisc]])`.
    fn parse_ptrauth(&mut self, ty: TypeId, mut fs: Option<&mut FnState>, t: Token) -> PResult<ConstId> {
        self.bump();
        self.expect(Tok::LParen, "'(' in constant ptrauth expression")?;
        let (pty, ptr) = self.parse_typed_const(fs.as_deref_mut())?;
        self.expect(Tok::Comma, "comma in constant ptrauth expression")?;
        let (kty, key) = self.parse_typed_const(fs.as_deref_mut())?;
        let mut disc = None;
        let mut addr = None;
        if self.eat(Tok::Comma) {
            disc = Some(self.parse_typed_const(fs.as_deref_mut())?);
            if self.eat(Tok::Comma) {
                addr = Some(self.parse_typed_const(fs)?);
            }
        }
        self.expect(Tok::RParen, "')' in constant ptrauth expression")?;
        if !self.m.types.is_ptr(pty) {
            return self.err_at(t, "constant ptrauth base pointer must be a pointer");
        }
        if kty != TypeTable::I32 || !matches!(self.m.consts.get(key), Const::Int(..)) {
            return self.err_at(t, "constant ptrauth key must be i32 constant");
        }
        let disc = match disc {
            Some((dty, d)) => {
                if dty != TypeTable::I64 || !matches!(self.m.consts.get(d), Const::Int(..)) {
                    return self.err_at(t, "constant ptrauth integer discriminator must be i64 constant");
                }
                d
            }
            None => self.int_const(TypeTable::I64, IntValue::Small(0)),
        };
        let addr_disc = match addr {
            Some((aty, a)) => {
                if !self.m.types.is_ptr(aty) {
                    return self.err_at(t, "constant ptrauth address discriminator must be a pointer");
                }
                a
            }
            None => self.m.konst(Const::Null(TypeTable::PTR)),
        };
        let c = self.m.konst(Const::PtrAuth { ptr, key, disc, addr_disc });
        self.check_const_type(c, ty, t)
    }

    /// `blockaddress(@f, %bb)`.
    fn parse_blockaddress(&mut self, ty: TypeId, fs: Option<&mut FnState>, t: Token) -> PResult<ConstId> {
        self.bump();
        self.expect(Tok::LParen, "'(' in block address expression")?;
        let f_tok = self.tok();
        if !matches!(f_tok.kind, Tok::GlobalVar | Tok::GlobalId) {
            return self.expected("function name in blockaddress");
        }
        self.bump();
        self.expect(Tok::Comma, "comma in block address expression")?;
        let l_tok = self.tok();
        if !matches!(l_tok.kind, Tok::LocalVar | Tok::LocalId) {
            return self.expected("basic block name in blockaddress");
        }
        self.bump();
        self.expect(Tok::RParen, "')' in block address expression")?;
        let Type::Ptr { addrspace } = *self.m.types.get(ty) else {
            return self.err_at(t, format!("type of blockaddress must be a pointer and not '{}'", self.type_name(ty)));
        };
        let key = self.local_key(l_tok)?;
        let existing = self.lookup_global(f_tok)?;
        let func = match existing {
            Some(g) if !self.fwd_globals.contains_key(&g) => {
                let Some(is_decl) = self.m.function(g).map(|f| f.is_declaration()) else {
                    return self.err_at(f_tok, "expected function name in blockaddress");
                };
                let block = match fs {
                    Some(fs) if fs.func == g => self.block_ref(fs, key, l_tok.start)?,
                    _ => {
                        if is_decl {
                            return self.err_at(f_tok, "cannot take blockaddress inside a declaration");
                        }
                        let LocalKey::Name(name) = key else {
                            return self.err_at(l_tok, "cannot take address of numeric label after the function is defined");
                        };
                        // Named blocks of a finished function, indexed on first use.
                        if !self.done_fn_blocks.contains_key(&g) {
                            let f = self.m.function(g).expect("checked above");
                            let map = f
                                .blocks
                                .iter()
                                .enumerate()
                                .filter(|(_, b)| b.defined)
                                .filter_map(|(i, b)| b.name.map(|n| (n, crate::value::BlockId(i as u32))))
                                .collect();
                            self.done_fn_blocks.insert(g, map);
                        }
                        match self.done_fn_blocks.get(&g).and_then(|m| m.get(&name)) {
                            Some(&b) => b,
                            None => return self.err_at(l_tok, "referenced value is not a basic block"),
                        }
                    }
                };
                let c = self.m.konst(Const::BlockAddress { func: g, block });
                return self.check_const_type(c, ty, t);
            }
            Some(g) => g,
            None => self.global_ref(f_tok, ty, None)?,
        };
        // The function's body has not been read: reserve the block in its arena.
        if self.m.global(func).addrspace != addrspace {
            let want = self.type_name(ty);
            return self.err_at(f_tok, format!("'{}' defined with a different address space than '{want}'", self.text(f_tok)));
        }
        if !matches!(self.m.global(func).kind, GlobalKind::Func(_)) {
            self.m.global_mut(func).kind = GlobalKind::Func(Function::default());
        }
        let list = self.fwd_blockaddrs.entry(func).or_default();
        let block = match list.iter().find(|f| f.key == key) {
            Some(f) => f.block,
            None => {
                let name = match key {
                    LocalKey::Name(s) => Some(s),
                    LocalKey::Num(_) => None,
                };
                let f = self.m.function_mut(func).expect("made a function above");
                let b = f.new_block(name);
                self.fwd_blockaddrs.entry(func).or_default().push(FwdBlockAddr { key, block: b, loc: l_tok.start, fn_loc: f_tok.start });
                b
            }
        };
        Ok(self.m.konst(Const::BlockAddress { func, block }))
    }

    // ---- globals ----

    /// The global a `@name` / `@N` token names, if it exists (defined or forward-referenced).
    pub(crate) fn lookup_global(&mut self, t: Token) -> PResult<Option<GlobalId>> {
        Ok(match t.kind {
            Tok::GlobalId => {
                let n = self.sigil_number(t)?;
                self.numbered_globals.get(&n).copied()
            }
            _ => {
                let s = self.sigil_name(t);
                self.global_names.get(&s).copied()
            }
        })
    }

    /// The global a `@name` / `@N` token names as a value of pointer type `ty`, creating a
    /// forward reference if it is not defined yet. `callee_ty` is the function type when
    /// the reference is a call's callee.
    pub(crate) fn global_ref(&mut self, t: Token, ty: TypeId, callee_ty: Option<TypeId>) -> PResult<GlobalId> {
        let Type::Ptr { addrspace } = *self.m.types.get(ty) else {
            return self.err_at(t, "global variable reference must have pointer type");
        };
        if let Some(g) = self.lookup_global(t)? {
            if let Some(f) = self.fwd_globals.get_mut(&g) {
                if callee_ty.is_none() {
                    f.only_callee = false;
                } else if f.callee_ty.is_none() {
                    f.callee_ty = callee_ty;
                }
            }
            let have = self.m.global(g).addrspace;
            if have != addrspace {
                let have_ty = self.m.types.ptr(have);
                return self.err_at(
                    t,
                    format!("'{}' defined with type '{}' but expected '{}'", self.text(t), self.type_name(have_ty), self.type_name(ty)),
                );
            }
            return Ok(g);
        }
        // Forward reference: a placeholder global, replaced in place by the definition.
        let (name, num) = match t.kind {
            Tok::GlobalId => (None, Some(self.sigil_number(t)?)),
            _ => (Some(self.sigil_name(t)), None),
        };
        let mut g = GlobalValue::new(name, GlobalKind::Var(GlobalVar { value_ty: TypeTable::I8, ..GlobalVar::default() }));
        g.addrspace = addrspace;
        g.linkage = Linkage::ExternWeak;
        g.src = SrcLoc(t.start);
        let id = match self.m.add_global(g) {
            Ok(id) | Err(id) => id,
        };
        match (name, num) {
            (Some(s), _) => {
                self.global_names.insert(s, id);
            }
            (None, Some(n)) => {
                self.numbered_globals.insert(n, id);
            }
            _ => {}
        }
        self.fwd_globals.insert(id, FwdGlobal { loc: t.start, num, callee_ty, only_callee: callee_ty.is_some() });
        Ok(id)
    }

    /// The address constant of global `g`.
    pub(crate) fn global_const(&mut self, g: GlobalId) -> ConstId {
        let i = g.0 as usize;
        if let Some(Some(c)) = self.global_consts.get(i) {
            return *c;
        }
        let c = self.m.global_ref(g);
        if self.global_consts.len() <= i {
            self.global_consts.resize(i + 1, None);
        }
        self.global_consts[i] = Some(c);
        c
    }
}
