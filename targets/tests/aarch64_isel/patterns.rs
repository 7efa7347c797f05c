//! Key selection patterns: immediates, multiply-add, compare+branch fusion, extending
//! loads, globals (direct and through the GOT), TLS, atomics, the calling convention, and
//! the intrinsics that read system state (counter, thread pointer) or call libgcc.

use super::{asm_of, asm_with, check, compile};

#[test]
fn add_immediates_and_madd() {
    let src = "define i64 @f(i64 %a, i64 %b, i64 %c) {\n  %m = mul i64 %b, %c\n  %s = add i64 %a, %m\n  %t = add i64 %s, 4095\n  %u = xor i64 %t, 4096\n  ret i64 %u\n}\n";
    let t = asm_of(src, "f");
    check(&t, &["madd\tx", "#4095", "eor\tx0, x8, #0x1000"], &["mul\tx"]);
}

#[test]
fn compare_and_branch_fuse() {
    let src = "define i32 @f(i32 %a, i32 %b) {\n  %c = icmp slt i32 %a, %b\n  br i1 %c, label %t, label %e\nt:\n  ret i32 1\ne:\n  ret i32 2\n}\n";
    let t = asm_of(src, "f");
    check(&t, &["cmp\tw0, w1", "b.ge", ], &["cset"]);
}

#[test]
fn select_is_csel() {
    let src = "define i64 @f(i64 %a, i64 %b) {\n  %c = icmp ugt i64 %a, %b\n  %r = select i1 %c, i64 %a, i64 %b\n  ret i64 %r\n}\n";
    check(&asm_of(src, "f"), &["cmp\tx0, x1", "csel\tx0"], &[]);
}

#[test]
fn extending_loads_and_logical_immediates() {
    let src = "define i64 @f(ptr %p) {\n  %q = getelementptr i8, ptr %p, i64 3\n  %b = load i8, ptr %q\n  %x = sext i8 %b to i64\n  %y = and i64 %x, 255\n  ret i64 %y\n}\n";
    check(&asm_of(src, "f"), &["[x0, #3]", "and\tx0, x8, #0xff"], &[]);
}

#[test]
fn globals_direct_and_through_the_got() {
    let src = "@g = global i32 0, align 4\n@e = external global i32, align 4\ndefine i32 @f() {\n  %a = load i32, ptr @g\n  %b = load i32, ptr @e\n  %s = add i32 %a, %b\n  ret i32 %s\n}\n";
    check(&asm_of(src, "f"), &["adrp\tx", ":lo12:g]"], &[":got:"]);
    check(&asm_with(src, "f", &[], true), &[":got:e", ":got_lo12:e"], &[]);
}

#[test]
fn thread_locals_local_exec_and_initial_exec() {
    let src = "@t = dso_local thread_local global i32 0, align 4\ndefine i32 @f() {\n  %p = call ptr @llvm.threadlocal.address.p0(ptr @t)\n  %v = load i32, ptr %p\n  ret i32 %v\n}\ndeclare ptr @llvm.threadlocal.address.p0(ptr)\n";
    check(&asm_of(src, "f"), &["mrs\t", ":tprel_hi12:t", ":tprel_lo12_nc:t"], &[]);
    let ie = src.replace("dso_local ", "");
    check(&asm_of(&ie, "f"), &[":gottprel:t", ":gottprel_lo12:t"], &["add\tx8, x8, #0"]);
}

#[test]
fn atomics_lse_and_exclusive_loops() {
    let src = "define i32 @f(ptr %p, i32 %v) {\n  %o = atomicrmw add ptr %p, i32 %v seq_cst\n  ret i32 %o\n}\n";
    check(&asm_with(src, "f", &["+lse"], false), &["ldaddal\tw1, w"], &["ldaxr"]);
    check(&asm_of(src, "f"), &["ldaxr\tw", "stlxr\tw"], &[]);
}

#[test]
fn atomics_of_128_bits_are_inline_never_libatomic() {
    // llc-19 makes them lock-free, so objects from both compilers may share the data.
    let src = "define i128 @ld(ptr %p) {\n  %v = load atomic i128, ptr %p acquire, align 16\n  ret i128 %v\n}\n\
               define void @st(ptr %p, i128 %v) {\n  store atomic i128 %v, ptr %p release, align 16\n  ret void\n}\n\
               define i128 @add(ptr %p, i128 %v) {\n  %o = atomicrmw add ptr %p, i128 %v seq_cst\n  ret i128 %o\n}\n\
               define i128 @max(ptr %p, i128 %v) {\n  %o = atomicrmw umax ptr %p, i128 %v monotonic\n  ret i128 %o\n}\n\
               define i1 @cas(ptr %p, i128 %e, i128 %n) {\n  %r = cmpxchg ptr %p, i128 %e, i128 %n acq_rel acquire\n\
               %ok = extractvalue { i128, i1 } %r, 1\n  ret i1 %ok\n}\n";
    let none: &[&str] = &["__atomic"];
    check(&asm_of(src, "ld"), &["ldaxp\tx", "stxp\tw"], none);
    check(&asm_of(src, "st"), &["ldxp\tx", "stlxp\tw"], none);
    check(&asm_of(src, "add"), &["ldaxp", "adds\tx", "adc\tx", "stlxp"], none);
    check(&asm_of(src, "max"), &["ldxp", "sbcs\txzr", "csel", "stxp"], none);
    check(&asm_of(src, "cas"), &["ldaxp", "ccmp\tx", "stlxp", "cset\tw0, eq"], none);
    check(&asm_with(src, "cas", &["+outline-atomics"], false), &["bl\t__aarch64_cas16_acq_rel"], none);
}

#[test]
fn acle_barriers_and_hints() {
    let src = "define void @f() {\n  call void @llvm.aarch64.dmb(i32 11)\n  call void @llvm.aarch64.dsb(i32 15)\n\
               call void @llvm.aarch64.isb(i32 15)\n  call void @llvm.aarch64.hint(i32 1)\n\
               call void @llvm.aarch64.clrex()\n  ret void\n}\n\
               declare void @llvm.aarch64.dmb(i32)\ndeclare void @llvm.aarch64.dsb(i32)\n\
               declare void @llvm.aarch64.isb(i32)\ndeclare void @llvm.aarch64.hint(i32)\n\
               declare void @llvm.aarch64.clrex()\n";
    check(&asm_of(src, "f"), &["dmb\tish\n\tdsb\tsy\n\tisb\n\thint\t#1\n\tclrex"], &[]);
}

#[test]
fn calls_pass_arguments_in_registers_and_on_the_stack() {
    let src = "declare void @g(i64, i64, i64, i64, i64, i64, i64, i64, i64, double)\ndefine void @f() {\n  call void @g(i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, double 1.0)\n  ret void\n}\n";
    check(&asm_of(src, "f"), &["bl\tg", "fmov\td0, #1.0", "[sp]"], &[]);
}

#[test]
fn fp128_travels_in_a_q_register() {
    let src = "define fp128 @f(fp128 %a, fp128 %b) {\n  %s = fadd fp128 %a, %b\n  ret fp128 %s\n}\n";
    check(&asm_of(src, "f"), &["bl\t__addtf3"], &[]);
}

#[test]
fn unsupported_is_an_error() {
    // Scalable (SVE) vectors are refused, not miscompiled.
    let src = "define <vscale x 4 x i32> @f(<vscale x 4 x i32> %a) {\n  ret <vscale x 4 x i32> %a\n}\n";
    assert!(compile(src, &[], false).is_err());
}

#[test]
fn counter_thread_pointer_and_cache_maintenance() {
    let src = r#"define i64 @f(ptr %a, ptr %b) {
  %c = call i64 @llvm.readcyclecounter()
  %t = call ptr @llvm.thread.pointer()
  %i = ptrtoint ptr %t to i64
  call void @llvm.clear_cache(ptr %a, ptr %b)
  %s = add i64 %c, %i
  ret i64 %s
}
declare i64 @llvm.readcyclecounter()
declare ptr @llvm.thread.pointer()
declare void @llvm.clear_cache(ptr, ptr)
"#;
    check(&asm_of(src, "f"), &["mrs\tx", ", CNTVCT_EL0", ", TPIDR_EL0", "bl\t__clear_cache"], &[]);
}

#[test]
fn half_and_i128_convert_as_llc() {
    let src = r#"define i128 @f(half %x) {
  %r = fptosi half %x to i128
  ret i128 %r
}
define half @g(i128 %x) {
  %r = uitofp i128 %x to half
  ret half %r
}
"#;
    check(&asm_of(src, "f"), &["bl\t__fixhfti"], &[]);
    // No 128-bit integer to half routine: through f32, as llc.
    check(&asm_of(src, "g"), &["bl\t__floatuntisf", "fcvt\th0, s0"], &[]);
}
