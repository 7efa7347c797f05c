//! Random toy functions for stress tests: random CFGs with loops (critical edges split),
//! every vreg defined in the entry block and then redefined anywhere (non-SSA), all kinds
//! of constraints, calls; and random small register environments.

#![allow(dead_code)]

use super::toy::*;
use rllc_regalloc::*;

/// xorshift64*: small, deterministic, no dependency.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
    pub fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len())]
    }
}

pub struct Shape {
    pub blocks: usize,
    pub int_vregs: usize,
    pub flt_vregs: usize,
    pub insts_per_block: usize,
    pub calls: bool,
}

/// A random environment with few registers: 2-4 integer, 2-3 float (at least the two
/// argument registers are integer caller-saved), with or without scratch registers.
pub fn random_env(rng: &mut Rng) -> MachineEnv {
    let int_caller = 2 + rng.below(2);
    let int_callee = rng.below(2);
    let flt_caller = 1 + rng.below(2);
    // Some instructions need two registers of a class at once.
    let flt_callee = if flt_caller == 1 { 1 } else { rng.below(2) };
    env(int_caller, int_callee, flt_caller, flt_callee, rng.chance(50))
}

pub fn random_func(rng: &mut Rng, shape: &Shape, clobbers: Vec<PReg>) -> ToyFunc {
    let mut b = Builder::new(clobbers);
    let ints = b.vregs(INT, shape.int_vregs.max(2));
    let flts = b.vregs(FLT, shape.flt_vregs.max(1));
    let n = shape.blocks.max(1);
    // Successors first (targets never the entry), then loop depths from back edges.
    let mut succs: Vec<Vec<usize>> = Vec::new();
    for i in 0..n {
        let last = i + 1 == n;
        let s = match rng.below(10) {
            _ if last => vec![],
            0 => vec![],
            1..=3 => vec![i + 1],
            4..=5 => vec![1 + rng.below(n - 1)],
            _ => {
                let t = 1 + rng.below(n - 1);
                if t == i + 1 { vec![i + 1] } else { vec![i + 1, t] }
            }
        };
        succs.push(s);
    }
    let mut depth = vec![0u32; n];
    for (i, s) in succs.iter().enumerate() {
        for &t in s {
            if t <= i {
                for d in &mut depth[t..=i] {
                    *d += 1;
                }
            }
        }
    }
    // Split critical edges with new blocks appended at the end.
    let mut npreds = vec![0usize; n];
    for s in &succs {
        for &t in s {
            npreds[t] += 1;
        }
    }
    let mut extra: Vec<(usize, u32)> = Vec::new();
    for i in 0..n {
        if succs[i].len() > 1 {
            for k in 0..succs[i].len() {
                let t = succs[i][k];
                if npreds[t] > 1 {
                    let nb = n + extra.len();
                    extra.push((t, depth[i].min(depth[t])));
                    succs[i][k] = nb;
                }
            }
        }
    }
    for i in 0..n {
        let blk = b.block(depth[i]);
        if i == 0 {
            for &v in ints.iter().chain(&flts) {
                b.push(blk, Op::Const { dst: v, imm: rng.below(1000) as i64 - 500 });
            }
        }
        let count = rng.below(shape.insts_per_block + 1);
        for _ in 0..count {
            let op = random_op(rng, &ints, &flts, shape.calls);
            b.push(blk, op);
        }
        match succs[i].len() {
            0 => b.push(blk, Op::Ret { v: rng.pick(&ints) }),
            1 => {
                if rng.chance(50) || count == 0 && !(i == 0) {
                    b.push(blk, Op::Jmp);
                }
            }
            _ => b.push(blk, Op::BrIf { cond: rng.pick(&ints) }),
        }
        if b_is_empty(&b, blk) {
            b.push(blk, Op::Jmp);
        }
        b.succs(blk, &succs[i]);
    }
    for &(t, d) in &extra {
        let blk = b.block(d);
        if rng.chance(50) {
            b.push(blk, Op::Out { src: rng.pick(&ints) });
        }
        if rng.chance(50) || b_is_empty(&b, blk) {
            b.push(blk, Op::Jmp);
        }
        b.succs(blk, &[t]);
    }
    b.finish()
}

fn b_is_empty(b: &Builder, blk: usize) -> bool {
    b.block_len(blk) == 0
}

fn random_op(rng: &mut Rng, ints: &[VReg], flts: &[VReg], calls: bool) -> Op {
    loop {
        let op = random_op_any(rng, ints, flts, calls);
        // Skip the combinations the allocator rejects (reading a vreg after writing it).
        let ok = match &op {
            Op::LateUse { dst, b, .. } => dst != b,
            Op::EarlyDef { dst, a } => dst != a,
            Op::Sub2 { dst, a, b } => dst != b || a == b,
            _ => true,
        };
        if ok {
            return op;
        }
    }
}

fn random_op_any(rng: &mut Rng, ints: &[VReg], flts: &[VReg], calls: bool) -> Op {
    let flt = rng.chance(25);
    let pool = if flt { flts } else { ints };
    let (a, b, d) = (rng.pick(pool), rng.pick(pool), rng.pick(pool));
    match rng.below(if calls { 13 } else { 12 }) {
        0 => Op::Const { dst: d, imm: rng.below(100) as i64 },
        1 | 2 => Op::Add { dst: d, a, b },
        3 => Op::Sub2 { dst: d, a, b },
        4 => Op::Mov { dst: d, src: a },
        5 => Op::Out { src: a },
        6 => Op::OutStack { src: a },
        7 => Op::LateUse { dst: d, a, b },
        8 => Op::EarlyDef { dst: d, a },
        9 => Op::StackDef { dst: d, a },
        10 if !flt => Op::Shift { dst: d, a, b },
        10 | 11 => Op::Add { dst: d, a: b, b: a },
        _ => {
            let nargs = rng.below(3);
            let args = (0..nargs).map(|_| rng.pick(ints)).collect();
            let nrets = rng.below(3);
            let mut rets: Vec<VReg> = Vec::new();
            while rets.len() < nrets {
                let r = rng.pick(ints);
                if !rets.contains(&r) {
                    rets.push(r);
                }
            }
            Op::Call { args, rets }
        }
    }
}
