//! Constants and symbol addresses: integer constants as `lui`/`addi(w)`/`slli` sequences
//! (llc's `RISCVMatInt` shape), FP constants through an integer register (`fmv.d.x`),
//! frame objects, globals (`auipc %pcrel_hi` + `addi %pcrel_lo`, or a GOT load with
//! `%got_pcrel_hi` when not `dso_local` in PIC) and thread-locals in llc's TLS model
//! choice (local-exec `%tprel_*`, initial-exec `%tls_ie_pcrel_hi`, general-dynamic
//! `%tls_gd_pcrel_hi` and a call of `__tls_get_addr`).

use super::{err, is_simm12, sext, Sel, R};
use crate::riscv64::inst::{self as I, Addr, SymMod, Ty};
use crate::riscv64::regs::{TP, ZERO};
use rllc_ir::module::{GlobalId, ThreadLocal};
use rllc_isel::dag::SDValue;
use rllc_isel::dag_ops::{NodeData, Opcode};
use rllc_isel::mir::{MInst, Reg, SymbolRef, VReg};

/// One step of a constant's materialization (llvm's `RISCVMatInt` vocabulary).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Lui(i64),
    /// `addi` (from zero when first).
    Addi(i64),
    /// `addiw` (after a `lui`).
    Addiw(i64),
    Slli(i64),
    Srli(i64),
    /// `xori -1`.
    Not,
}

/// The instructions that put `imm` in `dst`, as llvm's `RISCVMatInt::generateInstSeq`
/// chooses them for RV64 without Zba/Zbb/Zbs (llc's selection and llvm-mc's `li` alike):
/// `lui`/`addi(w)` for 32 bits, else the upper part built recursively, shifted and the
/// low 12 bits added; then shorter variants from trailing zeros, a rounded low part,
/// leading zeros (`srli`) or the inverted value (`xori -1`).
pub fn li_sequence(dst: Reg, imm: i64) -> Vec<MInst> {
    let mut out = Vec::with_capacity(4);
    for (i, step) in generate(imm).into_iter().enumerate() {
        let src = if i == 0 { Reg::Phys(ZERO) } else { dst };
        out.push(match step {
            Step::Lui(hi) => I::lui(dst, hi),
            Step::Addi(k) => I::addi(Ty::X, dst, src, k),
            Step::Addiw(k) => I::addi(Ty::W, dst, src, k),
            Step::Slli(k) => I::slli(Ty::X, dst, src, k),
            Step::Srli(k) => I::srli(Ty::X, dst, src, k),
            Step::Not => I::xori(dst, src, -1i64),
        });
    }
    out
}

/// `generateInstSeqImpl`: the base recursion.
fn generate_base(val: i64, out: &mut Vec<Step>) {
    if i32::try_from(val).is_ok() {
        let hi20 = ((val + 0x800) >> 12) & 0xf_ffff;
        let lo12 = sext((val & 0xfff) as u128, 12);
        if hi20 != 0 {
            out.push(Step::Lui(hi20));
        }
        if lo12 != 0 || hi20 == 0 {
            out.push(if hi20 != 0 { Step::Addiw(lo12) } else { Step::Addi(lo12) });
        }
        return;
    }
    let lo12 = sext((val & 0xfff) as u128, 12);
    let mut hi52 = ((val as u64).wrapping_add(0x800) >> 12) as i64;
    let mut shift = 12 + (hi52 as u64).trailing_zeros() as i64;
    hi52 = sext(((hi52 as u64) >> (shift - 12)) as u128, (64 - shift) as u32);
    // A shift amount reduced by 12 lets `lui` supply the low zeros.
    if shift > 12 && !is_simm12(hi52) && i32::try_from(((hi52 as u64) << 12) as i64).is_ok() {
        shift -= 12;
        hi52 = ((hi52 as u64) << 12) as i64;
    }
    generate_base(hi52, out);
    out.push(Step::Slli(shift));
    if lo12 != 0 {
        out.push(Step::Addi(lo12));
    }
}

/// `generateInstSeqLeadingZeros`: the value shifted left over its leading zeros (filled
/// with ones, then with zeros), built, and shifted back with `srli`, if that is shorter.
fn generate_leading_zeros(val: i64, best: &mut Vec<Step>) {
    let lz = (val as u64).leading_zeros();
    let ones = if lz == 0 { 0 } else { u64::MAX >> (64 - lz) };
    let shifted = ((val as u64) << lz) | ones;
    for candidate in [shifted, shifted & !ones] {
        let mut seq = Vec::new();
        generate_base(candidate as i64, &mut seq);
        if seq.len() + 1 < best.len() || (best.is_empty() && seq.len() < 8) {
            seq.push(Step::Srli(i64::from(lz)));
            *best = seq;
        }
    }
}

/// `generateInstSeq`.
fn generate(val: i64) -> Vec<Step> {
    let mut best = Vec::new();
    generate_base(val, &mut best);
    if val & 0xfff != 0 && val & 1 == 0 && best.len() >= 2 {
        let tz = (val as u64).trailing_zeros();
        let shifted = val >> tz;
        let mut seq = Vec::new();
        generate_base(shifted, &mut seq);
        // A `c.li`-sized value is worth the shift even at the same length.
        if seq.len() + 1 < best.len() || (-32..32).contains(&shifted) {
            seq.push(Step::Slli(i64::from(tz)));
            best = seq;
        }
    }
    if best.len() <= 2 {
        return best;
    }
    // Low 13 bits like 0x17ff: build the value rounded up to 0x1800 and subtract.
    if val & 0xfff != 0 && val & 0x1800 == 0x1000 {
        let imm12 = -(0x800 - (val & 0xfff));
        let mut seq = Vec::new();
        generate_base(val.wrapping_sub(imm12), &mut seq);
        if seq.len() + 1 < best.len() {
            seq.push(Step::Addi(imm12));
            best = seq;
        }
    }
    if val > 0 && best.len() > 2 {
        generate_leading_zeros(val, &mut best);
    }
    if val < 0 && best.len() > 3 {
        let mut seq = Vec::new();
        generate_leading_zeros(!val, &mut seq);
        if !seq.is_empty() && seq.len() + 1 < best.len() {
            seq.push(Step::Not);
            best = seq;
        }
    }
    best
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
            ThreadLocal::GeneralDynamic | ThreadLocal::LocalDynamic => {
                // auipc a, %tls_gd_pcrel_hi(g); addi a0, a, %pcrel_lo(..); call __tls_get_addr
                // (llc-19 treats local-dynamic as general-dynamic on RISC-V).
                let get_addr = self
                    .t
                    .tls_get_addr
                    .ok_or_else(|| err("riscv64: __tls_get_addr is not available for dynamic TLS"))?;
                let (hi, arg, result) = (self.gpr(), self.gpr(), self.gpr());
                self.emit(I::auipc_sym(hi, (sym, 0), SymMod::TlsGdPcrelHi));
                self.emit(I::addi_sym(arg, hi, (sym, 0), SymMod::PcrelLo));
                let clobbers = Some(self.cx.mf.clobber_set(crate::riscv64::regs::call_clobbers()));
                let a0 = crate::riscv64::regs::A0;
                let uses = [(Reg::Virt(arg), a0)];
                self.emit(I::call_sym(SymbolRef::External(get_addr), &uses, &[(Reg::Virt(result), a0)], clobbers));
                if off == 0 {
                    self.emit(I::copy(d, result));
                } else {
                    self.add_imm(d, result, off);
                }
            }
            m => return Err(err(format!("riscv64: the TLS model {m:?} is not supported"))),
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
                (I::Opcode::Srli, _) => ((v as u64) >> imm) as i64,
                (I::Opcode::Xori, _) => v ^ imm,
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
            0x1234_5678_9abc,
            0x7ff0_0000_0000_0000,
            0xffff_ffff_ffff,
            -0x1_0000_0001,
            0x17ff_0000_17ff,
        ] {
            assert_eq!(run(&li_sequence(Reg::Phys(A0), k)), k, "{k:#x}");
        }
        // A pseudo-random sweep over the cases' shapes.
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let k = (x >> (x % 61)) as i64 ^ if x & 1 == 0 { 0 } else { -1 };
            assert_eq!(run(&li_sequence(Reg::Phys(A0), k)), k, "{k:#x}");
        }
    }

    /// Sequences llvm-mc-19 prints for `li` (`-triple=riscv64 -mattr=+c -show-encoding`).
    #[test]
    fn li_sequences_are_llvms() {
        let shape = |k: i64| -> Vec<Step> { generate(k) };
        assert_eq!(shape(0x1234_5678_9abc), vec![
            Step::Lui(149131), Step::Addiw(-783), Step::Slli(13), Step::Addi(1711), Step::Slli(2)
        ]);
        assert_eq!(shape(0xffff_ffff), vec![Step::Addi(-1), Step::Srli(32)]);
        assert_eq!(shape(0x7ff0_0000_0000_0000), vec![Step::Addi(2047), Step::Slli(52)]);
    }
}
