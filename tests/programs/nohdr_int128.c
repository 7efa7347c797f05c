/* No system headers: 128-bit integer arithmetic (unsigned and signed), including division,
   shifts, comparisons and conversion to/from double, printed via a hand-written formatter. */
int printf(const char *, ...);

typedef unsigned __int128 u128;
typedef __int128 s128;

static const char *fmt_u128(u128 v, char *buf) {
    char *p = buf + 63;
    *p = 0;
    do { *--p = (char)('0' + (int)(v % 10)); v /= 10; } while (v);
    return p;
}
static const char *fmt_s128(s128 v, char *buf) {
    if (v >= 0) return fmt_u128((u128)v, buf);
    char *p = (char *)fmt_u128(-(u128)v, buf);
    *--p = '-';
    return p;
}

static u128 fib128(int n) {
    u128 a = 0, b = 1;
    for (int i = 0; i < n; i++) { u128 t = a + b; a = b; b = t; }
    return a;
}

static u128 isqrt128(u128 n) {
    u128 lo = 0, hi = (u128)1 << 64;
    while (lo < hi) {
        u128 mid = lo + (hi - lo + 1) / 2;
        if (mid <= n / mid) lo = mid; else hi = mid - 1;
    }
    return lo;
}

int main(void) {
    char b1[64], b2[64], b3[64];
    printf("fib(180) = %s\n", fmt_u128(fib128(180), b1));
    u128 x = ((u128)0xfedcba9876543210ull << 64) | 0x0f1e2d3c4b5a6978ull;
    u128 y = 0x123456789ull;
    printf("x/y = %s x%%y = %s\n", fmt_u128(x / y, b1), fmt_u128(x % y, b2));
    printf("x*y (wrapped) = %s\n", fmt_u128(x * y, b1));
    s128 s = -(s128)(x >> 3);
    printf("s = %s s/7 = %s s%%7 = %s\n", fmt_s128(s, b1), fmt_s128(s / 7, b2), fmt_s128(s % 7, b3));
    for (int k = 1; k < 128; k += 31)
        printf("shift %d: %s %s\n", k, fmt_u128(x >> k, b1), fmt_s128(s >> k, b2));
    printf("isqrt = %s\n", fmt_u128(isqrt128(x), b1));
    printf("cmp %d %d %d\n", x > y, s < 0, (s128)y > s);
    double d = (double)(x >> 20);
    printf("to double / 1e30 = %.6f\n", d / 1e30);
    u128 back = (u128)(d * 4.0);
    printf("from double = %s\n", fmt_u128(back, b1));
    s128 neg = (s128)-12345678.75;
    printf("from negative double = %s\n", fmt_s128(neg, b1));
    unsigned long long lo = (unsigned long long)x, hi = (unsigned long long)(x >> 64);
    printf("halves %016llx %016llx popcount %d\n", hi, lo, __builtin_popcountll(hi) + __builtin_popcountll(lo));
    return 0;
}
