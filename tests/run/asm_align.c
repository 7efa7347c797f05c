/* Alignment directives in inline asm (zstd puts asm(".p2align 5") before its hot loops):
 * padding inside the function, which must then start at least that aligned; and tail calls
 * to nearby static functions, whose rel32 jumps the assembly output must keep. (Where the
 * functions start is not printed: rllc aligns a function to what its directives ask, llc
 * keeps 16 and pads relative to the section.) */
#include <stdio.h>

__attribute__((noinline)) static int leaf(int x) { return x * 3 + 1; }
__attribute__((noinline)) int tail_near(int x) { return leaf(x + 1); }
__attribute__((noinline)) static long other(long x) { return x ^ 0x5a5a; }
__attribute__((noinline)) long tail_back(long x) { return other(x - 7); }

__attribute__((noinline)) int sum(const int *a, int n) {
    int s = 0;
    __asm__(".p2align 5");
    for (int i = 0; i < n; i++) {
        __asm__(".p2align 4\n\t.balign 8");
        s += a[i] ^ i;
    }
    return s;
}

__attribute__((noinline)) int count(const char *p) {
    int n = 0;
    __asm__ volatile(".align 64");
    while (*p++) n++;
    return n;
}

int main(void) {
    int a[100];
    for (int i = 0; i < 100; i++) a[i] = i * 7 - 33;
    printf("%d %d %ld %ld\n", tail_near(5), tail_near(-3), tail_back(100), tail_back(-1));
    printf("%d %d\n", sum(a, 100), count("aligned loops"));
    return 0;
}
