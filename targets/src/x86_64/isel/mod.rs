//! x86-64 instruction selection: `TargetIsel` for `X86Target`. One section per DAG
//! opcode; within a section the most specific rule comes first and the base case last.
//! Rules tile greedily (maximal munch): an instruction covers as many nodes as it can —
//! `base + index·scale + disp` addresses (frame objects and RIP-relative symbols
//! included), loads folded into arithmetic and compares (`add (%rdi), %eax`),
//! read-modify-write stores (`addl $1, (%rdi)`), `lea` for adds of shifted values,
//! compares fused into `jcc`/`cmov`/`setcc`, `test` for `and` compared with zero, and
//! immediate forms.
//!
//! EFLAGS are not allocated, so a flag producer is always emitted in the same node's
//! instruction buffer as its consumer, with nothing but flag-preserving instructions
//! (`mov`, `movd`, `setcc`, `cmov`) between them; a boolean that crosses nodes lives in a
//! register as 0/1 (`setcc`) and is tested again where it is used.
//!
//! The small extractors used throughout: `imm32` (a constant that fits an instruction's
//! immediate), `addr`/`match_addr` (an address operand), `foldable_load` (a load the
//! current instruction may cover), `compare` (the flags of a comparison, as one or two
//! condition codes: `fcmp oeq`/`une` need ZF and PF).
//!
//! The rules are `impl Sel` blocks in one file per concept: `address` (memory operands,
//! `lea` patterns), `constants` (constants, the constant pool, global and TLS addresses),
//! `int` (integer arithmetic and extensions), `compare` (comparisons, selects, branches),
//! `memory` (loads and stores), `atomic`, `call` and `float` (scalar SSE). This file holds
//! the `TargetIsel` entry points, `Sel` with its small helpers, and the dispatch on the
//! DAG opcode (`node`).

mod address;
mod atomic;
mod call;
mod compare;
mod constants;
mod float;
mod int;
mod memory;
mod vector;
pub mod x87;

pub(super) use address::Offset;
pub(super) use compare::fcmp_flags;

use super::inst::{self as I, Addr};
use super::lowering::x86_node;
use super::regs::{Size, GPR, RSP, XMM};
use super::X86Target;
use rllc_ir::Diagnostic;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::Opcode;
use rllc_isel::mir::{inst_flags, FrameIndex, MFunction, MInst, Reg, VReg};
use rllc_isel::select::SelectCx;
use rllc_isel::target::TargetIsel;
use rllc_isel::vt::{Scalar, VT};
use rllc_regalloc::{MachineEnv, PReg, RegClass};

pub(super) type R<T = ()> = Result<T, Diagnostic>;

impl TargetIsel for X86Target {
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
        crate::loops::split_loops(mf, &super::branches::X86Branches).map_err(|m| Diagnostic::new(None, m))
    }
}

/// The integer operand size of a scalar integer type.
pub(super) fn isize_of(vt: VT) -> Option<Size> {
    match vt {
        VT::S(Scalar::Int(8)) => Some(Size::S8),
        VT::S(Scalar::Int(16)) => Some(Size::S16),
        VT::S(Scalar::Int(32)) => Some(Size::S32),
        VT::S(Scalar::Int(64)) => Some(Size::S64),
        _ => None,
    }
}

/// Sign-extends the low `bits` bits of `v`.
fn sext(v: u128, bits: u32) -> i128 {
    if bits >= 128 {
        v as i128
    } else {
        ((v << (128 - bits)) as i128) >> (128 - bits)
    }
}

pub(super) use crate::selector::err;

pub(super) type Sel<'a, 'c> = crate::selector::Sel<'a, 'c, X86Target>;

impl Sel<'_, '_> {
    // ---- small helpers ----

    pub(super) fn gpr(&mut self) -> VReg {
        self.cx.new_vreg(GPR)
    }

    pub(super) fn xmm(&mut self) -> VReg {
        self.cx.new_vreg(XMM)
    }

    /// An undefined register of `class` (the tied input of instructions that only
    /// write part of their destination, e.g. `cvtsi2sd`).
    pub(super) fn undef(&mut self, class: RegClass) -> VReg {
        let r = self.cx.new_vreg(class);
        self.emit(I::implicit_def(r));
        r
    }

    /// A constant that fits the sign-extended 32-bit immediate of an operation on `v`'s
    /// type (any constant for widths up to 32 bits).
    fn imm32(&self, v: SDValue) -> Option<i32> {
        let c = self.dag.const_int(v)?;
        let bits = self.vt(v).bits();
        if !self.vt(v).is_int() {
            return None;
        }
        let s = sext(c, bits.min(64));
        if bits <= 32 {
            Some(s as i32)
        } else {
            i32::try_from(s).ok()
        }
    }

    // ---- the rules ----

    fn node(&mut self, id: NodeId) -> R {
        use Opcode::*;
        let dag = self.dag;
        let n = dag.node(id);
        let v = SDValue::new(id, 0);
        let vt = n.vt(0);
        match n.op {
            Constant => self.constant(v),
            ConstantFP => self.constant_fp(v),
            Undef => {
                let d = self.def(v);
                self.emit(I::implicit_def(d));
                Ok(())
            }
            FrameIndex | ConstantPool | JumpTable | GlobalAddress | ExternalSymbol | BlockAddress => self.address_node(v),
            Freeze | AssertZext | AssertSext | AnyExtend | Truncate if vt.is_int() && dag.vt(n.op(0)).is_int() => {
                let s = self.reg(n.op(0));
                let d = self.def(v);
                self.emit(I::copy(d, s));
                Ok(())
            }
            Freeze => {
                let s = self.reg(n.op(0));
                let d = self.def(v);
                self.emit(I::copy(d, s));
                Ok(())
            }
            Add | Sub | Mul | And | Or | Xor | Shl | Srl | Sra | Rotl | Rotr if vt.is_int() => self.int_binop(v),
            Add | Sub | Mul | And | Or | Xor | Shl | Srl | Sra if vt.is_vector() => self.vec_int_binop(v),
            FAdd | FSub | FMul | FDiv if vt.is_vector() => self.vec_fp_binop(v),
            FNeg | FAbs | FSqrt if vt.is_vector() => self.vec_fp_unop(v),
            SiToFp | FpToSi if vt.is_vector() => self.vec_convert(v),
            SetCC if vt.is_vector() => self.vec_setcc(v),
            Select if vt.is_vector() => self.vec_select(v),
            BuildVector => self.build_vector(v),
            ExtractVectorElt => self.extract_elt(v),
            InsertVectorElt => self.insert_elt(v),
            VectorShuffle => self.shuffle(v),
            SDiv | UDiv | SRem | URem | SDivRem | UDivRem => self.divide(id),
            MulHS | MulHU | SMulLoHi | UMulLoHi => self.wide_mul(id),
            SAddO | UAddO | SSubO | USubO | SMulO | UMulO => self.overflow_op(id),
            UAddOCarry | USubOCarry => self.carry_op(id),
            Fshl | Fshr => self.funnel(v),
            Ctpop | Ctlz | CtlzZeroUndef | Cttz | CttzZeroUndef => self.bit_count(v),
            Bswap => self.bswap(v),
            Abs => self.abs(v),
            Smin | Smax | Umin | Umax => self.min_max(v),
            SetCC if !vt.is_vector() => self.setcc(v),
            Select if !vt.is_vector() => self.select(v),
            ZeroExtend | SignExtend if vt.is_int() => self.extend(v),
            SignExtendInReg if vt.is_int() => self.sext_inreg(v),
            Load => self.load(id),
            Store => self.store(id),
            Br => {
                let t = self.cx.block_of(n.op(1));
                self.emit(I::jmp(t));
                Ok(())
            }
            BrCond => {
                let f = self.cond_flags(n.op(1))?;
                let (t, e) = (self.cx.block_of(n.op(2)), self.cx.block_of(n.op(3)));
                self.branch(f, t, e);
                Ok(())
            }
            BrCC => {
                let cc = n.data.cc().ok_or_else(|| err("BrCC without condition"))?;
                let f = self.compare(n.op(1), n.op(2), cc, true)?;
                let (t, e) = (self.cx.block_of(n.op(3)), self.cx.block_of(n.op(4)));
                self.branch(f, t, e);
                Ok(())
            }
            BrJT => self.jump_table(id),
            BrInd => {
                let a = n.op(1);
                if let Some(m) = self.foldable_load(a) {
                    self.emit(I::jmp_m(m));
                } else {
                    let r = self.reg(a);
                    self.emit(I::jmp_r(r));
                }
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
                self.emit(I::int3());
                Ok(())
            }
            FrameAddress | ReturnAddress => {
                // Depth 0 is the canonical frame address minus 16: where rbp points in
                // a function with a frame pointer (and where it saved its caller's rbp).
                let depth = n.data.int().unwrap_or(0);
                let fi = self.cx.mf.new_fixed_object(8, 8, rllc_isel::mir::FixedSlot::Incoming(-16));
                let mut fa = self.gpr();
                self.emit(I::lea(Size::S64, fa, Addr::frame(fi, 0)));
                for _ in 0..depth.min(64) {
                    let up = self.gpr();
                    self.emit(I::mov_rm(Size::S64, up, Addr::base(fa, 0)));
                    fa = up;
                }
                let d = self.def(v);
                if n.op == FrameAddress {
                    self.emit(I::copy(d, fa));
                } else {
                    self.emit(I::mov_rm(Size::S64, d, Addr::base(fa, 8)));
                }
                Ok(())
            }
            Trap | Unreachable => {
                let mut mi = I::ud2();
                if n.op == Unreachable {
                    mi = mi.with_flags(inst_flags::TERMINATOR);
                }
                self.emit(mi);
                Ok(())
            }
            Fence => {
                let m = n.data.mem().copied().unwrap_or_default();
                let single = m.flags & rllc_isel::dag_ops::mem_flags::SINGLE_THREAD != 0;
                if !single && m.ordering == Some(rllc_ir::inst::Ordering::SeqCst) {
                    self.emit(I::mfence());
                }
                Ok(())
            }
            Prefetch => Ok(()),
            DynAlloca => self.dyn_alloca(id),
            StackSave => {
                let d = self.def(v);
                self.emit(I::mov_rr(Size::S64, d, RSP));
                Ok(())
            }
            StackRestore => {
                let p = self.reg(n.op(1));
                self.emit(I::mov_rr(Size::S64, RSP, p).with_flags(inst_flags::SIDE_EFFECTS));
                Ok(())
            }
            AtomicSwap | AtomicFAdd | AtomicFSub if vt.is_float() => self.atomic_float(id),
            AtomicSwap | AtomicAdd | AtomicSub | AtomicAnd | AtomicOr | AtomicXor | AtomicNand | AtomicMin | AtomicMax
            | AtomicUMin | AtomicUMax | AtomicUIncWrap | AtomicUDecWrap => self.atomic_rmw(id),
            AtomicCmpSwap => self.cmpxchg(id),
            FAdd | FSub | FMul | FDiv if !vt.is_vector() => self.fp_binop(v),
            FNeg | FAbs | FCopySign | FSqrt if !vt.is_vector() => self.fp_unop(v),
            FpExtend | FpRound => self.fp_convert(v),
            SiToFp | UiToFp if !vt.is_vector() => self.int_to_fp(v),
            FpToSi | FpToUi if !vt.is_vector() => self.fp_to_int(v),
            Bitcast => self.bitcast(v),
            Target(k) => self.target_node(id, k),
            o => Err(err(format!("x86-64: cannot select {o:?} {:?}", n.vts()))),
        }
    }

    // ---- target nodes (vectors are in `vector.rs`) ----

    fn target_node(&mut self, id: NodeId, k: u16) -> R {
        let n = self.dag.node(id);
        match k {
            x86_node::FLD80 => {
                let a = self.addr(n.op(1));
                self.emit(I::fld80(a));
            }
            x86_node::FSTP80 => {
                let a = self.addr(n.op(1));
                self.emit(I::fstp80(a));
            }
            x86_node::X87_BINOP => self.x87_binop(SDValue::new(id, 0))?,
            x86_node::X87_CONVERT => self.x87_convert(SDValue::new(id, 0))?,
            x86_node::X87_SETCC => self.x87_setcc(SDValue::new(id, 0))?,
            x86_node::X86_OP => self.x86_op(SDValue::new(id, 0))?,
            x86_node::X86_EFFECT => self.x86_effect(id)?,
            _ => return Err(err(format!("x86-64: unknown target node {k}"))),
        }
        Ok(())
    }
}
