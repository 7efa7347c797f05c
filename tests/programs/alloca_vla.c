/* Dynamic stack allocation: VLAs of varying size in loops, __builtin_alloca, stack buffers
   passed down, realignment of over-aligned locals. */
#include <stdio.h>
#include <string.h>

static unsigned fill_and_hash(int n) {
    int vla[n];
    for (int i = 0; i < n; i++) vla[i] = i * i - n;
    unsigned h = 0;
    for (int i = 0; i < n; i++) h = h * 33 + (unsigned)vla[i];
    return h;
}

static int sum_alloca(int n) {
    int *p = __builtin_alloca((size_t)n * sizeof(int));
    for (int i = 0; i < n; i++) p[i] = i % 10;
    int s = 0;
    for (int i = 0; i < n; i++) s += p[i];
    return s;
}

static int nested_vla(int rows, int cols) {
    int total = 0;
    for (int r = 1; r <= rows; r++) {
        char line[r * cols + 1];
        memset(line, 'a' + r % 26, (size_t)(r * cols));
        line[r * cols] = 0;
        total += (int)strlen(line);
    }
    return total;
}

static int aligned_locals(int x) {
    _Alignas(64) int buf[16];
    _Alignas(32) double d[4];
    for (int i = 0; i < 16; i++) buf[i] = x + i;
    for (int i = 0; i < 4; i++) d[i] = buf[i * 4] * 0.5;
    int aligned = ((__UINTPTR_TYPE__)(void *)buf % 64 == 0) && ((__UINTPTR_TYPE__)(void *)d % 32 == 0);
    return aligned * 1000 + (int)(d[0] + d[1] + d[2] + d[3]);
}

static long recursive_vla(int depth) {
    if (depth == 0) return 0;
    long arr[depth];
    for (int i = 0; i < depth; i++) arr[i] = depth * 100 + i;
    long s = recursive_vla(depth - 1);
    for (int i = 0; i < depth; i++) s += arr[i];
    return s;
}

int main(void) {
    unsigned h = 0;
    for (int n = 1; n < 200; n += 17) h ^= fill_and_hash(n);
    printf("vla hash = %u\n", h);
    printf("alloca sums = %d %d\n", sum_alloca(10), sum_alloca(1000));
    printf("nested vla = %d\n", nested_vla(20, 7));
    printf("aligned = %d\n", aligned_locals(5));
    printf("recursive vla = %ld\n", recursive_vla(30));
    return 0;
}
