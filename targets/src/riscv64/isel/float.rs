//! Floating point on `f32`/`f64`: arithmetic with the dynamic rounding mode, sign
//! operations as `fsgnj*`, `fmadd` for `fma` and `fmuladd` (llc fuses the latter on
//! RISC-V), `fmin`/`fmax` for `minnum`/`maxnum`, conversions (`fcvt`, to integers with
//! `rtz` as C truncation wants) and bit casts through `fmv`.

use super::{err, fty, Sel, R};
use crate::riscv64::inst::{self as I, Rm, Ty};
use rllc_isel::dag::SDValue;
use rllc_isel::dag_ops::Opcode;
use rllc_isel::vt::VT;

impl Sel<'_, '_> {
    pub(super) fn fp_binop(&mut self, v: SDValue) -> R {
        let op = self.op(v);
        let ty = fty(self.vt(v))?;
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        let x = self.reg(a);
        let mut y = self.reg(b);
        if op == Opcode::FCopySign && self.vt(b) != self.vt(v) {
            // The sign of the other format's value: converting keeps it.
            let t = self.fpr();
            self.emit(if ty == Ty::D { I::fcvt_d_s(t, y, Rm::Rne) } else { I::fcvt_s_d(t, y, Rm::Dyn) });
            y = t;
        }
        let d = self.def(v);
        self.emit(match op {
            Opcode::FAdd => I::fadd(ty, d, x, y, Rm::Dyn),
            Opcode::FSub => I::fsub(ty, d, x, y, Rm::Dyn),
            Opcode::FMul => I::fmul(ty, d, x, y, Rm::Dyn),
            Opcode::FDiv => I::fdiv(ty, d, x, y, Rm::Dyn),
            Opcode::FMinNum => I::fmin(ty, d, x, y),
            Opcode::FMaxNum => I::fmax(ty, d, x, y),
            _ => I::fsgnj(ty, d, x, y),
        });
        Ok(())
    }

    pub(super) fn fp_unop(&mut self, v: SDValue) -> R {
        let op = self.op(v);
        let ty = fty(self.vt(v))?;
        let x = self.reg(self.operand(v, 0));
        let d = self.def(v);
        self.emit(match op {
            Opcode::FNeg => I::fsgnjn(ty, d, x, x),
            Opcode::FAbs => I::fsgnjx(ty, d, x, x),
            _ => I::fsqrt(ty, d, x, Rm::Dyn),
        });
        Ok(())
    }

    pub(super) fn fp_fma(&mut self, v: SDValue) -> R {
        let ty = fty(self.vt(v))?;
        let (a, b, c) = (self.reg(self.operand(v, 0)), self.reg(self.operand(v, 1)), self.reg(self.operand(v, 2)));
        let d = self.def(v);
        self.emit(I::fmadd(ty, d, a, b, c, Rm::Dyn));
        Ok(())
    }

    pub(super) fn fp_convert(&mut self, v: SDValue) -> R {
        let (to, from) = (self.vt(v), self.vt(self.operand(v, 0)));
        let x = self.reg(self.operand(v, 0));
        let d = self.def(v);
        match (from, to) {
            (VT::F32, VT::F64) => self.emit(I::fcvt_d_s(d, x, Rm::Rne)),
            (VT::F64, VT::F32) => self.emit(I::fcvt_s_d(d, x, Rm::Dyn)),
            (a, b) if a == b => self.emit(I::copy(d, x)),
            (a, b) => return Err(err(format!("riscv64: FP conversion {a:?} to {b:?}"))),
        }
        Ok(())
    }

    /// `sitofp`/`uitofp` of an `i64` (narrower integers arrive extended).
    pub(super) fn int_to_fp(&mut self, v: SDValue) -> R {
        let signed = self.op(v) == Opcode::SiToFp;
        let to = self.vt(v);
        let x = self.reg(self.operand(v, 0));
        let d = self.def(v);
        self.emit(match (to, signed) {
            (VT::F32, true) => I::fcvt_s_l(d, x, Rm::Dyn),
            (VT::F32, false) => I::fcvt_s_lu(d, x, Rm::Dyn),
            (VT::F64, true) => I::fcvt_d_l(d, x, Rm::Dyn),
            (VT::F64, false) => I::fcvt_d_lu(d, x, Rm::Dyn),
            (t, _) => return Err(err(format!("riscv64: integer to {t:?}"))),
        });
        Ok(())
    }

    /// `fptosi`/`fptoui` to an `i64` (narrower results are its low bits), rounding toward
    /// zero.
    pub(super) fn fp_to_int(&mut self, v: SDValue) -> R {
        let signed = self.op(v) == Opcode::FpToSi;
        let ty = fty(self.vt(self.operand(v, 0)))?;
        let x = self.reg(self.operand(v, 0));
        let d = self.def(v);
        self.emit(if signed { I::fcvt_l(ty, d, x, Rm::Rtz) } else { I::fcvt_lu(ty, d, x, Rm::Rtz) });
        Ok(())
    }

    pub(super) fn bitcast(&mut self, v: SDValue) -> R {
        let (to, from) = (self.vt(v), self.vt(self.operand(v, 0)));
        let x = self.reg(self.operand(v, 0));
        let d = self.def(v);
        match (from.is_float(), to.is_float()) {
            (true, false) => self.emit(I::fmv_x_f(fty(from)?, d, x)),
            (false, true) => self.emit(I::fmv_f_x(fty(to)?, d, x)),
            _ => self.emit(I::copy(d, x)),
        }
        Ok(())
    }
}
