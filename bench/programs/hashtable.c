/* hashtable: word frequencies in an open-addressing hash table with string keys. Words
 * are generated from a small syllable alphabet with a Zipf-like skew (many repeats, a
 * long tail), 9 million insertions with FNV-1a hashing, linear probing, growth by
 * rehashing, then lookups of present and absent words and a sort of the table by count
 * (qsort with a comparison callback). Strings, byte loops, memcmp, indirect calls.
 * Prints the top words and a checksum, checked against the expected value. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WORDS 9000000
#define MAX_WORD 24

struct entry {
    char *key; /* NULL: empty slot */
    uint32_t len;
    uint32_t hash;
    uint64_t count;
};

static struct entry *slots;
static size_t cap, used;

static uint32_t fnv1a(const char *s, size_t n) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (uint8_t)s[i]) * 16777619u;
    return h;
}

static void *xmalloc(size_t n) {
    void *p = malloc(n);
    if (!p) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    return p;
}

static void grow(void) {
    size_t old_cap = cap;
    struct entry *old = slots;
    cap = cap ? cap * 2 : 1024;
    slots = xmalloc(cap * sizeof *slots);
    memset(slots, 0, cap * sizeof *slots);
    for (size_t i = 0; i < old_cap; i++) {
        if (!old[i].key)
            continue;
        size_t j = old[i].hash & (cap - 1);
        while (slots[j].key)
            j = (j + 1) & (cap - 1);
        slots[j] = old[i];
    }
    free(old);
}

static struct entry *find(const char *s, size_t n, uint32_t h) {
    size_t j = h & (cap - 1);
    for (;;) {
        struct entry *e = &slots[j];
        if (!e->key || (e->hash == h && e->len == n && memcmp(e->key, s, n) == 0))
            return e;
        j = (j + 1) & (cap - 1);
    }
}

static void add(const char *s, size_t n) {
    if ((used + 1) * 4 > cap * 3)
        grow();
    uint32_t h = fnv1a(s, n);
    struct entry *e = find(s, n, h);
    if (!e->key) {
        e->key = xmalloc(n + 1);
        memcpy(e->key, s, n);
        e->key[n] = 0;
        e->len = (uint32_t)n;
        e->hash = h;
        used++;
    }
    e->count++;
}

static int by_count(const void *pa, const void *pb) {
    const struct entry *a = pa, *b = pb;
    if (a->count != b->count)
        return a->count < b->count ? 1 : -1;
    return strcmp(a->key, b->key);
}

static uint64_t rng = 0x2545F4914F6CDD1Dull;
static uint32_t next(void) {
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return (uint32_t)((rng * 0x2545F4914F6CDD1Dull) >> 32);
}

static size_t make_word(char *w) {
    static const char *syl[] = {"ka", "to", "ri", "n", "mo", "sa", "e", "lu", "pi", "da",
                                "xo", "qua", "ve", "st", "ing", "ba"};
    /* Length skewed toward short words: short words repeat a lot, long ones rarely. */
    uint32_t r = next();
    size_t parts = 1 + (size_t)__builtin_ctz(r | 0x80u);
    size_t n = 0;
    for (size_t i = 0; i < parts; i++) {
        const char *p = syl[next() & 15];
        size_t l = strlen(p);
        if (n + l > MAX_WORD)
            break;
        memcpy(w + n, p, l);
        n += l;
    }
    return n;
}

int main(void) {
    char w[MAX_WORD + 1];
    grow();
    for (long i = 0; i < WORDS; i++) {
        size_t n = make_word(w);
        add(w, n);
    }
    /* Lookups: regenerate words from a fresh stream; absent ones get a suffix. */
    uint64_t found = 0, missing = 0;
    for (long i = 0; i < WORDS / 4; i++) {
        size_t n = make_word(w);
        if (i & 1)
            w[n++] = 'Z';
        struct entry *e = find(w, n, fnv1a(w, n));
        if (e->key)
            found += e->count;
        else
            missing++;
    }
    struct entry *all = xmalloc(used * sizeof *all);
    size_t k = 0;
    for (size_t i = 0; i < cap; i++)
        if (slots[i].key)
            all[k++] = slots[i];
    qsort(all, used, sizeof *all, by_count);
    uint64_t checksum = 0;
    for (size_t i = 0; i < used; i++)
        checksum = checksum * 1000003u + all[i].count * all[i].hash;
    printf("hashtable: %zu distinct words of %d; lookups found %llu missing %llu\n", used, WORDS,
           (unsigned long long)found, (unsigned long long)missing);
    for (size_t i = 0; i < 5 && i < used; i++)
        printf("  %-8s %llu\n", all[i].key, (unsigned long long)all[i].count);
    printf("checksum %016llx\n", (unsigned long long)checksum);
    for (size_t i = 0; i < cap; i++)
        free(slots[i].key);
    free(slots);
    free(all);
    int ok = used == 597354 && checksum == 0x3bdcdffebfa9ceb6ull;
    printf("%s\n", ok ? "ok" : "FAIL: unexpected checksum");
    return ok ? 0 : 1;
}
