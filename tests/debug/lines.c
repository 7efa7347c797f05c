/* A program for the debugger test (tests/debug_info.rs): gdb stops at the marked lines
   and functions, and its backtraces must name the right functions, files and lines.
   The markers are found by the test, so lines may move. */
#include <stdio.h>
#include <string.h>

struct point {
    int x, y;
};

static int square(int v) {
    int r = v * v; /* MARK:square_body */
    return r;
}

static void move_point(struct point *p, int dx, int dy) {
    p->x += dx;
    p->y += square(dy); /* MARK:move_call */
}

int checksum(const char *s) {
    int h = 0;
    for (size_t i = 0; i < strlen(s); i++)
        h = h * 31 + s[i]; /* MARK:loop */
    return h;
}

int main(void) {
    struct point p = {1, 2};
    move_point(&p, 3, 4); /* MARK:main_call */
    int h = checksum("debug");
    printf("%d %d %d\n", p.x, p.y, h);
    return 0;
}
