/* 8- and 16-bit integer arithmetic: promotions, wraparound through unsigned types, arrays of
   small types, mixed-width expressions, structs of small fields. */
#include <stdio.h>
#include <stdint.h>

struct Pixel { uint8_t r, g, b, a; };
struct Sample { int16_t left, right; };

static struct Pixel blend(struct Pixel x, struct Pixel y) {
    struct Pixel p;
    p.r = (uint8_t)((x.r * x.a + y.r * (255 - x.a)) / 255);
    p.g = (uint8_t)((x.g * x.a + y.g * (255 - x.a)) / 255);
    p.b = (uint8_t)((x.b * x.a + y.b * (255 - x.a)) / 255);
    p.a = 255;
    return p;
}

static int16_t mix(struct Sample s) {
    int v = (s.left + s.right) / 2;
    return (int16_t)(v > 32767 ? 32767 : v < -32768 ? -32768 : v);
}

static uint16_t checksum16(const uint8_t *p, int n) {
    uint32_t s = 0;
    for (int i = 0; i + 1 < n; i += 2) s += (uint32_t)(p[i] << 8 | p[i + 1]);
    if (n & 1) s += (uint32_t)p[n - 1] << 8;
    while (s >> 16) s = (s & 0xffff) + (s >> 16);
    return (uint16_t)~s;
}

int main(void) {
    uint8_t u8 = 250;
    int8_t s8 = 120;
    uint16_t u16 = 65530;
    int16_t s16 = 32760;
    for (int i = 0; i < 10; i++) {
        u8++;
        s8 = (int8_t)(s8 + 1);
        u16 += 3;
        s16 = (int16_t)(s16 + 2);
    }
    printf("wrap: %u %d %u %d\n", u8, s8, u16, s16);
    printf("promote: %d %d %u\n", u8 * u8, s8 * s8, (unsigned)(uint16_t)(u16 * u16));
    struct Pixel a = { 200, 100, 50, 128 }, b = { 10, 20, 30, 255 };
    struct Pixel c = blend(a, b);
    printf("blend: %u %u %u %u\n", c.r, c.g, c.b, c.a);
    struct Sample ss[] = { { 32767, 32767 }, { -32768, -32768 }, { 1000, -3000 }, { 12345, 54 } };
    for (int i = 0; i < 4; i++) printf("mix %d ", mix(ss[i]));
    printf("\n");
    uint8_t packet[33];
    for (int i = 0; i < 33; i++) packet[i] = (uint8_t)(i * 37 + 11);
    printf("checksum16 = %04x %04x\n", checksum16(packet, 33), checksum16(packet, 20));
    int16_t hist[16] = { 0 };
    for (int i = 0; i < 1000; i++) hist[(i * 7 + i / 3) & 15] = (int16_t)(hist[(i * 7 + i / 3) & 15] + (i & 1 ? 1 : -2));
    unsigned hs = 0;
    for (int i = 0; i < 16; i++) hs = hs * 5 + (unsigned)hist[i];
    printf("hist hash = %u\n", hs);
    uint8_t x = 0x5a;
    x = (uint8_t)(~x);
    x ^= (uint8_t)(x << 3);
    x = (uint8_t)(x >> 1 | x << 7);
    printf("byte ops = %02x\n", x);
    int8_t neg = -128;
    printf("neg: %d %d %d\n", -neg, (int8_t)-neg, neg / -1);
    return 0;
}
