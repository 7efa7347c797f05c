//! The opcode table: one line per AArch64 opcode rllc selects, with its one-line
//! semantics, constructor, types, operand layout (assembly order), mnemonic, how the type
//! is encoded, the encoding (an encoding-class helper called with zero operand fields) and
//! flags; the `opcodes!` macro turns it into `Opcode`, its `Desc`s and one constructor per
//! opcode. Also how an opcode and type are packed into `MInst::opcode`.
//!
//! Types: `[-]` fixed (no type argument), `[=T]` fixed at `Ty::T`, `[MASK]` one of the
//! `desc::tys` masks (the constructor takes the `Ty` first).

use super::builder::{build, Arg};
use super::desc::field::*;
use super::desc::tys::*;
use super::desc::{Desc, Enc, Mn, Slot, SymField, Ty, CALL, I, M, MOVA, MOVE, R, SIDE, T, TERM, UMOVA};
use super::encoding::*;
use crate::opcode_table::opcodes;
use rllc_isel::mir::MInst;

// Base words of the classes used many times.
const ASI: u32 = add_sub_immediate(0, 0, 0, 0, 0, 0, 0);
const ASR: u32 = add_sub_shifted_register(0, 0, 0, 0, 0, 0, 0, 0);
const ASX: u32 = add_sub_extended_register(0, 0, 0, 0, 0, 0, 0, 0);
const SUB: u32 = 1 << 30;
const SETF: u32 = 1 << 29;
const ZR_D: u32 = 31;
const ZR_N: u32 = 31 << 5;
const ZR_M: u32 = 31 << 16;
const ZR_A: u32 = 31 << 10;
const fn lsr_(opc: u32, n: u32) -> u32 {
    logical_shifted_register(0, opc, 0, n, 0, 0, 0, 0)
}
const fn limm(opc: u32) -> u32 {
    logical_immediate(0, opc, 0, 0, 0, 0, 0)
}
const fn dp3(op31: u32, o0: u32) -> u32 {
    data_processing_3source(0, 0, op31, 0, o0, 0, 0, 0)
}
const fn dp2(opcode: u32) -> u32 {
    data_processing_2source(0, 0, 0, opcode, 0, 0)
}
const fn dp1(opcode: u32) -> u32 {
    data_processing_1source(0, 0, 0, opcode, 0, 0)
}
const fn bfmw(opc: u32, immr: u32, imms: u32) -> u32 {
    bitfield(0, opc, 0, immr, imms, 0, 0)
}
const fn csel_(op: u32, op2: u32) -> u32 {
    conditional_select(0, op, 0, 0, 0, op2, 0, 0)
}
const fn ldst(v: u32, opc: u32) -> u32 {
    load_store_register_unsigned_immediate(0, v, opc, 0, 0, 0)
}
const fn pair(v: u32, l: u32) -> u32 {
    load_store_register_pair(0, v, 0b010, l, 0, 0, 0, 0)
}
const fn excl(o2: u32, l: u32, o1: u32, rs: u32, o0: u32) -> u32 {
    load_store_exclusive(0, o2, l, o1, rs, o0, 31, 0, 0)
}
/// LDXP/LDAXP (l = 1; Rs all ones) and STXP/STLXP: size 1:sz, o1 = 1, Rt2 a field.
const fn excl_pair(l: u32, o0: u32) -> u32 {
    load_store_exclusive(0b10, 0, l, 1, 31 * l, o0, 0, 0, 0)
}
const fn adc_(op: u32, s: u32) -> u32 {
    add_sub_with_carry(0, op, s, 0, 0, 0)
}
const fn lse(a: u32, r: u32, o3: u32, opc: u32) -> u32 {
    atomic_memory(0, 0, a, r, 0, o3, opc, 0, 0)
}
const fn f1(opcode: u32) -> u32 {
    float_data_processing_1source(0, 0, 0, opcode, 0, 0)
}
const fn f2(opcode: u32) -> u32 {
    float_data_processing_2source(0, 0, opcode, 0, 0)
}
const fn f3(o1: u32, o0: u32) -> u32 {
    float_data_processing_3source(0, o1, 0, o0, 0, 0, 0)
}
const fn fic(sf: u32, rmode: u32, opcode: u32) -> u32 {
    float_integer_conversion(sf, 0, rmode, opcode, 0, 0)
}
const fn v3(u: u32, size: u32, opcode: u32) -> u32 {
    simd_three_same(0, u, size, 0, opcode, 0, 0)
}
const fn v2(u: u32, size: u32, opcode: u32) -> u32 {
    simd_two_reg_misc(0, u, size, opcode, 0, 0)
}
const fn vacross(u: u32, opcode: u32) -> u32 {
    simd_across_lanes(0, u, 0, opcode, 0, 0)
}
const fn vsh(u: u32, opcode: u32) -> u32 {
    simd_shift_by_immediate(0, u, 0, 0, opcode, 0, 0)
}
const fn vmi(op: u32, cmode: u32) -> u32 {
    simd_modified_immediate(0, op, 0, cmode, 0, 0, 0)
}
const fn vperm(opcode: u32) -> u32 {
    simd_permute(0, 0, 0, opcode, 0, 0)
}
const BR: u32 = unconditional_branch_register(0b0000, 0b11111, 0, 0, 0);
const BLR: u32 = unconditional_branch_register(0b0001, 0b11111, 0, 0, 0);
const RET_LR: u32 = unconditional_branch_register(0b0010, 0b11111, 0, 30, 0);

opcodes! {
    #[doc = "The AArch64 opcodes rllc selects. Each has one `Desc` (see `Opcode::desc`)."]
    // ---- pseudo-instructions ----
    /// dst = src: a register copy of either class (`mov`: `orr` for GPRs, `add` with sp, `mov v.16b` for FP/SIMD)
    Copy copy [-] (dst: Def(Any, NONE), src: Use(Any, NONE)) P("mov"), None, Enc::Copy, MOVE;
    /// dst = an undefined value (no code)
    ImplicitDef implicit_def [-] (dst: Def(Any, NONE)) P("implicit-def"), None, Enc::None, 0;
    /// defines the incoming argument registers at function entry (no code)
    EntryDefs entry_defs [-] (defs: Implicit) P("entry-defs"), None, Enc::None, 0;
    /// dst = the address of a stack object plus an offset (frame lowering rewrites it into `add`/`sub` from sp or x29)
    FrameAddr frame_addr [-] (dst: Def(X, RD), addr: Mem(M::One)) P("frame-addr"), None, Enc::None, 0;
    /// runs an inline asm template (operands packed in the operand list); not encodable yet
    InlineAsm inline_asm_packed [-] (packed: Implicit) P("#APP"), None, Enc::None, SIDE;
    /// if cc goto taken else goto not_taken: `b.cc` + `b`, either dropped when it is the next block
    Brcond brcond [-] (cc: Cc(0), taken: Target, not_taken: Target) Cond, None, Enc::Branch, TERM;
    /// goto target (dropped when it is the next block)
    B b [-] (target: Target) P("b"), None, Enc::Branch, TERM;
    /// if cc goto target, else fall through to the next block
    Bcc bcc [-] (cc: Cc(0), target: Target) Cond, None, Enc::Branch, TERM;
    /// if reg == 0 goto target, else fall through
    Cbz cbz [WX] (reg: Use(G, RT), target: Target) P("cbz"), Sf, Enc::Branch, TERM;
    /// if reg != 0 goto target, else fall through
    Cbnz cbnz [WX] (reg: Use(G, RT), target: Target) P("cbnz"), Sf, Enc::Branch, TERM;
    /// if bit `bit` of reg is 0 goto target, else fall through
    Tbz tbz [-] (reg: Use(GTb, RT), bit: Imm(TbBit), target: Target) P("tbz"), None, Enc::Branch, TERM;
    /// if bit `bit` of reg is 1 goto target, else fall through
    Tbnz tbnz [-] (reg: Use(GTb, RT), bit: Imm(TbBit), target: Target) P("tbnz"), None, Enc::Branch, TERM;
    /// if reg == 0 goto taken else goto not_taken: `cbz`/`cbnz` (+ `b`), as `Brcond` drops a jump to the next block
    CbzBr cbz_br [WX] (reg: Use(G, RT), taken: Target, not_taken: Target) P("cbz"), Sf, Enc::Branch, TERM;
    /// if bit `bit` of reg is 0 goto taken else goto not_taken: `tbz`/`tbnz` (+ `b`), as `CbzBr`
    TbzBr tbz_br [-] (reg: Use(GTb, RT), bit: Imm(TbBit), taken: Target, not_taken: Target) P("tbz"), None, Enc::Branch, TERM;
    // ---- calls, returns, indirect branches ----
    /// tail call: goto symbol (`b sym`, Jump26), with the fixed argument uses
    BSym b_sym_raw [-] (target: Callee, regs: Implicit) P("b"), None, E(unconditional_branch_immediate(0, 0)), TERM | SIDE;
    /// call symbol (`bl sym`, Call26) with fixed argument uses and result defs
    Bl bl_raw [-] (target: Callee, regs: Implicit) P("bl"), None, E(unconditional_branch_immediate(1, 0)), CALL | SIDE;
    /// call the address in target
    Blr blr_raw [-] (target: Use(X, RN), regs: Implicit) P("blr"), None, E(BLR), CALL | SIDE;
    /// goto the address in target (jump tables)
    Br br [-] (target: Use(X, RN)) P("br"), None, E(BR), TERM;
    /// tail call through a register, with the fixed argument uses
    BrTail br_tail_raw [-] (target: Use(X, RN), regs: Implicit) P("br"), None, E(BR), TERM | SIDE;
    /// return to x30, with the fixed uses of the returned values
    Ret ret_raw [-] (regs: Implicit) P("ret"), None, E(RET_LR), TERM;
    /// TLS descriptor call: `.tlsdesccall sym; blr target` (x0 in: the descriptor, out: the offset); clobbers as its set says
    TlsDescCall tlsdesc_call_raw [-] (sym: Callee, target: Use(X, RN), regs: Implicit) P("blr"), None, Enc::TlsDescCall(BLR), CALL | SIDE;
    // ---- add/sub ----
    /// dst = lhs + imm12 (optionally << 12)
    AddRI add_ri [WX] (dst: Def(GSp, RD), lhs: Use(GSp, RN), imm: Imm(AddSub)) P("add"), Sf, E(ASI), 0;
    /// dst = lhs + imm, setting the flags
    AddsRI adds_ri [WX] (dst: Def(G, RD), lhs: Use(GSp, RN), imm: Imm(AddSub)) P("adds"), Sf, E(ASI | SETF), 0;
    /// dst = lhs - imm
    SubRI sub_ri [WX] (dst: Def(GSp, RD), lhs: Use(GSp, RN), imm: Imm(AddSub)) P("sub"), Sf, E(ASI | SUB), 0;
    /// dst = lhs - imm, setting the flags
    SubsRI subs_ri [WX] (dst: Def(G, RD), lhs: Use(GSp, RN), imm: Imm(AddSub)) P("subs"), Sf, E(ASI | SUB | SETF), 0;
    /// flags = lhs - imm
    CmpRI cmp_ri [WX] (lhs: Use(GSp, RN), imm: Imm(AddSub)) P("cmp"), Sf, E(ASI | SUB | SETF | ZR_D), 0;
    /// flags = lhs + imm
    CmnRI cmn_ri [WX] (lhs: Use(GSp, RN), imm: Imm(AddSub)) P("cmn"), Sf, E(ASI | SETF | ZR_D), 0;
    /// dst = src, either of them sp (`add dst, src, #0`)
    MovSp mov_sp [-] (dst: Def(XSp, RD), src: Use(XSp, RN)) P("mov"), None, E(ASI | 1 << 31), 0;
    /// dst = lhs + (rhs shifted)
    AddRR add_rr [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), sh: Imm(Shift)) P("add"), Sf, E(ASR), 0;
    /// dst = lhs + (rhs shifted), setting the flags
    AddsRR adds_rr [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), sh: Imm(Shift)) P("adds"), Sf, E(ASR | SETF), 0;
    /// dst = lhs - (rhs shifted)
    SubRR sub_rr [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), sh: Imm(Shift)) P("sub"), Sf, E(ASR | SUB), 0;
    /// dst = lhs - (rhs shifted), setting the flags
    SubsRR subs_rr [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), sh: Imm(Shift)) P("subs"), Sf, E(ASR | SUB | SETF), 0;
    /// dst = lhs + rhs + carry
    Adc adc [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM)) P("adc"), Sf, E(adc_(0, 0)), 0;
    /// dst = lhs - rhs - !carry
    Sbc sbc [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM)) P("sbc"), Sf, E(adc_(1, 0)), 0;
    /// dst = lhs - rhs - !carry, setting the flags (`sbcs xzr` compares the high words of a pair)
    Sbcs sbcs [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM)) P("sbcs"), Sf, E(adc_(1, 1)), 0;
    /// flags = lhs - (rhs shifted)
    CmpRR cmp_rr [WX] (lhs: Use(G, RN), rhs: Use(G, RM), sh: Imm(Shift)) P("cmp"), Sf, E(ASR | SUB | SETF | ZR_D), 0;
    /// flags = lhs + (rhs shifted)
    CmnRR cmn_rr [WX] (lhs: Use(G, RN), rhs: Use(G, RM), sh: Imm(Shift)) P("cmn"), Sf, E(ASR | SETF | ZR_D), 0;
    /// dst = -(src shifted)
    NegRR neg [WX] (dst: Def(G, RD), src: Use(G, RM), sh: Imm(Shift)) P("neg"), Sf, E(ASR | SUB | ZR_N), 0;
    /// dst = -(src shifted), setting the flags
    NegsRR negs [WX] (dst: Def(G, RD), src: Use(G, RM), sh: Imm(Shift)) P("negs"), Sf, E(ASR | SUB | SETF | ZR_N), 0;
    /// dst = lhs + (rhs extended and shifted); lhs and dst may be sp
    AddRX add_rx [WX] (dst: Def(GSp, RD), lhs: Use(GSp, RN), rhs: Use(GExt, RM), ext: Imm(Extend)) P("add"), Sf, E(ASX), 0;
    /// dst = lhs + (rhs extended), setting the flags
    AddsRX adds_rx [WX] (dst: Def(G, RD), lhs: Use(GSp, RN), rhs: Use(GExt, RM), ext: Imm(Extend)) P("adds"), Sf, E(ASX | SETF), 0;
    /// dst = lhs - (rhs extended and shifted); lhs and dst may be sp
    SubRX sub_rx [WX] (dst: Def(GSp, RD), lhs: Use(GSp, RN), rhs: Use(GExt, RM), ext: Imm(Extend)) P("sub"), Sf, E(ASX | SUB), 0;
    /// dst = lhs - (rhs extended), setting the flags
    SubsRX subs_rx [WX] (dst: Def(G, RD), lhs: Use(GSp, RN), rhs: Use(GExt, RM), ext: Imm(Extend)) P("subs"), Sf, E(ASX | SUB | SETF), 0;
    /// flags = lhs - (rhs extended)
    CmpRX cmp_rx [WX] (lhs: Use(GSp, RN), rhs: Use(GExt, RM), ext: Imm(Extend)) P("cmp"), Sf, E(ASX | SUB | SETF | ZR_D), 0;
    // ---- logical ----
    /// dst = lhs & bitmask imm
    AndRI and_ri [WX] (dst: Def(GSp, RD), lhs: Use(G, RN), imm: Imm(Logic)) P("and"), Sf, E(limm(0b00)), 0;
    /// dst = lhs | bitmask imm
    OrrRI orr_ri [WX] (dst: Def(GSp, RD), lhs: Use(G, RN), imm: Imm(Logic)) P("orr"), Sf, E(limm(0b01)), 0;
    /// dst = lhs ^ bitmask imm
    EorRI eor_ri [WX] (dst: Def(GSp, RD), lhs: Use(G, RN), imm: Imm(Logic)) P("eor"), Sf, E(limm(0b10)), 0;
    /// dst = lhs & bitmask imm, setting N and Z
    AndsRI ands_ri [WX] (dst: Def(G, RD), lhs: Use(G, RN), imm: Imm(Logic)) P("ands"), Sf, E(limm(0b11)), 0;
    /// flags = lhs & bitmask imm
    TstRI tst_ri [WX] (lhs: Use(G, RN), imm: Imm(Logic)) P("tst"), Sf, E(limm(0b11) | ZR_D), 0;
    /// dst = lhs & (rhs shifted)
    AndRR and_rr [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), sh: Imm(Shift)) P("and"), Sf, E(lsr_(0b00, 0)), 0;
    /// dst = lhs & !(rhs shifted)
    BicRR bic_rr [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), sh: Imm(Shift)) P("bic"), Sf, E(lsr_(0b00, 1)), 0;
    /// dst = lhs | (rhs shifted)
    OrrRR orr_rr [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), sh: Imm(Shift)) P("orr"), Sf, E(lsr_(0b01, 0)), 0;
    /// dst = lhs | !(rhs shifted)
    OrnRR orn_rr [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), sh: Imm(Shift)) P("orn"), Sf, E(lsr_(0b01, 1)), 0;
    /// dst = lhs ^ (rhs shifted)
    EorRR eor_rr [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), sh: Imm(Shift)) P("eor"), Sf, E(lsr_(0b10, 0)), 0;
    /// dst = lhs ^ !(rhs shifted)
    EonRR eon_rr [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), sh: Imm(Shift)) P("eon"), Sf, E(lsr_(0b10, 1)), 0;
    /// dst = lhs & (rhs shifted), setting N and Z
    AndsRR ands_rr [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), sh: Imm(Shift)) P("ands"), Sf, E(lsr_(0b11, 0)), 0;
    /// dst = lhs & !(rhs shifted), setting N and Z
    BicsRR bics_rr [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), sh: Imm(Shift)) P("bics"), Sf, E(lsr_(0b11, 1)), 0;
    /// flags = lhs & (rhs shifted)
    TstRR tst_rr [WX] (lhs: Use(G, RN), rhs: Use(G, RM), sh: Imm(Shift)) P("tst"), Sf, E(lsr_(0b11, 0) | ZR_D), 0;
    /// dst = src (`orr dst, zr, src`)
    MovRR mov_rr [WX] (dst: Def(G, RD), src: Use(G, RM)) P("mov"), Sf, E(lsr_(0b01, 0) | ZR_N), 0;
    /// dst = !(src shifted)
    MvnRR mvn [WX] (dst: Def(G, RD), src: Use(G, RM), sh: Imm(Shift)) P("mvn"), Sf, E(lsr_(0b01, 1) | ZR_N), 0;
    // ---- wide moves ----
    /// dst = imm16 << hw (printed as the `mov` alias when llvm does)
    Movz movz [WX] (dst: Def(G, RD), imm: Imm(Imm16), hw: Imm(Hw)) P("movz"), Sf, E(move_wide_immediate(0, 0b10, 0, 0, 0)), MOVA;
    /// dst = !(imm16 << hw)
    Movn movn [WX] (dst: Def(G, RD), imm: Imm(Imm16), hw: Imm(Hw)) P("movn"), Sf, E(move_wide_immediate(0, 0b00, 0, 0, 0)), MOVA;
    /// dst = old with bits hw..hw+16 replaced by imm16
    Movk movk [WX] (dst: Def(G, RD), old: Tied(0), imm: Imm(Imm16), hw: Imm(Hw)) P("movk"), Sf, E(move_wide_immediate(0, 0b11, 0, 0, 0)), 0;
    // ---- multiply and divide ----
    /// dst = add + lhs * rhs
    Madd madd [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), add: Use(G, RA)) P("madd"), Sf, E(dp3(0, 0)), 0;
    /// dst = sub - lhs * rhs
    Msub msub [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), sub: Use(G, RA)) P("msub"), Sf, E(dp3(0, 1)), 0;
    /// dst = lhs * rhs
    Mul mul [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM)) P("mul"), Sf, E(dp3(0, 0) | ZR_A), 0;
    /// dst = -(lhs * rhs)
    Mneg mneg [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM)) P("mneg"), Sf, E(dp3(0, 1) | ZR_A), 0;
    /// dst (64) = add + sext(lhs) * sext(rhs) (32-bit sources)
    Smaddl smaddl [-] (dst: Def(X, RD), lhs: Use(W, RN), rhs: Use(W, RM), add: Use(X, RA)) P("smaddl"), None, E(dp3(0b001, 0) | 1 << 31), 0;
    /// dst (64) = add + zext(lhs) * zext(rhs)
    Umaddl umaddl [-] (dst: Def(X, RD), lhs: Use(W, RN), rhs: Use(W, RM), add: Use(X, RA)) P("umaddl"), None, E(dp3(0b101, 0) | 1 << 31), 0;
    /// dst (64) = sext(lhs) * sext(rhs)
    Smull smull [-] (dst: Def(X, RD), lhs: Use(W, RN), rhs: Use(W, RM)) P("smull"), None, E(dp3(0b001, 0) | 1 << 31 | ZR_A), 0;
    /// dst (64) = zext(lhs) * zext(rhs)
    Umull umull [-] (dst: Def(X, RD), lhs: Use(W, RN), rhs: Use(W, RM)) P("umull"), None, E(dp3(0b101, 0) | 1 << 31 | ZR_A), 0;
    /// dst = the high 64 bits of the signed 128-bit product
    Smulh smulh [-] (dst: Def(X, RD), lhs: Use(X, RN), rhs: Use(X, RM)) P("smulh"), None, E(dp3(0b010, 0) | 1 << 31 | ZR_A), 0;
    /// dst = the high 64 bits of the unsigned 128-bit product
    Umulh umulh [-] (dst: Def(X, RD), lhs: Use(X, RN), rhs: Use(X, RM)) P("umulh"), None, E(dp3(0b110, 0) | 1 << 31 | ZR_A), 0;
    /// dst = lhs / rhs (signed, rounding to zero; 0 when rhs is 0)
    Sdiv sdiv [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM)) P("sdiv"), Sf, E(dp2(0b000011)), 0;
    /// dst = lhs / rhs (unsigned)
    Udiv udiv [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM)) P("udiv"), Sf, E(dp2(0b000010)), 0;
    /// dst = lhs << (rhs mod width)
    Lslv lslv [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM)) P("lsl"), Sf, E(dp2(0b001000)), 0;
    /// dst = lhs >> (rhs mod width), logical
    Lsrv lsrv [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM)) P("lsr"), Sf, E(dp2(0b001001)), 0;
    /// dst = lhs >> (rhs mod width), arithmetic
    Asrv asrv [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM)) P("asr"), Sf, E(dp2(0b001010)), 0;
    /// dst = lhs rotated right by (rhs mod width)
    Rorv rorv [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM)) P("ror"), Sf, E(dp2(0b001011)), 0;
    // ---- bitfield moves ----
    /// signed bitfield move (raw form)
    Sbfm sbfm [WX] (dst: Def(G, RD), src: Use(G, RN), immr: Imm(Immr), imms: Imm(Imms)) P("sbfm"), SfN, E(bfmw(0b00, 0, 0)), 0;
    /// bitfield move into old (raw form)
    Bfm bfm [WX] (dst: Def(G, RD), old: Tied(0), src: Use(G, RN), immr: Imm(Immr), imms: Imm(Imms)) P("bfm"), SfN, E(bfmw(0b01, 0, 0)), 0;
    /// unsigned bitfield move (raw form)
    Ubfm ubfm [WX] (dst: Def(G, RD), src: Use(G, RN), immr: Imm(Immr), imms: Imm(Imms)) P("ubfm"), SfN, E(bfmw(0b10, 0, 0)), 0;
    /// dst = src << imm
    LslRI lsl_ri [WX] (dst: Def(G, RD), src: Use(G, RN), imm: Imm(LslI)) P("lsl"), SfN, E(bfmw(0b10, 0, 0)), 0;
    /// dst = src >> imm, logical
    LsrRI lsr_ri [WX] (dst: Def(G, RD), src: Use(G, RN), imm: Imm(ShrI)) P("lsr"), SfN, E(bfmw(0b10, 0, 0)), 0;
    /// dst = src >> imm, arithmetic
    AsrRI asr_ri [WX] (dst: Def(G, RD), src: Use(G, RN), imm: Imm(ShrI)) P("asr"), SfN, E(bfmw(0b00, 0, 0)), 0;
    /// dst = src rotated right by imm (`extr dst, src, src, #imm`)
    RorRI ror_ri [WX] (dst: Def(G, RD), src: Use(G, RNM), imm: Imm(Imms)) P("ror"), SfN, E(extract(0, 0, 0, 0, 0, 0)), 0;
    /// dst = (lhs:rhs) >> lsb, the low width bits
    Extr extr [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), lsb: Imm(Imms)) P("extr"), SfN, E(extract(0, 0, 0, 0, 0, 0)), 0;
    /// dst = sign-extend the low 8 bits of src
    Sxtb sxtb [WX] (dst: Def(G, RD), src: Use(W, RN)) P("sxtb"), SfN, E(bfmw(0b00, 0, 7)), 0;
    /// dst = sign-extend the low 16 bits of src
    Sxth sxth [WX] (dst: Def(G, RD), src: Use(W, RN)) P("sxth"), SfN, E(bfmw(0b00, 0, 15)), 0;
    /// dst (64) = sign-extend src (32)
    Sxtw sxtw [-] (dst: Def(X, RD), src: Use(W, RN)) P("sxtw"), None, E(bitfield(1, 0b00, 1, 0, 31, 0, 0)), 0;
    /// dst (32) = zero-extend the low 8 bits of src
    Uxtb uxtb [-] (dst: Def(W, RD), src: Use(W, RN)) P("uxtb"), None, E(bfmw(0b10, 0, 7)), 0;
    /// dst (32) = zero-extend the low 16 bits of src
    Uxth uxth [-] (dst: Def(W, RD), src: Use(W, RN)) P("uxth"), None, E(bfmw(0b10, 0, 15)), 0;
    /// dst = sign-extend bits lsb..lsb+width of src
    Sbfx sbfx [WX] (dst: Def(G, RD), src: Use(G, RN), lsb: Imm(Immr), width: Imm(ExtWidth)) P("sbfx"), SfN, E(bfmw(0b00, 0, 0)), 0;
    /// dst = zero-extend bits lsb..lsb+width of src
    Ubfx ubfx [WX] (dst: Def(G, RD), src: Use(G, RN), lsb: Imm(Immr), width: Imm(ExtWidth)) P("ubfx"), SfN, E(bfmw(0b10, 0, 0)), 0;
    /// dst = old with its low width bits replaced by bits lsb..lsb+width of src
    Bfxil bfxil [WX] (dst: Def(G, RD), old: Tied(0), src: Use(G, RN), lsb: Imm(Immr), width: Imm(ExtWidth)) P("bfxil"), SfN, E(bfmw(0b01, 0, 0)), 0;
    /// dst = old with bits lsb..lsb+width replaced by the low width bits of src
    Bfi bfi [WX] (dst: Def(G, RD), old: Tied(0), src: Use(G, RN), lsb: Imm(InsLsb), width: Imm(InsWidth)) P("bfi"), SfN, E(bfmw(0b01, 0, 0)), 0;
    /// dst = sign-extend (the low width bits of src) << lsb
    Sbfiz sbfiz [WX] (dst: Def(G, RD), src: Use(G, RN), lsb: Imm(InsLsb), width: Imm(InsWidth)) P("sbfiz"), SfN, E(bfmw(0b00, 0, 0)), 0;
    /// dst = (the low width bits of src) << lsb
    Ubfiz ubfiz [WX] (dst: Def(G, RD), src: Use(G, RN), lsb: Imm(InsLsb), width: Imm(InsWidth)) P("ubfiz"), SfN, E(bfmw(0b10, 0, 0)), 0;
    // ---- bit operations ----
    /// dst = src with its bits reversed
    Rbit rbit [WX] (dst: Def(G, RD), src: Use(G, RN)) P("rbit"), Sf, E(dp1(0b000000)), 0;
    /// dst = src with the bytes of each halfword swapped
    Rev16 rev16 [WX] (dst: Def(G, RD), src: Use(G, RN)) P("rev16"), Sf, E(dp1(0b000001)), 0;
    /// dst = src with the bytes of each word reversed
    Rev32 rev32 [-] (dst: Def(X, RD), src: Use(X, RN)) P("rev32"), None, E(dp1(0b000010) | 1 << 31), 0;
    /// dst = src with its bytes reversed
    Rev rev [WX] (dst: Def(G, RD), src: Use(G, RN)) P("rev"), SfRev, E(dp1(0b000010)), 0;
    /// dst = leading zero bits of src
    Clz clz [WX] (dst: Def(G, RD), src: Use(G, RN)) P("clz"), Sf, E(dp1(0b000100)), 0;
    /// dst = leading bits equal to the sign bit, excluding it
    Cls cls [WX] (dst: Def(G, RD), src: Use(G, RN)) P("cls"), Sf, E(dp1(0b000101)), 0;
    // ---- conditional select and compare ----
    /// dst = cc ? lhs : rhs
    Csel csel [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), cc: Cc(12)) P("csel"), Sf, E(csel_(0, 0b00)), 0;
    /// dst = cc ? lhs : rhs + 1
    Csinc csinc [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), cc: Cc(12)) P("csinc"), Sf, E(csel_(0, 0b01)), 0;
    /// dst = cc ? lhs : !rhs
    Csinv csinv [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), cc: Cc(12)) P("csinv"), Sf, E(csel_(1, 0b00)), 0;
    /// dst = cc ? lhs : -rhs
    Csneg csneg [WX] (dst: Def(G, RD), lhs: Use(G, RN), rhs: Use(G, RM), cc: Cc(12)) P("csneg"), Sf, E(csel_(1, 0b01)), 0;
    /// dst = cc ? 1 : 0
    Cset cset [WX] (dst: Def(G, RD), cc: CcInv(12)) P("cset"), Sf, E(csel_(0, 0b01) | ZR_N | ZR_M), 0;
    /// dst = cc ? -1 : 0
    Csetm csetm [WX] (dst: Def(G, RD), cc: CcInv(12)) P("csetm"), Sf, E(csel_(1, 0b00) | ZR_N | ZR_M), 0;
    /// dst = cc ? src + 1 : src
    Cinc cinc [WX] (dst: Def(G, RD), src: Use(G, RNM), cc: CcInv(12)) P("cinc"), Sf, E(csel_(0, 0b01)), 0;
    /// dst = cc ? !src : src
    Cinv cinv [WX] (dst: Def(G, RD), src: Use(G, RNM), cc: CcInv(12)) P("cinv"), Sf, E(csel_(1, 0b00)), 0;
    /// dst = cc ? -src : src
    Cneg cneg [WX] (dst: Def(G, RD), src: Use(G, RNM), cc: CcInv(12)) P("cneg"), Sf, E(csel_(1, 0b01)), 0;
    /// flags = cc ? flags of lhs - rhs : nzcv
    Ccmp ccmp [WX] (lhs: Use(G, RN), rhs: Use(G, RM), nzcv: Imm(U(0, 4)), cc: Cc(12)) P("ccmp"), Sf, E(conditional_compare_register(0, 1, 0, 0, 0, 0)), 0;
    /// flags = cc ? flags of lhs - imm5 : nzcv
    CcmpRI ccmp_ri [WX] (lhs: Use(G, RN), imm: Imm(U(16, 5)), nzcv: Imm(U(0, 4)), cc: Cc(12)) P("ccmp"), Sf, E(conditional_compare_immediate(0, 1, 0, 0, 0, 0)), 0;
    /// flags = cc ? flags of lhs + rhs : nzcv
    Ccmn ccmn [WX] (lhs: Use(G, RN), rhs: Use(G, RM), nzcv: Imm(U(0, 4)), cc: Cc(12)) P("ccmn"), Sf, E(conditional_compare_register(0, 0, 0, 0, 0, 0)), 0;
    /// flags = cc ? flags of lhs + imm5 : nzcv
    CcmnRI ccmn_ri [WX] (lhs: Use(G, RN), imm: Imm(U(16, 5)), nzcv: Imm(U(0, 4)), cc: Cc(12)) P("ccmn"), Sf, E(conditional_compare_immediate(0, 0, 0, 0, 0, 0)), 0;
    // ---- pc-relative addresses ----
    /// dst = the address of sym (±1 MiB; AdrPrelLo21, resolved in place for own blocks)
    Adr adr [-] (dst: Def(X, RD), target: Sym(SymField::Adr)) P("adr"), None, E(pc_rel_addressing(0, 0, 0, 0)), 0;
    /// dst = the 4 KiB page of sym, of its GOT slot (`:got:`) or TLS slots (`:gottprel:`, `:tlsdesc:`)
    Adrp adrp [-] (dst: Def(X, RD), target: Sym(SymField::Page), modifier: Mod) P("adrp"), None, E(pc_rel_addressing(1, 0, 0, 0)), 0;
    /// dst = src + the low 12 bits of sym (`:lo12:`, `:tprel_hi12:` (<< 12), `:tprel_lo12_nc:`, `:tlsdesc_lo12:`)
    AddLo12 add_lo12 [-] (dst: Def(XSp, RD), src: Use(XSp, RN), target: Sym(SymField::Lo12), modifier: Mod) P("add"), None, E(ASI | 1 << 31), 0;
    // ---- loads and stores ----
    /// dst = zero-extended load of a byte, halfword, word or doubleword
    Ldr ldr [BHWX] (dst: Def(G, RT), addr: Mem(M::One)) BH("ldr"), Size, E(ldst(0, 0b01)), 0;
    /// store the low byte, halfword, word or doubleword of src
    Str str [BHWX] (src: Use(G, RT), addr: Mem(M::One)) BH("str"), Size, E(ldst(0, 0b00)), SIDE;
    /// dst = sign-extended byte load
    Ldrsb ldrsb [WX] (dst: Def(G, RT), addr: Mem(M::One)) P("ldrsb"), Ldrs, E(ldst(0, 0b10)), 0;
    /// dst = sign-extended halfword load
    Ldrsh ldrsh [WX] (dst: Def(G, RT), addr: Mem(M::One)) P("ldrsh"), Ldrs, E(ldst(0, 0b10) | 1 << 30), 0;
    /// dst (64) = sign-extended word load
    Ldrsw ldrsw [-] (dst: Def(X, RT), addr: Mem(M::One)) P("ldrsw"), None, E(ldst(0, 0b10) | 2 << 30), 0;
    /// dst = FP/SIMD load of b/h/s/d/q
    LdrF ldr_f [BHSDQ] (dst: Def(F, RT), addr: Mem(M::One)) P("ldr"), FpSize, E(ldst(1, 0b01)), 0;
    /// FP/SIMD store of b/h/s/d/q
    StrF str_f [BHSDQ] (src: Use(F, RT), addr: Mem(M::One)) P("str"), FpSize, E(ldst(1, 0b00)), SIDE;
    /// dst, dst2 = the two words or doublewords at addr
    Ldp ldp [WX] (dst: Def(G, RT), dst2: Def(G, RT2), addr: Mem(M::Pair)) P("ldp"), Pair, E(pair(0, 1)), 0;
    /// store src, src2 to addr
    Stp stp [WX] (src: Use(G, RT), src2: Use(G, RT2), addr: Mem(M::Pair)) P("stp"), Pair, E(pair(0, 0)), SIDE;
    /// dst, dst2 = FP/SIMD pair load
    LdpF ldp_f [SDQ] (dst: Def(F, RT), dst2: Def(F, RT2), addr: Mem(M::Pair)) P("ldp"), Pair, E(pair(1, 1)), 0;
    /// FP/SIMD pair store
    StpF stp_f [SDQ] (src: Use(F, RT), src2: Use(F, RT2), addr: Mem(M::Pair)) P("stp"), Pair, E(pair(1, 0)), SIDE;
    // ---- exclusives, acquire/release, barriers ----
    /// dst = load exclusive [base]
    Ldxr ldxr [BHWX] (dst: Def(G, RT), addr: Mem(M::Base)) BH("ldxr"), Size, E(excl(0, 1, 0, 31, 0)), SIDE;
    /// dst = load-acquire exclusive [base]
    Ldaxr ldaxr [BHWX] (dst: Def(G, RT), addr: Mem(M::Base)) BH("ldaxr"), Size, E(excl(0, 1, 0, 31, 1)), SIDE;
    /// status = store exclusive src to [base] failed (0: stored)
    Stxr stxr [BHWX] (status: EDef(W, RS), src: Use(G, RT), addr: Mem(M::Base)) BH("stxr"), Size, E(excl(0, 0, 0, 0, 0)), SIDE;
    /// status = store-release exclusive src to [base] failed
    Stlxr stlxr [BHWX] (status: EDef(W, RS), src: Use(G, RT), addr: Mem(M::Base)) BH("stlxr"), Size, E(excl(0, 0, 0, 0, 1)), SIDE;
    /// dst, dst2 = load exclusive pair [base]
    Ldxp ldxp [WX] (dst: Def(G, RT), dst2: Def(G, RT2), addr: Mem(M::Base)) P("ldxp"), Sz30, E(excl_pair(1, 0)), SIDE;
    /// dst, dst2 = load-acquire exclusive pair [base]
    Ldaxp ldaxp [WX] (dst: Def(G, RT), dst2: Def(G, RT2), addr: Mem(M::Base)) P("ldaxp"), Sz30, E(excl_pair(1, 1)), SIDE;
    /// status = store exclusive pair src, src2 to [base] failed (0: stored)
    Stxp stxp [WX] (status: EDef(W, RS), src: Use(G, RT), src2: Use(G, RT2), addr: Mem(M::Base)) P("stxp"), Sz30, E(excl_pair(0, 0)), SIDE;
    /// status = store-release exclusive pair src, src2 to [base] failed
    Stlxp stlxp [WX] (status: EDef(W, RS), src: Use(G, RT), src2: Use(G, RT2), addr: Mem(M::Base)) P("stlxp"), Sz30, E(excl_pair(0, 1)), SIDE;
    /// dst = load-acquire [base]
    Ldar ldar [BHWX] (dst: Def(G, RT), addr: Mem(M::Base)) BH("ldar"), Size, E(excl(1, 1, 0, 31, 1)), SIDE;
    /// store-release src to [base]
    Stlr stlr [BHWX] (src: Use(G, RT), addr: Mem(M::Base)) BH("stlr"), Size, E(excl(1, 0, 0, 31, 1)), SIDE;
    /// clear the exclusive monitor
    Clrex clrex [-] () P("clrex"), None, E(barrier(0b1111, 0b010)), SIDE;
    /// data memory barrier (`ish`, `ishld`, `ishst`, ... by CRm)
    Dmb dmb [-] (option: Imm(Barrier)) P("dmb"), None, E(barrier(0, 0b101)), SIDE;
    /// data synchronization barrier
    Dsb dsb [-] (option: Imm(Barrier)) P("dsb"), None, E(barrier(0, 0b100)), SIDE;
    /// instruction synchronization barrier
    Isb isb [-] () P("isb"), None, E(barrier(0b1111, 0b110)), SIDE;
    /// no operation
    Nop nop [-] () P("nop"), None, E(hint(0, 0)), 0;
    /// hint #imm7
    Hint hint_i [-] (imm: Imm(U(5, 7))) P("hint"), None, E(hint(0, 0)), SIDE;
    /// breakpoint (llvm.debugtrap; llvm.trap is `brk #0x1`)
    Brk brk [-] (imm: Imm(UHex(5, 16))) P("brk"), None, E(exception_generation(0b001, 0, 0, 0)), SIDE;
    /// dst = the thread pointer (TPIDR_EL0)
    MrsTpidrEl0 mrs_tpidr_el0 [-] (dst: Def(X, RT)) Z("mrs", "TPIDR_EL0"), None, E(system_register_move(1, 1, 3, 13, 0, 2, 0)), 0;
    /// dst = the virtual counter (CNTVCT_EL0, readable at EL0; llvm.readcyclecounter)
    MrsCntvctEl0 mrs_cntvct_el0 [-] (dst: Def(X, RT)) Z("mrs", "CNTVCT_EL0"), None, E(system_register_move(1, 1, 3, 14, 0, 2, 0)), SIDE;
    // ---- LSE compare-and-swap ----
    /// atomically: old = [base]; if old == cmp { [base] = new } (old shares cmp's register)
    Cas cas [BHWX] (old: Def(G, RS), cmp: Tied(0), new: Use(G, RT), addr: Mem(M::Base)) BH("cas"), Size, E(excl(1, 0, 1, 0, 0)), SIDE;
    /// `cas` with acquire
    Casa casa [BHWX] (old: Def(G, RS), cmp: Tied(0), new: Use(G, RT), addr: Mem(M::Base)) BH("casa"), Size, E(excl(1, 1, 1, 0, 0)), SIDE;
    /// `cas` with release
    Casl casl [BHWX] (old: Def(G, RS), cmp: Tied(0), new: Use(G, RT), addr: Mem(M::Base)) BH("casl"), Size, E(excl(1, 0, 1, 0, 1)), SIDE;
    /// `cas` with acquire and release
    Casal casal [BHWX] (old: Def(G, RS), cmp: Tied(0), new: Use(G, RT), addr: Mem(M::Base)) BH("casal"), Size, E(excl(1, 1, 1, 0, 1)), SIDE;
    /// pair compare-and-swap; each pair is an even register and the next one (pin them)
    Casp casp [WX] (old: Def(G, RS), old2: Def(G, NONE), cmp: Tied(0), cmp2: Tied(1), new: Use(G, RT), new2: Use(G, NONE), addr: Mem(M::Base)) P("casp"), Sz30, E(excl(0, 0, 1, 0, 0)), SIDE;
    /// `casp` with acquire
    Caspa caspa [WX] (old: Def(G, RS), old2: Def(G, NONE), cmp: Tied(0), cmp2: Tied(1), new: Use(G, RT), new2: Use(G, NONE), addr: Mem(M::Base)) P("caspa"), Sz30, E(excl(0, 1, 1, 0, 0)), SIDE;
    /// `casp` with release
    Caspl caspl [WX] (old: Def(G, RS), old2: Def(G, NONE), cmp: Tied(0), cmp2: Tied(1), new: Use(G, RT), new2: Use(G, NONE), addr: Mem(M::Base)) P("caspl"), Sz30, E(excl(0, 0, 1, 0, 1)), SIDE;
    /// `casp` with acquire and release
    Caspal caspal [WX] (old: Def(G, RS), old2: Def(G, NONE), cmp: Tied(0), cmp2: Tied(1), new: Use(G, RT), new2: Use(G, NONE), addr: Mem(M::Base)) P("caspal"), Sz30, E(excl(0, 1, 1, 0, 1)), SIDE;
    // ---- LSE read-modify-write atomics: nine operations in four orderings ----
    /// atomically: old = [base]; [base] += src
    Ldadd ldadd [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldadd"), Size, E(lse(0, 0, 0, 0)), SIDE;
    /// atomically: old = [base]; [base] += src (acquire)
    LdaddA ldadda [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldadda"), Size, E(lse(1, 0, 0, 0)), SIDE;
    /// atomically: old = [base]; [base] += src (release)
    LdaddL ldaddl [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldaddl"), Size, E(lse(0, 1, 0, 0)), SIDE;
    /// atomically: old = [base]; [base] += src (acquire and release)
    LdaddAl ldaddal [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldaddal"), Size, E(lse(1, 1, 0, 0)), SIDE;
    /// atomically: old = [base]; [base] &= !src
    Ldclr ldclr [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldclr"), Size, E(lse(0, 0, 0, 1)), SIDE;
    /// atomically: old = [base]; [base] &= !src (acquire)
    LdclrA ldclra [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldclra"), Size, E(lse(1, 0, 0, 1)), SIDE;
    /// atomically: old = [base]; [base] &= !src (release)
    LdclrL ldclrl [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldclrl"), Size, E(lse(0, 1, 0, 1)), SIDE;
    /// atomically: old = [base]; [base] &= !src (acquire and release)
    LdclrAl ldclral [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldclral"), Size, E(lse(1, 1, 0, 1)), SIDE;
    /// atomically: old = [base]; [base] ^= src
    Ldeor ldeor [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldeor"), Size, E(lse(0, 0, 0, 2)), SIDE;
    /// atomically: old = [base]; [base] ^= src (acquire)
    LdeorA ldeora [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldeora"), Size, E(lse(1, 0, 0, 2)), SIDE;
    /// atomically: old = [base]; [base] ^= src (release)
    LdeorL ldeorl [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldeorl"), Size, E(lse(0, 1, 0, 2)), SIDE;
    /// atomically: old = [base]; [base] ^= src (acquire and release)
    LdeorAl ldeoral [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldeoral"), Size, E(lse(1, 1, 0, 2)), SIDE;
    /// atomically: old = [base]; [base] |= src
    Ldset ldset [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldset"), Size, E(lse(0, 0, 0, 3)), SIDE;
    /// atomically: old = [base]; [base] |= src (acquire)
    LdsetA ldseta [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldseta"), Size, E(lse(1, 0, 0, 3)), SIDE;
    /// atomically: old = [base]; [base] |= src (release)
    LdsetL ldsetl [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldsetl"), Size, E(lse(0, 1, 0, 3)), SIDE;
    /// atomically: old = [base]; [base] |= src (acquire and release)
    LdsetAl ldsetal [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldsetal"), Size, E(lse(1, 1, 0, 3)), SIDE;
    /// atomically: old = [base]; [base] = smax([base], src)
    Ldsmax ldsmax [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldsmax"), Size, E(lse(0, 0, 0, 4)), SIDE;
    /// atomically: old = [base]; [base] = smax([base], src) (acquire)
    LdsmaxA ldsmaxa [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldsmaxa"), Size, E(lse(1, 0, 0, 4)), SIDE;
    /// atomically: old = [base]; [base] = smax([base], src) (release)
    LdsmaxL ldsmaxl [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldsmaxl"), Size, E(lse(0, 1, 0, 4)), SIDE;
    /// atomically: old = [base]; [base] = smax([base], src) (acquire and release)
    LdsmaxAl ldsmaxal [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldsmaxal"), Size, E(lse(1, 1, 0, 4)), SIDE;
    /// atomically: old = [base]; [base] = smin([base], src)
    Ldsmin ldsmin [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldsmin"), Size, E(lse(0, 0, 0, 5)), SIDE;
    /// atomically: old = [base]; [base] = smin([base], src) (acquire)
    LdsminA ldsmina [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldsmina"), Size, E(lse(1, 0, 0, 5)), SIDE;
    /// atomically: old = [base]; [base] = smin([base], src) (release)
    LdsminL ldsminl [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldsminl"), Size, E(lse(0, 1, 0, 5)), SIDE;
    /// atomically: old = [base]; [base] = smin([base], src) (acquire and release)
    LdsminAl ldsminal [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldsminal"), Size, E(lse(1, 1, 0, 5)), SIDE;
    /// atomically: old = [base]; [base] = umax([base], src)
    Ldumax ldumax [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldumax"), Size, E(lse(0, 0, 0, 6)), SIDE;
    /// atomically: old = [base]; [base] = umax([base], src) (acquire)
    LdumaxA ldumaxa [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldumaxa"), Size, E(lse(1, 0, 0, 6)), SIDE;
    /// atomically: old = [base]; [base] = umax([base], src) (release)
    LdumaxL ldumaxl [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldumaxl"), Size, E(lse(0, 1, 0, 6)), SIDE;
    /// atomically: old = [base]; [base] = umax([base], src) (acquire and release)
    LdumaxAl ldumaxal [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldumaxal"), Size, E(lse(1, 1, 0, 6)), SIDE;
    /// atomically: old = [base]; [base] = umin([base], src)
    Ldumin ldumin [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldumin"), Size, E(lse(0, 0, 0, 7)), SIDE;
    /// atomically: old = [base]; [base] = umin([base], src) (acquire)
    LduminA ldumina [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("ldumina"), Size, E(lse(1, 0, 0, 7)), SIDE;
    /// atomically: old = [base]; [base] = umin([base], src) (release)
    LduminL lduminl [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("lduminl"), Size, E(lse(0, 1, 0, 7)), SIDE;
    /// atomically: old = [base]; [base] = umin([base], src) (acquire and release)
    LduminAl lduminal [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("lduminal"), Size, E(lse(1, 1, 0, 7)), SIDE;
    /// atomically: old = [base]; [base] = src
    Swp swp [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("swp"), Size, E(lse(0, 0, 1, 0)), SIDE;
    /// atomically: old = [base]; [base] = src (acquire)
    SwpA swpa [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("swpa"), Size, E(lse(1, 0, 1, 0)), SIDE;
    /// atomically: old = [base]; [base] = src (release)
    SwpL swpl [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("swpl"), Size, E(lse(0, 1, 1, 0)), SIDE;
    /// atomically: old = [base]; [base] = src (acquire and release)
    SwpAl swpal [BHWX] (src: Use(G, RS), old: Def(G, RT), addr: Mem(M::Base)) BH("swpal"), Size, E(lse(1, 1, 1, 0)), SIDE;

    // ---- FP scalar ----
    /// dst = src
    FmovRR fmov_rr [HSD] (dst: Def(F, RD), src: Use(F, RN)) P("fmov"), Ft, E(f1(0b000000)), 0;
    /// dst = |src|
    Fabs fabs [HSD] (dst: Def(F, RD), src: Use(F, RN)) P("fabs"), Ft, E(f1(0b000001)), 0;
    /// dst = -src
    Fneg fneg [HSD] (dst: Def(F, RD), src: Use(F, RN)) P("fneg"), Ft, E(f1(0b000010)), 0;
    /// dst = sqrt(src)
    Fsqrt fsqrt [HSD] (dst: Def(F, RD), src: Use(F, RN)) P("fsqrt"), Ft, E(f1(0b000011)), 0;
    /// dst (f32) = src converted
    FcvtS fcvt_s [HD] (dst: Def(FS, RD), src: Use(F, RN)) P("fcvt"), Ft, E(f1(0b000100)), 0;
    /// dst (f64) = src converted
    FcvtD fcvt_d [HS] (dst: Def(FD, RD), src: Use(F, RN)) P("fcvt"), Ft, E(f1(0b000101)), 0;
    /// dst (f16) = src converted
    FcvtH fcvt_h [SD] (dst: Def(FH, RD), src: Use(F, RN)) P("fcvt"), Ft, E(f1(0b000111)), 0;
    /// dst = src rounded to nearest, ties to even
    Frintn frintn [HSD] (dst: Def(F, RD), src: Use(F, RN)) P("frintn"), Ft, E(f1(0b001000)), 0;
    /// dst = src rounded toward +inf
    Frintp frintp [HSD] (dst: Def(F, RD), src: Use(F, RN)) P("frintp"), Ft, E(f1(0b001001)), 0;
    /// dst = src rounded toward -inf
    Frintm frintm [HSD] (dst: Def(F, RD), src: Use(F, RN)) P("frintm"), Ft, E(f1(0b001010)), 0;
    /// dst = src rounded toward zero
    Frintz frintz [HSD] (dst: Def(F, RD), src: Use(F, RN)) P("frintz"), Ft, E(f1(0b001011)), 0;
    /// dst = src rounded to nearest, ties away
    Frinta frinta [HSD] (dst: Def(F, RD), src: Use(F, RN)) P("frinta"), Ft, E(f1(0b001100)), 0;
    /// dst = src rounded by the current mode, inexact signalled
    Frintx frintx [HSD] (dst: Def(F, RD), src: Use(F, RN)) P("frintx"), Ft, E(f1(0b001110)), 0;
    /// dst = src rounded by the current mode
    Frinti frinti [HSD] (dst: Def(F, RD), src: Use(F, RN)) P("frinti"), Ft, E(f1(0b001111)), 0;
    /// dst = lhs + rhs
    Fadd fadd [HSD] (dst: Def(F, RD), lhs: Use(F, RN), rhs: Use(F, RM)) P("fadd"), Ft, E(f2(0b0010)), 0;
    /// dst = lhs - rhs
    Fsub fsub [HSD] (dst: Def(F, RD), lhs: Use(F, RN), rhs: Use(F, RM)) P("fsub"), Ft, E(f2(0b0011)), 0;
    /// dst = lhs * rhs
    Fmul fmul [HSD] (dst: Def(F, RD), lhs: Use(F, RN), rhs: Use(F, RM)) P("fmul"), Ft, E(f2(0b0000)), 0;
    /// dst = lhs / rhs
    Fdiv fdiv [HSD] (dst: Def(F, RD), lhs: Use(F, RN), rhs: Use(F, RM)) P("fdiv"), Ft, E(f2(0b0001)), 0;
    /// dst = max(lhs, rhs), NaN if either is
    Fmax fmax [HSD] (dst: Def(F, RD), lhs: Use(F, RN), rhs: Use(F, RM)) P("fmax"), Ft, E(f2(0b0100)), 0;
    /// dst = min(lhs, rhs), NaN if either is
    Fmin fmin [HSD] (dst: Def(F, RD), lhs: Use(F, RN), rhs: Use(F, RM)) P("fmin"), Ft, E(f2(0b0101)), 0;
    /// dst = maxNum(lhs, rhs) (a quiet NaN loses)
    Fmaxnm fmaxnm [HSD] (dst: Def(F, RD), lhs: Use(F, RN), rhs: Use(F, RM)) P("fmaxnm"), Ft, E(f2(0b0110)), 0;
    /// dst = minNum(lhs, rhs)
    Fminnm fminnm [HSD] (dst: Def(F, RD), lhs: Use(F, RN), rhs: Use(F, RM)) P("fminnm"), Ft, E(f2(0b0111)), 0;
    /// dst = -(lhs * rhs)
    Fnmul fnmul [HSD] (dst: Def(F, RD), lhs: Use(F, RN), rhs: Use(F, RM)) P("fnmul"), Ft, E(f2(0b1000)), 0;
    /// dst = add + lhs * rhs (fused)
    Fmadd fmadd [HSD] (dst: Def(F, RD), lhs: Use(F, RN), rhs: Use(F, RM), add: Use(F, RA)) P("fmadd"), Ft, E(f3(0, 0)), 0;
    /// dst = add - lhs * rhs (fused)
    Fmsub fmsub [HSD] (dst: Def(F, RD), lhs: Use(F, RN), rhs: Use(F, RM), add: Use(F, RA)) P("fmsub"), Ft, E(f3(0, 1)), 0;
    /// dst = -add - lhs * rhs (fused)
    Fnmadd fnmadd [HSD] (dst: Def(F, RD), lhs: Use(F, RN), rhs: Use(F, RM), add: Use(F, RA)) P("fnmadd"), Ft, E(f3(1, 0)), 0;
    /// dst = -add + lhs * rhs (fused)
    Fnmsub fnmsub [HSD] (dst: Def(F, RD), lhs: Use(F, RN), rhs: Use(F, RM), add: Use(F, RA)) P("fnmsub"), Ft, E(f3(1, 1)), 0;
    /// flags = compare lhs, rhs (quiet)
    Fcmp fcmp [HSD] (lhs: Use(F, RN), rhs: Use(F, RM)) P("fcmp"), Ft, E(float_compare(0, 0, 0, 0b00000)), 0;
    /// flags = compare lhs, rhs (signalling)
    Fcmpe fcmpe [HSD] (lhs: Use(F, RN), rhs: Use(F, RM)) P("fcmpe"), Ft, E(float_compare(0, 0, 0, 0b10000)), 0;
    /// flags = compare lhs, 0.0 (quiet)
    FcmpZ fcmp_z [HSD] (lhs: Use(F, RN)) Z("fcmp", "#0.0"), Ft, E(float_compare(0, 0, 0, 0b01000)), 0;
    /// flags = compare lhs, 0.0 (signalling)
    FcmpeZ fcmpe_z [HSD] (lhs: Use(F, RN)) Z("fcmpe", "#0.0"), Ft, E(float_compare(0, 0, 0, 0b11000)), 0;
    /// flags = cc ? compare lhs, rhs : nzcv
    Fccmp fccmp [HSD] (lhs: Use(F, RN), rhs: Use(F, RM), nzcv: Imm(U(0, 4)), cc: Cc(12)) P("fccmp"), Ft, E(float_conditional_compare(0, 0, 0, 0, 0, 0)), 0;
    /// flags = cc ? compare lhs, rhs (signalling) : nzcv
    Fccmpe fccmpe [HSD] (lhs: Use(F, RN), rhs: Use(F, RM), nzcv: Imm(U(0, 4)), cc: Cc(12)) P("fccmpe"), Ft, E(float_conditional_compare(0, 0, 0, 0, 1, 0)), 0;
    /// dst = cc ? lhs : rhs
    Fcsel fcsel [HSD] (dst: Def(F, RD), lhs: Use(F, RN), rhs: Use(F, RM), cc: Cc(12)) P("fcsel"), Ft, E(float_conditional_select(0, 0, 0, 0, 0)), 0;
    /// dst = an FP immediate (±(16..31)/16 * 2^(-3..4); see `imm::encode_fp_imm8`)
    FmovI fmov_i [HSD] (dst: Def(F, RD), imm: Imm(Fp8)) P("fmov"), Ft, E(float_immediate(0, 0, 0)), 0;
    /// dst = the signed 32-bit integer src converted
    ScvtfW scvtf_w [HSD] (dst: Def(F, RD), src: Use(W, RN)) P("scvtf"), Ft, E(fic(0, 0b00, 0b010)), 0;
    /// dst = the signed 64-bit integer src converted
    ScvtfX scvtf_x [HSD] (dst: Def(F, RD), src: Use(X, RN)) P("scvtf"), Ft, E(fic(1, 0b00, 0b010)), 0;
    /// dst = the unsigned 32-bit integer src converted
    UcvtfW ucvtf_w [HSD] (dst: Def(F, RD), src: Use(W, RN)) P("ucvtf"), Ft, E(fic(0, 0b00, 0b011)), 0;
    /// dst = the unsigned 64-bit integer src converted
    UcvtfX ucvtf_x [HSD] (dst: Def(F, RD), src: Use(X, RN)) P("ucvtf"), Ft, E(fic(1, 0b00, 0b011)), 0;
    /// dst (i32) = src rounded toward zero, saturated
    FcvtzsW fcvtzs_w [HSD] (dst: Def(W, RD), src: Use(F, RN)) P("fcvtzs"), Ft, E(fic(0, 0b11, 0b000)), 0;
    /// dst (i64) = src rounded toward zero, saturated
    FcvtzsX fcvtzs_x [HSD] (dst: Def(X, RD), src: Use(F, RN)) P("fcvtzs"), Ft, E(fic(1, 0b11, 0b000)), 0;
    /// dst (u32) = src rounded toward zero, saturated
    FcvtzuW fcvtzu_w [HSD] (dst: Def(W, RD), src: Use(F, RN)) P("fcvtzu"), Ft, E(fic(0, 0b11, 0b001)), 0;
    /// dst (u64) = src rounded toward zero, saturated
    FcvtzuX fcvtzu_x [HSD] (dst: Def(X, RD), src: Use(F, RN)) P("fcvtzu"), Ft, E(fic(1, 0b11, 0b001)), 0;
    /// dst (GPR) = the bits of src (s to w, d to x)
    FmovToGpr fmov_to_gpr [SD] (dst: Def(G, RD), src: Use(F, RN)) P("fmov"), SfFt, E(fic(0, 0b00, 0b110)), 0;
    /// dst (FPR) = the bits of src (w to s, x to d), upper bits cleared
    FmovFromGpr fmov_from_gpr [SD] (dst: Def(F, RD), src: Use(G, RN)) P("fmov"), SfFt, E(fic(0, 0b00, 0b111)), 0;
    /// dst = the upper 64 bits of the vector src (`fmov x0, v1.d[1]`; lane must be 1)
    FmovToGprHi fmov_to_gpr_hi [-] (dst: Def(X, RD), src: Use(VD1, RN), lane: Imm(LaneD1)) P("fmov"), None, E(float_integer_conversion(1, 0b10, 0b01, 0b110, 0, 0)), 0;
    /// dst = old with its upper 64 bits replaced by src (`fmov v0.d[1], x1`; lane must be 1)
    FmovFromGprHi fmov_from_gpr_hi [-] (dst: Def(VD1, RD), lane: Imm(LaneD1), old: Tied(0), src: Use(X, RN)) P("fmov"), None, E(float_integer_conversion(1, 0b10, 0b01, 0b111, 0, 0)), 0;
    // ---- NEON: integer arithmetic ----
    /// dst = lhs + rhs, lane-wise
    VAdd add_v [VALL] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("add"), Arr, E(v3(0, 0, 0b10000)), 0;
    /// dst = lhs - rhs, lane-wise
    VSub sub_v [VALL] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("sub"), Arr, E(v3(1, 0, 0b10000)), 0;
    /// dst = lhs * rhs, lane-wise
    VMul mul_v [VBHS] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("mul"), Arr, E(v3(0, 0, 0b10011)), 0;
    /// dst = acc + lhs * rhs, lane-wise
    VMla mla_v [VBHS] (dst: Def(V, RD), acc: Tied(0), lhs: Use(V, RN), rhs: Use(V, RM)) P("mla"), Arr, E(v3(0, 0, 0b10010)), 0;
    /// dst = acc - lhs * rhs, lane-wise
    VMls mls_v [VBHS] (dst: Def(V, RD), acc: Tied(0), lhs: Use(V, RN), rhs: Use(V, RM)) P("mls"), Arr, E(v3(1, 0, 0b10010)), 0;
    /// dst = -src
    VNeg neg_v [VALL] (dst: Def(V, RD), src: Use(V, RN)) P("neg"), Arr, E(v2(1, 0, 0b01011)), 0;
    /// dst = |src|
    VAbs abs_v [VALL] (dst: Def(V, RD), src: Use(V, RN)) P("abs"), Arr, E(v2(0, 0, 0b01011)), 0;
    /// dst = pairwise sums of the concatenation lhs:rhs
    VAddp addp_v [VALL] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("addp"), Arr, E(v3(0, 0, 0b10111)), 0;
    /// dst = smin(lhs, rhs)
    VSmin smin_v [VBHS] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("smin"), Arr, E(v3(0, 0, 0b01101)), 0;
    /// dst = smax(lhs, rhs)
    VSmax smax_v [VBHS] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("smax"), Arr, E(v3(0, 0, 0b01100)), 0;
    /// dst = umin(lhs, rhs)
    VUmin umin_v [VBHS] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("umin"), Arr, E(v3(1, 0, 0b01101)), 0;
    /// dst = umax(lhs, rhs)
    VUmax umax_v [VBHS] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("umax"), Arr, E(v3(1, 0, 0b01100)), 0;
    // ---- NEON: bitwise ----
    /// dst = lhs & rhs
    VAnd and_v [V8] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("and"), ArrQ, E(v3(0, 0b00, 0b00011)), 0;
    /// dst = lhs & !rhs
    VBic bic_v [V8] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("bic"), ArrQ, E(v3(0, 0b01, 0b00011)), 0;
    /// dst = lhs | rhs
    VOrr orr_v [V8] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("orr"), ArrQ, E(v3(0, 0b10, 0b00011)), 0;
    /// dst = lhs | !rhs
    VOrn orn_v [V8] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("orn"), ArrQ, E(v3(0, 0b11, 0b00011)), 0;
    /// dst = lhs ^ rhs
    VEor eor_v [V8] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("eor"), ArrQ, E(v3(1, 0b00, 0b00011)), 0;
    /// dst = (mask & lhs) | (!mask & rhs), mask in dst
    VBsl bsl_v [V8] (dst: Def(V, RD), mask: Tied(0), lhs: Use(V, RN), rhs: Use(V, RM)) P("bsl"), ArrQ, E(v3(1, 0b01, 0b00011)), 0;
    /// dst = old with the bits of lhs where rhs is set
    VBit bit_v [V8] (dst: Def(V, RD), old: Tied(0), lhs: Use(V, RN), rhs: Use(V, RM)) P("bit"), ArrQ, E(v3(1, 0b10, 0b00011)), 0;
    /// dst = old with the bits of lhs where rhs is clear
    VBif bif_v [V8] (dst: Def(V, RD), old: Tied(0), lhs: Use(V, RN), rhs: Use(V, RM)) P("bif"), ArrQ, E(v3(1, 0b11, 0b00011)), 0;
    /// dst = src (`orr dst, src, src`)
    VMov mov_v [V8] (dst: Def(V, RD), src: Use(V, RNM)) P("mov"), ArrQ, E(v3(0, 0b10, 0b00011)), 0;
    /// dst = !src
    VNot not_v [V8] (dst: Def(V, RD), src: Use(V, RN)) P("mvn"), ArrQ, E(v2(1, 0b00, 0b00101)), 0;
    /// dst = population count of each byte
    VCnt cnt_v [V8] (dst: Def(V, RD), src: Use(V, RN)) P("cnt"), Arr, E(v2(0, 0, 0b00101)), 0;
    // ---- NEON: compares (all-ones lanes where true) ----
    /// dst = lhs == rhs
    VCmeq cmeq_v [VALL] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("cmeq"), Arr, E(v3(1, 0, 0b10001)), 0;
    /// dst = (lhs & rhs) != 0
    VCmtst cmtst_v [VALL] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("cmtst"), Arr, E(v3(0, 0, 0b10001)), 0;
    /// dst = lhs > rhs, signed
    VCmgt cmgt_v [VALL] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("cmgt"), Arr, E(v3(0, 0, 0b00110)), 0;
    /// dst = lhs >= rhs, signed
    VCmge cmge_v [VALL] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("cmge"), Arr, E(v3(0, 0, 0b00111)), 0;
    /// dst = lhs > rhs, unsigned
    VCmhi cmhi_v [VALL] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("cmhi"), Arr, E(v3(1, 0, 0b00110)), 0;
    /// dst = lhs >= rhs, unsigned
    VCmhs cmhs_v [VALL] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("cmhs"), Arr, E(v3(1, 0, 0b00111)), 0;
    /// dst = src == 0
    VCmeqZ cmeq_z [VALL] (dst: Def(V, RD), src: Use(V, RN)) Z("cmeq", "#0"), Arr, E(v2(0, 0, 0b01001)), 0;
    /// dst = src > 0, signed
    VCmgtZ cmgt_z [VALL] (dst: Def(V, RD), src: Use(V, RN)) Z("cmgt", "#0"), Arr, E(v2(0, 0, 0b01000)), 0;
    /// dst = src >= 0, signed
    VCmgeZ cmge_z [VALL] (dst: Def(V, RD), src: Use(V, RN)) Z("cmge", "#0"), Arr, E(v2(1, 0, 0b01000)), 0;
    /// dst = src <= 0, signed
    VCmleZ cmle_z [VALL] (dst: Def(V, RD), src: Use(V, RN)) Z("cmle", "#0"), Arr, E(v2(1, 0, 0b01001)), 0;
    /// dst = src < 0, signed
    VCmltZ cmlt_z [VALL] (dst: Def(V, RD), src: Use(V, RN)) Z("cmlt", "#0"), Arr, E(v2(0, 0, 0b01010)), 0;
    // ---- NEON: shifts ----
    /// dst = src << imm, lane-wise
    VShl shl_v [VALL] (dst: Def(V, RD), src: Use(V, RN), imm: Imm(VShl)) P("shl"), ArrQ, E(vsh(0, 0b01010)), 0;
    /// dst = src >> imm, arithmetic
    VSshr sshr_v [VALL] (dst: Def(V, RD), src: Use(V, RN), imm: Imm(VShr)) P("sshr"), ArrQ, E(vsh(0, 0b00000)), 0;
    /// dst = src >> imm, logical
    VUshr ushr_v [VALL] (dst: Def(V, RD), src: Use(V, RN), imm: Imm(VShr)) P("ushr"), ArrQ, E(vsh(1, 0b00000)), 0;
    /// dst = lhs shifted by the signed low byte of rhs (left if positive), arithmetic
    VSshl sshl_v [VALL] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("sshl"), Arr, E(v3(0, 0, 0b01000)), 0;
    /// dst = lhs shifted by the signed low byte of rhs, logical
    VUshl ushl_v [VALL] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("ushl"), Arr, E(v3(1, 0, 0b01000)), 0;
    /// dst (wide) = sign-extended src lanes << imm (the upper half of src with `2`)
    VSshll sshll_v [VBHS] (dst: Def(VW, RD), src: Use(V, RN), imm: Imm(VShl)) Q2("sshll"), ArrQ, E(vsh(0, 0b10100)), 0;
    /// dst (wide) = zero-extended src lanes << imm
    VUshll ushll_v [VBHS] (dst: Def(VW, RD), src: Use(V, RN), imm: Imm(VShl)) Q2("ushll"), ArrQ, E(vsh(1, 0b10100)), 0;
    /// dst (wide) = sign-extended src lanes (`sshll #0`, which llvm prints as `sshll`)
    VSxtl sxtl_v [VBHS] (dst: Def(VW, RD), src: Use(V, RN)) Q2("sxtl"), ArrSh0, E(vsh(0, 0b10100)), 0;
    /// dst (wide) = zero-extended src lanes
    VUxtl uxtl_v [VBHS] (dst: Def(VW, RD), src: Use(V, RN)) Q2("uxtl"), ArrSh0, E(vsh(1, 0b10100)), 0;
    /// dst = the low halves of the wide src lanes (into the upper half of dst with `2`, the rest kept)
    VXtn xtn_v [VBHS] (dst: Def(V, RD), src: Use(VW, RN)) Q2("xtn"), Arr, E(v2(0, 0, 0b10010)), 0;
    // ---- NEON: FP ----
    /// dst = lhs + rhs
    VFadd fadd_v [VF] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("fadd"), ArrF, E(v3(0, 0b00, 0b11010)), 0;
    /// dst = lhs - rhs
    VFsub fsub_v [VF] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("fsub"), ArrF, E(v3(0, 0b10, 0b11010)), 0;
    /// dst = lhs * rhs
    VFmul fmul_v [VF] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("fmul"), ArrF, E(v3(1, 0b00, 0b11011)), 0;
    /// dst = lhs / rhs
    VFdiv fdiv_v [VF] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("fdiv"), ArrF, E(v3(1, 0b00, 0b11111)), 0;
    /// dst = acc + lhs * rhs (fused)
    VFmla fmla_v [VF] (dst: Def(V, RD), acc: Tied(0), lhs: Use(V, RN), rhs: Use(V, RM)) P("fmla"), ArrF, E(v3(0, 0b00, 0b11001)), 0;
    /// dst = max(lhs, rhs)
    VFmax fmax_v [VF] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("fmax"), ArrF, E(v3(0, 0b00, 0b11110)), 0;
    /// dst = min(lhs, rhs)
    VFmin fmin_v [VF] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("fmin"), ArrF, E(v3(0, 0b10, 0b11110)), 0;
    /// dst = lhs == rhs
    VFcmeq fcmeq_v [VF] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("fcmeq"), ArrF, E(v3(0, 0b00, 0b11100)), 0;
    /// dst = lhs >= rhs
    VFcmge fcmge_v [VF] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("fcmge"), ArrF, E(v3(1, 0b00, 0b11100)), 0;
    /// dst = lhs > rhs
    VFcmgt fcmgt_v [VF] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("fcmgt"), ArrF, E(v3(1, 0b10, 0b11100)), 0;
    /// dst = pairwise sums of lhs:rhs
    VFaddp faddp_v [VF] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("faddp"), ArrF, E(v3(1, 0b00, 0b11010)), 0;
    /// dst = -src
    VFneg fneg_v [VF] (dst: Def(V, RD), src: Use(V, RN)) P("fneg"), ArrF, E(v2(1, 0b10, 0b01111)), 0;
    /// dst = |src|
    VFabs fabs_v [VF] (dst: Def(V, RD), src: Use(V, RN)) P("fabs"), ArrF, E(v2(0, 0b10, 0b01111)), 0;
    /// dst = sqrt(src)
    VFsqrt fsqrt_v [VF] (dst: Def(V, RD), src: Use(V, RN)) P("fsqrt"), ArrF, E(v2(1, 0b10, 0b11111)), 0;
    /// dst = signed integer lanes converted
    VScvtf scvtf_v [VF] (dst: Def(V, RD), src: Use(V, RN)) P("scvtf"), ArrF, E(v2(0, 0b00, 0b11101)), 0;
    /// dst = unsigned integer lanes converted
    VUcvtf ucvtf_v [VF] (dst: Def(V, RD), src: Use(V, RN)) P("ucvtf"), ArrF, E(v2(1, 0b00, 0b11101)), 0;
    /// dst = lanes rounded toward zero to signed integers
    VFcvtzs fcvtzs_v [VF] (dst: Def(V, RD), src: Use(V, RN)) P("fcvtzs"), ArrF, E(v2(0, 0b10, 0b11011)), 0;
    /// dst = lanes rounded toward zero to unsigned integers
    VFcvtzu fcvtzu_v [VF] (dst: Def(V, RD), src: Use(V, RN)) P("fcvtzu"), ArrF, E(v2(1, 0b10, 0b11011)), 0;
    // ---- NEON: lanes, permutes, reductions, immediates ----
    /// dst = every lane src[lane]
    VDup dup_elem [VALL] (dst: Def(V, RD), src: Use(VE, RN), lane: Imm(Lane5)) P("dup"), ArrQ, E(simd_copy(0, 0, 0, 0b0000, 0, 0)), 0;
    /// dst = every lane the GPR src
    VDupG dup_gpr [VALL] (dst: Def(V, RD), src: Use(GE, RN)) P("dup"), ArrQ5, E(simd_copy(0, 0, 0, 0b0001, 0, 0)), 0;
    /// dst = old with lane `lane` set to the GPR src (`mov v0.s[1], w1`)
    VInsG ins_gpr [VELEM] (dst: Def(VE, RD), lane: Imm(Lane5), old: Tied(0), src: Use(GE, RN)) P("mov"), None, E(simd_copy(1, 0, 0, 0b0011, 0, 0)), 0;
    /// dst = old with lane `lane` set to src[src_lane] (`mov v0.s[1], v1.s[0]`)
    VInsE ins_elem [VELEM] (dst: Def(VE, RD), lane: Imm(Lane5), old: Tied(0), src: Use(VE, RN), src_lane: Imm(Lane4)) P("mov"), None, E(simd_copy(1, 1, 0, 0, 0, 0)), 0;
    /// dst (GPR) = zero-extended src[lane] (printed `mov` for s and d lanes)
    VUmov umov [VELEM] (dst: Def(GE, RD), src: Use(VE, RN), lane: Imm(Lane5)) P("umov"), Umov, E(simd_copy(0, 0, 0, 0b0111, 0, 0)), UMOVA;
    /// dst (32) = sign-extended src[lane]
    VSmovW smov_w [VELEM_BH] (dst: Def(W, RD), src: Use(VE, RN), lane: Imm(Lane5)) P("smov"), None, E(simd_copy(0, 0, 0, 0b0101, 0, 0)), 0;
    /// dst (64) = sign-extended src[lane]
    VSmovX smov_x [VELEM_BHS] (dst: Def(X, RD), src: Use(VE, RN), lane: Imm(Lane5)) P("smov"), None, E(simd_copy(1, 0, 0, 0b0101, 0, 0)), 0;
    /// dst = bytes imm.. of lhs:rhs
    VExt ext_v [V8] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM), imm: Imm(U(11, 4))) P("ext"), ArrQ, E(simd_extract(0, 0, 0, 0, 0, 0)), 0;
    /// dst = interleaved low halves of lhs and rhs
    VZip1 zip1_v [VALL] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("zip1"), Arr, E(vperm(0b011)), 0;
    /// dst = interleaved high halves
    VZip2 zip2_v [VALL] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("zip2"), Arr, E(vperm(0b111)), 0;
    /// dst = even lanes of lhs:rhs
    VUzp1 uzp1_v [VALL] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("uzp1"), Arr, E(vperm(0b001)), 0;
    /// dst = odd lanes of lhs:rhs
    VUzp2 uzp2_v [VALL] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("uzp2"), Arr, E(vperm(0b101)), 0;
    /// dst = even lanes of lhs and rhs, transposed
    VTrn1 trn1_v [VALL] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("trn1"), Arr, E(vperm(0b010)), 0;
    /// dst = odd lanes of lhs and rhs, transposed
    VTrn2 trn2_v [VALL] (dst: Def(V, RD), lhs: Use(V, RN), rhs: Use(V, RM)) P("trn2"), Arr, E(vperm(0b110)), 0;
    /// dst = src with the lanes of each doubleword reversed
    VRev64 rev64_v [VBHS] (dst: Def(V, RD), src: Use(V, RN)) P("rev64"), Arr, E(v2(0, 0, 0b00000)), 0;
    /// dst = bytes of table selected by idx (0 out of range)
    VTbl tbl_v [V8] (dst: Def(V, RD), table: Use(L16B, RN), idx: Use(V, RM)) P("tbl"), ArrQ, E(simd_table_lookup(0, 0, 0, 0, 0, 0, 0)), 0;
    /// dst (scalar) = sum of the lanes
    VAddv addv [VACROSS] (dst: Def(FE, RD), src: Use(V, RN)) P("addv"), Arr, E(vacross(0, 0b11011)), 0;
    /// dst = signed max of the lanes
    VSmaxv smaxv [VACROSS] (dst: Def(FE, RD), src: Use(V, RN)) P("smaxv"), Arr, E(vacross(0, 0b01010)), 0;
    /// dst = signed min of the lanes
    VSminv sminv [VACROSS] (dst: Def(FE, RD), src: Use(V, RN)) P("sminv"), Arr, E(vacross(0, 0b11010)), 0;
    /// dst = unsigned max of the lanes
    VUmaxv umaxv [VACROSS] (dst: Def(FE, RD), src: Use(V, RN)) P("umaxv"), Arr, E(vacross(1, 0b01010)), 0;
    /// dst = unsigned min of the lanes
    VUminv uminv [VACROSS] (dst: Def(FE, RD), src: Use(V, RN)) P("uminv"), Arr, E(vacross(1, 0b11010)), 0;
    /// dst = every byte imm8
    VMoviB movi_b [V8] (dst: Def(V, RD), imm: Imm(Abc)) P("movi"), ArrQ, E(vmi(0, 0b1110)), 0;
    /// dst = every halfword imm8 << (0 or 8)
    VMoviH movi_h [V16] (dst: Def(V, RD), imm: Imm(Abc), sh: Imm(VLslH)) P("movi"), ArrQ, E(vmi(0, 0b1000)), 0;
    /// dst = every word imm8 << (0, 8, 16 or 24)
    VMoviS movi_s [V32] (dst: Def(V, RD), imm: Imm(Abc), sh: Imm(VLslS)) P("movi"), ArrQ, E(vmi(0, 0b0000)), 0;
    /// dst = every halfword !(imm8 << (0 or 8))
    VMvniH mvni_h [V16] (dst: Def(V, RD), imm: Imm(Abc), sh: Imm(VLslH)) P("mvni"), ArrQ, E(vmi(1, 0b1000)), 0;
    /// dst = every word !(imm8 << (0, 8, 16 or 24))
    VMvniS mvni_s [V32] (dst: Def(V, RD), imm: Imm(Abc), sh: Imm(VLslS)) P("mvni"), ArrQ, E(vmi(1, 0b0000)), 0;
    /// dst (d) = a 64-bit byte mask, upper half cleared
    VMoviD movi_d [=D] (dst: Def(F, RD), imm: Imm(Mask64)) P("movi"), None, E(vmi(1, 0b1110)), 0;
    /// dst = both doublewords a 64-bit byte mask
    VMovi2D movi_2d [=V2D] (dst: Def(V, RD), imm: Imm(Mask64)) P("movi"), None, E(vmi(1, 0b1110) | 1 << 30), 0;
    /// dst = every lane an FP immediate
    VFmovI fmov_v [VF] (dst: Def(V, RD), imm: Imm(VFp8)) P("fmov"), ArrOp, E(vmi(0, 0b1111)), 0;
}

impl Opcode {
    pub fn desc(self) -> &'static Desc {
        &DESCS[self as usize]
    }

    pub fn from_index(i: u16) -> Option<Opcode> {
        Opcode::ALL.get(i as usize).copied()
    }
}

/// Bits of `MInst::opcode` holding the `Opcode`.
pub const OPCODE_MASK: u16 = 0x03ff;
/// Shift of the `Ty` within `MInst::opcode`.
pub const TY_SHIFT: u16 = 10;

/// The `MInst::opcode` value for `op` at `ty`.
pub fn opcode_bits(op: Opcode, ty: Ty) -> u16 {
    op as u16 | (ty as u16) << TY_SHIFT
}

/// The opcode and type of an AArch64 `MInst` (`None` for a number that is no opcode).
pub fn decode(inst: &rllc_isel::mir::MInst) -> Option<(Opcode, Ty)> {
    let op = Opcode::from_index(inst.opcode & OPCODE_MASK)?;
    let ty = Ty::from_index(inst.opcode >> TY_SHIFT)?;
    Some((op, ty))
}
