//! Internal program positions. Every instruction `i` has four positions, `4i..4i+4`:
//!
//! - `4i+0` (`PRE`): moves that run before the instruction (split and edge moves). Split
//!   positions are always of this kind.
//! - `4i+1` (`EARLY`): fixup moves (into fixed registers, reused registers, stack slots),
//!   then the instruction's early uses are read and early defs written.
//! - `4i+2` (`LATE`): late defs and clobbers are written, late uses read.
//! - `4i+3` (`POST`): moves after the instruction (out of fixed def registers, edge moves
//!   at the end of a fall-through block).
//!
//! A live range `[from, to)` occupies its location at every position it covers.

use crate::function::Inst;

pub(crate) type Pos = u32;

pub(crate) const PRE: u32 = 0;
pub(crate) const EARLY: u32 = 1;
pub(crate) const LATE: u32 = 2;
pub(crate) const POST: u32 = 3;

/// "Never": greater than every position.
pub(crate) const POS_MAX: Pos = u32::MAX;

/// Functions with more instructions than this cannot be encoded.
pub(crate) const MAX_INSTS: usize = (u32::MAX as usize / 4) - 2;

#[inline]
pub(crate) fn pos(inst: Inst, sub: u32) -> Pos {
    inst.0 * 4 + sub
}

#[inline]
pub(crate) fn inst_of(p: Pos) -> Inst {
    Inst(p >> 2)
}

/// The `PRE` position at or before `p`.
#[inline]
pub(crate) fn align_down(p: Pos) -> Pos {
    p & !3
}

/// The `PRE` position at or after `p`.
#[inline]
pub(crate) fn align_up(p: Pos) -> Pos {
    p.saturating_add(3) & !3
}
