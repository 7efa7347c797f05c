/* Classification of every float format (llvm.is.fpclass: long double is fp128 here, a
 * soft float tested through its bits; _Float16 lives in h registers) and llvm.powi
 * (__builtin_powi, libgcc's __powidf2 & co.). */
#include <float.h>
#include <math.h>
#include <stdio.h>

__attribute__((noinline)) int classify_ld(long double x) {
  return isnan(x) + 2 * isinf(x) + 4 * isfinite(x) + 8 * isnormal(x) + 16 * (fpclassify(x) == FP_SUBNORMAL) +
         32 * (fpclassify(x) == FP_ZERO) + 64 * !!signbit(x);
}
__attribute__((noinline)) int classify_d(double x) {
  return isnan(x) + 2 * isinf(x) + 4 * isfinite(x) + 8 * isnormal(x) + 16 * (fpclassify(x) == FP_SUBNORMAL);
}
#ifdef __clang__
__attribute__((noinline)) int classify_h(_Float16 x) {
  return __builtin_isnan(x) + 2 * __builtin_isinf(x) + 4 * __builtin_isfinite(x) + 8 * __builtin_isnormal(x) +
         16 * (__builtin_fpclassify(0, 1, 2, 3, 4, x) == 3) + 32 * (__builtin_fpclassify(0, 1, 2, 3, 4, x) == 4);
}
#else
/* gcc-12 has no _Float16 on this target: the same classes from the float value. */
__attribute__((noinline)) int classify_h(float x) {
  return isnan(x) + 2 * isinf(x) + 4 * isfinite(x) + 8 * (isnormal(x) && fabsf(x) >= 0x1p-14f) +
         16 * (x != 0 && fabsf(x) < 0x1p-14f) + 32 * (x == 0);
}
#endif
__attribute__((noinline)) double powi_d(double x, int n) { return __builtin_powi(x, n); }
__attribute__((noinline)) float powi_f(float x, int n) { return __builtin_powif(x, n); }
__attribute__((noinline)) long double powi_l(long double x, int n) { return __builtin_powil(x, n); }

int main(void) {
  long double lds[] = {0.0L, -0.0L, 1.0L, -3.5L, LDBL_MIN, LDBL_MIN / 4, -LDBL_TRUE_MIN, LDBL_MAX, INFINITY,
                       -INFINITY, NAN, -NAN, __builtin_nansl("")};
  for (unsigned i = 0; i < sizeof lds / sizeof lds[0]; i++) printf("ld%u %d\n", i, classify_ld(lds[i]));
  double ds[] = {0.0, 1.0, DBL_MIN / 8, DBL_MAX, -INFINITY, NAN};
  for (unsigned i = 0; i < sizeof ds / sizeof ds[0]; i++) printf("d%u %d\n", i, classify_d(ds[i]));
  float hs[] = {0.0f, 1.0f, -65504.0f, 0x1p-16f, 0x1p-14f, INFINITY, NAN};
  for (unsigned i = 0; i < sizeof hs / sizeof hs[0]; i++) printf("h%u %d\n", i, classify_h(hs[i]));
  printf("powi %a %a %a %a\n", powi_d(1.1, 7), powi_d(2.0, -3), powi_f(0.9f, 5), (double)powi_l(3.0L, 40));
  return 0;
}
