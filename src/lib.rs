//! rllc: the library facade and driver. Reads LLVM IR and (once the backends exist)
//! compiles it to assembly or object files.

pub use rllc_ir as ir;
