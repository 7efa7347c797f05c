/* Dense switches (jump tables) with fallthrough, and a switch-based bytecode VM. */
#include <stdio.h>

static int classify(int x) {
    switch (x) {
    case 0: return 100;
    case 1: return 101;
    case 2: return 7;
    case 3: return 1003;
    case 4: return -4;
    case 5: return 55;
    case 6: return 606;
    case 7: return 17;
    case 8: return 8;
    case 9: return 9999;
    case 10: return 10;
    case 11: return -11;
    default: return -1;
    }
}

static const char *dayname(unsigned d) {
    switch (d) {
    case 0: return "sun"; case 1: return "mon"; case 2: return "tue"; case 3: return "wed";
    case 4: return "thu"; case 5: return "fri"; case 6: return "sat";
    }
    return "???";
}

static int fallthrough(int x) {
    int r = 0;
    switch (x & 7) {
    case 0: r += 1; /* fallthrough */
    case 1: r += 2; /* fallthrough */
    case 2: r += 4; break;
    case 3: r += 8; /* fallthrough */
    case 4: r += 16; /* fallthrough */
    case 5: r += 32; break;
    case 6: r = -r; /* fallthrough */
    default: r += 64;
    }
    return r;
}

enum Op { PUSH, ADD, SUB, MUL, DUP, SWAP, OVER, DROP, JNZ, DEC, HALT, PRINT };

static long run(const int *code) {
    long stack[64];
    int sp = 0, pc = 0;
    for (;;) {
        int op = code[pc++];
        switch (op) {
        case PUSH: stack[sp++] = code[pc++]; break;
        case ADD: sp--; stack[sp - 1] += stack[sp]; break;
        case SUB: sp--; stack[sp - 1] -= stack[sp]; break;
        case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
        case DUP: stack[sp] = stack[sp - 1]; sp++; break;
        case SWAP: { long t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; break; }
        case OVER: stack[sp] = stack[sp - 2]; sp++; break;
        case DROP: sp--; break;
        case JNZ: { int target = code[pc++]; if (stack[sp - 1] != 0) pc = target; break; }
        case DEC: stack[sp - 1]--; break;
        case PRINT: printf("vm: %ld\n", stack[sp - 1]); break;
        case HALT: return stack[sp - 1];
        default: return -999;
        }
    }
}

int main(void) {
    unsigned sum = 0;
    for (int i = -3; i < 15; i++) sum = sum * 3 + (unsigned)classify(i);
    printf("classify sum = %u\n", sum);
    for (unsigned d = 0; d < 9; d += 2) printf("day %u = %s\n", d, dayname(d));
    int ft = 0;
    for (int i = 0; i < 16; i++) ft = ft * 2 + fallthrough(i);
    printf("fallthrough = %d\n", ft);
    int fact[] = { PUSH, 1, PUSH, 10,            /* acc n */
                   SWAP, OVER, MUL, SWAP, DEC, /* 4: acc*=n; n-- */
                   JNZ, 4, DROP, HALT };
    printf("vm result = %ld\n", run(fact));
    int loop[] = { PUSH, 0, PUSH, 5,              /* s n */
                   PRINT, SWAP, OVER, ADD, SWAP, /* 4: s+=n */
                   DEC, JNZ, 4, DROP, HALT };
    printf("vm loop = %ld\n", run(loop));
    return 0;
}
