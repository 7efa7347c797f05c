typedef float v4f __attribute__((vector_size(16)));
typedef int v4i __attribute__((vector_size(16)));
_Thread_local int tls = 3;
static int counter;
int atom(int *p) { __atomic_fetch_add(p, 1, __ATOMIC_SEQ_CST); int e = 0; __atomic_compare_exchange_n(p, &e, 5, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE); return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
v4f vadd(v4f a, v4f b) { return __builtin_shufflevector(a + b, a, 3, 2, 1, 0); }
v4i vcmp(v4i a, v4i b) { return a < b; }
long double ld(long double x) { return x * 1.5L; }
_Float16 h2(_Float16 x) { return x * (_Float16)2.0; }
__int128 wide(__int128 a, __int128 b) { return a * b + (a >> 3); }
int pop(unsigned x) { return __builtin_popcount(x) + __builtin_clz(x | 1); }
int ovf(int a, int b) { int r; if (__builtin_sadd_overflow(a, b, &r)) return -1; return r; }
void *labels(int i) { static void *t[] = { &&a, &&b }; goto *t[i]; a: return 0; b: return &counter; }
int sw(int x) { switch (x) { case 1: return 10; case 7: return 3; case 100: return 9; default: return -1; } }
int asmf(int x) { int y; __asm__("mov %1, %0" : "=r"(y) : "r"(x)); return y; }
int va(int n, ...) { __builtin_va_list ap; __builtin_va_start(ap, n); int s = __builtin_va_arg(ap, int); __builtin_va_end(ap); return s + n; }
int alias_target(void) { return 1; }
int alias_fn(void) __attribute__((alias("alias_target")));
struct P { char c; double d; int a[3]; };
struct P gp = { 'x', 2.5, { 1, 2, 3 } };
double sel(double a, double b) { return a < b ? a : b; }
