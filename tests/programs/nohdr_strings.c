/* No system headers: hand-written string routines next to __builtin_strlen/strcmp/memcpy/
   memset/memcmp/strchr, integer formatting, string reversal and a tiny word counter. */
int printf(const char *, ...);
int puts(const char *);

static __SIZE_TYPE__ my_strlen(const char *s) { const char *p = s; while (*p) p++; return (__SIZE_TYPE__)(p - s); }
static int my_strcmp(const char *a, const char *b) {
    while (*a && *a == *b) { a++; b++; }
    return (unsigned char)*a - (unsigned char)*b;
}
static char *my_strcpy(char *d, const char *s) { char *r = d; while ((*d++ = *s++)) {} return r; }
static char *my_strcat(char *d, const char *s) { my_strcpy(d + my_strlen(d), s); return d; }
static void reverse(char *s) {
    for (char *e = s + my_strlen(s) - 1; s < e; s++, e--) { char t = *s; *s = *e; *e = t; }
}
static char *utoa_base(unsigned long long v, char *buf, int base) {
    static const char digits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    char *p = buf;
    do { *p++ = digits[v % (unsigned)base]; v /= (unsigned)base; } while (v);
    *p = 0;
    reverse(buf);
    return buf;
}
static int count_words(const char *s) {
    int n = 0, in = 0;
    for (; *s; s++) {
        int sp = *s == ' ' || *s == '\t' || *s == '\n';
        if (!sp && !in) n++;
        in = !sp;
    }
    return n;
}
static int sgn(int x) { return (x > 0) - (x < 0); }

int main(void) {
    const char *text = "the quick brown fox jumps over the lazy dog";
    printf("len %u %u\n", (unsigned)my_strlen(text), (unsigned)__builtin_strlen(text));
    printf("cmp %d %d %d %d\n", sgn(my_strcmp("apple", "apricot")), sgn(my_strcmp("b", "a")), my_strcmp("x", "x"),
           sgn(__builtin_strcmp("abc", "abd")));
    char buf[128];
    my_strcpy(buf, "Hello");
    my_strcat(buf, ", ");
    my_strcat(buf, "World");
    puts(buf);
    reverse(buf);
    puts(buf);
    char num[70];
    printf("bases: %s ", utoa_base(255, num, 2));
    printf("%s ", utoa_base(255, num, 16));
    printf("%s ", utoa_base(1234567890123ull, num, 36));
    printf("%s\n", utoa_base(18446744073709551615ull, num, 10));
    printf("words %d\n", count_words("  one two\tthree\nfour  five "));
    char m[32];
    __builtin_memset(m, '-', 31);
    m[31] = 0;
    __builtin_memcpy(m + 5, "copied", 6);
    puts(m);
    printf("memcmp %d strchr %s\n", sgn(__builtin_memcmp("abcd", "abce", 4)), __builtin_strchr(text, 'j'));
    int freq[26] = { 0 };
    for (const char *p = text; *p; p++) if (*p >= 'a' && *p <= 'z') freq[*p - 'a']++;
    int pangram = 1;
    for (int i = 0; i < 26; i++) if (!freq[i]) pangram = 0;
    printf("pangram %d o-count %d\n", pangram, freq['o' - 'a']);
    char caps[64];
    int k = 0;
    for (const char *p = text; *p && k < 63; p++) caps[k++] = (*p >= 'a' && *p <= 'z') ? (char)(*p - 32) : *p;
    caps[k] = 0;
    puts(caps);
    return 0;
}
