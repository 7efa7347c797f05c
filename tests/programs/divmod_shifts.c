/* Integer division/remainder by constants and variables at every width, and shifts by
   constant and variable amounts (all in range). */
#include <stdio.h>
#include <stdint.h>

#define DIVS(T, v, d) ((T)(v) / (T)(d))

static int32_t div7(int32_t x) { return x / 7; }
static uint32_t udiv10(uint32_t x) { return x / 10; }
static int64_t mod13(int64_t x) { return x % 13; }
static uint64_t udiv1000(uint64_t x) { return x / 1000; }
static int32_t divpow2(int32_t x) { return x / 16; }
static int32_t modpow2(int32_t x) { return x % 8; }
static int16_t div16(int16_t a, int16_t b) { return (int16_t)(a / b); }
static uint8_t umod8(uint8_t a, uint8_t b) { return (uint8_t)(a % b); }

int main(void) {
    int32_t xs[] = { 0, 1, -1, 7, -7, 100, -100, 2147483647, -2147483647 - 1, 123456, -98765 };
    uint32_t h = 0;
    for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++) {
        int32_t x = xs[i];
        printf("%d: /7=%d /16=%d %%8=%d /10u=%u %%13=%lld\n", x, div7(x), divpow2(x), modpow2(x), udiv10((uint32_t)x),
               (long long)mod13(x));
        h = h * 31 + (uint32_t)div7(x) + (uint32_t)modpow2(x);
    }
    printf("h = %u\n", h);
    int64_t ys[] = { 1000000000000LL, -999999999999LL, INT64_MAX, INT64_MIN + 1 };
    for (int i = 0; i < 4; i++) {
        int64_t y = ys[i];
        for (int64_t d = -5; d <= 5; d += 3) printf("%lld/%lld=%lld r%lld  ", (long long)y, (long long)d, (long long)(y / d), (long long)(y % d));
        printf("u/1000=%llu\n", (unsigned long long)udiv1000((uint64_t)y));
    }
    printf("int16 %d %d uint8 %u %u\n", div16(-32767, 3), div16(32767, -128), umod8(250, 7), umod8(17, 255));
    printf("macro %d %u\n", DIVS(int, -17, 5), DIVS(unsigned, 17, 5));
    uint64_t v = 0x8123456789abcdefull;
    int64_t sv = (int64_t)0xf123456789abcdefull;
    for (unsigned s = 0; s < 64; s += 9)
        printf("s=%u: shl=%016llx lshr=%016llx ashr=%016llx\n", s, (unsigned long long)(v << s),
               (unsigned long long)(v >> s), (unsigned long long)(sv >> s));
    uint32_t w = 0x80000001u;
    int32_t sw = -0x7ffffff0;
    for (unsigned s = 0; s < 32; s += 5)
        printf("32: %08x %08x %08x\n", w << s, w >> s, (uint32_t)(sw >> s));
    uint16_t hw = 0x8001;
    uint8_t bw = 0x81;
    int8_t sb = -127;
    printf("small shifts: %04x %04x %02x %02x %d\n", (unsigned)(uint16_t)(hw << 3), (unsigned)(hw >> 3),
           (unsigned)(uint8_t)(bw << 1), (unsigned)(bw >> 1), sb >> 2);
    unsigned long long acc = 1;
    for (int i = 0; i < 200; i++) acc = (acc << (i % 7)) ^ (acc >> (i % 11)) ^ (unsigned)i;
    printf("acc = %llu\n", acc);
    return 0;
}
