/* More arm_neon.h intrinsics against llc-19: the float add across lanes (faddv: adjacent
 * pairs first), absolute compares (facgt/facge, vector and scalar), saturating narrows of
 * one 64-bit value (scalar sqxtn/uqxtn), the scalar saturating doubling multiply, and
 * half-precision conversions of four lanes. */
#include <arm_neon.h>
#include <stdio.h>

__attribute__((noinline)) float addv4(float32x4_t a) { return vaddvq_f32(a); }
__attribute__((noinline)) float addv2(float32x2_t a) { return vaddv_f32(a); }
__attribute__((noinline)) double addv2d(float64x2_t a) { return vaddvq_f64(a); }
__attribute__((noinline)) uint32x4_t cagt(float32x4_t a, float32x4_t b) { return vcagtq_f32(a, b); }
__attribute__((noinline)) uint32x4_t cage(float32x4_t a, float32x4_t b) { return vcageq_f32(a, b); }
__attribute__((noinline)) uint64x2_t calt(float64x2_t a, float64x2_t b) { return vcaltq_f64(a, b); }
__attribute__((noinline)) uint32_t cagts(float a, float b) { return vcagts_f32(a, b); }
__attribute__((noinline)) uint32_t qmovn_u(uint64_t a) { return vqmovnd_u64(a); }
__attribute__((noinline)) int32_t qmovn_s(int64_t a) { return vqmovnd_s64(a); }
__attribute__((noinline)) int64_t qdmull(int32_t a, int32_t b) { return vqdmulls_s32(a, b); }
__attribute__((noinline)) float32x4_t h2f(float16x4_t a) { return vcvt_f32_f16(a); }
__attribute__((noinline)) float16x4_t f2h(float32x4_t a) { return vcvt_f16_f32(a); }

int main(void) {
  float32x4_t a = {1e8f, 1.0f, -1e8f, 3.5f}, b = {-2.0f, 1.0f, 0.5f, -3.5f};
  float32x2_t c = {0.1f, 0.2f};
  float64x2_t d = {1e300, -3.25}, e = {-1e301, 3.25};
  printf("addv %a %a %a %a\n", addv4(a), addv4(b), addv2(c), addv2d(d));
  uint32x4_t g = cagt(a, b), h = cage(a, b);
  uint64x2_t l = calt(d, e);
  printf("cagt %x %x %x %x cage %x %x %x %x\n", g[0], g[1], g[2], g[3], h[0], h[1], h[2], h[3]);
  printf("calt %llx %llx cagts %x %x\n", (unsigned long long)l[0], (unsigned long long)l[1], cagts(-3.0f, 2.0f),
         cagts(1.0f, -1.0f));
  printf("qmovn %u %u %d %d %d\n", qmovn_u(5000000000ULL), qmovn_u(77), qmovn_s(-5000000000LL),
         qmovn_s(5000000000LL), qmovn_s(-12));
  printf("qdmull %lld %lld %lld\n", (long long)qdmull(-2147483647 - 1, -2147483647 - 1), (long long)qdmull(3, -4),
         (long long)qdmull(2147483647, 2147483647));
  float32x4_t big = {65504.0f, 1e-8f, -0.333333f, 70000.0f};
  float16x4_t hs = f2h(big);
  float32x4_t back = h2f(hs);
  printf("half %a %a %a %a\n", back[0], back[1], back[2], back[3]);
  return 0;
}
