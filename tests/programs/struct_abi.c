/* Calling-convention stress: structs of many sizes and field kinds passed and returned by
   value, including homogeneous float aggregates and structs passed on the stack. */
#include <stdio.h>

struct S1 { char a; };
struct S2 { short a; };
struct S3 { char a, b, c; };
struct S5 { char a[5]; };
struct S7 { char a[7]; };
struct S12 { int a, b, c; };
struct S16 { long long a, b; };
struct S20 { int a[5]; };
struct S24 { long long a; double b; int c; };
struct HFA2 { float a, b; };
struct HFA3 { float a, b, c; };
struct HFA4 { double a, b, c, d; };
struct Mix1 { float f; int i; };
struct Mix2 { double d; long long l; };
struct Mix3 { int i; float f; double d; };
struct Nested { struct HFA2 h; float z; };

static struct S1 f1(struct S1 x) { x.a += 1; return x; }
static struct S2 f2(struct S2 x) { x.a *= 3; return x; }
static struct S3 f3(struct S3 x) { struct S3 r = { x.c, x.b, x.a }; return r; }
static struct S5 f5(struct S5 x) { for (int i = 0; i < 5; i++) x.a[i] += (char)i; return x; }
static struct S7 f7(struct S7 x) { for (int i = 0; i < 7; i++) x.a[i] ^= 0x11; return x; }
static struct S12 f12(struct S12 x) { struct S12 r = { x.b + x.c, x.a - x.c, x.a * 2 }; return r; }
static struct S16 f16(struct S16 x) { struct S16 r = { x.b, x.a + x.b }; return r; }
static struct S20 f20(struct S20 x) { for (int i = 0; i < 5; i++) x.a[i] = x.a[i] * x.a[i]; return x; }
static struct S24 f24(struct S24 x) { x.a <<= 3; x.b *= 0.5; x.c = -x.c; return x; }
static struct HFA2 h2(struct HFA2 x) { struct HFA2 r = { x.a + x.b, x.a - x.b }; return r; }
static struct HFA3 h3(struct HFA3 x) { struct HFA3 r = { x.c, x.a * 2, x.b * 3 }; return r; }
static struct HFA4 h4(struct HFA4 x) { struct HFA4 r = { x.d, x.c, x.b, x.a + x.d }; return r; }
static struct Mix1 m1(struct Mix1 x) { struct Mix1 r = { x.f * (float)x.i, x.i + 1 }; return r; }
static struct Mix2 m2(struct Mix2 x) { struct Mix2 r = { x.d + (double)x.l, x.l * 2 }; return r; }
static struct Mix3 m3(struct Mix3 x) { struct Mix3 r = { x.i * 2, x.f + 1, x.d * x.f }; return r; }
static struct Nested nn(struct Nested x) { x.h.a += x.z; x.z = x.h.b; return x; }

/* Many aggregate arguments force some onto the stack. */
static double stack_args(struct HFA4 a, struct HFA4 b, struct S24 c, struct S20 d, int i, double e,
                         struct S3 f, struct Mix2 g, struct HFA3 h, float j) {
    return a.a + b.b + (double)c.a + c.b + d.a[4] + i + e + f.c + g.d + (double)g.l + h.c + j;
}

int main(void) {
    struct S1 s1 = f1((struct S1){ 'x' });
    struct S2 s2 = f2((struct S2){ -1234 });
    struct S3 s3 = f3((struct S3){ 1, 2, 3 });
    struct S5 s5 = f5((struct S5){ { 10, 20, 30, 40, 50 } });
    struct S7 s7 = f7((struct S7){ { 1, 2, 3, 4, 5, 6, 7 } });
    printf("s1=%d s2=%d s3=%d%d%d s5=%d,%d s7=%d,%d\n", s1.a, s2.a, s3.a, s3.b, s3.c, s5.a[0], s5.a[4], s7.a[0], s7.a[6]);
    struct S12 s12 = f12((struct S12){ 1, 2, 3 });
    struct S16 s16 = f16((struct S16){ 1LL << 40, 7 });
    struct S20 s20 = f20((struct S20){ { 1, 2, 3, 4, 5 } });
    struct S24 s24 = f24((struct S24){ 5, 3.0, 9 });
    printf("s12=%d,%d,%d s16=%lld,%lld s20=%d,%d s24=%lld,%.2f,%d\n", s12.a, s12.b, s12.c, s16.a, s16.b, s20.a[0],
           s20.a[4], s24.a, s24.b, s24.c);
    struct HFA2 a2 = h2((struct HFA2){ 1.5f, 0.25f });
    struct HFA3 a3 = h3((struct HFA3){ 1, 2, 3 });
    struct HFA4 a4 = h4((struct HFA4){ 1, 2, 3, 4 });
    printf("h2=%.2f,%.2f h3=%.2f,%.2f,%.2f h4=%.2f,%.2f,%.2f,%.2f\n", (double)a2.a, (double)a2.b, (double)a3.a,
           (double)a3.b, (double)a3.c, a4.a, a4.b, a4.c, a4.d);
    struct Mix1 x1 = m1((struct Mix1){ 2.5f, 4 });
    struct Mix2 x2 = m2((struct Mix2){ 0.5, 1000 });
    struct Mix3 x3 = m3((struct Mix3){ 21, 1.5f, 4.0 });
    struct Nested ne = nn((struct Nested){ { 1.0f, 2.0f }, 3.0f });
    printf("m1=%.2f,%d m2=%.2f,%lld m3=%d,%.2f,%.2f nested=%.2f,%.2f,%.2f\n", (double)x1.f, x1.i, x2.d, x2.l, x3.i,
           (double)x3.f, x3.d, (double)ne.h.a, (double)ne.h.b, (double)ne.z);
    printf("stack_args = %.3f\n", stack_args(a4, a4, s24, s20, 17, 0.125, s3, x2, a3, 2.5f));
    return 0;
}
