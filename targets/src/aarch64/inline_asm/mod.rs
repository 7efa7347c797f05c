//! Inline assembly on AArch64: the constraints of the AArch64 backend as clang emits
//! them, selection of the DAG's `InlineAsm` node into one `Opcode::InlineAsm` machine
//! instruction that describes itself, the substitution of the template into GNU text
//! (operand modifiers as llc-19 prints them), and the printer's `//APP`/`//NO_APP` text;
//! `assembler` turns the substituted text into bytes for object output.
//!
//! # Constraints
//!
//! `r` (any GPR), `w` (any FP/SIMD register), `x` (v0..v15: pinned to one the asm does not
//! name otherwise, the allocator having no sub-classes), `{x3}`/`{w3}`/`{d8}`/`{q0}`/
//! `{v0}`/`{s1}`/`{lr}`/`{fp}` (fixed registers; x16..x18 and sp are reserved and
//! rejected), `Q` and `m` (memory: the address in a base register, printed `[xN]`),
//! `I J K L M N i n X Z` with a constant or a global's address (immediates; their ranges
//! were checked by clang), tied `0`, `+r` (clang's tied pairs), `=&r` (early clobber),
//! clobbers `~{x19}`, `~{d8}`, `~{v8}`, `~{lr}` (`~{memory}`/`~{cc}` only order the asm),
//! and flag outputs `={@cceq}` … (`cset` after the asm).
//!
//! # The instruction
//!
//! The printer and the encoder see one `MInst`, so it carries everything: `ops[0]` is
//! `Imm(text length | operands << 32 | asm number << 48)`, then the template's bytes
//! packed eight per `Imm`, then per template operand a descriptor `Imm(kind | bits << 8 |
//! fp << 20)` followed by its value (`Reg`, `Imm`, `Sym` or `NoReg`; memory: the base
//! register), then one `CLOBBER` descriptor and fixed def per clobbered register.
//!
//! # Register roles
//!
//! As on x86-64: every register input is copied into a fresh vreg and is a *late* use
//! (sharing no register with an output or clobber, which is always correct); a tied input
//! is an early use whose register its output reuses (`Reuse`); `=&r` is an early def;
//! clobbered registers are early fixed defs of dead vregs, so the allocator keeps values
//! out of them and reports callee-saved ones to frame lowering, which saves them.
//!
//! # Printing operands (as llc-19)
//!
//! A register prints as `xN` or `vN` whatever its type; `w`/`x` pick the GPR view,
//! `b`/`h`/`s`/`d`/`q` the FP/SIMD one (the wrong class is an error); `a` prints a
//! register or memory operand as `[xN]`. Immediates print bare (`5`; templates write
//! `#$0`); `c` is bare too, `n` negates, `w`/`x` print `wzr`/`xzr` for 0. `${:uid}` is a
//! number unique to the asm, `${:comment}` is `//`, `${:private}` is `.L`, `$$` is `$`.

pub mod assembler;
mod syntax;

use super::emit::EmitError;
use super::inst::{self as I, opcode_bits, Cond, Opcode, Ty};
use super::isel::{Sel, R};
use super::regs::{self, FPR, GPR, SP};
use rllc_ir::Diagnostic;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::NodeData;
use rllc_isel::mir::{
    inst_flags, AsmLoc, AsmValue, DebugLoc, MInst, MOperand, OperandConstraint, OperandKind,
    OperandPos, PReg, Reg, RegOperand, SymbolRef,
};
use rllc_isel::vt::VT;

/// Descriptor kinds of a template operand.
pub const KIND_NONE: i64 = 0;
pub const KIND_REG: i64 = 1;
/// Memory: the base register follows.
pub const KIND_MEM: i64 = 2;
pub const KIND_IMM: i64 = 3;
pub const KIND_CLOBBER: i64 = 4;

/// The register a constraint or clobber names (`x3`, `w3`, `lr`, `fp`, `sp`, `d8`, `q0`,
/// `v0`, `s1`, `h2`, `b3`).
pub fn reg_by_name(name: &str) -> Option<PReg> {
    let n = name.trim().to_ascii_lowercase();
    match n.as_str() {
        "lr" => return Some(regs::LR),
        "fp" => return Some(regs::FP),
        "sp" | "wsp" => return Some(SP),
        _ => {}
    }
    let c = n.chars().next()?;
    let num = &n[c.len_utf8()..];
    if num.is_empty()
        || !num.bytes().all(|b| b.is_ascii_digit())
        || (num.len() > 1 && num.starts_with('0'))
    {
        return None;
    }
    let k: u16 = num.parse().ok()?;
    match c {
        'x' | 'w' if k <= 30 => Some(regs::x(k)),
        'v' | 'q' | 'd' | 's' | 'h' | 'b' if k < 32 => Some(regs::v(k)),
        _ => None,
    }
}

/// The condition of a flag output (`={@cceq}` → `eq`).
pub fn flag_cond(name: &str) -> Option<Cond> {
    Some(match name {
        "eq" => Cond::Eq,
        "ne" => Cond::Ne,
        "hs" | "cs" => Cond::Hs,
        "lo" | "cc" => Cond::Lo,
        "mi" => Cond::Mi,
        "pl" => Cond::Pl,
        "vs" => Cond::Vs,
        "vc" => Cond::Vc,
        "hi" => Cond::Hi,
        "ls" => Cond::Ls,
        "ge" => Cond::Ge,
        "lt" => Cond::Lt,
        "gt" => Cond::Gt,
        "le" => Cond::Le,
        _ => return None,
    })
}

fn diag(msg: impl Into<String>) -> Diagnostic {
    Diagnostic::new(None, format!("aarch64 inline asm: {}", msg.into()))
}

/// The header and template words of an `InlineAsm` instruction's operand list.
pub fn pack_header(template: &str, num_operands: usize, index: usize) -> Vec<MOperand> {
    let text = template.as_bytes();
    let header = (text.len() as i64 & 0xffff_ffff)
        | (num_operands as i64 & 0xffff) << 32
        | (index.min(0x7fff) as i64) << 48;
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

/// An `InlineAsm` instruction from its packed operand list.
pub fn inline_asm_inst(ops: Vec<MOperand>) -> MInst {
    MInst {
        opcode: opcode_bits(Opcode::InlineAsm, Ty::X),
        ops,
        flags: inst_flags::SIDE_EFFECTS,
        clobbers: None,
        loc: DebugLoc::NONE,
    }
}

fn reg_op(reg: Reg, kind: OperandKind, constraint: OperandConstraint, pos: OperandPos) -> MOperand {
    MOperand::Reg(RegOperand {
        reg,
        kind,
        constraint,
        pos,
    })
}

fn is_fp_vt(vt: VT) -> bool {
    vt.is_float() || vt.is_vector()
}

impl Sel<'_, '_> {
    /// Selects an `InlineAsm` node (see the module comment for the roles).
    pub(in crate::aarch64) fn inline_asm(&mut self, id: NodeId) -> R {
        let dag = self.dag;
        let node = dag.node(id);
        let NodeData::Payload(index) = node.data else {
            return Err(diag("node without its description"));
        };
        let info = self
            .cx
            .mf
            .inline_asms
            .get(index as usize)
            .cloned()
            .ok_or_else(|| diag("description missing"))?;
        if info.intel_dialect {
            return Err(diag("Intel dialect is not supported"));
        }
        if info.template.len() > u32::MAX as usize || info.operands.len() > 0xffff {
            return Err(diag("template or operand list too large"));
        }
        let mut ops = pack_header(&info.template, info.operands.len(), index as usize);
        let allocatable_regs: Vec<PReg> = self
            .t
            .env
            .classes
            .iter()
            .flat_map(|c| c.allocatable())
            .collect();
        let allocatable = |p: PReg| allocatable_regs.contains(&p);
        // `x` operands are pinned to a v0..v15 register the asm names nowhere else.
        let named: Vec<PReg> = info
            .operands
            .iter()
            .filter_map(|o| match &o.loc {
                AsmLoc::Named(n) => reg_by_name(n),
                _ => None,
            })
            .chain(info.clobbers.iter().filter_map(|n| reg_by_name(n)))
            .collect();
        let mut x_free: Vec<PReg> = (0..8)
            .chain(8..16)
            .map(regs::v)
            .filter(|p| !named.contains(p) && allocatable(*p))
            .collect();
        x_free.reverse();
        let mut reg_count = 0usize;
        let mut chosen: Vec<Option<(rllc_regalloc::RegClass, Option<PReg>)>> =
            vec![None; info.operands.len()];
        let mut def_at: Vec<Option<usize>> = vec![None; info.operands.len()];
        let mut fixed_out: Vec<PReg> = Vec::new();
        let mut fixed_in: Vec<PReg> = Vec::new();
        let mut flags_out: Vec<(u32, Cond)> = Vec::new();
        let mut copies: Vec<MInst> = Vec::new();
        for (k, o) in info.operands.iter().enumerate() {
            let in_range = match o.value {
                AsmValue::Result(r) => (r as usize) < node.vts().len(),
                AsmValue::Operand(i) => (i as usize) < node.num_ops(),
                AsmValue::None => true,
            };
            if !in_range {
                return Err(diag("description does not match its node"));
            }
            let x_reg = if matches!(o.loc, AsmLoc::Class(b'x')) && o.value != AsmValue::None {
                x_free.pop()
            } else {
                None
            };
            if matches!(o.loc, AsmLoc::Class(b'x')) && x_reg.is_none() {
                return Err(diag("no register left for an `x` constraint"));
            }
            let want = |loc: &AsmLoc| -> R<(rllc_regalloc::RegClass, Option<PReg>)> {
                match loc {
                    AsmLoc::Class(b'r') => Ok((GPR, None)),
                    AsmLoc::Class(b'w') => Ok((FPR, None)),
                    AsmLoc::Class(b'x') => Ok((FPR, x_reg)),
                    AsmLoc::Class(c) => Err(diag(format!(
                        "constraint `{}` is not supported",
                        *c as char
                    ))),
                    AsmLoc::Named(n) => {
                        let p = reg_by_name(n)
                            .ok_or_else(|| diag(format!("unknown register `{n}`")))?;
                        if !allocatable(p) {
                            return Err(diag(format!(
                                "operand in `{n}`, a register rllc reserves"
                            )));
                        }
                        Ok((if regs::is_fpr(p) { FPR } else { GPR }, Some(p)))
                    }
                    _ => Err(diag("bad register constraint")),
                }
            };
            let class_ok = |cls, vt: VT| {
                let value_class = if is_fp_vt(vt) { FPR } else { GPR };
                if value_class == cls {
                    Ok(())
                } else {
                    Err(diag(format!("operand {k}: a {vt:?} value in a register of the other class is not supported")))
                }
            };
            match (o.value, &o.loc) {
                (AsmValue::Result(r), AsmLoc::Flag(c)) => {
                    let cc = flag_cond(c)
                        .ok_or_else(|| diag(format!("unknown flag output `@cc{c}`")))?;
                    ops.push(MOperand::Imm(KIND_NONE));
                    ops.push(MOperand::NoReg);
                    flags_out.push((r, cc));
                }
                (AsmValue::Result(r), loc @ (AsmLoc::Class(_) | AsmLoc::Named(_))) => {
                    let (cls, fixed) = want(loc)?;
                    class_ok(cls, o.vt)?;
                    chosen[k] = Some((cls, fixed));
                    let d = self.def(SDValue::new(id, r));
                    let pos = if o.early_clobber {
                        OperandPos::Early
                    } else {
                        OperandPos::Late
                    };
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
                    let src = self.reg(node.op(i as usize));
                    let fresh = self.gpr();
                    copies.push(I::copy(fresh, src));
                    ops.push(descriptor(KIND_MEM, o.vt));
                    ops.push(reg_op(
                        Reg::Virt(fresh),
                        OperandKind::Use,
                        OperandConstraint::Reg,
                        OperandPos::Late,
                    ));
                    reg_count += 1;
                }
                (AsmValue::Operand(i), loc) => {
                    let v = node.op(i as usize);
                    let (cls, fixed, tie) = match loc {
                        AsmLoc::Tied(t) => {
                            let t = *t as usize;
                            let out =
                                info.operands.get(t).filter(|_| t < k).ok_or_else(|| {
                                    diag(format!("input tied to missing output {t}"))
                                })?;
                            let (cls, fixed) = match (&out.value, chosen[t]) {
                                (AsmValue::Result(_), Some(c)) => c,
                                _ => {
                                    return Err(diag(format!(
                                        "input tied to operand {t}, which is not a register output"
                                    )))
                                }
                            };
                            class_ok(cls, o.vt)?;
                            (cls, fixed, Some(t))
                        }
                        l @ (AsmLoc::Class(_) | AsmLoc::Named(_)) => {
                            let (cls, fixed) = want(l)?;
                            class_ok(cls, o.vt)?;
                            (cls, fixed, None)
                        }
                        _ => return Err(diag("bad input")),
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
                            let at = def_at[t]
                                .ok_or_else(|| diag("tie to an output without a register"))?;
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
                    ops.push(MOperand::Sym {
                        sym: *s,
                        addend: *off,
                    });
                }
                _ => return Err(diag(format!("operand {k} is not supported"))),
            }
        }
        if reg_count > u8::MAX as usize {
            return Err(diag("too many register operands"));
        }
        let mut clobbered: Vec<PReg> = Vec::new();
        for name in &info.clobbers {
            // Registers rllc never allocates (x16..x18, sp, nzcv, ...) hold no value across
            // the asm. x29 is skipped: it may be the frame pointer, which an asm must keep.
            let Some(p) = reg_by_name(name) else { continue };
            if p == regs::FP || !allocatable(p) || fixed_out.contains(&p) || clobbered.contains(&p)
            {
                continue;
            }
            clobbered.push(p);
            let cls = if regs::is_fpr(p) { FPR } else { GPR };
            let dead = self.cx.new_vreg(cls);
            let pos = if fixed_in.contains(&p) {
                OperandPos::Late
            } else {
                OperandPos::Early
            };
            ops.push(MOperand::Imm(KIND_CLOBBER));
            ops.push(reg_op(
                Reg::Virt(dead),
                OperandKind::Def,
                OperandConstraint::FixedReg(p),
                pos,
            ));
        }
        for c in copies {
            self.emit(c);
        }
        self.emit(inline_asm_inst(ops));
        for (r, cc) in flags_out {
            let out = SDValue::new(id, r);
            let ty = if self.vt(out).bits() > 32 {
                Ty::X
            } else {
                Ty::W
            };
            let d = self.def(out);
            self.emit(I::cset(ty, d, cc));
        }
        Ok(())
    }
}

/// One template operand of an allocated `InlineAsm` instruction.
#[derive(Clone, Copy, Debug)]
struct Operand<'a> {
    kind: i64,
    value: &'a MOperand,
}

fn bad() -> EmitError {
    EmitError {
        at: None,
        message: "malformed inline asm instruction".into(),
    }
}

/// The template, operands and function-wide asm number of an `InlineAsm` instruction.
fn unpack(inst: &MInst) -> Result<(String, Vec<Operand<'_>>, u64), EmitError> {
    let Some(MOperand::Imm(h)) = inst.ops.first() else {
        return Err(bad());
    };
    let (len, n, number) = (
        (*h & 0xffff_ffff) as usize,
        ((*h >> 32) & 0xffff) as usize,
        ((*h >> 48) & 0x7fff) as u64,
    );
    let words = len.div_ceil(8);
    if inst.ops.len() < 1 + words + 2 * n {
        return Err(bad());
    }
    let mut text = Vec::with_capacity(len);
    for i in 0..words {
        let Some(MOperand::Imm(w)) = inst.ops.get(1 + i) else {
            return Err(bad());
        };
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
        out.push(Operand {
            kind: d & 0xff,
            value,
        });
    }
    Ok((text, out, number))
}

fn phys(op: &MOperand) -> Result<PReg, EmitError> {
    match op {
        MOperand::Reg(RegOperand {
            reg: Reg::Phys(p), ..
        }) => Ok(*p),
        o => Err(EmitError {
            at: None,
            message: format!("inline asm: expected an allocated register, found {o:?}"),
        }),
    }
}

/// The name of register `p` for modifier `m` (llc: `xN`/`vN` without one).
fn reg_text(p: PReg, m: Option<char>) -> Result<String, EmitError> {
    use super::regs::View;
    let e = |msg: String| EmitError {
        at: None,
        message: format!("inline asm: {msg}"),
    };
    let view = match (regs::is_fpr(p), m) {
        (false, None | Some('x')) => View::X,
        (false, Some('w')) => View::W,
        (true, None) => View::V,
        (true, Some('b')) => View::B,
        (true, Some('h')) => View::H,
        (true, Some('s')) => View::S,
        (true, Some('d')) => View::D,
        (true, Some('q')) => View::Q,
        (_, Some(c)) => {
            return Err(e(format!(
                "modifier `{c}` does not apply to register {p:?}"
            )))
        }
    };
    regs::name(p, view).ok_or_else(|| e(format!("no name for {p:?}")))
}

/// Substitutes the operands of an allocated `InlineAsm` instruction into its template.
/// `sym` spells a symbol operand with its addend. `${:uid}` becomes `uid_base · 100000 +`
/// the asm's number in its function (unique in the output when `uid_base` differs per
/// function).
pub fn render(
    inst: &MInst,
    uid_base: u64,
    sym: &mut dyn FnMut(SymbolRef, i64, &mut String),
) -> Result<String, EmitError> {
    let (text, operands, number) = unpack(inst)?;
    let e = |msg: String| EmitError {
        at: None,
        message: format!("inline asm: {msg}"),
    };
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
        let Some(&n) = b.get(i) else {
            return Err(e("`$` at the end of the template".into()));
        };
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
            let close = text[i..]
                .find('}')
                .ok_or_else(|| e("unterminated `${`".into()))?
                + i;
            let inner = &text[i + 1..close];
            i = close + 1;
            let (num, m) = match inner.split_once(':') {
                Some((a, m)) => (a, Some(m)),
                None => (inner, None),
            };
            if num.is_empty() {
                match m {
                    Some("comment") => out.push_str("//"),
                    Some("private") => out.push_str(".L"),
                    Some("uid") => out.push_str(
                        &uid_base
                            .wrapping_mul(100_000)
                            .wrapping_add(number)
                            .to_string(),
                    ),
                    _ => return Err(e(format!("`${{{inner}}}` is not supported"))),
                }
                continue;
            }
            let num: usize = num
                .parse()
                .map_err(|_| e(format!("bad operand reference `${{{inner}}}`")))?;
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
            (
                text[start..i]
                    .parse::<usize>()
                    .map_err(|_| e("bad operand number".into()))?,
                None,
            )
        } else {
            return Err(e(format!("`${}` is not a template operand", n as char)));
        };
        if in_alt && alt != 0 {
            continue;
        }
        let o = operands.get(num).ok_or_else(|| {
            e(format!(
                "operand ${num} does not exist ({} operands)",
                operands.len()
            ))
        })?;
        operand_text(o, num, modifier, sym, &mut out)?;
    }
    Ok(out)
}

fn operand_text(
    o: &Operand,
    num: usize,
    m: Option<char>,
    sym: &mut dyn FnMut(SymbolRef, i64, &mut String),
    out: &mut String,
) -> Result<(), EmitError> {
    let e = |msg: String| EmitError {
        at: None,
        message: format!("inline asm: {msg}"),
    };
    match (o.kind, m) {
        (KIND_REG, Some('a')) => {
            let p = phys(o.value)?;
            if regs::is_fpr(p) {
                return Err(e(format!(
                    "operand ${num}: an FP/SIMD register is no address"
                )));
            }
            out.push('[');
            out.push_str(&reg_text(p, Some('x'))?);
            out.push(']');
        }
        (KIND_REG, m) => out.push_str(&reg_text(phys(o.value)?, m)?),
        (KIND_MEM, None | Some('a')) => {
            out.push('[');
            out.push_str(&reg_text(phys(o.value)?, Some('x'))?);
            out.push(']');
        }
        (KIND_IMM, m) => match *o.value {
            MOperand::Imm(0) if matches!(m, Some('w') | Some('x')) => {
                out.push_str(if m == Some('w') { "wzr" } else { "xzr" })
            }
            MOperand::Imm(v) => match m {
                None | Some('c' | 'a' | 'w' | 'x' | 'z' | 'b' | 'h' | 's' | 'd' | 'q') => {
                    out.push_str(&v.to_string())
                }
                Some('n') => out.push_str(&v.wrapping_neg().to_string()),
                Some(c) => return Err(e(format!("modifier `{c}` on an immediate"))),
            },
            MOperand::Sym { sym: s, addend } if matches!(m, None | Some('c' | 'a')) => {
                sym(s, addend, out)
            }
            ref v => {
                return Err(e(format!(
                    "operand ${num}: bad immediate {v:?} for modifier {m:?}"
                )))
            }
        },
        (KIND_NONE, _) => return Err(e(format!("operand ${num} (a flag output) has no text"))),
        (_, m) => {
            return Err(e(format!(
                "operand ${num}: modifier {m:?} is not supported here"
            )))
        }
    }
    Ok(())
}

/// The printer's text of an `InlineAsm` instruction (without the first tab and the last
/// newline): the substituted template between `//APP` and `//NO_APP`, one statement per
/// line as written.
pub fn print(
    inst: &MInst,
    uid_base: u64,
    sym: &mut dyn FnMut(SymbolRef, i64, &mut String),
    out: &mut String,
) -> Result<(), EmitError> {
    let text = render(inst, uid_base, sym)?;
    out.push_str("//APP\n");
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        out.push('\t');
        out.push_str(line);
        out.push('\n');
    }
    out.push_str("\t//NO_APP");
    Ok(())
}

/// Assembles an allocated `InlineAsm` instruction: the substituted template through
/// `assembler`, symbol operands as placeholders turned back into relocations. Returns the
/// bytes and relocations (relative to the first byte); the first byte must be placed
/// `alignment(inst).0` aligned.
pub fn encode(inst: &MInst) -> Result<(Vec<u8>, Vec<super::emit::CodeReloc>), EmitError> {
    let mut syms: Vec<(SymbolRef, i64)> = Vec::new();
    let mut name = |s: SymbolRef, addend: i64, text: &mut String| {
        text.push_str(&assembler::sym_placeholder(syms.len()));
        syms.push((s, addend));
    };
    // `${:uid}` labels are local to the assembled text: any number does.
    let text = render(inst, 0, &mut name)?;
    assembler::assemble(&text, &syms)
}

/// The alignment (log2) an `InlineAsm` asks for, and whether its template is nothing but
/// alignment directives (then it is only padding).
pub fn alignment(inst: &MInst) -> (u8, bool) {
    match render(inst, 0, &mut |_, _, t: &mut String| t.push('0')) {
        Ok(text) => assembler::alignment(&text),
        Err(_) => (0, false),
    }
}
