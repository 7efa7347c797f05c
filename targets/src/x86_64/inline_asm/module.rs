//! Module-level assembly statements on x86-64 (`Backend::assemble_module_statement`): an
//! instruction's symbol operands (bare names in AT&T operands, `f@PLT`, `v@GOTPCREL`)
//! become the inline-asm assembler's placeholders, its relocations come back by name, and
//! jumps carry their short form for the module assembler's relaxation.

use super::assembler::{assemble, short_branch, sym_placeholder};
#[cfg(test)]
use crate::module_asm::SymbolFixup;
use crate::module_asm::{fixups_by_name, placeholder_symbols, plain_message, AsmStatement};
use rllc_objwriter::RelocKind;

/// Prefix words that come before the mnemonic.
const PREFIXES: &[&str] = &["lock", "rep", "repe", "repz", "repne", "repnz"];

/// The `@` modifier after a symbol operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Modifier {
    None,
    Plt,
    GotPcRel,
}

/// Assembles one AT&T instruction statement (no label, no directive).
pub fn assemble_statement(text: &str) -> Result<AsmStatement, String> {
    let text = text.trim();
    // The mnemonic, behind any prefix words: the rest is operands.
    let mut head_end = 0;
    let mut mnemonic = "";
    loop {
        let rest = &text[head_end..];
        let word_start = head_end + (rest.len() - rest.trim_start().len());
        let word_len = text[word_start..].find(char::is_whitespace).unwrap_or(text.len() - word_start);
        let word = &text[word_start..word_start + word_len];
        head_end = word_start + word_len;
        if word.is_empty() {
            break;
        }
        mnemonic = word;
        if !PREFIXES.contains(&word.to_ascii_lowercase().as_str()) {
            break;
        }
    }
    let (head, operands) = text.split_at(head_end);
    let mut names = Vec::new();
    let operands = rewrite_symbols(operands, &mut names)?;
    let syms = placeholder_symbols(names.len());
    let (mut bytes, mut relocs) = (Vec::new(), Vec::new());
    assemble(&format!("{head} {operands}"), &syms, &mut bytes, &mut relocs).map_err(|e| plain_message(e.message))?;
    let plain: Vec<String> = names.iter().map(|(n, _)| n.clone()).collect();
    let mut fixups = fixups_by_name(relocs, &plain)?;
    for f in &mut fixups {
        let modifier = names.iter().find(|(n, _)| *n == f.symbol).map_or(Modifier::None, |(_, m)| *m);
        f.kind = match modifier {
            Modifier::None => f.kind,
            Modifier::Plt if matches!(f.kind, RelocKind::PltRel32 | RelocKind::PcRel32) => RelocKind::PltRel32,
            Modifier::GotPcRel if f.kind == RelocKind::PcRel32 => got_kind(mnemonic, &bytes, f.offset as usize),
            _ => return Err(format!("`{}` cannot take its `@` modifier in this operand", f.symbol)),
        };
    }
    let short = match fixups.as_slice() {
        [f] if f.kind == RelocKind::PltRel32 && f.offset as usize + 4 == bytes.len() => short_branch(mnemonic),
        _ => None,
    };
    Ok(AsmStatement { bytes, fixups, short })
}

/// The relocation llvm-mc gives `sym@GOTPCREL(%rip)`: the linker may relax loads (`movq`),
/// the 64-bit ALU forms and `test` (REX-prefixed) and indirect `call`/`jmp` into direct
/// accesses; other instructions keep the plain GOT reference.
fn got_kind(mnemonic: &str, bytes: &[u8], field: usize) -> RelocKind {
    let m = mnemonic.to_ascii_lowercase();
    let stem = m.strip_suffix('q').unwrap_or(&m);
    let rex_w = bytes.iter().take(field).any(|&b| (0x48..=0x4f).contains(&b));
    if matches!(stem, "call" | "jmp") {
        RelocKind::GotPcRelX
    } else if rex_w && matches!(stem, "mov" | "test" | "adc" | "add" | "and" | "cmp" | "or" | "sbb" | "sub" | "xor") {
        RelocKind::RexGotPcRelX
    } else if stem == "mov" && !rex_w {
        RelocKind::GotPcRelX
    } else {
        RelocKind::GotPcRel32
    }
}

/// Replaces each symbol name in AT&T operand text with a placeholder, recording the names
/// (registers are `%`-prefixed, numbers start with a digit: every other name is a symbol).
fn rewrite_symbols(text: &str, names: &mut Vec<(String, Modifier)>) -> Result<String, String> {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let word = |i: usize, extra: &[u8]| {
        let mut j = i;
        while j < b.len() && (b[j].is_ascii_alphanumeric() || extra.contains(&b[j])) {
            j += 1;
        }
        j
    };
    while i < b.len() {
        let c = b[i];
        if c == b'%' || c.is_ascii_digit() {
            // A register, or a number (`0x1f`, `8`).
            let j = word(i + 1, b"_");
            out.push_str(&text[i..j]);
            i = j;
            continue;
        }
        let (name, mut j) = if c == b'"' {
            let end = text[i + 1..].find('"').ok_or_else(|| format!("unterminated quoted name in `{text}`"))?;
            (text[i + 1..i + 1 + end].to_string(), i + end + 2)
        } else if c.is_ascii_alphabetic() || c == b'_' || c == b'.' {
            let j = word(i, b"_.$");
            (text[i..j].to_string(), j)
        } else {
            out.push(c as char);
            i += 1;
            continue;
        };
        let mut modifier = Modifier::None;
        if b.get(j) == Some(&b'@') {
            let k = word(j + 1, b"_");
            modifier = match text[j + 1..k].to_ascii_uppercase().as_str() {
                "PLT" => Modifier::Plt,
                "GOTPCREL" => Modifier::GotPcRel,
                other => return Err(format!("the symbol modifier `@{other}` is not supported (in `{text}`)")),
            };
            j = k;
        }
        out.push_str(&sym_placeholder(names.len()));
        names.push((name, modifier));
        i = j;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_by_name() {
        let s = assemble_statement("call foo").unwrap();
        assert_eq!(s.bytes, [0xe8, 0, 0, 0, 0]);
        assert_eq!(s.fixups, [SymbolFixup { offset: 1, kind: RelocKind::PltRel32, symbol: "foo".into(), addend: -4 }]);
        assert_eq!(s.short, None);
        let s = assemble_statement("jne .Lx").unwrap();
        assert_eq!(s.bytes, [0x0f, 0x85, 0, 0, 0, 0]);
        assert_eq!(s.short, Some(vec![0x75, 0]));
        let s = assemble_statement("leaq var+8(%rip), %rax").unwrap();
        assert_eq!(s.fixups[0].kind, RelocKind::PcRel32);
        assert_eq!((s.fixups[0].symbol.as_str(), s.fixups[0].addend), ("var", 4));
        let s = assemble_statement("movq v@GOTPCREL(%rip), %rax").unwrap();
        assert_eq!(s.fixups[0].kind, RelocKind::RexGotPcRelX);
        let s = assemble_statement("lock incl counter(%rip)").unwrap();
        assert_eq!(s.fixups[0].symbol, "counter");
        assert!(assemble_statement("movq v@TPOFF, %rax").unwrap_err().contains("@TPOFF"));
    }
}
