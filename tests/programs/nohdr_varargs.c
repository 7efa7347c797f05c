/* No system headers: variadic functions using __builtin_va_* — integers of several widths,
   doubles, pointers, structs, va_copy, and forwarding a va_list. */
int printf(const char *, ...);
int vprintf(const char *, __builtin_va_list);

typedef __builtin_va_list va_list;
struct P { int x, y; };
struct D { double a, b; };

static long long sum(int n, ...) {
    va_list ap;
    __builtin_va_start(ap, n);
    long long s = 0;
    for (int i = 0; i < n; i++) s += __builtin_va_arg(ap, long long);
    __builtin_va_end(ap);
    return s;
}

static double avg(int n, ...) {
    va_list ap;
    __builtin_va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++) s += __builtin_va_arg(ap, double);
    __builtin_va_end(ap);
    return s / n;
}

static int structs(int n, ...) {
    va_list ap, ap2;
    __builtin_va_start(ap, n);
    __builtin_va_copy(ap2, ap);
    int s = 0;
    for (int i = 0; i < n; i++) { struct P p = __builtin_va_arg(ap, struct P); s += p.x * p.y; }
    double d = 0;
    for (int i = 0; i < n; i++) { struct P p = __builtin_va_arg(ap2, struct P); d += p.x - p.y; }
    __builtin_va_end(ap2);
    __builtin_va_end(ap);
    return s * 1000 + (int)d;
}

static double dstructs(int n, ...) {
    va_list ap;
    __builtin_va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++) { struct D d = __builtin_va_arg(ap, struct D); s += d.a * d.b; }
    __builtin_va_end(ap);
    return s;
}

static int logf_(const char *fmt, ...) {
    va_list ap;
    __builtin_va_start(ap, fmt);
    printf("log: ");
    int r = vprintf(fmt, ap);
    __builtin_va_end(ap);
    return r;
}

static const char *nth_string(int n, ...) {
    va_list ap;
    __builtin_va_start(ap, n);
    const char *s = 0;
    for (int i = 0; i <= n; i++) s = __builtin_va_arg(ap, const char *);
    __builtin_va_end(ap);
    return s;
}

int main(void) {
    printf("sum = %lld\n", sum(6, 1LL, -2LL, 3LL << 40, 4LL, 5LL, -(1LL << 50)));
    printf("avg = %.4f\n", avg(9, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 100.25));
    printf("structs = %d\n", structs(3, (struct P){ 1, 2 }, (struct P){ 3, 4 }, (struct P){ -5, 6 }));
    printf("dstructs = %.3f\n", dstructs(2, (struct D){ 1.5, 2.0 }, (struct D){ -0.5, 8.0 }));
    int n = logf_("%d %s %c %.2f %u %lld\n", -42, "text", 'q', 2.5, 3000000000u, -1LL);
    printf("vprintf returned %d\n", n);
    printf("nth = %s\n", nth_string(2, "zero", "one", "two", "three"));
    return 0;
}
