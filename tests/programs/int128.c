/* __int128 arithmetic: multiply, divide, shifts, comparisons, conversion to decimal. */
#include <stdio.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

static void print_u128(const char *label, u128 v) {
    char buf[48];
    int i = 47;
    buf[i] = 0;
    if (v == 0) buf[--i] = '0';
    while (v) { buf[--i] = (char)('0' + (int)(v % 10)); v /= 10; }
    printf("%s%s\n", label, &buf[i]);
}

static void print_i128(const char *label, i128 v) {
    if (v < 0) {
        char l[64];
        snprintf(l, sizeof l, "%s-", label);
        print_u128(l, (u128)0 - (u128)v);
    } else {
        print_u128(label, (u128)v);
    }
}

static u128 factorial(int n) {
    u128 r = 1;
    for (int i = 2; i <= n; i++) r *= (unsigned)i;
    return r;
}

static u128 mulmod(u128 a, u128 b, u128 m) { return (a * b) % m; }

static u128 powmod(u128 b, u128 e, u128 m) {
    u128 r = 1;
    b %= m;
    while (e) {
        if (e & 1) r = mulmod(r, b, m);
        b = mulmod(b, b, m);
        e >>= 1;
    }
    return r;
}

static unsigned long long hi64(u128 v) { return (unsigned long long)(v >> 64); }
static unsigned long long lo64(u128 v) { return (unsigned long long)v; }

int main(void) {
    print_u128("30! = ", factorial(30));
    print_u128("max u128 = ", ~(u128)0);
    i128 mn = (i128)((u128)1 << 127);
    print_i128("min i128 = ", mn);
    print_i128("neg = ", (i128)-123456789012345678LL * 1000000007);
    u128 a = ((u128)0x0123456789abcdefULL << 64) | 0xfedcba9876543210ULL;
    u128 b = 0x9e3779b97f4a7c15ULL;
    u128 p = a * b;
    printf("a*b = %016llx%016llx\n", hi64(p), lo64(p));
    printf("a/b = %016llx%016llx a%%b = %016llx\n", hi64(a / b), lo64(a / b), lo64(a % b));
    i128 sa = -(i128)a;
    i128 sb = 1000000007;
    print_i128("sa/sb = ", sa / sb);
    print_i128("sa%sb = ", sa % sb);
    for (int s = 0; s < 128; s += 37) {
        printf("a<<%d = %016llx%016llx  ", s, hi64(a << s), lo64(a << s));
        printf("sa>>%d = %016llx%016llx\n", s, hi64((u128)(sa >> s)), lo64((u128)(sa >> s)));
    }
    u128 m = ((u128)1 << 61) - 1; /* Mersenne prime */
    print_u128("3^(m-1) mod m = ", powmod(3, m - 1, m));
    print_u128("7^12345 mod m = ", powmod(7, 12345, m));
    printf("cmp: %d %d %d\n", a > b, sa < 0, (i128)b > sa);
    double d = (double)a;
    printf("as double / 1e30 = %.6f, back hi = %016llx\n", d / 1e30, hi64((u128)d));
    u128 fromd = (u128)1.5e30;
    print_u128("from double = ", fromd);
    return 0;
}
