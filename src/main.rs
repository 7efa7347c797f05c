//! The `rllc` command (being written).
fn main() {}
