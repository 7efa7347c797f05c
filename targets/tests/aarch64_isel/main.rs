//! Tests of AArch64 instruction selection through the real backend pipeline: parse a small
//! `.ll` module, then select, allocate, lower the frame and encode every function through
//! `rllc_targets::backend::lookup` (the same `FunctionBackend` stages the driver runs), and
//! check the printed assembly for key patterns (must / must-not). Whole programs run under
//! qemu through `scripts/aarch64-corpus.sh`.

use rllc_ir::module::GlobalId;
use rllc_ir::{Module, Sym};
use rllc_isel::layouts::TypeLayouts;
use rllc_isel::libcalls::LibcallSyms;
use rllc_isel::regalloc_adapter::RaFunction;
use rllc_targets::backend::{lookup, ModuleContext, SymbolNames, TargetSpec};

struct Names<'a> {
    m: &'a Module,
    syms: &'a rllc_ir::interner::Interner,
}

impl SymbolNames for Names<'_> {
    fn global(&self, g: GlobalId) -> String {
        self.m.global(g).name.map(|s| self.m.sym_text(s).into_owned()).unwrap_or_else(|| format!("__unnamed_{}", g.0))
    }
    fn external(&self, s: Sym) -> String {
        String::from_utf8_lossy(self.syms.bytes(s)).into_owned()
    }
    fn preemptible(&self, _g: GlobalId) -> bool {
        false
    }
}

/// The assembly text of every defined function of `src` (name, text), or the first error.
fn compile(src: &str, features: &[&str], pic: bool) -> Result<Vec<(String, String)>, String> {
    let m = rllc_ir::parse(src).map_err(|e| format!("parse: {e:?}"))?;
    let spec = TargetSpec {
        triple: "aarch64-linux-gnu".into(),
        cpu: None,
        features: features.iter().map(|s| s.to_string()).collect(),
        pic,
        code_model: None,
        optimize: true,
    };
    let backend = lookup(&spec).map_err(|e| e.to_string())?;
    let mut syms = m.syms.clone();
    let libcalls = LibcallSyms::new(&mut syms, &|n| n);
    let layouts = TypeLayouts::new(&m);
    let cx = ModuleContext { libcalls: &libcalls, layouts: &layouts };
    let names = Names { m: &m, syms: &syms };
    let mut out = Vec::new();
    let funcs: Vec<GlobalId> = m.functions().filter(|(_, f)| !f.is_declaration()).map(|(g, _)| g).collect();
    for (num, g) in funcs.into_iter().enumerate() {
        let name = names.global(g);
        let fail = |e: rllc_ir::Diagnostic| format!("{name}: {}", e.message);
        let mut fb = backend.function(&m, g, num as u32, &cx).map_err(fail)?;
        let mut mf = fb.select().map_err(fail)?;
        let env = fb.allocation_env(&mf);
        let ra = RaFunction::new(&mf);
        let alloc = rllc_regalloc::allocate(&ra, env).map_err(|e| format!("{name}: regalloc {e:?}"))?;
        fb.apply_allocation(&mut mf, &alloc).map_err(fail)?;
        fb.lower_frame(&mut mf).map_err(fail)?;
        let code = fb.encode(&mf).map_err(fail)?;
        let lines = fb.asm_lines(&mf, &code, &names).map_err(fail)?;
        out.push((name, lines.into_iter().map(|l| l.text).collect::<String>()));
    }
    Ok(out)
}

/// The text of function `f` of `src` compiled with default features, static.
fn asm_of(src: &str, f: &str) -> String {
    asm_with(src, f, &[], false)
}

fn asm_with(src: &str, f: &str, features: &[&str], pic: bool) -> String {
    let all = compile(src, features, pic).unwrap_or_else(|e| panic!("{e}\n{src}"));
    all.into_iter().find(|(n, _)| n == f).map(|(_, t)| t).unwrap_or_else(|| panic!("no function {f}"))
}

/// Asserts that every `must` pattern occurs in `text` and no `not` pattern does.
fn check(text: &str, must: &[&str], not: &[&str]) {
    for m in must {
        assert!(text.contains(m), "expected `{m}` in:\n{text}");
    }
    for n in not {
        assert!(!text.contains(n), "did not expect `{n}` in:\n{text}");
    }
}

mod patterns;
mod branches_selects;
mod vectors_fast_math;
