//! What the target-neutral passes after register allocation (`branch_fold`, `tail_calls`,
//! `layout`) need to know about a target's branches, returns, copies and calls: the
//! counterpart of LLVM's `TargetInstrInfo::analyzeBranch`/`insertBranch`, kept to the few
//! questions those passes ask.

use rllc_isel::mir::{MBlockId, MInst, OperandKind, PReg, Reg};

/// The control flow of a block-ending instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Branch {
    /// An unconditional jump to a block of the function.
    Jump(MBlockId),
    /// A conditional branch naming both successors: `taken` when the condition holds,
    /// else `not_taken`. Emission drops the half that goes to the next block.
    TwoWay { taken: MBlockId, not_taken: MBlockId },
    /// Anything else (returns, calls, jump tables, ordinary instructions).
    Other,
}

/// A target's answers about its instructions.
pub trait BranchInfo {
    /// What kind of branch `inst` is.
    fn branch(&self, inst: &MInst) -> Branch;
    /// A jump to `target`.
    fn jump(&self, target: MBlockId) -> MInst;
    /// Whether `inst` returns from the function (not a tail call).
    fn is_return(&self, inst: &MInst) -> bool;
    /// Whether `inst` is a register copy or an undefined-value marker: code that only
    /// moves values between registers and can be dropped with the return it feeds.
    fn is_copy(&self, inst: &MInst) -> bool;
    /// The jump that replaces the direct call `call` in a tail position, reading the same
    /// argument registers; `None` when the call cannot become a jump (indirect calls,
    /// whose target may sit in a register the epilogue restores).
    fn tail_jump(&self, call: &MInst) -> Option<MInst>;
}

/// The physical registers a call reads (its arguments), as (register, pinned register)
/// pairs: what the jump that replaces it in a tail position must read too.
pub fn physical_uses(call: &MInst) -> Vec<(Reg, PReg)> {
    call.reg_operands()
        .filter(|r| r.kind == OperandKind::Use)
        .filter_map(|r| match r.reg {
            Reg::Phys(p) => Some((r.reg, p)),
            Reg::Virt(_) => None,
        })
        .collect()
}
