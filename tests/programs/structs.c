/* Structs: passing and returning by value, nesting, arrays of structs. */
#include <stdio.h>
#include <string.h>

struct Point { int x, y; };
struct Rect { struct Point lo, hi; };
struct Mixed { char c; double d; short s; int i; };
struct Big { long long a[8]; int tag; };
struct Small { unsigned char r, g, b; };
struct FPair { float a, b; };
struct DPair { double a, b; };
struct IntDouble { int i; double d; };

static struct Point mkpoint(int x, int y) { struct Point p = { x, y }; return p; }
static struct Point addp(struct Point a, struct Point b) { return mkpoint(a.x + b.x, a.y + b.y); }
static int area(struct Rect r) { return (r.hi.x - r.lo.x) * (r.hi.y - r.lo.y); }
static struct Rect grow(struct Rect r, int d) {
    r.lo.x -= d; r.lo.y -= d; r.hi.x += d; r.hi.y += d;
    return r;
}
static struct Big mkbig(int seed) {
    struct Big b;
    for (int i = 0; i < 8; i++) b.a[i] = (long long)seed * (i + 1) * 1000003LL;
    b.tag = seed;
    return b;
}
static long long sumbig(struct Big b) {
    long long s = b.tag;
    for (int i = 0; i < 8; i++) s += b.a[i];
    return s;
}
static struct Small blend(struct Small a, struct Small b) {
    struct Small r = { (unsigned char)((a.r + b.r) / 2), (unsigned char)((a.g + b.g) / 2),
                       (unsigned char)((a.b + b.b) / 2) };
    return r;
}
static struct FPair swapf(struct FPair p) { struct FPair r = { p.b, p.a * 2.0f }; return r; }
static struct DPair scaled(struct DPair p, double k) { struct DPair r = { p.a * k, p.b * k }; return r; }
static struct IntDouble idmix(struct IntDouble v) { struct IntDouble r = { v.i * 3, v.d + v.i }; return r; }
static void bump(struct Mixed *m) { m->c++; m->d *= 1.5; m->s -= 7; m->i <<= 2; }

struct Node { int key; struct Point pts[3]; const char *name; };

int main(void) {
    struct Point p = addp(mkpoint(3, 4), mkpoint(-10, 22));
    printf("p = (%d, %d)\n", p.x, p.y);
    struct Rect r = { { 1, 2 }, { 11, 7 } };
    printf("area = %d, grown area = %d\n", area(r), area(grow(r, 3)));
    struct Big b = mkbig(17);
    printf("big sum = %lld\n", sumbig(b));
    struct Small s1 = { 10, 200, 255 }, s2 = { 30, 100, 1 };
    struct Small s3 = blend(s1, s2);
    printf("blend = %u %u %u\n", s3.r, s3.g, s3.b);
    struct FPair fp = swapf((struct FPair){ 1.25f, -3.5f });
    printf("fpair = %.3f %.3f\n", fp.a, fp.b);
    struct DPair dp = scaled((struct DPair){ 0.5, 2.25 }, 4.0);
    printf("dpair = %.3f %.3f\n", dp.a, dp.b);
    struct IntDouble id = idmix((struct IntDouble){ 7, 0.25 });
    printf("intdouble = %d %.3f\n", id.i, id.d);
    struct Mixed m = { 'a', 2.0, 100, 5 };
    bump(&m); bump(&m);
    printf("mixed = %c %.3f %d %d\n", m.c, m.d, m.s, m.i);

    struct Node nodes[4];
    memset(nodes, 0, sizeof nodes);
    const char *names[4] = { "alpha", "beta", "gamma", "delta" };
    for (int i = 0; i < 4; i++) {
        nodes[i].key = i * i + 1;
        for (int j = 0; j < 3; j++) nodes[i].pts[j] = mkpoint(i + j, i - j);
        nodes[i].name = names[i];
    }
    struct Node copy = nodes[2];
    nodes[2].key = 99;
    unsigned h = 0;
    for (int i = 0; i < 4; i++) {
        h = h * 31 + (unsigned)nodes[i].key;
        for (int j = 0; j < 3; j++) h = h * 31 + (unsigned)(nodes[i].pts[j].x * 7 + nodes[i].pts[j].y);
        h = h * 31 + (unsigned)strlen(nodes[i].name);
    }
    printf("copy key = %d name = %s, hash = %u\n", copy.key, copy.name, h);
    struct Rect arr[3] = { r, grow(r, 1), grow(r, 2) };
    int tot = 0;
    for (int i = 0; i < 3; i++) tot += area(arr[i]);
    printf("total area = %d\n", tot);
    return 0;
}
