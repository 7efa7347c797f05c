//! Floating-point run tests against clang-19: float classes, x87 long double, f128 and
//! half, compares and conversions, saturating conversions and constrained (strict) FP.

use super::*;

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
