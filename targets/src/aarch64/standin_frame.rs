//! A minimal private stand-in for AArch64 frame lowering (the real `frame.rs` and
//! `branches.rs` are being written elsewhere; delete this file when they land). It lays
//! out the frame after register allocation, inserts the prologue and epilogues, rewrites
//! the selector's `frame_addr` pseudo-instructions and out-of-range stack offsets, and
//! records CFI. Also `A64Branches`, the shared passes' questions about AArch64 branches.
//!
//! The frame, from high to low addresses:
//!
//! ```text
//!   incoming stack arguments          CFA + 0, 8, ...   (`FixedSlot::Incoming`)
//!   frame record x29, x30             CFA - 16 (= x29 with a frame pointer)
//!   callee-saved GPR pairs, then d8–d15 pairs
//!   locals and spill slots
//!   [dynamic allocations]             (`FixedSlot::DynamicArea` = sp + call frame)
//!   outgoing stack arguments          sp + 0, 8, ...    (`FixedSlot::Outgoing`)
//! ```

use super::emit::FrameLayout;
use super::inst::{self as I, decode, Addr, Disp, Opcode, Slot, Ty, M, MEM_OPS};
use super::regs::{self, FP, LR, SP, X16, X30};
use crate::branches::{Branch, BranchInfo};
use rllc_ir::{Diagnostic, Function, Module};
use rllc_isel::mir::{inst_flags, FixedSlot, FrameIndex, MBlockId, MFunction, MInst, MOperand, OperandKind, PReg, Reg};
use rllc_isel::regalloc_adapter::AllocationSummary;
use rllc_objwriter::CfiInst;

/// The function's `"frame-pointer"` attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FramePointer {
    #[default]
    None,
    NonLeaf,
    All,
}

/// Per-function choices from the IR.
#[derive(Clone, Copy, Debug, Default)]
pub struct FrameOptions {
    pub frame_pointer: FramePointer,
}

impl FrameOptions {
    pub fn for_function(m: &Module, f: &Function) -> FrameOptions {
        let fp = m
            .syms
            .get(b"frame-pointer")
            .and_then(|k| m.attrs.string(f.fn_attrs, k))
            .flatten()
            .map(|v| match m.syms.bytes(v) {
                b"all" => FramePointer::All,
                b"non-leaf" => FramePointer::NonLeaf,
                _ => FramePointer::None,
            })
            .unwrap_or_default();
        FrameOptions { frame_pointer: fp }
    }
}

fn has_calls(mf: &MFunction) -> bool {
    mf.blocks.iter().flat_map(|b| &b.insts).any(|i| i.flags & inst_flags::CALL != 0)
}

/// Whether the body moves sp itself (dynamic allocas, stack restores).
fn moves_stack_pointer(mf: &MFunction) -> bool {
    mf.blocks
        .iter()
        .flat_map(|b| &b.insts)
        .any(|i| i.reg_operands().any(|r| r.kind == OperandKind::Def && r.reg == Reg::Phys(SP)))
}

/// Whether x29 is reserved as the frame pointer. Decide after selection, before allocation.
pub fn needs_frame_pointer(mf: &MFunction, opts: &FrameOptions) -> bool {
    match opts.frame_pointer {
        FramePointer::All => true,
        FramePointer::NonLeaf if has_calls(mf) => true,
        _ => moves_stack_pointer(mf) || mf.stack_objects.iter().any(|o| o.align > 16),
    }
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
    pub fn cfi_offsets(&self, inst_offsets: &[u32], code_len: u32) -> Vec<(u32, CfiInst)> {
        self.cfi.iter().map(|&(i, c)| (inst_offsets.get(i as usize).copied().unwrap_or(code_len), c)).collect()
    }
}

fn align_up(v: u64, a: u64) -> u64 {
    v.div_ceil(a.max(1)) * a.max(1)
}

fn dwarf(p: PReg) -> u16 {
    regs::dwarf_reg(p).unwrap_or(0)
}

fn is_return(inst: &MInst) -> bool {
    matches!(decode(inst), Some((Opcode::Ret, _)))
}

/// `dst = base ± off` for any offset (x16 as the scratch for large ones; `dst` may be sp).
fn add_offset(out: &mut Vec<MInst>, dst: PReg, base: PReg, off: i64) {
    if off == 0 {
        if dst != base {
            out.push(I::mov_sp(dst, base));
        }
        return;
    }
    let (mag, neg) = (off.unsigned_abs() as i64, off < 0);
    let step = |out: &mut Vec<MInst>, d: PReg, b: PReg, k: i64| {
        out.push(if neg { I::sub_ri(Ty::X, d, b, k) } else { I::add_ri(Ty::X, d, b, k) });
    };
    if mag < 4096 {
        step(out, dst, base, mag);
    } else if mag < 1 << 24 && dst != base && dst == SP {
        // sp must never point above live data: go through x16.
        out.extend(I::mov_imm(Ty::X, X16, mag));
        out.push(if neg { I::sub_rx(Ty::X, dst, base, X16, 3i64 << 8) } else { I::add_rx(Ty::X, dst, base, X16, 3i64 << 8) });
    } else if mag < 1 << 24 {
        step(out, dst, base, mag & !0xfff);
        if mag & 0xfff != 0 {
            step(out, dst, dst, mag & 0xfff);
        }
    } else {
        out.extend(I::mov_imm(Ty::X, X16, mag));
        out.push(if neg { I::sub_rx(Ty::X, dst, base, X16, 3i64 << 8) } else { I::add_rx(Ty::X, dst, base, X16, 3i64 << 8) });
    }
}

/// The memory slot of an instruction: (operand index of the address, kind, access log2).
fn mem_slot(inst: &MInst) -> Option<(usize, M, u32)> {
    let (op, ty) = decode(inst)?;
    let d = op.desc();
    let mut at = 0;
    for s in d.layout {
        if let Slot::Mem(m) = s {
            let log2 = match op {
                Opcode::Ldrsb => 0,
                Opcode::Ldrsh => 1,
                Opcode::Ldrsw => 2,
                Opcode::Ldp | Opcode::Stp => ty.elem_log2(),
                _ => ty.elem_log2(),
            };
            return Some((at, *m, log2));
        }
        at += s.num_ops();
    }
    None
}

/// Whether `[base, #off]` encodes for this memory kind and access size.
fn offset_fits(m: M, log2: u32, off: i64) -> bool {
    let size = 1i64 << log2;
    match m {
        M::One => (off >= 0 && off % size == 0 && off / size < 4096) || (-256..256).contains(&off),
        M::Pair => off % size == 0 && (-64..64).contains(&(off / size)),
        M::Base => off == 0,
    }
}

/// Rewrites `frame_addr` and out-of-range frame offsets of one instruction; returns the
/// instructions that replace it.
fn resolve(inst: MInst, slots: &[Option<(PReg, i64)>]) -> Result<Vec<MInst>, Diagnostic> {
    let slot = |fi: FrameIndex| {
        slots
            .get(fi.0 as usize)
            .copied()
            .flatten()
            .ok_or_else(|| Diagnostic::new(None, format!("frame lowering: no place for stack object {}", fi.0)))
    };
    if let Some((Opcode::FrameAddr, _)) = decode(&inst) {
        let Some(MOperand::Reg(d)) = inst.ops.first() else { return Err(Diagnostic::new(None, "bad frame_addr")) };
        let Reg::Phys(dst) = d.reg else { return Err(Diagnostic::new(None, "frame_addr before allocation")) };
        let Some(Addr { disp: Disp::Frame(fi, off), .. }) = Addr::decode(&inst.ops, 1) else {
            return Err(Diagnostic::new(None, "bad frame_addr address"));
        };
        let (base, boff) = slot(fi)?;
        let mut out = Vec::new();
        add_offset(&mut out, dst, base, boff + off);
        for i in &mut out {
            i.loc = inst.loc;
        }
        return Ok(out);
    }
    let Some((at, m, log2)) = mem_slot(&inst) else { return Ok(vec![inst]) };
    let Some(a) = Addr::decode(&inst.ops, at) else { return Ok(vec![inst]) };
    let Disp::Frame(fi, off) = a.disp else { return Ok(vec![inst]) };
    let (base, boff) = slot(fi)?;
    if offset_fits(m, log2, boff + off) {
        return Ok(vec![inst]);
    }
    let mut out = Vec::new();
    add_offset(&mut out, X16, base, boff + off);
    let mut inst = inst;
    let ops = [MOperand::Reg(reg_use(X16)), MOperand::NoReg, MOperand::Imm(0), MOperand::Imm(0)];
    inst.ops[at..at + MEM_OPS].copy_from_slice(&ops);
    for i in &mut out {
        i.loc = inst.loc;
    }
    out.push(inst);
    Ok(out)
}

fn reg_use(p: PReg) -> rllc_isel::mir::RegOperand {
    rllc_isel::mir::RegOperand {
        reg: Reg::Phys(p),
        kind: OperandKind::Use,
        constraint: rllc_isel::mir::OperandConstraint::FixedReg(p),
        pos: rllc_isel::mir::OperandPos::Early,
    }
}

/// Lays out the frame of the allocated function `mf` and inserts its prologue and
/// epilogues. `fp` must be what `needs_frame_pointer` said before allocation.
pub fn lower_frame(
    mf: &mut MFunction,
    summary: &AllocationSummary,
    _opts: &FrameOptions,
    fp: bool,
) -> Result<Frame, Diagnostic> {
    if mf.blocks.iter().flat_map(|b| &b.insts).any(|i| i.flags & inst_flags::MUST_TAIL_CALL != 0) {
        return Err(Diagnostic::new(None, "aarch64: musttail calls are not supported yet"));
    }
    let calls = has_calls(mf);
    let dynamic = moves_stack_pointer(mf);
    if dynamic && !fp {
        return Err(Diagnostic::new(None, "frame lowering: this frame needs a frame pointer that was not reserved"));
    }
    if mf.stack_objects.iter().any(|o| o.align > 16) {
        return Err(Diagnostic::new(None, "aarch64: stack objects aligned beyond 16 bytes are not supported yet"));
    }
    let mut fixed: Vec<Option<FixedSlot>> = vec![None; mf.stack_objects.len()];
    for &(fi, s) in &mf.frame.fixed {
        fixed[fi.0 as usize] = Some(s);
    }
    let writes_lr = mf
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .any(|i| i.reg_operands().any(|r| r.kind == OperandKind::Def && r.reg == Reg::Phys(LR)));
    let mut gprs: Vec<PReg> = Vec::new();
    let mut fprs: Vec<PReg> = Vec::new();
    for used in &summary.used_callee_saved {
        for &p in used {
            if p == FP || p == X30 {
                continue;
            }
            if regs::is_fpr(p) {
                fprs.push(p);
            } else {
                gprs.push(p);
            }
        }
    }
    gprs.sort_by_key(|p| p.0);
    fprs.sort_by_key(|p| p.0);
    let nobj = mf.stack_objects.len();
    let max_call = mf.frame.max_call_frame;
    let mut pos = max_call;
    let mut sp_off: Vec<Option<i64>> = vec![None; nobj];
    for (i, o) in mf.stack_objects.iter().enumerate() {
        if fixed[i].is_some() {
            continue;
        }
        pos = align_up(pos, o.align);
        sp_off[i] = Some(pos as i64);
        pos += o.size;
    }
    let adjust = align_up(pos, 16);
    let record = fp || calls || writes_lr || !gprs.is_empty() || !fprs.is_empty() || adjust > 0 || nobj > 0;
    let pairs = |v: &[PReg]| v.len().div_ceil(2) as u64;
    let pushed = if record { 16 + 16 * (pairs(&gprs) + pairs(&fprs)) } else { 0 };
    let body_from_cfa = (pushed + adjust) as i64;

    let mut slots: Vec<Option<(PReg, i64)>> = vec![None; nobj];
    for (i, s) in slots.iter_mut().enumerate() {
        *s = Some(match fixed[i] {
            Some(FixedSlot::Outgoing(off)) => (SP, off),
            Some(FixedSlot::DynamicArea) => (SP, max_call as i64),
            Some(FixedSlot::Incoming(off)) if fp => (FP, off + 16),
            Some(FixedSlot::Incoming(off)) => (SP, off + body_from_cfa),
            None => {
                let off = sp_off[i].unwrap_or(0);
                if dynamic {
                    (FP, off - body_from_cfa + 16)
                } else {
                    (SP, off)
                }
            }
        });
    }

    // The prologue.
    let mut pro: Vec<MInst> = Vec::new();
    let mut pro_cfi: Vec<(usize, CfiInst)> = Vec::new();
    let mut cfa = 0i64;
    if record {
        pro.push(I::stp(Ty::X, FP, LR, Addr::pre(SP, -16)));
        cfa = 16;
        pro_cfi.push((pro.len(), CfiInst::DefCfaOffset(16)));
        pro_cfi.push((pro.len(), CfiInst::Offset { reg: dwarf(LR), offset: -8 }));
        pro_cfi.push((pro.len(), CfiInst::Offset { reg: dwarf(FP), offset: -16 }));
        if fp {
            pro.push(I::mov_sp(FP, SP));
            pro_cfi.push((pro.len(), CfiInst::DefCfaRegister(dwarf(FP))));
        }
    }
    let mut saved_pairs: Vec<(PReg, Option<PReg>, bool)> = Vec::new();
    for (list, is_f) in [(&gprs, false), (&fprs, true)] {
        for ch in list.chunks(2) {
            saved_pairs.push((ch[0], ch.get(1).copied(), is_f));
        }
    }
    for &(a, b, is_f) in &saved_pairs {
        let addr = Addr::pre(SP, -16);
        pro.push(match (b, is_f) {
            (Some(b), false) => I::stp(Ty::X, a, b, addr),
            (Some(b), true) => I::stp_f(Ty::D, a, b, addr),
            (None, false) => I::str(Ty::X, a, addr),
            (None, true) => I::str_f(Ty::D, a, addr),
        });
        cfa += 16;
        if !fp {
            pro_cfi.push((pro.len(), CfiInst::DefCfaOffset(cfa as i32)));
        }
        pro_cfi.push((pro.len(), CfiInst::Offset { reg: dwarf(a), offset: -(cfa as i32) }));
        if let Some(b) = b {
            pro_cfi.push((pro.len(), CfiInst::Offset { reg: dwarf(b), offset: -(cfa as i32) + 8 }));
        }
    }
    if adjust > 0 {
        add_offset(&mut pro, SP, SP, -(adjust as i64));
        if !fp {
            pro_cfi.push((pro.len(), CfiInst::DefCfaOffset((cfa + adjust as i64) as i32)));
        }
    }

    // The epilogue (before each return).
    let epilogue = |out: &mut Vec<MInst>, cfi: &mut Vec<(usize, CfiInst)>| {
        let mut cfa = cfa + adjust as i64;
        if dynamic {
            add_offset(out, SP, FP, -((pushed as i64) - 16));
        } else if adjust > 0 {
            add_offset(out, SP, SP, adjust as i64);
        }
        cfa -= adjust as i64;
        if !fp && adjust > 0 {
            cfi.push((out.len(), CfiInst::DefCfaOffset(cfa as i32)));
        }
        for &(a, b, is_f) in saved_pairs.iter().rev() {
            let addr = Addr::post(SP, 16);
            out.push(match (b, is_f) {
                (Some(b), false) => I::ldp(Ty::X, a, b, addr),
                (Some(b), true) => I::ldp_f(Ty::D, a, b, addr),
                (None, false) => I::ldr(Ty::X, a, addr),
                (None, true) => I::ldr_f(Ty::D, a, addr),
            });
            cfa -= 16;
            if !fp {
                cfi.push((out.len(), CfiInst::DefCfaOffset(cfa as i32)));
            }
        }
        if record {
            out.push(I::ldp(Ty::X, FP, LR, Addr::post(SP, 16)));
            cfi.push((out.len(), CfiInst::DefCfa { reg: dwarf(SP), offset: 0 }));
        }
    };

    // Rewrite the blocks, tracking flat positions for the CFI.
    let mut cfi: Vec<(u32, CfiInst)> = Vec::new();
    let mut flat = 0u32;
    let nblocks = mf.blocks.len();
    for b in 0..nblocks {
        let old = std::mem::take(&mut mf.blocks[b].insts);
        let mut new = Vec::with_capacity(old.len() + pro.len() + 4);
        if b == 0 {
            for (at, c) in &pro_cfi {
                cfi.push((flat + *at as u32, *c));
            }
            flat += pro.len() as u32;
            new.extend(pro.iter().cloned());
        }
        let nold = old.len();
        for (k, inst) in old.into_iter().enumerate() {
            if is_return(&inst) && record {
                let mut ep = Vec::new();
                let mut ep_cfi = Vec::new();
                epilogue(&mut ep, &mut ep_cfi);
                cfi.push((flat, CfiInst::RememberState));
                for (at, c) in ep_cfi {
                    cfi.push((flat + at as u32, c));
                }
                flat += ep.len() as u32;
                new.extend(ep);
                new.push(inst);
                flat += 1;
                let last = b == nblocks - 1 && k == nold - 1;
                if !last {
                    cfi.push((flat, CfiInst::RestoreState));
                }
                continue;
            }
            let pieces = resolve(inst, &slots)?;
            flat += pieces.len() as u32;
            new.extend(pieces);
        }
        mf.blocks[b].insts = new;
    }
    while cfi.last().is_some_and(|(at, c)| *at == flat && *c == CfiInst::RestoreState) {
        cfi.pop();
    }
    Ok(Frame { slots, cfi, uses_frame_pointer: fp })
}

/// Fails if selection's pseudo-instructions survived frame lowering.
pub fn check_lowered(mf: &MFunction) -> Result<(), Diagnostic> {
    for i in mf.blocks.iter().flat_map(|b| &b.insts) {
        match decode(i) {
            Some((Opcode::FrameAddr, _)) => return Err(Diagnostic::new(None, "aarch64: frame_addr was not lowered")),
            None => return Err(Diagnostic::new(None, format!("aarch64: unknown opcode {:#x}", i.opcode))),
            _ => {}
        }
    }
    Ok(())
}

/// AArch64's answers to the shared passes (`crate::branches::BranchInfo`).
pub struct A64Branches;

impl BranchInfo for A64Branches {
    fn branch(&self, inst: &MInst) -> Branch {
        let block = |i: usize| match inst.ops.get(i) {
            Some(MOperand::Block(b)) => Some(*b),
            _ => None,
        };
        match decode(inst).map(|d| d.0) {
            Some(Opcode::B) => block(0).map_or(Branch::Other, Branch::Jump),
            Some(Opcode::Brcond) => match (block(1), block(2)) {
                (Some(taken), Some(not_taken)) => Branch::TwoWay { taken, not_taken },
                _ => Branch::Other,
            },
            _ => Branch::Other,
        }
    }

    fn jump(&self, target: MBlockId) -> MInst {
        I::b(target)
    }

    fn is_return(&self, inst: &MInst) -> bool {
        is_return(inst)
    }

    fn is_copy(&self, inst: &MInst) -> bool {
        matches!(decode(inst), Some((Opcode::Copy | Opcode::ImplicitDef, _)))
    }

    fn tail_jump(&self, _call: &MInst) -> Option<MInst> {
        None
    }
}
