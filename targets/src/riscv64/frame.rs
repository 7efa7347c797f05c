//! RISC-V 64 frame lowering (psABI, ELF), after register allocation: places every stack
//! object (allocas, spill slots, the calling convention's fixed objects), rewrites frame
//! addresses whose offsets do not fit 12 bits (through t5, `regs::FRAME_SCRATCH`),
//! inserts the prologue and the epilogues (before every `ret` and `tail`), and records
//! the call-frame information (CFI).
//!
//! The frame, from high to low addresses, as llc-19 lays it out:
//!
//! ```text
//!   incoming stack arguments          CFA + 0, 8, ...   (`FixedSlot::Incoming`)
//!   ---------------------------------- CFA = sp at entry = s0 when a frame pointer is kept
//!   variadic register save area       a(named)..a7, ending at the CFA (16-byte rounded)
//!   ra, s0, s1.., fs0..               8 bytes each, from the top
//!   locals and spill slots
//!   [dynamic allocations]             (`FixedSlot::DynamicArea` = sp + call frame)
//!   outgoing stack arguments          sp + 0, 8, ...    (`FixedSlot::Outgoing`)
//! ```
//!
//! sp moves once in the prologue: by the whole (16-byte aligned) frame when that fits an
//! `addi`, else by 2032 bytes first (the saves stay within reach) and the rest through
//! t5. A function whose body moves sp (dynamic `alloca`, `stackrestore`) or realigns it
//! (objects aligned beyond 16 bytes) keeps s0 and addresses locals from it (or from the
//! realigned sp) and restores sp from it. No red zone: a leaf function with no stack
//! objects and no saved registers gets no frame at all.

use super::branches::RvBranches;
use super::emit::{encode_inst, phys, EncodeOptions};
use super::inst::{self as I, decode, Addr, Disp, Opcode, Slot, Ty};
use super::isel::is_simm12;
use super::regs::{self, FP, FRAME_SCRATCH, RA, SP};
use crate::code::FrameLayout;
use crate::frame_facts::{fixed_slots, has_calls, max_object_align, moves_stack_pointer, FrameOptions, FramePointer};
use rllc_ir::Diagnostic;
use rllc_isel::mir::{
    inst_flags, FixedSlot, FrameIndex, MFunction, MInst, MOperand, OperandConstraint, OperandKind, OperandPos, PReg,
    Reg, RegOperand,
};
use rllc_isel::regalloc_adapter::AllocationSummary;
use rllc_objwriter::CfiInst;

/// Bytes sp moves first in a frame too large for one `addi` (llc's choice: 16-byte
/// aligned and leaves room for the saves' offsets).
const FIRST_STEP: i64 = 2032;

fn diag(msg: impl Into<String>) -> Diagnostic {
    Diagnostic::new(None, format!("riscv64 frame lowering: {}", msg.into()))
}

/// Whether the function needs s0 as a frame pointer. Decide this after selection and
/// before register allocation (s0 is allocatable otherwise).
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

/// Where each stack object lives, and the function's CFI.
#[derive(Clone, Debug, Default)]
pub struct Frame {
    slots: Vec<Option<(PReg, i64)>>,
    /// `(flat instruction index, rule)`: the rule holds from the start of that instruction.
    pub cfi: Vec<(u32, CfiInst)>,
    pub uses_frame_pointer: bool,
}

impl FrameLayout for Frame {
    fn frame_slot(&self, index: FrameIndex) -> Option<(PReg, i64)> {
        self.slots.get(index.0 as usize).copied().flatten()
    }
}

impl Frame {
    /// The CFI rules at code offsets, given the encoded function's instruction offsets.
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
    matches!(decode(inst), Some((Opcode::Ret | Opcode::Tail, _)))
}

/// `dst = base + off` for any offset: one `addi`, or the offset in `dst` (`li`) and an
/// `add` (`dst` must differ from `base`).
fn add_offset(dst: PReg, base: PReg, off: i64) -> Vec<MInst> {
    if is_simm12(off) {
        if off == 0 && dst == base {
            return Vec::new();
        }
        return vec![I::addi(Ty::X, dst, base, off)];
    }
    let mut v = super::isel::li_sequence(Reg::Phys(dst), off);
    v.push(I::add(Ty::X, dst, dst, base));
    v
}

/// The register operand t5 as a base register (read early).
fn scratch_use() -> MOperand {
    MOperand::Reg(RegOperand {
        reg: Reg::Phys(FRAME_SCRATCH),
        kind: OperandKind::Use,
        constraint: OperandConstraint::Reg,
        pos: OperandPos::Early,
    })
}

/// Rewrites the body for the layout: `FrameAddr` pseudos become `addi` (or `li` + `add`)
/// from their object's base register, and a memory operand on a stack object whose
/// offset does not fit 12 bits gets its address in t5 first.
fn rewrite_frame_operands(mf: &mut MFunction, frame: &Frame) -> Result<(), Diagnostic> {
    for block in &mut mf.blocks {
        let old = std::mem::take(&mut block.insts);
        let mut new = Vec::with_capacity(old.len());
        for mut inst in old {
            let Some((op, _)) = decode(&inst) else {
                new.push(inst);
                continue;
            };
            let Some(at) = op.desc().slot_offsets().find(|(s, _)| matches!(s, Slot::Mem(_))).map(|s| s.1) else {
                new.push(inst);
                continue;
            };
            let Some(Addr { disp: Disp::Frame(fi, extra), .. }) = Addr::decode(&inst.ops, at) else {
                new.push(inst);
                continue;
            };
            let (base, off) = frame.frame_slot(fi).ok_or_else(|| diag(format!("stack object {} not placed", fi.0)))?;
            let loc = inst.loc;
            if op == Opcode::FrameAddr {
                let dst = phys(&inst.ops[0]).map_err(|e| diag(e.message))?;
                new.extend(add_offset(dst, base, off + extra).into_iter().map(|mut i| {
                    i.loc = loc;
                    i
                }));
                continue;
            }
            if encode_inst(&inst, frame, EncodeOptions::default()).is_ok() {
                new.push(inst);
                continue;
            }
            new.extend(add_offset(FRAME_SCRATCH, base, off + extra).into_iter().map(|mut i| {
                i.loc = loc;
                i
            }));
            inst.ops[at] = scratch_use();
            inst.ops[at + 2] = MOperand::Imm(0);
            new.push(inst);
        }
        block.insts = new;
    }
    Ok(())
}

/// The store or load of one saved register at `off(sp)`.
fn save(p: PReg, off: i64) -> MInst {
    if regs::is_fpr(p) {
        I::fstore(Ty::D, p, Addr::base(SP, off))
    } else {
        I::store(Ty::D, p, Addr::base(SP, off))
    }
}

fn restore(p: PReg, off: i64) -> MInst {
    if regs::is_fpr(p) {
        I::fload(Ty::D, p, Addr::base(SP, off))
    } else {
        I::load(Ty::D, p, Addr::base(SP, off))
    }
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
        return Ok(Frame { slots: crate::frame_facts::naked_slots(&fixed, SP, 0), ..Frame::default() });
    }
    let calls = has_calls(mf);
    let dynamic = moves_stack_pointer(mf, SP);
    let align = max_object_align(mf, &fixed);
    let realign = align > 16;
    if (dynamic || realign) && !fp {
        return Err(diag("this frame needs a frame pointer that was not reserved"));
    }
    if dynamic && realign {
        return Err(diag("objects aligned beyond 16 bytes in a frame with dynamic allocations are not supported yet"));
    }

    // The variadic save area ends at the CFA; everything else lies below it.
    let va_size = match mf.frame.varargs {
        Some(va) => align_up(8 * (8 - u64::from(va.gp_used.min(8))), 16),
        None => 0,
    };
    let mut saved: Vec<PReg> = Vec::new();
    if calls || fp {
        saved.push(RA);
    }
    if fp {
        saved.push(FP);
    }
    let mut callee: Vec<PReg> = summary.used_callee_saved.iter().flatten().copied().collect();
    callee.retain(|p| !(fp && *p == FP));
    callee.sort_by_key(|p| p.0);
    for p in callee {
        let ok = regs::CALLEE_SAVED_GPRS.contains(&p) || regs::CALLEE_SAVED_FPRS.contains(&p);
        if !ok {
            return Err(diag(format!("{p:?} is no callee-saved register")));
        }
        if !saved.contains(&p) {
            saved.push(p);
        }
    }
    let save_bytes = 8 * saved.len() as u64;

    // Objects the frame places itself, bottom-up above the outgoing-argument area.
    let max_call = mf.frame.max_call_frame;
    let mut pos = max_call;
    let mut sp_off: Vec<Option<i64>> = vec![None; mf.stack_objects.len()];
    for i in crate::frame_facts::placement_order(mf, &fixed) {
        let o = &mf.stack_objects[i];
        pos = align_up(pos, o.align);
        sp_off[i] = Some(pos as i64);
        pos += o.size;
    }
    let total = align_up(pos + save_bytes + va_size, 16);
    if total > (1 << 31) {
        return Err(diag("stack frame too large"));
    }
    let total_i = total as i64;
    let first = if is_simm12(total_i) { total_i } else { FIRST_STEP };
    let rest = total_i - first;

    let slots = fixed
        .iter()
        .enumerate()
        .map(|(i, f)| {
            Some(match *f {
                Some(FixedSlot::Outgoing(off)) => (SP, off),
                Some(FixedSlot::DynamicArea) => (SP, max_call as i64),
                Some(FixedSlot::Incoming(off)) if fp => (FP, off),
                Some(FixedSlot::Incoming(off)) => (SP, off + total_i),
                None if dynamic => (FP, sp_off[i].unwrap_or(0) - total_i),
                None => (SP, sp_off[i].unwrap_or(0)),
            })
        })
        .collect();
    let mut frame = Frame { slots, cfi: Vec::new(), uses_frame_pointer: fp };
    rewrite_frame_operands(mf, &frame)?;
    if total == 0 {
        crate::tail_calls::form_tail_calls(mf, &RvBranches);
        return finish_tail_calls(mf).map(|_| frame);
    }

    // Each saved register's offset from sp after the first step, and from the CFA.
    let top = first - va_size as i64;
    let slot_of = |k: usize| top - 8 * (k as i64 + 1);

    let mut pro: Vec<MInst> = vec![I::addi(Ty::X, SP, SP, -first)];
    let mut pro_cfi: Vec<(usize, CfiInst)> = vec![(1, CfiInst::DefCfaOffset(first as i32))];
    for (k, &p) in saved.iter().enumerate() {
        pro.push(save(p, slot_of(k)));
        pro_cfi.push((pro.len(), CfiInst::Offset { reg: dwarf(p), offset: (slot_of(k) - first) as i32 }));
    }
    if fp {
        pro.push(I::addi(Ty::X, FP, SP, first));
        pro_cfi.push((pro.len(), CfiInst::DefCfa { reg: dwarf(FP), offset: 0 }));
    }
    if rest > 0 {
        pro.extend(super::isel::li_sequence(Reg::Phys(FRAME_SCRATCH), rest));
        pro.push(I::sub(Ty::X, SP, SP, FRAME_SCRATCH));
        if !fp {
            pro_cfi.push((pro.len(), CfiInst::DefCfaOffset(total_i as i32)));
        }
    }
    if realign {
        pro.push(I::andi(SP, SP, -(align as i64)));
    }

    let epilogue = |out: &mut Vec<MInst>, cfi: &mut Vec<(usize, CfiInst)>| {
        if dynamic || realign {
            out.push(I::addi(Ty::X, SP, FP, -first));
        } else if rest > 0 {
            out.extend(super::isel::li_sequence(Reg::Phys(FRAME_SCRATCH), rest));
            out.push(I::add(Ty::X, SP, SP, FRAME_SCRATCH));
            if !fp {
                cfi.push((out.len(), CfiInst::DefCfaOffset(first as i32)));
            }
        }
        if fp {
            cfi.push((out.len(), CfiInst::DefCfa { reg: dwarf(SP), offset: first as i32 }));
        }
        for (k, &p) in saved.iter().enumerate() {
            out.push(restore(p, slot_of(k)));
        }
        out.push(I::addi(Ty::X, SP, SP, first));
        cfi.push((out.len(), CfiInst::DefCfaOffset(0)));
    };

    crate::tail_calls::form_tail_calls(mf, &RvBranches);
    finish_tail_calls(mf)?;
    frame.cfi = crate::prologue::insert_prologue_epilogues(mf, &pro, &pro_cfi, &leaves, &epilogue);
    Ok(frame)
}

/// After tail-call formation: a `musttail` call still a call is an error.
fn finish_tail_calls(mf: &MFunction) -> Result<(), Diagnostic> {
    let must = inst_flags::MUST_TAIL_CALL | inst_flags::CALL;
    if mf.blocks.iter().flat_map(|b| &b.insts).any(|i| i.flags & must == must) {
        return Err(diag("a musttail call could not be turned into a jump"));
    }
    Ok(())
}
