// Inline asm in Intel syntax, built by rllc and by llc-19 (tests/run/regen-cross.sh x86_64
// intel_asm): GCC-style statements, Intel syntax through -masm=intel (register, memory,
// immediate and function operands, operand modifiers, sizes, local labels, MASM numbers),
// and MS-style __asm blocks (-fasm-blocks: C variables as memory, labels, push/pop).
// regen: clang flags -masm=intel -fasm-blocks
// regen: clang only (gcc has no -fasm-blocks)
#include <stdio.h>

int g = 5;
long tbl[4] = {10, 20, 30, 40};
static int failures;

static void check(const char *what, long got, long want) {
  printf("%-14s %ld\n", what, got);
  if (got != want) {
    printf("  FAILED: want %ld\n", want);
    failures++;
  }
}

__attribute__((noinline)) int twice(int x) {
  return 2 * x;
}

__attribute__((noinline)) long add_mov(long a, long b) {
  long r;
  asm("mov %0, %1\n\tadd %0, %2" : "=&r"(r) : "r"(a), "r"(b));
  return r;
}

__attribute__((noinline)) long scaled(long base, long i) {
  long r;
  asm("lea %0, [%1 + %2*8 + 16]" : "=r"(r) : "r"(base), "r"(i));
  return r;
}

__attribute__((noinline)) void bump(long *p) {
  asm("add qword ptr %0, 7\n\tinc qword ptr %0" : "+m"(*p));
}

__attribute__((noinline)) int load_global(void) {
  int r;
  asm("mov %0, %1\n\tadd %0, 10h" : "=r"(r) : "m"(g));
  return r;
}

__attribute__((noinline)) long index_table(long i) {
  long r;
  asm("lea rax, %1\n\tmov %0, qword ptr [rax + %2*8]" : "=r"(r) : "m"(tbl), "r"(i) : "rax");
  return r;
}

__attribute__((noinline)) int modifiers(int a) {
  long wide;
  int r;
  asm("movsxd %q0, %k2\n\tneg %q0\n\tmov %k1, %k0\n\tadd %k1, %c3" : "=&r"(wide), "=&r"(r) : "r"(a), "i"(100));
  return r + (int)(wide >> 63);
}

__attribute__((noinline)) int high_byte(int a) {
  int r;
  asm("mov %k0, %k1\n\tadd %h0, 1\n\tadd %b0, 2" : "=&Q"(r) : "r"(a));
  return r;
}

__attribute__((noinline)) int count_down(int n) {
  int r;
  asm("xor %0, %0\n2:\n\tadd %0, %1\n\tdec %1\n\tjnz 2b" : "=&r"(r), "+r"(n));
  return r;
}

__attribute__((noinline)) int call_twice(int x) {
  int r;
  asm volatile("mov edi, %1\n\tcall %P2\n\tmov %0, eax"
               : "=r"(r)
               : "r"(x), "i"(twice)
               : "rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11", "memory");
  return r;
}

__attribute__((noinline)) int masm_numbers(void) {
  int r;
  asm("mov %0, 0FFh\n\tadd %0, 101b\n\tadd %0, 17o\n\tsub %0, 12d" : "=r"(r));
  return r;
}

__attribute__((noinline)) int ms_add(int x) {
  int r;
  __asm {
    mov eax, x
    add eax, 5
    shl eax, 2
    mov r, eax
  }
  return r;
}

__attribute__((noinline)) int ms_globals(int *p) {
  __asm {
    mov rax, p
    mov ecx, [rax]
    add ecx, g
    mov g, ecx
    lea rdx, tbl
    mov qword ptr [rdx + 8], rcx
  }
  return g;
}

__attribute__((noinline)) int ms_sum(int n) {
  __asm {
    mov ecx, n
    xor eax, eax
  L1:
    add eax, ecx
    dec ecx
    jnz L1
    mov n, eax
  }
  return n;
}

// A push inside the block: rsp moves, the operands are addressed from rbp. (The call
// keeps the locals out of the red zone, which the push would overwrite.)
__attribute__((noinline)) long ms_push(long a) {
  long r;
  __asm {
    push rbx
    mov rbx, a
    imul rbx, rbx
    mov r, rbx
    pop rbx
  }
  return r + twice(0);
}

int main(void) {
  long v = 100;
  int x = 7;
  check("add_mov", add_mov(40, 2), 42);
  check("scaled", scaled(1000, 3), 1040);
  bump(&v);
  check("bump", v, 108);
  check("load_global", load_global(), 21);
  check("index_table", index_table(3), 40);
  check("modifiers", modifiers(23), 76);
  check("high_byte", high_byte(0x1234), 0x1336);
  check("count_down", count_down(10), 55);
  check("call_twice", call_twice(21), 42);
  check("masm_numbers", masm_numbers(), 255 + 5 + 15 - 12);
  check("ms_add", ms_add(3), 32);
  check("ms_globals", ms_globals(&x), 12);
  check("tbl[1]", tbl[1], 12);
  check("ms_sum", ms_sum(100), 5050);
  check("ms_push", ms_push(-9), 81);
  printf("failures %d\n", failures);
  return failures;
}
