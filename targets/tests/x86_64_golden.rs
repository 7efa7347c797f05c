//! Golden encoder tables for x86-64: `(constructor call, expected hex, expected AT&T text)`
//! for every opcode in several register, width, addressing and immediate variants
//! (`x86_64_golden/{moves,integer,control,sse,x87}.rs`), each checked three ways: our encoder gives the hex, capstone
//! decodes the hex to the same instruction (mnemonic stem and registers), and llvm-mc-19
//! assembles our printed text to the same bytes (one llvm-mc run for the whole table;
//! relocated fields are zero in ours and fixups in llvm-mc's). Plus branch relaxation on a
//! whole function, checked against llvm-mc assembling our printed function.
//!
//! The table is regenerated from the variant generator below with
//! `RLLC_BLESS=1 cargo test -p rllc-targets --test x86_64_golden bless`; review the diff.

use capstone::prelude::*;
use rllc_ir::module::GlobalId;
use rllc_isel::mir::{FrameIndex, MBlockId, MFunction, MInst, PReg, SymbolRef};
use rllc_targets::x86_64::asm::{print_function, print_inst, AsmContext};
use rllc_targets::x86_64::emit::{emit_function, encode_one, CodeReloc, FrameLayout};
use rllc_targets::x86_64::inst::*;
use rllc_targets::x86_64::regs::*;
use std::fmt::Write as _;
use std::process::Command;

const FOO: SymbolRef = SymbolRef::Global(GlobalId(0));
const BAR: SymbolRef = SymbolRef::Global(GlobalId(1));
const CPOOL: SymbolRef = SymbolRef::ConstPool(1);

/// Test symbol names and frame layout: object n lives at -8(n+1)(%rbp), except object 7
/// which is rsp-based.
struct Ctx;

impl FrameLayout for Ctx {
    fn frame_slot(&self, index: FrameIndex) -> Option<(PReg, i64)> {
        match index.0 {
            7 => Some((RSP, 24)),
            n => Some((RBP, -8 * (n as i64 + 1))),
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
#[path = "x86_64_golden/control.rs"]
mod control;
#[path = "x86_64_golden/integer.rs"]
mod integer;
#[path = "x86_64_golden/moves.rs"]
mod moves;
#[path = "x86_64_golden/sse.rs"]
mod sse;
#[path = "x86_64_golden/x87.rs"]
mod x87;

fn table() -> Vec<Entry> {
    let mut t = moves::table();
    t.extend(integer::table());
    t.extend(control::table());
    t.extend(sse::table());
    t.extend(x87::table());
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
    for e in table() {
        let (bytes, _) = encode(&e.inst);
        let text = print(&e.inst);
        if hex(&bytes) != e.hex || text != e.asm {
            failures.push(format!("{}: got {} \"{}\", want {} \"{}\"", e.ctor, hex(&bytes), text, e.hex, e.asm));
        }
    }
    assert!(failures.is_empty(), "{} golden mismatches:\n{}", failures.len(), failures.join("\n"));
}

/// Registers named in AT&T text, in order (`%st(0)` is `%st`).
fn registers(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let mut j = i + 1;
            while j < b.len() && (b[j].is_ascii_alphanumeric() || (b[j] == b'(' && s[i..j].ends_with("st"))) {
                j += 1;
                if s[i..j].ends_with("st(") {
                    j += 2;
                }
            }
            let r = s[i..j].replace("%st(0)", "%st");
            // Segment registers are prefixes, not operands.
            if r != "%fs" && r != "%gs" {
                out.push(r);
            }
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

/// Mnemonics that capstone spells differently from the GNU/LLVM AT&T spelling we print.
fn stem(m: &str) -> String {
    let m = m.trim_start_matches("lock ").trim();
    // capstone names cmpss/cmpsd/cmpps/cmppd by their predicate (cmpltss).
    let cmp_pred;
    let m = if m.starts_with("cmp") && m.len() > 5 && ["ss", "sd", "ps", "pd"].iter().any(|t| m.ends_with(t)) {
        cmp_pred = format!("cmp{}", &m[m.len() - 2..]);
        cmp_pred.as_str()
    } else {
        m
    };
    let m = match m {
        "movabsq" => "movabs",
        "cqto" | "cqo" => "cqto",
        "cltd" | "cdq" => "cltd",
        "cwtd" | "cwd" => "cwtd",
        "cltq" | "cdqe" => "cltq",
        "cwtl" | "cwde" => "cwtl",
        "cbtw" | "cbw" => "cbtw",
        other => other,
    };
    m.chars().take(4).collect()
}

#[test]
fn golden_capstone_agrees() {
    let cs = Capstone::new()
        .x86()
        .mode(arch::x86::ArchMode::Mode64)
        .syntax(arch::x86::ArchSyntax::Att)
        .build()
        .expect("capstone");
    let mut failures = Vec::new();
    for e in table() {
        let bytes: Vec<u8> =
            (0..e.hex.len() / 2).map(|i| u8::from_str_radix(&e.hex[2 * i..2 * i + 2], 16).unwrap()).collect();
        if bytes.is_empty() {
            continue;
        }
        let insns = cs.disasm_all(&bytes, 0).expect("disasm");
        let decoded: Vec<_> = insns.iter().collect();
        if decoded.len() != 1 || decoded[0].bytes().len() != bytes.len() {
            failures.push(format!("{}: {} decodes to {} instructions", e.ctor, e.hex, decoded.len()));
            continue;
        }
        let (mn, ops) = (decoded[0].mnemonic().unwrap_or(""), decoded[0].op_str().unwrap_or(""));
        // Capstone prints no `notrack` (it reads the 3e prefix as a segment override).
        let asm = e.asm.strip_prefix("notrack ").unwrap_or(e.asm);
        let ours_mn = asm.split(' ').find(|w| *w != "lock").unwrap_or("");
        let ours_ops = asm.split_once(' ').map_or("", |x| x.1);
        let (regs_cs, regs_ours) = (registers(ops), registers(ours_ops));
        // x87 one-operand spellings leave %st implicit in one of the two.
        let regs_cs: Vec<_> = regs_cs.into_iter().filter(|r| r != "%st" || regs_ours.contains(r)).collect();
        let regs_ours: Vec<_> = regs_ours.iter().filter(|r| *r != "%st" || regs_cs.contains(r)).cloned().collect();
        let (mut regs_cs, mut regs_ours) = (regs_cs, regs_ours);
        if stem(mn) == "xchg" {
            // Symmetric; capstone and llvm-mc disagree on which operand is r/m.
            regs_cs.sort();
            regs_ours.sort();
        }
        if stem(mn) != stem(ours_mn) || regs_cs != regs_ours {
            failures.push(format!("{}: capstone says \"{mn} {ops}\", we print \"{}\"", e.ctor, e.asm));
        }
    }
    assert!(failures.is_empty(), "{} capstone mismatches:\n{}", failures.len(), failures.join("\n"));
}

fn llvm_mc() -> &'static str {
    let ok = Command::new("llvm-mc-19").arg("--version").output().map(|o| o.status.success()).unwrap_or(false);
    assert!(ok, "llvm-mc-19 is required for the golden tables (Debian package llvm-19)");
    "llvm-mc-19"
}

/// Parses `# encoding: [0x48,A,...]` into bytes, `None` for fixup bytes.
fn parse_encoding(line: &str) -> Option<Vec<Option<u8>>> {
    let s = line.split("encoding: [").nth(1)?.split(']').next()?;
    Some(
        s.split(',')
            .map(|b| b.trim())
            .map(|b| if b.starts_with("0x") { u8::from_str_radix(&b[2..4], 16).ok() } else { None })
            .collect(),
    )
}

#[test]
fn golden_llvm_mc_agrees() {
    let mc = llvm_mc();
    let entries: Vec<Entry> = table().into_iter().filter(|e| !e.hex.is_empty()).collect();
    let mut src = String::new();
    for e in &entries {
        let _ = writeln!(src, "\t{}", e.asm);
    }
    let dir = std::env::temp_dir().join(format!("rllc-golden-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("table.s");
    std::fs::write(&path, &src).unwrap();
    let out = Command::new(mc).args(["-triple=x86_64", "-show-encoding"]).arg(&path).output().expect("run llvm-mc-19");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && stderr.trim().is_empty(), "llvm-mc-19 rejected the table:\n{stderr}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let encodings: Vec<_> = stdout.lines().filter_map(parse_encoding).collect();
    assert_eq!(encodings.len(), entries.len(), "one encoding per table line");
    let mut failures = Vec::new();
    for (e, want) in entries.iter().zip(&encodings) {
        let (bytes, relocs) = encode(&e.inst);
        let in_reloc = |i: usize| {
            relocs.iter().any(|r| (r.offset as usize..r.offset as usize + r.kind.width_bytes() as usize).contains(&i))
        };
        // -show-encoding shows a jump to a symbol before relaxation (`eb A`); assembled,
        // it becomes the rel32 form we emit.
        let unrelaxed_jmp = want.len() == 2 && want[0] == Some(0xeb) && bytes.len() == 5 && bytes[0] == 0xe9;
        let ok = unrelaxed_jmp
            || bytes.len() == want.len()
                && want.iter().enumerate().all(|(i, w)| match w {
                    Some(b) => bytes[i] == *b,
                    None => bytes[i] == 0 && in_reloc(i),
                });
        if !ok {
            let w: Vec<_> = want.iter().map(|b| b.map_or("A".to_string(), |b| format!("{b:02x}"))).collect();
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
    // RIP-relative with an immediate after the displacement: A = addend - 4 - 1.
    let (b, r) = encode(&cmp_mi(Size::S32, Addr::rip(FOO, 8), 5));
    assert_eq!(hex(&b), "833d0000000005");
    assert_eq!(r, vec![CodeReloc { offset: 2, kind: rllc_objwriter::RelocKind::PcRel32, target: FOO, addend: 3 }]);
    let (_, r) = encode(&mov_mi(Size::S64, Addr::rip(FOO, 0), 1000));
    assert_eq!((r[0].offset, r[0].addend), (3, -8));
    let (_, r) = encode(&mov_rm(Size::S64, RAX, Addr::got(BAR)));
    assert_eq!((r[0].kind, r[0].addend), (rllc_objwriter::RelocKind::RexGotPcRelX, -4));
    let (_, r) = encode(&call_sym(FOO, &[], &[], None));
    assert_eq!((r[0].offset, r[0].kind, r[0].addend), (1, rllc_objwriter::RelocKind::PltRel32, -4));
    let (_, r) = encode(&movabs(RCX, (BAR, 16)));
    assert_eq!((r[0].offset, r[0].kind, r[0].addend), (2, rllc_objwriter::RelocKind::Abs64, 16));
    let (_, r) = encode(&mov_ri(Size::S64, RCX, (BAR, 0)));
    assert_eq!(r[0].kind, rllc_objwriter::RelocKind::Abs32Signed);
    let (_, r) = encode(&mov_rm(Size::S64, RAX, Addr::abs(0).with_sym(FOO, 0, SymMod::TpOff).with_seg(Seg::Fs)));
    assert_eq!(r[0].kind, rllc_objwriter::RelocKind::TpOff32);
    let (_, r) = encode(&jmp_m(Addr::index_only(RAX, 8, 0).with_sym(SymbolRef::JumpTable(0), 0, SymMod::None)));
    assert_eq!((r[0].kind, r[0].addend), (rllc_objwriter::RelocKind::Abs32Signed, 0));
}

#[test]
fn bad_instructions_are_errors_not_panics() {
    let v = rllc_isel::mir::VReg(3);
    assert!(encode_one(&add_rr(Size::S64, v, v, RAX), &Ctx).is_err());
    assert!(encode_one(&add_rr(Size::S64, RAX, RCX, RDX), &Ctx).is_err(), "tie violated");
    assert!(encode_one(&shl_rcl(Size::S64, RAX, RAX, RDX), &Ctx).is_err(), "count not in cl");
    assert!(encode_one(&mov_ri(Size::S64, RAX, 1i64 << 40), &Ctx).is_err(), "imm32 overflow");
    let mut i = add_rr(Size::S64, RAX, RAX, RCX);
    i.ops.pop();
    assert!(encode_one(&i, &Ctx).is_err());
    i.opcode = 0xfff;
    assert!(encode_one(&i, &Ctx).is_err());
    assert!(encode_one(&jmp(MBlockId(0)), &Ctx).is_err(), "block branches need emit_function");
}

// ---------------------------------------------------------------------------------------
// Branch relaxation
// ---------------------------------------------------------------------------------------

/// A function with short and near branches, forward and backward, conditional and not.
fn branchy() -> MFunction {
    let mut f = MFunction::default();
    let b: Vec<MBlockId> = (0..7).map(|_| f.new_block()).collect();
    let filler = |n: usize| -> Vec<MInst> { (0..n).map(|i| add_ri(Size::S64, RAX, RAX, 1000 + i as i64)).collect() };
    // b0: short forward jcc to b2, then fall into b1.
    f.blocks[0].insts = vec![cmp_rr(Size::S64, RAX, RCX), jcc(Cc::E, b[2])];
    // b1: near forward jmp over b2..b4 to b5 (≥ 128 bytes away).
    f.blocks[1].insts = vec![add_rr(Size::S32, RDX, RDX, RSI), jmp(b[5])];
    // b2: short backward jcc to b1, brcond whose false side is the next block.
    f.blocks[2].insts = vec![test_rr(Size::S8, RAX, RAX), jcc(Cc::NE, b[1]), brcond(Cc::L, b[6], b[3])];
    // b3: 30 x 6 bytes of filler, then a brcond whose true side is next (inverted).
    let mut b3 = filler(30);
    b3.push(brcond(Cc::A, b[4], b[0]));
    f.blocks[3].insts = b3;
    // b4: a brcond with neither target next: jcc + jmp, both backward.
    f.blocks[4].insts = vec![lea(Size::S64, RAX, Addr::rip(SymbolRef::Block(b[6]), 0)), brcond(Cc::B, b[2], b[3])];
    // b5: jump to the next block (dropped), b6: ret.
    f.blocks[5].insts = vec![jmp(b[6])];
    f.blocks[6].insts = vec![ret(&[])];
    f
}

#[test]
fn branch_relaxation() {
    let f = branchy();
    let code = emit_function(&f, &Ctx).unwrap_or_else(|e| panic!("{e}"));
    let o = &code.block_offsets;
    // b0: cmp (3) + short je (2).
    assert_eq!(o[1], 5);
    assert_eq!(&code.bytes[3..5], &[0x74, (o[2] - 5) as u8]);
    // b1: add (2) + near jmp (5).
    assert_eq!(o[2], o[1] + 2 + 5);
    assert_eq!(code.bytes[o[1] as usize + 2], 0xe9);
    // b2: test (2), short jne back (2), jl to b6 (far, near 6 bytes).
    assert_eq!(code.bytes[o[2] as usize + 2], 0x75);
    assert_eq!(&code.bytes[o[2] as usize + 4..o[2] as usize + 6], &[0x0f, 0x8c]);
    assert_eq!(o[3], o[2] + 2 + 2 + 6);
    // b3 ends in an inverted jbe back to b0 (near: more than 128 bytes back).
    assert_eq!(&code.bytes[o[4] as usize - 6..o[4] as usize - 4], &[0x0f, 0x86]);
    // b5 is empty in bytes: its jump to b6 was dropped.
    assert_eq!(o[5], o[6]);
    assert_eq!(code.bytes[o[6] as usize], 0xc3);
    // The lea of block 6's address was resolved in place: no relocation left.
    assert!(code.relocs.is_empty());
    let lea_at = o[4] as usize;
    let disp = i32::from_le_bytes(code.bytes[lea_at + 3..lea_at + 7].try_into().unwrap());
    assert_eq!(lea_at as i64 + 7 + disp as i64, o[6] as i64);
    assert_eq!(code.inst_offsets.len(), f.blocks.iter().map(|b| b.insts.len()).sum::<usize>());

    // The printed function assembles to the same bytes.
    let mut text = String::new();
    print_function(&f, &Ctx, &mut text).unwrap();
    let dir = std::env::temp_dir().join(format!("rllc-relax-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (s, obj, bin) = (dir.join("f.s"), dir.join("f.o"), dir.join("f.bin"));
    std::fs::write(&s, format!("\t.text\n{text}")).unwrap();
    let st =
        Command::new(llvm_mc()).args(["-triple=x86_64", "-filetype=obj", "-o"]).arg(&obj).arg(&s).status().unwrap();
    assert!(st.success(), "llvm-mc-19 failed on:\n{text}");
    let st = Command::new("llvm-objcopy-19")
        .args(["-O", "binary", "--only-section=.text"])
        .arg(&obj)
        .arg(&bin)
        .status()
        .unwrap();
    assert!(st.success());
    let theirs = std::fs::read(&bin).unwrap();
    assert_eq!(hex(&code.bytes), hex(&theirs), "printed function:\n{text}");
}

#[test]
fn long_backward_loop_goes_near() {
    let mut f = MFunction::default();
    let b0 = f.new_block();
    let _b1 = f.new_block();
    let mut body: Vec<MInst> = (0..40).map(|_| imul_rri(Size::S64, RBX, RBX, 100000)).collect();
    body.push(jcc(Cc::NE, b0));
    f.blocks[0].insts = body;
    f.blocks[1].insts = vec![ret(&[])];
    let code = emit_function(&f, &Ctx).unwrap();
    let n = code.bytes.len();
    assert_eq!(&code.bytes[n - 7..n - 5], &[0x0f, 0x85]);
    let rel = i32::from_le_bytes(code.bytes[n - 5..n - 1].try_into().unwrap());
    assert_eq!(rel, -(n as i32 - 1));
}

// ---------------------------------------------------------------------------------------
// The variant generator behind the tables in `x86_64_golden/`
// ---------------------------------------------------------------------------------------

const GPRS: [(&str, PReg); 16] = [
    ("RAX", RAX),
    ("RCX", RCX),
    ("RDX", RDX),
    ("RBX", RBX),
    ("RSP", RSP),
    ("RBP", RBP),
    ("RSI", RSI),
    ("RDI", RDI),
    ("R8", R8),
    ("R9", R9),
    ("R10", R10),
    ("R11", R11),
    ("R12", R12),
    ("R13", R13),
    ("R14", R14),
    ("R15", R15),
];

fn preg_name(p: PReg) -> String {
    if is_xmm(p) {
        format!("XMM{}", p.0 - 16)
    } else {
        GPRS[p.index()].0.to_string()
    }
}

/// Addressing modes the generator cycles through, as (constructor text, value).
fn addr_modes() -> Vec<(&'static str, Addr)> {
    vec![
        ("Addr::base(RAX, 0)", Addr::base(RAX, 0)),
        ("Addr::base(RSP, 8)", Addr::base(RSP, 8)),
        ("Addr::base(RBP, 0)", Addr::base(RBP, 0)),
        ("Addr::base(R12, -16)", Addr::base(R12, -16)),
        ("Addr::base(R13, 0)", Addr::base(R13, 0)),
        ("Addr::bis(RBX, RCX, 2, -128)", Addr::bis(RBX, RCX, 2, -128)),
        ("Addr::bis(R8, R9, 4, 0x12345678)", Addr::bis(R8, R9, 4, 0x12345678)),
        ("Addr::index_only(RDX, 8, 64)", Addr::index_only(RDX, 8, 64)),
        ("Addr::rip(FOO, 0)", Addr::rip(FOO, 0)),
        ("Addr::rip(BAR, 16)", Addr::rip(BAR, 16)),
        ("Addr::bis(R15, R14, 1, 1000)", Addr::bis(R15, R14, 1, 1000)),
        ("Addr::frame(FrameIndex(1), 4)", Addr::frame(FrameIndex(1), 4)),
        ("Addr::base(RDI, 127)", Addr::base(RDI, 127)),
        ("Addr::base(RSI, 128)", Addr::base(RSI, 128)),
        ("Addr::base(RAX, 0).with_seg(Seg::Fs)", Addr::base(RAX, 0).with_seg(Seg::Fs)),
        ("Addr::rip(CPOOL, 0)", Addr::rip(CPOOL, 0)),
        ("Addr::abs(4096)", Addr::abs(4096)),
        ("Addr::frame(FrameIndex(7), -8).with_index(RCX, 8)", Addr::frame(FrameIndex(7), -8).with_index(RCX, 8)),
        ("Addr::bis(R13, R12, 8, -1)", Addr::bis(R13, R12, 8, -1)),
        ("Addr::got(FOO)", Addr::got(FOO)),
    ]
}

/// A number standing for an opcode in the generator's choices, taken from its
/// constructor's name (FNV-1a): the opcode's position in `Opcode` would change, and with
/// it every later opcode's registers and addressing modes, whenever an opcode is added,
/// so a regenerated table would no longer match the committed one.
fn stable_key(ctor: &str) -> usize {
    let h = ctor.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3));
    (h % 1_000_003) as usize
}

/// One generated argument: its source text and value.
fn gen_variant(op: Opcode, k: usize) -> Option<(Size, Vec<(String, Arg)>)> {
    let d = op.desc();
    let sizes: Vec<Size> = Size::ALL.iter().copied().filter(|s| d.has_size(*s)).collect();
    let size = if sizes.is_empty() { Size::S64 } else { sizes[k % sizes.len()] };
    let oi = stable_key(d.ctor);
    let modes = addr_modes();
    let mut args: Vec<(String, Arg)> = Vec::new();
    for (si, slot) in d.layout.iter().enumerate() {
        let a = match *slot {
            Slot::Def(w) | Slot::Use(w) => {
                let xmm_class = w == W::X || (w == W::Any && k % 2 == 1);
                let p = if xmm_class {
                    xmm(((k * 5 + si * 3 + oi) % 16) as u16)
                } else {
                    GPRS[(k * 5 + si * 3 + oi) % 16].1
                };
                (preg_name(p), Arg::R(p.as_reg()))
            }
            Slot::Tied(t) => {
                let Arg::R(r) = args[t as usize].1.clone() else { unreachable!() };
                (args[t as usize].0.clone(), Arg::R(r))
            }
            Slot::Fixed(p, _) | Slot::ImpDef(p) | Slot::ImpUse(p) => (preg_name(p), Arg::R(p.as_reg())),
            Slot::Imm(iw) => {
                let v: i64 = match iw {
                    IW::ISz => match (k % 3, size) {
                        (0, _) => 0x12,
                        (1, _) => -3,
                        (_, Size::S8) => 100,
                        (_, Size::S16) => 0x1234,
                        _ => 0x12345678,
                    },
                    IW::I8 => [1, 5, 27][k % 3],
                    IW::I16 => [8, 1000, 16][k % 3],
                    IW::I32 => [5, 100000, -1][k % 3],
                    IW::I64 => [0x123456789abcdef0, -2, 1 << 40][k % 3],
                };
                (format!("{v}{}", if i32::try_from(v).is_err() { "i64" } else { "" }), Arg::I(v))
            }
            Slot::Mem => {
                let (t, a) = modes[(k * 7 + oi * 3) % modes.len()];
                (t.to_string(), Arg::M(a))
            }
            Slot::Cc => {
                let c = Cc::ALL[(k * 5 + oi) % 16];
                (format!("Cc::{c:?}"), Arg::Cc(c))
            }
            Slot::Callee => {
                let (t, s) = [("FOO", FOO), ("BAR", BAR)][k % 2];
                (format!("({t}, 0)"), Arg::Sym(s, 0))
            }
            Slot::St => {
                let i = [1i64, 2, 7][k % 3];
                (format!("{i}"), Arg::I(i))
            }
            Slot::Implicit => match op {
                Opcode::Ret | Opcode::JmpSym => {
                    ("vec![Imp::use_(RAX, RAX)]".to_string(), Arg::Imps(vec![Imp::use_(RAX, RAX)]))
                }
                _ => (
                    "vec![Imp::use_(RDI, RDI), Imp::def(RAX, RAX)]".to_string(),
                    Arg::Imps(vec![Imp::use_(RDI, RDI), Imp::def(RAX, RAX)]),
                ),
            },
            Slot::Target => return None,
        };
        args.push(a);
    }
    Some((size, args))
}

/// Hand-picked extra variants: symbols as immediates, TLS, absolute jump tables.
/// An instruction to generate: opcode, size, and (source text, value) per slot.
type Variant = (Opcode, Size, Vec<(String, Arg)>);

fn extra_variants() -> Vec<Variant> {
    let r = |n: &str, p: PReg| (n.to_string(), Arg::R(p.as_reg()));
    let m = |t: &str, a: Addr| (t.to_string(), Arg::M(a));
    vec![
        (Opcode::MovRI, Size::S64, vec![r("RCX", RCX), ("(FOO, 0)".into(), Arg::Sym(FOO, 0))]),
        (Opcode::MovRI, Size::S32, vec![r("R9", R9), ("(BAR, 8)".into(), Arg::Sym(BAR, 8))]),
        (Opcode::MovAbs, Size::S64, vec![r("R10", R10), ("(FOO, -4)".into(), Arg::Sym(FOO, -4))]),
        (
            Opcode::MovRM,
            Size::S64,
            vec![
                r("RAX", RAX),
                m(
                    "Addr::abs(0).with_sym(FOO, 0, SymMod::TpOff).with_seg(Seg::Fs)",
                    Addr::abs(0).with_sym(FOO, 0, SymMod::TpOff).with_seg(Seg::Fs),
                ),
            ],
        ),
        (
            Opcode::MovRM,
            Size::S64,
            vec![r("RDX", RDX), m("Addr::abs(0).with_seg(Seg::Fs)", Addr::abs(0).with_seg(Seg::Fs))],
        ),
        (
            Opcode::MovRM,
            Size::S64,
            vec![
                r("RAX", RAX),
                m(
                    "Addr::rip(FOO, 0).with_sym(FOO, 0, SymMod::GotTpOff)",
                    Addr::rip(FOO, 0).with_sym(FOO, 0, SymMod::GotTpOff),
                ),
            ],
        ),
        (
            Opcode::Lea,
            Size::S64,
            vec![
                r("RDI", RDI),
                m(
                    "Addr::rip(FOO, 0).with_sym(FOO, 0, SymMod::TlsGd)",
                    Addr::rip(FOO, 0).with_sym(FOO, 0, SymMod::TlsGd),
                ),
            ],
        ),
        (
            Opcode::Lea,
            Size::S64,
            vec![
                r("RDI", RDI),
                m(
                    "Addr::rip(BAR, 0).with_sym(BAR, 0, SymMod::TlsLd)",
                    Addr::rip(BAR, 0).with_sym(BAR, 0, SymMod::TlsLd),
                ),
            ],
        ),
        (
            Opcode::Lea,
            Size::S64,
            vec![
                r("RCX", RCX),
                m(
                    "Addr::base(RAX, 0).with_sym(BAR, 0, SymMod::DtpOff)",
                    Addr::base(RAX, 0).with_sym(BAR, 0, SymMod::DtpOff),
                ),
            ],
        ),
        (
            Opcode::JmpM,
            Size::S64,
            vec![m(
                "Addr::index_only(RAX, 8, 0).with_sym(SymbolRef::JumpTable(0), 0, SymMod::None)",
                Addr::index_only(RAX, 8, 0).with_sym(SymbolRef::JumpTable(0), 0, SymMod::None),
            )],
        ),
        (Opcode::CmpMI, Size::S32, vec![m("Addr::rip(FOO, 8)", Addr::rip(FOO, 8)), ("5".into(), Arg::I(5))]),
        (Opcode::AddRI, Size::S64, vec![r("RAX", RAX), r("RAX", RAX), ("1000".into(), Arg::I(1000))]),
        (Opcode::AddRI, Size::S8, vec![r("RAX", RAX), r("RAX", RAX), ("-1".into(), Arg::I(-1))]),
        (Opcode::TestRI, Size::S32, vec![r("RAX", RAX), ("65536".into(), Arg::I(65536))]),
        (Opcode::MovRR, Size::S8, vec![r("RSI", RSI), r("RDI", RDI)]),
        (Opcode::MovRR, Size::S8, vec![r("R8", R8), r("RBP", RBP)]),
        (Opcode::XchgRR, Size::S64, vec![r("RCX", RCX), r("RAX", RAX), r("RCX", RCX), r("RAX", RAX)]),
        (Opcode::MovRI, Size::S32, vec![r("RAX", RAX), ("4294967295i64".into(), Arg::I(4294967295))]),
        (Opcode::Copy, Size::S64, vec![r("RAX", RAX), r("RAX", RAX)]),
    ]
}

fn arg_list(size: Size, d: &Desc, args: &[(String, Arg)]) -> String {
    let mut parts: Vec<String> = Vec::new();
    if d.is_sized() {
        parts.push(format!("Size::{size:?}"));
    }
    parts.extend(args.iter().map(|a| a.0.clone()));
    parts.join(", ")
}

/// The table files and the `//!` line each opens with, in the order `table()` reads them.
const TABLE_FILES: [(&str, &str); 5] = [
    ("moves", "Golden encodings of general moves: register copies, mov/movabs, zero and sign\n//! extension, lea, push/pop and leave."),
    ("integer", "Golden encodings of integer instructions: ALU ops, compare/test, multiply and\n//! divide, unary ops, shifts and rotates, bit counting and scanning, setcc and cmov."),
    ("control", "Golden encodings of control flow, atomic and system instructions: jumps, calls,\n//! ret, xchg and lock-prefixed ops, fences, pause/ud2/int3/nop/endbr64, rdtsc, clflush."),
    ("sse", "Golden encodings of SSE instructions: scalar and packed float arithmetic, moves,\n//! conversions and compares, packed integer ops, shuffles, shifts and masks."),
    ("x87", "Golden encodings of x87 instructions: loads and stores, integer loads/stores,\n//! control word, arithmetic, stack ops and compares."),
];

/// Index into `TABLE_FILES` of the file holding constructor `ctor`, by its stem (the part
/// before the first `_`): x87 stems all start with `f`; anything not listed is SSE, so a
/// new GPR instruction must be added to one of the lists here.
fn table_file(ctor: &str) -> usize {
    match ctor.split('_').next().unwrap() {
        "copy" | "mov" | "movabs" | "movzx8" | "movzx16" | "movsx8" | "movsx16" | "movsx32" | "lea" | "push" | "pop" | "leave" => 0,
        "add" | "sub" | "and" | "or" | "xor" | "adc" | "sbb" | "cmp" | "test" | "imul" | "mul" | "imul1" | "div" | "idiv" | "cqo" | "cdqe" | "neg" | "not" | "inc" | "dec" | "shl" | "shr" | "sar" | "rol" | "ror" | "shld" | "shrd" | "bswap" | "popcnt" | "lzcnt" | "tzcnt" | "bsr" | "bsf" | "bt" | "setcc" | "cmov" => 1,
        "jmp" | "call" | "ret" | "xchg" | "lock" | "mfence" | "lfence" | "sfence" | "pause" | "ud2" | "int3" | "nop" | "endbr64" | "rdtsc" | "clflush" => 2,
        s if s.starts_with('f') => 4,
        _ => 3,
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
        let nsizes = Size::ALL.iter().filter(|s| d.has_size(**s)).count();
        let mut n = nsizes.max(3);
        if d.layout.contains(&Slot::Mem) {
            n = n.max(4);
        }
        for k in 0..n {
            if let Some((size, args)) = gen_variant(op, k) {
                all.push((op, size, args));
            }
        }
    }
    all.extend(extra_variants());
    let mut errors = Vec::new();
    for (op, size, args) in all {
        let d = op.desc();
        let inst = build(op, size, args.iter().map(|a| a.1.clone()).collect());
        let mut text = String::new();
        let r = encode_one(&inst, &Ctx).and_then(|(b, _)| print_inst(&inst, &Ctx, &mut text).map(|_| b));
        let bytes = match r {
            Ok(b) => b,
            Err(e) => {
                errors.push(format!("{}({}): {e}", d.ctor, arg_list(size, d, &args)));
                continue;
            }
        };
        let text = text.replace('\t', " ");
        let _ = writeln!(outs[table_file(d.ctor)], "        g!({}({}), \"{}\", \"{}\"),", d.ctor, arg_list(size, d, &args), hex(&bytes), text);
    }
    for ((name, doc), body) in TABLE_FILES.iter().zip(outs) {
        let out = format!(
            "//! {doc}\n// Generated by `RLLC_BLESS=1 cargo test -p rllc-targets --test x86_64_golden bless`;\n// checked by the tests in x86_64_golden.rs. Review diffs by hand.\n\nuse super::*;\n\npub(super) fn table() -> Vec<Entry> {{\n    vec![\n{body}    ]\n}}\n"
        );
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/x86_64_golden/{name}.rs"));
        std::fs::write(path, out).unwrap();
    }
    assert!(errors.is_empty(), "{} variants failed:\n{}", errors.len(), errors.join("\n"));
}
