//! Shared helpers of the objwriter integration tests: scratch directories, running the
//! system tools (linkers, qemu, llvm-mc, llvm-objdump), and small machine-code builders.
#![allow(dead_code)]

pub mod models;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A fresh scratch directory for one test.
pub fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rllc-objwriter-{}-{}", test, std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create scratch dir");
    dir
}

/// Checks that `tool` can be started. Tests never skip: a missing tool fails the test with
/// a message saying what to install (`scripts/test.sh` installs all of them).
pub fn have(tool: &str) -> bool {
    if Command::new(tool).arg("--version").output().is_err() {
        panic!("`{tool}` is not installed; run scripts/test.sh, which installs what the tests need");
    }
    true
}

/// Runs a command and returns its output, failing the test with its stderr if it failed.
pub fn run_ok(cmd: &mut Command) -> Output {
    let out = cmd.output().unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    if !out.status.success() {
        panic!(
            "{cmd:?} failed ({}):\nstdout:\n{}\nstderr:\n{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    out
}

/// Runs a command that may fail (a test program returning an exit code).
pub fn run(cmd: &mut Command) -> Output {
    cmd.output().unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"))
}

pub fn write(path: &Path, bytes: &[u8]) {
    std::fs::write(path, bytes).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
}

pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Output of `tool args... file` as text.
pub fn tool_text(tool: &str, args: &[&str], file: &Path) -> String {
    stdout(&run_ok(Command::new(tool).args(args).arg(file)))
}

use rllc_objwriter::{ObjectFile, Reloc, RelocKind, SectionId, Symbol, SymbolId};

/// Machine code being assembled by hand: bytes plus relocations at their offsets.
#[derive(Default)]
pub struct Code {
    pub bytes: Vec<u8>,
    pub relocs: Vec<Reloc>,
}

impl Code {
    pub fn offset(&self) -> u32 {
        self.bytes.len() as u32
    }

    /// A 32-bit little-endian instruction word.
    pub fn insn(&mut self, word: u32) -> &mut Self {
        self.bytes.extend_from_slice(&word.to_le_bytes());
        self
    }

    /// A 32-bit instruction word relocated by `kind` against `sym`.
    pub fn insn_reloc(&mut self, word: u32, kind: RelocKind, sym: SymbolId, addend: i64) -> &mut Self {
        self.relocs.push(Reloc::new(self.bytes.len() as u64, kind, sym, addend));
        self.insn(word)
    }

    /// Raw bytes.
    pub fn raw(&mut self, bytes: &[u8]) -> &mut Self {
        self.bytes.extend_from_slice(bytes);
        self
    }

    /// Raw bytes whose last four are a field relocated by `kind`.
    pub fn raw_reloc32(&mut self, bytes: &[u8], kind: RelocKind, sym: SymbolId, addend: i64) -> &mut Self {
        self.bytes.extend_from_slice(bytes);
        self.relocs
            .push(Reloc::new(self.bytes.len() as u64 - 4, kind, sym, addend));
        self
    }

    /// Appends the code to `section` and defines a global function `name` over it.
    pub fn define(self, obj: &mut ObjectFile, section: SectionId, name: &str) -> SymbolId {
        let off = obj.section_mut(section).append(&self.bytes, 4);
        for r in self.relocs {
            obj.add_reloc(
                section,
                Reloc {
                    offset: r.offset + off,
                    ..r
                },
            );
        }
        obj.add_symbol(Symbol::function(name, section, off, self.bytes.len() as u64))
    }
}
