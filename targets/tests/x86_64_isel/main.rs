//! Tests of x86-64 instruction selection through the real pipeline: parse a small `.ll`
//! module, select every function with `X86Target`, allocate registers, apply the
//! allocation, add a minimal frame, then
//! * check the AT&T text of key patterns (must / must-not, Go-asmcheck style), and
//! * run it: the text is assembled and linked by gcc with a C harness that calls each
//!   function both as compiled by rllc (`rllc_<name>`) and by clang-19 from the same IR
//!   (`<name>`), so results are compared with llc's, not with hand-written expectations.
//!
//! The pipeline is the real one (`abi.rs`, `frame.rs`), with a small assembly writer for
//! functions, constant pools, jump tables and global data. Whole corpus programs are run
//! by `tests/run_programs.rs` through the `rllc` binary.
//!
//! This file holds the shared pipeline and run harness; the tests are grouped by concept
//! in the sibling modules (patterns, integer, float, vectors, memory, atomics, control_flow).

use rllc_ir::module::{GlobalId, Linkage};
use rllc_ir::Module;
use rllc_isel::libcalls::LibcallSyms;
use rllc_isel::mir::{FrameIndex, MBlockId, PReg, SymbolRef};
use rllc_isel::regalloc_adapter::{apply_allocation, RaFunction};
use rllc_isel::dag::Dag;
use rllc_isel::select::{select_function_observed, Stage};
use rllc_isel::target::TargetIsel;
use rllc_objwriter::RelocKind;
use rllc_targets::data::{self, DataKind, DataTarget};
use rllc_targets::x86_64::asm::{print_function, AsmContext};
use rllc_targets::x86_64::emit::{emit_function, FrameLayout};
use rllc_targets::x86_64::frame::{lower_frame, needs_frame_pointer, Frame, FrameOptions};
use rllc_targets::x86_64::regs::Abi;
use rllc_targets::x86_64::{Features, X86Target};
use std::collections::HashMap;
use std::fmt::Write;
use std::path::PathBuf;
use std::process::Command;

mod atomics;
mod control_flow;
mod float;
mod integer;
mod memory;
mod patterns;
mod vectors;

// ---------------------------------------------------------------------------------------
// The pipeline: selection, frame-pointer choice, allocation, frame lowering, printing.

struct Ctx<'a> {
    m: &'a Module,
    fnum: usize,
    frame: &'a Frame,
    /// Prefix for the names of symbols this module defines.
    prefix: &'a str,
}

impl FrameLayout for Ctx<'_> {
    fn frame_slot(&self, index: FrameIndex) -> Option<(PReg, i64)> {
        self.frame.frame_slot(index)
    }
}

/// The assembler spelling of a global: `prefix` + name, quoted when it is not a plain
/// identifier; `__unnamed_N` for unnamed globals.
fn global_name(m: &Module, g: GlobalId, prefix: &str) -> String {
    let gv = m.global(g);
    let name = gv.name.map(|s| m.sym_text(s).into_owned()).unwrap_or_else(|| format!("__unnamed_{}", g.0));
    let p = if gv.is_declaration() { "" } else { prefix };
    let plain = name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'$');
    if plain {
        format!("{p}{name}")
    } else {
        format!("\"{p}{}\"", name.replace('\\', "\\\\").replace('"', "\\\""))
    }
}

impl AsmContext for Ctx<'_> {
    fn symbol(&self, sym: SymbolRef, out: &mut String) {
        match sym {
            SymbolRef::Global(g) => out.push_str(&global_name(self.m, g, self.prefix)),
            SymbolRef::External(s) => out.push_str(&self.m.sym_text(s)),
            SymbolRef::ConstPool(n) => {
                let _ = write!(out, ".LCPI{}_{n}", self.fnum);
            }
            SymbolRef::JumpTable(n) => {
                let _ = write!(out, ".LJTI{}_{n}", self.fnum);
            }
            SymbolRef::Block(b) => self.block_label(b, out),
        }
    }
    fn block_label(&self, block: MBlockId, out: &mut String) {
        let _ = write!(out, ".LBB{}_{}", self.fnum, block.0);
    }
    fn call_suffix(&self, sym: SymbolRef) -> &'static str {
        match sym {
            SymbolRef::Global(g) if self.m.global(g).is_declaration() => "@PLT",
            SymbolRef::External(_) => "@PLT",
            _ => "",
        }
    }
}

struct Compiled {
    /// The whole module as assembly text.
    asm: String,
}

impl Compiled {
    /// The body of one function in the assembly text.
    fn func(&self, name: &str) -> &str {
        let start = self.asm.find(&format!("rllc_{name}:\n")).unwrap_or_else(|| panic!("no function {name}"));
        let rest = &self.asm[start..];
        let end = rest.find("\t.size").unwrap_or(rest.len());
        &rest[..end]
    }
}

fn linkage_directive(m: &Module, g: GlobalId, name: &str, out: &mut String) {
    match m.global(g).linkage {
        Linkage::Private | Linkage::Internal => {}
        Linkage::External => {
            let _ = writeln!(out, "\t.globl\t{name}");
        }
        _ => {
            let _ = writeln!(out, "\t.weak\t{name}");
        }
    }
}

/// Global variables as data directives; `blocks` gives each compiled function's number
/// and machine block per IR block (for `blockaddress`).
fn emit_data(m: &Module, prefix: &str, blocks: &HashMap<GlobalId, (usize, Vec<Option<MBlockId>>)>, out: &mut String) -> Result<(), String> {
    for (i, gv) in m.globals.iter().enumerate() {
        let g = GlobalId(i as u32);
        let Some(var) = gv.as_var() else { continue };
        let Some(init) = var.init else { continue };
        if data::is_special_global(m, g) {
            continue;
        }
        let blob = data::lower_initializer(m, g, init).map_err(|e| e.message)?;
        let kind = data::classify_global(m, g, &blob, true);
        let name = global_name(m, g, prefix);
        let align = gv.align.unwrap_or_else(|| m.datalayout.pref_align(&m.types, var.value_ty)).max(1);
        let section = match kind {
            DataKind::Bss => ".bss",
            DataKind::Data => ".data",
            DataKind::ReadOnlyWithRel => ".section\t.data.rel.ro,\"aw\",@progbits",
            DataKind::TlsData => ".section\t.tdata,\"awT\",@progbits",
            DataKind::TlsBss => ".section\t.tbss,\"awT\",@nobits",
            DataKind::Common => {
                let _ = writeln!(out, "\t.comm\t{name},{},{align}", blob.bytes.len().max(1));
                continue;
            }
            _ => ".section\t.rodata",
        };
        let _ = writeln!(out, "\t{section}");
        linkage_directive(m, g, &name, out);
        let _ = writeln!(out, "\t.p2align\t{}\n\t.type\t{name},@object\n{name}:", align.trailing_zeros());
        if blob.bytes.is_empty() {
            out.push_str("\t.zero\t1\n");
        }
        if matches!(kind, DataKind::Bss | DataKind::TlsBss) {
            let _ = writeln!(out, "\t.zero\t{}", blob.bytes.len());
        } else {
            let mut at = 0usize;
            let mut relocs = blob.relocs.clone();
            relocs.sort_by_key(|r| r.offset);
            for r in relocs {
                let off = r.offset as usize;
                if off > at {
                    let bytes: Vec<String> = blob.bytes[at..off].iter().map(|b| b.to_string()).collect();
                    let _ = writeln!(out, "\t.byte\t{}", bytes.join(","));
                }
                let tn = match r.target {
                    DataTarget::Global(t) => global_name(m, t, prefix),
                    DataTarget::Block { func, block } => {
                        let (fnum, map) = blocks.get(&func).ok_or("blockaddress of a function not compiled")?;
                        let mb = map.get(block.0 as usize).copied().flatten().ok_or("blockaddress of an unreachable block")?;
                        format!(".LBB{fnum}_{}", mb.0)
                    }
                };
                let (dir, width, pc) = match r.kind {
                    RelocKind::Abs64 => (".quad", 8, false),
                    RelocKind::Abs32 | RelocKind::Abs32Signed => (".long", 4, false),
                    RelocKind::PcRel32 => (".long", 4, true),
                    RelocKind::PcRel64 => (".quad", 8, true),
                    k => return Err(format!("data relocation {k:?}")),
                };
                let _ = writeln!(out, "\t{dir}\t{tn}+({}){}", r.addend, if pc { "-." } else { "" });
                at = off + width;
            }
            if at < blob.bytes.len() {
                let bytes: Vec<String> = blob.bytes[at..].iter().map(|b| b.to_string()).collect();
                let _ = writeln!(out, "\t.byte\t{}", bytes.join(","));
            }
        }
        let _ = writeln!(out, "\t.size\t{name}, {}", blob.bytes.len());
    }
    for (list, section) in [("llvm.global_ctors", ".init_array"), ("llvm.global_dtors", ".fini_array")] {
        for x in data::xtors(m, list).map_err(|e| e.message)? {
            let (t, off) = data::xtor_target(m, GlobalId(0), x.func).map_err(|e| e.message)?;
            let DataTarget::Global(t) = t else { continue };
            let _ = writeln!(out, "\t.section\t{section},\"aw\",@init_array\n\t.p2align\t3\n\t.quad\t{}+{off}", global_name(m, t, prefix));
        }
    }
    Ok(())
}

/// Compiles every function and global of `src` to assembly text; defined symbols get
/// `prefix`.
fn compile_module(src: &str, features: Features, prefix: &str) -> Result<String, String> {
    let mut module = rllc_ir::parse(src).map_err(|e| format!("parse: {e:?}"))?;
    let libcalls = LibcallSyms::new(&mut module.syms, &|n| n);
    let mut t = X86Target::new(Abi::SysV, true, false, features);
    t.tls_get_addr = libcalls.get("__tls_get_addr");
    let ids: Vec<_> = module.functions().filter(|(_, f)| !f.is_declaration()).map(|(id, _)| id).collect();
    let mut asm = String::from("\t.text\n");
    let mut rodata = String::new();
    let mut blocks = HashMap::new();
    for (fnum, id) in ids.into_iter().enumerate() {
        let name = global_name(&module, id, prefix);
        let f = module.function(id).unwrap();
        let opts = FrameOptions::for_function(&module, f, Abi::SysV);
        let show = std::env::var_os("RLLC_DAG").is_some();
        let mut observe = |st: Stage, b: MBlockId, d: &Dag| {
            if show {
                eprintln!("--- {name} bb{} {st:?}\n{}", b.0, d.dump());
            }
        };
        let mut mf = select_function_observed(&module, id, &mut t, &libcalls, &rllc_isel::layouts::TypeLayouts::new(&module), &mut observe)
            .map_err(|e| format!("select {name}: {}", e.message))?;
        let fp = needs_frame_pointer(&mf, &opts);
        t.set_frame_pointer(fp);
        let ra = RaFunction::new(&mf);
        let out = rllc_regalloc::allocate(&ra, t.machine_env()).map_err(|e| format!("allocate {name}: {e}"))?;
        let summary = apply_allocation(&mut mf, &t, &out);
        rllc_targets::x86_64::after_allocation(&mut mf, false);
        let frame = lower_frame(&mut mf, &summary, &opts, fp).map_err(|e| format!("frame {name}: {}", e.message))?;
        blocks.insert(id, (fnum, mf.ir_blocks.clone()));
        let ctx = Ctx { m: &module, fnum, frame: &frame, prefix };
        emit_function(&mf, &ctx).map_err(|e| format!("emit {name}: {e}"))?;
        asm.push_str("\t.text\n");
        linkage_directive(&module, id, &name, &mut asm);
        let _ = write!(asm, "\t.p2align\t4\n\t.type\t{name},@function\n{name}:\n");
        let mut body = String::new();
        print_function(&mf, &ctx, &mut body).map_err(|e| format!("print {name}: {e}"))?;
        asm.push_str(&body);
        let _ = writeln!(asm, "\t.size\t{name}, .-{name}");
        for (k, e) in mf.const_pool.iter().enumerate() {
            let _ = write!(rodata, "\t.p2align\t{}\n.LCPI{fnum}_{k}:\n\t.byte\t", e.align.trailing_zeros());
            let bytes: Vec<String> = e.bytes.iter().map(|b| b.to_string()).collect();
            rodata.push_str(&bytes.join(","));
            rodata.push('\n');
        }
        for (k, jt) in mf.jump_tables.iter().enumerate() {
            let _ = writeln!(rodata, "\t.p2align\t2\n.LJTI{fnum}_{k}:");
            for b in jt {
                let _ = writeln!(rodata, "\t.long\t.LBB{fnum}_{}-.LJTI{fnum}_{k}", b.0);
            }
        }
    }
    if !rodata.is_empty() {
        asm.push_str("\t.section\t.rodata\n");
        asm.push_str(&rodata);
    }
    emit_data(&module, prefix, &blocks, &mut asm)?;
    asm.push_str("\t.section\t.note.GNU-stack,\"\",@progbits\n");
    if std::env::var_os("RLLC_DUMP").is_some() {
        eprintln!("{asm}");
    }
    Ok(asm)
}

fn compile_with(src: &str, features: Features) -> Compiled {
    Compiled { asm: compile_module(src, features, "rllc_").unwrap_or_else(|e| panic!("{e}")) }
}

fn compile(src: &str) -> Compiled {
    compile_with(src, Features::default())
}

/// Asserts that each `must` pattern occurs in function `name`'s text and no `must_not`
/// pattern does.
fn check(c: &Compiled, name: &str, must: &[&str], must_not: &[&str]) {
    let body = c.func(name);
    for m in must {
        assert!(body.contains(m), "{name}: expected `{m}` in\n{body}");
    }
    for m in must_not {
        assert!(!body.contains(m), "{name}: unexpected `{m}` in\n{body}");
    }
}

fn tmpdir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("rllc-x86-isel-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Builds `ll` with rllc (functions named `rllc_*`) and with clang-19, links both with
/// the C `harness`, runs it and asserts it exits with 0; returns its stdout.
fn run(tag: &str, ll: &str, harness: &str) -> String {
    let c = compile(ll);
    let d = tmpdir(tag);
    std::fs::write(d.join("rllc.s"), &c.asm).unwrap();
    std::fs::write(d.join("ref.ll"), ll).unwrap();
    std::fs::write(d.join("main.c"), harness).unwrap();
    let ok = |cmd: &mut Command| {
        let o = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
        assert!(o.status.success(), "{cmd:?} failed:\n{}\n{}\n--- asm ---\n{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr), c.asm);
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    ok(Command::new("clang-19").args(["-c", "-O1", "-Wno-override-module", "ref.ll", "-o", "ref.o"]).current_dir(&d));
    ok(Command::new("gcc").args(["-O0", "-w", "main.c", "rllc.s", "ref.o", "-o", "prog", "-lm"]).current_dir(&d));
    let out = ok(&mut Command::new(d.join("prog")));
    let _ = std::fs::remove_dir_all(&d);
    out
}

// ---------------------------------------------------------------------------------------
// Helpers for whole programs.

/// `run` on the IR clang-19 makes of the C functions `src` at -O0 and at -O2.
fn run_c(tag: &str, src: &str, harness: &str) {
    for opt in ["-O0", "-O2"] {
        let d = tmpdir(&format!("{tag}-c{opt}"));
        std::fs::write(d.join("f.c"), src).unwrap();
        let o = Command::new("clang-19").args(["-w", "-S", "-emit-llvm", opt, "f.c", "-o", "-"]).current_dir(&d).output().unwrap();
        assert!(o.status.success(), "clang: {}", String::from_utf8_lossy(&o.stderr));
        let _ = std::fs::remove_dir_all(&d);
        let ll = String::from_utf8(o.stdout).unwrap();
        let out = run(&format!("{tag}{opt}"), &ll, harness);
        assert_eq!(out, "", "{tag} {opt}");
    }
}
