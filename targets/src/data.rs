//! Global data, target-neutral: turns an IR global variable's initializer into bytes plus
//! relocations (`DataBlob`) using the module's data layout, decides which kind of section
//! it belongs in (`classify_global`, LLVM's `getKindForGlobal`), and reads the special
//! arrays `llvm.global_ctors` / `llvm.global_dtors` (`xtors`).
//!
//! Initializers may hold integers, floats (x87 `long double` as 10 bytes plus padding),
//! aggregates, byte strings, `zeroinitializer`/`undef`, addresses of globals plus constant
//! offsets (constant-expression `getelementptr`, casts, `add`/`sub` of a constant), the
//! difference of two addresses where the second is the global being defined (relative
//! tables: a pc-relative relocation), and `blockaddress`. Anything else is a `Diagnostic`.
//! Relocation targets stay symbolic (`DataTarget`); the driver maps them to object symbols.

use rllc_ir::constant::{Const, ConstExpr, ExprOp, IntValue};
use rllc_ir::inst::{BinOp, CastOp};
use rllc_ir::module::{GlobalId, GlobalKind, Linkage, ThreadLocal, UnnamedAddr};
use rllc_ir::types::{FloatKind, Type};
use rllc_ir::value::BlockId;
use rllc_ir::{ConstId, Diagnostic, Module, TypeId};
use rllc_objwriter::RelocKind;

/// What a data relocation points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DataTarget {
    /// A global value of the module (variable, function, alias).
    Global(GlobalId),
    /// A block of a function (`blockaddress`).
    Block { func: GlobalId, block: BlockId },
}

/// A relocation in a data blob.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DataReloc {
    /// Offset of the relocated field within the blob.
    pub offset: u64,
    /// `Abs64`/`Abs32` for addresses, `PcRel32`/`PcRel64` for differences.
    pub kind: RelocKind,
    pub target: DataTarget,
    /// ELF-RELA addend (for pc-relative kinds already adjusted so that `S + A - P` is the
    /// stored value).
    pub addend: i64,
    /// For a difference of two addresses in one section (`blockaddress` offsets): the
    /// value is `target + addend - minus`, which the object builder computes itself.
    pub minus: Option<DataTarget>,
}

/// The bytes of an initializer and the relocations into them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DataBlob {
    pub bytes: Vec<u8>,
    pub relocs: Vec<DataReloc>,
}

impl DataBlob {
    /// Whether the data is all zero bytes without relocations (fit for `.bss`).
    pub fn is_zero(&self) -> bool {
        self.relocs.is_empty() && self.bytes.iter().all(|b| *b == 0)
    }

    /// Whether some relocation needs the dynamic linker in position-independent code
    /// (an absolute address; differences are resolved at link time).
    pub fn needs_dynamic_relocation(&self) -> bool {
        self.relocs.iter().any(|r| !r.kind.is_pc_relative())
    }
}

/// Where a global variable goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataKind {
    /// Zero-initialized writable data.
    Bss,
    Data,
    ReadOnly,
    /// A NUL-terminated string constant that the linker may merge (`.rodata.str1.1`);
    /// the character size in bytes.
    MergeableString(u8),
    /// A constant of 4, 8, 16 or 32 bytes that the linker may merge (`.rodata.cst8`).
    MergeableConst(u8),
    /// Read-only after dynamic relocation (`.data.rel.ro`).
    ReadOnlyWithRel,
    TlsData,
    TlsBss,
    /// A common symbol (`common` linkage).
    Common,
}

type R<T> = Result<T, Diagnostic>;

fn err(m: &Module, g: Option<GlobalId>, msg: impl Into<String>) -> Diagnostic {
    let at = g.and_then(|g| m.global(g).src.offset());
    Diagnostic::new(at, msg)
}

/// A constant's value while evaluating constant expressions.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Sv {
    /// A plain integer (two's complement, low 128 bits).
    Int(u128),
    /// An address: target plus a byte offset.
    Addr(DataTarget, i64),
    /// `target + addend - (base + base_off)`.
    Diff(DataTarget, i64, DataTarget, i64),
}

/// Lowers the initializer `init` of global `owner` (for diagnostics and relative
/// references) to bytes and relocations.
pub fn lower_initializer(m: &Module, owner: GlobalId, init: ConstId) -> R<DataBlob> {
    let ty = m.const_type(init);
    let size = m.datalayout.type_alloc_size(&m.types, ty);
    if size > 1 << 32 {
        return Err(err(m, Some(owner), "global initializer is too large"));
    }
    let mut w = Writer { m, owner, blob: DataBlob { bytes: vec![0; size as usize], relocs: Vec::new() } };
    w.write(init, 0, 0)?;
    Ok(w.blob)
}

struct Writer<'a> {
    m: &'a Module,
    owner: GlobalId,
    blob: DataBlob,
}

impl Writer<'_> {
    fn err(&self, msg: impl Into<String>) -> Diagnostic {
        err(self.m, Some(self.owner), msg)
    }

    fn put(&mut self, off: u64, bytes: &[u8]) -> R<()> {
        let end = off as usize + bytes.len();
        if end > self.blob.bytes.len() {
            return Err(self.err("initializer does not fit its type"));
        }
        self.blob.bytes[off as usize..end].copy_from_slice(bytes);
        Ok(())
    }

    /// Writes constant `c` at byte offset `off`.
    fn write(&mut self, c: ConstId, off: u64, depth: u32) -> R<()> {
        if depth > 64 {
            return Err(self.err("initializer nested too deeply"));
        }
        let m = self.m;
        let tt = &m.types;
        let dl = &m.datalayout;
        match m.consts.get(c) {
            Const::Int(t, v) => {
                let n = dl.type_store_size(tt, *t) as usize;
                self.put(off, &int_bytes(v, n))
            }
            Const::Float(t, bits) => {
                let n = match tt.float_kind(*t) {
                    Some(FloatKind::X86Fp80) => 10,
                    _ => dl.type_store_size(tt, *t) as usize,
                };
                let b = bits.to_le_bytes();
                self.put(off, &b[..n.min(16)])
            }
            Const::Null(_) | Const::Undef(_) | Const::Poison(_) | Const::Zero(_) | Const::NoneToken => Ok(()),
            Const::Bytes(_, bytes) => {
                let bytes = bytes.clone();
                self.put(off, &bytes)
            }
            Const::Array(t, elems) | Const::Vector(t, elems) => {
                let elem_ty = match tt.get(*t) {
                    Type::Array { elem, .. } | Type::Vector { elem, .. } => *elem,
                    _ => return Err(self.err("aggregate constant of a non-aggregate type")),
                };
                let is_vec = matches!(tt.get(*t), Type::Vector { .. });
                let bits = dl.type_size_in_bits(tt, elem_ty);
                if is_vec && bits % 8 != 0 {
                    return self.write_bit_vector(elems, bits, off);
                }
                // Vector elements are packed at their store size; array elements at their
                // allocation size.
                let stride = if is_vec { dl.type_store_size(tt, elem_ty) } else { dl.type_alloc_size(tt, elem_ty) };
                for (k, &e) in elems.iter().enumerate() {
                    self.write(e, off + k as u64 * stride, depth + 1)?;
                }
                Ok(())
            }
            Const::Struct(t, elems) => {
                let layout = dl.struct_layout(tt, *t).ok_or_else(|| self.err("struct constant of an unsized type"))?;
                for (k, &e) in elems.iter().enumerate() {
                    let fo = *layout.offsets.get(k).ok_or_else(|| self.err("too many struct fields"))?;
                    self.write(e, off + fo, depth + 1)?;
                }
                Ok(())
            }
            Const::Global(_) | Const::DsoLocalEquivalent(_) | Const::NoCfi(_) | Const::BlockAddress { .. } | Const::Expr(_) => {
                let width = dl.type_store_size(tt, m.const_type(c));
                let v = self.eval(c, depth + 1)?;
                self.place(v, off, width)
            }
            Const::PtrAuth { .. } => Err(self.err("ptrauth constants are not supported")),
        }
    }

    /// Vectors of sub-byte elements (`<8 x i1>`) are bit-packed, element 0 in bit 0.
    fn write_bit_vector(&mut self, elems: &[ConstId], bits: u64, off: u64) -> R<()> {
        for (k, &e) in elems.iter().enumerate() {
            let v = match self.m.consts.get(e) {
                Const::Int(_, v) => v.low_u64(),
                Const::Undef(_) | Const::Poison(_) | Const::Zero(_) => 0,
                _ => return Err(self.err("unsupported element in a vector of sub-byte elements")),
            };
            for b in 0..bits {
                if (v >> b) & 1 == 1 {
                    let bit = k as u64 * bits + b;
                    let at = (off + bit / 8) as usize;
                    if at >= self.blob.bytes.len() {
                        return Err(self.err("initializer does not fit its type"));
                    }
                    self.blob.bytes[at] |= 1 << (bit % 8);
                }
            }
        }
        Ok(())
    }

    /// Stores an evaluated value into a field of `width` bytes.
    fn place(&mut self, v: Sv, off: u64, width: u64) -> R<()> {
        match v {
            Sv::Int(x) => {
                let b = x.to_le_bytes();
                self.put(off, &b[..(width as usize).min(16)])
            }
            Sv::Addr(t, a) => {
                let kind = match width {
                    8 => RelocKind::Abs64,
                    4 => RelocKind::Abs32,
                    _ => return Err(self.err(format!("an address cannot be stored in {width} bytes"))),
                };
                self.blob.relocs.push(DataReloc { offset: off, kind, target: t, addend: a, minus: None });
                Ok(())
            }
            Sv::Diff(t, a, base, base_off) => {
                let (kind, pc) = match width {
                    8 => (RelocKind::Abs64, RelocKind::PcRel64),
                    4 => (RelocKind::Abs32, RelocKind::PcRel32),
                    _ => return Err(self.err(format!("an address difference cannot be stored in {width} bytes"))),
                };
                if base == DataTarget::Global(self.owner) {
                    // t + a - (G + base_off) = t + (a + off - base_off) - (G + off).
                    let addend = a.wrapping_add(off as i64).wrapping_sub(base_off);
                    self.blob.relocs.push(DataReloc { offset: off, kind: pc, target: t, addend, minus: None });
                } else {
                    // A difference the object builder resolves (both ends in one section).
                    let addend = a.wrapping_sub(base_off);
                    self.blob.relocs.push(DataReloc { offset: off, kind, target: t, addend, minus: Some(base) });
                }
                Ok(())
            }
        }
    }

    /// Evaluates a scalar constant (integers, addresses, constant expressions).
    fn eval(&self, c: ConstId, depth: u32) -> R<Sv> {
        if depth > 64 {
            return Err(self.err("constant expression nested too deeply"));
        }
        let m = self.m;
        Ok(match m.consts.get(c) {
            Const::Int(_, v) => Sv::Int(int_u128(v)),
            Const::Null(_) | Const::Zero(_) | Const::Undef(_) | Const::Poison(_) => Sv::Int(0),
            Const::Global(g) | Const::DsoLocalEquivalent(g) | Const::NoCfi(g) => Sv::Addr(DataTarget::Global(*g), 0),
            Const::BlockAddress { func, block } => Sv::Addr(DataTarget::Block { func: *func, block: *block }, 0),
            Const::Expr(e) => self.eval_expr(e, depth)?,
            _ => return Err(self.err("unsupported constant in an address expression")),
        })
    }

    fn eval_expr(&self, e: &ConstExpr, depth: u32) -> R<Sv> {
        let m = self.m;
        let tt = &m.types;
        let bits_of = |t: TypeId| -> u32 {
            match tt.get(t) {
                Type::Int(b) => *b,
                Type::Ptr { .. } => m.datalayout.pointer_size_bits(0),
                _ => 64,
            }
        };
        let mask = |v: u128, bits: u32| if bits >= 128 { v } else { v & ((1u128 << bits) - 1) };
        match e.op {
            ExprOp::Cast(op) => {
                let v = self.eval(e.operands[0], depth + 1)?;
                let to = bits_of(e.ty);
                match (op, v) {
                    (CastOp::BitCast | CastOp::AddrSpaceCast | CastOp::PtrToInt | CastOp::IntToPtr, v @ (Sv::Addr(..) | Sv::Diff(..))) => Ok(v),
                    // Truncating an address or a difference keeps it symbolic; the field
                    // width picks the relocation.
                    (CastOp::Trunc, v @ (Sv::Addr(..) | Sv::Diff(..))) => Ok(v),
                    (CastOp::Trunc | CastOp::ZExt | CastOp::BitCast | CastOp::PtrToInt | CastOp::IntToPtr, Sv::Int(x)) => {
                        Ok(Sv::Int(mask(x, to)))
                    }
                    (CastOp::SExt, Sv::Int(x)) => {
                        let from = bits_of(m.const_type(e.operands[0]));
                        let sh = 128 - from.min(128);
                        Ok(Sv::Int(mask((((x << sh) as i128) >> sh) as u128, to)))
                    }
                    _ => Err(self.err("unsupported cast in a global initializer")),
                }
            }
            ExprOp::Gep => {
                let base = self.eval(e.operands[0], depth + 1)?;
                let src = e.source_ty.ok_or_else(|| self.err("getelementptr without a source type"))?;
                let mut idx = Vec::with_capacity(e.operands.len() - 1);
                for &i in &e.operands[1..] {
                    match self.eval(i, depth + 1)? {
                        Sv::Int(x) => {
                            let b = bits_of(m.const_type(i)).min(128);
                            let sh = 128 - b;
                            idx.push((((x << sh) as i128) >> sh) as i64);
                        }
                        _ => return Err(self.err("non-constant getelementptr index in a global initializer")),
                    }
                }
                let off = if idx.is_empty() {
                    0
                } else {
                    m.datalayout.gep_offset(tt, src, &idx).ok_or_else(|| self.err("bad getelementptr indices"))?
                };
                Ok(add_offset(base, off))
            }
            ExprOp::Binary(op) => {
                let a = self.eval(e.operands[0], depth + 1)?;
                let b = self.eval(e.operands[1], depth + 1)?;
                let bits = bits_of(e.ty);
                match (op, a, b) {
                    (_, Sv::Int(x), Sv::Int(y)) => {
                        let r = match op {
                            BinOp::Add => x.wrapping_add(y),
                            BinOp::Sub => x.wrapping_sub(y),
                            BinOp::Mul => x.wrapping_mul(y),
                            BinOp::And => x & y,
                            BinOp::Or => x | y,
                            BinOp::Xor => x ^ y,
                            BinOp::Shl if y < 128 => x << y,
                            BinOp::LShr if y < 128 => mask(x, bits) >> y,
                            _ => return Err(self.err("unsupported integer operation in a global initializer")),
                        };
                        Ok(Sv::Int(mask(r, bits)))
                    }
                    (BinOp::Add, v @ (Sv::Addr(..) | Sv::Diff(..)), Sv::Int(k)) | (BinOp::Add, Sv::Int(k), v @ (Sv::Addr(..) | Sv::Diff(..))) => {
                        Ok(add_offset(v, k as i64))
                    }
                    (BinOp::Sub, v @ (Sv::Addr(..) | Sv::Diff(..)), Sv::Int(k)) => Ok(add_offset(v, (k as i64).wrapping_neg())),
                    (BinOp::Sub, Sv::Addr(t, a), Sv::Addr(base, b)) => Ok(Sv::Diff(t, a, base, b)),
                    _ => Err(self.err("unsupported address arithmetic in a global initializer")),
                }
            }
            _ => Err(self.err("unsupported constant expression in a global initializer")),
        }
    }
}

fn add_offset(v: Sv, k: i64) -> Sv {
    match v {
        Sv::Int(x) => Sv::Int(x.wrapping_add(k as i128 as u128)),
        Sv::Addr(t, a) => Sv::Addr(t, a.wrapping_add(k)),
        Sv::Diff(t, a, b, bo) => Sv::Diff(t, a.wrapping_add(k), b, bo),
    }
}

fn int_u128(v: &IntValue) -> u128 {
    let w = v.words();
    w[0] as u128 | (w.get(1).copied().unwrap_or(0) as u128) << 64
}

/// The `n` low bytes of an integer, little-endian.
fn int_bytes(v: &IntValue, n: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(n);
    for w in v.words() {
        out.extend_from_slice(&w.to_le_bytes());
    }
    out.resize(n, 0);
    out
}

/// Whether a global is one of the special `llvm.*` variables that are not data
/// (`llvm.used`, `llvm.compiler.used`, `llvm.global_ctors`, `llvm.global_dtors`,
/// `llvm.global.annotations`, anything in the `llvm.metadata` section).
pub fn is_special_global(m: &Module, g: GlobalId) -> bool {
    let gv = m.global(g);
    if gv.section.is_some_and(|s| m.syms.bytes(s) == b"llvm.metadata") {
        return true;
    }
    gv.name.is_some_and(|n| m.syms.bytes(n).starts_with(b"llvm."))
}

/// The section kind of a defined global variable with initializer `blob` (LLVM's
/// `TargetLoweringObjectFile::getKindForGlobal`), for position-independent code or not.
pub fn classify_global(m: &Module, g: GlobalId, blob: &DataBlob, pic: bool) -> DataKind {
    let gv = m.global(g);
    let Some(var) = gv.as_var() else { return DataKind::Data };
    if gv.thread_local != ThreadLocal::NotThreadLocal {
        return if blob.is_zero() && gv.section.is_none() { DataKind::TlsBss } else { DataKind::TlsData };
    }
    if gv.linkage == Linkage::Common {
        return DataKind::Common;
    }
    // Zero-initialized writable data goes to .bss; constant zeros stay read-only.
    if blob.is_zero() && !var.is_constant && gv.section.is_none() {
        return DataKind::Bss;
    }
    if var.is_constant {
        if !blob.relocs.is_empty() {
            // In static code the linker resolves every address; in PIC, absolute addresses
            // need the dynamic linker, so they go where it may write before protecting.
            if pic && blob.needs_dynamic_relocation() {
                return DataKind::ReadOnlyWithRel;
            }
            return DataKind::ReadOnly;
        }
        // Only globals whose address is insignificant (`unnamed_addr`) may be merged.
        if gv.unnamed_addr == UnnamedAddr::Global && gv.comdat.is_none() {
            if let Some(cs) = string_char_size(m, var.value_ty, blob) {
                return DataKind::MergeableString(cs);
            }
            let size = blob.bytes.len();
            if matches!(size, 4 | 8 | 16 | 32) {
                return DataKind::MergeableConst(size as u8);
            }
        }
        return DataKind::ReadOnly;
    }
    DataKind::Data
}

/// The character size if a constant of type `ty` is a C string: an array of i8/i16/i32
/// whose last element is the only zero one (LLVM's `IsNullTerminatedString`).
fn string_char_size(m: &Module, ty: TypeId, blob: &DataBlob) -> Option<u8> {
    let (elem, len) = match m.types.get(ty) {
        Type::Array { elem, len } => (*elem, *len),
        _ => return None,
    };
    let cs = match m.types.get(elem) {
        Type::Int(8) => 1usize,
        Type::Int(16) => 2,
        Type::Int(32) => 4,
        _ => return None,
    };
    if len == 0 || blob.bytes.len() != len as usize * cs {
        return None;
    }
    let chars = blob.bytes.chunks(cs);
    let n = chars.len();
    for (k, ch) in chars.enumerate() {
        let zero = ch.iter().all(|b| *b == 0);
        if zero != (k == n - 1) {
            return None;
        }
    }
    Some(cs as u8)
}

/// One entry of `llvm.global_ctors` / `llvm.global_dtors`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Xtor {
    pub priority: u16,
    /// The function to call (a constant: usually a function's address).
    pub func: ConstId,
}

/// The entries of the special array `name` (`llvm.global_ctors` or `llvm.global_dtors`),
/// in order; empty if the module has none.
pub fn xtors(m: &Module, name: &str) -> R<Vec<Xtor>> {
    let Some(g) = m.global_by_name(name.as_bytes()) else { return Ok(Vec::new()) };
    let gv = m.global(g);
    let GlobalKind::Var(var) = &gv.kind else { return Ok(Vec::new()) };
    let Some(init) = var.init else { return Ok(Vec::new()) };
    let elems: Vec<ConstId> = match m.consts.get(init) {
        Const::Array(_, e) => e.to_vec(),
        Const::Zero(_) => Vec::new(),
        _ => return Err(err(m, Some(g), format!("{name} is not an array of structs"))),
    };
    let mut out = Vec::with_capacity(elems.len());
    for e in elems {
        let fields: Vec<ConstId> = match m.consts.get(e) {
            Const::Struct(_, f) => f.to_vec(),
            _ => return Err(err(m, Some(g), format!("{name} entry is not a struct"))),
        };
        if fields.len() < 2 {
            return Err(err(m, Some(g), format!("{name} entry has fewer than two fields")));
        }
        let priority = match m.consts.get(fields[0]) {
            Const::Int(_, v) => v.low_u64().min(65535) as u16,
            _ => 65535,
        };
        // A null function entry is a placeholder.
        if matches!(m.consts.get(fields[1]), Const::Null(_) | Const::Zero(_)) {
            continue;
        }
        out.push(Xtor { priority, func: fields[1] });
    }
    Ok(out)
}

/// The address an `xtors` entry calls, as a data relocation target.
pub fn xtor_target(m: &Module, owner: GlobalId, func: ConstId) -> R<(DataTarget, i64)> {
    let w = Writer { m, owner, blob: DataBlob::default() };
    match w.eval(func, 0)? {
        Sv::Addr(t, a) => Ok((t, a)),
        _ => Err(err(m, Some(owner), "constructor entry is not a function address")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(src: &str) -> Module {
        rllc_ir::parse(src).unwrap_or_else(|d| panic!("{}", d.render("t.ll", src)))
    }

    fn blob(m: &Module, name: &str) -> DataBlob {
        let g = m.global_by_name(name.as_bytes()).unwrap();
        lower_initializer(m, g, m.global(g).as_var().unwrap().init.unwrap()).unwrap()
    }

    #[test]
    fn scalars_and_aggregates() {
        let m = module(
            r#"target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
%s = type { i8, i32, i16 }
@a = global i32 -2
@b = global %s { i8 1, i32 2, i16 3 }
@c = global [2 x i16] [i16 1, i16 -1]
@d = global double 1.0
@e = global x86_fp80 0xK3FFF8000000000000000
@f = global <4 x i1> <i1 1, i1 0, i1 1, i1 1>
"#,
        );
        assert_eq!(blob(&m, "a").bytes, vec![0xfe, 0xff, 0xff, 0xff]);
        assert_eq!(blob(&m, "b").bytes, vec![1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0]);
        assert_eq!(blob(&m, "c").bytes, vec![1, 0, 0xff, 0xff]);
        assert_eq!(blob(&m, "d").bytes, 1.0f64.to_le_bytes().to_vec());
        let e = blob(&m, "e");
        assert_eq!(e.bytes.len(), 16);
        assert_eq!(&e.bytes[6..10], &[0, 0x80, 0xff, 0x3f]);
        assert_eq!(blob(&m, "f").bytes, vec![0b1101]);
    }

    #[test]
    fn addresses() {
        let m = module(
            r#"@x = global [4 x i32] zeroinitializer
@p = global ptr getelementptr (i8, ptr @x, i64 8)
@q = global { i32, ptr } { i32 7, ptr getelementptr inbounds ([4 x i32], ptr @x, i64 0, i64 3) }
@t = constant [2 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @x to i64), i64 ptrtoint (ptr @t to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @x to i64), i64 ptrtoint (ptr @t to i64)) to i32)]
"#,
        );
        let x = DataTarget::Global(m.global_by_name(b"x").unwrap());
        let p = blob(&m, "p");
        assert_eq!(p.relocs, vec![DataReloc { offset: 0, kind: RelocKind::Abs64, target: x, addend: 8, minus: None }]);
        let q = blob(&m, "q");
        assert_eq!(q.relocs, vec![DataReloc { offset: 8, kind: RelocKind::Abs64, target: x, addend: 12, minus: None }]);
        let t = blob(&m, "t");
        assert_eq!(t.relocs[1], DataReloc { offset: 4, kind: RelocKind::PcRel32, target: x, addend: 4, minus: None });
        let tg = m.global_by_name(b"t").unwrap();
        assert_eq!(classify_global(&m, tg, &t, true), DataKind::ReadOnly);
    }

    #[test]
    fn block_address_differences() {
        let m = module(
            r#"@offs = internal constant [2 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@f, %b) to i64), i64 ptrtoint (ptr blockaddress(@f, %a) to i64)) to i32), i32 0]
define void @f() {
a:
  br label %b
b:
  ret void
}
"#,
        );
        let b = blob(&m, "offs");
        let f = m.global_by_name(b"f").unwrap();
        let r = b.relocs[0];
        assert_eq!((r.offset, r.kind, r.addend), (0, RelocKind::Abs32, 0));
        assert!(matches!(r.target, DataTarget::Block { func, .. } if func == f));
        assert!(matches!(r.minus, Some(DataTarget::Block { func, .. }) if func == f));
    }

    #[test]
    fn kinds() {
        let m = module(
            r#"@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@z = global i32 0
@k = constant i32 0
@c = common global i64 0
@tl = thread_local global i32 0
@td = thread_local global i32 1
@pp = constant ptr @z
@d8 = private unnamed_addr constant double 2.0
"#,
        );
        let k = |n: &str, pic| {
            let g = m.global_by_name(n.as_bytes()).unwrap();
            classify_global(&m, g, &blob(&m, n), pic)
        };
        assert_eq!(k(".str", false), DataKind::MergeableString(1));
        assert_eq!(k("z", false), DataKind::Bss);
        assert_eq!(k("k", false), DataKind::ReadOnly);
        assert_eq!(k("c", false), DataKind::Common);
        assert_eq!(k("tl", false), DataKind::TlsBss);
        assert_eq!(k("td", false), DataKind::TlsData);
        assert_eq!(k("pp", false), DataKind::ReadOnly);
        assert_eq!(k("pp", true), DataKind::ReadOnlyWithRel);
        assert_eq!(k("d8", false), DataKind::MergeableConst(8));
    }

    #[test]
    fn ctors() {
        let m = module(
            r#"@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @f, ptr null }, { i32, ptr, ptr } { i32 101, ptr @g, ptr null }]
define void @f() {
  ret void
}
define void @g() {
  ret void
}
"#,
        );
        let x = xtors(&m, "llvm.global_ctors").unwrap();
        assert_eq!(x.iter().map(|x| x.priority).collect::<Vec<_>>(), vec![65535, 101]);
        let owner = m.global_by_name(b"llvm.global_ctors").unwrap();
        assert!(is_special_global(&m, owner));
        let (t, a) = xtor_target(&m, owner, x[1].func).unwrap();
        assert_eq!((t, a), (DataTarget::Global(m.global_by_name(b"g").unwrap()), 0));
    }
}
