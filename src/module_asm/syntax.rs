//! The text of module asm: statements, arguments (names, strings), `.section` lines,
//! numeric-label names, sizes and field bytes.

use super::*;

/// Splits a line into statements at `;` and drops the comment, outside quotes.
pub(super) fn statements(line: &str, comment: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut chars = line.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if quoted {
            cur.push(c);
            if c == '\\' {
                if let Some((_, n)) = chars.next() {
                    cur.push(n);
                }
            } else if c == '"' {
                quoted = false;
            }
            continue;
        }
        if line[i..].starts_with(comment) {
            break;
        }
        match c {
            '"' => {
                quoted = true;
                cur.push(c);
            }
            ';' => out.push(std::mem::take(&mut cur)),
            _ => cur.push(c),
        }
    }
    out.push(cur);
    out.into_iter().map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect()
}

/// Splits directive arguments at top-level commas (outside quotes and parentheses).
pub(super) fn split_args(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let (mut depth, mut quoted, mut cur) = (0i32, false, String::new());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if quoted {
            cur.push(c);
            if c == '\\' {
                if let Some(n) = chars.next() {
                    cur.push(n);
                }
            } else if c == '"' {
                quoted = false;
            }
            continue;
        }
        match c {
            '"' => {
                quoted = true;
                cur.push(c);
            }
            '(' => {
                depth += 1;
                cur.push(c);
            }
            ')' => {
                depth -= 1;
                cur.push(c);
            }
            ',' if depth == 0 => out.push(std::mem::take(&mut cur).trim().to_string()),
            _ => cur.push(c),
        }
    }
    let last = cur.trim().to_string();
    if !last.is_empty() || !out.is_empty() {
        out.push(last);
    }
    out
}

pub(super) fn is_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$')
}

/// A symbol name argument, bare or quoted.
pub(super) fn name_arg(s: &str) -> Result<String, String> {
    let s = s.trim();
    if let Some(q) = s.strip_prefix('"').and_then(|r| r.strip_suffix('"')) {
        return Ok(q.to_string());
    }
    if !s.is_empty() && !s.as_bytes()[0].is_ascii_digit() && s.bytes().all(is_name_char) {
        Ok(s.to_string())
    } else {
        Err(format!("`{s}` is not a symbol name"))
    }
}

/// The bytes of a quoted string with GNU as escapes.
pub(super) fn string_arg(s: &str) -> Result<Vec<u8>, String> {
    let s = s.trim();
    let inner =
        s.strip_prefix('"').and_then(|r| r.strip_suffix('"')).ok_or_else(|| format!("`{s}` is not a string"))?;
    let b = inner.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            out.push(b[i]);
            i += 1;
            continue;
        }
        i += 1;
        let Some(&c) = b.get(i) else { return Err(format!("`{s}` ends in a backslash")) };
        i += 1;
        match c {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'r' => out.push(b'\r'),
            b'b' => out.push(8),
            b'f' => out.push(12),
            b'v' => out.push(11),
            b'a' => out.push(7),
            b'e' => out.push(27),
            b'x' | b'X' => {
                let start = i;
                while i < b.len() && b[i].is_ascii_hexdigit() {
                    i += 1;
                }
                let v = u32::from_str_radix(&inner[start..i], 16).map_err(|_| format!("bad `\\x` escape in `{s}`"))?;
                out.push(v as u8);
            }
            b'0'..=b'7' => {
                let start = i - 1;
                while i < b.len() && i < start + 3 && (b'0'..=b'7').contains(&b[i]) {
                    i += 1;
                }
                out.push(u32::from_str_radix(&inner[start..i], 8).unwrap_or(0) as u8);
            }
            other => out.push(other),
        }
    }
    Ok(out)
}


/// The name of the `k`-th definition of numeric label `n:`.
pub(super) fn numeric_label(n: u64, k: u32) -> String {
    format!(".Lrllc.num{n}.{k}")
}

pub(super) fn frag_size(f: &Frag, off: u64) -> u64 {
    match f {
        Frag::Data(d) => d.len() as u64,
        Frag::Align { align, max, .. } => {
            let pad = rllc_objwriter::model::align_up(off, *align) - off;
            if pad > *max {
                0
            } else {
                pad
            }
        }
        Frag::Branch { stmt, short } => match (short, &stmt.short) {
            (true, Some(s)) => s.len() as u64,
            _ => stmt.bytes.len() as u64,
        },
    }
}

/// `v` as a little-endian field of `width` bytes, if it fits (signed or unsigned).
pub(super) fn field_bytes(v: i64, width: u8) -> Result<Vec<u8>, String> {
    let bits = u32::from(width) * 8;
    if bits < 64 && (v >= 1i64 << bits || v < -(1i64 << (bits - 1))) {
        return Err(format!("the value {v} does not fit in {width} bytes"));
    }
    Ok(v.to_le_bytes()[..width as usize].to_vec())
}

/// The attributes of `.section name, "flags", @type, ...`, or the defaults an assembler
/// gives the name when no flags are written.
pub(super) fn section_spec(name: &str, args: &[String]) -> Result<SectionSpec, String> {
    let mut flags = CustomFlags::default();
    let prefixed = |p: &str| name == p || name.starts_with(&format!("{p}."));
    let Some(flag_text) = args.first() else {
        // GNU as and llvm-mc give well-known names their usual flags.
        if prefixed(".text") {
            flags = CustomFlags { alloc: true, exec: true, ..flags };
        } else if prefixed(".rodata") {
            flags.alloc = true;
        } else if prefixed(".data") || prefixed(".init_array") || prefixed(".fini_array") || prefixed(".preinit_array")
        {
            flags = CustomFlags { alloc: true, write: true, ..flags };
        } else if prefixed(".bss") {
            flags = CustomFlags { alloc: true, write: true, nobits: true, ..flags };
        } else if prefixed(".tdata") {
            flags = CustomFlags { alloc: true, write: true, tls: true, ..flags };
        } else if prefixed(".tbss") {
            flags = CustomFlags { alloc: true, write: true, tls: true, nobits: true, ..flags };
        }
        return Ok(SectionSpec { flags, merge: None, group: None });
    };
    let letters = string_arg(flag_text)?;
    let (mut merge, mut strings, mut group) = (false, false, false);
    for c in letters {
        match c {
            b'a' => flags.alloc = true,
            b'w' => flags.write = true,
            b'x' => flags.exec = true,
            b'T' => flags.tls = true,
            b'M' => merge = true,
            b'S' => strings = true,
            b'G' => group = true,
            other => return Err(format!("the section flag `{}` is not supported", other as char)),
        }
    }
    let mut rest = args[1..].iter();
    match rest.next().map(|t| t.trim().trim_start_matches(['@', '%'])) {
        None | Some("progbits") => {
            if prefixed(".bss") || prefixed(".tbss") {
                // (the object writer types sections by name and flags)
                return Err(format!("`{name}` as `@progbits` is not supported"));
            }
        }
        Some("nobits") => flags.nobits = true,
        Some("note") if name.starts_with(".note") => {}
        Some("init_array") if name.starts_with(".init_array") => {}
        Some("fini_array") if name.starts_with(".fini_array") => {}
        Some("preinit_array") if name.starts_with(".preinit_array") => {}
        Some(t) => return Err(format!("the section type `@{t}` of `{name}` is not supported")),
    }
    let merge = if merge {
        let e = rest.next().ok_or("a mergeable section (`M`) needs an entry size")?;
        let entsize = e.trim().parse::<u8>().map_err(|_| format!("bad entry size `{e}`"))?;
        Some(Merge { entsize, strings })
    } else {
        None
    };
    let group = if group {
        let g = rest.next().ok_or("a section group (`G`) needs a group name")?;
        match rest.next().map(|s| s.trim()) {
            None | Some("comdat") => {}
            Some(other) => return Err(format!("`{other}` after the group name is not supported")),
        }
        Some(name_arg(g)?)
    } else {
        None
    };
    if let Some(extra) = rest.next() {
        return Err(format!("the section argument `{extra}` is not supported"));
    }
    Ok(SectionSpec { flags, merge, group })
}
