// Everyday C (bitfields, unions, vectors, long double, __int128, atomics, varargs,
// switch, byval, TLS, builtins, an OpenMP loop) with no header, so that it builds for
// any triple; the IR corpus compiles it for many targets and instrumentations.
int printf(const char*, ...);
struct bf { unsigned a:3, b:13; signed c:7; long long d:40; };
union u { double d; long long l; char c[8]; };
typedef int v8si __attribute__((vector_size(32)));
v8si vmul(v8si a, v8si b) { return a * b + __builtin_shufflevector(a, b, 0, 1, 2, 3, 8, 9, 10, 11); }
long double ld(long double a, long double b) { return a / b + __builtin_fabsl(a); }
#ifdef __SIZEOF_INT128__
__int128 mul128(__int128 a, __int128 b) { return a * b; }
#endif
int atom(int* p) { __atomic_fetch_add(p, 1, __ATOMIC_SEQ_CST); int e = 0; __atomic_compare_exchange_n(p, &e, 5, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE); return __atomic_load_n(p, __ATOMIC_RELAXED); }
int va(int n, ...) { __builtin_va_list ap; __builtin_va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += __builtin_va_arg(ap, int); __builtin_va_end(ap); return s; }
int sw(int x) { switch (x) { case 1: return 10; case 5: return 50; case 9: return 90; case 100: return 1; default: return -1; } }
struct big { int a[20]; };
struct big byval(struct big b) { b.a[3]++; return b; }
int rec(int n) { return n < 2 ? n : rec(n - 1) + rec(n - 2); }
_Thread_local int tl;
int bits(struct bf* p) { return p->a + p->b + p->c + (int)p->d + __builtin_popcount(p->b) + __builtin_ctzll(p->d | 1); }
float fl(float x) { return __builtin_sqrtf(x) + __builtin_fmaf(x, x, x); }
int omp_sum(int n) { int s = 0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < n; i++) s += i;
  return s; }
int main(void) { struct bf b = {1, 2, -3, 4}; union u uu; uu.d = 1.5; printf("%d %lld %d %d\n", bits(&b), uu.l, va(3, 1, 2, 3), sw(5) + rec(10) + tl); return 0; }
