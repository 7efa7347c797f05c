/* crc32: the reflected CRC-32 of zlib/PNG/Ethernet (polynomial 0xEDB88320), table-driven
 * one byte at a time and "slicing by 4" (four tables, a 32-bit word per step), over a
 * generated 32 MiB buffer, several passes. Table lookups, shifts and xors with a long
 * loop-carried dependency. Checks the standard check value ("123456789" -> cbf43926),
 * that both methods agree, and the buffer's CRCs against the expected values. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BUF_SIZE (32u << 20)
#define PASSES 6

static uint32_t table[4][256];

static void make_tables(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++)
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        table[0][i] = c;
    }
    for (uint32_t i = 0; i < 256; i++)
        for (int t = 1; t < 4; t++)
            table[t][i] = (table[t - 1][i] >> 8) ^ table[0][table[t - 1][i] & 0xff];
}

static uint32_t crc_bytewise(uint32_t crc, const uint8_t *p, size_t n) {
    crc = ~crc;
    while (n--)
        crc = table[0][(crc ^ *p++) & 0xff] ^ (crc >> 8);
    return ~crc;
}

static uint32_t crc_slice4(uint32_t crc, const uint8_t *p, size_t n) {
    crc = ~crc;
    for (; n >= 4; n -= 4, p += 4) {
        /* Little-endian word assembled from bytes: portable, no unaligned access. */
        crc ^= (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
        crc = table[3][crc & 0xff] ^ table[2][(crc >> 8) & 0xff] ^ table[1][(crc >> 16) & 0xff] ^
              table[0][crc >> 24];
    }
    while (n--)
        crc = table[0][(crc ^ *p++) & 0xff] ^ (crc >> 8);
    return ~crc;
}

int main(void) {
    make_tables();
    const char *check = "123456789";
    int ok = crc_bytewise(0, (const uint8_t *)check, strlen(check)) == 0xCBF43926u &&
             crc_slice4(0, (const uint8_t *)check, strlen(check)) == 0xCBF43926u;
    if (!ok)
        printf("FAIL: crc32(\"123456789\") != cbf43926\n");
    uint8_t *buf = malloc(BUF_SIZE);
    if (!buf)
        return 2;
    uint64_t x = 88172645463325252ull;
    for (size_t i = 0; i < BUF_SIZE; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        buf[i] = (uint8_t)x;
    }
    uint32_t a = 0, b = 0;
    for (int pass = 0; pass < PASSES; pass++) {
        /* Each pass starts at a different offset, continuing the previous CRC. */
        a = crc_bytewise(a, buf + pass, BUF_SIZE - pass);
        b = crc_slice4(b, buf + pass, BUF_SIZE - pass);
    }
    printf("crc32 bytewise %08x slice-by-4 %08x over %d passes of %u bytes\n", (unsigned)a,
           (unsigned)b, PASSES, BUF_SIZE);
    if (a != b) {
        printf("FAIL: the two methods disagree\n");
        ok = 0;
    }
    free(buf);
    ok &= a == 0x9147f423u;
    printf("%s\n", ok ? "ok" : "FAIL: unexpected crc");
    return ok ? 0 : 1;
}
