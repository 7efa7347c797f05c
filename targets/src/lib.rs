//! rllc-targets: one folder per architecture (x86-64, AArch64, RISC-V) holding registers,
//! instruction descriptions, selection rules, calling conventions, frame lowering,
//! encoders and assembly printers, reached only through the backend interface
//! (`backend`: `lookup(spec)` gives a `Backend`). Beside it, what every target shares:
//! neutral machine code (`code`), function layout with branch relaxation by range
//! (`layout`), retry loops inside one selected node (`loops`), prologue and epilogue
//! placement with their CFI (`prologue`), local label names (`labels`), the passes after
//! register allocation that only ask a target about its branches (`branches`,
//! `branch_fold`, `tail_calls`), the lowering of global data (`data`), the DAG nodes of
//! every calling convention (`call_nodes`), the call-site table of exception handling
//! (`call_sites`), frame facts from the IR and the body (`frame_facts`), which entries and
//! blocks control-flow protection marks as indirect-branch targets (`branch_protection`),
//! how code reaches globals (`global_access`), constants hoisted out of loops
//! (`loop_constants`), inline assembly's selection and template handling (`inline_asm`),
//! and the pieces of each target's instruction tables and
//! selector that are alike: operands with allocator roles (`operands`), the opcode-table
//! macro (`opcode_table`) and the selection state (`selector`).
//!
//! Implemented so far: x86-64 System V, AArch64 (AAPCS64) and RISC-V 64 (LP64D), all
//! with ELF objects.

pub mod aarch64;
pub mod backend;
pub mod bb_addr_map;
pub mod branch_fold;
pub mod branch_protection;
pub mod branches;
pub mod call_nodes;
pub mod call_sites;
pub mod code;
pub mod data;
pub mod frame_facts;
pub mod global_access;
pub mod inline_asm;
pub mod labels;
pub mod layout;
pub mod loop_constants;
pub mod loops;
pub mod module_asm;
mod opcode_table;
pub mod operands;
pub mod prologue;
pub mod riscv64;
pub mod selector;
pub mod tail_calls;
pub mod x86_64;

pub use backend::{lookup, Backend, FunctionBackend, LookupError, TargetSpec};
