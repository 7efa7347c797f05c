//! The x86-64 encoder: turns fully allocated instructions into bytes with iced-x86 and
//! reports target-neutral relocations (`CodeReloc`) where iced-x86 says the displacement
//! or immediate sits; `emit_function` lays out a whole function with branch relaxation.
//!
//! Contract with the passes before it:
//! * every register operand is `Reg::Phys` (the allocator's output applied), and a tied
//!   use is in the same register as its def;
//! * `Frame` displacements are resolved through a `FrameLayout` that frame lowering
//!   provides (stack object → base register and offset); instructions are not rewritten;
//! * symbols stay symbolic: every `Sym` becomes a `CodeReloc` naming the `SymbolRef`, which
//!   the driver maps to an object-file symbol, except RIP-relative references to blocks of
//!   the function being emitted (`SymbolRef::Block`), which `emit_function` resolves itself.
//!
//! Relocation addends follow the objwriter convention (ELF RELA: `S + A - P` for
//! pc-relative kinds), so a RIP-relative field carries `addend - 4 - (bytes of immediate
//! after it)` and a `call rel32` carries `addend - 4`.

use super::inst::{decode, Addr, Cc, Disp, Enc, Opcode, Seg, Slot, StForm, SymMod, W};
use super::regs::{self, Size};
use iced_x86::{Code, Encoder, IcedError, Instruction, MemoryOperand, Register};
use rllc_isel::mir::{MBlockId, MFunction, MInst, MOperand, PReg, Reg, SymbolRef};
use rllc_objwriter::model::Arch;
use rllc_objwriter::RelocKind;
use std::fmt;

pub use crate::code::{CodeReloc, FrameLayout, FunctionCode, NoFrame};
use crate::layout::{BranchForms, FunctionLayout};

/// Why an instruction could not be encoded (a bug in an earlier pass, never the input
/// program's fault, but reported instead of panicking).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmitError {
    /// Block and instruction index within it, when emitting a function.
    pub at: Option<(u32, u32)>,
    pub message: String,
}

impl fmt::Display for EmitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some((b, i)) => write!(f, "x86-64 emit: block {b} instruction {i}: {}", self.message),
            None => write!(f, "x86-64 emit: {}", self.message),
        }
    }
}

impl std::error::Error for EmitError {}

fn err<T>(message: impl Into<String>) -> Result<T, EmitError> {
    Err(EmitError { at: None, message: message.into() })
}

impl From<IcedError> for EmitError {
    fn from(e: IcedError) -> EmitError {
        EmitError { at: None, message: format!("iced-x86: {e}") }
    }
}

const SETCC: [Code; 16] = [
    Code::Seto_rm8,
    Code::Setno_rm8,
    Code::Setb_rm8,
    Code::Setae_rm8,
    Code::Sete_rm8,
    Code::Setne_rm8,
    Code::Setbe_rm8,
    Code::Seta_rm8,
    Code::Sets_rm8,
    Code::Setns_rm8,
    Code::Setp_rm8,
    Code::Setnp_rm8,
    Code::Setl_rm8,
    Code::Setge_rm8,
    Code::Setle_rm8,
    Code::Setg_rm8,
];
const JCC8: [Code; 16] = [
    Code::Jo_rel8_64,
    Code::Jno_rel8_64,
    Code::Jb_rel8_64,
    Code::Jae_rel8_64,
    Code::Je_rel8_64,
    Code::Jne_rel8_64,
    Code::Jbe_rel8_64,
    Code::Ja_rel8_64,
    Code::Js_rel8_64,
    Code::Jns_rel8_64,
    Code::Jp_rel8_64,
    Code::Jnp_rel8_64,
    Code::Jl_rel8_64,
    Code::Jge_rel8_64,
    Code::Jle_rel8_64,
    Code::Jg_rel8_64,
];
const JCC32: [Code; 16] = [
    Code::Jo_rel32_64,
    Code::Jno_rel32_64,
    Code::Jb_rel32_64,
    Code::Jae_rel32_64,
    Code::Je_rel32_64,
    Code::Jne_rel32_64,
    Code::Jbe_rel32_64,
    Code::Ja_rel32_64,
    Code::Js_rel32_64,
    Code::Jns_rel32_64,
    Code::Jp_rel32_64,
    Code::Jnp_rel32_64,
    Code::Jl_rel32_64,
    Code::Jge_rel32_64,
    Code::Jle_rel32_64,
    Code::Jg_rel32_64,
];
/// Per condition: the 16-, 32- and 64-bit forms.
const CMOV: [[Code; 3]; 16] = [
    [Code::Cmovo_r16_rm16, Code::Cmovo_r32_rm32, Code::Cmovo_r64_rm64],
    [Code::Cmovno_r16_rm16, Code::Cmovno_r32_rm32, Code::Cmovno_r64_rm64],
    [Code::Cmovb_r16_rm16, Code::Cmovb_r32_rm32, Code::Cmovb_r64_rm64],
    [Code::Cmovae_r16_rm16, Code::Cmovae_r32_rm32, Code::Cmovae_r64_rm64],
    [Code::Cmove_r16_rm16, Code::Cmove_r32_rm32, Code::Cmove_r64_rm64],
    [Code::Cmovne_r16_rm16, Code::Cmovne_r32_rm32, Code::Cmovne_r64_rm64],
    [Code::Cmovbe_r16_rm16, Code::Cmovbe_r32_rm32, Code::Cmovbe_r64_rm64],
    [Code::Cmova_r16_rm16, Code::Cmova_r32_rm32, Code::Cmova_r64_rm64],
    [Code::Cmovs_r16_rm16, Code::Cmovs_r32_rm32, Code::Cmovs_r64_rm64],
    [Code::Cmovns_r16_rm16, Code::Cmovns_r32_rm32, Code::Cmovns_r64_rm64],
    [Code::Cmovp_r16_rm16, Code::Cmovp_r32_rm32, Code::Cmovp_r64_rm64],
    [Code::Cmovnp_r16_rm16, Code::Cmovnp_r32_rm32, Code::Cmovnp_r64_rm64],
    [Code::Cmovl_r16_rm16, Code::Cmovl_r32_rm32, Code::Cmovl_r64_rm64],
    [Code::Cmovge_r16_rm16, Code::Cmovge_r32_rm32, Code::Cmovge_r64_rm64],
    [Code::Cmovle_r16_rm16, Code::Cmovle_r32_rm32, Code::Cmovle_r64_rm64],
    [Code::Cmovg_r16_rm16, Code::Cmovg_r32_rm32, Code::Cmovg_r64_rm64],
];

const GPR8: [Register; 16] = [
    Register::AL,
    Register::CL,
    Register::DL,
    Register::BL,
    Register::SPL,
    Register::BPL,
    Register::SIL,
    Register::DIL,
    Register::R8L,
    Register::R9L,
    Register::R10L,
    Register::R11L,
    Register::R12L,
    Register::R13L,
    Register::R14L,
    Register::R15L,
];
const GPR16: [Register; 16] = [
    Register::AX,
    Register::CX,
    Register::DX,
    Register::BX,
    Register::SP,
    Register::BP,
    Register::SI,
    Register::DI,
    Register::R8W,
    Register::R9W,
    Register::R10W,
    Register::R11W,
    Register::R12W,
    Register::R13W,
    Register::R14W,
    Register::R15W,
];
const GPR32: [Register; 16] = [
    Register::EAX,
    Register::ECX,
    Register::EDX,
    Register::EBX,
    Register::ESP,
    Register::EBP,
    Register::ESI,
    Register::EDI,
    Register::R8D,
    Register::R9D,
    Register::R10D,
    Register::R11D,
    Register::R12D,
    Register::R13D,
    Register::R14D,
    Register::R15D,
];
const GPR64: [Register; 16] = [
    Register::RAX,
    Register::RCX,
    Register::RDX,
    Register::RBX,
    Register::RSP,
    Register::RBP,
    Register::RSI,
    Register::RDI,
    Register::R8,
    Register::R9,
    Register::R10,
    Register::R11,
    Register::R12,
    Register::R13,
    Register::R14,
    Register::R15,
];
const XMMS: [Register; 16] = [
    Register::XMM0,
    Register::XMM1,
    Register::XMM2,
    Register::XMM3,
    Register::XMM4,
    Register::XMM5,
    Register::XMM6,
    Register::XMM7,
    Register::XMM8,
    Register::XMM9,
    Register::XMM10,
    Register::XMM11,
    Register::XMM12,
    Register::XMM13,
    Register::XMM14,
    Register::XMM15,
];
const STS: [Register; 8] = [
    Register::ST0,
    Register::ST1,
    Register::ST2,
    Register::ST3,
    Register::ST4,
    Register::ST5,
    Register::ST6,
    Register::ST7,
];

/// The iced register for a GPR at a width.
fn gpr(p: PReg, size: Size) -> Result<Register, EmitError> {
    if !regs::is_gpr(p) {
        return err(format!("{p:?} is not a general-purpose register"));
    }
    let t = match size {
        Size::S8 => &GPR8,
        Size::S16 => &GPR16,
        Size::S32 => &GPR32,
        Size::S64 => &GPR64,
    };
    Ok(t[p.index()])
}

fn xmm(p: PReg) -> Result<Register, EmitError> {
    if !regs::is_xmm(p) {
        return err(format!("{p:?} is not an XMM register"));
    }
    Ok(XMMS[p.index() - 16])
}

/// The iced register for an allocated register of width `w` in an instruction of `size`.
fn reg_of(p: PReg, w: W, size: Size) -> Result<Register, EmitError> {
    match w {
        W::Sz => gpr(p, size),
        W::B8 => gpr(p, Size::S8),
        W::B16 => gpr(p, Size::S16),
        W::B32 => gpr(p, Size::S32),
        W::B64 => gpr(p, Size::S64),
        W::X => xmm(p),
        W::Any => {
            if regs::is_xmm(p) {
                xmm(p)
            } else {
                gpr(p, Size::S64)
            }
        }
    }
}

/// The physical register of a register operand.
fn phys(op: &MOperand) -> Result<PReg, EmitError> {
    match op {
        MOperand::Reg(r) => match r.reg {
            Reg::Phys(p) => Ok(p),
            Reg::Virt(v) => err(format!("virtual register {v:?} was not allocated")),
        },
        other => err(format!("expected a register operand, found {other:?}")),
    }
}

/// An operand of the encoding, in Intel order.
#[derive(Clone, Copy, Debug)]
enum EOp {
    R(Register),
    M(MemoryOperand),
    I(i64),
    /// A rel32 to a symbol (relocated).
    Callee,
}

/// Up to four encoded operands, without a heap allocation per instruction.
#[derive(Clone, Copy, Debug)]
struct EOps {
    ops: [EOp; 4],
    n: usize,
}

impl EOps {
    fn new() -> EOps {
        EOps { ops: [EOp::I(0); 4], n: 0 }
    }

    fn of(ops: &[EOp]) -> EOps {
        let mut e = EOps::new();
        for o in ops {
            e.ops[e.n] = *o;
            e.n += 1;
        }
        e
    }

    fn push(&mut self, o: EOp) -> Result<(), EmitError> {
        if self.n == self.ops.len() {
            return err("more than four encoded operands");
        }
        self.ops[self.n] = o;
        self.n += 1;
        Ok(())
    }

    fn as_slice(&self) -> &[EOp] {
        &self.ops[..self.n]
    }

    fn swap(&mut self, a: usize, b: usize) {
        self.ops.swap(a, b);
    }
}

/// Which field a relocation patches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Disp,
    Imm,
}

#[derive(Clone, Copy, Debug)]
struct Fixup {
    field: Field,
    kind: RelocKind,
    target: SymbolRef,
    /// The symbol addend before the pc-relative adjustment.
    addend: i64,
}

/// What an instruction turns into before encoding.
#[derive(Clone, Debug)]
enum Lowered {
    /// No bytes (pseudo, or a copy to the same register).
    Nothing,
    Inst {
        code: Code,
        ops: EOps,
        fixup: Option<Fixup>,
        lock: bool,
        notrack: bool,
    },
    /// A branch to a block (laid out by `emit_function`).
    Branch {
        cc: Option<Cc>,
        target: MBlockId,
    },
    /// `Brcond`: `jcc taken; jmp not_taken`, trimmed by layout.
    Brcond {
        cc: Cc,
        taken: MBlockId,
        not_taken: MBlockId,
    },
}

/// The relocation kind of a symbol used as an immediate of `op` at `size`.
fn imm_reloc_kind(op: Opcode, size: Size) -> RelocKind {
    if op == Opcode::MovAbs {
        return RelocKind::Abs64;
    }
    match size {
        Size::S8 => RelocKind::Abs8,
        Size::S16 => RelocKind::Abs16,
        Size::S32 => RelocKind::Abs32,
        // 64-bit operations sign-extend their imm32.
        Size::S64 => RelocKind::Abs32Signed,
    }
}

/// The iced memory operand for an address, and the relocation of its displacement.
fn mem_operand(
    a: &Addr,
    op: Opcode,
    size: Size,
    frame: &dyn FrameLayout,
) -> Result<(MemoryOperand, Option<Fixup>), EmitError> {
    let mut base = match a.base {
        Some(r) => gpr(phys_reg(r)?, Size::S64)?,
        None => Register::None,
    };
    let index = match a.index {
        Some(r) => gpr(phys_reg(r)?, Size::S64)?,
        None => Register::None,
    };
    let segment = match a.seg {
        Seg::None => Register::None,
        Seg::Fs => Register::FS,
        Seg::Gs => Register::GS,
    };
    let mut fixup = None;
    let disp: i64 = match a.disp {
        Disp::Imm(d) => d as i64,
        Disp::Frame(fi, off) => {
            if a.base.is_some() {
                return err("a frame address cannot also have a base register");
            }
            let Some((b, boff)) = frame.frame_slot(fi) else {
                return err(format!("no frame layout for stack object {}", fi.0));
            };
            base = gpr(b, Size::S64)?;
            boff.checked_add(off)
                .filter(|d| i32::try_from(*d).is_ok())
                .map_or_else(|| err(format!("frame offset {boff}+{off} does not fit in 32 bits")), Ok)?
        }
        Disp::Sym(sym, addend) => {
            let kind = if a.is_rip_relative() {
                base = Register::RIP;
                match a.modifier {
                    SymMod::None => RelocKind::PcRel32,
                    SymMod::GotPcRel if op == Opcode::MovRM && size == Size::S64 => RelocKind::RexGotPcRelX,
                    SymMod::GotPcRel => RelocKind::GotPcRel32,
                    SymMod::GotTpOff => RelocKind::GotTpOff32,
                    SymMod::TlsGd => RelocKind::TlsGd32,
                    SymMod::TlsLd => RelocKind::TlsLd32,
                    SymMod::TpOff | SymMod::DtpOff => unreachable!("absolute modifiers are never RIP-relative"),
                }
            } else {
                match a.modifier {
                    SymMod::None => RelocKind::Abs32Signed,
                    SymMod::TpOff => RelocKind::TpOff32,
                    SymMod::DtpOff => RelocKind::DtpOff32,
                    m => return err(format!("{} needs a RIP-relative address (no base or index)", m.suffix())),
                }
            };
            fixup = Some(Fixup { field: Field::Disp, kind, target: sym, addend });
            0
        }
    };
    // iced-x86's sizes for 64-bit addressing: 0 none, 1 "disp8 if it fits, else disp32",
    // 8 "disp32" (the field is 32 bits; 8 names the address size).
    let displ_size = if base == Register::RIP || fixup.is_some() {
        8
    } else if disp == 0 {
        0
    } else {
        1
    };
    let m = MemoryOperand::new(base, index, a.scale as u32, disp, displ_size, false, segment);
    Ok((m, fixup))
}

fn phys_reg(r: Reg) -> Result<PReg, EmitError> {
    match r {
        Reg::Phys(p) => Ok(p),
        Reg::Virt(v) => err(format!("virtual register {v:?} was not allocated")),
    }
}

/// Lowers an allocated instruction to an iced-x86 code and operands.
fn lower(inst: &MInst, frame: &dyn FrameLayout) -> Result<Lowered, EmitError> {
    let Some((op, size)) = decode(inst) else {
        return err(format!("opcode number {:#x} is not an x86-64 opcode", inst.opcode));
    };
    let d = op.desc();
    let has_implicit = d.layout.last() == Some(&Slot::Implicit);
    let n = d.num_ops();
    if inst.ops.len() < n || (!has_implicit && inst.ops.len() != n) {
        return err(format!("{}: {} operands, the layout has {}", d.name, inst.ops.len(), n));
    }
    if d.is_sized() && !d.has_size(size) {
        return err(format!("{} has no {}-bit form", d.name, size.bits()));
    }
    let ops = &inst.ops;
    let block = |i: usize| match ops[i] {
        MOperand::Block(b) => Ok(b),
        ref o => err(format!("{}: expected a block, found {o:?}", d.name)),
    };
    let cc_at = |i: usize| match ops[i] {
        MOperand::Imm(v) => Cc::from_i64(v).map_or_else(|| err(format!("{}: bad condition {v}", d.name)), Ok),
        ref o => err(format!("{}: expected a condition code, found {o:?}", d.name)),
    };
    match d.enc {
        Enc::None => return Ok(Lowered::Nothing),
        Enc::Branch => {
            return Ok(match op {
                Opcode::Jmp => Lowered::Branch { cc: None, target: block(0)? },
                Opcode::Jcc => Lowered::Branch { cc: Some(cc_at(0)?), target: block(1)? },
                _ => Lowered::Brcond { cc: cc_at(0)?, taken: block(1)?, not_taken: block(2)? },
            })
        }
        Enc::Copy => {
            let (dst, src) = (phys(&ops[0])?, phys(&ops[1])?);
            if dst == src {
                return Ok(Lowered::Nothing);
            }
            return Ok(if regs::is_xmm(dst) && regs::is_xmm(src) {
                Lowered::Inst {
                    code: Code::Movaps_xmm_xmmm128,
                    ops: EOps::of(&[EOp::R(xmm(dst)?), EOp::R(xmm(src)?)]),
                    fixup: None,
                    lock: false,
                    notrack: false,
                }
            } else if regs::is_gpr(dst) && regs::is_gpr(src) {
                Lowered::Inst {
                    code: Code::Mov_rm64_r64,
                    ops: EOps::of(&[EOp::R(gpr(dst, Size::S64)?), EOp::R(gpr(src, Size::S64)?)]),
                    fixup: None,
                    lock: false,
                    notrack: false,
                }
            } else {
                return err(format!("copy between register classes: {src:?} to {dst:?}"));
            });
        }
        _ => {}
    }

    let mut eops = EOps::new();
    let mut fixup = None;
    let mut cc = None;
    let mut st = None;
    // Operand index of each slot, to check ties.
    let mut slot_at = [0usize; 8];
    for (si, (slot, at)) in d.slot_offsets().enumerate() {
        slot_at[si] = at;
        match slot {
            Slot::Def(w) | Slot::Use(w) => eops.push(EOp::R(reg_of(phys(&ops[at])?, w, size)?))?,
            Slot::Fixed(p, w) => {
                let got = phys(&ops[at])?;
                if got != p {
                    return err(format!("{}: operand {at} must be in {p:?}, found {got:?}", d.name));
                }
                eops.push(EOp::R(reg_of(p, w, size)?))?;
            }
            Slot::Tied(k) => {
                let (def, usep) = (phys(&ops[slot_at[k as usize]])?, phys(&ops[at])?);
                if def != usep {
                    return err(format!("{}: tied operand {at} is in {usep:?} but its def in {def:?}", d.name));
                }
            }
            Slot::ImpDef(p) | Slot::ImpUse(p) => {
                let got = phys(&ops[at])?;
                if got != p {
                    return err(format!("{}: implicit operand {at} must be in {p:?}, found {got:?}", d.name));
                }
            }
            Slot::Imm(_) => match ops[at] {
                MOperand::Imm(v) => eops.push(EOp::I(v))?,
                MOperand::Sym { sym, addend } => {
                    eops.push(EOp::I(0))?;
                    fixup = Some(Fixup { field: Field::Imm, kind: imm_reloc_kind(op, size), target: sym, addend });
                }
                ref o => return err(format!("{}: expected an immediate, found {o:?}", d.name)),
            },
            Slot::Mem => {
                let Some(a) = Addr::decode(ops, at) else {
                    return err(format!("{}: malformed memory operand at {at}", d.name));
                };
                let (m, fx) = mem_operand(&a, op, size, frame)?;
                eops.push(EOp::M(m))?;
                if fx.is_some() {
                    fixup = fx;
                }
            }
            Slot::Cc => cc = Some(cc_at(at)?),
            Slot::Target => return err(format!("{}: branches to blocks are encoded by emit_function", d.name)),
            Slot::Callee => match ops[at] {
                MOperand::Sym { sym, addend } => {
                    eops.push(EOp::Callee)?;
                    fixup = Some(Fixup { field: Field::Imm, kind: RelocKind::PltRel32, target: sym, addend });
                }
                ref o => return err(format!("{}: expected a symbol, found {o:?}", d.name)),
            },
            Slot::St => match ops[at] {
                MOperand::Imm(i @ 0..=7) => st = Some(STS[i as usize]),
                ref o => return err(format!("{}: expected st(0..7), found {o:?}", d.name)),
            },
            Slot::Implicit => {
                for o in &ops[at..] {
                    if let MOperand::Reg(r) = o {
                        let p = phys(o)?;
                        if let rllc_isel::mir::OperandConstraint::FixedReg(want) = r.constraint {
                            if want != p {
                                return err(format!("{}: implicit register {p:?} should be {want:?}", d.name));
                            }
                        }
                    }
                }
            }
        }
    }

    let si = size as usize;
    let code = match d.enc {
        Enc::One(c) => c,
        Enc::S(codes) => codes[si],
        Enc::Imm(imm, imm8, acc) => {
            let imm_is_sym = fixup.is_some_and(|f| f.field == Field::Imm);
            let value = eops.as_slice().iter().rev().find_map(|o| if let EOp::I(v) = o { Some(*v) } else { None });
            let is_acc = matches!(eops.as_slice().first(), Some(EOp::R(r)) if matches!(r, Register::AL | Register::AX | Register::EAX | Register::RAX));
            match value {
                Some(v) if !imm_is_sym && imm8[si] != Code::INVALID && i8::try_from(v).is_ok() => imm8[si],
                _ if is_acc && acc[si] != Code::INVALID => acc[si],
                _ => imm[si],
            }
        }
        Enc::Shift(imm, one) => match eops.as_slice().last() {
            Some(EOp::I(1)) => one[si],
            _ => imm[si],
        },
        Enc::Setcc => SETCC[cc.map_or(0, |c| c as usize)],
        Enc::Cmov => {
            if size == Size::S8 {
                return err("cmov has no 8-bit form");
            }
            CMOV[cc.map_or(0, |c| c as usize)][si - 1]
        }
        Enc::Xchg => {
            // `xchg` with the accumulator has a one-byte form (not for 8 bits).
            match (eops.as_slice(), size) {
                ([EOp::R(a), EOp::R(b)], s) if s != Size::S8 => {
                    let short = [Code::INVALID, Code::Xchg_r16_AX, Code::Xchg_r32_EAX, Code::Xchg_r64_RAX][si];
                    if is_accumulator(*b) {
                        short
                    } else if is_accumulator(*a) {
                        eops.swap(0, 1);
                        short
                    } else {
                        // Like GNU as and llvm-mc, the AT&T source goes in r/m.
                        eops.swap(0, 1);
                        [Code::INVALID, Code::Xchg_rm16_r16, Code::Xchg_rm32_r32, Code::Xchg_rm64_r64][si]
                    }
                }
                _ => {
                    eops.swap(0, 1);
                    Code::Xchg_rm8_r8
                }
            }
        }
        Enc::St(c, form) => {
            let Some(sti) = st else { return err(format!("{}: missing st(i)", d.name)) };
            eops = match form {
                StForm::One => EOps::of(&[EOp::R(sti)]),
                StForm::St0First | StForm::Hidden => EOps::of(&[EOp::R(Register::ST0), EOp::R(sti)]),
                StForm::StiFirst => EOps::of(&[EOp::R(sti), EOp::R(Register::ST0)]),
            };
            c
        }
        Enc::None | Enc::Copy | Enc::Branch => unreachable!("handled above"),
    };
    if code == Code::INVALID {
        return err(format!("{} has no {}-bit encoding", d.name, size.bits()));
    }
    Ok(Lowered::Inst { code, ops: eops, fixup, lock: d.is_locked(), notrack: d.is_notrack() })
}

fn is_accumulator(r: Register) -> bool {
    matches!(r, Register::AX | Register::EAX | Register::RAX)
}

/// The iced instruction for a code and its operands; `ip` is the instruction's address
/// (a relocated rel32 targets `ip`, i.e. the field is patched by the relocation anyway).
fn make(code: Code, ops: &[EOp], ip: u64) -> Result<Instruction, EmitError> {
    use EOp::*;
    fn imm32(v: i64) -> Option<Result<i32, u32>> {
        if let Ok(x) = i32::try_from(v) {
            Some(Ok(x))
        } else {
            u32::try_from(v).ok().map(Err)
        }
    }
    let bad = || EmitError { at: None, message: format!("{code:?}: immediate does not fit in 32 bits") };
    Ok(match *ops {
        [] => Instruction::with(code),
        [R(a)] => Instruction::with1(code, a)?,
        [M(a)] => Instruction::with1(code, a)?,
        [I(a)] => match imm32(a).ok_or_else(bad)? {
            Ok(x) => Instruction::with1(code, x)?,
            Err(x) => Instruction::with1(code, x)?,
        },
        [Callee] => Instruction::with_branch(code, ip)?,
        [R(a), R(b)] => Instruction::with2(code, a, b)?,
        [R(a), M(b)] => Instruction::with2(code, a, b)?,
        [M(a), R(b)] => Instruction::with2(code, a, b)?,
        [R(a), I(b)] => match imm32(b) {
            Some(Ok(x)) => Instruction::with2(code, a, x)?,
            Some(Err(x)) => Instruction::with2(code, a, x)?,
            None => Instruction::with2(code, a, b)?,
        },
        [M(a), I(b)] => match imm32(b).ok_or_else(bad)? {
            Ok(x) => Instruction::with2(code, a, x)?,
            Err(x) => Instruction::with2(code, a, x)?,
        },
        [R(a), R(b), I(c)] => match imm32(c).ok_or_else(bad)? {
            Ok(x) => Instruction::with3(code, a, b, x)?,
            Err(x) => Instruction::with3(code, a, b, x)?,
        },
        [R(a), M(b), I(c)] => match imm32(c).ok_or_else(bad)? {
            Ok(x) => Instruction::with3(code, a, b, x)?,
            Err(x) => Instruction::with3(code, a, b, x)?,
        },
        [M(a), R(b), I(c)] => match imm32(c).ok_or_else(bad)? {
            Ok(x) => Instruction::with3(code, a, b, x)?,
            Err(x) => Instruction::with3(code, a, b, x)?,
        },
        [R(a), R(b), R(c)] => Instruction::with3(code, a, b, c)?,
        [M(a), R(b), R(c)] => Instruction::with3(code, a, b, c)?,
        _ => return err(format!("{code:?}: unsupported operand combination {ops:?}")),
    })
}

/// Encodes instructions one at a time, reusing one iced-x86 encoder.
pub struct InstEncoder {
    enc: Encoder,
}

impl Default for InstEncoder {
    fn default() -> Self {
        InstEncoder::new()
    }
}

impl InstEncoder {
    pub fn new() -> InstEncoder {
        InstEncoder { enc: Encoder::new(64) }
    }

    /// Appends the encoding of `inst` to `out` (whose length is the instruction's offset)
    /// and its relocations to `relocs`. Branches to blocks need `emit_function`.
    pub fn encode(
        &mut self,
        inst: &MInst,
        frame: &dyn FrameLayout,
        out: &mut Vec<u8>,
        relocs: &mut Vec<CodeReloc>,
    ) -> Result<(), EmitError> {
        if let Some(r) = encode_special(inst, frame, out, relocs) {
            return r;
        }
        match lower(inst, frame)? {
            Lowered::Nothing => Ok(()),
            Lowered::Inst { code, ops, fixup, lock, notrack } => {
                self.encode_lowered(code, ops.as_slice(), fixup, (lock, notrack), out, relocs)
            }
            Lowered::Branch { .. } | Lowered::Brcond { .. } => err("branches to blocks are encoded by emit_function"),
        }
    }

    fn encode_lowered(
        &mut self,
        code: Code,
        ops: &[EOp],
        fixup: Option<Fixup>,
        (lock, notrack): (bool, bool),
        out: &mut Vec<u8>,
        relocs: &mut Vec<CodeReloc>,
    ) -> Result<(), EmitError> {
        let start = out.len();
        let ip = start as u64;
        let mut ins = make(code, ops, ip)?;
        if let Some(EOp::M(m)) = ops.iter().find(|o| matches!(o, EOp::M(_))) {
            if m.base == Register::RIP {
                // The displacement of a RIP-relative operand is an absolute target for
                // iced; aim it at the instruction itself and let the relocation fix it.
                ins.set_memory_displacement64(ip);
            }
        }
        ins.set_has_lock_prefix(lock);
        if notrack {
            // `notrack` is the DS segment prefix (3e) on an indirect branch.
            ins.set_segment_prefix(Register::DS);
        }
        self.enc.set_buffer(std::mem::take(out));
        let r = self.enc.encode(&ins, ip);
        *out = self.enc.take_buffer();
        let len = r?;
        if lock {
            lock_after_operand_size(&mut out[start..]);
        }
        if let Some(fx) = fixup {
            let co = self.enc.get_constant_offsets();
            let (off, width) = match fx.field {
                Field::Disp => (co.displacement_offset(), co.displacement_size()),
                Field::Imm => (co.immediate_offset(), co.immediate_size()),
            };
            if width != fx.kind.width_bytes() as usize {
                return err(format!("relocated field is {width} bytes, {:?} needs {}", fx.kind, fx.kind.width_bytes()));
            }
            out[start + off..start + off + width].fill(0);
            let addend = if fx.kind.is_pc_relative() { fx.addend - (len - off) as i64 } else { fx.addend };
            relocs.push(CodeReloc { offset: (start + off) as u32, kind: fx.kind, target: fx.target, addend });
        }
        Ok(())
    }

    /// Encodes a branch to an absolute offset within the function.
    fn encode_branch(
        &mut self,
        cc: Option<Cc>,
        near: bool,
        ip: u64,
        target: u64,
        out: &mut Vec<u8>,
    ) -> Result<(), EmitError> {
        let code = match (cc, near) {
            (None, false) => Code::Jmp_rel8_64,
            (None, true) => Code::Jmp_rel32_64,
            (Some(c), false) => JCC8[c as usize],
            (Some(c), true) => JCC32[c as usize],
        };
        let ins = Instruction::with_branch(code, target)?;
        self.enc.set_buffer(std::mem::take(out));
        let r = self.enc.encode(&ins, ip);
        *out = self.enc.take_buffer();
        r?;
        Ok(())
    }
}

/// Encodes the instructions that are bytes of their own rather than one iced-x86
/// instruction: inline assembly, and the TLS calls whose exact sequence the linker
/// recognizes. `None` for every other instruction.
fn encode_special(inst: &MInst, frame: &dyn FrameLayout, out: &mut Vec<u8>, relocs: &mut Vec<CodeReloc>) -> Option<Result<(), EmitError>> {
    match decode(inst)?.0 {
        Opcode::InlineAsm => Some(encode_inline_asm(inst, frame, out, relocs)),
        op @ (Opcode::TlsGdCall | Opcode::TlsLdCall) => Some(encode_tls_call(op, inst, out, relocs)),
        Opcode::StackProbeLoop => Some(encode_probe_loop(inst, out)),
        Opcode::PatchNops => Some(match inst.ops.first() {
            Some(&MOperand::Imm(n)) => {
                out.extend(patch_nops(n.max(0) as usize));
                Ok(())
            }
            _ => err("PatchNops without a length"),
        }),
        _ => None,
    }
}

/// `n` bytes of nops as llc's `emitX86Nops` writes them for patchable entries: the longest
/// form first (15 bytes: a 10-byte `nopw %cs:512(%rax,%rax)` with five more 0x66).
pub fn patch_nops(mut n: usize) -> Vec<u8> {
    const FORMS: [&[u8]; 10] = [
        &[0x90],
        &[0x66, 0x90],
        &[0x0f, 0x1f, 0x00],
        &[0x0f, 0x1f, 0x40, 0x08],
        &[0x0f, 0x1f, 0x44, 0x00, 0x08],
        &[0x66, 0x0f, 0x1f, 0x44, 0x00, 0x08],
        &[0x0f, 0x1f, 0x80, 0x00, 0x02, 0x00, 0x00],
        &[0x0f, 0x1f, 0x84, 0x00, 0x00, 0x02, 0x00, 0x00],
        &[0x66, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x02, 0x00, 0x00],
        &[0x2e, 0x66, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x02, 0x00, 0x00],
    ];
    let mut out = Vec::with_capacity(n);
    while n > 0 {
        let k = n.min(15);
        out.extend(std::iter::repeat(0x66).take(k.saturating_sub(10)));
        out.extend_from_slice(FORMS[k.min(10) - 1]);
        n -= k;
    }
    out
}

/// `StackProbeLoop` (see its opcode): the bytes llvm-mc gives the text `asm.rs` prints.
fn encode_probe_loop(inst: &MInst, out: &mut Vec<u8>) -> Result<(), EmitError> {
    let Some(&MOperand::Imm(size)) = inst.ops.first() else { return err("StackProbeLoop without a size") };
    let start = out.len();
    match i8::try_from(size) {
        Ok(s) => out.extend_from_slice(&[0x48, 0x83, 0xec, s as u8]),
        Err(_) => {
            out.extend_from_slice(&[0x48, 0x81, 0xec]);
            out.extend_from_slice(&(size as i32).to_le_bytes());
        }
    }
    // movq $0, (%rsp); cmpq %r11, %rsp
    out.extend_from_slice(&[0x48, 0xc7, 0x04, 0x24, 0, 0, 0, 0, 0x4c, 0x39, 0xdc]);
    let back = (out.len() + 2 - start) as i64;
    out.extend_from_slice(&[0x75, (-back) as u8]);
    Ok(())
}

/// `TlsGdCall`: `66 48 8d 3d <TLSGD>` `66 66 48 e8 <PLT32>` (`data16 lea sym@TLSGD(%rip),
/// %rdi; data16 data16 rex64 call __tls_get_addr@PLT`), the padded form the x86-64 TLS ABI
/// prescribes so that the linker can rewrite the 16 bytes in place; `TlsLdCall`:
/// `48 8d 3d <TLSLD>` `e8 <PLT32>`.
fn encode_tls_call(op: Opcode, inst: &MInst, out: &mut Vec<u8>, relocs: &mut Vec<CodeReloc>) -> Result<(), EmitError> {
    let sym_at = |i: usize| match inst.ops.get(i) {
        Some(&MOperand::Sym { sym, addend: 0 }) => Ok(sym),
        o => err(format!("{op:?}: expected a symbol, found {o:?}")),
    };
    let (sym, get_addr) = (sym_at(0)?, sym_at(1)?);
    let gd = op == Opcode::TlsGdCall;
    if gd {
        out.push(0x66);
    }
    out.extend_from_slice(&[0x48, 0x8d, 0x3d]);
    let kind = if gd { RelocKind::TlsGd32 } else { RelocKind::TlsLd32 };
    relocs.push(CodeReloc { offset: out.len() as u32, kind, target: sym, addend: -4 });
    out.extend_from_slice(&[0; 4]);
    if gd {
        out.extend_from_slice(&[0x66, 0x66, 0x48]);
    }
    out.push(0xe8);
    relocs.push(CodeReloc { offset: out.len() as u32, kind: RelocKind::PltRel32, target: get_addr, addend: -4 });
    out.extend_from_slice(&[0; 4]);
    Ok(())
}

/// Appends the bytes of an `InlineAsm` instruction: its template with the operands
/// substituted, assembled (`assembler`). Symbol operands become placeholder names the
/// assembler turns back into relocations.
fn encode_inline_asm(inst: &MInst, frame: &dyn FrameLayout, out: &mut Vec<u8>, relocs: &mut Vec<CodeReloc>) -> Result<(), EmitError> {
    assemble_inline_asm(inst, frame, out, relocs).map(|_| ())
}

/// `encode_inline_asm`, returning the assembled text too.
fn assemble_inline_asm(
    inst: &MInst,
    frame: &dyn FrameLayout,
    out: &mut Vec<u8>,
    relocs: &mut Vec<CodeReloc>,
) -> Result<String, EmitError> {
    let mut syms: Vec<(SymbolRef, i64)> = Vec::new();
    let mut name = |s: SymbolRef, addend: i64, text: &mut String| {
        text.push_str(&super::inline_asm::assembler::sym_placeholder(syms.len()));
        syms.push((s, addend));
    };
    // `${:uid}` labels are local to the assembled text here: any number does.
    let text = super::inline_asm::render(inst, frame, 0, &mut name)?;
    let intel = super::inline_asm::is_intel(inst);
    super::inline_asm::assembler::assemble_in(&text, intel, &syms, out, relocs)?;
    Ok(text)
}

/// An asm goto's `jmp`/`jcc` to one of its labels (the function's blocks), found in the
/// assembled bytes by their rel32 relocation: (start, end, condition, block).
type BlockBranch = (usize, usize, Option<Cc>, MBlockId);

fn block_branches(bytes: &[u8], relocs: &[CodeReloc]) -> Vec<BlockBranch> {
    let mut found: Vec<BlockBranch> = relocs
        .iter()
        .filter_map(|r| {
            let (RelocKind::PltRel32, SymbolRef::Block(b)) = (r.kind, r.target) else { return None };
            let at = r.offset as usize;
            match (at.checked_sub(2).and_then(|i| bytes.get(i)), at.checked_sub(1).and_then(|i| bytes.get(i))) {
                (_, Some(0xe9)) => Some((at - 1, at + 4, None, b)),
                (Some(0x0f), Some(&op)) if op & 0xf0 == 0x80 => {
                    Some((at - 2, at + 4, Some(Cc::ALL[usize::from(op & 15)]), b))
                }
                _ => None,
            }
        })
        .collect();
    found.sort_unstable_by_key(|b| b.0);
    found
}

/// Moves a `lock` prefix after the other legacy prefixes, where GNU as and llvm-mc put it
/// (iced-x86 writes it first), so assembling our asm text gives our bytes.
pub(super) fn lock_after_operand_size(bytes: &mut [u8]) {
    let prefixes =
        bytes.iter().take_while(|b| matches!(b, 0x26 | 0x2e | 0x36 | 0x3e | 0x64 | 0x65 | 0x66 | 0x67 | 0xf0)).count();
    if let Some(i) = bytes[..prefixes].iter().position(|&b| b == 0xf0) {
        bytes[i..prefixes].rotate_left(1);
    }
}

/// Encodes one instruction on its own (tests, patching): bytes and relocations relative to
/// its start.
pub fn encode_one(inst: &MInst, frame: &dyn FrameLayout) -> Result<(Vec<u8>, Vec<CodeReloc>), EmitError> {
    let (mut out, mut relocs) = (Vec::new(), Vec::new());
    InstEncoder::new().encode(inst, frame, &mut out, &mut relocs)?;
    Ok((out, relocs))
}

// ---------------------------------------------------------------------------------------
// Whole functions: layout and branch relaxation
// ---------------------------------------------------------------------------------------

/// The alignment an inline asm asks for when its template consists only of alignment
/// directives (`.p2align N`, `.balign B`, `.align B`, with optional fill and limit
/// operands), as log2 of the largest; `None` for any other template.
fn inline_asm_alignment(inst: &MInst, frame: &dyn FrameLayout) -> Option<u8> {
    let text = super::inline_asm::render(inst, frame, 0, &mut |_, _, t: &mut String| t.push('?')).ok()?;
    let mut log2 = None;
    for stmt in text.split(['\n', ';']) {
        let stmt = stmt.split('#').next().unwrap_or("").trim();
        if stmt.is_empty() {
            continue;
        }
        let (dir, rest) = stmt.split_once(char::is_whitespace)?;
        let first: u64 = rest.split(',').next()?.trim().parse().ok()?;
        let l = match dir {
            ".p2align" => first,
            ".balign" | ".align" if first.is_power_of_two() => u64::from(first.trailing_zeros()),
            _ => return None,
        };
        if l > 12 {
            return None;
        }
        log2 = Some(log2.unwrap_or(0).max(l as u8));
    }
    log2
}

/// x86-64 branches for the shared layout: a jump (`None`) or `jcc`, in form 0 with an
/// 8-bit displacement (2 bytes) or form 1 with a 32-bit one (5 bytes for `jmp`, 6 for
/// `jcc`).
struct X86BranchForms<'a> {
    enc: &'a mut InstEncoder,
}

impl BranchForms<Option<Cc>> for X86BranchForms<'_> {
    fn form_count(&self, _: Option<Cc>) -> u8 {
        2
    }

    fn len(&self, cc: Option<Cc>, form: u8) -> u32 {
        match (cc.is_some(), form) {
            (_, 0) => 2,
            (false, _) => 5,
            (true, _) => 6,
        }
    }

    fn reaches(&self, cc: Option<Cc>, form: u8, at: u32, dest: u32) -> bool {
        let disp = dest as i64 - (at + self.len(cc, form)) as i64;
        if form == 0 { i8::try_from(disp).is_ok() } else { i32::try_from(disp).is_ok() }
    }

    fn encode(&mut self, cc: Option<Cc>, form: u8, at: u32, dest: u32, out: &mut Vec<u8>) -> Result<(), String> {
        self.enc.encode_branch(cc, form > 0, at as u64, dest as u64, out).map_err(|e| e.message)
    }

    fn padding(&self, n: u32, out: &mut Vec<u8>) {
        nop_padding(n as usize, out);
    }

    /// RIP-relative references to own blocks (`lea .LBB0_3(%rip)`) resolve in place.
    fn arch(&self) -> Arch {
        Arch::X86_64
    }
}

/// Encodes a whole allocated function in block order, through the shared layout
/// (`crate::layout`): branches start short and grow to rel32 where the target is out
/// of reach; a jump to the next block is dropped, and `Brcond` becomes one `jcc` when
/// either target is the next block.
pub fn emit_function(f: &MFunction, frame: &dyn FrameLayout) -> Result<FunctionCode, EmitError> {
    let nblocks = f.blocks.len();
    let mut enc = InstEncoder::new();
    let mut layout: FunctionLayout<Option<Cc>> = FunctionLayout::new();
    let check_target = |t: MBlockId| -> Result<MBlockId, EmitError> {
        if (t.0 as usize) < nblocks {
            Ok(t)
        } else {
            err(format!("branch to block {} of {nblocks}", t.0))
        }
    };

    for (bi, block) in f.blocks.iter().enumerate() {
        layout.start_block();
        let next = MBlockId(bi as u32 + 1);
        for (ii, inst) in block.insts.iter().enumerate() {
            layout.start_inst();
            let at = |mut e: EmitError| {
                e.at = Some((bi as u32, ii as u32));
                e
            };
            if decode(inst).map(|d| d.0) == Some(Opcode::InlineAsm) {
                if let Some(log2) = inline_asm_alignment(inst, frame) {
                    layout.align(log2);
                    continue;
                }
                // An asm goto's jumps to its labels are relaxed with the function's own
                // branches, as llvm-mc relaxes jumps to labels outside the template (short
                // first): the bytes are split at each, which becomes a layout branch. A
                // template with labels of its own keeps the rel32 forms its local
                // displacements were computed with.
                if inst.flags & rllc_isel::mir::inst_flags::ASM_GOTO != 0 {
                    let (mut bytes, mut relocs) = (Vec::new(), Vec::new());
                    let text = assemble_inline_asm(inst, frame, &mut bytes, &mut relocs).map_err(at)?;
                    let own_labels = crate::inline_asm::defines_labels(&text);
                    let mut cuts = if own_labels { Vec::new() } else { block_branches(&bytes, &relocs) };
                    cuts.push((bytes.len(), bytes.len(), None, next)); // the rest
                    let mut from = 0;
                    for (start, end, cc, block) in cuts {
                        layout.code_range(&bytes, &relocs, from, start);
                        if end > start {
                            layout.branch(cc, check_target(block).map_err(at)?);
                        }
                        from = end;
                    }
                    continue;
                }
            }
            // Code is encoded at its scratch offset: the bytes do not depend on the
            // address, every address-dependent field is a relocation.
            let (scratch, scratch_relocs) = layout.code();
            if let Some(r) = encode_special(inst, frame, scratch, scratch_relocs) {
                r.map_err(at)?;
                layout.end_code();
                continue;
            }
            match lower(inst, frame).map_err(at)? {
                Lowered::Nothing => {}
                Lowered::Inst { code, ops, fixup, lock, notrack } => {
                    let prefixes = (lock, notrack);
                    enc.encode_lowered(code, ops.as_slice(), fixup, prefixes, scratch, scratch_relocs).map_err(at)?;
                    layout.end_code();
                }
                Lowered::Branch { cc, target } => {
                    let target = check_target(target).map_err(at)?;
                    if target != next {
                        layout.branch(cc, target);
                    }
                }
                Lowered::Brcond { cc, taken, not_taken } => {
                    let (taken, not_taken) = (check_target(taken).map_err(at)?, check_target(not_taken).map_err(at)?);
                    if not_taken == next {
                        if taken != next {
                            layout.branch(Some(cc), taken);
                        }
                    } else if taken == next {
                        layout.branch(Some(cc.invert()), not_taken);
                    } else {
                        layout.branch(Some(cc), taken);
                        layout.branch(None, not_taken);
                    }
                }
            }
        }
    }
    layout.finish(&mut X86BranchForms { enc: &mut enc }).map_err(|message| EmitError { at: None, message })
}

/// `n` bytes of padding in the recommended multi-byte `nop` forms (alignment inside
/// code).
pub fn nop_padding(mut n: usize, out: &mut Vec<u8>) {
    const NOPS: [&[u8]; 11] = [
        &[],
        &[0x90],
        &[0x66, 0x90],
        &[0x0f, 0x1f, 0x00],
        &[0x0f, 0x1f, 0x40, 0x00],
        &[0x0f, 0x1f, 0x44, 0x00, 0x00],
        &[0x66, 0x0f, 0x1f, 0x44, 0x00, 0x00],
        &[0x0f, 0x1f, 0x80, 0x00, 0x00, 0x00, 0x00],
        &[0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
        &[0x66, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
        &[0x66, 0x2e, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
    ];
    // As llvm-mc pads code for x86-64: `nop`s of up to 15 bytes, the longer ones the
    // 10-byte form behind extra 0x66 prefixes (so its assembly of our text is our bytes).
    while n > 0 {
        let k = n.min(15);
        let prefixes = k.saturating_sub(10);
        out.extend(std::iter::repeat_n(0x66, prefixes));
        out.extend_from_slice(NOPS[k - prefixes]);
        n -= k;
    }
}
