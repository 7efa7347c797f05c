//! rllc-regalloc: register allocation. Will own liveness analysis, linear-scan allocation
//! over lifetime intervals with holes, interval splitting and spilling, move resolution on
//! CFG edges, and a checker. Generic over a `Function` trait so it knows no target names.
//!
//! Nothing is implemented yet; see issue 3.
