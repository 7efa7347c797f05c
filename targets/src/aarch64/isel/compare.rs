//! Comparisons, selects and branches: `cmp`/`cmn` with imm12 immediates, `tst` for `and`
//! compared with zero, `fcmp` (against `#0.0` too), fused into `b.cond`, `csel`/`fcsel`
//! and `cset`. FP conditions NZCV cannot express in one code (`one`, `ueq`) take two,
//! as llc does (`mi` or `gt`; `eq` or `vs`). Jump tables are PIC-safe 32-bit offsets.

use super::int::is_addsub_imm;
use super::{err, fty, ity, R, Sel};
use crate::aarch64::inst::{self as I, imm::encode_logical_imm, Addr, Cond, Extend, Ty};
use crate::aarch64::regs::XZR;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::{CondCode, NodeData, Opcode};
use rllc_isel::mir::{MBlockId, SymbolRef, VReg};
use rllc_isel::vt::VT;

/// The flags after a comparison, as the conditions to test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Flags {
    One(Cond),
    /// True when either condition holds.
    Or(Cond, Cond),
    /// A condition that does not depend on the operands.
    Const(bool),
}

fn int_cond(cc: CondCode) -> Cond {
    use CondCode::*;
    match cc {
        Eq => Cond::Eq,
        Ne => Cond::Ne,
        Ugt => Cond::Hi,
        Uge => Cond::Hs,
        Ult => Cond::Lo,
        Ule => Cond::Ls,
        Sgt => Cond::Gt,
        Sge => Cond::Ge,
        Slt => Cond::Lt,
        _ => Cond::Le,
    }
}

/// The conditions after `fcmp a, b` for an FP predicate.
fn fp_flags(cc: CondCode) -> Flags {
    use CondCode::*;
    match cc {
        FOeq => Flags::One(Cond::Eq),
        FOgt => Flags::One(Cond::Gt),
        FOge => Flags::One(Cond::Ge),
        FOlt => Flags::One(Cond::Mi),
        FOle => Flags::One(Cond::Ls),
        FOne => Flags::Or(Cond::Mi, Cond::Gt),
        FOrd => Flags::One(Cond::Vc),
        FUno => Flags::One(Cond::Vs),
        FUeq => Flags::Or(Cond::Eq, Cond::Vs),
        FUgt => Flags::One(Cond::Hi),
        FUge => Flags::One(Cond::Pl),
        FUlt => Flags::One(Cond::Lt),
        FUle => Flags::One(Cond::Le),
        FUne => Flags::One(Cond::Ne),
        FTrue => Flags::Const(true),
        FFalse => Flags::Const(false),
        // Integer codes on floats come from fast-math folds: ordered meanings.
        Eq => Flags::One(Cond::Eq),
        Ne => Flags::One(Cond::Ne),
        Sgt | Ugt => Flags::One(Cond::Gt),
        Sge | Uge => Flags::One(Cond::Ge),
        Slt | Ult => Flags::One(Cond::Mi),
        Sle | Ule => Flags::One(Cond::Ls),
    }
}

impl Sel<'_, '_> {
    /// Emits the comparison of `a` and `b` and returns the flags to test for `cc`.
    pub(super) fn compare(&mut self, a: SDValue, b: SDValue, cc: CondCode) -> R<Flags> {
        let vt = self.vt(a);
        if vt.is_float() {
            let ty = fty(vt)?;
            let f = fp_flags(cc);
            if let Flags::Const(_) = f {
                return Ok(f);
            }
            let x = self.reg(a);
            if self.op(b) == Opcode::ConstantFP && matches!(self.dag.data(b), NodeData::Fp(0)) {
                self.emit(I::fcmp_z(ty, x));
            } else {
                let y = self.reg(b);
                self.emit(I::fcmp(ty, x, y));
            }
            return Ok(f);
        }
        let ty = ity(vt)?;
        let bits = vt.bits();
        // A constant on the left: swap.
        let (a, b, cc) = if self.dag.const_int(a).is_some() && self.dag.const_int(b).is_none() {
            (b, a, cc.swapped())
        } else {
            (a, b, cc)
        };
        if let Some(c) = self.cint(b) {
            let c = if ty == Ty::W { c as i32 as i64 } else { c };
            // (x & m) ==/!= 0: tst.
            if c == 0 && matches!(cc, CondCode::Eq | CondCode::Ne) && self.op(a) == Opcode::And {
                let (x, m) = (self.operand(a, 0), self.operand(a, 1));
                if self.dag.has_one_use(a) {
                    if let Some(mv) = self.dag.const_int(m) {
                        let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
                        if encode_logical_imm(mv as u64 & mask, bits).is_some() {
                            let xr = self.reg(x);
                            self.emit(I::tst_ri(ty, xr, mv as u64 & mask));
                            return Ok(Flags::One(int_cond(cc)));
                        }
                    }
                    let (xr, mr) = (self.reg(x), self.reg(m));
                    self.emit(I::tst_rr(ty, xr, mr, 0i64));
                    return Ok(Flags::One(int_cond(cc)));
                }
            }
            let x = self.reg(a);
            if is_addsub_imm(c) {
                self.emit(I::cmp_ri(ty, x, c));
                return Ok(Flags::One(int_cond(cc)));
            }
            if c != i64::MIN && is_addsub_imm(-c) {
                self.emit(I::cmn_ri(ty, x, -c));
                return Ok(Flags::One(int_cond(cc)));
            }
        }
        let x = self.reg(a);
        let y = self.reg(b);
        self.emit(I::cmp_rr(ty, x, y, 0i64));
        Ok(Flags::One(int_cond(cc)))
    }

    /// The flags of a boolean value: a comparison used only here is fused; anything else
    /// is tested against zero.
    pub(super) fn cond_flags(&mut self, c: SDValue) -> R<Flags> {
        if self.op(c) == Opcode::SetCC && self.dag.has_one_use(c) {
            let cc = self.dag.data(c).cc().ok_or_else(|| err("SetCC without condition"))?;
            return self.compare(self.operand(c, 0), self.operand(c, 1), cc);
        }
        let ty = ity(self.vt(c))?;
        let r = self.reg(c);
        self.emit(I::cmp_ri(ty, r, 0i64));
        Ok(Flags::One(Cond::Ne))
    }

    /// `d = flags ? 1 : 0`.
    fn flags_to_bool(&mut self, f: Flags, ty: Ty, d: VReg) {
        match f {
            Flags::One(c) => self.emit(I::cset(ty, d, c)),
            Flags::Or(c1, c2) => {
                let t = self.gpr();
                self.emit(I::cset(ty, t, c1));
                self.emit(I::csinc(ty, d, t, XZR, c2.invert()));
            }
            Flags::Const(b) => {
                for i in I::mov_imm(ty, d, b as i64) {
                    self.emit(i);
                }
            }
        }
    }

    pub(super) fn setcc(&mut self, v: SDValue) -> R {
        let cc = self.dag.data(v).cc().ok_or_else(|| err("SetCC without condition"))?;
        let f = self.compare(self.operand(v, 0), self.operand(v, 1), cc)?;
        let ty = ity(self.vt(v))?;
        let d = self.def(v);
        self.flags_to_bool(f, ty, d);
        Ok(())
    }

    pub(super) fn select(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let (c, tv, fv) = (self.operand(v, 0), self.operand(v, 1), self.operand(v, 2));
        let (t, e) = (self.reg(tv), self.reg(fv));
        let f = self.cond_flags(c)?;
        let d = self.def(v);
        let sel = |ty: Ty, d: VReg, a: VReg, b: VReg, c: Cond| {
            if vt.is_float() {
                I::fcsel(ty, d, a, b, c)
            } else {
                I::csel(ty, d, a, b, c)
            }
        };
        let ty = if vt.is_float() { fty(vt)? } else { ity(vt)? };
        match f {
            Flags::One(cc) => self.emit(sel(ty, d, t, e, cc)),
            Flags::Or(c1, c2) => {
                let tmp = if vt.is_float() { self.fpr() } else { self.gpr() };
                self.emit(sel(ty, tmp, t, e, c1));
                self.emit(sel(ty, d, t, tmp, c2));
            }
            Flags::Const(b) => self.emit(I::copy(d, if b { t } else { e })),
        }
        Ok(())
    }

    /// Ends the block with a branch on `f`.
    fn branch(&mut self, f: Flags, t: MBlockId, e: MBlockId) {
        match f {
            Flags::One(c) => self.emit(I::brcond(c, t, e)),
            Flags::Const(b) => self.emit(I::b(if b { t } else { e })),
            Flags::Or(..) => {
                let r = self.gpr();
                self.flags_to_bool(f, Ty::W, r);
                self.emit(I::cmp_ri(Ty::W, r, 0i64));
                self.emit(I::brcond(Cond::Ne, t, e));
            }
        }
    }

    pub(super) fn brcond(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let f = self.cond_flags(n.op(1))?;
        let (t, e) = (self.cx.block_of(n.op(2)), self.cx.block_of(n.op(3)));
        self.branch(f, t, e);
        Ok(())
    }

    pub(super) fn brcc(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let cc = n.data.cc().ok_or_else(|| err("BrCC without condition"))?;
        let f = self.compare(n.op(1), n.op(2), cc)?;
        let (t, e) = (self.cx.block_of(n.op(3)), self.cx.block_of(n.op(4)));
        self.branch(f, t, e);
        Ok(())
    }

    /// `BrJT`: a PIC-safe table of 32-bit entries, each the target block's offset minus
    /// the table's: `adrp`/`add` the table, `ldrsw` the entry, add, `br`.
    pub(super) fn jump_table(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let NodeData::JumpTable(jt) = n.data else { return Err(err("BrJT without table")) };
        let idx = n.op(1);
        let i = self.reg(idx);
        let i = if self.vt(idx) == VT::I32 {
            let w = self.gpr();
            self.emit(I::mov_rr(Ty::W, w, i));
            w
        } else {
            i
        };
        let sym = SymbolRef::JumpTable(jt);
        let p = self.gpr();
        self.emit(I::adrp(p, sym, I::SymMod::None));
        let t = self.gpr();
        self.emit(I::add_lo12(t, p, sym, I::SymMod::Lo12));
        let e = self.gpr();
        self.emit(I::ldrsw(e, Addr::index(t, i, Extend::Lsl, true)));
        let s = self.gpr();
        self.emit(I::add_rr(Ty::X, s, t, e, 0i64));
        self.emit(I::br(s));
        Ok(())
    }
}
