#include <setjmp.h>
#include <stdio.h>
static int sq(int x) { return x * x; }
static int cube(int x) { return x * x * x; }
int (*pick(int k))(int) { return k ? sq : cube; }
static int hidden_helper(int x) { return x + 1; }
int sw(int k) {
  switch (k) { case 0: return 11; case 1: return 22; case 2: return 35; case 3: return 47; case 4: return 51; case 5: return 69; default: return 0; }
}
jmp_buf jb;
int sj(void) { if (setjmp(jb)) return 1; return 0; }
int gotos(int i) {
  static void *tbl[] = {&&a, &&b};
  goto *tbl[i & 1];
a: return 5;
b: return 7;
}
__attribute__((nocf_check)) int nocf(int x) { return x + 3; }
int main(int argc, char **argv) { printf("%d %d %d %d %d\n", pick(argc)(3), sw(argc + 2), hidden_helper(argc), gotos(argc), nocf(argc)); return 0; }
