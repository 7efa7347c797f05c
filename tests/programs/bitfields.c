/* Bitfields: packing, sign extension of signed fields, read-modify-write. */
#include <stdio.h>

struct Flags {
    unsigned a : 1;
    unsigned b : 3;
    unsigned c : 5;
    signed d : 4;
    unsigned e : 12;
    unsigned long long big : 40;
    signed long long sbig : 23;
};

struct Packet {
    unsigned version : 4;
    unsigned ihl : 4;
    unsigned tos : 8;
    unsigned len : 16;
    unsigned id : 16;
    unsigned flags : 3;
    unsigned frag : 13;
};

static unsigned pack(const struct Packet *p) {
    return (unsigned)p->version * 1000003u ^ p->ihl * 7919u ^ p->tos * 31u ^ p->len ^ (p->id << 3) ^
           (p->flags << 20) ^ (p->frag << 5);
}

int main(void) {
    struct Flags f = { 0 };
    unsigned long long h = 0;
    for (int i = 0; i < 100; i++) {
        f.a = i & 1;
        f.b = i * 3;
        f.c += 7;
        f.d = (i % 16) - 8;
        f.e = f.e * 5 + i;
        f.big = f.big * 3 + (unsigned long long)i * 0x10001ull;
        f.sbig = (i * 12345) % 4000000 - 2000000;
        h = h * 1099511628211ull + f.a + (f.b << 1) + (f.c << 4) + (unsigned)(f.d + 8) * 131 + f.e * 17 +
            f.big + (unsigned long long)(f.sbig + 5000000);
    }
    printf("flags: a=%u b=%u c=%u d=%d e=%u big=%llu sbig=%lld\n", f.a, f.b, f.c, f.d, f.e,
           (unsigned long long)f.big, (long long)f.sbig);
    printf("hash = %llu\n", h);

    struct Packet pk[8];
    for (int i = 0; i < 8; i++) {
        pk[i].version = 4 + i;
        pk[i].ihl = 5 + i;
        pk[i].tos = i * 40;
        pk[i].len = 60000 + i * 1000;
        pk[i].id = i * 9001;
        pk[i].flags = i;
        pk[i].frag = i * 1234;
    }
    unsigned x = 0;
    for (int i = 0; i < 8; i++) x = x * 33 + pack(&pk[i]);
    printf("packets: %u len7=%u frag5=%u version7=%u\n", x, pk[7].len, pk[5].frag, pk[7].version);
    struct Flags g = f;
    g.d = -1;
    printf("signed field: %d %d\n", g.d, g.d + 1);
    g.d = 7;
    g.d++;
    printf("wrapped ok: %d\n", g.d == -8 || g.d == 8);
    return 0;
}
