//! `.debug_line` from neutral rows, decoded by llvm-dwarfdump; and the richest ELF model
//! (TLS, comdat groups, init/fini arrays with priorities, commons) accepted by the linker.

mod common;

use std::process::Command;

use rllc_objwriter::*;

use common::models::*;
use common::*;

fn with_lines(format: Format) -> ObjectFile {
    let mut obj = ObjectFile::new(Arch::X86_64, format);
    let text = obj.add_section(Section::new(SectionKind::Text));
    let f = obj.define_data(
        text,
        Symbol::function("f", text, 0, 0),
        &[0x31, 0xc0, 0xff, 0xc0, 0xc3],
        16,
    );
    let row = |address, line, column| LineRow {
        address,
        file: 0,
        line,
        column,
        is_stmt: true,
        prologue_end: false,
    };
    obj.lines = Some(LineTable {
        version: 5,
        comp_dir: "/src".into(),
        comp_file: "f.c".into(),
        files: vec![(String::new(), "f.c".into())],
        sequences: vec![LineSequence {
            start: f,
            len: 5,
            rows: vec![row(0, 3, 1), row(2, 4, 5), row(4, 6, 1)],
        }],
    });
    obj
}

#[test]
fn debug_line_decodes() {
    if !have("llvm-dwarfdump-19") {
        return;
    }
    for format in [Format::Elf, Format::Coff, Format::MachO] {
        let dir = scratch(&format!("line-{format:?}"));
        let o = dir.join("t.o");
        write(&o, &write_object(&with_lines(format)).expect("write"));
        let text = tool_text("llvm-dwarfdump-19", &["--debug-line"], &o);
        for needle in [
            "version: 5",
            "name: \"f.c\"",
            "0x0000000000000000      3      1",
            "0x0000000000000002      4      5",
            "0x0000000000000005      6      1      0   0             0       0  is_stmt end_sequence",
        ] {
            assert!(text.contains(needle), "{format:?}: missing `{needle}` in:\n{text}");
        }
    }
}

#[test]
fn debug_line_rejects_bad_rows() {
    let mut obj = with_lines(Format::Elf);
    obj.lines.as_mut().unwrap().sequences[0].rows[0].file = 9;
    assert!(matches!(write_object(&obj), Err(Error::Invalid(_))));
    let mut obj = with_lines(Format::Elf);
    obj.lines.as_mut().unwrap().comp_dir = String::new();
    assert!(matches!(write_object(&obj), Err(Error::Invalid(_))));
}

#[test]
fn kitchen_sink_links() {
    if !have("gcc") || !have("readelf") {
        return;
    }
    let dir = scratch("sink");
    let o = dir.join("t.o");
    write(&o, &write_object(&x86_64_kitchen_sink()).expect("write"));
    let exe = dir.join("t");
    run_ok(Command::new("gcc").arg("-no-pie").arg(&o).arg("-o").arg(&exe));
    let sections = tool_text("readelf", &["-SW"], &o);
    for needle in [
        ".init_array.101",
        "INIT_ARRAY",
        "FINI_ARRAY",
        ".tbss",
        "NOBITS",
        ".group",
        ".rodata.str1.1",
    ] {
        assert!(sections.contains(needle), "missing `{needle}`:\n{sections}");
    }
    let symbols = tool_text("readelf", &["-sW"], &o);
    for needle in [
        "TLS     GLOBAL DEFAULT",
        "COM shared_counter",
        "WEAK   HIDDEN",
        "GLOBAL PROTECTED",
        "NOTYPE  WEAK   DEFAULT  UND maybe",
    ] {
        assert!(symbols.contains(needle), "missing `{needle}`:\n{symbols}");
    }
}
