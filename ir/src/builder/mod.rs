//! The builder API: how a language front end (and the `.ll` parser) creates functions in
//! memory. A `FunctionBuilder` appends instructions at the end of a current block,
//! computes result types, makes local names unique as LLVM does (`x`, `x1`, `x2`, …) and
//! gives every new instruction the current debug location, so callers only say what
//! they want. This file owns that core (blocks, names, positions, debug locations);
//! the instructions are split by concept:
//!
//! - `arith.rs`: integer and floating-point arithmetic, comparisons, casts, `select`,
//!   `freeze`, flags and fast-math flags;
//! - `memory.rs`: `alloca` (also at the entry block), loads and stores (plain, volatile,
//!   atomic), `fence`, `cmpxchg`, `atomicrmw`, `getelementptr` (struct fields too);
//! - `aggregate.rs`: `extractvalue`/`insertvalue`, vector element operations,
//!   `shufflevector`, `va_arg`;
//! - `control.rs`: terminators, `phi`, calls (direct and indirect, with attributes),
//!   `invoke`/`landingpad`/`resume`, `callbr` and the funclet pads;
//! - `module.rs`: what a module holds besides bodies: functions, globals, aliases,
//!   ifuncs, constants of every kind and attribute sets.
//!
//! ```
//! use rllc_ir::{Module, TypeTable, verify, print_module};
//! use rllc_ir::module::Linkage;
//! let mut m = Module::for_target("x86_64-unknown-linux-gnu");
//! let fty = m.types.function(TypeTable::I32, &[TypeTable::I32, TypeTable::I32], false);
//! let f = m.define_function("add", fty, Linkage::External, &["a", "b"]);
//! let mut b = m.build(f);
//! let entry = b.block(Some("entry"));
//! b.switch_to(entry);
//! let (x, y) = (b.param(0), b.param(1));
//! let sum = b.add(x, y);
//! b.name(sum, "sum");
//! b.ret(Some(sum));
//! assert!(verify(&m).is_empty());
//! assert!(print_module(&m).contains("%sum = add i32 %a, %b"));
//! ```

#![deny(missing_docs)]

mod aggregate;
mod arith;
mod control;
mod memory;
mod module;

use crate::debug_record::DebugRecord;
use crate::function::Function;
use crate::hashing::{FxMap, FxSet};
use crate::inst::{Inst, InstKind};
use crate::interner::Sym;
use crate::metadata::MdId;
use crate::module::{GlobalId, Module};
use crate::types::{TypeId, TypeTable};
use crate::value::{BlockId, InstId, Value};

impl Module {
    /// Starts building the body of function `f` (a global made by `declare_function` or
    /// `define_function`).
    pub fn build(&mut self, f: GlobalId) -> FunctionBuilder<'_> {
        FunctionBuilder { m: self, f, current: None, names: None, dbg_loc: None, records: Vec::new() }
    }
}

/// Appends instructions to a function's blocks.
///
/// Methods that make a value return it as a `Value` (`Value::as_inst` gives the
/// instruction); methods that make an instruction without a value (`store`, `br`, …)
/// return its `InstId`, so that metadata such as `!dbg` can be attached to either.
///
/// # Panics
/// Adding an instruction with no current block (`switch_to` not called yet) panics, as
/// does building into a global that is not a function: both are mistakes in the calling
/// code, not in its input.
pub struct FunctionBuilder<'m> {
    /// The module being built.
    pub m: &'m mut Module,
    /// The function being built.
    pub f: GlobalId,
    current: Option<BlockId>,
    /// The function's local names, gathered on the first name given (the parser, which
    /// names nothing through the builder, never pays for it).
    names: Option<LocalNames>,
    /// The `!dbg` location every new instruction takes (see `set_debug_loc`).
    dbg_loc: Option<MdId>,
    /// Debug records (`#dbg_declare`, `#dbg_value`) waiting for the next instruction,
    /// which they are printed before (see `add_debug_record`).
    records: Vec<DebugRecord>,
}

/// The names taken in one function (parameters, blocks and values share them), and per
/// base name the last suffix tried, so that the next `x` becomes `x3` without trying
/// `x1` and `x2` again.
#[derive(Default)]
struct LocalNames {
    taken: FxSet<Sym>,
    last_suffix: FxMap<Sym, u32>,
}

impl<'m> FunctionBuilder<'m> {
    /// The function being built.
    pub fn func(&self) -> &Function {
        self.m.function(self.f).expect("builder target is a function")
    }

    /// The function being built, for changes the builder has no method for.
    pub fn func_mut(&mut self) -> &mut Function {
        self.m.function_mut(self.f).expect("builder target is a function")
    }

    // ---- names ----

    /// A name not yet taken in this function: `base` itself, else `base1`, `base2`, …
    /// (LLVM's rule for local names), marked as taken. `None` for an empty name.
    fn unique_name(&mut self, base: &str) -> Option<Sym> {
        if base.is_empty() {
            return None;
        }
        if self.names.is_none() {
            let f = self.func();
            let mut taken = FxSet::default();
            taken.extend(f.params.iter().filter_map(|p| p.name));
            taken.extend(f.blocks.iter().filter_map(|b| b.name));
            taken.extend(f.names.iter().flatten().copied());
            self.names = Some(LocalNames { taken, last_suffix: FxMap::default() });
        }
        let base_sym = self.m.syms.intern_str(base);
        let names = self.names.as_mut().expect("gathered above");
        if names.taken.insert(base_sym) {
            return Some(base_sym);
        }
        let mut n = names.last_suffix.get(&base_sym).copied().unwrap_or(0);
        loop {
            n += 1;
            let sym = self.m.syms.intern_str(&format!("{base}{n}"));
            let names = self.names.as_mut().expect("gathered above");
            if names.taken.insert(sym) {
                names.last_suffix.insert(base_sym, n);
                return Some(sym);
            }
        }
    }

    /// Names an instruction's result (`%name`), made unique in the function as LLVM does:
    /// a second `x` becomes `x1`. Returns `v`. Constants, parameters (see `name_param`)
    /// and instructions without a value are left alone.
    pub fn name(&mut self, v: Value, name: &str) -> Value {
        if let Value::Inst(i) = v {
            let is_value = self.func().insts.get(i.0 as usize).is_some_and(|inst| inst.ty != TypeTable::VOID);
            if is_value {
                let sym = self.unique_name(name);
                self.func_mut().set_name(i, sym);
            }
        }
        v
    }

    /// Names parameter `index` (`%name`), unique in the function like `name`.
    pub fn name_param(&mut self, index: u32, name: &str) {
        if (index as usize) < self.func().params.len() {
            let sym = self.unique_name(name);
            self.func_mut().params[index as usize].name = sym;
        }
    }

    // ---- blocks and the insertion point ----

    /// Creates a block, appends it to the layout, and returns it. A name already taken
    /// in the function gets a number appended (`loop`, `loop1`, …).
    pub fn block(&mut self, name: Option<&str>) -> BlockId {
        let b = self.create_block(name);
        self.place_block(b);
        b
    }

    /// Creates a block without placing it in the layout yet (place it with
    /// `place_block`, e.g. to lay out a loop's exit after its body).
    pub fn create_block(&mut self, name: Option<&str>) -> BlockId {
        let sym = name.and_then(|n| self.unique_name(n));
        self.func_mut().new_block(sym)
    }

    /// Places a block created earlier (e.g. reserved by a forward reference) at the end of
    /// the layout.
    pub fn place_block(&mut self, b: BlockId) {
        let f = self.func_mut();
        f.blocks[b.0 as usize].defined = true;
        f.layout.push(b);
    }

    /// Makes `b` the block new instructions go to (at its end).
    pub fn switch_to(&mut self, b: BlockId) {
        self.current = Some(b);
    }

    /// The block new instructions go to.
    pub fn current_block(&self) -> Option<BlockId> {
        self.current
    }

    /// Whether the current block already ends in a terminator (`ret`, `br`, …), so
    /// nothing more may be added to it. False when there is no current block.
    pub fn is_terminated(&self) -> bool {
        self.current.is_some_and(|b| self.block_is_terminated(b))
    }

    /// Whether block `b` ends in a terminator.
    pub fn block_is_terminated(&self, b: BlockId) -> bool {
        let f = self.func();
        f.blocks.get(b.0 as usize).is_some_and(|_| f.terminator(b).is_some())
    }

    // ---- debug locations ----

    /// Sets the `!dbg` location (a `DILocation`, see `DIBuilder::location`) that every
    /// instruction made from now on takes; `None` for none.
    pub fn set_debug_loc(&mut self, loc: Option<MdId>) {
        self.dbg_loc = loc;
    }

    /// The location new instructions take.
    pub fn debug_loc(&self) -> Option<MdId> {
        self.dbg_loc
    }

    /// Sets (or removes) the `!dbg` location of one instruction.
    pub fn set_dbg(&mut self, inst: InstId, loc: Option<MdId>) {
        self.func_mut().set_dbg(inst, loc);
    }

    /// Adds a debug record (`#dbg_declare`, `#dbg_value`; see `DIBuilder::declare`) at
    /// the current position: it goes before the next instruction built.
    pub fn add_debug_record(&mut self, record: DebugRecord) {
        self.records.push(record);
    }

    /// Attaches metadata `kind` (`"tbaa"`, `"range"`, …; not `"dbg"`, see `set_dbg`) to an
    /// instruction.
    pub fn set_metadata(&mut self, inst: InstId, kind: &str, md: MdId) {
        let kind = self.m.syms.intern_str(kind);
        self.func_mut().inst_md.push(inst, (kind, md));
    }

    // ---- adding instructions ----

    /// Appends a fully formed instruction to the current block (layouts of `Inst::ops`
    /// are documented on `InstKind`); it takes the current debug location.
    pub fn push(&mut self, inst: Inst) -> InstId {
        let b = self.current.expect("no current block: call switch_to first");
        let loc = self.dbg_loc;
        let f = self.func_mut();
        let id = f.push_inst(b, inst);
        if loc.is_some() {
            f.set_dbg(id, loc);
        }
        self.flush_records(id);
        id
    }

    /// Puts the waiting debug records before instruction `id`.
    fn flush_records(&mut self, id: InstId) {
        if self.records.is_empty() {
            return;
        }
        let records = std::mem::take(&mut self.records);
        let f = self.func_mut();
        for r in records {
            f.inst_records.push(id, r);
        }
    }

    /// Inserts an instruction into block `b` before position `pos` of its list (the end
    /// when `pos` is past it); it takes the current debug location.
    pub fn insert_at(&mut self, b: BlockId, pos: usize, mut inst: Inst) -> InstId {
        let loc = self.dbg_loc;
        let f = self.func_mut();
        let id = InstId(f.insts.len() as u32);
        inst.block = b;
        f.insts.push(inst);
        let list = &mut f.blocks[b.0 as usize].insts;
        list.insert(pos.min(list.len()), id);
        if loc.is_some() {
            f.set_dbg(id, loc);
        }
        id
    }

    pub(crate) fn push_value(&mut self, kind: InstKind, ty: TypeId, ops: Vec<Value>) -> Value {
        Value::Inst(self.push(Inst::new(kind, ty, ops)))
    }

    pub(crate) fn push_void(&mut self, kind: InstKind, ops: Vec<Value>) -> InstId {
        self.push(Inst::new(kind, TypeTable::VOID, ops))
    }

    /// The type of an operand in this function.
    pub fn type_of(&self, v: Value) -> TypeId {
        match v {
            Value::Const(c) => self.m.const_type(c),
            Value::Arg(i) => self.func().params.get(i as usize).map_or(TypeTable::VOID, |p| p.ty),
            Value::Inst(i) => self.func().insts.get(i.0 as usize).map_or(TypeTable::VOID, |inst| inst.ty),
            Value::Block(_) => TypeTable::LABEL,
            Value::Meta(_) => TypeTable::METADATA,
            Value::Asm(a) => self.m.inline_asms[a.0 as usize].fn_ty,
        }
    }

    /// Parameter `index` as an operand.
    pub fn param(&self, index: u32) -> Value {
        Value::Arg(index)
    }

    /// The instruction behind a value made by this builder.
    pub(crate) fn inst_of(&mut self, v: Value) -> Option<&mut Inst> {
        let i = v.as_inst()?;
        self.func_mut().insts.get_mut(i.0 as usize)
    }
}

#[cfg(test)]
mod tests;
