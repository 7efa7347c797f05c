//! Inline assembly on x86-64: selection of the DAG's `InlineAsm` node into one
//! `Opcode::InlineAsm` machine instruction, the way that instruction carries its template
//! and operands, and the substitution of the template into AT&T text (for the printer
//! and, through `assembler`, for the encoder).
//!
//! # The instruction
//!
//! The printer and the encoder see one `MInst` at a time, without the `MFunction`, so the
//! instruction describes itself: `ops[0]` is `Imm(text length | operands << 32)`, then the
//! template's bytes packed eight per `Imm`, then per template operand `$k` a descriptor
//! `Imm(kind | width << 8)` followed by its value (`Reg`, `Imm`, `Sym` or `NoReg`; for
//! memory the five operands of an x86 address), then one `CLOBBER` descriptor and fixed
//! def per clobbered register.
//!
//! # Register roles (what the allocator is told)
//!
//! Every register input is first copied into a fresh vreg (one value may feed several
//! operands, and the allocator wants distinct vregs there). Inputs in any register of a
//! class, and the registers of memory addresses, are *late* uses, so they never share a
//! register with an output or a clobber: GCC lets a plain output share an input's
//! register (only `&` forbids it), but never sharing is always correct and protects
//! templates that write an output before their last read. A tied input (`"0"`)
//! is an early use whose register the output reuses (`Reuse`), or the same fixed register
//! for `{ax}`-style outputs. `=&r` is an early def. Clobbered registers are early fixed
//! defs of dead vregs (not a clobber set): the allocator then keeps inputs out of them and
//! reports callee-saved ones to frame lowering, which saves them. Flag outputs
//! (`={@ccz}`) are `setcc` right after the instruction.

pub mod assembler;
mod intel;
pub mod module;

use super::emit::{EmitError, FrameLayout};
use super::inst::{self as I, Addr, Cc, Disp, Seg, SymMod};
use super::isel::{Sel, R};
use super::regs::{self, Size, GPR, RBP, RSP, XMM};
use rllc_ir::Diagnostic;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::NodeData;
use rllc_isel::mir::{
    AsmLoc, AsmValue, MInst, MOperand, OperandConstraint, OperandKind, OperandPos, PReg, Reg, RegOperand, SymbolRef,
};
use rllc_isel::vt::VT;

/// Descriptor kinds of a template operand.
const KIND_NONE: i64 = 0;
const KIND_REG: i64 = 1;
/// Memory: the five operands of an x86 address follow (`inst/addr.rs`: base, index, scale,
/// displacement, segment/modifier flags).
const KIND_ADDR: i64 = 2;
const KIND_IMM: i64 = 3;
const KIND_CLOBBER: i64 = 4;

/// The width in bytes of a register operand of type `vt` (16: an XMM register).
fn width_of(vt: VT) -> i64 {
    if vt.is_float() || vt.is_vector() {
        16
    } else {
        match vt.bits() {
            0..=8 => 1,
            9..=16 => 2,
            17..=32 => 4,
            _ => 8,
        }
    }
}

/// The register a constraint names (`ax`, `eax`, `rax`, `al`, `r8d`, `xmm3`, ...).
pub fn reg_by_name(name: &str) -> Option<PReg> {
    let name = name.trim_start_matches('%');
    for i in 0..16u16 {
        let p = PReg(i);
        for s in Size::ALL {
            if regs::name(p, s) == Some(name) {
                return Some(p);
            }
        }
    }
    match name {
        "ah" => return Some(regs::RAX),
        "bh" => return Some(regs::RBX),
        "ch" => return Some(regs::RCX),
        "dh" => return Some(regs::RDX),
        _ => {}
    }
    let n: u16 = name.strip_prefix("xmm")?.parse().ok()?;
    (n < 16).then(|| regs::xmm(n))
}

/// The fixed register of a single-letter x86 constraint (`a` → rax, ...).
fn letter_reg(c: u8) -> Option<PReg> {
    Some(match c {
        b'a' => regs::RAX,
        b'b' => regs::RBX,
        b'c' => regs::RCX,
        b'd' => regs::RDX,
        b'S' => regs::RSI,
        b'D' => regs::RDI,
        _ => return None,
    })
}

/// The condition of a flag output (`={@ccz}` → `z`).
pub fn flag_cc(name: &str) -> Option<Cc> {
    Some(match name {
        "o" => Cc::O,
        "no" => Cc::NO,
        "b" | "c" | "nae" => Cc::B,
        "ae" | "nb" | "nc" => Cc::AE,
        "e" | "z" => Cc::E,
        "ne" | "nz" => Cc::NE,
        "be" | "na" => Cc::BE,
        "a" | "nbe" => Cc::A,
        "s" => Cc::S,
        "ns" => Cc::NS,
        "p" | "pe" => Cc::P,
        "np" | "po" => Cc::NP,
        "l" | "nge" => Cc::L,
        "ge" | "nl" => Cc::GE,
        "le" | "ng" => Cc::LE,
        "g" | "nle" => Cc::G,
        _ => return None,
    })
}

fn diag(msg: impl Into<String>) -> Diagnostic {
    Diagnostic::new(None, msg)
}

/// The header bit of an Intel-dialect template (`asm inteldialect`).
const HEADER_INTEL: i64 = i64::MIN;

/// The header and template words of an `InlineAsm` instruction's operand list.
fn pack_header(template: &str, num_operands: usize, index: usize, intel: bool) -> Vec<MOperand> {
    let text = template.as_bytes();
    let header = (text.len() as i64 & 0xffff_ffff)
        | (num_operands as i64 & 0xffff) << 32
        | (index.min(0x7fff) as i64) << 48
        | if intel { HEADER_INTEL } else { 0 };
    let mut ops = vec![MOperand::Imm(header)];
    for chunk in text.chunks(8) {
        let mut w = [0u8; 8];
        w[..chunk.len()].copy_from_slice(chunk);
        ops.push(MOperand::Imm(i64::from_le_bytes(w)));
    }
    ops
}

fn reg_op(reg: Reg, kind: OperandKind, constraint: OperandConstraint, pos: OperandPos) -> MOperand {
    MOperand::Reg(RegOperand { reg, kind, constraint, pos })
}

impl Sel<'_, '_> {
    /// Selects an `InlineAsm` node (see the module comment for the roles).
    pub(super) fn inline_asm(&mut self, id: NodeId) -> R {
        let dag = self.dag;
        let node = dag.node(id);
        let NodeData::Payload(index) = node.data else { return Err(diag("inline asm node without its description")) };
        let info = self.cx.mf.inline_asms.get(index as usize).cloned().ok_or_else(|| diag("inline asm description missing"))?;
        if info.template.len() > u32::MAX as usize || info.operands.len() > 0xffff {
            return Err(diag("inline asm template or operand list too large"));
        }
        let mut ops = pack_header(&info.template, info.operands.len(), index as usize, info.intel_dialect);
        let allocatable_regs: Vec<PReg> = self.t.env.classes.iter().flat_map(|c| c.allocatable()).collect();
        let allocatable = |p: PReg| allocatable_regs.contains(&p);
        // `Q` (a register with a high byte: a, b, c or d) is pinned to one of those the
        // asm does not name otherwise; the allocator has no sub-classes.
        let named: Vec<PReg> = info
            .operands
            .iter()
            .filter_map(|o| match &o.loc {
                AsmLoc::Named(n) => reg_by_name(n),
                AsmLoc::Class(c) => letter_reg(*c),
                _ => None,
            })
            .chain(info.clobbers.iter().filter_map(|n| reg_by_name(n)))
            .collect();
        let mut q_free: Vec<PReg> = [regs::RAX, regs::RCX, regs::RDX, regs::RBX].into_iter().filter(|p| !named.contains(p)).collect();
        q_free.reverse();
        // With more register operands than the allocator could keep apart, inputs may
        // share registers with outputs as GCC allows (early uses): only then, since never
        // sharing is the safer reading of templates that forgot an `&`.
        let register_operands = info.operands.iter().filter(|o| !matches!(o.loc, AsmLoc::Imm(_) | AsmLoc::Sym(..) | AsmLoc::Flag(_))).count()
            + info.clobbers.len();
        let crowded = register_operands > 12;
        let mut reg_count = 0usize;
        // Per output operand: the class and fixed register it got (for tied inputs).
        let mut chosen: Vec<Option<(rllc_regalloc::RegClass, Option<PReg>)>> = vec![None; info.operands.len()];
        // Per template operand: the `ops` index of an output's def.
        let mut def_at: Vec<Option<usize>> = vec![None; info.operands.len()];
        let mut fixed_out: Vec<PReg> = Vec::new();
        let mut fixed_in: Vec<PReg> = Vec::new();
        let mut flags_out: Vec<(u32, Cc)> = Vec::new();
        let mut copies: Vec<MInst> = Vec::new();
        for (k, o) in info.operands.iter().enumerate() {
            // The description and the node were made together; check anyway (no panics).
            let in_range = match o.value {
                AsmValue::Result(r) => (r as usize) < node.vts().len(),
                AsmValue::Operand(i) => (i as usize) < node.num_ops(),
                AsmValue::None => true,
            };
            if !in_range {
                return Err(diag("inline asm description does not match its node"));
            }
            let width = width_of(o.vt);
            // The class and fixed register a register constraint asks for.
            let q_reg = if matches!(o.loc, AsmLoc::Class(b'Q')) && o.value != AsmValue::None { q_free.pop() } else { None };
            if matches!(o.loc, AsmLoc::Class(b'Q')) && q_reg.is_none() {
                return Err(diag("inline asm: no register left for a `Q` constraint"));
            }
            let want = |loc: &AsmLoc| -> R<(rllc_regalloc::RegClass, Option<PReg>)> {
                match loc {
                    AsmLoc::Class(b'Q') => Ok((GPR, q_reg)),
                    AsmLoc::Class(c) => {
                        if let Some(p) = letter_reg(*c) {
                            return Ok((GPR, Some(p)));
                        }
                        match c {
                            b'r' | b'q' | b'R' | b'l' | b'U' => Ok((GPR, None)),
                            b'x' | b'v' | b'Y' => Ok((XMM, None)),
                            _ => Err(diag(format!("inline asm constraint `{}` is not supported", *c as char))),
                        }
                    }
                    AsmLoc::Named(n) => {
                        let p = reg_by_name(n).ok_or_else(|| diag(format!("unknown register `{n}` in an inline asm constraint")))?;
                        // rbp may become the frame pointer after selection: reserved too.
                        if p == RSP || p == RBP || !allocatable(p) {
                            return Err(diag(format!("inline asm operand in `{n}`, a register rllc reserves")));
                        }
                        Ok((if regs::is_xmm(p) { XMM } else { GPR }, Some(p)))
                    }
                    _ => Err(diag("bad inline asm register constraint")),
                }
            };
            let class_ok = |cls, vt: VT| {
                let value_class = if vt.is_float() || vt.is_vector() { XMM } else { GPR };
                if value_class == cls {
                    Ok(())
                } else {
                    Err(diag(format!("inline asm operand {k}: a {vt:?} value in a register of the other class is not supported")))
                }
            };
            match (o.value, &o.loc) {
                (AsmValue::Result(r), AsmLoc::Flag(c)) => {
                    let cc = flag_cc(c).ok_or_else(|| diag(format!("unknown flag output `@cc{c}`")))?;
                    ops.push(MOperand::Imm(KIND_NONE));
                    ops.push(MOperand::NoReg);
                    flags_out.push((r, cc));
                }
                (AsmValue::Result(r), loc @ (AsmLoc::Class(_) | AsmLoc::Named(_))) => {
                    let (cls, fixed) = want(loc)?;
                    class_ok(cls, o.vt)?;
                    chosen[k] = Some((cls, fixed));
                    let d = self.def(SDValue::new(id, r));
                    let pos = if o.early_clobber { OperandPos::Early } else { OperandPos::Late };
                    let constraint = match fixed {
                        Some(p) => {
                            fixed_out.push(p);
                            OperandConstraint::FixedReg(p)
                        }
                        None => OperandConstraint::Reg,
                    };
                    ops.push(MOperand::Imm(KIND_REG | width << 8));
                    def_at[k] = Some(ops.len());
                    ops.push(reg_op(Reg::Virt(d), OperandKind::Def, constraint, pos));
                    reg_count += 1;
                }
                (AsmValue::Operand(i), AsmLoc::Mem) => {
                    // The address as the instruction's own operands: a frame slot,
                    // `sym(%rip)` or `disp(base,index,scale)`. Its registers are late uses,
                    // like every untied input.
                    let a = self.addr(node.op(i as usize));
                    if a.seg != Seg::None || a.modifier != SymMod::None {
                        return Err(diag("inline asm memory operand with a segment or symbol modifier is not supported"));
                    }
                    ops.push(MOperand::Imm(KIND_ADDR));
                    reg_count += a.push_operands(&mut ops, OperandPos::Late);
                }
                (AsmValue::Operand(i), loc) => {
                    let v = node.op(i as usize);
                    let (cls, fixed, tie, kind) = match loc {
                        AsmLoc::Tied(t) => {
                            let t = *t as usize;
                            let out = info.operands.get(t).filter(|_| t < k).ok_or_else(|| diag(format!("inline asm input tied to missing output {t}")))?;
                            let (cls, fixed) = match (&out.value, chosen[t]) {
                                (AsmValue::Result(_), Some(c)) => c,
                                _ => return Err(diag(format!("inline asm input tied to operand {t}, which is not a register output"))),
                            };
                            class_ok(cls, o.vt)?;
                            (cls, fixed, Some(t), KIND_REG)
                        }
                        l @ (AsmLoc::Class(_) | AsmLoc::Named(_)) => {
                            let (cls, fixed) = want(l)?;
                            class_ok(cls, o.vt)?;
                            (cls, fixed, None, KIND_REG)
                        }
                        _ => return Err(diag("bad inline asm input")),
                    };
                    let src = self.reg(v);
                    let fresh = self.cx.new_vreg(cls);
                    copies.push(I::copy(fresh, src));
                    let (constraint, pos) = match (fixed, tie) {
                        (Some(p), _) => {
                            fixed_in.push(p);
                            (OperandConstraint::FixedReg(p), OperandPos::Early)
                        }
                        (None, Some(t)) => {
                            // The output reuses this input's register.
                            let at = def_at[t].ok_or_else(|| diag("inline asm tie to an output without a register"))?;
                            if let MOperand::Reg(r) = &mut ops[at] {
                                if r.constraint != OperandConstraint::Reg {
                                    return Err(diag(format!("inline asm output {t} is tied to two inputs")));
                                }
                                r.constraint = OperandConstraint::Reuse(reg_count as u8);
                                r.pos = OperandPos::Late;
                            }
                            (OperandConstraint::Reg, OperandPos::Early)
                        }
                        (None, None) if crowded => (OperandConstraint::Reg, OperandPos::Early),
                        (None, None) => (OperandConstraint::Reg, OperandPos::Late),
                    };
                    ops.push(MOperand::Imm(kind | width << 8));
                    ops.push(reg_op(Reg::Virt(fresh), OperandKind::Use, constraint, pos));
                    reg_count += 1;
                }
                (AsmValue::None, AsmLoc::Imm(x)) => {
                    ops.push(MOperand::Imm(KIND_IMM | width << 8));
                    ops.push(MOperand::Imm(*x));
                }
                (AsmValue::None, AsmLoc::Sym(s, off)) => {
                    ops.push(MOperand::Imm(KIND_IMM | 8 << 8));
                    ops.push(MOperand::Sym { sym: *s, addend: *off });
                }
                _ => return Err(diag(format!("inline asm operand {k} is not supported"))),
            }
        }
        if reg_count > u8::MAX as usize {
            return Err(diag("inline asm has too many register operands"));
        }
        let mut clobbered: Vec<PReg> = Vec::new();
        for name in &info.clobbers {
            let Some(p) = reg_by_name(name) else {
                // Registers rllc never allocates (x87, segment, mask, ...): nothing to do.
                continue;
            };
            // rsp and the allocator's scratch hold no allocated values across an
            // instruction; outputs in the register already define it. rbp is skipped too:
            // it may become the frame pointer after selection, so the asm must preserve it
            // (as GCC requires of the frame pointer).
            // TODO: when the function ends up without a frame pointer, a value allocated
            // to rbp is not protected from an asm that clobbers it.
            if p == RSP || p == RBP || !allocatable(p) || fixed_out.contains(&p) || clobbered.contains(&p) {
                continue;
            }
            clobbered.push(p);
            let cls = if regs::is_xmm(p) { XMM } else { GPR };
            let dead = self.cx.new_vreg(cls);
            let pos = if fixed_in.contains(&p) { OperandPos::Late } else { OperandPos::Early };
            ops.push(MOperand::Imm(KIND_CLOBBER));
            ops.push(reg_op(Reg::Virt(dead), OperandKind::Def, OperandConstraint::FixedReg(p), pos));
        }
        for c in copies {
            self.emit(c);
        }
        let goto = if info.labels.is_empty() { 0 } else { rllc_isel::mir::inst_flags::ASM_GOTO };
        self.emit(I::inline_asm_raw(ops).with_flags(goto));
        for (r, cc) in flags_out {
            let out = SDValue::new(id, r);
            let vt = self.vt(out);
            let d = self.def(out);
            if vt == VT::I8 {
                self.emit(I::setcc(cc, d));
            } else {
                let t = self.gpr();
                self.emit(I::setcc(cc, t));
                let size = if vt.bits() > 32 { Size::S64 } else { Size::S32 };
                self.emit(I::movzx8_rr(size, d, t));
            }
        }
        Ok(())
    }
}

/// One template operand of an allocated `InlineAsm` instruction.
#[derive(Clone, Copy, Debug)]
struct Operand<'a> {
    kind: i64,
    /// Bytes (16: XMM).
    width: i64,
    value: &'a MOperand,
    /// For memory: the address.
    addr: Option<Addr>,
}

/// Whether an `InlineAsm` instruction's template is in Intel syntax.
pub fn is_intel(inst: &MInst) -> bool {
    matches!(inst.ops.first(), Some(MOperand::Imm(h)) if h & HEADER_INTEL != 0)
}

/// The template, operands and function-wide asm number of an `InlineAsm` instruction.
fn unpack(inst: &MInst) -> Result<(String, Vec<Operand<'_>>, u64), EmitError> {
    let bad = || EmitError { at: None, message: "malformed inline asm instruction".into() };
    let Some(MOperand::Imm(h)) = inst.ops.first() else { return Err(bad()) };
    let (len, n, number) = ((*h & 0xffff_ffff) as usize, ((*h >> 32) & 0xffff) as usize, ((*h >> 48) & 0x7fff) as u64);
    let words = len.div_ceil(8);
    let mut text = Vec::with_capacity(len);
    for i in 0..words {
        let Some(MOperand::Imm(w)) = inst.ops.get(1 + i) else { return Err(bad()) };
        text.extend_from_slice(&w.to_le_bytes());
    }
    text.truncate(len);
    let text = String::from_utf8(text).map_err(|_| bad())?;
    let mut out = Vec::with_capacity(n);
    let mut at = 1 + words;
    for _ in 0..n {
        let (Some(MOperand::Imm(d)), Some(value)) = (inst.ops.get(at), inst.ops.get(at + 1)) else { return Err(bad()) };
        let kind = d & 0xff;
        if kind == KIND_ADDR {
            let a = Addr::decode(&inst.ops, at + 1).ok_or_else(bad)?;
            out.push(Operand { kind, width: 8, value, addr: Some(a) });
            at += 1 + super::inst::MEM_OPS;
        } else {
            out.push(Operand { kind, width: d >> 8, value, addr: None });
            at += 2;
        }
    }
    Ok((text, out, number))
}

fn phys(op: &MOperand) -> Result<PReg, EmitError> {
    match op {
        MOperand::Reg(RegOperand { reg: Reg::Phys(p), .. }) => Ok(*p),
        o => Err(EmitError { at: None, message: format!("inline asm: expected an allocated register, found {o:?}") }),
    }
}

/// The AT&T name of register `p` for modifier `m` (or the operand's own width).
fn reg_text(p: PReg, width: i64, m: Option<char>) -> Result<String, EmitError> {
    let e = |msg: String| EmitError { at: None, message: msg };
    if regs::is_xmm(p) {
        return match m {
            None | Some('x') => Ok(format!("%{}", regs::name(p, Size::S64).unwrap_or("xmm0"))),
            Some(c) => Err(e(format!("inline asm: modifier `{c}` on an XMM register"))),
        };
    }
    let size = match m {
        Some('b') => Size::S8,
        Some('w') => Size::S16,
        Some('k') => Size::S32,
        Some('q') => Size::S64,
        Some('h') => {
            let n = match p {
                regs::RAX => "ah",
                regs::RBX => "bh",
                regs::RCX => "ch",
                regs::RDX => "dh",
                _ => return Err(e(format!("inline asm: `h` modifier on {}, which has no high byte", regs::name(p, Size::S64).unwrap_or("?")))),
            };
            return Ok(format!("%{n}"));
        }
        None => Size::from_bytes(width as u64).unwrap_or(Size::S64),
        Some(c) => return Err(e(format!("inline asm: modifier `{c}` is not supported on a register"))),
    };
    regs::name(p, size).map(|n| format!("%{n}")).ok_or_else(|| e(format!("no name for {p:?}")))
}

/// Substitutes the operands of an allocated `InlineAsm` instruction into its template:
/// AT&T text, statements separated by newlines as written. `sym` spells a symbol operand
/// (with its addend). `${:uid}` (GCC's `%=`) becomes `uid_base · 100000 +` the asm's
/// number in its function: unique in the output when `uid_base` differs per function.
pub fn render(
    inst: &MInst,
    frame: &dyn FrameLayout,
    uid_base: u64,
    sym: &mut dyn FnMut(SymbolRef, i64, &mut String),
) -> Result<String, EmitError> {
    let (text, operands, number) = unpack(inst)?;
    let intel = is_intel(inst);
    let e = |msg: String| EmitError { at: None, message: format!("inline asm: {msg}") };
    let mut out = String::with_capacity(text.len() + 16);
    let b = text.as_bytes();
    let mut i = 0;
    // Dialect alternatives `$(att$|intel$)`: inside, only the template's dialect's is kept
    // (the second in Intel templates, as llc's printer does).
    let want_alt = usize::from(intel);
    let mut alt = 0usize;
    let mut in_alt = false;
    while i < b.len() {
        let c = b[i];
        if c != b'$' {
            // Whole characters, so `i` stays on a character boundary.
            let ch = text[i..].chars().next().unwrap_or(' ');
            if !in_alt || alt == want_alt {
                out.push(ch);
            }
            i += ch.len_utf8();
            continue;
        }
        i += 1;
        let Some(&n) = b.get(i) else { return Err(e("`$` at the end of the template".into())) };
        match n {
            b'$' => {
                // In Intel templates `$$` (clang's immediate marker in MS asm blocks,
                // `$$5`) is dropped, as llc-19 drops it.
                if (!in_alt || alt == want_alt) && !intel {
                    out.push('$');
                }
                i += 1;
                continue;
            }
            b'(' => {
                in_alt = true;
                alt = 0;
                i += 1;
                continue;
            }
            b'|' => {
                alt += 1;
                i += 1;
                continue;
            }
            b')' => {
                in_alt = false;
                i += 1;
                continue;
            }
            _ => {}
        }
        // `$N` or `${N:m}`.
        let (num, modifier) = if n == b'{' {
            let close = text[i..].find('}').ok_or_else(|| e("unterminated `${`".into()))? + i;
            let inner = &text[i + 1..close];
            i = close + 1;
            let (num, m) = match inner.split_once(':') {
                Some((a, m)) => (a, Some(m)),
                None => (inner, None),
            };
            if num.is_empty() {
                match m {
                    Some("comment") => {
                        out.push('#');
                        continue;
                    }
                    Some("private") => {
                        out.push_str(".L");
                        continue;
                    }
                    Some("uid") => {
                        out.push_str(&(uid_base.wrapping_mul(100_000).wrapping_add(number)).to_string());
                        continue;
                    }
                    _ => return Err(e(format!("`${{{inner}}}` is not supported"))),
                }
            }
            let num: usize = num.parse().map_err(|_| e(format!("bad operand reference `${{{inner}}}`")))?;
            let m = match m {
                None => None,
                Some(s) if s.chars().count() == 1 => s.chars().next(),
                Some(s) => return Err(e(format!("operand modifier `{s}` is not supported"))),
            };
            (num, m)
        } else if n.is_ascii_digit() {
            let start = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            (text[start..i].parse::<usize>().map_err(|_| e("bad operand number".into()))?, None)
        } else {
            return Err(e(format!("`${}` is not a template operand", n as char)));
        };
        if in_alt && alt != want_alt {
            continue;
        }
        let o = operands.get(num).ok_or_else(|| e(format!("operand ${num} does not exist ({} operands)", operands.len())))?;
        if intel {
            intel_operand(o, num, modifier, frame, sym, &mut out)?;
            continue;
        }
        match (o.kind, modifier) {
            (KIND_REG, Some('a')) => {
                let r = reg_text(phys(o.value)?, 8, Some('q'))?;
                out.push('(');
                out.push_str(&r);
                out.push(')');
            }
            (KIND_REG, Some('A')) => {
                out.push('*');
                out.push_str(&reg_text(phys(o.value)?, o.width, None)?);
            }
            // `P` and `p` only change how symbols print.
            (KIND_REG, Some('P' | 'p')) => out.push_str(&reg_text(phys(o.value)?, o.width, None)?),
            (KIND_REG, Some('V')) => out.push_str(reg_text(phys(o.value)?, o.width, None)?.trim_start_matches('%')),
            (KIND_REG, m) => out.push_str(&reg_text(phys(o.value)?, o.width, m)?),
            (KIND_ADDR, None | Some('a') | Some('P') | Some('q') | Some('k') | Some('w') | Some('b') | Some('H')) => {
                let a = o.addr.ok_or_else(|| e("memory operand without an address".into()))?;
                addr_text(&a, if modifier == Some('H') { 8 } else { 0 }, frame, sym, &mut out)?;
            }
            (KIND_IMM, m) => {
                // (`l`: an asm goto's label, a block symbol.)
                let bare = matches!(m, Some('c') | Some('P') | Some('a') | Some('n') | Some('l'));
                if let Some(x) = m.filter(|x| !matches!(x, 'c' | 'P' | 'a' | 'n' | 'l')) {
                    return Err(e(format!("modifier `{x}` on an immediate operand")));
                }
                if !bare {
                    out.push('$');
                }
                match *o.value {
                    MOperand::Imm(v) => {
                        let v = if m == Some('n') { v.wrapping_neg() } else { v };
                        out.push_str(&v.to_string());
                    }
                    MOperand::Sym { sym: s, addend } if m != Some('n') => sym(s, addend, &mut out),
                    ref v => return Err(e(format!("bad immediate {v:?}"))),
                }
            }
            (KIND_NONE, _) => return Err(e(format!("operand ${num} (a flag output) has no text"))),
            (_, m) => return Err(e(format!("operand ${num}: modifier {m:?} is not supported here"))),
        }
    }
    Ok(out)
}

/// Appends the Intel-dialect text of template operand `num` with modifier `m`, as llc-19's
/// printer spells it (`X86AsmPrinter::PrintAsmOperand`, `PrintAsmMemoryOperand`): registers
/// without `%` (`V` the 64-bit name), immediates bare, a symbol as `offset sym` (bare under
/// `c`, `P`, `p`), memory as `[base + scale*index + disp]`. AT&T-only modifiers (`a`, `A`,
/// `H` on memory) are errors, as in llc.
fn intel_operand(
    o: &Operand,
    num: usize,
    m: Option<char>,
    frame: &dyn FrameLayout,
    sym: &mut dyn FnMut(SymbolRef, i64, &mut String),
    out: &mut String,
) -> Result<(), EmitError> {
    let e = |msg: String| EmitError { at: None, message: format!("inline asm: {msg}") };
    let bad = || {
        let m = m.unwrap_or(' ');
        e(format!("operand ${num}: modifier `{m}` is not supported in an Intel-syntax template"))
    };
    match o.kind {
        KIND_REG => {
            let p = phys(o.value)?;
            let m = match m {
                None | Some('c' | 'P') => None,
                Some('V') => Some('q'),
                Some('n') => {
                    out.push('-');
                    None
                }
                Some(c @ ('b' | 'h' | 'w' | 'k' | 'q' | 'x')) => Some(c),
                Some(_) => return Err(bad()),
            };
            out.push_str(reg_text(p, o.width, m)?.trim_start_matches('%'));
        }
        KIND_ADDR => {
            let a = o.addr.ok_or_else(|| e("memory operand without an address".into()))?;
            match m {
                None | Some('b' | 'h' | 'w' | 'k' | 'q') => intel_addr_text(&a, false, frame, sym, out)?,
                // A call's target (`call ${0:P}`, clang's MS-style calls): llc-19 makes the
                // symbol a direct call target, not memory.
                Some('P') if a.base.is_none() && a.index.is_none() && matches!(a.disp, Disp::Sym(..)) => {
                    if let Disp::Sym(s, addend) = a.disp {
                        sym(s, addend, out);
                    }
                }
                Some('P') => intel_addr_text(&a, true, frame, sym, out)?,
                Some(_) => return Err(bad()),
            }
        }
        KIND_IMM => match (*o.value, m) {
            (MOperand::Imm(v), None | Some('c' | 'P')) => out.push_str(&v.to_string()),
            (MOperand::Imm(v), Some('n')) => out.push_str(&v.wrapping_neg().to_string()),
            (MOperand::Sym { sym: s, addend }, None) => {
                out.push_str("offset ");
                sym(s, addend, out);
            }
            // (`l`: an asm goto's label, a block symbol.)
            (MOperand::Sym { sym: s, addend }, Some('c' | 'P' | 'p' | 'l')) => sym(s, addend, out),
            _ => return Err(bad()),
        },
        KIND_NONE => return Err(e(format!("operand ${num} (a flag output) has no text"))),
        _ => return Err(bad()),
    }
    Ok(())
}

/// Appends `[base + scale*index + disp]` (llc's `PrintIntelMemReference`); `disp_only`
/// (modifier `P`) leaves the base out when the displacement is a symbol.
fn intel_addr_text(
    a: &Addr,
    disp_only: bool,
    frame: &dyn FrameLayout,
    sym: &mut dyn FnMut(SymbolRef, i64, &mut String),
    out: &mut String,
) -> Result<(), EmitError> {
    let e = |msg: String| EmitError { at: None, message: format!("inline asm: {msg}") };
    let as_phys = |reg: Reg| {
        let (kind, constraint, pos) = (OperandKind::Use, OperandConstraint::Reg, OperandPos::Early);
        phys(&MOperand::Reg(RegOperand { reg, kind, constraint, pos }))
    };
    let mut base = a.base.map(as_phys).transpose()?.map(|p| reg_text(p, 8, None)).transpose()?;
    let index = a.index.map(as_phys).transpose()?;
    let mut disp = 0i64;
    match a.disp {
        Disp::Imm(d) => disp = d as i64,
        Disp::Sym(..) => {}
        Disp::Frame(fi, off) => {
            if base.is_some() {
                return Err(e("a frame address cannot also have a base register".into()));
            }
            let slot = frame.frame_slot(fi);
            let (b, boff) = slot.ok_or_else(|| e(format!("no frame layout for stack object {}", fi.0)))?;
            base = Some(reg_text(b, 8, None)?);
            disp = boff + off;
        }
    }
    if a.is_rip_relative() {
        base = Some("%rip".into());
    }
    if disp_only && matches!(a.disp, Disp::Sym(..)) {
        base = None;
    }
    out.push('[');
    let mut plus = false;
    if let Some(b) = &base {
        out.push_str(b.trim_start_matches('%'));
        plus = true;
    }
    if let Some(i) = index {
        if plus {
            out.push_str(" + ");
        }
        if a.scale != 1 {
            out.push_str(&format!("{}*", a.scale));
        }
        out.push_str(reg_text(i, 8, None)?.trim_start_matches('%'));
        plus = true;
    }
    if let Disp::Sym(s, addend) = a.disp {
        if plus {
            out.push_str(" + ");
        }
        sym(s, addend, out);
    } else if disp != 0 || !plus {
        match (plus, disp < 0) {
            (true, true) => out.push_str(&format!(" - {}", disp.unsigned_abs())),
            (true, false) => out.push_str(&format!(" + {disp}")),
            (false, _) => out.push_str(&disp.to_string()),
        }
    }
    out.push(']');
    Ok(())
}

/// Appends `disp(base,index,scale)`, `sym(%rip)` or a frame slot, `extra` bytes further.
fn addr_text(
    a: &Addr,
    extra: i64,
    frame: &dyn FrameLayout,
    sym: &mut dyn FnMut(SymbolRef, i64, &mut String),
    out: &mut String,
) -> Result<(), EmitError> {
    let e = |msg: String| EmitError { at: None, message: format!("inline asm: {msg}") };
    let mut base = a.base.map(|r| phys(&MOperand::Reg(RegOperand { reg: r, kind: OperandKind::Use, constraint: OperandConstraint::Reg, pos: OperandPos::Early }))).transpose()?;
    let index = a.index.map(|r| phys(&MOperand::Reg(RegOperand { reg: r, kind: OperandKind::Use, constraint: OperandConstraint::Reg, pos: OperandPos::Early }))).transpose()?;
    match a.disp {
        Disp::Imm(d) => {
            let d = d as i64 + extra;
            if d != 0 || (base.is_none() && index.is_none()) {
                out.push_str(&d.to_string());
            }
        }
        Disp::Sym(s, addend) => sym(s, addend + extra, out),
        Disp::Frame(fi, off) => {
            if base.is_some() {
                return Err(e("a frame address cannot also have a base register".into()));
            }
            let (b, boff) = frame.frame_slot(fi).ok_or_else(|| e(format!("no frame layout for stack object {}", fi.0)))?;
            base = Some(b);
            let d = boff + off + extra;
            if d != 0 {
                out.push_str(&d.to_string());
            }
        }
    }
    if a.is_rip_relative() {
        out.push_str("(%rip)");
        return Ok(());
    }
    if base.is_none() && index.is_none() {
        return Ok(());
    }
    out.push('(');
    if let Some(b) = base {
        out.push_str(&reg_text(b, 8, None)?);
    }
    if let Some(i) = index {
        out.push(',');
        out.push_str(&reg_text(i, 8, None)?);
        out.push(',');
        out.push_str(&a.scale.to_string());
    }
    out.push(')');
    Ok(())
}

/// Appends the printer's text of an `InlineAsm` instruction (without the first tab and
/// the last newline, like every instruction): the substituted template between `#APP`
/// and `#NO_APP`, one statement per line as written.
pub fn print(
    inst: &MInst,
    frame: &dyn FrameLayout,
    uid_base: u64,
    sym: &mut dyn FnMut(SymbolRef, i64, &mut String),
    out: &mut String,
) -> Result<(), EmitError> {
    let text = render(inst, frame, uid_base, sym)?;
    if is_intel(inst) {
        // Bracketed so that assemblers read it as Intel syntax and the rest as AT&T again.
        // (Numbers spelled as assemblers read them there: `10h` is MASM's, which llc reads in
        // Intel templates only.)
        let text = format!(".intel_syntax noprefix\n{}\n.att_syntax", intel::plain_numbers(&text));
        crate::inline_asm::print_between_markers(&text, "#", out);
    } else {
        crate::inline_asm::print_between_markers(&text, "#", out);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn phys_op(p: PReg, kind: OperandKind) -> MOperand {
        reg_op(Reg::Phys(p), kind, OperandConstraint::Reg, OperandPos::Late)
    }

    /// An allocated instruction: `$0` a 32-bit register output in rax, `$1` the
    /// immediate 5, `$2` memory at (%rdi), `$3` a symbol.
    fn sample(template: &str) -> MInst {
        sample_in(template, false)
    }

    fn sample_in(template: &str, intel: bool) -> MInst {
        let mut ops = pack_header(template, 4, 3, intel);
        ops.push(MOperand::Imm(KIND_REG | 4 << 8));
        ops.push(phys_op(regs::RAX, OperandKind::Def));
        ops.push(MOperand::Imm(KIND_IMM | 4 << 8));
        ops.push(MOperand::Imm(5));
        ops.push(MOperand::Imm(KIND_ADDR));
        ops.push(phys_op(regs::RDI, OperandKind::Use));
        ops.push(MOperand::NoReg);
        ops.push(MOperand::Imm(1));
        ops.push(MOperand::Imm(0));
        ops.push(MOperand::Imm(0));
        ops.push(MOperand::Imm(KIND_IMM | 8 << 8));
        ops.push(MOperand::Sym { sym: SymbolRef::ConstPool(0), addend: 8 });
        ops.push(MOperand::Imm(KIND_CLOBBER));
        ops.push(phys_op(regs::RBX, OperandKind::Def));
        I::inline_asm_raw(ops)
    }

    fn text(template: &str) -> Result<String, EmitError> {
        let mut sym = |_: SymbolRef, addend: i64, out: &mut String| out.push_str(&format!("S+{addend}"));
        render(&sample(template), &super::super::emit::NoFrame, 2, &mut sym)
    }

    #[test]
    fn substitutes_operands_and_modifiers() {
        assert_eq!(text("movl $1, $0").unwrap(), "movl $5, %eax");
        assert_eq!(text("${0:q} ${0:k} ${0:w} ${0:b} ${0:h}").unwrap(), "%rax %eax %ax %al %ah");
        assert_eq!(text("addl $$${1:c}, $0; leaq ${3:P}(%rip), ${0:q}").unwrap(), "addl $5, %eax; leaq S+8(%rip), %rax");
        assert_eq!(text("movl $2, $0\n\tmovl ${2:H}, $0").unwrap(), "movl (%rdi), %eax\n\tmovl 8(%rdi), %eax");
        assert_eq!(text("$(movl $1, $0$|mov $0, $1$)").unwrap(), "movl $5, %eax");
        assert_eq!(text("${1:n} ${0:a} $3").unwrap(), "-5 (%rax) $S+8");
        assert_eq!(text("é $0 ${:comment} x").unwrap(), "é %eax # x");
        assert_eq!(text(".Lx${:uid}: jmp .Lx${:uid}").unwrap(), ".Lx200003: jmp .Lx200003");
    }

    fn intel_text(template: &str) -> Result<String, EmitError> {
        let mut sym = |_: SymbolRef, addend: i64, out: &mut String| out.push_str(&format!("S+{addend}"));
        render(&sample_in(template, true), &super::super::emit::NoFrame, 2, &mut sym)
    }

    /// Operands in Intel templates print as llc-19 prints them; `$$` disappears.
    #[test]
    fn substitutes_intel_operands() {
        assert_eq!(intel_text("mov $0, $1").unwrap(), "mov eax, 5");
        assert_eq!(intel_text("${0:q} ${0:k} ${0:w} ${0:b} ${0:h} ${0:V}").unwrap(), "rax eax ax al ah rax");
        let t = intel_text("add $0, dword ptr $2; mov $0, ${2:k}").unwrap();
        assert_eq!(t, "add eax, dword ptr [rdi]; mov eax, [rdi]");
        let t = intel_text("mov rax, $3; call ${3:P}; lea rax, ${3:c}").unwrap();
        assert_eq!(t, "mov rax, offset S+8; call S+8; lea rax, S+8");
        assert_eq!(intel_text("add eax, $$5; mov eax, ${1:n}").unwrap(), "add eax, 5; mov eax, -5");
        assert_eq!(intel_text("$(movl $1, $0$|mov $0, $1$)").unwrap(), "mov eax, 5");
        assert!(is_intel(&sample_in("nop", true)) && !is_intel(&sample("nop")));
        for t in ["${0:a}", "${0:A}", "${2:H}", "${1:p}", "${3:n}"] {
            assert!(intel_text(t).is_err(), "{t}");
        }
        let mut sym = |_: SymbolRef, _: i64, out: &mut String| out.push('S');
        let mut out = String::new();
        print(&sample_in("mov $0, $1", true), &super::super::emit::NoFrame, 0, &mut sym, &mut out).unwrap();
        assert_eq!(out, "#APP\n\t.intel_syntax noprefix\n\tmov eax, 5\n\t.att_syntax\n\t#NO_APP");
    }

    #[test]
    fn bad_templates_are_errors() {
        for t in ["$9", "${0:z}", "${1:k}", "$", "${0", "$x", "${:what}"] {
            assert!(text(t).is_err(), "{t}");
        }
    }

    /// Malformed templates are errors, never panics.
    #[test]
    fn mangled_templates_do_not_panic() {
        let base = "movl ${1:c}, $0; $(a$|b$) $$ ${2:H} ${:uid} ${3:P} é";
        let splices = ["$", "{", "}", ":", "$(", "$|", "$)", "${", "9", "é", "${0:", "$$"];
        for cut in 0..=base.len() {
            if !base.is_char_boundary(cut) {
                continue;
            }
            let (a, b) = base.split_at(cut);
            let _ = text(a);
            for x in splices {
                let _ = text(&format!("{a}{x}{b}"));
            }
        }
    }

    #[test]
    fn prints_between_app_markers() {
        let mut sym = |_: SymbolRef, _: i64, out: &mut String| out.push('S');
        let mut out = String::new();
        print(&sample("nop\n\tbswap $0"), &super::super::emit::NoFrame, 0, &mut sym, &mut out).unwrap();
        assert_eq!(out, "#APP\n\tnop\n\tbswap %eax\n\t#NO_APP");
    }

    #[test]
    fn constraint_names() {
        assert_eq!(reg_by_name("ax"), Some(regs::RAX));
        assert_eq!(reg_by_name("r9d"), Some(regs::R9));
        assert_eq!(reg_by_name("dil"), Some(regs::RDI));
        assert_eq!(reg_by_name("xmm12"), Some(regs::xmm(12)));
        assert_eq!(reg_by_name("st"), None);
        assert_eq!(flag_cc("nz"), Some(Cc::NE));
        assert_eq!(flag_cc("c"), Some(Cc::B));
        assert_eq!(flag_cc("zz"), None);
    }
}
