/* AArch64 module asm: a `.symver` (memcpy pinned to GLIBC_2.17), hand-written functions
   (a leaf, and one with a local-label loop that calls back into C and reads a C
   variable through adrp/:lo12:), an alias, and a data object pointing at C data. */
#include <stdio.h>
#include <string.h>

__asm__(".symver memcpy,memcpy@GLIBC_2.17");
__asm__(".text\n"
        ".globl add3\n"
        ".type add3,%function\n"
        ".p2align 2\n"
        "add3:\n"
        "\tadd w0, w0, #3\n"
        "\tret\n"
        ".size add3, .-add3\n"
        ".set add3_alias, add3\n"
        ".globl add3_alias\n"
        ".globl sum_to\n"
        ".type sum_to,%function\n"
        "sum_to:\n"
        "\t.cfi_startproc\n"
        "\tstp x29, x30, [sp, #-16]!\n"
        "\t.cfi_def_cfa_offset 16\n"
        "\t.cfi_offset w30, -8\n"
        "\t.cfi_offset w29, -16\n"
        "\tmov x29, sp\n"
        "\tmov w1, w0\n"
        "\tmov w0, #0\n"
        "\tcbz w1, 2f\n"
        "1:\tadd w0, w0, w1\n"
        "\tsubs w1, w1, #1\n"
        "\tb.ne 1b\n"
        "2:\tbl note_sum\n"
        "\tadrp x1, counter\n"
        "\tldr w1, [x1, :lo12:counter]\n"
        "\tadd w0, w0, w1\n"
        "\tldp x29, x30, [sp], #16\n"
        "\t.cfi_def_cfa_offset 0\n"
        "\t.cfi_restore w30\n"
        "\t.cfi_restore w29\n"
        "\tret\n"
        "\t.cfi_endproc\n"
        ".size sum_to, .-sum_to\n"
        ".pushsection .mydata,\"aw\",@progbits\n"
        ".globl magic\n"
        ".type magic,%object\n"
        ".p2align 3\n"
        "magic:\n"
        ".xword 0x1122334455667788\n"
        ".quad counter\n"
        ".size magic, 16\n"
        ".popsection\n");

int add3(int);
int add3_alias(int);
int sum_to(int);
extern long magic[2];
int counter = 5;
int noted;

int note_sum(int s) { noted = s; return s; }

int main(int argc, char **argv) {
  char buf[32];
  const char *msg = argc > 5 ? "unused" : "hello, aarch64";
  size_t n = strlen(msg) + 1;
  memcpy(buf, msg, n);
  printf("%s %d %d %lx %d\n", buf, add3(39), add3_alias(1), magic[0], *(int *)magic[1]);
  printf("sum %d noted %d\n", sum_to(10), noted);
  return 0;
}
