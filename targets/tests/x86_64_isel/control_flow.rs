//! Control flow and frame tests against clang-19: frame and return address
//! intrinsics, empty inline assembly barriers, computed goto (blockaddress / indirectbr)
//! and a comparison covered by both a cmov and a branch.

use super::*;

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
