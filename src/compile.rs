//! `compile()`: the pipeline from a verified module to assembly text or an object file.
//! Kept short so the pipeline reads from top to bottom; each stage lives in its crate:
//!
//! ```text
//! targets::lookup(triple, cpu, features) → a Backend
//!   → per defined function, in parallel (codegen.rs): isel → regalloc → frame → emit
//!   → object model (object.rs): code, data, symbols, relocations, CFI
//!   → objwriter::write_object (ELF) or directives::write_asm_with_code (GNU as text)
//! ```

use crate::codegen::{compile_functions, CompiledFunction, FunctionSettings};
use crate::error::Error;
use crate::object::{preemptible, GlobalNames, ObjectBuilder};
use crate::options::{CodeModel, FileType, Options, RelocModel};
use crate::stack_protector::GuardSource;
use crate::timing::{self, Phase};
use rllc_ir::module::{GlobalId, Linkage};
use rllc_ir::{Diagnostic, Module, Sym};
use rllc_isel::layouts::TypeLayouts;
use rllc_isel::libcalls::LibcallSyms;
use rllc_objwriter::directives::{write_asm_with_code, CodeText, Directives};
use rllc_objwriter::{Arch, Format, Symbol, SymbolDef};
use rllc_targets::backend::{ModuleContext, SymbolNames};
use rllc_targets::{lookup, LookupError, TargetSpec};

/// What code generation produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Output {
    /// What `bytes` holds (the `Options::file_type` asked for).
    pub file_type: FileType,
    /// Assembly text (UTF-8) or object file bytes; empty for `FileType::Null`.
    pub bytes: Vec<u8>,
    /// Warnings llc would print (`"warn-stack-size"`), in its words, one per line.
    pub warnings: Vec<String>,
}

/// Generates code for a module: verifies it first (`rllc_ir::verify`) and returns
/// `Error::Invalid` with every problem, each naming its place, instead of code for a
/// module that is not well formed.
///
/// ```
/// use rllc::ir::{Module, TypeTable, module::Linkage};
/// use rllc::{compile, Error, FileType, Options};
/// let mut m = Module::for_target("x86_64-unknown-linux-gnu");
/// let fty = m.types.function(TypeTable::I64, &[TypeTable::I64, TypeTable::I32], false);
/// let f = m.define_function("f", fty, Linkage::External, &["a", "b"]);
/// let mut b = m.build(f);
/// let entry = b.block(Some("entry"));
/// b.switch_to(entry);
/// let sum = b.add(b.param(0), b.param(1)); // i64 + i32: not valid IR
/// b.ret(Some(sum));
/// let opts = Options { file_type: FileType::Obj, ..Options::default() };
/// match compile(&m, &opts) {
///     Err(Error::Invalid(problems)) => {
///         assert!(problems[0].to_string().contains("in function '@f', block '%entry'"))
///     }
///     other => panic!("{other:?}"),
/// }
/// ```
pub fn compile(m: &Module, opts: &Options) -> Result<Output, Error> {
    let problems = timing::time(Phase::Verify, || rllc_ir::verify(m));
    if !problems.is_empty() {
        return Err(Error::Invalid(problems));
    }
    // A module that states no `target datalayout` is laid out as its target's default
    // says, as llc does (it gives such a module the target machine's layout): a module
    // built with `Module::new()` and a triple set by hand, or compiled for another
    // triple than its own, would otherwise keep LLVM's generic layout (i64 aligned to 4)
    // and disagree with C about struct layouts.
    if m.datalayout_str.is_none() {
        if let Ok(triple) = opts.target_triple(m) {
            let layout = rllc_ir::datalayout::DataLayout::default_for_triple(&triple.to_string());
            if layout != m.datalayout {
                let mut fixed = m.clone();
                fixed.datalayout = layout;
                return compile_verified(&fixed, opts);
            }
        }
    }
    compile_verified(m, opts)
}

/// Generates code for a module that has been read and verified (`rllc_ir::parse` and
/// `rllc_ir::verify` found nothing wrong): the `rllc` command's path, which has verified
/// the module as it was read. Never panics on a verified module.
pub(crate) fn compile_verified(m: &Module, opts: &Options) -> Result<Output, Error> {
    let triple = opts.target_triple(m)?;
    let pic = opts.reloc_model == Some(RelocModel::Pic);
    // llc takes the module's "Code Model" flag over the command line.
    let code_model = match m.module_flag_int("Code Model") {
        Some(n) => Some(CodeModel::from_llvm(n).ok_or_else(|| Error::Codegen {
            function: String::new(),
            message: format!("the module flag 'Code Model' has the unknown value {n}"),
            offset: None,
        })?),
        None => opts.code_model,
    };
    let spec = TargetSpec {
        triple: triple.to_string(),
        cpu: opts.cpu.clone(),
        features: opts.features.clone(),
        pic,
        code_model,
        optimize: opts.opt_level != crate::options::OptLevel::O0,
    };
    let backend = lookup(&spec).map_err(|e| match e {
        LookupError::NotImplemented(what) => Error::NotImplementedFor { triple: triple.to_string(), what },
        LookupError::Unknown(_) => Error::NotImplemented { triple: triple.to_string() },
    })?;
    let (arch, format) = (backend.arch(), backend.format());
    crate::ir_support::check(m, arch)?;
    // IR passes of llc's codegen pipeline (entry/exit instrumentation, then stack
    // protectors), the x86-64 inline assembly of `__builtin_setjmp`/`longjmp` and of x87
    // stack operands of inline asm: a copy of
    // the module takes their instructions, so only modules that ask for them pay for it;
    // the copy no longer asks.
    let instrument = crate::entry_exit::any_required(m);
    let protect = crate::stack_protector::required_functions(m);
    let sjlj = arch == Arch::X86_64 && crate::sjlj::any_required(m);
    let x87 = arch == Arch::X86_64 && crate::x87_asm::any_required(m);
    if instrument || !protect.is_empty() || sjlj || x87 {
        let mut changed = m.clone();
        if sjlj {
            crate::sjlj::insert(&mut changed);
        }
        if x87 {
            crate::x87_asm::insert(&mut changed)
                .map_err(|(function, message)| Error::Codegen { function, message, offset: None })?;
        }
        if instrument {
            crate::entry_exit::insert(&mut changed)
                .map_err(|(function, message)| Error::Codegen { function, message, offset: None })?;
        }
        if !protect.is_empty() {
            let source = match (arch, format) {
                (Arch::X86_64, Format::Elf) => GuardSource::ThreadPointer,
                (_, Format::Elf) => GuardSource::Global,
                _ => {
                    let message = "stack protectors (ssp, sspstrong, sspreq) are supported for ELF targets only";
                    return Err(Error::Codegen { function: String::new(), message: message.into(), offset: None });
                }
            };
            crate::stack_protector::insert(&mut changed, &protect, source);
        }
        return compile_verified(&changed, opts);
    }

    // Runtime routine names are interned into a copy of the module's symbol table.
    let mut syms = m.syms.clone();
    let libcalls = LibcallSyms::new(&mut syms, &|n| n);
    let names = GlobalNames::new(m);
    let layouts = TypeLayouts::new(m);
    let funcs: Vec<GlobalId> = m
        .functions()
        .filter(|(g, f)| !f.is_declaration() && m.global(*g).linkage != Linkage::AvailableExternally)
        .map(|(g, _)| g)
        .collect();

    let asm_names = Names { m, names: &names, syms: &syms, directives: Directives::new(arch, format) };
    let settings = FunctionSettings {
        backend: backend.as_ref(),
        module: ModuleContext { libcalls: &libcalls, layouts: &layouts },
        want_asm: opts.file_type == FileType::Asm,
        names: &asm_names,
        verify: opts.verifies_machine_code(),
        bb_addr_map: opts.bb_addr_map,
    };
    let threads = opts.threads.map_or_else(thread_count, |n| n.max(1));
    let code = compile_functions(m, &funcs, &settings, threads).map_err(|e| Error::Codegen {
        function: names.name(e.function).to_string(),
        message: e.diag.message,
        offset: e.diag.offset,
    })?;

    let module_err = |d: Diagnostic| Error::Codegen { function: String::new(), message: d.message, offset: d.offset };
    let obj = timing::time(Phase::ObjectModel, || {
        let mut ob = ObjectBuilder::new(m, &names, &syms, backend.as_ref(), pic);
        // Module asm is assembled first, as llc's integrated assembler does (its code
        // comes first in `.text`); the assembly output carries it as is instead.
        let masm_err = |message| Error::Codegen { function: String::new(), message, offset: None };
        let module_asm = match opts.file_type {
            FileType::Obj if !m.module_asm.is_empty() => {
                Some(crate::module_asm::assemble(m, &mut ob, backend.as_ref()).map_err(masm_err)?)
            }
            _ => None,
        };
        ob.place_functions(&funcs, &code);
        if let Some((pr_type, bits)) = backend.gnu_property(m) {
            ob.add_property_note(pr_type, bits);
        }
        ob.add_data().map_err(module_err)?;
        ob.add_function_refs(&funcs, &code).map_err(module_err)?;
        ob.add_ctors_dtors().map_err(module_err)?;
        ob.add_linker_metadata();
        crate::llvm_sections::add_call_graph_profile(&mut ob, m).map_err(masm_err)?;
        crate::llvm_sections::add_symbol_partitions(&mut ob, m);
        if opts.bb_addr_map {
            crate::llvm_sections::add_bb_addr_maps(&mut ob, &funcs, &code);
        }
        if opts.addrsig {
            let ssp_checks_in_ir = backend.stack_protector_checks_in_ir();
            let atomics = crate::llvm_sections::atomic_routines(&code, &syms);
            crate::llvm_sections::add_addrsig(&mut ob, m, &atomics, spec.optimize, ssp_checks_in_ir);
        }
        ob.add_debug_info(&funcs, &code);
        if let Some(module_asm) = module_asm {
            module_asm.finish(&mut ob).map_err(masm_err)?;
        }
        let mut obj = ob.finish();
        if opts.file_type == FileType::Asm {
            obj.verbatim_asm = crate::module_asm::verbatim_text(m, backend.asm_syntax());
        }
        Ok::<_, Error>(obj)
    })?;

    let bytes = timing::time(Phase::Write, || -> Result<Vec<u8>, Error> { Ok(match opts.file_type {
        FileType::Null => Vec::new(),
        FileType::Obj => rllc_objwriter::write_object(&obj).map_err(|e| Error::Object(e.to_string()))?,
        FileType::Asm => {
            let mut texts = Vec::new();
            for (&g, c) in funcs.iter().zip(&code) {
                let sym = obj.find_symbol(names.name(g)).or_else(|| {
                    obj.symbols().find(|(_, s)| s.private && s.name == names.name(g)).map(|(id, _)| id)
                });
                let Some(SymbolDef::Section { section, offset, .. }) = sym.map(|s| obj.symbol(s).def) else { continue };
                for line in &c.asm {
                    let (at, len) = (offset + line.offset as u64, line.len as u64);
                    texts.push(CodeText { section, offset: at, len, text: line.text.clone() });
                }
            }
            write_asm_with_code(&obj, &texts).map_err(|e| Error::Object(e.to_string()))?.into_bytes()
        }
    })})?;
    let warnings = stack_size_warnings(m, &funcs, &code, &names);
    Ok(Output { file_type: opts.file_type, bytes, warnings })
}

/// llc's warning for each function whose frame is larger than its `"warn-stack-size"`
/// (clang's `-Wframe-larger-than=`), in llc's words.
fn stack_size_warnings(m: &Module, funcs: &[GlobalId], code: &[CompiledFunction], names: &GlobalNames) -> Vec<String> {
    let Some(key) = m.syms.get(b"warn-stack-size") else { return Vec::new() };
    let mut out = Vec::new();
    for (&g, c) in funcs.iter().zip(code) {
        let Some(f) = m.function(g) else { continue };
        let limit = m.attrs.string(f.fn_attrs, key).flatten().and_then(|v| m.sym_text(v).parse::<u64>().ok());
        if let (Some(limit), Some(size)) = (limit, c.stack_size) {
            if size > limit {
                let name = names.name(g);
                let text = format!("stack frame size ({size}) exceeds limit ({limit}) in function '{name}'");
                out.push(format!("<unknown>:0:0: {text}"));
            }
        }
    }
    out
}

/// Worker threads when `Options::threads` does not say: `RLLC_THREADS` if set (how the
/// `rllc` command is told), else the available cores.
fn thread_count() -> usize {
    if let Some(n) = std::env::var("RLLC_THREADS").ok().and_then(|v| v.parse::<usize>().ok()) {
        return n.max(1);
    }
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)
}


/// Assembler spellings of symbols for the instruction printer.
struct Names<'a> {
    m: &'a Module,
    names: &'a GlobalNames,
    syms: &'a rllc_ir::interner::Interner,
    directives: Directives,
}

impl SymbolNames for Names<'_> {
    fn global(&self, g: GlobalId) -> String {
        let mut s = Symbol::undefined(self.names.name(g));
        if self.names.is_private(g) {
            s = s.private();
        }
        self.directives.symbol_name(&s)
    }

    fn external(&self, s: Sym) -> String {
        let name = String::from_utf8_lossy(self.syms.bytes(s));
        self.directives.symbol_name(&Symbol::undefined(name))
    }

    fn preemptible(&self, g: GlobalId) -> bool {
        preemptible(self.m, g)
    }
}
