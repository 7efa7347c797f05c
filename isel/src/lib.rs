//! rllc-isel: instruction selection. Owns MIR (`mir.rs`: machine functions with virtual
//! registers), and will own the SelectionDAG-like graph built per basic block, type and
//! operation legalization, the combiner, and the rule-matching driver targets plug their
//! selection rules into (issue 3).

pub mod mir;
