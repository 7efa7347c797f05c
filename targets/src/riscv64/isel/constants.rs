//! Constants and symbol addresses: integer constants as `lui`/`addi(w)`/`slli` sequences
//! (llc's `RISCVMatInt` shape), FP constants through an integer register (`fmv.d.x`),
//! frame objects, globals (`auipc %pcrel_hi` + `addi %pcrel_lo`, or a GOT load with
//! `%got_pcrel_hi` when not `dso_local` in PIC) and thread-locals in llc's TLS model
//! choice (local-exec `%tprel_*`, initial-exec `%tls_ie_pcrel_hi`).

use super::{err, is_simm12, sext, Sel, R};
use crate::riscv64::inst::{self as I, Addr, SymMod, Ty};
use crate::riscv64::regs::{TP, ZERO};
use rllc_ir::module::{GlobalId, ThreadLocal};
use rllc_isel::dag::SDValue;
use rllc_isel::dag_ops::{NodeData, Opcode};
use rllc_isel::mir::{MInst, Reg, SymbolRef, VReg};

/// The instructions that put `imm` in `dst`: `addi` for 12 bits, `lui` (+ `addiw`) for 32
/// bits, else the upper part built recursively, shifted left and the low 12 bits added.
pub fn li_sequence(dst: Reg, imm: i64) -> Vec<MInst> {
    let mut out = Vec::with_capacity(4);
    li_into(dst, imm, &mut out);
    out
}

fn li_into(dst: Reg, imm: i64, out: &mut Vec<MInst>) {
    if is_simm12(imm) {
        out.push(I::addi(Ty::X, dst, ZERO, imm));
        return;
    }
    if i32::try_from(imm).is_ok() {
        let hi20 = ((imm + 0x800) >> 12) & 0xf_ffff;
        let lo12 = sext((imm & 0xfff) as u128, 12);
        out.push(I::lui(dst, hi20));
        if lo12 != 0 {
            out.push(I::addi(Ty::W, dst, dst, lo12));
        }
        return;
    }
    let lo12 = sext((imm & 0xfff) as u128, 12);
    let hi = imm.wrapping_sub(lo12) >> 12;
    let zeros = hi.trailing_zeros().min(51);
    let upper = hi >> zeros;
    li_into(dst, upper, out);
    out.push(I::slli(Ty::X, dst, dst, i64::from(12 + zeros)));
    if lo12 != 0 {
        out.push(I::addi(Ty::X, dst, dst, lo12));
    }
}

/// How an `auipc` reaches a symbol, and what completes the address.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reach {
    /// `auipc %pcrel_hi` + `addi %pcrel_lo`: the symbol's address.
    Direct,
    /// `auipc %got_pcrel_hi` + `ld %pcrel_lo`: the address from the GOT.
    Got,
}

impl Sel<'_, '_> {
    pub(super) fn is_tls(&self, g: GlobalId) -> bool {
        self.cx.module.global(g).thread_local != ThreadLocal::NotThreadLocal
    }

    fn reach(&self, sym: SymbolRef) -> Reach {
        match sym {
            SymbolRef::Global(g) if !crate::global_access::is_dso_local(self.cx.module, g, self.t.pic) => Reach::Got,
            SymbolRef::External(_) if self.t.pic => Reach::Got,
            _ => Reach::Direct,
        }
    }

    /// `dst = &sym + addend`.
    pub(super) fn symbol_address(&mut self, dst: VReg, sym: SymbolRef, addend: i64) {
        let hi = self.gpr();
        match self.reach(sym) {
            Reach::Direct => {
                self.emit(I::auipc_sym(hi, (sym, addend), SymMod::PcrelHi));
                self.emit(I::addi_sym(dst, hi, (sym, addend), SymMod::PcrelLo));
            }
            Reach::Got => {
                let base = if addend == 0 { dst } else { self.gpr() };
                self.emit(I::auipc_sym(hi, (sym, 0), SymMod::GotPcrelHi));
                self.emit(I::load(Ty::D, base, Addr::sym(hi, sym, 0, SymMod::PcrelLo)));
                if addend != 0 {
                    self.add_imm(dst, base, addend);
                }
            }
        }
    }

    /// The address operand for a direct access to `sym + addend` (`%pcrel_lo(...)(t)`
    /// after `auipc t`), or `None` when it must come from the GOT.
    pub(super) fn symbol_mem(&mut self, sym: SymbolRef, addend: i64) -> Option<Addr> {
        if self.reach(sym) != Reach::Direct {
            return None;
        }
        let hi = self.gpr();
        self.emit(I::auipc_sym(hi, (sym, addend), SymMod::PcrelHi));
        Some(Addr::sym(hi, sym, addend, SymMod::PcrelLo))
    }

    /// `dst = src + k` for any 64-bit `k`.
    pub(super) fn add_imm(&mut self, dst: VReg, src: VReg, k: i64) {
        if is_simm12(k) {
            self.emit(I::addi(Ty::X, dst, src, k));
        } else {
            let c = self.imm_reg(k);
            self.emit(I::add(Ty::X, dst, src, c));
        }
    }

    // ---- constants and addresses ----

    pub(super) fn constant(&mut self, v: SDValue) -> R {
        let c = self.dag.const_int(v).unwrap_or(0);
        let d = self.def(v);
        self.li(Reg::Virt(d), sext(c, self.vt(v).bits()));
        Ok(())
    }

    /// FP constants: the bits through an integer register (`fmv.w.x`/`fmv.d.x`), zero
    /// straight from `zero`.
    pub(super) fn constant_fp(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let ty = super::fty(vt)?;
        let bits = match *self.dag.data(v) {
            NodeData::Fp(b) => b,
            _ => return Err(err("ConstantFP without a value")),
        };
        let src = self.imm_reg(sext(bits, vt.bits()));
        let d = self.def(v);
        self.emit(I::fmv_f_x(ty, d, src));
        Ok(())
    }

    pub(super) fn address_node(&mut self, v: SDValue) -> R {
        let data = *self.dag.data(v);
        let d = self.def(v);
        match (self.op(v), data) {
            (Opcode::FrameIndex, NodeData::Frame(fi)) => self.emit(I::frame_addr(d, Addr::frame(fi, 0))),
            (Opcode::GlobalAddress, NodeData::Global(g, off)) if self.is_tls(g) => self.tls_address(d, g, off)?,
            (Opcode::GlobalAddress, NodeData::Global(g, off)) => self.symbol_address(d, SymbolRef::Global(g), off),
            (Opcode::ExternalSymbol, NodeData::Sym(s, off)) => self.symbol_address(d, SymbolRef::External(s), off),
            (Opcode::ConstantPool, NodeData::ConstPool(k)) => self.symbol_address(d, SymbolRef::ConstPool(k), 0),
            (Opcode::JumpTable, NodeData::JumpTable(k)) => self.symbol_address(d, SymbolRef::JumpTable(k), 0),
            (Opcode::BlockAddress, NodeData::Block(b)) => self.symbol_address(d, SymbolRef::Block(b), 0),
            (op, data) => return Err(err(format!("riscv64: address node {op:?} {data:?}"))),
        }
        Ok(())
    }

    /// The address of thread-local `g + off` in llc's model.
    fn tls_address(&mut self, d: VReg, g: GlobalId, off: i64) -> R {
        let sym = SymbolRef::Global(g);
        match crate::global_access::tls_model(self.cx.module, g, self.t.pic) {
            ThreadLocal::LocalExec => {
                // lui t, %tprel_hi(g); add t, t, tp, %tprel_add(g); addi d, t, %tprel_lo(g)
                let (a, b) = (self.gpr(), self.gpr());
                self.emit(I::lui_sym(a, (sym, off), SymMod::TprelHi));
                self.emit(I::add_tprel(b, a, TP, (sym, off)));
                self.emit(I::addi_sym(d, b, (sym, off), SymMod::TprelLo));
            }
            ThreadLocal::InitialExec => {
                let (hi, t, base) = (self.gpr(), self.gpr(), self.gpr());
                self.emit(I::auipc_sym(hi, (sym, 0), SymMod::TlsIePcrelHi));
                self.emit(I::load(Ty::D, t, Addr::sym(hi, sym, 0, SymMod::PcrelLo)));
                let dst = if off == 0 { d } else { base };
                self.emit(I::add(Ty::X, dst, t, TP));
                if off != 0 {
                    self.add_imm(d, base, off);
                }
            }
            m => return Err(err(format!("riscv64: the TLS model {m:?} (shared objects) is not supported yet"))),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::riscv64::regs::A0;

    /// Evaluates a `li` sequence.
    fn run(seq: &[MInst]) -> i64 {
        let mut v: i64 = 0;
        for i in seq {
            let (op, ty) = I::decode(i).unwrap();
            let imm = match i.ops.last() {
                Some(rllc_isel::mir::MOperand::Imm(k)) => *k,
                _ => 0,
            };
            v = match (op, ty) {
                (I::Opcode::Addi, Ty::X)
                    if i.ops.len() == 3
                        && matches!(i.ops[1], rllc_isel::mir::MOperand::Reg(r) if r.reg == Reg::Phys(ZERO)) =>
                {
                    imm
                }
                (I::Opcode::Addi, Ty::X) => v.wrapping_add(imm),
                (I::Opcode::Addi, Ty::W) => v.wrapping_add(imm) as i32 as i64,
                (I::Opcode::Lui, _) => ((imm << 12) as i32) as i64,
                (I::Opcode::Slli, _) => v << imm,
                _ => panic!("unexpected {op:?}"),
            };
        }
        v
    }

    #[test]
    fn li_sequences_make_their_constants() {
        for k in [
            0,
            1,
            -1,
            2047,
            -2048,
            2048,
            0x7fff_ffff,
            -0x8000_0000,
            0x7fff_f800,
            0x1234_5678_9abc_def0,
            i64::MIN,
            i64::MAX,
            0x8000_0000,
            0xffff_ffff,
            -0x1234_5678_9abc,
            0x100_0000_0000,
        ] {
            assert_eq!(run(&li_sequence(Reg::Phys(A0), k)), k, "{k:#x}");
        }
    }
}
