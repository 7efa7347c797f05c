//! LLVM's ELF extension sections that llc builds from the IR and its options:
//!
//! - the address-significance table (`-addrsig`): every global value with a use that is
//!   not thread-local, not `dllimport`, not an `llvm.` intrinsic or variable and not
//!   `unnamed_addr`/`local_unnamed_addr` — functions first, then variables, aliases and
//!   ifuncs, each in module order (llc's `AsmPrinter::doFinalization`). A use is an operand
//!   in a reachable block of a function (llc deletes unreachable blocks before it looks),
//!   a personality, prefix or prologue, an initializer, an aliasee or a resolver, through
//!   any nesting of constants; metadata does not use.
//! - the call-graph profile (the `CG Profile` module flag of PGO builds): its edges in
//!   order, those with a null or `dllimport` end left out, as llc does.
//! - symbol partitions (`partition "name"`): per defined global of default visibility, in
//!   the same order, a `.llvm_sympart` section of its own holding the partition's name, a
//!   NUL and the global's address.
//!
//! - the basic-block address map (`-basic-block-address-map`): per code section a
//!   `.llvm_bb_addr_map` (`SHF_LINK_ORDER` to it, in its comdat), per function in it:
//!   version 2, no features, the function's address, the number of blocks, then per block
//!   its number, its start after the previous block's end, its size and its kind bits
//!   (ULEB128 each; `rllc_targets::bb_addr_map`).
//!
//! `rllc_objwriter` writes the first two (`ObjectFile::addrsig`, `ObjectFile::cg_profile`).

use crate::object::ObjectBuilder;
use rllc_ir::constant::{Const, ConstId};
use rllc_ir::inst::InstKind;
use rllc_ir::metadata::Metadata;
use rllc_ir::module::{DllStorage, GlobalId, GlobalKind, Linkage, ThreadLocal, UnnamedAddr, Visibility};
use rllc_ir::value::Value;
use rllc_ir::Module;
use rllc_objwriter::lsda::uleb;
use rllc_objwriter::{CustomFlags, Reloc, RelocKind, Section, SectionKind};

/// The global values in llc's `Module::global_values()` order: functions, variables,
/// aliases, ifuncs.
fn global_values(m: &Module) -> Vec<GlobalId> {
    let rank = |g: GlobalId| match m.global(g).kind {
        GlobalKind::Func(_) => 0,
        GlobalKind::Var(_) => 1,
        GlobalKind::Alias(_) => 2,
        GlobalKind::IFunc(_) => 3,
    };
    let mut order: Vec<GlobalId> = m.global_ids().collect();
    order.sort_by_key(|&g| rank(g)); // stable: module order within a kind
    order
}

/// Per global (by index): whether anything but metadata uses it; and whether a `resume`
/// remains for llc to turn into a call of `_Unwind_Resume`: one in a reachable block and,
/// when optimizing (`prune_resumes`), reachable from a cleanup landing pad (llc's
/// DwarfEHPrepare deletes the others: the unwinder enters a landing pad without a cleanup
/// only when one of its clauses matches).
fn used_globals(m: &Module, prune_resumes: bool) -> (Vec<bool>, bool) {
    let mut used = vec![false; m.global_ids().map(|g| g.0 as usize + 1).max().unwrap_or(0)];
    let mut seen = vec![false; m.consts.len()];
    let mut stack: Vec<ConstId> = Vec::new();
    let mut resumes = false;
    for g in m.global_ids() {
        match &m.global(g).kind {
            GlobalKind::Var(v) => stack.extend(v.init),
            GlobalKind::Alias(a) | GlobalKind::IFunc(a) => stack.push(a.target),
            GlobalKind::Func(f) => {
                stack.extend(f.personality.iter().chain(&f.prefix).chain(&f.prologue));
                let Some(&entry) = f.layout.first() else { continue };
                let mut reached = vec![false; f.blocks.len()];
                let mut work = vec![entry];
                reached[entry.0 as usize] = true;
                let mut resume_blocks = Vec::new();
                let mut cleanup_pads = Vec::new();
                while let Some(b) = work.pop() {
                    for &i in &f.block(b).insts {
                        match f.inst(i).kind {
                            InstKind::Resume => resume_blocks.push(b),
                            InstKind::LandingPad { cleanup: true, .. } => cleanup_pads.push(b),
                            _ => {}
                        }
                        stack.extend(f.inst(i).ops.iter().filter_map(|v| match v {
                            Value::Const(c) => Some(*c),
                            _ => None,
                        }));
                    }
                    for s in f.successors(b) {
                        if !std::mem::replace(&mut reached[s.0 as usize], true) {
                            work.push(s);
                        }
                    }
                }
                if !resumes && !resume_blocks.is_empty() {
                    resumes = !prune_resumes || {
                        let mut from_cleanup = vec![false; f.blocks.len()];
                        for &b in &cleanup_pads {
                            from_cleanup[b.0 as usize] = true;
                        }
                        while let Some(b) = cleanup_pads.pop() {
                            for s in f.successors(b) {
                                if !std::mem::replace(&mut from_cleanup[s.0 as usize], true) {
                                    cleanup_pads.push(s);
                                }
                            }
                        }
                        resume_blocks.iter().any(|b| from_cleanup[b.0 as usize])
                    };
                }
            }
        }
    }
    while let Some(c) = stack.pop() {
        if std::mem::replace(&mut seen[c.0 as usize], true) {
            continue;
        }
        let mut mark = |g: GlobalId| used[g.0 as usize] = true;
        match m.consts.get(c) {
            Const::Global(g) | Const::DsoLocalEquivalent(g) | Const::NoCfi(g) => mark(*g),
            Const::BlockAddress { func, .. } => mark(*func),
            Const::PtrAuth { ptr, key, disc, addr_disc } => stack.extend([*ptr, *key, *disc, *addr_disc]),
            Const::Array(_, ops) | Const::Struct(_, ops) | Const::Vector(_, ops) => stack.extend(ops.iter()),
            Const::Expr(e) => stack.extend(e.operands.iter()),
            _ => {}
        }
    }
    (used, resumes)
}

/// The `__atomic_*` routines the compiled code calls, in order of first call (functions in
/// module order): llc's AtomicExpand pass declares them in the module (for atomics wider
/// than the target's), where rllc's selection calls them directly.
pub fn atomic_routines(code: &[crate::codegen::CompiledFunction], syms: &rllc_ir::interner::Interner) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for c in code {
        for r in &c.code.relocs {
            let rllc_isel::mir::SymbolRef::External(s) = r.target else { continue };
            let name = syms.bytes(s);
            if name.starts_with(b"__atomic_") && !names.iter().any(|n| n.as_bytes() == name) {
                names.push(String::from_utf8_lossy(name).into_owned());
            }
        }
    }
    names
}

/// `-addrsig`: the table of address-significant symbols. Besides the module's globals it
/// names what llc's IR passes add to the module before it looks: the `atomics` routines
/// (AtomicExpand, first), `_Unwind_Resume`, which
/// `resume` becomes (DwarfEHPrepare, `used_globals`; appended to the functions, before what the stack
/// protector adds, which runs later); and `__stack_chk_fail` where llc's stack protector
/// checks in IR (`ssp_checks_in_ir`: x86-64, whose guard is an IR value; RISC-V at -O0,
/// FastISel's setting) rather than in selection. rllc's stack protector pass adds both
/// `__stack_chk_fail` and (AArch64, RISC-V) `__stack_chk_guard` to the module; llc reads
/// the guard in selection only, so that one is never listed.
pub fn add_addrsig(
    ob: &mut ObjectBuilder<'_>,
    m: &Module,
    atomics: &[String],
    optimize: bool,
    ssp_checks_in_ir: bool,
) {
    let (mut used, resumes) = used_globals(m, optimize);
    let by_name = |n: &[u8]| m.global_by_name(n);
    let protected = by_name(b"llvm.stackprotector").is_some_and(|g| used[g.0 as usize]);
    let protector_name = |g: GlobalId| m.global(g).name.map(|n| m.syms.bytes(n)).filter(|_| protected);
    let protector_global = |g: GlobalId| matches!(protector_name(g), Some(b"__stack_chk_fail" | b"__stack_chk_guard"));
    let protector_unlisted = |g: GlobalId| match protector_name(g) {
        Some(b"__stack_chk_fail") => !ssp_checks_in_ir,
        Some(b"__stack_chk_guard") => true,
        _ => false,
    };
    // Routines the passes add: in their place when the module declares them, else after
    // the functions.
    let mut appended: Vec<&str> = Vec::new();
    let resume = resumes.then_some("_Unwind_Resume");
    for name in atomics.iter().map(String::as_str).chain(resume) {
        match by_name(name.as_bytes()) {
            Some(g) => used[g.0 as usize] = true,
            None => appended.push(name),
        }
    }
    let mut list = Vec::new();
    for g in global_values(m) {
        let gv = m.global(g);
        let after_functions = !matches!(gv.kind, GlobalKind::Func(_)) || protector_global(g);
        if after_functions {
            for name in appended.drain(..) {
                list.push(ob.obj.symbol_ref(name));
            }
        }
        if protector_unlisted(g) {
            continue;
        }
        let intrinsic = gv.name.is_some_and(|n| m.syms.bytes(n).starts_with(b"llvm."));
        if used[g.0 as usize]
            && gv.thread_local == ThreadLocal::NotThreadLocal
            && gv.dll_storage != DllStorage::Import
            && !intrinsic
            && gv.unnamed_addr == UnnamedAddr::None
        {
            list.push(ob.global_symbol(g));
        }
    }
    for name in appended {
        list.push(ob.obj.symbol_ref(name));
    }
    ob.obj.addrsig = Some(list);
}

/// The function a `CG Profile` edge end names (`ptr @f`, through pointer casts).
fn profile_end(m: &Module, md: Option<rllc_ir::MdId>) -> Option<GlobalId> {
    let Metadata::Value(_, Value::Const(mut c)) = m.md(md?) else { return None };
    loop {
        match m.consts.get(c) {
            Const::Global(g) => return Some(*g),
            Const::Expr(e) if e.operands.len() == 1 => c = e.operands[0],
            _ => return None,
        }
    }
}

/// The `CG Profile` module flag's edges, as llc writes them.
pub fn add_call_graph_profile(ob: &mut ObjectBuilder<'_>, m: &Module) -> Result<(), String> {
    let Some(flag) = m.module_flag("CG Profile") else { return Ok(()) };
    let edges = m.md_tuple(flag).ok_or("the 'CG Profile' module flag is not a list of edges")?;
    for &edge in edges {
        let ops = edge.and_then(|e| m.md_tuple(e)).filter(|o| o.len() == 3);
        let ops = ops.ok_or("a 'CG Profile' edge is not !{ptr caller, ptr callee, i64 count}")?;
        let (Some(from), Some(to)) = (profile_end(m, ops[0]), profile_end(m, ops[1])) else { continue };
        if [from, to].iter().any(|&g| m.global(g).dll_storage == DllStorage::Import) {
            continue;
        }
        let count = ops[2].and_then(|c| m.md_int(c)).ok_or("a 'CG Profile' edge without an integer count")?;
        let (from, to) = (ob.global_symbol(from), ob.global_symbol(to));
        ob.obj.cg_profile.push((from, to, count as u64));
    }
    Ok(())
}

/// `partition "name"`: a `.llvm_sympart` section per defined global of default visibility.
pub fn add_symbol_partitions(ob: &mut ObjectBuilder<'_>, m: &Module) {
    let mut unique = 0;
    for g in global_values(m) {
        let gv = m.global(g);
        let Some(partition) = gv.partition else { continue };
        let declaration = match &gv.kind {
            GlobalKind::Func(f) => f.is_declaration(),
            GlobalKind::Var(v) => v.init.is_none(),
            GlobalKind::Alias(_) | GlobalKind::IFunc(_) => false,
        };
        if declaration || gv.linkage == Linkage::AvailableExternally || gv.visibility != Visibility::Default {
            continue;
        }
        unique += 1;
        let mut s = Section::new(SectionKind::Custom { name: ".llvm_sympart".into(), flags: CustomFlags::default() });
        s.unique_id = Some(unique);
        s.data.extend_from_slice(m.syms.bytes(partition));
        s.data.push(0);
        let at = s.data.len() as u64;
        s.data.extend_from_slice(&[0; 8]);
        s.relocs.push(Reloc::new(at, RelocKind::Abs64, ob.global_symbol(g), 0));
        ob.obj.add_section(s);
    }
}

/// `-basic-block-address-map`: the map of every compiled function, after `place_functions`.
pub fn add_bb_addr_maps(ob: &mut ObjectBuilder<'_>, funcs: &[GlobalId], code: &[crate::codegen::CompiledFunction]) {
    let mut maps: std::collections::HashMap<rllc_objwriter::SectionId, rllc_objwriter::SectionId> = Default::default();
    for (&g, c) in funcs.iter().zip(code) {
        let Some((text, offset)) = ob.function_place(g) else { continue };
        let map = match maps.get(&text) {
            Some(&s) => s,
            None => {
                let kind = SectionKind::Custom { name: ".llvm_bb_addr_map".into(), flags: CustomFlags::default() };
                let mut s = Section::new(kind);
                s.link_order = Some(text);
                if let Some(comdat) = ob.comdat_of(g) {
                    s = s.with_comdat(comdat);
                }
                let id = ob.obj.add_section(s);
                maps.insert(text, id);
                id
            }
        };
        // The address through the section symbol, as llc's `.Lfunc_begin` label ends up
        // (readers of relocatable objects take the addend alone).
        let sym = ob.obj.section_symbol(text);
        let mut entry = vec![2u8, 0];
        let at = ob.obj.section(map).data.len() as u64 + entry.len() as u64;
        entry.extend_from_slice(&[0; 8]);
        uleb(&mut entry, c.bb_map.len() as u64);
        let mut previous_end = 0;
        for r in &c.bb_map {
            uleb(&mut entry, u64::from(r.id));
            uleb(&mut entry, u64::from(r.start - previous_end.min(r.start)));
            uleb(&mut entry, u64::from(r.end - r.start));
            uleb(&mut entry, u64::from(r.flags));
            previous_end = r.end;
        }
        ob.obj.section_mut(map).data.extend_from_slice(&entry);
        ob.obj.add_reloc(map, Reloc::new(at, RelocKind::Abs64, sym, offset as i64));
    }
}
