//! x86-64 frame lowering, after register allocation: places every stack object (allocas,
//! spill slots, the calling convention's fixed objects), inserts the prologue and the
//! epilogues (before every `ret` and tail-call `jmp`), and records the call-frame
//! information (CFI) that lets unwinders and debuggers walk the stack.
//!
//! The frame, from high to low addresses:
//!
//! ```text
//!   incoming stack arguments          CFA + 0, 8, ...   (`FixedSlot::Incoming`)
//!   return address                    CFA - 8
//!   saved rbp (with a frame pointer)  CFA - 16 = rbp
//!   saved callee-saved registers      push order
//!   locals and spill slots
//!   [dynamic allocations]             (`FixedSlot::DynamicArea` = rsp + call frame)
//!   outgoing stack arguments          rsp + 0, 8, ...   (`FixedSlot::Outgoing`)
//! ```
//!
//! The outgoing-argument area of the largest call is reserved once, so `rsp` stays put in
//! the body and every call sees a 16-byte aligned stack. A function whose body moves
//! `rsp` itself (dynamic `alloca`, `stackrestore`: an instruction defining `rsp`) gets a
//! frame pointer and addresses its objects from `rbp`; otherwise objects are addressed
//! from `rsp`. Objects aligned beyond 16 bytes make the prologue realign `rsp`
//! (`and rsp, -align`), with `rbp` keeping the incoming arguments reachable (and `rbx`
//! holding the realigned rsp when the body moves rsp too). A leaf
//! function (no calls, no dynamic stack) whose objects fit in 128 bytes keeps them in the
//! red zone below `rsp` and adjusts nothing, unless the function is `noredzone`.
//!
//! CFI positions are flat instruction indices of the final function ("from the start of
//! instruction i"; the instruction count means the end); `cfi_offsets` turns them into
//! code offsets once the function is encoded.

use super::emit::FrameLayout;
use super::inst::{self, decode, Addr, Opcode};
use super::regs::{self, Abi, Size, RBP, RBX, RSP};
use rllc_ir::attrs::AttrKind;
use rllc_ir::{Diagnostic, Function, Module};
use rllc_isel::mir::{inst_flags, FixedSlot, FrameIndex, MFunction, MInst, MOperand, PReg};
use crate::frame_facts::{fixed_slots, has_calls, max_object_align, moves_stack_pointer, naked_slots};
pub use crate::frame_facts::FramePointer;
use rllc_isel::regalloc_adapter::AllocationSummary;
use rllc_objwriter::CfiInst;

/// Per-function choices from the IR and the target.
#[derive(Clone, Copy, Debug)]
pub struct FrameOptions {
    pub abi: Abi,
    pub frame_pointer: FramePointer,
    /// The 128-byte red zone below `rsp` may hold a leaf function's objects.
    pub red_zone: bool,
    /// `naked`: the body is its own prologue and epilogue; frame lowering adds nothing.
    pub naked: bool,
    /// `"probe-stack"="inline-asm"` (stack-clash protection): frames larger than this many
    /// bytes are allocated and touched page by page (`"stack-probe-size"`, default 4096).
    pub probe_size: Option<u64>,
}

impl FrameOptions {
    /// Reads `"frame-pointer"`, `naked` and `noredzone` from the function's attributes.
    pub fn for_function(m: &Module, f: &Function, abi: Abi) -> FrameOptions {
        let common = crate::frame_facts::FrameOptions::for_function(m, f);
        FrameOptions {
            abi,
            frame_pointer: common.frame_pointer,
            // Win64 has no red zone.
            red_zone: abi == Abi::SysV && !m.attrs.has(f.fn_attrs, AttrKind::NoRedZone),
            naked: common.naked,
            probe_size: probe_size(m, f),
        }
    }
}

/// The probe interval of a function with `"probe-stack"="inline-asm"`: its
/// `"stack-probe-size"`, else 4096, rounded down to the stack alignment (llc's
/// `X86TargetLowering::getStackProbeSize`). Other `probe-stack` values are refused before
/// code generation (`src/ir_support.rs`).
fn probe_size(m: &Module, f: &Function) -> Option<u64> {
    let string = |key: &[u8]| m.syms.get(key).and_then(|k| m.attrs.string(f.fn_attrs, k)).flatten();
    if string(b"probe-stack").map(|v| m.syms.bytes(v)) != Some(b"inline-asm") {
        return None;
    }
    let size = string(b"stack-probe-size").and_then(|v| std::str::from_utf8(m.syms.bytes(v)).ok()?.parse::<u64>().ok());
    Some((size.unwrap_or(4096) & !15).max(16))
}

/// Whether the function needs rbp as a frame pointer. Decide this after selection and
/// before register allocation (rbp is allocatable otherwise); spill slots, created by the
/// allocator, are never aligned beyond 16 bytes so they cannot change the answer.
pub fn needs_frame_pointer(mf: &MFunction, opts: &FrameOptions) -> bool {
    if opts.naked {
        return false;
    }
    match opts.frame_pointer {
        FramePointer::All => return true,
        FramePointer::NonLeaf if has_calls(mf) => return true,
        _ => {}
    }
    moves_stack_pointer(mf, RSP) || max_object_align(mf, &fixed_slots(mf)) > 16 || asm_moves_stack_pointer(mf)
}

/// Whether an inline asm clobbers rsp (`~{rsp}`: an MS-style block that pushes, say):
/// its stack operands must then be addressed from rbp, as llc-19 does (the function gets a
/// frame pointer; LLVM's "opaque SP adjustment").
fn asm_moves_stack_pointer(mf: &MFunction) -> bool {
    mf.inline_asms.iter().any(|a| a.clobbers.iter().any(|c| matches!(c.as_str(), "rsp" | "esp" | "sp" | "spl")))
}

/// Whether the function needs rbx as a base pointer (over-aligned objects in a frame
/// whose rsp moves): then rbx must not be allocatable. Decide with `needs_frame_pointer`.
pub fn needs_base_pointer(mf: &MFunction, opts: &FrameOptions) -> bool {
    !opts.naked && moves_stack_pointer(mf, RSP) && max_object_align(mf, &fixed_slots(mf)) > 16
}

/// Where each stack object lives, and the function's CFI.
#[derive(Clone, Debug, Default)]
pub struct Frame {
    slots: Vec<Option<(PReg, i64)>>,
    /// `(flat instruction index, rule)`: the rule holds from the start of that instruction.
    pub cfi: Vec<(u32, CfiInst)>,
    pub uses_frame_pointer: bool,
    /// Bytes `rsp` moves below the callee-saved registers in the prologue.
    pub stack_adjust: u64,
    /// Bytes the prologue reserves: pushed registers (rbp among them) and `stack_adjust`
    /// (llc's `MachineFrameInfo::getStackSize`, which `"warn-stack-size"` compares).
    pub stack_size: u64,
}

impl FrameLayout for Frame {
    fn frame_slot(&self, index: FrameIndex) -> Option<(PReg, i64)> {
        self.slots.get(index.0 as usize).copied().flatten()
    }
}

impl Frame {
    /// The CFI rules at code offsets, given the encoded function's instruction offsets
    /// (`emit::FunctionCode::inst_offsets`) and code length.
    pub fn cfi_offsets(&self, inst_offsets: &[u32], code_len: u32) -> Vec<(u32, CfiInst)> {
        crate::prologue::cfi_offsets(&self.cfi, inst_offsets, code_len)
    }
}

fn dwarf(p: PReg) -> u16 {
    regs::dwarf_reg(p).unwrap_or(0)
}

fn align_up(v: u64, a: u64) -> u64 {
    let a = a.max(1);
    v.div_ceil(a) * a
}

fn is_return(inst: &MInst) -> bool {
    matches!(decode(inst), Some((Opcode::Ret | Opcode::JmpSym, _)))
}

/// Lays out the frame of the allocated function `mf` and inserts its prologue and
/// epilogues. `fp` must be what `needs_frame_pointer` said before allocation.
pub fn lower_frame(
    mf: &mut MFunction,
    summary: &AllocationSummary,
    opts: &FrameOptions,
    fp: bool,
) -> Result<Frame, Diagnostic> {
    let fixed = fixed_slots(mf);
    if opts.naked {
        // rsp is CFA - 8 (the return address) throughout.
        return Ok(Frame { slots: naked_slots(&fixed, RSP, 8), ..Frame::default() });
    }
    let calls = has_calls(mf);
    let dynamic = moves_stack_pointer(mf, RSP);
    // An asm moving rsp: objects are addressed from rbp, the red zone is still used (llc).
    let asm_sp = fp && asm_moves_stack_pointer(mf);
    let realign = max_object_align(mf, &fixed).max(16);
    let realign = if realign > 16 { Some(realign) } else { None };
    if dynamic && opts.probe_size.is_some() {
        return Err(Diagnostic::new(
            None,
            "dynamic stack allocation in a function with \"probe-stack\"=\"inline-asm\" is not supported \
             (llc probes each page of it)",
        ));
    }
    if (dynamic || realign.is_some()) && !fp {
        return Err(Diagnostic::new(None, "frame lowering: this frame needs a frame pointer that was not reserved"));
    }
    // Over-aligned objects in a frame whose rsp moves: rbx keeps the realigned rsp (the
    // base pointer), which the driver kept out of allocation (`needs_base_pointer`).
    let bp = dynamic && realign.is_some();
    if bp && summary.used_callee_saved.iter().flatten().any(|&p| p == RBX) {
        return Err(Diagnostic::new(None, "frame lowering: the base pointer rbx was not reserved"));
    }
    // Callee-saved registers to push (the frame pointer is pushed separately).
    let mut saved: Vec<PReg> = Vec::new();
    if bp {
        saved.push(RBX);
    }
    for (class, used) in summary.used_callee_saved.iter().enumerate() {
        for &p in used {
            if class as u8 != regs::GPR.0 {
                return Err(Diagnostic::new(None, "callee-saved vector registers are not supported yet"));
            }
            if !(saved.contains(&p) || fp && p == RBP) {
                saved.push(p);
            }
        }
    }
    let npush = saved.len() as u64 + fp as u64;
    // Bytes between the CFA and rsp after the pushes.
    let pushed = 8 + 8 * npush;

    // Place the objects the frame chooses, bottom-up from the body's rsp, above the
    // outgoing-argument area.
    let nobj = mf.stack_objects.len();
    let max_call = mf.frame.max_call_frame;
    let mut pos = max_call;
    let mut sp_off: Vec<Option<i64>> = vec![None; nobj];
    let mut local_bytes = 0u64;
    for i in crate::frame_facts::placement_order(mf, &fixed) {
        let o = &mf.stack_objects[i];
        pos = align_up(pos, o.align);
        sp_off[i] = Some(pos as i64);
        pos += o.size;
        local_bytes += o.size;
    }
    // The red-zone placement below (downwards from the CFA) may pad differently.
    let red_need = mf
        .stack_objects
        .iter()
        .enumerate()
        .filter(|(i, _)| sp_off[*i].is_some())
        .fold(pushed, |cur, (_, o)| align_up(cur + o.size, o.align))
        - pushed;
    let red_zone =
        opts.red_zone && !calls && !dynamic && realign.is_none() && max_call == 0 && red_need <= 128 && local_bytes > 0;
    // Calls need rsp 16-byte aligned (CFA ≡ 0 mod 16), and so do objects placed from rsp
    // with that alignment; otherwise 8 is enough.
    let need16 = calls || mf.stack_objects.iter().any(|o| o.align > 8);
    let adjust = if red_zone {
        0
    } else if need16 {
        align_up(pos + pushed, 16) - pushed
    } else {
        align_up(pos, 8)
    };
    if adjust > i32::MAX as u64 {
        return Err(Diagnostic::new(None, "stack frame larger than 2 GiB"));
    }
    let fits_red_zone = |o: i64| o >= -128;

    // Resolve every object to (base register, offset).
    let body_from_cfa = (pushed + adjust) as i64; // CFA - rsp in the body
    let mut slots: Vec<Option<(PReg, i64)>> = vec![None; nobj];
    for (i, slot) in slots.iter_mut().enumerate() {
        *slot = Some(match fixed[i] {
            Some(FixedSlot::Outgoing(off)) => (RSP, off),
            Some(FixedSlot::DynamicArea) => (RSP, max_call as i64),
            Some(FixedSlot::Incoming(off)) => {
                if dynamic || realign.is_some() || asm_sp {
                    (RBP, off + 16)
                } else {
                    (RSP, off + body_from_cfa)
                }
            }
            None => {
                let off = sp_off[i].unwrap_or(0);
                if bp {
                    (RBX, off)
                } else if dynamic || asm_sp {
                    // rbp = CFA - 16, rsp = CFA - body_from_cfa (before any dynamic move).
                    (RBP, off - body_from_cfa + 16)
                } else {
                    (RSP, off)
                }
            }
        });
    }
    if red_zone {
        // The objects sit just below rsp, placed downwards from the CFA so each keeps its
        // alignment (rsp is only 8-byte aligned after an odd number of pushes).
        let mut cur = pushed;
        for (i, o) in mf.stack_objects.iter().enumerate() {
            if sp_off[i].is_none() {
                continue;
            }
            cur = align_up(cur + o.size, o.align);
            let rsp_off = pushed as i64 - cur as i64;
            if !fits_red_zone(rsp_off) {
                return Err(Diagnostic::new(None, "frame lowering: red zone overflow"));
            }
            // (rbp = CFA - 16, rsp = CFA - pushed.)
            slots[i] = Some(if asm_sp { (RBP, rsp_off - pushed as i64 + 16) } else { (RSP, rsp_off) });
        }
    }

    // The prologue.
    let mut pro: Vec<MInst> = Vec::new();
    let mut pro_cfi: Vec<(usize, CfiInst)> = Vec::new();
    let mut cfa = 8i64;
    if fp {
        pro.push(inst::push_r(RBP));
        cfa += 8;
        pro_cfi.push((pro.len(), CfiInst::DefCfaOffset(cfa as i32)));
        pro_cfi.push((pro.len(), CfiInst::Offset { reg: dwarf(RBP), offset: -16 }));
        pro.push(inst::mov_rr(Size::S64, RBP, RSP));
        pro_cfi.push((pro.len(), CfiInst::DefCfaRegister(dwarf(RBP))));
    }
    for (k, &p) in saved.iter().enumerate() {
        pro.push(inst::push_r(p));
        cfa += 8;
        if !fp {
            pro_cfi.push((pro.len(), CfiInst::DefCfaOffset(cfa as i32)));
        }
        let at = -(8 + 8 * (fp as i64) + 8 * (k as i64 + 1));
        pro_cfi.push((pro.len(), CfiInst::Offset { reg: dwarf(p), offset: at as i32 }));
    }
    match opts.probe_size {
        Some(p) if adjust > p => probe_frame(&mut pro, &mut pro_cfi, adjust, p, cfa, fp),
        _ if adjust > 0 => {
            pro.push(inst::sub_ri(Size::S64, RSP, RSP, adjust as i64));
            if !fp {
                pro_cfi.push((pro.len(), CfiInst::DefCfaOffset((cfa + adjust as i64) as i32)));
            }
        }
        _ => {}
    }
    if let Some(a) = realign {
        pro.push(inst::and_ri(Size::S64, RSP, RSP, -(a as i64)));
        if bp {
            pro.push(inst::mov_rr(Size::S64, RBX, RSP));
        }
    }

    // The epilogue (before each return): restore rsp, pop in reverse order.
    let epilogue = |out: &mut Vec<MInst>, cfi: &mut Vec<(usize, CfiInst)>| {
        let mut cfa = cfa + adjust as i64;
        if fp {
            // (After an asm that moved rsp, llc trusts it to have put rsp back: `pop rbp`.)
            if saved.is_empty() && !(asm_sp && adjust == 0) {
                out.push(inst::leave());
                cfi.push((out.len(), CfiInst::DefCfa { reg: dwarf(RSP), offset: 8 }));
                return;
            }
            if dynamic || realign.is_some() {
                out.push(inst::lea(Size::S64, RSP, Addr::base(RBP, -(8 * saved.len() as i32))));
            } else if adjust > 0 {
                out.push(inst::add_ri(Size::S64, RSP, RSP, adjust as i64));
            }
            for &p in saved.iter().rev() {
                out.push(inst::pop_r(p));
            }
            out.push(inst::pop_r(RBP));
            cfi.push((out.len(), CfiInst::DefCfa { reg: dwarf(RSP), offset: 8 }));
        } else {
            if adjust > 0 {
                out.push(inst::add_ri(Size::S64, RSP, RSP, adjust as i64));
                cfa -= adjust as i64;
                cfi.push((out.len(), CfiInst::DefCfaOffset(cfa as i32)));
            }
            for &p in saved.iter().rev() {
                out.push(inst::pop_r(p));
                cfa -= 8;
                cfi.push((out.len(), CfiInst::DefCfaOffset(cfa as i32)));
            }
        }
    };

    // Tail calls: `call f; ret` becomes `jmp f` (after the epilogue, below).
    crate::tail_calls::form_tail_calls(mf, &super::branches::X86Branches);
    if mf.blocks.iter().flat_map(|b| &b.insts).any(|i| i.flags & inst_flags::MUST_TAIL_CALL != 0 && i.flags & inst_flags::CALL != 0) {
        return Err(Diagnostic::new(None, "a musttail call with stack arguments could not be turned into a jump"));
    }

    let saves = npush + adjust > 0;
    let cfi = crate::prologue::insert_prologue_epilogues(
        mf,
        &pro,
        &pro_cfi,
        &|inst| saves && is_return(inst),
        &epilogue,
    );
    Ok(Frame { slots, cfi, uses_frame_pointer: fp, stack_adjust: adjust, stack_size: 8 * npush + adjust })
}

/// Allocates `adjust` bytes of frame, touching every `probe` bytes on the way down, as
/// llc's `emitStackProbeInlineGeneric`: up to eight pages unrolled (`sub`, `movq $0`),
/// beyond that a loop down to r11 (free at entry); the remainder under a page is not
/// touched. `cfa` is CFA - rsp before; without a frame pointer the CFA follows rsp (r11
/// while the loop moves rsp).
fn probe_frame(pro: &mut Vec<MInst>, cfi: &mut Vec<(usize, CfiInst)>, adjust: u64, probe: u64, cfa: i64, fp: bool) {
    let sub = |n: u64| inst::sub_ri(Size::S64, RSP, RSP, n as i64);
    let touch = || inst::mov_mi(Size::S64, Addr::base(RSP, 0), 0);
    if adjust > 8 * probe {
        let bound = adjust - adjust % probe;
        pro.push(inst::mov_rr(Size::S64, regs::R11, RSP));
        pro.push(inst::sub_ri(Size::S64, regs::R11, regs::R11, bound as i64));
        if !fp {
            cfi.push((pro.len(), CfiInst::DefCfa { reg: dwarf(regs::R11), offset: (cfa + bound as i64) as i32 }));
        }
        pro.push(inst::stack_probe_loop(probe as i64));
        if adjust > bound {
            pro.push(sub(adjust - bound));
        }
        if !fp {
            cfi.push((pro.len(), CfiInst::DefCfa { reg: dwarf(RSP), offset: (cfa + adjust as i64) as i32 }));
        }
        return;
    }
    let mut done = 0;
    while done + probe < adjust {
        pro.push(sub(probe));
        done += probe;
        if !fp {
            cfi.push((pro.len(), CfiInst::DefCfaOffset((cfa + done as i64) as i32)));
        }
        pro.push(touch());
    }
    pro.push(sub(adjust - done));
    if !fp {
        cfi.push((pro.len(), CfiInst::DefCfaOffset((cfa + adjust as i64) as i32)));
    }
}

/// `MOperand::Frame` operands whose objects the layout does not know (for checks).
pub fn unresolved_frame_operands(mf: &MFunction, frame: &Frame) -> Vec<FrameIndex> {
    let mut out = Vec::new();
    for i in mf.blocks.iter().flat_map(|b| &b.insts) {
        for o in &i.ops {
            if let MOperand::Frame { index, .. } = o {
                if frame.frame_slot(*index).is_none() && !out.contains(index) {
                    out.push(*index);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rllc_isel::mir::MBlockId;

    fn func(body: Vec<MInst>) -> MFunction {
        let mut mf = MFunction::default();
        let b = mf.new_block();
        mf.blocks[b.0 as usize].insts = body;
        let _ = MBlockId(0);
        mf
    }

    fn opts(fp: FramePointer) -> FrameOptions {
        FrameOptions { abi: Abi::SysV, frame_pointer: fp, red_zone: true, naked: false, probe_size: None }
    }

    fn summary(saved: &[PReg]) -> AllocationSummary {
        AllocationSummary { spill_slots: Vec::new(), used_callee_saved: vec![saved.to_vec(), Vec::new()] }
    }

    fn names(mf: &MFunction) -> Vec<&'static str> {
        mf.blocks.iter().flat_map(|b| &b.insts).map(|i| decode(i).unwrap().0.desc().name).collect()
    }

    #[test]
    fn leaf_without_objects_has_no_prologue() {
        let mut mf = func(vec![inst::ret(&[])]);
        let f = lower_frame(&mut mf, &summary(&[]), &opts(FramePointer::None), false).unwrap();
        assert_eq!(names(&mf), vec!["Ret"]);
        assert!(f.cfi.is_empty());
    }

    #[test]
    fn frame_pointer_and_saves() {
        let mut mf = func(vec![inst::call_sym(rllc_isel::mir::SymbolRef::Block(MBlockId(0)), &[], &[], None), inst::ret(&[])]);
        mf.blocks[0].insts[0].flags |= rllc_isel::mir::inst_flags::CALL;
        let a = mf.new_stack_object(4, 4);
        let o = opts(FramePointer::All);
        assert!(needs_frame_pointer(&mf, &o));
        let f = lower_frame(&mut mf, &summary(&[regs::RBX]), &o, true).unwrap();
        assert_eq!(names(&mf), vec!["PushR", "MovRR", "PushR", "SubRI", "CallSym", "AddRI", "PopR", "PopR", "Ret"]);
        // CFA - rsp = 8 + 16 + adjust must be a multiple of 16.
        assert_eq!((24 + f.stack_adjust) % 16, 0);
        assert_eq!(f.frame_slot(a), Some((RSP, 0)));
        assert_eq!(f.cfi[0], (1, CfiInst::DefCfaOffset(16)));
        assert_eq!(f.cfi[2], (2, CfiInst::DefCfaRegister(6)));
        assert_eq!(f.cfi[3], (3, CfiInst::Offset { reg: 3, offset: -24 }));
    }

    #[test]
    fn red_zone_and_incoming() {
        let mut mf = func(vec![inst::ret(&[])]);
        let a = mf.new_stack_object(8, 8);
        let inc = mf.new_fixed_object(8, 8, FixedSlot::Incoming(0));
        let f = lower_frame(&mut mf, &summary(&[]), &opts(FramePointer::None), false).unwrap();
        assert_eq!(names(&mf), vec!["Ret"]);
        assert_eq!(f.frame_slot(a), Some((RSP, -8)));
        assert_eq!(f.frame_slot(inc), Some((RSP, 8)));
    }

    #[test]
    fn dynamic_stack_uses_rbp() {
        let mut mf = func(vec![inst::sub_rr(Size::S64, RSP, RSP, regs::RAX), inst::ret(&[])]);
        let a = mf.new_stack_object(16, 16);
        let inc = mf.new_fixed_object(8, 8, FixedSlot::Incoming(8));
        let o = opts(FramePointer::None);
        assert!(needs_frame_pointer(&mf, &o));
        let f = lower_frame(&mut mf, &summary(&[]), &o, true).unwrap();
        assert_eq!(names(&mf), vec!["PushR", "MovRR", "SubRI", "SubRR", "Leave", "Ret"]);
        assert_eq!(f.frame_slot(inc), Some((RBP, 24)));
        assert_eq!(f.frame_slot(a), Some((RBP, -16)));
    }
}
