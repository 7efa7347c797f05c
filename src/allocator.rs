//! The `rllc` binary's global allocator: mimalloc for the worker threads; for the main
//! thread, `main_arena` for small blocks and the system allocator for the rest.
//!
//! The main thread parses the module, a large structure built once and kept to the end;
//! glibc's malloc packs it about a tenth tighter than mimalloc. The worker threads compile
//! functions, churning through many short-lived allocations, where mimalloc's per-thread
//! free lists save about 14% of all instructions executed on sqlite3.ll. Each block is
//! freed (or resized) by the allocator that owns it, found by `main_arena`'s address range
//! and mimalloc's page map, so blocks may move freely between threads.
//!
//! The main thread's heap (glibc's, grown with brk) is also set up here for transparent
//! huge pages (`huge_page_heap`), and mimalloc's clean-up at exit is turned off
//! (`no_cleanup_at_exit`).

use crate::main_arena;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

pub struct Hybrid;

thread_local! {
    static ON_MAIN_THREAD: Cell<bool> = const { Cell::new(false) };
}

/// Called first thing in `main`: from then on the main thread allocates from the system.
pub fn mark_main_thread() {
    ON_MAIN_THREAD.with(|m| m.set(true));
}

fn use_system() -> bool {
    // During thread teardown the flag may be gone: either allocator is correct then.
    ON_MAIN_THREAD.try_with(|m| m.get()).unwrap_or(false)
}

/// Every mimalloc block is aligned to at least a word, so layouts that ask for no more
/// take the plain entry points, which are shorter than the aligned ones.
fn word_aligned(layout: Layout) -> bool {
    layout.align() <= std::mem::size_of::<usize>()
}

fn owned_by_mimalloc(p: *mut u8) -> bool {
    // SAFETY: a page-map lookup; valid for any pointer value.
    unsafe { libmimalloc_sys::mi_is_in_heap_region(p.cast()) }
}

// SAFETY: every block is allocated by one of three correct allocators and returned to the
// same one (`main_arena::owns` and `owned_by_mimalloc` tell which), with the caller's
// layout; the main thread's arena is used on the main thread only (see `main_arena`).
unsafe impl GlobalAlloc for Hybrid {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if use_system() {
            let p = main_arena::alloc(layout);
            if !p.is_null() {
                return p;
            }
            System.alloc(layout)
        } else if word_aligned(layout) {
            libmimalloc_sys::mi_malloc(layout.size()).cast()
        } else {
            mimalloc::MiMalloc.alloc(layout)
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if use_system() {
            let p = main_arena::alloc(layout);
            if !p.is_null() {
                // Blocks from a free list are not zero.
                std::ptr::write_bytes(p, 0, layout.size());
                return p;
            }
            System.alloc_zeroed(layout)
        } else if word_aligned(layout) {
            libmimalloc_sys::mi_zalloc(layout.size()).cast()
        } else {
            mimalloc::MiMalloc.alloc_zeroed(layout)
        }
    }

    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        if main_arena::owns(p) {
            // Freed on another thread: left unused (see `main_arena`).
            if use_system() {
                main_arena::dealloc(p, layout)
            }
        } else if owned_by_mimalloc(p) {
            mimalloc::MiMalloc.dealloc(p, layout)
        } else {
            System.dealloc(p, layout)
        }
    }

    unsafe fn realloc(&self, p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if main_arena::owns(p) {
            let main = use_system();
            if main {
                let q = main_arena::resize_in_place(p, layout, new_size);
                if !q.is_null() {
                    return q;
                }
            }
            // Move the block: to this thread's allocator, like any new block.
            // SAFETY (layout): `realloc`'s contract makes `new_size` valid with this alignment.
            let new_layout = Layout::from_size_align_unchecked(new_size, layout.align());
            let q = self.alloc(new_layout);
            if !q.is_null() {
                std::ptr::copy_nonoverlapping(p, q, layout.size().min(new_size));
                if main {
                    main_arena::dealloc(p, layout);
                }
            }
            q
        } else if owned_by_mimalloc(p) {
            if word_aligned(layout) {
                libmimalloc_sys::mi_realloc(p.cast(), new_size).cast()
            } else {
                mimalloc::MiMalloc.realloc(p, layout, new_size)
            }
        } else {
            System.realloc(p, layout, new_size)
        }
    }
}

/// Lets the main thread's heap use transparent huge pages: grows glibc's brk heap at
/// once by about what a module parsed from `input_len` bytes of IR needs (4x the input,
/// at least 8 MiB, at most 512 MiB; sqlite3.ll, 14 MiB, needs about 40 MiB) and marks
/// that range `MADV_HUGEPAGE` (THP is in `madvise` mode on common distributions, so
/// nothing gets huge pages unless asked). The range is address space only: a page takes
/// memory when first touched, and a module larger than guessed grows the heap past it
/// with ordinary pages. Called by the driver once, on the main thread, before a large
/// input is parsed, while no other thread allocates (the lexer has not started).
///
/// Why: the module the main thread builds was faulted in one 4 KiB page at a time, 9,400
/// faults of ~3 us each on sqlite3.ll on the sequential path before any function
/// compiles; with 2 MiB pages, a few dozen. The cost is memory rounding: up to one 2 MiB
/// page past the heap's top (`--parse-only` peak RSS 44 -> 47 MB on sqlite3.ll, within
/// the 4x-the-file limit). With THP defrag set to `madvise`, a fault may compact memory
/// when no 2 MiB page is free; the kernel then falls back to 4 KiB. Small inputs skip
/// this (the driver's threshold): zeroing a 2 MiB page would cost them more than their
/// few faults.
///
/// glibc only: the settings below are glibc's `mallopt`. Any failure leaves the heap as
/// it was (ordinary pages), which is always correct.
pub fn huge_page_heap(input_len: usize) {
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    let _ = input_len;
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt, sbrk(0), malloc/free of one block and madvise on the heap's own
    // pages: no memory anyone uses changes (MADV_HUGEPAGE only changes how untouched
    // pages are backed, never their contents). Runs on the main thread before the parser
    // starts its lexer thread, when no other thread exists to grow glibc's heap meanwhile.
    unsafe {
        // Any setting below turns off glibc's dynamic mmap threshold; large blocks that
        // do not fit in the reserved range still go to their own mappings.
        // Never give the reserved range back (a trim would split the huge pages); what
        // the main thread frees is reused by its later allocations.
        let reserve = input_len.saturating_mul(4).clamp(8 << 20, 512 << 20);
        // The small blocks, a fifth to a third of the module, are in the arena.
        main_arena::advise_huge_pages(reserve / 2);
        libc::mallopt(libc::M_TRIM_THRESHOLD, (2 * reserve) as libc::c_int);
        // Grow the heap once by the whole range: a block too big for the current top
        // (glibc starts with ~132 KiB), taken from the heap rather than mmap, makes brk
        // grow by it plus the top pad.
        libc::mallopt(libc::M_TOP_PAD, reserve as libc::c_int);
        libc::mallopt(libc::M_MMAP_MAX, 0);
        let before = libc::sbrk(0) as usize;
        let block = libc::malloc(1 << 20);
        let after = libc::sbrk(0) as usize;
        // black_box: a malloc/free pair whose block is unused would be optimized away.
        libc::free(std::hint::black_box(block));
        // glibc's defaults again: 128 KiB of top pad, up to 65,536 mmapped blocks.
        libc::mallopt(libc::M_TOP_PAD, 128 << 10);
        libc::mallopt(libc::M_MMAP_MAX, 65536);
        if before == usize::MAX || after == usize::MAX || after <= before {
            return; // sbrk failed, or the heap did not grow (glibc fell back to mmap)
        }
        // The old break need not be page-aligned; the range advised must start on a page.
        let start = before.next_multiple_of(4096);
        if start < after {
            // A failure (no THP in this kernel) leaves ordinary pages.
            libc::madvise(
                start as *mut libc::c_void,
                after - start,
                libc::MADV_HUGEPAGE,
            );
            // The module takes about 1.6 times the input from this heap (sqlite3.ll,
            // 15 MB: 24.5 MB) and half the input from the arena (7.5 MB): all of it is
            // populated, so that the main thread zeroes none of it. That leaves peak
            // memory where it was only because the input's pages are not resident
            // meanwhile (the driver lets them go as soon as their text is checked, and
            // behind the parser); populating less left the last 3 to 6 MB of the module
            // to the main thread, up to 15 ms of zeroing on a VM whose host backs guest
            // memory on first touch.
            let heap = (start, (input_len / 5 * 8).min(after - start));
            prefault_in_background(heap, main_arena::first_bytes(input_len / 2));
        }
    }
}

/// Has another thread fault in the memory the main thread is about to fill, in order,
/// `MADV_POPULATE_WRITE` (Linux 5.14): pages are allocated and zeroed as by a write, and
/// no byte changes, so the main thread may use them meanwhile. The thread is started here
/// but waits for `start_prefault` (the parser has started and its lexer thread runs):
/// each populate step holds the process's memory-map lock for reading, and creating a
/// thread maps its stack, which needs that lock for writing; on a VM whose host is slow
/// to hand out memory a step takes milliseconds, and the threads the driver and the
/// parser start were kept waiting that long before they could start.
///
/// Why: zeroing fresh pages is the kernel's work inside the faulting thread, and on a VM
/// it is slow (first touches of guest memory): sampling `--parse-only` on sqlite3.ll, 13%
/// of all CPU time was `clear_page_erms` under the main thread's mallocs, where the
/// parser waits for it. The lexer thread, which runs ahead of the parser and waits for
/// it, leaves room on the other core. Heap and arena are populated in steps, interleaved,
/// so both stay ahead of the parser from the start. Any failure (an older kernel) leaves
/// the faults to the main thread, as before.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn prefault_in_background(heap: (usize, usize), arena: (usize, usize)) {
    const STEP: usize = 2 << 20;
    let populate = |start: usize, len: usize| {
        // SAFETY: populating a range of our own mapping changes no byte of it.
        unsafe { libc::madvise(start as *mut libc::c_void, len, libc::MADV_POPULATE_WRITE) == 0 }
    };
    let work = move || {
        rllc::driver::lower_current_thread();
        while !PREFAULT_GO.load(std::sync::atomic::Ordering::Acquire) {
            // `start_prefault` unparks this thread after setting the flag; a wake-up
            // without it (park may return spuriously) waits again.
            std::thread::park();
        }
        let (mut h, h_end) = (heap.0, heap.0 + heap.1);
        let (mut a, a_end) = (arena.0, arena.0 + arena.1);
        while h < h_end || a < a_end {
            // Four heap steps to one arena step: the rate at which the parser uses them.
            for _ in 0..4 {
                if h < h_end {
                    let len = STEP.min(h_end - h);
                    if !populate(h, len) {
                        return;
                    }
                    h += len;
                }
            }
            if a < a_end {
                let len = STEP.min(a_end - a);
                if !populate(a, len) {
                    return;
                }
                a += len;
            }
        }
    };
    // Without a thread the main thread simply faults as it goes.
    if let Ok(handle) = std::thread::Builder::new().name("rllc-prefault".into()).spawn(work) {
        let _ = PREFAULT_THREAD.set(handle.thread().clone());
    }
}

/// Whether the prefault thread may start (see `start_prefault`).
static PREFAULT_GO: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// The prefault thread, once started, so that `start_prefault` can wake it.
static PREFAULT_THREAD: std::sync::OnceLock<std::thread::Thread> = std::sync::OnceLock::new();

/// Lets the prefault thread (`prefault_in_background`) begin: called by the driver when
/// the parser has started. Does nothing when there is no such thread.
pub fn start_prefault() {
    PREFAULT_GO.store(true, std::sync::atomic::Ordering::Release);
    if let Some(t) = PREFAULT_THREAD.get() {
        t.unpark();
    }
}

/// `mi_option_destroy_on_exit`: its index in mimalloc v3's `mi_option_e` (mimalloc.h),
/// the version libmimalloc-sys 0.1.49 builds by default; the crate does not name it.
const MI_OPTION_DESTROY_ON_EXIT: libmimalloc_sys::mi_option_t = 22;

/// Skips mimalloc's work at process exit. By default its exit handler collects every
/// heap and returns all free memory to the OS (madvise per range, each one a TLB
/// shootdown on a VM), which the kernel is about to do anyway when it tears the process
/// down: 3-4 ms on the main thread after a compile of sqlite3.ll, at the very end of the
/// wall time. A value above 1 makes the handler return at once (mimalloc's
/// `_mi_auto_process_done`); no memory is freed, and none needs to be.
pub fn no_cleanup_at_exit() {
    // SAFETY: sets one option; mimalloc reads it only in its exit handler.
    unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_DESTROY_ON_EXIT, 2) }
}

#[cfg(test)]
mod tests {
    /// `MI_OPTION_DESTROY_ON_EXIT` is mimalloc's index: the options around it hold the
    /// defaults mimalloc v3 gives them (max_warnings 32, deprecated_max_segment_reclaim
    /// 10, destroy_on_exit 0, arena_reserve 1 GiB in KiB). A mimalloc update that moves
    /// the enum fails here instead of setting some other option.
    #[test]
    fn destroy_on_exit_option_index() {
        let i = super::MI_OPTION_DESTROY_ON_EXIT;
        // SAFETY: reads options; no preconditions.
        let got = unsafe { [i - 2, i - 1, i, i + 1].map(|o| libmimalloc_sys::mi_option_get(o)) };
        assert_eq!(got, [32, 10, 0, 1 << 20]);
    }
}
