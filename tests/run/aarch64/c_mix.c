/* A mix of things C programs do that the other AArch64 programs touch less: packed
   structs (unaligned fields), three-float HFAs and small structs by value, varargs of
   structs, HFAs and long double, a dense switch (jump table), calls through a table of
   function pointers, _BitInt(120) and _BitInt(77), long double complex, _Float16
   multiply-adds (llvm.fmuladd.f16: not fused without +fullfp16, each step rounded to
   half), overlapping memmove. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <stdarg.h>
#include <complex.h>
struct __attribute__((packed)) pk { char c; int i; double d; short s; long long q; };
struct mixed { float f; double d; };
struct hfa3 { float a, b, c; };
struct small { char a; short b; };
union u { double d; uint64_t u; float f[2]; };
static struct hfa3 hf(struct hfa3 x, struct hfa3 y) { struct hfa3 r = {x.a + y.c, x.b * y.b, x.c - y.a}; return r; }
static struct small sm(struct small x, int k) { x.a += k; x.b *= k; return x; }
static double vsum(int n, ...) { va_list ap; va_start(ap, n); double s = 0; for (int i = 0; i < n; i++) { struct mixed m = va_arg(ap, struct mixed); s += m.f + m.d; } struct hfa3 h = va_arg(ap, struct hfa3); s += h.a + h.b + h.c; long double ld = va_arg(ap, long double); s += (double)ld; va_end(ap); return s; }
static int sw(int x) { switch (x) { case 0: return 10; case 1: return 21; case 2: return 32; case 3: return 43; case 5: return 65; case 8: return 98; case 13: return 1313; case 21: return 2121; default: return -1; } }
typedef int (*fp)(int);
static int f1(int x) { return x + 1; } static int f2(int x) { return x * 2; } static int f3(int x) { return x - 3; }
int main(int argc, char **argv) {
  (void)argv;
  struct pk p; memset(&p, 0, sizeof p); p.c = 1; p.i = 0x12345678 * argc; p.d = 2.5; p.s = -3; p.q = 0x1122334455667788LL;
  struct pk p2; memcpy(&p2, &p, sizeof p); p2.i += 1; p2.q >>= 4;
  printf("packed %zu %d %g %d %llx\n", sizeof p, p2.i, p2.d, p2.s, (unsigned long long)p2.q);
  struct hfa3 a = {1, 2, 3}, b = {4, 5, 6}; struct hfa3 r = hf(a, b); printf("hfa3 %g %g %g\n", r.a, r.b, r.c);
  struct small s = {3, 400}; s = sm(s, argc + 1); printf("small %d %d\n", s.a, s.b);
  struct mixed m1 = {1.5f, 2.5}, m2 = {0.25f, 1e10};
  struct hfa3 h = {1, 2, 3};
  printf("vsum %g\n", vsum(2, m1, m2, h, 3.5L));
  union u uu; uu.d = -0.0; printf("union %llx %g\n", (unsigned long long)uu.u, uu.f[1]);
  int acc = 0; for (int i = 0; i < 25; i++) acc += sw(i) * i; printf("switch %d\n", acc);
  fp tab[] = {f1, f2, f3}; int v = argc; for (int i = 0; i < 10; i++) v = tab[(v + i) % 3](v); printf("fptr %d\n", v);
#ifdef __clang__
  unsigned _BitInt(120) bi = 1; for (int i = 0; i < 150; i++) bi = bi * 3 + (unsigned _BitInt(120))argc;
  _BitInt(77) sb = -(_BitInt(77))argc * 123456789012345LL; sb = sb / 7 - (sb % 13);
#else /* regen.sh's gcc 12 build has no _BitInt: the same values in __int128 */
  unsigned __int128 bi = 1, m120 = ((unsigned __int128)1 << 120) - 1;
  for (int i = 0; i < 150; i++) bi = (bi * 3 + (unsigned __int128)argc) & m120;
  __int128 sb = -(__int128)argc * 123456789012345LL; sb = sb / 7 - (sb % 13);
#endif
  printf("bitint %llx %llx\n", (unsigned long long)(bi >> 64), (unsigned long long)(bi % 1000000007u));
  printf("bitint77 %lld\n", (long long)sb);
  long double complex lc = 1.0L + 2.0L * I; lc = lc * lc / (3.0L - 1.0L * I); printf("ldc %Lg %Lg\n", creall(lc), cimagl(lc));
  _Float16 arr[8]; for (int i = 0; i < 8; i++) arr[i] = (_Float16)(i * 0.3f * argc); _Float16 hs = 0;
#ifdef __clang__
  for (int i = 0; i < 8; i++) hs += arr[i] * arr[i];
#else /* regen.sh's gcc build keeps float precision in between: round each step */
  for (int i = 0; i < 8; i++) { volatile _Float16 p = arr[i] * arr[i]; hs = (_Float16)(hs + p); }
#endif
  printf("f16 %g\n", (double)hs);
  char buf[200]; for (int i = 0; i < 200; i++) buf[i] = (char)(i * 7); memmove(buf + 3, buf, 150); int cs = 0; for (int i = 0; i < 200; i++) cs = cs * 31 + buf[i]; printf("memmove %d\n", cs);
  return 0;
}
