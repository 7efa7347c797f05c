//! Printing values: LLVM's name quoting and escaping, the slot numbering of unnamed globals
//! and function-local values (`@0`, `%0`, `1:`), constants (integers of any width, floats
//! in LLVM's decimal-or-hex form, aggregates, `c"..."` strings, constant expressions,
//! `blockaddress`, …), inline asm, and operands with or without their type.

use super::{Printer, NO_SLOT};
use crate::constant::{Const, ConstExpr, ConstId, ExprOp, IntValue};
use crate::function::Function;
use crate::inst::flags;
use crate::module::{GlobalId, GlobalKind, Module};
use crate::types::{FloatKind, TypeId, TypeTable};
use crate::value::{AsmId, BlockId, Value};
use std::fmt::Write;

/// The slot numbers of one function's unnamed arguments, blocks and instruction results,
/// assigned the way LLVM's `SlotTracker` does: arguments first, then each block in layout
/// order followed by its non-void instructions. The unnamed entry block takes a number
/// even though its label is not printed.
#[derive(Clone, Debug)]
pub(crate) struct LocalSlots {
    /// The function these slots belong to.
    pub(crate) func: GlobalId,
    /// By parameter index; `NO_SLOT` for named parameters.
    pub(crate) args: Vec<u32>,
    /// By `BlockId`; `NO_SLOT` for named blocks and blocks not in the layout.
    pub(crate) blocks: Vec<u32>,
    /// By `InstId`; `NO_SLOT` for named and void instructions.
    pub(crate) insts: Vec<u32>,
}

impl LocalSlots {
    /// Numbers the unnamed values of function `func` (empty tables if it is not one).
    pub(crate) fn new(m: &Module, func: GlobalId) -> LocalSlots {
        let mut s = LocalSlots { func, args: Vec::new(), blocks: Vec::new(), insts: Vec::new() };
        let Some(f) = m.function(func) else { return s };
        let mut next = 0u32;
        let mut take = |named: bool| {
            if named {
                NO_SLOT
            } else {
                next += 1;
                next - 1
            }
        };
        s.args = f.params.iter().map(|p| take(p.name.is_some())).collect();
        s.blocks = vec![NO_SLOT; f.blocks.len()];
        s.insts = vec![NO_SLOT; f.insts.len()];
        for &b in &f.layout {
            let block = f.block(b);
            s.blocks[b.0 as usize] = take(block.name.is_some());
            for &i in &block.insts {
                if f.inst(i).ty != TypeTable::VOID {
                    s.insts[i.0 as usize] = take(f.name_of(i).is_some());
                }
            }
        }
        s
    }

    /// The function the slots belong to.
    pub(crate) fn function<'a>(&self, m: &'a Module) -> Option<&'a Function> {
        m.function(self.func)
    }
}

/// Whether a name can be printed without quotes (LLVM's `printLLVMNameWithoutPrefix`).
fn is_bare_name(name: &[u8]) -> bool {
    match name.first() {
        None => false,
        Some(c) if c.is_ascii_digit() => false,
        Some(_) => name.iter().all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'.' | b'_')),
    }
}

const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

impl<'m> Printer<'m> {
    // ---- numbers and text ----

    /// Writes an unsigned decimal number.
    pub(crate) fn write_u64(&mut self, mut v: u64) {
        let mut buf = [0u8; 20];
        let mut i = buf.len();
        loop {
            i -= 1;
            buf[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        // The buffer holds ASCII digits only.
        self.out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or("0"));
    }

    /// Writes a signed decimal number.
    pub(crate) fn write_i64(&mut self, v: i64) {
        if v < 0 {
            self.out.push('-');
        }
        self.write_u64(v.unsigned_abs());
    }

    /// Writes `bytes` the way LLVM's `printEscapedString` does: printable ASCII except `\`
    /// and `"` as is, everything else as `\XX` (uppercase hex).
    pub(crate) fn write_escaped(&mut self, bytes: &[u8]) {
        let mut start = 0;
        for (i, &c) in bytes.iter().enumerate() {
            if (0x20..0x7f).contains(&c) && c != b'\\' && c != b'"' {
                continue;
            }
            self.push_ascii(&bytes[start..i]);
            self.out.push('\\');
            self.out.push(HEX_UPPER[(c >> 4) as usize] as char);
            self.out.push(HEX_UPPER[(c & 15) as usize] as char);
            start = i + 1;
        }
        self.push_ascii(&bytes[start..]);
    }

    /// Pushes bytes known to be printable ASCII.
    fn push_ascii(&mut self, bytes: &[u8]) {
        // Callers only pass bytes in 0x20..0x7f, which are valid UTF-8.
        if let Ok(s) = std::str::from_utf8(bytes) {
            self.out.push_str(s);
        }
    }

    /// Writes `prefix` and a name, quoted and escaped when it is not a bare identifier
    /// (`%x`, `@"\01foo"`, `%"struct.a b"`).
    pub(crate) fn write_name(&mut self, prefix: u8, name: &[u8]) {
        if prefix != 0 {
            self.out.push(prefix as char);
        }
        if is_bare_name(name) {
            self.push_ascii(name);
        } else {
            self.out.push('"');
            self.write_escaped(name);
            self.out.push('"');
        }
    }

    /// Writes `"text"` with escapes.
    pub(crate) fn write_quoted(&mut self, bytes: &[u8]) {
        self.out.push('"');
        self.write_escaped(bytes);
        self.out.push('"');
    }

    // ---- global slots ----

    /// Numbers unnamed globals in the order they are printed: variables, aliases, ifuncs,
    /// then functions (LLVM's `SlotTracker::processModule` order).
    pub(crate) fn number_globals(&mut self) {
        let m = self.m;
        self.global_slots = vec![NO_SLOT; m.globals.len()];
        let mut next = 0u32;
        for pass in 0..4 {
            for (i, g) in m.globals.iter().enumerate() {
                if global_print_pass(&g.kind) == pass && g.name.is_none() {
                    self.global_slots[i] = next;
                    next += 1;
                }
            }
        }
    }

    /// `@name` or `@N`.
    pub(crate) fn write_global_ref(&mut self, g: GlobalId) {
        let m = self.m;
        match m.globals.get(g.0 as usize).and_then(|gv| gv.name) {
            Some(name) => self.write_name(b'@', m.syms.bytes(name)),
            None => match self.global_slots.get(g.0 as usize) {
                Some(&slot) if slot != NO_SLOT => {
                    self.out.push('@');
                    self.write_u64(slot as u64);
                }
                _ => self.out.push_str("@<badref>"),
            },
        }
    }

    // ---- local values ----

    /// `%name` or `%N` for a block of the function `locals` describes.
    pub(crate) fn write_block_ref(&mut self, b: BlockId, locals: &LocalSlots) {
        let m = self.m;
        let name = locals.function(m).and_then(|f| f.blocks.get(b.0 as usize)).and_then(|bl| bl.name);
        match name {
            Some(name) => self.write_name(b'%', m.syms.bytes(name)),
            None => self.write_local_slot(locals.blocks.get(b.0 as usize).copied()),
        }
    }

    fn write_local_slot(&mut self, slot: Option<u32>) {
        match slot {
            Some(s) if s != NO_SLOT => {
                self.out.push('%');
                self.write_u64(s as u64);
            }
            _ => self.out.push_str("%<badref>"),
        }
    }

    /// Writes an operand's value without its type: `%x`, `%3`, `@g`, `42`, `label`-less
    /// block references (`%bb`), metadata (`!5`), inline asm. Function-local values need
    /// `locals`; without it they print as `<badref>`.
    pub(crate) fn write_value(&mut self, v: Value, locals: Option<&LocalSlots>) {
        let m = self.m;
        match v {
            Value::Const(c) => self.write_const(c),
            Value::Arg(i) => {
                let Some(l) = locals else { return self.out.push_str("%<badref>") };
                let name = l.function(m).and_then(|f| f.params.get(i as usize)).and_then(|p| p.name);
                match name {
                    Some(name) => self.write_name(b'%', m.syms.bytes(name)),
                    None => self.write_local_slot(l.args.get(i as usize).copied()),
                }
            }
            Value::Inst(i) => {
                let Some(l) = locals else { return self.out.push_str("%<badref>") };
                let name = l.function(m).and_then(|f| f.name_of(i));
                match name {
                    Some(name) => self.write_name(b'%', m.syms.bytes(name)),
                    None => self.write_local_slot(l.insts.get(i.0 as usize).copied()),
                }
            }
            Value::Block(b) => match locals {
                Some(l) => self.write_block_ref(b, l),
                None => self.out.push_str("%<badref>"),
            },
            Value::Meta(id) => self.write_md_ref(id, locals),
            Value::Asm(a) => self.write_inline_asm(a),
        }
    }

    /// The type of an operand (`label` for blocks, `metadata` for metadata, `ptr` for asm).
    pub(crate) fn value_type(&self, v: Value, locals: Option<&LocalSlots>) -> TypeId {
        let m = self.m;
        match v {
            Value::Const(c) => m.const_type(c),
            Value::Arg(i) => locals
                .and_then(|l| l.function(m))
                .and_then(|f| f.params.get(i as usize))
                .map_or(TypeTable::VOID, |p| p.ty),
            Value::Inst(i) => {
                locals.and_then(|l| l.function(m)).and_then(|f| f.insts.get(i.0 as usize)).map_or(TypeTable::VOID, |x| x.ty)
            }
            Value::Block(_) => TypeTable::LABEL,
            Value::Meta(_) => TypeTable::METADATA,
            Value::Asm(_) => TypeTable::PTR,
        }
    }

    /// Writes `type value` (`i32 %x`, `label %bb`, `metadata !5`, `ptr @g`).
    pub(crate) fn write_typed_value(&mut self, v: Value, locals: Option<&LocalSlots>) {
        let ty = self.value_type(v, locals);
        self.write_type(ty);
        self.out.push(' ');
        self.write_value(v, locals);
    }

    /// `asm [sideeffect] [alignstack] [inteldialect] [unwind] "text", "constraints"`.
    pub(crate) fn write_inline_asm(&mut self, a: AsmId) {
        let m = self.m;
        let Some(asm) = m.inline_asms.get(a.0 as usize) else { return self.out.push_str("<badref>") };
        self.out.push_str("asm ");
        if asm.side_effect {
            self.out.push_str("sideeffect ");
        }
        if asm.align_stack {
            self.out.push_str("alignstack ");
        }
        if asm.intel_dialect {
            self.out.push_str("inteldialect ");
        }
        if asm.can_unwind {
            self.out.push_str("unwind ");
        }
        self.write_quoted(m.syms.bytes(asm.asm));
        self.out.push_str(", ");
        self.write_quoted(m.syms.bytes(asm.constraints));
    }

    // ---- constants ----

    /// Writes `type constant`.
    pub(crate) fn write_typed_const(&mut self, c: ConstId) {
        let ty = self.m.const_type(c);
        self.write_type(ty);
        self.out.push(' ');
        self.write_const(c);
    }

    /// Writes a constant without its type.
    pub(crate) fn write_const(&mut self, c: ConstId) {
        let m = self.m;
        match m.consts.get(c) {
            Const::Int(ty, v) => {
                let bits = m.types.int_bits(*ty).unwrap_or(64);
                self.write_int(v, bits);
            }
            Const::Float(ty, bits) => match m.types.float_kind(*ty) {
                Some(k) => self.write_float(k, *bits),
                None => self.out.push_str("<badfloat>"),
            },
            Const::Null(_) => self.out.push_str("null"),
            Const::NoneToken => self.out.push_str("none"),
            Const::Undef(_) => self.out.push_str("undef"),
            Const::Poison(_) => self.out.push_str("poison"),
            Const::Zero(_) => self.out.push_str("zeroinitializer"),
            Const::Array(_, elems) => {
                self.out.push('[');
                self.write_const_list(elems);
                self.out.push(']');
            }
            Const::Vector(_, elems) => {
                self.out.push('<');
                self.write_const_list(elems);
                self.out.push('>');
            }
            Const::Struct(ty, elems) => {
                let packed = m.types.struct_fields(*ty).is_some_and(|(_, p)| p);
                if packed {
                    self.out.push('<');
                }
                if elems.is_empty() {
                    self.out.push_str("{}");
                } else {
                    self.out.push_str("{ ");
                    self.write_const_list(elems);
                    self.out.push_str(" }");
                }
                if packed {
                    self.out.push('>');
                }
            }
            Const::Bytes(_, bytes) => {
                self.out.push_str("c\"");
                self.write_escaped(bytes);
                self.out.push('"');
            }
            Const::Global(g) => self.write_global_ref(*g),
            Const::BlockAddress { func, block } => {
                self.out.push_str("blockaddress(");
                self.write_global_ref(*func);
                self.out.push_str(", ");
                let slots = self
                    .other_fn_slots
                    .entry(func.0)
                    .or_insert_with(|| LocalSlots::new(m, *func));
                let slot = slots.blocks.get(block.0 as usize).copied();
                let name = m.function(*func).and_then(|f| f.blocks.get(block.0 as usize)).and_then(|b| b.name);
                match name {
                    Some(name) => self.write_name(b'%', m.syms.bytes(name)),
                    None => self.write_local_slot(slot),
                }
                self.out.push(')');
            }
            Const::DsoLocalEquivalent(g) => {
                self.out.push_str("dso_local_equivalent ");
                self.write_global_ref(*g);
            }
            Const::NoCfi(g) => {
                self.out.push_str("no_cfi ");
                self.write_global_ref(*g);
            }
            Const::PtrAuth { ptr, key, disc, addr_disc } => {
                // Like LLVM, trailing operands that are zero/null are left out.
                let n = if !self.const_is_null(*addr_disc) {
                    4
                } else if !self.const_is_null(*disc) {
                    3
                } else {
                    2
                };
                self.out.push_str("ptrauth (");
                for (i, op) in [*ptr, *key, *disc, *addr_disc].into_iter().take(n).enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.write_typed_const(op);
                }
                self.out.push(')');
            }
            Const::Expr(e) => self.write_const_expr(e),
        }
    }

    /// Comma-separated typed constants.
    fn write_const_list(&mut self, elems: &[ConstId]) {
        for (i, e) in elems.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.write_typed_const(*e);
        }
    }

    /// Whether a constant is the zero value of its type.
    fn const_is_null(&self, c: ConstId) -> bool {
        match self.m.consts.get(c) {
            Const::Int(_, v) => v.is_zero(),
            Const::Null(_) | Const::Zero(_) => true,
            Const::Float(_, bits) => *bits == 0,
            _ => false,
        }
    }

    /// `op [flags] (ty a, ty b)`, `cast (ty v to T)`, `getelementptr [flags] (S, ptr p, ...)`.
    fn write_const_expr(&mut self, e: &ConstExpr) {
        match e.op {
            ExprOp::Binary(op) => self.out.push_str(op.keyword()),
            ExprOp::Cast(op) => self.out.push_str(op.keyword()),
            ExprOp::Gep => self.out.push_str("getelementptr"),
            ExprOp::ICmp(_) => self.out.push_str("icmp"),
            ExprOp::FCmp(_) => self.out.push_str("fcmp"),
            ExprOp::ExtractElement => self.out.push_str("extractelement"),
            ExprOp::InsertElement => self.out.push_str("insertelement"),
            ExprOp::ShuffleVector => self.out.push_str("shufflevector"),
            ExprOp::Select => self.out.push_str("select"),
        }
        if e.op == ExprOp::Gep {
            self.write_gep_flags(e.flags);
            if let Some((lo, hi)) = e.inrange {
                self.out.push_str(" inrange(");
                self.write_i64(lo);
                self.out.push_str(", ");
                self.write_i64(hi);
                self.out.push(')');
            }
        } else {
            self.write_wrap_flags(e.flags);
        }
        match e.op {
            ExprOp::ICmp(p) => {
                self.out.push(' ');
                self.out.push_str(p.keyword());
            }
            ExprOp::FCmp(p) => {
                self.out.push(' ');
                self.out.push_str(p.keyword());
            }
            _ => {}
        }
        self.out.push_str(" (");
        if let (ExprOp::Gep, Some(src)) = (e.op, e.source_ty) {
            self.write_type(src);
            self.out.push_str(", ");
        }
        self.write_const_list(&e.operands);
        if let ExprOp::Cast(_) = e.op {
            self.out.push_str(" to ");
            self.write_type(e.ty);
        }
        self.out.push(')');
    }

    /// ` inbounds` / ` nusw`, then ` nuw`, as LLVM orders GEP flags (`inbounds` implies
    /// `nusw`, which is then not printed).
    pub(crate) fn write_gep_flags(&mut self, f: u16) {
        if f & flags::INBOUNDS != 0 {
            self.out.push_str(" inbounds");
        } else if f & flags::NUSW != 0 {
            self.out.push_str(" nusw");
        }
        if f & flags::NUW != 0 {
            self.out.push_str(" nuw");
        }
    }

    /// The non-GEP flags in LLVM's order: ` nuw nsw`, ` exact`, ` disjoint`, ` nneg`,
    /// ` samesign`.
    pub(crate) fn write_wrap_flags(&mut self, f: u16) {
        for (bit, kw) in [
            (flags::NUW, " nuw"),
            (flags::NSW, " nsw"),
            (flags::EXACT, " exact"),
            (flags::DISJOINT, " disjoint"),
            (flags::NNEG, " nneg"),
            (flags::SAMESIGN, " samesign"),
        ] {
            if f & bit != 0 {
                self.out.push_str(kw);
            }
        }
    }

    /// An integer constant in signed decimal (`true`/`false` for `i1`), any width.
    pub(crate) fn write_int(&mut self, v: &IntValue, bits: u32) {
        if bits == 1 {
            self.out.push_str(if v.is_zero() { "false" } else { "true" });
            return;
        }
        if let Some(x) = v.as_i64(bits) {
            self.write_i64(x);
            return;
        }
        // Wider than 64 bits: sign and magnitude, then decimal by repeated division.
        let nwords = (bits as usize).div_ceil(64);
        let mut w: Vec<u64> = v.words().to_vec();
        w.resize(nwords, 0);
        if v.bit(bits - 1) {
            self.out.push('-');
            // Two's complement negation within `nwords` words (bits above `bits` are
            // ones after inversion but vanish in the magnitude, which is < 2^(bits-1)).
            let mut carry = true;
            for word in w.iter_mut() {
                let (x, c) = (!*word).overflowing_add(carry as u64);
                *word = x;
                carry = c;
            }
            if bits & 63 != 0 {
                if let Some(last) = w.last_mut() {
                    *last &= (1u64 << (bits % 64)) - 1;
                }
            }
        }
        self.write_big_unsigned(w);
    }

    /// A multi-word unsigned number in decimal.
    fn write_big_unsigned(&mut self, mut w: Vec<u64>) {
        const CHUNK: u64 = 10_000_000_000_000_000_000; // 10^19
        let mut chunks: Vec<u64> = Vec::new();
        while w.iter().any(|&x| x != 0) {
            let mut rem: u128 = 0;
            for word in w.iter_mut().rev() {
                let cur = (rem << 64) | *word as u128;
                *word = (cur / CHUNK as u128) as u64;
                rem = cur % CHUNK as u128;
            }
            chunks.push(rem as u64);
            while w.len() > 1 && *w.last().unwrap_or(&1) == 0 {
                w.pop();
            }
        }
        match chunks.pop() {
            None => self.out.push('0'),
            Some(top) => {
                self.write_u64(top);
                for c in chunks.iter().rev() {
                    let _ = write!(self.out, "{c:019}");
                }
            }
        }
    }

    /// A floating-point constant the way LLVM prints it: `float`/`double` in `%e` form with
    /// six significant digits when that reads back exactly, else as the double's bits in hex (a
    /// `float` is widened to double first); the other formats as `0xH`, `0xR`, `0xK`, `0xL`,
    /// `0xM` bit patterns.
    pub(crate) fn write_float(&mut self, kind: FloatKind, bits: u128) {
        match kind {
            FloatKind::Float | FloatKind::Double => {
                let d = if kind == FloatKind::Double { bits as u64 } else { widen_f32_bits(bits as u32) };
                let val = f64::from_bits(d);
                if val.is_finite() && self.write_decimal_if_exact(val) {
                    return;
                }
                self.out.push_str("0x");
                self.write_hex(d as u128, 16);
            }
            FloatKind::Half => {
                self.out.push_str("0xH");
                self.write_hex(bits & 0xffff, 4);
            }
            FloatKind::BFloat => {
                self.out.push_str("0xR");
                self.write_hex(bits & 0xffff, 4);
            }
            FloatKind::X86Fp80 => {
                self.out.push_str("0xK");
                self.write_hex((bits >> 64) & 0xffff, 4);
                self.write_hex(bits & u64::MAX as u128, 16);
            }
            FloatKind::Fp128 | FloatKind::PpcFp128 => {
                self.out.push_str(if kind == FloatKind::Fp128 { "0xL" } else { "0xM" });
                self.write_hex(bits & u64::MAX as u128, 16);
                self.write_hex(bits >> 64, 16);
            }
        }
    }

    /// Uppercase hex, zero-padded to `digits`.
    fn write_hex(&mut self, v: u128, digits: u32) {
        for i in (0..digits).rev() {
            let nib = ((v >> (i * 4)) & 15) as usize;
            self.out.push(HEX_UPPER[nib] as char);
        }
    }

    /// Writes `d` as `[-]D.DDDDD0e[+-]XX` if that string parses back to exactly `d`;
    /// otherwise writes nothing and returns false.
    fn write_decimal_if_exact(&mut self, d: f64) -> bool {
        let start = self.out.len();
        // LLVM rounds to six significant digits and pads the mantissa with a zero
        // (`1.234570e+06`); Rust writes the exponent as `e6` / `e-6`, LLVM as `e+06`.
        let _ = write!(self.out, "{d:.5e}");
        let Some(epos) = self.out[start..].find('e').map(|p| p + start) else {
            self.out.truncate(start);
            return false;
        };
        let exp: i32 = self.out[epos + 1..].parse().unwrap_or(0);
        self.out.truncate(epos);
        self.out.push_str("0e");
        self.out.push(if exp < 0 { '-' } else { '+' });
        let a = exp.unsigned_abs();
        if a < 10 {
            self.out.push('0');
        }
        self.write_u64(a as u64);
        let exact = self.out[start..].parse::<f64>().is_ok_and(|back| back.to_bits() == d.to_bits());
        if !exact {
            self.out.truncate(start);
        }
        exact
    }
}

/// The bits of an `f32` converted exactly to `f64`, keeping NaN payloads (and signaling
/// NaNs signaling), as LLVM does before printing a `float` in hex.
fn widen_f32_bits(b: u32) -> u64 {
    let sign = ((b >> 31) as u64) << 63;
    let exp = (b >> 23) & 0xff;
    let mant = (b & 0x7f_ffff) as u64;
    if exp == 0xff {
        return sign | (0x7ffu64 << 52) | (mant << 29);
    }
    (f32::from_bits(b) as f64).to_bits()
}

/// Which printing pass a global belongs to: variables, aliases, ifuncs, functions.
pub(crate) fn global_print_pass(k: &GlobalKind) -> u32 {
    match k {
        GlobalKind::Var(_) => 0,
        GlobalKind::Alias(_) => 1,
        GlobalKind::IFunc(_) => 2,
        GlobalKind::Func(_) => 3,
    }
}
