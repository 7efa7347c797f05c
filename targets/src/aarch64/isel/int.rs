//! Integer arithmetic: add/sub with imm12 (or `lsl #12`) immediates and shifted-register
//! operands, `madd`/`msub`/`mneg`, bitmask immediates of `and`/`orr`/`eor`, `bic`/`orn`/
//! `eon`, shifts and rotates by immediates (`lsl`/`lsr`/`asr`/`ror`) or registers,
//! division, high multiplies (`smulh`/`umulh`, `smull`/`umull` for 32 bits), overflow
//! flags (`adds` + `cset`), bit counts and reversals, `abs`, min/max (`csel`), and
//! extensions (`sxtw`, `mov w` zero-extends, `sxtb`/`sxth`/`sbfx`).

use super::{err, ity, R, Sel};
use crate::aarch64::inst::{self as I, imm::encode_logical_imm, Cond, Ty};
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::{NodeData, Opcode};
use rllc_isel::mir::Reg;
use rllc_isel::vt::VT;

/// The `Shift` immediate of a shifted-register operand: kind (0 lsl, 1 lsr, 2 asr) << 8 | amount.
fn shift_imm(kind: i64, amount: i64) -> i64 {
    kind << 8 | amount
}

/// Whether `v` is an add/sub imm12 (optionally shifted by 12).
pub(super) fn is_addsub_imm(v: i64) -> bool {
    (0..4096).contains(&v) || (v & 0xfff == 0 && (0..4096).contains(&(v >> 12)))
}

impl Sel<'_, '_> {
    /// A constant shift amount of `v` for a `bits`-wide operation, reduced modulo the width.
    fn const_shift(&self, v: SDValue, bits: u32) -> Option<i64> {
        self.dag.const_int(v).map(|c| (c % bits as u128) as i64)
    }

    /// `v` as a shifted-register operand: (register, shift immediate) when it is a shift by
    /// a constant used only here.
    fn shifted_operand(&mut self, v: SDValue, bits: u32) -> Option<(Reg, i64)> {
        let kind = match self.op(v) {
            Opcode::Shl => 0,
            Opcode::Srl => 1,
            Opcode::Sra => 2,
            _ => return None,
        };
        if !self.dag.has_one_use(v) {
            return None;
        }
        let amt = self.const_shift(self.operand(v, 1), bits)?;
        let r = self.reg(self.operand(v, 0));
        Some((Reg::Virt(r), shift_imm(kind, amt)))
    }

    /// `v` as a multiply used only here (for `madd`/`msub`).
    fn mul_operands(&mut self, v: SDValue) -> Option<(Reg, Reg)> {
        if self.op(v) != Opcode::Mul || !self.dag.has_one_use(v) {
            return None;
        }
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        Some((Reg::Virt(self.reg(a)), Reg::Virt(self.reg(b))))
    }

    pub(super) fn int_binop(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let vt = self.vt(v);
        let ty = ity(vt)?;
        let bits = vt.bits();
        let op = self.op(v);
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        let cb = self.cint(b);
        match op {
            Add | Sub => {
                let neg = op == Sub;
                if let Some(c) = cb {
                    let c = if neg { c.wrapping_neg() } else { c };
                    // In 32 bits, a negative constant is its low 32 bits.
                    let c = if ty == Ty::W { c as i32 as i64 } else { c };
                    if is_addsub_imm(c) {
                        let s = self.reg(a);
                        let d = self.def(v);
                        self.emit(I::add_ri(ty, d, s, c));
                        return Ok(());
                    }
                    if c != i64::MIN && is_addsub_imm(-c) {
                        let s = self.reg(a);
                        let d = self.def(v);
                        self.emit(I::sub_ri(ty, d, s, -c));
                        return Ok(());
                    }
                }
                if neg && self.dag.const_int(a) == Some(0) {
                    if let Some((r, sh)) = self.shifted_operand(b, bits) {
                        let d = self.def(v);
                        self.emit(I::neg(ty, d, r, sh));
                        return Ok(());
                    }
                    let s = self.reg(b);
                    let d = self.def(v);
                    self.emit(I::neg(ty, d, s, 0i64));
                    return Ok(());
                }
                // a ± x * y
                if let Some((x, y)) = self.mul_operands(b) {
                    let s = self.reg(a);
                    let d = self.def(v);
                    self.emit(if neg { I::msub(ty, d, x, y, s) } else { I::madd(ty, d, x, y, s) });
                    return Ok(());
                }
                if !neg {
                    if let Some((x, y)) = self.mul_operands(a) {
                        let s = self.reg(b);
                        let d = self.def(v);
                        self.emit(I::madd(ty, d, x, y, s));
                        return Ok(());
                    }
                }
                if let Some((r, sh)) = self.shifted_operand(b, bits) {
                    let s = self.reg(a);
                    let d = self.def(v);
                    self.emit(if neg { I::sub_rr(ty, d, s, r, sh) } else { I::add_rr(ty, d, s, r, sh) });
                    return Ok(());
                }
                if !neg {
                    if let Some((r, sh)) = self.shifted_operand(a, bits) {
                        let s = self.reg(b);
                        let d = self.def(v);
                        self.emit(I::add_rr(ty, d, s, r, sh));
                        return Ok(());
                    }
                }
                let (x, y) = (self.reg(a), self.reg(b));
                let d = self.def(v);
                self.emit(if neg { I::sub_rr(ty, d, x, y, 0i64) } else { I::add_rr(ty, d, x, y, 0i64) });
            }
            Mul => {
                if self.op(a) == Sub && self.dag.const_int(self.operand(a, 0)) == Some(0) && self.dag.has_one_use(a) {
                    // (0 - x) * y = mneg x, y
                    let (x, y) = (self.reg(self.operand(a, 1)), self.reg(b));
                    let d = self.def(v);
                    self.emit(I::mneg(ty, d, x, y));
                    return Ok(());
                }
                let (x, y) = (self.reg(a), self.reg(b));
                let d = self.def(v);
                self.emit(I::mul(ty, d, x, y));
            }
            And | Or | Xor => {
                if op != Xor && self.logic_setcc(v)? {
                    return Ok(());
                }
                if let Some(c) = self.dag.const_int(b) {
                    let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
                    let c = c as u64 & mask;
                    if encode_logical_imm(c, bits).is_some() {
                        let s = self.reg(a);
                        let d = self.def(v);
                        self.emit(match op {
                            And => I::and_ri(ty, d, s, c),
                            Or => I::orr_ri(ty, d, s, c),
                            _ => I::eor_ri(ty, d, s, c),
                        });
                        return Ok(());
                    }
                    if op == Xor && c == mask {
                        let s = self.reg(a);
                        let d = self.def(v);
                        self.emit(I::mvn(ty, d, s, 0i64));
                        return Ok(());
                    }
                }
                // x & ~y, x | ~y, x ^ ~y
                for (x, y) in [(a, b), (b, a)] {
                    if self.op(y) == Xor && self.dag.has_one_use(y) {
                        let m = self.dag.const_int(self.operand(y, 1));
                        let full = if bits == 64 { u64::MAX as u128 } else { (1u128 << bits) - 1 };
                        if m.map(|m| m & full) == Some(full) {
                            let (xr, yr) = (self.reg(x), self.reg(self.operand(y, 0)));
                            let d = self.def(v);
                            self.emit(match op {
                                And => I::bic_rr(ty, d, xr, yr, 0i64),
                                Or => I::orn_rr(ty, d, xr, yr, 0i64),
                                _ => I::eon_rr(ty, d, xr, yr, 0i64),
                            });
                            return Ok(());
                        }
                    }
                }
                for (x, y) in [(a, b), (b, a)] {
                    if let Some((r, sh)) = self.shifted_operand(y, bits) {
                        let s = self.reg(x);
                        let d = self.def(v);
                        self.emit(match op {
                            And => I::and_rr(ty, d, s, r, sh),
                            Or => I::orr_rr(ty, d, s, r, sh),
                            _ => I::eor_rr(ty, d, s, r, sh),
                        });
                        return Ok(());
                    }
                }
                let (x, y) = (self.reg(a), self.reg(b));
                let d = self.def(v);
                self.emit(match op {
                    And => I::and_rr(ty, d, x, y, 0i64),
                    Or => I::orr_rr(ty, d, x, y, 0i64),
                    _ => I::eor_rr(ty, d, x, y, 0i64),
                });
            }
            Shl | Srl | Sra | Rotr | Rotl => {
                let bits_i = bits as i64;
                if let Some(k) = self.const_shift(b, bits) {
                    let s = self.reg(a);
                    let d = self.def(v);
                    self.emit(match op {
                        Shl => I::lsl_ri(ty, d, s, k),
                        Srl => I::lsr_ri(ty, d, s, k),
                        Sra => I::asr_ri(ty, d, s, k),
                        Rotr => I::ror_ri(ty, d, s, k),
                        _ => I::ror_ri(ty, d, s, (bits_i - k) % bits_i),
                    });
                    return Ok(());
                }
                let s = self.reg(a);
                let mut amt = self.reg(b);
                if op == Rotl {
                    let n = self.gpr();
                    self.emit(I::neg(ty, n, amt, 0i64));
                    amt = n;
                }
                let d = self.def(v);
                self.emit(match op {
                    Shl => I::lslv(ty, d, s, amt),
                    Srl => I::lsrv(ty, d, s, amt),
                    Sra => I::asrv(ty, d, s, amt),
                    _ => I::rorv(ty, d, s, amt),
                });
            }
            _ => return Err(err(format!("aarch64: integer operation {op:?}"))),
        }
        Ok(())
    }

    /// `AnyExtend`/`Truncate` between i32 and i64: the register as it is (32-bit
    /// operations ignore the upper half, and any-extended bits are unspecified).
    pub(super) fn any_ext_or_trunc(&mut self, v: SDValue) -> R {
        let s = self.reg(self.operand(v, 0));
        let d = self.def(v);
        self.emit(I::copy(d, s));
        Ok(())
    }

    pub(super) fn divide(&mut self, v: SDValue) -> R {
        let ty = ity(self.vt(v))?;
        let (a, b) = (self.reg(self.operand(v, 0)), self.reg(self.operand(v, 1)));
        let d = self.def(v);
        self.emit(if self.op(v) == Opcode::SDiv { I::sdiv(ty, d, a, b) } else { I::udiv(ty, d, a, b) });
        Ok(())
    }

    pub(super) fn mul_high(&mut self, v: SDValue) -> R {
        let signed = self.op(v) == Opcode::MulHS;
        let (a, b) = (self.reg(self.operand(v, 0)), self.reg(self.operand(v, 1)));
        let d = self.def(v);
        match self.vt(v) {
            VT::I64 => self.emit(if signed { I::smulh(d, a, b) } else { I::umulh(d, a, b) }),
            VT::I32 => {
                let p = self.gpr();
                self.emit(if signed { I::smull(p, a, b) } else { I::umull(p, a, b) });
                self.emit(I::lsr_ri(Ty::X, d, p, 32i64));
            }
            vt => return Err(err(format!("aarch64: high multiply of {vt:?}"))),
        }
        Ok(())
    }

    /// `SAddO`/`UAddO`/`SSubO`/`USubO`: the flag-setting operation and `cset`.
    pub(super) fn overflow_op(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let ty = ity(n.vt(0))?;
        let (a, b) = (self.reg(n.op(0)), self.reg(n.op(1)));
        let (sum, flag) = (SDValue::new(id, 0), SDValue::new(id, 1));
        let d = self.def(sum);
        let add = matches!(n.op, Opcode::SAddO | Opcode::UAddO);
        self.emit(if add { I::adds_rr(ty, d, a, b, 0i64) } else { I::subs_rr(ty, d, a, b, 0i64) });
        let cc = match n.op {
            Opcode::UAddO => Cond::Hs,
            Opcode::USubO => Cond::Lo,
            _ => Cond::Vs,
        };
        let f = self.def(flag);
        self.emit(I::cset(ity(n.vt(1))?, f, cc));
        Ok(())
    }

    pub(super) fn bit_op(&mut self, v: SDValue) -> R {
        let ty = ity(self.vt(v))?;
        let s = self.reg(self.operand(v, 0));
        let d = self.def(v);
        match self.op(v) {
            Opcode::Ctlz | Opcode::CtlzZeroUndef => self.emit(I::clz(ty, d, s)),
            Opcode::Cttz | Opcode::CttzZeroUndef => {
                let r = self.gpr();
                self.emit(I::rbit(ty, r, s));
                self.emit(I::clz(ty, d, r));
            }
            Opcode::Bswap => self.emit(I::rev(ty, d, s)),
            _ => self.emit(I::rbit(ty, d, s)),
        }
        Ok(())
    }

    pub(super) fn abs(&mut self, v: SDValue) -> R {
        let ty = ity(self.vt(v))?;
        let s = self.reg(self.operand(v, 0));
        let d = self.def(v);
        self.emit(I::cmp_ri(ty, s, 0i64));
        self.emit(I::cneg(ty, d, s, Cond::Mi));
        Ok(())
    }

    pub(super) fn min_max(&mut self, v: SDValue) -> R {
        let ty = ity(self.vt(v))?;
        let (a, b) = (self.reg(self.operand(v, 0)), self.reg(self.operand(v, 1)));
        let cc = match self.op(v) {
            Opcode::Smin => Cond::Lt,
            Opcode::Smax => Cond::Gt,
            Opcode::Umin => Cond::Lo,
            _ => Cond::Hi,
        };
        let d = self.def(v);
        self.emit(I::cmp_rr(ty, a, b, 0i64));
        self.emit(I::csel(ty, d, a, b, cc));
        Ok(())
    }

    /// `ZeroExtend`/`SignExtend` of an i32 to i64 (narrower types are promoted before
    /// selection, so their extensions are `and`s and `SignExtendInReg`s).
    pub(super) fn extend(&mut self, v: SDValue) -> R {
        let src = self.operand(v, 0);
        let (from, to) = (self.vt(src), self.vt(v));
        let s = self.reg(src);
        let d = self.def(v);
        match (from, to, self.op(v)) {
            (VT::I32, VT::I64, Opcode::ZeroExtend) => self.emit(I::mov_rr(Ty::W, d, s)),
            (VT::I32, VT::I64, _) => self.emit(I::sxtw(d, s)),
            (f, t, _) if f == t => self.emit(I::copy(d, s)),
            (f, t, o) => return Err(err(format!("aarch64: {o:?} from {f:?} to {t:?}"))),
        }
        Ok(())
    }

    pub(super) fn sext_inreg(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let ty = ity(vt)?;
        let from = match *self.dag.data(v) {
            NodeData::VT(t) => t.bits(),
            _ => return Err(err("aarch64: sext_inreg without a type")),
        };
        let s = self.reg(self.operand(v, 0));
        let d = self.def(v);
        match from {
            8 => self.emit(I::sxtb(ty, d, s)),
            16 => self.emit(I::sxth(ty, d, s)),
            32 if ty == Ty::X => self.emit(I::sxtw(d, s)),
            b if b >= vt.bits() => self.emit(I::copy(d, s)),
            b => self.emit(I::sbfx(ty, d, s, 0i64, b as i64)),
        }
        Ok(())
    }
}
