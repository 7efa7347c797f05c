//! Block liveness by backward dataflow: `live_in(b) = gen(b) ∪ (live_out(b) − kill(b))`,
//! `live_out(b) = ∪ live_in(succ)`, iterated with a worklist to the fixpoint. Works on
//! non-SSA input (a vreg may be defined in several places).

use crate::bitset::SparseSet;
use crate::function::{Block, Function};
use std::collections::VecDeque;

pub(crate) struct Liveness {
    pub(crate) live_in: Vec<SparseSet>,
    pub(crate) live_out: Vec<SparseSet>,
}

pub(crate) fn compute<F: Function>(f: &F) -> Liveness {
    let nb = f.num_blocks();
    let (gens, kills) = gen_kill(f);
    let mut live_in = vec![SparseSet::new(); nb];
    let mut live_out = vec![SparseSet::new(); nb];
    let mut queued = vec![true; nb];
    // Reverse layout order first: most blocks' successors come later in the layout.
    let mut work: VecDeque<usize> = (0..nb).rev().collect();
    while let Some(b) = work.pop_front() {
        queued[b] = false;
        let mut out = SparseSet::new();
        for &s in f.block_succs(Block::new(b)) {
            out.union_with(&live_in[s.index()]);
        }
        let inn = SparseSet::gen_union_minus(&gens[b], &out, &kills[b]);
        live_out[b] = out;
        if inn != live_in[b] {
            live_in[b] = inn;
            for &p in f.block_preds(Block::new(b)) {
                if !queued[p.index()] {
                    queued[p.index()] = true;
                    work.push_back(p.index());
                }
            }
        }
    }
    Liveness { live_in, live_out }
}

/// Per block: vregs used before any def in the block (gen), vregs defined (kill).
fn gen_kill<F: Function>(f: &F) -> (Vec<SparseSet>, Vec<SparseSet>) {
    let nb = f.num_blocks();
    // Stamps (block + 1) avoid clearing per-vreg marks between blocks.
    let mut killed_in = vec![0u32; f.num_vregs()];
    let mut gen_in = vec![0u32; f.num_vregs()];
    let (mut gens, mut kills) = (Vec::with_capacity(nb), Vec::with_capacity(nb));
    let (mut g, mut k) = (Vec::new(), Vec::new());
    for b in 0..nb {
        let stamp = b as u32 + 1;
        g.clear();
        k.clear();
        for inst in f.block_insns(Block::new(b)).iter() {
            let ops = f.inst_operands(inst);
            for op in ops.iter().filter(|o| o.is_use()) {
                let v = op.vreg.index();
                if killed_in[v] != stamp && gen_in[v] != stamp {
                    gen_in[v] = stamp;
                    g.push(v as u32);
                }
            }
            for op in ops.iter().filter(|o| o.is_def()) {
                let v = op.vreg.index();
                if killed_in[v] != stamp {
                    killed_in[v] = stamp;
                    k.push(v as u32);
                }
            }
        }
        gens.push(SparseSet::from_unsorted(&mut g));
        kills.push(SparseSet::from_unsorted(&mut k));
    }
    (gens, kills)
}
