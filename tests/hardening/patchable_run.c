/* -fpatchable-function-entry=5,2: every function has 2 nops before and 3 bytes of nops at
   its entry, and a record of where they start in __patchable_function_entries, which the
   program reads through the linker's __start_/__stop_ symbols. */
#include <stdio.h>
extern void *__start___patchable_function_entries[], *__stop___patchable_function_entries[];
__attribute__((noinline)) int f1(int x) { return x + 1; }
__attribute__((noinline)) int f2(int x) { return x * 2; }
int main(void) {
  int n = 0, found = 0;
  for (void **p = __start___patchable_function_entries; p < __stop___patchable_function_entries; p++) {
    unsigned char *a = *p;
    n++;
    if (a + 2 == (unsigned char *)f1 || a + 2 == (unsigned char *)f2 || a + 2 == (unsigned char *)main)
      found++;
    if (a[0] != 0x90 || a[1] != 0x90 || a[2] != 0x0f)
      return 1;
  }
  printf("%d %d %d\n", n, found, f1(3) + f2(4));
  return 0;
}
