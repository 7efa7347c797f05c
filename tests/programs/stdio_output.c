/* Output functions other than printf: puts, putchar, fputs, fwrite, fprintf(stdout), and
   formatting of many integer widths and flags. */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <string.h>

int main(void) {
    puts("puts line");
    putchar('p'); putchar('c'); putchar('\n');
    fputs("fputs line\n", stdout);
    const char data[] = "fwrite data\n";
    fwrite(data, 1, strlen(data), stdout);
    fprintf(stdout, "fprintf %d %s\n", 7, "ok");
    int8_t a = -8; uint8_t b = 200; int16_t c = -1600; uint16_t d = 60000;
    int32_t e = -2000000000; uint32_t f = 4000000000u; int64_t g = -9000000000000000000LL; uint64_t h = 18000000000000000000ull;
    printf("%" PRId8 " %" PRIu8 " %" PRId16 " %" PRIu16 "\n", a, b, c, d);
    printf("%" PRId32 " %" PRIu32 " %" PRId64 " %" PRIu64 "\n", e, f, g, h);
    printf("%" PRIx32 " %" PRIX64 " %" PRIo32 "\n", f, h, (uint32_t)511);
    printf("[%8s][%-8s][%.3s][%*d][%-*d][%.*f]\n", "right", "left", "truncate", 6, 42, 6, 42, 2, 3.14159);
    printf("[%+5d][% d][%#x][%#o][%08.3f][%hd][%u]\n", 12, 34, 255, 8, -3.5, (short)-5, (unsigned)(unsigned char)300);
    printf("[%c%c%c][%%][%5.1f%%]\n", 'a', 66, 0x43, 99.5);
    for (int i = 0; i < 5; i++) printf("%d%s", i, i < 4 ? "," : "\n");
    return 0;
}
