//! Control-flow graph edges and the dominator tree of a function.
//!
//! `Cfg` lists each block's successors and predecessors once, as flat arrays (one entry per
//! edge, so a `switch` with two cases to the same block gives two edges, as LLVM counts
//! them). `DomTree` is built with the Cooper–Harvey–Kennedy iterative algorithm ("A Simple,
//! Fast Dominance Algorithm", 2001) over reverse postorder, then numbered in preorder with
//! subtree sizes so that `dominates(a, b)` is two comparisons. Instruction-level
//! dominance follows LLVM's `DominatorTree::dominates` rules (unreachable uses are dominated
//! by everything, invoke results are only available in the normal destination, phi uses
//! happen at the end of the incoming block).
//!
//! `DomTree::rebuild` places the layout's instructions, builds the CFG and the tree in the
//! buffers of the previous function's tree, and passes each layout problem it finds on the
//! way to the caller (the verifier reports them instead of walking the layout again). A
//! layout as the parser makes it (`DomTree::canonical`: the blocks list the instruction
//! ids in arena order, each instruction once, each knowing its block) is recognised and
//! not placed instruction by instruction: an instruction's block is then its own `block`,
//! and order within a block is id order.
//!
//! Everything here tolerates half-built functions: blocks without terminators have no
//! successors, and edges to blocks that are not placed in the layout are dropped.

use crate::function::Function;
use crate::inst::{Inst, InstKind};
use crate::value::{BlockId, InstId, Value};

const NONE: u32 = u32::MAX;

/// Empties `v` and fills it with `n` copies of `x`, keeping its allocation (the verifier
/// rebuilds one tree per function, so the buffers are reused rather than reallocated).
fn refill<T: Copy>(v: &mut Vec<T>, n: usize, x: T) {
    v.clear();
    v.resize(n, x);
}

/// Something wrong with how a function's layout places blocks and instructions, found
/// while placing them (the verifier reports these; the tree is still built).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayoutProblem {
    /// The layout lists a block id the arena does not have.
    NoSuchBlock(BlockId),
    /// The layout lists this block a second time (its instructions are not placed again).
    RepeatedBlock(BlockId),
    /// A placed block lists an instruction id the arena does not have.
    NoSuchInst(BlockId, InstId),
    /// An instruction is listed a second time (the later place wins).
    RepeatedInst(InstId),
    /// An instruction's `block` is not the block that lists it.
    WrongParent(InstId),
}

/// Where an instruction is placed: its block as found in the layout and its position
/// there (both `u32::MAX` if it is not in a placed block), and a word the caller of
/// `DomTree::rebuild` computed from the instruction when it was placed (`u32::MAX` if it
/// is not placed). The verifier keeps there what a use of the result needs to know, so
/// that checking a use reads this one entry instead of the defining instruction too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    pub block: u32,
    pub pos: u32,
    pub word: u32,
}

const UNPLACED: Placed = Placed { block: NONE, pos: NONE, word: NONE };

/// The edges of a function's CFG, indexed by `BlockId`.
#[derive(Clone, Debug, Default)]
pub struct Cfg {
    succ_start: Vec<u32>,
    succs: Vec<BlockId>,
    pred_start: Vec<u32>,
    preds: Vec<BlockId>,
    /// Whether the block is placed in the function's layout.
    in_layout: Vec<bool>,
    /// Per block, the next free slot in `preds` while they are filled in.
    fill: Vec<u32>,
}

impl Cfg {
    pub fn new(f: &Function) -> Cfg {
        let mut cfg = Cfg::default();
        refill(&mut cfg.in_layout, f.blocks.len(), false);
        for &b in &f.layout {
            if let Some(slot) = cfg.in_layout.get_mut(b.0 as usize) {
                *slot = true;
            }
        }
        cfg.build_edges(f);
        cfg
    }

    /// Fills the edge lists from the blocks' terminators, once `in_layout` is known.
    fn build_edges(&mut self, f: &Function) {
        let n = f.blocks.len();
        let Cfg { succ_start, succs: kept_succs, pred_start, preds, in_layout, fill } = self;
        // The list is filled as a local, so that its length can stay in a register (through
        // the reference it would be stored back at every push); it is put back below.
        let mut succs = std::mem::take(kept_succs);
        // Successors, block by block (in arena order so the CSR index is the id).
        refill(succ_start, n + 1, 0);
        succs.clear();
        // About two successors per block: grown at most once or twice (and then kept).
        succs.reserve(2 * n);
        // Predecessor counts go in `pred_start`, shifted by one, then become the starts.
        refill(pred_start, n + 1, 0);
        // Slices of one length `n`, so that one comparison bounds each index.
        let (in_layout, blocks) = (&in_layout[..n], &f.blocks[..n]);
        let (starts, counts) = (&mut succ_start[..n + 1], &mut pred_start[..n + 1]);
        for b in 0..n {
            starts[b] = succs.len() as u32;
            if !in_layout[b] {
                continue;
            }
            let Some(&last) = blocks[b].insts.last() else { continue };
            let Some(term) = f.insts.get(last.0 as usize) else { continue };
            let mut edge = |s: BlockId| {
                if in_layout.get(s.0 as usize).copied().unwrap_or(false) {
                    succs.push(s);
                    counts[s.0 as usize + 1] += 1;
                }
            };
            match term.kind {
                // `Inst::successors` skips the call operands of these.
                InstKind::Invoke(_) | InstKind::CallBr { .. } => term.successors().for_each(edge),
                // Every other terminator's successors are its block operands.
                ref k if k.is_terminator() => {
                    for op in term.ops.iter() {
                        if let Value::Block(s) = *op {
                            edge(s);
                        }
                    }
                }
                _ => {}
            }
        }
        starts[n] = succs.len() as u32;
        // Predecessors by counting sort, so each list is in block-id order.
        for b in 0..n {
            counts[b + 1] += counts[b];
        }
        fill.clear();
        fill.extend_from_slice(&counts[..n]);
        refill(preds, counts[n] as usize, BlockId(0));
        let fill = &mut fill[..n];
        for b in 0..n {
            for &s in &succs[starts[b] as usize..starts[b + 1] as usize] {
                // `s` is a placed block, so below `n`, and each slot below its end.
                let slot = &mut fill[s.0 as usize];
                preds[*slot as usize] = BlockId(b as u32);
                *slot += 1;
            }
        }
        *kept_succs = succs;
    }

    /// Successors in terminator operand order, one per edge.
    pub fn succs(&self, b: BlockId) -> &[BlockId] {
        let i = b.0 as usize;
        match (self.succ_start.get(i), self.succ_start.get(i + 1)) {
            (Some(&s), Some(&e)) => &self.succs[s as usize..e as usize],
            _ => &[],
        }
    }

    /// Predecessors sorted by block id, one per edge (so duplicates appear when a block
    /// branches to the same successor twice).
    pub fn preds(&self, b: BlockId) -> &[BlockId] {
        let i = b.0 as usize;
        match (self.pred_start.get(i), self.pred_start.get(i + 1)) {
            (Some(&s), Some(&e)) => &self.preds[s as usize..e as usize],
            _ => &[],
        }
    }

    /// Whether the block is placed in the layout (edges only connect placed blocks).
    pub fn in_layout(&self, b: BlockId) -> bool {
        self.in_layout.get(b.0 as usize).copied().unwrap_or(false)
    }

    pub fn num_blocks(&self) -> usize {
        self.in_layout.len()
    }
}

/// The dominator tree of a function, with its CFG.
///
/// `rebuild` recomputes it for another function in the same buffers, so a caller that
/// goes through many functions (the verifier) allocates only for the largest.
#[derive(Clone, Debug, Default)]
pub struct DomTree {
    cfg: Cfg,
    entry: Option<BlockId>,
    /// Reachable blocks in reverse postorder (entry first).
    rpo: Vec<BlockId>,
    /// Position in `rpo` per block; `NONE` when unreachable.
    rpo_index: Vec<u32>,
    /// Per RPO position: the immediate dominator's RPO position (the entry's is itself).
    doms: Vec<u32>,
    /// Per block: its preorder number in the tree and the end (exclusive) of its
    /// subtree's numbers; `(NONE, NONE)` when unreachable.
    span: Vec<(u32, u32)>,
    /// Per instruction: where the layout places it, and the caller's word for it (see
    /// `Placed`). One array rather than several, since a lookup wants them together.
    /// Not filled for a canonical layout.
    inst_at: Vec<Placed>,
    /// Whether the layout is canonical (see `canonical`).
    canonical: bool,
    /// Scratch space of the construction, kept for the next `rebuild`: the DFS stack of
    /// (block, next successor edge, end of its edges), the RPO positions entered by back
    /// edges, and per RPO position the subtree size and next free preorder number.
    stack: Vec<(BlockId, u32, u32)>,
    heads: Vec<usize>,
    size: Vec<u32>,
    next: Vec<u32>,
}

impl DomTree {
    /// Computes the dominator tree of `f` (empty for declarations).
    pub fn new(f: &Function) -> DomTree {
        let mut t = DomTree::default();
        t.rebuild(f, |_| {}, |_| 0);
        t
    }

    /// Recomputes the tree for `f`, reusing this one's buffers. Placing the blocks and
    /// instructions of the layout is also where a broken layout shows, so each problem
    /// found on the way is passed to `problem` (in layout order); the tree is built
    /// regardless. `word` computes each placed instruction's `Placed::word` (not called
    /// for a canonical layout, which has no placement entries).
    pub fn rebuild(&mut self, f: &Function, problem: impl FnMut(LayoutProblem), word: impl FnMut(&Inst) -> u32) {
        self.rebuild_with(f, problem, word, true);
    }

    /// `rebuild` for a function straight from the parser, which builds its layout
    /// canonical: it pushes each instruction, with the block being parsed as its `block`,
    /// onto the arena and that block's list, and places each block as its label is read.
    /// So only each block's first and last id are read to take the layout as canonical
    /// (`tests.rs::parsed_layouts_are_canonical` pins the parser to this). Not for a
    /// function built or changed otherwise.
    pub fn rebuild_parsed(&mut self, f: &Function, problem: impl FnMut(LayoutProblem), word: impl FnMut(&Inst) -> u32) {
        self.rebuild_with(f, problem, word, false);
    }

    fn rebuild_with(
        &mut self,
        f: &Function,
        problem: impl FnMut(LayoutProblem),
        word: impl FnMut(&Inst) -> u32,
        check_insts: bool,
    ) {
        let n = f.blocks.len();
        self.entry = f.entry().filter(|e| (e.0 as usize) < n);
        self.canonical = self.place_canonical(f, check_insts);
        if !self.canonical {
            self.place(f, problem, word);
        }
        self.cfg.build_edges(f);
        refill(&mut self.rpo_index, n, NONE);
        refill(&mut self.span, n, (NONE, NONE));
        self.rpo.clear();
        self.doms.clear();
        if let Some(entry) = self.entry {
            self.compute_rpo(entry);
            self.compute_idoms();
            self.number_tree();
        }
    }

    /// Whether the layout is canonical: it lists real, distinct blocks, which list the
    /// instruction ids `0..f.insts.len()` in order (each once), and each instruction's
    /// `block` is the block that lists it; so it has no `LayoutProblem`. Fills
    /// `cfg.in_layout` (the caller falls back on `place` when not). Without
    /// `check_insts`, only the blocks' first and last ids are read (see `rebuild_parsed`).
    fn place_canonical(&mut self, f: &Function, check_insts: bool) -> bool {
        let in_layout = &mut self.cfg.in_layout;
        refill(in_layout, f.blocks.len(), false);
        let insts = &f.insts[..];
        let mut next = 0usize;
        for &b in &f.layout {
            let (Some(seen), Some(block)) = (in_layout.get_mut(b.0 as usize), f.blocks.get(b.0 as usize)) else {
                return false;
            };
            if *seen {
                return false;
            }
            *seen = true;
            let ids = &block.insts[..];
            // (Ids past the arena's end leave `next` past it, which the end rejects.)
            if let (Some(first), Some(last)) = (ids.first(), ids.last()) {
                if first.0 as usize != next || last.0 as usize != next + ids.len() - 1 {
                    return false;
                }
            }
            if check_insts {
                let Some(placed) = insts.get(next..next + ids.len()) else { return false };
                // Any difference between an id and its expected value, or an instruction's
                // block and `b`, leaves bits in `bad`: one branch-free pass over the block.
                let mut bad = 0u32;
                let mut expect = next as u32;
                for (&i, inst) in ids.iter().zip(placed) {
                    bad |= (i.0 ^ expect) | (inst.block.0 ^ b.0);
                    expect = expect.wrapping_add(1);
                }
                if bad != 0 {
                    return false;
                }
            }
            next += ids.len();
        }
        next == insts.len()
    }

    /// Whether the layout is canonical (see `place_canonical`): then every instruction is
    /// placed, in its own `block`, and of two in one block the one with the smaller id
    /// comes first. `placed` has no entries then.
    #[inline(always)]
    pub fn canonical(&self) -> bool {
        self.canonical
    }

    /// One walk over the layout: which blocks are placed (`cfg.in_layout`), where each
    /// instruction stands (`inst_at`), and what is wrong with the layout.
    fn place(&mut self, f: &Function, mut problem: impl FnMut(LayoutProblem), mut word: impl FnMut(&Inst) -> u32) {
        let in_layout = &mut self.cfg.in_layout;
        let inst_at = &mut self.inst_at;
        refill(in_layout, f.blocks.len(), false);
        refill(inst_at, f.insts.len(), UNPLACED);
        // Slices of the arenas' lengths, so that one comparison bounds both lookups of an
        // id (the block's and the instruction's).
        let insts = &f.insts[..];
        let (in_layout, blocks) = (&mut in_layout[..], &f.blocks[..]);
        let inst_at = &mut inst_at[..insts.len()];
        let blocks = &blocks[..in_layout.len()];
        for &b in &f.layout {
            let (Some(seen), Some(block)) = (in_layout.get_mut(b.0 as usize), blocks.get(b.0 as usize)) else {
                problem(LayoutProblem::NoSuchBlock(b));
                continue;
            };
            if *seen {
                problem(LayoutProblem::RepeatedBlock(b));
                continue;
            }
            *seen = true;
            for (pos, &i) in block.insts.iter().enumerate() {
                let (Some(at), Some(inst)) = (inst_at.get_mut(i.0 as usize), insts.get(i.0 as usize)) else {
                    problem(LayoutProblem::NoSuchInst(b, i));
                    continue;
                };
                if at.block != NONE {
                    problem(LayoutProblem::RepeatedInst(i));
                }
                *at = Placed { block: b.0, pos: pos as u32, word: word(inst) };
                if inst.block != b {
                    problem(LayoutProblem::WrongParent(i));
                }
            }
        }
    }

    /// Iterative DFS from the entry giving reverse postorder.
    fn compute_rpo(&mut self, entry: BlockId) {
        let cfg = &self.cfg;
        // The stack and the order are locals while they grow, so that their lengths can
        // stay in registers; they are put back at the end.
        let mut stack = std::mem::take(&mut self.stack);
        let mut post = std::mem::take(&mut self.rpo);
        // `rpo_index` doubles as the visited mark (any value but `NONE`) until the
        // numbers are written below.
        let visited = &mut self.rpo_index[..];
        let (starts, succs) = (&cfg.succ_start[..], &cfg.succs[..]);
        let edges = |b: BlockId| (starts[b.0 as usize], starts[b.0 as usize + 1]);
        stack.clear();
        visited[entry.0 as usize] = 0;
        // The block being visited and its next and end successor edge are kept out of
        // the stack, which holds the blocks below it.
        let mut cur = entry;
        let (mut next, mut end) = edges(entry);
        loop {
            if next < end {
                let s = succs[next as usize];
                next += 1;
                if visited[s.0 as usize] == NONE {
                    visited[s.0 as usize] = 0;
                    stack.push((cur, next, end));
                    cur = s;
                    (next, end) = edges(s);
                }
            } else {
                post.push(cur);
                let Some(below) = stack.pop() else { break };
                (cur, next, end) = below;
            }
        }
        post.reverse();
        for (i, &b) in post.iter().enumerate() {
            visited[b.0 as usize] = i as u32;
        }
        self.stack = stack;
        self.rpo = post;
    }

    /// Cooper–Harvey–Kennedy: iterate `idom(b) = intersect of processed preds` to a fixed
    /// point. The iteration works on RPO positions (a dominator always comes earlier), so
    /// intersecting two candidates compares them directly. Leaves each reachable block's
    /// immediate dominator as an RPO position, by RPO position, in `doms` (the entry's is
    /// itself).
    fn compute_idoms(&mut self) {
        let n = self.rpo.len();
        let mut doms = std::mem::take(&mut self.doms);
        // `NONE` while unprocessed.
        refill(&mut doms, n, NONE);
        if n == 0 {
            self.doms = doms;
            return;
        }
        doms[0] = 0;
        fn intersect(doms: &[u32], mut a: u32, mut b: u32) -> u32 {
            while a != b {
                while a > b {
                    a = doms[a as usize];
                }
                while b > a {
                    b = doms[b as usize];
                }
            }
            a
        }
        // The intersection of the processed predecessors of the block at RPO position
        // `k`, and whether some predecessor was skipped as unprocessed.
        #[inline(always)]
        fn candidate(t: &DomTree, doms: &[u32], k: usize) -> (u32, bool) {
            let mut new_idom = NONE;
            let mut skipped = false;
            let b = t.rpo[k].0 as usize;
            // A reachable block is placed, so its predecessor range exists.
            let (from, to) = (t.cfg.pred_start[b] as usize, t.cfg.pred_start[b + 1] as usize);
            for &p in &t.cfg.preds[from..to] {
                let pk = t.rpo_index[p.0 as usize];
                if pk == NONE {
                    continue; // unreachable
                }
                if doms[pk as usize] == NONE {
                    skipped = true;
                    continue;
                }
                new_idom = if new_idom == NONE { pk } else { intersect(doms, pk, new_idom) };
            }
            (new_idom, skipped)
        }
        // The first pass: every block but the entry has a processed predecessor (its DFS
        // parent comes earlier in RPO); the ones skipped are exactly those along back
        // edges, and only the blocks they enter (`heads`) can come out differently in a
        // second pass.
        let mut heads = std::mem::take(&mut self.heads);
        heads.clear();
        for k in 1..n {
            let (d, skipped) = candidate(self, &doms, k);
            doms[k] = d;
            if skipped {
                heads.push(k);
            }
        }
        // A second pass would recompute every other block from unchanged inputs, so if
        // no head changes either, the first pass reached the fixed point. Otherwise
        // iterate the plain way.
        let settled = heads.iter().all(|&k| candidate(self, &doms, k).0 == doms[k]);
        let mut changed = !settled;
        while changed {
            changed = false;
            for k in 1..n {
                let (d, _) = candidate(self, &doms, k);
                if d != NONE && doms[k] != d {
                    doms[k] = d;
                    changed = true;
                }
            }
        }
        self.heads = heads;
        self.doms = doms;
    }

    /// Numbers the tree in preorder: subtree sizes are summed children first (backwards
    /// in RPO, as a parent comes before its children), then each block takes the next free
    /// number in its parent's range, in RPO order.
    fn number_tree(&mut self) {
        let n = self.doms.len();
        if n == 0 {
            return;
        }
        // Slices of one length, so that `k` is bounded once per step; a dominator's
        // position comes before its block's (so below `n`) but is checked all the same.
        let (doms, rpo) = (&self.doms[..n], &self.rpo[..n]);
        refill(&mut self.size, n, 1);
        let size = &mut self.size[..n];
        for k in (1..n).rev() {
            size[doms[k] as usize] += size[k];
        }
        // The next number free for a child, per parent (by RPO position).
        refill(&mut self.next, n, 0);
        let next = &mut self.next[..n];
        let span = &mut self.span[..];
        span[rpo[0].0 as usize] = (0, size[0]);
        next[0] = 1;
        for k in 1..n {
            let d = doms[k] as usize;
            let pre = next[d];
            next[d] += size[k];
            next[k] = pre + 1;
            span[rpo[k].0 as usize] = (pre, pre + size[k]);
        }
    }

    pub fn cfg(&self) -> &Cfg {
        &self.cfg
    }

    pub fn entry(&self) -> Option<BlockId> {
        self.entry
    }

    /// Reachable blocks in reverse postorder.
    pub fn rpo(&self) -> &[BlockId] {
        &self.rpo
    }

    /// Whether the block is reachable from the entry.
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.rpo_index.get(b.0 as usize).is_some_and(|&i| i != NONE)
    }

    /// The block's immediate dominator (`None` for the entry and unreachable blocks).
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        let k = *self.rpo_index.get(b.0 as usize).filter(|&&k| k != NONE && k != 0)?;
        Some(self.rpo[self.doms[k as usize] as usize])
    }

    /// Whether `a` dominates `b` (reflexive). As in LLVM, an unreachable block is dominated
    /// by every block, and an unreachable block dominates only itself and other unreachable
    /// blocks.
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return true;
        }
        let Some(&(pb, _)) = self.span.get(b.0 as usize).filter(|s| s.0 != NONE) else { return true };
        let Some(&(pa, end_a)) = self.span.get(a.0 as usize).filter(|s| s.0 != NONE) else { return false };
        pa <= pb && pb < end_a
    }

    pub fn strictly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        a != b && self.dominates(a, b)
    }

    /// The nearest block dominating both `a` and `b` (`None` if either is unreachable).
    pub fn nearest_common_dominator(&self, a: BlockId, b: BlockId) -> Option<BlockId> {
        if !self.is_reachable(a) || !self.is_reachable(b) {
            return None;
        }
        // On RPO positions, where a dominator always comes first.
        let (mut x, mut y) = (self.rpo_index[a.0 as usize], self.rpo_index[b.0 as usize]);
        while x != y {
            while x > y {
                x = self.doms[x as usize];
            }
            while y > x {
                y = self.doms[y as usize];
            }
        }
        Some(self.rpo[x as usize])
    }

    /// Position of an instruction of `f` (the function the tree was built for) within its
    /// block, if it is placed.
    pub fn position(&self, f: &Function, i: InstId) -> Option<u32> {
        self.placement(f, i).map(|(_, p)| p)
    }

    /// The block an instruction of `f` is placed in (from the layout, not `Inst::block`,
    /// though in a canonical layout the two agree).
    pub fn block_of(&self, f: &Function, i: InstId) -> Option<BlockId> {
        self.placement(f, i).map(|(b, _)| b)
    }

    /// The block an instruction of `f` (the function the tree was built for) is placed in
    /// and its position there, if it is placed.
    pub fn placement(&self, f: &Function, i: InstId) -> Option<(BlockId, u32)> {
        if self.canonical {
            // Every instruction is placed in its own `block`, which starts with the first
            // id of a run of consecutive ones.
            let b = f.insts.get(i.0 as usize)?.block;
            let first = f.blocks.get(b.0 as usize)?.insts.first()?;
            return Some((b, i.0.checked_sub(first.0)?));
        }
        match self.inst_at.get(i.0 as usize) {
            Some(p) if p.block != NONE => Some((BlockId(p.block), p.pos)),
            _ => None,
        }
    }

    /// The placement entry of an instruction id (`None` only for an id outside the
    /// instruction arena; an unplaced instruction's entry has `u32::MAX` everywhere). Not
    /// for a canonical layout (`canonical`), which has no entries.
    #[inline(always)]
    pub fn placed(&self, i: InstId) -> Option<&Placed> {
        debug_assert!(!self.canonical, "a canonical layout has no placement entries");
        self.inst_at.get(i.0 as usize)
    }

    /// The block's preorder number in the tree (`u32::MAX` when unreachable), for
    /// `dominates_preorder`.
    pub fn preorder(&self, b: BlockId) -> u32 {
        self.span.get(b.0 as usize).map_or(NONE, |s| s.0)
    }

    /// Whether `a` dominates the reachable block numbered `pb` by `preorder` (as
    /// `dominates`, for a caller that asks about one block many times).
    #[inline(always)]
    pub fn dominates_preorder(&self, a: BlockId, pb: u32) -> bool {
        match self.span.get(a.0 as usize) {
            // An unreachable `a` has `(NONE, NONE)`, which contains no reachable number.
            Some(&(pa, end_a)) => pa <= pb && pb < end_a,
            None => false,
        }
    }

    /// Whether instruction `def` comes before instruction `user` in the same block.
    pub fn comes_before(&self, f: &Function, def: InstId, user: InstId) -> bool {
        match (self.position(f, def), self.position(f, user)) {
            (Some(a), Some(b)) => a < b,
            _ => false,
        }
    }

    /// Whether the edge `from -> to` dominates block `b` (LLVM's
    /// `dominates(BasicBlockEdge, BasicBlock)`): `to` dominates `b` and every other way
    /// into `to` comes from a block `to` dominates. Several parallel edges dominate nothing.
    pub fn edge_dominates(&self, from: BlockId, to: BlockId, b: BlockId) -> bool {
        if !self.dominates(to, b) {
            return false;
        }
        let preds = self.cfg.preds(to);
        if preds.len() == 1 {
            return true;
        }
        let mut seen_edge = false;
        for &p in preds {
            if p == from {
                if seen_edge {
                    return false;
                }
                seen_edge = true;
            } else if !self.dominates(to, p) {
                return false;
            }
        }
        true
    }

    /// Whether the result of instruction `def` is available at operand `op_index` of
    /// instruction `user`, by LLVM's rules: a phi operand is used at the end of its
    /// incoming block; uses in unreachable blocks are always dominated; an invoke's result
    /// exists only along the edge to its normal destination. (A callbr's results are
    /// available in all its destinations, as in LLVM 19.)
    pub fn def_dominates_use(&self, f: &Function, def: InstId, user: InstId, op_index: usize) -> bool {
        let Some(user_inst) = f.insts.get(user.0 as usize) else { return true };
        let is_phi = matches!(user_inst.kind, InstKind::Phi { .. });
        let (Some(def_bb), Some(user_bb)) = (self.block_of(f, def), self.block_of(f, user)) else {
            // A definition that is not placed anywhere dominates nothing; an unplaced
            // user is not in the function's code.
            return self.block_of(f, user).is_none();
        };
        let use_bb = if is_phi {
            match user_inst.ops.get(op_index | 1) {
                Some(Value::Block(b)) if op_index % 2 == 0 => *b,
                _ => user_bb,
            }
        } else {
            user_bb
        };
        if !self.is_reachable(use_bb) {
            return true;
        }
        if !self.is_reachable(def_bb) {
            return false;
        }
        let def_inst = &f.insts[def.0 as usize];
        if let InstKind::Invoke(_) = def_inst.kind {
            // The result exists only along the edge to the normal destination.
            let Some(dest) = def_inst.ops.iter().rev().nth(1).and_then(|v| v.as_block()) else { return false };
            // A phi in the destination using the value on this very edge is fine.
            if is_phi && user_bb == dest && use_bb == def_bb {
                return true;
            }
            return self.edge_dominates(def_bb, dest, use_bb);
        }
        if def_bb != use_bb {
            return self.dominates(def_bb, use_bb);
        }
        // Same block: a phi uses at the block's end; otherwise order decides.
        is_phi || self.comes_before(f, def, user)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::module::{Linkage, Module};
    use crate::types::TypeTable;

    /// Builds `f` with blocks 0..n and the given edges (a block with two successors gets a
    /// conditional branch on its parameter, more get a switch; none gets `ret`).
    fn cfg_fn(n: usize, edges: &[(usize, usize)]) -> (Module, crate::module::GlobalId) {
        let mut m = Module::new();
        let fty = m.types.function(TypeTable::VOID, &[TypeTable::I1], false);
        let g = m.declare_function("f", fty, Linkage::External);
        let mut b = m.build(g);
        let blocks: Vec<BlockId> = (0..n).map(|i| b.block(Some(&format!("b{i}")))).collect();
        let mut out: Vec<Vec<BlockId>> = vec![Vec::new(); n];
        for &(from, to) in edges {
            out[from].push(blocks[to]);
        }
        for (i, &blk) in blocks.iter().enumerate() {
            b.switch_to(blk);
            let succ = &out[i];
            match succ.len() {
                0 => {
                    b.ret(None);
                }
                1 => {
                    b.br(succ[0]);
                }
                2 => {
                    b.cond_br(Value::Arg(0), succ[0], succ[1]);
                }
                _ => {
                    let mut ops = vec![Value::Arg(0), Value::Block(succ[0])];
                    for (k, s) in succ[1..].iter().enumerate() {
                        let c = b.m.const_int(TypeTable::I1, k as i64);
                        ops.push(Value::Const(c));
                        ops.push(Value::Block(*s));
                    }
                    b.push(crate::inst::Inst::new(InstKind::Switch, TypeTable::VOID, ops));
                }
            }
        }
        (m, g)
    }

    #[test]
    fn diamond_and_loop() {
        // 0 -> 1, 0 -> 2, 1 -> 3, 2 -> 3, 3 -> 1 (loop back), 3 -> 4; 5 unreachable -> 4.
        let (m, g) = cfg_fn(6, &[(0, 1), (0, 2), (1, 3), (2, 3), (3, 1), (3, 4), (5, 4)]);
        let f = m.function(g).unwrap();
        let t = DomTree::new(f);
        let b = |i: u32| BlockId(i);
        assert_eq!(t.idom(b(0)), None);
        assert_eq!(t.idom(b(1)), Some(b(0)));
        assert_eq!(t.idom(b(2)), Some(b(0)));
        assert_eq!(t.idom(b(3)), Some(b(0)));
        assert_eq!(t.idom(b(4)), Some(b(3)));
        assert!(!t.is_reachable(b(5)));
        assert!(t.dominates(b(0), b(4)));
        assert!(t.dominates(b(3), b(4)));
        assert!(!t.dominates(b(1), b(3)));
        assert!(!t.dominates(b(4), b(3)));
        assert!(t.dominates(b(2), b(2)));
        assert!(!t.strictly_dominates(b(2), b(2)));
        // Unreachable blocks: dominated by all, dominate nothing reachable.
        assert!(t.dominates(b(4), b(5)));
        assert!(!t.dominates(b(5), b(4)));
        assert_eq!(t.cfg().preds(b(4)), &[b(3), b(5)]);
        assert_eq!(t.cfg().preds(b(3)), &[b(1), b(2)]);
        assert_eq!(t.rpo()[0], b(0));
        assert_eq!(t.rpo().len(), 5);
        assert_eq!(t.nearest_common_dominator(b(1), b(2)), Some(b(0)));
        assert_eq!(t.nearest_common_dominator(b(3), b(4)), Some(b(3)));
        assert_eq!(t.nearest_common_dominator(b(4), b(5)), None);
    }

    #[test]
    fn irreducible_graph() {
        // 0 -> 1, 0 -> 2, 1 <-> 2, both -> 3.
        let (m, g) = cfg_fn(4, &[(0, 1), (0, 2), (1, 2), (2, 1), (1, 3)]);
        let t = DomTree::new(m.function(g).unwrap());
        assert_eq!(t.idom(BlockId(1)), Some(BlockId(0)));
        assert_eq!(t.idom(BlockId(2)), Some(BlockId(0)));
        assert_eq!(t.idom(BlockId(3)), Some(BlockId(1)));
    }

    #[test]
    fn duplicate_edges_counted() {
        // A switch from 0 with three edges, two of them to 1.
        let (m, g) = cfg_fn(3, &[(0, 1), (0, 1), (0, 2)]);
        let t = DomTree::new(m.function(g).unwrap());
        assert_eq!(t.cfg().preds(BlockId(1)), &[BlockId(0), BlockId(0)]);
        assert!(!t.edge_dominates(BlockId(0), BlockId(1), BlockId(1)));
        assert!(t.edge_dominates(BlockId(0), BlockId(2), BlockId(2)));
    }

    #[test]
    fn long_chain_is_fast() {
        // 100k blocks in a chain with a back edge each: must stay near-linear.
        let n = 100_000;
        let mut edges: Vec<(usize, usize)> = (0..n - 1).map(|i| (i, i + 1)).collect();
        edges.extend((1..n - 1).step_by(2).map(|i| (i, i - 1)));
        let (m, g) = cfg_fn(n, &edges);
        let t = DomTree::new(m.function(g).unwrap());
        assert_eq!(t.idom(BlockId(n as u32 - 1)), Some(BlockId(n as u32 - 2)));
        assert!(t.dominates(BlockId(10), BlockId(99_999)));
    }

    /// A parsed function's layout is canonical, and then `placement` answers from the
    /// blocks' first ids what placing the layout would (empty blocks included).
    #[test]
    fn canonical_placement_matches_the_layout() {
        let src = "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\nb:\n  %x = add i32 1, 2\n  %y = add i32 %x, 2\n  br label %a\na:\n  ret void\n}\n";
        let m = crate::parser::parse(src).expect("parses");
        let mut f = m.globals.iter().find_map(|g| g.as_function()).unwrap().clone();
        // An empty block (a broken body, but placement must still answer).
        f.blocks.push(crate::function::Block::default());
        f.layout.insert(2, BlockId(f.blocks.len() as u32 - 1));
        let t = DomTree::new(&f);
        assert!(t.canonical());
        for &b in &f.layout {
            for (pos, &i) in f.blocks[b.0 as usize].insts.iter().enumerate() {
                assert_eq!(t.placement(&f, i), Some((b, pos as u32)));
            }
        }
        assert_eq!(t.placement(&f, InstId(f.insts.len() as u32)), None);
        assert!(t.comes_before(&f, InstId(1), InstId(2)));
        assert!(!t.comes_before(&f, InstId(2), InstId(1)));
    }

    #[test]
    fn empty_and_headless_functions() {
        let mut m = Module::new();
        let fty = m.types.function(TypeTable::VOID, &[], false);
        let g = m.declare_function("f", fty, Linkage::External);
        let t = DomTree::new(m.function(g).unwrap());
        assert!(t.rpo().is_empty());
        // A block without a terminator.
        let mut b = m.build(g);
        let e = b.block(None);
        b.switch_to(e);
        let _ = b.alloca(TypeTable::I32, None);
        let t = DomTree::new(m.function(g).unwrap());
        assert!(t.is_reachable(e));
        assert!(t.cfg().succs(e).is_empty());
    }
}
