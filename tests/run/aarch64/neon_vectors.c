/* 128-bit vectors as legal NEON values: loops clang -O2 vectorizes (fmla, integer
 * multiply-accumulate, reductions, min/max, conversions, shifts by vectors, byte lanes,
 * compares feeding selects, reversed copies) and GCC vector extensions (every lane type,
 * arithmetic, compares, shuffles, lane access by variable index, division and 64-bit
 * multiplies that NEON lacks, vectors passed and returned by value and across calls). */
#include <stdint.h>
#include <stdio.h>

#define N 1000
float a[N], b[N], c[N];
int ia[N], ib[N];
uint8_t u8[N];
int16_t s16[N];
double d[N];
long long ll[N];

__attribute__((noinline)) void saxpy(float k) { for (int i = 0; i < N; i++) c[i] = k * a[i] + b[i]; }
__attribute__((noinline)) int dot(void) { int s = 0; for (int i = 0; i < N; i++) s += ia[i] * ib[i]; return s; }
__attribute__((noinline)) int maxv(void) { int m = -1000000; for (int i = 0; i < N; i++) m = ia[i] > m ? ia[i] : m; return m; }
__attribute__((noinline)) unsigned bsum(void) { unsigned s = 0; for (int i = 0; i < N; i++) s += u8[i]; return s; }
__attribute__((noinline)) void clampv(void) {
  for (int i = 0; i < N; i++) s16[i] = s16[i] > 100 ? 100 : (s16[i] < -100 ? -100 : s16[i]);
}
__attribute__((noinline)) double dsum(void) { double s = 0; for (int i = 0; i < N; i++) s += d[i] * 0.5; return s; }
__attribute__((noinline)) void conv(void) { for (int i = 0; i < N; i++) ia[i] = (int)(a[i] * 3.0f) ^ (ib[i] >> 3); }
__attribute__((noinline)) void shifts(int k) {
  for (int i = 0; i < N; i++) ib[i] = (ia[i] << (i & 7)) + (int)((unsigned)ib[i] >> k) + (ia[i] >> (i & 3));
}
__attribute__((noinline)) void bytes(void) { for (int i = 0; i < N; i++) u8[i] = (uint8_t)(u8[i] * 7 + (u8[i] >> 2)); }
__attribute__((noinline)) int count_less(void) { int n = 0; for (int i = 0; i < N; i++) n += a[i] < b[i]; return n; }
__attribute__((noinline)) void reverse(void) { for (int i = 0; i < N; i++) ib[i] = ia[N - 1 - i]; }
__attribute__((noinline)) void mul64(void) { for (int i = 0; i < N; i++) ll[i] = ll[i] * (ll[i] + 3) - i; }
__attribute__((noinline)) long long llmin(void) { long long m = 1LL << 60; for (int i = 0; i < N; i++) m = ll[i] < m ? ll[i] : m; return m; }
__attribute__((noinline)) float fmaxv(void) { float m = -1e30f; for (int i = 0; i < N; i++) m = a[i] > m ? a[i] : m; return m; }
__attribute__((noinline)) void absdiff(void) { for (int i = 0; i < N; i++) s16[i] = (int16_t)(s16[i] < 0 ? -s16[i] : s16[i]); }
__attribute__((noinline)) void fsel(void) { for (int i = 0; i < N; i++) c[i] = a[i] >= b[i] ? a[i] - b[i] : b[i] / 2; }
__attribute__((noinline)) void to_double(void) { for (int i = 0; i < N; i++) d[i] = (double)ll[i] * 0.25 + (double)(unsigned)ia[i]; }

typedef int v4i __attribute__((vector_size(16)));
typedef unsigned v4u __attribute__((vector_size(16)));
typedef short v8s __attribute__((vector_size(16)));
typedef signed char v16c __attribute__((vector_size(16)));
typedef unsigned char v16uc __attribute__((vector_size(16)));
typedef long long v2l __attribute__((vector_size(16)));
typedef float v4f __attribute__((vector_size(16)));
typedef double v2d __attribute__((vector_size(16)));

__attribute__((noinline)) v4i vmix(v4i x, v4i y) { return (x + y) * (x - y) ^ (x & ~y); }
__attribute__((noinline)) v4i vdiv(v4i x, v4i y) { return x / y + x % y; }
__attribute__((noinline)) v4u vudiv(v4u x, v4u y) { return x / y; }
__attribute__((noinline)) v2l vmul64(v2l x, v2l y) { return x * y + (x >> 3) - (y << 5); }
__attribute__((noinline)) v4i vcmp(v4i x, v4i y) { return (x < y) + (x == y) * 2 + (x >= y) * 4; }
__attribute__((noinline)) v4i vucmp(v4u x, v4u y) { return (v4i)((x > y) & (v4i)(x <= y + 1)); }
__attribute__((noinline)) v4f vfsel(v4f x, v4f y) {
  v4i m = x > y;
  return (v4f)(((v4i)(x * y) & m) | ((v4i)(x - y) & ~m));
}
__attribute__((noinline)) v2d vdmath(v2d x, v2d y) { return x / y + x * x - y; }
__attribute__((noinline)) v4i vshuf(v4i x, v4i y) { return __builtin_shufflevector(x, y, 3, 6, 1, 4); }
__attribute__((noinline)) v4i vzip(v4i x, v4i y) { return __builtin_shufflevector(x, y, 0, 4, 1, 5); }
__attribute__((noinline)) v4i vext(v4i x, v4i y) { return __builtin_shufflevector(x, y, 1, 2, 3, 4); }
__attribute__((noinline)) v16c vrev(v16c x) {
  return __builtin_shufflevector(x, x, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8);
}
__attribute__((noinline)) v16c vbytes(v16c x, v16c y) { return (x + y) * (x - 3) >> 1; }
__attribute__((noinline)) v16uc vubytes(v16uc x, v16uc y) {
  v16uc m = (v16uc)(x > y);
  return ((x - y) & m) | ((y - x) & ~m);
}
__attribute__((noinline)) v8s vshorts(v8s x, v8s y) { return (x * y) >> 2 | (x < 0); }
__attribute__((noinline)) v8s vshl(v8s x, v8s y) { return (x << (y & 7)) + (x >> (y & 3)); }
__attribute__((noinline)) int vlane(v4i x, int k) { return x[k & 3]; }
__attribute__((noinline)) v4i vset(v4i x, int k, int val) { x[k & 3] = val; return x; }
__attribute__((noinline)) v4f vconvert(v4i x) { return __builtin_convertvector(x, v4f) * 0.5f; }
__attribute__((noinline)) v4i vtrunc(v4f x) { return __builtin_convertvector(x, v4i); }
__attribute__((noinline)) v2d vsplat(double k, v2d x) { return x * k + (v2d){1.0, -1.0}; }
/* 64-bit vectors live in d registers; halves, widening and narrowing between them. */
typedef float v2f __attribute__((vector_size(8)));
typedef int v2i __attribute__((vector_size(8)));
typedef short v4s __attribute__((vector_size(8)));
typedef unsigned char v8uc __attribute__((vector_size(8)));
__attribute__((noinline)) v2f d_fmath(v2f x, v2f y) { return x * y + x / y - (v2f){0.5f, 0.25f}; }
__attribute__((noinline)) v2i d_imath(v2i x, v2i y) { return (x * y) ^ (x >> 1) ^ (x < y); }
__attribute__((noinline)) v4s d_narrow(v4i x) { return __builtin_convertvector(x, v4s); }
__attribute__((noinline)) v4i d_widen(v4s x) { return __builtin_convertvector(x, v4i) * 3; }
__attribute__((noinline)) v2f d_from_long(v2l x) { return __builtin_convertvector(x, v2f); }
__attribute__((noinline)) v2l d_to_long(v2f x) { return __builtin_convertvector(x, v2l); }
__attribute__((noinline)) v8uc d_high(v16c x) {
  return (v8uc)__builtin_shufflevector(x, x, 8, 9, 10, 11, 12, 13, 14, 15);
}
__attribute__((noinline)) v16c d_join(v8uc lo, v8uc hi) {
  return (v16c)__builtin_shufflevector(lo, hi, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
}
__attribute__((noinline)) v8uc d_bytes(v8uc x, v8uc y) { return (x + y) * (x >> 2) | (x > y); }
__attribute__((noinline)) long d_bits(v2i x) { return (long)x; }

typedef unsigned char v32uc __attribute__((vector_size(32)));
typedef double v4d __attribute__((vector_size(32)));
/* Wider than a register: split into q registers, lanes chosen at run time. */
__attribute__((noinline)) v32uc vset32(v32uc x, int k, int val) { x[k & 31] = (unsigned char)val; return x; }
__attribute__((noinline)) double vget4d(v4d x, int k) { return x[k & 3]; }
__attribute__((noinline)) v4i across(v4i x) { v4i y = x; for (int i = 0; i < 3; i++) y = y * 3 + 1; return y; }

static void print4i(const char *s, v4i v) { printf("%s %d %d %d %d\n", s, v[0], v[1], v[2], v[3]); }
static void print16(const char *s, v16c v) {
  printf("%s", s);
  for (int i = 0; i < 16; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = i * 0.25f - 50;
    b[i] = (i % 17) * 1.5f;
    ia[i] = (i * 7919) % 1000 - 500;
    ib[i] = i % 13 - 6;
    u8[i] = (uint8_t)(i * 31);
    s16[i] = (int16_t)((i * 97) % 400 - 200);
    d[i] = i / 3.0;
    ll[i] = (long long)i * 123456789 - 5000000000LL;
  }
  saxpy(1.5f);
  printf("saxpy %f %f\n", c[10], c[999]);
  printf("dot %d max %d bsum %u\n", dot(), maxv(), bsum());
  clampv();
  printf("clamp %d %d\n", s16[5], s16[77]);
  printf("dsum %f\n", dsum());
  conv();
  printf("conv %d %d\n", ia[3], ia[998]);
  shifts(2);
  printf("shifts %d %d\n", ib[3], ib[998]);
  bytes();
  printf("bytes %u %u\n", u8[3], u8[998]);
  printf("less %d\n", count_less());
  reverse();
  printf("reverse %d %d\n", ib[0], ib[999]);
  mul64();
  printf("mul64 %lld %lld min %lld\n", ll[1], ll[998], llmin());
  printf("fmax %f\n", fmaxv());
  absdiff();
  printf("abs %d %d\n", s16[5], s16[6]);
  fsel();
  printf("fsel %f %f\n", c[5], c[500]);
  to_double();
  printf("to_double %f %f\n", d[7], d[999]);
  long long h = 0;
  for (int i = 0; i < N; i++) h = h * 31 + ia[i] + ib[i] + u8[i] + s16[i] + (long long)c[i] + ll[i] % 1000;
  printf("hash %lld\n", h);

  v4i x = {7, -3, 100, -2147483647}, y = {2, 5, -7, 3};
  print4i("mix", vmix(x, y));
  print4i("div", vdiv(x, y));
  v4u ux = {7, 3000000000u, 100, 5}, uy = {2, 7, 9, 1};
  v4u q = vudiv(ux, uy);
  printf("udiv %u %u %u %u\n", q[0], q[1], q[2], q[3]);
  v2l lx = {123456789012LL, -5}, ly = {-987654321, 77};
  v2l lm = vmul64(lx, ly);
  printf("mul64v %lld %lld\n", lm[0], lm[1]);
  print4i("cmp", vcmp(x, y));
  print4i("ucmp", vucmp(ux, uy));
  v4f fx = {1.5f, -2.0f, 3.25f, 0.0f}, fy = {1.0f, 2.0f, 4.0f, -0.5f};
  v4f fs = vfsel(fx, fy);
  printf("fsel %f %f %f %f\n", fs[0], fs[1], fs[2], fs[3]);
  v2d dx = {1.5, -3.0}, dy = {0.25, 7.0};
  v2d dm = vdmath(dx, dy);
  printf("dmath %f %f\n", dm[0], dm[1]);
  print4i("shuf", vshuf(x, y));
  print4i("zip", vzip(x, y));
  print4i("ext", vext(x, y));
  v16c cx = {1, 2, 3, 4, 5, 6, 7, 8, -9, -10, 11, 12, 13, 14, 15, 127};
  v16c cy = {5, 5, 5, 5, 5, 5, 5, 5, 100, 100, 100, 100, -100, -100, -100, 1};
  print16("rev", vrev(cx));
  print16("bytes", vbytes(cx, cy));
  print16("ubytes", (v16c)vubytes((v16uc)cx, (v16uc)cy));
  v8s sx = {1, -2, 300, -400, 5000, -6000, 32767, -32768}, sy = {3, 4, 5, 6, 7, 8, 9, 10};
  v8s ss = vshorts(sx, sy), sl = vshl(sx, sy);
  for (int i = 0; i < 8; i++) printf("%d/%d ", ss[i], sl[i]);
  printf("\n");
  printf("lane %d %d\n", vlane(x, 2), vlane(y, 7));
  print4i("set", vset(x, 5, 42));
  v4f cf = vconvert(x);
  printf("convert %f %f %f %f\n", cf[0], cf[1], cf[2], cf[3]);
  print4i("trunc", vtrunc(fs));
  v2d sp = vsplat(2.5, dx);
  printf("splat %f %f\n", sp[0], sp[1]);
  print4i("across", across(x));
  v32uc w = {0};
  for (int i = 0; i < 32; i++) w = vset32(w, i * 7, i + 1);
  for (int i = 0; i < 32; i++) printf("%d ", w[i]);
  printf("\n");
  v2f fa = {1.5f, -3.0f}, fb = {0.25f, 7.0f};
  v2f fr = d_fmath(fa, fb);
  printf("d_fmath %a %a\n", fr[0], fr[1]);
  v2i ia2 = {100000, -7}, ib2 = {3, -9};
  v2i ir = d_imath(ia2, ib2);
  printf("d_imath %d %d\n", ir[0], ir[1]);
  v4s ns = d_narrow((v4i){70000, -70000, 32767, -5});
  v4i wi = d_widen(ns);
  printf("d_narrow %d %d %d %d widen %d %d %d %d\n", ns[0], ns[1], ns[2], ns[3], wi[0], wi[1], wi[2], wi[3]);
  v2f fl = d_from_long((v2l){(1LL << 53) + 1, -123456789012345LL});
  v2l lf = d_to_long((v2f){-3.75f, 1e10f});
  printf("d_conv %a %a %lld %lld\n", fl[0], fl[1], (long long)lf[0], (long long)lf[1]);
  v8uc hi = d_high(cx);
  v16c joined = d_join(d_bytes(hi, (v8uc)d_high(cy)), hi);
  print16("d_join", joined);
  printf("d_bits %lx\n", d_bits(ir));
  v4d wd = {1.5, -2.5, 3.5, -4.5};
  printf("get4d %f %f\n", vget4d(wd, 1), vget4d(wd, 6));
  return 0;
}
