//! `asm goto` (`callbr`), the target-neutral part.
//!
//! `callbr asm "...", "r,!i,!i"(...) to label %fall [label %a, label %b]` runs the asm,
//! which may jump to one of its labels (`${N:l}` in the template names the block of
//! operand `N`, a `!i` constraint), or falls through. Selection makes the asm one
//! `InlineAsm` node whose label operands are block symbols, followed by a jump to the
//! fall-through; the block gets CFG edges to the labels as well.
//!
//! Each label gets an edge block of its own (`func_info`), and the asm's machine
//! instruction carries `inst_flags::ASM_GOTO`: the allocator then takes the values live
//! into a label's block from where they are at the asm itself, not from the end of the
//! asm's block (`regalloc::Function::unwind_call`, the same rule as an invoke's unwind
//! edge), since whatever the allocator puts between the asm and the final jump — reloads,
//! copies of the asm's outputs — does not run when the asm jumps. The asm's outputs are
//! therefore defined on every edge, as the Language Reference says.

use crate::mir::{MBlockId, MFunction, MInst, MOperand, SymbolRef};
use rllc_ir::function::Function;
use rllc_ir::value::{BlockId, InstId};

/// The fall-through and the indirect destinations of the `callbr` `term`.
pub fn callbr_dests(f: &Function, term: InstId, num_indirect: u32) -> Result<(BlockId, Vec<BlockId>), String> {
    let inst = f.inst(term);
    let n = inst.ops.len();
    let k = num_indirect as usize;
    let bad = || "callbr without its fall-through and indirect destinations".to_string();
    if n < k + 1 {
        return Err(bad());
    }
    let fall = inst.ops[n - k - 1].as_block().ok_or_else(bad)?;
    let indirect = inst.ops[n - k..].iter().map(|v| v.as_block().ok_or_else(bad)).collect::<Result<Vec<_>, _>>()?;
    Ok((fall, indirect))
}

/// The asm-goto instruction of block `pred` from inside which control may go to `succ`:
/// the last instruction flagged `ASM_GOTO` that names `succ` as a label.
pub fn jump_site<'a>(insts: impl DoubleEndedIterator<Item = (usize, &'a MInst)>, succ: MBlockId) -> Option<usize> {
    insts.rev().filter(|(_, i)| i.flags & crate::mir::inst_flags::ASM_GOTO != 0).find_map(|(k, i)| {
        let names = i.ops.iter().any(|o| matches!(o, MOperand::Sym { sym: SymbolRef::Block(b), .. } if *b == succ));
        names.then_some(k)
    })
}

/// Whether block `b` of `mf` holds an asm goto (block-rewriting passes that replace a
/// block's successor list wholesale must leave such blocks alone).
pub fn has_asm_goto(mf: &MFunction, b: MBlockId) -> bool {
    mf.blocks[b.0 as usize].insts.iter().any(|i| i.flags & crate::mir::inst_flags::ASM_GOTO != 0)
}
