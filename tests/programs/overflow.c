/* Overflow-checking builtins on many types, saturating arithmetic built on them. */
#include <stdio.h>
#include <stdint.h>
#include <limits.h>

static int32_t sat_add32(int32_t a, int32_t b) {
    int32_t r;
    if (__builtin_add_overflow(a, b, &r)) return a > 0 ? INT32_MAX : INT32_MIN;
    return r;
}

static uint64_t sat_mul_u64(uint64_t a, uint64_t b) {
    uint64_t r;
    return __builtin_mul_overflow(a, b, &r) ? UINT64_MAX : r;
}

static int checked_factorial(int n, long long *out) {
    long long r = 1;
    for (int i = 2; i <= n; i++)
        if (__builtin_mul_overflow(r, (long long)i, &r)) return 0;
    *out = r;
    return 1;
}

int main(void) {
    int r;
    printf("add: %d ", __builtin_add_overflow(INT_MAX, 1, &r));
    printf("%d ", __builtin_add_overflow(100, 200, &r)); printf("r=%d\n", r);
    printf("sub: %d ", __builtin_sub_overflow(INT_MIN, 1, &r));
    int o = __builtin_sub_overflow(-5, 10, &r);
    printf("%d r=%d\n", o, r);
    long long ll;
    printf("mul ll: %d ", __builtin_mul_overflow(3037000500LL, 3037000500LL, &ll));
    o = __builtin_mul_overflow(3037000499LL, 3037000499LL, &ll);
    printf("%d ll=%lld\n", o, ll);
    unsigned u;
    printf("uadd: %d ", __builtin_add_overflow(UINT_MAX, 1u, &u));
    printf("usub: %d ", __builtin_sub_overflow(0u, 1u, &u));
    printf("u=%u\n", u);
    uint8_t b8;
    int8_t s8;
    int16_t s16;
    printf("u8: %d ", __builtin_add_overflow((uint8_t)200, (uint8_t)56, &b8));
    o = __builtin_add_overflow((uint8_t)200, (uint8_t)55, &b8);
    printf("%d b8=%u ", o, b8);
    printf("s8 mul: %d ", __builtin_mul_overflow((int8_t)16, (int8_t)8, &s8));
    printf("s16 sub: %d\n", __builtin_sub_overflow((int16_t)-32000, (int16_t)1000, &s16));
    /* mixed types: result type decides */
    printf("mixed: %d ", __builtin_add_overflow(INT_MAX, INT_MAX, &ll));
    printf("ll=%lld ", ll);
    printf("%d\n", __builtin_mul_overflow(-1, 1u, &u));
    unsigned long long ull;
    printf("typed: %d ", __builtin_sadd_overflow(1 << 30, 1 << 30, &r));
    printf("%d ", __builtin_umulll_overflow(1ull << 62, 4ull, &ull));
    printf("%d\n", __builtin_smulll_overflow(-(1LL << 62), 2LL, &ll));
    printf("sat: %d %d %d\n", sat_add32(2000000000, 2000000000), sat_add32(-2000000000, -2000000000), sat_add32(5, -7));
    printf("satmul: %llu %llu\n", (unsigned long long)sat_mul_u64(1ull << 40, 1ull << 23),
           (unsigned long long)sat_mul_u64(1ull << 40, 1ull << 24));
    for (int n = 18; n <= 22; n++) {
        long long f = 0;
        int ok = checked_factorial(n, &f);
        printf("%d! %s %lld\n", n, ok ? "=" : "overflows", ok ? f : 0LL);
    }
    __int128 big;
    printf("i128 mul: %d\n", __builtin_mul_overflow(INT64_MAX, INT64_MAX, &big));
    return 0;
}
