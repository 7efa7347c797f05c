//! Loop nesting depths of a machine function's blocks, for the register allocator's
//! spill weights: natural loops found from back edges (an edge to a block that dominates
//! its source), dominators by the Cooper–Harvey–Kennedy iteration over reverse postorder.
//! A block's depth is the number of distinct loop headers whose loop contains it; the
//! loops themselves serve passes that move code out of them.

use crate::mir::{MBlockId, MFunction};

/// A natural loop: its header and every block of its body (the header included).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NaturalLoop {
    pub header: MBlockId,
    pub blocks: Vec<MBlockId>,
}

/// Sets `loop_depth` of every block of `mf`.
pub fn compute_loop_depths(mf: &mut MFunction) {
    let mut depth = vec![0u32; mf.blocks.len()];
    for l in natural_loops(mf) {
        for b in l.blocks {
            depth[b.0 as usize] += 1;
        }
    }
    for (b, d) in depth.into_iter().enumerate() {
        mf.blocks[b].loop_depth = d;
    }
}

/// The natural loops of `mf` (one per header, back edges to it merged), headers in
/// reverse postorder: an outer loop comes before the loops inside it.
pub fn natural_loops(mf: &MFunction) -> Vec<NaturalLoop> {
    let n = mf.blocks.len();
    if n == 0 {
        return Vec::new();
    }
    // Reverse postorder from the entry.
    let mut rpo = Vec::with_capacity(n);
    let mut state = vec![0u8; n];
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    state[0] = 1;
    while let Some(&mut (b, ref mut i)) = stack.last_mut() {
        let succs = &mf.blocks[b].succs;
        if *i < succs.len() {
            let s = succs[*i].0 as usize;
            *i += 1;
            if state[s] == 0 {
                state[s] = 1;
                stack.push((s, 0));
            }
        } else {
            rpo.push(b);
            stack.pop();
        }
    }
    rpo.reverse();
    let mut pos = vec![usize::MAX; n];
    for (i, &b) in rpo.iter().enumerate() {
        pos[b] = i;
    }
    // Immediate dominators.
    let mut idom = vec![usize::MAX; n];
    idom[0] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for &b in rpo.iter().skip(1) {
            let mut new = usize::MAX;
            for p in &mf.blocks[b].preds {
                let p = p.0 as usize;
                if idom[p] == usize::MAX {
                    continue;
                }
                new = if new == usize::MAX { p } else { intersect(&idom, &pos, p, new) };
            }
            if new != usize::MAX && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    let dominates = |a: usize, mut b: usize| -> bool {
        loop {
            if a == b {
                return true;
            }
            if b == 0 || idom[b] == usize::MAX {
                return false;
            }
            b = idom[b];
        }
    };
    let mut loops = Vec::new();
    // Each header h with back edges t → h: the body is h plus everything reaching a t
    // without passing h.
    let mut in_loop = vec![usize::MAX; n];
    for &h in &rpo {
        let preds = mf.blocks[h].preds.iter().map(|p| p.0 as usize);
        let latches: Vec<usize> = preds.filter(|&t| pos[t] != usize::MAX && dominates(h, t)).collect();
        if latches.is_empty() {
            continue;
        }
        in_loop[h] = h;
        let mut blocks = vec![MBlockId(h as u32)];
        let mut work = latches;
        while let Some(b) = work.pop() {
            if in_loop[b] == h {
                continue;
            }
            in_loop[b] = h;
            blocks.push(MBlockId(b as u32));
            for p in &mf.blocks[b].preds {
                let p = p.0 as usize;
                if pos[p] != usize::MAX && in_loop[p] != h {
                    work.push(p);
                }
            }
        }
        loops.push(NaturalLoop { header: MBlockId(h as u32), blocks });
    }
    loops
}

fn intersect(idom: &[usize], pos: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while pos[a] > pos[b] {
            a = idom[a];
        }
        while pos[b] > pos[a] {
            b = idom[b];
        }
    }
    a
}
