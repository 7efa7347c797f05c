//! Entry and exit instrumentation (`-pg`, `-finstrument-functions-after-inlining`): the
//! calls llc-19's post-inlining EntryExitInstrumenter adds for the function attributes
//! `"instrument-function-entry-inlined"` and `"instrument-function-exit-inlined"`, on the
//! IR before selection:
//!
//! - `mcount` and its spellings (`_mcount`, `__mcount`, `.mcount`, `\01_mcount`,
//!   `\01mcount`, `__cyg_profile_func_enter_bare`): `call void @<name>()` at the first
//!   insertion point of the entry block (the frame is set up by then, as glibc's `mcount`
//!   expects: it walks the frame pointer);
//! - `__cyg_profile_func_enter` / `__cyg_profile_func_exit`: called with the function's
//!   address and `llvm.returnaddress(0)`, at the entry and before each `ret` (before a
//!   `musttail` call that precedes one);
//! - any other name: an error naming it (llc stops with "Unknown instrumentation
//!   function").
//!
//! The attributes are consumed, as LLVM's pass does. Naked functions are left alone. The
//! pre-inlining attributes (`"instrument-function-entry"`) are clang's business: llc
//! ignores them, and so does rllc.

use rllc_ir::attrs::{Attr, AttrKind};
use rllc_ir::inst::{InstKind, TailKind};
use rllc_ir::module::Linkage;
use rllc_ir::types::TypeTable;
use rllc_ir::value::{InstId, Value};
use rllc_ir::{GlobalId, Module, Sym};

const ENTRY: &str = "instrument-function-entry-inlined";
const EXIT: &str = "instrument-function-exit-inlined";

/// Profiling functions called without arguments.
const BARE: &[&str] = &[
    "mcount",
    ".mcount",
    "\u{1}_mcount",
    "\u{1}mcount",
    "__mcount",
    "_mcount",
    "__cyg_profile_func_enter_bare",
];
/// Functions called with (this function, its return address).
const WITH_ADDRESSES: &[&str] = &["__cyg_profile_func_enter", "__cyg_profile_func_exit"];

/// The function (and its attribute) the instrumentation of `g` calls for `key`, if set.
fn requested(m: &Module, g: GlobalId, key: &str) -> Option<(Sym, String)> {
    let f = m.function(g)?;
    let key_sym = m.syms.get(key.as_bytes())?;
    let value = m.attrs.string(f.fn_attrs, key_sym)??;
    Some((key_sym, m.sym_text(value).into_owned()))
}

fn instrumented(m: &Module) -> Vec<GlobalId> {
    m.functions()
        .filter(|(g, f)| {
            !f.is_declaration()
                && (requested(m, *g, ENTRY).is_some() || requested(m, *g, EXIT).is_some())
        })
        .map(|(g, _)| g)
        .collect()
}

/// Whether any function asks for instrumentation.
pub fn any_required(m: &Module) -> bool {
    !instrumented(m).is_empty()
}

/// Adds the calls to every function that asks for them; an unknown function name is an
/// error naming the function and the name.
pub fn insert(m: &mut Module) -> Result<(), (String, String)> {
    for g in instrumented(m) {
        let fname = m
            .global(g)
            .name
            .map(|s| m.sym_text(s).into_owned())
            .unwrap_or_default();
        let entry = requested(m, g, ENTRY);
        let exit = requested(m, g, EXIT);
        for (_, callee) in entry.iter().chain(exit.iter()) {
            if !BARE.contains(&callee.as_str()) && !WITH_ADDRESSES.contains(&callee.as_str()) {
                return Err((
                    fname,
                    format!("unknown instrumentation function '{callee}'"),
                ));
            }
        }
        let naked = m
            .attrs
            .has(m.function(g).expect("a function").fn_attrs, AttrKind::Naked);
        if !naked {
            if let Some((_, callee)) = &entry {
                instrument_entry(m, g, callee);
            }
            if let Some((_, callee)) = &exit {
                instrument_exits(m, g, callee);
            }
        }
        // Consumed, as LLVM's pass removes them.
        let keys: Vec<Sym> = entry.iter().chain(exit.iter()).map(|(k, _)| *k).collect();
        let f = m.function(g).expect("a function");
        let kept: Vec<Attr> = m
            .attrs
            .get(f.fn_attrs)
            .iter()
            .filter(|a| !matches!(a, Attr::Str(k, _) if keys.contains(k)))
            .cloned()
            .collect();
        let set = m.attr_set(kept);
        m.set_fn_attrs(g, set);
    }
    Ok(())
}

/// The call at the first insertion point of the entry block (after its phis; an entry
/// block has none, and no landing pad).
fn instrument_entry(m: &mut Module, g: GlobalId, callee: &str) {
    let f = m.function(g).expect("a function");
    let entry = f.entry().expect("a body");
    // The subprogram's scope line, as LLVM: any location of the function's scope will
    // do for the line table; take the first instruction's.
    let loc = f.block(entry).insts.first().and_then(|&i| f.dbg_of(i));
    let first_new = f.block(entry).insts.len();
    emit_call(m, g, entry, callee, loc);
    let f = m.function_mut(g).expect("a function");
    let list = &mut f.blocks[entry.0 as usize].insts;
    let added: Vec<InstId> = list.drain(first_new..).collect();
    list.splice(0..0, added);
}

/// The call before each `ret` (or before the `musttail` call right before it).
fn instrument_exits(m: &mut Module, g: GlobalId, callee: &str) {
    let f = m.function(g).expect("a function");
    let mut points = Vec::new();
    for &b in &f.layout {
        let insts = &f.block(b).insts;
        let Some(&last) = insts.last() else { continue };
        if !matches!(f.inst(last).kind, InstKind::Ret) {
            continue;
        }
        let mut at = insts.len() - 1;
        if let Some(k) = at.checked_sub(1) {
            if let InstKind::Call(ci) = &f.inst(insts[k]).kind {
                if ci.tail == TailKind::MustTail {
                    at = k;
                }
            }
        }
        points.push((b, insts[at], f.dbg_of(insts[at])));
    }
    for (b, before, loc) in points {
        let f = m.function(g).expect("a function");
        let first_new = f.block(b).insts.len();
        emit_call(m, g, b, callee, loc);
        let f = m.function_mut(g).expect("a function");
        let list = &mut f.blocks[b.0 as usize].insts;
        let added: Vec<InstId> = list.drain(first_new..).collect();
        let pos = list
            .iter()
            .position(|&i| i == before)
            .expect("in its block");
        list.splice(pos..pos, added);
    }
}

/// Appends the call (and the return address it passes) to block `b`.
fn emit_call(
    m: &mut Module,
    g: GlobalId,
    b: rllc_ir::value::BlockId,
    callee: &str,
    loc: Option<rllc_ir::MdId>,
) {
    let ptr = TypeTable::PTR;
    if BARE.contains(&callee) {
        let ty = m.types.function(TypeTable::VOID, &[], false);
        let target = m.declare_function(callee, ty, Linkage::External);
        let mut fb = m.build(g);
        fb.set_debug_loc(loc);
        fb.switch_to(b);
        fb.call(target, &[]);
    } else {
        let ty = m.types.function(TypeTable::VOID, &[ptr, ptr], false);
        let target = m.declare_function(callee, ty, Linkage::External);
        let ra_ty = m.types.function(ptr, &[TypeTable::I32], false);
        let returnaddress = m.declare_function("llvm.returnaddress", ra_ty, Linkage::External);
        let zero = Value::Const(m.const_int(TypeTable::I32, 0));
        let this = Value::Const(m.global_ref(g));
        let mut fb = m.build(g);
        fb.set_debug_loc(loc);
        fb.switch_to(b);
        let ra = fb.call(returnaddress, &[zero]);
        fb.call(target, &[this, ra]);
    }
}
