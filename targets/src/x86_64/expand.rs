//! Loops inside one selected node. Instruction selection works one machine block at a
//! time, but some operations need a loop of their own — an atomic read-modify-write x86
//! has no instruction for (`atomicrmw nand/min/max/…`, or `and/or/xor` whose old value
//! is used) is a `lock cmpxchg` retry loop. The selector emits the loop body between two
//! marker pseudo-instructions (`loop_begin`, `loop_end(cc)`); after the whole function is
//! selected (`TargetIsel::finish_function`), `split_loops` cuts each marked block into
//!
//! ```text
//!   pre:   <before the loop>          jmp loop
//!   loop:  <body>                     j<cc> back, else post
//!   back:                             jmp loop        (keeps the loop edge non-critical)
//!   post:  <after the loop, the block's old terminator>
//! ```
//!
//! and renumbers every block reference (branch targets, block symbols, jump tables,
//! successor and predecessor lists, the IR block map). The body may define the registers
//! it reads: MIR is not SSA, and the allocator computes liveness by dataflow.

use super::inst::{self as I, Cc};
use rllc_isel::mir::{MBlock, MBlockId, MFunction, MInst, MOperand, SymbolRef};

/// The opcode of the markers: no x86 opcode (`inst::decode` rejects it), so a marker
/// that survived would fail loudly at emission.
const MARK: u16 = 0xffff;
const BEGIN: i64 = 0;
const END: i64 = 1;

/// The start of a loop body.
pub fn loop_begin() -> MInst {
    MInst::new(MARK, vec![MOperand::Imm(BEGIN)])
}

/// The end of a loop body: branch back while `cc` holds (after the body's last flag
/// producer).
pub fn loop_end(cc: Cc) -> MInst {
    MInst::new(MARK, vec![MOperand::Imm(END), MOperand::Imm(cc as i64)])
}

fn marker(i: &MInst) -> Option<(i64, Cc)> {
    if i.opcode != MARK {
        return None;
    }
    let kind = match i.ops.first() {
        Some(MOperand::Imm(k)) => *k,
        _ => return None,
    };
    let cc = match i.ops.get(1) {
        Some(MOperand::Imm(c)) => Cc::from_i64(*c).unwrap_or(Cc::NE),
        _ => Cc::NE,
    };
    Some((kind, cc))
}

/// Splits every block with loop markers (see the module comment). Linear in the size of
/// the function.
pub fn split_loops(mf: &mut MFunction) {
    let loops_in = |b: &MBlock| b.insts.iter().filter(|i| marker(i).is_some_and(|m| m.0 == END)).count();
    if !mf.blocks.iter().any(|b| loops_in(b) > 0) {
        return;
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
        let mut piece = MBlock { loop_depth: depth, ..Default::default() };
        piece.preds = b.preds.iter().map(|&p| MBlockId(last(p))).collect();
        let mut cur_id = first[bi];
        for inst in &b.insts {
            let mut inst = inst.clone();
            for op in &mut inst.ops {
                match op {
                    MOperand::Block(t) => *t = map(*t),
                    MOperand::Sym { sym: SymbolRef::Block(t), .. } => *t = map(*t),
                    _ => {}
                }
            }
            match marker(&inst) {
                Some((BEGIN, _)) => {
                    // pre → loop
                    let l = MBlockId(cur_id + 1);
                    piece.insts.push(I::jmp(l));
                    piece.succs = vec![l];
                    let prev = MBlockId(cur_id);
                    blocks.push(std::mem::take(&mut piece));
                    piece = MBlock { loop_depth: depth, preds: vec![prev, MBlockId(cur_id + 2)], ..Default::default() };
                    cur_id += 1;
                }
                Some((_, cc)) => {
                    // loop → back (while cc) or post
                    let (l, back, post) = (MBlockId(cur_id), MBlockId(cur_id + 1), MBlockId(cur_id + 2));
                    piece.insts.push(I::brcond(cc, back, post));
                    piece.succs = vec![back, post];
                    blocks.push(std::mem::take(&mut piece));
                    blocks.push(MBlock { insts: vec![I::jmp(l)], succs: vec![l], preds: vec![l], loop_depth: depth });
                    piece = MBlock { loop_depth: depth, preds: vec![l], ..Default::default() };
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
}
