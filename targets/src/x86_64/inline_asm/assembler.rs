//! A small AT&T-syntax x86-64 assembler for inline asm templates (after operand
//! substitution), table-driven on iced-x86: every 64-bit-mode legacy/VEX `Code` is indexed
//! by its Intel mnemonic; a statement's mnemonic is resolved to candidate codes (AT&T
//! aliases such as `movzbl`/`cltq`, condition-code synonyms, size suffixes `b/w/l/q`),
//! its operands are parsed (registers, `$imm`, `seg:disp(base,index,scale)`, local
//! labels) and reversed into Intel order, and every candidate whose operand kinds accept
//! them is encoded; the shortest wins, ties broken as llvm-mc does (the `r/m, reg` form for
//! integer register pairs, `reg, r/m` for SSE), so `llvm-mc` assembling the printed text
//! gives the same bytes.
//!
//! Also: `;`/newline separated statements, `#` comments, prefixes (`lock`, `rep`,
//! `repe`/`repz`, `repne`/`repnz`, alone or before an instruction), string instructions
//! without operands (`rep stosb`, `movsq`), labels local to the template (`1:` with
//! `1b`/`1f`, named ones) with short/near branch relaxation, `.byte/.word/.long/.quad`,
//! and symbol operands (placeholders from `sym_placeholder`) as relocations.
//! Anything else is an error naming the statement, never a panic.

use crate::x86_64::emit::{CodeReloc, EmitError};
use iced_x86::{Code, EncodingKind, Encoder, Instruction, MemoryOperand, OpCodeOperandKind as K, Register, RepPrefixKind};
use rllc_isel::mir::SymbolRef;
use rllc_objwriter::RelocKind;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The name under which symbol operand `i` appears in the text given to `assemble`.
pub fn sym_placeholder(i: usize) -> String {
    format!("__rllc_sym{i}")
}

pub(super) fn err<T>(msg: impl Into<String>) -> Result<T, EmitError> {
    Err(EmitError { at: None, message: format!("inline asm: {}", msg.into()) })
}

/// Codes by lower-case Intel mnemonic (64-bit mode, legacy and VEX encodings).
pub(super) fn table() -> &'static HashMap<String, Vec<Code>> {
    static T: OnceLock<HashMap<String, Vec<Code>>> = OnceLock::new();
    T.get_or_init(|| {
        let mut m: HashMap<String, Vec<Code>> = HashMap::new();
        for code in Code::values() {
            let oc = code.op_code();
            if !oc.is_instruction() || !oc.mode64() {
                continue;
            }
            if !matches!(oc.encoding(), EncodingKind::Legacy | EncodingKind::VEX) {
                continue;
            }
            if oc.op_kinds().iter().any(|k| matches!(k, K::mem_offs | K::farbr2_2 | K::farbr4_2 | K::sibmem)) {
                continue;
            }
            let name = format!("{:?}", oc.mnemonic()).to_ascii_lowercase();
            m.entry(name).or_default().push(code);
        }
        m
    })
}

/// iced registers by lower-case name.
pub(super) fn registers() -> &'static HashMap<String, Register> {
    static T: OnceLock<HashMap<String, Register>> = OnceLock::new();
    T.get_or_init(|| {
        Register::values()
            .filter(|r| *r != Register::None)
            .map(|r| (format!("{r:?}").to_ascii_lowercase(), r))
            .collect()
    })
}

/// A number or symbol expression: `value` plus an optional symbol placeholder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Expr {
    pub(super) value: i64,
    pub(super) sym: Option<usize>,
}

/// A parsed operand (AT&T, or Intel through `intel`).
#[derive(Clone, Copy, Debug)]
pub(super) enum Op {
    Reg(Register),
    Imm(Expr),
    /// `size`: the bits an Intel `... ptr` gives (AT&T: `None`, the suffix says it).
    Mem { seg: Register, base: Register, index: Register, scale: u32, disp: Expr, size: Option<u32> },
    /// A branch target: a label of the template (`1b`, `1f`, `name`) or a symbol.
    Target(Target),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Target {
    /// Index into the statement list of the label's position.
    Local(usize),
    Sym(usize),
}

pub(super) fn parse_number(s: &str) -> Option<i64> {
    let s = s.trim();
    let (neg, s) = match s.strip_prefix('-') {
        Some(r) => (true, r.trim()),
        None => (false, s),
    };
    let v = crate::inline_asm::number_literal(s)?;
    let v = v as i64;
    Some(if neg { v.wrapping_neg() } else { v })
}

/// `term (('+'|'-') term)*`, terms being numbers (`~`/`-` allowed) or one symbol.
fn parse_expr(s: &str) -> Result<Expr, String> {
    let s = s.trim();
    if s.is_empty() {
        return Ok(Expr { value: 0, sym: None });
    }
    let mut e = Expr { value: 0, sym: None };
    let b = s.as_bytes();
    let mut i = 0;
    let mut sign = 1i64;
    let mut expect_term = true;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if !expect_term {
            match c {
                b'+' => sign = 1,
                b'-' => sign = -1,
                _ => return Err(format!("cannot read the expression `{s}`")),
            }
            expect_term = true;
            i += 1;
            continue;
        }
        if c == b'-' {
            sign = -sign;
            i += 1;
            continue;
        }
        let start = i;
        let not = c == b'~';
        if not {
            i += 1;
        }
        let tstart = i;
        while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
            i += 1;
        }
        let tok = &s[tstart..i];
        if let Some(n) = tok.strip_prefix("__rllc_sym").and_then(|n| n.parse::<usize>().ok()) {
            if e.sym.is_some() || sign < 0 || not {
                return Err(format!("unsupported symbol expression `{s}`"));
            }
            e.sym = Some(n);
        } else if let Some(v) = parse_number(tok) {
            let v = if not { !v } else { v };
            e.value = e.value.wrapping_add(sign.wrapping_mul(v));
        } else {
            let shown: String = s.get(start..).unwrap_or("").chars().take((i - start).max(1)).collect();
            return Err(format!("cannot read `{shown}` in `{s}`"));
        }
        sign = 1;
        expect_term = false;
    }
    if expect_term {
        return Err(format!("incomplete expression `{s}`"));
    }
    Ok(e)
}

fn parse_reg(s: &str) -> Result<Register, String> {
    let name = s.trim().strip_prefix('%').ok_or_else(|| format!("`{s}` is not a register"))?.trim().to_ascii_lowercase();
    let name = match name.as_str() {
        "st" | "st(0)" => "st0".to_string(),
        n if n.starts_with("st(") && n.ends_with(')') => format!("st{}", &n[3..n.len() - 1]),
        // iced spells the low bytes of r8-r15 `r8l`.
        n if n.starts_with('r') && n.ends_with('b') && n[1..n.len() - 1].parse::<u8>().is_ok() => format!("{}l", &n[..n.len() - 1]),
        _ => name,
    };
    registers().get(&name).copied().ok_or_else(|| format!("unknown register `{s}`"))
}

/// Parses one AT&T operand. `label` resolves a branch-target name.
fn parse_operand(s: &str, branch: bool, label: &dyn Fn(&str) -> Option<Target>) -> Result<Op, String> {
    let s = s.trim();
    if let Some(r) = s.strip_prefix('$') {
        return Ok(Op::Imm(parse_expr(r)?));
    }
    let s = s.strip_prefix('*').unwrap_or(s);
    if s.starts_with('%') && (!s.contains('(') || s.to_ascii_lowercase().starts_with("%st(")) && !s.contains(':') {
        return parse_reg(s).map(Op::Reg);
    }
    if branch && !s.contains('(') {
        if let Some(t) = label(s) {
            return Ok(Op::Target(t));
        }
    }
    // `[%seg:]disp[(base[,index[,scale]])]`.
    let (seg, rest) = match s.split_once(':') {
        Some((a, b)) if a.trim().starts_with('%') => (parse_reg(a)?, b.trim()),
        _ => (Register::None, s),
    };
    if seg != Register::None && !seg.is_segment_register() {
        return Err(format!("'{}' is not a segment register", s.split(':').next().unwrap_or("").trim()));
    }
    let (disp_s, regs_s) = match rest.rfind('(') {
        Some(p) if rest.ends_with(')') => (&rest[..p], Some(&rest[p + 1..rest.len() - 1])),
        _ => (rest, None),
    };
    let disp = parse_expr(disp_s)?;
    let (mut base, mut index, mut scale) = (Register::None, Register::None, 1u32);
    if let Some(r) = regs_s {
        let parts: Vec<&str> = r.split(',').map(|p| p.trim()).collect();
        if let Some(b) = parts.first().filter(|b| !b.is_empty()) {
            base = parse_reg(b)?;
        }
        if let Some(i) = parts.get(1).filter(|i| !i.is_empty()) {
            index = parse_reg(i)?;
        }
        if let Some(sc) = parts.get(2) {
            scale = parse_number(sc).filter(|v| matches!(v, 1 | 2 | 4 | 8)).ok_or_else(|| format!("bad scale `{sc}`"))? as u32;
        }
        if parts.len() > 3 {
            return Err(format!("bad memory operand `{s}`"));
        }
    }
    Ok(Op::Mem { seg, base, index, scale, disp, size: None })
}

/// Operand size suffix → bits.
fn suffix_bits(c: u8) -> Option<u32> {
    match c {
        b'b' => Some(8),
        b'w' => Some(16),
        b'l' => Some(32),
        b'q' => Some(64),
        _ => None,
    }
}

/// Condition-code synonyms (`z` → `e`, ...), for `j`, `set` and `cmov`.
pub(super) fn canonical_cc(cc: &str) -> Option<&'static str> {
    Some(match cc {
        "o" => "o",
        "no" => "no",
        "b" | "c" | "nae" => "b",
        "ae" | "nb" | "nc" => "ae",
        "e" | "z" => "e",
        "ne" | "nz" => "ne",
        "be" | "na" => "be",
        "a" | "nbe" => "a",
        "s" => "s",
        "ns" => "ns",
        "p" | "pe" => "p",
        "np" | "po" => "np",
        "l" | "nge" => "l",
        "ge" | "nl" => "ge",
        "le" | "ng" => "le",
        "g" | "nle" => "g",
        _ => return None,
    })
}

/// A way to read an AT&T mnemonic: the Intel mnemonic, and the size its suffix gives
/// (checked against the sized register/memory operand), and for `movz`/`movs` extensions
/// the source size.
#[derive(Clone, Debug)]
pub(super) struct Reading {
    pub(super) intel: String,
    pub(super) size: Option<u32>,
}

fn readings(m: &str) -> Vec<Reading> {
    let t = table();
    let mut out = Vec::new();
    let push = |out: &mut Vec<Reading>, intel: String, size: Option<u32>| {
        if t.contains_key(&intel) {
            out.push(Reading { intel, size });
        }
    };
    // Fixed AT&T spellings.
    let fixed: Option<(&str, Option<u32>)> = match m {
        "cltq" => Some(("cdqe", None)),
        "cqto" | "cqo" => Some(("cqo", None)),
        "cltd" => Some(("cdq", None)),
        "cwtl" => Some(("cwde", None)),
        "cbtw" => Some(("cbw", None)),
        "cwtd" => Some(("cwd", None)),
        "movabsq" | "movabs" => Some(("mov", Some(64))),
        "movslq" => Some(("movsxd", Some(32))),
        "movsbw" | "movsbl" | "movsbq" => Some(("movsx", Some(8))),
        "movswl" | "movswq" => Some(("movsx", Some(16))),
        "movzbw" | "movzbl" | "movzbq" => Some(("movzx", Some(8))),
        "movzwl" | "movzwq" => Some(("movzx", Some(16))),
        "movsl" => Some(("movsd", None)),
        "stosl" => Some(("stosd", None)),
        "lodsl" => Some(("lodsd", None)),
        "scasl" => Some(("scasd", None)),
        "cmpsl" => Some(("cmpsd", None)),
        // Indirect calls and jumps are 64-bit unless spelled otherwise.
        "callq" | "call" => Some(("call", Some(64))),
        "jmpq" | "jmp" => Some(("jmp", Some(64))),
        "retq" => Some(("ret", None)),
        "pushfq" => Some(("pushfq", None)),
        "popfq" => Some(("popfq", None)),
        _ => None,
    };
    if let Some((i, s)) = fixed {
        push(&mut out, i.to_string(), s);
        return out;
    }
    // x87 memory forms: `s`/`l`/`t` name the float format (`flds`, `fldl`, `fstpt`), and
    // for integer forms (`fi...`) `s`/`l`/`ll`/`q` the integer width.
    if m.starts_with('f') {
        let int = m.starts_with("fi");
        for (suf, bits) in [("ll", 64), ("t", 80), ("s", if int { 16 } else { 32 }), ("l", if int { 32 } else { 64 }), ("q", 64)] {
            if let Some(stem) = m.strip_suffix(suf) {
                push(&mut out, stem.to_string(), Some(bits));
            }
        }
        // Not also as integer suffixes (`fldl` is never a 32-bit load).
        if !out.is_empty() {
            return out;
        }
    }
    let stems: Vec<(&str, Option<u32>)> = {
        let mut v = vec![(m, None)];
        if let Some(&c) = m.as_bytes().last() {
            if let Some(bits) = suffix_bits(c) {
                v.push((&m[..m.len() - 1], Some(bits)));
            }
        }
        v
    };
    for (stem, size) in stems {
        let stem = if stem == "sal" { "shl" } else { stem };
        push(&mut out, stem.to_string(), size);
        for prefix in ["cmov", "set", "j"] {
            if let Some(cc) = stem.strip_prefix(prefix).and_then(canonical_cc) {
                push(&mut out, format!("{prefix}{cc}"), size);
            }
        }
    }
    out
}

/// Bits of the integer register width an operand kind names, if it is a GPR kind.
fn gpr_kind_bits(k: K) -> Option<u32> {
    Some(match k {
        K::r8_or_mem | K::r8_reg | K::r8_opcode => 8,
        K::r16_or_mem | K::r16_reg | K::r16_reg_mem | K::r16_rm | K::r16_opcode => 16,
        K::r32_or_mem | K::r32_or_mem_mpx | K::r32_reg | K::r32_reg_mem | K::r32_rm | K::r32_opcode | K::r32_vvvv => 32,
        K::r64_or_mem | K::r64_or_mem_mpx | K::r64_reg | K::r64_reg_mem | K::r64_rm | K::r64_opcode | K::r64_vvvv => 64,
        _ => return None,
    })
}

fn reg_bits(r: Register) -> Option<u32> {
    if r.is_gpr8() {
        Some(8)
    } else if r.is_gpr16() {
        Some(16)
    } else if r.is_gpr32() {
        Some(32)
    } else if r.is_gpr64() {
        Some(64)
    } else {
        None
    }
}

fn fits_imm(k: K, v: i64) -> bool {
    let i8r = |x: i64| (-128..=127).contains(&x);
    match k {
        K::imm8 => (-128..=255).contains(&v),
        K::imm8_const_1 => v == 1,
        K::imm8sex16 => (-32768..=65535).contains(&v) && i8r(v as i16 as i64),
        K::imm8sex32 => (-(1i64 << 31)..(1i64 << 32)).contains(&v) && i8r(v as i32 as i64),
        K::imm8sex64 => i8r(v),
        K::imm16 => (-32768..=65535).contains(&v),
        K::imm32 => (-(1i64 << 31)..(1i64 << 32)).contains(&v),
        K::imm32sex64 => i32::try_from(v).is_ok(),
        K::imm64 => true,
        _ => false,
    }
}

/// Whether operand `o` can be the code's operand of kind `k`.
fn accepts(k: K, o: &Op) -> bool {
    match *o {
        Op::Reg(r) => match k {
            K::al => r == Register::AL,
            K::cl => r == Register::CL,
            K::ax => r == Register::AX,
            K::dx => r == Register::DX,
            K::eax => r == Register::EAX,
            K::rax => r == Register::RAX,
            K::es => r == Register::ES,
            K::cs => r == Register::CS,
            K::ss => r == Register::SS,
            K::ds => r == Register::DS,
            K::fs => r == Register::FS,
            K::gs => r == Register::GS,
            K::seg_reg => r.is_segment_register(),
            K::xmm_or_mem | K::xmm_reg | K::xmm_rm | K::xmm_vvvv => r.is_xmm(),
            K::ymm_or_mem | K::ymm_reg | K::ymm_rm | K::ymm_vvvv => r.is_ymm(),
            K::st0 => r == Register::ST0,
            K::sti_opcode => r.is_st(),
            _ => gpr_kind_bits(k).is_some_and(|b| reg_bits(r) == Some(b)),
        },
        Op::Mem { .. } => matches!(
            k,
            K::mem
                | K::r8_or_mem
                | K::r16_or_mem
                | K::r32_or_mem
                | K::r64_or_mem
                | K::xmm_or_mem
                | K::ymm_or_mem
                | K::mm_or_mem
                | K::r32_or_mem_mpx
                | K::r64_or_mem_mpx
        ),
        Op::Imm(e) => match e.sym {
            Some(_) => matches!(k, K::imm32 | K::imm32sex64 | K::imm64),
            None => fits_imm(k, e.value),
        },
        Op::Target(_) => matches!(k, K::br64_1 | K::br64_4 | K::br32_4),
    }
}

/// The operand size `code` works on, as its suffix would say: the size of its r/m-or-memory
/// operand, else of its memory operand, else its operand size.
fn code_size(code: Code, ops: &[Op]) -> Option<u32> {
    let oc = code.op_code();
    for (k, o) in oc.op_kinds().iter().zip(ops) {
        if let Some(b) = gpr_kind_bits(*k).filter(|_| matches!(k, K::r8_or_mem | K::r16_or_mem | K::r32_or_mem | K::r64_or_mem)) {
            return Some(b);
        }
        if matches!(o, Op::Mem { .. }) {
            let sz = oc.memory_size().size() as u32 * 8;
            if sz != 0 {
                return Some(sz);
            }
        }
    }
    match oc.operand_size() {
        0 => None,
        s => Some(s),
    }
}

/// Whether an Intel mnemonic branches (its operand may name a label or a symbol).
pub(super) fn is_branch_mnemonic(intel: &str) -> bool {
    intel == "jmp" || intel == "call" || (intel.starts_with('j') && intel.len() <= 4) || intel.starts_with("loop")
}

fn is_string_mnemonic(m: &str) -> bool {
    let stems = ["movs", "stos", "lods", "scas", "cmps"];
    stems.iter().any(|s| m.strip_prefix(s).is_some_and(|r| matches!(r, "b" | "w" | "d" | "q")))
}

/// A string instruction without operands (`stosb`, `rep movsq`).
fn string_inst(intel: &str, rep: RepPrefixKind) -> Result<Instruction, EmitError> {
    let r = match intel {
        "movsb" => Instruction::with_movsb(64, Register::None, rep),
        "movsw" => Instruction::with_movsw(64, Register::None, rep),
        "movsd" => Instruction::with_movsd(64, Register::None, rep),
        "movsq" => Instruction::with_movsq(64, Register::None, rep),
        "stosb" => Instruction::with_stosb(64, rep),
        "stosw" => Instruction::with_stosw(64, rep),
        "stosd" => Instruction::with_stosd(64, rep),
        "stosq" => Instruction::with_stosq(64, rep),
        "lodsb" => Instruction::with_lodsb(64, Register::None, rep),
        "lodsw" => Instruction::with_lodsw(64, Register::None, rep),
        "lodsd" => Instruction::with_lodsd(64, Register::None, rep),
        "lodsq" => Instruction::with_lodsq(64, Register::None, rep),
        "scasb" => Instruction::with_scasb(64, rep),
        "scasw" => Instruction::with_scasw(64, rep),
        "scasd" => Instruction::with_scasd(64, rep),
        "scasq" => Instruction::with_scasq(64, rep),
        "cmpsb" => Instruction::with_cmpsb(64, Register::None, rep),
        "cmpsw" => Instruction::with_cmpsw(64, Register::None, rep),
        "cmpsd" => Instruction::with_cmpsd(64, Register::None, rep),
        "cmpsq" => Instruction::with_cmpsq(64, Register::None, rep),
        _ => return err(format!("`{intel}` is not a string instruction")),
    };
    r.map_err(|e| EmitError { at: None, message: format!("inline asm: {intel}: {e}") })
}

/// Which relocated field an encoded instruction has.
#[derive(Clone, Copy, Debug)]
struct Fix {
    imm: bool,
    kind: RelocKind,
    sym: usize,
    addend: i64,
}

fn mem_operand(op: &Op, syms: &[(SymbolRef, i64)]) -> Result<(MemoryOperand, Option<Fix>), EmitError> {
    let Op::Mem { seg, base, index, scale, disp, .. } = *op else { return err("expected a memory operand") };
    let mut fix = None;
    let rip = base == Register::RIP;
    if let Some(s) = disp.sym {
        let (_, addend) = *syms.get(s).ok_or_else(|| EmitError { at: None, message: "inline asm: unknown symbol operand".into() })?;
        let kind = if rip { RelocKind::PcRel32 } else { RelocKind::Abs32Signed };
        fix = Some(Fix { imm: false, kind, sym: s, addend: addend + disp.value });
    }
    if i32::try_from(disp.value).is_err() && fix.is_none() {
        return err(format!("displacement {} does not fit in 32 bits", disp.value));
    }
    let d = if fix.is_some() { 0 } else { disp.value };
    let displ_size = if rip || fix.is_some() || (base == Register::None && index == Register::None) {
        8
    } else if d == 0 {
        0
    } else {
        1
    };
    Ok((MemoryOperand::new(base, index, scale, d, displ_size, false, seg), fix))
}

/// Builds the iced instruction for `code` and Intel-order operands.
fn build(code: Code, ops: &[Op], syms: &[(SymbolRef, i64)]) -> Result<(Instruction, Option<Fix>), EmitError> {
    let mut ins = Instruction::new();
    ins.set_code(code);
    let oc = code.op_code();
    let mut fix = None;
    let ice = |e: iced_x86::IcedError| EmitError { at: None, message: format!("inline asm: {code:?}: {e}") };
    let kinds = oc.op_kinds();
    // Immediates go through iced's constructors, which know the immediate kinds.
    let mut regs: Vec<Register> = Vec::new();
    let mut mem: Option<MemoryOperand> = None;
    let mut imm: Option<i64> = None;
    let mut order = Vec::new();
    for (k, o) in kinds.iter().zip(ops) {
        match *o {
            Op::Reg(r) => {
                regs.push(r);
                order.push('r');
            }
            Op::Mem { .. } => {
                let (m, f) = mem_operand(o, syms)?;
                mem = Some(m);
                fix = f;
                order.push('m');
            }
            Op::Imm(e) => {
                if let Some(s) = e.sym {
                    let (_, addend) = *syms.get(s).ok_or_else(|| EmitError { at: None, message: "inline asm: unknown symbol operand".into() })?;
                    let kind = match k {
                        K::imm64 => RelocKind::Abs64,
                        K::imm32sex64 => RelocKind::Abs32Signed,
                        _ => RelocKind::Abs32,
                    };
                    fix = Some(Fix { imm: true, kind, sym: s, addend: addend + e.value });
                    imm = Some(0);
                } else {
                    imm = Some(e.value);
                }
                order.push('i');
            }
            Op::Target(_) => {
                order.push('t');
            }
        }
    }
    let imm_i = |v: i64, k: K| -> Result<i64, EmitError> {
        Ok(match k {
            K::imm8 | K::imm8_const_1 => v as u8 as i8 as i64,
            K::imm8sex16 | K::imm8sex32 | K::imm8sex64 => v as i8 as i64,
            K::imm16 => v as i16 as i64,
            K::imm32 | K::imm32sex64 => v as i32 as i64,
            _ => v,
        })
    };
    let imm_kind = kinds.iter().zip(ops).find(|(_, o)| matches!(o, Op::Imm(_))).map(|(k, _)| *k).unwrap_or(K::None);
    let o: String = order.iter().collect();
    let r = |i: usize| regs[i];
    let built = match o.as_str() {
        "" => Ok(Instruction::with(code)),
        "r" => Instruction::with1(code, r(0)),
        "m" => Instruction::with1(code, mem.unwrap_or_default()),
        "i" => Instruction::with1(code, imm_i(imm.unwrap_or(0), imm_kind)? as i32),
        "t" => Instruction::with_branch(code, 0),
        "rr" => Instruction::with2(code, r(0), r(1)),
        "rm" => Instruction::with2(code, r(0), mem.unwrap_or_default()),
        "mr" => Instruction::with2(code, mem.unwrap_or_default(), r(0)),
        "ri" if imm_kind == K::imm64 => Instruction::with2(code, r(0), imm.unwrap_or(0)),
        "ri" => Instruction::with2(code, r(0), imm_i(imm.unwrap_or(0), imm_kind)? as i32),
        "mi" => Instruction::with2(code, mem.unwrap_or_default(), imm_i(imm.unwrap_or(0), imm_kind)? as i32),
        "ii" => return err(format!("{code:?}: two immediates are not supported")),
        "rrr" => Instruction::with3(code, r(0), r(1), r(2)),
        "rrm" => Instruction::with3(code, r(0), r(1), mem.unwrap_or_default()),
        "rmr" => Instruction::with3(code, r(0), mem.unwrap_or_default(), r(1)),
        "mrr" => Instruction::with3(code, mem.unwrap_or_default(), r(0), r(1)),
        "rri" => Instruction::with3(code, r(0), r(1), imm_i(imm.unwrap_or(0), imm_kind)? as i32),
        "rmi" => Instruction::with3(code, r(0), mem.unwrap_or_default(), imm_i(imm.unwrap_or(0), imm_kind)? as i32),
        "mri" => Instruction::with3(code, mem.unwrap_or_default(), r(0), imm_i(imm.unwrap_or(0), imm_kind)? as i32),
        "rrri" => Instruction::with4(code, r(0), r(1), r(2), imm_i(imm.unwrap_or(0), imm_kind)? as i32),
        "rrmi" => Instruction::with4(code, r(0), r(1), mem.unwrap_or_default(), imm_i(imm.unwrap_or(0), imm_kind)? as i32),
        "rrrr" => Instruction::with4(code, r(0), r(1), r(2), r(3)),
        "rrmr" => Instruction::with4(code, r(0), r(1), mem.unwrap_or_default(), r(2)),
        _ => return err(format!("{code:?}: unsupported operand combination")),
    };
    ins = built.map_err(ice)?;
    Ok((ins, fix))
}

/// One encoded statement, or a branch whose size relaxation decides.
#[derive(Clone, Debug)]
enum Piece {
    Bytes { bytes: Vec<u8>, relocs: Vec<CodeReloc> },
    Branch { short: Code, near: Code, target: usize, is_near: bool },
    /// A label: the position of statement `i`'s label.
    Label,
}

fn encode_ins(enc: &mut Encoder, ins: &Instruction, fix: Option<Fix>, lock: bool, syms: &[(SymbolRef, i64)]) -> Result<(Vec<u8>, Vec<CodeReloc>), EmitError> {
    let mut ins = *ins;
    ins.set_has_lock_prefix(lock);
    if let Some(f) = fix.filter(|f| !f.imm && f.kind == RelocKind::PcRel32) {
        let _ = f;
        ins.set_memory_displacement64(0);
    }
    enc.set_buffer(Vec::new());
    let len = enc.encode(&ins, 0).map_err(|e| EmitError { at: None, message: format!("inline asm: {:?}: {e}", ins.code()) })?;
    let mut bytes = enc.take_buffer();
    if lock {
        crate::x86_64::emit::lock_after_operand_size(&mut bytes);
    }
    // `8(%rip)`: the number is the displacement itself (from the next instruction), while
    // iced takes a RIP-relative operand's displacement for the target address.
    if fix.is_none() && ins.memory_base() == Register::RIP {
        let co = enc.get_constant_offsets();
        let off = co.displacement_offset();
        let disp = ins.memory_displacement64() as i64 as i32;
        bytes[off..off + 4].copy_from_slice(&disp.to_le_bytes());
    }
    let mut relocs = Vec::new();
    if let Some(f) = fix {
        let co = enc.get_constant_offsets();
        let (off, width) = if f.imm { (co.immediate_offset(), co.immediate_size()) } else { (co.displacement_offset(), co.displacement_size()) };
        if width != f.kind.width_bytes() as usize {
            return err(format!("relocated field is {width} bytes, {:?} needs {}", f.kind, f.kind.width_bytes()));
        }
        bytes[off..off + width].fill(0);
        let addend = if f.kind.is_pc_relative() { f.addend - (len - off) as i64 } else { f.addend };
        let target = syms.get(f.sym).map(|s| s.0).ok_or_else(|| EmitError { at: None, message: "inline asm: unknown symbol operand".into() })?;
        relocs.push(CodeReloc { offset: off as u32, kind: f.kind, target, addend });
    }
    Ok((bytes, relocs))
}

/// Splits the template into statements: newlines and `;`, without `#` comments.
fn statements(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for line in text.lines() {
        let line = match line.find('#') {
            Some(p) => &line[..p],
            None => line,
        };
        for s in line.split(';') {
            let s = s.trim();
            if !s.is_empty() {
                out.push(s);
            }
        }
    }
    out
}

/// Splits operands at the top-level commas: outside parentheses (AT&T) and brackets
/// (Intel).
pub(super) fn split_operands(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in s.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(s[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = s[start..].trim();
    if !last.is_empty() || !out.is_empty() {
        out.push(last);
    }
    out
}

/// Assembles AT&T text (an inline asm template after substitution), appending the bytes
/// to `out` (whose length is the code offset) and relocations against `syms` (the symbol
/// operands named by `sym_placeholder(i)`) to `relocs`.
pub fn assemble(text: &str, syms: &[(SymbolRef, i64)], out: &mut Vec<u8>, relocs: &mut Vec<CodeReloc>) -> Result<(), EmitError> {
    assemble_in(text, false, syms, out, relocs)
}

/// `assemble`, the text starting in Intel syntax (without register prefixes) when `intel`;
/// `.intel_syntax [noprefix]` and `.att_syntax [prefix]` switch between the two.
pub fn assemble_in(
    text: &str,
    intel: bool,
    syms: &[(SymbolRef, i64)],
    out: &mut Vec<u8>,
    relocs: &mut Vec<CodeReloc>,
) -> Result<(), EmitError> {
    // MASM radix suffixes in numbers only for templates in Intel syntax from the start (llc
    // sets its lexer so for the whole template, directives and `.att_syntax` parts too).
    let (mut intel, masm) = (intel, intel);
    let plain;
    let text = if masm {
        plain = super::intel::plain_numbers(text);
        plain.as_str()
    } else {
        text
    };
    let stmts = statements(text);
    // Labels first (their statement index, so `1f`/`1b` resolve by position).
    struct Stmt<'a> {
        label: Option<&'a str>,
        body: &'a str,
    }
    let mut list: Vec<Stmt> = Vec::new();
    for s in stmts {
        let mut rest = s;
        // `name:` prefixes (several allowed).
        while let Some(p) = rest.find(':') {
            let name = rest[..p].trim();
            let is_label = !name.is_empty()
                && !name.starts_with('%')
                && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'$')
                && !name.contains(' ');
            if !is_label {
                break;
            }
            list.push(Stmt { label: Some(name), body: "" });
            rest = rest[p + 1..].trim();
        }
        if !rest.is_empty() {
            list.push(Stmt { label: None, body: rest });
        }
    }
    let labels: Vec<(usize, &str)> = list.iter().enumerate().filter_map(|(i, s)| s.label.map(|l| (i, l))).collect();
    let mut enc = Encoder::new(64);
    let mut pieces: Vec<Piece> = Vec::new();
    let mut pending_lock = false;
    for (si, st) in list.iter().enumerate() {
        if st.label.is_some() {
            pieces.push(Piece::Label);
            continue;
        }
        let at = |e: EmitError| EmitError { at: None, message: format!("{} (in `{}`)", e.message, st.body) };
        let resolve = |name: &str| -> Option<Target> {
            let name = name.trim();
            if let Some(n) = name.strip_prefix("__rllc_sym").and_then(|n| n.parse::<usize>().ok()) {
                return Some(Target::Sym(n));
            }
            let (base, dir) = match name.as_bytes().last() {
                Some(b'b') if name[..name.len() - 1].bytes().all(|c| c.is_ascii_digit()) && name.len() > 1 => (&name[..name.len() - 1], -1),
                Some(b'f') if name[..name.len() - 1].bytes().all(|c| c.is_ascii_digit()) && name.len() > 1 => (&name[..name.len() - 1], 1),
                // A bare number is an address, never the label of that number.
                _ if name.bytes().all(|c| c.is_ascii_digit()) => return None,
                _ => (name, 0),
            };
            match dir {
                -1 => labels.iter().rev().find(|(i, l)| *i < si && *l == base).map(|(i, _)| Target::Local(*i)),
                1 => labels.iter().find(|(i, l)| *i > si && *l == base).map(|(i, _)| Target::Local(*i)),
                _ => labels.iter().find(|(_, l)| *l == base).map(|(i, _)| Target::Local(*i)),
            }
        };
        let mut words = st.body.split_whitespace();
        let directive = words.next().unwrap_or("").to_ascii_lowercase();
        if directive == ".intel_syntax" || directive == ".att_syntax" {
            let arg = words.next().map(str::to_ascii_lowercase);
            let ok = match (directive.as_str(), arg.as_deref()) {
                (".intel_syntax", None | Some("noprefix")) | (".att_syntax", None | Some("prefix")) => {
                    words.next().is_none()
                }
                _ => false,
            };
            if !ok {
                return Err(at(EmitError { at: None, message: format!("inline asm: `{}` is not supported", st.body) }));
            }
            intel = directive == ".intel_syntax";
            continue;
        }
        let (piece, lock_next) = statement(st.body, intel, masm, &resolve, syms, &mut enc, pending_lock).map_err(at)?;
        pending_lock = lock_next;
        if let Some(p) = piece {
            pieces.push(p);
        }
    }
    if pending_lock {
        pieces.push(Piece::Bytes { bytes: vec![0xf0], relocs: Vec::new() });
    }
    // Branch relaxation: short first, near where out of reach, until nothing changes.
    let label_piece: Vec<usize> = {
        let mut v = vec![usize::MAX; list.len()];
        let mut pi = 0;
        for (si, st) in list.iter().enumerate() {
            if st.label.is_some() {
                // Label pieces are pushed in statement order.
                while pi < pieces.len() && !matches!(pieces[pi], Piece::Label) {
                    pi += 1;
                }
                v[si] = pi;
                pi += 1;
            }
        }
        v
    };
    let len_of = |p: &Piece| -> usize {
        match p {
            Piece::Bytes { bytes, .. } => bytes.len(),
            Piece::Branch { short, near, is_near, .. } => branch_len(if *is_near { *near } else { *short }),
            Piece::Label => 0,
        }
    };
    let mut offsets = vec![0usize; pieces.len() + 1];
    loop {
        let mut off = 0;
        for (i, p) in pieces.iter().enumerate() {
            offsets[i] = off;
            off += len_of(p);
        }
        offsets[pieces.len()] = off;
        let mut changed = false;
        for i in 0..pieces.len() {
            if let Piece::Branch { short, target, is_near: false, .. } = pieces[i] {
                let dest = offsets[label_piece[target]] as i64;
                let disp = dest - (offsets[i] + branch_len(short)) as i64;
                if i8::try_from(disp).is_err() {
                    if let Piece::Branch { is_near, .. } = &mut pieces[i] {
                        *is_near = true;
                    }
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let base = out.len();
    for (i, p) in pieces.iter().enumerate() {
        match p {
            Piece::Bytes { bytes, relocs: rs } => {
                let at = out.len() as u32;
                out.extend_from_slice(bytes);
                relocs.extend(rs.iter().map(|r| CodeReloc { offset: r.offset + at, ..*r }));
            }
            Piece::Branch { short, near, target, is_near } => {
                let code = if *is_near { *near } else { *short };
                let ip = offsets[i] as u64;
                let dest = offsets[label_piece[*target]] as u64;
                let ins = Instruction::with_branch(code, dest).map_err(|e| EmitError { at: None, message: format!("inline asm: {e}") })?;
                enc.set_buffer(Vec::new());
                enc.encode(&ins, ip).map_err(|e| EmitError { at: None, message: format!("inline asm: {e}") })?;
                out.extend_from_slice(&enc.take_buffer());
            }
            Piece::Label => {}
        }
    }
    debug_assert_eq!(out.len() - base, offsets[pieces.len()]);
    Ok(())
}

/// The short (rel8) form of a jump mnemonic (`jmp`, `jne`, `jz`, ...) that also has a
/// near form, its one-byte displacement (zero) last; `None` for other mnemonics.
pub fn short_branch(mnemonic: &str) -> Option<Vec<u8>> {
    let m = mnemonic.to_ascii_lowercase();
    let is_jump = |r: &Reading| r.intel == "jmp" || (r.intel.starts_with('j') && canonical_cc(&r.intel[1..]).is_some());
    let r = readings(&m).into_iter().find(is_jump)?;
    let codes = table().get(&r.intel)?;
    let short = codes.iter().copied().find(|c| c.op_code().op_kinds() == [K::br64_1])?;
    codes.iter().find(|c| matches!(c.op_code().op_kinds(), [K::br64_4] | [K::br32_4]))?;
    let len = branch_len(short);
    let ins = Instruction::with_branch(short, len as u64).ok()?;
    let mut enc = Encoder::new(64);
    enc.encode(&ins, 0).ok()?;
    Some(enc.take_buffer())
}

fn branch_len(code: Code) -> usize {
    let oc = code.op_code();
    let imm = if oc.op_kinds().contains(&K::br64_1) { 1 } else { 4 };
    oc.op_code_len() as usize + if oc.table() == iced_x86::OpCodeTableKind::Normal { 0 } else { 1 } + imm
}

/// Encodes one statement (no label). Returns the piece and whether a `lock` prefix alone
/// waits for the next statement (`lock; cmpxchg`: llvm-mc emits it as its own byte, which
/// is the same bytes unless an operand-size prefix follows; we emit it on its own too).
fn statement(
    body: &str,
    intel: bool,
    masm: bool,
    resolve: &dyn Fn(&str) -> Option<Target>,
    syms: &[(SymbolRef, i64)],
    enc: &mut Encoder,
    pending_lock: bool,
) -> Result<(Option<Piece>, bool), EmitError> {
    let mut words = body.splitn(2, char::is_whitespace);
    let mut m = words.next().unwrap_or("").to_ascii_lowercase();
    let mut rest = words.next().unwrap_or("").trim().to_string();
    let mut lock = false;
    let mut rep = RepPrefixKind::None;
    let mut raw_prefix: Vec<u8> = Vec::new();
    if pending_lock {
        raw_prefix.push(0xf0);
    }
    // Prefixes.
    loop {
        match m.as_str() {
            "lock" => lock = true,
            "rep" | "repe" | "repz" => rep = RepPrefixKind::Repe,
            "repne" | "repnz" => rep = RepPrefixKind::Repne,
            _ => break,
        }
        if rest.is_empty() {
            // A prefix alone: its byte.
            let mut bytes = raw_prefix;
            if lock {
                bytes.push(0xf0);
            }
            match rep {
                RepPrefixKind::Repe => bytes.push(0xf3),
                RepPrefixKind::Repne => bytes.push(0xf2),
                _ => {}
            }
            return Ok((Some(Piece::Bytes { bytes, relocs: Vec::new() }), false));
        }
        let mut w = rest.splitn(2, char::is_whitespace);
        m = w.next().unwrap_or("").to_ascii_lowercase();
        rest = w.next().unwrap_or("").trim().to_string();
    }
    // Data directives.
    if let Some(width) = match m.as_str() {
        ".byte" => Some(1),
        ".word" | ".short" | ".value" => Some(2),
        ".long" | ".int" => Some(4),
        ".quad" => Some(8),
        _ => None,
    } {
        let mut bytes = raw_prefix;
        for v in rest.split(',') {
            let e = parse_expr(v).map_err(|e| EmitError { at: None, message: format!("inline asm: {e}") })?;
            if e.sym.is_some() {
                return err("symbols in data directives are not supported");
            }
            bytes.extend_from_slice(&e.value.to_le_bytes()[..width]);
        }
        return Ok((Some(Piece::Bytes { bytes, relocs: Vec::new() }), false));
    }
    if m.starts_with('.') {
        return err(format!("directive `{m}` is not supported"));
    }
    let (reads, mut ops) = if intel {
        super::intel::parse(&m, &rest, masm, resolve)?
    } else {
        let reads = readings(&m);
        if reads.is_empty() {
            return err(format!("unknown instruction `{m}`"));
        }
        let is_branch = reads.iter().any(|r| is_branch_mnemonic(&r.intel));
        let mut ops: Vec<Op> = Vec::new();
        for t in &split_operands(&rest) {
            let op = parse_operand(t, is_branch, resolve);
            ops.push(op.map_err(|e| EmitError { at: None, message: format!("inline asm: {e}") })?);
        }
        ops.reverse();
        (reads, ops)
    };
    // String instructions without operands.
    if ops.is_empty() {
        if let Some(r) = reads.iter().find(|r| is_string_mnemonic(&r.intel)) {
            let ins = string_inst(&r.intel, rep)?;
            let (mut bytes, relocs) = encode_ins(enc, &ins, None, lock, syms)?;
            raw_prefix.append(&mut bytes);
            return Ok((Some(Piece::Bytes { bytes: raw_prefix, relocs }), false));
        }
    }
    // `int 3` is `int3` to llvm-mc (either syntax).
    if reads.iter().any(|r| r.intel == "int") && matches!(ops.as_slice(), [Op::Imm(Expr { value: 3, sym: None })]) {
        raw_prefix.push(0xcc);
        return Ok((Some(Piece::Bytes { bytes: raw_prefix, relocs: Vec::new() }), false));
    }
    // Shifts and rotates by one may omit `$1`.
    if ops.len() == 1 && reads.iter().any(|r| matches!(r.intel.as_str(), "shl" | "shr" | "sar" | "rol" | "ror" | "rcl" | "rcr")) {
        ops.push(Op::Imm(Expr { value: 1, sym: None }));
    }
    // Branches to labels of the template.
    if let Some(&Op::Target(t)) = ops.first() {
        if ops.len() != 1 {
            return err("a branch takes one target");
        }
        let r = &reads[0];
        let codes = &table()[&r.intel];
        let short = codes.iter().copied().find(|c| c.op_code().op_kinds() == [K::br64_1]);
        let near = codes.iter().copied().find(|c| matches!(c.op_code().op_kinds(), [K::br64_4] | [K::br32_4]) && c.op_code().mode64());
        match t {
            Target::Local(target) => {
                let near = near.ok_or_else(|| EmitError { at: None, message: format!("inline asm: `{m}` cannot branch to a label") })?;
                if !raw_prefix.is_empty() {
                    return err("prefix before a branch");
                }
                return Ok((Some(Piece::Branch { short: short.unwrap_or(near), near, target, is_near: short.is_none() }), false));
            }
            Target::Sym(s) => {
                let near = near.ok_or_else(|| EmitError { at: None, message: format!("inline asm: `{m}` cannot branch to a symbol") })?;
                let ins = Instruction::with_branch(near, 0).map_err(|e| EmitError { at: None, message: format!("inline asm: {e}") })?;
                // llvm-mc relocates every branch to a symbol (`jne f` too) through the PLT.
                let kind = RelocKind::PltRel32;
                let (_, addend) = *syms.get(s).ok_or_else(|| EmitError { at: None, message: "inline asm: unknown symbol".into() })?;
                enc.set_buffer(Vec::new());
                let len = enc.encode(&ins, 0).map_err(|e| EmitError { at: None, message: format!("inline asm: {e}") })?;
                let mut bytes = enc.take_buffer();
                bytes[len - 4..].fill(0);
                let off = raw_prefix.len() + len - 4;
                raw_prefix.append(&mut bytes);
                let relocs = vec![CodeReloc { offset: off as u32, kind, target: syms[s].0, addend: addend - 4 }];
                return Ok((Some(Piece::Bytes { bytes: raw_prefix, relocs }), false));
            }
        }
    }
    // Every reading, every code whose operand kinds accept the operands.
    let mut best: Option<(Vec<u8>, Vec<CodeReloc>, u8)> = None;
    let mut sizes_seen: Vec<u32> = Vec::new();
    let mut any_suffix = false;
    let try_orders: Vec<Vec<Op>> = if reads.iter().any(|r| r.intel == "xchg") && ops.len() == 2 {
        // llvm-mc encodes `xchg %a, %b` with %a in r/m: the swapped order first.
        vec![vec![ops[1], ops[0]], ops.clone()]
    } else if reads.iter().any(|r| r.intel == "test") && ops.len() == 2 {
        // `test reg, mem` is `test mem, reg` (llvm-mc takes either order).
        vec![ops.clone(), vec![ops[1], ops[0]]]
    } else if m.starts_with('f') && matches!(ops.as_slice(), [Op::Reg(r)] if r.is_st()) {
        // `fxch %st(1)`: the x87 form with an implicit `%st` first.
        vec![ops.clone(), vec![Op::Reg(Register::ST0), ops[0]]]
    } else {
        vec![ops.clone()]
    };
    let mut last_err = None;
    for r in &reads {
        for code in table().get(&r.intel).map(|v| v.as_slice()).unwrap_or(&[]) {
            let oc = code.op_code();
            // `movabs` is the 64-bit immediate form, even for a value (or symbol) that a
            // sign-extended 32-bit one would hold.
            if m.starts_with("movabs") && !oc.op_kinds().contains(&K::imm64) {
                continue;
            }
            for (order, ops) in try_orders.iter().enumerate() {
                if oc.op_count() as usize != ops.len() || !oc.op_kinds().iter().zip(ops.iter()).all(|(k, o)| accepts(*k, o)) {
                    continue;
                }
                // Intel `... ptr`: the size of the memory the code reads or writes (codes
                // of no particular size, `lea` say, take any).
                let mem_bits = oc.memory_size().size() as u32 * 8;
                if ops.iter().any(|o| matches!(o, Op::Mem { size: Some(b), .. } if mem_bits != 0 && *b != mem_bits)) {
                    continue;
                }
                let size = code_size(*code, ops);
                if let Some(want) = r.size {
                    any_suffix = true;
                    if r.intel == "movsx" || r.intel == "movzx" || r.intel == "movsxd" {
                        // The suffix pair's first letter is the source size.
                        let src = oc.op_kinds().get(1).and_then(|k| gpr_kind_bits(*k)).or_else(|| Some(oc.memory_size().size() as u32 * 8));
                        if src != Some(want) {
                            continue;
                        }
                        // The second letter is the destination size.
                        let dst_bits = match m.as_bytes().last() {
                            Some(&c) => suffix_bits(c),
                            None => None,
                        };
                        if oc.op_kinds().first().and_then(|k| gpr_kind_bits(*k)) != dst_bits {
                            continue;
                        }
                    } else if size.is_some_and(|s| s != want) {
                        continue;
                    }
                } else if intel && ops.iter().any(|o| matches!(o, Op::Mem { size: None, .. })) {
                    // Intel: an unsized memory operand matching codes of several memory
                    // sizes is ambiguous (llvm-mc), except for `call`, `jmp` and `push`,
                    // whose memory is pointer-sized.
                    let s = if matches!(r.intel.as_str(), "call" | "jmp" | "push") { 64 } else { mem_bits };
                    if s != 0 && matches!(r.intel.as_str(), "call" | "jmp" | "push") && mem_bits != 64 {
                        continue;
                    }
                    if s != 0 && !sizes_seen.contains(&s) {
                        sizes_seen.push(s);
                    }
                } else if !intel
                    && ops.iter().any(|o| matches!(o, Op::Mem { .. }))
                    && !ops.iter().any(|o| matches!(o, Op::Reg(_)))
                {
                    if let Some(s) = size {
                        if !sizes_seen.contains(&s) {
                            sizes_seen.push(s);
                        }
                    }
                }
                let (ins, fix) = match build(*code, ops, syms) {
                    Ok(x) => x,
                    Err(e) => {
                        last_err = Some(e);
                        continue;
                    }
                };
                let (bytes, relocs) = match encode_ins(enc, &ins, fix, lock, syms) {
                    Ok(x) => x,
                    Err(e) => {
                        last_err = Some(e);
                        continue;
                    }
                };
                let _ = rep;
                // Ties: integer register pairs take the `r/m, reg` form, SSE the
                // `reg, r/m` form (what llvm-mc picks).
                let k0 = oc.op_kinds().first().copied().unwrap_or(K::None);
                let pref: u8 = match k0 {
                    K::r8_or_mem | K::r16_or_mem | K::r32_or_mem | K::r64_or_mem => 0,
                    K::xmm_reg => 0,
                    _ => 1,
                } + 2 * order as u8;
                let better = match &best {
                    None => true,
                    Some((b, _, p)) => bytes.len() < b.len() || (bytes.len() == b.len() && pref < *p),
                };
                if better {
                    best = Some((bytes, relocs, pref));
                }
            }
        }
    }
    if sizes_seen.len() > 1 && !any_suffix {
        if intel {
            return err(format!("`{body}`: ambiguous operand size (add `byte ptr`, `dword ptr`, ...)"));
        }
        return err(format!("`{body}`: ambiguous operand size (add a b/w/l/q suffix)"));
    }
    match best {
        Some((mut bytes, relocs, _)) => {
            let shift = raw_prefix.len() as u32;
            raw_prefix.append(&mut bytes);
            let relocs = relocs.into_iter().map(|r| CodeReloc { offset: r.offset + shift, ..r }).collect();
            if rep != RepPrefixKind::None {
                let p = if rep == RepPrefixKind::Repe { 0xf3 } else { 0xf2 };
                raw_prefix.insert(0, p);
                let relocs2: Vec<CodeReloc> = relocs;
                let relocs2 = relocs2.into_iter().map(|r| CodeReloc { offset: r.offset + 1, ..r }).collect();
                return Ok((Some(Piece::Bytes { bytes: raw_prefix, relocs: relocs2 }), false));
            }
            Ok((Some(Piece::Bytes { bytes: raw_prefix, relocs }), false))
        }
        None => match last_err {
            Some(e) => Err(e),
            None => err(format!("no form of `{m}` takes these operands: `{body}`")),
        },
    }
}

#[cfg(test)]
mod tests;
