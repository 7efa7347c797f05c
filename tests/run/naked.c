/* Naked functions: the body (inline asm) is the whole function, so the compiler must add
 * no prologue or epilogue, not even the frame pointer clang asks for at -O0
 * ("frame-pointer"="all"), and the body reads its stack arguments where the caller put
 * them. */
#include <stdio.h>

__attribute__((naked, noinline)) static int add3(int a, int b, int c) {
  __asm__("leal (%rdi,%rsi), %eax\n\taddl %edx, %eax\n\tret");
}

/* The seventh integer argument is at 8(%rsp) on entry. */
__attribute__((naked, noinline)) long seventh(long a, long b, long c, long d, long e, long f, long g) {
  __asm__("movq 8(%rsp), %rax\n\tret");
}

/* The return address the caller pushed is at (%rsp): a prologue would move it. */
__attribute__((naked, noinline)) static void *own_return_address(void) {
  __asm__("movq (%rsp), %rax\n\tret");
}

__attribute__((noinline)) static int caller(void) {
  void *ra = own_return_address();
  return ra != 0;
}

int main(void) {
  printf("add3 %d\n", add3(1, 20, 300));
  printf("seventh %ld\n", seventh(1, 2, 3, 4, 5, 6, 77));
  printf("return address seen %d\n", caller());
  return 0;
}
