//! `-time-passes`: how long each stage of the pipeline took, summed over all threads
//! (functions compile in parallel, so the per-function stages add up CPU time, not wall
//! time), printed to stderr as llc's option of the same name does. Off by default: when
//! disabled, `time` costs one relaxed atomic load.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

/// The stages measured, in pipeline order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Read,
    Parse,
    Verify,
    /// IR → DAG → legalized, combined, selected MIR with virtual registers.
    Isel,
    RegAlloc,
    /// Rewriting to physical registers, branch folding, prologue/epilogue.
    PostRa,
    Encode,
    AsmText,
    /// Data, symbols, relocations and CFI into the object model.
    ObjectModel,
    /// Object file or assembly text bytes.
    Write,
}

const PHASES: [(Phase, &str); 10] = [
    (Phase::Read, "read input"),
    (Phase::Parse, "parse"),
    (Phase::Verify, "verify"),
    (Phase::Isel, "instruction selection"),
    (Phase::RegAlloc, "register allocation"),
    (Phase::PostRa, "post-allocation + frame"),
    (Phase::Encode, "encoding"),
    (Phase::AsmText, "assembly text"),
    (Phase::ObjectModel, "object model"),
    (Phase::Write, "output bytes"),
];

static ENABLED: AtomicBool = AtomicBool::new(false);
static NANOS: [AtomicU64; 10] = [const { AtomicU64::new(0) }; 10];

pub fn enable() {
    ENABLED.store(true, Ordering::Relaxed);
}

pub fn enabled() -> bool {
    ENABLED.load(Ordering::Relaxed)
}

/// Runs `f`, adding its duration to `phase` when timing is on.
pub fn time<R>(phase: Phase, f: impl FnOnce() -> R) -> R {
    if !ENABLED.load(Ordering::Relaxed) {
        return f();
    }
    let start = Instant::now();
    let r = f();
    NANOS[phase as usize].fetch_add(start.elapsed().as_nanos() as u64, Ordering::Relaxed);
    r
}

/// The report, one line per stage that ran, with its share of the total.
pub fn report() -> String {
    let total: u64 = NANOS.iter().map(|n| n.load(Ordering::Relaxed)).sum();
    let mut s = String::from("===-- rllc -time-passes (seconds, summed over threads) --===\n");
    for (phase, name) in PHASES {
        let n = NANOS[phase as usize].load(Ordering::Relaxed);
        if n == 0 {
            continue;
        }
        let pct = if total == 0 { 0.0 } else { n as f64 * 100.0 / total as f64 };
        s.push_str(&format!("  {:>9.4}  {pct:>5.1}%  {name}\n", n as f64 / 1e9));
    }
    s.push_str(&format!("  {:>9.4}  100.0%  total\n", total as f64 / 1e9));
    s
}
