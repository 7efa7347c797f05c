//! The assembler-text path agrees with the object path: for the same model,
//! `directives::write_asm` assembled by `llvm-mc-19 -filetype=obj` and `write_object`
//! give the same sections (name, type, flags, size, alignment, entry size), symbols
//! (binding, type, visibility, section, value, size), comdat groups, relocations (type,
//! offset, target, addend; local targets normalized to section + offset) and CFI rows;
//! also for models with DWARF debug sections (a compilation unit, or `.debug_line` alone).

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
        // llvm-mc describes simple arm64 frames with compact unwind instead of __eh_frame.
        || name == "__compact_unwind"
        || name == ".drectve"
}

fn summarize(bytes: &[u8]) -> Summary {
    let file = object::File::parse(bytes).expect("parse");
    let mut s = Summary::default();
    let section_name = |i| {
        file.section_by_index(i)
            .ok()
            .and_then(|sec| sec.name().ok().map(str::to_string))
            .unwrap_or_default()
    };
    for sec in file.sections() {
        let name = sec.name().unwrap_or("").to_string();
        if ignored_section(&name) || (sec.size() == 0 && name != ".note.GNU-stack") {
            continue;
        }
        // Assemblers set S_ATTR_SOME_INSTRUCTIONS only for assembled instructions, and the
        // text path prints code as `.byte`.
        let flags = match sec.flags() {
            object::SectionFlags::MachO { flags } => {
                format!("MachO {:#x}", flags & !object::macho::S_ATTR_SOME_INSTRUCTIONS)
            }
            other => format!("{other:?}"),
        };
        let bytes = sec.data().unwrap_or(&[]);
        s.sections.insert(format!(
            "{name} size={} align={} flags={flags} data={bytes:02x?}",
            sec.size(),
            sec.align()
        ));
    }
    for sym in file.symbols() {
        let name = sym.name().unwrap_or("");
        if matches!(sym.kind(), object::SymbolKind::Section | object::SymbolKind::File)
            || name.is_empty()
            || name.starts_with(".L")
            || name.starts_with('$')
            || name.starts_with("ltmp")
        {
            continue;
        }
        let sec = sym
            .section_index()
            .map(section_name)
            .unwrap_or_else(|| format!("{:?}", sym.section()));
        // Mach-O symbol values are addresses; compare offsets within the section.
        let base = sym
            .section_index()
            .and_then(|i| file.section_by_index(i).ok())
            .map_or(0, |s| s.address());
        s.symbols.insert(format!(
            "{name} in {sec} value={} size={} kind={:?} scope={:?} weak={} flags={:?}",
            if sym.is_common() { 0 } else { sym.address() - base },
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
            let sym = match r.target() {
                RelocationTarget::Symbol(i) => file.symbol_by_index(i).unwrap(),
                RelocationTarget::Section(i) => {
                    s.relocs.insert(format!(
                        "{name}+{offset:#x}: {:?} [{}]{:+}",
                        r.flags(),
                        section_name(i),
                        r.addend()
                    ));
                    continue;
                }
                _ => continue,
            };
            let (target, addend) =
                if sym.scope() == SymbolScope::Compilation || sym.kind() == object::SymbolKind::Section {
                    let start = sym
                        .section_index()
                        .and_then(|i| file.section_by_index(i).ok())
                        .map_or(0, |s| s.address());
                    let base = if sym.kind() == object::SymbolKind::Section {
                        0
                    } else {
                        (sym.address() - start) as i64
                    };
                    (
                        format!("[{}]", sym.section_index().map(section_name).unwrap_or_default()),
                        r.addend() + base,
                    )
                } else {
                    (sym.name().unwrap_or("").to_string(), r.addend())
                };
            s.relocs
                .insert(format!("{name}+{offset:#x}: {:?} {target}{addend:+}", r.flags()));
        }
    }
    // The leader only: for unwind tables in a comdat, llvm-mc (MinGW flavour) makes
    // same-key `any` comdats where the object writer makes associative ones; linkers
    // treat both alike.
    for c in file.comdats() {
        let leader = c.sections().next().map(section_name).unwrap_or_default();
        s.comdats
            .insert(format!("{} {:?} {leader}", c.name().unwrap_or(""), c.kind()));
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
    run_ok(
        Command::new("llvm-mc-19")
            .args(["-filetype=obj", "-triple", triple])
            .arg(&s)
            .arg("-o")
            .arg(&theirs),
    );
    let a = summarize(&std::fs::read(&ours).unwrap());
    let b = summarize(&std::fs::read(&theirs).unwrap());
    let show = |x: &BTreeSet<String>, y: &BTreeSet<String>| {
        format!(
            "only in write_object: {:#?}\nonly in llvm-mc: {:#?}",
            x.difference(y).collect::<Vec<_>>(),
            y.difference(x).collect::<Vec<_>>()
        )
    };
    assert_eq!(
        a.sections,
        b.sections,
        "sections differ\n{}\nasm:\n{asm}",
        show(&a.sections, &b.sections)
    );
    assert_eq!(
        a.symbols,
        b.symbols,
        "symbols differ\n{}\nasm:\n{asm}",
        show(&a.symbols, &b.symbols)
    );
    assert_eq!(
        a.relocs,
        b.relocs,
        "relocations differ\n{}\nasm:\n{asm}",
        show(&a.relocs, &b.relocs)
    );
    assert_eq!(a.comdats, b.comdats, "comdats differ\n{}", show(&a.comdats, &b.comdats));
    let theirs_rows = cfi_rows(&theirs);
    if obj.format != Format::Coff && !theirs_rows.is_empty() {
        assert_eq!(cfi_rows(&ours), theirs_rows, "CFI rows differ\nasm:\n{asm}");
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
    for needle in [
        "\t.def\tmain;",
        "\t.scl\t2;",
        ".section .text$inl,\"xr\",discard,inl",
        "\t.seh_proc\tmain",
        "\t.seh_stackalloc 40",
        "\t.seh_endprologue",
        "\t.seh_setframe %rbp, 0",
    ] {
        assert!(coff.contains(needle), "missing `{needle}` in:\n{coff}");
    }
}

/// Mach-O has no `.reloc`: a model whose code has no relocations, with data relocations,
/// a C string, zero-fill, weak and private-extern symbols, and CFI.
fn macho_data_model(arch: Arch) -> ObjectFile {
    let mut obj = ObjectFile::new(arch, Format::MachO);
    let text = obj.add_section(Section::new(SectionKind::Text).with_align(4));
    let cstr = obj.add_section(Section::new(SectionKind::ReadOnlyData).with_merge(Merge {
        entsize: 1,
        strings: true,
    }));
    let data = obj.add_section(Section::new(SectionKind::Data).with_align(8));
    let bss = obj.add_section(Section::new(SectionKind::Bss).with_align(8));
    let code: &[u8] = if arch == Arch::X86_64 {
        &[0x50, 0x31, 0xc0, 0x59, 0xc3]
    } else {
        &[0xfd, 0x7b, 0xbf, 0xa9, 0xfd, 0x7b, 0xc1, 0xa8, 0xc0, 0x03, 0x5f, 0xd6]
    };
    let f = obj.define_data(text, Symbol::function("f", text, 0, 0), code, 4);
    let g = obj.define_data(text, Symbol::function("g", text, 0, 0).weak(), code, 4);
    let msg = obj.define_data(cstr, Symbol::undefined("msg").private(), b"hi\0", 1);
    obj.define_data(
        data,
        Symbol::undefined("ptrs").with_kind(SymbolKind::Object).hidden(),
        &[0; 24],
        8,
    );
    obj.add_reloc(data, Reloc::new(0, RelocKind::Abs64, msg, 0));
    obj.add_reloc(data, Reloc::new(8, RelocKind::Abs64, f, 0));
    obj.add_reloc(data, Reloc::new(16, RelocKind::Abs64, g, 8));
    obj.define_data(
        bss,
        Symbol::undefined("zeros").with_kind(SymbolKind::Object),
        &[0; 32],
        8,
    );
    let tdata = obj.add_section(Section::new(SectionKind::TlsData).with_align(4));
    obj.define_data(
        tdata,
        Symbol::undefined("tv").with_kind(SymbolKind::Tls),
        &9u32.to_le_bytes(),
        4,
    );
    let tbss = obj.add_section(Section::new(SectionKind::TlsBss).with_align(8));
    obj.define_data(tbss, Symbol::undefined("tz").with_kind(SymbolKind::Tls), &[0; 16], 8);
    let len = code.len() as u64;
    let inst = if arch == Arch::X86_64 {
        vec![(1, CfiInst::DefCfaOffset(16)), (4, CfiInst::DefCfaOffset(8))]
    } else {
        vec![(4, CfiInst::DefCfaOffset(16))]
    };
    obj.cfi.push(FunctionCfi {
        start: f,
        len,
        instructions: inst.clone(),
        eh: None,
    });
    obj.cfi.push(FunctionCfi {
        start: g,
        len,
        instructions: inst,
        eh: None,
    });
    obj
}

#[test]
fn macho_x86_64_asm_matches_object() {
    roundtrip("rt-macho-x64", &macho_data_model(Arch::X86_64), "x86_64-apple-macos");
}

#[test]
fn macho_arm64_asm_matches_object() {
    roundtrip("rt-macho-a64", &macho_data_model(Arch::Aarch64), "arm64-apple-macos");
}

/// The DWARF sections (a whole compilation unit, or `.debug_line` alone) come out of the
/// assembler text with the same bytes and relocations as out of the object writer.
fn debug_roundtrip(test: &str, arch: Arch, format: Format, triple: &str) {
    for version in [4u16, 5] {
        // Mach-O has no section suffixes; llvm-mc puts `__text` first.
        let layout = if format == Format::MachO {
            CodeLayout::OneText
        } else {
            CodeLayout::SeparateMain
        };
        let (obj, _) = debug_info_object(arch, format, version, layout);
        roundtrip(&format!("{test}-{version}"), &obj, triple);
        let mut lines_only = obj;
        lines_only.debug_info = None;
        roundtrip(&format!("{test}-{version}-lines"), &lines_only, triple);
    }
}

#[test]
fn x86_64_elf_debug_info_asm_matches_object() {
    debug_roundtrip("rt-dbg-x64", Arch::X86_64, Format::Elf, "x86_64-linux-gnu");
}

#[test]
fn aarch64_elf_debug_info_asm_matches_object() {
    debug_roundtrip("rt-dbg-a64", Arch::Aarch64, Format::Elf, "aarch64-linux-gnu");
}

#[test]
fn riscv64_elf_debug_info_asm_matches_object() {
    debug_roundtrip("rt-dbg-rv64", Arch::Riscv64, Format::Elf, "riscv64-linux-gnu");
}

#[test]
fn coff_debug_info_asm_matches_object() {
    debug_roundtrip("rt-dbg-coff", Arch::X86_64, Format::Coff, "x86_64-windows-gnu");
}

#[test]
fn macho_debug_info_asm_matches_object() {
    debug_roundtrip("rt-dbg-macho-x64", Arch::X86_64, Format::MachO, "x86_64-apple-macos");
    debug_roundtrip("rt-dbg-macho-a64", Arch::Aarch64, Format::MachO, "arm64-apple-macos");
}
