//! The AArch64 backend: registers and AAPCS64 register sets (`regs`), the instruction set
//! with one description per opcode and its constructors (`inst`), the encoder with branch
//! relaxation (`emit`), the GNU-syntax assembly printer (`asm`), and `A64Target`, which
//! plugs into the target-independent selector: legal types and operation actions
//! (`lowering`), the AAPCS64 calling convention (`abi`), selection rules (`isel`), the
//! loops some atomics need (`expand`). `A64Backend` (below) is the `Backend` the driver
//! reaches all of this through.
//!
//! Until the shared frame lowering (`frame.rs`, owned elsewhere) lands, `standin_frame`
//! (private, below in `standin_frame.rs`-free form: this file's `standin_frame` module)
//! lays out the frame: a frame record (x29, x30) at the top, callee-saved pairs below it,
//! then locals and spill slots, the outgoing-argument area at sp.

pub mod asm;
pub mod branches;
pub mod emit;
pub mod frame;
pub mod inline_asm;
pub mod inst;
pub mod peephole;
pub mod regs;

pub mod abi;
pub mod intrinsics;
pub mod isel;
pub mod lowering;
pub mod pauth;

use crate::backend::{AsmLine, Backend, FunctionBackend, JumpTableEntry, ModuleContext, SymbolNames, TargetSpec};
use crate::code::FunctionCode;
use crate::labels;
use rllc_ir::module::GlobalId;
use rllc_ir::{Diagnostic, Module};
use rllc_isel::mir::{FrameIndex, MBlockId, MFunction, PReg, SymbolRef};
use rllc_isel::regalloc_adapter::{apply_allocation, AllocationSummary};
use rllc_objwriter::{Arch, CfiInst, Format};
use rllc_regalloc::{MachineEnv, Output};

/// CPU features selection looks at beyond the Armv8.0-A baseline (FP and NEON, which
/// llc assumes for `aarch64-linux-gnu`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Features {
    /// LSE atomics (`cas`, `ldadd`, `swp`, …; Armv8.1-A).
    pub lse: bool,
    /// Atomics through libgcc's `__aarch64_*` helpers (which pick LSE at run time).
    pub outline_atomics: bool,
    /// Advanced SIMD.
    pub neon: bool,
    /// Scalar floating point.
    pub fp: bool,
    /// Half-precision arithmetic (`+fullfp16`).
    pub fullfp16: bool,
    /// Pointer authentication (`+pauth`, Armv8.3-A): llc then returns with `retaa`.
    pub pauth: bool,
}

impl Default for Features {
    /// llc's generic AArch64 CPU: FP and NEON, no LSE, no outline atomics.
    fn default() -> Features {
        Features { lse: false, outline_atomics: false, neon: true, fp: true, fullfp16: false, pauth: false }
    }
}

impl Features {
    /// The features of an `-mcpu` name and `-mattr` lists (`+lse,-neon`); unknown names
    /// are ignored, as llc warns and ignores them.
    pub fn from_cpu_and_attrs(cpu: Option<&str>, attrs: &[String]) -> Features {
        let mut f = Features::default();
        if let Some(c) = cpu {
            // CPUs of Armv8.1-A and later have LSE.
            let v81 = ["cortex-a55", "cortex-a65", "cortex-a75", "cortex-a76", "cortex-a77", "cortex-a78", "cortex-x1"];
            if v81.contains(&c) || c.starts_with("neoverse") || c.starts_with("apple-") || c.starts_with("cortex-x") {
                f.lse = true;
            }
        }
        for a in attrs {
            f.apply(a);
        }
        f
    }

    /// Applies one comma-separated feature list (`+a,-b`).
    pub fn apply(&mut self, list: &str) {
        for a in list.split(',') {
            let (on, name) = match a.as_bytes().first() {
                Some(b'+') => (true, &a[1..]),
                Some(b'-') => (false, &a[1..]),
                _ => (true, a),
            };
            match name {
                "lse" => self.lse = on,
                "outline-atomics" => self.outline_atomics = on,
                "neon" => self.neon = on,
                "fp-armv8" => self.fp = on,
                "fullfp16" => self.fullfp16 = on,
                "pauth" => self.pauth = on,
                "v8.1a" | "v8.2a" if on => self.lse = true,
                "v8.3a" | "v8.4a" | "v8.5a" | "v8.6a" | "v8.7a" | "v8.8a" | "v8.9a" | "v9a" | "v9.1a" | "v9.2a"
                | "v9.3a" | "v9.4a" | "v9.5a"
                    if on =>
                {
                    self.lse = true;
                    self.pauth = true;
                }
                _ => {}
            }
        }
    }

    /// These features with a function's `"target-features"` attribute applied.
    pub fn for_function(self, m: &Module, f: &rllc_ir::Function) -> Features {
        let mut out = self;
        let list = m.syms.get(b"target-features").and_then(|k| m.attrs.string(f.fn_attrs, k)).flatten();
        if let Some(v) = list {
            out.apply(&String::from_utf8_lossy(m.syms.bytes(v)));
        }
        out
    }
}

/// The AArch64 backend as the target-independent selector sees it: `TargetLowering`
/// (`lowering.rs`, with the calling convention in `abi.rs`) and `TargetIsel`
/// (`isel/mod.rs`). One value per function.
pub struct A64Target {
    /// Position-independent code: globals that are not `dso_local` are reached through
    /// the GOT (`adrp :got:` + `ldr :got_lo12:`).
    pub pic: bool,
    pub features: Features,
    /// The allocatable registers (x29 excluded while a frame pointer is used).
    pub env: MachineEnv,
    frame_pointer: bool,
    /// A variadic function's vector register save area (`abi::lower_va_start` reads it;
    /// the general one is `FrameInfo::varargs`).
    pub vr_save_area: Option<FrameIndex>,
    /// Selection put a value wider than 64 bits (an `fp128` or vector image) in an FP/SIMD
    /// register: every call then clobbers v8..v15 whole (see `regs::wide_call_clobbers`).
    pub wide_fpr: bool,
}

impl A64Target {
    pub fn new(pic: bool, frame_pointer: bool, features: Features) -> A64Target {
        let env = regs::machine_env(frame_pointer);
        A64Target { pic, features, env, frame_pointer, vr_save_area: None, wide_fpr: false }
    }

    /// Whether x29 is reserved as the frame pointer (decided after selection).
    pub fn set_frame_pointer(&mut self, fp: bool) {
        if fp != self.frame_pointer {
            self.frame_pointer = fp;
            self.env = regs::machine_env(fp);
        }
    }

    pub fn frame_pointer(&self) -> bool {
        self.frame_pointer
    }
}

/// The AArch64 backend for one module.
pub struct A64Backend {
    format: Format,
    pic: bool,
    features: Features,
    /// Not at -O0 (`TargetSpec::optimize`).
    optimize: bool,
    /// The module's address-taken functions and blocks, for BTI's `bti j` (computed once,
    /// by the first function that asks).
    taken: std::sync::OnceLock<crate::branch_protection::AddressTaken>,
}

impl A64Backend {
    pub fn new(spec: &TargetSpec, format: Format) -> A64Backend {
        let features = Features::from_cpu_and_attrs(spec.cpu.as_deref(), &spec.features);
        A64Backend { format, pic: spec.pic, features, optimize: spec.optimize, taken: std::sync::OnceLock::new() }
    }
}

fn diag(msg: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::new(None, msg.to_string())
}

impl Backend for A64Backend {
    fn gnu_property(&self, m: &Module) -> Option<(u32, u32)> {
        // GNU_PROPERTY_AARCH64_FEATURE_1_AND: BTI (1), PAC (2), GCS (4).
        let bits = pauth::property_note_bits(m);
        (bits != 0 && self.format == Format::Elf).then_some((0xc000_0000, bits))
    }
    fn arch(&self) -> Arch {
        Arch::Aarch64
    }

    fn format(&self) -> Format {
        self.format
    }

    /// llc aligns AArch64 functions to 4 bytes (one instruction).
    fn function_alignment(&self) -> u64 {
        4
    }

    fn asm_syntax(&self) -> crate::module_asm::AsmSyntax {
        crate::module_asm::AsmSyntax { comment: "//", align_is_log2: true, word_size: 4 }
    }

    fn assemble_module_statement(&self, text: &str) -> Result<crate::module_asm::AsmStatement, String> {
        inline_asm::module::assemble_statement(text)
    }

    fn dwarf_register(&self, name: &str) -> Option<u16> {
        inline_asm::reg_by_name(name).and_then(regs::dwarf_reg)
    }

    /// As llvm-mc pads AArch64 code: zero bytes up to a multiple of four, then `nop`s.
    fn code_padding(&self, n: usize) -> Option<Vec<u8>> {
        let mut out = vec![0; n % 4];
        for _ in 0..n / 4 {
            out.extend_from_slice(&0xd503_201f_u32.to_le_bytes());
        }
        Some(out)
    }

    /// `BrJT` is `adr t, table; ldrsw e, [t, i, lsl #2]; add t, t, e; br t`.
    fn jump_table_entry(&self) -> JumpTableEntry {
        JumpTableEntry::Rel32FromTable
    }

    fn eh_pointer_size(&self, _pic: bool) -> Result<Option<u8>, Diagnostic> {
        // llc-19 reaches them pc-relative with 8-byte pointers, with or without PIC.
        Ok(Some(rllc_objwriter::lsda::encoding::SDATA8))
    }

    fn function<'a>(
        &'a self,
        m: &'a Module,
        g: GlobalId,
        number: u32,
        cx: &'a ModuleContext<'a>,
    ) -> Result<Box<dyn FunctionBackend + 'a>, Diagnostic> {
        let f = m.function(g).ok_or_else(|| diag("not a function"))?;
        let features = self.features.for_function(m, f);
        let protection = pauth::Protection::of(m, f, features.pauth)?;
        let taken = protection.bti.then(|| self.taken.get_or_init(|| crate::branch_protection::AddressTaken::of(m)));
        let target = A64Target::new(self.pic, false, features);
        Ok(Box::new(A64Function {
            m,
            g,
            number,
            cx,
            format: self.format,
            fopts: frame::FrameOptions::for_function(m, f),
            target,
            summary: None,
            frame: frame::Frame::default(),
            optnone: !self.optimize || m.attrs.has(f.fn_attrs, rllc_ir::attrs::AttrKind::OptimizeNone),
            protection,
            taken,
        }))
    }
}

/// One function through the AArch64 stages.
struct A64Function<'a> {
    m: &'a Module,
    g: GlobalId,
    number: u32,
    cx: &'a ModuleContext<'a>,
    format: Format,
    fopts: frame::FrameOptions,
    target: A64Target,
    summary: Option<AllocationSummary>,
    frame: frame::Frame,
    /// The function is `optnone` (clang -O0), or rllc runs at -O0: no block placement or
    /// load/store pairing, and only the allocator's edge blocks are folded (llc keeps
    /// every IR block at -O0: its jumps have line-table rows where gdb stops).
    optnone: bool,
    /// BTI and return-address signing (`pauth.rs`).
    protection: pauth::Protection,
    /// Under BTI: the module's address-taken functions and blocks.
    taken: Option<&'a crate::branch_protection::AddressTaken>,
}

impl FunctionBackend for A64Function<'_> {
    fn branch_info(&self) -> &'static dyn crate::branches::BranchInfo {
        &branches::A64Branches
    }

    fn select(&mut self) -> Result<MFunction, Diagnostic> {
        rllc_isel::select::select_function(self.m, self.g, &mut self.target, self.cx.libcalls, self.cx.layouts)
    }

    fn allocation_env(&mut self, mf: &MFunction) -> &MachineEnv {
        self.target.set_frame_pointer(frame::needs_frame_pointer(mf, &self.fopts));
        if frame::needs_base_pointer(mf) {
            // x19 holds the realigned stack pointer: not allocatable.
            for c in &mut self.target.env.classes {
                c.callee_saved.retain(|&p| p != regs::X19);
            }
        }
        &self.target.env
    }

    fn apply_allocation(&mut self, mf: &mut MFunction, out: &Output) -> Result<(), Diagnostic> {
        self.summary = Some(apply_allocation(mf, &self.target, out));
        // Exclusive loops were one instruction through allocation (no spill inside).
        if isel::expand_exclusive_loops(mf).map_err(diag)? {
            crate::loops::split_loops(mf, &branches::A64Branches).map_err(diag)?;
        }
        if self.optnone {
            crate::branch_fold::fold_edge_blocks(mf, &branches::A64Branches);
        } else {
            crate::branch_fold::fold_branches(mf, &branches::A64Branches);
            peephole::run(mf);
        }
        Ok(())
    }

    fn lower_frame(&mut self, mf: &mut MFunction) -> Result<(), Diagnostic> {
        let summary = self.summary.take().ok_or_else(|| diag("frame lowering before register allocation"))?;
        if let Some(taken) = self.taken {
            pauth::mark_jump_targets(self.m, self.g, mf, taken);
        }
        let sign = self.protection.sign.filter(|_| !self.fopts.naked);
        self.frame = frame::lower_frame(mf, &summary, &self.fopts, self.target.frame_pointer(), sign)?;
        if self.protection.bti {
            pauth::mark_entry(mf, &mut self.frame);
        }
        Ok(())
    }

    fn encode(&mut self, mf: &MFunction) -> Result<FunctionCode, Diagnostic> {
        emit::emit_function(mf, &self.frame).map_err(diag)
    }

    fn cfi(&self, code: &FunctionCode) -> Vec<(u32, CfiInst)> {
        self.frame.cfi_offsets(&code.inst_offsets, code.bytes.len() as u32)
    }

    fn asm_lines(&self, mf: &MFunction, code: &FunctionCode, names: &dyn SymbolNames) -> Result<Vec<AsmLine>, Diagnostic> {
        let ctx = AsmNames { frame: &self.frame, func: self.number, names, format: self.format };
        asm::print_lines(mf, code, &ctx).map_err(diag)
    }

    fn frame_slot_dwarf(&self, index: FrameIndex) -> Option<(u16, i64)> {
        use emit::FrameLayout;
        let (reg, offset) = self.frame.frame_slot(index)?;
        Some((regs::dwarf_reg(reg)?, offset))
    }

    fn debug_frame_base(&self) -> u16 {
        let base = if self.frame.uses_frame_pointer { regs::FP } else { regs::SP };
        regs::dwarf_reg(base).unwrap_or(31)
    }
}

/// How the assembly text of one function names symbols, blocks and stack objects.
struct AsmNames<'a> {
    frame: &'a frame::Frame,
    func: u32,
    names: &'a dyn SymbolNames,
    format: Format,
}

impl emit::FrameLayout for AsmNames<'_> {
    fn frame_slot(&self, index: FrameIndex) -> Option<(PReg, i64)> {
        emit::FrameLayout::frame_slot(self.frame, index)
    }
}

impl asm::AsmContext for AsmNames<'_> {
    fn symbol(&self, sym: SymbolRef, out: &mut String) {
        match sym {
            SymbolRef::Global(g) => out.push_str(&self.names.global(g)),
            SymbolRef::External(e) => out.push_str(&self.names.external(e)),
            SymbolRef::ConstPool(k) => out.push_str(&labels::private(self.format, &labels::const_pool_name(self.func, k))),
            SymbolRef::JumpTable(k) => out.push_str(&labels::private(self.format, &labels::jump_table_name(self.func, k))),
            SymbolRef::Block(b) => self.block_label(b, out),
        }
    }

    fn block_label(&self, block: MBlockId, out: &mut String) {
        out.push_str(&labels::block(self.format, self.func, block.0));
    }
}
