// Inline assembly with x87 stack operands (GCC's t, u and f constraints), as glibc's and
// libm's x86 headers write it: inputs on the stack, results from st(0), inputs the asm
// pops (clobbered, or tied to the output) and ones it leaves for the compiler to pop.
#include <stdio.h>

__attribute__((noinline)) static long double x87_sqrt(long double x) {
    long double r;
    __asm__("fsqrt" : "=t"(r) : "0"(x));
    return r;
}

__attribute__((noinline)) static long double x87_atan2(long double y, long double x) {
    long double r;
    __asm__("fpatan" : "=t"(r) : "0"(x), "u"(y) : "st(1)");
    return r;
}

// fscale leaves st(1) (the exponent) on the stack: the compiler pops it.
__attribute__((noinline)) static long double x87_scale(long double x, long double n) {
    long double r;
    __asm__("fscale" : "=t"(r) : "0"(x), "u"(n));
    return r;
}

__attribute__((noinline)) static double x87_sin(double d) {
    double r;
    __asm__("fsin" : "=t"(r) : "0"(d));
    return r;
}

__attribute__((noinline)) static float x87_abs(float f) {
    float r;
    __asm__("fabs" : "=t"(r) : "0"(f));
    return r;
}

// An `f` input: any stack register (st(1) here), named in the template.
__attribute__((noinline)) static long double x87_add(long double a, long double b) {
    long double r;
    __asm__("fadd %2, %0" : "=t"(r) : "0"(a), "f"(b));
    return r;
}

// Several calls in a row: the stack must be empty after each.
__attribute__((noinline)) static long double chain(long double x) {
    long double s = 0;
    for (int i = 1; i <= 8; i++)
        s += x87_scale(x87_sqrt(x * i), -1.0L);
    return s;
}

int main(void) {
    printf("sqrt(2) = %.15Lf\n", x87_sqrt(2.0L));
    printf("atan2(1, 1) = %.15Lf\n", x87_atan2(1.0L, 1.0L));
    printf("atan2(-1, -2) = %.15Lf\n", x87_atan2(-1.0L, -2.0L));
    printf("scale(3, 4) = %.3Lf\n", x87_scale(3.0L, 4.0L));
    printf("sin(0.5) = %.12f\n", x87_sin(0.5));
    printf("abs(-2.5f) = %.2f\n", (double)x87_abs(-2.5f));
    printf("add(1.25, 2.5) = %.3Lf\n", x87_add(1.25L, 2.5L));
    printf("chain(3) = %.12Lf\n", chain(3.0L));
    return 0;
}
