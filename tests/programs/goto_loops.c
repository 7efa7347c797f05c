/* Unstructured control flow: goto into loops (irreducible CFGs), break/continue from nested
   loops, do-while, early returns, and loops with multiple exits. */
#include <stdio.h>

static int irreducible(int n, int start_in_b) {
    int a = 0, b = 0, steps = 0;
    if (start_in_b) goto B;
A:
    a += 3;
    steps++;
    if (a + b > n) goto done;
B:
    b += 5;
    steps++;
    if ((a + b) % 7 == 0) goto A;
    if (a + b > n) goto done;
    goto A;
done:
    return a * 1000 + b * 10 + steps % 10;
}

static int find_pair(const int *v, int n, int target, int *ia, int *ib) {
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (v[i] + v[j] == target) { *ia = i; *ib = j; goto found; }
    return 0;
found:
    return 1;
}

static int multi_exit(const int *v, int n) {
    int i = 0, s = 0;
    while (1) {
        if (i >= n) return s;
        if (v[i] < 0) break;
        if (v[i] == 0) { i++; continue; }
        s += v[i];
        if (s > 1000) return -s;
        i++;
    }
    return s * 100 + i;
}

static int do_while_digits(unsigned x) {
    int n = 0;
    do { n++; x /= 10; } while (x);
    return n;
}

static int nested_continue(void) {
    int count = 0;
outer:
    for (int i = 0; i < 20; i++) {
        for (int j = 0; j < 20; j++) {
            if (j > i) goto next_i;
            if ((i * j) % 5 == 4) continue;
            count += i ^ j;
        }
    next_i:;
    }
    if (count < 0) goto outer;
    return count;
}

int main(void) {
    for (int n = 10; n < 60; n += 13) printf("irreducible(%d) = %d %d\n", n, irreducible(n, 0), irreducible(n, 1));
    int v[] = { 5, 17, -3, 8, 22, 0, 40, 11 };
    int ia = -1, ib = -1;
    int r = find_pair(v, 8, 30, &ia, &ib);
    printf("find_pair %d (%d,%d)\n", r, ia, ib);
    r = find_pair(v, 8, 1000, &ia, &ib);
    printf("find_pair missing %d\n", r);
    int w1[] = { 1, 0, 2, 0, 3 }, w2[] = { 10, 20, -1, 30 }, w3[] = { 500, 400, 300 };
    printf("multi_exit %d %d %d\n", multi_exit(w1, 5), multi_exit(w2, 4), multi_exit(w3, 3));
    printf("digits %d %d %d\n", do_while_digits(0), do_while_digits(9), do_while_digits(4294967295u));
    printf("nested_continue %d\n", nested_continue());
    int x = 0, i = 0;
loop:
    if (i < 10) { x += i * i; i++; goto loop; }
    printf("goto loop %d\n", x);
    return 0;
}
