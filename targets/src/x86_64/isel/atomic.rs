//! Atomic read-modify-write operations: `xchg`, `lock xadd`, `lock add` & co. when the
//! old value is unused, `lock cmpxchg` retry loops for the rest (integer and float), and
//! `cmpxchg` itself.

use super::{err, isize_of, R, Sel};
use crate::x86_64::inst::{self as I, Cc};
use crate::x86_64::regs::Size;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::Opcode;
use rllc_isel::mir::{MBlockId, VReg};
use rllc_isel::vt::VT;

impl Sel<'_, '_> {
    pub(super) fn atomic_rmw(&mut self, id: NodeId) -> R {
        use Opcode::*;
        let n = self.dag.node(id);
        let v = SDValue::new(id, 0);
        let vt = n.vt(0);
        let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: atomic on {vt:?}")))?;
        let (ptr, val) = (n.op(1), n.op(2));
        let used = self.cx.is_needed(v);
        match n.op {
            AtomicSwap => {
                let x = self.reg(val);
                let a = self.addr(ptr);
                let d = self.def(v);
                self.emit(I::xchg_mr(size, a, d, x));
            }
            AtomicAdd | AtomicSub if used => {
                let mut x = self.reg(val);
                if n.op == AtomicSub {
                    let t = self.gpr();
                    self.emit(I::neg_r(size, t, x));
                    x = t;
                }
                let a = self.addr(ptr);
                let d = self.def(v);
                self.emit(I::lock_xadd(size, a, d, x));
            }
            AtomicAdd | AtomicSub | AtomicAnd | AtomicOr | AtomicXor if !used => {
                if let Some(k) = self.imm32(val) {
                    let a = self.addr(ptr);
                    self.emit(match n.op {
                        AtomicAdd => I::lock_add_mi(size, a, k),
                        AtomicSub => I::lock_sub_mi(size, a, k),
                        AtomicAnd => I::lock_and_mi(size, a, k),
                        AtomicOr => I::lock_or_mi(size, a, k),
                        _ => I::lock_xor_mi(size, a, k),
                    });
                } else {
                    let x = self.reg(val);
                    let a = self.addr(ptr);
                    self.emit(match n.op {
                        AtomicAdd => I::lock_add_mr(size, a, x),
                        AtomicSub => I::lock_sub_mr(size, a, x),
                        AtomicAnd => I::lock_and_mr(size, a, x),
                        AtomicOr => I::lock_or_mr(size, a, x),
                        _ => I::lock_xor_mr(size, a, x),
                    });
                }
            }
            _ => self.atomic_loop(id, size)?,
        }
        Ok(())
    }

    /// An atomic read-modify-write as a `lock cmpxchg` retry loop (split into blocks by
    /// `crate::loops::split_loops`): load the old value, compute the new one, try to swap,
    /// retry while another thread changed the value meanwhile.
    fn atomic_loop(&mut self, id: NodeId, size: Size) -> R {
        use crate::loops::{loop_begin, loop_end};
        use Opcode::*;
        let n = self.dag.node(id);
        let (ptr, val) = (n.op(1), n.op(2));
        let op = n.op;
        let x = self.reg(val);
        let a = self.addr(ptr);
        let old = self.gpr();
        self.emit(I::mov_rm(size, old, a));
        // Constants the body needs, made before the loop.
        let zero = if op == AtomicUIncWrap {
            let z = self.gpr();
            self.emit(I::mov_ri(Size::S32, z, 0));
            Some(z)
        } else {
            None
        };
        self.emit(loop_begin());
        let cs = size.max(Size::S32);
        let t = self.gpr();
        match op {
            AtomicAnd => self.emit(I::and_rr(size, t, old, x)),
            AtomicOr => self.emit(I::or_rr(size, t, old, x)),
            AtomicXor => self.emit(I::xor_rr(size, t, old, x)),
            AtomicNand => {
                let u = self.gpr();
                self.emit(I::and_rr(size, u, old, x));
                self.emit(I::not_r(size, t, u));
            }
            AtomicMin | AtomicMax | AtomicUMin | AtomicUMax => {
                let cc = match op {
                    AtomicMin => Cc::L,
                    AtomicMax => Cc::G,
                    AtomicUMin => Cc::B,
                    _ => Cc::A,
                };
                self.emit(I::cmp_rr(size, old, x));
                // t = old cc x ? old : x
                self.emit(I::cmov_rr(cs, cc, t, x, old));
            }
            AtomicUIncWrap => {
                // t = old >= x ? 0 : old + 1
                let inc = self.gpr();
                self.emit(I::copy(inc, old));
                let inc2 = self.gpr();
                self.emit(I::add_ri(size, inc2, inc, 1));
                self.emit(I::cmp_rr(size, old, x));
                self.emit(I::cmov_rr(cs, Cc::AE, t, inc2, zero.unwrap_or(x)));
            }
            AtomicUDecWrap => {
                // t = old == 0 || old > x ? x : old - 1
                let dec = self.gpr();
                self.emit(I::copy(dec, old));
                let dec2 = self.gpr();
                self.emit(I::sub_ri(size, dec2, dec, 1));
                self.emit(I::cmp_rr(size, old, x));
                let t1 = self.gpr();
                self.emit(I::cmov_rr(cs, Cc::A, t1, dec2, x));
                self.emit(I::test_rr(size, old, old));
                self.emit(I::cmov_rr(cs, Cc::E, t, t1, x));
            }
            o => return Err(err(format!("x86-64: atomic {o:?} is not supported"))),
        }
        self.emit(I::lock_cmpxchg(size, a, t, old, old));
        self.emit(loop_end());
        // Repeat while the exchange failed (the blocks are placeholders: see crate::loops).
        self.emit(I::brcond(Cc::NE, MBlockId(0), MBlockId(0)));
        let v = SDValue::new(id, 0);
        if self.cx.is_needed(v) {
            let d = self.def(v);
            self.emit(I::copy(d, old));
        }
        Ok(())
    }

    /// Atomic exchange and add/subtract of f32/f64: the bits through a GPR (`xchg`, or a
    /// `lock cmpxchg` loop around the SSE arithmetic).
    pub(super) fn atomic_float(&mut self, id: NodeId) -> R {
        use crate::loops::{loop_begin, loop_end};
        let n = self.dag.node(id);
        let v = SDValue::new(id, 0);
        let double = n.vt(0) == VT::F64;
        let size = if double { Size::S64 } else { Size::S32 };
        let to_gpr = |d: VReg, s: VReg| if double { I::movq_rx(d, s) } else { I::movd_rx(d, s) };
        let to_xmm = |d: VReg, s: VReg| if double { I::movq_xr(d, s) } else { I::movd_xr(d, s) };
        let (ptr, val) = (n.op(1), n.op(2));
        let x = self.reg(val);
        let a = self.addr(ptr);
        let old = self.gpr();
        if n.op == Opcode::AtomicSwap {
            let g = self.gpr();
            self.emit(to_gpr(g, x));
            self.emit(I::xchg_mr(size, a, old, g));
        } else {
            self.emit(I::mov_rm(size, old, a));
            self.emit(loop_begin());
            let xo = self.xmm();
            self.emit(to_xmm(xo, old));
            let t = self.xmm();
            self.emit(match (n.op == Opcode::AtomicFAdd, double) {
                (true, true) => I::addsd_rr(t, xo, x),
                (true, false) => I::addss_rr(t, xo, x),
                (false, true) => I::subsd_rr(t, xo, x),
                (false, false) => I::subss_rr(t, xo, x),
            });
            let new = self.gpr();
            self.emit(to_gpr(new, t));
            self.emit(I::lock_cmpxchg(size, a, new, old, old));
            self.emit(loop_end());
            // Repeat while the exchange failed (placeholder blocks: see crate::loops).
            self.emit(I::brcond(Cc::NE, MBlockId(0), MBlockId(0)));
        }
        if self.cx.is_needed(v) {
            let d = self.def(v);
            self.emit(to_xmm(d, old));
        }
        Ok(())
    }

    pub(super) fn cmpxchg(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let vt = n.vt(0);
        let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: cmpxchg on {vt:?}")))?;
        let (ptr, cmp, new) = (n.op(1), n.op(2), n.op(3));
        let e = self.reg(cmp);
        let x = self.reg(new);
        let a = self.addr(ptr);
        let old = self.def(SDValue::new(id, 0));
        self.emit(I::lock_cmpxchg(size, a, x, old, e));
        self.set_bool(SDValue::new(id, 1), Cc::E);
        Ok(())
    }
}
