//! Debug-info well-formedness: `!dbg` attachments (functions: a distinct `DISubprogram`
//! used by one function; instructions: a `DILocation` in a local scope of that
//! subprogram; globals: `DIGlobalVariableExpression`s), debug records (`#dbg_value` …) and
//! calls to `llvm.dbg.*`, and the rule that inlinable calls in a function with debug info
//! carry a location. These are LLVM's `CheckDI` rules; LLVM downgrades them to a warning
//! and drops the debug info, rllc reports them like any other problem.

use super::function::FnCtx;
use super::Verifier;
use crate::debug_record::DebugRecord;
use crate::di::{dwarf, DINode};
use crate::inst::Inst;
use crate::metadata::{MdId, Metadata};
use crate::module::{GlobalKind, GlobalValue, Linkage};
use crate::value::Value;
use crate::hashing::FxMap;

/// Bound on scope and inlined-at chains, which well-formed metadata keeps short.
const MAX_CHAIN: usize = 10_000;

fn md<'m>(v: &Verifier<'m>, id: MdId) -> Option<&'m Metadata> {
    v.m.metadata.get(id.0 as usize)
}

fn node<'m>(v: &Verifier<'m>, id: MdId) -> Option<&'m DINode> {
    match md(v, id)? {
        Metadata::Node { node, .. } => Some(node),
        _ => None,
    }
}

fn is_dbg_kind(v: &Verifier, name: crate::interner::Sym) -> bool {
    v.m.syms.bytes(name) == b"dbg"
}

/// The `!dbg` attachment of a global, if any.
pub(crate) fn function_subprogram(v: &Verifier, g: &GlobalValue) -> Option<MdId> {
    g.attachments.iter().find(|(k, _)| is_dbg_kind(v, *k)).map(|(_, m)| *m)
}

/// The subprogram a scope belongs to (walking lexical blocks outwards).
fn scope_subprogram(v: &Verifier, mut scope: MdId) -> Option<MdId> {
    for _ in 0..MAX_CHAIN {
        scope = match node(v, scope)? {
            DINode::Subprogram(_) => return Some(scope),
            DINode::LexicalBlock(b) => b.scope?,
            DINode::LexicalBlockFile(b) => b.scope?,
            _ => return None,
        };
    }
    None
}

/// The subprogram of the outermost location in an inlined-at chain (the function the
/// code physically sits in), memoized per location.
fn location_subprogram(v: &Verifier, cache: &mut FxMap<MdId, Option<MdId>>, loc: MdId) -> Option<MdId> {
    if let Some(&r) = cache.get(&loc) {
        return r;
    }
    let mut cur = loc;
    let mut result = None;
    for _ in 0..MAX_CHAIN {
        match node(v, cur) {
            Some(DINode::Location(l)) => match l.inlined_at {
                Some(ia) => cur = ia,
                None => {
                    result = l.scope.and_then(|s| scope_subprogram(v, s));
                    break;
                }
            },
            _ => break,
        }
    }
    cache.insert(loc, result);
    result
}

fn is_local_scope(n: &DINode) -> bool {
    matches!(n, DINode::Subprogram(_) | DINode::LexicalBlock(_) | DINode::LexicalBlockFile(_))
}

/// `visitDILocation`: a location's scope is a local scope in a defined subprogram, and its
/// inlined-at is a location. Returns whether it is a usable location.
fn check_location(v: &mut Verifier, inst: &Inst, loc: MdId, what: &str) -> bool {
    let Some(DINode::Location(l)) = node(v, loc) else {
        v.err(inst.src, format!("invalid {what} metadata attachment: not a DILocation"));
        return false;
    };
    let scope = l.scope.and_then(|s| node(v, s));
    match scope {
        Some(s) if is_local_scope(s) => {
            if let DINode::Subprogram(sp) = s {
                if sp.sp_flags & dwarf::SPFLAG_DEFINITION == 0 {
                    v.err(inst.src, "scope points into the type hierarchy");
                }
            }
        }
        _ => {
            v.err(inst.src, "location requires a valid scope");
            return false;
        }
    }
    if let Some(ia) = l.inlined_at {
        if !matches!(node(v, ia), Some(DINode::Location(_))) {
            v.err(inst.src, "inlined-at should be a location");
            return false;
        }
    }
    true
}

/// Per-instruction debug checks: the `!dbg` attachment, the debug records before the
/// instruction, `llvm.dbg.*` calls, and locations on inlinable calls.
pub(crate) fn check_inst(v: &mut Verifier, cx: &FnCtx, inst: &Inst, dbg: Option<MdId>, records: &[DebugRecord]) {
    // Calls are checked when they may call `llvm.dbg.*` or the function has debug info.
    // (The flags first: most modules have neither, and then the opcode need not be read.)
    let check_call = (v.dbg_intrinsics || cx.subprogram.is_some()) && inst.kind.call_info().is_some();
    // Most instructions have nothing to check here.
    if dbg.is_some() || !records.is_empty() || check_call {
        check_inst_debug_info(v, cx, inst, dbg, records, check_call);
    }
}

/// `check_inst` for an instruction that has something to check, out of the
/// per-instruction loop.
#[inline(never)]
fn check_inst_debug_info(v: &mut Verifier, cx: &FnCtx, inst: &Inst, dbg: Option<MdId>, records: &[DebugRecord], check_call: bool) {
    if dbg.is_some() || !records.is_empty() {
        let mut cache = std::mem::take(&mut v.loc_cache);
        if let Some(loc) = dbg {
            if check_location(v, inst, loc, "!dbg") {
                if let Some(sp) = cx.subprogram {
                    if location_subprogram(v, &mut cache, loc).is_some_and(|s| s != sp) {
                        v.err(inst.src, "!dbg attachment points at wrong subprogram for function");
                    }
                }
            }
        }
        for r in records {
            check_record(v, cx, &mut cache, inst, r);
        }
        v.loc_cache = cache;
    }
    if check_call {
        check_dbg_call(v, inst, dbg);
        // Inlinable calls in a function with debug info must carry a location.
        if cx.subprogram.is_some() && dbg.is_none() {
            if let Some(g) = inst.ops.first().and_then(|&c| v.direct_callee(c)) {
                let callee = &v.m.globals[g.0 as usize];
                let interposable =
                    matches!(callee.linkage, Linkage::Weak | Linkage::LinkOnce | Linkage::Common | Linkage::ExternWeak);
                if !interposable && !callee.is_declaration() && function_subprogram(v, callee).is_some() {
                    v.err(inst.src, "inlinable function call in a function with debug info must have a !dbg location");
                }
            }
        }
    }
}

/// Whether an intrinsic (by its base name) is one of the `llvm.dbg.*` calls checked here.
pub(crate) fn is_dbg_intrinsic(base: &str) -> bool {
    matches!(base, "dbg.declare" | "dbg.value" | "dbg.assign" | "dbg.label")
}

/// The location operand of a record or `llvm.dbg.*` call: a value, an arg list, or an
/// empty tuple (a killed location).
fn valid_location_operand(v: &Verifier, id: MdId) -> bool {
    match md(v, id) {
        Some(Metadata::Value(..) | Metadata::ArgList(_)) => true,
        Some(Metadata::Tuple { ops, .. }) => ops.is_empty(),
        _ => false,
    }
}

fn is_local_variable(v: &Verifier, id: MdId) -> bool {
    matches!(node(v, id), Some(DINode::LocalVariable(_)))
}

fn is_expression(v: &Verifier, id: MdId) -> bool {
    matches!(node(v, id), Some(DINode::Expression(_)))
}

/// `visitDbgVariableRecord` / `visitDbgLabelRecord`.
fn check_record(v: &mut Verifier, cx: &FnCtx, cache: &mut FxMap<MdId, Option<MdId>>, inst: &Inst, r: &DebugRecord) {
    let (var, loc) = match r {
        DebugRecord::Value { location, var, expr, loc } | DebugRecord::Declare { location, var, expr, loc } => {
            if !valid_location_operand(v, *location) {
                v.err(inst.src, "invalid #dbg record address/value");
            }
            if !is_expression(v, *expr) {
                v.err(inst.src, "invalid #dbg record expression");
            }
            (Some(*var), *loc)
        }
        DebugRecord::Assign { location, var, expr, assign_id, address, addr_expr, loc } => {
            if !valid_location_operand(v, *location) {
                v.err(inst.src, "invalid #dbg record address/value");
            }
            if !is_expression(v, *expr) {
                v.err(inst.src, "invalid #dbg record expression");
            }
            if !matches!(node(v, *assign_id), Some(DINode::AssignID(_))) {
                v.err(inst.src, "invalid #dbg_assign DIAssignID");
            }
            let addr_ok = match md(v, *address) {
                Some(Metadata::Value(..)) => true,
                Some(Metadata::Tuple { ops, .. }) => ops.is_empty(),
                _ => false,
            };
            if !addr_ok {
                v.err(inst.src, "invalid #dbg_assign address");
            }
            if !is_expression(v, *addr_expr) {
                v.err(inst.src, "invalid #dbg_assign address expression");
            }
            (Some(*var), *loc)
        }
        DebugRecord::Label { label, loc } => {
            if !matches!(node(v, *label), Some(DINode::Label(_))) {
                v.err(inst.src, "invalid #dbg_label label");
            }
            (None, *loc)
        }
    };
    if let Some(var) = var {
        if !is_local_variable(v, var) {
            v.err(inst.src, "invalid #dbg record variable");
        }
    }
    if !check_location(v, inst, loc, "#dbg record DILocation") {
        return;
    }
    // The variable and the location must belong to the same subprogram.
    let var_sp = var.and_then(|var| match node(v, var) {
        Some(DINode::LocalVariable(lv)) => lv.scope.and_then(|s| scope_subprogram(v, s)),
        _ => None,
    });
    let loc_sp = match node(v, loc) {
        Some(DINode::Location(l)) => l.scope.and_then(|s| scope_subprogram(v, s)),
        _ => None,
    };
    if let (Some(a), Some(b)) = (var_sp, loc_sp) {
        if a != b {
            v.err(inst.src, "mismatched subprogram between #dbg record variable and DILocation");
        }
    }
    if let Some(sp) = cx.subprogram {
        if location_subprogram(v, cache, loc).is_some_and(|s| s != sp) {
            v.err(inst.src, "!dbg attachment points at wrong subprogram for function");
        }
    }
}

/// `visitDbgIntrinsic` for calls to `llvm.dbg.declare/value/assign/label`.
fn check_dbg_call(v: &mut Verifier, inst: &Inst, dbg: Option<MdId>) {
    let Some(g) = inst.ops.first().and_then(|&c| v.direct_callee(c)) else { return };
    let Some(kind) = v.intrinsic[g.0 as usize].as_ref().map(|i| i.base) else { return };
    if !is_dbg_intrinsic(kind) {
        return;
    }
    let name = format!("llvm.{kind}");
    let meta = |k: usize| match inst.ops.get(1 + k) {
        Some(Value::Meta(m)) => Some(*m),
        _ => None,
    };
    if kind == "dbg.label" {
        if !meta(0).is_some_and(|m| matches!(node(v, m), Some(DINode::Label(_)))) {
            v.err(inst.src, format!("invalid {name} intrinsic variable"));
        }
    } else {
        if !meta(0).is_some_and(|m| valid_location_operand(v, m)) {
            v.err(inst.src, format!("invalid {name} intrinsic address/value"));
        }
        if !meta(1).is_some_and(|m| is_local_variable(v, m)) {
            v.err(inst.src, format!("invalid {name} intrinsic variable"));
        }
        if !meta(2).is_some_and(|m| is_expression(v, m)) {
            v.err(inst.src, format!("invalid {name} intrinsic expression"));
        }
    }
    if dbg.is_none() {
        v.err(inst.src, format!("{name} intrinsic requires a !dbg attachment"));
    }
}

/// Module-wide debug checks: functions' and globals' `!dbg` attachments and the
/// compile-unit list.
pub(crate) fn check_module(v: &mut Verifier) {
    let mut attached: FxMap<MdId, usize> = FxMap::default();
    for (i, g) in v.m.globals.iter().enumerate() {
        let dbg: Vec<MdId> = g.attachments.iter().filter(|(k, _)| is_dbg_kind(v, *k)).map(|(_, m)| *m).collect();
        if dbg.is_empty() {
            continue;
        }
        match &g.kind {
            GlobalKind::Func(f) => {
                if dbg.len() > 1 {
                    v.err(g.src, "function must have a single !dbg attachment");
                }
                let sp = dbg[0];
                let distinct = matches!(md(v, sp), Some(Metadata::Node { distinct: true, .. }));
                if !matches!(node(v, sp), Some(DINode::Subprogram(_))) {
                    v.err(g.src, "function !dbg attachment must be a subprogram");
                } else if f.is_declaration() {
                    if distinct {
                        v.err(g.src, "function declaration may only have a unique !dbg attachment");
                    }
                } else {
                    if !distinct {
                        v.err(g.src, "function definition may only have a distinct !dbg attachment");
                    }
                    if let Some(prev) = attached.insert(sp, i) {
                        if prev != i {
                            v.err(g.src, "DISubprogram attached to more than one function");
                        }
                    }
                }
            }
            GlobalKind::Var(_) => {
                for &d in &dbg {
                    if !matches!(node(v, d), Some(DINode::GlobalVariableExpression(_))) {
                        v.err(g.src, "!dbg attachment of global variable must be a DIGlobalVariableExpression");
                    }
                }
            }
            _ => {}
        }
    }
    let cus: Vec<MdId> = v.m.named_md("llvm.dbg.cu").map(|n| n.ops.clone()).unwrap_or_default();
    for cu in cus {
        if !matches!(node(v, cu), Some(DINode::CompileUnit(_))) {
            v.err(crate::module::SrcLoc::NONE, "invalid compile unit in !llvm.dbg.cu");
        }
    }
}
