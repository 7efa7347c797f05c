/* Regenerate the IR with: clang-19 -S -emit-llvm -O{0,2} tests/run/abi.c -o tests/run/abi.O{0,2}.ll
   Calling-convention checks against code compiled by another compiler (glibc) and
   between functions of this file: small structs in registers, structs by value on the
   stack, sret, i128, long double (x87) arguments and results, float complex, varargs. */
#include <complex.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct pair { long a, b; };          /* two GPRs */
struct dpair { double x, y; };        /* two XMMs */
struct mixed { double d; int i; };    /* XMM + GPR */
struct fpair { float x, y; };         /* one XMM, packed */
struct big { long v[5]; };            /* memory (byval / sret) */
struct odd3 { char c[3]; };           /* one GPR, 3 bytes */

__attribute__((noinline)) struct pair mkpair(long a, long b) { struct pair p = {a * 2, b + 1}; return p; }
__attribute__((noinline)) struct dpair mkdpair(double x, double y) { struct dpair p = {x / 2, y * 3}; return p; }
__attribute__((noinline)) struct mixed mkmixed(int i, double d) { struct mixed m = {d + i, i - 7}; return m; }
__attribute__((noinline)) struct fpair swapf(struct fpair p) { struct fpair q = {p.y, p.x}; return q; }
__attribute__((noinline)) struct big mkbig(long s) { struct big b; for (int i = 0; i < 5; i++) b.v[i] = s + i * i; return b; }
__attribute__((noinline)) long sumbig(struct big b, struct big c) { long s = 0; for (int i = 0; i < 5; i++) s += b.v[i] * (i + 1) - c.v[i]; return s; }
__attribute__((noinline)) int odd3sum(struct odd3 a, struct odd3 b) { return a.c[0] + a.c[1] * 2 + a.c[2] * 3 + b.c[2]; }

/* More arguments than registers, of both kinds, interleaved. */
__attribute__((noinline)) double many(int a, double b, long c, float d, int e, double f, long g, double h,
                                      int i, double j, long k, float l, int m, double n, long o, double p,
                                      int q, double r) {
    return a + b + c + d + e + f + g + h + i + j + k + l + m + n + o + p + q + r * 0.5;
}

/* i128 when only one GPR is left goes on the stack; the GPR serves the next argument. */
__attribute__((noinline)) long wide(long a, long b, long c, long d, long e, __int128 w, long f) {
    return a + b + c + d + e + (long)(w >> 64) + (long)w + f;
}

__attribute__((noinline)) long double ldmul(long double a, int k, long double b) { return a * k + b; }

__attribute__((noinline)) double vsum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++) {
        int kind = va_arg(ap, int);
        if (kind == 0) s += va_arg(ap, int);
        else if (kind == 1) s += va_arg(ap, double);
        else if (kind == 2) s += (double)va_arg(ap, long double);
        else { struct pair p = va_arg(ap, struct pair); s += p.a - p.b; }
    }
    va_end(ap);
    return s;
}

static int cmp_desc(const void *a, const void *b) { return *(const int *)b - *(const int *)a; }

int main(void) {
    struct pair p = mkpair(20, 30);
    struct dpair dp = mkdpair(5.0, 1.5);
    struct mixed mx = mkmixed(10, 0.25);
    struct fpair fp = swapf((struct fpair){1.5f, -2.25f});
    struct big b = mkbig(100), c = mkbig(-3);
    struct odd3 o1 = {{1, 2, 3}}, o2 = {{4, 5, 6}};
    printf("pair %ld %ld dpair %.2f %.2f mixed %.2f %d fpair %.2f %.2f\n", p.a, p.b, dp.x, dp.y, mx.d, mx.i, fp.x, fp.y);
    printf("big %ld %ld sum %ld odd3 %d\n", b.v[0], b.v[4], sumbig(b, c), odd3sum(o1, o2));
    printf("many %.3f\n", many(1, 2.5, 3, 4.5f, 5, 6.5, 7, 8.5, 9, 10.5, 11, 12.5f, 13, 14.5, 15, 16.5, 17, 18.5));
    printf("wide %ld\n", wide(1, 2, 3, 4, 5, ((__int128)6 << 64) | 7, 8));
    printf("ld %.3Lf\n", ldmul(1.5L, 3, 0.25L));
    printf("vsum %.3f\n", vsum(4, 0, 7, 1, 2.5, 2, 3.25L, 3, (struct pair){10, 4}));
    /* glibc: structs returned in registers, x87 results, complex numbers. */
    lldiv_t q = lldiv(1000000000007LL, 97);
    div_t d = div(-17, 5);
    printf("lldiv %lld %lld div %d %d\n", q.quot, q.rem, d.quot, d.rem);
    long double ld = strtold("2.718281828459045235360", 0);
    printf("strtold %.15Lf sqrtl %.12Lf\n", ld, sqrtl(ld));
    int ex;
    double fr = frexp(48.0, &ex);
    printf("frexp %.3f %d ldexp %.1f\n", fr, ex, ldexp(fr, ex + 1));
    float complex fz = 3.0f + 4.0f * I;
    double complex z = csqrt(-4.0 + 0.0 * I);
    printf("cabsf %.2f csqrt %.2f %.2f\n", cabsf(fz), creal(z), cimag(z));
    int arr[6] = {3, 9, 1, 7, 5, 2};
    qsort(arr, 6, sizeof arr[0], cmp_desc);
    printf("qsort %d %d %d %d %d %d\n", arr[0], arr[1], arr[2], arr[3], arr[4], arr[5]);
    char buf[64];
    snprintf(buf, sizeof buf, "%d|%5.2f|%Lg|%s|%c", -42, 3.14159, 1.25L, "str", 'x');
    printf("snprintf %s len %zu\n", buf, strlen(buf));
    return 0;
}
