/* Conditional selects and comparisons: min/max/abs/clamp for all widths, branchless tricks,
   floating-point comparisons with NaN, three-way compares. */
#include <stdio.h>
#include <stdint.h>
#include <math.h>

static int32_t smin(int32_t a, int32_t b) { return a < b ? a : b; }
static uint32_t umax(uint32_t a, uint32_t b) { return a > b ? a : b; }
static int64_t sabs64(int64_t a) { return a < 0 ? -a : a; }
static int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
static int branchless_abs(int x) { int m = x >> 31; return (x ^ m) - m; }
static int sign3(long long a, long long b) { return (a > b) - (a < b); }
static uint8_t sat_u8(int v) { return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v); }
static double dmax(double a, double b) { return a > b ? a : b; }
static float fclamp(float v) { return v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v); }
static int select_chain(int x) { return x == 1 ? 10 : x == 2 ? 20 : x == 3 ? 30 : x > 100 ? 1000 : -1; }

int main(void) {
    int32_t a[] = { 5, -3, 0, 2147483647, -2147483647 - 1, 42 };
    uint32_t h = 0;
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++) {
            h = h * 31 + (uint32_t)smin(a[i], a[j]);
            h = h * 31 + umax((uint32_t)a[i], (uint32_t)a[j]);
            h = h * 31 + (uint32_t)sign3(a[i], a[j]);
        }
    printf("minmax hash = %u\n", h);
    printf("abs64 %lld %lld\n", (long long)sabs64(-1234567890123LL), (long long)sabs64(99));
    printf("clamp %d %d %d\n", clamp(-5, 0, 10), clamp(5, 0, 10), clamp(50, 0, 10));
    printf("branchless abs %d %d %d\n", branchless_abs(-17), branchless_abs(17), branchless_abs(0));
    printf("sat_u8 %u %u %u\n", sat_u8(-20), sat_u8(128), sat_u8(1000));
    double nan_v = nan("");
    printf("dmax %.1f %.1f nan cmp: %d %d %d %d\n", dmax(1.0, 2.0), dmax(-1.0, -2.0), nan_v < 1.0, nan_v > 1.0,
           nan_v == nan_v, nan_v != nan_v);
    printf("isgreater etc: %d %d %d\n", isgreater(2.0, 1.0), isless(nan_v, 1.0), isunordered(nan_v, 1.0));
    printf("fclamp %.2f %.2f %.2f\n", (double)fclamp(-0.5f), (double)fclamp(0.25f), (double)fclamp(7.0f));
    int cs = 0;
    for (int x = -5; x < 110; x++) cs = cs * 3 % 1000003 + select_chain(x);
    printf("select chain %d\n", cs);
    unsigned cnt = 0;
    for (int i = 0; i < 1000; i++) {
        int x = (i * 7919) % 1009 - 500;
        cnt += (x > 0) + (x >= 100) * 2 + (x < -250) * 4 + (x == 0) * 8;
    }
    printf("bool sums %u\n", cnt);
    return 0;
}
