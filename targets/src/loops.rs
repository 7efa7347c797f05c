//! Loops inside one selected node, for every target. Instruction selection works one
//! machine block at a time, but some operations need a loop of their own: an atomic
//! read-modify-write the ISA has no instruction for is a retry loop — `lock cmpxchg` on
//! x86-64, load-exclusive/store-exclusive (LL/SC) on AArch64 and RISC-V. The selector
//! emits the loop body between two markers: `loop_begin()`, then the body, then
//! `loop_end()` immediately followed by the target's two-way branch whose first block
//! operand is where to go while the loop repeats and whose second is the exit (any
//! placeholder blocks: they are rewritten). After the whole function is selected
//! (`TargetIsel::finish_function`), `split_loops` cuts each marked block into
//!
//! ```text
//!   pre:   <before the loop>          jump loop
//!   loop:  <body>                     two-way branch: back, else post
//!   back:                             jump loop        (keeps the loop edge non-critical)
//!   post:  <after the loop, the block's old terminator>
//! ```
//!
//! and renumbers every block reference (branch targets, block symbols, jump tables,
//! successor and predecessor lists, the IR block map). The body may define the registers
//! it reads: MIR is not SSA, and the allocator computes liveness by dataflow.

use crate::branches::BranchInfo;
use rllc_isel::mir::{MBlock, MBlockId, MFunction, MInst, MOperand, SymbolRef};

/// The opcode of the markers: no target's opcode (their decoders reject it), so a marker
/// that survived would fail loudly at emission.
const MARK: u16 = 0xffff;
const BEGIN: i64 = 0;
const END: i64 = 1;

/// The start of a loop body.
pub fn loop_begin() -> MInst {
    MInst::new(MARK, vec![MOperand::Imm(BEGIN)])
}

/// The end of a loop body; the next instruction must be the loop's two-way branch.
pub fn loop_end() -> MInst {
    MInst::new(MARK, vec![MOperand::Imm(END)])
}

fn marker(i: &MInst) -> Option<i64> {
    if i.opcode != MARK {
        return None;
    }
    match i.ops.first() {
        Some(MOperand::Imm(k)) => Some(*k),
        _ => None,
    }
}

/// Points the first two block operands of `branch` at `taken` and `not_taken`.
fn retarget(branch: &mut MInst, taken: MBlockId, not_taken: MBlockId) -> Result<(), String> {
    let mut blocks = branch.ops.iter_mut().filter_map(|o| match o {
        MOperand::Block(b) => Some(b),
        _ => None,
    });
    match (blocks.next(), blocks.next()) {
        (Some(t), Some(f)) => {
            *t = taken;
            *f = not_taken;
            Ok(())
        }
        _ => Err("a loop's end marker is not followed by a two-way branch".into()),
    }
}

/// Splits every block with loop markers (see the module comment). Linear in the size of
/// the function.
pub fn split_loops(mf: &mut MFunction, info: &dyn BranchInfo) -> Result<(), String> {
    let loops_in = |b: &MBlock| b.insts.iter().filter(|i| marker(i) == Some(END)).count();
    if !mf.blocks.iter().any(|b| loops_in(b) > 0) {
        return Ok(());
    }
    // New id of each old block's first piece; its last piece is first + 3 × loops.
    let loops: Vec<u32> = mf.blocks.iter().map(|b| loops_in(b) as u32).collect();
    let mut first = Vec::with_capacity(mf.blocks.len());
    let mut next = 0u32;
    for &k in &loops {
        first.push(next);
        next += 1 + 3 * k;
    }
    let last = |old: MBlockId| first[old.0 as usize] + 3 * loops[old.0 as usize];
    let map = |b: MBlockId| MBlockId(first[b.0 as usize]);
    let old_blocks = std::mem::take(&mut mf.blocks);
    let mut blocks: Vec<MBlock> = Vec::with_capacity(next as usize);
    for (bi, b) in old_blocks.iter().enumerate() {
        let depth = b.loop_depth;
        let mut piece = MBlock {
            loop_depth: depth,
            ..Default::default()
        };
        piece.preds = b.preds.iter().map(|&p| MBlockId(last(p))).collect();
        let mut cur_id = first[bi];
        let mut insts = b.insts.iter();
        while let Some(inst) = insts.next() {
            let mut inst = inst.clone();
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
            match marker(&inst) {
                Some(BEGIN) => {
                    // pre → loop
                    let l = MBlockId(cur_id + 1);
                    piece.insts.push(info.jump(l));
                    piece.succs = vec![l];
                    let prev = MBlockId(cur_id);
                    blocks.push(std::mem::take(&mut piece));
                    piece = MBlock {
                        loop_depth: depth,
                        preds: vec![prev, MBlockId(cur_id + 2)],
                        ..Default::default()
                    };
                    cur_id += 1;
                }
                Some(_) => {
                    // loop → back (while repeating) or post
                    let (l, back, post) = (MBlockId(cur_id), MBlockId(cur_id + 1), MBlockId(cur_id + 2));
                    let mut branch = insts.next().cloned().ok_or("a loop's end marker ends its block")?;
                    retarget(&mut branch, back, post)?;
                    piece.insts.push(branch);
                    piece.succs = vec![back, post];
                    blocks.push(std::mem::take(&mut piece));
                    blocks.push(MBlock {
                        insts: vec![info.jump(l)],
                        succs: vec![l],
                        preds: vec![l],
                        loop_depth: depth,
                    });
                    piece = MBlock {
                        loop_depth: depth,
                        preds: vec![l],
                        ..Default::default()
                    };
                    cur_id += 2;
                }
                None => piece.insts.push(inst),
            }
        }
        piece.succs = b.succs.iter().map(|&s| map(s)).collect();
        blocks.push(piece);
    }
    mf.blocks = blocks;
    for jt in &mut mf.jump_tables {
        for t in jt.iter_mut() {
            *t = map(*t);
        }
    }
    for b in mf.ir_blocks.iter_mut().flatten() {
        *b = map(*b);
    }
    if let Some(eh) = &mut mf.eh {
        // An invoke's call ends its block: it is in the block's last piece.
        for s in &mut eh.sites {
            s.invoke = MBlockId(last(s.invoke));
            s.landing = map(s.landing);
        }
    }
    Ok(())
}
