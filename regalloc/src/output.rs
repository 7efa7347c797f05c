//! The allocator's result: a location for every operand, the moves to insert, the spill
//! slots and callee-saved registers the frame must provide; and `Error` for inputs that
//! cannot be allocated.

use crate::function::{Block, Inst, PReg, RegClass, VReg};
use std::fmt;

/// A spill slot of the function's frame, `0..Output::num_spill_slots`. Its size is that of
/// its class (`Output::spill_slot_classes`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SpillSlot(pub u32);

impl SpillSlot {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Debug for SpillSlot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ss{}", self.0)
    }
}

/// Where a value is.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Allocation {
    Reg(PReg),
    Stack(SpillSlot),
}

impl Allocation {
    pub fn as_reg(self) -> Option<PReg> {
        match self {
            Allocation::Reg(r) => Some(r),
            Allocation::Stack(_) => None,
        }
    }
    pub fn is_reg(self) -> bool {
        matches!(self, Allocation::Reg(_))
    }
    pub fn is_stack(self) -> bool {
        matches!(self, Allocation::Stack(_))
    }
}

impl fmt::Debug for Allocation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Allocation::Reg(r) => write!(f, "{r:?}"),
            Allocation::Stack(s) => write!(f, "{s:?}"),
        }
    }
}

/// Before or after an instruction.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum InstPosition {
    Before,
    After,
}

/// A place to insert an edit. Ordered by instruction, then `Before` < `After`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct ProgPoint {
    pub inst: Inst,
    pub pos: InstPosition,
}

impl ProgPoint {
    pub fn before(inst: Inst) -> Self {
        Self { inst, pos: InstPosition::Before }
    }
    pub fn after(inst: Inst) -> Self {
        Self { inst, pos: InstPosition::After }
    }
}

/// An instruction to insert.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Edit {
    /// Copy a value. Never stack-to-stack; both sides have the same class.
    Move { from: Allocation, to: Allocation },
}

/// Counters describing what the allocator did (for tests, tuning and `-stats`).
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct Stats {
    pub intervals: usize,
    pub splits: usize,
    pub spilled_intervals: usize,
    pub moves: usize,
    pub edge_moves: usize,
    pub split_moves: usize,
    pub fixup_moves: usize,
    /// Parallel-move cycles broken through a temporary.
    pub cycles: usize,
}

/// The allocation of one function.
#[derive(Clone, Debug, Default)]
pub struct Output {
    /// Operand locations of all instructions, concatenated; see `inst_allocs`.
    pub allocs: Vec<Allocation>,
    /// `allocs[inst_alloc_offsets[i]..inst_alloc_offsets[i + 1]]` are instruction i's, one
    /// per operand in operand order.
    pub inst_alloc_offsets: Vec<u32>,
    /// Moves to insert, sorted by program point. Several edits at one point run in the
    /// order given (the resolver already turned each parallel move into a sequence).
    pub edits: Vec<(ProgPoint, Edit)>,
    /// Spill slots the frame must provide.
    pub num_spill_slots: u32,
    /// The class (and so the size) of each spill slot.
    pub spill_slot_classes: Vec<RegClass>,
    /// Per class, the callee-saved registers the function writes (allocated to a value, or
    /// written by a fixed def), in the order of `ClassEnv::callee_saved`.
    pub used_callee_saved: Vec<Vec<PReg>>,
    pub stats: Stats,
}

impl Output {
    /// The locations of `inst`'s operands, in operand order.
    pub fn inst_allocs(&self, inst: Inst) -> &[Allocation] {
        let s = self.inst_alloc_offsets[inst.index()] as usize;
        let e = self.inst_alloc_offsets[inst.index() + 1] as usize;
        &self.allocs[s..e]
    }
}

/// Why allocation failed. Everything except `Internal` is a problem of the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The instruction numbering does not follow the block order, or a block is empty.
    BadBlockLayout(Block),
    /// Successor and predecessor lists disagree, or the entry block has predecessors.
    BadCfg(Block),
    /// An edge from a block with several successors to one with several predecessors.
    CriticalEdge { from: Block, to: Block },
    /// A branch in the middle of a block, a branch with defs or clobbers, or a branch with
    /// operands ending a block with one successor.
    BadBranch(Inst),
    /// An operand's class differs from its vreg's, names a class the environment lacks, or
    /// a fixed register that is the class's scratch register.
    BadOperand { inst: Inst, operand: usize },
    /// A `Reuse` that does not name an early `Reg`/`Any` use of the same class.
    BadReuse { inst: Inst, operand: usize },
    /// One instruction defines the same vreg twice, or demands one physical register for
    /// two different values at the same time (two fixed uses, two fixed defs, or an early
    /// fixed def overlapping a fixed use).
    ConflictingConstraints { inst: Inst, operand: usize },
    /// A vreg is used on some path from the entry without being defined.
    UndefinedUse(VReg),
    /// More values need a register of a class at one instruction than the class has.
    TooManyLiveRegisters(Inst),
    /// The function has too many instructions or vregs for the position encoding.
    TooLarge,
    /// The allocator broke one of its own invariants (a bug).
    Internal(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::BadBlockLayout(b) => write!(f, "block {b:?} is empty or its instructions are out of order"),
            Error::BadCfg(b) => write!(f, "block {b:?}: successor/predecessor lists are inconsistent"),
            Error::CriticalEdge { from, to } => {
                write!(f, "critical edge {from:?} -> {to:?} must be split before register allocation")
            }
            Error::BadBranch(i) => write!(f, "{i:?}: branch is not last, defines or clobbers registers, or has operands on a single-successor edge"),
            Error::BadOperand { inst, operand } => write!(f, "{inst:?} operand {operand}: bad class or fixed register"),
            Error::BadReuse { inst, operand } => write!(f, "{inst:?} operand {operand}: reuse must name an early register use of the same class"),
            Error::ConflictingConstraints { inst, operand } => {
                write!(f, "{inst:?} operand {operand}: conflicts with another operand's constraint")
            }
            Error::UndefinedUse(v) => write!(f, "{v:?} is used before it is defined on some path"),
            Error::TooManyLiveRegisters(i) => write!(f, "{i:?}: more values need registers than the class has"),
            Error::TooLarge => write!(f, "function too large for the register allocator"),
            Error::Internal(s) => write!(f, "register allocator internal error: {s}"),
        }
    }
}

impl std::error::Error for Error {}
