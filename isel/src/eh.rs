//! Itanium (DWARF) exception handling in selection, for every target.
//!
//! An `invoke` is selected as its call followed by a jump to the normal successor; its
//! unwind edge always gets a machine block of its own (the *landing site*, planned by
//! `func_info` as site 1 of the invoke) whose first instruction defines the landing
//! pad's two values from the target's exception-pointer and selector registers
//! (`TargetLowering::exception_registers`), then the unwind edge's phi copies and a jump
//! to the landing pad's block. One landing site per invoke means the moves the register
//! allocator puts on the unwind edge run after the unwinder enters, and it takes their
//! sources from where values are at the call (`regalloc::Function::unwind_call`), since
//! the unwinder restores nothing but callee-saved registers.
//!
//! `plan` numbers the landing pads' clauses as LLVM's `MachineFunction` does
//! (`getTypeIDFor`, `getFilterIDFor`, `addLandingPadInfo`), so that `llvm.eh.typeid.for`
//! and the LSDA (`rllc_objwriter::lsda`) agree on the selector values.

use crate::dag::FxMap;
use crate::func_info::FuncInfo;
use crate::mir::{EhInfo, EhSite};
use rllc_ir::constant::Const;
use rllc_ir::inst::{ClauseKind, InstKind};
use rllc_ir::module::GlobalId;
use rllc_ir::value::{BlockId, InstId, Value};
use rllc_ir::{ConstId, Diagnostic, Function, Module};

/// The error for a Windows-style (funclet) exception construct.
pub fn funclet_error(kind: &InstKind) -> String {
    format!(
        "'{}' (Windows-style exception handling) is not supported on this target: only Itanium landing pads are",
        kind.opcode_name()
    )
}

/// The normal and unwind successors of the invoke `term`.
pub fn invoke_dests(f: &Function, term: InstId) -> Result<(BlockId, BlockId), String> {
    let inst = f.inst(term);
    let n = inst.ops.len();
    match (n >= 2).then(|| (inst.ops[n - 2].as_block(), inst.ops[n - 1].as_block())) {
        Some((Some(normal), Some(unwind))) => Ok((normal, unwind)),
        _ => Err("invoke without normal and unwind destinations".into()),
    }
}

/// The landing pad instruction a block starts with (after its phis).
fn landing_pad_of(f: &Function, b: BlockId) -> Option<InstId> {
    let first = f.block(b).insts.iter().copied().find(|&i| !f.is_phi(i));
    first.filter(|&i| matches!(f.inst(i).kind, InstKind::LandingPad { .. }))
}

/// The global a clause or personality constant names (through casts), `None` for null.
fn global_of(m: &Module, c: ConstId) -> Result<Option<GlobalId>, String> {
    match m.consts.get(c) {
        Const::Global(g) => Ok(Some(*g)),
        Const::Null(_) | Const::Zero(_) => Ok(None),
        Const::Expr(e) if e.operands.len() == 1 => global_of(m, e.operands[0]),
        _ => Err("a landing pad clause must name a global type info or null".into()),
    }
}

struct Ids {
    type_infos: Vec<Option<GlobalId>>,
    filter_ids: Vec<u32>,
    filter_ends: Vec<usize>,
}

impl Ids {
    /// LLVM's `getTypeIDFor`: 1-based, in order of first use.
    fn type_id(&mut self, g: Option<GlobalId>) -> u32 {
        if let Some(k) = self.type_infos.iter().position(|&t| t == g) {
            return k as u32 + 1;
        }
        self.type_infos.push(g);
        self.type_infos.len() as u32
    }

    /// LLVM's `getFilterIDFor`: a filter equal to the tail of an earlier one shares it.
    fn filter_id(&mut self, ids: &[u32]) -> i32 {
        for &end in &self.filter_ends {
            if end >= ids.len() && self.filter_ids[end - ids.len()..end] == *ids {
                return -(1 + (end - ids.len()) as i32);
            }
        }
        let id = -(1 + self.filter_ids.len() as i32);
        self.filter_ids.extend_from_slice(ids);
        self.filter_ends.push(self.filter_ids.len());
        self.filter_ids.push(0);
        id
    }
}

/// The type ids of the function's landing pads and its landing sites, when it has
/// invokes; called once `fi` has planned the machine blocks.
pub fn plan(m: &Module, f: &Function, fi: &FuncInfo) -> Result<Option<Box<EhInfo>>, Diagnostic> {
    let mut ids = Ids { type_infos: Vec::new(), filter_ids: Vec::new(), filter_ends: Vec::new() };
    let mut pads: Vec<Vec<i32>> = Vec::new();
    let mut pad_of: FxMap<BlockId, u32> = FxMap::default();
    let mut sites = Vec::new();
    // Type ids in the order the landing pads' blocks come, as llc numbers them.
    for &b in &f.layout {
        if !fi.reachable[b.0 as usize] {
            continue;
        }
        if let Some(lp) = landing_pad_of(f, b) {
            let type_ids = pad_type_ids(m, f, lp, &mut ids).map_err(|e| Diagnostic::new(f.inst(lp).src.offset(), e))?;
            pads.push(type_ids);
            pad_of.insert(b, pads.len() as u32 - 1);
        }
    }
    for &b in &f.layout {
        if !fi.reachable[b.0 as usize] {
            continue;
        }
        let Some(term) = f.terminator(b) else { continue };
        if !matches!(f.inst(term).kind, InstKind::Invoke(_)) {
            continue;
        }
        let loc = f.inst(term).src.offset();
        let (_, unwind) = invoke_dests(f, term).map_err(|e| Diagnostic::new(loc, e))?;
        let pad = pad_of
            .get(&unwind)
            .copied()
            .ok_or_else(|| Diagnostic::new(loc, "the unwind destination of an invoke must begin with a landingpad"))?;
        let (Some(invoke), Some(&landing)) = (fi.block_map[b.0 as usize], fi.edge_blocks.get(&(b, 1, unwind))) else {
            return Err(Diagnostic::new(loc, "internal error: invoke without a landing block"));
        };
        sites.push(EhSite { invoke, landing, pad });
    }
    if sites.is_empty() {
        return Ok(None);
    }
    // `llvm.eh.typeid.for` of a type info no clause names still gets an id.
    for &b in &f.layout {
        for &i in &f.block(b).insts {
            if let Some(g) = typeid_for_arg(m, f, i) {
                ids.type_id(g);
            }
        }
    }
    let personality = match f.personality {
        Some(c) => global_of(m, c).map_err(|_| Diagnostic::new(None, "the personality must be a function"))?,
        None => None,
    };
    if personality.is_none() {
        return Err(Diagnostic::new(None, "a function with invokes needs a personality function"));
    }
    Ok(Some(Box::new(EhInfo { personality, sites, pads, type_infos: ids.type_infos, filter_ids: ids.filter_ids })))
}

/// LLVM's `addLandingPadInfo`: the cleanup (when there are clauses too), then the
/// clauses last to first.
fn pad_type_ids(m: &Module, f: &Function, lp: InstId, ids: &mut Ids) -> Result<Vec<i32>, String> {
    let inst = f.inst(lp);
    let InstKind::LandingPad { cleanup, clauses } = &inst.kind else { unreachable!() };
    let mut out = Vec::new();
    // A cleanup alone is implicit (no type ids); with clauses it takes id 0, first.
    if *cleanup && !clauses.is_empty() {
        out.push(0);
    }
    for (k, kind) in clauses.iter().enumerate().rev() {
        let Value::Const(c) = inst.ops[k] else { return Err("a landing pad clause must be a constant".into()) };
        match kind {
            ClauseKind::Catch => out.push(ids.type_id(global_of(m, c)?) as i32),
            ClauseKind::Filter => {
                let elems: Vec<ConstId> = match m.consts.get(c) {
                    Const::Array(_, e) => e.to_vec(),
                    Const::Zero(_) | Const::Undef(_) | Const::Poison(_) => Vec::new(),
                    _ => return Err("a filter clause must be a constant array of type infos".into()),
                };
                let mut list = Vec::with_capacity(elems.len());
                for e in elems {
                    list.push(ids.type_id(global_of(m, e)?));
                }
                out.push(ids.filter_id(&list));
            }
        }
    }
    Ok(out)
}

/// The type info of an `llvm.eh.typeid.for` call (`Some(None)` for null).
fn typeid_for_arg(m: &Module, f: &Function, i: InstId) -> Option<Option<GlobalId>> {
    let inst = f.inst(i);
    let InstKind::Call(_) = inst.kind else { return None };
    let Value::Const(callee) = inst.ops[0] else { return None };
    let Const::Global(g) = m.consts.get(callee) else { return None };
    let name = m.syms.bytes(m.global(*g).name?);
    if !name.starts_with(b"llvm.eh.typeid.for") {
        return None;
    }
    match inst.ops.get(1) {
        Some(Value::Const(c)) => global_of(m, *c).ok(),
        _ => None,
    }
}

/// The selector value `llvm.eh.typeid.for(ty)` returns in this function.
pub fn typeid_for(m: &Module, eh: Option<&EhInfo>, ty: Value) -> Result<u32, String> {
    let Value::Const(c) = ty else { return Err("llvm.eh.typeid.for needs a constant type info".into()) };
    let g = global_of(m, c)?;
    // Without invokes no selector is ever compared: any id will do, as in llc.
    let Some(eh) = eh else { return Ok(1) };
    eh.type_infos.iter().position(|&t| t == g).map(|k| k as u32 + 1).ok_or_else(|| "type info without an id".into())
}
