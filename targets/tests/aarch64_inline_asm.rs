//! AArch64 inline assembly: the template assembler checked byte for byte against the
//! golden tables (every printed line of `aarch64_golden/` assembled back to its hex) and
//! against llvm-mc-19 (`-triple=aarch64 -mattr=+lse,+neon`) on a table of statements in
//! the forms templates use (aliases, unscaled loads, immediates without `#`, local labels,
//! directives); errors instead of panics on bad statements; operand substitution and
//! modifiers on hand-built instructions; and small IR functions with inline asm through
//! the driver, compared with llc-19. A missing llvm-mc-19 or llc-19 fails the tests.

use rllc_ir::module::GlobalId;
use rllc_isel::mir::{
    MInst, MOperand, OperandConstraint, OperandKind, OperandPos, PReg, Reg, RegOperand, SymbolRef,
};
use rllc_isel::vt::VT;
use rllc_targets::aarch64::inline_asm::assembler::{alignment, assemble, sym_placeholder};
use rllc_targets::aarch64::inline_asm::{inline_asm_inst, print, render};
use rllc_targets::inline_asm::{descriptor, pack_header};
use rllc_targets::inline_asm::{KIND_CLOBBER, KIND_IMM, KIND_MEM, KIND_REG};
use rllc_targets::aarch64::regs::*;
use rllc_objwriter::RelocKind;
use std::process::Command;

const GOLDEN: [&str; 5] = [
    include_str!("aarch64_golden/control.rs"),
    include_str!("aarch64_golden/fp.rs"),
    include_str!("aarch64_golden/integer.rs"),
    include_str!("aarch64_golden/memory.rs"),
    include_str!("aarch64_golden/neon.rs"),
];

const NAMES: [&str; 3] = ["foo", "bar", "baz"];

fn syms() -> Vec<(SymbolRef, i64)> {
    (0..3)
        .map(|i| (SymbolRef::Global(GlobalId(i)), 0))
        .collect()
}

/// `foo`/`bar`/`baz` as the assembler's symbol placeholders.
fn with_placeholders(text: &str) -> String {
    let mut out = String::new();
    let mut word = String::new();
    let flush = |w: &mut String, out: &mut String| {
        match NAMES.iter().position(|n| *n == w.as_str()) {
            Some(i) => out.push_str(&sym_placeholder(i)),
            None => out.push_str(w),
        }
        w.clear();
    };
    for c in text.chars() {
        if c.is_ascii_alphanumeric() || c == '_' || c == '.' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// `(hex, text)` of every golden entry.
fn golden_entries() -> Vec<(String, String)> {
    let mut v = Vec::new();
    for file in GOLDEN {
        for line in file.lines() {
            let line = line.trim();
            if !line.starts_with("g!(") {
                continue;
            }
            let q: Vec<&str> = line.split('"').collect();
            if q.len() < 5 {
                continue;
            }
            let (hex, text) = (q[q.len() - 4], q[q.len() - 2]);
            v.push((hex.to_string(), text.replace("\\n", "\n")));
        }
    }
    v
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

fn asm(text: &str) -> Result<Vec<u8>, String> {
    assemble(&with_placeholders(text), &syms())
        .map(|(b, _)| b)
        .map_err(|e| e.message)
}

#[test]
fn golden_lines_assemble_to_golden_bytes() {
    let entries = golden_entries();
    assert!(
        entries.len() > 1200,
        "only {} golden entries",
        entries.len()
    );
    let mut bad = Vec::new();
    for (h, text) in &entries {
        match asm(text) {
            Ok(b) if hex(&b) == *h => {}
            Ok(b) => bad.push(format!("{text}: {} != {h}", hex(&b))),
            Err(e) => bad.push(format!("{text}: {e}")),
        }
    }
    assert!(
        bad.is_empty(),
        "{} of {} golden lines differ:\n{}",
        bad.len(),
        entries.len(),
        bad.join("\n")
    );
}

/// Statements in the forms templates use, beyond the printer's spelling.
const STATEMENTS: &[&str] = &[
    "add x0, x1, 5",
    "add x0, x1, #4096",
    "add w0, w1, #1, lsl #12",
    "sub sp, sp, #16",
    "add x0, sp, x1",
    "add x0, x1, w2, uxtw #2",
    "add x0, x1, x2, lsl #3",
    "subs w3, w4, w5, asr #7",
    "cmp x0, #0",
    "cmp w1, w2",
    "cmn x3, #12",
    "cmp sp, x1",
    "tst w0, #0xff",
    "tst x1, x2, lsl #4",
    "and x0, x1, #0xff00ff00ff00ff00",
    "orr w0, wzr, #0x55555555",
    "eor x3, x4, x5, ror #3",
    "mov x0, x1",
    "mov w3, wzr",
    "mov x0, sp",
    "mov sp, x9",
    "mov x0, #0",
    "mov x0, #-1",
    "mov w0, #-1",
    "mov w0, #0xffff0000",
    "mov x0, #0x10000",
    "mov x1, #0xffffffffffff1234",
    "mov x2, #0x5555555555555555",
    "mov w5, 42",
    "movz x0, #1, lsl #16",
    "movk x0, #0xbeef, lsl #48",
    "movn w1, #3",
    "mvn x0, x1",
    "neg w2, w3",
    "negs x4, x5, lsl #2",
    "mul x0, x1, x2",
    "madd w0, w1, w2, w3",
    "smull x0, w1, w2",
    "umulh x3, x4, x5",
    "sdiv w0, w1, w2",
    "lsl x0, x1, #3",
    "lsr w0, w1, #31",
    "asr x2, x3, x4",
    "ror w5, w6, #7",
    "ubfx x0, x1, #4, #8",
    "sbfiz w2, w3, #3, #5",
    "bfi x0, x1, #8, #16",
    "bfxil w0, w1, #0, #4",
    "sxtw x0, w1",
    "sxtb w0, w1",
    "uxth w2, w3",
    "extr x0, x1, x2, #17",
    "rev w0, w1",
    "rev x0, x1",
    "rbit x2, x3",
    "clz w4, w5",
    "cset w0, eq",
    "csetm x1, hs",
    "cset w2, cs",
    "cset w3, cc",
    "csel x0, x1, x2, ne",
    "csinc w0, w1, w2, lt",
    "cinc x0, x1, gt",
    "cneg w3, w4, mi",
    "ccmp x0, #5, #4, ne",
    "ccmp w1, w2, #0, eq",
    "ldr x0, [x1]",
    "ldr x0, [x1, #8]",
    "ldr w0, [x1, #-4]",
    "ldr x0, [x1, #1]",
    "ldur x0, [x1, #8]",
    "ldur w2, [sp, #-256]",
    "ldurb w3, [x4, #1]",
    "stur q0, [x1, #16]",
    "ldr x0, [x1, #8]!",
    "ldr x0, [x1], #8",
    "str w0, [sp, #-16]!",
    "ldr x0, [x1, x2]",
    "ldr x0, [x1, x2, lsl #3]",
    "ldr w0, [x1, w2, sxtw]",
    "ldr w0, [x1, w2, uxtw #2]",
    "ldrb w0, [x1, x2, lsl #0]",
    "ldrsb x0, [x1]",
    "ldrsh w0, [x1, #2]",
    "ldrsw x0, [x1, #4]",
    "strb wzr, [x0]",
    "strh w1, [x2, #6]",
    "ldr q0, [x0]",
    "ldr d1, [x2, #8]",
    "str s3, [sp, #4]",
    "ldr b4, [x5]",
    "ldp x29, x30, [sp], #16",
    "stp x29, x30, [sp, #-16]!",
    "ldp w0, w1, [x2, #8]",
    "stp q0, q1, [sp, #32]",
    "ldp d8, d9, [sp, #-16]!",
    "ldxr x0, [x1]",
    "ldaxr w0, [x1]",
    "stxr w2, x0, [x1]",
    "stlxrb w2, w0, [x1]",
    "ldar x0, [x1]",
    "stlrh w0, [x1]",
    "cas w0, w1, [x2]",
    "casal x0, x1, [sp]",
    "caspal x0, x1, x2, x3, [x4]",
    "ldadd w0, w1, [x2]",
    "ldaddal x0, x1, [x2]",
    "ldclrb w0, w1, [x2]",
    "swpal x3, x4, [x5]",
    "ldsmaxh w0, w1, [x2]",
    "dmb ish",
    "dmb ishld",
    "dsb sy",
    "isb",
    "clrex",
    "nop",
    "yield",
    "wfe",
    "wfi",
    "sev",
    "sevl",
    "hint #34",
    "brk #0x3e8",
    "brk 1",
    "ret",
    "br x16",
    "blr x8",
    "mrs x0, tpidr_el0",
    "mrs x1, TPIDR_EL0",
    "fmov d0, d1",
    "fmov s0, w1",
    "fmov x0, d1",
    "fmov d0, #1.0",
    "fmov s1, #-2.5",
    "fmov x0, v1.d[1]",
    "fmov v2.d[1], x3",
    "fadd s0, s1, s2",
    "fmadd d0, d1, d2, d3",
    "fcmp d0, #0.0",
    "fcmp s0, s1",
    "fcmpe d2, #0.0",
    "fcsel d0, d1, d2, gt",
    "fcvt d0, s1",
    "fcvtzs w0, d1",
    "fcvtzu x0, s1",
    "scvtf d0, x1",
    "ucvtf s0, w1",
    "frintm d0, d1",
    "fsqrt s0, s1",
    "add v0.4s, v1.4s, v2.4s",
    "add v0.2d, v1.2d, v2.2d",
    "mul v0.8h, v1.8h, v2.8h",
    "mla v0.4s, v1.4s, v2.4s",
    "and v0.16b, v1.16b, v2.16b",
    "eor v0.8b, v1.8b, v2.8b",
    "bsl v0.16b, v1.16b, v2.16b",
    "mov v0.16b, v1.16b",
    "mov v0.8b, v1.8b",
    "mvn v0.16b, v1.16b",
    "not v0.16b, v1.16b",
    "cnt v0.8b, v1.8b",
    "cmeq v0.4s, v1.4s, v2.4s",
    "cmeq v0.4s, v1.4s, #0",
    "cmlt v0.8h, v1.8h, #0",
    "shl v0.4s, v1.4s, #3",
    "sshr v0.2d, v1.2d, #63",
    "ushr v0.16b, v1.16b, #1",
    "sshll v0.8h, v1.8b, #2",
    "ushll2 v0.4s, v1.8h, #0",
    "sxtl v0.2d, v1.2s",
    "uxtl2 v0.8h, v1.16b",
    "xtn v0.2s, v1.2d",
    "xtn2 v0.16b, v1.8h",
    "fadd v0.4s, v1.4s, v2.4s",
    "fmla v0.2d, v1.2d, v2.2d",
    "fcvtzs v0.4s, v1.4s",
    "scvtf v0.2d, v1.2d",
    "dup v0.4s, w1",
    "dup v0.2d, x1",
    "dup v0.8h, v1.h[3]",
    "mov v0.s[1], w1",
    "ins v0.s[1], w1",
    "mov v0.d[1], v1.d[0]",
    "ins v0.b[15], v1.b[0]",
    "umov w0, v1.b[2]",
    "umov w0, v1.h[7]",
    "mov w0, v1.s[1]",
    "mov x0, v1.d[1]",
    "umov x0, v1.d[0]",
    "smov x0, v1.s[1]",
    "smov w0, v1.h[2]",
    "ext v0.16b, v1.16b, v2.16b, #3",
    "zip1 v0.4s, v1.4s, v2.4s",
    "uzp2 v0.8h, v1.8h, v2.8h",
    "trn1 v0.2d, v1.2d, v2.2d",
    "rev64 v0.4s, v1.4s",
    "tbl v0.16b, { v1.16b }, v2.16b",
    "tbl v0.8b, {v1.16b}, v2.8b",
    "addv s0, v1.4s",
    "addv b0, v1.16b",
    "umaxv h0, v1.8h",
    "movi v0.16b, #255",
    "movi v0.4s, #1, lsl #8",
    "movi v0.8h, #0x12",
    "mvni v0.4s, #0",
    "movi d0, #0xff00ff00ff00ff00",
    "movi v0.2d, #0",
    "movi v0.2d, #0xffffffffffffffff",
    "fmov v0.4s, #1.0",
    "fmov v0.2d, #-0.5",
    ".inst 0xd503201f",
    ".word 0x12345678",
];

/// Bytes of each line of `text` assembled by llvm-mc-19 with `-show-encoding`.
fn llvm_mc_encodings(text: &str) -> Vec<Option<Vec<u8>>> {
    let dir = std::env::temp_dir().join(format!("rllc-a64-iasm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("in.s");
    std::fs::write(&src, text).unwrap();
    let out = Command::new("llvm-mc-19")
        .args(["-triple=aarch64", "-mattr=+lse,+neon", "-show-encoding"])
        .arg(&src)
        .output()
        .expect("llvm-mc-19 is required for these tests");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut v = Vec::new();
    for line in stdout.lines() {
        let Some(enc) = line.split("encoding: [").nth(1) else {
            continue;
        };
        let bytes = enc
            .trim_end_matches(']')
            .split(',')
            .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).ok())
            .collect();
        v.push(bytes);
    }
    v
}

#[test]
fn statements_match_llvm_mc() {
    // Directives print no encoding line: compare them separately.
    let insts: Vec<&str> = STATEMENTS
        .iter()
        .copied()
        .filter(|s| !s.starts_with('.'))
        .collect();
    let mc = llvm_mc_encodings(&insts.join("\n"));
    assert_eq!(mc.len(), insts.len(), "llvm-mc-19 rejected some statements");
    let mut bad = Vec::new();
    for (s, m) in insts.iter().zip(&mc) {
        let ours = asm(s);
        match (ours, m) {
            (Ok(b), Some(m)) if b == *m => {}
            (r, m) => bad.push(format!(
                "{s}: ours {:?}, llvm-mc {}",
                r.map(|b| hex(&b)),
                m.as_deref().map(hex).unwrap_or_default()
            )),
        }
    }
    assert!(
        bad.is_empty(),
        "{} of {} statements differ:\n{}",
        bad.len(),
        insts.len(),
        bad.join("\n")
    );
    assert_eq!(
        asm(".inst 0xd503201f").unwrap(),
        vec![0x1f, 0x20, 0x03, 0xd5]
    );
    assert_eq!(
        asm(".word 0x12345678").unwrap(),
        vec![0x78, 0x56, 0x34, 0x12]
    );
}

/// The `.text` bytes llvm-mc-19 makes of a whole template (labels resolved).
fn llvm_mc_text(text: &str, tag: &str) -> Vec<u8> {
    let dir = std::env::temp_dir().join(format!("rllc-a64-iasm-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (src, obj, bin) = (dir.join("in.s"), dir.join("in.o"), dir.join("text.bin"));
    std::fs::write(&src, format!("{text}\n")).unwrap();
    let st = Command::new("llvm-mc-19")
        .args([
            "-triple=aarch64",
            "-mattr=+lse,+neon",
            "-filetype=obj",
            "-o",
        ])
        .arg(&obj)
        .arg(&src)
        .status()
        .expect("llvm-mc-19 is required for these tests");
    assert!(st.success(), "llvm-mc-19 rejected {text:?}");
    let st = Command::new("llvm-objcopy-19")
        .args(["-O", "binary", "--only-section=.text"])
        .arg(&obj)
        .arg(&bin)
        .status()
        .expect("llvm-objcopy-19 is required");
    assert!(st.success());
    std::fs::read(&bin).unwrap()
}

/// Whole templates: statements separated by `;` and newlines, comments, local labels
/// both ways, alignment padding, data directives.
const TEMPLATES: &[&str] = &[
    "1: subs x0, x0, #1; b.ne 1b",
    "cbz x0, 2f\n  add x1, x1, #1 // count\n2: ret",
    "tbnz w3, #5, .Lskip\n nop\n nop\n.Lskip:\n tbz x4, #40, .Lskip",
    "b 1f; nop; 1: bl 1b; adr x0, 1b; adr x1, 3f; 3: cbnz w2, 3b",
    "beq 1f; bhi 1f; 1: b.lo 1b",
    "nop\n.p2align 4\nnop\n.balign 8\nnop",
    "nop; .p2align 3, 0, 2; nop",
    ".arch_extension lse\nldaddal x0, x1, [x2]",
    ".byte 1, 2\n.hword 0x304\n.inst 0xd503201f, 0xd503203f",
    ".xword 0x1122334455667788",
    "ldr x0, [x1]; ldr x2, [x0, #8] ;; add x0, x0, x2",
];

#[test]
fn templates_match_llvm_mc() {
    for (i, t) in TEMPLATES.iter().enumerate() {
        let ours = asm(t).unwrap_or_else(|e| panic!("{t:?}: {e}"));
        let theirs = llvm_mc_text(t, &i.to_string());
        assert_eq!(hex(&ours), hex(&theirs), "{t:?}");
    }
}

#[test]
fn alignment_of_templates() {
    assert_eq!(alignment(".p2align 5"), (5, true));
    assert_eq!(alignment(".balign 64\n.p2align 2"), (6, true));
    assert_eq!(alignment("nop; .p2align 4"), (4, false));
    assert_eq!(alignment("nop"), (0, false));
}

#[test]
fn symbols_become_relocations() {
    use rllc_objwriter::RelocKind as K;
    let cases: &[(&str, K)] = &[
        ("bl foo", K::Call26),
        ("b bar", K::Jump26),
        ("adrp x0, foo", K::AdrPrelPgHi21),
        ("adrp x0, :got:foo", K::AdrGotPage),
        ("add x0, x0, :lo12:foo", K::AddAbsLo12Nc),
        ("ldr x1, [x0, :got_lo12:foo]", K::Ld64GotLo12Nc),
        ("ldr w1, [x0, :lo12:bar+4]", K::Ldst32AbsLo12Nc),
        ("adr x2, baz", K::AdrPrelLo21),
    ];
    for (t, kind) in cases {
        let (b, r) = assemble(&with_placeholders(&format!("nop; {t}")), &syms())
            .unwrap_or_else(|e| panic!("{t}: {e}"));
        assert_eq!(b.len(), 8, "{t}");
        assert_eq!(r.len(), 1, "{t}");
        assert_eq!((r[0].offset, r[0].kind), (4, *kind), "{t}");
    }
    let (_, r) = assemble(&with_placeholders("ldr w1, [x0, :lo12:bar+4]"), &syms()).unwrap();
    assert_eq!(r[0].addend, 4);
}

#[test]
fn bad_statements_are_errors() {
    let bad = [
        "frobnicate x0",
        "add x0, x1",
        "add x0, x1, x2, x3",
        "add x0, x1, #4097",
        "add w0, x1, #1",
        "mov x0, #0x123456789",
        "mov w0, #0x100000000",
        "ldr x0, [x1, #100000]",
        "ldr x0, [x1, #300]!",
        "ldur x0, [x1, #4096]",
        "ldr x0, [x1, x2, lsl #2]",
        "ldr x0, [w1]",
        "ldr x0, [x1",
        "ldp x0, x1, [x2, #4]",
        "b nowhere",
        "cbz x0, nowhere",
        "tbz w0, #33, 1f\n1:",
        "and x0, x1, #0",
        "mrs x0, midr_el1",
        "dmb banana",
        "fmov d0, #0.1",
        ".foo 1",
        ".p2align 20",
        "x31",
        "casp x1, x2, x3, x4, [x5]",
        "ldxr x0, [x1, #8]",
        "svc #0",
        "ldr x0, =0x1234",
        "mov v0.4s, v1.2s",
        "lsl x0, x1, #64",
    ];
    for s in bad {
        assert!(
            asm(s).is_err(),
            "{s} should be an error, got {:?}",
            asm(s).map(|b| hex(&b))
        );
    }
    // A conditional branch to a symbol (an asm goto's label is a block) is a relocation.
    let cases = [
        ("b.eq foo", RelocKind::CondBr19),
        ("cbz x0, foo", RelocKind::CondBr19),
        ("tbz w0, #3, foo", RelocKind::TstBr14),
    ];
    for (text, kind) in cases {
        let (bytes, relocs) = assemble(&with_placeholders(text), &syms()).unwrap();
        assert_eq!(bytes.len(), 4, "{text}");
        assert_eq!(relocs.len(), 1, "{text}");
        let r = &relocs[0];
        assert_eq!((r.kind, r.offset, r.target), (kind, 0, SymbolRef::Global(GlobalId(0))), "{text}");
    }
    let e = asm("nop\nfrobnicate x0").unwrap_err();
    assert!(e.contains("frobnicate x0"), "{e}");
}

/// Mangled statements are errors or bytes, never panics.
#[test]
fn mangled_statements_do_not_panic() {
    let splices = [
        "[", "]", "{", "}", ",", "#", ":", "!", "x", "v0.", "[1]", "lsl", "1b", "é", ";", "\n", "$",
    ];
    let mut n = 0;
    for (_, text) in golden_entries().iter().step_by(7) {
        let t = with_placeholders(text);
        for cut in 0..=t.len() {
            if !t.is_char_boundary(cut) {
                continue;
            }
            let (a, b) = t.split_at(cut);
            let _ = assemble(a, &syms());
            for x in splices {
                let _ = assemble(&format!("{a}{x}{b}"), &syms());
                n += 1;
            }
        }
    }
    assert!(n > 10_000);
}

// ---------------------------------------------------------------------------------------
// Substitution on hand-built instructions
// ---------------------------------------------------------------------------------------

fn phys_op(p: PReg, kind: OperandKind) -> MOperand {
    MOperand::Reg(RegOperand {
        reg: Reg::Phys(p),
        kind,
        constraint: OperandConstraint::Reg,
        pos: OperandPos::Late,
    })
}

/// `$0` an i32 output in x3, `$1` an i64 input in x4, `$2` a double in v5, `$3` memory at
/// x6, `$4` the immediate 7, `$5` the immediate 0, `$6` a symbol + 8, then a clobber.
fn sample(template: &str) -> MInst {
    let mut ops = pack_header(template, 7, 2);
    ops.push(descriptor(KIND_REG, VT::I32));
    ops.push(phys_op(X3, OperandKind::Def));
    ops.push(descriptor(KIND_REG, VT::I64));
    ops.push(phys_op(X4, OperandKind::Use));
    ops.push(descriptor(KIND_REG, VT::F64));
    ops.push(phys_op(v(5), OperandKind::Use));
    ops.push(descriptor(KIND_MEM, VT::I64));
    ops.push(phys_op(X6, OperandKind::Use));
    ops.push(descriptor(KIND_IMM, VT::I32));
    ops.push(MOperand::Imm(7));
    ops.push(descriptor(KIND_IMM, VT::I64));
    ops.push(MOperand::Imm(0));
    ops.push(descriptor(KIND_IMM, VT::I64));
    ops.push(MOperand::Sym {
        sym: SymbolRef::Global(GlobalId(1)),
        addend: 8,
    });
    ops.push(MOperand::Imm(KIND_CLOBBER));
    ops.push(phys_op(X19, OperandKind::Def));
    inline_asm_inst(ops)
}

fn text(template: &str) -> Result<String, String> {
    let mut sym = |s: SymbolRef, addend: i64, out: &mut String| {
        if let SymbolRef::Global(g) = s {
            out.push_str(NAMES[g.0 as usize % 3]);
        }
        if addend != 0 {
            out.push_str(&format!("{addend:+}"));
        }
    };
    render(&sample(template), 1, &mut sym).map_err(|e| e.message)
}

#[test]
fn substitutes_operands_and_modifiers() {
    // llc-19: registers print as x/v without a modifier, immediates bare.
    assert_eq!(text("add $0, $1, #$4").unwrap(), "add x3, x4, #7");
    assert_eq!(text("${0:w} ${0:x} ${1:w} ${1}").unwrap(), "w3 x3 w4 x4");
    assert_eq!(
        text("$2 ${2:b} ${2:h} ${2:s} ${2:d} ${2:q}").unwrap(),
        "v5 b5 h5 s5 d5 q5"
    );
    assert_eq!(
        text("ldr $0, $3; ldr $1, ${3:a}; ${1:a}").unwrap(),
        "ldr x3, [x6]; ldr x4, [x6]; [x4]"
    );
    assert_eq!(
        text("${4:c} ${4:n} ${5:w} ${5:x} ${5:z} ${4:x}").unwrap(),
        "7 -7 wzr xzr 0 7"
    );
    assert_eq!(
        text("adrp x0, $6; ${6:c}").unwrap(),
        "adrp x0, bar+8; bar+8"
    );
    assert_eq!(text("$$ $$1 ${:comment} x").unwrap(), "$ $1 // x");
    assert_eq!(
        text(".Lx${:uid}: b .Lx${:uid}; ${:private}y").unwrap(),
        ".Lx100002: b .Lx100002; .Ly"
    );
    assert_eq!(text("$(mov $0, $1$|other$)").unwrap(), "mov x3, x4");
}

#[test]
fn bad_substitutions_are_errors() {
    for t in [
        "$9", "${0:s}", "${2:w}", "${2:a}", "${3:w}", "${4:k}", "${6:n}", "$", "${0", "$x",
        "${:what}", "${0:ww}",
    ] {
        assert!(text(t).is_err(), "{t}: {:?}", text(t));
    }
    let base = "add ${0:w}, $1, #${4:c}; $(a$|b$) $$ ${3:a} ${:uid} é";
    let splices = [
        "$", "{", "}", ":", "$(", "$|", "$)", "${", "9", "é", "${0:", "$$",
    ];
    for cut in 0..=base.len() {
        if !base.is_char_boundary(cut) {
            continue;
        }
        let (a, b) = base.split_at(cut);
        let _ = text(a);
        for x in splices {
            let _ = text(&format!("{a}{x}{b}"));
        }
    }
}

#[test]
fn prints_between_app_markers_and_encodes() {
    let mut sym = |_: SymbolRef, _: i64, out: &mut String| out.push_str("bar");
    let mut out = String::new();
    print(
        &sample("add $0, $1, #$4\n\t  ldr ${0:w}, $3"),
        0,
        &mut sym,
        &mut out,
    )
    .unwrap();
    assert_eq!(out, "//APP\n\tadd x3, x4, #7\n\tldr w3, [x6]\n\t//NO_APP");
    let (b, r) = rllc_targets::aarch64::emit::encode_one(
        &sample("add $0, $1, #$4; adrp x0, $6"),
        &rllc_targets::code::NoFrame,
    )
    .unwrap();
    assert_eq!(hex(&b), "831c009100000090");
    assert_eq!((r.len(), r[0].offset, r[0].addend), (1, 4, 8));
}

// ---------------------------------------------------------------------------------------
// IR through the driver, compared with llc-19 and with llvm-mc on the printed text
// ---------------------------------------------------------------------------------------

/// Functions both llc-19 and rllc accept.
const IR: &str = r#"target triple = "aarch64-unknown-linux-gnu"
@g = global i64 0
define i64 @add(i64 %a, i64 %b) {
  %r = call i64 asm "add $0, $1, $2", "=r,r,r"(i64 %a, i64 %b)
  ret i64 %r
}
define i32 @addw(i32 %a) {
  %r = call i32 asm "add ${0:w}, ${1:w}, #${2:c}", "=r,r,I"(i32 %a, i32 42)
  ret i32 %r
}
define i64 @tied(i64 %a) {
  %r = call i64 asm "lsl $0, $0, #1", "=r,0"(i64 %a)
  ret i64 %r
}
define i32 @flag(i32 %a) {
  %r = call i32 asm "cmp ${1:w}, #0", "={@cceq},r"(i32 %a)
  ret i32 %r
}
define i32 @flag_hi(i64 %a, i64 %b) {
  %r = call i32 asm "cmp $1, $2", "={@cchi},r,r"(i64 %a, i64 %b)
  ret i32 %r
}
define void @clob() {
  call void asm sideeffect "mov x19, #1\0Afmov d8, #1.0", "~{x19},~{d8},~{memory}"()
  ret void
}
define i64 @load(ptr %p) {
  %r = call i64 asm "ldr $0, $1", "=r,*Q"(ptr elementtype(i64) %p)
  ret i64 %r
}
define i32 @loadm(ptr %p) {
  %r = call i32 asm "ldr ${0:w}, $1", "=r,*m"(ptr elementtype(i32) %p)
  ret i32 %r
}
define double @fp(double %x, double %y) {
  %r = call double asm "fadd ${0:d}, ${1:d}, ${2:d}", "=w,w,w"(double %x, double %y)
  ret double %r
}
define i64 @fixed(i64 %a) {
  %r = call i64 asm "mov $0, $1", "={x0},{x5}"(i64 %a)
  ret i64 %r
}
define i64 @loop(i64 %n) {
  %r = call i64 asm "1: subs $0, $0, #1\0Ab.ne 1b", "=r,0,~{cc}"(i64 %n)
  ret i64 %r
}
define i64 @early(i64 %a, i64 %b) {
  %r = call i64 asm "mov $0, #0\0Aadd $0, $0, $1\0Aadd $0, $0, $2", "=&r,r,r"(i64 %a, i64 %b)
  ret i64 %r
}
define i64 @sym() {
  %r = call i64 asm "adrp $0, $1\0Aadd $0, $0, :lo12:$1", "=r,i"(ptr @g)
  ret i64 %r
}
define i64 @imms() {
  %r = call i64 asm "mov $0, #$1\0Aand $0, $0, #$2\0Aorr $0, $0, #$3\0Amovk $0, #$4, lsl #16", "=r,J,K,L,M"(i32 -5, i32 255, i64 4294967295, i32 65535)
  ret i64 %r
}
define void @barrier() {
  call void asm sideeffect "dmb ish\0A.inst 0xd503201f\0Aisb", ""()
  ret void
}
define i64 @both(i64 %a) {
  %r = call i64 asm "add $0, $0, $0", "=r,0"(i64 %a)
  %s = call i64 asm "eor $0, $1, $1", "=r,r"(i64 %r)
  ret i64 %s
}
"#;

/// Functions only rllc accepts (llc-19 refuses `x` for these types) or that llc treats
/// differently but equivalently.
const IR_RLLC: &str = r#"target triple = "aarch64-unknown-linux-gnu"
define float @lo(float %a, float %b) {
  %r = call float asm "fadd ${0:s}, ${1:s}, ${2:s}", "=w,w,x"(float %a, float %b)
  ret float %r
}
define i64 @zero() {
  %r = call i64 asm "orr $0, ${1:x}, #1", "=r,rZ"(i64 0)
  ret i64 %r
}
define void @pad() {
  call void asm sideeffect ".p2align 4", ""()
  call void asm sideeffect "nop\0A.p2align 3\0A.inst 0xd503201f", ""()
  ret void
}
define i64 @locals(i64 %n) {
  %r = call i64 asm "cbz $0, 2f\0A1: sub $0, $0, #1\0Acbnz $0, 1b\0A2:", "=r,0"(i64 %n)
  ret i64 %r
}
"#;

fn rllc_bin() -> std::path::PathBuf {
    if let Some(p) = std::env::var_os("RLLC_BIN") {
        return p.into();
    }
    let dir = std::env::var_os("CARGO_TARGET_DIR").map(std::path::PathBuf::from);
    let mut cands: Vec<std::path::PathBuf> = Vec::new();
    if let Some(d) = dir {
        cands.push(d.join("debug/rllc"));
        cands.push(d.join("release/rllc"));
    }
    cands.push(std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../target/debug/rllc"
    )));
    cands.push("/work/target-a64/release/rllc".into());
    cands
        .into_iter()
        .find(|p| p.exists())
        .expect("no rllc binary: build it (`cargo build --bin rllc`) or set RLLC_BIN")
}

fn run(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    assert!(
        out.status.success(),
        "{cmd:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn text_section(obj: &std::path::Path, bin: &std::path::Path) -> Vec<u8> {
    run(Command::new("llvm-objcopy-19")
        .args(["-O", "binary", "--only-section=.text"])
        .arg(obj)
        .arg(bin));
    std::fs::read(bin).unwrap()
}

/// The object rllc writes has exactly the bytes llvm-mc makes of the text rllc prints.
fn object_matches_printed_text(ir: &str, tag: &str) {
    let dir = std::env::temp_dir().join(format!("rllc-a64-iasm-ir-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ll = dir.join("in.ll");
    std::fs::write(&ll, ir).unwrap();
    let (s, o, mo) = (dir.join("out.s"), dir.join("out.o"), dir.join("mc.o"));
    let rllc = rllc_bin();
    run(Command::new(&rllc)
        .args(["-mtriple=aarch64-linux-gnu", "-o"])
        .arg(&s)
        .arg(&ll));
    run(Command::new(&rllc)
        .args(["-mtriple=aarch64-linux-gnu", "-filetype=obj", "-o"])
        .arg(&o)
        .arg(&ll));
    run(Command::new("llvm-mc-19")
        .args([
            "-triple=aarch64",
            "-mattr=+lse,+neon",
            "-filetype=obj",
            "-o",
        ])
        .arg(&mo)
        .arg(&s));
    let (a, b) = (
        text_section(&o, &dir.join("a.bin")),
        text_section(&mo, &dir.join("b.bin")),
    );
    assert_eq!(
        hex(&a),
        hex(&b),
        "rllc's object and llvm-mc on rllc's text differ"
    );
}

#[test]
fn ir_objects_match_printed_text() {
    object_matches_printed_text(IR, "common");
    object_matches_printed_text(IR_RLLC, "rllc");
}

/// The statements of every `//APP` block per function, in a normal form that keeps
/// mnemonics, operand kinds and constants but not register numbers or label names (the
/// allocations differ: rllc never lets an input share an output's register) nor llc's
/// canonical re-printing (`#0x1`, `#1.00000000`, `.Ltmp0`).
fn app_blocks(asm: &str) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    let mut func = String::new();
    let mut cur: Option<Vec<String>> = None;
    for line in asm.lines() {
        if !line.starts_with(['\t', ' ', '.', '/']) {
            if let Some((name, _)) = line.split_once(':') {
                func = name.to_string();
            }
        }
        let t = line.trim();
        match t {
            "//APP" => cur = Some(Vec::new()),
            "//NO_APP" => out.push((func.clone(), cur.take().unwrap_or_default())),
            _ => {
                let Some(c) = cur.as_mut() else { continue };
                let t = t.split("//").next().unwrap_or("");
                for stmt in t.split(';') {
                    let mut s = stmt.trim();
                    while let Some((l, rest)) = s.split_once(':') {
                        if l.contains(' ') || l.contains('[') {
                            break;
                        }
                        s = rest.trim();
                    }
                    if s.is_empty() {
                        continue;
                    }
                    let (mn, ops) = s.split_once(char::is_whitespace).unwrap_or((s, ""));
                    let ops: Vec<String> = ops.split(',').map(|o| norm_operand(o.trim())).collect();
                    c.push(format!("{mn} {}", ops.join(", ")));
                }
            }
        }
    }
    out
}

fn norm_operand(o: &str) -> String {
    if let Some(v) = o.strip_prefix('#') {
        if let Some(h) = v.strip_prefix("0x") {
            return i64::from_str_radix(h, 16).map_or(o.to_string(), |x| format!("#{x}"));
        }
        return v.parse::<f64>().map_or(o.to_string(), |x| format!("#{x}"));
    }
    let mut s = String::new();
    let mut chars = o.chars().peekable();
    while let Some(c) = chars.next() {
        s.push(c);
        if "xwbhsdqv".contains(c)
            && chars.peek().is_some_and(|d| d.is_ascii_digit())
            && !s[..s.len() - 1].ends_with(|p: char| p.is_ascii_alphanumeric())
        {
            while chars.peek().is_some_and(|d| d.is_ascii_digit()) {
                chars.next();
            }
            s.push('#');
        }
    }
    if s.ends_with(['b', 'f']) && s[..s.len() - 1].bytes().all(|b| b.is_ascii_digit())
        || s.starts_with(".Ltmp")
    {
        return "L".into();
    }
    s
}

#[test]
fn ir_app_blocks_match_llc() {
    let dir = std::env::temp_dir().join(format!("rllc-a64-iasm-llc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ll = dir.join("in.ll");
    std::fs::write(&ll, IR).unwrap();
    // rllc quotes symbols named like registers (`bl "fp"`), which llc leaves bare (and
    // llvm-mc then rejects): compare the names without the quotes.
    let ours = run(Command::new(rllc_bin())
        .args(["-mtriple=aarch64-linux-gnu", "-o", "-"])
        .arg(&ll))
    .replace('"', "");
    let theirs = run(Command::new("llc-19")
        .args(["-mtriple=aarch64-linux-gnu", "-o", "-"])
        .arg(&ll));
    let (a, b) = (app_blocks(&ours), app_blocks(&theirs));
    assert_eq!(b.len(), 17, "llc's blocks: {b:?}");
    assert_eq!(a, b);
    // Where the ABI pins the registers, the text is the same register for register.
    for f in ["tied", "flag", "fixed", "loop", "sym", "barrier"] {
        let pick = |s: &str| -> Vec<String> {
            let mut lines = Vec::new();
            let mut on = false;
            for l in s.lines() {
                if l.starts_with(&format!("{f}:")) {
                    on = true;
                    continue;
                } else if on
                    && (l.starts_with(".Lfunc_end") || !l.starts_with(['\t', ' ', '.', '/']))
                {
                    break;
                }
                if on {
                    let t = l.trim();
                    if !t.is_empty()
                        && !t.starts_with("//")
                        && !t.starts_with('.')
                        && !t.ends_with(':')
                    {
                        lines.push(
                            t.split_whitespace()
                                .collect::<Vec<_>>()
                                .join(" ")
                                .replace(" ,", ","),
                        );
                    }
                }
            }
            lines
        };
        let norm = |v: Vec<String>| -> Vec<String> {
            v.into_iter()
                .map(|l| {
                    l.replace("1: ", "")
                        .replace("1b", "L")
                        .replace(".Ltmp0", "L")
                })
                .collect()
        };
        assert_eq!(norm(pick(&ours)), norm(pick(&theirs)), "{f}");
    }
}
