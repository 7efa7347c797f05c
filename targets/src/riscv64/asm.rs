//! The GNU-syntax printer for RISC-V `MInst`s, reading the same opcode descriptions as the
//! encoder, so that llvm-mc or GNU as assembling the text gives the bytes `emit` produces
//! (checked by the golden tables). It prints what llc-19 prints: ABI register names,
//! `ld a0, 8(sp)`, `amoadd.d.aqrl a0, a1, (a2)`, a rounding mode only when it is not the
//! instruction's default, `fence rw, rw`, CSR names, and llvm's preferred aliases (`li`,
//! `mv`, `not`, `neg`, `sext.w`, `seqz`, `snez`, `sltz`, `sgtz`, `beqz`..`bgtz`, `j`,
//! `jr`, `ret`, `fmv.d`, `fneg.d`, `fabs.d`, `csrr`, `frrm`, `fsflags`, `rdcycle`, ...).
//! The text never shows compression: llc prints `addi a0, a0, 1` and the assembler picks
//! `c.addi` under `+c`, as `emit` does. Symbols and blocks are named by an `AsmContext`.

use super::branches::BranchKind;
use super::emit::{
    block_branches, err, imm, pcrel_lo_of, phys, phys_reg, resolve_addr, EmitError, EncodeOptions, MemDisp, PcrelLabels,
};
use crate::backend::AsmLine;
use crate::code::FunctionCode;
use super::inst::csr::{self, csr_name};
use super::inst::ordering::{fence, Aqrl};
use super::inst::{decode, Addr, Desc, Enc, Mn, Opcode, Rm, Slot, SymField, SymMod, Ty, I};
use super::regs;
pub use crate::code::FrameLayout;
use rllc_isel::mir::{MBlockId, MFunction, MInst, MOperand, PReg, SymbolRef};
use std::fmt::Write;

/// Names of symbols and blocks, and the frame layout, for printing.
pub trait AsmContext: FrameLayout {
    /// Appends the assembler name of `sym` (never called for `SymbolRef::Block`).
    fn symbol(&self, sym: SymbolRef, out: &mut String);
    /// Appends the label of a block of the function being printed (`.LBB0_3`).
    fn block_label(&self, block: MBlockId, out: &mut String);
    /// Appends the label of the `auipc` at code offset `offset` of the function, which
    /// `%pcrel_lo` operands name (`.Lpcrel_hi0_12`).
    fn pcrel_label(&self, offset: u32, out: &mut String) {
        let _ = write!(out, ".Lpcrel_hi{offset}");
    }
}

fn push_sym(out: &mut String, ctx: &dyn AsmContext, sym: SymbolRef, addend: i64) {
    match sym {
        SymbolRef::Block(b) => ctx.block_label(b, out),
        s => ctx.symbol(s, out),
    }
    if addend > 0 {
        let _ = write!(out, "+{addend}");
    } else if addend < 0 {
        let _ = write!(out, "{addend}");
    }
}

fn reg_name(p: PReg) -> Result<&'static str, EmitError> {
    regs::name(p).map_or_else(|| err(format!("{p:?} is no RISC-V register")), Ok)
}

/// `%mod(sym+addend)`.
fn push_modded(out: &mut String, ctx: &dyn AsmContext, m: SymMod, sym: SymbolRef, addend: i64) {
    out.push_str(m.spelling());
    out.push('(');
    push_sym(out, ctx, sym, addend);
    out.push(')');
}

/// An operand's value, as the alias rules look at it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Val {
    Reg(PReg),
    Imm(i64),
    /// A symbol, memory operand or branch target: printed by `operand_text`.
    Other,
}

const ZERO: Val = Val::Reg(regs::ZERO);
const RA: Val = Val::Reg(regs::RA);

fn the_mnemonic(d: &Desc, ty: Ty, ops: &[MOperand]) -> Result<String, EmitError> {
    Ok(match d.mn {
        Mn::P(s) => s.to_string(),
        Mn::W(s) => format!("{s}{}", if ty == Ty::W { "w" } else { "" }),
        Mn::Size(s) => format!("{s}{}", ty.size_suffix()),
        Mn::Fmt(a, b) => format!("{a}{}{b}", ty.fmt_letter()),
        Mn::FmtW(a, b) => format!("{a}{}{b}", ty.size_suffix()),
        Mn::Amo(s) => {
            let ord = d
                .slot_offsets()
                .find(|(s, _)| *s == Slot::Imm(I::Aqrl))
                .and_then(|(_, at)| ops.get(at))
                .map(imm)
                .transpose()?
                .and_then(Aqrl::from_bits)
                .ok_or_else(|| EmitError { at: None, message: format!("{}: bad aq/rl operand", d.name) })?;
            format!("{s}.{}{}", ty.size_suffix(), ord.suffix())
        }
    })
}

/// The text of one slot's operand(s); `None` for slots that print nothing (a default
/// rounding mode, the ordering bits, the modifier of a symbol, implicit registers).
fn operand_text(slot: Slot, ops: &[MOperand], at: usize, ctx: &dyn AsmContext) -> Result<Option<String>, EmitError> {
    let o = &ops[at];
    let mut s = String::new();
    match slot {
        Slot::Def(..) | Slot::Use(..) | Slot::EDef(..) => s.push_str(reg_name(phys(o)?)?),
        Slot::Imm(kind) => {
            let v = imm(o)?;
            match kind {
                I::Uimm20 => {
                    let _ = write!(s, "{}", v & 0xf_ffff);
                }
                I::Csr => match csr_name(v) {
                    Some(n) => s.push_str(n),
                    None => {
                        let _ = write!(s, "{v}");
                    }
                },
                I::Rm | I::RmRne => {
                    let default = if kind == I::Rm { Rm::Dyn } else { Rm::Rne };
                    match Rm::from_bits(v) {
                        Some(m) if m == default => return Ok(None),
                        Some(m) => s.push_str(m.name()),
                        None => return err(format!("{v} is no rounding mode")),
                    }
                }
                I::Aqrl => return Ok(None),
                I::Pred | I::Succ => s.push_str(&fence::letters(v)),
                _ => {
                    let _ = write!(s, "{v}");
                }
            }
        }
        Slot::Mem(_) => {
            let a =
                Addr::decode(ops, at).ok_or_else(|| EmitError { at: None, message: "bad memory operand".into() })?;
            let (base, disp) = resolve_addr(&a, ctx)?;
            match disp {
                MemDisp::Imm(0) if matches!(slot, Slot::Mem(super::inst::M::Base)) => {}
                MemDisp::Imm(v) => {
                    let _ = write!(s, "{v}");
                }
                MemDisp::Sym(sym, addend, m) => push_modded(&mut s, ctx, m, sym, addend),
            }
            let _ = write!(s, "({})", reg_name(base)?);
        }
        Slot::Target(_) => match o {
            MOperand::Imm(v) => {
                let _ = write!(s, "{v}");
            }
            MOperand::Sym { sym, addend } => push_sym(&mut s, ctx, *sym, *addend),
            MOperand::Block(b) => ctx.block_label(*b, &mut s),
            other => return err(format!("bad branch target {other:?}")),
        },
        Slot::Callee => match o {
            MOperand::Sym { sym, addend } => push_sym(&mut s, ctx, *sym, *addend),
            other => return err(format!("bad call target {other:?}")),
        },
        Slot::Sym(sf) => {
            let MOperand::Sym { sym, addend } = *o else { return err("expected a symbol operand") };
            let m = match sf {
                SymField::TprelAdd => Some(SymMod::TprelAdd),
                _ => ops.get(at + 1).map(imm).transpose()?.and_then(SymMod::from_imm),
            };
            let m = m.ok_or_else(|| EmitError { at: None, message: "missing symbol modifier".into() })?;
            push_modded(&mut s, ctx, m, sym, addend);
        }
        Slot::Mod | Slot::Implicit => return Ok(None),
    }
    Ok(Some(s))
}

/// llvm's preferred alias of an instruction, as (mnemonic, operands) over the generic
/// operand texts `t` and values `v` (one per slot).
fn alias(op: Opcode, ty: Ty, v: &[Val], t: &[Option<String>]) -> Option<(String, Vec<String>)> {
    use Opcode::*;
    let s = |i: usize| t.get(i).cloned().flatten().unwrap_or_default();
    let a = |mn: &str, idx: &[usize]| Some((mn.to_string(), idx.iter().map(|&i| s(i)).collect()));
    let csr = |i: usize| match v.get(i) {
        Some(Val::Imm(c)) => *c,
        _ => -1,
    };
    match (op, v) {
        (Addi, [ZERO, ZERO, Val::Imm(0)]) if ty == Ty::X => a("nop", &[]),
        (Addi, [_, ZERO, _]) if ty == Ty::X => a("li", &[0, 2]),
        (Addi, [_, _, Val::Imm(0)]) if ty == Ty::X => a("mv", &[0, 1]),
        (Addi, [_, _, Val::Imm(0)]) => a("sext.w", &[0, 1]),
        (Xori, [_, _, Val::Imm(-1)]) => a("not", &[0, 1]),
        (Sub, [_, ZERO, _]) => a(if ty == Ty::W { "negw" } else { "neg" }, &[0, 2]),
        (Sltiu, [_, _, Val::Imm(1)]) => a("seqz", &[0, 1]),
        (Sltu, [_, ZERO, _]) => a("snez", &[0, 2]),
        (Slt, [_, _, ZERO]) => a("sltz", &[0, 1]),
        (Slt, [_, ZERO, _]) => a("sgtz", &[0, 2]),
        (Beq, [_, ZERO, _]) => a("beqz", &[0, 2]),
        (Bne, [_, ZERO, _]) => a("bnez", &[0, 2]),
        (Bge, [_, ZERO, _]) => a("bgez", &[0, 2]),
        (Blt, [_, ZERO, _]) => a("bltz", &[0, 2]),
        (Bge, [ZERO, _, _]) => a("blez", &[1, 2]),
        (Blt, [ZERO, _, _]) => a("bgtz", &[1, 2]),
        (Jal, [ZERO, _]) => a("j", &[1]),
        (Jal, [RA, _]) => a("jal", &[1]),
        (Jalr, [ZERO, RA, Val::Imm(0)]) => a("ret", &[]),
        (Jalr, [ZERO, _, Val::Imm(0)]) => a("jr", &[1]),
        (Jalr, [ZERO, _, _]) => Some(("jr".into(), vec![format!("{}({})", s(2), s(1))])),
        (Jalr, [RA, _, Val::Imm(0)]) => a("jalr", &[1]),
        (Jalr, [RA, _, _]) => Some(("jalr".into(), vec![format!("{}({})", s(2), s(1))])),
        (Jalr, [_, _, Val::Imm(0)]) => a("jalr", &[0, 1]),
        (Jalr, _) => Some(("jalr".into(), vec![s(0), format!("{}({})", s(2), s(1))])),
        (Fsgnj | Fsgnjn | Fsgnjx, [_, x, y]) if x == y => {
            let mn = match op {
                Fsgnj => "fmv.",
                Fsgnjn => "fneg.",
                _ => "fabs.",
            };
            a(&format!("{mn}{}", ty.fmt_letter()), &[0, 1])
        }
        (Fence, [Val::Imm(fence::IORW), Val::Imm(fence::IORW)]) => a("fence", &[]),
        (Csrrs, [_, _, ZERO]) => match csr(1) {
            csr::FFLAGS => a("frflags", &[0]),
            csr::FRM => a("frrm", &[0]),
            csr::FCSR => a("frcsr", &[0]),
            csr::CYCLE => a("rdcycle", &[0]),
            csr::TIME => a("rdtime", &[0]),
            csr::INSTRET => a("rdinstret", &[0]),
            _ => a("csrr", &[0, 1]),
        },
        (Csrrs, [ZERO, _, _]) => a("csrs", &[1, 2]),
        (Csrrc, [ZERO, _, _]) => a("csrc", &[1, 2]),
        (Csrrw | Csrrwi, [rd, ..]) => {
            let imm = op == Csrrwi;
            let fp = match csr(1) {
                csr::FFLAGS => Some(if imm { "fsflagsi" } else { "fsflags" }),
                csr::FRM => Some(if imm { "fsrmi" } else { "fsrm" }),
                csr::FCSR if !imm => Some("fscsr"),
                _ => None,
            };
            match (fp, *rd == ZERO) {
                (Some(mn), true) => a(mn, &[2]),
                (Some(mn), false) => a(mn, &[0, 2]),
                (None, true) => a(if imm { "csrwi" } else { "csrw" }, &[1, 2]),
                (None, false) => None,
            }
        }
        (Csrrsi, [ZERO, _, _]) => a("csrsi", &[1, 2]),
        (Csrrci, [ZERO, _, _]) => a("csrci", &[1, 2]),
        _ => None,
    }
}

/// Prints one instruction (no leading tab, mnemonic and operands separated by a tab).
/// A copy of a register to itself prints nothing, as it encodes to nothing.
pub fn print_inst(inst: &MInst, ctx: &dyn AsmContext, out: &mut String) -> Result<(), EmitError> {
    let Some((op, ty)) = decode(inst) else {
        return err(format!("opcode number {:#x} is not a RISC-V opcode", inst.opcode));
    };
    let d = op.desc();
    let has_implicit = d.layout.last() == Some(&Slot::Implicit);
    if inst.ops.len() < d.num_ops() || (!has_implicit && inst.ops.len() != d.num_ops()) {
        return err(format!("{}: {} operands, the layout has {}", d.name, inst.ops.len(), d.num_ops()));
    }
    if d.is_typed() && !d.has_ty(ty) {
        return err(format!("{} has no {ty:?} form", d.name));
    }
    let ops = &inst.ops;
    match d.enc {
        Enc::None if op == Opcode::InlineAsm => {
            let mut sym = |s: SymbolRef, addend: i64, out: &mut String| push_sym(out, ctx, s, addend);
            let mut label = String::new();
            ctx.block_label(MBlockId(0), &mut label);
            let uid_base = crate::inline_asm::uid_base(&label);
            return super::inline_asm::print(inst, uid_base, &mut sym, out);
        }
        Enc::None => {
            out.push_str("# implicit-def:");
            for o in ops {
                if let MOperand::Reg(r) = o {
                    let _ = write!(out, " {}", reg_name(phys_reg(r.reg)?)?);
                }
            }
            return Ok(());
        }
        Enc::Copy => {
            let (dst, src) = (phys(&ops[0])?, phys(&ops[1])?);
            if dst == src {
                return Ok(());
            }
            let mn = if regs::is_fpr(dst) { "fmv.d" } else { "mv" };
            let _ = write!(out, "{mn}\t{}, {}", reg_name(dst)?, reg_name(src)?);
            return Ok(());
        }
        Enc::W(_) | Enc::Call(..) => {}
    }
    let mut vals = Vec::with_capacity(d.layout.len());
    let mut texts = Vec::with_capacity(d.layout.len());
    for (slot, at) in d.slot_offsets() {
        if slot == Slot::Implicit {
            break;
        }
        vals.push(match (slot, &ops[at]) {
            (_, MOperand::Reg(r)) => Val::Reg(phys_reg(r.reg)?),
            (Slot::Imm(_), MOperand::Imm(v)) => Val::Imm(*v),
            (Slot::Target(_) | Slot::Mem(_), _) => Val::Other,
            (_, MOperand::Imm(v)) => Val::Imm(*v),
            _ => Val::Other,
        });
        texts.push(operand_text(slot, ops, at, ctx)?);
    }
    let (mn, operands) = match alias(op, ty, &vals, &texts) {
        Some(a) => a,
        None => (the_mnemonic(d, ty, ops)?, texts.into_iter().flatten().collect()),
    };
    out.push_str(&mn);
    for (i, o) in operands.iter().enumerate() {
        out.push_str(if i == 0 { "\t" } else { ", " });
        out.push_str(o);
    }
    Ok(())
}

/// An `AsmContext` that prints one symbol as the label of its `auipc` (`%pcrel_lo`).
struct PcrelLo<'a> {
    inner: &'a dyn AsmContext,
    sym: SymbolRef,
    label: String,
}

impl FrameLayout for PcrelLo<'_> {
    fn frame_slot(&self, index: rllc_isel::mir::FrameIndex) -> Option<(PReg, i64)> {
        self.inner.frame_slot(index)
    }
}

impl AsmContext for PcrelLo<'_> {
    fn symbol(&self, sym: SymbolRef, out: &mut String) {
        if sym == self.sym {
            out.push_str(&self.label);
        } else {
            self.inner.symbol(sym, out);
        }
    }

    fn block_label(&self, block: MBlockId, out: &mut String) {
        if SymbolRef::Block(block) == self.sym {
            out.push_str(&self.label);
        } else {
            self.inner.block_label(block, out);
        }
    }

    fn pcrel_label(&self, offset: u32, out: &mut String) {
        self.inner.pcrel_label(offset, out);
    }
}

/// The text of one block branch (the assembler picks the form from the distance, as
/// `emit_function`'s relaxation does).
fn branch_text(kind: BranchKind, target: MBlockId, ctx: &dyn AsmContext) -> Result<String, EmitError> {
    let mut label = String::new();
    ctx.block_label(target, &mut label);
    Ok(match kind {
        BranchKind::Jump { .. } => format!("\tj\t{label}\n"),
        BranchKind::Cond { cond, rs1, rs2, .. } => {
            let (a, b) = (reg_name(regs::x(rs1 as u16))?, reg_name(regs::x(rs2 as u16))?);
            format!("\t{}\t{a}, {b}, {label}\n", cond.mnemonic())
        }
    })
}

/// The lines of a whole function at the offsets `emit_function` gave it: a label per
/// block, one instruction per line; `%pcrel_lo` operands name their `auipc`'s label.
pub fn print_lines(
    f: &MFunction,
    code: &FunctionCode,
    ctx: &dyn AsmContext,
    opts: EncodeOptions,
) -> Result<Vec<AsmLine>, EmitError> {
    let end = code.bytes.len() as u32;
    let mut lines = Vec::new();
    let mut flat = 0usize;
    let mut his = PcrelLabels::default();
    // Each function names the extensions it is selected for (RV64GC, compression as its
    // features say), so that an assembler accepts and encodes it the same way.
    let rvc = if opts.compress {
        "\t.option\tarch, +m, +a, +f, +d, +zicsr, +zifencei, +c\n"
    } else {
        "\t.option\tarch, +m, +a, +f, +d, +zicsr, +zifencei, -c\n"
    };
    lines.push(AsmLine { offset: 0, len: 0, text: rvc.to_string() });
    for (bi, block) in f.blocks.iter().enumerate() {
        let at = code.block_offsets.get(bi).copied().unwrap_or(end);
        let mut label = String::new();
        ctx.block_label(MBlockId(bi as u32), &mut label);
        label.push_str(":\n");
        lines.push(AsmLine { offset: at, len: 0, text: label });
        his.start_block();
        let next = MBlockId(bi as u32 + 1);
        for (ii, inst) in block.insts.iter().enumerate() {
            let off = code.inst_offsets.get(flat).copied().unwrap_or(end);
            let nxt = code.inst_offsets.get(flat + 1).copied().unwrap_or(end);
            flat += 1;
            let at = |mut e: EmitError| {
                e.at = Some((bi as u32, ii as u32));
                e
            };
            let len = nxt.saturating_sub(off);
            let mut text = String::new();
            if let Some(branches) = block_branches(inst, next, opts) {
                for (kind, target) in branches.map_err(at)? {
                    text.push_str(&branch_text(kind, target, ctx).map_err(at)?);
                }
            } else {
                // The `auipc` labels are symbols of the object model (defined by the
                // driver where a relocation names them), printed with the others.
                his.note(inst, off);
                let mut line = String::new();
                if decode(inst).map(|d| d.0) == Some(Opcode::JumpReg) {
                    line = format!("jr\t{}", reg_name(phys(&inst.ops[0]).map_err(at)?).map_err(at)?);
                } else if super::inst::is_call_reg(inst) {
                    line = format!("jalr\t{}", reg_name(phys(&inst.ops[1]).map_err(at)?).map_err(at)?);
                } else if let Some((sym, addend)) = pcrel_lo_of(inst) {
                    let missing = || at(EmitError { at: None, message: "%pcrel_lo without its auipc".into() });
                    let hi = his.find(sym, addend).ok_or_else(missing)?;
                    let mut name = String::new();
                    ctx.pcrel_label(hi, &mut name);
                    // The label stands for the symbol and its addend.
                    let mut plain = inst.clone();
                    strip_addend(&mut plain);
                    print_inst(&plain, &PcrelLo { inner: ctx, sym, label: name }, &mut line).map_err(at)?;
                } else {
                    print_inst(inst, ctx, &mut line).map_err(at)?;
                }
                if !line.is_empty() {
                    text.push('\t');
                    text.push_str(&line);
                    text.push('\n');
                }
            }
            if !text.is_empty() || len > 0 {
                lines.push(AsmLine { offset: off, len, text });
            }
        }
    }
    Ok(lines)
}

/// Drops the addend of an instruction's `%pcrel_lo` operand (it is the `auipc`'s).
fn strip_addend(inst: &mut MInst) {
    for o in &mut inst.ops {
        if let MOperand::Sym { addend, .. } = o {
            *addend = 0;
        }
    }
}
