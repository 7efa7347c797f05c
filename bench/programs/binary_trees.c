/* binary-trees: allocate and walk many complete binary trees (the Benchmarks Game's
 * allocation stress test): a long-lived tree of depth MAX_DEPTH, then for each depth
 * 4, 6, ..., MAX_DEPTH many short-lived trees. malloc/free, pointer chasing and deep
 * recursion. Prints the node counts, checked against the closed-form values. */
#include <stdio.h>
#include <stdlib.h>

#define MAX_DEPTH 17

struct node {
    struct node *left, *right;
};

static struct node *make(int depth) {
    struct node *n = malloc(sizeof *n);
    if (!n) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    if (depth > 0) {
        n->left = make(depth - 1);
        n->right = make(depth - 1);
    } else {
        n->left = n->right = NULL;
    }
    return n;
}

static long check(const struct node *n) {
    return 1 + (n->left ? check(n->left) + check(n->right) : 0);
}

static void release(struct node *n) {
    if (n->left) {
        release(n->left);
        release(n->right);
    }
    free(n);
}

int main(void) {
    int ok = 1;
    struct node *stretch = make(MAX_DEPTH + 1);
    long c = check(stretch);
    printf("stretch tree of depth %d\t check: %ld\n", MAX_DEPTH + 1, c);
    ok &= c == (1L << (MAX_DEPTH + 2)) - 1;
    release(stretch);

    struct node *long_lived = make(MAX_DEPTH);
    for (int d = 4; d <= MAX_DEPTH; d += 2) {
        long iterations = 1L << (MAX_DEPTH - d + 4);
        long sum = 0;
        for (long i = 0; i < iterations; i++) {
            struct node *t = make(d);
            sum += check(t);
            release(t);
        }
        printf("%ld\t trees of depth %d\t check: %ld\n", iterations, d, sum);
        ok &= sum == iterations * ((1L << (d + 1)) - 1);
    }
    c = check(long_lived);
    printf("long lived tree of depth %d\t check: %ld\n", MAX_DEPTH, c);
    ok &= c == (1L << (MAX_DEPTH + 1)) - 1;
    release(long_lived);
    printf("%s\n", ok ? "ok" : "FAIL: wrong node counts");
    return ok ? 0 : 1;
}
