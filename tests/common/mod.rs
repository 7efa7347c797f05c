//! What the tests that drive a `scripts/*.sh` job share: run the script on the freshly
//! built `rllc`, with its work directory under cargo's target directory.

use std::path::PathBuf;
use std::process::Command;

/// The outcome of a script: whether it exited 0, its stdout and stderr together, and the
/// work directory it was given.
pub struct ScriptRun {
    pub success: bool,
    pub text: String,
    pub dir: PathBuf,
}

impl ScriptRun {
    /// Fails the test unless the script exited 0; `what` names the command in the message.
    pub fn assert_success(&self, what: &str) {
        assert!(self.success, "{what} failed (files in {}):\n{}", self.dir.display(), self.text);
    }

    /// Fails the test unless the output holds every one of `needles`.
    pub fn assert_contains(&self, needles: &[&str]) {
        for n in needles {
            assert!(self.text.contains(n), "no '{n}' in the output:\n{}", self.text);
        }
    }
}

/// Runs `bash scripts/<script>` from the repository root with `RLLC` set to this build's
/// binary and `dir_var` set to `<target tmp>/<dir_name>`; the output is printed too.
pub fn run_script(script: &str, dir_var: &str, dir_name: &str) -> ScriptRun {
    run_script_with(script, dir_var, dir_name, &[])
}

/// `run_script` with extra environment variables (`TARGET=aarch64-linux-gnu`).
pub fn run_script_with(script: &str, dir_var: &str, dir_name: &str, env: &[(&str, &str)]) -> ScriptRun {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(dir_name);
    let out = Command::new("bash")
        .arg(root.join("scripts").join(script))
        .env("RLLC", env!("CARGO_BIN_EXE_rllc"))
        .env(dir_var, &dir)
        .envs(env.iter().copied())
        .current_dir(&root)
        .output()
        .unwrap_or_else(|e| panic!("cannot run scripts/{script}: {e}"));
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    println!("{text}");
    ScriptRun {
        success: out.status.success(),
        text,
        dir,
    }
}
