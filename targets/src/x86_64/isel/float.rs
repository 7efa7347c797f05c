//! Scalar floating point (SSE): arithmetic with folded loads and constant-pool operands,
//! negation/abs/copysign by masks, `sqrt`, conversions between f32/f64 and to/from
//! integers (llc's unsigned 64-bit sequences), and bitcasts between GPRs and XMMs.

use super::{err, isize_of, R, Sel};
use crate::x86_64::inst::{self as I, Addr, Cc};
use crate::x86_64::regs::{Size, XMM};
use rllc_isel::dag::SDValue;
use rllc_isel::dag_ops::{NodeData, Opcode};
use rllc_isel::mir::{MInst, VReg};
use rllc_isel::vt::VT;

impl Sel<'_, '_> {
    // ---- floating point ----

    pub(super) fn fp_binop(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let vt = self.vt(v);
        let op = self.op(v);
        type RR = fn(VReg, VReg, VReg) -> MInst;
        type RM = fn(VReg, VReg, Addr) -> MInst;
        let (rr, rm): (RR, RM) = match (op, vt) {
            (FAdd, VT::F32) => (I::addss_rr, I::addss_rm),
            (FAdd, VT::F64) => (I::addsd_rr, I::addsd_rm),
            (FSub, VT::F32) => (I::subss_rr, I::subss_rm),
            (FSub, VT::F64) => (I::subsd_rr, I::subsd_rm),
            (FMul, VT::F32) => (I::mulss_rr, I::mulss_rm),
            (FMul, VT::F64) => (I::mulsd_rr, I::mulsd_rm),
            (FDiv, VT::F32) => (I::divss_rr, I::divss_rm),
            (FDiv, VT::F64) => (I::divsd_rr, I::divsd_rm),
            _ => return Err(err(format!("x86-64: {op:?} on {vt:?}"))),
        };
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        if let Some(m) = self.foldable_load(b) {
            let x = self.reg(a);
            let d = self.def(v);
            self.emit(rm(d, x, m));
            return Ok(());
        }
        if matches!(op, FAdd | FMul) {
            if let Some(m) = self.foldable_load(a) {
                let x = self.reg(b);
                let d = self.def(v);
                self.emit(rm(d, x, m));
                return Ok(());
            }
        }
        // A constant operand straight from the constant pool (`mulsd .LCPI0_1(%rip)`),
        // rather than loaded into a register first.
        let commutes = matches!(op, FAdd | FMul);
        for (c, o) in [(b, a), (a, b)] {
            if c == a && !commutes {
                break;
            }
            if let Some(m) = self.fp_const_addr(c) {
                let x = self.reg(o);
                let d = self.def(v);
                self.emit(rm(d, x, m));
                return Ok(());
            }
        }
        let (a, b) = if commutes && self.stays_live(a) && !self.stays_live(b) { (b, a) } else { (a, b) };
        let (x, y) = (self.reg(a), self.reg(b));
        let d = self.def(v);
        self.emit(rr(d, x, y));
        Ok(())
    }

    /// The constant-pool address of a nonzero scalar f32/f64 constant (zero is cheaper
    /// as `xorps` in a register).
    fn fp_const_addr(&mut self, c: SDValue) -> Option<Addr> {
        if self.op(c) != Opcode::ConstantFP {
            return None;
        }
        let bits = match *self.dag.data(c) {
            NodeData::Fp(b) if b != 0 => b,
            _ => return None,
        };
        match self.vt(c) {
            VT::F32 => Some(Addr::rip(self.const_pool((bits as u32).to_le_bytes().to_vec(), 4), 0)),
            VT::F64 => Some(Addr::rip(self.const_pool((bits as u64).to_le_bytes().to_vec(), 8), 0)),
            _ => None,
        }
    }

    pub(super) fn fp_unop(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let vt = self.vt(v);
        let (lane, sign): (usize, u64) = match vt {
            VT::F32 => (4, 1 << 31),
            VT::F64 => (8, 1 << 63),
            _ => return Err(err(format!("x86-64: float op on {vt:?}"))),
        };
        let x = self.reg(self.operand(v, 0));
        match self.op(v) {
            FNeg => {
                let m = self.splat_pool(sign, lane);
                let d = self.def(v);
                self.emit(I::xorps_rm(d, x, m));
            }
            FAbs => {
                let m = self.splat_pool(!sign, lane);
                let d = self.def(v);
                self.emit(I::andps_rm(d, x, m));
            }
            FCopySign => {
                let y = self.reg(self.operand(v, 1));
                let mag = self.splat_pool(!sign, lane);
                let sg = self.splat_pool(sign, lane);
                let (t, u) = (self.xmm(), self.xmm());
                self.emit(I::andps_rm(t, x, mag));
                self.emit(I::andps_rm(u, y, sg));
                let d = self.def(v);
                self.emit(I::orps_rr(d, t, u));
            }
            _ => {
                // The upper lanes come from an undefined register: tying `x` itself
                // (read twice) would cost the allocator a copy.
                let u = self.undef(XMM);
                let d = self.def(v);
                self.emit(if vt == VT::F32 { I::sqrtss_rr(d, u, x) } else { I::sqrtsd_rr(d, u, x) });
            }
        }
        Ok(())
    }

    pub(super) fn fp_convert(&mut self, v: SDValue) -> R {
        let a = self.operand(v, 0);
        let (from, to) = (self.vt(a), self.vt(v));
        let x = self.reg(a);
        let d = self.def(v);
        match (from, to) {
            (VT::F32, VT::F64) => {
                let u = self.undef(XMM);
                self.emit(I::cvtss2sd_rr(d, u, x));
            }
            (VT::F64, VT::F32) => {
                let u = self.undef(XMM);
                self.emit(I::cvtsd2ss_rr(d, u, x));
            }
            (f, t) if f == t => self.emit(I::copy(d, x)),
            _ => return Err(err(format!("x86-64: float conversion {from:?} -> {to:?}"))),
        }
        Ok(())
    }

    /// `d = cvtsi2s[sd](src)` for a 32- or 64-bit signed integer register.
    fn cvt_int(&mut self, d: VReg, to: VT, src: VReg, size: Size) {
        let z = self.undef(XMM);
        self.emit(if to == VT::F32 { I::cvtsi2ss_rr(size, d, z, src) } else { I::cvtsi2sd_rr(size, d, z, src) });
    }

    pub(super) fn int_to_fp(&mut self, v: SDValue) -> R {
        let a = self.operand(v, 0);
        let (from, to) = (self.vt(a), self.vt(v));
        if !matches!(to, VT::F32 | VT::F64) {
            return Err(err(format!("x86-64: conversion to {to:?}")));
        }
        let fsize = isize_of(from).ok_or_else(|| err(format!("x86-64: conversion from {from:?}")))?;
        let signed = self.op(v) == Opcode::SiToFp;
        match (fsize, signed) {
            (Size::S32 | Size::S64, true) => {
                if let Some(m) = self.foldable_load(a) {
                    let z = self.undef(XMM);
                    let d = self.def(v);
                    self.emit(if to == VT::F32 { I::cvtsi2ss_rm(fsize, d, z, m) } else { I::cvtsi2sd_rm(fsize, d, z, m) });
                } else {
                    let x = self.reg(a);
                    let d = self.def(v);
                    self.cvt_int(d, to, x, fsize);
                }
            }
            (Size::S8 | Size::S16, _) => {
                let x = self.reg(a);
                let t = self.gpr();
                self.emit(match (fsize, signed) {
                    (Size::S8, true) => I::movsx8_rr(Size::S32, t, x),
                    (Size::S8, false) => I::movzx8_rr(Size::S32, t, x),
                    (_, true) => I::movsx16_rr(Size::S32, t, x),
                    _ => I::movzx16_rr(Size::S32, t, x),
                });
                let d = self.def(v);
                self.cvt_int(d, to, t, Size::S32);
            }
            (Size::S32, false) => {
                // Zero-extended to 64 bits, the value is a non-negative signed one.
                let x = self.reg(a);
                let t = self.gpr();
                self.emit(I::mov_rr(Size::S32, t, x));
                let d = self.def(v);
                self.cvt_int(d, to, t, Size::S64);
            }
            _ => {
                let x = self.reg(a);
                if to == VT::F64 {
                    self.u64_to_f64(v, x);
                } else {
                    self.u64_to_f32(v, x);
                }
            }
        }
        Ok(())
    }

    /// llc's u64 → f64: the halves become the mantissas of 2^52 + lo and 2^84 + hi·2^32
    /// (`punpckldq` with the exponents), the biases are subtracted, and the two are added.
    fn u64_to_f64(&mut self, v: SDValue, x: VReg) {
        let exps = {
            let mut b = Vec::with_capacity(16);
            for w in [0x4330_0000u32, 0x4530_0000, 0, 0] {
                b.extend_from_slice(&w.to_le_bytes());
            }
            Addr::rip(self.const_pool(b, 16), 0)
        };
        let bias = {
            let mut b = Vec::with_capacity(16);
            b.extend_from_slice(&0x4330_0000_0000_0000u64.to_le_bytes());
            b.extend_from_slice(&0x4530_0000_0000_0000u64.to_le_bytes());
            Addr::rip(self.const_pool(b, 16), 0)
        };
        let t = self.xmm();
        self.emit(I::movq_xr(t, x));
        let t2 = self.xmm();
        self.emit(I::punpckldq_rm(t2, t, exps));
        let t3 = self.xmm();
        self.emit(I::subpd_rm(t3, t2, bias));
        let hi = self.xmm();
        self.emit(I::unpckhpd_rr(hi, t3, t3));
        let d = self.def(v);
        self.emit(I::addsd_rr(d, hi, t3));
    }

    /// u64 → f32: values with the top bit set are halved (keeping the sticky low bit),
    /// converted and doubled; the choice is made on the bit patterns with cmov.
    fn u64_to_f32(&mut self, v: SDValue, x: VReg) {
        let (h, l, o) = (self.gpr(), self.gpr(), self.gpr());
        self.emit(I::shr_ri(Size::S64, h, x, 1));
        self.emit(I::and_ri(Size::S64, l, x, 1));
        self.emit(I::or_rr(Size::S64, o, h, l));
        let half = self.xmm();
        self.cvt_int(half, VT::F32, o, Size::S64);
        let dbl = self.xmm();
        self.emit(I::addss_rr(dbl, half, half));
        let plain = self.xmm();
        self.cvt_int(plain, VT::F32, x, Size::S64);
        let (pg, dg) = (self.gpr(), self.gpr());
        self.emit(I::movd_rx(pg, plain));
        self.emit(I::movd_rx(dg, dbl));
        self.emit(I::test_rr(Size::S64, x, x));
        let r = self.gpr();
        self.emit(I::cmov_rr(Size::S32, Cc::S, r, pg, dg));
        let d = self.def(v);
        self.emit(I::movd_xr(d, r));
    }

    pub(super) fn fp_to_int(&mut self, v: SDValue) -> R {
        let a = self.operand(v, 0);
        let (from, to) = (self.vt(a), self.vt(v));
        let double = match from {
            VT::F32 => false,
            VT::F64 => true,
            _ => return Err(err(format!("x86-64: conversion from {from:?}"))),
        };
        let tsize = isize_of(to).ok_or_else(|| err(format!("x86-64: conversion to {to:?}")))?;
        let signed = self.op(v) == Opcode::FpToSi;
        let cvt = |size: Size, d: VReg, x: VReg| if double { I::cvttsd2si_rr(size, d, x) } else { I::cvttss2si_rr(size, d, x) };
        let x = self.reg(a);
        match (tsize, signed) {
            (Size::S64, false) => {
                // llc: both conversions, blended by the sign of the first — in range
                // below 2^63 the first is right (sign clear); above it, x - 2^63
                // converted, with the sign bit or-ed back in.
                let lo = self.gpr();
                self.emit(cvt(Size::S64, lo, x));
                let sgn = self.gpr();
                self.emit(I::sar_ri(Size::S64, sgn, lo, 63));
                let c = if double { 0x43e0_0000_0000_0000u64 } else { 0x5f00_0000u64 };
                let k = self.xmm();
                if double {
                    let m = Addr::rip(self.const_pool(c.to_le_bytes().to_vec(), 8), 0);
                    self.emit(I::movsd_rm(k, m));
                } else {
                    let m = Addr::rip(self.const_pool((c as u32).to_le_bytes().to_vec(), 4), 0);
                    self.emit(I::movss_rm(k, m));
                }
                let y = self.xmm();
                self.emit(if double { I::subsd_rr(y, x, k) } else { I::subss_rr(y, x, k) });
                let hi = self.gpr();
                self.emit(cvt(Size::S64, hi, y));
                let m2 = self.gpr();
                self.emit(I::and_rr(Size::S64, m2, hi, sgn));
                let d = self.def(v);
                self.emit(I::or_rr(Size::S64, d, m2, lo));
            }
            (Size::S64, true) => {
                let d = self.def(v);
                self.emit(cvt(Size::S64, d, x));
            }
            (Size::S32, false) => {
                let d = self.def(v);
                self.emit(cvt(Size::S64, d, x));
            }
            _ => {
                let d = self.def(v);
                self.emit(cvt(Size::S32, d, x));
            }
        }
        Ok(())
    }

    pub(super) fn bitcast(&mut self, v: SDValue) -> R {
        let a = self.operand(v, 0);
        let (from, to) = (self.vt(a), self.vt(v));
        let x = self.reg(a);
        let d = self.def(v);
        let gpr = |t: VT| t.is_int();
        match (from, to) {
            (f, t) if gpr(f) == gpr(t) => self.emit(I::copy(d, x)),
            (VT::F32, VT::I32) => self.emit(I::movd_rx(d, x)),
            (VT::F64, VT::I64) => self.emit(I::movq_rx(d, x)),
            (VT::I32, VT::F32) => self.emit(I::movd_xr(d, x)),
            (VT::I64, VT::F64) => self.emit(I::movq_xr(d, x)),
            _ => return Err(err(format!("x86-64: bitcast {from:?} -> {to:?}"))),
        }
        Ok(())
    }
}
