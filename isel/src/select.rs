//! The selection driver and the whole per-function pipeline.
//!
//! `select_function` runs, for every machine block: build the DAG (`build`), combine,
//! legalize types and operations (`legalize_types`, `legalize_ops`; skipped when
//! `is_already_legal` finds nothing to do), combine again, and
//! select (`select_block`); then computes loop depths (`loops`). The result is an
//! `MFunction` on virtual registers, ready for the register allocator.
//!
//! Selection walks the block's nodes in a deterministic topological order that respects
//! chains (the program order) and keeps rounding-sensitive floating-point operations
//! between the calls they sit between in the source (`Dag::program_order_into`), but
//! *backwards*, users first, as Cranelift's lowering does:
//! when a node is selected, every user of its values has already been, so the driver
//! knows whether a value is needed at all and a target rule can cover (maximal munch) any
//! operand subtree it likes — a pure node is emitted only if some selected instruction
//! asks for its register (`SelectCx::reg`). Loads (the one kind of side-effecting node a
//! rule may cover) are sunk into their single user with `SelectCx::try_sink`, which
//! checks that no other side effect lies between them in program order. Each node's
//! instructions are emitted in forward order into a buffer; the block is the buffers in
//! program order.
//!
//! The driver itself handles the structural nodes: `EntryToken`/`TokenFactor` (nothing),
//! `CopyFromReg`/`CopyToReg` of virtual registers (a move, or nothing when the value can
//! be read in place), and the physical-register copies glued to calls, returns and the
//! entry (turned into fixed operands of the glued node's instruction, see `target.rs`).

use crate::build::build_block;
use crate::combine::{combine_with, CombineScratch};
use crate::dag::{Dag, FxMap, NodeId, SDValue};
use crate::dag_ops::{mem_flags, NodeData, Opcode};
use crate::func_info::FuncInfo;
use crate::legalize_types::{is_already_legal, legalize};
use crate::layouts::TypeLayouts;
use crate::libcalls::LibcallSyms;
use crate::mir::{MBlockId, MFunction, MInst, Reg, VReg};
use crate::target::{TargetIsel, TargetLowering};
use crate::vt::VT;
use rllc_ir::module::GlobalId;
use rllc_ir::{Diagnostic, Module};
use rllc_regalloc::{PReg, RegClass};

/// What a target's `select` sees and emits through.
pub struct SelectCx<'a> {
    dag: &'a Dag,
    pub mf: &'a mut MFunction,
    pub module: &'a Module,
    classes: &'a [(VT, RegClass)],
    regs: ValueRegs,
    needed: Vec<bool>,
    consumed: Vec<bool>,
    /// Number of side-effecting nodes before each node in program order.
    color: Vec<u32>,
    buf: Vec<MInst>,
    current: NodeId,
    block: MBlockId,
}

impl<'a> SelectCx<'a> {
    pub fn dag(&self) -> &'a Dag {
        self.dag
    }

    /// The node being selected.
    pub fn current(&self) -> NodeId {
        self.current
    }

    /// The machine block being filled.
    pub fn block(&self) -> MBlockId {
        self.block
    }

    /// The register class of a (legal) value type.
    pub fn class_of(&self, vt: VT) -> RegClass {
        self.classes.iter().find(|c| c.0 == vt).map(|c| c.1).unwrap_or_default()
    }

    pub fn new_vreg(&mut self, class: RegClass) -> VReg {
        self.mf.new_vreg(class)
    }

    fn vreg_of(&mut self, v: SDValue) -> VReg {
        if let Some(r) = self.regs.get(v) {
            return r;
        }
        let class = self.class_of(self.dag.vt(v));
        let r = self.mf.new_vreg(class);
        self.regs.insert(v, r);
        r
    }

    /// The register holding value `v`, which the instruction being emitted reads: the
    /// node of `v` will be selected (if it is not already).
    pub fn reg(&mut self, v: SDValue) -> VReg {
        self.needed[v.node.index()] = true;
        self.vreg_of(v)
    }

    /// The register a result of the node being selected is defined into.
    pub fn def(&mut self, v: SDValue) -> VReg {
        self.vreg_of(v)
    }

    /// Whether some selected instruction reads value `v`.
    pub fn is_needed(&self, v: SDValue) -> bool {
        self.needed[v.node.index()] && self.regs.get(v).is_some()
    }

    pub fn emit(&mut self, inst: MInst) {
        self.buf.push(inst);
    }

    /// Covers the load producing `v` with the instruction being selected (a memory
    /// operand), if that is safe: a plain load whose value has this one use, with no other
    /// side effect between it and the current node. The caller then reads the load's
    /// address operands itself.
    pub fn try_sink(&mut self, v: SDValue) -> bool {
        let dag = self.dag;
        let n = v.node;
        let node = dag.node(n);
        if node.op != Opcode::Load || v.res != 0 || self.consumed[n.index()] || self.needed[n.index()] {
            return false;
        }
        if !node.data.mem().is_some_and(|m| m.is_simple() && m.flags & mem_flags::VOLATILE == 0) {
            return false;
        }
        if dag.value_use_count(v, 2) != 1 || self.color[self.current.index()] != self.color[n.index()] + 1 {
            return false;
        }
        self.consumed[n.index()] = true;
        true
    }

    /// The (vreg, preg) pairs of the physical-register copies glued into `node` (call
    /// and return arguments): fixed uses for its instruction.
    pub fn glued_uses(&mut self, node: NodeId) -> Vec<(VReg, PReg)> {
        let dag = self.dag;
        let mut out = Vec::new();
        let mut cur = node;
        loop {
            let n = dag.node(cur);
            let Some(g) = n.operands().find(|o| dag.vt(*o) == VT::Glue) else { break };
            let gn = dag.node(g.node);
            match (gn.op, gn.data) {
                (Opcode::CopyToReg, NodeData::Reg(Reg::Phys(p))) => {
                    let v = gn.op(1);
                    let r = self.reg(v);
                    out.push((r, p));
                    self.consumed[g.node.index()] = true;
                    cur = g.node;
                }
                _ => break,
            }
        }
        out.reverse();
        out
    }

    /// The (vreg, preg) pairs of the physical-register reads glued after `node` (call
    /// results, incoming arguments): fixed defs for its instruction.
    pub fn glued_defs(&mut self, node: NodeId) -> Vec<(VReg, PReg)> {
        let dag = self.dag;
        let mut out = Vec::new();
        let mut cur = node;
        loop {
            let n = dag.node(cur);
            let Some(gi) = n.vts().iter().position(|&v| v == VT::Glue) else { break };
            let g = SDValue::new(cur, gi as u32);
            let next = dag.value_uses(g).map(|(u, _)| u).find(|&u| {
                let un = dag.node(u);
                un.op == Opcode::CopyFromReg && matches!(un.data, NodeData::Reg(Reg::Phys(_)))
            });
            let Some(u) = next else { break };
            let NodeData::Reg(Reg::Phys(p)) = dag.node(u).data else { break };
            let v = SDValue::new(u, 0);
            let r = self.vreg_of(v);
            out.push((r, p));
            self.consumed[u.index()] = true;
            cur = u;
        }
        out
    }

    /// The machine block of a `BasicBlock` operand.
    pub fn block_of(&self, v: SDValue) -> MBlockId {
        self.dag.data(v).block().unwrap_or(MBlockId(0))
    }
}

/// The virtual register of each value of a block's DAG: one slot per node result,
/// found through the node's first slot (a flat table instead of a hash map keyed by value).
#[derive(Default)]
struct ValueRegs {
    first: Vec<u32>,
    regs: Vec<Option<VReg>>,
}

impl ValueRegs {
    /// The table for `dag`, in the storage of `old` (a previous block's table).
    fn reuse(dag: &Dag, old: ValueRegs) -> ValueRegs {
        let ValueRegs { mut first, mut regs } = old;
        first.clear();
        first.reserve(dag.len());
        let mut total = 0u32;
        for i in 0..dag.len() {
            first.push(total);
            total += dag.node(NodeId(i as u32)).vts().len() as u32;
        }
        regs.clear();
        regs.resize(total as usize, None);
        ValueRegs { first, regs }
    }

    fn get(&self, v: SDValue) -> Option<VReg> {
        self.regs[(self.first[v.node.index()] + v.res) as usize]
    }

    fn insert(&mut self, v: SDValue, r: VReg) {
        self.regs[(self.first[v.node.index()] + v.res) as usize] = Some(r);
    }
}

/// The per-block tables of `select_block`, kept from block to block of a function so
/// that each block does not allocate them anew.
#[derive(Default)]
pub struct SelectScratch {
    order: Vec<NodeId>,
    pinned: Vec<NodeId>,
    classes: Vec<(VT, RegClass)>,
    regs: ValueRegs,
    needed: Vec<bool>,
    consumed: Vec<bool>,
    color: Vec<u32>,
    written: Vec<VReg>,
    read: Vec<VReg>,
    assigned: FxMap<VReg, ()>,
    buf: Vec<MInst>,
}

/// Selects the legal DAG of machine block `mb` into `mf.blocks[mb]`, and records the
/// block's CFG edges from its terminator.
pub fn select_block<T: TargetIsel + TargetLowering + ?Sized>(
    target: &mut T,
    dag: &Dag,
    mf: &mut MFunction,
    module: &Module,
    mb: MBlockId,
    scratch: &mut SelectScratch,
) -> Result<(), Diagnostic> {
    let mut order = std::mem::take(&mut scratch.order);
    dag.program_order_into(&mut order, &mut scratch.pinned);
    let n = dag.len();
    // The few value types of a block, with their classes (a list: shorter than a hash).
    let mut classes = std::mem::take(&mut scratch.classes);
    classes.clear();
    let regs = ValueRegs::reuse(dag, std::mem::take(&mut scratch.regs));
    let mut color = std::mem::take(&mut scratch.color);
    color.clear();
    color.resize(n, 0);
    let mut written = std::mem::take(&mut scratch.written);
    written.clear();
    let mut effects = 0u32;
    for &id in &order {
        let node = dag.node(id);
        color[id.index()] = effects;
        if is_side_effect(node.op, node.has_chain()) {
            effects += 1;
        }
        for &vt in node.vts() {
            if !vt.is_non_data() && !classes.iter().any(|c| c.0 == vt) {
                classes.push((vt, target.reg_class(vt)));
            }
        }
        if let (Opcode::CopyToReg, NodeData::Reg(Reg::Virt(v))) = (node.op, node.data) {
            written.push(v);
        }
    }
    let mut cx = SelectCx {
        dag,
        mf,
        module,
        classes: &classes,
        regs,
        needed: reuse_filled(std::mem::take(&mut scratch.needed), n, false),
        consumed: reuse_filled(std::mem::take(&mut scratch.consumed), n, false),
        color,
        buf: {
            let mut b = std::mem::take(&mut scratch.buf);
            b.clear();
            b
        },
        current: NodeId(0),
        block: mb,
    };
    // Reads of registers this block does not write are used in place.
    for &id in &order {
        let node = dag.node(id);
        if let (Opcode::CopyFromReg, NodeData::Reg(Reg::Virt(v))) = (node.op, node.data) {
            if !written.contains(&v) {
                cx.regs.insert(SDValue::new(id, 0), v);
            }
        }
    }
    // A value this block writes to a virtual register it does not read is computed
    // straight into that register (the first such write of the value): no copy.
    let mut read = std::mem::take(&mut scratch.read);
    read.clear();
    read.extend(order.iter().filter_map(|&id| match (dag.node(id).op, dag.node(id).data) {
        (Opcode::CopyFromReg, NodeData::Reg(Reg::Virt(v))) => Some(v),
        _ => None,
    }));
    read.sort_unstable();
    read.dedup();
    let mut assigned = std::mem::take(&mut scratch.assigned);
    assigned.clear();
    for &id in &order {
        let node = dag.node(id);
        if let (Opcode::CopyToReg, NodeData::Reg(Reg::Virt(v))) = (node.op, node.data) {
            let x = node.op(1);
            let class = cx.class_of(dag.vt(x));
            if read.binary_search(&v).is_err()
                && cx.regs.get(x).is_none()
                && !assigned.contains_key(&v)
                && dag.opcode(x) != Opcode::CopyFromReg
                && cx.mf.vreg_classes.get(v.index()) == Some(&class)
            {
                cx.regs.insert(x, v);
                assigned.insert(v, ());
            }
        }
    }
    let mut rev: Vec<MInst> = Vec::new();
    // The inline asms (by `MFunction::inline_asms` index) of asm gotos in this block.
    let mut asm_gotos: Vec<usize> = Vec::new();
    for &id in order.iter().rev() {
        if cx.consumed[id.index()] {
            continue;
        }
        let node = dag.node(id);
        // Register writes are effects too (their readers are in other blocks).
        let effect = node.op.is_terminator() || is_side_effect(node.op, node.has_chain()) || node.op == Opcode::CopyToReg;
        if !effect && !cx.needed[id.index()] {
            continue;
        }
        cx.current = id;
        cx.buf.clear();
        match (node.op, node.data) {
            (Opcode::EntryToken | Opcode::TokenFactor, _) => {}
            (Opcode::CopyFromReg, NodeData::Reg(Reg::Virt(v))) => {
                let out = SDValue::new(id, 0);
                if cx.regs.get(out) != Some(v) && cx.needed[id.index()] {
                    let d = cx.vreg_of(out);
                    let class = cx.class_of(node.vt(0));
                    cx.emit(target.gen_move(Reg::Virt(d), Reg::Virt(v), class));
                }
            }
            (Opcode::CopyToReg, NodeData::Reg(Reg::Virt(v))) => {
                let x = node.op(1);
                let s = cx.reg(x);
                if s != v && computed_from_asm_goto(dag, x, cx.mf) {
                    // A copy after the asm does not run when it jumps to a label, where
                    // the value is taken from the asm itself (see `crate::asm_goto`).
                    let message = "an asm goto (`callbr`) output that needs converting or copying is not supported yet";
                    return Err(Diagnostic::new(None, message));
                }
                if s != v {
                    let class = cx.class_of(dag.vt(x));
                    cx.emit(target.gen_move(Reg::Virt(v), Reg::Virt(s), class));
                }
            }
            (Opcode::CopyFromReg, NodeData::Reg(Reg::Phys(p))) => {
                if node.operands().any(|o| dag.vt(o) == VT::Glue) {
                    // Read by the instruction of the node it is glued to (visited later).
                    continue;
                }
                if cx.needed[id.index()] {
                    let d = cx.vreg_of(SDValue::new(id, 0));
                    let class = cx.class_of(node.vt(0));
                    cx.emit(target.gen_move(Reg::Virt(d), Reg::Phys(p), class));
                }
            }
            (Opcode::CopyToReg, NodeData::Reg(Reg::Phys(_))) => {
                return Err(Diagnostic::new(None, "a physical-register copy is not glued to an instruction that reads it"));
            }
            (Opcode::InlineAsm, NodeData::Payload(index)) => {
                if cx.mf.inline_asms.get(index as usize).is_some_and(|i| !i.labels.is_empty()) {
                    asm_gotos.push(index as usize);
                }
                target.select(id, &mut cx)?
            }
            _ => target.select(id, &mut cx)?,
        }
        for inst in &mut cx.buf {
            inst.loc = node.loc;
        }
        rev.extend(cx.buf.drain(..).rev());
    }
    rev.reverse();
    let block = &mut cx.mf.blocks[mb.0 as usize];
    block.insts = rev;
    // CFG edges from the terminator.
    let root = dag.node(dag.root.node);
    for s in root.operands().filter_map(|o| dag.data(o).block()) {
        cx.mf.add_edge(mb, s);
    }
    if let (Opcode::BrJT, NodeData::JumpTable(jt)) = (root.op, root.data) {
        for k in 0..cx.mf.jump_tables[jt as usize].len() {
            let s = cx.mf.jump_tables[jt as usize][k];
            cx.mf.add_edge(mb, s);
        }
    }
    // An asm goto's labels, after its fall-through (see `crate::asm_goto`).
    for k in 0..asm_gotos.len() {
        for j in 0..cx.mf.inline_asms[asm_gotos[k]].labels.len() {
            let s = cx.mf.inline_asms[asm_gotos[k]].labels[j];
            cx.mf.add_edge(mb, s);
        }
    }
    // An invoke's unwind edge, after its normal one (see `crate::eh`).
    if let Some(site) = cx.mf.eh.as_ref().and_then(|eh| eh.site_of(mb)) {
        let landing = site.landing;
        cx.mf.add_edge(mb, landing);
    }
    let SelectCx { regs, needed, consumed, color, buf, .. } = cx;
    let pinned = std::mem::take(&mut scratch.pinned);
    *scratch = SelectScratch { order, pinned, classes, regs, needed, consumed, color, written, read, assigned, buf };
    Ok(())
}

/// Whether `x` is an asm goto's output or computed from one by the node making it.
fn computed_from_asm_goto(dag: &Dag, x: SDValue, mf: &MFunction) -> bool {
    let is_goto = |v: SDValue| match (dag.opcode(v), *dag.data(v)) {
        (Opcode::InlineAsm, NodeData::Payload(i)) => {
            mf.inline_asms.get(i as usize).is_some_and(|a| !a.labels.is_empty())
        }
        _ => false,
    };
    is_goto(x) || dag.node(x.node).operands().any(is_goto)
}

/// `v` emptied and refilled with `n` copies of `x`, keeping its allocation.
fn reuse_filled<T: Clone>(mut v: Vec<T>, n: usize, x: T) -> Vec<T> {
    v.clear();
    v.resize(n, x);
    v
}

/// Whether a node is a side effect in program order (memory, calls, control): the ones
/// loads may not be moved across.
fn is_side_effect(op: Opcode, has_chain: bool) -> bool {
    has_chain && !matches!(op, Opcode::EntryToken | Opcode::TokenFactor | Opcode::CopyFromReg | Opcode::CopyToReg)
}

/// Pipeline stages reported to an observer (tests, `-debug` style dumps).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    Built,
    Combined,
    Legalized,
    Final,
}

/// Selects one function into an `MFunction` with virtual registers.
pub fn select_function<T: TargetIsel + TargetLowering + ?Sized>(
    module: &Module,
    func: GlobalId,
    target: &mut T,
    libcalls: &LibcallSyms,
    layouts: &TypeLayouts,
) -> Result<MFunction, Diagnostic> {
    select_function_observed(module, func, target, libcalls, layouts, &mut |_, _, _| {})
}

/// `select_function`, calling `observe` with each block's DAG after each stage.
pub fn select_function_observed<T: TargetIsel + TargetLowering + ?Sized>(
    module: &Module,
    func: GlobalId,
    target: &mut T,
    libcalls: &LibcallSyms,
    layouts: &TypeLayouts,
    observe: &mut dyn FnMut(Stage, MBlockId, &Dag),
) -> Result<MFunction, Diagnostic> {
    let f = module.function(func).ok_or_else(|| Diagnostic::new(None, "not a function"))?;
    let mut mf = MFunction::default();
    let fi = FuncInfo::new(module, f, target, &mut mf)?;
    let mut d1 = Dag::new();
    let mut d2 = Dag::new();
    let mut combine_scratch = CombineScratch::default();
    let mut select_scratch = SelectScratch::default();
    for k in 0..fi.sources.len() {
        let mb = MBlockId(k as u32);
        build_block(module, f, &fi, target, &mut d1, &mut mf, libcalls, layouts, mb)?;
        observe(Stage::Built, mb, &d1);
        combine_with(&mut d1, target, false, &mut combine_scratch);
        observe(Stage::Combined, mb, &d1);
        // Most blocks are legal as built: legalizing would only copy them.
        let legal = if is_already_legal(target, &d1) {
            &mut d1
        } else {
            legalize(target, &d1, &mut d2, &mut mf, module, libcalls)?;
            &mut d2
        };
        observe(Stage::Legalized, mb, legal);
        combine_with(legal, target, true, &mut combine_scratch);
        observe(Stage::Final, mb, legal);
        select_block(target, legal, &mut mf, module, mb, &mut select_scratch)?;
    }
    mf.ir_blocks = fi.address_map.clone();
    if !f.inst_records.is_empty() {
        mf.alloca_slots = fi.static_allocas.iter().map(|(&i, &slot)| (i, slot)).collect();
        mf.alloca_slots.sort_unstable();
    }
    target.finish_function(&mut mf)?;
    crate::loops::compute_loop_depths(&mut mf);
    Ok(mf)
}
