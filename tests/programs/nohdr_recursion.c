/* No system headers: recursion — fibonacci (naive and memoized), ackermann, mutual
   recursion, binomial coefficients, integer partitions, string permutations. */
int printf(const char *, ...);

static long long memo[100];
static long long fib_memo(int n) {
    if (n < 2) return n;
    if (memo[n]) return memo[n];
    return memo[n] = fib_memo(n - 1) + fib_memo(n - 2);
}
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static unsigned ack(unsigned m, unsigned n) {
    return m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1));
}
static int hofstadter_f(int n);
static int hofstadter_m(int n) { return n == 0 ? 0 : n - hofstadter_f(hofstadter_m(n - 1)); }
static int hofstadter_f(int n) { return n == 0 ? 1 : n - hofstadter_m(hofstadter_f(n - 1)); }
static long long binom(int n, int k) { return k == 0 || k == n ? 1 : binom(n - 1, k - 1) + binom(n - 1, k); }
static long long partitions(int n, int max) {
    if (n == 0) return 1;
    long long s = 0;
    for (int k = max < n ? max : n; k >= 1; k--) s += partitions(n - k, k);
    return s;
}
static unsigned perm_hash;
static int perm_count;
static void perms(char *s, int k, int n) {
    if (k == n) { perm_count++; for (int i = 0; i < n; i++) perm_hash = perm_hash * 131 + (unsigned char)s[i]; return; }
    for (int i = k; i < n; i++) {
        int dup = 0;
        for (int j = k; j < i; j++) if (s[j] == s[i]) dup = 1;
        if (dup) continue;
        char t = s[k]; s[k] = s[i]; s[i] = t;
        perms(s, k + 1, n);
        t = s[k]; s[k] = s[i]; s[i] = t;
    }
}

int main(void) {
    printf("fib(25) = %d fib_memo(90) = %lld\n", fib(25), fib_memo(90));
    printf("ack(2,5) = %u ack(3,5) = %u\n", ack(2, 5), ack(3, 5));
    for (int i = 0; i < 15; i++) printf("%d%c", hofstadter_f(i), i < 14 ? ' ' : '\n');
    for (int i = 0; i < 15; i++) printf("%d%c", hofstadter_m(i), i < 14 ? ' ' : '\n');
    printf("binom(24,12) = %lld\n", binom(24, 12));
    printf("partitions(50) = %lld\n", partitions(50, 50));
    char s[] = "aabbcd";
    perms(s, 0, 6);
    printf("distinct perms = %d hash = %u\n", perm_count, perm_hash);
    return 0;
}
