//! The operand type rules the parser enforces as LLParser does (the rest is the verifier's):
//! which casts are valid between which types, what a GEP or `extractvalue` index path
//! reaches, and the operand rules of the vector instructions and `select`. They are shared
//! by instructions and constant expressions.

use crate::constant::{Const, ConstId, ConstPool};
use crate::inst::CastOp;
use crate::types::{Type, TypeId, TypeTable};

/// `(element count, scalable)` of a vector type; `None` for scalars.
pub(crate) fn vector_shape(tt: &TypeTable, ty: TypeId) -> Option<(u32, bool)> {
    match tt.get(ty) {
        Type::Vector { len, scalable, .. } => Some((*len, *scalable)),
        _ => None,
    }
}

/// Bits of a scalar int/float type (0 for anything else), like `getScalarSizeInBits`.
fn scalar_bits(tt: &TypeTable, ty: TypeId) -> u64 {
    match tt.get(tt.scalar_type(ty)) {
        Type::Int(b) => *b as u64,
        Type::Float(k) => k.bits() as u64,
        _ => 0,
    }
}

/// `getPrimitiveSizeInBits` as `(bits, scalable)`; 0 for types without a primitive size.
fn primitive_bits(tt: &TypeTable, ty: TypeId) -> (u64, bool) {
    match tt.get(ty) {
        Type::Int(b) => (*b as u64, false),
        Type::Float(k) => (k.bits() as u64, false),
        Type::X86Amx => (8192, false),
        Type::Vector { elem, len, scalable } => (scalar_bits(tt, *elem) * *len as u64, *scalable),
        _ => (0, false),
    }
}

fn ptr_space(tt: &TypeTable, ty: TypeId) -> Option<u32> {
    match tt.get(tt.scalar_type(ty)) {
        Type::Ptr { addrspace } => Some(*addrspace),
        _ => None,
    }
}

/// `CastInst::castIsValid`.
pub(crate) fn cast_valid(tt: &TypeTable, op: CastOp, src: TypeId, dst: TypeId) -> bool {
    let first_class = |t: TypeId| tt.is_first_class(t) && !tt.is_aggregate(t) && t != TypeTable::LABEL;
    if !first_class(src) || !first_class(dst) {
        return false;
    }
    let (s_shape, d_shape) = (vector_shape(tt, src), vector_shape(tt, dst));
    let same_shape = s_shape == d_shape;
    let (sb, db) = (scalar_bits(tt, src), scalar_bits(tt, dst));
    let int = |t: TypeId| tt.is_int_or_int_vector(t);
    let fp = |t: TypeId| tt.is_float_or_float_vector(t);
    let ptr = |t: TypeId| tt.is_ptr_or_ptr_vector(t);
    match op {
        CastOp::Trunc => int(src) && int(dst) && same_shape && sb > db,
        CastOp::ZExt | CastOp::SExt => int(src) && int(dst) && same_shape && sb < db,
        CastOp::FPTrunc => fp(src) && fp(dst) && same_shape && sb > db,
        CastOp::FPExt => fp(src) && fp(dst) && same_shape && sb < db,
        CastOp::UIToFP | CastOp::SIToFP => int(src) && fp(dst) && same_shape,
        CastOp::FPToUI | CastOp::FPToSI => fp(src) && int(dst) && same_shape,
        CastOp::PtrToInt => same_shape && ptr(src) && int(dst),
        CastOp::IntToPtr => same_shape && int(src) && ptr(dst),
        CastOp::AddrSpaceCast => match (ptr_space(tt, src), ptr_space(tt, dst)) {
            (Some(a), Some(b)) => a != b && same_shape,
            _ => false,
        },
        CastOp::BitCast => {
            let (sp, dp) = (ptr_space(tt, src), ptr_space(tt, dst));
            match (sp, dp) {
                (None, None) => {
                    let (a, b) = (primitive_bits(tt, src), primitive_bits(tt, dst));
                    a == b
                }
                (Some(a), Some(b)) => {
                    if a != b {
                        return false;
                    }
                    match (s_shape, d_shape) {
                        (Some(x), Some(y)) => x == y,
                        (Some(x), None) | (None, Some(x)) => x == (1, false),
                        (None, None) => true,
                    }
                }
                _ => false,
            }
        }
    }
}

/// The integer value of a constant usable as a struct index: an `i32` constant, or an
/// `i32` vector splat (all elements equal), or `zeroinitializer`.
fn struct_index(tt: &TypeTable, cp: &ConstPool, c: ConstId) -> Option<u64> {
    match cp.get(c) {
        Const::Int(t, v) if *t == TypeTable::I32 => v.as_u64(),
        Const::Zero(t) if tt.scalar_type(*t) == TypeTable::I32 => Some(0),
        Const::Vector(t, elems) if tt.scalar_type(*t) == TypeTable::I32 => {
            let first = struct_index(tt, cp, *elems.first()?)?;
            elems.iter().all(|e| struct_index(tt, cp, *e) == Some(first)).then_some(first)
        }
        _ => None,
    }
}

/// `GetElementPtrInst::getIndexedType`: the type reached from `source` by the indices
/// after the first. Each index is its type and, for constants, its value.
pub(crate) fn gep_indexed_type(tt: &TypeTable, cp: &ConstPool, source: TypeId, indices: &[(TypeId, Option<ConstId>)]) -> Option<TypeId> {
    let mut ty = source;
    for &(ity, c) in indices.iter().skip(1) {
        if !tt.is_int_or_int_vector(ity) {
            return None;
        }
        ty = match tt.get(ty) {
            Type::Array { elem, .. } | Type::Vector { elem, .. } => *elem,
            Type::Struct { .. } | Type::Named(_) => {
                let (fields, _) = tt.struct_fields(ty)?;
                let idx = struct_index(tt, cp, c?)?;
                *fields.get(idx as usize)?
            }
            _ => return None,
        };
    }
    Some(ty)
}

/// `ExtractValueInst::getIndexedType`: structs and arrays only, indices in range.
pub(crate) fn aggregate_indexed_type(tt: &TypeTable, agg: TypeId, indices: &[u32]) -> Option<TypeId> {
    let mut ty = agg;
    for &i in indices {
        ty = match tt.get(ty) {
            Type::Array { elem, len } => {
                if i as u64 >= *len {
                    return None;
                }
                *elem
            }
            Type::Struct { .. } | Type::Named(_) => *tt.struct_fields(ty)?.0.get(i as usize)?,
            _ => return None,
        };
    }
    Some(ty)
}

/// The result type of a GEP: `ptr` (in the base's address space), or a vector of them when
/// the base or any index is a vector. Also checks that vector widths agree; `Err` holds the
/// message.
pub(crate) fn gep_result_type(tt: &mut TypeTable, base: TypeId, indices: &[TypeId]) -> Result<TypeId, &'static str> {
    let Some(space) = ptr_space(tt, base) else {
        return Err("base of getelementptr must be a pointer");
    };
    let mut width = vector_shape(tt, base);
    for &i in indices {
        if !tt.is_int_or_int_vector(i) {
            return Err("getelementptr index must be an integer");
        }
        if let Some(s) = vector_shape(tt, i) {
            if width.is_some_and(|w| w != s) {
                return Err("getelementptr vector index has a wrong number of elements");
            }
            width = Some(s);
        }
    }
    let p = tt.ptr(space);
    Ok(match width {
        Some((len, scalable)) => tt.vector(p, len, scalable),
        None => p,
    })
}

/// `ShuffleVectorInst::isValidOperands` for a constant mask; returns the result type.
pub(crate) fn shuffle_result(tt: &mut TypeTable, cp: &ConstPool, v1: TypeId, v2: TypeId, mask_ty: TypeId, mask: Option<ConstId>) -> Option<TypeId> {
    let (len, scalable) = vector_shape(tt, v1)?;
    if v1 != v2 {
        return None;
    }
    let (mlen, mscalable) = vector_shape(tt, mask_ty)?;
    if tt.scalar_type(mask_ty) != TypeTable::I32 || mscalable != scalable {
        return None;
    }
    let ok = match cp.get(mask?) {
        Const::Undef(_) | Const::Poison(_) | Const::Zero(_) => true,
        Const::Vector(_, elems) if !scalable => elems.iter().all(|e| match cp.get(*e) {
            Const::Int(_, v) => v.as_u64().is_some_and(|x| x < 2 * len as u64),
            Const::Undef(_) | Const::Poison(_) => true,
            _ => false,
        }),
        _ => false,
    };
    if !ok {
        return None;
    }
    let elem = tt.scalar_type(v1);
    Some(tt.vector(elem, mlen, mscalable))
}

/// `SelectInst::areInvalidOperands`.
pub(crate) fn select_error(tt: &TypeTable, cond: TypeId, a: TypeId, b: TypeId) -> Option<&'static str> {
    if a != b {
        return Some("both values to select must have same type");
    }
    if a == TypeTable::TOKEN {
        return Some("select values cannot have token type");
    }
    if let Some(shape) = vector_shape(tt, cond) {
        if tt.scalar_type(cond) != TypeTable::I1 {
            return Some("vector select condition element type must be i1");
        }
        match vector_shape(tt, a) {
            None => return Some("selected values for vector select must be vectors"),
            Some(s) if s != shape => {
                return Some("vector select requires selected vectors to have the same vector length as select condition")
            }
            _ => {}
        }
    } else if cond != TypeTable::I1 {
        return Some("select condition must be i1 or <n x i1>");
    }
    None
}
