//! Module-level assembly statements on AArch64 (`Backend::assemble_module_statement`): an
//! instruction's symbol operands (names that are no register, shift, extend, condition
//! or barrier: `bl f`, `adrp x0, v`, `add x0, x0, :lo12:v`) become the inline-asm
//! assembler's placeholders, and its relocations come back by name.

use super::assembler::{assemble, sym_placeholder};
use super::syntax::{barrier_value, parse_cond, parse_reg};
use crate::module_asm::{fixups_by_name, placeholder_symbols, plain_message, AsmStatement, SymbolFixup};
use rllc_objwriter::RelocKind;

/// Operand words that are no symbol: shifts, extends, `mul vl`.
const KEYWORDS: &[&str] =
    &["lsl", "lsr", "asr", "ror", "msl", "uxtb", "uxth", "uxtw", "uxtx", "sxtb", "sxth", "sxtw", "sxtx", "mul", "vl"];

/// Assembles one GNU-syntax instruction statement (no label, no directive).
pub fn assemble_statement(text: &str) -> Result<AsmStatement, String> {
    let text = text.trim();
    let split = text.find(char::is_whitespace).unwrap_or(text.len());
    let (mnemonic, operands) = text.split_at(split);
    let mut names = Vec::new();
    let operands = rewrite_symbols(operands, &mut names)?;
    let syms = placeholder_symbols(names.len());
    if let Some(kind) = label_branch_kind(mnemonic) {
        // The inline-asm assembler reaches only its own labels with these: encode the
        // branch to itself (a zero displacement) and leave the target to a fixup.
        let ops: Vec<&str> = operands.rsplitn(2, ',').collect();
        let target = ops[0].trim();
        if names.len() == 1 && target == sym_placeholder(0) {
            let rest = ops.get(1).map_or(String::new(), |r| format!("{r},"));
            let text = format!("__rllc_here: {mnemonic} {rest} __rllc_here");
            let (bytes, _) = assemble(&text, &[]).map_err(|e| plain_message(e.message))?;
            let fixup = SymbolFixup { offset: 0, kind, symbol: names[0].clone(), addend: 0 };
            return Ok(AsmStatement { bytes, fixups: vec![fixup], short: None });
        }
    }
    let (bytes, relocs) = assemble(&format!("{mnemonic} {operands}"), &syms).map_err(|e| plain_message(e.message))?;
    let fixups = fixups_by_name(relocs, &names)?;
    Ok(AsmStatement { bytes, fixups, short: None })
}

/// The relocation of a branch (or `adr`) whose target the inline-asm assembler takes only
/// as a label of its own text.
fn label_branch_kind(mnemonic: &str) -> Option<RelocKind> {
    let m = mnemonic.to_ascii_lowercase();
    Some(match m.as_str() {
        "cbz" | "cbnz" => RelocKind::CondBr19,
        "tbz" | "tbnz" => RelocKind::TstBr14,
        "adr" => RelocKind::AdrPrelLo21,
        _ if m.strip_prefix("b.").and_then(parse_cond).is_some() => RelocKind::CondBr19,
        _ => return None,
    })
}

fn is_symbol_word(w: &str) -> bool {
    let l = w.to_ascii_lowercase();
    parse_reg(w).is_none()
        && parse_cond(w).is_none()
        && barrier_value(w).is_none()
        && !KEYWORDS.contains(&l.as_str())
        // prefetch operations (`pldl1keep`)
        && !(l.len() > 3 && ["pld", "pli", "pst"].contains(&&l[..3]))
}

/// Replaces each symbol name in the operand text with a placeholder, recording the names;
/// `:lo12:`-style operators stay as they are.
fn rewrite_symbols(text: &str, names: &mut Vec<String>) -> Result<String, String> {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b':' {
            // `:lo12:`, `:got:`, ...: copied with both colons.
            let end = text[i + 1..].find(':').map_or(b.len(), |e| i + e + 2);
            out.push_str(&text[i..end]);
            i = end;
            continue;
        }
        let start = i;
        let word_end = |mut j: usize| {
            while j < b.len() && (b[j].is_ascii_alphanumeric() || matches!(b[j], b'_' | b'.' | b'$')) {
                j += 1;
            }
            j
        };
        if c.is_ascii_digit() {
            let j = word_end(i);
            out.push_str(&text[start..j]);
            i = j;
            continue;
        }
        if c == b'"' {
            let end = text[i + 1..].find('"').ok_or_else(|| format!("unterminated quoted name in `{text}`"))?;
            out.push_str(&sym_placeholder(names.len()));
            names.push(text[i + 1..i + 1 + end].to_string());
            i += end + 2;
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' || c == b'.' {
            let j = word_end(i);
            let w = &text[start..j];
            if is_symbol_word(w) {
                out.push_str(&sym_placeholder(names.len()));
                names.push(w.to_string());
            } else {
                out.push_str(w);
            }
            i = j;
            continue;
        }
        let ch = text[i..].chars().next().unwrap_or(' ');
        out.push(ch);
        i += ch.len_utf8();
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_by_name() {
        let s = assemble_statement("bl foo").unwrap();
        assert_eq!(s.bytes, [0, 0, 0, 0x94]);
        assert_eq!((s.fixups[0].kind, s.fixups[0].symbol.as_str()), (RelocKind::Call26, "foo"));
        let s = assemble_statement("add x0, x0, :lo12:var").unwrap();
        assert_eq!((s.fixups[0].kind, s.fixups[0].symbol.as_str()), (RelocKind::AddAbsLo12Nc, "var"));
        let s = assemble_statement("adrp x1, var+8").unwrap();
        assert_eq!((s.fixups[0].kind, s.fixups[0].addend), (RelocKind::AdrPrelPgHi21, 8));
        let s = assemble_statement("add w0, w0, w1, lsl #2").unwrap();
        assert!(s.fixups.is_empty());
        let s = assemble_statement("csel x0, x1, x2, eq").unwrap();
        assert!(s.fixups.is_empty());
        let s = assemble_statement("ldr x0, [sp, #8]").unwrap();
        assert!(s.fixups.is_empty());
        let s = assemble_statement("cbz w1, .Lx").unwrap();
        assert_eq!((s.bytes.as_slice(), s.fixups[0].kind), (&[0x01, 0, 0, 0x34][..], RelocKind::CondBr19));
        let s = assemble_statement("b.ne loop").unwrap();
        assert_eq!((s.bytes.as_slice(), s.fixups[0].kind), (&[0x01, 0, 0, 0x54][..], RelocKind::CondBr19));
    }
}
