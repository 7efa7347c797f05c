/* __int128 under AAPCS64: arithmetic (mul, div, rem, shifts by variable amounts,
   comparisons, conversions to and from double), arguments in even-numbered register pairs
   (after one long, x1 is skipped), results in x0:x1, __int128 on the stack (16-byte
   aligned slots), in structs and arrays. Regenerate with tests/run/aarch64/regen.sh. */
#include <stdio.h>
typedef __int128 i128;
typedef unsigned __int128 u128;
#define NI __attribute__((noinline))

static void p128(const char *what, u128 v) {
  printf("%-12s %016lx%016lx\n", what, (unsigned long)(v >> 64), (unsigned long)v);
}
static i128 mk(long hi, unsigned long lo) { return (i128)((u128)(unsigned long)hi << 64 | lo); }

NI i128 add(i128 a, i128 b) { return a + b; }
NI i128 sub(i128 a, i128 b) { return a - b; }
NI i128 mul(i128 a, i128 b) { return (i128)((u128)a * (u128)b); }
NI i128 sdiv(i128 a, i128 b) { return a / b; }
NI i128 srem(i128 a, i128 b) { return a % b; }
NI u128 udiv(u128 a, u128 b) { return a / b; }
NI u128 urem(u128 a, u128 b) { return a % b; }
NI u128 shl(u128 a, int n) { return a << n; }
NI u128 lshr(u128 a, int n) { return a >> n; }
NI i128 ashr(i128 a, int n) { return a >> n; }
NI int cmp(i128 a, i128 b) { return (a < b) * 1 + (a == b) * 2 + ((u128)a < (u128)b) * 4 + (a >= b) * 8; }
NI double to_d(i128 a) { return (double)a; }
NI double uto_d(u128 a) { return (double)a; }
NI i128 from_d(double d) { return (i128)d; }
NI u128 ufrom_d(double d) { return (u128)d; }
NI float to_f(i128 a) { return (float)a; }
NI i128 from_f(float f) { return (i128)f; }
NI int clz(u128 a) { unsigned long hi = a >> 64; return hi ? __builtin_clzl(hi) : 64 + __builtin_clzl((unsigned long)a); }

/* x0 | x2:x3 (x1 skipped) | w4 | x6:x7 | on the stack, 16-aligned | stack | stack */
NI i128 pairs(long a, i128 b, int c, i128 d, i128 e, char f, i128 g) {
  return a + b * 3 + c * 5 + d * 7 + e * 11 + f * 13 + g * 17;
}
/* x0:x1 x2:x3 x4:x5 x6:x7 then three on the stack */
NI u128 seven(u128 a, u128 b, u128 c, u128 d, u128 e, u128 f, u128 g) {
  return a ^ (b << 1) ^ (c << 2) ^ (d << 3) ^ (e << 4) ^ (f << 5) ^ (g << 6);
}
/* seven longs take x0-x6; the __int128 does not fit in x7: stack, and the long after it too */
NI i128 split(long a, long b, long c, long d, long e, long f, long g, i128 h, long i) {
  return a + b + c + d + e + f + g + h * 1000 + i * 7;
}
struct WithI { char c; i128 v; short s; };
NI struct WithI in_struct(struct WithI w, i128 k) { w.v = w.v * k + w.c; w.c ^= 1; w.s = -w.s; return w; }
struct TwoI { i128 a, b; };
NI struct TwoI two(struct TwoI t) { struct TwoI r = {t.b - 1, t.a + 1}; return r; }
NI i128 sum_arr(const i128 *p, int n) { i128 s = 0; for (int i = 0; i < n; i++) s += p[i] * (i + 1); return s; }

/* factorial and fibonacci with overflow-free ranges */
NI u128 fact(int n) { return n <= 1 ? 1 : fact(n - 1) * n; }
NI u128 fib(int n) { u128 a = 0, b = 1; while (n--) { u128 t = a + b; a = b; b = t; } return a; }

static void print_dec(u128 v) {
  char buf[50]; int i = 49; buf[i] = 0;
  do { buf[--i] = '0' + (int)(v % 10); v /= 10; } while (v);
  printf("%s", buf + i);
}

volatile long vs[8] = {3, -7, 123456789, -987654321, 0x7fffffffffffffffL, 1, 64, 0};

int main(void) {
  i128 a = mk(vs[2], 0xfedcba9876543210UL), b = mk(vs[1], vs[2]), c = vs[3], one = vs[5];
  p128("add", add(a, b));
  p128("sub", sub(a, b));
  p128("mul", mul(a, b));
  p128("mul2", mul(c, c));
  p128("sdiv", sdiv(a, b));
  p128("srem", srem(a, b));
  p128("sdiv small", sdiv(a, c));
  p128("srem small", srem(a, c));
  p128("udiv", udiv((u128)b, (u128)a));
  p128("urem", urem((u128)b, 12345));
  for (int n = 0; n < 128; n += 21) {
    char w[20];
    snprintf(w, sizeof w, "shl %d", n); p128(w, shl((u128)a, n));
    snprintf(w, sizeof w, "lshr %d", n); p128(w, lshr((u128)b, n));
    snprintf(w, sizeof w, "ashr %d", n); p128(w, ashr(b, n));
  }
  p128("shl 64", shl(one, (int)vs[6]));
  p128("ashr 127", ashr(b, 127));
  printf("cmp %d %d %d %d\n", cmp(a, b), cmp(b, a), cmp(a, a), cmp(c, one));
  printf("to_d %.17g %.17g %.17g\n", to_d(a), to_d(b), uto_d((u128)b));
  p128("from_d", from_d(-1.5e30));
  p128("ufrom_d", ufrom_d(3.0e38));
  printf("to_f %.9g from_f ", to_f(b));
  p128("", from_f(-1.0e20f));
  printf("clz %d %d %d\n", clz(one), clz((u128)a), clz(shl(one, 100)));
  p128("pairs", pairs(vs[0], a, (int)vs[1], b, c, (char)vs[0], a));
  p128("seven", seven(a, b, c, one, a, b, c));
  p128("split", split(1, 2, 3, 4, 5, 6, 7, b, vs[3]));
  struct WithI w = {5, a, -9};
  w = in_struct(w, b);
  printf("struct %d %d ", w.c, w.s); p128("", w.v);
  struct TwoI t = {a, b};
  t = two(t);
  p128("two.a", t.a); p128("two.b", t.b);
  i128 arr[5] = {a, b, c, one, -one};
  p128("sum_arr", sum_arr(arr, 5));
  printf("30! = "); print_dec(fact(30)); printf("\n");
  printf("fib(180) = "); print_dec(fib(180)); printf("\n");
  printf("max = "); print_dec(~(u128)0); printf("\n");
  return 0;
}
