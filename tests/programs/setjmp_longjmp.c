/* setjmp/longjmp: error unwinding through several frames, volatile locals, nested handlers. */
#include <stdio.h>
#include <setjmp.h>

static jmp_buf env;
static int depth_reached;

static void deep(int n) {
    depth_reached = n;
    if (n == 0) longjmp(env, 42);
    deep(n - 1);
    printf("never printed\n");
}

static int bad_char;
static int jump_value;

static int parse_digit(char c, jmp_buf *err) {
    if (c < '0' || c > '9') { bad_char = c; longjmp(*err, 1); }
    return c - '0';
}

static int parse_number(const char *s, int *out) {
    jmp_buf err;
    if (setjmp(err) != 0) return bad_char;
    int v = 0;
    for (const char *p = s; *p; p++) v = v * 10 + parse_digit(*p, &err);
    *out = v;
    return 0;
}

int main(void) {
    volatile int counter = 0;
    switch (setjmp(env)) {
    case 0:
        counter++;
        deep(20);
        break;
    case 42:
        counter += 10;
        jump_value = 42;
        break;
    default:
        jump_value = -1;
    }
    printf("returned %d after depth %d, counter %d\n", jump_value, depth_reached, counter);
    const char *inputs[] = { "12345", "98x7", "0", "42!", "2147483" };
    for (int i = 0; i < 5; i++) {
        int v = -1;
        int code = parse_number(inputs[i], &v);
        if (code) printf("parse '%s': bad char '%c'\n", inputs[i], code);
        else printf("parse '%s': %d\n", inputs[i], v);
    }
    volatile int loops = 0;
    jmp_buf loop_env;
    if (setjmp(loop_env) < 5) {
        loops++;
        if (loops < 5) longjmp(loop_env, loops);
    }
    printf("loops = %d\n", loops);
    return 0;
}
