/* Arbitrary precision arithmetic on base-10^9 limbs: factorial, fibonacci, power of two. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

#define LIMBS 120
typedef struct { uint32_t d[LIMBS]; int n; } Big;

static void big_set(Big *b, uint32_t v) { memset(b, 0, sizeof *b); b->d[0] = v; b->n = 1; }

static void big_mul_small(Big *b, uint32_t m) {
    uint64_t carry = 0;
    for (int i = 0; i < b->n; i++) {
        uint64_t t = (uint64_t)b->d[i] * m + carry;
        b->d[i] = (uint32_t)(t % 1000000000u);
        carry = t / 1000000000u;
    }
    while (carry) { b->d[b->n++] = (uint32_t)(carry % 1000000000u); carry /= 1000000000u; }
}

static void big_add(Big *r, const Big *a, const Big *b) {
    int n = a->n > b->n ? a->n : b->n;
    uint32_t carry = 0;
    Big t;
    memset(&t, 0, sizeof t);
    for (int i = 0; i < n; i++) {
        uint32_t s = a->d[i] + b->d[i] + carry;
        carry = s >= 1000000000u;
        t.d[i] = s - carry * 1000000000u;
    }
    t.n = n;
    if (carry) t.d[t.n++] = carry;
    *r = t;
}

static void big_mul(Big *r, const Big *a, const Big *b) {
    uint64_t acc[2 * LIMBS] = { 0 };
    for (int i = 0; i < a->n; i++)
        for (int j = 0; j < b->n; j++) {
            acc[i + j] += (uint64_t)a->d[i] * b->d[j];
            if (acc[i + j] >= 8000000000000000000ull) {
                acc[i + j + 1] += acc[i + j] / 1000000000u;
                acc[i + j] %= 1000000000u;
            }
        }
    Big t;
    memset(&t, 0, sizeof t);
    uint64_t carry = 0;
    int n = a->n + b->n;
    for (int i = 0; i < n; i++) {
        uint64_t v = acc[i] + carry;
        t.d[i] = (uint32_t)(v % 1000000000u);
        carry = v / 1000000000u;
    }
    t.n = n;
    while (t.n > 1 && t.d[t.n - 1] == 0) t.n--;
    *r = t;
}

static void big_print(const char *label, const Big *b) {
    printf("%s", label);
    printf("%u", b->d[b->n - 1]);
    for (int i = b->n - 2; i >= 0; i--) printf("%09u", b->d[i]);
    printf("\n");
}

static uint32_t big_digit_sum(const Big *b) {
    uint32_t s = 0;
    for (int i = 0; i < b->n; i++) for (uint32_t v = b->d[i]; v; v /= 10) s += v % 10;
    return s;
}

int main(void) {
    Big f;
    big_set(&f, 1);
    for (uint32_t i = 2; i <= 100; i++) big_mul_small(&f, i);
    big_print("100! = ", &f);
    printf("digit sum = %u\n", big_digit_sum(&f));
    Big a, b, c;
    big_set(&a, 0);
    big_set(&b, 1);
    for (int i = 0; i < 300; i++) { big_add(&c, &a, &b); a = b; b = c; }
    big_print("fib(300) = ", &a);
    Big p;
    big_set(&p, 2);
    for (int i = 0; i < 8; i++) big_mul(&p, &p, &p);
    big_print("2^256 = ", &p);
    Big q;
    big_mul(&q, &f, &a);
    printf("100! * fib(300) digit sum = %u limbs = %d\n", big_digit_sum(&q), q.n);
    return 0;
}
