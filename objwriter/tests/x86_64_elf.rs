//! x86-64 ELF objects from hand-encoded machine code: parsed back with `object::read`,
//! linked by gcc (PIE and `-static`) and run; CFI checked by unwinding through a
//! hand-written frame with glibc's `backtrace()`.

mod common;

use std::process::Command;

use object::{Object, ObjectSection, ObjectSymbol, RelocationFlags};
use rllc_objwriter::*;

use common::models::*;
use common::*;

#[test]
fn hello_object_parses_back() {
    let bytes = write_object(&hello_object()).expect("write");
    let file = object::File::parse(&*bytes).expect("parse");
    assert_eq!(file.architecture(), object::Architecture::X86_64);
    let text = file.section_by_name(".text").expect(".text");
    let relocs: Vec<(u64, u32, String)> = text
        .relocations()
        .map(|(off, r)| {
            let RelocationFlags::Elf { r_type } = r.flags() else {
                panic!("not ELF")
            };
            let target = match r.target() {
                object::RelocationTarget::Symbol(i) => {
                    let s = file.symbol_by_index(i).unwrap();
                    if s.kind() == object::SymbolKind::Section {
                        file.section_by_index(s.section_index().unwrap())
                            .unwrap()
                            .name()
                            .unwrap()
                            .to_string()
                    } else {
                        s.name().unwrap().to_string()
                    }
                }
                _ => String::new(),
            };
            (off, r_type, target)
        })
        .collect();
    use object::elf::*;
    assert_eq!(
        relocs,
        vec![
            (4, R_X86_64_REX_GOTPCRELX, "table".to_string()),
            (12, R_X86_64_PLT32, "puts".to_string()),
            (19, R_X86_64_PC32, ".Lstr".to_string()),
            (24, R_X86_64_PLT32, "puts".to_string()),
            (30, R_X86_64_PC32, "answer".to_string()),
        ]
    );
    // A private label in a merge section stays a (local) symbol; elsewhere it would be
    // folded into the section symbol.
    let (_, lea) = text.relocations().nth(2).unwrap();
    assert_eq!(lea.addend(), -4);
    let strs = file.section_by_name(".rodata.str1.1").expect("merge strings");
    let object::SectionFlags::Elf { sh_flags } = strs.flags() else {
        panic!()
    };
    assert_eq!(sh_flags, u64::from(SHF_ALLOC | SHF_MERGE | SHF_STRINGS));
    assert!(file.section_by_name(".note.GNU-stack").is_some());
    assert!(file.section_by_name(".eh_frame").is_some());
    let main = file.symbol_by_name("main").expect("main");
    assert_eq!(main.kind(), object::SymbolKind::Text);
    assert!(main.is_global());
    assert!(!file.symbol_by_name(".Lstr").unwrap().is_global());
    let data = file.section_by_name(".data").unwrap();
    let (off, r) = data.relocations().next().unwrap();
    assert_eq!((off, r.flags()), (0, RelocationFlags::Elf { r_type: R_X86_64_64 }));
}

fn link_and_run(test: &str, obj: &ObjectFile, extra: &[&str]) -> std::process::Output {
    let dir = scratch(test);
    let o = dir.join("t.o");
    write(&o, &write_object(obj).expect("write"));
    let exe = dir.join("t");
    run_ok(Command::new("gcc").arg(&o).args(extra).arg("-o").arg(&exe));
    run(&mut Command::new(&exe))
}

#[test]
fn hello_links_and_runs_pie() {
    if !have("gcc") {
        return;
    }
    let out = link_and_run("hello-pie", &hello_object(), &[]);
    assert_eq!(stdout(&out), "via a data pointer\nhello from rllc\n");
    assert_eq!(out.status.code(), Some(42));
}

#[test]
fn hello_links_and_runs_static() {
    if !have("gcc") {
        return;
    }
    let out = link_and_run("hello-static", &hello_object(), &["-static"]);
    assert_eq!(stdout(&out), "via a data pointer\nhello from rllc\n");
    assert_eq!(out.status.code(), Some(42));
}

#[test]
fn return_42() {
    if !have("gcc") {
        return;
    }
    let mut obj = ObjectFile::new(Arch::X86_64, Format::Elf);
    let text = obj.add_section(Section::new(SectionKind::Text).with_suffix("main"));
    let code = [0xb8, 42, 0, 0, 0, 0xc3]; // mov eax, 42; ret
    obj.define_data(text, Symbol::function("main", text, 0, 0), &code, 16);
    let out = link_and_run("ret42", &obj, &["-Wl,--gc-sections"]);
    assert_eq!(out.status.code(), Some(42));
}

const UNWIND_DRIVER: &str = r#"
#include <execinfo.h>
#include <stdio.h>
#include <string.h>
extern int asm_fn(int (*cb)(void));
static int seen_asm, seen_main;
static int __attribute__((noinline)) cb(void) {
    void *buf[32];
    int n = backtrace(buf, 32);
    char **names = backtrace_symbols(buf, n);
    for (int i = 0; i < n; i++) {
        if (strstr(names[i], "(asm_fn+")) seen_asm = 1;
        if (strstr(names[i], "(main+") && seen_asm) seen_main = 1;
    }
    return 41;
}
int main(void) {
    int r = asm_fn(cb);
    printf("%d %d %d\n", r, seen_asm, seen_main);
    return !(r == 42 && seen_asm && seen_main);
}
"#;

#[test]
fn unwinds_through_cfi() {
    if !have("gcc") {
        return;
    }
    let dir = scratch("unwind");
    let o = dir.join("asm.o");
    write(&o, &write_object(&unwind_object()).expect("write"));
    let c = dir.join("driver.c");
    write(&c, UNWIND_DRIVER.as_bytes());
    let exe = dir.join("t");
    run_ok(
        Command::new("gcc")
            .args(["-O1", "-rdynamic"])
            .arg(&c)
            .arg(&o)
            .arg("-o")
            .arg(&exe),
    );
    let out = run(&mut Command::new(&exe));
    assert_eq!(stdout(&out), "42 1 1\n");
    assert!(out.status.success());
}

#[test]
fn eh_frame_decodes() {
    if !have("llvm-dwarfdump-19") {
        return;
    }
    let dir = scratch("ehdump");
    let o = dir.join("asm.o");
    write(&o, &write_object(&unwind_object()).expect("write"));
    let text = tool_text("llvm-dwarfdump-19", &["--eh-frame"], &o);
    for needle in [
        "Augmentation:          \"zR\"",
        "Code alignment factor: 1",
        "Data alignment factor: -8",
        "Return address column: 16",
        "DW_CFA_def_cfa: RSP +8",
        "DW_CFA_offset: RIP -8",
        "pc=00000000...00000012",
        "DW_CFA_def_cfa_offset: +16",
        "DW_CFA_offset: RBP -16",
        "DW_CFA_def_cfa_register: RBP",
        "DW_CFA_def_cfa: RSP +8",
    ] {
        assert!(text.contains(needle), "missing `{needle}` in:\n{text}");
    }
    let relocs = tool_text("llvm-objdump-19", &["-r"], &o);
    assert!(relocs.contains("R_X86_64_PC32            .text.asm_fn"), "{relocs}");
}
