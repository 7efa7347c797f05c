//! x86-64 `TargetLowering`: which value types have registers (i8–i64 in GPRs; f32, f64
//! and the 128-bit SSE vectors in XMM registers), what operation legalization does with
//! each (operation, type) pair on a baseline x86-64 (SSE2, no POPCNT/LZCNT/BMI/SSE4.1
//! unless `Features` says so), and the target nodes custom lowering and the calling
//! convention create (`x86_node`). Argument, call and return lowering live in `abi.rs`;
//! this file only forwards to it.
//!
//! Choices worth knowing (they follow llc's):
//! * booleans (`SetCC`, overflow flags) are `i8` holding 0 or 1; vector compares give
//!   lanes of all-ones/zero of the compared type;
//! * shift amounts are `i8` (the count goes to `%cl`);
//! * `i1` is promoted to `i8`; `i128` is expanded into two `i64`; `f16`/`bf16` are
//!   soft-promoted to `f32`; `f128` is softened into the `__*tf*` routines; `x86_fp80`
//!   is carried as its bit pattern and computed on the x87 stack through stack slots
//!   (see `isel/x87.rs`);
//! * 8-bit multiply, divide and high multiply are promoted (x86 has only the `ax`-based
//!   forms); what SSE2 lacks on vectors is expanded (unrolled) by the generic legalizer.

use super::{abi, X86Target};
use crate::x86_64::regs::{GPR, XMM};
use rllc_ir::Diagnostic;
use rllc_isel::dag::{Dag, NodeId, SDValue};
use rllc_isel::dag_ops::{NodeData, Opcode};
use rllc_isel::div_by_constant::divide_by_constant;
use rllc_isel::legalize_types::LV;
use rllc_isel::target::{ArgPart, CallLowering, CallResult, LowerCx, OpAction, TargetLowering};
use rllc_isel::vector_reduce::{lane, reduce_lanes, resize};
use rllc_isel::vt::{Scalar, VT};
use rllc_regalloc::RegClass;

/// Target-specific DAG nodes (`Opcode::Target(n)`) the x86-64 selector understands.
/// Each is documented as (operands) → results, like `dag_ops`.
pub mod x86_node {
    /// (ch, addr) → ch: `fldt [addr]`: pushes an x87 value onto the x87 stack. Used to
    /// return `x86_fp80` values in `st(0)` (glue it before the `Return`).
    pub const FLD80: u16 = 1;
    /// (ch, addr) → ch: `fstpt [addr]`: pops `st(0)` into memory. Used right after a
    /// call that returns an `x86_fp80` in `st(0)`.
    pub const FSTP80: u16 = 2;
    /// (ch, a_addr, b_addr, r_addr), Int payload = `Opcode` of FAdd/FSub/FMul/FDiv as
    /// `x87::BinOp` → ch: `[r] = [a] op [b]` on 80-bit values in memory.
    pub const X87_BINOP: u16 = 3;
    /// (ch, src_addr, dst_addr), Int payload = (src kind << 8 | dst kind), kinds of
    /// `x87::MemKind` → ch: loads `[src]` onto the x87 stack and stores it as `[dst]`
    /// (conversions between f32/f64/f80 and integers, rounding toward zero when the
    /// destination is an integer).
    pub const X87_CONVERT: u16 = 4;
    /// (ch, a_addr, b_addr), CC payload → (i8 boolean, ch): an x87 comparison of two
    /// 80-bit values in memory.
    pub const X87_SETCC: u16 = 5;
    /// (args…), Int payload = `intrinsics::op` → (value): a pure `llvm.x86.*` operation.
    pub const X86_OP: u16 = 6;
    /// (ch, args…), Int payload = `intrinsics::op` → (values…, ch): an `llvm.x86.*`
    /// operation with side effects (barriers, `pause`, `clflush`, `rdtsc`).
    pub const X86_EFFECT: u16 = 7;
}

impl TargetLowering for X86Target {
    fn exception_registers(&self) -> Option<(rllc_regalloc::PReg, rllc_regalloc::PReg)> {
        Some((crate::x86_64::regs::RAX, crate::x86_64::regs::RDX))
    }

    fn pointer_vt(&self) -> VT {
        VT::I64
    }

    fn is_legal_type(&self, vt: VT) -> bool {
        matches!(
            vt,
            VT::S(Scalar::Int(8 | 16 | 32 | 64) | Scalar::F32 | Scalar::F64)
                | VT::V(Scalar::Int(8), 16)
                | VT::V(Scalar::Int(16), 8)
                | VT::V(Scalar::Int(32), 4)
                | VT::V(Scalar::Int(64), 2)
                | VT::V(Scalar::F32, 4)
                | VT::V(Scalar::F64, 2)
        )
    }

    fn reg_class(&self, vt: VT) -> RegClass {
        if vt.is_int() {
            GPR
        } else {
            XMM
        }
    }

    fn op_action(&self, op: Opcode, vt: VT) -> OpAction {
        if vt.is_vector() {
            return vector_action(self, op, vt);
        }
        if vt.is_float() {
            return float_action(op, vt);
        }
        int_action(self, op, vt)
    }

    fn setcc_result_vt(&self, vt: VT) -> VT {
        if vt.is_vector() {
            vt.to_int()
        } else {
            VT::I8
        }
    }

    fn shift_amount_vt(&self, vt: VT) -> VT {
        if vt.is_vector() {
            vt
        } else {
            VT::I8
        }
    }

    fn lower_formal_arguments(
        &mut self,
        cx: &mut LowerCx<'_>,
        chain: SDValue,
        parts: &[ArgPart],
        is_vararg: bool,
    ) -> Result<(SDValue, Vec<SDValue>), Diagnostic> {
        abi::lower_formal_arguments(self, cx, chain, parts, is_vararg)
    }

    fn lower_call(&mut self, cx: &mut LowerCx<'_>, call: &CallLowering<'_>) -> Result<CallResult, Diagnostic> {
        abi::lower_call(self, cx, call)
    }

    fn lower_return(&mut self, cx: &mut LowerCx<'_>, chain: SDValue, vals: &[(SDValue, ArgPart)]) -> Result<SDValue, Diagnostic> {
        abi::lower_return(self, cx, chain, vals)
    }

    fn lower_va_start(&mut self, cx: &mut LowerCx<'_>, chain: SDValue, ap: SDValue) -> Result<SDValue, Diagnostic> {
        abi::lower_va_start(cx, chain, ap)
    }

    fn lower_va_copy(&mut self, cx: &mut LowerCx<'_>, chain: SDValue, dst: SDValue, src: SDValue) -> Result<SDValue, Diagnostic> {
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
        super::intrinsics::lower(cx, name, chain, args, rets)
    }

    fn lower_soft_float(
        &mut self,
        cx: &mut LowerCx<'_>,
        op: Opcode,
        vts: &[VT],
        ops: &[LV],
        data: NodeData,
    ) -> Result<Option<Vec<LV>>, Diagnostic> {
        super::isel::x87::lower(cx, op, vts, ops, data)
    }

    fn lower_custom(&mut self, cx: &mut LowerCx<'_>, node: NodeId) -> Result<Option<Vec<SDValue>>, Diagnostic> {
        use Opcode::*;
        let dag = &mut *cx.dag;
        let n = dag.node(node);
        let (op, vt) = (n.op, n.vt(0));
        let ops: Vec<SDValue> = n.operands().collect();
        Ok(match op {
            SetCC if vt.is_vector() => {
                // Lane masks from scalar comparisons: 0 - (a cc b).
                let cc = n.data.cc().unwrap_or(rllc_isel::dag_ops::CondCode::Eq);
                let e = vt.elem();
                let lanes = (0..vt.vec_len())
                    .map(|k| {
                        let (x, y) = (lane(dag, ops[0], k), lane(dag, ops[1], k));
                        let b = dag.setcc(VT::I8, x, y, cc);
                        let z = dag.unop(ZeroExtend, e, b);
                        let zero = dag.constant(e, 0);
                        dag.binop(Sub, zero, z)
                    })
                    .collect::<Vec<_>>();
                Some(vec![dag.get1(BuildVector, vt, &lanes)])
            }
            Shl | Srl | Sra if vt.is_vector() => {
                if splat_constant(dag, ops[1]).is_some() {
                    return Ok(None);
                }
                let lanes = (0..vt.vec_len())
                    .map(|k| {
                        let x = lane(dag, ops[0], k);
                        let s = lane(dag, ops[1], k);
                        let s = if dag.vt(s) == VT::I8 { s } else { dag.unop(Truncate, VT::I8, s) };
                        dag.get1(op, vt.elem(), &[x, s])
                    })
                    .collect::<Vec<_>>();
                Some(vec![dag.get1(BuildVector, vt, &lanes)])
            }
            VecReduceAdd | VecReduceMul | VecReduceAnd | VecReduceOr | VecReduceXor | VecReduceSMax | VecReduceSMin
            | VecReduceUMax | VecReduceUMin | VecReduceFMax | VecReduceFMin | VecReduceFAdd | VecReduceFMul => {
                reduce_lanes(dag, op, &ops, vt, VT::I8).map(|r| vec![r])
            }
            Fshl | Fshr if !vt.is_vector() && vt.bits() < 32 => {
                if ops[0] == ops[1] {
                    return Ok(None);
                }
                // (a:b) in 32 bits, shifted by c mod w, the wanted half taken.
                let w = vt.bits();
                let wide = |dag: &mut Dag, x: SDValue| dag.unop(ZeroExtend, VT::I32, x);
                let (a, b) = (wide(dag, ops[0]), wide(dag, ops[1]));
                let sw = dag.constant(VT::I8, w as u128);
                let hi = dag.binop(Shl, a, sw);
                let ab = dag.binop(Or, hi, b);
                let c = resize(dag, ops[2], VT::I8);
                let m = dag.constant(VT::I8, (w - 1) as u128);
                let c = dag.binop(And, c, m);
                let r = if op == Fshl {
                    let t = dag.get1(Shl, VT::I32, &[ab, c]);
                    dag.get1(Srl, VT::I32, &[t, sw])
                } else {
                    dag.get1(Srl, VT::I32, &[ab, c])
                };
                Some(vec![dag.unop(Truncate, vt, r)])
            }
            SDiv | UDiv | SRem | URem if vt.is_int() => {
                let Some(d) = dag.const_int(ops[1]) else { return Ok(None) };
                let (shift_vt, bool_vt) = (VT::I8, VT::I8);
                return Ok(divide_by_constant(dag, op, ops[0], d, vt, shift_vt, bool_vt).map(|v| vec![v]));
            }
            FpToSiSat | FpToUiSat if !vt.is_vector() && matches!(dag.vt(ops[0]), VT::F32 | VT::F64) && vt.is_int() => {
                use rllc_isel::dag_ops::CondCode as C;
                let x = ops[0];
                let fvt = dag.vt(x);
                let w = vt.bits();
                let signed = op == FpToSiSat;
                let (lo, hi) = if signed { (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1)) } else { (0.0, 2f64.powi(w as i32)) };
                let fc = |dag: &mut Dag, v: f64| {
                    let bits = if fvt == VT::F32 { (v as f32).to_bits() as u128 } else { v.to_bits() as u128 };
                    dag.fconst(fvt, bits)
                };
                let t = dag.unop(if signed { FpToSi } else { FpToUi }, vt, x);
                let (lc, hc) = (fc(dag, lo), fc(dag, hi));
                let below = dag.setcc(VT::I8, x, lc, C::FOlt);
                let above = dag.setcc(VT::I8, x, hc, C::FOge);
                let nan = dag.setcc(VT::I8, x, x, C::FUno);
                let mask = (1u128 << w) - 1;
                let (minv, maxv) = if signed { ((1u128 << (w - 1)) & mask, (1u128 << (w - 1)) - 1) } else { (0, mask) };
                let (minc, maxc, zero) = (dag.constant(vt, minv), dag.constant(vt, maxv), dag.constant(vt, 0));
                let r = dag.get1(Select, vt, &[below, minc, t]);
                let r = dag.get1(Select, vt, &[above, maxc, r]);
                Some(vec![dag.get1(Select, vt, &[nan, zero, r])])
            }
            MemCpy | MemMove | MemSet => {
                let mi = n.data.mem().copied().unwrap_or_default();
                if let Some(v) = inline_mem_op(dag, op, &ops, mi) {
                    return Ok(Some(vec![v]));
                }
                return mem_libcall(self, cx, op, &ops).map(|c| Some(vec![c]));
            }
            IsFPClass => {
                let mask = n.data.int().unwrap_or(0) as u32;
                let r = rllc_isel::fp_class::is_fp_class(dag, ops[0], mask, VT::I8);
                return Ok(r.map(|r| vec![if vt == VT::I8 { r } else { resize(dag, r, vt) }]));
            }
            FMulAdd => {
                let m = dag.binop(FMul, ops[0], ops[1]);
                Some(vec![dag.binop(FAdd, m, ops[2])])
            }
            _ => None,
        })
    }
}

/// The largest `memcpy`/`memmove`/`memset` done with loads and stores instead of a call.
const INLINE_MEM_BYTES: u64 = 128;

/// `memcpy`/`memmove`/`memset` (ch, dst, src or byte, len) of a small constant length as
/// loads and stores of 16-byte vectors and 8/4/2/1-byte integers (memset: integers of
/// the byte splatted); the chain after it, or `None` to call the library.
fn inline_mem_op(dag: &mut Dag, op: Opcode, ops: &[SDValue], mi: rllc_isel::dag_ops::MemInfo) -> Option<SDValue> {
    use rllc_isel::dag_ops::MemInfo;
    use Opcode::*;
    let len = dag.const_int(ops[3])? as u64;
    if len > INLINE_MEM_BYTES {
        return None;
    }
    let (ch, dst, src) = (ops[0], ops[1], ops[2]);
    if len == 0 {
        return Some(ch);
    }
    let at = |dag: &mut Dag, p: SDValue, off: u64| {
        if off == 0 {
            return p;
        }
        let c = dag.constant(VT::I64, off as u128);
        dag.binop(Add, p, c)
    };
    // Pieces: (offset, type).
    let mut pieces = Vec::new();
    let mut off = 0u64;
    while off < len {
        let rest = len - off;
        let vt = match rest {
            16.. if op != MemSet => VT::V(Scalar::Int(64), 2),
            8.. => VT::I64,
            4.. => VT::I32,
            2.. => VT::I16,
            _ => VT::I8,
        };
        pieces.push((off, vt));
        off += (vt.bits() / 8) as u64;
    }
    let flags_mi = |vt: VT| {
        let mut m = MemInfo::new(vt, 1);
        m.flags = mi.flags;
        m
    };
    let mut chains = Vec::with_capacity(pieces.len() * 2);
    if op == MemSet {
        // The byte in every byte of an i64: a constant, or a multiply by 0x0101….
        let byte = ops[2];
        let splat64 = match dag.const_int(byte) {
            Some(b) => dag.constant(VT::I64, (b as u8 as u128) * 0x0101_0101_0101_0101),
            None => {
                let b = if dag.vt(byte) == VT::I8 { byte } else { dag.unop(Truncate, VT::I8, byte) };
                let z = dag.unop(ZeroExtend, VT::I64, b);
                let k = dag.constant(VT::I64, 0x0101_0101_0101_0101);
                dag.binop(Mul, z, k)
            }
        };
        for &(o, vt) in &pieces {
            let v = if vt == VT::I64 { splat64 } else { dag.unop(Truncate, vt, splat64) };
            let p = at(dag, dst, o);
            let n = dag.get(Store, &[VT::Chain], &[ch, v, p], NodeData::Mem(flags_mi(vt)), 0);
            chains.push(SDValue::new(n, 0));
        }
        return Some(dag.token_factor(&chains));
    }
    // Loads first (memmove may overlap), then the stores.
    let mut loaded = Vec::with_capacity(pieces.len());
    let mut load_chains = Vec::with_capacity(pieces.len());
    for &(o, vt) in &pieces {
        let p = at(dag, src, o);
        let n = dag.get(Load, &[vt, VT::Chain], &[ch, p], NodeData::Mem(flags_mi(vt)), 0);
        loaded.push(SDValue::new(n, 0));
        load_chains.push(SDValue::new(n, 1));
    }
    let after = if op == MemMove { dag.token_factor(&load_chains) } else { ch };
    if op != MemMove {
        chains.extend_from_slice(&load_chains);
    }
    for (k, &(o, vt)) in pieces.iter().enumerate() {
        let p = at(dag, dst, o);
        let n = dag.get(Store, &[VT::Chain], &[after, loaded[k], p], NodeData::Mem(flags_mi(vt)), 0);
        chains.push(SDValue::new(n, 0));
    }
    Some(dag.token_factor(&chains))
}

/// `memcpy`/`memmove`/`memset` through the C library: the chain after the call.
fn mem_libcall(t: &X86Target, cx: &mut LowerCx<'_>, op: Opcode, ops: &[SDValue]) -> Result<SDValue, Diagnostic> {
    use rllc_ir::inst::CallConv;
    let name = match op {
        Opcode::MemCpy => "memcpy",
        Opcode::MemMove => "memmove",
        _ => "memset",
    };
    let sym = cx.libcalls.get(name).ok_or_else(|| Diagnostic::new(None, format!("runtime routine '{name}' was not interned")))?;
    let dag = &mut *cx.dag;
    let callee = dag.get1_data(Opcode::ExternalSymbol, VT::I64, &[], NodeData::Sym(sym, 0));
    let arg = |i: u32, v: SDValue, vt: VT| {
        (v, ArgPart { vt, orig_vt: vt, part: 0, num_parts: 1, flags: 0, arg_index: i, byval_size: 0, byval_align: 0 })
    };
    let mut mid = ops[2];
    let mut mid_vt = VT::I64;
    if op == Opcode::MemSet {
        mid_vt = VT::I32;
        mid = resize_zext(dag, mid, VT::I32);
    }
    let args = [arg(0, ops[1], VT::I64), arg(1, mid, mid_vt), arg(2, ops[3], VT::I64)];
    let call = CallLowering {
        chain: ops[0],
        callee,
        callee_global: None,
        args: &args,
        rets: &[],
        cc: CallConv::C,
        is_vararg: false,
        is_tail: false,
        is_musttail: false,
        is_libcall: true,
    };
    Ok(abi::lower_call(t, cx, &call)?.chain)
}

/// `v` zero-extended (or truncated) to the integer type `to`.
fn resize_zext(dag: &mut Dag, v: SDValue, to: VT) -> SDValue {
    let from = dag.vt(v);
    if from == to {
        v
    } else if from.bits() > to.bits() {
        dag.unop(Opcode::Truncate, to, v)
    } else {
        dag.unop(Opcode::ZeroExtend, to, v)
    }
}

/// The value of a vector constant whose lanes are all equal (a `Constant` splat or a
/// `BuildVector` of one constant).
pub fn splat_constant(dag: &Dag, v: SDValue) -> Option<u128> {
    match dag.opcode(v) {
        Opcode::Constant => dag.const_int(v),
        Opcode::BuildVector => {
            let n = dag.node(v.node);
            let first = dag.const_int(n.op(0))?;
            n.operands().all(|o| dag.const_int(o) == Some(first)).then_some(first)
        }
        _ => None,
    }
}

/// Actions on scalar integers (i8, i16, i32, i64).
fn int_action(t: &X86Target, op: Opcode, vt: VT) -> OpAction {
    use OpAction::*;
    use Opcode::*;
    let bits = vt.bits();
    match op {
        // No 8-bit two-operand multiply, and the 8-bit divide and widening multiply use
        // %ah, which rllc never allocates.
        // (8-bit multiplies with overflow are selected in 32 bits: promoting them would
        // make their i8 boolean result illegal while it is being produced.)
        Mul | SDiv | UDiv | SRem | URem | MulHS | MulHU | SMulLoHi | UMulLoHi if bits == 8 => Promote,
        // By a constant: multiplication by a magic number (`lower_custom`).
        SDiv | UDiv | SRem | URem => Custom,
        Add | Sub | Mul | And | Or | Xor | Shl | Srl | Sra | Rotl | Rotr | MulHS | MulHU | SMulLoHi | UMulLoHi => Legal,
        SAddO | UAddO | SSubO | USubO | SMulO | UMulO | UAddOCarry | USubOCarry => Legal,
        // shld/shrd count modulo 32 or 64: exactly the funnel shift for those widths.
        Fshl | Fshr if bits >= 32 => Legal,
        // 8/16-bit: rotates are rol/ror; other funnel shifts are done in 32 bits.
        Fshl | Fshr => Custom,
        Ctpop if t.features.popcnt && bits >= 16 => Legal,
        Ctpop if bits == 8 && t.features.popcnt => Promote,
        Ctlz | CtlzZeroUndef | Cttz | CttzZeroUndef if bits == 8 => Promote,
        Ctlz | CtlzZeroUndef | Cttz | CttzZeroUndef => Legal,
        Bswap if bits >= 16 => Legal,
        Abs if bits >= 16 => Legal,
        Smin | Smax | Umin | Umax if bits >= 16 => Legal,
        SetCC | Select | BrCond | BrCC | Constant | Load | Store | Truncate | ZeroExtend | SignExtend | AnyExtend
        | SignExtendInReg | Bitcast => Legal,
        SiToFp | UiToFp => Legal,
        BrJT | BrInd | Br | DynAlloca | StackSave | StackRestore | FrameAddress | ReturnAddress => Legal,
        // Keyed by the element type.
        ExtractVectorElt => Legal,
        // Keyed by the (boolean) result: integer tests of the bit pattern.
        IsFPClass => Custom,
        // Operations keyed by `VT::Other`.
        Fence | Trap | Unreachable | Prefetch => Legal,
        VecReduceAdd | VecReduceMul | VecReduceAnd | VecReduceOr | VecReduceXor | VecReduceSMax | VecReduceSMin
        | VecReduceUMax | VecReduceUMin => Custom,
        AtomicSwap | AtomicAdd | AtomicSub | AtomicAnd | AtomicOr | AtomicXor | AtomicCmpSwap => Legal,
        AtomicNand | AtomicMin | AtomicMax | AtomicUMin | AtomicUMax | AtomicUIncWrap | AtomicUDecWrap => Legal,
        // Small constant sizes inline, the rest through the C library (`lower_custom`).
        MemCpy | MemMove | MemSet => Custom,
        // Half conversions (keyed by the i16 bits): `__extendhfsf2`, `__truncsfhf2`.
        Fp16ToFp | FpToFp16 => LibCall,
        _ => Expand,
    }
}

/// Actions on f32/f64 (and the other float formats, which the type legalizer never
/// lets reach here except through conversions).
fn float_action(op: Opcode, vt: VT) -> OpAction {
    use OpAction::*;
    use Opcode::*;
    if !matches!(vt, VT::F32 | VT::F64) {
        return Expand;
    }
    match op {
        FAdd | FSub | FMul | FDiv | FNeg | FAbs | FCopySign | FSqrt => Legal,
        ConstantFP | Load | Store | Select | SetCC | BrCC | FpExtend | FpRound | FpToSi | FpToUi | Bitcast => Legal,
        FMulAdd => Expand,
        ExtractVectorElt => Legal,
        // A conversion and clamping selects.
        FpToSiSat | FpToUiSat => Custom,
        VecReduceFAdd | VecReduceFMul | VecReduceFMax | VecReduceFMin => Custom,
        FMinNum | FMaxNum | FRem | Fma | FMinimum | FMaximum | FFloor | FCeil | FTrunc | FRint | FNearbyInt | FRound | FRoundEven | FSin | FCos
        | FPow | FPowi | FExp | FExp2 | FLog | FLog2 | FLog10 => LibCall,
        FTan | FAsin | FAcos | FAtan | FSinh | FCosh | FTanh => LibCall,
        // Through the integer registers (xchg, or a cmpxchg loop).
        AtomicSwap | AtomicFAdd | AtomicFSub => Legal,
        _ => Expand,
    }
}

/// Actions on the 128-bit SSE2 vector types.
fn vector_action(_t: &X86Target, op: Opcode, vt: VT) -> OpAction {
    use OpAction::*;
    use Opcode::*;
    let Some(e) = vt.scalar() else { return Expand };
    let ebits = e.bits();
    let float = e.is_float();
    match op {
        Load | Store | BuildVector | ExtractVectorElt | InsertVectorElt | VectorShuffle | Bitcast | Select | Constant
        | ConstantFP | Undef => Legal,
        Add | Sub | And | Or | Xor if !float => Legal,
        FAdd | FSub | FMul | FDiv | FSqrt | FNeg | FAbs if float => Legal,
        // Unfused: a multiply and an add of whole vectors.
        FMulAdd if float => Custom,
        // pmullw; 32-bit lanes from two pmuludq (pmulld is SSE4.1).
        Mul if !float && (ebits == 16 || ebits == 32) => Legal,
        // Shifts by a splatted constant have SSE2 forms for 16/32/64-bit lanes; other
        // amounts are unrolled by `lower_custom`.
        Shl | Srl if !float && ebits >= 16 => Custom,
        Sra if !float && (ebits == 16 || ebits == 32) => Custom,
        SetCC if !float && ebits <= 32 => Legal,
        // No pcmpeqq/pcmpgtq in SSE2: lane by lane, as lane masks.
        SetCC if !float => Custom,
        SetCC if float => Legal,
        SiToFp if vt == VT::V(Scalar::Int(32), 4) => Legal,
        FpToSi if vt == VT::V(Scalar::F32, 4) => Legal,
        _ => Expand,
    }
}
