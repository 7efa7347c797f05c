//! AArch64 frame lowering end to end: hand-built allocated functions run through
//! `frame::lower_frame`, `emit::emit_function` and `asm::print_lines`, checked three ways:
//! the printed prologues and epilogues against the text expected (llc-19's where it lays
//! the frame out the same way), llvm-mc-19 assembling the printed text to exactly our
//! `.text` bytes, and the CFI rules against the expected lists and, for whole functions,
//! against the row table llvm-dwarfdump-19 reads from the `.eh_frame` llvm-mc makes of
//! our `.cfi_*` directives. A missing tool fails the test.

use rllc_ir::module::GlobalId;
use rllc_isel::mir::{inst_flags, FixedSlot, FrameIndex, MBlockId, MFunction, MInst, PReg, Reg, SymbolRef};
use rllc_isel::regalloc_adapter::AllocationSummary;
use rllc_objwriter::CfiInst;
use rllc_targets::aarch64::asm::{print_lines, AsmContext};
use rllc_targets::aarch64::emit::emit_function;
use rllc_targets::aarch64::frame::{
    lower_frame, needs_base_pointer, needs_frame_pointer, Frame, FrameOptions, FramePointer,
};
use rllc_targets::aarch64::inst::*;
use rllc_targets::aarch64::pauth::Sign;
use rllc_targets::aarch64::regs::*;
use rllc_targets::backend::AsmLine;
use rllc_targets::code::{FrameLayout, FunctionCode};
use std::fmt::Write as _;
use std::process::Command;

const FOO: SymbolRef = SymbolRef::Global(GlobalId(0));
const BAR: SymbolRef = SymbolRef::Global(GlobalId(1));

struct Ctx<'a> {
    frame: &'a Frame,
}

impl FrameLayout for Ctx<'_> {
    fn frame_slot(&self, index: FrameIndex) -> Option<(PReg, i64)> {
        self.frame.frame_slot(index)
    }
}

impl AsmContext for Ctx<'_> {
    fn symbol(&self, sym: SymbolRef, out: &mut String) {
        match sym {
            SymbolRef::Global(g) => out.push_str(["foo", "bar"][g.0 as usize % 2]),
            SymbolRef::Block(b) => self.block_label(b, out),
            other => panic!("no name for {other:?}"),
        }
    }

    fn block_label(&self, block: MBlockId, out: &mut String) {
        let _ = write!(out, ".LBB0_{}", block.0);
    }
}

/// A function lowered, encoded and printed.
struct Lowered {
    mf: MFunction,
    frame: Frame,
    code: FunctionCode,
    lines: Vec<AsmLine>,
}

impl Lowered {
    /// The instruction lines, tabs as spaces, without labels.
    fn text(&self) -> Vec<String> {
        self.lines
            .iter()
            .filter(|l| l.text.starts_with('\t'))
            .flat_map(|l| l.text.lines().map(|t| t.trim().replace('\t', " ")).collect::<Vec<_>>())
            .collect()
    }

    fn cfi(&self) -> Vec<(u32, CfiInst)> {
        self.frame.cfi_offsets(&self.code.inst_offsets, self.code.bytes.len() as u32)
    }

    /// The function as an assembly file with its CFI directives.
    fn asm_file(&self) -> String {
        let mut out = String::from("\t.text\n\t.globl\tf\nf:\n\t.cfi_startproc\n");
        let cfi = self.cfi();
        let mut next = 0;
        let flush = |out: &mut String, upto: u32, next: &mut usize| {
            while *next < cfi.len() && cfi[*next].0 <= upto {
                let _ = writeln!(out, "{}", cfi_directive(&cfi[*next].1));
                *next += 1;
            }
        };
        for l in &self.lines {
            if l.len > 0 {
                flush(&mut out, l.offset, &mut next);
            }
            out.push_str(&l.text);
        }
        flush(&mut out, u32::MAX, &mut next);
        out.push_str("\t.cfi_endproc\n");
        out
    }
}

fn cfi_directive(c: &CfiInst) -> String {
    match *c {
        CfiInst::DefCfa { reg, offset } => format!("\t.cfi_def_cfa {reg}, {offset}"),
        CfiInst::DefCfaOffset(o) => format!("\t.cfi_def_cfa_offset {o}"),
        CfiInst::DefCfaRegister(r) => format!("\t.cfi_def_cfa_register {r}"),
        CfiInst::Offset { reg, offset } => format!("\t.cfi_offset {reg}, {offset}"),
        CfiInst::RememberState => "\t.cfi_remember_state".into(),
        CfiInst::RestoreState => "\t.cfi_restore_state".into(),
        CfiInst::NegateRaState => "\t.cfi_negate_ra_state".into(),
        CfiInst::BKeyFrame => "\t.cfi_b_key_frame".into(),
        ref other => panic!("unexpected rule {other:?}"),
    }
}

fn opts(fp: FramePointer) -> FrameOptions {
    FrameOptions { frame_pointer: fp, naked: false }
}

fn summary(gprs: &[PReg], fprs: &[PReg]) -> AllocationSummary {
    AllocationSummary { spill_slots: Vec::new(), used_callee_saved: vec![gprs.to_vec(), fprs.to_vec()] }
}

fn func(blocks: Vec<Vec<MInst>>) -> MFunction {
    let mut mf = MFunction::default();
    for body in blocks {
        let b = mf.new_block();
        mf.blocks[b.0 as usize].insts = body;
    }
    mf
}

fn call(sym: SymbolRef) -> MInst {
    call_sym(sym, &[], &[], None)
}

/// Lowers `mf` with the frame-pointer decision `needs_frame_pointer` makes, encodes and
/// prints it, and checks that llvm-mc assembles the text to the same bytes.
fn lower(mf: MFunction, s: &AllocationSummary, o: FrameOptions) -> Lowered {
    lower_signed(mf, s, o, None)
}

/// `lower`, with return-address signing asked for (`-mbranch-protection`).
fn lower_signed(mut mf: MFunction, s: &AllocationSummary, o: FrameOptions, sign: Option<Sign>) -> Lowered {
    let fp = needs_frame_pointer(&mf, &o);
    let frame = lower_frame(&mut mf, s, &o, fp, sign).unwrap_or_else(|e| panic!("{}", e.message));
    let code = emit_function(&mf, &frame).unwrap_or_else(|e| panic!("{e}"));
    let lines = print_lines(&mf, &code, &Ctx { frame: &frame }).unwrap_or_else(|e| panic!("{e}"));
    let l = Lowered { mf, frame, code, lines };
    let total: u32 = l.lines.iter().map(|x| x.len).sum();
    assert_eq!(total as usize, l.code.bytes.len(), "line lengths cover the code");
    assert_eq!(
        assemble(&l.asm_file(), false).0,
        l.code.bytes,
        "llvm-mc-19 assembles our text to other bytes:\n{}",
        l.asm_file()
    );
    l
}

fn tool(name: &str) -> Command {
    Command::new(name)
}

fn scratch_dir() -> std::path::PathBuf {
    use std::sync::atomic::{AtomicU32, Ordering};
    static N: AtomicU32 = AtomicU32::new(0);
    let n = N.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("rllc-a64-frame-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// llvm-mc-19's `.text` bytes of `text`, and with `eh_frame` what llvm-dwarfdump-19
/// `--eh-frame` prints of the object.
fn assemble(text: &str, eh_frame: bool) -> (Vec<u8>, String) {
    let dir = scratch_dir();
    let (s, obj, bin) = (dir.join("f.s"), dir.join("f.o"), dir.join("f.bin"));
    std::fs::write(&s, text).unwrap();
    let st = tool("llvm-mc-19")
        .args(["-triple=aarch64-linux-gnu", "-filetype=obj", "-o"])
        .arg(&obj)
        .arg(&s)
        .status()
        .expect("llvm-mc-19 must be installed");
    assert!(st.success(), "llvm-mc-19 rejected:\n{text}");
    let st = tool("llvm-objcopy-19")
        .args(["-O", "binary", "--only-section=.text"])
        .arg(&obj)
        .arg(&bin)
        .status()
        .expect("llvm-objcopy-19 must be installed");
    assert!(st.success());
    let mut dump = String::new();
    if eh_frame {
        let out = tool("llvm-dwarfdump-19").arg("--eh-frame").arg(&obj).output();
        let out = out.expect("llvm-dwarfdump-19 must be installed");
        assert!(out.status.success());
        dump = String::from_utf8(out.stdout).unwrap();
    }
    let bytes = std::fs::read(&bin).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    (bytes, dump)
}

/// The CFA and register rows llvm-dwarfdump-19 reads from the `.eh_frame` of `text`
/// (`0x4: CFA=WSP+16: W29=[CFA-16], W30=[CFA-8]`), for the function's FDE.
fn eh_frame_rows(text: &str) -> Vec<String> {
    let (_, s) = assemble(text, true);
    let fde = s.split(" FDE ").nth(1).expect("an FDE");
    fde.lines().map(str::trim).filter(|l| l.starts_with("0x") && l.contains("CFA=")).map(String::from).collect()
}

use CfiInst::{DefCfa, DefCfaOffset, Offset, RememberState, RestoreState};

// ---------------------------------------------------------------------------------------
// Leaf functions
// ---------------------------------------------------------------------------------------

#[test]
fn leaf_without_locals_has_no_frame() {
    let mf = func(vec![vec![add_ri(Ty::X, X0, X0, 1), ret(&[])]]);
    let l = lower(mf, &summary(&[], &[]), opts(FramePointer::NonLeaf));
    assert_eq!(l.text(), ["add x0, x0, #1", "ret"]);
    assert!(l.cfi().is_empty());
    assert!(!l.frame.uses_frame_pointer);
}

#[test]
fn leaf_with_locals_moves_sp_only() {
    let mut mf = func(vec![]);
    let a = mf.new_stack_object(4, 4);
    let b = mf.new_block();
    mf.blocks[b.0 as usize].insts =
        vec![str(Ty::W, X0, Addr::frame(a, 0)), ldr(Ty::W, X0, Addr::frame(a, 0)), ret(&[])];
    let l = lower(mf, &summary(&[], &[]), opts(FramePointer::NonLeaf));
    assert_eq!(l.text(), ["sub sp, sp, #16", "str w0, [sp]", "ldr w0, [sp]", "add sp, sp, #16", "ret"]);
    assert_eq!(l.cfi(), [(4, DefCfaOffset(16)), (12, RememberState), (16, DefCfaOffset(0))]);
}

#[test]
fn odd_callee_saved_count_in_a_leaf() {
    // llc-19: `str x21, [sp, #-32]!; stp x20, x19, [sp, #16]`, the padding above x21.
    let mf = func(vec![vec![mov_imm(Ty::X, X19, 1).remove(0), ret(&[])]]);
    let l = lower(mf, &summary(&[X21, X19, X20], &[]), opts(FramePointer::NonLeaf));
    assert_eq!(
        l.text(),
        [
            "str x21, [sp, #-32]!",
            "stp x20, x19, [sp, #16]",
            "mov x19, #1",
            "ldp x20, x19, [sp, #16]",
            "ldr x21, [sp], #32",
            "ret"
        ]
    );
    assert_eq!(
        l.cfi(),
        [
            (4, DefCfaOffset(32)),
            (4, Offset { reg: 21, offset: -32 }),
            (8, Offset { reg: 19, offset: -8 }),
            (8, Offset { reg: 20, offset: -16 }),
            (12, RememberState),
            (20, DefCfaOffset(0)),
        ]
    );
}

#[test]
fn leaf_writing_lr_saves_it() {
    // x30 is allocatable as a caller-saved register; `ret` still needs it.
    let mf = func(vec![vec![add_ri(Ty::X, X30, X0, 1), ret(&[])]]);
    let l = lower(mf, &summary(&[], &[]), opts(FramePointer::None));
    assert_eq!(l.text(), ["str x30, [sp, #-16]!", "add x30, x0, #1", "ldr x30, [sp], #16", "ret"]);
}

// ---------------------------------------------------------------------------------------
// Frame records and callee-saved registers
// ---------------------------------------------------------------------------------------

#[test]
fn non_leaf_with_frame_record() {
    // Exactly llc-19's `frame-pointer=non-leaf` function calling `h`.
    let mf = func(vec![vec![call(FOO), ret(&[])]]);
    let l = lower(mf, &summary(&[], &[]), opts(FramePointer::NonLeaf));
    assert!(l.frame.uses_frame_pointer);
    assert_eq!(l.text(), ["stp x29, x30, [sp, #-16]!", "mov x29, sp", "bl foo", "ldp x29, x30, [sp], #16", "ret"]);
    assert_eq!(
        l.cfi(),
        [
            (4, DefCfaOffset(16)),
            (4, Offset { reg: 30, offset: -8 }),
            (4, Offset { reg: 29, offset: -16 }),
            (8, DefCfa { reg: 29, offset: 16 }),
            (12, RememberState),
            (12, DefCfa { reg: 31, offset: 16 }),
            (16, DefCfaOffset(0)),
        ]
    );
}

#[test]
fn non_leaf_without_frame_pointer() {
    // llc-19 with `frame-pointer=none`: x30 alone.
    let mf = func(vec![vec![call(FOO), ret(&[])]]);
    let l = lower(mf, &summary(&[], &[]), opts(FramePointer::None));
    assert!(!l.frame.uses_frame_pointer);
    assert_eq!(l.text(), ["str x30, [sp, #-16]!", "bl foo", "ldr x30, [sp], #16", "ret"]);
    assert_eq!(
        l.cfi(),
        [(4, DefCfaOffset(16)), (4, Offset { reg: 30, offset: -16 }), (8, RememberState), (12, DefCfaOffset(0))]
    );
}

#[test]
fn frame_pointer_all_in_a_leaf() {
    let mf = func(vec![vec![ret(&[])]]);
    let l = lower(mf, &summary(&[], &[]), opts(FramePointer::All));
    assert_eq!(l.text(), ["stp x29, x30, [sp, #-16]!", "mov x29, sp", "ldp x29, x30, [sp], #16", "ret"]);
}

#[test]
fn callee_saved_gpr_and_fpr_pairs() {
    // llc-19's layout for x19-x21 and d8-d10 clobbered around a call, with and without x29.
    let body = || func(vec![vec![call(FOO), ret(&[])]]);
    let s = summary(&[X20, X19, X21], &[v(9), v(8), v(10)]);
    let l = lower(body(), &s, opts(FramePointer::NonLeaf));
    assert_eq!(
        l.text(),
        [
            "str d10, [sp, #-64]!",
            "stp d9, d8, [sp, #8]",
            "stp x29, x30, [sp, #24]",
            "str x21, [sp, #40]",
            "stp x20, x19, [sp, #48]",
            "add x29, sp, #24",
            "bl foo",
            "ldp x20, x19, [sp, #48]",
            "ldr x21, [sp, #40]",
            "ldp x29, x30, [sp, #24]",
            "ldp d9, d8, [sp, #8]",
            "ldr d10, [sp], #64",
            "ret"
        ]
    );
    let mut offsets: Vec<(u16, i32)> = l
        .cfi()
        .iter()
        .filter_map(|c| if let Offset { reg, offset } = c.1 { Some((reg, offset)) } else { None })
        .collect();
    offsets.sort();
    // llc-19: w19 -8, w20 -16, w21 -24, w30 -32, w29 -40, b8 -48, b9 -56, b10 -64.
    assert_eq!(offsets, [(19, -8), (20, -16), (21, -24), (29, -40), (30, -32), (72, -48), (73, -56), (74, -64)]);
    assert!(l.cfi().contains(&(24, DefCfa { reg: 29, offset: 40 })));

    let l = lower(body(), &s, opts(FramePointer::None));
    assert_eq!(
        l.text()[..4],
        ["str d10, [sp, #-64]!", "stp d9, d8, [sp, #16]", "stp x30, x21, [sp, #32]", "stp x20, x19, [sp, #48]"]
    );
    assert_eq!(
        l.text()[5..],
        ["ldp x20, x19, [sp, #48]", "ldp x30, x21, [sp, #32]", "ldp d9, d8, [sp, #16]", "ldr d10, [sp], #64", "ret"]
    );
    let rows = eh_frame_rows(&l.asm_file());
    assert_eq!(rows[0], "0x0: CFA=WSP");
    assert!(rows[1].starts_with("0x4: CFA=WSP+64"), "{rows:?}");
    assert!(rows.iter().any(|r| r.contains("W30=[CFA-32]") && r.contains("W21=[CFA-24]")), "{rows:?}");
}

// ---------------------------------------------------------------------------------------
// Large frames and offsets
// ---------------------------------------------------------------------------------------

/// A non-leaf function with one local of `size` bytes, storing to its last byte.
fn big_frame(size: u64) -> MFunction {
    let mut mf = func(vec![]);
    let a = mf.new_stack_object(size, 8);
    let b = mf.new_block();
    mf.blocks[b.0 as usize].insts = vec![strb_last(a, size), call(FOO), ret(&[])];
    mf
}

fn strb_last(a: FrameIndex, size: u64) -> MInst {
    str(Ty::B, X0, Addr::frame(a, size as i64 - 1))
}

#[test]
fn frame_over_4_kib() {
    let l = lower(big_frame(5000), &summary(&[], &[]), opts(FramePointer::NonLeaf));
    assert_eq!(
        l.text(),
        [
            "stp x29, x30, [sp, #-16]!",
            "mov x29, sp",
            "sub sp, sp, #1, lsl #12",
            "sub sp, sp, #912",
            // The object's last byte at sp + 4999 is beyond strb's imm12: through x16.
            "add x16, sp, #1, lsl #12",
            "add x16, x16, #903",
            "strb w0, [x16]",
            "bl foo",
            "add sp, sp, #1, lsl #12",
            "add sp, sp, #912",
            "ldp x29, x30, [sp], #16",
            "ret"
        ]
    );
    assert_eq!(l.frame.stack_adjust, 5008);
    // The CFA stays x29-based until sp is back at the save area.
    let c = l.cfi();
    assert_eq!(c[3], (8, DefCfa { reg: 29, offset: 16 }));
    assert_eq!(c[4..], [(32, RememberState), (40, DefCfa { reg: 31, offset: 16 }), (44, DefCfaOffset(0))]);
}

#[test]
fn frame_over_1_mib_without_frame_pointer() {
    // llc-19 splits 2,000,000 bytes as #488, lsl #12 and #1152.
    let l = lower(big_frame(2_000_000), &summary(&[], &[]), opts(FramePointer::None));
    let t = l.text();
    assert_eq!(t[..3], ["str x30, [sp, #-16]!", "sub sp, sp, #488, lsl #12", "sub sp, sp, #1152"]);
    assert_eq!(t[t.len() - 4..], ["add sp, sp, #488, lsl #12", "add sp, sp, #1152", "ldr x30, [sp], #16", "ret"]);
    // Every sp move has its CFA offset.
    let c = l.cfi();
    let prologue = [
        (4, DefCfaOffset(16)),
        (4, Offset { reg: 30, offset: -16 }),
        (8, DefCfaOffset(16 + 1_998_848)),
        (12, DefCfaOffset(2_000_016)),
    ];
    assert_eq!(c[..4], prologue);
    let n = l.code.bytes.len() as u32;
    // The epilogue's `add`s, `ldr` and `ret` are the last four words.
    assert_eq!(
        c[c.len() - 3..],
        [(n - 12, DefCfaOffset(16 + 1152)), (n - 8, DefCfaOffset(16)), (n - 4, DefCfaOffset(0))]
    );
}

#[test]
fn frame_over_16_mib_goes_through_x16() {
    let l = lower(big_frame(20 << 20), &summary(&[], &[]), opts(FramePointer::NonLeaf));
    let t = l.text();
    assert_eq!(t[..4], ["stp x29, x30, [sp, #-16]!", "mov x29, sp", "mov x16, #20971520", "sub sp, sp, x16"]);
    assert!(t.contains(&"add sp, sp, x16".to_string()), "{t:?}");
}

#[test]
fn incoming_stack_arguments() {
    // With x29, incoming arguments are x29-relative; without, sp-relative above the frame.
    let build = |call_it: bool| {
        let mut mf = func(vec![]);
        let inc = mf.new_fixed_object(8, 8, FixedSlot::Incoming(8));
        let a = mf.new_stack_object(40, 8);
        let b = mf.new_block();
        let mut body = vec![ldr(Ty::X, X8, Addr::frame(inc, 0)), str(Ty::X, X8, Addr::frame(a, 0))];
        if call_it {
            body.push(call(FOO));
        }
        body.push(ret(&[]));
        mf.blocks[b.0 as usize].insts = body;
        (mf, inc, a)
    };
    let (mf, inc, a) = build(true);
    let l = lower(mf, &summary(&[], &[]), opts(FramePointer::NonLeaf));
    assert_eq!(l.frame.frame_slot(inc), Some((FP, 24)));
    assert_eq!(l.frame.frame_slot(a), Some((SP, 0)));
    assert_eq!(l.text()[3..5], ["ldr x8, [x29, #24]", "str x8, [sp]"]);
    let (mf, inc, _) = build(false);
    let l = lower(mf, &summary(&[], &[]), opts(FramePointer::NonLeaf));
    assert_eq!(l.frame.frame_slot(inc), Some((SP, 48 + 8)));
    assert_eq!(l.text()[..2], ["sub sp, sp, #48", "ldr x8, [sp, #56]"]);
}

// ---------------------------------------------------------------------------------------
// Realignment, dynamic stack, tail calls
// ---------------------------------------------------------------------------------------

#[test]
fn over_aligned_object_realigns_sp() {
    let mut mf = func(vec![]);
    let a = mf.new_stack_object(40, 64);
    let b = mf.new_block();
    mf.blocks[b.0 as usize].insts = vec![str(Ty::X, X0, Addr::frame(a, 0)), call(FOO), ret(&[])];
    assert!(needs_frame_pointer(&mf, &opts(FramePointer::None)));
    assert!(!needs_base_pointer(&mf));
    let l = lower(mf, &summary(&[], &[]), opts(FramePointer::None));
    assert_eq!(
        l.text(),
        [
            "stp x29, x30, [sp, #-16]!",
            "mov x29, sp",
            "sub x16, sp, #48",
            "and sp, x16, #0xffffffffffffffc0",
            "str x0, [sp]",
            "bl foo",
            "mov sp, x29",
            "ldp x29, x30, [sp], #16",
            "ret"
        ]
    );
}

#[test]
fn dynamic_area_addresses_locals_from_x29() {
    let mut mf = func(vec![]);
    let a = mf.new_stack_object(16, 8);
    let dynamic = mf.new_fixed_object(0, 16, FixedSlot::DynamicArea);
    let b = mf.new_block();
    mf.blocks[b.0 as usize].insts =
        vec![sub_rr(Ty::X, X9, X9, X0, 0), mov_sp(SP, X9), str(Ty::X, X0, Addr::frame(a, 8)), call(FOO), ret(&[])];
    mf.frame.max_call_frame = 16;
    assert!(needs_frame_pointer(&mf, &opts(FramePointer::None)));
    let l = lower(mf, &summary(&[X19], &[]), opts(FramePointer::None));
    // Save area: x19 (CFA-16, padded), x29/x30 (CFA-32, CFA-24); locals 16 + call frame 16.
    assert_eq!(l.frame.frame_slot(dynamic), Some((SP, 16)));
    assert_eq!(l.frame.frame_slot(a), Some((FP, 16 - 32)));
    assert_eq!(
        l.text(),
        [
            "stp x29, x30, [sp, #-32]!",
            "str x19, [sp, #16]",
            "mov x29, sp",
            "sub sp, sp, #32",
            "sub x9, x9, x0",
            "mov sp, x9",
            "stur x0, [x29, #-8]",
            "bl foo",
            "mov sp, x29",
            "ldr x19, [sp, #16]",
            "ldp x29, x30, [sp], #32",
            "ret"
        ]
    );
}

#[test]
fn dynamic_area_with_over_aligned_object_uses_a_base_pointer() {
    let mut mf = func(vec![]);
    let a = mf.new_stack_object(40, 64);
    let b = mf.new_block();
    mf.blocks[b.0 as usize].insts = vec![mov_sp(SP, X0), str(Ty::X, X0, Addr::frame(a, 0)), call(FOO), ret(&[])];
    assert!(needs_base_pointer(&mf));
    let l = lower(mf, &summary(&[], &[]), opts(FramePointer::None));
    assert_eq!(l.frame.frame_slot(a), Some((X19, 0)));
    assert_eq!(
        l.text()[..6],
        [
            "stp x29, x30, [sp, #-32]!",
            "str x19, [sp, #16]",
            "mov x29, sp",
            "sub x16, sp, #48",
            "and sp, x16, #0xffffffffffffffc0",
            "mov x19, sp"
        ]
    );
    // A base pointer the allocator handed out is an error, not a wrong frame.
    let mut mf = func(vec![vec![mov_sp(SP, X0), ret(&[])]]);
    mf.new_stack_object(8, 32);
    assert!(lower_frame(&mut mf, &summary(&[X19], &[]), &opts(FramePointer::None), true, None).is_err());
}

#[test]
fn tail_call_after_the_epilogue() {
    let mut mf = func(vec![]);
    let a = mf.new_stack_object(40, 8);
    let b = mf.new_block();
    mf.blocks[b.0 as usize].insts = vec![
        str(Ty::X, X0, Addr::frame(a, 0)),
        call(FOO),
        call_sym(BAR, &[(Reg::Phys(X0), X0)], &[], None).with_flags(inst_flags::TAIL_CALL),
        ret(&[]),
    ];
    let l = lower(mf, &summary(&[], &[]), opts(FramePointer::NonLeaf));
    assert_eq!(
        l.text(),
        [
            "stp x29, x30, [sp, #-16]!",
            "mov x29, sp",
            "sub sp, sp, #48",
            "str x0, [sp]",
            "bl foo",
            "add sp, sp, #48",
            "ldp x29, x30, [sp], #16",
            "b bar"
        ]
    );
    assert!(l.code.relocs.iter().any(|r| r.kind == rllc_objwriter::RelocKind::Jump26 && r.target == BAR));
    assert_eq!(l.mf.blocks[0].insts.len(), 8);
}

#[test]
fn musttail_that_stays_a_call_is_an_error() {
    let mut mf = func(vec![vec![
        call(FOO).with_flags(inst_flags::TAIL_CALL | inst_flags::MUST_TAIL_CALL),
        add_ri(Ty::X, X0, X0, 1),
        ret(&[]),
    ]]);
    assert!(lower_frame(&mut mf, &summary(&[], &[]), &opts(FramePointer::None), false, None).is_err());
}

#[test]
fn epilogues_in_several_blocks_keep_the_cfi_state() {
    // b0: cbz-like split; b1 returns; b2 returns: remember/restore around b1's epilogue.
    let mut mf = func(vec![
        vec![cmp_ri(Ty::X, X0, 0), brcond(Cond::Eq, MBlockId(2), MBlockId(1))],
        vec![call(FOO), ret(&[])],
        vec![call(BAR), ret(&[])],
    ]);
    mf.add_edge(MBlockId(0), MBlockId(1));
    mf.add_edge(MBlockId(0), MBlockId(2));
    let l = lower(mf, &summary(&[X19], &[]), opts(FramePointer::NonLeaf));
    let c = l.cfi();
    let remember = c.iter().filter(|r| r.1 == RememberState).count();
    let restore = c.iter().filter(|r| r.1 == RestoreState).count();
    assert_eq!((remember, restore), (2, 1));
    let rows = eh_frame_rows(&l.asm_file());
    // After the first epilogue, b2 is back on the x29-based CFA with every register saved.
    let b2 = l.code.block_offsets[2];
    let row = rows.iter().find(|r| r.starts_with(&format!("{b2:#x}:"))).unwrap_or_else(|| panic!("{rows:?}"));
    assert_eq!(row, &format!("{b2:#x}: CFA=W29+32: W19=[CFA-16], W29=[CFA-32], W30=[CFA-24]"));
    assert!(rows.last().unwrap().ends_with("CFA=WSP: W19=[CFA-16], W29=[CFA-32], W30=[CFA-24]"), "{rows:?}");
}

#[test]
fn naked_functions_get_nothing() {
    let mut mf = func(vec![vec![call(FOO), ret(&[])]]);
    let inc = mf.new_fixed_object(8, 8, FixedSlot::Incoming(0));
    let o = FrameOptions { frame_pointer: FramePointer::All, naked: true };
    assert!(!needs_frame_pointer(&mf, &o));
    let f = lower_frame(&mut mf, &summary(&[], &[]), &o, false, None).unwrap();
    assert_eq!(mf.blocks[0].insts.len(), 2);
    assert_eq!(f.frame_slot(inc), Some((SP, 0)));
    assert!(f.cfi.is_empty());
}

// ---------------------------------------------------------------------------------------
// Lines of text at code offsets
// ---------------------------------------------------------------------------------------

#[test]
fn print_lines_show_the_branch_forms_the_layout_chose() {
    // b0: a tbz over 36 KiB (long: tbnz #8; b), a b.ne over as much (short: ±1 MiB).
    let mut nops: Vec<MInst> = (0..9000).map(|_| nop()).collect();
    nops.push(ret(&[]));
    let mf = func(vec![
        vec![tbz(X1, 3, MBlockId(2)), brcond(Cond::Ne, MBlockId(2), MBlockId(1))],
        nops,
        vec![call(FOO), ret(&[])],
    ]);
    let l = lower(mf, &summary(&[], &[]), opts(FramePointer::None));
    let at = |k: usize| &l.lines[k];
    // Label, the prologue's `str x30`, then the branches.
    assert_eq!((at(0).offset, at(0).len, at(0).text.as_str()), (0, 0, ".LBB0_0:\n"));
    assert_eq!((at(2).offset, at(2).len, at(2).text.as_str()), (4, 8, "\ttbnz\tw1, #3, #8\n\tb\t.LBB0_2\n"));
    assert_eq!((at(3).offset, at(3).len, at(3).text.as_str()), (12, 4, "\tb.ne\t.LBB0_2\n"));
    assert_eq!((at(4).offset, at(4).len, at(4).text.as_str()), (16, 0, ".LBB0_1:\n"));
}

#[test]
fn frame_addresses_become_add_or_sub() {
    let mut mf = func(vec![]);
    let small = mf.new_stack_object(16, 8);
    let big = mf.new_stack_object(8000, 8);
    let inc = mf.new_fixed_object(8, 8, FixedSlot::Incoming(0));
    let b = mf.new_block();
    mf.blocks[b.0 as usize].insts = vec![
        frame_addr(X0, Addr::frame(small, 8)),
        frame_addr(X1, Addr::frame(big, 7000)),
        frame_addr(X2, Addr::frame(inc, 0)),
        call(FOO),
        ret(&[]),
    ];
    let l = lower(mf, &summary(&[], &[]), opts(FramePointer::NonLeaf));
    // `big` is at sp + 16: 7016 = 4096 + 2920. The incoming argument is at x29 + 16.
    assert_eq!(l.text()[4..8], ["add x0, sp, #8", "add x1, sp, #1, lsl #12", "add x1, x1, #2920", "add x2, x29, #16"]);
}

// ---------------------------------------------------------------------------------------
// Return-address signing (-mbranch-protection), as llc-19's AArch64PointerAuth
// ---------------------------------------------------------------------------------------

fn negations(l: &Lowered) -> Vec<u32> {
    l.cfi().iter().filter(|c| c.1 == CfiInst::NegateRaState).map(|c| c.0).collect()
}

/// "non-leaf" with asynchronous tables: `paciasp` first, its rule right after it;
/// `autiasp` last in the epilogue, its rule right after it, before the `ret`.
#[test]
fn non_leaf_signs_with_the_a_key() {
    let sign = Sign { all: false, b_key: false, async_cfi: true };
    let mf = func(vec![vec![call(FOO), ret(&[])]]);
    let l = lower_signed(mf, &summary(&[], &[]), opts(FramePointer::NonLeaf), Some(sign));
    assert_eq!(
        l.text(),
        ["hint #25", "stp x29, x30, [sp, #-16]!", "mov x29, sp", "bl foo", "ldp x29, x30, [sp], #16", "hint #29", "ret"]
    );
    assert_eq!(negations(&l), [4, 24]);
    assert_eq!(l.cfi()[1], (8, DefCfaOffset(16)));
    assert!(l.frame.signs_return_address);
    // llvm-mc takes the directives: a row at each of 0x0 (entry), 0x4 (signed), 0x8 (saved),
    // 0xc (x29), 0x10 (sp-based CFA), 0x14 (reloaded), 0x18 (authenticated).
    assert_eq!(eh_frame_rows(&l.asm_file()).len(), 7);
}

/// "non-leaf" leaves x30 alone in a leaf: no signing.
#[test]
fn leaf_is_not_signed_under_non_leaf() {
    let sign = Sign { all: false, b_key: false, async_cfi: true };
    let mf = func(vec![vec![add_ri(Ty::X, X0, X0, 1), ret(&[])]]);
    let l = lower_signed(mf, &summary(&[], &[]), opts(FramePointer::NonLeaf), Some(sign));
    assert_eq!(l.text(), ["add x0, x0, #1", "ret"]);
    assert!(l.cfi().is_empty() && !l.frame.signs_return_address);
}

/// "all" signs a leaf without a frame; the B key marks the frame; synchronous tables have
/// one negation only, with the prologue's first rule (here none: after the signing).
#[test]
fn all_signs_leaves_with_the_b_key() {
    let sign = Sign { all: true, b_key: true, async_cfi: false };
    let mf = func(vec![vec![add_ri(Ty::X, X0, X0, 1), ret(&[])]]);
    let l = lower_signed(mf, &summary(&[], &[]), opts(FramePointer::NonLeaf), Some(sign));
    assert_eq!(l.text(), ["hint #27", "add x0, x0, #1", "hint #31", "ret"]);
    assert_eq!(l.cfi()[0], (0, CfiInst::BKeyFrame));
    assert_eq!(negations(&l), [4]);
}
