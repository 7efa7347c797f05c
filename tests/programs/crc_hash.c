/* Checksums and hashes: CRC-32 (table and bitwise), Adler-32, FNV-1a, a SipHash-like mixer. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint32_t crc_table[256];

static void crc_init(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
        crc_table[i] = c;
    }
}

static uint32_t crc32_table(const uint8_t *p, size_t n) {
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++) c = crc_table[(c ^ p[i]) & 0xff] ^ (c >> 8);
    return c ^ 0xffffffffu;
}

static uint32_t crc32_bitwise(const uint8_t *p, size_t n) {
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1)));
    }
    return ~c;
}

static uint32_t adler32(const uint8_t *p, size_t n) {
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) { a = (a + p[i]) % 65521; b = (b + a) % 65521; }
    return (b << 16) | a;
}

static uint64_t fnv1a64(const void *data, size_t n) {
    const uint8_t *p = data;
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 0x100000001b3ull; }
    return h;
}

#define ROTL(x, b) (uint64_t)(((x) << (b)) | ((x) >> (64 - (b))))
static uint64_t sipround_mix(uint64_t k0, uint64_t k1, const uint64_t *m, int n) {
    uint64_t v0 = k0 ^ 0x736f6d6570736575ull, v1 = k1 ^ 0x646f72616e646f6dull;
    uint64_t v2 = k0 ^ 0x6c7967656e657261ull, v3 = k1 ^ 0x7465646279746573ull;
    for (int i = 0; i < n; i++) {
        v3 ^= m[i];
        for (int r = 0; r < 2; r++) {
            v0 += v1; v1 = ROTL(v1, 13); v1 ^= v0; v0 = ROTL(v0, 32);
            v2 += v3; v3 = ROTL(v3, 16); v3 ^= v2;
            v0 += v3; v3 = ROTL(v3, 21); v3 ^= v0;
            v2 += v1; v1 = ROTL(v1, 17); v1 ^= v2; v2 = ROTL(v2, 32);
        }
        v0 ^= m[i];
    }
    return v0 ^ v1 ^ v2 ^ v3;
}

int main(void) {
    crc_init();
    const char *msgs[] = { "", "a", "abc", "123456789", "The quick brown fox jumps over the lazy dog" };
    for (int i = 0; i < 5; i++) {
        const uint8_t *p = (const uint8_t *)msgs[i];
        size_t n = strlen(msgs[i]);
        printf("'%s': crc=%08x/%08x adler=%08x fnv=%016llx\n", msgs[i], crc32_table(p, n), crc32_bitwise(p, n),
               adler32(p, n), (unsigned long long)fnv1a64(p, n));
    }
    static uint8_t buf[65536];
    for (size_t i = 0; i < sizeof buf; i++) buf[i] = (uint8_t)(i * 131 + (i >> 8));
    printf("big: crc=%08x adler=%08x fnv=%016llx\n", crc32_table(buf, sizeof buf), adler32(buf, sizeof buf),
           (unsigned long long)fnv1a64(buf, sizeof buf));
    uint64_t m[16];
    for (int i = 0; i < 16; i++) m[i] = 0x0706050403020100ull + (uint64_t)i * 0x0808080808080808ull;
    printf("sip-like = %016llx\n", (unsigned long long)sipround_mix(0x0706050403020100ull, 0x0f0e0d0c0b0a0908ull, m, 16));
    return 0;
}
