/* Basic C on RISC-V 64: sorting through a callback, recursion, a struct of two doubles
   passed in FP registers, mixed integer and FP arguments of every width, formatting,
   64-bit multiply and shifts, the exit code. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct P { double x, y; };
static int fib(int n) { return n < 2 ? n : fib(n-1) + fib(n-2); }
double len2(struct P p) { return p.x*p.x + p.y*p.y; }
long mix(int a, unsigned b, long c, char d, short e, float f, double g) { return a + b + c + d + e + (long)f + (long)g; }
int cmp(const void *a, const void *b) { return *(const int*)a - *(const int*)b; }
int main(int argc, char **argv) {
  int arr[10] = {5,3,9,1,7,2,8,6,4,0};
  qsort(arr, 10, sizeof(int), cmp);
  for (int i = 0; i < 10; i++) printf("%d ", arr[i]);
  printf("\nfib %d\n", fib(20));
  struct P p = {3.0, 4.0};
  printf("len2 %.2f\n", len2(p));
  printf("mix %ld\n", mix(-5, 7u, 100000000000L, 'a', -3, 2.5f, 1e3));
  char buf[64]; snprintf(buf, sizeof buf, "%s-%d", "abc", argc);
  printf("%s %zu\n", buf, strlen(buf));
  unsigned long long x = 0x123456789abcdefULL; x = x * 31 + (x >> 7);
  printf("%llx %d\n", x, (int)(x % 1000));
  return 3;
}
