//! Function bodies: block structure (one terminator, at the end), the entry block, phi
//! placement and incoming lists, instruction placement, operand validity and SSA dominance
//! of every use. The per-opcode rules live in `inst.rs`, `call.rs` and `eh.rs`; this file
//! walks the body once and dispatches to them.

use super::names::value_name;
use super::{attachments, call, debuginfo, eh, inst, BodyPass, Verifier, TY_METADATA, TY_NON_SCALAR, TY_OPERAND, TY_VOID};
use crate::constant::ConstId;
use crate::debug_record::DebugRecord;
use crate::diag::Diagnostic;
use crate::dominators::{DomTree, LayoutProblem};
use std::cell::Cell;
use crate::function::Function;
use crate::interner::Sym;
use crate::side_table::SideCursor;
use crate::inst::{Inst, InstKind};
use crate::metadata::MdId;
use crate::module::{GlobalId, SrcLoc};
use crate::types::{Type, TypeId, TypeTable};
use crate::value::{BlockId, InstId, Value};

/// What the per-instruction checks need to know about the function being verified.
pub(crate) struct FnCtx<'a> {
    pub f: &'a Function,
    pub dom: &'a DomTree,
    /// Return type from the function type (`void` when the type is broken).
    pub ret_ty: TypeId,
    /// The function's `!dbg` subprogram, if any.
    pub subprogram: Option<MdId>,
    /// The result type of the first `landingpad`/`resume` seen; all must agree.
    pub landingpad_ty: Option<TypeId>,
    /// Where the function starts, for problems with no better place.
    pub loc: SrcLoc,
    /// The instructions' debug records and attachments, read in block order.
    pub records: SideCursor<'a, DebugRecord>,
    pub attached: SideCursor<'a, (Sym, MdId)>,
    /// The instructions that have an attachment `attachments.rs` checks, in id order.
    /// Most modules attach only `!tbaa` and the like, so with none the per-instruction
    /// lookup is skipped; in a canonical layout, so it is in the blocks without one.
    pub attached_ids: Vec<InstId>,
    /// The operand types of the instruction being checked, found by `check_operands`
    /// (complete only when all operands exist), so that the opcode checks do not look
    /// each operand up again.
    pub op_tys: Vec<TypeId>,
    /// Per constant of the module, what `plain_operands` found about it (see `ConstUse`),
    /// kept across the functions a thread checks: a constant is used many times, and
    /// finding its type takes a walk through the pool each time.
    pub const_memo: &'a [Cell<u32>],
}

/// The encoding of a `FnCtx::const_memo` entry: 0 while unknown, `CONST_BAD` for a constant
/// that is never a plain operand (it does not exist, has no valid type or one that no
/// operand may have), else `CONST_KNOWN` with its type in the low bits, and
/// `CONST_INTRINSIC` when it names a global in the `llvm.` namespace (a plain operand only
/// as a call's callee).
const CONST_KNOWN: u32 = 1 << 31;
const CONST_INTRINSIC: u32 = 1 << 30;
const CONST_TYPE: u32 = CONST_INTRINSIC - 1;
const CONST_BAD: u32 = u32::MAX;

/// The `const_memo` entry of `c` (which exists in the pool), found the long way.
#[cold]
#[inline(never)]
fn const_use(v: &Verifier, c: ConstId) -> u32 {
    match v.const_type_and_global(c) {
        Some((t, global)) if v.operand_type_ok(t) && t.0 < CONST_TYPE => {
            let intrinsic = if global.is_some_and(|g| v.intrinsic_name(g)) { CONST_INTRINSIC } else { 0 };
            CONST_KNOWN | intrinsic | t.0
        }
        _ => CONST_BAD,
    }
}

/// `Placed::word` of an instruction for `plain_operands`: its result type when a use of it
/// takes the plain rules (it is not an `invoke`, whose result exists only on one edge, and
/// its type is one an operand may have), else `u32::MAX`.
#[inline(always)]
fn plain_result(type_facts: &[u8], inst: &Inst) -> u32 {
    let facts = type_facts.get(inst.ty.0 as usize).copied().unwrap_or(0);
    if facts & TY_OPERAND == 0 || matches!(inst.kind, InstKind::Invoke(_)) {
        u32::MAX
    } else {
        inst.ty.0
    }
}

impl<'a> FnCtx<'a> {
    /// The context of a body about to be checked, with the buffers of the last one.
    #[allow(clippy::too_many_arguments)]
    fn new(
        v: &Verifier,
        f: &'a Function,
        dom: &'a DomTree,
        ret_ty: TypeId,
        subprogram: Option<MdId>,
        loc: SrcLoc,
        op_tys: Vec<TypeId>,
        const_memo: &'a [Cell<u32>],
    ) -> FnCtx<'a> {
        FnCtx {
            f,
            dom,
            ret_ty,
            subprogram,
            landingpad_ty: None,
            loc,
            records: f.inst_records.cursor(),
            attached: f.inst_md.cursor(),
            attached_ids: checked_attachments(v, f),
            op_tys,
            const_memo,
        }
    }

    /// The type of operand `k` of the instruction being checked (as `value_type`).
    pub fn op_ty(&self, k: usize) -> Option<TypeId> {
        self.op_tys.get(k).copied()
    }

    pub fn inst(&self, id: InstId) -> Option<&Inst> {
        self.f.insts.get(id.0 as usize)
    }

    /// The first instruction of a block that is not a phi.
    pub fn first_non_phi(&self, b: BlockId) -> Option<&Inst> {
        let block = self.f.blocks.get(b.0 as usize)?;
        block.insts.iter().filter_map(|&i| self.inst(i)).find(|i| !matches!(i.kind, InstKind::Phi { .. }))
    }

    /// Whether a block starts (after its phis) with an exception-handling pad.
    pub fn is_eh_pad_block(&self, b: BlockId) -> bool {
        self.first_non_phi(b).is_some_and(|i| is_eh_pad(&i.kind))
    }
}

pub(crate) fn is_eh_pad(k: &InstKind) -> bool {
    matches!(k, InstKind::LandingPad { .. } | InstKind::CatchPad | InstKind::CleanupPad | InstKind::CatchSwitch { .. })
}

/// A sortable key for an operand, so phi entries can be sorted and compared.
fn value_key(v: Value) -> (u8, u32) {
    match v {
        Value::Const(c) => (0, c.0),
        Value::Arg(i) => (1, i),
        Value::Inst(i) => (2, i.0),
        Value::Block(b) => (3, b.0),
        Value::Meta(m) => (4, m.0),
        Value::Asm(a) => (5, a.0),
    }
}

/// Checks one function definition. `dom` is the tree of the previous function checked, whose
/// buffers this one's is built in (so that each function does not allocate anew).
/// `loc` is where the definition starts.
pub(crate) fn check_function(v: &mut Verifier, gid: GlobalId, f: &Function, loc: SrcLoc, dom: &mut DomTree) {
    let ret_ty = match v.type_ok(f.ty).then(|| v.types().function_sig(f.ty)).flatten() {
        Some((r, _, _)) => r,
        None => return, // reported by the global checks
    };
    // The early pass has no metadata to find it in, and no use for it.
    let m = v.m;
    let subprogram = match m.globals.get(gid.0 as usize) {
        Some(g) if v.pass != BodyPass::Early => debuginfo::function_subprogram(v, g),
        _ => None,
    };
    if v.pass == BodyPass::Rest {
        let mark = v.diags.len();
        if check_rest(v, f, ret_ty, subprogram, loc) {
            return;
        }
        // The body needs every rule after all.
        v.diags.truncate(mark);
        v.pass = BodyPass::All;
    }
    // The operand-type list of the previous function, for its buffer.
    let op_tys = std::mem::take(&mut v.op_tys);
    // This thread's constant memo, lent to the context.
    let mut const_memo = std::mem::take(&mut v.const_memo);
    let layout_ok = place(v, dom, f, loc);
    let memo = Cell::from_mut(&mut const_memo[..]).as_slice_of_cells();
    let mut cx = FnCtx::new(v, f, dom, ret_ty, subprogram, loc, op_tys, memo);
    if layout_ok {
        check_body(v, &mut cx, gid);
    }
    v.op_tys = cx.op_tys;
    v.const_memo = const_memo;
}

/// The rules a body that passed the early ones has left (`BodyPass::Rest`): each call's
/// own (`call::check_call`) and every instruction's debug-info and attachment checks, in
/// the order `check_block` makes them. Returns false, having checked nothing for sure,
/// when the body needs all the rules after all: a call operand the early pass took on
/// trust does not exist, or there is a `musttail` call, whose rules read the dominator
/// tree this pass does not build.
fn check_rest(v: &mut Verifier, f: &Function, ret_ty: TypeId, subprogram: Option<MdId>, loc: SrcLoc) -> bool {
    let op_tys = std::mem::take(&mut v.op_tys);
    let mut const_memo = std::mem::take(&mut v.const_memo);
    // Never read: `check_call` reads the tree only for `musttail`.
    let dom = DomTree::default();
    let memo = Cell::from_mut(&mut const_memo[..]).as_slice_of_cells();
    let mut cx = FnCtx::new(v, f, &dom, ret_ty, subprogram, loc, op_tys, memo);
    let has_records = !f.inst_records.is_empty();
    let dbg_calls = v.dbg_intrinsics || cx.subprogram.is_some();
    let side = !f.dbg.is_empty() || has_records || dbg_calls || !cx.attached_ids.is_empty();
    let mut complete = true;
    'body: for &b in &f.layout {
        let Some(block) = f.blocks.get(b.0 as usize) else { break };
        for &id in &block.insts {
            let Some(inst) = f.insts.get(id.0 as usize) else { break 'body };
            if let Some(call) = inst.kind.call_info() {
                let musttail = call.tail == crate::inst::TailKind::MustTail && matches!(inst.kind, InstKind::Call(_));
                if musttail || !call_operand_types(v, &mut cx, inst) {
                    complete = false;
                    break 'body;
                }
                call::check_call(v, &mut cx, id, inst);
            }
            if side {
                side_checks(v, &mut cx, id, inst, has_records, dbg_calls);
            }
        }
    }
    v.op_tys = cx.op_tys;
    v.const_memo = const_memo;
    complete
}

/// The operand types of a call in a body that passed the early rules, into `cx.op_tys`,
/// as `plain_operands` finds them; false when one fails the rules (which then only a
/// metadata or inline asm operand can, the rest were checked early).
fn call_operand_types(v: &Verifier, cx: &mut FnCtx, inst: &Inst) -> bool {
    let f = cx.f;
    cx.op_tys.clear();
    for (k, &op) in inst.ops.iter().enumerate() {
        let ty = match op {
            Value::Const(c) => {
                let Some(entry) = cx.const_memo.get(c.0 as usize) else { return false };
                let mut m = entry.get();
                if m == 0 {
                    m = const_use(v, c);
                    entry.set(m);
                }
                if m == CONST_BAD || (m & CONST_INTRINSIC != 0 && k != 0) {
                    return false;
                }
                TypeId(m & CONST_TYPE)
            }
            Value::Inst(def) => match f.insts.get(def.0 as usize).map(|d| plain_result(&v.type_facts, d)) {
                Some(word) if word != u32::MAX => TypeId(word),
                _ => return false,
            },
            Value::Asm(_) if k != 0 => return false,
            _ => match v.value_type(f, op) {
                Some(t) if v.operand_type_ok(t) => t,
                _ => return false,
            },
        };
        cx.op_tys.push(ty);
    }
    true
}

/// The instructions of `f` that have an attachment `attachments.rs` checks, in id order.
fn checked_attachments(v: &Verifier, f: &Function) -> Vec<InstId> {
    // First whether there is any, with the kinds the module spells (most spell none or
    // one) compared as plain symbols: most functions have none, and this scan is cheaper
    // than the collecting one (measured: one pass for both cost 2.7 M more on sqlite3.ll).
    let mut kinds = [None; 3];
    let mut n = 0;
    for k in v.checked_attachments.iter().flatten() {
        kinds[n] = Some(*k);
        n += 1;
    }
    let some_checked = match kinds {
        [None, ..] => false,
        [Some(a), None, _] => f.inst_md.items().iter().any(|&(k, _)| k == a),
        _ => f.inst_md.items().iter().any(|&(k, _)| v.checked_attachments.contains(&Some(k))),
    };
    let mut ids = Vec::new();
    if some_checked {
        for (id, &(k, _)) in f.inst_md.iter() {
            if v.checked_attachments.contains(&Some(k)) && ids.last() != Some(&id) {
                ids.push(id);
            }
        }
    }
    ids
}

/// Whether the block listing `insts` may hold an instruction with a checked attachment:
/// in a canonical layout, whether one of `cx.attached_ids` is within its ids (which run
/// from its first to its last); in another layout, any block may.
fn block_has_attachments(cx: &FnCtx, insts: &[InstId]) -> bool {
    if !cx.dom.canonical() {
        return true;
    }
    let (Some(&first), Some(&last)) = (insts.first(), insts.last()) else { return false };
    let k = cx.attached_ids.partition_point(|&i| i < first);
    cx.attached_ids.get(k).is_some_and(|&i| i <= last)
}

/// The checks of a body whose layout is sound. Out of line: its loops then get the
/// registers to themselves rather than sharing them with the dominator tree's
/// construction inlined into `check_function`.
#[inline(never)]
fn check_body(v: &mut Verifier, cx: &mut FnCtx, gid: GlobalId) {
    let f = cx.f;
    // The entry block may not be a branch target.
    if let Some(entry) = f.entry() {
        if let Some(&p) = cx.dom.cfg().preds(entry).first() {
            let loc = f.blocks[p.0 as usize].insts.last().and_then(|&i| cx.inst(i)).map_or(cx.loc, |i| i.src);
            v.err(loc, "Entry block to function must not have predecessors!");
        }
    }
    let has_records = !f.inst_records.is_empty();
    // Whether calls have debug-info rules here (`debuginfo::check_inst` has nothing to
    // check for an instruction without a location or records otherwise).
    let dbg_calls = v.dbg_intrinsics || cx.subprogram.is_some();
    // The loop is made twice, for the two ways of finding where a definition stands
    // (see `plain_operands`), so that each has only its own.
    if cx.dom.canonical() {
        for &b in &f.layout {
            check_block::<true>(v, cx, b, gid, has_records, dbg_calls);
        }
    } else {
        for &b in &f.layout {
            check_block::<false>(v, cx, b, gid, has_records, dbg_calls);
        }
    }
}

/// The message for a block without a terminator (the function's name is only spelled
/// out when it is needed).
fn no_terminator(v: &Verifier, gid: GlobalId) -> String {
    let fname = v.global_name(gid);
    format!("Basic Block in function '{}' does not have terminator!", &fname[1..])
}

/// Builds the dominator tree of `f` into `dom`, reporting what is wrong with the layout:
/// it must name real, distinct blocks, and every placed instruction must exist, be placed
/// once, and know its block. (The tree's walk over the layout finds these, so the body is
/// walked once for both.) Returns false when the body is too broken to check further.
fn place(v: &mut Verifier, dom: &mut DomTree, f: &Function, loc: SrcLoc) -> bool {
    let mut ok = true;
    // The two closures borrow different fields of `v`: problems go to `diags`.
    let parsed = v.parsed;
    let type_facts = &v.type_facts;
    let diags = &mut v.diags;
    let problem = |problem| {
        let block_src = |b: BlockId| f.blocks[b.0 as usize].src;
        let inst_src = |i: InstId| f.insts[i.0 as usize].src;
        match problem {
            LayoutProblem::NoSuchBlock(b) => {
                err_into(diags, loc, format!("function layout lists block {} which does not exist", b.0));
                ok = false;
            }
            LayoutProblem::RepeatedBlock(b) => {
                err_into(diags, block_src(b), "basic block appears twice in the function layout");
                ok = false;
            }
            LayoutProblem::NoSuchInst(b, i) => {
                err_into(diags, block_src(b), format!("basic block lists instruction {} which does not exist", i.0));
                ok = false;
            }
            LayoutProblem::RepeatedInst(i) => {
                err_into(diags, inst_src(i), "instruction appears more than once in the function body");
                ok = false;
            }
            LayoutProblem::WrongParent(i) => err_into(diags, inst_src(i), "Instruction has bogus parent pointer!"),
        }
    };
    let word = |inst: &Inst| plain_result(type_facts, inst);
    if parsed {
        dom.rebuild_parsed(f, problem, word);
    } else {
        dom.rebuild(f, problem, word);
    }
    ok
}

/// `Verifier::err` for code that holds only the problem list.
#[cold]
#[inline(never)]
fn err_into(diags: &mut Vec<Diagnostic>, loc: SrcLoc, msg: impl Into<String>) {
    diags.push(Diagnostic::new(loc.offset(), msg));
}

#[inline(always)]
fn check_block<const CANON: bool>(
    v: &mut Verifier,
    cx: &mut FnCtx,
    b: BlockId,
    gid: GlobalId,
    has_records: bool,
    dbg_calls: bool,
) {
    let f = cx.f;
    let block = &f.blocks[b.0 as usize];
    let Some(&last) = block.insts.last() else {
        v.err(block.src, no_terminator(v, gid));
        return;
    };
    // The block's number in the dominator tree: whether it is reachable, and what the
    // definitions its instructions use must span to dominate it.
    let pre = cx.dom.preorder(b);
    // Whether `side_checks` may have something to do here (in most functions it has not:
    // no `!dbg` locations, records, debug-info rules for calls or checked attachments).
    let side = v.pass != BodyPass::Early
        && (!f.dbg.is_empty()
            || has_records
            || dbg_calls
            || (!cx.attached_ids.is_empty() && block_has_attachments(cx, &block.insts)));
    let mut seen_non_phi = false;
    // In a canonical layout the block's ids run from its first to its last, so its
    // instructions are one run of the arena, read without looking each id up.
    let first = block.insts[0].0;
    let run = if CANON { &f.insts[first as usize..first as usize + block.insts.len()] } else { &[] };
    let len = if CANON { run.len() } else { block.insts.len() };
    for pos in 0..len {
        let (id, inst) = if CANON {
            (InstId(first + pos as u32), &run[pos])
        } else {
            let id = block.insts[pos];
            (id, &f.insts[id.0 as usize])
        };
        let is_term = inst.kind.is_terminator();
        if is_term && id != last {
            v.err(inst.src, "Terminator found in the middle of a basic block!");
        }
        if !is_term && id == last {
            let loc = if block.src != SrcLoc::NONE { block.src } else { inst.src };
            v.err(loc, no_terminator(v, gid));
        }
        match inst.kind {
            InstKind::Phi { .. } => {
                if seen_non_phi {
                    v.err(inst.src, "PHI nodes not grouped at top of basic block!");
                }
            }
            ref k => {
                if seen_non_phi && is_eh_pad(k) {
                    v.err(inst.src, format!("{} not the first non-PHI instruction in the block.", eh::pad_name(k)));
                }
                seen_non_phi = true;
            }
        }
        let at = Use { block: b, pre, pos: pos as u32, id };
        let operands_ok = operands_plainly_ok::<CANON>(v, cx.f, cx.dom, cx.const_memo, at, inst, &mut cx.op_tys)
            || check_operands(v, cx, at, inst);
        // Every type of the table has some fact, so none means an invalid id.
        let facts = v.type_facts(inst.ty);
        if facts == 0 {
            v.err(inst.src, "instruction has an invalid result type");
        } else if operands_ok {
            // For a parsed module the void-with-a-name rule is skipped: `parse_instruction`
            // rejects a name on an instruction returning void (pinned by
            // `parser_rejects_what_verify_parsed_skips`).
            let result_rules = if v.parsed { TY_NON_SCALAR | TY_METADATA } else { TY_VOID | TY_NON_SCALAR | TY_METADATA };
            if facts & result_rules != 0 {
                check_result(v, inst, cx.f.name_of(id).is_some(), facts);
            }
            match &inst.kind {
                InstKind::Call(_) | InstKind::Invoke(_) | InstKind::CallBr { .. } => {
                    if v.pass != BodyPass::Early {
                        call::check_call(v, cx, id, inst);
                    }
                }
                InstKind::LandingPad { .. }
                | InstKind::Resume
                | InstKind::CatchPad
                | InstKind::CleanupPad
                | InstKind::CatchSwitch { .. }
                | InstKind::CatchRet
                | InstKind::CleanupRet => eh::check_eh(v, cx, b, inst),
                InstKind::Phi { .. } if v.parsed => check_phi_parsed(v, inst),
                InstKind::Phi { .. } => check_phi_types(v, cx, inst),
                _ if v.parsed => inst::check_inst_parsed(v, cx, inst),
                _ => inst::check_inst(v, cx, inst),
            }
        }
        if side {
            side_checks(v, cx, id, inst, has_records, dbg_calls);
        }
    }
    // Most blocks have no phis.
    let first_is_phi = if CANON {
        matches!(run[0].kind, InstKind::Phi { .. })
    } else {
        matches!(f.insts[first as usize].kind, InstKind::Phi { .. })
    };
    if first_is_phi {
        check_phi_entries_of(v, cx, b, &block.insts);
    }
}

/// The debug-info and attachment checks of an instruction, for one that has a location or
/// in a function with records, debug-info rules for calls, or checked attachments.
#[inline(never)]
fn side_checks(v: &mut Verifier, cx: &mut FnCtx, id: InstId, inst: &Inst, has_records: bool, dbg_calls: bool) {
    let records = if has_records { cx.records.get(id) } else { &[] };
    let dbg = cx.f.dbg_of(id);
    if dbg.is_some() || !records.is_empty() || dbg_calls {
        debuginfo::check_inst(v, cx, inst, dbg, records);
    }
    if !cx.attached_ids.is_empty() {
        let attached = cx.attached.get(id);
        attachments::check_inst(v, inst, attached);
    }
}

/// Where the instruction being checked sits: its block (and its `DomTree::preorder`
/// number, `u32::MAX` when unreachable), its position in the block, and its id. Sixteen
/// bytes, so that it is passed in registers.
#[derive(Clone, Copy)]
struct Use {
    block: BlockId,
    pre: u32,
    pos: u32,
    id: InstId,
}

impl Use {
    fn reachable(self) -> bool {
        self.pre != u32::MAX
    }
}

/// Generic operand rules (LLVM's `visitInstruction`): every operand exists, is first
/// class, is used where it may be (blocks as branch targets, metadata and inline asm only
/// in calls), and instruction operands are defined in this function and dominate the use.
/// Returns false when an operand is broken, so that opcode checks are skipped. Leaves the
/// operand types in `cx.op_tys`. Only called when `operands_plainly_ok` said no.
#[inline(never)]
fn check_operands(v: &mut Verifier, cx: &mut FnCtx, at: Use, inst: &Inst) -> bool {
    let mut tys = std::mem::take(&mut cx.op_tys);
    tys.clear();
    let ok = check_operands_into(v, cx, at, inst, &mut tys);
    cx.op_tys = tys;
    ok
}

/// The common case of `check_operands_into` without its messages: whether every operand
/// passes every operand rule, collecting the types. When this says no,
/// `check_operands_into` goes over the operands again to report (it reaches the same
/// verdict for each rule, so the messages are the same as if it had run alone). Kept free
/// of reporting code so that the loop stays small; phis, whose uses are decided
/// differently, take a copy of the loop out of line so that the common one has no phi
/// cases.
///
/// Takes the parts of `FnCtx` it reads rather than the context, so that the caller can
/// lend it the context's `op_tys` to fill.
#[inline(always)]
fn operands_plainly_ok<const CANON: bool>(
    v: &Verifier,
    f: &Function,
    dom: &DomTree,
    memo: &[Cell<u32>],
    at: Use,
    inst: &Inst,
    tys: &mut Vec<TypeId>,
) -> bool {
    if matches!(inst.kind, InstKind::Phi { .. }) {
        phi_operands_plainly_ok::<CANON>(v, f, dom, memo, at, inst, tys)
    } else {
        plain_operands::<false, CANON, true>(v, f, dom, memo, at, inst, tys)
    }
}

/// `plain_operands` for a phi, out of line. The phi rules of a parsed module
/// (`check_phi_parsed`) read no operand type, so then none is kept.
#[inline(never)]
fn phi_operands_plainly_ok<const CANON: bool>(
    v: &Verifier,
    f: &Function,
    dom: &DomTree,
    memo: &[Cell<u32>],
    at: Use,
    inst: &Inst,
    tys: &mut Vec<TypeId>,
) -> bool {
    if v.parsed {
        plain_operands::<true, CANON, false>(v, f, dom, memo, at, inst, tys)
    } else {
        plain_operands::<true, CANON, true>(v, f, dom, memo, at, inst, tys)
    }
}

/// `operands_plainly_ok` for a phi (`PHI`) or any other instruction. With `TYS`, the
/// types are written into `tys`'s spare capacity and the length set only when every
/// operand passed (on failure `tys` is left empty, and `check_operands` starts over);
/// without, `tys` is left empty. `CANON`: whether `dom` has the layout canonical
/// (`DomTree::canonical`).
#[inline(always)]
fn plain_operands<const PHI: bool, const CANON: bool, const TYS: bool>(
    v: &Verifier,
    f: &Function,
    dom: &DomTree,
    memo: &[Cell<u32>],
    at: Use,
    inst: &Inst,
    tys: &mut Vec<TypeId>,
) -> bool {
    let is_call = !PHI && inst.kind.call_info().is_some();
    let ops: &[Value] = &inst.ops;
    tys.clear();
    tys.reserve(ops.len());
    let slots = &mut tys.spare_capacity_mut()[..ops.len()];
    for (k, (slot, &op)) in slots.iter_mut().zip(ops).enumerate() {
        let ty = match op {
            Value::Inst(def) => {
                // The definition's block, its `plain_result` (the result type when the
                // plain rules apply to a use of it, else `u32::MAX`, as for an unplaced
                // instruction), and whether it stands before the use in the same block.
                // In a canonical layout every instruction is placed in its own `block`,
                // in id order; otherwise the placement entry has all three.
                let (d_block, word, before) = if CANON {
                    let Some(d) = f.insts.get(def.0 as usize) else { return false };
                    (d.block.0, plain_result(&v.type_facts, d), def.0 < at.id.0)
                } else {
                    let Some(d) = dom.placed(def) else { return false };
                    (d.block, d.word, d.pos < at.pos)
                };
                if word == u32::MAX {
                    return false;
                }
                // What `def_dominates_use` concludes for a result that is not an invoke's:
                // a phi uses it at the end of the incoming block (so dominance of that
                // block decides), any other instruction where it stands. A self reference
                // outside a phi stands at the use's own position, so it passes only in an
                // unreachable block, as in `check_operands_into`. A use in an unreachable
                // block is dominated by every placed definition.
                let dominated = if PHI {
                    let use_bb = match ops.get(k | 1) {
                        Some(&Value::Block(b)) if k % 2 == 0 => b,
                        _ => at.block,
                    };
                    dom.dominates(BlockId(d_block), use_bb)
                } else if d_block == at.block.0 {
                    before || !at.reachable()
                } else {
                    !at.reachable() || dom.dominates_preorder(BlockId(d_block), at.pre)
                };
                if !dominated {
                    return false;
                }
                TypeId(word)
            }
            Value::Const(c) => {
                // The memo has an entry per constant of the pool, so an id past it does
                // not exist.
                let Some(entry) = memo.get(c.0 as usize) else { return false };
                let mut m = entry.get();
                if m == 0 {
                    m = const_use(v, c);
                    entry.set(m);
                }
                if m == CONST_BAD || (m & CONST_INTRINSIC != 0 && !(is_call && k == 0)) {
                    return false;
                }
                TypeId(m & CONST_TYPE)
            }
            Value::Arg(i) => match f.params.get(i as usize) {
                Some(p) if v.operand_type_ok(p.ty) => p.ty,
                _ => return false,
            },
            Value::Block(b) if dom.cfg().in_layout(b) => TypeTable::LABEL,
            Value::Block(_) => return false,
            Value::Meta(_) | Value::Asm(_) if !is_call => return false,
            Value::Asm(_) if k != 0 => return false,
            _ => match v.value_type(f, op) {
                Some(t) if v.operand_type_ok(t) => t,
                _ => return false,
            },
        };
        if TYS {
            slot.write(ty);
        }
    }
    if TYS {
        // SAFETY: the loop wrote each of the first `ops.len()` slots of the spare capacity.
        unsafe { tys.set_len(ops.len()) };
    }
    true
}

/// The operand rules with their messages. Only instructions with a broken operand get
/// here, so it stays out of line and out of the way of the per-instruction loop.
#[inline(never)]
fn check_operands_into(v: &mut Verifier, cx: &FnCtx, at: Use, inst: &Inst, tys: &mut Vec<TypeId>) -> bool {
    let f = cx.f;
    let id = at.id;
    let callee_index = inst.kind.call_info().map(|_| 0usize);
    let is_phi = matches!(inst.kind, InstKind::Phi { .. });
    let mut ok = true;
    // Definitions already reported for this instruction (one message per value).
    let mut reported: Vec<InstId> = Vec::new();
    for (k, &op) in inst.ops.iter().enumerate() {
        // A constant's type and the global it names, from one look at the pool.
        let (ty, global) = match op {
            Value::Const(c) => v.const_type_and_global(c).map_or((None, None), |(t, g)| (Some(t), g)),
            _ => (v.value_type(f, op), None),
        };
        let Some(ty) = ty else {
            v.err(
                inst.src,
                format!("operand {k} of '{}' refers to a value that does not exist", inst.kind.opcode_name()),
            );
            ok = false;
            continue;
        };
        tys.push(ty);
        if matches!(v.types().get(ty), Type::Void | Type::Function { .. }) {
            v.err(inst.src, "Instruction operands must be first-class values!");
            ok = false;
            continue;
        }
        match op {
            Value::Inst(def) => {
                if def == id && !is_phi {
                    if at.reachable() {
                        v.err(inst.src, "Only PHI nodes may reference their own value!");
                        ok = false;
                    }
                    continue;
                }
                if cx.dom.block_of(f, def).is_none() {
                    v.err(inst.src, "Instruction referencing instruction not embedded in a basic block!");
                    ok = false;
                    continue;
                }
                if !use_is_dominated(cx, def, id, k) && !reported.contains(&def) {
                    reported.push(def);
                    v.err(
                        inst.src,
                        format!(
                            "Instruction does not dominate all uses! ({} does not dominate this use)",
                            value_name(v.m, f, op)
                        ),
                    );
                }
            }
            Value::Block(target) => {
                if !cx.dom.cfg().in_layout(target) {
                    v.err(
                        inst.src,
                        format!("'{}' refers to a basic block that is not in the function", inst.kind.opcode_name()),
                    );
                    ok = false;
                }
            }
            Value::Meta(_) => {
                if inst.kind.call_info().is_none() {
                    v.err(inst.src, "Invalid use of metadata!");
                    ok = false;
                }
            }
            Value::Asm(_) => {
                if callee_index != Some(k) {
                    v.err(inst.src, "Cannot take the address of an inline asm!");
                    ok = false;
                }
            }
            Value::Const(_) => {
                if let Some(g) = global {
                    if v.intrinsic_name(g) && callee_index != Some(k) {
                        v.err(inst.src, "Cannot take the address of an intrinsic!");
                    }
                }
            }
            Value::Arg(_) => {}
        }
    }
    ok
}

/// LLVM's `verifyDominatesUse`, with its exemption for invokes whose normal and unwind
/// destinations coincide (rejected elsewhere).
fn use_is_dominated(cx: &FnCtx, def: InstId, user: InstId, op_index: usize) -> bool {
    if let Some(d) = cx.inst(def) {
        if let InstKind::Invoke(_) = d.kind {
            let n = d.ops.len();
            if n >= 2 && d.ops[n - 1] == d.ops[n - 2] {
                return true;
            }
        }
    }
    cx.dom.def_dominates_use(cx.f, def, user, op_index)
}

/// Result-type rules every instruction shares, for a result type with `facts` that some
/// rule is about (void, non-scalar or metadata).
#[inline(never)]
fn check_result(v: &mut Verifier, inst: &Inst, named: bool, facts: u8) {
    if named && facts & TY_VOID != 0 {
        v.err(inst.src, "Instruction has a name, but provides a void value!");
    }
    if facts & TY_NON_SCALAR != 0 {
        v.err(inst.src, "Instruction returns a non-scalar type!");
    } else if facts & TY_METADATA != 0 && inst.kind.call_info().is_none() {
        v.err(inst.src, "Invalid use of metadata!");
    }
}

/// `visitPHINode`: incoming values have the phi's type; no token phis.
#[inline(never)]
fn check_phi_types(v: &mut Verifier, cx: &FnCtx, inst: &Inst) {
    if inst.ty == TypeTable::TOKEN {
        v.err(inst.src, "PHI nodes cannot have token type!");
    }
    if inst.ops.len() % 2 != 0 {
        v.err(inst.src, "PHI node has an incoming value without a block");
        return;
    }
    for (i, pair) in inst.ops.chunks(2).enumerate() {
        if cx.op_ty(2 * i) != Some(inst.ty) {
            v.err(inst.src, "PHI node operands are not the same type as the result!");
            break;
        }
        if !matches!(pair[1], Value::Block(_)) {
            v.err(inst.src, "PHI node incoming block is not a basic block");
            break;
        }
    }
    check_fmf_type(v, inst, inst.ty);
}

/// `check_phi_types` for a parsed module, without the rules the parser enforces
/// (`parse_inst_body`, `Kw::Phi`): it reads the operands in `[value, label]` pairs, each
/// value with `parse_value` at the phi's type (a forward reference's type is checked at
/// its definition by `define_value`). Its `label` operand is not always a block, though:
/// a local of type `label` (a `select` of two labels) passes `parse_value`, so that rule
/// stays, as do token phis (first class to the parser, as to LLParser).
#[inline(never)]
fn check_phi_parsed(v: &mut Verifier, inst: &Inst) {
    if inst.ty == TypeTable::TOKEN {
        v.err(inst.src, "PHI nodes cannot have token type!");
    }
    if inst.ops.chunks_exact(2).any(|pair| !matches!(pair[1], Value::Block(_))) {
        v.err(inst.src, "PHI node incoming block is not a basic block");
    }
    // The parser's own fast-math rule (`fp_math_type`) differs at the edges (arrays
    // nested more than 8 deep), so the verifier's is kept.
    check_fmf_type(v, inst, inst.ty);
}

/// The phi/predecessor rules of `visitBasicBlock`, for a block that starts with a phi: one
/// entry per CFG edge into the block (a block that branches here twice is listed twice),
/// entries only for predecessors, and repeated entries for one predecessor carry the same
/// value.
#[inline(never)]
fn check_phi_entries_of(v: &mut Verifier, cx: &FnCtx, b: BlockId, insts: &[InstId]) {
    let f = cx.f;
    let preds = cx.dom.cfg().preds(b);
    if phis_match_few_preds(f, insts, preds) {
        return;
    }
    // The usual case: each predecessor once, each phi listing each of them once in some
    // order, which passes every rule. When the predecessors are distinct, each is marked
    // with a stamp `base`, and the phi at index `j` remarks each entry it finds marked
    // in `base..mark` with `mark = base + 1 + j`: an entry found outside that range is
    // not a predecessor or is repeated. Anything else is sorted and compared with the
    // predecessors, which finds the problem to report.
    let distinct = preds.windows(2).all(|w| w[0] != w[1]);
    let marks = &mut v.phi_marks;
    if marks.len() < f.blocks.len() {
        marks.resize(f.blocks.len(), 0);
    }
    let nphis = insts.len() as u32; // at most this many stamps are taken below
    if v.phi_stamp.checked_add(nphis + 2).is_none() {
        marks.fill(0);
        v.phi_stamp = 1;
    }
    let base = v.phi_stamp;
    v.phi_stamp += nphis + 2;
    if distinct {
        for &p in preds {
            marks[p.0 as usize] = base;
        }
    }
    let mut mark = base;
    let mut entries: Vec<(u32, (u8, u32))> = Vec::new();
    for &id in insts {
        let inst = &f.insts[id.0 as usize];
        if !matches!(inst.kind, InstKind::Phi { .. }) {
            break;
        }
        let ops: &[Value] = &inst.ops;
        if ops.len() % 2 != 0 {
            continue; // reported by check_phi_types
        }
        if ops.len() / 2 != preds.len() {
            if ops.chunks_exact(2).all(|p| matches!(p[1], Value::Block(_))) {
                v.err(inst.src, "PHINode should have one entry for each predecessor of its parent basic block!");
            }
            continue; // otherwise reported by check_phi_types
        }
        mark += 1;
        let mut all_blocks = true;
        let mut matched = distinct;
        for p in ops.chunks_exact(2) {
            let Value::Block(e) = p[1] else {
                all_blocks = false;
                break;
            };
            if matched {
                match v.phi_marks.get_mut(e.0 as usize) {
                    Some(m) if *m >= base && *m < mark => *m = mark,
                    _ => matched = false,
                }
            }
        }
        if !all_blocks {
            continue; // reported by check_phi_types
        }
        if matched {
            continue;
        }
        entries.clear();
        entries.extend(ops.chunks(2).map(|p| (p[1].as_block().map_or(u32::MAX, |b| b.0), value_key(p[0]))));
        entries.sort_unstable();
        for i in 0..entries.len() {
            if i > 0 && entries[i].0 == entries[i - 1].0 && entries[i].1 != entries[i - 1].1 {
                v.err(
                    inst.src,
                    "PHI node has multiple entries for the same basic block with different incoming values!",
                );
                break;
            }
            if entries[i].0 != preds[i].0 {
                v.err(inst.src, "PHI node entries do not match predecessors!");
                break;
            }
        }
    }
}

/// Whether every phi at the start of a block with one predecessor or two different ones
/// lists exactly those blocks, once each: the usual case, in which `check_phi_entries_of`
/// finds nothing (it has every rule checked, without its marks, when this says no).
fn phis_match_few_preds(f: &Function, insts: &[InstId], preds: &[BlockId]) -> bool {
    let (p0, p1) = match *preds {
        [p] => (p, None),
        [p, q] if p != q => (p, Some(q)),
        _ => return false,
    };
    for &id in insts {
        let Some(inst) = f.insts.get(id.0 as usize) else { return false };
        if !matches!(inst.kind, InstKind::Phi { .. }) {
            break;
        }
        let ok = match (&inst.ops[..], p1) {
            ([_, Value::Block(a)], None) => *a == p0,
            ([_, Value::Block(a), _, Value::Block(c)], Some(p1)) => (*a == p0 && *c == p1) || (*a == p1 && *c == p0),
            _ => false,
        };
        if !ok {
            return false;
        }
    }
    true
}

/// Fast-math flags belong on floating-point operations only (`FPMathOperator`): the
/// result (or, for `fcmp`, the operand) must be a float, a vector of floats, or an array
/// of those.
pub(crate) fn check_fmf_type(v: &mut Verifier, inst: &Inst, ty: TypeId) {
    let fmf = match &inst.kind {
        InstKind::FNeg { fmf } | InstKind::FCmp { fmf, .. } | InstKind::Phi { fmf } | InstKind::Select { fmf } => *fmf,
        InstKind::Binary { fmf, .. } | InstKind::Cast { fmf, .. } => *fmf,
        InstKind::Call(c) => c.fmf,
        _ => return,
    };
    if fmf.is_empty() {
        return;
    }
    let tt = v.types();
    let mut t = ty;
    for _ in 0..8 {
        match tt.get(t) {
            Type::Array { elem, .. } => t = *elem,
            _ => break,
        }
    }
    let is_fp = tt.is_float_or_float_vector(t)
        || tt
            .struct_fields(t)
            .is_some_and(|(fs, _)| !fs.is_empty() && fs.iter().all(|&e| e == fs[0] && tt.is_float_or_float_vector(e)));
    if !is_fp {
        v.err(
            inst.src,
            format!("fast-math flags on '{}' need a floating-point type, not {}", inst.kind.opcode_name(), v.ty(ty)),
        );
    }
}
