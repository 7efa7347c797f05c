//! `llvm.aarch64.neon.*` intrinsics (what arm_neon.h produces) as target-independent DAG
//! nodes, built before type legalization: arithmetic lane by lane (in a wider type where
//! the Arm ARM computes with unbounded integers), structure loads and stores as one scalar
//! access per element, table lookups through a stack slot. The legalizer then keeps the
//! 128-bit vectors they build and take apart in q registers (`isel/vector.rs`) and
//! scalarizes the narrower ones: correct, not yet as fast as llc's one instruction.
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

/// The lanes of `v`, or `v` itself when it is a scalar (the one-lane `d`/`s` forms).
fn lanes_of(dag: &mut Dag, v: SDValue) -> Vec<SDValue> {
    if dag.vt(v).is_vector() {
        lanes(dag, v)
    } else {
        vec![v]
    }
}

/// A value of `rt` from its lanes (a scalar `rt` takes the one lane).
fn build(dag: &mut Dag, rt: VT, lanes: &[SDValue]) -> SDValue {
    if rt.is_vector() {
        dag.get1(Opcode::BuildVector, rt, lanes)
    } else {
        lanes[0]
    }
}

/// The value of a constant operand (shift amounts of the immediate forms).
fn const_arg(dag: &Dag, v: SDValue) -> Option<u32> {
    let n = dag.node(v.node);
    match (n.op, &n.data) {
        (Opcode::Constant, NodeData::Int(x)) => u32::try_from(*x).ok(),
        _ => None,
    }
}

/// `x` extended (signed or not) to `bits`.
fn ext(dag: &mut Dag, x: SDValue, bits: u32, signed: bool) -> SDValue {
    let op = if signed { Opcode::SignExtend } else { Opcode::ZeroExtend };
    dag.unop(op, VT::int(bits), x)
}

/// `x` (a wide integer) clamped to the range of a `bits`-wide signed or unsigned integer
/// and truncated to it: the saturating narrowings (`sqxtn`, `uqxtn`, `sqxtun`, …).
fn saturate(dag: &mut Dag, x: SDValue, bits: u32, signed_in: bool, signed_out: bool) -> SDValue {
    use Opcode::*;
    let wvt = dag.vt(x);
    let wb = wvt.bits();
    let wmask = if wb >= 128 { u128::MAX } else { (1u128 << wb) - 1 };
    let (lo, hi) = if signed_out {
        ((1u128 << (bits - 1)).wrapping_neg() & wmask, (1u128 << (bits - 1)) - 1)
    } else {
        (0, (1u128 << bits) - 1)
    };
    let hi_k = dag.constant(wvt, hi);
    let x = if signed_in {
        let lo_k = dag.constant(wvt, lo);
        let x = dag.binop(Smax, x, lo_k);
        dag.binop(Smin, x, hi_k)
    } else {
        dag.binop(Umin, x, hi_k)
    };
    dag.unop(Truncate, VT::int(bits), x)
}

/// Lane-by-lane NEON operations with no DAG node of their own, each written out per lane
/// in a wider type where the Arm ARM computes with unbounded integers: shift-and-insert,
/// long multiplies, halving adds, absolute differences, pairwise long adds, saturating
/// narrows, doubling multiplies, register shifts, saturating abs/neg, pairwise min/max.
fn neon_lanewise(dag: &mut Dag, base: &str, args: &[SDValue], rt: VT) -> Option<SDValue> {
    use Opcode::*;
    let a = *args.first()?;
    let avt = dag.vt(a);
    let (eb, rb) = (avt.elem().bits(), rt.elem().bits());
    let signed = base.starts_with('s');
    let la = lanes_of(dag, a);
    let lb = match args.get(1) {
        Some(&b) if dag.vt(b).is_vector() || !dag.vt(b).is_vector() && avt == dag.vt(b) => lanes_of(dag, b),
        _ => Vec::new(),
    };
    let evt = avt.elem();
    let emask = if eb >= 128 { u128::MAX } else { (1u128 << eb) - 1 };
    let mut out = Vec::new();
    match base {
        "vsli" | "vsri" => {
            // sli: b << n, keeping a's low n bits; sri: b >> n, keeping a's high n bits.
            let n = const_arg(dag, *args.get(2)?)?;
            for (&x, &y) in la.iter().zip(&lb) {
                let v = if base == "vsri" && n >= eb {
                    x
                } else {
                    let k = dag.constant(evt, n as u128);
                    let (shifted, keep) = if base == "vsli" {
                        (dag.binop(Shl, y, k), (1u128 << n) - 1)
                    } else {
                        (dag.binop(Srl, y, k), !(emask >> n) & emask)
                    };
                    let m = dag.constant(evt, keep);
                    let kept = dag.binop(And, x, m);
                    dag.binop(Or, shifted, kept)
                };
                out.push(v);
            }
        }
        "umull" | "smull" | "sqdmull" => {
            for (&x, &y) in la.iter().zip(&lb) {
                let (wx, wy) = (ext(dag, x, rb, signed), ext(dag, y, rb, signed));
                let p = dag.binop(Mul, wx, wy);
                out.push(if base == "sqdmull" {
                    // 2ab overflows only for min * min: computed one size up, then clamped.
                    let (wx, wy) = (ext(dag, x, 2 * rb, true), ext(dag, y, 2 * rb, true));
                    let p = dag.binop(Mul, wx, wy);
                    let p2 = dag.binop(Add, p, p);
                    saturate(dag, p2, rb, true, true)
                } else {
                    p
                });
            }
        }
        "uhadd" | "shadd" | "urhadd" | "srhadd" | "uhsub" | "shsub" | "uabd" | "sabd" => {
            for (&x, &y) in la.iter().zip(&lb) {
                let (wx, wy) = (ext(dag, x, 2 * eb, signed), ext(dag, y, 2 * eb, signed));
                let w = match base {
                    "uhsub" | "shsub" | "uabd" | "sabd" => dag.binop(Sub, wx, wy),
                    _ => dag.binop(Add, wx, wy),
                };
                let w = match base {
                    "urhadd" | "srhadd" => {
                        let one = dag.constant(VT::int(2 * eb), 1);
                        dag.binop(Add, w, one)
                    }
                    _ => w,
                };
                let w = if base.ends_with("abd") {
                    dag.unop(Abs, VT::int(2 * eb), w)
                } else {
                    let one = dag.constant(VT::int(2 * eb), 1);
                    dag.binop(Sra, w, one)
                };
                out.push(dag.unop(Truncate, evt, w));
            }
        }
        "uaddlp" | "saddlp" | "uadalp" | "sadalp" => {
            // Pairwise long add of the last operand, accumulated for adalp.
            let (acc, src) = if base.ends_with("alp") {
                (Some(la.clone()), lanes_of(dag, *args.get(1)?))
            } else {
                (None, la.clone())
            };
            for (i, p) in src.chunks(2).enumerate() {
                let (x, y) = (ext(dag, p[0], rb, signed), ext(dag, p[1], rb, signed));
                let s = dag.binop(Add, x, y);
                out.push(match &acc {
                    Some(acc) => dag.binop(Add, acc[i], s),
                    None => s,
                });
            }
        }
        "sqxtn" | "uqxtn" | "sqxtun" => {
            for &x in &la {
                out.push(saturate(dag, x, rb, base != "uqxtn", base == "sqxtn"));
            }
        }
        "rshrn" | "sqshrn" | "uqshrn" | "sqrshrn" | "uqrshrn" | "sqshrun" | "sqrshrun" => {
            // Shift right by n (rounding: add 2^(n-1) first), unbounded, then narrow.
            let n = const_arg(dag, *args.get(1)?)?;
            let wb = 2 * eb;
            let sin = base.starts_with("sq");
            for &x in &la {
                let w = ext(dag, x, wb, sin);
                let w = if base.contains("rshr") && n > 0 {
                    let r = dag.constant(VT::int(wb), 1u128 << (n - 1));
                    dag.binop(Add, w, r)
                } else {
                    w
                };
                let k = dag.constant(VT::int(wb), n as u128);
                let w = dag.binop(if sin { Sra } else { Srl }, w, k);
                out.push(if base == "rshrn" {
                    dag.unop(Truncate, rt.elem(), w)
                } else {
                    saturate(dag, w, rb, sin, base.starts_with("sq") && !base.ends_with("un"))
                });
            }
        }
        "sqdmulh" | "sqrdmulh" => {
            // (2ab [+ 2^(e-1)]) >> e, i.e. (ab [+ 2^(e-2)]) >> (e-1); only min * min saturates.
            for (&x, &y) in la.iter().zip(&lb) {
                let (wx, wy) = (ext(dag, x, 2 * eb, true), ext(dag, y, 2 * eb, true));
                let p = dag.binop(Mul, wx, wy);
                let p = if base == "sqrdmulh" {
                    let r = dag.constant(VT::int(2 * eb), 1u128 << (eb - 2));
                    dag.binop(Add, p, r)
                } else {
                    p
                };
                let k = dag.constant(VT::int(2 * eb), (eb - 1) as u128);
                let q = dag.binop(Sra, p, k);
                out.push(saturate(dag, q, eb, true, true));
            }
        }
        "ushl" | "sshl" => {
            // Shift by the signed low byte of b: left when positive, right (logical for
            // ushl, arithmetic for sshl) when negative; amounts of the width or more give
            // 0 (or the sign for sshl).
            for (&x, &y) in la.iter().zip(&lb) {
                let b8 = dag.unop(Truncate, VT::I8, y);
                let sh = dag.unop(SignExtend, VT::I32, b8);
                let zero32 = dag.constant(VT::I32, 0);
                let neg = dag.setcc(VT::I1, sh, zero32, CondCode::Slt);
                let amount = dag.unop(Abs, VT::I32, sh);
                let big = dag.constant(VT::I32, eb as u128);
                let inrange = dag.setcc(VT::I1, amount, big, CondCode::Ult);
                let m = dag.constant(VT::I32, (eb - 1) as u128);
                let amt = dag.binop(And, amount, m);
                let amt = match eb.cmp(&32) {
                    std::cmp::Ordering::Greater => dag.unop(ZeroExtend, evt, amt),
                    std::cmp::Ordering::Less => dag.unop(Truncate, evt, amt),
                    std::cmp::Ordering::Equal => amt,
                };
                let zero = dag.constant(evt, 0);
                let left = dag.binop(Shl, x, amt);
                let left = dag.get1(Select, evt, &[inrange, left, zero]);
                let right = if signed {
                    let top = dag.constant(evt, (eb - 1) as u128);
                    let a2 = dag.get1(Select, evt, &[inrange, amt, top]);
                    dag.binop(Sra, x, a2)
                } else {
                    let r = dag.binop(Srl, x, amt);
                    dag.get1(Select, evt, &[inrange, r, zero])
                };
                out.push(dag.get1(Select, evt, &[neg, right, left]));
            }
        }
        "sqshl" | "uqshl" | "srshl" | "urshl" | "sqrshl" | "uqrshl" | "sqshlu" => {
            // Arm ARM: (x + round) << sh on unbounded integers, sh the signed low byte of
            // b (negative: a right shift that rounds when asked), then saturated or
            // truncated. A left shift by e or more only tells whether x was 0, a right one
            // by e + 1 or more gives the same as by e + 1: clamped so the wide type holds
            // every step.
            let round = base.contains("rshl");
            let sat = base.contains('q');
            let sin = base.starts_with('s');
            let wvt = VT::int(2 * eb);
            for (&x, &y) in la.iter().zip(&lb) {
                let b8 = dag.unop(Truncate, VT::I8, y);
                let sh = dag.unop(SignExtend, wvt, b8);
                let zero = dag.constant(wvt, 0);
                let neg = dag.setcc(VT::I1, sh, zero, CondCode::Slt);
                let w = ext(dag, x, 2 * eb, sin);
                let e = dag.constant(wvt, eb as u128);
                let left_amt = dag.binop(Smin, sh, e);
                let left_amt = dag.binop(Smax, left_amt, zero);
                let left = dag.binop(Shl, w, left_amt);
                let nsh = dag.binop(Sub, zero, sh);
                let e1 = dag.constant(wvt, eb as u128 + 1);
                let right_amt = dag.binop(Smin, nsh, e1);
                let right_amt = dag.binop(Smax, right_amt, zero);
                let w = if round {
                    // 2^(amount - 1), or 0 for no shift.
                    let one = dag.constant(wvt, 1);
                    let r = dag.binop(Shl, one, right_amt);
                    let r = dag.binop(Srl, r, one);
                    dag.binop(Add, w, r)
                } else {
                    w
                };
                let right = dag.binop(if sin { Sra } else { Srl }, w, right_amt);
                let v = dag.get1(Select, wvt, &[neg, right, left]);
                out.push(if sat {
                    saturate(dag, v, eb, sin, base != "sqshlu" && sin)
                } else {
                    dag.unop(Truncate, evt, v)
                });
            }
        }
        "cls" => {
            // Leading bits equal to the sign bit, after it: clz(x ^ (x >> 1)) - 1.
            for &x in &la {
                let one = dag.constant(evt, 1);
                let s = dag.binop(Sra, x, one);
                let d = dag.binop(Xor, x, s);
                let z = dag.unop(Ctlz, evt, d);
                let r = dag.binop(Sub, z, one);
                out.push(if rb == eb { r } else { dag.unop(Truncate, rt.elem(), r) });
            }
        }
        "pmul" | "pmull" if eb == 8 => {
            // Carry-less products: the xor of a << i for every set bit i of b.
            let wvt = rt.elem();
            for (&x, &y) in la.iter().zip(&lb) {
                let (wx, wy) = (dag.unop(ZeroExtend, wvt, x), dag.unop(ZeroExtend, wvt, y));
                let mut acc = dag.constant(wvt, 0);
                for i in 0..8 {
                    let k = dag.constant(wvt, i);
                    let bit = dag.binop(Srl, wy, k);
                    let one = dag.constant(wvt, 1);
                    let bit = dag.binop(And, bit, one);
                    let z = dag.constant(wvt, 0);
                    let mask = dag.binop(Sub, z, bit);
                    let sh = dag.binop(Shl, wx, k);
                    let term = dag.binop(And, sh, mask);
                    acc = dag.binop(Xor, acc, term);
                }
                out.push(acc);
            }
        }
        "raddhn" | "rsubhn" => {
            // The high half of a ± b + 2^(half - 1), in the wide element (its carry out
            // is above the bits kept).
            let half = eb / 2;
            for (&x, &y) in la.iter().zip(&lb) {
                let s = dag.binop(if base == "raddhn" { Add } else { Sub }, x, y);
                let r = dag.constant(evt, 1u128 << (half - 1));
                let s = dag.binop(Add, s, r);
                let k = dag.constant(evt, half as u128);
                let s = dag.binop(Srl, s, k);
                out.push(dag.unop(Truncate, rt.elem(), s));
            }
        }
        "suqadd" | "usqadd" => {
            // Signed accumulator plus unsigned value, saturated signed, or the reverse.
            for (&x, &y) in la.iter().zip(&lb) {
                let s_acc = base == "suqadd";
                let (wx, wy) = (ext(dag, x, 2 * eb, s_acc), ext(dag, y, 2 * eb, !s_acc));
                let w = dag.binop(Add, wx, wy);
                out.push(saturate(dag, w, eb, true, s_acc));
            }
        }
        "fmulx" | "frecps" | "frsqrts" => {
            // fmulx: a product, but ±2 for 0 × ∞; frecps: 2 − a·b and frsqrts:
            // (3 − a·b) / 2, fused, giving 2 and 1.5 for 0 × ∞.
            let fk = |dag: &mut Dag, v: f64| {
                let bits = if evt == VT::F32 { u128::from((v as f32).to_bits()) } else { u128::from(v.to_bits()) };
                dag.get1_data(ConstantFP, evt, &[], NodeData::Fp(bits))
            };
            for (&x, &y) in la.iter().zip(&lb) {
                let (ax, ay) = (dag.unop(FAbs, evt, x), dag.unop(FAbs, evt, y));
                let (zero, inf) = (fk(dag, 0.0), fk(dag, f64::INFINITY));
                let x0 = dag.setcc(VT::I1, ax, zero, CondCode::FOeq);
                let y0 = dag.setcc(VT::I1, ay, zero, CondCode::FOeq);
                let (xi, yi) = (dag.setcc(VT::I1, ax, inf, CondCode::FOeq), dag.setcc(VT::I1, ay, inf, CondCode::FOeq));
                let (c1, c2) = (dag.binop(And, x0, yi), dag.binop(And, xi, y0));
                let special = dag.binop(Or, c1, c2);
                let (normal, fixed) = match base {
                    "fmulx" => {
                        let one = fk(dag, 1.0);
                        let (sx, sy) = (dag.binop(FCopySign, one, x), dag.binop(FCopySign, one, y));
                        let sign = dag.binop(FMul, sx, sy);
                        let two = fk(dag, 2.0);
                        (dag.binop(FMul, x, y), dag.binop(FCopySign, two, sign))
                    }
                    _ => {
                        let nx = dag.unop(FNeg, evt, x);
                        let c = fk(dag, if base == "frecps" { 2.0 } else { 3.0 });
                        let f = dag.get1(Fma, evt, &[nx, y, c]);
                        if base == "frecps" {
                            (f, fk(dag, 2.0))
                        } else {
                            let h = fk(dag, 0.5);
                            (dag.binop(FMul, f, h), fk(dag, 1.5))
                        }
                    }
                };
                out.push(dag.get1(Select, evt, &[special, fixed, normal]));
            }
        }
        "vcvtfxs2fp" | "vcvtfxu2fp" | "vcvtfp2fxs" | "vcvtfp2fxu" => {
            // Fixed point with n fraction bits: scaled by 2^-n after the conversion, or by
            // 2^n before a saturating one (power-of-two scaling commutes with rounding).
            let n = const_arg(dag, *args.get(1)?)?;
            let to_fp = base.starts_with("vcvtfx");
            let fvt = if to_fp { rt.elem() } else { evt };
            let scale = |dag: &mut Dag, e: i32| {
                let bits = if fvt == VT::F32 {
                    u128::from(2f32.powi(e).to_bits())
                } else {
                    u128::from(2f64.powi(e).to_bits())
                };
                dag.get1_data(ConstantFP, fvt, &[], NodeData::Fp(bits))
            };
            for &x in &la {
                out.push(if to_fp {
                    let f = dag.unop(if base == "vcvtfxs2fp" { SiToFp } else { UiToFp }, fvt, x);
                    let k = scale(dag, -(n as i32));
                    dag.binop(FMul, f, k)
                } else {
                    let k = scale(dag, n as i32);
                    let f = dag.binop(FMul, x, k);
                    fcvtz_sat(dag, f, rt.elem(), base == "vcvtfp2fxs")?
                });
            }
        }
        "sqabs" | "sqneg" => {
            for &x in &la {
                let w = ext(dag, x, 2 * eb, true);
                let w = if base == "sqabs" { dag.unop(Abs, VT::int(2 * eb), w) } else {
                    let z = dag.constant(VT::int(2 * eb), 0);
                    dag.binop(Sub, z, w)
                };
                out.push(saturate(dag, w, eb, true, true));
            }
        }
        "fabd" => {
            for (&x, &y) in la.iter().zip(&lb) {
                let d = dag.binop(FSub, x, y);
                out.push(dag.unop(FAbs, evt, d));
            }
        }
        "uminp" | "umaxp" | "sminp" | "smaxp" | "fmaxp" | "fminp" | "fmaxnmp" | "fminnmp" if !lb.is_empty() => {
            let op = match base {
                "uminp" => Umin,
                "umaxp" => Umax,
                "sminp" => Smin,
                "smaxp" => Smax,
                "fmaxp" => FMaximum,
                "fminp" => FMinimum,
                "fmaxnmp" => FMaxNum,
                _ => FMinNum,
            };
            let all: Vec<SDValue> = la.iter().chain(&lb).copied().collect();
            for p in all.chunks(2) {
                out.push(dag.binop(op, p[0], p[1]));
            }
        }
        _ => return None,
    }
    if out.len() != rt.vec_len().max(1) as usize {
        return None;
    }
    Some(build(dag, rt, &out))
}

/// The structure loads and stores: `ld1x2..4`/`st1x2..4` (whole vectors one after the
/// other), `ld2..4`/`st2..4` (interleaved: element j of vector k at j·N + k) and
/// `ld2r..4r` (element k splat into vector k), as one scalar access per element. Loads
/// all hang off `chain` and are joined by a token factor; so are the stores.
fn neon_memory(
    dag: &mut Dag,
    base: &str,
    chain: SDValue,
    args: &[SDValue],
    rets: &[VT],
) -> Option<(SDValue, Vec<SDValue>)> {
    use Opcode::*;
    let digit = |s: &str| s.parse::<u32>().ok();
    let lane_form = |p: &str| base.strip_prefix(p).and_then(|k| k.strip_suffix("lane")).and_then(digit);
    if let Some(n) = lane_form("ld").or_else(|| lane_form("st")) {
        return structure_lane(dag, base.starts_with("ld"), n, chain, args, rets);
    }
    let (load, n, kind) = if let Some(k) = base.strip_prefix("ld1x") {
        (true, digit(k)?, 'x')
    } else if let Some(k) = base.strip_prefix("st1x") {
        (false, digit(k)?, 'x')
    } else if let Some(k) = base.strip_prefix("ld").and_then(|k| k.strip_suffix('r')) {
        (true, digit(k)?, 'r')
    } else if let Some(k) = base.strip_prefix("ld") {
        (true, digit(k)?, 'i')
    } else if let Some(k) = base.strip_prefix("st") {
        (false, digit(k)?, 'i')
    } else {
        return None;
    };
    if !(2..=4).contains(&n) && !(kind == 'r' && n == 1) {
        return None;
    }
    let vt = if load { *rets.first()? } else { dag.vt(*args.first()?) };
    let arity_ok = if load {
        rets.len() == n as usize && args.len() == 1
    } else {
        rets.is_empty() && args.len() == n as usize + 1
    };
    if !vt.is_vector() || !arity_ok {
        return None;
    }
    let (evt, len) = (vt.elem(), vt.vec_len());
    let esize = (evt.bits() / 8) as u128;
    let ptr = *args.last()?;
    let index = |k: u32, j: u32| -> u32 {
        match kind {
            'x' => k * len + j,
            'r' => k,
            _ => j * n + k,
        }
    };
    let mut chains = Vec::new();
    let mut vals = Vec::new();
    let mem = NodeData::Mem(MemInfo::new(evt, 1));
    for k in 0..n {
        let mut elems = Vec::new();
        for j in 0..len {
            let off = dag.constant(VT::I64, index(k, j) as u128 * esize);
            let addr = dag.binop(Add, ptr, off);
            if load {
                let ld = dag.get(Load, &[evt, VT::Chain], &[chain, addr], mem, 0);
                elems.push(SDValue::new(ld, 0));
                chains.push(SDValue::new(ld, 1));
            } else {
                let v = lane(dag, *args.get(k as usize)?, j);
                let st = dag.get(Store, &[VT::Chain], &[chain, v, addr], mem, 0);
                chains.push(SDValue::new(st, 0));
            }
        }
        if load {
            vals.push(dag.get1(BuildVector, vt, &elems));
        }
    }
    Some((dag.get1(TokenFactor, VT::Chain, &chains), vals))
}

/// `ld2lane..ld4lane` (vectors, lane, ptr → the vectors with element k of memory in
/// that lane of vector k) and `st2lane..st4lane` (that lane of each vector to memory, one
/// after the other).
fn structure_lane(
    dag: &mut Dag,
    load: bool,
    n: u32,
    chain: SDValue,
    args: &[SDValue],
    rets: &[VT],
) -> Option<(SDValue, Vec<SDValue>)> {
    use Opcode::*;
    let n = n as usize;
    if !(2..=4).contains(&n) || args.len() != n + 2 || rets.len() != if load { n } else { 0 } {
        return None;
    }
    let (vectors, idx, ptr) = (&args[..n], const_arg(dag, args[n])?, args[n + 1]);
    let vt = dag.vt(vectors[0]);
    if !vt.is_vector() || idx >= vt.vec_len() {
        return None;
    }
    let evt = vt.elem();
    let mem = NodeData::Mem(MemInfo::new(evt, 1));
    let (mut chains, mut vals) = (Vec::new(), Vec::new());
    for (k, &v) in vectors.iter().enumerate() {
        let off = dag.constant(VT::I64, k as u128 * u128::from(evt.bits() / 8));
        let addr = dag.binop(Add, ptr, off);
        if load {
            let ld = dag.get(Load, &[evt, VT::Chain], &[chain, addr], mem, 0);
            chains.push(SDValue::new(ld, 1));
            let at = dag.constant(VT::I64, u128::from(idx));
            vals.push(dag.get1(InsertVectorElt, vt, &[v, SDValue::new(ld, 0), at]));
        } else {
            let x = lane(dag, v, idx);
            chains.push(SDValue::new(dag.get(Store, &[VT::Chain], &[chain, x, addr], mem, 0), 0));
        }
    }
    Some((dag.get1(TokenFactor, VT::Chain, &chains), vals))
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

/// The ACLE barriers and hints (`__dmb`, `__dsb`, `__isb`, `__yield`, `__wfe`, `__sev`,
/// `__nop`, `__builtin_arm_clrex`): one `a64_node::SYS` node on the chain; the chain after
/// it, or `None` for another intrinsic (or an `isb` option other than SY, which has no
/// encoding here).
pub fn lower_system(dag: &mut Dag, name: &str, chain: SDValue, args: &[SDValue]) -> Option<SDValue> {
    let kind = match name.strip_prefix("aarch64.")? {
        "dmb" => 0,
        "dsb" => 1,
        "isb" => 2,
        "hint" => 3,
        "clrex" => 4,
        _ => return None,
    };
    let imm = match args.first() {
        Some(&a) => const_arg(dag, a)?,
        None => 0,
    };
    if imm > 127 || kind == 2 && imm != 15 || kind < 2 && imm > 15 {
        return None;
    }
    let data = NodeData::Int(u128::from(kind << 8 | imm));
    let n = dag.get(Opcode::Target(crate::aarch64::lowering::a64_node::SYS), &[VT::Chain], &[chain], data, 0);
    Some(SDValue::new(n, 0))
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
    // `scalar.sqxtn.i32.i64` & co. and `sqdmulls.scalar`: the vector rules on one lane.
    let base = match rest.split('.').next()? {
        "scalar" => rest.split('.').nth(1)?,
        "sqdmulls" => "sqdmull",
        b => b,
    };
    if let Some(r) = neon_memory(dag, base, chain, args, rets) {
        return Some(r);
    }
    let rt = *rets.first()?;
    // The by-element forms (`sqdmulh.lane`, `.laneq`): the second operand is one lane of
    // a vector, repeated.
    let by_lane;
    let args = if rest.contains(".lane") {
        let (a, v, l) = (*args.first()?, *args.get(1)?, const_arg(dag, *args.get(2)?)?);
        let x = lane(dag, v, l);
        let splat: Vec<SDValue> = (0..dag.vt(a).vec_len()).map(|_| x).collect();
        by_lane = [a, dag.get1(BuildVector, dag.vt(a), &splat)];
        &by_lane[..]
    } else {
        args
    };
    if let Some(v) = neon_lanewise(dag, base, args, rt) {
        return Some((chain, vec![v]));
    }
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
        "fcvtzs" | "fcvtzu" | "fcvtns" | "fcvtnu" | "fcvtas" | "fcvtau" | "fcvtms" | "fcvtmu" | "fcvtps"
        | "fcvtpu" => {
            // Round as the mnemonic says (n: to even, a: half away, m: down, p: up, z: toward
            // zero, which the conversion itself does), then convert with saturation.
            let round = match &base[4..5] {
                "n" => Some(FRoundEven),
                "a" => Some(FRound),
                "m" => Some(FFloor),
                "p" => Some(FCeil),
                _ => None,
            };
            let signed = base.ends_with('s');
            let src = *args.first()?;
            let mut out = Vec::new();
            for x in lanes_of(dag, src) {
                let x = match round {
                    Some(r) => dag.unop(r, dag.vt(x), x),
                    None => x,
                };
                out.push(fcvtz_sat(dag, x, rt.elem(), signed)?);
            }
            build(dag, rt, &out)
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
        // Adjacent lanes first ((a0 + a1) + (a2 + a3)), as `faddp` computes.
        "faddv" => {
            let mut ls = lanes(dag, *args.first()?);
            while ls.len() > 1 {
                ls = ls.chunks(2).map(|p| if p.len() == 2 { dag.binop(FAdd, p[0], p[1]) } else { p[0] }).collect();
            }
            *ls.first()?
        }
        // |a| > |b|, |a| >= |b|: all-ones lanes where true.
        "facgt" | "facge" => {
            let (la, lb) = (lanes_of(dag, *args.first()?), lanes_of(dag, *args.get(1)?));
            let cc = if base == "facgt" { CondCode::FOgt } else { CondCode::FOge };
            let e = rt.elem();
            let out: Vec<SDValue> = la
                .iter()
                .zip(&lb)
                .map(|(&x, &y)| {
                    let (ax, ay) = (dag.unop(FAbs, dag.vt(x), x), dag.unop(FAbs, dag.vt(y), y));
                    let c = dag.setcc(VT::I32, ax, ay, cc);
                    let z = if e == VT::I32 { c } else { dag.unop(ZeroExtend, e, c) };
                    let zero = dag.constant(e, 0);
                    dag.binop(Sub, zero, z)
                })
                .collect();
            build(dag, rt, &out)
        }
        // Half-precision lanes carried as i16 bits, to and from float.
        "vcvthf2fp" | "vcvtfp2hf" => {
            let ls = lanes(dag, *args.first()?);
            let out: Vec<SDValue> = ls
                .iter()
                .map(|&x| {
                    if base == "vcvthf2fp" {
                        let h = dag.unop(Bitcast, VT::F16, x);
                        dag.unop(FpExtend, rt.elem(), h)
                    } else {
                        let h = dag.unop(FpRound, VT::F16, x);
                        dag.unop(Bitcast, rt.elem(), h)
                    }
                })
                .collect();
            build(dag, rt, &out)
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
        "tbl1" | "tbl2" | "tbl3" | "tbl4" | "tbx1" | "tbx2" | "tbx3" | "tbx4" => {
            return tbl(dag, mf, chain, args, rt, base.starts_with("tbx"))
        }
        _ => return None,
    };
    Some((chain, vec![v]))
}

/// `tbl`/`tbx` with one to four 16-byte tables (`tbx`: a destination first): lane i is
/// byte `idx[i]` of the tables laid end to end, or, when `idx[i]` is past them, 0 (`tbl`)
/// or the destination's lane (`tbx`). The tables go to a stack slot and each lane is a
/// byte load from it.
fn tbl(
    dag: &mut Dag,
    mf: &mut MFunction,
    chain: SDValue,
    args: &[SDValue],
    rt: VT,
    tbx: bool,
) -> Option<(SDValue, Vec<SDValue>)> {
    use Opcode::*;
    let (dst, rest) = if tbx { (Some(*args.first()?), &args[1..]) } else { (None, args) };
    let (idx, tables) = rest.split_last()?;
    if tables.is_empty() || !rt.is_vector() || rt.elem() != VT::I8 {
        return None;
    }
    let size = 16 * tables.len() as u64;
    // A power-of-two slot, so masking keeps every index's load inside it.
    let fi = mf.new_stack_object(size.next_power_of_two(), 16);
    let slot = dag.get1_data(FrameIndex, VT::I64, &[], NodeData::Frame(fi));
    let mut stores = Vec::new();
    for (k, &t) in tables.iter().enumerate() {
        let tvt = dag.vt(t);
        if tvt.bits() != 128 {
            return None;
        }
        let off = dag.constant(VT::I64, 16 * k as u128);
        let addr = dag.binop(Add, slot, off);
        let st = dag.get(Store, &[VT::Chain], &[chain, t, addr], NodeData::Mem(MemInfo::new(tvt, 16)), 0);
        stores.push(SDValue::new(st, 0));
    }
    let ch = dag.get1(TokenFactor, VT::Chain, &stores);
    let mut out = Vec::new();
    let mask = dag.constant(VT::I64, size.next_power_of_two() as u128 - 1);
    let (limit, zero) = (dag.constant(VT::I8, size as u128), dag.constant(VT::I8, 0));
    for i in 0..rt.vec_len() {
        let k = lane(dag, *idx, i);
        let wide = dag.unop(ZeroExtend, VT::I64, k);
        // Masked so the load stays inside the slot; the select discards it otherwise.
        let off = dag.binop(And, wide, mask);
        let addr = dag.binop(Add, slot, off);
        let ld = dag.get(Load, &[VT::I8, VT::Chain], &[ch, addr], NodeData::Mem(MemInfo::new(VT::I8, 1)), 0);
        let inr = dag.setcc(VT::I1, k, limit, CondCode::Ult);
        let other = match dst {
            Some(d) => lane(dag, d, i),
            None => zero,
        };
        out.push(dag.get1(Select, VT::I8, &[inr, SDValue::new(ld, 0), other]));
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
    if !matches!(ft, VT::F32 | VT::F64) || !matches!(bits, 32 | 64) {
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
