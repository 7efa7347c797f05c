//! Constants and symbol addresses: integer constants (`movz`/`movn`/`movk` or a bitmask
//! `orr`), FP constants (`fmov` immediate, `fmov` from a GPR, or the constant pool), frame
//! objects, globals (`adrp` + `add :lo12:`, or a GOT load when not `dso_local` in PIC and
//! for `extern_weak`) and thread-locals in llc's TLS model choice.

use super::{err, fty, ity, R, Sel};
use crate::aarch64::inst::{self as I, Addr, SymMod, Ty};
use crate::aarch64::regs;
use rllc_ir::module::{GlobalId, ThreadLocal};
use rllc_isel::dag::SDValue;
use rllc_isel::dag_ops::NodeData;
use rllc_isel::mir::{ConstPoolEntry, Reg, SymbolRef, VReg};
use rllc_isel::vt::VT;

impl Sel<'_, '_> {
    /// Whether global `g` can be addressed directly (`adrp`/`add`) rather than through
    /// the GOT: local linkage, non-default visibility, `dso_local`, or not PIC — except
    /// `extern_weak` declarations, whose address may be null (llc takes it from the GOT).
    pub(super) fn is_dso_local(&self, g: GlobalId) -> bool {
        crate::global_access::is_dso_local(self.cx.module, g, self.t.pic)
    }

    /// The TLS model of thread-local `g`, as llc chooses it: in an executable local-exec
    /// for a symbol of this module and initial-exec otherwise; in a shared object
    /// general-dynamic (TLS descriptors; llc uses them for local-dynamic too). A model
    /// written on the variable is used when it is more specific.
    fn tls_model(&self, g: GlobalId) -> ThreadLocal {
        crate::global_access::tls_model(self.cx.module, g, self.t.pic)
    }

    pub(super) fn is_tls(&self, g: GlobalId) -> bool {
        self.cx.module.global(g).thread_local != ThreadLocal::NotThreadLocal
    }

    /// Adds a constant-pool entry (identical recent entries are shared).
    pub(super) fn const_pool(&mut self, bytes: Vec<u8>, align: u64) -> SymbolRef {
        let pool = &mut self.cx.mf.const_pool;
        let start = pool.len().saturating_sub(32);
        if let Some(i) = pool[start..].iter().position(|e| e.bytes == bytes && e.align >= align) {
            return SymbolRef::ConstPool((start + i) as u32);
        }
        pool.push(ConstPoolEntry { bytes, align });
        SymbolRef::ConstPool(pool.len() as u32 - 1)
    }

    // ---- constants and addresses ----

    pub(super) fn constant(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let ty = ity(vt)?;
        let c = self.dag.const_int(v).unwrap_or(0);
        let d = self.def(v);
        for i in I::mov_imm(ty, d, c as u64 as i64) {
            self.emit(i);
        }
        Ok(())
    }

    pub(super) fn constant_fp(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let ty = fty(vt)?;
        let bits = match *self.dag.data(v) {
            NodeData::Fp(b) => b as u64,
            _ => 0,
        };
        let d = self.def(v);
        let value = if vt == VT::F32 { f64::from(f32::from_bits(bits as u32)) } else { f64::from_bits(bits) };
        if bits != 0 && I::imm::encode_fp_imm8(value).is_some() && value.to_bits() != 0 {
            self.emit(I::fmov_i(ty, d, value));
            return Ok(());
        }
        if bits == 0 {
            self.emit(I::fmov_from_gpr(if vt == VT::F32 { Ty::S } else { Ty::D }, d, regs::XZR));
            return Ok(());
        }
        // Through the constant pool: adrp + ldr :lo12:.
        let size = if vt == VT::F32 { 4 } else { 8 };
        let sym = self.const_pool(bits.to_le_bytes()[..size].to_vec(), size as u64);
        let p = self.gpr();
        self.emit(I::adrp(p, sym, SymMod::None));
        self.emit(I::ldr_f(ty, d, Addr::sym(p, sym, 0, SymMod::Lo12)));
        Ok(())
    }

    /// FrameIndex, GlobalAddress, ExternalSymbol, ConstantPool, JumpTable, BlockAddress.
    pub(super) fn address_node(&mut self, v: SDValue) -> R {
        let d = self.def(v);
        match *self.dag.data(v) {
            NodeData::Frame(fi) => self.emit(I::frame_addr(d, Addr::frame(fi, 0))),
            NodeData::ConstPool(k) => self.page_address(d, SymbolRef::ConstPool(k), 0),
            NodeData::JumpTable(k) => self.page_address(d, SymbolRef::JumpTable(k), 0),
            NodeData::Block(b) => self.emit(I::adr(d, SymbolRef::Block(b))),
            NodeData::Global(g, off) if self.is_tls(g) => self.tls_address(d, g, off)?,
            NodeData::Global(g, off) => {
                let local = self.is_dso_local(g);
                self.global_address(d, SymbolRef::Global(g), off, local)
            }
            NodeData::Sym(s, off) => self.global_address(d, SymbolRef::External(s), off, !self.t.pic),
            _ => return Err(err("aarch64: address node without payload")),
        }
        Ok(())
    }

    /// `d = &sym + off` by `adrp` + `add :lo12:`.
    fn page_address(&mut self, d: VReg, sym: SymbolRef, off: i64) {
        let p = self.gpr();
        self.emit(I::adrp(p, (sym, off), SymMod::None));
        self.emit(I::add_lo12(d, p, (sym, off), SymMod::Lo12));
    }

    /// `d = &sym + off`: `adrp` + `add :lo12:` (`local`), or a load from the GOT.
    pub(super) fn global_address(&mut self, d: VReg, sym: SymbolRef, off: i64, local: bool) {
        if local {
            self.page_address(d, sym, off);
            return;
        }
        let p = self.gpr();
        self.emit(I::adrp(p, sym, SymMod::Got));
        if off == 0 {
            self.emit(I::ldr(Ty::X, d, Addr::sym(p, sym, 0, SymMod::GotLo12)));
        } else {
            let a = self.gpr();
            self.emit(I::ldr(Ty::X, a, Addr::sym(p, sym, 0, SymMod::GotLo12)));
            self.add_offset(d, a, off);
        }
    }

    /// `d = base + off` for any 64-bit offset.
    pub(super) fn add_offset(&mut self, d: VReg, base: VReg, off: i64) {
        if off == 0 {
            self.emit(I::copy(d, base));
        } else if (0..4096).contains(&off) {
            self.emit(I::add_ri(Ty::X, d, base, off));
        } else if (-4095..0).contains(&off) {
            self.emit(I::sub_ri(Ty::X, d, base, -off));
        } else {
            let k = self.imm_reg(Ty::X, off);
            self.emit(I::add_rr(Ty::X, d, base, k, 0i64));
        }
    }

    /// `d = &g + off` for thread-local `g`, in its TLS model (`tls_model`): local-exec is
    /// the thread pointer plus a link-time offset (`add :tprel_hi12:`, `add
    /// :tprel_lo12_nc:`), initial-exec adds an offset loaded from the GOT, and
    /// general-dynamic asks the TLS descriptor's resolver.
    fn tls_address(&mut self, d: VReg, g: GlobalId, off: i64) -> R {
        let sym = SymbolRef::Global(g);
        let tp = self.gpr();
        self.emit(I::mrs_tpidr_el0(tp));
        let addr = self.gpr();
        match self.tls_model(g) {
            ThreadLocal::LocalExec => {
                let hi = self.gpr();
                self.emit(I::add_lo12(hi, tp, (sym, off), SymMod::TprelHi12));
                self.emit(I::add_lo12(addr, hi, (sym, off), SymMod::TprelLo12Nc));
                self.emit(I::copy(d, addr));
                return Ok(());
            }
            ThreadLocal::InitialExec => {
                let p = self.gpr();
                self.emit(I::adrp(p, sym, SymMod::Gottprel));
                let o = self.gpr();
                self.emit(I::ldr(Ty::X, o, Addr::sym(p, sym, 0, SymMod::GottprelLo12)));
                self.emit(I::add_rr(Ty::X, addr, tp, o, 0i64));
            }
            _ => {
                // adrp x0, :tlsdesc:sym; ldr t, [x0, :tlsdesc_lo12:sym];
                // add x0, x0, :tlsdesc_lo12:sym; .tlsdesccall sym; blr t
                let p = self.gpr();
                self.emit(I::adrp(p, sym, SymMod::Tlsdesc));
                let target = self.gpr();
                self.emit(I::ldr(Ty::X, target, Addr::sym(p, sym, 0, SymMod::TlsdescLo12)));
                let arg = self.gpr();
                self.emit(I::add_lo12(arg, p, sym, SymMod::TlsdescLo12));
                let result = self.gpr();
                // The resolver preserves everything but x0 (and x30, which the call writes).
                let clobbers = Some(self.cx.mf.clobber_set(&[regs::X0, regs::X30]));
                self.emit(I::tlsdesc_call(sym, target, Reg::Virt(arg), Reg::Virt(result), clobbers));
                self.emit(I::add_rr(Ty::X, addr, tp, result, 0i64));
            }
        }
        self.add_offset(d, addr, off);
        Ok(())
    }
}
