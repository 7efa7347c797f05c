//! The AT&T-syntax printer for x86-64 `MInst`s, reading the same opcode descriptions as the
//! encoder, so that GNU as or llvm-mc assembling the text gives the bytes `emit` produces
//! (checked by the golden tables). Operands are printed in reverse Intel order, registers
//! with `%`, immediates with `$`, symbols through an `AsmContext` (`foo@PLT`,
//! `foo@GOTPCREL(%rip)`, `.LCPI0_1(%rip)`, `.LBB0_3`).

use super::emit::{EmitError, FrameLayout};
use crate::backend::AsmLine;
use crate::code::FunctionCode;
use super::inst::{decode, desc_flags, Addr, Cc, Disp, Enc, Mn, Opcode, Seg, Slot, StForm, W};
use super::regs::{self, Size};
use rllc_isel::mir::{MBlockId, MFunction, MInst, MOperand, PReg, Reg, SymbolRef};
use std::fmt::Write;

/// Names of symbols and blocks, and the frame layout, for printing.
pub trait AsmContext: FrameLayout {
    /// Appends the assembler name of `sym` (never called for `SymbolRef::Block`).
    fn symbol(&self, sym: SymbolRef, out: &mut String);
    /// Appends the label of a block of the function being printed (`.LBB0_3`).
    fn block_label(&self, block: MBlockId, out: &mut String);
    /// The suffix of a direct call or tail call to `sym`: `@PLT` for ELF symbols that may
    /// be preempted or are external, `""` for local ones and for COFF/Mach-O. The
    /// encoder uses a PLT32 relocation either way.
    fn call_suffix(&self, _sym: SymbolRef) -> &'static str {
        "@PLT"
    }
}

fn err<T>(message: impl Into<String>) -> Result<T, EmitError> {
    Err(EmitError { at: None, message: message.into() })
}

fn phys(op: &MOperand) -> Result<PReg, EmitError> {
    match op {
        MOperand::Reg(r) => phys_reg(r.reg),
        other => err(format!("expected a register operand, found {other:?}")),
    }
}

fn phys_reg(r: Reg) -> Result<PReg, EmitError> {
    match r {
        Reg::Phys(p) => Ok(p),
        Reg::Virt(v) => err(format!("virtual register {v:?} was not allocated")),
    }
}

fn reg_name(p: PReg, w: W, size: Size) -> Result<&'static str, EmitError> {
    let (want_xmm, sz) = match w {
        W::Sz => (false, size),
        W::B8 => (false, Size::S8),
        W::B16 => (false, Size::S16),
        W::B32 => (false, Size::S32),
        W::B64 => (false, Size::S64),
        W::X => (true, Size::S64),
        W::Any => (regs::is_xmm(p), Size::S64),
    };
    if want_xmm != regs::is_xmm(p) || !(regs::is_xmm(p) || regs::is_gpr(p)) {
        return err(format!("{p:?} is in the wrong register class"));
    }
    regs::name(p, sz).map_or_else(|| err(format!("no name for {p:?}")), Ok)
}

fn push_reg(out: &mut String, p: PReg, w: W, size: Size) -> Result<(), EmitError> {
    out.push('%');
    out.push_str(reg_name(p, w, size)?);
    Ok(())
}

fn push_signed(out: &mut String, v: i64) {
    if v > 0 {
        let _ = write!(out, "+{v}");
    } else if v < 0 {
        let _ = write!(out, "{v}");
    }
}

fn push_sym(out: &mut String, ctx: &dyn AsmContext, sym: SymbolRef) {
    match sym {
        SymbolRef::Block(b) => ctx.block_label(b, out),
        s => ctx.symbol(s, out),
    }
}

/// Appends `seg:disp(base,index,scale)`.
fn push_mem(out: &mut String, a: &Addr, ctx: &dyn AsmContext) -> Result<(), EmitError> {
    match a.seg {
        Seg::None => {}
        Seg::Fs => out.push_str("%fs:"),
        Seg::Gs => out.push_str("%gs:"),
    }
    let mut base = a.base.map(phys_reg).transpose()?;
    let no_regs = a.base.is_none() && a.index.is_none();
    match a.disp {
        Disp::Imm(d) => {
            if d != 0 || no_regs {
                let _ = write!(out, "{d}");
            }
        }
        Disp::Sym(sym, addend) => {
            push_sym(out, ctx, sym);
            out.push_str(a.modifier.suffix());
            push_signed(out, addend);
        }
        Disp::Frame(fi, off) => {
            if base.is_some() {
                return err("a frame address cannot also have a base register");
            }
            let Some((b, boff)) = ctx.frame_slot(fi) else {
                return err(format!("no frame layout for stack object {}", fi.0));
            };
            base = Some(b);
            let d = boff + off;
            if d != 0 {
                let _ = write!(out, "{d}");
            }
        }
    }
    if a.is_rip_relative() {
        out.push_str("(%rip)");
        return Ok(());
    }
    let index = a.index.map(phys_reg).transpose()?;
    if base.is_none() && index.is_none() {
        return Ok(());
    }
    out.push('(');
    if let Some(b) = base {
        push_reg(out, b, W::B64, Size::S64)?;
    }
    if let Some(i) = index {
        out.push(',');
        push_reg(out, i, W::B64, Size::S64)?;
        let _ = write!(out, ",{}", a.scale);
    }
    out.push(')');
    Ok(())
}

/// Appends the mnemonic.
fn push_mnemonic(out: &mut String, mn: Mn, size: Size, cc: Option<Cc>) {
    let cc = cc.map_or("", Cc::name);
    match mn {
        Mn::S(s) => {
            out.push_str(s);
            out.push(size.suffix());
        }
        Mn::P(s) => out.push_str(s),
        Mn::X(s, from) => {
            out.push_str(s);
            out.push(from.suffix());
            out.push(size.suffix());
        }
        Mn::C(s) => {
            out.push_str(s);
            out.push_str(cc);
        }
        Mn::CS(s) => {
            out.push_str(s);
            out.push_str(cc);
            out.push(size.suffix());
        }
        Mn::N(names) => out.push_str(names[size as usize]),
    }
}

/// Appends the AT&T text of one allocated instruction, without indentation or newline.
/// Pseudo-instructions without code print as `#` comments; `Brcond` prints as two lines
/// (`jcc` and `jmp`); a copy to the same register prints nothing.
pub fn print_inst(inst: &MInst, ctx: &dyn AsmContext, out: &mut String) -> Result<(), EmitError> {
    let Some((op, size)) = decode(inst) else {
        return err(format!("opcode number {:#x} is not an x86-64 opcode", inst.opcode));
    };
    let d = op.desc();
    let has_implicit = d.layout.last() == Some(&Slot::Implicit);
    if inst.ops.len() < d.num_ops() || (!has_implicit && inst.ops.len() != d.num_ops()) {
        return err(format!("{}: {} operands, the layout has {}", d.name, inst.ops.len(), d.num_ops()));
    }
    let ops = &inst.ops;
    if op == Opcode::PatchNops {
        let Some(MOperand::Imm(n)) = ops.first() else { return err("PatchNops without a length") };
        let bytes: Vec<String> = super::emit::patch_nops(*n as usize).iter().map(|b| format!("{b:#04x}")).collect();
        out.push_str(&format!(".byte\t{}", bytes.join(",")));
        return Ok(());
    }
    if op == Opcode::StackProbeLoop {
        let Some(MOperand::Imm(size)) = ops.first() else { return err("StackProbeLoop without a size") };
        // A numeric local label: `1b` is the nearest `1:` before it, this one.
        out.push_str(&format!("1:\n\tsubq\t${size}, %rsp\n\tmovq\t$0, (%rsp)\n\tcmpq\t%r11, %rsp\n\tjne\t1b"));
        return Ok(());
    }
    if matches!(op, Opcode::TlsGdCall | Opcode::TlsLdCall) {
        // The padding prefixes are spelled out, as GCC does (`.byte`/`.value` rather than
        // llc's stand-alone `data16`, which GNU as warns about): assemblers must produce
        // exactly the sequence the linker recognizes (see `emit::encode_tls_call`).
        let (MOperand::Sym { sym, .. }, MOperand::Sym { sym: get_addr, .. }) = (&ops[0], &ops[1]) else {
            return err(format!("{}: expected two symbols", d.name));
        };
        let gd = op == Opcode::TlsGdCall;
        if gd {
            out.push_str(".byte\t0x66\n\t");
        }
        out.push_str("leaq\t");
        push_sym(out, ctx, *sym);
        out.push_str(if gd { "@TLSGD(%rip), %rdi\n\t" } else { "@TLSLD(%rip), %rdi\n\t" });
        if gd {
            out.push_str(".value\t0x6666\n\trex64\n\t");
        }
        out.push_str("callq\t");
        push_sym(out, ctx, *get_addr);
        out.push_str("@PLT");
        return Ok(());
    }
    if op == Opcode::InlineAsm {
        let mut sym = |s: SymbolRef, addend: i64, out: &mut String| {
            push_sym(out, ctx, s);
            push_signed(out, addend);
        };
        struct Frame<'a>(&'a dyn AsmContext);
        impl FrameLayout for Frame<'_> {
            fn frame_slot(&self, index: rllc_isel::mir::FrameIndex) -> Option<(PReg, i64)> {
                self.0.frame_slot(index)
            }
        }
        // `${:uid}` numbers must differ between functions: take the function's number
        // from its block labels (`.LBB<f>_0`).
        let mut label = String::new();
        ctx.block_label(rllc_isel::mir::MBlockId(0), &mut label);
        let uid_base = label
            .strip_prefix(".LBB")
            .and_then(|l| l.split('_').next())
            .and_then(|f| f.parse::<u64>().ok())
            .map_or(0, |f| f + 1);
        return super::inline_asm::print(inst, &Frame(ctx), uid_base, &mut sym, out);
    }
    match d.enc {
        Enc::None => {
            out.push_str("# ");
            out.push_str(match op {
                Opcode::ImplicitDef => "implicit-def:",
                _ => "entry-defs:",
            });
            for o in ops {
                if let MOperand::Reg(r) = o {
                    out.push(' ');
                    let p = phys_reg(r.reg)?;
                    push_reg(out, p, W::Any, Size::S64)?;
                }
            }
            return Ok(());
        }
        Enc::Copy => {
            let (dst, src) = (phys(&ops[0])?, phys(&ops[1])?);
            if dst == src {
                return Ok(());
            }
            if regs::is_xmm(dst) != regs::is_xmm(src) {
                return err(format!("copy between register classes: {src:?} to {dst:?}"));
            }
            out.push_str(if regs::is_xmm(dst) { "movaps\t" } else { "movq\t" });
            push_reg(out, src, W::Any, size)?;
            out.push_str(", ");
            return push_reg(out, dst, W::Any, size);
        }
        _ => {}
    }
    if d.is_sized() && !d.has_size(size) {
        return err(format!("{} has no {}-bit form", d.name, size.bits()));
    }

    // Operand texts in Intel order.
    let mut texts: Vec<String> = Vec::with_capacity(4);
    let mut cc = None;
    for (slot, at) in d.slot_offsets() {
        let mut t = String::new();
        match slot {
            Slot::Def(w) | Slot::Use(w) | Slot::Fixed(_, w) => push_reg(&mut t, phys(&ops[at])?, w, size)?,
            Slot::Tied(_) | Slot::ImpDef(_) | Slot::ImpUse(_) | Slot::Implicit => continue,
            Slot::Imm(_) => match ops[at] {
                MOperand::Imm(v) => {
                    let _ = write!(t, "${v}");
                }
                MOperand::Sym { sym, addend } => {
                    t.push('$');
                    push_sym(&mut t, ctx, sym);
                    push_signed(&mut t, addend);
                }
                ref o => return err(format!("{}: expected an immediate, found {o:?}", d.name)),
            },
            Slot::Mem => {
                let Some(a) = Addr::decode(ops, at) else {
                    return err(format!("{}: malformed memory operand at {at}", d.name));
                };
                push_mem(&mut t, &a, ctx)?;
            }
            Slot::Cc => {
                cc = match ops[at] {
                    MOperand::Imm(v) => Cc::from_i64(v),
                    _ => None,
                };
                if cc.is_none() {
                    return err(format!("{}: bad condition operand", d.name));
                }
                continue;
            }
            Slot::Target => match ops[at] {
                MOperand::Block(b) => ctx.block_label(b, &mut t),
                ref o => return err(format!("{}: expected a block, found {o:?}", d.name)),
            },
            Slot::Callee => match ops[at] {
                MOperand::Sym { sym, addend } => {
                    push_sym(&mut t, ctx, sym);
                    t.push_str(ctx.call_suffix(sym));
                    push_signed(&mut t, addend);
                }
                ref o => return err(format!("{}: expected a symbol, found {o:?}", d.name)),
            },
            Slot::St => match ops[at] {
                MOperand::Imm(i @ 0..=7) => {
                    let _ = write!(t, "%st({i})");
                }
                ref o => return err(format!("{}: expected st(0..7), found {o:?}", d.name)),
            },
        }
        texts.push(t);
    }

    if op == Opcode::Brcond {
        // Without the layout both jumps are printed; `print_function` trims them.
        let (taken, not_taken) = (texts[0].clone(), texts[1].clone());
        let _ = write!(out, "j{}\t{taken}\n\tjmp\t{not_taken}", cc.map_or("", Cc::name));
        return Ok(());
    }
    if let Enc::St(_, form) = d.enc {
        match form {
            StForm::St0First => texts.insert(0, "%st".into()),
            StForm::StiFirst => texts.push("%st".into()),
            StForm::One | StForm::Hidden => {}
        }
    }
    if d.flags & desc_flags::STAR != 0 {
        if let Some(t) = texts.first_mut() {
            t.insert(0, '*');
        }
    }
    // A shift by one is written without its count, as the one-operand form encodes it.
    if let Enc::Shift(..) = d.enc {
        if texts.last().map(String::as_str) == Some("$1") {
            texts.pop();
        }
    }
    if d.is_locked() {
        out.push_str("lock ");
    }
    if d.is_notrack() {
        out.push_str("notrack ");
    }
    // A tail call to a symbol resolved in place (no `@PLT`) is encoded with a rel32;
    // assemblers would shorten it to rel8 when the target is near, so the text asks for
    // the long form and assembles to the same bytes as the object output.
    if op == Opcode::JmpSym && texts.first().is_some_and(|t| !t.contains('@')) {
        out.push_str("{disp32} ");
    }
    push_mnemonic(out, d.mn, size, cc);
    for (i, t) in texts.iter().rev().enumerate() {
        out.push_str(if i == 0 { "\t" } else { ", " });
        out.push_str(t);
    }
    Ok(())
}

/// The text of a branch pseudo-instruction (`Jmp`, `Jcc`, `Brcond`) at the end of a block
/// followed by block `next`, trimmed exactly as `emit_function` trims it (a jump to the
/// next block is dropped; `Brcond` becomes one `jcc` when either target is next), so that
/// an assembler relaxes the branches to the same bytes. `None` for other instructions.
fn branch_text(inst: &MInst, next: MBlockId, ctx: &dyn AsmContext) -> Result<Option<String>, EmitError> {
    let block_at = |i: usize| match inst.ops.get(i) {
        Some(MOperand::Block(b)) => Some(*b),
        _ => None,
    };
    let cc_at = |i: usize| match inst.ops.get(i) {
        Some(MOperand::Imm(v)) => Cc::from_i64(*v),
        _ => None,
    };
    let mut out = String::new();
    let mut jump = |cc: Option<Cc>, target: MBlockId| {
        out.push('\t');
        match cc {
            Some(c) => {
                out.push('j');
                out.push_str(c.name());
            }
            None => out.push_str("jmp"),
        }
        out.push('\t');
        ctx.block_label(target, &mut out);
        out.push('\n');
    };
    match decode(inst).map(|(op, _)| op) {
        Some(Opcode::Jmp) => {
            let t = block_at(0).map_or_else(|| err("jmp without a block"), Ok)?;
            if t != next {
                jump(None, t);
            }
        }
        Some(Opcode::Jcc) => {
            let (Some(c), Some(t)) = (cc_at(0), block_at(1)) else { return err("malformed jcc") };
            if t != next {
                jump(Some(c), t);
            }
        }
        Some(Opcode::Brcond) => {
            let (Some(c), Some(t), Some(f)) = (cc_at(0), block_at(1), block_at(2)) else {
                return err("malformed brcond");
            };
            if f == next {
                if t != next {
                    jump(Some(c), t);
                }
            } else if t == next {
                jump(Some(c.invert()), f);
            } else {
                jump(Some(c), t);
                jump(None, f);
            }
        }
        _ => return Ok(None),
    }
    Ok(Some(out))
}

/// The text of one instruction other than a branch pseudo, with its line end; empty for
/// instructions that print nothing (markers).
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

/// Prints a whole function body: a label per block (`AsmContext::block_label`) and one
/// instruction per line, dropping jumps to the next block and trimming `Brcond` exactly as
/// `emit_function` does, so an assembler relaxes the branches to the same bytes.
pub fn print_function(f: &MFunction, ctx: &dyn AsmContext, out: &mut String) -> Result<(), EmitError> {
    for (bi, block) in f.blocks.iter().enumerate() {
        ctx.block_label(MBlockId(bi as u32), out);
        out.push_str(":\n");
        let next = MBlockId(bi as u32 + 1);
        for (ii, inst) in block.insts.iter().enumerate() {
            let at = |mut e: EmitError| {
                e.at = Some((bi as u32, ii as u32));
                e
            };
            let text = match branch_text(inst, next, ctx).map_err(at)? {
                Some(t) => t,
                None => inst_line(inst, ctx).map_err(at)?,
            };
            out.push_str(&text);
        }
    }
    Ok(())
}

/// The text of an encoded function (`code` from `emit_function`) line by line at code
/// offsets: block labels as lines of length 0, each instruction with the bytes it was
/// encoded to (a line is left out when it prints nothing and has no bytes).
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
            let text = match branch_text(inst, next, ctx).map_err(at)? {
                Some(t) => t,
                None => inst_line(inst, ctx).map_err(at)?,
            };
            if !text.is_empty() || nxt > off {
                lines.push(AsmLine { offset: off, len: nxt.saturating_sub(off), text });
            }
        }
    }
    Ok(lines)
}
