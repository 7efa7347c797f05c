//! The AAPCS64 calling convention (Linux) as clang's IR expects it: incoming arguments,
//! calls and returns lowered into DAG nodes (`TargetLowering` forwards here).
//!
//! Clang has already classified C types into IR parameters (homogeneous FP aggregates
//! arrive as `[N x double]`/`[N x float]` arrays, other small structs as `i64`/`[2 x i64]`,
//! large ones by reference), so this assigns locations per legal part (`ArgPart`), keeping
//! the parts of one IR argument together:
//! * integers and pointers go in x0–x7, `float`/`double` in v0–v7; an array argument
//!   (several parts of one IR argument) takes consecutive registers of its kind or, if
//!   too few remain, goes wholly to the stack and closes that kind's registers (AAPCS64
//!   C.12/C.14); an `i128` takes an even-numbered pair (x0/x1, x2/x3, …) or a 16-byte
//!   aligned stack slot;
//! * `fp128` (two i64 parts) travels in one q register (`a64_node::Q_FROM_PARTS`);
//!   `half` in an `h` register (`bfloat`, carried as integer bits, in the low 16 bits of a
//!   v register); a legal 64- or 128-bit vector in a d or q register as is; another
//!   vector of up to 128 bits (scalarized into lanes) in one v register
//!   (`a64_node::Q_FROM_LANES`);
//! * stack arguments take 8-byte slots (16-byte aligned for 16-byte values; the floats of
//!   an HFA on the stack are packed at their size); `byval` copies are placed in the
//!   outgoing area (size rounded up to 8);
//! * `signext`/`zeroext` parts narrower than 32 bits are extended by the caller to 32 bits
//!   (and by the callee for results), as llc does;
//! * `sret` pointers travel in x8; results come back in x0–x7 and v0–v7.
//!
//! Register moves are `CopyToReg`/`CopyFromReg` nodes of physical registers glued to the
//! `Call`, `Return` or `ArgRegs` node (see `rllc_isel::target`). Stack arguments are fixed
//! stack objects (`FixedSlot::Incoming` at the callee, `FixedSlot::Outgoing` at the
//! caller; the frame reserves the largest call's area at the bottom).
//!
//! A variadic function saves x(named)..x7 to a 64-byte general register save area and
//! q(named)..q7 to a 128-byte vector save area at entry; `va_start` fills the five-field
//! `va_list` { `__stack`, `__gr_top`, `__vr_top`, `__gr_offs`, `__vr_offs` } from them.
//! Clang expands `va_arg` itself; `va_copy` is a 32-byte copy.

use super::lowering::a64_node;
use super::regs::{self, FLOAT_ARG_REGS, INT_ARG_REGS, X8};
use super::A64Target;
use rllc_ir::Diagnostic;
use rllc_isel::dag::{Dag, SDValue};
use rllc_isel::dag_ops::{MemInfo, NodeData, Opcode};
use rllc_isel::mir::{FixedSlot, MFunction, VarArgsFrame};
use rllc_isel::target::{arg_flags, ArgPart, CallLowering, CallResult, LowerCx};
use rllc_isel::vt::{Scalar, VT};
use rllc_regalloc::PReg;
pub(super) use crate::call_nodes::frame_index;
use crate::call_nodes::{copy_from_phys, copy_to_phys, load, store};

type R<T> = Result<T, Diagnostic>;

/// Size of the variadic general register save area (x0–x7).
pub const GR_SAVE_SIZE: u64 = 64;
/// Size of the variadic vector register save area (q0–q7).
pub const VR_SAVE_SIZE: u64 = 128;

/// Where one part goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Loc {
    Reg(PReg),
    /// A stack slot at this offset from the start of the argument area, of this many
    /// bytes (the part's value is stored at its own width).
    Stack { offset: u64, size: u64 },
    /// A `byval` copy of `size` bytes at this offset.
    ByVal { offset: u64, size: u64, align: u64 },
}

/// How a part travels in a v register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum VCarrier {
    /// A legal float: as is.
    Direct,
    /// `half`/`bfloat` bits in an integer part: the low 16 bits of the register.
    Half,
    /// The two i64 halves of an `fp128`: one q register.
    Quad,
    /// The lanes of a vector of at most 128 bits, scalarized by the type legalizer: one
    /// v register, lane by lane (elements of this many bits).
    Lanes(u32),
}

fn v_carrier(p: &ArgPart) -> Option<VCarrier> {
    match p.orig_vt {
        // A legal half part is an `h` register as is (Direct, below).
        VT::S(Scalar::F16 | Scalar::BF16) if !p.vt.is_float() => Some(VCarrier::Half),
        VT::S(Scalar::F128) => Some(VCarrier::Quad),
        VT::V(e, n) if e.bits() * n <= 128 && e.bits() >= 8 && !p.vt.is_vector() => Some(VCarrier::Lanes(e.bits())),
        // A legal float, or a legal (64- or 128-bit) vector: a whole v register.
        _ if p.vt.is_float() || p.vt.is_vector() => Some(VCarrier::Direct),
        _ => None,
    }
}

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

fn unsupported(p: &ArgPart) -> Diagnostic {
    Diagnostic::new(None, format!("aarch64: cannot pass a value of type {:?} (part of {:?}) yet", p.vt, p.orig_vt))
}

/// Assigns argument parts to registers and stack slots (see the module doc).
fn assign_args(parts: &[ArgPart]) -> R<Assignment> {
    let (mut gp, mut fp, mut stack) = (0usize, 0usize, 0u64);
    let mut locs = vec![Loc::Reg(X8); parts.len()];
    let mut k = 0;
    while k < parts.len() {
        let p = parts[k];
        if p.flags & arg_flags::BYVAL != 0 {
            let align = p.byval_align.clamp(8, 16);
            stack = align_up(stack, align);
            locs[k] = Loc::ByVal { offset: stack, size: p.byval_size, align };
            stack += align_up(p.byval_size.max(1), 8);
            k += 1;
            continue;
        }
        if p.flags & arg_flags::SRET != 0 {
            locs[k] = Loc::Reg(X8);
            k += 1;
            continue;
        }
        // The parts of one IR argument (an array, or a value split into parts).
        let mut end = k + 1;
        while end < parts.len() && parts[end].arg_index == p.arg_index && parts[end].flags & arg_flags::BYVAL == 0 {
            end += 1;
        }
        let group = &parts[k..end];
        match v_carrier(&p) {
            Some(VCarrier::Lanes(_)) => {
                // Vectors (an HVA when several): each in one v register, consecutive, if
                // all fit; else all on the stack as in memory, naturally aligned (8 or 16
                // bytes), closing the v registers.
                let per = p.num_parts as usize;
                if per == 0 || group.len() % per != 0 {
                    return Err(unsupported(&p));
                }
                let count = group.len() / per;
                if fp + count <= 8 {
                    for j in k..end {
                        locs[j] = Loc::Reg(FLOAT_ARG_REGS[fp + (j - k) / per]);
                    }
                    fp += count;
                } else {
                    fp = 8;
                    // Lanes narrower than their parts (promoted i8/i16) are not placed yet.
                    let esize = p.orig_vt.elem().bits() as u64 / 8;
                    if p.vt.bits() as u64 != esize * 8 {
                        return Err(unsupported(&p));
                    }
                    let total = esize * per as u64;
                    stack = align_up(stack, total.clamp(8, 16));
                    for j in k..end {
                        locs[j] = Loc::Stack { offset: stack + (j - k) as u64 * esize, size: esize };
                    }
                    stack += align_up(total * count as u64, 8);
                }
            }
            Some(VCarrier::Quad) => {
                // fp128 values, each two parts.
                let mut j = k;
                while j < end {
                    if fp < 8 {
                        locs[j] = Loc::Reg(FLOAT_ARG_REGS[fp]);
                        if j + 1 < end {
                            locs[j + 1] = Loc::Reg(FLOAT_ARG_REGS[fp]);
                        }
                        fp += 1;
                    } else {
                        stack = align_up(stack, 16);
                        locs[j] = Loc::Stack { offset: stack, size: 8 };
                        if j + 1 < end {
                            locs[j + 1] = Loc::Stack { offset: stack + 8, size: 8 };
                        }
                        stack += 16;
                    }
                    j += 2;
                }
            }
            Some(VCarrier::Direct) if p.vt.is_vector() => {
                // 64- and 128-bit vectors (an HVA when several): consecutive v registers,
                // else the stack, each at an offset aligned to its size.
                let n = group.len();
                if fp + n <= 8 {
                    for j in 0..n {
                        locs[k + j] = Loc::Reg(FLOAT_ARG_REGS[fp + j]);
                    }
                    fp += n;
                } else {
                    fp = 8;
                    let size = u64::from(p.vt.bits() / 8);
                    stack = align_up(stack, size);
                    for j in 0..n {
                        locs[k + j] = Loc::Stack { offset: stack + size * j as u64, size };
                    }
                    stack += size * n as u64;
                }
            }
            Some(_) => {
                // Floats (an HFA when several): consecutive v registers, else the stack.
                let n = group.len();
                if fp + n <= 8 {
                    for j in 0..n {
                        locs[k + j] = Loc::Reg(FLOAT_ARG_REGS[fp + j]);
                    }
                    fp += n;
                } else {
                    fp = 8;
                    // HFA members are packed at their size (llc: halves at [sp], [sp, #2]).
                    let esize = match p.vt {
                        VT::F16 => 2,
                        _ if p.orig_vt.bits() <= 16 => 8,
                        _ => (p.orig_vt.bits() as u64 / 8).max(4),
                    };
                    let esize = if n == 1 { 8 } else { esize };
                    stack = align_up(stack, 8);
                    for j in 0..n {
                        locs[k + j] = Loc::Stack { offset: stack + j as u64 * esize, size: (p.vt.bits() as u64 / 8) };
                    }
                    stack += align_up(n as u64 * esize, 8);
                }
            }
            None => {
                if !p.vt.is_int() || p.vt.bits() > 64 {
                    return Err(unsupported(&p));
                }
                let n = group.len();
                // An i128 (or a 16-byte aligned pair) starts at an even register.
                let pair16 = p.orig_vt == VT::I128;
                let start = if pair16 { align_up(gp as u64, 2) as usize } else { gp };
                if start + n <= 8 {
                    for j in 0..n {
                        locs[k + j] = Loc::Reg(INT_ARG_REGS[start + j]);
                    }
                    gp = start + n;
                } else {
                    gp = 8;
                    if pair16 {
                        stack = align_up(stack, 16);
                    }
                    for j in 0..n {
                        locs[k + j] = Loc::Stack { offset: stack, size: (p.vt.bits() as u64 / 8).max(4) };
                        stack += 8;
                    }
                }
            }
        }
        k = end;
    }
    Ok(Assignment { locs, stack_bytes: align_up(stack, 8), gp_used: gp, fp_used: fp })
}

/// Where each result part goes (x0–x7, v0–v7).
fn assign_rets(parts: &[ArgPart]) -> R<Vec<PReg>> {
    let (mut gp, mut fp) = (0usize, 0usize);
    let mut out = Vec::with_capacity(parts.len());
    let mut k = 0;
    while k < parts.len() {
        let p = &parts[k];
        match v_carrier(p) {
            Some(VCarrier::Lanes(_)) => {
                let r = *FLOAT_ARG_REGS.get(fp).ok_or_else(too_many_results)?;
                let n = (p.num_parts as usize).min(parts.len() - k);
                out.extend(std::iter::repeat(r).take(n));
                fp += 1;
                k += n;
                continue;
            }
            Some(VCarrier::Quad) => {
                let r = *FLOAT_ARG_REGS.get(fp).ok_or_else(too_many_results)?;
                out.push(r);
                if k + 1 < parts.len() {
                    out.push(r);
                }
                fp += 1;
                k += 2;
                continue;
            }
            Some(_) => {
                out.push(*FLOAT_ARG_REGS.get(fp).ok_or_else(too_many_results)?);
                fp += 1;
            }
            None => {
                out.push(*INT_ARG_REGS.get(gp).ok_or_else(too_many_results)?);
                gp += 1;
            }
        }
        k += 1;
    }
    Ok(out)
}

fn too_many_results() -> Diagnostic {
    Diagnostic::new(None, "a return value with this many parts does not fit the AArch64 result registers")
}

pub(super) fn add_const(dag: &mut Dag, p: SDValue, k: u64) -> SDValue {
    if k == 0 {
        return p;
    }
    let c = dag.constant(VT::I64, k as u128);
    dag.binop(Opcode::Add, p, c)
}

/// Extends a narrow `signext`/`zeroext` part to 32 bits (a caller's duty for arguments,
/// the callee's for results). Parts are at least 32 bits here (i8/i16 are promoted), so
/// this only matters when the part is narrower.
fn extend(dag: &mut Dag, v: SDValue, flags: u16) -> SDValue {
    let vt = dag.vt(v);
    if !vt.is_int() || vt.bits() >= 32 {
        return v;
    }
    if flags & arg_flags::SEXT != 0 {
        dag.unop(Opcode::SignExtend, VT::I32, v)
    } else {
        dag.unop(Opcode::ZeroExtend, VT::I32, v)
    }
}

/// The register image of parts `vals` travelling in a v register.
fn to_vreg_image(dag: &mut Dag, c: VCarrier, vals: &[SDValue]) -> SDValue {
    match c {
        VCarrier::Direct => vals[0],
        VCarrier::Half => {
            let w = if dag.vt(vals[0]) == VT::I32 { vals[0] } else { dag.unop(Opcode::AnyExtend, VT::I32, vals[0]) };
            dag.unop(Opcode::Bitcast, VT::F32, w)
        }
        VCarrier::Quad => {
            let hi = vals.get(1).copied().unwrap_or(vals[0]);
            dag.get1(Opcode::Target(a64_node::Q_FROM_PARTS), VT::F64, &[vals[0], hi])
        }
        VCarrier::Lanes(bits) => {
            let data = NodeData::Int(bits as u128);
            dag.get1_data(Opcode::Target(a64_node::Q_FROM_LANES), VT::F64, vals, data)
        }
    }
}

/// The type a v-register-carried part is read from its register as.
fn image_vt(c: VCarrier, vt: VT) -> VT {
    match c {
        VCarrier::Direct => vt,
        VCarrier::Half => VT::F32,
        VCarrier::Quad | VCarrier::Lanes(_) => VT::F64,
    }
}

/// Part `p` of a value from its v register image.
fn from_vreg_image(dag: &mut Dag, c: VCarrier, img: SDValue, p: &ArgPart) -> SDValue {
    match c {
        VCarrier::Direct => img,
        VCarrier::Half => {
            let w = dag.unop(Opcode::Bitcast, VT::I32, img);
            if p.vt == VT::I32 {
                w
            } else {
                dag.unop(Opcode::Truncate, p.vt, w)
            }
        }
        VCarrier::Quad => {
            let k = if p.part % 2 == 0 { a64_node::Q_LO } else { a64_node::Q_HI };
            dag.get1(Opcode::Target(k), VT::I64, &[img])
        }
        VCarrier::Lanes(bits) => {
            let data = NodeData::Int((p.part as u128) << 8 | bits as u128);
            dag.get1_data(Opcode::Target(a64_node::Q_LANE), p.vt, &[img], data)
        }
    }
}

/// Reads the register parts of `parts` at `locs` (arguments at entry, results after a
/// call), each v register once.
fn read_regs(
    dag: &mut Dag,
    mut ch: SDValue,
    mut glue: SDValue,
    parts: &[ArgPart],
    locs: &[Loc],
) -> (SDValue, SDValue, Vec<Option<SDValue>>) {
    let mut vals = vec![None; parts.len()];
    let mut images: Vec<(PReg, SDValue)> = Vec::new();
    for (k, p) in parts.iter().enumerate() {
        let Loc::Reg(r) = locs[k] else { continue };
        let v = match v_carrier(p).filter(|_| regs::is_fpr(r)) {
            Some(c) => {
                let img = match images.iter().find(|(q, _)| *q == r) {
                    Some(&(_, img)) => img,
                    None => {
                        let (img, c2, g2) = copy_from_phys(dag, ch, glue, image_vt(c, p.vt), r);
                        ch = c2;
                        glue = g2;
                        images.push((r, img));
                        img
                    }
                };
                from_vreg_image(dag, c, img, p)
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
    (ch, glue, vals)
}

/// Writes the register parts of `vals` at `locs`, glued in order; each v register once.
fn write_regs(
    dag: &mut Dag,
    mut ch: SDValue,
    vals: &[(SDValue, ArgPart)],
    locs: &[Loc],
) -> (SDValue, Option<SDValue>) {
    let mut glue: Option<SDValue> = None;
    let mut k = 0;
    while k < vals.len() {
        let (v, p) = vals[k];
        let Loc::Reg(r) = locs[k] else {
            k += 1;
            continue;
        };
        let img = match v_carrier(&p).filter(|_| regs::is_fpr(r)) {
            Some(VCarrier::Quad) => {
                let hi = if k + 1 < vals.len() && locs[k + 1] == Loc::Reg(r) { vals[k + 1].0 } else { v };
                k += 1;
                to_vreg_image(dag, VCarrier::Quad, &[v, hi])
            }
            Some(c @ VCarrier::Lanes(_)) => {
                let mut lanes = vec![v];
                while k + 1 < vals.len() && locs[k + 1] == Loc::Reg(r) && vals[k + 1].1.arg_index == p.arg_index {
                    k += 1;
                    lanes.push(vals[k].0);
                }
                to_vreg_image(dag, c, &lanes)
            }
            Some(c) => to_vreg_image(dag, c, &[v]),
            None => extend(dag, v, p.flags),
        };
        let (c2, g2) = copy_to_phys(dag, ch, glue, img, r);
        ch = c2;
        glue = Some(g2);
        k += 1;
    }
    (ch, glue)
}

/// A vector passed or returned lives in a whole v register: calls must then clobber
/// v8..v15 whole (`A64Target::wide_fpr`; AAPCS64 keeps only their low 64 bits, so this is
/// needed for 128-bit ones and merely cautious for 64-bit ones), even if no vector
/// operation is selected.
fn note_vectors(t: &mut A64Target, parts: &[ArgPart]) {
    if parts.iter().any(|p| p.vt.is_vector()) {
        t.wide_fpr = true;
    }
}

/// Lowers the incoming arguments at function entry.
pub fn lower_formal_arguments(
    t: &mut A64Target,
    cx: &mut LowerCx<'_>,
    chain: SDValue,
    parts: &[ArgPart],
    is_vararg: bool,
) -> R<(SDValue, Vec<SDValue>)> {
    note_vectors(t, parts);
    let a = assign_args(parts)?;
    let dag = &mut *cx.dag;
    let mf: &mut MFunction = cx.mf;
    let ar = dag.get(Opcode::ArgRegs, &[VT::Chain, VT::Glue], &[chain], NodeData::None, 0);
    let (ch, glue) = (SDValue::new(ar, 0), SDValue::new(ar, 1));
    let (mut ch, mut glue, mut vals) = read_regs(dag, ch, glue, parts, &a.locs);
    // Variadic functions read every remaining argument register for the save areas.
    let mut gr_saves: Vec<(u64, SDValue)> = Vec::new();
    let mut vr_saves: Vec<(u64, SDValue)> = Vec::new();
    if is_vararg {
        for (i, &r) in INT_ARG_REGS.iter().enumerate().skip(a.gp_used) {
            let (v, c2, g2) = copy_from_phys(dag, ch, glue, VT::I64, r);
            ch = c2;
            glue = g2;
            gr_saves.push((8 * i as u64, v));
        }
        for (i, &r) in FLOAT_ARG_REGS.iter().enumerate().skip(a.fp_used) {
            let (v, c2, g2) = copy_from_phys(dag, ch, glue, VT::F64, r);
            ch = c2;
            glue = g2;
            vr_saves.push((16 * i as u64, v));
        }
    }
    // Stack parts.
    let mut loads = vec![ch];
    for (k, p) in parts.iter().enumerate() {
        match a.locs[k] {
            Loc::Stack { offset, size } => {
                let fi = mf.new_fixed_object(size, size.min(16), FixedSlot::Incoming(offset as i64));
                let addr = frame_index(dag, fi);
                let (v, c) = load(dag, ch, p.vt, addr, size.min(16));
                loads.push(c);
                vals[k] = Some(v);
            }
            Loc::ByVal { offset, size, align } => {
                let fi = mf.new_fixed_object(size.max(1), align, FixedSlot::Incoming(offset as i64));
                vals[k] = Some(frame_index(dag, fi));
            }
            Loc::Reg(_) => {}
        }
    }
    let mut ch = dag.token_factor(&loads);
    if is_vararg {
        let gr = mf.new_stack_object(GR_SAVE_SIZE, 16);
        let vr = mf.new_stack_object(VR_SAVE_SIZE, 16);
        let overflow = mf.new_fixed_object(8, 8, FixedSlot::Incoming(a.stack_bytes as i64));
        let gbase = frame_index(dag, gr);
        let vbase = frame_index(dag, vr);
        let mut chains = vec![ch];
        for (off, v) in gr_saves {
            let addr = add_const(dag, gbase, off);
            chains.push(store(dag, ch, v, addr, 8));
        }
        for (off, v) in vr_saves {
            let addr = add_const(dag, vbase, off);
            let n = dag.get(Opcode::Target(a64_node::STORE_Q), &[VT::Chain], &[ch, v, addr], NodeData::None, 0);
            chains.push(SDValue::new(n, 0));
        }
        ch = dag.token_factor(&chains);
        mf.frame.varargs = Some(VarArgsFrame {
            reg_save_area: gr,
            overflow_area: overflow,
            gp_used: a.gp_used as u32,
            fp_used: a.fp_used as u32,
        });
        t.vr_save_area = Some(vr);
    }
    let vals = vals
        .into_iter()
        .map(|v| v.ok_or_else(|| Diagnostic::new(None, "an argument part was not assigned a location")))
        .collect::<R<Vec<_>>>()?;
    Ok((ch, vals))
}

/// Lowers a call.
pub fn lower_call(t: &mut A64Target, cx: &mut LowerCx<'_>, call: &CallLowering<'_>) -> R<CallResult> {
    let parts: Vec<ArgPart> = call.args.iter().map(|(_, p)| *p).collect();
    note_vectors(t, &parts);
    note_vectors(t, call.rets);
    let a = assign_args(&parts)?;
    let dag = &mut *cx.dag;
    let mf: &mut MFunction = cx.mf;
    if call.is_musttail && a.stack_bytes > 0 {
        return Err(Diagnostic::new(None, "aarch64: a musttail call with stack arguments is not supported yet"));
    }
    mf.frame.max_call_frame = mf.frame.max_call_frame.max(align_up(a.stack_bytes, 16));

    // Stack arguments and byval copies, all from the incoming chain.
    let mut chains = vec![call.chain];
    for (k, &(v, p)) in call.args.iter().enumerate() {
        match a.locs[k] {
            Loc::Stack { offset, size } => {
                let fi = mf.new_fixed_object(size, size.min(16), FixedSlot::Outgoing(offset as i64));
                let addr = frame_index(dag, fi);
                let v = extend(dag, v, p.flags);
                chains.push(store(dag, call.chain, v, addr, size.min(16)));
            }
            Loc::ByVal { offset, size, align } => {
                let fi = mf.new_fixed_object(size.max(1), align, FixedSlot::Outgoing(offset as i64));
                let dst = frame_index(dag, fi);
                let len = dag.constant(VT::I64, size as u128);
                let mi = MemInfo::new(VT::I8, p.byval_align.max(1));
                let n = dag.get(Opcode::MemCpy, &[VT::Chain], &[call.chain, dst, v, len], NodeData::Mem(mi), 0);
                chains.push(SDValue::new(n, 0));
            }
            Loc::Reg(_) => {}
        }
    }
    let ch = dag.token_factor(&chains);
    let (ch, glue) = write_regs(dag, ch, call.args, &a.locs);
    let mut ops = vec![ch, call.callee];
    ops.extend(glue);
    // `Int(1)`: a `tail` call with no stack arguments, which may become a jump; `Int(2)`:
    // a `musttail` one, which must (frame lowering reports it otherwise).
    let tail = (call.is_tail || call.is_musttail) && a.stack_bytes == 0 && !call.is_libcall;
    let data = match (tail, call.is_musttail) {
        (true, true) => NodeData::Int(2),
        (true, false) => NodeData::Int(1),
        _ => NodeData::None,
    };
    let c = dag.get(Opcode::Call, &[VT::Chain, VT::Glue], &ops, data, 0);
    let (ch, glue) = (SDValue::new(c, 0), SDValue::new(c, 1));
    let rlocs: Vec<Loc> = assign_rets(call.rets)?.into_iter().map(Loc::Reg).collect();
    let (ch, _, values) = read_regs(dag, ch, glue, call.rets, &rlocs);
    let values = values
        .into_iter()
        .map(|v| v.ok_or_else(|| Diagnostic::new(None, "a call result part was not assigned a location")))
        .collect::<R<Vec<_>>>()?;
    Ok(CallResult { chain: ch, values })
}

/// Lowers a return of `vals` (empty for `ret void`).
pub fn lower_return(
    t: &mut A64Target,
    cx: &mut LowerCx<'_>,
    chain: SDValue,
    vals: &[(SDValue, ArgPart)],
) -> R<SDValue> {
    let parts: Vec<ArgPart> = vals.iter().map(|(_, p)| *p).collect();
    note_vectors(t, &parts);
    let locs: Vec<Loc> = assign_rets(&parts)?.into_iter().map(Loc::Reg).collect();
    let dag = &mut *cx.dag;
    let (ch, glue) = write_regs(dag, chain, vals, &locs);
    let mut ops = vec![ch];
    ops.extend(glue);
    let r = dag.get(Opcode::Return, &[VT::Chain], &ops, NodeData::None, 0);
    Ok(SDValue::new(r, 0))
}

/// `va_start(ap)`: fills the AAPCS64 `va_list` at `ap` from the save areas
/// `lower_formal_arguments` made.
pub fn lower_va_start(t: &A64Target, cx: &mut LowerCx<'_>, chain: SDValue, ap: SDValue) -> R<SDValue> {
    let (Some(va), Some(vr)) = (cx.mf.frame.varargs, t.vr_save_area) else {
        return Err(Diagnostic::new(None, "va_start in a function that is not variadic"));
    };
    let dag = &mut *cx.dag;
    let stack = frame_index(dag, va.overflow_area);
    let gbase = frame_index(dag, va.reg_save_area);
    let gr_top = add_const(dag, gbase, GR_SAVE_SIZE);
    let vbase = frame_index(dag, vr);
    let vr_top = add_const(dag, vbase, VR_SAVE_SIZE);
    let gr_offs = dag.constant(VT::I32, (-(8 * (8 - va.gp_used as i64)) as u32) as u128);
    let vr_offs = dag.constant(VT::I32, (-(16 * (8 - va.fp_used as i64)) as u32) as u128);
    let a8 = add_const(dag, ap, 8);
    let a16 = add_const(dag, ap, 16);
    let a24 = add_const(dag, ap, 24);
    let a28 = add_const(dag, ap, 28);
    let c = [
        store(dag, chain, stack, ap, 8),
        store(dag, chain, gr_top, a8, 8),
        store(dag, chain, vr_top, a16, 8),
        store(dag, chain, gr_offs, a24, 4),
        store(dag, chain, vr_offs, a28, 4),
    ];
    Ok(dag.token_factor(&c))
}

/// `va_copy(dst, src)`: the 32-byte `va_list` copied with loads and stores.
pub fn lower_va_copy(cx: &mut LowerCx<'_>, chain: SDValue, dst: SDValue, src: SDValue) -> R<SDValue> {
    let dag = &mut *cx.dag;
    let mut loads = Vec::new();
    let mut vals = Vec::new();
    for off in [0u64, 8, 16, 24] {
        let s = add_const(dag, src, off);
        let (v, c) = load(dag, chain, VT::I64, s, 8);
        vals.push((off, v));
        loads.push(c);
    }
    let ch = dag.token_factor(&loads);
    let stores: Vec<SDValue> = vals
        .into_iter()
        .map(|(off, v)| {
            let d = add_const(dag, dst, off);
            store(dag, ch, v, d, 8)
        })
        .collect();
    Ok(dag.token_factor(&stores))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn part(vt: VT, orig: VT, part: u16, num: u16, arg: u32) -> ArgPart {
        ArgPart { vt, orig_vt: orig, part, num_parts: num, flags: 0, arg_index: arg, byval_size: 0, byval_align: 0 }
    }

    #[test]
    fn registers_then_stack() {
        let ps: Vec<ArgPart> = (0..9).map(|k| part(VT::I64, VT::I64, 0, 1, k)).collect();
        let a = assign_args(&ps).unwrap();
        assert_eq!(a.locs[7], Loc::Reg(regs::X7));
        assert_eq!(a.locs[8], Loc::Stack { offset: 0, size: 8 });
    }

    #[test]
    fn i128_takes_an_even_pair() {
        let ps = vec![
            part(VT::I64, VT::I64, 0, 1, 0),
            part(VT::I64, VT::I128, 0, 2, 1),
            part(VT::I64, VT::I128, 1, 2, 1),
            part(VT::I64, VT::I64, 0, 1, 2),
        ];
        let a = assign_args(&ps).unwrap();
        assert_eq!(a.locs[1], Loc::Reg(regs::X2));
        assert_eq!(a.locs[2], Loc::Reg(regs::X3));
        assert_eq!(a.locs[3], Loc::Reg(regs::X4));
    }

    #[test]
    fn hfa_goes_wholly_to_the_stack() {
        let mut ps: Vec<ArgPart> = (0..6).map(|k| part(VT::F64, VT::F64, 0, 1, k)).collect();
        ps.extend((0..4).map(|_| part(VT::F64, VT::F64, 0, 1, 6)));
        ps.push(part(VT::F64, VT::F64, 0, 1, 7));
        let a = assign_args(&ps).unwrap();
        assert_eq!(a.locs[6], Loc::Stack { offset: 0, size: 8 });
        assert_eq!(a.locs[9], Loc::Stack { offset: 24, size: 8 });
        // The registers are closed after an HFA went to the stack.
        assert_eq!(a.locs[10], Loc::Stack { offset: 32, size: 8 });
    }
}
