//! Checking function bodies while the module is still being read. The parser hands
//! finished bodies to the lexer thread, which applies the rules of `BodyPass::Early` to
//! them whenever it would otherwise wait for room in the token queue (see
//! `parser/tokens.rs`); after the parse, `verify_parsed` applies only the rest to the
//! bodies that passed, and everything to the others, so that little is left after the
//! parse.
//!
//! The checker cannot read the module's tables while the parser appends to them, so it
//! keeps a replica: each batch of bodies comes with what the replica lacks (new types,
//! constants and symbols, the address space of new globals, the data layout), copied on
//! the parser's thread. What the early rules read of the replica is final once it is
//! there: types and constants are interned and never change (a struct given its body
//! later is unsized until then, which fails the early rules, so that body is checked in
//! full after the parse), and a global's address space and name are fixed when it is
//! first referenced. The bodies themselves are lent, not copied (`LentBody`).
//!
//! A verdict only says whether the early rules found nothing. Problems are always
//! reported by the pass after the parse, against the finished module, so messages and
//! their order do not depend on this work, its timing or whether it was done at all.

use super::{function, BodyPass, Verifier};
use crate::constant::Const;
use crate::datalayout::DataLayout;
use crate::dominators::DomTree;
use crate::function::Function;
use crate::module::{GlobalId, Module, SrcLoc};
use crate::types::{TypeDelta, TypeId};
use std::mem::ManuallyDrop;

/// A finished function body lent to the lexer thread for checking: a bitwise copy of the module's
/// `Function` that shares its buffers and is never dropped, so reading it reads the
/// module's own instructions and blocks.
pub(crate) struct LentBody(ManuallyDrop<Function>);

impl LentBody {
    /// Lends `f`'s body.
    ///
    /// # Safety
    ///
    /// Until the `LentBody` is gone, nothing may change or free the buffers `f` owns (its
    /// instructions, blocks and their lists, parameters, side tables). `f` itself may
    /// move: its buffers do not.
    pub(crate) unsafe fn new(f: &Function) -> LentBody {
        // SAFETY: a bitwise copy of a valid value; being `ManuallyDrop`, it frees nothing,
        // and by the caller's promise what it points to stays unchanged while it lives.
        LentBody(ManuallyDrop::new(unsafe { std::ptr::read(f) }))
    }
}

/// What the checker's replica of the module lacks, and the bodies finished since the
/// last batch. The tables are copied once per batch, as they stand when it is sent: the
/// replica may then hold more than a body's end saw (later types, constants, struct
/// bodies), which only brings it closer to the finished module the verdicts must agree
/// with.
pub(crate) struct Batch {
    pub types: Option<TypeDelta>,
    pub consts: Vec<Const>,
    /// New symbols' text and ends (`Interner::tail`).
    pub syms: (Vec<u8>, Vec<u32>),
    /// The address space of each new global, and whether its name is in `llvm.`.
    pub globals: Vec<(u32, bool)>,
    pub datalayout: Option<DataLayout>,
    pub bodies: Vec<Body>,
}

/// A finished function body to check.
pub(crate) struct Body {
    pub func: GlobalId,
    /// Where the function's definition starts.
    pub src: SrcLoc,
    pub lent: LentBody,
}

/// Per function checked, whether its body passed the early rules.
pub(crate) type Verdicts = Vec<(GlobalId, bool)>;

/// The module the verifier's state is bound to between bodies, while the replica is
/// brought up to date.
fn idle_module() -> &'static Module {
    static IDLE: std::sync::OnceLock<Module> = std::sync::OnceLock::new();
    IDLE.get_or_init(Module::new)
}

/// The early checker: a replica of the module's tables, the verifier's state, and the
/// verdicts so far.
pub(crate) struct EarlyChecker {
    replica: Module,
    /// Always `Some` between calls (taken while it is bound to the replica).
    v: Option<Verifier<'static>>,
    dom: DomTree,
    verdicts: Verdicts,
}

impl EarlyChecker {
    pub(crate) fn new() -> EarlyChecker {
        let mut v = Verifier::new(idle_module());
        v.parsed = true;
        v.pass = BodyPass::Early;
        EarlyChecker { replica: Module::new(), v: Some(v), dom: DomTree::default(), verdicts: Verdicts::new() }
    }

    /// Brings the replica up to date with a batch's tables; returns its bodies.
    pub(crate) fn update(&mut self, batch: Batch) -> Vec<Body> {
        let replica = &mut self.replica;
        let Some(v) = &mut self.v else { return Vec::new() };
        if let Some(d) = batch.types {
            replica.types.apply_delta(d);
        }
        replica.consts.extend_replica(batch.consts);
        replica.syms.extend_replica(&batch.syms.0, &batch.syms.1);
        if let Some(dl) = batch.datalayout {
            replica.datalayout = dl;
        }
        for &(addrspace, reserved) in &batch.globals {
            v.global_spaces.push(addrspace);
            v.reserved_name.push(reserved);
            v.intrinsic.push(None);
            v.immarg_params.push(false);
        }
        // The verifier's per-type and per-constant tables, grown to the replica's.
        let types = &replica.types;
        for t in v.type_facts.len()..types.len() {
            v.type_facts.push(super::type_facts(types, types.get(TypeId(t as u32))));
        }
        v.sized_types.resize(types.len(), false);
        v.const_memo.resize(replica.consts.len(), 0);
        batch.bodies
    }

    /// Checks one body of the last batch.
    pub(crate) fn check(&mut self, body: Body) {
        let Some(v) = self.v.take() else { return };
        let mut tv = v.rebind(&self.replica);
        function::check_function(&mut tv, body.func, &body.lent.0, body.src, &mut self.dom);
        self.verdicts.push((body.func, tv.diags.is_empty()));
        tv.diags.clear();
        self.v = Some(tv.rebind(idle_module()));
    }

    /// The verdicts so far.
    pub(crate) fn take_verdicts(&mut self) -> Verdicts {
        std::mem::take(&mut self.verdicts)
    }
}
