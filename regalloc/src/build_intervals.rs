//! Builds lifetime intervals (Wimmer & Franz's BuildIntervals, for non-SSA input): blocks
//! are walked backwards; a vreg live out of a block gets the whole block, a def shortens
//! the range to start at the def, a use extends it back to the block start. Also builds
//! the fixed ranges of physical registers (fixed operands, clobbers).
//!
//! Where each operand kind puts its range ends and use positions (see `pos.rs`):
//!
//! | operand                     | range                  | use position          |
//! |-----------------------------|------------------------|-----------------------|
//! | use Reg/Any early / late    | ends at EARLY+1 / LATE+1 | EARLY / LATE        |
//! | use Stack early / late      | same                   | same                  |
//! | use FixedReg, reused use    | ends at EARLY (a fixup move reads it at EARLY) | PRE |
//! | def Reg/Any/Stack early/late| starts at EARLY / LATE | EARLY / LATE          |
//! | def Reuse                   | starts at EARLY (the fixup copies the use in) | EARLY, needs a register |
//! | def FixedReg                | starts at POST (a fixup move copies it out) | POST |
//!
//! Fixed ranges: a fixed use occupies its register from EARLY to the read (LATE+1 for a
//! late use); a fixed def from its write to POST; a clobber [LATE, POST).

use crate::bitset::SparseSet;
use crate::env::MachineEnv;
use crate::function::{Block, Function, OperandConstraint, OperandKind, OperandPos, PReg, VReg};
use crate::interval::{Hint, Interval, Intervals, Range, UsePos};
use crate::pos::{pos, Pos, EARLY, LATE, POST, PRE};

/// Per physical register, its sorted, merged fixed ranges.
pub(crate) type FixedRanges = Vec<Vec<Range>>;

pub(crate) fn build<F: Function>(
    f: &F,
    env: &MachineEnv,
    live_out: &[SparseSet],
    allocatable: &[bool],
) -> (Intervals, FixedRanges) {
    let nv = f.num_vregs();
    let mut ivs = Intervals { arena: Vec::with_capacity(nv + nv / 2), pieces: vec![Vec::new(); nv] };
    for v in 0..nv {
        let vreg = VReg::new(v);
        ivs.push(Interval::new(vreg, f.vreg_class(vreg)));
    }
    let mut fixed: FixedRanges = vec![Vec::new(); env.num_pregs()];
    let nb = f.num_blocks();
    for b in (0..nb).rev() {
        let block = Block::new(b);
        let range = f.block_insns(block);
        let from = pos(range.start, PRE);
        let to = pos(range.end, PRE);
        let freq = 10f32.powi(f.block_loop_depth(block).min(8) as i32);
        for v in live_out[b].iter() {
            add_range(&mut ivs.arena[v as usize], from, to);
        }
        for inst in range.iter().rev() {
            let ops = f.inst_operands(inst);
            let mv = f.is_move(inst);
            for op in ops.iter().filter(|o| o.is_def()) {
                let iv = &mut ivs.arena[op.vreg.index()];
                let (p, must_reg, hint) = match op.constraint {
                    OperandConstraint::FixedReg(r) => (pos(inst, POST), false, Hint::Reg(r)),
                    OperandConstraint::Reuse(k) => (pos(inst, EARLY), true, Hint::Vreg(ops[k as usize].vreg, pos(inst, PRE))),
                    c => {
                        let p = pos(inst, if op.pos == OperandPos::Early { EARLY } else { LATE });
                        let hint = match mv {
                            Some((src, dst)) if dst == op.vreg => Hint::Vreg(src, pos(inst, EARLY)),
                            _ => Hint::None,
                        };
                        (p, c == OperandConstraint::Reg, hint)
                    }
                };
                let live = iv.ranges.last().is_some_and(|r| r.from <= p && p < r.to);
                if live {
                    iv.ranges.last_mut().unwrap().from = p;
                } else if matches!(op.constraint, OperandConstraint::FixedReg(_)) {
                    // A dead fixed def needs no location: the fixed range reserves the
                    // register the instruction writes.
                    continue;
                } else {
                    add_range(iv, p, p + 1);
                }
                iv.uses.push(UsePos { pos: p, must_reg, freq, hint });
            }
            for (k, op) in ops.iter().enumerate().filter(|(_, o)| o.is_use()) {
                let reused = ops.iter().any(|d| d.is_def() && d.constraint == OperandConstraint::Reuse(k as u8));
                let late = op.pos == OperandPos::Late;
                let (end, p, must_reg, hint) = match op.constraint {
                    OperandConstraint::FixedReg(r) => (pos(inst, EARLY), pos(inst, PRE), false, Hint::Reg(r)),
                    _ if reused => (pos(inst, EARLY), pos(inst, PRE), false, Hint::None),
                    c => {
                        let p = pos(inst, if late { LATE } else { EARLY });
                        (p + 1, p, c == OperandConstraint::Reg, Hint::None)
                    }
                };
                let iv = &mut ivs.arena[op.vreg.index()];
                add_range(iv, from, end);
                iv.uses.push(UsePos { pos: p, must_reg, freq, hint });
            }
        }
    }
    for (v, iv) in ivs.arena.iter_mut().enumerate() {
        iv.ranges.reverse();
        iv.uses.sort_by_key(|u| u.pos);
        iv.compute_weight();
        // The piece list was keyed before the ranges existed.
        ivs.pieces[v][0].0 = iv.start();
    }
    build_fixed(f, allocatable, &mut fixed);
    (ivs, fixed)
}

/// Adds `[from, to)` while building backwards: new ranges never lie after existing ones,
/// and the earliest range is last.
fn add_range(iv: &mut Interval, from: Pos, to: Pos) {
    if let Some(last) = iv.ranges.last_mut() {
        if to >= last.from {
            last.from = last.from.min(from);
            last.to = last.to.max(to);
            return;
        }
    }
    iv.ranges.push(Range { from, to });
}

fn build_fixed<F: Function>(f: &F, allocatable: &[bool], fixed: &mut FixedRanges) {
    let mut add = |p: PReg, from: Pos, to: Pos| {
        if allocatable.get(p.index()).copied().unwrap_or(false) {
            fixed[p.index()].push(Range { from, to });
        }
    };
    for i in 0..f.num_insts() {
        let inst = crate::function::Inst::new(i);
        for op in f.inst_operands(inst) {
            if let OperandConstraint::FixedReg(p) = op.constraint {
                let (from, to) = match (op.kind, op.pos) {
                    (OperandKind::Use, OperandPos::Early) => (EARLY, LATE),
                    (OperandKind::Use, OperandPos::Late) => (EARLY, POST),
                    (OperandKind::Def, OperandPos::Early) => (EARLY, POST),
                    (OperandKind::Def, OperandPos::Late) => (LATE, POST),
                };
                add(p, pos(inst, from), pos(inst, to));
            }
        }
        for &p in f.inst_clobbers(inst) {
            add(p, pos(inst, LATE), pos(inst, POST));
        }
    }
    for rs in fixed.iter_mut() {
        rs.sort_by_key(|r| r.from);
        let mut out: Vec<Range> = Vec::with_capacity(rs.len());
        for &r in rs.iter() {
            match out.last_mut() {
                Some(l) if r.from <= l.to => l.to = l.to.max(r.to),
                _ => out.push(r),
            }
        }
        *rs = out;
    }
}
