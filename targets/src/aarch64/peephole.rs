//! AArch64 clean-ups after register allocation and branch folding, before frame lowering.
//!
//! Block placement: selection keeps the IR's block order, in which clang puts a loop's
//! exit block before the loop body, so a latch ends in `b.cond exit; b header` — two
//! branches per iteration where llc's placement has one. When a block ends in a two-way
//! branch neither of whose targets comes next, one target is moved right after it, if
//! that costs no branch elsewhere: the block before the moved one must not fall into it
//! (unless it branches both to it and to the block after it), and the moved block must
//! not fall into its old successor (unless that successor is also its new one; a
//! self-loop's exit may, as it runs once per loop and the loop block once per
//! iteration). The back edge stays the taken branch: of a self-loop's targets the other
//! one moves; of two earlier blocks the farther (an outer loop's block, not the inner
//! header); of an earlier and a later one, the later. Without loop information this
//! stays a local rule: blocks are only moved where no other block loses a fall-through.

use super::branches::A64Branches;
use crate::branch_fold::renumber_blocks;
use crate::branches::{Branch, BranchInfo};
use rllc_isel::mir::{MBlockId, MFunction};

/// Runs the post-allocation clean-ups.
pub fn run(mf: &mut MFunction) {
    place_blocks(mf);
}

/// How a block's last instruction leaves it, for placement.
fn exit_of(mf: &MFunction, b: usize) -> Option<Branch> {
    let last = mf.blocks[b].insts.last()?;
    match A64Branches.branch(last) {
        Branch::Other if !last.is_terminator() => None,
        br => Some(br),
    }
}

/// Whether block `b` (ending as `exit`) relies on falling through into `next`.
fn falls_into(exit: Option<Branch>, next: usize) -> bool {
    let next = MBlockId(next as u32);
    match exit {
        // No terminator: it continues into whatever follows.
        None => true,
        Some(Branch::Jump(t)) => t == next,
        Some(Branch::TwoWay { taken, not_taken }) => taken == next || not_taken == next,
        Some(Branch::Other) => false,
    }
}

/// Whether `exit` is a two-way branch to `a` and `b`: such a block still falls through
/// when `b` replaces `a` after it.
fn two_way_to(exit: Option<Branch>, a: usize, b: usize) -> bool {
    let (a, b) = (MBlockId(a as u32), MBlockId(b as u32));
    matches!(exit, Some(Branch::TwoWay { taken, not_taken })
        if (taken, not_taken) == (a, b) || (taken, not_taken) == (b, a))
}

/// Moves blocks so that two-way branches fall through (see the file's header).
fn place_blocks(mf: &mut MFunction) {
    let n = mf.blocks.len();
    // Inline asm may name blocks in its operands (`asm goto`): keep such functions as they are.
    if n < 3 || !mf.inline_asms.is_empty() {
        return;
    }
    let mut order: Vec<usize> = (0..n).collect();
    let mut pos: Vec<usize> = (0..n).collect();
    let mut moved = false;
    let mut moves = 0;
    let mut i = 0;
    while i < order.len() && moves <= 2 * n {
        let b = order[i];
        let Some(Branch::TwoWay { taken, not_taken }) = exit_of(mf, b) else {
            i += 1;
            continue;
        };
        let (t, f) = (taken.0 as usize, not_taken.0 as usize);
        // (usize::MAX: `b` is last, nothing follows.)
        let next = order.get(i + 1).copied().unwrap_or(usize::MAX);
        if t == next || f == next || t == f {
            i += 1;
            continue;
        }
        // Candidates in order of preference; a self-loop's exit may give up its own
        // fall-through (it runs once per loop, the loop block once per iteration).
        let (cands, relax) = if t == b {
            ([f, f], true)
        } else if f == b {
            ([t, t], true)
        } else if pos[t] < i && pos[f] < i {
            (if pos[t] < pos[f] { [t, f] } else { [f, t] }, false)
        } else if pos[t] > i && pos[f] > i {
            ([f, t], false)
        } else if pos[t] > i {
            ([t, f], false)
        } else {
            ([f, t], false)
        };
        let movable = |x: usize| {
            let j = pos[x];
            x != 0
                && j > 0
                && (!falls_into(exit_of(mf, order[j - 1]), x)
                    || j + 1 < order.len() && two_way_to(exit_of(mf, order[j - 1]), x, order[j + 1]))
                && mf.blocks[x].insts.last().is_some_and(|l| l.is_terminator())
                && (relax
                    || j + 1 >= order.len()
                    || order[j + 1] == next
                    || !falls_into(exit_of(mf, x), order[j + 1]))
        };
        let pick = cands.into_iter().find(|&x| movable(x));
        if let Some(x) = pick {
            let j = pos[x];
            order.remove(j);
            let at = if j < i { i } else { i + 1 };
            order.insert(at, x);
            for (k, &blk) in order.iter().enumerate() {
                pos[blk] = k;
            }
            moved = true;
            moves += 1;
            // Blocks before `b` or `x`'s old place may now end differently: look again.
            i = i.min(j).saturating_sub(1);
            continue;
        }
        i += 1;
    }
    if !moved {
        return;
    }
    let map: Vec<MBlockId> = pos.iter().map(|&p| MBlockId(p as u32)).collect();
    let mut old: Vec<Option<rllc_isel::mir::MBlock>> = std::mem::take(&mut mf.blocks).into_iter().map(Some).collect();
    mf.blocks = order.iter().map(|&b| old[b].take().expect("each block placed once")).collect();
    renumber_blocks(mf, &vec![false; n], &map, &A64Branches);
}
