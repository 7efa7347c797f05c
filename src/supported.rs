//! Which targets `compile()` generates code for, as a query for library users (a build
//! script choosing whether to use rllc or fall back to another compiler, say).

use crate::options::{parse_triple, FileType, Options};
use rllc_ir::Module;

/// The target triples rllc generates code for (ELF objects and GNU assembly), in the
/// spelling clang uses. Other spellings of these targets (`x86_64-pc-linux-gnu`,
/// `arm64-linux-gnu`, …) work too; `is_supported` answers for any triple.
pub fn supported_targets() -> &'static [&'static str] {
    &["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu", "riscv64-unknown-linux-gnu"]
}

/// Whether `compile()` has a backend for `triple` with its default options. (Asked by
/// compiling an empty module for it, so the answer is `compile`'s own.)
pub fn is_supported(triple: &str) -> bool {
    let Ok(parsed) = parse_triple(triple) else { return false };
    let opts = Options { triple: Some(parsed), file_type: FileType::Null, ..Options::default() };
    crate::compile(&Module::for_target(triple), &opts).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_listed_targets_are_supported() {
        for t in supported_targets() {
            assert!(is_supported(t), "{t}");
        }
        assert!(is_supported("x86_64-pc-linux-gnu"));
        assert!(!is_supported("x86_64-pc-windows-msvc"));
        assert!(!is_supported("mips-unknown-linux-gnu"));
    }
}
