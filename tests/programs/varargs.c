/* Varargs via stdarg.h: ints, longs, doubles, pointers, structs, va_copy. */
#include <stdio.h>
#include <stdarg.h>

struct Pair { int a; double b; };
struct Three { long long x, y, z; };

static long long sum_ints(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long long s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static double mixed(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    double acc = 0;
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': acc += va_arg(ap, int); break;
        case 'l': acc += (double)va_arg(ap, long long); break;
        case 'd': acc += va_arg(ap, double); break;
        case 's': { const char *s = va_arg(ap, const char *); while (*s) acc += *s++; break; }
        case 'p': { struct Pair pr = va_arg(ap, struct Pair); acc += pr.a * pr.b; break; }
        case 't': { struct Three t = va_arg(ap, struct Three); acc += (double)(t.x - t.y + t.z); break; }
        }
    }
    va_end(ap);
    return acc;
}

static int vcount(int first, va_list ap) {
    int count = 0;
    for (int v = first; v != 0; v = va_arg(ap, int)) count++;
    return count;
}

static int count_twice(int first, ...) {
    va_list ap, ap2;
    va_start(ap, first);
    va_copy(ap2, ap);
    int a = vcount(first, ap);
    int b = vcount(first, ap2);
    va_end(ap2);
    va_end(ap);
    return a * 100 + b;
}

static void my_printf(const char *fmt, ...) {
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    printf("[%s]\n", buf);
}

static double many_doubles(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, double) * (i + 1);
    va_end(ap);
    return s;
}

int main(void) {
    printf("sum_ints = %lld\n", sum_ints(5, 1, 2, 3, 4, 5));
    printf("sum_ints many = %lld\n", sum_ints(12, 1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, 1000));
    struct Pair pr = { 3, 2.5 };
    struct Three th = { 100, 30, 7 };
    printf("mixed = %.3f\n", mixed("ildsptd", 7, 1234567890123LL, 0.5, "AB", pr, th, -1.25));
    printf("count_twice = %d\n", count_twice(4, 5, 6, 7, 8, 0));
    my_printf("%d-%s-%.2f-%c-%lld", 42, "str", 3.14159, 'z', -9876543210LL);
    printf("many_doubles = %.3f\n", many_doubles(10, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.5));
    return 0;
}
