/* No system headers: integer arithmetic of all widths, gcd/lcm, modular exponentiation,
   digit manipulation, a linear congruential generator and checksums. */
int printf(const char *, ...);

typedef unsigned long long u64;
typedef long long i64;

static u64 gcd(u64 a, u64 b) { while (b) { u64 t = a % b; a = b; b = t; } return a; }
static u64 lcm(u64 a, u64 b) { return a / gcd(a, b) * b; }
static u64 powmod(u64 b, u64 e, u64 m) {
    u64 r = 1;
    b %= m;
    while (e) { if (e & 1) r = r * b % m; b = b * b % m; e >>= 1; }
    return r;
}
static int reverse_digits(int x) {
    int r = 0, neg = x < 0;
    if (neg) x = -x;
    while (x) { r = r * 10 + x % 10; x /= 10; }
    return neg ? -r : r;
}
static int is_palindrome(unsigned x) {
    unsigned r = 0, o = x;
    while (x) { r = r * 10 + x % 10; x /= 10; }
    return r == o;
}
static unsigned isqrt(u64 n) {
    u64 x = n, y = x / 2 + (x & 1);
    while (y < x) { x = y; y = (x + n / x) / 2; }
    return (unsigned)x;
}

int main(void) {
    u64 l = 1;
    for (u64 i = 1; i <= 40; i++) l = lcm(l, i);
    printf("lcm(1..40) = %llu\n", l);
    printf("gcd = %llu\n", gcd(2305843009213693951ull, 1152921504606846975ull));
    printf("powmod = %llu %llu\n", powmod(2, 1000000, 1000000007), powmod(12345, 6789, 99991));
    printf("reverse = %d %d %d\n", reverse_digits(123456789), reverse_digits(-1200), reverse_digits(7));
    int pal = 0;
    for (unsigned i = 1; i < 100000; i++) pal += is_palindrome(i);
    printf("palindromes below 100000 = %d\n", pal);
    printf("isqrt = %u %u %u\n", isqrt(99), isqrt(1000000), isqrt(18446744073709551615ull));
    unsigned s = 1;
    i64 acc = 0;
    for (int i = 0; i < 10000; i++) {
        s = s * 1103515245u + 12345u;
        int v = (int)(s >> 16) & 0x7fff;
        acc += (i & 1) ? v : -v;
        acc ^= (i64)v << (i % 20);
    }
    printf("lcg acc = %lld\n", acc);
    short sh = -300; unsigned short us = 60000; signed char sc = -5; unsigned char uc = 250;
    printf("mixed = %d %d %d\n", sh * us, sc * uc, (sh + sc) / (uc - 200));
    i64 big = 9000000000000000000LL;
    printf("i64 = %lld %lld %lld\n", big / 7, big % 7, -big / 1000000007);
    unsigned wrap = 0;
    wrap -= 1;
    printf("unsigned wrap = %u\n", wrap);
    return 0;
}
