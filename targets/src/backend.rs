//! The backend interface: everything the driver (`src/`) asks of a target, so that it names
//! no architecture. `lookup` turns a triple, CPU and features into a `Backend` (one per
//! module: architecture, ABI variant, object format, settings); `Backend::function` starts
//! a `FunctionBackend`, which carries one function through the stages after the
//! target-independent parts of selection:
//!
//! ```text
//! select → allocation_env (frame-pointer choice, reserved registers)
//!        → regalloc::allocate (by the driver) → apply_allocation (edits, post-allocation passes)
//!        → lower_frame → encode (bytes, relocations) → cfi, asm_lines, frame_slot_dwarf
//! ```
//!
//! Object format and ABI are settings of a backend, not separate backends: Windows (COFF,
//! Win64) and Apple (Mach-O) variants of x86-64 and AArch64 are the same `Backend`
//! implementations with other settings.

use crate::code::FunctionCode;
use crate::module_asm::{AsmStatement, AsmSyntax};
use rllc_ir::module::GlobalId;
use rllc_ir::{Diagnostic, Module, Sym};
use rllc_isel::layouts::TypeLayouts;
use rllc_isel::libcalls::LibcallSyms;
use rllc_isel::mir::{FrameIndex, MFunction};
use rllc_objwriter::{Arch, CfiInst, Format};
use rllc_regalloc::{MachineEnv, Output};
use std::fmt;

/// The code model (`-code-model=`, or the module's "Code Model" flag): how far code and
/// data may be from each other, which decides the address sequences.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeModel {
    Tiny,
    Small,
    Kernel,
    Medium,
    Large,
}

impl CodeModel {
    /// LLVM's numbering, as the "Code Model" module flag stores it.
    pub fn from_llvm(n: i64) -> Option<CodeModel> {
        Some(match n {
            0 => CodeModel::Tiny,
            1 => CodeModel::Small,
            2 => CodeModel::Kernel,
            3 => CodeModel::Medium,
            4 => CodeModel::Large,
            _ => return None,
        })
    }

    /// Every code model with its `-code-model=` spelling.
    pub const KEYWORDS: &'static [(CodeModel, &'static str)] = &[
        (CodeModel::Tiny, "tiny"),
        (CodeModel::Small, "small"),
        (CodeModel::Kernel, "kernel"),
        (CodeModel::Medium, "medium"),
        (CodeModel::Large, "large"),
    ];

    /// The `-code-model=` spelling.
    pub fn name(self) -> &'static str {
        CodeModel::KEYWORDS.iter().find(|(c, _)| *c == self).map_or("", |(_, k)| k)
    }
}

impl std::str::FromStr for CodeModel {
    type Err = ();
    fn from_str(s: &str) -> Result<CodeModel, ()> {
        CodeModel::KEYWORDS.iter().find(|(_, k)| *k == s).map(|(c, _)| *c).ok_or(())
    }
}

impl fmt::Display for CodeModel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What selects and configures a backend: `-mtriple`, `-mcpu`, `-mattr`, the relocation
/// model and the code model.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TargetSpec {
    /// The triple as LLVM writes it (`x86_64-unknown-linux-gnu`, `aarch64-linux-gnu`).
    pub triple: String,
    /// `-mcpu`, when given.
    pub cpu: Option<String>,
    /// `-mattr` lists (`+a,-b`), in order.
    pub features: Vec<String>,
    /// Position-independent code: globals that are not `dso_local` go through the GOT.
    pub pic: bool,
    /// The code model asked for (`None`: the target's default).
    pub code_model: Option<CodeModel>,
    /// Run the optimizing passes (false at `-O0`: every function is selected as an
    /// `optnone` one is, as llc selects them at -O0).
    pub optimize: bool,
}

/// How a jump table's entries locate their blocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JumpTableEntry {
    /// 32-bit `block − table` differences (position-independent; x86-64 System V).
    Rel32FromTable,
}

impl JumpTableEntry {
    pub fn size(self) -> u64 {
        match self {
            JumpTableEntry::Rel32FromTable => 4,
        }
    }
}

/// Module-wide inputs of every function's compilation.
pub struct ModuleContext<'a> {
    pub libcalls: &'a LibcallSyms,
    /// Sizes and field offsets of the module's types.
    pub layouts: &'a TypeLayouts,
}

/// How assembly text names symbols outside the function being printed (the driver owns
/// the module's symbol names).
pub trait SymbolNames: Sync {
    /// The assembler spelling of a global value (format prefix added, quoted if needed).
    fn global(&self, g: GlobalId) -> String;
    /// The assembler spelling of an external symbol (a runtime routine).
    fn external(&self, s: Sym) -> String;
    /// Whether references to the global may resolve to another module (ELF `@PLT` calls).
    fn preemptible(&self, g: GlobalId) -> bool;
}

/// One line (or label) of a function's assembly text, at its code offset: `len` code bytes
/// from `offset` are what an assembler makes of `text` (0 for labels).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmLine {
    pub offset: u32,
    pub len: u32,
    pub text: String,
}

/// A target for one module.
pub trait Backend: Sync {
    fn arch(&self) -> Arch;
    fn format(&self) -> Format;
    /// The alignment of a function's code when the IR asks for less (bytes).
    fn function_alignment(&self) -> u64;
    /// The form of jump-table entries selection's `BrJT` code expects.
    fn jump_table_entry(&self) -> JumpTableEntry;
    /// How exception tables point at the personality routine and the type infos: `None`
    /// by absolute 4-byte pointers (`udata4`), `Some(size)` pc-relative (`size` the DWARF
    /// pointer encoding, `sdata4` or `sdata8`) through `DW.ref.`/`.DW.stub` indirections,
    /// as llc-19 chooses for the target and relocation model; an error where the target
    /// has no exception handling yet.
    fn eh_pointer_size(&self, pic: bool) -> Result<Option<u8>, Diagnostic>;
    /// Starts the compilation of defined function `g`; `number` is its position among
    /// the module's compiled functions, which local labels (`.LBB3_1`) carry.
    fn function<'a>(
        &'a self,
        m: &'a Module,
        g: GlobalId,
        number: u32,
        cx: &'a ModuleContext<'a>,
    ) -> Result<Box<dyn FunctionBackend + 'a>, Diagnostic>;
    /// How module-level assembly text is written for this target.
    fn asm_syntax(&self) -> AsmSyntax {
        AsmSyntax { comment: "#", align_is_log2: false, word_size: 2 }
    }
    /// Assembles one instruction statement of module-level assembly (`module asm`), its
    /// symbol operands as fixups by name; an error naming what it cannot assemble.
    fn assemble_module_statement(&self, text: &str) -> Result<AsmStatement, String> {
        let _ = text;
        Err("module-level assembly in object files is not supported for this target yet".into())
    }
    /// The DWARF number of the register assembly text calls `name` (`%rbx`, `x29`), for
    /// `.cfi_*` directives.
    fn dwarf_register(&self, name: &str) -> Option<u16> {
        let _ = name;
        None
    }
    /// `n` bytes of padding for alignment inside code (an assembler's `nop` forms);
    /// `None` where the target does not say yet.
    fn code_padding(&self, n: usize) -> Option<Vec<u8>> {
        let _ = n;
        None
    }
    /// The `.note.gnu.property` `m` asks for: the property type (an AND-combined feature
    /// set) and its bits, as llc writes it (x86-64 CET, AArch64 BTI/PAC); `None`: no note.
    fn gnu_property(&self, m: &Module) -> Option<(u32, u32)> {
        let _ = m;
        None
    }
    /// Whether llc's stack protector checks in IR here (calling `__stack_chk_fail` from the
    /// IR, which the address-significance table then names) rather than in selection.
    fn stack_protector_checks_in_ir(&self) -> bool {
        false
    }
}

/// One function on its way from IR to code. Call the methods in the order they are
/// declared; each may fail with a diagnostic for the function.
pub trait FunctionBackend {
    /// Instruction selection: the function on virtual registers.
    fn select(&mut self) -> Result<MFunction, Diagnostic>;
    /// Decides what selection's result needs from the frame (frame pointer, base
    /// pointer) and returns the registers the allocator may use.
    fn allocation_env(&mut self, mf: &MFunction) -> &MachineEnv;
    /// Rewrites `mf` with the allocator's output and runs the target's clean-ups after
    /// allocation (peepholes, branch folding).
    fn apply_allocation(&mut self, mf: &mut MFunction, out: &Output) -> Result<(), Diagnostic>;
    /// Lays out the stack frame and inserts the prologue and epilogues.
    fn lower_frame(&mut self, mf: &mut MFunction) -> Result<(), Diagnostic>;
    /// The function's machine code.
    fn encode(&mut self, mf: &MFunction) -> Result<FunctionCode, Diagnostic>;
    /// The call-frame rules at code offsets of the encoded function.
    fn cfi(&self, code: &FunctionCode) -> Vec<(u32, CfiInst)>;
    /// The assembly text of the encoded function, line by line at code offsets, written so
    /// that an assembler produces the same bytes as `encode`.
    fn asm_lines(
        &self,
        mf: &MFunction,
        code: &FunctionCode,
        names: &dyn SymbolNames,
    ) -> Result<Vec<AsmLine>, Diagnostic>;
    /// Where a stack object lives, as a DWARF register number and an offset from it.
    fn frame_slot_dwarf(&self, index: FrameIndex) -> Option<(u16, i64)>;
    /// The DWARF register of the function's frame base (`DW_AT_frame_base`).
    fn debug_frame_base(&self) -> u16;
    /// The bytes the prologue reserves (saved registers and locals, as llc's
    /// `MachineFrameInfo::getStackSize`), for `"warn-stack-size"`; `None` where the target
    /// does not say (the attribute is refused there).
    fn stack_size(&self) -> Option<u64> {
        None
    }
    /// The target's answers about its branches (for the basic-block address map).
    fn branch_info(&self) -> &'static dyn crate::branches::BranchInfo;
}

/// Why no backend exists for a triple.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LookupError {
    /// A target rllc means to support but does not yet.
    NotImplemented(String),
    /// A target rllc does not know at all.
    Unknown(String),
}

impl fmt::Display for LookupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LookupError::NotImplemented(what) => write!(f, "{what} is not implemented yet"),
            LookupError::Unknown(triple) => write!(f, "no backend for target '{triple}'"),
        }
    }
}

impl std::error::Error for LookupError {}

/// LLVM's `-march` names that are not also a triple's architecture part, and that part.
const MARCH_ALIASES: &[(&str, &str)] = &[
    ("x86-64", "x86_64"),
    ("x86", "i686"),
    ("arm64", "aarch64"),
    ("arm64_32", "arm64_32"),
    ("aarch64_be", "aarch64_be"),
];

/// The triple architecture an `-march` value names (LLVM's target names such as `x86-64`
/// map to the triple spelling; anything else is taken as a triple's first part already).
pub fn triple_arch_of_march(name: &str) -> &str {
    MARCH_ALIASES.iter().find(|(m, _)| *m == name).map_or(name, |(_, t)| t)
}

/// Examples of `-march` values, for help text.
pub const MARCH_EXAMPLES: &str = "x86-64, aarch64, riscv64";

/// The targets code generation supports, for `--version`.
pub const SUPPORTED: &[&str] = &["x86-64 Linux (ELF)", "AArch64 Linux (ELF)", "RISC-V 64 Linux (ELF)"];

/// The object format a triple implies: COFF for Windows environments, Mach-O for Apple
/// systems, ELF otherwise.
pub fn format_of(triple: &str) -> Format {
    let rest: Vec<&str> = triple.split('-').skip(1).collect();
    let has = |s: &str| rest.iter().any(|p| p.starts_with(s));
    if has("windows") || has("mingw") || has("win32") || has("cygwin") {
        Format::Coff
    } else if has("darwin") || has("macos") || has("ios") || rest.first() == Some(&"apple") {
        Format::MachO
    } else {
        Format::Elf
    }
}

/// The backend for a target (`x86_64-unknown-linux-gnu`, `aarch64-linux-gnu`,
/// `x86_64-w64-windows-gnu`, `x86_64-apple-macosx10.15.0`, …).
pub fn lookup(spec: &TargetSpec) -> Result<Box<dyn Backend>, LookupError> {
    let arch = spec.triple.split('-').next().unwrap_or("");
    let format = format_of(&spec.triple);
    match arch {
        "x86_64" | "amd64" | "x86_64h" => match format {
            // llc's kernel, medium and large models address with other relocations and
            // sequences (R_X86_64_32S, movabs, GOTOFF64); llc refuses tiny itself.
            Format::Elf if spec.code_model.is_some_and(|c| c != CodeModel::Small) => {
                let name = spec.code_model.map_or("", CodeModel::name);
                Err(LookupError::NotImplemented(format!("the {name} code model on x86-64")))
            }
            Format::Elf => Ok(Box::new(crate::x86_64::X86Backend::new(
                spec,
                crate::x86_64::regs::Abi::SysV,
                format,
            ))),
            Format::Coff => Err(LookupError::NotImplemented(
                "code generation for x86-64 Windows (COFF)".into(),
            )),
            Format::MachO => Err(LookupError::NotImplemented(
                "code generation for x86-64 macOS (Mach-O)".into(),
            )),
        },
        "aarch64" | "arm64" => match format {
            // llc's tiny code model uses `adr`, its large one `movz`/`movk` addresses.
            Format::Elf if spec.code_model.is_some_and(|c| c != CodeModel::Small) => {
                let name = spec.code_model.map_or("", CodeModel::name);
                Err(LookupError::NotImplemented(format!("the {name} code model on AArch64")))
            }
            Format::Elf => Ok(Box::new(crate::aarch64::A64Backend::new(spec, format))),
            Format::Coff => Err(LookupError::NotImplemented(
                "code generation for AArch64 Windows (COFF)".into(),
            )),
            Format::MachO => Err(LookupError::NotImplemented(
                "code generation for AArch64 Apple (Mach-O)".into(),
            )),
        },
        "aarch64_be" | "arm64e" => Err(LookupError::NotImplemented(format!("code generation for {arch}"))),
        "riscv64" => match format {
            // rllc addresses with auipc (medany, llc's medium); small (medlow) is served by
            // the same sequences; llc has no tiny, kernel or large model for RISC-V.
            Format::Elf if matches!(spec.code_model, Some(CodeModel::Tiny | CodeModel::Kernel | CodeModel::Large)) => {
                let name = spec.code_model.map_or("", CodeModel::name);
                Err(LookupError::NotImplemented(format!("the {name} code model on RISC-V 64")))
            }
            Format::Elf => Ok(Box::new(crate::riscv64::RvBackend::new(spec, format))),
            _ => Err(LookupError::NotImplemented(format!("code generation for RISC-V 64 {format:?}"))),
        },
        "riscv32" => Err(LookupError::NotImplemented("code generation for RISC-V 32".into())),
        _ => Err(LookupError::Unknown(spec.triple.clone())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(triple: &str) -> TargetSpec {
        TargetSpec {
            triple: triple.into(),
            ..TargetSpec::default()
        }
    }

    #[test]
    fn triples() {
        let x86 = lookup(&spec("x86_64-unknown-linux-gnu")).expect("x86-64 Linux");
        assert_eq!((x86.arch(), x86.format()), (Arch::X86_64, Format::Elf));
        let not_yet = |t: &str| matches!(lookup(&spec(t)), Err(LookupError::NotImplemented(_)));
        let a64 = lookup(&spec("aarch64-unknown-linux-gnu")).expect("AArch64 Linux");
        assert_eq!((a64.arch(), a64.format()), (Arch::Aarch64, Format::Elf));
        assert!(not_yet("arm64-apple-macosx11.0.0"));
        let rv = lookup(&spec("riscv64-unknown-linux-gnu")).expect("RISC-V 64 Linux");
        assert_eq!((rv.arch(), rv.format()), (Arch::Riscv64, Format::Elf));
        assert!(not_yet("riscv32-unknown-linux-gnu"));
        assert!(not_yet("x86_64-w64-windows-gnu"));
        assert!(not_yet("x86_64-apple-macosx10.15.0"));
        assert!(matches!(
            lookup(&spec("sparc-sun-solaris")),
            Err(LookupError::Unknown(_))
        ));
    }

    #[test]
    fn formats() {
        assert_eq!(format_of("x86_64-pc-windows-msvc"), Format::Coff);
        assert_eq!(format_of("aarch64-w64-mingw32"), Format::Coff);
        assert_eq!(format_of("arm64-apple-macosx11.0.0"), Format::MachO);
        assert_eq!(format_of("riscv64-unknown-linux-gnu"), Format::Elf);
    }
}
