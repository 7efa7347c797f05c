//! The basic-block address map of one encoded function (`-basic-block-address-map`, LLVM's
//! `.llvm_bb_addr_map`): per machine block in layout order its number, where it starts
//! and ends in the code, and llc's metadata bits (`getBBAddrMapMetadata`). Target-neutral:
//! the block endings are classified through the target's `BranchInfo`.

use crate::branches::{Branch, BranchInfo};
use crate::code::FunctionCode;
use rllc_isel::mir::{MBlockId, MFunction, MOperand, SymbolRef};

/// Metadata bits (LLVM's `BBAddrMap::BBEntry::Metadata::encode`).
pub mod flags {
    /// Ends in a return (tail calls are returns too).
    pub const HAS_RETURN: u8 = 1 << 0;
    /// Ends in a tail call.
    pub const HAS_TAIL_CALL: u8 = 1 << 1;
    /// A landing pad.
    pub const IS_EH_PAD: u8 = 1 << 2;
    /// Control may fall through to the next block in the layout.
    pub const CAN_FALL_THROUGH: u8 = 1 << 3;
    /// Ends in an indirect branch (a jump table's).
    pub const HAS_INDIRECT_BRANCH: u8 = 1 << 4;
}

/// One block of the map: offsets from the start of the function's code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockRecord {
    /// The block's number (its place in the final layout: unique in the function).
    pub id: u32,
    pub start: u32,
    /// Where the next block starts (the code's end for the last): blocks are not padded.
    pub end: u32,
    pub flags: u8,
}

/// The map of `mf` as encoded in `code`.
pub fn block_records(mf: &MFunction, code: &FunctionCode, info: &dyn BranchInfo) -> Vec<BlockRecord> {
    let n = mf.blocks.len();
    let mut out = Vec::with_capacity(n);
    for (b, block) in mf.blocks.iter().enumerate() {
        let start = code.block_offsets.get(b).copied().unwrap_or(0);
        let end = code.block_offsets.get(b + 1).copied().unwrap_or(code.bytes.len() as u32).max(start);
        let mut f = 0;
        let is_pad = mf.eh.as_ref().is_some_and(|eh| eh.sites.iter().any(|s| s.landing == MBlockId(b as u32)));
        if is_pad {
            f |= flags::IS_EH_PAD;
        }
        let last = block.insts.last().filter(|i| i.is_terminator());
        let falls = match last {
            None => true,
            Some(i) if info.is_return(i) => {
                f |= flags::HAS_RETURN;
                false
            }
            Some(i) => match info.branch(i) {
                Branch::Jump(t) => t.0 as usize == b + 1,
                Branch::TwoWay { taken, not_taken } => [taken, not_taken].iter().any(|t| t.0 as usize == b + 1),
                Branch::Other => {
                    let calls = |s: &SymbolRef| matches!(s, SymbolRef::Global(_) | SymbolRef::External(_));
                    let tail = i.ops.iter().any(|o| matches!(o, MOperand::Sym { sym, .. } if calls(sym)));
                    if tail {
                        f |= flags::HAS_RETURN | flags::HAS_TAIL_CALL;
                    } else if i.ops.iter().any(|o| matches!(o, MOperand::Reg(_) | MOperand::Sym { .. })) {
                        // A jump through a register or a table (a trap has no operands).
                        f |= flags::HAS_INDIRECT_BRANCH;
                    }
                    false
                }
            },
        };
        if falls && b + 1 < n {
            f |= flags::CAN_FALL_THROUGH;
        }
        out.push(BlockRecord { id: b as u32, start, end, flags: f });
    }
    out
}
