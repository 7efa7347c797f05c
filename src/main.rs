//! The `rllc` command: everything happens in `rllc::driver` so it can be tested as a library.

// The code generator makes many short-lived allocations per function on every core;
// mimalloc's per-thread free lists serve them faster than glibc's malloc (10-15% less
// CPU time on sqlite3.ll, bench/README.md). Built without transparent huge pages (feature
// no_thp): with them, peak RSS grows by half (2 MiB pages) for a few percent of speed.
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    std::process::exit(rllc::driver::main(std::env::args_os()));
}
