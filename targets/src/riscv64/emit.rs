//! The RISC-V encoder: turns fully allocated instructions into 32-bit words by the opcode
//! descriptions (base word from the format helpers in `inst::encoding`, type bits, operand
//! fields), compresses them to 16 bits where `+c` allows and the assembler would
//! (`rvc`), and reports target-neutral relocations (`CodeReloc`); `emit_function` lays
//! out whole functions through the shared layout (block branches and their relaxation).
//!
//! Contract with the passes before it:
//! * every register operand is `Reg::Phys`, in the file its slot names;
//! * `Frame` displacements are resolved through a `FrameLayout` that frame lowering
//!   provides; an offset beyond the signed 12 bits is an error (frame lowering
//!   materializes large offsets first);
//! * symbols stay symbolic: every `Sym` becomes a `CodeReloc` at the instruction's offset
//!   with the symbol's addend (ELF RELA), its field left zero. No `R_RISCV_RELAX` is
//!   emitted, so nothing here is relaxable by the linker.
//!
//! `encode_inst` is the allocation-free core (a fixed-size `Encoded`); `encode_into`
//! appends to a function's buffers and `encode_one` is the one-instruction convenience.

use super::inst::encoding::major::{OP_FP, OP_IMM};
use super::inst::encoding::{b_type, field, i_type, j_type, r_type};
use super::inst::{decode, Addr, Disp, Enc, Rm, Slot, SymField, SymMod, SymSite, Ty, I, J, M, R, T};
use super::branches::{two_way_base, BranchKind, Cond, RvBranchForms};
use super::regs;
use super::rvc;
pub use crate::code::{CodeReloc, FrameLayout, FunctionCode, NoFrame};
use crate::layout::FunctionLayout;
use rllc_isel::mir::{MBlockId, MFunction, MInst, MOperand, PReg, Reg, SymbolRef};
use rllc_objwriter::RelocKind;
use std::fmt;

/// Why an instruction could not be encoded (a bug in an earlier pass or an out-of-range
/// operand of inline asm, reported instead of panicking).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmitError {
    /// Block and instruction index within it, when emitting a function.
    pub at: Option<(u32, u32)>,
    pub message: String,
}

impl fmt::Display for EmitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some((b, i)) => write!(f, "riscv64 emit: block {b} instruction {i}: {}", self.message),
            None => write!(f, "riscv64 emit: {}", self.message),
        }
    }
}

impl std::error::Error for EmitError {}

pub(super) fn err<T>(message: impl Into<String>) -> Result<T, EmitError> {
    Err(EmitError { at: None, message: message.into() })
}

/// The target features and function properties the encoder looks at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EncodeOptions {
    /// `+c`: use the 16-bit forms where the assembler would.
    pub compress: bool,
    /// Keep an unconditional jump to the next block (an `optnone` function): llc's
    /// selection drops it only when optimizing, and at -O0 the `j` carries the line of
    /// its `br` (a `while (1)`), where gdb's `next` stops in llc's build.
    pub keep_jump_to_next: bool,
}

/// One encoded instruction: up to two 32-bit words or one 16-bit halfword, and at most one
/// relocation (at the instruction's first byte).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Encoded {
    bytes: [u8; 8],
    len: u8,
    pub reloc: Option<(RelocKind, SymbolRef, i64)>,
}

impl Encoded {
    const EMPTY: Encoded = Encoded { bytes: [0; 8], len: 0, reloc: None };

    fn push_word(&mut self, w: u32) {
        let at = self.len as usize;
        self.bytes[at..at + 4].copy_from_slice(&w.to_le_bytes());
        self.len += 4;
    }

    fn push_half(&mut self, h: u16) {
        let at = self.len as usize;
        self.bytes[at..at + 2].copy_from_slice(&h.to_le_bytes());
        self.len += 2;
    }

    pub fn bytes(&self) -> &[u8] {
        &self.bytes[..self.len as usize]
    }
}

/// The physical register of a register operand.
pub(super) fn phys(op: &MOperand) -> Result<PReg, EmitError> {
    match op {
        MOperand::Reg(r) => phys_reg(r.reg),
        other => err(format!("expected a register operand, found {other:?}")),
    }
}

pub(super) fn phys_reg(r: Reg) -> Result<PReg, EmitError> {
    match r {
        Reg::Phys(p) => Ok(p),
        Reg::Virt(v) => err(format!("virtual register {v:?} was not allocated")),
    }
}

pub(super) fn imm(op: &MOperand) -> Result<i64, EmitError> {
    match op {
        MOperand::Imm(v) => Ok(*v),
        other => err(format!("expected an immediate, found {other:?}")),
    }
}

/// Checks that `p` belongs to the file of view `r` and returns its 5-bit field.
pub(super) fn reg_field(p: PReg, r: R) -> Result<u32, EmitError> {
    let ok = match r {
        R::G => regs::is_gpr(p),
        R::F => regs::is_fpr(p),
        R::Tp => p == regs::TP,
        R::Any => regs::class_of(p).is_some(),
    };
    if !ok {
        return err(format!("register {p:?} cannot stand in a {r:?} operand"));
    }
    Ok(regs::hw_enc(p))
}

/// The bits a type sets.
fn ty_bits(t: T, ty: Ty) -> u32 {
    match t {
        T::None => 0,
        T::OpW => u32::from(ty == Ty::W) << 3,
        T::Width => ty.width_code() << 12,
        T::Fmt => u32::from(ty == Ty::D) << 25,
        T::AmoWidth => ty.width_code() << 12,
    }
}

fn in_range(what: &str, v: i64, lo: i64, hi: i64) -> Result<u32, EmitError> {
    if v < lo || v > hi {
        return err(format!("{what} {v} is out of range {lo}..={hi}"));
    }
    Ok(v as u32)
}

/// The immediate of an `I::Simm12` field (two's complement in 12 bits).
pub fn simm12(v: i64) -> Result<u32, EmitError> {
    Ok(in_range("12-bit immediate", v, -2048, 2047)? & 0xfff)
}

/// The bits of an immediate slot of kind `kind` holding `v`.
fn encode_imm(kind: I, v: i64, ty: Ty) -> Result<u32, EmitError> {
    Ok(match kind {
        I::Simm12 => simm12(v)? << 20,
        I::Shamt => in_range("shift amount", v, 0, if ty == Ty::W { 31 } else { 63 })? << 20,
        I::Uimm20 => (in_range("20-bit upper immediate", v, -0x8_0000, 0xf_ffff)? & 0xf_ffff) << 12,
        I::Csr => in_range("CSR number", v, 0, 0xfff)? << 20,
        I::Uimm5 => in_range("5-bit immediate", v, 0, 31)? << 15,
        I::Rm | I::RmRne => match Rm::from_bits(v) {
            Some(m) => (m as u32) << 12,
            None => return err(format!("{v} is no rounding mode")),
        },
        I::Aqrl => in_range("aq/rl bits", v, 0, 3)? << 25,
        I::Pred => in_range("fence set", v, 0, 15)? << 24,
        I::Succ => in_range("fence set", v, 0, 15)? << 20,
    })
}

/// The offset bits of a branch (B-type, ±4 KiB) or `jal` (J-type, ±1 MiB) to `disp` bytes
/// from the instruction.
pub fn target_bits(j: J, disp: i64) -> Result<u32, EmitError> {
    if disp % 2 != 0 {
        return err(format!("branch offset {disp} is odd"));
    }
    Ok(match j {
        J::B => b_type(in_range("branch offset", disp, -4096, 4094)?, 0, 0, 0, 0),
        J::J => j_type(in_range("jump offset", disp, -(1 << 20), (1 << 20) - 2)?, 0, 0),
    })
}

/// Where a memory operand's base register and displacement resolve to.
pub enum MemDisp {
    Imm(i64),
    Sym(SymbolRef, i64, SymMod),
}

/// The base register and displacement of `a`, stack objects resolved through `frame`.
pub fn resolve_addr(a: &Addr, frame: &dyn FrameLayout) -> Result<(PReg, MemDisp), EmitError> {
    match (a.base, a.disp) {
        (Some(base), Disp::Imm(v)) => Ok((phys_reg(base)?, MemDisp::Imm(v))),
        (Some(base), Disp::Sym(s, addend, m)) => Ok((phys_reg(base)?, MemDisp::Sym(s, addend, m))),
        (None, Disp::Frame(index, offset)) => match frame.frame_slot(index) {
            Some((base, off)) => Ok((base, MemDisp::Imm(off + offset))),
            None => err(format!("stack object {index:?} has no place in the frame")),
        },
        _ => err("malformed memory operand"),
    }
}

/// The memory operand's fields: base at rs1 and the offset as an I-type (`M::Load`) or
/// S-type (`M::Store`) immediate, or zero (`M::Base`); a relocation for a symbolic one.
fn encode_mem(m: M, a: &Addr, frame: &dyn FrameLayout, out: &mut Encoded) -> Result<u32, EmitError> {
    let (base, disp) = resolve_addr(a, frame)?;
    let base_bits = reg_field(base, R::G)? << field::RS1;
    let site = match m {
        M::Load => SymSite::I,
        M::Store => SymSite::S,
        M::Base => SymSite::None,
    };
    match disp {
        MemDisp::Imm(v) => {
            let bits = match m {
                M::Load => simm12(v)? << 20,
                M::Store => {
                    let v = simm12(v)?;
                    (v >> 5) << 25 | (v & 0x1f) << 7
                }
                M::Base if v == 0 => 0,
                M::Base => return err(format!("atomics take no offset ({v})")),
            };
            Ok(base_bits | bits)
        }
        MemDisp::Sym(sym, addend, sm) => match sm.reloc(site) {
            Some(kind) => {
                out.reloc = Some((kind, sym, addend));
                Ok(base_bits)
            }
            None => err(format!("{} cannot stand in this memory operand", sm.spelling())),
        },
    }
}

/// The symbol and addend of a `Sym` operand.
fn sym_of(op: &MOperand) -> Result<(SymbolRef, i64), EmitError> {
    match op {
        MOperand::Sym { sym, addend } => Ok((*sym, *addend)),
        other => err(format!("expected a symbol, found {other:?}")),
    }
}

/// The word of a register copy, `None` for a copy to itself (no code, as the allocator
/// leaves such copies behind).
fn encode_copy(inst: &MInst) -> Result<Option<u32>, EmitError> {
    let (dst, src) = match inst.ops.as_slice() {
        [d, s] => (phys(d)?, phys(s)?),
        _ => return err("copy takes two operands"),
    };
    if dst == src {
        return Ok(None);
    }
    let (d, s) = (regs::hw_enc(dst), regs::hw_enc(src));
    match (regs::class_of(dst), regs::class_of(src)) {
        (Some(regs::GPR), Some(regs::GPR)) => Ok(Some(i_type(0, s, 0, d, OP_IMM))),
        // fsgnj.d: copies all 64 bits whatever the value's format.
        (Some(regs::FPR), Some(regs::FPR)) => Ok(Some(r_type(0b001_0001, s, s, 0, d, OP_FP))),
        _ => err(format!("copy between register files ({dst:?} <- {src:?})")),
    }
}

/// The 32-bit word of a one-word instruction (relocated fields zero), recording its
/// relocation in `out`.
fn encode_word(inst: &MInst, base: u32, ty: Ty, frame: &dyn FrameLayout, out: &mut Encoded) -> Result<u32, EmitError> {
    let (op, _) = decode(inst).ok_or_else(|| EmitError { at: None, message: "no opcode".into() })?;
    let d = op.desc();
    if inst.ops.len() < d.num_ops() {
        return err(format!("{}: {} operands, expected {}", d.name, inst.ops.len(), d.num_ops()));
    }
    let mut w = base | ty_bits(d.t, ty);
    for (slot, at) in d.slot_offsets() {
        let o = inst.ops.get(at);
        let o = match (slot, o) {
            (Slot::Implicit, _) => break,
            (_, Some(o)) => o,
            (_, None) => return err(format!("{}: missing operand {at}", d.name)),
        };
        match slot {
            Slot::Def(r, f) | Slot::Use(r, f) | Slot::EDef(r, f) => {
                let bits = reg_field(phys(o)?, r)?;
                if f != field::NONE {
                    w |= bits << f;
                }
            }
            Slot::Imm(kind) => w |= encode_imm(kind, imm(o)?, ty)?,
            Slot::Mem(m) => {
                let a = Addr::decode(&inst.ops, at)
                    .ok_or_else(|| EmitError { at: None, message: format!("{}: malformed memory operand", d.name) })?;
                w |= encode_mem(m, &a, frame, out)?;
            }
            Slot::Target(j) => match o {
                MOperand::Imm(disp) => w |= target_bits(j, *disp)?,
                MOperand::Sym { sym, addend } => {
                    let kind = if j == J::B { RelocKind::RiscvBranch } else { RelocKind::RiscvJal };
                    out.reloc = Some((kind, *sym, *addend));
                }
                MOperand::Block(b) => {
                    return err(format!("{}: branch to block {} needs the function layout", d.name, b.0))
                }
                other => return err(format!("{}: bad branch target {other:?}", d.name)),
            },
            Slot::Callee => {
                let (sym, addend) = sym_of(o)?;
                out.reloc = Some((RelocKind::RiscvCall, sym, addend));
            }
            Slot::Sym(sf) => {
                let (sym, addend) = sym_of(o)?;
                let (m, site) = match sf {
                    SymField::Hi20 => (inst.ops.get(at + 1).map(imm).transpose()?, SymSite::U),
                    SymField::Lo12 => (inst.ops.get(at + 1).map(imm).transpose()?, SymSite::I),
                    SymField::TprelAdd => (Some(SymMod::TprelAdd as i64), SymSite::None),
                };
                let m = m
                    .and_then(SymMod::from_imm)
                    .ok_or_else(|| EmitError { at: None, message: format!("{}: missing symbol modifier", d.name) })?;
                match m.reloc(site) {
                    Some(kind) => out.reloc = Some((kind, sym, addend)),
                    None => return err(format!("{}: {} does not fit this field", d.name, m.spelling())),
                }
            }
            Slot::Mod | Slot::Implicit => {}
        }
    }
    Ok(w)
}

/// Encodes one instruction without allocating: its bytes (compressed when
/// `opts.compress` allows) and relocation. Block branches and pseudo-instructions
/// without an encoding are errors.
pub fn encode_inst(inst: &MInst, frame: &dyn FrameLayout, opts: EncodeOptions) -> Result<Encoded, EmitError> {
    let (op, ty) = decode(inst).ok_or_else(|| EmitError { at: None, message: "no opcode".into() })?;
    let d = op.desc();
    if d.is_typed() && !d.has_ty(ty) {
        return err(format!("{}: no {ty:?} form", d.name));
    }
    let mut out = Encoded::EMPTY;
    let word = match d.enc {
        // `jr base` = `jalr zero, 0(base)`.
        Enc::None if op == super::inst::Opcode::JumpReg => {
            let no_reg = || EmitError { at: None, message: "jr without a register".into() };
            let base = reg_field(phys(inst.ops.first().ok_or_else(no_reg)?)?, R::G)?;
            i_type(0, base, 0, 0, super::inst::encoding::major::JALR)
        }
        Enc::None if op == super::inst::Opcode::InlineAsm => {
            return err("inline asm is more than one instruction: emit_function assembles it")
        }
        Enc::None => return Ok(out),
        Enc::Copy => match encode_copy(inst)? {
            Some(w) => w,
            None => return Ok(out),
        },
        Enc::W(base) => encode_word(inst, base, ty, frame, &mut out)?,
        Enc::Call(auipc, jalr) => {
            encode_word(inst, auipc, ty, frame, &mut out)?;
            out.push_word(auipc);
            out.push_word(jalr);
            return Ok(out);
        }
    };
    // A relocated field is filled in later; llvm-mc keeps those instructions long too.
    match (opts.compress && out.reloc.is_none()).then(|| rvc::compress(word)).flatten() {
        Some(half) => out.push_half(half),
        None => out.push_word(word),
    }
    Ok(out)
}

/// Appends one instruction's bytes to `bytes` and its relocation to `relocs` (offset from
/// the start of `bytes`).
pub fn encode_into(
    inst: &MInst,
    frame: &dyn FrameLayout,
    opts: EncodeOptions,
    bytes: &mut Vec<u8>,
    relocs: &mut Vec<CodeReloc>,
) -> Result<(), EmitError> {
    let e = encode_inst(inst, frame, opts)?;
    if let Some((kind, target, addend)) = e.reloc {
        relocs.push(CodeReloc { offset: bytes.len() as u32, kind, target, addend });
    }
    bytes.extend_from_slice(e.bytes());
    Ok(())
}

/// Encodes one instruction on its own (tests, inline asm): bytes and relocations.
pub fn encode_one(
    inst: &MInst,
    frame: &dyn FrameLayout,
    opts: EncodeOptions,
) -> Result<(Vec<u8>, Vec<CodeReloc>), EmitError> {
    let (mut bytes, mut relocs) = (Vec::with_capacity(8), Vec::new());
    encode_into(inst, frame, opts, &mut bytes, &mut relocs)?;
    Ok((bytes, relocs))
}

/// Whether `m` is the modifier of an `auipc` a `%pcrel_lo` refers back to.
fn is_pcrel_hi(m: SymMod) -> bool {
    matches!(m, SymMod::PcrelHi | SymMod::GotPcrelHi | SymMod::TlsIePcrelHi | SymMod::TlsGdPcrelHi)
}

/// The `auipc` whose label `%pcrel_lo` operands name (see `isel/mod.rs`): the symbol and
/// addend of each `auipc` under a pc-relative modifier in the current block, with its
/// code offset from the block's start.
#[derive(Default)]
pub struct PcrelLabels {
    his: Vec<(SymbolRef, i64, u32)>,
}

impl PcrelLabels {
    /// Forgets the previous block's `auipc`s.
    pub fn start_block(&mut self) {
        self.his.clear();
    }

    /// Records `inst` at `offset` (from the block start) if it is such an `auipc`.
    pub fn note(&mut self, inst: &MInst, offset: u32) {
        if let Some((sym, addend, m)) = auipc_sym_of(inst) {
            if is_pcrel_hi(m) {
                self.his.push((sym, addend, offset));
            }
        }
    }

    /// The offset of the `auipc` a `%pcrel_lo(sym+addend)` refers to.
    pub fn find(&self, sym: SymbolRef, addend: i64) -> Option<u32> {
        self.his.iter().rev().find(|h| h.0 == sym && h.1 == addend).map(|h| h.2)
    }
}

/// The symbol, addend and modifier of an `auipc` with a symbol.
fn auipc_sym_of(inst: &MInst) -> Option<(SymbolRef, i64, SymMod)> {
    let (super::inst::Opcode::AuipcSym, _) = decode(inst)? else { return None };
    let MOperand::Sym { sym, addend } = *inst.ops.get(1)? else { return None };
    let m = SymMod::from_imm(imm(inst.ops.get(2)?).ok()?)?;
    Some((sym, addend, m))
}

/// The `%pcrel_lo(sym+addend)` operand of `inst`, if it has one.
pub fn pcrel_lo_of(inst: &MInst) -> Option<(SymbolRef, i64)> {
    let (op, _) = decode(inst)?;
    for (slot, at) in op.desc().slot_offsets() {
        match slot {
            Slot::Sym(SymField::Lo12) => {
                let MOperand::Sym { sym, addend } = *inst.ops.get(at)? else { return None };
                let m = SymMod::from_imm(imm(inst.ops.get(at + 1)?).ok()?)?;
                return (m == SymMod::PcrelLo).then_some((sym, addend));
            }
            Slot::Mem(_) => {
                let a = Addr::decode(&inst.ops, at)?;
                return match a.disp {
                    Disp::Sym(sym, addend, SymMod::PcrelLo) => Some((sym, addend)),
                    _ => None,
                };
            }
            _ => {}
        }
    }
    None
}

/// The block branches `inst` stands for, with the half to the next block dropped (a
/// plain jump to it only without `keep_jump_to_next`): `None` when it is no block branch.
pub fn block_branches(
    inst: &MInst,
    next: MBlockId,
    opts: EncodeOptions,
) -> Option<Result<Vec<(BranchKind, MBlockId)>, EmitError>> {
    let (op, _) = decode(inst)?;
    let block = |i: usize| match inst.ops.get(i) {
        Some(MOperand::Block(b)) => Ok(*b),
        _ => err(format!("{}: expected a block at operand {i}", op.desc().name)),
    };
    if op == super::inst::Opcode::Jump {
        return Some((|| {
            let t = block(0)?;
            let dropped = t == next && !opts.keep_jump_to_next;
            Ok(if dropped { vec![] } else { vec![(BranchKind::Jump { compress: opts.compress }, t)] })
        })());
    }
    let cond = two_way_base(op)?;
    Some((|| {
        let (rs1, rs2) = (reg_field(phys(&inst.ops[0])?, R::G)?, reg_field(phys(&inst.ops[1])?, R::G)?);
        let (t, f) = (block(2)?, block(3)?);
        let kind = |c: Cond| BranchKind::Cond { cond: c, rs1, rs2, compress: opts.compress };
        let jump = BranchKind::Jump { compress: opts.compress };
        Ok(match (t == next, f == next) {
            (true, true) => vec![],
            (false, true) => vec![(kind(cond), t)],
            (true, false) => vec![(kind(cond.invert()), f)],
            (false, false) => vec![(kind(cond), t), (jump, f)],
        })
    })())
}

/// Encodes a whole allocated function in block order through the shared layout
/// (`crate::layout`): block branches are placed by `block_branches`, each in the shortest
/// form that reaches (relaxed until a fixed point); each `%pcrel_lo` is pointed at its
/// `auipc` as a block-relative reference, which the object writer turns into a label.
pub fn emit_function(f: &MFunction, frame: &dyn FrameLayout, opts: EncodeOptions) -> Result<FunctionCode, EmitError> {
    let nblocks = f.blocks.len();
    let mut layout: FunctionLayout<BranchKind> = FunctionLayout::new();
    let mut labels = PcrelLabels::default();
    for (bi, block) in f.blocks.iter().enumerate() {
        layout.start_block();
        labels.start_block();
        let mut in_block = 0u32;
        let next = MBlockId(bi as u32 + 1);
        for (ii, inst) in block.insts.iter().enumerate() {
            layout.start_inst();
            let at = |mut e: EmitError| {
                e.at = Some((bi as u32, ii as u32));
                e
            };
            if decode(inst).map(|d| d.0) == Some(super::inst::Opcode::InlineAsm) {
                // The template assembled in place; its branches are local to it.
                let (bytes, relocs) = super::inline_asm::encode(inst, opts.compress).map_err(at)?;
                // An asm goto's branches and `j`s to its labels are relaxed (and compressed)
                // with the function's own branches, as llvm-mc treats branches to labels
                // outside the template; not in a template with labels of its own, whose
                // local offsets assume the sizes they were assembled with.
                let goto = inst.flags & rllc_isel::mir::inst_flags::ASM_GOTO != 0;
                let cuts = if goto && !super::inline_asm::defines_labels(inst) {
                    asm_block_branches(&bytes, &relocs, opts.compress)
                } else {
                    Vec::new()
                };
                let mut from = 0;
                for (start, kind, block) in cuts.into_iter().map(Some).chain(std::iter::once(None)).map(|c| {
                    c.map_or((bytes.len(), None, next), |(s, k, b)| (s, Some(k), b))
                }) {
                    in_block += (start - from) as u32;
                    layout.code_range(&bytes, &relocs, from, start);
                    if let Some(kind) = kind {
                        if block.0 as usize >= nblocks {
                            return Err(at(EmitError { at: None, message: format!("branch to block {}", block.0) }));
                        }
                        layout.branch(kind, block);
                        from = start + 4;
                    }
                }
                continue;
            }
            if let Some(branches) = block_branches(inst, next, opts) {
                for (kind, target) in branches.map_err(at)? {
                    if target.0 as usize >= nblocks {
                        return Err(at(EmitError { at: None, message: format!("branch to block {}", target.0) }));
                    }
                    layout.branch(kind, target);
                }
                continue;
            }
            let mut e = encode_inst(inst, frame, opts).map_err(at)?;
            if let Some((sym, addend)) = pcrel_lo_of(inst) {
                let hi = labels.find(sym, addend).ok_or_else(|| {
                    at(EmitError { at: None, message: "%pcrel_lo without its auipc in the block".into() })
                })?;
                if let Some(r) = e.reloc.as_mut() {
                    *r = (r.0, SymbolRef::Block(MBlockId(bi as u32)), i64::from(hi));
                }
            }
            labels.note(inst, in_block);
            in_block += e.bytes().len() as u32;
            let (scratch, scratch_relocs) = layout.code();
            if let Some((kind, target, addend)) = e.reloc {
                scratch_relocs.push(CodeReloc { offset: scratch.len() as u32, kind, target, addend });
            }
            scratch.extend_from_slice(e.bytes());
            layout.end_code();
        }
    }
    layout.finish(&mut RvBranchForms).map_err(|message| EmitError { at: None, message })
}

/// An asm goto's `bCC`/`j` (`jal zero`) to one of its labels (the function's blocks),
/// found in the assembled bytes by their relocation: (start of the 4-byte word, the
/// layout branch it becomes, block).
fn asm_block_branches(bytes: &[u8], relocs: &[CodeReloc], compress: bool) -> Vec<(usize, BranchKind, MBlockId)> {
    let mut found: Vec<(usize, BranchKind, MBlockId)> = relocs
        .iter()
        .filter_map(|r| {
            let SymbolRef::Block(b) = r.target else { return None };
            let at = r.offset as usize;
            let w = u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?);
            let kind = match (r.kind, w & 0x7f) {
                (RelocKind::RiscvJal, 0x6f) if (w >> 7) & 31 == 0 => BranchKind::Jump { compress },
                (RelocKind::RiscvBranch, 0x63) => {
                    let cond = match (w >> 12) & 7 {
                        0 => Cond::Eq,
                        1 => Cond::Ne,
                        4 => Cond::Lt,
                        5 => Cond::Ge,
                        6 => Cond::Ltu,
                        7 => Cond::Geu,
                        _ => return None,
                    };
                    BranchKind::Cond { cond, rs1: (w >> 15) & 31, rs2: (w >> 20) & 31, compress }
                }
                _ => return None,
            };
            Some((at, kind, b))
        })
        .collect();
    found.sort_unstable_by_key(|b| b.0);
    found
}
