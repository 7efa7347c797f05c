/* Global constructors/destructors with priorities, atexit handlers, static initialization order. */
#include <stdio.h>
#include <stdlib.h>

static int init_log[8];
static int init_count;
static int table[256];

__attribute__((constructor(200))) static void init_late(void) { init_log[init_count++] = 200; }
__attribute__((constructor(101))) static void init_early(void) {
    init_log[init_count++] = 101;
    for (int i = 0; i < 256; i++) table[i] = (i * 7 + 3) & 0xff;
}
__attribute__((constructor)) static void init_default(void) { init_log[init_count++] = 65535; }

static void bye1(void) { printf("atexit 1\n"); }
static void bye2(void) { printf("atexit 2\n"); }

__attribute__((destructor)) static void fini(void) { printf("destructor runs, table[9] = %d\n", table[9]); }

struct Config { const char *name; int level; const int *tbl; };
static const struct Config config = { "cfg", 3, table };

int main(void) {
    atexit(bye1);
    atexit(bye2);
    printf("constructors ran: %d\n", init_count);
    for (int i = 0; i < init_count; i++) printf("  order %d: %d\n", i, init_log[i]);
    int s = 0;
    for (int i = 0; i < 256; i++) s += config.tbl[i] * (i & 3);
    printf("%s level %d sum %d\n", config.name, config.level, s);
    return 0;
}
