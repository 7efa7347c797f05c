//! Atomics: read-modify-write operations and compare-and-swap as LSE instructions
//! (`ldadd`, `ldclr`, `ldeor`, `ldset`, `swp`, `ld[su]{max,min}`, `cas`) with `+lse`, and
//! otherwise as load-exclusive/store-exclusive retry loops (`ldaxr`/`stlxr`): one pseudo
//! instruction (`EXCL_LOOP`) through register allocation, written out between
//! `crate::loops` markers and split into blocks after it; fences (`dmb`). 128-bit
//! atomics (`a64_node::PAIR_ATOMIC`) are the same kind of loop on register pairs
//! (`ldaxp`/`stlxp`, pseudo `EXCL_PAIR_LOOP`), loads and stores included, as in llc.
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
use rllc_isel::mir::{
    inst_flags, MBlockId, MFunction, MInst, MOperand, OperandConstraint, OperandKind, OperandPos, PReg, Reg, RegOperand,
    VReg,
};

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

    /// `old = [p]; [p] = old op val` as an exclusive retry loop (one pseudo, expanded
    /// after register allocation: see `EXCL_LOOP`).
    #[allow(clippy::too_many_arguments)]
    fn rmw_loop(&mut self, id: NodeId, op: Opcode, ty: Ty, aty: Ty, bits: u32, p: VReg, val: VReg, old: VReg) -> R {
        use Opcode::*;
        let o = self.dag.node(id).data.mem().and_then(|m| m.ordering);
        let (kind, signed) = match op {
            AtomicSwap => (K_SWAP, false),
            AtomicAdd => (K_ADD, false),
            AtomicSub => (K_SUB, false),
            AtomicAnd => (K_AND, false),
            AtomicOr => (K_ORR, false),
            AtomicXor => (K_EOR, false),
            AtomicNand => (K_NAND, false),
            AtomicMin => (K_MIN, true),
            AtomicMax => (K_MAX, true),
            AtomicUMin => (K_UMIN, false),
            AtomicUMax => (K_UMAX, false),
            _ => return Err(err(format!("aarch64: atomic {op:?}"))),
        };
        // Operands of signed/unsigned comparisons are extended before the loop.
        let (a, b) = if kind >= K_MIN {
            (self.narrow_ext(val, bits, signed), Some(val))
        } else {
            (val, None)
        };
        let narrow = if kind >= K_MIN && bits < 32 { bits } else { 0 };
        let desc = loop_desc(kind, ty, aty, acquires(o), releases(o), narrow, signed);
        self.emit_excl_loop(desc, old, p, a, b);
        Ok(())
    }

    /// The exclusive-loop pseudo: `raw` (the old value) and two temporaries are early
    /// defs, so none shares a register with `p`, `a`, `b`, which every iteration reads.
    fn emit_excl_loop(&mut self, desc: i64, raw: VReg, p: VReg, a: VReg, b: Option<VReg>) {
        let (new, status) = (self.gpr(), self.gpr());
        let mut ops = vec![MOperand::Imm(desc)];
        ops.extend([raw, new, status].map(|r| early(r, OperandKind::Def)));
        ops.extend([p, a].map(|r| early(r, OperandKind::Use)));
        ops.push(b.map_or(MOperand::NoReg, |r| early(r, OperandKind::Use)));
        self.emit(MInst::new(EXCL_LOOP, ops).with_flags(inst_flags::SIDE_EFFECTS));
    }

    /// A 128-bit atomic (`a64_node::PAIR_ATOMIC + kind`): one exclusive-pair loop, then
    /// for a compare-exchange the success flag (both halves equal the expected ones).
    pub(super) fn pair_atomic(&mut self, id: NodeId, kind: i64) -> R {
        let n = self.dag.node(id);
        let mi = n.data.mem().copied().ok_or_else(|| err("128-bit atomic without memory info"))?;
        let ops: Vec<SDValue> = n.operands().collect();
        let p = self.reg(ops[1]);
        let vals: Vec<VReg> = ops[2..].iter().map(|&v| self.reg(v)).collect();
        let (lo, hi) = (self.def(SDValue::new(id, 0)), self.def(SDValue::new(id, 1)));
        let o = merged_ordering(mi.ordering, mi.failure);
        let desc = kind | (acquires(o) as i64) << 7 | (releases(o) as i64) << 8;
        let (new_lo, new_hi, status) = (self.gpr(), self.gpr(), self.gpr());
        let mut mops = vec![MOperand::Imm(desc)];
        mops.extend([lo, hi, new_lo, new_hi, status].map(|r| early(r, OperandKind::Def)));
        mops.push(early(p, OperandKind::Use));
        for k in 0..4 {
            mops.push(vals.get(k).map_or(MOperand::NoReg, |&r| early(r, OperandKind::Use)));
        }
        self.emit(MInst::new(EXCL_PAIR_LOOP, mops).with_flags(inst_flags::SIDE_EFFECTS));
        if kind == K_CAS {
            let s = self.def(SDValue::new(id, 2));
            self.emit(I::cmp_rr(Ty::X, lo, vals[0], 0i64));
            self.emit(I::ccmp(Ty::X, hi, vals[1], 0i64, Cond::Eq));
            self.emit(I::cset(Ty::W, s, Cond::Eq));
        }
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
        let o = merged_ordering(mi.ordering, mi.failure);
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
            let desc = loop_desc(K_CAS, ty, aty, acquires(o), releases(o), 0, false);
            self.emit_excl_loop(desc, raw, p, exp, Some(new));
        }
        self.emit(I::copy(old_v, raw));
        let ok = SDValue::new(id, 1);
        let s = self.def(ok);
        self.emit(I::cmp_rr(ty, raw, exp, 0i64));
        self.emit(I::cset(ity(self.vt(ok))?, s, Cond::Eq));
        Ok(())
    }
}

/// An early-position register operand of a loop pseudo: every register the loop reads
/// or writes is live across all of it, so none may share a register with another.
fn early(r: VReg, kind: OperandKind) -> MOperand {
    MOperand::Reg(RegOperand { reg: Reg::Virt(r), kind, constraint: OperandConstraint::Reg, pos: OperandPos::Early })
}

/// A cmpxchg's ordering for its instructions: a release whose failure ordering acquires
/// becomes acq_rel, as in llc.
fn merged_ordering(success: Option<Ordering>, failure: Option<Ordering>) -> Option<Ordering> {
    match (success, failure) {
        (Some(Ordering::Release), Some(Ordering::Acquire | Ordering::SeqCst)) => Some(Ordering::AcqRel),
        (s, _) => s,
    }
}

/// Opcode of the exclusive-loop pseudo (no real opcode; `loops` uses 0xffff). Operands:
/// `Imm(desc)`, early defs `raw, new, status`, uses `p, a` and `b` (or `NoReg`). Selected
/// as one instruction so that the allocator cannot put a spill or reload between the
/// exclusive load and store (a store there may clear the monitor on real hardware and the
/// loop would never succeed); `expand_exclusive_loops` writes the loop after allocation.
pub(crate) const EXCL_LOOP: u16 = 0xfffe;

const K_SWAP: i64 = 0;
const K_ADD: i64 = 1;
const K_SUB: i64 = 2;
const K_AND: i64 = 3;
const K_ORR: i64 = 4;
const K_EOR: i64 = 5;
const K_NAND: i64 = 6;
/// min/max kinds come last (`kind >= K_MIN` compares).
const K_MIN: i64 = 7;
const K_MAX: i64 = 8;
const K_UMIN: i64 = 9;
const K_UMAX: i64 = 10;
/// Compare-and-swap: `a` is the expected value (extended), `b` the new one.
const K_CAS: i64 = 11;
/// Pair loops only: an atomic load (stores back what it read) and store.
const K_LOAD: i64 = 12;
const K_STORE: i64 = 13;

/// Opcode of the exclusive-pair-loop pseudo (a 128-bit atomic). Operands: `Imm(desc)`
/// (kind, acquire bit 7, release bit 8), early defs `raw_lo, raw_hi, new_lo, new_hi,
/// status`, uses `p`, then `a_lo, a_hi, b_lo, b_hi` or `NoReg` where the kind has none.
pub(crate) const EXCL_PAIR_LOOP: u16 = 0xfffd;

/// The pair-loop kind of a 128-bit atomic operation (`a64_node::PAIR_ATOMIC + kind`).
pub(crate) fn pair_kind(op: Opcode) -> Option<u16> {
    use Opcode::*;
    let k = match op {
        Load => K_LOAD,
        Store => K_STORE,
        AtomicCmpSwap => K_CAS,
        AtomicSwap => K_SWAP,
        AtomicAdd => K_ADD,
        AtomicSub => K_SUB,
        AtomicAnd => K_AND,
        AtomicOr => K_ORR,
        AtomicXor => K_EOR,
        AtomicNand => K_NAND,
        AtomicMin => K_MIN,
        AtomicMax => K_MAX,
        AtomicUMin => K_UMIN,
        AtomicUMax => K_UMAX,
        _ => return None,
    };
    Some(k as u16)
}

/// Packs a loop's description: kind, operation width, access size, ordering, and the
/// width (8/16, else 0) the current value is extended from before a min/max compare.
fn loop_desc(kind: i64, ty: Ty, aty: Ty, acq: bool, rel: bool, narrow: u32, signed: bool) -> i64 {
    let log2 = match aty {
        Ty::B => 0,
        Ty::H => 1,
        Ty::W => 2,
        _ => 3,
    };
    kind | ((ty == Ty::X) as i64) << 4
        | log2 << 5
        | (acq as i64) << 7
        | (rel as i64) << 8
        | (narrow as i64) << 9
        | (signed as i64) << 16
}

/// Replaces every `EXCL_LOOP` and `EXCL_PAIR_LOOP` pseudo (registers allocated) by its loop between
/// `crate::loops` markers; returns whether there was one (then blocks must be split).
pub(crate) fn expand_exclusive_loops(mf: &mut MFunction) -> Result<bool, String> {
    let mut any = false;
    for b in &mut mf.blocks {
        if !b.insts.iter().any(|i| i.opcode == EXCL_LOOP || i.opcode == EXCL_PAIR_LOOP) {
            continue;
        }
        any = true;
        let mut out = Vec::with_capacity(b.insts.len() + 8);
        for i in std::mem::take(&mut b.insts) {
            let expand = match i.opcode {
                EXCL_LOOP => expand_one,
                EXCL_PAIR_LOOP => expand_pair,
                _ => {
                    out.push(i);
                    continue;
                }
            };
            let loc = i.loc;
            out.extend(expand(&i)?.into_iter().map(|mut x| {
                x.loc = loc;
                x
            }));
        }
        b.insts = out;
    }
    Ok(any)
}

/// Operand `k` of a loop pseudo, which allocation must have made a physical register.
fn allocated(i: &MInst, k: usize) -> Result<PReg, String> {
    match i.ops.get(k) {
        Some(MOperand::Reg(RegOperand { reg: Reg::Phys(p), .. })) => Ok(*p),
        o => Err(format!("aarch64: exclusive loop operand {k} not allocated: {o:?}")),
    }
}

fn expand_one(i: &MInst) -> Result<Vec<MInst>, String> {
    let preg = |k: usize| allocated(i, k);
    let Some(MOperand::Imm(desc)) = i.ops.first() else { return Err("aarch64: bad exclusive loop".into()) };
    let desc = *desc;
    let (raw, new, status, p, a) = (preg(1)?, preg(2)?, preg(3)?, preg(4)?, preg(5)?);
    let b = preg(6).ok();
    let kind = desc & 15;
    let ty = if desc >> 4 & 1 != 0 { Ty::X } else { Ty::W };
    let aty = [Ty::B, Ty::H, Ty::W, Ty::X][(desc >> 5 & 3) as usize];
    let (acq, rel) = (desc >> 7 & 1 != 0, desc >> 8 & 1 != 0);
    let (narrow, signed) = ((desc >> 9 & 127) as u32, desc >> 16 & 1 != 0);
    let need_b = || b.ok_or_else(|| "aarch64: exclusive loop without its second operand".to_string());
    let addr = Addr::base(p, 0);
    let mut v = vec![loop_begin()];
    v.push(if acq { I::ldaxr(aty, raw, addr) } else { I::ldxr(aty, raw, addr) });
    match kind {
        K_SWAP => v.push(I::copy(new, a)),
        K_ADD => v.push(I::add_rr(ty, new, raw, a, 0i64)),
        K_SUB => v.push(I::sub_rr(ty, new, raw, a, 0i64)),
        K_AND => v.push(I::and_rr(ty, new, raw, a, 0i64)),
        K_ORR => v.push(I::orr_rr(ty, new, raw, a, 0i64)),
        K_EOR => v.push(I::eor_rr(ty, new, raw, a, 0i64)),
        K_NAND => {
            v.push(I::and_rr(ty, new, raw, a, 0i64));
            v.push(I::mvn(ty, new, new, 0i64));
        }
        K_CAS => {
            v.push(I::cmp_rr(ty, raw, a, 0i64));
            v.push(I::csel(ty, new, need_b()?, raw, Cond::Eq));
        }
        _ => {
            // min/max: compare the (extended) current value, keep it or take `b`.
            let cur = if narrow == 0 {
                raw
            } else {
                v.push(match (narrow, signed) {
                    (8, true) => I::sxtb(Ty::W, new, raw),
                    (16, true) => I::sxth(Ty::W, new, raw),
                    (8, false) => I::uxtb(new, raw),
                    _ => I::uxth(new, raw),
                });
                new
            };
            let cc = match kind {
                K_MIN => Cond::Lt,
                K_MAX => Cond::Gt,
                K_UMIN => Cond::Lo,
                _ => Cond::Hi,
            };
            v.push(I::cmp_rr(ty, cur, a, 0i64));
            v.push(I::csel(ty, new, raw, need_b()?, cc));
        }
    }
    v.push(if rel { I::stlxr(aty, status, new, addr) } else { I::stxr(aty, status, new, addr) });
    v.push(I::cmp_ri(Ty::W, status, 0i64));
    v.push(loop_end());
    // Repeat while the store failed (placeholder blocks: see crate::loops).
    v.push(I::brcond(Cond::Ne, MBlockId(0), MBlockId(0)));
    Ok(v)
}

/// Writes one `EXCL_PAIR_LOOP`: `ld[a]xp raw, [p]`; the new pair; `st[l]xp status, new,
/// [p]`; repeat while the store failed. A load stores back what it read (the only way to
/// read 128 bits atomically on Armv8.0), a failed compare the old pair.
fn expand_pair(i: &MInst) -> Result<Vec<MInst>, String> {
    let preg = |k: usize| allocated(i, k);
    let Some(MOperand::Imm(desc)) = i.ops.first() else { return Err("aarch64: bad exclusive pair loop".into()) };
    let (kind, acq, rel) = (desc & 15, desc >> 7 & 1 != 0, desc >> 8 & 1 != 0);
    let (raw, raw2, new, new2, status, p) = (preg(1)?, preg(2)?, preg(3)?, preg(4)?, preg(5)?, preg(6)?);
    let (a, a2, b, b2) = (|| preg(7), || preg(8), || preg(9), || preg(10));
    let x = Ty::X;
    let addr = Addr::base(p, 0);
    let mut v = vec![loop_begin()];
    v.push(if acq { I::ldaxp(x, raw, raw2, addr) } else { I::ldxp(x, raw, raw2, addr) });
    let stored = match kind {
        K_LOAD => (raw, raw2),
        K_STORE | K_SWAP => (a()?, a2()?),
        K_ADD => {
            v.push(I::adds_rr(x, new, raw, a()?, 0i64));
            v.push(I::adc(x, new2, raw2, a2()?));
            (new, new2)
        }
        K_SUB => {
            v.push(I::subs_rr(x, new, raw, a()?, 0i64));
            v.push(I::sbc(x, new2, raw2, a2()?));
            (new, new2)
        }
        K_AND | K_ORR | K_EOR | K_NAND => {
            for (d, s, t) in [(new, raw, a()?), (new2, raw2, a2()?)] {
                v.push(match kind {
                    K_ORR => I::orr_rr(x, d, s, t, 0i64),
                    K_EOR => I::eor_rr(x, d, s, t, 0i64),
                    _ => I::and_rr(x, d, s, t, 0i64),
                });
                if kind == K_NAND {
                    v.push(I::mvn(x, d, d, 0i64));
                }
            }
            (new, new2)
        }
        K_CAS => {
            v.push(I::cmp_rr(x, raw, a()?, 0i64));
            v.push(I::ccmp(x, raw2, a2()?, 0i64, Cond::Eq));
            v.push(I::csel(x, new, b()?, raw, Cond::Eq));
            v.push(I::csel(x, new2, b2()?, raw2, Cond::Eq));
            (new, new2)
        }
        _ => {
            // min/max: a 128-bit compare (cmp, then sbcs of the high words) sets N, V and C
            // but not Z, so only lt/ge/lo/hs are usable: keep the current pair when it is
            // already the min (lt, lo) or max (ge, hs).
            v.push(I::cmp_rr(x, raw, a()?, 0i64));
            v.push(I::sbcs(x, crate::aarch64::regs::XZR, raw2, a2()?));
            let cc = match kind {
                K_MIN => Cond::Lt,
                K_MAX => Cond::Ge,
                K_UMIN => Cond::Lo,
                _ => Cond::Hs,
            };
            v.push(I::csel(x, new, raw, a()?, cc));
            v.push(I::csel(x, new2, raw2, a2()?, cc));
            (new, new2)
        }
    };
    let (s0, s1) = stored;
    v.push(if rel { I::stlxp(x, status, s0, s1, addr) } else { I::stxp(x, status, s0, s1, addr) });
    v.push(I::cmp_ri(Ty::W, status, 0i64));
    v.push(loop_end());
    v.push(I::brcond(Cond::Ne, MBlockId(0), MBlockId(0)));
    Ok(v)
}
