/* GCC vector extensions: arithmetic, comparisons, shuffles, element access, conversions. */
#include <stdio.h>
#include <string.h>

typedef int v4si __attribute__((vector_size(16)));
typedef unsigned v4su __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef unsigned char v16qu __attribute__((vector_size(16)));
typedef long long v4di __attribute__((vector_size(32)));
typedef float v8sf __attribute__((vector_size(32)));

static v4si vmadd(v4si a, v4si b, v4si c) { return a * b + c; }
static v4sf vlerp(v4sf a, v4sf b, float t) { return a + (b - a) * t; }
static void vbig(v4di *r, const v4di *a, const v4di *b) { *r = (*a ^ *b) + (*a >> 3) - (*b << 2); }
static void v8ops(v8sf *r, const v8sf *a, const v8sf *b) { *r = *a * *b - *a / (*b + 1.0f); }

static void print_v4si(const char *n, v4si v) { printf("%s = {%d, %d, %d, %d}\n", n, v[0], v[1], v[2], v[3]); }

int main(void) {
    v4si a = { 1, -2, 3, -4 }, b = { 5, 6, -7, 8 }, c = { 100, 200, 300, 400 };
    print_v4si("madd", vmadd(a, b, c));
    print_v4si("cmp a<b", a < b);
    print_v4si("shuffle", __builtin_shufflevector(a, b, 7, 0, 5, 2));
    print_v4si("shl", a << 2);
    print_v4si("shr", b >> 1);
    print_v4si("and/or/xor", (a & b) | (a ^ c));
    print_v4si("div", c / b);
    print_v4si("mod", c % b);
    v4su ua = (v4su)a;
    printf("unsigned shr = %u %u %u %u\n", (ua >> 28)[0], (ua >> 28)[1], (ua >> 28)[2], (ua >> 28)[3]);
    v4sf fa = { 1.0f, 2.0f, 3.0f, 4.0f }, fb = { -4.0f, 8.0f, 0.5f, 10.0f };
    v4sf l = vlerp(fa, fb, 0.25f);
    printf("lerp = %.3f %.3f %.3f %.3f\n", (double)l[0], (double)l[1], (double)l[2], (double)l[3]);
    v4si conv = __builtin_convertvector(fb * 1.5f, v4si);
    print_v4si("convert", conv);
    v4sf back = __builtin_convertvector(a, v4sf);
    printf("back = %.1f %.1f %.1f %.1f\n", (double)back[0], (double)back[1], (double)back[2], (double)back[3]);
    v2df d = { 1.5, -2.5 };
    d = d * d + 1.0;
    printf("v2df = %.3f %.3f\n", d[0], d[1]);
    v8hi h = { 1, 2, 3, 4, 5, 6, 7, 8 };
    h = h * h - (v8hi){ 8, 7, 6, 5, 4, 3, 2, 1 };
    int hs = 0;
    for (int i = 0; i < 8; i++) hs = hs * 3 + h[i];
    printf("v8hi hash = %d\n", hs);
    v16qu q;
    for (int i = 0; i < 16; i++) q[i] = (unsigned char)(i * 37);
    q = q + q;
    unsigned qs = 0;
    for (int i = 0; i < 16; i++) qs = qs * 7 + q[i];
    printf("v16qu hash = %u\n", qs);
    v4di x = { 1, -2, 1LL << 40, -(1LL << 50) }, y = { 3, 4, 5, 6 };
    v4di z;
    vbig(&z, &x, &y);
    printf("v4di = %lld %lld %lld %lld\n", z[0], z[1], z[2], z[3]);
    v8sf e = { 1, 2, 3, 4, 5, 6, 7, 8 }, f = { 8, 7, 6, 5, 4, 3, 2, 1 };
    v8sf g;
    v8ops(&g, &e, &f);
    float gs = 0;
    for (int i = 0; i < 8; i++) gs += g[i];
    printf("v8sf sum = %.4f\n", (double)gs);
    int arr[8];
    v4si t = a + b;
    memcpy(arr, &t, sizeof t);
    memcpy(arr + 4, &c, sizeof c);
    printf("mem = %d %d %d\n", arr[0], arr[3], arr[7]);
    v4si m = a > 0;
    v4si sel = (a & m) | (-a & ~m);
    print_v4si("abs", sel);
    return 0;
}
