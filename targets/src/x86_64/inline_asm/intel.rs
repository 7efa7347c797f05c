//! Intel syntax for the inline asm assembler: the mnemonic readings and operands of one
//! statement of an `asm inteldialect` template (or of text after `.intel_syntax noprefix`),
//! read into the operand representation `assembler` encodes (Intel order already), so
//! both syntaxes share one encoder.
//!
//! What llvm-mc-19 accepts and this reads: registers without `%`; immediates as
//! expressions (`+ - * / % << >> & | ^ ~`, parentheses, C-style numbers; `10h` and `$5`
//! are refused, as llvm-mc refuses them); `offset sym` (an immediate); memory as
//! `[base + index*scale + disp]` in any order, `disp[...]`, `[...][...]` (added up),
//! `seg:[...]` or `seg:disp`, a bare symbol (absolute memory, as in llvm-mc), with an
//! optional `byte ptr` ... `zmmword ptr` size; branch targets (labels of the template, `1b`
//! / `1f`, symbol operands). A memory operand without a size that fits codes of several
//! memory sizes is refused as ambiguous (`assembler`), as llvm-mc refuses it.

use super::assembler::{
    canonical_cc, err, is_branch_mnemonic, parse_number, registers, table, Expr, Op, Reading,
    Target,
};
use crate::x86_64::emit::EmitError;
use iced_x86::Register;

/// The readings of an Intel mnemonic: itself, or the canonical spelling of an alias
/// (`sal`, condition-code synonyms, `movabs`, `pushf`/`popf`).
fn readings(m: &str) -> Vec<Reading> {
    let t = table();
    let name = match m {
        "sal" => "shl",
        "movabs" => "mov",
        "pushf" => "pushfq",
        "popf" => "popfq",
        _ => m,
    };
    let mut out = Vec::new();
    if t.contains_key(name) {
        out.push(Reading {
            intel: name.to_string(),
            size: None,
        });
    }
    for prefix in ["cmov", "set", "j"] {
        if let Some(cc) = name.strip_prefix(prefix).and_then(canonical_cc) {
            let canon = format!("{prefix}{cc}");
            if canon != name && t.contains_key(&canon) {
                out.push(Reading {
                    intel: canon,
                    size: None,
                });
            }
        }
    }
    out
}

/// Reads statement `m rest` (prefixes and directives already taken off): its readings and
/// its operands in Intel order. `masm`: numbers take MASM radix suffixes (`masm_integer`),
/// as llc-19 reads Intel-dialect inline asm (not text after `.intel_syntax`).
pub(super) fn parse(
    m: &str,
    rest: &str,
    masm: bool,
    resolve: &dyn Fn(&str) -> Option<Target>,
) -> Result<(Vec<Reading>, Vec<Op>), EmitError> {
    let reads = readings(m);
    if reads.is_empty() {
        return err(format!("unknown instruction `{m}`"));
    }
    let branch = reads.iter().any(|r| is_branch_mnemonic(&r.intel));
    let mut ops = Vec::new();
    for t in super::assembler::split_operands(rest) {
        ops.push(operand(t, branch, masm, resolve).map_err(|e| EmitError {
            at: None,
            message: format!("inline asm: {e}"),
        })?);
    }
    Ok((reads, ops))
}

/// A register named without prefix (any case; `st`, `st(1)`, `r8b` too).
fn register(s: &str) -> Option<Register> {
    let name: String = s
        .trim()
        .to_ascii_lowercase()
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    let name = match name.as_str() {
        "st" | "st(0)" => "st0".to_string(),
        n if n.starts_with("st(") && n.ends_with(')') => format!("st{}", &n[3..n.len() - 1]),
        // iced spells the low bytes of r8-r15 `r8l`.
        n if n.starts_with('r') && n.ends_with('b') && n[1..n.len() - 1].parse::<u8>().is_ok() => {
            format!("{}l", &n[..n.len() - 1])
        }
        n => n.to_string(),
    };
    registers().get(&name).copied()
}

/// The bits of a `... ptr` size keyword.
fn ptr_size(word: &str) -> Option<u32> {
    Some(match word {
        "byte" => 8,
        "word" => 16,
        "dword" => 32,
        "fword" => 48,
        "qword" | "mmword" => 64,
        "tbyte" | "tword" => 80,
        "xmmword" | "oword" => 128,
        "ymmword" => 256,
        "zmmword" => 512,
        _ => return None,
    })
}

/// Reads one operand.
fn operand(
    text: &str,
    branch: bool,
    masm: bool,
    resolve: &dyn Fn(&str) -> Option<Target>,
) -> Result<Op, String> {
    let mut t = text.trim();
    // `dword ptr ...`.
    let mut size = None;
    if let Some((word, rest)) = t.split_once(char::is_whitespace) {
        if let Some(bits) = ptr_size(&word.to_ascii_lowercase()) {
            let rest = rest.trim_start();
            let is_ptr = rest.get(..3).is_some_and(|p| p.eq_ignore_ascii_case("ptr"));
            if is_ptr && !rest[3..].starts_with(|c: char| c.is_alphanumeric() || c == '_') {
                size = Some(bits);
                t = rest[3..].trim_start();
            }
        }
    }
    if t.is_empty() {
        return Err(format!("missing operand in `{text}`"));
    }
    if t.starts_with('%') {
        return Err(format!(
            "`{text}`: registers take no `%` in Intel syntax (noprefix)"
        ));
    }
    if let Some(r) = register(t) {
        if size.is_some() {
            return Err(format!("`{text}`: a register has no `ptr` size"));
        }
        return Ok(Op::Reg(r));
    }
    // (`1b` is the number 1 to llc in an Intel template, never a label: refused below.)
    let number = masm && masm_integer(t).is_some();
    if branch && size.is_none() && !t.contains('[') && !number {
        if let Some(target) = resolve(t) {
            return Ok(Op::Target(target));
        }
    }
    // `offset sym`: the symbol's address as an immediate.
    let lower = t.to_ascii_lowercase();
    if lower.starts_with("offset") && t[6..].starts_with(char::is_whitespace) {
        let v = Parser::new(&t[6..], masm)?.whole()?;
        if v.bracket || !v.regs.is_empty() || size.is_some() {
            return Err(format!("`{text}`: `offset` of a memory reference"));
        }
        return Ok(Op::Imm(Expr {
            value: v.value,
            sym: v.sym,
        }));
    }
    // `fs:[...]`, `fs:0x28`.
    let mut seg = Register::None;
    if let Some((a, b)) = t.split_once(':') {
        let r = register(a).ok_or_else(|| format!("cannot read `{text}`"))?;
        if !r.is_segment_register() {
            return Err(format!("'{}' is not a segment register", a.trim()));
        }
        seg = r;
        t = b.trim();
    }
    let v = Parser::new(t, masm)?.whole()?;
    if !v.bracket && v.regs.is_empty() && v.sym.is_none() && seg == Register::None && size.is_none()
    {
        return Ok(Op::Imm(Expr {
            value: v.value,
            sym: None,
        }));
    }
    // Memory: registers scaled other than by one are the index; of the others the first
    // is the base, a second one the index.
    let (mut base, mut index, mut scale) = (Register::None, Register::None, 1u32);
    for &(r, s) in &v.regs {
        if !matches!(s, 1 | 2 | 4 | 8) {
            return Err(format!("`{text}`: scale {s} is not 1, 2, 4 or 8"));
        }
        if s != 1 || base != Register::None {
            if index != Register::None {
                return Err(format!(
                    "`{text}`: too many registers in a memory reference"
                ));
            }
            (index, scale) = (r, s as u32);
        } else {
            base = r;
        }
    }
    let gpr =
        |r: Register| r == Register::None || r.is_gpr64() || r.is_gpr32() || r == Register::RIP;
    if !gpr(base)
        || !gpr(index)
        || index == Register::RIP
        || (base == Register::RIP && index != Register::None)
    {
        return Err(format!("`{text}`: invalid registers in a memory reference"));
    }
    Ok(Op::Mem {
        seg,
        base,
        index,
        scale,
        disp: Expr {
            value: v.value,
            sym: v.sym,
        },
        size,
    })
}

/// A number with a MASM radix suffix (`10h`, `0FFh`, `101b`, `17o`/`17q`, `99t`/`99d`,
/// `11y`), as LLVM's lexer reads them with `LexMasmIntegers` (which llc sets for Intel
/// inline asm): the longest run of hex digits, then a suffix `h`, `t`, `o`/`q` or `y`; else a
/// last `d` after decimal digits or `b` after binary ones. `None`: not such a number (then
/// C-style: `0x10`, `077`; `2b` and `1f` stay label references).
fn masm_integer(tok: &str) -> Option<i64> {
    let b = tok.as_bytes();
    if !b.first()?.is_ascii_digit() {
        return None;
    }
    let (mut non_binary, mut non_decimal) = (if b[0] > b'1' { Some(0) } else { None }, None);
    let mut cur = 1;
    while cur < b.len() && b[cur].is_ascii_hexdigit() {
        if !b[cur].is_ascii_digit() {
            non_decimal.get_or_insert(cur);
            non_binary.get_or_insert(cur);
        } else if b[cur] > b'1' {
            non_binary.get_or_insert(cur);
        }
        cur += 1;
    }
    let (radix, digits, end) = match b.get(cur).map(u8::to_ascii_lowercase) {
        Some(b'h') => (16, cur, cur + 1),
        Some(b't') => (10, cur, cur + 1),
        Some(b'o' | b'q') => (8, cur, cur + 1),
        Some(b'y') => (2, cur, cur + 1),
        _ if non_decimal == Some(cur - 1) && b[cur - 1].eq_ignore_ascii_case(&b'd') => {
            (10, cur - 1, cur)
        }
        _ if non_binary == Some(cur - 1) && b[cur - 1].eq_ignore_ascii_case(&b'b') => {
            (2, cur - 1, cur)
        }
        _ => return None,
    };
    if end != b.len() {
        return None;
    }
    u64::from_str_radix(&tok[..digits], radix)
        .ok()
        .map(|v| v as i64)
}

/// `text` with its MASM-suffixed numbers (`masm_integer`) spelled in decimal: the asm
/// output's `.intel_syntax noprefix` text is read by assemblers without MASM integers.
pub(super) fn plain_numbers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    // (`$` continues a word, `a$1`, but does not start one: `$10h` is `$` and `10h`.)
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$';
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if !word(c) || c == '$' {
            out.push(c);
            rest = &rest[c.len_utf8()..];
            continue;
        }
        let end = rest.find(|c: char| !word(c)).unwrap_or(rest.len());
        let w = &rest[..end];
        match masm_integer(w) {
            Some(v) => out.push_str(&v.to_string()),
            None => out.push_str(w),
        }
        rest = &rest[end..];
    }
    out
}

/// A linear value: `value + sym + Σ reg·scale`; `bracket` if it had `[...]`.
#[derive(Clone, Debug, Default)]
struct Lin {
    value: i64,
    sym: Option<usize>,
    regs: Vec<(Register, i64)>,
    bracket: bool,
}

impl Lin {
    fn constant(&self) -> Option<i64> {
        (self.sym.is_none() && self.regs.is_empty()).then_some(self.value)
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Num(i64),
    Ident(String),
    Punct(&'static str),
}

/// An expression reader (C precedence, as llvm-mc's Intel expressions).
struct Parser {
    toks: Vec<Tok>,
    at: usize,
    text: String,
}

impl Parser {
    fn new(s: &str, masm: bool) -> Result<Parser, String> {
        let mut toks = Vec::new();
        let b = s.as_bytes();
        let mut i = 0;
        while i < b.len() {
            let c = b[i];
            if c.is_ascii_whitespace() {
                i += 1;
            } else if c.is_ascii_digit() {
                let start = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                let tok = &s[start..i];
                let masm_value = if masm { masm_integer(tok) } else { None };
                let n = masm_value
                    .or_else(|| parse_number(tok))
                    .ok_or_else(|| format!("cannot read the number `{}` in `{s}`", &s[start..i]))?;
                toks.push(Tok::Num(n));
            } else if c.is_ascii_alphabetic() || c == b'_' || c == b'.' {
                let start = i;
                while i < b.len()
                    && (b[i].is_ascii_alphanumeric()
                        || b[i] == b'_'
                        || b[i] == b'.'
                        || b[i] == b'$')
                {
                    i += 1;
                }
                toks.push(Tok::Ident(s[start..i].to_string()));
            } else {
                let two = s.get(i..i + 2).unwrap_or("");
                let p: &'static str = match (two, c) {
                    ("<<", _) => "<<",
                    (">>", _) => ">>",
                    (_, b'+') => "+",
                    (_, b'-') => "-",
                    (_, b'*') => "*",
                    (_, b'/') => "/",
                    (_, b'%') => "%",
                    (_, b'&') => "&",
                    (_, b'|') => "|",
                    (_, b'^') => "^",
                    (_, b'~') => "~",
                    (_, b'(') => "(",
                    (_, b')') => ")",
                    (_, b'[') => "[",
                    (_, b']') => "]",
                    _ => {
                        let ch = s[i..].chars().next().unwrap_or('?');
                        return Err(format!("unexpected `{ch}` in `{s}`"));
                    }
                };
                i += p.len();
                toks.push(Tok::Punct(p));
            }
        }
        Ok(Parser {
            toks,
            at: 0,
            text: s.trim().to_string(),
        })
    }

    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.at)
    }

    fn eat(&mut self, p: &str) -> bool {
        if matches!(self.peek(), Some(Tok::Punct(q)) if *q == p) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn bad(&self) -> String {
        format!("cannot read the expression `{}`", self.text)
    }

    /// The whole text as one expression.
    fn whole(mut self) -> Result<Lin, String> {
        if self.toks.is_empty() {
            return Err("empty operand".into());
        }
        let v = self.or()?;
        if self.at != self.toks.len() {
            return Err(self.bad());
        }
        Ok(v)
    }

    /// A binary operator other than `+`/`-`/`*`: both sides constant.
    fn fold(&self, a: Lin, b: Lin, f: fn(i64, i64) -> Option<i64>) -> Result<Lin, String> {
        let (Some(x), Some(y)) = (a.constant(), b.constant()) else {
            return Err(format!(
                "`{}`: only constants may be combined so",
                self.text
            ));
        };
        let value = f(x, y).ok_or_else(|| format!("`{}`: division by zero", self.text))?;
        Ok(Lin {
            value,
            bracket: a.bracket || b.bracket,
            ..Lin::default()
        })
    }

    fn or(&mut self) -> Result<Lin, String> {
        let mut v = self.xor()?;
        while self.eat("|") {
            let r = self.xor()?;
            v = self.fold(v, r, |a, b| Some(a | b))?;
        }
        Ok(v)
    }

    fn xor(&mut self) -> Result<Lin, String> {
        let mut v = self.and()?;
        while self.eat("^") {
            let r = self.and()?;
            v = self.fold(v, r, |a, b| Some(a ^ b))?;
        }
        Ok(v)
    }

    fn and(&mut self) -> Result<Lin, String> {
        let mut v = self.shift()?;
        while self.eat("&") {
            let r = self.shift()?;
            v = self.fold(v, r, |a, b| Some(a & b))?;
        }
        Ok(v)
    }

    fn shift(&mut self) -> Result<Lin, String> {
        let mut v = self.add()?;
        loop {
            if self.eat("<<") {
                let r = self.add()?;
                v = self.fold(v, r, |a, b| Some(a.wrapping_shl(b as u32)))?;
            } else if self.eat(">>") {
                let r = self.add()?;
                v = self.fold(v, r, |a, b| Some(a.wrapping_shr(b as u32)))?;
            } else {
                return Ok(v);
            }
        }
    }

    fn add(&mut self) -> Result<Lin, String> {
        let mut v = self.mul()?;
        loop {
            if self.eat("+") {
                let r = self.mul()?;
                v = self.sum(v, r, 1)?;
            } else if self.eat("-") {
                let r = self.mul()?;
                v = self.sum(v, r, -1)?;
            } else if matches!(self.peek(), Some(Tok::Punct("["))) {
                // `disp[...]`, `[...][...]`: the parts add up.
                let r = self.mul()?;
                v = self.sum(v, r, 1)?;
            } else {
                return Ok(v);
            }
        }
    }

    fn sum(&self, mut a: Lin, b: Lin, sign: i64) -> Result<Lin, String> {
        if sign < 0 && (b.sym.is_some() || !b.regs.is_empty()) {
            return Err(format!(
                "`{}`: a symbol or register cannot be subtracted",
                self.text
            ));
        }
        if a.sym.is_some() && b.sym.is_some() {
            return Err(format!("`{}`: two symbols in one expression", self.text));
        }
        a.value = a.value.wrapping_add(b.value.wrapping_mul(sign));
        a.sym = a.sym.or(b.sym);
        a.regs.extend(b.regs);
        a.bracket |= b.bracket;
        Ok(a)
    }

    fn mul(&mut self) -> Result<Lin, String> {
        let mut v = self.unary()?;
        loop {
            if self.eat("*") {
                let r = self.unary()?;
                // A register times a constant is a scaled index.
                let (k, mut x) = match (v.constant(), r.constant()) {
                    (Some(k), _) => (k, r),
                    (_, Some(k)) => (k, v),
                    _ => return Err(format!("`{}`: only constants may be multiplied", self.text)),
                };
                if x.sym.is_some() && k != 1 {
                    return Err(format!("`{}`: a symbol cannot be multiplied", self.text));
                }
                x.value = x.value.wrapping_mul(k);
                x.regs.iter_mut().for_each(|(_, s)| *s = s.wrapping_mul(k));
                v = x;
            } else if self.eat("/") {
                let r = self.unary()?;
                v = self.fold(v, r, |a, b| a.checked_div(b))?;
            } else if self.eat("%") {
                let r = self.unary()?;
                v = self.fold(v, r, |a, b| a.checked_rem(b))?;
            } else {
                return Ok(v);
            }
        }
    }

    fn unary(&mut self) -> Result<Lin, String> {
        if self.eat("-") {
            let v = self.unary()?;
            let x = v.constant().ok_or_else(|| {
                format!("`{}`: a symbol or register cannot be negated", self.text)
            })?;
            return Ok(Lin {
                value: x.wrapping_neg(),
                bracket: v.bracket,
                ..Lin::default()
            });
        }
        if self.eat("~") {
            let v = self.unary()?;
            let x = v.constant().ok_or_else(|| {
                format!(
                    "`{}`: a symbol or register cannot be complemented",
                    self.text
                )
            })?;
            return Ok(Lin {
                value: !x,
                bracket: v.bracket,
                ..Lin::default()
            });
        }
        if self.eat("+") {
            return self.unary();
        }
        self.primary()
    }

    fn primary(&mut self) -> Result<Lin, String> {
        let tok = self.peek().cloned().ok_or_else(|| self.bad())?;
        self.at += 1;
        match tok {
            Tok::Num(n) => Ok(Lin {
                value: n,
                ..Lin::default()
            }),
            Tok::Punct("(") => {
                let v = self.or()?;
                if !self.eat(")") {
                    return Err(self.bad());
                }
                Ok(v)
            }
            Tok::Punct("[") => {
                let mut v = self.or()?;
                if !self.eat("]") {
                    return Err(self.bad());
                }
                v.bracket = true;
                Ok(v)
            }
            // `[rip + offset sym]`: the same as `[rip + sym]`.
            Tok::Ident(w) if w.eq_ignore_ascii_case("offset") => self.unary(),
            Tok::Ident(w) => {
                if let Some(r) = register(&w) {
                    return Ok(Lin {
                        regs: vec![(r, 1)],
                        ..Lin::default()
                    });
                }
                if let Some(n) = w
                    .strip_prefix("__rllc_sym")
                    .and_then(|n| n.parse::<usize>().ok())
                {
                    return Ok(Lin {
                        sym: Some(n),
                        ..Lin::default()
                    });
                }
                let t = &self.text;
                Err(format!("`{w}` in `{t}`: symbols named in the template are not supported (pass them as operands)"))
            }
            Tok::Punct(_) => Err(self.bad()),
        }
    }
}

#[cfg(test)]
mod tests;
