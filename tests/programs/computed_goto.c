/* Computed goto (labels as values): a threaded-code interpreter and a goto dispatch table. */
#include <stdio.h>

enum { OP_LIT, OP_ADD, OP_MUL, OP_DUP, OP_SWAP, OP_DEC, OP_JNZ, OP_DROP, OP_OUT, OP_HALT };

static long interp(const int *code, int trace) {
    static void *const dispatch[] = { &&lit, &&add, &&mul, &&dup, &&swap, &&dec, &&jnz, &&drop, &&out, &&halt };
    long st[32];
    int sp = 0;
    const int *pc = code;
#define NEXT goto *dispatch[*pc++]
    NEXT;
lit: st[sp++] = *pc++; NEXT;
add: sp--; st[sp - 1] += st[sp]; NEXT;
mul: sp--; st[sp - 1] *= st[sp]; NEXT;
dup: st[sp] = st[sp - 1]; sp++; NEXT;
swap: { long t = st[sp - 1]; st[sp - 1] = st[sp - 2]; st[sp - 2] = t; } NEXT;
dec: st[sp - 1]--; NEXT;
jnz: { int off = *pc++; if (st[sp - 1]) pc = code + off; } NEXT;
drop: sp--; NEXT;
out: if (trace) printf("out %ld\n", st[sp - 1]); NEXT;
halt:
#undef NEXT
    return sp ? st[sp - 1] : -1;
}

static int state_machine(const char *s) {
    static void *const tbl[] = { &&s_start, &&s_int, &&s_frac, &&s_err };
    int state = 0, digits = 0;
    for (; *s; s++) {
        char c = *s;
        goto *tbl[state];
    s_start:
        if (c >= '0' && c <= '9') { state = 1; digits++; } else if (c == '-') state = 1; else state = 3;
        continue;
    s_int:
        if (c >= '0' && c <= '9') digits++; else if (c == '.') state = 2; else state = 3;
        continue;
    s_frac:
        if (c >= '0' && c <= '9') digits++; else state = 3;
        continue;
    s_err:
        return -1;
    }
    return state == 3 ? -1 : digits;
}

int main(void) {
    /* straight-line stack shuffling */
    int prog[] = { OP_LIT, 0, OP_LIT, 10,           /* acc n */
                   OP_DUP, OP_DUP, OP_MUL,         /* 4: acc n n*n */
                   OP_SWAP, OP_OUT, OP_DEC,        /* 7: acc n*n n-1 */
                   OP_SWAP, OP_LIT, 0, OP_ADD,     /* 10: acc n-1 n*n */
                   OP_HALT };
    printf("interp = %ld\n", interp(prog, 1));
    int fact[] = { OP_LIT, 1, OP_LIT, 12, OP_DUP, OP_LIT, 0, OP_ADD, OP_SWAP, OP_DROP, OP_HALT };
    printf("stack prog = %ld\n", interp(fact, 0));
    int loop[] = { OP_LIT, 7, OP_OUT, OP_DEC, OP_JNZ, 2, OP_LIT, 99, OP_ADD, OP_HALT };
    printf("loop = %ld\n", interp(loop, 1));
    const char *nums[] = { "123", "-45.67", "12a", "0.5", ".", "99.9.9" };
    for (int i = 0; i < 6; i++) printf("sm(%s) = %d\n", nums[i], state_machine(nums[i]));
    return 0;
}
