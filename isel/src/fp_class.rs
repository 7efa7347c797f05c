//! `llvm.is.fpclass` on `f32`/`f64` as integer tests of the value's bit pattern: the
//! custom lowering of every target without a class-test instruction.

use crate::dag::{Dag, SDValue};
use crate::dag_ops::{CondCode, Opcode};
use crate::vt::VT;

/// `llvm.is.fpclass(x, mask)` for f32/f64 as integer tests of the bit pattern (mask bits:
/// signaling NaN, quiet NaN, −inf, −normal, −subnormal, −0, +0, +subnormal, +normal,
/// +inf), giving a boolean (0 or 1) of the target's setcc result type `b`; `None` for
/// other types.
pub fn is_fp_class(dag: &mut Dag, x: SDValue, mask: u32, b: VT) -> Option<SDValue> {
    let (ivt, exp_bits) = match dag.vt(x) {
        VT::F32 => (VT::I32, 8u32),
        VT::F64 => (VT::I64, 11),
        _ => return None,
    };
    let i = dag.unop(Opcode::Bitcast, ivt, x);
    Some(is_fp_class_bits(dag, i, ivt.bits(), exp_bits, mask, b))
}

/// `is_fp_class` of an IEEE format of `bits` bits with `exp_bits` exponent bits whose
/// pattern is `i`, zero-extended in its (legal, possibly wider) integer type: how a
/// target whose narrow float has no integer register of its width tests it.
pub fn is_fp_class_bits(dag: &mut Dag, i: SDValue, bits: u32, exp_bits: u32, mask: u32, b: VT) -> SDValue {
    use CondCode as C;
    use Opcode::*;
    let ivt = dag.vt(i);
    let wide = ivt.bits();
    let full = if wide >= 128 { u128::MAX } else { (1u128 << wide) - 1 };
    let mant = bits - 1 - exp_bits;
    let sign = 1u128 << (bits - 1);
    let inf = ((1u128 << exp_bits) - 1) << mant;
    let qbit = 1u128 << (mant - 1);
    let min_norm = 1u128 << mant;
    let k = |dag: &mut Dag, v: u128| dag.constant(ivt, v);
    let m = k(dag, sign - 1);
    let abs = dag.binop(And, i, m);
    let zero = k(dag, 0);
    let cmp = |dag: &mut Dag, a: SDValue, v: u128, cc: C| {
        let c = k(dag, v);
        dag.setcc(b, a, c, cc)
    };
    let (neg, pos) = if wide == bits {
        (dag.setcc(b, i, zero, C::Slt), dag.setcc(b, i, zero, C::Sge))
    } else {
        let s = k(dag, sign);
        let sbit = dag.binop(And, i, s);
        (dag.setcc(b, sbit, zero, C::Ne), dag.setcc(b, sbit, zero, C::Eq))
    };
    let nan = cmp(dag, abs, inf, C::Ugt);
    let quiet = cmp(dag, abs, inf | qbit, C::Uge);
    let one = dag.constant(b, 1);
    let not_quiet = dag.binop(Xor, quiet, one);
    let snan = dag.binop(And, nan, not_quiet);
    let isinf = cmp(dag, abs, inf, C::Eq);
    let iszero = cmp(dag, abs, 0, C::Eq);
    // abs − 1 and abs − min_norm, wrapping in the integer type.
    let m1 = k(dag, full);
    let am1 = dag.binop(Add, abs, m1);
    let sub = cmp(dag, am1, min_norm - 1, C::Ult);
    let mneg = k(dag, (full - min_norm).wrapping_add(1) & full);
    let amn = dag.binop(Add, abs, mneg);
    let norm = cmp(dag, amn, inf - min_norm, C::Ult);
    let mut terms = Vec::new();
    if mask & 1 != 0 {
        terms.push(snan);
    }
    if mask & 2 != 0 {
        terms.push(quiet);
    }
    // (negative bit, positive bit, class)
    for (nb, pb, class) in [(2, 9, isinf), (3, 8, norm), (4, 7, sub), (5, 6, iszero)] {
        match (mask >> nb & 1 != 0, mask >> pb & 1 != 0) {
            (true, true) => terms.push(class),
            (true, false) => terms.push(dag.binop(And, class, neg)),
            (false, true) => terms.push(dag.binop(And, class, pos)),
            _ => {}
        }
    }
    let mut r = match terms.first() {
        Some(&t) => t,
        None => dag.constant(b, 0),
    };
    for &t in terms.iter().skip(1) {
        r = dag.binop(Or, r, t);
    }
    r
}
