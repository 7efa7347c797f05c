//! The call-site table of a function with landing pads, for every target: after
//! encoding, each invoke's call (the last call of its `EhSite::invoke` block) becomes an
//! entry that lands in its landing block, and calls that may throw outside any invoke
//! get entries without a landing pad, so that the personality routine lets their
//! exceptions through instead of calling `std::terminate`. As llc-19's
//! `EHStreamer::computeCallSiteTable`: a call may throw unless it directly calls a
//! function declared `nounwind` (the caller decides, `may_throw`); runtime routines may.

use crate::code::FunctionCode;
use rllc_isel::mir::{inst_flags, MFunction, MInst};
use rllc_objwriter::lsda::CallSite;

/// The call sites of `mf` in code order.
pub fn call_sites(mf: &MFunction, code: &FunctionCode, may_throw: &dyn Fn(&MInst) -> bool) -> Vec<CallSite> {
    let Some(eh) = &mf.eh else { return Vec::new() };
    let end = code.bytes.len() as u32;
    // The flat index of each invoke's call, with its site.
    let mut invokes: Vec<(usize, usize)> = Vec::new();
    let mut first = 0usize;
    let mut starts = Vec::with_capacity(mf.blocks.len());
    for b in &mf.blocks {
        starts.push(first);
        first += b.insts.len();
    }
    for (k, s) in eh.sites.iter().enumerate() {
        let b = s.invoke.0 as usize;
        if let Some(i) = mf.blocks[b].insts.iter().rposition(|i| i.flags & inst_flags::CALL != 0) {
            invokes.push((starts[b] + i, k));
        }
    }
    invokes.sort_unstable();
    let offset = |i: usize| code.inst_offsets.get(i).copied().unwrap_or(end);
    let mut out: Vec<CallSite> = Vec::new();
    let mut last_end = 0u32;
    let mut saw_throwing = false;
    let mut prev_is_invoke = false;
    let mut next = 0usize;
    for (i, inst) in mf.blocks.iter().flat_map(|b| &b.insts).enumerate() {
        if inst.flags & inst_flags::CALL == 0 {
            continue;
        }
        if next < invokes.len() && invokes[next].0 == i {
            let site = &eh.sites[invokes[next].1];
            next += 1;
            let (begin, stop) = (offset(i), offset(i + 1));
            if saw_throwing {
                out.push(CallSite { start: last_end, len: begin - last_end, landing: None, pad: None });
                prev_is_invoke = false;
            }
            saw_throwing = false;
            let landing = code.block_offsets.get(site.landing.0 as usize).copied();
            let entry = CallSite { start: begin, len: stop - begin, landing, pad: Some(site.pad) };
            match out.last_mut() {
                // Consecutive invokes to the same landing pad and actions share an entry.
                Some(prev) if prev_is_invoke && prev.landing == entry.landing && prev.pad == entry.pad => {
                    prev.len = stop - prev.start;
                }
                _ => out.push(entry),
            }
            prev_is_invoke = true;
            last_end = stop;
        } else if may_throw(inst) {
            saw_throwing = true;
        }
    }
    if saw_throwing {
        out.push(CallSite { start: last_end, len: end - last_end, landing: None, pad: None });
    }
    out
}
