//! Constants and symbol addresses: integer and float constants, the constant pool,
//! frame objects, globals (RIP-relative, or through the GOT when not `dso_local` in PIC)
//! and thread-locals in llc's TLS model choice.

use super::{err, isize_of, sext, R, Sel};
use crate::x86_64::inst::{self as I, Addr};
use crate::x86_64::regs::{Size, XMM};
use rllc_ir::module::{GlobalId, Linkage, ThreadLocal, Visibility};
use rllc_isel::dag::SDValue;
use rllc_isel::dag_ops::NodeData;
use rllc_isel::mir::{ConstPoolEntry, Reg, SymbolRef, VReg};
use rllc_isel::vt::VT;

impl Sel<'_, '_> {
    /// Whether global `g` can be addressed directly (RIP-relative) rather than
    /// through the GOT: local linkage, non-default visibility, `dso_local`, or not PIC.
    pub(super) fn is_dso_local(&self, g: GlobalId) -> bool {
        let gv = self.cx.module.global(g);
        // An ifunc's address is whatever its resolver returns: position-independent code
        // takes it from the GOT, dso_local or not, as llc does.
        if matches!(gv.kind, rllc_ir::module::GlobalKind::IFunc(_)) {
            return !self.t.pic;
        }
        !self.t.pic
            || gv.dso_local
            || matches!(gv.linkage, Linkage::Private | Linkage::Internal)
            || gv.visibility != Visibility::Default
    }

    /// The TLS model of thread-local `g`, as llc chooses it (`TargetMachine::getTLSModel`):
    /// in an executable (not PIC, or PIC with a "PIE Level") local-exec for a symbol of
    /// this module and initial-exec otherwise; in a shared object (PIC without a PIE
    /// level) local-dynamic for a symbol of this module and general-dynamic otherwise. A
    /// model written on the variable (`thread_local(initialexec)`) is used when it is more
    /// specific than that.
    fn tls_model(&self, g: GlobalId) -> ThreadLocal {
        let m = self.cx.module;
        let gv = m.global(g);
        let local = gv.dso_local || matches!(gv.linkage, Linkage::Private | Linkage::Internal) || gv.visibility != Visibility::Default;
        let executable = !self.t.pic || m.module_flag_int("PIE Level").is_some_and(|l| l > 0);
        let chosen = match (executable, local) {
            (true, true) => ThreadLocal::LocalExec,
            (true, false) => ThreadLocal::InitialExec,
            (false, true) => ThreadLocal::LocalDynamic,
            (false, false) => ThreadLocal::GeneralDynamic,
        };
        let rank = |t: ThreadLocal| match t {
            ThreadLocal::NotThreadLocal | ThreadLocal::GeneralDynamic => 0,
            ThreadLocal::LocalDynamic => 1,
            ThreadLocal::InitialExec => 2,
            ThreadLocal::LocalExec => 3,
        };
        if rank(gv.thread_local) > rank(chosen) {
            gv.thread_local
        } else {
            chosen
        }
    }

    pub(super) fn is_tls(&self, g: GlobalId) -> bool {
        self.cx.module.global(g).thread_local != ThreadLocal::NotThreadLocal
    }

    /// Adds a constant-pool entry (identical recent entries are shared).
    pub(in crate::x86_64) fn const_pool(&mut self, bytes: Vec<u8>, align: u64) -> SymbolRef {
        let pool = &mut self.cx.mf.const_pool;
        let start = pool.len().saturating_sub(32);
        if let Some(i) = pool[start..].iter().position(|e| e.bytes == bytes && e.align >= align) {
            return SymbolRef::ConstPool((start + i) as u32);
        }
        pool.push(ConstPoolEntry { bytes, align });
        SymbolRef::ConstPool(pool.len() as u32 - 1)
    }

    /// A 16-byte constant of `lane` repeated, `lane_bytes` wide (masks for SSE logic).
    pub(in crate::x86_64) fn splat_pool(&mut self, lane: u64, lane_bytes: usize) -> Addr {
        let mut b = Vec::with_capacity(16);
        while b.len() < 16 {
            b.extend_from_slice(&lane.to_le_bytes()[..lane_bytes]);
        }
        Addr::rip(self.const_pool(b, 16), 0)
    }

    // ---- constants and addresses ----

    pub(super) fn constant(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        if vt.is_vector() {
            return self.vector_constant(v);
        }
        let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: constant of type {vt:?}")))?;
        let c = self.dag.const_int(v).unwrap_or(0);
        let d = self.def(v);
        if c == 0 {
            // (`xor r, r` would need its input tied to a second use of itself, which the
            // allocator can only satisfy with a copy.)
            self.emit(I::mov_ri(Size::S32, d, 0));
        } else if size == Size::S64 {
            self.emit(I::mov_imm(Size::S64, d, c as u64 as i64));
        } else {
            // Narrow constants are written as 32 bits (no partial-register write).
            self.emit(I::mov_ri(Size::S32, d, sext(c, vt.bits()) as i32 as i64));
        }
        Ok(())
    }

    pub(super) fn constant_fp(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let bits = match *self.dag.data(v) {
            NodeData::Fp(b) => b,
            _ => 0,
        };
        if vt.is_vector() {
            return self.vector_constant(v);
        }
        let d = self.def(v);
        if bits == 0 {
            let z = self.undef(XMM);
            self.emit(I::xorps_rr(d, z, z));
            return Ok(());
        }
        match vt {
            VT::F32 => {
                let a = Addr::rip(self.const_pool((bits as u32).to_le_bytes().to_vec(), 4), 0);
                self.emit(I::movss_rm(d, a));
            }
            VT::F64 => {
                let a = Addr::rip(self.const_pool((bits as u64).to_le_bytes().to_vec(), 8), 0);
                self.emit(I::movsd_rm(d, a));
            }
            _ => return Err(err(format!("x86-64: float constant of type {vt:?}"))),
        }
        Ok(())
    }

    /// FrameIndex, GlobalAddress, ExternalSymbol, ConstantPool, JumpTable.
    pub(super) fn address_node(&mut self, v: SDValue) -> R {
        let d = self.def(v);
        match *self.dag.data(v) {
            NodeData::Frame(fi) => self.emit(I::lea(Size::S64, d, Addr::frame(fi, 0))),
            NodeData::ConstPool(k) => self.emit(I::lea(Size::S64, d, Addr::rip(SymbolRef::ConstPool(k), 0))),
            NodeData::JumpTable(k) => self.emit(I::lea(Size::S64, d, Addr::rip(SymbolRef::JumpTable(k), 0))),
            NodeData::Block(b) => self.emit(I::lea(Size::S64, d, Addr::rip(SymbolRef::Block(b), 0))),
            NodeData::Global(g, off) if self.is_tls(g) => self.tls_address(d, g, off)?,
            NodeData::Global(g, off) => self.global_address(d, SymbolRef::Global(g), off, self.is_dso_local(g)),
            NodeData::Sym(s, off) => self.global_address(d, SymbolRef::External(s), off, !self.t.pic),
            _ => return Err(err("x86-64: address node without payload")),
        }
        Ok(())
    }

    /// `d = &g + off` for thread-local `g`, in its TLS model (`tls_model`): local-exec is
    /// the thread pointer plus a link-time constant, initial-exec adds an offset loaded
    /// from the GOT, and the dynamic models call `__tls_get_addr` (local-dynamic for the
    /// module's block, then a link-time offset into it).
    fn tls_address(&mut self, d: VReg, g: GlobalId, off: i64) -> R {
        use crate::x86_64::inst::{Seg, SymMod};
        let sym = SymbolRef::Global(g);
        let model = self.tls_model(g);
        match model {
            ThreadLocal::LocalExec | ThreadLocal::InitialExec | ThreadLocal::NotThreadLocal => {
                let tp = self.gpr();
                self.emit(I::mov_rm(Size::S64, tp, Addr::abs(0).with_seg(Seg::Fs)));
                if model == ThreadLocal::LocalExec {
                    self.emit(I::lea(Size::S64, d, Addr::base(tp, 0).with_sym(sym, off, SymMod::TpOff)));
                } else {
                    let o = self.gpr();
                    self.emit(I::mov_rm(Size::S64, o, Addr::rip(sym, 0).with_sym(sym, 0, SymMod::GotTpOff)));
                    self.emit(I::lea(Size::S64, d, Addr::bis(tp, o, 1, off as i32)));
                }
            }
            _ => {
                let get_addr = self.t.tls_get_addr.ok_or_else(|| err("x86-64: __tls_get_addr is not available for dynamic TLS"))?;
                let get_addr = SymbolRef::External(get_addr);
                let clobbers = Some(self.cx.mf.clobber_set(crate::x86_64::regs::call_clobbers(self.t.abi)));
                let r = self.gpr();
                if model == ThreadLocal::GeneralDynamic {
                    self.emit(I::tls_gd_call(sym, get_addr, Reg::Virt(r), clobbers));
                    self.emit(if off == 0 { I::copy(d, r) } else { I::lea(Size::S64, d, Addr::base(r, off as i32)) });
                } else {
                    self.emit(I::tls_ld_call(sym, get_addr, Reg::Virt(r), clobbers));
                    self.emit(I::lea(Size::S64, d, Addr::base(r, 0).with_sym(sym, off, SymMod::DtpOff)));
                }
            }
        }
        Ok(())
    }

    /// `d = &sym + off`: a RIP-relative `lea` (`local`), or a load from the GOT.
    fn global_address(&mut self, d: VReg, sym: SymbolRef, off: i64, local: bool) {
        if local {
            self.emit(I::lea(Size::S64, d, Addr::rip(sym, off)));
        } else if off == 0 {
            self.emit(I::mov_rm(Size::S64, d, Addr::got(sym)));
        } else {
            let p = self.gpr();
            self.emit(I::mov_rm(Size::S64, p, Addr::got(sym)));
            self.emit(I::lea(Size::S64, d, Addr::base(p, off as i32)));
        }
    }
}
