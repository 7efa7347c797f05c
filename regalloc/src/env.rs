//! `MachineEnv`: which physical registers the allocator may hand out, per register class,
//! in preference order, and which register (if any) it may use as a scratch for moves.

use crate::function::{PReg, RegClass};

/// The registers of one class.
#[derive(Clone, Debug, Default)]
pub struct ClassEnv {
    /// Allocatable registers a call may clobber, most preferred first. Preferred for values
    /// that do not live across a call (they cost no save/restore in the prologue).
    pub caller_saved: Vec<PReg>,
    /// Allocatable registers a call preserves, most preferred first. Values live across a
    /// call can only stay in these; the output reports which ones were used so the frame
    /// can save and restore them.
    pub callee_saved: Vec<PReg>,
    /// A register kept out of allocation that the move resolver may overwrite at any edit
    /// point (to break cycles and to move between two stack slots). Should be
    /// caller-saved, and must not appear as a fixed operand. With `None`, cycles are
    /// broken through an extra spill slot, and a stack-to-stack move borrows an
    /// allocatable register, saving and restoring it around the move.
    pub scratch: Option<PReg>,
}

impl ClassEnv {
    /// All allocatable registers: caller-saved first, then callee-saved.
    pub fn allocatable(&self) -> impl Iterator<Item = PReg> + '_ {
        self.caller_saved.iter().chain(self.callee_saved.iter()).copied()
    }
}

/// The target's register file as the allocator needs it.
#[derive(Clone, Debug, Default)]
pub struct MachineEnv {
    /// Indexed by `RegClass::index()`.
    pub classes: Vec<ClassEnv>,
}

impl MachineEnv {
    pub fn class(&self, class: RegClass) -> &ClassEnv {
        &self.classes[class.index()]
    }

    /// One past the highest physical register number the environment mentions.
    pub fn num_pregs(&self) -> usize {
        self.classes
            .iter()
            .flat_map(|c| c.allocatable().chain(c.scratch))
            .map(|p| p.index() + 1)
            .max()
            .unwrap_or(0)
    }
}

/// Per-physical-register facts derived from a `MachineEnv`, as flat tables.
pub(crate) struct RegInfo {
    /// Class of each allocatable register (None: not allocatable).
    pub(crate) class_of: Vec<Option<u8>>,
    pub(crate) is_callee_saved: Vec<bool>,
    pub(crate) allocatable: Vec<bool>,
    pub(crate) num_pregs: usize,
}

impl RegInfo {
    pub(crate) fn new(env: &MachineEnv) -> Self {
        let n = env.num_pregs();
        let mut info = RegInfo {
            class_of: vec![None; n],
            is_callee_saved: vec![false; n],
            allocatable: vec![false; n],
            num_pregs: n,
        };
        for (c, ce) in env.classes.iter().enumerate() {
            for p in ce.allocatable() {
                info.class_of[p.index()] = Some(c as u8);
                info.allocatable[p.index()] = true;
            }
            for p in &ce.callee_saved {
                info.is_callee_saved[p.index()] = true;
            }
        }
        info
    }

    /// Whether `p` is an allocatable register of `class`.
    pub(crate) fn in_class(&self, p: PReg, class: RegClass) -> bool {
        self.class_of.get(p.index()).copied().flatten() == Some(class.0)
    }
}
