/* Signed/unsigned integer conversions: truncation, sign/zero extension, comparisons, usual
   arithmetic conversions, int<->pointer-sized types. */
#include <stdio.h>
#include <stdint.h>

static int64_t sext8(uint8_t v) { return (int8_t)v; }
static uint64_t zext16(int16_t v) { return (uint16_t)v; }
static int32_t trunc64(int64_t v) { return (int32_t)v; }

int main(void) {
    int64_t vals[] = { 0, 1, -1, 127, 128, 255, 256, -128, -129, 32767, 32768, 65535, -32769,
                       2147483647LL, 2147483648LL, -2147483648LL, 4294967295LL, 0x123456789abcdefLL, INT64_MIN };
    uint64_t h = 0;
    for (unsigned i = 0; i < sizeof vals / sizeof vals[0]; i++) {
        int64_t v = vals[i];
        int8_t s8 = (int8_t)v; uint8_t u8 = (uint8_t)v;
        int16_t s16 = (int16_t)v; uint16_t u16 = (uint16_t)v;
        int32_t s32 = (int32_t)v; uint32_t u32 = (uint32_t)v;
        printf("%lld: s8=%d u8=%u s16=%d u16=%u s32=%d u32=%u\n", (long long)v, s8, u8, s16, u16, s32, u32);
        h = h * 1000003u + (uint64_t)sext8(u8) + zext16(s16) + (uint64_t)trunc64(v);
    }
    printf("hash = %llu\n", (unsigned long long)h);
    unsigned u = 1;
    int neg = -1;
    printf("(-1 < 1u) = %d, (-1 < 1) = %d\n", (unsigned)neg < u, neg < (int)u);
    long long ll = -1;
    printf("(-1LL < 1u) = %d\n", ll < u);
    unsigned short us = 65535;
    printf("us+1 = %d (promoted)\n", us + 1);
    unsigned int ui = 4000000000u;
    printf("ui as int64 = %lld, as double = %.1f\n", (long long)ui, (double)ui);
    int64_t big = -5;
    uint32_t small = 3;
    printf("big/small = %lld big%%small = %lld\n", (long long)(big / small), (long long)(big % small));
    uint32_t x = 3;
    int32_t y = -7;
    printf("unsigned division mix = %u\n", x + (uint32_t)y);
    printf("bool conv = %d %d %d\n", (_Bool)0.5, (_Bool)-3, (_Bool)0);
    uintptr_t up = (uintptr_t)&vals[3] - (uintptr_t)&vals[0];
    printf("pointer diff via uintptr = %u\n", (unsigned)up);
    intptr_t ip = -(intptr_t)sizeof(int64_t);
    printf("intptr = %d\n", (int)ip);
    int16_t acc16 = 0;
    for (int i = 0; i < 100; i++) acc16 = (int16_t)(acc16 * 3 + i);
    printf("acc16 = %d\n", acc16);
    uint8_t acc8 = 1;
    for (int i = 0; i < 100; i++) acc8 = (uint8_t)(acc8 * 7 + 1);
    printf("acc8 = %u\n", acc8);
    return 0;
}
