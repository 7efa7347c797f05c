//! Fields of specialized metadata nodes, described once so that the parser and the printer
//! can handle every node generically: a `FieldSpec` says how a field is spelled, what kind
//! of value it holds (which fixes its syntax) and whether it is required; a `Field` is one
//! field's value in a kind-neutral form that the node structs convert to and from.

use crate::di::dwarf::{self, NameTable};
use crate::interner::Sym;
use crate::metadata::MdId;

/// What an empty string means in a string field (LLParser's `MDStringField::EmptyIs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EmptyIs {
    /// `""` is the same as an absent field (`None`).
    Null,
    /// `""` is kept as an empty string (`Some` of the empty symbol).
    Empty,
    /// `""` is rejected.
    Error,
}

/// The DWARF or LLVM enumerations a field can be written with by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DwarfEnum {
    Tag,
    AttEncoding,
    Lang,
    Virtuality,
    CallingConv,
    Macinfo,
    EmissionKind,
    NameTableKind,
    ChecksumKind,
}

impl DwarfEnum {
    pub fn table(self) -> &'static NameTable {
        match self {
            DwarfEnum::Tag => &dwarf::TAG,
            DwarfEnum::AttEncoding => &dwarf::ATE,
            DwarfEnum::Lang => &dwarf::LANG,
            DwarfEnum::Virtuality => &dwarf::VIRTUALITY,
            DwarfEnum::CallingConv => &dwarf::CC,
            DwarfEnum::Macinfo => &dwarf::MACINFO,
            DwarfEnum::EmissionKind => &dwarf::EMISSION_KIND,
            DwarfEnum::NameTableKind => &dwarf::NAME_TABLE_KIND,
            DwarfEnum::ChecksumKind => &dwarf::CHECKSUM_KIND,
        }
    }

    /// The largest value a number may give (LLVM's field limits).
    pub fn max(self) -> u64 {
        match self {
            DwarfEnum::Tag | DwarfEnum::Lang => 0xffff,
            DwarfEnum::AttEncoding | DwarfEnum::CallingConv | DwarfEnum::Macinfo => 0xff,
            DwarfEnum::Virtuality => 2,
            DwarfEnum::EmissionKind | DwarfEnum::NameTableKind | DwarfEnum::ChecksumKind => 3,
        }
    }

    /// What the value is called in messages ("expected DWARF tag").
    pub fn what(self) -> &'static str {
        match self {
            DwarfEnum::Tag => "DWARF tag",
            DwarfEnum::AttEncoding => "DWARF type attribute encoding",
            DwarfEnum::Lang => "DWARF language",
            DwarfEnum::Virtuality => "DWARF virtuality code",
            DwarfEnum::CallingConv => "DWARF calling convention",
            DwarfEnum::Macinfo => "DWARF macinfo type",
            DwarfEnum::EmissionKind => "emission kind",
            DwarfEnum::NameTableKind => "nameTable kind",
            DwarfEnum::ChecksumKind => "checksum kind",
        }
    }
}

/// Which flag word a flags field holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlagSet {
    /// `DIFlag*` (`DINode::DIFlags`).
    DI,
    /// `DISPFlag*` (`DISubprogram::DISPFlags`).
    SP,
}

/// The kind of a field: its value syntax and limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// A non-negative decimal up to `max`.
    Unsigned { max: u64 },
    /// A decimal in `[min, max]`.
    Signed { min: i64, max: i64 },
    /// `true` / `false`.
    Bool,
    /// A metadata operand (`!5`, `!"s"`, `!{...}`, `!DI...(...)`, `i32 7`) or `null`.
    Md { allow_null: bool },
    /// A quoted string, stored as an interned symbol.
    Str(EmptyIs),
    /// A constant written by name or number.
    Dwarf(DwarfEnum),
    /// `A | B | 12`.
    Flags(FlagSet),
    /// A signed decimal in `[min, max]` or a metadata operand.
    SignedOrMd { min: i64, max: i64, allow_null: bool },
    /// A decimal of any width (`DIEnumerator`'s value).
    BigInt,
    /// `{!1, null, !"s"}` (`GenericDINode`'s operands).
    MdList,
}

/// When a field is required in the input and when it is printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// Must be given; always printed.
    Req,
    /// May be omitted; always printed (LLVM prints it even when it has its default).
    Always,
    /// May be omitted; printed only when it differs from its default.
    Opt,
}

/// One field of a node kind.
#[derive(Clone, Copy, Debug)]
pub struct FieldSpec {
    /// The field's label in `.ll` text (`inlinedAt`).
    pub name: &'static str,
    pub kind: FieldKind,
    pub policy: Policy,
}

impl FieldSpec {
    pub const fn new(name: &'static str, kind: FieldKind, policy: Policy) -> FieldSpec {
        FieldSpec { name, kind, policy }
    }

    pub fn required(&self) -> bool {
        self.policy == Policy::Req
    }
}

// Field kinds, named after LLParser's field classes.
pub const fn unsigned(max: u64) -> FieldKind {
    FieldKind::Unsigned { max }
}
pub const fn signed(min: i64, max: i64) -> FieldKind {
    FieldKind::Signed { min, max }
}
pub const U64: FieldKind = unsigned(u64::MAX);
pub const U32: FieldKind = unsigned(u32::MAX as u64);
pub const LINE: FieldKind = U32;
pub const COLUMN: FieldKind = unsigned(u16::MAX as u64);
pub const BOOL: FieldKind = FieldKind::Bool;
pub const MD: FieldKind = FieldKind::Md { allow_null: true };
pub const MD_NONNULL: FieldKind = FieldKind::Md { allow_null: false };
pub const STR: FieldKind = FieldKind::Str(EmptyIs::Null);
pub const STR_KEEP_EMPTY: FieldKind = FieldKind::Str(EmptyIs::Empty);
pub const STR_NONEMPTY: FieldKind = FieldKind::Str(EmptyIs::Error);
pub const TAG: FieldKind = FieldKind::Dwarf(DwarfEnum::Tag);
pub const ATE: FieldKind = FieldKind::Dwarf(DwarfEnum::AttEncoding);
pub const LANG: FieldKind = FieldKind::Dwarf(DwarfEnum::Lang);
pub const CC: FieldKind = FieldKind::Dwarf(DwarfEnum::CallingConv);
pub const MACINFO: FieldKind = FieldKind::Dwarf(DwarfEnum::Macinfo);
pub const EMISSION_KIND: FieldKind = FieldKind::Dwarf(DwarfEnum::EmissionKind);
pub const NAME_TABLE_KIND: FieldKind = FieldKind::Dwarf(DwarfEnum::NameTableKind);
pub const CHECKSUM_KIND: FieldKind = FieldKind::Dwarf(DwarfEnum::ChecksumKind);
pub const DI_FLAGS: FieldKind = FieldKind::Flags(FlagSet::DI);
pub const SP_FLAGS: FieldKind = FieldKind::Flags(FlagSet::SP);
pub const SIGNED_OR_MD: FieldKind = FieldKind::SignedOrMd { min: i64::MIN, max: i64::MAX, allow_null: true };
pub const BIGINT: FieldKind = FieldKind::BigInt;
pub const MD_LIST: FieldKind = FieldKind::MdList;

/// A bound of `DISubrange` / `DIGenericSubrange` / `DICompositeType.rank`: absent, a
/// constant written as a number, or a metadata operand (a variable, an expression, or a
/// value such as `i64 5`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SignedOrMd {
    #[default]
    None,
    Int(i64),
    Md(MdId),
}

/// An integer of any width, as sign and magnitude (`DIEnumerator`'s value; LLVM keeps an
/// arbitrary-precision integer). The magnitude is little-endian 64-bit words without
/// trailing zero words; zero is never negative.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BigInt {
    pub negative: bool,
    pub magnitude: Vec<u64>,
}

impl BigInt {
    pub fn from_i128(v: i128) -> BigInt {
        let m = v.unsigned_abs();
        let mut b = BigInt { negative: v < 0, magnitude: vec![m as u64, (m >> 64) as u64] };
        b.normalize();
        b
    }

    pub fn from_u128(v: u128) -> BigInt {
        let mut b = BigInt { negative: false, magnitude: vec![v as u64, (v >> 64) as u64] };
        b.normalize();
        b
    }

    fn normalize(&mut self) {
        while self.magnitude.last() == Some(&0) {
            self.magnitude.pop();
        }
        if self.magnitude.is_empty() {
            self.negative = false;
        }
    }

    pub fn is_zero(&self) -> bool {
        self.magnitude.is_empty()
    }

    /// The value if it fits in an i128.
    pub fn to_i128(&self) -> Option<i128> {
        if self.magnitude.len() > 2 {
            return None;
        }
        let m = self.magnitude.first().copied().unwrap_or(0) as u128
            | (self.magnitude.get(1).copied().unwrap_or(0) as u128) << 64;
        if self.negative {
            if m <= i128::MAX as u128 + 1 {
                Some((m as i128).wrapping_neg())
            } else {
                None
            }
        } else {
            i128::try_from(m).ok()
        }
    }

    /// The value if it is non-negative and fits in a u128.
    pub fn to_u128(&self) -> Option<u128> {
        if self.negative || self.magnitude.len() > 2 {
            return None;
        }
        Some(
            self.magnitude.first().copied().unwrap_or(0) as u128
                | (self.magnitude.get(1).copied().unwrap_or(0) as u128) << 64,
        )
    }

    /// Parses `-?[0-9]+`; `None` if the text is not a decimal.
    pub fn parse_decimal(text: &str) -> Option<BigInt> {
        let (negative, digits) = match text.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, text),
        };
        if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let mut mag: Vec<u64> = Vec::new();
        // Take 19 digits at a time (10^19 < 2^64) so the work is per chunk, not per digit.
        let bytes = digits.as_bytes();
        let first = bytes.len() % 19;
        let mut chunks: Vec<&[u8]> = Vec::new();
        if first != 0 {
            chunks.push(&bytes[..first]);
        }
        chunks.extend(bytes[first..].chunks(19));
        for chunk in chunks {
            let mut v: u64 = 0;
            for &c in chunk {
                v = v * 10 + (c - b'0') as u64;
            }
            let mul = 10u64.pow(chunk.len() as u32);
            let mut carry = v as u128;
            for w in mag.iter_mut() {
                let t = (*w as u128) * (mul as u128) + carry;
                *w = t as u64;
                carry = t >> 64;
            }
            if carry != 0 {
                mag.push(carry as u64);
            }
        }
        let mut b = BigInt { negative, magnitude: mag };
        b.normalize();
        Some(b)
    }

    /// Decimal text, `-` first for negative values.
    pub fn to_decimal(&self) -> String {
        if self.is_zero() {
            return "0".to_string();
        }
        const CHUNK: u64 = 10_000_000_000_000_000_000; // 10^19
        let mut mag = self.magnitude.clone();
        let mut parts: Vec<u64> = Vec::new();
        while !mag.is_empty() {
            let mut rem: u128 = 0;
            for w in mag.iter_mut().rev() {
                let cur = (rem << 64) | *w as u128;
                *w = (cur / CHUNK as u128) as u64;
                rem = cur % CHUNK as u128;
            }
            parts.push(rem as u64);
            while mag.last() == Some(&0) {
                mag.pop();
            }
        }
        let mut s = String::new();
        if self.negative {
            s.push('-');
        }
        let mut it = parts.iter().rev();
        if let Some(top) = it.next() {
            s.push_str(&top.to_string());
        }
        for p in it {
            s.push_str(&format!("{p:019}"));
        }
        s
    }
}

/// A field's value in kind-neutral form. Enumerations and flags are `U`.
#[derive(Clone, Debug, PartialEq)]
pub enum Field {
    U(u64),
    S(i64),
    Bool(bool),
    Md(Option<MdId>),
    Str(Option<Sym>),
    SignedOrMd(SignedOrMd),
    Big(BigInt),
    List(Vec<Option<MdId>>),
}

/// Conversion between a node struct's field type and `Field`. The parser only produces
/// the `Field` variant (and range) that the field's `FieldKind` allows, so the conversions
/// back never see another variant; if one did, the field would get its zero value.
pub trait FieldValue: Sized {
    fn to_field(&self) -> Field;
    fn from_field(f: Field) -> Self;
}

macro_rules! unsigned_field {
    ($($t:ty),*) => {$(
        impl FieldValue for $t {
            fn to_field(&self) -> Field {
                Field::U(*self as u64)
            }
            fn from_field(f: Field) -> Self {
                match f {
                    Field::U(v) => v as $t,
                    _ => 0,
                }
            }
        }
    )*};
}
unsigned_field!(u8, u16, u32, u64);

impl FieldValue for i32 {
    fn to_field(&self) -> Field {
        Field::S(*self as i64)
    }
    fn from_field(f: Field) -> Self {
        match f {
            Field::S(v) => v as i32,
            _ => 0,
        }
    }
}

impl FieldValue for i64 {
    fn to_field(&self) -> Field {
        Field::S(*self)
    }
    fn from_field(f: Field) -> Self {
        match f {
            Field::S(v) => v,
            _ => 0,
        }
    }
}

impl FieldValue for bool {
    fn to_field(&self) -> Field {
        Field::Bool(*self)
    }
    fn from_field(f: Field) -> Self {
        matches!(f, Field::Bool(true))
    }
}

impl FieldValue for Option<MdId> {
    fn to_field(&self) -> Field {
        Field::Md(*self)
    }
    fn from_field(f: Field) -> Self {
        match f {
            Field::Md(v) => v,
            _ => None,
        }
    }
}

impl FieldValue for Option<Sym> {
    fn to_field(&self) -> Field {
        Field::Str(*self)
    }
    fn from_field(f: Field) -> Self {
        match f {
            Field::Str(v) => v,
            _ => None,
        }
    }
}

/// `Option<u32>` fields (`dwarfAddressSpace`) use LLVM's encoding: absent is `u32::MAX`.
impl FieldValue for Option<u32> {
    fn to_field(&self) -> Field {
        Field::U(self.unwrap_or(u32::MAX) as u64)
    }
    fn from_field(f: Field) -> Self {
        match f {
            Field::U(v) if v < u32::MAX as u64 => Some(v as u32),
            _ => None,
        }
    }
}

impl FieldValue for SignedOrMd {
    fn to_field(&self) -> Field {
        Field::SignedOrMd(*self)
    }
    fn from_field(f: Field) -> Self {
        match f {
            Field::SignedOrMd(v) => v,
            _ => SignedOrMd::None,
        }
    }
}

impl FieldValue for BigInt {
    fn to_field(&self) -> Field {
        Field::Big(self.clone())
    }
    fn from_field(f: Field) -> Self {
        match f {
            Field::Big(v) => v,
            _ => BigInt::default(),
        }
    }
}

impl FieldValue for Vec<Option<MdId>> {
    fn to_field(&self) -> Field {
        Field::List(self.clone())
    }
    fn from_field(f: Field) -> Self {
        match f {
            Field::List(v) => v,
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bigint_decimal_round_trip() {
        for s in [
            "0",
            "1",
            "-1",
            "18446744073709551615",
            "18446744073709551616",
            "-170141183460469231731687303715884105728",
            "340282366920938463463374607431768211455",
            "123456789012345678901234567890123456789012345678901234567890",
        ] {
            assert_eq!(BigInt::parse_decimal(s).unwrap().to_decimal(), s);
        }
        assert_eq!(BigInt::parse_decimal("-0").unwrap(), BigInt::default());
        assert_eq!(BigInt::parse_decimal("007").unwrap().to_decimal(), "7");
        assert_eq!(BigInt::parse_decimal("-5").unwrap().to_i128(), Some(-5));
        assert_eq!(BigInt::from_i128(i128::MIN).to_i128(), Some(i128::MIN));
        assert_eq!(BigInt::from_u128(u128::MAX).to_u128(), Some(u128::MAX));
        assert!(BigInt::parse_decimal("1x").is_none());
    }
}
