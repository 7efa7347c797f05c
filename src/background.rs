//! Scheduling of the helper threads that only do work the main thread would otherwise
//! do later or not at all: the prefault thread (zeroes the heap pages the parser is about
//! to fill) and the release thread (lets go of input pages the parser has read).
//!
//! They run under `SCHED_IDLE`: on a CPU no other thread of the system wants. With
//! ordinary priority, on two cores, a third busy thread displaces one of the two that
//! matter: the lexer thread, woken by the parser, was put on the parser's core (its own
//! was busy zeroing) and took turns with it, and the parser was preempted 10 to 20 times
//! per parse. Measured with `perf sched` and each parse's `getrusage(RUSAGE_THREAD)` on
//! sqlite3.ll, 30 runs after `opt-19`: the parser's wall time beyond its CPU time fell
//! from 10.7 to 5.8 ms by median, its involuntary context switches from 22 to 5, its
//! waits for tokens from 3.7 to 1.0 ms. Whole runs, alternating with the binary before
//! (60-80 rounds each): right after `opt-19` means 72.0 -> 71.8 and 74.3 -> 68.2 ms, back
//! to back 59.4 -> 57.4 and 60.6 -> 59.1 ms. The lexer thread sleeps on a full queue for
//! about a third of the parse, which leaves the idle time this work needs; on a machine
//! with no idle time the release thread may run late, and more of the input stays
//! resident meanwhile (peak RSS up to 47 instead of 43 MB in 12 runs on sqlite3.ll).

/// Moves the calling thread to `SCHED_IDLE`. Failure (another OS, a sandbox that forbids
/// it) leaves it as it was, which is always correct.
pub fn lower_current_thread() {
    #[cfg(target_os = "linux")]
    // SAFETY: sched_setscheduler on the calling thread (pid 0) with a valid parameter
    // block; it changes nothing but this thread's scheduling class.
    unsafe {
        let param = libc::sched_param { sched_priority: 0 };
        libc::sched_setscheduler(0, libc::SCHED_IDLE, &param);
    }
}
