/* Regenerate the IR with: clang-19 -S -emit-llvm -O2 tests/run/tailcall.c -o tests/run/tailcall.O2.ll
   Calls in tail position (marked `tail` by clang at -O2) must not grow the stack: these
   recursions are far deeper than an 8 MiB stack holds frames for. Only -O2: at -O0
   there are no tail markers. */
#include <stdio.h>

long is_even(long n);

__attribute__((noinline)) long is_odd(long n) { return n == 0 ? 0 : is_even(n - 1); }
__attribute__((noinline)) long is_even(long n) { return n == 0 ? 1 : is_odd(n - 1); }

__attribute__((noinline)) long count(long n, long acc);
__attribute__((noinline)) long step(long n, long acc) { return count(n - 1, acc + 3); }
__attribute__((noinline)) long count(long n, long acc) { return n == 0 ? acc : step(n, acc); }

__attribute__((noinline)) double fsum(long n, double acc);
__attribute__((noinline)) double fstep(long n, double acc) { return fsum(n - 1, acc + 0.5); }
__attribute__((noinline)) double fsum(long n, double acc) { return n == 0 ? acc : fstep(n, acc); }

int main(void) {
    printf("%ld %ld\n", is_even(20000001), is_odd(20000001));
    printf("%ld\n", count(20000000, 0));
    printf("%.1f\n", fsum(20000000, 0.0));
    return 0;
}
