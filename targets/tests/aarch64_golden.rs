//! Golden encoder tables for AArch64: `(constructor call, expected hex, expected GNU text)`
//! for every opcode in several register, type, addressing and immediate variants
//! (`aarch64_golden/{integer,memory,control,fp,neon}.rs`), each checked three ways: our
//! encoder gives the hex, capstone decodes the hex to the same mnemonic, and llvm-mc-19
//! assembles our printed text to the same bytes (one llvm-mc run for the whole table;
//! relocated fields are zero in ours and fixups in llvm-mc's). Plus relocations, errors
//! instead of panics, and branch relaxation on a function whose conditional branches are
//! beyond their reach, checked against llvm-mc assembling our printed function.
//!
//! The table is regenerated from the variant generator below with
//! `RLLC_BLESS=1 cargo test -p rllc-targets --test aarch64_golden bless`; review the diff.

use capstone::prelude::*;
use rllc_ir::module::GlobalId;
use rllc_isel::mir::{FrameIndex, MBlockId, MFunction, MInst, PReg, SymbolRef};
use rllc_objwriter::RelocKind;
use rllc_targets::aarch64::asm::{print_function, print_inst, AsmContext};
use rllc_targets::aarch64::emit::{emit_function, encode_one};
use rllc_targets::code::{CodeReloc, FrameLayout};
use rllc_targets::aarch64::inst::*;
use rllc_targets::aarch64::regs::*;
use std::fmt::Write as _;
use std::process::Command;

const FOO: SymbolRef = SymbolRef::Global(GlobalId(0));
const BAR: SymbolRef = SymbolRef::Global(GlobalId(1));

/// Test symbol names and frame layout: object n lives at sp + 16n + 32, except object 7,
/// which is x29-based.
struct Ctx;

impl FrameLayout for Ctx {
    fn frame_slot(&self, index: FrameIndex) -> Option<(PReg, i64)> {
        match index.0 {
            7 => Some((FP, -16)),
            n => Some((SP, 16 * n as i64 + 32)),
        }
    }
}

impl AsmContext for Ctx {
    fn symbol(&self, sym: SymbolRef, out: &mut String) {
        match sym {
            SymbolRef::Global(g) => out.push_str(["foo", "bar", "baz"][g.0 as usize % 3]),
            SymbolRef::External(s) => {
                let _ = write!(out, "ext{}", s.index());
            }
            SymbolRef::ConstPool(n) => {
                let _ = write!(out, ".LCPI0_{n}");
            }
            SymbolRef::JumpTable(n) => {
                let _ = write!(out, ".LJTI0_{n}");
            }
            SymbolRef::Block(b) => self.block_label(b, out),
        }
    }

    fn block_label(&self, block: MBlockId, out: &mut String) {
        let _ = write!(out, ".LBB0_{}", block.0);
    }
}

struct Entry {
    ctor: &'static str,
    inst: MInst,
    hex: &'static str,
    asm: &'static str,
}

macro_rules! g {
    ($e:expr, $hex:literal, $asm:literal) => {
        Entry { ctor: stringify!($e), inst: $e, hex: $hex, asm: $asm }
    };
}

// The generated tables, one file per instruction class (see `table_file` below); the
// crate root is `tests/`, hence the paths.
#[path = "aarch64_golden/control.rs"]
mod control;
#[path = "aarch64_golden/fp.rs"]
mod fp;
#[path = "aarch64_golden/integer.rs"]
mod integer;
#[path = "aarch64_golden/memory.rs"]
mod memory;
#[path = "aarch64_golden/neon.rs"]
mod neon;

fn table() -> Vec<Entry> {
    let mut t = integer::table();
    t.extend(memory::table());
    t.extend(control::table());
    t.extend(fp::table());
    t.extend(neon::table());
    t
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn encode(inst: &MInst) -> (Vec<u8>, Vec<CodeReloc>) {
    encode_one(inst, &Ctx).unwrap_or_else(|e| panic!("{e}"))
}

fn print(inst: &MInst) -> String {
    let mut s = String::new();
    print_inst(inst, &Ctx, &mut s).unwrap_or_else(|e| panic!("{e}"));
    s.replace('\t', " ")
}

#[test]
fn golden_encoding_and_text() {
    let mut failures = Vec::new();
    let entries = table();
    assert!(entries.len() > 500, "only {} golden entries", entries.len());
    for e in entries {
        let (bytes, _) = encode(&e.inst);
        let text = print(&e.inst);
        if hex(&bytes) != e.hex || text != e.asm {
            failures.push(format!("{}: got {} \"{}\", want {} \"{}\"", e.ctor, hex(&bytes), text, e.hex, e.asm));
        }
    }
    assert!(failures.is_empty(), "{} golden mismatches:\n{}", failures.len(), failures.join("\n"));
}

/// Mnemonics capstone prints for an instruction we print under another (equally valid)
/// name: the preferred disassembly of an alias we spell as its base form, or the reverse.
fn same_mnemonic(cs: &str, ours: &str) -> bool {
    let canon = |m: &str| -> String {
        match m {
            "movz" | "movn" | "orr" | "umov" | "ins" | "dup" => "mov".into(),
            "cmp" | "subs" => "subs".into(),
            "cmn" | "adds" => "adds".into(),
            "tst" | "ands" => "ands".into(),
            "neg" | "sub" => "sub".into(),
            "negs" => "subs".into(),
            "mvn" | "orn" | "not" => "mvn".into(),
            "mul" | "madd" => "madd".into(),
            "mneg" | "msub" => "msub".into(),
            "smull" | "smaddl" => "smaddl".into(),
            "umull" | "umaddl" => "umaddl".into(),
            "lsl" | "lsr" | "ubfm" | "ubfx" | "ubfiz" | "uxtb" | "uxth" | "lslv" | "lsrv" => "ubfm".into(),
            "asr" | "sbfm" | "sbfx" | "sbfiz" | "sxtb" | "sxth" | "sxtw" | "asrv" => "sbfm".into(),
            "bfm" | "bfi" | "bfxil" | "bfc" => "bfm".into(),
            "ror" | "extr" | "rorv" => "extr".into(),
            "cset" | "cinc" | "csinc" => "csinc".into(),
            "csetm" | "cinv" | "csinv" => "csinv".into(),
            "cneg" | "csneg" => "csneg".into(),
            "sxtl" | "sshll" => "sshll".into(),
            "sxtl2" | "sshll2" => "sshll2".into(),
            "uxtl" | "ushll" => "ushll".into(),
            "uxtl2" | "ushll2" => "ushll2".into(),
            m if m.starts_with("st")
                && !m.starts_with("stp")
                && !m.starts_with("str")
                && !m.starts_with("stl")
                && !m.starts_with("stx")
                && !m.starts_with("stu") =>
            {
                // `stadd` ... are `ldadd` with the zero register as the result.
                format!("ld{}", &m[2..])
            }
            m => m.into(),
        }
    };
    let (a, b) = (canon(cs), canon(ours));
    a == b || (a == "mov" || b == "mov") && (cs == "mov" || ours == "mov")
}

#[test]
fn golden_capstone_agrees() {
    let cs = Capstone::new().arm64().mode(arch::arm64::ArchMode::Arm).build().expect("capstone");
    let mut failures = Vec::new();
    for e in table() {
        let bytes: Vec<u8> =
            (0..e.hex.len() / 2).map(|i| u8::from_str_radix(&e.hex[2 * i..2 * i + 2], 16).unwrap()).collect();
        if bytes.is_empty() {
            continue;
        }
        let insns = cs.disasm_all(&bytes, 0).expect("disasm");
        let decoded: Vec<_> = insns.iter().collect();
        if decoded.len() != 1 {
            failures.push(format!("{}: {} decodes to {} instructions", e.ctor, e.hex, decoded.len()));
            continue;
        }
        let mn = decoded[0].mnemonic().unwrap_or("");
        // The last line holds the instruction (`.tlsdesccall` comes first).
        let line = e.asm.lines().last().unwrap_or("").trim();
        let ours = line.split(' ').next().unwrap_or("");
        if !same_mnemonic(mn, ours) {
            failures.push(format!(
                "{}: capstone says \"{mn} {}\", we print \"{}\"",
                e.ctor,
                decoded[0].op_str().unwrap_or(""),
                e.asm
            ));
        }
    }
    assert!(failures.is_empty(), "{} capstone mismatches:\n{}", failures.len(), failures.join("\n"));
}

fn llvm_mc() -> &'static str {
    let ok = Command::new("llvm-mc-19").arg("--version").output().map(|o| o.status.success()).unwrap_or(false);
    assert!(ok, "llvm-mc-19 is required for the golden tables (Debian package llvm-19)");
    "llvm-mc-19"
}

const MC_ARGS: [&str; 2] = ["-triple=aarch64", "-mattr=+lse,+neon,+fp-armv8,+fullfp16"];

/// One byte of an `# encoding: [...]` list: the bits llvm-mc fixed (mask, value); fixup
/// bits (`A`) are not fixed.
fn parse_byte(b: &str) -> (u8, u8) {
    let b = b.trim();
    if let Some(h) = b.strip_prefix("0x") {
        // `0x90'A'`: the byte with fixup bits of unknown position in it; ours are zero.
        let h = h.split('\'').next().unwrap_or(h);
        return (0xff, u8::from_str_radix(h, 16).unwrap_or(0));
    }
    if let Some(bits) = b.strip_prefix("0b") {
        let (mut mask, mut val) = (0u8, 0u8);
        for (i, c) in bits.chars().enumerate() {
            let bit = 7 - i;
            match c {
                '0' => mask |= 1 << bit,
                '1' => {
                    mask |= 1 << bit;
                    val |= 1 << bit;
                }
                _ => {}
            }
        }
        return (mask, val);
    }
    (0, 0)
}

/// Parses `// encoding: [0x20,0bAAAAAA00,...]` into (mask, value) per byte.
fn parse_encoding(line: &str) -> Option<Vec<(u8, u8)>> {
    let s = line.split("encoding: [").nth(1)?.split(']').next()?;
    if s.trim().is_empty() {
        return None;
    }
    Some(s.split(',').map(parse_byte).collect())
}

#[test]
fn golden_llvm_mc_agrees() {
    let mc = llvm_mc();
    let entries: Vec<Entry> = table().into_iter().filter(|e| !e.hex.is_empty()).collect();
    let mut src = String::new();
    for e in &entries {
        let _ = writeln!(src, "\t{}", e.asm.replace('\n', "\n\t"));
    }
    let dir = std::env::temp_dir().join(format!("rllc-a64-golden-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("table.s");
    std::fs::write(&path, &src).unwrap();
    let out = Command::new(mc).args(MC_ARGS).arg("-show-encoding").arg(&path).output().expect("run llvm-mc-19");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && stderr.trim().is_empty(), "llvm-mc-19 rejected the table:\n{stderr}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let encodings: Vec<_> = stdout.lines().filter_map(parse_encoding).collect();
    assert_eq!(encodings.len(), entries.len(), "one encoding per table line");
    let mut failures = Vec::new();
    for (e, want) in entries.iter().zip(&encodings) {
        let (bytes, _) = encode(&e.inst);
        let ok = bytes.len() == want.len() && want.iter().zip(&bytes).all(|((m, v), b)| b & m == *v);
        if !ok {
            let w: Vec<_> =
                want.iter().map(|(m, v)| if *m == 0xff { format!("{v:02x}") } else { "??".into() }).collect();
            failures.push(format!("{}: \"{}\": ours {}, llvm-mc {}", e.ctor, e.asm, hex(&bytes), w.join("")));
        }
    }
    assert!(failures.is_empty(), "{} llvm-mc mismatches:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn every_opcode_is_covered() {
    let mut seen = vec![0usize; Opcode::ALL.len()];
    for e in table() {
        let (op, _) = decode(&e.inst).unwrap();
        seen[op as usize] += 1;
    }
    let missing: Vec<_> = Opcode::ALL
        .iter()
        .filter(|op| !matches!(op.desc().enc, Enc::None | Enc::Branch))
        .filter(|op| seen[**op as usize] < 2)
        .map(|op| op.desc().name)
        .collect();
    assert!(missing.is_empty(), "opcodes with fewer than two golden entries: {missing:?}");
}

#[test]
fn relocations() {
    let r = |i: MInst| encode(&i).1;
    let one = |i: MInst| {
        let v = r(i);
        assert_eq!(v.len(), 1, "{v:?}");
        (v[0].offset, v[0].kind, v[0].target, v[0].addend)
    };
    assert_eq!(one(call_sym(FOO, &[], &[], None)), (0, RelocKind::Call26, FOO, 0));
    assert_eq!(one(tail_sym(BAR, &[])), (0, RelocKind::Jump26, BAR, 0));
    assert_eq!(one(adrp(X0, (FOO, 16), SymMod::None)), (0, RelocKind::AdrPrelPgHi21, FOO, 16));
    assert_eq!(one(adrp(X0, FOO, SymMod::Got)).1, RelocKind::AdrGotPage);
    assert_eq!(one(adrp(X0, FOO, SymMod::Gottprel)).1, RelocKind::TlsieAdrGottprelPage21);
    assert_eq!(one(adrp(X0, FOO, SymMod::Tlsdesc)).1, RelocKind::TlsdescAdrPage21);
    assert_eq!(one(add_lo12(X0, X0, (FOO, 8), SymMod::Lo12)), (0, RelocKind::AddAbsLo12Nc, FOO, 8));
    assert_eq!(one(add_lo12(X0, X0, FOO, SymMod::TprelHi12)).1, RelocKind::TlsleAddTprelHi12);
    assert_eq!(one(add_lo12(X0, X0, FOO, SymMod::TprelLo12Nc)).1, RelocKind::TlsleAddTprelLo12Nc);
    assert_eq!(one(add_lo12(X0, X0, FOO, SymMod::TlsdescLo12)).1, RelocKind::TlsdescAddLo12);
    let lo12 = |ty, f: fn(Ty, PReg, Addr) -> MInst| one(f(ty, X0, Addr::sym(X1, FOO, 0, SymMod::Lo12))).1;
    assert_eq!(lo12(Ty::B, |t, a, b| ldr(t, a, b)), RelocKind::Ldst8AbsLo12Nc);
    assert_eq!(lo12(Ty::H, |t, a, b| str(t, a, b)), RelocKind::Ldst16AbsLo12Nc);
    assert_eq!(lo12(Ty::W, |t, a, b| ldr(t, a, b)), RelocKind::Ldst32AbsLo12Nc);
    assert_eq!(lo12(Ty::X, |t, a, b| ldr(t, a, b)), RelocKind::Ldst64AbsLo12Nc);
    assert_eq!(one(ldr_f(Ty::Q, V0, Addr::sym(X1, FOO, 0, SymMod::Lo12))).1, RelocKind::Ldst128AbsLo12Nc);
    assert_eq!(one(ldr(Ty::X, X0, Addr::sym(X1, FOO, 0, SymMod::GotLo12))).1, RelocKind::Ld64GotLo12Nc);
    assert_eq!(one(ldr(Ty::X, X0, Addr::sym(X1, FOO, 0, SymMod::GottprelLo12))).1, RelocKind::TlsieLd64GottprelLo12Nc);
    assert_eq!(one(ldr(Ty::X, X1, Addr::sym(X0, FOO, 0, SymMod::TlsdescLo12))).1, RelocKind::TlsdescLd64Lo12);
    assert_eq!(one(tlsdesc_call(FOO, X1, X0.as_reg(), X0.as_reg(), None)).1, RelocKind::TlsdescCall);
    assert_eq!(one(adr(X3, (BAR, 4))), (0, RelocKind::AdrPrelLo21, BAR, 4));
    assert_eq!(one(movz(Ty::X, X0, FOO, 0)).1, RelocKind::MovwUabsG0Nc);
    assert_eq!(one(movk(Ty::X, X0, X0, FOO, 16)).1, RelocKind::MovwUabsG1Nc);
    assert_eq!(one(movk(Ty::X, X0, X0, FOO, 32)).1, RelocKind::MovwUabsG2Nc);
    assert_eq!(one(movk(Ty::X, X0, X0, FOO, 48)).1, RelocKind::MovwUabsG3);
    // The GOT and TLS page offsets exist only for 64-bit loads.
    assert!(encode_one(&ldr(Ty::W, X0, Addr::sym(X1, FOO, 0, SymMod::GotLo12)), &Ctx).is_err());
}

#[test]
fn bad_instructions_are_errors_not_panics() {
    let v = rllc_isel::mir::VReg(3);
    let bad = |i: MInst, why: &str| assert!(encode_one(&i, &Ctx).is_err(), "{why}");
    bad(add_rr(Ty::X, v, X1, X2, 0), "virtual register");
    bad(add_rr(Ty::X, SP, X1, X2, 0), "sp in a zr slot");
    bad(add_ri(Ty::X, XZR, X1, 1), "xzr in an sp slot");
    bad(add_ri(Ty::X, X0, X1, 4097), "imm12");
    bad(and_ri(Ty::X, X0, X1, 0x1234), "bitmask immediate");
    bad(and_ri(Ty::W, X0, X1, 0x1_0000_00ffi64), "32-bit bitmask immediate");
    bad(movk(Ty::X, X0, X1, 5, 16), "tie violated");
    bad(movz(Ty::W, X0, 5, 32), "hw of a 32-bit move");
    bad(fmov_i(Ty::D, V0, 0.1), "FP immediate");
    bad(ldr(Ty::X, X0, Addr::base(X1, 32768)), "offset beyond both forms");
    bad(ldr(Ty::X, X0, Addr::frame(FrameIndex(5), 40000)), "frame offset beyond both forms");
    bad(ldp(Ty::X, X0, X1, Addr::base(SP, 12)), "pair offset not a multiple");
    bad(ldxr(Ty::X, X0, Addr::base(X1, 8)), "exclusive with an offset");
    bad(casp(Ty::X, X1, X2, X1, X2, X4, X5, Addr::base(X6, 0)), "odd pair");
    bad(cset(Ty::W, X0, Cond::Al), "cset al");
    bad(add_rx(Ty::W, X0, X1, X2, 3 << 8), "uxtx in a 32-bit add");
    let mut i = fcvt_s(Ty::D, V0, V1);
    i.opcode = opcode_bits(Opcode::FcvtS, Ty::S);
    bad(i, "fcvt to the same type");
    bad(ubfx(Ty::W, X0, X1, 30, 5), "field beyond the register");
    bad(fadd(Ty::D, X0, V1, V2), "GPR in an FP slot");
    bad(b(MBlockId(0)), "block branches need emit_function");
    let mut i = add_rr(Ty::X, X0, X1, X2, 0);
    i.ops.pop();
    bad(i.clone(), "missing operand");
    i.opcode = 0x3ff;
    bad(i, "no opcode");
}

#[test]
fn immediate_forms() {
    assert_eq!(print(&ldr(Ty::X, X0, Addr::base(X1, -8))), "ldur x0, [x1, #-8]");
    assert_eq!(print(&ldr(Ty::X, X0, Addr::base(X1, 12))), "ldur x0, [x1, #12]");
    assert_eq!(print(&ldr(Ty::W, X0, Addr::base(X1, 12))), "ldr w0, [x1, #12]");
    assert_eq!(print(&str_f(Ty::Q, V0, Addr::frame(FrameIndex(7), 0))), "stur q0, [x29, #-16]");
    assert_eq!(print(&add_ri(Ty::X, X0, X1, 0x5000)), "add x0, x1, #5, lsl #12");
    let texts: Vec<_> = mov_imm(Ty::X, X0, 0x1234_0000_5678).iter().map(print).collect();
    assert_eq!(texts, ["mov x0, #22136", "movk x0, #4660, lsl #32"]);
}

// ---------------------------------------------------------------------------------------
// Branch relaxation
// ---------------------------------------------------------------------------------------

/// A function whose conditional branches are partly beyond their reach: a `b.eq` over
/// more than 1 MiB, a `tbz` over more than 32 KiB, a `cbnz` and a `brcond` in reach, and a
/// backward `cbz` over more than 1 MiB.
fn far_branches() -> MFunction {
    let mut f = MFunction::default();
    let b: Vec<MBlockId> = (0..7).map(|_| f.new_block()).collect();
    let nops = |n: usize| -> Vec<MInst> { (0..n).map(|_| nop()).collect() };
    // b0: cmp; b.eq b5 (far forward: long), fall into b1.
    f.blocks[0].insts = vec![cmp_ri(Ty::X, X0, 3), bcc(Cond::Eq, b[5])];
    // b1: tbz to b3 beyond 32 KiB (long), cbnz to b2 (the next block: in reach).
    f.blocks[1].insts = vec![tbz(X1, 40, b[3]), cbnz(Ty::W, X2, b[2])];
    // b2: 9000 nops (36 KiB), brcond with the false side next.
    let mut b2 = nops(9000);
    b2.push(brcond(Cond::Lt, b[4], b[3]));
    f.blocks[2].insts = b2;
    // b3: 270,000 nops (over 1 MiB), then a brcond with neither side next.
    let mut b3 = nops(270_000);
    b3.push(brcond(Cond::Hi, b[6], b[4]));
    f.blocks[3].insts = b3;
    // b4: a backward cbz to b0 (more than 1 MiB back: long), then jump to the next block.
    f.blocks[4].insts = vec![adr(X5, SymbolRef::Block(b[6])), cbz(Ty::X, X3, b[0]), self::b(b[5])];
    f.blocks[5].insts = vec![add_ri(Ty::X, X0, X0, 1)];
    f.blocks[6].insts = vec![ret(&[])];
    f
}

#[test]
fn branch_relaxation() {
    let f = far_branches();
    let code = emit_function(&f, &Ctx).unwrap_or_else(|e| panic!("{e}"));
    let o = &code.block_offsets;
    let word = |at: u32| u32::from_le_bytes(code.bytes[at as usize..at as usize + 4].try_into().unwrap());
    // b0: cmp, then the long b.eq: b.ne +8; b b5.
    assert_eq!(word(4), 0x5400_0041);
    assert_eq!(word(8) >> 26, 0b000101);
    assert_eq!(o[1], 12);
    // b1: long tbz (tbnz +8; b), then the cbnz to b2 in reach.
    assert_eq!(word(o[1]) >> 24 & 0x7f, 0b0110111);
    assert_eq!(o[2], o[1] + 12);
    // b4 ends in a long cbz back (cbnz +8; b) and drops its jump to b5.
    assert_eq!(o[5], o[4] + 4 + 8);
    assert_eq!(word(o[4] + 4) >> 24, 0b1011_0101);
    // The adr of block 6 was resolved in place.
    assert!(code.relocs.is_empty());
    assert_eq!(code.inst_offsets.len(), f.blocks.iter().map(|b| b.insts.len()).sum::<usize>());

    // The printed function assembles to the same bytes.
    let mut text = String::new();
    print_function(&f, &Ctx, &mut text).unwrap();
    let dir = std::env::temp_dir().join(format!("rllc-a64-relax-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (s, obj, bin) = (dir.join("f.s"), dir.join("f.o"), dir.join("f.bin"));
    std::fs::write(&s, format!("\t.text\n{text}")).unwrap();
    let st = Command::new(llvm_mc()).args(MC_ARGS).args(["-filetype=obj", "-o"]).arg(&obj).arg(&s).status().unwrap();
    assert!(st.success(), "llvm-mc-19 failed on the printed function");
    let st = Command::new("llvm-objcopy-19")
        .args(["-O", "binary", "--only-section=.text"])
        .arg(&obj)
        .arg(&bin)
        .status()
        .unwrap();
    assert!(st.success());
    let theirs = std::fs::read(&bin).unwrap();
    assert!(code.bytes == theirs, "the printed function assembles to other bytes");
}

// ---------------------------------------------------------------------------------------
// The variant generator behind the tables in `aarch64_golden/`
// ---------------------------------------------------------------------------------------

/// A number standing for an opcode in the generator's choices, taken from its
/// constructor's name (FNV-1a), so adding an opcode changes no other opcode's variants.
fn stable_key(ctor: &str) -> usize {
    let h = ctor.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3));
    (h % 1_000_003) as usize
}

fn gpr_text(n: usize) -> (String, PReg) {
    (format!("X{n}"), x(n as u16))
}

/// Addresses the generator cycles through, by memory kind.
fn addr_modes(m: M) -> Vec<(&'static str, Addr)> {
    match m {
        M::One => vec![
            ("Addr::base(X1, 0)", Addr::base(X1, 0)),
            ("Addr::base(SP, 32)", Addr::base(SP, 32)),
            ("Addr::base(X2, -8)", Addr::base(X2, -8)),
            ("Addr::base(X3, 1)", Addr::base(X3, 1)),
            ("Addr::pre(SP, -16)", Addr::pre(SP, -16)),
            ("Addr::post(X4, 16)", Addr::post(X4, 16)),
            ("Addr::index(X5, X6, Extend::Lsl, false)", Addr::index(X5, X6, Extend::Lsl, false)),
            ("Addr::index(X7, X8, Extend::Uxtw, true)", Addr::index(X7, X8, Extend::Uxtw, true)),
            ("Addr::index(X9, X10, Extend::Sxtw, false)", Addr::index(X9, X10, Extend::Sxtw, false)),
            ("Addr::index(X11, X12, Extend::Sxtx, true)", Addr::index(X11, X12, Extend::Sxtx, true)),
            ("Addr::index(X13, X14, Extend::Lsl, true)", Addr::index(X13, X14, Extend::Lsl, true)),
            ("Addr::frame(FrameIndex(1), 16)", Addr::frame(FrameIndex(1), 16)),
            ("Addr::frame(FrameIndex(7), 0)", Addr::frame(FrameIndex(7), 0)),
            ("Addr::sym(X15, FOO, 0, SymMod::Lo12)", Addr::sym(X15, FOO, 0, SymMod::Lo12)),
            ("Addr::sym(X20, BAR, 16, SymMod::Lo12)", Addr::sym(X20, BAR, 16, SymMod::Lo12)),
            ("Addr::base(X30, 4080)", Addr::base(X30, 4080)),
        ],
        M::Pair => vec![
            ("Addr::base(SP, 16)", Addr::base(SP, 16)),
            ("Addr::pre(SP, -32)", Addr::pre(SP, -32)),
            ("Addr::post(X1, 64)", Addr::post(X1, 64)),
            ("Addr::base(X2, -64)", Addr::base(X2, -64)),
            ("Addr::frame(FrameIndex(0), 0)", Addr::frame(FrameIndex(0), 0)),
            ("Addr::base(X29, 0)", Addr::base(X29, 0)),
        ],
        M::Base => vec![
            ("Addr::base(X1, 0)", Addr::base(X1, 0)),
            ("Addr::base(SP, 0)", Addr::base(SP, 0)),
            ("Addr::base(X20, 0)", Addr::base(X20, 0)),
        ],
    }
}

/// A value for an immediate slot: (source text, value).
fn gen_imm(kind: I, k: usize, ty: Ty, prev: i64) -> (String, Arg) {
    let bits = ty.bits().min(64) as i64;
    let ebits = 8i64 << ty.elem_log2();
    let lanes = 16i64 >> ty.elem_log2();
    let int = |v: i64| (if i32::try_from(v).is_ok() { format!("{v}") } else { format!("{v}i64") }, Arg::I(v));
    let pick = |c: &[i64]| int(c[k % c.len()]);
    match kind {
        I::AddSub => pick(&[16, 4095, 0x5000, 0]),
        I::Logic => {
            let c: [u64; 3] = if bits == 32 {
                [0xff, 0xaaaa_aaaa, 0xffff_fff0]
            } else {
                [0xff, 0x5555_5555_5555_5555, 0xffff_0000_ffff_0000]
            };
            let v = c[k % 3];
            (format!("{v:#x}u64"), Arg::I(v as i64))
        }
        I::U(11, 4) => pick(&[1, 3, if ty.is_q() { 15 } else { 7 }]),
        I::U(5, 7) => pick(&[34, 40, 100]),
        I::U(_, w) => pick(&[0, 5, (1 << w) - 1]),
        I::UHex(..) => pick(&[1, 0, 0xf000]),
        I::Imm16 => pick(&[0x1234, 0, 0xffff]),
        I::Hw => pick(if bits == 32 { &[0, 16] } else { &[16, 0, 32, 48] }),
        I::Shift => pick(&[0, (1 << 8) | 3, (2 << 8) | 12, 7]),
        I::Extend if bits == 32 => pick(&[(2 << 8), (6 << 8) | 2, (0 << 8) | 1, (5 << 8) | 4]),
        I::Extend => pick(&[(2 << 8), (6 << 8) | 2, (3 << 8) | 3, (0 << 8) | 1, (7 << 8), (5 << 8) | 4]),
        I::LslI | I::ShrI => pick(&[1, 7, bits - 1]),
        I::Immr => pick(&[3, 0, 8]),
        I::Imms => pick(&[7, 0, bits - 1]),
        I::InsLsb => pick(&[3, 0, 16]),
        I::InsWidth | I::ExtWidth => pick(&[5.min(bits - prev), 1, bits - prev]),
        I::TbBit => pick(&[3, 35, 63]),
        I::Fp8 | I::VFp8 => {
            let v = [1.0, -0.125, 31.0][k % 3];
            (format!("{v:?}"), Arg::F(v))
        }
        I::Lane5 | I::Lane4 => pick(&[1, 0, lanes - 1]),
        I::LaneD1 => pick(&[1]),
        I::VShl => pick(&[1, 3, ebits - 1]),
        I::VShr => pick(&[1, ebits / 2, ebits]),
        I::Abc => pick(&[255, 1, 0x5a]),
        I::Mask64 => {
            let v = [0u64, 0xff00_ff00_ff00_ff00, 0xff][k % 3];
            (format!("{v:#x}u64"), Arg::I(v as i64))
        }
        I::VLslS => pick(&[0, 8, 24]),
        I::VLslH => pick(&[0, 8]),
        I::Barrier => pick(&[0b1011, 0b1001, 0b1010, 0b1111]),
    }
}

/// One generated argument list: (source text, value) per slot; `None` for block branches.
fn gen_variant(op: Opcode, k: usize) -> Option<(Ty, Vec<(String, Arg)>)> {
    let d = op.desc();
    let tys: Vec<Ty> = Ty::ALL.iter().copied().filter(|t| d.has_ty(*t)).collect();
    let ty = if tys.is_empty() { fixed_ty(op) } else { tys[k % tys.len()] };
    let oi = stable_key(d.ctor);
    let mut args: Vec<(String, Arg)> = Vec::new();
    let mut prev_imm = 0i64;
    let is_casp = d.name.starts_with("Casp");
    for (si, slot) in d.layout.iter().enumerate() {
        let a = match *slot {
            Slot::Def(r, f) | Slot::Use(r, f) | Slot::EDef(r, f) => {
                if is_casp {
                    // Pairs: even registers and the next.
                    let n = [[0, 2], [4, 6], [10, 20]][k % 3][usize::from(f == field::RT)] as u16;
                    let n = if f == field::NONE { args[si - 1].1.clone() } else { Arg::R(x(n).as_reg()) };
                    let Arg::R(rllc_isel::mir::Reg::Phys(p)) = n else { unreachable!() };
                    let p = if f == field::NONE { x(p.0 + 1) } else { p };
                    args.push((format!("X{}", p.0), Arg::R(p.as_reg())));
                    continue;
                }
                let n = (k * 5 + si * 3 + oi) % 31;
                if r.is_gpr() || r == R::Any && k % 2 == 0 {
                    if r.allows_sp() && k % 3 == 2 && si == 0 || r.allows_sp() && k % 4 == 1 && si == 1 {
                        ("SP".to_string(), Arg::R(SP.as_reg()))
                    } else {
                        let (t, p) = gpr_text(n);
                        (t, Arg::R(p.as_reg()))
                    }
                } else {
                    let n = (k * 7 + si * 5 + oi) % 32;
                    (format!("v({n})"), Arg::R(v(n as u16).as_reg()))
                }
            }
            Slot::Tied(t) => args[t as usize].clone(),
            Slot::Imm(kind) => {
                let a = gen_imm(kind, k, ty, prev_imm);
                if let Arg::I(v) = a.1 {
                    prev_imm = match kind {
                        I::InsLsb | I::Immr => v,
                        _ => prev_imm,
                    };
                }
                a
            }
            Slot::Mem(m) => {
                let modes = addr_modes(m);
                let mut pick = (k * 7 + oi * 3) % modes.len();
                // A store-exclusive's status register may not be its base either.
                let status_is = |base: &str| matches!(&args.first(), Some((t, _)) if t == base);
                if d.name.starts_with("St") && d.name.contains('x') && modes[pick].0.contains("base(") {
                    let base = modes[pick].0.split(['(', ',']).nth(1).unwrap_or("");
                    if status_is(base) {
                        pick = (pick + 1) % modes.len();
                    }
                }
                let (t, a) = modes[pick];
                // Exclusives and atomics take no register pairs; a literal needs no base.
                (t.to_string(), Arg::M(a))
            }
            Slot::Cc(_) => {
                let c = Cond::ALL[(k * 5 + oi) % 16];
                (format!("Cond::{c:?}"), Arg::Cc(c))
            }
            Slot::CcInv(_) => {
                let c = Cond::ALL[(k * 5 + oi) % 14];
                (format!("Cond::{c:?}"), Arg::Cc(c))
            }
            Slot::Callee => {
                let (t, s) = [("FOO", FOO), ("BAR", BAR)][k % 2];
                (format!("({t}, 0)"), Arg::Sym(s, 0))
            }
            Slot::Sym(_) => {
                let (t, s, a) = [("FOO", FOO, 0), ("BAR", BAR, 16)][k % 2];
                (format!("({t}, {a})"), Arg::Sym(s, a))
            }
            Slot::Mod => {
                let m = match d.layout[si - 1] {
                    Slot::Sym(SymField::Page) => [SymMod::None, SymMod::Got, SymMod::Gottprel, SymMod::Tlsdesc][k % 4],
                    _ => [SymMod::Lo12, SymMod::TprelHi12, SymMod::TprelLo12Nc, SymMod::TlsdescLo12][k % 4],
                };
                (format!("SymMod::{m:?}"), Arg::Mod(m))
            }
            Slot::Implicit => match op {
                Opcode::Ret | Opcode::BSym | Opcode::BrTail => {
                    ("vec![Imp::use_(X0, X0)]".to_string(), Arg::Imps(vec![Imp::use_(X0, X0)]))
                }
                _ => (
                    "vec![Imp::use_(X0, X0), Imp::def(X0, X0)]".to_string(),
                    Arg::Imps(vec![Imp::use_(X0, X0), Imp::def(X0, X0)]),
                ),
            },
            Slot::Target => return None,
        };
        args.push(a);
    }
    Some((ty, args))
}

/// The type a fixed-type opcode's constructor stores.
fn fixed_ty(op: Opcode) -> Ty {
    match op {
        Opcode::VMoviD => Ty::D,
        Opcode::VMovi2D => Ty::V2D,
        _ => Ty::X,
    }
}

/// An instruction to generate: opcode, type, and (source text, value) per slot.
type Variant = (Opcode, Ty, Vec<(String, Arg)>);

/// Hand-picked extra variants: literals, sp forms, aliases at their edges.
fn extra_variants() -> Vec<Variant> {
    let r = |p: PReg| {
        let t = if p == SP {
            "SP".into()
        } else if p == XZR {
            "XZR".into()
        } else if is_fpr(p) {
            format!("v({})", p.0 - 32)
        } else {
            format!("X{}", p.0)
        };
        (t, Arg::R(p.as_reg()))
    };
    let i = |v: i64| (format!("{v}"), Arg::I(v));
    let m = |t: &str, a: Addr| (t.to_string(), Arg::M(a));
    vec![
        (Opcode::Ldr, Ty::X, vec![r(X0), m("Addr::literal(8)", Addr::literal(8))]),
        (Opcode::Ldr, Ty::W, vec![r(X3), m("Addr::literal(-4)", Addr::literal(-4))]),
        (Opcode::Ldrsw, Ty::X, vec![r(X1), m("Addr::literal(1024)", Addr::literal(1024))]),
        (Opcode::LdrF, Ty::Q, vec![r(V2), m("Addr::literal(16)", Addr::literal(16))]),
        (Opcode::LdrF, Ty::D, vec![r(V3), m("Addr::literal(-64)", Addr::literal(-64))]),
        (
            Opcode::Ldrsb,
            Ty::W,
            vec![r(X0), m("Addr::index(X1, X2, Extend::Lsl, true)", Addr::index(X1, X2, Extend::Lsl, true))],
        ),
        (Opcode::AddRX, Ty::X, vec![r(SP), r(SP), r(X1), i(3 << 8 | 4)]),
        (Opcode::AddRX, Ty::W, vec![r(X0), r(SP), r(X1), i(2 << 8)]),
        (Opcode::CmpRX, Ty::X, vec![r(SP), r(X1), i(3 << 8)]),
        (Opcode::Movz, Ty::X, vec![r(X0), i(0), i(16)]),
        (Opcode::Movn, Ty::W, vec![r(X0), i(0xffff), i(0)]),
        (Opcode::Movn, Ty::X, vec![r(X0), i(0xffff), i(16)]),
        (Opcode::Movz, Ty::W, vec![r(X0), i(0xffff), i(16)]),
        (Opcode::Movz, Ty::X, vec![r(X0), ("(FOO, 0)".into(), Arg::Sym(FOO, 0)), i(0)]),
        (Opcode::Movk, Ty::X, vec![r(X0), r(X0), ("(FOO, 0)".into(), Arg::Sym(FOO, 0)), i(48)]),
        (Opcode::OrrRI, Ty::X, vec![r(X0), r(XZR), ("0x5555555555555555u64".into(), Arg::I(0x5555_5555_5555_5555))]),
        (Opcode::Copy, Ty::X, vec![r(X0), r(SP)]),
        (Opcode::Copy, Ty::X, vec![r(V1), r(v(30))]),
        (Opcode::Copy, Ty::X, vec![r(X9), r(X10)]),
        (Opcode::VUmov, Ty::V2D, vec![r(X0), r(V1), i(1)]),
        (Opcode::VUmov, Ty::V4S, vec![r(X0), r(V1), i(3)]),
        (Opcode::Brk, Ty::X, vec![i(0)]),
        (Opcode::Hint, Ty::X, vec![i(34)]),
        (Opcode::Dsb, Ty::X, vec![i(0b1111)]),
        (Opcode::Adr, Ty::X, vec![r(X0), ("(BAR, -4)".into(), Arg::Sym(BAR, -4))]),
    ]
}

fn arg_list(ty: Ty, d: &Desc, args: &[(String, Arg)]) -> String {
    let mut parts: Vec<String> = Vec::new();
    if d.is_typed() {
        parts.push(format!("Ty::{ty:?}"));
    }
    parts.extend(args.iter().map(|a| a.0.clone()));
    parts.join(", ")
}

/// The table files and the `//!` line each opens with, in the order `table()` reads them.
const TABLE_FILES: [(&str, &str); 5] = [
    ("integer", "Golden encodings of integer instructions: add/sub in every form, logical, wide\n//! moves, multiply and divide, shifts, bitfield moves and their aliases, bit operations,\n//! conditional select and compare, pc-relative addresses."),
    ("memory", "Golden encodings of loads and stores (every addressing form, pairs, literals),\n//! exclusives, acquire/release, compare-and-swap and the LSE atomics."),
    ("control", "Golden encodings of calls, returns, indirect branches, the TLS descriptor call,\n//! register copies, barriers, hints, brk and mrs."),
    ("fp", "Golden encodings of scalar FP instructions: moves, arithmetic, fused multiply-add,\n//! compares, conditional select, rounding and conversions."),
    ("neon", "Golden encodings of Advanced SIMD instructions: integer and FP arithmetic, bitwise\n//! ops, compares, shifts, widening and narrowing, lanes, permutes, reductions, immediates."),
];

/// Index into `TABLE_FILES` of the file holding opcode `op`.
fn table_file(op: Opcode) -> usize {
    use Opcode::*;
    let name = op.desc().name;
    match op {
        Ldr | Str | Ldrsb | Ldrsh | Ldrsw | LdrF | StrF | Ldp | Stp | LdpF | StpF | Ldxr | Ldaxr | Stxr | Stlxr
        | Stxp | Stlxp | Ldar | Stlr => 1,
        BSym | Bl | Blr | Br | BrTail | Ret | TlsDescCall | Copy | Clrex | Dmb | Dsb | Isb | Nop | Hint | Brk
        | MrsTpidrEl0 => 2,
        _ if name.starts_with("Cas") || name.starts_with("Ld") || name.starts_with("Swp") => 1,
        _ if name.starts_with('V') => 4,
        _ if name.starts_with('F') || name.starts_with("Scvtf") || name.starts_with("Ucvtf") => 3,
        _ => 0,
    }
}

#[test]
fn bless() {
    if std::env::var_os("RLLC_BLESS").is_none() {
        return;
    }
    let mut outs: Vec<String> = vec![String::new(); TABLE_FILES.len()];
    let mut all: Vec<Variant> = Vec::new();
    for &op in Opcode::ALL {
        let d = op.desc();
        if matches!(d.enc, Enc::None | Enc::Branch) {
            continue;
        }
        let ntys = Ty::ALL.iter().filter(|t| d.has_ty(**t)).count();
        let mut n = ntys.max(3);
        if d.layout.iter().any(|s| matches!(s, Slot::Mem(_))) {
            n = n.max(6);
        }
        for k in 0..n {
            if let Some((ty, args)) = gen_variant(op, k) {
                all.push((op, ty, args));
            }
        }
    }
    all.extend(extra_variants());
    let mut errors = Vec::new();
    for (op, ty, args) in all {
        let d = op.desc();
        let inst = build(op, ty, args.iter().map(|a| a.1.clone()).collect());
        let mut text = String::new();
        let r = encode_one(&inst, &Ctx).and_then(|(b, _)| print_inst(&inst, &Ctx, &mut text).map(|_| b));
        let bytes = match r {
            Ok(b) => b,
            Err(e) => {
                errors.push(format!("{}({}): {e}", d.ctor, arg_list(ty, d, &args)));
                continue;
            }
        };
        let text = text.replace('\t', " ").replace('\n', "\\n");
        let _ = writeln!(
            outs[table_file(op)],
            "        g!({}({}), \"{}\", \"{}\"),",
            d.ctor,
            arg_list(ty, d, &args),
            hex(&bytes),
            text
        );
    }
    for ((name, doc), body) in TABLE_FILES.iter().zip(outs) {
        let out = format!(
            "//! {doc}\n// Generated by `RLLC_BLESS=1 cargo test -p rllc-targets --test aarch64_golden bless`;\n// checked by the tests in aarch64_golden.rs. Review diffs by hand.\n\nuse super::*;\n\npub(super) fn table() -> Vec<Entry> {{\n    vec![\n{body}    ]\n}}\n"
        );
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/aarch64_golden/{name}.rs"));
        std::fs::write(path, out).unwrap();
    }
    assert!(errors.is_empty(), "{} variants failed:\n{}", errors.len(), errors.join("\n"));
}
