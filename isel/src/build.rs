//! Building the DAG of one machine block from the IR (LLVM's SelectionDAGBuilder).
//!
//! An IR block becomes: reads of the values it uses from other blocks (`CopyFromReg` of
//! their virtual registers, created up front by `FuncInfo`), the nodes of its
//! instructions, writes of its values used elsewhere (`CopyToReg`), the phi copies of its
//! outgoing edge when it ends in an unconditional branch, and the terminator. Memory
//! operations are chained in program order; plain loads only wait for the last store or
//! call (consecutive loads are left unordered among themselves, LLVM's "pending loads").
//! Edge blocks and switch-tree blocks get small DAGs of their own.
//!
//! This file owns the builder (its state, operand values and constants, the walk over an
//! IR block) and the instructions that are plain DAG nodes; the rest is in `build/`:
//! `calls` (formal arguments, call sites, ABI parts), `intrinsics`, `inline_asm`,
//! `memory` (loads, stores, getelementptr) and `terminators` (phi copies, branches,
//! switches).
//!
//! Phi copies form a parallel copy: a block that writes the vreg of a phi it also reads
//! (a loop back edge) reads it through a `CopyFromReg` chained before the writes, and the
//! selector copies such reads into a fresh vreg, so no incoming value is clobbered.

use crate::dag::{Dag, FxMap, SDValue};
use crate::dag_ops::{mem_flags, node_flags, CondCode, MemInfo, NodeData, Opcode};
use crate::func_info::{leaf_vts, FuncInfo, MBlockSource};
use crate::inline_vec::InlineVec;
use crate::layouts::TypeLayouts;
use crate::libcalls::LibcallSyms;
use crate::mir::{DebugLoc, MBlockId, MFunction, Reg, VReg};
use crate::parts::{join_parts, legal_parts, split_into_parts};
use crate::target::TargetLowering;
use crate::vt::VT;
use rllc_ir::constant::{Const, ConstExpr, ExprOp};
use rllc_ir::inst::{Align, CastOp, InstKind, RmwOp};
use rllc_ir::types::Type;
use rllc_ir::value::{BlockId, InstId, Value};
use rllc_ir::{Diagnostic, Function, Module, TypeId};

mod calls;
mod eh;
mod inline_asm;
mod intrinsics;
mod memory;
mod terminators;

pub use intrinsics::intrinsic_base;

/// The leaf values of one IR value.
pub type Leaves = InlineVec<SDValue, 2>;

type R<T> = Result<T, Diagnostic>;

/// Builds the DAG of one machine block.
pub struct BlockBuilder<'a, T: TargetLowering + ?Sized> {
    pub m: &'a Module,
    pub f: &'a Function,
    pub fi: &'a FuncInfo,
    pub tl: &'a mut T,
    pub dag: &'a mut Dag,
    pub mf: &'a mut MFunction,
    pub libcalls: &'a LibcallSyms,
    pub layouts: &'a TypeLayouts,
    ptr_vt: VT,
    chain: SDValue,
    pending_loads: Vec<SDValue>,
    vals: FxMap<Value, Leaves>,
    /// Vregs this block writes with phi copies (reads of them must be copied first).
    written: Vec<VReg>,
    /// Chains of reads of written vregs: the phi copies wait for them.
    read_chains: Vec<SDValue>,
    /// Where the current instruction is, for diagnostics.
    loc: Option<usize>,
}

/// Builds the DAG for machine block `mb` (whose source is `fi.sources[mb]`) into `dag`.
#[allow(clippy::too_many_arguments)]
pub fn build_block<T: TargetLowering + ?Sized>(
    m: &Module,
    f: &Function,
    fi: &FuncInfo,
    tl: &mut T,
    dag: &mut Dag,
    mf: &mut MFunction,
    libcalls: &LibcallSyms,
    layouts: &TypeLayouts,
    mb: MBlockId,
) -> R<()> {
    dag.clear();
    let chain = dag.entry();
    let ptr_vt = tl.pointer_vt();
    let mut b = BlockBuilder {
        m,
        f,
        fi,
        tl,
        dag,
        mf,
        libcalls,
        layouts,
        ptr_vt,
        chain,
        pending_loads: Vec::new(),
        vals: FxMap::default(),
        written: Vec::new(),
        read_chains: Vec::new(),
        loc: None,
    };
    match fi.sources[mb.0 as usize] {
        MBlockSource::Ir(bb) => b.build_ir_block(bb),
        MBlockSource::Edge { pred, succ } => {
            b.written = b.phi_vregs(succ);
            b.landing_site(pred, succ)?;
            b.phi_copies(pred, succ)?;
            let t = fi.block_map[succ.0 as usize].unwrap();
            b.finish_br(t);
            Ok(())
        }
        MBlockSource::Switch { block, node } => b.switch_node(block, node as usize),
    }
}

impl<'a, T: TargetLowering + ?Sized> BlockBuilder<'a, T> {
    fn err(&self, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::new(self.loc, msg)
    }

    fn type_of(&self, v: Value) -> TypeId {
        match v {
            Value::Inst(i) => self.f.inst(i).ty,
            Value::Arg(a) => self.f.params[a as usize].ty,
            Value::Const(c) => self.m.const_type(c),
            _ => rllc_ir::TypeTable::VOID,
        }
    }

    /// The value types a value of IR type `ty` is carried in (one for scalars and
    /// vectors; without allocating then, as that is nearly every value).
    fn leaves_of(&self, ty: TypeId) -> R<InlineVec<VT, 4>> {
        if let Some(vt) = VT::from_ir(&self.m.types, self.ptr_vt.bits(), ty) {
            return Ok(InlineVec::from_slice(&[vt]));
        }
        let mut out = Vec::new();
        leaf_vts(self.m, self.ptr_vt.bits(), ty, &mut out).map_err(|e| self.err(e))?;
        Ok(InlineVec::from_slice(&out))
    }

    fn vt_of(&self, ty: TypeId) -> R<VT> {
        VT::from_ir(&self.m.types, self.ptr_vt.bits(), ty).ok_or_else(|| self.err("expected a scalar or vector type"))
    }

    fn phi_vregs(&self, succ: BlockId) -> Vec<VReg> {
        let mut out = Vec::new();
        for &i in &self.f.block(succ).insts {
            if !self.f.is_phi(i) {
                break;
            }
            out.extend_from_slice(self.fi.inst_vregs(i));
        }
        out
    }

    /// The chain for an operation with side effects: after the pending loads.
    fn side_effect_chain(&mut self) -> SDValue {
        if !self.pending_loads.is_empty() {
            let mut all = std::mem::take(&mut self.pending_loads);
            all.push(self.chain);
            self.chain = self.dag.token_factor(&all);
        }
        self.chain
    }

    // ---- values ----

    /// The leaf values of an operand.
    pub fn value(&mut self, v: Value) -> R<Leaves> {
        if let Some(l) = self.vals.get(&v) {
            // A constant built for an earlier instruction now serves this one too.
            if matches!(v, Value::Const(_)) {
                for x in l.iter() {
                    self.dag.reuse(x.node);
                }
            }
            return Ok(l.clone());
        }
        // The function-wide tables outlive this builder's borrow of itself.
        let fi: &'a FuncInfo = self.fi;
        let l = match v {
            Value::Const(c) => self.constant(c)?,
            Value::Inst(i) if self.fi.static_allocas.contains_key(&i) => {
                let fi = self.fi.static_allocas[&i];
                let n = self.dag.get1_data(Opcode::FrameIndex, self.ptr_vt, &[], NodeData::Frame(fi));
                Leaves::from_slice(&[n])
            }
            Value::Inst(_) | Value::Arg(_) => match fi.value_vregs(v) {
                Some(regs) => self.read_vregs(self.type_of(v), regs)?,
                None => match v {
                    // An address from another block, rebuilt from its base here.
                    Value::Inst(i) if crate::func_info::is_sinkable_address(self.m, self.f, i) => {
                        let f = self.f;
                        let InstKind::Gep { source, .. } = f.inst(i).kind else {
                            return Err(self.err("expected a getelementptr"));
                        };
                        let g = self.gep(source, &f.inst(i).ops)?;
                        Leaves::from_slice(&[g])
                    }
                    _ => return Err(self.err("use of a value that is not available in this block")),
                },
            },
            _ => return Err(self.err("unsupported operand kind")),
        };
        self.vals.insert(v, l.clone());
        Ok(l)
    }

    /// One scalar/vector operand.
    fn value1(&mut self, v: Value) -> R<SDValue> {
        let l = self.value(v)?;
        l.first().copied().ok_or_else(|| self.err("expected a first-class value"))
    }

    fn read_vregs(&mut self, ty: TypeId, regs: &[VReg]) -> R<Leaves> {
        let leaves = self.leaves_of(ty)?;
        if let ([vt], [r]) = (&*leaves, regs) {
            // One legal value in one register: nearly every read.
            if self.tl.is_legal_type(*vt) {
                return Ok(Leaves::from_slice(&[self.read_vreg(*vt, *r)]));
            }
        }
        let mut parts_vt = Vec::new();
        let mut out = Leaves::new();
        let mut k = 0;
        for vt in leaves {
            parts_vt.clear();
            legal_parts(&*self.tl, vt, &mut parts_vt).map_err(|e| self.err(e))?;
            let mut parts = Vec::with_capacity(parts_vt.len());
            for &p in &parts_vt {
                let r = regs[k];
                k += 1;
                parts.push(self.read_vreg(p, r));
            }
            let mut s: &[SDValue] = &parts;
            out.push(join_parts(&*self.tl, self.dag, vt, &mut s));
        }
        Ok(out)
    }

    /// A read of virtual register `r`, holding a value of the legal type `vt`.
    fn read_vreg(&mut self, vt: VT, r: VReg) -> SDValue {
        let entry = self.dag.entry();
        let n = self.dag.get(Opcode::CopyFromReg, &[vt, VT::Chain, VT::Glue], &[entry], NodeData::Reg(Reg::Virt(r)), 0);
        if self.written.contains(&r) {
            self.read_chains.push(SDValue::new(n, 1));
        }
        SDValue::new(n, 0)
    }

    fn write_vregs(&mut self, chain: SDValue, vals: &[SDValue], ty: TypeId, regs: &[VReg]) -> R<Vec<SDValue>> {
        let leaves = self.leaves_of(ty)?;
        let mut chains = Vec::new();
        let mut parts = Vec::new();
        let mut k = 0;
        for (i, vt) in leaves.into_iter().enumerate() {
            parts.clear();
            split_into_parts(&*self.tl, self.dag, vals[i], vt, &mut parts);
            for &p in &parts {
                let n = self.dag.get(Opcode::CopyToReg, &[VT::Chain, VT::Glue], &[chain, p], NodeData::Reg(Reg::Virt(regs[k])), 0);
                k += 1;
                chains.push(SDValue::new(n, 0));
            }
        }
        Ok(chains)
    }

    // ---- constants ----

    fn constant(&mut self, c: rllc_ir::ConstId) -> R<Leaves> {
        let m = self.m;
        let ty = m.const_type(c);
        let one = |v: SDValue| Ok(Leaves::from_slice(&[v]));
        match m.consts.get(c) {
            Const::Int(t, v) => {
                let vt = self.vt_of(*t)?;
                one(self.dag.big_constant(vt, v.words()))
            }
            Const::Float(t, bits) => {
                let vt = self.vt_of(*t)?;
                one(self.dag.fconst(vt, *bits))
            }
            Const::Null(_) => one(self.dag.constant(self.ptr_vt, 0)),
            Const::Undef(_) | Const::Poison(_) => {
                let l = self.leaves_of(ty)?;
                Ok(l.into_iter().map(|vt| self.dag.undef(vt)).collect())
            }
            Const::Zero(_) => {
                let l = self.leaves_of(ty)?;
                Ok(l.into_iter().map(|vt| self.zero(vt)).collect())
            }
            Const::Array(_, elems) | Const::Struct(_, elems) => {
                let mut out = Leaves::new();
                for &e in elems.iter() {
                    out.extend_from_slice(&self.constant(e)?);
                }
                Ok(out)
            }
            Const::Bytes(_, bytes) => Ok(bytes.iter().map(|&b| self.dag.constant(VT::I8, b as u128)).collect()),
            Const::Vector(t, elems) => {
                let vt = self.vt_of(*t)?;
                let mut ev = Vec::with_capacity(elems.len());
                for &e in elems.iter() {
                    ev.push(self.constant(e)?[0]);
                }
                one(self.dag.get1(Opcode::BuildVector, vt, &ev))
            }
            Const::Global(g) | Const::DsoLocalEquivalent(g) | Const::NoCfi(g) => {
                one(self.dag.get1_data(Opcode::GlobalAddress, self.ptr_vt, &[], NodeData::Global(*g, 0)))
            }
            Const::NoneToken => Ok(Leaves::new()),
            Const::Expr(e) => self.const_expr(e),
            Const::BlockAddress { func, block } => {
                let here = self.m.function(*func).is_some_and(|f| std::ptr::eq(f, self.f));
                let mb = self.fi.address_map.get(block.0 as usize).copied().flatten();
                match (here, mb) {
                    (true, Some(mb)) => one(self.dag.get1_data(Opcode::BlockAddress, self.ptr_vt, &[], NodeData::Block(mb))),
                    (true, None) => one(self.dag.constant(self.ptr_vt, 1)),
                    _ => Err(self.err("blockaddress of another function's block is not supported yet")),
                }
            }
            Const::PtrAuth { .. } => Err(self.err("ptrauth constants are not supported")),
        }
    }

    fn zero(&mut self, vt: VT) -> SDValue {
        if vt.is_float_or_float_vector() {
            self.dag.fconst(vt, 0)
        } else {
            self.dag.constant(vt, 0)
        }
    }

    fn const_expr(&mut self, e: &ConstExpr) -> R<Leaves> {
        let ops: Vec<Value> = e.operands.iter().map(|&c| Value::Const(c)).collect();
        let v = match e.op {
            ExprOp::Binary(op) => self.binary(Opcode::from_binop(op), e.ty, ops[0], ops[1], node_flags::from_ir(e.flags, 0))?,
            ExprOp::Cast(op) => self.cast(op, e.ty, ops[0], e.flags)?,
            ExprOp::Gep => self.gep(e.source_ty.ok_or_else(|| self.err("gep without source type"))?, &ops)?,
            ExprOp::ICmp(p) => self.compare(CondCode::from_int(p), e.ty, ops[0], ops[1])?,
            ExprOp::FCmp(p) => self.compare(CondCode::from_float(p), e.ty, ops[0], ops[1])?,
            ExprOp::Select => return self.select(ops[0], ops[1], ops[2]),
            ExprOp::ExtractElement => self.extract_element(e.ty, ops[0], ops[1])?,
            ExprOp::InsertElement => self.insert_element(e.ty, ops[0], ops[1], ops[2])?,
            ExprOp::ShuffleVector => self.shuffle(e.ty, ops[0], ops[1], ops[2])?,
        };
        Ok(Leaves::from_slice(&[v]))
    }

    // ---- the IR block ----

    fn build_ir_block(&mut self, bb: BlockId) -> R<()> {
        let f = self.f;
        let is_entry = f.entry() == Some(bb);
        let term = f.terminator(bb).ok_or_else(|| self.err("block without terminator"))?;
        let ti = f.inst(term);
        // Vregs written by phi copies placed at the end of this block.
        if let InstKind::Br = ti.kind {
            let succs: Vec<BlockId> = ti.successors().collect();
            if succs.len() == 1 || (succs.len() == 2 && succs[0] == succs[1]) {
                self.written = self.phi_vregs(succs[0]);
            }
        }
        if is_entry {
            self.lower_arguments()?;
        }
        for (position, &i) in f.block(bb).insts.iter().enumerate() {
            if i == term {
                break;
            }
            let inst = f.inst(i);
            self.loc = inst.src.offset();
            if matches!(inst.kind, InstKind::Phi { .. }) {
                continue;
            }
            self.dag.loc = DebugLoc::new(f.dbg_of(i));
            self.dag.order = position as u32 + 1;
            self.instruction(i)?;
        }
        self.loc = ti.src.offset();
        self.dag.loc = DebugLoc::new(f.dbg_of(term));
        self.dag.order = f.block(bb).insts.len() as u32 + 1;
        // Export values used in other blocks.
        let chain = self.side_effect_chain();
        let mut chains = vec![chain];
        let exports: Vec<Value> = f.block(bb).insts.iter().map(|&i| Value::Inst(i)).filter(|v| !matches!(v, Value::Inst(i) if f.is_phi(*i))).collect();
        let args: Vec<Value> = if is_entry { (0..f.params.len() as u32).map(Value::Arg).collect() } else { Vec::new() };
        for v in args.into_iter().chain(exports) {
            let Some(regs) = self.fi.value_vregs(v) else { continue };
            let Some(vals) = self.vals.get(&v).cloned() else { continue };
            let regs = regs.to_vec();
            let ty = self.type_of(v);
            chains.extend(self.write_vregs(chain, &vals, ty, &regs)?);
        }
        self.chain = self.dag.token_factor(&chains);
        self.terminator(bb, term)
    }

    // ---- instructions ----

    fn set(&mut self, i: InstId, v: SDValue) {
        self.vals.insert(Value::Inst(i), Leaves::from_slice(&[v]));
    }

    fn instruction(&mut self, id: InstId) -> R<()> {
        let inst = self.f.inst(id);
        let ops = &inst.ops;
        match &inst.kind {
            InstKind::Binary { op, flags, fmf } => {
                let v = self.binary(Opcode::from_binop(*op), inst.ty, ops[0], ops[1], node_flags::from_ir(*flags, fmf.0))?;
                self.set(id, v);
            }
            InstKind::FNeg { .. } => {
                let a = self.value1(ops[0])?;
                let vt = self.dag.vt(a);
                let v = self.dag.unop(Opcode::FNeg, vt, a);
                self.set(id, v);
            }
            InstKind::Cast { op, flags, .. } => {
                let v = self.cast(*op, inst.ty, ops[0], *flags)?;
                self.set(id, v);
            }
            InstKind::ICmp { pred, .. } => {
                let v = self.compare(CondCode::from_int(*pred), inst.ty, ops[0], ops[1])?;
                self.set(id, v);
            }
            InstKind::FCmp { pred, .. } => {
                let v = self.compare(CondCode::from_float(*pred), inst.ty, ops[0], ops[1])?;
                self.set(id, v);
            }
            InstKind::Select { .. } => {
                let l = self.select(ops[0], ops[1], ops[2])?;
                self.vals.insert(Value::Inst(id), l);
            }
            InstKind::Freeze => {
                let l = self.value(ops[0])?;
                let l: Leaves = l.iter().map(|&v| {
                    let vt = self.dag.vt(v);
                    self.dag.unop(Opcode::Freeze, vt, v)
                }).collect();
                self.vals.insert(Value::Inst(id), l);
            }
            InstKind::ExtractValue { indices } => {
                let agg = self.value(ops[0])?;
                let (start, len) = self.leaf_range(self.type_of(ops[0]), indices)?;
                self.vals.insert(Value::Inst(id), Leaves::from_slice(&agg[start..start + len]));
            }
            InstKind::InsertValue { indices } => {
                let mut agg = self.value(ops[0])?;
                let v = self.value(ops[1])?;
                let (start, len) = self.leaf_range(self.type_of(ops[0]), indices)?;
                agg[start..start + len].copy_from_slice(&v);
                self.vals.insert(Value::Inst(id), agg);
            }
            InstKind::ExtractElement => {
                let v = self.extract_element(inst.ty, ops[0], ops[1])?;
                self.set(id, v);
            }
            InstKind::InsertElement => {
                let v = self.insert_element(inst.ty, ops[0], ops[1], ops[2])?;
                self.set(id, v);
            }
            InstKind::ShuffleVector => {
                let v = self.shuffle(inst.ty, ops[0], ops[1], ops[2])?;
                self.set(id, v);
            }
            InstKind::Alloca { allocated, align, .. } => {
                // Static allocas are frame indices (see `value`); this one is dynamic.
                if self.fi.static_allocas.contains_key(&id) {
                    return Ok(());
                }
                let dl = &self.m.datalayout;
                let esize = dl.type_alloc_size(&self.m.types, *allocated);
                let al = align.map_or_else(|| dl.pref_align(&self.m.types, *allocated), Align::bytes);
                let n = self.value1(ops[0])?;
                let n = self.int_cast(n, self.ptr_vt, false);
                let sz = self.dag.constant(self.ptr_vt, esize as u128);
                let bytes = self.dag.binop(Opcode::Mul, n, sz);
                let chain = self.side_effect_chain();
                let node = self.dag.get(Opcode::DynAlloca, &[self.ptr_vt, VT::Chain], &[chain, bytes], NodeData::Int(al as u128), 0);
                self.chain = SDValue::new(node, 1);
                self.set(id, SDValue::new(node, 0));
            }
            InstKind::Load { align, volatile, atomic } => {
                let ptr = self.value1(ops[0])?;
                let mut fl = 0;
                if *volatile {
                    fl |= mem_flags::VOLATILE;
                }
                let ordering = atomic.map(|a| a.ordering);
                let l = self.load(inst.ty, ptr, align.map(Align::bytes), fl, ordering)?;
                self.vals.insert(Value::Inst(id), l);
            }
            InstKind::Store { align, volatile, atomic } => {
                let v = self.value(ops[0])?;
                let ptr = self.value1(ops[1])?;
                let mut fl = 0;
                if *volatile {
                    fl |= mem_flags::VOLATILE;
                }
                self.store(self.type_of(ops[0]), &v, ptr, align.map(Align::bytes), fl, atomic.map(|a| a.ordering))?;
            }
            InstKind::Fence(a) => {
                let chain = self.side_effect_chain();
                let mut mi = MemInfo { ordering: Some(a.ordering), ..Default::default() };
                if a.scope == rllc_ir::inst::SyncScope::SingleThread {
                    mi.flags |= mem_flags::SINGLE_THREAD;
                }
                let n = self.dag.get(Opcode::Fence, &[VT::Chain], &[chain], NodeData::Mem(mi), 0);
                self.chain = SDValue::new(n, 0);
            }
            InstKind::CmpXchg { weak, volatile, success, failure, align, .. } => {
                let ptr = self.value1(ops[0])?;
                let cmp = self.value1(ops[1])?;
                let new = self.value1(ops[2])?;
                let vt = self.dag.vt(cmp);
                let mut mi = MemInfo::new(vt, align.map_or(vt.bits() as u64 / 8, Align::bytes));
                mi.ordering = Some(*success);
                mi.failure = Some(*failure);
                if *volatile {
                    mi.flags |= mem_flags::VOLATILE;
                }
                if *weak {
                    mi.flags |= mem_flags::WEAK;
                }
                let chain = self.side_effect_chain();
                let bvt = VT::I1;
                let n = self.dag.get(Opcode::AtomicCmpSwap, &[vt, bvt, VT::Chain], &[chain, ptr, cmp, new], NodeData::Mem(mi), 0);
                self.chain = SDValue::new(n, 2);
                self.vals.insert(Value::Inst(id), Leaves::from_slice(&[SDValue::new(n, 0), SDValue::new(n, 1)]));
            }
            InstKind::AtomicRmw { op, volatile, atomic, align } => {
                let ptr = self.value1(ops[0])?;
                let v = self.value1(ops[1])?;
                let vt = self.dag.vt(v);
                let mut mi = MemInfo::new(vt, align.map_or(vt.bits() as u64 / 8, Align::bytes));
                mi.ordering = Some(atomic.ordering);
                if *volatile {
                    mi.flags |= mem_flags::VOLATILE;
                }
                let opc = match op {
                    RmwOp::Xchg => Opcode::AtomicSwap,
                    RmwOp::Add => Opcode::AtomicAdd,
                    RmwOp::Sub => Opcode::AtomicSub,
                    RmwOp::And => Opcode::AtomicAnd,
                    RmwOp::Nand => Opcode::AtomicNand,
                    RmwOp::Or => Opcode::AtomicOr,
                    RmwOp::Xor => Opcode::AtomicXor,
                    RmwOp::Max => Opcode::AtomicMax,
                    RmwOp::Min => Opcode::AtomicMin,
                    RmwOp::UMax => Opcode::AtomicUMax,
                    RmwOp::UMin => Opcode::AtomicUMin,
                    RmwOp::FAdd => Opcode::AtomicFAdd,
                    RmwOp::FSub => Opcode::AtomicFSub,
                    RmwOp::FMax => Opcode::AtomicFMax,
                    RmwOp::FMin => Opcode::AtomicFMin,
                    RmwOp::UIncWrap => Opcode::AtomicUIncWrap,
                    RmwOp::UDecWrap => Opcode::AtomicUDecWrap,
                };
                let chain = self.side_effect_chain();
                let n = self.dag.get(opc, &[vt, VT::Chain], &[chain, ptr, v], NodeData::Mem(mi), 0);
                self.chain = SDValue::new(n, 1);
                self.set(id, SDValue::new(n, 0));
            }
            InstKind::Gep { source, .. } => {
                let v = self.gep(*source, ops)?;
                self.set(id, v);
            }
            InstKind::Call(ci) => self.call(id, ci)?,
            // Its vregs were written where the unwinder landed: `value` reads them.
            InstKind::LandingPad { .. } => {}
            InstKind::VaArg => return Err(self.err("va_arg is not supported yet")),
            k => return Err(self.err(format!("'{}' is not supported by instruction selection yet", k.opcode_name()))),
        }
        Ok(())
    }

    fn binary(&mut self, op: Opcode, ty: TypeId, a: Value, b: Value, flags: u16) -> R<SDValue> {
        let vt = self.vt_of(ty)?;
        let x = self.value1(a)?;
        let mut y = self.value1(b)?;
        if matches!(op, Opcode::Shl | Opcode::Srl | Opcode::Sra) && !vt.is_vector() {
            let avt = self.shift_vt(vt);
            y = self.int_cast(y, avt, false);
        }
        Ok(self.dag.get1_flags(op, vt, &[x, y], flags))
    }

    /// The type of scalar shift amounts for `vt` (for types that will be expanded, the
    /// part type, so large amounts survive).
    fn shift_vt(&self, vt: VT) -> VT {
        let mut pv = Vec::new();
        if legal_parts(&*self.tl, vt, &mut pv).is_err() || pv.is_empty() {
            return vt;
        }
        if pv.len() > 1 {
            pv[0]
        } else {
            self.tl.shift_amount_vt(pv[0])
        }
    }

    /// Converts an integer to another width (zero- or sign-extending, or truncating).
    fn int_cast(&mut self, v: SDValue, to: VT, signed: bool) -> SDValue {
        let from = self.dag.vt(v);
        if from == to {
            v
        } else if from.bits() > to.bits() {
            self.dag.unop(Opcode::Truncate, to, v)
        } else {
            self.dag.unop(if signed { Opcode::SignExtend } else { Opcode::ZeroExtend }, to, v)
        }
    }

    fn cast(&mut self, op: CastOp, ty: TypeId, a: Value, flags: u16) -> R<SDValue> {
        let to = self.vt_of(ty)?;
        let v = self.value1(a)?;
        let from = self.dag.vt(v);
        let opc = match op {
            CastOp::Trunc => Opcode::Truncate,
            CastOp::ZExt => Opcode::ZeroExtend,
            CastOp::SExt => Opcode::SignExtend,
            CastOp::FPTrunc => Opcode::FpRound,
            CastOp::FPExt => Opcode::FpExtend,
            CastOp::FPToUI => Opcode::FpToUi,
            CastOp::FPToSI => Opcode::FpToSi,
            CastOp::UIToFP => Opcode::UiToFp,
            CastOp::SIToFP => Opcode::SiToFp,
            CastOp::PtrToInt | CastOp::IntToPtr | CastOp::AddrSpaceCast => {
                return Ok(if to.is_vector() {
                    if from == to {
                        v
                    } else if from.elem().bits() > to.elem().bits() {
                        self.dag.unop(Opcode::Truncate, to, v)
                    } else {
                        self.dag.unop(Opcode::ZeroExtend, to, v)
                    }
                } else {
                    self.int_cast(v, to, false)
                });
            }
            CastOp::BitCast => {
                if from == to {
                    return Ok(v);
                }
                Opcode::Bitcast
            }
        };
        Ok(self.dag.get1_flags(opc, to, &[v], node_flags::from_ir(flags, 0)))
    }

    fn compare(&mut self, cc: CondCode, ty: TypeId, a: Value, b: Value) -> R<SDValue> {
        let vt = self.vt_of(ty)?;
        let x = self.value1(a)?;
        let y = self.value1(b)?;
        Ok(self.dag.setcc(vt, x, y, cc))
    }

    fn select(&mut self, c: Value, t: Value, f: Value) -> R<Leaves> {
        let c = self.value1(c)?;
        let tv = self.value(t)?;
        let fv = self.value(f)?;
        let mut out = Leaves::new();
        for (a, b) in tv.iter().zip(fv.iter()) {
            let vt = self.dag.vt(*a);
            out.push(self.dag.get1(Opcode::Select, vt, &[c, *a, *b]));
        }
        Ok(out)
    }

    fn extract_element(&mut self, ty: TypeId, v: Value, i: Value) -> R<SDValue> {
        let vt = self.vt_of(ty)?;
        let x = self.value1(v)?;
        let idx = self.value1(i)?;
        let idx = self.int_cast(idx, self.ptr_vt, false);
        Ok(self.dag.get1(Opcode::ExtractVectorElt, vt, &[x, idx]))
    }

    fn insert_element(&mut self, ty: TypeId, v: Value, e: Value, i: Value) -> R<SDValue> {
        let vt = self.vt_of(ty)?;
        let x = self.value1(v)?;
        let el = self.value1(e)?;
        let idx = self.value1(i)?;
        let idx = self.int_cast(idx, self.ptr_vt, false);
        Ok(self.dag.get1(Opcode::InsertVectorElt, vt, &[x, el, idx]))
    }

    fn shuffle(&mut self, ty: TypeId, a: Value, b: Value, mask: Value) -> R<SDValue> {
        let vt = self.vt_of(ty)?;
        let x = self.value1(a)?;
        let y = self.value1(b)?;
        let mc = mask.as_const().ok_or_else(|| self.err("shuffle mask is not a constant"))?;
        let n = vt.vec_len() as usize;
        let mut m = Vec::with_capacity(n);
        match self.m.consts.get(mc) {
            Const::Vector(_, elems) => {
                for &e in elems.iter() {
                    m.push(match self.m.consts.get(e) {
                        Const::Int(_, v) => v.low_u64() as i32,
                        _ => -1,
                    });
                }
            }
            Const::Zero(_) => m.resize(n, 0),
            _ => m.resize(n, -1),
        }
        self.dag.masks.push(m.into_boxed_slice());
        let idx = self.dag.masks.len() as u32 - 1;
        Ok(self.dag.get1_data(Opcode::VectorShuffle, vt, &[x, y], NodeData::Mask(idx)))
    }

    /// Leaf index range of an aggregate member.
    fn leaf_range(&self, mut ty: TypeId, indices: &[u32]) -> R<(usize, usize)> {
        let mut start = 0;
        let count = |t: TypeId| -> R<usize> { Ok(self.leaves_of(t)?.len()) };
        for &i in indices {
            let tt = &self.m.types;
            match tt.get(ty) {
                Type::Array { elem, .. } => {
                    start += i as usize * count(*elem)?;
                    ty = *elem;
                }
                _ => {
                    let (fields, _) = tt.struct_fields(ty).ok_or_else(|| self.err("bad aggregate index"))?;
                    for &fld in &fields[..i as usize] {
                        start += count(fld)?;
                    }
                    ty = fields[i as usize];
                }
            }
        }
        Ok((start, count(ty)?))
    }
}
