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
use rllc_isel::mir::{MBlockId, Reg, SymbolRef, VReg};
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

/// NZCV flags (N 8, Z 4, C 2, V 1) under which `c` is `value`: what a conditional compare
/// sets when its own condition fails.
fn nzcv_for(c: Cond, value: bool) -> i64 {
    (0..16).find(|&f| cond_holds(c, f) == value).unwrap_or(0)
}

/// Whether `c` holds under the flags `f` (N 8, Z 4, C 2, V 1).
fn cond_holds(c: Cond, f: i64) -> bool {
    let (n, z, cf, v) = (f & 8 != 0, f & 4 != 0, f & 2 != 0, f & 1 != 0);
    let base = match c as u8 >> 1 {
        0 => z,
        1 => cf,
        2 => n,
        3 => v,
        4 => cf && !z,
        5 => n == v,
        6 => n == v && !z,
        _ => true,
    };
    if c as u8 & 1 == 1 && (c as u8) < 14 {
        !base
    } else {
        base
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

    /// The two sides of `c` when it is `x && y` or `x || y` of booleans (`and`/`or`, or
    /// the `select x, y, false` / `select x, true, y` that SimplifyCFG makes): (x, y, is_and).
    fn logic_of(&self, c: SDValue) -> Option<(SDValue, SDValue, bool)> {
        match self.op(c) {
            Opcode::And => Some((self.operand(c, 0), self.operand(c, 1), true)),
            Opcode::Or => Some((self.operand(c, 0), self.operand(c, 1), false)),
            Opcode::Select if self.vt(c).is_int() => {
                let (x, t, f) = (self.operand(c, 0), self.operand(c, 1), self.operand(c, 2));
                if self.dag.const_int(f) == Some(0) {
                    Some((x, t, true))
                } else if self.dag.const_int(t).is_some_and(|v| v != 0) {
                    Some((x, f, false))
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// Whether `c` is a comparison used only once whose flags are one condition (all
    /// integer ones; FP but `one`/`ueq`/true/false), so a `ccmp`/`fccmp` can make it.
    fn one_cond_compare(&self, c: SDValue) -> Option<CondCode> {
        if self.op(c) != Opcode::SetCC || !self.dag.has_one_use(c) {
            return None;
        }
        let cc = self.dag.data(c).cc()?;
        let vt = self.vt(self.operand(c, 0));
        let ok = if vt.is_float() {
            matches!(vt, VT::F32 | VT::F64) && matches!(fp_flags(cc), Flags::One(_))
        } else {
            matches!(vt, VT::I32 | VT::I64)
        };
        ok.then_some(cc)
    }

    /// Whether `c` is a chain of `&&`/`||` over comparisons that `ccmp_chain` selects.
    fn is_ccmp_chain(&self, c: SDValue, depth: u32) -> bool {
        if depth > 0 && self.one_cond_compare(c).is_some() {
            return true;
        }
        if depth > 6 || (depth > 0 && !self.dag.has_one_use(c)) {
            return false;
        }
        match self.logic_of(c) {
            Some((x, y, _)) => self.one_cond_compare(y).is_some() && self.is_ccmp_chain(x, depth + 1),
            None => false,
        }
    }

    /// `x && y` / `x || y` of comparisons as llc selects them: the first comparison, then
    /// `ccmp`/`fccmp` of the second under the first's condition (else flags that decide
    /// the result alone), and the second's condition tested.
    fn ccmp_chain(&mut self, c: SDValue) -> R<Cond> {
        if let Some(cc) = self.one_cond_compare(c).filter(|_| self.logic_of(c).is_none()) {
            return match self.compare(self.operand(c, 0), self.operand(c, 1), cc)? {
                Flags::One(k) => Ok(k),
                _ => Err(err("aarch64: ccmp chain of a two-condition compare")),
            };
        }
        let (x, y, is_and) = self.logic_of(c).ok_or_else(|| err("aarch64: not a ccmp chain"))?;
        let c1 = self.ccmp_chain(x)?;
        let cc = self.dag.data(y).cc().ok_or_else(|| err("SetCC without condition"))?;
        // and: compare when c1 holds, else make c2 false; or: when c1 fails, else true.
        let (when, result) = if is_and { (c1, false) } else { (c1.invert(), true) };
        let (a, b) = (self.operand(y, 0), self.operand(y, 1));
        let vt = self.vt(a);
        if vt.is_float() {
            let Flags::One(c2) = fp_flags(cc) else { return Err(err("aarch64: fccmp of two conditions")) };
            let ty = fty(vt)?;
            let (x, y) = (self.reg(a), self.reg(b));
            self.emit(I::fccmp(ty, x, y, nzcv_for(c2, result), when));
            return Ok(c2);
        }
        let ty = ity(vt)?;
        let (a, b, cc) = if self.dag.const_int(a).is_some() && self.dag.const_int(b).is_none() {
            (b, a, cc.swapped())
        } else {
            (a, b, cc)
        };
        let c2 = int_cond(cc);
        let nzcv = nzcv_for(c2, result);
        let x = self.reg(a);
        match self.cint(b).map(|c| if ty == Ty::W { c as i32 as i64 } else { c }) {
            Some(k) if (0..32).contains(&k) => self.emit(I::ccmp_ri(ty, x, k, nzcv, when)),
            Some(k) if (-31..0).contains(&k) => self.emit(I::ccmn_ri(ty, x, -k, nzcv, when)),
            _ => {
                let y = self.reg(b);
                self.emit(I::ccmp(ty, x, y, nzcv, when));
            }
        }
        Ok(c2)
    }

    /// The flags of a boolean value: a comparison used only here is fused; anything else
    /// is tested against zero.
    pub(super) fn cond_flags(&mut self, c: SDValue) -> R<Flags> {
        if self.op(c) == Opcode::SetCC && self.dag.has_one_use(c) {
            let cc = self.dag.data(c).cc().ok_or_else(|| err("SetCC without condition"))?;
            return self.compare(self.operand(c, 0), self.operand(c, 1), cc);
        }
        if self.dag.has_one_use(c) && self.is_ccmp_chain(c, 0) {
            return Ok(Flags::One(self.ccmp_chain(c)?));
        }
        let ty = ity(self.vt(c))?;
        let r = self.reg(c);
        // A boolean's value is its low bit only (a promoted `trunc ... to i1` keeps the
        // other bits): `tst #1` unless nothing else can be set.
        if self.known_bool(c, 4) {
            self.emit(I::cmp_ri(ty, r, 0i64));
        } else {
            self.emit(I::tst_ri(ty, r, 1));
        }
        Ok(Flags::One(Cond::Ne))
    }

    /// Whether `v` is known to be 0 or 1 (so all of it, not just bit 0, is the boolean).
    fn known_bool(&self, v: SDValue, depth: u32) -> bool {
        use Opcode::*;
        if depth == 0 || v.res != 0 || !self.vt(v).is_int() {
            return false;
        }
        let op = |i| self.operand(v, i);
        match self.op(v) {
            SetCC => !self.vt(op(0)).is_vector(),
            Constant => matches!(self.dag.const_int(v), Some(0 | 1)),
            And => {
                self.dag.const_int(op(1)) == Some(1)
                    || self.known_bool(op(0), depth - 1)
                    || self.known_bool(op(1), depth - 1)
            }
            Or | Xor => self.known_bool(op(0), depth - 1) && self.known_bool(op(1), depth - 1),
            Select => self.known_bool(op(1), depth - 1) && self.known_bool(op(2), depth - 1),
            _ => false,
        }
    }

    /// `x && y` / `x || y` of comparisons as a value: `cmp`, `ccmp`, `cset`. False when `v`
    /// is no such chain.
    pub(super) fn logic_setcc(&mut self, v: SDValue) -> R<bool> {
        if !self.is_ccmp_chain(v, 0) {
            return Ok(false);
        }
        let c = self.ccmp_chain(v)?;
        let ty = ity(self.vt(v))?;
        let d = self.def(v);
        self.emit(I::cset(ty, d, c));
        Ok(true)
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

    /// `select c, t, e` of integers as one conditional instruction when one side is a
    /// simple function of the other, as llc's `csinc`/`csneg`/`csinv` patterns: `e + 1`,
    /// `0 - e`, `~e` (either way round), or constants 0/1/-1 from the zero register.
    fn select_int_special(&mut self, v: SDValue, c: SDValue, tv: SDValue, fv: SDValue) -> R<bool> {
        let ty = ity(self.vt(v))?;
        let bits = self.vt(v).bits();
        // (kind, base): t == f(base) where base is the other side; kind 0 inc, 1 neg, 2 not.
        let derived = |s: &Self, x: SDValue, base: SDValue| -> Option<u8> {
            let (o0, o1) = match s.op(x) {
                Opcode::Add | Opcode::Sub | Opcode::Xor => (s.operand(x, 0), s.operand(x, 1)),
                _ => return None,
            };
            match s.op(x) {
                Opcode::Add if o0 == base && s.cint(o1) == Some(1) => Some(0),
                Opcode::Sub if o1 == base && s.cint(o0) == Some(0) => Some(1),
                Opcode::Xor if o0 == base && s.cint(o1) == Some(-1) => Some(2),
                _ => None,
            }
        };
        // d = cond ? n : f(m), so the derived side goes second with the condition inverted
        // when it is the true value.
        let (n, kind, invert) = if let Some(k) = derived(self, tv, fv) {
            (fv, k, true)
        } else if let Some(k) = derived(self, fv, tv) {
            (tv, k, false)
        } else {
            let (ct, cf) = (self.cint(tv), self.cint(fv));
            match (ct, cf) {
                // 1/0, -1/0 and 0/1, 0/-1 from the zero register.
                (Some(1), Some(0)) | (Some(0), Some(1)) | (Some(-1), Some(0)) | (Some(0), Some(-1)) => {
                    let f = self.cond_flags(c)?;
                    let Flags::One(cc) = f else {
                        return Err(err("aarch64: select special of two conditions"));
                    };
                    let one = ct == Some(0);
                    let cc = if one { cc } else { cc.invert() };
                    let k = ct.unwrap_or(0) | cf.unwrap_or(0);
                    let zr = crate::aarch64::regs::XZR;
                    let d = self.def(v);
                    // d = cc ? 0 : f(0)
                    self.emit(if k == 1 { I::csinc(ty, d, zr, zr, cc) } else { I::csinv(ty, d, zr, zr, cc) });
                    let _ = bits;
                    return Ok(true);
                }
                _ => return Ok(false),
            }
        };
        let (cv, _) = (c, ());
        let nr = self.reg_or_zr(n);
        let f = self.cond_flags(cv)?;
        let Flags::One(cc) = f else { return Err(err("aarch64: select special of two conditions")) };
        let cc = if invert { cc.invert() } else { cc };
        let d = self.def(v);
        self.emit(match kind {
            0 => I::csinc(ty, d, nr, nr, cc),
            1 => I::csneg(ty, d, nr, nr, cc),
            _ => I::csinv(ty, d, nr, nr, cc),
        });
        Ok(true)
    }

    /// Whether the flags of `c` (as `cond_flags` makes them) are one condition.
    fn one_cond(&self, c: SDValue) -> bool {
        if self.op(c) == Opcode::SetCC && self.dag.has_one_use(c) {
            let vt = self.vt(self.operand(c, 0));
            return !vt.is_float() || self.dag.data(c).cc().is_some_and(|cc| matches!(fp_flags(cc), Flags::One(_)));
        }
        true
    }

    pub(super) fn select(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let (c, tv, fv) = (self.operand(v, 0), self.operand(v, 1), self.operand(v, 2));
        if matches!(vt, VT::I32 | VT::I64) {
            if self.logic_setcc(v)? {
                return Ok(());
            }
            if self.one_cond(c) && self.select_int_special(v, c, tv, fv)? {
                return Ok(());
            }
        }
        let int = matches!(vt, VT::I32 | VT::I64);
        let t = if int { self.reg_or_zr(tv) } else { Reg::Virt(self.reg(tv)) };
        let e = if int { self.reg_or_zr(fv) } else { Reg::Virt(self.reg(fv)) };
        let f = self.cond_flags(c)?;
        let d = self.def(v);
        let sel = |ty: Ty, d: VReg, a: Reg, b: Reg, c: Cond| {
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
                self.emit(sel(ty, d, t, Reg::Virt(tmp), c2));
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
        let (t, e) = (self.cx.block_of(n.op(2)), self.cx.block_of(n.op(3)));
        let c = n.op(1);
        if self.op(c) == Opcode::SetCC && self.dag.has_one_use(c) {
            let cc = self.dag.data(c).cc().ok_or_else(|| err("SetCC without condition"))?;
            if self.reg_branch(self.operand(c, 0), self.operand(c, 1), cc, t, e)? {
                return Ok(());
            }
        } else if self.vt(c).is_int() && !(self.dag.has_one_use(c) && self.is_ccmp_chain(c, 0)) {
            // A boolean in a register: cbnz when it is 0/1, else tbnz of its low bit
            // (a promoted `trunc ... to i1` keeps the other bits).
            let r = self.reg(c);
            if self.known_bool(c, 4) {
                let ty = ity(self.vt(c))?;
                self.emit(I::cbz_br(ty, r, e, t));
            } else {
                self.emit(I::tbz_br(r, 0, e, t));
            }
            return Ok(());
        }
        let f = self.cond_flags(c)?;
        self.branch(f, t, e);
        Ok(())
    }

    pub(super) fn brcc(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let cc = n.data.cc().ok_or_else(|| err("BrCC without condition"))?;
        let (t, e) = (self.cx.block_of(n.op(3)), self.cx.block_of(n.op(4)));
        if self.reg_branch(n.op(1), n.op(2), cc, t, e)? {
            return Ok(());
        }
        let f = self.compare(n.op(1), n.op(2), cc)?;
        self.branch(f, t, e);
        Ok(())
    }

    /// A branch on `a cc b` that needs no flags, as llc selects it: `cbz`/`cbnz` for
    /// `x ==/!= 0`, `tbz`/`tbnz` for a single bit `(x & 1 << k) ==/!= 0` and for the sign
    /// (`x < 0`, `x >= 0`, `x > -1`, `x <= -1`). False (nothing emitted) otherwise.
    fn reg_branch(&mut self, a: SDValue, b: SDValue, cc: CondCode, t: MBlockId, e: MBlockId) -> R<bool> {
        use CondCode::*;
        let vt = self.vt(a);
        if !matches!(vt, VT::I32 | VT::I64) {
            return Ok(false);
        }
        let ty = ity(vt)?;
        let bits = vt.bits();
        // A constant on the left: swap.
        let (a, b, cc) = if self.dag.const_int(a).is_some() && self.dag.const_int(b).is_none() {
            (b, a, cc.swapped())
        } else {
            (a, b, cc)
        };
        let Some(c) = self.cint(b) else { return Ok(false) };
        // (taken when the bit is zero, bit) for sign tests.
        let sign = match (cc, c) {
            (Slt, 0) | (Sle, -1) => Some(false),
            (Sge, 0) | (Sgt, -1) => Some(true),
            _ => None,
        };
        if let Some(zero) = sign {
            let r = self.reg(a);
            let (tz, tnz) = if zero { (t, e) } else { (e, t) };
            self.emit(I::tbz_br(r, (bits - 1) as i64, tz, tnz));
            return Ok(true);
        }
        if c != 0 || !matches!(cc, Eq | Ne) {
            return Ok(false);
        }
        let (tz, tnz) = if cc == Eq { (t, e) } else { (e, t) };
        if self.op(a) == Opcode::And && self.dag.has_one_use(a) {
            let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
            let (x, m) = (self.operand(a, 0), self.operand(a, 1));
            if let Some(mv) = self.dag.const_int(m) {
                let mv = mv as u64 & mask;
                if mv.is_power_of_two() {
                    let r = self.reg(x);
                    self.emit(I::tbz_br(r, mv.trailing_zeros() as i64, tz, tnz));
                    return Ok(true);
                }
            }
            // Other masks: `tst` + `b.cond` (`compare`).
            return Ok(false);
        }
        let r = self.reg(a);
        self.emit(I::cbz_br(ty, r, tz, tnz));
        Ok(true)
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
