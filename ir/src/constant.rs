//! Constants: every constant of a module (numbers, aggregates, globals' addresses, constant
//! expressions, …) is interned once in the module's `ConstPool` and named by a `ConstId`, so
//! equal constants are equal ids.

use crate::inst::{BinOp, CastOp, FloatPred, IntPred};
use crate::module::GlobalId;
use crate::types::TypeId;
use crate::value::BlockId;
use crate::hashing::{fx_hash, IdTable};

/// An interned constant, valid within the module's `ConstPool`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ConstId(pub u32);

/// The value of an integer constant, truncated to its type's width. Widths up to 64 bits
/// are stored inline; wider ones as little-endian 64-bit words (no trailing zero words, so
/// equal values are equal representations).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum IntValue {
    Small(u64),
    Big(Box<[u64]>),
}

impl IntValue {
    /// Builds a value from little-endian words, masked to `bits` and normalized.
    pub fn from_words(words: &[u64], bits: u32) -> IntValue {
        let nwords = (bits as usize).div_ceil(64);
        let mut w: Vec<u64> = words.iter().copied().take(nwords).collect();
        w.resize(nwords, 0);
        if bits % 64 != 0 {
            if let Some(last) = w.last_mut() {
                *last &= (1u64 << (bits % 64)) - 1;
            }
        }
        while w.len() > 1 && *w.last().unwrap() == 0 {
            w.pop();
        }
        if w.len() <= 1 {
            IntValue::Small(w.first().copied().unwrap_or(0))
        } else {
            IntValue::Big(w.into_boxed_slice())
        }
    }

    pub fn from_u64(v: u64, bits: u32) -> IntValue {
        IntValue::from_words(&[v], bits)
    }

    /// Sign-extends a 64-bit value into `bits` bits.
    pub fn from_i64(v: i64, bits: u32) -> IntValue {
        let nwords = (bits as usize).div_ceil(64).max(1);
        let fill = if v < 0 { u64::MAX } else { 0 };
        let mut w = vec![fill; nwords];
        w[0] = v as u64;
        IntValue::from_words(&w, bits)
    }

    /// Little-endian words (at least one).
    pub fn words(&self) -> &[u64] {
        match self {
            IntValue::Small(v) => std::slice::from_ref(v),
            IntValue::Big(w) => w,
        }
    }

    /// The low 64 bits.
    pub fn low_u64(&self) -> u64 {
        self.words()[0]
    }

    /// The value if it fits in 64 bits unsigned.
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            IntValue::Small(v) => Some(*v),
            IntValue::Big(_) => None,
        }
    }

    /// The value interpreted as signed `bits`-wide, if it fits in an i64.
    pub fn as_i64(&self, bits: u32) -> Option<i64> {
        if bits <= 64 {
            let v = self.low_u64();
            if bits == 0 {
                return Some(0);
            }
            let shift = 64 - bits;
            return Some(((v << shift) as i64) >> shift);
        }
        // Wider: fits if all bits above 63 equal bit 63.
        let w = self.words();
        let nwords = (bits as usize).div_ceil(64);
        let sign = self.bit(bits - 1);
        let lowsign = (w[0] >> 63) & 1 == 1;
        if sign != lowsign {
            return None;
        }
        for i in 1..nwords {
            let word = w.get(i).copied().unwrap_or(0);
            let expected = if sign {
                if i == nwords - 1 && bits % 64 != 0 {
                    (1u64 << (bits % 64)) - 1
                } else {
                    u64::MAX
                }
            } else {
                0
            };
            if word != expected {
                return None;
            }
        }
        Some(w[0] as i64)
    }

    pub fn bit(&self, i: u32) -> bool {
        let w = self.words();
        w.get((i / 64) as usize).is_some_and(|word| (word >> (i % 64)) & 1 == 1)
    }

    pub fn is_zero(&self) -> bool {
        self.words().iter().all(|w| *w == 0)
    }
}

/// One constant. Aggregates, expressions and globals' addresses refer to other constants by
/// id.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Const {
    /// An integer of type `iN` (also `true`/`false` for `i1`).
    Int(TypeId, IntValue),
    /// A floating-point value as its IEEE (or x87 / double-double) bit pattern.
    Float(TypeId, u128),
    /// `null` of a pointer type.
    Null(TypeId),
    /// `none` of type `token`.
    NoneToken,
    Undef(TypeId),
    Poison(TypeId),
    /// `zeroinitializer` of any type.
    Zero(TypeId),
    /// `[ ... ]` of an array type.
    Array(TypeId, Box<[ConstId]>),
    /// `{ ... }` / `<{ ... }>` of a struct type.
    Struct(TypeId, Box<[ConstId]>),
    /// `< ... >` of a vector type.
    Vector(TypeId, Box<[ConstId]>),
    /// `c"..."`: an array of `i8` given as bytes.
    Bytes(TypeId, Box<[u8]>),
    /// The address of a global variable, function, alias or ifunc.
    Global(GlobalId),
    /// `blockaddress(@f, %bb)`.
    BlockAddress { func: GlobalId, block: BlockId },
    /// `dso_local_equivalent @f`.
    DsoLocalEquivalent(GlobalId),
    /// `no_cfi @f`.
    NoCfi(GlobalId),
    /// `ptrauth (ptr @f, i32 key[, i64 disc[, ptr addrdisc]])`.
    PtrAuth { ptr: ConstId, key: ConstId, disc: ConstId, addr_disc: ConstId },
    /// A constant expression.
    Expr(Box<ConstExpr>),
}

impl Const {
    /// The type the constant carries itself; `None` for those typed by what they refer to
    /// (a global's address, `blockaddress`, `dso_local_equivalent`, `no_cfi`, `ptrauth`).
    #[inline]
    pub fn own_type(&self) -> Option<TypeId> {
        match self {
            Const::Int(t, _)
            | Const::Float(t, _)
            | Const::Null(t)
            | Const::Undef(t)
            | Const::Poison(t)
            | Const::Zero(t)
            | Const::Array(t, _)
            | Const::Struct(t, _)
            | Const::Vector(t, _)
            | Const::Bytes(t, _) => Some(*t),
            Const::NoneToken => Some(crate::types::TypeTable::TOKEN),
            Const::Expr(e) => Some(e.ty),
            Const::Global(_)
            | Const::BlockAddress { .. }
            | Const::DsoLocalEquivalent(_)
            | Const::NoCfi(_)
            | Const::PtrAuth { .. } => None,
        }
    }
}

/// The operation of a constant expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExprOp {
    Binary(BinOp),
    Cast(CastOp),
    /// `getelementptr`; `source_ty` is set.
    Gep,
    ICmp(IntPred),
    FCmp(FloatPred),
    ExtractElement,
    InsertElement,
    /// `shufflevector`; the mask is the third operand.
    ShuffleVector,
    Select,
}

/// A constant expression: an operation applied to constant operands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstExpr {
    pub op: ExprOp,
    /// The result type.
    pub ty: TypeId,
    pub operands: Box<[ConstId]>,
    /// `crate::inst::flags` bits (nuw, nsw, exact, inbounds, …).
    pub flags: u16,
    /// The source element type of a `getelementptr`.
    pub source_ty: Option<TypeId>,
    /// `inrange(lo, hi)` of a `getelementptr`.
    pub inrange: Option<(i64, i64)>,
}

/// The interning table of a module's constants: the constants in an arena, found again
/// through an `IdTable` of their hashes.
#[derive(Clone, Default)]
pub struct ConstPool {
    consts: Vec<Const>,
    table: IdTable,
}

impl ConstPool {
    pub fn new() -> Self {
        Self::default()
    }

    /// Returns the id of `c`, adding it if it is new.
    pub fn intern(&mut self, c: Const) -> ConstId {
        let hash = fx_hash(&c);
        if let Some(id) = self.table.find(hash, |id| self.consts[id as usize] == c) {
            return ConstId(id);
        }
        let id = self.consts.len() as u32;
        self.consts.push(c);
        let consts = &self.consts;
        self.table.insert(hash, id, |i| fx_hash(&consts[i as usize]));
        ConstId(id)
    }

    /// The id of `c` if it has been interned.
    pub fn lookup(&self, c: &Const) -> Option<ConstId> {
        self.table.find(fx_hash(c), |id| self.consts[id as usize] == *c).map(ConstId)
    }

    pub fn get(&self, id: ConstId) -> &Const {
        &self.consts[id.0 as usize]
    }

    pub fn len(&self) -> usize {
        self.consts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.consts.is_empty()
    }

    /// Copies of the constants from id `from` on, for a replica (`extend_replica`).
    pub(crate) fn tail(&self, from: usize) -> Vec<Const> {
        self.consts[from..].to_vec()
    }

    /// Appends constants copied by `tail` from the pool this one replicates, so that
    /// they keep their ids. A replica is only read by id: it is not indexed for `intern`
    /// and `lookup` (hashing every constant, long strings among them, cost the replica's
    /// thread milliseconds).
    pub(crate) fn extend_replica(&mut self, tail: Vec<Const>) {
        self.consts.extend(tail);
    }

    pub fn iter(&self) -> impl Iterator<Item = (ConstId, &Const)> {
        self.consts.iter().enumerate().map(|(i, c)| (ConstId(i as u32), c))
    }

    /// Renames every global referenced by a constant through `f`, which must be a
    /// bijection (so constants stay distinct and keep their ids). Used when the globals
    /// are reordered (`Module::reorder_globals`).
    pub fn remap_globals(&mut self, f: impl Fn(GlobalId) -> GlobalId) {
        let mut changed = false;
        for c in &mut self.consts {
            match c {
                Const::Global(g) | Const::DsoLocalEquivalent(g) | Const::NoCfi(g) | Const::BlockAddress { func: g, .. } => {
                    *g = f(*g);
                    changed = true;
                }
                _ => {}
            }
        }
        if changed {
            let mut table = IdTable::with_capacity(self.consts.len());
            let consts = &self.consts;
            for (i, c) in consts.iter().enumerate() {
                table.insert(fx_hash(c), i as u32, |j| fx_hash(&consts[j as usize]));
            }
            self.table = table;
        }
    }
}
