// __builtin_setjmp / __builtin_longjmp (x86-64): a longjmp from nested calls resumes after
// the setjmp with 1, with the frame's variables as they were (stack ones), the stack
// pointer back where it was (a variable-length array after it still works), repeatedly.
#include <stdio.h>
#include <string.h>

static void *jump_buffer[5];
static int depth_reached;

__attribute__((noinline)) static void dive(int depth) {
    char scratch[64];
    memset(scratch, depth, sizeof scratch);
    depth_reached = depth;
    if (depth == 0)
        __builtin_longjmp(jump_buffer, 1);
    dive(depth - 1);
    printf("not reached %d\n", scratch[3]);
}

__attribute__((noinline)) static int round_trip(int depth, int seed) {
    volatile int kept = seed * 7;
    char name[16];
    snprintf(name, sizeof name, "round%d", seed);
    if (__builtin_setjmp(jump_buffer)) {
        int n = 0;
        for (int i = 0; i < seed % 5 + 1; i++) {
            int vla[i + 1];
            vla[i] = i;
            n += vla[i];
        }
        printf("%s: resumed from depth %d, kept %d, sum %d\n", name, depth_reached, kept, n);
        return kept + n;
    }
    dive(depth);
    return -1;
}

int main(void) {
    long total = 0;
    for (int k = 1; k <= 4; k++)
        total += round_trip(k * 3, k);
    printf("total %ld\n", total);
    return 0;
}
