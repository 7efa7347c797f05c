//! Resolution: turns the allocated intervals into the `Output`. Assigns spill slots,
//! reads every operand's location, and collects the moves the allocation implies:
//!
//! - split moves inside blocks, where a vreg's piece ends and the next piece starts in a
//!   different location (group 0, before the instruction);
//! - edge moves, where a vreg live into a block is somewhere else at the end of a
//!   predecessor (at the predecessor's end if it has one successor: before its branch,
//!   group 3, or after its last instruction, group 5; else at the successor's start,
//!   group 1; an exception unwind edge takes the sources from the invoke's call,
//!   `Function::unwind_call`);
//! - fixup moves for fixed, reused and stack operands, and stores for pieces split after
//!   the instruction's reads (group 2 before the instruction, group 4 after it).
//!
//! The moves of one (instruction, group) form a parallel move and are sequentialized.

use crate::env::{MachineEnv, RegInfo};
use crate::function::{Block, Function, Inst, OperandConstraint, OperandKind, OperandPos, PReg, RegClass, VReg};
use crate::interval::{Intervals, Loc};
use crate::liveness::Liveness;
use crate::output::{Allocation, Edit, Error, InstPosition, Output, ProgPoint, SpillSlot, Stats};
use crate::parallel_move::{sequentialize, PMove, Temps};
use crate::pos::{inst_of, pos, Pos, EARLY, LATE, POST, PRE};
use crate::spill_slots;
use crate::split::Layout;
use std::cell::Cell;

// Move groups at one instruction, in execution order. A one-instruction block can have
// moves of its incoming edge and of its outgoing edge before the same branch.
const G_SPLIT: u8 = 0;
const G_EDGE_IN: u8 = 1;
const G_FIXUP_BEFORE: u8 = 2;
const G_EDGE_OUT_BEFORE: u8 = 3;
const G_FIXUP_AFTER: u8 = 4;
const G_EDGE_OUT_AFTER: u8 = 5;

struct Resolver<'a, F: Function> {
    f: &'a F,
    ivs: &'a Intervals,
    slot_of: Vec<Option<SpillSlot>>,
    /// Per vreg, the index of the piece last looked up: lookups mostly go forward through
    /// the function, so the next one is usually there or just after.
    cursor: Vec<Cell<u32>>,
    /// (instruction, group, move)
    moves: Vec<(u32, u8, PMove)>,
}

pub(crate) struct Allocated<'a> {
    pub(crate) env: &'a MachineEnv,
    pub(crate) regs: &'a RegInfo,
    pub(crate) layout: &'a Layout,
    pub(crate) ivs: Intervals,
    pub(crate) live: Liveness,
    pub(crate) stats: Stats,
}

pub(crate) fn resolve<F: Function>(f: &F, mut a: Allocated<'_>) -> Result<Output, Error> {
    a.ivs.drop_empty_pieces();
    let mut slot_classes = Vec::new();
    let needs = needs_slot(f, &a.ivs);
    let slot_of = spill_slots::assign(&a.ivs, &needs, a.env.classes.len(), &mut slot_classes);
    let cursor = vec![Cell::new(0); a.ivs.pieces.len()];
    let mut r = Resolver { f, ivs: &a.ivs, slot_of, cursor, moves: Vec::new() };
    let mut out = Output { stats: a.stats, ..Output::default() };
    r.operands_and_fixups(&mut out)?;
    out.stats.fixup_moves = r.moves.len();
    r.split_moves(a.layout);
    out.stats.split_moves = r.moves.len() - out.stats.fixup_moves;
    r.edge_moves(&a.live, a.layout)?;
    out.stats.edge_moves = r.moves.len() - out.stats.fixup_moves - out.stats.split_moves;
    let moves = std::mem::take(&mut r.moves);
    sequentialize_all(moves, &a, &mut slot_classes, &mut out)?;
    out.stats.moves = out.edits.len();
    out.num_spill_slots = slot_classes.len() as u32;
    out.spill_slot_classes = slot_classes;
    out.used_callee_saved = used_callee_saved(f, &a);
    Ok(out)
}

/// Vregs that need a spill slot: a piece was spilled, or an operand demands the stack.
fn needs_slot<F: Function>(f: &F, ivs: &Intervals) -> Vec<bool> {
    let mut needs: Vec<bool> = ivs
        .pieces
        .iter()
        .map(|ps| ps.iter().any(|&(_, id)| ivs.get(id).loc == Some(Loc::Spill)))
        .collect();
    for i in 0..f.num_insts() {
        for op in f.inst_operands(Inst::new(i)) {
            if op.constraint == OperandConstraint::Stack {
                needs[op.vreg.index()] = true;
            }
        }
    }
    needs
}

fn internal(what: &str, v: VReg, p: Pos) -> Error {
    Error::Internal(format!("{what}: {v:?} has no location at {:?}+{}", inst_of(p), p & 3))
}

impl<F: Function> Resolver<'_, F> {
    fn alloc(&self, v: VReg, loc: Loc) -> Allocation {
        match loc {
            Loc::Reg(r) => Allocation::Reg(r),
            Loc::Spill => Allocation::Stack(self.slot_of[v.index()].expect("spilled vreg has a slot")),
        }
    }

    /// The location of the piece of `v` covering `p`.
    fn loc_at(&self, v: VReg, p: Pos) -> Option<Loc> {
        let ps = &self.ivs.pieces[v.index()];
        let c = self.cursor[v.index()].get() as usize;
        let holds = |i: usize| i < ps.len() && ps[i].0 <= p && ps.get(i + 1).is_none_or(|n| n.0 > p);
        let i = if holds(c) {
            c
        } else if holds(c + 1) {
            c + 1
        } else {
            ps.partition_point(|e| e.0 <= p).checked_sub(1)?
        };
        self.cursor[v.index()].set(i as u32);
        let iv = self.ivs.get(ps[i].1);
        if iv.covers(p) {
            iv.loc
        } else {
            None
        }
    }

    /// Where `v` is at `p` (it must be live there).
    fn at(&self, v: VReg, p: Pos) -> Result<Allocation, Error> {
        let loc = self.loc_at(v, p).ok_or_else(|| internal("operand", v, p))?;
        Ok(self.alloc(v, loc))
    }

    /// Where `v` is at `p`, or None if it is not live there.
    fn at_opt(&self, v: VReg, p: Pos) -> Option<Allocation> {
        self.loc_at(v, p).map(|l| self.alloc(v, l))
    }

    fn slot(&self, v: VReg) -> Allocation {
        Allocation::Stack(self.slot_of[v.index()].expect("stack operand has a slot"))
    }

    fn add(&mut self, inst: Inst, group: u8, from: Allocation, to: Allocation, class: RegClass) {
        if from != to {
            self.moves.push((inst.0, group, PMove { from, to, class }));
        }
    }

    fn operands_and_fixups(&mut self, out: &mut Output) -> Result<(), Error> {
        let f = self.f;
        out.inst_alloc_offsets.reserve(f.num_insts() + 1);
        out.inst_alloc_offsets.push(0);
        for i in 0..f.num_insts() {
            let inst = Inst::new(i);
            let ops = f.inst_operands(inst);
            for (k, op) in ops.iter().enumerate() {
                let (v, class) = (op.vreg, op.class);
                let early = op.pos == OperandPos::Early;
                let a = match (op.kind, op.constraint) {
                    (OperandKind::Use, OperandConstraint::FixedReg(r)) => {
                        self.add(inst, G_FIXUP_BEFORE, self.at(v, pos(inst, PRE))?, Allocation::Reg(r), class);
                        Allocation::Reg(r)
                    }
                    (OperandKind::Use, _) if reused_by(ops, k).is_some() => {
                        let d = reused_by(ops, k).unwrap();
                        let to = self.at(d, pos(inst, EARLY))?;
                        self.add(inst, G_FIXUP_BEFORE, self.at(v, pos(inst, PRE))?, to, class);
                        to
                    }
                    (OperandKind::Use, OperandConstraint::Stack) => {
                        let p = pos(inst, if early { EARLY } else { LATE });
                        let slot = self.slot(v);
                        self.add(inst, G_FIXUP_BEFORE, self.at(v, p)?, slot, class);
                        slot
                    }
                    (OperandKind::Use, _) => self.at(v, pos(inst, if early { EARLY } else { LATE }))?,
                    (OperandKind::Def, OperandConstraint::FixedReg(r)) => {
                        if let Some(to) = self.at_opt(v, pos(inst, POST)) {
                            self.add(inst, G_FIXUP_AFTER, Allocation::Reg(r), to, class);
                        }
                        Allocation::Reg(r)
                    }
                    (OperandKind::Def, OperandConstraint::Reuse(_)) => self.at(v, pos(inst, EARLY))?,
                    (OperandKind::Def, OperandConstraint::Stack) => {
                        let slot = self.slot(v);
                        if let Some(to) = self.at_opt(v, pos(inst, POST)) {
                            self.add(inst, G_FIXUP_AFTER, slot, to, class);
                        }
                        slot
                    }
                    (OperandKind::Def, _) => self.at(v, pos(inst, if early { EARLY } else { LATE }))?,
                };
                out.allocs.push(a);
            }
            out.inst_alloc_offsets.push(out.allocs.len() as u32);
        }
        Ok(())
    }

    /// Moves where a piece ends and the next begins at the same position inside a block
    /// (splits at block starts are resolved on the edges).
    fn split_moves(&mut self, layout: &Layout) {
        let ivs = self.ivs;
        for (v, pieces) in ivs.pieces.iter().enumerate() {
            let v = VReg::new(v);
            for w in pieces.windows(2) {
                let (a, b) = (ivs.get(w[0].1), ivs.get(w[1].1));
                if a.end() != b.start() || layout.is_block_start(b.start()) {
                    continue;
                }
                let (Some(la), Some(lb)) = (a.loc, b.loc) else { continue };
                let (from, to) = (self.alloc(v, la), self.alloc(v, lb));
                // A split after the instruction's reads (see `evict_pos`) only ever sends
                // the tail to the vreg's own slot; storing before the instruction is safe
                // because the register still holds the value then.
                let group = if b.start() & 3 == PRE { G_SPLIT } else { G_FIXUP_BEFORE };
                debug_assert!(group == G_SPLIT || lb == Loc::Spill, "mid-instruction split into a register");
                self.add(inst_of(b.start()), group, from, to, a.class);
            }
        }
    }

    fn edge_moves(&mut self, live: &Liveness, layout: &Layout) -> Result<(), Error> {
        let f = self.f;
        // On an edge from the block laid out just before, a vreg can only change location
        // if one of its pieces starts exactly at the block start; list those per block.
        let mut starts_at: Vec<Vec<VReg>> = vec![Vec::new(); f.num_blocks()];
        for (v, ps) in self.ivs.pieces.iter().enumerate() {
            if ps.len() > 1 {
                for &(start, _) in &ps[1..] {
                    if layout.is_block_start(start) {
                        starts_at[layout.block_of_pos(start)].push(VReg::new(v));
                    }
                }
            }
        }
        let mut split_live: Vec<VReg> = Vec::new();
        for b in 0..f.num_blocks() {
            let block = Block::new(b);
            split_live.clear();
            split_live.extend(live.live_in[b].iter().map(VReg).filter(|v| self.ivs.pieces[v.index()].len() > 1));
            if split_live.is_empty() {
                continue;
            }
            let start = pos(f.block_insns(block).start, PRE);
            for &pred in f.block_preds(block) {
                let prange = f.block_insns(pred);
                let unwind = f.unwind_call(pred, block);
                let pend = match unwind {
                    Some(call) => pos(call, LATE),
                    None => pos(prange.end, PRE) - 1,
                };
                let (inst, group) = if f.block_succs(pred).len() == 1 {
                    let last = prange.last();
                    (last, if f.is_branch(last) { G_EDGE_OUT_BEFORE } else { G_EDGE_OUT_AFTER })
                } else {
                    (f.block_insns(block).start, G_EDGE_IN)
                };
                let candidates = if pred.index() + 1 == b && unwind.is_none() { &starts_at[b] } else { &split_live };
                for &v in candidates {
                    if !live.live_in[b].contains(v.0) {
                        continue;
                    }
                    let from = self.at(v, pend)?;
                    let to = self.at(v, start)?;
                    self.add(inst, group, from, to, f.vreg_class(v));
                }
            }
        }
        Ok(())
    }
}

/// The def that reuses use operand `k`, if any.
fn reused_by(ops: &[crate::function::Operand], k: usize) -> Option<VReg> {
    ops.iter().find(|d| d.is_def() && d.constraint == OperandConstraint::Reuse(k as u8)).map(|d| d.vreg)
}

fn sequentialize_all(
    mut moves: Vec<(u32, u8, PMove)>,
    a: &Allocated<'_>,
    slot_classes: &mut Vec<RegClass>,
    out: &mut Output,
) -> Result<(), Error> {
    moves.sort_by_key(|m| (m.0, m.1));
    let nc = a.env.classes.len();
    let mut temps = Temps {
        scratch: a.env.classes.iter().map(|c| c.scratch).collect(),
        borrow: a.env.classes.iter().map(|c| c.allocatable().next()).collect(),
        emergency: vec![[None, None]; nc],
        slot_classes,
        cycles: 0,
    };
    let mut group: Vec<PMove> = Vec::new();
    let mut seq: Vec<(Allocation, Allocation)> = Vec::new();
    let mut i = 0;
    while i < moves.len() {
        let (inst, g) = (moves[i].0, moves[i].1);
        group.clear();
        while i < moves.len() && moves[i].0 == inst && moves[i].1 == g {
            group.push(moves[i].2);
            i += 1;
        }
        seq.clear();
        sequentialize(&group, &mut temps, &mut seq).map_err(Error::Internal)?;
        let point = ProgPoint { inst: Inst(inst), pos: if g < G_FIXUP_AFTER { InstPosition::Before } else { InstPosition::After } };
        out.edits.extend(seq.iter().map(|&(from, to)| (point, Edit::Move { from, to })));
    }
    out.stats.cycles = temps.cycles;
    Ok(())
}

fn used_callee_saved<F: Function>(f: &F, a: &Allocated<'_>) -> Vec<Vec<PReg>> {
    // From the final pieces, not the scan's marks: an evicted piece may have given its
    // callee-saved register up entirely.
    let mut used = vec![false; a.regs.num_pregs];
    for iv in a.ivs.arena.iter().filter(|iv| !iv.is_empty()) {
        if let Some(r) = iv.reg() {
            used[r.index()] |= a.regs.is_callee_saved[r.index()];
        }
    }
    for i in 0..f.num_insts() {
        for op in f.inst_operands(Inst::new(i)) {
            if let (OperandKind::Def, OperandConstraint::FixedReg(r)) = (op.kind, op.constraint) {
                if let Some(u) = used.get_mut(r.index()) {
                    *u |= a.regs.is_callee_saved[r.index()];
                }
            }
        }
    }
    a.env
        .classes
        .iter()
        .map(|c| c.callee_saved.iter().copied().filter(|r| used[r.index()]).collect())
        .collect()
}
