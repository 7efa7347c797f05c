/* A program for the debugger test (tests/debug_info.rs): gdb stops at the marked lines
   and functions, and its backtraces, variables and types must be the same as in the
   llc-19 build. The markers are found by the test, so lines may move. */
#include <stdio.h>
#include <string.h>

struct point {
    int x, y;
    unsigned flags : 3;
    unsigned mode : 5;
};

enum colour { RED, GREEN = 5, BLUE = -2 };

typedef struct point point_t;

int counter = 7;
static const char *names[] = {"zero", "one"};
double table[3] = {1.5, 2.5, 3.5};

/* No locals in the functions gdb breaks on by name: at their first line a local holds
   whatever the stack held. */
static int square(int v) {
    return v * v; /* MARK:square_body */
}

static void move_point(point_t *p, int dx, int dy, enum colour c) {
    p->x += dx;
    p->y += square(dy) + (c == GREEN); /* MARK:move_call */
    p->flags = 5;
}

int checksum(const char *s) {
    int h = 0;
    for (size_t i = 0; i < strlen(s); i++)
        h = h * 31 + s[i]; /* MARK:loop */
    return h;
}

int main(void) {
    /* Every local is set before the first stop: gdb prints them, and stack garbage
       differs between builds. */
    struct point p = {1, 2, 0, 3};
    char buf[8] = "abc";
    int h = 0;
    move_point(&p, 3, 4, GREEN); /* MARK:main_call */
    h = checksum("debug") + buf[1];
    counter += h & 1;
    printf("%d %d %d %d %s %g\n", p.x, p.y, h, counter, names[1], table[2]);
    return 0;
}
