//! Naming the place of each problem in a module that was built rather than read: such a
//! module has no source text, so its problems have no offset to show a line and column
//! for. `verify` then checks a copy in which every unplaced global, block and instruction
//! has a made-up position of its own, and turns each position found back into words
//! (`Diagnostic::place`): "in function '@f', block '%entry', instruction '%x = add i64
//! %a, %b'".
//!
//! Only modules with problems that lack a position pay for the copy; a module read by the
//! parser has positions everywhere and its problems are reported unchanged.

use super::verify_module;
use crate::diag::Diagnostic;
use crate::module::{GlobalId, Module, SrcLoc};
use crate::printer::{print_block_label, print_instruction};
use crate::value::{BlockId, InstId};

/// What a made-up position stands for.
#[derive(Clone, Copy)]
enum Place {
    Global(GlobalId),
    Block(GlobalId, BlockId),
    Inst(GlobalId, InstId),
}

/// Whether some global, block or instruction of `m` has no source position.
pub(super) fn has_unplaced(m: &Module) -> bool {
    m.globals.iter().any(|g| {
        g.src == SrcLoc::NONE
            || g.as_function().is_some_and(|f| {
                f.blocks.iter().any(|b| b.src == SrcLoc::NONE) || f.insts.iter().any(|i| i.src == SrcLoc::NONE)
            })
    })
}

/// `verify` of `m` with every problem that has no position named by its function, block
/// and instruction instead. `None` when the positions would not fit in a `SrcLoc`.
pub(super) fn verify_located(m: &Module) -> Option<Vec<Diagnostic>> {
    let mut copy = m.clone();
    // Made-up positions start after every real one, so the two never meet.
    let mut real_end = 0u64;
    for g in &copy.globals {
        let mut see = |s: SrcLoc| {
            if let Some(o) = s.offset() {
                real_end = real_end.max(o as u64 + 1);
            }
        };
        see(g.src);
        if let Some(f) = g.as_function() {
            f.blocks.iter().for_each(|b| see(b.src));
            f.insts.iter().for_each(|i| see(i.src));
        }
    }
    let mut places: Vec<Place> = Vec::new();
    let next = |place: Place, places: &mut Vec<Place>| -> Option<SrcLoc> {
        let at = real_end.checked_add(places.len() as u64).filter(|&o| o < u32::MAX as u64)?;
        places.push(place);
        Some(SrcLoc(at as u32))
    };
    for (gi, g) in copy.globals.iter_mut().enumerate() {
        let gid = GlobalId(gi as u32);
        if g.src == SrcLoc::NONE {
            g.src = next(Place::Global(gid), &mut places)?;
        }
        if let Some(f) = g.as_function_mut() {
            for (bi, b) in f.blocks.iter_mut().enumerate() {
                if b.src == SrcLoc::NONE {
                    b.src = next(Place::Block(gid, BlockId(bi as u32)), &mut places)?;
                }
            }
            for (ii, inst) in f.insts.iter_mut().enumerate() {
                if inst.src == SrcLoc::NONE {
                    inst.src = next(Place::Inst(gid, InstId(ii as u32)), &mut places)?;
                }
            }
        }
    }
    let mut diags = verify_module(&copy, false);
    for d in &mut diags {
        let Some(k) = d.offset.and_then(|o| (o as u64).checked_sub(real_end)) else { continue };
        let Some(&place) = places.get(k as usize) else { continue };
        d.offset = None;
        d.place = Some(describe(m, place));
    }
    Some(diags)
}

/// "in function '@f', block '%b', instruction '…'" for a place.
fn describe(m: &Module, place: Place) -> String {
    let fname = |g: GlobalId| super::names::global_name(m, g);
    match place {
        Place::Global(g) => format!("in '{}'", fname(g)),
        Place::Block(g, b) => format!("in function '{}', block '{}'", fname(g), print_block_label(m, g, b)),
        Place::Inst(g, i) => {
            let block = m.function(g).and_then(|f| f.insts.get(i.0 as usize)).map(|inst| inst.block);
            let block = match block {
                Some(b) if m.function(g).is_some_and(|f| (b.0 as usize) < f.blocks.len()) => {
                    print_block_label(m, g, b)
                }
                _ => "<none>".to_string(),
            };
            let text = print_instruction(m, g, i);
            format!("in function '{}', block '{}', instruction '{}'", fname(g), block, text.replace('\n', " "))
        }
    }
}
