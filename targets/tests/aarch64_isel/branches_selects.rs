//! Compare-and-branch without flags (`cbz`/`cbnz`, `tbz`/`tbnz`), `ccmp` chains for `&&`
//! and `||` of comparisons, `csinc`/`csneg`/`csinv` selects, constant offsets folded
//! through chains of adds, and block placement that lets loop latches fall through.

use super::{asm_of, check};

#[test]
fn zero_tests_are_cbz() {
    let src = "define i32 @f(i32 %x) {\n  %c = icmp eq i32 %x, 0\n  br i1 %c, label %t, label %e\nt:\n  ret i32 1\ne:\n  ret i32 2\n}\n";
    check(&asm_of(src, "f"), &["cbnz\tw0, "], &["cmp\t"]);
}

#[test]
fn sign_and_bit_tests_are_tbz() {
    let src = "define i32 @f(i64 %x, i32 %y) {\n  %s = icmp slt i64 %x, 0\n  br i1 %s, label %a, label %e\na:\n  %m = and i32 %y, 64\n  %z = icmp ne i32 %m, 0\n  br i1 %z, label %t, label %e\nt:\n  ret i32 1\ne:\n  ret i32 2\n}\n";
    check(&asm_of(src, "f"), &["tbz\tx0, #63, ", "tbz\tw1, #6, "], &["cmp\t", "tst\t"]);
}

#[test]
fn and_of_compares_is_ccmp() {
    let src = "define i32 @f(i32 %i, double %x) {\n  %a = icmp ult i32 %i, 49\n  %b = fcmp ole double %x, 4.0\n  %s = select i1 %a, i1 %b, i1 false\n  br i1 %s, label %t, label %e\nt:\n  ret i32 1\ne:\n  ret i32 2\n}\n";
    check(&asm_of(src, "f"), &["cmp\tw0, #49", "fccmp\td0, d1, #2, lo", "b.hi"], &["cset", "csel"]);
    let src = "define i32 @g(i32 %a, i32 %b) {\n  %x = icmp eq i32 %a, 3\n  %y = icmp sgt i32 %b, -7\n  %o = or i1 %x, %y\n  %r = zext i1 %o to i32\n  ret i32 %r\n}\n";
    check(&asm_of(src, "g"), &["cmp\tw0, #3", "ccmn\tw1, #7, #0, ne", "cset\tw8, gt"], &["orr"]);
}

#[test]
fn selects_of_inc_neg_not_and_zero() {
    let src = "define i32 @f(i32 %a, i32 %b) {\n  %r = add i32 %a, 1\n  %c = icmp sgt i32 %b, 5\n  %z = select i1 %c, i32 %r, i32 %a\n  ret i32 %z\n}\n";
    check(&asm_of(src, "f"), &["csinc\tw0, w0, w0, le"], &["add\t"]);
    let src = "define i64 @g(i64 %a, i64 %b) {\n  %n = sub i64 0, %a\n  %c = icmp ult i64 %b, 9\n  %z = select i1 %c, i64 %a, i64 %n\n  ret i64 %z\n}\n";
    check(&asm_of(src, "g"), &["csneg\tx0, x0, x0, lo"], &["\tneg\t"]);
    let src = "define i32 @h(i32 %a, i32 %b) {\n  %c = icmp eq i32 %b, 9\n  %z = select i1 %c, i32 %a, i32 0\n  ret i32 %z\n}\n";
    check(&asm_of(src, "h"), &["csel\tw0, w0, wzr, eq"], &["mov\tw"]);
}

#[test]
fn offsets_through_add_chains() {
    let src = "define double @f(ptr %p) {\n  %a = getelementptr i8, ptr %p, i64 16\n  %b = getelementptr i8, ptr %a, i64 8\n  %v = load double, ptr %b\n  ret double %v\n}\n";
    check(&asm_of(src, "f"), &["ldr\td0, [x0, #24]"], &["add\t"]);
}

#[test]
fn self_loop_latch_falls_through_to_its_exit() {
    // The exit block comes first in the IR, as clang orders rotated loops.
    let src = "define i64 @f(ptr %p) {\nentry:\n  br label %body\nexit:\n  ret i64 %s2\nbody:\n  %i = phi i64 [ 0, %entry ], [ %i2, %body ]\n  %s = phi i64 [ 0, %entry ], [ %s2, %body ]\n  %q = getelementptr i64, ptr %p, i64 %i\n  %v = load i64, ptr %q\n  %s2 = add i64 %s, %v\n  %i2 = add i64 %i, 1\n  %c = icmp eq i64 %i2, 100\n  br i1 %c, label %exit, label %body\n}\n";
    let t = asm_of(src, "f");
    check(&t, &["b.ne\t.LBB0_1"], &["\tb\t.LBB"]);
}

#[test]
fn truncated_booleans_test_bit_zero() {
    // `trunc` to i1 keeps the other bits in the register: branch and select on bit 0
    // (cbnz/cmp #0 took 2 as true: expat's and tree-sitter's miscompiles).
    let src = "define i32 @f(i32 %x) {\n  %t = trunc i32 %x to i1\n  br i1 %t, label %a, label %b\n\
               a:\n  ret i32 1\nb:\n  ret i32 2\n}\n";
    check(&asm_of(src, "f"), &["tbz\tw0, #0, "], &["cbz\t", "cbnz\t"]);
    let src = "define i32 @g(i32 %x) {\n  %t = trunc i32 %x to i1\n\
               %r = select i1 %t, i32 0, i32 1\n  ret i32 %r\n}\n";
    check(&asm_of(src, "g"), &["tst\tw0, #0x1"], &["cmp\t"]);
}
