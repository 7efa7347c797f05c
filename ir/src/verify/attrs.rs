//! Attribute placement and type rules (LLVM's `verifyFunctionAttrs`,
//! `verifyParameterAttrs` and `AttributeFuncs::typeIncompatible`): which attributes may
//! sit on functions, parameters and return values, which need a pointer or integer type,
//! and which exclude each other.

use super::Verifier;
use crate::attrs::{Attr, AttrKind, AttrSetId};
use crate::module::SrcLoc;
use crate::types::{Type, TypeId, TypeTable};

const FN: u8 = 1;
const PARAM: u8 = 2;
const RET: u8 = 4;

/// Where an attribute may appear, from LLVM 19's `Attributes.td` (`FnAttr`, `ParamAttr`,
/// `RetAttr`).
fn positions(k: AttrKind) -> u8 {
    use AttrKind::*;
    match k {
        Align
        | NoUndef
        | Dereferenceable
        | DereferenceableOrNull
        | InReg
        | NoFpClass
        | NoAlias
        | NonNull
        | Range
        | SignExt
        | ZeroExt => PARAM | RET,
        AllocPtr | ByVal | ByRef | ElementType | InAlloca | Initializes | Nest | NoCapture | DeadOnUnwind
        | Returned | ImmArg | StructRet | SwiftError | SwiftSelf | SwiftAsync | Writable | AllocAlign => PARAM,
        // `readnone`/`readonly`/`writeonly` are parameter attributes; on functions they are
        // the pre-`memory(...)` spelling, which LLVM still reads, so they are tolerated there.
        ReadNone | ReadOnly | WriteOnly => PARAM | FN,
        NoFree | Preallocated | AlignStack => FN | PARAM,
        _ => FN,
    }
}

/// The attribute kinds a value of type `t` cannot carry.
fn type_incompatible(tt: &TypeTable, t: TypeId, k: AttrKind) -> bool {
    use AttrKind::*;
    match k {
        SignExt | ZeroExt | AllocAlign => !tt.is_int(t),
        Range => !tt.is_int_or_int_vector(t),
        NoAlias
        | NoCapture
        | NonNull
        | ReadNone
        | ReadOnly
        | Dereferenceable
        | DereferenceableOrNull
        | Writable
        | DeadOnUnwind
        | Initializes
        | Nest
        | SwiftError
        | Preallocated
        | InAlloca
        | ByVal
        | StructRet
        | ByRef
        | ElementType
        | AllocPtr => !tt.is_ptr(t),
        Align => !tt.is_ptr_or_ptr_vector(t),
        NoFpClass => !nofpclass_ok(tt, t),
        NoUndef => tt.is_void(t),
        _ => false,
    }
}

/// `nofpclass` applies to floats, vectors of floats, and (nested) arrays of those.
fn nofpclass_ok(tt: &TypeTable, mut t: TypeId) -> bool {
    for _ in 0..16 {
        match tt.get(t) {
            Type::Array { elem, .. } => t = *elem,
            _ => return tt.is_float_or_float_vector(t),
        }
    }
    false
}

fn has(attrs: &[Attr], k: AttrKind) -> bool {
    attrs.iter().any(|a| a.kind() == Some(k))
}

/// Pairs of attributes that exclude each other on one value or function.
const EXCLUSIVE: [(AttrKind, AttrKind); 8] = [
    (AttrKind::ZeroExt, AttrKind::SignExt),
    (AttrKind::ReadNone, AttrKind::ReadOnly),
    (AttrKind::ReadNone, AttrKind::WriteOnly),
    (AttrKind::ReadOnly, AttrKind::WriteOnly),
    (AttrKind::InAlloca, AttrKind::ReadOnly),
    (AttrKind::StructRet, AttrKind::Returned),
    (AttrKind::NoInline, AttrKind::AlwaysInline),
    (AttrKind::OptimizeNone, AttrKind::AlwaysInline),
];

fn check_exclusive(v: &mut Verifier, loc: SrcLoc, attrs: &[Attr]) {
    // Each pair names two different kinds, so it takes two attributes to clash.
    if attrs.len() < 2 {
        return;
    }
    for (a, b) in EXCLUSIVE {
        if has(attrs, a) && has(attrs, b) {
            v.err(loc, format!("Attributes '{} and {}' are incompatible!", a.keyword(), b.keyword()));
        }
    }
}

/// Attributes of one parameter (or call argument) of type `t`.
pub(crate) fn check_param_attrs(v: &mut Verifier, loc: SrcLoc, set: AttrSetId, t: TypeId, what: &str) {
    if set.0 as usize >= v.m.attrs.len() {
        v.err(loc, format!("{what} has an invalid attribute set"));
        return;
    }
    // A set is nearly always used with one type: the last type found good with each set
    // answers without hashing.
    if v.good_attrs_last.get(set.0 as usize) == Some(&t) {
        return;
    }
    let attrs = v.m.attrs.get(set);
    if attrs.is_empty() || v.good_param_attrs.contains(&(set, t)) {
        remember_good(v, set, t);
        return;
    }
    let before = v.diags.len();
    check_param_attrs_of(v, loc, set, attrs, t);
    // The checks depend only on the set and the type: remember the pairs that pass.
    if v.diags.len() == before {
        v.good_param_attrs.insert((set, t));
        remember_good(v, set, t);
    }
}

/// Notes that `set` is good on `t` in `good_attrs_last`.
fn remember_good(v: &mut Verifier, set: AttrSetId, t: TypeId) {
    if let Some(slot) = v.good_attrs_last.get_mut(set.0 as usize) {
        *slot = t;
    }
}

fn check_param_attrs_of(v: &mut Verifier, loc: SrcLoc, set: AttrSetId, attrs: &[crate::attrs::Attr], t: TypeId) {
    let tt = v.types();
    for a in attrs {
        let Some(k) = a.kind() else { continue };
        if positions(k) & PARAM == 0 {
            v.err(loc, format!("Attribute '{}' does not apply to parameters", k.keyword()));
        } else if type_incompatible(tt, t, k) {
            v.err(loc, format!("Attribute '{}' applied to incompatible type!", k.keyword()));
        }
    }
    let passing = [AttrKind::ByVal, AttrKind::InAlloca, AttrKind::Preallocated, AttrKind::StructRet, AttrKind::ByRef];
    let n = passing.iter().filter(|&&k| has(attrs, k)).count()
        + usize::from(has(attrs, AttrKind::InReg) && has(attrs, AttrKind::Nest));
    if n > 1 {
        v.err(
            loc,
            "Attributes 'byval', 'inalloca', 'preallocated', 'inreg', 'nest', 'byref', and 'sret' are incompatible!",
        );
    }
    check_exclusive(v, loc, attrs);
    for k in [AttrKind::ByVal, AttrKind::StructRet, AttrKind::ByRef, AttrKind::InAlloca, AttrKind::Preallocated] {
        if let Some(ty) = v.m.attrs.ty(set, k) {
            if !v.sized(ty) {
                v.err(loc, format!("Attribute '{}' does not support unsized types!", k.keyword()));
            }
        }
    }
}

/// Return-value attributes of a function or call returning `t`.
pub(crate) fn check_ret_attrs(v: &mut Verifier, loc: SrcLoc, set: AttrSetId, t: TypeId) {
    if set.0 as usize >= v.m.attrs.len() {
        v.err(loc, "invalid return attribute set");
        return;
    }
    let attrs = v.m.attrs.get(set);
    let tt = v.types();
    for a in attrs {
        let Some(k) = a.kind() else { continue };
        if positions(k) & RET == 0 {
            v.err(loc, format!("Attribute '{}' does not apply to function return values", k.keyword()));
        } else if type_incompatible(tt, t, k) {
            v.err(loc, format!("Attribute '{}' applied to incompatible type!", k.keyword()));
        }
    }
    check_exclusive(v, loc, attrs);
}

/// Function attributes of a definition or declaration (not call sites).
pub(crate) fn check_fn_attrs(v: &mut Verifier, loc: SrcLoc, set: AttrSetId) {
    if set.0 as usize >= v.m.attrs.len() {
        v.err(loc, "invalid function attribute set");
        return;
    }
    // Many functions share a set, and the checks depend on nothing else: a set that
    // passed once passes again.
    if v.good_fn_attrs.get(set.0 as usize) == Some(&true) {
        return;
    }
    let before = v.diags.len();
    check_fn_attrs_of(v, loc, set);
    if v.diags.len() == before {
        v.good_fn_attrs[set.0 as usize] = true;
    }
}

/// `check_fn_attrs` of a set in the table.
fn check_fn_attrs_of(v: &mut Verifier, loc: SrcLoc, set: AttrSetId) {
    let attrs = v.m.attrs.get(set);
    for a in attrs {
        let Some(k) = a.kind() else { continue };
        if k == AttrKind::Builtin {
            v.err(loc, "Attribute 'builtin' can only be applied to a callsite.");
        } else if positions(k) & FN == 0 {
            v.err(loc, format!("Attribute '{}' does not apply to functions!", k.keyword()));
        }
    }
    check_exclusive(v, loc, attrs);
    if has(attrs, AttrKind::OptimizeNone) && !has(attrs, AttrKind::NoInline) {
        v.err(loc, "Attribute 'optnone' requires 'noinline'!");
    }
}

pub(crate) fn is_void(t: TypeId) -> bool {
    t == TypeTable::VOID
}
