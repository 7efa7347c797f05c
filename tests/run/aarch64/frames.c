/* AArch64 frame lowering: deep recursion, alloca and VLAs of varying size (also in loops
   and next to over-aligned locals), over-aligned locals (_Alignas(64), _Alignas(128)),
   large frames (over 4 KiB and over 64 KiB, with stack arguments to pass from them),
   setjmp/longjmp out of a deep recursion, many integer and double values live across
   calls (x19-x28 and d8-d15 all in use), calls through function pointers.
   Regenerate with tests/run/aarch64/regen.sh. */
#include <alloca.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#define NI __attribute__((noinline))
typedef unsigned long u64;

volatile int vz = 0;           /* an opaque zero */
NI void sink(void *p) { if (vz) memset(p, 0, 1); }
NI long opaque(long x) { return x + vz; }
NI double dopaque(double x) { return x + vz; }

/* deep recursion with a small local array per frame */
NI u64 deep(int n, u64 acc) {
  volatile char pad[24];
  pad[n % 24] = (char)n;
  if (n == 0) return acc;
  u64 r = deep(n - 1, acc * 31 + n) ^ pad[n % 24];
  return r;
}

/* alloca and a VLA of varying size, in a loop */
NI u64 dyn(int n) {
  u64 h = 0;
  for (int k = 1; k <= n; k++) {
    int m = k * 37 % 300 + 1;
    unsigned char *p = alloca(m);
    long vla[k];
    for (int i = 0; i < m; i++) p[i] = (unsigned char)(i * k);
    for (int i = 0; i < k; i++) vla[i] = i * m;
    sink(p); sink(vla);
    for (int i = 0; i < m; i++) h = h * 3 + p[i];
    for (int i = 0; i < k; i++) h += vla[i];
    h ^= ((uintptr_t)vla & 15) | ((uintptr_t)p & 15) << 8; /* 16-byte aligned: 0 */
  }
  return h;
}

/* over-aligned locals, alone and next to a VLA (the frame is realigned) */
NI int aligned(int n) {
  _Alignas(64) char a[10];
  _Alignas(128) double b[3];
  int bad = ((uintptr_t)a & 63) != 0;
  bad |= ((uintptr_t)b & 127) != 0;
  char vla[n];
  sink(a); sink(b); sink(vla);
  memset(vla, 1, n);
  a[0] = vla[n - 1]; b[0] = a[0];
  _Alignas(64) int c = n;
  sink(&c);
  bad |= ((uintptr_t)&c & 63) != 0;
  return bad + (int)b[0] + c;
}
NI int aligned_rec(int n) { _Alignas(64) int x = n; sink(&x); return (((uintptr_t)&x & 63) != 0) + (n ? aligned_rec(n - 1) : 0); }

/* a frame over 4 KiB and one over 64 KiB, passing stack arguments from it */
NI long stack_args(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j, const char *p) {
  return a + b + c + d + e + f + g + h + i * 3 + j * 5 + p[0];
}
NI long frame5k(int k) {
  char buf[5000];
  for (int i = 0; i < 5000; i++) buf[i] = (char)(i ^ k);
  sink(buf);
  return stack_args(1, 2, 3, 4, 5, 6, 7, 8, buf[4999], buf[0], buf + 2500) + buf[123];
}
NI long frame70k(int k) {
  long big[9000]; /* 72000 bytes */
  for (int i = 0; i < 9000; i++) big[i] = i * (long)k;
  sink(big);
  long s = 0;
  for (int i = 0; i < 9000; i += 7) s += big[i];
  volatile long tail = big[8999];
  return stack_args(s, 2, 3, 4, 5, 6, 7, 8, big[8998], tail, (const char *)&big[5]) + frame5k(k);
}
NI long frame70k_vla(int k, int n) {
  int big[17000];
  int vla[n];
  big[16999] = k; vla[n - 1] = k * 2;
  sink(big); sink(vla);
  return big[16999] + vla[n - 1] + (((uintptr_t)vla & 15) != 0) * 1000;
}

/* setjmp / longjmp out of a deep recursion */
static jmp_buf env;
NI void dive(int n) {
  char pad[100];
  pad[n % 100] = 1;
  sink(pad);
  if (n == 0) longjmp(env, 42);
  dive(n - 1);
}
NI int jumper(void) {
  volatile int local = 5;
  int r = setjmp(env);
  if (r == 0) { local = 6; dive(1000); return -1; }
  return r + local;
}

/* many values live across calls: ten longs and ten doubles */
NI u64 live(long s, double d) {
  long a = opaque(s + 1), b = opaque(s + 2), c = opaque(s + 3), e = opaque(s + 5), f = opaque(s + 6);
  double p = dopaque(d + 0.5), q = dopaque(d + 1.5), r = dopaque(d + 2.5), t = dopaque(d + 3.5);
  long g = opaque(a * b), h = opaque(c * e), i = opaque(f * a), j = opaque(b * c), k = opaque(e * f);
  double u = dopaque(p * q), v = dopaque(r * t), w = dopaque(p * t), x = dopaque(q * r), y = dopaque(u + v);
  u64 sum = opaque(a + b + c + e + f + g + h + i + j + k);
  double ds = dopaque(p + q + r + t + u + v + w + x + y);
  return sum * 1000003 + (u64)(ds * 4) + (u64)(long)(a - b * c + e * f - g + h * i - j + k) +
         (u64)(long)((p - q) * (r + t) * 4 + u - v + w * 2 - x + y);
}
NI double dlive(int n) {
  double d0 = dopaque(1), d1 = dopaque(2), d2 = dopaque(3), d3 = dopaque(4), d4 = dopaque(5), d5 = dopaque(6),
         d6 = dopaque(7), d7 = dopaque(8), d8 = dopaque(9), d9 = dopaque(10);
  for (int i = 0; i < n; i++) {
    d0 = dopaque(d0 + d1); d1 = dopaque(d1 + d2); d2 = dopaque(d2 + d3); d3 = dopaque(d3 + d4);
    d4 = dopaque(d4 + d5); d5 = dopaque(d5 + d6); d6 = dopaque(d6 + d7); d7 = dopaque(d7 + d8);
    d8 = dopaque(d8 + d9); d9 = dopaque(d9 - d0 / 4096);
  }
  return d0 + d1 * 2 + d2 * 4 + d3 * 8 + d4 * 16 + d5 * 32 + d6 * 64 + d7 * 128 + d8 * 256 + d9 * 512; /* exact products: no fused-or-not difference */
}

/* calls through function pointers */
static long f_add(long a, long b) { return a + b; }
static long f_sub(long a, long b) { return a - b; }
static long f_mul(long a, long b) { return a * b; }
static long f_rec(long a, long b);
static long (*const table[])(long, long) = {f_add, f_sub, f_mul, f_rec};
static long f_rec(long a, long b) { return b <= 0 ? a : table[b % 3](a, b) + f_rec(a, b - 1); }
NI long through(long (*fp)(long, long), long a, long b) { return fp(a, b); }

/* recursion with a VLA in every frame */
NI long vla_rec(int n) {
  if (n == 0) return 0;
  int v[n % 17 + 1];
  for (int i = 0; i <= n % 17; i++) v[i] = n + i;
  sink(v);
  return v[n % 17] + vla_rec(n - 1);
}

int main(void) {
  printf("deep %lx\n", (unsigned long)deep(20000, 1));
  printf("dyn %lx\n", (unsigned long)dyn(60));
  printf("aligned %d %d\n", aligned(13), aligned_rec(20));
  printf("frame5k %ld\n", frame5k(3));
  printf("frame70k %ld\n", frame70k(5));
  printf("frame70k_vla %ld\n", frame70k_vla(7, 33));
  printf("jumper %d\n", jumper());
  printf("live %lx\n", (unsigned long)live(opaque(3), dopaque(0.25)));
  printf("dlive %.17g\n", dlive(30));
  long s = 0;
  for (int i = 0; i < 4; i++) s = s * 7 + through(table[i], 9 + i, 5);
  printf("fnptr %ld\n", s);
  printf("vla_rec %ld\n", vla_rec(500));
  return 0;
}
