//! The A64 encoding classes as bit-field helpers, named after the Arm ARM's classes and
//! taking their fields in the order the Arm ARM's diagrams list them (high bits first);
//! each doc comment gives the layout. The opcode table calls them with zero operand
//! fields to get an opcode's base word; the encoder ORs the operand fields in.

/// `sf:op:S:100010:sh:imm12:Rn:Rd` — ADD/ADDS/SUB/SUBS (immediate).
pub const fn add_sub_immediate(sf: u32, op: u32, s: u32, sh: u32, imm12: u32, rn: u32, rd: u32) -> u32 {
    sf << 31 | op << 30 | s << 29 | 0b100010 << 23 | sh << 22 | imm12 << 10 | rn << 5 | rd
}

/// `sf:op:S:01011:shift:0:Rm:imm6:Rn:Rd` — ADD/SUB (shifted register).
#[allow(clippy::too_many_arguments)]
pub const fn add_sub_shifted_register(
    sf: u32,
    op: u32,
    s: u32,
    shift: u32,
    rm: u32,
    imm6: u32,
    rn: u32,
    rd: u32,
) -> u32 {
    sf << 31 | op << 30 | s << 29 | 0b01011 << 24 | shift << 22 | rm << 16 | imm6 << 10 | rn << 5 | rd
}

/// `sf:op:S:01011:00:1:Rm:option:imm3:Rn:Rd` — ADD/SUB (extended register).
#[allow(clippy::too_many_arguments)]
pub const fn add_sub_extended_register(
    sf: u32,
    op: u32,
    s: u32,
    rm: u32,
    option: u32,
    imm3: u32,
    rn: u32,
    rd: u32,
) -> u32 {
    sf << 31 | op << 30 | s << 29 | 0b01011 << 24 | 1 << 21 | rm << 16 | option << 13 | imm3 << 10 | rn << 5 | rd
}

/// `sf:opc:100100:N:immr:imms:Rn:Rd` — AND/ORR/EOR/ANDS (immediate).
pub const fn logical_immediate(sf: u32, opc: u32, n: u32, immr: u32, imms: u32, rn: u32, rd: u32) -> u32 {
    sf << 31 | opc << 29 | 0b100100 << 23 | n << 22 | immr << 16 | imms << 10 | rn << 5 | rd
}

/// `sf:opc:01010:shift:N:Rm:imm6:Rn:Rd` — AND/BIC/ORR/ORN/EOR/EON/ANDS/BICS (shifted register).
#[allow(clippy::too_many_arguments)]
pub const fn logical_shifted_register(
    sf: u32,
    opc: u32,
    shift: u32,
    n: u32,
    rm: u32,
    imm6: u32,
    rn: u32,
    rd: u32,
) -> u32 {
    sf << 31 | opc << 29 | 0b01010 << 24 | shift << 22 | n << 21 | rm << 16 | imm6 << 10 | rn << 5 | rd
}

/// `sf:opc:100101:hw:imm16:Rd` — MOVN (opc 00), MOVZ (10), MOVK (11).
pub const fn move_wide_immediate(sf: u32, opc: u32, hw: u32, imm16: u32, rd: u32) -> u32 {
    sf << 31 | opc << 29 | 0b100101 << 23 | hw << 21 | imm16 << 5 | rd
}

/// `sf:opc:100110:N:immr:imms:Rn:Rd` — SBFM (opc 00), BFM (01), UBFM (10).
pub const fn bitfield(sf: u32, opc: u32, n: u32, immr: u32, imms: u32, rn: u32, rd: u32) -> u32 {
    sf << 31 | opc << 29 | 0b100110 << 23 | n << 22 | immr << 16 | imms << 10 | rn << 5 | rd
}

/// `sf:00:100111:N:0:Rm:imms:Rn:Rd` — EXTR.
pub const fn extract(sf: u32, n: u32, rm: u32, imms: u32, rn: u32, rd: u32) -> u32 {
    sf << 31 | 0b100111 << 23 | n << 22 | rm << 16 | imms << 10 | rn << 5 | rd
}

/// `sf:op54:11011:op31:Rm:o0:Ra:Rn:Rd` — MADD/MSUB/SMADDL/SMULH/UMADDL/UMULH ...
#[allow(clippy::too_many_arguments)]
pub const fn data_processing_3source(
    sf: u32,
    op54: u32,
    op31: u32,
    rm: u32,
    o0: u32,
    ra: u32,
    rn: u32,
    rd: u32,
) -> u32 {
    sf << 31 | op54 << 29 | 0b11011 << 24 | op31 << 21 | rm << 16 | o0 << 15 | ra << 10 | rn << 5 | rd
}

/// `sf:0:S:11010110:Rm:opcode:Rn:Rd` — UDIV/SDIV/LSLV/LSRV/ASRV/RORV.
pub const fn data_processing_2source(sf: u32, s: u32, rm: u32, opcode: u32, rn: u32, rd: u32) -> u32 {
    sf << 31 | s << 29 | 0b11010110 << 21 | rm << 16 | opcode << 10 | rn << 5 | rd
}

/// `sf:op:S:11010000:Rm:000000:Rn:Rd` — ADC/ADCS (op 0), SBC/SBCS (op 1).
pub const fn add_sub_with_carry(sf: u32, op: u32, s: u32, rm: u32, rn: u32, rd: u32) -> u32 {
    sf << 31 | op << 30 | s << 29 | 0b11010000 << 21 | rm << 16 | rn << 5 | rd
}

/// `sf:1:S:11010110:opcode2:opcode:Rn:Rd` — RBIT/REV16/REV32/REV/CLZ/CLS.
pub const fn data_processing_1source(sf: u32, s: u32, opcode2: u32, opcode: u32, rn: u32, rd: u32) -> u32 {
    sf << 31 | 1 << 30 | s << 29 | 0b11010110 << 21 | opcode2 << 16 | opcode << 10 | rn << 5 | rd
}

/// `sf:op:S:11010100:Rm:cond:op2:Rn:Rd` — CSEL/CSINC/CSINV/CSNEG.
#[allow(clippy::too_many_arguments)]
pub const fn conditional_select(sf: u32, op: u32, s: u32, rm: u32, cond: u32, op2: u32, rn: u32, rd: u32) -> u32 {
    sf << 31 | op << 30 | s << 29 | 0b11010100 << 21 | rm << 16 | cond << 12 | op2 << 10 | rn << 5 | rd
}

/// `sf:op:1:11010010:Rm:cond:0:0:Rn:0:nzcv` — CCMN (op 0) / CCMP (op 1), register.
pub const fn conditional_compare_register(sf: u32, op: u32, rm: u32, cond: u32, rn: u32, nzcv: u32) -> u32 {
    sf << 31 | op << 30 | 1 << 29 | 0b11010010 << 21 | rm << 16 | cond << 12 | rn << 5 | nzcv
}

/// `sf:op:1:11010010:imm5:cond:1:0:Rn:0:nzcv` — CCMN/CCMP, immediate.
pub const fn conditional_compare_immediate(sf: u32, op: u32, imm5: u32, cond: u32, rn: u32, nzcv: u32) -> u32 {
    sf << 31 | op << 30 | 1 << 29 | 0b11010010 << 21 | imm5 << 16 | cond << 12 | 1 << 11 | rn << 5 | nzcv
}

/// `op:immlo:10000:immhi:Rd` — ADR (op 0), ADRP (op 1).
pub const fn pc_rel_addressing(op: u32, immlo: u32, immhi: u32, rd: u32) -> u32 {
    op << 31 | immlo << 29 | 0b10000 << 24 | immhi << 5 | rd
}

/// `op:00101:imm26` — B (op 0), BL (op 1).
pub const fn unconditional_branch_immediate(op: u32, imm26: u32) -> u32 {
    op << 31 | 0b00101 << 26 | (imm26 & 0x3ff_ffff)
}

/// `0101010:0:imm19:0:cond` — B.cond.
pub const fn conditional_branch_immediate(imm19: u32, cond: u32) -> u32 {
    0b0101010 << 25 | (imm19 & 0x7_ffff) << 5 | cond
}

/// `sf:011010:op:imm19:Rt` — CBZ (op 0), CBNZ (op 1).
pub const fn compare_and_branch_immediate(sf: u32, op: u32, imm19: u32, rt: u32) -> u32 {
    sf << 31 | 0b011010 << 25 | op << 24 | (imm19 & 0x7_ffff) << 5 | rt
}

/// `b5:011011:op:b40:imm14:Rt` — TBZ (op 0), TBNZ (op 1).
pub const fn test_and_branch_immediate(b5: u32, op: u32, b40: u32, imm14: u32, rt: u32) -> u32 {
    b5 << 31 | 0b011011 << 25 | op << 24 | b40 << 19 | (imm14 & 0x3fff) << 5 | rt
}

/// `1101011:opc:op2:op3:Rn:op4` — BR (opc 0000), BLR (0001), RET (0010); op2 = 11111.
pub const fn unconditional_branch_register(opc: u32, op2: u32, op3: u32, rn: u32, op4: u32) -> u32 {
    0b1101011 << 25 | opc << 21 | op2 << 16 | op3 << 10 | rn << 5 | op4
}

/// `11010100:opc:imm16:op2:LL` — SVC/HVC/SMC/BRK (opc 001)/HLT ...
pub const fn exception_generation(opc: u32, imm16: u32, op2: u32, ll: u32) -> u32 {
    0b11010100 << 24 | opc << 21 | imm16 << 5 | op2 << 2 | ll
}

/// `1101010100:0:00:011:0010:CRm:op2:11111` — HINT (NOP is `hint #0`).
pub const fn hint(crm: u32, op2: u32) -> u32 {
    0xd503_201f | crm << 8 | op2 << 5
}

/// `1101010100:0:00:011:0011:CRm:op2:11111` — CLREX (op2 010), DSB (100), DMB (101), ISB (110).
pub const fn barrier(crm: u32, op2: u32) -> u32 {
    0xd503_301f | crm << 8 | op2 << 5
}

/// `1101010100:L:1:o0:op1:CRn:CRm:op2:Rt` — MSR/MRS (register); op0 = 2 + o0.
#[allow(clippy::too_many_arguments)]
pub const fn system_register_move(l: u32, o0: u32, op1: u32, crn: u32, crm: u32, op2: u32, rt: u32) -> u32 {
    0b1101010100 << 22 | l << 21 | 1 << 20 | o0 << 19 | op1 << 16 | crn << 12 | crm << 8 | op2 << 5 | rt
}

/// `size:111:V:01:opc:imm12:Rn:Rt` — LDR/STR (unsigned immediate, scaled by the size).
pub const fn load_store_register_unsigned_immediate(size: u32, v: u32, opc: u32, imm12: u32, rn: u32, rt: u32) -> u32 {
    size << 30 | 0b111 << 27 | v << 26 | 0b01 << 24 | opc << 22 | imm12 << 10 | rn << 5 | rt
}

/// `size:111:V:00:opc:0:imm9:00:Rn:Rt` — LDUR/STUR (unscaled immediate).
pub const fn load_store_register_unscaled_immediate(size: u32, v: u32, opc: u32, imm9: u32, rn: u32, rt: u32) -> u32 {
    size << 30 | 0b111 << 27 | v << 26 | opc << 22 | (imm9 & 0x1ff) << 12 | rn << 5 | rt
}

/// `size:111:V:00:opc:0:imm9:01:Rn:Rt` — LDR/STR (immediate, post-index).
pub const fn load_store_register_immediate_post_indexed(
    size: u32,
    v: u32,
    opc: u32,
    imm9: u32,
    rn: u32,
    rt: u32,
) -> u32 {
    load_store_register_unscaled_immediate(size, v, opc, imm9, rn, rt) | 0b01 << 10
}

/// `size:111:V:00:opc:0:imm9:11:Rn:Rt` — LDR/STR (immediate, pre-index).
pub const fn load_store_register_immediate_pre_indexed(
    size: u32,
    v: u32,
    opc: u32,
    imm9: u32,
    rn: u32,
    rt: u32,
) -> u32 {
    load_store_register_unscaled_immediate(size, v, opc, imm9, rn, rt) | 0b11 << 10
}

/// `size:111:V:00:opc:1:Rm:option:S:10:Rn:Rt` — LDR/STR (register offset).
#[allow(clippy::too_many_arguments)]
pub const fn load_store_register_register_offset(
    size: u32,
    v: u32,
    opc: u32,
    rm: u32,
    option: u32,
    s: u32,
    rn: u32,
    rt: u32,
) -> u32 {
    size << 30
        | 0b111 << 27
        | v << 26
        | opc << 22
        | 1 << 21
        | rm << 16
        | option << 13
        | s << 12
        | 0b10 << 10
        | rn << 5
        | rt
}

/// `opc:011:V:00:imm19:Rt` — LDR (literal), pc-relative.
pub const fn load_register_literal(opc: u32, v: u32, imm19: u32, rt: u32) -> u32 {
    opc << 30 | 0b011 << 27 | v << 26 | (imm19 & 0x7_ffff) << 5 | rt
}

/// `opc:101:V:mode:L:imm7:Rt2:Rn:Rt` — LDP/STP; mode 001 post-index, 010 offset, 011 pre-index.
#[allow(clippy::too_many_arguments)]
pub const fn load_store_register_pair(
    opc: u32,
    v: u32,
    mode: u32,
    l: u32,
    imm7: u32,
    rt2: u32,
    rn: u32,
    rt: u32,
) -> u32 {
    opc << 30 | 0b101 << 27 | v << 26 | mode << 23 | l << 22 | (imm7 & 0x7f) << 15 | rt2 << 10 | rn << 5 | rt
}

/// `size:001000:o2:L:o1:Rs:o0:Rt2:Rn:Rt` — LDXR/STXR/LDAXR/STLXR/LDAR/STLR, CAS (o2 = o1 = 1),
/// CASP (o2 = 0, o1 = 1, size = 0:sz).
#[allow(clippy::too_many_arguments)]
pub const fn load_store_exclusive(
    size: u32,
    o2: u32,
    l: u32,
    o1: u32,
    rs: u32,
    o0: u32,
    rt2: u32,
    rn: u32,
    rt: u32,
) -> u32 {
    size << 30 | 0b001000 << 24 | o2 << 23 | l << 22 | o1 << 21 | rs << 16 | o0 << 15 | rt2 << 10 | rn << 5 | rt
}

/// `size:111:V:00:A:R:1:Rs:o3:opc:00:Rn:Rt` — LSE atomics (LDADD ... LDUMIN, SWP).
#[allow(clippy::too_many_arguments)]
pub const fn atomic_memory(size: u32, v: u32, a: u32, r: u32, rs: u32, o3: u32, opc: u32, rn: u32, rt: u32) -> u32 {
    size << 30 | 0b111 << 27 | v << 26 | a << 23 | r << 22 | 1 << 21 | rs << 16 | o3 << 15 | opc << 12 | rn << 5 | rt
}

/// `M:0:S:11110:ptype:1:opcode:10000:Rn:Rd` — FMOV/FABS/FNEG/FSQRT/FCVT/FRINT* (register).
pub const fn float_data_processing_1source(m: u32, s: u32, ptype: u32, opcode: u32, rn: u32, rd: u32) -> u32 {
    m << 31 | s << 29 | 0b11110 << 24 | ptype << 22 | 1 << 21 | opcode << 15 | 0b10000 << 10 | rn << 5 | rd
}

/// `00011110:ptype:1:Rm:opcode:10:Rn:Rd` — FMUL/FDIV/FADD/FSUB/FMAX/FMIN/FMAXNM/FMINNM/FNMUL.
pub const fn float_data_processing_2source(ptype: u32, rm: u32, opcode: u32, rn: u32, rd: u32) -> u32 {
    0b00011110 << 24 | ptype << 22 | 1 << 21 | rm << 16 | opcode << 12 | 0b10 << 10 | rn << 5 | rd
}

/// `00011111:ptype:o1:Rm:o0:Ra:Rn:Rd` — FMADD/FMSUB/FNMADD/FNMSUB.
pub const fn float_data_processing_3source(ptype: u32, o1: u32, rm: u32, o0: u32, ra: u32, rn: u32, rd: u32) -> u32 {
    0b00011111 << 24 | ptype << 22 | o1 << 21 | rm << 16 | o0 << 15 | ra << 10 | rn << 5 | rd
}

/// `00011110:ptype:1:Rm:00:1000:Rn:opcode2` — FCMP/FCMPE (opcode2 bit 4: E, bit 3: with #0.0).
pub const fn float_compare(ptype: u32, rm: u32, rn: u32, opcode2: u32) -> u32 {
    0b00011110 << 24 | ptype << 22 | 1 << 21 | rm << 16 | 0b1000 << 10 | rn << 5 | opcode2
}

/// `00011110:ptype:1:Rm:cond:01:Rn:op:nzcv` — FCCMP (op 0) / FCCMPE (op 1).
pub const fn float_conditional_compare(ptype: u32, rm: u32, cond: u32, rn: u32, op: u32, nzcv: u32) -> u32 {
    0b00011110 << 24 | ptype << 22 | 1 << 21 | rm << 16 | cond << 12 | 0b01 << 10 | rn << 5 | op << 4 | nzcv
}

/// `00011110:ptype:1:Rm:cond:11:Rn:Rd` — FCSEL.
pub const fn float_conditional_select(ptype: u32, rm: u32, cond: u32, rn: u32, rd: u32) -> u32 {
    0b00011110 << 24 | ptype << 22 | 1 << 21 | rm << 16 | cond << 12 | 0b11 << 10 | rn << 5 | rd
}

/// `00011110:ptype:1:imm8:100:00000:Rd` — FMOV (scalar, immediate).
pub const fn float_immediate(ptype: u32, imm8: u32, rd: u32) -> u32 {
    0b00011110 << 24 | ptype << 22 | 1 << 21 | imm8 << 13 | 0b100 << 10 | rd
}

/// `sf:0:0:11110:ptype:1:rmode:opcode:000000:Rn:Rd` — SCVTF/UCVTF/FCVTZS/FCVTZU/FMOV (general).
pub const fn float_integer_conversion(sf: u32, ptype: u32, rmode: u32, opcode: u32, rn: u32, rd: u32) -> u32 {
    sf << 31 | 0b11110 << 24 | ptype << 22 | 1 << 21 | rmode << 19 | opcode << 16 | rn << 5 | rd
}

/// `0:Q:U:01110:size:1:Rm:opcode:1:Rn:Rd` — Advanced SIMD three same.
pub const fn simd_three_same(q: u32, u: u32, size: u32, rm: u32, opcode: u32, rn: u32, rd: u32) -> u32 {
    q << 30 | u << 29 | 0b01110 << 24 | size << 22 | 1 << 21 | rm << 16 | opcode << 11 | 1 << 10 | rn << 5 | rd
}

/// `0:Q:U:01110:size:10000:opcode:10:Rn:Rd` — Advanced SIMD two-register miscellaneous.
pub const fn simd_two_reg_misc(q: u32, u: u32, size: u32, opcode: u32, rn: u32, rd: u32) -> u32 {
    q << 30 | u << 29 | 0b01110 << 24 | size << 22 | 0b10000 << 17 | opcode << 12 | 0b10 << 10 | rn << 5 | rd
}

/// `0:Q:U:01110:size:11000:opcode:10:Rn:Rd` — Advanced SIMD across lanes.
pub const fn simd_across_lanes(q: u32, u: u32, size: u32, opcode: u32, rn: u32, rd: u32) -> u32 {
    q << 30 | u << 29 | 0b01110 << 24 | size << 22 | 0b11000 << 17 | opcode << 12 | 0b10 << 10 | rn << 5 | rd
}

/// `0:Q:op:01110000:imm5:0:imm4:1:Rn:Rd` — Advanced SIMD copy (DUP, INS, UMOV, SMOV).
pub const fn simd_copy(q: u32, op: u32, imm5: u32, imm4: u32, rn: u32, rd: u32) -> u32 {
    q << 30 | op << 29 | 0b01110000 << 21 | imm5 << 16 | imm4 << 11 | 1 << 10 | rn << 5 | rd
}

/// `0:Q:op:0111100000:a:b:c:cmode:o2:1:d:e:f:g:h:Rd` — Advanced SIMD modified immediate.
pub const fn simd_modified_immediate(q: u32, op: u32, abc: u32, cmode: u32, o2: u32, defgh: u32, rd: u32) -> u32 {
    q << 30 | op << 29 | 0b0111100000 << 19 | abc << 16 | cmode << 12 | o2 << 11 | 1 << 10 | defgh << 5 | rd
}

/// `0:Q:U:011110:immh:immb:opcode:1:Rn:Rd` — Advanced SIMD shift by immediate.
pub const fn simd_shift_by_immediate(q: u32, u: u32, immh: u32, immb: u32, opcode: u32, rn: u32, rd: u32) -> u32 {
    q << 30 | u << 29 | 0b011110 << 23 | immh << 19 | immb << 16 | opcode << 11 | 1 << 10 | rn << 5 | rd
}

/// `0:Q:001110:size:0:Rm:0:opcode:10:Rn:Rd` — Advanced SIMD permute (UZP/TRN/ZIP).
pub const fn simd_permute(q: u32, size: u32, rm: u32, opcode: u32, rn: u32, rd: u32) -> u32 {
    q << 30 | 0b001110 << 24 | size << 22 | rm << 16 | opcode << 12 | 0b10 << 10 | rn << 5 | rd
}

/// `0:Q:101110:op2:0:Rm:0:imm4:0:Rn:Rd` — Advanced SIMD extract (EXT).
pub const fn simd_extract(q: u32, op2: u32, rm: u32, imm4: u32, rn: u32, rd: u32) -> u32 {
    q << 30 | 0b101110 << 24 | op2 << 22 | rm << 16 | imm4 << 11 | rn << 5 | rd
}

/// `0:Q:001110:op2:0:Rm:0:len:op:00:Rn:Rd` — Advanced SIMD table lookup (TBL op 0, TBX op 1).
pub const fn simd_table_lookup(q: u32, op2: u32, rm: u32, len: u32, op: u32, rn: u32, rd: u32) -> u32 {
    q << 30 | 0b001110 << 24 | op2 << 22 | rm << 16 | len << 13 | op << 12 | rn << 5 | rd
}
