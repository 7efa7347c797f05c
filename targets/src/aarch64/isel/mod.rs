//! AArch64 instruction selection: `TargetIsel` for `A64Target`. One section per DAG
//! opcode; within a section the most specific rule comes first and the base case last.
//! Rules tile greedily: `[base, #imm]` and `[base, index, lsl #n]` addresses, immediates
//! of add/sub (imm12) and logical instructions (bitmask immediates), shifted-register
//! operands, `madd`/`msub`, compares fused into `b.cond`/`csel`/`cset`, `cbz`/`cbnz`,
//! `tbz`/`tbnz`, bitfield extracts.
//!
//! NZCV is not allocated, so a flag producer is always emitted in the same node's buffer
//! as its consumer, with nothing between them that writes the flags; a boolean that
//! crosses nodes lives in a register as 0/1 (`cset`) and is tested again where used.
//!
//! The rules are `impl Sel` blocks in one file per concept: `constants` (constants,
//! globals, TLS, frame objects), `int` (integer arithmetic and extensions), `compare`
//! (comparisons, selects, branches, jump tables), `memory` (loads, stores, dynamic
//! allocation), `call`, `float` and `atomic`. This file holds the `TargetIsel` entry
//! points, `Sel` with its small helpers, and the dispatch on the DAG opcode (`node`).

mod atomic;
pub(crate) use atomic::{expand_exclusive_loops, pair_kind};
mod call;
mod compare;
mod constants;
mod float;
mod int;
mod memory;
mod vector;

use super::inst::{self as I, Addr, Ty};
use super::lowering::a64_node;
use super::regs::{FPR, GPR, SP};
use super::A64Target;
use rllc_ir::Diagnostic;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::Opcode;
use rllc_isel::mir::{inst_flags, FrameIndex, MFunction, MInst, Reg, VReg};
use rllc_isel::select::SelectCx;
use rllc_isel::target::TargetIsel;
use rllc_isel::vt::VT;
use rllc_regalloc::{MachineEnv, PReg, RegClass};

pub(super) type R<T = ()> = Result<T, Diagnostic>;

impl TargetIsel for A64Target {
    fn select(&mut self, node: NodeId, cx: &mut SelectCx<'_>) -> R {
        let dag = cx.dag();
        Sel { t: self, dag, cx }.node(node)
    }

    fn gen_move(&self, dst: Reg, src: Reg, _class: RegClass) -> MInst {
        I::copy(dst, src)
    }

    fn gen_spill(&self, slot: FrameIndex, src: PReg, _class: RegClass) -> MInst {
        I::store_reg(Addr::frame(slot, 0), src)
    }

    fn gen_reload(&self, dst: PReg, slot: FrameIndex, _class: RegClass) -> MInst {
        I::load_reg(dst, Addr::frame(slot, 0))
    }

    fn spill_slot_layout(&self, class: RegClass) -> (u64, u64) {
        I::spill_slot_layout(class)
    }

    fn machine_env(&self) -> &MachineEnv {
        &self.env
    }

    fn finish_function(&mut self, mf: &mut MFunction) -> R {
        if self.wide_fpr {
            // AAPCS64 preserves only d8..d15 of v8..v15: a 128-bit value must not stay in
            // them across a call, so calls clobber them whole in this function.
            for set in &mut mf.clobber_sets {
                if set.as_slice() == super::regs::call_clobbers() {
                    *set = super::regs::wide_call_clobbers();
                }
            }
        }
        crate::loops::split_loops(mf, &super::branches::A64Branches).map_err(err)
    }
}

/// The integer operation width of a scalar integer type (i32 → W, i64 → X).
pub(super) fn ity(vt: VT) -> R<Ty> {
    match vt {
        VT::I32 => Ok(Ty::W),
        VT::I64 => Ok(Ty::X),
        _ => Err(err(format!("aarch64: no integer register of type {vt:?}"))),
    }
}

/// The FP type of a scalar float type.
pub(super) fn fty(vt: VT) -> R<Ty> {
    match vt {
        VT::F32 => Ok(Ty::S),
        VT::F64 => Ok(Ty::D),
        _ => Err(err(format!("aarch64: no FP register of type {vt:?}"))),
    }
}

/// The 128-bit arrangement standing for lanes of `bits` (lane operations).
pub(super) fn lane_ty(bits: u32) -> R<Ty> {
    Ok(match bits {
        8 => Ty::V16B,
        16 => Ty::V8H,
        32 => Ty::V4S,
        64 => Ty::V2D,
        b => return Err(err(format!("aarch64: vector lanes of {b} bits"))),
    })
}

pub(super) use crate::selector::err;

pub(super) type Sel<'a, 'c> = crate::selector::Sel<'a, 'c, A64Target>;

impl Sel<'_, '_> {
    // ---- small helpers ----

    pub(super) fn gpr(&mut self) -> VReg {
        self.cx.new_vreg(GPR)
    }

    pub(super) fn fpr(&mut self) -> VReg {
        self.cx.new_vreg(FPR)
    }

    /// A register holding `v`, or the zero register for a zero constant (a cheap
    /// source operand).
    pub(super) fn reg_or_zr(&mut self, v: SDValue) -> Reg {
        if self.dag.const_int(v) == Some(0) {
            Reg::Phys(super::regs::XZR)
        } else {
            Reg::Virt(self.reg(v))
        }
    }

    /// `dst = imm` (any 64-bit constant) into a fresh vreg.
    pub(super) fn imm_reg(&mut self, ty: Ty, imm: i64) -> VReg {
        let r = self.gpr();
        for i in I::mov_imm(ty, r, imm) {
            self.emit(i);
        }
        r
    }

    // ---- the rules ----

    fn node(&mut self, id: NodeId) -> R {
        use Opcode::*;
        let dag = self.dag;
        let n = dag.node(id);
        let v = SDValue::new(id, 0);
        let vt = n.vt(0);
        if vector::is_vector_node(n, dag) {
            return self.vector_node(id);
        }
        match n.op {
            Constant => self.constant(v),
            ConstantFP if vt == VT::F16 => self.constant_f16(v),
            ConstantFP => self.constant_fp(v),
            Undef => {
                let d = self.def(v);
                self.emit(I::implicit_def(d));
                Ok(())
            }
            FrameIndex | ConstantPool | JumpTable | GlobalAddress | ExternalSymbol | BlockAddress => self.address_node(v),
            Freeze | AssertZext | AssertSext if vt.is_int() || vt.is_float() => {
                let s = self.reg(n.op(0));
                let d = self.def(v);
                self.emit(I::copy(d, s));
                Ok(())
            }
            AnyExtend | Truncate if vt.is_int() => self.any_ext_or_trunc(v),
            Add | Sub | Mul | And | Or | Xor | Shl | Srl | Sra | Rotl | Rotr if vt.is_int() => self.int_binop(v),
            SDiv | UDiv => self.divide(v),
            MulHS | MulHU => self.mul_high(v),
            SAddO | UAddO | SSubO | USubO => self.overflow_op(id),
            Ctlz | CtlzZeroUndef | Cttz | CttzZeroUndef | Bswap | Bitreverse => self.bit_op(v),
            Abs => self.abs(v),
            Smin | Smax | Umin | Umax => self.min_max(v),
            SetCC => self.setcc(v),
            Select => self.select(v),
            ZeroExtend | SignExtend if vt.is_int() => self.extend(v),
            SignExtendInReg if vt.is_int() => self.sext_inreg(v),
            Load if vt == VT::F16 => self.load_f16(id),
            Load => self.load(id),
            Store if self.vt(n.op(1)) == VT::F16 => self.store_f16(id),
            Store => self.store(id),
            Br => {
                let t = self.cx.block_of(n.op(1));
                self.emit(I::b(t));
                Ok(())
            }
            BrCond => self.brcond(id),
            BrCC => self.brcc(id),
            BrJT => self.jump_table(id),
            BrInd => {
                let r = self.reg(n.op(1));
                self.emit(I::br(r));
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
                self.emit(I::entry_defs_of(&defs));
                Ok(())
            }
            Call => self.call(id),
            // The outgoing-argument area is reserved by the frame (`abi.rs`): nothing moves.
            CallSeqStart | CallSeqEnd => Ok(()),
            InlineAsm => self.inline_asm(id),
            Trap if n.data.int() == Some(1) => {
                self.emit(I::brk(0xf000i64));
                Ok(())
            }
            Trap | Unreachable => {
                let mut mi = I::brk(1i64);
                if n.op == Unreachable {
                    mi = mi.with_flags(inst_flags::TERMINATOR);
                }
                self.emit(mi);
                Ok(())
            }
            FrameAddress | ReturnAddress => self.frame_or_return_address(id),
            Fence => self.fence(id),
            Prefetch => Ok(()),
            DynAlloca => self.dyn_alloca(id),
            StackSave => {
                let d = self.def(v);
                self.emit(I::mov_sp(d, SP));
                Ok(())
            }
            StackRestore => {
                let p = self.reg(n.op(1));
                self.emit(I::mov_sp(SP, p).with_flags(inst_flags::SIDE_EFFECTS));
                Ok(())
            }
            AtomicSwap | AtomicAdd | AtomicSub | AtomicAnd | AtomicOr | AtomicXor | AtomicNand | AtomicMin | AtomicMax
            | AtomicUMin | AtomicUMax
                if vt.is_int() =>
            {
                self.atomic_rmw(id)
            }
            AtomicSwap if vt.is_float() => self.atomic_swap_float(id),
            AtomicCmpSwap => self.cmpxchg(id),
            FAdd | FSub | FMul | FDiv | FMinNum | FMaxNum | FMinimum | FMaximum => self.fp_binop(v),
            FNeg | FAbs | FSqrt | FFloor | FCeil | FTrunc | FRint | FNearbyInt | FRound | FRoundEven => {
                self.fp_unop(v)
            }
            Fma | FMulAdd => self.fp_fma(v),
            FpExtend | FpRound => self.fp_convert(v),
            SiToFp | UiToFp => self.int_to_fp(v),
            FpToSi | FpToUi => self.fp_to_int(v),
            Bitcast => self.bitcast(v),
            Target(k) => self.target_node(id, k),
            o => Err(err(format!("aarch64: cannot select {o:?} {:?}", n.vts()))),
        }
    }

    fn target_node(&mut self, id: NodeId, k: u16) -> R {
        let n = self.dag.node(id);
        let v = SDValue::new(id, 0);
        if a64_node::is_wide(k) {
            self.t.wide_fpr = true;
        }
        match k {
            a64_node::SYS => {
                let d = n.data.int().unwrap_or(0) as u32;
                let imm = i64::from(d & 0xff);
                self.emit(match d >> 8 {
                    0 => I::dmb(imm),
                    1 => I::dsb(imm),
                    2 => I::isb(),
                    3 => I::hint_i(imm),
                    _ => I::clrex(),
                });
            }
            a64_node::CYCLES => {
                let d = self.def(v);
                self.emit(I::mrs_cntvct_el0(d));
            }
            a64_node::THREAD_POINTER => {
                let d = self.def(v);
                self.emit(I::mrs_tpidr_el0(d));
            }
            a64_node::H_AS_S | a64_node::S_AS_H => {
                let s = self.reg(n.op(0));
                let d = self.def(v);
                self.emit(I::copy(d, s));
            }
            a64_node::Q_FROM_PARTS => {
                let (lo, hi) = (self.reg(n.op(0)), self.reg(n.op(1)));
                let t = self.fpr();
                self.emit(I::fmov_from_gpr(Ty::D, t, lo));
                let d = self.def(v);
                self.emit(I::fmov_from_gpr_hi(d, 1i64, t, hi));
            }
            a64_node::Q_LO => {
                let q = self.reg(n.op(0));
                let d = self.def(v);
                self.emit(I::fmov_to_gpr(Ty::D, d, q));
            }
            a64_node::Q_HI => {
                let q = self.reg(n.op(0));
                let d = self.def(v);
                self.emit(I::fmov_to_gpr_hi(d, q, 1i64));
            }
            a64_node::STORE_Q => {
                let q = self.reg(n.op(1));
                let a = self.reg(n.op(2));
                self.emit(I::str_f(Ty::Q, q, Addr::base(a, 0)));
            }
            a64_node::Q_FROM_LANES => {
                let bits = n.data.int().unwrap_or(32) as u32;
                let ety = lane_ty(bits)?;
                let mut cur = self.fpr();
                self.emit(I::implicit_def(cur));
                for (lane, op) in n.operands().enumerate() {
                    let src = self.reg(op);
                    let next = if lane + 1 == n.num_ops() { self.def(v) } else { self.fpr() };
                    self.emit(if self.vt(op).is_float() {
                        I::ins_elem(ety, next, lane as i64, cur, src, 0i64)
                    } else {
                        I::ins_gpr(ety, next, lane as i64, cur, src)
                    });
                    cur = next;
                }
            }
            a64_node::Q_LANE => {
                let data = n.data.int().unwrap_or(32) as u32;
                let (lane, ety) = ((data >> 8) as i64, lane_ty(data & 0xff)?);
                let q = self.reg(n.op(0));
                if n.vt(0).is_float() {
                    let t = self.fpr();
                    self.emit(I::implicit_def(t));
                    let d = self.def(v);
                    self.emit(I::ins_elem(ety, d, 0i64, t, q, lane));
                } else {
                    let d = self.def(v);
                    self.emit(I::umov(ety, d, q, lane));
                }
            }
            k if (a64_node::PAIR_ATOMIC..a64_node::PAIR_ATOMIC_END).contains(&k) => {
                return self.pair_atomic(id, i64::from(k - a64_node::PAIR_ATOMIC));
            }
            _ => return Err(err(format!("aarch64: unknown target node {k}"))),
        }
        Ok(())
    }
}
