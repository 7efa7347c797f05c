/* Sparse switches (binary search / compare chains), switches on 64-bit and char values. */
#include <stdio.h>

static int sparse(int x) {
    switch (x) {
    case -1000000: return 1;
    case -77: return 2;
    case 3: return 3;
    case 100: return 4;
    case 1024: return 5;
    case 4096: return 6;
    case 65535: return 7;
    case 100000: return 8;
    case 123456789: return 9;
    case 2147483647: return 10;
    default: return 0;
    }
}

static const char *http_status(long long code) {
    switch (code) {
    case 200: return "OK";
    case 201: return "Created";
    case 204: return "No Content";
    case 301: return "Moved";
    case 404: return "Not Found";
    case 500: return "Server Error";
    case 0x100000000LL: return "Huge";
    case -5000000000LL: return "Negative huge";
    default: return "Unknown";
    }
}

static int vowel_score(char c) {
    switch (c) {
    case 'a': case 'A': return 1;
    case 'e': case 'E': return 2;
    case 'i': case 'I': return 3;
    case 'o': case 'O': return 4;
    case 'u': case 'U': return 5;
    case ' ': return 0;
    case '!': return 10;
    default: return -1;
    }
}

static unsigned mixed_switch(unsigned x) {
    switch (x) {
    case 1: case 2: case 3: case 4: return x * 10;
    case 1000: case 1001: case 1002: return x + 7;
    case 0xdeadbeef: return 42;
    case 50000: return 5;
    default:
        if (x > 500) return x / 3;
        return x;
    }
}

int main(void) {
    int probes[] = { -1000000, -77, 3, 4, 100, 1023, 1024, 4096, 65535, 65536, 100000,
                     123456789, 2147483647, -2147483647 - 1, 0 };
    unsigned acc = 0;
    for (unsigned i = 0; i < sizeof probes / sizeof probes[0]; i++) {
        int r = sparse(probes[i]);
        printf("sparse(%d) = %d\n", probes[i], r);
        acc = acc * 11 + (unsigned)r;
    }
    printf("acc = %u\n", acc);
    long long codes[] = { 200, 204, 404, 500, 302, 0x100000000LL, -5000000000LL, 201, 301 };
    for (unsigned i = 0; i < sizeof codes / sizeof codes[0]; i++)
        printf("status %lld: %s\n", codes[i], http_status(codes[i]));
    const char *text = "Hello World, an Example sentence Of vowels!";
    int score = 0;
    for (const char *p = text; *p; p++) score += vowel_score(*p);
    printf("vowel score = %d\n", score);
    unsigned m = 0;
    unsigned xs[] = { 0, 1, 4, 5, 999, 1000, 1002, 1003, 0xdeadbeefu, 50000, 499, 501 };
    for (unsigned i = 0; i < 12; i++) m = m * 7 + mixed_switch(xs[i]);
    printf("mixed = %u\n", m);
    return 0;
}
