//! rllc-regalloc: a linear-scan register allocator on lifetime intervals with holes
//! (Wimmer & Mössenböck 2005, Wimmer & Franz 2010), generic over the `Function` trait so
//! it knows no target. The input is a machine function on virtual registers with operand
//! constraints; the output is a location for every operand plus the moves (spills,
//! reloads, register-to-register copies) to insert. The function itself is not changed.
//!
//! Pipeline (one file each): `validate` → `liveness` (block live sets, dataflow) →
//! `build_intervals` (ranges, use positions, fixed ranges) → `linear_scan` (allocation,
//! splitting via `split`) → `resolve` (`spill_slots`, operand locations, split/edge/fixup
//! moves sequentialized by `parallel_move`) → `checker` (debug builds and tests).

mod bitset;
mod build_intervals;
pub mod checker;
mod env;
mod function;
mod interval;
mod linear_scan;
mod liveness;
mod output;
mod parallel_move;
mod pos;
mod resolve;
mod spill_slots;
mod split;
mod validate;

pub use env::{ClassEnv, MachineEnv};
pub use function::{Block, Function, Inst, InstRange, Operand, OperandConstraint, OperandKind, OperandPos, PReg, RegClass, VReg};
pub use output::{Allocation, Edit, Error, InstPosition, Output, ProgPoint, SpillSlot, Stats};

/// Allocates registers for `func`. In debug builds the result is verified by the checker
/// (a failure there is an allocator bug and panics).
pub fn allocate<F: Function>(func: &F, env: &MachineEnv) -> Result<Output, Error> {
    let out = allocate_unchecked(func, env)?;
    #[cfg(debug_assertions)]
    if let Err(e) = checker::check(func, env, &out) {
        panic!("register allocation failed the checker: {e}");
    }
    Ok(out)
}

/// `allocate` without the debug-build checker run.
pub fn allocate_unchecked<F: Function>(func: &F, env: &MachineEnv) -> Result<Output, Error> {
    validate::validate(func, env)?;
    let regs = env::RegInfo::new(env);
    let live = liveness::compute(func);
    if func.num_blocks() > 0 {
        validate::first_undefined(live.live_in[0].iter())?;
    }
    let layout = split::Layout::new(func);
    let (ivs, fixed) = build_intervals::build(func, env, &live.live_out, &regs.allocatable);
    let mut scan = linear_scan::Scan::new(env, &regs, &layout, ivs, fixed);
    scan.run()?;
    let stats = scan.stats;
    let allocated = resolve::Allocated { env, regs: &regs, layout: &layout, ivs: scan.ivs, live, stats };
    resolve::resolve(func, allocated)
}
