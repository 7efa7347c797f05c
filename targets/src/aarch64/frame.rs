//! AArch64 frame lowering (AAPCS64, ELF), after register allocation: places every stack
//! object (allocas, spill slots, the calling convention's fixed objects), rewrites frame
//! addresses whose offsets no instruction immediate holds (through x16), inserts the
//! prologue and the epilogues (before every `ret` and tail call `b sym`/`br xN`), and
//! records the call-frame information (CFI).
//!
//! The frame, from high to low addresses, as llc-19 lays it out:
//!
//! ```text
//!   incoming stack arguments          CFA + 0, 8, ...   (`FixedSlot::Incoming`)
//!   ---------------------------------- CFA = sp at entry (no return address is pushed)
//!   callee-saved x19, x20, ... x28    pairs from the top: `stp x20, x19, [sp, #off]`
//!   frame record x29, x30             x29 points here when a frame pointer is kept
//!                                     (without one, x30 joins the GPRs above as needed)
//!   callee-saved d8, d9, ... d15      pairs: `stp d9, d8, [sp, #off]`
//!   ---------------------------------- the save area, 16-byte rounded; its lowest unit
//!                                     is stored first with `[sp, #-size]!`
//!   locals and spill slots
//!   [dynamic allocations]             (`FixedSlot::DynamicArea` = sp + call frame)
//!   outgoing stack arguments          sp + 0, 8, ...    (`FixedSlot::Outgoing`)
//! ```
//!
//! An odd register count leaves 8 bytes of padding above the last single register. The
//! outgoing-argument area of the largest call is reserved once, so sp stays put in the
//! body. A function whose body moves sp (dynamic `alloca`, `stackrestore`: an
//! instruction defining sp) gets a frame pointer, addresses its locals from x29 and
//! restores sp from x29 in the epilogue. Objects aligned beyond 16 bytes make the
//! prologue realign sp (`sub x16, sp, #n; and sp, x16, #-align`), x29 keeping the
//! incoming arguments reachable, and x19 holding the realigned sp (the base pointer)
//! when the body moves sp too. AArch64 has no red zone: a function with no calls, no
//! stack objects, no callee-saved registers and no frame pointer gets no frame at all.
//!
//! CFI is exact at every instruction, as on x86-64: `.cfi_def_cfa_offset` after each sp
//! move of the prologue, `.cfi_offset` for each saved register, `.cfi_def_cfa w29, n` once
//! x29 is set; each epilogue goes back to an sp-based CFA before the frame record is
//! reloaded. The shared `crate::prologue` places prologue and epilogues and brackets each
//! epilogue with remember/restore-state; positions are flat instruction indices of the
//! final function, which `Frame::cfi_offsets` turns into code offsets.

use super::branches::A64Branches;
use super::emit::{encode_inst, phys};
use super::inst::{self as I, decode, Addr, Disp, Mode, Opcode, Slot, Ty};
use super::pauth::Sign;
use super::regs::{self, FP, LR, SP, X16, X19};
use crate::code::FrameLayout;
use rllc_ir::Diagnostic;
use rllc_isel::mir::{
    inst_flags, FixedSlot, FrameIndex, MFunction, MInst, MOperand, OperandConstraint, OperandKind, OperandPos, PReg,
    Reg, RegOperand,
};
use rllc_isel::regalloc_adapter::AllocationSummary;
pub use crate::frame_facts::{FrameOptions, FramePointer};
use crate::frame_facts::{fixed_slots, has_calls, max_object_align, moves_stack_pointer, writes};
use rllc_objwriter::CfiInst;

fn diag(msg: impl Into<String>) -> Diagnostic {
    Diagnostic::new(None, format!("aarch64 frame lowering: {}", msg.into()))
}

/// Whether the function needs x29 as a frame pointer. Decide this after selection and
/// before register allocation (x29 is allocatable otherwise); spill slots, created by the
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
    mf.frame.reads_frame_record || moves_stack_pointer(mf, SP) || max_object_align(mf, &fixed_slots(mf)) > 16
}

/// Whether the function needs x19 as a base pointer (over-aligned objects in a frame
/// whose sp moves): then x19 must not be allocatable. Decide with `needs_frame_pointer`.
pub fn needs_base_pointer(mf: &MFunction) -> bool {
    moves_stack_pointer(mf, SP) && max_object_align(mf, &fixed_slots(mf)) > 16
}

/// Where each stack object lives, and the function's CFI.
#[derive(Clone, Debug, Default)]
pub struct Frame {
    slots: Vec<Option<(PReg, i64)>>,
    /// `(flat instruction index, rule)`: the rule holds from the start of that instruction.
    pub cfi: Vec<(u32, CfiInst)>,
    pub uses_frame_pointer: bool,
    /// Bytes of the callee-saved area (frame record included), a multiple of 16.
    pub save_area: u64,
    /// Bytes sp moves below the save area in the prologue (before any realignment).
    pub stack_adjust: u64,
    /// Each saved register and where: its offset from the CFA.
    pub saved: Vec<(PReg, i64)>,
    /// The prologue starts by signing x30 (`paciasp`/`pacibsp`; `pauth.rs`).
    pub signs_return_address: bool,
}

impl FrameLayout for Frame {
    fn frame_slot(&self, index: FrameIndex) -> Option<(PReg, i64)> {
        self.slots.get(index.0 as usize).copied().flatten()
    }
}

impl Frame {
    /// The CFI rules at code offsets, given the encoded function's instruction offsets
    /// (`FunctionCode::inst_offsets`) and code length.
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

/// Whether `inst` leaves the function (a return or a tail call): the epilogue goes
/// before it.
fn leaves(inst: &MInst) -> bool {
    matches!(decode(inst), Some((Opcode::Ret | Opcode::BSym | Opcode::BrTail, _)))
}

/// `dst = base ± off` (either may be sp) in the fewest instructions: one `add`/`sub`
/// below 4096, two (`#hi, lsl #12` then `#lo`) below 16 MiB, else the magnitude in x16
/// (`mov`/`movk`) and an extended-register `add`/`sub`. Each instruction comes with the
/// part of `off` that `dst` holds after it (`None` while only x16 is being set up), for
/// the CFI of sp moves.
fn add_offset(dst: PReg, base: PReg, off: i64) -> Vec<(MInst, Option<i64>)> {
    let neg = off < 0;
    let mag = off.unsigned_abs() as i64;
    let sign = if neg { -1 } else { 1 };
    let step = |d: PReg, b: PReg, v: i64| if neg { I::sub_ri(Ty::X, d, b, v) } else { I::add_ri(Ty::X, d, b, v) };
    let mut out = Vec::new();
    if mag == 0 {
        if dst != base {
            out.push((I::add_ri(Ty::X, dst, base, 0i64), Some(0)));
        }
    } else if mag < 1 << 24 {
        let (hi, lo) = (mag & !0xfff, mag & 0xfff);
        let mut src = base;
        if hi > 0 {
            out.push((step(dst, src, hi), Some(sign * hi)));
            src = dst;
        }
        if lo > 0 {
            out.push((step(dst, src, lo), Some(off)));
        }
    } else {
        out.extend(I::mov_imm(Ty::X, X16, mag).into_iter().map(|i| (i, None)));
        let uxtx = 3i64 << 8;
        let i = if neg { I::sub_rx(Ty::X, dst, base, X16, uxtx) } else { I::add_rx(Ty::X, dst, base, X16, uxtx) };
        out.push((i, Some(off)));
    }
    out
}

/// One store/load of the save area: one register or a pair (`lo` at the lower address).
#[derive(Clone, Copy, Debug)]
struct SaveUnit {
    lo: PReg,
    hi: Option<PReg>,
    /// Offset of `lo` from sp after the save area is allocated.
    sp_off: i64,
}

impl SaveUnit {
    fn store(&self, addr: Addr) -> MInst {
        match (self.hi, regs::is_fpr(self.lo)) {
            (Some(hi), false) => I::stp(Ty::X, self.lo, hi, addr),
            (Some(hi), true) => I::stp_f(Ty::D, self.lo, hi, addr),
            (None, false) => I::str(Ty::X, self.lo, addr),
            (None, true) => I::str_f(Ty::D, self.lo, addr),
        }
    }

    fn load(&self, addr: Addr) -> MInst {
        match (self.hi, regs::is_fpr(self.lo)) {
            (Some(hi), false) => I::ldp(Ty::X, self.lo, hi, addr),
            (Some(hi), true) => I::ldp_f(Ty::D, self.lo, hi, addr),
            (None, false) => I::ldr(Ty::X, self.lo, addr),
            (None, true) => I::ldr_f(Ty::D, self.lo, addr),
        }
    }

    fn regs(&self) -> impl Iterator<Item = (PReg, i64)> {
        [Some((self.lo, self.sp_off)), self.hi.map(|h| (h, self.sp_off + 8))].into_iter().flatten()
    }
}

/// The save area: units from the lowest address up, and its size. `groups` lists the
/// registers from the top of the frame down, in groups paired within themselves (the
/// frame record is a group of its own so that x29 and x30 always pair).
fn save_units(groups: &[Vec<PReg>]) -> (Vec<SaveUnit>, u64) {
    // Units top-down: consecutive registers of a group pair up, an odd last one is alone.
    let mut top_down: Vec<(PReg, Option<PReg>)> = Vec::new();
    for g in groups {
        for c in g.chunks(2) {
            // The first register of a chunk is the higher one.
            top_down.push(match *c {
                [upper, lower] => (lower, Some(upper)),
                [only] => (only, None),
                _ => continue,
            });
        }
    }
    let nregs: u64 = top_down.iter().map(|u| 1 + u64::from(u.1.is_some())).sum();
    let size = align_up(8 * nregs, 16);
    // An odd count pads the last single register (top-down) to 16 bytes, the register in
    // the lower half, as llc does; an odd count always has exactly one single.
    let padded = if nregs % 2 == 1 { top_down.iter().rposition(|u| u.1.is_none()) } else { None };
    let mut units = Vec::with_capacity(top_down.len());
    let mut below_cfa = 0u64;
    for (k, &(lo, hi)) in top_down.iter().enumerate() {
        below_cfa += 8 + 8 * u64::from(hi.is_some() || padded == Some(k));
        units.push(SaveUnit { lo, hi, sp_off: (size - below_cfa) as i64 });
    }
    units.reverse();
    (units, size)
}

/// The register operand x16 as a base register (read early).
fn x16_use() -> MOperand {
    MOperand::Reg(RegOperand {
        reg: Reg::Phys(X16),
        kind: OperandKind::Use,
        constraint: OperandConstraint::Reg,
        pos: OperandPos::Early,
    })
}

/// Rewrites the body for the layout: frame-address pseudos become `add`/`sub` from
/// their object's base register, and a memory operand on a stack object whose offset
/// fits neither the scaled nor the unscaled immediate of its instruction gets its address
/// in x16 first (`add x16, sp, #hi, lsl #12` …, then `[x16]`).
fn rewrite_frame_operands(mf: &mut MFunction, frame: &Frame) -> Result<(), Diagnostic> {
    for block in &mut mf.blocks {
        let old = std::mem::take(&mut block.insts);
        let mut new = Vec::with_capacity(old.len());
        for mut inst in old {
            let Some((op, _)) = decode(&inst) else {
                new.push(inst);
                continue;
            };
            let d = op.desc();
            let Some(at) = d.slot_offsets().find(|(s, _)| matches!(s, Slot::Mem(_))).map(|s| s.1) else {
                new.push(inst);
                continue;
            };
            let Some(addr) = Addr::decode(&inst.ops, at) else {
                new.push(inst);
                continue;
            };
            let Disp::Frame(fi, extra) = addr.disp else {
                new.push(inst);
                continue;
            };
            let (base, off) = frame.frame_slot(fi).ok_or_else(|| diag(format!("stack object {} not placed", fi.0)))?;
            // The selector's `FrameAddr dst, [frame]` pseudo (no code of its own).
            if op == Opcode::FrameAddr {
                let dst = phys(&inst.ops[0]).map_err(|e| diag(e.message))?;
                let loc = inst.loc;
                new.extend(add_offset(dst, base, off + extra).into_iter().map(|(mut i, _)| {
                    i.loc = loc;
                    i
                }));
                continue;
            }
            if encode_inst(&inst, frame).is_ok() {
                new.push(inst);
                continue;
            }
            if addr.mode != Mode::Offset || addr.index.is_some() {
                return Err(diag(format!("{}: a stack object address with writeback or an index", d.name)));
            }
            new.extend(add_offset(X16, base, off + extra).into_iter().map(|(mut i, _)| {
                i.loc = inst.loc;
                i
            }));
            inst.ops[at] = x16_use();
            inst.ops[at + 3] = MOperand::Imm(0);
            new.push(inst);
        }
        block.insts = new;
    }
    Ok(())
}

/// Lays out the frame of the allocated function `mf` and inserts its prologue and
/// epilogues. `fp` must be what `needs_frame_pointer` said before allocation. `sign`: how
/// the function signs its return address, if it asks to (`pauth.rs`).
pub fn lower_frame(
    mf: &mut MFunction,
    summary: &AllocationSummary,
    opts: &FrameOptions,
    fp: bool,
    sign: Option<Sign>,
) -> Result<Frame, Diagnostic> {
    let fixed = fixed_slots(mf);
    if opts.naked {
        // sp is the CFA throughout.
        return Ok(Frame { slots: crate::frame_facts::naked_slots(&fixed, SP, 0), ..Frame::default() });
    }
    let calls = has_calls(mf);
    let dynamic = moves_stack_pointer(mf, SP);
    let align = max_object_align(mf, &fixed);
    let realign = (align > 16).then_some(align);
    if (dynamic || realign.is_some()) && !fp {
        return Err(diag("this frame needs a frame pointer that was not reserved"));
    }
    // Over-aligned objects in a frame whose sp moves: x19 keeps the realigned sp (the base
    // pointer), which the driver kept out of allocation (`needs_base_pointer`).
    let bp = dynamic && realign.is_some();
    if bp && summary.used_callee_saved.iter().flatten().any(|&p| p == X19) {
        return Err(diag("the base pointer x19 was not reserved"));
    }

    // The registers to save, top-down in groups: GPRs, the frame record, FPRs.
    let save_lr = fp || calls || writes(mf, LR);
    let mut gprs: Vec<PReg> = Vec::new();
    let mut fprs: Vec<PReg> = Vec::new();
    if bp {
        gprs.push(X19);
    }
    for (class, used) in summary.used_callee_saved.iter().enumerate() {
        for &p in used {
            let ok = if class as u8 == regs::GPR.0 {
                regs::CALLEE_SAVED_GPRS.contains(&p)
            } else {
                regs::CALLEE_SAVED_FPRS_LOW64.contains(&p)
            };
            if !ok {
                return Err(diag(format!("{p:?} is no callee-saved register of class {class}")));
            }
            let list = if regs::is_fpr(p) { &mut fprs } else { &mut gprs };
            if !(list.contains(&p) || fp && p == FP) {
                list.push(p);
            }
        }
    }
    gprs.sort_by_key(|p| p.0);
    fprs.sort_by_key(|p| p.0);
    let mut groups = vec![gprs];
    if fp {
        groups.push(vec![LR, FP]);
    } else if save_lr {
        groups[0].push(LR);
    }
    groups.push(fprs);
    let (units, save_area) = save_units(&groups);
    let saved: Vec<(PReg, i64)> = units.iter().flat_map(|u| u.regs()).map(|(p, o)| (p, o - save_area as i64)).collect();
    // x29's offset from sp once the save area is allocated.
    let fp_off = units.iter().flat_map(|u| u.regs()).find(|r| r.0 == FP && fp).map_or(0, |r| r.1);
    let fp_to_cfa = save_area as i64 - fp_off;

    // Place the objects the frame chooses, bottom-up from the body's sp, above the
    // outgoing-argument area.
    let nobj = mf.stack_objects.len();
    let max_call = mf.frame.max_call_frame;
    let mut pos = max_call;
    let mut sp_off: Vec<Option<i64>> = vec![None; nobj];
    for i in crate::frame_facts::placement_order(mf, &fixed) {
        let o = &mf.stack_objects[i];
        pos = align_up(pos, o.align);
        sp_off[i] = Some(pos as i64);
        pos += o.size;
    }
    // sp stays 16-byte aligned (AAPCS64 requires it wherever sp is a base register).
    let locals = align_up(pos, 16);
    if locals + save_area > i64::MAX as u64 / 2 {
        return Err(diag("stack frame too large"));
    }
    let locals_i = locals as i64;

    let mut slots: Vec<Option<(PReg, i64)>> = vec![None; nobj];
    for (i, slot) in slots.iter_mut().enumerate() {
        *slot = Some(match fixed[i] {
            Some(FixedSlot::Outgoing(off)) => (SP, off),
            Some(FixedSlot::DynamicArea) => (SP, max_call as i64),
            // x29 reaches the incoming arguments with small offsets whatever the frame size.
            Some(FixedSlot::Incoming(off)) if fp => (FP, off + fp_to_cfa),
            Some(FixedSlot::Incoming(off)) => (SP, off + save_area as i64 + locals_i),
            None => {
                let off = sp_off[i].unwrap_or(0);
                if bp {
                    (X19, off)
                } else if dynamic {
                    // x29 = CFA - save_area + fp_off; the body's sp before any dynamic move
                    // is CFA - save_area - locals.
                    (FP, off - locals_i - fp_off)
                } else {
                    (SP, off)
                }
            }
        });
    }
    // "non-leaf" signs the functions that save x30 (llc: x30 among the callee-saved
    // registers), "all" every function.
    let sign = sign.filter(|s| s.all || save_lr);
    let mut frame = Frame {
        slots,
        cfi: Vec::new(),
        uses_frame_pointer: fp,
        save_area,
        stack_adjust: locals,
        saved: saved.clone(),
        signs_return_address: sign.is_some(),
    };
    rewrite_frame_operands(mf, &frame)?;
    if save_area == 0 && locals == 0 && realign.is_none() && sign.is_none() {
        // No frame at all (a leaf without stack objects): only tail calls to form.
        crate::tail_calls::form_tail_calls(mf, &A64Branches);
        return finish_tail_calls(mf).map(|_| frame);
    }

    // The prologue.
    let mut pro: Vec<MInst> = Vec::new();
    let mut pro_cfi: Vec<(usize, CfiInst)> = Vec::new();
    let offset_rules = |u: &SaveUnit, cfi: &mut Vec<(usize, CfiInst)>, at: usize| {
        // Higher register first, as llc lists them.
        let mut r: Vec<(PReg, i64)> = u.regs().collect();
        r.reverse();
        for (p, o) in r {
            cfi.push((at, CfiInst::Offset { reg: dwarf(p), offset: (o - save_area as i64) as i32 }));
        }
    };
    for (k, u) in units.iter().enumerate() {
        let addr = if k == 0 { Addr::pre(SP, -(save_area as i64)) } else { Addr::base(SP, u.sp_off) };
        pro.push(u.store(addr));
        if k == 0 {
            pro_cfi.push((pro.len(), CfiInst::DefCfaOffset(save_area as i32)));
        }
        offset_rules(u, &mut pro_cfi, pro.len());
    }
    if fp {
        pro.push(if fp_off == 0 { I::mov_sp(FP, SP) } else { I::add_ri(Ty::X, FP, SP, fp_off) });
        pro_cfi.push((pro.len(), CfiInst::DefCfa { reg: dwarf(FP), offset: fp_to_cfa as i32 }));
    }
    if let Some(a) = realign {
        for (i, _) in add_offset(X16, SP, -locals_i) {
            pro.push(i);
        }
        pro.push(I::and_ri(Ty::X, SP, X16, -(a as i64)));
        if bp {
            pro.push(I::mov_sp(X19, SP));
        }
    } else {
        for (i, moved) in add_offset(SP, SP, -locals_i) {
            pro.push(i);
            if let (false, Some(m)) = (fp, moved) {
                pro_cfi.push((pro.len(), CfiInst::DefCfaOffset((save_area as i64 - m) as i32)));
            }
        }
    }

    if let Some(s) = sign {
        // Signing comes first; its CFI right after it (asynchronous tables) or, as llc
        // saves an advance, with the prologue's first rule (at the end without one).
        pro.insert(0, s.sign());
        for (at, _) in &mut pro_cfi {
            *at += 1;
        }
        let at = if s.async_cfi { 1 } else { pro_cfi.first().map_or(pro.len(), |c| c.0) };
        pro_cfi.insert(0, (at, CfiInst::NegateRaState));
        if s.b_key {
            pro_cfi.insert(0, (0, CfiInst::BKeyFrame));
        }
    }

    // The epilogue (before each return or tail call): sp back to the save area, then the
    // saved registers top-down, the lowest unit with post-index writeback; authentication
    // last.
    let epilogue = |out: &mut Vec<MInst>, cfi: &mut Vec<(usize, CfiInst)>| {
        let to_sp = CfiInst::DefCfa { reg: dwarf(SP), offset: save_area as i32 };
        if dynamic || realign.is_some() {
            out.push(if fp_off == 0 { I::mov_sp(SP, FP) } else { I::sub_ri(Ty::X, SP, FP, fp_off) });
            cfi.push((out.len(), to_sp));
        } else {
            let steps = add_offset(SP, SP, locals_i);
            let n = steps.len();
            for (k, (i, moved)) in steps.into_iter().enumerate() {
                out.push(i);
                match (fp, moved) {
                    (false, Some(m)) => {
                        cfi.push((out.len(), CfiInst::DefCfaOffset((save_area as i64 + locals_i - m) as i32)))
                    }
                    (true, _) if k + 1 == n => cfi.push((out.len(), to_sp)),
                    _ => {}
                }
            }
            if fp && n == 0 {
                cfi.push((out.len(), to_sp));
            }
        }
        for (k, u) in units.iter().enumerate().rev() {
            let addr = if k == 0 { Addr::post(SP, save_area as i64) } else { Addr::base(SP, u.sp_off) };
            out.push(u.load(addr));
            if k == 0 {
                cfi.push((out.len(), CfiInst::DefCfaOffset(0)));
            }
        }
        if let Some(s) = sign {
            out.push(s.auth());
            if s.async_cfi {
                cfi.push((out.len(), CfiInst::NegateRaState));
            }
        }
    };

    // Tail calls: `bl f; ret` becomes `b f` (after the epilogue, below).
    crate::tail_calls::form_tail_calls(mf, &A64Branches);
    finish_tail_calls(mf)?;

    frame.cfi = crate::prologue::insert_prologue_epilogues(mf, &pro, &pro_cfi, &leaves, &epilogue);
    Ok(frame)
}

/// After tail-call formation: a `musttail` call still a call is an error.
fn finish_tail_calls(mf: &MFunction) -> Result<(), Diagnostic> {
    let must = inst_flags::MUST_TAIL_CALL | inst_flags::CALL;
    if mf.blocks.iter().flat_map(|b| &b.insts).any(|i| i.flags & must == must) {
        return Err(diag("a musttail call with stack arguments could not be turned into a jump"));
    }
    Ok(())
}
