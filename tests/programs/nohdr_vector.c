/* No system headers: GCC vector extensions (128- and 256-bit, int/float/double/byte
   vectors), shuffles, conversions, and plain loops written for the auto-vectorizer. */
int printf(const char *, ...);

typedef int v4i __attribute__((vector_size(16)));
typedef float v4f __attribute__((vector_size(16)));
typedef double v4d __attribute__((vector_size(32)));
typedef unsigned char v16u8 __attribute__((vector_size(16)));
typedef short v8i16 __attribute__((vector_size(16)));
typedef long long v2i64 __attribute__((vector_size(16)));

static v4i v4i_load(const int *p) { v4i v; __builtin_memcpy(&v, p, sizeof v); return v; }

static int hsum(v4i v) { return v[0] + v[1] + v[2] + v[3]; }

static void add_loop(int *restrict out, const int *restrict a, const int *restrict b, int n) {
    for (int i = 0; i < n; i++) out[i] = a[i] * 3 + b[i];
}
static float dot_loop(const float *a, const float *b, int n) {
    float s = 0;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}
static unsigned char max_loop(const unsigned char *p, int n) {
    unsigned char m = 0;
    for (int i = 0; i < n; i++) m = p[i] > m ? p[i] : m;
    return m;
}

int main(void) {
    int data[16];
    for (int i = 0; i < 16; i++) data[i] = i * i - 20;
    v4i acc = { 0, 0, 0, 0 };
    for (int i = 0; i < 16; i += 4) acc += v4i_load(data + i) * (v4i){ 1, 2, 3, 4 };
    printf("acc = %d %d %d %d sum %d\n", acc[0], acc[1], acc[2], acc[3], hsum(acc));
    v4i sh = __builtin_shufflevector(acc, acc, 3, 2, 1, 0);
    v4i mx = __builtin_elementwise_max(acc, sh);
    v4i mn = __builtin_elementwise_min(acc, sh);
    v4i ab = __builtin_elementwise_abs(acc - (v4i){ 100, 100, 100, 100 });
    printf("shuffle max = %d %d %d %d min = %d abs = %d %d\n", mx[0], mx[1], mx[2], mx[3], mn[0], ab[0], ab[3]);
    v4f f = { 1.0f, 4.0f, 9.0f, 16.0f };
    v4f g = f / (v4f){ 2, 2, 4, 4 } - 0.5f;
    printf("float vec = %.3f %.3f %.3f %.3f\n", (double)g[0], (double)g[1], (double)g[2], (double)g[3]);
    v4d d = { 0.5, 1.5, 2.5, 3.5 };
    d = d * d - d;
    printf("double vec = %.3f %.3f %.3f %.3f\n", d[0], d[1], d[2], d[3]);
    v16u8 bytes;
    for (int i = 0; i < 16; i++) bytes[i] = (unsigned char)(i * 29);
    v16u8 rot = __builtin_shufflevector(bytes, bytes, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0);
    v16u8 x = bytes ^ rot;
    unsigned bs = 0;
    for (int i = 0; i < 16; i++) bs = bs * 5 + x[i];
    printf("bytes hash = %u\n", bs);
    v8i16 s = { 100, -200, 300, -400, 500, -600, 700, -800 };
    s = s * 3 >> 1;
    printf("shorts = %d %d %d %d\n", s[0], s[1], s[6], s[7]);
    v2i64 l = { 1LL << 40, -3 };
    l = l * 5 + (v2i64){ 7, 7 };
    printf("longs = %lld %lld\n", l[0], l[1]);
    v4f cf = __builtin_convertvector((v4i){ -3, 0, 7, 100 }, v4f) * 0.5f;
    v4i ci = __builtin_convertvector(cf, v4i);
    printf("convert = %d %d %d %d\n", ci[0], ci[1], ci[2], ci[3]);
    int a[256], b[256], out[256];
    float fa[256], fb[256];
    unsigned char u[256];
    for (int i = 0; i < 256; i++) {
        a[i] = i - 100; b[i] = 3 * i; fa[i] = (float)(i % 8) * 0.25f; fb[i] = (float)(i % 5);
        u[i] = (unsigned char)(i * 97 + 13);
    }
    add_loop(out, a, b, 256);
    int os = 0;
    for (int i = 0; i < 256; i++) os ^= out[i] * (i + 1);
    printf("add_loop = %d dot = %.3f max = %u\n", os, (double)dot_loop(fa, fb, 256), max_loop(u, 256));
    return 0;
}
