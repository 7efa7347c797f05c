//! Nothing dropped silently: the module flags, named metadata, global properties and
//! function attributes that change what llc-19 emits and that rllc does not implement
//! (for the target at hand) are refused here, before any function is compiled, with an
//! error naming them and saying what llc would do. What rllc does implement is listed in
//! `docs/ir-support.md`, with the tests that compare it with llc.

use crate::error::Error;
use rllc_ir::attrs::AttrKind;
use rllc_ir::module::GlobalKind;
use rllc_ir::{Function, Module};
use rllc_objwriter::Arch;

fn refuse(function: &str, message: String) -> Error {
    Error::Codegen { function: function.to_string(), message, offset: None }
}

/// Module flags llc acts on, with what it does; refused when set (non-zero). The second
/// field limits the refusal to one architecture (`None`: all).
const MODULE_FLAGS: &[(&str, Option<Arch>, &str)] = &[
    ("kcfi", None, "emits KCFI type hashes before functions and checks at indirect calls"),
    ("override-stack-alignment", None, "changes the stack alignment"),
    ("RtLibUseGOT", None, "calls runtime routines through the GOT"),
    ("tag-stack-memory-buildattr", Some(Arch::Aarch64), "marks the object for memory tagging"),
    ("ptrauth-elf-got", Some(Arch::Aarch64), "signs GOT entries"),
    ("cf-protection-branch", Some(Arch::Aarch64), "is an x86 flag (CET) that rllc implements only for x86-64"),
    ("cf-protection-return", Some(Arch::Aarch64), "is an x86 flag (CET) that rllc implements only for x86-64"),
    ("cf-protection-branch", Some(Arch::Riscv64), "emits landing pads (Zicfilp) on RISC-V"),
    ("cf-protection-return", Some(Arch::Riscv64), "emits shadow-stack code (Zicfiss) on RISC-V"),
];

/// String function attributes llc acts on, with what it does; refused when present with
/// a value other than the listed harmless ones.
const FN_ATTRS: &[(&str, &[&str], &str)] = &[
    ("patchable-function", &[], "emits a patchable (hot-patch) prologue"),
    ("mnop-mcount", &["false"], "emits a nop in place of the profiling call"),
    ("mrecord-mcount", &["false"], "records profiling call sites in __mcount_loc"),
    ("function-instrument", &[], "emits XRay sleds"),
    ("xray-instruction-threshold", &[], "emits XRay sleds"),
    ("zero-call-used-regs", &["skip"], "zeroes the call-used registers before returns"),
    ("stackrealign", &[], "realigns the stack in the prologue"),
    ("split-stack", &[], "emits a split-stack prologue (__morestack)"),
    ("implicit-section-name", &[], "places the function in that section"),
    ("disable-tail-calls", &["false"], "turns no calls into jumps"),
    ("no_caller_saved_registers", &[], "saves every register the function writes"),
    ("indirect-tls-seg-refs", &[], "reads the thread pointer before addressing TLS"),
];

/// Refuses what `m` asks of code generation for `arch` that rllc would otherwise drop.
pub fn check(m: &Module, arch: Arch) -> Result<(), Error> {
    for &(name, only, what) in MODULE_FLAGS {
        if only.is_some_and(|a| a != arch) {
            continue;
        }
        if m.module_flag(name).is_some() && m.module_flag_int(name) != Some(0) {
            return Err(refuse("", format!("the module flag '{name}' is not supported (llc {what})")));
        }
    }
    let ibt = rllc_targets::branch_protection::CfProtection::of(m).branch;
    for g in m.global_ids() {
        let gv = m.global(g);
        let name = gv.name.map(|s| m.sym_text(s).into_owned()).unwrap_or_default();
        if let GlobalKind::Func(f) = &gv.kind {
            // rllc passes vectors of sub-byte elements lane by lane; llc promotes them to
            // wider lanes in vector registers. Only where both sides are rllc's is that
            // the same convention: local functions, called directly.
            if !gv.linkage.is_local() && !is_intrinsic(m, g) && sub_byte_vector_in(m, f.ty) {
                return Err(refuse(&name, SUB_BYTE_VECTOR_ABI.into()));
            }
            if !f.is_declaration() {
                if f.insts.iter().any(|i| external_call_with_sub_byte_vectors(m, i)) {
                    return Err(refuse(&name, SUB_BYTE_VECTOR_ABI.into()));
                }
                check_function(m, f, arch).map_err(|message| refuse(&name, message))?;
                if ibt && f.insts.iter().any(|i| untracked_indirect_call(m, i)) {
                    let message = "an indirect call marked 'nocf_check' under cf-protection-branch is not supported \
                                   (llc emits a notrack call)";
                    return Err(refuse(&name, message.into()));
                }
            }
        }
    }
    Ok(())
}

fn check_function(m: &Module, f: &Function, arch: Arch) -> Result<(), String> {
    if f.prefix.is_some() {
        return Err("'prefix' data is not supported (llc places it before the function's entry)".into());
    }
    if f.prologue.is_some() {
        return Err("'prologue' data is not supported (llc places it at the function's entry)".into());
    }
    let attrs = &m.attrs;
    let string = |key: &str| m.syms.get(key.as_bytes()).and_then(|k| attrs.string(f.fn_attrs, k));
    let text = |v: Option<rllc_ir::Sym>| v.map(|s| m.sym_text(s).into_owned()).unwrap_or_default();
    for &(key, harmless, what) in FN_ATTRS {
        if let Some(v) = string(key) {
            let v = text(v);
            if !harmless.contains(&v.as_str()) {
                return Err(format!("the function attribute \"{key}\"=\"{v}\" is not supported (llc {what})"));
            }
        }
    }
    if arch != Arch::X86_64 {
        for key in ["patchable-function-entry", "patchable-function-prefix"] {
            if let Some(v) = string(key).map(text).filter(|v| v != "0") {
                return Err(format!(
                    "the function attribute \"{key}\"=\"{v}\" is not supported for this target \
                     (llc emits nops and a __patchable_function_entries entry)"
                ));
            }
        }
        if let Some(v) = string("fentry-call").map(text).filter(|v| v != "false") {
            return Err(format!(
                "the function attribute \"fentry-call\"=\"{v}\" is not supported for this target \
                 (llc calls __fentry__ before the prologue)"
            ));
        }
        if let Some(v) = string("warn-stack-size") {
            let v = text(v);
            return Err(format!(
                "the function attribute \"warn-stack-size\"=\"{v}\" is not supported for this target \
                 (llc warns when the frame is larger than the limit)"
            ));
        }
    }
    if let Some(v) = string("probe-stack") {
        let v = text(v);
        if !(arch == Arch::X86_64 && v == "inline-asm") {
            return Err(format!(
                "the function attribute \"probe-stack\"=\"{v}\" is not supported for this target \
                 (llc probes frames larger than the probe size{})",
                if v == "inline-asm" { " page by page" } else { " by calling that function" }
            ));
        }
    }
    if let Some(a) = attrs.int(f.fn_attrs, AttrKind::AlignStack) {
        return Err(format!("the function attribute 'alignstack({a})' is not supported (llc realigns the stack)"));
    }
    Ok(())
}

/// A call through a pointer with the call-site attribute `nocf_check`.
fn untracked_indirect_call(m: &Module, i: &rllc_ir::Inst) -> bool {
    let Some(c) = i.kind.call_info() else { return false };
    let direct = match i.ops.first() {
        Some(rllc_ir::Value::Const(k)) => matches!(m.consts.get(*k), rllc_ir::Const::Global(_)),
        _ => false,
    };
    !direct && m.attrs.has(c.fn_attrs, AttrKind::NoCfCheck)
}

const SUB_BYTE_VECTOR_ABI: &str = "vectors of sub-byte elements (such as <8 x i1>) as arguments or results of a \
function that is not local, or of an indirect call, are not supported (llc passes them with wider lanes in \
vector registers)";

/// Whether a function type takes or returns a vector of sub-byte elements.
fn sub_byte_vector_in(m: &Module, fn_ty: rllc_ir::TypeId) -> bool {
    let sub_byte = |t: rllc_ir::TypeId| match m.types.get(t) {
        rllc_ir::types::Type::Vector { elem, .. } => {
            matches!(m.types.get(*elem), rllc_ir::types::Type::Int(bits) if bits % 8 != 0)
        }
        _ => false,
    };
    m.types.function_sig(fn_ty).is_some_and(|(ret, params, _)| sub_byte(ret) || params.iter().any(|&p| sub_byte(p)))
}

/// A call whose callee is not a local function of the module (indirect, or external) with
/// vectors of sub-byte elements in its type.
fn external_call_with_sub_byte_vectors(m: &Module, i: &rllc_ir::Inst) -> bool {
    let Some(c) = i.kind.call_info() else { return false };
    if !sub_byte_vector_in(m, c.fn_ty) {
        return false;
    }
    let local_callee = match i.ops.first() {
        Some(rllc_ir::Value::Const(k)) => match m.consts.get(*k) {
            rllc_ir::Const::Global(g) => m.global(*g).linkage.is_local() || is_intrinsic(m, *g),
            _ => false,
        },
        Some(rllc_ir::Value::Asm(_)) => true,
        _ => false,
    };
    !local_callee
}

fn is_intrinsic(m: &Module, g: rllc_ir::GlobalId) -> bool {
    m.global(g).name.is_some_and(|n| m.syms.bytes(n).starts_with(b"llvm."))
}
