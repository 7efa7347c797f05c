//! How code reaches a global value, as llc decides it for ELF targets: whether a
//! reference may be resolved within the module being linked (`is_dso_local`: direct,
//! pc-relative) or must go through the GOT, and which TLS model a thread-local access
//! uses (`tls_model`).

use rllc_ir::module::{GlobalId, GlobalKind, Linkage, ThreadLocal, Visibility};
use rllc_ir::Module;

/// Whether references to `g` bind within the module being linked: always in static code
/// (except undefined weak symbols, which may be null), else when the IR says so or the
/// symbol cannot be preempted (local linkage, non-default visibility).
pub fn is_dso_local(m: &Module, g: GlobalId, pic: bool) -> bool {
    let gv = m.global(g);
    if gv.linkage == Linkage::ExternWeak && gv.is_declaration() {
        return false;
    }
    if matches!(gv.kind, GlobalKind::IFunc(_)) {
        return !pic;
    }
    !pic || gv.dso_local
        || matches!(gv.linkage, Linkage::Private | Linkage::Internal)
        || gv.visibility != Visibility::Default
}

/// The TLS model of thread-local `g`, as llc chooses it: in an executable local-exec for
/// a symbol of this module and initial-exec otherwise; in a shared object
/// general-dynamic. A model written on the variable is used when it is more specific.
pub fn tls_model(m: &Module, g: GlobalId, pic: bool) -> ThreadLocal {
    let gv = m.global(g);
    let local = gv.dso_local
        || matches!(gv.linkage, Linkage::Private | Linkage::Internal)
        || gv.visibility != Visibility::Default;
    let executable = !pic || m.module_flag_int("PIE Level").is_some_and(|l| l > 0);
    let chosen = match (executable, local) {
        (true, true) => ThreadLocal::LocalExec,
        (true, false) => ThreadLocal::InitialExec,
        (false, _) => ThreadLocal::GeneralDynamic,
    };
    let rank = |t: ThreadLocal| match t {
        ThreadLocal::NotThreadLocal | ThreadLocal::GeneralDynamic | ThreadLocal::LocalDynamic => 0,
        ThreadLocal::InitialExec => 2,
        ThreadLocal::LocalExec => 3,
    };
    if rank(gv.thread_local) > rank(chosen) {
        gv.thread_local
    } else {
        chosen
    }
}
