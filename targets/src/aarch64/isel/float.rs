//! Scalar floating point: arithmetic, `fmadd`/`fmsub`/`fnmadd` for `fma` and `fmuladd`
//! (which llc fuses on AArch64), min/max (`fminnm`/`fmaxnm` for minnum/maxnum, `fmin`/
//! `fmax` for minimum/maximum), rounding (`frint*`), conversions between formats
//! (`fcvt`) and with integers (`scvtf`/`ucvtf`, `fcvtzs`/`fcvtzu`), and bitcasts
//! between the register files (`fmov`); `half` (`h` registers) loads, stores, constants
//! and conversions, the rest of its arithmetic being done in `f32` (see `lowering.rs`).

use super::{err, fty, ity, R, Sel};
use crate::aarch64::inst::{self as I, Ty};
use crate::aarch64::regs;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::{NodeData, Opcode};
use rllc_isel::mir::Reg;
use rllc_isel::vt::VT;

impl Sel<'_, '_> {
    pub(super) fn fp_binop(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let ty = fty(self.vt(v))?;
        let (a, b) = (self.reg(self.operand(v, 0)), self.reg(self.operand(v, 1)));
        let d = self.def(v);
        self.emit(match self.op(v) {
            FAdd => I::fadd(ty, d, a, b),
            FSub => I::fsub(ty, d, a, b),
            FMul => I::fmul(ty, d, a, b),
            FDiv => I::fdiv(ty, d, a, b),
            FMinNum => I::fminnm(ty, d, a, b),
            FMaxNum => I::fmaxnm(ty, d, a, b),
            FMinimum => I::fmin(ty, d, a, b),
            _ => I::fmax(ty, d, a, b),
        });
        Ok(())
    }

    pub(super) fn fp_unop(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let ty = fty(self.vt(v))?;
        let s = self.reg(self.operand(v, 0));
        let d = self.def(v);
        self.emit(match self.op(v) {
            FNeg => I::fneg(ty, d, s),
            FAbs => I::fabs(ty, d, s),
            FSqrt => I::fsqrt(ty, d, s),
            FFloor => I::frintm(ty, d, s),
            FCeil => I::frintp(ty, d, s),
            FTrunc => I::frintz(ty, d, s),
            FRint => I::frintx(ty, d, s),
            FNearbyInt => I::frinti(ty, d, s),
            FRound => I::frinta(ty, d, s),
            _ => I::frintn(ty, d, s),
        });
        Ok(())
    }

    /// `a * b + c` fused: `fmadd`, or `fmsub`/`fnmadd`/`fnmsub` when an operand is negated.
    pub(super) fn fp_fma(&mut self, v: SDValue) -> R {
        let ty = if self.vt(v) == VT::F16 { Ty::H } else { fty(self.vt(v))? };
        let (a, b, c) = (self.operand(v, 0), self.operand(v, 1), self.operand(v, 2));
        let neg = |s: &Self, x: SDValue| s.op(x) == Opcode::FNeg && s.dag.has_one_use(x);
        let (a, neg_prod) = if neg(self, a) { (self.operand(a, 0), true) } else { (a, false) };
        let (c, neg_add) = if neg(self, c) { (self.operand(c, 0), true) } else { (c, false) };
        let (x, y, z) = (self.reg(a), self.reg(b), self.reg(c));
        let d = self.def(v);
        self.emit(match (neg_prod, neg_add) {
            (false, false) => I::fmadd(ty, d, x, y, z),
            (true, false) => I::fmsub(ty, d, x, y, z),
            (true, true) => I::fnmadd(ty, d, x, y, z),
            (false, true) => I::fnmsub(ty, d, x, y, z),
        });
        Ok(())
    }

    pub(super) fn fp_convert(&mut self, v: SDValue) -> R {
        let from = self.vt(self.operand(v, 0));
        let to = self.vt(v);
        let s = self.reg(self.operand(v, 0));
        let d = self.def(v);
        match (from, to) {
            (VT::F32, VT::F64) => self.emit(I::fcvt_d(Ty::S, d, s)),
            (VT::F64, VT::F32) => self.emit(I::fcvt_s(Ty::D, d, s)),
            (VT::F16, VT::F32) => self.emit(I::fcvt_s(Ty::H, d, s)),
            (VT::F16, VT::F64) => self.emit(I::fcvt_d(Ty::H, d, s)),
            (VT::F32, VT::F16) => self.emit(I::fcvt_h(Ty::S, d, s)),
            (VT::F64, VT::F16) => self.emit(I::fcvt_h(Ty::D, d, s)),
            (f, t) if f == t => self.emit(I::copy(d, s)),
            (f, t) => return Err(err(format!("aarch64: conversion from {f:?} to {t:?}"))),
        }
        Ok(())
    }

    pub(super) fn int_to_fp(&mut self, v: SDValue) -> R {
        let src = self.operand(v, 0);
        // To half: through f32 (`scvtf h` needs +fullfp16), as llc does.
        let half = self.vt(v) == VT::F16;
        let ty = if half { Ty::S } else { fty(self.vt(v))? };
        let signed = self.op(v) == Opcode::SiToFp;
        let s = self.reg(src);
        let d = if half { self.fpr() } else { self.def(v) };
        self.emit(match (ity(self.vt(src))?, signed) {
            (Ty::W, true) => I::scvtf_w(ty, d, s),
            (Ty::W, false) => I::ucvtf_w(ty, d, s),
            (_, true) => I::scvtf_x(ty, d, s),
            (_, false) => I::ucvtf_x(ty, d, s),
        });
        if half {
            let h = self.def(v);
            self.emit(I::fcvt_h(Ty::S, h, d));
        }
        Ok(())
    }

    /// A `half` constant: its bits through a GPR into the `s` view (`fmov h, #imm` and
    /// `fmov h, w` need +fullfp16).
    pub(super) fn constant_f16(&mut self, v: SDValue) -> R {
        let bits = match *self.dag.data(v) {
            NodeData::Fp(b) => b as u64 & 0xffff,
            _ => 0,
        };
        let g = if bits == 0 { Reg::Phys(regs::XZR) } else { Reg::Virt(self.imm_reg(Ty::W, bits as i64)) };
        let d = self.def(v);
        self.emit(I::fmov_from_gpr(Ty::S, d, g));
        Ok(())
    }

    /// `ldr h` (an atomic half load is an error: clang emits those as i16).
    pub(super) fn load_f16(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let mi = n.data.mem().copied().ok_or_else(|| err("load without memory info"))?;
        if mi.ordering.is_some() || mi.mem_vt != VT::F16 {
            return Err(err(format!("aarch64: cannot select this load of half ({:?})", mi.mem_vt)));
        }
        let a = self.addr(n.op(1), 1);
        let d = self.def(SDValue::new(id, 0));
        self.emit(I::ldr_f(Ty::H, d, a));
        Ok(())
    }

    /// `str h`.
    pub(super) fn store_f16(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let mi = n.data.mem().copied().ok_or_else(|| err("store without memory info"))?;
        if mi.ordering.is_some() || mi.mem_vt != VT::F16 {
            return Err(err(format!("aarch64: cannot select this store of half ({:?})", mi.mem_vt)));
        }
        let s = self.reg(n.op(1));
        let a = self.addr(n.op(2), 1);
        self.emit(I::str_f(Ty::H, s, a));
        Ok(())
    }

    pub(super) fn fp_to_int(&mut self, v: SDValue) -> R {
        let src = self.operand(v, 0);
        let ty = fty(self.vt(src))?;
        let signed = self.op(v) == Opcode::FpToSi;
        let s = self.reg(src);
        let d = self.def(v);
        self.emit(match (ity(self.vt(v))?, signed) {
            (Ty::W, true) => I::fcvtzs_w(ty, d, s),
            (Ty::W, false) => I::fcvtzu_w(ty, d, s),
            (_, true) => I::fcvtzs_x(ty, d, s),
            (_, false) => I::fcvtzu_x(ty, d, s),
        });
        Ok(())
    }

    pub(super) fn bitcast(&mut self, v: SDValue) -> R {
        let src = self.operand(v, 0);
        let (from, to) = (self.vt(src), self.vt(v));
        let s = self.reg(src);
        let d = self.def(v);
        match (from, to) {
            (VT::I32, VT::F32) => self.emit(I::fmov_from_gpr(Ty::S, d, s)),
            (VT::I64, VT::F64) => self.emit(I::fmov_from_gpr(Ty::D, d, s)),
            (VT::F32, VT::I32) => self.emit(I::fmov_to_gpr(Ty::S, d, s)),
            (VT::F64, VT::I64) => self.emit(I::fmov_to_gpr(Ty::D, d, s)),
            (f, t) if f == t => self.emit(I::copy(d, s)),
            (f, t) => return Err(err(format!("aarch64: bitcast from {f:?} to {t:?}"))),
        }
        Ok(())
    }
}
