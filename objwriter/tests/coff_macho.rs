//! COFF and Mach-O objects checked with the LLVM object tools: relocation types, symbols,
//! comdats, Win64 unwind info and Mach-O `__eh_frame`; the COFF object is also linked
//! into a Windows executable by MinGW gcc (which cannot run here).

mod common;

use std::process::Command;

use rllc_objwriter::cfi::regs::*;
use rllc_objwriter::*;

use common::models::*;
use common::*;

#[test]
fn coff_relocations_symbols_and_unwind() {
    if !have("llvm-objdump-19") || !have("llvm-readobj-19") {
        return;
    }
    let dir = scratch("coff");
    let o = dir.join("t.obj");
    write(&o, &write_object(&coff_object()).expect("write"));
    let relocs = tool_text("llvm-objdump-19", &["-r"], &o);
    for needle in [
        "IMAGE_REL_AMD64_REL32    .rdata",
        "IMAGE_REL_AMD64_REL32    puts",
        "IMAGE_REL_AMD64_REL32    answer",
        "IMAGE_REL_AMD64_REL32    __imp_GetTickCount",
        "IMAGE_REL_AMD64_ADDR64   main",
        "IMAGE_REL_AMD64_ADDR32NB .text",
        "IMAGE_REL_AMD64_SECREL   answer",
        "IMAGE_REL_AMD64_ADDR32NB .text$inl",
    ] {
        assert!(relocs.contains(needle), "missing `{needle}`:\n{relocs}");
    }
    let unwind = tool_text("llvm-readobj-19", &["--unwind"], &o);
    for needle in [
        "StartAddress: main",
        "PrologSize: 4",
        "0x04: ALLOC_SMALL size=40",
        "StartAddress: inl",
        "0x04: SET_FPREG reg=RBP, offset=0x0",
        "0x01: PUSH_NONVOL reg=RBP",
        "FrameRegister: RBP",
    ] {
        assert!(unwind.contains(needle), "missing `{needle}`:\n{unwind}");
    }
    let sections = tool_text("llvm-readobj-19", &["--sections", "--symbols"], &o);
    assert!(sections.contains("Selection: Any"), "{sections}");
    assert!(sections.contains("Selection: Associative"), "{sections}");
    let drectve = tool_text("llvm-readobj-19", &["--string-dump=.drectve"], &o);
    assert!(drectve.contains("-export:main"), "{drectve}");
}

#[test]
fn coff_links_with_mingw() {
    if !have("x86_64-w64-mingw32-gcc") {
        return;
    }
    let dir = scratch("coff-link");
    let o = dir.join("t.obj");
    write(&o, &write_object(&coff_object()).expect("write"));
    let exe = dir.join("t.exe");
    run_ok(Command::new("x86_64-w64-mingw32-gcc").arg(&o).arg("-o").arg(&exe));
    if have("llvm-objdump-19") {
        let headers = tool_text("llvm-objdump-19", &["-h"], &exe);
        assert!(headers.contains(".pdata") && headers.contains(".xdata"), "{headers}");
    }
}

#[test]
fn coff_arm64_relocations() {
    if !have("llvm-objdump-19") {
        return;
    }
    let mut obj = ObjectFile::new(Arch::Aarch64, Format::Coff);
    let text = obj.add_section(Section::new(SectionKind::Text));
    let data = obj.add_section(Section::new(SectionKind::Data));
    let var = obj.define_data(
        data,
        Symbol::undefined("var").with_kind(SymbolKind::Object),
        &[0; 16],
        8,
    );
    let f = obj.symbol_ref("callee");
    let mut c = Code::default();
    c.insn_reloc(0x90000000, RelocKind::AdrPrelPgHi21, var, 8); // adrp x0, var+8
    c.insn_reloc(0xf9400000, RelocKind::Ldst64AbsLo12Nc, var, 8); // ldr x0, [x0, :lo12:var+8]
    c.insn_reloc(0x14000000, RelocKind::Jump26, f, 0); // b callee
    c.define(&mut obj, text, "f");
    let dir = scratch("coff-a64");
    let o = dir.join("t.obj");
    let bytes = write_object(&obj).expect("write");
    write(&o, &bytes);
    let relocs = tool_text("llvm-objdump-19", &["-r"], &o);
    for needle in [
        "IMAGE_REL_ARM64_PAGEBASE_REL21 var",
        "IMAGE_REL_ARM64_PAGEOFFSET_12L var",
        "IMAGE_REL_ARM64_BRANCH26 callee",
    ] {
        assert!(relocs.contains(needle), "missing `{needle}`:\n{relocs}");
    }
    // The addend lives in the instructions' immediates: adrp #8 (immlo=0, immhi=2), ldr #8 (scaled 1).
    let code = tool_text("llvm-objdump-19", &["-d"], &o);
    assert!(code.contains("90000040") && code.contains("f9400400"), "{code}");
}

#[test]
fn macho_x86_64_relocations_and_eh_frame() {
    if !have("llvm-objdump-19") || !have("llvm-dwarfdump-19") {
        return;
    }
    let dir = scratch("macho-x64");
    let o = dir.join("t.o");
    write(&o, &write_object(&macho_x86_64()).expect("write"));
    let relocs = tool_text("llvm-objdump-19", &["-r", "-t"], &o);
    for needle in [
        "X86_64_RELOC_SIGNED",
        "X86_64_RELOC_BRANCH      _puts",
        "X86_64_RELOC_GOT_LOAD    _ptr",
        "X86_64_RELOC_TLV         _tv",
        "X86_64_RELOC_UNSIGNED",
        "_main",
        "_tlv_bootstrap",
    ] {
        assert!(relocs.contains(needle), "missing `{needle}`:\n{relocs}");
    }
    let frames = tool_text("llvm-dwarfdump-19", &["--eh-frame"], &o);
    let len = macho_x86_64().cfi[0].len;
    // `main` is at address 0 of the object's single address space.
    assert!(frames.contains(&format!("pc=00000000...{len:08x}")), "{frames}");
    assert!(frames.contains("DW_CFA_def_cfa_offset: +16"), "{frames}");
    let sections = tool_text("llvm-readobj-19", &["--sections"], &o);
    assert!(
        sections.contains("__eh_frame") && sections.contains("Coalesced (0xB)"),
        "{sections}"
    );
    assert!(
        sections.contains("__cstring") && sections.contains("__thread_vars"),
        "{sections}"
    );
}

#[test]
fn macho_arm64_relocations() {
    if !have("llvm-objdump-19") {
        return;
    }
    let mut obj = ObjectFile::new(Arch::Aarch64, Format::MachO);
    let text = obj.add_section(Section::new(SectionKind::Text));
    let data = obj.add_section(Section::new(SectionKind::Data));
    let var = obj.define_data(
        data,
        Symbol::undefined("var").with_kind(SymbolKind::Object),
        &[0; 16],
        8,
    );
    let ext = obj.symbol_ref("ext");
    let f = obj.symbol_ref("callee");
    let mut c = Code::default();
    c.insn(0xa9bf7bfd); // stp x29, x30, [sp, #-16]!
    c.insn_reloc(0x90000000, RelocKind::AdrPrelPgHi21, var, 8); // adrp x0, _var@PAGE+8
    c.insn_reloc(0x91000000, RelocKind::AddAbsLo12Nc, var, 8); // add x0, x0, _var@PAGEOFF+8
    c.insn_reloc(0x90000001, RelocKind::AdrGotPage, ext, 0); // adrp x1, _ext@GOTPAGE
    c.insn_reloc(0xf9400021, RelocKind::Ld64GotLo12Nc, ext, 0); // ldr x1, [x1, _ext@GOTPAGEOFF]
    c.insn_reloc(0x94000000, RelocKind::Call26, f, 0); // bl _callee
    c.insn(0xa8c17bfd); // ldp x29, x30, [sp], #16
    c.insn(0xd65f03c0); // ret
    let len = c.bytes.len() as u64;
    let main = c.define(&mut obj, text, "f");
    obj.cfi.push(FunctionCfi {
        start: main,
        len,
        instructions: vec![
            (4, CfiInst::DefCfaOffset(16)),
            (
                4,
                CfiInst::Offset {
                    reg: AARCH64_LR,
                    offset: -8,
                },
            ),
            (
                4,
                CfiInst::Offset {
                    reg: AARCH64_FP,
                    offset: -16,
                },
            ),
        ],
        eh: None,
    });
    let dir = scratch("macho-a64");
    let o = dir.join("t.o");
    write(&o, &write_object(&obj).expect("write"));
    let relocs = tool_text("llvm-objdump-19", &["-r"], &o);
    for needle in [
        "ARM64_RELOC_PAGE21       _var",
        "ARM64_RELOC_PAGEOFF12    _var",
        "ARM64_RELOC_ADDEND",
        "ARM64_RELOC_GOT_LOAD_PAGE21 _ext",
        "ARM64_RELOC_GOT_LOAD_PAGEOFF12 _ext",
        "ARM64_RELOC_BRANCH26     _callee",
    ] {
        assert!(relocs.contains(needle), "missing `{needle}`:\n{relocs}");
    }
    // A GOT load cannot carry an addend on Mach-O: a clear error, not a bad object.
    let mut bad = obj.clone();
    bad.add_reloc(text, Reloc::new(12, RelocKind::AdrGotPage, ext, 4));
    assert!(matches!(write_object(&bad), Err(Error::Unsupported(_))));
}

#[test]
fn unsupported_combinations_are_errors() {
    let mut obj = ObjectFile::new(Arch::X86_64, Format::Coff);
    let text = obj.add_section(Section::new(SectionKind::Text));
    obj.section_mut(text).append(&[0; 8], 1);
    let s = obj.symbol_ref("x");
    obj.add_reloc(text, Reloc::new(0, RelocKind::GotPcRel32, s, 0));
    let err = write_object(&obj).unwrap_err();
    assert!(
        matches!(
            err,
            Error::UnsupportedReloc {
                kind: RelocKind::GotPcRel32,
                ..
            }
        ),
        "{err}"
    );
    assert!(err.to_string().contains("GotPcRel32"));

    let mut obj = ObjectFile::new(Arch::Riscv64, Format::MachO);
    obj.add_section(Section::new(SectionKind::Text));
    assert!(matches!(write_object(&obj), Err(Error::Unsupported(_))));

    // A relocation past the end of its section is reported, not a panic.
    let mut obj = ObjectFile::new(Arch::Aarch64, Format::Elf);
    let text = obj.add_section(Section::new(SectionKind::Text));
    let s = obj.symbol_ref("x");
    obj.add_reloc(text, Reloc::new(0, RelocKind::Call26, s, 0));
    assert!(matches!(write_object(&obj), Err(Error::Invalid(_))));
}
