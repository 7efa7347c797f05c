//! Branch folding after register allocation, for every target: blocks that only jump
//! elsewhere (the edge blocks selection creates so that no CFG edge is critical, once the
//! allocator put no moves in them) are removed, every branch to them goes straight to
//! their final target, and a two-way branch whose targets became equal is a plain jump.
//! With the empty blocks gone, emission can fall through where it could not before
//! (`jl .L5; jmp .L6` becomes `jge .L6` followed by `.L5`). Then short two-way blocks are
//! duplicated into predecessors that jump to them (`tail_duplicate`).
//!
//! Run on an allocated function before frame lowering. Block references everywhere are
//! renumbered (`renumber_blocks`): branch operands, block symbols (`blockaddress`), jump
//! tables, the IR block map, exception landing sites, successor and predecessor lists.

use crate::branches::{Branch, BranchInfo};
use rllc_isel::mir::{MBlockId, MFunction, MOperand, SymbolRef};

/// The target of a block that consists of one unconditional jump.
fn jump_only(mf: &MFunction, b: usize, info: &dyn BranchInfo) -> Option<MBlockId> {
    match mf.blocks[b].insts.as_slice() {
        [j] => match info.branch(j) {
            Branch::Jump(t) => Some(t),
            _ => None,
        },
        _ => None,
    }
}

/// Removes jump-only blocks (never block 0), retargets their predecessors, then
/// duplicates short conditional blocks into predecessors that jump to them. Linear in
/// the size of the function.
pub fn fold_branches(mf: &mut MFunction, info: &dyn BranchInfo) {
    remove_jump_blocks(mf, info, &[]);
    tail_duplicate(mf, info);
}

/// Branch folding for a function llc selects without optimization (`optnone`; used by
/// RISC-V): only the jump-only blocks selection made (critical-edge blocks) go. At -O0
/// llc keeps every IR block, and the jump of a jump-only one (`if (c) break;`) has a
/// line-table row of its own where gdb's `next` stops; nothing is tail-duplicated either.
pub fn fold_edge_blocks(mf: &mut MFunction, info: &dyn BranchInfo) {
    let mut ir_block = vec![false; mf.blocks.len()];
    for b in mf.ir_blocks.iter().flatten() {
        if let Some(k) = ir_block.get_mut(b.0 as usize) {
            *k = true;
        }
    }
    remove_jump_blocks(mf, info, &ir_block);
}

/// The most instructions (the conditional branch included) of a block copied into a
/// predecessor that jumps to it.
const TAIL_DUP_MAX: usize = 5;

/// Tail duplication: a predecessor ending in `jmp H`, where `H` is short and ends in a
/// two-way branch, gets a copy of `H` instead of the jump. The typical case is a loop
/// whose back edge carries register moves for its phis: `L: …; jcc exit; B: mov; jmp L`
/// becomes `B: mov; …; jcc L` (one branch per iteration instead of two). Valid after
/// allocation because registers are physical: `H`'s code reads the same registers
/// whichever way it is entered.
fn tail_duplicate(mf: &mut MFunction, info: &dyn BranchInfo) {
    let n = mf.blocks.len();
    let dup_ok = |mf: &MFunction, h: usize| -> bool {
        let insts = &mf.blocks[h].insts;
        h > 0
            && !insts.is_empty()
            && insts.len() <= TAIL_DUP_MAX
            && matches!(info.branch(&insts[insts.len() - 1]), Branch::TwoWay { .. })
            && insts[..insts.len() - 1]
                .iter()
                .all(|i| !i.is_terminator() && i.clobbers.is_none())
    };
    let mut changed = false;
    for b in 0..n {
        let Some(last) = mf.blocks[b].insts.last() else {
            continue;
        };
        let Branch::Jump(h) = info.branch(last) else { continue };
        let h = h.0 as usize;
        // An invoke's block keeps its unwind successor, an asm goto's its labels, which
        // `h`'s would replace.
        if mf.eh.as_ref().is_some_and(|eh| eh.site_of(MBlockId(b as u32)).is_some())
            || rllc_isel::asm_goto::has_asm_goto(mf, MBlockId(b as u32))
        {
            continue;
        }
        // (A jump to the next block is a fall-through: nothing to save.)
        if h == b || h == b + 1 || !dup_ok(mf, h) {
            continue;
        }
        let copy = mf.blocks[h].insts.clone();
        let succs = mf.blocks[h].succs.clone();
        let block = &mut mf.blocks[b];
        block.insts.pop();
        block.insts.extend(copy);
        block.succs = succs;
        changed = true;
    }
    if changed {
        recompute_preds(mf);
    }
}

/// Rebuilds every block's predecessor list from the successor lists.
pub fn recompute_preds(mf: &mut MFunction) {
    for b in &mut mf.blocks {
        b.preds.clear();
    }
    for b in 0..mf.blocks.len() {
        for k in 0..mf.blocks[b].succs.len() {
            let s = mf.blocks[b].succs[k];
            let p = &mut mf.blocks[s.0 as usize].preds;
            if !p.contains(&MBlockId(b as u32)) {
                p.push(MBlockId(b as u32));
            }
        }
    }
}

/// Removes jump-only blocks (never block 0, nor a block `keep` marks) and retargets
/// their predecessors.
fn remove_jump_blocks(mf: &mut MFunction, info: &dyn BranchInfo, keep: &[bool]) {
    let n = mf.blocks.len();
    // Where a jump to each block really goes (following chains of jump-only blocks).
    let mut dest: Vec<u32> = (0..n as u32).collect();
    let removable: Vec<bool> = (0..n)
        .map(|b| {
            b > 0 && !keep.get(b).copied().unwrap_or(false) && jump_only(mf, b, info).is_some_and(|t| t.0 as usize != b)
        })
        .collect();
    let mut removable = removable;
    for (b, d) in dest.iter_mut().enumerate() {
        let mut cur = b;
        let mut steps = 0;
        while removable[cur] && steps < n {
            let Some(t) = jump_only(mf, cur, info) else { break };
            cur = t.0 as usize;
            steps += 1;
        }
        if removable[cur] {
            // A cycle of jump-only blocks: keep them.
            cur = b;
        }
        *d = cur as u32;
    }
    // Blocks still referenced as a destination stay.
    for (b, r) in removable.iter_mut().enumerate() {
        if dest[b] as usize == b {
            *r = false;
        }
    }
    if !removable.iter().any(|&r| r) {
        return;
    }
    // New numbering of the blocks that stay; a removed block's references go to its
    // destination's new number.
    let mut new_id = vec![u32::MAX; n];
    let mut next = 0u32;
    for b in 0..n {
        if !removable[b] {
            new_id[b] = next;
            next += 1;
        }
    }
    let map: Vec<MBlockId> = (0..n).map(|b| MBlockId(new_id[dest[b] as usize])).collect();
    renumber_blocks(mf, &removable, &map, info);
}

/// Drops the blocks marked in `remove` and rewrites every reference to block `b` (branch
/// operands, block symbols, jump tables, the IR block map, successor lists) as `map[b]`,
/// which must be the new number of a kept block. A two-way branch whose targets became
/// one block becomes a jump; predecessor lists are rebuilt.
pub fn renumber_blocks(mf: &mut MFunction, remove: &[bool], map: &[MBlockId], info: &dyn BranchInfo) {
    let map = |b: MBlockId| map[b.0 as usize];
    let old = std::mem::take(&mut mf.blocks);
    for (b, mut block) in old.into_iter().enumerate() {
        if remove[b] {
            continue;
        }
        for inst in &mut block.insts {
            for op in &mut inst.ops {
                match op {
                    MOperand::Block(t) => *t = map(*t),
                    MOperand::Sym {
                        sym: SymbolRef::Block(t),
                        ..
                    } => *t = map(*t),
                    _ => {}
                }
            }
        }
        if let Some(last) = block.insts.last_mut() {
            if let Branch::TwoWay { taken, not_taken } = info.branch(last) {
                if taken == not_taken {
                    *last = info.jump(taken);
                }
            }
        }
        let mut succs: Vec<MBlockId> = Vec::with_capacity(block.succs.len());
        for s in block.succs.iter().map(|&s| map(s)) {
            if !succs.contains(&s) {
                succs.push(s);
            }
        }
        block.succs = succs;
        mf.blocks.push(block);
    }
    recompute_preds(mf);
    for jt in &mut mf.jump_tables {
        for t in jt.iter_mut() {
            *t = map(*t);
        }
    }
    for b in mf.ir_blocks.iter_mut().flatten() {
        *b = map(*b);
    }
    if let Some(eh) = &mut mf.eh {
        for s in &mut eh.sites {
            s.invoke = map(s.invoke);
            s.landing = map(s.landing);
        }
    }
}
