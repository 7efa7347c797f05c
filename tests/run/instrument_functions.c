// Entry and exit instrumentation (-finstrument-functions-after-inlining): every function
// not marked no_instrument_function calls __cyg_profile_func_enter(this_fn, call_site)
// first and __cyg_profile_func_exit(this_fn, call_site) before returning; this program
// defines both and prints the trace by function name.
// regen: clang flags -finstrument-functions-after-inlining
// regen: clang only (gcc has no -finstrument-functions-after-inlining)
#include <stdio.h>

#define QUIET __attribute__((no_instrument_function))

static int depth;
static int events;

int leaf(int x);
int middle(int x);
int twice(int x);

QUIET static const char *name_of(void *fn) {
    if (fn == (void *)leaf) return "leaf";
    if (fn == (void *)middle) return "middle";
    if (fn == (void *)twice) return "twice";
    return "another";
}

QUIET void __cyg_profile_func_enter(void *fn, void *call_site) {
    events++;
    if (call_site == 0) return;
    printf("%*senter %s\n", 2 * depth, "", name_of(fn));
    depth++;
}

QUIET void __cyg_profile_func_exit(void *fn, void *call_site) {
    events++;
    if (call_site == 0) return;
    depth--;
    printf("%*sexit %s\n", 2 * depth, "", name_of(fn));
}

__attribute__((noinline)) int leaf(int x) { return x * 3 + 1; }

__attribute__((noinline)) int middle(int x) {
    if (x > 10)
        return leaf(x) - 1;
    return leaf(leaf(x));
}

__attribute__((noinline)) int twice(int x) { return middle(x) + middle(x + 20); }

int main(void) {
    int a = middle(3);
    int b = middle(20);
    int c = twice(4);
    printf("results %d %d %d\n", a, b, c);
    printf("events %d\n", events);
    return 0;
}
