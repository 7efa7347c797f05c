/* Memory intrinsics: struct copies of many sizes (memcpy/memmove/memset lowering), array
   assignment through structs, zero-initialization, unaligned copies through char buffers. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

struct Blob3 { unsigned char b[3]; };
struct Blob17 { unsigned char b[17]; };
struct Blob64 { uint64_t w[8]; };
struct Blob300 { int x[75]; };

static uint32_t sum_bytes(const void *p, size_t n) {
    const unsigned char *c = p;
    uint32_t s = 0;
    for (size_t i = 0; i < n; i++) s = s * 31 + c[i];
    return s;
}

static struct Blob300 make300(int seed) {
    struct Blob300 b;
    for (int i = 0; i < 75; i++) b.x[i] = seed * i - i * i;
    return b;
}

static uint32_t load32_unaligned(const unsigned char *p) { uint32_t v; memcpy(&v, p, 4); return v; }
static void store64_unaligned(unsigned char *p, uint64_t v) { memcpy(p, &v, 8); }

int main(void) {
    struct Blob3 a3 = { { 1, 2, 3 } }, b3;
    b3 = a3;
    b3.b[1] = 9;
    struct Blob17 a17, b17;
    for (int i = 0; i < 17; i++) a17.b[i] = (unsigned char)(i * 13);
    b17 = a17;
    struct Blob64 a64 = { { 0 } }, b64;
    for (int i = 0; i < 8; i++) a64.w[i] = 0x0101010101010101ull * (uint64_t)i;
    b64 = a64;
    struct Blob300 big = make300(7), big2 = big;
    big2.x[74] = 0;
    printf("copies: %u %u %u %u %u\n", sum_bytes(&b3, sizeof b3), sum_bytes(&b17, sizeof b17),
           sum_bytes(&b64, sizeof b64), sum_bytes(&big, sizeof big), sum_bytes(&big2, sizeof big2));
    unsigned char buf[64];
    for (int i = 0; i < 64; i++) buf[i] = (unsigned char)(i * 7 + 1);
    printf("unaligned loads: %08x %08x %08x\n", load32_unaligned(buf + 1), load32_unaligned(buf + 3),
           load32_unaligned(buf + 61 - 4));
    store64_unaligned(buf + 5, 0x1122334455667788ull);
    printf("after store: %u\n", sum_bytes(buf, 64));
    memmove(buf + 10, buf + 3, 40);
    printf("after memmove: %u\n", sum_bytes(buf, 64));
    memset(buf, 0xab, 33);
    printf("after memset: %u\n", sum_bytes(buf, 64));
    struct Blob300 zero = { { 0 } };
    printf("zero: %u\n", sum_bytes(&zero, sizeof zero));
    int arr[100] = { 1, 2, 3 };
    int copy[100];
    memcpy(copy, arr, sizeof arr);
    copy[99] = 5;
    int s = 0;
    for (int i = 0; i < 100; i++) s += copy[i] * (i + 1);
    printf("array copy %d\n", s);
    struct { char tag; struct Blob17 payload; short trailer; } wrapped = { 'w', a17, -2 };
    printf("wrapped %c %u %d\n", wrapped.tag, sum_bytes(&wrapped.payload, sizeof wrapped.payload), wrapped.trailer);
    return 0;
}
