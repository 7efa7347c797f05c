//! SSA construction for front ends with mutable variables: Braun, Buchwald, Hack,
//! Leißa, Mallon and Zwinkau, "Simple and Efficient Construction of Static Single
//! Assignment Form" (CC 2013), the algorithm of cranelift-frontend's `declare_var` /
//! `def_var` / `use_var` / `seal_block`. A front end says which value a variable has
//! where it assigns it, asks for it where it reads it, and seals each block once all
//! branches into it exist; phis are placed where control flow merges different
//! definitions, and trivial ones (all operands the same value, or the phi itself) are
//! removed again, so the result needs no allocas and no later `mem2reg`.
//!
//! ```
//! use rllc_ir::{Module, TypeTable, verify, print_module};
//! use rllc_ir::inst::IntPred;
//! use rllc_ir::module::Linkage;
//! use rllc_ir::ssa::{SsaBuilder, Variable};
//! // i32 sum(i32 n) { i32 s = 0; while (n > 0) { s = s + n; n = n - 1; } return s; }
//! let mut m = Module::for_target("x86_64-unknown-linux-gnu");
//! let fty = m.types.function(TypeTable::I32, &[TypeTable::I32], false);
//! let f = m.define_function("sum", fty, Linkage::External, &["n"]);
//! let (zero, one) = (m.const_int(TypeTable::I32, 0), m.const_int(TypeTable::I32, 1));
//! let mut b = m.build(f);
//! let mut ssa = SsaBuilder::new();
//! let (s, n) = (Variable(0), Variable(1));
//! ssa.declare_var(s, TypeTable::I32);
//! ssa.declare_var(n, TypeTable::I32);
//! let (entry, head, body, exit) =
//!     (b.block(Some("entry")), b.block(Some("head")), b.block(Some("body")), b.block(Some("exit")));
//! b.switch_to(entry);
//! ssa.seal_block(&mut b, entry);
//! ssa.def_var(s, entry, zero.into());
//! ssa.def_var(n, entry, b.param(0));
//! b.br(head);
//! b.switch_to(head); // not sealed: the back edge from `body` is still to come
//! let nv = ssa.use_var(&mut b, n, head);
//! let more = b.icmp(IntPred::Sgt, nv, zero.into());
//! b.cond_br(more, body, exit);
//! b.switch_to(body);
//! ssa.seal_block(&mut b, body);
//! let (sv, nv) = (ssa.use_var(&mut b, s, body), ssa.use_var(&mut b, n, body));
//! let s2 = b.add(sv, nv);
//! ssa.def_var(s, body, s2);
//! let n2 = b.sub(nv, one.into());
//! ssa.def_var(n, body, n2);
//! b.br(head);
//! ssa.seal_block(&mut b, head);
//! b.switch_to(exit);
//! ssa.seal_block(&mut b, exit);
//! let result = ssa.use_var(&mut b, s, exit);
//! b.ret(Some(result));
//! assert!(verify(&m).is_empty());
//! let text = print_module(&m);
//! assert_eq!(text.matches("phi i32").count(), 2, "{text}");
//! ```

#![deny(missing_docs)]

use crate::builder::FunctionBuilder;
use crate::constant::Const;
use crate::hashing::{FxMap, FxSet};
use crate::inst::{FastMath, Inst, InstKind};
use crate::types::TypeId;
use crate::value::{BlockId, InstId, Value};

/// A mutable variable of the source language, numbered by the front end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Variable(pub u32);

/// The state of SSA construction for one function (make a new one per function).
#[derive(Default)]
pub struct SsaBuilder {
    types: FxMap<Variable, TypeId>,
    /// The value each variable has at the end of each block, as far as known.
    defs: FxMap<(BlockId, Variable), Value>,
    sealed: FxSet<BlockId>,
    /// Phis placed in blocks not sealed yet, to be given operands when they are.
    incomplete: FxMap<BlockId, Vec<(Variable, InstId)>>,
    /// Predecessors of each block, one entry per edge, as of `preds_at` instructions.
    preds: Vec<Vec<BlockId>>,
    preds_at: usize,
}

impl SsaBuilder {
    /// An empty state.
    pub fn new() -> SsaBuilder {
        SsaBuilder::default()
    }

    /// Declares a variable of type `ty`. Reading it where no definition reaches gives
    /// `poison`.
    pub fn declare_var(&mut self, var: Variable, ty: TypeId) {
        self.types.insert(var, ty);
    }

    /// The declared type of a variable.
    pub fn var_type(&self, var: Variable) -> Option<TypeId> {
        self.types.get(&var).copied()
    }

    /// Records that `var` holds `value` from here to the end of `block` (until the next
    /// `def_var` of it in the block).
    pub fn def_var(&mut self, var: Variable, block: BlockId, value: Value) {
        self.defs.insert((block, var), value);
    }

    /// The value `var` has at the current end of `block`, placing phis as needed.
    ///
    /// # Panics
    /// If `var` was not declared (a mistake of the caller).
    pub fn use_var(&mut self, b: &mut FunctionBuilder, var: Variable, block: BlockId) -> Value {
        if let Some(&v) = self.defs.get(&(block, var)) {
            return v;
        }
        self.use_var_recursive(b, var, block)
    }

    /// Declares that every branch into `block` has been built, so phis placed in it can
    /// get their operands. Each block must be sealed once (sealing again does nothing);
    /// a function is complete when all its blocks are.
    pub fn seal_block(&mut self, b: &mut FunctionBuilder, block: BlockId) {
        if self.sealed.contains(&block) {
            return;
        }
        // Sealed first: reading a variable in a loop now finds this block sealed.
        self.sealed.insert(block);
        for (var, phi) in self.incomplete.remove(&block).unwrap_or_default() {
            self.add_phi_operands(b, var, phi);
        }
    }

    /// Whether `block` has been sealed.
    pub fn is_sealed(&self, block: BlockId) -> bool {
        self.sealed.contains(&block)
    }

    fn use_var_recursive(&mut self, b: &mut FunctionBuilder, var: Variable, block: BlockId) -> Value {
        let ty = *self.types.get(&var).expect("use_var of a variable that was not declared");
        let value = if !self.sealed.contains(&block) {
            // Not all predecessors are known: an operandless phi, completed at sealing.
            let phi = self.new_phi(b, block, ty);
            self.incomplete.entry(block).or_default().push((var, phi));
            Value::Inst(phi)
        } else {
            let preds = self.preds_of(b, block);
            match preds.as_slice() {
                [] => Value::Const(b.m.konst(Const::Poison(ty))),
                [p] => self.use_var(b, var, *p),
                _ => {
                    // The phi is the variable's value in the block while its operands
                    // are looked up, which ends the search around loops.
                    let phi = self.new_phi(b, block, ty);
                    self.def_var(var, block, Value::Inst(phi));
                    self.add_phi_operands(b, var, phi)
                }
            }
        };
        self.def_var(var, block, value);
        value
    }

    fn new_phi(&mut self, b: &mut FunctionBuilder, block: BlockId, ty: TypeId) -> InstId {
        let loc = b.debug_loc();
        b.set_debug_loc(None);
        let phi = b.insert_at(block, 0, Inst::new(InstKind::Phi { fmf: FastMath::default() }, ty, Vec::new()));
        b.set_debug_loc(loc);
        phi
    }

    fn add_phi_operands(&mut self, b: &mut FunctionBuilder, var: Variable, phi: InstId) -> Value {
        let block = b.func().inst(phi).block;
        for pred in self.preds_of(b, block) {
            let v = self.use_var(b, var, pred);
            b.add_incoming(Value::Inst(phi), v, pred);
        }
        self.try_remove_trivial_phi(b, phi)
    }

    /// Replaces a phi whose operands are all one value (or itself) by that value, and
    /// then the phis that used it, which may have become trivial in turn.
    fn try_remove_trivial_phi(&mut self, b: &mut FunctionBuilder, phi: InstId) -> Value {
        let this = Value::Inst(phi);
        let mut same: Option<Value> = None;
        for pair in b.func().inst(phi).ops.chunks(2) {
            let op = pair[0];
            if Some(op) == same || op == this {
                continue;
            }
            if same.is_some() {
                return this;
            }
            same = Some(op);
        }
        let same = match same {
            Some(v) => v,
            // Unreachable, or only reached from itself.
            None => {
                let ty = b.func().inst(phi).ty;
                Value::Const(b.m.konst(Const::Poison(ty)))
            }
        };
        let block = b.func().inst(phi).block;
        let users = replace_uses(b, phi, same);
        let f = b.func_mut();
        f.blocks[block.0 as usize].insts.retain(|&i| i != phi);
        f.inst_mut(phi).ops.clear();
        for v in self.defs.values_mut() {
            if *v == this {
                *v = same;
            }
        }
        for user in users {
            if user != phi && b.func().is_phi(user) && b.func().inst(user).ops.len() >= 2 {
                self.try_remove_trivial_phi(b, user);
            }
        }
        same
    }

    /// The predecessors of `block` (one per edge), from the terminators built so far.
    /// Recomputed only when instructions have been added since the last time.
    fn preds_of(&mut self, b: &FunctionBuilder, block: BlockId) -> Vec<BlockId> {
        let f = b.func();
        if self.preds_at != f.insts.len() || self.preds.len() != f.blocks.len() {
            self.preds = vec![Vec::new(); f.blocks.len()];
            for &p in &f.layout {
                if let Some(t) = f.terminator(p) {
                    for s in f.inst(t).successors() {
                        if let Some(list) = self.preds.get_mut(s.0 as usize) {
                            list.push(p);
                        }
                    }
                }
            }
            self.preds_at = f.insts.len();
        }
        self.preds.get(block.0 as usize).cloned().unwrap_or_default()
    }
}

/// Replaces every use of `old`'s value in the function's placed instructions by `new`;
/// returns the instructions that used it.
fn replace_uses(b: &mut FunctionBuilder, old: InstId, new: Value) -> Vec<InstId> {
    let f = b.func_mut();
    let mut users = Vec::new();
    for bi in 0..f.layout.len() {
        let block = f.layout[bi];
        for k in 0..f.blocks[block.0 as usize].insts.len() {
            let id = f.blocks[block.0 as usize].insts[k];
            let inst = f.inst_mut(id);
            let mut used = false;
            for op in inst.ops.as_mut_slice() {
                if *op == Value::Inst(old) {
                    *op = new;
                    used = true;
                }
            }
            if used {
                users.push(id);
            }
        }
    }
    users
}

#[cfg(test)]
mod tests;
