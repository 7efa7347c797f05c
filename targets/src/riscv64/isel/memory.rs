//! Loads and stores: `off(base)` addresses (frame objects, base plus a signed 12-bit
//! constant, `%pcrel_lo(sym)(t)` after `auipc t`), sign- and zero-extending loads
//! (`lb`/`lbu`...`lwu`), truncating stores, the zero register as a stored zero, atomic
//! loads and stores with llc's fences, dynamic stack allocation, and the frame and
//! return addresses.

use super::{err, fty, is_simm12, Sel, R};
use crate::riscv64::inst::{self as I, ordering::fence, Addr, Disp, Ty};
use crate::riscv64::regs::{FP, SP};
use rllc_ir::inst::Ordering;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::{ExtKind, NodeData, Opcode};
use rllc_isel::mir::{inst_flags, FixedSlot, FrameIndex, MFunction, Reg, SymbolRef, VReg};

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
        } else if mi.mem_vt.bits().is_power_of_two() {
            let ty = int_ty(mi.mem_vt.bits(), mi.ext)?;
            self.emit(I::load(ty, d, a));
        } else {
            self.load_pieces(d, a, mi.mem_vt.bits(), mi.ext == ExtKind::SignExt)?;
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
        } else if mi.mem_vt.bits().is_power_of_two() {
            let ty = int_ty(mi.mem_vt.bits(), ExtKind::NonExt)?;
            let r = self.reg_or_zero(val);
            let a = self.addr(n.op(2));
            self.emit(I::store(ty, r, a));
        } else {
            let r = self.reg_or_zero(val);
            let a = self.addr(n.op(2));
            self.store_pieces(r, a, mi.mem_vt.bits())?;
        }
        Ok(())
    }

    /// The power-of-two pieces of an access of `bits` bits (a multiple of 8), largest
    /// first, as (byte offset, bits).
    fn pieces(bits: u32) -> R<Vec<(i64, u32)>> {
        if bits % 8 != 0 || bits > 64 {
            return Err(err(format!("riscv64: a memory access of {bits} bits is not supported yet")));
        }
        let (mut out, mut off, mut left) = (Vec::new(), 0i64, bits);
        while left > 0 {
            let p = 1u32 << (31 - left.leading_zeros());
            out.push((off, p));
            off += i64::from(p / 8);
            left -= p;
        }
        Ok(out)
    }

    /// `a` displaced by `k` more bytes.
    fn offset_addr(a: Addr, k: i64) -> R<Addr> {
        match a.disp {
            Disp::Imm(v) if is_simm12(v + k) => Ok(Addr { disp: Disp::Imm(v + k), ..a }),
            Disp::Frame(fi, v) => Ok(Addr::frame(fi, v + k)),
            Disp::Sym(s, v, m) => Ok(Addr { disp: Disp::Sym(s, v + k, m), ..a }),
            _ => Err(err("riscv64: an odd-sized access beyond a 12-bit offset")),
        }
    }

    /// `a` with a `%pcrel_lo` displacement turned into a base register (`addi t, hi,
    /// %pcrel_lo(sym)`), so that further bytes can be reached by offsets.
    fn plain_addr(&mut self, a: Addr) -> Addr {
        match (a.base, a.disp) {
            (Some(hi), Disp::Sym(s, v, m)) => {
                let t = self.gpr();
                self.emit(I::addi_sym(t, hi, (s, v), m));
                Addr::base(t, 0)
            }
            _ => a,
        }
    }

    /// A load of an odd size (`i24`, `i56`...) as zero-extended pieces, least significant
    /// first in memory, shifted into place; sign-extended at the end when asked.
    fn load_pieces(&mut self, d: VReg, a: Addr, bits: u32, signed: bool) -> R {
        let a = self.plain_addr(a);
        let mut acc: Option<VReg> = None;
        for (off, pbits) in Self::pieces(bits)? {
            let part = self.gpr();
            self.emit(I::load(int_ty(pbits, ExtKind::ZeroExt)?, part, Self::offset_addr(a, off)?));
            let placed = if off == 0 {
                part
            } else {
                let t = self.gpr();
                self.emit(I::slli(Ty::X, t, part, 8 * off));
                t
            };
            acc = Some(match acc {
                None => placed,
                Some(x) => {
                    let t = self.gpr();
                    self.emit(I::or(t, x, placed));
                    t
                }
            });
        }
        let v = acc.ok_or_else(|| err("empty access"))?;
        let sh = i64::from(64 - bits);
        if signed {
            let t = self.gpr();
            self.emit(I::slli(Ty::X, t, v, sh));
            self.emit(I::srai(Ty::X, d, t, sh));
        } else {
            self.emit(I::copy(d, v));
        }
        Ok(())
    }

    /// A store of an odd size as its power-of-two pieces.
    fn store_pieces(&mut self, r: Reg, a: Addr, bits: u32) -> R {
        let a = self.plain_addr(a);
        for (off, pbits) in Self::pieces(bits)? {
            let part = if off == 0 {
                r
            } else {
                let t = self.gpr();
                self.emit(I::srli(Ty::X, t, r, 8 * off));
                Reg::Virt(t)
            };
            self.emit(I::store(int_ty(pbits, ExtKind::NonExt)?, part, Self::offset_addr(a, off)?));
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
        let depth = n.data.int().unwrap_or(0);
        if self.cx.mf.frame.varargs.is_some() {
            return Err(err("riscv64: llvm.frameaddress/returnaddress in a variadic function is not supported yet"));
        }
        self.cx.mf.frame.reads_frame_record = true;
        let d = self.def(SDValue::new(id, 0));
        // s0 is the frame's CFA, with the return address at -8 and the caller's s0 at -16
        // (the frame record): a caller's frame is `depth` loads up that chain, as llc walks it.
        let frame = self.gpr();
        self.emit(I::copy(frame, FP));
        let mut frame = frame;
        for _ in 0..depth {
            let up = self.gpr();
            self.emit(I::load(Ty::D, up, Addr::base(frame, -16)));
            frame = up;
        }
        if n.op == Opcode::FrameAddress {
            self.emit(I::copy(d, frame));
        } else {
            self.emit(I::load(Ty::D, d, Addr::base(frame, -8)));
        }
        Ok(())
    }
}
