//! rllc-isel: instruction selection. Owns MIR (`mir.rs`: machine functions with virtual
//! registers), the SelectionDAG-like graph built per basic block (`vt`, `dag_ops`, `dag`,
//! `build` with `build/`), type and operation legalization (`legalize_types` with
//! `legalize_types/`, `legalize_ops`), the combiner, and the rule-matching driver
//! targets plug their selection rules into (`target`, `select`), division by constants
//! for their custom lowering (`div_by_constant`), plus the adapter to the register
//! allocator.

pub mod addr_mode;
pub mod asm_goto;
pub mod build;
pub mod combine;
pub mod dag;
pub mod dag_ops;
pub mod div_by_constant;
pub mod eh;
pub mod fp_class;
pub mod func_info;
pub mod inline_vec;
pub mod layouts;
pub mod legalize_ops;
pub mod legalize_types;
pub mod libcalls;
pub mod loops;
pub mod mir;
pub mod parts;
pub mod target;
pub mod vector_reduce;
pub mod vt;
pub mod regalloc_adapter;
pub mod select;
