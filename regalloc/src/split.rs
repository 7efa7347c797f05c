//! Choosing where to split an interval (Wimmer & Mössenböck 2005, "optimal split
//! position"): as late as allowed, unless an earlier block boundary has a lower loop
//! depth, so that spill/reload moves land outside loops (on the loop's entry or exit
//! edges) instead of inside them.

use crate::function::{Block, Function};
use crate::pos::{align_down, align_up, inst_of, pos, Pos, PRE};

/// Block facts the splitter needs, indexed cheaply.
pub(crate) struct Layout {
    /// Block of each instruction.
    block_of: Vec<u32>,
    /// First position of each block, plus one past the end.
    block_start: Vec<Pos>,
    depth: Vec<u32>,
}

impl Layout {
    pub(crate) fn new<F: Function>(f: &F) -> Self {
        let nb = f.num_blocks();
        let mut block_of = Vec::with_capacity(f.num_insts());
        let mut block_start = Vec::with_capacity(nb + 1);
        let mut depth = Vec::with_capacity(nb);
        for b in 0..nb {
            let r = f.block_insns(Block::new(b));
            block_start.push(pos(r.start, PRE));
            depth.push(f.block_loop_depth(Block::new(b)));
            block_of.extend(std::iter::repeat(b as u32).take(r.len()));
        }
        block_start.push(pos(crate::function::Inst::new(f.num_insts()), PRE));
        Self { block_of, block_start, depth }
    }

    pub(crate) fn block_of_pos(&self, p: Pos) -> usize {
        self.block_of[inst_of(p).index()] as usize
    }

    /// Whether `p` is the first position of a block.
    pub(crate) fn is_block_start(&self, p: Pos) -> bool {
        self.block_start[self.block_of_pos(p)] == p
    }

    /// A split position in `[align_up(min), align_down(max)]` (the caller guarantees this
    /// is not empty): the latest, or the start of a block after a lower loop depth.
    pub(crate) fn optimal_split(&self, min: Pos, max: Pos) -> Pos {
        let lo = align_up(min);
        let hi = align_down(max);
        debug_assert!(lo <= hi, "empty split window {min}..{max}");
        let (bmin, bmax) = (self.block_of_pos(lo), self.block_of_pos(hi));
        let mut best = hi;
        let mut best_depth = self.depth[bmax];
        for b in (bmin..bmax).rev() {
            // Splitting at the end of block b (the start of b+1) puts the moves on b's
            // outgoing edges; worth it when b is outside a loop that the later part is in.
            if self.depth[b] < best_depth && self.block_start[b + 1] >= lo {
                best_depth = self.depth[b];
                best = self.block_start[b + 1];
            }
        }
        best
    }
}
