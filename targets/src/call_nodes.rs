//! The DAG nodes every calling convention builds the same way: stack-object addresses,
//! loads of incoming stack arguments (invariant: nothing writes them), stores of outgoing
//! ones, and the glued physical-register copies that `Call`, `Return` and `ArgRegs`
//! carry (see `rllc_isel::target`).

use rllc_isel::dag::{Dag, SDValue};
use rllc_isel::dag_ops::{mem_flags, MemInfo, NodeData, Opcode};
use rllc_isel::mir::{FrameIndex, Reg};
use rllc_isel::vt::VT;
use rllc_regalloc::PReg;

/// The address of stack object `fi`.
pub fn frame_index(dag: &mut Dag, fi: FrameIndex) -> SDValue {
    dag.get1_data(Opcode::FrameIndex, VT::I64, &[], NodeData::Frame(fi))
}

/// A load of an incoming stack argument: returns (value, chain).
pub fn load(dag: &mut Dag, chain: SDValue, vt: VT, addr: SDValue, align: u64) -> (SDValue, SDValue) {
    let mut mi = MemInfo::new(vt, align);
    mi.flags |= mem_flags::INVARIANT;
    let n = dag.get(Opcode::Load, &[vt, VT::Chain], &[chain, addr], NodeData::Mem(mi), 0);
    (SDValue::new(n, 0), SDValue::new(n, 1))
}

/// A store of `v` at `addr`: returns the chain.
pub fn store(dag: &mut Dag, chain: SDValue, v: SDValue, addr: SDValue, align: u64) -> SDValue {
    let vt = dag.vt(v);
    let n = dag.get(Opcode::Store, &[VT::Chain], &[chain, v, addr], NodeData::Mem(MemInfo::new(vt, align)), 0);
    SDValue::new(n, 0)
}

/// A glued physical-register read: returns (value, chain, glue).
pub fn copy_from_phys(dag: &mut Dag, chain: SDValue, glue: SDValue, vt: VT, p: PReg) -> (SDValue, SDValue, SDValue) {
    let n = dag.get(Opcode::CopyFromReg, &[vt, VT::Chain, VT::Glue], &[chain, glue], NodeData::Reg(Reg::Phys(p)), 0);
    (SDValue::new(n, 0), SDValue::new(n, 1), SDValue::new(n, 2))
}

/// A glued physical-register write: returns (chain, glue).
pub fn copy_to_phys(dag: &mut Dag, chain: SDValue, glue: Option<SDValue>, v: SDValue, p: PReg) -> (SDValue, SDValue) {
    let mut ops = vec![chain, v];
    ops.extend(glue);
    let n = dag.get(Opcode::CopyToReg, &[VT::Chain, VT::Glue], &ops, NodeData::Reg(Reg::Phys(p)), 0);
    (SDValue::new(n, 0), SDValue::new(n, 1))
}
