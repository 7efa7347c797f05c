/* GNU indirect functions: `ifunc` attributes (global and static, resolvers that pick by
 * a value computed at load time) and `target_clones` (clang's resolver over the CPU
 * model), called directly, through pointers and through an alias; pointer equality of
 * an ifunc's address taken in two places. */
#include <stdio.h>

static int twice(int x) { return x * 2; }
static int thrice(int x) { return x * 3; }

/* Runs before relocation processing may be complete: only plain code here. */
static int (*pick_scale(void))(int) { return sizeof(long) == 8 ? thrice : twice; }
int scale(int) __attribute__((ifunc("pick_scale")));

static long add_one(long x) { return x + 1; }
static long (*pick_local(void))(long) { return add_one; }
static long local_ifunc(long) __attribute__((ifunc("pick_local")));

__attribute__((target_clones("avx2", "sse4.2", "default"))) int dot(const int *a, const int *b, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

int (*volatile scale_ptr)(int) = scale;

__attribute__((noinline)) int call_through(int (*f)(int), int x) { return f(x); }

int main(void) {
    int a[64], b[64];
    for (int i = 0; i < 64; i++) {
        a[i] = i - 20;
        b[i] = 3 * i + 1;
    }
    int (*p)(int) = scale;
    printf("scale(5) = %d, via pointer %d, via global pointer %d\n", scale(5), call_through(p, 7), scale_ptr(9));
    printf("same address: %d\n", p == scale_ptr);
    printf("local ifunc: %ld\n", local_ifunc(41));
    printf("dot = %d, dot(8) = %d\n", dot(a, b, 64), dot(a + 8, b, 8));
    return 0;
}
