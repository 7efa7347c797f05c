//! The main thread's allocator for small blocks: size classes of 16 bytes up to 1 KiB,
//! carved by bumping a pointer through one reserved range of address space, with a free
//! list per class for blocks given back.
//!
//! Why: the main thread builds the module, hundreds of thousands of small blocks (operand
//! lists, block instruction lists, call payloads) that live to the end. glibc serves each
//! from the top of its heap through `_int_malloc`'s slow path (nothing was freed, so its
//! per-thread cache is empty): about 190 instructions per block, 10% of everything the
//! parser did on sqlite3.ll. A bump allocation is a dozen, and packs blocks tighter (no
//! per-block header). Large blocks (instruction arrays, token chunks, tables) still go to
//! glibc, whose heap `allocator::huge_page_heap` prepares.
//!
//! Only the main thread allocates here (`Hybrid` asks only there), so the state needs no
//! lock. Any thread may hold a block from here; the rare one freed or resized on another
//! thread is left unused (never handed out twice), which is correct and costs only its
//! bytes.

use std::alloc::Layout;
use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// Block sizes are multiples of this, and every block is aligned to it.
const GRANULE: usize = 16;
/// The largest block served here.
const MAX_SMALL: usize = 1024;
const CLASSES: usize = MAX_SMALL / GRANULE + 1;
/// Address space reserved at start (backed only where touched). A module whose small
/// blocks outgrow it simply continues in glibc's heap.
const RESERVE: usize = 4 << 30;

/// The reserved range `[BASE, END)`: set once at start, before any other thread exists,
/// then only read (by any thread, to tell whose a block is).
static BASE: AtomicUsize = AtomicUsize::new(0);
static END: AtomicUsize = AtomicUsize::new(0);

struct State {
    /// Next unused byte of the range.
    top: usize,
    /// Heads of the free lists by class (size / GRANULE); each free block holds the next.
    free: [*mut u8; CLASSES],
}

/// The allocation state, touched only on the main thread.
struct MainOnly(UnsafeCell<State>);

// SAFETY: `Hybrid` calls the functions below that touch the state only on the main thread.
unsafe impl Sync for MainOnly {}

static STATE: MainOnly = MainOnly(UnsafeCell::new(State { top: 0, free: [std::ptr::null_mut(); CLASSES] }));

/// Reserves the range. Called first thing in `main`, on the main thread, before any other
/// thread starts. Without the reservation (a strict overcommit policy refuses it) every
/// request falls through to glibc.
pub fn init() {
    // Elsewhere the arena stays off and everything goes to the system allocator.
    #[cfg(unix)]
    reserve();
}

#[cfg(unix)]
fn reserve() {
    // SAFETY: an anonymous private mapping at an address the kernel chooses; nothing else
    // refers to it yet.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            RESERVE,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
            -1,
            0,
        )
    };
    if p == libc::MAP_FAILED {
        return;
    }
    let base = p as usize;
    // SAFETY: no other thread exists yet (see above).
    unsafe { (*STATE.0.get()).top = base };
    BASE.store(base, Relaxed);
    END.store(base + RESERVE, Relaxed);
}

/// Lets the first `bytes` of the range use transparent huge pages (for large inputs, as
/// `allocator::huge_page_heap` does for glibc's heap: a few dozen faults instead of
/// thousands). Bumping fills the range in order, so at most one huge page is partly used.
pub fn advise_huge_pages(bytes: usize) {
    let (base, len) = first_bytes(bytes);
    if base == 0 {
        return;
    }
    // SAFETY: advice on our own mapping; it changes only how untouched pages are backed.
    #[cfg(target_os = "linux")]
    unsafe {
        libc::madvise(base as *mut libc::c_void, len, libc::MADV_HUGEPAGE)
    };
    #[cfg(not(target_os = "linux"))]
    let _ = len;
}

/// The range's first `bytes` (rounded up to a huge page) as `(start, length)`; empty
/// without a range.
pub fn first_bytes(bytes: usize) -> (usize, usize) {
    let base = BASE.load(Relaxed);
    if base == 0 {
        return (0, 0);
    }
    (base, bytes.min(RESERVE).next_multiple_of(2 << 20))
}

/// Whether `p` was handed out here.
#[inline]
pub fn owns(p: *mut u8) -> bool {
    let a = p as usize;
    a >= BASE.load(Relaxed) && a < END.load(Relaxed)
}

/// The block size serving `layout`, if it is served here.
#[inline]
fn class_size(size: usize, align: usize) -> Option<usize> {
    (size <= MAX_SMALL && align <= GRANULE).then(|| size.max(1).next_multiple_of(GRANULE))
}

/// A block for `layout`, or null when it is not served here (too big, too aligned, range
/// used up): the caller then asks glibc.
///
/// # Safety
/// Main thread only.
#[inline]
pub unsafe fn alloc(layout: Layout) -> *mut u8 {
    let Some(size) = class_size(layout.size(), layout.align()) else { return std::ptr::null_mut() };
    let st = &mut *STATE.0.get();
    let head = &mut st.free[size / GRANULE];
    if !head.is_null() {
        let p = *head;
        *head = *(p as *mut *mut u8);
        return p;
    }
    let p = st.top;
    if p == 0 || p + size > END.load(Relaxed) {
        return std::ptr::null_mut();
    }
    st.top = p + size;
    p as *mut u8
}

/// Takes back a block of this allocator.
///
/// # Safety
/// Main thread only; `p` is a live block from `alloc` or `realloc` here, with its layout.
#[inline]
pub unsafe fn dealloc(p: *mut u8, layout: Layout) {
    let size = layout.size().max(1).next_multiple_of(GRANULE);
    let st = &mut *STATE.0.get();
    if p as usize + size == st.top {
        // The last block carved: give the bytes back to the range.
        st.top = p as usize;
        return;
    }
    let head = &mut st.free[size / GRANULE];
    *(p as *mut *mut u8) = *head;
    *head = p;
}

/// Resizes a block of this allocator in place when it can: same class, or the last block
/// carved with room after it. Returns null otherwise (the caller moves the block).
///
/// # Safety
/// Main thread only; `p` is a live block here with `layout`.
#[inline]
pub unsafe fn resize_in_place(p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
    let old = layout.size().max(1).next_multiple_of(GRANULE);
    let Some(new) = class_size(new_size, layout.align()) else { return std::ptr::null_mut() };
    if new == old {
        return p;
    }
    let st = &mut *STATE.0.get();
    if p as usize + old == st.top && p as usize + new <= END.load(Relaxed) {
        st.top = p as usize + new;
        return p;
    }
    std::ptr::null_mut()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_round_to_granules_and_stop_at_the_limit() {
        assert_eq!(class_size(0, 1), Some(16));
        assert_eq!(class_size(1, 8), Some(16));
        assert_eq!(class_size(17, 8), Some(32));
        assert_eq!(class_size(1024, 16), Some(1024));
        assert_eq!(class_size(1025, 8), None);
        assert_eq!(class_size(64, 32), None);
    }
}
