/* Unions: type punning (defined in C), tagged unions, unions with arrays. */
#include <stdio.h>
#include <stdint.h>

union FloatBits { float f; uint32_t u; };
union DoubleBits { double d; uint64_t u; uint32_t w[2]; };
union Bytes { uint32_t v; unsigned char b[4]; };

enum Kind { K_INT, K_DBL, K_STR, K_PAIR };
struct Value {
    enum Kind kind;
    union {
        long long i;
        double d;
        const char *s;
        struct { int a, b; } pair;
    } u;
};

static double value_num(const struct Value *v) {
    switch (v->kind) {
    case K_INT: return (double)v->u.i;
    case K_DBL: return v->u.d;
    case K_STR: { double n = 0; for (const char *p = v->u.s; *p; p++) n += *p; return n; }
    case K_PAIR: return (double)v->u.pair.a * v->u.pair.b;
    }
    return -1;
}

static uint32_t float_bits(float f) { union FloatBits fb; fb.f = f; return fb.u; }
static float bits_float(uint32_t u) { union FloatBits fb; fb.u = u; return fb.f; }

int main(void) {
    float fs[] = { 0.0f, -0.0f, 1.0f, -2.5f, 3.14159f, 1e-40f, 65504.0f };
    for (unsigned i = 0; i < sizeof fs / sizeof fs[0]; i++)
        printf("float[%u] %.3f -> 0x%08x\n", i, (double)fs[i], (unsigned)float_bits(fs[i]));
    printf("bits 0x40490fdb -> %.6f\n", (double)bits_float(0x40490fdbu));
    union DoubleBits db;
    db.d = 1.0 / 3.0;
    printf("double 1/3 = 0x%016llx lo=0x%08x hi=0x%08x\n", (unsigned long long)db.u,
           (unsigned)db.w[0], (unsigned)db.w[1]);
    db.u = 0x7ff0000000000000ull;
    printf("inf? %d\n", db.d > 1e308);
    union Bytes by;
    by.v = 0x11223344u;
    printf("bytes: %02x %02x %02x %02x\n", by.b[0], by.b[1], by.b[2], by.b[3]);

    struct Value vals[5];
    vals[0].kind = K_INT; vals[0].u.i = -123456789012LL;
    vals[1].kind = K_DBL; vals[1].u.d = 2.75;
    vals[2].kind = K_STR; vals[2].u.s = "hello";
    vals[3].kind = K_PAIR; vals[3].u.pair.a = 12; vals[3].u.pair.b = -7;
    vals[4] = vals[1];
    vals[4].u.d *= 4;
    double total = 0;
    for (int i = 0; i < 5; i++) {
        double n = value_num(&vals[i]);
        printf("value[%d] kind=%d num=%.3f\n", i, (int)vals[i].kind, n);
        total += n;
    }
    printf("total = %.3f\n", total);
    return 0;
}
