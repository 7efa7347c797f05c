//! Atomics (A extension): read-modify-writes on 32- and 64-bit memory as `amo*.w/.d`
//! with `aq`/`rl` per ordering, those without an AMO (nand, and subtraction as an add of
//! the negation), `cmpxchg`, and every 8- and 16-bit operation (on the aligned word, under
//! a mask) as LR/SC loops (`crate::loops`), and fences as llc-19
//! emits them (`fence r, rw` after acquire loads, `fence rw, w` before release stores,
//! `fence.tso` for acq_rel fences, `fence rw, rw` for seq_cst).
//!
//! The `cmpxchg` loop stores back the value it loaded when the comparison fails (a
//! branch-free select inside the loop, which the shared loop splitter needs: one exit),
//! so it retries only when the store-conditional fails.

use super::{err, Sel, R};
use crate::riscv64::inst::{self as I, ordering::fence, Addr, Aqrl, Ty};
use crate::riscv64::regs::ZERO;
use rllc_ir::inst::Ordering;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::{mem_flags, MemInfo, Opcode};
use rllc_isel::mir::{MBlockId, Reg, VReg};

/// The `aq`/`rl` bits of an AMO for an ordering.
fn amo_order(o: Option<Ordering>) -> Aqrl {
    match o {
        Some(Ordering::Acquire) => Aqrl::Aq,
        Some(Ordering::Release) => Aqrl::Rl,
        Some(Ordering::AcqRel | Ordering::SeqCst) => Aqrl::AqRl,
        _ => Aqrl::None,
    }
}

/// The `aq`/`rl` bits of the `lr` and the `sc` of a loop for an ordering (llc's:
/// `lr.aqrl`/`sc.rl` for seq_cst).
fn lr_sc_order(o: Option<Ordering>) -> (Aqrl, Aqrl) {
    match o {
        Some(Ordering::Acquire) => (Aqrl::Aq, Aqrl::None),
        Some(Ordering::Release) => (Aqrl::None, Aqrl::Rl),
        Some(Ordering::AcqRel) => (Aqrl::Aq, Aqrl::Rl),
        Some(Ordering::SeqCst) => (Aqrl::AqRl, Aqrl::Rl),
        _ => (Aqrl::None, Aqrl::None),
    }
}

/// A cmpxchg's ordering with its failure ordering merged in (llc's rule).
fn merged_order(mi: &MemInfo) -> Option<Ordering> {
    match (mi.ordering, mi.failure) {
        (Some(Ordering::Release), Some(Ordering::Acquire | Ordering::SeqCst)) => Some(Ordering::AcqRel),
        (Some(Ordering::Monotonic), Some(Ordering::Acquire)) => Some(Ordering::Acquire),
        (Some(Ordering::Monotonic), Some(Ordering::SeqCst)) => Some(Ordering::SeqCst),
        (o, _) => o,
    }
}

/// The width of an atomic on `mi`'s memory type.
fn width(mi: &MemInfo) -> R<Ty> {
    match mi.mem_vt.bits() {
        32 => Ok(Ty::W),
        64 => Ok(Ty::D),
        b => Err(err(format!("riscv64: {b}-bit atomic read-modify-write operations are not supported yet"))),
    }
}

impl Sel<'_, '_> {
    pub(super) fn atomic_rmw(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let op = n.op;
        let mi = n.data.mem().copied().ok_or_else(|| err("atomic without memory info"))?;
        if matches!(mi.mem_vt.bits(), 8 | 16) {
            return self.subword_rmw(id, mi);
        }
        let ty = width(&mi)?;
        let p = self.reg(n.op(1));
        let val = self.reg_or_zero(n.op(2));
        let ord = amo_order(mi.ordering);
        let a = Addr::base(p, 0);
        if op == Opcode::AtomicNand {
            return self.nand_loop(id, ty, p, val, mi.ordering);
        }
        let src = if op == Opcode::AtomicSub {
            let t = self.gpr();
            self.emit(I::sub(Ty::X, t, ZERO, val));
            Reg::Virt(t)
        } else {
            val
        };
        let d = self.def(SDValue::new(id, 0));
        self.emit(match op {
            Opcode::AtomicSwap => I::amoswap(ty, d, src, a, ord),
            Opcode::AtomicAdd | Opcode::AtomicSub => I::amoadd(ty, d, src, a, ord),
            Opcode::AtomicAnd => I::amoand(ty, d, src, a, ord),
            Opcode::AtomicOr => I::amoor(ty, d, src, a, ord),
            Opcode::AtomicXor => I::amoxor(ty, d, src, a, ord),
            Opcode::AtomicMin => I::amomin(ty, d, src, a, ord),
            Opcode::AtomicMax => I::amomax(ty, d, src, a, ord),
            Opcode::AtomicUMin => I::amominu(ty, d, src, a, ord),
            Opcode::AtomicUMax => I::amomaxu(ty, d, src, a, ord),
            o => return Err(err(format!("riscv64: atomic {o:?}"))),
        });
        Ok(())
    }

    /// `old = lr; sc ~(old & v)` until the store succeeds.
    fn nand_loop(&mut self, id: NodeId, ty: Ty, p: rllc_isel::mir::VReg, val: Reg, o: Option<Ordering>) -> R {
        let (lr_o, sc_o) = lr_sc_order(o);
        let d = self.def(SDValue::new(id, 0));
        let (t, nt, st) = (self.gpr(), self.gpr(), self.gpr());
        self.emit(crate::loops::loop_begin());
        self.emit(I::lr(ty, d, Addr::base(p, 0), lr_o));
        self.emit(I::and(t, d, val));
        self.emit(I::xori(nt, t, -1i64));
        self.emit(I::sc(ty, st, nt, Addr::base(p, 0), sc_o));
        self.emit(crate::loops::loop_end());
        self.emit(I::br_ne(st, ZERO, MBlockId(0), MBlockId(0)));
        Ok(())
    }

    /// `cmpxchg`: (old, success). The expected value of a 32-bit exchange is compared in
    /// its sign-extended form, which `lr.w` loads.
    pub(super) fn cmpxchg(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let mi = n.data.mem().copied().ok_or_else(|| err("cmpxchg without memory info"))?;
        let (lr_o, sc_o) = lr_sc_order(merged_order(&mi));
        if matches!(mi.mem_vt.bits(), 8 | 16) {
            return self.subword_cmpxchg(id, mi, lr_o, sc_o);
        }
        let ty = width(&mi)?;
        let p = self.reg(n.op(1));
        let raw_cmp = self.reg_or_zero(n.op(2));
        let new = self.reg_or_zero(n.op(3));
        let cmp = if ty == Ty::W {
            let c = self.gpr();
            self.emit(I::addi(Ty::W, c, raw_cmp, 0i64));
            Reg::Virt(c)
        } else {
            raw_cmp
        };
        let old = self.def(SDValue::new(id, 0));
        let (diff, miss, mask, x, y, put, st) =
            (self.gpr(), self.gpr(), self.gpr(), self.gpr(), self.gpr(), self.gpr(), self.gpr());
        self.emit(crate::loops::loop_begin());
        self.emit(I::lr(ty, old, Addr::base(p, 0), lr_o));
        // put = miss ? old : new
        self.emit(I::xor(diff, old, cmp));
        self.emit(I::sltu(miss, ZERO, diff));
        self.emit(I::sub(Ty::X, mask, ZERO, miss));
        self.emit(I::xor(x, old, new));
        self.emit(I::and(y, x, mask));
        self.emit(I::xor(put, new, y));
        self.emit(I::sc(ty, st, put, Addr::base(p, 0), sc_o));
        self.emit(crate::loops::loop_end());
        self.emit(I::br_ne(st, ZERO, MBlockId(0), MBlockId(0)));
        let (d2, s) = (self.gpr(), self.def(SDValue::new(id, 1)));
        self.emit(I::xor(d2, old, cmp));
        self.emit(I::sltiu(s, d2, 1i64));
        Ok(())
    }

    /// The aligned word holding the 8- or 16-bit field at `p`, the field's bit offset in
    /// it and its mask there: (word address, shift, mask).
    fn field_of(&mut self, p: VReg, bits: u32) -> (VReg, VReg, VReg) {
        let (word, low, shift, ones, mask) = (self.gpr(), self.gpr(), self.gpr(), self.gpr(), self.gpr());
        self.emit(I::andi(word, p, -4i64));
        self.emit(I::andi(low, p, 3i64));
        self.emit(I::slli(Ty::X, shift, low, 3i64));
        self.li(Reg::Virt(ones), (1i64 << bits) - 1);
        self.emit(I::sll(Ty::X, mask, ones, shift));
        (word, shift, mask)
    }

    /// `v` sign- or zero-extended from `bits`.
    fn extend_from(&mut self, v: Reg, bits: u32, signed: bool) -> VReg {
        let (t, d) = (self.gpr(), self.gpr());
        let sh = i64::from(64 - bits);
        self.emit(I::slli(Ty::X, t, v, sh));
        self.emit(if signed { I::srai(Ty::X, d, t, sh) } else { I::srli(Ty::X, d, t, sh) });
        d
    }

    /// `merged = (old & ~mask) | ((r << shift) & mask)`.
    fn merge_field(&mut self, old: VReg, r: Reg, shift: VReg, mask: VReg) -> VReg {
        let (placed, field, keep, nmask, merged) = (self.gpr(), self.gpr(), self.gpr(), self.gpr(), self.gpr());
        self.emit(I::sll(Ty::X, placed, r, shift));
        self.emit(I::and(field, placed, mask));
        self.emit(I::xori(nmask, mask, -1i64));
        self.emit(I::and(keep, old, nmask));
        self.emit(I::or(merged, keep, field));
        merged
    }

    /// An 8- or 16-bit read-modify-write as an LR/SC loop on its aligned word (the
    /// A extension has no narrower AMOs).
    fn subword_rmw(&mut self, id: NodeId, mi: MemInfo) -> R {
        let n = self.dag.node(id);
        let op = n.op;
        let bits = mi.mem_vt.bits();
        let (lr_o, sc_o) = lr_sc_order(mi.ordering);
        let p = self.reg(n.op(1));
        let raw = self.reg_or_zero(n.op(2));
        let signed = matches!(op, Opcode::AtomicMin | Opcode::AtomicMax);
        let val = self.extend_from(raw, bits, signed);
        let (word, shift, mask) = self.field_of(p, bits);
        let (old, shifted) = (self.gpr(), self.gpr());
        self.emit(crate::loops::loop_begin());
        self.emit(I::lr(Ty::W, old, Addr::base(word, 0), lr_o));
        self.emit(I::srl(Ty::X, shifted, old, shift));
        let cur = self.extend_from(Reg::Virt(shifted), bits, signed);
        let r: Reg = match op {
            Opcode::AtomicSwap => Reg::Virt(val),
            Opcode::AtomicAdd | Opcode::AtomicSub | Opcode::AtomicAnd | Opcode::AtomicOr | Opcode::AtomicXor => {
                let t = self.gpr();
                self.emit(match op {
                    Opcode::AtomicAdd => I::add(Ty::X, t, cur, val),
                    Opcode::AtomicSub => I::sub(Ty::X, t, cur, val),
                    Opcode::AtomicAnd => I::and(t, cur, val),
                    Opcode::AtomicOr => I::or(t, cur, val),
                    _ => I::xor(t, cur, val),
                });
                Reg::Virt(t)
            }
            Opcode::AtomicNand => {
                let (t, u) = (self.gpr(), self.gpr());
                self.emit(I::and(t, cur, val));
                self.emit(I::xori(u, t, -1i64));
                Reg::Virt(u)
            }
            Opcode::AtomicMin | Opcode::AtomicMax | Opcode::AtomicUMin | Opcode::AtomicUMax => {
                // keep = cur < val (or the reverse for max); r = keep ? cur : val
                let (lt, m, x, y, r) = (self.gpr(), self.gpr(), self.gpr(), self.gpr(), self.gpr());
                let (a, b) = if matches!(op, Opcode::AtomicMin | Opcode::AtomicUMin) { (cur, val) } else { (val, cur) };
                self.emit(if signed { I::slt(lt, a, b) } else { I::sltu(lt, a, b) });
                self.emit(I::sub(Ty::X, m, ZERO, lt));
                self.emit(I::xor(x, cur, val));
                self.emit(I::and(y, x, m));
                self.emit(I::xor(r, val, y));
                Reg::Virt(r)
            }
            o => return Err(err(format!("riscv64: atomic {o:?}"))),
        };
        let merged = self.merge_field(old, r, shift, mask);
        let st = self.gpr();
        self.emit(I::sc(Ty::W, st, merged, Addr::base(word, 0), sc_o));
        self.emit(crate::loops::loop_end());
        self.emit(I::br_ne(st, ZERO, MBlockId(0), MBlockId(0)));
        let d = self.def(SDValue::new(id, 0));
        self.emit(I::copy(d, cur));
        Ok(())
    }

    /// An 8- or 16-bit `cmpxchg` as an LR/SC loop on its aligned word: (old, success),
    /// the old value zero-extended.
    fn subword_cmpxchg(&mut self, id: NodeId, mi: MemInfo, lr_o: Aqrl, sc_o: Aqrl) -> R {
        let n = self.dag.node(id);
        let bits = mi.mem_vt.bits();
        let p = self.reg(n.op(1));
        let (raw_cmp, raw_new) = (self.reg_or_zero(n.op(2)), self.reg_or_zero(n.op(3)));
        let cmp = self.extend_from(raw_cmp, bits, false);
        let new = self.extend_from(raw_new, bits, false);
        let (word, shift, mask) = self.field_of(p, bits);
        let (old, shifted) = (self.gpr(), self.gpr());
        self.emit(crate::loops::loop_begin());
        self.emit(I::lr(Ty::W, old, Addr::base(word, 0), lr_o));
        self.emit(I::srl(Ty::X, shifted, old, shift));
        let cur = self.extend_from(Reg::Virt(shifted), bits, false);
        let replaced = self.merge_field(old, Reg::Virt(new), shift, mask);
        // put = miss ? old : replaced
        let (diff, miss, m, x, y, put, st) =
            (self.gpr(), self.gpr(), self.gpr(), self.gpr(), self.gpr(), self.gpr(), self.gpr());
        self.emit(I::xor(diff, cur, cmp));
        self.emit(I::sltu(miss, ZERO, diff));
        self.emit(I::sub(Ty::X, m, ZERO, miss));
        self.emit(I::xor(x, old, replaced));
        self.emit(I::and(y, x, m));
        self.emit(I::xor(put, replaced, y));
        self.emit(I::sc(Ty::W, st, put, Addr::base(word, 0), sc_o));
        self.emit(crate::loops::loop_end());
        self.emit(I::br_ne(st, ZERO, MBlockId(0), MBlockId(0)));
        let d = self.def(SDValue::new(id, 0));
        self.emit(I::copy(d, cur));
        let (d2, s) = (self.gpr(), self.def(SDValue::new(id, 1)));
        self.emit(I::xor(d2, cur, cmp));
        self.emit(I::sltiu(s, d2, 1i64));
        Ok(())
    }

    pub(super) fn fence(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let mi = n.data.mem().copied().ok_or_else(|| err("fence without memory info"))?;
        if mi.flags & mem_flags::SINGLE_THREAD != 0 {
            return Ok(());
        }
        match mi.ordering {
            Some(Ordering::Acquire) => self.emit(I::fence(fence::R, fence::RW)),
            Some(Ordering::Release) => self.emit(I::fence(fence::RW, fence::W)),
            Some(Ordering::AcqRel) => self.emit(I::fence_tso()),
            Some(Ordering::SeqCst) => self.emit(I::fence(fence::RW, fence::RW)),
            _ => {}
        }
        Ok(())
    }
}
