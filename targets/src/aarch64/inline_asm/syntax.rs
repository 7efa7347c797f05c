//! The operand syntax of the template assembler: register tokens and their views,
//! numbers and FP immediates, symbol placeholders with `:lo12:`-style operators,
//! conditions, barrier options, shifts and extends, and the split of an operand list.

use crate::aarch64::inst::{Cond, Ty, R};
use crate::aarch64::regs::{self, SP, XZR};
use rllc_isel::mir::{PReg, SymbolRef};

/// What a register token names and how it is viewed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Rk {
    W,
    X,
    Wsp,
    Sp,
    Wzr,
    Xzr,
    /// `b`/`h`/`s`/`d`/`q` scalar: log2 of the size.
    F(u32),
    /// `vN` with an arrangement (`None`: bare `vN`).
    V(Option<Ty>),
    /// `vN.s` with an optional `[lane]`: log2 of the element size.
    Elem(u32, Option<i64>),
    /// `{ vN.16b }`.
    List16B,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct RegTok {
    pub(super) p: PReg,
    pub(super) k: Rk,
}

pub(super) fn arrangement(s: &str) -> Option<Ty> {
    Some(match s {
        "8b" => Ty::V8B,
        "16b" => Ty::V16B,
        "4h" => Ty::V4H,
        "8h" => Ty::V8H,
        "2s" => Ty::V2S,
        "4s" => Ty::V4S,
        "1d" => Ty::V1D,
        "2d" => Ty::V2D,
        _ => return None,
    })
}

pub(super) fn elem_log2(c: &str) -> Option<u32> {
    Some(match c {
        "b" => 0,
        "h" => 1,
        "s" => 2,
        "d" => 3,
        _ => return None,
    })
}

/// Parses a register operand (`x3`, `wzr`, `sp`, `d8`, `v1.4s`, `v2.s[1]`, `{ v3.16b }`).
pub(super) fn parse_reg(s: &str) -> Option<RegTok> {
    let s = s.trim().to_ascii_lowercase();
    if let Some(inner) = s.strip_prefix('{').and_then(|x| x.strip_suffix('}')) {
        let r = parse_reg(inner)?;
        return (r.k == Rk::V(Some(Ty::V16B))).then_some(RegTok {
            p: r.p,
            k: Rk::List16B,
        });
    }
    let fixed = match s.as_str() {
        "sp" => Some((SP, Rk::Sp)),
        "wsp" => Some((SP, Rk::Wsp)),
        "xzr" => Some((XZR, Rk::Xzr)),
        "wzr" => Some((XZR, Rk::Wzr)),
        "lr" => Some((regs::LR, Rk::X)),
        "fp" => Some((regs::FP, Rk::X)),
        _ => None,
    };
    if let Some((p, k)) = fixed {
        return Some(RegTok { p, k });
    }
    let c = s.chars().next()?;
    let rest = &s[c.len_utf8()..];
    let num_end = rest
        .find(|ch: char| !ch.is_ascii_digit())
        .unwrap_or(rest.len());
    if num_end == 0 || (num_end > 1 && rest.starts_with('0')) {
        return None;
    }
    let n: u16 = rest[..num_end].parse().ok()?;
    let tail = &rest[num_end..];
    match c {
        'x' | 'w' if n <= 30 && tail.is_empty() => Some(RegTok {
            p: regs::x(n),
            k: if c == 'x' { Rk::X } else { Rk::W },
        }),
        'b' | 'h' | 's' | 'd' | 'q' if n < 32 && tail.is_empty() => {
            let log2 = ['b', 'h', 's', 'd', 'q'].iter().position(|x| *x == c)? as u32;
            Some(RegTok {
                p: regs::v(n),
                k: Rk::F(log2),
            })
        }
        'v' if n < 32 => {
            let p = regs::v(n);
            if tail.is_empty() {
                return Some(RegTok { p, k: Rk::V(None) });
            }
            let t = tail.strip_prefix('.')?;
            if let Some(a) = arrangement(t) {
                return Some(RegTok {
                    p,
                    k: Rk::V(Some(a)),
                });
            }
            let (e, lane) = match t.find('[') {
                Some(i) => {
                    let l = t[i + 1..].strip_suffix(']')?.trim();
                    (&t[..i], Some(parse_int(l)?))
                }
                None => (t, None),
            };
            Some(RegTok {
                p,
                k: Rk::Elem(elem_log2(e.trim())?, lane),
            })
        }
        _ => None,
    }
}

/// Whether a register token fits slot view `r` at type `ty`.
pub(super) fn view_ok(t: &RegTok, r: R, ty: Ty) -> bool {
    let x = |k: Rk| matches!(k, Rk::X | Rk::Xzr);
    let w = |k: Rk| matches!(k, Rk::W | Rk::Wzr);
    match r {
        R::G => {
            if ty.gpr64() {
                x(t.k)
            } else {
                w(t.k)
            }
        }
        R::GSp => {
            if ty.gpr64() {
                matches!(t.k, Rk::X | Rk::Sp)
            } else {
                matches!(t.k, Rk::W | Rk::Wsp)
            }
        }
        R::W => w(t.k),
        R::X => x(t.k),
        R::XSp => matches!(t.k, Rk::X | Rk::Sp),
        R::GExt => x(t.k) || w(t.k),
        R::GE => {
            if ty.elem_log2() == 3 {
                x(t.k)
            } else {
                w(t.k)
            }
        }
        R::F | R::FE => t.k == Rk::F(ty.elem_log2()),
        R::FH => t.k == Rk::F(1),
        R::FS => t.k == Rk::F(2),
        R::FD => t.k == Rk::F(3),
        R::V => ty.arrangement().is_some() && t.k == Rk::V(Some(ty)),
        R::VW => ty.widened().is_some() && t.k == Rk::V(ty.widened()),
        R::VE => matches!(t.k, Rk::Elem(e, Some(_)) if e == ty.elem_log2() && ty.is_vector()),
        R::VD1 => matches!(t.k, Rk::Elem(3, Some(_))),
        R::V16B => t.k == Rk::V(Some(Ty::V16B)),
        R::L16B => t.k == Rk::List16B,
        R::Any | R::GTb => false,
    }
}

/// A number: decimal, `0x` hex, `0b` binary, leading-zero octal, with `+`/`-` terms.
pub(super) fn parse_int(s: &str) -> Option<i64> {
    let s = s.trim();
    let s = s.strip_prefix('#').unwrap_or(s).trim();
    if s.is_empty() {
        return None;
    }
    let mut total: i64 = 0;
    let mut i = 0;
    let b = s.as_bytes();
    let mut first = true;
    while i < b.len() {
        let mut sign = 1i64;
        while i < b.len() && (b[i] == b'+' || b[i] == b'-' || b[i] == b' ') {
            if b[i] == b'-' {
                sign = -sign;
            }
            i += 1;
        }
        if !first
            && sign == 1
            && i > 0
            && b[i - 1] == b' '
            && !s[..i].trim_end().ends_with(['+', '-'])
        {
            return None;
        }
        first = false;
        let start = i;
        while i < b.len() && b[i].is_ascii_alphanumeric() {
            i += 1;
        }
        let t = &s[start..i];
        let v = crate::inline_asm::number_literal(t)?;
        total = total.wrapping_add((v as i64).wrapping_mul(sign));
        while i < b.len() && b[i] == b' ' {
            i += 1;
        }
    }
    Some(total)
}

pub(super) fn parse_fp(s: &str) -> Option<f64> {
    let s = s.trim();
    let s = s.strip_prefix('#').unwrap_or(s).trim();
    s.parse::<f64>().ok().filter(|f| f.is_finite())
}

/// `:name:rest` → (`name`, `rest`).
pub(super) fn split_modifier(s: &str) -> Option<(&str, &str)> {
    let s = s.trim();
    let s = s.strip_prefix('#').unwrap_or(s);
    let r = s.strip_prefix(':')?;
    let end = r.find(':')?;
    Some((&r[..end], &r[end + 1..]))
}

/// A symbol operand: a placeholder plus an optional constant.
pub(super) fn parse_sym(s: &str, syms: &[(SymbolRef, i64)]) -> Option<(SymbolRef, i64)> {
    let s = s.trim();
    let s = s.strip_prefix('#').unwrap_or(s).trim();
    let rest = s.strip_prefix("__rllc_sym")?;
    let end = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let n: usize = rest[..end].parse().ok()?;
    let (sym, addend) = *syms.get(n)?;
    let extra = rest[end..].trim();
    let extra = if extra.is_empty() {
        0
    } else {
        parse_int(extra)?
    };
    Some((sym, addend.wrapping_add(extra)))
}

pub(super) fn parse_cond(s: &str) -> Option<Cond> {
    let s = s.trim().to_ascii_lowercase();
    match s.as_str() {
        "cs" => return Some(Cond::Hs),
        "cc" => return Some(Cond::Lo),
        _ => {}
    }
    Cond::ALL.iter().copied().find(|c| c.name() == s)
}

pub(super) fn barrier_value(s: &str) -> Option<i64> {
    let names = [
        ("sy", 0b1111),
        ("st", 0b1110),
        ("ld", 0b1101),
        ("ish", 0b1011),
        ("ishst", 0b1010),
        ("ishld", 0b1001),
        ("nsh", 0b0111),
        ("nshst", 0b0110),
        ("nshld", 0b0101),
        ("osh", 0b0011),
        ("oshst", 0b0010),
        ("oshld", 0b0001),
    ];
    let l = s.trim().to_ascii_lowercase();
    names
        .iter()
        .find(|(n, _)| *n == l)
        .map(|(_, v)| *v)
        .or_else(|| parse_int(s).filter(|v| (0..16).contains(v)))
}

/// `lsl #n` (and the other shift names): (kind, amount).
pub(super) fn parse_shift(s: &str) -> Option<(i64, i64)> {
    let s = s.trim().to_ascii_lowercase();
    let (name, amt) = s.split_once(char::is_whitespace)?;
    let k = ["lsl", "lsr", "asr", "ror"]
        .iter()
        .position(|x| *x == name)? as i64;
    Some((k, parse_int(amt)?))
}

/// `uxtw #2`, `sxtx`: (option, amount).
pub(super) fn parse_extend(s: &str) -> Option<(i64, i64)> {
    let s = s.trim().to_ascii_lowercase();
    let (name, amt) = match s.split_once(char::is_whitespace) {
        Some((n, a)) => (n.to_string(), parse_int(a)?),
        None => (s.clone(), 0),
    };
    let opt = [
        "uxtb", "uxth", "uxtw", "uxtx", "sxtb", "sxth", "sxtw", "sxtx",
    ]
    .iter()
    .position(|x| *x == name)? as i64;
    Some((opt, amt))
}

/// Splits operands at top-level commas (not inside `[]` or `{}`).
pub(super) fn split_operands(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        match c {
            '[' | '{' => depth += 1,
            ']' | '}' => depth -= 1,
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
