//! Target intrinsics (`llvm.riscv.*`): none are lowered yet. Clang emits them only for
//! the vector and bit-manipulation builtins of extensions this backend does not target
//! (V, Zbb, ...), so every one is reported by name rather than compiled wrongly.

use rllc_ir::Diagnostic;
use rllc_isel::dag::SDValue;
use rllc_isel::target::LowerCx;
use rllc_isel::vt::VT;

/// A call of an intrinsic the generic builder does not know: `None` (reported as
/// unsupported by the builder), or an error naming a RISC-V one.
pub fn lower_intrinsic(
    _cx: &mut LowerCx<'_>,
    name: &str,
    _chain: SDValue,
    _args: &[SDValue],
    _rets: &[VT],
) -> Result<Option<(SDValue, Vec<SDValue>)>, Diagnostic> {
    if name.starts_with("riscv.") {
        return Err(Diagnostic::new(None, format!("riscv64: the intrinsic 'llvm.{name}' is not supported yet")));
    }
    Ok(None)
}
