/* Deep tail recursion and mutual tail calls that clang turns into loops at -O2 (and which
   must still fit the stack at -O0), plus accumulator-style recursion. */
#include <stdio.h>

static unsigned long long sum_to(unsigned long long n, unsigned long long acc) {
    if (n == 0) return acc;
    return sum_to(n - 1, acc + n);
}

static int gcd(int a, int b) { return b ? gcd(b, a % b) : a; }

static int ping(int n, int acc);
static int pong(int n, int acc) { return n <= 0 ? acc : ping(n - 1, acc * 3 % 10007 + 2); }
static int ping(int n, int acc) { return n <= 0 ? acc : pong(n - 1, acc * 5 % 10007 + 1); }

static unsigned collatz_len(unsigned long long n, unsigned len) {
    if (n == 1) return len;
    return collatz_len(n % 2 ? 3 * n + 1 : n / 2, len + 1);
}

static double pow_acc(double b, unsigned e, double acc) {
    if (e == 0) return acc;
    return e & 1 ? pow_acc(b * b, e >> 1, acc * b) : pow_acc(b * b, e >> 1, acc);
}

int main(void) {
    printf("sum_to(10000) = %llu\n", sum_to(10000, 0));
    printf("gcd = %d %d\n", gcd(1071, 462), gcd(832040, 514229));
    printf("ping(5000) = %d\n", ping(5000, 1));
    unsigned best = 0, arg = 0;
    for (unsigned i = 1; i < 30000; i++) {
        unsigned l = collatz_len(i, 1);
        if (l > best) { best = l; arg = i; }
    }
    printf("longest collatz under 30000: %u (len %u)\n", arg, best);
    printf("pow_acc(1.5, 20) = %.6f\n", pow_acc(1.5, 20, 1.0));
    return 0;
}
