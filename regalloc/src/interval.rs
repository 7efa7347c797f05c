//! Lifetime intervals: per vreg (and per split piece of one) a sorted list of live ranges
//! with holes, the use positions inside them, and the location assigned. Intervals live in
//! an arena indexed by `IntervalId`; splitting moves the tail of one into a new one.

use crate::function::{PReg, RegClass, VReg};
use crate::pos::{Pos, POS_MAX};

/// Where an interval lives: a register, or its vreg's spill slot (numbered later).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Loc {
    Reg(PReg),
    Spill,
}

/// A half-open range of positions `[from, to)`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Range {
    pub(crate) from: Pos,
    pub(crate) to: Pos,
}

/// A register preference for the piece of an interval containing a use.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Hint {
    None,
    /// The use reads/writes this register anyway (fixed constraint): being there saves a
    /// move.
    Reg(PReg),
    /// Copy-related: whatever register this vreg has at this position.
    Vreg(VReg, Pos),
}

/// A position where the interval's value is accessed.
#[derive(Clone, Copy, Debug)]
pub(crate) struct UsePos {
    pub(crate) pos: Pos,
    /// The access needs a register (a `Reg` operand, or the def of a reused register).
    pub(crate) must_reg: bool,
    /// Estimated execution frequency (10^loop depth), for spill weights.
    pub(crate) freq: f32,
    pub(crate) hint: Hint,
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub(crate) struct IntervalId(pub(crate) u32);

impl IntervalId {
    pub(crate) fn index(self) -> usize {
        self.0 as usize
    }
}

#[derive(Clone, Debug)]
pub(crate) struct Interval {
    pub(crate) vreg: VReg,
    pub(crate) class: RegClass,
    /// Sorted, disjoint, never adjacent.
    pub(crate) ranges: Vec<Range>,
    /// Sorted by position.
    pub(crate) uses: Vec<UsePos>,
    pub(crate) loc: Option<Loc>,
    /// Index of the first range ending after the scan position (only moves forward).
    pub(crate) cursor: u32,
    /// The interval this one was split off (its register is a good hint).
    pub(crate) split_from: Option<IntervalId>,
    /// Cached `compute_weight()`.
    weight: f32,
}

impl Interval {
    pub(crate) fn new(vreg: VReg, class: RegClass) -> Self {
        Self { vreg, class, ranges: Vec::new(), uses: Vec::new(), loc: None, cursor: 0, split_from: None, weight: 0.0 }
    }

    pub(crate) fn start(&self) -> Pos {
        self.ranges.first().map_or(POS_MAX, |r| r.from)
    }

    pub(crate) fn end(&self) -> Pos {
        self.ranges.last().map_or(0, |r| r.to)
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.ranges.is_empty()
    }

    pub(crate) fn reg(&self) -> Option<PReg> {
        match self.loc {
            Some(Loc::Reg(r)) => Some(r),
            _ => None,
        }
    }

    /// Moves the cursor past ranges that end at or before `p` (p must not decrease between
    /// calls) and returns the remaining ranges.
    pub(crate) fn advance(&mut self, p: Pos) -> &[Range] {
        let mut c = self.cursor as usize;
        while c < self.ranges.len() && self.ranges[c].to <= p {
            c += 1;
        }
        self.cursor = c as u32;
        &self.ranges[c..]
    }

    /// Whether a range covers `p`, using the cursor (after `advance(p)`).
    pub(crate) fn covers_at_cursor(&self, p: Pos) -> bool {
        self.ranges.get(self.cursor as usize).is_some_and(|r| r.from <= p && p < r.to)
    }

    /// Whether a range covers `p` (binary search; any `p`).
    pub(crate) fn covers(&self, p: Pos) -> bool {
        let i = self.ranges.partition_point(|r| r.to <= p);
        self.ranges.get(i).is_some_and(|r| r.from <= p)
    }

    /// Ranges ending after `p` (binary search).
    pub(crate) fn ranges_after(&self, p: Pos) -> &[Range] {
        &self.ranges[self.ranges.partition_point(|r| r.to <= p)..]
    }

    /// First use at or after `p`.
    pub(crate) fn next_use(&self, p: Pos) -> Option<&UsePos> {
        let i = self.uses.partition_point(|u| u.pos < p);
        self.uses.get(i)
    }

    /// First use at or after `p` that needs a register.
    pub(crate) fn next_reg_use(&self, p: Pos) -> Option<Pos> {
        let i = self.uses.partition_point(|u| u.pos < p);
        self.uses[i..].iter().find(|u| u.must_reg).map(|u| u.pos)
    }

    /// Spill weight (cached; valid after `compute_weight`).
    pub(crate) fn weight(&self) -> f32 {
        self.weight
    }

    /// Spill weight: use frequency (10^loop depth per use; a use needing a register counts
    /// double) per instruction of length. Higher means more costly to spill.
    pub(crate) fn compute_weight(&mut self) {
        let len: u64 = self.ranges.iter().map(|r| (r.to - r.from) as u64).sum();
        let freq: f32 = self.uses.iter().map(|u| if u.must_reg { u.freq * 2.0 } else { u.freq }).sum();
        self.weight = freq / (len as f32 / 4.0 + 1.0);
    }

    /// Splits at `at`: `self` keeps what lies before `at`, the returned interval gets the
    /// rest (ranges straddling `at` are cut). Uses at `at` go to the new interval.
    pub(crate) fn split_off(&mut self, at: Pos) -> Interval {
        let ri = self.ranges.partition_point(|r| r.to <= at);
        let mut tail_ranges = self.ranges.split_off(ri);
        if let Some(first) = tail_ranges.first_mut() {
            if first.from < at {
                self.ranges.push(Range { from: first.from, to: at });
                first.from = at;
            }
        }
        let ui = self.uses.partition_point(|u| u.pos < at);
        let tail_uses = self.uses.split_off(ui);
        self.cursor = self.cursor.min(self.ranges.len() as u32);
        self.compute_weight();
        let mut tail = Interval {
            vreg: self.vreg,
            class: self.class,
            ranges: tail_ranges,
            uses: tail_uses,
            loc: None,
            cursor: 0,
            split_from: None,
            weight: 0.0,
        };
        tail.compute_weight();
        tail
    }
}

/// First position `>= p` covered by both range lists (each sorted), or `POS_MAX`.
pub(crate) fn first_intersection(a: &[Range], b: &[Range], p: Pos) -> Pos {
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        let (ra, rb) = (a[i], b[j]);
        let lo = ra.from.max(rb.from).max(p);
        let hi = ra.to.min(rb.to);
        if lo < hi {
            return lo;
        }
        if ra.to <= rb.to {
            i += 1;
        } else {
            j += 1;
        }
    }
    POS_MAX
}

/// The arena of all intervals, plus each vreg's pieces.
#[derive(Default)]
pub(crate) struct Intervals {
    pub(crate) arena: Vec<Interval>,
    /// Per vreg, the ids of its pieces (in creation order until `sort_pieces`).
    pub(crate) pieces: Vec<Vec<IntervalId>>,
}

impl Intervals {
    pub(crate) fn push(&mut self, iv: Interval) -> IntervalId {
        let id = IntervalId(self.arena.len() as u32);
        self.pieces[iv.vreg.index()].push(id);
        self.arena.push(iv);
        id
    }

    pub(crate) fn get(&self, id: IntervalId) -> &Interval {
        &self.arena[id.index()]
    }

    pub(crate) fn get_mut(&mut self, id: IntervalId) -> &mut Interval {
        &mut self.arena[id.index()]
    }

    /// Splits `id` at `at` (see `Interval::split_off`); returns the new tail's id, or None
    /// if nothing of `id` lies at or after `at`.
    pub(crate) fn split(&mut self, id: IntervalId, at: Pos) -> Option<IntervalId> {
        let mut tail = self.arena[id.index()].split_off(at);
        if tail.is_empty() {
            return None;
        }
        tail.split_from = Some(id);
        Some(self.push(tail))
    }

    /// The piece of `vreg` covering `p`, if any (any order of pieces).
    pub(crate) fn piece_at(&self, vreg: VReg, p: Pos) -> Option<IntervalId> {
        self.pieces[vreg.index()].iter().copied().find(|&id| self.arena[id.index()].covers(p))
    }

    /// Orders every vreg's pieces by start, for `sorted_piece_at`.
    pub(crate) fn sort_pieces(&mut self) {
        let arena = &self.arena;
        for p in &mut self.pieces {
            p.retain(|id| !arena[id.index()].is_empty());
            p.sort_by_key(|id| arena[id.index()].start());
        }
    }

    /// The piece of `vreg` covering `p`, after `sort_pieces` (binary search).
    pub(crate) fn sorted_piece_at(&self, vreg: VReg, p: Pos) -> Option<IntervalId> {
        let ps = &self.pieces[vreg.index()];
        let i = ps.partition_point(|id| self.arena[id.index()].start() <= p);
        let id = *ps.get(i.checked_sub(1)?)?;
        self.arena[id.index()].covers(p).then_some(id)
    }

    /// The location of `vreg` at `p`, after `sort_pieces`.
    pub(crate) fn loc_at(&self, vreg: VReg, p: Pos) -> Option<Loc> {
        self.sorted_piece_at(vreg, p).and_then(|id| self.arena[id.index()].loc)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(from: Pos, to: Pos) -> Range {
        Range { from, to }
    }

    #[test]
    fn split_and_intersect() {
        let mut iv = Interval::new(VReg(0), RegClass(0));
        iv.ranges = vec![r(0, 10), r(20, 30)];
        let tail = iv.split_off(24);
        assert_eq!(iv.ranges, vec![r(0, 10), r(20, 24)]);
        assert_eq!(tail.ranges, vec![r(24, 30)]);
        assert_eq!(first_intersection(&[r(0, 5), r(8, 12)], &[r(5, 9)], 0), 8);
        assert_eq!(first_intersection(&[r(0, 5)], &[r(5, 9)], 0), POS_MAX);
        assert_eq!(first_intersection(&[r(0, 50)], &[r(5, 9)], 7), 7);
        assert!(iv.covers(22) && !iv.covers(15) && !iv.covers(24));
    }
}
