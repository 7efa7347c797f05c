//! What a target plugs into the target-independent selector: `TargetLowering` (legal
//! types and per-operation actions, calling-convention lowering of arguments, calls and
//! returns into DAG nodes, custom lowering) and `TargetIsel` (selecting each DAG node
//! into MIR, plus the moves, spills and reloads the register allocator's edits need).
//!
//! Register convention with the DAG: calling-convention lowering moves values into and
//! out of physical registers with `CopyToReg`/`CopyFromReg` nodes whose register is
//! `Reg::Phys`, glued to the node that consumes or produces them (`Call`, `Return`,
//! `ArgRegs`). Those copies emit no instructions of their own: when the target selects
//! the glued node it asks `SelectCx::glued_uses` / `glued_defs` for the (vreg, preg)
//! pairs and puts them on its instruction as fixed-register uses and defs, which is how
//! the allocator wants physical registers spelled.

use crate::dag::{Dag, NodeId, SDValue};
use crate::dag_ops::{MemInfo, NodeData, Opcode};
use crate::legalize_types::LV;
use crate::libcalls::LibcallSyms;
use crate::mir::{FrameIndex, MFunction, MInst, Reg};
use crate::select::SelectCx;
use crate::vt::{default_type_conversion, TypeConversion, VT};
use rllc_ir::inst::CallConv;
use rllc_ir::module::GlobalId;
use rllc_ir::{Diagnostic, Module};
use rllc_regalloc::{MachineEnv, PReg, RegClass};

/// What operation legalization does with an (operation, type) pair.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OpAction {
    /// The target selects it as is.
    Legal,
    /// Compute it in the next wider legal type and narrow the result.
    Promote,
    /// Replace it by other operations (generic expansion in `legalize_ops`).
    Expand,
    /// Call the runtime routine for it (`libcalls`).
    LibCall,
    /// Ask `TargetLowering::lower_custom`.
    Custom,
}

/// `ArgPart::flags` bits.
pub mod arg_flags {
    /// The IR value is `signext`: extend the part to the register width with its sign.
    pub const SEXT: u16 = 1 << 0;
    /// `zeroext`.
    pub const ZEXT: u16 = 1 << 1;
    pub const INREG: u16 = 1 << 2;
    /// The argument is a pointer to a `byval` copy (`byval_size`/`byval_align`).
    pub const BYVAL: u16 = 1 << 3;
    pub const SRET: u16 = 1 << 4;
    pub const NEST: u16 = 1 << 5;
    /// The part belongs to a variadic (non-fixed) argument of a call.
    pub const VARARG: u16 = 1 << 6;
}

/// One register-sized part of an argument or return value. A value whose type the target
/// lacks is passed as several parts (i128 → 2 × i64, least significant first), or one
/// promoted part (i8 → i32); `orig_vt` says what it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArgPart {
    /// The legal type of this part.
    pub vt: VT,
    /// The type of the value this part belongs to (a leaf of an aggregate).
    pub orig_vt: VT,
    /// Position of the part within its value, and the number of parts.
    pub part: u16,
    pub num_parts: u16,
    /// `arg_flags` bits.
    pub flags: u16,
    /// The IR argument (or aggregate return leaf) this part belongs to.
    pub arg_index: u32,
    pub byval_size: u64,
    pub byval_align: u64,
}

/// A call for the target to lower.
pub struct CallLowering<'a> {
    pub chain: SDValue,
    /// The callee: a `GlobalAddress`, `ExternalSymbol` or a pointer value.
    pub callee: SDValue,
    /// The callee when it is a known global (for direct calls).
    pub callee_global: Option<GlobalId>,
    pub args: &'a [(SDValue, ArgPart)],
    /// Parts of the return value, in order (empty for void).
    pub rets: &'a [ArgPart],
    pub cc: CallConv,
    pub is_vararg: bool,
    pub is_tail: bool,
    /// `musttail`: the call must become a jump (its stack arguments, if any, replace the
    /// caller's own incoming ones, which the matching prototype guarantees fit).
    pub is_musttail: bool,
    /// A call made by legalization for a runtime routine (no IR attributes).
    pub is_libcall: bool,
}

/// What lowering a call produced: the chain after it and one value per return part.
pub struct CallResult {
    pub chain: SDValue,
    pub values: Vec<SDValue>,
}

/// What lowering hooks may touch: the block's DAG, the machine function (stack objects,
/// constant pool) and the module.
pub struct LowerCx<'a> {
    pub dag: &'a mut Dag,
    pub mf: &'a mut MFunction,
    pub module: &'a Module,
    pub libcalls: &'a LibcallSyms,
}

/// Types, actions and calling conventions of a target.
pub trait TargetLowering {
    /// The type of pointers (address space 0).
    fn pointer_vt(&self) -> VT;

    /// Whether the target has registers and basic operations for values of `vt`.
    fn is_legal_type(&self, vt: VT) -> bool;

    /// How an illegal type maps onto legal ones (one step; the legalizer repeats it).
    /// Must answer `TypeAction::Legal` exactly for the types `is_legal_type` accepts
    /// (and the non-data ones): the legalizer asks `is_legal_type` directly.
    fn type_conversion(&self, vt: VT) -> TypeConversion {
        default_type_conversion(vt, &|t| self.is_legal_type(t))
    }

    /// The register class of a legal type.
    fn reg_class(&self, vt: VT) -> RegClass;

    /// Where the unwinder leaves the exception pointer and the selector when it enters a
    /// landing pad (LLVM's `getExceptionPointerRegister`/`getExceptionSelectorRegister`);
    /// `None`: the target does not support Itanium exception handling yet.
    fn exception_registers(&self) -> Option<(PReg, PReg)> {
        None
    }

    /// What to do with `op` on values of the legal type `vt`. `vt` is the type of result
    /// 0, except for `SetCC`/`SelectCC`/`BrCC` (the compared operands), `Store` (the
    /// stored value), `BrCond` (the condition) and the conversions `SiToFp`/`UiToFp`
    /// (the integer operand) and `FpToSi`/`FpToUi` (the float operand).
    fn op_action(&self, op: Opcode, vt: VT) -> OpAction;

    /// The type of a boolean result of comparing values of type `vt` (0 or 1).
    fn setcc_result_vt(&self, vt: VT) -> VT;

    /// The type of shift amounts for shifting values of type `vt`.
    fn shift_amount_vt(&self, vt: VT) -> VT {
        vt
    }

    /// The name to call for a runtime routine (default: the libgcc/compiler-rt name).
    fn libcall_name(&self, default: &'static str) -> &'static str {
        default
    }

    /// Whether switches may become jump tables, and the fewest cases worth one.
    fn jump_table_min_cases(&self) -> Option<u32> {
        Some(4)
    }

    /// Whether a reassociable `fadd` reduction of the legal vector `vt` adds adjacent
    /// lanes pairwise ((a0 + a1) + (a2 + a3), AArch64's `faddp`) rather than halving the
    /// vector ((a0 + a2) + (a1 + a3), LLVM's generic expansion). The order decides the
    /// rounding, so it follows what llc emits for the target.
    fn pairwise_fadd_reduction(&self, _vt: VT) -> bool {
        false
    }

    /// Lowers the incoming arguments at function entry: returns the chain and one value
    /// per part (`parts` in order).
    fn lower_formal_arguments(&mut self, cx: &mut LowerCx<'_>, chain: SDValue, parts: &[ArgPart], is_vararg: bool)
        -> Result<(SDValue, Vec<SDValue>), Diagnostic>;

    /// Lowers a call.
    fn lower_call(&mut self, cx: &mut LowerCx<'_>, call: &CallLowering<'_>) -> Result<CallResult, Diagnostic>;

    /// Lowers a return of `vals` (one per part; empty for `ret void`); returns the
    /// `Return` node's chain.
    fn lower_return(&mut self, cx: &mut LowerCx<'_>, chain: SDValue, vals: &[(SDValue, ArgPart)]) -> Result<SDValue, Diagnostic>;

    /// `llvm.va_start(ap)` in a variadic function: initializes the `va_list` at `ap`;
    /// returns the chain.
    fn lower_va_start(&mut self, _cx: &mut LowerCx<'_>, _chain: SDValue, _ap: SDValue) -> Result<SDValue, Diagnostic> {
        Err(Diagnostic::new(None, "va_start is not supported by this target yet"))
    }

    /// `llvm.va_copy(dst, src)`: copies a `va_list`; returns the chain.
    fn lower_va_copy(&mut self, _cx: &mut LowerCx<'_>, _chain: SDValue, _dst: SDValue, _src: SDValue) -> Result<SDValue, Diagnostic> {
        Err(Diagnostic::new(None, "va_copy is not supported by this target yet"))
    }

    /// For operations on a float format the type legalizer softens (carries as integer
    /// parts): the target's own lowering, given the legalized operands, as the legalized
    /// results (nodes of legal types only), or `None` for the generic rule (libcalls).
    /// x86 computes `x86_fp80` on the x87 stack this way.
    fn lower_soft_float(
        &mut self,
        _cx: &mut LowerCx<'_>,
        _op: Opcode,
        _vts: &[VT],
        _ops: &[LV],
        _data: NodeData,
    ) -> Result<Option<Vec<LV>>, Diagnostic> {
        Ok(None)
    }

    /// A call of an intrinsic the generic builder does not know (`llvm.x86.*`, …; `name`
    /// without the `llvm.` prefix), given its argument values (one per argument) and
    /// the value types of its results: the new chain and the result values, or `None`
    /// if the target does not know it either (an error is reported). The nodes are built
    /// before type legalization.
    fn lower_intrinsic(
        &mut self,
        _cx: &mut LowerCx<'_>,
        _name: &str,
        _chain: SDValue,
        _args: &[SDValue],
        _rets: &[VT],
    ) -> Result<Option<(SDValue, Vec<SDValue>)>, Diagnostic> {
        Ok(None)
    }

    /// An atomic access of an integer carried as two registers (i128 on a 64-bit target):
    /// `op` is `Load`, `Store`, an `Atomic*` read-modify-write or `AtomicCmpSwap`; `ops`
    /// are the chain, the pointer, then each value operand's two parts, low first;
    /// `success` is the type of a compare-exchange's flag. Returns the results (old value
    /// low and high part, [success,] chain), or `None` to call libatomic's sized routine
    /// (`__atomic_load_16`, …), which is what targets without pair atomics get.
    fn lower_pair_atomic(
        &mut self,
        _cx: &mut LowerCx<'_>,
        _op: Opcode,
        _ops: &[SDValue],
        _mem: MemInfo,
        _success: Option<VT>,
    ) -> Result<Option<Vec<SDValue>>, Diagnostic> {
        Ok(None)
    }

    /// For operations whose action is `Custom`: the replacement values of `node`'s
    /// results (which must be legal), or `None` to keep the node.
    fn lower_custom(&mut self, _cx: &mut LowerCx<'_>, _node: NodeId) -> Result<Option<Vec<SDValue>>, Diagnostic> {
        Ok(None)
    }
}

/// Selection of DAG nodes into machine instructions.
pub trait TargetIsel {
    /// Selects `node` (emitting through `cx`). Called for every node whose results are
    /// needed or that has side effects, users before operands; see `select.rs`.
    fn select(&mut self, node: NodeId, cx: &mut SelectCx<'_>) -> Result<(), Diagnostic>;

    /// Called once every block of the function is selected (before loop depths are
    /// computed): the target may rewrite the machine function, e.g. split blocks around
    /// the loops of expanded pseudo-instructions, keeping every `MBlockId` consistent
    /// (branch targets, jump tables, successor and predecessor lists, `ir_blocks`).
    fn finish_function(&mut self, _mf: &mut MFunction) -> Result<(), Diagnostic> {
        Ok(())
    }

    /// A register-to-register copy of `class` (with the `MOVE` flag, operands `dst, src`).
    fn gen_move(&self, dst: Reg, src: Reg, class: RegClass) -> MInst;

    /// Stores `src` to spill slot `slot`.
    fn gen_spill(&self, slot: FrameIndex, src: PReg, class: RegClass) -> MInst;

    /// Loads `dst` from spill slot `slot`.
    fn gen_reload(&self, dst: PReg, slot: FrameIndex, class: RegClass) -> MInst;

    /// Size and alignment of a spill slot of `class`, in bytes.
    fn spill_slot_layout(&self, class: RegClass) -> (u64, u64);

    /// The allocatable registers.
    fn machine_env(&self) -> &MachineEnv;
}
