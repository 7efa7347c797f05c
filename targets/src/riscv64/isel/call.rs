//! Calls: direct (`call sym`, `R_RISCV_CALL_PLT`) or through a register (`jalr ra`),
//! with the argument and result registers pinned and the psABI's clobbers; tail calls
//! marked for frame lowering.

use super::{Sel, R};
use crate::riscv64::inst as I;
use crate::riscv64::regs;
use rllc_isel::dag::NodeId;
use rllc_isel::dag_ops::{NodeData, Opcode};
use rllc_isel::mir::{inst_flags, Reg, SymbolRef};
use rllc_regalloc::PReg;

impl Sel<'_, '_> {
    pub(super) fn call(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let callee = n.op(1);
        let uses: Vec<(Reg, PReg)> = self.cx.glued_uses(id).into_iter().map(|(v, p)| (Reg::Virt(v), p)).collect();
        let defs: Vec<(Reg, PReg)> = self.cx.glued_defs(id).into_iter().map(|(v, p)| (Reg::Virt(v), p)).collect();
        let clobbers = Some(self.cx.mf.clobber_set(regs::call_clobbers()));
        let mi = match (self.op(callee), *self.dag.data(callee)) {
            (Opcode::GlobalAddress, NodeData::Global(g, 0)) if !self.is_tls(g) => {
                I::call_sym(SymbolRef::Global(g), &uses, &defs, clobbers)
            }
            (Opcode::ExternalSymbol, NodeData::Sym(s, 0)) => {
                I::call_sym(SymbolRef::External(s), &uses, &defs, clobbers)
            }
            _ => {
                let r = self.reg(callee);
                I::call_reg(r, &uses, &defs, clobbers)
            }
        };
        // Only `call sym` becomes a jump (`branches::tail_jump`): an indirect `musttail`
        // call stays a call rather than failing.
        let direct = I::decode(&mi).is_some_and(|(o, _)| o == I::Opcode::Call);
        let mi = match n.data {
            NodeData::Int(1) => mi.with_flags(inst_flags::TAIL_CALL),
            NodeData::Int(2) if direct => mi.with_flags(inst_flags::TAIL_CALL | inst_flags::MUST_TAIL_CALL),
            NodeData::Int(2) => mi.with_flags(inst_flags::TAIL_CALL),
            _ => mi,
        };
        self.emit(mi);
        Ok(())
    }
}
