/* brotli_driver: compresses a file with the brotli library at qualities 0, 3, 6, 9 and 11,
 * checks that each result decompresses to the input, and prints each size with a hash of
 * the compressed bytes (scripts/real-programs.sh compares this output between builds).
 * Exit status: 0 on success, 2 if the input cannot be read, 3/4 on a failed round trip. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <brotli/decode.h>
#include <brotli/encode.h>

int main(int argc, char **argv) {
    if (argc != 2) return 2;
    FILE *f = fopen(argv[1], "rb");
    if (!f) return 2;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *in = malloc(n);
    if (fread(in, 1, n, f) != (size_t)n) return 2;
    fclose(f);
    static const int qualities[] = {0, 3, 6, 9, 11};
    for (int k = 0; k < 5; k++) {
        size_t cap = BrotliEncoderMaxCompressedSize(n), csz = cap, dsz = n;
        unsigned char *c = malloc(cap), *d = malloc(n);
        if (!BrotliEncoderCompress(qualities[k], 22, BROTLI_MODE_GENERIC, n, in, &csz, c)) return 3;
        if (BrotliDecoderDecompress(csz, c, &dsz, d) != BROTLI_DECODER_RESULT_SUCCESS || dsz != (size_t)n ||
            memcmp(d, in, n) != 0)
            return 4;
        unsigned long h = 5381;
        for (size_t i = 0; i < csz; i++) h = h * 33 + c[i];
        printf("quality %d: %zu bytes, hash %lu\n", qualities[k], csz, h);
        free(c);
        free(d);
    }
    return 0;
}
