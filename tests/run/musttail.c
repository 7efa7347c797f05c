/* Regenerate the IR with: clang-19 -S -emit-llvm -O{0,2} tests/run/musttail.c -o tests/run/musttail.O{0,2}.ll
   musttail calls with stack arguments (they reuse the caller's incoming slots) must be
   jumps: the recursion is far deeper than the stack. */
#include <stdio.h>
long g(long a, long b, long c, long d, long e, long f, long x, long y, long n);
__attribute__((noinline)) long h(long a, long b, long c, long d, long e, long f, long x, long y, long n) {
    if (n == 0) return a + b + c + d + e + f + x * 1000 + y;
    __attribute__((musttail)) return g(b, a, c, d, e, f, y, x + 1, n - 1);
}
__attribute__((noinline)) long g(long a, long b, long c, long d, long e, long f, long x, long y, long n) {
    long t = x;
    __attribute__((musttail)) return h(a, b, c, d, e, f, y, t, n);
}
int main(void) { printf("%ld\n", h(1, 2, 3, 4, 5, 6, 7, 8, 10000001)); return 0; }
