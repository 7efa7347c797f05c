//! The LP64D calling convention (RISC-V psABI) as clang's IR expects it: incoming
//! arguments, calls and returns lowered into DAG nodes (`TargetLowering` forwards here).
//!
//! Clang has already applied the hardware floating-point convention to C types: a small
//! struct of one or two floats, or of a float and an integer, arrives as separate
//! scalars (or a first-class `{ double, i32 }` pair) only when registers of both kinds
//! are left for it, else as integers (`i64`, `[2 x i64]`); aggregates above 16 bytes come
//! by reference. So each legal part (`ArgPart`) is placed on its own:
//! * integers and pointers go in a0-a7, then in 8-byte stack slots; a 2×XLEN scalar
//!   (`i128`, `fp128`, which the legalizer carries as two `i64`s) takes two registers,
//!   or the last register and a stack slot, or a 16-byte aligned stack pair; a variadic
//!   one starts at an even register (psABI);
//! * `float`/`double` go in fa0-fa7, then in the integer registers, then on the stack;
//!   variadic ones always follow the integer rule;
//! * `sret` pointers are ordinary first arguments (a0); `byval` copies (rare: clang
//!   passes large aggregates by reference) are placed in the outgoing area;
//! * 32-bit integers are sign-extended to 64 bits (unsigned ones too, as the psABI
//!   says and clang marks them `signext`), `signext`/`zeroext` narrower ones per flag;
//!   the caller extends arguments, the callee results;
//! * results come back in a0/a1 and fa0/fa1.
//!
//! A variadic function stores a(named)..a7 to a save area just below the incoming stack
//! arguments (`FixedSlot::Incoming` at negative offsets from the CFA), so that the
//! variadic arguments in registers and on the stack are one array; `va_list` is a
//! pointer into it, which `va_start` sets to the first variadic argument and clang's
//! `va_arg` expansion walks. `va_copy` copies the pointer.

use super::regs::{FLOAT_ARG_REGS, INT_ARG_REGS};
pub(super) use crate::call_nodes::frame_index;
use crate::call_nodes::{copy_from_phys, copy_to_phys, load, store};
use rllc_ir::Diagnostic;
use rllc_isel::dag::{Dag, SDValue};
use rllc_isel::dag_ops::{MemInfo, NodeData, Opcode};
use rllc_isel::mir::{FixedSlot, MFunction, VarArgsFrame};
use rllc_isel::target::{arg_flags, ArgPart, CallLowering, CallResult, LowerCx};
use rllc_isel::vt::VT;
use rllc_regalloc::PReg;

type R<T> = Result<T, Diagnostic>;

/// Bytes of the integer argument registers (a0-a7).
const INT_ARG_BYTES: u64 = 64;

/// Where one part goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Loc {
    Reg(PReg),
    /// An 8-byte stack slot at this offset from the start of the argument area.
    Stack(u64),
    /// A `byval` copy of `size` bytes at this offset.
    ByVal {
        offset: u64,
        size: u64,
        align: u64,
    },
}

struct Assignment {
    locs: Vec<Loc>,
    /// Bytes of stack arguments (a multiple of 8).
    stack_bytes: u64,
    gp_used: usize,
}

fn align_up(v: u64, a: u64) -> u64 {
    v.div_ceil(a.max(1)) * a.max(1)
}

fn unsupported(p: &ArgPart) -> Diagnostic {
    Diagnostic::new(None, format!("riscv64: cannot pass a value of type {:?} (part of {:?}) yet", p.vt, p.orig_vt))
}

/// Whether a part belongs to a 2×XLEN scalar carried as two `i64`s.
fn is_pair_part(p: &ArgPart) -> bool {
    p.num_parts == 2 && p.vt == VT::I64 && matches!(p.orig_vt, VT::I128 | VT::F128)
}

/// Assigns argument parts to registers and stack slots (see the module doc).
fn assign_args(parts: &[ArgPart]) -> R<Assignment> {
    let (mut gp, mut fp, mut stack) = (0usize, 0usize, 0u64);
    let mut locs = vec![Loc::Stack(0); parts.len()];
    let mut k = 0;
    while k < parts.len() {
        let p = parts[k];
        let vararg = p.flags & arg_flags::VARARG != 0;
        if p.flags & arg_flags::BYVAL != 0 {
            let align = p.byval_align.clamp(8, 16);
            stack = align_up(stack, align);
            locs[k] = Loc::ByVal { offset: stack, size: p.byval_size, align };
            stack += align_up(p.byval_size.max(1), 8);
            k += 1;
            continue;
        }
        if p.vt.is_vector() || p.vt.bits() > 64 {
            return Err(unsupported(&p));
        }
        if is_pair_part(&p) && p.part == 0 && k + 1 < parts.len() {
            if vararg && gp % 2 == 1 && gp < 8 {
                gp += 1;
            }
            if gp + 2 <= 8 {
                locs[k] = Loc::Reg(INT_ARG_REGS[gp]);
                locs[k + 1] = Loc::Reg(INT_ARG_REGS[gp + 1]);
                gp += 2;
            } else if gp == 7 {
                locs[k] = Loc::Reg(INT_ARG_REGS[7]);
                gp = 8;
                locs[k + 1] = Loc::Stack(stack);
                stack += 8;
            } else {
                stack = align_up(stack, 16);
                locs[k] = Loc::Stack(stack);
                locs[k + 1] = Loc::Stack(stack + 8);
                stack += 16;
            }
            k += 2;
            continue;
        }
        if p.vt.is_float() && !vararg && fp < 8 {
            locs[k] = Loc::Reg(FLOAT_ARG_REGS[fp]);
            fp += 1;
        } else if gp < 8 {
            locs[k] = Loc::Reg(INT_ARG_REGS[gp]);
            gp += 1;
        } else {
            locs[k] = Loc::Stack(stack);
            stack += 8;
        }
        k += 1;
    }
    Ok(Assignment { locs, stack_bytes: align_up(stack, 8), gp_used: gp })
}

/// Where each result part goes (a0/a1, fa0/fa1).
fn assign_rets(parts: &[ArgPart]) -> R<Vec<PReg>> {
    let (mut gp, mut fp) = (0usize, 0usize);
    let mut out = Vec::with_capacity(parts.len());
    for p in parts {
        let r = if p.vt.is_float() && fp < 2 {
            fp += 1;
            FLOAT_ARG_REGS[fp - 1]
        } else if p.vt.is_int() && p.vt.bits() <= 64 && gp < 2 {
            gp += 1;
            INT_ARG_REGS[gp - 1]
        } else {
            return Err(Diagnostic::new(
                None,
                "riscv64: a return value with this many parts does not fit a0/a1 and fa0/fa1 (sret expected)",
            ));
        };
        out.push(r);
    }
    Ok(out)
}

/// Extends a promoted integer part to the full register as the psABI wants it: 32-bit
/// values (signed or not) and `signext` ones by their sign, `zeroext` ones with zeros.
fn extend(dag: &mut Dag, v: SDValue, p: &ArgPart) -> SDValue {
    let bits = p.orig_vt.bits();
    if dag.vt(v) != VT::I64 || !p.orig_vt.is_int() || bits >= 64 || p.num_parts != 1 {
        return v;
    }
    if p.flags & arg_flags::ZEXT != 0 {
        let m = dag.constant(VT::I64, (1u128 << bits) - 1);
        dag.binop(Opcode::And, v, m)
    } else if p.flags & arg_flags::SEXT != 0 || bits == 32 {
        dag.get1_data(Opcode::SignExtendInReg, VT::I64, &[v], NodeData::VT(VT::int(bits)))
    } else {
        v
    }
}

/// A value as it travels in a register of `p`'s kind: floats moved to an integer
/// register (beyond fa7, or variadic) go as their bits.
fn to_reg_image(dag: &mut Dag, v: SDValue, p: &ArgPart, r: PReg) -> SDValue {
    let vt = dag.vt(v);
    if vt.is_float() && super::regs::is_gpr(r) {
        let bits = dag.unop(Opcode::Bitcast, vt.to_int(), v);
        return if vt == VT::F32 { dag.unop(Opcode::AnyExtend, VT::I64, bits) } else { bits };
    }
    extend(dag, v, p)
}

/// Reads the register parts of `parts` at `locs` (arguments at entry, results after a
/// call).
fn read_regs(
    dag: &mut Dag,
    mut ch: SDValue,
    mut glue: SDValue,
    parts: &[ArgPart],
    locs: &[Loc],
) -> (SDValue, SDValue, Vec<Option<SDValue>>) {
    let mut vals = vec![None; parts.len()];
    for (k, p) in parts.iter().enumerate() {
        let Loc::Reg(r) = locs[k] else { continue };
        let float_in_gpr = p.vt.is_float() && super::regs::is_gpr(r);
        let rvt = if float_in_gpr { VT::I64 } else { p.vt };
        let (mut v, c2, g2) = copy_from_phys(dag, ch, glue, rvt, r);
        ch = c2;
        glue = g2;
        if float_in_gpr {
            if p.vt == VT::F32 {
                v = dag.unop(Opcode::Truncate, VT::I32, v);
            }
            v = dag.unop(Opcode::Bitcast, p.vt, v);
        }
        vals[k] = Some(v);
    }
    (ch, glue, vals)
}

/// Writes the register parts of `vals` at `locs`, glued in order.
fn write_regs(dag: &mut Dag, mut ch: SDValue, vals: &[(SDValue, ArgPart)], locs: &[Loc]) -> (SDValue, Option<SDValue>) {
    let mut glue: Option<SDValue> = None;
    for (k, (v, p)) in vals.iter().enumerate() {
        let Loc::Reg(r) = locs[k] else { continue };
        let img = to_reg_image(dag, *v, p, r);
        let (c2, g2) = copy_to_phys(dag, ch, glue, img, r);
        ch = c2;
        glue = Some(g2);
    }
    (ch, glue)
}

/// Lowers the incoming arguments at function entry.
pub fn lower_formal_arguments(
    cx: &mut LowerCx<'_>,
    chain: SDValue,
    parts: &[ArgPart],
    is_vararg: bool,
) -> R<(SDValue, Vec<SDValue>)> {
    let a = assign_args(parts)?;
    let dag = &mut *cx.dag;
    let mf: &mut MFunction = cx.mf;
    let ar = dag.get(Opcode::ArgRegs, &[VT::Chain, VT::Glue], &[chain], NodeData::None, 0);
    let (ch, glue) = (SDValue::new(ar, 0), SDValue::new(ar, 1));
    let (mut ch, mut glue, mut vals) = read_regs(dag, ch, glue, parts, &a.locs);
    let mut saves: Vec<(u64, SDValue)> = Vec::new();
    if is_vararg {
        for (i, &r) in INT_ARG_REGS.iter().enumerate().skip(a.gp_used) {
            let (v, c2, g2) = copy_from_phys(dag, ch, glue, VT::I64, r);
            ch = c2;
            glue = g2;
            saves.push((8 * i as u64, v));
        }
    }
    let mut loads = vec![ch];
    for (k, p) in parts.iter().enumerate() {
        match a.locs[k] {
            Loc::Stack(offset) => {
                let fi = mf.new_fixed_object(8, 8, FixedSlot::Incoming(offset as i64));
                let addr = frame_index(dag, fi);
                let (v, c) = load(dag, ch, p.vt, addr, 8);
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
        // The save area ends at the CFA, where the stack arguments begin.
        let save_bytes = INT_ARG_BYTES - 8 * a.gp_used as u64;
        let overflow = mf.new_fixed_object(8, 8, FixedSlot::Incoming(a.stack_bytes as i64));
        let area = if save_bytes > 0 {
            mf.new_fixed_object(save_bytes, 8, FixedSlot::Incoming(-(save_bytes as i64)))
        } else {
            overflow
        };
        let base = frame_index(dag, area);
        let mut chains = vec![ch];
        for (off, v) in saves {
            let c = dag.constant(VT::I64, u128::from(off - 8 * a.gp_used as u64));
            let addr = dag.binop(Opcode::Add, base, c);
            chains.push(store(dag, ch, v, addr, 8));
        }
        ch = dag.token_factor(&chains);
        mf.frame.varargs =
            Some(VarArgsFrame { reg_save_area: area, overflow_area: overflow, gp_used: a.gp_used as u32, fp_used: 0 });
    }
    let vals = vals
        .into_iter()
        .map(|v| v.ok_or_else(|| Diagnostic::new(None, "an argument part was not assigned a location")))
        .collect::<R<Vec<_>>>()?;
    Ok((ch, vals))
}

/// Lowers a call.
pub fn lower_call(cx: &mut LowerCx<'_>, call: &CallLowering<'_>) -> R<CallResult> {
    let parts: Vec<ArgPart> = call.args.iter().map(|(_, p)| *p).collect();
    let a = assign_args(&parts)?;
    let dag = &mut *cx.dag;
    let mf: &mut MFunction = cx.mf;
    if call.is_musttail && a.stack_bytes > 0 {
        return Err(Diagnostic::new(None, "riscv64: a musttail call with stack arguments is not supported yet"));
    }
    mf.frame.max_call_frame = mf.frame.max_call_frame.max(align_up(a.stack_bytes, 16));

    let mut chains = vec![call.chain];
    for (k, &(v, p)) in call.args.iter().enumerate() {
        match a.locs[k] {
            Loc::Stack(offset) => {
                let fi = mf.new_fixed_object(8, 8, FixedSlot::Outgoing(offset as i64));
                let addr = frame_index(dag, fi);
                let v = extend(dag, v, &p);
                chains.push(store(dag, call.chain, v, addr, 8));
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
    // a `musttail` one, which must.
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
pub fn lower_return(cx: &mut LowerCx<'_>, chain: SDValue, vals: &[(SDValue, ArgPart)]) -> R<SDValue> {
    let parts: Vec<ArgPart> = vals.iter().map(|(_, p)| *p).collect();
    let locs: Vec<Loc> = assign_rets(&parts)?.into_iter().map(Loc::Reg).collect();
    let dag = &mut *cx.dag;
    let (ch, glue) = write_regs(dag, chain, vals, &locs);
    let mut ops = vec![ch];
    ops.extend(glue);
    let r = dag.get(Opcode::Return, &[VT::Chain], &ops, NodeData::None, 0);
    Ok(SDValue::new(r, 0))
}

/// `va_start(ap)`: `ap` points at the first variadic argument, in the register save
/// area or, when the named arguments used every register, on the stack.
pub fn lower_va_start(cx: &mut LowerCx<'_>, chain: SDValue, ap: SDValue) -> R<SDValue> {
    let Some(va) = cx.mf.frame.varargs else {
        return Err(Diagnostic::new(None, "va_start in a function that is not variadic"));
    };
    let dag = &mut *cx.dag;
    let first = frame_index(dag, va.reg_save_area);
    Ok(store(dag, chain, first, ap, 8))
}

/// `va_copy(dst, src)`: `va_list` is one pointer.
pub fn lower_va_copy(cx: &mut LowerCx<'_>, chain: SDValue, dst: SDValue, src: SDValue) -> R<SDValue> {
    let dag = &mut *cx.dag;
    let (v, c) = load(dag, chain, VT::I64, src, 8);
    Ok(store(dag, c, v, dst, 8))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::riscv64::regs::{A0, A7};

    fn part(vt: VT, orig: VT, part: u16, num: u16, arg: u32, flags: u16) -> ArgPart {
        ArgPart { vt, orig_vt: orig, part, num_parts: num, flags, arg_index: arg, byval_size: 0, byval_align: 0 }
    }

    #[test]
    fn floats_spill_into_integer_registers() {
        let mut ps: Vec<ArgPart> = (0..9).map(|k| part(VT::F64, VT::F64, 0, 1, k, 0)).collect();
        ps.push(part(VT::I64, VT::I64, 0, 1, 9, 0));
        let a = assign_args(&ps).unwrap();
        assert_eq!(a.locs[7], Loc::Reg(FLOAT_ARG_REGS[7]));
        assert_eq!(a.locs[8], Loc::Reg(A0));
        assert_eq!(a.locs[9], Loc::Reg(INT_ARG_REGS[1]));
    }

    #[test]
    fn variadic_pairs_are_aligned_and_split_pairs_straddle() {
        let v = arg_flags::VARARG;
        let ps = vec![
            part(VT::I64, VT::I64, 0, 1, 0, 0),
            part(VT::I64, VT::I128, 0, 2, 1, v),
            part(VT::I64, VT::I128, 1, 2, 1, v),
        ];
        let a = assign_args(&ps).unwrap();
        assert_eq!(a.locs[1], Loc::Reg(INT_ARG_REGS[2]));
        let mut ps: Vec<ArgPart> = (0..7).map(|k| part(VT::I64, VT::I64, 0, 1, k, 0)).collect();
        ps.push(part(VT::I64, VT::I128, 0, 2, 7, 0));
        ps.push(part(VT::I64, VT::I128, 1, 2, 7, 0));
        let a = assign_args(&ps).unwrap();
        assert_eq!(a.locs[7], Loc::Reg(A7));
        assert_eq!(a.locs[8], Loc::Stack(0));
    }
}
