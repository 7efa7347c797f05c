//! Division and remainder by a constant without a divide instruction, as llc's
//! `BuildUDIV`/`BuildSDIV`: powers of two by shifts (signed ones rounding toward zero),
//! other divisors by the high half of a multiplication with a "magic" reciprocal and
//! shifts (Hacker's Delight, 2nd ed., chapter 10: `magicu2` and `magic`), remainders as
//! `x − q·d`. Targets call `divide_by_constant` from their custom lowering of
//! `SDiv`/`UDiv`/`SRem`/`URem`; they need `MulHS`/`MulHU` of the width.

use crate::dag::{Dag, SDValue};
use crate::dag_ops::{NodeData, Opcode};
use crate::vt::VT;

/// The multiplier, "add" flag and shift for unsigned division by `d` (2 ≤ d < 2^(w−1))
/// in `w` bits (Hacker's Delight, `magicu2`).
pub fn magic_unsigned(d: u128, w: u32) -> (u128, bool, u32) {
    let full = 1u128 << w;
    let half = 1u128 << (w - 1);
    let nc = (full - 1) - (full - d) % d;
    let mut p = w - 1;
    let (mut q1, mut r1) = (half / nc, half - (half / nc) * nc);
    let (mut q2, mut r2) = ((half - 1) / d, (half - 1) - ((half - 1) / d) * d);
    let mut add = false;
    loop {
        p += 1;
        if r1 >= nc - r1 {
            q1 = 2 * q1 + 1;
            r1 = 2 * r1 - nc;
        } else {
            q1 *= 2;
            r1 *= 2;
        }
        if r2 + 1 >= d - r2 {
            if q2 >= half - 1 {
                add = true;
            }
            q2 = 2 * q2 + 1;
            r2 = 2 * r2 + 1 - d;
        } else {
            if q2 >= half {
                add = true;
            }
            q2 *= 2;
            r2 = 2 * r2 + 1;
        }
        let delta = d - 1 - r2;
        if !(p < 2 * w && (q1 < delta || (q1 == delta && r1 == 0))) {
            break;
        }
    }
    ((q2 + 1) & (full - 1), add, p - w)
}

/// The multiplier (as `w`-bit two's complement) and shift for signed division by `d`
/// (|d| ≥ 2) in `w` bits (Hacker's Delight, `magic`).
pub fn magic_signed(d: i128, w: u32) -> (u128, u32) {
    let half = 1u128 << (w - 1);
    let ad = d.unsigned_abs();
    let t = half + (d < 0) as u128;
    let anc = t - 1 - t % ad;
    let mut p = w - 1;
    let (mut q1, mut r1) = (half / anc, half - (half / anc) * anc);
    let (mut q2, mut r2) = (half / ad, half - (half / ad) * ad);
    loop {
        p += 1;
        q1 *= 2;
        r1 *= 2;
        if r1 >= anc {
            q1 += 1;
            r1 -= anc;
        }
        q2 *= 2;
        r2 *= 2;
        if r2 >= ad {
            q2 += 1;
            r2 -= ad;
        }
        let delta = ad - r2;
        if !(q1 < delta || (q1 == delta && r1 == 0)) {
            break;
        }
    }
    let mask = (1u128 << w) - 1;
    let m = (q2 + 1) & mask;
    let m = if d < 0 { m.wrapping_neg() & mask } else { m };
    (m, p - w)
}

/// Division or remainder of `x` by the constant `d` (raw bits) without a divide:
/// powers of two by shifts, others by a high multiply with a magic number and shifts
/// (remainders as `x − q·d`). Shift amounts are of type `shift_vt`, comparison results
/// of `bool_vt` (the target's `shift_amount_vt`, `setcc_result_vt`). `None` (widths
/// outside 16..=64 bits, divisors 0 and the most negative) leaves the division to the
/// target's divide instruction.
pub fn divide_by_constant(
    dag: &mut Dag,
    op: Opcode,
    x: SDValue,
    d: u128,
    vt: VT,
    shift_vt: VT,
    bool_vt: VT,
) -> Option<SDValue> {
    use crate::dag_ops::CondCode as C;
    use Opcode::*;
    let w = vt.bits();
    if !(16..=64).contains(&w) {
        return None;
    }
    let mask = (1u128 << w) - 1;
    let d = d & mask;
    let signed = matches!(op, SDiv | SRem);
    let sd: i128 = if d >> (w - 1) & 1 == 1 { d as i128 - (1i128 << w) } else { d as i128 };
    if d == 0 || (signed && (sd == i128::MIN || sd.unsigned_abs() == 1u128 << (w - 1))) {
        return None;
    }
    if op == URem && d.is_power_of_two() {
        let m = dag.constant(vt, d - 1);
        return Some(dag.binop(And, x, m));
    }
    let sh = |dag: &mut Dag, o: Opcode, v: SDValue, k: u32| {
        if k == 0 {
            return v;
        }
        let c = dag.constant(shift_vt, k as u128);
        dag.get1(o, vt, &[v, c])
    };
    let k = |dag: &mut Dag, v: u128| dag.constant(vt, v & mask);
    let q = if !signed {
        if d == 1 {
            x
        } else if d.is_power_of_two() {
            sh(dag, Srl, x, d.trailing_zeros())
        } else if d >= 1u128 << (w - 1) {
            // The quotient is 0 or 1.
            let c = k(dag, d);
            let b = dag.setcc(bool_vt, x, c, C::Uge);
            dag.unop(ZeroExtend, vt, b)
        } else {
            let (m, add, s) = magic_unsigned(d, w);
            let mc = k(dag, m);
            let hi = dag.get1(MulHU, vt, &[x, mc]);
            if add {
                let t = dag.binop(Sub, x, hi);
                let t = sh(dag, Srl, t, 1);
                let t = dag.binop(Add, t, hi);
                sh(dag, Srl, t, s - 1)
            } else {
                sh(dag, Srl, hi, s)
            }
        }
    } else {
        let ad = sd.unsigned_abs();
        let q = if ad == 1 {
            x
        } else if ad.is_power_of_two() {
            // Round toward zero: add |d| − 1 to negative dividends first.
            let kb = ad.trailing_zeros();
            let sign = sh(dag, Sra, x, w - 1);
            let bias = sh(dag, Srl, sign, w - kb);
            let t = dag.binop(Add, x, bias);
            sh(dag, Sra, t, kb)
        } else {
            let (m, s) = magic_signed(sd, w);
            let mc = k(dag, m);
            let mut q = dag.get1(MulHS, vt, &[x, mc]);
            let m_neg = m >> (w - 1) & 1 == 1;
            if sd > 0 && m_neg {
                q = dag.binop(Add, q, x);
            } else if sd < 0 && !m_neg {
                q = dag.binop(Sub, q, x);
            }
            let q = sh(dag, Sra, q, s);
            let t = sh(dag, Srl, q, w - 1);
            let q = dag.binop(Add, q, t);
            return Some(finish_div(dag, op, x, q, d, vt));
        };
        if sd < 0 {
            let z = k(dag, 0);
            dag.binop(Sub, z, q)
        } else {
            q
        }
    };
    Some(finish_div(dag, op, x, q, d, vt))
}

/// The quotient for a division, `x − q·d` for a remainder.
pub fn finish_div(dag: &mut Dag, op: Opcode, x: SDValue, q: SDValue, d: u128, vt: VT) -> SDValue {
    if matches!(op, Opcode::SDiv | Opcode::UDiv) {
        return q;
    }
    let c = dag.constant(vt, d);
    let p = dag.binop(Opcode::Mul, q, c);
    dag.binop(Opcode::Sub, x, p)
}

/// The divisor `v` as a constant (raw bits of its type), also when type promotion has
/// wrapped the constant in the extension of a promoted operand (`sign_extend_inreg`, or
/// `and` with a mask), which nothing folds before operation legalization asks.
pub fn constant_divisor(dag: &Dag, v: SDValue) -> Option<u128> {
    let bits = dag.vt(v).bits();
    let mask = if bits >= 128 { u128::MAX } else { (1u128 << bits) - 1 };
    match dag.opcode(v) {
        Opcode::Constant => dag.const_int(v),
        Opcode::And => Some(dag.const_int(dag.operand(v, 0))? & dag.const_int(dag.operand(v, 1))?),
        Opcode::SignExtendInReg => {
            let c = dag.const_int(dag.operand(v, 0))?;
            let NodeData::VT(from) = dag.node(v.node).data else { return None };
            let from = from.bits();
            if from == 0 || from >= bits || bits > 64 {
                return None;
            }
            let shift = 64 - from;
            Some((((c as u64) << shift) as i64 >> shift) as u64 as u128 & mask)
        }
        _ => None,
    }
}
