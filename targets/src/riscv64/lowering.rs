//! RISC-V 64 `TargetLowering`: which value types have registers, what operation
//! legalization does with each (operation, type) pair on RV64GC, and the hooks that
//! forward to the calling convention (`abi.rs`) and the intrinsics (`intrinsics.rs`).
//!
//! Choices (they follow llc's where it matters for results):
//! * only `i64` is a legal integer type, as in llc: `i1`..`i32` are promoted to it by
//!   the shared legalizer (which extends operands where the operation needs it: compares,
//!   right shifts, divisions), `i128` is expanded into two `i64`. A 32-bit value in a
//!   register therefore has unspecified upper bits until something extends it; the
//!   calling convention sign-extends 32-bit arguments and results as the psABI requires;
//! * booleans (`SetCC`) are `i64` 0 or 1;
//! * `f32` and `f64` are legal in FPRs; `half` and `fp128` are softened by the shared
//!   legalizer (libgcc's `__extendhfsf2`, `__addtf3` & co.); vectors are scalarized;
//! * the M extension gives multiply, divide and remainder; rotations, bit counts and
//!   byte swaps are expanded into base-ISA arithmetic (no Zbb);
//! * `select` is branch-free (`isel/compare.rs`): RV64GC has no conditional move;
//! * rounding functions (`floor`, `ceil`, ...), `fmod` and the transcendental ones call
//!   libm; `fma`/`fmuladd` are `fmadd` (llc fuses `fmuladd` on RISC-V).

use super::{abi, intrinsics, RvTarget};
use crate::riscv64::regs::{FPR, GPR};
use rllc_ir::Diagnostic;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::Opcode;
use rllc_isel::div_by_constant::{constant_divisor, divide_by_constant};
use rllc_isel::target::{ArgPart, CallLowering, CallResult, LowerCx, OpAction, TargetLowering};
use rllc_isel::vt::VT;
use rllc_regalloc::RegClass;

impl TargetLowering for RvTarget {
    /// The psABI's exception registers: a0 (the exception object), a1 (the selector).
    fn exception_registers(&self) -> Option<(rllc_regalloc::PReg, rllc_regalloc::PReg)> {
        Some((crate::riscv64::regs::A0, crate::riscv64::regs::A1))
    }

    fn pointer_vt(&self) -> VT {
        VT::I64
    }

    fn is_legal_type(&self, vt: VT) -> bool {
        matches!(vt, VT::I64 | VT::F32 | VT::F64)
    }

    fn reg_class(&self, vt: VT) -> RegClass {
        if vt.is_float() {
            FPR
        } else {
            GPR
        }
    }

    fn op_action(&self, op: Opcode, vt: VT) -> OpAction {
        if vt.is_float() {
            float_action(op, vt)
        } else {
            int_action(op, vt)
        }
    }

    fn setcc_result_vt(&self, _vt: VT) -> VT {
        VT::I64
    }

    fn shift_amount_vt(&self, _vt: VT) -> VT {
        VT::I64
    }

    fn lower_formal_arguments(
        &mut self,
        cx: &mut LowerCx<'_>,
        chain: SDValue,
        parts: &[ArgPart],
        is_vararg: bool,
    ) -> Result<(SDValue, Vec<SDValue>), Diagnostic> {
        abi::lower_formal_arguments(cx, chain, parts, is_vararg)
    }

    fn lower_call(&mut self, cx: &mut LowerCx<'_>, call: &CallLowering<'_>) -> Result<CallResult, Diagnostic> {
        abi::lower_call(cx, call)
    }

    fn lower_return(
        &mut self,
        cx: &mut LowerCx<'_>,
        chain: SDValue,
        vals: &[(SDValue, ArgPart)],
    ) -> Result<SDValue, Diagnostic> {
        abi::lower_return(cx, chain, vals)
    }

    fn lower_va_start(&mut self, cx: &mut LowerCx<'_>, chain: SDValue, ap: SDValue) -> Result<SDValue, Diagnostic> {
        abi::lower_va_start(cx, chain, ap)
    }

    fn lower_va_copy(
        &mut self,
        cx: &mut LowerCx<'_>,
        chain: SDValue,
        dst: SDValue,
        src: SDValue,
    ) -> Result<SDValue, Diagnostic> {
        abi::lower_va_copy(cx, chain, dst, src)
    }

    fn lower_intrinsic(
        &mut self,
        cx: &mut LowerCx<'_>,
        name: &str,
        chain: SDValue,
        args: &[SDValue],
        rets: &[VT],
    ) -> Result<Option<(SDValue, Vec<SDValue>)>, Diagnostic> {
        intrinsics::lower_intrinsic(cx, name, chain, args, rets)
    }

    fn lower_custom(&mut self, cx: &mut LowerCx<'_>, node: NodeId) -> Result<Option<Vec<SDValue>>, Diagnostic> {
        let dag = &mut *cx.dag;
        let n = dag.node(node);
        if matches!(n.op, Opcode::SDiv | Opcode::UDiv | Opcode::SRem | Opcode::URem) {
            // By a constant: a multiplication by a magic number (`mulh`/`mulhu`) and
            // shifts, as llc; otherwise the `div`/`rem` instruction.
            let (op, vt, x, d) = (n.op, n.vt(0), n.op(0), n.op(1));
            let Some(d) = constant_divisor(dag, d) else { return Ok(None) };
            return Ok(divide_by_constant(dag, op, x, d, vt, VT::I64, VT::I64).map(|q| vec![q]));
        }
        if n.op != Opcode::IsFPClass {
            return Ok(None);
        }
        let mask = n.data.int().unwrap_or(0) as u32;
        let x = n.op(0);
        Ok(rllc_isel::fp_class::is_fp_class(dag, x, mask, VT::I64).map(|r| vec![r]))
    }
}

/// Actions on `i64` (and the operations keyed by other types that are no floats).
fn int_action(op: Opcode, vt: VT) -> OpAction {
    use OpAction::*;
    use Opcode::*;
    match op {
        MemCpy | MemMove | MemSet => return LibCall,
        Br | BrJT | BrInd | Fence | Trap | Unreachable | Prefetch | DynAlloca | StackSave | StackRestore => {
            return Legal
        }
        _ => {}
    }
    if vt != VT::I64 {
        return Expand;
    }
    match op {
        Add | Sub | Mul | And | Or | Xor | Shl | Srl | Sra => Legal,
        // By a constant: `lower_custom`.
        SDiv | UDiv | SRem | URem => Custom,
        MulHS | MulHU => Legal,
        SetCC | Select | BrCond | BrCC | Constant | Load | Store | Truncate | ZeroExtend | SignExtend | AnyExtend
        | SignExtendInReg | Bitcast => Legal,
        SiToFp | UiToFp => Legal,
        FrameAddress | ReturnAddress => Legal,
        IsFPClass => Custom,
        AtomicSwap | AtomicAdd | AtomicSub | AtomicAnd | AtomicOr | AtomicXor | AtomicNand | AtomicCmpSwap => Legal,
        AtomicMin | AtomicMax | AtomicUMin | AtomicUMax => Legal,
        Fp16ToFp | FpToFp16 => LibCall,
        _ => Expand,
    }
}

/// Actions on `f32`/`f64` (other float formats are softened before they get here,
/// except through conversions).
fn float_action(op: Opcode, vt: VT) -> OpAction {
    use OpAction::*;
    use Opcode::*;
    if !matches!(vt, VT::F32 | VT::F64) {
        return match op {
            Fp16ToFp | FpToFp16 => LibCall,
            _ => Expand,
        };
    }
    match op {
        FAdd | FSub | FMul | FDiv | FNeg | FAbs | FCopySign | FSqrt | Fma | FMulAdd => Legal,
        FMinNum | FMaxNum => Legal,
        ConstantFP | Load | Store | Select | SetCC | FpExtend | FpRound | FpToSi | FpToUi | Bitcast => Legal,
        FRem | FSin | FCos | FPow | FPowi | FExp | FExp2 | FLog | FLog2 | FLog10 => LibCall,
        FFloor | FCeil | FTrunc | FRint | FNearbyInt | FRound | FRoundEven | FMinimum | FMaximum => LibCall,
        Fp16ToFp | FpToFp16 => LibCall,
        _ => Expand,
    }
}
