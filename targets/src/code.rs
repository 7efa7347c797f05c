//! Target-neutral machine code: what every encoder produces for a function
//! (`FunctionCode`: bytes, relocations against MIR symbols, block and instruction
//! offsets), the relocation it reports (`CodeReloc`), and the frame layout encoders and
//! printers resolve stack-object operands through (`FrameLayout`).

use rllc_isel::mir::{FrameIndex, PReg, SymbolRef};
use rllc_objwriter::RelocKind;

/// Where frame lowering put each stack object: the base register (stack or frame
/// pointer) and the offset of the object's first byte from it.
pub trait FrameLayout {
    fn frame_slot(&self, index: FrameIndex) -> Option<(PReg, i64)>;
}

impl<F: Fn(FrameIndex) -> Option<(PReg, i64)>> FrameLayout for F {
    fn frame_slot(&self, index: FrameIndex) -> Option<(PReg, i64)> {
        self(index)
    }
}

/// A frame layout for code that has no stack objects.
pub struct NoFrame;

impl FrameLayout for NoFrame {
    fn frame_slot(&self, _: FrameIndex) -> Option<(PReg, i64)> {
        None
    }
}

/// A relocation in emitted code, against a MIR symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodeReloc {
    /// Offset of the relocated field (AArch64, RISC-V: of the instruction) from the start
    /// of the code.
    pub offset: u32,
    pub kind: RelocKind,
    pub target: SymbolRef,
    /// ELF RELA addend (`S + A - P` for pc-relative kinds; see `rllc_objwriter::Reloc`).
    pub addend: i64,
}

/// A function's machine code.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FunctionCode {
    pub bytes: Vec<u8>,
    /// Relocations still to resolve (references to the function's own blocks that the
    /// encoder could resolve are not here).
    pub relocs: Vec<CodeReloc>,
    /// Offset of each block, by `MBlockId` (jump tables, `blockaddress`, debug ranges).
    pub block_offsets: Vec<u32>,
    /// Offset of each instruction, numbered over the function in block order; an
    /// instruction without bytes has the offset of the next one.
    pub inst_offsets: Vec<u32>,
    /// log2 of the alignment the code needs from its placement: padding inside it
    /// (`asm(".p2align 5")`) is computed from the function's start, so the function must
    /// start at least this aligned. 0 when nothing asked.
    pub align_log2: u8,
}
