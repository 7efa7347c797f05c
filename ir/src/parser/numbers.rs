//! Numeric literals as LLVM reads them: decimal and `u0x`/`s0x` integers of any width
//! (reduced modulo 2^N, as llvm-as does), and floating-point literals — decimal and `0x`
//! hexadecimal ones, which LLVM reads as `double` and then converts exactly (or rejects) for
//! `half`, `bfloat` and `float`, and the `0xK`/`0xL`/`0xM`/`0xH`/`0xR` bit patterns of the
//! other formats.
//!
//! Float constants are stored as their true bit patterns (`Const::Float`). Note that the
//! `.ll` spellings of `fp128` and `ppc_fp128` (`0xL`, `0xM`) write the LOW 64 bits first:
//! `0xL00000000000000003FFF000000000000` is fp128 1.0, bits `0x3FFF0000...0000`.

use crate::constant::IntValue;
use crate::types::FloatKind;

/// A decimal integer literal (`-?[0-9]+`) reduced modulo 2^bits.
/// The mask of the low `bits` bits of a u64 (`bits` at most 64).
pub(crate) fn low_mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

pub(crate) fn decimal_int(text: &str, bits: u32) -> IntValue {
    let (neg, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text),
    };
    if bits <= 64 && digits.len() <= 19 {
        // Fast path without allocation: the value fits in a u64.
        let v = digits.parse::<u64>().unwrap_or(0);
        let v = if neg { v.wrapping_neg() } else { v };
        return IntValue::Small(v & low_mask(bits));
    }
    let words: Vec<u64> = if digits.len() <= 19 {
        vec![digits.parse::<u64>().unwrap_or(0)]
    } else {
        // Schoolbook base-10^19 accumulation into little-endian words.
        let mut w: Vec<u64> = vec![0];
        let bytes = digits.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            let take = (bytes.len() - i).min(19);
            let chunk: u64 = digits[i..i + take].parse().unwrap_or(0);
            let mul = 10u64.pow(take as u32);
            let mut carry = chunk as u128;
            for word in w.iter_mut() {
                let v = (*word as u128) * (mul as u128) + carry;
                *word = v as u64;
                carry = v >> 64;
            }
            if carry != 0 {
                w.push(carry as u64);
            }
            i += take;
        }
        w
    };
    let v = if neg { negate(&words, bits) } else { words };
    IntValue::from_words(&v, bits)
}

/// Two's complement negation of a non-negative value, over enough words for `bits`.
fn negate(words: &[u64], bits: u32) -> Vec<u64> {
    let n = (bits as usize).div_ceil(64).max(words.len()).max(1);
    let mut out = Vec::with_capacity(n);
    let mut carry = true;
    for i in 0..n {
        let w = !words.get(i).copied().unwrap_or(0);
        let (s, c) = w.overflowing_add(carry as u64);
        out.push(s);
        carry = c;
    }
    out
}

/// `u0x...` / `s0x...` integer literals. LLVM gives the literal a width of four bits per
/// digit, narrows it to its significant bits, and for `s0x` treats the top remaining bit
/// as the sign; the value is then extended or truncated to the type.
pub(crate) fn hex_int(text: &str, bits: u32) -> IntValue {
    let signed = text.starts_with('s');
    let hex = &text[3..];
    // Little-endian words of the hex value.
    let mut words = vec![0u64; hex.len().div_ceil(16).max(1)];
    for (i, c) in hex.bytes().rev().enumerate() {
        let d = (c as char).to_digit(16).unwrap_or(0) as u64;
        words[i / 16] |= d << ((i % 16) * 4);
    }
    let active = active_bits(&words);
    if signed && active > 0 {
        // Negative: value - 2^active, i.e. sign-extend from bit active-1.
        let n = (bits as usize).div_ceil(64).max(words.len());
        words.resize(n, 0);
        let top = active as usize;
        for i in top..n * 64 {
            words[i / 64] |= 1 << (i % 64);
        }
    }
    IntValue::from_words(&words, bits)
}

fn active_bits(words: &[u64]) -> u32 {
    for (i, w) in words.iter().enumerate().rev() {
        if *w != 0 {
            return i as u32 * 64 + 64 - w.leading_zeros();
        }
    }
    0
}

/// The format a hexadecimal floating-point token spells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HexFloat {
    /// `0x...`: the bits of a `double`.
    Double(u64),
    /// `0xK`, `0xL`, `0xM`, `0xH`, `0xR`: the bits of that format.
    Exact(FloatKind, u128),
}

/// Decodes a `HexFloat` token, or explains why it is malformed.
pub(crate) fn hex_float(text: &str) -> Result<HexFloat, &'static str> {
    let body = &text[2..];
    let (kind, digits) = match body.as_bytes().first() {
        Some(b'K') => (Some(FloatKind::X86Fp80), &body[1..]),
        Some(b'L') => (Some(FloatKind::Fp128), &body[1..]),
        Some(b'M') => (Some(FloatKind::PpcFp128), &body[1..]),
        Some(b'H') => (Some(FloatKind::Half), &body[1..]),
        Some(b'R') => (Some(FloatKind::BFloat), &body[1..]),
        _ => (None, body),
    };
    if digits.is_empty() {
        return Err("expected hexadecimal digits in floating-point constant");
    }
    let val = |s: &str| -> u64 { s.bytes().fold(0u64, |a, c| a.wrapping_mul(16).wrapping_add((c as char).to_digit(16).unwrap_or(0) as u64)) };
    match kind {
        None => {
            if digits.len() > 16 {
                return Err("constant bigger than 64 bits detected");
            }
            Ok(HexFloat::Double(val(digits)))
        }
        Some(FloatKind::X86Fp80) => {
            // Up to 4 digits of sign/exponent, then up to 16 of significand.
            if digits.len() > 20 {
                return Err("constant bigger than 128 bits detected");
            }
            let (hi, lo) = digits.split_at(digits.len().min(4));
            Ok(HexFloat::Exact(FloatKind::X86Fp80, ((val(hi) as u128) << 64) | val(lo) as u128))
        }
        Some(k @ (FloatKind::Fp128 | FloatKind::PpcFp128)) => {
            if digits.len() > 32 {
                return Err("constant bigger than 128 bits detected");
            }
            // LLVM's pair order: the first 16 digits are the low word.
            let (lo, hi) = if digits.len() >= 16 { (val(&digits[..16]), val(&digits[16..])) } else { (0, val(digits)) };
            Ok(HexFloat::Exact(k, ((hi as u128) << 64) | lo as u128))
        }
        Some(k) => {
            if digits.len() > 16 {
                return Err("constant bigger than 64 bits detected");
            }
            Ok(HexFloat::Exact(k, (val(digits) & 0xffff) as u128))
        }
    }
}

/// Converts a `double` (by bits) to `kind` if the value is exactly representable, as
/// LLVM requires of `half`/`bfloat`/`float` literals. Signaling NaNs stay signaling.
pub(crate) fn double_to(bits: u64, kind: FloatKind) -> Option<u128> {
    let (ebits, mbits) = match kind {
        FloatKind::Double => return Some(bits as u128),
        FloatKind::Float => (8u32, 23u32),
        FloatKind::Half => (5, 10),
        FloatKind::BFloat => (8, 7),
        _ => return None,
    };
    let sign = bits >> 63;
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let mant = bits & ((1u64 << 52) - 1);
    let out_sign = (sign as u128) << (ebits + mbits);
    let exp_all = ((1u128 << ebits) - 1) << mbits;
    if exp == 0x7ff {
        if mant == 0 {
            return Some(out_sign | exp_all); // infinity
        }
        let shift = 52 - mbits;
        if mant & ((1u64 << shift) - 1) != 0 {
            return None; // payload bits would be lost
        }
        let mut m = mant >> shift;
        let quiet_bit = 1u64 << (mbits - 1);
        if mant >> 51 == 0 {
            // Signaling: LLVM re-creates an sNaN from the truncated payload.
            m &= !quiet_bit;
            if m == 0 {
                m = quiet_bit >> 1;
            }
        }
        return Some(out_sign | exp_all | m as u128);
    }
    if exp == 0 && mant == 0 {
        return Some(out_sign);
    }
    // value = sig * 2^e2
    let (mut sig, mut e2) = if exp == 0 { (mant, -1074i64) } else { (mant | (1u64 << 52), exp - 1075) };
    let tz = sig.trailing_zeros();
    sig >>= tz;
    e2 += tz as i64;
    let bitlen = 64 - sig.leading_zeros() as i64;
    let lead = e2 + bitlen - 1;
    let bias = (1i64 << (ebits - 1)) - 1;
    let emin = 1 - bias;
    if lead > bias {
        return None; // overflow
    }
    let p = mbits as i64 + 1;
    if lead >= emin {
        if bitlen > p {
            return None;
        }
        let m = (sig << (p - bitlen)) & ((1u64 << mbits) - 1);
        let e = (lead + bias) as u128;
        Some(out_sign | (e << mbits) | m as u128)
    } else {
        // Subnormal in the target: a multiple of 2^(emin - mbits).
        let unit = emin - mbits as i64;
        if e2 < unit {
            return None;
        }
        let m = sig << (e2 - unit);
        Some(out_sign | m as u128)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_ints_wrap_like_llvm() {
        assert_eq!(decimal_int("300", 8), IntValue::Small(44));
        assert_eq!(decimal_int("-200", 8), IntValue::Small(56));
        assert_eq!(decimal_int("-1", 32), IntValue::Small(0xffff_ffff));
        assert_eq!(decimal_int("-1", 128), IntValue::Big(vec![u64::MAX, u64::MAX].into()));
        assert_eq!(decimal_int("18446744073709551616", 128), IntValue::Big(vec![0, 1].into()));
        assert_eq!(decimal_int("340282366920938463463374607431768211455", 128), IntValue::Big(vec![u64::MAX, u64::MAX].into()));
        assert_eq!(decimal_int("-0", 32), IntValue::Small(0));
        assert_eq!(decimal_int("-9223372036854775808", 64), IntValue::Small(1 << 63));
    }

    #[test]
    fn hex_ints() {
        assert_eq!(hex_int("u0x1FFFFFFFF", 32), IntValue::Small(0xffff_ffff));
        assert_eq!(hex_int("s0x7", 32), IntValue::Small(0xffff_ffff));
        assert_eq!(hex_int("s0x0", 32), IntValue::Small(0));
        assert_eq!(hex_int("u0xFF", 16), IntValue::Small(0xff));
        assert_eq!(hex_int("s0x80", 16), IntValue::Small(0xff80));
    }

    #[test]
    fn hex_floats() {
        assert_eq!(hex_float("0x3FF0000000000000"), Ok(HexFloat::Double(0x3FF0000000000000)));
        assert_eq!(hex_float("0xK3FFF8000000000000000"), Ok(HexFloat::Exact(FloatKind::X86Fp80, 0x3FFF_8000_0000_0000_0000)));
        assert_eq!(
            hex_float("0xL00000000000000003FFF000000000000"),
            Ok(HexFloat::Exact(FloatKind::Fp128, 0x3FFF_0000_0000_0000u128 << 64))
        );
        assert_eq!(hex_float("0xH3C00"), Ok(HexFloat::Exact(FloatKind::Half, 0x3C00)));
        assert!(hex_float("0x10000000000000000").is_err());
    }

    #[test]
    fn double_conversions() {
        let d = |v: f64| v.to_bits();
        assert_eq!(double_to(d(1.0), FloatKind::Float), Some(0x3f80_0000));
        assert_eq!(double_to(d(0.1), FloatKind::Float), None);
        assert_eq!(double_to(d(0.5), FloatKind::Half), Some(0x3800));
        assert_eq!(double_to(d(-2.0), FloatKind::BFloat), Some(0xc000));
        assert_eq!(double_to(d(f64::INFINITY), FloatKind::Float), Some(0x7f80_0000));
        assert_eq!(double_to(d(1e300), FloatKind::Float), None);
        assert_eq!(double_to(d(-0.0), FloatKind::Half), Some(0x8000));
        // Smallest float subnormal, 2^-149.
        assert_eq!(double_to(d(f64::powi(2.0, -149)), FloatKind::Float), Some(1));
        assert_eq!(double_to(d(f64::powi(2.0, -150)), FloatKind::Float), None);
        // Half subnormal 2^-24.
        assert_eq!(double_to(d(f64::powi(2.0, -24)), FloatKind::Half), Some(1));
        // 65504 is the largest half.
        assert_eq!(double_to(d(65504.0), FloatKind::Half), Some(0x7bff));
        assert_eq!(double_to(d(65536.0), FloatKind::Half), None);
        // NaNs: quiet keeps payload, signaling stays signaling.
        assert_eq!(double_to(0x7FF8000000000000, FloatKind::Float), Some(0x7fc0_0000));
        assert_eq!(double_to(0x7FF0000020000000, FloatKind::Float), Some(0x7f80_0001));
        assert_eq!(double_to(0x7FF4000000000000, FloatKind::Float), Some(0x7fa0_0000));
        assert_eq!(double_to(0x7FF0000000000001, FloatKind::Float), None);
    }
}
