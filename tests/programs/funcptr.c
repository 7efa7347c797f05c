/* Function pointers: tables, callbacks, returning function pointers, qsort-like comparators. */
#include <stdio.h>

typedef int (*binop)(int, int);
typedef double (*unop_d)(double);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int maxi(int a, int b) { return a > b ? a : b; }
static int mini(int a, int b) { return a < b ? a : b; }
static double half(double x) { return x / 2; }
static double sq(double x) { return x * x; }
static double neg(double x) { return -x; }

static binop ops[] = { add, sub, mul, maxi, mini };
static const char *opnames[] = { "add", "sub", "mul", "max", "min" };

static binop pick(char c) {
    switch (c) {
    case '+': return add;
    case '-': return sub;
    case '*': return mul;
    default: return 0;
    }
}

static int fold(const int *v, int n, binop f, int init) {
    int acc = init;
    for (int i = 0; i < n; i++) acc = f(acc, v[i]);
    return acc;
}

static double compose(unop_d *fs, int n, double x) {
    for (int i = 0; i < n; i++) x = fs[i](x);
    return x;
}

struct Shape {
    const struct ShapeVt *vt;
    double a, b;
};
struct ShapeVt {
    double (*area)(const struct Shape *);
    const char *(*name)(void);
};
static double rect_area(const struct Shape *s) { return s->a * s->b; }
static double tri_area(const struct Shape *s) { return s->a * s->b / 2; }
static const char *rect_name(void) { return "rect"; }
static const char *tri_name(void) { return "tri"; }
static const struct ShapeVt rect_vt = { rect_area, rect_name };
static const struct ShapeVt tri_vt = { tri_area, tri_name };

static int apply_n(int (*f)(int), int n, int x) {
    while (n-- > 0) x = f(x);
    return x;
}
static int collatz_step(int x) { return x % 2 ? 3 * x + 1 : x / 2; }

int main(void) {
    int v[] = { 3, -1, 4, 1, -5, 9, 2, -6 };
    for (int i = 0; i < 5; i++)
        printf("%s fold = %d\n", opnames[i], fold(v, 8, ops[i], i == 2 ? 1 : 0));
    const char *expr = "+-*+";
    int acc = 10;
    for (const char *p = expr; *p; p++) acc = pick(*p)(acc, 3);
    printf("expr = %d, pick('/') null = %d\n", acc, pick('/') == 0);
    unop_d chain[] = { sq, half, neg, sq, half };
    printf("compose = %.4f\n", compose(chain, 5, 3.0));
    struct Shape shapes[] = { { &rect_vt, 3, 4 }, { &tri_vt, 5, 6 }, { &rect_vt, 1.5, 2.5 } };
    double tot = 0;
    for (int i = 0; i < 3; i++) {
        double a = shapes[i].vt->area(&shapes[i]);
        printf("%s area %.3f\n", shapes[i].vt->name(), a);
        tot += a;
    }
    printf("total %.3f\n", tot);
    printf("collatz(27, 50) = %d\n", apply_n(collatz_step, 50, 27));
    int (*volatile vf)(int, int) = mul;
    printf("volatile fp = %d\n", vf(6, 7));
    return 0;
}
