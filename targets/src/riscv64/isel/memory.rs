//! Loads and stores: `off(base)` addresses (frame objects, base plus a signed 12-bit
//! constant, `%pcrel_lo(sym)(t)` after `auipc t`), sign- and zero-extending loads
//! (`lb`/`lbu`...`lwu`), truncating stores, the zero register as a stored zero, atomic
//! loads and stores with llc's fences, dynamic stack allocation, and the frame and
//! return addresses.

use super::{err, fty, is_simm12, R, Sel};
use crate::riscv64::inst::{self as I, ordering::fence, Addr, Ty};
use crate::riscv64::regs::{FP, SP, ZERO};
use rllc_ir::inst::Ordering;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::{ExtKind, NodeData, Opcode};
use rllc_isel::mir::{inst_flags, FixedSlot, FrameIndex, MFunction, Reg, SymbolRef};

/// The stack object that begins where dynamic allocations go: just above the reserved
/// outgoing-argument area (`sp + max_call_frame`). Created on first use.
fn dynamic_area(mf: &mut MFunction) -> FrameIndex {
    if let Some(&(fi, _)) = mf.frame.fixed.iter().find(|(_, s)| *s == FixedSlot::DynamicArea) {
        return fi;
    }
    mf.new_fixed_object(0, 16, FixedSlot::DynamicArea)
}

/// The load or store type of an integer access of `bits` bits.
fn int_ty(bits: u32, ext: ExtKind) -> R<Ty> {
    Ok(match (bits, ext) {
        (8, ExtKind::ZeroExt | ExtKind::AnyExt) => Ty::BU,
        (8, _) => Ty::B,
        (16, ExtKind::ZeroExt) => Ty::HU,
        (16, _) => Ty::H,
        (32, ExtKind::ZeroExt) => Ty::WU,
        (32, _) => Ty::W,
        (64, _) => Ty::D,
        (b, _) => return Err(err(format!("riscv64: a memory access of {b} bits is not supported yet"))),
    })
}

impl Sel<'_, '_> {
    /// The address operand for an access at `ptr`.
    pub(super) fn addr(&mut self, ptr: SDValue) -> Addr {
        match *self.dag.data(ptr) {
            NodeData::Frame(fi) if self.op(ptr) == Opcode::FrameIndex => return Addr::frame(fi, 0),
            NodeData::Global(g, off) if self.op(ptr) == Opcode::GlobalAddress && !self.is_tls(g) => {
                if let Some(a) = self.symbol_mem(SymbolRef::Global(g), off) {
                    return a;
                }
            }
            _ => {}
        }
        if self.op(ptr) == Opcode::Add {
            if let Some(c) = self.cint(self.operand(ptr, 1)) {
                let (mut base, mut c) = (self.operand(ptr, 0), c);
                // Constant offsets added in steps are one offset.
                while self.op(base) == Opcode::Add {
                    let Some(k) = self.cint(self.operand(base, 1)) else { break };
                    match c.checked_add(k) {
                        Some(sum) if is_simm12(sum) || self.op(self.operand(base, 0)) == Opcode::FrameIndex => {
                            c = sum;
                            base = self.operand(base, 0);
                        }
                        _ => break,
                    }
                }
                if let (Opcode::FrameIndex, NodeData::Frame(fi)) = (self.op(base), *self.dag.data(base)) {
                    return Addr::frame(fi, c);
                }
                if is_simm12(c) {
                    let r = self.reg(base);
                    return Addr::base(r, c);
                }
            }
        }
        let r = self.reg(ptr);
        Addr::base(r, 0)
    }

    pub(super) fn load(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let mi = n.data.mem().copied().ok_or_else(|| err("load without memory info"))?;
        let v = SDValue::new(id, 0);
        let vt = n.vt(0);
        let seq_cst = mi.ordering == Some(Ordering::SeqCst);
        let acquire = matches!(mi.ordering, Some(Ordering::Acquire | Ordering::AcqRel | Ordering::SeqCst));
        if seq_cst {
            self.emit(I::fence(fence::RW, fence::RW));
        }
        let a = self.addr(n.op(1));
        let d = self.def(v);
        if vt.is_float() {
            let ty = fty(vt)?;
            if mi.mem_vt.bits() != vt.bits() {
                return Err(err("riscv64: an extending FP load"));
            }
            self.emit(I::fload(ty, d, a));
        } else {
            let ty = int_ty(mi.mem_vt.bits(), mi.ext)?;
            self.emit(I::load(ty, d, a));
        }
        if acquire {
            self.emit(I::fence(fence::R, fence::RW));
        }
        Ok(())
    }

    pub(super) fn store(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let mi = n.data.mem().copied().ok_or_else(|| err("store without memory info"))?;
        let val = n.op(1);
        let vt = self.vt(val);
        if matches!(mi.ordering, Some(Ordering::Release | Ordering::AcqRel | Ordering::SeqCst)) {
            self.emit(I::fence(fence::RW, fence::W));
        }
        if vt.is_float() {
            let ty = fty(vt)?;
            let r = self.reg(val);
            let a = self.addr(n.op(2));
            self.emit(I::fstore(ty, r, a));
        } else {
            let ty = int_ty(mi.mem_vt.bits(), ExtKind::NonExt)?;
            let r = self.reg_or_zero(val);
            let a = self.addr(n.op(2));
            self.emit(I::store(ty, r, a));
        }
        Ok(())
    }

    /// `DynAlloca size, align`: sp moves down by the size rounded up to 16 (and to the
    /// alignment); the result is the new sp above the outgoing-argument area.
    pub(super) fn dyn_alloca(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let align = n.data.int().unwrap_or(16).max(16) as i64;
        let size = self.reg(n.op(1));
        let (t, m) = (self.gpr(), self.gpr());
        self.emit(I::addi(Ty::X, t, size, 15i64));
        self.emit(I::andi(m, t, -16i64));
        self.emit(I::sub(Ty::X, SP, SP, m).with_flags(inst_flags::SIDE_EFFECTS));
        if align > 16 {
            self.emit(I::andi(SP, SP, -align).with_flags(inst_flags::SIDE_EFFECTS));
        }
        let fi = dynamic_area(self.cx.mf);
        let d = self.def(SDValue::new(id, 0));
        self.emit(I::frame_addr(d, Addr::frame(fi, 0)));
        Ok(())
    }

    /// `llvm.frameaddress(0)` is s0 (the CFA: RISC-V frame pointers point there);
    /// `llvm.returnaddress(0)` is read back from its save slot below it. Deeper frames are
    /// refused.
    pub(super) fn frame_or_return_address(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        if n.data.int().unwrap_or(0) != 0 {
            return Err(err("riscv64: llvm.frameaddress/returnaddress of a caller's frame is not supported yet"));
        }
        if self.cx.mf.frame.varargs.is_some() {
            return Err(err("riscv64: llvm.frameaddress/returnaddress in a variadic function is not supported yet"));
        }
        self.cx.mf.frame.reads_frame_record = true;
        let d = self.def(SDValue::new(id, 0));
        if n.op == Opcode::FrameAddress {
            self.emit(I::copy(d, FP));
        } else {
            self.emit(I::load(Ty::D, d, Addr::base(FP, -8)));
        }
        let _ = (ZERO, Reg::Phys(SP));
        Ok(())
    }
}
