//! Control-flow protection that a module asks for through its flags (x86 CET:
//! `cf-protection-branch`, `cf-protection-return`): which functions and blocks are
//! reachable by an indirect branch and so need a landing instruction (`endbr64`), by
//! llc's rules (`X86IndirectBranchTracking`): a function's entry unless it is `nocf_check`
//! or both local and never address-taken; blocks whose address is taken (`blockaddress`);
//! landing pads; the return from a `returns_twice` call. Target-neutral, so a target with
//! an analogue (AArch64 BTI) can ask the same questions.

use rllc_ir::attrs::AttrKind;
use rllc_ir::{BlockId, Const, ConstId, GlobalId, GlobalKind, Module, Value};
use std::collections::HashSet;

/// The module's `cf-protection-*` flags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CfProtection {
    /// Indirect-branch tracking (IBT): landing instructions, `notrack` jump-table jumps.
    pub branch: bool,
    /// Shadow stack (SHSTK): nothing in the code, only the property note.
    pub ret: bool,
}

impl CfProtection {
    pub fn of(m: &Module) -> CfProtection {
        let on = |name: &str| m.module_flag_int(name).is_some_and(|v| v != 0);
        CfProtection { branch: on("cf-protection-branch"), ret: on("cf-protection-return") }
    }

    pub fn any(self) -> bool {
        self.branch || self.ret
    }
}

/// Functions whose address is used other than as the callee of a call (LLVM's
/// `Function::hasAddressTaken`), and blocks named by `blockaddress`.
#[derive(Clone, Debug, Default)]
pub struct AddressTaken {
    functions: HashSet<GlobalId>,
    blocks: HashSet<(GlobalId, BlockId)>,
}

impl AddressTaken {
    pub fn of(m: &Module) -> AddressTaken {
        let mut at = AddressTaken::default();
        let mark = |c: ConstId, at: &mut AddressTaken| match m.consts.get(c) {
            Const::Global(g) | Const::DsoLocalEquivalent(g) | Const::NoCfi(g) => {
                at.functions.insert(*g);
            }
            Const::BlockAddress { func, block } => {
                at.blocks.insert((*func, *block));
            }
            _ => {}
        };
        // Members of aggregates and constant expressions (initializers, `llvm.used`,
        // casts) are uses that are not calls.
        for (_, c) in m.consts.iter() {
            let members: &[ConstId] = match c {
                Const::Array(_, v) | Const::Struct(_, v) | Const::Vector(_, v) => v,
                Const::Expr(e) => &e.operands,
                Const::PtrAuth { ptr, .. } => std::slice::from_ref(ptr),
                _ => &[],
            };
            for &k in members {
                mark(k, &mut at);
            }
        }
        for g in m.global_ids() {
            match &m.global(g).kind {
                GlobalKind::Var(v) => {
                    if let Some(init) = v.init {
                        mark(init, &mut at);
                    }
                }
                GlobalKind::Alias(a) | GlobalKind::IFunc(a) => mark(a.target, &mut at),
                GlobalKind::Func(f) => {
                    for inst in &f.insts {
                        // A call's first operand is its callee: not an address use.
                        let skip = usize::from(inst.kind.call_info().is_some());
                        for v in inst.ops.iter().skip(skip) {
                            if let Value::Const(c) = v {
                                mark(*c, &mut at);
                            }
                        }
                    }
                }
            }
        }
        at
    }

    pub fn function(&self, g: GlobalId) -> bool {
        self.functions.contains(&g)
    }

    pub fn block(&self, f: GlobalId, b: BlockId) -> bool {
        self.blocks.contains(&(f, b))
    }
}

/// Whether function `g`'s entry needs a landing instruction under IBT (llc's
/// `needsPrologueENDBR` for the small code model).
pub fn entry_needs_landing(m: &Module, g: GlobalId, taken: &AddressTaken) -> bool {
    let Some(f) = m.function(g) else { return false };
    if m.attrs.has(f.fn_attrs, AttrKind::NoCfCheck) {
        return false;
    }
    !m.global(g).linkage.is_local() || taken.function(g)
}

/// Whether a call to `callee` returns twice (`setjmp`-like), so the code after it is
/// reached by an indirect jump.
pub fn returns_twice(m: &Module, callee: GlobalId) -> bool {
    m.function(callee).is_some_and(|f| m.attrs.has(f.fn_attrs, AttrKind::ReturnsTwice))
}
