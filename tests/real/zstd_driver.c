/* Drives zstd (the single-file library of the PyPI package zstandard, whose hot loops use
 * inline `asm(".p2align 5")`) for scripts/real-programs.sh: one-shot compression at six
 * levels with round trips, and a streaming compression with checksums and long-distance
 * matching; prints sizes and hashes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define ZSTD_STATIC_LINKING_ONLY
#include "zstd.h"
int main(int argc, char **argv) {
  if (argc < 2) return 2;
  FILE *f = fopen(argv[1], "rb"); if (!f) return 2; fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
  char *src = malloc(n); if (fread(src, 1, n, f) != (size_t)n) return 2; fclose(f);
  size_t cap = ZSTD_compressBound(n); char *dst = malloc(cap), *back = malloc(n);
  int levels[] = { -5, 1, 3, 9, 19, 22 };
  for (int i = 0; i < 6; i++) {
    size_t c = ZSTD_compress(dst, cap, src, n, levels[i]);
    if (ZSTD_isError(c)) { printf("error %s\n", ZSTD_getErrorName(c)); return 1; }
    unsigned long h = 5381; for (size_t k = 0; k < c; k++) h = h * 33 + (unsigned char)dst[k];
    size_t d = ZSTD_decompress(back, n, dst, c);
    printf("level %d: %zu bytes hash %lx roundtrip %d\n", levels[i], c, h, d == (size_t)n && !memcmp(back, src, n));
  }
  ZSTD_CCtx *cc = ZSTD_createCCtx(); ZSTD_CCtx_setParameter(cc, ZSTD_c_compressionLevel, 7); ZSTD_CCtx_setParameter(cc, ZSTD_c_checksumFlag, 1); ZSTD_CCtx_setParameter(cc, ZSTD_c_enableLongDistanceMatching, 1);
  ZSTD_outBuffer out = { dst, cap, 0 }; ZSTD_inBuffer in = { src, n, 0 };
  while (in.pos < in.size) { ZSTD_inBuffer chunk = { src + in.pos, (in.size - in.pos) > 65536 ? 65536 : in.size - in.pos, 0 }; ZSTD_compressStream2(cc, &out, &chunk, ZSTD_e_continue); in.pos += chunk.pos; }
  size_t r; do { r = ZSTD_compressStream2(cc, &out, &in, ZSTD_e_end); } while (r != 0);
  printf("stream: %zu bytes\n", out.pos);
  ZSTD_freeCCtx(cc);
  return 0;
}
