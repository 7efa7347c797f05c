//! Per-function code generation for x86-64: instruction selection → register allocation →
//! frame lowering → encoding (and, for assembly output, the instruction text), run for
//! all defined functions in parallel. Functions are independent, so each worker takes the
//! next function (largest first) from a shared counter and the results are put back in module order:
//! the output does not depend on the number of threads.

use crate::timing::{self, Phase};
use rllc_ir::module::GlobalId;
use rllc_ir::debug_record::DebugRecord;
use rllc_ir::{Diagnostic, MdId, Metadata, Module, Value};
use rllc_isel::layouts::TypeLayouts;
use rllc_isel::libcalls::LibcallSyms;
use rllc_isel::mir::{ConstPoolEntry, DebugLoc, MBlockId, MFunction, MOperand, SymbolRef};
use rllc_isel::regalloc_adapter::{apply_allocation, RaFunction};
use rllc_objwriter::CfiInst;
use rllc_targets::x86_64::asm::{print_inst, AsmContext};
use rllc_targets::x86_64::emit::{emit_function, FrameLayout, FunctionCode};
use rllc_targets::x86_64::frame::{lower_frame, needs_base_pointer, needs_frame_pointer, Frame, FrameOptions};
use rllc_targets::x86_64::inst::{decode, Cc, Opcode};
use rllc_targets::x86_64::regs::Abi;
use rllc_targets::x86_64::{Features, X86Target};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// What the module-level assembly needs from one compiled function.
pub struct CompiledFunction {
    pub code: FunctionCode,
    /// CFI rules at code offsets.
    pub cfi: Vec<(u32, CfiInst)>,
    pub const_pool: Vec<ConstPoolEntry>,
    pub jump_tables: Vec<Vec<MBlockId>>,
    /// For assembly output: `(offset, length, text)` per instruction and block label.
    pub asm: Vec<(u32, u32, String)>,
    /// The code offset of each IR block (by `BlockId` index), for `blockaddress`.
    pub ir_block_offsets: Vec<Option<u32>>,
    /// Where the source location changes: `(code offset, location)` in ascending offset
    /// order, for the line table (`debug_info.rs`). Empty without `!dbg` locations.
    pub locs: Vec<(u32, DebugLoc)>,
    /// Whether the function keeps a frame pointer (its debug frame base is then rbp).
    pub frame_pointer: bool,
    /// Variables that live in a stack slot for the whole function, for debug information.
    pub frame_vars: Vec<FrameVariable>,
}

/// A variable whose home is a stack slot (`#dbg_declare` of a static alloca): at `offset`
/// from DWARF register `base` everywhere in the function's body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrameVariable {
    /// The `DILocalVariable` and the `DIExpression` applied to the slot's address.
    pub var: MdId,
    pub expr: MdId,
    pub base: u16,
    pub offset: i64,
}

/// Settings shared by every function of a module.
pub struct FunctionSettings<'a> {
    pub abi: Abi,
    pub pic: bool,
    pub features: Features,
    pub libcalls: &'a LibcallSyms,
    /// Sizes and field offsets of the module's types.
    pub layouts: &'a TypeLayouts,
    /// Produce `CompiledFunction::asm`.
    pub want_asm: bool,
    /// Assembler names of symbols, for the asm text (see `AsmNames`).
    pub names: &'a dyn AsmNames,
}

/// How the assembly text names things outside the function.
pub trait AsmNames: Sync {
    /// The assembler spelling of a global value.
    fn global(&self, g: GlobalId) -> String;
    /// The assembler spelling of an external symbol.
    fn external(&self, s: rllc_ir::Sym) -> String;
    /// Whether calls to the global may go to another module (printed with `@PLT`).
    fn preemptible(&self, g: GlobalId) -> bool;
}

/// An error in one function, with its name.
#[derive(Debug)]
pub struct FunctionError {
    pub function: GlobalId,
    pub diag: Diagnostic,
}

/// Compiles every function in `funcs` (defined functions of `m`, each numbered by its
/// position for local labels), using up to `threads` threads. Results are in the order
/// of `funcs`; the first error in that order is reported.
pub fn compile_functions(
    m: &Module,
    funcs: &[GlobalId],
    settings: &FunctionSettings<'_>,
    threads: usize,
) -> Result<Vec<CompiledFunction>, FunctionError> {
    let n = funcs.len();
    let threads = threads.clamp(1, n.max(1));
    let results: Mutex<Vec<Option<Result<CompiledFunction, Diagnostic>>>> = Mutex::new((0..n).map(|_| None).collect());
    let next = AtomicUsize::new(0);
    let durations: Mutex<Vec<(std::time::Duration, usize)>> = Mutex::new(Vec::new());
    // Largest functions first, so that no big one starts last and leaves the other
    // threads idle (results still go to their module position: the output is unchanged).
    let mut by_size: Vec<usize> = (0..n).collect();
    if threads > 1 {
        by_size.sort_by_key(|&i| std::cmp::Reverse(m.function(funcs[i]).map_or(0, |f| f.insts.len())));
    }
    let work = || loop {
        let k = next.fetch_add(1, Ordering::Relaxed);
        if k >= n {
            break;
        }
        let i = by_size[k];
        let start = timing::enabled().then(std::time::Instant::now);
        let r = compile_guarded(m, funcs[i], i as u32, settings);
        if let Some(t) = start {
            durations.lock().unwrap_or_else(|e| e.into_inner()).push((t.elapsed(), i));
        }
        results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
    };
    // Always on worker threads, even one: the rllc binary gives them a faster allocator
    // for the passes' short-lived data than the main thread's (src/allocator.rs).
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(work);
        }
    });
    if timing::enabled() {
        let mut d = durations.into_inner().unwrap_or_else(|e| e.into_inner());
        d.sort_by(|a, b| b.cmp(a));
        let total = d.iter().map(|x| x.0).sum();
        let name = |i: usize| m.global(funcs[i]).name.map(|s| m.syms.text(s).into_owned()).unwrap_or_default();
        let slowest = d.iter().take(timing::SLOWEST_SHOWN).map(|&(t, i)| (t, name(i))).collect();
        timing::record_functions(n, total, slowest);
    }
    let results = results.into_inner().unwrap_or_else(|e| e.into_inner());
    let mut out = Vec::with_capacity(n);
    for (i, r) in results.into_iter().enumerate() {
        match r {
            Some(Ok(c)) => out.push(c),
            Some(Err(diag)) => return Err(FunctionError { function: funcs[i], diag }),
            None => {
                return Err(FunctionError { function: funcs[i], diag: Diagnostic::new(None, "internal error: function was not compiled") })
            }
        }
    }
    Ok(out)
}

/// `compile_one`, turning a panic (a bug in a pass, never the input's fault) into an
/// error for that function instead of aborting the whole compilation.
fn compile_guarded(m: &Module, g: GlobalId, num: u32, s: &FunctionSettings<'_>) -> Result<CompiledFunction, Diagnostic> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| compile_one(m, g, num, s))) {
        Ok(r) => r,
        Err(p) => {
            let msg = p
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| p.downcast_ref::<&str>().copied())
                .unwrap_or("unknown panic");
            Err(Diagnostic::new(None, format!("internal compiler error: {msg}")))
        }
    }
}

fn diag(msg: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::new(None, msg.to_string())
}

/// The whole pipeline for one function.
fn compile_one(m: &Module, g: GlobalId, num: u32, s: &FunctionSettings<'_>) -> Result<CompiledFunction, Diagnostic> {
    let f = m.function(g).ok_or_else(|| diag("not a function"))?;
    if f.prefix.is_some() || f.prologue.is_some() {
        return Err(diag("function prefix and prologue data are not supported yet"));
    }
    let mut t = X86Target::new(s.abi, s.pic, false, s.features);
    t.tls_get_addr = s.libcalls.get("__tls_get_addr");
    let mut mf = timing::time(Phase::Isel, || rllc_isel::select::select_function(m, g, &mut t, s.libcalls, s.layouts))?;
    let fopts = FrameOptions::for_function(m, f, s.abi);
    let fp = needs_frame_pointer(&mf, &fopts);
    t.set_frame_pointer(fp);
    if needs_base_pointer(&mf) {
        // rbx holds the realigned stack pointer: not allocatable.
        for c in &mut t.env.classes {
            c.callee_saved.retain(|&p| p != rllc_targets::x86_64::regs::RBX);
        }
    }
    let out = timing::time(Phase::RegAlloc, || {
        let ra = RaFunction::new(&mf);
        rllc_regalloc::allocate(&ra, &t.env).map_err(|e| diag(format!("register allocation failed: {e:?}")))
    })?;
    let frame = timing::time(Phase::PostRa, || {
        let summary = apply_allocation(&mut mf, &t, &out);
        // Jump-only edge blocks the allocator left empty go away (x86_64/branch_fold.rs).
        rllc_targets::x86_64::branch_fold::fold_branches(&mut mf);
        lower_frame(&mut mf, &summary, &fopts, fp)
    })?;
    let code = timing::time(Phase::Encode, || emit_function(&mf, &frame)).map_err(diag)?;
    let cfi = frame.cfi_offsets(&code.inst_offsets, code.bytes.len() as u32);
    let asm = if s.want_asm { timing::time(Phase::AsmText, || asm_items(&mf, &code, &frame, num, s))? } else { Vec::new() };
    let ir_block_offsets = mf.ir_blocks.iter().map(|b| b.and_then(|b| code.block_offsets.get(b.0 as usize).copied())).collect();
    Ok(CompiledFunction {
        locs: location_marks(&mf, &code),
        frame_vars: frame_variables(m, f, &mf, &frame),
        frame_pointer: fp,
        ir_block_offsets,
        code,
        cfi,
        const_pool: std::mem::take(&mut mf.const_pool),
        jump_tables: std::mem::take(&mut mf.jump_tables),
        asm,
    })
}

/// The offsets where the source location changes, from the located instructions in
/// code order. Instructions without a location (spill code, the prologue, moves the
/// allocator inserted) continue the location before them, as in LLVM's line tables. Of
/// several marks at one offset (instructions without bytes) the last stands.
fn location_marks(mf: &MFunction, code: &FunctionCode) -> Vec<(u32, DebugLoc)> {
    let mut marks: Vec<(u32, DebugLoc)> = Vec::new();
    let end = code.bytes.len() as u32;
    let insts = mf.blocks.iter().flat_map(|b| &b.insts);
    for (inst, &off) in insts.zip(&code.inst_offsets) {
        if inst.loc == DebugLoc::NONE || off >= end {
            continue;
        }
        match marks.last_mut() {
            Some(last) if last.1 == inst.loc => {}
            Some(last) if last.0 == off => last.1 = inst.loc,
            _ => marks.push((off, inst.loc)),
        }
    }
    // Replacing a mark can leave two equal neighbours.
    marks.dedup_by(|b, a| a.1 == b.1);
    marks
}

/// The stack homes of the variables `#dbg_declare` records put in static allocas.
fn frame_variables(m: &Module, f: &rllc_ir::Function, mf: &MFunction, frame: &Frame) -> Vec<FrameVariable> {
    let mut vars = Vec::new();
    for (_, record) in f.inst_records.iter() {
        let DebugRecord::Declare { location, var, expr, .. } = *record else { continue };
        let Metadata::Value(_, Value::Inst(alloca)) = *m.md(location) else { continue };
        let Ok(k) = mf.alloca_slots.binary_search_by_key(&alloca, |&(i, _)| i) else { continue };
        let Some((reg, offset)) = frame.frame_slot(mf.alloca_slots[k].1) else { continue };
        let Some(base) = rllc_targets::x86_64::regs::dwarf_reg(reg) else { continue };
        vars.push(FrameVariable { var, expr, base, offset });
    }
    vars
}

/// Local label names, shared with the object model (`object.rs`).
pub fn block_label(func: u32, block: u32) -> String {
    format!(".LBB{func}_{block}")
}

pub fn const_pool_label(func: u32, k: u32) -> String {
    format!("CPI{func}_{k}")
}

pub fn jump_table_label(func: u32, k: u32) -> String {
    format!("JTI{func}_{k}")
}

struct Ctx<'a> {
    frame: &'a Frame,
    func: u32,
    s: &'a FunctionSettings<'a>,
}

impl FrameLayout for Ctx<'_> {
    fn frame_slot(&self, index: rllc_isel::mir::FrameIndex) -> Option<(rllc_regalloc::PReg, i64)> {
        self.frame.frame_slot(index)
    }
}

impl AsmContext for Ctx<'_> {
    fn symbol(&self, sym: SymbolRef, out: &mut String) {
        match sym {
            SymbolRef::Global(g) => out.push_str(&self.s.names.global(g)),
            SymbolRef::External(e) => out.push_str(&self.s.names.external(e)),
            SymbolRef::ConstPool(k) => {
                out.push_str(".L");
                out.push_str(&const_pool_label(self.func, k));
            }
            SymbolRef::JumpTable(k) => {
                out.push_str(".L");
                out.push_str(&jump_table_label(self.func, k));
            }
            SymbolRef::Block(b) => out.push_str(&block_label(self.func, b.0)),
        }
    }

    fn block_label(&self, block: MBlockId, out: &mut String) {
        out.push_str(&block_label(self.func, block.0));
    }

    fn call_suffix(&self, sym: SymbolRef) -> &'static str {
        match sym {
            SymbolRef::Global(g) if !self.s.names.preemptible(g) => "",
            _ => "@PLT",
        }
    }
}

/// The instruction text of an encoded function, one item per instruction at its code
/// offset (block labels as items of length 0), trimming branches exactly as
/// `emit_function` does so an assembler produces the same bytes.
fn asm_items(mf: &MFunction, code: &FunctionCode, frame: &Frame, func: u32, s: &FunctionSettings<'_>) -> Result<Vec<(u32, u32, String)>, Diagnostic> {
    let ctx = Ctx { frame, func, s };
    let end = code.bytes.len() as u32;
    let mut items = Vec::new();
    let mut flat = 0usize;
    for (bi, block) in mf.blocks.iter().enumerate() {
        let at = code.block_offsets.get(bi).copied().unwrap_or(end);
        items.push((at, 0, format!("{}:\n", block_label(func, bi as u32))));
        let next = MBlockId(bi as u32 + 1);
        for inst in &block.insts {
            let off = code.inst_offsets.get(flat).copied().unwrap_or(end);
            let nxt = code.inst_offsets.get(flat + 1).copied().unwrap_or(end);
            flat += 1;
            let mut text = String::new();
            let jump = |text: &mut String, cc: Option<Cc>, t: MBlockId| {
                text.push('\t');
                match cc {
                    Some(c) => {
                        text.push('j');
                        text.push_str(c.name());
                    }
                    None => text.push_str("jmp"),
                }
                text.push('\t');
                text.push_str(&block_label(func, t.0));
                text.push('\n');
            };
            let block_at = |i: usize| match inst.ops.get(i) {
                Some(MOperand::Block(b)) => Some(*b),
                _ => None,
            };
            let cc_at = |i: usize| match inst.ops.get(i) {
                Some(MOperand::Imm(v)) => Cc::from_i64(*v),
                _ => None,
            };
            let bad = || diag("malformed branch");
            match decode(inst).map(|(op, _)| op) {
                Some(Opcode::Jmp) => {
                    let t = block_at(0).ok_or_else(bad)?;
                    if t != next {
                        jump(&mut text, None, t);
                    }
                }
                Some(Opcode::Jcc) => {
                    let (c, t) = (cc_at(0).ok_or_else(bad)?, block_at(1).ok_or_else(bad)?);
                    if t != next {
                        jump(&mut text, Some(c), t);
                    }
                }
                Some(Opcode::Brcond) => {
                    let c = cc_at(0).ok_or_else(bad)?;
                    let (t, f) = (block_at(1).ok_or_else(bad)?, block_at(2).ok_or_else(bad)?);
                    if f == next {
                        if t != next {
                            jump(&mut text, Some(c), t);
                        }
                    } else if t == next {
                        jump(&mut text, Some(c.invert()), f);
                    } else {
                        jump(&mut text, Some(c), t);
                        jump(&mut text, None, f);
                    }
                }
                _ => {
                    text.push('\t');
                    print_inst(inst, &ctx, &mut text).map_err(diag)?;
                    if text.len() == 1 {
                        text.clear();
                    } else {
                        text.push('\n');
                    }
                }
            }
            if !text.is_empty() || nxt > off {
                items.push((off, nxt.saturating_sub(off), text));
            }
        }
    }
    Ok(items)
}
