//! The opcode table: one line per RISC-V opcode rllc encodes, with its one-line semantics,
//! constructor, types, operand layout (assembly order), mnemonic, how the type is
//! encoded, the encoding (a format helper called with zero operand fields) and flags; the
//! `opcodes!` macro turns it into `Opcode`, its `Desc`s and one constructor per opcode.
//! Also how an opcode and type are packed into `MInst::opcode`.
//!
//! Types: `[-]` fixed (no type argument), `[MASK]` one of the `desc::tys` masks (the
//! constructor takes the `Ty` first).

use super::builder::{build, Arg};
use super::desc::tys::*;
use super::desc::{Desc, Enc, Mn, Slot, SymField, Ty, CALL, I, J, M, MOVE, R, SIDE, T, TERM};
use super::encoding::field::*;
use super::encoding::major::*;
use super::encoding::*;
use crate::opcode_table::opcodes;
use rllc_isel::mir::MInst;

// Base words of the families used many times.
const fn op(funct7: u32, funct3: u32) -> u32 {
    r_type(funct7, 0, 0, funct3, 0, OP)
}
const fn opi(imm12: u32, funct3: u32) -> u32 {
    i_type(imm12, 0, funct3, 0, OP_IMM)
}
const fn branch(funct3: u32) -> u32 {
    b_type(0, 0, 0, funct3, BRANCH)
}
const fn amo(funct5: u32) -> u32 {
    r_type(funct5 << 2, 0, 0, 0, 0, AMO)
}
/// OP-FP with funct5 (the format bits of funct7 come from the type), rs2 and funct3.
const fn fp(funct5: u32, rs2: u32, funct3: u32) -> u32 {
    r_type(funct5 << 2, rs2, 0, funct3, 0, OP_FP)
}
const fn fused(opcode: u32) -> u32 {
    r4_type(0, 0, 0, 0, 0, 0, opcode)
}
const fn csr(funct3: u32) -> u32 {
    i_type(0, 0, funct3, 0, SYSTEM)
}
/// Format bits of funct7 for the fixed-format conversions.
const FMT_S: u32 = 0;
const FMT_D: u32 = 1;
const LOAD_BASE: u32 = i_type(0, 0, 0, 0, LOAD);
const STORE_BASE: u32 = s_type(0, 0, 0, 0, STORE);
const JALR_BASE: u32 = i_type(0, 0, 0, 0, JALR);
/// `jalr zero, 0(ra)`.
const RET_WORD: u32 = i_type(0, 1, 0, 0, JALR);
/// `auipc ra, 0` + `jalr ra, 0(ra)`: `call`.
const CALL_AUIPC: u32 = u_type(0, 1, AUIPC);
const CALL_JALR: u32 = i_type(0, 1, 0, 1, JALR);
/// `auipc t1, 0` + `jalr zero, 0(t1)`: `tail` (t1 is the psABI's choice, as llc's).
const TAIL_AUIPC: u32 = u_type(0, 6, AUIPC);
const TAIL_JALR: u32 = i_type(0, 6, 0, 0, JALR);

opcodes! {
    #[doc = "The RISC-V opcodes rllc encodes. Each has one `Desc` (see `Opcode::desc`)."]
    // ---- pseudo-instructions ----
    /// dst = src: a register copy within one file (`mv` = `addi dst, src, 0`, or `fmv.d` = `fsgnj.d dst, src, src`)
    Copy copy [-] (dst: Def(Any, NONE), src: Use(Any, NONE)) P("mv"), None, Enc::Copy, MOVE;
    /// dst = an undefined value (no code)
    ImplicitDef implicit_def [-] (dst: Def(Any, NONE)) P("implicit-def"), None, Enc::None, 0;
    /// no operation (`addi zero, zero, 0`)
    Nop nop [-] () P("nop"), None, E(opi(0, 0)), 0;
    /// an inline asm statement, its template and operands packed (`crate::inline_asm`); assembled by `inline_asm`
    InlineAsm inline_asm_packed [-] (packed: Implicit) P("#APP"), None, Enc::None, SIDE;
    /// the incoming argument registers, defined at function entry (no code)
    EntryDefs entry_defs_raw [-] (regs: Implicit) P("entry-defs"), None, Enc::None, 0;
    /// dst = the address of a stack object (frame lowering makes it `addi dst, base, off`)
    FrameAddr frame_addr [-] (dst: Def(G, RD), addr: Mem(M::Load)) P("frame-addr"), None, Enc::None, 0;
    /// goto a block (`j`: `jal zero` or `c.j`, placed by layout; no register operands, as the allocator wants)
    Jump jump [-] (target: Target(J::J)) P("j"), None, Enc::None, TERM;
    /// goto the address in base (`jr`: `jalr zero, 0(base)`; an indirect branch or a jump-table dispatch)
    JumpReg jump_reg [-] (base: Use(G, RS1)) P("jr"), None, Enc::None, TERM;
    /// if a == b goto taken else goto not_taken (a two-way block branch: emission drops the half to the next block)
    BrEq br_eq [-] (a: Use(G, RS1), b: Use(G, RS2), taken: Target(J::B), not_taken: Target(J::B)) P("beq"), None, Enc::None, TERM;
    /// if a != b goto taken else goto not_taken
    BrNe br_ne [-] (a: Use(G, RS1), b: Use(G, RS2), taken: Target(J::B), not_taken: Target(J::B)) P("bne"), None, Enc::None, TERM;
    /// if a < b (signed) goto taken else goto not_taken
    BrLt br_lt [-] (a: Use(G, RS1), b: Use(G, RS2), taken: Target(J::B), not_taken: Target(J::B)) P("blt"), None, Enc::None, TERM;
    /// if a >= b (signed) goto taken else goto not_taken
    BrGe br_ge [-] (a: Use(G, RS1), b: Use(G, RS2), taken: Target(J::B), not_taken: Target(J::B)) P("bge"), None, Enc::None, TERM;
    /// if a < b (unsigned) goto taken else goto not_taken
    BrLtu br_ltu [-] (a: Use(G, RS1), b: Use(G, RS2), taken: Target(J::B), not_taken: Target(J::B)) P("bltu"), None, Enc::None, TERM;
    /// if a >= b (unsigned) goto taken else goto not_taken
    BrGeu br_geu [-] (a: Use(G, RS1), b: Use(G, RS2), taken: Target(J::B), not_taken: Target(J::B)) P("bgeu"), None, Enc::None, TERM;
    // ---- integer register-register ----
    /// dst = a + b (`addw`: of the low 32 bits, sign-extended)
    Add add [XW] (dst: Def(G, RD), a: Use(G, RS1), b: Use(G, RS2)) W("add"), OpW, E(op(0, 0b000)), 0;
    /// dst = a - b
    Sub sub [XW] (dst: Def(G, RD), a: Use(G, RS1), b: Use(G, RS2)) W("sub"), OpW, E(op(0b010_0000, 0b000)), 0;
    /// dst = a << (b mod 64) (`sllw`: mod 32)
    Sll sll [XW] (dst: Def(G, RD), a: Use(G, RS1), b: Use(G, RS2)) W("sll"), OpW, E(op(0, 0b001)), 0;
    /// dst = a >> b, logical
    Srl srl [XW] (dst: Def(G, RD), a: Use(G, RS1), b: Use(G, RS2)) W("srl"), OpW, E(op(0, 0b101)), 0;
    /// dst = a >> b, arithmetic
    Sra sra [XW] (dst: Def(G, RD), a: Use(G, RS1), b: Use(G, RS2)) W("sra"), OpW, E(op(0b010_0000, 0b101)), 0;
    /// dst = a < b, signed
    Slt slt [-] (dst: Def(G, RD), a: Use(G, RS1), b: Use(G, RS2)) P("slt"), None, E(op(0, 0b010)), 0;
    /// dst = a < b, unsigned
    Sltu sltu [-] (dst: Def(G, RD), a: Use(G, RS1), b: Use(G, RS2)) P("sltu"), None, E(op(0, 0b011)), 0;
    /// dst = a ^ b
    Xor xor [-] (dst: Def(G, RD), a: Use(G, RS1), b: Use(G, RS2)) P("xor"), None, E(op(0, 0b100)), 0;
    /// dst = a | b
    Or or [-] (dst: Def(G, RD), a: Use(G, RS1), b: Use(G, RS2)) P("or"), None, E(op(0, 0b110)), 0;
    /// dst = a & b
    And and [-] (dst: Def(G, RD), a: Use(G, RS1), b: Use(G, RS2)) P("and"), None, E(op(0, 0b111)), 0;
    /// dst = a + tp, marked `%tprel_add(sym)` for linker relaxation (local-exec TLS)
    AddTprel add_tprel [-] (dst: Def(G, RD), a: Use(G, RS1), tp: Use(Tp, RS2), sym: Sym(SymField::TprelAdd)) P("add"), None, E(op(0, 0b000)), 0;
    // ---- integer register-immediate ----
    /// dst = a + imm (`addiw`: of the low 32 bits, sign-extended)
    Addi addi [XW] (dst: Def(G, RD), a: Use(G, RS1), imm: Imm(Simm12)) W("addi"), OpW, E(opi(0, 0b000)), 0;
    /// dst = a < imm, signed
    Slti slti [-] (dst: Def(G, RD), a: Use(G, RS1), imm: Imm(Simm12)) P("slti"), None, E(opi(0, 0b010)), 0;
    /// dst = a < imm (sign-extended), unsigned
    Sltiu sltiu [-] (dst: Def(G, RD), a: Use(G, RS1), imm: Imm(Simm12)) P("sltiu"), None, E(opi(0, 0b011)), 0;
    /// dst = a ^ imm
    Xori xori [-] (dst: Def(G, RD), a: Use(G, RS1), imm: Imm(Simm12)) P("xori"), None, E(opi(0, 0b100)), 0;
    /// dst = a | imm
    Ori ori [-] (dst: Def(G, RD), a: Use(G, RS1), imm: Imm(Simm12)) P("ori"), None, E(opi(0, 0b110)), 0;
    /// dst = a & imm
    Andi andi [-] (dst: Def(G, RD), a: Use(G, RS1), imm: Imm(Simm12)) P("andi"), None, E(opi(0, 0b111)), 0;
    /// dst = a << shamt
    Slli slli [XW] (dst: Def(G, RD), a: Use(G, RS1), shamt: Imm(Shamt)) W("slli"), OpW, E(opi(0, 0b001)), 0;
    /// dst = a >> shamt, logical
    Srli srli [XW] (dst: Def(G, RD), a: Use(G, RS1), shamt: Imm(Shamt)) W("srli"), OpW, E(opi(0, 0b101)), 0;
    /// dst = a >> shamt, arithmetic
    Srai srai [XW] (dst: Def(G, RD), a: Use(G, RS1), shamt: Imm(Shamt)) W("srai"), OpW, E(opi(0x400, 0b101)), 0;
    /// dst = imm20 << 12, sign-extended
    Lui lui [-] (dst: Def(G, RD), imm: Imm(Uimm20)) P("lui"), None, E(u_type(0, 0, LUI)), 0;
    /// dst = pc + (imm20 << 12)
    Auipc auipc [-] (dst: Def(G, RD), imm: Imm(Uimm20)) P("auipc"), None, E(u_type(0, 0, AUIPC)), 0;
    /// dst = the upper part of a symbol's address (`lui dst, %hi(sym)`, `%tprel_hi`)
    LuiSym lui_sym [-] (dst: Def(G, RD), sym: Sym(SymField::Hi20), m: Mod) P("lui"), None, E(u_type(0, 0, LUI)), 0;
    /// dst = pc + the upper part of a pc-relative offset (`auipc dst, %pcrel_hi(sym)`, GOT and TLS forms)
    AuipcSym auipc_sym [-] (dst: Def(G, RD), sym: Sym(SymField::Hi20), m: Mod) P("auipc"), None, E(u_type(0, 0, AUIPC)), 0;
    /// dst = a + the low part of a symbol's address (`addi dst, a, %lo(sym)`, `%pcrel_lo`, `%tprel_lo`)
    AddiSym addi_sym [-] (dst: Def(G, RD), a: Use(G, RS1), sym: Sym(SymField::Lo12), m: Mod) P("addi"), None, E(opi(0, 0b000)), 0;
    // ---- M ----
    /// dst = a * b, low bits (`mulw`: low 32, sign-extended)
    Mul mul [XW] (dst: Def(G, RD), a: Use(G, RS1), b: Use(G, RS2)) W("mul"), OpW, E(op(1, 0b000)), 0;
    /// dst = (a * b) >> 64, signed
    Mulh mulh [-] (dst: Def(G, RD), a: Use(G, RS1), b: Use(G, RS2)) P("mulh"), None, E(op(1, 0b001)), 0;
    /// dst = (a * b) >> 64, a signed, b unsigned
    Mulhsu mulhsu [-] (dst: Def(G, RD), a: Use(G, RS1), b: Use(G, RS2)) P("mulhsu"), None, E(op(1, 0b010)), 0;
    /// dst = (a * b) >> 64, unsigned
    Mulhu mulhu [-] (dst: Def(G, RD), a: Use(G, RS1), b: Use(G, RS2)) P("mulhu"), None, E(op(1, 0b011)), 0;
    /// dst = a / b, signed (-1 for b = 0)
    Div div [XW] (dst: Def(G, RD), a: Use(G, RS1), b: Use(G, RS2)) W("div"), OpW, E(op(1, 0b100)), 0;
    /// dst = a / b, unsigned
    Divu divu [XW] (dst: Def(G, RD), a: Use(G, RS1), b: Use(G, RS2)) W("divu"), OpW, E(op(1, 0b101)), 0;
    /// dst = a % b, signed (a for b = 0)
    Rem rem [XW] (dst: Def(G, RD), a: Use(G, RS1), b: Use(G, RS2)) W("rem"), OpW, E(op(1, 0b110)), 0;
    /// dst = a % b, unsigned
    Remu remu [XW] (dst: Def(G, RD), a: Use(G, RS1), b: Use(G, RS2)) W("remu"), OpW, E(op(1, 0b111)), 0;
    // ---- loads and stores ----
    /// dst = [addr], sign- or (`BU`/`HU`/`WU`) zero-extended
    Load load [LOADS] (dst: Def(G, RD), addr: Mem(M::Load)) Size("l"), Width, E(LOAD_BASE), 0;
    /// [addr] = the low bytes of src
    Store store [STORES] (src: Use(G, RS2), addr: Mem(M::Store)) Size("s"), Width, E(STORE_BASE), SIDE;
    /// dst = [addr] (`flw`, `fld`)
    FLoad fload [SD] (dst: Def(F, RD), addr: Mem(M::Load)) FmtW("fl", ""), Width, E(i_type(0, 0, 0, 0, LOAD_FP)), 0;
    /// [addr] = src (`fsw`, `fsd`)
    FStore fstore [SD] (src: Use(F, RS2), addr: Mem(M::Store)) FmtW("fs", ""), Width, E(s_type(0, 0, 0, 0, STORE_FP)), SIDE;
    // ---- A ----
    /// dst = [addr], reserving it
    Lr lr [WD] (dst: Def(G, RD), addr: Mem(M::Base), ord: Imm(Aqrl)) Amo("lr"), AmoWidth, E(amo(0b00010)), SIDE;
    /// [addr] = src if still reserved; status = 0 on success, else nonzero
    Sc sc [WD] (status: EDef(G, RD), src: Use(G, RS2), addr: Mem(M::Base), ord: Imm(Aqrl)) Amo("sc"), AmoWidth, E(amo(0b00011)), SIDE;
    /// dst = [addr]; [addr] = src
    AmoSwap amoswap [WD] (dst: Def(G, RD), src: Use(G, RS2), addr: Mem(M::Base), ord: Imm(Aqrl)) Amo("amoswap"), AmoWidth, E(amo(0b00001)), SIDE;
    /// dst = [addr]; [addr] += src
    AmoAdd amoadd [WD] (dst: Def(G, RD), src: Use(G, RS2), addr: Mem(M::Base), ord: Imm(Aqrl)) Amo("amoadd"), AmoWidth, E(amo(0b00000)), SIDE;
    /// dst = [addr]; [addr] ^= src
    AmoXor amoxor [WD] (dst: Def(G, RD), src: Use(G, RS2), addr: Mem(M::Base), ord: Imm(Aqrl)) Amo("amoxor"), AmoWidth, E(amo(0b00100)), SIDE;
    /// dst = [addr]; [addr] &= src
    AmoAnd amoand [WD] (dst: Def(G, RD), src: Use(G, RS2), addr: Mem(M::Base), ord: Imm(Aqrl)) Amo("amoand"), AmoWidth, E(amo(0b01100)), SIDE;
    /// dst = [addr]; [addr] |= src
    AmoOr amoor [WD] (dst: Def(G, RD), src: Use(G, RS2), addr: Mem(M::Base), ord: Imm(Aqrl)) Amo("amoor"), AmoWidth, E(amo(0b01000)), SIDE;
    /// dst = [addr]; [addr] = min(it, src), signed
    AmoMin amomin [WD] (dst: Def(G, RD), src: Use(G, RS2), addr: Mem(M::Base), ord: Imm(Aqrl)) Amo("amomin"), AmoWidth, E(amo(0b10000)), SIDE;
    /// dst = [addr]; [addr] = max(it, src), signed
    AmoMax amomax [WD] (dst: Def(G, RD), src: Use(G, RS2), addr: Mem(M::Base), ord: Imm(Aqrl)) Amo("amomax"), AmoWidth, E(amo(0b10100)), SIDE;
    /// dst = [addr]; [addr] = min(it, src), unsigned
    AmoMinu amominu [WD] (dst: Def(G, RD), src: Use(G, RS2), addr: Mem(M::Base), ord: Imm(Aqrl)) Amo("amominu"), AmoWidth, E(amo(0b11000)), SIDE;
    /// dst = [addr]; [addr] = max(it, src), unsigned
    AmoMaxu amomaxu [WD] (dst: Def(G, RD), src: Use(G, RS2), addr: Mem(M::Base), ord: Imm(Aqrl)) Amo("amomaxu"), AmoWidth, E(amo(0b11100)), SIDE;
    // ---- control transfer ----
    /// if a == b goto target (else fall through)
    Beq beq [-] (a: Use(G, RS1), b: Use(G, RS2), target: Target(J::B)) P("beq"), None, E(branch(0b000)), TERM;
    /// if a != b goto target
    Bne bne [-] (a: Use(G, RS1), b: Use(G, RS2), target: Target(J::B)) P("bne"), None, E(branch(0b001)), TERM;
    /// if a < b goto target, signed
    Blt blt [-] (a: Use(G, RS1), b: Use(G, RS2), target: Target(J::B)) P("blt"), None, E(branch(0b100)), TERM;
    /// if a >= b goto target, signed
    Bge bge [-] (a: Use(G, RS1), b: Use(G, RS2), target: Target(J::B)) P("bge"), None, E(branch(0b101)), TERM;
    /// if a < b goto target, unsigned
    Bltu bltu [-] (a: Use(G, RS1), b: Use(G, RS2), target: Target(J::B)) P("bltu"), None, E(branch(0b110)), TERM;
    /// if a >= b goto target, unsigned
    Bgeu bgeu [-] (a: Use(G, RS1), b: Use(G, RS2), target: Target(J::B)) P("bgeu"), None, E(branch(0b111)), TERM;
    /// dst = the return address; goto target (`j` when dst is zero)
    Jal jal [-] (dst: Def(G, RD), target: Target(J::J)) P("jal"), None, E(j_type(0, 0, JAL)), TERM;
    /// dst = the return address; goto base + off
    Jalr jalr [-] (dst: Def(G, RD), base: Use(G, RS1), off: Imm(Simm12)) P("jalr"), None, E(JALR_BASE), TERM;
    /// call symbol (`call sym`: `auipc ra` + `jalr ra`, R_RISCV_CALL_PLT) with fixed argument uses and result defs
    Call call_raw [-] (target: Callee, regs: Implicit) P("call"), None, Enc::Call(CALL_AUIPC, CALL_JALR), CALL | SIDE;
    /// tail call: goto symbol (`tail sym`: `auipc t1` + `jr t1`), with the fixed argument uses
    Tail tail_raw [-] (target: Callee, regs: Implicit) P("tail"), None, Enc::Call(TAIL_AUIPC, TAIL_JALR), TERM | SIDE;
    /// return to ra, with the fixed uses of the returned values
    Ret ret_raw [-] (regs: Implicit) P("ret"), None, E(RET_WORD), TERM;
    // ---- system, fences, CSRs ----
    /// environment call (system call)
    Ecall ecall [-] () P("ecall"), None, E(i_type(0, 0, 0, 0, SYSTEM)), SIDE;
    /// breakpoint trap
    Ebreak ebreak [-] () P("ebreak"), None, E(i_type(1, 0, 0, 0, SYSTEM)), SIDE;
    /// orders the pred accesses before the succ ones (`fence rw, rw`)
    Fence fence [-] (pred: Imm(Pred), succ: Imm(Succ)) P("fence"), None, E(i_type(0, 0, 0, 0, MISC_MEM)), SIDE;
    /// total store ordering fence (`fence.tso`: fm 1000, rw, rw)
    FenceTso fence_tso [-] () P("fence.tso"), None, E(i_type(0x833, 0, 0, 0, MISC_MEM)), SIDE;
    /// synchronizes instruction fetch with earlier stores (Zifencei)
    FenceI fence_i [-] () P("fence.i"), None, E(i_type(0, 0, 0b001, 0, MISC_MEM)), SIDE;
    /// dst = csr; csr = src
    Csrrw csrrw [-] (dst: Def(G, RD), csr: Imm(Csr), src: Use(G, RS1)) P("csrrw"), None, E(csr(0b001)), SIDE;
    /// dst = csr; csr |= src
    Csrrs csrrs [-] (dst: Def(G, RD), csr: Imm(Csr), src: Use(G, RS1)) P("csrrs"), None, E(csr(0b010)), SIDE;
    /// dst = csr; csr &= !src
    Csrrc csrrc [-] (dst: Def(G, RD), csr: Imm(Csr), src: Use(G, RS1)) P("csrrc"), None, E(csr(0b011)), SIDE;
    /// dst = csr; csr = imm5
    Csrrwi csrrwi [-] (dst: Def(G, RD), csr: Imm(Csr), imm: Imm(Uimm5)) P("csrrwi"), None, E(csr(0b101)), SIDE;
    /// dst = csr; csr |= imm5
    Csrrsi csrrsi [-] (dst: Def(G, RD), csr: Imm(Csr), imm: Imm(Uimm5)) P("csrrsi"), None, E(csr(0b110)), SIDE;
    /// dst = csr; csr &= !imm5
    Csrrci csrrci [-] (dst: Def(G, RD), csr: Imm(Csr), imm: Imm(Uimm5)) P("csrrci"), None, E(csr(0b111)), SIDE;
    // ---- F and D: arithmetic ----
    /// dst = a + b, rounded by rm
    Fadd fadd [SD] (dst: Def(F, RD), a: Use(F, RS1), b: Use(F, RS2), rm: Imm(Rm)) Fmt("fadd.", ""), Fmt, E(fp(0b00000, 0, 0)), 0;
    /// dst = a - b
    Fsub fsub [SD] (dst: Def(F, RD), a: Use(F, RS1), b: Use(F, RS2), rm: Imm(Rm)) Fmt("fsub.", ""), Fmt, E(fp(0b00001, 0, 0)), 0;
    /// dst = a * b
    Fmul fmul [SD] (dst: Def(F, RD), a: Use(F, RS1), b: Use(F, RS2), rm: Imm(Rm)) Fmt("fmul.", ""), Fmt, E(fp(0b00010, 0, 0)), 0;
    /// dst = a / b
    Fdiv fdiv [SD] (dst: Def(F, RD), a: Use(F, RS1), b: Use(F, RS2), rm: Imm(Rm)) Fmt("fdiv.", ""), Fmt, E(fp(0b00011, 0, 0)), 0;
    /// dst = sqrt(src)
    Fsqrt fsqrt [SD] (dst: Def(F, RD), src: Use(F, RS1), rm: Imm(Rm)) Fmt("fsqrt.", ""), Fmt, E(fp(0b01011, 0, 0)), 0;
    /// dst = a * b + c, rounded once
    Fmadd fmadd [SD] (dst: Def(F, RD), a: Use(F, RS1), b: Use(F, RS2), c: Use(F, RS3), rm: Imm(Rm)) Fmt("fmadd.", ""), Fmt, E(fused(MADD)), 0;
    /// dst = a * b - c
    Fmsub fmsub [SD] (dst: Def(F, RD), a: Use(F, RS1), b: Use(F, RS2), c: Use(F, RS3), rm: Imm(Rm)) Fmt("fmsub.", ""), Fmt, E(fused(MSUB)), 0;
    /// dst = -(a * b) + c
    Fnmsub fnmsub [SD] (dst: Def(F, RD), a: Use(F, RS1), b: Use(F, RS2), c: Use(F, RS3), rm: Imm(Rm)) Fmt("fnmsub.", ""), Fmt, E(fused(NMSUB)), 0;
    /// dst = -(a * b) - c
    Fnmadd fnmadd [SD] (dst: Def(F, RD), a: Use(F, RS1), b: Use(F, RS2), c: Use(F, RS3), rm: Imm(Rm)) Fmt("fnmadd.", ""), Fmt, E(fused(NMADD)), 0;
    /// dst = a with b's sign (`fmv` when a == b)
    Fsgnj fsgnj [SD] (dst: Def(F, RD), a: Use(F, RS1), b: Use(F, RS2)) Fmt("fsgnj.", ""), Fmt, E(fp(0b00100, 0, 0b000)), 0;
    /// dst = a with b's sign inverted (`fneg` when a == b)
    Fsgnjn fsgnjn [SD] (dst: Def(F, RD), a: Use(F, RS1), b: Use(F, RS2)) Fmt("fsgnjn.", ""), Fmt, E(fp(0b00100, 0, 0b001)), 0;
    /// dst = a with the xor of both signs (`fabs` when a == b)
    Fsgnjx fsgnjx [SD] (dst: Def(F, RD), a: Use(F, RS1), b: Use(F, RS2)) Fmt("fsgnjx.", ""), Fmt, E(fp(0b00100, 0, 0b010)), 0;
    /// dst = min(a, b) (IEEE 754-2019 minimumNumber)
    Fmin fmin [SD] (dst: Def(F, RD), a: Use(F, RS1), b: Use(F, RS2)) Fmt("fmin.", ""), Fmt, E(fp(0b00101, 0, 0b000)), 0;
    /// dst = max(a, b)
    Fmax fmax [SD] (dst: Def(F, RD), a: Use(F, RS1), b: Use(F, RS2)) Fmt("fmax.", ""), Fmt, E(fp(0b00101, 0, 0b001)), 0;
    // ---- F and D: compares, classification, moves ----
    /// dst = a == b (quiet)
    Feq feq [SD] (dst: Def(G, RD), a: Use(F, RS1), b: Use(F, RS2)) Fmt("feq.", ""), Fmt, E(fp(0b10100, 0, 0b010)), 0;
    /// dst = a < b (signaling)
    Flt flt [SD] (dst: Def(G, RD), a: Use(F, RS1), b: Use(F, RS2)) Fmt("flt.", ""), Fmt, E(fp(0b10100, 0, 0b001)), 0;
    /// dst = a <= b (signaling)
    Fle fle [SD] (dst: Def(G, RD), a: Use(F, RS1), b: Use(F, RS2)) Fmt("fle.", ""), Fmt, E(fp(0b10100, 0, 0b000)), 0;
    /// dst = the class mask of src (one of ten bits)
    Fclass fclass [SD] (dst: Def(G, RD), src: Use(F, RS1)) Fmt("fclass.", ""), Fmt, E(fp(0b11100, 0, 0b001)), 0;
    /// dst (GPR) = the bits of src (`fmv.x.w` sign-extends)
    FmvXF fmv_x_f [SD] (dst: Def(G, RD), src: Use(F, RS1)) FmtW("fmv.x.", ""), Fmt, E(fp(0b11100, 0, 0b000)), 0;
    /// dst (FPR) = the bits of src (`fmv.w.x`, `fmv.d.x`)
    FmvFX fmv_f_x [SD] (dst: Def(F, RD), src: Use(G, RS1)) FmtW("fmv.", ".x"), Fmt, E(fp(0b11110, 0, 0b000)), 0;
    // ---- F and D: conversions ----
    /// dst = src converted to a signed 32-bit integer (sign-extended), rounded by rm
    FcvtW fcvt_w [SD] (dst: Def(G, RD), src: Use(F, RS1), rm: Imm(Rm)) Fmt("fcvt.w.", ""), Fmt, E(fp(0b11000, 0, 0)), 0;
    /// dst = src converted to an unsigned 32-bit integer (sign-extended)
    FcvtWu fcvt_wu [SD] (dst: Def(G, RD), src: Use(F, RS1), rm: Imm(Rm)) Fmt("fcvt.wu.", ""), Fmt, E(fp(0b11000, 1, 0)), 0;
    /// dst = src converted to a signed 64-bit integer
    FcvtL fcvt_l [SD] (dst: Def(G, RD), src: Use(F, RS1), rm: Imm(Rm)) Fmt("fcvt.l.", ""), Fmt, E(fp(0b11000, 2, 0)), 0;
    /// dst = src converted to an unsigned 64-bit integer
    FcvtLu fcvt_lu [SD] (dst: Def(G, RD), src: Use(F, RS1), rm: Imm(Rm)) Fmt("fcvt.lu.", ""), Fmt, E(fp(0b11000, 3, 0)), 0;
    /// dst (float) = the signed 32-bit integer src, rounded by rm
    FcvtSW fcvt_s_w [-] (dst: Def(F, RD), src: Use(G, RS1), rm: Imm(Rm)) P("fcvt.s.w"), None, E(fp(0b11010, 0, 0) | FMT_S << 25), 0;
    /// dst (float) = the unsigned 32-bit integer src
    FcvtSWu fcvt_s_wu [-] (dst: Def(F, RD), src: Use(G, RS1), rm: Imm(Rm)) P("fcvt.s.wu"), None, E(fp(0b11010, 1, 0) | FMT_S << 25), 0;
    /// dst (float) = the signed 64-bit integer src
    FcvtSL fcvt_s_l [-] (dst: Def(F, RD), src: Use(G, RS1), rm: Imm(Rm)) P("fcvt.s.l"), None, E(fp(0b11010, 2, 0) | FMT_S << 25), 0;
    /// dst (float) = the unsigned 64-bit integer src
    FcvtSLu fcvt_s_lu [-] (dst: Def(F, RD), src: Use(G, RS1), rm: Imm(Rm)) P("fcvt.s.lu"), None, E(fp(0b11010, 3, 0) | FMT_S << 25), 0;
    /// dst (double) = the signed 32-bit integer src (exact; rm is encoded but unused)
    FcvtDW fcvt_d_w [-] (dst: Def(F, RD), src: Use(G, RS1), rm: Imm(RmRne)) P("fcvt.d.w"), None, E(fp(0b11010, 0, 0) | FMT_D << 25), 0;
    /// dst (double) = the unsigned 32-bit integer src (exact)
    FcvtDWu fcvt_d_wu [-] (dst: Def(F, RD), src: Use(G, RS1), rm: Imm(RmRne)) P("fcvt.d.wu"), None, E(fp(0b11010, 1, 0) | FMT_D << 25), 0;
    /// dst (double) = the signed 64-bit integer src, rounded by rm
    FcvtDL fcvt_d_l [-] (dst: Def(F, RD), src: Use(G, RS1), rm: Imm(Rm)) P("fcvt.d.l"), None, E(fp(0b11010, 2, 0) | FMT_D << 25), 0;
    /// dst (double) = the unsigned 64-bit integer src
    FcvtDLu fcvt_d_lu [-] (dst: Def(F, RD), src: Use(G, RS1), rm: Imm(Rm)) P("fcvt.d.lu"), None, E(fp(0b11010, 3, 0) | FMT_D << 25), 0;
    /// dst (float) = the double src, rounded by rm
    FcvtSD fcvt_s_d [-] (dst: Def(F, RD), src: Use(F, RS1), rm: Imm(Rm)) P("fcvt.s.d"), None, E(fp(0b01000, 1, 0) | FMT_S << 25), 0;
    /// dst (double) = the float src (exact)
    FcvtDS fcvt_d_s [-] (dst: Def(F, RD), src: Use(F, RS1), rm: Imm(RmRne)) P("fcvt.d.s"), None, E(fp(0b01000, 0, 0) | FMT_D << 25), 0;
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

/// The opcode and type of a RISC-V `MInst` (`None` for a number that is no opcode).
pub fn decode(inst: &MInst) -> Option<(Opcode, Ty)> {
    let op = Opcode::from_index(inst.opcode & OPCODE_MASK)?;
    let ty = Ty::from_index(inst.opcode >> TY_SHIFT)?;
    Some((op, ty))
}
