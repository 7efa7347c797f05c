/* No system headers: function pointers in tables and structs, callbacks with context
   pointers, a generic sort taking a comparator, and function pointers returning function
   pointers. */
int printf(const char *, ...);

typedef int (*cmp_fn)(const void *, const void *, void *);

static void generic_sort(void *base, int n, int size, cmp_fn cmp, void *ctx) {
    char *b = base;
    char tmp[64];
    for (int i = 1; i < n; i++) {
        int j = i;
        __builtin_memcpy(tmp, b + i * size, (__SIZE_TYPE__)size);
        while (j > 0 && cmp(b + (j - 1) * size, tmp, ctx) > 0) {
            __builtin_memcpy(b + j * size, b + (j - 1) * size, (__SIZE_TYPE__)size);
            j--;
        }
        __builtin_memcpy(b + j * size, tmp, (__SIZE_TYPE__)size);
    }
}

static int cmp_int_mod(const void *a, const void *b, void *ctx) {
    int m = *(int *)ctx;
    int x = *(const int *)a % m, y = *(const int *)b % m;
    if (x != y) return x < y ? -1 : 1;
    return (*(const int *)a > *(const int *)b) - (*(const int *)a < *(const int *)b);
}

struct Emp { char name[8]; int salary; };
static int cmp_emp(const void *a, const void *b, void *ctx) {
    (void)ctx;
    const struct Emp *x = a, *y = b;
    return y->salary - x->salary;
}

typedef int (*op_fn)(int);
static int inc(int x) { return x + 1; }
static int dbl(int x) { return x * 2; }
static int sqr(int x) { return x * x; }
static op_fn choose(int k) { static const op_fn t[] = { inc, dbl, sqr }; return t[k % 3]; }
typedef op_fn (*chooser_fn)(int);

struct Handler { const char *event; void (*fn)(int *state, int arg); };
static void on_add(int *s, int a) { *s += a; }
static void on_mul(int *s, int a) { *s *= a; }
static void on_neg(int *s, int a) { (void)a; *s = -*s; }

int main(void) {
    int v[12] = { 17, 4, 23, 8, 15, 42, 16, 9, 31, 2, 11, 30 };
    int mod = 5;
    generic_sort(v, 12, sizeof(int), cmp_int_mod, &mod);
    for (int i = 0; i < 12; i++) printf("%d ", v[i]);
    printf("\n");
    struct Emp e[5] = { { "ann", 500 }, { "bo", 700 }, { "cy", 300 }, { "di", 900 }, { "ed", 600 } };
    generic_sort(e, 5, sizeof(struct Emp), cmp_emp, 0);
    for (int i = 0; i < 5; i++) printf("%s:%d ", e[i].name, e[i].salary);
    printf("\n");
    chooser_fn ch = choose;
    int x = 3;
    for (int k = 0; k < 7; k++) x = ch(k)(x);
    printf("chained = %d\n", x);
    struct Handler hs[] = { { "add", on_add }, { "mul", on_mul }, { "neg", on_neg }, { "add", on_add } };
    int state = 1;
    for (int r = 0; r < 3; r++)
        for (int i = 0; i < 4; i++) hs[i].fn(&state, i + r + 2);
    printf("state = %d\n", state);
    return 0;
}
