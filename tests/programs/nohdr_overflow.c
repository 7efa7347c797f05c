/* No system headers: __builtin_{add,sub,mul}_overflow at several widths, checked arithmetic
   helpers, and detection of overflow in a running product. */
int printf(const char *, ...);

static int checked_pow(long long base, int exp, long long *out) {
    long long r = 1;
    for (int i = 0; i < exp; i++)
        if (__builtin_mul_overflow(r, base, &r)) return 0;
    *out = r;
    return 1;
}

static unsigned sat_add_u32(unsigned a, unsigned b) {
    unsigned r;
    return __builtin_add_overflow(a, b, &r) ? 0xffffffffu : r;
}

static short sat_sub_i16(short a, short b) {
    short r;
    if (__builtin_sub_overflow(a, b, &r)) return b < 0 ? 32767 : -32768;
    return r;
}

int main(void) {
    for (int e = 60; e <= 64; e++) {
        long long r = 0;
        int ok = checked_pow(2, e - 1, &r);
        printf("2^%d: ok=%d value=%lld\n", e - 1, ok, ok ? r : 0LL);
    }
    long long r3 = 0;
    int ok3 = checked_pow(3, 40, &r3);
    printf("3^40 ok=%d value=%lld\n", ok3, r3);
    ok3 = checked_pow(-3, 39, &r3);
    printf("(-3)^39 ok=%d value=%lld\n", ok3, r3);
    printf("sat_add %u %u\n", sat_add_u32(4000000000u, 294967295u), sat_add_u32(4000000000u, 294967296u));
    printf("sat_sub %d %d %d\n", sat_sub_i16(-30000, 5000), sat_sub_i16(30000, -5000), sat_sub_i16(100, 200));
    unsigned char uc;
    signed char sc;
    int o1 = __builtin_add_overflow(200, 100, &uc);
    int o2 = __builtin_mul_overflow(-20, 7, &sc);
    int o3 = __builtin_sub_overflow(0, 128, &sc);
    printf("small: %d %u %d %d %d\n", o1, uc, o2, o3, sc);
    unsigned long long ull;
    int o4 = __builtin_mul_overflow(0xffffffffull, 0x100000001ull, &ull);
    int o5 = __builtin_mul_overflow(0x100000000ull, 0x100000000ull, &ull);
    printf("u64 mul: %d %d\n", o4, o5);
    int i;
    int o6 = __builtin_add_overflow(3000000000u, -1000000000, &i);
    printf("mixed signs: %d %d\n", o6, i);
    unsigned u;
    printf("neg to unsigned: %d\n", __builtin_add_overflow(-5, 3, &u));
    long long prod = 1;
    int steps = 0;
    while (!__builtin_mul_overflow(prod, 7LL, &prod)) steps++;
    printf("7^k fits for k <= %d\n", steps);
    return 0;
}
