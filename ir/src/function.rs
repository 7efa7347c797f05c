//! Functions: signature, parameters, attributes, and a body of basic blocks. Instructions
//! and blocks live in per-function arenas (`insts`, `blocks`) named by `InstId` and
//! `BlockId`; `layout` gives block order, and each block lists its instructions in order.
//! What few instructions have (attachments other than `!dbg`, debug records) is in side
//! tables keyed by `InstId`; `!dbg` locations, which code built with `-g` has on nearly
//! every instruction and other code on none, are in a list by `InstId` of their own.

use crate::attrs::AttrSetId;
use crate::constant::ConstId;
use crate::debug_record::DebugRecord;
use crate::inst::{CallConv, Inst, InstKind};
use crate::interner::Sym;
use crate::metadata::MdId;
use crate::module::SrcLoc;
use crate::side_table::SideTable;
use crate::types::TypeId;
use crate::value::{BlockId, InstId};

/// A formal parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub ty: TypeId,
    pub attrs: AttrSetId,
    /// `%name`; `None` for unnamed (numbered) parameters.
    pub name: Option<Sym>,
}

/// A basic block.
#[derive(Clone, Debug, Default)]
pub struct Block {
    /// The label; `None` for unnamed (numbered) blocks.
    pub name: Option<Sym>,
    /// Instructions in order; the last one is the terminator.
    pub insts: Vec<InstId>,
    pub src: SrcLoc,
    /// False for blocks reserved by a forward reference (e.g. `blockaddress`) whose
    /// definition has not been seen.
    pub defined: bool,
}

/// A function definition or declaration.
#[derive(Clone, Debug, Default)]
pub struct Function {
    /// The function type.
    pub ty: TypeId,
    pub cc: CallConv,
    pub ret_attrs: AttrSetId,
    pub fn_attrs: AttrSetId,
    pub params: Vec<Param>,
    pub gc: Option<Sym>,
    pub prefix: Option<ConstId>,
    pub prologue: Option<ConstId>,
    pub personality: Option<ConstId>,
    /// Block arena.
    pub blocks: Vec<Block>,
    /// Block order; empty for declarations.
    pub layout: Vec<BlockId>,
    /// Instruction arena.
    pub insts: Vec<Inst>,
    /// Metadata attachments other than `!dbg` (`!tbaa !5`, …), per instruction in source
    /// order (see `md_of`).
    pub inst_md: SideTable<(Sym, MdId)>,
    /// Debug records (`#dbg_value(...)`), per instruction they come right before (see
    /// `records_of`).
    pub inst_records: SideTable<DebugRecord>,
    /// `!dbg` locations by instruction id (see `dbg_of`, `set_dbg`): `NO_DBG` for an
    /// instruction without one, and the list may stop before the last instruction (empty
    /// when none has one). Out of `Inst` because most modules have none: 8 bytes less
    /// per instruction, 2 MB of the module read from sqlite3.ll.
    pub dbg: Vec<MdId>,
    /// `%name`s by instruction id (see `name_of`, `set_name`): `None` for an unnamed
    /// value (numbered when printed) or a void instruction, and the list may stop before
    /// the last instruction (empty when none is named, as in all of clang's output). Out
    /// of `Inst` for the reason `dbg` is.
    pub names: Vec<Option<Sym>>,
}

/// The `Function::dbg` entry of an instruction without a `!dbg` location.
pub const NO_DBG: MdId = MdId(u32::MAX);

impl Function {
    pub fn is_declaration(&self) -> bool {
        self.layout.is_empty()
    }

    pub fn inst(&self, id: InstId) -> &Inst {
        &self.insts[id.0 as usize]
    }

    pub fn inst_mut(&mut self, id: InstId) -> &mut Inst {
        &mut self.insts[id.0 as usize]
    }

    /// The metadata attachments of an instruction other than `!dbg`, in source order.
    pub fn md_of(&self, id: InstId) -> &[(Sym, MdId)] {
        self.inst_md.get(id)
    }

    /// The `!dbg` location of an instruction.
    #[inline]
    pub fn dbg_of(&self, id: InstId) -> Option<MdId> {
        self.dbg.get(id.0 as usize).copied().filter(|&m| m != NO_DBG)
    }

    /// Sets (or, with `None`, removes) the `!dbg` location of an instruction.
    pub fn set_dbg(&mut self, id: InstId, loc: Option<MdId>) {
        let i = id.0 as usize;
        match loc {
            Some(m) => {
                if i >= self.dbg.len() {
                    self.dbg.resize(i + 1, NO_DBG);
                }
                self.dbg[i] = m;
            }
            None => {
                if let Some(slot) = self.dbg.get_mut(i) {
                    *slot = NO_DBG;
                }
            }
        }
    }

    /// The `%name` of an instruction's value, if it has one.
    #[inline]
    pub fn name_of(&self, id: InstId) -> Option<Sym> {
        self.names.get(id.0 as usize).copied().flatten()
    }

    /// Names (or, with `None`, unnames) an instruction's value.
    pub fn set_name(&mut self, id: InstId, name: Option<Sym>) {
        let i = id.0 as usize;
        if name.is_some() && i >= self.names.len() {
            self.names.resize(i + 1, None);
        }
        if let Some(slot) = self.names.get_mut(i) {
            *slot = name;
        }
    }

    /// The debug records that come right before an instruction.
    pub fn records_of(&self, id: InstId) -> &[DebugRecord] {
        self.inst_records.get(id)
    }

    pub fn block(&self, id: BlockId) -> &Block {
        &self.blocks[id.0 as usize]
    }

    pub fn block_mut(&mut self, id: BlockId) -> &mut Block {
        &mut self.blocks[id.0 as usize]
    }

    pub fn entry(&self) -> Option<BlockId> {
        self.layout.first().copied()
    }

    /// A new block in the arena, not yet placed in the layout.
    pub fn new_block(&mut self, name: Option<Sym>) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        self.blocks.push(Block { name, insts: Vec::new(), src: SrcLoc::NONE, defined: false });
        id
    }

    /// Appends an instruction to the end of `block`.
    pub fn push_inst(&mut self, block: BlockId, mut inst: Inst) -> InstId {
        let id = InstId(self.insts.len() as u32);
        inst.block = block;
        self.insts.push(inst);
        self.blocks[block.0 as usize].insts.push(id);
        id
    }

    /// The block's terminator, if its last instruction is one.
    pub fn terminator(&self, block: BlockId) -> Option<InstId> {
        let last = *self.block(block).insts.last()?;
        self.inst(last).kind.is_terminator().then_some(last)
    }

    /// Successors of `block` in terminator operand order.
    pub fn successors(&self, block: BlockId) -> Vec<BlockId> {
        match self.terminator(block) {
            Some(t) => self.inst(t).successors().collect(),
            None => Vec::new(),
        }
    }

    /// Predecessor lists of every block (indexed by `BlockId`), each sorted by id with one
    /// entry per distinct predecessor.
    pub fn predecessors(&self) -> Vec<Vec<BlockId>> {
        let mut preds: Vec<Vec<BlockId>> = vec![Vec::new(); self.blocks.len()];
        for &b in &self.layout {
            if let Some(t) = self.terminator(b) {
                for s in self.inst(t).successors() {
                    let list = &mut preds[s.0 as usize];
                    if list.last() != Some(&b) {
                        list.push(b);
                    }
                }
            }
        }
        for p in &mut preds {
            p.sort_unstable();
            p.dedup();
        }
        preds
    }

    /// Whether the instruction is a phi.
    pub fn is_phi(&self, id: InstId) -> bool {
        matches!(self.inst(id).kind, InstKind::Phi { .. })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The location list may be shorter than the instructions, and `NO_DBG` is no location.
    #[test]
    fn dbg_locations_by_instruction() {
        let mut f = Function::default();
        assert_eq!(f.dbg_of(InstId(0)), None);
        f.set_dbg(InstId(3), Some(MdId(7)));
        assert_eq!(f.dbg, [NO_DBG, NO_DBG, NO_DBG, MdId(7)]);
        assert_eq!((f.dbg_of(InstId(2)), f.dbg_of(InstId(3)), f.dbg_of(InstId(9))), (None, Some(MdId(7)), None));
        f.set_dbg(InstId(1), Some(MdId(5)));
        f.set_dbg(InstId(3), None);
        f.set_dbg(InstId(9), None);
        assert_eq!(f.dbg, [NO_DBG, MdId(5), NO_DBG, NO_DBG]);
        assert_eq!((f.dbg_of(InstId(1)), f.dbg_of(InstId(3))), (Some(MdId(5)), None));
    }
}
