//! A GNU-syntax RISC-V assembler for inline asm templates (after operand substitution),
//! driven by the opcode table of `inst/`: a statement's mnemonic selects the `(Opcode,
//! Ty)` pairs whose printed mnemonic it is (`lbu` is `Load` at `BU`, `amoadd.w.aq` is
//! `AmoAdd` at `W` with `aq`), its operands are parsed slot by slot (registers of the
//! slot's file, immediates, CSR names, fence sets, rounding modes with their defaults,
//! `off(base)`, `%hi(sym)`-style operators) and the first candidate that parses is
//! encoded by `emit::encode_inst` — there is no second encoder — compressed where `+c`
//! (and no `.option norvc`) allows, as llvm-mc does.
//!
//! Beyond the table: llvm's pseudo-instructions and aliases (`li` through the selector's
//! own `li_sequence`, `mv`, `not`, `neg`, `sext.w`, `seqz`..., `beqz`..., `bgt`/`ble`...,
//! `j`, `jal label`, `jr`, `jalr`, `ret`, `call`/`tail` with `R_RISCV_CALL_PLT`,
//! `fmv`/`fneg`/`fabs`, `csrr`/`csrw`/`csrs`/`csrc` and their `i` forms, `frflags`/
//! `fsflags`/`frrm`/`fsrm`/`frcsr`/`fscsr`, `rdcycle`/`rdtime`/`rdinstret`, `fence`
//! without sets, `unimp`), branches to labels local to the template (numeric `1:` with
//! `1b`/`1f`, and `.L` names) laid out to a fixed point with the short `c.beqz`/
//! `c.bnez`/`c.j` where they reach, and the directives `.byte`, `.half`/`.2byte`/`.short`,
//! `.word`/`.4byte`/`.long`, `.dword`/`.8byte`/`.quad` and `.option rvc|norvc|push|pop`.
//! Statements are separated by newlines or `;`; `#` starts a comment. Symbol operands
//! appear as `sym_placeholder(i)`. Anything else is an error naming the statement, never
//! wrong bytes and never a panic.

use crate::riscv64::emit::{encode_inst, CodeReloc, EncodeOptions, NoFrame};
use crate::riscv64::inst::csr::{self, csr_number};
use crate::riscv64::inst::ordering::fence;
use crate::riscv64::inst::{build, Addr, Aqrl, Arg, Enc, Mn, Opcode, Rm, Slot, SymField, SymMod, Ty, I, M, R};
use crate::riscv64::isel::li_sequence;
use crate::riscv64::regs;
use rllc_isel::mir::{MInst, PReg, Reg, SymbolRef};
use std::collections::HashMap;
use std::sync::OnceLock;

/// The name under which symbol operand `i` appears in the text given to `assemble`.
pub fn sym_placeholder(i: usize) -> String {
    format!("__rllc_sym{i}")
}

type Res<T> = Result<T, String>;

/// Candidate `(opcode, type, ordering)` triples by mnemonic.
fn table() -> &'static HashMap<String, Vec<(Opcode, Ty, Aqrl)>> {
    static T: OnceLock<HashMap<String, Vec<(Opcode, Ty, Aqrl)>>> = OnceLock::new();
    T.get_or_init(|| {
        let mut m: HashMap<String, Vec<(Opcode, Ty, Aqrl)>> = HashMap::new();
        for &op in Opcode::ALL {
            let d = op.desc();
            if !matches!(d.enc, Enc::W(_)) || d.layout.contains(&Slot::Implicit) {
                continue;
            }
            let tys: Vec<Ty> =
                if d.is_typed() { Ty::ALL.iter().copied().filter(|t| d.has_ty(*t)).collect() } else { vec![Ty::X] };
            for ty in tys {
                let mut add = |name: String, aq: Aqrl| m.entry(name).or_default().push((op, ty, aq));
                match d.mn {
                    Mn::P(s) => add(s.to_string(), Aqrl::None),
                    Mn::W(s) => add(format!("{s}{}", if ty == Ty::W { "w" } else { "" }), Aqrl::None),
                    Mn::Size(s) => add(format!("{s}{}", ty.size_suffix()), Aqrl::None),
                    Mn::Fmt(a, b) => add(format!("{a}{}{b}", ty.fmt_letter()), Aqrl::None),
                    Mn::FmtW(a, b) => add(format!("{a}{}{b}", ty.size_suffix()), Aqrl::None),
                    Mn::Amo(s) => {
                        for aq in Aqrl::ALL {
                            add(format!("{s}.{}{}", ty.size_suffix(), aq.suffix()), aq);
                        }
                    }
                }
            }
        }
        m
    })
}

/// An integer as GNU as reads it: decimal, `0x` hex, `0b` binary, with a sign.
fn parse_int(s: &str) -> Option<i64> {
    let s = s.trim();
    let (neg, body) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let v = if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()? as i64
    } else if let Some(b) = body.strip_prefix("0b").or_else(|| body.strip_prefix("0B")) {
        u64::from_str_radix(b, 2).ok()? as i64
    } else {
        if body.is_empty() || !body.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        body.parse::<u64>().ok()? as i64
    };
    Some(if neg { v.wrapping_neg() } else { v })
}

/// A register of file `r`.
fn parse_reg(s: &str, r: R) -> Res<PReg> {
    let p = regs::parse(s.trim()).ok_or_else(|| format!("`{s}` is no register"))?;
    let ok = match r {
        R::G => regs::is_gpr(p),
        R::F => regs::is_fpr(p),
        R::Tp => p == regs::TP,
        R::Any => true,
    };
    if ok {
        Ok(p)
    } else {
        Err(format!("`{s}` is not a register of the right kind here"))
    }
}

/// A symbol operand's placeholder, with an optional `+k`/`-k`.
fn parse_sym(s: &str, syms: &[(SymbolRef, i64)]) -> Option<(SymbolRef, i64)> {
    let rest = s.trim().strip_prefix("__rllc_sym")?;
    let end = rest.bytes().position(|b| !b.is_ascii_digit()).unwrap_or(rest.len());
    let (sym, addend) = *syms.get(rest[..end].parse::<usize>().ok()?)?;
    let tail = rest[end..].trim();
    let extra = if tail.is_empty() { 0 } else { parse_int(&tail.replace(' ', ""))? };
    Some((sym, addend.wrapping_add(extra)))
}

/// `%op(inner)`: the operator and the inner text.
fn parse_modded(s: &str) -> Option<(SymMod, &str)> {
    let s = s.trim().strip_prefix('%')?;
    let open = s.find('(')?;
    let inner = s[open + 1..].strip_suffix(')')?;
    let m = match &s[..open] {
        "hi" => SymMod::Hi,
        "lo" => SymMod::Lo,
        "pcrel_hi" => SymMod::PcrelHi,
        "got_pcrel_hi" => SymMod::GotPcrelHi,
        "tprel_hi" => SymMod::TprelHi,
        "tprel_lo" => SymMod::TprelLo,
        "tprel_add" => SymMod::TprelAdd,
        "tls_ie_pcrel_hi" => SymMod::TlsIePcrelHi,
        "tls_gd_pcrel_hi" => SymMod::TlsGdPcrelHi,
        _ => return None,
    };
    Some((m, inner))
}

/// `off(base)`, `(base)` or `%lo(sym)(base)`: the text before the parentheses and the base.
fn split_mem(s: &str) -> Option<(&str, &str)> {
    let s = s.trim();
    let inner = s.strip_suffix(')')?;
    let open = inner.rfind('(')?;
    Some((inner[..open].trim(), inner[open + 1..].trim()))
}

/// A label a branch names: numeric (`1b`, `1f`) or by name.
#[derive(Clone, Debug, PartialEq, Eq)]
enum LabelRef {
    Back(String),
    Forward(String),
    Named(String),
}

fn parse_label_ref(s: &str) -> Option<LabelRef> {
    let s = s.trim();
    if let Some(n) = s.strip_suffix('b').filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())) {
        return Some(LabelRef::Back(n.to_string()));
    }
    if let Some(n) = s.strip_suffix('f').filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())) {
        return Some(LabelRef::Forward(n.to_string()));
    }
    (s.starts_with(".L") && s[2..].bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'$'))
        .then(|| LabelRef::Named(s.to_string()))
}

/// One statement's code: instructions ready to encode, a branch to a local label (its
/// arguments with the target slot to fill in), or data.
enum Piece {
    Inst(MInst),
    Branch { op: Opcode, args: Vec<Arg>, slot: usize, label: LabelRef },
    Bytes(Vec<u8>),
}

/// Parses the operands `toks` of a table instruction `(op, ty, aq)`.
fn match_inst(op: Opcode, ty: Ty, aq: Aqrl, toks: &[String], syms: &[(SymbolRef, i64)]) -> Res<Piece> {
    let d = op.desc();
    let visible = d.layout.iter().filter(|s| !matches!(s, Slot::Imm(I::Aqrl) | Slot::Mod)).count();
    let rm_default = match d.layout.last() {
        Some(Slot::Imm(I::Rm)) if toks.len() + 1 == visible => Some(Rm::Dyn),
        Some(Slot::Imm(I::RmRne)) if toks.len() + 1 == visible => Some(Rm::Rne),
        _ => None,
    };
    if toks.len() != visible && rm_default.is_none() {
        return Err(format!("`{}` takes {visible} operands", d.name));
    }
    let mut args = Vec::with_capacity(d.layout.len());
    let mut toks = toks.iter();
    let mut branch: Option<(usize, LabelRef)> = None;
    let mut pending_mod: Option<SymMod> = None;
    for (si, slot) in d.layout.iter().enumerate() {
        match *slot {
            Slot::Imm(I::Aqrl) => {
                args.push(Arg::I(aq as i64));
                continue;
            }
            Slot::Mod => {
                args.push(Arg::Mod(pending_mod.take().ok_or("missing operator")?));
                continue;
            }
            Slot::Imm(I::Rm | I::RmRne) if toks.len() == 0 => {
                args.push(Arg::I(rm_default.ok_or("missing rounding mode")? as i64));
                continue;
            }
            _ => {}
        }
        let t = toks.next().ok_or("too few operands")?.as_str();
        let arg = match *slot {
            Slot::Def(r, _) | Slot::Use(r, _) | Slot::EDef(r, _) => Arg::R(Reg::Phys(parse_reg(t, r)?)),
            Slot::Imm(kind) => Arg::I(match kind {
                I::Csr => parse_int(t).or_else(|| csr_number(t.trim())).ok_or_else(|| format!("`{t}` is no CSR"))?,
                I::Rm | I::RmRne => {
                    *Rm::ALL.iter().find(|m| m.name() == t.trim()).ok_or_else(|| format!("`{t}` is no rounding mode"))?
                        as i64
                }
                I::Pred | I::Succ => fence_set(t)?,
                _ => parse_int(t).ok_or_else(|| format!("`{t}` is no number"))?,
            }),
            Slot::Mem(m) => {
                let (off, base) = split_mem(t).ok_or_else(|| format!("`{t}` is no memory operand"))?;
                let base = parse_reg(base, R::G)?;
                if let Some((sm, inner)) = parse_modded(off) {
                    let (s, a) = parse_sym(inner, syms).ok_or_else(|| format!("`{inner}` is no operand symbol"))?;
                    Arg::M(Addr::sym(base, s, a, sm))
                } else if off.is_empty() {
                    Arg::M(Addr::base(base, 0))
                } else {
                    let v = parse_int(off).ok_or_else(|| format!("`{off}` is no offset"))?;
                    if m == M::Base && v != 0 {
                        return Err("atomics take no offset".into());
                    }
                    Arg::M(Addr::base(base, v))
                }
            }
            Slot::Target(_) => {
                if let Some(l) = parse_label_ref(t) {
                    branch = Some((si, l));
                    Arg::I(0)
                } else if let Some((s, a)) = parse_sym(t, syms) {
                    Arg::Sym(s, a)
                } else {
                    Arg::I(parse_int(t).ok_or_else(|| format!("`{t}` is no branch target"))?)
                }
            }
            Slot::Sym(sf) => {
                let (sm, inner) = parse_modded(t).ok_or_else(|| format!("`{t}` is no `%op(symbol)`"))?;
                let fits = match sf {
                    SymField::Hi20 => sm.reloc(crate::riscv64::inst::SymSite::U).is_some(),
                    SymField::Lo12 => sm.reloc(crate::riscv64::inst::SymSite::I).is_some(),
                    SymField::TprelAdd => sm == SymMod::TprelAdd,
                };
                if !fits {
                    return Err(format!("`{t}` does not fit this operand"));
                }
                let (s, a) = parse_sym(inner, syms).ok_or_else(|| format!("`{inner}` is no operand symbol"))?;
                if sf != SymField::TprelAdd {
                    pending_mod = Some(sm);
                }
                Arg::Sym(s, a)
            }
            Slot::Callee | Slot::Mod | Slot::Implicit => return Err("not an instruction of templates".into()),
        };
        args.push(arg);
    }
    if toks.next().is_some() {
        return Err("too many operands".into());
    }
    Ok(match branch {
        Some((slot, label)) => Piece::Branch { op, args, slot, label },
        None => Piece::Inst(build(op, ty, args)),
    })
}

/// A fence set: letters of `iorw`, or `0`.
fn fence_set(t: &str) -> Res<i64> {
    let t = t.trim();
    if t == "0" {
        return Ok(0);
    }
    let mut v = 0;
    for c in t.chars() {
        v |= match c {
            'i' => fence::I,
            'o' => fence::O,
            'r' => fence::R,
            'w' => fence::W,
            _ => return Err(format!("`{t}` is no fence set")),
        };
    }
    Ok(v)
}

/// llvm's aliases as the table instruction they stand for.
fn canonical(mn: &str, ops: &[String]) -> Option<(String, Vec<String>)> {
    let o = |i: usize| ops.get(i).cloned().unwrap_or_default();
    let s = |v: &str| v.to_string();
    let (m, v): (&str, Vec<String>) = match (mn, ops.len()) {
        ("mv", 2) => ("addi", vec![o(0), o(1), s("0")]),
        ("not", 2) => ("xori", vec![o(0), o(1), s("-1")]),
        ("neg", 2) => ("sub", vec![o(0), s("zero"), o(1)]),
        ("negw", 2) => ("subw", vec![o(0), s("zero"), o(1)]),
        ("sext.w", 2) => ("addiw", vec![o(0), o(1), s("0")]),
        ("zext.b", 2) => ("andi", vec![o(0), o(1), s("255")]),
        ("seqz", 2) => ("sltiu", vec![o(0), o(1), s("1")]),
        ("snez", 2) => ("sltu", vec![o(0), s("zero"), o(1)]),
        ("sltz", 2) => ("slt", vec![o(0), o(1), s("zero")]),
        ("sgtz", 2) => ("slt", vec![o(0), s("zero"), o(1)]),
        ("beqz", 2) => ("beq", vec![o(0), s("zero"), o(1)]),
        ("bnez", 2) => ("bne", vec![o(0), s("zero"), o(1)]),
        ("bgez", 2) => ("bge", vec![o(0), s("zero"), o(1)]),
        ("bltz", 2) => ("blt", vec![o(0), s("zero"), o(1)]),
        ("blez", 2) => ("bge", vec![s("zero"), o(0), o(1)]),
        ("bgtz", 2) => ("blt", vec![s("zero"), o(0), o(1)]),
        ("bgt", 3) => ("blt", vec![o(1), o(0), o(2)]),
        ("ble", 3) => ("bge", vec![o(1), o(0), o(2)]),
        ("bgtu", 3) => ("bltu", vec![o(1), o(0), o(2)]),
        ("bleu", 3) => ("bgeu", vec![o(1), o(0), o(2)]),
        ("j", 1) => ("jal", vec![s("zero"), o(0)]),
        ("jal", 1) => ("jal", vec![s("ra"), o(0)]),
        ("ret", 0) => ("jalr", vec![s("zero"), s("ra"), s("0")]),
        ("jr" | "jalr", 1) => {
            let rd = if mn == "jr" { "zero" } else { "ra" };
            match split_mem(&o(0)) {
                Some((off, base)) => ("jalr", vec![s(rd), s(base), s(if off.is_empty() { "0" } else { off })]),
                None => ("jalr", vec![s(rd), o(0), s("0")]),
            }
        }
        ("jalr", 2) => match split_mem(&o(1)) {
            Some((off, base)) => ("jalr", vec![o(0), s(base), s(if off.is_empty() { "0" } else { off })]),
            None => ("jalr", vec![o(0), o(1), s("0")]),
        },
        ("fmv.s" | "fmv.d" | "fneg.s" | "fneg.d" | "fabs.s" | "fabs.d", 2) => {
            let (kind, fmt) = mn.split_once('.')?;
            let base = match kind {
                "fmv" => "fsgnj",
                "fneg" => "fsgnjn",
                _ => "fsgnjx",
            };
            return Some((format!("{base}.{fmt}"), vec![o(0), o(1), o(1)]));
        }
        ("fence", 0) => ("fence", vec![s("iorw"), s("iorw")]),
        ("csrr", 2) => ("csrrs", vec![o(0), o(1), s("zero")]),
        ("csrw" | "csrs" | "csrc" | "csrwi" | "csrsi" | "csrci", 2) => {
            return Some((format!("csrr{}", &mn[3..]), vec![s("zero"), o(0), o(1)]))
        }
        ("rdcycle" | "rdtime" | "rdinstret", 1) => ("csrrs", vec![o(0), s(&mn[2..]), s("zero")]),
        ("frflags" | "frrm" | "frcsr", 1) => {
            let c = match mn {
                "frflags" => "fflags",
                "frrm" => "frm",
                _ => "fcsr",
            };
            ("csrrs", vec![o(0), s(c), s("zero")])
        }
        ("fsflags" | "fsrm" | "fscsr" | "fsflagsi" | "fsrmi", 1 | 2) => {
            let c = match mn.trim_end_matches('i') {
                "fsflags" => "fflags",
                "fsrm" => "frm",
                _ => "fcsr",
            };
            let op = if mn.ends_with('i') { "csrrwi" } else { "csrrw" };
            let (rd, src) = if ops.len() == 2 { (o(0), o(1)) } else { (s("zero"), o(0)) };
            return Some((op.to_string(), vec![rd, s(c), src]));
        }
        _ => return None,
    };
    Some((m.to_string(), v))
}

/// Splits operands at top-level commas.
fn split_operands(s: &str) -> Vec<String> {
    let s = s.trim();
    if s.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, c) in s.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(s[start..i].trim().to_string());
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(s[start..].trim().to_string());
    out
}

/// The pieces of one instruction statement.
fn statement(mn: &str, rest: &str, syms: &[(SymbolRef, i64)], out: &mut Vec<Piece>) -> Res<()> {
    let ops = split_operands(rest);
    match (mn, ops.len()) {
        ("li", 2) => {
            let rd = parse_reg(&ops[0], R::G)?;
            let v = parse_int(&ops[1]).ok_or_else(|| format!("`{}` is no number", ops[1]))?;
            out.extend(li_sequence(Reg::Phys(rd), v).into_iter().map(Piece::Inst));
            return Ok(());
        }
        ("call" | "tail", 1) => {
            let (s, a) = parse_sym(&ops[0], syms).ok_or_else(|| format!("`{}` is no operand symbol", ops[0]))?;
            let op = if mn == "call" { Opcode::Call } else { Opcode::Tail };
            out.push(Piece::Inst(build(op, Ty::X, vec![Arg::Sym(s, a), Arg::Imps(Vec::new())])));
            return Ok(());
        }
        ("nop", 0) => {
            out.push(Piece::Inst(build(Opcode::Nop, Ty::X, vec![])));
            return Ok(());
        }
        ("la" | "lla", _) => return Err(format!("`{mn}` is not supported in inline asm yet")),
        _ => {}
    }
    let (mn, ops) = canonical(mn, &ops).unwrap_or_else(|| (mn.to_string(), ops));
    let candidates = table().get(&mn).ok_or_else(|| format!("unknown instruction `{mn}`"))?;
    let mut first_err = None;
    for &(op, ty, aq) in candidates {
        match match_inst(op, ty, aq, &ops, syms) {
            Ok(p) => {
                out.push(p);
                return Ok(());
            }
            Err(e) => {
                first_err.get_or_insert(e);
            }
        }
    }
    Err(first_err.unwrap_or_else(|| format!("`{mn}`: no form matches")))
}

/// Data directives: the bytes of `.byte 1, 2` and friends.
fn data(name: &str, args: &str) -> Option<Res<Vec<u8>>> {
    let size = match name {
        ".byte" => 1,
        ".half" | ".2byte" | ".short" => 2,
        ".word" | ".4byte" | ".long" => 4,
        ".dword" | ".8byte" | ".quad" => 8,
        _ => return None,
    };
    Some((|| {
        let mut bytes = Vec::new();
        for a in split_operands(args) {
            let v = parse_int(&a).ok_or_else(|| format!("`{a}` is no number"))?;
            bytes.extend_from_slice(&v.to_le_bytes()[..size]);
        }
        Ok(bytes)
    })())
}

/// The statements of `text` (split at newlines and `;`, comments dropped).
fn statements(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(|l| l.split('#').next().unwrap_or(""))
        .flat_map(|l| l.split(';'))
        .map(str::trim)
        .filter(|s| !s.is_empty())
}

/// Assembles substituted template text: its bytes and relocations (offsets from the first
/// byte), compressed under `compress` as llvm-mc does with `+c`.
pub fn assemble(text: &str, syms: &[(SymbolRef, i64)], compress: bool) -> Res<(Vec<u8>, Vec<CodeReloc>)> {
    let mut pieces: Vec<(Piece, bool)> = Vec::new();
    let mut labels: Vec<(String, usize)> = Vec::new();
    let (mut rvc, mut saved) = (compress, Vec::new());
    for st in statements(text) {
        let mut st = st;
        // Labels before the statement (`1: addi ...`).
        while let Some(colon) = st.find(':') {
            let name = st[..colon].trim();
            let numeric = !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit());
            if !numeric && parse_label_ref(name) != Some(LabelRef::Named(name.to_string())) {
                break;
            }
            if !numeric && labels.iter().any(|(n, _)| n == name) {
                return Err(format!("label `{name}` is defined twice"));
            }
            labels.push((name.to_string(), pieces.len()));
            st = st[colon + 1..].trim();
        }
        if st.is_empty() {
            continue;
        }
        let (head, rest) = st.split_once(|c: char| c.is_whitespace()).unwrap_or((st, ""));
        let head = head.to_ascii_lowercase();
        let fail = |e: String| format!("`{st}`: {e}");
        if head == ".option" {
            match rest.trim() {
                "rvc" => rvc = compress,
                "norvc" => rvc = false,
                "push" => saved.push(rvc),
                "pop" => rvc = saved.pop().ok_or_else(|| fail("`.option pop` without push".into()))?,
                o => return Err(fail(format!("`.option {o}` is not supported"))),
            }
            continue;
        }
        if let Some(bytes) = data(&head, rest) {
            pieces.push((Piece::Bytes(bytes.map_err(fail)?), rvc));
            continue;
        }
        if head.starts_with('.') {
            return Err(fail(format!("directive `{head}` is not supported in inline asm")));
        }
        if head == "unimp" && rest.trim().is_empty() {
            // `c.unimp` (all zeros) under +c, else `csrrw zero, cycle, zero`.
            let zero = Arg::R(Reg::Phys(regs::ZERO));
            let w = build(Opcode::Csrrw, Ty::X, vec![zero.clone(), Arg::I(csr::CYCLE), zero]);
            pieces.push((if rvc { Piece::Bytes(vec![0, 0]) } else { Piece::Inst(w) }, rvc));
            continue;
        }
        let mut out = Vec::new();
        statement(&head, rest, syms, &mut out).map_err(fail)?;
        pieces.extend(out.into_iter().map(|p| (p, rvc)));
    }
    layout(&pieces, &labels)
}

/// The piece index a label reference from piece `at` resolves to.
fn resolve(labels: &[(String, usize)], l: &LabelRef, at: usize) -> Res<usize> {
    let found = match l {
        LabelRef::Back(n) => labels.iter().rev().find(|(m, i)| m == n && *i <= at),
        LabelRef::Forward(n) => labels.iter().find(|(m, i)| m == n && *i > at),
        LabelRef::Named(n) => labels.iter().find(|(m, _)| m == n),
    };
    found.map(|(_, i)| *i).ok_or_else(|| format!("label {l:?} is not defined in the template"))
}

/// A branch piece with its displacement filled in.
fn branch_inst(op: Opcode, args: &[Arg], slot: usize, disp: i64) -> MInst {
    let mut args = args.to_vec();
    args[slot] = Arg::I(disp);
    build(op, Ty::X, args)
}

/// Places the pieces: each local branch in its short form while it reaches (sizes only
/// grow, so this ends), then encodes everything.
fn layout(pieces: &[(Piece, bool)], labels: &[(String, usize)]) -> Res<(Vec<u8>, Vec<CodeReloc>)> {
    let enc = |inst: &MInst, compress: bool| {
        encode_inst(inst, &NoFrame, EncodeOptions { compress, keep_jump_to_next: false }).map_err(|e| e.message)
    };
    let mut long = vec![false; pieces.len()];
    let mut sizes: Vec<u32> = Vec::with_capacity(pieces.len());
    for (p, c) in pieces {
        sizes.push(match p {
            Piece::Inst(i) => enc(i, *c)?.bytes().len() as u32,
            Piece::Bytes(b) => b.len() as u32,
            Piece::Branch { op, args, slot, .. } => enc(&branch_inst(*op, args, *slot, 0), *c)?.bytes().len() as u32,
        });
    }
    let offsets = |sizes: &[u32]| {
        let mut at = Vec::with_capacity(sizes.len() + 1);
        let mut o = 0u32;
        for s in sizes {
            at.push(o);
            o += s;
        }
        at.push(o);
        at
    };
    loop {
        let at = offsets(&sizes);
        let mut changed = false;
        for (k, (p, c)) in pieces.iter().enumerate() {
            if let Piece::Branch { op, args, slot, label } = p {
                let disp = i64::from(at[resolve(labels, label, k)?]) - i64::from(at[k]);
                let len = enc(&branch_inst(*op, args, *slot, disp), *c && !long[k])?.bytes().len() as u32;
                if len != sizes[k] {
                    (long[k], sizes[k], changed) = (true, 4, true);
                }
            }
        }
        if !changed {
            break;
        }
    }
    let at = offsets(&sizes);
    let (mut bytes, mut relocs) = (Vec::new(), Vec::new());
    for (k, (p, c)) in pieces.iter().enumerate() {
        let e = match p {
            Piece::Bytes(b) => {
                bytes.extend_from_slice(b);
                continue;
            }
            Piece::Inst(i) => enc(i, *c)?,
            Piece::Branch { op, args, slot, label } => {
                let disp = i64::from(at[resolve(labels, label, k)?]) - i64::from(at[k]);
                enc(&branch_inst(*op, args, *slot, disp), *c && !long[k])?
            }
        };
        if let Some((kind, target, addend)) = e.reloc {
            relocs.push(CodeReloc { offset: bytes.len() as u32, kind, target, addend });
        }
        bytes.extend_from_slice(e.bytes());
    }
    Ok((bytes, relocs))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asm(text: &str) -> Vec<u8> {
        assemble(text, &[], true).unwrap_or_else(|e| panic!("{text}: {e}")).0
    }

    #[test]
    fn plain_and_compressed() {
        // llvm-mc-19 -triple=riscv64 -mattr=+c: addi a0, a0, 1 is c.addi; add a0, a1, a2 is long.
        assert_eq!(asm("addi a0, a0, 1"), vec![0x05, 0x05]);
        assert_eq!(asm("add a0, a1, a2"), 0x00c5_8533u32.to_le_bytes().to_vec());
        assert_eq!(assemble("addi a0, a0, 1", &[], false).unwrap().0, 0x0015_0513u32.to_le_bytes().to_vec());
    }

    #[test]
    fn local_branches_reach_their_labels() {
        // 1: c.addi a0, -1 / c.bnez a0, 1b
        let b = asm("1: addi a0, a0, -1\n bnez a0, 1b");
        assert_eq!(b.len(), 4);
        assert!(assemble("j 1f", &[], true).is_err());
    }

    #[test]
    fn errors_name_the_statement() {
        let e = assemble("frobnicate a0", &[], true).unwrap_err();
        assert!(e.contains("frobnicate"), "{e}");
        assert!(assemble("addi a0, a0, 5000", &[], true).is_err());
    }
}
