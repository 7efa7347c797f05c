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

/// Edits as (instruction, from, to).
fn moves(out: &Output) -> Vec<(usize, Allocation, Allocation)> {
    out.edits.iter().map(|(p, Edit::Move { from, to })| (p.inst.index(), *from, *to)).collect()
}

#[test]
fn two_address_coalesces_when_input_dies() {
    let env = env(3, 0, 1, 0, true);
    let mut b = Builder::new(caller_saved(&env));
    let [x, y, z] = [b.vreg(INT), b.vreg(INT), b.vreg(INT)];
    let blk = b.block(0);
    b.push(blk, Op::Const { dst: x, imm: 10 });
    b.push(blk, Op::Const { dst: y, imm: 3 });
    b.push(blk, Op::Sub2 { dst: z, a: x, b: y });
    b.push(blk, Op::Out { src: y });
    b.push(blk, Op::Ret { v: z });
    let f = b.finish();
    let out = alloc_and_compare(&f, &env, 100);
    let a = out.inst_allocs(Inst(2));
    assert_eq!(a[0], a[2], "reuse: def and input share a register");
    // x dies at the subtraction, so no copy is needed; z is hinted towards the return register.
    assert!(moves(&out).iter().all(|m| m.0 != 2), "{}", dump(&f, &out));
}

#[test]
fn two_address_copies_when_input_lives_on() {
    let env = env(3, 0, 1, 0, true);
    let mut b = Builder::new(caller_saved(&env));
    let [x, y, z] = [b.vreg(INT), b.vreg(INT), b.vreg(INT)];
    let blk = b.block(0);
    b.push(blk, Op::Const { dst: x, imm: 10 });
    b.push(blk, Op::Const { dst: y, imm: 3 });
    b.push(blk, Op::Sub2 { dst: z, a: x, b: y });
    b.push(blk, Op::Out { src: x });
    b.push(blk, Op::Out { src: z });
    b.push(blk, Op::Ret { v: y });
    let f = b.finish();
    let out = alloc_and_compare(&f, &env, 100);
    let a = out.inst_allocs(Inst(2));
    assert_eq!(a[0], a[2]);
    assert_eq!(out.stats.fixup_moves, 2, "copy of x into z's register, y into the return register: {}", dump(&f, &out));
}

fn call_func(env: &MachineEnv) -> ToyFunc {
    let mut b = Builder::new(caller_saved(env));
    let [x, y, r] = [b.vreg(INT), b.vreg(INT), b.vreg(INT)];
    let blk = b.block(0);
    b.push(blk, Op::Const { dst: x, imm: 5 });
    b.push(blk, Op::Const { dst: y, imm: 6 });
    b.push(blk, Op::Call { args: vec![y], rets: vec![r] });
    b.push(blk, Op::Add { dst: r, a: r, b: x });
    b.push(blk, Op::Ret { v: r });
    b.finish()
}

#[test]
fn value_across_call_takes_callee_saved_register() {
    let env = env(2, 1, 1, 0, true);
    let f = call_func(&env);
    let out = alloc_and_compare(&f, &env, 100);
    assert_eq!(out.num_spill_slots, 0, "{}", dump(&f, &out));
    assert_eq!(out.used_callee_saved[0], vec![PReg(2)]);
    assert_eq!(out.inst_allocs(Inst(0))[0], Allocation::Reg(PReg(2)), "x lives across the call");
    assert_eq!(out.inst_allocs(Inst(1))[0], Allocation::Reg(PReg(0)), "y is hinted to the argument register");
}

#[test]
fn value_across_call_spills_without_callee_saved() {
    let env = env(2, 0, 1, 0, false);
    let f = call_func(&env);
    let out = alloc_and_compare(&f, &env, 100);
    assert_eq!(out.num_spill_slots, 1);
    assert!(out.used_callee_saved.iter().all(|c| c.is_empty()));
}

/// Two values come back from a call in p0/p1 and go to the next call swapped.
fn swap_func(env: &MachineEnv) -> ToyFunc {
    let mut b = Builder::new(caller_saved(env));
    let [x, y, r] = [b.vreg(INT), b.vreg(INT), b.vreg(INT)];
    let blk = b.block(0);
    b.push(blk, Op::Call { args: vec![], rets: vec![x, y] });
    b.push(blk, Op::Call { args: vec![y, x], rets: vec![r] });
    b.push(blk, Op::Ret { v: r });
    b.finish()
}

#[test]
fn parallel_move_cycle_through_scratch_register() {
    let env = env(2, 0, 1, 0, true);
    let f = swap_func(&env);
    let out = alloc_and_compare(&f, &env, 100);
    assert_eq!(out.stats.cycles, 1, "{}", dump(&f, &out));
    assert!(moves(&out).iter().any(|m| m.2 == Allocation::Reg(PReg(15))), "{}", dump(&f, &out));
    assert_eq!(out.num_spill_slots, 0);
}

#[test]
fn parallel_move_cycle_through_stack_without_scratch() {
    let env = env(2, 0, 1, 0, false);
    let f = swap_func(&env);
    let out = alloc_and_compare(&f, &env, 100);
    assert_eq!(out.stats.cycles, 1, "{}", dump(&f, &out));
    assert_eq!(out.num_spill_slots, 1, "one emergency slot");
}

/// A diamond that defines `v` differently on each side (lowered phi), then a join.
#[test]
fn diamond_with_redefinition() {
    let env = env(2, 0, 1, 0, true);
    let mut b = Builder::new(caller_saved(&env));
    let [c, v, w, t] = [b.vreg(INT), b.vreg(INT), b.vreg(INT), b.vreg(INT)];
    let (b0, b1, b2, b3) = (b.block(0), b.block(0), b.block(0), b.block(0));
    b.push(b0, Op::Const { dst: c, imm: 3 });
    b.push(b0, Op::Const { dst: w, imm: 100 });
    b.push(b0, Op::Const { dst: t, imm: 1000 });
    b.push(b0, Op::BrIf { cond: c });
    b.succs(b0, &[b1, b2]);
    b.push(b1, Op::Add { dst: v, a: w, b: c });
    b.push(b1, Op::Jmp);
    b.succs(b1, &[b3]);
    b.push(b2, Op::Const { dst: v, imm: 7 });
    b.push(b2, Op::Call { args: vec![v], rets: vec![v] });
    b.succs(b2, &[b3]);
    b.push(b3, Op::Add { dst: v, a: v, b: w });
    b.push(b3, Op::Add { dst: v, a: v, b: t });
    b.push(b3, Op::Out { src: c });
    b.push(b3, Op::Ret { v });
    let f = b.finish();
    alloc_and_compare(&f, &env, 100);
}

/// A loop whose body needs both registers: a value that is only used after the loop is
/// spilled before it and reloaded after it, never inside.
#[test]
fn spill_and_reload_stay_outside_the_loop() {
    let env = env(2, 0, 1, 0, true);
    let mut b = Builder::new(caller_saved(&env));
    let [x, i, s] = [b.vreg(INT), b.vreg(INT), b.vreg(INT)];
    let (pre, head, body, exit) = (b.block(0), b.block(1), b.block(1), b.block(0));
    b.push(pre, Op::Const { dst: x, imm: 42 });
    b.push(pre, Op::Const { dst: i, imm: 5 });
    b.push(pre, Op::Const { dst: s, imm: 0 });
    b.push(pre, Op::Out { src: x });
    b.succs(pre, &[head]);
    b.push(head, Op::Add { dst: s, a: s, b: i });
    b.push(head, Op::BrIf { cond: i });
    b.succs(head, &[body, exit]);
    b.push(body, Op::Add { dst: i, a: i, b: i });
    b.push(body, Op::Jmp);
    b.succs(body, &[head]);
    b.push(exit, Op::Add { dst: s, a: s, b: x });
    b.push(exit, Op::Ret { v: s });
    let f = b.finish();
    let out = alloc_and_compare(&f, &env, 1000);
    assert!(out.num_spill_slots >= 1, "{}", dump(&f, &out));
    let in_loop = |inst: usize| (4..8).contains(&inst);
    for (inst, from, to) in moves(&out) {
        assert!(!(in_loop(inst) && (from.is_stack() || to.is_stack())), "spill code in the loop at inst{inst}\n{}", dump(&f, &out));
    }
}

#[test]
fn critical_edge_is_refused() {
    let env = env(2, 0, 1, 0, false);
    let mut b = Builder::new(caller_saved(&env));
    let c = b.vreg(INT);
    let (b0, b1, b2) = (b.block(0), b.block(0), b.block(0));
    b.push(b0, Op::Const { dst: c, imm: 1 });
    b.push(b0, Op::BrIf { cond: c });
    b.succs(b0, &[b1, b2]);
    b.push(b1, Op::Jmp);
    b.succs(b1, &[b2]);
    b.push(b2, Op::Ret { v: c });
    let f = b.finish();
    assert_eq!(allocate(&f, &env).unwrap_err(), Error::CriticalEdge { from: Block(0), to: Block(2) });
}

#[test]
fn edge_moves_in_a_loop() {
    let env = env(2, 0, 2, 0, false);
    let mut b = Builder::new(caller_saved(&env));
    let vs = b.vregs(INT, 4);
    let fl = b.vregs(FLT, 3);
    let (b0, head, body, latch, exit) = (b.block(0), b.block(1), b.block(1), b.block(1), b.block(0));
    for (n, &v) in vs.iter().chain(&fl).enumerate() {
        b.push(b0, Op::Const { dst: v, imm: n as i64 * 7 + 3 });
    }
    b.succs(b0, &[head]);
    b.push(head, Op::Add { dst: vs[0], a: vs[0], b: vs[1] });
    b.push(head, Op::Add { dst: fl[0], a: fl[0], b: fl[1] });
    b.push(head, Op::BrIf { cond: vs[0] });
    b.succs(head, &[body, exit]);
    b.push(body, Op::Call { args: vec![vs[2]], rets: vec![vs[1]] });
    b.push(body, Op::Mov { dst: vs[3], src: vs[2] });
    b.push(body, Op::Mov { dst: vs[2], src: vs[1] });
    b.push(body, Op::Mov { dst: vs[1], src: vs[3] });
    b.push(body, Op::Mov { dst: fl[2], src: fl[0] });
    b.push(body, Op::Mov { dst: fl[0], src: fl[1] });
    b.push(body, Op::Mov { dst: fl[1], src: fl[2] });
    b.succs(body, &[latch]);
    b.push(latch, Op::Out { src: vs[3] });
    b.push(latch, Op::Jmp);
    b.succs(latch, &[head]);
    b.push(exit, Op::Out { src: fl[0] });
    b.push(exit, Op::Out { src: vs[2] });
    b.push(exit, Op::Ret { v: vs[1] });
    let f = b.finish();
    let out = alloc_and_compare(&f, &env, 500);
    assert!(out.stats.edge_moves + out.stats.split_moves > 0, "{}", dump(&f, &out));
}

#[test]
fn stack_operands() {
    let env = env(2, 0, 1, 0, true);
    let mut b = Builder::new(caller_saved(&env));
    let [x, y] = [b.vreg(INT), b.vreg(INT)];
    let blk = b.block(0);
    b.push(blk, Op::Const { dst: x, imm: 4 });
    b.push(blk, Op::StackDef { dst: y, a: x });
    b.push(blk, Op::OutStack { src: x });
    b.push(blk, Op::Add { dst: x, a: x, b: y });
    b.push(blk, Op::OutStack { src: x });
    b.push(blk, Op::Ret { v: y });
    let f = b.finish();
    let out = alloc_and_compare(&f, &env, 100);
    assert!(out.inst_allocs(Inst(1))[1].is_stack());
    assert!(out.inst_allocs(Inst(2))[0].is_stack());
}

#[test]
fn early_def_and_late_use_get_their_own_registers() {
    let env = env(3, 0, 1, 0, true);
    let mut b = Builder::new(caller_saved(&env));
    let [x, y, z, w] = [b.vreg(INT), b.vreg(INT), b.vreg(INT), b.vreg(INT)];
    let blk = b.block(0);
    b.push(blk, Op::Const { dst: x, imm: 4 });
    b.push(blk, Op::Const { dst: y, imm: 9 });
    b.push(blk, Op::EarlyDef { dst: z, a: x });
    b.push(blk, Op::LateUse { dst: w, a: z, b: y });
    b.push(blk, Op::Out { src: w });
    b.push(blk, Op::Ret { v: z });
    let f = b.finish();
    let out = alloc_and_compare(&f, &env, 100);
    let e = out.inst_allocs(Inst(2));
    assert_ne!(e[0], e[1], "early def shares with its input");
    let l = out.inst_allocs(Inst(3));
    assert_ne!(l[1], l[2], "late use shares with the def");
}

#[test]
fn empty_function() {
    let env = env(2, 0, 1, 0, true);
    let f = Builder::new(vec![]).finish();
    let out = allocate(&f, &env).unwrap();
    assert!(out.edits.is_empty() && out.allocs.is_empty());
}

#[test]
fn input_errors() {
    let env = env(2, 0, 1, 0, true);
    // Undefined use.
    let mut b = Builder::new(vec![]);
    let [x, y] = [b.vreg(INT), b.vreg(INT)];
    let blk = b.block(0);
    b.push(blk, Op::Out { src: x });
    b.push(blk, Op::Ret { v: x });
    assert_eq!(allocate(&b.finish(), &env).unwrap_err(), Error::UndefinedUse(x));
    // Two values demanded in one fixed register.
    let mut b = Builder::new(vec![]);
    let blk = b.block(0);
    let [x2, y2] = [b.vreg(INT), b.vreg(INT)];
    b.push(blk, Op::Const { dst: x2, imm: 1 });
    b.push(blk, Op::Const { dst: y2, imm: 1 });
    b.push(blk, Op::Call { args: vec![x2, y2], rets: vec![] });
    b.push(blk, Op::Ret { v: x2 });
    let mut f = b.finish();
    if let OperandConstraint::FixedReg(_) = f.operands[2][1].constraint {
        f.operands[2][1].constraint = OperandConstraint::FixedReg(PReg(0));
    }
    assert!(matches!(allocate(&f, &env), Err(Error::ConflictingConstraints { .. })));
    // A branch with an operand on a single-successor edge.
    let mut b = Builder::new(vec![]);
    let (b0, b1) = (b.block(0), b.block(0));
    b.push(b0, Op::Const { dst: VReg(0), imm: 1 });
    b.push(b0, Op::BrIf { cond: VReg(0) });
    b.succs(b0, &[b1]);
    b.push(b1, Op::Ret { v: VReg(0) });
    b.classes.push(INT);
    assert!(matches!(allocate(&b.finish(), &env), Err(Error::BadBranch(_))));
    // More simultaneous register operands than registers.
    let env1 = env_with_one_int();
    let mut b = Builder::new(vec![]);
    let blk = b.block(0);
    let [p, q, r] = [b.vreg(INT), b.vreg(INT), b.vreg(INT)];
    b.push(blk, Op::Const { dst: p, imm: 1 });
    b.push(blk, Op::Const { dst: q, imm: 1 });
    b.push(blk, Op::LateUse { dst: r, a: p, b: q });
    b.push(blk, Op::Out { src: r });
    b.push(blk, Op::Jmp);
    b.succs(blk, &[]);
    let f = b.finish();
    assert!(matches!(allocate(&f, &env1), Err(Error::TooManyLiveRegisters(_)) | Err(Error::BadBranch(_))));
    let _ = y;
}

fn env_with_one_int() -> MachineEnv {
    let mut e = env(1, 0, 1, 0, true);
    e.classes[0].caller_saved = vec![PReg(0)];
    e
}
