/* No system headers: labels as values (&&label, goto *p) for a bytecode interpreter with a
   loop, plus an indirect-branch table built from a static array of label differences. */
int printf(const char *, ...);

enum { PUSH, ADD, SUB, MUL, JNZ, DUP, SWAP, OVER, DROP, PRINT, HALT };

static long long run(const int *code) {
    static void *const labels[] = { &&op_push, &&op_add, &&op_sub, &&op_mul, &&op_jnz, &&op_dup,
                                    &&op_swap, &&op_over, &&op_drop, &&op_print, &&op_halt };
    long long stack[64];
    long long *sp = stack;
    const int *ip = code;
    goto *labels[*ip++];
op_push: *sp++ = *ip++; goto *labels[*ip++];
op_add: sp--; sp[-1] += sp[0]; goto *labels[*ip++];
op_sub: sp--; sp[-1] -= sp[0]; goto *labels[*ip++];
op_mul: sp--; sp[-1] *= sp[0]; goto *labels[*ip++];
op_jnz: { int t = *ip++; if (sp[-1]) ip = code + t; } goto *labels[*ip++];
op_dup: sp[0] = sp[-1]; sp++; goto *labels[*ip++];
op_swap: { long long t = sp[-1]; sp[-1] = sp[-2]; sp[-2] = t; } goto *labels[*ip++];
op_over: sp[0] = sp[-2]; sp++; goto *labels[*ip++];
op_drop: sp--; goto *labels[*ip++];
op_print: printf("  %lld\n", sp[-1]); goto *labels[*ip++];
op_halt: return sp[-1];
}

static int relative_dispatch(int x) {
    static const int offsets[] = { &&L0 - &&L0, &&L1 - &&L0, &&L2 - &&L0, &&L3 - &&L0 };
    int acc = 0;
    goto *(&&L0 + offsets[x & 3]);
L0: acc += 1;
L1: acc += 10;
L2: acc += 100;
L3: acc += 1000;
    return acc;
}

int main(void) {
    /* factorial of 15 */
    int fact[] = { PUSH, 1, PUSH, 15, SWAP, OVER, MUL, SWAP, PUSH, 1, SUB, JNZ, 4, DROP, HALT };
    printf("15! = %lld\n", run(fact));
    /* count down printing 5..1, returns 0 */
    int count[] = { PUSH, 5, PRINT, PUSH, 1, SUB, JNZ, 2, HALT };
    printf("countdown result = %lld\n", run(count));
    /* sum of squares 1..100: acc n */
    int sq[] = { PUSH, 0, PUSH, 100, DUP, DUP, MUL, SWAP, DROP, SWAP, OVER, ADD, SWAP, DROP,
                 PUSH, 0, ADD, HALT };
    printf("program 3 = %lld\n", run(sq));
    int s = 0;
    for (int i = 0; i < 8; i++) s = s * 10 + relative_dispatch(i) % 7;
    printf("relative dispatch = %d\n", s);
    return 0;
}
