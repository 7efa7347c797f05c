//! Per-function code generation: instruction selection → register allocation → frame
//! lowering → encoding (and, for assembly output, the instruction text), each stage
//! through the target's `FunctionBackend`, run for all defined functions in parallel.
//! Functions are independent, so each worker takes the
//! next function (largest first) from a shared counter and the results are put back in module order:
//! the output does not depend on the number of threads.

use crate::timing::{self, Phase};
use rllc_ir::module::GlobalId;
use rllc_ir::debug_record::DebugRecord;
use rllc_ir::{Diagnostic, MdId, Metadata, Module, Value};
use rllc_isel::mir::{ConstPoolEntry, DebugLoc, EhInfo, MBlockId, MFunction, MOperand, SymbolRef};
use rllc_objwriter::lsda::CallSite;
use rllc_isel::regalloc_adapter::RaFunction;
use rllc_objwriter::CfiInst;
use rllc_targets::backend::{AsmLine, Backend, FunctionBackend, ModuleContext, SymbolNames};
use rllc_targets::code::FunctionCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// What the module-level assembly needs from one compiled function.
pub struct CompiledFunction {
    pub code: FunctionCode,
    /// CFI rules at code offsets.
    pub cfi: Vec<(u32, CfiInst)>,
    pub const_pool: Vec<ConstPoolEntry>,
    pub jump_tables: Vec<Vec<MBlockId>>,
    /// For assembly output: the text per instruction and block label, at code offsets.
    pub asm: Vec<AsmLine>,
    /// The code offset of each IR block (by `BlockId` index), for `blockaddress`.
    pub ir_block_offsets: Vec<Option<u32>>,
    /// Where the source location changes: `(code offset, location)` in ascending offset
    /// order, for the line table (`debug_info.rs`). Empty without `!dbg` locations.
    pub locs: Vec<(u32, DebugLoc)>,
    /// The DWARF register of the function's frame base (the frame pointer when it keeps
    /// one, else the stack pointer).
    pub frame_base: u16,
    /// Variables that live in a stack slot for the whole function, for debug information.
    pub frame_vars: Vec<FrameVariable>,
    /// Exception tables of a function with landing pads.
    pub eh: Option<CompiledEh>,
    /// The bytes the prologue reserves, where the target says (`"warn-stack-size"`).
    pub stack_size: Option<u64>,
    /// The basic-block address map (`-basic-block-address-map`; empty otherwise).
    pub bb_map: Vec<rllc_targets::bb_addr_map::BlockRecord>,
}

/// What the LSDA of a function with landing pads says (`object.rs` writes it).
#[derive(Clone, Debug)]
pub struct CompiledEh {
    pub info: Box<EhInfo>,
    pub call_sites: Vec<CallSite>,
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
    pub backend: &'a dyn Backend,
    pub module: ModuleContext<'a>,
    /// Produce `CompiledFunction::asm`.
    pub want_asm: bool,
    /// Assembler names of symbols, for the asm text.
    pub names: &'a dyn SymbolNames,
    /// Check each allocation (`Options::verify_machine_code`).
    pub verify: bool,
    /// Produce `CompiledFunction::bb_map`.
    pub bb_addr_map: bool,
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

/// The whole pipeline for one function, each stage through the backend.
fn compile_one(m: &Module, g: GlobalId, num: u32, s: &FunctionSettings<'_>) -> Result<CompiledFunction, Diagnostic> {
    let f = m.function(g).ok_or_else(|| diag("not a function"))?;
    if f.prefix.is_some() || f.prologue.is_some() {
        return Err(diag("function prefix and prologue data are not supported yet"));
    }
    let mut fb = s.backend.function(m, g, num, &s.module)?;
    let mut mf = timing::time(Phase::Isel, || fb.select())?;
    let out = timing::time(Phase::RegAlloc, || {
        let env = fb.allocation_env(&mf);
        let ra = RaFunction::new(&mf);
        let out = rllc_regalloc::allocate(&ra, env).map_err(|e| diag(format!("register allocation failed: {e:?}")))?;
        if s.verify {
            rllc_regalloc::checker::check(&ra, env, &out)
                .map_err(|e| diag(format!("register allocation failed the checker: {e}")))?;
        }
        Ok(out)
    })?;
    timing::time(Phase::PostRa, || {
        fb.apply_allocation(&mut mf, &out)?;
        fb.lower_frame(&mut mf)
    })?;
    let code = timing::time(Phase::Encode, || fb.encode(&mf))?;
    let cfi = fb.cfi(&code);
    let bb_map = if s.bb_addr_map {
        rllc_targets::bb_addr_map::block_records(&mf, &code, fb.branch_info())
    } else {
        Vec::new()
    };
    let asm = if s.want_asm {
        timing::time(Phase::AsmText, || fb.asm_lines(&mf, &code, s.names))?
    } else {
        Vec::new()
    };
    let call_sites = rllc_targets::call_sites::call_sites(&mf, &code, &|i| may_throw(m, i));
    let eh = mf.eh.take().map(|info| CompiledEh { info, call_sites });
    let ir_block_offsets = mf.ir_blocks.iter().map(|b| b.and_then(|b| code.block_offsets.get(b.0 as usize).copied())).collect();
    Ok(CompiledFunction {
        locs: location_marks(&mf, &code),
        frame_vars: frame_variables(m, f, &mf, fb.as_ref()),
        frame_base: fb.debug_frame_base(),
        stack_size: fb.stack_size(),
        bb_map,
        ir_block_offsets,
        code,
        cfi,
        const_pool: std::mem::take(&mut mf.const_pool),
        jump_tables: std::mem::take(&mut mf.jump_tables),
        asm,
        eh,
    })
}

/// Whether a call may throw, as llc-19's `callToNoUnwindFunction` decides: unless it
/// calls a function declared `nounwind` directly.
fn may_throw(m: &Module, inst: &rllc_isel::mir::MInst) -> bool {
    let mut callees = inst.ops.iter().filter_map(|o| match o {
        MOperand::Sym { sym: SymbolRef::Global(g), .. } => Some(*g),
        _ => None,
    });
    match (callees.next(), callees.next()) {
        (Some(g), None) => !m.function(g).is_some_and(|f| m.attrs.has(f.fn_attrs, rllc_ir::attrs::AttrKind::NoUnwind)),
        _ => true,
    }
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
fn frame_variables(
    m: &Module,
    f: &rllc_ir::Function,
    mf: &MFunction,
    fb: &dyn FunctionBackend,
) -> Vec<FrameVariable> {
    let mut vars = Vec::new();
    for (_, record) in f.inst_records.iter() {
        let DebugRecord::Declare { location, var, expr, .. } = *record else { continue };
        let Metadata::Value(_, Value::Inst(alloca)) = *m.md(location) else { continue };
        let Ok(k) = mf.alloca_slots.binary_search_by_key(&alloca, |&(i, _)| i) else { continue };
        let Some((base, offset)) = fb.frame_slot_dwarf(mf.alloca_slots[k].1) else { continue };
        vars.push(FrameVariable { var, expr, base, offset });
    }
    vars
}
