//! MIR: machine functions on virtual registers, the form instruction selection produces and
//! register allocation, frame lowering, the encoders and the asm printers consume.
//!
//! A machine instruction is a target opcode plus an ordered operand list. Each register
//! operand states its own role (def/use, constraint, early/late), so the allocator needs
//! no per-target tables; targets build instructions through constructors that fill those
//! roles in — that is the one place an instruction's operands are described. Memory
//! addresses are spelled as consecutive operands in the target's own order (x86:
//! base, index, scale, displacement).

use rllc_ir::module::GlobalId;
use rllc_ir::{MdId, Sym};
pub use rllc_regalloc::{OperandConstraint, OperandKind, OperandPos, PReg, RegClass, VReg};

/// A machine block, valid within its `MFunction`; the number is its layout position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MBlockId(pub u32);

/// A stack object (alloca, spill slot, outgoing-argument area), valid within its function.
/// Frame lowering turns it into an offset from the stack or frame pointer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FrameIndex(pub u32);

/// A register: virtual before allocation, physical after it (and where ABI rules fix one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reg {
    Virt(VReg),
    Phys(PReg),
}

/// A register operand with its role for the allocator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegOperand {
    pub reg: Reg,
    pub kind: OperandKind,
    pub constraint: OperandConstraint,
    pub pos: OperandPos,
}

/// A symbolic address the encoder turns into a relocation (or a fixed-up offset).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SymbolRef {
    /// A global value of the module.
    Global(GlobalId),
    /// An external symbol by name (libcalls such as `memcpy`, `__udivti3`).
    External(Sym),
    /// Entry `n` of the function's constant pool.
    ConstPool(u32),
    /// Jump table `n` of the function.
    JumpTable(u32),
    /// The address of a machine block (jump tables, `blockaddress`).
    Block(MBlockId),
}

/// One operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MOperand {
    Reg(RegOperand),
    /// An absent register in a fixed operand layout (e.g. no index register).
    NoReg,
    Imm(i64),
    Block(MBlockId),
    Sym { sym: SymbolRef, addend: i64 },
    Frame { index: FrameIndex, offset: i64 },
}

/// Properties the target-independent passes need to know about an instruction.
pub mod inst_flags {
    /// Ends a block (a branch, return, or trap).
    pub const TERMINATOR: u8 = 1 << 0;
    /// A plain register-to-register copy of one class (`dst, src` operands).
    pub const MOVE: u8 = 1 << 1;
    /// Calls a function (clobbers caller-saved registers).
    pub const CALL: u8 = 1 << 2;
    /// Has effects beyond its defs (stores, fences, volatile, calls).
    pub const SIDE_EFFECTS: u8 = 1 << 3;
    /// A call the IR marked `tail`/`musttail` whose arguments are all in registers: frame
    /// lowering turns it into a jump when a return directly follows it.
    pub const TAIL_CALL: u8 = 1 << 4;
    /// A `TAIL_CALL` that must become a jump: its stack arguments were written over the
    /// caller's incoming ones (`musttail`). Frame lowering fails if it cannot.
    pub const MUST_TAIL_CALL: u8 = 1 << 5;
    /// An asm goto: it may jump to the blocks its `SymbolRef::Block` operands name, so its
    /// block's edges to them leave from inside it (see `crate::asm_goto`).
    pub const ASM_GOTO: u8 = 1 << 6;
}

/// The source position an instruction was selected from: the `!dbg` location (a
/// `DILocation` of the module) of its IR instruction, or none (spill code, prologues,
/// functions without debug information). The line table is made from these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DebugLoc(u32);

impl DebugLoc {
    pub const NONE: DebugLoc = DebugLoc(u32::MAX);

    pub fn new(loc: Option<MdId>) -> DebugLoc {
        loc.map_or(DebugLoc::NONE, |m| DebugLoc(m.0))
    }

    pub fn get(self) -> Option<MdId> {
        (self != DebugLoc::NONE).then_some(MdId(self.0))
    }
}

impl Default for DebugLoc {
    fn default() -> DebugLoc {
        DebugLoc::NONE
    }
}

/// One machine instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MInst {
    /// The target's opcode number.
    pub opcode: u16,
    pub ops: Vec<MOperand>,
    /// `inst_flags` bits.
    pub flags: u8,
    /// Physical registers overwritten (calls), as an index into `MFunction::clobber_sets`.
    pub clobbers: Option<u32>,
    pub loc: DebugLoc,
}

impl MInst {
    pub fn new(opcode: u16, ops: Vec<MOperand>) -> MInst {
        MInst { opcode, ops, flags: 0, clobbers: None, loc: DebugLoc::NONE }
    }

    pub fn with_flags(mut self, flags: u8) -> MInst {
        self.flags |= flags;
        self
    }

    pub fn is_terminator(&self) -> bool {
        self.flags & inst_flags::TERMINATOR != 0
    }

    /// The register operands in operand order.
    pub fn reg_operands(&self) -> impl Iterator<Item = &RegOperand> {
        self.ops.iter().filter_map(|o| match o {
            MOperand::Reg(r) => Some(r),
            _ => None,
        })
    }
}

/// A machine block.
#[derive(Clone, Debug, Default)]
pub struct MBlock {
    pub insts: Vec<MInst>,
    pub succs: Vec<MBlockId>,
    pub preds: Vec<MBlockId>,
    pub loop_depth: u32,
}

/// A stack object's size and alignment in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StackObject {
    pub size: u64,
    pub align: u64,
}

/// A constant-pool entry: bytes placed in read-only data and addressed by `SymbolRef::ConstPool`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConstPoolEntry {
    pub bytes: Vec<u8>,
    pub align: u64,
}

/// Where the calling convention fixes a stack object (frame lowering chooses the place of
/// every other one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FixedSlot {
    /// At this byte offset from the canonical frame address (the caller's stack pointer
    /// before its call instruction): incoming stack arguments and `byval` copies.
    Incoming(i64),
    /// At this byte offset from the stack pointer at a call: the outgoing-argument area,
    /// reserved at the bottom of the frame.
    Outgoing(i64),
    /// The stack pointer plus the reserved outgoing-argument area: where a dynamic
    /// allocation that just moved the stack pointer begins.
    DynamicArea,
}

/// A variadic function's register save area, as calling-convention lowering laid it out
/// for `va_start`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VarArgsFrame {
    /// The saved argument registers (x86-64: six GPRs then eight XMMs, 176 bytes).
    pub reg_save_area: FrameIndex,
    /// The first variadic stack argument (an `Incoming` fixed object).
    pub overflow_area: FrameIndex,
    /// Argument registers of each kind the named parameters use.
    pub gp_used: u32,
    pub fp_used: u32,
}

/// Facts calling-convention lowering records for frame lowering and for the lowering of
/// later blocks (LLVM's MachineFrameInfo plus the target's function info).
#[derive(Clone, Debug, Default)]
pub struct FrameInfo {
    /// Stack objects whose place the calling convention fixes.
    pub fixed: Vec<(FrameIndex, FixedSlot)>,
    /// Bytes of stack arguments of the largest call (reserved at the bottom of the frame).
    pub max_call_frame: u64,
    pub varargs: Option<VarArgsFrame>,
    /// The virtual register holding the incoming `sret` pointer, which is returned too.
    pub sret_reg: Option<VReg>,
    /// The body reads its own frame record (`llvm.frameaddress`, `llvm.returnaddress`):
    /// a target whose frame may have none must keep one, with a frame pointer.
    pub reads_frame_record: bool,
    /// The stack protector's guard slot (`llvm.stackprotector`): placed above every other
    /// local, so that an overrun of a local array reaches it before the return address.
    pub protector: Option<FrameIndex>,
}

impl FrameInfo {
    /// Where the calling convention put `index`, if it fixed it.
    pub fn fixed_slot(&self, index: FrameIndex) -> Option<FixedSlot> {
        self.fixed.iter().find(|(i, _)| *i == index).map(|(_, s)| *s)
    }
}

/// A machine function.
#[derive(Clone, Debug, Default)]
pub struct MFunction {
    /// Blocks in layout order; block 0 is the entry.
    pub blocks: Vec<MBlock>,
    /// Register class of each virtual register.
    pub vreg_classes: Vec<RegClass>,
    pub stack_objects: Vec<StackObject>,
    pub const_pool: Vec<ConstPoolEntry>,
    /// Jump tables: target blocks per table.
    pub jump_tables: Vec<Vec<MBlockId>>,
    /// Distinct clobber lists referenced by `MInst::clobbers`.
    pub clobber_sets: Vec<Vec<PReg>>,
    /// Stack facts from calling-convention lowering (fixed objects, call frame size).
    pub frame: FrameInfo,
    /// The machine block of each IR block (by `BlockId` index; `None` when unreachable),
    /// for `blockaddress` constants.
    pub ir_blocks: Vec<Option<MBlockId>>,
    /// The stack object of each static alloca (sorted by instruction), kept for debug
    /// information (`#dbg_declare` names variables by their alloca); empty when the
    /// function has no debug records.
    pub alloca_slots: Vec<(rllc_ir::InstId, FrameIndex)>,
    /// Inline assembly of the function, referred to by index from the DAG's `InlineAsm`
    /// nodes (their payload): the DAG carries only the values, this the rest.
    pub inline_asms: Vec<InlineAsmInfo>,
    /// Itanium exception handling: set when the function has `invoke`s.
    pub eh: Option<Box<EhInfo>>,
}

/// What the unwind tables of a function with landing pads need from selection (see
/// `crate::eh`): where each invoke's call lands when it unwinds, and LLVM's type-id
/// numbering of the landing pads' clauses, from which the LSDA writer builds the action
/// and type tables.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EhInfo {
    /// The personality routine (a global of the module).
    pub personality: Option<GlobalId>,
    pub sites: Vec<EhSite>,
    /// Per landing pad, LLVM's `TypeIds`: clauses in reverse order, a catch as its type
    /// id (> 0), a filter as its filter id (< 0), `cleanup` as 0.
    pub pads: Vec<Vec<i32>>,
    /// Type id `k` is `type_infos[k - 1]`; `None` is `catch ptr null` (catch-all).
    pub type_infos: Vec<Option<GlobalId>>,
    /// The filters' type ids, each filter ended by a 0 (LLVM's `FilterIds`).
    pub filter_ids: Vec<u32>,
}

impl EhInfo {
    /// The site whose invoke ends block `b` (a binary search: sites are in block order).
    pub fn site_of(&self, b: MBlockId) -> Option<&EhSite> {
        self.sites.binary_search_by_key(&b, |s| s.invoke).ok().map(|k| &self.sites[k])
    }
}

/// One invoke: its call is the last call of block `invoke`; the unwinder enters `landing`
/// (a block of its own that receives the exception registers) for landing pad `pad`.
/// `EhInfo::sites` is sorted by `invoke` (block order), which renumbering keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EhSite {
    pub invoke: MBlockId,
    pub landing: MBlockId,
    pub pad: u32,
}

/// One inline-assembly call site, target-neutral: the LLVM template text and, per
/// template operand (`$0`, `$1`, … in constraint order, clobbers excluded), where its
/// value comes from and what the constraint asks for. The target resolves register
/// names and class letters and substitutes the template.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InlineAsmInfo {
    pub template: String,
    pub operands: Vec<AsmOperand>,
    /// Clobbered registers as the constraints name them (`rax`, `xmm1`); `memory`,
    /// `cc` and the like are left out (the node's chain and flag handling cover them).
    pub clobbers: Vec<String>,
    /// `inteldialect`: the template is in Intel syntax.
    pub intel_dialect: bool,
    /// `asm goto` (`callbr`): the blocks the asm may jump to, its `!i` operands in order
    /// (also in `operands`, as block symbols). The asm's instruction gets
    /// `inst_flags::ASM_GOTO` when this is not empty.
    pub labels: Vec<MBlockId>,
}

/// One template operand of an inline asm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmOperand {
    /// Where the value is in the `InlineAsm` DAG node.
    pub value: AsmValue,
    pub loc: AsmLoc,
    /// `=&`: written before all inputs are read, so it shares no register with them.
    pub early_clobber: bool,
    /// The type of the value (register width for printing); the pointer type for memory.
    pub vt: crate::vt::VT,
}

/// Where an inline-asm operand's value is in the `InlineAsm` node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AsmValue {
    /// Result number `i` of the node (an output).
    Result(u32),
    /// Operand number `i` of the node (an input, or the address of a memory operand).
    Operand(u32),
    /// None: an immediate (`AsmLoc::Imm`/`Sym`).
    None,
}

/// What an inline-asm constraint asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AsmLoc {
    /// Any register of the class a constraint letter names (`r`, `q`, `x`, or a target
    /// letter for one register such as x86's `a`).
    Class(u8),
    /// The register named in braces (`{ax}` → `ax`).
    Named(String),
    /// Memory whose address is the value (`*m`, `=*m`).
    Mem,
    /// An integer immediate.
    Imm(i64),
    /// A symbol's address plus an offset, as an immediate.
    Sym(SymbolRef, i64),
    /// An input that must be in the same place as output operand `k` (`"0"`).
    Tied(u32),
    /// An output that is a condition of the flags after the asm (`={@ccz}` → `z`).
    Flag(String),
}

impl MFunction {
    pub fn new_vreg(&mut self, class: RegClass) -> VReg {
        let v = VReg(self.vreg_classes.len() as u32);
        self.vreg_classes.push(class);
        v
    }

    pub fn new_block(&mut self) -> MBlockId {
        let id = MBlockId(self.blocks.len() as u32);
        self.blocks.push(MBlock::default());
        id
    }

    pub fn new_stack_object(&mut self, size: u64, align: u64) -> FrameIndex {
        let id = FrameIndex(self.stack_objects.len() as u32);
        self.stack_objects.push(StackObject { size, align });
        id
    }

    /// A stack object whose place the calling convention fixes.
    pub fn new_fixed_object(&mut self, size: u64, align: u64, slot: FixedSlot) -> FrameIndex {
        let id = self.new_stack_object(size, align);
        self.frame.fixed.push((id, slot));
        id
    }

    /// Interns a clobber list.
    pub fn clobber_set(&mut self, regs: &[PReg]) -> u32 {
        if let Some(i) = self.clobber_sets.iter().position(|s| s == regs) {
            return i as u32;
        }
        self.clobber_sets.push(regs.to_vec());
        (self.clobber_sets.len() - 1) as u32
    }

    /// Adds a CFG edge.
    pub fn add_edge(&mut self, from: MBlockId, to: MBlockId) {
        let s = &mut self.blocks[from.0 as usize].succs;
        if !s.contains(&to) {
            s.push(to);
            self.blocks[to.0 as usize].preds.push(from);
        }
    }
}

/// Operand constructors: the roles register operands play.
impl MOperand {
    /// An early use that must be in a register.
    pub fn use_reg(v: VReg) -> MOperand {
        MOperand::Reg(RegOperand { reg: Reg::Virt(v), kind: OperandKind::Use, constraint: OperandConstraint::Reg, pos: OperandPos::Early })
    }

    /// A late def into a register.
    pub fn def_reg(v: VReg) -> MOperand {
        MOperand::Reg(RegOperand { reg: Reg::Virt(v), kind: OperandKind::Def, constraint: OperandConstraint::Reg, pos: OperandPos::Late })
    }

    /// A def that must share the register of use operand `i` (two-address forms).
    pub fn def_reuse(v: VReg, i: u8) -> MOperand {
        MOperand::Reg(RegOperand { reg: Reg::Virt(v), kind: OperandKind::Def, constraint: OperandConstraint::Reuse(i), pos: OperandPos::Late })
    }

    /// A use pinned to a physical register (argument registers, shift counts).
    pub fn use_fixed(v: VReg, p: PReg) -> MOperand {
        MOperand::Reg(RegOperand { reg: Reg::Virt(v), kind: OperandKind::Use, constraint: OperandConstraint::FixedReg(p), pos: OperandPos::Early })
    }

    /// A def pinned to a physical register (return values, division results).
    pub fn def_fixed(v: VReg, p: PReg) -> MOperand {
        MOperand::Reg(RegOperand { reg: Reg::Virt(v), kind: OperandKind::Def, constraint: OperandConstraint::FixedReg(p), pos: OperandPos::Late })
    }
}
