/* Regenerate the IR with: clang-19 -S -emit-llvm -O{0,2} tests/run/frames.c -o tests/run/frames.O{0,2}.ll
   A frame with over-aligned locals and variable-length arrays: rsp is realigned and then
   moves, so the locals are addressed from a base pointer (rbx), the arguments from rbp. */
#include <stdio.h>
#include <string.h>
__attribute__((noinline)) long use(volatile char *p, long n) { long s = 0; for (long i = 0; i < n; i++) s += p[i]; return s; }
__attribute__((noinline)) long f(int n, long a, long b, long c, long d, long e, long g, long h) {
    _Alignas(64) char buf[64];
    char vla[n];
    memset(buf, 1, sizeof buf);
    memset(vla, 2, n);
    long r = use(buf, 64) + use(vla, n) + ((unsigned long)buf & 63) + g * h;
    char vla2[n * 2];
    memset(vla2, 3, 2 * n);
    return r + use(vla2, 2 * n) + a + b + c + d + e;
}
int main(void) { printf("%ld %ld\n", f(10, 1, 2, 3, 4, 5, 6, 7), f(100, 1, 1, 1, 1, 1, 1, 1)); return 0; }
