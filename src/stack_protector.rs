//! Stack protectors (`ssp`, `sspstrong`, `sspreq`; clang's `-fstack-protector*`), as
//! llc-19's StackProtector pass adds them, on the IR before selection:
//!
//! - which functions get a guard, and why, is LLVM's `requiresStackProtector`: `sspreq`
//!   always; `sspstrong` for any array, any alloca of a run-time or constant count other
//!   than one, and any alloca whose address escapes or is accessed out of its bounds
//!   (`HasAddressTaken`); `ssp` for character arrays (or array allocas) of at least
//!   `"stack-protector-buffer-size"` bytes (default 8);
//! - the prologue stores the guard in a slot of its own (`llvm.stackprotector`, which
//!   frame lowering places above every other local, next to the return address);
//! - before each return, before a tail call that precedes one, and before a `noreturn`
//!   call that may unwind (`__cxa_throw`), the slot is compared with the guard and a
//!   mismatch calls `__stack_chk_fail`.
//!
//! The guard is the C library's: on x86-64 Linux the word at `%fs:0x28` (the
//! `llvm.stackguard` intrinsic, which the x86-64 backend selects), elsewhere the global
//! `__stack_chk_guard`, loaded as any external global.

use rllc_ir::attrs::AttrKind;
use rllc_ir::constant::Const;
use rllc_ir::inst::{CastOp, InstKind, IntPred, TailKind};
use rllc_ir::module::Linkage;
use rllc_ir::types::{Type, TypeTable};
use rllc_ir::value::{BlockId, InstId, Value};
use rllc_ir::{Function, GlobalId, Module, TypeId};

/// Where a target's C library keeps the guard value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GuardSource {
    /// A word at an offset from the thread pointer (`llvm.stackguard`).
    ThreadPointer,
    /// The global `__stack_chk_guard`.
    Global,
}

/// LLVM's default `"stack-protector-buffer-size"`.
const DEFAULT_BUFFER_SIZE: u64 = 8;

/// The functions of `m` that need a guard (when there are any, the module is copied and
/// changed).
pub fn required_functions(m: &Module) -> Vec<GlobalId> {
    m.functions().filter(|(_, f)| !f.is_declaration() && required(m, f)).map(|(g, _)| g).collect()
}

/// Adds the guard to `targets` (from `required_functions`).
pub fn insert(m: &mut Module, targets: &[GlobalId], source: GuardSource) {
    if targets.is_empty() {
        return;
    }
    let decls = Declarations::new(m, source);
    for &g in targets {
        protect(m, g, &decls);
    }
}

// ---------------------------------------------------------------------------------------
// Which functions: `SSPLayoutAnalysis::requiresStackProtector`.

fn required(m: &Module, f: &Function) -> bool {
    let attrs = &m.attrs;
    if attrs.has(f.fn_attrs, AttrKind::SafeStack) || already_protected(m, f) {
        return false;
    }
    let strong = if attrs.has(f.fn_attrs, AttrKind::StackProtectReq) {
        return true;
    } else if attrs.has(f.fn_attrs, AttrKind::StackProtectStrong) {
        true
    } else if attrs.has(f.fn_attrs, AttrKind::StackProtect) {
        false
    } else {
        return false;
    };
    let buffer_size = m
        .syms
        .get(b"stack-protector-buffer-size")
        .and_then(|key| attrs.string(f.fn_attrs, key).flatten())
        .and_then(|v| m.sym_text(v).parse::<u64>().ok())
        .unwrap_or(DEFAULT_BUFFER_SIZE);
    let users = Users::new(f);
    for &b in &f.layout {
        for &i in &f.block(b).insts {
            let inst = f.inst(i);
            let InstKind::Alloca {
                allocated,
                explicit_count,
                ..
            } = inst.kind
            else {
                continue;
            };
            if explicit_count && !is_int_one(m, inst.ops[0]) {
                match const_u64(m, inst.ops[0]) {
                    Some(n) if n < buffer_size && !strong => continue,
                    _ => return true,
                }
            }
            let mut large = false;
            if contains_protectable_array(m, allocated, &mut large, strong, buffer_size, 0) {
                return true;
            }
            let size = m.datalayout.type_alloc_size(&m.types, allocated);
            if strong && address_taken(m, f, &users, Value::Inst(i), size, &mut Vec::new()) {
                return true;
            }
        }
    }
    false
}

/// A function the pass (or LLVM's) has already instrumented.
fn already_protected(m: &Module, f: &Function) -> bool {
    f.insts.iter().any(|i| {
        matches!(i.kind, InstKind::Call(_))
            && callee_name(m, i.ops[0]) == Some("llvm.stackprotector")
    })
}

/// `ContainsProtectableArray` (for a non-Darwin target).
fn contains_protectable_array(
    m: &Module,
    ty: TypeId,
    large: &mut bool,
    strong: bool,
    buffer_size: u64,
    depth: u32,
) -> bool {
    if let Type::Array { elem, .. } = m.types.get(ty) {
        if *elem != TypeTable::I8 && !strong {
            return false;
        }
        if buffer_size <= m.datalayout.type_alloc_size(&m.types, ty) {
            *large = true;
            return true;
        }
        return strong;
    }
    // A struct type cannot contain itself (only pointers to it), but stay bounded.
    let Some((fields, _)) = m.types.struct_fields(ty) else {
        return false;
    };
    if depth > 64 {
        return false;
    }
    let mut needs = false;
    for &field in fields.iter() {
        if contains_protectable_array(m, field, large, strong, buffer_size, depth + 1) {
            if *large {
                return true;
            }
            needs = true;
        }
    }
    needs
}

/// The users of each instruction's value.
struct Users {
    of: Vec<Vec<InstId>>,
}

impl Users {
    fn new(f: &Function) -> Users {
        let mut of = vec![Vec::new(); f.insts.len()];
        for &b in &f.layout {
            for &i in &f.block(b).insts {
                for op in f.inst(i).ops.iter() {
                    if let Value::Inst(d) = op {
                        let list: &mut Vec<InstId> = &mut of[d.0 as usize];
                        if list.last() != Some(&i) {
                            list.push(i);
                        }
                    }
                }
            }
        }
        Users { of }
    }
}

/// `HasAddressTaken`: whether the pointer `v` (an alloca of `size` bytes, or a pointer
/// derived from one with `size` bytes left) escapes or is used to access memory beyond
/// those bytes.
fn address_taken(
    m: &Module,
    f: &Function,
    users: &Users,
    v: Value,
    size: u64,
    phis: &mut Vec<InstId>,
) -> bool {
    let Value::Inst(def) = v else { return true };
    for &u in &users.of[def.0 as usize] {
        let inst = f.inst(u);
        let access = |ty: TypeId| m.datalayout.type_store_size(&m.types, ty);
        match &inst.kind {
            InstKind::Load { .. } => {
                if access(inst.ty) > size {
                    return true;
                }
            }
            InstKind::Store { .. } => {
                let stored = value_type(m, f, inst.ops[0]);
                if access(stored) > size || inst.ops[0] == v {
                    return true;
                }
            }
            InstKind::CmpXchg { .. } => {
                let stored = value_type(m, f, inst.ops[2]);
                if access(stored) > size || inst.ops[2] == v {
                    return true;
                }
            }
            InstKind::AtomicRmw { .. } => {
                if access(value_type(m, f, inst.ops[1])) > size {
                    return true;
                }
            }
            InstKind::Cast {
                op: CastOp::PtrToInt,
                ..
            } => return true,
            InstKind::Cast {
                op: CastOp::BitCast | CastOp::AddrSpaceCast,
                ..
            }
            | InstKind::Select { .. } => {
                if address_taken(m, f, users, Value::Inst(u), size, phis) {
                    return true;
                }
            }
            InstKind::Phi { .. } => {
                if !phis.contains(&u) {
                    phis.push(u);
                    if address_taken(m, f, users, Value::Inst(u), size, phis) {
                        return true;
                    }
                }
            }
            InstKind::Gep { source, .. } => {
                let Some(offset) = constant_gep_offset(m, *source, &inst.ops[1..]) else {
                    return true;
                };
                if offset < 0 || offset as u64 >= size {
                    return true;
                }
                if address_taken(m, f, users, Value::Inst(u), size - offset as u64, phis) {
                    return true;
                }
            }
            InstKind::Call(_) => {
                let name = callee_name(m, inst.ops[0]).unwrap_or("");
                let harmless = name.starts_with("llvm.dbg.")
                    || name.starts_with("llvm.lifetime.")
                    || name.starts_with("llvm.pseudoprobe");
                if !harmless {
                    return true;
                }
            }
            InstKind::Ret => {}
            _ => return true,
        }
    }
    false
}

/// The byte offset of a `getelementptr` whose indices are all constants.
fn constant_gep_offset(m: &Module, source: TypeId, indices: &[Value]) -> Option<i64> {
    let mut ints = Vec::with_capacity(indices.len());
    for &i in indices {
        let Value::Const(c) = i else { return None };
        ints.push(match m.consts.get(c) {
            Const::Int(t, v) => v.as_i64(int_bits(m, *t))?,
            Const::Zero(_) => 0,
            _ => return None,
        });
    }
    m.datalayout.gep_offset(&m.types, source, &ints)
}

fn value_type(m: &Module, f: &Function, v: Value) -> TypeId {
    match v {
        Value::Inst(i) => f.inst(i).ty,
        Value::Arg(a) => f.params[a as usize].ty,
        Value::Const(c) => m.const_type(c),
        _ => TypeTable::VOID,
    }
}

fn const_u64(m: &Module, v: Value) -> Option<u64> {
    let Value::Const(c) = v else { return None };
    match m.consts.get(c) {
        Const::Int(_, n) => n.as_u64(),
        Const::Zero(_) => Some(0),
        _ => None,
    }
}

fn int_bits(m: &Module, t: TypeId) -> u32 {
    match m.types.get(t) {
        Type::Int(bits) => *bits,
        _ => 64,
    }
}

fn is_int_one(m: &Module, v: Value) -> bool {
    const_u64(m, v) == Some(1)
}

/// The name of a direct callee.
fn callee_name(m: &Module, callee: Value) -> Option<&str> {
    let Value::Const(c) = callee else { return None };
    let Const::Global(g) = m.consts.get(c) else {
        return None;
    };
    let name = m.global(*g).name?;
    std::str::from_utf8(m.syms.bytes(name)).ok()
}

// ---------------------------------------------------------------------------------------
// The instrumentation: `InsertStackProtectors`.

/// The module-level declarations the instrumentation calls or reads.
struct Declarations {
    stackprotector: GlobalId,
    fail: GlobalId,
    guard: Guard,
}

enum Guard {
    Intrinsic(GlobalId),
    Global(GlobalId),
}

impl Declarations {
    fn new(m: &mut Module, source: GuardSource) -> Declarations {
        let ptr = TypeTable::PTR;
        let protector_ty = m.types.function(TypeTable::VOID, &[ptr, ptr], false);
        let stackprotector =
            m.declare_function("llvm.stackprotector", protector_ty, Linkage::External);
        let fail_ty = m.types.function(TypeTable::VOID, &[], false);
        let fail = match m.global_by_name(b"__stack_chk_fail") {
            Some(g) => g,
            None => {
                let g = m.declare_function("__stack_chk_fail", fail_ty, Linkage::External);
                let attrs = m.attr_flags(&[AttrKind::NoReturn, AttrKind::NoUnwind]);
                m.set_fn_attrs(g, attrs);
                g
            }
        };
        let guard = match source {
            GuardSource::ThreadPointer => {
                let ty = m.types.function(ptr, &[], false);
                Guard::Intrinsic(m.declare_function("llvm.stackguard", ty, Linkage::External))
            }
            GuardSource::Global => Guard::Global(match m.global_by_name(b"__stack_chk_guard") {
                Some(g) => g,
                None => m.add_global_var("__stack_chk_guard", ptr, None, false, Linkage::External),
            }),
        };
        Declarations {
            stackprotector,
            fail,
            guard,
        }
    }
}

/// Instruments function `g`: the guard slot and its store at the entry, a check before
/// every place the frame is left.
fn protect(m: &mut Module, g: GlobalId, d: &Declarations) {
    let checks = check_points(m, m.function(g).expect("a function"), d);
    let f = m.function(g).expect("a function");
    let entry = f.entry().expect("a function with a body");
    let entry_loc = f.block(entry).insts.first().and_then(|&i| f.dbg_of(i));
    let first_new = f.block(entry).insts.len();

    let mut b = m.build(g);
    b.set_debug_loc(entry_loc);
    b.switch_to(entry);
    let slot = b.alloca(TypeTable::PTR, None);
    b.name(slot, "StackGuardSlot");
    let guard = load_guard(&mut b, d);
    b.call(d.stackprotector, &[guard, slot]);
    // Move the three new instructions to the front of the entry block.
    let f = b.func_mut();
    let list = &mut f.blocks[entry.0 as usize].insts;
    let added: Vec<InstId> = list.drain(first_new..).collect();
    list.splice(0..0, added);

    let fail = b.create_block(Some("CallStackCheckFailBlk"));
    for check in checks {
        let block = b.func().inst(check).block;
        let loc = b.func().dbg_of(check);
        let pos = b
            .func()
            .block(block)
            .insts
            .iter()
            .position(|&i| i == check)
            .expect("in its block");
        let rest = split_block(&mut b, block, pos);
        b.set_debug_loc(loc);
        b.switch_to(block);
        let expected = load_guard(&mut b, d);
        let stored = b.load(TypeTable::PTR, slot, None);
        let load = stored.as_inst().expect("a load");
        b.set_volatile(load);
        let same = b.icmp(IntPred::Eq, expected, stored);
        b.cond_br(same, rest, fail);
    }
    b.set_debug_loc(None);
    b.place_block(fail);
    b.switch_to(fail);
    b.call(d.fail, &[]);
    b.unreachable();
}

/// `llvm.stackguard()` or a volatile load of `__stack_chk_guard`.
fn load_guard(b: &mut rllc_ir::builder::FunctionBuilder<'_>, d: &Declarations) -> Value {
    match d.guard {
        Guard::Intrinsic(f) => b.call(f, &[]),
        Guard::Global(g) => {
            let addr = Value::Const(b.m.global_ref(g));
            let v = b.load(TypeTable::PTR, addr, None);
            b.set_volatile(v.as_inst().expect("a load"));
            v
        }
    }
}

/// The instructions the check goes before: each `ret` (or the tail call just before it,
/// so that it stays a tail call), and the first call or invoke of a block that does not
/// return but may unwind (`__cxa_throw`), in a block without a `ret`.
fn check_points(m: &Module, f: &Function, d: &Declarations) -> Vec<InstId> {
    let mut out = Vec::new();
    for &bb in &f.layout {
        let insts = &f.block(bb).insts;
        let Some(&last) = insts.last() else { continue };
        if matches!(f.inst(last).kind, InstKind::Ret) {
            let mut at = insts.len() - 1;
            // A tail call right before the return, or with one cast of its value between.
            for back in 1..=2 {
                let Some(k) = at.checked_sub(back) else { break };
                let prev = f.inst(insts[k]);
                if let InstKind::Call(ci) = &prev.kind {
                    if matches!(ci.tail, TailKind::Tail | TailKind::MustTail) {
                        at = k;
                    }
                    break;
                }
                if back == 1
                    && !matches!(
                        prev.kind,
                        InstKind::Cast {
                            op: CastOp::BitCast,
                            ..
                        }
                    )
                {
                    break;
                }
            }
            out.push(insts[at]);
            continue;
        }
        for &i in insts {
            let inst = f.inst(i);
            // Calls and invokes (`invoke @__cxa_throw`) alike.
            let Some(ci) = inst.kind.call_info() else {
                continue;
            };
            if matches!(inst.kind, InstKind::CallBr { .. }) {
                continue;
            }
            let callee = match inst.ops[0] {
                Value::Const(c) => match m.consts.get(c) {
                    Const::Global(g) => Some(*g),
                    _ => None,
                },
                _ => None,
            };
            let callee_fn_attrs = callee.and_then(|g| m.function(g)).map(|cf| cf.fn_attrs);
            let has = |k: AttrKind| {
                m.attrs.has(ci.fn_attrs, k) || callee_fn_attrs.is_some_and(|a| m.attrs.has(a, k))
            };
            if callee != Some(d.fail) && has(AttrKind::NoReturn) && !has(AttrKind::NoUnwind) {
                out.push(i);
                break;
            }
        }
    }
    out
}

/// Moves the instructions of `block` from position `pos` on into a new block placed
/// right after it, which takes over `block`'s place in its successors' phis; returns
/// the new block.
fn split_block(
    b: &mut rllc_ir::builder::FunctionBuilder<'_>,
    block: BlockId,
    pos: usize,
) -> BlockId {
    let rest = b.create_block(Some("SP_return"));
    let f = b.func_mut();
    f.blocks[rest.0 as usize].defined = true;
    let moved: Vec<InstId> = f.blocks[block.0 as usize].insts.drain(pos..).collect();
    for &i in &moved {
        f.insts[i.0 as usize].block = rest;
    }
    f.blocks[rest.0 as usize].insts = moved;
    let at = f
        .layout
        .iter()
        .position(|&x| x == block)
        .expect("a placed block");
    f.layout.insert(at + 1, rest);
    for succ in f.successors(rest) {
        let phis: Vec<InstId> = f
            .block(succ)
            .insts
            .iter()
            .copied()
            .take_while(|&i| f.is_phi(i))
            .collect();
        for p in phis {
            for op in f.insts[p.0 as usize].ops.iter_mut() {
                if *op == Value::Block(block) {
                    *op = Value::Block(rest);
                }
            }
        }
    }
    rest
}
