/* -pg -mfentry: every function calls __fentry__ first (fentry_counter.s counts the calls). */
#include <stdio.h>
extern long fentry_calls;
__attribute__((noinline)) int add(int a, int b, int c, int d, int e, int f) { return a + b + c + d + e + f; }
__attribute__((noinline)) int twice(int x) { return add(x, x, 1, 2, 3, 4) * 2; }
int main(void) {
  int r = twice(5) + add(1, 2, 3, 4, 5, 6);
  printf("%d %ld\n", r, fentry_calls);
  return 0;
}
