/* Floating-point operations between calls that change the rounding mode (fesetround)
 * must run where the source has them: between the calls, not before the first or after
 * the second, even when their result is only used later (interval arithmetic does this).
 * Without -frounding-math the IR does not say so; llc keeps the source order anyway.
 * (Not here: rint, which x86-64 without SSE4.1 calls as a libm routine that llc may
 * move past the second fesetround, and products the optimizer merges.) */
#include <fenv.h>
#include <math.h>
#include <stdio.h>

__attribute__((noinline)) double sum_up(double a, double b) {
  fesetround(FE_UPWARD);
  double r = a + b;
  fesetround(FE_TONEAREST);
  return r;
}

/* Both bounds of a product, each under its own mode (two operands, equal at run time,
 * so the optimizer cannot merge the products). */
__attribute__((noinline)) void product_bounds(double a, double b, double c, double *lo, double *hi) {
  fesetround(FE_DOWNWARD);
  double l = a * b;
  fesetround(FE_UPWARD);
  double h = a * c;
  fesetround(FE_TONEAREST);
  *lo = l;
  *hi = h;
}

__attribute__((noinline)) float narrow_toward_zero(double x, long n, float *from_int) {
  fesetround(FE_TOWARDZERO);
  float f = (float)x;
  float g = (float)n;
  double s = sqrt(x);
  fesetround(FE_TONEAREST);
  *from_int = g;
  return f + (float)(s - s);
}

__attribute__((noinline)) double quotient_up(double a, double b) {
  fesetround(FE_UPWARD);
  double q = a / b;
  double d = a - b * 0.1;
  fesetround(FE_TONEAREST);
  return q + d * 0.0;
}

int main(void) {
  volatile double one = 1.0, tiny = 0x1p-60, third = 1.0 / 3.0;
  printf("sum_up %a\n", sum_up(one, tiny));
  double lo, hi;
  product_bounds(third, 3.0000000000000004, 3.0000000000000004, &lo, &hi);
  printf("bounds %a %a (%s)\n", lo, hi, lo < hi ? "apart" : "equal");
  float fi;
  float f = narrow_toward_zero(third, 16777217 * 3L, &fi);
  printf("narrow %a %a\n", (double)f, (double)fi);
  printf("quotient_up %a\n", quotient_up(1.0, 3.0));
  printf("mode %d\n", fegetround() == FE_TONEAREST);
  return 0;
}
