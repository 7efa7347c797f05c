//! AArch64 and RISC-V ELF objects from hand-encoded instructions, linked statically by the
//! cross gcc and run under qemu-user; their `.eh_frame` decoded by llvm-dwarfdump.

mod common;

use std::process::Command;

use rllc_objwriter::cfi::regs::*;
use rllc_objwriter::*;

use common::*;

/// Prints a string (adrp/add), a string reached through a GOT-loaded `.data` pointer
/// (Abs64 in data, ADR_GOT_PAGE/LD64_GOT_LO12_NC) and returns `answer` (adrp/ldr lo12).
pub fn aarch64_object() -> ObjectFile {
    let mut obj = ObjectFile::new(Arch::Aarch64, Format::Elf);
    let text = obj.add_section(Section::new(SectionKind::Text));
    let rodata = obj.add_section(Section::new(SectionKind::ReadOnlyData));
    let data = obj.add_section(Section::new(SectionKind::Data));
    let msg = obj.define_data(rodata, Symbol::undefined("msg").private(), b"hello from aarch64\0", 1);
    let msg2 = obj.define_data(rodata, Symbol::undefined("msg2").local(), b"through the GOT\0", 1);
    let ptrv = obj.define_data(data, Symbol::undefined("ptrv").with_kind(SymbolKind::Object), &[0; 8], 8);
    obj.add_reloc(data, Reloc::new(0, RelocKind::Abs64, msg2, 0));
    let answer = obj.define_data(data, Symbol::undefined("answer").with_kind(SymbolKind::Object), &42u32.to_le_bytes(), 4);
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
            (4, CfiInst::Offset { reg: AARCH64_LR, offset: -8 }),
            (4, CfiInst::Offset { reg: AARCH64_FP, offset: -16 }),
            (48, CfiInst::DefCfaOffset(0)),
        ],
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
    let answer = obj.define_data(data, Symbol::undefined("answer").with_kind(SymbolKind::Object), &42u32.to_le_bytes(), 4);
    let puts = obj.symbol_ref("puts");
    let mut c = Code::default();
    c.insn(0xff010113); // addi sp, sp, -16
    c.insn(0x00113423); // sd ra, 8(sp)
    let hi_at = c.offset();
    c.insn_reloc(0x00000517, RelocKind::RiscvPcrelHi20, msg, 0); // auipc a0, %pcrel_hi(msg)
    // The PCREL_LO12 names the auipc's label; defined below once the offset is known.
    let lo_index = c.relocs.len();
    c.insn_reloc(0x00050513, RelocKind::RiscvPcrelLo12I, SymbolId(0), 0); // addi a0, a0, %pcrel_lo(.Lpcrel_hi0)
    c.relocs.push(Reloc::new(c.bytes.len() as u64, RelocKind::RiscvCall, puts, 0));
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
            (8, CfiInst::Offset { reg: RISCV_RA, offset: -8 }),
            (40, CfiInst::Restore(RISCV_RA)),
            (44, CfiInst::DefCfaOffset(0)),
        ],
    });
    obj
}

fn link_and_run(test: &str, obj: &ObjectFile, gcc: &str, qemu: &str) -> Option<std::process::Output> {
    if !have(gcc) || !have(qemu) {
        return None;
    }
    let dir = scratch(test);
    let o = dir.join("t.o");
    write(&o, &write_object(obj).expect("write"));
    let exe = dir.join("t");
    run_ok(Command::new(gcc).arg("-static").arg(&o).arg("-o").arg(&exe));
    Some(run(Command::new(qemu).arg(&exe)))
}

#[test]
fn aarch64_links_and_runs() {
    let Some(out) = link_and_run("a64", &aarch64_object(), "aarch64-linux-gnu-gcc", "qemu-aarch64") else { return };
    assert_eq!(stdout(&out), "hello from aarch64\nthrough the GOT\n");
    assert_eq!(out.status.code(), Some(42));
}

#[test]
fn riscv64_links_and_runs() {
    let Some(out) = link_and_run("rv64", &riscv_object(), "riscv64-linux-gnu-gcc", "qemu-riscv64") else { return };
    assert_eq!(stdout(&out), "hello from riscv64\n");
    assert_eq!(out.status.code(), Some(42));
}

#[test]
fn relocation_types_read_back() {
    for (obj, expected) in [
        (
            aarch64_object(),
            vec![
                "R_AARCH64_ADR_PREL_PG_HI21",
                "R_AARCH64_ADD_ABS_LO12_NC",
                "R_AARCH64_CALL26",
                "R_AARCH64_ADR_GOT_PAGE",
                "R_AARCH64_LD64_GOT_LO12_NC",
                "R_AARCH64_CALL26",
                "R_AARCH64_ADR_PREL_PG_HI21",
                "R_AARCH64_LDST32_ABS_LO12_NC",
            ],
        ),
        (
            riscv_object(),
            vec![
                "R_RISCV_PCREL_HI20",
                "R_RISCV_PCREL_LO12_I",
                "R_RISCV_CALL_PLT",
                "R_RISCV_HI20",
                "R_RISCV_LO12_I",
            ],
        ),
    ] {
        if !have("llvm-objdump-19") {
            return;
        }
        let dir = scratch(&format!("rt-{:?}", obj.arch));
        let o = dir.join("t.o");
        write(&o, &write_object(&obj).expect("write"));
        let all = tool_text("llvm-objdump-19", &["-r"], &o);
        let text = all
            .split("RELOCATION RECORDS FOR [")
            .find(|block| block.starts_with(".text]"))
            .unwrap_or_else(|| panic!("no .text relocations:\n{all}"));
        let types: Vec<&str> = text.lines().filter_map(|l| l.split_whitespace().nth(1)).filter(|t| t.starts_with("R_")).collect();
        assert_eq!(types, expected, "{text}");
        if obj.arch == Arch::Riscv64 {
            // PCREL_LO12_I must name the auipc's label, kept as a local symbol.
            assert!(text.contains("R_RISCV_PCREL_LO12_I     .Lpcrel_hi0"), "{text}");
            let header = tool_text("llvm-readobj-19", &["-h"], &o);
            assert!(header.contains("EF_RISCV_FLOAT_ABI_DOUBLE") && header.contains("EF_RISCV_RVC"), "{header}");
        }
        let frames = tool_text("llvm-dwarfdump-19", &["--eh-frame"], &o);
        assert!(frames.contains("DW_CFA_def_cfa_offset: +16"), "{frames}");
        let covers = format!("pc=00000000...{:08x}", obj.cfi[0].len);
        assert!(frames.contains(&covers), "FDE should cover the function ({covers}):\n{frames}");
    }
}
