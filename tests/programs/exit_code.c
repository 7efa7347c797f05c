/* Deliberate non-zero exit status through exit() from a nested call, with atexit handlers and
   buffered stdout that must be flushed. */
#include <stdio.h>
#include <stdlib.h>

static int depth;

static void handler_a(void) { printf("handler a (depth %d)\n", depth); }
static void handler_b(void) { printf("handler b\n"); }

static void descend(int n) {
    depth = n;
    if (n == 5) {
        printf("exiting from depth %d\n", n);
        exit(3);
    }
    descend(n + 1);
}

int main(void) {
    atexit(handler_a);
    atexit(handler_b);
    printf("partial line without newline... ");
    descend(0);
    printf("not reached\n");
    return 0;
}
