//! The verifier: checks the Language Reference's well-formedness rules on a module and
//! reports each violation as a `Diagnostic` at the offending source position.
//!
//! The rules and their messages follow LLVM 19's `Verifier.cpp`. Unlike LLVM, which stops
//! at the first failure in a function, every problem is reported (sorted by source offset);
//! an instruction whose operands are themselves broken is not checked further, so one
//! mistake does not cascade into a screenful. The checks are split by concept:
//!
//! - `function.rs`: block structure, terminators, phis, the CFG, SSA dominance;
//! - `inst.rs`: operand and result types of every non-call opcode, atomics, alignment;
//! - `call.rs`: calls, invokes and callbr: arguments, callee, bundles, `musttail`;
//! - `intrinsics.rs` (with the generated name list `intrinsic_names.rs`): `llvm.*` names,
//!   signatures and their type mangling;
//! - `global.rs`: global variables, functions, aliases, ifuncs, linkage, comdats;
//! - `debuginfo.rs`: `!dbg` attachments, debug records and `llvm.dbg.*` calls;
//! - `attachments.rs`: `!range`, `!nonnull` and `!align` on instructions;
//! - `attrs.rs`: where attributes may appear and which types they need;
//! - `eh.rs`: landing pads, `resume` and the Windows funclet pads;
//! - `names.rs`: how types and values are spelled in messages.
//!
//! The verifier must not panic on anything the parser or the builder can produce, so every
//! id read from the module is looked up with a bounds check.

mod attachments;
mod attrs;
mod call;
mod debuginfo;
mod eh;
pub(crate) mod early;
mod function;
mod global;
mod inst;
mod intrinsic_names;
mod intrinsics;
mod locate;
mod names;

#[cfg(test)]
mod tests;

use crate::attrs::{AttrKind, AttrSetId};
use crate::constant::{Const, ConstId};
use crate::diag::Diagnostic;
use crate::dominators::DomTree;
use crate::function::Function;
use crate::metadata::MdId;
use crate::module::{GlobalId, Module, SrcLoc};
use crate::types::{Type, TypeId, TypeTable};
use crate::value::Value;
use crate::hashing::FxMap;
use crate::interner::Sym;

pub use intrinsics::{intrinsic_base_name, is_known_intrinsic};

/// Verifies a module; returns every problem found (empty when well formed), sorted by
/// source offset (problems without a position last, in the order found).
///
/// A problem in something that has no source position (a module built through the
/// builder rather than read) is named instead by its function, block and instruction in
/// `Diagnostic::place` ("in function '@f', block '%entry', instruction '%x = add i64 %a,
/// i32 %b'"), which its `Display` puts before the message.
pub fn verify(m: &Module) -> Vec<Diagnostic> {
    let diags = verify_module(m, false);
    if diags.iter().any(|d| d.offset.is_none()) && locate::has_unplaced(m) {
        if let Some(located) = locate::verify_located(m) {
            return located;
        }
    }
    diags
}

/// `verify` for a module returned by the parser and not changed since: the same
/// problems, found without the per-instruction rules the parser has already enforced on
/// every instruction it built (operand and result types of the ordinary opcodes, call
/// arguments against the function type, phi incoming types; each skip in `function.rs`,
/// `inst.rs` and `call.rs` names the parser function that enforces it, and
/// `tests.rs::parser_rejects_what_verify_parsed_skips` pins each). Only for such a
/// module: one built or edited with the builder may break those rules, and then this
/// misses the problem.
pub fn verify_parsed(m: &Module) -> Vec<Diagnostic> {
    verify_module(m, true)
}

fn verify_module(m: &Module, parsed: bool) -> Vec<Diagnostic> {
    let mut v = Verifier::new(m);
    v.parsed = parsed;
    let bodies: Vec<(GlobalId, &Function)> = m
        .globals
        .iter()
        .enumerate()
        .filter_map(|(i, g)| g.as_function().filter(|f| !f.is_declaration()).map(|f| (GlobalId(i as u32), f)))
        .collect();
    let work: usize = bodies.iter().map(|(_, f)| f.insts.len() + 16).sum();
    let threads = if work < PARALLEL_MIN_INSTS {
        1
    } else {
        std::thread::available_parallelism().map_or(1, |n| n.get()).clamp(1, 8)
    };
    // The module-level rules are checked on the calling thread while the others start on
    // the bodies (nothing the two find depends on the other), and reported first, as
    // when they ran before.
    let mut globals = v.fork();
    let body_diags = check_bodies(&v, &bodies, threads, || global::check_globals(&mut globals));
    v.diags.append(&mut globals.diags);
    for diags in body_diags {
        v.diags.extend(diags);
    }
    debuginfo::check_module(&mut v);
    let mut diags = v.diags;
    diags.sort_by_key(|d| d.offset.unwrap_or(usize::MAX));
    diags
}

/// Below this many instructions, checking function bodies on one thread is as fast as
/// starting others.
const PARALLEL_MIN_INSTS: usize = 20_000;

/// Instructions per piece of work handed to a thread: small enough that threads finish
/// together even when one of them gets less of its core (another process, the lexer or
/// prefault thread still running), large enough that taking a piece costs nothing.
const CHUNK_INSTS: usize = 4_000;

/// Checks function bodies on `threads` threads. The bodies are cut into contiguous
/// chunks of about `CHUNK_INSTS` instructions, which the threads take in turn as they
/// finish the previous one; each chunk's problems are kept apart and returned in module
/// order, so the result is the same whatever the number of threads and timing. `first`
/// runs on the calling thread before it takes its first chunk (with one thread, before
/// any).
fn check_bodies(
    v: &Verifier,
    bodies: &[(GlobalId, &Function)],
    threads: usize,
    first: impl FnOnce(),
) -> Vec<Vec<Diagnostic>> {
    // Each thread has one dominator tree, in whose buffers each function's tree is built.
    let check = |run: &[(GlobalId, &Function)], tv: &mut Verifier, dom: &mut DomTree| {
        for &(g, f) in run {
            // A parsed body that passed the early checks gets only the rest.
            let early = tv.parsed && tv.m.checked_early.get(g.0 as usize) == Some(&true);
            tv.pass = if early { BodyPass::Rest } else { BodyPass::All };
            function::check_function(tv, g, f, tv.m.globals[g.0 as usize].src, dom);
        }
        std::mem::take(&mut tv.diags)
    };
    if threads <= 1 {
        first();
        return vec![check(bodies, &mut v.fork(), &mut DomTree::default())];
    }
    let mut chunks = Vec::new();
    let (mut start, mut acc) = (0, 0);
    for (i, (_, f)) in bodies.iter().enumerate() {
        acc += f.insts.len() + 16;
        if acc >= CHUNK_INSTS {
            chunks.push(&bodies[start..=i]);
            (start, acc) = (i + 1, 0);
        }
    }
    if start < bodies.len() {
        chunks.push(&bodies[start..]);
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let work = || {
        let mut tv = v.fork();
        let mut dom = DomTree::default();
        let mut done = Vec::new();
        loop {
            let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let Some(chunk) = chunks.get(k) else { return done };
            done.push((k, check(chunk, &mut tv, &mut dom)));
        }
    };
    let mut all = std::thread::scope(|s| {
        let handles: Vec<_> = (1..threads).map(|_| s.spawn(work)).collect();
        first();
        let mut all = work();
        for h in handles {
            all.extend(h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)));
        }
        all
    });
    all.sort_unstable_by_key(|&(k, _)| k);
    all.into_iter().map(|(_, d)| d).collect()
}

/// A valid operand type: not `void` and not a function type.
pub(crate) const TY_OPERAND: u8 = 1;
pub(crate) const TY_VOID: u8 = 2;
/// A function type or `label`, which no instruction may return.
pub(crate) const TY_NON_SCALAR: u8 = 4;
pub(crate) const TY_METADATA: u8 = 8;
/// An integer or a vector of integers (what a GEP index must be).
pub(crate) const TY_INT_LIKE: u8 = 16;
/// A vector, fixed or scalable.
pub(crate) const TY_VECTOR: u8 = 32;
/// A function type with a `metadata` or `token` parameter (which only an intrinsic may
/// have; asked for every call).
pub(crate) const TY_SPECIAL_PARAMS: u8 = 64;

/// The `TY_*` facts of a type: every type has at least one (`TY_VOID` or `TY_OPERAND` or
/// `TY_NON_SCALAR`), so that no facts means an id outside the table.
fn type_facts(tt: &TypeTable, t: &Type) -> u8 {
    let is_int = |e: TypeId| (e.0 as usize) < tt.len() && matches!(tt.get(e), Type::Int(_));
    match t {
        Type::Void => TY_VOID,
        Type::Function { params, .. } => {
            let special = params.iter().any(|&p| p == TypeTable::METADATA || p == TypeTable::TOKEN);
            TY_NON_SCALAR | if special { TY_SPECIAL_PARAMS } else { 0 }
        }
        Type::Label => TY_OPERAND | TY_NON_SCALAR,
        Type::Metadata => TY_OPERAND | TY_METADATA,
        Type::Int(_) => TY_OPERAND | TY_INT_LIKE,
        Type::Vector { elem, .. } if is_int(*elem) => TY_OPERAND | TY_VECTOR | TY_INT_LIKE,
        Type::Vector { .. } => TY_OPERAND | TY_VECTOR,
        _ => TY_OPERAND,
    }
}

/// Shared state of one verification run.
pub(crate) struct Verifier<'m> {
    pub m: &'m Module,
    /// Whether the module came straight from the parser (`verify_parsed`), so that the
    /// rules it enforces on every instruction need not be checked again.
    pub parsed: bool,
    pub diags: Vec<Diagnostic>,
    /// Per global: the intrinsic it names, when its name starts with `llvm.` and is valid.
    pub intrinsic: Vec<Option<intrinsics::Intrinsic>>,
    /// Per global: whether its name starts with `llvm.` (LLVM's `isIntrinsic`).
    pub reserved_name: Vec<bool>,
    /// Per global: its address space (what the type of its address depends on). The
    /// rules for function bodies read globals only through this and `reserved_name`, so
    /// that the early checker's replica of the module needs no globals.
    pub global_spaces: Vec<u32>,
    /// `DILocation` → the subprogram it physically belongs to (see `debuginfo.rs`).
    pub loc_cache: FxMap<MdId, Option<MdId>>,
    /// Per type: whether it was found sized (see `sized`); indexed by `TypeId`, as the
    /// type table is small and this is asked for every load, store, alloca and GEP.
    pub sized_types: Vec<bool>,
    /// Per type: the `TY_*` facts the per-instruction rules ask about, so that each costs
    /// one lookup (an id outside the table has none).
    pub type_facts: Vec<u8>,
    /// Per attribute set: whether it has `immarg` (asked for every call argument).
    pub immarg_sets: Vec<bool>,
    /// Per global: whether it is a function with an `immarg` parameter (asked for every
    /// direct call; few have one).
    pub immarg_params: Vec<bool>,
    /// Whether some global is an `llvm.dbg.*` intrinsic that calls are checked against.
    pub dbg_intrinsics: bool,
    /// The attachment kinds `attachments.rs` checks (`range`, `nonnull`, `align`), when
    /// the module spells them at all, so that each attachment is one comparison.
    pub checked_attachments: [Option<Sym>; 3],
    /// Parameter attribute sets found valid on a type (see `attrs::check_param_attrs`).
    pub good_param_attrs: crate::hashing::FxSet<(crate::attrs::AttrSetId, TypeId)>,
    /// Per attribute set, the type it was last found good on (a pair `good_param_attrs`
    /// holds), checked first; `u32::MAX` until then.
    pub good_attrs_last: Vec<TypeId>,
    /// Per attribute set, whether it passed `attrs::check_fn_attrs`.
    pub good_fn_attrs: Vec<bool>,
    /// The operand-type list of the last function checked, kept so that the next one
    /// fills the same buffer instead of allocating anew.
    pub op_tys: Vec<TypeId>,
    /// The constant memo of `function::FnCtx::const_memo`, an entry per constant (one per
    /// thread).
    pub const_memo: Vec<u32>,
    /// Per block id, the stamp `function::check_phi_entries_of` last marked it with, and
    /// the next free stamp (stamps only grow, so marks left by earlier blocks and
    /// functions never need clearing).
    pub phi_marks: Vec<u32>,
    pub phi_stamp: u32,
    /// The pass over bodies this verifier makes (see `BodyPass`).
    pub pass: BodyPass,
}

/// Which rules a check of a function body applies. A body checked early (`early.rs`,
/// while the parser reads on) against a replica of the module's tables gets the rules
/// that need nothing the parser may still add; when it passes them, the check after the
/// parse applies only the rest. Together the two find exactly what `All` finds: `Rest`
/// makes, for each call, every check `All` makes of it, and for every instruction the
/// debug-info and attachment checks, which are all `Early` leaves out.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum BodyPass {
    /// Every rule.
    All,
    /// All but the call rules (`call.rs`) and the debug-info and attachment checks,
    /// which read declarations and metadata that come after the bodies in a module; a
    /// call's operands are checked, taking metadata and inline asm on trust.
    Early,
    /// Only what `Early` leaves out, of a body that passed it.
    Rest,
}

impl<'m> Verifier<'m> {
    fn new(m: &'m Module) -> Verifier<'m> {
        let intrinsic: Vec<Option<intrinsics::Intrinsic>> =
            m.globals.iter().map(|g| g.name.and_then(|n| intrinsics::Intrinsic::lookup(m.syms.bytes(n)))).collect();
        let dbg_intrinsics = intrinsic.iter().flatten().any(|i| debuginfo::is_dbg_intrinsic(i.base));
        let reserved_name =
            m.globals.iter().map(|g| g.name.is_some_and(|n| m.syms.bytes(n).starts_with(b"llvm."))).collect();
        let immarg_sets: Vec<bool> =
            (0..m.attrs.len()).map(|s| m.attrs.has(AttrSetId(s as u32), AttrKind::ImmArg)).collect();
        let immarg_params = m
            .globals
            .iter()
            .map(|g| {
                g.as_function()
                    .is_some_and(|f| f.params.iter().any(|p| immarg_sets.get(p.attrs.0 as usize) == Some(&true)))
            })
            .collect();
        Verifier {
            m,
            parsed: false,
            diags: Vec::new(),
            intrinsic,
            reserved_name,
            global_spaces: m.globals.iter().map(|g| g.addrspace).collect(),
            loc_cache: FxMap::default(),
            sized_types: vec![false; m.types.len()],
            type_facts: (0..m.types.len()).map(|t| type_facts(&m.types, m.types.get(TypeId(t as u32)))).collect(),
            immarg_params,
            immarg_sets,
            dbg_intrinsics,
            checked_attachments: [b"range".as_slice(), b"nonnull", b"align"].map(|k| m.syms.get(k)),
            good_param_attrs: Default::default(),
            good_attrs_last: vec![TypeId(u32::MAX); m.attrs.len()],
            good_fn_attrs: vec![false; m.attrs.len()],
            op_tys: Vec::new(),
            const_memo: vec![0; m.consts.len()],
            phi_marks: Vec::new(),
            phi_stamp: 1,
            pass: BodyPass::All,
        }
    }

    /// A verifier for another thread: the same module and lookup tables, no problems yet.
    fn fork(&self) -> Verifier<'m> {
        Verifier {
            m: self.m,
            parsed: self.parsed,
            diags: Vec::new(),
            intrinsic: self.intrinsic.clone(),
            reserved_name: self.reserved_name.clone(),
            global_spaces: self.global_spaces.clone(),
            loc_cache: FxMap::default(),
            sized_types: vec![false; self.m.types.len()],
            type_facts: self.type_facts.clone(),
            immarg_params: self.immarg_params.clone(),
            immarg_sets: self.immarg_sets.clone(),
            dbg_intrinsics: self.dbg_intrinsics,
            checked_attachments: self.checked_attachments,
            good_param_attrs: Default::default(),
            good_attrs_last: vec![TypeId(u32::MAX); self.m.attrs.len()],
            good_fn_attrs: vec![false; self.m.attrs.len()],
            op_tys: Vec::new(),
            const_memo: vec![0; self.m.consts.len()],
            phi_marks: Vec::new(),
            phi_stamp: 1,
            pass: self.pass,
        }
    }

    /// The same verifier, state and caches, reading another module (the early checker's
    /// replica, which grows between the bodies it checks).
    pub(crate) fn rebind<'n>(self, m: &'n Module) -> Verifier<'n> {
        Verifier {
            m,
            parsed: self.parsed,
            diags: self.diags,
            intrinsic: self.intrinsic,
            reserved_name: self.reserved_name,
            global_spaces: self.global_spaces,
            loc_cache: self.loc_cache,
            sized_types: self.sized_types,
            type_facts: self.type_facts,
            immarg_params: self.immarg_params,
            immarg_sets: self.immarg_sets,
            dbg_intrinsics: self.dbg_intrinsics,
            checked_attachments: self.checked_attachments,
            good_param_attrs: self.good_param_attrs,
            good_attrs_last: self.good_attrs_last,
            good_fn_attrs: self.good_fn_attrs,
            op_tys: self.op_tys,
            const_memo: self.const_memo,
            phi_marks: self.phi_marks,
            phi_stamp: self.phi_stamp,
            pass: self.pass,
        }
    }

    /// Whether `t` is a valid, sized type, remembering the sized ones (a struct's size
    /// depends on all its fields, which would otherwise be walked at every use).
    pub fn sized(&mut self, t: TypeId) -> bool {
        if self.sized_types.get(t.0 as usize) == Some(&true) {
            return true;
        }
        let sized = self.type_ok(t) && self.m.types.is_sized(t);
        if sized {
            if let Some(slot) = self.sized_types.get_mut(t.0 as usize) {
                *slot = true;
            }
        }
        sized
    }

    /// The `TY_*` facts of `t` (none for an invalid id).
    pub fn type_facts(&self, t: TypeId) -> u8 {
        self.type_facts.get(t.0 as usize).copied().unwrap_or(0)
    }

    /// Whether `t` is a valid type that an operand may have (not `void` or a function).
    pub fn operand_type_ok(&self, t: TypeId) -> bool {
        self.type_facts(t) & TY_OPERAND != 0
    }

    /// Whether a global's name is in the `llvm.` namespace reserved for intrinsics.
    pub fn intrinsic_name(&self, g: GlobalId) -> bool {
        self.reserved_name.get(g.0 as usize).copied().unwrap_or(false)
    }

    /// Reports a problem at `loc`. Cold and out of line: problems are rare, and the
    /// checks that may report them run for every instruction.
    #[cold]
    #[inline(never)]
    pub fn err(&mut self, loc: SrcLoc, msg: impl Into<String>) {
        self.diags.push(Diagnostic::new(loc.offset(), msg));
    }

    pub fn types(&self) -> &'m TypeTable {
        &self.m.types
    }

    /// Whether `t` names a type of the module (ids from a broken builder may not).
    pub fn type_ok(&self, t: TypeId) -> bool {
        (t.0 as usize) < self.m.types.len()
    }

    /// The type of a constant, or `None` for an id that is not in the pool or refers to a
    /// missing global.
    pub fn const_type(&self, c: ConstId) -> Option<TypeId> {
        self.const_type_and_global(c).map(|(t, _)| t)
    }

    /// `const_type` together with `const_global`, reading the pool once (operand checks
    /// want both for every constant operand).
    #[inline(always)]
    pub fn const_type_and_global(&self, c: ConstId) -> Option<(TypeId, Option<GlobalId>)> {
        if c.0 as usize >= self.m.consts.len() {
            return None;
        }
        let global_ok = |g: &GlobalId| (g.0 as usize) < self.global_spaces.len();
        // `Module::const_type`, with the checks that the ids it follows exist.
        let k = self.m.consts.get(c);
        if let Some(t) = k.own_type() {
            return self.type_ok(t).then_some((t, None));
        }
        let (t, global) = match k {
            Const::Global(g) if global_ok(g) => (self.global_ptr_type(*g), Some(*g)),
            Const::DsoLocalEquivalent(g) | Const::NoCfi(g) | Const::BlockAddress { func: g, .. } if global_ok(g) => {
                (self.global_ptr_type(*g), None)
            }
            Const::Global(_) | Const::DsoLocalEquivalent(_) | Const::NoCfi(_) | Const::BlockAddress { .. } => {
                return None
            }
            Const::PtrAuth { ptr, .. } => return self.const_type(*ptr).map(|t| (t, None)),
            // `own_type` answers for every other kind.
            _ => return None,
        };
        self.type_ok(t).then_some((t, global))
    }

    /// The type of an operand of `f`, or `None` when the operand refers to something that
    /// does not exist.
    pub fn value_type(&self, f: &Function, v: Value) -> Option<TypeId> {
        let t = match v {
            Value::Const(c) => return self.const_type(c),
            Value::Arg(i) => f.params.get(i as usize)?.ty,
            Value::Inst(i) => f.insts.get(i.0 as usize)?.ty,
            Value::Block(b) => {
                f.blocks.get(b.0 as usize)?;
                TypeTable::LABEL
            }
            // The early pass takes a call's metadata and inline asm on trust (its replica
            // has neither); the pass after the parse checks each call again.
            Value::Meta(_) if self.pass == BodyPass::Early => TypeTable::METADATA,
            Value::Asm(_) if self.pass == BodyPass::Early => TypeTable::PTR,
            Value::Meta(md) => {
                self.m.metadata.get(md.0 as usize)?;
                TypeTable::METADATA
            }
            // Inline asm is only ever a callee; as a value it is a pointer.
            Value::Asm(a) => {
                self.m.inline_asms.get(a.0 as usize)?;
                TypeTable::PTR
            }
        };
        self.type_ok(t).then_some(t)
    }

    /// The type of a pointer to global `g` (`Module::global_ptr_type`), which exists.
    fn global_ptr_type(&self, g: GlobalId) -> TypeId {
        match self.global_spaces[g.0 as usize] {
            0 => TypeTable::PTR,
            addrspace => self.m.types.lookup(&Type::Ptr { addrspace }).unwrap_or(TypeTable::PTR),
        }
    }

    /// The global a constant refers to directly (`@g`), if any.
    pub fn const_global(&self, c: ConstId) -> Option<GlobalId> {
        if c.0 as usize >= self.m.consts.len() {
            return None;
        }
        match self.m.consts.get(c) {
            Const::Global(g) if (g.0 as usize) < self.global_spaces.len() => Some(*g),
            _ => None,
        }
    }

    /// The global behind a callee operand, looking through nothing (LLVM's
    /// `getCalledFunction`: direct calls only).
    pub fn direct_callee(&self, v: Value) -> Option<GlobalId> {
        v.as_const().and_then(|c| self.const_global(c))
    }

    /// `@name` of a global for messages.
    pub fn global_name(&self, g: GlobalId) -> String {
        names::global_name(self.m, g)
    }

    /// A type's spelling for messages.
    pub fn ty(&self, t: TypeId) -> String {
        names::type_name(self.m, t)
    }
}
