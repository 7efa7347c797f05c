//! Loads and stores: addressing modes (`[base, #imm]` scaled or unscaled, `[base, index,
//! lsl #n]` with `sxtw`/`uxtw` indexes, frame objects, `[p, :lo12:sym]` after `adrp`),
//! zero- and sign-extending loads (`ldrb`, `ldrsh`, `ldrsw`, …), truncating stores, the
//! zero register as a stored zero, acquire loads and release stores (`ldar`/`stlr`), and
//! dynamic stack allocation.

use super::{err, fty, ity, R, Sel};
use crate::aarch64::inst::{self as I, Addr, Extend, SymMod, Ty};
use crate::aarch64::regs::{self, SP};
use rllc_ir::inst::Ordering;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::{ExtKind, MemInfo, NodeData, Opcode};
use rllc_isel::mir::{inst_flags, FixedSlot, FrameIndex, MFunction, Reg, SymbolRef};
use rllc_isel::vt::VT;

/// Whether an ordering needs acquire/release instructions (stronger than monotonic).
pub(super) fn is_acq_rel(o: Option<Ordering>) -> bool {
    matches!(o, Some(Ordering::Acquire | Ordering::Release | Ordering::AcqRel | Ordering::SeqCst))
}

/// The stack object that begins where dynamic allocations go: just above the reserved
/// outgoing-argument area (`sp + max_call_frame`). Created on first use.
pub(super) fn dynamic_area(mf: &mut MFunction) -> FrameIndex {
    if let Some(&(fi, _)) = mf.frame.fixed.iter().find(|(_, s)| *s == FixedSlot::DynamicArea) {
        return fi;
    }
    mf.new_fixed_object(0, 16, FixedSlot::DynamicArea)
}

impl Sel<'_, '_> {
    /// The address operand for an access of `1 << log2` bytes at `ptr`.
    pub(super) fn addr(&mut self, ptr: SDValue, log2: u32) -> Addr {
        let size = 1i64 << log2;
        let fits = |c: i64| (c >= 0 && c % size == 0 && c / size < 4096) || (-256..256).contains(&c);
        match *self.dag.data(ptr) {
            NodeData::Frame(fi) if self.op(ptr) == Opcode::FrameIndex => return Addr::frame(fi, 0),
            NodeData::Global(g, off)
                if self.op(ptr) == Opcode::GlobalAddress && !self.is_tls(g) && self.is_dso_local(g) =>
            {
                if self.sym_aligned(g, off, size) {
                    let p = self.gpr();
                    let sym = SymbolRef::Global(g);
                    self.emit(I::adrp(p, (sym, off), SymMod::None));
                    return Addr::sym(p, sym, off, SymMod::Lo12);
                }
            }
            _ => {}
        }
        if self.op(ptr) == Opcode::Add {
            let (a, b) = (self.operand(ptr, 0), self.operand(ptr, 1));
            if let Some(c) = self.cint(b) {
                // Constant offsets added in steps (`(p + 16) + 8`, as GEP chains and split
                // accesses make them) are one offset.
                let (mut base, mut c) = (a, c);
                while self.op(base) == Opcode::Add {
                    let Some(k) = self.cint(self.operand(base, 1)) else { break };
                    match c.checked_add(k) {
                        Some(sum) if fits(sum) || self.op(self.operand(base, 0)) == Opcode::FrameIndex => {
                            c = sum;
                            base = self.operand(base, 0);
                        }
                        _ => break,
                    }
                }
                if let NodeData::Frame(fi) = *self.dag.data(base) {
                    if self.op(base) == Opcode::FrameIndex {
                        return Addr::frame(fi, c);
                    }
                }
                if fits(c) {
                    let r = self.reg(base);
                    return Addr::base(r, c);
                }
            }
            // base + (index << log2), the index possibly a 32-bit value extended.
            for (base, idx) in [(a, b), (b, a)] {
                if self.op(idx) == Opcode::Shl && self.cint(self.operand(idx, 1)) == Some(log2 as i64) && log2 > 0 {
                    let (r, ext) = self.index_operand(self.operand(idx, 0));
                    let br = self.reg(base);
                    return Addr::index(br, r, ext, true);
                }
            }
            let (r, ext) = self.index_operand(b);
            let br = self.reg(a);
            return Addr::index(br, r, ext, false);
        }
        let r = self.reg(ptr);
        Addr::base(r, 0)
    }

    /// An index register and how it extends: a 32-bit value sign- or zero-extended to 64
    /// bits is used as is with `sxtw`/`uxtw`.
    fn index_operand(&mut self, v: SDValue) -> (Reg, Extend) {
        match self.op(v) {
            Opcode::SignExtend if self.vt(self.operand(v, 0)) == VT::I32 => {
                (Reg::Virt(self.reg(self.operand(v, 0))), Extend::Sxtw)
            }
            Opcode::ZeroExtend if self.vt(self.operand(v, 0)) == VT::I32 => {
                (Reg::Virt(self.reg(self.operand(v, 0))), Extend::Uxtw)
            }
            _ => (Reg::Virt(self.reg(v)), Extend::Lsl),
        }
    }

    /// Whether `:lo12:g+off` may be a scaled load/store offset for `size`-byte accesses:
    /// the linker requires the address to be a multiple of the access size.
    fn sym_aligned(&self, g: rllc_ir::module::GlobalId, off: i64, size: i64) -> bool {
        if size == 1 {
            return true;
        }
        let gv = self.cx.module.global(g);
        let align = gv.align.unwrap_or(1) as i64;
        align >= size && off % size == 0
    }

    pub(super) fn load(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let mi = n.data.mem().copied().ok_or_else(|| err("load without memory info"))?;
        let v = SDValue::new(id, 0);
        let vt = n.vt(0);
        let ptr = n.op(1);
        let mbits = mi.mem_vt.bits();
        if is_acq_rel(mi.ordering) {
            return self.load_acquire(v, ptr, mi);
        }
        if vt.is_float() {
            let ty = fty(vt)?;
            let a = self.addr(ptr, ty.elem_log2());
            let d = self.def(v);
            self.emit(I::ldr_f(ty, d, a));
            return Ok(());
        }
        let ty = ity(vt)?;
        let signed = mi.ext == ExtKind::SignExt && mbits < vt.bits();
        if !mbits.is_power_of_two() {
            return self.load_pieces(v, ptr, mbits, signed);
        }
        let (mty, log2) = match mbits {
            8 => (Ty::B, 0),
            16 => (Ty::H, 1),
            32 => (Ty::W, 2),
            64 => (Ty::X, 3),
            b => return Err(err(format!("aarch64: load of {b} bits"))),
        };
        let a = self.addr(ptr, log2);
        let d = self.def(v);
        self.emit(match (signed, mty) {
            (true, Ty::B) => I::ldrsb(ty, d, a),
            (true, Ty::H) => I::ldrsh(ty, d, a),
            (true, _) => I::ldrsw(d, a),
            (false, _) => I::ldr(mty, d, a),
        });
        Ok(())
    }

    /// An acquire load: `ldar` from a base register, extended as the load asks.
    fn load_acquire(&mut self, v: SDValue, ptr: SDValue, mi: MemInfo) -> R {
        let vt = self.vt(v);
        let mbits = mi.mem_vt.bits();
        let mty = access_ty(mbits)?;
        let p = self.reg(ptr);
        let raw = self.gpr();
        self.emit(I::ldar(mty, raw, Addr::base(p, 0)));
        let d = self.def(v);
        if vt.is_float() {
            self.emit(I::fmov_from_gpr(fty(vt)?, d, raw));
            return Ok(());
        }
        let ty = ity(vt)?;
        if mi.ext == ExtKind::SignExt && mbits < vt.bits() {
            match mbits {
                8 => self.emit(I::sxtb(ty, d, raw)),
                16 => self.emit(I::sxth(ty, d, raw)),
                _ => self.emit(I::sxtw(d, raw)),
            }
        } else {
            self.emit(I::copy(d, raw));
        }
        Ok(())
    }

    pub(super) fn store(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let mi = n.data.mem().copied().ok_or_else(|| err("store without memory info"))?;
        let (val, ptr) = (n.op(1), n.op(2));
        let vt = self.vt(val);
        let mbits = mi.mem_vt.bits();
        if is_acq_rel(mi.ordering) {
            let p = self.reg(ptr);
            let src = if vt.is_float() {
                let f = self.reg(val);
                let g = self.gpr();
                self.emit(I::fmov_to_gpr(fty(vt)?, g, f));
                Reg::Virt(g)
            } else {
                self.reg_or_zr(val)
            };
            self.emit(I::stlr(access_ty(mbits)?, src, Addr::base(p, 0)));
            return Ok(());
        }
        if vt.is_float() {
            let ty = fty(vt)?;
            if self.dag.opcode(val) == Opcode::ConstantFP && matches!(self.dag.data(val), NodeData::Fp(0)) {
                // +0.0 is the zero register's bits.
                let a = self.addr(ptr, ty.elem_log2());
                self.emit(I::str(if ty == Ty::S { Ty::W } else { Ty::X }, regs::XZR, a));
                return Ok(());
            }
            let s = self.reg(val);
            let a = self.addr(ptr, ty.elem_log2());
            self.emit(I::str_f(ty, s, a));
            return Ok(());
        }
        if !mbits.is_power_of_two() {
            return self.store_pieces(val, ptr, mbits);
        }
        let mty = access_ty(mbits)?;
        let src = self.reg_or_zr(val);
        let a = self.addr(ptr, mty.elem_log2());
        self.emit(I::str(mty, src, a));
        Ok(())
    }

    /// A load of an odd number of bytes (i24, i48, …): power-of-two pieces, zero-extended,
    /// shifted into place and or-ed; sign-extended at the end if asked.
    fn load_pieces(&mut self, v: SDValue, ptr: SDValue, mbits: u32, signed: bool) -> R {
        let ty = ity(self.vt(v))?;
        let p = self.reg(ptr);
        let mut acc: Option<rllc_isel::mir::VReg> = None;
        for (off, bits) in pieces(mbits) {
            let t = self.gpr();
            self.emit(I::ldr(access_ty(bits)?, t, Addr::base(p, off as i64)));
            acc = Some(match acc {
                None => t,
                Some(a) => {
                    let d = self.gpr();
                    self.emit(I::orr_rr(Ty::X, d, a, t, (8 * off) as i64));
                    d
                }
            });
        }
        let acc = acc.ok_or_else(|| err("empty load"))?;
        let d = self.def(v);
        if signed {
            self.emit(I::sbfx(ty, d, acc, 0i64, mbits as i64));
        } else {
            self.emit(I::copy(d, acc));
        }
        Ok(())
    }

    /// A store of an odd number of bytes: power-of-two pieces of the value shifted down.
    fn store_pieces(&mut self, val: SDValue, ptr: SDValue, mbits: u32) -> R {
        let p = self.reg(ptr);
        let x = self.reg(val);
        for (off, bits) in pieces(mbits) {
            let src = if off == 0 {
                x
            } else {
                let t = self.gpr();
                self.emit(I::lsr_ri(Ty::X, t, x, (8 * off) as i64));
                t
            };
            self.emit(I::str(access_ty(bits)?, src, Addr::base(p, off as i64)));
        }
        Ok(())
    }

    /// `DynAlloca`: sp -= round_up(size, 16), aligned further if asked; the result is
    /// the new sp plus the reserved outgoing-argument area.
    pub(super) fn dyn_alloca(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let align = n.data.int().unwrap_or(16).max(16) as i64;
        let s = self.reg(n.op(1));
        let r = self.gpr();
        self.emit(I::add_ri(Ty::X, r, s, 15i64));
        let r2 = self.gpr();
        self.emit(I::and_ri(Ty::X, r2, r, -16i64));
        // sub sp, sp, r2 (extended-register form: sp is allowed; uxtx #0)
        self.emit(I::sub_rx(Ty::X, SP, SP, r2, 3i64 << 8).with_flags(inst_flags::SIDE_EFFECTS));
        if align > 16 {
            let t = self.gpr();
            self.emit(I::mov_sp(t, SP));
            self.emit(I::and_ri(Ty::X, SP, t, -align).with_flags(inst_flags::SIDE_EFFECTS));
        }
        let d = self.def(SDValue::new(id, 0));
        let area = dynamic_area(self.cx.mf);
        self.emit(I::frame_addr(d, Addr::frame(area, 0)));
        Ok(())
    }

    /// `llvm.frameaddress`/`llvm.returnaddress`: x29 points at the function's frame
    /// record (the caller's x29, then x30), which such a function always keeps
    /// (`reads_frame_record` makes the frame pointer reserved); each deeper level follows
    /// the saved x29. The address is returned as stored: without pointer authentication
    /// llc's `xpaclri` is a no-op.
    pub(super) fn frame_or_return_address(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let depth = n.data.int().unwrap_or(0);
        self.cx.mf.frame.reads_frame_record = true;
        let mut fa = self.gpr();
        self.emit(I::copy(fa, crate::aarch64::regs::FP));
        for _ in 0..depth.min(64) {
            let up = self.gpr();
            self.emit(I::ldr(Ty::X, up, Addr::base(fa, 0)));
            fa = up;
        }
        let d = self.def(SDValue::new(id, 0));
        if n.op == Opcode::FrameAddress {
            self.emit(I::copy(d, fa));
        } else {
            self.emit(I::ldr(Ty::X, d, Addr::base(fa, 8)));
        }
        Ok(())
    }
}

/// The power-of-two pieces of an access of `bits` (a multiple of 8): (byte offset, bits).
fn pieces(bits: u32) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    let mut off = 0;
    while off * 8 < bits {
        let rest = bits - off * 8;
        let p = if rest >= 64 { 64 } else if rest >= 32 { 32 } else if rest >= 16 { 16 } else { 8 };
        out.push((off, p));
        off += p / 8;
    }
    out
}

/// The access type of a GPR load or store of `bits`.
pub(super) fn access_ty(bits: u32) -> R<Ty> {
    Ok(match bits {
        8 => Ty::B,
        16 => Ty::H,
        32 => Ty::W,
        64 => Ty::X,
        b => return Err(err(format!("aarch64: memory access of {b} bits"))),
    })
}
