//! Vector reductions (`llvm.vector.reduce.*`) of a legal vector computed lane by lane
//! with nodes every target selects: each lane extracted, then combined in order (the
//! ordered `fadd`/`fmul` reductions start from their scalar operand). Targets that have
//! across-lanes instructions use them first and fall back to this.

use crate::dag::{Dag, SDValue};
use crate::dag_ops::{CondCode as C, Opcode};
use crate::vt::VT;

/// Lane `k` of vector `v`, as its element type.
pub fn lane(dag: &mut Dag, v: SDValue, k: u32) -> SDValue {
    let e = dag.vt(v).elem();
    let i = dag.constant(VT::I64, k as u128);
    dag.get1(Opcode::ExtractVectorElt, e, &[v, i])
}

/// `v` truncated or any-extended to the integer type `to` (unchanged for equal types).
pub fn resize(dag: &mut Dag, v: SDValue, to: VT) -> SDValue {
    let from = dag.vt(v);
    if from == to || !from.is_int() {
        v
    } else if from.bits() > to.bits() {
        dag.unop(Opcode::Truncate, to, v)
    } else {
        dag.unop(Opcode::AnyExtend, to, v)
    }
}

/// One step of a reduction, with nodes the target selects as they are (min/max as a
/// compare, giving a `bool_vt` boolean, and a select; float max/min with maxnum's NaN
/// rule).
fn reduce_step(dag: &mut Dag, op: Opcode, a: SDValue, b: SDValue, bool_vt: VT) -> SDValue {
    use Opcode::*;
    let vt = dag.vt(a);
    let cmp_sel = |dag: &mut Dag, cc: C| {
        let c = dag.setcc(bool_vt, a, b, cc);
        dag.get1(Select, vt, &[c, a, b])
    };
    match op {
        VecReduceAdd => dag.binop(Add, a, b),
        VecReduceMul => dag.binop(Mul, a, b),
        VecReduceAnd => dag.binop(And, a, b),
        VecReduceOr => dag.binop(Or, a, b),
        VecReduceXor => dag.binop(Xor, a, b),
        VecReduceSMax => cmp_sel(dag, C::Sgt),
        VecReduceSMin => cmp_sel(dag, C::Slt),
        VecReduceUMax => cmp_sel(dag, C::Ugt),
        VecReduceUMin => cmp_sel(dag, C::Ult),
        _ => {
            // maxnum/minnum: a NaN operand loses. t = isnan(b) ? a : b; then compare.
            let nan = dag.setcc(bool_vt, b, b, C::FUno);
            let t = dag.get1(Select, vt, &[nan, a, b]);
            let c = dag.setcc(bool_vt, a, t, if op == VecReduceFMax { C::FOgt } else { C::FOlt });
            dag.get1(Select, vt, &[c, a, t])
        }
    }
}

/// The reduction `op` of `ops` (the vector; for the ordered `VecReduceFAdd`/`FMul`, the
/// start value and the vector) as a value of `vt`, lane by lane; `None` for an opcode
/// that is no reduction.
pub fn reduce_lanes(dag: &mut Dag, op: Opcode, ops: &[SDValue], vt: VT, bool_vt: VT) -> Option<SDValue> {
    use Opcode::*;
    match op {
        VecReduceAdd | VecReduceMul | VecReduceAnd | VecReduceOr | VecReduceXor | VecReduceSMax | VecReduceSMin
        | VecReduceUMax | VecReduceUMin | VecReduceFMax | VecReduceFMin => {
            let v = ops[0];
            let mut acc = lane(dag, v, 0);
            for k in 1..dag.vt(v).vec_len() {
                let x = lane(dag, v, k);
                acc = reduce_step(dag, op, acc, x, bool_vt);
            }
            Some(resize(dag, acc, vt))
        }
        VecReduceFAdd | VecReduceFMul => {
            let (mut acc, v) = (ops[0], ops[1]);
            let bin = if op == VecReduceFAdd { FAdd } else { FMul };
            for k in 0..dag.vt(v).vec_len() {
                let x = lane(dag, v, k);
                acc = dag.binop(bin, acc, x);
            }
            Some(acc)
        }
        _ => None,
    }
}
