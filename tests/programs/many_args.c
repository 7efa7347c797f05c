/* Functions with many scalar arguments of mixed types (register exhaustion, stack arguments,
   sign/zero extension of small integer arguments). */
#include <stdio.h>

static long long many_ints(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j, int k, int l) {
    return (long long)a - b + c * 2 - d + e * 3 - f + g * 4 - h + i * 5 - j + k * 6 - l;
}

static double many_doubles(double a, double b, double c, double d, double e, double f, double g, double h,
                           double i, double j, double k) {
    return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10 + k * 11;
}

static double interleaved(signed char a, double b, short c, float d, long long e, double f, unsigned char g, float h,
                          int i, double j, unsigned short k, float l, signed char m, double n, long long o) {
    return a + b + c + d + (double)e + f + g + h + i + j + k + l + m + n + (double)o;
}

static int small_ext(signed char a, unsigned char b, short c, unsigned short d, _Bool e, signed char f,
                     unsigned char g, short h, unsigned short i, signed char j) {
    return a * 1 + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10;
}

static unsigned long long chain(unsigned long long x, int depth, int a, int b, int c, int d, int e, int f, int g,
                                int h, int i) {
    if (depth == 0) return x;
    return chain(x * 31 + (unsigned)(a ^ b ^ c ^ d ^ e ^ f ^ g ^ h ^ i), depth - 1, b, c, d, e, f, g, h, i, a + 1);
}

int main(void) {
    printf("many_ints = %lld\n", many_ints(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
    printf("many_ints neg = %lld\n", many_ints(-100, 200, -300, 400, -500, 600, -700, 800, -900, 1000, -1100, 1200));
    printf("many_doubles = %.3f\n", many_doubles(0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5));
    printf("interleaved = %.3f\n", interleaved(-5, 1.25, -300, 2.5f, 10000000000LL, -0.75, 250, 0.125f, -42, 3.0,
                                               65000, -1.5f, -128, 1e3, -7));
    printf("small_ext = %d\n", small_ext(-1, 255, -32768, 65535, 1, -128, 128, 32767, 1, 127));
    printf("chain = %llu\n", chain(1, 20, 1, 2, 3, 4, 5, 6, 7, 8, 9));
    return 0;
}
