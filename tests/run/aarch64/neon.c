/* AdvSIMD under AAPCS64: arm_neon.h intrinsics (add, mul, compare, min/max, shuffles,
   table lookups, across-vector reductions, conversions, 64- and 128-bit vectors) and GCC
   vector extensions (vector_size(16) and (8) arithmetic, comparisons,
   __builtin_shufflevector); vectors passed and returned by value (v0-v7, then the stack),
   homogeneous short-vector aggregates (float32x4x2_t, structs of vectors), and 128-bit
   vectors live across calls (only the low 64 bits of v8-v15 are callee-saved). Float
   values are small dyadic fractions so every result is exact.
   Regenerate with tests/run/aarch64/regen.sh. */
#include <arm_neon.h>
#include <stdio.h>
#include <string.h>
#define NI __attribute__((noinline))
typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef unsigned char v16qi __attribute__((vector_size(16)));
typedef short v4hi __attribute__((vector_size(8)));
typedef double v2df __attribute__((vector_size(16)));

static void pf(const char *w, float32x4_t v) {
  printf("%-10s %g %g %g %g\n", w, vgetq_lane_f32(v, 0), vgetq_lane_f32(v, 1), vgetq_lane_f32(v, 2), vgetq_lane_f32(v, 3));
}
static void pi(const char *w, int32x4_t v) {
  printf("%-10s %d %d %d %d\n", w, vgetq_lane_s32(v, 0), vgetq_lane_s32(v, 1), vgetq_lane_s32(v, 2), vgetq_lane_s32(v, 3));
}
static void pb(const char *w, uint8x16_t v) {
  unsigned char b[16];
  vst1q_u8(b, v);
  printf("%-10s", w);
  for (int i = 0; i < 16; i++) printf(" %02x", b[i]);
  printf("\n");
}

volatile int vz = 0;
/* clobbers the vector registers, as any call may */
NI float32x4_t clobber(float32x4_t a) {
  float32x4_t x = vdupq_n_f32(vz + 1.0f), y = vaddq_f32(a, x), z = vmulq_f32(y, y);
  float32x4_t w[8];
  for (int i = 0; i < 8; i++) { w[i] = vaddq_f32(z, vdupq_n_f32((float)i)); z = vsubq_f32(z, w[i]); }
  return vaddq_f32(z, w[7]);
}

NI float32x4_t f_add(float32x4_t a, float32x4_t b) { return vaddq_f32(a, b); }
NI int32x4_t i_mul(int32x4_t a, int32x4_t b) { return vmulq_s32(a, b); }
NI float32x2_t f_half(float32x4_t a) { return vadd_f32(vget_low_f32(a), vget_high_f32(a)); }
NI int8x8_t i8_abs(int8x8_t a) { return vabs_s8(a); }
/* nine vectors: the ninth on the stack */
NI float32x4_t nine(float32x4_t a, float32x4_t b, float32x4_t c, float32x4_t d, float32x4_t e,
                    float32x4_t f, float32x4_t g, float32x4_t h, float32x4_t i) {
  return vaddq_f32(vaddq_f32(vaddq_f32(a, vmulq_n_f32(b, 2)), vaddq_f32(vmulq_n_f32(c, 4), vmulq_n_f32(d, 8))),
                   vaddq_f32(vaddq_f32(vmulq_n_f32(e, 16), vmulq_n_f32(f, 32)),
                             vaddq_f32(vaddq_f32(vmulq_n_f32(g, 64), vmulq_n_f32(h, 128)), vmulq_n_f32(i, 256))));
}
/* HVAs: float32x4x2_t in v0-v1, a struct of 3 vectors in v2-v4, int among them in w0 */
struct V3 { float32x4_t a, b, c; };
NI float32x4x2_t hva(float32x4x2_t p, int k, struct V3 q) {
  float32x4x2_t r;
  r.val[0] = vaddq_f32(p.val[1], vmulq_n_f32(q.c, (float)k));
  r.val[1] = vsubq_f32(vaddq_f32(q.a, q.b), p.val[0]);
  return r;
}
NI struct V3 ret_v3(float32x4_t x) { struct V3 r = {x, vnegq_f32(x), vrev64q_f32(x)}; return r; }
/* an HVA that no longer fits (v0-v5 taken): on the stack */
NI float32x4_t hva_late(struct V3 a, struct V3 b, struct V3 c, double d) {
  return vaddq_f32(vaddq_f32(a.a, b.b), vaddq_f32(c.c, vdupq_n_f32((float)d)));
}
NI v4si gv_ops(v4si a, v4si b) { return (a + b) * (a - b) ^ (a < b); }
NI v4sf gv_f(v4sf a, v4sf b) { return a * b + (v4sf){0.5f, 1, 2, 4} - a / 2; }
NI v16qi gv_shuf(v16qi a, v16qi b) {
  return __builtin_shufflevector(a, b, 0, 17, 2, 19, 4, 21, 6, 23, 15, 14, 13, 12, 31, 30, 29, 28);
}
NI v4hi gv_short(v4hi a) { return a * a - (v4hi){1, 2, 3, 4}; }
NI v2df gv_d(v2df a, v2df b) { return a * b + a; }

int main(void) {
  float fa[4] = {1.5f, -2.25f, 3.0f, 0.125f}, fb[4] = {4.0f, 0.5f, -6.75f, 8.0f};
  int ia[4] = {1, -2, 300000, -4}, ib[4] = {-5, 6, 7000, 8};
  float32x4_t a = vld1q_f32(fa), b = vld1q_f32(fb);
  int32x4_t x = vld1q_s32(ia), y = vld1q_s32(ib);
  pf("add", f_add(a, b));
  pf("mul", vmulq_f32(a, b));
  pf("min", vminq_f32(a, b));
  pf("max", vmaxq_f32(a, b));
  pf("abs", vabsq_f32(vsubq_f32(a, b)));
  pi("imul", i_mul(x, y));
  pi("cmpgt", vreinterpretq_s32_u32(vcgtq_f32(a, b)));
  pi("cmpeq", vreinterpretq_s32_u32(vceqq_s32(x, vsetq_lane_s32(1, y, 0))));
  pi("cvt", vcvtq_s32_f32(vmulq_n_f32(a, 8)));
  pf("cvtf", vcvtq_f32_s32(y));
  pi("minmax", vaddq_s32(vminq_s32(x, y), vmaxq_s32(x, y)));
  printf("addv %d %d maxv %g minv %g\n", vaddvq_s32(x), vaddvq_s32(y), vmaxvq_f32(a), vminvq_f32(b));
  pf("ext", vextq_f32(a, b, 1));
  pf("zip1", vzip1q_f32(a, b));
  pf("uzp2", vuzp2q_f32(a, b));
  pf("rev64", vrev64q_f32(a));
  pf("padd", vpaddq_f32(a, b));
  uint8x16_t bytes = vcombine_u8(vcreate_u8(0x0706050403020100ULL), vcreate_u8(0x0f0e0d0c0b0a0908ULL));
  uint8x16_t idx = vcombine_u8(vcreate_u8(0x000f010e020d030cULL), vcreate_u8(0xff10200304050607ULL));
  pb("tbl", vqtbl1q_u8(vmulq_u8(bytes, vdupq_n_u8(3)), idx));
  pb("shl", vshlq_n_u8(bytes, 3));
  pb("qadd", vqaddq_u8(vshlq_n_u8(bytes, 4), vdupq_n_u8(0x33)));
  float32x2_t h = f_half(a);
  printf("half %g %g\n", vget_lane_f32(h, 0), vget_lane_f32(h, 1));
  int8x8_t s8 = i8_abs(vcreate_s8(0x80ff7f01fe02fd03ULL));
  printf("abs8 %016lx\n", (unsigned long)vget_lane_u64(vreinterpret_u64_s8(s8), 0));
  /* vectors live across calls */
  float32x4_t l0 = vaddq_f32(a, b), l1 = vsubq_f32(a, b), l2 = vmulq_f32(a, a), l3 = vmulq_f32(b, b);
  float32x4_t l4 = vnegq_f32(a), l5 = vdupq_n_f32(0.25f), l6 = vrev64q_f32(b), l7 = vextq_f32(a, b, 2);
  float32x4_t l8 = vextq_f32(b, a, 3), l9 = vabsq_f32(l1);
  float32x4_t c = clobber(l0);
  c = vaddq_f32(c, clobber(l1));
  pf("clobber", c);
  pf("live", vaddq_f32(vaddq_f32(vaddq_f32(l0, l1), vaddq_f32(l2, l3)),
                       vaddq_f32(vaddq_f32(vaddq_f32(l4, l5), vaddq_f32(l6, l7)), vaddq_f32(l8, l9))));
  pf("live2", vmulq_f32(vsubq_f32(l9, l8), vaddq_f32(l7, l2)));
  pf("nine", nine(a, b, l0, l1, l2, l3, l4, l5, l6));
  float32x4x2_t p = {{a, b}};
  struct V3 v3 = ret_v3(l2);
  float32x4x2_t r = hva(p, 3, v3);
  pf("hva0", r.val[0]);
  pf("hva1", r.val[1]);
  pf("v3.c", v3.c);
  pf("hva_late", hva_late(v3, v3, ret_v3(b), 0.5));
  v4si g = gv_ops((v4si){1, 2, 3, 4}, (v4si){4, -3, 2, 1});
  printf("gv_ops %d %d %d %d\n", g[0], g[1], g[2], g[3]);
  v4sf gf = gv_f((v4sf){1.5f, 2.5f, -3, 4}, (v4sf){2, 4, 0.5f, -0.25f});
  printf("gv_f %g %g %g %g\n", gf[0], gf[1], gf[2], gf[3]);
  v16qi q1, q2;
  for (int i = 0; i < 16; i++) { q1[i] = (unsigned char)i; q2[i] = (unsigned char)(0xa0 + i); }
  v16qi sh = gv_shuf(q1, q2);
  uint8x16_t shv;
  memcpy(&shv, &sh, 16);
  pb("gv_shuf", shv);
  v4hi s = gv_short((v4hi){100, -200, 300, -400});
  printf("gv_short %d %d %d %d\n", s[0], s[1], s[2], s[3]);
  v2df d = gv_d((v2df){1.5, -2}, (v2df){4, 0.25});
  printf("gv_d %g %g\n", d[0], d[1]);
  return 0;
}
