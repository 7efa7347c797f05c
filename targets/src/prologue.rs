//! Placing a frame's prologue and epilogues, for every target: the prologue at the
//! function's entry, an epilogue before every exit (return or tail-call jump), and the
//! call-frame information (CFI) that goes with them. The rules after an epilogue hold only
//! until the exit; code after it in layout order (another path through the function) has
//! the body's rules again, so each epilogue is bracketed by `RememberState` before it and
//! `RestoreState` after its exit, except at the very end of the function.
//!
//! CFI positions are flat instruction indices of the final function ("from the start of
//! instruction i"; the instruction count means the end), which the target maps to code
//! offsets once the function is encoded (`cfi_offsets`).

use rllc_isel::mir::{MFunction, MInst};
use rllc_objwriter::CfiInst;

/// Inserts `prologue` (with its CFI, at indices into the prologue: "after instruction
/// k - 1") at the entry and, before every instruction `is_exit` accepts, the code and CFI
/// `epilogue` appends. Returns the function's CFI at flat instruction indices.
pub fn insert_prologue_epilogues(
    mf: &mut MFunction,
    prologue: &[MInst],
    prologue_cfi: &[(usize, CfiInst)],
    is_exit: &dyn Fn(&MInst) -> bool,
    epilogue: &dyn Fn(&mut Vec<MInst>, &mut Vec<(usize, CfiInst)>),
) -> Vec<(u32, CfiInst)> {
    let mut cfi: Vec<(u32, CfiInst)> = Vec::new();
    let mut flat = 0u32;
    let nblocks = mf.blocks.len();
    for b in 0..nblocks {
        let old = std::mem::take(&mut mf.blocks[b].insts);
        let mut new = Vec::with_capacity(old.len() + prologue.len() + 4);
        if b == 0 {
            for (at, c) in prologue_cfi {
                cfi.push((flat + *at as u32, *c));
            }
            flat += prologue.len() as u32;
            new.extend(prologue.iter().cloned());
        }
        let nold = old.len();
        for (k, inst) in old.into_iter().enumerate() {
            if is_exit(&inst) {
                let mut ep = Vec::new();
                let mut ep_cfi = Vec::new();
                epilogue(&mut ep, &mut ep_cfi);
                cfi.push((flat, CfiInst::RememberState));
                for (at, c) in ep_cfi {
                    cfi.push((flat + at as u32, c));
                }
                flat += ep.len() as u32;
                new.extend(ep);
                new.push(inst);
                flat += 1;
                // Code after this exit (in layout order) has the body's rules again.
                let last = b == nblocks - 1 && k == nold - 1;
                if !last {
                    cfi.push((flat, CfiInst::RestoreState));
                }
                continue;
            }
            new.push(inst);
            flat += 1;
        }
        mf.blocks[b].insts = new;
    }
    // A function that ends in an exit has its state restored past its end only if
    // something follows; drop rules placed at the very end.
    while cfi
        .last()
        .is_some_and(|(at, c)| *at == flat && *c == CfiInst::RestoreState)
    {
        cfi.pop();
    }
    cfi
}

/// The CFI rules at code offsets, given the encoded function's instruction offsets
/// (`FunctionCode::inst_offsets`) and code length.
pub fn cfi_offsets(cfi: &[(u32, CfiInst)], inst_offsets: &[u32], code_len: u32) -> Vec<(u32, CfiInst)> {
    cfi.iter()
        .map(|&(i, c)| (inst_offsets.get(i as usize).copied().unwrap_or(code_len), c))
        .collect()
}
