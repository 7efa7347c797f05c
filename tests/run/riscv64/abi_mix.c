/* RISC-V LP64D calling-convention cases: structs of two doubles, of a float and an int,
   of an int and a double (the hardware FP convention), small integer structs, large
   structs by reference, more FP arguments than fa0-fa7 (the rest in integer registers,
   then the stack), more integer arguments than a0-a7, variadic doubles and long doubles,
   __int128 in registers and split across a7 and the stack, long double (fp128)
   arithmetic, and returns of each kind. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

struct dd { double a, b; };
struct fi { float f; int i; };
struct id { int i; double d; };
struct ss { short s; char c; };
struct big { long v[5]; };

__attribute__((noinline)) struct dd add_dd(struct dd x, struct dd y) { struct dd r = { x.a + y.a, x.b * y.b }; return r; }
__attribute__((noinline)) struct fi mk_fi(float f, int i) { struct fi r = { f * 2, i - 1 }; return r; }
__attribute__((noinline)) double use_id(struct id v, struct fi w) { return v.i * v.d + w.f + w.i; }
__attribute__((noinline)) int use_ss(struct ss a, struct ss b) { return a.s * 100 + a.c + b.s * 10 + b.c; }
__attribute__((noinline)) struct big twice(struct big b) { for (int i = 0; i < 5; i++) b.v[i] *= 2; return b; }

__attribute__((noinline)) double many_fp(double a, double b, double c, double d, double e, double f, double g,
                                          double h, double i, double j, float k, double l) {
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j + 11 * k + 12 * l;
}

__attribute__((noinline)) long many_int(int a, long b, short c, unsigned d, long e, char f, long g, int h,
                                        long i, int j, unsigned char k) {
  return a + 2 * b + 3 * c + 4L * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j + 11 * k;
}

__attribute__((noinline)) __int128 wide(long a, long b, long c, long d, long e, long f, long g, __int128 h) {
  return h * 3 + a + b + c + d + e + f + g;
}

__attribute__((noinline)) long double ld_ops(long double a, long double b, int n) {
  long double r = a;
  for (int i = 0; i < n; i++) r = r * b + a / 3;
  return r;
}

__attribute__((noinline)) double sum_var(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) {
    if (i % 3 == 2) s += (double)va_arg(ap, long double);
    else if (i % 3 == 1) s += va_arg(ap, int);
    else s += va_arg(ap, double);
  }
  va_end(ap);
  return s;
}

__attribute__((noinline)) __int128 var128(int n, ...) {
  va_list ap;
  va_start(ap, n);
  __int128 s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, __int128);
  va_end(ap);
  return s;
}

static void p128(const char *what, __int128 v) {
  unsigned long long hi = (unsigned long long)((unsigned __int128)v >> 64), lo = (unsigned long long)v;
  printf("%s %016llx%016llx\n", what, hi, lo);
}

int main(void) {
  struct dd a = { 1.5, 2.0 }, b = { 0.25, -3.0 };
  struct dd c = add_dd(a, b);
  printf("dd %.3f %.3f\n", c.a, c.b);
  struct fi f = mk_fi(1.25f, 7);
  printf("fi %.3f %d\n", f.f, f.i);
  struct id v = { 3, 0.5 };
  printf("id %.3f\n", use_id(v, f));
  struct ss s1 = { 12, 3 }, s2 = { -4, 9 };
  printf("ss %d\n", use_ss(s1, s2));
  struct big g = { { 1, 2, 3, 4, 5 } };
  struct big h = twice(g);
  printf("big %ld %ld %ld\n", h.v[0], h.v[2], h.v[4]);
  printf("many_fp %.3f\n", many_fp(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11.5f, 12));
  printf("many_int %ld\n", many_int(-1, 2, -3, 4000000000u, 5, 'x', -7, 8, 9, -10, 250));
  __int128 w = wide(1, 2, 3, 4, 5, 6, 7, ((__int128)0x1234567 << 64) | 0x89abcdefULL);
  p128("wide", w);
  long double ld = ld_ops(1.5L, 1.0000001L, 10);
  printf("ld %.12Lf\n", ld);
  printf("var %.3f\n", sum_var(6, 1.5, 2, (long double)3.25, 4.5, 5, (long double)-6.75));
  p128("var128", var128(3, (__int128)1 << 70, (__int128)-5, (__int128)123456789));
  char buf[80];
  snprintf(buf, sizeof buf, "%d %.2f %Lf %s", 42, 2.5, (long double)0.125, "end");
  printf("%s\n", buf);
  return (int)(c.a * 4) + f.i;
}
