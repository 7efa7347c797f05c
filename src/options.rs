//! Code generation options: what the `rllc` command line (or a library user) asks of
//! `compile()`: target triple, architecture, CPU and features, optimization level,
//! relocation and code models, and the kind of output. Also the rule that picks the
//! target triple for a module, which is llc's.

use crate::error::Error;
use rllc_ir::Module;
use std::fmt;
use std::str::FromStr;
use target_lexicon::{Architecture, Triple};

/// What `compile()` produces (`-filetype=`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FileType {
    /// Assembly text for the target's usual assembler (`.s`).
    #[default]
    Asm,
    /// A relocatable object file (`.o`).
    Obj,
    /// Run code generation but write nothing (for timing and testing).
    Null,
}

/// `-O0` … `-O3`. llc's default is `-O2`. At `-O0` rllc selects every function as llc
/// selects `optnone` ones: the IR's blocks stay, without tail duplication, block
/// placement, load/store pairing or loop-constant hoisting. `-O1` to `-O3` run every pass
/// and give the same code (rllc has one instruction selector and allocator).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum OptLevel {
    /// `-O0`.
    O0,
    /// `-O1`.
    O1,
    /// `-O2`, the default.
    #[default]
    O2,
    /// `-O3`.
    O3,
}

/// `-relocation-model=`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RelocModel {
    /// Code for a fixed address (executables linked without `-pie`).
    Static,
    /// Position-independent code (shared libraries, PIE executables).
    Pic,
    /// Position-dependent code that may call into shared libraries.
    DynamicNoPic,
}

/// `-code-model=`: the backend's type, so the option reaches the target unchanged.
pub use rllc_targets::backend::CodeModel;

/// Keyword tables shared by the command line parser and `Display`: one place that knows
/// each option value's spelling.
macro_rules! keywords {
    ($ty:ident { $($var:ident => $kw:literal),* $(,)? }) => {
        impl $ty {
            /// Every value with its command-line spelling.
            pub const KEYWORDS: &'static [($ty, &'static str)] = &[$(($ty::$var, $kw)),*];

            /// The value's command-line spelling.
            pub fn keyword(self) -> &'static str {
                match self { $($ty::$var => $kw),* }
            }
        }

        impl FromStr for $ty {
            type Err = ();
            fn from_str(s: &str) -> Result<$ty, ()> {
                match s { $($kw => Ok($ty::$var),)* _ => Err(()) }
            }
        }

        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.keyword())
            }
        }
    };
}

keywords!(FileType { Asm => "asm", Obj => "obj", Null => "null" });
keywords!(OptLevel { O0 => "0", O1 => "1", O2 => "2", O3 => "3" });
keywords!(RelocModel { Static => "static", Pic => "pic", DynamicNoPic => "dynamic-no-pic" });

/// Everything `compile()` needs besides the module. `Default` is llc's defaults: host or
/// module triple, generic CPU, `-O2`, the target's default relocation and code models,
/// assembly output.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `-mtriple=`: overrides the module's `target triple`.
    pub triple: Option<Triple>,
    /// `-march=`: overrides the architecture of whichever triple is used.
    pub arch: Option<Architecture>,
    /// `-mcpu=`: a CPU name (`generic` or one the backend knows); checked by the backend.
    pub cpu: Option<String>,
    /// `-mattr=`: features as written, e.g. `["+avx2", "-sse4.2"]`; checked by the backend.
    pub features: Vec<String>,
    /// `-O`: see `OptLevel`.
    pub opt_level: OptLevel,
    /// `None`: the target's default (llc leaves it to the target too).
    pub reloc_model: Option<RelocModel>,
    /// `None`: the target's default. A module's "Code Model" flag takes precedence, as
    /// in llc.
    pub code_model: Option<CodeModel>,
    /// What to produce.
    pub file_type: FileType,
    /// Worker threads for code generation (functions are compiled in parallel); `None`:
    /// the `RLLC_THREADS` environment variable if set, else the available cores. The
    /// output is the same whatever the count.
    pub threads: Option<usize>,
    /// `-verify-machineinstrs`: check every function's register allocation with the
    /// allocator's checker (a failure is an error naming the function, never wrong code).
    /// The environment variable `RLLC_VERIFY_MACHINEINSTRS` (any value but `0`) turns it
    /// on as well; the test suite sets it, so every function it compiles is checked.
    pub verify_machine_code: bool,
    /// `-addrsig`: write the address-significance table (`.llvm_addrsig`), which lets a
    /// linker fold identical functions and constants whose address nothing observes.
    pub addrsig: bool,
    /// `-basic-block-address-map`: write `.llvm_bb_addr_map`, each function's blocks with
    /// their offsets, sizes and kinds (for profile-guided layout tools).
    pub bb_addr_map: bool,
}

impl Options {
    /// Whether allocations are checked: `verify_machine_code` or the environment.
    pub fn verifies_machine_code(&self) -> bool {
        self.verify_machine_code
            || std::env::var_os("RLLC_VERIFY_MACHINEINSTRS").is_some_and(|v| !v.is_empty() && v != "0")
    }

    /// The triple to generate code for, by llc's rule: `-mtriple` if given, else the module's
    /// `target triple`, else the host's; then `-march` replaces the architecture.
    pub fn target_triple(&self, m: &Module) -> Result<Triple, Error> {
        let mut triple = match (&self.triple, &m.target_triple) {
            (Some(t), _) => t.clone(),
            (None, Some(text)) if !text.is_empty() => {
                parse_triple(text).map_err(|reason| Error::ModuleTriple {
                    triple: text.clone(),
                    reason,
                })?
            }
            (None, _) => Triple::host(),
        };
        if let Some(arch) = self.arch {
            triple.architecture = arch;
        }
        Ok(triple)
    }
}

/// Parses a target triple as LLVM writes them (`<arch>-<vendor>-<os>[-<environment>]`).
/// The error is a reason fit to follow "invalid target triple 'X': ".
pub fn parse_triple(text: &str) -> Result<Triple, String> {
    if text.is_empty() {
        return Err("the triple is empty".to_string());
    }
    Triple::from_str(text).map_err(|e| e.to_string())
}

/// Parses an `-march=` value: LLVM's architecture names (the backends' aliases,
/// `rllc_targets::backend::triple_arch_of_march`) and anything target-lexicon accepts as
/// a triple's first part.
pub fn parse_arch(name: &str) -> Option<Architecture> {
    Architecture::from_str(rllc_targets::backend::triple_arch_of_march(name)).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_round_trip() {
        for &(v, kw) in RelocModel::KEYWORDS {
            assert_eq!(kw.parse::<RelocModel>(), Ok(v));
            assert_eq!(v.to_string(), kw);
        }
        assert_eq!(
            "dynamic-no-pic".parse::<RelocModel>(),
            Ok(RelocModel::DynamicNoPic)
        );
        assert!("PIC".parse::<RelocModel>().is_err());
        assert_eq!("kernel".parse::<CodeModel>(), Ok(CodeModel::Kernel));
        assert_eq!("null".parse::<FileType>(), Ok(FileType::Null));
    }

    #[test]
    fn triples_llvm_writes_parse() {
        for t in [
            "x86_64-pc-linux-gnu",
            "x86_64-unknown-linux-gnu",
            "aarch64-unknown-linux-gnu",
            "riscv64-unknown-linux-gnu",
            "x86_64-pc-windows-msvc",
            "x86_64-apple-macosx14.0.0",
            "arm64-apple-macosx14.0.0",
        ] {
            assert!(parse_triple(t).is_ok(), "{t}: {:?}", parse_triple(t));
        }
        assert!(parse_triple("bogus-arch-linux").is_err());
        assert!(parse_triple("").is_err());
    }

    #[test]
    fn march_names() {
        assert_eq!(parse_arch("x86-64"), Some(Architecture::X86_64));
        assert_eq!(parse_arch("aarch64"), parse_arch("arm64"));
        assert!(parse_arch("riscv64").is_some());
        assert!(parse_arch("no-such-arch").is_none());
    }

    #[test]
    fn triple_rule_is_llcs() {
        let mut m = Module::new();
        let host = Triple::host();
        let opts = Options::default();
        assert_eq!(opts.target_triple(&m).unwrap(), host);

        m.target_triple = Some("aarch64-unknown-linux-gnu".into());
        assert_eq!(
            opts.target_triple(&m).unwrap().architecture,
            parse_arch("aarch64").unwrap()
        );

        let opts = Options {
            triple: Some(parse_triple("riscv64-unknown-linux-gnu").unwrap()),
            ..Options::default()
        };
        assert_eq!(
            opts.target_triple(&m).unwrap().architecture,
            parse_arch("riscv64").unwrap()
        );

        let opts = Options {
            arch: parse_arch("x86-64"),
            ..Options::default()
        };
        let t = opts.target_triple(&m).unwrap();
        assert_eq!(t.architecture, Architecture::X86_64);
        assert_eq!(t.operating_system, target_lexicon::OperatingSystem::Linux);

        m.target_triple = Some("nonsense".into());
        assert!(matches!(
            Options::default().target_triple(&m),
            Err(Error::ModuleTriple { .. })
        ));
    }
}
