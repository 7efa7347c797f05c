/* Sieve of Eratosthenes, segmented counting, prime factorization, Miller-Rabin (64-bit). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

static int sieve(int n, unsigned char *is) {
    memset(is, 1, (size_t)n + 1);
    is[0] = is[1] = 0;
    for (int i = 2; (long)i * i <= n; i++)
        if (is[i])
            for (int j = i * i; j <= n; j += i) is[j] = 0;
    int c = 0;
    for (int i = 0; i <= n; i++) c += is[i];
    return c;
}

static uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m) { return (uint64_t)((unsigned __int128)a * b % m); }
static uint64_t powmod(uint64_t b, uint64_t e, uint64_t m) {
    uint64_t r = 1;
    b %= m;
    while (e) { if (e & 1) r = mulmod(r, b, m); b = mulmod(b, b, m); e >>= 1; }
    return r;
}
static int miller_rabin(uint64_t n) {
    if (n < 2) return 0;
    static const uint64_t bases[] = { 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37 };
    for (int i = 0; i < 12; i++) if (n % bases[i] == 0) return n == bases[i];
    uint64_t d = n - 1;
    int s = 0;
    while (!(d & 1)) { d >>= 1; s++; }
    for (int i = 0; i < 12; i++) {
        uint64_t x = powmod(bases[i], d, n);
        if (x == 1 || x == n - 1) continue;
        int comp = 1;
        for (int r = 1; r < s; r++) { x = mulmod(x, x, n); if (x == n - 1) { comp = 0; break; } }
        if (comp) return 0;
    }
    return 1;
}

static void factor(uint64_t n) {
    printf("%llu =", (unsigned long long)n);
    for (uint64_t p = 2; p * p <= n; p += (p == 2 ? 1 : 2))
        while (n % p == 0) { printf(" %llu", (unsigned long long)p); n /= p; }
    if (n > 1) printf(" %llu", (unsigned long long)n);
    printf("\n");
}

int main(void) {
    int n = 200000;
    unsigned char *is = malloc((size_t)n + 1);
    printf("primes <= %d: %d\n", n, sieve(n, is));
    long long sum = 0;
    for (int i = n; i > n - 1000; i--) if (is[i]) sum += i;
    printf("sum of primes in last 1000: %lld\n", sum);
    int twins = 0;
    for (int i = 3; i + 2 <= n; i++) twins += is[i] && is[i + 2];
    printf("twin primes: %d\n", twins);
    int agree = 1;
    for (int i = 0; i <= 20000; i++) if (miller_rabin((uint64_t)i) != is[i]) agree = 0;
    printf("miller-rabin agrees: %d\n", agree);
    uint64_t big[] = { 1000000007ull, 1000000009ull * 3, 18446744073709551557ull, 4294967291ull * 4294967279ull };
    for (int i = 0; i < 4; i++) printf("mr(%llu) = %d\n", (unsigned long long)big[i], miller_rabin(big[i]));
    factor(600851475143ull);
    factor(9999991ull * 97);
    factor(1ull << 40);
    free(is);
    return 0;
}
