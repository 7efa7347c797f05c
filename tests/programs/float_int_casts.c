/* Conversions between floating point and integers of every width and signedness (values stay
   in range, so all conversions are defined). */
#include <stdio.h>
#include <stdint.h>

static int32_t f2i32(float f) { return (int32_t)f; }
static uint32_t f2u32(float f) { return (uint32_t)f; }
static int64_t d2i64(double d) { return (int64_t)d; }
static uint64_t d2u64(double d) { return (uint64_t)d; }
static uint8_t d2u8(double d) { return (uint8_t)d; }
static int16_t f2i16(float f) { return (int16_t)f; }
static float u64tof(uint64_t u) { return (float)u; }
static double u64tod(uint64_t u) { return (double)u; }
static double i64tod(int64_t i) { return (double)i; }
static float i32tof(int32_t i) { return (float)i; }
static double u32tod(uint32_t u) { return (double)u; }

int main(void) {
    double ds[] = { 0.0, -0.0, 0.4, 0.5, 0.6, -0.5, -1.9, 1.9, 255.9, 127.5, -32768.7, 65535.2, 2147483647.9,
                    -2147483648.9, 4294967295.5, 9.2e18, -9.2e18, 1.8e19 };
    for (unsigned i = 0; i < sizeof ds / sizeof ds[0]; i++) {
        double d = ds[i];
        printf("%.2f:", d);
        if (d > -2147483649.0 && d < 2147483648.0) printf(" i32=%d", (int32_t)d);
        if (d > -1.0 && d < 4294967296.0) printf(" u32=%u", (uint32_t)d);
        if (d > -9223372036854775808.0 - 1 && d < 9223372036854775808.0) printf(" i64=%lld", (long long)d2i64(d));
        if (d > -1.0 && d < 18446744073709551616.0) printf(" u64=%llu", (unsigned long long)d2u64(d));
        if (d > -1.0 && d < 256.0) printf(" u8=%u", d2u8(d));
        if (d > -32769.0 && d < 32768.0) printf(" i16=%d", f2i16((float)d));
        printf("\n");
    }
    printf("f2i32 %d %d f2u32 %u\n", f2i32(-123.75f), f2i32(16777217.0f), f2u32(3000000000.0f));
    uint64_t us[] = { 0, 1, 0x7fffffffffffffffull, 0x8000000000000000ull, 0xffffffffffffffffull,
                      0x20000000000001ull, 0xfffffffffffff800ull, 123456789012345ull };
    for (unsigned i = 0; i < sizeof us / sizeof us[0]; i++)
        printf("u64 %llu -> float %.1f double %.1f\n", (unsigned long long)us[i], (double)u64tof(us[i]), u64tod(us[i]));
    int64_t is[] = { -1, INT64_MIN, INT64_MAX, -123456789012345LL, 0x20000000000001LL };
    for (unsigned i = 0; i < sizeof is / sizeof is[0]; i++) printf("i64 %lld -> %.1f\n", (long long)is[i], i64tod(is[i]));
    printf("i32tof %.1f %.1f u32tod %.1f\n", (double)i32tof(16777217), (double)i32tof(-2147483647 - 1), u32tod(4294967295u));
    float f = 0.1f;
    double fd = f;
    printf("float->double %.20f\n", fd);
    double dd = 0.1;
    float df = (float)dd;
    printf("double->float %.20f\n", (double)df);
    float big = (float)1e38;
    printf("float big * 10 is inf: %d\n", big * 10.0f > 3e38f);
    unsigned acc = 0;
    for (int i = -50; i < 50; i++) {
        float x = (float)i * 1.37f;
        acc = acc * 7 + (unsigned)(int)x + (unsigned)(x > 0 ? (unsigned)x : 0u);
    }
    printf("acc = %u\n", acc);
    return 0;
}
