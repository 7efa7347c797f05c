//! Atomics: read-modify-write operations and compare-and-swap as LSE instructions
//! (`ldadd`, `ldclr`, `ldeor`, `ldset`, `swp`, `ld[su]{max,min}`, `cas`) with `+lse`, and
//! otherwise as load-exclusive/store-exclusive retry loops (`ldaxr`/`stlxr`, emitted
//! between `crate::loops` markers and split into blocks after selection); fences (`dmb`).
//!
//! Under `+outline-atomics` (without LSE) exchange, add/sub/and/or/xor and cmpxchg never
//! get here: operation legalization turns them into calls of libgcc's `__aarch64_*`
//! helpers (`lowering::outline_atomic`), as llc-19 does; nand and min/max stay loops.

use super::memory::{access_ty, is_acq_rel};
use super::{err, ity, R, Sel};
use crate::aarch64::inst::{self as I, Addr, Cond, Ty};
use rllc_ir::inst::Ordering;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::{mem_flags, Opcode};
use crate::loops::{loop_begin, loop_end};
use rllc_isel::mir::{MBlockId, MInst, Reg, VReg};

/// Whether an ordering acquires / releases.
fn acquires(o: Option<Ordering>) -> bool {
    matches!(o, Some(Ordering::Acquire | Ordering::AcqRel | Ordering::SeqCst))
}

fn releases(o: Option<Ordering>) -> bool {
    matches!(o, Some(Ordering::Release | Ordering::AcqRel | Ordering::SeqCst))
}

impl Sel<'_, '_> {
    pub(super) fn fence(&mut self, id: NodeId) -> R {
        let m = self.dag.node(id).data.mem().copied().unwrap_or_default();
        if m.flags & mem_flags::SINGLE_THREAD != 0 {
            return Ok(());
        }
        match m.ordering {
            // dmb ishld
            Some(Ordering::Acquire) => self.emit(I::dmb(9i64)),
            // dmb ish
            o if is_acq_rel(o) => self.emit(I::dmb(11i64)),
            _ => {}
        }
        Ok(())
    }

    /// The exclusive load and store of an ordering.
    fn exclusives(&self, o: Option<Ordering>) -> (fn(Ty, VReg, Addr) -> MInst, fn(Ty, VReg, Reg, Addr) -> MInst) {
        let ld: fn(Ty, VReg, Addr) -> MInst = if acquires(o) { |t, d, a| I::ldaxr(t, d, a) } else { |t, d, a| I::ldxr(t, d, a) };
        let st: fn(Ty, VReg, Reg, Addr) -> MInst =
            if releases(o) { |t, s, v, a| I::stlxr(t, s, v, a) } else { |t, s, v, a| I::stxr(t, s, v, a) };
        (ld, st)
    }

    /// Sign- or zero-extends the low `bits` of `r` in a W register (for sub-word min/max).
    fn narrow_ext(&mut self, r: VReg, bits: u32, signed: bool) -> VReg {
        if bits >= 32 {
            return r;
        }
        let d = self.gpr();
        self.emit(match (bits, signed) {
            (8, true) => I::sxtb(Ty::W, d, r),
            (16, true) => I::sxth(Ty::W, d, r),
            (8, false) => I::uxtb(d, r),
            _ => I::uxth(d, r),
        });
        d
    }

    pub(super) fn atomic_rmw(&mut self, id: NodeId) -> R {
        use Opcode::*;
        let n = self.dag.node(id);
        let mi = n.data.mem().copied().ok_or_else(|| err("atomic without memory info"))?;
        let op = n.op;
        let vt = n.vt(0);
        let ty = ity(vt)?;
        let bits = mi.mem_vt.bits();
        let aty = access_ty(bits)?;
        let p = self.reg(n.op(1));
        let val = self.reg(n.op(2));
        let old = self.def(SDValue::new(id, 0));
        let addr = Addr::base(p, 0);
        let o = mi.ordering;
        if self.t.features.lse && !matches!(op, AtomicNand) {
            let (a, r) = (acquires(o), releases(o));
            // ldclr clears the bits set in its operand; sub adds the negation.
            let src = match op {
                AtomicSub => {
                    let t = self.gpr();
                    self.emit(I::neg(ty, t, val, 0i64));
                    t
                }
                AtomicAnd => {
                    let t = self.gpr();
                    self.emit(I::mvn(ty, t, val, 0i64));
                    t
                }
                _ => val,
            };
            macro_rules! lse {
                ($plain:ident, $a:ident, $l:ident, $al:ident) => {
                    match (a, r) {
                        (false, false) => I::$plain(aty, src, old, addr),
                        (true, false) => I::$a(aty, src, old, addr),
                        (false, true) => I::$l(aty, src, old, addr),
                        (true, true) => I::$al(aty, src, old, addr),
                    }
                };
            }
            let inst = match op {
                AtomicAdd | AtomicSub => lse!(ldadd, ldadda, ldaddl, ldaddal),
                AtomicAnd => lse!(ldclr, ldclra, ldclrl, ldclral),
                AtomicOr => lse!(ldset, ldseta, ldsetl, ldsetal),
                AtomicXor => lse!(ldeor, ldeora, ldeorl, ldeoral),
                AtomicSwap => lse!(swp, swpa, swpl, swpal),
                AtomicMax if bits >= 32 => lse!(ldsmax, ldsmaxa, ldsmaxl, ldsmaxal),
                AtomicMin if bits >= 32 => lse!(ldsmin, ldsmina, ldsminl, ldsminal),
                AtomicUMax => lse!(ldumax, ldumaxa, ldumaxl, ldumaxal),
                AtomicUMin => lse!(ldumin, ldumina, lduminl, lduminal),
                _ => return self.rmw_loop(id, op, ty, aty, bits, p, val, old),
            };
            self.emit(inst);
            return Ok(());
        }
        self.rmw_loop(id, op, ty, aty, bits, p, val, old)
    }

    /// `old = [p]; [p] = old op val` as an exclusive retry loop.
    #[allow(clippy::too_many_arguments)]
    fn rmw_loop(&mut self, id: NodeId, op: Opcode, ty: Ty, aty: Ty, bits: u32, p: VReg, val: VReg, old: VReg) -> R {
        use Opcode::*;
        let o = self.dag.node(id).data.mem().and_then(|m| m.ordering);
        let (ld, st) = self.exclusives(o);
        // Operands of signed/unsigned comparisons are extended before the loop.
        let cmp_val = match op {
            AtomicMin | AtomicMax => self.narrow_ext(val, bits, true),
            AtomicUMin | AtomicUMax => self.narrow_ext(val, bits, false),
            _ => val,
        };
        self.emit(loop_begin());
        let raw = self.gpr();
        self.emit(ld(aty, raw, Addr::base(p, 0)));
        let new = self.gpr();
        match op {
            AtomicSwap => self.emit(I::copy(new, val)),
            AtomicAdd => self.emit(I::add_rr(ty, new, raw, val, 0i64)),
            AtomicSub => self.emit(I::sub_rr(ty, new, raw, val, 0i64)),
            AtomicAnd => self.emit(I::and_rr(ty, new, raw, val, 0i64)),
            AtomicOr => self.emit(I::orr_rr(ty, new, raw, val, 0i64)),
            AtomicXor => self.emit(I::eor_rr(ty, new, raw, val, 0i64)),
            AtomicNand => {
                let t = self.gpr();
                self.emit(I::and_rr(ty, t, raw, val, 0i64));
                self.emit(I::mvn(ty, new, t, 0i64));
            }
            AtomicMin | AtomicMax | AtomicUMin | AtomicUMax => {
                let signed = matches!(op, AtomicMin | AtomicMax);
                let cur = self.narrow_ext(raw, bits, signed);
                let cc = match op {
                    AtomicMin => Cond::Lt,
                    AtomicMax => Cond::Gt,
                    AtomicUMin => Cond::Lo,
                    _ => Cond::Hi,
                };
                self.emit(I::cmp_rr(ty, cur, cmp_val, 0i64));
                self.emit(I::csel(ty, new, raw, val, cc));
            }
            _ => return Err(err(format!("aarch64: atomic {op:?}"))),
        }
        let status = self.gpr();
        self.emit(st(aty, status, Reg::Virt(new), Addr::base(p, 0)));
        self.emit(I::cmp_ri(Ty::W, status, 0i64));
        self.emit(loop_end());
        // Repeat while the store failed (placeholder blocks: see crate::loops).
        self.emit(I::brcond(Cond::Ne, MBlockId(0), MBlockId(0)));
        self.emit(I::copy(old, raw));
        Ok(())
    }

    pub(super) fn atomic_swap_float(&mut self, _id: NodeId) -> R {
        Err(err("aarch64: atomicrmw xchg of a floating-point value is not supported yet"))
    }

    /// `cmpxchg`: (old, success) from `cas` with `+lse`, else an exclusive loop that
    /// stores the new value when the old one matches (and the old one back otherwise, which
    /// leaves memory unchanged and ends the exclusive access).
    pub(super) fn cmpxchg(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let mi = n.data.mem().copied().ok_or_else(|| err("cmpxchg without memory info"))?;
        let ty = ity(n.vt(0))?;
        let bits = mi.mem_vt.bits();
        let aty = access_ty(bits)?;
        let p = self.reg(n.op(1));
        let expected = self.reg(n.op(2));
        let new = self.reg(n.op(3));
        // Compare in the access width: the expected value's upper bits are unspecified.
        let exp = self.narrow_ext(expected, bits, false);
        let o = match (mi.ordering, mi.failure) {
            (Some(Ordering::Release), Some(Ordering::Acquire | Ordering::SeqCst)) => Some(Ordering::AcqRel),
            (s, _) => s,
        };
        let old_v = self.def(SDValue::new(id, 0));
        let raw = self.gpr();
        if self.t.features.lse {
            self.emit(I::copy(raw, exp));
            let addr = Addr::base(p, 0);
            self.emit(match (acquires(o), releases(o)) {
                (false, false) => I::cas(aty, raw, raw, new, addr),
                (true, false) => I::casa(aty, raw, raw, new, addr),
                (false, true) => I::casl(aty, raw, raw, new, addr),
                (true, true) => I::casal(aty, raw, raw, new, addr),
            });
        } else {
            let (ld, st) = self.exclusives(o);
            self.emit(loop_begin());
            self.emit(ld(aty, raw, Addr::base(p, 0)));
            self.emit(I::cmp_rr(ty, raw, exp, 0i64));
            let store = self.gpr();
            self.emit(I::csel(ty, store, new, raw, Cond::Eq));
            let status = self.gpr();
            self.emit(st(aty, status, Reg::Virt(store), Addr::base(p, 0)));
            self.emit(I::cmp_ri(Ty::W, status, 0i64));
            self.emit(loop_end());
            // Repeat while the store failed (placeholder blocks: see crate::loops).
            self.emit(I::brcond(Cond::Ne, MBlockId(0), MBlockId(0)));
        }
        self.emit(I::copy(old_v, raw));
        let ok = SDValue::new(id, 1);
        let s = self.def(ok);
        self.emit(I::cmp_rr(ty, raw, exp, 0i64));
        self.emit(I::cset(ity(self.vt(ok))?, s, Cond::Eq));
        Ok(())
    }
}
