//! Atomic run tests against clang-19: integer atomics (cmpxchg, RMW, fences) and atomic
//! operations on floating-point values.

use super::*;

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
