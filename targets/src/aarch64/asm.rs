//! The GNU-syntax printer for AArch64 `MInst`s, reading the same opcode descriptions as the
//! encoder, so that llvm-mc or GNU as assembling the text gives the bytes `emit` produces
//! (checked by the golden tables). It prints what llc prints where the two differ only in
//! spelling: lowercase, `x0, x1, #12`, `[x0, #8]!`, `ldr x0, [x1, :lo12:sym]`,
//! `adrp x0, :got:sym`, `b.eq .LBB0_3`, `mov` for `movz`/`movn`/`umov` where llvm uses the
//! alias, `ldur` for unscaled offsets. Symbols and blocks are named by an `AsmContext`.
//! `print_lines` gives an encoded function's text line by line at its code offsets (the
//! driver's `-filetype=asm`), with block branches in the forms the layout chose;
//! `print_function` is the same text in one string.

use super::emit::{block_branches, emit_function, err, imm, mem_form, phys, phys_reg, BranchKind, EmitError};
use super::emit::{FrameLayout, MemForm};
use super::inst::{decode, desc_flags, Addr, Cond, Desc, Enc, Mn, Opcode, Slot, SymMod, Ty, I, M, R};
use super::regs::{self, View, SP};
use crate::backend::AsmLine;
use crate::code::FunctionCode;
use rllc_isel::mir::{MBlockId, MFunction, MInst, MOperand, PReg, SymbolRef};
use std::fmt::Write;

/// Names of symbols and blocks, and the frame layout, for printing.
pub trait AsmContext: FrameLayout {
    /// Appends the assembler name of `sym` (never called for `SymbolRef::Block`).
    fn symbol(&self, sym: SymbolRef, out: &mut String);
    /// Appends the label of a block of the function being printed (`.LBB0_3`).
    fn block_label(&self, block: MBlockId, out: &mut String);
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

fn name(p: PReg, view: View) -> Result<String, EmitError> {
    regs::name(p, view).map_or_else(|| err(format!("{p:?} has no {view:?} name")), Ok)
}

fn scalar_view(log2: u32) -> View {
    [View::B, View::H, View::S, View::D, View::Q][log2.min(4) as usize]
}

/// The text of a register in slot view `r`; `next` is the operand after it (the extend of
/// `GExt`, the bit of `GTb`).
fn reg_text(p: PReg, r: R, ty: Ty, next: Option<&MOperand>) -> Result<String, EmitError> {
    super::emit::reg_field(p, r)?;
    let gv = |x: bool| if x { View::X } else { View::W };
    let next_imm = || next.map(imm).transpose().map(|v| v.unwrap_or(0));
    let vec = |p: PReg, t: Ty| -> Result<String, EmitError> {
        let arr = t.arrangement().map_or_else(|| err(format!("{t:?} is no arrangement")), Ok)?;
        Ok(format!("{}.{arr}", name(p, View::V)?))
    };
    Ok(match r {
        R::G | R::GSp => name(p, gv(ty.gpr64()))?,
        R::W => name(p, View::W)?,
        R::X | R::XSp => name(p, View::X)?,
        R::GExt => name(p, gv(next_imm()? >> 8 & 3 == 3))?,
        R::GTb => name(p, gv(next_imm()? >= 32))?,
        R::GE => name(p, gv(ty.elem_log2() == 3))?,
        R::F => name(p, scalar_view(ty.elem_log2()))?,
        R::FE => name(p, scalar_view(ty.elem_log2()))?,
        R::FH => name(p, View::H)?,
        R::FS => name(p, View::S)?,
        R::FD => name(p, View::D)?,
        R::V => vec(p, ty)?,
        R::VW => vec(p, ty.widened().map_or_else(|| err(format!("{ty:?} has no wide form")), Ok)?)?,
        R::VE => format!("{}.{}", name(p, View::V)?, ty.elem_letter()),
        R::VD1 => format!("{}.d", name(p, View::V)?),
        R::V16B => vec(p, Ty::V16B)?,
        R::L16B => format!("{{ {} }}", vec(p, Ty::V16B)?),
        R::Any => name(p, if regs::is_fpr(p) { View::Q } else { View::X })?,
    })
}

const EXTENDS: [&str; 8] = ["uxtb", "uxth", "uxtw", "uxtx", "sxtb", "sxth", "sxtw", "sxtx"];
const SHIFTS: [&str; 4] = ["lsl", "lsr", "asr", "ror"];

fn barrier_name(v: i64) -> Option<&'static str> {
    Some(match v {
        0b1111 => "sy",
        0b1110 => "st",
        0b1101 => "ld",
        0b1011 => "ish",
        0b1010 => "ishst",
        0b1001 => "ishld",
        0b0111 => "nsh",
        0b0110 => "nshst",
        0b0101 => "nshld",
        0b0011 => "osh",
        0b0010 => "oshst",
        0b0001 => "oshld",
        _ => return None,
    })
}

/// The `mov` alias of a `movz`/`movn`, as llvm prints it, or `None` when llvm keeps the
/// wide-move mnemonic.
fn mov_alias(op: Opcode, ty: Ty, imm16: i64, hw: i64) -> Option<i64> {
    if imm16 == 0 && hw != 0 {
        return None;
    }
    let v = imm16 << hw;
    Some(match (op, ty) {
        (Opcode::Movz, Ty::W) => i64::from(v as u32 as i32),
        (Opcode::Movz, _) => v,
        (Opcode::Movn, Ty::W) if imm16 == 0xffff => return None,
        (Opcode::Movn, Ty::W) => i64::from(!(v as u32) as i32),
        (Opcode::Movn, _) => !v,
        _ => return None,
    })
}

fn fp_text(bits: i64) -> String {
    format!("#{:.8}", f64::from_bits(bits as u64))
}

/// Appends the memory operand text (`[x0, #8]!`, `[x0], #8`, `[x0, w1, sxtw #3]`, `#16`);
/// `unscaled` tells the mnemonic to take its `u` form.
fn push_mem(out: &mut String, form: MemForm, ctx: &dyn AsmContext) -> Result<(), EmitError> {
    let x = |p: PReg| name(p, View::X);
    match form {
        MemForm::Base { base } => {
            let _ = write!(out, "[{}]", x(base)?);
        }
        MemForm::Scaled { base, off } | MemForm::Unscaled { base, off } => {
            if off == 0 {
                let _ = write!(out, "[{}]", x(base)?);
            } else {
                let _ = write!(out, "[{}, #{off}]", x(base)?);
            }
        }
        MemForm::Pre { base, off } => {
            let _ = write!(out, "[{}, #{off}]!", x(base)?);
        }
        MemForm::Post { base, off } => {
            let _ = write!(out, "[{}], #{off}", x(base)?);
        }
        MemForm::Index { base, index, extend, shift } => {
            let iv = name(index, if extend.is_64() { View::X } else { View::W })?;
            let _ = write!(out, "[{}, {iv}", x(base)?);
            match shift {
                Some(s) => {
                    let _ = write!(out, ", {} #{s}", extend.name());
                }
                None if extend != super::inst::Extend::Lsl => {
                    let _ = write!(out, ", {}", extend.name());
                }
                None => {}
            }
            out.push(']');
        }
        MemForm::Sym { base, sym, addend, modifier } => {
            let _ = write!(out, "[{}, {}", x(base)?, modifier.prefix());
            push_sym(out, ctx, sym, addend);
            out.push(']');
        }
        MemForm::Literal { off } => {
            let _ = write!(out, "#{off}");
        }
    }
    Ok(())
}

/// The mnemonic of a block branch (`b`, `b.eq`, `cbnz`, `tbz`) and its register/bit
/// operands.
fn branch_text(kind: BranchKind) -> Result<(String, String), EmitError> {
    let x = |p: PReg, sf: bool| name(p, if sf { View::X } else { View::W });
    Ok(match kind {
        BranchKind::B => ("b".into(), String::new()),
        BranchKind::Bcc(c) => (format!("b.{}", c.name()), String::new()),
        BranchKind::Cb { nz, sf, rt } => ((if nz { "cbnz" } else { "cbz" }).into(), format!("{}, ", x(rt, sf)?)),
        BranchKind::Tb { nz, bit, rt } => {
            ((if nz { "tbnz" } else { "tbz" }).into(), format!("{}, #{bit}, ", x(rt, bit >= 32)?))
        }
    })
}

/// Appends the text of one allocated instruction, without indentation or newline.
/// Pseudo-instructions without code print as `//` comments; block branches print all
/// their jumps with labels (`print_function` trims and relaxes them); a copy to the same
/// register prints nothing.
pub fn print_inst(inst: &MInst, ctx: &dyn AsmContext, out: &mut String) -> Result<(), EmitError> {
    let Some((op, ty)) = decode(inst) else {
        return err(format!("opcode number {:#x} is not an AArch64 opcode", inst.opcode));
    };
    let d = op.desc();
    let has_implicit = d.layout.last() == Some(&Slot::Implicit);
    if inst.ops.len() < d.num_ops() || (!has_implicit && inst.ops.len() != d.num_ops()) {
        return err(format!("{}: {} operands, the layout has {}", d.name, inst.ops.len(), d.num_ops()));
    }
    let ops = &inst.ops;
    match d.enc {
        Enc::None => {
            if op == Opcode::InlineAsm {
                let mut sym = |s: SymbolRef, addend: i64, out: &mut String| push_sym(out, ctx, s, addend);
                let mut label = String::new();
                ctx.block_label(MBlockId(0), &mut label);
                let uid_base = crate::inline_asm::uid_base(&label);
                return super::inline_asm::print(inst, uid_base, &mut sym, out);
            }
            out.push_str(if op == Opcode::ImplicitDef { "// implicit-def:" } else { "// entry-defs:" });
            for o in ops {
                if let MOperand::Reg(r) = o {
                    let p = phys_reg(r.reg)?;
                    out.push(' ');
                    out.push_str(&reg_text(p, R::Any, ty, None)?);
                }
            }
            return Ok(());
        }
        Enc::Copy => {
            let (dst, src) = (phys(&ops[0])?, phys(&ops[1])?);
            if dst == src {
                return Ok(());
            }
            if regs::is_fpr(dst) {
                let _ =
                    write!(out, "mov\t{}, {}", reg_text(dst, R::V16B, ty, None)?, reg_text(src, R::V16B, ty, None)?);
            } else {
                let _ = write!(out, "mov\t{}, {}", reg_text(dst, R::XSp, ty, None)?, reg_text(src, R::XSp, ty, None)?);
            }
            return Ok(());
        }
        Enc::Branch => {
            // Without the layout every jump is printed (the next block is unknown).
            let branches = block_branches(inst, MBlockId(u32::MAX)).unwrap_or_else(|| err("no block branch"))?;
            for (i, (kind, target)) in branches.into_iter().enumerate() {
                if i > 0 {
                    out.push_str("\n\t");
                }
                let (mn, regs) = branch_text(kind)?;
                let _ = write!(out, "{mn}\t{regs}");
                ctx.block_label(target, out);
            }
            return Ok(());
        }
        Enc::TlsDescCall(_) => {
            let MOperand::Sym { sym, addend } = ops[0] else { return err("tlsdesc call without its symbol") };
            out.push_str(".tlsdesccall ");
            push_sym(out, ctx, sym, addend);
            let _ = write!(out, "\n\tblr\t{}", reg_text(phys(&ops[1])?, R::X, ty, None)?);
            return Ok(());
        }
        Enc::W(_) => {}
    }
    if d.is_typed() && !d.has_ty(ty) {
        return err(format!("{} has no {ty:?} form", d.name));
    }
    print_operands(d, op, ty, inst, ctx, out)
}

fn print_operands(
    d: &Desc,
    op: Opcode,
    ty: Ty,
    inst: &MInst,
    ctx: &dyn AsmContext,
    out: &mut String,
) -> Result<(), EmitError> {
    let ops = &inst.ops;
    let base = match d.enc {
        Enc::W(b) => b,
        _ => 0,
    };
    // Registers in sp-capable slots decide how an extend prints (`lsl` with sp).
    let sp_involved = d.slot_offsets().any(|(s, at)| {
        matches!(s, Slot::Def(R::GSp, _) | Slot::Use(R::GSp, _))
            && matches!(ops.get(at), Some(MOperand::Reg(r)) if r.reg == rllc_isel::mir::Reg::Phys(SP))
    });
    let mut texts: Vec<String> = Vec::with_capacity(5);
    let mut unscaled = false;
    let mut mnemonic: Option<String> = None;
    for (si, (slot, at)) in d.slot_offsets().enumerate() {
        if slot == Slot::Implicit {
            break;
        }
        let o = &ops[at];
        let mut t = String::new();
        match slot {
            Slot::Def(r, _) | Slot::Use(r, _) | Slot::EDef(r, _) => t = reg_text(phys(o)?, r, ty, ops.get(at + 1))?,
            Slot::Tied(_) | Slot::Implicit | Slot::Mod => continue,
            Slot::Imm(kind) => {
                if let MOperand::Sym { sym, addend } = o {
                    // `movz`/`movk` of a symbol: the shift picks the operator.
                    let hw = ops.get(at + 1).map(imm).transpose()?.unwrap_or(0);
                    let g = ["#:abs_g0_nc:", "#:abs_g1_nc:", "#:abs_g2_nc:", "#:abs_g3:"];
                    t.push_str(g[(hw / 16).clamp(0, 3) as usize]);
                    push_sym(&mut t, ctx, *sym, *addend);
                    texts.push(t);
                    continue;
                }
                let v = imm(o)?;
                let bits = ty.bits().min(64);
                match kind {
                    I::AddSub if v >= 4096 => {
                        let _ = write!(t, "#{}, lsl #12", v >> 12);
                    }
                    I::Logic => {
                        let m = if bits == 32 { v as u64 & 0xffff_ffff } else { v as u64 };
                        let _ = write!(t, "#{m:#x}");
                    }
                    I::UHex(..) => {
                        let _ = if v == 0 { write!(t, "#0") } else { write!(t, "#{v:#x}") };
                    }
                    I::Hw => {
                        if v == 0 || matches!(ops.get(at - 1), Some(MOperand::Sym { .. })) {
                            continue;
                        }
                        let _ = write!(t, "lsl #{v}");
                    }
                    I::VLslS | I::VLslH => {
                        if v == 0 {
                            continue;
                        }
                        let _ = write!(t, "lsl #{v}");
                    }
                    I::Shift => {
                        let (k, amt) = ((v >> 8) as usize, v & 0xff);
                        if k == 0 && amt == 0 {
                            continue;
                        }
                        let _ = write!(t, "{} #{amt}", SHIFTS.get(k).copied().unwrap_or("?"));
                    }
                    I::Extend => {
                        let (opt, amt) = ((v >> 8) as usize, v & 0xff);
                        let plain = if ty == Ty::X { 3 } else { 2 };
                        if sp_involved && opt == plain {
                            if amt == 0 {
                                continue;
                            }
                            let _ = write!(t, "lsl #{amt}");
                        } else {
                            t.push_str(EXTENDS.get(opt).copied().unwrap_or("?"));
                            if amt != 0 {
                                let _ = write!(t, " #{amt}");
                            }
                        }
                    }
                    I::Fp8 | I::VFp8 => t = fp_text(v),
                    I::Mask64 => {
                        let _ =
                            if v == 0 { write!(t, "#{}", "0".repeat(16)) } else { write!(t, "#{:#016x}", v as u64) };
                    }
                    I::Lane5 | I::Lane4 | I::LaneD1 => {
                        let Some(last) = texts.last_mut() else { return err("lane without a register") };
                        let _ = write!(last, "[{v}]");
                        continue;
                    }
                    I::Barrier => match barrier_name(v) {
                        Some(n) => t.push_str(n),
                        None => {
                            let _ = write!(t, "#{v}");
                        }
                    },
                    _ => {
                        let _ = write!(t, "#{v}");
                    }
                }
            }
            Slot::Mem(m) => {
                let Some(a) = Addr::decode(ops, at) else {
                    return err(format!("{}: malformed memory operand", d.name));
                };
                let word = base | super::emit::ty_bits(d.t, ty)?;
                let form = mem_form(word, m, &a, &CtxFrame(ctx))?;
                unscaled = m == M::One && matches!(form, MemForm::Unscaled { .. });
                push_mem(&mut t, form, ctx)?;
            }
            Slot::Cc(_) | Slot::CcInv(_) => {
                let c = Cond::from_i64(imm(o)?).map_or_else(|| err("bad condition operand"), Ok)?;
                t.push_str(c.name());
            }
            Slot::Target => match o {
                MOperand::Block(b) => ctx.block_label(*b, &mut t),
                o => return err(format!("{}: expected a block, found {o:?}", d.name)),
            },
            Slot::Callee => match o {
                MOperand::Sym { sym, addend } => push_sym(&mut t, ctx, *sym, *addend),
                o => return err(format!("{}: expected a symbol, found {o:?}", d.name)),
            },
            Slot::Sym(_) => {
                let MOperand::Sym { sym, addend } = o else { return err("expected a symbol") };
                let m = match (d.layout.get(si + 1), ops.get(at + 1)) {
                    (Some(Slot::Mod), Some(mo)) => SymMod::from_i64(imm(mo)?).unwrap_or_default(),
                    _ => SymMod::None,
                };
                t.push_str(m.prefix());
                push_sym(&mut t, ctx, *sym, *addend);
            }
        }
        texts.push(t);
    }
    // The mnemonic, with the aliases llvm prints.
    if d.flags & desc_flags::MOV_ALIAS != 0 {
        if let (Some(MOperand::Imm(i)), Some(MOperand::Imm(hw))) = (ops.get(1), ops.get(2)) {
            if let Some(v) = mov_alias(op, ty, *i, *hw) {
                mnemonic = Some("mov".into());
                texts.truncate(1);
                texts.push(format!("#{v}"));
            }
        }
    }
    // `mov` between two GPRs is `orr`: without sp, spell the `add` out.
    if op == Opcode::MovSp && !sp_in_any(ops) {
        mnemonic = Some("add".into());
        texts.push("#0".into());
    }
    if d.flags & desc_flags::UMOV_ALIAS != 0 && ty.elem_log2() >= 2 {
        mnemonic = Some("mov".into());
    }
    let mn = mnemonic.unwrap_or_else(|| {
        let mut m = match d.mn {
            Mn::P(s) | Mn::Z(s, _) => s.to_string(),
            Mn::BH(s) => match ty {
                Ty::B => format!("{s}b"),
                Ty::H => format!("{s}h"),
                _ => s.to_string(),
            },
            Mn::Q2(s) => format!("{s}{}", if ty.is_q() { "2" } else { "" }),
            Mn::Cond => "b".into(),
        };
        if unscaled {
            m.insert(2, 'u');
        }
        m
    });
    if let Mn::Z(_, lit) = d.mn {
        texts.push(lit.to_string());
    }
    out.push_str(&mn);
    for (i, t) in texts.iter().enumerate() {
        out.push_str(if i == 0 { "\t" } else { ", " });
        out.push_str(t);
    }
    Ok(())
}

fn sp_in_any(ops: &[MOperand]) -> bool {
    ops.iter().any(|o| matches!(o, MOperand::Reg(r) if r.reg == rllc_isel::mir::Reg::Phys(SP)))
}

/// An `AsmContext` seen as the `FrameLayout` it extends (no trait upcasting needed).
struct CtxFrame<'a>(&'a dyn AsmContext);

impl FrameLayout for CtxFrame<'_> {
    fn frame_slot(&self, index: rllc_isel::mir::FrameIndex) -> Option<(PReg, i64)> {
        self.0.frame_slot(index)
    }
}

/// The text of the block branches `inst` lowers to when block `next` follows (one line
/// each, with their line ends), in the forms the layout chose: `len` is the instruction's
/// encoded length, from which the long forms are read back (a conditional branch takes 4
/// bytes short and 8 long, as the inverted branch over a `b`; a `b` always 4). `None` for
/// other instructions.
fn branch_lines(inst: &MInst, next: MBlockId, len: u32, ctx: &dyn AsmContext) -> Result<Option<String>, EmitError> {
    let Some(branches) = block_branches(inst, next) else { return Ok(None) };
    let branches = branches?;
    let conds = branches.iter().filter(|(k, _)| *k != BranchKind::B).count() as u32;
    let short = 4 * branches.len() as u32;
    // At most one conditional branch per instruction, so the length says which is long.
    let mut long = match len.checked_sub(short) {
        Some(extra) if extra % 4 == 0 && extra / 4 <= conds => extra / 4,
        _ => return err(format!("block branches of {len} bytes cannot be {} branches", branches.len())),
    };
    let mut out = String::new();
    for (kind, target) in branches {
        if kind != BranchKind::B && long > 0 {
            long -= 1;
            // llvm-mc does not relax AArch64 branches: spell the long form out.
            let (mn, regs) = branch_text(kind.invert())?;
            let _ = writeln!(out, "\t{mn}\t{regs}#8");
            out.push_str("\tb\t");
        } else {
            let (mn, regs) = branch_text(kind)?;
            let _ = write!(out, "\t{mn}\t{regs}");
        }
        ctx.block_label(target, &mut out);
        out.push('\n');
    }
    Ok(Some(out))
}

/// The text of one instruction other than a block branch, with its line end; empty for
/// instructions that print nothing (a copy to the same register).
fn inst_line(inst: &MInst, ctx: &dyn AsmContext) -> Result<String, EmitError> {
    let mut text = String::from("\t");
    print_inst(inst, ctx, &mut text)?;
    if text.len() == 1 {
        text.clear();
    } else {
        text.push('\n');
    }
    Ok(text)
}

/// The text of an encoded function (`code` from `emit::emit_function` with the same
/// frame layout) line by line at code offsets: block labels as lines of length 0, each
/// instruction with the bytes it was encoded to, block branches in the forms the layout
/// chose (the jump to the next block dropped, a long conditional branch as the inverted
/// branch by `#8` over a `b`), so that an assembler gives exactly `code.bytes`. A line is
/// left out when it prints nothing and has no bytes.
pub fn print_lines(f: &MFunction, code: &FunctionCode, ctx: &dyn AsmContext) -> Result<Vec<AsmLine>, EmitError> {
    let end = code.bytes.len() as u32;
    let mut lines = Vec::new();
    let mut flat = 0usize;
    for (bi, block) in f.blocks.iter().enumerate() {
        let at = code.block_offsets.get(bi).copied().unwrap_or(end);
        let mut label = String::new();
        ctx.block_label(MBlockId(bi as u32), &mut label);
        label.push_str(":\n");
        lines.push(AsmLine { offset: at, len: 0, text: label });
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
            let text = match branch_lines(inst, next, len, ctx).map_err(at)? {
                Some(t) => t,
                None => inst_line(inst, ctx).map_err(at)?,
            };
            if !text.is_empty() || len > 0 {
                lines.push(AsmLine { offset: off, len, text });
            }
        }
    }
    Ok(lines)
}

/// Prints a whole function body: a label per block (`AsmContext::block_label`) and one
/// instruction per line, block branches placed exactly as `emit_function` places them
/// (it lays the function out first), so an assembler gives the same bytes.
pub fn print_function(f: &MFunction, ctx: &dyn AsmContext, out: &mut String) -> Result<(), EmitError> {
    let code = emit_function(f, &CtxFrame(ctx))?;
    for line in print_lines(f, &code, ctx)? {
        out.push_str(&line.text);
    }
    Ok(())
}
