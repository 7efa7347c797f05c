//! Value types of DAG values (LLVM's MVT/EVT in one small `Copy` type): integers of any
//! width, the floating-point formats, fixed-length vectors of those, and the non-data
//! types `Chain` (memory/side-effect ordering) and `Glue` (ties a node to the next one,
//! e.g. argument-register copies to their call). The type legalizer maps every type the
//! target lacks onto the ones it has; `TypeAction` says how.

use rllc_ir::types::{FloatKind, Type, TypeId, TypeTable};
use std::fmt;

/// A scalar element type (of a vector, or a scalar value itself).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Scalar {
    /// `iN` (N ≥ 1).
    Int(u32),
    F16,
    BF16,
    F32,
    F64,
    /// x87 80-bit extended.
    F80,
    /// IEEE binary128.
    F128,
    /// PowerPC double-double.
    PpcF128,
    /// Placeholder for the `Default` impl (never a real element).
    #[default]
    None,
}

impl Scalar {
    pub fn bits(self) -> u32 {
        match self {
            Scalar::Int(b) => b,
            Scalar::F16 | Scalar::BF16 => 16,
            Scalar::F32 => 32,
            Scalar::F64 => 64,
            Scalar::F80 => 80,
            Scalar::F128 | Scalar::PpcF128 => 128,
            Scalar::None => 0,
        }
    }
    pub fn is_float(self) -> bool {
        !matches!(self, Scalar::Int(_) | Scalar::None)
    }
}

/// The type of one DAG value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum VT {
    /// A scalar integer or float.
    S(Scalar),
    /// A fixed-length vector `<len x elem>`.
    V(Scalar, u32),
    /// Orders memory operations and side effects.
    Chain,
    /// Binds a node to its glued user (they are selected as one unit).
    Glue,
    /// Nothing (placeholder, `Default`).
    #[default]
    Other,
}

impl VT {
    pub const I1: VT = VT::S(Scalar::Int(1));
    pub const I8: VT = VT::S(Scalar::Int(8));
    pub const I16: VT = VT::S(Scalar::Int(16));
    pub const I32: VT = VT::S(Scalar::Int(32));
    pub const I64: VT = VT::S(Scalar::Int(64));
    pub const I128: VT = VT::S(Scalar::Int(128));
    pub const F16: VT = VT::S(Scalar::F16);
    pub const BF16: VT = VT::S(Scalar::BF16);
    pub const F32: VT = VT::S(Scalar::F32);
    pub const F64: VT = VT::S(Scalar::F64);
    pub const F80: VT = VT::S(Scalar::F80);
    pub const F128: VT = VT::S(Scalar::F128);

    pub fn int(bits: u32) -> VT {
        VT::S(Scalar::Int(bits))
    }

    pub fn vec(elem: Scalar, len: u32) -> VT {
        VT::V(elem, len)
    }

    pub fn is_int(self) -> bool {
        matches!(self, VT::S(Scalar::Int(_)))
    }
    pub fn is_float(self) -> bool {
        matches!(self, VT::S(s) if s.is_float())
    }
    pub fn is_vector(self) -> bool {
        matches!(self, VT::V(..))
    }
    pub fn is_int_or_int_vector(self) -> bool {
        matches!(self.scalar(), Some(Scalar::Int(_)))
    }
    pub fn is_float_or_float_vector(self) -> bool {
        self.scalar().is_some_and(|s| s.is_float())
    }
    /// Chain, Glue or Other: no data.
    pub fn is_non_data(self) -> bool {
        matches!(self, VT::Chain | VT::Glue | VT::Other)
    }

    /// The scalar, or the vector's element.
    pub fn scalar(self) -> Option<Scalar> {
        match self {
            VT::S(s) | VT::V(s, _) => Some(s),
            _ => None,
        }
    }

    /// The element type as a `VT` (the type itself for scalars).
    pub fn elem(self) -> VT {
        match self {
            VT::V(s, _) => VT::S(s),
            v => v,
        }
    }

    pub fn vec_len(self) -> u32 {
        match self {
            VT::V(_, n) => n,
            _ => 1,
        }
    }

    /// Width in bits of the whole value (0 for non-data types).
    pub fn bits(self) -> u32 {
        match self {
            VT::S(s) => s.bits(),
            VT::V(s, n) => s.bits().saturating_mul(n),
            _ => 0,
        }
    }

    /// The integer width of a scalar integer type.
    pub fn int_bits(self) -> Option<u32> {
        match self {
            VT::S(Scalar::Int(b)) => Some(b),
            _ => None,
        }
    }

    /// The integer type (or vector of integers) of the same shape and width: the type a
    /// float is softened into, and the type of bitwise tricks on floats.
    pub fn to_int(self) -> VT {
        match self {
            VT::S(s) => VT::int(s.bits()),
            VT::V(s, n) => VT::V(Scalar::Int(s.bits()), n),
            v => v,
        }
    }

    /// Same shape, other element.
    pub fn with_elem(self, e: Scalar) -> VT {
        match self {
            VT::V(_, n) => VT::V(e, n),
            _ => VT::S(e),
        }
    }

    /// The type of an IR type, for first-class scalars and vectors; `None` for aggregates,
    /// scalable vectors and the rest (see `value_vts` for aggregates).
    pub fn from_ir(tt: &TypeTable, ptr_bits: u32, ty: TypeId) -> Option<VT> {
        Some(match tt.get(ty) {
            Type::Int(b) => VT::int(*b),
            Type::Float(k) => VT::S(scalar_of_float(*k)),
            Type::Ptr { .. } => VT::int(ptr_bits),
            Type::Vector { elem, len, scalable: false } => {
                let e = match tt.get(*elem) {
                    Type::Int(b) => Scalar::Int(*b),
                    Type::Float(k) => scalar_of_float(*k),
                    Type::Ptr { .. } => Scalar::Int(ptr_bits),
                    _ => return None,
                };
                VT::V(e, *len)
            }
            _ => return None,
        })
    }
}

fn scalar_of_float(k: FloatKind) -> Scalar {
    match k {
        FloatKind::Half => Scalar::F16,
        FloatKind::BFloat => Scalar::BF16,
        FloatKind::Float => Scalar::F32,
        FloatKind::Double => Scalar::F64,
        FloatKind::X86Fp80 => Scalar::F80,
        FloatKind::Fp128 => Scalar::F128,
        FloatKind::PpcFp128 => Scalar::PpcF128,
    }
}

impl fmt::Debug for Scalar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scalar::Int(b) => write!(f, "i{b}"),
            Scalar::F16 => write!(f, "f16"),
            Scalar::BF16 => write!(f, "bf16"),
            Scalar::F32 => write!(f, "f32"),
            Scalar::F64 => write!(f, "f64"),
            Scalar::F80 => write!(f, "f80"),
            Scalar::F128 => write!(f, "f128"),
            Scalar::PpcF128 => write!(f, "ppcf128"),
            Scalar::None => write!(f, "none"),
        }
    }
}

impl fmt::Debug for VT {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VT::S(s) => write!(f, "{s:?}"),
            VT::V(s, n) => write!(f, "v{n}{s:?}"),
            VT::Chain => write!(f, "ch"),
            VT::Glue => write!(f, "glue"),
            VT::Other => write!(f, "other"),
        }
    }
}

/// How the type legalizer treats a type the target does not have (LLVM's
/// `LegalizeTypeAction`). Every illegal type becomes `count` values of type `part`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TypeAction {
    /// The target has it.
    Legal,
    /// A small integer computed in a wider legal one (`part`, count 1); the extra high
    /// bits are unspecified unless an operation needs them.
    PromoteInt,
    /// A wide integer split into `count` legal integers, least significant first.
    ExpandInt,
    /// A float without hardware, carried as its bit pattern in integer parts (which
    /// may themselves be expanded: f128 → 2 × i64); operations become libcalls.
    SoftenFloat,
    /// `half` without arithmetic: carried as its 16 bits (promoted integer part), and
    /// computed in `f32` through conversions.
    SoftPromoteHalf,
    /// A vector split into `count` legal vectors of `part`.
    SplitVector,
    /// A vector computed element by element (`count` scalars of `part`).
    ScalarizeVector,
}

/// The decision for one type: the action and the legal type and number of parts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TypeConversion {
    pub action: TypeAction,
    pub part: VT,
    pub count: u32,
}

impl TypeConversion {
    pub fn legal(vt: VT) -> Self {
        TypeConversion { action: TypeAction::Legal, part: vt, count: 1 }
    }
}

/// The default type conversion given a predicate saying which types are legal (LLVM's
/// `getTypeConversion`, simplified): integers promote to the smallest wider legal
/// integer or expand into the widest legal one (after rounding up to a power of two);
/// floats soften into integers of their width (half: soft-promoted); vectors split in
/// halves while a smaller legal vector of the element exists, else are scalarized.
pub fn default_type_conversion(vt: VT, is_legal: &dyn Fn(VT) -> bool) -> TypeConversion {
    if vt.is_non_data() || is_legal(vt) {
        return TypeConversion::legal(vt);
    }
    match vt {
        VT::S(Scalar::Int(bits)) => {
            let widest = (1..=7).rev().map(|i| 8u32 << i >> 1).find(|&b| is_legal(VT::int(b))).unwrap_or(64);
            // The smallest legal integer wider than `bits`.
            let mut w = 8;
            while w <= widest {
                if w > bits && is_legal(VT::int(w)) {
                    return TypeConversion { action: TypeAction::PromoteInt, part: VT::int(w), count: 1 };
                }
                w *= 2;
            }
            let rounded = bits.next_power_of_two().max(widest);
            TypeConversion { action: TypeAction::ExpandInt, part: VT::int(widest), count: rounded / widest }
        }
        VT::S(Scalar::F16) | VT::S(Scalar::BF16) => {
            let c = default_type_conversion(VT::I16, is_legal);
            TypeConversion { action: TypeAction::SoftPromoteHalf, part: c.part, count: c.count }
        }
        VT::S(s) => {
            // x87's 80 bits are carried in 128 (their allocation size everywhere).
            let bits = if s == Scalar::F80 { 128 } else { s.bits() };
            let c = default_type_conversion(VT::int(bits), is_legal);
            TypeConversion { action: TypeAction::SoftenFloat, part: c.part, count: c.count }
        }
        VT::V(e, n) => {
            let mut len = n;
            while len > 1 && len % 2 == 0 {
                len /= 2;
                if is_legal(VT::V(e, len)) {
                    return TypeConversion { action: TypeAction::SplitVector, part: VT::V(e, len), count: n / len };
                }
            }
            TypeConversion { action: TypeAction::ScalarizeVector, part: VT::S(e), count: n }
        }
        _ => TypeConversion::legal(vt),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    fn legal(vt: VT) -> bool {
        matches!(vt, VT::S(Scalar::Int(32)) | VT::S(Scalar::Int(64)) | VT::S(Scalar::F32) | VT::S(Scalar::F64) | VT::V(Scalar::Int(32), 4))
    }
    #[test]
    fn conversions() {
        let c = default_type_conversion(VT::I8, &legal);
        assert_eq!((c.action, c.part, c.count), (TypeAction::PromoteInt, VT::I32, 1));
        let c = default_type_conversion(VT::I128, &legal);
        assert_eq!((c.action, c.part, c.count), (TypeAction::ExpandInt, VT::I64, 2));
        let c = default_type_conversion(VT::int(65), &legal);
        assert_eq!((c.action, c.part, c.count), (TypeAction::ExpandInt, VT::I64, 2));
        let c = default_type_conversion(VT::F128, &legal);
        assert_eq!((c.action, c.part, c.count), (TypeAction::SoftenFloat, VT::I64, 2));
        let c = default_type_conversion(VT::V(Scalar::Int(32), 8), &legal);
        assert_eq!((c.action, c.part, c.count), (TypeAction::SplitVector, VT::V(Scalar::Int(32), 4), 2));
        let c = default_type_conversion(VT::V(Scalar::Int(8), 3), &legal);
        assert_eq!((c.action, c.part, c.count), (TypeAction::ScalarizeVector, VT::I8, 3));
    }
}
