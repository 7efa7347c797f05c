//! The `rllc` command line: llc's option spellings turned into an `Invocation` (what to
//! read, what to do, where to write) or a usage error. Parsing follows LLVM's `cl::opt`
//! conventions so llc command lines work unchanged: one or two leading dashes, values as
//! `-opt=value` or `-opt value`, `-O2` as a prefix option, `--` ends the options, and an
//! option given twice is an error (cl::opt's "may only occur zero or one times").

use crate::options::{
    parse_arch, parse_triple, CodeModel, FileType, OptLevel, Options, RelocModel,
};
use std::ffi::{OsStr, OsString};
use std::path::PathBuf;
use thiserror::Error;

/// Where the module is read from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    Stdin,
    File(PathBuf),
}

/// Where a result is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dest {
    Stdout,
    File(PathBuf),
}

/// What to do with the module once it is read and verified.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Generate code (`-filetype=`).
    Compile,
    /// Print the module back as `.ll` text (`--emit-llvm`).
    EmitLlvm,
    /// Read and verify only; write nothing (`--parse-only`).
    ParseOnly,
}

/// A complete request from the command line.
#[derive(Clone, Debug)]
pub struct Invocation {
    pub input: Input,
    /// `-o`, when given.
    pub output: Option<Dest>,
    pub mode: Mode,
    pub options: Options,
    /// `-time-passes`: print how long each stage took.
    pub time_passes: bool,
}

impl Invocation {
    /// Where the result goes, or `None` when nothing is written. llc's rule: `-o` wins;
    /// otherwise stdin input goes to stdout, and a file `dir/x.ll` (or `.bc`) to `dir/x.s`
    /// or `dir/x.o`; `-filetype=null` writes nothing. `--emit-llvm` writes to stdout unless
    /// `-o` says otherwise (a default of `x.ll` would overwrite the input).
    pub fn destination(&self) -> Option<Dest> {
        match self.mode {
            Mode::ParseOnly => None,
            Mode::EmitLlvm => Some(self.output.clone().unwrap_or(Dest::Stdout)),
            Mode::Compile => {
                if self.options.file_type == FileType::Null {
                    return None;
                }
                if let Some(o) = &self.output {
                    return Some(o.clone());
                }
                match &self.input {
                    Input::Stdin => Some(Dest::Stdout),
                    Input::File(path) => {
                        let mut name: OsString = path.clone().into_os_string();
                        let bytes = name.as_encoded_bytes();
                        if bytes.ends_with(b".ll") || bytes.ends_with(b".bc") {
                            // Safe to cut: the suffix is ASCII, so the cut is at a boundary.
                            let keep = bytes.len() - 3;
                            name = truncate_os(&name, keep);
                        }
                        name.push(if self.options.file_type == FileType::Obj {
                            ".o"
                        } else {
                            ".s"
                        });
                        Some(Dest::File(PathBuf::from(name)))
                    }
                }
            }
        }
    }

    /// The name diagnostics use for the input (`<stdin>` like LLVM).
    pub fn input_name(&self) -> String {
        match &self.input {
            Input::Stdin => "<stdin>".to_string(),
            Input::File(p) => p.display().to_string(),
        }
    }
}

/// The first `len` bytes of an OS string, where `len` is known to sit right before an
/// ASCII suffix (so the result is still a valid OS string).
fn truncate_os(s: &OsStr, len: usize) -> OsString {
    let bytes = &s.as_encoded_bytes()[..len];
    // Round-trip through the lossless path for UTF-8 names; non-UTF-8 names (rare) fall
    // back to the platform conversion.
    match std::str::from_utf8(bytes) {
        Ok(text) => OsString::from(text),
        Err(_) => os_from_bytes(bytes),
    }
}

#[cfg(unix)]
fn os_from_bytes(bytes: &[u8]) -> OsString {
    use std::os::unix::ffi::OsStrExt;
    OsStr::from_bytes(bytes).to_os_string()
}

#[cfg(not(unix))]
fn os_from_bytes(bytes: &[u8]) -> OsString {
    OsString::from(String::from_utf8_lossy(bytes).into_owned())
}

/// What the command line asks for.
#[derive(Clone, Debug)]
pub enum Action {
    Help,
    Version,
    Run(Invocation),
}

/// A command line we cannot act on. Each names the option or argument at fault.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum UsageError {
    #[error("unknown option '{opt}'{}", suggestion.as_ref().map(|s| format!(", did you mean '{s}'?")).unwrap_or_default())]
    UnknownOption {
        opt: String,
        suggestion: Option<String>,
    },
    #[error("option '{opt}' is not supported (llc {what})")]
    Unsupported { opt: String, what: String },
    #[error("option '{opt}' requires a value")]
    MissingValue { opt: String },
    #[error("option '{opt}' does not take a value (got '{value}')")]
    UnexpectedValue { opt: String, value: String },
    #[error("invalid value '{value}' for option '{opt}' (expected {expected})")]
    InvalidValue {
        opt: String,
        value: String,
        expected: String,
    },
    #[error("invalid target triple '{value}' for option '{opt}': {reason}")]
    BadTriple {
        opt: String,
        value: String,
        reason: String,
    },
    #[error("option '{opt}' may only be given once")]
    Repeated { opt: String },
    #[error("too many input files: '{first}' and '{second}' (rllc reads one module)")]
    TooManyInputs { first: String, second: String },
    #[error("--emit-llvm and --parse-only cannot be used together")]
    ConflictingModes,
    #[error("argument '{arg}' is not valid UTF-8")]
    NotUtf8 { arg: String },
}

/// The options rllc knows: name (without dashes), value placeholder (`None` for flags),
/// and help text. The help screen is printed from this table.
const OPTIONS: &[(&str, Option<&str>, &str)] = &[
    (
        "o",
        Some("<file>"),
        "Output file; '-' for stdout (default: <input>.s / <input>.o, stdout for stdin)",
    ),
    (
        "filetype",
        Some("asm|obj|null"),
        "Kind of output (default: asm)",
    ),
    (
        "mtriple",
        Some("<triple>"),
        "Target triple (default: the module's, else the host's)",
    ),
    (
        "march",
        Some("<arch>"),
        "Architecture, overriding the triple's (see --version)",
    ),
    ("mcpu", Some("<cpu>"), "Target CPU (default: generic)"),
    (
        "mattr",
        Some("<a1,+a2,-a3,...>"),
        "Target features to enable (+) or disable (-)",
    ),
    (
        "O",
        Some("0|1|2|3"),
        "Optimization level, -O0 ... -O3 (default: 2); -O0 selects every function as llc \
         selects optnone ones (no tail duplication, block placement or load/store pairing), \
         -O1 to -O3 run every pass",
    ),
    (
        "relocation-model",
        Some("static|pic|dynamic-no-pic"),
        "Relocation model (default: the target's)",
    ),
    (
        "code-model",
        Some("tiny|small|kernel|medium|large"),
        "Code model (default: small); x86-64 and AArch64 refuse the others, RISC-V 64 \
         takes small and medium (auipc addressing) and refuses the rest",
    ),
    (
        "emit-llvm",
        None,
        "Print the module as read (LLVM IR text) instead of generating code",
    ),
    (
        "parse-only",
        None,
        "Read and verify the module; write nothing",
    ),
    (
        "addrsig",
        None,
        "Write the address-significance table (.llvm_addrsig) for the linker's identical \
         code folding",
    ),
    (
        "basic-block-address-map",
        None,
        "Write the basic-block address map (.llvm_bb_addr_map): each function's blocks, their \
         offsets, sizes and kinds",
    ),
    (
        "verify-machineinstrs",
        None,
        "Check every function's register allocation with the allocator's checker (also \
         on when the environment has RLLC_VERIFY_MACHINEINSTRS=1); a failure is an error",
    ),
    (
        "time-passes",
        None,
        "Print the time each stage took to stderr (summed over threads)",
    ),
    ("version", None, "Print the version and default target"),
    ("help", None, "Print this help"),
];

/// llc options that change its output and that rllc does not implement: named in the
/// error rather than reported as unknown.
const UNSUPPORTED_LLC_OPTIONS: &[(&str, &str)] = &[
    ("basic-block-sections", "places basic blocks in sections of their own"),
    ("function-sections", "places each function in a section of its own"),
    ("data-sections", "places each global variable in a section of its own"),
    ("emit-call-site-info", "writes call-site parameter debug information"),
    ("stack-size-section", "writes the .stack_sizes section"),
    ("xray-function-index", "writes the XRay function index"),
];

/// The help screen.
pub fn help_text() -> String {
    let mut s = String::from(
        "OVERVIEW: rllc: a native code generator for LLVM 19 IR (.ll)\n\n\
         USAGE: rllc [options] [<input.ll> | -]\n\n\
         Reads <input.ll> (or stdin when it is '-' or missing), verifies it, and writes\n\
         assembly or an object file. Options take one or two dashes and their value as\n\
         -opt=value or -opt value.\n\nOPTIONS:\n",
    );
    for &(name, value, help) in OPTIONS {
        let spelled = match (name, value) {
            ("O", _) => "-O<level>".to_string(),
            (_, Some(v)) => format!("-{name}={v}"),
            (_, None) => format!("--{name}"),
        };
        s.push_str(&format!("  {spelled:<40} {help}\n"));
    }
    s
}

/// The `--version` text.
pub fn version_text() -> String {
    format!(
        "rllc version {}\n  Reads LLVM 19 textual IR.\n  Default target: {}\n  Code generation: {}\n  -march: {}, …\n",
        env!("CARGO_PKG_VERSION"),
        target_lexicon::Triple::host(),
        rllc_targets::backend::SUPPORTED.join(", "),
        rllc_targets::backend::MARCH_EXAMPLES,
    )
}

/// Parses the arguments after the program name.
pub fn parse_args<I, S>(args: I) -> Result<Action, UsageError>
where
    I: IntoIterator<Item = S>,
    S: Into<OsString>,
{
    let mut args = args.into_iter().map(Into::into);
    let mut p = Parsed::default();
    let mut only_positional = false;
    while let Some(arg) = args.next() {
        let bytes = arg.as_encoded_bytes();
        let is_option = !only_positional && bytes.len() > 1 && bytes[0] == b'-';
        if !is_option {
            p.positional(arg)?;
            continue;
        }
        let text = arg.to_str().ok_or_else(|| UsageError::NotUtf8 {
            arg: arg.to_string_lossy().into_owned(),
        })?;
        if text == "--" {
            only_positional = true;
            continue;
        }
        let body = text.strip_prefix("--").unwrap_or(&text[1..]);
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        // `-O2` is a prefix option: the level is glued to the name.
        if let Some(level) = name
            .strip_prefix('O')
            .filter(|l| !l.is_empty() && inline.is_none())
        {
            p.opt_level(text, level)?;
            continue;
        }
        if let Some(&(_, what)) = UNSUPPORTED_LLC_OPTIONS.iter().find(|o| o.0 == name) {
            return Err(UsageError::Unsupported { opt: text.to_string(), what: what.to_string() });
        }
        let Some(&(canonical, takes_value, _)) = OPTIONS.iter().find(|o| o.0 == name) else {
            return Err(UsageError::UnknownOption {
                opt: text.to_string(),
                suggestion: suggest(name),
            });
        };
        let opt = format!("-{canonical}");
        if takes_value.is_some() {
            let value = match inline {
                Some(v) => v.to_string(),
                None => {
                    let v = args
                        .next()
                        .ok_or_else(|| UsageError::MissingValue { opt: opt.clone() })?;
                    v.into_string().map_err(|v| UsageError::NotUtf8 {
                        arg: v.to_string_lossy().into_owned(),
                    })?
                }
            };
            p.value_option(canonical, &opt, value)?;
        } else {
            let on = match inline {
                None => true,
                Some("true" | "TRUE" | "True" | "1") => true,
                Some("false" | "FALSE" | "False" | "0") => false,
                Some(v) => {
                    return Err(UsageError::UnexpectedValue {
                        opt: format!("--{canonical}"),
                        value: v.to_string(),
                    })
                }
            };
            match canonical {
                "help" if on => return Ok(Action::Help),
                "version" if on => return Ok(Action::Version),
                "emit-llvm" => p.emit_llvm = on,
                "parse-only" => p.parse_only = on,
                "time-passes" => p.time_passes = on,
                "verify-machineinstrs" => p.opts.verify_machine_code = on,
                "addrsig" => p.opts.addrsig = on,
                "basic-block-address-map" => p.opts.bb_addr_map = on,
                _ => {}
            }
        }
    }
    p.finish()
}

/// The state of a command line being read.
#[derive(Default)]
struct Parsed {
    input: Option<Input>,
    output: Option<Dest>,
    opts: Options,
    emit_llvm: bool,
    parse_only: bool,
    time_passes: bool,
    /// Options already given (cl::opt allows each once; `-mattr` is a list and may repeat).
    seen: Vec<&'static str>,
}

impl Parsed {
    fn positional(&mut self, arg: OsString) -> Result<(), UsageError> {
        let input = if arg == "-" {
            Input::Stdin
        } else {
            Input::File(PathBuf::from(arg))
        };
        if let Some(first) = &self.input {
            let name = |i: &Input| match i {
                Input::Stdin => "-".to_string(),
                Input::File(p) => p.display().to_string(),
            };
            return Err(UsageError::TooManyInputs {
                first: name(first),
                second: name(&input),
            });
        }
        self.input = Some(input);
        Ok(())
    }

    fn once(&mut self, canonical: &'static str, opt: &str) -> Result<(), UsageError> {
        if self.seen.contains(&canonical) {
            return Err(UsageError::Repeated {
                opt: opt.to_string(),
            });
        }
        self.seen.push(canonical);
        Ok(())
    }

    fn opt_level(&mut self, written: &str, level: &str) -> Result<(), UsageError> {
        self.once("O", "-O")?;
        self.opts.opt_level = level
            .parse::<OptLevel>()
            .map_err(|()| UsageError::InvalidValue {
                opt: "-O".to_string(),
                value: written.trim_start_matches('-').to_string(),
                expected: "-O0, -O1, -O2 or -O3".to_string(),
            })?;
        Ok(())
    }

    fn value_option(
        &mut self,
        canonical: &'static str,
        opt: &str,
        value: String,
    ) -> Result<(), UsageError> {
        // `-mattr` is a list and may repeat; `-O=N` is counted by `opt_level`.
        if !matches!(canonical, "mattr" | "O") {
            self.once(canonical, opt)?;
        }
        let invalid = |expected: String| UsageError::InvalidValue {
            opt: opt.to_string(),
            value: value.clone(),
            expected,
        };
        fn one_of<T: Copy>(table: &[(T, &str)]) -> String {
            let names: Vec<&str> = table.iter().map(|e| e.1).collect();
            format!("one of {}", names.join(", "))
        }
        match canonical {
            "o" => {
                self.output = Some(if value == "-" {
                    Dest::Stdout
                } else {
                    Dest::File(PathBuf::from(&value))
                })
            }
            "filetype" => {
                self.opts.file_type = value
                    .parse()
                    .map_err(|()| invalid(one_of(FileType::KEYWORDS)))?;
            }
            "mtriple" => {
                let t = parse_triple(&value).map_err(|reason| UsageError::BadTriple {
                    opt: opt.to_string(),
                    value: value.clone(),
                    reason,
                })?;
                self.opts.triple = Some(t);
            }
            "march" => {
                self.opts.arch = Some(parse_arch(&value).ok_or_else(|| {
                    invalid(format!("an architecture such as {}", rllc_targets::backend::MARCH_EXAMPLES))
                })?);
            }
            "mcpu" => {
                if value.is_empty() {
                    return Err(invalid("a CPU name".to_string()));
                }
                self.opts.cpu = Some(value);
            }
            "mattr" => {
                for feature in value.split(',').map(str::trim).filter(|f| !f.is_empty()) {
                    // LLVM reads a feature without a sign as enabled.
                    let feature = match feature.as_bytes()[0] {
                        b'+' | b'-' => feature.to_string(),
                        _ => format!("+{feature}"),
                    };
                    if feature.len() == 1 {
                        return Err(invalid("features such as +avx2,-sse4.2".to_string()));
                    }
                    self.opts.features.push(feature);
                }
            }
            "O" => self.opt_level(&format!("O{value}"), &value)?,
            "relocation-model" => {
                self.opts.reloc_model = Some(
                    value
                        .parse()
                        .map_err(|()| invalid(one_of(RelocModel::KEYWORDS)))?,
                );
            }
            "code-model" => {
                self.opts.code_model = Some(
                    value
                        .parse()
                        .map_err(|()| invalid(one_of(CodeModel::KEYWORDS)))?,
                );
            }
            _ => unreachable_option(canonical),
        }
        Ok(())
    }

    fn finish(self) -> Result<Action, UsageError> {
        let mode = match (self.emit_llvm, self.parse_only) {
            (true, true) => return Err(UsageError::ConflictingModes),
            (true, false) => Mode::EmitLlvm,
            (false, true) => Mode::ParseOnly,
            (false, false) => Mode::Compile,
        };
        Ok(Action::Run(Invocation {
            input: self.input.unwrap_or(Input::Stdin),
            output: self.output,
            mode,
            options: self.opts,
            time_passes: self.time_passes,
        }))
    }
}

/// Every value option in `OPTIONS` is handled in `value_option`; this is reached only if
/// the table and the match disagree, which the unit tests rule out.
fn unreachable_option(name: &str) {
    debug_assert!(false, "option table and handler disagree on '{name}'");
}

/// The known option closest to a mistyped one, if it is close (one edit per three
/// characters, at most two; or the typed name is a prefix of at least three characters).
fn suggest(name: &str) -> Option<String> {
    // Short names are close to everything; allow one edit per three characters.
    let limit = (name.len() / 3).min(2);
    let mut best: Option<(usize, &str)> = None;
    for &(cand, _, _) in OPTIONS {
        if cand == "O" {
            continue;
        }
        let d = if name.len() >= 3 && cand.starts_with(name) {
            1
        } else {
            edit_distance(name, cand)
        };
        if d <= limit && !matches!(best, Some((bd, _)) if bd <= d) {
            best = Some((d, cand));
        }
    }
    best.map(|(_, cand)| {
        let takes_value = OPTIONS.iter().any(|o| o.0 == cand && o.1.is_some());
        if takes_value {
            format!("-{cand}=")
        } else {
            format!("--{cand}")
        }
    })
}

/// Levenshtein distance over bytes (option names are ASCII and short).
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        cur[0] = i;
        for j in 1..=b.len() {
            let sub = prev[j - 1] + usize::from(a[i - 1] != b[j - 1]);
            cur[j] = sub.min(prev[j] + 1).min(cur[j - 1] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use target_lexicon::Architecture;

    fn run(args: &[&str]) -> Invocation {
        match parse_args(args.iter().copied()) {
            Ok(Action::Run(inv)) => inv,
            other => panic!("{args:?}: {other:?}"),
        }
    }

    fn err(args: &[&str]) -> UsageError {
        match parse_args(args.iter().copied()) {
            Err(e) => e,
            Ok(a) => panic!("{args:?} accepted: {a:?}"),
        }
    }

    #[test]
    fn no_arguments_reads_stdin_and_writes_stdout() {
        let inv = run(&[]);
        assert_eq!(inv.input, Input::Stdin);
        assert_eq!(inv.mode, Mode::Compile);
        assert_eq!(inv.destination(), Some(Dest::Stdout));
        assert_eq!(inv.input_name(), "<stdin>");
        assert_eq!(run(&["-"]).input, Input::Stdin);
    }

    #[test]
    fn default_output_is_llcs() {
        assert_eq!(
            run(&["dir/x.ll"]).destination(),
            Some(Dest::File("dir/x.s".into()))
        );
        assert_eq!(
            run(&["x.bc", "-filetype=obj"]).destination(),
            Some(Dest::File("x.o".into()))
        );
        assert_eq!(
            run(&["x.txt"]).destination(),
            Some(Dest::File("x.txt.s".into()))
        );
        assert_eq!(run(&["x.ll", "-filetype=null"]).destination(), None);
        assert_eq!(run(&["x.ll", "-o", "-"]).destination(), Some(Dest::Stdout));
        assert_eq!(
            run(&["x.ll", "-o=y.s"]).destination(),
            Some(Dest::File("y.s".into()))
        );
        assert_eq!(
            run(&["x.ll", "--emit-llvm"]).destination(),
            Some(Dest::Stdout)
        );
        assert_eq!(
            run(&["x.ll", "--emit-llvm", "-o", "y.ll"]).destination(),
            Some(Dest::File("y.ll".into()))
        );
        assert_eq!(
            run(&["x.ll", "--parse-only", "-o", "y.s"]).destination(),
            None
        );
    }

    #[test]
    fn both_dash_spellings_and_both_value_forms() {
        for args in [
            &["-filetype=obj", "-mtriple=aarch64-unknown-linux-gnu"][..],
            &[
                "--filetype",
                "obj",
                "--mtriple",
                "aarch64-unknown-linux-gnu",
            ][..],
            &["-filetype", "obj", "--mtriple=aarch64-unknown-linux-gnu"][..],
        ] {
            let inv = run(args);
            assert_eq!(inv.options.file_type, FileType::Obj);
            assert!(matches!(
                inv.options.triple.as_ref().unwrap().architecture,
                Architecture::Aarch64(_)
            ));
        }
        assert_eq!(run(&["-parse-only"]).mode, Mode::ParseOnly);
        assert_eq!(run(&["--parse-only"]).mode, Mode::ParseOnly);
        assert_eq!(run(&["-emit-llvm"]).mode, Mode::EmitLlvm);
        assert_eq!(run(&["--emit-llvm=true"]).mode, Mode::EmitLlvm);
        assert_eq!(run(&["--emit-llvm=false"]).mode, Mode::Compile);
    }

    #[test]
    fn all_value_options() {
        let inv = run(&[
            "in.ll",
            "-march=x86-64",
            "-mcpu=skylake",
            "-mattr=+avx2,-sse4.2,fma",
            "--mattr",
            "+bmi",
            "-O3",
            "-relocation-model=pic",
            "-code-model",
            "kernel",
        ]);
        let o = &inv.options;
        assert_eq!(inv.input, Input::File("in.ll".into()));
        assert_eq!(o.arch, Some(Architecture::X86_64));
        assert_eq!(o.cpu.as_deref(), Some("skylake"));
        assert_eq!(o.features, ["+avx2", "-sse4.2", "+fma", "+bmi"]);
        assert_eq!(o.opt_level, OptLevel::O3);
        assert_eq!(o.reloc_model, Some(RelocModel::Pic));
        assert_eq!(o.code_model, Some(CodeModel::Kernel));
        assert_eq!(o.file_type, FileType::Asm);
    }

    #[test]
    fn opt_levels() {
        assert_eq!(run(&[]).options.opt_level, OptLevel::O2);
        assert_eq!(run(&["-O0"]).options.opt_level, OptLevel::O0);
        assert_eq!(run(&["--O1"]).options.opt_level, OptLevel::O1);
        assert_eq!(run(&["-O=3"]).options.opt_level, OptLevel::O3);
        assert!(matches!(err(&["-O4"]), UsageError::InvalidValue { value, .. } if value == "O4"));
        assert!(matches!(err(&["-Os"]), UsageError::InvalidValue { .. }));
        assert!(matches!(err(&["-O1", "-O2"]), UsageError::Repeated { .. }));
        assert!(matches!(err(&["-O"]), UsageError::MissingValue { .. }));
    }

    #[test]
    fn help_and_version() {
        assert!(matches!(parse_args(["--help"]), Ok(Action::Help)));
        assert!(matches!(parse_args(["-help"]), Ok(Action::Help)));
        assert!(matches!(
            parse_args(["x.ll", "--version"]),
            Ok(Action::Version)
        ));
        assert!(matches!(parse_args(["-version"]), Ok(Action::Version)));
        let help = help_text();
        for (name, _, _) in OPTIONS {
            assert!(
                help.contains(&format!("-{name}")),
                "{name} missing from help"
            );
        }
        assert!(version_text().contains(env!("CARGO_PKG_VERSION")));
    }

    #[test]
    fn llc_options_rllc_does_not_implement_are_named() {
        for opt in ["--basic-block-sections=all", "-function-sections=true", "-data-sections"] {
            let e = err(&[opt]);
            assert!(matches!(&e, UsageError::Unsupported { opt: o, .. } if o == opt), "{e:?}");
            assert!(e.to_string().starts_with(&format!("option '{opt}' is not supported (llc ")), "{e}");
        }
        assert!(err(&["-stack-size-section"]).to_string().contains(".stack_sizes"));
    }

    #[test]
    fn double_dash_ends_options() {
        assert_eq!(
            run(&["--", "-weird.ll"]).input,
            Input::File("-weird.ll".into())
        );
    }

    #[test]
    fn usage_errors_name_the_option() {
        let e = err(&["-bogus"]);
        assert!(
            matches!(&e, UsageError::UnknownOption { opt, suggestion: None } if opt == "-bogus"),
            "{e:?}"
        );
        assert!(e.to_string().contains("'-bogus'"));
        let e = err(&["--emit-lvm"]);
        assert_eq!(
            e.to_string(),
            "unknown option '--emit-lvm', did you mean '--emit-llvm'?"
        );
        let e = err(&["-mtripel=x86_64-pc-linux-gnu"]);
        assert!(e.to_string().contains("did you mean '-mtriple='"), "{e}");
        assert_eq!(err(&["-o"]), UsageError::MissingValue { opt: "-o".into() });
        assert_eq!(
            err(&["x.ll", "--mtriple"]),
            UsageError::MissingValue {
                opt: "-mtriple".into()
            }
        );
        assert!(
            matches!(err(&["-filetype=exe"]), UsageError::InvalidValue { opt, expected, .. }
            if opt == "-filetype" && expected == "one of asm, obj, null")
        );
        assert!(matches!(
            err(&["-relocation-model=PIC"]),
            UsageError::InvalidValue { .. }
        ));
        assert!(matches!(
            err(&["-code-model=huge"]),
            UsageError::InvalidValue { .. }
        ));
        assert!(matches!(
            err(&["-march=vax11"]),
            UsageError::InvalidValue { .. }
        ));
        assert!(
            matches!(err(&["-mtriple=foo-bar-baz"]), UsageError::BadTriple { value, .. } if value == "foo-bar-baz")
        );
        assert!(matches!(err(&["-mtriple="]), UsageError::BadTriple { .. }));
        assert!(matches!(err(&["-mcpu="]), UsageError::InvalidValue { .. }));
        assert!(matches!(
            err(&["-mattr=+"]),
            UsageError::InvalidValue { .. }
        ));
        assert!(matches!(
            err(&["--parse-only=yes"]),
            UsageError::UnexpectedValue { .. }
        ));
        assert!(matches!(
            err(&["a.ll", "b.ll"]),
            UsageError::TooManyInputs { .. }
        ));
        assert!(matches!(
            err(&["-o", "a", "-o", "b"]),
            UsageError::Repeated { .. }
        ));
        assert_eq!(
            err(&["--emit-llvm", "--parse-only"]),
            UsageError::ConflictingModes
        );
    }

    #[cfg(unix)]
    #[test]
    fn non_utf8_paths_are_kept() {
        use std::os::unix::ffi::OsStringExt;
        let raw = OsString::from_vec(b"caf\xe9.ll".to_vec());
        let Ok(Action::Run(inv)) = parse_args([raw]) else {
            panic!()
        };
        let Some(Dest::File(out)) = inv.destination() else {
            panic!()
        };
        assert_eq!(out.into_os_string().into_vec(), b"caf\xe9.s");
        let bad_opt = OsString::from_vec(b"-o\xff".to_vec());
        assert!(matches!(
            parse_args([bad_opt]),
            Err(UsageError::NotUtf8 { .. })
        ));
    }

    #[test]
    fn edit_distances() {
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("mcpu", "mcpu"), 0);
        assert_eq!(edit_distance("mcup", "mcpu"), 2);
        assert_eq!(suggest("zzzzzz"), None);
        assert_eq!(suggest("file-type"), Some("-filetype=".into()));
    }
}
