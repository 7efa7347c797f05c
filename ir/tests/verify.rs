//! The verifier on parsed `.ll` text: every file of the clang-19 corpus must verify clean,
//! and small ill-formed snippets must be rejected with the right message at the right
//! line and column.

use std::path::{Path, PathBuf};

fn corpus_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/ll");
    let mut files = Vec::new();
    let mut dirs = vec![root];
    while let Some(d) = dirs.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else { continue };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "ll") {
                files.push(p);
            }
        }
    }
    files.sort();
    files
}

/// Every corpus file the parser reads must verify without a single diagnostic.
#[test]
fn corpus_verifies_clean() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for path in corpus_files() {
        let src = std::fs::read_to_string(&path).unwrap();
        let Ok(m) = rllc_ir::parse(&src) else { continue };
        checked += 1;
        for d in rllc_ir::verify(&m) {
            failures.push(d.render(&path.display().to_string(), &src));
        }
    }
    eprintln!("verified {checked} corpus files");
    assert!(
        failures.is_empty(),
        "{} diagnostics:\n{}",
        failures.len(),
        failures.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
    );
}

/// (name, source, (line, column), message prefix). Every snippet parses; each was also
/// checked with llvm-as-19, which rejects it with the same message, except where noted in
/// `LLVM_DIFFERS`.
const CASES: &[(&str, &str, (usize, usize), &str)] = &[
    (
        "alias_cycle",
        r#"@a = alias i32, ptr @b
@b = alias i32, ptr @a
"#,
        (1, 1),
        "Aliases cannot form a cycle",
    ),
    (
        "alias_decl",
        r#"@a = alias i32, ptr @d
@d = external global i32
"#,
        (1, 1),
        "Alias must point to a definition",
    ),
    (
        "appending",
        r#"@g = appending global i32 0
"#,
        (1, 1),
        "Only global arrays can have appending linkage!",
    ),
    (
        "cc_varargs",
        r#"define fastcc void @k(...) {
  ret void
}
"#,
        (1, 20),
        "Calling convention does not support varargs or perfect forwarding!",
    ),
    (
        "common_init",
        r#"@g = common global i32 1
"#,
        (1, 1),
        "'common' global must have a zero initializer!",
    ),
    (
        "ctors",
        r#"@llvm.global_ctors = appending global [1 x { i32, ptr }] [{ i32, ptr } { i32 65535, ptr @f }]
define void @f() {
  ret void
}
"#,
        (1, 1),
        "the third field of the element type is mandatory, specify ptr null to migrate from the obsoleted 2-field form",
    ),
    (
        "dbg_inlinable_call",
        r#"define void @f() !dbg !3 {
  call void @g(), !dbg !7
  call void @g()
  ret void, !dbg !7
}
define void @g() !dbg !6 {
  ret void, !dbg !8
}
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!5}
!1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "a.c", directory: "/")
!3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, spFlags: DISPFlagDefinition, unit: !1)
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "g", scope: !2, file: !2, line: 2, spFlags: DISPFlagDefinition, unit: !1)
!7 = !DILocation(line: 2, column: 1, scope: !3)
!8 = !DILocation(line: 3, column: 1, scope: !6)
"#,
        (3, 3),
        "inlinable function call in a function with debug info must have a !dbg location",
    ),
    (
        "dbg_not_location",
        r#"define void @f() {
  ret void, !dbg !0
}
!0 = !{}
"#,
        (2, 3),
        "invalid !dbg metadata attachment: not a DILocation",
    ),
    (
        "dbg_record_var",
        r#"define void @f(i32 %x) !dbg !3 {
    #dbg_value(i32 %x, !3, !DIExpression(), !7)
  ret void, !dbg !7
}
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!5}
!1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "a.c", directory: "/")
!3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, spFlags: DISPFlagDefinition, unit: !1)
!5 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !DILocation(line: 2, column: 1, scope: !3)
"#,
        (3, 3),
        "invalid #dbg record variable",
    ),
    (
        "dbg_wrong_sp",
        r#"define void @f() !dbg !3 {
  ret void, !dbg !7
}
define void @g() !dbg !6 {
  ret void, !dbg !8
}
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!5}
!1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "a.c", directory: "/")
!3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, spFlags: DISPFlagDefinition, unit: !1)
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "g", scope: !2, file: !2, line: 2, spFlags: DISPFlagDefinition, unit: !1)
!7 = !DILocation(line: 2, column: 1, scope: !6)
!8 = !DILocation(line: 3, column: 1, scope: !6)
"#,
        (2, 3),
        "!dbg attachment points at wrong subprogram for function",
    ),
    (
        "dllimport_def",
        r#"@g = dllimport global i32 0
"#,
        (1, 1),
        "Global is marked as dllimport, but not external",
    ),
    (
        "dominance",
        r#"define i32 @f(i32 %a) {
entry:
  %x = add i32 %y, 1
  %y = add i32 %a, 1
  ret i32 %x
}
"#,
        (3, 3),
        "Instruction does not dominate all uses! (%y does not dominate this use)",
    ),
    (
        "dominance_branch",
        r#"define i32 @f(i1 %c, i32 %a) {
entry:
  br i1 %c, label %then, label %join
then:
  %x = add i32 %a, 1
  br label %join
join:
  %p = phi i32 [ %x, %then ], [ 0, %entry ]
  %r = add i32 %x, %p
  ret i32 %r
}
"#,
        (9, 3),
        "Instruction does not dominate all uses! (%x does not dominate this use)",
    ),
    (
        "entry_pred",
        r#"define void @f() {
entry:
  br label %entry
}
"#,
        (3, 3),
        "Entry block to function must not have predecessors!",
    ),
    (
        "immarg",
        r#"declare i32 @llvm.ctlz.i32(i32, i1)
define i32 @f(i32 %x, i1 %b) {
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 %b)
  ret i32 %r
}
"#,
        (3, 3),
        "immarg operand has non-immediate parameter",
    ),
    (
        "intrinsic_args",
        r#"declare i32 @llvm.ctpop.i32(i32, i32)
define i32 @f() {
  %r = call i32 @llvm.ctpop.i32(i32 1, i32 2)
  ret i32 %r
}
"#,
        (1, 13),
        "Intrinsic has incorrect argument type!",
    ),
    (
        "intrinsic_defined",
        r#"define void @llvm.trap() {
  ret void
}
"#,
        (1, 13),
        "llvm intrinsics cannot be defined!",
    ),
    (
        "intrinsic_mangling",
        r#"declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i64, i1)
"#,
        (1, 14),
        "Intrinsic name not mangled correctly for type arguments! Should be: llvm.memcpy.p0.p0.i64",
    ),
    (
        "intrinsic_unknown",
        r#"declare void @llvm.frobnicate()
"#,
        (1, 14),
        "invalid intrinsic name",
    ),
    (
        "invoke_result",
        r#"declare i32 @g()
define i32 @f() personality ptr null {
  %r = invoke i32 @g() to label %ok unwind label %lp
ok:
  ret i32 %r
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 %r
}
"#,
        (8, 3),
        "Instruction does not dominate all uses! (%r does not dominate this use)",
    ),
    (
        "landingpad_personality",
        r#"declare void @g()
define void @f() {
  invoke void @g() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
"#,
        (7, 3),
        "LandingPadInst needs to be in a function with a personality.",
    ),
    (
        "landingpad_pred",
        r#"define void @f(i1 %c) personality ptr null {
  br i1 %c, label %lp, label %ok
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
"#,
        (6, 3),
        "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.",
    ),
    (
        "musttail",
        r#"declare i32 @g()
define i32 @f() {
  %r = musttail call i32 @g()
  %s = add i32 %r, 1
  ret i32 %s
}
"#,
        (3, 3),
        "musttail call must precede a ret with an optional bitcast",
    ),
    (
        "musttail_proto",
        r#"declare i32 @g(i32)
define i32 @f() {
  %r = musttail call i32 @g(i32 1)
  ret i32 %r
}
"#,
        (3, 3),
        "cannot guarantee tail call due to mismatched parameter counts",
    ),
    (
        "phi_dup_values",
        r#"define i32 @f(i1 %c) {
  br i1 %c, label %m, label %m
m:
  %p = phi i32 [ 1, %0 ], [ 2, %0 ]
  ret i32 %p
}
"#,
        (4, 3),
        "PHI node has multiple entries for the same basic block with different incoming values!",
    ),
    (
        "phi_missing_pred",
        r#"define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %p = phi i32 [ 1, %a ]
  ret i32 %p
}
"#,
        (9, 3),
        "PHINode should have one entry for each predecessor of its parent basic block!",
    ),
    (
        "phi_not_grouped",
        r#"define i32 @f() {
entry:
  br label %m
m:
  %x = add i32 1, 2
  %p = phi i32 [ 1, %entry ]
  ret i32 %p
}
"#,
        (6, 3),
        "PHI nodes not grouped at top of basic block!",
    ),
    (
        "phi_wrong_pred",
        r#"define i32 @f() {
entry:
  br label %m
other:
  br label %m
m:
  %p = phi i32 [ 1, %entry ], [ 2, %m ]
  ret i32 %p
}
"#,
        (7, 3),
        "PHI node entries do not match predecessors!",
    ),
    (
        "prefetch",
        r#"declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
define void @f(ptr %p) {
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 4, i32 1)
  ret void
}
"#,
        (3, 3),
        "locality argument to llvm.prefetch must be 0-3",
    ),
    (
        "resume_personality",
        r#"define void @f() {
  resume { ptr, i32 } zeroinitializer
}
"#,
        (2, 3),
        "ResumeInst needs to be in a function with a personality.",
    ),
    (
        "self_ref",
        r#"define void @f() {
  %x = add i32 %x, 1
  ret void
}
"#,
        (2, 3),
        "Only PHI nodes may reference their own value!",
    ),
    (
        "sp_twice",
        r#"define void @f() !dbg !3 {
  ret void
}
define void @g() !dbg !3 {
  ret void
}
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!5}
!1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "a.c", directory: "/")
!3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, spFlags: DISPFlagDefinition, unit: !1)
!5 = !{i32 2, !"Debug Info Version", i32 3}
"#,
        (4, 13),
        "DISubprogram attached to more than one function",
    ),
    (
        "threadlocal",
        r#"@g = global i32 0
declare ptr @llvm.threadlocal.address.p0(ptr)
define ptr @f() {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @g)
  ret ptr %p
}
"#,
        (4, 3),
        "llvm.threadlocal.address operand isThreadLocal() must be true",
    ),
    (
        "unwind_dest",
        r#"declare void @g()
define void @f() personality ptr null {
  invoke void @g() to label %ok unwind label %bad
ok:
  ret void
bad:
  ret void
}
"#,
        (3, 3),
        "The unwind destination does not have an exception handling instruction!",
    ),
    (
        "va_start",
        r#"declare void @llvm.va_start.p0(ptr)
define void @f(ptr %ap) {
  call void @llvm.va_start.p0(ptr %ap)
  ret void
}
"#,
        (3, 3),
        "va_start called in a non-varargs function",
    ),
    (
        "wrong_attr_type",
        r#"define void @f(ptr zeroext %p) {
  ret void
}
"#,
        (1, 13),
        "Attribute 'zeroext' applied to incompatible type!",
    ),
    (
        "elf_comdat_kind",
        r#"target triple = "x86_64-unknown-linux-gnu"
$c = comdat largest
@g = global i32 0, comdat($c)
"#,
        (3, 1),
        "ELF COMDATs only support SelectionKind::Any and SelectionKind::NoDeduplicate, 'c' cannot be lowered.",
    ),
    (
        "macho_section",
        r#"target triple = "arm64-apple-macosx11.0.0"
@h = global i32 0, section "foo"
"#,
        (2, 1),
        "@h has an invalid section specifier 'foo'",
    ),
];

/// Cases LLVM 19 handles differently: it silently re-mangles overloaded intrinsic names
/// and treats unknown `llvm.*` functions as ordinary ones; rllc rejects both. The comdat
/// and section cases are errors of LLVM's code generator (llc-19), not of its verifier.
const LLVM_DIFFERS: &[&str] = &["intrinsic_mangling", "intrinsic_unknown", "elf_comdat_kind", "macho_section"];

#[test]
fn ill_formed_snippets_are_rejected_at_the_right_place() {
    let mut failures = Vec::new();
    for &(name, src, (line, col), msg) in CASES {
        let m = match rllc_ir::parse(src) {
            Ok(m) => m,
            Err(d) => {
                failures.push(format!("{name}: does not parse: {}", d.render(name, src)));
                continue;
            }
        };
        let diags = rllc_ir::verify(&m);
        let hit = diags.iter().any(|d| d.line_col(src) == Some((line, col)) && d.message.starts_with(msg));
        if !hit {
            let got: Vec<String> = diags.iter().map(|d| d.render(name, src)).collect();
            failures.push(format!("{name}: expected {line}:{col} {msg:?}, got:\n{}", got.join("\n")));
        }
    }
    assert!(LLVM_DIFFERS.iter().all(|n| CASES.iter().any(|c| c.0 == *n)));
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// A small deterministic generator for the mutation test.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        self.0 >> 33
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

/// Breaks parsed corpus modules at random (operands, types, block contents, layout,
/// linkage) and checks that the verifier never panics on the result.
#[test]
fn mutated_modules_never_panic() {
    use rllc_ir::module::{GlobalKind, Linkage};
    use rllc_ir::value::{BlockId, InstId, Value};
    use rllc_ir::{ConstId, TypeId};
    let files: Vec<PathBuf> = corpus_files().into_iter().step_by(37).collect();
    let mut rng = Lcg(0x5eed);
    for path in files {
        let src = std::fs::read_to_string(&path).unwrap();
        let Ok(base) = rllc_ir::parse(&src) else { continue };
        for round in 0..20 {
            let mut m = base.clone();
            let ntypes = m.types.len();
            let nconsts = m.consts.len();
            let nglobals = m.globals.len();
            for _ in 0..1 + round {
                let gi = rng.below(nglobals);
                if rng.below(8) == 0 {
                    m.globals[gi].linkage = Linkage::ALL[rng.below(Linkage::ALL.len())];
                    continue;
                }
                let GlobalKind::Func(f) = &mut m.globals[gi].kind else { continue };
                if f.insts.is_empty() || f.layout.is_empty() {
                    continue;
                }
                let (ni, nb, np) = (f.insts.len(), f.blocks.len(), f.params.len());
                let i = rng.below(ni);
                let random_value = |rng: &mut Lcg| match rng.below(5) {
                    0 => Value::Inst(InstId(rng.below(ni + 2) as u32)),
                    1 => Value::Arg(rng.below(np + 1) as u32),
                    2 => Value::Block(BlockId(rng.below(nb + 1) as u32)),
                    _ => Value::Const(ConstId(rng.below(nconsts + 1) as u32)),
                };
                match rng.below(8) {
                    0 | 1 => {
                        let n = f.insts[i].ops.len();
                        if n > 0 {
                            let k = rng.below(n);
                            f.insts[i].ops[k] = random_value(&mut rng);
                        }
                    }
                    2 => f.insts[i].ty = TypeId(rng.below(ntypes + 1) as u32),
                    3 => {
                        let b = rng.below(nb);
                        f.blocks[b].insts.pop();
                    }
                    4 => {
                        let b = rng.below(nb);
                        let n = f.blocks[b].insts.len();
                        if n > 1 {
                            let (x, y) = (rng.below(n), rng.below(n));
                            f.blocks[b].insts.swap(x, y);
                        }
                    }
                    5 => {
                        let (from, to) = (rng.below(nb), rng.below(nb));
                        if let Some(x) = f.blocks[from].insts.pop() {
                            f.blocks[to].insts.insert(0, x);
                        }
                    }
                    6 => {
                        let k = rng.below(f.layout.len());
                        f.layout.remove(k);
                    }
                    _ => {
                        let n = f.insts[i].ops.len();
                        f.insts[i].ops.truncate(rng.below(n + 1));
                    }
                }
            }
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| rllc_ir::verify(&m)));
            assert!(r.is_ok(), "verifier panicked on a mutation of {} (round {round})", path.display());
        }
    }
}

/// Valid IR with the corner cases the rules have exemptions for (llvm-as-19 accepts it):
/// invoke results in the normal destination's phis, self-referencing phis, duplicate
/// switch/indirectbr edges, dead code that uses values before defining them, callbr
/// results in indirect destinations, vector GEPs and selects, scalable shuffles, atomics of
/// every kind, musttail with varargs forwarding, aliases, ifuncs, comdats, dllimport.
#[test]
fn tricky_valid_module_is_clean() {
    let src = r#"target triple = "x86_64-unknown-linux-gnu"
$c = comdat any
@g = global i32 0, comdat($c), section ".data.g", align 4
@arr = global [4 x i32] zeroinitializer
@a1 = alias i32, getelementptr (i8, ptr @arr, i64 4)
@a2 = alias i32, ptr @a1
@ew = extern_weak global i32
@di = external dllimport global i32
@ei = externally_initialized global i32 0
@if = ifunc void (), ptr @resolver
define internal ptr @resolver() {
  ret ptr @f0
}
define void @f0() {
  ret void
}
declare i32 @g1(i32)
declare token @llvm.experimental.convergence.entry()
declare i32 @__gxx_personality_v0(...)
define i32 @inv(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @g1(i32 %x) to label %ok unwind label %lp
ok:
  %p = phi i32 [ %r, %entry ]
  ret i32 %p
lp:
  %l = landingpad { ptr, i32 } catch ptr null filter [0 x ptr] zeroinitializer
  resume { ptr, i32 } %l
}
define i32 @loops(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %self = phi i32 [ 0, %entry ], [ %self, %loop ]
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %loop, label %exit
exit:
  switch i32 %n, label %d [ i32 1, label %d
                            i32 2, label %d ]
d:
  %q = phi i32 [ 5, %exit ], [ 5, %exit ], [ 5, %exit ]
  ret i32 %q
dead:
  %z = add i32 %w, 1
  %w = add i32 %z, 1
  ret i32 %z
}
define void @vec(<4 x ptr> %ps, <4 x i64> %ix, <4 x i1> %m, <2 x i32> %v2, ptr %p, <vscale x 4 x i32> %sv) {
  %g = getelementptr i32, <4 x ptr> %ps, <4 x i64> %ix
  %g2 = getelementptr i32, ptr %p, <4 x i64> %ix
  %c = icmp eq <4 x ptr> %g, %g2
  %s = select <4 x i1> %m, <4 x ptr> %g, <4 x ptr> %g2
  %b = bitcast <2 x i32> %v2 to i64
  %b2 = bitcast ptr %p to <1 x ptr>
  %sh = shufflevector <2 x i32> %v2, <2 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 3, i32 1>
  %sh2 = shufflevector <vscale x 4 x i32> %sv, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %e = extractelement <4 x ptr> %g, i64 2
  %ins = insertelement <2 x i32> %v2, i32 7, i8 1
  ret void
}
define void @atom(ptr %p) {
  %a = load atomic float, ptr %p unordered, align 4
  %b = atomicrmw xchg ptr %p, ptr null seq_cst, align 8
  %c = atomicrmw fadd ptr %p, <2 x half> <half 1.0, half 1.0> seq_cst, align 4
  %d = cmpxchg weak ptr %p, ptr null, ptr %p acq_rel monotonic, align 8
  fence syncscope("singlethread") seq_cst
  ret void
}
define i32 @tail(i32 %x) {
  %r = musttail call i32 @g1(i32 %x)
  ret i32 %r
}
define void @vfwd(ptr %a, ...) {
  musttail call void (ptr, ...) @vfwd(ptr %a, ...)
  ret void
}
define i32 @cbr(i32 %x) {
entry:
  %r = callbr i32 asm "", "=r,r,!i"(i32 %x) to label %ft [label %ind]
ft:
  ret i32 %r
ind:
  %p = phi i32 [ %r, %entry ]
  ret i32 %p
}
define i32 @ibr(ptr %t, i1 %c) {
entry:
  indirectbr ptr %t, [label %a, label %a, label %b]
a:
  %p = phi i32 [ 1, %entry ], [ 1, %entry ]
  ret i32 %p
b:
  ret i32 0
}
"#;
    let m = rllc_ir::parse(src).unwrap_or_else(|d| panic!("{}", d.render("tricky.ll", src)));
    let diags: Vec<String> = rllc_ir::verify(&m).iter().map(|d| d.render("tricky.ll", src)).collect();
    assert!(diags.is_empty(), "{}", diags.join("\n"));
}
