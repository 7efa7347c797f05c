/* long double (IEEE binary128) under AAPCS64: arithmetic through the soft-float library
   calls, comparisons (including NaN), conversions to and from int, long, __int128,
   double and float, arguments and results in q registers (and on the stack when q0-q7
   are used up), long double in structs (an HFA of fp128), in arrays and through varargs,
   printed with %Lf / %Lg / %La by libc. Regenerate with tests/run/aarch64/regen.sh. */
#include <stdarg.h>
#include <stdio.h>
typedef long double ld;
#define NI __attribute__((noinline))

NI ld add(ld a, ld b) { return a + b; }
NI ld sub(ld a, ld b) { return a - b; }
NI ld mul(ld a, ld b) { return a * b; }
NI ld dvd(ld a, ld b) { return a / b; }
NI ld neg(ld a) { return -a; }
NI int cmps(ld a, ld b) {
  return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5 |
         __builtin_isunordered(a, b) << 6;
}
NI int to_i(ld a) { return (int)a; }
NI unsigned to_u(ld a) { return (unsigned)a; }
NI long to_l(ld a) { return (long)a; }
NI unsigned long to_ul(ld a) { return (unsigned long)a; }
NI __int128 to_i128(ld a) { return (__int128)a; }
NI double to_d(ld a) { return (double)a; }
NI float to_f(ld a) { return (float)a; }
NI ld from_i(int a) { return a; }
NI ld from_u(unsigned a) { return a; }
NI ld from_l(long a) { return a; }
NI ld from_ul(unsigned long a) { return a; }
NI ld from_i128(__int128 a) { return a; }
NI ld from_d(double a) { return a; }
NI ld from_f(float a) { return a; }
/* q0..q7 then on the stack (16-byte slots), with doubles and ints in between */
NI ld ten(ld a, double b, ld c, int d, ld e, float f, ld g, ld h, ld i, ld j, ld k, ld l, long m, ld n) {
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j + 11 * k + 12 * l + 13 * m + 14 * n;
}
struct Q2 { ld a, b; };                  /* HFA: q0, q1 */
struct Q4 { ld v[4]; };                  /* HFA: q0..q3 */
struct QM { ld a; int tag; };            /* not an HFA, 32 bytes: by reference / sret */
NI struct Q2 swap(struct Q2 q) { struct Q2 r = {q.b, q.a}; return r; }
NI struct Q4 scale(struct Q4 q, ld k) { for (int i = 0; i < 4; i++) q.v[i] *= k; return q; }
NI struct QM bump(struct QM m) { m.a += m.tag; m.tag++; return m; }
NI struct Q4 late(struct Q2 a, struct Q2 b, struct Q2 c, struct Q4 d) {
  /* a: q0 q1 | b: q2 q3 | c: q4 q5 | d does not fit in q6 q7: the stack */
  struct Q4 r = {{a.a + d.v[0], b.a + d.v[1], c.a + d.v[2], a.b + b.b + c.b + d.v[3]}};
  return r;
}
NI ld vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  ld s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, ld) * (i + 1);
  va_end(ap);
  return s;
}
NI ld poly(const ld *c, int n, ld x) { ld r = 0; for (int i = n - 1; i >= 0; i--) r = r * x + c[i]; return r; }
NI ld sqrt_newton(ld x) { ld r = x; for (int i = 0; i < 60; i++) r = (r + x / r) / 2; return r; }

volatile double vd[4] = {1.5, -2.25, 1e300, 0.1};
volatile int vi[2] = {-7, 3};

int main(void) {
  ld a = from_d(vd[0]), b = from_d(vd[1]), big = from_d(vd[2]), tenth = from_d(vd[3]);
  ld third = dvd(1, 3);
  printf("add %Lf sub %Lf mul %Lf div %.30Lf\n", add(a, b), sub(a, b), mul(a, b), dvd(a, b));
  printf("third %.36Lg\n", third);
  printf("third %La\n", third);
  ld zero = sub(a, a), inf = dvd(a, zero), nan = dvd(zero, zero);
  printf("neg %Lg big*big %Lg 1/big^2 %Lg inf %Lg -inf %Lg\n", neg(a), mul(big, big), dvd(1, mul(big, big)), inf, neg(inf));
  printf("cmp %#x %#x %#x %#x %#x %#x\n", cmps(a, b), cmps(b, a), cmps(a, a), cmps(nan, a), cmps(nan, nan), cmps(inf, big));
  ld x = from_d(-123456.75);
  printf("to_i %d to_u %u to_l %ld to_ul %lu\n", to_i(x), to_u(neg(x)), to_l(mul(x, 1e12L)), to_ul(mul(neg(x), 1e13L)));
  __int128 q = to_i128(mul(x, 1e25L));
  printf("to_i128 %016lx%016lx\n", (unsigned long)((unsigned __int128)q >> 64), (unsigned long)q);
  printf("to_d %.17g to_f %.9g\n", to_d(third), to_f(third));
  printf("from %Lg %Lg %Lg %Lg %Lg %.25Lg %Lg\n", from_i(vi[0]), from_u(4000000000u), from_l(-9000000000000000000L),
         from_ul(18000000000000000000UL), from_i128(q), from_d(vd[3]), from_f(1.5f));
  printf("tenth - 0.1L = %Lg\n", sub(tenth, 0.1L));
  printf("ten %Lf\n", ten(a, 2.5, b, vi[1], a, 0.5f, b, a, b, a, b, a, vi[0], third));
  struct Q2 q2 = swap((struct Q2){a, b});
  printf("swap %Lf %Lf\n", q2.a, q2.b);
  struct Q4 q4 = scale((struct Q4){{a, b, third, tenth}}, 4);
  printf("scale %Lf %Lf %.20Lf %.20Lf\n", q4.v[0], q4.v[1], q4.v[2], q4.v[3]);
  struct QM m = bump((struct QM){a, 5});
  printf("bump %Lf %d\n", m.a, m.tag);
  struct Q4 l = late(q2, (struct Q2){1, 2}, (struct Q2){3, 4}, q4);
  printf("late %Lf %Lf %.20Lf %.20Lf\n", l.v[0], l.v[1], l.v[2], l.v[3]);
  printf("vsum %Lf\n", vsum(10, a, b, third, a, b, third, a, b, third, 1.0L));
  ld coef[5] = {1, -2, 3, -4, 5};
  printf("poly %.30Lf\n", poly(coef, 5, third));
  printf("sqrt2 %.33Lf\n", sqrt_newton(2));
  ld arr[6];
  for (int i = 0; i < 6; i++) arr[i] = from_i(i * vi[1]) / 7;
  ld s = 0;
  for (int i = 0; i < 6; i++) s += arr[i];
  printf("sum/7 %.33Lf\n", s);
  return 0;
}
