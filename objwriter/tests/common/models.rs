//! The hand-encoded test programs, shared by the run tests, the object checks and the
//! assembler round trip.

use rllc_objwriter::cfi::regs::*;
use rllc_objwriter::*;

use super::Code;

/// `main` that prints two strings with `puts` and returns 42:
/// a `.data` pointer (Abs64) reached through the GOT (REX_GOTPCRELX), a private string in
/// `.rodata.str1.1` (PC32 through the section symbol), a global in `.data` (PC32), calls
/// through the PLT (PLT32), and CFI for the push/pop.
pub fn hello_object() -> ObjectFile {
    let mut obj = ObjectFile::new(Arch::X86_64, Format::Elf);
    obj.source_file = Some("hello.ll".into());
    let text = obj.add_section(Section::new(SectionKind::Text).with_align(16));
    let strs = obj.add_section(Section::new(SectionKind::ReadOnlyData).with_merge(Merge {
        entsize: 1,
        strings: true,
    }));
    let rodata = obj.add_section(Section::new(SectionKind::ReadOnlyData));
    let data = obj.add_section(Section::new(SectionKind::Data).with_align(8));

    let hello = obj.define_data(strs, Symbol::undefined("str").private(), b"hello from rllc\0", 1);
    let msg2 = obj.define_data(
        rodata,
        Symbol::object("msg2", SectionId(0), 0, 0),
        b"via a data pointer\0",
        1,
    );
    let table = obj.define_data(data, Symbol::object("table", SectionId(0), 0, 0), &[0; 8], 8);
    obj.add_reloc(data, Reloc::new(0, RelocKind::Abs64, msg2, 0));
    let answer = obj.define_data(
        data,
        Symbol::object("answer", SectionId(0), 0, 0),
        &40u32.to_le_bytes(),
        4,
    );
    let puts = obj.symbol_ref("puts");

    let mut code = Vec::new();
    let mut relocs = Vec::new();
    code.push(0x53); // push rbx
    code.extend_from_slice(&[0x48, 0x8b, 0x05, 0, 0, 0, 0]); // mov rax, [rip + table@GOTPCREL]
    relocs.push(Reloc::new(code.len() as u64 - 4, RelocKind::RexGotPcRelX, table, -4));
    code.extend_from_slice(&[0x48, 0x8b, 0x38]); // mov rdi, [rax]
    code.extend_from_slice(&[0xe8, 0, 0, 0, 0]); // call puts
    relocs.push(Reloc::new(code.len() as u64 - 4, RelocKind::PltRel32, puts, -4));
    code.extend_from_slice(&[0x48, 0x8d, 0x3d, 0, 0, 0, 0]); // lea rdi, [rip + .Lstr]
    relocs.push(Reloc::new(code.len() as u64 - 4, RelocKind::PcRel32, hello, -4));
    code.extend_from_slice(&[0xe8, 0, 0, 0, 0]); // call puts
    relocs.push(Reloc::new(code.len() as u64 - 4, RelocKind::PltRel32, puts, -4));
    code.extend_from_slice(&[0x8b, 0x05, 0, 0, 0, 0]); // mov eax, [rip + answer]
    relocs.push(Reloc::new(code.len() as u64 - 4, RelocKind::PcRel32, answer, -4));
    code.extend_from_slice(&[0x83, 0xc0, 0x02]); // add eax, 2
    let pop_at = code.len() as u32;
    code.push(0x5b); // pop rbx
    code.push(0xc3); // ret
    let off = obj.section_mut(text).append(&code, 16);
    for r in relocs {
        obj.add_reloc(
            text,
            Reloc {
                offset: r.offset + off,
                ..r
            },
        );
    }
    let main = obj.add_symbol(Symbol::function("main", text, off, code.len() as u64));
    obj.cfi.push(FunctionCfi {
        start: main,
        len: code.len() as u64,
        instructions: vec![
            (1, CfiInst::DefCfaOffset(16)),
            (1, CfiInst::Offset { reg: 3, offset: -16 }),
            (pop_at + 1, CfiInst::DefCfaOffset(8)),
        ],
        eh: None,
    });
    obj
}

/// `asm_fn(cb)`: a frame-pointer function that calls `cb` and returns its result + 1.
/// Its CFI is the only way an unwinder can get from `cb` back to `main`.
pub fn unwind_object() -> ObjectFile {
    let mut obj = ObjectFile::new(Arch::X86_64, Format::Elf);
    let text = obj.add_section(Section::new(SectionKind::Text).with_suffix("asm_fn"));
    let code = [
        0x55, // push rbp
        0x48, 0x89, 0xe5, // mov rbp, rsp
        0x48, 0x83, 0xec, 0x20, // sub rsp, 32
        0xff, 0xd7, // call rdi
        0x83, 0xc0, 0x01, // add eax, 1
        0x48, 0x89, 0xec, // mov rsp, rbp
        0x5d, // pop rbp
        0xc3, // ret
    ];
    let f = obj.define_data(text, Symbol::function("asm_fn", text, 0, 0), &code, 16);
    obj.cfi.push(FunctionCfi {
        start: f,
        len: code.len() as u64,
        instructions: vec![
            (1, CfiInst::DefCfaOffset(16)),
            (
                1,
                CfiInst::Offset {
                    reg: X86_64_RBP,
                    offset: -16,
                },
            ),
            (4, CfiInst::DefCfaRegister(X86_64_RBP)),
            (
                17,
                CfiInst::DefCfa {
                    reg: X86_64_RSP,
                    offset: 8,
                },
            ),
        ],
        eh: None,
    });
    obj
}

/// Prints a string (adrp/add), a string reached through a GOT-loaded `.data` pointer
/// (Abs64 in data, ADR_GOT_PAGE/LD64_GOT_LO12_NC) and returns `answer` (adrp/ldr lo12).
pub fn aarch64_object() -> ObjectFile {
    let mut obj = ObjectFile::new(Arch::Aarch64, Format::Elf);
    let text = obj.add_section(Section::new(SectionKind::Text));
    let rodata = obj.add_section(Section::new(SectionKind::ReadOnlyData));
    let data = obj.add_section(Section::new(SectionKind::Data));
    let msg = obj.define_data(rodata, Symbol::undefined("msg").private(), b"hello from aarch64\0", 1);
    let msg2 = obj.define_data(rodata, Symbol::undefined("msg2").local(), b"through the GOT\0", 1);
    let ptrv = obj.define_data(
        data,
        Symbol::undefined("ptrv").with_kind(SymbolKind::Object),
        &[0; 8],
        8,
    );
    obj.add_reloc(data, Reloc::new(0, RelocKind::Abs64, msg2, 0));
    let answer = obj.define_data(
        data,
        Symbol::undefined("answer").with_kind(SymbolKind::Object),
        &42u32.to_le_bytes(),
        4,
    );
    let puts = obj.symbol_ref("puts");
    let mut c = Code::default();
    c.insn(0xa9bf7bfd); // stp x29, x30, [sp, #-16]!
    c.insn(0x910003fd); // mov x29, sp
    c.insn_reloc(0x90000000, RelocKind::AdrPrelPgHi21, msg, 0); // adrp x0, msg
    c.insn_reloc(0x91000000, RelocKind::AddAbsLo12Nc, msg, 0); // add x0, x0, :lo12:msg
    c.insn_reloc(0x94000000, RelocKind::Call26, puts, 0); // bl puts
    c.insn_reloc(0x90000002, RelocKind::AdrGotPage, ptrv, 0); // adrp x2, :got:ptrv
    c.insn_reloc(0xf9400042, RelocKind::Ld64GotLo12Nc, ptrv, 0); // ldr x2, [x2, :got_lo12:ptrv]
    c.insn(0xf9400040); // ldr x0, [x2]
    c.insn_reloc(0x94000000, RelocKind::Call26, puts, 0); // bl puts
    c.insn_reloc(0x90000001, RelocKind::AdrPrelPgHi21, answer, 0); // adrp x1, answer
    c.insn_reloc(0xb9400020, RelocKind::Ldst32AbsLo12Nc, answer, 0); // ldr w0, [x1, :lo12:answer]
    c.insn(0xa8c17bfd); // ldp x29, x30, [sp], #16
    c.insn(0xd65f03c0); // ret
    let len = c.bytes.len() as u64;
    let main = c.define(&mut obj, text, "main");
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
            (48, CfiInst::DefCfaOffset(0)),
        ],
        eh: None,
    });
    obj
}

/// Prints a string (auipc + addi with PCREL_HI20/PCREL_LO12_I on a label), calls `puts`
/// (CALL_PLT) and returns `answer` (lui/lw with HI20/LO12_I).
pub fn riscv_object() -> ObjectFile {
    let mut obj = ObjectFile::new(Arch::Riscv64, Format::Elf);
    let text = obj.add_section(Section::new(SectionKind::Text));
    let rodata = obj.add_section(Section::new(SectionKind::ReadOnlyData));
    let data = obj.add_section(Section::new(SectionKind::Data));
    let msg = obj.define_data(rodata, Symbol::undefined("msg").private(), b"hello from riscv64\0", 1);
    let answer = obj.define_data(
        data,
        Symbol::undefined("answer").with_kind(SymbolKind::Object),
        &42u32.to_le_bytes(),
        4,
    );
    let puts = obj.symbol_ref("puts");
    let mut c = Code::default();
    c.insn(0xff010113); // addi sp, sp, -16
    c.insn(0x00113423); // sd ra, 8(sp)
    let hi_at = c.offset();
    c.insn_reloc(0x00000517, RelocKind::RiscvPcrelHi20, msg, 0); // auipc a0, %pcrel_hi(msg)
                                                                 // The PCREL_LO12 names the auipc's label; defined below once the offset is known.
    let lo_index = c.relocs.len();
    c.insn_reloc(0x00050513, RelocKind::RiscvPcrelLo12I, SymbolId(0), 0); // addi a0, a0, %pcrel_lo(.Lpcrel_hi0)
    c.relocs
        .push(Reloc::new(c.bytes.len() as u64, RelocKind::RiscvCall, puts, 0));
    c.insn(0x00000097).insn(0x000080e7); // call puts (auipc ra / jalr ra)
    c.insn_reloc(0x00000537, RelocKind::RiscvHi20, answer, 0); // lui a0, %hi(answer)
    c.insn_reloc(0x00052503, RelocKind::RiscvLo12I, answer, 0); // lw a0, %lo(answer)(a0)
    c.insn(0x00813083); // ld ra, 8(sp)
    c.insn(0x01010113); // addi sp, sp, 16
    c.insn(0x00008067); // ret
    let len = c.bytes.len() as u64;
    let base = obj.section(text).data.len() as u64;
    let label = obj.add_symbol(Symbol::function("pcrel_hi0", text, base + u64::from(hi_at), 0).private());
    c.relocs[lo_index].symbol = label;
    let main = c.define(&mut obj, text, "main");
    obj.cfi.push(FunctionCfi {
        start: main,
        len,
        instructions: vec![
            (4, CfiInst::DefCfaOffset(16)),
            (
                8,
                CfiInst::Offset {
                    reg: RISCV_RA,
                    offset: -8,
                },
            ),
            (40, CfiInst::Restore(RISCV_RA)),
            (44, CfiInst::DefCfaOffset(0)),
        ],
        eh: None,
    });
    obj
}

/// A Windows x64 `main`: `sub rsp, 40; lea rcx, [msg]; call puts; mov eax, [answer];
/// add rsp, 40; ret`, with unwind info, a comdat function, a dllexport and data
/// relocations of every COFF data kind.
pub fn coff_object() -> ObjectFile {
    let mut obj = ObjectFile::new(Arch::X86_64, Format::Coff);
    obj.source_file = Some("coff.ll".into());
    let text = obj.add_section(Section::new(SectionKind::Text).with_align(16));
    let rdata = obj.add_section(Section::new(SectionKind::ReadOnlyData));
    let data = obj.add_section(Section::new(SectionKind::Data).with_align(8));
    let msg = obj.define_data(rdata, Symbol::undefined("msg").private(), b"hello from COFF\0", 1);
    let answer = obj.define_data(
        data,
        Symbol::undefined("answer").with_kind(SymbolKind::Object),
        &42u32.to_le_bytes(),
        4,
    );
    let ptr = obj.define_data(
        data,
        Symbol::undefined("ptr").with_kind(SymbolKind::Object).local(),
        &[0; 8],
        8,
    );
    let _ = ptr;
    let rva_at = obj.section_mut(data).append(&[0; 4], 4);
    let secrel_at = obj.section_mut(data).append(&[0; 4], 4);
    let puts = obj.symbol_ref("puts");

    let mut c = Code::default();
    c.raw(&[0x48, 0x83, 0xec, 0x28]); // sub rsp, 40
    c.raw_reloc32(&[0x48, 0x8d, 0x0d, 0, 0, 0, 0], RelocKind::PcRel32, msg, -4); // lea rcx, [rip + msg]
    c.raw_reloc32(&[0xe8, 0, 0, 0, 0], RelocKind::PltRel32, puts, -4); // call puts
    let imp = obj.dllimport_pointer("GetTickCount");
    c.raw_reloc32(&[0xff, 0x15, 0, 0, 0, 0], RelocKind::PcRel32, imp, -4); // call [rip + __imp_GetTickCount]
    c.raw_reloc32(&[0x8b, 0x05, 0, 0, 0, 0], RelocKind::PcRel32, answer, -4); // mov eax, [rip + answer]
    c.raw(&[0x48, 0x83, 0xc4, 0x28, 0xc3]); // add rsp, 40; ret
    let len = c.bytes.len() as u32;
    let main = c.define(&mut obj, text, "main");
    obj.symbol_mut(main).dll = DllStorage::Export;
    obj.win64_unwind.push(Win64Unwind {
        start: main,
        len,
        prologue_size: 4,
        frame: None,
        ops: vec![(4, Win64Op::Alloc(40))],
    });
    obj.add_reloc(data, Reloc::new(8, RelocKind::Abs64, main, 0));
    obj.add_reloc(data, Reloc::new(rva_at, RelocKind::ImageRel32, main, 0));
    obj.add_reloc(data, Reloc::new(secrel_at, RelocKind::SecRel32, answer, 0));

    // An inline function in its own comdat section, with a frame-pointer prologue.
    let inl_c = obj.add_comdat(Comdat {
        name: "inl".into(),
        selection: ComdatSelection::Any,
    });
    let inl_text = obj.add_section(Section::new(SectionKind::Text).with_suffix("inl").with_comdat(inl_c));
    let mut c = Code::default();
    c.raw(&[0x55]); // push rbp
    c.raw(&[0x48, 0x89, 0xe5]); // mov rbp, rsp
    c.raw(&[0x31, 0xc0, 0x5d, 0xc3]); // xor eax, eax; pop rbp; ret
    let len = c.bytes.len() as u32;
    let inl = c.define(&mut obj, inl_text, "inl");
    obj.win64_unwind.push(Win64Unwind {
        start: inl,
        len,
        prologue_size: 4,
        frame: Some((5, 0)),
        ops: vec![(1, Win64Op::PushNonVol(5)), (4, Win64Op::SetFrame)],
    });
    obj
}

/// The same program shape for Mach-O x86-64: SIGNED, BRANCH, GOT_LOAD, TLV, UNSIGNED.
pub fn macho_x86_64() -> ObjectFile {
    let mut obj = ObjectFile::new(Arch::X86_64, Format::MachO);
    let text = obj.add_section(Section::new(SectionKind::Text).with_align(16));
    let cstr = obj.add_section(Section::new(SectionKind::ReadOnlyData).with_merge(Merge {
        entsize: 1,
        strings: true,
    }));
    let data = obj.add_section(Section::new(SectionKind::Data).with_align(8));
    let tdata = obj.add_section(Section::new(SectionKind::TlsData).with_align(4));
    let msg = obj.define_data(cstr, Symbol::undefined("msg").private(), b"hello\0", 1);
    let ptr = obj.define_data(data, Symbol::undefined("ptr").with_kind(SymbolKind::Object), &[0; 8], 8);
    obj.add_reloc(data, Reloc::new(0, RelocKind::Abs64, msg, 0));
    let tv = obj.define_data(
        tdata,
        Symbol::undefined("tv").with_kind(SymbolKind::Tls),
        &7u32.to_le_bytes(),
        4,
    );
    let puts = obj.symbol_ref("puts");
    let mut c = Code::default();
    c.raw(&[0x50]); // push rax
    c.raw_reloc32(&[0x48, 0x8d, 0x3d, 0, 0, 0, 0], RelocKind::PcRel32, msg, -4); // lea rdi, [rip + msg]
    c.raw_reloc32(&[0xe8, 0, 0, 0, 0], RelocKind::PltRel32, puts, -4); // call _puts
    c.raw_reloc32(&[0x48, 0x8b, 0x05, 0, 0, 0, 0], RelocKind::RexGotPcRelX, ptr, -4); // mov rax, [rip + ptr@GOTPCREL]
    c.raw_reloc32(&[0x48, 0x8b, 0x3d, 0, 0, 0, 0], RelocKind::TlvPcRel32, tv, -4); // mov rdi, [rip + tv@TLVP]
    c.raw(&[0xff, 0x17, 0x8b, 0x00]); // call [rdi]; mov eax, [rax]
    c.raw(&[0x59, 0xc3]); // pop rcx; ret
    let len = c.bytes.len() as u64;
    let main = c.define(&mut obj, text, "main");
    obj.cfi.push(FunctionCfi {
        start: main,
        len,
        instructions: vec![
            (1, CfiInst::DefCfaOffset(16)),
            (len as u32 - 1, CfiInst::DefCfaOffset(8)),
        ],
        eh: None,
    });
    obj
}

/// Every ELF feature the directive writer must spell: comdat groups, weak/hidden/protected
/// symbols, merge strings, `.data.rel.ro`, bss, TLS data and bss with a local-exec access,
/// prioritized init/fini arrays, common and local common symbols, weak undefined
/// references, pc-relative data, and CFI.
pub fn x86_64_kitchen_sink() -> ObjectFile {
    let mut obj = hello_object();
    let text = SectionId(0);
    let inl_c = obj.add_comdat(Comdat {
        name: "inl".into(),
        selection: ComdatSelection::Any,
    });
    let inl_text = obj.add_section(Section::new(SectionKind::Text).with_suffix("inl").with_comdat(inl_c));
    let mut c = Code::default();
    c.raw(&[0x31, 0xc0, 0xc3]); // xor eax, eax; ret
    let inl = c.define(&mut obj, inl_text, "inl");
    obj.symbol_mut(inl).binding = Binding::Weak;
    obj.symbol_mut(inl).visibility = Visibility::Hidden;

    let relro = obj.add_section(Section::new(SectionKind::ReadOnlyDataWithRel).with_align(8));
    let vtable = obj.define_data(
        relro,
        Symbol::undefined("vtable").with_kind(SymbolKind::Object).protected(),
        &[0; 16],
        8,
    );
    let main = obj.find_symbol("main").unwrap();
    obj.add_reloc(relro, Reloc::new(0, RelocKind::Abs64, main, 0));
    obj.add_reloc(relro, Reloc::new(8, RelocKind::PcRel32, inl, 0));
    let weak_ref = obj.add_symbol(Symbol::undefined("maybe").weak());
    obj.add_reloc(relro, Reloc::new(12, RelocKind::Abs32Signed, weak_ref, 4));
    let _ = vtable;

    let bss = obj.add_section(Section::new(SectionKind::Bss).with_align(16));
    obj.define_data(
        bss,
        Symbol::undefined("zeros").with_kind(SymbolKind::Object).local(),
        &[0; 64],
        16,
    );
    let tdata = obj.add_section(Section::new(SectionKind::TlsData).with_align(4));
    let tv = obj.define_data(
        tdata,
        Symbol::undefined("tv").with_kind(SymbolKind::Tls),
        &5u32.to_le_bytes(),
        4,
    );
    let tbss = obj.add_section(Section::new(SectionKind::TlsBss).with_align(8));
    obj.define_data(tbss, Symbol::undefined("tz").with_kind(SymbolKind::Tls), &[0; 8], 8);

    let init = obj.add_section(Section::new(SectionKind::InitArray { priority: 101 }).with_align(8));
    obj.section_mut(init).append(&[0; 8], 8);
    obj.add_reloc(init, Reloc::new(0, RelocKind::Abs64, inl, 0));
    let fini = obj.add_section(Section::new(SectionKind::FiniArray { priority: 65535 }).with_align(8));
    obj.section_mut(fini).append(&[0; 8], 8);
    obj.add_reloc(fini, Reloc::new(0, RelocKind::Abs64, main, 0));

    obj.add_symbol(Symbol::common("shared_counter", 8, 8));
    obj.add_symbol(Symbol::common("private_counter", 4, 4).local());

    // mov eax, fs:[tv@tpoff] in a second function, via a relocation with no data form.
    let mut c = Code::default();
    c.raw_reloc32(&[0x64, 0x8b, 0x04, 0x25, 0, 0, 0, 0], RelocKind::TpOff32, tv, 0);
    c.raw(&[0xc3]);
    let len = c.bytes.len() as u64;
    let get = c.define(&mut obj, text, "get_tv");
    obj.cfi.push(FunctionCfi {
        start: get,
        len,
        instructions: vec![],
        eh: None,
    });
    obj
}

/// Where [`debug_info_object`] puts its code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodeLayout {
    /// All functions in `.text`, the first section: one code range.
    OneText,
    /// `main` in its own section (`.text.main`): two code ranges (`DW_AT_ranges`).
    SeparateMain,
    /// A `.data` section before `.text`, so `.text` does not start at address 0 in a
    /// Mach-O object (whose DWARF holds addresses, not section offsets).
    DataFirst,
}

/// A compilation unit for the debug-info tests: `t.c` with three functions, 16-byte
/// aligned (so a code range has padding inside):
/// - `add1(x)`, external, `t.c:3`: returns `x + 1`; frame base `rsp`;
/// - `twice(x)`, local (static), declared in `include/t.h:10`: returns `2 * x`; frame base `rbp`;
/// - `main`, external, `t.c:20`: returns `add1(twice(20))` = 41 (the calls only on ELF and
///   COFF: Mach-O assembly has no way to spell a `.byte`-encoded call's relocation).
///
/// On x86-64 the code is real; on other architectures it is `nop`s of the same shape (the
/// DWARF does not look at the instructions). Returns the model and the offset of `twice`
/// in `.text`.
pub fn debug_info_object(arch: Arch, format: Format, version: u16, layout: CodeLayout) -> (ObjectFile, u64) {
    let mut obj = ObjectFile::new(arch, format);
    if layout == CodeLayout::DataFirst {
        let data = obj.add_section(Section::new(SectionKind::Data));
        obj.define_data(data, Symbol::object("counter", data, 0, 0), &[1, 0, 0, 0], 4);
    }
    let text = obj.add_section(Section::new(SectionKind::Text).with_align(16));
    let nops = |n: usize| -> Vec<u8> {
        let word: u32 = if arch == Arch::Aarch64 {
            0xd503_201f
        } else {
            0x0000_0013
        };
        word.to_le_bytes().repeat(n)
    };
    let x86 = arch == Arch::X86_64;
    let add1_code = if x86 { vec![0x8d, 0x47, 0x01, 0xc3] } else { nops(2) };
    let add1 = obj.define_data(text, Symbol::function("add1", text, 0, 0), &add1_code, 16);
    let twice_code = if x86 {
        // push rbp; mov rbp, rsp; lea eax, [rdi + rdi]; pop rbp; ret
        vec![0x55, 0x48, 0x89, 0xe5, 0x8d, 0x04, 0x3f, 0x5d, 0xc3]
    } else {
        nops(3)
    };
    let twice = obj.define_data(text, Symbol::function("twice", text, 0, 0).local(), &twice_code, 16);
    let twice_at = match obj.symbol(twice).def {
        SymbolDef::Section { offset, .. } => offset,
        _ => unreachable!(),
    };
    let calls = x86 && format != Format::MachO;
    let mut main_code = Code::default();
    if x86 {
        main_code.raw(&[0x55, 0x48, 0x89, 0xe5, 0xbf, 20, 0, 0, 0]); // push rbp; mov rbp, rsp; mov edi, 20
        if calls {
            main_code.raw_reloc32(&[0xe8, 0, 0, 0, 0], RelocKind::PcRel32, twice, -4);
            main_code.raw(&[0x89, 0xc7]); // mov edi, eax
            main_code.raw_reloc32(&[0xe8, 0, 0, 0, 0], RelocKind::PltRel32, add1, -4);
        } else {
            main_code.raw(&[0x0f, 0x1f, 0x44, 0, 0, 0x89, 0xc7, 0x0f, 0x1f, 0x44, 0, 0]);
        }
        main_code.raw(&[0x5d, 0xc3]); // pop rbp; ret
    } else {
        main_code.raw(&nops(6));
    }
    let main_len = main_code.bytes.len() as u64;
    let main_section = if layout == CodeLayout::SeparateMain {
        obj.add_section(Section::new(SectionKind::Text).with_suffix("main").with_align(16))
    } else {
        obj.section_mut(text).append(&[], 16);
        text
    };
    let main = main_code.define(&mut obj, main_section, "main");

    let row = |address, file, line, column, prologue_end| LineRow {
        address,
        file,
        line,
        column,
        is_stmt: true,
        prologue_end,
    };
    obj.lines = Some(LineTable {
        version,
        comp_dir: "/src".into(),
        comp_file: "t.c".into(),
        files: vec![(String::new(), "t.c".into()), ("include".into(), "t.h".into())],
        sequences: vec![
            LineSequence {
                start: add1,
                len: add1_code.len() as u64,
                rows: vec![row(0, 0, 3, 28, true), row(3, 0, 3, 21, false)],
            },
            LineSequence {
                start: twice,
                len: twice_code.len() as u64,
                rows: vec![
                    row(0, 1, 10, 0, false),
                    row(4, 1, 11, 10, true),
                    row(7, 1, 11, 3, false),
                ],
            },
            LineSequence {
                start: main,
                len: main_len,
                rows: vec![
                    row(0, 0, 20, 0, false),
                    row(4, 0, 21, 10, true),
                    row(21, 0, 21, 3, false),
                ],
            },
        ],
    });
    let sub = |name: &str, file, line, start, len, external, frame_base| SubprogramInfo {
        name: name.into(),
        linkage_name: None,
        file,
        line,
        start,
        len,
        external,
        frame_base: Some(frame_base),
        attrs: Vec::new(),
        children: Vec::new(),
    };
    obj.debug_info = Some(CompileUnitInfo {
        producer: "rllc test".into(),
        language: 0x1d,
        subprograms: vec![
            sub("add1", 0, 3, add1, add1_code.len() as u64, true, 7),
            sub("twice", 1, 10, twice, twice_code.len() as u64, false, 6),
            sub("main", 0, 20, main, main_len, true, 6),
        ],
        entries: Vec::new(),
        roots: Vec::new(),
    });
    (obj, twice_at)
}

/// `debug_info_object` (x86-64 ELF, one `.text`) with types and variables described:
/// - unit entries: `int` (4-byte signed base type), `int *`, `struct point { int x; int
///   y; }` (members at 0 and 4, declared at `t.c:1`), and the external global
///   `struct point origin` (= {3, 4}, in `.data`, located by `DW_OP_addr origin`);
/// - `twice`: returns `int`, prototyped; parameter `n` (`int`, in `rdi`: `DW_OP_reg5`);
/// - `main`: returns `int`; parameter `argc` (`int`, `DW_OP_fbreg -20`) and variable `p`
///   (`int *`, `DW_OP_fbreg -32`).
///
/// The entries are listed out of tree order, and references point forward and back.
pub fn typed_debug_info_object(version: u16) -> ObjectFile {
    use gimli::constants::*;
    let (mut obj, _) = debug_info_object(Arch::X86_64, Format::Elf, version, CodeLayout::OneText);
    let data = obj.add_section(Section::new(SectionKind::Data));
    let origin = obj.define_data(data, Symbol::object("origin", data, 0, 8), &[3, 0, 0, 0, 4, 0, 0, 0], 4);
    let s = |v: &str| DebugValue::String(v.into());
    let r = |i: u32| DebugValue::Ref(EntryId(i));
    let entry = |tag: DwTag, attrs: Vec<(DwAt, DebugValue)>, children: Vec<u32>| DebugEntry {
        tag: tag.0,
        attrs: attrs.into_iter().map(|(a, v)| (a.0, v)).collect(),
        children: children.into_iter().map(EntryId).collect(),
    };
    let member = |name: &str, at: u64| {
        entry(
            DW_TAG_member,
            vec![
                (DW_AT_name, s(name)),
                (DW_AT_type, r(6)),
                (DW_AT_decl_file, DebugValue::File(0)),
                (DW_AT_decl_line, DebugValue::Udata(1)),
                (DW_AT_data_member_location, DebugValue::Udata(at)),
            ],
            vec![],
        )
    };
    let entries = vec![
        // 0: struct point
        entry(
            DW_TAG_structure_type,
            vec![
                (DW_AT_name, s("point")),
                (DW_AT_byte_size, DebugValue::Udata(8)),
                (DW_AT_decl_file, DebugValue::File(0)),
                (DW_AT_decl_line, DebugValue::Udata(1)),
            ],
            vec![4, 5],
        ),
        // 1: origin
        entry(
            DW_TAG_variable,
            vec![
                (DW_AT_name, s("origin")),
                (DW_AT_type, r(0)),
                (DW_AT_external, DebugValue::Flag(true)),
                (DW_AT_decl_file, DebugValue::File(0)),
                (DW_AT_decl_line, DebugValue::Udata(2)),
                (DW_AT_location, DebugValue::AddrExpr(origin, 0)),
            ],
            vec![],
        ),
        // 2: main's argc
        entry(
            DW_TAG_formal_parameter,
            vec![
                (DW_AT_location, DebugValue::Expr(vec![DW_OP_fbreg.0, 0x6c])),
                (DW_AT_name, s("argc")),
                (DW_AT_decl_file, DebugValue::File(0)),
                (DW_AT_decl_line, DebugValue::Udata(20)),
                (DW_AT_type, r(6)),
            ],
            vec![],
        ),
        // 3: main's p
        entry(
            DW_TAG_variable,
            vec![
                (DW_AT_location, DebugValue::Expr(vec![DW_OP_fbreg.0, 0x60])),
                (DW_AT_name, s("p")),
                (DW_AT_decl_file, DebugValue::File(0)),
                (DW_AT_decl_line, DebugValue::Udata(21)),
                (DW_AT_type, r(7)),
                // Left out: a false flag is no attribute.
                (DW_AT_artificial, DebugValue::Flag(false)),
            ],
            vec![],
        ),
        // 4, 5: the members
        member("x", 0),
        member("y", 4),
        // 6: int
        entry(
            DW_TAG_base_type,
            vec![
                (DW_AT_name, s("int")),
                (DW_AT_encoding, DebugValue::Udata(DW_ATE_signed.0.into())),
                (DW_AT_byte_size, DebugValue::Udata(4)),
            ],
            vec![],
        ),
        // 7: int *
        entry(
            DW_TAG_pointer_type,
            vec![(DW_AT_type, r(6)), (DW_AT_byte_size, DebugValue::Udata(8))],
            vec![],
        ),
        // 8: twice's n
        entry(
            DW_TAG_formal_parameter,
            vec![
                (DW_AT_location, DebugValue::Expr(vec![DW_OP_reg5.0])),
                (DW_AT_name, s("n")),
                (DW_AT_decl_file, DebugValue::File(1)),
                (DW_AT_decl_line, DebugValue::Udata(10)),
                (DW_AT_type, r(6)),
            ],
            vec![],
        ),
    ];
    let info = obj.debug_info.as_mut().expect("debug_info_object describes a unit");
    info.entries = entries;
    info.roots = vec![EntryId(0), EntryId(1), EntryId(6), EntryId(7)];
    let returns_int = vec![
        (DW_AT_prototyped.0, DebugValue::Flag(true)),
        (DW_AT_type.0, r(6)),
    ];
    let twice = &mut info.subprograms[1];
    twice.attrs = returns_int.clone();
    twice.children = vec![EntryId(8)];
    let main = &mut info.subprograms[2];
    main.attrs = returns_int;
    main.children = vec![EntryId(2), EntryId(3)];
    obj
}
