//! Terminators and edges in the DAG builder: the phi copies of an outgoing edge (a
//! parallel copy), returns, branches, indirect branches, and switches as the compare
//! trees and jump tables `FuncInfo` planned.

use super::{BlockBuilder, Leaves, R};
use crate::dag::SDValue;
use crate::dag_ops::{NodeData, Opcode};
use crate::func_info::{Dest, SwitchNode};
use crate::mir::{MBlockId, VReg};
use crate::parts::split_into_parts;
use crate::target::{ArgPart, LowerCx, TargetLowering};
use crate::vt::VT;
use rllc_ir::inst::InstKind;
use rllc_ir::value::{BlockId, InstId};
use rllc_ir::{Diagnostic, TypeId};

impl<'a, T: TargetLowering + ?Sized> BlockBuilder<'a, T> {
    /// Copies the incoming values of `succ`'s phis for the edge from `pred`.
    pub(super) fn phi_copies(&mut self, pred: BlockId, succ: BlockId) -> R<()> {
        let f = self.f;
        let mut copies: Vec<(Leaves, TypeId, Vec<VReg>)> = Vec::new();
        for &i in &f.block(succ).insts {
            let inst = f.inst(i);
            if !matches!(inst.kind, InstKind::Phi { .. }) {
                break;
            }
            let Some(pair) = inst.ops.chunks(2).find(|p| p[1].as_block() == Some(pred)) else {
                return Err(Diagnostic::new(inst.src.offset(), "phi has no value for a predecessor"));
            };
            let v = self.value(pair[0])?;
            copies.push((v, inst.ty, self.fi.inst_vregs(i).to_vec()));
        }
        if copies.is_empty() {
            return Ok(());
        }
        let mut all = vec![self.side_effect_chain()];
        all.extend(self.read_chains.iter().copied());
        let chain = self.dag.token_factor(&all);
        let mut chains = vec![chain];
        for (v, ty, regs) in copies {
            chains.extend(self.write_vregs(chain, &v, ty, &regs)?);
        }
        self.chain = self.dag.token_factor(&chains);
        Ok(())
    }

    pub(super) fn finish_br(&mut self, target: MBlockId) {
        let chain = self.side_effect_chain();
        let bb = self.dag.block_node(target);
        let n = self.dag.get(Opcode::Br, &[VT::Chain], &[chain, bb], NodeData::None, 0);
        self.dag.root = SDValue::new(n, 0);
    }

    pub(super) fn terminator(&mut self, bb: BlockId, term: InstId) -> R<()> {
        let inst = self.f.inst(term);
        let fi = self.fi;
        match &inst.kind {
            InstKind::Ret => {
                let mut vals = Vec::new();
                let mut parts = Vec::new();
                if let Some(&v) = inst.ops.first() {
                    let ty = self.type_of(v);
                    let leaves = self.leaves_of(ty)?;
                    let lv = self.value(v)?;
                    let fl = self.attr_flags(self.f.ret_attrs);
                    self.push_parts(&leaves, 0, fl, self.f.ret_attrs, &mut parts)?;
                    for (k, &vt) in leaves.iter().enumerate() {
                        split_into_parts(&*self.tl, self.dag, lv[k], vt, &mut vals);
                    }
                }
                let args: Vec<(SDValue, ArgPart)> = vals.into_iter().zip(parts).collect();
                let chain = self.side_effect_chain();
                let mut cx = LowerCx { dag: &mut *self.dag, mf: &mut *self.mf, module: self.m, libcalls: self.libcalls };
                let root = self.tl.lower_return(&mut cx, chain, &args)?;
                self.dag.root = root;
            }
            InstKind::Br if inst.ops.len() == 1 => {
                let s = inst.ops[0].as_block().unwrap();
                self.phi_copies(bb, s)?;
                self.finish_br(fi.edge_target(bb, 0, s));
            }
            InstKind::Br => {
                let (t, e) = (inst.ops[1].as_block().unwrap(), inst.ops[2].as_block().unwrap());
                if t == e {
                    self.phi_copies(bb, t)?;
                    self.finish_br(fi.edge_target(bb, 0, t));
                    return Ok(());
                }
                let c = self.value1(inst.ops[0])?;
                if let Some(k) = self.dag.const_int(c) {
                    let s = if k & 1 == 1 { t } else { e };
                    self.finish_br(fi.edge_target(bb, 0, s));
                    return Ok(());
                }
                let chain = self.side_effect_chain();
                let (tb, eb) = (self.dag.block_node(fi.edge_target(bb, 0, t)), self.dag.block_node(fi.edge_target(bb, 0, e)));
                let n = self.dag.get(Opcode::BrCond, &[VT::Chain], &[chain, c, tb, eb], NodeData::None, 0);
                self.dag.root = SDValue::new(n, 0);
            }
            InstKind::Switch => match fi.switches.get(&bb) {
                None => {
                    let d = inst.ops[1].as_block().unwrap();
                    self.phi_copies(bb, d)?;
                    self.finish_br(fi.edge_target(bb, 0, d));
                }
                Some(_) => {
                    let c = self.value1(inst.ops[0])?;
                    self.vals.insert(inst.ops[0], Leaves::from_slice(&[c]));
                    self.switch_node(bb, 0)?;
                }
            },
            InstKind::IndirectBr if inst.successors().all(|s| Some(s) == inst.successors().next()) => {
                // One destination (or none): the address must be that block's, anything
                // else is undefined, so this is a plain branch (`unreachable` for none).
                // It also keeps register operands off a single-successor branch, which
                // the allocator's contract forbids.
                match inst.successors().next() {
                    Some(s) => {
                        self.phi_copies(bb, s)?;
                        self.finish_br(fi.edge_target(bb, 0, s));
                    }
                    None => {
                        let chain = self.side_effect_chain();
                        let n = self.dag.get(Opcode::Unreachable, &[VT::Chain], &[chain], NodeData::None, 0);
                        self.dag.root = SDValue::new(n, 0);
                    }
                }
            }
            InstKind::IndirectBr => {
                let a = self.value1(inst.ops[0])?;
                let chain = self.side_effect_chain();
                let mut ops = vec![chain, a];
                for s in inst.successors() {
                    let b = fi.edge_target(bb, 0, s);
                    ops.push(self.dag.block_node(b));
                }
                let n = self.dag.get(Opcode::BrInd, &[VT::Chain], &ops, NodeData::None, 0);
                self.dag.root = SDValue::new(n, 0);
            }
            InstKind::Invoke(ci) => self.invoke(bb, term, ci)?,
            InstKind::CallBr { num_indirect, .. } => self.callbr(bb, term, *num_indirect)?,
            InstKind::Resume => self.resume(term)?,
            InstKind::Unreachable => {
                let chain = self.side_effect_chain();
                let n = self.dag.get(Opcode::Unreachable, &[VT::Chain], &[chain], NodeData::None, 0);
                self.dag.root = SDValue::new(n, 0);
            }
            k => return Err(self.err(format!("terminator '{}' is not supported yet", k.opcode_name()))),
        }
        Ok(())
    }

    /// Node `k` of the switch ending IR block `bb`.
    pub(super) fn switch_node(&mut self, bb: BlockId, k: usize) -> R<()> {
        let fi = self.fi;
        let plan = &fi.switches[&bb];
        let inst = self.f.inst(self.f.terminator(bb).unwrap());
        self.loc = inst.src.offset();
        let cond = self.value1(plan.cond)?;
        let vt = plan.cond_vt;
        let dest = |d: Dest| match d {
            Dest::Node(n) => plan.node_blocks[n as usize],
            Dest::Ir(s) => fi.edge_target(bb, k as u32, s),
        };
        let chain = self.side_effect_chain();
        match &plan.nodes[k] {
            SwitchNode::Cmp { cc, value, t, f } => {
                // The jump-table range check compares the rebased index.
                let (lhs, rhs) = match plan.nodes.get(1) {
                    Some(SwitchNode::Table { min, .. }) if k == 0 => {
                        let m = self.dag.constant(vt, *min);
                        (self.dag.binop(Opcode::Sub, cond, m), *value)
                    }
                    _ => (cond, *value),
                };
                let r = self.dag.constant(vt, rhs);
                let (tb, fb) = (self.dag.block_node(dest(*t)), self.dag.block_node(dest(*f)));
                let n = self.dag.get(Opcode::BrCC, &[VT::Chain], &[chain, lhs, r, tb, fb], NodeData::CC(*cc), 0);
                self.dag.root = SDValue::new(n, 0);
            }
            SwitchNode::Table { min, targets } => {
                let m = self.dag.constant(vt, *min);
                let idx = self.dag.binop(Opcode::Sub, cond, m);
                let idx = self.int_cast(idx, self.ptr_vt, false);
                let blocks: Vec<MBlockId> = targets.iter().map(|&s| fi.edge_target(bb, k as u32, s)).collect();
                self.mf.jump_tables.push(blocks);
                let jt = self.mf.jump_tables.len() as u32 - 1;
                let n = self.dag.get(Opcode::BrJT, &[VT::Chain], &[chain, idx], NodeData::JumpTable(jt), 0);
                self.dag.root = SDValue::new(n, 0);
            }
        }
        Ok(())
    }
}
