//! Exception handling in the DAG builder (see `crate::eh`): an `invoke` as its call and
//! a jump to the normal successor, the landing site's definition of the landing pad's
//! values from the target's exception registers, and `resume` as `_Unwind_Resume`.

use super::{BlockBuilder, R};
use crate::dag::SDValue;
use crate::dag_ops::{NodeData, Opcode};
use crate::mir::Reg;
use crate::target::{ArgPart, CallLowering, LowerCx, TargetLowering};
use crate::vt::VT;
use rllc_ir::constant::Const;
use rllc_ir::inst::{CallConv, InstKind};
use rllc_ir::value::{BlockId, InstId, Value};

impl<'a, T: TargetLowering + ?Sized> BlockBuilder<'a, T> {
    /// The call of an invoke, its result's vregs, and the jump to the normal successor
    /// (the unwind edge is added by selection from `MFunction::eh`).
    pub(super) fn invoke(&mut self, bb: BlockId, term: InstId, ci: &rllc_ir::inst::CallInfo) -> R<()> {
        let inst = self.f.inst(term);
        if let Value::Const(c) = inst.ops[0] {
            if let Const::Global(g) = self.m.consts.get(c) {
                if self.m.global(*g).name.is_some_and(|n| self.m.syms.bytes(n).starts_with(b"llvm.")) {
                    return Err(self.err("invoke of an intrinsic is not supported yet"));
                }
            }
        }
        if matches!(inst.ops[0], Value::Asm(_)) {
            return Err(self.err("invoke of inline assembly is not supported yet"));
        }
        self.call(term, ci)?;
        let v = Value::Inst(term);
        if let (Some(regs), Some(vals)) = (self.fi.value_vregs(v), self.vals.get(&v).cloned()) {
            let regs = regs.to_vec();
            let chain = self.chain;
            let chains = self.write_vregs(chain, &vals, inst.ty, &regs)?;
            if !chains.is_empty() {
                self.chain = self.dag.token_factor(&chains);
            }
        }
        let (normal, _) = crate::eh::invoke_dests(self.f, term).map_err(|e| self.err(e))?;
        self.finish_br(self.fi.edge_target(bb, 0, normal));
        Ok(())
    }

    /// On the unwind edge `pred → succ`: the landing pad's values from the exception
    /// pointer and selector registers, first in the block the unwinder enters.
    pub(super) fn landing_site(&mut self, pred: BlockId, succ: BlockId) -> R<()> {
        let f = self.f;
        let Some(term) = f.terminator(pred) else { return Ok(()) };
        let unwinds_here = f.inst(term).ops.last().and_then(|o| o.as_block()) == Some(succ);
        if !matches!(f.inst(term).kind, InstKind::Invoke(_)) || !unwinds_here {
            return Ok(());
        }
        let Some(lp) = f.block(succ).insts.iter().copied().find(|&i| !f.is_phi(i)) else { return Ok(()) };
        let inst = f.inst(lp);
        self.loc = inst.src.offset();
        let (exc, sel) = self
            .tl
            .exception_registers()
            .ok_or_else(|| self.err("exception handling (landingpad) is not supported on this target yet"))?;
        let leaves = self.leaves_of(inst.ty)?;
        if *leaves != [self.ptr_vt, VT::I32] {
            return Err(self.err("a landingpad must produce { ptr, i32 }"));
        }
        let chain = self.chain;
        let ar = self.dag.get(Opcode::ArgRegs, &[VT::Chain, VT::Glue], &[chain], NodeData::None, 0);
        let ops = [SDValue::new(ar, 0), SDValue::new(ar, 1)];
        let vts = [self.ptr_vt, VT::Chain, VT::Glue];
        let p = self.dag.get(Opcode::CopyFromReg, &vts, &ops, NodeData::Reg(Reg::Phys(exc)), 0);
        // The selector register is read at its full width where i32 has no register of its
        // own (RV64) and narrowed; where it does, as i32.
        let sel_vt = if self.tl.is_legal_type(VT::I32) { VT::I32 } else { self.ptr_vt };
        let ops = [SDValue::new(p, 1), SDValue::new(p, 2)];
        let vts = [sel_vt, VT::Chain, VT::Glue];
        let s = self.dag.get(Opcode::CopyFromReg, &vts, &ops, NodeData::Reg(Reg::Phys(sel)), 0);
        let regs = self.fi.inst_vregs(lp).to_vec();
        let selector = if sel_vt == VT::I32 {
            SDValue::new(s, 0)
        } else {
            self.dag.unop(Opcode::Truncate, VT::I32, SDValue::new(s, 0))
        };
        let vals = [SDValue::new(p, 0), selector];
        let chains = self.write_vregs(SDValue::new(s, 1), &vals, inst.ty, &regs)?;
        self.chain = self.dag.token_factor(&chains);
        Ok(())
    }

    /// `resume`: `_Unwind_Resume(exception pointer)`, which does not return.
    pub(super) fn resume(&mut self, term: InstId) -> R<()> {
        let v = self.value(self.f.inst(term).ops[0])?;
        let exc = *v.first().ok_or_else(|| self.err("resume needs the landing pad's value"))?;
        let sym = self.libcalls.get("_Unwind_Resume").ok_or_else(|| self.err("_Unwind_Resume was not interned"))?;
        let callee = self.dag.get1_data(Opcode::ExternalSymbol, self.ptr_vt, &[], NodeData::Sym(sym, 0));
        let part = ArgPart {
            vt: self.ptr_vt,
            orig_vt: self.ptr_vt,
            part: 0,
            num_parts: 1,
            flags: 0,
            arg_index: 0,
            byval_size: 0,
            byval_align: 0,
        };
        let args = [(exc, part)];
        let chain = self.side_effect_chain();
        let call = CallLowering {
            chain,
            callee,
            callee_global: None,
            args: &args,
            rets: &[],
            cc: CallConv::C,
            is_vararg: false,
            is_tail: false,
            is_musttail: false,
            is_libcall: true,
        };
        let mut cx = LowerCx { dag: &mut *self.dag, mf: &mut *self.mf, module: self.m, libcalls: self.libcalls };
        let res = self.tl.lower_call(&mut cx, &call)?;
        let n = self.dag.get(Opcode::Unreachable, &[VT::Chain], &[res.chain], NodeData::None, 0);
        self.dag.root = SDValue::new(n, 0);
        Ok(())
    }
}
