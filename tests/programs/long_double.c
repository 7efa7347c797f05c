/* long double arithmetic (x87 80-bit on x86, IEEE quad on aarch64/riscv64 Linux).
   Results are printed after conversion to double so they do not depend on the format. */
#include <stdio.h>

static long double ld_factorial(int n) {
    long double r = 1;
    for (int i = 2; i <= n; i++) r *= i;
    return r;
}

static long double ld_series(int n) {
    long double s = 0;
    for (int i = 1; i <= n; i++) s += 1.0L / ((long double)i * i);
    return s;
}

struct LDPair { long double a, b; };
static struct LDPair ld_swap_scale(struct LDPair p, long double k) {
    struct LDPair r = { p.b * k, p.a * k };
    return r;
}

static long double ld_max(long double a, long double b) { return a > b ? a : b; }

int main(void) {
    printf("20! = %.1f\n", (double)ld_factorial(20));
    printf("25! / 1e20 = %.6f\n", (double)(ld_factorial(25) / 1e20L));
    printf("zeta(2) partial = %.12f\n", (double)ld_series(2000));
    long double third = 1.0L / 3.0L;
    long double back = third * 3.0L;
    printf("third*3 close to 1: %d\n", back > 0.9999999999L && back < 1.0000000001L);
    struct LDPair p = ld_swap_scale((struct LDPair){ 1.5L, -2.25L }, 4.0L);
    printf("pair = %.4f %.4f\n", (double)p.a, (double)p.b);
    long long big = 9007199254740993LL; /* 2^53 + 1, not representable in double */
    long double lb = (long double)big;
    printf("ld keeps 2^53+1: %d\n", (long long)lb == big);
    printf("ld -> int: %d %lld %llu\n", (int)-7.9L, (long long)-123456789.5L,
           (unsigned long long)18446744073709549568.0L);
    printf("max = %.3f cmp = %d %d\n", (double)ld_max(-1.0L, -0.5L), 2.0L < 3.0L, 2.0L == 2.0000001L);
    double d = 0.1;
    long double ld = d;
    printf("round trip = %d\n", (double)ld == d);
    long double acc = 0;
    for (int i = 0; i < 1000; i++) acc += (long double)(i % 7) / 8.0L - 0.375L;
    printf("acc = %.6f\n", (double)acc);
    float f = (float)(1.0L / 7.0L);
    printf("float from ld = %.6f\n", (double)f);
    return 0;
}
