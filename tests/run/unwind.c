/* Regenerate the IR with: clang-19 -S -emit-llvm -O{0,2} tests/run/unwind.c -o tests/run/unwind.O{0,2}.ll */
/* Frame lowering check: the unwinder (libgcc, reading .eh_frame) must walk through
   functions with every kind of frame: plain, over-aligned locals, dynamic alloca,
   callee-saved registers, varargs, stack arguments. Each frame's function start
   (from its FDE) is compared with the function's address. */
#include <stdarg.h>
#include <stdio.h>
#include <unwind.h>

static void *starts[64];
static int nstarts;
static volatile int zero; /* keeps every call a real call (no tail calls) */

static _Unwind_Reason_Code record(struct _Unwind_Context *ctx, void *arg) {
    (void)arg;
    if (nstarts < 64)
        starts[nstarts++] = (void *)_Unwind_GetRegionStart(ctx);
    return _URC_NO_REASON;
}

__attribute__((noinline)) int inner(int x) {
    nstarts = 0;
    _Unwind_Backtrace(record, 0);
    return x + 1;
}

__attribute__((noinline)) int with_aligned(int x) {
    _Alignas(64) volatile char buf[64];
    buf[0] = (char)x;
    int r = inner(buf[0]);
    return r + (int)((unsigned long)buf & 63) + zero;
}

__attribute__((noinline)) int with_alloca(int n) {
    volatile char *p = __builtin_alloca(n);
    p[0] = 1;
    p[n - 1] = 2;
    int r = with_aligned(n);
    return r + p[0] + p[n - 1] - 3 + zero;
}

__attribute__((noinline)) int with_saves(int a, int b, int c) {
    int x = a * b, y = b * c, z = c * a, w = a + b + c;
    int r = with_alloca(a + 16);
    return r + x + y + z + w + zero;
}

__attribute__((noinline)) int with_varargs(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, int);
    va_end(ap);
    int r = with_saves(s, n, s + 1);
    return r + s + zero;
}

__attribute__((noinline)) int with_stack_args(int a, int b, int c, int d, int e, int f, int g, int h) {
    int r = with_varargs(3, a + d, b + e, c + f);
    return r + g * h + zero;
}

int main(void) {
    int r = with_stack_args(1, 2, 3, 4, 5, 6, 7, 8);
    void *expect[] = {(void *)inner, (void *)with_aligned, (void *)with_alloca, (void *)with_saves,
                      (void *)with_varargs, (void *)with_stack_args, (void *)main};
    const char *names[] = {"inner", "with_aligned", "with_alloca", "with_saves", "with_varargs",
                           "with_stack_args", "main"};
    int k = 0;
    while (k < nstarts && starts[k] != expect[0])
        k++;
    for (int i = 0; i < 7; i++)
        printf("%s %s\n", names[i], k + i < nstarts && starts[k + i] == expect[i] ? "ok" : "MISSING");
    printf("result %d\n", r);
    return 0;
}
