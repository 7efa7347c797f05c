//! Immediate encodings that are more than a bit field: bitmask immediates of the logical
//! instructions (N:immr:imms), the 8-bit FP immediate of `fmov`, and the byte-mask
//! immediate of `movi .2d`.

/// The value a bitmask immediate `n:immr:imms` stands for at `width` (32 or 64) bits;
/// `None` for a reserved encoding. This is the Arm ARM's `DecodeBitMasks` (the wmask).
pub fn decode_logical_imm(n: u32, immr: u32, imms: u32, width: u32) -> Option<u64> {
    if width == 32 && n != 0 {
        return None;
    }
    // The element size is the highest set bit of N:NOT(imms).
    let combined = (n << 6) | (!imms & 0x3f);
    if combined == 0 {
        return None;
    }
    let len = 31 - combined.leading_zeros();
    let esize = 1u32 << len;
    if esize < 2 || esize > width {
        return None;
    }
    let levels = esize - 1;
    let s = imms & levels;
    let r = immr & levels;
    if s == levels {
        // All ones is not encodable.
        return None;
    }
    let ones = (1u64 << (s + 1)) - 1;
    let emask = if esize == 64 { u64::MAX } else { (1u64 << esize) - 1 };
    let elem = if r == 0 { ones } else { ((ones >> r) | (ones << (esize - r))) & emask };
    let mut v = 0u64;
    let mut i = 0;
    while i < width {
        v |= elem << i;
        i += esize;
    }
    Some(if width == 64 { v } else { v & 0xffff_ffff })
}

/// Encodes `value` as a bitmask immediate for a `width`-bit (32 or 64) logical
/// instruction: `(n, immr, imms)`, or `None` when it is not one (0, all ones, and values
/// that are no rotated run of ones repeated in 2, 4, ..., 64-bit elements). For 32 bits,
/// only the low 32 bits of `value` count.
pub fn encode_logical_imm(value: u64, width: u32) -> Option<(u32, u32, u32)> {
    let value = if width == 32 { value & 0xffff_ffff } else { value };
    let all = if width == 32 { 0xffff_ffffu64 } else { u64::MAX };
    if value == 0 || value == all || (width != 32 && width != 64) {
        return None;
    }
    // The smallest element size whose repetition gives the value.
    let mut esize = width;
    while esize > 2 {
        let half = esize / 2;
        let mask = (1u64 << half) - 1;
        if (value & mask) != ((value >> half) & mask) {
            break;
        }
        esize = half;
    }
    let emask = if esize == 64 { u64::MAX } else { (1u64 << esize) - 1 };
    let elem = value & emask;
    let ones = elem.count_ones();
    // Rotate right by r so the run of ones starts at bit 0: find r with
    // ror(elem, r) == (1 << ones) - 1.
    let run = if ones == 64 { u64::MAX } else { (1u64 << ones) - 1 };
    let ror = |x: u64, r: u32| if r == 0 { x } else { ((x >> r) | (x << (esize - r))) & emask };
    let r = (0..esize).find(|&r| ror(elem, r) == run)?;
    // elem = rol(run, r), i.e. the run rotated right by (esize - r) % esize.
    let immr = (esize - r) % esize;
    let n = u32::from(esize == 64);
    // imms: the element size's prefix (ones then a zero), then ones - 1.
    let imms = ((!(esize * 2 - 1)) & 0x3f) | (ones - 1);
    Some((n, immr, imms & 0x3f))
}

/// The imm8 of an FP immediate `fmov` (sign, 3-bit exponent, 4-bit fraction: ±(16..31)/16
/// × 2^(-3..4)) for `value`, or `None` when it is not representable.
pub fn encode_fp_imm8(value: f64) -> Option<u8> {
    let bits = value.to_bits();
    let sign = (bits >> 63) as u8;
    let exp = ((bits >> 52) & 0x7ff) as i32 - 1023;
    let frac = bits & ((1u64 << 52) - 1);
    if !(-3..=4).contains(&exp) || frac & ((1u64 << 48) - 1) != 0 {
        return None;
    }
    let f4 = (frac >> 48) as u8;
    // VFPExpandImm makes the exponent NOT(b):b...b:c:d, i.e. 1 + cd when b = 0 and
    // cd - 3 when b = 1: exponents -3..0 are b:c:d = 100..111, 1..4 are 000..011.
    let e3 = ((exp + 3) as u8) ^ 0b100;
    Some((sign << 7) | (e3 << 4) | f4)
}

/// The value of an FP imm8 (`VFPExpandImm`), as an `f64`.
pub fn decode_fp_imm8(imm8: u8) -> f64 {
    let sign = if imm8 & 0x80 != 0 { -1.0 } else { 1.0 };
    let e3 = (imm8 >> 4) & 7;
    let exp = i32::from(e3 ^ 0b100) - 3;
    let frac = 16.0 + f64::from(imm8 & 15);
    sign * frac / 16.0 * 2f64.powi(exp)
}

/// The abc:defgh of a `movi .2d` byte mask (every byte 0x00 or 0xff), or `None`.
pub fn encode_byte_mask(value: u64) -> Option<u8> {
    let mut imm = 0u8;
    for i in 0..8 {
        match (value >> (8 * i)) & 0xff {
            0 => {}
            0xff => imm |= 1 << i,
            _ => return None,
        }
    }
    Some(imm)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every N:immr:imms that decodes, at both widths, encodes back to an encoding of the
    /// same value; and every value the encoder accepts decodes back to itself.
    #[test]
    fn logical_immediates_round_trip() {
        for width in [32u32, 64] {
            let mut values = std::collections::HashSet::new();
            for n in 0..2 {
                for immr in 0..64 {
                    for imms in 0..64 {
                        let Some(v) = decode_logical_imm(n, immr, imms, width) else { continue };
                        values.insert(v);
                        let (n2, r2, s2) = encode_logical_imm(v, width).unwrap_or_else(|| {
                            panic!("{width}-bit {v:#x} (N={n} immr={immr} imms={imms}) not encoded")
                        });
                        assert_eq!(decode_logical_imm(n2, r2, s2, width), Some(v), "{width}-bit {v:#x}");
                    }
                }
            }
            // 5334 distinct 64-bit and 1302 32-bit bitmask immediates.
            assert_eq!(values.len(), if width == 64 { 5334 } else { 1302 });
            for v in [0u64, u64::MAX, 0x1234, 0xff00ff00ff00ff01, 5] {
                assert_eq!(encode_logical_imm(v, width), None, "{v:#x}");
            }
        }
        assert_eq!(encode_logical_imm(0xffff_ffff, 32), None);
        assert_eq!(encode_logical_imm(0xff, 64), Some((1, 0, 7)));
        assert_eq!(encode_logical_imm(0xff, 32), Some((0, 0, 7)));
        assert_eq!(encode_logical_imm(0x5555_5555_5555_5555, 64), Some((0, 0, 0x3c)));
    }

    #[test]
    fn fp_immediates() {
        let mut n = 0;
        for imm8 in 0..=255u8 {
            let v = decode_fp_imm8(imm8);
            assert_eq!(encode_fp_imm8(v), Some(imm8), "{v}");
            n += 1;
        }
        assert_eq!(n, 256);
        assert_eq!(encode_fp_imm8(1.0), Some(0x70));
        assert_eq!(encode_fp_imm8(-0.125), Some(0xc0));
        assert_eq!(encode_fp_imm8(31.0), Some(0x3f));
        for bad in [0.0, 0.1, 32.0, 1.0 / 3.0, f64::NAN, f64::INFINITY, 0.0625, 33.0] {
            assert_eq!(encode_fp_imm8(bad), None, "{bad}");
        }
    }

    #[test]
    fn byte_masks() {
        assert_eq!(encode_byte_mask(0xff00ff00ff00ff00), Some(0b1010_1010));
        assert_eq!(encode_byte_mask(0), Some(0));
        assert_eq!(encode_byte_mask(0x1ff), None);
    }
}
