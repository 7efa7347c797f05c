//! The `.ll` printer: writes a module in LLVM's textual syntax, accepted by `llvm-as`.
//! Split by concept like the parser: `types.rs`, `values.rs` (names, slot numbering,
//! constants, operands), `attrs.rs` (attribute sets and groups), `instructions.rs`,
//! `module.rs` (header, globals, functions), and `metadata.rs` (numbering and printing of
//! metadata).
//!
//! Everything is written into one `String`; helpers push text directly instead of building
//! temporary strings, so printing is linear in the module's size.

use crate::attrs::AttrSetId;
use crate::module::Module;
use crate::hashing::FxMap;

mod attrs;
mod md_bridge;
mod instructions;
mod metadata;
mod module;
mod types;
mod values;

pub(crate) use metadata::MdSlots;
pub(crate) use values::LocalSlots;

#[cfg(test)]
mod tests;

/// Marks "no slot number" in the slot tables (named values).
pub(crate) const NO_SLOT: u32 = u32::MAX;

/// Printer state for one module.
pub struct Printer<'m> {
    pub(crate) m: &'m Module,
    pub(crate) out: String,
    /// Metadata numbering (see `metadata.rs`).
    pub(crate) md: MdSlots,
    /// `@N` numbers of unnamed globals, indexed by `GlobalId` (`NO_SLOT` for named ones).
    pub(crate) global_slots: Vec<u32>,
    /// `%N` numbers of unnamed identified structs, indexed like `TypeTable::named`.
    pub(crate) type_slots: Vec<u32>,
    /// `#N` attribute-group numbers, indexed by `AttrSetId` (`NO_SLOT` until first used).
    pub(crate) attr_groups: Vec<u32>,
    /// The attribute sets given group numbers, in number order.
    pub(crate) attr_group_order: Vec<AttrSetId>,
    /// Slot numbering of functions other than the one being printed, computed on demand for
    /// `blockaddress` constants that name their unnamed blocks.
    pub(crate) other_fn_slots: FxMap<u32, LocalSlots>,
}

impl<'m> Printer<'m> {
    pub(crate) fn new(m: &'m Module) -> Printer<'m> {
        let mut p = Printer {
            m,
            out: String::new(),
            md: MdSlots::default(),
            global_slots: Vec::new(),
            type_slots: Vec::new(),
            attr_groups: vec![NO_SLOT; m.attrs.len()],
            attr_group_order: Vec::new(),
            other_fn_slots: FxMap::default(),
        };
        p.number_globals();
        p.number_types();
        p
    }
}

/// Prints a whole module as `.ll` text.
pub fn print_module(m: &Module) -> String {
    let mut p = Printer::new(m);
    // Reserve roughly what clang-sized modules need (about 40 bytes per instruction and
    // metadata node), so the output is not copied over and over while it grows.
    let insts: usize = m.functions().map(|(_, f)| f.insts.len()).sum();
    p.out.reserve(4096 + 40 * (insts + m.metadata.len() + m.globals.len()));
    p.write_module();
    p.out
}

/// One instruction of function `func` as the printer writes it (without indentation or
/// attachments), for messages about built modules that have no source text to point
/// into. Instructions whose operands are not all valid ids, or are metadata (which needs
/// the whole module's numbering), are described by their opcode and result name only.
pub fn print_instruction(m: &Module, func: crate::module::GlobalId, id: crate::value::InstId) -> String {
    use crate::value::Value;
    let Some(f) = m.function(func) else { return "<no such function>".into() };
    let Some(inst) = f.insts.get(id.0 as usize) else { return "<no such instruction>".into() };
    if !numberable(f) {
        return format!("{} (instruction {})", inst.kind.opcode_name(), id.0);
    }
    let types_ok = |t: crate::types::TypeId| (t.0 as usize) < m.types.len();
    let operand_ok = |v: &Value| match *v {
        Value::Const(c) => (c.0 as usize) < m.consts.len() && const_printable(m, c),
        Value::Arg(i) => (i as usize) < f.params.len(),
        Value::Inst(i) => f.insts.get(i.0 as usize).is_some_and(|d| types_ok(d.ty)),
        Value::Block(b) => (b.0 as usize) < f.blocks.len(),
        Value::Meta(_) | Value::Asm(_) => false,
    };
    let call_ok = inst.kind.call_info().is_none_or(|c| types_ok(c.fn_ty));
    let kind_ok = match &inst.kind {
        crate::inst::InstKind::Alloca { allocated, .. } => types_ok(*allocated),
        crate::inst::InstKind::Gep { source, .. } => types_ok(*source),
        _ => true,
    };
    let locals = values::LocalSlots::new(m, func);
    if types_ok(inst.ty) && call_ok && kind_ok && inst.ops.iter().all(operand_ok) {
        let mut p = Printer::new(m);
        p.write_inst(f, id, &locals);
        return p.out;
    }
    let mut p = Printer::new(m);
    if inst.ty != crate::types::TypeTable::VOID {
        p.write_value(Value::Inst(id), Some(&locals));
        p.out.push_str(" = ");
    }
    p.out.push_str(inst.kind.opcode_name());
    p.out.push_str(" ...");
    p.out
}

/// Whether a constant and those it is made of have valid ids (the printer indexes tables
/// with them).
fn const_printable(m: &Module, c: crate::constant::ConstId) -> bool {
    use crate::constant::Const;
    if c.0 as usize >= m.consts.len() {
        return false;
    }
    let ty_ok = |t: crate::types::TypeId| (t.0 as usize) < m.types.len();
    let g_ok = |g: crate::module::GlobalId| (g.0 as usize) < m.globals.len();
    match m.consts.get(c) {
        Const::Global(g) | Const::DsoLocalEquivalent(g) | Const::NoCfi(g) => g_ok(*g),
        Const::BlockAddress { func, .. } => g_ok(*func),
        Const::Array(t, xs) | Const::Struct(t, xs) | Const::Vector(t, xs) => {
            ty_ok(*t) && xs.iter().all(|&x| const_printable(m, x))
        }
        Const::Expr(e) => ty_ok(e.ty) && e.operands.iter().all(|&x| const_printable(m, x)),
        Const::PtrAuth { .. } => false,
        k => k.own_type().is_some_and(ty_ok),
    }
}

/// A block's label as instructions refer to it (`%entry`, `%3`), for messages.
pub fn print_block_label(m: &Module, func: crate::module::GlobalId, b: crate::value::BlockId) -> String {
    match m.function(func) {
        Some(f) if numberable(f) && (b.0 as usize) < f.blocks.len() => {}
        _ => return format!("block {}", b.0),
    }
    let locals = values::LocalSlots::new(m, func);
    let mut p = Printer::new(m);
    p.write_block_ref(b, &locals);
    p.out
}

/// Whether the slot numbering of a function's values can be made: its layout names
/// blocks that exist, holding instructions that exist (a broken builder's may not).
fn numberable(f: &crate::function::Function) -> bool {
    f.layout.iter().all(|b| {
        f.blocks.get(b.0 as usize).is_some_and(|bl| bl.insts.iter().all(|i| (i.0 as usize) < f.insts.len()))
    })
}
