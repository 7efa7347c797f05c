//! A GNU-syntax AArch64 assembler for inline asm templates (after operand substitution),
//! driven by the opcode table of `inst/`: a statement's mnemonic selects the `(Opcode,
//! Ty)` pairs whose printed mnemonic it is (`ldrb` is `Ldr` at `B`, `ldur` its unscaled
//! form, `xtn2` the 128-bit `Xtn`, `mov` the aliases llvm prints), its operands are
//! matched slot by slot against each candidate's layout (register views by type, memory
//! forms, shifts and extends, lanes, conditions, symbols with their `:lo12:`-style
//! operators), and the first candidate that matches and encodes is encoded by
//! `emit::encode_one` — there is no second encoder. So whatever the printer can print,
//! this assembles to the encoder's bytes (checked against llvm-mc by the golden tables).
//!
//! Beyond the table: `mov Rd, #imm` (movz, movn or orr, as llvm-mc picks), branches to
//! labels local to the template (`b`, `bl`, `b.cond`, `cbz`/`cbnz`, `tbz`/`tbnz`, `adr`;
//! numeric `1:` with `1b`/`1f`, and named ones), hint aliases (`yield`, `wfe`, ...),
//! `ins` for lane moves, and the directives `.inst`, `.word`/`.long`/`.4byte`,
//! `.hword`/`.short`, `.byte`, `.xword`/`.quad`, `.p2align`/`.balign`/`.align` (padding
//! relative to the template's start, which the caller aligns), `.arch_extension`/`.arch`
//! (accepted, no effect). Statements are separated by newlines or `;`; `//` starts a
//! comment. Symbol operands appear as `sym_placeholder(i)`; the operand syntax is in
//! `syntax`. Anything else is an error naming the statement, never wrong bytes and never
//! a panic.

use crate::aarch64::emit::{encode_b, encode_bcond, encode_bl, encode_cbz, encode_one, encode_tbz};
use crate::aarch64::emit::{CodeReloc, EmitError, NoFrame};
use crate::aarch64::inst::{
    build, desc_flags, mov_imm, Addr, Arg, Disp, Enc, Extend, Mn, Opcode, Slot, SymMod, Ty, I, M, R,
};
use rllc_objwriter::model::Arch;
use rllc_objwriter::reloc::fixup::resolve_local;
use rllc_isel::mir::{MBlockId, MInst, Reg, SymbolRef};
use std::collections::HashMap;
use std::sync::OnceLock;

/// The name under which symbol operand `i` appears in the text given to `assemble`.
pub fn sym_placeholder(i: usize) -> String {
    format!("__rllc_sym{i}")
}

type Res<T> = Result<T, String>;

use super::syntax::*;

/// Candidate `(opcode, type, unscaled)` triples by mnemonic.
fn table() -> &'static HashMap<String, Vec<(Opcode, Ty, bool)>> {
    static T: OnceLock<HashMap<String, Vec<(Opcode, Ty, bool)>>> = OnceLock::new();
    T.get_or_init(|| {
        let mut m: HashMap<String, Vec<(Opcode, Ty, bool)>> = HashMap::new();
        for &op in Opcode::ALL {
            let d = op.desc();
            if !matches!(d.enc, Enc::W(_)) {
                continue;
            }
            let tys: Vec<Ty> = if d.is_typed() {
                Ty::ALL.iter().copied().filter(|t| d.has_ty(*t)).collect()
            } else {
                // Fixed-type opcodes: any type whose views fit (the type is not encoded).
                let mut v = vec![Ty::X];
                v.extend(Ty::ALL.iter().copied().filter(|t| *t != Ty::X));
                v
            };
            let one_mem = d.layout.contains(&Slot::Mem(M::One));
            for ty in tys {
                let mut names: Vec<(String, bool)> = Vec::new();
                let base = match d.mn {
                    Mn::P(s) | Mn::Z(s, _) => s.to_string(),
                    Mn::BH(s) => match ty {
                        Ty::B => format!("{s}b"),
                        Ty::H => format!("{s}h"),
                        _ => s.to_string(),
                    },
                    Mn::Q2(s) => format!("{s}{}", if ty.is_q() { "2" } else { "" }),
                    Mn::Cond => continue,
                };
                if one_mem && base.len() > 2 {
                    let mut u = base.clone();
                    u.insert(2, 'u');
                    names.push((u, true));
                }
                if d.flags & desc_flags::UMOV_ALIAS != 0 && ty.elem_log2() >= 2 {
                    names.push(("mov".into(), false));
                }
                if matches!(op, Opcode::VInsG | Opcode::VInsE) {
                    names.push(("ins".into(), false));
                }
                if op == Opcode::VNot {
                    names.push(("not".into(), false));
                }
                names.push((base, false));
                for (n, u) in names {
                    m.entry(n).or_default().push((op, ty, u));
                }
            }
        }
        m
    })
}

/// The access size of a load or store, log2.
fn access_log2(op: Opcode, ty: Ty) -> u32 {
    match op {
        Opcode::Ldrsb => 0,
        Opcode::Ldrsh => 1,
        Opcode::Ldrsw => 2,
        _ => ty.elem_log2(),
    }
}

/// Operand tokens with a cursor.
struct Toks<'a> {
    t: &'a [&'a str],
    i: usize,
}

impl<'a> Toks<'a> {
    fn next(&mut self) -> Res<&'a str> {
        let t = self
            .t
            .get(self.i)
            .copied()
            .ok_or_else(|| "too few operands".to_string())?;
        self.i += 1;
        Ok(t)
    }

    fn peek(&self) -> Option<&'a str> {
        self.t.get(self.i).copied()
    }
}

/// Parses a memory operand (`[x0]`, `[x0, #8]!`, `[x0], #8`, `[x0, w1, sxtw #2]`,
/// `[x0, :lo12:sym]`).
fn parse_mem(m: M, log2: u32, toks: &mut Toks, syms: &[(SymbolRef, i64)]) -> Res<Addr> {
    let t = toks.next()?;
    if m == M::One && !t.starts_with('[') {
        // A pc-relative literal `#off` (labels are not supported here).
        let off = parse_int(t)
            .filter(|_| t.starts_with('#'))
            .ok_or_else(|| format!("expected a memory operand, found `{t}`"))?;
        return Ok(Addr::literal(off));
    }
    let inner = t
        .strip_prefix('[')
        .ok_or_else(|| format!("expected a memory operand, found `{t}`"))?;
    let close = inner.rfind(']').ok_or("unterminated `[`")?;
    let after = inner[close + 1..].trim();
    let parts: Vec<&str> = inner[..close].split(',').map(str::trim).collect();
    let base = parse_reg(parts[0])
        .filter(|r| matches!(r.k, Rk::X | Rk::Sp))
        .ok_or("bad base register")?;
    let b = Reg::Phys(base.p);
    let mut a = Addr::base(b, 0);
    let mut has_off = false;
    if let Some(p1) = parts.get(1) {
        if let Some(r) = parse_reg(p1) {
            let (extend, amount) = match parts.get(2) {
                None => (Extend::Lsl, None),
                Some(e) => {
                    let l = e.to_ascii_lowercase();
                    let (name, amt) = match l.split_once(char::is_whitespace) {
                        Some((n, a)) => {
                            (n.to_string(), Some(parse_int(a).ok_or("bad shift amount")?))
                        }
                        None => (l.clone(), None),
                    };
                    let ext = match name.as_str() {
                        "lsl" if amt.is_some() => Extend::Lsl,
                        "uxtw" => Extend::Uxtw,
                        "sxtw" => Extend::Sxtw,
                        "sxtx" => Extend::Sxtx,
                        _ => return Err(format!("bad index extend `{e}`")),
                    };
                    (ext, amt)
                }
            };
            let wants_x = extend.is_64();
            if !(if wants_x {
                r.k == Rk::X || r.k == Rk::Xzr
            } else {
                r.k == Rk::W || r.k == Rk::Wzr
            }) {
                return Err("index register width does not match its extend".into());
            }
            let scaled = match amount {
                None => false,
                Some(x) if x == i64::from(log2) => true,
                Some(0) => false,
                Some(x) => return Err(format!("index shift #{x} must be 0 or {log2}")),
            };
            if parts.len() > 3 {
                return Err("too many parts in a memory operand".into());
            }
            a = Addr::index(b, Reg::Phys(r.p), extend, scaled);
        } else if let Some((name, rest)) = split_modifier(p1) {
            let modifier = match name.to_ascii_lowercase().as_str() {
                "lo12" => SymMod::Lo12,
                "got_lo12" => SymMod::GotLo12,
                "gottprel_lo12" => SymMod::GottprelLo12,
                "tlsdesc_lo12" => SymMod::TlsdescLo12,
                _ => {
                    return Err(format!(
                        "relocation operator `:{name}:` is not supported here"
                    ))
                }
            };
            let (sym, addend) =
                parse_sym(rest, syms).ok_or_else(|| format!("unknown symbol `{rest}`"))?;
            a = Addr::sym(b, sym, addend, modifier);
        } else {
            let off = parse_int(p1).ok_or_else(|| format!("bad offset `{p1}`"))?;
            a = Addr::base(b, off);
            has_off = true;
        }
        if parts.len() > 2 && a.index.is_none() {
            return Err("too many parts in a memory operand".into());
        }
    }
    if after == "!" {
        if !has_off || m == M::Base {
            return Err("pre-index needs an immediate offset".into());
        }
        let off = match a.disp {
            Disp::Imm(o) => o,
            _ => 0,
        };
        return Ok(Addr::pre(b, off));
    }
    if !after.is_empty() {
        return Err(format!("unexpected `{after}` after a memory operand"));
    }
    if parts.len() == 1 && m != M::Base {
        if let Some(off) = toks.peek().and_then(parse_int) {
            toks.i += 1;
            return Ok(Addr::post(b, off));
        }
    }
    Ok(a)
}

/// Matches the operand tokens against one candidate's layout and builds the instruction.
fn match_inst(op: Opcode, ty: Ty, toks: &[&str], syms: &[(SymbolRef, i64)]) -> Res<MInst> {
    let d = op.desc();
    let mut cur = Toks { t: toks, i: 0 };
    let sp_involved = toks.iter().any(|t| {
        matches!(
            parse_reg(t),
            Some(RegTok {
                k: Rk::Sp | Rk::Wsp,
                ..
            })
        )
    });
    let mut args: Vec<Arg> = Vec::with_capacity(d.layout.len());
    let mut slot_reg: Vec<Option<Reg>> = vec![None; d.layout.len()];
    let mut lane: Option<i64> = None;
    let mut ext_x: Option<bool> = None;
    let mut sym_hw: Option<i64> = None;
    let mut pending_mod = SymMod::None;
    for (si, slot) in d.layout.iter().enumerate() {
        match *slot {
            Slot::Def(r, _) | Slot::Use(r, _) | Slot::EDef(r, _) => {
                let t = cur.next()?;
                let rt = parse_reg(t).ok_or_else(|| format!("expected a register, found `{t}`"))?;
                if !view_ok(&rt, r, ty) {
                    return Err(format!("register `{t}` does not fit here"));
                }
                if let Rk::Elem(_, l) = rt.k {
                    lane = l;
                }
                if r == R::GExt {
                    ext_x = Some(matches!(rt.k, Rk::X | Rk::Xzr));
                }
                slot_reg[si] = Some(Reg::Phys(rt.p));
                args.push(Arg::R(Reg::Phys(rt.p)));
            }
            Slot::Tied(k) => {
                let r = slot_reg
                    .get(k as usize)
                    .copied()
                    .flatten()
                    .ok_or("tie to a missing register")?;
                args.push(Arg::R(r));
            }
            Slot::Imm(kind) => args.push(imm_slot(
                kind,
                ty,
                &mut cur,
                &mut lane,
                ext_x,
                sp_involved,
                &mut sym_hw,
                syms,
            )?),
            Slot::Mem(m) => args.push(Arg::M(parse_mem(m, access_log2(op, ty), &mut cur, syms)?)),
            Slot::Cc(_) | Slot::CcInv(_) => {
                let t = cur.next()?;
                args.push(Arg::Cc(
                    parse_cond(t).ok_or_else(|| format!("expected a condition, found `{t}`"))?,
                ));
            }
            Slot::Callee => {
                let t = cur.next()?;
                let (s, a) = parse_sym(t, syms).ok_or_else(|| format!("unknown symbol `{t}`"))?;
                args.push(Arg::Sym(s, a));
            }
            Slot::Sym(_) => {
                let t = cur.next()?;
                let (name, rest) = split_modifier(t).unwrap_or(("", t));
                pending_mod = match name.to_ascii_lowercase().as_str() {
                    "" => SymMod::None,
                    "lo12" => SymMod::Lo12,
                    "got" => SymMod::Got,
                    "tprel_hi12" => SymMod::TprelHi12,
                    "tprel_lo12_nc" => SymMod::TprelLo12Nc,
                    "gottprel" => SymMod::Gottprel,
                    "tlsdesc" => SymMod::Tlsdesc,
                    "tlsdesc_lo12" => SymMod::TlsdescLo12,
                    n => return Err(format!("relocation operator `:{n}:` is not supported")),
                };
                let (s, a) =
                    parse_sym(rest, syms).ok_or_else(|| format!("unknown symbol `{rest}`"))?;
                args.push(Arg::Sym(s, a));
            }
            Slot::Mod => args.push(Arg::Mod(pending_mod)),
            Slot::Implicit => args.push(Arg::Imps(Vec::new())),
            Slot::Target => return Err("branch to a block".into()),
        }
    }
    if let Mn::Z(_, lit) = d.mn {
        let t = cur.next()?.trim().to_ascii_lowercase();
        let l = lit.to_ascii_lowercase();
        let zero =
            |s: &str| parse_fp(s) == Some(0.0) && s.trim_start_matches('#').trim().starts_with('0');
        if t != l && !(zero(&t) && zero(&l)) {
            return Err(format!("expected `{lit}`, found `{t}`"));
        }
    }
    if cur.i != toks.len() {
        return Err("too many operands".into());
    }
    if op == Opcode::MovSp && !sp_involved {
        return Err("mov without sp".into());
    }
    Ok(build(op, ty, args))
}

/// One immediate slot (some consume no token: omitted shifts, lanes read with their
/// register).
#[allow(clippy::too_many_arguments)]
fn imm_slot(
    kind: I,
    ty: Ty,
    cur: &mut Toks,
    lane: &mut Option<i64>,
    ext_x: Option<bool>,
    sp_involved: bool,
    sym_hw: &mut Option<i64>,
    syms: &[(SymbolRef, i64)],
) -> Res<Arg> {
    let int = |t: &str| parse_int(t).ok_or_else(|| format!("expected an immediate, found `{t}`"));
    let optional_lsl = |cur: &mut Toks| -> Option<i64> {
        let (k, amt) = cur.peek().and_then(parse_shift)?;
        (k == 0).then(|| {
            cur.i += 1;
            amt
        })
    };
    Ok(match kind {
        I::AddSub => {
            let t = cur.next()?;
            let v = int(t)?;
            match optional_lsl(cur) {
                None | Some(0) => Arg::I(v),
                Some(12) if (0..4096).contains(&v) => Arg::I(v << 12),
                Some(_) => return Err("add/sub immediates shift by 0 or 12".into()),
            }
        }
        I::Shift => match cur.peek().and_then(parse_shift) {
            Some((k, amt)) => {
                cur.i += 1;
                Arg::I(k << 8 | amt)
            }
            None => Arg::I(0),
        },
        I::Extend => {
            let plain = if ty == Ty::X { 3 } else { 2 };
            let (opt, amt) = if let Some((o, a)) = cur.peek().and_then(parse_extend) {
                cur.i += 1;
                (o, a)
            } else if let Some(a) = optional_lsl(cur) {
                if !sp_involved {
                    return Err("`lsl` needs sp here".into());
                }
                (plain, a)
            } else if sp_involved {
                (plain, 0)
            } else {
                return Err("an extend is required".into());
            };
            if ext_x.is_some_and(|x| x != (opt & 3 == 3)) {
                return Err("the index register's width does not match the extend".into());
            }
            if !(0..=4).contains(&amt) {
                return Err("extend shift out of range".into());
            }
            Arg::I(opt << 8 | amt)
        }
        I::Hw => match sym_hw.take() {
            Some(hw) => Arg::I(hw),
            None => Arg::I(optional_lsl(cur).unwrap_or(0)),
        },
        I::VLslS | I::VLslH => Arg::I(optional_lsl(cur).unwrap_or(0)),
        I::Lane5 | I::Lane4 | I::LaneD1 => Arg::I(lane.take().ok_or("missing lane index")?),
        I::Fp8 | I::VFp8 => {
            let t = cur.next()?;
            Arg::F(parse_fp(t).ok_or_else(|| format!("expected an FP immediate, found `{t}`"))?)
        }
        I::Imm16 => {
            let t = cur.next()?;
            if let Some((name, rest)) = split_modifier(t) {
                let g = match name.to_ascii_lowercase().as_str() {
                    "abs_g0" | "abs_g0_nc" => 0,
                    "abs_g1" | "abs_g1_nc" => 1,
                    "abs_g2" | "abs_g2_nc" => 2,
                    "abs_g3" => 3,
                    n => return Err(format!("relocation operator `:{n}:` is not supported")),
                };
                let (s, a) =
                    parse_sym(rest, syms).ok_or_else(|| format!("unknown symbol `{rest}`"))?;
                *sym_hw = Some(16 * g);
                Arg::Sym(s, a)
            } else {
                Arg::I(int(t)?)
            }
        }
        I::Barrier => {
            let t = cur.next()?;
            Arg::I(barrier_value(t).ok_or_else(|| format!("bad barrier option `{t}`"))?)
        }
        _ => Arg::I(int(cur.next()?)?),
    })
}

/// `mov Rd, #imm`: one `movz`, else one `movn`, else a bitmask `orr`, as llvm-mc picks.
fn mov_immediate(toks: &[&str]) -> Option<Res<MInst>> {
    let [d, i] = toks else { return None };
    let v = parse_int(i)?;
    let r = parse_reg(d)?;
    let ty = match r.k {
        Rk::W | Rk::Wzr => Ty::W,
        Rk::X | Rk::Xzr => Ty::X,
        Rk::Sp | Rk::Wsp => Ty::X,
        _ => return None,
    };
    let fits = if ty == Ty::W {
        (-(1i64 << 31)..(1i64 << 32)).contains(&v)
    } else {
        true
    };
    if !fits {
        return Some(Err(format!("immediate {v} does not fit a 32-bit register")));
    }
    if matches!(r.k, Rk::Sp | Rk::Wsp) {
        return Some(Err("mov of an immediate to sp is not supported".into()));
    }
    let seq = mov_imm(ty, r.p, v);
    if seq.len() != 1 {
        return Some(Err(format!(
            "immediate {v:#x} needs more than one instruction"
        )));
    }
    seq.into_iter().next().map(Ok)
}

/// Where a label reference points.
#[derive(Clone, Copy, Debug)]
enum Target {
    /// Byte offset within the template.
    Local(u32),
    /// A symbol operand (`__rllc_symN`) plus addend: an asm goto's label is a block.
    Sym(SymbolRef, i64),
}

/// A local branch's word, the template label an `adr` refers to (offset, kind), and the
/// relocation of a conditional branch to a symbol.
type LocalBranch = (u32, Option<(u32, u32)>, Option<CodeReloc>);

/// Branches and `adr` to labels of the template (`None`: not one of those forms).
fn local_branch(
    mn: &str,
    toks: &[&str],
    at: u32,
    resolve: &dyn Fn(&str) -> Option<Target>,
) -> Option<Res<LocalBranch>> {
    let local = |t: &str| match resolve(t) {
        Some(Target::Local(o)) => Some(o),
        _ => None,
    };
    let disp = |o: u32| i64::from(o) - i64::from(at);
    // A conditional branch's destination: a template label (its displacement) or a
    // symbol (displacement 0 and a relocation of `kind`, resolved at layout for a block).
    let dest = |t: &str, kind: rllc_objwriter::RelocKind| match resolve(t) {
        Some(Target::Local(o)) => Some((disp(o), None)),
        Some(Target::Sym(target, addend)) => Some((0, Some(CodeReloc { offset: 0, kind, target, addend }))),
        None => None,
    };
    let cond = mn
        .strip_prefix("b.")
        .or_else(|| mn.strip_prefix('b').filter(|c| c.len() == 2))
        .and_then(parse_cond);
    let e = |r: Result<u32, EmitError>| r.map(|w| (w, None, None)).map_err(|e| e.message);
    let er = |r: Result<u32, EmitError>, reloc| r.map(|w| (w, None, reloc)).map_err(|e| e.message);
    match (mn, toks) {
        ("b" | "bl", [t]) => {
            let o = local(t)?;
            Some(e(if mn == "b" {
                encode_b(disp(o))
            } else {
                encode_bl(disp(o))
            }))
        }
        ("adr", [r, t]) => {
            let o = local(t)?;
            let rd = parse_reg(r).filter(|x| matches!(x.k, Rk::X | Rk::Xzr));
            let Some(rd) = rd else {
                return Some(Err("adr needs an x register".into()));
            };
            let inst = crate::aarch64::inst::adr(rd.p, (SymbolRef::Block(MBlockId(0)), 0));
            Some(
                encode_one(&inst, &NoFrame)
                    .map_err(|e| e.message)
                    .and_then(|(b, _)| {
                        let w = u32::from_le_bytes(
                            b.get(..4)
                                .and_then(|s| s.try_into().ok())
                                .ok_or("no word")?,
                        );
                        Ok((w, Some((o, 2)), None))
                    }),
            )
        }
        ("cbz" | "cbnz", [r, t]) => {
            let (d, reloc) = dest(t, rllc_objwriter::RelocKind::CondBr19)?;
            let Some(rt) = parse_reg(r) else {
                return Some(Err(format!("bad register `{r}`")));
            };
            let sf = match rt.k {
                Rk::X | Rk::Xzr => true,
                Rk::W | Rk::Wzr => false,
                _ => return Some(Err(format!("bad register `{r}`"))),
            };
            Some(er(encode_cbz(sf, mn == "cbnz", rt.p, d), reloc))
        }
        ("tbz" | "tbnz", [r, b, t]) => {
            let (d, reloc) = dest(t, rllc_objwriter::RelocKind::TstBr14)?;
            let (Some(rt), Some(bit)) = (parse_reg(r), parse_int(b)) else {
                return Some(Err("bad tbz operands".into()));
            };
            let ok = match rt.k {
                Rk::X | Rk::Xzr => (0..64).contains(&bit),
                Rk::W | Rk::Wzr => (0..32).contains(&bit),
                _ => false,
            };
            if !ok {
                return Some(Err("bad tbz register or bit".into()));
            }
            Some(er(encode_tbz(mn == "tbnz", bit as u32, rt.p, d), reloc))
        }
        (_, [t]) if cond.is_some() => {
            let c = cond?;
            match dest(t, rllc_objwriter::RelocKind::CondBr19) {
                Some((d, reloc)) => Some(er(encode_bcond(c, d), reloc)),
                None => Some(Err(format!("unknown label `{t}`"))),
            }
        }
        _ => None,
    }
}

/// One piece of assembled output.
enum Item<'a> {
    Label(&'a str),
    Stmt(&'a str),
}

/// Removes comments and splits into statements, labels separated out.
fn items(text: &str) -> Vec<Item<'_>> {
    let mut out = Vec::new();
    for line in text.lines() {
        let line = match line.find("//") {
            Some(i) => &line[..i],
            None => line,
        };
        for stmt in line.split(';') {
            let mut rest = stmt.trim();
            while let Some(p) = rest.find(':') {
                let name = rest[..p].trim();
                let ok = !name.is_empty()
                    && name
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'$');
                if !ok {
                    break;
                }
                out.push(Item::Label(name));
                rest = rest[p + 1..].trim();
            }
            if !rest.is_empty() {
                out.push(Item::Stmt(rest));
            }
        }
    }
    out
}

/// The bytes of a data or alignment directive at offset `at` (`None`: not a directive
/// with bytes; `Some(Err)`: a bad or unknown directive).
fn directive(name: &str, args: &str, at: u32) -> Option<Res<Vec<u8>>> {
    if !name.starts_with('.') {
        return None;
    }
    let vals = || -> Res<Vec<i64>> {
        split_operands(args)
            .iter()
            .map(|a| parse_int(a).ok_or_else(|| format!("bad value `{a}`")))
            .collect()
    };
    let data = |size: usize| -> Res<Vec<u8>> {
        let mut v = Vec::new();
        for x in vals()? {
            v.extend_from_slice(&x.to_le_bytes()[..size]);
        }
        Ok(v)
    };
    Some(match name {
        ".inst" | ".word" | ".long" | ".4byte" | ".int" => data(4),
        ".hword" | ".short" | ".2byte" | ".half" => data(2),
        ".byte" => data(1),
        ".xword" | ".quad" | ".8byte" | ".dword" => data(8),
        ".p2align" | ".balign" | ".align" => (|| {
            let v = vals()?;
            let first = *v.first().ok_or("missing alignment")?;
            let log2 = match name {
                ".balign" if first > 0 && (first as u64).is_power_of_two() => {
                    first.trailing_zeros() as i64
                }
                ".balign" => return Err(format!("alignment {first} is not a power of two")),
                _ => first,
            };
            if !(0..=12).contains(&log2) {
                return Err(format!("alignment 2^{log2} is too large"));
            }
            let a = 1u32 << log2;
            let pad = (a - at % a) % a;
            if v.len() > 2 && i64::from(pad) > v[2] {
                return Ok(Vec::new());
            }
            let mut bytes = Vec::new();
            let fill = v.get(1).copied();
            let mut n = pad;
            while n > 0 {
                if fill.is_none() && (at + pad - n) % 4 == 0 && n >= 4 {
                    bytes.extend_from_slice(&0xd503_201fu32.to_le_bytes());
                    n -= 4;
                } else {
                    bytes.push(fill.unwrap_or(0) as u8);
                    n -= 1;
                }
            }
            Ok(bytes)
        })(),
        ".arch_extension" | ".arch" | ".cpu" | ".tlsdesccall" => Ok(Vec::new()),
        _ => Err(format!("directive `{name}` is not supported")),
    })
}

/// The largest alignment (log2) the template's alignment directives ask for, and whether
/// the template is nothing but alignment directives.
pub fn alignment(text: &str) -> (u8, bool) {
    let mut log2 = 0u8;
    let mut only = true;
    let mut any = false;
    for it in items(text) {
        let Item::Stmt(s) = it else {
            only = false;
            continue;
        };
        let (name, args) = s.split_once(char::is_whitespace).unwrap_or((s, ""));
        let name = name.to_ascii_lowercase();
        let first = split_operands(args).first().and_then(|a| parse_int(a));
        let l = match (name.as_str(), first) {
            (".p2align" | ".align", Some(v)) if (0..=12).contains(&v) => v as u8,
            (".balign", Some(v)) if v > 0 && (v as u64).is_power_of_two() && v <= 4096 => {
                v.trailing_zeros() as u8
            }
            _ => {
                only = false;
                continue;
            }
        };
        any = true;
        log2 = log2.max(l);
    }
    (log2, only && any)
}

/// Assembles one statement at offset `at`: its bytes and relocations (offsets relative
/// to the statement), and a fixup to a local label for `b`/`bl`/`adr` (label offset,
/// reloc kind).
fn statement(
    s: &str,
    at: u32,
    syms: &[(SymbolRef, i64)],
    resolve: &dyn Fn(&str) -> Option<Target>,
) -> Res<(Vec<u8>, Vec<CodeReloc>, Option<(u32, u32)>)> {
    if !s.is_ascii() {
        return Err("non-ASCII characters in a statement".into());
    }
    let (mn, rest) = s.split_once(char::is_whitespace).unwrap_or((s, ""));
    let mn = mn.to_ascii_lowercase();
    if mn == ".tlsdesccall" {
        // Marks the next instruction (the `blr`) for the linker's TLS relaxation.
        let (target, addend) =
            parse_sym(rest, syms).ok_or_else(|| format!("unknown symbol `{}`", rest.trim()))?;
        let kind = rllc_objwriter::RelocKind::TlsdescCall;
        return Ok((
            Vec::new(),
            vec![CodeReloc {
                offset: 0,
                kind,
                target,
                addend,
            }],
            None,
        ));
    }
    if let Some(r) = directive(&mn, rest, at) {
        return r.map(|b| (b, Vec::new(), None));
    }
    let toks = split_operands(rest);
    if let Some(r) = local_branch(&mn, &toks, at, resolve) {
        let (w, fix, reloc) = r?;
        return Ok((w.to_le_bytes().to_vec(), reloc.into_iter().collect(), fix));
    }
    let hint = match mn.as_str() {
        "yield" => Some(1),
        "wfe" => Some(2),
        "wfi" => Some(3),
        "sev" => Some(4),
        "sevl" => Some(5),
        _ => None,
    };
    if let (Some(h), true) = (hint, toks.is_empty()) {
        let (b, _) =
            encode_one(&crate::aarch64::inst::hint_i(h as i64), &NoFrame).map_err(|e| e.message)?;
        return Ok((b, Vec::new(), None));
    }
    if mn == "mov" {
        if let Some(r) = mov_immediate(&toks) {
            let i = r?;
            let (b, rl) = encode_one(&i, &NoFrame).map_err(|e| e.message)?;
            return Ok((b, rl, None));
        }
    }
    let cands = table()
        .get(mn.as_str())
        .ok_or_else(|| format!("unknown mnemonic `{mn}`"))?;
    let mut first_err: Option<String> = None;
    let mut encode_err: Option<String> = None;
    for &(op, ty, unscaled) in cands {
        let inst = match match_inst(op, ty, &toks, syms) {
            Ok(i) => i,
            Err(e) => {
                first_err.get_or_insert(e);
                continue;
            }
        };
        match encode_one(&inst, &NoFrame) {
            Ok((mut b, relocs)) => {
                if unscaled {
                    b = to_unscaled(&b, access_log2(op, ty), &inst)?;
                }
                return Ok((b, relocs, None));
            }
            Err(e) => {
                encode_err.get_or_insert(e.message);
            }
        }
    }
    Err(encode_err
        .or(first_err)
        .unwrap_or_else(|| "invalid operands".into()))
}

/// `ldur`-style mnemonics: the unscaled form even where the scaled one would fit.
fn to_unscaled(b: &[u8], log2: u32, inst: &MInst) -> Res<Vec<u8>> {
    let mode_ok = inst
        .ops
        .iter()
        .any(|o| matches!(o, rllc_isel::mir::MOperand::Imm(_)));
    let w = u32::from_le_bytes(
        b.get(..4)
            .and_then(|s| s.try_into().ok())
            .ok_or("no word")?,
    );
    if !mode_ok {
        return Err("bad unscaled operand".into());
    }
    // Unsigned-offset class (bits 24..26 = 01): rewrite into the imm9 form.
    if w >> 24 & 3 == 1 {
        let off = i64::from(w >> 10 & 0xfff) << log2;
        if off >= 256 {
            return Err(format!("offset {off} out of the unscaled range"));
        }
        let nw = (w & !(3 << 24) & !(0xfff << 10)) | ((off as u32) & 0x1ff) << 12;
        return Ok(nw.to_le_bytes().to_vec());
    }
    // Already unscaled (imm9, bits 10..12 = 00, bit 21 clear).
    if w >> 24 & 3 == 0 && w >> 10 & 3 == 0 && w >> 21 & 1 == 0 {
        return Ok(b.to_vec());
    }
    Err("the unscaled form takes [base, #imm] only".into())
}

/// Assembles GNU text (an inline asm template after substitution): the bytes and the
/// relocations (offsets from the start of the text's bytes) against `syms` (the symbol
/// operands named by `sym_placeholder(i)`). Alignment directives pad relative to the
/// start: the caller places the bytes at least `alignment(text).0` aligned.
pub fn assemble(
    text: &str,
    syms: &[(SymbolRef, i64)],
) -> Result<(Vec<u8>, Vec<CodeReloc>), EmitError> {
    let list = items(text);
    let wrap = |s: &str, m: String| EmitError {
        at: None,
        message: format!("inline asm: {m} (in `{s}`)"),
    };
    // Pass 1: offsets (instructions are 4 bytes; directives their size).
    let mut offs: Vec<u32> = Vec::with_capacity(list.len());
    let mut at = 0u32;
    for it in &list {
        offs.push(at);
        if let Item::Stmt(s) = it {
            let (mn, rest) = s.split_once(char::is_whitespace).unwrap_or((s, ""));
            let mn = mn.to_ascii_lowercase();
            at += match directive(&mn, rest, at) {
                Some(r) => r.map_err(|m| wrap(s, m))?.len() as u32,
                None => 4,
            };
        }
    }
    let labels: Vec<(usize, &str)> = list
        .iter()
        .enumerate()
        .filter_map(|(i, it)| {
            if let Item::Label(l) = it {
                Some((i, *l))
            } else {
                None
            }
        })
        .collect();
    let mut out = Vec::with_capacity(at as usize);
    let mut relocs = Vec::new();
    let mut fixups: Vec<CodeReloc> = Vec::new();
    for (si, it) in list.iter().enumerate() {
        let Item::Stmt(s) = it else { continue };
        let resolve = |name: &str| -> Option<Target> {
            let name = name.trim();
            if let Some((sym, addend)) = parse_sym(name, syms) {
                return Some(Target::Sym(sym, addend));
            }
            let numeric = |n: &str| !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit());
            let (base, dir) = match (name.strip_suffix('b'), name.strip_suffix('f')) {
                (Some(b), _) if numeric(b) => (b, -1),
                (_, Some(b)) if numeric(b) => (b, 1),
                _ => (name, 0),
            };
            let found = match dir {
                -1 => labels.iter().rev().find(|(i, l)| *i < si && *l == base),
                1 => labels.iter().find(|(i, l)| *i > si && *l == base),
                _ => labels.iter().find(|(_, l)| *l == base),
            };
            found.map(|(i, _)| Target::Local(offs[*i]))
        };
        let here = offs[si];
        if out.len() as u32 != here {
            return Err(wrap(s, "internal size mismatch".into()));
        }
        let (b, rl, fix) = statement(s, here, syms, &resolve).map_err(|m| wrap(s, m))?;
        let is_dir = s.starts_with('.');
        if !is_dir && b.len() != 4 {
            return Err(wrap(s, "not one instruction".into()));
        }
        relocs.extend(rl.into_iter().map(|r| CodeReloc {
            offset: r.offset + here,
            ..r
        }));
        if let Some((dest, kind)) = fix {
            let _ = kind;
            let kind = rllc_objwriter::RelocKind::AdrPrelLo21;
            fixups.push(CodeReloc {
                offset: here,
                kind,
                target: SymbolRef::Block(MBlockId(0)),
                addend: i64::from(dest),
            });
        }
        out.extend_from_slice(&b);
    }
    for f in fixups {
        // A reference to a label of the template itself (addend: the label's offset).
        let value = f.addend - i64::from(f.offset);
        let fail = |m: String| EmitError { at: None, message: format!("inline asm: {m}") };
        let field = out.get_mut(f.offset as usize..).ok_or_else(|| fail("label reference beyond the code".into()))?;
        if !resolve_local(Arch::Aarch64, f.kind, value, field).map_err(fail)? {
            return Err(fail(format!("a {:?} reference to a local label cannot be resolved", f.kind)));
        }
    }
    Ok((out, relocs))
}
