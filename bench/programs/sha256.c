/* sha256: FIPS 180-4 SHA-256 over a generated 64 MiB buffer (xorshift bytes), hashed in
 * one pass, then the digest re-hashed 100000 times. 32-bit rotates, shifts, additions,
 * big-endian loads. First checks the standard test vectors ("abc" and the 448-bit
 * message), then prints the digests, checked against the expected values. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BUF_SIZE (64u << 20)
#define REHASH 100000

struct sha256 {
    uint32_t h[8];
    uint8_t block[64];
    size_t fill;
    uint64_t length;
};

static const uint32_t K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static uint32_t rotr(uint32_t x, unsigned n) { return (x >> n) | (x << (32 - n)); }

static void compress(uint32_t h[8], const uint8_t *p) {
    uint32_t w[64];
    for (int i = 0; i < 16; i++)
        w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 | (uint32_t)p[4 * i + 2] << 8 |
               (uint32_t)p[4 * i + 3];
    for (int i = 16; i < 64; i++) {
        uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
    for (int i = 0; i < 64; i++) {
        uint32_t S1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
        uint32_t ch = (e & f) ^ (~e & g);
        uint32_t t1 = hh + S1 + ch + K[i] + w[i];
        uint32_t S0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
        uint32_t maj = (a & b) ^ (a & c) ^ (b & c);
        uint32_t t2 = S0 + maj;
        hh = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e, h[5] += f, h[6] += g, h[7] += hh;
}

static void init(struct sha256 *s) {
    static const uint32_t iv[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                   0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    memcpy(s->h, iv, sizeof iv);
    s->fill = 0;
    s->length = 0;
}

static void update(struct sha256 *s, const uint8_t *p, size_t n) {
    s->length += n;
    if (s->fill) {
        size_t take = 64 - s->fill < n ? 64 - s->fill : n;
        memcpy(s->block + s->fill, p, take);
        s->fill += take, p += take, n -= take;
        if (s->fill < 64)
            return;
        compress(s->h, s->block);
        s->fill = 0;
    }
    for (; n >= 64; p += 64, n -= 64)
        compress(s->h, p);
    memcpy(s->block, p, n);
    s->fill = n;
}

static void final(struct sha256 *s, uint8_t out[32]) {
    uint64_t bits = s->length * 8;
    uint8_t pad = 0x80, zero = 0, len[8];
    update(s, &pad, 1);
    while (s->fill != 56)
        update(s, &zero, 1);
    for (int i = 0; i < 8; i++)
        len[i] = (uint8_t)(bits >> (56 - 8 * i));
    update(s, len, 8);
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 4; j++)
            out[4 * i + j] = (uint8_t)(s->h[i] >> (24 - 8 * j));
}

static void hex(const uint8_t d[32], char out[65]) {
    for (int i = 0; i < 32; i++)
        snprintf(out + 2 * i, 3, "%02x", d[i]);
}

static int check_vector(const char *msg, const char *want) {
    struct sha256 s;
    uint8_t d[32];
    char h[65];
    init(&s);
    update(&s, (const uint8_t *)msg, strlen(msg));
    final(&s, d);
    hex(d, h);
    if (strcmp(h, want) != 0) {
        printf("FAIL: sha256(\"%s\") = %s, want %s\n", msg, h, want);
        return 0;
    }
    return 1;
}

int main(void) {
    int ok = check_vector("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    ok &= check_vector("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    uint8_t *buf = malloc(BUF_SIZE);
    if (!buf)
        return 2;
    uint32_t x = 2463534242u;
    for (size_t i = 0; i < BUF_SIZE; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        buf[i] = (uint8_t)(x >> 24);
    }
    struct sha256 s;
    uint8_t d[32];
    char h[65];
    init(&s);
    /* Odd-sized pieces so the partial-block path runs too. */
    for (size_t off = 0; off < BUF_SIZE; off += 1000003)
        update(&s, buf + off, BUF_SIZE - off < 1000003 ? BUF_SIZE - off : 1000003);
    final(&s, d);
    hex(d, h);
    printf("sha256(buffer of %u bytes) = %s\n", BUF_SIZE, h);
    for (int i = 0; i < REHASH; i++) {
        init(&s);
        update(&s, d, 32);
        final(&s, d);
    }
    char h2[65];
    hex(d, h2);
    printf("after %d re-hashes      = %s\n", REHASH, h2);
    free(buf);
    ok &= strcmp(h, "d36376e5383715382d4f4b6de516887e7116e22eee6fbfbd6b5a787b9d6b1840") == 0 &&
          strcmp(h2, "037bb49b47e135677ac89602706ec25cc5b566625425c81e217731d48cd1a4cd") == 0;
    printf("%s\n", ok ? "ok" : "FAIL: unexpected digest");
    return ok ? 0 : 1;
}
