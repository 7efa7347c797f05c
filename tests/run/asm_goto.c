// asm goto (`callbr`): jumps to C labels from inline assembly, with and without outputs,
// in loops (values live across the asm into every label), with several labels, and a
// label that is also the fall-through.
#include <stdio.h>

#if defined(__x86_64__)
#define CMP_JE(v, k) "cmpl $" #k ", %" v "\n\tje "
#define JUMP "jmp "
#define SCRATCH "cc"
#elif defined(__aarch64__)
#define CMP_JE(v, k) "cmp %w" v ", #" #k "\n\tb.eq "
#define JUMP "b "
#define SCRATCH "cc"
#elif defined(__riscv)
#define CMP_JE(v, k) "li t0, " #k "\n\tbeq %" v ", t0, "
#define JUMP "j "
#define SCRATCH "t0"
#endif

// Two labels and the fall-through.
static int classify(int x) {
  asm goto(CMP_JE("0", 5) "%l[five]\n\t" CMP_JE("0", 7) "%l[seven]" : : "r"(x) : SCRATCH : five, seven);
  return x;
five:
  return 50;
seven:
  return 70;
}

// An output used on both paths.
static int copy_or_jump(int x) {
  int y;
#if defined(__x86_64__)
  asm goto("movl %1, %0\n\tcmpl $3, %1\n\tje %l[three]" : "=r"(y) : "r"(x) : "cc" : three);
#elif defined(__aarch64__)
  asm goto("mov %w0, %w1\n\tcmp %w1, #3\n\tb.eq %l[three]" : "=r"(y) : "r"(x) : "cc" : three);
#else
  asm goto("mv %0, %1\n\tli t0, 3\n\tbeq %1, t0, %l[three]" : "=r"(y) : "r"(x) : "t0" : three);
#endif
  return y + 1;
three:
  return y * 100;
}

// Unconditional jump: the fall-through is dead; and an asm that never jumps.
static int always(int x) {
  asm goto(JUMP "%l0" : : : : out);
  x = -1;
out:
  asm goto("" : : : : never);
  return x * 3;
never:
  return -2;
}

// Many values live across the asm inside a loop, a phi in the label's block.
static long loop(int n) {
  long a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8, acc = 0;
  for (int i = 0; i < n; i++) {
    a += i; b ^= a; c += b * 3; d -= c; e += d ^ a; f += e; g ^= f; h += g + a;
    asm goto(CMP_JE("0", 4) "%l[skip]" : : "r"(i & 7) : SCRATCH : skip);
    acc += a + b;
    continue;
  skip:
    acc -= c + d + e + f + g + h;
  }
  return acc + a + b + c + d + e + f + g + h;
}

int main(void) {
  long sum = 0;
  for (int i = 0; i < 10; i++) {
    int c = classify(i), o = copy_or_jump(i), a = always(i);
    printf("%d: %d %d %d\n", i, c, o, a);
    sum += c + o + a;
  }
  long l = loop(100);
  printf("loop %ld\n", l);
  printf("sum %ld\n", sum);
  return sum == 639 && l == -11579438278L ? 0 : 1;
}
