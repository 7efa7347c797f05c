//! CET indirect-branch tracking on x86-64: the `endbr64` landing instructions llc's
//! `X86IndirectBranchTracking` pass inserts when the module has `cf-protection-branch`:
//! at the entry of functions reachable indirectly (before the prologue), at blocks whose
//! address is taken, at landing pads, and after calls to `returns_twice` functions.
//! Which places qualify is `crate::branch_protection`'s target-neutral answer.

use super::frame::Frame;
use super::inst::{self, decode, Opcode};
use crate::branch_protection::{returns_twice, AddressTaken};
use rllc_ir::{BlockId, GlobalId, Module};
use rllc_isel::mir::{MFunction, MInst, MOperand, SymbolRef};

/// Indirect-branch tracking for one function.
pub struct Ibt<'a> {
    /// The entry needs an `endbr64`.
    pub entry: bool,
    pub taken: &'a AddressTaken,
}

fn is_endbr(i: &MInst) -> bool {
    matches!(decode(i), Some((Opcode::Endbr64, _)))
}

/// The global a direct call calls.
fn direct_callee(i: &MInst) -> Option<GlobalId> {
    if !matches!(decode(i), Some((Opcode::CallSym, _))) {
        return None;
    }
    i.ops.iter().find_map(|o| match o {
        MOperand::Sym { sym: SymbolRef::Global(g), .. } => Some(*g),
        _ => None,
    })
}

/// Adds `endbr64` to the blocks an indirect branch may reach inside function `g`: before
/// frame lowering, which then counts them among the body's instructions.
pub fn mark_inner_targets(m: &Module, g: GlobalId, mf: &mut MFunction, ibt: &Ibt) {
    let mut starts: Vec<usize> = mf
        .ir_blocks
        .iter()
        .enumerate()
        .filter(|(b, mb)| mb.is_some() && ibt.taken.block(g, BlockId(*b as u32)))
        .filter_map(|(_, mb)| mb.map(|mb| mb.0 as usize))
        .collect();
    if let Some(eh) = &mf.eh {
        starts.extend(eh.sites.iter().map(|s| s.landing.0 as usize));
    }
    starts.sort_unstable();
    starts.dedup();
    for b in starts {
        let Some(block) = mf.blocks.get_mut(b) else { continue };
        if !block.insts.first().is_some_and(is_endbr) {
            block.insts.insert(0, inst::endbr64());
        }
    }
    for block in &mut mf.blocks {
        let mut k = 0;
        while k < block.insts.len() {
            let twice = direct_callee(&block.insts[k]).is_some_and(|c| returns_twice(m, c));
            if twice && !block.insts.get(k + 1).is_some_and(is_endbr) {
                block.insts.insert(k + 1, inst::endbr64());
            }
            k += 1;
        }
    }
}

/// Puts `first` first in the function, before the prologue (`endbr64`, the `__fentry__`
/// call), and moves the prologue's CFI positions (flat instruction indices) along.
pub fn insert_at_entry(mf: &mut MFunction, frame: &mut Frame, first: MInst) {
    let Some(entry) = mf.blocks.first_mut() else { return };
    entry.insts.insert(0, first);
    for (at, _) in &mut frame.cfi {
        *at += 1;
    }
}

/// `call __fentry__` (`-pg -mfentry`). The routine preserves every register and does not
/// throw, so the call is not marked as one: no clobbers, no call-site table entry.
pub fn fentry_call(sym: rllc_ir::Sym) -> MInst {
    let mut call = inst::call_sym(SymbolRef::External(sym), &[], &[], None);
    call.flags &= !rllc_isel::mir::inst_flags::CALL;
    call
}
