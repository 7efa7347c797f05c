//! Integer arithmetic on `i64`: register-register and register-immediate forms, shifts by
//! constants, the M extension (`mul`, `mulh[u]`, `div[u]`, `rem[u]`), and sign extension
//! within a register, where a 32-bit result folds into the `W` form of its operation
//! (`addw`, `subw`, `mulw`, `slliw`, `sext.w` otherwise).

use super::{err, is_simm12, Sel, R};
use crate::riscv64::inst::{self as I, Ty};
use rllc_isel::dag::SDValue;
use rllc_isel::dag_ops::{NodeData, Opcode};
use rllc_isel::mir::MInst;
use rllc_isel::mir::{Reg, VReg};

impl Sel<'_, '_> {
    pub(super) fn int_binop(&mut self, v: SDValue) -> R {
        let op = self.op(v);
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        // Constants on the left of commutative operations move right.
        let (a, b) =
            if self.cint(a).is_some() && self.cint(b).is_none() && op.is_commutative() { (b, a) } else { (a, b) };
        if let Some(k) = self.cint(b) {
            let imm = match op {
                Opcode::Sub => k.checked_neg().filter(|n| is_simm12(*n)),
                Opcode::Shl | Opcode::Srl | Opcode::Sra => Some(k & 63),
                Opcode::Add | Opcode::And | Opcode::Or | Opcode::Xor => Some(k).filter(|k| is_simm12(*k)),
                _ => None,
            };
            // A mask of the low n bits that `andi` cannot take: shifted up and back down
            // (`zext.w` of RV64GC is `slli 32` + `srli 32`), as llc does without Zba/Zbb.
            let low_ones = (k as u64).trailing_ones();
            if op == Opcode::And && imm.is_none() && (12..64).contains(&low_ones) && (k as u64) >> low_ones == 0 {
                let s = self.reg_or_zero(a);
                let d = self.def(v);
                let t = self.new_vreg(crate::riscv64::regs::GPR);
                let shift = i64::from(64 - low_ones);
                self.emit(I::slli(Ty::X, t, s, shift));
                self.emit(I::srli(Ty::X, d, t, shift));
                return Ok(());
            }
            if let Some(imm) = imm {
                let s = self.reg_or_zero(a);
                let d = self.def(v);
                let i = match op {
                    Opcode::Add | Opcode::Sub => I::addi(Ty::X, d, s, imm),
                    Opcode::And => I::andi(d, s, imm),
                    Opcode::Or => I::ori(d, s, imm),
                    Opcode::Xor => I::xori(d, s, imm),
                    Opcode::Shl => I::slli(Ty::X, d, s, imm),
                    Opcode::Srl => I::srli(Ty::X, d, s, imm),
                    _ => I::srai(Ty::X, d, s, imm),
                };
                self.emit(i);
                return Ok(());
            }
        }
        let (x, y) = (self.reg_or_zero(a), self.reg_or_zero(b));
        let d = self.def(v);
        self.emit(rr(op, Ty::X, d, x, y)?);
        Ok(())
    }

    pub(super) fn int_mul_div(&mut self, v: SDValue) -> R {
        let op = self.op(v);
        let (x, y) = (self.reg_or_zero(self.operand(v, 0)), self.reg_or_zero(self.operand(v, 1)));
        let d = self.def(v);
        self.emit(match op {
            Opcode::SDiv => I::div(Ty::X, d, x, y),
            Opcode::UDiv => I::divu(Ty::X, d, x, y),
            Opcode::SRem => I::rem(Ty::X, d, x, y),
            Opcode::URem => I::remu(Ty::X, d, x, y),
            Opcode::MulHS => I::mulh(d, x, y),
            _ => I::mulhu(d, x, y),
        });
        Ok(())
    }

    /// `sext_inreg(x, iN)`: the `W` form of x's operation for N = 32 when x has no other
    /// use, `sext.w` (`addiw d, x, 0`) otherwise, a left and an arithmetic right shift for
    /// narrower N.
    pub(super) fn sext_inreg(&mut self, v: SDValue) -> R {
        let from = match self.dag.data(v) {
            NodeData::VT(t) => t.bits(),
            _ => return Err(err("sext_inreg without a type")),
        };
        let x = self.operand(v, 0);
        if from >= 64 {
            let s = self.reg(x);
            let d = self.def(v);
            self.emit(I::copy(d, s));
            return Ok(());
        }
        if from == 32 && self.dag.has_one_use(x) && self.w_form(v, x)? {
            return Ok(());
        }
        let s = self.reg(x);
        let d = self.def(v);
        if from == 32 {
            self.emit(I::addi(Ty::W, d, s, 0i64));
        } else {
            let t = self.gpr();
            let sh = i64::from(64 - from);
            self.emit(I::slli(Ty::X, t, s, sh));
            self.emit(I::srai(Ty::X, d, t, sh));
        }
        Ok(())
    }

    /// The 32-bit operation `x` computed by its `W` form straight into `v`'s register.
    fn w_form(&mut self, v: SDValue, x: SDValue) -> R<bool> {
        let op = self.op(x);
        // Only operations whose low 32 result bits depend on the low 32 operand bits alone
        // (a right shift brings higher bits down).
        if !matches!(op, Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl) {
            return Ok(false);
        }
        let (a, b) = (self.operand(x, 0), self.operand(x, 1));
        if let Some(k) = self.cint(b) {
            let imm = match op {
                Opcode::Add => Some(k).filter(|k| is_simm12(*k)),
                Opcode::Sub => k.checked_neg().filter(|n| is_simm12(*n)),
                Opcode::Shl if (0..32).contains(&k) => Some(k),
                _ => None,
            };
            if let Some(imm) = imm {
                let s = self.reg_or_zero(a);
                let d = self.def(v);
                self.emit(match op {
                    Opcode::Add | Opcode::Sub => I::addi(Ty::W, d, s, imm),
                    _ => I::slli(Ty::W, d, s, imm),
                });
                return Ok(true);
            }
        }
        if op == Opcode::Shl {
            return Ok(false);
        }
        let (p, q) = (self.reg_or_zero(a), self.reg_or_zero(b));
        let d = self.def(v);
        self.emit(rr(op, Ty::W, d, p, q)?);
        Ok(true)
    }
}

/// The register-register form of `op`.
fn rr(op: Opcode, ty: Ty, d: VReg, x: Reg, y: Reg) -> R<MInst> {
    Ok(match op {
        Opcode::Add => I::add(ty, d, x, y),
        Opcode::Sub => I::sub(ty, d, x, y),
        Opcode::Mul => I::mul(ty, d, x, y),
        Opcode::And => I::and(d, x, y),
        Opcode::Or => I::or(d, x, y),
        Opcode::Xor => I::xor(d, x, y),
        Opcode::Shl => I::sll(ty, d, x, y),
        Opcode::Srl => I::srl(ty, d, x, y),
        Opcode::Sra => I::sra(ty, d, x, y),
        o => return Err(err(format!("riscv64: no register form of {o:?}"))),
    })
}
