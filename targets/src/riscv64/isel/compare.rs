//! Comparisons, selects and branches: integer compares as `slt`/`sltu` (and `slti`/
//! `sltiu`, `seqz`/`snez` after an `xor`), FP compares as `feq`/`flt`/`fle` combined for
//! the unordered and `one` predicates, compares fused into the two-way block branches
//! (`BrEq a, b, taken, not_taken` ...), branch-free selects (RV64GC has no conditional
//! move: `f ^ ((t ^ f) & -c)`, FP values through integer registers), and jump tables.

use super::{err, fty, is_simm12, Sel, R};
use crate::riscv64::inst::{self as I, Ty};
use crate::riscv64::regs::ZERO;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::{CondCode, NodeData, Opcode};
use rllc_isel::mir::{MBlockId, MInst, Reg, VReg};

/// The two-way branch of an integer condition on `a`, `b` (swapping operands for the
/// conditions RISC-V spells the other way round).
fn int_branch(cc: CondCode, a: Reg, b: Reg, t: MBlockId, e: MBlockId) -> Option<MInst> {
    use CondCode::*;
    Some(match cc {
        Eq => I::br_eq(a, b, t, e),
        Ne => I::br_ne(a, b, t, e),
        Slt => I::br_lt(a, b, t, e),
        Sge => I::br_ge(a, b, t, e),
        Sgt => I::br_lt(b, a, t, e),
        Sle => I::br_ge(b, a, t, e),
        Ult => I::br_ltu(a, b, t, e),
        Uge => I::br_geu(a, b, t, e),
        Ugt => I::br_ltu(b, a, t, e),
        Ule => I::br_geu(b, a, t, e),
        _ => return None,
    })
}

impl Sel<'_, '_> {
    /// Whether `c` is known to be 0 or 1.
    fn known_bool(&self, c: SDValue) -> bool {
        match self.op(c) {
            Opcode::SetCC => true,
            Opcode::Constant => matches!(self.dag.const_int(c), Some(0 | 1)),
            Opcode::And => self.cint(self.operand(c, 1)) == Some(1),
            _ => false,
        }
    }

    /// A register holding boolean `c` as 0 or 1 (a promoted `i1` may carry garbage above
    /// its low bit).
    fn bool_reg(&mut self, c: SDValue) -> Reg {
        if self.known_bool(c) {
            return self.reg_or_zero(c);
        }
        let r = self.reg(c);
        let b = self.gpr();
        self.emit(I::andi(b, r, 1i64));
        Reg::Virt(b)
    }

    pub(super) fn setcc(&mut self, v: SDValue) -> R {
        let cc = self.dag.data(v).cc().ok_or_else(|| err("SetCC without condition"))?;
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        let d = self.def(v);
        if self.vt(a).is_float() {
            return self.fp_setcc(d, cc, a, b);
        }
        self.int_setcc(d, cc, a, b)
    }

    fn int_setcc(&mut self, d: VReg, cc: CondCode, a: SDValue, b: SDValue) -> R {
        use CondCode::*;
        let k = self.cint(b);
        match cc {
            Eq | Ne => {
                let x = match k {
                    Some(0) => self.reg_or_zero(a),
                    Some(k) if is_simm12(k) => {
                        let (s, t) = (self.reg_or_zero(a), self.gpr());
                        self.emit(I::xori(t, s, k));
                        Reg::Virt(t)
                    }
                    _ => {
                        let (s, u, t) = (self.reg_or_zero(a), self.reg_or_zero(b), self.gpr());
                        self.emit(I::xor(t, s, u));
                        Reg::Virt(t)
                    }
                };
                self.emit(if cc == Eq { I::sltiu(d, x, 1i64) } else { I::sltu(d, ZERO, x) });
            }
            Slt | Ult if k.is_some_and(is_simm12) => {
                let s = self.reg_or_zero(a);
                let k = k.unwrap_or(0);
                self.emit(if cc == Slt { I::slti(d, s, k) } else { I::sltiu(d, s, k) });
            }
            // a <= k is a < k + 1 (k + 1 still 12 bits, and no wrap for unsigned).
            Sle | Ule if k.is_some_and(|k| is_simm12(k + 1) && !(cc == Ule && k == -1)) => {
                let s = self.reg_or_zero(a);
                let k = k.unwrap_or(0) + 1;
                self.emit(if cc == Sle { I::slti(d, s, k) } else { I::sltiu(d, s, k) });
            }
            _ => {
                let (x, y) = (self.reg_or_zero(a), self.reg_or_zero(b));
                // (operands swapped, result inverted)
                let (swap, invert, unsigned) = match cc {
                    Slt => (false, false, false),
                    Sgt => (true, false, false),
                    Sge => (false, true, false),
                    Sle => (true, true, false),
                    Ult => (false, false, true),
                    Ugt => (true, false, true),
                    Uge => (false, true, true),
                    Ule => (true, true, true),
                    c => return Err(err(format!("riscv64: integer condition {c:?}"))),
                };
                let (x, y) = if swap { (y, x) } else { (x, y) };
                let t = if invert { self.gpr() } else { d };
                self.emit(if unsigned { I::sltu(t, x, y) } else { I::slt(t, x, y) });
                if invert {
                    self.emit(I::xori(d, t, 1i64));
                }
            }
        }
        Ok(())
    }

    fn fp_setcc(&mut self, d: VReg, cc: CondCode, a: SDValue, b: SDValue) -> R {
        use CondCode::*;
        let ty = fty(self.vt(a))?;
        let (x, y) = (self.reg(a), self.reg(b));
        // (compare, operands swapped, result inverted)
        enum K {
            Eq,
            Lt,
            Le,
            Ord,
            One,
        }
        let (k, swap, invert) = match cc {
            FOeq | Eq => (K::Eq, false, false),
            FUne | Ne => (K::Eq, false, true),
            FOlt | Slt | Ult => (K::Lt, false, false),
            FOgt | Sgt | Ugt => (K::Lt, true, false),
            FOle | Sle | Ule => (K::Le, false, false),
            FOge | Sge | Uge => (K::Le, true, false),
            FUge => (K::Lt, false, true),
            FUle => (K::Lt, true, true),
            FUgt => (K::Le, false, true),
            FUlt => (K::Le, true, true),
            FOrd => (K::Ord, false, false),
            FUno => (K::Ord, false, true),
            FOne => (K::One, false, false),
            FUeq => (K::One, false, true),
            FFalse | FTrue => {
                self.emit(I::addi(Ty::X, d, ZERO, i64::from(cc == FTrue)));
                return Ok(());
            }
        };
        let (x, y) = if swap { (y, x) } else { (x, y) };
        let t = if invert { self.gpr() } else { d };
        match k {
            K::Eq => self.emit(I::feq(ty, t, x, y)),
            K::Lt => self.emit(I::flt(ty, t, x, y)),
            K::Le => self.emit(I::fle(ty, t, x, y)),
            K::Ord => {
                let (p, q) = (self.gpr(), self.gpr());
                self.emit(I::feq(ty, p, x, x));
                self.emit(I::feq(ty, q, y, y));
                self.emit(I::and(t, p, q));
            }
            K::One => {
                let (p, q) = (self.gpr(), self.gpr());
                self.emit(I::flt(ty, p, x, y));
                self.emit(I::flt(ty, q, y, x));
                self.emit(I::or(t, p, q));
            }
        }
        if invert {
            self.emit(I::xori(d, t, 1i64));
        }
        Ok(())
    }

    /// `c ? t : f` without a branch: `f ^ ((t ^ f) & -c)`; FP values through integer
    /// registers (`fmv.x.d`/`fmv.d.x` keep every bit).
    pub(super) fn select(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let (c, tv, fv) = (self.operand(v, 0), self.operand(v, 1), self.operand(v, 2));
        let cb = self.bool_reg(c);
        // One side zero (a logical `and` as `select c, x, false`): a mask of the other.
        if !vt.is_float() && (self.cint(fv) == Some(0) || self.cint(tv) == Some(0)) {
            let m = self.gpr();
            let x = if self.cint(fv) == Some(0) {
                self.emit(I::sub(Ty::X, m, ZERO, cb));
                self.reg_or_zero(tv)
            } else {
                self.emit(I::addi(Ty::X, m, cb, -1i64));
                self.reg_or_zero(fv)
            };
            let d = self.def(v);
            self.emit(I::and(d, x, m));
            return Ok(());
        }
        let (t, f) = if vt.is_float() {
            let ty = fty(vt)?;
            let (a, b) = (self.reg(tv), self.reg(fv));
            let (x, y) = (self.gpr(), self.gpr());
            self.emit(I::fmv_x_f(ty, x, a));
            self.emit(I::fmv_x_f(ty, y, b));
            (Reg::Virt(x), Reg::Virt(y))
        } else {
            (self.reg_or_zero(tv), self.reg_or_zero(fv))
        };
        let (m, x, y) = (self.gpr(), self.gpr(), self.gpr());
        self.emit(I::sub(Ty::X, m, ZERO, cb));
        self.emit(I::xor(x, t, f));
        self.emit(I::and(y, x, m));
        if vt.is_float() {
            let r = self.gpr();
            self.emit(I::xor(r, f, y));
            let d = self.def(v);
            self.emit(I::fmv_f_x(fty(vt)?, d, r));
        } else {
            let d = self.def(v);
            self.emit(I::xor(d, f, y));
        }
        Ok(())
    }

    pub(super) fn brcond(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let (t, e) = (self.cx.block_of(n.op(2)), self.cx.block_of(n.op(3)));
        let c = n.op(1);
        if self.op(c) == Opcode::SetCC && self.dag.has_one_use(c) && !self.vt(self.operand(c, 0)).is_float() {
            let cc = self.dag.data(c).cc().ok_or_else(|| err("SetCC without condition"))?;
            return self.int_compare_branch(cc, self.operand(c, 0), self.operand(c, 1), t, e);
        }
        let r = self.bool_reg(c);
        self.emit(I::br_ne(r, ZERO, t, e));
        Ok(())
    }

    pub(super) fn brcc(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let cc = n.data.cc().ok_or_else(|| err("BrCC without condition"))?;
        let (t, e) = (self.cx.block_of(n.op(3)), self.cx.block_of(n.op(4)));
        if self.vt(n.op(1)).is_float() {
            let d = self.gpr();
            self.fp_setcc(d, cc, n.op(1), n.op(2))?;
            self.emit(I::br_ne(d, ZERO, t, e));
            return Ok(());
        }
        self.int_compare_branch(cc, n.op(1), n.op(2), t, e)
    }

    fn int_compare_branch(&mut self, cc: CondCode, a: SDValue, b: SDValue, t: MBlockId, e: MBlockId) -> R {
        let (x, y) = (self.reg_or_zero(a), self.reg_or_zero(b));
        let br = int_branch(cc, x, y, t, e).ok_or_else(|| err(format!("riscv64: branch condition {cc:?}")))?;
        self.emit(br);
        Ok(())
    }

    /// `BrJT table, index`: entries are 32-bit `block − table` differences.
    pub(super) fn jump_table(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let k = match n.data {
            NodeData::JumpTable(k) => k,
            _ => return Err(err("BrJT without a table")),
        };
        let idx = self.reg(n.op(1));
        let (table, off, addr, entry, target) = (self.gpr(), self.gpr(), self.gpr(), self.gpr(), self.gpr());
        self.symbol_address(table, rllc_isel::mir::SymbolRef::JumpTable(k), 0);
        self.emit(I::slli(Ty::X, off, idx, 2i64));
        self.emit(I::add(Ty::X, addr, table, off));
        self.emit(I::load(Ty::W, entry, crate::riscv64::inst::Addr::base(addr, 0)));
        self.emit(I::add(Ty::X, target, table, entry));
        self.emit(I::jump_reg(target));
        Ok(())
    }
}
