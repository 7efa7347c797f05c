//! How a value of any type maps onto legal register-sized parts, and back: the one
//! definition shared by cross-block virtual registers, argument/return passing and the
//! type legalizer (so they always agree on part order: least significant first, vector
//! lanes in order, floats without hardware as their bit patterns).
//!
//! `split_into_parts` and `join_parts` build DAG nodes of possibly illegal types
//! (`AnyExtend`, `ExtractPart`, `BuildPair`, `Bitcast`, `ExtractVectorElt`, …); the type
//! legalizer turns those into plain uses of the parts.

use crate::dag::{Dag, SDValue};
use crate::dag_ops::{NodeData, Opcode};
use crate::target::TargetLowering;
use crate::vt::{Scalar, TypeAction, VT};

/// Appends the legal part types of `vt` (in order) to `out`.
pub fn legal_parts<T: TargetLowering + ?Sized>(tl: &T, vt: VT, out: &mut Vec<VT>) -> Result<(), String> {
    legal_parts_inner(tl, vt, out, 0)
}

fn legal_parts_inner<T: TargetLowering + ?Sized>(tl: &T, vt: VT, out: &mut Vec<VT>, depth: u32) -> Result<(), String> {
    if depth > 16 || out.len() > 1 << 16 {
        return Err(format!("type {vt:?} cannot be legalized"));
    }
    let c = tl.type_conversion(vt);
    match c.action {
        TypeAction::Legal => out.push(vt),
        TypeAction::PromoteInt => legal_parts_inner(tl, c.part, out, depth + 1)?,
        TypeAction::ExpandInt | TypeAction::SplitVector | TypeAction::ScalarizeVector => {
            for _ in 0..c.count {
                legal_parts_inner(tl, c.part, out, depth + 1)?;
            }
        }
        TypeAction::SoftenFloat | TypeAction::SoftPromoteHalf => legal_parts_inner(tl, soft_int_vt(vt), out, depth + 1)?,
    }
    Ok(())
}

/// The integer type a float without hardware is carried in (x87's 80 bits in 128).
pub fn soft_int_vt(vt: VT) -> VT {
    match vt {
        VT::S(Scalar::F80) => VT::I128,
        v => v.to_int(),
    }
}

/// Splits `v` (of type `vt`) into its legal parts, appending them to `out`.
pub fn split_into_parts<T: TargetLowering + ?Sized>(tl: &T, dag: &mut Dag, v: SDValue, vt: VT, out: &mut Vec<SDValue>) {
    let c = tl.type_conversion(vt);
    match c.action {
        TypeAction::Legal => out.push(v),
        TypeAction::PromoteInt => {
            let w = dag.unop(Opcode::AnyExtend, c.part, v);
            split_into_parts(tl, dag, w, c.part, out);
        }
        TypeAction::ExpandInt => {
            let total = VT::int(c.part.bits() * c.count);
            let w = if total != vt { dag.unop(Opcode::AnyExtend, total, v) } else { v };
            for k in 0..c.count {
                let p = dag.get1_data(Opcode::ExtractPart, c.part, &[w], NodeData::Int(k as u128));
                split_into_parts(tl, dag, p, c.part, out);
            }
        }
        TypeAction::SoftenFloat | TypeAction::SoftPromoteHalf => {
            let iv = VT::int(vt.bits());
            let mut b = dag.unop(Opcode::Bitcast, iv, v);
            let sv = soft_int_vt(vt);
            if sv != iv {
                b = dag.unop(Opcode::AnyExtend, sv, b);
            }
            split_into_parts(tl, dag, b, sv, out);
        }
        TypeAction::SplitVector => {
            let n = c.part.vec_len();
            for k in 0..c.count {
                let p = dag.get1_data(Opcode::ExtractSubvector, c.part, &[v], NodeData::Int((k * n) as u128));
                split_into_parts(tl, dag, p, c.part, out);
            }
        }
        TypeAction::ScalarizeVector => {
            let idx_vt = tl.pointer_vt();
            for k in 0..c.count {
                let i = dag.constant(idx_vt, k as u128);
                let p = dag.get1(Opcode::ExtractVectorElt, c.part, &[v, i]);
                split_into_parts(tl, dag, p, c.part, out);
            }
        }
    }
}

/// Rebuilds a value of type `vt` from its legal parts, taken from the front of `parts`
/// (advanced past them).
pub fn join_parts<T: TargetLowering + ?Sized>(tl: &T, dag: &mut Dag, vt: VT, parts: &mut &[SDValue]) -> SDValue {
    let c = tl.type_conversion(vt);
    match c.action {
        TypeAction::Legal => {
            let v = parts[0];
            *parts = &parts[1..];
            v
        }
        TypeAction::PromoteInt => {
            let w = join_parts(tl, dag, c.part, parts);
            dag.unop(Opcode::Truncate, vt, w)
        }
        TypeAction::ExpandInt => {
            let mut vals: Vec<SDValue> = (0..c.count).map(|_| join_parts(tl, dag, c.part, parts)).collect();
            let mut w = c.part.bits();
            while vals.len() > 1 {
                w *= 2;
                vals = vals.chunks(2).map(|p| dag.get1(Opcode::BuildPair, VT::int(w), &[p[0], p[1]])).collect();
            }
            let total = VT::int(c.part.bits() * c.count);
            if total != vt {
                dag.unop(Opcode::Truncate, vt, vals[0])
            } else {
                vals[0]
            }
        }
        TypeAction::SoftenFloat | TypeAction::SoftPromoteHalf => {
            let sv = soft_int_vt(vt);
            let mut b = join_parts(tl, dag, sv, parts);
            let iv = VT::int(vt.bits());
            if sv != iv {
                b = dag.unop(Opcode::Truncate, iv, b);
            }
            dag.unop(Opcode::Bitcast, vt, b)
        }
        TypeAction::SplitVector => {
            let vals: Vec<SDValue> = (0..c.count).map(|_| join_parts(tl, dag, c.part, parts)).collect();
            dag.get1(Opcode::ConcatVectors, vt, &vals)
        }
        TypeAction::ScalarizeVector => {
            let vals: Vec<SDValue> = (0..c.count).map(|_| join_parts(tl, dag, c.part, parts)).collect();
            dag.get1(Opcode::BuildVector, vt, &vals)
        }
    }
}
