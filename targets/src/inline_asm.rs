//! What inline assembly is on every target whose machine instructions describe it in one
//! `MInst` (AArch64, RISC-V): selection of the DAG's `InlineAsm` node with the register
//! roles the allocator needs (`select`, over a target's `AsmTarget` answers), the way the
//! instruction carries its template and operands (`pack_header`, `descriptor`, `unpack`),
//! and the walk over a template that substitutes operands (`substitute`, the target
//! printing each operand in its own syntax).
//!
//! # The instruction
//!
//! The printer and the encoder see one `MInst` at a time, so it describes itself:
//! `ops[0]` is `Imm(text length | operands << 32 | asm number << 48)`, then the
//! template's bytes packed eight per `Imm`, then per template operand a descriptor
//! `Imm(kind | bits << 8 | fp << 20)` followed by its value (`Reg`, `Imm`, `Sym` or
//! `NoReg`; memory: the base register), then one `KIND_CLOBBER` descriptor and fixed def
//! per clobbered register.
//!
//! # Register roles
//!
//! Every register input is copied into a fresh vreg (one value may feed several operands)
//! and is a *late* use, sharing no register with an output or clobber — always correct,
//! and it protects templates that write an output before their last read. A tied input
//! (`"0"`) is an early use whose register its output reuses (`Reuse`); `=&r` is an early
//! def; clobbered registers are early fixed defs of dead vregs, so the allocator keeps
//! values out of them and reports callee-saved ones to frame lowering, which saves them.
//! Flag outputs (`={@cceq}`) are the target's instruction after the asm.
//!
//! Also shared by every target's assembler and the module assembler: `number_literal`.

use crate::selector::Sel;
use rllc_ir::Diagnostic;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::NodeData;
use rllc_isel::mir::{
    inst_flags, AsmLoc, AsmValue, DebugLoc, MInst, MOperand, OperandConstraint, OperandKind, OperandPos, PReg, Reg,
    RegOperand, VReg,
};
use rllc_isel::vt::VT;
use rllc_regalloc::{MachineEnv, RegClass};

/// Descriptor kind: no text (a flag output).
pub const KIND_NONE: i64 = 0;
/// A register.
pub const KIND_REG: i64 = 1;
/// Memory: the base register follows.
pub const KIND_MEM: i64 = 2;
/// An immediate or a symbol's address.
pub const KIND_IMM: i64 = 3;
/// A clobbered register (after the template operands).
pub const KIND_CLOBBER: i64 = 4;

/// The header and template words of an `InlineAsm` instruction's operand list.
pub fn pack_header(template: &str, num_operands: usize, index: usize) -> Vec<MOperand> {
    let text = template.as_bytes();
    let header =
        (text.len() as i64 & 0xffff_ffff) | (num_operands as i64 & 0xffff) << 32 | (index.min(0x7fff) as i64) << 48;
    let mut ops = vec![MOperand::Imm(header)];
    for chunk in text.chunks(8) {
        let mut w = [0u8; 8];
        w[..chunk.len()].copy_from_slice(chunk);
        ops.push(MOperand::Imm(i64::from_le_bytes(w)));
    }
    ops
}

/// An operand descriptor: `kind`, the value's bits, whether it is FP/SIMD.
pub fn descriptor(kind: i64, vt: VT) -> MOperand {
    let fp = vt.is_float() || vt.is_vector();
    MOperand::Imm(kind | i64::from(vt.bits().min(0xfff)) << 8 | i64::from(fp) << 20)
}

/// One template operand of an allocated `InlineAsm` instruction.
#[derive(Clone, Copy, Debug)]
pub struct Operand<'a> {
    /// `KIND_*`.
    pub kind: i64,
    /// The value bits of the descriptor (0 when unknown).
    pub bits: u32,
    pub value: &'a MOperand,
}

/// Template operand `num`, or the error naming the missing one.
pub fn operand_at<'o, 'a>(operands: &'o [Operand<'a>], num: usize) -> Result<&'o Operand<'a>, String> {
    operands.get(num).ok_or_else(|| format!("operand ${num} does not exist ({} operands)", operands.len()))
}

/// The `InlineAsm` machine instruction (`opcode`: the target's) of a packed operand list.
pub fn asm_minst(opcode: u16, ops: Vec<MOperand>) -> MInst {
    MInst { opcode, ops, flags: inst_flags::SIDE_EFFECTS, clobbers: None, loc: DebugLoc::NONE }
}

/// The template, operands and function-wide asm number of an `InlineAsm` instruction.
pub fn unpack(inst: &MInst) -> Result<(String, Vec<Operand<'_>>, u64), String> {
    let bad = || "malformed inline asm instruction".to_string();
    let Some(MOperand::Imm(h)) = inst.ops.first() else { return Err(bad()) };
    let (len, n, number) = ((*h & 0xffff_ffff) as usize, ((*h >> 32) & 0xffff) as usize, ((*h >> 48) & 0x7fff) as u64);
    let words = len.div_ceil(8);
    if inst.ops.len() < 1 + words + 2 * n {
        return Err(bad());
    }
    let mut text = Vec::with_capacity(len);
    for i in 0..words {
        let Some(MOperand::Imm(w)) = inst.ops.get(1 + i) else { return Err(bad()) };
        text.extend_from_slice(&w.to_le_bytes());
    }
    text.truncate(len);
    let text = String::from_utf8(text).map_err(|_| bad())?;
    let mut out = Vec::with_capacity(n);
    for k in 0..n {
        let at = 1 + words + 2 * k;
        let (Some(MOperand::Imm(d)), Some(value)) = (inst.ops.get(at), inst.ops.get(at + 1)) else {
            return Err(bad());
        };
        out.push(Operand { kind: d & 0xff, bits: ((d >> 8) & 0xfff) as u32, value });
    }
    Ok((text, out, number))
}

/// The `uid_base` of a function for `substitute`, from the label of its first block
/// (`.LBB<f>_0` gives f + 1), so that `${:uid}` numbers differ between functions.
pub fn uid_base(first_block_label: &str) -> u64 {
    first_block_label
        .strip_prefix(".LBB")
        .and_then(|l| l.split('_').next())
        .and_then(|f| f.parse::<u64>().ok())
        .map_or(0, |f| f + 1)
}

/// The printer's text of a substituted template (without the first tab and the last
/// newline, like every instruction): `{comment}APP`, one statement per line as written,
/// `{comment}NO_APP`, as llc prints inline asm.
pub fn print_between_markers(text: &str, comment: &str, out: &mut String) {
    out.push_str(comment);
    out.push_str("APP\n");
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        out.push('\t');
        out.push_str(line);
        out.push('\n');
    }
    out.push('\t');
    out.push_str(comment);
    out.push_str("NO_APP");
}

/// How a target spells the template escapes without an operand.
pub struct Escapes {
    /// `${:comment}` (`//` on AArch64, `#` on RISC-V).
    pub comment: &'static str,
    /// `${:private}` (`.L`).
    pub private: &'static str,
}

/// Substitutes operands into `text`: `$N`, `${N}`, `${N:m}` through `operand(number,
/// modifier, out)`; `$$` is `$`; `$(a|b|c)` keeps the first alternative (the only
/// dialect); `${:uid}` is `uid_base · 100000 + number`, unique to the asm when
/// `uid_base` differs per function; `${:comment}` and `${:private}` as `escapes` says.
pub fn substitute(
    text: &str,
    number: u64,
    uid_base: u64,
    escapes: &Escapes,
    operand: &mut dyn FnMut(usize, Option<char>, &mut String) -> Result<(), String>,
) -> Result<String, String> {
    let mut out = String::with_capacity(text.len() + 16);
    let b = text.as_bytes();
    let mut i = 0;
    let (mut alt, mut in_alt) = (0usize, false);
    while i < b.len() {
        let c = b[i];
        if c != b'$' {
            let ch = text[i..].chars().next().unwrap_or(' ');
            if !in_alt || alt == 0 {
                out.push(ch);
            }
            i += ch.len_utf8();
            continue;
        }
        i += 1;
        let Some(&n) = b.get(i) else { return Err("`$` at the end of the template".into()) };
        match n {
            b'$' => {
                if !in_alt || alt == 0 {
                    out.push('$');
                }
                i += 1;
                continue;
            }
            b'(' => {
                (in_alt, alt) = (true, 0);
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
        let (num, modifier) = if n == b'{' {
            let close = text[i..].find('}').ok_or("unterminated `${`")? + i;
            let inner = &text[i + 1..close];
            i = close + 1;
            let (num, m) = match inner.split_once(':') {
                Some((a, m)) => (a, Some(m)),
                None => (inner, None),
            };
            if num.is_empty() {
                match m {
                    Some("comment") => out.push_str(escapes.comment),
                    Some("private") => out.push_str(escapes.private),
                    Some("uid") => out.push_str(&uid_base.wrapping_mul(100_000).wrapping_add(number).to_string()),
                    _ => return Err(format!("`${{{inner}}}` is not supported")),
                }
                continue;
            }
            let num: usize = num.parse().map_err(|_| format!("bad operand reference `${{{inner}}}`"))?;
            let m = match m {
                None => None,
                Some(s) if s.chars().count() == 1 => s.chars().next(),
                Some(s) => return Err(format!("operand modifier `{s}` is not supported")),
            };
            (num, m)
        } else if n.is_ascii_digit() {
            let start = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            (text[start..i].parse::<usize>().map_err(|_| "bad operand number".to_string())?, None)
        } else {
            return Err(format!("`${}` is not a template operand", n as char));
        };
        if in_alt && alt != 0 {
            continue;
        }
        operand(num, modifier, &mut out)?;
    }
    Ok(out)
}

/// The register class a constraint letter asks for.
#[derive(Clone, Copy, Debug)]
pub enum Letter {
    /// Any allocatable register of the class.
    Class(RegClass),
    /// One register of the list that the asm names nowhere else, pinned (AArch64's `x`:
    /// v0..v15, a sub-class the allocator does not have).
    Pinned(RegClass, &'static [PReg]),
}

/// What `select` asks of a target.
pub trait AsmTarget: Sized {
    /// The target's name in messages (`aarch64`).
    const NAME: &'static str;
    /// The condition of a flag output.
    type Cond: Copy;
    /// The register sets the allocator works with.
    fn env(&self) -> &MachineEnv;
    /// The register a `{name}` constraint or a `~{name}` clobber names.
    fn reg_by_name(name: &str) -> Option<PReg>;
    /// The class of a physical register.
    fn class_of(p: PReg) -> RegClass;
    /// The class a value of type `vt` lives in.
    fn value_class(vt: VT) -> RegClass;
    /// The class of an address register (memory operands).
    fn address_class() -> RegClass;
    /// The class a register constraint letter asks for, `None` if not supported.
    fn letter(letter: u8) -> Option<Letter>;
    /// A clobber that must be ignored although the register is allocatable (AArch64's
    /// x29, which may be the frame pointer an asm must keep).
    fn ignored_clobber(p: PReg) -> bool;
    /// The condition of a flag output `={@cc<name>}`.
    fn flag_cond(name: &str) -> Option<Self::Cond>;
    /// A register copy.
    fn copy(dst: VReg, src: VReg) -> MInst;
    /// The `InlineAsm` instruction from its packed operand list.
    fn asm_inst(ops: Vec<MOperand>) -> MInst;
    /// Selects the flag output `out` after the asm (`cset`).
    fn flag_output(sel: &mut Sel<'_, '_, Self>, out: SDValue, cond: Self::Cond);
}

fn reg_op(reg: Reg, kind: OperandKind, constraint: OperandConstraint, pos: OperandPos) -> MOperand {
    MOperand::Reg(RegOperand { reg, kind, constraint, pos })
}

/// Selects an `InlineAsm` node into one `InlineAsm` instruction (see the module comment
/// for the roles), with the copies of its inputs before it and flag outputs after it.
pub fn select<T: AsmTarget>(sel: &mut Sel<'_, '_, T>, id: NodeId) -> Result<(), Diagnostic> {
    let diag = |msg: String| Diagnostic::new(None, format!("{} inline asm: {msg}", T::NAME));
    let dag = sel.dag;
    let node = dag.node(id);
    let NodeData::Payload(index) = node.data else {
        return Err(diag("node without its description".into()));
    };
    let info = sel.cx.mf.inline_asms.get(index as usize).cloned().ok_or_else(|| diag("description missing".into()))?;
    if info.intel_dialect {
        return Err(diag("Intel dialect is not supported".into()));
    }
    if info.template.len() > u32::MAX as usize || info.operands.len() > 0xffff {
        return Err(diag("template or operand list too large".into()));
    }
    let mut ops = pack_header(&info.template, info.operands.len(), index as usize);
    let allocatable_regs: Vec<PReg> = sel.t.env().classes.iter().flat_map(|c| c.allocatable()).collect();
    let allocatable = |p: PReg| allocatable_regs.contains(&p);
    // Pinned letters take registers the asm names nowhere else, in list order.
    let named: Vec<PReg> = info
        .operands
        .iter()
        .filter_map(|o| match &o.loc {
            AsmLoc::Named(n) => T::reg_by_name(n),
            _ => None,
        })
        .chain(info.clobbers.iter().filter_map(|n| T::reg_by_name(n)))
        .collect();
    let mut pinned_taken: Vec<PReg> = Vec::new();
    let mut reg_count = 0usize;
    let mut chosen: Vec<Option<(RegClass, Option<PReg>)>> = vec![None; info.operands.len()];
    let mut def_at: Vec<Option<usize>> = vec![None; info.operands.len()];
    let mut fixed_out: Vec<PReg> = Vec::new();
    let mut fixed_in: Vec<PReg> = Vec::new();
    let mut flags_out: Vec<(u32, T::Cond)> = Vec::new();
    let mut copies: Vec<MInst> = Vec::new();
    for (k, o) in info.operands.iter().enumerate() {
        let in_range = match o.value {
            AsmValue::Result(r) => (r as usize) < node.vts().len(),
            AsmValue::Operand(i) => (i as usize) < node.num_ops(),
            AsmValue::None => true,
        };
        if !in_range {
            return Err(diag("description does not match its node".into()));
        }
        let mut want = |loc: &AsmLoc| -> Result<(RegClass, Option<PReg>), Diagnostic> {
            match loc {
                AsmLoc::Class(c) => match T::letter(*c) {
                    Some(Letter::Class(cls)) => Ok((cls, None)),
                    Some(Letter::Pinned(cls, list)) => {
                        let free = list
                            .iter()
                            .copied()
                            .find(|p| !named.contains(p) && !pinned_taken.contains(p) && allocatable(*p))
                            .ok_or_else(|| diag(format!("no register left for a `{}` constraint", *c as char)))?;
                        pinned_taken.push(free);
                        Ok((cls, Some(free)))
                    }
                    None => Err(diag(format!("constraint `{}` is not supported", *c as char))),
                },
                AsmLoc::Named(n) => {
                    let p = T::reg_by_name(n).ok_or_else(|| diag(format!("unknown register `{n}`")))?;
                    if !allocatable(p) {
                        return Err(diag(format!("operand in `{n}`, a register rllc reserves")));
                    }
                    Ok((T::class_of(p), Some(p)))
                }
                _ => Err(diag("bad register constraint".into())),
            }
        };
        let class_ok = |cls: RegClass, vt: VT| {
            if T::value_class(vt) == cls {
                Ok(())
            } else {
                Err(diag(format!("operand {k}: a {vt:?} value in a register of the other class is not supported")))
            }
        };
        match (o.value, &o.loc) {
            (AsmValue::Result(r), AsmLoc::Flag(c)) => {
                let cc = T::flag_cond(c).ok_or_else(|| diag(format!("unknown flag output `@cc{c}`")))?;
                ops.push(MOperand::Imm(KIND_NONE));
                ops.push(MOperand::NoReg);
                flags_out.push((r, cc));
            }
            (AsmValue::Result(r), loc @ (AsmLoc::Class(_) | AsmLoc::Named(_))) => {
                let (cls, fixed) = want(loc)?;
                class_ok(cls, o.vt)?;
                chosen[k] = Some((cls, fixed));
                let d = sel.def(SDValue::new(id, r));
                let pos = if o.early_clobber { OperandPos::Early } else { OperandPos::Late };
                let constraint = match fixed {
                    Some(p) => {
                        fixed_out.push(p);
                        OperandConstraint::FixedReg(p)
                    }
                    None => OperandConstraint::Reg,
                };
                ops.push(descriptor(KIND_REG, o.vt));
                def_at[k] = Some(ops.len());
                ops.push(reg_op(Reg::Virt(d), OperandKind::Def, constraint, pos));
                reg_count += 1;
            }
            (AsmValue::Operand(i), AsmLoc::Mem) => {
                let src = sel.reg(node.op(i as usize));
                let fresh = sel.new_vreg(T::address_class());
                copies.push(T::copy(fresh, src));
                ops.push(descriptor(KIND_MEM, o.vt));
                ops.push(reg_op(Reg::Virt(fresh), OperandKind::Use, OperandConstraint::Reg, OperandPos::Late));
                reg_count += 1;
            }
            (AsmValue::Operand(i), loc) => {
                let v = node.op(i as usize);
                let (cls, fixed, tie) = match loc {
                    AsmLoc::Tied(t) => {
                        let t = *t as usize;
                        let out = info
                            .operands
                            .get(t)
                            .filter(|_| t < k)
                            .ok_or_else(|| diag(format!("input tied to missing output {t}")))?;
                        let (cls, fixed) = match (&out.value, chosen[t]) {
                            (AsmValue::Result(_), Some(c)) => c,
                            _ => return Err(diag(format!("input tied to operand {t}, which is not a register output"))),
                        };
                        class_ok(cls, o.vt)?;
                        (cls, fixed, Some(t))
                    }
                    l @ (AsmLoc::Class(_) | AsmLoc::Named(_)) => {
                        let (cls, fixed) = want(l)?;
                        class_ok(cls, o.vt)?;
                        (cls, fixed, None)
                    }
                    _ => return Err(diag("bad input".into())),
                };
                let src = sel.reg(v);
                let fresh = sel.new_vreg(cls);
                copies.push(T::copy(fresh, src));
                let (constraint, pos) = match (fixed, tie) {
                    (Some(p), _) => {
                        fixed_in.push(p);
                        (OperandConstraint::FixedReg(p), OperandPos::Early)
                    }
                    (None, Some(t)) => {
                        let at = def_at[t].ok_or_else(|| diag("tie to an output without a register".into()))?;
                        if let MOperand::Reg(r) = &mut ops[at] {
                            if r.constraint != OperandConstraint::Reg {
                                return Err(diag(format!("output {t} is tied to two inputs")));
                            }
                            r.constraint = OperandConstraint::Reuse(reg_count as u8);
                            r.pos = OperandPos::Late;
                        }
                        (OperandConstraint::Reg, OperandPos::Early)
                    }
                    (None, None) => (OperandConstraint::Reg, OperandPos::Late),
                };
                ops.push(descriptor(KIND_REG, o.vt));
                ops.push(reg_op(Reg::Virt(fresh), OperandKind::Use, constraint, pos));
                reg_count += 1;
            }
            (AsmValue::None, AsmLoc::Imm(x)) => {
                ops.push(descriptor(KIND_IMM, o.vt));
                ops.push(MOperand::Imm(*x));
            }
            (AsmValue::None, AsmLoc::Sym(s, off)) => {
                ops.push(descriptor(KIND_IMM, VT::I64));
                ops.push(MOperand::Sym { sym: *s, addend: *off });
            }
            _ => return Err(diag(format!("operand {k} is not supported"))),
        }
    }
    if reg_count > u8::MAX as usize {
        return Err(diag("too many register operands".into()));
    }
    let mut clobbered: Vec<PReg> = Vec::new();
    for name in &info.clobbers {
        // Registers rllc never allocates (stack pointer, scratch registers, flags) hold no
        // value across the asm.
        let Some(p) = T::reg_by_name(name) else { continue };
        if T::ignored_clobber(p) || !allocatable(p) || fixed_out.contains(&p) || clobbered.contains(&p) {
            continue;
        }
        clobbered.push(p);
        let dead = sel.new_vreg(T::class_of(p));
        let pos = if fixed_in.contains(&p) { OperandPos::Late } else { OperandPos::Early };
        ops.push(MOperand::Imm(KIND_CLOBBER));
        ops.push(reg_op(Reg::Virt(dead), OperandKind::Def, OperandConstraint::FixedReg(p), pos));
    }
    for c in copies {
        sel.emit(c);
    }
    let goto = if info.labels.is_empty() { 0 } else { inst_flags::ASM_GOTO };
    sel.emit(T::asm_inst(ops).with_flags(goto));
    for (r, cc) in flags_out {
        T::flag_output(sel, SDValue::new(id, r), cc);
    }
    Ok(())
}

/// A GNU as integer literal without sign: `0x` hexadecimal, `0b` binary, `0`-prefixed
/// octal or decimal.
pub fn number_literal(t: &str) -> Option<u64> {
    if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()
    } else if let Some(b) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        u64::from_str_radix(b, 2).ok()
    } else if t.len() > 1 && t.starts_with('0') {
        u64::from_str_radix(&t[1..], 8).ok()
    } else {
        t.parse::<u64>().ok()
    }
}

/// Whether assembled template `text` defines labels of its own (`1:`, `.Ltmp:`): its
/// local branches were then resolved assuming the sizes the template's other
/// instructions had when assembled, so none of them may change size afterwards (see
/// `block_branches` in the targets' emitters).
pub fn defines_labels(text: &str) -> bool {
    text.split(['\n', ';']).any(|statement| {
        let s = statement.trim_start();
        s.find(':').is_some_and(|p| {
            let name = &s[..p];
            !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$'))
        })
    })
}
