//! The allocator's input: the `Function` trait a machine-code representation implements,
//! and the small id and operand types it speaks in. The allocator knows no target: a
//! register class is a number, a physical register is a number.
//!
//! Shape of the input (all enforced by `validate`, which reports an `Error` otherwise):
//! - Blocks are numbered `0..num_blocks()` in the linear order the code will be laid out
//!   in; block 0 is the entry block and has no predecessors.
//! - Instructions are numbered `0..num_insts()`; every block owns a contiguous, non-empty
//!   range of them, and the ranges follow the block order (block 0 starts at instruction 0,
//!   block b+1 starts where block b ends).
//! - There are no phis or block parameters: the producer lowers phis to parallel copies
//!   (`is_move` instructions) at the end of the predecessors before allocation. A virtual
//!   register may therefore be defined several times; liveness is computed by dataflow, not
//!   from definition points.
//! - Critical edges (from a block with several successors to a block with several
//!   predecessors) must be split by the producer: resolution moves need a place that runs
//!   on exactly one edge.
//! - An instruction may not read a vreg after overwriting it: a vreg defined early, or by
//!   a `Reuse` def, is not also used by the instruction (except as the reused operand), and
//!   a vreg defined late is not also used late.
//! - Only the last instruction of a block may be a branch. A branch defines nothing and
//!   clobbers nothing; the branch of a block with exactly one successor has no operands
//!   (moves for the edge are placed just before it and could overwrite its inputs).

use std::fmt;

macro_rules! id_type {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
        pub struct $name(pub u32);
        impl $name {
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
            #[inline]
            pub fn new(i: usize) -> Self {
                Self(i as u32)
            }
        }
        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}{}", stringify!($name).to_ascii_lowercase(), self.0)
            }
        }
    };
}

id_type!(
    /// A basic block; its number is its place in the linear order.
    Block
);
id_type!(
    /// An instruction; numbers run over the whole function in block order.
    Inst
);
id_type!(
    /// A virtual register, `0..num_vregs()`.
    VReg
);

/// A physical register: a target-chosen number, unique across all classes (e.g. x86-64
/// might number the GPRs 0..16 and the XMM registers 16..32). Below `PReg::MAX`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct PReg(pub u16);

impl PReg {
    /// Physical register numbers must be below this.
    pub const MAX: usize = 1024;
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
    #[inline]
    pub fn new(i: usize) -> Self {
        Self(i as u16)
    }
}

impl fmt::Debug for PReg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "p{}", self.0)
    }
}

/// A register class (e.g. "integer", "float/vector"): an index into `MachineEnv::classes`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Debug)]
pub struct RegClass(pub u8);

impl RegClass {
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The instructions of one block: `start..end`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct InstRange {
    pub start: Inst,
    pub end: Inst,
}

impl InstRange {
    pub fn new(start: usize, end: usize) -> Self {
        Self { start: Inst::new(start), end: Inst::new(end) }
    }
    pub fn len(&self) -> usize {
        (self.end.0 - self.start.0) as usize
    }
    pub fn is_empty(&self) -> bool {
        self.end.0 <= self.start.0
    }
    /// The last instruction (the range must not be empty).
    pub fn last(&self) -> Inst {
        Inst(self.end.0 - 1)
    }
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = Inst> {
        (self.start.0..self.end.0).map(Inst)
    }
}

/// Whether an operand reads or writes its virtual register.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OperandKind {
    Def,
    Use,
}

/// When, relative to the instruction, the operand is accessed.
///
/// `Early` uses are read at the start; `Late` defs are written at the end, so an early use
/// and a late def may share a register (the common case). An `Early` def is written before
/// the uses are read ("early clobber": it may not share a register with any use); a `Late`
/// use is read at the end (it may not share a register with any def, nor with a clobber).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OperandPos {
    Early,
    Late,
}

/// Where the operand must be.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OperandConstraint {
    /// A register or a spill slot (the instruction has a memory form).
    Any,
    /// Any register of the class.
    Reg,
    /// This physical register (calling conventions, x86 shifts/divides, returns).
    FixedReg(PReg),
    /// Two-address form: this def gets the same register as use operand number `i` of the
    /// same instruction (whose constraint must be `Reg` or `Any`, position `Early`). The
    /// allocator copies the use's value into the def's register before the instruction if
    /// they were not already in the same register.
    Reuse(u8),
    /// The operand's spill slot (an instruction that can only address memory).
    Stack,
}

/// One operand of an instruction.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Operand {
    pub vreg: VReg,
    /// Must equal `Function::vreg_class(vreg)`.
    pub class: RegClass,
    pub kind: OperandKind,
    pub constraint: OperandConstraint,
    pub pos: OperandPos,
}

impl Operand {
    pub fn new(vreg: VReg, class: RegClass, kind: OperandKind, constraint: OperandConstraint, pos: OperandPos) -> Self {
        Self { vreg, class, kind, constraint, pos }
    }
    /// An early use with the given constraint.
    pub fn reg_use(vreg: VReg, class: RegClass) -> Self {
        Self::new(vreg, class, OperandKind::Use, OperandConstraint::Reg, OperandPos::Early)
    }
    /// A late def with the given constraint.
    pub fn reg_def(vreg: VReg, class: RegClass) -> Self {
        Self::new(vreg, class, OperandKind::Def, OperandConstraint::Reg, OperandPos::Late)
    }
    pub fn is_use(&self) -> bool {
        self.kind == OperandKind::Use
    }
    pub fn is_def(&self) -> bool {
        self.kind == OperandKind::Def
    }
}

/// The function to allocate, as the allocator sees it. See the module comment for the
/// shape every implementation must have.
pub trait Function {
    /// Number of instructions; they are `Inst(0)..Inst(num_insts())`.
    fn num_insts(&self) -> usize;
    /// Number of blocks; they are `Block(0)..Block(num_blocks())` in layout order, and
    /// `Block(0)` is the entry.
    fn num_blocks(&self) -> usize;
    /// The instructions of `block`: a non-empty range directly after the previous block's.
    fn block_insns(&self, block: Block) -> InstRange;
    /// Successors of `block`, in any order, without duplicates.
    fn block_succs(&self, block: Block) -> &[Block];
    /// Predecessors of `block`, in any order, without duplicates; consistent with
    /// `block_succs`.
    fn block_preds(&self, block: Block) -> &[Block];
    /// Loop nesting depth of `block` (0 outside loops). Only used to weigh spill costs and
    /// to pick split positions; any value is correct, good values give better code.
    fn block_loop_depth(&self, block: Block) -> u32;
    /// The operands of `inst`. Operand indices (for `Reuse` and for the output's
    /// per-operand allocations) are positions in this slice.
    fn inst_operands(&self, inst: Inst) -> &[Operand];
    /// Physical registers `inst` overwrites with unknown values at its late point (calls:
    /// the caller-saved registers). A fixed def's register may also appear here.
    fn inst_clobbers(&self, inst: Inst) -> &[PReg];
    /// `Some((src, dst))` if `inst` is a plain copy `dst = src` between virtual registers
    /// of one class. Used for hints, so that copies can end up between equal registers.
    fn is_move(&self, inst: Inst) -> Option<(VReg, VReg)>;
    /// Whether `inst` is a branch/terminator (resolution moves go before it).
    fn is_branch(&self, inst: Inst) -> bool;
    /// Number of virtual registers; they are `VReg(0)..VReg(num_vregs())`.
    fn num_vregs(&self) -> usize;
    /// The register class of `vreg`.
    fn vreg_class(&self, vreg: VReg) -> RegClass;
    /// For an edge `pred → succ` taken from inside an instruction — an exception unwind
    /// edge (an invoke's call to its landing block) or an asm goto's jump to one of its
    /// labels — that instruction: control enters `succ` from inside it, so values reach
    /// `succ` from where they are at the instruction (its late point), not from the end of
    /// `pred`. `succ` must have `pred` as its only predecessor. `None` for other edges.
    fn unwind_call(&self, _pred: Block, _succ: Block) -> Option<Inst> {
        None
    }
}
