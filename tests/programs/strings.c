/* string.h and snprintf: copy, compare, search, tokenizing, reversing, memmove overlap. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static void reverse(char *s) {
    size_t n = strlen(s);
    for (size_t i = 0; i < n / 2; i++) { char t = s[i]; s[i] = s[n - 1 - i]; s[n - 1 - i] = t; }
}

static int count_words(const char *s) {
    char buf[256];
    strncpy(buf, s, sizeof buf - 1);
    buf[sizeof buf - 1] = 0;
    int n = 0;
    for (char *tok = strtok(buf, " ,.;"); tok; tok = strtok(0, " ,.;")) n++;
    return n;
}

static int bounded(char *out, size_t n, const char *s) { return snprintf(out, n, "%s", s); }

static int sgn(int x) { return (x > 0) - (x < 0); }

int main(void) {
    char a[64] = "Hello";
    strcat(a, ", ");
    strncat(a, "World!!!", 6);
    printf("a = '%s' len = %u\n", a, (unsigned)strlen(a));
    char b[64];
    strcpy(b, a);
    reverse(b);
    printf("reversed = '%s'\n", b);
    printf("strcmp = %d %d %d\n", sgn(strcmp("abc", "abd")), sgn(strcmp("b", "a")), strcmp("same", "same"));
    printf("strncmp = %d memcmp = %d\n", sgn(strncmp("abcdef", "abcxyz", 3)), sgn(memcmp("\x01\xff", "\x01\x02", 2)));
    const char *hay = "the quick brown fox jumps over the lazy dog";
    printf("strchr = %s\n", strchr(hay, 'q'));
    printf("strrchr = %s\n", strrchr(hay, 'o'));
    printf("strstr = %s\n", strstr(hay, "over"));
    printf("strstr missing = %d\n", strstr(hay, "cat") == NULL);
    printf("strspn = %u strcspn = %u\n", (unsigned)strspn("aaabbbccc", "ab"), (unsigned)strcspn(hay, "xyz"));
    printf("pbrk = %s\n", strpbrk(hay, "jz"));
    printf("words = %d\n", count_words("one two, three;four.  five six"));
    char m[32] = "0123456789abcdefghij";
    memmove(m + 5, m, 10);
    printf("memmove fwd = %s\n", m);
    memmove(m, m + 3, 12);
    printf("memmove back = %s\n", m);
    memset(m + 2, '*', 4);
    printf("memset = %s\n", m);
    const char *hit = memchr(hay, 'z', strlen(hay));
    printf("memchr offset = %d\n", (int)(hit - hay));
    char out[128];
    int len = snprintf(out, sizeof out, "%5d|%-5d|%05d|%x|%X|%o|%+d|%.2f|%10.3f|%-8s|%c%%", 42, 42, 42, 255,
                       255, 8, 7, 12345.678, 3.14159, "left", 'Z');
    printf("snprintf(%d) = %s\n", len, out);
    len = bounded(out, 10, "truncated output here");
    printf("truncated %d '%s'\n", len, out);
    printf("atoi = %d strtol = %ld strtoul hex = %lu\n", atoi("  -1234xyz"), strtol("777", 0, 8),
           strtoul("0xdeadBEEF", 0, 16));
    char *end;
    double d = strtod("3.25e2rest", &end);
    printf("strtod = %.2f rest = %s\n", d, end);
    char *dup = malloc(strlen(hay) + 1);
    strcpy(dup, hay);
    for (char *p = dup; *p; p++) if (*p >= 'a' && *p <= 'z') *p = (char)(*p - 'a' + 'A');
    printf("upper = %s\n", dup);
    free(dup);
    return 0;
}
