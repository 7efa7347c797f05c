//! Allocation speed on large synthetic functions (~100k instructions, high register
//! pressure), with an x86-64-like register file. Run in release:
//!
//!     cargo run -p rllc-regalloc --release --example bench [-- instructions]

#[path = "../tests/common/mod.rs"]
mod common;

use common::random::{random_func, Rng, Shape};
use common::toy::*;
use rllc_regalloc::*;
use std::time::Instant;

/// 14 integer registers (9 caller-saved incl. the argument/return ones, 5 callee-saved),
/// 16 float registers, no scratch (cycles go through the stack).
fn x86_like() -> MachineEnv {
    let int = ClassEnv {
        caller_saved: [0, 1, 2, 3, 4, 5, 6, 7, 8].map(PReg).to_vec(),
        callee_saved: [9, 10, 11, 12, 13].map(PReg).to_vec(),
        scratch: None,
    };
    let flt = ClassEnv { caller_saved: (16..32).map(PReg).collect(), callee_saved: vec![], scratch: None };
    MachineEnv { classes: vec![int, flt] }
}

/// Compiler-like code: loops of blocks, each instruction defining a fresh value from
/// recent ones, some values live across whole loops, calls every few dozen instructions.
fn ssa_like(rng: &mut Rng, insts: usize, env: &MachineEnv, nglobals: usize, window: usize) -> ToyFunc {
    let mut b = Builder::new(caller_saved(env));
    let per_block = 20;
    let nblocks = insts / per_block;
    let globals: Vec<VReg> = b.vregs(INT, nglobals);
    let mut recent: Vec<VReg> = globals.clone();
    for i in 0..nblocks {
        // Loops of 8 blocks: 8k is a preheader, 8k+1..=8k+6 the body with the exit test
        // at 8k+6, 8k+7 the latch jumping back to 8k+1.
        let depth = if i % 8 == 0 { 0 } else { 1 };
        let blk = b.block(depth);
        if i == 0 {
            for &g in &globals {
                b.push(blk, Op::Const { dst: g, imm: 1 });
            }
        }
        for k in 0..per_block - 2 {
            let pick = |rng: &mut Rng, recent: &[VReg]| recent[recent.len() - 1 - rng.below(recent.len().min(window))];
            let (x, y) = (pick(rng, &recent), pick(rng, &recent));
            let op = if k % 25 == 24 {
                let r = b.vreg(INT);
                recent.push(r);
                Op::Call { args: vec![x, y], rets: vec![r] }
            } else if rng.chance(20) {
                // Update a long-lived value (non-SSA, like a lowered phi).
                let g = globals[rng.below(globals.len())];
                Op::Add { dst: g, a: g, b: x }
            } else {
                let d = b.vreg(INT);
                recent.push(d);
                match rng.below(4) {
                    0 => Op::Sub2 { dst: d, a: x, b: y },
                    1 => Op::Mov { dst: d, src: x },
                    _ => Op::Add { dst: d, a: x, b: y },
                }
            };
            b.push(blk, op);
        }
        b.push(blk, Op::Out { src: recent[recent.len() - 1] });
        if i + 1 == nblocks {
            b.push(blk, Op::Ret { v: globals[0] });
        } else if i % 8 == 6 && i + 2 < nblocks {
            // Loop exit test: on to the latch, or out to the block after it.
            b.push(blk, Op::BrIf { cond: recent[recent.len() - 2] });
            b.succs(blk, &[i + 1, i + 2]);
        } else if i % 8 == 7 {
            // Latch: back to the loop head.
            b.push(blk, Op::Jmp);
            b.succs(blk, &[i - 6]);
        } else {
            b.push(blk, Op::Jmp);
            b.succs(blk, &[i + 1]);
        }
        // Values of one loop are not used after it, nor the exit test's in the latch.
        if i % 8 >= 6 {
            recent = globals.clone();
        }
    }
    b.finish()
}

fn measure(name: &str, f: &ToyFunc, env: &MachineEnv) {
    let t = Instant::now();
    let out = allocate_unchecked(f, env).expect("allocation");
    let alloc = t.elapsed();
    let t = Instant::now();
    checker::check(f, env, &out).expect("checker");
    let check = t.elapsed();
    let s = out.stats;
    println!(
        "{name}: {} insts, {} vregs, {} blocks: allocate {:.1} ms ({:.0} ns/inst), check {:.1} ms; \
         {} intervals, {} splits, {} spilled, {} slots, {} moves ({} split, {} edge, {} fixup)",
        f.num_insts(),
        f.num_vregs(),
        f.num_blocks(),
        alloc.as_secs_f64() * 1e3,
        alloc.as_nanos() as f64 / f.num_insts() as f64,
        check.as_secs_f64() * 1e3,
        s.intervals,
        s.splits,
        s.spilled_intervals,
        out.num_spill_slots,
        s.moves,
        s.split_moves,
        s.edge_moves,
        s.fixup_moves
    );
}

fn main() {
    let insts: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let env = x86_like();
    let mut rng = Rng(0x5eed);
    let f = ssa_like(&mut rng, insts, &env, 8, 12);
    measure("ssa-like, moderate pressure (8 long-lived values, operands from the last 12)", &f, &env);
    let f = ssa_like(&mut rng, insts, &env, 24, 40);
    measure("ssa-like, high pressure (24 long-lived values, operands from the last 40)", &f, &env);
    let shape = Shape { blocks: insts / 20, int_vregs: 40, flt_vregs: 20, insts_per_block: 38, calls: true };
    let f = random_func(&mut rng, &shape, caller_saved(&env));
    measure("random (every value live everywhere)", &f, &env);
}
