/* _BitInt arithmetic whose result depends on the real width (clang only, so no regen.sh:
 * gcc-12 has no _BitInt; the .out comes from llc-19's O0 build, its O2 builds agreeing):
 * multiply overflow of odd widths promoted to one register (i31, i37, i63) or carried in
 * two (i65 ... i127), add/sub overflow, clz, bitreverse and saturation of i65 ... i127. */
#include <stdio.h>

/* libgcc lacks compiler-rt's __muloti4 (the i128 multiply with overflow llc calls). */
__int128 __muloti4(__int128 a, __int128 b, int *ov) {
  unsigned __int128 ua = a < 0 ? -(unsigned __int128)a : (unsigned __int128)a;
  unsigned __int128 ub = b < 0 ? -(unsigned __int128)b : (unsigned __int128)b;
  int neg = (a < 0) != (b < 0), o = 0;
  unsigned long long a0 = ua, a1 = ua >> 64, b0 = ub, b1 = ub >> 64;
  if (a1 && b1)
    o = 1;
  unsigned __int128 cross = (unsigned __int128)a1 * b0 + (unsigned __int128)a0 * b1;
  if (cross >> 64)
    o = 1;
  unsigned __int128 lo = (unsigned __int128)a0 * b0, r = lo + (cross << 64);
  if (r < lo)
    o = 1;
  unsigned __int128 lim = (unsigned __int128)1 << 127;
  if ((!neg && r >= lim) || (neg && r > lim))
    o = 1;
  *ov = o;
  return neg ? (__int128)-r : (__int128)r;
}

#define MULO(N)                                                                                                \
  __attribute__((noinline)) int smulo##N(_BitInt(N) a, _BitInt(N) b, _BitInt(N) *r) {                          \
    return __builtin_mul_overflow(a, b, r);                                                                    \
  }                                                                                                            \
  __attribute__((noinline)) int umulo##N(unsigned _BitInt(N) a, unsigned _BitInt(N) b, unsigned _BitInt(N) *r) { \
    return __builtin_mul_overflow(a, b, r);                                                                    \
  }
MULO(7) MULO(13) MULO(24) MULO(31) MULO(37) MULO(48) MULO(63) MULO(65) MULO(96) MULO(100) MULO(127)

#define TRY(N)                                                                                                 \
  {                                                                                                            \
    _BitInt(N) r;                                                                                              \
    unsigned _BitInt(N) u;                                                                                     \
    int o = smulo##N(as[i], bs[j], &r), ou = umulo##N(as[i], bs[j], &u);                                      \
    printf(" " #N ":%d%d", o, ou);                                                                             \
  }

typedef unsigned _BitInt(100) u100;
typedef _BitInt(100) s100;
typedef unsigned _BitInt(72) u72;
__attribute__((noinline)) int uadd100(u100 a, u100 b) { u100 r; return __builtin_add_overflow(a, b, &r); }
__attribute__((noinline)) int sadd100(s100 a, s100 b) { s100 r; return __builtin_add_overflow(a, b, &r); }
__attribute__((noinline)) int usub96(unsigned _BitInt(96) a, unsigned _BitInt(96) b) {
  unsigned _BitInt(96) r;
  return __builtin_sub_overflow(a, b, &r);
}
__attribute__((noinline)) int ssub65(_BitInt(65) a, _BitInt(65) b) {
  _BitInt(65) r;
  return __builtin_sub_overflow(a, b, &r);
}
__attribute__((noinline)) int clz100(u100 a) { return __builtin_clzg(a); }
__attribute__((noinline)) int clz72(u72 a) { return __builtin_clzg(a); }
__attribute__((noinline)) int ctz100(u100 a) { return __builtin_ctzg(a); }
__attribute__((noinline)) int pop100(u100 a) { return __builtin_popcountg(a); }
__attribute__((noinline)) u100 brev100(u100 a) { return __builtin_elementwise_bitreverse(a); }
__attribute__((noinline)) u100 uaddsat100(u100 a, u100 b) { return __builtin_elementwise_add_sat(a, b); }
__attribute__((noinline)) s100 saddsat100(s100 a, s100 b) { return __builtin_elementwise_add_sat(a, b); }
__attribute__((noinline)) u100 usubsat100(u100 a, u100 b) { return __builtin_elementwise_sub_sat(a, b); }
__attribute__((noinline)) s100 ssubsat100(s100 a, s100 b) { return __builtin_elementwise_sub_sat(a, b); }

static void show(const char *s, u100 v) {
  printf("%s %09llx%016llx\n", s, (unsigned long long)(v >> 64), (unsigned long long)v);
}

int main(void) {
  long long as[] = {1, -1, 2, 3, 5, 1000, -1000, 0x3f, 0x12345, 46341, -46341, 0x7fff, 0x7fffffff};
  long long bs[] = {-1, 1, -2, 3, 46340, 0x10000, -0x10000};
  for (int i = 0; i < 13; i++) {
    for (int j = 0; j < 7; j++) {
      printf("%lld*%lld:", as[i], bs[j]);
      TRY(7) TRY(13) TRY(24) TRY(31) TRY(37) TRY(48) TRY(63) TRY(65) TRY(96) TRY(100) TRY(127)
      printf("\n");
    }
  }
  u100 one = 1, top = one << 99, max = ~(u100)0;
  s100 smax = (s100)(max >> 1);
  printf("addo %d %d %d %d\n", uadd100(max, 1), sadd100(smax, 1), usub96(0, 1),
         ssub65((_BitInt(65))((unsigned _BitInt(65))1 << 64), 1));
  printf("addo %d %d %d %d\n", uadd100(5, 1), sadd100(-3, 1), usub96(2, 1), ssub65(0, 1));
  printf("clz %d %d %d ctz %d %d pop %d\n", clz100(one), clz100(top), clz72(1), ctz100(top), ctz100(one << 70),
         pop100(max));
  show("brev", brev100(one));
  show("uaddsat", uaddsat100(max, 1));
  show("saddsat", (u100)saddsat100(smax, 1));
  show("saddsat-", (u100)saddsat100(-smax, -5));
  show("usubsat", usubsat100(3, 7));
  show("ssubsat", (u100)ssubsat100(-smax, 9));
  return 0;
}
