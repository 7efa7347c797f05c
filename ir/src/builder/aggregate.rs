//! Builder methods for aggregates and vectors: `extractvalue`/`insertvalue` on structs and
//! arrays held in registers, `extractelement`/`insertelement`/`shufflevector` on vectors,
//! and `va_arg`.

use super::FunctionBuilder;
use crate::constant::Const;
use crate::inst::InstKind;
use crate::types::{Type, TypeId, TypeTable};
use crate::value::Value;

impl FunctionBuilder<'_> {
    /// `extractvalue agg, i0, i1, ...`: the element at the index path; its type is
    /// found by walking `agg`'s type (`void` for a path that leaves it, which the
    /// verifier reports).
    pub fn extract_value(&mut self, agg: Value, indices: &[u32]) -> Value {
        let mut ty = self.type_of(agg);
        for &i in indices {
            ty = self.m.types.element_type(ty, i as u64).unwrap_or(TypeTable::VOID);
        }
        self.push_value(InstKind::ExtractValue { indices: indices.to_vec().into() }, ty, vec![agg])
    }

    /// `insertvalue agg, ty v, i0, ...`: `agg` with the element at the path replaced.
    pub fn insert_value(&mut self, agg: Value, v: Value, indices: &[u32]) -> Value {
        let ty = self.type_of(agg);
        self.push_value(InstKind::InsertValue { indices: indices.to_vec().into() }, ty, vec![agg, v])
    }

    /// `extractelement <n x T> vec, ty index`: a `T`.
    pub fn extract_element(&mut self, vec: Value, index: Value) -> Value {
        let vty = self.type_of(vec);
        let ty = match self.m.types.get(vty) {
            Type::Vector { elem, .. } => *elem,
            _ => TypeTable::VOID,
        };
        self.push_value(InstKind::ExtractElement, ty, vec![vec, index])
    }

    /// `insertelement <n x T> vec, T elem, ty index`.
    pub fn insert_element(&mut self, vec: Value, elem: Value, index: Value) -> Value {
        let ty = self.type_of(vec);
        self.push_value(InstKind::InsertElement, ty, vec![vec, elem, index])
    }

    /// `shufflevector <n x T> a, <n x T> b, <m x i32> mask`: element `k` of the result is
    /// element `mask[k]` of `a` followed by `b`; a negative entry is `poison` (any
    /// element).
    pub fn shuffle_vector(&mut self, a: Value, b: Value, mask: &[i32]) -> Value {
        let aty = self.type_of(a);
        let (elem, scalable) = match self.m.types.get(aty) {
            Type::Vector { elem, scalable, .. } => (*elem, *scalable),
            _ => (TypeTable::VOID, false),
        };
        let len = mask.len() as u32;
        let mask_ty = self.m.types.vector(TypeTable::I32, len, scalable);
        let elems: Vec<_> = mask
            .iter()
            .map(|&k| {
                if k < 0 {
                    self.m.konst(Const::Poison(TypeTable::I32))
                } else {
                    self.m.const_int(TypeTable::I32, k as i64)
                }
            })
            .collect();
        let mask = if mask.iter().all(|&k| k == 0) {
            self.m.konst(Const::Zero(mask_ty))
        } else {
            self.m.konst(Const::Vector(mask_ty, elems.into_boxed_slice()))
        };
        let ty = self.m.types.vector(elem, len, scalable);
        self.push_value(InstKind::ShuffleVector, ty, vec![a, b, Value::Const(mask)])
    }

    /// `va_arg ptr ap, ty`: the next variadic argument of type `ty` from the `va_list` at
    /// `ap` (set up with the `llvm.va_start` intrinsic).
    pub fn va_arg(&mut self, ap: Value, ty: TypeId) -> Value {
        self.push_value(InstKind::VaArg, ty, vec![ap])
    }
}
