/* More arm_neon.h intrinsics lowered to llvm.aarch64.neon.* calls: saturating and
   rounding shifts by register (vqshl, vrshl, vqrshl, vqshlu), count leading sign bits,
   polynomial multiplies, rounding narrowing add/sub, mixed-sign saturating accumulates,
   fmulx and the Newton-Raphson steps, fixed-point conversions, by-element doubling
   multiplies, one-lane structure loads and stores (vld2_lane.., vst2_lane..): every
   lane printed, with inputs at the saturation edges. */
#include <arm_neon.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>

static void pr(const char *name, const void *p, int n) {
  const uint8_t *b = p;
  printf("%s", name);
  for (int i = 0; i < n; i++) printf(" %02x", b[i]);
  printf("\n");
}
#define SHOW(name, v) do { __typeof__(v) t_ = (v); pr(name, &t_, sizeof t_); } while (0)

int main(int argc, char **argv) {
  (void)argv;
  int8_t sb[16]; int16_t sh[8]; int32_t si[4]; int64_t sl[2] = {INT64_MIN + argc, 0x123456789abcdefLL};
  for (int i = 0; i < 16; i++) sb[i] = (int8_t)(i * 29 - 100 + argc);
  for (int i = 0; i < 8; i++) sh[i] = (int16_t)(i * 9001 - 30000 + argc);
  for (int i = 0; i < 4; i++) si[i] = (int32_t)(i * 1500000000u + 7u * argc);
  sb[3] = INT8_MIN; sh[2] = INT16_MIN; si[1] = INT32_MAX;
  int8x16_t a8 = vld1q_s8(sb);
  int16x8_t a16 = vld1q_s16(sh);
  int32x4_t a32 = vld1q_s32(si);
  int64x2_t a64 = vld1q_s64(sl);
  int8x16_t s8 = {0, 1, 2, 7, 8, 9, -1, -2, -7, -8, -9, 100, -100, 3, -3, 5};
  int16x8_t s16 = vmovl_s8(vget_low_s8(s8)), s16b = vmovl_s8(vget_high_s8(s8));
  int32x4_t s32 = vmovl_s16(vget_low_s16(s16b));
  int64x2_t s64 = {-63, 40};
  SHOW("vqshlq_s8", vqshlq_s8(a8, s8));
  SHOW("vqshlq_u8", vqshlq_u8(vreinterpretq_u8_s8(a8), s8));
  SHOW("vrshlq_s16", vrshlq_s16(a16, s16));
  SHOW("vrshlq_u16", vrshlq_u16(vreinterpretq_u16_s16(a16), s16b));
  SHOW("vqrshlq_s32", vqrshlq_s32(a32, s32));
  SHOW("vqrshlq_u32", vqrshlq_u32(vreinterpretq_u32_s32(a32), s32));
  SHOW("vqshlq_s64", vqshlq_s64(a64, s64));
  SHOW("vrshlq_s64", vrshlq_s64(a64, s64));
  SHOW("vqshlq_n_s16", vqshlq_n_s16(a16, 3));
  SHOW("vqshluq_n_s8", vqshluq_n_s8(a8, 2));
  SHOW("vqshlu_n_s32", vqshlu_n_s32(vget_low_s32(a32), 1));
  SHOW("vclsq_s8", vclsq_s8(a8));
  SHOW("vclsq_s32", vclsq_s32(a32));
  SHOW("vcls_s16", vcls_s16(vget_high_s16(a16)));
  poly8x16_t p = vreinterpretq_p8_s8(a8), q = vreinterpretq_p8_s8(s8);
  SHOW("vmulq_p8", vmulq_p8(p, q));
  SHOW("vmull_p8", vmull_p8(vget_low_p8(p), vget_high_p8(q)));
  SHOW("vraddhn_s16", vraddhn_s16(a16, s16));
  SHOW("vrsubhn_s32", vrsubhn_s32(a32, s32));
  SHOW("vsqaddq_u8", vsqaddq_u8(vreinterpretq_u8_s8(a8), s8));
  SHOW("vuqaddq_s16", vuqaddq_s16(a16, vreinterpretq_u16_s16(s16)));
  float32x4_t f = {0.0f, INFINITY, -2.5f, 3.0f}, g = {INFINITY, -0.0f, 4.0f, -0.25f};
  float64x2_t d = {0.0, 1e300}, e = {-INFINITY, 1e10};
  SHOW("vmulxq_f32", vmulxq_f32(f, g));
  SHOW("vmulxq_f64", vmulxq_f64(d, e));
  SHOW("vrecpsq_f32", vrecpsq_f32(f, g));
  SHOW("vrsqrtsq_f32", vrsqrtsq_f32(f, g));
  SHOW("vrecps_f64", vrecps_f64(vget_low_f64(d), vget_low_f64(e)));
  float32x4_t h = {1.75f, -3.125f, 70000.0f, -1e9f};
  SHOW("vcvtq_n_s32_f32", vcvtq_n_s32_f32(h, 16));
  SHOW("vcvtq_n_u32_f32", vcvtq_n_u32_f32(h, 4));
  SHOW("vcvtq_n_f32_s32", vcvtq_n_f32_s32(a32, 10));
  SHOW("vcvtq_n_f32_u32", vcvtq_n_f32_u32(vreinterpretq_u32_s32(a32), 31));
  SHOW("vcvtq_n_f64_s64", vcvtq_n_f64_s64(a64, 3));
  SHOW("vqdmulhq_laneq_s16", vqdmulhq_laneq_s16(a16, a16, 2));
  SHOW("vqrdmulhq_lane_s32", vqrdmulhq_lane_s32(a32, vget_low_s32(a32), 1));
  SHOW("vqdmulh_lane_s16", vqdmulh_lane_s16(vget_low_s16(a16), vget_high_s16(s16), 3));
  uint8_t bytes[64];
  for (int i = 0; i < 64; i++) bytes[i] = (uint8_t)(i * 13 + argc);
  uint16_t halves[32];
  for (int i = 0; i < 32; i++) halves[i] = (uint16_t)(i * 4099 + argc);
  float fl[8] = {1.5f, -2.0f, 3.25f, 0.0f, 7.0f, -8.5f, 9.0f, 10.0f};
  uint8x8x2_t x2 = vld2_u8(bytes);
  SHOW("vld2_lane_u8", vld2_lane_u8(bytes + 40, x2, 5));
  uint16x8x3_t x3 = vld3q_u16(halves);
  SHOW("vld3q_lane_u16", vld3q_lane_u16(halves + 20, x3, 7));
  float32x2x4_t y4 = vld4_f32(fl);
  SHOW("vld4_lane_f32", vld4_lane_f32(fl + 1, y4, 1));
  uint8_t out[32] = {0};
  vst2_lane_u8(out + 3, x2, 6);
  vst3q_lane_u16((uint16_t *)(out + 8), x3, 2);
  vst4_lane_f32((float *)(out + 16), y4, 0);
  pr("lane stores", out, 32);
  return 0;
}
