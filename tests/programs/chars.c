/* Character arithmetic with explicit signedness (plain char is unsigned on aarch64/riscv64),
   ctype.h, caesar cipher, case conversion, digit parsing. */
#include <stdio.h>
#include <ctype.h>
#include <string.h>

static void caesar(char *s, int k) {
    for (; *s; s++) {
        if (*s >= 'a' && *s <= 'z') *s = (char)('a' + (*s - 'a' + k) % 26);
        else if (*s >= 'A' && *s <= 'Z') *s = (char)('A' + (*s - 'A' + k) % 26);
    }
}

static int parse_int(const char *s) {
    int sign = 1, v = 0;
    while (isspace((unsigned char)*s)) s++;
    if (*s == '-' || *s == '+') { if (*s == '-') sign = -1; s++; }
    while (isdigit((unsigned char)*s)) v = v * 10 + (*s++ - '0');
    return sign * v;
}

int main(void) {
    signed char sc = -100;
    unsigned char uc = 200;
    printf("sc=%d uc=%d sc+uc=%d sc*2=%d\n", sc, uc, sc + uc, sc * 2);
    signed char w = (signed char)(sc - 100);
    unsigned char uw = (unsigned char)(uc + 100);
    printf("wrap: %d %d\n", w, uw);
    printf("promotion: %d %d\n", (signed char)0x80 >> 1, (unsigned char)0x80 >> 1);
    printf("compare: %d %d\n", sc < uc, (signed char)-1 < (unsigned char)1);
    int hist[6] = { 0 };
    const char *text = "Hello, World! 123 The Quick Brown Fox.\tTabs\nNewlines";
    for (const char *p = text; *p; p++) {
        unsigned char c = (unsigned char)*p;
        if (isupper(c)) hist[0]++;
        else if (islower(c)) hist[1]++;
        else if (isdigit(c)) hist[2]++;
        else if (isspace(c)) hist[3]++;
        else if (ispunct(c)) hist[4]++;
        else hist[5]++;
    }
    printf("hist: upper %d lower %d digit %d space %d punct %d other %d\n", hist[0], hist[1], hist[2], hist[3],
           hist[4], hist[5]);
    char buf[64];
    strcpy(buf, "Attack at Dawn, Zebra!");
    caesar(buf, 13);
    printf("rot13: %s\n", buf);
    caesar(buf, 13);
    printf("back: %s\n", buf);
    for (char *p = buf; *p; p++) *p = (char)toupper((unsigned char)*p);
    printf("upper: %s\n", buf);
    printf("parse: %d %d %d\n", parse_int("  42"), parse_int("-9876"), parse_int("+12abc"));
    unsigned sum = 0;
    for (int c = 0; c < 256; c++) {
        signed char s = (signed char)c;
        unsigned char u = (unsigned char)c;
        sum = sum * 3 + (unsigned)(s + 200) + u;
    }
    printf("all bytes sum = %u\n", sum);
    char hex[] = "0123456789abcdef";
    unsigned long long val = 0;
    for (const char *p = "1f2E3d4C"; *p; p++) {
        int d = (int)(strchr(hex, tolower((unsigned char)*p)) - hex);
        val = val * 16 + (unsigned)d;
    }
    printf("hex parse = %llu\n", val);
    printf("char constants: %d %d %d %d\n", 'A', '\n', '\x7f', '\0');
    printf("multichar-free escapes: %d %d\n", (unsigned char)'\xff', (signed char)'\xff');
    return 0;
}
