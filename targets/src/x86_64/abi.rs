//! The x86-64 System V calling convention as clang's IR expects it: incoming arguments,
//! calls and returns lowered into DAG nodes (`TargetLowering` forwards here).
//!
//! Clang has already classified C types into IR parameters (structs by value arrive as
//! `byval` pointers or as i64/double pieces, large results through an `sret` pointer), so
//! this assigns locations per legal part (`ArgPart`):
//! * integers and pointers go in rdi, rsi, rdx, rcx, r8, r9; `float`, `double` and
//!   128-bit vectors in xmm0–xmm7; `nest` in r10; the rest on the stack in 8-byte slots,
//!   in order;
//! * an `i128` takes two GPRs or, if fewer are left, a 16-byte aligned stack slot (the
//!   registers stay available for later arguments); `x86_fp80` always goes on the stack
//!   (16 bytes, 16-aligned); `fp128`, `half` and vectors narrower than 128 bits (which
//!   the legalizer scalarizes; clang passes `float _Complex` as `<2 x float>`) travel in
//!   one XMM register;
//! * `byval` arguments are copied to the outgoing area (size rounded up to 8, aligned to
//!   at least 8) and the callee addresses the copy in place;
//! * `signext`/`zeroext` parts narrower than 32 bits are extended by the caller (and by
//!   the callee for results, `zeroext i1` to 8 bits, as llc does);
//! * a call to a variadic function sets `%al` to the number of vector registers used;
//! * results come back in rax, rdx (then rcx, r8, as llc allows for IR-level returns of
//!   more parts) and xmm0–xmm3; `x86_fp80` in `st(0)`; an `sret` function also returns
//!   the pointer in rax.
//!
//! Register moves are `CopyToReg`/`CopyFromReg` nodes of physical registers glued to the
//! `Call`, `Return` or `ArgRegs` node (see `rllc_isel::target`). Stack arguments are
//! fixed stack objects (`FixedSlot::Incoming` at the callee, `FixedSlot::Outgoing` at the
//! caller: the frame reserves the largest call's area at the bottom, so no stack
//! adjustment surrounds a call); `MFunction::frame.max_call_frame` records that area.
//!
//! A variadic function saves the six GPRs and eight XMM registers to a 176-byte register
//! save area at entry (the XMM stores are unconditional: storing unused registers is
//! harmless) and records it with the first variadic stack slot in
//! `MFunction::frame.varargs`, which `lower_va_start` uses to fill a `va_list`
//! (`{ i32 gp_offset, i32 fp_offset, ptr overflow_arg_area, ptr reg_save_area }`).
//! Clang expands `va_arg` itself on x86-64; `va_copy` is a 24-byte copy.
//!
//! Calls marked `tail` or `musttail` whose arguments all travel in registers are flagged
//! (`inst_flags::TAIL_CALL`); frame lowering turns such a call into a jump when the
//! return follows it directly. A `musttail` call with stack arguments stores them over
//! the caller's own incoming arguments and must become a jump (`MUST_TAIL_CALL`).

use super::lowering::x86_node;
use super::regs::{self, Abi, RAX, RCX, RDX, R10, R8, XMM0, XMM1, XMM2, XMM3};
use super::X86Target;
use rllc_ir::Diagnostic;
use rllc_isel::dag::{Dag, SDValue};
use rllc_isel::dag_ops::{MemInfo, NodeData, Opcode};
use rllc_isel::mir::{FixedSlot, FrameIndex, MFunction, Reg, VarArgsFrame};
use rllc_isel::target::{arg_flags, ArgPart, CallLowering, CallResult, LowerCx};
use rllc_isel::vt::{Scalar, VT};
use rllc_regalloc::PReg;
use crate::call_nodes::{copy_from_phys, copy_to_phys, frame_index, load, store};

type R<T> = Result<T, Diagnostic>;

/// Size of the variadic register save area: six GPRs and eight 16-byte XMM registers.
pub const REG_SAVE_AREA_SIZE: u64 = 6 * 8 + 8 * 16;

/// Where one part goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Loc {
    Reg(PReg),
    /// A stack slot at this offset from the start of the argument area (CFA at the callee,
    /// rsp at the caller), of this many bytes.
    Stack { offset: u64, size: u64 },
    /// A `byval` copy of `size` bytes at this offset.
    ByVal { offset: u64, size: u64, align: u64 },
    /// A later part of a value whose first part took a stack slot (i128, x86_fp80, the
    /// lanes of a small vector): `size` bytes at `offset`.
    StackPart { offset: u64, size: u64 },
}

/// How a part travels in an XMM register although the legalizer may have changed it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum XmmCarrier {
    /// A legal float or vector: copied as is.
    Direct,
    /// `half`/`bfloat` carried as i16: in the low 16 bits of an f32 register image.
    Half,
    /// Several parts of one value share the register, as lanes of a vector of this type:
    /// `fp128` carried as two i64 (a v2i64), or a vector narrower than 128 bits that the
    /// legalizer scalarized (`<2 x float>` is how clang passes `float _Complex` and
    /// structs of two floats: both lanes in one register).
    Lanes(VT),
}

/// The kind of register a part wants.
fn xmm_carrier(p: &ArgPart) -> Option<XmmCarrier> {
    match p.orig_vt {
        VT::S(Scalar::F16 | Scalar::BF16) => Some(XmmCarrier::Half),
        VT::S(Scalar::F128) => Some(XmmCarrier::Lanes(VT::V(Scalar::Int(64), 2))),
        VT::V(e, n) if !p.vt.is_vector() && p.num_parts == n as u16 && e.bits() * n <= 128 && e.bits() >= 8 => {
            Some(XmmCarrier::Lanes(VT::V(e, 128 / e.bits())))
        }
        _ if p.vt.is_float() || p.vt.is_vector() => Some(XmmCarrier::Direct),
        _ => None,
    }
}

/// How many parts starting at `p` share one register (the lanes of one value).
fn group_len(p: &ArgPart) -> usize {
    match xmm_carrier(p) {
        Some(XmmCarrier::Lanes(_)) if p.part == 0 => p.num_parts as usize,
        _ => 1,
    }
}

/// The assignment of a list of parts.
struct Assignment {
    locs: Vec<Loc>,
    /// Bytes of stack arguments (rounded up to 8).
    stack_bytes: u64,
    gp_used: usize,
    fp_used: usize,
}

fn align_up(v: u64, a: u64) -> u64 {
    v.div_ceil(a.max(1)) * a.max(1)
}

fn check_abi(t: &X86Target) -> R<()> {
    if t.abi != Abi::SysV {
        return Err(Diagnostic::new(None, "the Win64 calling convention is not implemented yet"));
    }
    Ok(())
}

/// Assigns argument parts to registers and stack slots (SysV rules; see the module doc).
fn assign_args(parts: &[ArgPart]) -> R<Assignment> {
    let gprs = regs::int_arg_regs(Abi::SysV);
    let xmms = regs::float_arg_regs(Abi::SysV);
    let (mut gp, mut fp, mut stack) = (0usize, 0usize, 0u64);
    let mut locs = Vec::with_capacity(parts.len());
    let mut k = 0;
    while k < parts.len() {
        let p = &parts[k];
        if p.flags & arg_flags::BYVAL != 0 {
            let size = align_up(p.byval_size.max(1), 8);
            let align = p.byval_align.max(8);
            stack = align_up(stack, align);
            locs.push(Loc::ByVal { offset: stack, size: p.byval_size, align });
            stack += size;
            k += 1;
            continue;
        }
        if p.flags & arg_flags::NEST != 0 {
            locs.push(Loc::Reg(R10));
            k += 1;
            continue;
        }
        // Values of two 8-byte parts that must stay together.
        let pair = p.part == 0 && p.num_parts == 2 && p.vt == VT::I64 && k + 1 < parts.len();
        if pair && p.orig_vt == VT::F80 {
            stack = align_up(stack, 16);
            locs.push(Loc::Stack { offset: stack, size: 8 });
            locs.push(Loc::StackPart { offset: stack + 8, size: 8 });
            stack += 16;
            k += 2;
            continue;
        }
        let group = group_len(p);
        if group > 1 && k + group <= parts.len() {
            let bytes: u64 = parts[k..k + group].iter().map(|q| q.vt.bits() as u64 / 8).sum();
            if fp < xmms.len() {
                for _ in 0..group {
                    locs.push(Loc::Reg(xmms[fp]));
                }
                fp += 1;
            } else {
                let size = align_up(bytes, 8);
                stack = align_up(stack, size.min(16));
                let esize = parts[k].vt.bits() as u64 / 8;
                locs.push(Loc::Stack { offset: stack, size: esize });
                for j in 1..group {
                    locs.push(Loc::StackPart { offset: stack + j as u64 * esize, size: esize });
                }
                stack += size;
            }
            k += group;
            continue;
        }
        if pair && p.orig_vt == VT::I128 {
            if gp + 2 <= gprs.len() {
                locs.push(Loc::Reg(gprs[gp]));
                locs.push(Loc::Reg(gprs[gp + 1]));
                gp += 2;
            } else {
                stack = align_up(stack, 16);
                locs.push(Loc::Stack { offset: stack, size: 8 });
                locs.push(Loc::StackPart { offset: stack + 8, size: 8 });
                stack += 16;
            }
            k += 2;
            continue;
        }
        if xmm_carrier(p).is_some() {
            if fp < xmms.len() {
                locs.push(Loc::Reg(xmms[fp]));
                fp += 1;
            } else {
                let size = (p.vt.bits() as u64 / 8).max(8);
                stack = align_up(stack, size.min(16));
                locs.push(Loc::Stack { offset: stack, size });
                stack += size;
            }
        } else if p.vt.is_int() && p.vt.bits() <= 64 {
            if gp < gprs.len() {
                locs.push(Loc::Reg(gprs[gp]));
                gp += 1;
            } else {
                locs.push(Loc::Stack { offset: stack, size: 8 });
                stack += 8;
            }
        } else {
            return Err(Diagnostic::new(None, format!("cannot pass a value of type {:?} in the x86-64 calling convention", p.vt)));
        }
        k += 1;
    }
    Ok(Assignment { locs, stack_bytes: align_up(stack, 8), gp_used: gp, fp_used: fp })
}

/// Result registers, per kind.
const RET_GPRS: [PReg; 4] = [RAX, RDX, RCX, R8];
const RET_XMMS: [PReg; 4] = [XMM0, XMM1, XMM2, XMM3];

/// Where each result part goes: `Some(reg)`, or `None` for x86_fp80 parts (in `st(0)`).
fn assign_rets(parts: &[ArgPart]) -> R<Vec<Option<PReg>>> {
    let (mut gp, mut fp) = (0, 0);
    let mut out = Vec::with_capacity(parts.len());
    let mut k = 0;
    while k < parts.len() {
        let p = &parts[k];
        if p.orig_vt == VT::F80 {
            out.push(None);
            k += 1;
            continue;
        }
        let group = group_len(p);
        if group > 1 && k + group <= parts.len() {
            let r = *RET_XMMS.get(fp).ok_or_else(too_many_results)?;
            fp += 1;
            out.resize(out.len() + group, Some(r));
            k += group;
            continue;
        }
        if xmm_carrier(p).is_some() {
            out.push(Some(*RET_XMMS.get(fp).ok_or_else(too_many_results)?));
            fp += 1;
        } else {
            out.push(Some(*RET_GPRS.get(gp).ok_or_else(too_many_results)?));
            gp += 1;
        }
        k += 1;
    }
    Ok(out)
}

fn too_many_results() -> Diagnostic {
    Diagnostic::new(None, "a return value with this many parts does not fit the x86-64 result registers")
}

/// The number of x86_fp80 results (each needs its own `st` register; only one exists
/// in this convention).
fn f80_results(parts: &[ArgPart]) -> usize {
    parts.iter().filter(|p| p.orig_vt == VT::F80 && p.part == 0).count()
}

/// The index of the first part of each x86_fp80 result, in order.
fn f80_result_starts(parts: &[ArgPart]) -> Vec<usize> {
    parts.iter().enumerate().filter(|(_, p)| p.orig_vt == VT::F80 && p.part == 0).map(|(k, _)| k).collect()
}

fn add_const(dag: &mut Dag, p: SDValue, k: u64) -> SDValue {
    if k == 0 {
        return p;
    }
    let c = dag.constant(VT::I64, k as u128);
    dag.binop(Opcode::Add, p, c)
}

/// The register image of the parts `vals` (one, or a lanes group) travelling in an XMM
/// register.
fn to_xmm(dag: &mut Dag, carrier: XmmCarrier, vals: &[SDValue]) -> SDValue {
    match carrier {
        XmmCarrier::Direct => vals[0],
        XmmCarrier::Half => {
            let w = dag.unop(Opcode::AnyExtend, VT::I32, vals[0]);
            dag.unop(Opcode::Bitcast, VT::F32, w)
        }
        XmmCarrier::Lanes(vt) => {
            let e = vt.elem();
            let mut lanes: Vec<SDValue> = vals.to_vec();
            while lanes.len() < vt.vec_len() as usize {
                lanes.push(dag.undef(e));
            }
            dag.get1(Opcode::BuildVector, vt, &lanes)
        }
    }
}

/// The type an XMM-carried part is read from its register as.
fn xmm_read_vt(carrier: XmmCarrier, vt: VT) -> VT {
    match carrier {
        XmmCarrier::Direct => vt,
        XmmCarrier::Half => VT::F32,
        XmmCarrier::Lanes(v) => v,
    }
}

/// Turns a register image read as `xmm_read_vt` back into part `part` of the value.
fn from_xmm(dag: &mut Dag, carrier: XmmCarrier, v: SDValue, part: u16) -> SDValue {
    match carrier {
        XmmCarrier::Direct => v,
        XmmCarrier::Half => {
            let w = dag.unop(Opcode::Bitcast, VT::I32, v);
            dag.unop(Opcode::Truncate, VT::I16, w)
        }
        XmmCarrier::Lanes(vt) => {
            let i = dag.constant(VT::I64, part as u128);
            dag.get1(Opcode::ExtractVectorElt, vt.elem(), &[v, i])
        }
    }
}

/// Extends a narrow `signext`/`zeroext` part to `to` bits (a caller's duty for arguments,
/// the callee's for results).
fn extend(dag: &mut Dag, v: SDValue, flags: u16, to: VT) -> SDValue {
    let vt = dag.vt(v);
    if !vt.is_int() || vt.bits() >= to.bits() {
        return v;
    }
    if flags & arg_flags::SEXT != 0 {
        dag.unop(Opcode::SignExtend, to, v)
    } else if flags & arg_flags::ZEXT != 0 {
        dag.unop(Opcode::ZeroExtend, to, v)
    } else {
        v
    }
}

/// Lowers the incoming arguments at function entry.
pub fn lower_formal_arguments(
    t: &X86Target,
    cx: &mut LowerCx<'_>,
    chain: SDValue,
    parts: &[ArgPart],
    is_vararg: bool,
) -> R<(SDValue, Vec<SDValue>)> {
    check_abi(t)?;
    let a = assign_args(parts)?;
    let dag = &mut *cx.dag;
    let mf: &mut MFunction = cx.mf;
    let ar = dag.get(Opcode::ArgRegs, &[VT::Chain, VT::Glue], &[chain], NodeData::None, 0);
    let (mut ch, mut glue) = (SDValue::new(ar, 0), SDValue::new(ar, 1));
    let mut vals: Vec<Option<SDValue>> = vec![None; parts.len()];
    // Register parts (an XMM register read once for an fp128's two parts).
    let mut xmm_reads: Vec<(PReg, SDValue)> = Vec::new();
    for (k, p) in parts.iter().enumerate() {
        let Loc::Reg(r) = a.locs[k] else { continue };
        let carrier = xmm_carrier(p).filter(|_| regs::is_xmm(r));
        let v = match carrier {
            Some(c) => {
                let img = match xmm_reads.iter().find(|(q, _)| *q == r) {
                    Some(&(_, img)) => img,
                    None => {
                        let (img, c2, g2) = copy_from_phys(dag, ch, glue, xmm_read_vt(c, p.vt), r);
                        ch = c2;
                        glue = g2;
                        xmm_reads.push((r, img));
                        img
                    }
                };
                from_xmm(dag, c, img, p.part)
            }
            None => {
                let (v, c2, g2) = copy_from_phys(dag, ch, glue, p.vt, r);
                ch = c2;
                glue = g2;
                v
            }
        };
        vals[k] = Some(v);
    }
    // Variadic functions read every remaining argument register for the save area.
    let mut saves: Vec<(u64, SDValue)> = Vec::new();
    if is_vararg {
        let gprs = regs::int_arg_regs(Abi::SysV);
        let xmms = regs::float_arg_regs(Abi::SysV);
        for (i, &r) in gprs.iter().enumerate().skip(a.gp_used) {
            let (v, c2, g2) = copy_from_phys(dag, ch, glue, VT::I64, r);
            ch = c2;
            glue = g2;
            saves.push((8 * i as u64, v));
        }
        for (i, &r) in xmms.iter().enumerate().skip(a.fp_used) {
            let (v, c2, g2) = copy_from_phys(dag, ch, glue, VT::V(Scalar::Int(64), 2), r);
            ch = c2;
            glue = g2;
            saves.push((48 + 16 * i as u64, v));
        }
    }
    // Stack parts.
    let mut loads = vec![ch];
    for (k, p) in parts.iter().enumerate() {
        let (offset, size) = match a.locs[k] {
            Loc::Stack { offset, size } => (offset, size),
            Loc::StackPart { offset, size } => (offset, size),
            Loc::ByVal { offset, size, align } => {
                let fi = mf.new_fixed_object(size.max(1), align, FixedSlot::Incoming(offset as i64));
                vals[k] = Some(frame_index(dag, fi));
                continue;
            }
            Loc::Reg(_) => continue,
        };
        let fi = mf.new_fixed_object(size, size.min(16), FixedSlot::Incoming(offset as i64));
        let addr = frame_index(dag, fi);
        let (v, c) = load(dag, ch, p.vt, addr, size.min(16));
        loads.push(c);
        vals[k] = Some(v);
    }
    let mut ch = dag.token_factor(&loads);
    // The sret pointer is returned in rax: keep it in a virtual register.
    if let Some(k) = parts.iter().position(|p| p.flags & arg_flags::SRET != 0) {
        if let Some(v) = vals[k] {
            let vr = mf.new_vreg(regs::GPR);
            let n = dag.get(Opcode::CopyToReg, &[VT::Chain, VT::Glue], &[ch, v], NodeData::Reg(Reg::Virt(vr)), 0);
            ch = SDValue::new(n, 0);
            mf.frame.sret_reg = Some(vr);
        }
    }
    if is_vararg {
        let area = mf.new_stack_object(REG_SAVE_AREA_SIZE, 16);
        let overflow = mf.new_fixed_object(8, 8, FixedSlot::Incoming(a.stack_bytes as i64));
        let base = frame_index(dag, area);
        let mut chains = vec![ch];
        for (off, v) in saves {
            let addr = add_const(dag, base, off);
            let align = if off >= 48 { 16 } else { 8 };
            chains.push(store(dag, ch, v, addr, align));
        }
        ch = dag.token_factor(&chains);
        mf.frame.varargs = Some(VarArgsFrame {
            reg_save_area: area,
            overflow_area: overflow,
            gp_used: a.gp_used as u32,
            fp_used: a.fp_used as u32,
        });
    }
    let vals = vals
        .into_iter()
        .map(|v| v.ok_or_else(|| Diagnostic::new(None, "an argument part was not assigned a location")))
        .collect::<R<Vec<_>>>()?;
    Ok((ch, vals))
}

/// Lowers a call.
pub fn lower_call(t: &X86Target, cx: &mut LowerCx<'_>, call: &CallLowering<'_>) -> R<CallResult> {
    check_abi(t)?;
    let parts: Vec<ArgPart> = call.args.iter().map(|(_, p)| *p).collect();
    let a = assign_args(&parts)?;
    let dag = &mut *cx.dag;
    let mf: &mut MFunction = cx.mf;
    // A `musttail` call passes its stack arguments in our own incoming argument slots
    // (matching prototypes make them the same), then becomes a jump.
    let in_place = call.is_musttail && a.stack_bytes > 0;
    let slot = |offset: u64| if in_place { FixedSlot::Incoming(offset as i64) } else { FixedSlot::Outgoing(offset as i64) };
    if !in_place {
        let outgoing = align_up(a.stack_bytes, 16);
        mf.frame.max_call_frame = mf.frame.max_call_frame.max(outgoing);
    }

    // Stack arguments and byval copies, all from the incoming chain.
    let mut chains = vec![call.chain];
    let mut k = 0;
    while k < call.args.len() {
        let (v, p) = call.args[k];
        match a.locs[k] {
            Loc::Stack { offset, size } => {
                let fi = mf.new_fixed_object(size, size.min(16), slot(offset));
                let addr = frame_index(dag, fi);
                let v = extend(dag, v, p.flags, VT::I32);
                chains.push(store(dag, call.chain, v, addr, size.min(16)));
            }
            Loc::StackPart { offset, size } => {
                let fi = mf.new_fixed_object(size, size.min(8), slot(offset));
                let addr = frame_index(dag, fi);
                chains.push(store(dag, call.chain, v, addr, size.min(8)));
            }
            Loc::ByVal { offset, size, align } => {
                let fi = mf.new_fixed_object(size.max(1), align, slot(offset));
                let dst = frame_index(dag, fi);
                let len = dag.constant(VT::I64, size as u128);
                let mi = MemInfo::new(VT::I8, p.byval_align.max(1));
                let n = dag.get(Opcode::MemCpy, &[VT::Chain], &[call.chain, dst, v, len], NodeData::Mem(mi), 0);
                chains.push(SDValue::new(n, 0));
            }
            Loc::Reg(_) => {}
        }
        k += 1;
    }
    let mut ch = dag.token_factor(&chains);

    // Register arguments, glued to the call.
    let mut glue: Option<SDValue> = None;
    let mut k = 0;
    while k < call.args.len() {
        let (v, p) = call.args[k];
        let Loc::Reg(r) = a.locs[k] else {
            k += 1;
            continue;
        };
        let carrier = xmm_carrier(&p).filter(|_| regs::is_xmm(r));
        let img = match carrier {
            Some(c) => {
                let n = group_len(&p).min(call.args.len() - k);
                let vals: Vec<SDValue> = call.args[k..k + n].iter().map(|(v, _)| *v).collect();
                k += n - 1;
                to_xmm(dag, c, &vals)
            }
            None => extend(dag, v, p.flags, VT::I32),
        };
        let (c2, g2) = copy_to_phys(dag, ch, glue, img, r);
        ch = c2;
        glue = Some(g2);
        k += 1;
    }
    if call.is_vararg {
        let n = dag.constant(VT::I8, a.fp_used as u128);
        let (c2, g2) = copy_to_phys(dag, ch, glue, n, RAX);
        ch = c2;
        glue = Some(g2);
    }
    let mut ops = vec![ch, call.callee];
    ops.extend(glue);
    // `Int(1)`: a `tail`/`musttail` call with no stack arguments, which frame lowering
    // may turn into a jump (the callee then reuses our return address); `Int(2)`: a
    // `musttail` call with its stack arguments in place, which must become one.
    let tail = call.is_tail && a.stack_bytes == 0 && !call.is_libcall;
    let data = if in_place {
        NodeData::Int(2)
    } else if tail {
        NodeData::Int(1)
    } else {
        NodeData::None
    };
    let c = dag.get(Opcode::Call, &[VT::Chain, VT::Glue], &ops, data, 0);
    let (mut ch, mut glue) = (SDValue::new(c, 0), SDValue::new(c, 1));

    // Results.
    if f80_results(call.rets) > 2 {
        return Err(Diagnostic::new(None, "more than two x86_fp80 results in registers"));
    }
    let locs = assign_rets(call.rets)?;
    let mut values: Vec<Option<SDValue>> = vec![None; call.rets.len()];
    let mut xmm_reads: Vec<(PReg, SDValue)> = Vec::new();
    for (k, p) in call.rets.iter().enumerate() {
        let Some(r) = locs[k] else { continue };
        let carrier = xmm_carrier(p).filter(|_| regs::is_xmm(r));
        let v = match carrier {
            Some(cr) => {
                let img = match xmm_reads.iter().find(|(q, _)| *q == r) {
                    Some(&(_, img)) => img,
                    None => {
                        let (img, c2, g2) = copy_from_phys(dag, ch, glue, xmm_read_vt(cr, p.vt), r);
                        ch = c2;
                        glue = g2;
                        xmm_reads.push((r, img));
                        img
                    }
                };
                from_xmm(dag, cr, img, p.part)
            }
            None => {
                let (v, c2, g2) = copy_from_phys(dag, ch, glue, p.vt, r);
                ch = c2;
                glue = g2;
                v
            }
        };
        values[k] = Some(v);
    }
    // x86_fp80 results are on the x87 stack, the first in st(0) and a second (the
    // imaginary part of a `_Complex long double`) in st(1): pop each into a slot right
    // after the call, in that order, then read its two parts. Both are popped even when
    // unused, so the x87 stack is empty again.
    for k in f80_result_starts(call.rets) {
        let fi = mf.new_stack_object(16, 16);
        let addr = frame_index(dag, fi);
        let n = dag.get(Opcode::Target(x86_node::FSTP80), &[VT::Chain], &[ch, addr], NodeData::None, 0);
        ch = SDValue::new(n, 0);
        let (lo, c1) = load(dag, ch, VT::I64, addr, 16);
        let hi_addr = add_const(dag, addr, 8);
        let (hi, c2) = load(dag, ch, VT::I64, hi_addr, 8);
        ch = dag.token_factor(&[c1, c2]);
        values[k] = Some(lo);
        if k + 1 < values.len() {
            values[k + 1] = Some(hi);
        }
    }
    let values = values
        .into_iter()
        .map(|v| v.ok_or_else(|| Diagnostic::new(None, "a call result part was not assigned a location")))
        .collect::<R<Vec<_>>>()?;
    Ok(CallResult { chain: ch, values })
}

/// Lowers a return of `vals` (empty for `ret void`).
pub fn lower_return(t: &X86Target, cx: &mut LowerCx<'_>, chain: SDValue, vals: &[(SDValue, ArgPart)]) -> R<SDValue> {
    check_abi(t)?;
    let parts: Vec<ArgPart> = vals.iter().map(|(_, p)| *p).collect();
    if f80_results(&parts) > 2 {
        return Err(Diagnostic::new(None, "more than two x86_fp80 results in registers"));
    }
    let locs = assign_rets(&parts)?;
    let dag = &mut *cx.dag;
    let mf: &mut MFunction = cx.mf;
    let mut ch = chain;
    // x86_fp80: store the bit pattern and load it onto the x87 stack; with two (a
    // `_Complex long double`), the second first, so that the first ends in st(0) and the
    // second in st(1).
    for k in f80_result_starts(&parts).into_iter().rev() {
        let fi = mf.new_stack_object(16, 16);
        let addr = frame_index(dag, fi);
        let c1 = store(dag, ch, vals[k].0, addr, 16);
        let mut stores = vec![c1];
        if let Some((hi, _)) = vals.get(k + 1) {
            let hi_addr = add_const(dag, addr, 8);
            stores.push(store(dag, ch, *hi, hi_addr, 8));
        }
        let c = dag.token_factor(&stores);
        let n = dag.get(Opcode::Target(x86_node::FLD80), &[VT::Chain], &[c, addr], NodeData::None, 0);
        ch = SDValue::new(n, 0);
    }
    let mut glue: Option<SDValue> = None;
    let mut k = 0;
    while k < vals.len() {
        let (v, p) = vals[k];
        let Some(r) = locs[k] else {
            k += 1;
            continue;
        };
        let carrier = xmm_carrier(&p).filter(|_| regs::is_xmm(r));
        let img = match carrier {
            Some(c) => {
                let n = group_len(&p).min(vals.len() - k);
                let group: Vec<SDValue> = vals[k..k + n].iter().map(|(v, _)| *v).collect();
                k += n - 1;
                to_xmm(dag, c, &group)
            }
            None => {
                // llc extends `zeroext i1` results to 8 bits and other extended ones to 32.
                let to = if p.orig_vt == VT::I1 && p.flags & arg_flags::ZEXT != 0 { VT::I8 } else { VT::I32 };
                extend(dag, v, p.flags, to)
            }
        };
        let (c2, g2) = copy_to_phys(dag, ch, glue, img, r);
        ch = c2;
        glue = Some(g2);
        k += 1;
    }
    if let Some(vr) = mf.frame.sret_reg {
        if !locs.contains(&Some(RAX)) {
            let n = dag.get(Opcode::CopyFromReg, &[VT::I64, VT::Chain, VT::Glue], &[ch], NodeData::Reg(Reg::Virt(vr)), 0);
            let v = SDValue::new(n, 0);
            ch = SDValue::new(n, 1);
            let (c2, g2) = copy_to_phys(dag, ch, glue, v, RAX);
            ch = c2;
            glue = Some(g2);
        }
    }
    let mut ops = vec![ch];
    ops.extend(glue);
    let r = dag.get(Opcode::Return, &[VT::Chain], &ops, NodeData::None, 0);
    Ok(SDValue::new(r, 0))
}

/// The stack object that begins where dynamic allocations go: just above the reserved
/// outgoing-argument area (`rsp + max_call_frame`). A dynamic `alloca` moves rsp down,
/// then takes this object's address as its result, so calls made later in the function
/// still find their argument area at rsp. Created on first use.
pub fn dynamic_area(mf: &mut MFunction) -> FrameIndex {
    if let Some(&(fi, _)) = mf.frame.fixed.iter().find(|(_, s)| *s == FixedSlot::DynamicArea) {
        return fi;
    }
    mf.new_fixed_object(0, 16, FixedSlot::DynamicArea)
}

/// `va_start(ap)`: fills the SysV `va_list` at `ap` from the function's register save
/// area (`lower_formal_arguments` must have seen a variadic function). Returns the chain.
pub fn lower_va_start(cx: &mut LowerCx<'_>, chain: SDValue, ap: SDValue) -> R<SDValue> {
    let Some(va) = cx.mf.frame.varargs else {
        return Err(Diagnostic::new(None, "va_start in a function that is not variadic"));
    };
    let dag = &mut *cx.dag;
    let gp = dag.constant(VT::I32, 8 * va.gp_used as u128);
    let fp = dag.constant(VT::I32, 48 + 16 * va.fp_used as u128);
    let overflow = frame_index(dag, va.overflow_area);
    let area = frame_index(dag, va.reg_save_area);
    let a4 = add_const(dag, ap, 4);
    let a8 = add_const(dag, ap, 8);
    let a16 = add_const(dag, ap, 16);
    let c = [
        store(dag, chain, gp, ap, 8),
        store(dag, chain, fp, a4, 4),
        store(dag, chain, overflow, a8, 8),
        store(dag, chain, area, a16, 8),
    ];
    Ok(dag.token_factor(&c))
}

/// `va_copy(dst, src)`: the 24-byte `va_list` copied with loads and stores.
pub fn lower_va_copy(cx: &mut LowerCx<'_>, chain: SDValue, dst: SDValue, src: SDValue) -> R<SDValue> {
    let dag = &mut *cx.dag;
    let mut stores = Vec::new();
    let mut loads = Vec::new();
    let mut vals = Vec::new();
    for off in [0u64, 8, 16] {
        let s = add_const(dag, src, off);
        let (v, c) = load(dag, chain, VT::I64, s, 8);
        vals.push((off, v));
        loads.push(c);
    }
    let ch = dag.token_factor(&loads);
    for (off, v) in vals {
        let d = add_const(dag, dst, off);
        stores.push(store(dag, ch, v, d, 8));
    }
    Ok(dag.token_factor(&stores))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn part(vt: VT, orig: VT, part: u16, num: u16) -> ArgPart {
        ArgPart { vt, orig_vt: orig, part, num_parts: num, flags: 0, arg_index: 0, byval_size: 0, byval_align: 0 }
    }

    #[test]
    fn registers_then_stack() {
        let i = part(VT::I64, VT::I64, 0, 1);
        let d = part(VT::F64, VT::F64, 0, 1);
        let mut ps = vec![i; 7];
        ps.push(d);
        let a = assign_args(&ps).unwrap();
        assert_eq!(a.locs[0], Loc::Reg(regs::RDI));
        assert_eq!(a.locs[5], Loc::Reg(regs::R9));
        assert_eq!(a.locs[6], Loc::Stack { offset: 0, size: 8 });
        assert_eq!(a.locs[7], Loc::Reg(XMM0));
        assert_eq!((a.stack_bytes, a.gp_used, a.fp_used), (8, 6, 1));
    }

    #[test]
    fn i128_needs_two_registers() {
        let i = part(VT::I64, VT::I64, 0, 1);
        let lo = part(VT::I64, VT::I128, 0, 2);
        let hi = part(VT::I64, VT::I128, 1, 2);
        let ps = vec![i, i, i, i, i, lo, hi, i];
        let a = assign_args(&ps).unwrap();
        assert_eq!(a.locs[5], Loc::Stack { offset: 0, size: 8 });
        assert_eq!(a.locs[6], Loc::StackPart { offset: 8, size: 8 });
        // The register skipped by the i128 takes the next argument.
        assert_eq!(a.locs[7], Loc::Reg(regs::R9));
    }

    #[test]
    fn long_double_and_byval() {
        let lo = part(VT::I64, VT::F80, 0, 2);
        let hi = part(VT::I64, VT::F80, 1, 2);
        let mut bv = part(VT::I64, VT::I64, 0, 1);
        bv.flags = arg_flags::BYVAL;
        bv.byval_size = 20;
        bv.byval_align = 4;
        let a = assign_args(&[bv, lo, hi]).unwrap();
        assert_eq!(a.locs[0], Loc::ByVal { offset: 0, size: 20, align: 8 });
        assert_eq!(a.locs[1], Loc::Stack { offset: 32, size: 8 });
        assert_eq!(a.stack_bytes, 48);
        let r = assign_rets(&[lo, hi]).unwrap();
        assert_eq!(r, vec![None, None]);
    }

    #[test]
    fn results() {
        let i = part(VT::I64, VT::I64, 0, 1);
        let d = part(VT::F64, VT::F64, 0, 1);
        assert_eq!(assign_rets(&[d, i]).unwrap(), vec![Some(XMM0), Some(RAX)]);
        assert_eq!(assign_rets(&[i, i]).unwrap(), vec![Some(RAX), Some(RDX)]);
        assert_eq!(assign_rets(&[d, d]).unwrap(), vec![Some(XMM0), Some(XMM1)]);
    }
}
