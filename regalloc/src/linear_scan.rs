//! The linear-scan main loop (Wimmer & Mössenböck 2005, Wimmer & Franz 2010): intervals
//! are taken in order of their start from a heap; per class, `active` holds the intervals
//! in a register covering the current position and `inactive` those in a lifetime hole.
//! Each interval first tries a register that is free (`try_allocate_free_reg`, with
//! copy/fixed hints and caller/callee-saved preference); otherwise
//! `allocate_blocked_reg` either spills it up to its next use that needs a register, or
//! evicts the cheapest occupants of a register by spill weight, splitting them.
//! Every split tail re-enters the heap with a start after the current position, so the
//! loop terminates.

use crate::build_intervals::FixedRanges;
use crate::env::{MachineEnv, RegInfo};
use crate::function::{PReg, RegClass};
use crate::interval::{first_intersection, Hint, IntervalId, Intervals, Loc};
use crate::output::{Error, Stats};
use crate::pos::{align_down, align_up, inst_of, Pos, POS_MAX};
use crate::split::Layout;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

pub(crate) struct Scan<'a> {
    env: &'a MachineEnv,
    regs: &'a RegInfo,
    layout: &'a Layout,
    pub(crate) ivs: Intervals,
    fixed: FixedRanges,
    fixed_cursor: Vec<usize>,
    unhandled: BinaryHeap<Reverse<(Pos, u32)>>,
    /// Per class.
    active: Vec<Vec<IntervalId>>,
    inactive: Vec<Vec<IntervalId>>,
    // Per physical register scratch tables, reset per use.
    free_until: Vec<Pos>,
    block_pos: Vec<Pos>,
    cost: Vec<f32>,
    next_use: Vec<Pos>,
    evictable: Vec<bool>,
    /// Reused buffers (no allocation per interval).
    regs_buf: Vec<PReg>,
    conflicts_buf: Vec<(IntervalId, bool)>,
    pub(crate) used_callee_saved: Vec<bool>,
    pub(crate) stats: Stats,
}

impl<'a> Scan<'a> {
    pub(crate) fn new(env: &'a MachineEnv, regs: &'a RegInfo, layout: &'a Layout, ivs: Intervals, fixed: FixedRanges) -> Self {
        let n = regs.num_pregs;
        let nc = env.classes.len();
        Scan {
            env,
            regs,
            layout,
            ivs,
            fixed,
            fixed_cursor: vec![0; n],
            unhandled: BinaryHeap::new(),
            active: vec![Vec::new(); nc],
            inactive: vec![Vec::new(); nc],
            free_until: vec![0; n],
            block_pos: vec![0; n],
            cost: vec![0.0; n],
            next_use: vec![0; n],
            evictable: vec![false; n],
            regs_buf: Vec::new(),
            conflicts_buf: Vec::new(),
            used_callee_saved: vec![false; n],
            stats: Stats::default(),
        }
    }

    pub(crate) fn run(&mut self) -> Result<(), Error> {
        for (i, iv) in self.ivs.arena.iter().enumerate() {
            if !iv.is_empty() {
                self.unhandled.push(Reverse((iv.start(), i as u32)));
            }
        }
        // RLLC_RA_TRACE=1 prints each allocation step (debug builds).
        let trace = cfg!(debug_assertions) && std::env::var_os("RLLC_RA_TRACE").is_some();
        while let Some(Reverse((p, id))) = self.unhandled.pop() {
            let id = IntervalId(id);
            let class = self.ivs.get(id).class;
            self.update_sets(class, p);
            if trace {
                let iv = self.ivs.get(id);
                eprintln!("@{p} {id:?} {:?} ranges {:?} uses {:?}", iv.vreg, iv.ranges, iv.uses.iter().map(|u| (u.pos, u.must_reg)).collect::<Vec<_>>());
                for &a in &self.active[class.index()] {
                    let a_iv = self.ivs.get(a);
                    eprintln!("    active {a:?} {:?} {:?} {:?}", a_iv.vreg, a_iv.loc, a_iv.ranges);
                }
            }
            if !self.try_allocate_free_reg(id, p) {
                self.allocate_blocked_reg(id, p)?;
            }
            if let Some(r) = self.ivs.get(id).reg() {
                self.active[class.index()].push(id);
                if self.regs.is_callee_saved[r.index()] {
                    self.used_callee_saved[r.index()] = true;
                }
            }
        }
        self.stats.intervals = self.ivs.arena.iter().filter(|iv| !iv.is_empty()).count();
        Ok(())
    }

    fn push_unhandled(&mut self, id: IntervalId) {
        self.unhandled.push(Reverse((self.ivs.get(id).start(), id.0)));
    }

    /// Moves intervals between active, inactive and handled for position `p`.
    fn update_sets(&mut self, class: RegClass, p: Pos) {
        let c = class.index();
        let arena = &mut self.ivs.arena;
        let (active, inactive) = (&mut self.active[c], &mut self.inactive[c]);
        let mut i = 0;
        while i < active.len() {
            let iv = &mut arena[active[i].index()];
            if iv.advance(p).is_empty() {
                active.swap_remove(i);
            } else if !iv.covers_at_cursor(p) {
                inactive.push(active.swap_remove(i));
            } else {
                i += 1;
            }
        }
        let mut i = 0;
        while i < inactive.len() {
            let iv = &mut arena[inactive[i].index()];
            if iv.advance(p).is_empty() {
                inactive.swap_remove(i);
            } else if iv.covers_at_cursor(p) {
                active.push(inactive.swap_remove(i));
            } else {
                i += 1;
            }
        }
    }

    /// Registers of `class` in preference order: caller-saved, then callee-saved ones
    /// already in use (no extra save), then the other callee-saved ones.
    fn preference(&self, class: RegClass) -> impl Iterator<Item = PReg> + '_ {
        let ce = self.env.class(class);
        let used = &self.used_callee_saved;
        ce.caller_saved
            .iter()
            .chain(ce.callee_saved.iter().filter(move |p| used[p.index()]))
            .chain(ce.callee_saved.iter().filter(move |p| !used[p.index()]))
            .copied()
    }

    /// First position at or after `p` where `r`'s fixed ranges meet `id`'s ranges (`id`
    /// is the current interval: it starts at `p`).
    fn fixed_intersection(&mut self, r: PReg, id: IntervalId, p: Pos) -> Pos {
        let fr = &self.fixed[r.index()];
        let mut c = self.fixed_cursor[r.index()];
        while c < fr.len() && fr[c].to <= p {
            c += 1;
        }
        self.fixed_cursor[r.index()] = c;
        first_intersection(&fr[c..], &self.ivs.get(id).ranges, p)
    }

    /// The register `id` would like: a fixed operand's register or a copy partner's
    /// register, else the register of the interval it was split from.
    fn hint(&self, id: IntervalId) -> Option<PReg> {
        let iv = self.ivs.get(id);
        // Only uses near the start matter (and long intervals must not cost a long scan).
        for u in iv.uses.iter().take(8) {
            match u.hint {
                Hint::None => {}
                Hint::Reg(r) => {
                    if self.regs.in_class(r, iv.class) {
                        return Some(r);
                    }
                }
                Hint::Vreg(v, q) => {
                    let piece = self.ivs.piece_at(v, q).or_else(|| self.ivs.piece_at(v, q.saturating_sub(1)));
                    if let Some(r) = piece.and_then(|pid| self.ivs.get(pid).reg()) {
                        if self.regs.in_class(r, iv.class) {
                            return Some(r);
                        }
                    }
                }
            }
        }
        iv.split_from.and_then(|s| self.ivs.get(s).reg())
    }

    fn try_allocate_free_reg(&mut self, id: IntervalId, p: Pos) -> bool {
        let class = self.ivs.get(id).class;
        let mut regs = std::mem::take(&mut self.regs_buf);
        regs.clear();
        regs.extend(self.preference(class));
        let r = self.try_allocate_free_reg_in(id, p, &regs);
        self.regs_buf = regs;
        r
    }

    fn try_allocate_free_reg_in(&mut self, id: IntervalId, p: Pos, regs: &[PReg]) -> bool {
        let c = self.ivs.get(id).class.index();
        for &r in regs {
            self.free_until[r.index()] = POS_MAX;
        }
        for &a in &self.active[c] {
            if let Some(r) = self.ivs.get(a).reg() {
                self.free_until[r.index()] = 0;
            }
        }
        for &i in &self.inactive[c] {
            let iv = self.ivs.get(i);
            let r = iv.reg().expect("inactive interval has a register");
            if self.free_until[r.index()] > p {
                let x = first_intersection(&iv.ranges[iv.cursor as usize..], &self.ivs.get(id).ranges, p);
                self.free_until[r.index()] = self.free_until[r.index()].min(x);
            }
        }
        for &r in regs {
            if self.free_until[r.index()] > p {
                let x = self.fixed_intersection(r, id, p);
                self.free_until[r.index()] = self.free_until[r.index()].min(x);
            }
        }
        let end = self.ivs.get(id).end();
        let eff = |fu: Pos| if fu >= end { POS_MAX } else { align_down(fu) };
        let hint = self.hint(id).filter(|h| regs.contains(h));
        let mut choice = hint.filter(|h| eff(self.free_until[h.index()]) == POS_MAX);
        if choice.is_none() {
            choice = regs.iter().copied().find(|r| eff(self.free_until[r.index()]) == POS_MAX);
        }
        if choice.is_none() {
            // Nothing is free for the whole interval: take the register free the longest
            // and split before it gets busy.
            let mut best: Option<(Pos, PReg)> = None;
            for r in hint.into_iter().chain(regs.iter().copied()) {
                let e = eff(self.free_until[r.index()]);
                if e > p && best.map_or(true, |(be, _)| e > be) {
                    best = Some((e, r));
                }
            }
            choice = best.map(|(_, r)| r);
        }
        let Some(r) = choice else { return false };
        self.ivs.get_mut(id).loc = Some(Loc::Reg(r));
        let fu = self.free_until[r.index()];
        if fu < end {
            let s = self.layout.optimal_split(p + 1, fu);
            self.split_and_requeue(id, s);
        }
        true
    }

    fn split_and_requeue(&mut self, id: IntervalId, at: Pos) {
        if let Some(t) = self.ivs.split(id, at) {
            self.stats.splits += 1;
            self.push_unhandled(t);
        }
    }

    /// Where to split an interval that goes to its spill slot from `from` on, so that
    /// the tail starts before its first use needing a register: `Ok(None)` if there is no
    /// such use, `Err(())` if no split position after `p` fits. Positions are a `PRE`
    /// (a move there is between instructions) or the end of a lifetime hole (the tail
    /// starts with a def, so no move is needed at all).
    fn spill_split(&self, id: IntervalId, from: Pos, p: Pos) -> Result<Option<Pos>, ()> {
        let iv = self.ivs.get(id);
        let Some(u) = iv.next_reg_use(from) else { return Ok(None) };
        let lo = from.max(p) + 1;
        if align_up(lo) <= align_down(u) {
            return Ok(Some(self.layout.optimal_split(lo, u)));
        }
        // The last range starting in [lo, u] that follows a hole (any range but the first).
        let j = iv.ranges.partition_point(|r| r.from <= u);
        match j.checked_sub(1) {
            Some(j) if j >= 1 && iv.ranges[j].from >= lo => Ok(Some(iv.ranges[j].from)),
            _ => Err(()),
        }
    }

    /// Assigns `id` to its spill slot up to (not including) its next use that needs a
    /// register, which goes back to the unhandled heap. The caller has checked with
    /// `spill_split` that this is possible.
    fn spill_until_reg_use(&mut self, id: IntervalId, p: Pos) {
        let start = self.ivs.get(id).start();
        let split = self.spill_split(id, start, p).expect("checked spill split");
        self.ivs.get_mut(id).loc = Some(Loc::Spill);
        self.stats.spilled_intervals += 1;
        if let Some(s) = split {
            self.split_and_requeue(id, s);
        }
    }

    /// Where the register-holding interval `id` can be split so that it leaves its
    /// register from `p` on, if it can: before the instruction at `p` if it does not need
    /// the register there; else exactly at `p` (after its reads), with the tail going to
    /// its spill slot (resolution stores it before the instruction, while the register
    /// still holds the value). Either way the tail must be spillable up to its next use
    /// that needs a register.
    fn evict_pos(&self, id: IntervalId, p: Pos) -> Option<Pos> {
        let s = align_down(p);
        let start = self.ivs.get(id).start();
        if self.spill_split(id, s.max(start), p).is_ok() {
            Some(s)
        } else if p != s && start < p && self.spill_split(id, p, p).is_ok() {
            Some(p)
        } else {
            None
        }
    }

    /// For an inactive interval: a split position inside its current hole, if the hole
    /// contains one (the tail then simply waits in the heap; no move is needed).
    fn hole_split(&self, id: IntervalId) -> Option<Pos> {
        let iv = self.ivs.get(id);
        let c = iv.cursor as usize;
        if c == 0 || c >= iv.ranges.len() {
            return None;
        }
        let hs = align_up(iv.ranges[c - 1].to);
        (hs <= iv.ranges[c].from).then_some(hs)
    }

    /// Takes `id` (active, or inactive and meeting the current interval) out of its
    /// register from `p` on.
    fn evict(&mut self, id: IntervalId, p: Pos, inactive: bool) {
        if inactive {
            if let Some(hs) = self.hole_split(id) {
                self.split_and_requeue(id, hs);
                return;
            }
        }
        let s = self.evict_pos(id, p).expect("evicted interval can leave its register");
        if s > self.ivs.get(id).start() {
            if let Some(t) = self.ivs.split(id, s) {
                self.stats.splits += 1;
                self.spill_until_reg_use(t, p);
            }
        } else {
            self.ivs.get_mut(id).loc = None;
            self.spill_until_reg_use(id, p);
        }
    }

    fn allocate_blocked_reg(&mut self, id: IntervalId, p: Pos) -> Result<(), Error> {
        let class = self.ivs.get(id).class;
        let c = class.index();
        let Some(u0) = self.ivs.get(id).next_reg_use(p) else {
            // Nothing here needs a register: the whole interval lives in its slot.
            self.ivs.get_mut(id).loc = Some(Loc::Spill);
            self.stats.spilled_intervals += 1;
            return Ok(());
        };
        let end = self.ivs.get(id).end();
        let mut regs = std::mem::take(&mut self.regs_buf);
        regs.clear();
        regs.extend(self.preference(class));
        let mut conflicts = std::mem::take(&mut self.conflicts_buf);
        conflicts.clear();
        let r = self.allocate_blocked_reg_in(id, p, c, u0, end, &regs, &mut conflicts);
        self.regs_buf = regs;
        self.conflicts_buf = conflicts;
        r
    }

    #[allow(clippy::too_many_arguments)]
    fn allocate_blocked_reg_in(
        &mut self,
        id: IntervalId,
        p: Pos,
        c: usize,
        u0: Pos,
        end: Pos,
        regs: &[PReg],
        conflicts: &mut Vec<(IntervalId, bool)>,
    ) -> Result<(), Error> {
        for &r in regs {
            let x = self.fixed_intersection(r, id, p);
            let i = r.index();
            self.block_pos[i] = x;
            self.cost[i] = 0.0;
            self.next_use[i] = POS_MAX;
            self.evictable[i] = x >= end || align_down(x) > u0;
        }
        for (list, inactive) in [(&self.active[c], false), (&self.inactive[c], true)] {
            for &a in list {
                let iv = self.ivs.get(a);
                let r = iv.reg().expect("active interval has a register").index();
                if !self.evictable[r] {
                    continue;
                }
                if inactive && first_intersection(&iv.ranges[iv.cursor as usize..], &self.ivs.get(id).ranges, p) == POS_MAX {
                    continue;
                }
                let hole = inactive && self.hole_split(a).is_some();
                if !hole && self.evict_pos(a, p).is_none() {
                    self.evictable[r] = false;
                    continue;
                }
                self.cost[r] += iv.weight();
                let nu = iv.next_use(p).map_or(POS_MAX, |u| u.pos);
                self.next_use[r] = self.next_use[r].min(nu);
                conflicts.push((a, inactive));
            }
        }
        let hint = self.hint(id);
        let mut best: Option<PReg> = None;
        for r in hint.into_iter().filter(|h| regs.contains(h)).chain(regs.iter().copied()) {
            let i = r.index();
            if !self.evictable[i] {
                continue;
            }
            let better = match best {
                None => true,
                Some(b) => {
                    let bi = b.index();
                    self.cost[i] < self.cost[bi] || (self.cost[i] == self.cost[bi] && self.next_use[i] > self.next_use[bi])
                }
            };
            if better {
                best = Some(r);
            }
        }
        let can_spill_self = self.spill_split(id, p, p).is_ok();
        let self_weight = self.ivs.get(id).weight();
        if can_spill_self && best.map_or(true, |b| self.cost[b.index()] >= self_weight) {
            self.spill_until_reg_use(id, p);
            return Ok(());
        }
        let Some(r) = best else {
            return Err(Error::TooManyLiveRegisters(inst_of(p)));
        };
        for &(a, inactive) in conflicts.iter() {
            if self.ivs.get(a).reg() != Some(r) {
                continue;
            }
            if inactive {
                self.inactive[c].retain(|&x| x != a);
            } else {
                self.active[c].retain(|&x| x != a);
            }
            self.evict(a, p, inactive);
            // A piece that kept the register for positions before `p` stays allocated but
            // no longer matters for the scan; one that was fully spilled is off the lists.
        }
        self.ivs.get_mut(id).loc = Some(Loc::Reg(r));
        let bp = self.block_pos[r.index()];
        if bp < end {
            let s = self.layout.optimal_split(u0 + 1, bp);
            self.split_and_requeue(id, s);
        }
        Ok(())
    }
}
