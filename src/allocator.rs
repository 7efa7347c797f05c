//! The `rllc` binary's global allocator: mimalloc for the worker threads, the system
//! allocator for the main thread.
//!
//! The main thread parses the module, a large structure built once and kept to the end;
//! glibc's malloc packs it about a tenth tighter than mimalloc. The worker threads compile
//! functions, churning through many short-lived allocations, where mimalloc's per-thread
//! free lists save about 14% of all instructions executed on sqlite3.ll. Each block is
//! freed (or resized) by the allocator that owns it, found with mimalloc's page map, so
//! blocks may move freely between threads.

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

// SAFETY: every block is allocated by one of two correct allocators and returned to the
// same one (`owned_by_mimalloc` tells which), with the caller's layout.
unsafe impl GlobalAlloc for Hybrid {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if use_system() {
            System.alloc(layout)
        } else if word_aligned(layout) {
            libmimalloc_sys::mi_malloc(layout.size()).cast()
        } else {
            mimalloc::MiMalloc.alloc(layout)
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if use_system() {
            System.alloc_zeroed(layout)
        } else if word_aligned(layout) {
            libmimalloc_sys::mi_zalloc(layout.size()).cast()
        } else {
            mimalloc::MiMalloc.alloc_zeroed(layout)
        }
    }

    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        if owned_by_mimalloc(p) {
            mimalloc::MiMalloc.dealloc(p, layout)
        } else {
            System.dealloc(p, layout)
        }
    }

    unsafe fn realloc(&self, p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if owned_by_mimalloc(p) {
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
