//! Per-function facts selection needs before it builds any block: which machine blocks
//! exist and in what order (one per reachable IR block, plus blocks that split critical
//! edges and the blocks of lowered switches), which IR values cross blocks and so live in
//! virtual registers (created here, one per legal part of each leaf of the value), which
//! allocas are fixed stack objects, and how each switch is lowered (a jump table when
//! dense enough, else a balanced compare tree).
//!
//! Phi copies for an edge P→S run at the end of P when P ends in an unconditional branch,
//! else in a block of their own on that edge (created when S has phis or several
//! predecessors; the register allocator requires critical edges to be split anyway).

use crate::dag::FxMap;
use crate::dag_ops::CondCode;
use crate::parts::legal_parts;
use crate::mir::{FrameIndex, MBlockId, MFunction, VReg};
use crate::target::TargetLowering;
use crate::vt::VT;
use rllc_ir::constant::Const;
use rllc_ir::inst::InstKind;
use rllc_ir::types::Type;
use rllc_ir::value::{BlockId, InstId, Value};
use rllc_ir::{Diagnostic, Function, Module, TypeId};

/// What a machine block is built from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MBlockSource {
    /// An IR block.
    Ir(BlockId),
    /// The phi copies of the edge `pred → succ`, then a jump to `succ`.
    Edge { pred: BlockId, succ: BlockId },
    /// Node `node` (≥ 1) of the lowered switch ending IR block `block`.
    Switch { block: BlockId, node: u32 },
}

/// Where a switch node goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dest {
    /// Another node of the same switch.
    Node(u32),
    /// A successor of the switch block.
    Ir(BlockId),
}

/// One two-way (or jump-table) decision of a lowered switch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SwitchNode {
    /// `if cond <cc> value goto t else f`.
    Cmp { cc: CondCode, value: u128, t: Dest, f: Dest },
    /// `goto table[cond - min]` (the range was checked before).
    Table { min: u128, targets: Vec<BlockId> },
}

/// How one switch is lowered: node 0 ends the switch block itself.
#[derive(Clone, Debug)]
pub struct SwitchPlan {
    pub cond: Value,
    pub cond_vt: VT,
    pub nodes: Vec<SwitchNode>,
    /// The machine block of each node (node 0: the switch block).
    pub node_blocks: Vec<MBlockId>,
}

/// A value's virtual registers: `FuncInfo::regs[start..start + len]`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RegRange {
    pub start: u32,
    pub len: u32,
}

pub struct FuncInfo {
    /// What each machine block is built from, indexed by `MBlockId`.
    pub sources: Vec<MBlockSource>,
    /// The machine block of each IR block (`None`: unreachable).
    pub block_map: Vec<Option<MBlockId>>,
    /// Edge blocks by (predecessor, branch site, successor): the site is the switch
    /// node the branch belongs to (0 for conditional branches). Each site gets its own
    /// block, so that no edge block joins several branches.
    pub edge_blocks: FxMap<(BlockId, u32, BlockId), MBlockId>,
    /// IR edges whose phi copies run in edge blocks.
    pub split_edges: FxMap<(BlockId, BlockId), ()>,
    pub switches: FxMap<BlockId, SwitchPlan>,
    /// Virtual registers of values that cross blocks, per instruction and argument.
    pub inst_regs: Vec<RegRange>,
    pub arg_regs: Vec<RegRange>,
    pub regs: Vec<VReg>,
    /// Allocas of the entry block with a constant count: fixed stack objects.
    pub static_allocas: FxMap<InstId, FrameIndex>,
    /// Reachable predecessors of each IR block (distinct).
    pub preds: Vec<Vec<BlockId>>,
    pub reachable: Vec<bool>,
    /// The machine block `blockaddress` of each IR block means: the block itself, or for
    /// the target of an `indirectbr` that needed an edge block, that edge block (the
    /// indirect jump lands there, runs the edge's phi copies and jumps on).
    pub address_map: Vec<Option<MBlockId>>,
}

/// Whether instruction `i` is an address computation cheap enough to redo in every other
/// block that uses it — a scalar `getelementptr` with constant indices — so that the
/// pointer it starts from crosses blocks instead and the offset folds into addressing
/// modes there (LLVM's CodeGenPrepare address sinking). `build` rebuilds such a value
/// when a block uses it without having it in a register.
pub fn is_sinkable_address(m: &Module, f: &Function, i: InstId) -> bool {
    let inst = f.inst(i);
    matches!(inst.kind, InstKind::Gep { .. })
        && inst.ops.len() >= 2
        && matches!(m.types.get(inst.ty), Type::Ptr { .. })
        && inst.ops[1..].iter().all(|o| matches!(o, Value::Const(c) if matches!(m.consts.get(*c), Const::Int(..))))
}

/// The leaf types of an IR type: scalars and vectors as they are, aggregates flattened
/// field by field (LLVM's `ComputeValueVTs`).
pub fn leaf_vts(m: &Module, ptr_bits: u32, ty: TypeId, out: &mut Vec<VT>) -> Result<(), String> {
    leaf_vts_inner(m, ptr_bits, ty, out, 0)
}

fn leaf_vts_inner(m: &Module, ptr_bits: u32, ty: TypeId, out: &mut Vec<VT>, depth: u32) -> Result<(), String> {
    if depth > 32 {
        return Err("type nested too deeply".into());
    }
    let tt = &m.types;
    if let Some(vt) = VT::from_ir(tt, ptr_bits, ty) {
        out.push(vt);
        return Ok(());
    }
    match tt.get(ty) {
        Type::Void => Ok(()),
        Type::Array { elem, len } => {
            if *len > 1 << 16 {
                return Err("array value too large for registers".into());
            }
            for _ in 0..*len {
                leaf_vts_inner(m, ptr_bits, *elem, out, depth + 1)?;
            }
            Ok(())
        }
        _ => match tt.struct_fields(ty) {
            Some((fields, _)) => {
                for &f in fields {
                    leaf_vts_inner(m, ptr_bits, f, out, depth + 1)?;
                }
                Ok(())
            }
            None => Err(format!("values of this type are not supported by instruction selection ({:?})", tt.get(ty))),
        },
    }
}

impl FuncInfo {
    pub fn new<T: TargetLowering + ?Sized>(m: &Module, f: &Function, tl: &T, mf: &mut MFunction) -> Result<FuncInfo, Diagnostic> {
        let nb = f.blocks.len();
        let ptr_bits = tl.pointer_vt().bits();
        let entry = f.entry().ok_or_else(|| Diagnostic::new(None, "function has no body"))?;

        // Reachability and distinct predecessors.
        let mut reachable = vec![false; nb];
        let mut succs: Vec<Vec<BlockId>> = vec![Vec::new(); nb];
        let mut stack = vec![entry];
        reachable[entry.0 as usize] = true;
        while let Some(b) = stack.pop() {
            let mut s = f.successors(b);
            s.sort_unstable();
            s.dedup();
            for &x in &s {
                if !reachable[x.0 as usize] {
                    reachable[x.0 as usize] = true;
                    stack.push(x);
                }
            }
            succs[b.0 as usize] = s;
        }
        let mut preds: Vec<Vec<BlockId>> = vec![Vec::new(); nb];
        for &b in &f.layout {
            if reachable[b.0 as usize] {
                for &s in &succs[b.0 as usize] {
                    preds[s.0 as usize].push(b);
                }
            }
        }
        let has_phis = |b: BlockId| f.block(b).insts.first().is_some_and(|&i| f.is_phi(i));

        let mut fi = FuncInfo {
            sources: Vec::new(),
            block_map: vec![None; nb],
            edge_blocks: FxMap::default(),
            split_edges: FxMap::default(),
            switches: FxMap::default(),
            inst_regs: vec![RegRange::default(); f.insts.len()],
            arg_regs: vec![RegRange::default(); f.params.len()],
            regs: Vec::new(),
            static_allocas: FxMap::default(),
            preds,
            reachable,
            address_map: Vec::new(),
        };
        // The indirectbr that may jump to each block (at most one, since `blockaddress`
        // of the block must name one landing block).
        let mut indirect_pred: FxMap<BlockId, BlockId> = FxMap::default();

        // Plan the machine blocks in layout order: each IR block, then its switch nodes,
        // then its edge blocks.
        let mut cross_values: Vec<Value> = Vec::new();
        for &b in &f.layout {
            if !fi.reachable[b.0 as usize] {
                continue;
            }
            let id = MBlockId(fi.sources.len() as u32);
            fi.sources.push(MBlockSource::Ir(b));
            fi.block_map[b.0 as usize] = Some(id);
            let term = f.terminator(b).ok_or_else(|| Diagnostic::new(None, "block without terminator"))?;
            let ti = f.inst(term);
            let loc = ti.src.offset();
            // MIR branch sites per successor (successor, site), to decide on edge blocks.
            let mut sites: Vec<(BlockId, u32)> = Vec::new();
            match &ti.kind {
                InstKind::Br if ti.ops.len() == 3 => {
                    let (t, e) = (ti.ops[1].as_block().unwrap(), ti.ops[2].as_block().unwrap());
                    if t != e {
                        sites.push((t, 0));
                        sites.push((e, 0));
                    }
                }
                InstKind::Switch => {
                    let plan = plan_switch(m, f, tl, term, ptr_bits).map_err(|e| Diagnostic::new(loc, e))?;
                    if let Some(mut plan) = plan {
                        count_sites(&plan, &mut sites);
                        plan.node_blocks.push(id);
                        for k in 1..plan.nodes.len() {
                            plan.node_blocks.push(MBlockId(fi.sources.len() as u32));
                            fi.sources.push(MBlockSource::Switch { block: b, node: k as u32 });
                        }
                        if plan.nodes.len() > 1 {
                            cross_values.push(plan.cond);
                        }
                        fi.switches.insert(b, plan);
                    }
                }
                InstKind::IndirectBr => {
                    let mut targets: Vec<BlockId> = ti.successors().collect();
                    targets.sort_unstable();
                    targets.dedup();
                    for s in targets {
                        if indirect_pred.insert(s, b).is_some_and(|p| p != b) {
                            return Err(Diagnostic::new(loc, "a block that several indirectbr instructions jump to is not supported yet"));
                        }
                        sites.push((s, 0));
                    }
                }
                InstKind::Invoke(_) => {
                    let (normal, unwind) = crate::eh::invoke_dests(f, term).map_err(|e| Diagnostic::new(loc, e))?;
                    // Site 1 is the unwind edge: it always gets a block of its own, where
                    // the unwinder lands (see `crate::eh`).
                    sites.push((normal, 0));
                    sites.push((unwind, 1));
                }
                InstKind::CatchSwitch { .. } | InstKind::CatchRet | InstKind::CleanupRet => {
                    return Err(Diagnostic::new(loc, crate::eh::funclet_error(&ti.kind)));
                }
                InstKind::CallBr { num_indirect, .. } => {
                    // Site 0 is the fall-through; site 1 + k the asm's jump to its k-th label,
                    // which always gets a block of its own: the asm leaves from inside its
                    // block, so values reach the label from where they are at the asm
                    // (`regalloc::Function::unwind_call`), which needs a single predecessor.
                    let (fall, indirect) = crate::asm_goto::callbr_dests(f, term, *num_indirect)
                        .map_err(|e| Diagnostic::new(loc, e))?;
                    sites.push((fall, 0));
                    sites.extend(indirect.iter().enumerate().map(|(k, &s)| (s, 1 + k as u32)));
                }
                _ => {}
            }
            sites.sort_unstable();
            sites.dedup();
            let mut i = 0;
            while i < sites.len() {
                let s = sites[i].0;
                let n = sites[i..].iter().take_while(|x| x.0 == s).count();
                let need = has_phis(s) || fi.preds[s.0 as usize].len() > 1 || n > 1;
                for k in i..i + n {
                    let own_block = match ti.kind {
                        InstKind::Invoke(_) => sites[k].1 == 1,
                        InstKind::CallBr { .. } => sites[k].1 >= 1,
                        _ => false,
                    };
                    if need || own_block {
                        let e = MBlockId(fi.sources.len() as u32);
                        fi.sources.push(MBlockSource::Edge { pred: b, succ: s });
                        fi.edge_blocks.insert((b, sites[k].1, s), e);
                        fi.split_edges.insert((b, s), ());
                    }
                }
                i += n;
            }
        }
        for _ in 0..fi.sources.len() {
            mf.new_block();
        }
        fi.address_map = fi.block_map.clone();
        for (&s, &b) in &indirect_pred {
            if let Some(&e) = fi.edge_blocks.get(&(b, 0, s)) {
                fi.address_map[s.0 as usize] = Some(e);
            }
        }

        // Static allocas.
        for &i in &f.block(entry).insts {
            let inst = f.inst(i);
            if let InstKind::Alloca { allocated, align, .. } = &inst.kind {
                if let Some(Value::Const(c)) = inst.ops.first() {
                    if let Const::Int(_, v) = m.consts.get(*c) {
                        if let Some(n) = v.as_u64() {
                            let dl = &m.datalayout;
                            let size = dl.type_alloc_size(&m.types, *allocated).saturating_mul(n).max(1);
                            let al = align.map_or_else(|| dl.pref_align(&m.types, *allocated), rllc_ir::inst::Align::bytes).max(1);
                            fi.static_allocas.insert(i, mf.new_stack_object(size, al));
                        }
                    }
                }
            }
        }

        // Values that cross blocks.
        let mut crosses_inst = vec![false; f.insts.len()];
        let mut crosses_arg = vec![false; f.params.len()];
        let arg_block = entry;
        let mark = |v: Value, crosses_inst: &mut Vec<bool>, crosses_arg: &mut Vec<bool>| match v {
            Value::Inst(d) => crosses_inst[d.0 as usize] = true,
            Value::Arg(a) => {
                if let Some(x) = crosses_arg.get_mut(a as usize) {
                    *x = true
                }
            }
            _ => {}
        };
        for v in cross_values {
            mark(v, &mut crosses_inst, &mut crosses_arg);
        }
        let def_block = |v: Value| -> Option<BlockId> {
            match v {
                Value::Inst(d) => Some(f.inst(d).block),
                Value::Arg(_) => Some(arg_block),
                _ => None,
            }
        };
        for &b in &f.layout {
            if !fi.reachable[b.0 as usize] {
                continue;
            }
            for &i in &f.block(b).insts {
                let inst = f.inst(i);
                match inst.kind {
                    // Written where the unwinder lands, read in the landing pad.
                    InstKind::LandingPad { .. } => crosses_inst[i.0 as usize] = true,
                    InstKind::CatchPad | InstKind::CleanupPad => {
                        return Err(Diagnostic::new(inst.src.offset(), crate::eh::funclet_error(&inst.kind)));
                    }
                    _ => {}
                }
                if let InstKind::Phi { .. } = inst.kind {
                    crosses_inst[i.0 as usize] = true; // a phi lives in its vregs
                    for pair in inst.ops.chunks(2) {
                        let (v, p) = (pair[0], pair[1].as_block().unwrap_or(BlockId(u32::MAX)));
                        if p.0 as usize >= nb || !fi.reachable[p.0 as usize] {
                            continue;
                        }
                        let in_pred = !fi.split_edges.contains_key(&(p, b)) && def_block(v) == Some(p);
                        if !in_pred {
                            mark(v, &mut crosses_inst, &mut crosses_arg);
                        }
                    }
                    continue;
                }
                // A constant-offset address from another block is rebuilt here from its
                // base (see `is_sinkable_address`): the base crosses instead.
                let mut work: Vec<(Value, u32)> = inst.ops.iter().map(|&v| (v, 0)).collect();
                while let Some((v, depth)) = work.pop() {
                    if let Value::Inst(d) = v {
                        if fi.static_allocas.contains_key(&d) {
                            continue;
                        }
                    }
                    if !def_block(v).is_some_and(|db| db != b) {
                        continue;
                    }
                    if let Value::Inst(d) = v {
                        if depth < 8 && is_sinkable_address(m, f, d) {
                            work.extend(f.inst(d).ops.iter().map(|&o| (o, depth + 1)));
                            continue;
                        }
                    }
                    mark(v, &mut crosses_inst, &mut crosses_arg);
                }
            }
        }

        // One vreg per legal part of each leaf.
        let mut leaves = Vec::new();
        let mut parts = Vec::new();
        let mut alloc = |ty: TypeId, regs: &mut Vec<VReg>, mf: &mut MFunction| -> Result<RegRange, String> {
            leaves.clear();
            leaf_vts(m, ptr_bits, ty, &mut leaves)?;
            let start = regs.len() as u32;
            for &vt in &leaves {
                parts.clear();
                legal_parts(tl, vt, &mut parts)?;
                for &p in &parts {
                    regs.push(mf.new_vreg(tl.reg_class(p)));
                }
            }
            Ok(RegRange { start, len: regs.len() as u32 - start })
        };
        for (a, &c) in crosses_arg.iter().enumerate() {
            if c {
                fi.arg_regs[a] = alloc(f.params[a].ty, &mut fi.regs, mf).map_err(|e| Diagnostic::new(None, e))?;
            }
        }
        for (i, &c) in crosses_inst.iter().enumerate() {
            if c && !fi.static_allocas.contains_key(&InstId(i as u32)) {
                let inst = &f.insts[i];
                fi.inst_regs[i] = alloc(inst.ty, &mut fi.regs, mf).map_err(|e| Diagnostic::new(inst.src.offset(), e))?;
            }
        }
        mf.eh = crate::eh::plan(m, f, &fi)?;
        Ok(fi)
    }

    /// The machine block branch site `site` of `pred` jumps to for successor `succ`.
    pub fn edge_target(&self, pred: BlockId, site: u32, succ: BlockId) -> MBlockId {
        match self.edge_blocks.get(&(pred, site, succ)) {
            Some(&e) => e,
            None => self.block_map[succ.0 as usize].expect("edge to an unreachable block"),
        }
    }

    /// Whether the phi copies of `pred → succ` run at the end of `pred` itself.
    pub fn copies_in_pred(&self, pred: BlockId, succ: BlockId) -> bool {
        !self.split_edges.contains_key(&(pred, succ))
    }

    pub fn inst_vregs(&self, i: InstId) -> &[VReg] {
        let r = self.inst_regs[i.0 as usize];
        &self.regs[r.start as usize..(r.start + r.len) as usize]
    }

    pub fn arg_vregs(&self, a: u32) -> &[VReg] {
        let r = self.arg_regs[a as usize];
        &self.regs[r.start as usize..(r.start + r.len) as usize]
    }

    /// The vregs of a value, if it lives in registers across blocks.
    pub fn value_vregs(&self, v: Value) -> Option<&[VReg]> {
        let r = match v {
            Value::Inst(i) => self.inst_regs[i.0 as usize],
            Value::Arg(a) => *self.arg_regs.get(a as usize)?,
            _ => return None,
        };
        (r.len > 0).then(|| &self.regs[r.start as usize..(r.start + r.len) as usize])
    }
}

fn count_sites(plan: &SwitchPlan, sites: &mut Vec<(BlockId, u32)>) {
    for (k, n) in plan.nodes.iter().enumerate() {
        match n {
            SwitchNode::Cmp { t, f, .. } => {
                for d in [t, f] {
                    if let Dest::Ir(b) = d {
                        sites.push((*b, k as u32));
                    }
                }
            }
            SwitchNode::Table { targets, .. } => sites.extend(targets.iter().map(|&b| (b, k as u32))),
        }
    }
}

/// Plans the lowering of a switch; `None` when it is an unconditional branch.
fn plan_switch<T: TargetLowering + ?Sized>(
    m: &Module,
    f: &Function,
    tl: &T,
    term: InstId,
    ptr_bits: u32,
) -> Result<Option<SwitchPlan>, String> {
    let inst = f.inst(term);
    let cond = inst.ops[0];
    let default = inst.ops[1].as_block().ok_or("switch without default")?;
    let cond_ty = match cond {
        Value::Inst(i) => f.inst(i).ty,
        Value::Arg(a) => f.params[a as usize].ty,
        Value::Const(c) => m.const_type(c),
        _ => return Err("bad switch condition".into()),
    };
    let cond_vt = VT::from_ir(&m.types, ptr_bits, cond_ty).ok_or("bad switch condition type")?;
    let bits = cond_vt.bits();
    if bits > 128 {
        return Err("switch on integers wider than 128 bits is not supported yet".into());
    }
    let mut cases: Vec<(u128, BlockId)> = Vec::new();
    for pair in inst.ops[2..].chunks(2) {
        let c = pair[0].as_const().ok_or("switch case is not a constant")?;
        let v = match m.consts.get(c) {
            Const::Int(_, v) => {
                let w = v.words();
                w[0] as u128 | (w.get(1).copied().unwrap_or(0) as u128) << 64
            }
            _ => return Err("switch case is not an integer".into()),
        };
        cases.push((v, pair[1].as_block().ok_or("switch case without block")?));
    }
    cases.sort_unstable_by_key(|c| c.0);
    cases.dedup_by_key(|c| c.0);
    // Cases that go to the default block need no test.
    cases.retain(|c| c.1 != default);
    if cases.is_empty() {
        return Ok(None);
    }
    let mut nodes = Vec::new();
    let (min, max) = (cases[0].0, cases[cases.len() - 1].0);
    let range = max - min;
    // `"no-jump-tables"="true"` (clang's -fno-jump-tables) keeps llc to compares.
    let no_tables = m.syms.get(b"no-jump-tables").and_then(|k| m.attrs.string(f.fn_attrs, k)).flatten()
        .is_some_and(|v| m.syms.bytes(v) == b"true");
    let dense = !no_tables
        && tl.jump_table_min_cases().is_some_and(|k| cases.len() as u32 >= k)
        && range < (1 << 16)
        && (cases.len() as u128) * 100 >= (range + 1) * 40;
    if dense {
        let mut targets = vec![default; range as usize + 1];
        for &(v, b) in &cases {
            targets[(v - min) as usize] = b;
        }
        // Node 0: range check (index = cond - min, compared unsigned); node 1: the table.
        nodes.push(SwitchNode::Cmp { cc: CondCode::Ugt, value: range, t: Dest::Ir(default), f: Dest::Node(1) });
        nodes.push(SwitchNode::Table { min, targets });
    } else {
        build_tree(&cases, default, &mut nodes);
    }
    Ok(Some(SwitchPlan { cond, cond_vt, nodes, node_blocks: Vec::new() }))
}

/// A balanced binary tree of unsigned compares; leaves of up to three cases test for
/// equality one by one. Appends nodes, returns the index of the subtree's root.
fn build_tree(cases: &[(u128, BlockId)], default: BlockId, nodes: &mut Vec<SwitchNode>) -> u32 {
    let me = nodes.len() as u32;
    if cases.len() <= 3 {
        for (k, &(v, b)) in cases.iter().enumerate() {
            let next = if k + 1 < cases.len() { Dest::Node(me + k as u32 + 1) } else { Dest::Ir(default) };
            nodes.push(SwitchNode::Cmp { cc: CondCode::Eq, value: v, t: Dest::Ir(b), f: next });
        }
        return me;
    }
    let mid = cases.len() / 2;
    nodes.push(SwitchNode::Cmp { cc: CondCode::Ult, value: cases[mid].0, t: Dest::Node(0), f: Dest::Node(0) });
    let l = build_tree(&cases[..mid], default, nodes);
    let r = build_tree(&cases[mid..], default, nodes);
    if let SwitchNode::Cmp { t, f, .. } = &mut nodes[me as usize] {
        *t = Dest::Node(l);
        *f = Dest::Node(r);
    }
    me
}
