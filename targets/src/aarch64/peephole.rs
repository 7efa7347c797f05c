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
//!
//! Load/store pairs (llc's `AArch64LoadStoreOptimizer`, its simplest case): two adjacent
//! `ldr` or `str` of the same width (w, x, s, d, q) from one base register at consecutive
//! offsets become one `ldp`/`stp`. Frame-slot accesses keep their single form: their
//! offsets are known only after frame lowering.

use super::branches::A64Branches;
use super::inst::{self as I, decode, Addr, Disp, Mode, Opcode, SymMod, Ty};
use crate::branch_fold::renumber_blocks;
use crate::branches::{Branch, BranchInfo};
use rllc_isel::mir::{MBlockId, MFunction, MInst, MOperand, Reg};

/// Runs the post-allocation clean-ups.
pub fn run(mf: &mut MFunction) {
    place_blocks(mf);
    pair_loads_and_stores(mf);
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

/// One `ldr`/`str` that may join a pair: `reg` loaded from or stored to `[base, #off]`.
#[derive(Clone, Copy)]
struct Access {
    load: bool,
    fp: bool,
    ty: Ty,
    reg: Reg,
    base: Reg,
    off: i64,
}

impl Access {
    fn of(inst: &MInst) -> Option<Access> {
        let (op, ty) = decode(inst)?;
        let (load, fp) = match op {
            Opcode::Ldr => (true, false),
            Opcode::Str => (false, false),
            Opcode::LdrF => (true, true),
            Opcode::StrF => (false, true),
            _ => return None,
        };
        let MOperand::Reg(r) = inst.ops.first()? else { return None };
        let a = Addr::decode(&inst.ops, 1)?;
        if a.index.is_some() || a.mode != Mode::Offset || a.modifier != SymMod::None {
            return None;
        }
        let Disp::Imm(off) = a.disp else { return None };
        Some(Access { load, fp, ty, reg: r.reg, base: a.base?, off })
    }

    /// The access size in bytes, for the widths that have a pair form.
    fn size(&self) -> Option<i64> {
        match self.ty {
            Ty::W | Ty::S => Some(4),
            Ty::X | Ty::D => Some(8),
            Ty::Q => Some(16),
            _ => None,
        }
    }
}

/// The pair instruction doing `first` then `second` (adjacent in this order), if one does.
fn pair(first: &Access, second: &Access) -> Option<MInst> {
    let size = first.size()?;
    if (first.load, first.fp, first.ty, first.base) != (second.load, second.fp, second.ty, second.base) {
        return None;
    }
    // A load into the base changes the address of the access after it; two loads into one
    // register are unpredictable as a pair.
    if first.load && (first.reg == first.base || first.reg == second.reg) {
        return None;
    }
    let (lo, hi) = match second.off - first.off {
        d if d == size => (first, second),
        d if d == -size => (second, first),
        _ => return None,
    };
    // The pair's offset is a signed 7-bit multiple of the size.
    if lo.off % size != 0 || !(-64..=63).contains(&(lo.off / size)) {
        return None;
    }
    let addr = Addr::base(lo.base, lo.off);
    Some(match (first.load, first.fp) {
        (true, false) => I::ldp(first.ty, lo.reg, hi.reg, addr),
        (false, false) => I::stp(first.ty, lo.reg, hi.reg, addr),
        (true, true) => I::ldp_f(first.ty, lo.reg, hi.reg, addr),
        (false, true) => I::stp_f(first.ty, lo.reg, hi.reg, addr),
    })
}

/// Merges adjacent pairable loads and stores (see the file's header), compacting each
/// block in place.
fn pair_loads_and_stores(mf: &mut MFunction) {
    for block in &mut mf.blocks {
        let insts = &mut block.insts;
        let (n, mut write, mut read) = (insts.len(), 0, 0);
        while read < n {
            let merged = match (Access::of(&insts[read]), insts.get(read + 1).and_then(Access::of)) {
                (Some(a), Some(b)) => pair(&a, &b),
                _ => None,
            };
            if let Some(mut p) = merged {
                p.loc = insts[read].loc;
                insts[write] = p;
                read += 2;
            } else {
                insts.swap(write, read);
                read += 1;
            }
            write += 1;
        }
        insts.truncate(write);
    }
}
