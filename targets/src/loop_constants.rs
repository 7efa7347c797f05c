//! Constants hoisted out of loops before register allocation (what llc's MachineLICM does
//! for them): selection materializes a constant in every block that uses it, so a loop
//! rebuilds its constants on every iteration (`lui`/`addi`/`slli`, `fmv.d.x` on RISC-V).
//! An instruction the target calls a constant materialization (`is_constant`: no memory,
//! no side effects, no inputs but constant registers) whose one result is defined
//! nowhere else, and whose register inputs are physical (the zero register) or results
//! of constants already hoisted, moves to the preheader of its loop if that loop is
//! innermost, a dozen instructions at most per loop. Loops without a preheader (one predecessor outside
//! the loop whose only successor is the header) keep their constants.

use rllc_isel::loops::natural_loops;
use rllc_isel::mir::{inst_flags, MFunction, MInst, MOperand, OperandKind, Reg};

/// At most this many instructions leave one loop (a `li` of a wide constant is up to eight).
const MAX_PER_LOOP: usize = 12;

/// Hoists constant materializations out of the innermost loops of `mf`.
pub fn hoist(mf: &mut MFunction, is_constant: &dyn Fn(&MInst) -> bool) {
    let mut loops = natural_loops(mf);
    if loops.is_empty() {
        return;
    }
    let nvregs = mf.vreg_classes.len();
    let mut defs = vec![0u32; nvregs];
    for b in &mf.blocks {
        for i in &b.insts {
            for o in &i.ops {
                if let MOperand::Reg(r) = o {
                    if let (OperandKind::Def, Reg::Virt(v)) = (r.kind, r.reg) {
                        if let Some(d) = defs.get_mut(v.0 as usize) {
                            *d += 1;
                        }
                    }
                }
            }
        }
    }
    // Only innermost loops, and a few constants each: the allocator spills rather than
    // rematerializes, so constants hoisted further out (or too many) cost more than they
    // save (fannkuch's outer loops spilled dozens of masks).
    let headers: Vec<u32> = loops.iter().map(|l| l.header.0).collect();
    loops.retain(|l| !l.blocks.iter().any(|b| *b != l.header && headers.contains(&b.0)));
    let mut hoisted_reg = vec![false; nvregs];
    for l in loops {
        let h = l.header.0 as usize;
        let in_loop = |p: usize| l.blocks.iter().any(|b| b.0 as usize == p);
        let outside: Vec<usize> = mf.blocks[h].preds.iter().map(|p| p.0 as usize).filter(|&p| !in_loop(p)).collect();
        let [pre] = outside[..] else { continue };
        if mf.blocks[pre].succs.len() != 1 {
            continue;
        }
        let mut moved: Vec<MInst> = Vec::new();
        let mut body: Vec<usize> = l.blocks.iter().map(|b| b.0 as usize).collect();
        body.sort_unstable();
        for b in body {
            let insts = std::mem::take(&mut mf.blocks[b].insts);
            let mut kept = Vec::with_capacity(insts.len());
            for inst in insts {
                if moved.len() < MAX_PER_LOOP && movable(&inst, &defs, &hoisted_reg, is_constant) {
                    for o in &inst.ops {
                        if let MOperand::Reg(r) = o {
                            if let (OperandKind::Def, Reg::Virt(v)) = (r.kind, r.reg) {
                                hoisted_reg[v.0 as usize] = true;
                            }
                        }
                    }
                    moved.push(inst);
                } else {
                    kept.push(inst);
                }
            }
            mf.blocks[b].insts = kept;
        }
        if moved.is_empty() {
            continue;
        }
        let insts = &mut mf.blocks[pre].insts;
        let at = insts.iter().position(|i| i.flags & inst_flags::TERMINATOR != 0).unwrap_or(insts.len());
        insts.splice(at..at, moved);
    }
}

/// Whether `inst` computes a constant from nothing but constants, into a register
/// defined only there.
fn movable(inst: &MInst, defs: &[u32], hoisted: &[bool], is_constant: &dyn Fn(&MInst) -> bool) -> bool {
    if inst.flags & (inst_flags::SIDE_EFFECTS | inst_flags::TERMINATOR | inst_flags::CALL) != 0 || !is_constant(inst) {
        return false;
    }
    let mut results = 0;
    for o in &inst.ops {
        match o {
            MOperand::Reg(r) => match (r.kind, r.reg) {
                (OperandKind::Def, Reg::Virt(v)) if defs.get(v.0 as usize) == Some(&1) => results += 1,
                (OperandKind::Use, Reg::Phys(_)) => {}
                (OperandKind::Use, Reg::Virt(v)) if hoisted.get(v.0 as usize) == Some(&true) => {}
                _ => return false,
            },
            MOperand::Imm(_) => {}
            _ => return false,
        }
    }
    results == 1
}
