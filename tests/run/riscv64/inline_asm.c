// Inline assembly on RISC-V: the constraints clang emits (r f I J K A m, tied and named
// registers, clobbers), operand modifiers (z, i), local labels (numeric and %=, which is ${:uid} in IR),
// llvm's pseudo-instructions (li, mv, not, neg, seqz, beqz, j, ...), CSR aliases,
// fences, LR/SC loops, `.option norvc`, and instructions the compressor shortens.
#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static long add_rr(long a, long b) {
  long r;
  __asm__("add %0, %1, %2" : "=r"(r) : "r"(a), "r"(b));
  return r;
}

// `rI`: a constant selects `addi` through the `i` modifier, a register `add`.
#define ADD_RI(out, a, b) __asm__("add%i2 %0, %1, %2" : "=r"(out) : "r"(a), "rI"(b))

__attribute__((noinline)) static long add_var(long a, long b) {
  long r;
  ADD_RI(r, a, b);
  return r;
}

__attribute__((noinline)) static long add_const(long a) {
  long r;
  ADD_RI(r, a, -37);
  return r;
}

__attribute__((noinline)) static long zero_or(long x) {
  long r;
  // `J` is zero; `z` prints it as the register `zero`.
  __asm__("or %0, %1, %z2" : "=r"(r) : "r"(x), "rJ"(0L));
  return r;
}

__attribute__((noinline)) static long shift_k(long x) {
  long r;
  __asm__("slli %0, %1, %2" : "=r"(r) : "r"(x), "K"(13));
  return r;
}

__attribute__((noinline)) static double fp_ops(double a, double b, double c) {
  double r, s;
  __asm__("fmadd.d %0, %1, %2, %3" : "=f"(r) : "f"(a), "f"(b), "f"(c));
  __asm__("fsqrt.d %0, %1" : "=f"(s) : "f"(r));
  return s;
}

__attribute__((noinline)) static int fp_to_int(double d) {
  int r;
  __asm__("fcvt.w.d %0, %1, rtz" : "=r"(r) : "f"(d));
  return r;
}

__attribute__((noinline)) static float fp_single(float a, float b) {
  float r;
  __asm__("fmul.s %0, %1, %2\n\tfneg.s %0, %0" : "=&f"(r) : "f"(a), "f"(b));
  return r;
}

__attribute__((noinline)) static int amo_add(int *p, int v) {
  int old;
  __asm__ volatile("amoadd.w.aqrl %0, %2, %1" : "=r"(old), "+A"(*p) : "r"(v) : "memory");
  return old;
}

__attribute__((noinline)) static long lr_sc_add(long *p, long v) {
  long old, tmp;
  __asm__ volatile("1: lr.d.aq %0, (%2)\n"
                   "   add %1, %0, %3\n"
                   "   sc.d.rl %1, %1, (%2)\n"
                   "   bnez %1, 1b"
                   : "=&r"(old), "=&r"(tmp)
                   : "r"(p), "r"(v)
                   : "memory");
  return old;
}

__attribute__((noinline)) static long mem_ops(long *src, long *dst) {
  long v;
  __asm__("ld %0, %1" : "=r"(v) : "m"(*src));
  __asm__("sd %1, %0" : "=m"(*dst) : "r"(v + 1));
  return v;
}

__attribute__((noinline)) static long tied(long x) {
  __asm__("addi %0, %0, 1\n\tslli %0, %0, 1" : "+r"(x));
  return x;
}

__attribute__((noinline)) static long count_down(long n) {
  long steps = 0;
  __asm__("beqz %0, 2f\n"
          "1:\n\taddi %0, %0, -1\n\taddi %1, %1, 1\n\tbnez %0, 1b\n"
          "2:"
          : "+r"(n), "+r"(steps));
  return steps;
}

__attribute__((noinline)) static long uid_labels(long x) {
  long r;
  __asm__("li %0, 0\n"
          "bgez %1, .Lpos%=\n"
          "li %0, 1\n"
          "j .Ldone%=\n"
          ".Lpos%=:\n"
          "li %0, 2\n"
          ".Ldone%=:"
          : "=&r"(r)
          : "r"(x));
  return r;
}

__attribute__((noinline)) static long pseudos(long x) {
  long a, b, c, d, e;
  __asm__("not %0, %1" : "=r"(a) : "r"(x));
  __asm__("neg %0, %1" : "=r"(b) : "r"(x));
  __asm__("seqz %0, %1" : "=r"(c) : "r"(x));
  __asm__("snez %0, %1" : "=r"(d) : "r"(x));
  __asm__("sext.w %0, %1" : "=r"(e) : "r"(x));
  return a * 3 + b * 5 + c * 7 + d * 11 + e;
}

__attribute__((noinline)) static uint64_t big_constants(void) {
  uint64_t a, b, c, d;
  __asm__("li %0, 0x12345678" : "=r"(a));
  __asm__("li %0, -2049" : "=r"(b));
  __asm__("li %0, 0x7ff0000000000000" : "=r"(c));
  __asm__("li %0, 0x123456789abc" : "=r"(d));
  return a ^ b ^ c ^ d;
}

__attribute__((noinline)) static long named_regs(long x) {
  register long in __asm__("a5") = x;
  register long out __asm__("t2");
  __asm__("mv %0, %1\n\taddi %0, %0, 100" : "=r"(out) : "r"(in));
  return out;
}

// Clobbering callee-saved registers: the function must save and restore them.
__attribute__((noinline)) static long clobbers(long x) {
  __asm__ volatile("li s1, 77\n\tli s2, 78\n\tli a3, 79\n\tfmv.d.x fs0, zero" ::: "s1", "s2", "a3", "fs0");
  return x + 1;
}

__attribute__((noinline)) static long norvc(long x) {
  __asm__(".option push\n.option norvc\naddi %0, %0, 1\n.option pop\naddi %0, %0, 1" : "+r"(x));
  return x;
}

__attribute__((noinline)) static unsigned rounding_mode(void) {
  unsigned rm, flags;
  __asm__ volatile("frrm %0" : "=r"(rm));
  __asm__ volatile("frflags %0" : "=r"(flags));
  __asm__ volatile("fence rw, rw\n\tfence\n\tfence.i" ::: "memory");
  return rm * 100 + flags;
}

__attribute__((noinline)) static long data_words(void) {
  long r;
  // Jump over raw data words placed in the code.
  __asm__("j 1f\n\t.word 0x12345678\n\t.half 0x1234\n\t.byte 1, 2\n1:\tli %0, 9" : "=r"(r));
  return r;
}

int main(void) {
  long cell = 40;
  int acell = 5;
  long src = 1234, dst = 0;
  printf("add_rr %ld\n", add_rr(20, 22));
  printf("add_var %ld add_const %ld\n", add_var(100, 23), add_const(100));
  printf("zero_or %ld shift_k %ld\n", zero_or(0x55), shift_k(3));
  printf("fp_ops %.6f fp_to_int %d fp_single %.3f\n", fp_ops(3.0, 4.0, 4.0), fp_to_int(-7.9), fp_single(1.5f, 2.0f));
  printf("amo_add %d -> %d\n", amo_add(&acell, 7), acell);
  printf("lr_sc_add %ld -> %ld\n", lr_sc_add(&cell, 2), cell);
  printf("mem_ops %ld -> %ld\n", mem_ops(&src, &dst), dst);
  printf("tied %ld count_down %ld\n", tied(20), count_down(17));
  printf("uid_labels %ld %ld\n", uid_labels(-5), uid_labels(5));
  printf("pseudos %ld %ld\n", pseudos(0), pseudos(-123456789));
  printf("big_constants %llx\n", (unsigned long long)big_constants());
  printf("named_regs %ld clobbers %ld norvc %ld\n", named_regs(5), clobbers(41), norvc(1));
  printf("rounding_mode %u data_words %ld\n", rounding_mode(), data_words());
  return 0;
}
