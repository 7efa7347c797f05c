//! Spill slot assignment: one slot per vreg that needs one (some piece spilled, or a
//! `Stack` operand), shared between vregs of one class whose lifetimes (from first to last
//! position, holes included) are strictly apart, by interval partitioning over a heap.
//! Strict separation keeps a slot from being both read and written by one parallel move,
//! so cycles in parallel moves never involve stack slots.

use crate::function::{RegClass, VReg};
use crate::interval::Intervals;
use crate::output::SpillSlot;
use crate::pos::Pos;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Returns each vreg's slot (if it needs one); appends the new slots' classes.
pub(crate) fn assign(ivs: &Intervals, needs: &[bool], num_classes: usize, slot_classes: &mut Vec<RegClass>) -> Vec<Option<SpillSlot>> {
    let mut hulls: Vec<(Pos, Pos, VReg, RegClass)> = Vec::new();
    for (v, pieces) in ivs.pieces.iter().enumerate() {
        if !needs[v] || pieces.is_empty() {
            continue;
        }
        let first = ivs.get(pieces[0].1);
        let last = ivs.get(pieces[pieces.len() - 1].1);
        hulls.push((first.start(), last.end(), VReg::new(v), first.class));
    }
    hulls.sort_unstable_by_key(|h| (h.0, h.2));
    let mut slot_of = vec![None; ivs.pieces.len()];
    let mut busy: Vec<BinaryHeap<Reverse<(Pos, u32)>>> = vec![BinaryHeap::new(); num_classes];
    let mut free: Vec<Vec<u32>> = vec![Vec::new(); num_classes];
    for (start, end, v, class) in hulls {
        let c = class.index();
        while let Some(&Reverse((e, s))) = busy[c].peek() {
            if e >= start {
                break;
            }
            busy[c].pop();
            free[c].push(s);
        }
        let s = free[c].pop().unwrap_or_else(|| {
            slot_classes.push(class);
            (slot_classes.len() - 1) as u32
        });
        busy[c].push(Reverse((end, s)));
        slot_of[v.index()] = Some(SpillSlot(s));
    }
    slot_of
}
