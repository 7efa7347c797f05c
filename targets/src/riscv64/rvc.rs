//! RVC: the 16-bit form of an encoded 32-bit instruction, when the C extension has one
//! and llvm-mc (`-mattr=+c`) would choose it. Works on the encoded word, so it serves the
//! encoder and the inline-asm assembler alike. The cases follow llvm's compression
//! patterns, in their order (the first that matches wins): `c.addi4spn`, `c.nop`,
//! `c.addi`, `c.li`, `c.addi16sp`, `c.mv` (`addi rd, rs, 0` and `add` with zero),
//! `c.addiw`, `c.lui`, `c.slli`/`c.srli`/`c.srai`, `c.andi`, `c.sub`/`c.xor`/`c.or`/
//! `c.and`/`c.subw`/`c.addw` (the commutative ones with either source the destination),
//! `c.add`, `c.lw`/`c.ld`/`c.fld`, `c.sw`/`c.sd`/`c.fsd` and their sp-relative forms,
//! `c.j`, `c.jr`, `c.jalr`, `c.beqz`/`c.bnez` (either operand zero) and `c.ebreak`.
//! Immediate bit arrangements are the ISA manual's, per instruction.

use super::inst::encoding::major::*;
use super::inst::encoding::*;

/// The fields of a 32-bit word, decoded for matching.
struct Word {
    opcode: u32,
    rd: u32,
    funct3: u32,
    rs1: u32,
    rs2: u32,
    funct7: u32,
    /// The I-type immediate, sign-extended.
    imm_i: i32,
    /// The S-type immediate, sign-extended.
    imm_s: i32,
    /// The B-type offset, sign-extended.
    imm_b: i32,
    /// The J-type offset, sign-extended.
    imm_j: i32,
}

impl Word {
    fn new(w: u32) -> Word {
        let s = w as i32;
        let imm_b = (s >> 31) << 12
            | ((w >> 7 & 1) << 11) as i32
            | ((w >> 25 & 0x3f) << 5) as i32
            | ((w >> 8 & 0xf) << 1) as i32;
        let imm_j = (s >> 31) << 20
            | ((w >> 12 & 0xff) << 12) as i32
            | ((w >> 20 & 1) << 11) as i32
            | ((w >> 21 & 0x3ff) << 1) as i32;
        Word {
            opcode: w & 0x7f,
            rd: w >> 7 & 31,
            funct3: w >> 12 & 7,
            rs1: w >> 15 & 31,
            rs2: w >> 20 & 31,
            funct7: w >> 25,
            imm_i: s >> 20,
            imm_s: (s >> 25) << 5 | (w >> 7 & 0x1f) as i32,
            imm_b,
            imm_j,
        }
    }
}

const SP: u32 = 2;
const RA: u32 = 1;

/// The 3-bit field of x8..x15 / f8..f15.
fn creg(r: u32) -> Option<u32> {
    (8..16).contains(&r).then(|| r - 8)
}

fn simm6(v: i32) -> bool {
    (-32..32).contains(&v)
}

/// Bits `hi..=lo` of `v`, shifted down.
fn bits(v: i32, hi: u32, lo: u32) -> u32 {
    (v as u32 >> lo) & ((1 << (hi - lo + 1)) - 1)
}

/// CI with a 6-bit signed immediate: imm[5] at 12, imm[4:0] at 6..2.
fn ci_simm6(funct3: u32, rd: u32, v: i32, op: u32) -> u16 {
    ci_type(funct3, bits(v, 5, 5), rd, bits(v, 4, 0), op) as u16
}

/// The 16-bit form of `w`, if RVC has one that llvm-mc would pick.
pub fn compress(w: u32) -> Option<u16> {
    let i = Word::new(w);
    match i.opcode {
        OP_IMM => compress_op_imm(&i),
        OP_IMM_32 if i.funct3 == 0 && i.rd != 0 && i.rd == i.rs1 && simm6(i.imm_i) => {
            Some(ci_simm6(0b001, i.rd, i.imm_i, 0b01)) // c.addiw
        }
        OP_IMM_32 if i.funct3 == 0 && i.rd != 0 && i.rs1 == 0 && simm6(i.imm_i) => {
            Some(ci_simm6(0b010, i.rd, i.imm_i, 0b01)) // c.li
        }
        LUI => {
            let imm = (w >> 12) as i32;
            let ok = i.rd != 0 && i.rd != SP && imm != 0 && !(32..0xf_ffe0).contains(&imm);
            // nzimm[17] at 12, nzimm[16:12] at 6..2: the 20-bit value's low six bits.
            ok.then(|| ci_type(0b011, bits(imm, 5, 5), i.rd, bits(imm, 4, 0), 0b01) as u16)
        }
        OP => compress_op(&i, false),
        OP_32 => compress_op(&i, true),
        LOAD | LOAD_FP => compress_load(&i),
        STORE | STORE_FP => compress_store(&i),
        JAL if i.rd == 0 && (-2048..2048).contains(&i.imm_j) => Some(c_j(i.imm_j)),
        JALR if i.funct3 == 0 && i.imm_i == 0 && i.rs1 != 0 && (i.rd == 0 || i.rd == RA) => {
            // c.jr (1000) / c.jalr (1001)
            Some(cr_type(0b1000 | u32::from(i.rd == RA), i.rs1, 0, 0b10) as u16)
        }
        BRANCH if i.funct3 <= 1 && (-256..256).contains(&i.imm_b) => {
            let r = match (i.rs1, i.rs2) {
                (r, 0) => creg(r)?,
                (0, r) => creg(r)?,
                _ => return None,
            };
            let off = i.imm_b;
            let hi = bits(off, 8, 8) << 2 | bits(off, 4, 3);
            let lo = bits(off, 7, 6) << 3 | bits(off, 2, 1) << 1 | bits(off, 5, 5);
            // c.beqz (110) / c.bnez (111)
            Some(cb_type(0b110 | i.funct3, hi, r, lo, 0b01) as u16)
        }
        SYSTEM if w == 0x0010_0073 => Some(cr_type(0b1001, 0, 0, 0b10) as u16), // c.ebreak
        _ => None,
    }
}

fn compress_op_imm(i: &Word) -> Option<u16> {
    let (rd, rs1, imm) = (i.rd, i.rs1, i.imm_i);
    match i.funct3 {
        0b000 => {
            if let (Some(rdp), SP, true) = (creg(rd), rs1, imm > 0 && imm < 1024 && imm % 4 == 0) {
                // c.addi4spn: nzuimm[5:4|9:6|2|3] at 12..5
                let f = bits(imm, 5, 4) << 6 | bits(imm, 9, 6) << 2 | bits(imm, 2, 2) << 1 | bits(imm, 3, 3);
                return Some(ciw_type(0b000, f, rdp, 0b00) as u16);
            }
            if rd == 0 && rs1 == 0 && imm == 0 {
                return Some(ci_type(0, 0, 0, 0, 0b01) as u16); // c.nop
            }
            if rd != 0 && rd == rs1 && imm != 0 && simm6(imm) {
                return Some(ci_simm6(0b000, rd, imm, 0b01)); // c.addi
            }
            if rd != 0 && rs1 == 0 && simm6(imm) {
                return Some(ci_simm6(0b010, rd, imm, 0b01)); // c.li
            }
            if rd == SP && rs1 == SP && imm != 0 && imm % 16 == 0 && (-512..512).contains(&imm) {
                // c.addi16sp: nzimm[9] at 12, nzimm[4|6|8:7|5] at 6..2
                let lo = bits(imm, 4, 4) << 4 | bits(imm, 6, 6) << 3 | bits(imm, 8, 7) << 1 | bits(imm, 5, 5);
                return Some(ci_type(0b011, bits(imm, 9, 9), SP, lo, 0b01) as u16);
            }
            if rd != 0 && rs1 != 0 && imm == 0 {
                return Some(cr_type(0b1000, rd, rs1, 0b10) as u16); // c.mv
            }
            None
        }
        0b001 if rd != 0 && rd == rs1 && i.funct7 >> 1 == 0 && imm != 0 => {
            Some(ci_simm6(0b000, rd, imm, 0b10)) // c.slli
        }
        0b101 => {
            let rdp = creg(rd).filter(|_| rd == rs1)?;
            let shamt = imm & 0x3f;
            let funct2 = match i.funct7 >> 1 {
                0 => 0b00,        // c.srli
                0b010000 => 0b01, // c.srai
                _ => return None,
            };
            (shamt != 0).then(|| cb_type(0b100, bits(shamt, 5, 5) << 2 | funct2, rdp, bits(shamt, 4, 0), 0b01) as u16)
        }
        0b111 => {
            let rdp = creg(rd).filter(|_| rd == rs1 && simm6(imm))?;
            Some(cb_type(0b100, bits(imm, 5, 5) << 2 | 0b10, rdp, bits(imm, 4, 0), 0b01) as u16)
            // c.andi
        }
        _ => None,
    }
}

/// R-type ALU operations (`word`: the OP-32 forms).
fn compress_op(i: &Word, word: bool) -> Option<u16> {
    let (rd, rs1, rs2) = (i.rd, i.rs1, i.rs2);
    // (funct7, funct3) -> CA funct6 and funct2, and whether the operation commutes.
    let ca = match (word, i.funct7, i.funct3) {
        (false, 0b010_0000, 0b000) => Some((0b100011, 0b00, false)), // c.sub
        (false, 0, 0b100) => Some((0b100011, 0b01, true)),           // c.xor
        (false, 0, 0b110) => Some((0b100011, 0b10, true)),           // c.or
        (false, 0, 0b111) => Some((0b100011, 0b11, true)),           // c.and
        (true, 0b010_0000, 0b000) => Some((0b100111, 0b00, false)),  // c.subw
        (true, 0, 0b000) => Some((0b100111, 0b01, true)),            // c.addw
        _ => None,
    };
    if let Some((funct6, funct2, commutes)) = ca {
        let other = if rd == rs1 {
            rs2
        } else if commutes && rd == rs2 {
            rs1
        } else {
            return None;
        };
        return Some(ca_type(funct6, creg(rd)?, funct2, creg(other)?, 0b01) as u16);
    }
    if word || i.funct7 != 0 || i.funct3 != 0 || rd == 0 {
        return None;
    }
    // add: c.mv when one source is zero, else c.add with the destination as a source.
    match (rs1, rs2) {
        (0, 0) => None,
        (0, r) | (r, 0) => Some(cr_type(0b1000, rd, r, 0b10) as u16),
        (a, b) if a == rd => Some(cr_type(0b1001, rd, b, 0b10) as u16),
        (a, b) if b == rd => Some(cr_type(0b1001, rd, a, 0b10) as u16),
        _ => None,
    }
}

/// `lw`, `ld`, `fld` (the only loads RVC has on RV64).
fn compress_load(i: &Word) -> Option<u16> {
    let fp = i.opcode == LOAD_FP;
    let (imm, rd, rs1) = (i.imm_i, i.rd, i.rs1);
    let double = match (fp, i.funct3) {
        (false, 0b010) => false,
        (false, 0b011) | (true, 0b011) => true,
        _ => return None,
    };
    let funct3 = match (fp, double) {
        (true, _) => 0b001,
        (false, false) => 0b010,
        (false, true) => 0b011,
    };
    if let (Some(rdp), Some(rs1p)) = (creg(rd), creg(rs1)) {
        if double && (0..256).contains(&imm) && imm % 8 == 0 {
            return Some(cl_type(funct3, bits(imm, 5, 3), rs1p, bits(imm, 7, 6), rdp, 0b00) as u16);
        }
        if !double && (0..128).contains(&imm) && imm % 4 == 0 {
            let lo = bits(imm, 2, 2) << 1 | bits(imm, 6, 6);
            return Some(cl_type(funct3, bits(imm, 5, 3), rs1p, lo, rdp, 0b00) as u16);
        }
    }
    if rs1 != SP || (rd == 0 && !fp) {
        return None;
    }
    if double && (0..512).contains(&imm) && imm % 8 == 0 {
        // c.ldsp / c.fldsp: uimm[5] at 12, uimm[4:3|8:6] at 6..2
        return Some(ci_type(funct3, bits(imm, 5, 5), rd, bits(imm, 4, 3) << 3 | bits(imm, 8, 6), 0b10) as u16);
    }
    if !double && (0..256).contains(&imm) && imm % 4 == 0 {
        // c.lwsp: uimm[5] at 12, uimm[4:2|7:6] at 6..2
        return Some(ci_type(funct3, bits(imm, 5, 5), rd, bits(imm, 4, 2) << 2 | bits(imm, 7, 6), 0b10) as u16);
    }
    None
}

/// `sw`, `sd`, `fsd`.
fn compress_store(i: &Word) -> Option<u16> {
    let fp = i.opcode == STORE_FP;
    let (imm, rs2, rs1) = (i.imm_s, i.rs2, i.rs1);
    let double = match (fp, i.funct3) {
        (false, 0b010) => false,
        (false, 0b011) | (true, 0b011) => true,
        _ => return None,
    };
    let funct3 = match (fp, double) {
        (true, _) => 0b101,
        (false, false) => 0b110,
        (false, true) => 0b111,
    };
    if let (Some(rs2p), Some(rs1p)) = (creg(rs2), creg(rs1)) {
        if double && (0..256).contains(&imm) && imm % 8 == 0 {
            return Some(cs_type(funct3, bits(imm, 5, 3), rs1p, bits(imm, 7, 6), rs2p, 0b00) as u16);
        }
        if !double && (0..128).contains(&imm) && imm % 4 == 0 {
            let lo = bits(imm, 2, 2) << 1 | bits(imm, 6, 6);
            return Some(cs_type(funct3, bits(imm, 5, 3), rs1p, lo, rs2p, 0b00) as u16);
        }
    }
    if rs1 != SP {
        return None;
    }
    if double && (0..512).contains(&imm) && imm % 8 == 0 {
        // c.sdsp / c.fsdsp: uimm[5:3|8:6] at 12..7
        return Some(css_type(funct3, bits(imm, 5, 3) << 3 | bits(imm, 8, 6), rs2, 0b10) as u16);
    }
    if !double && (0..256).contains(&imm) && imm % 4 == 0 {
        // c.swsp: uimm[5:2|7:6] at 12..7
        return Some(css_type(funct3, bits(imm, 5, 2) << 2 | bits(imm, 7, 6), rs2, 0b10) as u16);
    }
    None
}

/// `c.j`: offset[11|4|9:8|10|6|7|3:1|5] at 12..2.
fn c_j(off: i32) -> u16 {
    let t = bits(off, 11, 11) << 10
        | bits(off, 4, 4) << 9
        | bits(off, 9, 8) << 7
        | bits(off, 10, 10) << 6
        | bits(off, 6, 6) << 5
        | bits(off, 7, 7) << 4
        | bits(off, 3, 1) << 1
        | bits(off, 5, 5);
    cj_type(0b101, t, 0b01) as u16
}

#[cfg(test)]
mod tests {
    use super::compress;

    #[test]
    fn known_forms() {
        // From llvm-mc-19 -mattr=+c: addi a0, a0, 1 / ret / ld a0, 8(sp) / sd ra, 8(sp)
        assert_eq!(compress(0x0015_0513), Some(0x0505));
        assert_eq!(compress(0x0000_8067), Some(0x8082));
        assert_eq!(compress(0x0081_3503), Some(0x6522));
        assert_eq!(compress(0x0011_3423), Some(0xe406));
        // addi a0, a1, 1 has no compressed form.
        assert_eq!(compress(0x0015_8513), None);
    }
}
