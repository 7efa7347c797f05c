//! `-time-passes`: how long each stage of the pipeline took, summed over all threads
//! (functions compile in parallel, so the per-function stages add up CPU time, not wall
//! time), printed to stderr as llc's option of the same name does. Off by default: when
//! disabled, `time` costs one relaxed atomic load.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

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
/// The number of functions compiled, their total time, and the slowest few (time, name).
static FUNCTIONS: Mutex<(usize, Duration, Vec<(Duration, String)>)> = Mutex::new((0, Duration::ZERO, Vec::new()));

/// How many of the slowest functions the report names.
pub const SLOWEST_SHOWN: usize = 5;

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

/// Records the compiled functions: how many, their total time, and the slowest ones
/// (at most `SLOWEST_SHOWN`, slowest first). The slowest bound the parallel speedup.
pub fn record_functions(count: usize, total: Duration, slowest: Vec<(Duration, String)>) {
    *FUNCTIONS.lock().unwrap_or_else(|e| e.into_inner()) = (count, total, slowest);
}

/// The report, one line per stage that ran, with its share of the total, then the
/// slowest functions.
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
    let functions = FUNCTIONS.lock().unwrap_or_else(|e| e.into_inner());
    let (count, all, slowest) = &*functions;
    if *count > 0 {
        let all = all.as_secs_f64();
        s.push_str(&format!("===-- slowest of {count} functions ({all:.4} s in all) --===\n"));
        for (t, name) in slowest {
            let t = t.as_secs_f64();
            s.push_str(&format!("  {t:>9.4}  {:>5.1}%  {name}\n", t * 100.0 / all.max(1e-9)));
        }
    }
    s
}
