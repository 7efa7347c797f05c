//! `Build`: compiling `.ll` files into a static library from a Cargo build script, in the
//! manner of the `cc` crate. Each file is read, verified and compiled to an object in
//! `OUT_DIR`; the objects go into `lib<name>.a` (written with `ar_archive_writer`, the
//! archive writer rustc itself uses, so the symbol table is what `ld` expects), and the
//! `cargo:` lines that make Cargo link it are printed.
//!
//! Inside a build script the settings not given come from Cargo's environment as `cc`
//! takes them: `TARGET`, `OPT_LEVEL`, `DEBUG`, `OUT_DIR`. Outside one (a test, a tool),
//! give them explicitly; the target then defaults to the host.

use crate::compile::compile_verified;
use crate::options::{parse_triple, FileType, OptLevel, Options, RelocModel};
use ar_archive_writer::{write_archive_to_stream, ArchiveKind, NewArchiveMember, DEFAULT_OBJECT_READER};
use rllc_ir::Module;
use std::fmt;
use std::path::{Path, PathBuf};

/// A static library to build from `.ll` files.
///
/// ```no_run
/// // In build.rs's main:
/// rllc::Build::new().file("src/hot_loop.ll").file("src/tables.ll").compile("kernels");
/// ```
#[derive(Clone, Debug, Default)]
pub struct Build {
    files: Vec<PathBuf>,
    target: Option<String>,
    opt_level: Option<OptLevel>,
    debug: Option<bool>,
    pic: Option<bool>,
    out_dir: Option<PathBuf>,
    cargo_metadata: Option<bool>,
    threads: Option<usize>,
}

/// Why a `Build` failed.
#[derive(Debug)]
pub enum BuildError {
    /// A setting is missing or wrong (no files, no `OUT_DIR`, an unknown target).
    Config(String),
    /// A file could not be read or written.
    Io {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        error: std::io::Error,
    },
    /// A file is not valid IR: each problem rendered as `file:line:col: error: …` with
    /// the source line and a caret.
    Invalid {
        /// The file.
        path: PathBuf,
        /// The rendered problems, one per entry.
        problems: Vec<String>,
    },
    /// Code generation failed for a file.
    Compile {
        /// The file.
        path: PathBuf,
        /// The error, rendered with the place in the file when it has one.
        message: String,
    },
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Config(m) => write!(f, "{m}"),
            BuildError::Io { path, error } => write!(f, "{}: {error}", path.display()),
            BuildError::Invalid { problems, .. } => write!(f, "{}", problems.join("\n")),
            BuildError::Compile { message, .. } => write!(f, "{message}"),
        }
    }
}

impl std::error::Error for BuildError {}

impl Build {
    /// A build with no files and every setting from the environment (or its default).
    pub fn new() -> Build {
        Build::default()
    }

    /// Adds a `.ll` file.
    pub fn file(&mut self, path: impl AsRef<Path>) -> &mut Build {
        self.files.push(path.as_ref().to_path_buf());
        self
    }

    /// Adds several `.ll` files.
    pub fn files<P: AsRef<Path>>(&mut self, paths: impl IntoIterator<Item = P>) -> &mut Build {
        self.files.extend(paths.into_iter().map(|p| p.as_ref().to_path_buf()));
        self
    }

    /// The target triple (default: `TARGET` in a build script, else the host). It
    /// overrides the files' own `target triple`, as `llc -mtriple=` does.
    pub fn target(&mut self, triple: &str) -> &mut Build {
        self.target = Some(triple.to_string());
        self
    }

    /// The optimization level 0–3 (default: `OPT_LEVEL`, where `s` and `z` count as 2;
    /// else 2). See `OptLevel`.
    pub fn opt_level(&mut self, level: u32) -> &mut Build {
        self.opt_level = Some(match level {
            0 => OptLevel::O0,
            1 => OptLevel::O1,
            2 => OptLevel::O2,
            _ => OptLevel::O3,
        });
        self
    }

    /// Whether the objects carry the debug information the files have (default:
    /// `DEBUG`, else true). With false, DWARF is left out even for files compiled with
    /// `-g`.
    pub fn debug(&mut self, debug: bool) -> &mut Build {
        self.debug = Some(debug);
        self
    }

    /// Position-independent code (default: true, which Rust's PIE executables need).
    pub fn pic(&mut self, pic: bool) -> &mut Build {
        self.pic = Some(pic);
        self
    }

    /// Where objects and the archive go (default: `OUT_DIR`).
    pub fn out_dir(&mut self, dir: impl AsRef<Path>) -> &mut Build {
        self.out_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Whether to print the `cargo:` lines (default: true when `OUT_DIR` comes from the
    /// environment, i.e. in a build script; false with an explicit `out_dir`).
    pub fn cargo_metadata(&mut self, print: bool) -> &mut Build {
        self.cargo_metadata = Some(print);
        self
    }

    /// Worker threads for code generation (default: the available cores).
    pub fn threads(&mut self, n: usize) -> &mut Build {
        self.threads = Some(n);
        self
    }

    /// `try_compile`, printing the error and panicking on failure, as `cc` does (a
    /// build script fails with the message shown by Cargo).
    pub fn compile(&self, name: &str) {
        if let Err(e) = self.try_compile(name) {
            eprintln!("{e}");
            panic!("rllc::Build failed: {e}");
        }
    }

    /// Compiles every file and writes `lib<name>.a` to the output directory; returns
    /// its path. Prints `cargo:rustc-link-lib=static=<name>`,
    /// `cargo:rustc-link-search=native=<dir>` and a `cargo:rerun-if-changed=` line per
    /// file when printing Cargo metadata.
    pub fn try_compile(&self, name: &str) -> Result<PathBuf, BuildError> {
        if name.is_empty() || name.contains(['/', '\\']) {
            return Err(BuildError::Config(format!("'{name}' is not a library name")));
        }
        if self.files.is_empty() {
            return Err(BuildError::Config("no .ll files to compile (add them with file or files)".into()));
        }
        let env_out = std::env::var_os("OUT_DIR").map(PathBuf::from);
        let out_dir = match (&self.out_dir, &env_out) {
            (Some(d), _) | (None, Some(d)) => d.clone(),
            (None, None) => {
                return Err(BuildError::Config("no output directory: set out_dir or OUT_DIR".into()));
            }
        };
        let cargo_metadata = self.cargo_metadata.unwrap_or(self.out_dir.is_none());
        let options = self.options()?;
        let debug = self.debug.or_else(|| env("DEBUG").map(|d| d != "false" && d != "0")).unwrap_or(true);
        std::fs::create_dir_all(&out_dir).map_err(|error| BuildError::Io { path: out_dir.clone(), error })?;

        let mut members = Vec::new();
        for (i, path) in self.files.iter().enumerate() {
            if cargo_metadata {
                println!("cargo:rerun-if-changed={}", path.display());
            }
            let object = compile_file(path, &options, debug)?;
            // A number keeps objects of files with one stem (a/x.ll, b/x.ll) apart.
            let stem = path.file_stem().map_or("input".into(), |s| s.to_string_lossy().into_owned());
            let obj_name = format!("{stem}-{i}.o");
            let obj_path = out_dir.join(&obj_name);
            std::fs::write(&obj_path, &object).map_err(|error| BuildError::Io { path: obj_path, error })?;
            members.push(NewArchiveMember::new(object, &DEFAULT_OBJECT_READER, obj_name));
        }
        let lib = out_dir.join(format!("lib{name}.a"));
        let mut bytes = std::io::Cursor::new(Vec::new());
        write_archive_to_stream(&mut bytes, &members, ArchiveKind::Gnu, false, None)
            .map_err(|error| BuildError::Io { path: lib.clone(), error })?;
        std::fs::write(&lib, bytes.into_inner()).map_err(|error| BuildError::Io { path: lib.clone(), error })?;
        if cargo_metadata {
            println!("cargo:rustc-link-lib=static={name}");
            println!("cargo:rustc-link-search=native={}", out_dir.display());
        }
        Ok(lib)
    }

    /// The code generation options from the settings and the environment.
    fn options(&self) -> Result<Options, BuildError> {
        let triple_text = self.target.clone().or_else(|| env("TARGET"));
        let triple = match triple_text {
            Some(t) => {
                Some(parse_triple(&t).map_err(|e| BuildError::Config(format!("invalid target triple '{t}': {e}")))?)
            }
            None => Some(crate::Triple::host()),
        };
        let opt_level = self.opt_level.unwrap_or(match env("OPT_LEVEL").as_deref() {
            Some("0") => OptLevel::O0,
            Some("1") => OptLevel::O1,
            Some("3") => OptLevel::O3,
            _ => OptLevel::O2,
        });
        let pic = self.pic.unwrap_or(true);
        Ok(Options {
            triple,
            opt_level,
            reloc_model: Some(if pic { RelocModel::Pic } else { RelocModel::Static }),
            file_type: FileType::Obj,
            threads: self.threads,
            ..Options::default()
        })
    }
}

/// An environment variable Cargo sets for build scripts, if set.
fn env(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.is_empty())
}

/// Reads, verifies and compiles one file to object bytes.
fn compile_file(path: &Path, options: &Options, debug: bool) -> Result<Vec<u8>, BuildError> {
    let src = std::fs::read_to_string(path).map_err(|error| BuildError::Io { path: path.to_path_buf(), error })?;
    let file = path.display().to_string();
    let invalid = |problems| BuildError::Invalid { path: path.to_path_buf(), problems };
    let mut module: Module = rllc_ir::parse(&src).map_err(|d| invalid(vec![d.render(&file, &src)]))?;
    let problems = rllc_ir::verify_parsed(&module);
    if !problems.is_empty() {
        return Err(invalid(problems.iter().map(|d| d.render(&file, &src)).collect()));
    }
    // A file without a `target datalayout` gets the target's (as the parser gives a
    // file with only a triple), whatever triple it names: the target overrides it.
    if module.datalayout_str.is_none() {
        if let Some(t) = &options.triple {
            module.set_target_triple(&t.to_string());
        }
    }
    if !debug {
        // Without a compile unit the object gets no DWARF; the locations left on
        // instructions are then unused.
        if let Some(cu) = module.syms.get(b"llvm.dbg.cu") {
            module.named_metadata.retain(|n| n.name != cu);
        }
    }
    match compile_verified(&module, options) {
        Ok(out) => Ok(out.bytes),
        Err(e) => {
            let message = match &e {
                crate::Error::Codegen { offset: Some(o), .. } => {
                    rllc_ir::Diagnostic::at(*o, e.to_string()).render(&file, &src)
                }
                _ => format!("{file}: error: {e}"),
            };
            Err(BuildError::Compile { path: path.to_path_buf(), message })
        }
    }
}
