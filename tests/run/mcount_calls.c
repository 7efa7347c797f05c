// -pg: every function calls the profiling hook (mcount on x86-64, _mcount on AArch64
// and RISC-V) at its entry, after its frame is set up. This program brings its own hook,
// a plain C function, and counts the calls by caller.
// regen: clang flags -pg
// regen: clang only (gcc's -pg links its own profiling runtime)
#include <stdio.h>

#define QUIET __attribute__((no_instrument_function))

// Volatile: the optimizer does not see the hook calls (llc adds them after it ran).
static volatile int calls;
static void *volatile callers[64];

QUIET static void record(void *ret) {
    if (calls < 64)
        callers[calls] = ret;
    calls++;
}

QUIET void mcount(void) { record(__builtin_return_address(0)); }
QUIET void profiling_hook(void) __asm__("_mcount");
QUIET void profiling_hook(void) { record(__builtin_return_address(0)); }

__attribute__((noinline)) int square(int x) { return x * x; }

__attribute__((noinline)) int sum_squares(int n) {
    int s = 0;
    for (int i = 1; i <= n; i++)
        s += square(i);
    return s;
}

QUIET static int in_function(void *ret, void *fn) { return (char *)ret > (char *)fn && (char *)ret < (char *)fn + 256; }

int main(void) {
    int before = calls;
    int s = sum_squares(5);
    int from_square = 0, from_sum = 0;
    for (int i = before; i < calls && i < 64; i++) {
        from_square += in_function(callers[i], (void *)square);
        from_sum += in_function(callers[i], (void *)sum_squares);
    }
    printf("sum %d, hook calls %d (main %d), from square %d, from sum_squares %d\n", s, calls - before, before,
           from_square, from_sum);
    return 0;
}
