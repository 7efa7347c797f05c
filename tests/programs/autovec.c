/* Loops that the auto-vectorizer handles at -O2: reductions, elementwise ops, min/max, conversions. */
#include <stdio.h>
#include <stdint.h>

#define N 1000

static int32_t a[N], b[N], c[N];
static float fa[N], fb[N];
static uint8_t bytes[N];
static int16_t shorts[N];
static int64_t longs[N];

static void init(void) {
    uint32_t s = 12345;
    for (int i = 0; i < N; i++) {
        s = s * 1664525u + 1013904223u;
        a[i] = (int32_t)(s >> 16) - 32768;
        b[i] = (int32_t)(s & 0xffff) - 32768;
        fa[i] = (float)(i % 17) * 0.5f;
        fb[i] = (float)(i % 13) - 6.0f;
        bytes[i] = (uint8_t)(s >> 24);
        shorts[i] = (int16_t)(s >> 8);
    }
}

static void add_arrays(int32_t *restrict out, const int32_t *restrict x, const int32_t *restrict y, int n) {
    for (int i = 0; i < n; i++) out[i] = x[i] + y[i] * 3;
}

static int64_t dot(const int32_t *x, const int32_t *y, int n) {
    int64_t s = 0;
    for (int i = 0; i < n; i++) s += (int64_t)x[i] * y[i];
    return s;
}

static int32_t maxval(const int32_t *x, int n) {
    int32_t m = x[0];
    for (int i = 1; i < n; i++) m = x[i] > m ? x[i] : m;
    return m;
}

static uint32_t byte_sum(const uint8_t *p, int n) {
    uint32_t s = 0;
    for (int i = 0; i < n; i++) s += p[i];
    return s;
}

static void saxpy(float *restrict y, const float *restrict x, float k, int n) {
    for (int i = 0; i < n; i++) y[i] = k * x[i] + y[i];
}

static int count_if(const int16_t *p, int n, int16_t thr) {
    int cnt = 0;
    for (int i = 0; i < n; i++) cnt += p[i] > thr;
    return cnt;
}

static void widen(int64_t *restrict out, const int16_t *restrict in, int n) {
    for (int i = 0; i < n; i++) out[i] = (int64_t)in[i] * in[i] - in[i];
}

static void clamp_bytes(uint8_t *p, int n) {
    for (int i = 0; i < n; i++) {
        int v = p[i] * 2;
        p[i] = (uint8_t)(v > 255 ? 255 : v);
    }
}

int main(void) {
    init();
    add_arrays(c, a, b, N);
    uint32_t h = 0;
    for (int i = 0; i < N; i++) h = h * 31 + (uint32_t)c[i];
    printf("add hash = %u\n", h);
    printf("dot = %lld\n", (long long)dot(a, b, N));
    printf("max a = %d, max c = %d\n", maxval(a, N), maxval(c, N));
    printf("byte sum = %u\n", byte_sum(bytes, N));
    saxpy(fb, fa, 0.5f, N);
    double fs = 0;
    for (int i = 0; i < N; i++) fs += fb[i];
    printf("saxpy sum = %.3f\n", fs);
    printf("count_if = %d\n", count_if(shorts, N, 1000));
    widen(longs, shorts, N);
    int64_t ls = 0;
    for (int i = 0; i < N; i++) ls ^= longs[i] + i;
    printf("widen xor = %lld\n", (long long)ls);
    clamp_bytes(bytes, N);
    printf("clamped sum = %u\n", byte_sum(bytes, N));
    return 0;
}
