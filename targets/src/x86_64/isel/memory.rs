//! Loads and stores: extending loads, odd-sized (3, 5, 6, 7 byte) integers,
//! sequentially consistent stores, read-modify-write stores (`addl $1, (%rdi)`), and
//! dynamic stack allocation.

use super::{err, isize_of, R, Sel};
use super::address::Offset;
use crate::x86_64::inst::{self as I, Addr};
use crate::x86_64::regs::{Size, RSP, XMM};
use rllc_isel::dag::{Dag, NodeId, SDValue};
use rllc_isel::dag_ops::{ExtKind, MemInfo, Opcode};
use rllc_isel::mir::{inst_flags, VReg};
use rllc_isel::vt::VT;

impl Sel<'_, '_> {
    // ---- memory ----

    pub(super) fn load(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let v = SDValue::new(id, 0);
        let m = *n.data.mem().ok_or_else(|| err("load without memory info"))?;
        if !self.cx.is_needed(v) && m.is_simple() {
            return Ok(());
        }
        let vt = n.vt(0);
        let a = self.addr(n.op(1));
        let d = self.def(v);
        let mbits = m.mem_vt.bits();
        if let Some(size) = isize_of(vt) {
            let zsize = if size == Size::S64 { Size::S32 } else { size.max(Size::S32) };
            let mi = match (mbits, m.ext) {
                (b, _) if b == vt.bits() => I::mov_rm(size, d, a),
                (8, ExtKind::SignExt) => I::movsx8_rm(size.max(Size::S32), d, a),
                (16, ExtKind::SignExt) => I::movsx16_rm(size.max(Size::S32), d, a),
                (32, ExtKind::SignExt) => I::movsx32_rm(Size::S64, d, a),
                (8, _) => I::movzx8_rm(zsize, d, a),
                (16, _) => I::movzx16_rm(zsize, d, a),
                (32, _) => I::mov_rm(Size::S32, d, a),
                (24 | 40 | 48 | 56, ext) if mbits < vt.bits() => {
                    self.odd_load(d, a, mbits, size, ext == ExtKind::SignExt);
                    return Ok(());
                }
                _ => return Err(err(format!("x86-64: load of {:?} into {vt:?}", m.mem_vt))),
            };
            self.emit(mi);
            return Ok(());
        }
        match (vt, m.mem_vt) {
            (VT::F32, VT::F32) => self.emit(I::movss_rm(d, a)),
            (VT::F64, VT::F64) => self.emit(I::movsd_rm(d, a)),
            (VT::F64, VT::F32) => {
                let z = self.undef(XMM);
                self.emit(I::cvtss2sd_rm(d, z, a));
            }
            (VT::V(..), mv) if mv.bits() == 128 => {
                let aligned = m.align() >= 16;
                let float = vt.is_float_or_float_vector();
                self.emit(match (aligned, float) {
                    (true, true) => I::movaps_rm(d, a),
                    (false, true) => I::movups_rm(d, a),
                    (true, false) => I::movdqa_rm(d, a),
                    (false, false) => I::movdqu_rm(d, a),
                });
            }
            (VT::V(..), mv) if mv.bits() == 64 => self.emit(I::movq_xm(d, a)),
            (VT::V(..), mv) if mv.bits() == 32 => self.emit(I::movd_xm(d, a)),
            _ => return Err(err(format!("x86-64: load of {:?} into {vt:?}", m.mem_vt))),
        }
        Ok(())
    }

    pub(super) fn store(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let m = *n.data.mem().ok_or_else(|| err("store without memory info"))?;
        let (val, ptr) = (n.op(1), n.op(2));
        let vt = self.vt(val);
        if let Some(vsize) = isize_of(vt) {
            let size = isize_of(m.mem_vt).unwrap_or(vsize);
            if m.ordering == Some(rllc_ir::inst::Ordering::SeqCst) {
                // A sequentially consistent store: xchg (implicitly locked).
                let x = self.reg(val);
                let a = self.addr(ptr);
                let dead = self.gpr();
                self.emit(I::xchg_mr(size, a, dead, x));
                return Ok(());
            }
            if size == vsize && m.is_simple() && self.rmw_store(val, ptr, size)? {
                return Ok(());
            }
            if !matches!(m.mem_vt.bits(), 8 | 16 | 32 | 64) {
                let x = self.reg(val);
                let a = self.addr(ptr);
                self.odd_store(a, x, m.mem_vt.bits());
                return Ok(());
            }
            if let Some(k) = self.imm32(val) {
                let a = self.addr(ptr);
                self.emit(I::mov_mi(size, a, k));
                return Ok(());
            }
            let x = self.reg(val);
            let a = self.addr(ptr);
            self.emit(I::mov_mr(size, a, x));
            return Ok(());
        }
        let x = self.reg(val);
        let a = self.addr(ptr);
        match (vt, m.mem_vt) {
            (VT::F32, VT::F32) => self.emit(I::movss_mr(a, x)),
            (VT::F64, VT::F64) => self.emit(I::movsd_mr(a, x)),
            (VT::V(..), mv) if mv.bits() == 128 => {
                let aligned = m.align() >= 16;
                let float = vt.is_float_or_float_vector();
                self.emit(match (aligned, float) {
                    (true, true) => I::movaps_mr(a, x),
                    (false, true) => I::movups_mr(a, x),
                    (true, false) => I::movdqa_mr(a, x),
                    (false, false) => I::movdqu_mr(a, x),
                });
            }
            (VT::V(..), mv) if mv.bits() == 64 => self.emit(I::movq_mx(a, x)),
            (VT::V(..), mv) if mv.bits() == 32 => self.emit(I::movd_mx(a, x)),
            _ => return Err(err(format!("x86-64: store of {vt:?} as {:?}", m.mem_vt))),
        }
        if m.ordering == Some(rllc_ir::inst::Ordering::SeqCst) {
            self.emit(I::mfence());
        }
        Ok(())
    }

    /// A load of a memory integer of 3, 5, 6 or 7 bytes: power-of-two pieces from low to
    /// high, shifted into place (the top piece sign-extended for `signed`).
    fn odd_load(&mut self, d: VReg, a: Addr, bits: u32, size: Size, signed: bool) {
        let mut acc: Option<VReg> = None;
        let mut at = 0u32;
        while at < bits {
            let rest = bits - at;
            let piece = if rest >= 32 { 32 } else if rest >= 16 { 16 } else { 8 };
            let top = at + piece == bits;
            let t = self.gpr();
            let pa = a.offset_by((at / 8) as i64);
            self.emit(match (piece, top && signed) {
                (32, _) => I::mov_rm(Size::S32, t, pa),
                (16, true) => I::movsx16_rm(Size::S64, t, pa),
                (16, false) => I::movzx16_rm(Size::S32, t, pa),
                (_, true) => I::movsx8_rm(Size::S64, t, pa),
                _ => I::movzx8_rm(Size::S32, t, pa),
            });
            let shifted = if at == 0 {
                t
            } else {
                let s = self.gpr();
                self.emit(I::shl_ri(Size::S64, s, t, at as i64));
                s
            };
            acc = Some(match acc {
                None => shifted,
                Some(prev) => {
                    let o = if top { d } else { self.gpr() };
                    self.emit(I::or_rr(size.max(Size::S32), o, prev, shifted));
                    o
                }
            });
            at += piece;
        }
    }

    /// A truncating store of the low 3, 5, 6 or 7 bytes of `x`.
    fn odd_store(&mut self, a: Addr, x: VReg, bits: u32) {
        let mut at = 0u32;
        let mut cur = x;
        while at < bits {
            let rest = bits - at;
            let piece = if rest >= 32 { 32 } else if rest >= 16 { 16 } else { 8 };
            let size = Size::from_bytes((piece / 8) as u64).unwrap_or(Size::S8);
            self.emit(I::mov_mr(size, a.offset_by((at / 8) as i64), cur));
            at += piece;
            if at < bits {
                let n = self.gpr();
                self.emit(I::shr_ri(Size::S64, n, cur, piece as i64));
                cur = n;
            }
        }
    }

    /// `store (op (load p), x), p` as one read-modify-write instruction.
    fn rmw_store(&mut self, val: SDValue, ptr: SDValue, size: Size) -> R<bool> {
        use Opcode::*;
        let dag = self.dag;
        let op = dag.opcode(val);
        if !matches!(op, Add | Sub | And | Or | Xor | Shl | Srl | Sra) || !dag.has_one_use(val) {
            return Ok(false);
        }
        let (a, b) = (dag.operand(val, 0), dag.operand(val, 1));
        // The loaded operand: the left one (or the right one for commutative ops).
        let is_ld = |x: SDValue| self.can_fold(x) && dag.operand(x, 1) == ptr;
        let (ld, other) = if is_ld(a) {
            (a, b)
        } else if is_ld(b) && matches!(op, Add | And | Or | Xor) {
            (b, a)
        } else {
            return Ok(false);
        };
        if matches!(op, Shl | Srl | Sra) {
            let Some(k) = dag.const_int(other) else { return Ok(false) };
            if !self.cx.try_sink(ld) {
                return Ok(false);
            }
            let m = self.addr(ptr);
            let k = (k as u32 & (size.bits() - 1)) as i64;
            self.emit(match op {
                Shl => I::shl_mi(size, m, k),
                Srl => I::shr_mi(size, m, k),
                _ => I::sar_mi(size, m, k),
            });
            return Ok(true);
        }
        let imm = self.imm32(other);
        if !self.cx.try_sink(ld) {
            return Ok(false);
        }
        if let Some(k) = imm {
            let m = self.addr(ptr);
            self.emit(match op {
                Add => I::add_mi(size, m, k),
                Sub => I::sub_mi(size, m, k),
                And => I::and_mi(size, m, k),
                Or => I::or_mi(size, m, k),
                _ => I::xor_mi(size, m, k),
            });
        } else {
            let x = self.reg(other);
            let m = self.addr(ptr);
            self.emit(match op {
                Add => I::add_mr(size, m, x),
                Sub => I::sub_mr(size, m, x),
                And => I::and_mr(size, m, x),
                Or => I::or_mr(size, m, x),
                _ => I::xor_mr(size, m, x),
            });
        }
        Ok(true)
    }

    pub(super) fn dyn_alloca(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let align = n.data.int().unwrap_or(16).max(16) as i64;
        let size = n.op(1);
        // rsp -= round_up(size, 16); then align down further if asked.
        let s = self.reg(size);
        let r = self.gpr();
        self.emit(I::lea(Size::S64, r, Addr::base(s, 15)));
        let r2 = self.gpr();
        self.emit(I::and_ri(Size::S64, r2, r, -16));
        self.emit(I::sub_rr(Size::S64, RSP, RSP, r2).with_flags(inst_flags::SIDE_EFFECTS));
        if align > 16 {
            self.emit(I::and_ri(Size::S64, RSP, RSP, -align as i32).with_flags(inst_flags::SIDE_EFFECTS));
        }
        // The allocation starts above the reserved outgoing-argument area (abi.rs).
        let d = self.def(SDValue::new(id, 0));
        let area = crate::x86_64::abi::dynamic_area(self.cx.mf);
        self.emit(I::lea(Size::S64, d, Addr::frame(area, 0)));
        Ok(())
    }
}

#[allow(dead_code)]
fn mem_of(dag: &Dag, v: SDValue) -> Option<MemInfo> {
    dag.data(v).mem().copied()
}
