//! The x86-64 backend: registers and ABI register sets (`regs`), the instruction set with
//! one description per opcode and its constructors (`inst`), the encoder (`emit`, laid
//! out by the shared `crate::layout`), the AT&T assembly printer (`asm`), and
//! `X86Target`, which plugs into the target-independent selector: legal types and
//! operation actions (`lowering`), calling conventions (`abi`), selection rules (`isel`,
//! with `isel/vector` for SSE2, `isel/x87` for `long double` and `intrinsics` for `llvm.x86.*`; the
//! retry loops some atomics need are split into blocks by the shared `crate::loops`),
//! the clean-ups after register allocation (`peephole`, then the shared `branch_fold`,
//! with `branches` answering the shared passes' questions about x86 branches), and frame
//! lowering (`frame`, with `landing` for CET's `endbr64`s and the `__fentry__` call).
//! Inline assembly: `inline_asm` (selection into one self-describing instruction, template
//! substitution) and `inline_asm/assembler` (AT&T text to bytes on iced-x86,
//! for object output). `X86Backend` (below) is the `Backend` the driver reaches all of
//! this through.
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

pub mod abi;
pub mod branches;
pub mod peephole;
pub mod frame;
pub mod inline_asm;
mod landing;
mod intrinsics;
pub mod isel;
pub mod lowering;

use crate::branch_protection::{entry_needs_landing, AddressTaken, CfProtection};
use crate::backend::{AsmLine, Backend, FunctionBackend, JumpTableEntry, ModuleContext, SymbolNames, TargetSpec};
use crate::code::{FrameLayout, FunctionCode};
use crate::labels;
use regs::Abi;
use rllc_ir::module::GlobalId;
use rllc_ir::{Diagnostic, Module};
use rllc_isel::mir::{FrameIndex, MBlockId, MFunction, PReg, SymbolRef};
use rllc_isel::regalloc_adapter::{apply_allocation, AllocationSummary};
use rllc_objwriter::{Arch, CfiInst, Format};
use rllc_regalloc::{MachineEnv, Output};

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
    /// Jump-table jumps are `notrack` (the module asks for CET indirect-branch tracking).
    pub notrack_jump_tables: bool,
}

impl X86Target {
    pub fn new(abi: Abi, pic: bool, frame_pointer: bool, features: Features) -> X86Target {
        let env = regs::machine_env(abi, frame_pointer);
        X86Target { abi, pic, features, env, frame_pointer, tls_get_addr: None, notrack_jump_tables: false }
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

/// The clean-ups after register allocation: zeroing idioms (`peephole`; llc's -O0 code
/// zeroes with `xor` too), then the shared branch folding, which removes the jump-only
/// edge blocks the allocator left empty and, when optimizing, the IR's jump-only blocks
/// and short branch targets (tail duplication).
pub fn after_allocation(mf: &mut MFunction, optnone: bool) {
    peephole::zero_idioms(mf);
    if optnone {
        crate::branch_fold::fold_edge_blocks(mf, &branches::X86Branches);
    } else {
        crate::branch_fold::fold_branches(mf, &branches::X86Branches);
    }
}

/// The x86-64 backend for one module: ABI variant, object format and settings.
pub struct X86Backend {
    abi: Abi,
    format: Format,
    pic: bool,
    features: Features,
    /// The module's CET flags and, under indirect-branch tracking, its address-taken
    /// functions and blocks (computed once, by the first function that asks).
    cet: std::sync::OnceLock<(CfProtection, AddressTaken)>,
    /// Not at -O0 (`TargetSpec::optimize`).
    optimize: bool,
}

impl X86Backend {
    pub fn new(spec: &TargetSpec, abi: Abi, format: Format) -> X86Backend {
        let features = Features::from_cpu_and_attrs(spec.cpu.as_deref(), &spec.features);
        X86Backend { abi, format, pic: spec.pic, features, cet: std::sync::OnceLock::new(), optimize: spec.optimize }
    }
}

fn diag(msg: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::new(None, msg.to_string())
}

impl Backend for X86Backend {
    fn gnu_property(&self, m: &Module) -> Option<(u32, u32)> {
        // GNU_PROPERTY_X86_FEATURE_1_AND: IBT (1), SHSTK (2).
        let cet = crate::branch_protection::CfProtection::of(m);
        cet.any().then(|| (0xc000_0002, u32::from(cet.branch) | u32::from(cet.ret) << 1))
    }
    fn stack_protector_checks_in_ir(&self) -> bool {
        // The guard (%fs:0x28) is an IR value.
        true
    }
    fn arch(&self) -> Arch {
        Arch::X86_64
    }

    fn format(&self) -> Format {
        self.format
    }

    /// llc aligns x86-64 functions to 16 bytes.
    fn function_alignment(&self) -> u64 {
        16
    }

    /// `BrJT` is `lea table(%rip), t; movslq (t,i,4), e; add t, e; jmp *e`.
    fn jump_table_entry(&self) -> JumpTableEntry {
        JumpTableEntry::Rel32FromTable
    }

    fn eh_pointer_size(&self, pic: bool) -> Result<Option<u8>, Diagnostic> {
        Ok(pic.then_some(rllc_objwriter::lsda::encoding::SDATA4))
    }

    fn assemble_module_statement(&self, text: &str) -> Result<crate::module_asm::AsmStatement, String> {
        inline_asm::module::assemble_statement(text)
    }

    fn dwarf_register(&self, name: &str) -> Option<u16> {
        match name.trim_start_matches('%') {
            "rip" => Some(regs::DWARF_RETURN_ADDRESS),
            n => inline_asm::reg_by_name(n).and_then(regs::dwarf_reg),
        }
    }

    fn code_padding(&self, n: usize) -> Option<Vec<u8>> {
        let mut out = Vec::with_capacity(n);
        emit::nop_padding(n, &mut out);
        Some(out)
    }

    fn function<'a>(
        &'a self,
        m: &'a Module,
        g: GlobalId,
        number: u32,
        cx: &'a ModuleContext<'a>,
    ) -> Result<Box<dyn FunctionBackend + 'a>, Diagnostic> {
        let f = m.function(g).ok_or_else(|| diag("not a function"))?;
        let mut target = X86Target::new(self.abi, self.pic, false, self.features);
        target.tls_get_addr = cx.libcalls.get("__tls_get_addr");
        let (cet, taken) = self.cet.get_or_init(|| {
            let cet = CfProtection::of(m);
            let taken = if cet.branch { AddressTaken::of(m) } else { AddressTaken::default() };
            (cet, taken)
        });
        target.notrack_jump_tables = cet.branch;
        let ibt = cet.branch.then(|| landing::Ibt { entry: entry_needs_landing(m, g, taken), taken });
        Ok(Box::new(X86Function {
            m,
            g,
            number,
            cx,
            format: self.format,
            fopts: frame::FrameOptions::for_function(m, f, self.abi),
            target,
            summary: None,
            frame: frame::Frame::default(),
            ibt,
            fentry: string_attr_is(m, f, b"fentry-call", b"true"),
            patchable_entry: crate::frame_facts::patchable(m, f).1,
            optnone: !self.optimize || m.attrs.has(f.fn_attrs, rllc_ir::attrs::AttrKind::OptimizeNone),
        }))
    }
}

/// One function through the x86-64 stages.
struct X86Function<'a> {
    m: &'a Module,
    g: GlobalId,
    number: u32,
    cx: &'a ModuleContext<'a>,
    format: Format,
    fopts: frame::FrameOptions,
    target: X86Target,
    summary: Option<AllocationSummary>,
    frame: frame::Frame,
    /// Indirect-branch tracking (CET) is on: where `endbr64`s go.
    ibt: Option<landing::Ibt<'a>>,
    /// `"fentry-call"="true"`: `call __fentry__` before the prologue.
    fentry: bool,
    /// `"patchable-function-entry"`: bytes of nops at the entry.
    patchable_entry: u64,
    /// The function is `optnone` (clang -O0), or rllc runs at -O0: only the allocator's
    /// edge blocks are folded.
    optnone: bool,
}

/// Whether the function has the string attribute `key` with the value `value`.
fn string_attr_is(m: &Module, f: &rllc_ir::Function, key: &[u8], value: &[u8]) -> bool {
    let v = m.syms.get(key).and_then(|k| m.attrs.string(f.fn_attrs, k)).flatten();
    v.is_some_and(|v| m.syms.bytes(v) == value)
}

impl FunctionBackend for X86Function<'_> {
    fn branch_info(&self) -> &'static dyn crate::branches::BranchInfo {
        &branches::X86Branches
    }

    fn select(&mut self) -> Result<MFunction, Diagnostic> {
        rllc_isel::select::select_function(self.m, self.g, &mut self.target, self.cx.libcalls, self.cx.layouts)
    }

    fn allocation_env(&mut self, mf: &MFunction) -> &MachineEnv {
        // rbp is allocatable unless the frame needs it, so decide before allocation.
        self.target.set_frame_pointer(frame::needs_frame_pointer(mf, &self.fopts));
        if frame::needs_base_pointer(mf, &self.fopts) {
            // rbx holds the realigned stack pointer: not allocatable.
            for c in &mut self.target.env.classes {
                c.callee_saved.retain(|&p| p != regs::RBX);
            }
        }
        &self.target.env
    }

    fn apply_allocation(&mut self, mf: &mut MFunction, out: &Output) -> Result<(), Diagnostic> {
        self.summary = Some(apply_allocation(mf, &self.target, out));
        after_allocation(mf, self.optnone);
        Ok(())
    }

    fn lower_frame(&mut self, mf: &mut MFunction) -> Result<(), Diagnostic> {
        let summary = self.summary.take().ok_or_else(|| diag("frame lowering before register allocation"))?;
        if let Some(ibt) = &self.ibt {
            landing::mark_inner_targets(self.m, self.g, mf, ibt);
        }
        self.frame = frame::lower_frame(mf, &summary, &self.fopts, self.target.frame_pointer())?;
        if self.patchable_entry > 0 {
            // `"patchable-function-entry"`: nops at the entry, before the prologue.
            landing::insert_at_entry(mf, &mut self.frame, inst::patch_nops(self.patchable_entry as i64));
        }
        if self.fentry {
            // `-pg -mfentry`: the profiling call comes before the prologue (after `endbr64`).
            let sym = self.cx.libcalls.get("__fentry__").ok_or_else(|| diag("no symbol for __fentry__"))?;
            landing::insert_at_entry(mf, &mut self.frame, landing::fentry_call(sym));
        }
        if self.ibt.as_ref().is_some_and(|i| i.entry) {
            landing::insert_at_entry(mf, &mut self.frame, inst::endbr64());
        }
        Ok(())
    }

    fn encode(&mut self, mf: &MFunction) -> Result<FunctionCode, Diagnostic> {
        emit::emit_function(mf, &self.frame).map_err(diag)
    }

    fn cfi(&self, code: &FunctionCode) -> Vec<(u32, CfiInst)> {
        self.frame.cfi_offsets(&code.inst_offsets, code.bytes.len() as u32)
    }

    fn asm_lines(
        &self,
        mf: &MFunction,
        code: &FunctionCode,
        names: &dyn SymbolNames,
    ) -> Result<Vec<AsmLine>, Diagnostic> {
        let ctx = AsmNames { frame: &self.frame, func: self.number, names, format: self.format };
        asm::print_lines(mf, code, &ctx).map_err(diag)
    }

    fn frame_slot_dwarf(&self, index: FrameIndex) -> Option<(u16, i64)> {
        let (reg, offset) = self.frame.frame_slot(index)?;
        Some((regs::dwarf_reg(reg)?, offset))
    }

    fn debug_frame_base(&self) -> u16 {
        let base = if self.target.frame_pointer() { regs::RBP } else { regs::RSP };
        regs::dwarf_reg(base).unwrap_or(0)
    }

    fn stack_size(&self) -> Option<u64> {
        Some(self.frame.stack_size)
    }
}

/// How the assembly text of one function names symbols, blocks and stack objects.
struct AsmNames<'a> {
    frame: &'a frame::Frame,
    func: u32,
    names: &'a dyn SymbolNames,
    format: Format,
}

impl FrameLayout for AsmNames<'_> {
    fn frame_slot(&self, index: FrameIndex) -> Option<(PReg, i64)> {
        self.frame.frame_slot(index)
    }
}

impl asm::AsmContext for AsmNames<'_> {
    fn symbol(&self, sym: SymbolRef, out: &mut String) {
        match sym {
            SymbolRef::Global(g) => out.push_str(&self.names.global(g)),
            SymbolRef::External(e) => out.push_str(&self.names.external(e)),
            SymbolRef::ConstPool(k) => {
                out.push_str(&labels::private(self.format, &labels::const_pool_name(self.func, k)))
            }
            SymbolRef::JumpTable(k) => {
                out.push_str(&labels::private(self.format, &labels::jump_table_name(self.func, k)))
            }
            SymbolRef::Block(b) => self.block_label(b, out),
        }
    }

    fn block_label(&self, block: MBlockId, out: &mut String) {
        out.push_str(&labels::block(self.format, self.func, block.0));
    }

    /// ELF calls that may leave the module go through the PLT (`@PLT`); COFF and Mach-O
    /// spell no suffix.
    fn call_suffix(&self, sym: SymbolRef) -> &'static str {
        match sym {
            _ if self.format != Format::Elf => "",
            SymbolRef::Global(g) if !self.names.preemptible(g) => "",
            _ => "@PLT",
        }
    }
}
