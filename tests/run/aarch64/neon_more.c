/* arm_neon.h intrinsics that lower to llvm.aarch64.neon.* calls beyond neon.c's: the
   structure loads and stores (vld2/3/4, vld1_x2.., vld2_dup.., vst2/3/4, vst1_x2..),
   shift-and-insert, long and doubling multiplies, halving adds, absolute differences,
   pairwise long adds, saturating narrows and shifts, register shifts, rounding float
   conversions, multi-table lookups, pairwise min/max. Each result is printed lane by
   lane, from inputs chosen to hit the saturation and rounding edges. */
#include <arm_neon.h>
#include <stdint.h>
#include <stdio.h>

static void pr(const char *name, const void *p, int n) {
  const uint8_t *b = p;
  printf("%s", name);
  for (int i = 0; i < n; i++) printf(" %02x", b[i]);
  printf("\n");
}
#define SHOW(name, v) do { __typeof__(v) t_ = (v); pr(name, &t_, sizeof t_); } while (0)

static uint8_t bytes[256];
static int16_t shorts[64];
static int32_t ints[32];
static float floats[16] = {0.5f, 1.5f, 2.5f, -0.5f, -1.5f, -2.5f, 3.49f, -3.51f,
                           1e10f, -1e10f, 2147483520.0f, -2147483648.0f, 0.0f, -0.0f, 7.7f, -7.7f};

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < 256; i++) bytes[i] = (uint8_t)(i * 37 + argc);
  for (int i = 0; i < 64; i++) shorts[i] = (int16_t)((i * 4099) ^ (i << 12));
  for (int i = 0; i < 32; i++) ints[i] = (int32_t)(i * 0x9e3779b9u);
  shorts[5] = INT16_MIN; shorts[13] = INT16_MIN; ints[3] = INT32_MIN; ints[7] = INT32_MIN;

  uint8x16x4_t l4 = vld4q_u8(bytes);
  SHOW("vld4q_u8", l4);
  int16x8x2_t l2 = vld2q_s16(shorts);
  SHOW("vld2q_s16", l2);
  int32x4x3_t l3 = vld3q_s32(ints);
  SHOW("vld3q_s32", l3);
  uint8x8x2_t x2 = vld1_u8_x2(bytes + 3);
  SHOW("vld1_u8_x2", x2);
  int16x4x4_t x4 = vld1_s16_x4(shorts + 1);
  SHOW("vld1_s16_x4", x4);
  int32x2x2_t d2 = vld2_dup_s32(ints + 5);
  SHOW("vld2_dup_s32", d2);
  float32x4x2_t f2 = vld2q_f32(floats);
  SHOW("vld2q_f32", f2);

  uint8_t out[128] = {0};
  vst4q_u8(out, l4);
  pr("vst4q_u8", out, sizeof out);
  vst2q_s16((int16_t *)out, l2);
  vst3_u8(out + 40, vld3_u8(bytes + 7));
  int32x4x2_t pair = {{l3.val[0], l3.val[2]}};
  vst1q_s32_x2((int32_t *)(out + 80), pair);
  pr("stores", out, sizeof out);

  uint8x16_t a = vld1q_u8(bytes + 16), b = vld1q_u8(bytes + 100);
  int8x16_t sa = vreinterpretq_s8_u8(a), sb = vreinterpretq_s8_u8(b);
  int16x8_t ha = vld1q_s16(shorts), hb = vld1q_s16(shorts + 8);
  int32x4_t ia = vld1q_s32(ints), ib = vld1q_s32(ints + 4);
  SHOW("vsliq_n_u8", vsliq_n_u8(a, b, 3));
  SHOW("vsriq_n_u8", vsriq_n_u8(a, b, 5));
  SHOW("vsli_n_u8", vsli_n_u8(vget_low_u8(a), vget_high_u8(b), 7));
  SHOW("vsriq_n_u16_16", vsriq_n_u16(vreinterpretq_u16_s16(ha), vreinterpretq_u16_s16(hb), 16));
  SHOW("vmull_u8", vmull_u8(vget_low_u8(a), vget_low_u8(b)));
  SHOW("vmull_s16", vmull_s16(vget_low_s16(ha), vget_high_s16(hb)));
  SHOW("vmull_high_s8", vmull_high_s8(sa, sb));
  SHOW("vqdmull_s16", vqdmull_s16(vget_low_s16(ha), vget_low_s16(ha)));
  SHOW("vhaddq_u8", vhaddq_u8(a, b));
  SHOW("vrhaddq_s8", vrhaddq_s8(sa, sb));
  SHOW("vhsubq_s16", vhsubq_s16(ha, hb));
  SHOW("vhsub_u8", vhsub_u8(vget_low_u8(a), vget_low_u8(b)));
  SHOW("vabdq_u8", vabdq_u8(a, b));
  SHOW("vabdq_s16", vabdq_s16(ha, hb));
  SHOW("vabd_f32", vabd_f32(vld1_f32(floats), vld1_f32(floats + 4)));
  SHOW("vpaddlq_u8", vpaddlq_u8(a));
  SHOW("vpaddlq_s16", vpaddlq_s16(ha));
  SHOW("vpadalq_u8", vpadalq_u8(vreinterpretq_u16_s16(hb), a));
  SHOW("vqmovn_s32", vqmovn_s32(ia));
  SHOW("vqmovn_u16", vqmovn_u16(vreinterpretq_u16_s16(ha)));
  SHOW("vqmovun_s16", vqmovun_s16(ha));
  SHOW("vrshrn_n_s16", vrshrn_n_s16(ha, 5));
  SHOW("vqshrn_n_s32", vqshrn_n_s32(ia, 3));
  SHOW("vqrshrn_n_u16", vqrshrn_n_u16(vreinterpretq_u16_s16(ha), 2));
  SHOW("vqrshrun_n_s16", vqrshrun_n_s16(ha, 4));
  SHOW("vqdmulhq_s16", vqdmulhq_s16(ha, hb));
  SHOW("vqdmulhq_s16_min", vqdmulhq_s16(ha, ha));
  SHOW("vqrdmulhq_s32", vqrdmulhq_s32(ia, ib));
  SHOW("vqrdmulh_s32_min", vqrdmulh_s32(vget_high_s32(ia), vget_high_s32(ia)));
  int8x16_t shifts = {0, 1, 7, 8, 9, -1, -7, -8, -9, 127, -128, 3, -3, 64, -64, 2};
  SHOW("vshlq_u8", vshlq_u8(a, shifts));
  SHOW("vshlq_s8", vshlq_s8(sa, shifts));
  SHOW("vshlq_s16", vshlq_s16(ha, vmovl_s8(vget_low_s8(shifts))));
  SHOW("vshlq_u32", vshlq_u32(vreinterpretq_u32_s32(ia), vmovl_s16(vget_low_s16(vmovl_s8(vget_high_s8(shifts))))));
  SHOW("vshld_s64", vshld_s64(ints[5], -3));
  SHOW("vqabsq_s16", vqabsq_s16(ha));
  SHOW("vqnegq_s32", vqnegq_s32(ia));
  float32x4_t fa = vld1q_f32(floats), fb = vld1q_f32(floats + 4), fc = vld1q_f32(floats + 8);
  SHOW("vcvtnq_s32", vcvtnq_s32_f32(fa));
  SHOW("vcvtaq_s32", vcvtaq_s32_f32(fa));
  SHOW("vcvtmq_s32", vcvtmq_s32_f32(fb));
  SHOW("vcvtpq_u32", vcvtpq_u32_f32(fb));
  SHOW("vcvtnq_s32_big", vcvtnq_s32_f32(fc));
  SHOW("vcvtaq_u32_big", vcvtaq_u32_f32(fc));
  SHOW("vcvtns_s32", vcvtns_s32_f32(floats[2]));
  SHOW("vcvtad_s64", vcvtad_s64_f64(-2.5));
  SHOW("vcvtmd_u64", vcvtmd_u64_f64(1e300));
  uint8x16_t idx = {0, 17, 33, 47, 63, 64, 255, 16, 31, 48, 1, 2, 3, 80, 15, 32};
  uint8x16x2_t t2 = {{a, b}};
  uint8x16x3_t t3 = {{a, b, vld1q_u8(bytes + 200)}};
  uint8x16x4_t t4 = {{a, b, vld1q_u8(bytes + 200), vld1q_u8(bytes + 50)}};
  SHOW("vqtbl2q_u8", vqtbl2q_u8(t2, idx));
  SHOW("vqtbl3q_u8", vqtbl3q_u8(t3, idx));
  SHOW("vqtbl4q_u8", vqtbl4q_u8(t4, idx));
  SHOW("vqtbx1q_u8", vqtbx1q_u8(b, a, idx));
  SHOW("vqtbx4q_u8", vqtbx4q_u8(b, t4, idx));
  SHOW("vqtbl1_u8", vqtbl1_u8(a, vget_low_u8(idx)));
  SHOW("vpminq_u8", vpminq_u8(a, b));
  SHOW("vpmaxq_s16", vpmaxq_s16(ha, hb));
  SHOW("vpmin_s32", vpmin_s32(vget_low_s32(ia), vget_high_s32(ib)));
  SHOW("vpmaxq_f32", vpmaxq_f32(fa, fb));
  SHOW("vpminnmq_f32", vpminnmq_f32(fa, fc));
  return 0;
}
