//! Global values: linkage, visibility, DLL storage and comdat rules every global shares;
//! global variables (initializer type, `common`, `appending`, the `llvm.used` /
//! `llvm.global_ctors` family); function signatures and attributes; aliases and ifuncs;
//! module flags.

use super::{attrs, intrinsics, Verifier};
use crate::attrs::AttrKind;
use crate::constant::{Const, ConstId, ExprOp};
use crate::function::Function;
use crate::inst::CastOp;
use crate::module::{ComdatKind, DllStorage, GlobalId, GlobalKind, GlobalValue, GlobalVar, Linkage, Module, Visibility};
use crate::types::{Type, TypeId, TypeTable};
use std::collections::HashSet;

pub(crate) fn check_globals(v: &mut Verifier) {
    intrinsics::check_declarations(v);
    let m = v.m;
    for (i, g) in m.globals.iter().enumerate() {
        let id = GlobalId(i as u32);
        if !v.type_ok(g.value_type()) {
            v.err(g.src, format!("{} has an invalid type", v.global_name(id)));
            continue;
        }
        check_global_value(v, id, g);
        match &g.kind {
            GlobalKind::Var(var) => check_var(v, g, var),
            GlobalKind::Func(f) => check_function_sig(v, id, g, f),
            GlobalKind::Alias(a) => {
                if !matches!(
                    g.linkage,
                    Linkage::External
                        | Linkage::Private
                        | Linkage::Internal
                        | Linkage::Weak
                        | Linkage::WeakOdr
                        | Linkage::LinkOnce
                        | Linkage::LinkOnceOdr
                        | Linkage::AvailableExternally
                ) {
                    v.err(
                        g.src,
                        "Alias should have private, internal, linkonce, weak, linkonce_odr, weak_odr, external, or available_externally linkage!",
                    );
                }
                check_alias(v, id, g, a.target);
            }
            GlobalKind::IFunc(a) => check_ifunc(v, g, a.target),
        }
    }
    check_comdats(v);
    check_module_flags(v);
}

fn is_declaration_for_linker(g: &GlobalValue) -> bool {
    g.linkage == Linkage::AvailableExternally || g.is_declaration()
}

fn is_interposable(l: Linkage) -> bool {
    matches!(l, Linkage::Weak | Linkage::LinkOnce | Linkage::Common | Linkage::ExternWeak)
}

/// LLVM's `visitGlobalValue` plus the visibility rule LLParser enforces.
fn check_global_value(v: &mut Verifier, id: GlobalId, g: &GlobalValue) {
    let is_var = matches!(g.kind, GlobalKind::Var(_));
    if g.is_declaration() && !matches!(g.linkage, Linkage::External | Linkage::ExternWeak) {
        v.err(g.src, "Global is external, but doesn't have external or weak linkage!");
    }
    if g.linkage == Linkage::Appending && !is_var {
        v.err(g.src, "Only global variables can have appending linkage!");
    }
    if g.linkage.is_local() && g.visibility != Visibility::Default {
        v.err(g.src, "symbol with local linkage must have default visibility");
    }
    if let Some(c) = g.comdat {
        if c.0 as usize >= v.m.comdats.len() {
            v.err(g.src, "global refers to a comdat that does not exist");
        } else if is_declaration_for_linker(g) {
            v.err(g.src, "Declaration may not be in a Comdat!");
        }
    }
    match g.dll_storage {
        DllStorage::Export if g.visibility == Visibility::Hidden => {
            v.err(g.src, "dllexport GlobalValue must have default or protected visibility")
        }
        DllStorage::Import => {
            if g.visibility != Visibility::Default {
                v.err(g.src, "dllimport GlobalValue must have default visibility");
            }
            if g.dso_local {
                v.err(g.src, "GlobalValue with DLLImport Storage is dso_local!");
            }
            let external_decl = g.is_declaration() && matches!(g.linkage, Linkage::External | Linkage::ExternWeak);
            if !external_decl && g.linkage != Linkage::AvailableExternally {
                v.err(g.src, "Global is marked as dllimport, but not external");
            }
        }
        _ => {}
    }
    if let Some(a) = g.align {
        if a == 0 || !a.is_power_of_two() {
            v.err(g.src, "alignment is not a power of two");
        } else if a > super::inst::MAX_ALIGN {
            v.err(g.src, "huge alignment values are unsupported");
        }
    }
    if g.thread_local != crate::module::ThreadLocal::NotThreadLocal
        && !matches!(g.kind, GlobalKind::Var(_) | GlobalKind::Alias(_))
    {
        v.err(g.src, format!("{} cannot be thread_local: only variables and aliases can", v.global_name(id)));
    }
}

/// `TypeTable::is_scalable` with a depth bound: a struct may contain itself by value
/// (`%T = type { %T }`), which LLVM accepts as an unsized type.
fn contains_scalable(tt: &TypeTable, t: TypeId, depth: u32) -> bool {
    if depth > 64 {
        return false;
    }
    match tt.get(t) {
        Type::Vector { scalable, .. } => *scalable,
        Type::Array { elem, .. } => contains_scalable(tt, *elem, depth + 1),
        _ => tt.struct_fields(t).is_some_and(|(f, _)| f.iter().any(|&e| contains_scalable(tt, e, depth + 1))),
    }
}

/// Whether a constant is all zero bits (LLVM's `isNullValue`, extended to aggregates).
fn is_null_value(v: &Verifier, c: ConstId, depth: u32) -> bool {
    if depth > 64 || c.0 as usize >= v.m.consts.len() {
        return false;
    }
    match v.m.consts.get(c) {
        Const::Zero(_) | Const::Null(_) => true,
        Const::Int(_, val) => val.is_zero(),
        Const::Float(_, bits) => *bits == 0,
        Const::Array(_, e) | Const::Struct(_, e) | Const::Vector(_, e) => {
            e.iter().all(|&x| is_null_value(v, x, depth + 1))
        }
        Const::Bytes(_, b) => b.iter().all(|&x| x == 0),
        _ => false,
    }
}

fn check_var(v: &mut Verifier, g: &GlobalValue, var: &GlobalVar) {
    let tt = v.types();
    let vt = var.value_ty;
    if matches!(tt.get(vt), Type::Void | Type::Function { .. } | Type::Label | Type::Metadata | Type::Token) {
        v.err(g.src, "invalid type for global variable");
        return;
    }
    if contains_scalable(tt, vt, 0) {
        v.err(g.src, "Globals cannot contain scalable types");
    }
    if let Some(init) = var.init {
        match v.const_type(init) {
            Some(t) if t == vt => {}
            _ => v.err(g.src, "Global variable initializer type does not match global variable type!"),
        }
        if g.linkage == Linkage::Common {
            if !is_null_value(v, init, 0) {
                v.err(g.src, "'common' global must have a zero initializer!");
            }
            if var.is_constant {
                v.err(g.src, "'common' global may not be marked constant!");
            }
            if g.comdat.is_some() {
                v.err(g.src, "'common' global may not be in a Comdat!");
            }
        }
    }
    if g.linkage == Linkage::Appending && !matches!(tt.get(vt), Type::Array { .. }) {
        v.err(g.src, "Only global arrays can have appending linkage!");
    }
    let name = g.name.map(|n| v.m.syms.bytes(n)).unwrap_or(b"");
    match name {
        b"llvm.global_ctors" | b"llvm.global_dtors" => {
            if var.init.is_some() && g.linkage != Linkage::Appending {
                v.err(g.src, "invalid linkage for intrinsic global variable");
            }
            if let Type::Array { elem, .. } = tt.get(vt) {
                match tt.struct_fields(*elem) {
                    Some((fs, _))
                        if (fs.len() == 2 || fs.len() == 3) && fs[0] == TypeTable::I32 && tt.is_ptr(fs[1]) =>
                    {
                        if fs.len() != 3 {
                            v.err(
                                g.src,
                                "the third field of the element type is mandatory, specify ptr null to migrate from the obsoleted 2-field form",
                            );
                        } else if !tt.is_ptr(fs[2]) {
                            v.err(g.src, "wrong type for intrinsic global variable");
                        }
                    }
                    _ => v.err(g.src, "wrong type for intrinsic global variable"),
                }
            }
        }
        b"llvm.used" | b"llvm.compiler.used" => {
            let which = String::from_utf8_lossy(name).into_owned();
            if var.init.is_some() && g.linkage != Linkage::Appending {
                v.err(g.src, "invalid linkage for intrinsic global variable");
            }
            if let Type::Array { elem, .. } = tt.get(vt) {
                if !tt.is_ptr(*elem) {
                    v.err(g.src, "wrong type for intrinsic global variable");
                } else if let Some(init) = var.init.filter(|c| (c.0 as usize) < v.m.consts.len()) {
                    match v.m.consts.get(init) {
                        Const::Array(_, elems) => {
                            for &e in elems.iter() {
                                match strip_pointer_casts(v, e).and_then(|c| v.const_global(c)) {
                                    Some(mg) if matches!(v.m.globals[mg.0 as usize].kind, GlobalKind::IFunc(_)) => {
                                        v.err(g.src, format!("invalid {which} member"))
                                    }
                                    Some(mg) if v.m.globals[mg.0 as usize].name.is_none() => {
                                        v.err(g.src, format!("members of {which} must be named"))
                                    }
                                    Some(_) => {}
                                    None => v.err(g.src, format!("invalid {which} member")),
                                }
                            }
                        }
                        Const::Zero(_) => {}
                        _ => v.err(g.src, "wrong initalizer for intrinsic global variable"),
                    }
                }
            }
        }
        _ => {}
    }
}

/// Looks through `bitcast` and `addrspacecast` constant expressions.
fn strip_pointer_casts(v: &Verifier, mut c: ConstId) -> Option<ConstId> {
    for _ in 0..64 {
        if c.0 as usize >= v.m.consts.len() {
            return None;
        }
        match v.m.consts.get(c) {
            Const::Expr(e) if matches!(e.op, ExprOp::Cast(CastOp::BitCast | CastOp::AddrSpaceCast)) => {
                c = *e.operands.first()?
            }
            _ => return Some(c),
        }
    }
    None
}

/// The signature, parameters and attributes of a function (definition or declaration).
fn check_function_sig(v: &mut Verifier, id: GlobalId, g: &GlobalValue, f: &Function) {
    let tt = v.types();
    let Some((ret, params, varargs)) = tt.function_sig(f.ty) else {
        v.err(g.src, format!("{} does not have a function type", v.global_name(id)));
        return;
    };
    let is_intrinsic = v.intrinsic_name(id);
    if g.linkage == Linkage::Common {
        v.err(g.src, "Functions may not have common linkage");
    }
    if params.len() != f.params.len() {
        v.err(g.src, "# formal arguments must match # of arguments for function type!");
    }
    if matches!(tt.get(ret), Type::Function { .. } | Type::Label | Type::Metadata) {
        v.err(g.src, "Functions cannot return aggregate values!");
    }
    for (p, &pt) in f.params.iter().zip(params.iter()) {
        if p.ty != pt {
            v.err(g.src, "Argument value does not match function argument type!");
        }
        if matches!(tt.get(pt), Type::Void | Type::Function { .. } | Type::Label) {
            v.err(g.src, "Function arguments must have first-class types!");
        }
        if !is_intrinsic {
            match tt.get(pt) {
                Type::Metadata => v.err(g.src, "Function takes metadata but isn't an intrinsic"),
                Type::Token => v.err(g.src, "Function takes token but isn't an intrinsic"),
                Type::X86Amx => v.err(g.src, "Function takes x86_amx but isn't an intrinsic"),
                _ => {}
            }
        }
        attrs::check_param_attrs(v, g.src, p.attrs, pt, "parameter");
        if !is_intrinsic && v.immarg_sets.get(p.attrs.0 as usize) == Some(&true) {
            v.err(g.src, "immarg attribute only applies to intrinsics");
        }
    }
    if !is_intrinsic {
        match tt.get(ret) {
            Type::Token => v.err(g.src, "Function returns a token but isn't an intrinsic"),
            Type::X86Amx => v.err(g.src, "Function returns a x86_amx but isn't an intrinsic"),
            _ => {}
        }
    }
    attrs::check_ret_attrs(v, g.src, f.ret_attrs, ret);
    attrs::check_fn_attrs(v, g.src, f.fn_attrs);
    // The parameter attributes the rules below count, from one look at each set rather
    // than one per rule.
    let (mut srets, mut first_sret, mut nests, mut returneds, mut elementtypes) = (0, 0, 0, 0, 0);
    let mut inalloca_not_last = false;
    for (i, p) in f.params.iter().enumerate() {
        let set: &[crate::attrs::Attr] =
            if (p.attrs.0 as usize) < v.m.attrs.len() { v.m.attrs.get(p.attrs) } else { &[] };
        let (mut sret, mut nest, mut returned, mut inalloca, mut elementtype) = (false, false, false, false, false);
        for a in set {
            match a.kind() {
                Some(AttrKind::StructRet) => sret = true,
                Some(AttrKind::Nest) => nest = true,
                Some(AttrKind::Returned) => returned = true,
                Some(AttrKind::InAlloca) => inalloca = true,
                Some(AttrKind::ElementType) => elementtype = true,
                _ => {}
            }
        }
        if sret {
            if srets == 0 {
                first_sret = i;
            }
            srets += 1;
        }
        nests += usize::from(nest);
        returneds += usize::from(returned);
        inalloca_not_last |= inalloca && i + 1 < f.params.len();
        elementtypes += usize::from(elementtype);
    }
    if srets > 1 {
        v.err(g.src, "Cannot have multiple 'sret' parameters!");
    } else if srets == 1 && first_sret > 1 {
        v.err(g.src, "Attribute 'sret' is not on first or second parameter!");
    }
    if srets > 0 && !attrs::is_void(ret) {
        v.err(g.src, "Invalid struct return type!");
    }
    if nests > 1 {
        v.err(g.src, "More than one parameter has attribute nest!");
    }
    if returneds > 1 {
        v.err(g.src, "More than one parameter has attribute returned!");
    }
    if inalloca_not_last {
        v.err(g.src, "inalloca isn't on the last parameter!");
    }
    if elementtypes > 0 {
        v.err(g.src, "Attribute 'elementtype' can only be applied to a callsite.");
    }
    if varargs && matches!(f.cc.number(), 8 | 9 | 77 | 71 | 72) {
        v.err(g.src, "Calling convention does not support varargs or perfect forwarding!");
    }
    if f.is_declaration() && f.personality.is_some() {
        v.err(g.src, "Function declaration shouldn't have a personality routine");
    }
    if let Some(p) = f.personality {
        if v.const_type(p).map_or(true, |t| !v.types().is_ptr(t)) {
            v.err(g.src, "personality function must be a pointer");
        }
    }
}

/// `visitGlobalAlias` and `visitAliaseeSubExpr`.
fn check_alias(v: &mut Verifier, id: GlobalId, g: &GlobalValue, target: ConstId) {
    let Some(tt) = v.const_type(target) else {
        v.err(g.src, "Aliasee cannot be NULL!");
        return;
    };
    if tt != v.m.global_ptr_type(id) {
        v.err(g.src, "Alias and aliasee types should match!");
    }
    if !matches!(v.m.consts.get(target), Const::Global(_) | Const::Expr(_)) {
        v.err(g.src, "Aliasee should be either GlobalValue or ConstantExpr");
        return;
    }
    let mut visited = HashSet::new();
    visited.insert(id);
    let mut stack = vec![(target, 0u32)];
    while let Some((c, depth)) = stack.pop() {
        if depth > 256 || c.0 as usize >= v.m.consts.len() {
            continue;
        }
        match v.m.consts.get(c) {
            Const::Global(t) => {
                let Some(tg) = v.m.globals.get(t.0 as usize) else { continue };
                if is_declaration_for_linker(tg) {
                    v.err(g.src, "Alias must point to a definition");
                    return;
                }
                if let GlobalKind::Alias(a2) = &tg.kind {
                    if !visited.insert(*t) {
                        v.err(g.src, "Aliases cannot form a cycle");
                        return;
                    }
                    if is_interposable(tg.linkage) {
                        v.err(g.src, "Alias cannot point to an interposable alias");
                        return;
                    }
                    stack.push((a2.target, depth + 1));
                }
            }
            Const::Expr(e) => stack.extend(e.operands.iter().map(|&o| (o, depth + 1))),
            Const::Array(_, e) | Const::Struct(_, e) | Const::Vector(_, e) => {
                stack.extend(e.iter().map(|&o| (o, depth + 1)))
            }
            _ => {}
        }
    }
}

/// `visitGlobalIFunc`: the resolver is a defined function returning a pointer.
fn check_ifunc(v: &mut Verifier, g: &GlobalValue, target: ConstId) {
    if !matches!(
        g.linkage,
        Linkage::External
            | Linkage::Private
            | Linkage::Internal
            | Linkage::Weak
            | Linkage::WeakOdr
            | Linkage::LinkOnce
            | Linkage::LinkOnceOdr
    ) {
        v.err(
            g.src,
            "IFunc should have private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage!",
        );
    }
    if v.const_type(target).map_or(true, |t| !v.types().is_ptr(t)) {
        v.err(g.src, "IFunc resolver has incorrect type");
        return;
    }
    // Look through casts and aliases for the resolver function.
    let mut c = target;
    let mut resolver = None;
    for _ in 0..64 {
        let Some(s) = strip_pointer_casts(v, c) else { break };
        match v.const_global(s).map(|r| (r, &v.m.globals[r.0 as usize].kind)) {
            Some((r, GlobalKind::Func(_))) => {
                resolver = Some(r);
                break;
            }
            Some((_, GlobalKind::Alias(a))) => c = a.target,
            _ => break,
        }
    }
    let Some(r) = resolver else {
        v.err(g.src, "IFunc must have a Function resolver");
        return;
    };
    let rg = &v.m.globals[r.0 as usize];
    if is_declaration_for_linker(rg) {
        v.err(g.src, "IFunc resolver must be a definition");
    }
    let ret = v.types().function_sig(rg.value_type()).map(|s| s.0);
    if !ret.is_some_and(|t| v.types().is_ptr(t)) {
        v.err(g.src, "IFunc resolver must return a pointer");
    }
}

/// The object format a triple implies (as LLVM's `Triple::getObjectFormat` for the
/// targets rllc knows).
#[derive(Clone, Copy, PartialEq)]
enum ObjectFormat {
    Elf,
    Coff,
    MachO,
}

fn object_format(triple: Option<&str>) -> Option<ObjectFormat> {
    let t = triple?;
    let has = |k: &str| t.split('-').any(|c| c.starts_with(k));
    Some(if has("apple") || has("darwin") || has("macos") || has("ios") {
        ObjectFormat::MachO
    } else if has("windows") || has("mingw") || has("cygwin") || has("win32") || has("uefi") {
        ObjectFormat::Coff
    } else {
        ObjectFormat::Elf
    })
}

/// Comdat and section rules that depend on the object format: on COFF a comdat's leader
/// must have a symbol-table entry (LLVM's `visitComdat`); ELF comdats only select `any` or
/// `nodeduplicate`, Mach-O has no comdats, and Mach-O section names are `segment,section`
/// (these three are code generator errors in LLVM, reported here with a position).
fn check_comdats(v: &mut Verifier) {
    let Some(format) = object_format(v.m.target_triple.as_deref()) else { return };
    if format == ObjectFormat::Coff {
        for c in &v.m.comdats {
            if let Some(g) = v.m.global_by_name(v.m.syms.bytes(c.name)) {
                let gv = &v.m.globals[g.0 as usize];
                if gv.linkage == Linkage::Private {
                    v.err(gv.src, "comdat global value has private linkage");
                }
            }
        }
    }
    let m = v.m;
    for (i, g) in m.globals.iter().enumerate() {
        if let Some(c) = g.comdat.and_then(|c| v.m.comdats.get(c.0 as usize)) {
            match format {
                ObjectFormat::MachO => {
                    v.err(g.src, format!("MachO doesn't support COMDATs, '{}' cannot be lowered.", v.m.syms.text(c.name)))
                }
                ObjectFormat::Elf if !matches!(c.kind, ComdatKind::Any | ComdatKind::NoDeduplicate) => v.err(
                    g.src,
                    format!(
                        "ELF COMDATs only support SelectionKind::Any and SelectionKind::NoDeduplicate, '{}' cannot be lowered.",
                        v.m.syms.text(c.name)
                    ),
                ),
                _ => {}
            }
        }
        if format == ObjectFormat::MachO && emitted_with_section(v.m, g) {
            if let Some(sec) = g.section {
                if !v.m.syms.bytes(sec).contains(&b',') {
                    v.err(
                        g.src,
                        format!(
                            "{} has an invalid section specifier '{}': mach-o section specifier requires a segment and section separated by a comma",
                            v.global_name(GlobalId(i as u32)),
                            m.syms.text(sec)
                        ),
                    );
                }
            }
        }
    }
}

/// Whether the code generator puts `g` in its explicit section, where a Mach-O section
/// name is checked: not a declaration, not `available_externally`, and not in
/// `llvm.metadata`, the section of `@llvm.used`, `@llvm.compiler.used`,
/// `@llvm.global.annotations` and the like, which are never emitted as data (LLVM's
/// `AsmPrinter::emitSpecialLLVMGlobal`).
fn emitted_with_section(m: &Module, g: &GlobalValue) -> bool {
    !g.is_declaration()
        && g.linkage != Linkage::AvailableExternally
        && g.section.is_none_or(|s| m.syms.bytes(s) != b"llvm.metadata")
}

/// `visitModuleFlags`: each `!llvm.module.flags` entry is `!{i32 behavior, !"name", value}`
/// with a known behavior, and names are unique.
fn check_module_flags(v: &mut Verifier) {
    let Some(flags) = v.m.named_md("llvm.module.flags") else { return };
    let mut seen = HashSet::new();
    let mut problems = Vec::new();
    for &op in &flags.ops {
        let Some(ops) = v.m.metadata.get(op.0 as usize).and_then(|_| v.m.md_tuple(op)) else {
            problems.push("invalid module flag: not a tuple".to_string());
            continue;
        };
        if ops.len() != 3 {
            problems.push("incorrect number of operands in module flag".to_string());
            continue;
        }
        let behavior = ops[0].filter(|b| (b.0 as usize) < v.m.metadata.len()).and_then(|b| v.m.md_int(b));
        if !behavior.is_some_and(|b| (1..=8).contains(&b)) {
            problems.push("invalid behavior operand in module flag (unexpected constant)".to_string());
        }
        let name = ops[1].filter(|n| (n.0 as usize) < v.m.metadata.len()).and_then(|n| v.m.md_string(n));
        match name {
            None => problems.push("invalid ID operand in module flag (expected metadata string)".to_string()),
            Some(n) => {
                if behavior != Some(3) && !seen.insert(n.to_vec()) {
                    problems.push(format!(
                        "module flag identifiers must be unique (or of 'require' type): {}",
                        String::from_utf8_lossy(n)
                    ));
                }
            }
        }
    }
    for p in problems {
        v.err(crate::module::SrcLoc::NONE, p);
    }
}
