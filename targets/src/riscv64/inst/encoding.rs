//! The RISC-V instruction formats as bit-field helpers, named after the ISA manual's base
//! formats (R, R4, I, S, B, U, J) and the compressed ones (CR, CI, CSS, CIW, CL, CS, CA,
//! CB, CJ), taking their fields in the order the manual's diagrams list them (high bits
//! first); each doc comment gives the layout. Immediates are passed whole and scattered
//! here (S, B, J), or, for the compressed formats, as the already-arranged bit groups of
//! the diagram (their order differs per instruction; `rvc` arranges them). The major
//! opcodes are the manual's opcode map. The opcode table calls the helpers with zero
//! operand fields to get an opcode's base word; the encoder ORs the operand fields in.

/// Major opcodes (bits 6..0), from the manual's base opcode map.
pub mod major {
    pub const LOAD: u32 = 0b000_0011;
    pub const LOAD_FP: u32 = 0b000_0111;
    pub const MISC_MEM: u32 = 0b000_1111;
    pub const OP_IMM: u32 = 0b001_0011;
    pub const AUIPC: u32 = 0b001_0111;
    pub const OP_IMM_32: u32 = 0b001_1011;
    pub const STORE: u32 = 0b010_0011;
    pub const STORE_FP: u32 = 0b010_0111;
    pub const AMO: u32 = 0b010_1111;
    pub const OP: u32 = 0b011_0011;
    pub const LUI: u32 = 0b011_0111;
    pub const OP_32: u32 = 0b011_1011;
    pub const MADD: u32 = 0b100_0011;
    pub const MSUB: u32 = 0b100_0111;
    pub const NMSUB: u32 = 0b100_1011;
    pub const NMADD: u32 = 0b100_1111;
    pub const OP_FP: u32 = 0b101_0011;
    pub const BRANCH: u32 = 0b110_0011;
    pub const JALR: u32 = 0b110_0111;
    pub const JAL: u32 = 0b110_1111;
    pub const SYSTEM: u32 = 0b111_0011;
}

/// Bit positions of the register fields of the 32-bit formats.
pub mod field {
    pub const RD: u8 = 7;
    pub const RS1: u8 = 15;
    pub const RS2: u8 = 20;
    pub const RS3: u8 = 27;
    /// Not encoded (a register role only).
    pub const NONE: u8 = 64;
}

/// `funct7:rs2:rs1:funct3:rd:opcode` — register-register operations.
pub const fn r_type(funct7: u32, rs2: u32, rs1: u32, funct3: u32, rd: u32, opcode: u32) -> u32 {
    funct7 << 25 | rs2 << 20 | rs1 << 15 | funct3 << 12 | rd << 7 | opcode
}

/// `rs3:funct2:rs2:rs1:funct3:rd:opcode` — the fused multiply-adds (funct2 is the format).
pub const fn r4_type(rs3: u32, funct2: u32, rs2: u32, rs1: u32, funct3: u32, rd: u32, opcode: u32) -> u32 {
    rs3 << 27 | funct2 << 25 | rs2 << 20 | rs1 << 15 | funct3 << 12 | rd << 7 | opcode
}

/// `imm[11:0]:rs1:funct3:rd:opcode` — register-immediate operations, loads, `jalr`.
pub const fn i_type(imm12: u32, rs1: u32, funct3: u32, rd: u32, opcode: u32) -> u32 {
    (imm12 & 0xfff) << 20 | rs1 << 15 | funct3 << 12 | rd << 7 | opcode
}

/// `imm[11:5]:rs2:rs1:funct3:imm[4:0]:opcode` — stores.
pub const fn s_type(imm12: u32, rs2: u32, rs1: u32, funct3: u32, opcode: u32) -> u32 {
    (imm12 >> 5 & 0x7f) << 25 | rs2 << 20 | rs1 << 15 | funct3 << 12 | (imm12 & 0x1f) << 7 | opcode
}

/// `imm[12]:imm[10:5]:rs2:rs1:funct3:imm[4:1]:imm[11]:opcode` — conditional branches
/// (`imm13` is the byte offset, bit 0 zero).
pub const fn b_type(imm13: u32, rs2: u32, rs1: u32, funct3: u32, opcode: u32) -> u32 {
    (imm13 >> 12 & 1) << 31
        | (imm13 >> 5 & 0x3f) << 25
        | rs2 << 20
        | rs1 << 15
        | funct3 << 12
        | (imm13 >> 1 & 0xf) << 8
        | (imm13 >> 11 & 1) << 7
        | opcode
}

/// `imm[31:12]:rd:opcode` — `lui`, `auipc` (`imm20` is the upper immediate itself).
pub const fn u_type(imm20: u32, rd: u32, opcode: u32) -> u32 {
    (imm20 & 0xf_ffff) << 12 | rd << 7 | opcode
}

/// `imm[20]:imm[10:1]:imm[11]:imm[19:12]:rd:opcode` — `jal` (`imm21` is the byte
/// offset, bit 0 zero).
pub const fn j_type(imm21: u32, rd: u32, opcode: u32) -> u32 {
    (imm21 >> 20 & 1) << 31
        | (imm21 >> 1 & 0x3ff) << 21
        | (imm21 >> 11 & 1) << 20
        | (imm21 >> 12 & 0xff) << 12
        | rd << 7
        | opcode
}

// ---- compressed formats (16 bits; `op` is the quadrant, bits 1..0) ----

/// `funct4:rd/rs1:rs2:op` — CR (`c.mv`, `c.add`, `c.jr`, `c.jalr`, `c.ebreak`).
pub const fn cr_type(funct4: u32, rd_rs1: u32, rs2: u32, op: u32) -> u32 {
    funct4 << 12 | rd_rs1 << 7 | rs2 << 2 | op
}

/// `funct3:imm(bit 12):rd/rs1:imm(bits 6..2):op` — CI (`c.li`, `c.lui`, `c.addi`,
/// `c.slli`, `c.ldsp`, ...).
pub const fn ci_type(funct3: u32, imm_12: u32, rd_rs1: u32, imm_6_2: u32, op: u32) -> u32 {
    funct3 << 13 | imm_12 << 12 | rd_rs1 << 7 | imm_6_2 << 2 | op
}

/// `funct3:imm(bits 12..7):rs2:op` — CSS (`c.sdsp`, `c.swsp`, `c.fsdsp`).
pub const fn css_type(funct3: u32, imm_12_7: u32, rs2: u32, op: u32) -> u32 {
    funct3 << 13 | imm_12_7 << 7 | rs2 << 2 | op
}

/// `funct3:imm(bits 12..5):rd':op` — CIW (`c.addi4spn`).
pub const fn ciw_type(funct3: u32, imm_12_5: u32, rd_p: u32, op: u32) -> u32 {
    funct3 << 13 | imm_12_5 << 5 | rd_p << 2 | op
}

/// `funct3:imm(bits 12..10):rs1':imm(bits 6..5):rd':op` — CL (`c.lw`, `c.ld`, `c.fld`).
pub const fn cl_type(funct3: u32, imm_12_10: u32, rs1_p: u32, imm_6_5: u32, rd_p: u32, op: u32) -> u32 {
    funct3 << 13 | imm_12_10 << 10 | rs1_p << 7 | imm_6_5 << 5 | rd_p << 2 | op
}

/// `funct3:imm(bits 12..10):rs1':imm(bits 6..5):rs2':op` — CS (`c.sw`, `c.sd`, `c.fsd`).
pub const fn cs_type(funct3: u32, imm_12_10: u32, rs1_p: u32, imm_6_5: u32, rs2_p: u32, op: u32) -> u32 {
    funct3 << 13 | imm_12_10 << 10 | rs1_p << 7 | imm_6_5 << 5 | rs2_p << 2 | op
}

/// `funct6:rd'/rs1':funct2:rs2':op` — CA (`c.sub`, `c.xor`, `c.or`, `c.and`, `c.subw`,
/// `c.addw`).
pub const fn ca_type(funct6: u32, rd_rs1_p: u32, funct2: u32, rs2_p: u32, op: u32) -> u32 {
    funct6 << 10 | rd_rs1_p << 7 | funct2 << 5 | rs2_p << 2 | op
}

/// `funct3:offset(bits 12..10):rs1':offset(bits 6..2):op` — CB (`c.beqz`, `c.bnez`, and
/// with a funct2 in bits 11..10, `c.srli`, `c.srai`, `c.andi`).
pub const fn cb_type(funct3: u32, off_12_10: u32, rs1_p: u32, off_6_2: u32, op: u32) -> u32 {
    funct3 << 13 | off_12_10 << 10 | rs1_p << 7 | off_6_2 << 2 | op
}

/// `funct3:jump target(bits 12..2):op` — CJ (`c.j`).
pub const fn cj_type(funct3: u32, target_12_2: u32, op: u32) -> u32 {
    funct3 << 13 | target_12_2 << 2 | op
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scattered_immediates() {
        // beq a0, zero, 8 / bne zero, a0, -8 / jal zero, 8 / sw a0, -2048(sp)
        assert_eq!(b_type(8, 0, 10, 0, major::BRANCH), 0x0005_0463);
        assert_eq!(b_type(-8i32 as u32, 10, 0, 1, major::BRANCH), 0xfea0_1ce3);
        assert_eq!(j_type(8, 0, major::JAL), 0x0080_006f);
        assert_eq!(s_type(-2048i32 as u32, 10, 2, 2, major::STORE), 0x80a1_2023);
    }
}
