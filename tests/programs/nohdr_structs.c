/* No system headers: structs and unions passed/returned by value, nested aggregates, arrays of
   structs, compound literals, designated initializers, flexible-size copies. */
int printf(const char *, ...);

struct Vec3 { double x, y, z; };
struct Particle { struct Vec3 pos, vel; float mass; int id; };
struct Pair8 { unsigned char a, b; };
struct Tiny { short s; };
struct Quad { float v[4]; };
union Num { int i; float f; unsigned char bytes[4]; };

static struct Vec3 vadd(struct Vec3 a, struct Vec3 b) { return (struct Vec3){ a.x + b.x, a.y + b.y, a.z + b.z }; }
static struct Vec3 vscale(struct Vec3 a, double k) { return (struct Vec3){ a.x * k, a.y * k, a.z * k }; }
static double vdot(struct Vec3 a, struct Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static struct Vec3 vcross(struct Vec3 a, struct Vec3 b) {
    return (struct Vec3){ a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x };
}
static struct Particle step(struct Particle p, double dt) {
    p.pos = vadd(p.pos, vscale(p.vel, dt));
    p.vel.z -= 9.75 * dt;
    return p;
}
static struct Pair8 swap8(struct Pair8 p) { return (struct Pair8){ p.b, p.a }; }
static struct Tiny tiny(struct Tiny t) { t.s = (short)(t.s * -2); return t; }
static struct Quad qmul(struct Quad a, struct Quad b) {
    struct Quad r;
    for (int i = 0; i < 4; i++) r.v[i] = a.v[i] * b.v[i];
    return r;
}
static union Num num_from_int(int i) { union Num n; n.i = i; return n; }

int main(void) {
    struct Vec3 a = { 1, 2, 3 }, b = { .z = -1, .x = 4 };
    struct Vec3 c = vcross(a, b);
    printf("cross = %.2f %.2f %.2f dot = %.2f\n", c.x, c.y, c.z, vdot(a, b));
    struct Particle ps[3] = {
        { .pos = { 0, 0, 10 }, .vel = { 1, 0, 0 }, .mass = 1.5f, .id = 1 },
        { .pos = { 5, 5, 0 }, .vel = { 0, -1, 20 }, .mass = 2.0f, .id = 2 },
        { .id = 3, .mass = 0.5f },
    };
    for (int t = 0; t < 64; t++)
        for (int i = 0; i < 3; i++) ps[i] = step(ps[i], 0.125);
    for (int i = 0; i < 3; i++)
        printf("particle %d: %.4f %.4f %.4f m=%.2f\n", ps[i].id, ps[i].pos.x, ps[i].pos.y, ps[i].pos.z, (double)ps[i].mass);
    struct Pair8 p = swap8((struct Pair8){ 7, 200 });
    struct Tiny t = tiny((struct Tiny){ -1234 });
    printf("pair8 %u %u tiny %d\n", p.a, p.b, t.s);
    struct Quad q = qmul((struct Quad){ { 1, 2, 3, 4 } }, (struct Quad){ { 0.5f, 0.25f, 2, -1 } });
    printf("quad %.3f %.3f %.3f %.3f\n", (double)q.v[0], (double)q.v[1], (double)q.v[2], (double)q.v[3]);
    union Num n = num_from_int(0x3fc00000);
    printf("union float %.3f bytes %u %u %u %u\n", (double)n.f, n.bytes[0], n.bytes[1], n.bytes[2], n.bytes[3]);
    struct Particle copy = ps[1];
    copy.id = 99;
    printf("copy id %d orig id %d\n", copy.id, ps[1].id);
    return 0;
}
