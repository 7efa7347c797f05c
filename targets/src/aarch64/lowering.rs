//! AArch64 `TargetLowering`: which value types have registers (i32 and i64 in GPRs; f32
//! and f64 in FP/SIMD registers), what operation legalization does with each (operation,
//! type) pair on Armv8.0-A, and the target nodes the calling convention and custom
//! lowering create (`a64_node`). Argument, call and return lowering live in `abi.rs`.
//!
//! Choices worth knowing (they follow llc's where it matters for results):
//! * booleans (`SetCC`, overflow flags) are `i32` holding 0 or 1;
//! * `i1`/`i8`/`i16` are promoted to `i32`, `i128` expanded into two `i64`; `half` lives
//!   in `h` registers (loads, stores, `fcvt` to and from `s`/`d` are Armv8.0) and, as llc
//!   does without `+fullfp16`, is computed in `f32`; its sign operations are integer bit
//!   operations on the register's bits and its select an `fcsel` of the `s` view
//!   (`a64_node::H_AS_S`/`S_AS_H`);
//!   `fp128` (`long double`) is softened into libgcc's `__addtf3` & co.;
//! * with NEON, the 128-bit vectors (v16i8, v8i16, v4i32, v2i64, v4f32, v2f64, in q
//!   registers) and the 64-bit ones (v8i8, v4i16, v2i32, v2f32, in d registers) are
//!   legal; wider vectors are split into them, others (`<3 x float>`, `<2 x i16>`, half
//!   vectors, …) are scalarized. Operations NEON lacks (64-bit lane multiplies,
//!   divisions, `fminnm` …) are unrolled lane by lane (`vector_action`);
//! * with `+outline-atomics` (and no LSE), exchange, add/sub/and/or/xor and cmpxchg call
//!   libgcc's `__aarch64_*` helpers, as llc does;
//! * 128-bit atomics are inline, as llc makes them, never libatomic calls: a cmpxchg calls
//!   `__aarch64_cas16_*` under `+outline-atomics`, everything else is an exclusive-pair
//!   loop (`a64_node::PAIR_ATOMIC`; with `+lse` llc uses `casp` instead, to the same
//!   effect);
//! * remainders are a divide and a multiply-subtract; population counts are expanded into
//!   bit arithmetic; `memcpy`/`memmove`/`memset` call the C library.

use super::{abi, A64Target};
use crate::aarch64::regs::{FPR, GPR};
use rllc_ir::Diagnostic;
use rllc_isel::dag::{Dag, NodeId, SDValue};
use rllc_isel::dag_ops::{CondCode, MemInfo, NodeData, Opcode};
use rllc_isel::div_by_constant::{constant_divisor, divide_by_constant};
use rllc_isel::target::{ArgPart, CallLowering, CallResult, LowerCx, OpAction, TargetLowering};
use rllc_isel::vt::{Scalar, VT};
use rllc_regalloc::RegClass;

/// Target-specific DAG nodes (`Opcode::Target(n)`) the AArch64 selector understands.
/// Each is documented as (operands) → results, like `dag_ops`.
pub mod a64_node {
    /// (lo: i64, hi: i64) → f64-typed value holding all 128 bits of a q register
    /// (`fmov d, lo; fmov v.d[1], hi`): how an `fp128` travels in v registers. Every
    /// move and spill of the FP/SIMD class copies the whole register, so the upper half
    /// survives although the value's type says f64.
    pub const Q_FROM_PARTS: u16 = 1;
    /// (q) → i64: the low 64 bits of a q register image (`fmov x, d`).
    pub const Q_LO: u16 = 2;
    /// (q) → i64: the high 64 bits (`fmov x, v.d[1]`).
    pub const Q_HI: u16 = 3;
    /// (ch, q, addr) → ch: stores all 128 bits of a q register image (`str q`).
    pub const STORE_Q: u16 = 4;
    /// (lanes…), Int payload = element bits → f64-typed value holding a whole v register
    /// whose lanes are the operands (GPR or FPR scalars): how a scalarized vector travels.
    pub const Q_FROM_LANES: u16 = 5;
    /// (v), Int payload = lane << 8 | element bits → the lane as a scalar of the result type.
    pub const Q_LANE: u16 = 6;
    /// (h: f16) → f32: the same register seen as `s` (no instruction; the bits above the
    /// half are unspecified).
    pub const H_AS_S: u16 = 7;
    /// (s: f32) → f16: the low 16 bits of the register seen as `h` (no instruction).
    pub const S_AS_H: u16 = 8;

    /// (ch), Int payload = kind << 8 | immediate → ch: a barrier or hint from the ACLE
    /// builtins (`llvm.aarch64.dmb`/`dsb`/`isb`/`hint`/`clrex`; kinds in that order).
    pub const SYS: u16 = 9;
    /// (ch) → (i64, ch): the virtual counter, `mrs CNTVCT_EL0` (`llvm.readcyclecounter`,
    /// as llc reads it).
    pub const CYCLES: u16 = 10;
    /// () → i64: the thread pointer, `mrs TPIDR_EL0` (`llvm.thread.pointer`).
    pub const THREAD_POINTER: u16 = 11;
    /// (ch, ptr[, value lo, hi[, new lo, hi]]), `Mem` data → (old lo: i64, old hi: i64,
    /// [success: i32,] ch): a 128-bit atomic as an exclusive-pair loop; the node is
    /// `PAIR_ATOMIC + kind`, kind from `isel::atomic::pair_kind` (load, store, each
    /// read-modify-write, compare-exchange).
    pub const PAIR_ATOMIC: u16 = 32;
    /// One past the last pair-atomic node.
    pub const PAIR_ATOMIC_END: u16 = PAIR_ATOMIC + 16;

    /// Whether a target node holds or reads a 128-bit FP/SIMD register image.
    pub fn is_wide(k: u16) -> bool {
        (Q_FROM_PARTS..=Q_LANE).contains(&k)
    }
}

impl TargetLowering for A64Target {
    fn exception_registers(&self) -> Option<(rllc_regalloc::PReg, rllc_regalloc::PReg)> {
        Some((crate::aarch64::regs::X0, crate::aarch64::regs::X1))
    }

    fn pointer_vt(&self) -> VT {
        VT::I64
    }

    fn is_legal_type(&self, vt: VT) -> bool {
        match vt {
            VT::S(Scalar::Int(32 | 64) | Scalar::F32 | Scalar::F64) => true,
            VT::F16 => self.features.fp,
            VT::V(e, n) => self.features.neon && is_neon_vector(e, n),
            _ => false,
        }
    }

    fn reg_class(&self, vt: VT) -> RegClass {
        if vt.is_int() {
            GPR
        } else {
            FPR
        }
    }

    fn op_action(&self, op: Opcode, vt: VT) -> OpAction {
        if vt.is_vector() {
            return vector_action(op, vt);
        }
        if self.features.outline_atomics && !self.features.lse && outlined(op) && matches!(vt, VT::I32 | VT::I64) {
            return OpAction::Custom;
        }
        // `+fullfp16` has a half `fmadd`: llc fuses `fmuladd.f16` into it (one rounding);
        // the rest of half arithmetic gives the same results computed in f32.
        if vt == VT::F16 && self.features.fullfp16 && matches!(op, Opcode::Fma | Opcode::FMulAdd) {
            return OpAction::Legal;
        }
        if vt.is_float() {
            return float_action(op, vt);
        }
        int_action(op, vt)
    }

    /// `faddp`: llc reduces a reassociable float sum adjacent lanes first.
    fn pairwise_fadd_reduction(&self, vt: VT) -> bool {
        vt.is_float_or_float_vector()
    }

    fn setcc_result_vt(&self, vt: VT) -> VT {
        if vt.is_vector() {
            vt.to_int()
        } else {
            VT::I32
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

    fn lower_return(
        &mut self,
        cx: &mut LowerCx<'_>,
        chain: SDValue,
        vals: &[(SDValue, ArgPart)],
    ) -> Result<SDValue, Diagnostic> {
        abi::lower_return(self, cx, chain, vals)
    }

    fn lower_va_start(&mut self, cx: &mut LowerCx<'_>, chain: SDValue, ap: SDValue) -> Result<SDValue, Diagnostic> {
        abi::lower_va_start(self, cx, chain, ap)
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
        if let Some(ch) = super::intrinsics::lower_system(cx.dag, name, chain, args) {
            return Ok(Some((ch, Vec::new())));
        }
        if name == "clear_cache" && args.len() == 2 {
            // Instruction-cache maintenance is libgcc's `__clear_cache(start, end)`, as llc calls it.
            let missing = || Diagnostic::new(None, "'__clear_cache' was not interned");
            let sym = cx.libcalls.get("__clear_cache").ok_or_else(missing)?;
            let callee = cx.dag.get1_data(Opcode::ExternalSymbol, VT::I64, &[], NodeData::Sym(sym, 0));
            let cargs = [(args[0], whole(VT::I64, 0)), (args[1], whole(VT::I64, 1))];
            let res = helper_call(self, cx, chain, callee, &cargs, &[])?;
            return Ok(Some((res.chain, Vec::new())));
        }
        if name == "thread.pointer" {
            let tp = cx.dag.get1(Opcode::Target(a64_node::THREAD_POINTER), VT::I64, &[]);
            return Ok(Some((chain, vec![tp])));
        }
        if name == "readcyclecounter" {
            let n = cx.dag.get(Opcode::Target(a64_node::CYCLES), &[VT::I64, VT::Chain], &[chain], NodeData::None, 0);
            return Ok(Some((SDValue::new(n, 1), vec![SDValue::new(n, 0)])));
        }
        Ok(super::intrinsics::lower_neon(cx.dag, cx.mf, name, chain, args, rets))
    }

    fn lower_pair_atomic(
        &mut self,
        cx: &mut LowerCx<'_>,
        op: Opcode,
        ops: &[SDValue],
        mem: MemInfo,
        success: Option<VT>,
    ) -> Result<Option<Vec<SDValue>>, Diagnostic> {
        if op == Opcode::AtomicCmpSwap && self.features.outline_atomics && !self.features.lse {
            return outline_cas16(self, cx, ops, mem, success.unwrap_or(VT::I32)).map(Some);
        }
        let no_kind = || Diagnostic::new(None, format!("aarch64: 128-bit atomic {op:?}"));
        let kind = super::isel::pair_kind(op).ok_or_else(no_kind)?;
        let mut vts = vec![VT::I64, VT::I64];
        vts.extend(success);
        vts.push(VT::Chain);
        let n = cx.dag.get(Opcode::Target(a64_node::PAIR_ATOMIC + kind), &vts, ops, NodeData::Mem(mem), 0);
        Ok(Some((0..vts.len() as u32).map(|i| SDValue::new(n, i)).collect()))
    }

    fn lower_custom(&mut self, cx: &mut LowerCx<'_>, node: NodeId) -> Result<Option<Vec<SDValue>>, Diagnostic> {
        let dag = &mut *cx.dag;
        let n = dag.node(node);
        let (op, vt) = (n.op, n.vt(0));
        let ops: Vec<SDValue> = n.operands().collect();
        Ok(match op {
            Opcode::SDiv | Opcode::UDiv | Opcode::SRem | Opcode::URem => {
                let (shift_vt, bool_vt) = (self.shift_amount_vt(vt), self.setcc_result_vt(vt));
                let by_constant = constant_divisor(dag, ops[1]);
                match by_constant.and_then(|d| divide_by_constant(dag, op, ops[0], d, vt, shift_vt, bool_vt)) {
                    Some(q) => Some(vec![q]),
                    None if matches!(op, Opcode::SRem | Opcode::URem) => {
                        let div = if op == Opcode::SRem { Opcode::SDiv } else { Opcode::UDiv };
                        let q = dag.binop(div, ops[0], ops[1]);
                        let p = dag.binop(Opcode::Mul, q, ops[1]);
                        Some(vec![dag.binop(Opcode::Sub, ops[0], p)])
                    }
                    None => None,
                }
            }
            Opcode::IsFPClass => {
                let mask = n.data.int().unwrap_or(0) as u32;
                let r = if dag.vt(ops[0]) == VT::F16 {
                    // The half's bits, from the `s` view of its register.
                    let s = dag.get1(Opcode::Target(a64_node::H_AS_S), VT::F32, &[ops[0]]);
                    let w = dag.unop(Opcode::Bitcast, VT::I32, s);
                    let m = dag.constant(VT::I32, 0xffff);
                    let bits = dag.binop(Opcode::And, w, m);
                    Some(rllc_isel::fp_class::is_fp_class_bits(dag, bits, 16, 5, mask, VT::I32))
                } else {
                    rllc_isel::fp_class::is_fp_class(dag, ops[0], mask, VT::I32)
                };
                r.map(|r| {
                    vec![match vt.bits().cmp(&32) {
                        _ if !vt.is_int() || vt == VT::I32 => r,
                        std::cmp::Ordering::Less => dag.unop(Opcode::Truncate, vt, r),
                        _ => dag.unop(Opcode::ZeroExtend, vt, r),
                    }]
                })
            }
            o if outlined(o) => {
                let (old, success) = (n.vt(0), if o == Opcode::AtomicCmpSwap { Some(n.vt(1)) } else { None });
                let mi = n.data.mem().copied().ok_or_else(|| Diagnostic::new(None, "atomic without memory info"))?;
                Some(outline_atomic(self, cx, o, &ops, mi, old, success)?)
            }
            Opcode::SiToFp | Opcode::UiToFp | Opcode::FpToSi | Opcode::FpToUi if vt.is_vector() => {
                let src = dag.vt(ops[0]);
                let (src_bits, dst_bits) = (src.elem().bits(), vt.elem().bits());
                if src_bits == dst_bits {
                    return Ok(None);
                }
                let to_int = matches!(op, Opcode::FpToSi | Opcode::FpToUi);
                let int_lanes = |bits: u32, like: VT| VT::int(bits).scalar().map(|e| like.with_elem(e));
                // Narrower integers: convert at the float's width and truncate (a lane out
                // of the narrow range is poison either way), or extend and convert (exact).
                if to_int && dst_bits < src_bits && src_bits >= 32 {
                    if let Some(wide) = int_lanes(src_bits, vt) {
                        let converted = dag.unop(op, wide, ops[0]);
                        return Ok(Some(vec![dag.unop(Opcode::Truncate, vt, converted)]));
                    }
                }
                if !to_int && src_bits < dst_bits && dst_bits >= 32 {
                    if let Some(wide) = int_lanes(dst_bits, src) {
                        let ext = if op == Opcode::SiToFp { Opcode::SignExtend } else { Opcode::ZeroExtend };
                        let extended = dag.unop(ext, wide, ops[0]);
                        return Ok(Some(vec![dag.unop(op, vt, extended)]));
                    }
                }
                // Lanes of different widths (v2i64 → v2f32, v2f32 → v2i64 …): one rounding
                // per lane, never a conversion and a second rounding.
                let lanes: Vec<SDValue> = (0..vt.vec_len())
                    .map(|k| {
                        let x = rllc_isel::vector_reduce::lane(dag, ops[0], k);
                        dag.unop(op, vt.elem(), x)
                    })
                    .collect();
                Some(vec![dag.get1(Opcode::BuildVector, vt, &lanes)])
            }
            Opcode::Select | Opcode::FNeg | Opcode::FAbs | Opcode::FCopySign
                if vt == VT::F16 && (op != Opcode::FCopySign || dag.vt(ops[1]) == VT::F16) =>
            {
                Some(vec![half_custom(dag, op, &ops)])
            }
            _ => None,
        })
    }
}

/// The atomics llc calls libgcc's `__aarch64_*` helpers for under `+outline-atomics`
/// (without LSE); nand and min/max stay exclusive loops, as in llc.
fn outlined(op: Opcode) -> bool {
    use Opcode::*;
    matches!(op, AtomicSwap | AtomicAdd | AtomicSub | AtomicAnd | AtomicOr | AtomicXor | AtomicCmpSwap)
}

/// An atomic as a call of `__aarch64_<op><bytes>_<order>`: (value, ptr) → old for the
/// read-modify-writes (sub adds the negation, and clears the complement), (expected,
/// desired, ptr) → old for `cas`. Returns the node's results (old, [success,] chain).
fn outline_atomic(
    t: &mut A64Target,
    cx: &mut LowerCx<'_>,
    op: Opcode,
    ops: &[SDValue],
    mi: rllc_isel::dag_ops::MemInfo,
    vt: VT,
    success: Option<VT>,
) -> Result<Vec<SDValue>, Diagnostic> {
    let order = outline_order(mi);
    let bytes = mi.mem_vt.bits() / 8;
    let base = match op {
        Opcode::AtomicSwap => "swp",
        Opcode::AtomicAdd | Opcode::AtomicSub => "ldadd",
        Opcode::AtomicAnd => "ldclr",
        Opcode::AtomicOr => "ldset",
        Opcode::AtomicXor => "ldeor",
        _ => "cas",
    };
    let name = rllc_isel::libcalls::outline_atomic(base, bytes, order)
        .ok_or_else(|| Diagnostic::new(None, format!("aarch64: no outline atomic {base} of {bytes} bytes")))?;
    let sym = cx.libcalls.get(name).ok_or_else(|| Diagnostic::new(None, format!("'{name}' was not interned")))?;
    let dag = &mut *cx.dag;
    let callee = dag.get1_data(Opcode::ExternalSymbol, VT::I64, &[], NodeData::Sym(sym, 0));
    let (chain, ptr) = (ops[0], ops[1]);
    let mut args: Vec<SDValue> = match op {
        Opcode::AtomicSub => {
            let z = dag.constant(vt, 0);
            vec![dag.binop(Opcode::Sub, z, ops[2])]
        }
        Opcode::AtomicAnd => {
            let m = dag.constant(vt, if vt == VT::I32 { u32::MAX as u128 } else { u64::MAX as u128 });
            vec![dag.binop(Opcode::Xor, ops[2], m)]
        }
        Opcode::AtomicCmpSwap => vec![ops[2], ops[3]],
        _ => vec![ops[2]],
    };
    args.push(ptr);
    let cargs: Vec<(SDValue, ArgPart)> = args.iter().enumerate().map(|(i, &a)| (a, whole(cx.dag.vt(a), i))).collect();
    let res = helper_call(t, cx, chain, callee, &cargs, &[whole(vt, 0)])?;
    let old = res.values[0];
    let Some(svt) = success else { return Ok(vec![old, res.chain]) };
    // The helper returns the old value zero-extended from its size; the expected one may
    // carry garbage above it.
    let dag = &mut *cx.dag;
    let exp = if bytes < vt.bits() / 8 {
        let m = dag.constant(vt, (1u128 << (bytes * 8)) - 1);
        dag.binop(Opcode::And, ops[2], m)
    } else {
        ops[2]
    };
    let ok = dag.setcc(svt, old, exp, CondCode::Eq);
    Ok(vec![old, ok, res.chain])
}

/// The `<order>` suffix of an outline atomic for an access's orderings; a cmpxchg's
/// failure ordering may add acquire (llc's merged ordering).
fn outline_order(mi: MemInfo) -> &'static str {
    use rllc_ir::inst::Ordering as O;
    let acq = |o: Option<O>| matches!(o, Some(O::Acquire | O::AcqRel | O::SeqCst));
    let rel = |o: Option<O>| matches!(o, Some(O::Release | O::AcqRel | O::SeqCst));
    match (acq(mi.ordering) || acq(mi.failure), rel(mi.ordering)) {
        (false, false) => "relax",
        (true, false) => "acq",
        (false, true) => "rel",
        (true, true) => "acq_rel",
    }
}

/// Argument or result `i` of a helper call: a whole value of `vt`.
fn whole(vt: VT, i: usize) -> ArgPart {
    ArgPart { vt, orig_vt: vt, part: 0, num_parts: 1, flags: 0, arg_index: i as u32, byval_size: 0, byval_align: 0 }
}

/// Part `part` (of two) of an `i128` argument or result `i`: AAPCS64 puts the pair in an
/// even-numbered register and the next.
fn half_of_i128(part: u16, i: usize) -> ArgPart {
    ArgPart { vt: VT::I64, orig_vt: VT::I128, part, num_parts: 2, ..whole(VT::I64, i) }
}

/// Calls one of libgcc's helpers with the C convention.
fn helper_call(
    t: &mut A64Target,
    cx: &mut LowerCx<'_>,
    chain: SDValue,
    callee: SDValue,
    args: &[(SDValue, ArgPart)],
    rets: &[ArgPart],
) -> Result<CallResult, Diagnostic> {
    let call = CallLowering {
        chain,
        callee,
        callee_global: None,
        args,
        rets,
        cc: rllc_ir::inst::CallConv::C,
        is_vararg: false,
        is_tail: false,
        is_musttail: false,
        is_libcall: true,
    };
    abi::lower_call(t, cx, &call)
}

/// A 128-bit cmpxchg as a call of `__aarch64_cas16_<order>` (expected in x0:x1, desired
/// in x2:x3, the pointer in x4; the old value back in x0:x1). Operands: chain, pointer,
/// expected low/high, desired low/high; results: old low/high, success, chain.
fn outline_cas16(
    t: &mut A64Target,
    cx: &mut LowerCx<'_>,
    ops: &[SDValue],
    mi: MemInfo,
    svt: VT,
) -> Result<Vec<SDValue>, Diagnostic> {
    let name = rllc_isel::libcalls::outline_atomic("cas", 16, outline_order(mi))
        .ok_or_else(|| Diagnostic::new(None, "aarch64: no outline atomic cas of 16 bytes"))?;
    let sym = cx.libcalls.get(name).ok_or_else(|| Diagnostic::new(None, format!("'{name}' was not interned")))?;
    let callee = cx.dag.get1_data(Opcode::ExternalSymbol, VT::I64, &[], NodeData::Sym(sym, 0));
    let args = [
        (ops[2], half_of_i128(0, 0)),
        (ops[3], half_of_i128(1, 0)),
        (ops[4], half_of_i128(0, 1)),
        (ops[5], half_of_i128(1, 1)),
        (ops[1], whole(VT::I64, 2)),
    ];
    let res = helper_call(t, cx, ops[0], callee, &args, &[half_of_i128(0, 0), half_of_i128(1, 0)])?;
    let (lo, hi) = (res.values[0], res.values[1]);
    let dag = &mut *cx.dag;
    let (dlo, dhi) = (dag.binop(Opcode::Xor, lo, ops[2]), dag.binop(Opcode::Xor, hi, ops[3]));
    let diff = dag.binop(Opcode::Or, dlo, dhi);
    let zero = dag.constant(VT::I64, 0);
    let ok = dag.setcc(svt, diff, zero, CondCode::Eq);
    Ok(vec![lo, hi, ok, res.chain])
}

/// Whether `<n x e>` fills a q register (128 bits) or a d register (64 bits) with lanes
/// NEON computes on.
fn is_neon_vector(e: Scalar, n: u32) -> bool {
    matches!((e, n), (Scalar::Int(8), 16) | (Scalar::Int(16), 8) | (Scalar::Int(32), 4) | (Scalar::Int(64), 2))
        || matches!((e, n), (Scalar::F32, 4) | (Scalar::F64, 2))
        || matches!((e, n), (Scalar::Int(8), 8) | (Scalar::Int(16), 4) | (Scalar::Int(32), 2) | (Scalar::F32, 2))
}

/// Actions on the legal 64- and 128-bit vectors: what one NEON instruction (or a short
/// sequence, `isel/vector.rs`) does; the rest is unrolled lane by lane by the generic
/// expansion.
fn vector_action(op: Opcode, vt: VT) -> OpAction {
    use OpAction::*;
    use Opcode::*;
    let Some(e) = vt.scalar() else { return Expand };
    let (float, bits) = (e.is_float(), e.bits());
    match op {
        Load | Store | BuildVector | ExtractVectorElt | InsertVectorElt | VectorShuffle | Bitcast | Select
        | Constant | ConstantFP | Undef | Freeze | SetCC | ConcatVectors | ExtractSubvector => Legal,
        // Between legal vectors of one lane count: lanes twice or half as wide (xtn, uxtl).
        Truncate | ZeroExtend | SignExtend | AnyExtend if !float => Legal,
        Add | Sub | And | Or | Xor | Shl | Srl | Sra | Abs if !float => Legal,
        // No 64-bit lane multiply or min/max in NEON.
        Mul | Smin | Smax | Umin | Umax if !float && bits <= 32 => Legal,
        Ctpop if bits == 8 => Legal,
        FAdd | FSub | FMul | FDiv | FSqrt | FNeg | FAbs | FMinimum | FMaximum | Fma | FMulAdd if float => Legal,
        // Keyed by the operand: one instruction when both sides have lanes of one width,
        // else lane by lane (`lower_custom`).
        SiToFp | UiToFp if !float && bits >= 32 => Custom,
        FpToSi | FpToUi if float => Custom,
        _ => Expand,
    }
}

/// Actions on scalar integers (i32, i64).
fn int_action(op: Opcode, vt: VT) -> OpAction {
    use OpAction::*;
    use Opcode::*;
    match op {
        // Keyed by operands that are no integers of a register width (the chain, the
        // memset byte): always the same action.
        MemCpy | MemMove | MemSet => return LibCall,
        Br | BrJT | BrInd | Fence | Trap | Unreachable | Prefetch | DynAlloca | StackSave | StackRestore => {
            return Legal
        }
        _ => {}
    }
    if !matches!(vt, VT::I32 | VT::I64) {
        return Expand;
    }
    match op {
        Add | Sub | Mul | And | Or | Xor | Shl | Srl | Sra | Rotl | Rotr => Legal,
        // By a constant: a multiplication by a magic number (`lower_custom`); otherwise
        // `sdiv`/`udiv`, and for a remainder `msub` after them.
        SDiv | UDiv | SRem | URem => Custom,
        MulHS | MulHU => Legal,
        SAddO | UAddO | SSubO | USubO => Legal,
        Ctlz | CtlzZeroUndef | Cttz | CttzZeroUndef | Bswap | Bitreverse | Abs => Legal,
        Smin | Smax | Umin | Umax => Legal,
        SetCC | Select | BrCond | BrCC | Constant | Load | Store | Truncate | ZeroExtend | SignExtend | AnyExtend
        | SignExtendInReg | Bitcast => Legal,
        SiToFp | UiToFp => Legal,
        BrJT | BrInd | Br | DynAlloca | StackSave | StackRestore | FrameAddress | ReturnAddress => Legal,
        // Keyed by the lane type (`umov`).
        ExtractVectorElt => Legal,
        // Keyed by the (boolean) result: integer tests of the bit pattern.
        IsFPClass => Custom,
        // Operations keyed by `VT::Other`.
        Fence | Trap | Unreachable | Prefetch => Legal,
        AtomicSwap | AtomicAdd | AtomicSub | AtomicAnd | AtomicOr | AtomicXor | AtomicCmpSwap => Legal,
        AtomicNand | AtomicMin | AtomicMax | AtomicUMin | AtomicUMax => Legal,
        MemCpy | MemMove | MemSet => LibCall,
        Fp16ToFp | FpToFp16 => LibCall,
        _ => Expand,
    }
}

/// Actions on f32/f64 (and the other float formats, which the type legalizer never
/// lets reach here except through conversions).
fn float_action(op: Opcode, vt: VT) -> OpAction {
    use OpAction::*;
    use Opcode::*;
    if vt == VT::F16 {
        return half_action(op);
    }
    if !matches!(vt, VT::F32 | VT::F64) {
        return match op {
            Fp16ToFp | FpToFp16 => LibCall,
            _ => Expand,
        };
    }
    match op {
        FAdd | FSub | FMul | FDiv | FNeg | FAbs | FSqrt | Fma | FMulAdd => Legal,
        FMinNum | FMaxNum | FMinimum | FMaximum => Legal,
        FFloor | FCeil | FTrunc | FRint | FNearbyInt | FRound | FRoundEven => Legal,
        ConstantFP | Load | Store | Select | SetCC | BrCC | FpExtend | FpRound | FpToSi | FpToUi | Bitcast => Legal,
        ExtractVectorElt => Legal,
        FRem | FSin | FCos | FPow | FPowi | FExp | FExp2 | FLog | FLog2 | FLog10 => LibCall,
        FTan | FAsin | FAcos | FAtan | FSinh | FCosh | FTanh => LibCall,
        Fp16ToFp | FpToFp16 => LibCall,
        AtomicSwap => Legal,
        _ => Expand,
    }
}

/// Actions on a legal `half` without `+fullfp16`: moved, loaded, stored and converted as
/// is, computed in `f32` like llc (`fcvt s, h` … `fcvt h, s`).
fn half_action(op: Opcode) -> OpAction {
    use OpAction::*;
    use Opcode::*;
    match op {
        ConstantFP | Load | Store | Bitcast | FpExtend => Legal,
        Select | FNeg | FAbs | FCopySign => Custom,
        FAdd | FSub | FMul | FDiv | FRem | FSqrt | Fma | FMinNum | FMaxNum | FMinimum | FMaximum => Promote,
        // Not fused without a half fmadd: a multiply and an add, each rounded to half.
        FMulAdd => Expand,
        FFloor | FCeil | FTrunc | FRint | FNearbyInt | FRound | FRoundEven => Promote,
        FSin | FCos | FPow | FPowi | FExp | FExp2 | FLog | FLog2 | FLog10 => Promote,
        FTan | FAsin | FAcos | FAtan | FSinh | FCosh | FTanh => Promote,
        SetCC | BrCC | FpToSi | FpToUi => Promote,
        Fp16ToFp | FpToFp16 => LibCall,
        _ => Expand,
    }
}

/// `select`, `fneg`, `fabs`, `copysign` of `half`: on the `s` view of its register (an
/// `fcsel s`, integer bit operations on bit 15), as llc does without `+fullfp16`.
fn half_custom(dag: &mut Dag, op: Opcode, ops: &[SDValue]) -> SDValue {
    use Opcode::*;
    let as_s = |dag: &mut Dag, v: SDValue| dag.get1(Opcode::Target(a64_node::H_AS_S), VT::F32, &[v]);
    let bits = |dag: &mut Dag, v: SDValue| {
        let s = as_s(dag, v);
        dag.unop(Bitcast, VT::I32, s)
    };
    let r = match op {
        Select => {
            let (a, b) = (as_s(dag, ops[1]), as_s(dag, ops[2]));
            dag.get1(Select, VT::F32, &[ops[0], a, b])
        }
        FNeg | FAbs => {
            let x = bits(dag, ops[0]);
            let m = dag.constant(VT::I32, if op == FNeg { 0x8000 } else { 0x7fff });
            let r = dag.binop(if op == FNeg { Xor } else { And }, x, m);
            dag.unop(Bitcast, VT::F32, r)
        }
        _ => {
            let (x, y) = (bits(dag, ops[0]), bits(dag, ops[1]));
            let (m, s) = (dag.constant(VT::I32, 0x7fff), dag.constant(VT::I32, 0x8000));
            let (x, y) = (dag.binop(And, x, m), dag.binop(And, y, s));
            let r = dag.binop(Or, x, y);
            dag.unop(Bitcast, VT::F32, r)
        }
    };
    dag.get1(Opcode::Target(a64_node::S_AS_H), VT::F16, &[r])
}

