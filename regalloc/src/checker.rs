//! An independent checker of an allocation. It executes the function symbolically: the
//! state maps every location (register or spill slot) to the set of vregs whose current
//! value it holds; edits copy sets, defs and clobbers overwrite them, and at control-flow
//! joins states meet by intersection (iterated to a fixpoint). Then it verifies that every
//! use reads a location holding its vreg, every operand satisfies its constraint, operands
//! that the instruction accesses at the same time do not share a location, edits are
//! well-formed, and callee-saved registers in use are reported.
//!
//! It shares no code with the allocator beyond the public types, so a bug in one is
//! unlikely to hide in the other.

use crate::env::MachineEnv;
use crate::function::{Block, Function, Inst, OperandConstraint, OperandKind, OperandPos, PReg, VReg};
use crate::output::{Allocation, Edit, InstPosition, Output};
use std::collections::VecDeque;

/// Location → sorted vregs it holds.
type State = Vec<Vec<VReg>>;

struct Checker<'a, F: Function> {
    f: &'a F,
    env: &'a MachineEnv,
    out: &'a Output,
    num_pregs: usize,
    /// Per instruction: edits before are `edits[b..m]`, after are `edits[m..e]`.
    edit_index: Vec<(u32, u32, u32)>,
}

/// Verifies `out` as an allocation of `f` for `env`; describes the first problem found.
pub fn check<F: Function>(f: &F, env: &MachineEnv, out: &Output) -> Result<(), String> {
    let ni = f.num_insts();
    if out.inst_alloc_offsets.len() != ni + 1 || out.spill_slot_classes.len() != out.num_spill_slots as usize {
        return Err("output has the wrong shape".into());
    }
    let mut num_pregs = env.num_pregs();
    let edit_locs = out.edits.iter().flat_map(|(_, Edit::Move { from, to })| [*from, *to]);
    for a in out.allocs.iter().copied().chain(edit_locs) {
        if let Allocation::Reg(r) = a {
            num_pregs = num_pregs.max(r.index() + 1);
        }
    }
    for i in 0..ni {
        for r in f.inst_clobbers(Inst::new(i)) {
            num_pregs = num_pregs.max(r.index() + 1);
        }
    }
    let c = Checker { f, env, out, num_pregs, edit_index: index_edits(out, ni)? };
    c.run()
}

fn index_edits(out: &Output, ni: usize) -> Result<Vec<(u32, u32, u32)>, String> {
    for w in out.edits.windows(2) {
        if w[0].0 > w[1].0 {
            return Err(format!("edits not sorted at {:?}", w[1].0));
        }
    }
    let mut idx = Vec::with_capacity(ni);
    let mut k = 0usize;
    for i in 0..ni {
        let b = k;
        while k < out.edits.len() && out.edits[k].0.inst.index() == i && out.edits[k].0.pos == InstPosition::Before {
            k += 1;
        }
        let m = k;
        while k < out.edits.len() && out.edits[k].0.inst.index() == i {
            k += 1;
        }
        idx.push((b as u32, m as u32, k as u32));
    }
    if k != out.edits.len() {
        return Err("edit at an instruction that does not exist".into());
    }
    Ok(idx)
}

impl<F: Function> Checker<'_, F> {
    fn loc(&self, a: Allocation) -> Result<usize, String> {
        match a {
            Allocation::Reg(r) => Ok(r.index()),
            Allocation::Stack(s) if s.0 < self.out.num_spill_slots => Ok(self.num_pregs + s.index()),
            Allocation::Stack(s) => Err(format!("spill slot {s:?} out of range")),
        }
    }

    fn run(&self) -> Result<(), String> {
        let nb = self.f.num_blocks();
        if nb == 0 {
            return Ok(());
        }
        let nlocs = self.num_pregs + self.out.num_spill_slots as usize;
        let mut ins: Vec<Option<State>> = vec![None; nb];
        ins[0] = Some(vec![Vec::new(); nlocs]);
        let mut work: VecDeque<usize> = VecDeque::from([0]);
        let mut queued = vec![false; nb];
        queued[0] = true;
        while let Some(b) = work.pop_front() {
            queued[b] = false;
            let mut s = ins[b].clone().expect("queued blocks have a state");
            let mut at_call = None;
            self.block(Block::new(b), &mut s, false, &mut at_call)?;
            for &succ in self.f.block_succs(Block::new(b)) {
                // The unwinder enters a landing block from inside the invoke's call.
                let s = match (self.f.unwind_call(Block::new(b), succ), &at_call) {
                    (Some(_), Some((_, st))) => st,
                    _ => &s,
                };
                let changed = match &mut ins[succ.index()] {
                    slot @ None => {
                        *slot = Some(s.clone());
                        true
                    }
                    Some(old) => meet(old, s),
                };
                if changed && !queued[succ.index()] {
                    queued[succ.index()] = true;
                    work.push_back(succ.index());
                }
            }
        }
        for (b, st) in ins.iter().enumerate() {
            if let Some(st) = st {
                self.block(Block::new(b), &mut st.clone(), true, &mut None)?;
            }
        }
        self.check_callee_saved()
    }

    /// Runs block `b` on `s`; `at_call` receives the state right after the block's
    /// last call (before the moves after it), what an unwind edge carries.
    fn block(&self, b: Block, s: &mut State, check: bool, at_call: &mut Option<(Inst, State)>) -> Result<(), String> {
        let unwind = self.f.block_succs(b).iter().find_map(|&succ| self.f.unwind_call(b, succ));
        for inst in self.f.block_insns(b).iter() {
            let (eb, em, ee) = self.edit_index[inst.index()];
            self.edits(eb, em, s)?;
            self.inst(inst, s, check).map_err(|e| format!("{inst:?} (in {b:?}): {e}"))?;
            if unwind == Some(inst) {
                *at_call = Some((inst, s.clone()));
            }
            self.edits(em, ee, s)?;
        }
        Ok(())
    }

    fn edits(&self, from: u32, to: u32, s: &mut State) -> Result<(), String> {
        for (pt, e) in &self.out.edits[from as usize..to as usize] {
            let Edit::Move { from, to } = *e;
            if from.is_stack() && to.is_stack() {
                return Err(format!("stack-to-stack move at {pt:?}"));
            }
            let v = s[self.loc(from)?].clone();
            s[self.loc(to)?] = v;
        }
        Ok(())
    }

    fn inst(&self, inst: Inst, s: &mut State, check: bool) -> Result<(), String> {
        let ops = self.f.inst_operands(inst);
        let allocs = self.out.inst_allocs(inst);
        if allocs.len() != ops.len() {
            return Err("wrong number of allocations".into());
        }
        if check {
            self.check_constraints(inst, s)?;
        }
        for op in ops.iter().filter(|o| o.is_def()) {
            for set in s.iter_mut() {
                set.retain(|&v| v != op.vreg);
            }
        }
        for r in self.f.inst_clobbers(inst) {
            s[r.index()].clear();
        }
        for (op, &a) in ops.iter().zip(allocs).filter(|(o, _)| o.is_def()) {
            s[self.loc(a)?] = vec![op.vreg];
        }
        Ok(())
    }

    fn check_constraints(&self, inst: Inst, s: &State) -> Result<(), String> {
        let ops = self.f.inst_operands(inst);
        let allocs = self.out.inst_allocs(inst);
        for (k, (op, &a)) in ops.iter().zip(allocs).enumerate() {
            let ok = match op.constraint {
                OperandConstraint::Any => true,
                OperandConstraint::Reg => a.is_reg(),
                OperandConstraint::FixedReg(r) => a == Allocation::Reg(r),
                OperandConstraint::Stack => a.is_stack(),
                OperandConstraint::Reuse(i) => a.is_reg() && allocs.get(i as usize) == Some(&a),
            };
            if !ok {
                return Err(format!("operand {k} ({op:?}) allocated to {a:?}"));
            }
            if let (Allocation::Reg(r), false) = (a, matches!(op.constraint, OperandConstraint::FixedReg(_))) {
                if !self.env.class(op.class).allocatable().any(|p| p == r) {
                    return Err(format!("operand {k}: {r:?} is not an allocatable register of {:?}", op.class));
                }
            }
            if let Allocation::Stack(sl) = a {
                if self.out.spill_slot_classes.get(sl.index()) != Some(&op.class) {
                    return Err(format!("operand {k}: {sl:?} has another class"));
                }
            }
            if op.kind == OperandKind::Use && !s[self.loc(a)?].contains(&op.vreg) {
                return Err(format!("operand {k} reads {:?} from {a:?}, which holds {:?}", op.vreg, s[self.loc(a)?]));
            }
        }
        // Accesses at the same moment must not share a location.
        let is_reuse = |k: usize| matches!(ops[k].constraint, OperandConstraint::Reuse(_));
        let early_def = |k: usize| ops[k].is_def() && ops[k].pos == OperandPos::Early && !is_reuse(k);
        let late_use = |k: usize| ops[k].is_use() && ops[k].pos == OperandPos::Late;
        for k in 0..ops.len() {
            for j in 0..k {
                if allocs[k] != allocs[j] {
                    continue;
                }
                let clash = (ops[k].is_def() && ops[j].is_def())
                    || (early_def(k) && ops[j].is_use())
                    || (early_def(j) && ops[k].is_use())
                    || (ops[k].is_def() && late_use(j))
                    || (ops[j].is_def() && late_use(k));
                if clash {
                    return Err(format!("operands {j} and {k} share {:?}", allocs[k]));
                }
            }
        }
        for (k, &a) in allocs.iter().enumerate() {
            if late_use(k) && a.as_reg().is_some_and(|r| self.f.inst_clobbers(inst).contains(&r)) {
                return Err(format!("late use {k} in clobbered {a:?}"));
            }
        }
        Ok(())
    }

    fn check_callee_saved(&self) -> Result<(), String> {
        let reported = |r: PReg| self.out.used_callee_saved.iter().any(|c| c.contains(&r));
        let callee = |r: PReg| self.env.classes.iter().any(|c| c.callee_saved.contains(&r));
        let written = self
            .out
            .edits
            .iter()
            .filter_map(|(_, Edit::Move { to, .. })| to.as_reg())
            .chain((0..self.f.num_insts()).flat_map(|i| {
                let inst = Inst::new(i);
                self.f
                    .inst_operands(inst)
                    .iter()
                    .zip(self.out.inst_allocs(inst))
                    .filter(|(o, _)| o.kind == OperandKind::Def)
                    .filter_map(|(_, a)| a.as_reg())
                    .collect::<Vec<_>>()
            }));
        for r in written {
            if callee(r) && !reported(r) {
                return Err(format!("callee-saved {r:?} is written but not reported"));
            }
        }
        Ok(())
    }
}

/// `old ∩= new` per location; returns whether `old` changed.
fn meet(old: &mut State, new: &State) -> bool {
    let mut changed = false;
    for (o, n) in old.iter_mut().zip(new) {
        let before = o.len();
        o.retain(|v| n.contains(v));
        changed |= o.len() != before;
    }
    changed
}

