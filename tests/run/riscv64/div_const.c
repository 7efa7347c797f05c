/* Division and remainder by constants, which compile to multiplications by magic numbers
 * and shifts: every signed and unsigned divisor class (powers of two, negative ones, even
 * and odd ones needing the "add" fix-up, the largest ones) at 8, 16, 32 and 64 bits, over
 * dividends near zero, near the limits and scattered between. Regenerate with
 * tests/run/regen-cross.sh riscv64 div_const. */
#include <stdint.h>
#include <stdio.h>

#define DIVS(T, NAME, ...)                                \
  __attribute__((noinline)) static uint64_t NAME(T x) {  \
    uint64_t h = 1469598103934665603u;                   \
    EACH(T, h, x, __VA_ARGS__)                           \
    return h;                                            \
  }

#define MIX(h, v) ((h) = ((h) ^ (uint64_t)(v)) * 1099511628211u)
#define ONE(T, h, x, d) MIX(h, (T)(x / (T)(d))); MIX(h, (T)(x % (T)(d)));
#define EACH(T, h, x, ...) APPLY(ONE, T, h, x, __VA_ARGS__)
#define APPLY(F, T, h, x, ...) APPLY_(F, T, h, x, __VA_ARGS__, , , , , , , , , , , , , , , , )
#define APPLY_(F, T, h, x, a, b, c, d, e, f, g, i, j, k, l, m, n, o, p, q, ...)        \
  F(T, h, x, a) F(T, h, x, b) F(T, h, x, c) F(T, h, x, d) F(T, h, x, e) F(T, h, x, f) \
  F(T, h, x, g) F(T, h, x, i) F(T, h, x, j) F(T, h, x, k) F(T, h, x, l) F(T, h, x, m) \
  F(T, h, x, n) F(T, h, x, o) F(T, h, x, p) F(T, h, x, q)

DIVS(uint32_t, u32, 2u, 3u, 5u, 6u, 7u, 10u, 16u, 25u, 641u, 1000u, 0x10001u, 0x7fffffffu,
     0x80000000u, 0xfffffffeu, 0xffffffffu, 19u)
DIVS(int32_t, s32, 2, 3, 5, -1, -2, -3, -7, 10, -16, 1 << 30, -(1 << 30), 0x7fffffff, 641, 1000,
     -1000, 6)
DIVS(uint64_t, u64, 2u, 3u, 7u, 10u, 64u, 641u, 1000000007u, 0x100000001u, 0x7fffffffffffffffu,
     0x8000000000000000u, 0xfffffffffffffffeu, 0xffffffffffffffffu, 6700417u, 12u, 5u, 9u)
DIVS(int64_t, s64, 2, 3, -3, 7, -7, 10, -10, 1024, -1024, 1000000007, 0x4000000000000000,
     -0x4000000000000000, 0x7fffffffffffffff, -0x7fffffffffffffff, 641, 6)

DIVS(uint8_t, u8, 2u, 3u, 5u, 6u, 7u, 10u, 16u, 25u, 100u, 127u, 128u, 200u, 254u, 255u, 19u, 11u)
DIVS(int16_t, s16, 2, 3, -3, 7, -7, 10, -10, 64, -64, 1000, -1000, 32767, -32767, 641, 6, 9)

int main(void) {
  uint64_t h = 0;
  uint64_t x = 0x9e3779b97f4a7c15u;
  for (int i = 0; i < 4000; i++) {
    int64_t v;
    if (i < 64)
      v = i - 32; /* around zero */
    else if (i < 128)
      v = (int64_t)(0x7fffffffffffffffu - (uint64_t)(i - 64)); /* the largest */
    else if (i < 192)
      v = (int64_t)(0x8000000000000000u + (uint64_t)(i - 128)); /* the most negative */
    else if (i < 256)
      v = (int64_t)(0x7fffffffu + (i - 224)); /* around 32-bit limits */
    else {
      x ^= x << 13; x ^= x >> 7; x ^= x << 17;
      v = (int64_t)(x >> (i % 40));
      if (i & 1) v = -v;
    }
    h ^= u32((uint32_t)v) + 3 * s32((int32_t)v) + 5 * u64((uint64_t)v) + 7 * s64(v) + 11 * u8((uint8_t)v) +
         13 * s16((int16_t)v);
    h *= 31;
  }
  printf("hash %016llx\n", (unsigned long long)h);
  printf("samples %u %d %llu %lld\n", 4000000000u / 7u, -2000000001 / 13, 18446744073709551615ull / 10u,
         (long long)(-9223372036854775807ll / 1000));
  return 0;
}
