//! Comparisons, selects and branches: the flags of a comparison as one or two condition
//! codes (`Flags`; `fcmp oeq`/`une` need ZF and PF), `test`/`cmp`/`ucomis*` with folded
//! loads, conditions fused into `jcc`/`cmov`/`setcc`, and jump tables.

use super::{err, isize_of, R, Sel};
use crate::x86_64::inst::{self as I, Addr, Cc};
use crate::x86_64::regs::Size;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::{CondCode, NodeData, Opcode};
use rllc_isel::mir::{MBlockId, MInst, SymbolRef, VReg};
use rllc_isel::vt::VT;

/// The flags of a comparison, as the condition codes that test it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::x86_64) enum Flags {
    One(Cc),
    /// True when both hold (`fcmp oeq`: ZF and not PF).
    And(Cc, Cc),
    /// True when either holds (`fcmp une`: not ZF or PF).
    Or(Cc, Cc),
    /// Known without a comparison (`fcmp true`/`false`).
    Const(bool),
}

impl Flags {
    fn invert(self) -> Flags {
        match self {
            Flags::One(c) => Flags::One(c.invert()),
            Flags::And(a, b) => Flags::Or(a.invert(), b.invert()),
            Flags::Or(a, b) => Flags::And(a.invert(), b.invert()),
            Flags::Const(b) => Flags::Const(!b),
        }
    }
}

fn int_cc(cc: CondCode) -> Cc {
    use CondCode::*;
    match cc {
        Eq => Cc::E,
        Ne => Cc::NE,
        Ugt => Cc::A,
        Uge => Cc::AE,
        Ult => Cc::B,
        Ule => Cc::BE,
        Sgt => Cc::G,
        Sge => Cc::GE,
        Slt => Cc::L,
        _ => Cc::LE,
    }
}

/// How `ucomis*` (or `fucomip`) flags answer a float condition: whether to compare the
/// operands swapped, and the condition codes to test. Unordered operands set ZF, PF and
/// CF, so the ordered conditions test "above" (on swapped operands for < and <=) and
/// `oeq`/`une` need PF as well.
pub(in crate::x86_64) fn fcmp_flags(cc: CondCode) -> (bool, Flags) {
    use CondCode::*;
    use Flags::*;
    match cc {
        FFalse => (false, Const(false)),
        FTrue => (false, Const(true)),
        FOeq => (false, And(Cc::E, Cc::NP)),
        FUne => (false, Or(Cc::NE, Cc::P)),
        FOgt => (false, One(Cc::A)),
        FOge => (false, One(Cc::AE)),
        FOlt => (true, One(Cc::A)),
        FOle => (true, One(Cc::AE)),
        FOne => (false, One(Cc::NE)),
        FOrd => (false, One(Cc::NP)),
        FUno => (false, One(Cc::P)),
        FUeq => (false, One(Cc::E)),
        FUgt => (true, One(Cc::B)),
        FUge => (true, One(Cc::BE)),
        FUlt => (false, One(Cc::B)),
        _ => (false, One(Cc::BE)),
    }
}

/// The `cmpss`/`cmpsd`/`cmpps` predicate (0 eq, 1 lt, 2 le, 3 unord, 4 neq, 5 nlt, 6 nle,
/// 7 ord) computing a float condition, and whether the operands go swapped; `None` for
/// the conditions that need two compares.
pub(in crate::x86_64) fn cmp_predicate(cc: CondCode) -> Option<(i64, bool)> {
    use CondCode::*;
    Some(match cc {
        FOeq => (0, false),
        FOlt => (1, false),
        FOle => (2, false),
        FUno => (3, false),
        FUne => (4, false),
        FUge => (5, false),
        FUgt => (6, false),
        FOrd => (7, false),
        FOgt => (1, true),
        FOge => (2, true),
        FUle => (5, true),
        FUlt => (6, true),
        _ => return None,
    })
}

impl Sel<'_, '_> {
    // ---- comparisons, selects, branches ----

    /// Emits the comparison `a cc b` and returns how to test its flags. `fold` allows
    /// covering loads among the operands (the comparison is the only user).
    pub(super) fn compare(&mut self, a: SDValue, b: SDValue, cc: CondCode, fold: bool) -> R<Flags> {
        let vt = self.vt(a);
        if cc.is_float() {
            return self.float_compare(a, b, cc, fold);
        }
        let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: comparison of {vt:?}")))?;
        let c = int_cc(cc);
        // Against zero: `test` gives the flags of `cmp x, 0` for every condition.
        if self.dag.const_int(b) == Some(0) {
            if self.op(a) == Opcode::And {
                let (x, y) = (self.operand(a, 0), self.operand(a, 1));
                if let Some(k) = self.imm32(y) {
                    // (Not when the `and` is also materialized: its own selection reads
                    // the load, which must then stay a load.)
                    if fold && self.dag.has_one_use(a) && !self.cx.is_needed(a) && self.can_fold(x) {
                        if let Some(m) = self.foldable_load(x) {
                            self.emit(I::test_mi(size, m, k));
                            return Ok(Flags::One(c));
                        }
                    }
                    let r = self.reg(x);
                    self.emit(I::test_ri(size, r, k));
                } else {
                    let (r, s) = (self.reg(x), self.reg(y));
                    self.emit(I::test_rr(size, r, s));
                }
                return Ok(Flags::One(c));
            }
            if fold && self.can_fold(a) {
                if let Some(m) = self.foldable_load(a) {
                    self.emit(I::cmp_mi(size, m, 0));
                    return Ok(Flags::One(c));
                }
            }
            let r = self.reg(a);
            self.emit(I::test_rr(size, r, r));
            return Ok(Flags::One(c));
        }
        if let Some(k) = self.imm32(b) {
            if fold && self.can_fold(a) {
                if let Some(m) = self.foldable_load(a) {
                    self.emit(I::cmp_mi(size, m, k));
                    return Ok(Flags::One(c));
                }
            }
            let r = self.reg(a);
            self.emit(I::cmp_ri(size, r, k));
            return Ok(Flags::One(c));
        }
        if fold && self.can_fold(b) {
            if let Some(m) = self.foldable_load(b) {
                let r = self.reg(a);
                self.emit(I::cmp_rm(size, r, m));
                return Ok(Flags::One(c));
            }
        }
        if fold && self.can_fold(a) {
            if let Some(m) = self.foldable_load(a) {
                let r = self.reg(b);
                self.emit(I::cmp_mr(size, m, r));
                return Ok(Flags::One(c));
            }
        }
        let (x, y) = (self.reg(a), self.reg(b));
        self.emit(I::cmp_rr(size, x, y));
        Ok(Flags::One(c))
    }

    /// `ucomiss`/`ucomisd`: unordered operands set ZF, PF and CF, so the ordered
    /// conditions test "above" on swapped operands and `oeq`/`une` need PF too.
    fn float_compare(&mut self, a: SDValue, b: SDValue, cc: CondCode, fold: bool) -> R<Flags> {
        let (swap, f) = fcmp_flags(cc);
        if let Flags::Const(_) = f {
            return Ok(f);
        }
        let (x, y) = if swap { (b, a) } else { (a, b) };
        let vt = self.vt(x);
        let double = match vt {
            VT::F32 => false,
            VT::F64 => true,
            _ => return Err(err(format!("x86-64: float comparison of {vt:?}"))),
        };
        let r = self.reg(x);
        if fold && self.can_fold(y) {
            if let Some(m) = self.foldable_load(y) {
                self.emit(if double { I::ucomisd_rm(r, m) } else { I::ucomiss_rm(r, m) });
                return Ok(f);
            }
        }
        let s = self.reg(y);
        self.emit(if double { I::ucomisd_rr(r, s) } else { I::ucomiss_rr(r, s) });
        Ok(f)
    }

    /// The flags for using boolean `c` (0/1 in its low bit) as a condition: a fused
    /// comparison when `c` is a `SetCC`, else `test $1`.
    pub(super) fn cond_flags(&mut self, c: SDValue) -> R<Flags> {
        let dag = self.dag;
        match dag.opcode(c) {
            Opcode::SetCC if !dag.vt(dag.operand(c, 0)).is_vector() => {
                let cc = dag.data(c).cc().unwrap_or(CondCode::Ne);
                // The comparison may cover a load only when `c` is not also materialized
                // as a 0/1 value (a rule covering this node's user read it, e.g. the
                // branch on `select c, x, false` that tests `c` and `x`): the setcc's
                // own comparison then reads the load too, which a covered load never
                // defines.
                let fold = dag.has_one_use(c) && !self.cx.is_needed(c);
                return self.compare(dag.operand(c, 0), dag.operand(c, 1), cc, fold);
            }
            Opcode::Xor if dag.const_int(dag.operand(c, 1)) == Some(1) && dag.opcode(dag.operand(c, 0)) == Opcode::SetCC => {
                let s = dag.operand(c, 0);
                if !dag.vt(dag.operand(s, 0)).is_vector() {
                    let cc = dag.data(s).cc().unwrap_or(CondCode::Ne);
                    let fold = dag.has_one_use(c) && dag.has_one_use(s) && !self.cx.is_needed(c) && !self.cx.is_needed(s);
                    return Ok(self.compare(dag.operand(s, 0), dag.operand(s, 1), cc, fold)?.invert());
                }
            }
            Opcode::Constant => return Ok(Flags::Const(dag.const_int(c).unwrap_or(0) & 1 == 1)),
            // Only bit 0 of a condition counts: `x & y` (also `select x, y, false`) is one
            // `test` when either side has no other bits set.
            Opcode::And | Opcode::Select
                if dag.vt(c).is_int()
                    && (dag.opcode(c) == Opcode::And || dag.const_int(dag.operand(c, 2)) == Some(0))
                    && (self.known_bool(dag.operand(c, 0)) || self.known_bool(dag.operand(c, 1)))
                    && dag.const_int(dag.operand(c, 1)).is_none() =>
            {
                let (x, y) = (self.reg(dag.operand(c, 0)), self.reg(dag.operand(c, 1)));
                self.emit(I::test_rr(Size::S8, x, y));
                return Ok(Flags::One(Cc::NE));
            }
            _ => {}
        }
        let r = self.reg(c);
        self.emit(I::test_ri(Size::S8, r, 1));
        Ok(Flags::One(Cc::NE))
    }

    /// Materializes flags as a 0/1 byte in `d`. The last instruction sets ZF from the
    /// result, so `Flags::One(NE)` tests it afterwards.
    pub(in crate::x86_64) fn flags_to_bool(&mut self, f: Flags, d: VReg) {
        match f {
            Flags::One(c) => self.emit(I::setcc(c, d)),
            Flags::And(a, b) | Flags::Or(a, b) => {
                let (x, y) = (self.gpr(), self.gpr());
                self.emit(I::setcc(a, x));
                self.emit(I::setcc(b, y));
                if matches!(f, Flags::And(..)) {
                    self.emit(I::and_rr(Size::S8, d, x, y));
                } else {
                    self.emit(I::or_rr(Size::S8, d, x, y));
                }
            }
            Flags::Const(b) => self.emit(I::mov_ri(Size::S32, d, b as i64)),
        }
    }

    pub(super) fn branch(&mut self, f: Flags, t: MBlockId, e: MBlockId) {
        match f {
            Flags::One(c) => self.emit(I::brcond(c, t, e)),
            Flags::Const(b) => self.emit(I::jmp(if b { t } else { e })),
            _ => {
                let r = self.gpr();
                self.flags_to_bool(f, r);
                self.emit(I::brcond(Cc::NE, t, e));
            }
        }
    }

    pub(super) fn setcc(&mut self, v: SDValue) -> R {
        let cc = self.dag.data(v).cc().ok_or_else(|| err("SetCC without condition"))?;
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        let f = self.compare(a, b, cc, true)?;
        let vt = self.vt(v);
        let d = self.def(v);
        if vt == VT::I8 {
            self.flags_to_bool(f, d);
        } else {
            let t = self.gpr();
            self.flags_to_bool(f, t);
            self.emit(I::movzx8_rr(Size::S32, d, t));
        }
        Ok(())
    }

    /// `d = f ? tv : fv` with cmov (two for the two-flag conditions).
    fn cmov(&mut self, f: Flags, size: Size, tv: VReg, fv: VReg, d: VReg) {
        match f {
            Flags::One(c) => self.emit(I::cmov_rr(size, c, d, fv, tv)),
            Flags::And(a, b) => {
                let t = self.gpr();
                self.emit(I::cmov_rr(size, a.invert(), t, tv, fv));
                self.emit(I::cmov_rr(size, b.invert(), d, t, fv));
            }
            Flags::Or(a, b) => {
                let t = self.gpr();
                self.emit(I::cmov_rr(size, a, t, fv, tv));
                self.emit(I::cmov_rr(size, b, d, t, tv));
            }
            // (A 32-bit move keeps the upper half zero, as cmov would.)
            Flags::Const(b) => self.emit(I::mov_rr(size, d, if b { tv } else { fv })),
        }
    }

    pub(super) fn select(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let (c, t, f) = (self.operand(v, 0), self.operand(v, 1), self.operand(v, 2));
        // Logic on booleans: `select c, t, false` is `c & t`, `select c, true, f` is `c | f`.
        if vt.is_int() && self.known_bool(c) {
            let (ct, cf) = (self.dag.const_int(t), self.dag.const_int(f));
            let size = isize_of(vt).unwrap_or(Size::S32).max(Size::S32);
            if cf == Some(0) && ct.is_none() && self.known_bool(t) {
                let (x, y) = (self.reg(c), self.reg(t));
                let d = self.def(v);
                self.emit(I::and_rr(size, d, x, y));
                return Ok(());
            }
            if ct == Some(1) && cf.is_none() && self.known_bool(f) {
                let (x, y) = (self.reg(c), self.reg(f));
                let d = self.def(v);
                self.emit(I::or_rr(size, d, x, y));
                return Ok(());
            }
        }
        if let Some(size) = isize_of(vt) {
            let (tv, fv) = (self.reg(t), self.reg(f));
            let fl = self.cond_flags(c)?;
            let d = self.def(v);
            self.cmov(fl, size.max(Size::S32), tv, fv, d);
            return Ok(());
        }
        // Floats chosen by a comparison of floats of the same type: a cmpss/cmpsd mask
        // and logic (`(m & t) | (~m & f)`), all in XMM registers.
        if matches!(vt, VT::F32 | VT::F64) && self.op(c) == Opcode::SetCC && self.vt(self.operand(c, 0)) == vt {
            if let Some((pred, swap)) = self.dag.data(c).cc().and_then(cmp_predicate) {
                let (a, b) = (self.operand(c, 0), self.operand(c, 1));
                let (a, b) = if swap { (b, a) } else { (a, b) };
                let (x, y) = (self.reg(a), self.reg(b));
                let m = self.xmm();
                self.emit(if vt == VT::F64 { I::cmpsd_rri(m, x, y, pred) } else { I::cmpss_rri(m, x, y, pred) });
                let (tv, fv) = (self.reg(t), self.reg(f));
                let (p, q) = (self.xmm(), self.xmm());
                self.emit(I::andps_rr(p, m, tv));
                self.emit(I::andnps_rr(q, m, fv));
                let d = self.def(v);
                self.emit(I::orps_rr(d, p, q));
                return Ok(());
            }
        }
        // Floats: through GPRs (cmov), which keeps the choice branch-free.
        type Mov = fn(VReg, VReg) -> MInst;
        let (to_gpr, to_xmm): (Mov, Mov) = match vt {
            VT::F32 => (|d, s| I::movd_rx(d, s), |d, s| I::movd_xr(d, s)),
            VT::F64 => (|d, s| I::movq_rx(d, s), |d, s| I::movq_xr(d, s)),
            _ => return Err(err(format!("x86-64: select of {vt:?}"))),
        };
        let (tx, fx) = (self.reg(t), self.reg(f));
        let (tg, fg) = (self.gpr(), self.gpr());
        self.emit(to_gpr(tg, tx));
        self.emit(to_gpr(fg, fx));
        let fl = self.cond_flags(c)?;
        let r = self.gpr();
        self.cmov(fl, Size::S64, tg, fg, r);
        let d = self.def(v);
        self.emit(to_xmm(d, r));
        Ok(())
    }

    /// `BrJT`: a PIC-safe table of 32-bit entries, each the target block's offset minus
    /// the table's address: `lea table(%rip), t; movslq (t,i,4), e; add t, e; jmp *e`.
    pub(super) fn jump_table(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let NodeData::JumpTable(jt) = n.data else { return Err(err("BrJT without table")) };
        let i = self.reg(n.op(1));
        let t = self.gpr();
        self.emit(I::lea(Size::S64, t, Addr::rip(SymbolRef::JumpTable(jt), 0)));
        let e = self.gpr();
        self.emit(I::movsx32_rm(Size::S64, e, Addr::bis(t, i, 4, 0)));
        let s = self.gpr();
        self.emit(I::add_rr(Size::S64, s, e, t));
        // Under CET, the table's targets carry no `endbr64`: the jump is `notrack`.
        self.emit(if self.t.notrack_jump_tables { I::notrack_jmp_r(s) } else { I::jmp_r(s) });
        Ok(())
    }
}
