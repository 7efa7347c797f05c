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
        rllc_targets::x86_64::branch_fold::fold_branches(&mut mf);
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
// Pattern tests.

#[test]
fn return_constant() {
    let c = compile("define i32 @f() {\n  ret i32 42\n}\n");
    check(&c, "f", &["movl\t$42, %eax", "retq"], &[]);
}

#[test]
fn lea_for_scaled_add() {
    let c = compile(
        r#"
define i64 @f(i64 %a, i64 %b) {
  %s = shl i64 %b, 2
  %t = add i64 %a, %s
  %u = add i64 %t, 8
  ret i64 %u
}
"#,
    );
    check(&c, "f", &["leaq\t8(%rdi,%rsi,4), %rax"], &["shlq", "addq"]);
}

#[test]
fn cmov_for_select() {
    let c = compile(
        r#"
define i32 @f(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %r = select i1 %c, i32 %a, i32 %b
  ret i32 %r
}
"#,
    );
    check(&c, "f", &["cmpl\t%esi, %edi", "cmovl"], &["setl", "test"]);
}

#[test]
fn boolean_logic() {
    // Compare results are 0 or 1: no `& 1` masks, `select c1, c2, false` as one `test`
    // of the two bytes.
    let c = compile(
        r#"
define void @merge(ptr %src, ptr %dst, i64 %lo, i64 %mid, i64 %hi) {
entry:
  br label %loop
loop:
  %k = phi i64 [ %k1, %loop ], [ %lo, %entry ]
  %j = phi i64 [ %j1, %loop ], [ %mid, %entry ]
  %i = phi i64 [ %i1, %loop ], [ %lo, %entry ]
  %pa = getelementptr inbounds i32, ptr %src, i64 %i
  %a = load i32, ptr %pa, align 4
  %pb = getelementptr inbounds i32, ptr %src, i64 %j
  %b = load i32, ptr %pb, align 4
  %c = icmp sle i32 %a, %b
  %cz = zext i1 %c to i64
  %i1 = add nuw nsw i64 %i, %cz
  %nc = xor i1 %c, true
  %ncz = zext i1 %nc to i64
  %j1 = add nuw nsw i64 %j, %ncz
  %m = tail call i32 @llvm.smin.i32(i32 %a, i32 %b)
  %k1 = add nuw nsw i64 %k, 1
  %pd = getelementptr inbounds i32, ptr %dst, i64 %k
  store i32 %m, ptr %pd, align 4
  %c1 = icmp ult i64 %i1, %mid
  %c2 = icmp ult i64 %j1, %hi
  %and = select i1 %c1, i1 %c2, i1 false
  br i1 %and, label %loop, label %exit
exit:
  ret void
}
"#,
    );
    check(&c, "merge", &["setle", "testb", "cmovl"], &["andb\t$1", "andl\t$1", "cmovb"]);
}

#[test]
fn tls_models() {
    // A PIE module: this module's thread-locals at a constant offset from %fs (local
    // exec), others through the GOT (initial exec).
    let body = r#"
@mine = internal thread_local global i32 0
@theirs = external thread_local global i32
define i32 @f() {
  %a = load i32, ptr @mine
  %b = load i32, ptr @theirs
  %r = add i32 %a, %b
  ret i32 %r
}
"#;
    let pie = format!("{body}\n!llvm.module.flags = !{{!0}}\n!0 = !{{i32 8, !\"PIE Level\", i32 2}}\n");
    let c = compile(&pie);
    check(&c, "f", &["mine@TPOFF", "theirs@GOTTPOFF"], &["mine@GOTTPOFF"]);
    // PIC without PIE (a shared object): local-dynamic for this module's thread-locals
    // (the module's TLS block from __tls_get_addr, then a link-time offset), general-
    // dynamic for others, in the padded sequence the linker may relax.
    let c = compile(body);
    check(
        &c,
        "f",
        &["mine@TLSLD(%rip), %rdi\n\tcallq\t__tls_get_addr@PLT", "mine@DTPOFF(%rax)", ".byte\t0x66\n\tleaq\ttheirs@TLSGD(%rip), %rdi\n\t.value\t0x6666\n\trex64\n\tcallq\t__tls_get_addr@PLT"],
        &["@TPOFF", "@GOTTPOFF"],
    );
    // A model written on the variable wins when it is more specific.
    let c = compile(&body.replace("external thread_local", "external thread_local(initialexec)"));
    check(&c, "f", &["mine@TLSLD", "theirs@GOTTPOFF"], &["theirs@TLSGD"]);
}

#[test]
fn float_constants_and_zero() {
    // A constant operand is read from the constant pool by the arithmetic instruction;
    // +0.0 is `xorps` of the register with itself (no copy of an undefined register).
    let c = compile(
        r#"
define double @f(double %x, double %y) {
  %a = fmul double %x, 2.5
  %b = fadd double %a, %y
  ret double %b
}
define <4 x float> @z(ptr %p) {
  store float 0.0, ptr %p
  ret <4 x float> zeroinitializer
}
"#,
    );
    check(&c, "f", &["mulsd\t.LCPI"], &["movsd\t.LCPI"]);
    check(&c, "z", &["xorps\t%xmm1, %xmm1", "pxor\t%xmm1, %xmm1"], &[".LCPI", "movaps\t%xmm0, %xmm1"]);
}

#[test]
fn loop_back_edge_tail_duplicated() {
    // The back edge carries a register move for the phi: the loop test is copied after
    // it, so each iteration ends in one conditional branch back (no `jmp`).
    let c = compile(
        r#"
define i64 @scan(ptr %a, i64 %i0, i32 %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [ %i0, %entry ], [ %i1, %loop ]
  %q = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %q
  %i1 = add nsw i64 %i, 1
  %c = icmp slt i32 %v, %p
  br i1 %c, label %loop, label %exit
exit:
  %r = mul i64 %i, %i1
  ret i64 %r
}
"#,
    );
    check(&c, "scan", &["jl\t.LBB"], &["jmp"]);
}

#[test]
fn load_folded_into_add() {
    let c = compile(
        r#"
define i32 @f(ptr %p, i32 %x) {
  %v = load i32, ptr %p
  %r = add i32 %x, %v
  ret i32 %r
}
"#,
    );
    check(&c, "f", &["addl\t(%rdi), %e"], &["movl\t(%rdi)"]);
}

#[test]
fn compare_and_branch_fused() {
    let c = compile(
        r#"
define i32 @f(i32 %a) {
entry:
  %c = icmp eq i32 %a, 7
  br i1 %c, label %yes, label %no
yes:
  ret i32 1
no:
  ret i32 2
}
"#,
    );
    check(&c, "f", &["cmpl\t$7, %edi", "jne\t"], &["sete"]);
}

#[test]
fn test_for_and_with_zero() {
    let c = compile(
        r#"
define i32 @f(i32 %a) {
  %m = and i32 %a, 16
  %c = icmp ne i32 %m, 0
  %r = zext i1 %c to i32
  ret i32 %r
}
"#,
    );
    check(&c, "f", &["testl\t$16, %edi", "setne"], &["andl"]);
}

#[test]
fn rmw_store() {
    let c = compile(
        r#"
define void @f(ptr %p) {
  %v = load i32, ptr %p
  %r = add i32 %v, 5
  store i32 %r, ptr %p
  ret void
}
"#,
    );
    check(&c, "f", &["addl\t$5, (%rdi)"], &["movl"]);
}

// ---------------------------------------------------------------------------------------
// Run tests against clang.

#[test]
fn run_integer_arithmetic() {
    let ll = r#"
define i64 @arith(i64 %a, i64 %b) {
  %s = add i64 %a, %b
  %d = sub i64 %s, 3
  %m = mul i64 %d, %b
  %x = xor i64 %m, %a
  %o = or i64 %x, 1
  %n = and i64 %o, 1048575
  ret i64 %n
}
define i32 @divs(i32 %a, i32 %b) {
  %q = sdiv i32 %a, %b
  %r = srem i32 %a, %b
  %u = udiv i32 %a, %b
  %v = urem i32 %a, %b
  %t1 = mul i32 %q, 1000
  %t2 = add i32 %t1, %r
  %t3 = xor i32 %t2, %u
  %t4 = add i32 %t3, %v
  ret i32 %t4
}
define i64 @shifts(i64 %a, i64 %s) {
  %s1 = and i64 %s, 63
  %x = shl i64 %a, %s1
  %y = lshr i64 %a, %s1
  %z = ashr i64 %a, %s1
  %w = shl i64 %a, 7
  %t = xor i64 %x, %y
  %t2 = xor i64 %t, %z
  %t3 = add i64 %t2, %w
  ret i64 %t3
}
define i8 @small(i8 %a, i8 %b) {
  %m = mul i8 %a, %b
  %d = udiv i8 %m, 7
  %s = sdiv i8 %a, 3
  %r = add i8 %d, %s
  ret i8 %r
}
define i16 @small16(i16 %a, i16 %b) {
  %m = mul i16 %a, %b
  %d = sdiv i16 %m, 13
  %s = ashr i16 %a, 3
  %r = sub i16 %d, %s
  ret i16 %r
}
define i32 @minmax(i32 %a, i32 %b) {
  %c = icmp sgt i32 %a, %b
  %m = select i1 %c, i32 %a, i32 %b
  %c2 = icmp ult i32 %a, %b
  %n = select i1 %c2, i32 %a, i32 %b
  %r = sub i32 %m, %n
  ret i32 %r
}
"#;
    let out = run(
        "int",
        ll,
        r#"
#include <stdio.h>
long arith(long, long); long rllc_arith(long, long);
int divs(int, int); int rllc_divs(int, int);
long shifts(long, long); long rllc_shifts(long, long);
signed char small(signed char, signed char); signed char rllc_small(signed char, signed char);
short small16(short, short); short rllc_small16(short, short);
int minmax(int, int); int rllc_minmax(int, int);
int main(void) {
  long v[] = {0, 1, -1, 2, 7, -7, 100, -100, 123456789, -987654321, 0x7fffffff, -0x80000000L, 0x123456789abcLL};
  int bad = 0, n = sizeof v / sizeof v[0];
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
    long a = v[i], b = v[j];
    if (arith(a, b) != rllc_arith(a, b)) { printf("arith %ld %ld\n", a, b); bad = 1; }
    if ((int)b != 0 && !((int)a == -0x7fffffff-1 && (int)b == -1) && divs(a, b) != rllc_divs(a, b)) { printf("divs %ld %ld\n", a, b); bad = 1; }
    if (shifts(a, b) != rllc_shifts(a, b)) { printf("shifts %ld %ld\n", a, b); bad = 1; }
    if ((signed char)b != 0 && small(a, b) != rllc_small(a, b)) { printf("small %ld %ld\n", a, b); bad = 1; }
    if (small16(a, b) != rllc_small16(a, b)) { printf("small16 %ld %ld\n", a, b); bad = 1; }
    if (minmax(a, b) != rllc_minmax(a, b)) { printf("minmax %ld %ld\n", a, b); bad = 1; }
  }
  return bad;
}
"#,
    );
    assert_eq!(out, "");
}

// ---------------------------------------------------------------------------------------
// Whole programs.

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

#[test]
fn run_int128() {
    run_c(
        "i128",
        r#"
__int128 shl(__int128 v, int s) { return v << s; }
__int128 sar(__int128 v, int s) { return v >> s; }
unsigned __int128 shr(unsigned __int128 v, int s) { return v >> s; }
__int128 mul(__int128 a, __int128 b) { return a * b; }
__int128 add(__int128 a, __int128 b) { return a + b - (a >> 3); }
int cmp(__int128 a, __int128 b) { return (a < b) + 2 * (a == b) + 4 * ((unsigned __int128)a > (unsigned __int128)b); }
__int128 divi(__int128 a, __int128 b) { return a / b + a % b; }
"#,
        r#"
#include <stdio.h>
#define F(n, T, ...) T n(__VA_ARGS__); T rllc_##n(__VA_ARGS__);
F(shl, __int128, __int128, int) F(sar, __int128, __int128, int) F(shr, unsigned __int128, unsigned __int128, int)
F(mul, __int128, __int128, __int128) F(add, __int128, __int128, __int128) F(cmp, int, __int128, __int128)
F(divi, __int128, __int128, __int128)
int main(void) {
  __int128 v[] = {0, 1, -1, 3, -12345, ((__int128)0x0123456789abcdefLL << 64) | 0xfedcba9876543210ULL,
                  -(((__int128)0x7edcba9876543210LL << 64) | 0x1111222233334444ULL), (__int128)1 << 100};
  int n = sizeof v / sizeof v[0], bad = 0;
  for (int i = 0; i < n; i++) {
    for (int s = 0; s < 128; s += 7) {
      if (shl(v[i], s) != rllc_shl(v[i], s)) { printf("shl %d %d\n", i, s); bad = 1; }
      if (sar(v[i], s) != rllc_sar(v[i], s)) { printf("sar %d %d\n", i, s); bad = 1; }
      if (shr(v[i], s) != rllc_shr(v[i], s)) { printf("shr %d %d\n", i, s); bad = 1; }
    }
    for (int j = 0; j < n; j++) {
      if (mul(v[i], v[j]) != rllc_mul(v[i], v[j])) { printf("mul %d %d\n", i, j); bad = 1; }
      if (add(v[i], v[j]) != rllc_add(v[i], v[j])) { printf("add %d %d\n", i, j); bad = 1; }
      if (cmp(v[i], v[j]) != rllc_cmp(v[i], v[j])) { printf("cmp %d %d\n", i, j); bad = 1; }
      if (v[j] != 0 && divi(v[i], v[j]) != rllc_divi(v[i], v[j])) { printf("div %d %d\n", i, j); bad = 1; }
    }
  }
  return bad;
}
"#,
    );
}

#[test]
fn run_vectors() {
    let types = r#"
typedef int v4si __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef signed char v16qi __attribute__((vector_size(16)));
typedef long long v2di __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
"#;
    let funcs = r#"
v4si arith4(v4si a, v4si b) { return (a + b) * (a - b) ^ (a & 0x0f0f) | (b << 3) | (a >> 2); }
v8hi arith8(v8hi a, v8hi b) { return (a + b) * (a - b) ^ (a >> 1) | (v8hi){1,2,3,4,5,6,7,8}; }
v16qi arith16(v16qi a, v16qi b) { return a + b - (a & b) + (v16qi){1}; }
v2di arith2(v2di a, v2di b) { return (a + b) ^ (a - b) | (b << 5); }
v4sf farith(v4sf a, v4sf b) { return a * b + a / (b + 1.5f) - (v4sf){1, 2, 3, 4}; }
v2df darith(v2df a, v2df b) { return a * b - a / (b + 2.0); }
v4si cmp4(v4si a, v4si b) { return (a < b) + (a == b) * 2 + ((a >= b) & 4); }
v4si ucmp4(v4si a, v4si b) { return (v4si)((unsigned)0 + ((__typeof__((a < b))) ((v4si)a < (v4si)b))); }
v4si shuf(v4si a, v4si b) { return __builtin_shufflevector(a, b, 3, 1, 6, 4) + __builtin_shufflevector(a, a, 0, 0, 2, 1); }
v8hi shuf8(v8hi a, v8hi b) { return __builtin_shufflevector(a, b, 7, 9, 2, 11, 4, 4, 15, 0); }
int extract(v4si a, int i) { return a[i & 3] + a[2]; }
v4si insert(v4si a, int x, int i) { a[i & 3] = x; a[1] = x + 1; return a; }
v4sf build(float x, float y) { return (v4sf){x, y, x + y, 2.0f}; }
v4si splat(int x) { return (v4si){x, x, x, x} + 1; }
v2di build2(long long x, long long y) { return (v2di){y, x}; }
int hsum(v4si a) { return a[0] + a[1] + a[2] + a[3]; }
void loop(int *d, const int *a, const int *b, int n) { for (int i = 0; i < n; i++) d[i] = a[i] * 3 + b[i]; }
float dot(const float *a, const float *b, int n) { float s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }
"#;
    let harness = r#"
#include <stdio.h>
#include <string.h>
#define F(n, T, ...) T n(__VA_ARGS__); T rllc_##n(__VA_ARGS__);
F(arith4, v4si, v4si, v4si) F(arith8, v8hi, v8hi, v8hi) F(arith16, v16qi, v16qi, v16qi) F(arith2, v2di, v2di, v2di)
F(farith, v4sf, v4sf, v4sf) F(darith, v2df, v2df, v2df) F(cmp4, v4si, v4si, v4si) F(ucmp4, v4si, v4si, v4si)
F(shuf, v4si, v4si, v4si) F(shuf8, v8hi, v8hi, v8hi) F(extract, int, v4si, int) F(insert, v4si, v4si, int, int)
F(build, v4sf, float, float) F(splat, v4si, int) F(build2, v2di, long long, long long) F(hsum, int, v4si)
F(loop, void, int *, const int *, const int *, int) F(dot, float, const float *, const float *, int)
#define EQ(x, y) (memcmp(&(x), &(y), sizeof(x)) == 0)
int main(void) {
  int bad = 0;
  v4si a = {1, -2, 300000, 0x7fffffff}, b = {5, -7, -300000, 12};
  v8hi h = {1, -2, 3, 400, -500, 6, 7, 8}, g = {9, 8, 7, -6, 5, 4, 3, 2};
  v16qi q = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, -13, 14, 15, 16}, r = {16, 15, -14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1};
  v2di l = {123456789012LL, -5}, m = {-9, 77};
  v4sf f = {1.5f, -2.25f, 3.0f, 100.0f}, e = {0.5f, 4.0f, -8.0f, 1.0f};
  v2df dd = {1.5, -2.25}, de = {0.125, 8.0};
#define CHK(call, rcall) do { __typeof__(call) x1 = call, x2 = rcall; if (!EQ(x1, x2)) { printf("%s\n", #call); bad = 1; } } while (0)
  CHK(arith4(a, b), rllc_arith4(a, b)); CHK(arith8(h, g), rllc_arith8(h, g)); CHK(arith16(q, r), rllc_arith16(q, r));
  CHK(arith2(l, m), rllc_arith2(l, m)); CHK(farith(f, e), rllc_farith(f, e)); CHK(darith(dd, de), rllc_darith(dd, de));
  CHK(cmp4(a, b), rllc_cmp4(a, b)); CHK(ucmp4(a, b), rllc_ucmp4(a, b)); CHK(shuf(a, b), rllc_shuf(a, b));
  CHK(shuf8(h, g), rllc_shuf8(h, g)); CHK(build(1.5f, 2.5f), rllc_build(1.5f, 2.5f)); CHK(splat(41), rllc_splat(41));
  CHK(build2(3, 4), rllc_build2(3, 4)); CHK(hsum(a), rllc_hsum(a));
  for (int i = 0; i < 4; i++) { CHK(extract(a, i), rllc_extract(a, i)); CHK(insert(a, 99, i), rllc_insert(a, 99, i)); }
  int x[37], y[37], d1[37], d2[37]; float fx[37], fy[37];
  for (int i = 0; i < 37; i++) { x[i] = i * 7 - 50; y[i] = i * i; fx[i] = i * 0.5f; fy[i] = 3 - i * 0.25f; }
  for (int n = 0; n < 37; n += 5) {
    loop(d1, x, y, n); rllc_loop(d2, x, y, n);
    if (memcmp(d1, d2, n * sizeof(int))) { printf("loop %d\n", n); bad = 1; }
    CHK(dot(fx, fy, n), rllc_dot(fx, fy, n));
  }
  return bad;
}
"#;
    run_c("vec", &format!("{types}{funcs}"), &format!("{types}{harness}"));
}

#[test]
fn run_odd_sized_memory() {
    let ll = r#"
define i64 @ld(ptr %p) {
  %a = load i24, ptr %p, align 1
  %b = getelementptr i8, ptr %p, i64 3
  %c = load i40, ptr %b, align 1
  %d = getelementptr i8, ptr %p, i64 8
  %e = load i48, ptr %d, align 1
  %f = getelementptr i8, ptr %p, i64 14
  %g = load i56, ptr %f, align 1
  %a1 = sext i24 %a to i64
  %c1 = zext i40 %c to i64
  %e1 = sext i48 %e to i64
  %g1 = zext i56 %g to i64
  %s1 = add i64 %a1, %c1
  %s2 = xor i64 %s1, %e1
  %s3 = sub i64 %s2, %g1
  ret i64 %s3
}
define void @st(ptr %p, i64 %v) {
  %a = trunc i64 %v to i24
  store i24 %a, ptr %p, align 1
  %b = getelementptr i8, ptr %p, i64 3
  %c = trunc i64 %v to i40
  store i40 %c, ptr %b, align 1
  %d = getelementptr i8, ptr %p, i64 8
  %e = trunc i64 %v to i48
  store i48 %e, ptr %d, align 1
  %f = getelementptr i8, ptr %p, i64 14
  %g = trunc i64 %v to i56
  store i56 %g, ptr %f, align 1
  ret void
}
"#;
    let out = run(
        "odd",
        ll,
        r#"
#include <stdio.h>
#include <string.h>
long ld(unsigned char *); long rllc_ld(unsigned char *);
void st(unsigned char *, long); void rllc_st(unsigned char *, long);
int main(void) {
  unsigned char buf[32], a[32], b[32];
  int bad = 0;
  for (int s = 0; s < 50; s++) {
    for (int i = 0; i < 32; i++) buf[i] = (unsigned char)(i * 37 + s * 101 + 0x80);
    if (ld(buf) != rllc_ld(buf)) { printf("ld %d\n", s); bad = 1; }
    memset(a, 0x5a, 32); memset(b, 0x5a, 32);
    long v = (long)0x8123456789abcdefULL * (s + 1);
    st(a, v); rllc_st(b, v);
    if (memcmp(a, b, 32)) { printf("st %d\n", s); bad = 1; }
  }
  return bad;
}
"#,
    );
    assert_eq!(out, "");
}

#[test]
fn run_float_classes() {
    run_c(
        "fpclass",
        r#"
int cls(double x) { return __builtin_isnan(x) + 2 * __builtin_isinf(x) + 4 * __builtin_isnormal(x) + 8 * __builtin_isfinite(x)
    + 16 * __builtin_signbit(x) + 32 * __builtin_isinf_sign(x) + 64 * __builtin_fpclassify(1, 2, 3, 4, 5, x); }
int clsf(float x) { return __builtin_isnan(x) + 2 * __builtin_isinf(x) + 4 * __builtin_isnormal(x) + 8 * __builtin_isfinite(x)
    + 64 * __builtin_fpclassify(1, 2, 3, 4, 5, x); }
"#,
        r#"
#include <stdio.h>
#include <math.h>
int cls(double); int rllc_cls(double); int clsf(float); int rllc_clsf(float);
int main(void) {
  double v[] = {0.0, -0.0, 1.0, -1.5, 1e-310, -1e-310, INFINITY, -INFINITY, NAN, -NAN, __builtin_nans(""), 1e308, 2.2250738585072014e-308};
  int bad = 0;
  for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
    if (cls(v[i]) != rllc_cls(v[i])) { printf("cls %u: %d %d\n", i, cls(v[i]), rllc_cls(v[i])); bad = 1; }
    float f = (float)v[i];
    if (i == 4 || i == 5) f = 1e-40f * (i == 4 ? 1 : -1);
    if (clsf(f) != rllc_clsf(f)) { printf("clsf %u\n", i); bad = 1; }
  }
  return bad;
}
"#,
    );
}

#[test]
fn run_long_double() {
    run_c(
        "f80",
        r#"
long double arith(long double a, long double b) { return (a + b) * (a - b) / (b + 0.5L) - a; }
int cmp(long double a, long double b) { return (a < b) + 2 * (a == b) + 4 * (a >= b) + 8 * (a != a); }
double to_d(long double a) { return (double)a * 2; }
float to_f(long double a) { return (float)a; }
long double from_d(double a, float b) { return (long double)a + b; }
long long to_i(long double a) { return (long long)a; }
int to_i32(long double a) { return (int)a; }
unsigned to_u32(long double a) { return (unsigned)a; }
short to_i16(long double a) { return (short)a; }
long double from_i(long long x, int y, unsigned z, short w) { return (long double)x + y + z + w; }
long double neg(long double a) { return -a; }
long double sel(long double a, long double b, int c) { return c ? a : b; }
long double sum(const long double *p, int n) { long double s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
long double from_u64(unsigned long long x) { return (long double)x; }
unsigned long long to_u64(long double a) { return (unsigned long long)a; }
"#,
        r#"
#include <stdio.h>
#include <string.h>
#define F(n, T, ...) T n(__VA_ARGS__); T rllc_##n(__VA_ARGS__);
F(arith, long double, long double, long double) F(cmp, int, long double, long double) F(to_d, double, long double)
F(to_f, float, long double) F(from_d, long double, double, float) F(to_i, long long, long double) F(to_i32, int, long double)
F(to_u32, unsigned, long double) F(to_i16, short, long double) F(from_i, long double, long long, int, unsigned, short)
F(neg, long double, long double) F(sel, long double, long double, long double, int) F(sum, long double, const long double *, int)
F(from_u64, long double, unsigned long long) F(to_u64, unsigned long long, long double)
static int same(long double a, long double b) { return memcmp(&a, &b, 10) == 0 || (a != a && b != b); }
int main(void) {
  long double v[] = {0.0L, -0.0L, 1.0L, -2.5L, 3.141592653589793238L, 1e300L, -1e-300L, 123456789.75L, 4e9L};
  int n = sizeof v / sizeof v[0], bad = 0;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++) {
      if (!same(arith(v[i], v[j]), rllc_arith(v[i], v[j]))) { printf("arith %d %d\n", i, j); bad = 1; }
      if (cmp(v[i], v[j]) != rllc_cmp(v[i], v[j])) { printf("cmp %d %d\n", i, j); bad = 1; }
      if (!same(sel(v[i], v[j], i & 1), rllc_sel(v[i], v[j], i & 1))) { printf("sel %d %d\n", i, j); bad = 1; }
    }
    if (to_d(v[i]) != rllc_to_d(v[i])) { printf("to_d %d\n", i); bad = 1; }
    if (to_f(v[i]) != rllc_to_f(v[i])) { printf("to_f %d\n", i); bad = 1; }
    if (!same(from_d((double)v[i], 0.25f), rllc_from_d((double)v[i], 0.25f))) { printf("from_d %d\n", i); bad = 1; }
    if (v[i] < 1e18L && v[i] > -1e18L) {
      if (to_i(v[i]) != rllc_to_i(v[i])) { printf("to_i %d\n", i); bad = 1; }
      if (v[i] < 2e9L && v[i] > -2e9L && to_i32(v[i]) != rllc_to_i32(v[i])) { printf("to_i32 %d\n", i); bad = 1; }
      if (v[i] >= 0 && v[i] < 4e9L && to_u32(v[i]) != rllc_to_u32(v[i])) { printf("to_u32 %d\n", i); bad = 1; }
      if (v[i] < 3e4L && v[i] > -3e4L && to_i16(v[i]) != rllc_to_i16(v[i])) { printf("to_i16 %d\n", i); bad = 1; }
    }
    if (!same(neg(v[i]), rllc_neg(v[i]))) { printf("neg %d\n", i); bad = 1; }
  }
  if (!same(from_i(-5, 7, 4000000000u, -3), rllc_from_i(-5, 7, 4000000000u, -3))) { printf("from_i\n"); bad = 1; }
  if (!same(sum(v, n), rllc_sum(v, n))) { printf("sum\n"); bad = 1; }
  unsigned long long u[] = {0, 1, 12345, 1ull << 63, (1ull << 63) + 1, ~0ull, ~0ull - 1024, 0x8000000000000800ull};
  for (int i = 0; i < 8; i++) {
    if (!same(from_u64(u[i]), rllc_from_u64(u[i]))) { printf("from_u64 %d\n", i); bad = 1; }
    if (to_u64((long double)u[i]) != rllc_to_u64((long double)u[i])) { printf("to_u64 %d\n", i); bad = 1; }
  }
  return bad;
}
"#,
    );
}

#[test]
fn run_atomics() {
    run_c(
        "atomic",
        r#"
int ops(int *p, int v) {
  int a = __atomic_fetch_xor(p, v, __ATOMIC_SEQ_CST);
  int b = __atomic_fetch_and(p, ~v, __ATOMIC_SEQ_CST);
  int c = __atomic_fetch_or(p, v << 1, __ATOMIC_SEQ_CST);
  int d = __atomic_fetch_nand(p, v, __ATOMIC_SEQ_CST);
  int e = __atomic_fetch_add(p, 3, __ATOMIC_SEQ_CST);
  int f = __atomic_fetch_sub(p, v, __ATOMIC_RELAXED);
  int g = __atomic_exchange_n(p, a + b, __ATOMIC_SEQ_CST);
  int h = __atomic_fetch_max(p, v, __ATOMIC_SEQ_CST);
  unsigned i = __atomic_fetch_min((unsigned *)p, (unsigned)v, __ATOMIC_SEQ_CST);
  return a + 3 * b + 5 * c + 7 * d + 11 * e + 13 * f + 17 * g + 19 * h + 23 * (int)i;
}
long ops64(long *p, long v) {
  long a = __atomic_fetch_xor(p, v, __ATOMIC_SEQ_CST);
  long b = __atomic_fetch_or(p, v, __ATOMIC_ACQUIRE);
  __atomic_fetch_and(p, ~1L, __ATOMIC_SEQ_CST);
  long exp = a;
  int ok = __atomic_compare_exchange_n(p, &exp, b, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  __atomic_store_n(p, exp + ok, __ATOMIC_SEQ_CST);
  return a + b * 3 + exp * 7 + ok + __atomic_load_n(p, __ATOMIC_SEQ_CST);
}
signed char ops8(signed char *p, signed char v) {
  signed char a = __atomic_fetch_xor(p, v, __ATOMIC_SEQ_CST);
  signed char b = __atomic_fetch_min(p, v, __ATOMIC_SEQ_CST);
  signed char c = __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST);
  return a + b * 3 + c * 5 + *p;
}
"#,
        r#"
#include <stdio.h>
int ops(int *, int); int rllc_ops(int *, int); long ops64(long *, long); long rllc_ops64(long *, long);
signed char ops8(signed char *, signed char); signed char rllc_ops8(signed char *, signed char);
int main(void) {
  int bad = 0;
  int vals[] = {0, 1, -1, 12345, -99999, 0x7fffffff};
  for (int i = 0; i < 6; i++) for (int j = 0; j < 6; j++) {
    int x = vals[i], y = vals[i];
    if (ops(&x, vals[j]) != rllc_ops(&y, vals[j]) || x != y) { printf("ops %d %d\n", i, j); bad = 1; }
    long lx = vals[i] * 1000003L, ly = lx;
    if (ops64(&lx, vals[j]) != rllc_ops64(&ly, vals[j]) || lx != ly) { printf("ops64 %d %d\n", i, j); bad = 1; }
    signed char cx = vals[i], cy = vals[i];
    if (ops8(&cx, vals[j]) != rllc_ops8(&cy, vals[j]) || cx != cy) { printf("ops8 %d %d\n", i, j); bad = 1; }
  }
  return bad;
}
"#,
    );
}

#[test]
fn run_bool_vector_bitcasts() {
    let ll = r#"
define i16 @mask(<16 x i8> %a) {
  %c = icmp eq <16 x i8> %a, zeroinitializer
  %b = bitcast <16 x i1> %c to i16
  ret i16 %b
}
define i32 @unmask(i8 %m) {
  %v = bitcast i8 %m to <8 x i1>
  %w = zext <8 x i1> %v to <8 x i32>
  %r = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %w)
  %e = extractelement <8 x i1> %v, i64 3
  %z = zext i1 %e to i32
  %s = shl i32 %z, 8
  %t = or i32 %r, %s
  ret i32 %t
}
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>)
"#;
    let out = run(
        "boolvec",
        ll,
        r#"
#include <stdio.h>
typedef signed char v16qi __attribute__((vector_size(16)));
short mask(v16qi); short rllc_mask(v16qi); int unmask(unsigned char); int rllc_unmask(unsigned char);
int main(void) {
  int bad = 0;
  v16qi a = {0, 1, 0, 2, 3, 0, 0, 0, 5, 0, 6, 0, 0, 7, 0, 0};
  if (mask(a) != rllc_mask(a)) { printf("mask %x %x\n", mask(a), rllc_mask(a)); bad = 1; }
  for (int m = 0; m < 256; m += 7) if (unmask(m) != rllc_unmask(m)) { printf("unmask %d\n", m); bad = 1; }
  return bad;
}
"#,
    );
    assert_eq!(out, "");
}

#[test]
fn frame_and_return_address() {
    let ll = r#"
define ptr @ra() {
  %r = call ptr @llvm.returnaddress(i32 0)
  ret ptr %r
}
define ptr @fa() {
  %r = call ptr @llvm.frameaddress.p0(i32 0)
  ret ptr %r
}
define void @bp() {
  call void @llvm.debugtrap()
  ret void
}
declare ptr @llvm.returnaddress(i32)
declare ptr @llvm.frameaddress.p0(i32)
declare void @llvm.debugtrap()
"#;
    let c = compile(ll);
    check(&c, "bp", &["int3"], &["ud2"]);
    let out = run(
        "frameaddr",
        ll,
        r#"
#include <stdio.h>
void *rllc_ra(void); void *rllc_fa(void); void *ra(void); void *fa(void);
int main(void) {
  int bad = 0, local = 0;
  void *r[2];
  for (int i = 0; i < 2; i++) r[i] = rllc_ra();
  void *here = &&label;
label:
  if (r[0] != r[1] || (char *)r[0] < (char *)main || (char *)r[0] > (char *)main + 4096) { printf("ra %p %p\n", r[0], here); bad = 1; }
  char *f = rllc_fa();
  if (f > (char *)&local + 4096 || f < (char *)&local - 4096) { printf("fa %p %p\n", f, (void *)&local); bad = 1; }
  return bad;
}
"#,
    );
    assert_eq!(out, "");
}

#[test]
fn run_float_compares_and_conversions() {
    let mut funcs = String::new();
    for (name, p) in [
        ("oeq", "oeq"), ("ogt", "ogt"), ("oge", "oge"), ("olt", "olt"), ("ole", "ole"), ("one", "one"), ("ord", "ord"),
        ("ueq", "ueq"), ("ugt", "ugt"), ("uge", "uge"), ("ult", "ult"), ("ule", "ule"), ("une", "une"), ("uno", "uno"),
    ] {
        funcs.push_str(&format!(
            "define i32 @c_{name}(double %a, double %b) {{\n  %c = fcmp {p} double %a, %b\n  %r = zext i1 %c to i32\n  ret i32 %r\n}}\n\
             define i32 @b_{name}(float %a, float %b) {{\nentry:\n  %c = fcmp {p} float %a, %b\n  br i1 %c, label %t, label %f\nt:\n  ret i32 7\nf:\n  ret i32 3\n}}\n\
             define double @s_{name}(double %a, double %b, double %x, double %y) {{\n  %c = fcmp {p} double %a, %b\n  %r = select i1 %c, double %x, double %y\n  ret double %r\n}}\n\
             define i64 @i_{name}(float %a, float %b, i64 %x, i64 %y) {{\n  %c = fcmp {p} float %a, %b\n  %r = select i1 %c, i64 %x, i64 %y\n  ret i64 %r\n}}\n"
        ));
    }
    funcs.push_str(
        r#"
define i64 @d2u(double %a) {
  %r = fptoui double %a to i64
  ret i64 %r
}
define i64 @f2u(float %a) {
  %r = fptoui float %a to i64
  ret i64 %r
}
define i32 @d2u32(double %a) {
  %r = fptoui double %a to i32
  ret i32 %r
}
define i16 @d2i16(double %a) {
  %r = fptosi double %a to i16
  ret i16 %r
}
define double @u2d(i64 %a) {
  %r = uitofp i64 %a to double
  ret double %r
}
define float @u2f(i64 %a) {
  %r = uitofp i64 %a to float
  ret float %r
}
define double @u32d(i32 %a) {
  %r = uitofp i32 %a to double
  ret double %r
}
define float @s8f(i8 %a) {
  %r = sitofp i8 %a to float
  ret float %r
}
define double @f2d(float %a) {
  %r = fpext float %a to double
  ret double %r
}
define float @d2f(double %a) {
  %r = fptrunc double %a to float
  ret float %r
}
define double @fops(double %a, double %b) {
  %n = fneg double %a
  %s = call double @llvm.fabs.f64(double %b)
  %c = call double @llvm.copysign.f64(double %s, double %n)
  %q = call double @llvm.sqrt.f64(double %s)
  %m = call double @llvm.minnum.f64(double %a, double %b)
  %t1 = fadd double %c, %q
  %t2 = fmul double %t1, %m
  ret double %t2
}
declare double @llvm.fabs.f64(double)
declare double @llvm.copysign.f64(double, double)
declare double @llvm.sqrt.f64(double)
declare double @llvm.minnum.f64(double, double)
"#,
    );
    let mut harness = String::from("#include <stdio.h>\n#include <math.h>\n#include <string.h>\n");
    let preds = ["oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno"];
    for p in preds {
        harness.push_str(&format!(
            "int c_{p}(double, double); int rllc_c_{p}(double, double); int b_{p}(float, float); int rllc_b_{p}(float, float);\n\
             double s_{p}(double, double, double, double); double rllc_s_{p}(double, double, double, double);\n\
             long i_{p}(float, float, long, long); long rllc_i_{p}(float, float, long, long);\n"
        ));
    }
    harness.push_str(
        r#"
#define F(n, T, A) T n(A); T rllc_##n(A);
F(d2u, unsigned long, double) F(f2u, unsigned long, float) F(d2u32, unsigned, double) F(d2i16, short, double)
F(u2d, double, unsigned long) F(u2f, float, unsigned long) F(u32d, double, unsigned) F(s8f, float, signed char)
F(f2d, double, float) F(d2f, float, double)
double fops(double, double); double rllc_fops(double, double);
static int same(double a, double b) { return memcmp(&a, &b, 8) == 0; }
int main(void) {
  int bad = 0;
  double v[] = {0.0, -0.0, 1.0, -1.0, 2.5, NAN, INFINITY, -INFINITY, 1e-310};
  int n = sizeof v / sizeof v[0];
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
    double a = v[i], b = v[j];
"#,
    );
    for p in preds {
        harness.push_str(&format!(
            "    if (c_{p}(a, b) != rllc_c_{p}(a, b)) {{ printf(\"c_{p} %d %d\\n\", i, j); bad = 1; }}\n\
             if (b_{p}(a, b) != rllc_b_{p}(a, b)) {{ printf(\"b_{p} %d %d\\n\", i, j); bad = 1; }}\n\
             if (!same(s_{p}(a, b, 1.5, -2.5), rllc_s_{p}(a, b, 1.5, -2.5))) {{ printf(\"s_{p} %d %d\\n\", i, j); bad = 1; }}\n\
             if (i_{p}(a, b, 11, -22) != rllc_i_{p}(a, b, 11, -22)) {{ printf(\"i_{p} %d %d\\n\", i, j); bad = 1; }}\n"
        ));
    }
    harness.push_str(
        r#"    /* minnum(+0, -0) may be either zero. */
    if (fops(a, b) != rllc_fops(a, b) && !(fops(a, b) != fops(a, b) && rllc_fops(a, b) != rllc_fops(a, b))) { printf("fops %d %d\n", i, j); bad = 1; }
  }
  double d[] = {0.0, 1.5, 4294967295.0, 9223372036854775807.0, 9223372036854775808.0, 1.8e19, 12345678.9};
  for (unsigned i = 0; i < sizeof d / sizeof d[0]; i++) {
    if (d2u(d[i]) != rllc_d2u(d[i])) { printf("d2u %u\n", i); bad = 1; }
    if (f2u((float)d[i]) != rllc_f2u((float)d[i])) { printf("f2u %u\n", i); bad = 1; }
    if (d[i] < 4294967296.0 && d2u32(d[i]) != rllc_d2u32(d[i])) { printf("d2u32 %u\n", i); bad = 1; }
    if (d[i] < 32768 && d2i16(d[i]) != rllc_d2i16(d[i])) { printf("d2i16 %u\n", i); bad = 1; }
    if (!same(f2d((float)d[i]), rllc_f2d((float)d[i])) || d2f(d[i]) != rllc_d2f(d[i])) { printf("fd %u\n", i); bad = 1; }
  }
  unsigned long u[] = {0, 1, 0x7fffffffffffffffUL, 0x8000000000000000UL, 0xffffffffffffffffUL, 0x8000000000000401UL, 0x20000001UL, 0x123456789abcdefUL, 0xfffffffffffff800UL};
  for (unsigned i = 0; i < sizeof u / sizeof u[0]; i++) {
    if (!same(u2d(u[i]), rllc_u2d(u[i]))) { printf("u2d %u\n", i); bad = 1; }
    if (u2f(u[i]) != rllc_u2f(u[i])) { printf("u2f %u %g %g\n", i, u2f(u[i]), rllc_u2f(u[i])); bad = 1; }
    if (!same(u32d((unsigned)u[i]), rllc_u32d((unsigned)u[i]))) { printf("u32d %u\n", i); bad = 1; }
    if (s8f((signed char)u[i]) != rllc_s8f((signed char)u[i])) { printf("s8f %u\n", i); bad = 1; }
  }
  return bad;
}
"#,
    );
    let out = run("fcmp", &funcs, &harness);
    assert_eq!(out, "");
}

#[test]
fn run_f128_and_half() {
    run_c(
        "f128",
        r#"
__float128 q(__float128 a, __float128 b) { return a * b + a / (b - 1) - (__float128)3.5; }
int qcmp(__float128 a, __float128 b) { return (a < b) + 2 * (a == b) + 4 * (a > b); }
double qd(__float128 a) { return (double)a; }
__float128 dq(double a, long long i) { return (__float128)a + (__float128)i; }
_Float16 h(_Float16 a, _Float16 b) { return a * b + (_Float16)1.5; }
float hf(_Float16 a) { return (float)a * 2; }
int hcmp(_Float16 a, _Float16 b) { return a < b; }
"#,
        r#"
#include <stdio.h>
#include <string.h>
#define F(n, T, ...) T n(__VA_ARGS__); T rllc_##n(__VA_ARGS__);
F(q, __float128, __float128, __float128) F(qcmp, int, __float128, __float128) F(qd, double, __float128)
F(dq, __float128, double, long long) F(h, _Float16, _Float16, _Float16) F(hf, float, _Float16) F(hcmp, int, _Float16, _Float16)
int main(void) {
  int bad = 0;
  __float128 v[] = {0, 1, -2.5, 1e30, 3};
  for (int i = 0; i < 5; i++) for (int j = 0; j < 5; j++) {
    __float128 x = q(v[i], v[j]), y = rllc_q(v[i], v[j]);
    if (memcmp(&x, &y, 16) && !(x != x && y != y)) { printf("q %d %d\n", i, j); bad = 1; }
    if (qcmp(v[i], v[j]) != rllc_qcmp(v[i], v[j])) { printf("qcmp %d %d\n", i, j); bad = 1; }
  }
  for (int i = 0; i < 5; i++) {
    if (qd(v[i]) != rllc_qd(v[i])) { printf("qd %d\n", i); bad = 1; }
    __float128 x = dq(1.25 * i, i - 7), y = rllc_dq(1.25 * i, i - 7);
    if (memcmp(&x, &y, 16)) { printf("dq %d\n", i); bad = 1; }
  }
  _Float16 hv[] = {0, 1, -2.5, 100, 0.125};
  for (int i = 0; i < 5; i++) for (int j = 0; j < 5; j++) {
    _Float16 x = h(hv[i], hv[j]), y = rllc_h(hv[i], hv[j]);
    if (memcmp(&x, &y, 2)) { printf("h %d %d\n", i, j); bad = 1; }
    if (hcmp(hv[i], hv[j]) != rllc_hcmp(hv[i], hv[j])) { printf("hcmp %d %d\n", i, j); bad = 1; }
    if (hf(hv[i]) != rllc_hf(hv[i])) { printf("hf %d\n", i); bad = 1; }
  }
  return bad;
}
"#,
    );
}

#[test]
fn run_bit_operations() {
    let mut ll = String::new();
    for (t, bits) in [("i8", 8), ("i16", 16), ("i32", 32), ("i64", 64)] {
        ll.push_str(&format!(
            r#"
define {t} @bits_{t}({t} %a, {t} %b) {{
  %p = call {t} @llvm.ctpop.{t}({t} %a)
  %l = call {t} @llvm.ctlz.{t}({t} %a, i1 false)
  %z = call {t} @llvm.cttz.{t}({t} %b, i1 false)
  %r = call {t} @llvm.bitreverse.{t}({t} %a)
  %fl = call {t} @llvm.fshl.{t}({t} %a, {t} %b, {t} %b)
  %fr = call {t} @llvm.fshr.{t}({t} %b, {t} %a, {t} 3)
  %rl = call {t} @llvm.fshl.{t}({t} %a, {t} %a, {t} %b)
  %sa = call {t} @llvm.sadd.sat.{t}({t} %a, {t} %b)
  %ua = call {t} @llvm.uadd.sat.{t}({t} %a, {t} %b)
  %ss = call {t} @llvm.ssub.sat.{t}({t} %a, {t} %b)
  %us = call {t} @llvm.usub.sat.{t}({t} %a, {t} %b)
  %ab = call {t} @llvm.abs.{t}({t} %a, i1 false)
  %mx = call {t} @llvm.smax.{t}({t} %a, {t} %b)
  %mn = call {t} @llvm.umin.{t}({t} %a, {t} %b)
  %x1 = xor {t} %p, %l
  %x2 = mul {t} %x1, 3
  %x3 = add {t} %x2, %z
  %x4 = xor {t} %x3, %r
  %x5 = add {t} %x4, %fl
  %x6 = xor {t} %x5, %fr
  %x7 = add {t} %x6, %rl
  %x8 = xor {t} %x7, %sa
  %x9 = add {t} %x8, %ua
  %y1 = xor {t} %x9, %ss
  %y2 = add {t} %y1, %us
  %y3 = xor {t} %y2, %ab
  %y4 = add {t} %y3, %mx
  %y5 = xor {t} %y4, %mn
  ret {t} %y5
}}
declare {t} @llvm.ctpop.{t}({t})
declare {t} @llvm.ctlz.{t}({t}, i1)
declare {t} @llvm.cttz.{t}({t}, i1)
declare {t} @llvm.bitreverse.{t}({t})
declare {t} @llvm.fshl.{t}({t}, {t}, {t})
declare {t} @llvm.fshr.{t}({t}, {t}, {t})
declare {t} @llvm.sadd.sat.{t}({t}, {t})
declare {t} @llvm.uadd.sat.{t}({t}, {t})
declare {t} @llvm.ssub.sat.{t}({t}, {t})
declare {t} @llvm.usub.sat.{t}({t}, {t})
declare {t} @llvm.abs.{t}({t}, i1)
declare {t} @llvm.smax.{t}({t}, {t})
declare {t} @llvm.umin.{t}({t}, {t})
"#
        ));
        if bits >= 16 {
            ll.push_str(&format!(
                "define {t} @bswap_{t}({t} %a) {{\n  %r = call {t} @llvm.bswap.{t}({t} %a)\n  ret {t} %r\n}}\ndeclare {t} @llvm.bswap.{t}({t})\n"
            ));
        }
    }
    let harness = r#"
#include <stdio.h>
#define F(T, n) T bits_##n(T, T); T rllc_bits_##n(T, T);
F(unsigned char, i8) F(unsigned short, i16) F(unsigned, i32) F(unsigned long, i64)
unsigned short bswap_i16(unsigned short); unsigned short rllc_bswap_i16(unsigned short);
unsigned bswap_i32(unsigned); unsigned rllc_bswap_i32(unsigned);
unsigned long bswap_i64(unsigned long); unsigned long rllc_bswap_i64(unsigned long);
int main(void) {
  unsigned long v[] = {0, 1, 2, 3, 0x80, 0x7f, 0xff, 0x8000, 0xffff, 0x12345678, 0x80000000, 0xffffffff, 0x8000000000000000UL, 0xfedcba9876543210UL, 63, 64};
  int n = sizeof v / sizeof v[0], bad = 0;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++) {
      if (bits_i8(v[i], v[j]) != rllc_bits_i8(v[i], v[j])) { printf("i8 %d %d\n", i, j); bad = 1; }
      if (bits_i16(v[i], v[j]) != rllc_bits_i16(v[i], v[j])) { printf("i16 %d %d\n", i, j); bad = 1; }
      if (bits_i32(v[i], v[j]) != rllc_bits_i32(v[i], v[j])) { printf("i32 %d %d\n", i, j); bad = 1; }
      if (bits_i64(v[i], v[j]) != rllc_bits_i64(v[i], v[j])) { printf("i64 %d %d\n", i, j); bad = 1; }
    }
    if (bswap_i16(v[i]) != rllc_bswap_i16(v[i]) || bswap_i32(v[i]) != rllc_bswap_i32(v[i]) || bswap_i64(v[i]) != rllc_bswap_i64(v[i])) { printf("bswap %d\n", i); bad = 1; }
  }
  return bad;
}
"#;
    let out = run("bits", &ll, harness);
    assert_eq!(out, "");
    // With POPCNT/LZCNT/BMI the same functions use the instructions.
    let c = compile_with(&ll, Features { popcnt: true, lzcnt: true, bmi: true, ..Default::default() });
    check(&c, "bits_i32", &["popcntl", "lzcntl", "tzcntl"], &["bsrl", "bsfl"]);
    let c = compile(&ll);
    check(&c, "bits_i32", &["bsrl", "bsfl"], &["popcnt", "lzcnt", "tzcnt"]);
}

#[test]
fn run_vector_getelementptr() {
    // Vectors of pointers from getelementptr (vector base or indices, splat struct
    // indices), as clang's vectorizer emits them (sqlite3VdbeExec).
    let ll = r#"
%S = type { i32, [4 x i16], double }
define void @a(ptr %p, <2 x i64> %i, ptr %out) {
  %g = getelementptr inbounds %S, ptr %p, <2 x i64> %i
  store <2 x ptr> %g, ptr %out
  ret void
}
define void @b(<2 x ptr> %p, i64 %i, ptr %out) {
  %g = getelementptr inbounds %S, <2 x ptr> %p, i64 %i, i32 1, i64 2
  store <2 x ptr> %g, ptr %out
  ret void
}
define void @c(ptr %p, <4 x i32> %i, ptr %out) {
  %g = getelementptr i16, ptr %p, <4 x i32> %i
  store <4 x ptr> %g, ptr %out
  ret void
}
define i64 @d(ptr %p, <2 x i64> %i) {
  %g = getelementptr inbounds %S, ptr %p, <2 x i64> %i, <2 x i32> <i32 1, i32 1>, <2 x i64> <i64 3, i64 1>
  %x = extractelement <2 x ptr> %g, i64 0
  %y = extractelement <2 x ptr> %g, i64 1
  %xi = ptrtoint ptr %x to i64
  %yi = ptrtoint ptr %y to i64
  %r = sub i64 %xi, %yi
  ret i64 %r
}
define void @e(ptr %p, <2 x i64> %i, ptr %out) {
  %g = getelementptr inbounds %S, ptr %p, <2 x i64> %i, i32 2
  store <2 x ptr> %g, ptr %out
  ret void
}
"#;
    let out = run(
        "vgep",
        ll,
        r#"
#include <stdio.h>
#include <string.h>
typedef long long v2 __attribute__((vector_size(16)));
typedef int v4 __attribute__((vector_size(16)));
typedef long p2 __attribute__((vector_size(16)));
void a(char*,v2,void*); void rllc_a(char*,v2,void*);
void b(p2,long,void*); void rllc_b(p2,long,void*);
void c(char*,v4,void*); void rllc_c(char*,v4,void*);
long d(char*,v2); long rllc_d(char*,v2);
void e(char*,v2,void*); void rllc_e(char*,v2,void*);
int main(){ char buf[64]; long o1[4],o2[4]; int bad=0; v2 i={3,-7}; v4 j={1,-2,100000,-100000}; p2 pp={(long)buf, (long)buf+8};
 memset(o1,0,32);memset(o2,0,32); a(buf,i,o1); rllc_a(buf,i,o2); if(memcmp(o1,o2,32)){puts("a");bad=1;}
 memset(o1,0,32);memset(o2,0,32); b(pp,5,o1); rllc_b(pp,5,o2); if(memcmp(o1,o2,32)){puts("b");bad=1;}
 memset(o1,0,32);memset(o2,0,32); c(buf,j,o1); rllc_c(buf,j,o2); if(memcmp(o1,o2,32)){puts("c");bad=1;}
 if(d(buf,i)!=rllc_d(buf,i)){puts("d");bad=1;}
 memset(o1,0,32);memset(o2,0,32); e(buf,i,o1); rllc_e(buf,i,o2); if(memcmp(o1,o2,32)){puts("e");bad=1;}
 return bad;}
"#,
    );
    assert_eq!(out, "");
}

#[test]
fn run_empty_inline_asm() {
    // Empty-template inline assembly: compiler barriers and value barriers.
    run_c(
        "asm",
        r#"
int g;
int f(int x) {
  int y = x * 3;
  __asm__("" : "+r"(y));
  g = y;
  __asm__ volatile("" ::: "memory");
  int a, b = x;
  __asm__ volatile("" : "=r"(a), "+r"(b) : "r"(x) : "cc");
  return y + g + b;
}
long h(long *p) { long s = 0; for (int i = 0; i < 10; i++) { s += p[i]; __asm__ volatile("" : : "r"(s) : "memory"); } return s; }
"#,
        r#"
#include <stdio.h>
int f(int); int rllc_f(int); long h(long *); long rllc_h(long *);
int main(void) {
  long arr[10]; int bad = 0;
  for (int i = 0; i < 10; i++) arr[i] = i * i;
  for (int x = -3; x < 20; x++) if (f(x) != rllc_f(x)) { printf("f %d\n", x); bad = 1; }
  if (h(arr) != rllc_h(arr)) { printf("h\n"); bad = 1; }
  return bad;
}
"#,
    );
}

#[test]
fn run_masked_memory() {
    // llvm.masked.{load,store,gather,scatter,expandload,compressstore} (clang's
    // vectorizer emits them for AVX-512 targets), lane by lane.
    let ll = r#"
define void @st(ptr %p, ptr %vp, ptr %cp) {
  %v = load <8 x i32>, ptr %vp
  %c = load <8 x i32>, ptr %cp
  %m = icmp sgt <8 x i32> %c, zeroinitializer
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %v, ptr %p, i32 4, <8 x i1> %m)
  ret void
}
define void @ld(ptr %p, ptr %cp, ptr %ptp, ptr %out) {
  %c = load <4 x i64>, ptr %cp
  %pt = load <4 x double>, ptr %ptp
  %m = icmp ne <4 x i64> %c, zeroinitializer
  %r = call <4 x double> @llvm.masked.load.v4f64.p0(ptr %p, i32 8, <4 x i1> %m, <4 x double> %pt)
  store <4 x double> %r, ptr %out
  ret void
}
define <4 x i32> @ga(ptr %p, <4 x i32> %i, <4 x i32> %c) {
  %m = icmp slt <4 x i32> %c, zeroinitializer
  %ps = getelementptr i32, ptr %p, <4 x i32> %i
  %r = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> %ps, i32 4, <4 x i1> %m, <4 x i32> <i32 -1, i32 -2, i32 -3, i32 -4>)
  ret <4 x i32> %r
}
define void @sc(ptr %p, <4 x i16> %v, ptr %ip, ptr %cp) {
  %i = load <4 x i64>, ptr %ip
  %c = load <4 x i64>, ptr %cp
  %m = icmp ugt <4 x i64> %c, <i64 5, i64 5, i64 5, i64 5>
  %ps = getelementptr i16, ptr %p, <4 x i64> %i
  call void @llvm.masked.scatter.v4i16.v4p0(<4 x i16> %v, <4 x ptr> %ps, i32 2, <4 x i1> %m)
  ret void
}
define <4 x float> @ex(ptr %p, <4 x i32> %c, <4 x float> %pt) {
  %m = icmp eq <4 x i32> %c, zeroinitializer
  %r = call <4 x float> @llvm.masked.expandload.v4f32(ptr %p, <4 x i1> %m, <4 x float> %pt)
  ret <4 x float> %r
}
define void @co(ptr %p, <4 x i32> %c, <4 x float> %v) {
  %m = icmp eq <4 x i32> %c, zeroinitializer
  call void @llvm.masked.compressstore.v4f32(<4 x float> %v, ptr %p, <4 x i1> %m)
  ret void
}
"#;
    let out = run(
        "masked",
        ll,
        r#"
#include <stdio.h>
#include <string.h>
typedef int v8i __attribute__((vector_size(32))); typedef long v4l __attribute__((vector_size(32))); typedef double v4d __attribute__((vector_size(32)));
typedef int v4i __attribute__((vector_size(16))); typedef short v4s __attribute__((vector_size(8))); typedef float v4f __attribute__((vector_size(16)));
#define D(n, R, ...) R n(__VA_ARGS__); R rllc_##n(__VA_ARGS__);
D(st, void, int*, v8i*, v8i*) D(ld, void, double*, v4l*, v4d*, v4d*) D(ga, v4i, int*, v4i, v4i) D(sc, void, short*, v4s, v4l*, v4l*) D(ex, v4f, float*, v4i, v4f) D(co, void, float*, v4i, v4f)
int main(){ int bad=0;
 for(int s=0;s<16;s++){
  int a[8]={0},b[8]={0}; v8i v={1,2,3,4,5,6,7,8}, c={s&1?1:-1, s&2?1:0, s&4?5:-5, s&8?1:-1, -s, s, s-8, 8-s};
  st(a,&v,&c); rllc_st(b,&v,&c); if(memcmp(a,b,sizeof a)){printf("st %d\n",s);bad=1;}
  double d[4]={1.5,2.5,3.5,4.5}; v4l lc={s&1,s&2,s&4,s&8}; v4d pt={-1,-2,-3,-4}; v4d r1, r2; ld(d,&lc,&pt,&r1); rllc_ld(d,&lc,&pt,&r2); if(memcmp(&r1,&r2,sizeof r1)){printf("ld %d\n",s);bad=1;}
  int arr[16]; for(int i=0;i<16;i++) arr[i]=i*i; v4i ix={s, 15-s, (s*3)&15, 7}, ic={-(s&1),-(s&2),-(s&4),-(s&8)}; v4i g1=ga(arr,ix,ic), g2=rllc_ga(arr,ix,ic); if(memcmp(&g1,&g2,sizeof g1)){printf("ga %d\n",s);bad=1;}
  short sa[16]={0}, sb[16]={0}; v4s sv={11,22,33,44}; v4l si={s&15,(s+3)&15,(s*5)&15,(s+3)&15}, sc2={s,s+3,10-s,6}; sc(sa,sv,&si,&sc2); rllc_sc(sb,sv,&si,&sc2); if(memcmp(sa,sb,sizeof sa)){printf("sc %d\n",s);bad=1;}
  float fa[4]={1,2,3,4}; v4i ec={s&1,s&2,s&4,s&8}; v4f fp={-1,-2,-3,-4}; v4f e1=ex(fa,ec,fp), e2=rllc_ex(fa,ec,fp); if(memcmp(&e1,&e2,sizeof e1)){printf("ex %d\n",s);bad=1;}
  float fb[4]={0},fc[4]={0}; co(fb,ec,fp); rllc_co(fc,ec,fp); if(memcmp(fb,fc,sizeof fb)){printf("co %d\n",s);bad=1;}
 }
 return bad;}
"#,
    );
    assert_eq!(out, "");
}

#[test]
fn run_sse_intrinsics() {
    // SSE/SSE2 operations clang leaves as llvm.x86.* calls, at -O0 and -O2.
    run_c(
        "sse",
        r#"
#include <emmintrin.h>
#include <x86intrin.h>
#define ST(x) (_mm_storeu_si128((__m128i *)o, (x)), o += 16)
#define STF(x) (_mm_storeu_ps((float *)o, (x)), o += 16)
#define STD(x) (_mm_storeu_pd((double *)o, (x)), o += 16)
#define STI(x) (*(long long *)o = (x), o += 8)
void intr(const short *src, const float *fs, const double *ds, int k, unsigned char *o) {
  __m128i a = _mm_loadu_si128((const void *)src), b = _mm_loadu_si128((const void *)(src + 8));
  __m128 fa = _mm_loadu_ps(fs), fb = _mm_loadu_ps(fs + 4);
  __m128d da = _mm_loadu_pd(ds), db = _mm_loadu_pd(ds + 2);
  ST(_mm_packs_epi16(a, b)); ST(_mm_packus_epi16(a, b)); ST(_mm_packs_epi32(a, b));
  ST(_mm_madd_epi16(a, b)); ST(_mm_sad_epu8(a, b)); ST(_mm_mulhi_epi16(a, b)); ST(_mm_mulhi_epu16(a, b));
  ST(_mm_avg_epu8(a, b)); ST(_mm_avg_epu16(a, b));
  STF(_mm_min_ps(fa, fb)); STF(_mm_max_ps(fa, fb)); STD(_mm_min_pd(da, db)); STD(_mm_max_pd(da, db));
  STF(_mm_min_ss(fa, fb)); STD(_mm_max_sd(da, db));
  ST(_mm_sll_epi32(a, _mm_cvtsi32_si128(k & 31))); ST(_mm_srl_epi64(a, _mm_cvtsi32_si128(k))); ST(_mm_sra_epi16(a, _mm_cvtsi32_si128(k)));
  ST(_mm_slli_epi32(a, 3)); ST(_mm_srli_epi16(a, 5)); ST(_mm_srai_epi32(a, 40)); ST(_mm_slli_epi64(a, k)); ST(_mm_srai_epi16(a, k));
  ST(_mm_cvtps_epi32(fa)); ST(_mm_cvtpd_epi32(da));
  STI(_mm_cvtsd_si32(da)); STI(_mm_cvtsd_si64(db)); STI(_mm_cvtss_si32(fa)); STI(_mm_cvtss_si64(fb)); STI(_mm_cvttsd_si32(da)); STI(_mm_cvttss_si32(fb));
  STI(_mm_comieq_sd(da, db) + 2 * _mm_comilt_sd(da, db) + 4 * _mm_ucomile_sd(da, da) + 8 * _mm_comigt_ss(fa, fb) + 16 * _mm_ucomige_ss(fb, fa) + 32 * _mm_comineq_ss(fa, fa));
  STF(_mm_rsqrt_ps(_mm_set1_ps(4.0f))); STF(_mm_rcp_ps(_mm_set1_ps(8.0f)));
}
int effects(void *p) {
  _mm_pause(); _mm_mfence(); _mm_lfence(); _mm_sfence(); _mm_clflush(p);
  unsigned long long t1 = __rdtsc(), t2 = __rdtsc();
  return t2 >= t1 && t1 > 1000000;
}
"#,
        r#"
#include <stdio.h>
#include <string.h>
void intr(const short *, const float *, const double *, int, unsigned char *);
void rllc_intr(const short *, const float *, const double *, int, unsigned char *);
int effects(void *); int rllc_effects(void *);
int main(void) {
  short s[16]; float f[8] = {1.5f, -2.5f, 0.0f / 0.0f, 1e10f, 2.5f, -3.5f, 1.0f, -0.0f};
  double d[4] = {2.5, -7.75, 3.5, 0.0 / 0.0};
  unsigned char o1[1024], o2[1024];
  int bad = 0;
  for (int i = 0; i < 16; i++) s[i] = (short)(i * 4567 - 30000);
  for (int k = 0; k < 40; k += 3) {
    memset(o1, 0, sizeof o1); memset(o2, 0, sizeof o2);
    intr(s, f, d, k, o1); rllc_intr(s, f, d, k, o2);
    for (int i = 0; i < 1024; i++) if (o1[i] != o2[i]) { printf("k %d byte %d\n", k, i); bad = 1; break; }
  }
  if (effects(s) != rllc_effects(s)) { printf("effects\n"); bad = 1; }
  return bad;
}
"#,
    );
}

#[test]
fn run_constrained_fp() {
    // FENV_ACCESS code (llvm.experimental.constrained.*), run in every rounding mode.
    run_c(
        "fenv",
        r#"
#include <fenv.h>
#include <math.h>
#pragma STDC FENV_ACCESS ON
double g(double a, double b, long l, unsigned u, float c) {
  return a * b + a / b - (double)l + u + (a < b) + (long)(a * 3) + (float)a + sqrt(b * b) + fma(a, b, c) + nearbyint(a) + (unsigned)(fabs(b) < 4e9 ? fabs(b) : 0) + (c >= a);
}
"#,
        r#"
#include <stdio.h>
#include <fenv.h>
double g(double, double, long, unsigned, float); double rllc_g(double, double, long, unsigned, float);
int main(void) {
  int modes[] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO}, bad = 0;
  double v[] = {1.0 / 3, -7.1, 2.5, 1e17, -0.0};
  for (int m = 0; m < 4; m++) {
    fesetround(modes[m]);
    for (int i = 0; i < 5; i++)
      for (int j = 0; j < 5; j++) {
        double x = g(v[i], v[j], -9 * i, 42u * j, 0.1f * j), y = rllc_g(v[i], v[j], -9 * i, 42u * j, 0.1f * j);
        if (x != y && !(x != x && y != y)) { printf("mode %d %d %d: %a %a\n", m, i, j, x, y); bad = 1; }
      }
  }
  fesetround(FE_TONEAREST);
  return bad;
}
"#,
    );
}

#[test]
fn run_odd_wide_across_blocks() {
    // An i136 value live across blocks is exported in parts; its any-extension to the
    // expanded i256 must only use the parts holding its bits.
    let ll = r#"
define void @wide(ptr %p, ptr %q, i32 %n) {
entry:
  %a = load i136, ptr %p, align 16
  %b = load i136, ptr %q, align 16
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  %i1 = add i32 %i, 1
  %c = icmp sge i32 %i1, %n
  br i1 %c, label %exit, label %loop
exit:
  %x = and i136 %a, -43556142316843016006458496184954289913857
  %y = and i136 %b, -16384
  store i136 %x, ptr %p, align 16
  store i136 %y, ptr %q, align 16
  ret void
}
"#;
    let out = run(
        "i136",
        ll,
        r#"
#include <stdio.h>
#include <string.h>
void wide(unsigned char *, unsigned char *, int); void rllc_wide(unsigned char *, unsigned char *, int);
int main(void) {
  _Alignas(16) unsigned char a[32], b[32], c[32], d[32];
  int bad = 0;
  for (int s = 0; s < 50; s++) {
    for (int i = 0; i < 32; i++) a[i] = b[i] = (unsigned char)(s * 53 + i * 29 + 7);
    memcpy(c, a, 32); memcpy(d, a, 32);
    wide(a, b, s % 3); rllc_wide(c, d, s % 3);
    if (memcmp(a, c, 32) || memcmp(b, d, 32)) { printf("s %d\n", s); bad = 1; }
  }
  return bad;
}
"#,
    );
    assert_eq!(out, "");
}

#[test]
fn run_odd_wide_integers() {
    let ll = r#"
define i64 @bitfield(ptr %p, i32 %k) {
  %v = load i96, ptr %p, align 1
  %a = shl i96 %v, 42
  %b = ashr i96 %a, 83
  %c = trunc i96 %b to i64
  %d = shl i96 %v, 22
  %e = lshr i96 %d, 76
  %f = trunc i96 %e to i64
  %g = add i96 %v, %v
  %h = icmp slt i96 %g, 0
  %i = icmp ugt i96 %g, 1000
  %s = zext i32 %k to i96
  %j = ashr i96 %g, %s
  %jt = trunc i96 %j to i64
  %h1 = zext i1 %h to i64
  %i1 = zext i1 %i to i64
  %r1 = xor i64 %c, %f
  %r2 = add i64 %r1, %h1
  %r3 = mul i64 %r2, 3
  %r4 = add i64 %r3, %i1
  %r5 = xor i64 %r4, %jt
  %w = load i144, ptr %p, align 1
  %w1 = shl i144 %w, 126
  %w2 = ashr i144 %w1, 126
  %w3 = trunc i144 %w2 to i64
  %w4 = shl i144 %w, 90
  %w5 = ashr i144 %w4, 139
  %w6 = trunc i144 %w5 to i64
  %w7 = lshr i144 %w4, 100
  %w8 = trunc i144 %w7 to i64
  %r6 = xor i64 %r5, %w3
  %r7 = add i64 %r6, %w6
  %r8 = xor i64 %r7, %w8
  ret i64 %r8
}
"#;
    let out = run(
        "i96",
        ll,
        r#"
#include <stdio.h>
long bitfield(unsigned char *, int); long rllc_bitfield(unsigned char *, int);
int main(void) {
  unsigned char buf[32];
  int bad = 0;
  for (int s = 0; s < 200; s++) {
    for (int i = 0; i < 32; i++) buf[i] = (unsigned char)(s * 53 + i * 29 + (s & 1 ? 0x80 : 0));
    for (int k = 0; k < 96; k += 13)
      if (bitfield(buf, k) != rllc_bitfield(buf, k)) { printf("s %d k %d\n", s, k); bad = 1; }
  }
  return bad;
}
"#,
    );
    assert_eq!(out, "");
}

#[test]
fn run_overflow_builtins() {
    run_c(
        "ovf",
        r#"
int ovf(long a, long b, __int128 c, __int128 d, unsigned short e, unsigned short f) {
  long r1; unsigned long r2; __int128 r3; unsigned __int128 r4; unsigned short r5; int r6; signed char r7;
  int o = __builtin_mul_overflow(a, b, &r1);
  o = o * 2 + __builtin_mul_overflow((unsigned long)a, (unsigned long)b, &r2);
  o = o * 2 + __builtin_mul_overflow(c, d, &r3);
  o = o * 2 + __builtin_add_overflow(c, d, &r3);
  o = o * 2 + __builtin_sub_overflow((unsigned __int128)c, (unsigned __int128)d, &r4);
  o = o * 2 + __builtin_mul_overflow(e, f, &r5);
  o = o * 2 + __builtin_add_overflow(a, e, &r6);
  o = o * 2 + __builtin_mul_overflow((signed char)a, (signed char)b, &r7);
  return o * 31 + (int)r1 + (int)r2 + (int)(r3 >> 64) + (int)r4 + r5 + r6 + r7;
}
int misc(unsigned long x, unsigned y, int n) {
  return __builtin_parityll(x) + __builtin_ffsll(x) * 3 + __builtin_clrsb(y) * 5 + __builtin_bswap16((unsigned short)y)
    + (int)((x << (n & 63)) | (x >> ((64 - n) & 63))) + __builtin_popcount(y) * 7;
}
"#,
        r#"
#include <stdio.h>
int ovf(long, long, __int128, __int128, unsigned short, unsigned short);
int rllc_ovf(long, long, __int128, __int128, unsigned short, unsigned short);
int misc(unsigned long, unsigned, int); int rllc_misc(unsigned long, unsigned, int);
int main(void) {
  long v[] = {0, 1, -1, 3, 0x7fffffff, -0x80000000L, 0x7fffffffffffffffL, 0x123456789L, -77};
  int n = sizeof v / sizeof v[0], bad = 0;
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
    __int128 c = (__int128)v[i] << 40, d = (__int128)v[j] * 1000003;
    if (ovf(v[i], v[j], c, d, v[i], v[j]) != rllc_ovf(v[i], v[j], c, d, v[i], v[j])) { printf("ovf %d %d\n", i, j); bad = 1; }
    if (misc(v[i], v[j], i * 7 + j) != rllc_misc(v[i], v[j], i * 7 + j)) { printf("misc %d %d\n", i, j); bad = 1; }
  }
  return bad;
}
"#,
    );
}

#[test]
fn patterns() {
    let c = compile(
        r#"
@local = internal global i32 0
@ext = external global i32
define double @zero() {
  ret double 0.0
}
define double @one() {
  ret double 1.0
}
define i1 @feq(double %a, double %b) {
  %c = fcmp oeq double %a, %b
  ret i1 %c
}
define i32 @loads() {
  %a = load i32, ptr @local
  %b = load i32, ptr @ext
  %c = add i32 %a, %b
  ret i32 %c
}
define i32 @zext_load(ptr %p) {
  %a = load i8, ptr %p
  %b = zext i8 %a to i32
  ret i32 %b
}
define i32 @sw(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 0, label %a
                            i32 1, label %b
                            i32 2, label %c
                            i32 3, label %e
                            i32 4, label %f ]
a:
  ret i32 10
b:
  ret i32 20
c:
  ret i32 30
e:
  ret i32 40
f:
  ret i32 50
d:
  ret i32 0
}
define i32 @atomics(ptr %p, i32 %v) {
  %o = atomicrmw add ptr %p, i32 %v seq_cst
  store atomic i32 %o, ptr %p seq_cst, align 4
  fence seq_cst
  ret i32 %o
}
define double @u2d(i64 %x) {
  %r = uitofp i64 %x to double
  ret double %r
}
define i64 @d2s(double %x) {
  %r = fptosi double %x to i64
  ret i64 %r
}
define i64 @divrem(i64 %a, i64 %b) {
  %q = sdiv i64 %a, %b
  ret i64 %q
}
"#,
    );
    check(&c, "zero", &["xorps"], &["LCPI"]);
    check(&c, "one", &["movsd\t.LCPI", "(%rip), %xmm0"], &[]);
    check(&c, "feq", &["ucomisd", "sete", "setnp"], &[]);
    check(&c, "loads", &["rllc_local(%rip)", "ext@GOTPCREL(%rip)"], &[]);
    check(&c, "zext_load", &["movzbl\t(%rdi), %eax"], &["movb"]);
    check(&c, "sw", &["leaq\t.LJTI", "movslq\t(", "jmpq\t*"], &[]);
    check(&c, "atomics", &["lock", "xaddl", "xchgl", "mfence"], &[]);
    check(&c, "u2d", &["punpckldq", "subpd"], &["cvtsi2sdq"]);
    check(&c, "d2s", &["cvttsd2si"], &[]);
    check(&c, "divrem", &["cqto", "idivq"], &[]);
}

#[test]
fn run_division_by_constants() {
    let divisors: [i64; 16] = [1, 2, 3, 5, 7, 10, 16, 60, 641, 1000, 65535, -1, -2, -3, -7, -1000];
    let mut ll = String::new();
    let mut harness = String::from("#include <stdio.h>\n");
    for (t, ct) in [("i8", "signed char"), ("i16", "short"), ("i32", "int"), ("i64", "long")] {
        let bits = match t {
            "i8" => 8,
            "i16" => 16,
            "i32" => 32,
            _ => 64,
        };
        ll.push_str(&format!("define {t} @d_{t}({t} %x) {{\n  %acc0 = add {t} 0, 0\n"));
        let mut k = 0;
        for &d in &divisors {
            let dd = if bits < 64 { ((d as i128) & ((1i128 << bits) - 1)) as i64 } else { d };
            if bits == 8 && !(-128..=255).contains(&d) {
                continue;
            }
            for op in ["sdiv", "udiv", "srem", "urem"] {
                ll.push_str(&format!("  %v{k} = {op} {t} %x, {dd}\n  %m{k} = mul {t} %acc{k}, 31\n  %acc{} = add {t} %m{k}, %v{k}\n", k + 1));
                k += 1;
            }
        }
        ll.push_str(&format!("  ret {t} %acc{k}\n}}\n"));
        harness.push_str(&format!("{ct} d_{t}({ct}); {ct} rllc_d_{t}({ct});\n"));
    }
    harness.push_str(
        r#"
int main(void) {
  long v[] = {0, 1, -1, 2, 3, 9, 10, 11, -10, -11, 99, 127, -128, 255, 1000, -1000, 32767, -32768, 65535,
              2147483647L, -2147483647L - 1, 4294967295L, 123456789012L, -123456789012L, 0x7fffffffffffffffL, (long)0x8000000000000000UL};
  int n = sizeof v / sizeof v[0], bad = 0;
  for (int i = 0; i < n; i++) {
    if (d_i8(v[i]) != rllc_d_i8(v[i])) { printf("i8 %ld\n", v[i]); bad = 1; }
    if (d_i16(v[i]) != rllc_d_i16(v[i])) { printf("i16 %ld\n", v[i]); bad = 1; }
    if (d_i32(v[i]) != rllc_d_i32(v[i])) { printf("i32 %ld\n", v[i]); bad = 1; }
    if (d_i64(v[i]) != rllc_d_i64(v[i])) { printf("i64 %ld\n", v[i]); bad = 1; }
  }
  for (long x = -70000; x < 70000; x += 7) {
    if (d_i16(x) != rllc_d_i16(x) || d_i32(x * 40503) != rllc_d_i32(x * 40503) || d_i64(x * 0x12345671L) != rllc_d_i64(x * 0x12345671L)) { printf("x %ld\n", x); bad = 1; break; }
  }
  return bad;
}
"#,
    );
    let out = run("divconst", &ll, &harness);
    assert_eq!(out, "");
    let c = compile(&ll);
    check(&c, "d_i32", &["mull", "imull"], &["idivl", "divl"]);
}

#[test]
fn run_computed_goto() {
    run_c(
        "cgoto",
        r#"
int interp(const unsigned char *code, int n) {
  static void *labels[] = {&&op_inc, &&op_dbl, &&op_neg, &&op_end};
  void *local[] = {&&op_inc, &&op_dbl, &&op_neg, &&op_end};
  int acc = 1, pc = 0, steps = 0;
  goto *labels[code[pc++] & 3];
op_inc: acc += 3; steps++; if (pc >= n) goto done; goto *local[code[pc++] & 3];
op_dbl: acc *= 2; steps++; if (pc >= n) goto done; goto *labels[code[pc++] & 3];
op_neg: acc = -acc + steps; if (pc >= n) goto done; goto *local[code[pc++] & 3];
op_end: acc += 1000;
done: return acc * 7 + steps;
}
"#,
        r#"
#include <stdio.h>
int interp(const unsigned char *, int); int rllc_interp(const unsigned char *, int);
int main(void) {
  unsigned char code[64];
  int bad = 0;
  for (int s = 0; s < 200; s++) {
    for (int i = 0; i < 64; i++) code[i] = (unsigned char)(s * 31 + i * 17 + (i * i >> 3));
    for (int n = 1; n < 64; n += 9)
      if (interp(code, n) != rllc_interp(code, n)) { printf("s %d n %d\n", s, n); bad = 1; }
  }
  return bad;
}
"#,
    );
}

#[test]
fn run_memory_intrinsics() {
    let mut src = String::from("#include <string.h>\n");
    for n in [1, 3, 7, 8, 15, 16, 17, 31, 33, 64, 100, 128, 129, 300] {
        src.push_str(&format!(
            "void cp{n}(char *d, const char *s) {{ memcpy(d, s, {n}); }}\n\
             void mv{n}(char *p) {{ memmove(p + 3, p, {n}); memmove(p, p + 5, {n}); }}\n\
             void st{n}(char *d, int c) {{ memset(d, c, {n}); memset(d + {n} + 1, 0x5a, {n}); }}\n"
        ));
    }
    src.push_str("void cpn(char *d, const char *s, unsigned long n) { memcpy(d, s, n); memset(d + n, 7, n / 2); }\n");
    let mut harness = String::from("#include <stdio.h>\n#include <string.h>\n");
    let sizes = [1, 3, 7, 8, 15, 16, 17, 31, 33, 64, 100, 128, 129, 300];
    for n in sizes {
        harness.push_str(&format!(
            "void cp{n}(char *, const char *); void rllc_cp{n}(char *, const char *);\n\
             void mv{n}(char *); void rllc_mv{n}(char *);\n\
             void st{n}(char *, int); void rllc_st{n}(char *, int);\n"
        ));
    }
    harness.push_str("void cpn(char *, const char *, unsigned long); void rllc_cpn(char *, const char *, unsigned long);\n");
    harness.push_str("int main(void) {\n  static char a[1024], b[1024], s[1024];\n  int bad = 0;\n  for (int i = 0; i < 1024; i++) s[i] = (char)(i * 7 + 3);\n");
    for n in sizes {
        harness.push_str(&format!(
            "  memset(a, 1, 1024); memset(b, 1, 1024); cp{n}(a + 1, s + 2); rllc_cp{n}(b + 1, s + 2); if (memcmp(a, b, 1024)) {{ printf(\"cp{n}\\n\"); bad = 1; }}\n\
               memcpy(a, s, 1024); memcpy(b, s, 1024); mv{n}(a + 8); rllc_mv{n}(b + 8); if (memcmp(a, b, 1024)) {{ printf(\"mv{n}\\n\"); bad = 1; }}\n\
               memset(a, 1, 1024); memset(b, 1, 1024); st{n}(a + 3, 0x1234); rllc_st{n}(b + 3, 0x1234); if (memcmp(a, b, 1024)) {{ printf(\"st{n}\\n\"); bad = 1; }}\n"
        ));
    }
    harness.push_str("  for (unsigned long n = 0; n < 70; n += 13) { memset(a, 1, 1024); memset(b, 1, 1024); cpn(a, s, n); rllc_cpn(b, s, n); if (memcmp(a, b, 1024)) { printf(\"cpn %lu\\n\", n); bad = 1; } }\n  return bad;\n}\n");
    run_c("mem", &src, &harness);
    let ll = r#"
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @small(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 24, i1 false)
  ret void
}
"#;
    let c = compile(ll);
    check(&c, "small", &["movdqu", "movq\t16("], &["memcpy"]);
}

#[test]
fn run_saturating_conversions() {
    let ll = r#"
define i32 @s32(double %x) {
  %r = call i32 @llvm.fptosi.sat.i32.f64(double %x)
  ret i32 %r
}
define i8 @u8(float %x) {
  %r = call i8 @llvm.fptoui.sat.i8.f32(float %x)
  ret i8 %r
}
define i64 @u64(double %x) {
  %r = call i64 @llvm.fptoui.sat.i64.f64(double %x)
  ret i64 %r
}
define i16 @s16(float %x) {
  %r = call i16 @llvm.fptosi.sat.i16.f32(float %x)
  ret i16 %r
}
declare i32 @llvm.fptosi.sat.i32.f64(double)
declare i8 @llvm.fptoui.sat.i8.f32(float)
declare i64 @llvm.fptoui.sat.i64.f64(double)
declare i16 @llvm.fptosi.sat.i16.f32(float)
"#;
    let out = run(
        "fpsat",
        ll,
        r#"
#include <stdio.h>
#include <math.h>
int s32(double); int rllc_s32(double); unsigned char u8(float); unsigned char rllc_u8(float);
unsigned long u64(double); unsigned long rllc_u64(double); short s16(float); short rllc_s16(float);
int main(void) {
  double v[] = {0, -0.0, 1.5, -1.5, 255.9, 256, -1, 1e10, -1e10, 3e19, 2e19, 1.8e19, 32767.5, -32768.9, NAN, INFINITY, -INFINITY, 2147483647.9, -2147483648.5};
  int bad = 0;
  for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
    if (s32(v[i]) != rllc_s32(v[i])) { printf("s32 %u\n", i); bad = 1; }
    if (u8((float)v[i]) != rllc_u8((float)v[i])) { printf("u8 %u\n", i); bad = 1; }
    if (u64(v[i]) != rllc_u64(v[i])) { printf("u64 %u\n", i); bad = 1; }
    if (s16((float)v[i]) != rllc_s16((float)v[i])) { printf("s16 %u\n", i); bad = 1; }
  }
  return bad;
}
"#,
    );
    assert_eq!(out, "");
}

#[test]
fn run_atomic_floats() {
    let ll = r#"
define double @f(ptr %p, ptr %q, double %v, float %w) {
  %a = atomicrmw fadd ptr %p, double %v seq_cst
  %b = atomicrmw fsub ptr %p, double 0.5 seq_cst
  %c = atomicrmw xchg ptr %p, double %a seq_cst
  %d = atomicrmw fadd ptr %q, float %w monotonic
  %e = atomicrmw xchg ptr %q, float 2.5 seq_cst
  %d1 = fpext float %d to double
  %e1 = fpext float %e to double
  %s1 = fadd double %a, %b
  %s2 = fadd double %s1, %c
  %s3 = fadd double %s2, %d1
  %s4 = fadd double %s3, %e1
  ret double %s4
}
"#;
    let out = run(
        "atomicf",
        ll,
        r#"
#include <stdio.h>
double f(double *, float *, double, float); double rllc_f(double *, float *, double, float);
int main(void) {
  double p1 = 1.25, p2 = 1.25; float q1 = 3.5f, q2 = 3.5f;
  int bad = 0;
  for (int i = 0; i < 10; i++) {
    if (f(&p1, &q1, i * 0.75, i * 0.5f) != rllc_f(&p2, &q2, i * 0.75, i * 0.5f) || p1 != p2 || q1 != q2) { printf("f %d\n", i); bad = 1; }
  }
  return bad;
}
"#,
    );
    assert_eq!(out, "");
}

#[test]
fn run_vector_coverage() {
    // Every vector type through memory: arithmetic, shifts, compares, selects, lanes.
    let types = [("v16i8", "<16 x i8>", 16, 8, false), ("v8i16", "<8 x i16>", 8, 16, false), ("v4i32", "<4 x i32>", 4, 32, false),
        ("v2i64", "<2 x i64>", 2, 64, false), ("v4f32", "<4 x float>", 4, 32, true), ("v2f64", "<2 x double>", 2, 64, true)];
    let mut ll = String::new();
    let mut harness = String::from("#include <stdio.h>\n#include <string.h>\n");
    let mut calls = String::new();
    for (name, ty, n, bits, float) in types {
        let et = if float { if bits == 32 { "float" } else { "double" } } else { match bits { 8 => "i8", 16 => "i16", 32 => "i32", _ => "i64" } };
        let mask_ty = format!("<{n} x i1>");
        let splat = |v: &str| format!("<{}>", (0..n).map(|_| format!("{et} {v}")).collect::<Vec<_>>().join(", "));
        let rev: Vec<String> = (0..n).map(|k| format!("i32 {}", (k * 3 + 1) % (2 * n))).collect();
        let mut body = format!("  %a = load {ty}, ptr %pa, align 1\n  %b = load {ty}, ptr %pb, align 1\n");
        let mut results = Vec::new();
        let mut k = 0;
        let mut push = |body: &mut String, line: String| {
            body.push_str(&format!("  %r{k} = {line}\n"));
            results.push(format!("%r{k}"));
            k += 1;
        };
        if float {
            for op in ["fadd", "fsub", "fmul", "fdiv"] {
                push(&mut body, format!("{op} {ty} %a, %b"));
            }
            push(&mut body, format!("fneg {ty} %a"));
            for p in ["oeq", "olt", "ole", "ogt", "uge", "une", "ord", "ueq", "one"] {
                body.push_str(&format!("  %c{p} = fcmp {p} {ty} %a, %b\n"));
                push(&mut body, format!("select {mask_ty} %c{p}, {ty} %a, {ty} %b"));
            }
        } else {
            for op in ["add", "sub", "mul", "and", "or", "xor"] {
                push(&mut body, format!("{op} {ty} %a, %b"));
            }
            for op in ["shl", "lshr", "ashr"] {
                push(&mut body, format!("{op} {ty} %a, {}", splat("3")));
                body.push_str(&format!("  %m{op} = and {ty} %b, {}\n", splat(&format!("{}", bits - 1))));
                push(&mut body, format!("{op} {ty} %a, %m{op}"));
            }
            for p in ["eq", "ne", "slt", "sgt", "sle", "sge", "ult", "ugt", "ule", "uge"] {
                body.push_str(&format!("  %c{p} = icmp {p} {ty} %a, %b\n"));
                push(&mut body, format!("select {mask_ty} %c{p}, {ty} %a, {ty} %b"));
                push(&mut body, format!("sext {mask_ty} %c{p} to {ty}"));
            }
        }
        push(&mut body, format!("shufflevector {ty} %a, {ty} %b, <{n} x i32> <{}>", rev.join(", ")));
        body.push_str(&format!("  %e = extractelement {ty} %a, i32 %i\n"));
        push(&mut body, format!("insertelement {ty} %b, {et} %e, i32 %j"));
        push(&mut body, format!("select i1 %s, {ty} %a, {ty} %b"));
        let stores: String = results
            .iter()
            .enumerate()
            .map(|(i, r)| format!("  %o{i} = getelementptr {ty}, ptr %out, i64 {i}\n  store {ty} {r}, ptr %o{i}, align 1\n"))
            .collect();
        ll.push_str(&format!("define void @vc_{name}(ptr %pa, ptr %pb, ptr %out, i32 %i, i32 %j, i1 %s) {{\n{body}{stores}  ret void\n}}\n"));
        let count = results.len();
        harness.push_str(&format!("void vc_{name}(void *, void *, void *, int, int, _Bool); void rllc_vc_{name}(void *, void *, void *, int, int, _Bool);\n"));
        calls.push_str(&format!(
            "  for (int t = 0; t < 8; t++) {{ fill(a, t); fill(b, t + 9); if (t & 1) memcpy(b, a, 8);\n\
                 memset(o1, 0, sizeof o1); memset(o2, 0, sizeof o2);\n\
                 vc_{name}(a, b, o1, t % {n}, (t * 5) % {n}, t & 2); rllc_vc_{name}(a, b, o2, t % {n}, (t * 5) % {n}, t & 2);\n\
                 if (memcmp(o1, o2, {count} * 16)) {{ for (int q = 0; q < {count}; q++) if (memcmp(o1 + q * 16, o2 + q * 16, 16)) printf(\"{name} t=%d result %d\\n\", t, q); bad = 1; }} }}\n"
        ));
    }
    harness.push_str(
        r#"
static void fill(unsigned char *p, int seed) {
  for (int i = 0; i < 16; i++) p[i] = (unsigned char)(seed * 37 + i * 101 + (i * i * seed >> 2));
  if (seed % 3 == 0) { float f[4] = {1.5f, -2.0f, 0.0f, 1e30f}; memcpy(p, f, 16); }
  if (seed % 5 == 1) { double d[2] = {-0.25, 3.0}; memcpy(p, d, 16); }
}
int main(void) {
  static unsigned char a[16], b[16], o1[64 * 16], o2[64 * 16];
  int bad = 0;
"#,
    );
    harness.push_str(&calls);
    harness.push_str("  return bad;\n}\n");
    let out = run("veccov", &ll, &harness);
    assert_eq!(out, "");
}

#[test]
fn run_illegal_vector_types() {
    // Vector types SSE2 lacks (split or scalarized by the legalizer).
    let types = [("v2i32", 2, "i32", false), ("v4i16", 4, "i16", false), ("v8i8", 8, "i8", false), ("v2f32", 2, "float", true),
        ("v8i32", 8, "i32", false), ("v4i64", 4, "i64", false), ("v16i16", 16, "i16", false), ("v4f64", 4, "double", true),
        ("v3i32", 3, "i32", false), ("v8f32", 8, "float", true), ("v32i8", 32, "i8", false)];
    let mut ll = String::new();
    let mut harness = String::from("#include <stdio.h>\n#include <string.h>\n");
    let mut calls = String::new();
    for (name, n, et, float) in types {
        let ty = format!("<{n} x {et}>");
        let mask_ty = format!("<{n} x i1>");
        let bytes = n * match et { "i8" => 1, "i16" => 2, "i32" | "float" => 4, _ => 8 };
        let mut body = format!("  %a = load {ty}, ptr %pa, align 1\n  %b = load {ty}, ptr %pb, align 1\n");
        let mut results = Vec::new();
        let mut k = 0;
        let mut push = |body: &mut String, line: String| {
            body.push_str(&format!("  %r{k} = {line}\n"));
            results.push(format!("%r{k}"));
            k += 1;
        };
        if float {
            push(&mut body, format!("fadd {ty} %a, %b"));
            push(&mut body, format!("fmul {ty} %a, %b"));
            body.push_str(&format!("  %c = fcmp olt {ty} %a, %b\n"));
            push(&mut body, format!("select {mask_ty} %c, {ty} %a, {ty} %b"));
        } else {
            push(&mut body, format!("add {ty} %a, %b"));
            push(&mut body, format!("mul {ty} %a, %b"));
            push(&mut body, format!("xor {ty} %a, %b"));
            body.push_str(&format!("  %c = icmp slt {ty} %a, %b\n"));
            push(&mut body, format!("select {mask_ty} %c, {ty} %a, {ty} %b"));
            push(&mut body, format!("zext {mask_ty} %c to {ty}"));
        }
        let sh: Vec<String> = (0..n).map(|k| format!("i32 {}", (k * 5 + 2) % (2 * n))).collect();
        push(&mut body, format!("shufflevector {ty} %a, {ty} %b, <{n} x i32> <{}>", sh.join(", ")));
        body.push_str(&format!("  %e = extractelement {ty} %a, i32 1\n"));
        push(&mut body, format!("insertelement {ty} %b, {et} %e, i32 0"));
        let stores: String = results
            .iter()
            .enumerate()
            .map(|(i, r)| format!("  %o{i} = getelementptr i8, ptr %out, i64 {}\n  store {ty} {r}, ptr %o{i}, align 1\n", i * bytes))
            .collect();
        ll.push_str(&format!("define void @iv_{name}(ptr %pa, ptr %pb, ptr %out) {{\n{body}{stores}  ret void\n}}\n"));
        let total = results.len() * bytes;
        harness.push_str(&format!("void iv_{name}(void *, void *, void *); void rllc_iv_{name}(void *, void *, void *);\n"));
        calls.push_str(&format!(
            "  for (int t = 0; t < 6; t++) {{ fill(a, t); fill(b, t + 7); memset(o1, 0, sizeof o1); memset(o2, 0, sizeof o2);\n\
                 iv_{name}(a, b, o1); rllc_iv_{name}(a, b, o2); if (memcmp(o1, o2, {total})) {{ printf(\"{name} t=%d\\n\", t); bad = 1; }} }}\n"
        ));
    }
    harness.push_str(
        r#"
static void fill(unsigned char *p, int seed) {
  for (int i = 0; i < 256; i++) p[i] = (unsigned char)(seed * 37 + i * 101 + (i * i * seed >> 2));
  if (seed % 2 == 0) { for (int i = 0; i < 32; i++) { float f = (float)(i * seed) * 0.5f - 3.0f; memcpy(p + 4 * i, &f, 4); } }
  if (seed % 3 == 1) { for (int i = 0; i < 16; i++) { double d = (double)(i - seed) * 0.25; memcpy(p + 8 * i, &d, 8); } }
}
int main(void) {
  static unsigned char a[256], b[256], o1[4096], o2[4096];
  int bad = 0;
"#,
    );
    harness.push_str(&calls);
    harness.push_str("  return bad;\n}\n");
    let out = run("illvec", &ll, &harness);
    assert_eq!(out, "");
}

#[test]
fn run_compare_covered_twice() {
    // csmith seed 10783: `select c, b, false` feeds both a store (a cmov, whose flags
    // cover the comparison `c`) and a branch (`test c, b`, which needs `c` as a 0/1
    // value, so `c` is selected too). The cover must not fold the load into its `cmp`:
    // the setcc's own comparison reads that load as well (it was left undefined).
    let ll = r#"
define i32 @cover_cmp(ptr %p, i1 zeroext %b, ptr %q) {
  %v = load i32, ptr %p, align 4
  %c = icmp ne i32 %v, 0
  %s = select i1 %c, i1 %b, i1 false
  %z = zext i1 %s to i32
  store i32 %z, ptr %q, align 4
  br i1 %s, label %t, label %f
t:
  ret i32 7
f:
  ret i32 9
}

define i32 @cover_test(ptr %p, i1 zeroext %b, ptr %q) {
  %v = load i32, ptr %p, align 4
  %m = and i32 %v, 12
  %c = icmp eq i32 %m, 0
  %s = select i1 %c, i1 %b, i1 false
  %z = zext i1 %s to i32
  store i32 %z, ptr %q, align 4
  br i1 %s, label %t, label %f
t:
  ret i32 7
f:
  ret i32 9
}

define i32 @cover_not(ptr %p, i1 zeroext %b, ptr %q) {
  %v = load i32, ptr %p, align 4
  %c = icmp slt i32 %v, 5
  %n = xor i1 %c, true
  %s = select i1 %n, i1 %b, i1 false
  %z = zext i1 %s to i32
  store i32 %z, ptr %q, align 4
  br i1 %s, label %t, label %f
t:
  ret i32 7
f:
  ret i32 9
}
"#;
    let out = run(
        "covered_twice",
        ll,
        r#"
#include <stdio.h>
typedef int F(int *, _Bool, int *);
F cover_cmp, rllc_cover_cmp, cover_test, rllc_cover_test, cover_not, rllc_cover_not;
int main(void) {
  F *ref[] = {cover_cmp, cover_test, cover_not}, *got[] = {rllc_cover_cmp, rllc_cover_test, rllc_cover_not};
  int vals[] = {0, 1, 4, 5, 8, 12, 16, -1, -7};
  int bad = 0;
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < 9; i++)
      for (int b = 0; b < 2; b++) {
        int q1 = 55, q2 = 55;
        int r1 = ref[k](&vals[i], b, &q1), r2 = got[k](&vals[i], b, &q2);
        if (r1 != r2 || q1 != q2) { printf("f%d v=%d b=%d: %d %d / %d %d\n", k, vals[i], b, r1, q1, r2, q2); bad = 1; }
      }
  return bad;
}
"#,
    );
    assert_eq!(out, "");
}
