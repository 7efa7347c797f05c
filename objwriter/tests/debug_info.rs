//! The DWARF compilation unit (`.debug_info` with `.debug_abbrev`, `.debug_str`,
//! `.debug_line_str`, `.debug_ranges`/`.debug_rnglists` and `.debug_line`), for DWARF 4
//! and 5: accepted by `llvm-dwarfdump --verify` in ELF (x86-64, AArch64, RISC-V), COFF and
//! Mach-O objects and in a linked program (which proves the relocations); decoded to the
//! model's functions, declarations and code ranges; used by `llvm-symbolizer` to name a
//! function and its source line; and the same unit, dump for dump, from the assembler text
//! (`write_asm` assembled by llvm-mc). The producer's own entries (types, a global,
//! parameters, variables) come out as given, their references resolved (DWARF 3: as blocks
//! and flags), and gdb reads them from a linked program; each file is listed once, the
//! unit's own as DWARF 5 file 0. Bad descriptions (including broken entry trees) are
//! errors, not panics.

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

/// `llvm-dwarfdump --verify` must pass, without warnings (it exits 0 also on some errors
/// and on warnings, so the text is checked too).
fn verify(path: &Path) {
    let out = run(Command::new(DWARFDUMP).arg("--verify").arg(path));
    let text = format!("{}{}", stdout(&out), String::from_utf8_lossy(&out.stderr));
    assert!(
        out.status.success() && text.contains("No errors.") && !text.contains("warning:"),
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
            let theirs = assemble_and_verify(&dir, &asm);
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

/// The dump checks of `typed_debug_info_object`: every entry with its attributes, the
/// references naming the right types, the tree's shape (by indentation), and (in an
/// object, where `origin` is at 0 plus a relocation) the global's location.
fn check_entries(dump: &str, origin_at: u64, what: &str) {
    let indent = |name: &str| {
        let block = die(dump, name);
        let tag = block.lines().find(|l| l.starts_with("0x")).unwrap_or("");
        tag.find("DW_TAG").unwrap_or(0)
    };
    assert_has(
        die(dump, "int"),
        &["DW_TAG_base_type", "DW_AT_encoding\t(DW_ATE_signed)", "DW_AT_byte_size\t(4)"],
        what,
    );
    assert_has(die(dump, "point"), &["DW_TAG_structure_type", "DW_AT_byte_size\t(8)", "DW_AT_decl_line\t(1)"], what);
    for (member, at) in [("x", "(0)"), ("y", "(4)")] {
        let loc = format!("DW_AT_data_member_location\t{at}");
        assert_has(die(dump, member), &["DW_TAG_member", "\"int\")", &loc], what);
        assert_eq!(indent(member), indent("point") + 2, "{what}: `{member}` is a child of `point`");
    }
    let location = format!("DW_AT_location\t(DW_OP_addr {origin_at:#x})");
    assert_has(
        die(dump, "origin"),
        &[
            "DW_TAG_variable",
            "\"point\")",
            "DW_AT_external\t(true)",
            "DW_AT_decl_file\t(\"/src/t.c\")",
            &location,
        ],
        what,
    );
    assert_eq!(indent("origin"), indent("main"), "{what}: `origin` is the unit's");
    for sub in ["twice", "main"] {
        assert_has(die(dump, sub), &["DW_AT_prototyped\t(true)", "DW_AT_type\t(0x"], what);
        assert!(die(dump, sub).contains("\"int\")"), "{what}: `{sub}` returns int");
    }
    assert_has(
        die(dump, "n"),
        &["DW_TAG_formal_parameter", "DW_AT_location\t(DW_OP_reg5 RDI)", "\"int\")"],
        what,
    );
    assert_has(
        die(dump, "argc"),
        &["DW_TAG_formal_parameter", "DW_AT_location\t(DW_OP_fbreg -20)", "\"int\")"],
        what,
    );
    let p = die(dump, "p");
    assert_has(p, &["DW_TAG_variable", "DW_AT_location\t(DW_OP_fbreg -32)", "\"int *\")"], what);
    assert!(!p.contains("DW_AT_artificial"), "{what}: a false flag is left out:\n{p}");
    for child in ["n", "argc", "p"] {
        assert_eq!(indent(child), indent("main") + 2, "{what}: `{child}` is a subprogram's child");
    }
    // `argc` and `p` under `main` (they follow it, before any other subprogram).
    let at = |needle: &str| dump.find(needle).unwrap_or_else(|| panic!("{what}: no {needle}"));
    assert!(at("(\"main\")") < at("(\"argc\")") && at("(\"twice\")") < at("(\"n\")"), "{what}");
    assert!(at("(\"n\")") < at("(\"main\")"), "{what}: `n` is twice's");
}

#[test]
fn entries_verify_and_reach_gdb() {
    if !have(DWARFDUMP) || !have("llvm-objdump-19") || !have("cc") {
        return;
    }
    for version in [4u16, 5] {
        let what = format!("DWARF {version}");
        let dir = scratch(&format!("entries-{version}"));
        let obj = typed_debug_info_object(version);
        let o = dir.join("t.o");
        write(&o, &write_object(&obj).expect("write_object"));
        verify(&o);
        check_entries(&tool_text(DWARFDUMP, &["--debug-info"], &o), 0, &what);
        check_subprograms(&tool_text(DWARFDUMP, &["--debug-info"], &o), 0x10, &what);
        // `DW_OP_addr origin` is relocated like a code address.
        let relocs = tool_text("llvm-objdump-19", &["-r"], &o);
        let relocs = relocs.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(relocs.contains("R_X86_64_64 origin"), "{what}:\n{relocs}");

        let exe = dir.join("t");
        run_ok(Command::new("cc").arg(&o).arg("-o").arg(&exe));
        assert_eq!(run(&mut Command::new(&exe)).status.code(), Some(41), "{what}");
        verify(&exe);
        let bytes = std::fs::read(&exe).unwrap();
        let file = object::File::parse(&*bytes).unwrap();
        let origin = file
            .symbols()
            .find(|s| s.name() == Ok("origin"))
            .expect("origin in the program")
            .address();
        check_entries(&tool_text(DWARFDUMP, &["--debug-info"], &exe), origin, &what);

        have("gdb");
        let out = run(Command::new("gdb").args([
            "-nx",
            "-batch",
            "-ex",
            "break twice",
            "-ex",
            "run",
            "-ex",
            "info args",
            "-ex",
            "print origin",
            "-ex",
            "ptype struct point",
            "-ex",
            "up",
            "-ex",
            "info args",
            "-ex",
            "info locals",
            "-ex",
            "ptype p",
        ]).arg(&exe));
        let text = stdout(&out);
        assert_has(
            &text,
            &[
                "type = struct point {\n    int x;\n    int y;\n}",
                "Breakpoint 1, twice (n=20)",
                "n = 20\n",
                "$1 = {x = 3, y = 4}",
                "in main (argc=",
                "argc = ",
                "p = ",
                "type = int *",
            ],
            &what,
        );
    }
}

/// Before DWARF 4, locations are blocks (there is no `exprloc`), flags are `DW_FORM_flag`,
/// and a `DW_OP_addr` location, which a block cannot relocate, is refused.
#[test]
fn entries_in_dwarf_3() {
    let mut obj = typed_debug_info_object(3);
    assert!(matches!(write_object(&obj), Err(Error::Unsupported(_))));
    obj.debug_info.as_mut().unwrap().entries[1].attrs.truncate(5);
    let bytes = write_object(&obj).expect("write_object");
    if !have(DWARFDUMP) {
        return;
    }
    let o = scratch("entries-3").join("t.o");
    write(&o, &bytes);
    verify(&o);
    let dump = tool_text(DWARFDUMP, &["--debug-info"], &o);
    assert_has(die(&dump, "argc"), &["DW_AT_location\t(DW_OP_fbreg -20)"], "DWARF 3");
    assert_has(die(&dump, "main"), &["DW_AT_frame_base\t(DW_OP_reg6 RBP)", "DW_AT_prototyped\t(0x01)"], "DWARF 3");
    let forms = tool_text(DWARFDUMP, &["--debug-info", "-v"], &o);
    assert_has(&forms, &["DW_AT_location [DW_FORM_block]", "DW_AT_prototyped [DW_FORM_flag]"], "DWARF 3");
    assert!(!forms.contains("exprloc") && !forms.contains("flag_present"), "DWARF 3:\n{forms}");
}

#[test]
fn asm_text_gives_the_same_entries() {
    if !have(DWARFDUMP) || !have("llvm-mc-19") {
        return;
    }
    for version in [4u16, 5] {
        let what = format!("DWARF {version}");
        let dir = scratch(&format!("entries-asm-{version}"));
        let obj = typed_debug_info_object(version);
        let ours = dir.join("ours.o");
        write(&ours, &write_object(&obj).expect("write_object"));
        let asm = write_asm(&obj).expect("write_asm");
        assert_has(&asm, &["\t.quad\torigin"], &what);
        let theirs = assemble_and_verify(&dir, &asm);
        check_entries(&tool_text(DWARFDUMP, &["--debug-info"], &theirs), 0, &what);
        assert_eq!(dumps(&ours), dumps(&theirs), "{what}\nasm:\n{asm}");
    }
}

/// Files that resolve to the same path are one line-table entry, and with DWARF 5 the
/// unit's own file is entry 0 (which rows and `DW_AT_decl_file` then use), as llc writes.
#[test]
fn each_file_is_listed_once() {
    if !have(DWARFDUMP) {
        return;
    }
    for version in [4u16, 5] {
        let what = format!("DWARF {version}");
        let (mut obj, _) = debug_info_object(Arch::X86_64, Format::Elf, version, CodeLayout::OneText);
        let lines = obj.lines.as_mut().unwrap();
        // The unit's file and `include/t.h`, each spelled three ways.
        lines.files = vec![
            ("/src".into(), "t.c".into()),
            ("include".into(), "t.h".into()),
            (String::new(), "/src/t.c".into()),
            ("/src/include".into(), "t.h".into()),
            (String::new(), "t.c".into()),
            (String::new(), "include/t.h".into()),
        ];
        for (seq, file) in lines.sequences.iter_mut().zip([2, 3, 4]) {
            for row in &mut seq.rows {
                row.file = file;
            }
        }
        let info = obj.debug_info.as_mut().unwrap();
        for (sub, file) in info.subprograms.iter_mut().zip([2, 5, 4]) {
            sub.file = file;
        }
        let dir = scratch(&format!("files-{version}"));
        let o = dir.join("t.o");
        write(&o, &write_object(&obj).expect("write_object"));
        verify(&o);
        let line = tool_text(DWARFDUMP, &["--debug-line"], &o);
        assert_eq!(line.matches("file_names[").count(), 2, "{what}:\n{line}");
        if version >= 5 {
            assert_has(&line, &["file_names[  0]:\n           name: \"t.c\""], &what);
        }
        let file_of = |address: &str| {
            let row = line.lines().find(|l| l.starts_with(address)).unwrap_or("");
            row.split_whitespace().nth(3).map(str::to_string)
        };
        // File numbers are 1-based before DWARF 5.
        let (t_c, t_h) = if version >= 5 { ("0", "1") } else { ("1", "2") };
        assert_eq!(file_of("0x0000000000000000").as_deref(), Some(t_c), "{what}:\n{line}");
        assert_eq!(file_of("0x0000000000000010").as_deref(), Some(t_h), "{what}:\n{line}");
        assert_eq!(file_of("0x0000000000000020").as_deref(), Some(t_c), "{what}:\n{line}");
        let dump = tool_text(DWARFDUMP, &["--debug-info"], &o);
        check_subprograms(&dump, 0x10, &what);
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
    check_broken(model, &cases);
}

/// A way to break a good model.
type BreakIt = fn(&mut ObjectFile);

/// Each case's broken `model()` is an error from both writers.
fn check_broken(model: impl Fn() -> ObjectFile, cases: &[(&str, BreakIt)]) {
    for &(what, break_it) in cases {
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


#[test]
fn bad_entries_are_errors() {
    let model = || typed_debug_info_object(5);
    fn info(o: &mut ObjectFile) -> &mut CompileUnitInfo {
        o.debug_info.as_mut().unwrap()
    }
    let cases: [(&str, BreakIt); 14] = [
        ("entry used twice", |o| info(o).roots.push(EntryId(6))),
        ("entry used by two subprograms", |o| {
            info(o).subprograms[0].children.push(EntryId(8))
        }),
        ("entry never used", |o| info(o).roots.retain(|&e| e != EntryId(7))),
        ("unknown child", |o| info(o).entries[0].children.push(EntryId(99))),
        ("cycle", |o| {
            // `point` leaves the roots and hangs below its own member.
            info(o).roots.retain(|&e| e != EntryId(0));
            info(o).entries[4].children.push(EntryId(0));
        }),
        ("self child", |o| {
            info(o).roots.retain(|&e| e != EntryId(7));
            info(o).entries[7].children.push(EntryId(7));
        }),
        ("dangling Ref", |o| {
            info(o).entries[7].attrs[0].1 = DebugValue::Ref(EntryId(9))
        }),
        ("unknown subprogram", |o| {
            info(o).entries[2].attrs.push((0x31, DebugValue::Subprogram(3)))
        }),
        ("bad file index", |o| {
            info(o).entries[0].attrs[2].1 = DebugValue::File(6)
        }),
        ("unknown symbol", |o| {
            info(o).entries[1].attrs[5].1 = DebugValue::AddrExpr(SymbolId(999), 0)
        }),
        ("attribute twice", |o| {
            info(o).entries[6].attrs.push((0x03, DebugValue::String("long".into())))
        }),
        ("subprogram attribute clashes", |o| {
            info(o).subprograms[1].attrs.push((0x03, DebugValue::String("thrice".into())))
        }),
        ("DW_AT_sibling", |o| info(o).entries[6].attrs.push((0x01, DebugValue::Ref(EntryId(7))))),
        ("tag 0", |o| info(o).entries[7].tag = 0),
    ];
    check_broken(model, &cases);
    // Nesting too deep for gimli's recursive writer is refused, not a stack overflow.
    let mut obj = model();
    let unit = info(&mut obj);
    let first = unit.entries.len() as u32;
    for i in 0..100_000u32 {
        unit.entries.push(DebugEntry {
            tag: 0x0b, // DW_TAG_lexical_block
            attrs: Vec::new(),
            children: if i + 1 < 100_000 { vec![EntryId(first + i + 1)] } else { Vec::new() },
        });
    }
    unit.subprograms[2].children.push(EntryId(first));
    assert!(matches!(write_object(&obj), Err(Error::Invalid(_))));
    // A `Subprogram` reference is a reference to that subprogram's DIE.
    let mut obj = model();
    info(&mut obj).entries[8].attrs.push((0x31, DebugValue::Subprogram(1)));
    write_object(&obj).expect("a Subprogram reference");
}

/// `asm` assembled by llvm-mc for x86-64 Linux into `dir/theirs.o`, whose DWARF must verify.
fn assemble_and_verify(dir: &std::path::Path, asm: &str) -> std::path::PathBuf {
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
    theirs
}
