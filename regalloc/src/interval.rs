//! Lifetime intervals: per vreg (and per split piece of one) a sorted list of live ranges
//! with holes, the use positions inside them, and the location assigned. Intervals live in
//! an arena indexed by `IntervalId`; splitting moves the tail of one into a new one.

use crate::function::{PReg, RegClass, VReg};
use crate::pos::{Pos, POS_MAX};
use std::ops::{Deref, DerefMut};

/// A vector whose front can be cut off in O(length of the front): splitting an interval
/// copies only the head (usually short) and hands the long tail's storage to the new
/// piece, so that splitting a long interval many times is not quadratic.
#[derive(Clone, Debug)]
pub(crate) struct TrimVec<T> {
    buf: Vec<T>,
    start: usize,
}

impl<T: Clone> TrimVec<T> {
    pub(crate) fn push(&mut self, t: T) {
        self.buf.push(t);
    }

    /// Keeps `[..k]` in `self` and returns `[k..]`.
    pub(crate) fn split_front(&mut self, k: usize) -> TrimVec<T> {
        let head = self[..k].to_vec();
        let tail = TrimVec { buf: std::mem::replace(&mut self.buf, head), start: self.start + k };
        self.start = 0;
        tail
    }
}

impl<T> Default for TrimVec<T> {
    fn default() -> Self {
        TrimVec { buf: Vec::new(), start: 0 }
    }
}

impl<T> From<Vec<T>> for TrimVec<T> {
    fn from(buf: Vec<T>) -> Self {
        TrimVec { buf, start: 0 }
    }
}

impl<T> Deref for TrimVec<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.buf[self.start..]
    }
}

impl<T> DerefMut for TrimVec<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.buf[self.start..]
    }
}

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
    pub(crate) ranges: TrimVec<Range>,
    /// Sorted by position.
    pub(crate) uses: TrimVec<UsePos>,
    pub(crate) loc: Option<Loc>,
    /// Index of the first range ending after the scan position (only moves forward).
    pub(crate) cursor: u32,
    /// The interval this one was split off (its register is a good hint).
    pub(crate) split_from: Option<IntervalId>,
    /// Total length of the ranges, and summed use frequencies (needing a register
    /// counts double): the spill weight's parts, kept up to date by splits.
    len_sum: u64,
    freq_sum: f64,
}

impl Interval {
    pub(crate) fn new(vreg: VReg, class: RegClass) -> Self {
        Self { vreg, class, ranges: TrimVec::default(), uses: TrimVec::default(), loc: None, cursor: 0, split_from: None, len_sum: 0, freq_sum: 0.0 }
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

    /// Spill weight: use frequency (10^loop depth per use; a use needing a register counts
    /// double) per instruction of length. Higher means more costly to spill.
    pub(crate) fn weight(&self) -> f32 {
        (self.freq_sum / (self.len_sum as f64 / 4.0 + 1.0)) as f32
    }

    /// Computes the weight's parts from scratch (after building).
    pub(crate) fn compute_weight(&mut self) {
        self.len_sum = self.ranges.iter().map(|r| (r.to - r.from) as u64).sum();
        self.freq_sum = self.uses.iter().map(use_freq).sum();
    }

    /// Splits at `at`: `self` keeps what lies before `at`, the returned interval gets the
    /// rest (ranges straddling `at` are cut). Uses at `at` go to the new interval.
    pub(crate) fn split_off(&mut self, at: Pos) -> Interval {
        let ri = self.ranges.partition_point(|r| r.to <= at);
        let mut tail_ranges = self.ranges.split_front(ri);
        if let Some(first) = tail_ranges.first_mut() {
            if first.from < at {
                self.ranges.push(Range { from: first.from, to: at });
                first.from = at;
            }
        }
        let ui = self.uses.partition_point(|u| u.pos < at);
        let tail_uses = self.uses.split_front(ui);
        self.cursor = self.cursor.min(self.ranges.len() as u32);
        // The head is usually the short part: sum it, and give the tail the rest.
        let (total_len, total_freq) = (self.len_sum, self.freq_sum);
        self.compute_weight();
        let tail = Interval {
            vreg: self.vreg,
            class: self.class,
            ranges: tail_ranges,
            uses: tail_uses,
            loc: None,
            cursor: 0,
            split_from: None,
            len_sum: total_len.saturating_sub(self.len_sum),
            freq_sum: (total_freq - self.freq_sum).max(0.0),
        };
        tail
    }
}

fn use_freq(u: &UsePos) -> f64 {
    if u.must_reg {
        u.freq as f64 * 2.0
    } else {
        u.freq as f64
    }
}

/// First position `>= p` covered by both range lists (each sorted), or `POS_MAX`.
///
/// The list that is behind skips ahead by galloping (exponential, then binary search)
/// rather than range by range: a long interval checked against a short one, or against
/// a register's fixed ranges (one per call), costs the logarithm of the skipped ranges.
/// This keeps allocation near-linear on functions with thousands of blocks and calls.
pub(crate) fn first_intersection(a: &[Range], b: &[Range], p: Pos) -> Pos {
    let (mut i, mut j) = (skip_ending_by(a, 0, p), skip_ending_by(b, 0, p));
    while i < a.len() && j < b.len() {
        let (ra, rb) = (a[i], b[j]);
        let lo = ra.from.max(rb.from).max(p);
        let hi = ra.to.min(rb.to);
        if lo < hi {
            return lo;
        }
        if ra.to <= rb.to {
            i = skip_ending_by(a, i + 1, rb.from);
        } else {
            j = skip_ending_by(b, j + 1, ra.from);
        }
    }
    POS_MAX
}

/// The first index `k >= i` of `r` whose range ends after `pos` (ranges end in order).
fn skip_ending_by(r: &[Range], i: usize, pos: Pos) -> usize {
    if i >= r.len() || r[i].to > pos {
        return i;
    }
    // Gallop: find a step past the answer, then binary search inside the last step.
    let mut step = 1;
    let mut lo = i;
    while lo + step < r.len() && r[lo + step].to <= pos {
        lo += step;
        step *= 2;
    }
    let hi = (lo + step).min(r.len());
    lo + 1 + r[lo + 1..hi].partition_point(|x| x.to <= pos)
}

/// The arena of all intervals, plus each vreg's pieces.
#[derive(Default)]
pub(crate) struct Intervals {
    pub(crate) arena: Vec<Interval>,
    /// Per vreg, the ids of its pieces, ordered by start (pieces never overlap, and a
    /// piece's start never changes).
    pub(crate) pieces: Vec<Vec<(Pos, IntervalId)>>,
}

impl Intervals {
    pub(crate) fn push(&mut self, iv: Interval) -> IntervalId {
        let id = IntervalId(self.arena.len() as u32);
        let start = iv.start();
        let ps = &mut self.pieces[iv.vreg.index()];
        let at = ps.partition_point(|p| p.0 <= start);
        ps.insert(at, (start, id));
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

    /// Drops the empty pieces (vregs without any range).
    pub(crate) fn drop_empty_pieces(&mut self) {
        let arena = &self.arena;
        for p in &mut self.pieces {
            p.retain(|(_, id)| !arena[id.index()].is_empty());
        }
    }

    /// The piece of `vreg` covering `p`, if any (binary search).
    pub(crate) fn piece_at(&self, vreg: VReg, p_: Pos) -> Option<IntervalId> {
        let ps = &self.pieces[vreg.index()];
        let i = ps.partition_point(|p| p.0 <= p_);
        let id = ps.get(i.checked_sub(1)?)?.1;
        self.arena[id.index()].covers(p_).then_some(id)
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
        iv.ranges = vec![r(0, 10), r(20, 30)].into();
        let tail = iv.split_off(24);
        assert_eq!(*iv.ranges, [r(0, 10), r(20, 24)]);
        assert_eq!(*tail.ranges, [r(24, 30)]);
        assert_eq!(first_intersection(&[r(0, 5), r(8, 12)], &[r(5, 9)], 0), 8);
        assert_eq!(first_intersection(&[r(0, 5)], &[r(5, 9)], 0), POS_MAX);
        assert_eq!(first_intersection(&[r(0, 50)], &[r(5, 9)], 7), 7);
        // Long lists on either side, galloping past many ranges.
        let many: Vec<Range> = (0..100).map(|k| r(10 * k, 10 * k + 2)).collect();
        assert_eq!(first_intersection(&many, &[r(503, 507), r(731, 735)], 0), 731);
        assert_eq!(first_intersection(&[r(503, 507), r(731, 735)], &many, 0), 731);
        assert_eq!(first_intersection(&many, &[r(995, 2000)], 0), POS_MAX);
        assert_eq!(first_intersection(&many, &[r(0, 2000)], 455), 460);
        for p in 0..1000 {
            let slow = (p..1000).find(|&x| x % 10 < 2 && (x % 7 == 3)).unwrap_or(POS_MAX);
            let sevens: Vec<Range> = (0..143).map(|k| r(7 * k + 3, 7 * k + 4)).collect();
            assert_eq!(first_intersection(&many, &sevens, p), slow, "p = {p}");
        }
        assert!(iv.covers(22) && !iv.covers(15) && !iv.covers(24));
    }
}
