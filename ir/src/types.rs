//! The type system: every LLVM type is interned once in a module's `TypeTable` and named by
//! a `TypeId`, so type equality is index equality. Identified (named) structs are the one
//! exception to structural interning: each name is its own type, and its body may be set
//! after it is first referenced (forward references, recursive types).

use crate::hashing::{FxHasher, IdTable};
use crate::interner::Sym;
use std::hash::{Hash, Hasher};

/// An interned type, valid within the `TypeTable` that made it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub u32);

/// Maximum width of an integer type (`iN`), as the Language Reference defines it.
pub const MAX_INT_BITS: u32 = (1 << 23) - 1;

/// The floating-point formats of the Language Reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// IEEE binary16 (`half`).
    Half,
    /// bfloat16 (`bfloat`).
    BFloat,
    /// IEEE binary32 (`float`).
    Float,
    /// IEEE binary64 (`double`).
    Double,
    /// x87 80-bit extended precision (`x86_fp80`).
    X86Fp80,
    /// IEEE binary128 (`fp128`).
    Fp128,
    /// PowerPC double-double (`ppc_fp128`).
    PpcFp128,
}

impl FloatKind {
    /// Width of the value's bit pattern (not its storage size).
    pub fn bits(self) -> u32 {
        match self {
            FloatKind::Half | FloatKind::BFloat => 16,
            FloatKind::Float => 32,
            FloatKind::Double => 64,
            FloatKind::X86Fp80 => 80,
            FloatKind::Fp128 | FloatKind::PpcFp128 => 128,
        }
    }

    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::Half => "half",
            FloatKind::BFloat => "bfloat",
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::X86Fp80 => "x86_fp80",
            FloatKind::Fp128 => "fp128",
            FloatKind::PpcFp128 => "ppc_fp128",
        }
    }
}

/// One LLVM type. Aggregates refer to their element types by `TypeId`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Void,
    Label,
    Token,
    Metadata,
    /// `x86_amx`: the AMX tile type.
    X86Amx,
    /// `iN`, 1 <= N <= 2^23-1.
    Int(u32),
    Float(FloatKind),
    /// `ptr addrspace(N)`; all pointers are opaque.
    Ptr { addrspace: u32 },
    /// `<N x T>` or `<vscale x N x T>`.
    Vector { elem: TypeId, len: u32, scalable: bool },
    /// `[N x T]`.
    Array { elem: TypeId, len: u64 },
    /// A literal struct `{ T, ... }` or packed `<{ T, ... }>`.
    Struct { fields: Box<[TypeId]>, packed: bool },
    /// An identified struct `%name`; its body lives in `TypeTable::named`.
    Named(u32),
    /// `R (P, ...)`, possibly variadic.
    Function { ret: TypeId, params: Box<[TypeId]>, varargs: bool },
    /// `target("name", T..., N...)`.
    TargetExt { name: Sym, types: Box<[TypeId]>, ints: Box<[u32]> },
}

/// An identified struct type: a name, and a body unless it is opaque.
#[derive(Clone, Debug)]
pub struct NamedStruct {
    /// `None` for numbered identified structs (`%0 = type {...}`).
    pub name: Option<Sym>,
    pub body: Option<StructBody>,
    pub id: TypeId,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructBody {
    pub fields: Box<[TypeId]>,
    pub packed: bool,
}

/// The interning table of a module's types: the types in an arena, found again through
/// an `IdTable` of their hashes (`type_hash`).
#[derive(Clone)]
pub struct TypeTable {
    types: Vec<Type>,
    table: IdTable,
    /// Identified structs in creation order.
    pub named: Vec<NamedStruct>,
    /// How many times a struct body has been set (so that a replica knows when its
    /// bodies are out of date).
    body_sets: u32,
}

/// What a replica of a type table lacks (see `TypeTable::delta`).
pub(crate) struct TypeDelta {
    types: Vec<Type>,
    /// The identified structs, when they changed.
    named: Option<Vec<NamedStruct>>,
}

impl Default for TypeTable {
    fn default() -> Self {
        Self::new()
    }
}

/// Types every module has, at fixed ids, so hot code need not look them up.
impl TypeTable {
    pub const VOID: TypeId = TypeId(0);
    pub const LABEL: TypeId = TypeId(1);
    pub const TOKEN: TypeId = TypeId(2);
    pub const METADATA: TypeId = TypeId(3);
    pub const I1: TypeId = TypeId(4);
    pub const I8: TypeId = TypeId(5);
    pub const I16: TypeId = TypeId(6);
    pub const I32: TypeId = TypeId(7);
    pub const I64: TypeId = TypeId(8);
    pub const PTR: TypeId = TypeId(9);
    pub const FLOAT: TypeId = TypeId(10);
    pub const DOUBLE: TypeId = TypeId(11);

    pub fn new() -> Self {
        let mut t = TypeTable { types: Vec::new(), table: IdTable::new(), named: Vec::new(), body_sets: 0 };
        for ty in [
            Type::Void,
            Type::Label,
            Type::Token,
            Type::Metadata,
            Type::Int(1),
            Type::Int(8),
            Type::Int(16),
            Type::Int(32),
            Type::Int(64),
            Type::Ptr { addrspace: 0 },
            Type::Float(FloatKind::Float),
            Type::Float(FloatKind::Double),
        ] {
            t.intern(ty);
        }
        t
    }

    /// Returns the id of `ty`, adding it if it is new.
    pub fn intern(&mut self, ty: Type) -> TypeId {
        let hash = type_hash(&ty);
        if let Some(id) = self.table.find(hash, |id| self.types[id as usize] == ty) {
            return TypeId(id);
        }
        self.push(hash, ty)
    }

    fn push(&mut self, hash: u64, ty: Type) -> TypeId {
        let id = self.types.len() as u32;
        self.types.push(ty);
        let types = &self.types;
        self.table.insert(hash, id, |i| type_hash(&types[i as usize]));
        TypeId(id)
    }

    /// The id of `ty` if it has been interned (identified structs are found by id only).
    pub fn lookup(&self, ty: &Type) -> Option<TypeId> {
        self.table.find(type_hash(ty), |id| self.types[id as usize] == *ty).map(TypeId)
    }

    pub fn get(&self, id: TypeId) -> &Type {
        &self.types[id.0 as usize]
    }

    pub fn len(&self) -> usize {
        self.types.len()
    }

    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    pub fn int(&mut self, bits: u32) -> TypeId {
        match bits {
            1 => Self::I1,
            8 => Self::I8,
            16 => Self::I16,
            32 => Self::I32,
            64 => Self::I64,
            _ => self.intern(Type::Int(bits)),
        }
    }

    pub fn float(&mut self, kind: FloatKind) -> TypeId {
        self.intern(Type::Float(kind))
    }

    pub fn ptr(&mut self, addrspace: u32) -> TypeId {
        if addrspace == 0 {
            return Self::PTR;
        }
        self.intern(Type::Ptr { addrspace })
    }

    pub fn array(&mut self, elem: TypeId, len: u64) -> TypeId {
        self.intern(Type::Array { elem, len })
    }

    pub fn vector(&mut self, elem: TypeId, len: u32, scalable: bool) -> TypeId {
        self.intern(Type::Vector { elem, len, scalable })
    }

    pub fn struct_literal(&mut self, fields: &[TypeId], packed: bool) -> TypeId {
        // Probed with the borrowed fields: no allocation when the type exists.
        let hash = struct_hash(fields, packed);
        let found = self.table.find(hash, |id| {
            matches!(&self.types[id as usize], Type::Struct { fields: f, packed: p } if **f == *fields && *p == packed)
        });
        match found {
            Some(id) => TypeId(id),
            None => self.push(hash, Type::Struct { fields: fields.into(), packed }),
        }
    }

    pub fn function(&mut self, ret: TypeId, params: &[TypeId], varargs: bool) -> TypeId {
        let hash = function_hash(ret, params, varargs);
        let found = self.table.find(hash, |id| {
            matches!(&self.types[id as usize], Type::Function { ret: r, params: p, varargs: v }
                if *r == ret && **p == *params && *v == varargs)
        });
        match found {
            Some(id) => TypeId(id),
            None => self.push(hash, Type::Function { ret, params: params.into(), varargs }),
        }
    }

    /// Creates a new identified struct (opaque until `set_struct_body`). `name` is `None`
    /// for numbered ones.
    pub fn new_named_struct(&mut self, name: Option<Sym>) -> TypeId {
        let index = self.named.len() as u32;
        let ty = Type::Named(index);
        let id = self.push(type_hash(&ty), ty);
        self.named.push(NamedStruct { name, body: None, id });
        id
    }

    /// Sets the body of an identified struct.
    pub fn set_struct_body(&mut self, id: TypeId, fields: &[TypeId], packed: bool) {
        if let Type::Named(i) = self.types[id.0 as usize] {
            self.named[i as usize].body = Some(StructBody { fields: fields.into(), packed });
            self.body_sets += 1;
        }
    }

    /// What a replica of this table that was up to date when it had `types` types and
    /// `body_sets` body changes lacks now (`None`: nothing), for `apply_delta` on the
    /// replica. Cheap when little changed: only new types are copied, and the identified
    /// structs only when one was added or given a body.
    pub(crate) fn delta(&self, types: usize, named: usize, body_sets: u32) -> Option<TypeDelta> {
        let named_changed = named != self.named.len() || body_sets != self.body_sets;
        (types != self.types.len() || named_changed).then(|| TypeDelta {
            types: self.types[types..].to_vec(),
            named: named_changed.then(|| self.named.clone()),
        })
    }

    /// How many times a struct body has been set.
    pub(crate) fn body_sets(&self) -> u32 {
        self.body_sets
    }

    /// Brings a replica up to date with the table `delta` was taken from.
    pub(crate) fn apply_delta(&mut self, delta: TypeDelta) {
        for ty in delta.types {
            self.push(type_hash(&ty), ty);
        }
        if let Some(named) = delta.named {
            self.named = named;
        }
    }

    /// The identified struct behind `id`, if it is one.
    pub fn named_struct(&self, id: TypeId) -> Option<&NamedStruct> {
        match self.get(id) {
            Type::Named(i) => Some(&self.named[*i as usize]),
            _ => None,
        }
    }

    // ---- queries ----

    pub fn is_void(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Void)
    }

    pub fn is_int(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Int(_))
    }

    pub fn int_bits(&self, id: TypeId) -> Option<u32> {
        match self.get(id) {
            Type::Int(b) => Some(*b),
            _ => None,
        }
    }

    pub fn is_float(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Float(_))
    }

    pub fn float_kind(&self, id: TypeId) -> Option<FloatKind> {
        match self.get(id) {
            Type::Float(k) => Some(*k),
            _ => None,
        }
    }

    pub fn is_ptr(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Ptr { .. })
    }

    pub fn is_vector(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Vector { .. })
    }

    /// The element type of a vector, or the type itself for scalars.
    pub fn scalar_type(&self, id: TypeId) -> TypeId {
        match self.get(id) {
            Type::Vector { elem, .. } => *elem,
            _ => id,
        }
    }

    pub fn is_int_or_int_vector(&self, id: TypeId) -> bool {
        self.is_int(self.scalar_type(id))
    }

    pub fn is_float_or_float_vector(&self, id: TypeId) -> bool {
        self.is_float(self.scalar_type(id))
    }

    pub fn is_ptr_or_ptr_vector(&self, id: TypeId) -> bool {
        self.is_ptr(self.scalar_type(id))
    }

    pub fn is_aggregate(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Array { .. } | Type::Struct { .. } | Type::Named(_))
    }

    pub fn is_function(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Function { .. })
    }

    /// Whether values of this type may be the operands and results of ordinary
    /// instructions ("first class" in the Language Reference).
    pub fn is_first_class(&self, id: TypeId) -> bool {
        !matches!(self.get(id), Type::Void | Type::Function { .. } | Type::Label | Type::Metadata)
            && !self.is_opaque_struct(id)
    }

    pub fn is_opaque_struct(&self, id: TypeId) -> bool {
        matches!(self.named_struct(id), Some(NamedStruct { body: None, .. }))
    }

    /// Struct fields (literal or identified), if `id` is a struct with a body.
    pub fn struct_fields(&self, id: TypeId) -> Option<(&[TypeId], bool)> {
        match self.get(id) {
            Type::Struct { fields, packed } => Some((fields, *packed)),
            Type::Named(i) => self.named[*i as usize].body.as_ref().map(|b| (&b.fields[..], b.packed)),
            _ => None,
        }
    }

    /// The type at aggregate index `index` (struct field, array or vector element).
    pub fn element_type(&self, id: TypeId, index: u64) -> Option<TypeId> {
        match self.get(id) {
            Type::Array { elem, len } => (index < *len).then_some(*elem),
            Type::Vector { elem, .. } => Some(*elem),
            _ => self.struct_fields(id).and_then(|(f, _)| f.get(index as usize).copied()),
        }
    }

    /// Number of elements in an array, vector (minimum for scalable) or struct.
    pub fn aggregate_len(&self, id: TypeId) -> Option<u64> {
        match self.get(id) {
            Type::Array { len, .. } => Some(*len),
            Type::Vector { len, .. } => Some(*len as u64),
            _ => self.struct_fields(id).map(|(f, _)| f.len() as u64),
        }
    }

    /// `(ret, params, varargs)` of a function type.
    pub fn function_sig(&self, id: TypeId) -> Option<(TypeId, &[TypeId], bool)> {
        match self.get(id) {
            Type::Function { ret, params, varargs } => Some((*ret, params, *varargs)),
            _ => None,
        }
    }

    /// For a vector type, the same-shaped vector of `elem`; for a scalar, `elem` itself.
    pub fn with_scalar(&mut self, shape: TypeId, elem: TypeId) -> TypeId {
        match *self.get(shape) {
            Type::Vector { len, scalable, .. } => self.vector(elem, len, scalable),
            _ => elem,
        }
    }

    /// Whether the type (transitively) contains a scalable vector.
    pub fn is_scalable(&self, id: TypeId) -> bool {
        match self.get(id) {
            Type::Vector { scalable, .. } => *scalable,
            Type::Array { elem, .. } => self.is_scalable(*elem),
            _ => self.struct_fields(id).is_some_and(|(f, _)| f.iter().any(|t| self.is_scalable(*t))),
        }
    }

    /// Whether the type has a size (opaque structs, functions, labels, … do not).
    pub fn is_sized(&self, id: TypeId) -> bool {
        self.is_sized_inner(id, 0)
    }

    fn is_sized_inner(&self, id: TypeId, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        match self.get(id) {
            Type::Int(_) | Type::Float(_) | Type::Ptr { .. } | Type::X86Amx => true,
            Type::Vector { .. } => true,
            Type::Array { elem, .. } => self.is_sized_inner(*elem, depth + 1),
            Type::Struct { fields, .. } => fields.iter().all(|f| self.is_sized_inner(*f, depth + 1)),
            Type::Named(i) => match &self.named[*i as usize].body {
                Some(b) => b.fields.iter().all(|f| self.is_sized_inner(*f, depth + 1)),
                None => false,
            },
            Type::TargetExt { .. } => true,
            _ => false,
        }
    }
}

/// The hash interning uses for a type. Literal structs and function types are hashed from
/// their parts, so `struct_literal` and `function` can probe with borrowed slices.
fn type_hash(t: &Type) -> u64 {
    match t {
        Type::Struct { fields, packed } => struct_hash(fields, *packed),
        Type::Function { ret, params, varargs } => function_hash(*ret, params, *varargs),
        other => {
            let mut h = FxHasher::default();
            other.hash(&mut h);
            h.finish()
        }
    }
}

fn ids_hash(h: &mut FxHasher, ids: &[TypeId]) {
    h.write_usize(ids.len());
    for t in ids {
        h.write_u32(t.0);
    }
}

fn struct_hash(fields: &[TypeId], packed: bool) -> u64 {
    let mut h = FxHasher::default();
    h.write_u8(1);
    h.write_u8(packed as u8);
    ids_hash(&mut h, fields);
    h.finish()
}

fn function_hash(ret: TypeId, params: &[TypeId], varargs: bool) -> u64 {
    let mut h = FxHasher::default();
    h.write_u8(2);
    h.write_u32(ret.0);
    h.write_u8(varargs as u8);
    ids_hash(&mut h, params);
    h.finish()
}
