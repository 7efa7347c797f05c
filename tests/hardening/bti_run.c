// Freestanding (no libc, whose static objects are not BTI-marked): linked alone, the
// executable keeps the BTI property and qemu (-cpu max) enforces the landing pads.
// Indirect calls (through a table, so every function is reached by `blr`), a jump table
// (`br`), computed gotos, signed non-leaf functions and a tail call. Prints a number and
// exits with a code made from it. System calls through bti_sys.s.
typedef unsigned long u64;

long sys3(long n, long a, long b, long c); // bti_sys.s

static void put_num(long v) {
  char buf[24];
  int i = 23;
  buf[i--] = '\n';
  int neg = v < 0;
  unsigned long u = neg ? -(unsigned long)v : (unsigned long)v;
  do { buf[i--] = '0' + u % 10; u /= 10; } while (u);
  if (neg) buf[i--] = '-';
  sys3(64, 1, (long)(buf + i + 1), 23 - i);
}

__attribute__((noinline)) static int sq(int x) { return x * x; }
__attribute__((noinline)) static int cube(int x) { return x * x * x; }
__attribute__((noinline)) int plus7(int x) { return x + 7; }

__attribute__((noinline)) int big_switch(int k, int v) {
  switch (k) {
  case 0: return v + 11; case 1: return v * 22; case 2: return v - 35; case 3: return v ^ 47;
  case 4: return v | 51; case 5: return v & 69; case 6: return v << 2; case 7: return v >> 1;
  case 8: return v + 1000; case 9: return v * 7; case 10: return -v; case 11: return ~v;
  case 12: return v % 13; case 13: return v / 3; case 14: return v + 77; case 15: return v * v;
  default: return 0;
  }
}

__attribute__((noinline)) int gotos(int i) {
  static void *tbl[] = {&&a, &&b, &&c};
  goto *tbl[i % 3];
a: return 5;
b: return 7;
c: return 9;
}

volatile int sink;
__attribute__((noinline)) void note(int x) { sink += x; }
__attribute__((noinline)) int tail(int x) {
  note(x);
  return plus7(x + 1);
}

int (*volatile table[])(int) = {sq, cube, plus7, tail};
int (*volatile switcher)(int, int) = big_switch;
int (*volatile goer)(int) = gotos;

__attribute__((noinline)) long work(int n) {
  long acc = 0;
  for (int k = 0; k < 4; k++) acc += table[k](n + k);
  for (int k = 0; k < 17; k++) acc += switcher(k, n + 40);
  for (int k = 0; k < 6; k++) acc += goer(n + k);
  return acc + sink;
}

__attribute__((noreturn)) void _start(void) {
  long r = work(3);
  put_num(r);
  sys3(93, r & 0x7f, 0, 0);
  __builtin_unreachable();
}
