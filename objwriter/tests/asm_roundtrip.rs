//! The assembler-text path agrees with the object path: for the same model,
//! `directives::write_asm` assembled by `llvm-mc-19 -filetype=obj` and `write_object`
//! give the same sections (name, type, flags, size, alignment, entry size), symbols
//! (binding, type, visibility, section, value, size), comdat groups, relocations (type,
//! offset, target, addend; local targets normalized to section + offset) and CFI rows.

mod common;

use std::collections::BTreeSet;
use std::process::Command;

use object::{Object, ObjectComdat, ObjectSection, ObjectSymbol, RelocationTarget, SymbolScope};
use rllc_objwriter::directives::write_asm;
use rllc_objwriter::*;

use common::models::*;
use common::*;

#[derive(Debug, Default, PartialEq, Eq)]
struct Summary {
    sections: BTreeSet<String>,
    symbols: BTreeSet<String>,
    relocs: BTreeSet<String>,
    comdats: BTreeSet<String>,
}

fn ignored_section(name: &str) -> bool {
    name.is_empty()
        || name.starts_with(".rela")
        || matches!(name, ".symtab" | ".strtab" | ".shstrtab" | ".group" | ".eh_frame" | ".llvm_addrsig" | ".comment")
        || name == "__eh_frame"
        || name == ".drectve"
}

fn summarize(bytes: &[u8]) -> Summary {
    let file = object::File::parse(bytes).expect("parse");
    let mut s = Summary::default();
    let section_name = |i| file.section_by_index(i).ok().and_then(|sec| sec.name().ok().map(str::to_string)).unwrap_or_default();
    for sec in file.sections() {
        let name = sec.name().unwrap_or("").to_string();
        if ignored_section(&name) || (sec.size() == 0 && name != ".note.GNU-stack") {
            continue;
        }
        s.sections.insert(format!("{name} size={} align={} flags={:?}", sec.size(), sec.align(), sec.flags()));
    }
    for sym in file.symbols() {
        let name = sym.name().unwrap_or("");
        if matches!(sym.kind(), object::SymbolKind::Section | object::SymbolKind::File)
            || name.is_empty()
            || name.starts_with(".L")
            || name.starts_with('$')
        {
            continue;
        }
        let sec = sym.section_index().map(section_name).unwrap_or_else(|| format!("{:?}", sym.section()));
        s.symbols.insert(format!(
            "{name} in {sec} value={} size={} kind={:?} scope={:?} weak={} flags={:?}",
            if sym.is_common() { 0 } else { sym.address() },
            sym.size(),
            sym.kind(),
            sym.scope(),
            sym.is_weak(),
            sym.flags()
        ));
    }
    for sec in file.sections() {
        let name = sec.name().unwrap_or("").to_string();
        if ignored_section(&name) {
            continue;
        }
        for (offset, r) in sec.relocations() {
            let RelocationTarget::Symbol(i) = r.target() else { continue };
            let sym = file.symbol_by_index(i).unwrap();
            let (target, addend) = if sym.scope() == SymbolScope::Compilation || sym.kind() == object::SymbolKind::Section {
                let base = if sym.kind() == object::SymbolKind::Section { 0 } else { sym.address() as i64 };
                (format!("[{}]", sym.section_index().map(section_name).unwrap_or_default()), r.addend() + base)
            } else {
                (sym.name().unwrap_or("").to_string(), r.addend())
            };
            s.relocs.insert(format!("{name}+{offset:#x}: {:?} {target}{addend:+}", r.flags()));
        }
    }
    // The leader only: for unwind tables in a comdat, llvm-mc (MinGW flavour) makes
    // same-key `any` comdats where the object writer makes associative ones; linkers
    // treat both alike.
    for c in file.comdats() {
        let leader = c.sections().next().map(section_name).unwrap_or_default();
        s.comdats.insert(format!("{} {:?} {leader}", c.name().unwrap_or(""), c.kind()));
    }
    s
}

/// The unwind rows llvm-dwarfdump derives from `.eh_frame`, without offsets.
fn cfi_rows(path: &std::path::Path) -> Vec<String> {
    let text = tool_text("llvm-dwarfdump-19", &["--eh-frame"], path);
    text.lines()
        .filter_map(|l| {
            let l = l.trim();
            if l.contains(": CFA=") || l.starts_with("CFA=") {
                Some(l.to_string())
            } else {
                l.find("pc=").map(|p| l[p..].to_string())
            }
        })
        .collect()
}

fn roundtrip(test: &str, obj: &ObjectFile, triple: &str) {
    if !have("llvm-mc-19") || !have("llvm-dwarfdump-19") {
        return;
    }
    let dir = scratch(test);
    let ours = dir.join("ours.o");
    write(&ours, &write_object(obj).expect("write_object"));
    let asm = write_asm(obj).expect("write_asm");
    let s = dir.join("t.s");
    write(&s, asm.as_bytes());
    let theirs = dir.join("theirs.o");
    run_ok(Command::new("llvm-mc-19").args(["-filetype=obj", "-triple", triple]).arg(&s).arg("-o").arg(&theirs));
    let a = summarize(&std::fs::read(&ours).unwrap());
    let b = summarize(&std::fs::read(&theirs).unwrap());
    let show = |x: &BTreeSet<String>, y: &BTreeSet<String>| {
        format!("only in write_object: {:#?}\nonly in llvm-mc: {:#?}", x.difference(y).collect::<Vec<_>>(), y.difference(x).collect::<Vec<_>>())
    };
    assert_eq!(a.sections, b.sections, "sections differ\n{}\nasm:\n{asm}", show(&a.sections, &b.sections));
    assert_eq!(a.symbols, b.symbols, "symbols differ\n{}\nasm:\n{asm}", show(&a.symbols, &b.symbols));
    assert_eq!(a.relocs, b.relocs, "relocations differ\n{}\nasm:\n{asm}", show(&a.relocs, &b.relocs));
    assert_eq!(a.comdats, b.comdats, "comdats differ\n{}", show(&a.comdats, &b.comdats));
    if obj.format != Format::Coff {
        assert_eq!(cfi_rows(&ours), cfi_rows(&theirs), "CFI rows differ\nasm:\n{asm}");
    }
}

#[test]
fn x86_64_elf_asm_matches_object() {
    roundtrip("rt-x64", &x86_64_kitchen_sink(), "x86_64-linux-gnu");
}

#[test]
fn aarch64_elf_asm_matches_object() {
    roundtrip("rt-a64", &aarch64_object(), "aarch64-linux-gnu");
}

#[test]
fn riscv64_elf_asm_matches_object() {
    roundtrip("rt-rv64", &riscv_object(), "riscv64-linux-gnu");
}

#[test]
fn coff_asm_matches_object() {
    roundtrip("rt-coff", &coff_object(), "x86_64-windows-gnu");
}

#[test]
fn asm_text_spelling() {
    let asm = write_asm(&x86_64_kitchen_sink()).unwrap();
    for needle in [
        ".section .text.inl,\"axG\",@progbits,inl,comdat",
        ".section .rodata.str1.1,\"aMS\",@progbits,1",
        ".section .tbss,\"awT\",@nobits",
        ".section .init_array.101,\"aw\",@init_array",
        "\t.weak\tinl",
        "\t.hidden\tinl",
        "\t.protected\tvtable",
        "\t.type\tmain,@function",
        "\t.type\ttv,@tls_object",
        "\t.size\tmain, ",
        "\t.quad\tmsg2",
        "\t.long\tinl-.",
        "\t.reloc\t., R_X86_64_TPOFF32, tv",
        "\t.comm\tshared_counter,8,8",
        "\t.local\tprivate_counter",
        "\t.cfi_def_cfa_offset 16",
        ".section .note.GNU-stack,\"\",@progbits",
    ] {
        assert!(asm.contains(needle), "missing `{needle}` in:\n{asm}");
    }
    let coff = write_asm(&coff_object()).unwrap();
    for needle in ["\t.def\tmain;", "\t.scl\t2;", ".section .text$inl,\"xr\",discard,inl", "\t.seh_proc\tmain", "\t.seh_stackalloc 40", "\t.seh_endprologue", "\t.seh_setframe %rbp, 0"] {
        assert!(coff.contains(needle), "missing `{needle}` in:\n{coff}");
    }
}
