//! The DWARF compilation unit (`.debug_info` with `.debug_abbrev`, `.debug_str`,
//! `.debug_line_str`, `.debug_ranges`/`.debug_rnglists` and `.debug_line`), for DWARF 4
//! and 5: accepted by `llvm-dwarfdump --verify` in ELF (x86-64, AArch64, RISC-V), COFF and
//! Mach-O objects and in a linked program (which proves the relocations); decoded to the
//! model's functions, declarations and code ranges; used by `llvm-symbolizer` to name a
//! function and its source line; and the same unit, dump for dump, from the assembler text
//! (`write_asm` assembled by llvm-mc). Bad descriptions are errors, not panics.

mod common;

use std::path::Path;
use std::process::Command;

use object::{Object, ObjectSection, ObjectSymbol};
use rllc_objwriter::directives::write_asm;
use rllc_objwriter::*;

use common::models::*;
use common::*;

const DWARFDUMP: &str = "llvm-dwarfdump-19";
const SYMBOLIZER: &str = "llvm-symbolizer-19";

/// `llvm-dwarfdump --verify` must pass (it exits 0 also on some warnings, so the text is
/// checked too).
fn verify(path: &Path) {
    let out = run(Command::new(DWARFDUMP).arg("--verify").arg(path));
    let text = format!("{}{}", stdout(&out), String::from_utf8_lossy(&out.stderr));
    assert!(
        out.status.success() && text.contains("No errors."),
        "llvm-dwarfdump --verify {}:\n{text}\n{}",
        path.display(),
        tool_text(DWARFDUMP, &["--debug-info", "--debug-line", "-v"], path)
    );
}

/// The `--debug-info` dump's DIE (a blank-line separated block) that names `name`.
fn die<'a>(dump: &'a str, name: &str) -> &'a str {
    let needle = format!("DW_AT_name\t(\"{name}\")");
    dump.split("\n\n")
        .find(|block| block.contains(&needle))
        .unwrap_or_else(|| panic!("no DIE named `{name}` in:\n{dump}"))
}

fn assert_has(text: &str, needles: &[&str], what: &str) {
    for needle in needles {
        assert!(text.contains(needle), "{what}: missing `{needle}` in:\n{text}");
    }
}

/// `llvm-symbolizer` output for one address: function name, then `file:line:column`.
fn symbolize(path: &Path, address: u64) -> String {
    let obj = format!("--obj={}", path.display());
    stdout(&run_ok(Command::new(SYMBOLIZER).arg(obj).arg(format!("{address:#x}"))))
}

/// The subprograms of `debug_info_object`, their decl lines and (within `.text`) code
/// ranges, as the dump prints them.
fn check_subprograms(dump: &str, twice_at: u64, what: &str) {
    let add1 = die(dump, "add1");
    assert_has(
        add1,
        &[
            "DW_TAG_subprogram",
            "DW_AT_low_pc\t(0x0000000000000000)",
            "DW_AT_high_pc\t(0x0000000000000004)",
            "DW_AT_frame_base\t(DW_OP_reg7 RSP)",
            "DW_AT_decl_file\t(\"/src/t.c\")",
            "DW_AT_decl_line\t(3)",
            "DW_AT_external\t(true)",
        ],
        what,
    );
    let twice = die(dump, "twice");
    let low = format!("DW_AT_low_pc\t({twice_at:#018x})");
    let high = format!("DW_AT_high_pc\t({:#018x})", twice_at + 9);
    assert_has(
        twice,
        &[
            "DW_TAG_subprogram",
            &low,
            &high,
            "DW_AT_frame_base\t(DW_OP_reg6 RBP)",
            "DW_AT_decl_file\t(\"/src/include/t.h\")",
            "DW_AT_decl_line\t(10)",
        ],
        what,
    );
    assert!(!twice.contains("DW_AT_external"), "{what}: `twice` is static:\n{twice}");
    assert_has(
        die(dump, "main"),
        &["DW_AT_decl_line\t(20)", "DW_AT_external\t(true)"],
        what,
    );
}

#[test]
fn elf_unit_decodes_symbolizes_and_links() {
    if !have(DWARFDUMP) || !have(SYMBOLIZER) || !have("cc") {
        return;
    }
    for version in [4u16, 5] {
        for layout in [CodeLayout::OneText, CodeLayout::SeparateMain] {
            let separate_main = layout == CodeLayout::SeparateMain;
            let what = format!("DWARF {version}, {layout:?}");
            let dir = scratch(&format!("cu-elf-{version}-{layout:?}"));
            let (obj, twice_at) = debug_info_object(Arch::X86_64, Format::Elf, version, layout);
            let o = dir.join("t.o");
            write(&o, &write_object(&obj).expect("write_object"));
            verify(&o);

            let dump = tool_text(DWARFDUMP, &["--debug-info"], &o);
            let unit_version = format!("version = 0x000{version}");
            let mut unit = vec![
                unit_version.as_str(),
                "DW_TAG_compile_unit",
                "DW_AT_producer\t(\"rllc test\")",
                "DW_AT_language\t(DW_LANG_C11)",
                "DW_AT_name\t(\"t.c\")",
                "DW_AT_comp_dir\t(\"/src\")",
                "DW_AT_stmt_list\t(0x00000000)",
                "DW_AT_low_pc\t(0x0000000000000000)",
            ];
            if separate_main {
                unit.push("DW_AT_ranges");
            } else {
                // One range: `add1` at 0 to the end of `main` at 0x20 + 0x17.
                unit.push("DW_AT_high_pc\t(0x0000000000000037)");
            }
            let root = dump.split("DW_TAG_subprogram").next().unwrap_or("");
            assert_has(root, &unit, &what);
            check_subprograms(&dump, twice_at, &what);

            // In the object, `.text` starts at 0 (with `.text.main` apart, addresses in
            // the object are ambiguous, so only the linked program is asked then).
            if !separate_main {
                assert_eq!(
                    symbolize(&o, twice_at + 5),
                    "twice\n/src/include/t.h:11:10\n\n",
                    "{what}"
                );
                assert_eq!(symbolize(&o, 0x20 + 0x15), "main\n/src/t.c:21:3\n\n", "{what}");
            }

            let exe = dir.join("t");
            run_ok(Command::new("cc").arg(&o).arg("-o").arg(&exe));
            assert_eq!(run(&mut Command::new(&exe)).status.code(), Some(41), "{what}");
            verify(&exe);
            let bytes = std::fs::read(&exe).unwrap();
            let file = object::File::parse(&*bytes).unwrap();
            let address_of = |name: &str| {
                file.symbols()
                    .find(|s| s.name() == Ok(name))
                    .unwrap_or_else(|| panic!("no `{name}` in the program"))
                    .address()
            };
            assert_eq!(
                symbolize(&exe, address_of("twice") + 5),
                "twice\n/src/include/t.h:11:10\n\n",
                "{what}"
            );
            assert_eq!(
                symbolize(&exe, address_of("main") + 4),
                "main\n/src/t.c:21:10\n\n",
                "{what}"
            );
            let linked = tool_text(DWARFDUMP, &["--debug-info"], &exe);
            let main_low = format!("DW_AT_low_pc\t({:#018x})", address_of("main"));
            assert_has(die(&linked, "main"), &[&main_low], &what);
        }
    }
}

/// The dumps without their first line, which names the file.
fn dumps(path: &Path) -> String {
    let text = tool_text(DWARFDUMP, &["--debug-info", "--debug-line"], path);
    text.lines().skip(1).collect::<Vec<_>>().join("\n")
}

#[test]
fn asm_text_gives_the_same_unit() {
    if !have(DWARFDUMP) || !have("llvm-mc-19") {
        return;
    }
    for version in [4u16, 5] {
        for layout in [CodeLayout::OneText, CodeLayout::SeparateMain] {
            let what = format!("DWARF {version}, {layout:?}");
            let dir = scratch(&format!("cu-asm-{version}-{layout:?}"));
            let (obj, _) = debug_info_object(Arch::X86_64, Format::Elf, version, layout);
            let ours = dir.join("ours.o");
            write(&ours, &write_object(&obj).expect("write_object"));
            let asm = write_asm(&obj).expect("write_asm");
            assert_has(
                &asm,
                &[
                    ".section .debug_info,\"\",@progbits",
                    ".section .debug_abbrev,\"\",@progbits",
                    ".section .debug_str,\"MS\",@progbits,1",
                    ".section .debug_line,\"\",@progbits",
                    "\t.quad\ttwice",
                ],
                &what,
            );
            let s = dir.join("t.s");
            write(&s, asm.as_bytes());
            let theirs = dir.join("theirs.o");
            run_ok(
                Command::new("llvm-mc-19")
                    .args(["-filetype=obj", "-triple=x86_64-linux-gnu"])
                    .arg(&s)
                    .arg("-o")
                    .arg(&theirs),
            );
            verify(&theirs);
            assert_eq!(dumps(&ours), dumps(&theirs), "{what}\nasm:\n{asm}");
        }
    }
}

#[test]
fn other_targets_verify() {
    if !have(DWARFDUMP) || !have("llvm-objdump-19") {
        return;
    }
    use CodeLayout::*;
    let cases = [
        (
            Arch::X86_64,
            Format::Coff,
            SeparateMain,
            "IMAGE_REL_AMD64_SECREL .debug_abbrev",
        ),
        (
            Arch::X86_64,
            Format::Coff,
            OneText,
            "IMAGE_REL_AMD64_SECREL .debug_line",
        ),
        (Arch::X86_64, Format::MachO, DataFirst, "X86_64_RELOC_UNSIGNED __text"),
        (Arch::Aarch64, Format::MachO, DataFirst, "ARM64_RELOC_UNSIGNED __text"),
        (
            Arch::Aarch64,
            Format::Elf,
            SeparateMain,
            "R_AARCH64_ABS32 .debug_abbrev",
        ),
        (Arch::Riscv64, Format::Elf, SeparateMain, "R_RISCV_32 .debug_abbrev"),
    ];
    for (arch, format, layout, reloc) in cases {
        for version in [4u16, 5] {
            let what = format!("{arch:?} {format:?} DWARF {version}, {layout:?}");
            let dir = scratch(&format!("cu-{arch:?}-{format:?}-{version}-{layout:?}"));
            let (obj, twice_at) = debug_info_object(arch, format, version, layout);
            let o = dir.join("t.o");
            write(&o, &write_object(&obj).expect("write_object"));
            verify(&o);
            let dump = tool_text(DWARFDUMP, &["--debug-info"], &o);
            assert_has(
                die(&dump, "twice"),
                &["DW_AT_decl_line\t(10)", "DW_AT_decl_file\t(\"/src/include/t.h\")"],
                &what,
            );
            if format == Format::MachO {
                // Mach-O objects have addresses (`__text` follows `__data` here).
                let bytes = std::fs::read(&o).unwrap();
                let file = object::File::parse(&*bytes).unwrap();
                let text = file.section_by_name("__text").expect("__text").address();
                assert_ne!(text, 0, "{what}");
                let low = format!("DW_AT_low_pc\t({:#018x})", text + twice_at);
                assert_has(die(&dump, "twice"), &[&low], &what);
            }
            let relocs = tool_text("llvm-objdump-19", &["-r"], &o);
            let relocs = relocs.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(relocs.contains(reloc), "{what}: missing `{reloc}` in:\n{relocs}");
            if format == Format::MachO {
                // Offsets between DWARF sections are plain numbers in Mach-O objects.
                assert!(!relocs.contains("__debug_str"), "{what}:\n{relocs}");
            }
        }
    }
}

#[test]
fn unit_without_lines_is_not_written() {
    let (mut obj, _) = debug_info_object(Arch::X86_64, Format::Elf, 5, CodeLayout::OneText);
    obj.lines = None;
    let bytes = write_object(&obj).expect("write_object");
    let file = object::File::parse(&*bytes).unwrap();
    assert!(file.section_by_name(".debug_info").is_none());
    assert!(!write_asm(&obj).unwrap().contains(".debug_"));
}

#[test]
fn bad_units_are_errors() {
    let model = || debug_info_object(Arch::X86_64, Format::Elf, 5, CodeLayout::OneText).0;
    type BreakIt = fn(&mut ObjectFile);
    let cases: [(&str, BreakIt); 6] = [
        ("unknown file", |o| {
            o.debug_info.as_mut().unwrap().subprograms[0].file = 7
        }),
        ("undefined start", |o| {
            let ext = o.symbol_ref("elsewhere");
            o.debug_info.as_mut().unwrap().subprograms[1].start = ext;
        }),
        ("unknown symbol", |o| {
            o.debug_info.as_mut().unwrap().subprograms[1].start = SymbolId(999)
        }),
        ("past the section", |o| {
            o.debug_info.as_mut().unwrap().subprograms[2].len = 1 << 20
        }),
        ("NUL in a name", |o| {
            o.debug_info.as_mut().unwrap().subprograms[0].linkage_name = Some("_Z\0".into())
        }),
        ("DWARF 6", |o| o.lines.as_mut().unwrap().version = 6),
    ];
    for (what, break_it) in cases {
        let mut obj = model();
        break_it(&mut obj);
        let err = write_object(&obj).expect_err(what);
        assert!(
            matches!(err, Error::Invalid(_) | Error::Unsupported(_)),
            "{what}: {err}"
        );
        assert!(write_asm(&obj).is_err(), "{what}");
    }
}
