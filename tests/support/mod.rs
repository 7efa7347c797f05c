//! Shared by the library tests: how to link and run a program for each supported target
//! on this x86-64 host (natively, or with the cross gcc and qemu-user), failing the test
//! when a tool is missing.

#![allow(dead_code)]

use std::path::Path;
use std::process::{Command, Output};

/// The C compiler that links for `triple`, and the command prefix that runs its programs.
pub fn toolchain(triple: &str) -> (&'static str, Vec<&'static str>) {
    match triple.split('-').next() {
        Some("x86_64") => ("gcc", vec![]),
        Some("aarch64") => (
            "aarch64-linux-gnu-gcc",
            vec!["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu"],
        ),
        Some("riscv64") => (
            "riscv64-linux-gnu-gcc",
            vec!["qemu-riscv64", "-L", "/usr/riscv64-linux-gnu"],
        ),
        _ => panic!("no toolchain known for {triple}"),
    }
}

/// Runs a command, panicking with its output if it cannot start or fails.
pub fn run_ok(cmd: &mut Command, what: &str) -> Output {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{what}: cannot run {cmd:?}: {e} (is it installed?)"));
    assert!(
        out.status.success(),
        "{what} failed ({:?}):\n{}\n{}",
        cmd,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// Links `inputs` (objects, archives, C files) into `exe` for `triple`.
pub fn link(triple: &str, inputs: &[&Path], exe: &Path, extra: &[&str]) {
    let (cc, _) = toolchain(triple);
    let mut cmd = Command::new(cc);
    cmd.args(inputs).args(extra).arg("-o").arg(exe);
    run_ok(&mut cmd, &format!("linking for {triple}"));
}

/// Runs `exe` for `triple` and returns its standard output.
pub fn run(triple: &str, exe: &Path) -> String {
    let (_, runner) = toolchain(triple);
    let mut cmd = match runner.split_first() {
        Some((first, rest)) => {
            let mut c = Command::new(first);
            c.args(rest).arg(exe);
            c
        }
        None => Command::new(exe),
    };
    String::from_utf8_lossy(&run_ok(&mut cmd, &format!("running {}", exe.display())).stdout)
        .into_owned()
}

/// A fresh directory under the test target's temporary directory.
pub fn scratch(name: &str) -> std::path::PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The number just before `label` in a script's summary, e.g. 50 for " passed," in
/// "50 passed, 0 failed".
pub fn count_before(summary: &str, label: &str) -> Option<u32> {
    let line = summary.lines().find(|l| l.contains(label))?;
    let before = &line[..line.find(label)?];
    before
        .rsplit(|c: char| !c.is_ascii_digit())
        .next()?
        .parse()
        .ok()
}
