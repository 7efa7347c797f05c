//! The `rllc` command: everything happens in `rllc::driver` so it can be tested as a library.

mod allocator;
mod main_arena;

#[global_allocator]
static ALLOC: allocator::Hybrid = allocator::Hybrid;

fn main() {
    main_arena::init();
    allocator::mark_main_thread();
    allocator::no_cleanup_at_exit();
    rllc::driver::on_large_input(allocator::huge_page_heap);
    rllc::driver::on_parse_start(allocator::start_prefault);
    std::process::exit(rllc::driver::main(std::env::args_os()));
}
