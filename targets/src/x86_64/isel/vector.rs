//! x86-64 selection rules for the 128-bit SSE2 vector types (v16i8, v8i16, v4i32,
//! v2i64, v4f32, v2f64): lane arithmetic and logic, `pmullw` and the two-`pmuludq`
//! 32-bit multiply, shifts by a splatted constant, compares (`pcmpeq`/`pcmpgt` with
//! inversions and sign flips for the other conditions, `cmpps`/`cmppd`), selects on a
//! scalar condition (a broadcast mask), constants from the constant pool (`pxor` for
//! zero, `pcmpeqd` for all-ones), building, extracting and inserting lanes, and
//! shuffles (`pshufd`, `shufps`, `shufpd`, `unpck*`, with a stack-slot fallback that
//! works for any mask).
//!
//! The stack-slot fallbacks (`BuildVector` of many lanes, variable lane indices, general
//! shuffles) store lanes to a fresh 16- or 32-byte stack object and load the result; they
//! are what SSE2 would need several dependent shuffles for.

use crate::x86_64::inst::{self as I, Addr};
use super::{err, isize_of, Offset, Sel, R};
use crate::x86_64::lowering::splat_constant;
use crate::x86_64::regs::{Size, GPR, XMM};
use rllc_isel::dag::SDValue;
use rllc_isel::dag_ops::{CondCode, NodeData, Opcode};
use rllc_isel::mir::{MInst, VReg};
use rllc_isel::vt::{Scalar, VT};

type Rr = fn(VReg, VReg, VReg) -> MInst;

/// Bytes per lane of a vector type.
fn lane_bytes(vt: VT) -> u32 {
    vt.elem().bits() / 8
}

impl Sel<'_, '_> {
    /// The 16 bytes of a vector whose lanes are all constants (undefined lanes are
    /// zero), if it is one.
    fn const_vector_bytes(&self, v: SDValue) -> Option<Vec<u8>> {
        self.dag.vector_constant_bytes(v).filter(|b| b.len() == 16)
    }

    /// A constant vector into `d`: `pxor` for zeros, `pcmpeqd` for all-ones, else a
    /// load from the constant pool.
    fn load_const_vector(&mut self, d: VReg, bytes: Vec<u8>) {
        if bytes.iter().all(|b| *b == 0) {
            let z = self.undef(XMM);
            self.emit(I::pxor_rr(d, z, z));
        } else if bytes.iter().all(|b| *b == 0xff) {
            let z = self.undef(XMM);
            self.emit(I::pcmpeqd_rr(d, z, z));
        } else {
            let a = Addr::rip(self.const_pool(bytes, 16), 0);
            self.emit(I::movaps_rm(d, a));
        }
    }

    pub(super) fn vector_constant(&mut self, v: SDValue) -> R {
        let bytes = self.const_vector_bytes(v).ok_or_else(|| err(format!("x86-64: vector constant {:?}", self.vt(v))))?;
        let d = self.def(v);
        self.load_const_vector(d, bytes);
        Ok(())
    }

    /// A 16-byte-aligned stack temporary of `bytes` bytes.
    fn vtemp(&mut self, bytes: u64) -> Addr {
        let fi = self.cx.mf.new_stack_object(bytes, 16);
        Addr::frame(fi, 0)
    }

    /// Stores scalar `x` (of type `vt`) at `a`.
    fn store_scalar(&mut self, a: Addr, x: VReg, vt: VT) {
        self.emit(match vt {
            VT::F32 => I::movss_mr(a, x),
            VT::F64 => I::movsd_mr(a, x),
            _ => I::mov_mr(isize_of(vt).unwrap_or(Size::S64), a, x),
        });
    }

    /// Loads a scalar of type `vt` from `a` into `d`.
    fn load_scalar(&mut self, d: VReg, a: Addr, vt: VT) {
        self.emit(match vt {
            VT::F32 => I::movss_rm(d, a),
            VT::F64 => I::movsd_rm(d, a),
            VT::S(Scalar::Int(8)) => I::movzx8_rm(Size::S32, d, a),
            VT::S(Scalar::Int(16)) => I::movzx16_rm(Size::S32, d, a),
            _ => I::mov_rm(isize_of(vt).unwrap_or(Size::S64), d, a),
        });
    }

    /// Lane `k` of the vector in register `x` (type `vt`) as a scalar register.
    fn lane_of(&mut self, x: VReg, vt: VT, k: u32) -> VReg {
        let e = vt.elem();
        match (vt, k) {
            (VT::V(Scalar::F32 | Scalar::F64, _), 0) => x,
            (VT::V(Scalar::F32, 4), _) => {
                let d = self.xmm();
                self.emit(I::pshufd_rri(d, x, k as i64));
                d
            }
            (VT::V(Scalar::F64, 2), _) => {
                let d = self.xmm();
                self.emit(I::pshufd_rri(d, x, 0xee));
                d
            }
            (VT::V(Scalar::Int(32), 4), _) => {
                let s = if k == 0 {
                    x
                } else {
                    let t = self.xmm();
                    self.emit(I::pshufd_rri(t, x, k as i64));
                    t
                };
                let d = self.gpr();
                self.emit(I::movd_rx(d, s));
                d
            }
            (VT::V(Scalar::Int(64), 2), _) => {
                let s = if k == 0 {
                    x
                } else {
                    let t = self.xmm();
                    self.emit(I::pshufd_rri(t, x, 0xee));
                    t
                };
                let d = self.gpr();
                self.emit(I::movq_rx(d, s));
                d
            }
            (VT::V(Scalar::Int(16), 8), _) => {
                let d = self.gpr();
                self.emit(I::pextrw_rri(d, x, k as i64));
                d
            }
            _ => {
                // Bytes: the word holding the byte, shifted down for odd lanes.
                let _ = e;
                let w = self.gpr();
                self.emit(I::pextrw_rri(w, x, (k / 2) as i64));
                if k % 2 == 1 {
                    let d = self.gpr();
                    self.emit(I::shr_ri(Size::S32, d, w, 8));
                    d
                } else {
                    w
                }
            }
        }
    }

    /// Builds a vector of type `vt` from scalar lane registers (`None`: undefined).
    fn build_from_lanes(&mut self, vt: VT, lanes: &[Option<VReg>], d: VReg) {
        let e = vt.elem();
        let n = lanes.len();
        let or_undef = |s: &mut Self, l: Option<VReg>, class| l.unwrap_or_else(|| s.undef(class));
        match vt {
            VT::V(Scalar::F64, 2) => {
                let a = or_undef(self, lanes[0], XMM);
                let b = or_undef(self, lanes[1], XMM);
                self.emit(I::unpcklpd_rr(d, a, b));
            }
            VT::V(Scalar::F32, 4) => {
                let l: Vec<VReg> = lanes.iter().map(|&l| or_undef(self, l, XMM)).collect();
                let (lo, hi) = (self.xmm(), self.xmm());
                self.emit(I::unpcklps_rr(lo, l[0], l[1]));
                self.emit(I::unpcklps_rr(hi, l[2], l[3]));
                self.emit(I::unpcklpd_rr(d, lo, hi));
            }
            VT::V(Scalar::Int(64), 2) => {
                let (x, y) = (self.xmm(), self.xmm());
                let a = or_undef(self, lanes[0], GPR);
                let b = or_undef(self, lanes[1], GPR);
                self.emit(I::movq_xr(x, a));
                self.emit(I::movq_xr(y, b));
                self.emit(I::punpcklqdq_rr(d, x, y));
            }
            VT::V(Scalar::Int(32), 4) => {
                let mut x = Vec::with_capacity(4);
                for &l in lanes {
                    let t = self.xmm();
                    let r = or_undef(self, l, GPR);
                    self.emit(I::movd_xr(t, r));
                    x.push(t);
                }
                let (lo, hi) = (self.xmm(), self.xmm());
                self.emit(I::punpckldq_rr(lo, x[0], x[1]));
                self.emit(I::punpckldq_rr(hi, x[2], x[3]));
                self.emit(I::punpcklqdq_rr(d, lo, hi));
            }
            VT::V(Scalar::Int(16), 8) => {
                let mut cur = self.undef(XMM);
                for (k, &l) in lanes.iter().enumerate() {
                    let Some(r) = l else { continue };
                    let t = if k + 1 == n { d } else { self.xmm() };
                    self.emit(I::pinsrw_rri(t, cur, r, k as i64));
                    cur = t;
                }
                if lanes.last().is_none_or(|l| l.is_none()) {
                    self.emit(I::copy(d, cur));
                }
            }
            _ => {
                // Bytes (and anything else): through a stack slot.
                let slot = self.vtemp(16);
                let lb = lane_bytes(vt) as i64;
                for (k, &l) in lanes.iter().enumerate() {
                    if let Some(r) = l {
                        self.store_scalar(slot.offset_by(k as i64 * lb), r, e);
                    }
                }
                self.emit(I::movdqa_rm(d, slot));
            }
        }
    }

    pub(super) fn build_vector(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        if let Some(bytes) = self.const_vector_bytes(v) {
            let d = self.def(v);
            self.load_const_vector(d, bytes);
            return Ok(());
        }
        let ops: Vec<SDValue> = self.dag.node(v.node).operands().collect();
        // A splat of one register.
        if ops.iter().all(|o| *o == ops[0]) && matches!(vt, VT::V(Scalar::Int(32) | Scalar::F32, 4)) {
            let x = self.reg(ops[0]);
            let t = if vt.is_int_or_int_vector() {
                let t = self.xmm();
                self.emit(I::movd_xr(t, x));
                t
            } else {
                x
            };
            let d = self.def(v);
            self.emit(I::pshufd_rri(d, t, 0));
            return Ok(());
        }
        let lanes: Vec<Option<VReg>> = ops.iter().map(|&o| if self.dag.is_undef(o) { None } else { Some(self.reg(o)) }).collect();
        let d = self.def(v);
        self.build_from_lanes(vt, &lanes, d);
        Ok(())
    }

    pub(super) fn extract_elt(&mut self, v: SDValue) -> R {
        let (vec, idx) = (self.operand(v, 0), self.operand(v, 1));
        let vt = self.vt(vec);
        let x = self.reg(vec);
        if let Some(k) = self.dag.const_int(idx) {
            let k = (k as u32) % vt.vec_len();
            let r = self.lane_of(x, vt, k);
            let d = self.def(v);
            self.emit(I::copy(d, r));
            return Ok(());
        }
        // A variable lane: through memory.
        let slot = self.vtemp(16);
        self.emit(I::movups_mr(slot, x));
        let i = self.reg(idx);
        let m = self.gpr();
        self.emit(I::and_ri(Size::S64, m, i, (vt.vec_len() - 1) as i32));
        let a = slot.with_index(m, lane_bytes(vt) as u8);
        let d = self.def(v);
        let rt = self.vt(v);
        self.load_scalar(d, a, if rt.is_float() { rt } else { vt.elem() });
        Ok(())
    }

    pub(super) fn insert_elt(&mut self, v: SDValue) -> R {
        let (vec, elt, idx) = (self.operand(v, 0), self.operand(v, 1), self.operand(v, 2));
        let vt = self.vt(v);
        let x = self.reg(vec);
        let e = self.reg(elt);
        match (vt, self.dag.const_int(idx)) {
            (VT::V(Scalar::F32, 4), Some(0)) => {
                let d = self.def(v);
                self.emit(I::movss_rr(d, x, e));
            }
            (VT::V(Scalar::F64, 2), Some(0)) => {
                let d = self.def(v);
                self.emit(I::movsd_rr(d, x, e));
            }
            (VT::V(Scalar::F64, 2), Some(1)) => {
                let d = self.def(v);
                self.emit(I::unpcklpd_rr(d, x, e));
            }
            (VT::V(Scalar::Int(16), 8), Some(k)) => {
                let d = self.def(v);
                self.emit(I::pinsrw_rri(d, x, e, (k & 7) as i64));
            }
            (VT::V(Scalar::Int(32), 4), Some(0)) => {
                let t = self.xmm();
                self.emit(I::movd_xr(t, e));
                let d = self.def(v);
                if self.dag.is_undef(vec) {
                    self.emit(I::copy(d, t));
                } else {
                    self.emit(I::movss_rr(d, x, t));
                }
            }
            (VT::V(Scalar::Int(64), 2), Some(k @ (0 | 1))) => {
                let t = self.xmm();
                self.emit(I::movq_xr(t, e));
                let d = self.def(v);
                if k == 0 {
                    self.emit(I::movsd_rr(d, x, t));
                } else {
                    self.emit(I::punpcklqdq_rr(d, x, t));
                }
            }
            (_, k) => {
                let slot = self.vtemp(16);
                self.emit(I::movups_mr(slot, x));
                let lb = lane_bytes(vt);
                let a = match k {
                    Some(k) => slot.offset_by((k as i64 % vt.vec_len() as i64) * lb as i64),
                    None => {
                        let i = self.reg(idx);
                        let m = self.gpr();
                        self.emit(I::and_ri(Size::S64, m, i, (vt.vec_len() - 1) as i32));
                        slot.with_index(m, lb as u8)
                    }
                };
                self.store_scalar(a, e, vt.elem());
                let d = self.def(v);
                self.emit(I::movups_rm(d, slot));
            }
        }
        Ok(())
    }

    pub(super) fn shuffle(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        let NodeData::Mask(mi) = *self.dag.data(v) else { return Err(err("shuffle without mask")) };
        let mask: Vec<i32> = self.dag.masks[mi as usize].to_vec();
        let n = vt.vec_len() as i32;
        if mask.len() != n as usize {
            return Err(err("x86-64: shuffle mask of the wrong length"));
        }
        let from_a = mask.iter().all(|&m| m < n);
        let from_b = mask.iter().all(|&m| m < 0 || m >= n);
        // One source, 32-bit lanes: pshufd.
        if n == 4 && (from_a || from_b) {
            let src = if from_a { a } else { b };
            let imm = mask.iter().enumerate().fold(0i64, |acc, (k, &m)| acc | (((m.max(0) % 4) as i64) << (2 * k)));
            let x = self.reg(src);
            let d = self.def(v);
            self.emit(I::pshufd_rri(d, x, imm));
            return Ok(());
        }
        // Two sources, low half from one and high half from the other: shufps.
        if n == 4 {
            let lo_a = mask[..2].iter().all(|&m| m < 4);
            let hi_b = mask[2..].iter().all(|&m| !(0..4).contains(&m));
            let lo_b = mask[..2].iter().all(|&m| !(0..4).contains(&m));
            let hi_a = mask[2..].iter().all(|&m| m < 4);
            if (lo_a && hi_b) || (lo_b && hi_a) {
                let (first, second) = if lo_a && hi_b { (a, b) } else { (b, a) };
                let imm = mask.iter().enumerate().fold(0i64, |acc, (k, &m)| acc | (((m.max(0) % 4) as i64) << (2 * k)));
                let (x, y) = (self.reg(first), self.reg(second));
                let d = self.def(v);
                self.emit(I::shufps_rri(d, x, y, imm));
                return Ok(());
            }
        }
        // 64-bit lanes: shufpd picks one lane of each operand.
        if n == 2 {
            let pick = |m: i32| if m < 0 { (None, 0) } else { (Some(m >= 2), (m % 2) as i64) };
            let (s0, i0) = pick(mask[0]);
            let (s1, i1) = pick(mask[1]);
            let src = |s: Option<bool>| if s == Some(true) { b } else { a };
            let (x, y) = (self.reg(src(s0)), self.reg(src(s1)));
            let d = self.def(v);
            self.emit(I::shufpd_rri(d, x, y, i0 | (i1 << 1)));
            return Ok(());
        }
        // Interleaves.
        let unpack = |lo: bool| (0..n).map(|k| if k % 2 == 0 { k / 2 } else { n + k / 2 } + if lo { 0 } else { n / 2 }).collect::<Vec<_>>();
        for lo in [true, false] {
            let want = unpack(lo);
            if mask.iter().zip(&want).all(|(&m, &w)| m < 0 || m == w) {
                let f: Rr = match (vt.elem().bits(), lo) {
                    (8, true) => I::punpcklbw_rr,
                    (8, false) => I::punpckhbw_rr,
                    (16, true) => I::punpcklwd_rr,
                    (16, false) => I::punpckhwd_rr,
                    (_, true) => I::punpckldq_rr,
                    (_, false) => I::punpckhdq_rr,
                };
                let (x, y) = (self.reg(a), self.reg(b));
                let d = self.def(v);
                self.emit(f(d, x, y));
                return Ok(());
            }
        }
        // Anything: both sources to a 32-byte slot, lanes gathered into a 16-byte one.
        let e = vt.elem();
        let lb = lane_bytes(vt) as i64;
        let src = self.vtemp(32);
        let (x, y) = (self.reg(a), self.reg(b));
        self.emit(I::movups_mr(src, x));
        self.emit(I::movups_mr(src.offset_by(16), y));
        let dst = self.vtemp(16);
        for (k, &m) in mask.iter().enumerate() {
            if m < 0 {
                continue;
            }
            let t = if e.is_float() { self.xmm() } else { self.gpr() };
            self.load_scalar(t, src.offset_by(m as i64 * lb), e);
            self.store_scalar(dst.offset_by(k as i64 * lb), t, e);
        }
        let d = self.def(v);
        self.emit(I::movups_rm(d, dst));
        Ok(())
    }

    /// Lane-wise integer arithmetic and logic.
    pub(super) fn vec_int_binop(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let vt = self.vt(v);
        let op = self.op(v);
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        let eb = vt.elem().bits();
        if matches!(op, Shl | Srl | Sra) {
            let k = splat_constant(self.dag, b).ok_or_else(|| err("x86-64: vector shift by a non-constant amount"))?;
            let x = self.reg(a);
            let d = self.def(v);
            if k >= eb as u128 {
                // Out of range: poison; any value will do.
                self.emit(I::copy(d, x));
                return Ok(());
            }
            let k = k as i64;
            self.emit(match (op, eb) {
                (Shl, 16) => I::psllw_ri(d, x, k),
                (Shl, 32) => I::pslld_ri(d, x, k),
                (Shl, 64) => I::psllq_ri(d, x, k),
                (Srl, 16) => I::psrlw_ri(d, x, k),
                (Srl, 32) => I::psrld_ri(d, x, k),
                (Srl, 64) => I::psrlq_ri(d, x, k),
                (Sra, 16) => I::psraw_ri(d, x, k),
                (Sra, 32) => I::psrad_ri(d, x, k),
                _ => return Err(err(format!("x86-64: {op:?} on {vt:?}"))),
            });
            return Ok(());
        }
        if op == Mul && eb == 32 {
            return self.mul_v4i32(v);
        }
        let f: Rr = match (op, eb) {
            (Add, 8) => I::paddb_rr,
            (Add, 16) => I::paddw_rr,
            (Add, 32) => I::paddd_rr,
            (Add, 64) => I::paddq_rr,
            (Sub, 8) => I::psubb_rr,
            (Sub, 16) => I::psubw_rr,
            (Sub, 32) => I::psubd_rr,
            (Sub, 64) => I::psubq_rr,
            (Mul, 16) => I::pmullw_rr,
            (And, _) => I::pand_rr,
            (Or, _) => I::por_rr,
            (Xor, _) => I::pxor_rr,
            _ => return Err(err(format!("x86-64: {op:?} on {vt:?}"))),
        };
        let (x, y) = (self.reg(a), self.reg(b));
        let d = self.def(v);
        self.emit(f(d, x, y));
        Ok(())
    }

    /// v4i32 multiply without SSE4.1: even and odd lanes through `pmuludq`, the low
    /// halves gathered back with `pshufd` and interleaved.
    fn mul_v4i32(&mut self, v: SDValue) -> R {
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        let (x, y) = (self.reg(a), self.reg(b));
        let even = self.xmm();
        self.emit(I::pmuludq_rr(even, x, y));
        let (xo, yo) = (self.xmm(), self.xmm());
        self.emit(I::pshufd_rri(xo, x, 0xf5));
        self.emit(I::pshufd_rri(yo, y, 0xf5));
        let odd = self.xmm();
        self.emit(I::pmuludq_rr(odd, xo, yo));
        let (e2, o2) = (self.xmm(), self.xmm());
        self.emit(I::pshufd_rri(e2, even, 0xe8));
        self.emit(I::pshufd_rri(o2, odd, 0xe8));
        let d = self.def(v);
        self.emit(I::punpckldq_rr(d, e2, o2));
        Ok(())
    }

    pub(super) fn vec_fp_binop(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let vt = self.vt(v);
        let op = self.op(v);
        let double = vt.elem() == VT::F64;
        let f: Rr = match (op, double) {
            (FAdd, false) => I::addps_rr,
            (FAdd, true) => I::addpd_rr,
            (FSub, false) => I::subps_rr,
            (FSub, true) => I::subpd_rr,
            (FMul, false) => I::mulps_rr,
            (FMul, true) => I::mulpd_rr,
            (FDiv, false) => I::divps_rr,
            (FDiv, true) => I::divpd_rr,
            _ => return Err(err(format!("x86-64: {op:?} on {vt:?}"))),
        };
        let (x, y) = (self.reg(self.operand(v, 0)), self.reg(self.operand(v, 1)));
        let d = self.def(v);
        self.emit(f(d, x, y));
        Ok(())
    }

    pub(super) fn vec_fp_unop(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let vt = self.vt(v);
        let double = vt.elem() == VT::F64;
        let (lane, sign): (usize, u64) = if double { (8, 1 << 63) } else { (4, 1 << 31) };
        let x = self.reg(self.operand(v, 0));
        let d = self.def(v);
        match self.op(v) {
            FNeg => {
                let m = self.splat_pool(sign, lane);
                self.emit(I::xorps_rm(d, x, m));
            }
            FAbs => {
                let m = self.splat_pool(!sign, lane);
                self.emit(I::andps_rm(d, x, m));
            }
            FSqrt => self.emit(if double { I::sqrtpd_rr(d, x) } else { I::sqrtps_rr(d, x) }),
            o => return Err(err(format!("x86-64: {o:?} on {vt:?}"))),
        }
        Ok(())
    }

    pub(super) fn vec_convert(&mut self, v: SDValue) -> R {
        let a = self.operand(v, 0);
        let (from, to) = (self.vt(a), self.vt(v));
        let x = self.reg(a);
        let d = self.def(v);
        match (self.op(v), from, to) {
            (Opcode::SiToFp, VT::V(Scalar::Int(32), 4), VT::V(Scalar::F32, 4)) => self.emit(I::cvtdq2ps_rr(d, x)),
            (Opcode::FpToSi, VT::V(Scalar::F32, 4), VT::V(Scalar::Int(32), 4)) => self.emit(I::cvttps2dq_rr(d, x)),
            (o, _, _) => return Err(err(format!("x86-64: {o:?} {from:?} -> {to:?}"))),
        }
        Ok(())
    }

    /// Lane masks (all-ones where true) of a vector comparison.
    pub(super) fn vec_setcc(&mut self, v: SDValue) -> R {
        use CondCode::*;
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        let cc = self.dag.data(v).cc().ok_or_else(|| err("SetCC without condition"))?;
        let vt = self.vt(a);
        if vt.is_float_or_float_vector() {
            let double = vt.elem() == VT::F64;
            let cmp = |s: &mut Self, x: VReg, y: VReg, p: i64| {
                let d = s.xmm();
                s.emit(if double { I::cmppd_rri(d, x, y, p) } else { I::cmpps_rri(d, x, y, p) });
                d
            };
            let (x, y) = (self.reg(a), self.reg(b));
            let r = match cc {
                FOeq => cmp(self, x, y, 0),
                FOlt => cmp(self, x, y, 1),
                FOle => cmp(self, x, y, 2),
                FUno => cmp(self, x, y, 3),
                FUne => cmp(self, x, y, 4),
                FUge => cmp(self, x, y, 5),
                FUgt => cmp(self, x, y, 6),
                FOrd => cmp(self, x, y, 7),
                FOgt => cmp(self, y, x, 1),
                FOge => cmp(self, y, x, 2),
                FUlt => cmp(self, y, x, 5),
                FUle => cmp(self, y, x, 6),
                FOne | FUeq => {
                    let (p, q, combine): (i64, i64, Rr) = if cc == FOne { (7, 4, I::andps_rr) } else { (3, 0, I::orps_rr) };
                    let s = cmp(self, x, y, p);
                    let t = cmp(self, x, y, q);
                    let r = self.xmm();
                    self.emit(combine(r, s, t));
                    r
                }
                FFalse | FTrue => {
                    let r = self.xmm();
                    self.load_const_vector(r, vec![if cc == FTrue { 0xff } else { 0 }; 16]);
                    r
                }
                _ => return Err(err("x86-64: integer condition on a float vector")),
            };
            let d = self.def(v);
            self.emit(I::copy(d, r));
            return Ok(());
        }
        let eb = vt.elem().bits();
        let (eq, gt): (Rr, Rr) = match eb {
            8 => (I::pcmpeqb_rr, I::pcmpgtb_rr),
            16 => (I::pcmpeqw_rr, I::pcmpgtw_rr),
            32 => (I::pcmpeqd_rr, I::pcmpgtd_rr),
            _ => return Err(err(format!("x86-64: comparison of {vt:?}"))),
        };
        let (mut x, mut y) = (self.reg(a), self.reg(b));
        if cc.is_unsigned() {
            // Unsigned order is signed order with the sign bits flipped.
            let m = self.splat_pool(1u64 << (eb - 1), (eb / 8) as usize);
            let (xs, ys) = (self.xmm(), self.xmm());
            self.emit(I::pxor_rm(xs, x, m));
            self.emit(I::pxor_rm(ys, y, m));
            x = xs;
            y = ys;
        }
        let (f, swap, invert) = match cc {
            Eq => (eq, false, false),
            Ne => (eq, false, true),
            Sgt | Ugt => (gt, false, false),
            Slt | Ult => (gt, true, false),
            Sge | Uge => (gt, true, true),
            _ => (gt, false, true),
        };
        if swap {
            std::mem::swap(&mut x, &mut y);
        }
        let r = self.xmm();
        self.emit(f(r, x, y));
        let d = self.def(v);
        if invert {
            let ones = self.xmm();
            self.load_const_vector(ones, vec![0xff; 16]);
            self.emit(I::pxor_rr(d, r, ones));
        } else {
            self.emit(I::copy(d, r));
        }
        Ok(())
    }

    /// A select of whole vectors on a scalar boolean: the boolean broadcast as a mask.
    pub(super) fn vec_select(&mut self, v: SDValue) -> R {
        let (c, t, f) = (self.operand(v, 0), self.operand(v, 1), self.operand(v, 2));
        let cvt = self.vt(c);
        let mask = if cvt.is_vector() {
            // Lane masks from a vector comparison.
            self.reg(c)
        } else {
            let b = self.reg(c);
            let z = self.gpr();
            self.emit(I::movzx8_rr(Size::S32, z, b));
            let one = self.gpr();
            self.emit(I::and_ri(Size::S32, one, z, 1));
            let neg = self.gpr();
            self.emit(I::neg_r(Size::S32, neg, one));
            let x = self.xmm();
            self.emit(I::movd_xr(x, neg));
            let m = self.xmm();
            self.emit(I::pshufd_rri(m, x, 0));
            m
        };
        let (tv, fv) = (self.reg(t), self.reg(f));
        let (p, q) = (self.xmm(), self.xmm());
        self.emit(I::pand_rr(p, mask, tv));
        self.emit(I::pandn_rr(q, mask, fv));
        let d = self.def(v);
        self.emit(I::por_rr(d, p, q));
        Ok(())
    }
}

