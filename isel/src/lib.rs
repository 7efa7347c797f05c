//! rllc-isel: instruction selection. Will own the SelectionDAG-like graph built per basic
//! block, type and operation legalization, the combiner, the rule-matching driver that
//! targets plug their selection rules into, and MIR (machine functions with virtual
//! registers) produced by linearizing the selected graph.
//!
//! Nothing is implemented yet; see issue 3.
