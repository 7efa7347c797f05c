//! NEON selection for the legal 128-bit vectors (v16i8, v8i16, v4i32, v2i64, v4f32,
//! v2f64, in q registers) and 64-bit ones (v8i8, v4i16, v2i32, v2f32, in d registers):
//! `ldr`/`str` of the whole register, lane arithmetic and logic, shifts (immediate forms for a
//! splatted constant, `ushl`/`sshl` by a negated amount for variable right shifts),
//! compares (`cmeq`/`cmgt`/`cmhi`/`fcmge`/… with swapped operands and inversions for the
//! other conditions), `bsl` for selects, conversions, constants (`movi` for zeros and
//! all-ones, else the constant pool), building, extracting and inserting lanes, and
//! shuffles (`dup`, `zip`/`uzp`/`trn`, `ext`, `rev64`, else one `ins` per lane that is
//! not already in place), narrowing and widening (`xtn`, `uxtl`/`sxtl`), halves
//! (`mov v.d[1]`). Variable lane indices go through a stack slot.
//!
//! Every rule that defines or reads a vector marks the function `wide_fpr`: a value in a
//! whole q register must not stay in v8..v15 across a call (AAPCS64 preserves only their
//! low 64 bits).

use super::{err, lane_ty, R, Sel};
use crate::aarch64::inst::{self as I, Addr, Extend, SymMod, Ty};
use crate::aarch64::regs::GPR;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::{CondCode, NodeData, Opcode};
use rllc_isel::mir::{MInst, VReg};
use rllc_isel::vt::VT;

type Rrr = fn(Ty, VReg, VReg, VReg) -> MInst;

/// The arrangement of a 64- or 128-bit vector type (float lanes share the integer ones).
fn arr(vt: VT) -> R<Ty> {
    Ok(match (vt.bits(), vt.elem().bits()) {
        (128, b) => return lane_ty(b),
        (64, 8) => Ty::V8B,
        (64, 16) => Ty::V4H,
        (64, 32) => Ty::V2S,
        _ => return Err(err(format!("aarch64: no NEON register of type {vt:?}"))),
    })
}

/// The byte arrangement of a vector's register (bitwise operations, `ext`).
fn bytes_ty(vt: VT) -> Ty {
    if vt.bits() == 64 {
        Ty::V8B
    } else {
        Ty::V16B
    }
}

/// The FP/SIMD access type of a whole vector register (`ldr d`/`ldr q`).
fn reg_ty(vt: VT) -> Ty {
    if vt.bits() == 64 {
        Ty::D
    } else {
        Ty::Q
    }
}

/// Bytes per lane.
fn lane_bytes(vt: VT) -> i64 {
    i64::from(vt.elem().bits() / 8)
}

/// The access type of a scalar of `bits` (a lane) in memory.
fn scalar_mem_ty(bits: u32, float: bool) -> Ty {
    match (bits, float) {
        (8, _) => Ty::B,
        (16, _) => Ty::H,
        (32, false) => Ty::W,
        (32, true) => Ty::S,
        (64, false) => Ty::X,
        _ => Ty::D,
    }
}

/// Whether a DAG node computes or consumes a vector (it is selected here).
pub(super) fn is_vector_node(n: &rllc_isel::dag::Node, dag: &rllc_isel::dag::Dag) -> bool {
    use Opcode::*;
    match n.op {
        Store => dag.vt(n.op(1)).is_vector(),
        ExtractVectorElt => true,
        Load | Constant | ConstantFP | Undef | Freeze | AssertZext | AssertSext | Bitcast | BuildVector
        | InsertVectorElt | VectorShuffle | Add | Sub | Mul | And | Or | Xor | Shl | Srl | Sra | Abs | Ctpop | Smin
        | Smax | Umin | Umax | SetCC | Select | FAdd | FSub | FMul | FDiv | FSqrt | FNeg | FAbs | FMinimum
        | FMaximum | Fma | FMulAdd | SiToFp | UiToFp | FpToSi | FpToUi | Truncate | ZeroExtend | SignExtend
        | AnyExtend | ConcatVectors | ExtractSubvector => {
            n.vts().iter().any(|t| t.is_vector()) || n.operands().any(|o| dag.vt(o).is_vector())
        }
        _ => false,
    }
}

impl Sel<'_, '_> {
    pub(super) fn vector_node(&mut self, id: NodeId) -> R {
        use Opcode::*;
        self.t.wide_fpr = true;
        let n = self.dag.node(id);
        let v = SDValue::new(id, 0);
        match n.op {
            Load => self.vector_load(id),
            Store => self.vector_store(id),
            Constant | ConstantFP | BuildVector => self.build_vector(v),
            Undef => {
                let d = self.def(v);
                self.emit(I::implicit_def(d));
                Ok(())
            }
            // Same bits, another lane type (or none): a register copy.
            Freeze | AssertZext | AssertSext | Bitcast => self.vector_copy(v),
            ExtractVectorElt => self.extract_lane(v),
            InsertVectorElt => self.insert_lane(v),
            VectorShuffle => self.shuffle(v),
            Add | Sub | Mul | And | Or | Xor | Smin | Smax | Umin | Umax | FAdd | FSub | FMul | FDiv | FMinimum
            | FMaximum => self.vector_binop(v),
            Shl | Srl | Sra => self.vector_shift(v),
            Abs | Ctpop | FSqrt | FNeg | FAbs | SiToFp | UiToFp | FpToSi | FpToUi => self.vector_unop(v),
            Fma | FMulAdd => {
                let ty = arr(self.vt(v))?;
                let (a, b, c) = (self.reg(n.op(0)), self.reg(n.op(1)), self.reg(n.op(2)));
                let d = self.def(v);
                self.emit(I::fmla_v(ty, d, c, a, b));
                Ok(())
            }
            SetCC => self.vector_setcc(v),
            Select => self.vector_select(v),
            Truncate | ZeroExtend | SignExtend | AnyExtend => self.vector_resize(v),
            ConcatVectors | ExtractSubvector => self.vector_halves(v),
            o => Err(err(format!("aarch64: cannot select {o:?} {:?} with NEON", n.vts()))),
        }
    }

    fn vector_copy(&mut self, v: SDValue) -> R {
        let (src, vt) = (self.operand(v, 0), self.vt(v));
        let svt = self.vt(src);
        if svt.bits() != vt.bits() || !(svt.is_vector() || svt.is_float() || svt.is_int()) {
            return Err(err(format!("aarch64: cannot bitcast {svt:?} to {vt:?}")));
        }
        let s = self.reg(src);
        let d = self.def(v);
        // A 64-bit vector to or from an integer register: fmov; else the same register file.
        self.emit(if vt.is_int() {
            I::fmov_to_gpr(Ty::D, d, s)
        } else if svt.is_int() {
            I::fmov_from_gpr(Ty::D, d, s)
        } else {
            I::copy(d, s)
        });
        Ok(())
    }

    fn vector_load(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let mi = n.data.mem().copied().ok_or_else(|| err("load without memory info"))?;
        let v = SDValue::new(id, 0);
        let vt = n.vt(0);
        if mi.mem_vt.bits() != vt.bits() || mi.ordering.is_some() {
            return Err(err(format!("aarch64: vector load of {:?} as {:?}", mi.mem_vt, vt)));
        }
        let ty = reg_ty(vt);
        let a = self.addr(n.op(1), ty.elem_log2());
        let d = self.def(v);
        self.emit(I::ldr_f(ty, d, a));
        Ok(())
    }

    fn vector_store(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let mi = n.data.mem().copied().ok_or_else(|| err("store without memory info"))?;
        let vt = self.vt(n.op(1));
        if mi.mem_vt.bits() != vt.bits() || mi.ordering.is_some() {
            return Err(err(format!("aarch64: vector store of {vt:?} as {:?}", mi.mem_vt)));
        }
        let ty = reg_ty(vt);
        let s = self.reg(n.op(1));
        let a = self.addr(n.op(2), ty.elem_log2());
        self.emit(I::str_f(ty, s, a));
        Ok(())
    }

    // ---- constants and lanes ----

    /// The bytes of a vector whose lanes are all constants (undefined lanes are zero).
    fn const_vector_bytes(&self, v: SDValue) -> Option<Vec<u8>> {
        self.dag.vector_constant_bytes(v)
    }

    /// A constant vector (8 or 16 bytes) into `d`: `movi` when every byte is 0x00 or 0xff
    /// in a repeating doubleword, a byte splat with `movi .16b`, else a load from the
    /// pool.
    fn load_const_vector(&mut self, d: VReg, bytes: Vec<u8>) {
        let lo = u64::from_le_bytes(bytes[..8].try_into().unwrap_or_default());
        let hi = bytes.get(8..16).map_or(lo, |h| u64::from_le_bytes(h.try_into().unwrap_or_default()));
        let q = bytes.len() == 16;
        if lo == hi && lo.to_le_bytes().iter().all(|b| *b == 0 || *b == 0xff) {
            self.emit(if q { I::movi_2d(d, lo as i64) } else { I::movi_d(d, lo as i64) });
        } else if bytes.iter().all(|b| *b == bytes[0]) {
            self.emit(I::movi_b(if q { Ty::V16B } else { Ty::V8B }, d, i64::from(bytes[0])));
        } else {
            let size = bytes.len() as u64;
            let sym = self.const_pool(bytes, size);
            let p = self.gpr();
            self.emit(I::adrp(p, sym, SymMod::None));
            self.emit(I::ldr_f(if q { Ty::Q } else { Ty::D }, d, Addr::sym(p, sym, 0, SymMod::Lo12)));
        }
    }

    fn build_vector(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let ety = lane_ty(vt.elem().bits())?;
        let aty = arr(vt)?;
        if let Some(bytes) = self.const_vector_bytes(v) {
            let d = self.def(v);
            self.load_const_vector(d, bytes);
            return Ok(());
        }
        let ops: Vec<SDValue> = self.dag.node(v.node).operands().collect();
        if ops.iter().all(|o| *o == ops[0]) {
            // A splat of one register.
            let x = self.reg(ops[0]);
            let d = self.def(v);
            self.emit(if self.vt(ops[0]).is_float() { I::dup_elem(aty, d, x, 0i64) } else { I::dup_gpr(aty, d, x) });
            return Ok(());
        }
        let mut cur = self.fpr();
        self.emit(I::implicit_def(cur));
        let last = ops.iter().rposition(|o| !self.dag.is_undef(*o));
        for (k, &o) in ops.iter().enumerate() {
            if self.dag.is_undef(o) {
                continue;
            }
            let x = self.reg(o);
            let next = if Some(k) == last { self.def(v) } else { self.fpr() };
            self.emit(if self.vt(o).is_float() {
                I::ins_elem(ety, next, k as i64, cur, x, 0i64)
            } else {
                I::ins_gpr(ety, next, k as i64, cur, x)
            });
            cur = next;
        }
        if last.is_none() {
            let d = self.def(v);
            self.emit(I::copy(d, cur));
        }
        Ok(())
    }

    /// A 16-byte-aligned stack temporary holding vector register `x`.
    fn spill_to_temp(&mut self, x: VReg) -> rllc_isel::mir::FrameIndex {
        let fi = self.cx.mf.new_stack_object(16, 16);
        self.emit(I::str_f(Ty::Q, x, Addr::frame(fi, 0)));
        fi
    }

    /// The address of lane `idx` (a variable, taken modulo the lane count) in a stack
    /// temporary.
    fn lane_addr(&mut self, fi: rllc_isel::mir::FrameIndex, vt: VT, idx: SDValue) -> Addr {
        let base = self.gpr();
        self.emit(I::frame_addr(base, Addr::frame(fi, 0)));
        let i = self.reg(idx);
        let m = self.gpr();
        self.emit(I::and_ri(Ty::X, m, i, i64::from(vt.vec_len() - 1)));
        Addr::index(base, m, Extend::Lsl, lane_bytes(vt) > 1)
    }

    fn extract_lane(&mut self, v: SDValue) -> R {
        let (vec, idx) = (self.operand(v, 0), self.operand(v, 1));
        let vt = self.vt(vec);
        arr(vt)?;
        let (ety, rt) = (lane_ty(vt.elem().bits())?, self.vt(v));
        let x = self.reg(vec);
        let Some(k) = self.dag.const_int(idx) else {
            let fi = self.spill_to_temp(x);
            let a = self.lane_addr(fi, vt, idx);
            let d = self.def(v);
            let mty = scalar_mem_ty(vt.elem().bits(), rt.is_float());
            self.emit(if rt.is_float() { I::ldr_f(mty, d, a) } else { I::ldr(mty, d, a) });
            return Ok(());
        };
        let k = (k % u128::from(vt.vec_len())) as i64;
        let d = self.def(v);
        if rt.is_float() {
            if k == 0 {
                self.emit(I::copy(d, x));
            } else {
                let t = self.fpr();
                self.emit(I::implicit_def(t));
                self.emit(I::ins_elem(ety, d, 0i64, t, x, k));
            }
        } else {
            self.emit(I::umov(ety, d, x, k));
        }
        Ok(())
    }

    fn insert_lane(&mut self, v: SDValue) -> R {
        let (vec, elt, idx) = (self.operand(v, 0), self.operand(v, 1), self.operand(v, 2));
        let vt = self.vt(v);
        arr(vt)?;
        let ety = lane_ty(vt.elem().bits())?;
        let (x, e) = (self.reg(vec), self.reg(elt));
        let float = self.vt(elt).is_float();
        let Some(k) = self.dag.const_int(idx) else {
            let fi = self.spill_to_temp(x);
            let a = self.lane_addr(fi, vt, idx);
            let mty = scalar_mem_ty(vt.elem().bits(), float);
            self.emit(if float { I::str_f(mty, e, a) } else { I::str(mty, e, a) });
            let d = self.def(v);
            self.emit(I::ldr_f(reg_ty(vt), d, Addr::frame(fi, 0)));
            return Ok(());
        };
        let k = (k % u128::from(vt.vec_len())) as i64;
        let d = self.def(v);
        self.emit(if float { I::ins_elem(ety, d, k, x, e, 0i64) } else { I::ins_gpr(ety, d, k, x, e) });
        Ok(())
    }

    // ---- shuffles ----

    fn shuffle(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let ety = arr(vt)?;
        let lane = lane_ty(vt.elem().bits())?;
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        let NodeData::Mask(mi) = *self.dag.data(v) else { return Err(err("shuffle without mask")) };
        let mask: Vec<i32> = self.dag.masks[mi as usize].to_vec();
        let n = vt.vec_len() as i32;
        // The inputs may be half or twice as long as the result (`vget_high`, `vcombine`).
        let in_vt = self.vt(a);
        let n_in = in_vt.vec_len() as i32;
        if mask.len() != n as usize {
            return Err(err("aarch64: shuffle mask of the wrong length"));
        }
        // Lane sources as (operand, lane); an undefined operand's lanes are undefined.
        let src = |m: i32| -> Option<(SDValue, i32)> {
            if m < 0 {
                return None;
            }
            let (s, l) = if m < n_in { (a, m) } else { (b, m - n_in) };
            (!self.dag.is_undef(s)).then_some((s, l))
        };
        let want: Vec<Option<(SDValue, i32)>> = mask.iter().map(|&m| src(m)).collect();
        let Some(&Some((first, _))) = want.iter().find(|w| w.is_some()) else {
            let d = self.def(v);
            self.emit(I::implicit_def(d));
            return Ok(());
        };
        // Whether lane i of the result may be lane `l` of `s`.
        let ok = |i: usize, s: SDValue, l: i32| want[i].is_none_or(|w| w == (s, l));
        // One lane everywhere: dup.
        if let Some((s, l)) = want.iter().flatten().next().copied() {
            if (0..want.len()).all(|i| ok(i, s, l)) {
                let x = self.reg(s);
                let d = self.def(v);
                self.emit(I::dup_elem(ety, d, x, i64::from(l)));
                return Ok(());
            }
        }
        let mut pairs = vec![(a, b), (b, a), (a, a), (b, b)];
        pairs.retain(|(x, y)| !self.dag.is_undef(*x) && !self.dag.is_undef(*y));
        if pairs.is_empty() {
            pairs.push((first, first));
        }
        // The two-operand permutes, each as "lane i comes from (second?, lane)".
        let h = n / 2;
        let forms: [(Rrr, &dyn Fn(i32) -> (bool, i32)); 6] = [
            (I::zip1_v, &|i| (i % 2 == 1, i / 2)),
            (I::zip2_v, &|i| (i % 2 == 1, h + i / 2)),
            (I::uzp1_v, &|i| (i >= h, (2 * i) % n)),
            (I::uzp2_v, &|i| (i >= h, (2 * i + 1) % n)),
            (I::trn1_v, &|i| (i % 2 == 1, i - i % 2)),
            (I::trn2_v, &|i| (i % 2 == 1, i - i % 2 + 1)),
        ];
        for &(x, y) in &pairs {
            // Identity (or the low half of a longer input).
            if n_in >= n && (0..n).all(|i| ok(i as usize, x, i)) {
                let r = self.reg(x);
                let d = self.def(v);
                self.emit(I::copy(d, r));
                return Ok(());
            }
            for (f, lane) in forms.iter().filter(|_| n_in == n) {
                let fits = (0..n).all(|i| {
                    let (second, l) = lane(i);
                    ok(i as usize, if second { y } else { x }, l)
                });
                if fits {
                    let (rx, ry) = (self.reg(x), self.reg(y));
                    let d = self.def(v);
                    self.emit(f(ety, d, rx, ry));
                    return Ok(());
                }
            }
            // ext: lanes s.. of the concatenation x:y (of the inputs' width; a shorter
            // result takes the low lanes).
            for s in (1..n_in).filter(|_| n_in >= n) {
                let fits = (0..n).all(|i| {
                    let j = s + i;
                    if j < n_in { ok(i as usize, x, j) } else { ok(i as usize, y, j - n_in) }
                });
                if fits {
                    let (rx, ry) = (self.reg(x), self.reg(y));
                    let d = self.def(v);
                    self.emit(I::ext_v(bytes_ty(in_vt), d, rx, ry, i64::from(s) * lane_bytes(vt)));
                    return Ok(());
                }
            }
        }
        // rev64: lanes reversed within each doubleword.
        let group = 64 / vt.elem().bits() as i32;
        if group > 1 && n_in == n {
            for s in [a, b] {
                let reversed = |i: i32| (i / group) * group + group - 1 - i % group;
                if !self.dag.is_undef(s) && (0..n).all(|i| ok(i as usize, s, reversed(i))) {
                    let x = self.reg(s);
                    let d = self.def(v);
                    self.emit(I::rev64_v(ety, d, x));
                    return Ok(());
                }
            }
        }
        // Anything else: start from the operand with most lanes in place, insert the rest.
        let in_place = |s: SDValue| (0..n).filter(|&i| want[i as usize] == Some((s, i))).count();
        let base = if in_place(b) > in_place(a) && !self.dag.is_undef(b) { b } else { first };
        let base = if in_place(a) >= in_place(base) && !self.dag.is_undef(a) { a } else { base };
        let todo: Vec<usize> = (0..n as usize).filter(|&i| want[i].is_some_and(|w| w != (base, i as i32))).collect();
        let mut cur = self.reg(base);
        for (j, &i) in todo.iter().enumerate() {
            let (s, l) = want[i].unwrap_or((base, i as i32));
            let x = self.reg(s);
            let next = if j + 1 == todo.len() { self.def(v) } else { self.fpr() };
            self.emit(I::ins_elem(lane, next, i as i64, cur, x, i64::from(l)));
            cur = next;
        }
        if todo.is_empty() {
            let d = self.def(v);
            self.emit(I::copy(d, cur));
        }
        Ok(())
    }

    // ---- arithmetic ----

    fn vector_binop(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let ty = arr(self.vt(v))?;
        let (x, y) = (self.operand(v, 0), self.operand(v, 1));
        // x ^ all-ones: not; x & ~y: bic.
        if self.op(v) == Xor && self.const_vector_bytes(y).is_some_and(|b| b.iter().all(|&c| c == 0xff)) {
            let r = self.reg(x);
            let d = self.def(v);
            self.emit(I::not_v(bytes_ty(self.vt(v)), d, r));
            return Ok(());
        }
        let bty = bytes_ty(self.vt(v));
        let (a, b) = (self.reg(x), self.reg(y));
        let d = self.def(v);
        self.emit(match self.op(v) {
            Add => I::add_v(ty, d, a, b),
            Sub => I::sub_v(ty, d, a, b),
            Mul => I::mul_v(ty, d, a, b),
            And => I::and_v(bty, d, a, b),
            Or => I::orr_v(bty, d, a, b),
            Xor => I::eor_v(bty, d, a, b),
            Smin => I::smin_v(ty, d, a, b),
            Smax => I::smax_v(ty, d, a, b),
            Umin => I::umin_v(ty, d, a, b),
            Umax => I::umax_v(ty, d, a, b),
            FAdd => I::fadd_v(ty, d, a, b),
            FSub => I::fsub_v(ty, d, a, b),
            FMul => I::fmul_v(ty, d, a, b),
            FDiv => I::fdiv_v(ty, d, a, b),
            FMinimum => I::fmin_v(ty, d, a, b),
            _ => I::fmax_v(ty, d, a, b),
        });
        Ok(())
    }

    fn vector_unop(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let op = self.op(v);
        // Conversions are keyed by the float side; both sides have the same lane width.
        let ty = arr(self.vt(v))?;
        let s = self.reg(self.operand(v, 0));
        let d = self.def(v);
        self.emit(match op {
            Abs => I::abs_v(ty, d, s),
            Ctpop => I::cnt_v(bytes_ty(self.vt(v)), d, s),
            FSqrt => I::fsqrt_v(ty, d, s),
            FNeg => I::fneg_v(ty, d, s),
            FAbs => I::fabs_v(ty, d, s),
            SiToFp => I::scvtf_v(ty, d, s),
            UiToFp => I::ucvtf_v(ty, d, s),
            FpToSi => I::fcvtzs_v(ty, d, s),
            _ => I::fcvtzu_v(ty, d, s),
        });
        Ok(())
    }

    /// The amount of a shift by a splatted constant, if it is one.
    fn splat_amount(&self, amt: SDValue) -> Option<u64> {
        let bytes = self.const_vector_bytes(amt)?;
        let lb = lane_bytes(self.vt(amt)) as usize;
        let lane = |k: usize| bytes[k * lb..(k + 1) * lb].iter().rev().fold(0u64, |acc, &b| acc << 8 | u64::from(b));
        let first = lane(0);
        (1..bytes.len() / lb).all(|k| lane(k) == first).then_some(first)
    }

    fn vector_shift(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let (op, vt) = (self.op(v), self.vt(v));
        let ty = arr(vt)?;
        let bits = u64::from(vt.elem().bits());
        let (x, amt) = (self.operand(v, 0), self.operand(v, 1));
        let s = self.reg(x);
        if let Some(k) = self.splat_amount(amt).filter(|&k| k < bits) {
            let d = self.def(v);
            self.emit(match (op, k) {
                (_, 0) => I::copy(d, s),
                (Shl, _) => I::shl_v(ty, d, s, k as i64),
                (Srl, _) => I::ushr_v(ty, d, s, k as i64),
                _ => I::sshr_v(ty, d, s, k as i64),
            });
            return Ok(());
        }
        // By register: ushl/sshl shift left by each lane's signed amount, right when
        // negative.
        let a = self.reg(amt);
        let amount = if op == Shl {
            a
        } else {
            let n = self.fpr();
            self.emit(I::neg_v(ty, n, a));
            n
        };
        let d = self.def(v);
        self.emit(if op == Sra { I::sshl_v(ty, d, s, amount) } else { I::ushl_v(ty, d, s, amount) });
        Ok(())
    }

    /// Lanes half as wide (`xtn`) or twice as wide (`uxtl`/`sxtl`), same lane count.
    fn vector_resize(&mut self, v: SDValue) -> R {
        let (src, vt) = (self.operand(v, 0), self.vt(v));
        let svt = self.vt(src);
        let (from, to) = (svt.elem().bits(), vt.elem().bits());
        if svt.vec_len() != vt.vec_len() || (to != 2 * from && from != 2 * to) {
            return Err(err(format!("aarch64: cannot convert {svt:?} to {vt:?} with NEON")));
        }
        let s = self.reg(src);
        let d = self.def(v);
        self.emit(match self.op(v) {
            Opcode::Truncate => I::xtn_v(arr(vt)?, d, s),
            Opcode::SignExtend => I::sxtl_v(arr(svt)?, d, s),
            _ => I::uxtl_v(arr(svt)?, d, s),
        });
        Ok(())
    }

    /// Two 64-bit vectors joined into 128 bits, or one half of a 128-bit vector.
    fn vector_halves(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let n = self.dag.node(v.node);
        let ops: Vec<SDValue> = n.operands().collect();
        if self.op(v) == Opcode::ConcatVectors {
            if ops.len() != 2 || vt.bits() != 128 || self.vt(ops[0]).bits() != 64 {
                return Err(err(format!("aarch64: cannot concatenate into {vt:?}")));
            }
            let (lo, hi) = (self.reg(ops[0]), self.reg(ops[1]));
            let d = self.def(v);
            self.emit(I::ins_elem(Ty::V2D, d, 1i64, lo, hi, 0i64));
            return Ok(());
        }
        let src = ops[0];
        let first = n.data.int().unwrap_or(0) as u32;
        if vt.bits() != 64 || self.vt(src).bits() != 128 || (first != 0 && first != vt.vec_len()) {
            return Err(err(format!("aarch64: cannot take {vt:?} out of {:?}", self.vt(src))));
        }
        let s = self.reg(src);
        let d = self.def(v);
        if first == 0 {
            self.emit(I::copy(d, s));
        } else {
            let t = self.fpr();
            self.emit(I::implicit_def(t));
            self.emit(I::ins_elem(Ty::V2D, d, 0i64, t, s, 1i64));
        }
        Ok(())
    }

    // ---- compares and selects ----

    fn vector_setcc(&mut self, v: SDValue) -> R {
        use CondCode::*;
        let (x, y) = (self.operand(v, 0), self.operand(v, 1));
        let cc = self.dag.data(v).cc().ok_or_else(|| err("setcc without condition"))?;
        let ty = arr(self.vt(x))?;
        let bty = bytes_ty(self.vt(x));
        let (a, b) = (self.reg(x), self.reg(y));
        // (instruction, swap operands) pairs or-ed together, then inverted when `not`.
        let (parts, not): (&[(Rrr, bool)], bool) = match cc {
            Eq => (&[(I::cmeq_v, false)], false),
            Ne => (&[(I::cmeq_v, false)], true),
            Sgt => (&[(I::cmgt_v, false)], false),
            Sge => (&[(I::cmge_v, false)], false),
            Slt => (&[(I::cmgt_v, true)], false),
            Sle => (&[(I::cmge_v, true)], false),
            Ugt => (&[(I::cmhi_v, false)], false),
            Uge => (&[(I::cmhs_v, false)], false),
            Ult => (&[(I::cmhi_v, true)], false),
            Ule => (&[(I::cmhs_v, true)], false),
            FOeq => (&[(I::fcmeq_v, false)], false),
            FUne => (&[(I::fcmeq_v, false)], true),
            FOgt => (&[(I::fcmgt_v, false)], false),
            FUle => (&[(I::fcmgt_v, false)], true),
            FOge => (&[(I::fcmge_v, false)], false),
            FUlt => (&[(I::fcmge_v, false)], true),
            FOlt => (&[(I::fcmgt_v, true)], false),
            FUge => (&[(I::fcmgt_v, true)], true),
            FOle => (&[(I::fcmge_v, true)], false),
            FUgt => (&[(I::fcmge_v, true)], true),
            FOne => (&[(I::fcmgt_v, false), (I::fcmgt_v, true)], false),
            FUeq => (&[(I::fcmgt_v, false), (I::fcmgt_v, true)], true),
            FOrd => (&[(I::fcmge_v, false), (I::fcmgt_v, true)], false),
            FUno => (&[(I::fcmge_v, false), (I::fcmgt_v, true)], true),
            FFalse | FTrue => {
                let d = self.def(v);
                let all = if cc == FTrue { -1 } else { 0 };
                self.emit(if bty == Ty::V8B { I::movi_d(d, all) } else { I::movi_2d(d, all) });
                return Ok(());
            }
        };
        let mut vals = Vec::with_capacity(2);
        for &(f, swap) in parts {
            let t = self.fpr();
            self.emit(if swap { f(ty, t, b, a) } else { f(ty, t, a, b) });
            vals.push(t);
        }
        let m = if let [p, q] = vals[..] {
            let o = self.fpr();
            self.emit(I::orr_v(bty, o, p, q));
            o
        } else {
            vals[0]
        };
        let d = self.def(v);
        self.emit(if not { I::not_v(bty, d, m) } else { I::copy(d, m) });
        Ok(())
    }

    /// `c ? t : f` lane by lane (`c` a compare mask) or whole (`c` a scalar boolean,
    /// broadcast to a mask): `bsl`.
    fn vector_select(&mut self, v: SDValue) -> R {
        let (c, t, f) = (self.operand(v, 0), self.operand(v, 1), self.operand(v, 2));
        let mask = if self.vt(c).is_vector() {
            self.reg(c)
        } else {
            let b = self.reg(c);
            let one = self.cx.new_vreg(GPR);
            self.emit(I::and_ri(Ty::W, one, b, 1i64));
            let neg = self.cx.new_vreg(GPR);
            self.emit(I::neg(Ty::W, neg, one, 0i64));
            let m = self.fpr();
            self.emit(I::dup_gpr(Ty::V4S, m, neg));
            m
        };
        let (tv, fv) = (self.reg(t), self.reg(f));
        let d = self.def(v);
        self.emit(I::bsl_v(bytes_ty(self.vt(v)), d, mask, tv, fv));
        Ok(())
    }
}
