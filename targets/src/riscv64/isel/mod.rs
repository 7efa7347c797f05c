//! RISC-V 64 instruction selection: `TargetIsel` for `RvTarget`. One section per DAG
//! opcode; within a section the most specific rule comes first and the base case last.
//! Rules tile greedily: immediates of `addi`/`andi`/`slti`... (signed 12 bits), shifts by
//! constants, the `W` forms for values sign-extended from 32 bits, `off(base)` addresses
//! of frame objects and `%pcrel_lo` addresses of globals, compares fused into branches.
//!
//! Values are `i64` (see `lowering.rs`): a promoted 32-bit value has unspecified upper
//! bits, and the legalizer puts the extensions an operation needs in the DAG.
//!
//! `%pcrel_lo` convention: an `auipc` under `%pcrel_hi`/`%got_pcrel_hi`/
//! `%tls_ie_pcrel_hi`/`%tls_gd_pcrel_hi` of `sym+addend` is followed, in the same block,
//! by the instructions that use it, whose `%pcrel_lo` operand names the same `sym+addend`;
//! the encoder and the printer point each one at the label of the nearest such `auipc`
//! before it (`emit::PcrelLabels`), as the psABI wants.
//!
//! The rules are `impl Sel` blocks in one file per concept: `constants` (constants,
//! globals, TLS, frame objects), `int` (integer arithmetic and extensions), `compare`
//! (comparisons, selects, branches, jump tables), `memory` (loads, stores, dynamic
//! allocation), `call`, `float` and `atomic`. This file holds the `TargetIsel` entry
//! points, `Sel` with its small helpers, and the dispatch on the DAG opcode (`node`).

mod atomic;
mod call;
mod compare;
mod constants;
mod float;
mod int;
mod memory;

pub(super) use constants::li_sequence;

/// A constant materialization `crate::loop_constants` may move out of a loop: `lui`,
/// `addi(w)`/`slli`/`srli`/`xori` (a `li` sequence's steps) and `fmv.d.x`/`fmv.w.x`, reading
/// only `zero` among physical registers.
pub(super) fn is_loop_constant(inst: &MInst) -> bool {
    use rllc_isel::mir::{MOperand, OperandKind};
    let Some((op, _)) = I::decode(inst) else { return false };
    let plain_inputs = inst.ops.iter().all(|o| match o {
        MOperand::Reg(r) if r.kind == OperandKind::Use => matches!(r.reg, Reg::Virt(_) | Reg::Phys(ZERO)),
        _ => true,
    });
    use I::Opcode::*;
    matches!(op, Lui | Addi | Slli | Srli | Xori | FmvFX) && plain_inputs
}

use super::inst::{self as I, Addr, Ty};
use super::regs::{FPR, GPR, SP, ZERO};
use super::RvTarget;
use rllc_ir::Diagnostic;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::Opcode;
use rllc_isel::mir::{inst_flags, FrameIndex, MFunction, MInst, Reg, VReg};
use rllc_isel::select::SelectCx;
use rllc_isel::target::TargetIsel;
use rllc_isel::vt::VT;
use rllc_regalloc::{MachineEnv, PReg, RegClass};

pub(super) type R<T = ()> = Result<T, Diagnostic>;

impl TargetIsel for RvTarget {
    fn select(&mut self, node: NodeId, cx: &mut SelectCx<'_>) -> R {
        let dag = cx.dag();
        Sel { t: self, dag, cx }.node(node)
    }

    fn gen_move(&self, dst: Reg, src: Reg, _class: RegClass) -> MInst {
        I::copy(dst, src)
    }

    fn gen_spill(&self, slot: FrameIndex, src: PReg, class: RegClass) -> MInst {
        if class == FPR {
            I::fstore(Ty::D, src, Addr::frame(slot, 0))
        } else {
            I::store(Ty::D, src, Addr::frame(slot, 0))
        }
    }

    fn gen_reload(&self, dst: PReg, slot: FrameIndex, class: RegClass) -> MInst {
        if class == FPR {
            I::fload(Ty::D, dst, Addr::frame(slot, 0))
        } else {
            I::load(Ty::D, dst, Addr::frame(slot, 0))
        }
    }

    fn spill_slot_layout(&self, _class: RegClass) -> (u64, u64) {
        (8, 8)
    }

    fn machine_env(&self) -> &MachineEnv {
        &self.env
    }

    fn finish_function(&mut self, mf: &mut MFunction) -> R {
        crate::loops::split_loops(mf, &super::branches::RvBranches).map_err(err)
    }
}

/// The FP type of a scalar float type.
pub(super) fn fty(vt: VT) -> R<Ty> {
    match vt {
        VT::F32 => Ok(Ty::S),
        VT::F64 => Ok(Ty::D),
        _ => Err(err(format!("riscv64: no FP register of type {vt:?}"))),
    }
}

pub(super) use crate::selector::sext64 as sext;

/// Whether `v` fits a signed 12-bit immediate.
pub(super) fn is_simm12(v: i64) -> bool {
    (-2048..2048).contains(&v)
}

pub(super) use crate::selector::err;

pub(super) type Sel<'a, 'c> = crate::selector::Sel<'a, 'c, RvTarget>;

impl Sel<'_, '_> {
    // ---- small helpers ----

    pub(super) fn gpr(&mut self) -> VReg {
        self.cx.new_vreg(GPR)
    }

    pub(super) fn fpr(&mut self) -> VReg {
        self.cx.new_vreg(FPR)
    }

    /// A register holding `v`, or the zero register for a zero constant.
    pub(super) fn reg_or_zero(&mut self, v: SDValue) -> Reg {
        if self.dag.const_int(v) == Some(0) {
            Reg::Phys(ZERO)
        } else {
            Reg::Virt(self.reg(v))
        }
    }

    /// `dst = imm` (any 64-bit constant).
    pub(super) fn li(&mut self, dst: impl Into<Reg> + Copy, imm: i64) {
        let dst = dst.into();
        let seq = constants::li_sequence(dst, imm);
        let last = seq.len().saturating_sub(1);
        // Each step of a virtual register's sequence defines its own register (the last
        // one `dst`), so that every register has one definition and the whole sequence
        // can leave a loop (`crate::loop_constants`).
        let mut prev = dst;
        for (k, mut i) in seq.into_iter().enumerate() {
            let step = if k < last && matches!(dst, Reg::Virt(_)) { Reg::Virt(self.gpr()) } else { dst };
            for o in &mut i.ops {
                if let rllc_isel::mir::MOperand::Reg(r) = o {
                    if r.reg == dst {
                        r.reg = if r.kind == rllc_isel::mir::OperandKind::Def { step } else { prev };
                    }
                }
            }
            prev = step;
            self.emit(i);
        }
    }

    /// A fresh register holding `imm`.
    pub(super) fn imm_reg(&mut self, imm: i64) -> Reg {
        if imm == 0 {
            return Reg::Phys(ZERO);
        }
        let r = self.gpr();
        self.li(Reg::Virt(r), imm);
        Reg::Virt(r)
    }

    // ---- the rules ----

    fn node(&mut self, id: NodeId) -> R {
        use Opcode::*;
        let dag = self.dag;
        let n = dag.node(id);
        let v = SDValue::new(id, 0);
        let vt = n.vt(0);
        if n.vts().iter().any(|t| t.is_vector()) {
            let what = format!("{:?} {:?}", n.op, n.vts());
            return Err(err(format!("riscv64: vector operation {what} (vectors are not supported yet)")));
        }
        match n.op {
            Constant => self.constant(v),
            ConstantFP => self.constant_fp(v),
            Undef => {
                let d = self.def(v);
                self.emit(I::implicit_def(d));
                Ok(())
            }
            FrameIndex | ConstantPool | JumpTable | GlobalAddress | ExternalSymbol | BlockAddress => {
                self.address_node(v)
            }
            Freeze | AssertZext | AssertSext | AnyExtend | Truncate | ZeroExtend | SignExtend
                if vt == self.vt(n.op(0)) || (vt.is_int() && self.vt(n.op(0)) == VT::I64) =>
            {
                let s = self.reg(n.op(0));
                let d = self.def(v);
                self.emit(I::copy(d, s));
                Ok(())
            }
            Add | Sub | Mul | And | Or | Xor | Shl | Srl | Sra if vt == VT::I64 => self.int_binop(v),
            SDiv | UDiv | SRem | URem | MulHS | MulHU if vt == VT::I64 => self.int_mul_div(v),
            SignExtendInReg if vt == VT::I64 => self.sext_inreg(v),
            SetCC => self.setcc(v),
            Select => self.select(v),
            Load => self.load(id),
            Store => self.store(id),
            Br => {
                let t = self.cx.block_of(n.op(1));
                self.emit(I::jump(t));
                Ok(())
            }
            BrCond => self.brcond(id),
            BrCC => self.brcc(id),
            BrJT => self.jump_table(id),
            BrInd => {
                let r = self.reg(n.op(1));
                self.emit(I::jump_reg(r));
                Ok(())
            }
            Return => {
                let uses = self.cx.glued_uses(id);
                let uses: Vec<(Reg, PReg)> = uses.into_iter().map(|(v, p)| (Reg::Virt(v), p)).collect();
                self.emit(I::ret(&uses));
                Ok(())
            }
            ArgRegs => {
                let defs = self.cx.glued_defs(id);
                let defs: Vec<(Reg, PReg)> = defs.into_iter().map(|(v, p)| (Reg::Virt(v), p)).collect();
                self.emit(I::entry_defs(&defs));
                Ok(())
            }
            Call => self.call(id),
            // The outgoing-argument area is reserved by the frame (`abi.rs`): nothing moves.
            CallSeqStart | CallSeqEnd => Ok(()),
            InlineAsm => self.inline_asm(id),
            Trap if n.data.int() == Some(1) => {
                self.emit(I::ebreak());
                Ok(())
            }
            Trap => {
                // `unimp` (`csrrw zero, cycle, zero`), as llc emits for `llvm.trap`.
                self.emit(I::csrrw(ZERO, 0xc00i64, ZERO));
                Ok(())
            }
            Unreachable => {
                // Never executed; a terminator must write no register, so `ebreak`.
                self.emit(I::ebreak().with_flags(inst_flags::TERMINATOR));
                Ok(())
            }
            FrameAddress | ReturnAddress => self.frame_or_return_address(id),
            Fence => self.fence(id),
            Prefetch => Ok(()),
            DynAlloca => self.dyn_alloca(id),
            StackSave => {
                let d = self.def(v);
                self.emit(I::copy(d, SP));
                Ok(())
            }
            StackRestore => {
                let p = self.reg(n.op(1));
                self.emit(I::copy(SP, p).with_flags(inst_flags::SIDE_EFFECTS));
                Ok(())
            }
            AtomicSwap | AtomicAdd | AtomicSub | AtomicAnd | AtomicOr | AtomicXor | AtomicNand | AtomicMin | AtomicMax
            | AtomicUMin | AtomicUMax
                if vt == VT::I64 =>
            {
                self.atomic_rmw(id)
            }
            AtomicCmpSwap if vt == VT::I64 => self.cmpxchg(id),
            FAdd | FSub | FMul | FDiv | FMinNum | FMaxNum | FCopySign => self.fp_binop(v),
            FNeg | FAbs | FSqrt => self.fp_unop(v),
            Fma | FMulAdd => self.fp_fma(v),
            FpExtend | FpRound => self.fp_convert(v),
            SiToFp | UiToFp => self.int_to_fp(v),
            FpToSi | FpToUi => self.fp_to_int(v),
            Bitcast => self.bitcast(v),
            o => Err(err(format!("riscv64: cannot select {o:?} {:?}", n.vts()))),
        }
    }
}
