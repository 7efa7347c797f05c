//! Hand-written allocation cases on the toy ISA: straight-line code, pressure and
//! spilling, two-address reuse, calls with clobbers and callee-saved registers, fixed
//! registers, loops, diamonds, edge resolution, parallel-move cycles, and input errors.

mod common;
use common::toy::*;
use rllc_regalloc::*;

fn straight(n_vregs: usize, env: &MachineEnv) -> ToyFunc {
    let mut b = Builder::new(caller_saved(env));
    let vs = b.vregs(INT, n_vregs);
    let blk = b.block(0);
    for (i, &v) in vs.iter().enumerate() {
        b.push(blk, Op::Const { dst: v, imm: i as i64 + 1 });
    }
    for w in vs.windows(2) {
        b.push(blk, Op::Add { dst: w[0], a: w[0], b: w[1] });
    }
    for &v in &vs {
        b.push(blk, Op::Out { src: v });
    }
    b.push(blk, Op::Ret { v: vs[0] });
    b.finish()
}

#[test]
fn straight_line_no_pressure() {
    let env = env(4, 0, 1, 0, true);
    let f = straight(3, &env);
    let out = alloc_and_compare(&f, &env, 1000);
    assert_eq!(out.num_spill_slots, 0, "{}", dump(&f, &out));
}

#[test]
fn straight_line_pressure_spills() {
    let env = env(2, 0, 1, 0, true);
    let f = straight(8, &env);
    let out = alloc_and_compare(&f, &env, 1000);
    assert!(out.num_spill_slots > 0);
}
