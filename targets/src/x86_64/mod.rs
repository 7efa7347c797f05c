//! The x86-64 backend: registers and ABI register sets (`regs`), the instruction set with
//! one description per opcode and its constructors (`inst`), the encoder with branch
//! relaxation (`emit`), the AT&T assembly printer (`asm`), and `X86Target`, which plugs
//! into the target-independent selector: legal types and operation actions
//! (`lowering`), calling conventions (`abi`), selection rules (`isel`, `isel_vector`,
//! with `x87` for `long double`, `intrinsics` for `llvm.x86.*` and `expand` for the
//! loops some atomics need), the clean-ups after register allocation (`peephole`,
//! `branch_fold`), and frame lowering (`frame`). Inline assembly: `inline_asm` (selection
//! into one self-describing instruction, template substitution) and `assembler` (AT&T
//! text to bytes on iced-x86, for object output).
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
pub mod assembler;
pub mod emit;
pub mod inst;
pub mod regs;

pub mod abi;
pub mod branch_fold;
pub mod peephole;
pub mod expand;
pub mod frame;
pub mod inline_asm;
mod intrinsics;
pub mod isel;
mod isel_vector;
pub mod lowering;
pub mod x87;

use regs::Abi;
use rllc_regalloc::MachineEnv;

/// CPU features selection looks at beyond the x86-64 baseline (SSE2, CMOV, CMPXCHG8B).
/// `Default` is llc's generic `x86-64` CPU: none of them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// `popcnt` (x86-64-v2).
    pub popcnt: bool,
    /// `lzcnt` (ABM; x86-64-v3).
    pub lzcnt: bool,
    /// `tzcnt` and the rest of BMI1 (x86-64-v3).
    pub bmi: bool,
    /// SSE3, SSSE3, SSE4.1 (x86-64-v2): `pmulld`, `roundsd`, `pinsrd`, … (only
    /// `sse41` changes selection today).
    pub sse41: bool,
    /// `cmpxchg16b` (x86-64-v2).
    pub cx16: bool,
}

impl Features {
    /// The features of an `-mcpu` name and `-mattr` list (`+popcnt,-lzcnt`); unknown
    /// names are ignored (llc warns and ignores them too).
    pub fn from_cpu_and_attrs(cpu: Option<&str>, attrs: &[String]) -> Features {
        let mut f = Features::default();
        let level = match cpu.unwrap_or("x86-64") {
            "x86-64-v2" | "nehalem" | "westmere" | "silvermont" | "goldmont" => 2,
            "x86-64-v3" | "haswell" | "broadwell" | "skylake" | "alderlake" | "znver1" | "znver2" | "znver3" => 3,
            "x86-64-v4" | "skylake-avx512" | "icelake-server" | "sapphirerapids" | "znver4" | "native" => 4,
            "sandybridge" | "ivybridge" | "btver2" | "bdver1" | "bdver2" => 2,
            _ => 1,
        };
        if level >= 2 {
            f.popcnt = true;
            f.sse41 = true;
            f.cx16 = true;
        }
        if level >= 3 {
            f.lzcnt = true;
            f.bmi = true;
        }
        for a in attrs.iter().flat_map(|s| s.split(',')) {
            let (on, name) = match a.as_bytes().first() {
                Some(b'+') => (true, &a[1..]),
                Some(b'-') => (false, &a[1..]),
                _ => (true, a),
            };
            match name {
                "popcnt" => f.popcnt = on,
                "lzcnt" => f.lzcnt = on,
                "bmi" => f.bmi = on,
                "sse4.1" | "sse4.2" => f.sse41 = on,
                "cx16" => f.cx16 = on,
                _ => {}
            }
        }
        f
    }
}

/// The x86-64 backend as the target-independent selector sees it: `TargetLowering`
/// (`lowering.rs`, with the calling conventions in `abi.rs`) and `TargetIsel`
/// (`isel/mod.rs`). One value per module.
pub struct X86Target {
    pub abi: Abi,
    /// Position-independent code: globals that are not `dso_local` are reached through
    /// the GOT (`sym@GOTPCREL(%rip)`).
    pub pic: bool,
    pub features: Features,
    /// The allocatable registers (rbp excluded while a frame pointer is used).
    pub env: MachineEnv,
    frame_pointer: bool,
    /// The module's symbol for `__tls_get_addr`, which the general- and local-dynamic TLS
    /// models call (see `LibcallSyms`); `None` makes those models an error.
    pub tls_get_addr: Option<rllc_ir::interner::Sym>,
}

impl X86Target {
    pub fn new(abi: Abi, pic: bool, frame_pointer: bool, features: Features) -> X86Target {
        X86Target { abi, pic, features, env: regs::machine_env(abi, frame_pointer), frame_pointer, tls_get_addr: None }
    }

    /// System V, PIC, generic x86-64: what llc does for `x86_64-linux-gnu` with
    /// `-relocation-model=pic`.
    pub fn sysv() -> X86Target {
        X86Target::new(Abi::SysV, true, false, Features::default())
    }

    /// Whether rbp is reserved as the frame pointer (and so not allocatable). Decide per
    /// function after selection and before register allocation
    /// (`frame::needs_frame_pointer`).
    pub fn set_frame_pointer(&mut self, fp: bool) {
        if fp != self.frame_pointer {
            self.frame_pointer = fp;
            self.env = regs::machine_env(self.abi, fp);
        }
    }

    pub fn frame_pointer(&self) -> bool {
        self.frame_pointer
    }
}
