//! Pattern tests: the AT&T text of single idioms (lea, cmov, setcc, folded loads,
//! fused compare-and-branch, TLS models, float constants, ...) checked with must / must-not
//! patterns, without running the code.

use super::*;

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
