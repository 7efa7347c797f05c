/* Bit manipulation builtins: popcount, clz, ctz, ffs, parity, bswap, rotates, bit reversal. */
#include <stdio.h>
#include <stdint.h>

static uint32_t rotl32(uint32_t x, unsigned r) { return (x << (r & 31)) | (x >> ((32 - r) & 31)); }
static uint64_t rotr64(uint64_t x, unsigned r) { return (x >> (r & 63)) | (x << ((64 - r) & 63)); }

static uint32_t bitrev32(uint32_t x) {
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    return __builtin_bswap32(x);
}

static int popcount_manual(uint64_t x) {
    int n = 0;
    while (x) { x &= x - 1; n++; }
    return n;
}

static uint32_t next_pow2(uint32_t x) { return x <= 1 ? 1 : 1u << (32 - __builtin_clz(x - 1)); }

int main(void) {
    uint32_t v32[] = { 1, 0x80000000u, 0xdeadbeefu, 0x00f0f000u, 12345, 0xffffffffu, 0x10 };
    for (unsigned i = 0; i < sizeof v32 / sizeof v32[0]; i++) {
        uint32_t x = v32[i];
        printf("%08x: pop=%d clz=%d ctz=%d ffs=%d parity=%d bswap=%08x rotl7=%08x rev=%08x\n", x,
               __builtin_popcount(x), __builtin_clz(x), __builtin_ctz(x), __builtin_ffs((int)x),
               __builtin_parity(x), __builtin_bswap32(x), rotl32(x, 7), bitrev32(x));
    }
    uint64_t v64[] = { 1, 0x8000000000000000ull, 0x0123456789abcdefull, 0xffffffff00000000ull, 3 };
    for (unsigned i = 0; i < sizeof v64 / sizeof v64[0]; i++) {
        uint64_t x = v64[i];
        printf("%016llx: pop=%d/%d clz=%d ctz=%d bswap=%016llx rotr13=%016llx\n", (unsigned long long)x,
               __builtin_popcountll(x), popcount_manual(x), __builtin_clzll(x), __builtin_ctzll(x),
               (unsigned long long)__builtin_bswap64(x), (unsigned long long)rotr64(x, 13));
    }
    printf("bswap16 = %04x\n", (unsigned)__builtin_bswap16(0xa1b2));
    printf("clrsb = %d %d\n", __builtin_clrsb(-1), __builtin_clrsb(0x0000ffff));
    uint32_t acc = 0;
    for (uint32_t x = 1; x < 100000; x = x * 3 + 1) acc += next_pow2(x) ^ (uint32_t)__builtin_popcount(x);
    printf("next_pow2 acc = %u\n", acc);
    uint16_t h = 0xbeef;
    uint8_t b = 0xa5;
    printf("small: %d %d %04x\n", __builtin_popcount(h), __builtin_popcount(b), (unsigned)(uint16_t)(h << 4 | h >> 12));
    uint64_t mask = 0;
    for (int i = 0; i < 64; i += 5) mask |= 1ull << i;
    printf("mask = %016llx lowest = %016llx clear-lowest = %016llx\n", (unsigned long long)mask,
           (unsigned long long)(mask & -mask), (unsigned long long)(mask & (mask - 1)));
    int sx = -12345;
    printf("arith shift = %d logical = %u\n", sx >> 3, (unsigned)sx >> 3);
    return 0;
}
