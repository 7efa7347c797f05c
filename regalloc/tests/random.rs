//! Randomized tests: hundreds of random functions (random CFGs with loops, non-SSA
//! redefinitions, every constraint kind, calls) on tiny register files; every allocation
//! must pass the checker and run exactly like the program on virtual registers.

mod common;
use common::random::*;
use common::toy::*;

/// Runs `count` random functions; returns the summed statistics.
fn run_many(seed: u64, count: usize, shape: impl Fn(&mut Rng) -> Shape) -> rllc_regalloc::Stats {
    let mut total = rllc_regalloc::Stats::default();
    let mut rng = Rng(seed);
    for i in 0..count {
        let env = random_env(&mut rng);
        let sh = shape(&mut rng);
        let f = random_func(&mut rng, &sh, caller_saved(&env));
        let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| alloc_and_compare(&f, &env, 2000)));
        match out {
            Ok(out) => {
                let s = out.stats;
                total.spilled_intervals += s.spilled_intervals;
                total.splits += s.splits;
                total.edge_moves += s.edge_moves;
                total.split_moves += s.split_moves;
                total.fixup_moves += s.fixup_moves;
                total.cycles += s.cycles;
            }
            Err(_) => panic!("random function #{i} (seed {seed}) failed; env {env:?}\n{}", dump_func(&f)),
        }
    }
    total
}

/// The random programs must exercise every part of the allocator.
fn assert_exercised(s: rllc_regalloc::Stats) {
    assert!(s.spilled_intervals > 0 && s.splits > 0, "{s:?}");
    assert!(s.edge_moves > 0 && s.split_moves > 0 && s.fixup_moves > 0, "{s:?}");
    assert!(s.cycles > 0, "{s:?}");
}

#[test]
fn random_small_functions() {
    let s = run_many(0x1234_5678, 400, |r| Shape {
        blocks: 1 + r.below(6),
        int_vregs: 2 + r.below(6),
        flt_vregs: 1 + r.below(3),
        insts_per_block: 6,
        calls: r.chance(60),
    });
    assert_exercised(s);
}

#[test]
fn random_high_pressure_loops() {
    let s = run_many(0xdead_beef, 300, |r| Shape {
        blocks: 4 + r.below(12),
        int_vregs: 6 + r.below(12),
        flt_vregs: 2 + r.below(6),
        insts_per_block: 12,
        calls: r.chance(70),
    });
    assert_exercised(s);
}

#[test]
fn random_large_functions() {
    run_many(42, 30, |r| Shape {
        blocks: 30 + r.below(60),
        int_vregs: 10 + r.below(30),
        flt_vregs: 4 + r.below(10),
        insts_per_block: 20,
        calls: true,
    });
}

#[test]
fn random_many_seeds() {
    for seed in 1..=6u64 {
        let s = run_many(seed * 0x9e37_79b9, 250, |r| Shape {
            blocks: 2 + r.below(10),
            int_vregs: 3 + r.below(10),
            flt_vregs: 1 + r.below(5),
            insts_per_block: 10,
            calls: r.chance(60),
        });
        assert_exercised(s);
    }
}
