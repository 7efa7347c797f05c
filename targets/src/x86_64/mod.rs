//! The x86-64 backend: registers and ABI register sets (`regs`), the instruction set with
//! one description per opcode and its constructors (`inst`), the encoder with branch
//! relaxation (`emit`), and the AT&T assembly printer (`asm`).
//!
//! # How the passes use this layer
//!
//! * **Selection** builds `MInst`s only through the constructors in `inst` (one per opcode,
//!   named after it: `add_rr(size, dst, lhs, rhs)`, `mov_rm(size, dst, Addr::base(p, 8))`,
//!   `cmov_rr(size, Cc::L, dst, old, src)` ...; plus `mov_imm`, `call_sym`, `call_r`,
//!   `call_m`, `jmp_sym`, `ret`, `entry_defs_of`). They fill in the register roles: tied
//!   two-address sources, `%cl` shift counts, `rax`/`rdx` of `mul`/`div`/`cqo`, fixed call
//!   arguments and results. A call needs `clobbers = MFunction::clobber_set(regs::call_clobbers(abi))`.
//!   Blocks end in one branch: `Jmp`, `Brcond` (two targets; emission drops the jump to the
//!   next block), `Jcc` only when the other successor is the next block, `JmpR`/`JmpM`
//!   (jump tables), `Ret`, `JmpSym` (tail call). EFLAGS are not allocated: keep each flag
//!   producer right before its consumer. x87 (`long double`) values live in stack slots;
//!   the x87 instructions address `st(i)` by immediate and are never reordered.
//! * **After allocation** every `Reg::Virt` operand is replaced by its `Reg::Phys`
//!   (roles stay), the allocator's edits become `inst::move_phys` (reg to reg),
//!   `inst::store_reg` / `inst::load_reg` (spill slots, given as `Addr::frame` of a stack
//!   object sized by `inst::spill_slot_layout`).
//! * **Frame lowering** adds the prologue/epilogue as ordinary instructions (`push_r`,
//!   `mov_rr`, `sub_ri` on `RSP`, `pop_r`, `leave`) and provides an `emit::FrameLayout`
//!   mapping each `FrameIndex` to (rsp or rbp, offset); instructions keep their `Frame`
//!   operands, which the encoder and printer resolve through it.
//! * **Emission** is `emit::emit_function` (bytes, `CodeReloc`s against `SymbolRef`s,
//!   block and instruction offsets) or `asm::print_function` with an `asm::AsmContext`
//!   naming symbols and blocks; both lay out branches the same way.

pub mod asm;
pub mod emit;
pub mod inst;
pub mod regs;
