// Branch protection (-mbranch-protection): BTI landing pads at function entries (local,
// address-taken or not), jump-table targets, computed-goto targets and after setjmp;
// return-address signing in functions that save x30 (and in leaves with pac-ret+leaf);
// tail calls after an epilogue. Prints what it computes.
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static int sq(int x) { return x * x; }
__attribute__((noinline)) static int cube(int x) { return x * x * x; }
__attribute__((noinline)) static int twice(int x) { return 2 * x; }
int (*pick(int k))(int) { return k == 0 ? sq : k == 1 ? cube : twice; }
__attribute__((noinline)) int leaf(int x) { return x * 3 + 1; }

__attribute__((noinline)) int big_switch(int k, int v) {
  switch (k) {
  case 0: return v + 11; case 1: return v * 22; case 2: return v - 35; case 3: return v ^ 47;
  case 4: return v | 51; case 5: return v & 69; case 6: return v << 2; case 7: return v >> 1;
  case 8: return v + 1000; case 9: return v * 7; case 10: return -v; case 11: return ~v;
  case 12: return v % 13; case 13: return v / 3; case 14: return v + 77; case 15: return v * v;
  default: return 0;
  }
}

volatile int sink;
__attribute__((noinline)) void note(int x) { sink += x; }
// Calls in its cases: a jump table whose targets are inside a signed frame.
__attribute__((noinline)) int calls_switch(int k) {
  int r = 0;
  switch (k) {
  case 0: note(1); r = 3; break; case 1: note(2); r = 5; break; case 2: note(3); r = 7; break;
  case 3: note(4); r = 11; break; case 4: note(5); r = 13; break; case 5: note(6); r = 17; break;
  case 6: note(7); r = 19; break; case 7: note(8); r = 23; break; case 8: note(9); r = 29; break;
  case 9: note(10); r = 31; break; case 10: note(11); r = 37; break; case 11: note(12); r = 41; break;
  case 12: note(13); r = 43; break; case 13: note(14); r = 47; break;
  default: note(99); r = 1;
  }
  return r + sink;
}

__attribute__((noinline)) int gotos(int i) {
  static void *tbl[] = {&&a, &&b, &&c};
  goto *tbl[i % 3];
a: return 5;
b: return 7;
c: return 9;
}

static jmp_buf jb;
__attribute__((noinline)) void jump_back(int v) { longjmp(jb, v); }
__attribute__((noinline)) int sj(int v) {
  int r = setjmp(jb);
  if (r) return r * 10;
  jump_back(v);
  return 0;
}

// A call, then a tail call: the epilogue (and authentication) before `b`.
__attribute__((noinline)) int tail(int x) {
  note(x);
  return leaf(x + 1);
}

int apply(int (*f)(int), int x) { return f(x) + 1; }

int main(int argc, char **argv) {
  (void)argv;
  int acc = 0;
  for (int k = 0; k < 3; k++) acc += apply(pick(k), argc + 4);
  for (int k = 0; k < 17; k++) acc += big_switch(k, argc + 40);
  for (int k = 0; k < 15; k++) acc += calls_switch(k);
  for (int k = 0; k < 3; k++) acc += gotos(argc + k);
  acc += sj(argc + 6) + tail(argc) + leaf(argc);
  printf("%d %d\n", acc, sink);
  return acc & 0x7f;
}
