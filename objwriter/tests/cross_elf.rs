//! AArch64 and RISC-V ELF objects from hand-encoded instructions, linked statically by the
//! cross gcc and run under qemu-user; their `.eh_frame` decoded by llvm-dwarfdump.

mod common;

use std::process::Command;

use rllc_objwriter::*;

use common::models::*;
use common::*;

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
    let Some(out) = link_and_run("a64", &aarch64_object(), "aarch64-linux-gnu-gcc", "qemu-aarch64") else {
        return;
    };
    assert_eq!(stdout(&out), "hello from aarch64\nthrough the GOT\n");
    assert_eq!(out.status.code(), Some(42));
}

#[test]
fn riscv64_links_and_runs() {
    let Some(out) = link_and_run("rv64", &riscv_object(), "riscv64-linux-gnu-gcc", "qemu-riscv64") else {
        return;
    };
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
        let types: Vec<&str> = text
            .lines()
            .filter_map(|l| l.split_whitespace().nth(1))
            .filter(|t| t.starts_with("R_"))
            .collect();
        assert_eq!(types, expected, "{text}");
        if obj.arch == Arch::Riscv64 {
            // PCREL_LO12_I must name the auipc's label, kept as a local symbol.
            assert!(text.contains("R_RISCV_PCREL_LO12_I     .Lpcrel_hi0"), "{text}");
            let header = tool_text("llvm-readobj-19", &["-h"], &o);
            assert!(
                header.contains("EF_RISCV_FLOAT_ABI_DOUBLE") && header.contains("EF_RISCV_RVC"),
                "{header}"
            );
        }
        let frames = tool_text("llvm-dwarfdump-19", &["--eh-frame"], &o);
        assert!(frames.contains("DW_CFA_def_cfa_offset: +16"), "{frames}");
        let covers = format!("pc=00000000...{:08x}", obj.cfi[0].len);
        assert!(
            frames.contains(&covers),
            "FDE should cover the function ({covers}):\n{frames}"
        );
    }
}
