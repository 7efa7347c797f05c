//! `llvm.aarch64.neon.*` intrinsics (what arm_neon.h produces) as target-independent DAG
//! nodes, built before type legalization. Vector types are not legal on AArch64 yet, so
//! the legalizer scalarizes these like any other vector operation: correct, not fast.
//! Each rule follows the instruction's semantics in the Arm ARM: `fmax`/`fmin` propagate
//! NaNs (`fmaximum`/`fminimum`), `fmaxnm`/`fminnm` are `maxnum`/`minnum`, `fcvtzs`/
//! `fcvtzu` saturate, `tbl` gives 0 for an out-of-range index, the across-lanes sums
//! (`addv`) wrap in the element width and the long ones (`saddlv`) widen first.

use rllc_isel::dag::{Dag, SDValue};
use rllc_isel::dag_ops::{CondCode, MemInfo, NodeData, Opcode};
use rllc_isel::mir::MFunction;
use rllc_isel::vt::VT;

/// Lane `i` of vector `v`.
fn lane(dag: &mut Dag, v: SDValue, i: u32) -> SDValue {
    let evt = dag.vt(v).elem();
    let k = dag.constant(VT::I64, i as u128);
    dag.get1(Opcode::ExtractVectorElt, evt, &[v, k])
}

fn lanes(dag: &mut Dag, v: SDValue) -> Vec<SDValue> {
    (0..dag.vt(v).vec_len()).map(|i| lane(dag, v, i)).collect()
}

/// Folds the lanes of `v` with `op` in order, each lane first converted by `ext` to `rt`.
fn reduce(dag: &mut Dag, v: SDValue, op: Opcode, rt: VT, ext: Option<Opcode>) -> SDValue {
    let ls = lanes(dag, v);
    let mut acc: Option<SDValue> = None;
    for l in ls {
        let l = match ext {
            Some(e) if dag.vt(l) != rt => dag.unop(e, rt, l),
            _ => l,
        };
        acc = Some(match acc {
            None => l,
            Some(a) => dag.binop(op, a, l),
        });
    }
    acc.unwrap_or_else(|| dag.constant(rt, 0))
}

/// The NEON intrinsic `name` (without `llvm.`): (new chain, results), or `None` when it
/// is not one of those handled here.
pub fn lower_neon(
    dag: &mut Dag,
    mf: &mut MFunction,
    name: &str,
    chain: SDValue,
    args: &[SDValue],
    rets: &[VT],
) -> Option<(SDValue, Vec<SDValue>)> {
    use Opcode::*;
    let rest = name.strip_prefix("aarch64.neon.")?;
    let base = rest.split('.').next()?;
    let rt = *rets.first()?;
    let bin = |dag: &mut Dag, op: Opcode| -> Option<SDValue> { Some(dag.binop(op, *args.first()?, *args.get(1)?)) };
    let v = match base {
        "abs" => dag.unop(Abs, rt, *args.first()?),
        "sqadd" => bin(dag, SAddSat)?,
        "uqadd" => bin(dag, UAddSat)?,
        "sqsub" => bin(dag, SSubSat)?,
        "uqsub" => bin(dag, USubSat)?,
        "smax" => bin(dag, Smax)?,
        "smin" => bin(dag, Smin)?,
        "umax" => bin(dag, Umax)?,
        "umin" => bin(dag, Umin)?,
        "fmax" => bin(dag, FMaximum)?,
        "fmin" => bin(dag, FMinimum)?,
        "fmaxnm" => bin(dag, FMaxNum)?,
        "fminnm" => bin(dag, FMinNum)?,
        "fcvtzs" | "fcvtzu" if rt.is_vector() => {
            let src = *args.first()?;
            let ls = lanes(dag, src);
            let out: Option<Vec<SDValue>> = ls.into_iter().map(|x| fcvtz_sat(dag, x, rt.elem(), base == "fcvtzs")).collect();
            dag.get1(BuildVector, rt, &out?)
        }
        "addp" | "faddp" if args.len() == 2 && rt.is_vector() => {
            // Pairwise: lanes of a then b, adjacent pairs summed.
            let op = if rt.elem().is_float() { FAdd } else { Add };
            let mut all = lanes(dag, args[0]);
            all.extend(lanes(dag, args[1]));
            let sums: Vec<SDValue> = all.chunks(2).map(|p| dag.binop(op, p[0], p[1])).collect();
            dag.get1(BuildVector, rt, &sums)
        }
        "saddv" | "uaddv" | "smaxv" | "sminv" | "umaxv" | "uminv" => {
            let src = *args.first()?;
            let evt = dag.vt(src).elem();
            let op = match base {
                "saddv" | "uaddv" => Add,
                "smaxv" => Smax,
                "sminv" => Smin,
                "umaxv" => Umax,
                _ => Umin,
            };
            // Computed in the element width, then extended to the result.
            let r = reduce(dag, src, op, evt, None);
            let signed = base.starts_with('s');
            if evt == rt {
                r
            } else if rt.bits() > evt.bits() {
                dag.unop(if signed { SignExtend } else { ZeroExtend }, rt, r)
            } else {
                dag.unop(Truncate, rt, r)
            }
        }
        "saddlv" | "uaddlv" => {
            let e = if base == "saddlv" { SignExtend } else { ZeroExtend };
            reduce(dag, *args.first()?, Add, rt, Some(e))
        }
        "fmaxv" | "fminv" | "fmaxnmv" | "fminnmv" => {
            let op = match base {
                "fmaxv" => FMaximum,
                "fminv" => FMinimum,
                "fmaxnmv" => FMaxNum,
                _ => FMinNum,
            };
            reduce(dag, *args.first()?, op, rt, None)
        }
        "tbl1" => return tbl1(dag, mf, chain, args, rt),
        _ => return None,
    };
    Some((chain, vec![v]))
}

/// `tbl` with one 16-byte table: lane i is `table[idx[i]]`, or 0 when `idx[i] >= 16`. The
/// table goes to a stack slot and each lane is a byte load from it.
fn tbl1(dag: &mut Dag, mf: &mut MFunction, chain: SDValue, args: &[SDValue], rt: VT) -> Option<(SDValue, Vec<SDValue>)> {
    use Opcode::*;
    let (table, idx) = (*args.first()?, *args.get(1)?);
    let tvt = dag.vt(table);
    if tvt.bits() != 128 || !rt.is_vector() || rt.elem() != VT::I8 {
        return None;
    }
    let fi = mf.new_stack_object(16, 16);
    let slot = dag.get1_data(FrameIndex, VT::I64, &[], NodeData::Frame(fi));
    let st = dag.get(Store, &[VT::Chain], &[chain, table, slot], NodeData::Mem(MemInfo::new(tvt, 16)), 0);
    let ch = SDValue::new(st, 0);
    let mut out = Vec::new();
    let (fifteen, sixteen, zero) = (dag.constant(VT::I64, 15), dag.constant(VT::I8, 16), dag.constant(VT::I8, 0));
    for i in 0..rt.vec_len() {
        let k = lane(dag, idx, i);
        let wide = dag.unop(ZeroExtend, VT::I64, k);
        let off = dag.binop(And, wide, fifteen);
        let addr = dag.binop(Add, slot, off);
        let ld = dag.get(Load, &[VT::I8, VT::Chain], &[ch, addr], NodeData::Mem(MemInfo::new(VT::I8, 1)), 0);
        let inr = dag.setcc(VT::I1, k, sixteen, CondCode::Ult);
        out.push(dag.get1(Select, VT::I8, &[inr, SDValue::new(ld, 0), zero]));
    }
    Some((ch, vec![dag.get1(BuildVector, rt, &out)]))
}

/// A saturating float-to-integer conversion of one lane (`fcvtzs`/`fcvtzu`): NaN gives 0,
/// values beyond the range its nearest bound; written with explicit compares so nothing
/// depends on what an out-of-range `fptosi` yields.
fn fcvtz_sat(dag: &mut Dag, x: SDValue, it: VT, signed: bool) -> Option<SDValue> {
    use Opcode::*;
    let ft = dag.vt(x);
    let bits = it.bits();
    if !matches!((ft, bits), (VT::F32, 32) | (VT::F64, 64)) {
        return None;
    }
    // The bounds as floats: 2^(bits-1) (signed) or 2^bits (unsigned), exactly representable.
    let pow = |e: u32| -> u128 {
        if ft == VT::F32 {
            (((127 + e) as u128) << 23) & 0xffff_ffff
        } else {
            ((1023 + e) as u128) << 52
        }
    };
    let fconst = |dag: &mut Dag, b: u128| dag.get1_data(ConstantFP, ft, &[], NodeData::Fp(b));
    let mask = if bits == 64 { u64::MAX as u128 } else { (1u128 << bits) - 1 };
    let (hi_f, hi_i, lo_i) = if signed {
        (fconst(dag, pow(bits - 1)), mask >> 1, (mask >> 1) + 1)
    } else {
        (fconst(dag, pow(bits)), mask, 0)
    };
    let conv = dag.unop(if signed { FpToSi } else { FpToUi }, it, x);
    let (hi_k, lo_k, zero) = (dag.constant(it, hi_i), dag.constant(it, lo_i), dag.constant(it, 0));
    let too_big = dag.setcc(VT::I1, x, hi_f, CondCode::FOge);
    let lo_f = if signed {
        let neg = if ft == VT::F32 { 1u128 << 31 } else { 1u128 << 63 };
        fconst(dag, pow(bits - 1) | neg)
    } else {
        fconst(dag, 0)
    };
    let too_small = dag.setcc(VT::I1, x, lo_f, CondCode::FOlt);
    let nan = dag.setcc(VT::I1, x, x, CondCode::FUno);
    let r = dag.get1(Select, it, &[too_small, lo_k, conv]);
    let r = dag.get1(Select, it, &[too_big, hi_k, r]);
    Some(dag.get1(Select, it, &[nan, zero, r]))
}
