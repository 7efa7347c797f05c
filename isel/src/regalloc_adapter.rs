//! The bridge between MIR and the register allocator: `RaFunction` presents an
//! `MFunction` through `rllc_regalloc::Function` (instructions flattened in block order,
//! operand lists precomputed once), and `apply_allocation` writes the allocator's result
//! back: virtual registers become physical ones (or spill-slot frame operands), and the
//! allocator's moves become target instructions (register copies, spills, reloads).
//!
//! Operand convention (how MIR register operands reach the allocator):
//! - A `Reg::Virt` operand is an allocator operand, with the kind, constraint and
//!   position it states. `OperandConstraint::Reuse(i)` in MIR names the `i`-th register
//!   operand of the instruction (in `MInst::reg_operands()` order); it is renumbered to
//!   the allocator's operand list.
//! - A `Reg::Phys` *def* is a clobber: the instruction overwrites that register, so no
//!   value may live in it across the instruction.
//! - A `Reg::Phys` *use* is invisible to the allocator. Only use it for registers the
//!   allocator never hands out (stack/frame pointer); values that must be in a given
//!   register at an instruction are spelled as fixed-constraint virtual operands
//!   (`MOperand::use_fixed` / `def_fixed`), which is what `SelectCx::glued_uses` and
//!   `glued_defs` give targets.
//! - `MInst::clobbers` (calls) adds its clobber set; `inst_flags::MOVE` with operands
//!   `[def vreg, use vreg]` of one class is a move (coalescing hint);
//!   `inst_flags::TERMINATOR` marks the branch.
//! - An operand the allocator leaves in a spill slot (constraints `Any`/`Stack`) becomes
//!   `MOperand::Frame { index, offset: 0 }` of that slot's stack object.

use crate::mir::{inst_flags, FrameIndex, MFunction, MOperand, Reg};
use crate::target::TargetIsel;
use rllc_regalloc::{
    Allocation, Block, Edit, Function, Inst, InstPosition, InstRange, Operand, OperandConstraint, OperandKind, Output, PReg, RegClass, VReg,
};

/// An `MFunction` as the allocator's `Function`.
pub struct RaFunction<'a> {
    mf: &'a MFunction,
    /// (block, index in block) of each flat instruction.
    loc: Vec<(u32, u32)>,
    ranges: Vec<InstRange>,
    succs: Vec<Vec<Block>>,
    preds: Vec<Vec<Block>>,
    operands: Vec<Operand>,
    op_start: Vec<u32>,
    /// For each allocator operand, the index of its `MOperand` in the instruction.
    op_pos: Vec<u32>,
    clobbers: Vec<PReg>,
    clobber_start: Vec<u32>,
}

impl<'a> RaFunction<'a> {
    pub fn new(mf: &'a MFunction) -> RaFunction<'a> {
        let mut f = RaFunction {
            mf,
            loc: Vec::new(),
            ranges: Vec::with_capacity(mf.blocks.len()),
            succs: Vec::with_capacity(mf.blocks.len()),
            preds: Vec::with_capacity(mf.blocks.len()),
            operands: Vec::new(),
            op_start: vec![0],
            op_pos: Vec::new(),
            clobbers: Vec::new(),
            clobber_start: vec![0],
        };
        let mut reg_index = Vec::new();
        for (b, block) in mf.blocks.iter().enumerate() {
            let start = f.loc.len();
            for (i, inst) in block.insts.iter().enumerate() {
                f.loc.push((b as u32, i as u32));
                // Register operand index → allocator operand index.
                reg_index.clear();
                let first = f.operands.len();
                for (k, op) in inst.ops.iter().enumerate() {
                    let MOperand::Reg(r) = op else { continue };
                    match r.reg {
                        Reg::Virt(v) => {
                            reg_index.push(Some(f.operands.len() - first));
                            let class = mf.vreg_classes.get(v.index()).copied().unwrap_or_default();
                            f.operands.push(Operand::new(v, class, r.kind, r.constraint, r.pos));
                            f.op_pos.push(k as u32);
                        }
                        Reg::Phys(p) => {
                            reg_index.push(None);
                            if r.kind == rllc_regalloc::OperandKind::Def {
                                f.clobbers.push(p);
                            }
                        }
                    }
                }
                for o in &mut f.operands[first..] {
                    if let OperandConstraint::Reuse(i) = o.constraint {
                        let mapped = reg_index.get(i as usize).copied().flatten().unwrap_or(u8::MAX as usize);
                        o.constraint = OperandConstraint::Reuse(mapped.min(u8::MAX as usize) as u8);
                    }
                }
                if let Some(c) = inst.clobbers {
                    if let Some(set) = mf.clobber_sets.get(c as usize) {
                        f.clobbers.extend_from_slice(set);
                    }
                }
                f.op_start.push(f.operands.len() as u32);
                f.clobber_start.push(f.clobbers.len() as u32);
            }
            f.ranges.push(InstRange::new(start, f.loc.len()));
            f.succs.push(block.succs.iter().map(|s| Block(s.0)).collect());
            f.preds.push(block.preds.iter().map(|p| Block(p.0)).collect());
        }
        f
    }

    /// The machine instruction behind a flat index.
    pub fn minst(&self, i: Inst) -> &crate::mir::MInst {
        let (b, k) = self.loc[i.index()];
        &self.mf.blocks[b as usize].insts[k as usize]
    }
}

impl Function for RaFunction<'_> {
    fn num_insts(&self) -> usize {
        self.loc.len()
    }
    fn num_blocks(&self) -> usize {
        self.ranges.len()
    }
    fn block_insns(&self, block: Block) -> InstRange {
        self.ranges[block.index()]
    }
    fn block_succs(&self, block: Block) -> &[Block] {
        &self.succs[block.index()]
    }
    fn block_preds(&self, block: Block) -> &[Block] {
        &self.preds[block.index()]
    }
    fn block_loop_depth(&self, block: Block) -> u32 {
        self.mf.blocks[block.index()].loop_depth
    }
    fn inst_operands(&self, inst: Inst) -> &[Operand] {
        let (s, e) = (self.op_start[inst.index()] as usize, self.op_start[inst.index() + 1] as usize);
        &self.operands[s..e]
    }
    fn inst_clobbers(&self, inst: Inst) -> &[PReg] {
        let (s, e) = (self.clobber_start[inst.index()] as usize, self.clobber_start[inst.index() + 1] as usize);
        &self.clobbers[s..e]
    }
    fn is_move(&self, inst: Inst) -> Option<(VReg, VReg)> {
        let mi = self.minst(inst);
        if mi.flags & inst_flags::MOVE == 0 {
            return None;
        }
        let ops = self.inst_operands(inst);
        match ops {
            [d, s] if d.is_def() && s.is_use() && d.class == s.class => Some((s.vreg, d.vreg)),
            _ => None,
        }
    }
    fn is_branch(&self, inst: Inst) -> bool {
        self.minst(inst).flags & inst_flags::TERMINATOR != 0
    }
    fn num_vregs(&self) -> usize {
        self.mf.vreg_classes.len()
    }
    fn vreg_class(&self, vreg: VReg) -> RegClass {
        self.mf.vreg_classes[vreg.index()]
    }
    fn unwind_call(&self, pred: Block, succ: Block) -> Option<Inst> {
        let range = self.ranges[pred.index()];
        if let Some(eh) = self.mf.eh.as_ref() {
            if eh.site_of(crate::mir::MBlockId(pred.0)).is_some_and(|s| s.landing.0 == succ.0) {
                // The invoke's call is the last call of its block.
                return range.iter().rev().find(|&i| self.minst(i).flags & inst_flags::CALL != 0);
            }
        }
        // An asm goto's jump to one of its labels leaves from inside the asm.
        let insts = range.iter().map(|i| (i.index(), self.minst(i)));
        crate::asm_goto::jump_site(insts, crate::mir::MBlockId(succ.0)).map(Inst::new)
    }
}

/// What the frame needs to know after allocation.
#[derive(Clone, Debug, Default)]
pub struct AllocationSummary {
    /// The stack object of each spill slot.
    pub spill_slots: Vec<FrameIndex>,
    /// Per register class, the callee-saved registers the function writes.
    pub used_callee_saved: Vec<Vec<PReg>>,
}

/// Rewrites `mf` with the allocation `out` (computed on `RaFunction::new(mf)`): physical
/// registers in place of virtual ones, spill slots as stack objects, and the allocator's
/// moves as target instructions. Copies that became `r = r` are dropped.
pub fn apply_allocation<T: TargetIsel + ?Sized>(mf: &mut MFunction, target: &T, out: &Output) -> AllocationSummary {
    let env = target.machine_env();
    let mut preg_class: Vec<Option<RegClass>> = vec![None; env.num_pregs()];
    for (c, ce) in env.classes.iter().enumerate() {
        for p in ce.allocatable().chain(ce.scratch) {
            preg_class[p.index()] = Some(RegClass(c as u8));
        }
    }
    let spill_slots: Vec<FrameIndex> = out
        .spill_slot_classes
        .iter()
        .map(|&c| {
            let (size, align) = target.spill_slot_layout(c);
            mf.new_stack_object(size, align)
        })
        .collect();
    let slot_op = |s: rllc_regalloc::SpillSlot| MOperand::Frame { index: spill_slots[s.index()], offset: 0 };
    let mut edits = out.edits.iter().peekable();
    let mut flat = 0usize;
    let mut copies = SlotCopies::default();
    for b in 0..mf.blocks.len() {
        let old = std::mem::take(&mut mf.blocks[b].insts);
        let mut new = Vec::with_capacity(old.len() + 4);
        copies.clear();
        for mut inst in old {
            let i = Inst::new(flat);
            let allocs = out.inst_allocs(i);
            // Rewrite virtual operands in order.
            let mut k = 0;
            for op in inst.ops.iter_mut() {
                let MOperand::Reg(r) = op else { continue };
                if let Reg::Virt(_) = r.reg {
                    match allocs.get(k) {
                        Some(Allocation::Reg(p)) => r.reg = Reg::Phys(*p),
                        Some(Allocation::Stack(s)) => *op = slot_op(*s),
                        None => {}
                    }
                    k += 1;
                }
            }
            // Edits are sorted by point; skip any that name earlier instructions.
            while edits.peek().is_some_and(|(pp, _)| pp.inst < i) {
                edits.next();
            }
            let mut emit_edits = |pos: InstPosition, into: &mut Vec<crate::mir::MInst>, copies: &mut SlotCopies| {
                while let Some((pp, e)) = edits.peek() {
                    if pp.inst != i || pp.pos != pos {
                        break;
                    }
                    let Edit::Move { from, to } = *e;
                    let mi = match (from, to) {
                        (Allocation::Reg(f), Allocation::Reg(t)) => {
                            copies.reg_copied(f, t);
                            let class = preg_class.get(f.index()).copied().flatten().unwrap_or_default();
                            Some(target.gen_move(Reg::Phys(t), Reg::Phys(f), class))
                        }
                        // Storing a value back to the slot it was reloaded from is a no-op.
                        (Allocation::Reg(f), Allocation::Stack(s)) if copies.holds(f, spill_slots[s.index()]) => None,
                        (Allocation::Reg(f), Allocation::Stack(s)) => {
                            copies.stored(f, spill_slots[s.index()]);
                            Some(target.gen_spill(spill_slots[s.index()], f, out.spill_slot_classes[s.index()]))
                        }
                        // So is reloading a register that still holds the slot's value.
                        (Allocation::Stack(s), Allocation::Reg(t)) if copies.holds(t, spill_slots[s.index()]) => None,
                        (Allocation::Stack(s), Allocation::Reg(t)) => {
                            copies.loaded(spill_slots[s.index()], t);
                            Some(target.gen_reload(t, spill_slots[s.index()], out.spill_slot_classes[s.index()]))
                        }
                        (Allocation::Stack(_), Allocation::Stack(_)) => None,
                    };
                    into.extend(mi);
                    edits.next();
                }
            };
            emit_edits(InstPosition::Before, &mut new, &mut copies);
            copies.executed(&inst, &mf.clobber_sets);
            if !is_identity_move(&inst) {
                new.push(inst);
            }
            emit_edits(InstPosition::After, &mut new, &mut copies);
            flat += 1;
        }
        mf.blocks[b].insts = new;
    }
    AllocationSummary { spill_slots, used_callee_saved: out.used_callee_saved.clone() }
}

/// Within a block, which physical registers hold the same value as which spill slots
/// (after a reload or a spill, until either is written again), so that storing a value
/// back to the slot it came from, or reloading a register that still holds it, can be
/// left out: linear scan otherwise re-spills an unchanged value at every split of its
/// interval. Each block starts knowing nothing.
#[derive(Default)]
struct SlotCopies {
    pairs: Vec<(FrameIndex, PReg)>,
}

impl SlotCopies {
    fn clear(&mut self) {
        self.pairs.clear();
    }

    fn holds(&self, p: PReg, slot: FrameIndex) -> bool {
        self.pairs.contains(&(slot, p))
    }

    fn reg_written(&mut self, p: PReg) {
        self.pairs.retain(|&(_, q)| q != p);
    }

    /// `t := slot`.
    fn loaded(&mut self, slot: FrameIndex, t: PReg) {
        self.reg_written(t);
        self.pairs.push((slot, t));
    }

    /// `slot := f`.
    fn stored(&mut self, f: PReg, slot: FrameIndex) {
        self.pairs.retain(|&(s, _)| s != slot);
        self.pairs.push((slot, f));
    }

    /// `t := f`.
    fn reg_copied(&mut self, f: PReg, t: PReg) {
        if f == t {
            return;
        }
        self.reg_written(t);
        for k in 0..self.pairs.len() {
            let (s, q) = self.pairs[k];
            if q == f {
                self.pairs.push((s, t));
            }
        }
    }

    /// An instruction ran: forget the registers it defines or clobbers, and any slot it
    /// names (as a stack operand it may write it).
    fn executed(&mut self, inst: &crate::mir::MInst, clobber_sets: &[Vec<PReg>]) {
        if self.pairs.is_empty() {
            return;
        }
        for op in &inst.ops {
            match op {
                MOperand::Reg(r) if r.kind == OperandKind::Def => {
                    if let Reg::Phys(p) = r.reg {
                        self.reg_written(p);
                    }
                }
                MOperand::Frame { index, .. } => self.pairs.retain(|&(s, _)| s != *index),
                _ => {}
            }
        }
        match inst.clobbers.and_then(|k| clobber_sets.get(k as usize)) {
            Some(set) => self.pairs.retain(|(_, q)| !set.contains(q)),
            None if inst.flags & inst_flags::CALL != 0 => self.pairs.clear(),
            None => {}
        }
    }
}

fn is_identity_move(inst: &crate::mir::MInst) -> bool {
    if inst.flags & inst_flags::MOVE == 0 {
        return false;
    }
    let mut regs = inst.reg_operands();
    match (regs.next(), regs.next(), regs.next()) {
        (Some(a), Some(b), None) => a.reg == b.reg,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::{MInst, RegOperand};
    use rllc_regalloc::OperandPos;

    fn def(p: PReg) -> MInst {
        MInst::new(
            0,
            vec![MOperand::Reg(RegOperand { reg: Reg::Phys(p), kind: OperandKind::Def, constraint: OperandConstraint::Any, pos: OperandPos::Late })],
        )
    }

    #[test]
    fn slot_copies_track_reloads_spills_and_overwrites() {
        let (s, t, u) = (FrameIndex(3), PReg(1), PReg(2));
        let mut c = SlotCopies::default();
        c.loaded(s, t);
        assert!(c.holds(t, s), "after t := s, storing t back to s is redundant");
        c.reg_copied(t, u);
        assert!(c.holds(u, s), "a copy of t holds s's value too");
        c.executed(&def(t), &[]);
        assert!(!c.holds(t, s) && c.holds(u, s), "redefining t forgets t only");
        c.stored(t, s);
        assert!(c.holds(t, s) && !c.holds(u, s), "a store to s makes the old copies stale");
        let mut call = MInst::new(0, Vec::new());
        call.clobbers = Some(0);
        c.executed(&call, &[vec![t]]);
        assert!(!c.holds(t, s), "a clobber forgets the register");
        c.loaded(s, u);
        c.executed(&MInst::new(0, vec![MOperand::Frame { index: s, offset: 0 }]), &[]);
        assert!(!c.holds(u, s), "an instruction naming the slot may write it");
    }
}
