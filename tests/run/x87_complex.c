/* x87 and complex values across calls: `_Complex long double` returned in st(0)/st(1),
 * `long double` varargs, complex float/double, a struct of long doubles, mixed structs by
 * value, setjmp/longjmp and a VLA; x87_complex.gcc.c (compiled by gcc) calls and is called
 * with complex long double. */
#include <stdio.h>
#include <complex.h>
#include <stdarg.h>
#include <setjmp.h>
#include <string.h>
__attribute__((noinline)) long double complex cld(long double complex a, long double b) { return a * b + 1.0L; }
__attribute__((noinline)) float complex cf(float complex a, float complex b) { return a * b; }
__attribute__((noinline)) double complex cd(double complex a) { return conj(a) * 2; }
__attribute__((noinline)) long double sumld(int n, ...) { va_list ap; va_start(ap, n); long double s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, long double); va_end(ap); return s; }
struct mix { float f; int i; double d; char c[3]; };
__attribute__((noinline)) struct mix pass(struct mix m, int k) { m.f += k; m.i *= k; m.d /= k; m.c[1] = 'A' + k; return m; }
struct ld2 { long double a, b; };
__attribute__((noinline)) struct ld2 ldpair(struct ld2 x) { struct ld2 r = { x.b, x.a * 2 }; return r; }
static jmp_buf jb;
__attribute__((noinline)) void jump(int v) { longjmp(jb, v); }
__attribute__((noinline)) int vla(int n) { int a[n]; for (int i = 0; i < n; i++) a[i] = i * i; int s = 0; for (int i = 0; i < n; i++) s += a[n - 1 - i] * i; return s; }
long double complex gcc_cmul(long double complex a, long double complex b);
long double complex gcc_calls_back(long double x);
int main(int argc, char **argv) {
  volatile int k = argc + 2;
  long double complex z = cld(1.5L + 2.5L * I, k);
  float complex f = cf(1.0f + 2.0f * I, 3.0f - 1.0f * I);
  double complex d = cd(4.0 + 5.0 * I);
  printf("%.3Lf %.3Lf %.2f %.2f %.1f %.1f\n", creall(z), cimagl(z), crealf(f), cimagf(f), creal(d), cimag(d));
  printf("%.4Lf\n", sumld(4, 1.25L, 2.5L, (long double)k, 1e10L));
  struct mix m = pass((struct mix){1.5f, 7, 9.0, "xy"}, k);
  printf("%.1f %d %.2f %c%c\n", m.f, m.i, m.d, m.c[0], m.c[1]);
  struct ld2 p = ldpair((struct ld2){3.0L, 4.0L});
  printf("%.1Lf %.1Lf\n", p.a, p.b);
  volatile int count = 0;
  int r = setjmp(jb);
  count++;
  if (r < 3) jump(r + 1);
  printf("setjmp %d %d vla %d\n", r, count, vla(k * 10));
  long double complex g = gcc_cmul(1.0L + 2.0L * I, 3.0L - (long double)k * I);
  long double complex h = gcc_calls_back(0.5L * k);
  printf("gcc: %.2Lf %.2Lf back: %.2Lf %.2Lf\n", creall(g), cimagl(g), creall(h), cimagl(h));
  return 0;
}
