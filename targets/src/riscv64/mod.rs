//! The RISC-V 64 backend (RV64GC, lp64d, Linux ELF): registers and the allocator's
//! register sets (`regs`), the instruction set with one description per opcode (`inst`),
//! the encoder with function layout and branch relaxation (`emit`), the RVC compressor
//! (`rvc`), the GNU-syntax printer (`asm`), and `RvTarget`, which plugs into the
//! target-independent selector: legal types and operation actions (`lowering`), the
//! LP64D calling convention (`abi`), selection rules (`isel`), frame lowering (`frame`),
//! the shared passes' questions about branches (`branches`) and the clean-ups after
//! allocation (`peephole`). `RvBackend` (below) is the `Backend` the driver reaches all
//! of this through.
//!
//! Linker relaxation: none. No `R_RISCV_RELAX` or `R_RISCV_ALIGN` is emitted, whatever
//! `+relax` says, so the linker never shrinks this code, and every reference whose
//! distance the linker could change (calls, `auipc` pairs, references across sections)
//! stays a relocation while branches within a function are resolved here (and, as
//! llvm-mc does under `.option norelax`, the object writer resolves `call`s and
//! `%pcrel_hi`/`%pcrel_lo` pairs to local symbols of the same section). Code is
//! compressed (RVC) where the function's features include `+c`. Inline assembly is
//! assembled by `inline_asm` on the same encoder.

pub mod abi;
pub mod asm;
pub mod branches;
pub mod emit;
pub mod frame;
pub mod inline_asm;
pub mod inst;
pub mod intrinsics;
pub mod isel;
pub mod lowering;
pub mod peephole;
pub mod regs;
pub mod rvc;

use crate::backend::{AsmLine, Backend, FunctionBackend, JumpTableEntry, ModuleContext, SymbolNames, TargetSpec};
use crate::code::FunctionCode;
use crate::frame_facts::FrameOptions;
use crate::labels;
use rllc_ir::attrs::AttrKind;
use rllc_ir::module::GlobalId;
use rllc_ir::{Diagnostic, Module};
use rllc_isel::mir::{FrameIndex, MBlockId, MFunction, PReg, SymbolRef};
use rllc_isel::regalloc_adapter::{apply_allocation, AllocationSummary};
use rllc_objwriter::{Arch, CfiInst, Format};
use rllc_regalloc::{MachineEnv, Output};

/// CPU features selection and encoding look at beyond RV64IMAFD.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// `+c`: compressed instructions.
    pub compress: bool,
    /// A vector extension (`+v`, `+zve*`) was asked for: refused.
    pub vector: bool,
}

impl Features {
    /// Applies one comma-separated feature list (`+a,-b`); unknown names are ignored.
    pub fn apply(&mut self, list: &str) {
        for a in list.split(',') {
            let (on, name) = match a.as_bytes().first() {
                Some(b'+') => (true, &a[1..]),
                Some(b'-') => (false, &a[1..]),
                _ => (true, a),
            };
            match name {
                // Clang lists `-zca` beside `+c` (`c` implies it); only `c` decides here.
                "c" => self.compress = on,
                "zca" if on => self.compress = true,
                "v" => self.vector = on,
                n if n.starts_with("zve") && on => self.vector = true,
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

/// The RISC-V backend as the target-independent selector sees it: `TargetLowering`
/// (`lowering.rs`, with the calling convention in `abi.rs`) and `TargetIsel`
/// (`isel/mod.rs`). One value per function.
pub struct RvTarget {
    /// Position-independent code: globals that are not `dso_local` are reached through
    /// the GOT (`auipc %got_pcrel_hi` + `ld %pcrel_lo`).
    pub pic: bool,
    pub features: Features,
    /// The allocatable registers (s0 excluded while it is the frame pointer).
    pub env: MachineEnv,
    frame_pointer: bool,
    /// The module's symbol for `__tls_get_addr`, which the dynamic TLS models call.
    pub tls_get_addr: Option<rllc_ir::interner::Sym>,
}

impl RvTarget {
    pub fn new(pic: bool, features: Features) -> RvTarget {
        RvTarget { pic, features, env: regs::machine_env(false), frame_pointer: false, tls_get_addr: None }
    }

    /// Whether s0 is reserved as the frame pointer (decided after selection).
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

/// The RISC-V 64 backend for one module.
pub struct RvBackend {
    format: Format,
    pic: bool,
    features: Features,
    /// Not at -O0 (`TargetSpec::optimize`).
    optimize: bool,
}

impl RvBackend {
    pub fn new(spec: &TargetSpec, format: Format) -> RvBackend {
        let mut features = Features::default();
        for list in &spec.features {
            features.apply(list);
        }
        RvBackend { format, pic: spec.pic, features, optimize: spec.optimize }
    }
}

fn diag(msg: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::new(None, msg.to_string())
}

impl Backend for RvBackend {
    fn stack_protector_checks_in_ir(&self) -> bool {
        // llc sets FastISel at -O0 (RISC-V has none), which makes the protector check in IR.
        !self.optimize
    }
    fn arch(&self) -> Arch {
        Arch::Riscv64
    }

    fn format(&self) -> Format {
        self.format
    }

    /// llc aligns RISC-V functions to 4 bytes (2 with `+c`); 4 is valid for both.
    fn function_alignment(&self) -> u64 {
        4
    }

    fn asm_syntax(&self) -> crate::module_asm::AsmSyntax {
        crate::module_asm::AsmSyntax { comment: "#", align_is_log2: true, word_size: 4 }
    }

    /// `BrJT` is `lla t, table; slli i, i, 2; add i, t, i; lw e, 0(i); add e, t, e; jr e`.
    fn jump_table_entry(&self) -> JumpTableEntry {
        JumpTableEntry::Rel32FromTable
    }

    fn eh_pointer_size(&self, _pic: bool) -> Result<Option<u8>, Diagnostic> {
        // llc-19 (RISCVELFTargetObjectFile) reaches them pc-relative with 4-byte
        // offsets, with or without PIC.
        Ok(Some(rllc_objwriter::lsda::encoding::SDATA4))
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
        if features.vector {
            return Err(diag("riscv64: the vector extension (+v, +zve*) is not supported yet"));
        }
        Ok(Box::new(RvFunction {
            m,
            g,
            number,
            cx,
            format: self.format,
            fopts: FrameOptions::for_function(m, f),
            target: RvTarget { tls_get_addr: cx.libcalls.get("__tls_get_addr"), ..RvTarget::new(self.pic, features) },
            summary: None,
            frame: frame::Frame::default(),
            optnone: !self.optimize || m.attrs.has(f.fn_attrs, AttrKind::OptimizeNone),
        }))
    }
}

/// One function through the RISC-V stages.
struct RvFunction<'a> {
    m: &'a Module,
    g: GlobalId,
    number: u32,
    cx: &'a ModuleContext<'a>,
    format: Format,
    fopts: FrameOptions,
    target: RvTarget,
    summary: Option<AllocationSummary>,
    frame: frame::Frame,
    /// The function is `optnone` (clang -O0): llc selects it unoptimized whatever -O says.
    optnone: bool,
}

impl RvFunction<'_> {
    fn encode_options(&self) -> emit::EncodeOptions {
        emit::EncodeOptions { compress: self.target.features.compress, keep_jump_to_next: self.optnone }
    }
}

impl FunctionBackend for RvFunction<'_> {
    fn branch_info(&self) -> &'static dyn crate::branches::BranchInfo {
        &branches::RvBranches
    }

    fn select(&mut self) -> Result<MFunction, Diagnostic> {
        let mut mf =
            rllc_isel::select::select_function(self.m, self.g, &mut self.target, self.cx.libcalls, self.cx.layouts)?;
        if !self.optnone {
            crate::loop_constants::hoist(&mut mf, &isel::is_loop_constant);
        }
        Ok(mf)
    }

    fn allocation_env(&mut self, mf: &MFunction) -> &MachineEnv {
        self.target.set_frame_pointer(frame::needs_frame_pointer(mf, &self.fopts));
        &self.target.env
    }

    fn apply_allocation(&mut self, mf: &mut MFunction, out: &Output) -> Result<(), Diagnostic> {
        self.summary = Some(apply_allocation(mf, &self.target, out));
        if self.optnone {
            crate::branch_fold::fold_edge_blocks(mf, &branches::RvBranches);
        } else {
            crate::branch_fold::fold_branches(mf, &branches::RvBranches);
        }
        peephole::run(mf);
        Ok(())
    }

    fn lower_frame(&mut self, mf: &mut MFunction) -> Result<(), Diagnostic> {
        let summary = self.summary.take().ok_or_else(|| diag("frame lowering before register allocation"))?;
        self.frame = frame::lower_frame(mf, &summary, &self.fopts, self.target.frame_pointer())?;
        Ok(())
    }

    fn encode(&mut self, mf: &MFunction) -> Result<FunctionCode, Diagnostic> {
        emit::emit_function(mf, &self.frame, self.encode_options()).map_err(diag)
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
        asm::print_lines(mf, code, &ctx, self.encode_options()).map_err(diag)
    }

    fn frame_slot_dwarf(&self, index: FrameIndex) -> Option<(u16, i64)> {
        use crate::code::FrameLayout;
        let (reg, offset) = self.frame.frame_slot(index)?;
        Some((regs::dwarf_reg(reg)?, offset))
    }

    fn debug_frame_base(&self) -> u16 {
        let base = if self.frame.uses_frame_pointer { regs::FP } else { regs::SP };
        regs::dwarf_reg(base).unwrap_or(2)
    }
}

/// How the assembly text of one function names symbols, blocks and stack objects.
struct AsmNames<'a> {
    frame: &'a frame::Frame,
    func: u32,
    names: &'a dyn SymbolNames,
    format: Format,
}

impl crate::code::FrameLayout for AsmNames<'_> {
    fn frame_slot(&self, index: FrameIndex) -> Option<(PReg, i64)> {
        crate::code::FrameLayout::frame_slot(self.frame, index)
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

    fn pcrel_label(&self, offset: u32, out: &mut String) {
        out.push_str(&labels::private(self.format, &labels::pcrel_label_name(self.func, offset)));
    }
}
