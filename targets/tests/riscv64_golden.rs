//! Golden encoder tables for RISC-V 64: `(constructor call, expected hex, expected hex
//! under +c, expected GNU text)` for every opcode in several register and immediate
//! variants (`riscv64_golden/{integer,memory,control,fp,compressed}.rs`), each checked
//! three ways: our encoder gives the hex (both without and with RVC compression),
//! capstone decodes the hex to the same mnemonic, and llvm-mc-19 assembles our printed
//! text to the same bytes — once with `-mattr=+m,+a,+f,+d` and once adding `+c` (one
//! llvm-mc run per table and mode; relocated fields are zero in ours and fixups in
//! llvm-mc's) — and prints it back as the same text (llc's printer). Plus relocations
//! and errors instead of panics.
//!
//! The tables are regenerated from the variant generator below with
//! `RLLC_BLESS=1 cargo test -p rllc-targets --test riscv64_golden bless`; review the diff.

use capstone::prelude::*;
use rllc_ir::module::GlobalId;
use rllc_isel::mir::{FrameIndex, MBlockId, MInst, PReg, SymbolRef};
use rllc_objwriter::RelocKind;
use rllc_targets::code::{CodeReloc, FrameLayout};
use rllc_targets::riscv64::asm::{print_inst, AsmContext};
use rllc_targets::riscv64::emit::{encode_one, EncodeOptions};
use rllc_targets::riscv64::inst::ordering::fence;
use rllc_targets::riscv64::inst::*;
use rllc_targets::riscv64::regs::*;
use std::fmt::Write as _;
use std::process::Command;

const FOO: SymbolRef = SymbolRef::Global(GlobalId(0));
const BAR: SymbolRef = SymbolRef::Global(GlobalId(1));

/// Test symbol names and frame layout: object n lives at sp + 16n + 32, except object 7,
/// which is s0-based.
struct Ctx;

impl FrameLayout for Ctx {
    fn frame_slot(&self, index: FrameIndex) -> Option<(PReg, i64)> {
        match index.0 {
            7 => Some((FP, -24)),
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
    chex: &'static str,
    asm: &'static str,
}

macro_rules! g {
    ($e:expr, $hex:literal, $chex:literal, $asm:literal) => {
        Entry { ctor: stringify!($e), inst: $e, hex: $hex, chex: $chex, asm: $asm }
    };
}

// The generated tables, one file per instruction class (see `table_file` below); the
// crate root is `tests/`, hence the paths.
#[path = "riscv64_golden/compressed.rs"]
mod compressed;
#[path = "riscv64_golden/control.rs"]
mod control;
#[path = "riscv64_golden/fp.rs"]
mod fp;
#[path = "riscv64_golden/integer.rs"]
mod integer;
#[path = "riscv64_golden/memory.rs"]
mod memory;

fn table() -> Vec<Entry> {
    let mut t = integer::table();
    t.extend(memory::table());
    t.extend(control::table());
    t.extend(fp::table());
    t.extend(compressed::table());
    t
}

const PLAIN: EncodeOptions = EncodeOptions { compress: false, keep_jump_to_next: false };
const RVC: EncodeOptions = EncodeOptions { compress: true, keep_jump_to_next: false };

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(h: &str) -> Vec<u8> {
    (0..h.len() / 2).map(|i| u8::from_str_radix(&h[2 * i..2 * i + 2], 16).unwrap()).collect()
}

fn encode(inst: &MInst, opts: EncodeOptions) -> (Vec<u8>, Vec<CodeReloc>) {
    encode_one(inst, &Ctx, opts).unwrap_or_else(|e| panic!("{e}"))
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
    assert!(entries.len() > 300, "only {} golden entries", entries.len());
    for e in entries {
        let (bytes, _) = encode(&e.inst, PLAIN);
        let (cbytes, _) = encode(&e.inst, RVC);
        let text = print(&e.inst);
        if hex(&bytes) != e.hex || hex(&cbytes) != e.chex || text != e.asm {
            failures.push(format!(
                "{}: got {} {} \"{}\", want {} {} \"{}\"",
                e.ctor,
                hex(&bytes),
                hex(&cbytes),
                text,
                e.hex,
                e.chex,
                e.asm
            ));
        }
    }
    assert!(failures.is_empty(), "{} golden mismatches:\n{}", failures.len(), failures.join("\n"));
}

/// The inline-asm assembler reads every printed text back to the encoder's bytes, with and
/// without RVC (texts naming symbols, blocks or frame objects excepted: templates reach
/// symbols only through operands).
#[test]
fn golden_text_assembles() {
    use rllc_targets::riscv64::inline_asm::assembler::assemble;
    let mut failures = Vec::new();
    let mut checked = 0;
    for e in table() {
        let symbolic = ["foo", "bar", "baz", "ext", ".L", "%"].iter().any(|s| e.asm.contains(s));
        if symbolic || e.asm.is_empty() {
            continue;
        }
        checked += 1;
        for (compress, want) in [(false, e.hex), (true, e.chex)] {
            match assemble(e.asm, &[], compress) {
                Ok((bytes, relocs)) if hex(&bytes) == want && relocs.is_empty() => {}
                Ok((bytes, _)) => failures.push(format!("{} (+c {compress}): got {}, want {want}", e.asm, hex(&bytes))),
                Err(err) => failures.push(format!("{} (+c {compress}): {err}", e.asm)),
            }
        }
    }
    assert!(checked > 250, "only {checked} texts assembled");
    assert!(failures.is_empty(), "{} texts assemble differently:\n{}", failures.len(), failures.join("\n"));
}

/// The instruction names capstone and we may print for one encoding, brought to one
/// spelling: capstone 5 prints compressed encodings as `c.*` and some aliases as their
/// base instruction, or the reverse.
fn canonical(m: &str) -> String {
    let m = m.strip_prefix("c.").unwrap_or(m);
    let m = match m {
        "li" | "mv" | "nop" | "addi4spn" | "addi16sp" => "addi",
        "sext.w" => "addiw",
        "not" => "xori",
        "neg" => "sub",
        "negw" => "subw",
        "seqz" => "sltiu",
        "snez" => "sltu",
        "sltz" | "sgtz" => "slt",
        "beqz" => "beq",
        "bnez" => "bne",
        "bgez" | "blez" => "bge",
        "bltz" | "bgtz" => "blt",
        "j" => "jal",
        "jr" | "ret" | "jalr" => "jalr",
        "ldsp" => "ld",
        "lwsp" => "lw",
        "fldsp" => "fld",
        "sdsp" => "sd",
        "swsp" => "sw",
        "fsdsp" => "fsd",
        "fmv.s" => "fsgnj.s",
        "fmv.d" => "fsgnj.d",
        "fneg.s" => "fsgnjn.s",
        "fneg.d" => "fsgnjn.d",
        "fabs.s" => "fsgnjx.s",
        "fabs.d" => "fsgnjx.d",
        "csrr" | "csrs" | "frflags" | "frrm" | "frcsr" | "rdcycle" | "rdtime" | "rdinstret" => "csrrs",
        "csrw" | "fsflags" | "fsrm" | "fscsr" => "csrrw",
        "csrc" => "csrrc",
        "csrwi" | "fsflagsi" | "fsrmi" => "csrrwi",
        "csrsi" => "csrrsi",
        "csrci" => "csrrci",
        "call" | "tail" => "auipc",
        "lui" | "auipc" | "add" | "sub" | "and" | "or" | "xor" => m,
        m => m,
    };
    m.to_string()
}

fn same_mnemonic(cs: &str, ours: &str) -> bool {
    let (a, b) = (canonical(cs), canonical(ours));
    // c.add/c.addi/c.addiw ... are the base forms; `c.mv` of an `add` with zero.
    let alike = |x: &str, y: &str| (a == x && b == y) || (a == y && b == x);
    a == b || alike("addi", "add") || alike("addi", "addiw")
}

#[test]
fn golden_capstone_agrees() {
    use capstone::arch::riscv::{ArchExtraMode, ArchMode};
    let plain = Capstone::new().riscv().mode(ArchMode::RiscV64).build().expect("capstone");
    let rvc = Capstone::new()
        .riscv()
        .mode(ArchMode::RiscV64)
        .extra_mode([ArchExtraMode::RiscVC].into_iter())
        .build()
        .expect("capstone");
    let mut failures = Vec::new();
    for e in table() {
        // Capstone 5 decodes with LLVM 7's tables, which know the exact conversions
        // (`fcvt.d.w`, `fcvt.d.wu`, `fcvt.d.s`) only with rm = 000; llvm-mc-19 checks
        // the other rounding modes.
        let (op, _) = decode(&e.inst).unwrap();
        let exact = matches!(op, Opcode::FcvtDW | Opcode::FcvtDWu | Opcode::FcvtDS);
        if exact && e.inst.ops.last() != Some(&rllc_isel::mir::MOperand::Imm(Rm::Rne as i64)) {
            continue;
        }
        for (cs, h) in [(&plain, e.hex), (&rvc, e.chex)] {
            let bytes = unhex(h);
            if bytes.is_empty() {
                continue;
            }
            let insns = cs.disasm_all(&bytes, 0).expect("disasm");
            let decoded: Vec<_> = insns.iter().collect();
            let size: usize = decoded.iter().map(|i| i.bytes().len()).sum();
            if size != bytes.len() {
                failures.push(format!("{}: capstone decodes {size} of the {} bytes of {h}", e.ctor, bytes.len()));
                continue;
            }
            let mn = decoded[0].mnemonic().unwrap_or("");
            let ours = e.asm.split(' ').next().unwrap_or("");
            if !same_mnemonic(mn, ours) {
                failures.push(format!(
                    "{}: {h}: capstone says \"{mn} {}\", we print \"{}\"",
                    e.ctor,
                    decoded[0].op_str().unwrap_or(""),
                    e.asm
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{} capstone mismatches:\n{}", failures.len(), failures.join("\n"));
}

fn llvm_mc() -> &'static str {
    let ok = Command::new("llvm-mc-19").arg("--version").output().map(|o| o.status.success()).unwrap_or(false);
    assert!(ok, "llvm-mc-19 is required for the golden tables (Debian package llvm-19)");
    "llvm-mc-19"
}

const MC_ATTRS: &str = "-mattr=+m,+a,+f,+d";
const MC_ATTRS_C: &str = "-mattr=+m,+a,+f,+d,+c";

/// One byte of an `# encoding: [...]` list: the bits llvm-mc fixed (mask, value); fixup
/// bits (`A`) are not fixed.
fn parse_byte(b: &str) -> (u8, u8) {
    let b = b.trim();
    if let Some(h) = b.strip_prefix("0x") {
        // `0x01'A'`: the byte with fixup bits of unknown position in it; ours are zero.
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

/// One instruction llvm-mc printed: its text (tabs as spaces) and encoding.
struct McLine {
    text: String,
    encoding: Vec<(u8, u8)>,
}

/// Parses `\tli\ta0, 5   # encoding: [0x13,0x05,...]`.
fn parse_line(line: &str) -> Option<McLine> {
    let (text, enc) = line.split_once("# encoding: [")?;
    let enc = enc.split(']').next()?;
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    Some(McLine { text, encoding: enc.split(',').map(parse_byte).collect() })
}

/// Assembles `lines` with llvm-mc-19 under `attrs`, one `McLine` per input line.
fn run_llvm_mc(lines: &[&str], attrs: &str, tag: &str) -> Vec<McLine> {
    let mc = llvm_mc();
    let mut src = String::new();
    for l in lines {
        let _ = writeln!(src, "\t{l}");
    }
    let dir = std::env::temp_dir().join(format!("rllc-rv64-golden-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("table-{tag}.s"));
    std::fs::write(&path, &src).unwrap();
    let out = Command::new(mc)
        .args(["-triple=riscv64", attrs, "-show-encoding"])
        .arg(&path)
        .output()
        .expect("run llvm-mc-19");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && stderr.trim().is_empty(), "llvm-mc-19 {attrs} rejected the table:\n{stderr}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let parsed: Vec<_> = stdout.lines().filter_map(parse_line).collect();
    assert_eq!(parsed.len(), lines.len(), "one encoding per table line");
    parsed
}

fn matches(bytes: &[u8], want: &[(u8, u8)]) -> bool {
    bytes.len() == want.len() && want.iter().zip(bytes).all(|((m, v), b)| b & m == *v)
}

fn shown(want: &[(u8, u8)]) -> String {
    want.iter().map(|(m, v)| if *m == 0xff { format!("{v:02x}") } else { "??".into() }).collect()
}

#[test]
fn golden_llvm_mc_agrees() {
    let entries: Vec<Entry> = table().into_iter().filter(|e| !e.hex.is_empty()).collect();
    let lines: Vec<&str> = entries.iter().map(|e| e.asm).collect();
    let mut failures = Vec::new();
    // Without C: the bytes, and llvm's printer gives our text back.
    for (e, mc) in entries.iter().zip(run_llvm_mc(&lines, MC_ATTRS, "plain")) {
        let (bytes, _) = encode(&e.inst, PLAIN);
        if !matches(&bytes, &mc.encoding) {
            failures.push(format!("{}: \"{}\": ours {}, llvm-mc {}", e.ctor, e.asm, hex(&bytes), shown(&mc.encoding)));
        }
        if mc.text != e.asm {
            failures.push(format!("{}: we print \"{}\", llvm prints \"{}\"", e.ctor, e.asm, mc.text));
        }
    }
    // With C: the compressed bytes. A branch or jump to a symbol stays long in ours: the
    // assembler's 16-bit form of it is relaxed back in the object file (the layout of
    // block branches comes with the rest of the backend).
    for (e, mc) in entries.iter().zip(run_llvm_mc(&lines, MC_ATTRS_C, "rvc")) {
        let (bytes, relocs) = encode(&e.inst, RVC);
        let symbolic_branch = relocs.iter().any(|r| matches!(r.kind, RelocKind::RiscvBranch | RelocKind::RiscvJal));
        if !symbolic_branch && !matches(&bytes, &mc.encoding) {
            failures.push(format!(
                "{}: \"{}\" +c: ours {}, llvm-mc {}",
                e.ctor,
                e.asm,
                hex(&bytes),
                shown(&mc.encoding)
            ));
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
        .filter(|op| op.desc().enc != Enc::None)
        .filter(|op| seen[**op as usize] < 2)
        .map(|op| op.desc().name)
        .collect();
    assert!(missing.is_empty(), "opcodes with fewer than two golden entries: {missing:?}");
    // Every compressed form llvm-mc picks appears at least once.
    let compressed = table().iter().filter(|e| e.chex.len() == 4).count();
    assert!(compressed >= 60, "only {compressed} compressed entries");
}

#[test]
fn relocations() {
    let one = |i: MInst| {
        let v = encode(&i, RVC).1;
        assert_eq!(v.len(), 1, "{v:?}");
        (v[0].offset, v[0].kind, v[0].target, v[0].addend)
    };
    assert_eq!(one(call_sym(FOO, &[], &[], None)), (0, RelocKind::RiscvCall, FOO, 0));
    assert_eq!(one(tail_sym(BAR, &[])), (0, RelocKind::RiscvCall, BAR, 0));
    assert_eq!(one(lui_sym(A0, (FOO, 8), SymMod::Hi)), (0, RelocKind::RiscvHi20, FOO, 8));
    assert_eq!(one(lui_sym(A0, FOO, SymMod::TprelHi)).1, RelocKind::RiscvTprelHi20);
    assert_eq!(one(auipc_sym(A0, FOO, SymMod::PcrelHi)).1, RelocKind::RiscvPcrelHi20);
    assert_eq!(one(auipc_sym(A0, FOO, SymMod::GotPcrelHi)).1, RelocKind::RiscvGotHi20);
    assert_eq!(one(auipc_sym(A0, FOO, SymMod::TlsIePcrelHi)).1, RelocKind::RiscvTlsGotHi20);
    assert_eq!(one(auipc_sym(A0, FOO, SymMod::TlsGdPcrelHi)).1, RelocKind::RiscvTlsGdHi20);
    assert_eq!(one(addi_sym(A0, A0, (FOO, -4), SymMod::Lo)), (0, RelocKind::RiscvLo12I, FOO, -4));
    assert_eq!(one(addi_sym(A0, A0, FOO, SymMod::PcrelLo)).1, RelocKind::RiscvPcrelLo12I);
    assert_eq!(one(addi_sym(A0, A0, FOO, SymMod::TprelLo)).1, RelocKind::RiscvTprelLo12I);
    assert_eq!(one(add_tprel(A0, A0, TP, FOO)).1, RelocKind::RiscvTprelAdd);
    assert_eq!(one(load(Ty::D, A0, Addr::sym(A0, FOO, 0, SymMod::Lo))).1, RelocKind::RiscvLo12I);
    assert_eq!(one(store(Ty::W, A0, Addr::sym(A1, FOO, 0, SymMod::PcrelLo))).1, RelocKind::RiscvPcrelLo12S);
    assert_eq!(one(fstore(Ty::D, FA0, Addr::sym(A1, FOO, 0, SymMod::TprelLo))).1, RelocKind::RiscvTprelLo12S);
    assert_eq!(one(beq(A0, A1, (BAR, 0))).1, RelocKind::RiscvBranch);
    assert_eq!(one(jal(ZERO, BAR)).1, RelocKind::RiscvJal);
    // A relocated instruction is never compressed (its field is not known yet).
    assert_eq!(encode(&addi_sym(A0, A0, FOO, SymMod::Lo), RVC).0.len(), 4);
    assert!(encode_one(&lui_sym(A0, FOO, SymMod::Lo), &Ctx, PLAIN).is_err(), "%lo in lui");
    assert!(encode_one(&load(Ty::D, A0, Addr::sym(A0, FOO, 0, SymMod::Hi)), &Ctx, PLAIN).is_err(), "%hi in ld");
}

#[test]
fn bad_instructions_are_errors_not_panics() {
    let v = rllc_isel::mir::VReg(3);
    let bad = |i: MInst, why: &str| {
        assert!(encode_one(&i, &Ctx, PLAIN).is_err(), "{why}");
        assert!(encode_one(&i, &Ctx, RVC).is_err(), "{why} (+c)");
    };
    bad(add(Ty::X, v, A1, A2), "virtual register");
    bad(add(Ty::X, FA0, A1, A2), "FPR in a GPR slot");
    bad(fadd(Ty::D, A0, FA1, FA2, Rm::Dyn), "GPR in an FPR slot");
    bad(addi(Ty::X, A0, A1, 2048), "simm12 above");
    bad(addi(Ty::X, A0, A1, -2049), "simm12 below");
    bad(slli(Ty::X, A0, A1, 64), "shamt 64");
    bad(slli(Ty::W, A0, A1, 32), "shamt 32 of slliw");
    bad(srai(Ty::X, A0, A1, -1), "negative shamt");
    bad(lui(A0, 0x10_0000), "uimm20");
    bad(csrrw(A0, 0x1000, A1), "CSR number");
    bad(csrrwi(A0, csr_fflags(), 32), "uimm5");
    bad(fadd(Ty::S, FA0, FA1, FA2, 5), "reserved rounding mode");
    bad(lr(Ty::W, A0, Addr::base(A1, 0), 4), "aq/rl bits");
    bad(fence(16, fence::RW), "fence set");
    bad(load(Ty::D, A0, Addr::base(A1, 2048)), "load offset");
    bad(store(Ty::D, A0, Addr::base(A1, -2049)), "store offset");
    bad(load(Ty::D, A0, Addr::frame(FrameIndex(200), 0)), "frame offset beyond 12 bits");
    bad(amoadd(Ty::W, A0, A1, Addr::base(A2, 4), Aqrl::None), "AMO with an offset");
    bad(beq(A0, A1, 4096), "branch offset above");
    bad(beq(A0, A1, -4098), "branch offset below");
    bad(bne(A0, A1, 3), "odd branch offset");
    bad(jal(RA, 1 << 20), "jal offset");
    bad(beq(A0, A1, MBlockId(0)), "block branches need the layout");
    bad(copy(A0, FA0), "copy across files");
    let mut i = add(Ty::X, A0, A1, A2);
    i.ops.pop();
    bad(i.clone(), "missing operand");
    i.opcode = 0x3ff;
    bad(i, "no opcode");
    let mut i = add(Ty::X, A0, A1, A2);
    i.opcode = opcode_bits(Opcode::Add, Ty::S);
    bad(i, "a type the opcode has not");
}

fn csr_fflags() -> i64 {
    rllc_targets::riscv64::inst::csr::FFLAGS
}

#[test]
fn printed_forms() {
    assert_eq!(print(&load(Ty::D, A0, Addr::frame(FrameIndex(7), 8))), "ld a0, -16(s0)");
    assert_eq!(print(&store(Ty::W, A0, Addr::sym(A1, FOO, 4, SymMod::Lo))), "sw a0, %lo(foo+4)(a1)");
    assert_eq!(print(&copy(A0, A1)), "mv a0, a1");
    assert_eq!(print(&copy(FA0, FA1)), "fmv.d fa0, fa1");
    assert_eq!(print(&copy(A0, A0)), "");
    assert_eq!(encode(&copy(A0, A0), PLAIN).0.len(), 0);
    assert_eq!(print(&beq(A0, ZERO, MBlockId(3))), "beqz a0, .LBB0_3");
    assert_eq!(print(&ret(&[])), "ret");
}

// ---------------------------------------------------------------------------------------
// The variant generator behind the tables in `riscv64_golden/`
// ---------------------------------------------------------------------------------------

/// A register argument: (source text, register).
fn reg_arg(p: PReg) -> (String, Arg) {
    let t = match p {
        _ if is_fpr(p) => format!("f({})", p.0 - 32),
        _ => format!("x({})", p.0),
    };
    (t, Arg::R(p.as_reg()))
}

fn int_arg(v: i64) -> (String, Arg) {
    (format!("{v}"), Arg::I(v))
}

/// Register palettes by variant: GPRs (destination, sources) and FPRs, chosen so that
/// the variants cover the edges (zero, x31, f0, f31) and the compressible cases (the
/// destination a source, registers in x8..x15).
const GPRS: [[u16; 4]; 6] =
    [[10, 10, 11, 12], [31, 0, 8, 9], [0, 31, 1, 2], [2, 2, 15, 14], [9, 12, 9, 13], [1, 3, 4, 5]];
const FPRS: [[u16; 4]; 4] = [[10, 10, 11, 12], [31, 0, 8, 17], [0, 31, 15, 9], [8, 9, 8, 31]];

/// A value for an immediate slot.
fn gen_imm(op: Opcode, kind: I, k: usize, ty: Ty) -> (String, Arg) {
    let pick = |c: &[i64]| int_arg(c[k % c.len()]);
    match kind {
        I::Simm12 => match op {
            Opcode::Jalr => pick(&[0, 2047, -2048, 0, 16, 0]),
            _ => pick(&[1, 2047, -2048, 16, -32, 0]),
        },
        I::Shamt => pick(if ty == Ty::W { &[1, 31, 0, 5] } else { &[1, 63, 0, 32, 5, 7] }),
        I::Uimm20 => pick(&[1, 0xf_ffff, 0, 0x12345, 31, 0xf_ffe0]),
        I::Csr => pick(&[1, 0xfff, 2, 3, 0xc00, 0x340]),
        I::Uimm5 => pick(&[0, 31, 5]),
        I::Rm => {
            let m = [Rm::Dyn, Rm::Rtz, Rm::Rne, Rm::Rdn, Rm::Rup, Rm::Rmm][k % 6];
            (format!("Rm::{m:?}"), Arg::I(m as i64))
        }
        I::RmRne => {
            let m = [Rm::Rne, Rm::Dyn, Rm::Rtz][k % 3];
            (format!("Rm::{m:?}"), Arg::I(m as i64))
        }
        I::Aqrl => {
            let o = Aqrl::ALL[k % 4];
            (format!("Aqrl::{o:?}"), Arg::I(o as i64))
        }
        I::Pred => pick(&[fence::RW, fence::IORW, fence::R, fence::W]),
        I::Succ => pick(&[fence::RW, fence::IORW, fence::W, 0]),
    }
}

fn addr_arg(m: M, k: usize) -> (String, Arg) {
    let modes: Vec<(&str, Addr)> = match m {
        M::Load | M::Store => vec![
            ("Addr::base(x(11), 8)", Addr::base(A1, 8)),
            ("Addr::base(SP, 2040)", Addr::base(SP, 2040)),
            ("Addr::base(x(31), -2048)", Addr::base(T6, -2048)),
            ("Addr::base(ZERO, 2047)", Addr::base(ZERO, 2047)),
            ("Addr::frame(FrameIndex(1), 8)", Addr::frame(FrameIndex(1), 8)),
            ("Addr::sym(x(10), FOO, 0, SymMod::Lo)", Addr::sym(A0, FOO, 0, SymMod::Lo)),
            ("Addr::base(x(8), 120)", Addr::base(S0, 120)),
            ("Addr::sym(x(12), BAR, 16, SymMod::PcrelLo)", Addr::sym(A2, BAR, 16, SymMod::PcrelLo)),
            ("Addr::frame(FrameIndex(7), 0)", Addr::frame(FrameIndex(7), 0)),
            ("Addr::sym(x(4), FOO, 0, SymMod::TprelLo)", Addr::sym(TP, FOO, 0, SymMod::TprelLo)),
        ],
        M::Base => vec![
            ("Addr::base(x(11), 0)", Addr::base(A1, 0)),
            ("Addr::base(SP, 0)", Addr::base(SP, 0)),
            ("Addr::base(x(31), 0)", Addr::base(T6, 0)),
        ],
    };
    let (t, a) = modes[k % modes.len()];
    (t.to_string(), Arg::M(a))
}

fn target_arg(j: J, k: usize) -> (String, Arg) {
    let offs: &[i64] = match j {
        J::B => &[8, -4096, 4094, -8, 0, 254],
        J::J => &[8, -(1 << 20), (1 << 20) - 2, 2046, -2048, -2],
    };
    if k % 4 == 3 {
        let (t, s) = [("FOO", FOO), ("BAR", BAR)][k / 4 % 2];
        return (format!("({t}, 0)"), Arg::Sym(s, 0));
    }
    int_arg(offs[k % offs.len()])
}

/// One generated argument list: (source text, value) per slot.
fn gen_variant(op: Opcode, k: usize) -> (Ty, Vec<(String, Arg)>) {
    let d = op.desc();
    let tys: Vec<Ty> = Ty::ALL.iter().copied().filter(|t| d.has_ty(*t)).collect();
    let ty = if tys.is_empty() { Ty::X } else { tys[k % tys.len()] };
    let mut args: Vec<(String, Arg)> = Vec::new();
    let (mut gi, mut fi) = (0, 0);
    for (si, slot) in d.layout.iter().enumerate() {
        let a = match *slot {
            Slot::Def(r, _) | Slot::Use(r, _) | Slot::EDef(r, _) => {
                let gpr = r == R::G || r == R::Any && k.is_multiple_of(2);
                if r == R::Tp {
                    reg_arg(TP)
                } else if gpr {
                    let mut n = GPRS[k % GPRS.len()][gi.min(3)];
                    // The status register of sc must differ from its other operands.
                    if op == Opcode::Sc && si == 0 && n == 31 {
                        n = 5;
                    }
                    gi += 1;
                    reg_arg(x(n))
                } else {
                    let n = FPRS[k % FPRS.len()][fi.min(3)];
                    fi += 1;
                    reg_arg(f(n))
                }
            }
            Slot::Imm(kind) => gen_imm(op, kind, k, ty),
            Slot::Mem(m) => addr_arg(m, k),
            Slot::Target(j) => target_arg(j, k),
            Slot::Callee => {
                let (t, s) = [("FOO", FOO), ("BAR", BAR)][k % 2];
                (format!("({t}, 0)"), Arg::Sym(s, 0))
            }
            Slot::Sym(_) => {
                let (t, s, a) = [("FOO", FOO, 0), ("BAR", BAR, 16)][k % 2];
                (format!("({t}, {a})"), Arg::Sym(s, a))
            }
            Slot::Mod => {
                let mods: &[SymMod] = match op {
                    Opcode::LuiSym => &[SymMod::Hi, SymMod::TprelHi],
                    Opcode::AuipcSym => {
                        &[SymMod::PcrelHi, SymMod::GotPcrelHi, SymMod::TlsIePcrelHi, SymMod::TlsGdPcrelHi]
                    }
                    _ => &[SymMod::Lo, SymMod::PcrelLo, SymMod::TprelLo],
                };
                let m = mods[k % mods.len()];
                (format!("SymMod::{m:?}"), Arg::Mod(m))
            }
            Slot::Implicit => match op {
                Opcode::Ret | Opcode::Tail => {
                    ("vec![Imp::use_(x(10), x(10))]".to_string(), Arg::Imps(vec![Imp::use_(A0, A0)]))
                }
                _ => (
                    "vec![Imp::use_(x(10), x(10)), Imp::def(x(10), x(10))]".to_string(),
                    Arg::Imps(vec![Imp::use_(A0, A0), Imp::def(A0, A0)]),
                ),
            },
        };
        args.push(a);
    }
    (ty, args)
}

/// An instruction to generate: opcode, type, and (source text, value) per slot.
type Variant = (Opcode, Ty, Vec<(String, Arg)>);

/// Hand-picked variants at the edges of every compressed form (the `compressed` table):
/// each is one that llvm-mc compresses, or just misses doing so.
fn compressed_variants() -> Vec<Variant> {
    let r = |n: u16| reg_arg(x(n));
    let fr = |n: u16| reg_arg(f(n));
    let i = int_arg;
    let m = |t: &str, a: Addr| (t.to_string(), Arg::M(a));
    let x_ = Ty::X;
    vec![
        // c.addi4spn: rd' = sp + nzuimm (multiple of 4, below 1024)
        (Opcode::Addi, x_, vec![r(8), r(2), i(4)]),
        (Opcode::Addi, x_, vec![r(15), r(2), i(1020)]),
        (Opcode::Addi, x_, vec![r(15), r(2), i(1024)]),
        (Opcode::Addi, x_, vec![r(10), r(2), i(6)]),
        // c.addi16sp and c.addi on sp
        (Opcode::Addi, x_, vec![r(2), r(2), i(-512)]),
        (Opcode::Addi, x_, vec![r(2), r(2), i(496)]),
        (Opcode::Addi, x_, vec![r(2), r(2), i(16)]),
        (Opcode::Addi, x_, vec![r(2), r(2), i(-528)]),
        // c.addi, c.li, c.mv, c.nop
        (Opcode::Addi, x_, vec![r(31), r(31), i(-32)]),
        (Opcode::Addi, x_, vec![r(1), r(1), i(31)]),
        (Opcode::Addi, x_, vec![r(1), r(1), i(32)]),
        (Opcode::Addi, x_, vec![r(31), r(0), i(31)]),
        (Opcode::Addi, x_, vec![r(5), r(0), i(-32)]),
        (Opcode::Addi, x_, vec![r(5), r(0), i(-33)]),
        (Opcode::Addi, x_, vec![r(0), r(0), i(0)]),
        (Opcode::Addi, x_, vec![r(10), r(11), i(0)]),
        (Opcode::Addi, x_, vec![r(10), r(10), i(0)]),
        // c.addiw (also of 0: sext.w) and addiw from zero (c.li)
        (Opcode::Addi, Ty::W, vec![r(10), r(10), i(0)]),
        (Opcode::Addi, Ty::W, vec![r(31), r(31), i(-32)]),
        (Opcode::Addi, Ty::W, vec![r(10), r(0), i(5)]),
        (Opcode::Addi, Ty::W, vec![r(10), r(11), i(1)]),
        // c.lui
        (Opcode::Lui, x_, vec![r(10), i(31)]),
        (Opcode::Lui, x_, vec![r(10), i(32)]),
        (Opcode::Lui, x_, vec![r(31), i(0xf_ffe0)]),
        (Opcode::Lui, x_, vec![r(2), i(1)]),
        (Opcode::Lui, x_, vec![r(1), i(0)]),
        // c.slli, c.srli, c.srai, c.andi
        (Opcode::Slli, x_, vec![r(31), r(31), i(63)]),
        (Opcode::Slli, x_, vec![r(1), r(1), i(1)]),
        (Opcode::Srli, x_, vec![r(8), r(8), i(63)]),
        (Opcode::Srli, x_, vec![r(16), r(16), i(1)]),
        (Opcode::Srai, x_, vec![r(15), r(15), i(32)]),
        (Opcode::Srai, x_, vec![r(9), r(9), i(0)]),
        (Opcode::Andi, x_, vec![r(8), r(8), i(-32)]),
        (Opcode::Andi, x_, vec![r(15), r(15), i(31)]),
        (Opcode::Andi, x_, vec![r(15), r(15), i(0)]),
        (Opcode::Andi, x_, vec![r(15), r(15), i(32)]),
        // c.sub, c.xor, c.or, c.and, c.subw, c.addw (commuted where they commute)
        (Opcode::Sub, x_, vec![r(8), r(8), r(15)]),
        (Opcode::Sub, x_, vec![r(8), r(15), r(8)]),
        (Opcode::Xor, x_, vec![r(9), r(14), r(9)]),
        (Opcode::Or, x_, vec![r(15), r(15), r(8)]),
        (Opcode::And, x_, vec![r(12), r(13), r(12)]),
        (Opcode::Sub, Ty::W, vec![r(10), r(10), r(11)]),
        (Opcode::Add, Ty::W, vec![r(10), r(11), r(10)]),
        (Opcode::Add, Ty::W, vec![r(10), r(10), r(16)]),
        // c.add, c.mv from add
        (Opcode::Add, x_, vec![r(31), r(31), r(1)]),
        (Opcode::Add, x_, vec![r(5), r(6), r(5)]),
        (Opcode::Add, x_, vec![r(10), r(0), r(11)]),
        (Opcode::Add, x_, vec![r(10), r(11), r(0)]),
        (Opcode::Add, x_, vec![r(10), r(11), r(12)]),
        // loads and stores, register-based and sp-based, at their range edges
        (Opcode::Load, Ty::W, vec![r(8), m("Addr::base(x(15), 124)", Addr::base(A5, 124))]),
        (Opcode::Load, Ty::W, vec![r(8), m("Addr::base(x(15), 128)", Addr::base(A5, 128))]),
        (Opcode::Load, Ty::D, vec![r(15), m("Addr::base(x(8), 248)", Addr::base(S0, 248))]),
        (Opcode::Load, Ty::D, vec![r(15), m("Addr::base(x(8), 4)", Addr::base(S0, 4))]),
        (Opcode::Load, Ty::W, vec![r(31), m("Addr::base(SP, 252)", Addr::base(SP, 252))]),
        (Opcode::Load, Ty::D, vec![r(1), m("Addr::base(SP, 504)", Addr::base(SP, 504))]),
        (Opcode::Load, Ty::D, vec![r(1), m("Addr::base(SP, 512)", Addr::base(SP, 512))]),
        (Opcode::Load, Ty::D, vec![r(0), m("Addr::base(SP, 8)", Addr::base(SP, 8))]),
        (Opcode::Load, Ty::WU, vec![r(8), m("Addr::base(x(9), 0)", Addr::base(S1, 0))]),
        (Opcode::FLoad, Ty::D, vec![fr(8), m("Addr::base(x(15), 248)", Addr::base(A5, 248))]),
        (Opcode::FLoad, Ty::D, vec![fr(31), m("Addr::base(SP, 504)", Addr::base(SP, 504))]),
        (Opcode::FLoad, Ty::S, vec![fr(8), m("Addr::base(x(8), 4)", Addr::base(S0, 4))]),
        (Opcode::Store, Ty::W, vec![r(9), m("Addr::base(x(10), 64)", Addr::base(A0, 64))]),
        (Opcode::Store, Ty::D, vec![r(9), m("Addr::base(x(10), 248)", Addr::base(A0, 248))]),
        (Opcode::Store, Ty::W, vec![r(0), m("Addr::base(SP, 252)", Addr::base(SP, 252))]),
        (Opcode::Store, Ty::D, vec![r(1), m("Addr::base(SP, 504)", Addr::base(SP, 504))]),
        (Opcode::Store, Ty::D, vec![r(1), m("Addr::base(SP, -8)", Addr::base(SP, -8))]),
        (Opcode::Store, Ty::H, vec![r(8), m("Addr::base(x(8), 2)", Addr::base(S0, 2))]),
        (Opcode::FStore, Ty::D, vec![fr(15), m("Addr::base(x(8), 8)", Addr::base(S0, 8))]),
        (Opcode::FStore, Ty::D, vec![fr(0), m("Addr::base(SP, 504)", Addr::base(SP, 504))]),
        // c.j, c.beqz, c.bnez (either operand zero)
        (Opcode::Jal, x_, vec![r(0), i(2046)]),
        (Opcode::Jal, x_, vec![r(0), i(-2048)]),
        (Opcode::Jal, x_, vec![r(0), i(2048)]),
        (Opcode::Jal, x_, vec![r(1), i(16)]),
        (Opcode::Beq, x_, vec![r(8), r(0), i(254)]),
        (Opcode::Beq, x_, vec![r(0), r(15), i(-256)]),
        (Opcode::Bne, x_, vec![r(15), r(0), i(-2)]),
        (Opcode::Bne, x_, vec![r(10), r(0), i(256)]),
        (Opcode::Bne, x_, vec![r(16), r(0), i(8)]),
        // c.jr, c.jalr, c.ebreak
        (Opcode::Jalr, x_, vec![r(0), r(1), i(0)]),
        (Opcode::Jalr, x_, vec![r(0), r(31), i(0)]),
        (Opcode::Jalr, x_, vec![r(1), r(10), i(0)]),
        (Opcode::Jalr, x_, vec![r(1), r(10), i(4)]),
        (Opcode::Jalr, x_, vec![r(5), r(10), i(0)]),
        (Opcode::Ebreak, x_, vec![]),
        (Opcode::Ecall, x_, vec![]),
        // copies (mv, fmv.d) and the alias edges llvm prints
        (Opcode::Copy, x_, vec![r(10), r(2)]),
        (Opcode::Copy, x_, vec![fr(0), fr(31)]),
        (Opcode::Xori, x_, vec![r(10), r(11), i(-1)]),
        (Opcode::Sub, Ty::W, vec![r(10), r(0), r(11)]),
        (Opcode::Sltiu, x_, vec![r(10), r(11), i(1)]),
        (Opcode::Sltu, x_, vec![r(10), r(0), r(11)]),
        (Opcode::Slt, x_, vec![r(10), r(11), r(0)]),
        (Opcode::Slt, x_, vec![r(10), r(0), r(11)]),
        (Opcode::Bge, x_, vec![r(10), r(0), i(8)]),
        (Opcode::Bge, x_, vec![r(0), r(10), i(8)]),
        (Opcode::Blt, x_, vec![r(10), r(0), i(8)]),
        (Opcode::Blt, x_, vec![r(0), r(10), i(8)]),
        (Opcode::Fsgnj, Ty::S, vec![fr(1), fr(2), fr(2)]),
        (Opcode::Fsgnjn, Ty::D, vec![fr(1), fr(2), fr(2)]),
        (Opcode::Fsgnjx, Ty::D, vec![fr(1), fr(31), fr(31)]),
        (Opcode::Csrrs, x_, vec![r(10), i(0x340), r(0)]),
        (Opcode::Csrrs, x_, vec![r(10), i(0xc01), r(0)]),
        (Opcode::Csrrs, x_, vec![r(10), i(0xc02), r(0)]),
        (Opcode::Csrrs, x_, vec![r(0), i(0x340), r(11)]),
        (Opcode::Csrrc, x_, vec![r(0), i(0x340), r(11)]),
        (Opcode::Csrrw, x_, vec![r(0), i(1), r(11)]),
        (Opcode::Csrrw, x_, vec![r(10), i(2), r(11)]),
        (Opcode::Csrrw, x_, vec![r(0), i(3), r(11)]),
        (Opcode::Csrrw, x_, vec![r(0), i(0x7ff), r(11)]),
        (Opcode::Csrrwi, x_, vec![r(0), i(2), i(3)]),
        (Opcode::Csrrwi, x_, vec![r(10), i(1), i(3)]),
        (Opcode::Csrrwi, x_, vec![r(0), i(0x340), i(3)]),
        (Opcode::Csrrsi, x_, vec![r(0), i(0x340), i(1)]),
        (Opcode::Csrrci, x_, vec![r(0), i(0x340), i(1)]),
        (Opcode::Fence, x_, vec![i(fence::IORW), i(fence::IORW)]),
        (Opcode::Fence, x_, vec![i(fence::R), i(fence::W)]),
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
    (
        "integer",
        "Golden encodings of integer instructions: register-register and immediate ALU\n\
         //! operations and their W forms, lui/auipc (also with symbols), M.",
    ),
    (
        "memory",
        "Golden encodings of loads and stores (every width, FP, symbolic and stack\n\
         //! offsets), LR/SC and the AMOs with every aq/rl combination.",
    ),
    (
        "control",
        "Golden encodings of branches, jal/jalr, call/tail/ret, register copies, ecall,\n\
         //! ebreak, fences and the CSR instructions.",
    ),
    (
        "fp",
        "Golden encodings of F and D instructions: arithmetic with rounding modes, fused\n\
         //! multiply-adds, sign injection, min/max, compares, classification, moves, conversions.",
    ),
    (
        "compressed",
        "Golden encodings at the edges of every RVC form (the `chex` column: what +c\n\
         //! gives) and of the aliases llvm prints.",
    ),
];

/// Index into `TABLE_FILES` of the file holding opcode `op`.
fn table_file(op: Opcode) -> usize {
    use Opcode::*;
    let name = op.desc().name;
    match op {
        Load | Store | FLoad | FStore | Lr | Sc => 1,
        Beq | Bne | Blt | Bge | Bltu | Bgeu | Jal | Jalr | Call | Tail | Ret | Copy | Ecall | Ebreak | Fence
        | FenceTso | FenceI | Nop => 2,
        _ if name.starts_with("Amo") => 1,
        _ if name.starts_with("Csr") => 2,
        _ if name.starts_with('F') => 3,
        _ => 0,
    }
}

#[test]
fn bless() {
    if std::env::var_os("RLLC_BLESS").is_none() {
        return;
    }
    let mut outs: Vec<String> = vec![String::new(); TABLE_FILES.len()];
    let mut all: Vec<(usize, Variant)> = Vec::new();
    for &op in Opcode::ALL {
        let d = op.desc();
        if d.enc == Enc::None {
            continue;
        }
        let ntys = Ty::ALL.iter().filter(|t| d.has_ty(**t)).count();
        // Two entries for an opcode without operands (they could only repeat).
        let mut n = if d.layout.is_empty() { 2 } else { ntys.max(3) };
        if d.layout.iter().any(|s| matches!(s, Slot::Mem(_) | Slot::Target(_))) {
            n = n.max(6);
        }
        if d.layout.iter().any(|s| matches!(s, Slot::Imm(I::Rm | I::Aqrl))) {
            n = n.max(4);
        }
        for k in 0..n {
            let (ty, args) = gen_variant(op, k);
            all.push((table_file(op), (op, ty, args)));
        }
    }
    all.extend(compressed_variants().into_iter().map(|v| (4, v)));
    let mut errors = Vec::new();
    for (file, (op, ty, args)) in all {
        let d = op.desc();
        let inst = build(op, ty, args.iter().map(|a| a.1.clone()).collect());
        let mut text = String::new();
        let r = encode_one(&inst, &Ctx, PLAIN).and_then(|(b, _)| {
            let (c, _) = encode_one(&inst, &Ctx, RVC)?;
            print_inst(&inst, &Ctx, &mut text).map(|_| (b, c))
        });
        let (bytes, cbytes) = match r {
            Ok(b) => b,
            Err(e) => {
                errors.push(format!("{}({}): {e}", d.ctor, arg_list(ty, d, &args)));
                continue;
            }
        };
        let _ = writeln!(
            outs[file],
            "        g!({}({}), \"{}\", \"{}\", \"{}\"),",
            d.ctor,
            arg_list(ty, d, &args),
            hex(&bytes),
            hex(&cbytes),
            text.replace('\t', " ")
        );
    }
    for ((name, doc), body) in TABLE_FILES.iter().zip(outs) {
        let out = format!(
            "//! {doc}\n// Generated by `RLLC_BLESS=1 cargo test -p rllc-targets --test riscv64_golden bless`;\n\
             // checked by the tests in riscv64_golden.rs. Review diffs by hand.\n\nuse super::*;\n\n\
             pub(super) fn table() -> Vec<Entry> {{\n    vec![\n{body}    ]\n}}\n"
        );
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/riscv64_golden/{name}.rs"));
        std::fs::write(path, out).unwrap();
    }
    assert!(errors.is_empty(), "{} variants failed:\n{}", errors.len(), errors.join("\n"));
}

// ---------------------------------------------------------------------------------------
// Random operands: beyond the tables, thousands of instructions with random registers
// and immediates (biased towards the compressible ranges) must assemble with llvm-mc-19
// to our bytes, with and without +c, and print back as our text.
// ---------------------------------------------------------------------------------------

/// xorshift64*: a small deterministic generator, so a failure reproduces.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: u64) -> i64 {
        (self.next() % n) as i64
    }

    /// A value in lo..=hi.
    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as u64)
    }

    fn pick<T: Copy>(&mut self, c: &[T]) -> T {
        c[self.below(c.len() as u64) as usize]
    }
}

/// A 12-bit signed value: anywhere, or small, or a small multiple of 4, 8 or 16.
fn random_simm12(rng: &mut Rng) -> i64 {
    match rng.below(4) {
        0 => rng.range(-2048, 2047),
        1 => rng.range(-40, 40),
        2 => rng.range(-32, 127) * rng.pick(&[4, 8]),
        _ => rng.range(-32, 31) * 16,
    }
}

fn random_reg(rng: &mut Rng, r: R, prev: &[PReg]) -> PReg {
    if r == R::Tp {
        return TP;
    }
    // Often reuse an earlier register of the same file (the compressed forms want that).
    let same: Vec<PReg> = prev.iter().copied().filter(|p| is_fpr(*p) == (r == R::F)).collect();
    if !same.is_empty() && rng.below(2) == 0 {
        return rng.pick(&same);
    }
    let n = if rng.below(2) == 0 { rng.range(8, 15) } else { rng.range(0, 31) } as u16;
    if r == R::F {
        f(n)
    } else {
        x(n)
    }
}

fn random_inst(op: Opcode, rng: &mut Rng) -> MInst {
    let d = op.desc();
    let tys: Vec<Ty> = Ty::ALL.iter().copied().filter(|t| d.has_ty(*t)).collect();
    let ty = if tys.is_empty() { Ty::X } else { rng.pick(&tys) };
    let mut regs: Vec<PReg> = Vec::new();
    let mut args = Vec::new();
    // A copy stays within one file.
    let any_file = rng.pick(&[R::G, R::F]);
    for slot in d.layout {
        let a = match *slot {
            Slot::Def(r, _) | Slot::Use(r, _) | Slot::EDef(r, _) => {
                let r = if r == R::Any { any_file } else { r };
                let p = random_reg(rng, r, &regs);
                regs.push(p);
                Arg::R(p.as_reg())
            }
            Slot::Imm(kind) => Arg::I(match kind {
                I::Simm12 => random_simm12(rng),
                I::Shamt => rng.range(0, if ty == Ty::W { 31 } else { 63 }),
                I::Uimm20 => match rng.below(3) {
                    0 => rng.range(0, 0xf_ffff),
                    1 => rng.range(0, 40),
                    _ => rng.range(0xf_ffd0, 0xf_ffff),
                },
                I::Csr => {
                    let any = rng.range(0, 0xfff);
                    rng.pick(&[1, 2, 3, 0xc00, 0xc01, 0xc02, 0x340, 0x7c0, any])
                }
                I::Uimm5 => rng.range(0, 31),
                I::Rm | I::RmRne => rng.pick(&Rm::ALL) as i64,
                I::Aqrl => rng.range(0, 3),
                I::Pred | I::Succ => rng.range(0, 15),
            }),
            Slot::Mem(m) => {
                let base = random_reg(rng, R::G, &regs);
                let base = if rng.below(3) == 0 { SP } else { base };
                let off = if m == M::Base { 0 } else { random_simm12(rng) };
                Arg::M(Addr::base(base, off))
            }
            Slot::Target(J::B) => {
                Arg::I(2 * if rng.below(2) == 0 { rng.range(-2048, 2047) } else { rng.range(-130, 130) })
            }
            Slot::Target(J::J) => Arg::I(
                2 * if rng.below(2) == 0 { rng.range(-(1 << 19), (1 << 19) - 1) } else { rng.range(-1100, 1100) },
            ),
            Slot::Callee | Slot::Sym(_) => Arg::Sym(FOO, 0),
            Slot::Mod => Arg::Mod(match op {
                Opcode::LuiSym => SymMod::Hi,
                Opcode::AuipcSym => SymMod::PcrelHi,
                _ => SymMod::Lo,
            }),
            Slot::Implicit => Arg::Imps(vec![]),
        };
        args.push(a);
    }
    build(op, ty, args)
}

#[test]
fn random_operands_agree_with_llvm_mc() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut insts = Vec::new();
    for &op in Opcode::ALL {
        if op.desc().enc == Enc::None {
            continue;
        }
        for _ in 0..40 {
            let i = random_inst(op, &mut rng);
            // A self-copy prints and encodes to nothing.
            if encode(&i, PLAIN).0.is_empty() {
                continue;
            }
            insts.push(i);
        }
    }
    let texts: Vec<String> = insts.iter().map(print).collect();
    let lines: Vec<&str> = texts.iter().map(|s| s.as_str()).collect();
    let mut failures = Vec::new();
    for ((i, t), mc) in insts.iter().zip(&texts).zip(run_llvm_mc(&lines, MC_ATTRS, "random")) {
        let (bytes, _) = encode(i, PLAIN);
        if !matches(&bytes, &mc.encoding) || *t != mc.text {
            failures.push(format!("\"{t}\": ours {}, llvm-mc {} \"{}\"", hex(&bytes), shown(&mc.encoding), mc.text));
        }
    }
    let mut compressed = 0;
    for ((i, t), mc) in insts.iter().zip(&texts).zip(run_llvm_mc(&lines, MC_ATTRS_C, "random-rvc")) {
        let (bytes, relocs) = encode(i, RVC);
        compressed += usize::from(bytes.len() == 2);
        let symbolic_branch = relocs.iter().any(|r| matches!(r.kind, RelocKind::RiscvBranch | RelocKind::RiscvJal));
        if !symbolic_branch && !matches(&bytes, &mc.encoding) {
            failures.push(format!("\"{t}\" +c: ours {}, llvm-mc {}", hex(&bytes), shown(&mc.encoding)));
        }
    }
    assert!(failures.is_empty(), "{} of {} disagree:\n{}", failures.len(), insts.len(), failures.join("\n"));
    assert!(compressed > 200, "only {compressed} of {} random instructions compressed", insts.len());
}
