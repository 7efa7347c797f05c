//! Facts about a function's frame that every target's frame lowering asks the same way:
//! the `"frame-pointer"` and `naked` attributes (`FrameOptions`), whether the body calls,
//! which registers it writes, whether it moves the stack pointer, where the calling
//! convention fixed stack objects and how aligned the others must be; the nops that
//! `-fpatchable-function-entry` asks for around the entry (`patchable`).

use rllc_ir::attrs::AttrKind;
use rllc_ir::{Function, Module};
use rllc_isel::mir::{inst_flags, FixedSlot, MFunction, OperandKind, PReg, Reg};

/// Whether any instruction calls a function.
pub fn has_calls(mf: &MFunction) -> bool {
    mf.blocks.iter().flat_map(|b| &b.insts).any(|i| i.flags & inst_flags::CALL != 0)
}

/// Whether an instruction other than a call writes `p` (a link register may be allocatable as a
/// caller-saved register, but the return needs it back).
pub fn writes(mf: &MFunction, p: PReg) -> bool {
    mf.blocks.iter().flat_map(|b| &b.insts).any(|i| {
        i.flags & inst_flags::CALL == 0 && i.reg_operands().any(|r| r.kind == OperandKind::Def && r.reg == Reg::Phys(p))
    })
}

/// Whether the body moves the stack pointer itself (dynamic allocas, stack restores).
pub fn moves_stack_pointer(mf: &MFunction, sp: PReg) -> bool {
    writes(mf, sp)
}

/// The fixed place of each stack object (indexed by `FrameIndex`).
pub fn fixed_slots(mf: &MFunction) -> Vec<Option<FixedSlot>> {
    let mut v = vec![None; mf.stack_objects.len()];
    for &(fi, slot) in &mf.frame.fixed {
        if let Some(e) = v.get_mut(fi.0 as usize) {
            *e = Some(slot);
        }
    }
    v
}

/// The slots of a `naked` function, whose body is its own prologue: only the incoming
/// arguments have a place, at `cfa_to_sp` + their offset from `sp` (the stack pointer
/// stays where the caller left it). Its other objects have none; the driver reports them.
pub fn naked_slots(fixed: &[Option<FixedSlot>], sp: PReg, cfa_to_sp: i64) -> Vec<Option<(PReg, i64)>> {
    fixed.iter().map(|f| if let Some(FixedSlot::Incoming(o)) = f { Some((sp, o + cfa_to_sp)) } else { None }).collect()
}

/// The stack objects the frame places itself, in the order they go up from the bottom of
/// the locals: creation order, except that the stack protector's slot comes last, right
/// below the saved registers and the return address, so that an overrun of any local
/// reaches it first.
pub fn placement_order(mf: &MFunction, fixed: &[Option<FixedSlot>]) -> Vec<usize> {
    let placed = |i: usize| fixed.get(i).is_some_and(|f| f.is_none());
    let protector = mf.frame.protector.map(|fi| fi.0 as usize).filter(|&p| placed(p));
    let mut order: Vec<usize> = (0..mf.stack_objects.len()).filter(|&i| placed(i) && Some(i) != protector).collect();
    order.extend(protector);
    order
}

/// The largest alignment of a stack object the frame places itself.
pub fn max_object_align(mf: &MFunction, fixed: &[Option<FixedSlot>]) -> u64 {
    mf.stack_objects.iter().zip(fixed).filter(|(_, f)| f.is_none()).map(|(o, _)| o.align).max().unwrap_or(1)
}

/// The function's `"frame-pointer"` attribute. Without the attribute llc keeps none;
/// clang writes `non-leaf` for aarch64-linux-gnu and `all` for riscv64 at -O0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FramePointer {
    #[default]
    None,
    /// Only in functions that call.
    NonLeaf,
    All,
}

/// Per-function choices from the IR.
#[derive(Clone, Copy, Debug, Default)]
pub struct FrameOptions {
    pub frame_pointer: FramePointer,
    /// `naked`: the body is its own prologue and epilogue; frame lowering adds nothing.
    pub naked: bool,
}

impl FrameOptions {
    /// Reads `"frame-pointer"` and `naked` from the function's attributes.
    pub fn for_function(m: &Module, f: &Function) -> FrameOptions {
        let attrs = &m.attrs;
        let frame_pointer = m
            .syms
            .get(b"frame-pointer")
            .and_then(|k| attrs.string(f.fn_attrs, k))
            .flatten()
            .map(|v| match m.syms.bytes(v) {
                b"all" => FramePointer::All,
                b"non-leaf" => FramePointer::NonLeaf,
                _ => FramePointer::None,
            })
            .unwrap_or_default();
        FrameOptions { frame_pointer, naked: attrs.has(f.fn_attrs, AttrKind::Naked) }
    }
}

/// A function's `"patchable-function-prefix"` and `"patchable-function-entry"` (bytes of
/// nops before and at its entry, `-fpatchable-function-entry=N,M`); 0 when absent.
pub fn patchable(m: &Module, f: &rllc_ir::Function) -> (u64, u64) {
    let get = |key: &[u8]| {
        let v = m.syms.get(key).and_then(|k| m.attrs.string(f.fn_attrs, k)).flatten();
        v.and_then(|v| std::str::from_utf8(m.syms.bytes(v)).ok()?.parse::<u64>().ok()).unwrap_or(0)
    };
    (get(b"patchable-function-prefix"), get(b"patchable-function-entry"))
}
