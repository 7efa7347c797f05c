//! Input validation: checks every shape rule the allocator relies on (see `function.rs`)
//! and reports the first violation as an `Error`, so that later passes can assume them.

use crate::env::MachineEnv;
use crate::function::{Block, Function, Inst, OperandConstraint, OperandKind, OperandPos, PReg, VReg};
use crate::output::Error;
use crate::pos::MAX_INSTS;

pub(crate) fn validate<F: Function>(f: &F, env: &MachineEnv) -> Result<(), Error> {
    let (nb, ni) = (f.num_blocks(), f.num_insts());
    if ni > MAX_INSTS || f.num_vregs() > (u32::MAX / 2) as usize || nb > (u32::MAX / 2) as usize {
        return Err(Error::TooLarge);
    }
    check_layout(f)?;
    check_cfg(f)?;
    for b in 0..nb {
        let block = Block::new(b);
        let range = f.block_insns(block);
        for inst in range.iter() {
            check_branch(f, block, inst, inst == range.last())?;
            check_operands(f, env, inst)?;
        }
    }
    Ok(())
}

fn check_layout<F: Function>(f: &F) -> Result<(), Error> {
    let mut next = 0usize;
    for b in 0..f.num_blocks() {
        let r = f.block_insns(Block::new(b));
        if r.start.index() != next || r.is_empty() {
            return Err(Error::BadBlockLayout(Block::new(b)));
        }
        next = r.end.index();
    }
    if next != f.num_insts() {
        return Err(Error::BadBlockLayout(Block::new(f.num_blocks().saturating_sub(1))));
    }
    Ok(())
}

fn check_cfg<F: Function>(f: &F) -> Result<(), Error> {
    let nb = f.num_blocks();
    if nb > 0 && !f.block_preds(Block(0)).is_empty() {
        return Err(Error::BadCfg(Block(0)));
    }
    let (mut nsucc, mut npred) = (0usize, 0usize);
    for b in 0..nb {
        let block = Block::new(b);
        for &s in f.block_succs(block) {
            if s.index() >= nb || !f.block_preds(s).contains(&block) {
                return Err(Error::BadCfg(block));
            }
            nsucc += 1;
            if f.block_succs(block).len() > 1 && f.block_preds(s).len() > 1 {
                return Err(Error::CriticalEdge { from: block, to: s });
            }
        }
        for &p in f.block_preds(block) {
            if p.index() >= nb {
                return Err(Error::BadCfg(block));
            }
            npred += 1;
        }
    }
    // Every successor edge has its predecessor entry; equal counts mean no extra ones
    // (lists are duplicate-free by contract).
    if nsucc != npred {
        return Err(Error::BadCfg(Block(0)));
    }
    Ok(())
}

fn check_branch<F: Function>(f: &F, block: Block, inst: Inst, is_last: bool) -> Result<(), Error> {
    let nsucc = f.block_succs(block).len();
    if !f.is_branch(inst) {
        // A block that chooses between successors needs a branch to do so.
        return if is_last && nsucc > 1 { Err(Error::BadBranch(inst)) } else { Ok(()) };
    }
    let ops = f.inst_operands(inst);
    if !is_last || !f.inst_clobbers(inst).is_empty() || ops.iter().any(|o| o.is_def()) {
        return Err(Error::BadBranch(inst));
    }
    if nsucc == 1 && !ops.is_empty() {
        return Err(Error::BadBranch(inst));
    }
    Ok(())
}

fn check_operands<F: Function>(f: &F, env: &MachineEnv, inst: Inst) -> Result<(), Error> {
    let ops = f.inst_operands(inst);
    let bad = |operand| Error::BadOperand { inst, operand };
    for (k, op) in ops.iter().enumerate() {
        if op.vreg.index() >= f.num_vregs() || op.class.index() >= env.classes.len() || f.vreg_class(op.vreg) != op.class {
            return Err(bad(k));
        }
        match op.constraint {
            OperandConstraint::FixedReg(p) => {
                if p.index() >= PReg::MAX || env.class(op.class).scratch == Some(p) {
                    return Err(bad(k));
                }
            }
            OperandConstraint::Reuse(i) => {
                let i = i as usize;
                let ok = op.is_def()
                    && i < ops.len()
                    && ops[i].is_use()
                    && ops[i].pos == OperandPos::Early
                    && ops[i].class == op.class
                    && matches!(ops[i].constraint, OperandConstraint::Reg | OperandConstraint::Any);
                if !ok {
                    return Err(Error::BadReuse { inst, operand: k });
                }
            }
            _ => {}
        }
    }
    for p in f.inst_clobbers(inst) {
        if p.index() >= PReg::MAX {
            return Err(Error::BadBranch(inst));
        }
    }
    // A vreg cannot be read after the same instruction has overwritten it: an early def,
    // a reuse def (its register is filled before the reads) or a late def must not share
    // its vreg with a use that is read later (any use, any other use, a late use).
    for (k, d) in ops.iter().enumerate().filter(|(_, o)| o.is_def()) {
        for (j, u) in ops.iter().enumerate().filter(|(_, o)| o.is_use() && o.vreg == d.vreg) {
            let bad = match d.constraint {
                OperandConstraint::Reuse(r) => j != r as usize && ops[r as usize].vreg != d.vreg,
                _ => d.pos == OperandPos::Early || u.pos == OperandPos::Late,
            };
            if bad {
                return Err(Error::ConflictingConstraints { inst, operand: k });
            }
        }
    }
    // Pairwise conflicts; instructions have few operands.
    for (k, a) in ops.iter().enumerate() {
        for b in &ops[..k] {
            if conflicts(a, b, f.inst_clobbers(inst)) {
                return Err(Error::ConflictingConstraints { inst, operand: k });
            }
        }
        if let (OperandKind::Use, OperandPos::Late, OperandConstraint::FixedReg(p)) = (a.kind, a.pos, a.constraint) {
            if f.inst_clobbers(inst).contains(&p) {
                return Err(Error::ConflictingConstraints { inst, operand: k });
            }
        }
    }
    Ok(())
}

/// Whether operands `a` and `b` of one instruction make contradictory demands.
fn conflicts(a: &crate::function::Operand, b: &crate::function::Operand, _clobbers: &[PReg]) -> bool {
    use OperandConstraint::FixedReg;
    if a.is_def() && b.is_def() && a.vreg == b.vreg {
        return true;
    }
    let (FixedReg(pa), FixedReg(pb)) = (a.constraint, b.constraint) else {
        return false;
    };
    if pa != pb {
        return false;
    }
    match (a.kind, b.kind) {
        (OperandKind::Use, OperandKind::Use) => a.vreg != b.vreg,
        (OperandKind::Def, OperandKind::Def) => true,
        // A use and a def of one register: fine when the use is read (early) before the
        // def is written (late); anything else needs the register twice at once.
        _ => {
            let (u, d) = if a.is_use() { (a, b) } else { (b, a) };
            !(u.pos == OperandPos::Early && d.pos == OperandPos::Late)
        }
    }
}

/// The first vreg live into the entry block, if any (used before defined).
pub(crate) fn first_undefined(live_in_entry: impl Iterator<Item = u32>) -> Result<(), Error> {
    match live_in_entry.into_iter().next() {
        Some(v) => Err(Error::UndefinedUse(VReg(v))),
        None => Ok(()),
    }
}
