// __builtin_frame_address(N) and __builtin_return_address(N) for callers' frames (N > 0),
// walked up the frame-pointer chain: the return address one frame up lies in the caller
// of the caller, the frame addresses grow towards the callers.
// regen: clang flags -fno-omit-frame-pointer
// regen: clang only (gcc walks callers' frames only on x86)
#include <stdio.h>

static char *code_of(void *p) { return (char *)p; }

__attribute__((noinline)) int inner(char *outer_start, char *main_start, char **frames) {
    frames[0] = __builtin_frame_address(0);
    frames[1] = __builtin_frame_address(1);
    frames[2] = __builtin_frame_address(2);
    char *ret1 = code_of(__builtin_return_address(1));
    char *ret0 = code_of(__builtin_return_address(0));
    int in_outer = ret0 > outer_start && ret0 < outer_start + 512;
    int in_main = ret1 > main_start && ret1 < main_start + 1024;
    return in_outer * 2 + in_main;
}

__attribute__((noinline)) int outer(char *main_start, char **frames) {
    int r = inner((char *)outer, main_start, frames);
    __asm__ volatile("" ::: "memory");  // keeps the call from being a tail call
    return r;
}

int main(void) {
    char *frames[3];
    int r = outer((char *)main, frames);
    printf("return addresses: %s, %s\n", r & 2 ? "in outer" : "not in outer", r & 1 ? "in main" : "not in main");
    printf("frames grow towards callers: %s\n", frames[0] < frames[1] && frames[1] < frames[2] ? "yes" : "no");
    return 0;
}
