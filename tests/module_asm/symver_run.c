/* A program whose module asm has a `.symver` (memcpy pinned to its GLIBC_2.2.5
   version), a hand-written function called from C, an alias of it by `.set`, a data
   object in a section of its own (push/popsection) pointing at a C variable, and asm
   code calling back into C and reading a C variable. */
#include <stdio.h>
#include <string.h>

__asm__(".symver memcpy,memcpy@GLIBC_2.2.5");
__asm__(".text\n"
        ".globl add2\n"
        ".type add2,@function\n"
        "add2:\n"
        "\tleal 2(%rdi), %eax\n"
        "\tret\n"
        ".size add2, .-add2\n"
        ".set add2_alias, add2\n"
        ".globl add2_alias");
__asm__(".pushsection .mydata,\"aw\",@progbits\n"
        ".globl magic\n"
        ".type magic,@object\n"
        ".p2align 3\n"
        "magic:\n"
        ".quad 0x1122334455667788\n"
        ".quad counter\n"
        ".size magic, 16\n"
        ".popsection");
/* sum_to(n): 1 + ... + n with a loop on local labels; calls back into C; with CFI. */
__asm__(".globl sum_to\n"
        ".type sum_to,@function\n"
        "sum_to:\n"
        "\t.cfi_startproc\n"
        "\tpushq %rbx\n"
        "\t.cfi_def_cfa_offset 16\n"
        "\t.cfi_offset %rbx, -16\n"
        "\txorl %eax, %eax\n"
        "\ttestl %edi, %edi\n"
        "\tjle 2f\n"
        "1:\taddl %edi, %eax\n"
        "\tdecl %edi\n"
        "\tjnz 1b\n"
        "2:\tmovl %eax, %ebx\n"
        "\tmovl %eax, %edi\n"
        "\tcall note_sum\n"
        "\taddl counter(%rip), %ebx\n"
        "\tmovl %ebx, %eax\n"
        "\tpopq %rbx\n"
        "\t.cfi_def_cfa_offset 8\n"
        "\tret\n"
        "\t.cfi_endproc\n"
        ".size sum_to, .-sum_to");

int add2(int);
int add2_alias(int);
int sum_to(int);
extern long magic[2];
int counter = 5;
int noted;

void note_sum(int s) { noted = s; }

int main(int argc, char **argv) {
  char buf[32];
  const char *msg = argc > 5 ? "unused" : "hello, symver";
  size_t n = strlen(msg) + 1;
  memcpy(buf, msg, n);
  printf("%s %d %d %lx %d\n", buf, add2(40), add2_alias(1), magic[0], *(int *)magic[1]);
  printf("sum %d noted %d\n", sum_to(10), noted);
  return 0;
}
