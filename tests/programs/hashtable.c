/* Open-addressing hash table with string keys, growth via realloc/calloc, deletion with tombstones. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct Entry { char *key; long value; int state; /* 0 empty, 1 full, 2 deleted */ };
struct Table { struct Entry *e; size_t cap, used; };

static unsigned long hash_str(const char *s) {
    unsigned long h = 5381;
    while (*s) h = h * 33 + (unsigned char)*s++;
    return h;
}

static void put(struct Table *t, const char *k, long v);

static void grow(struct Table *t) {
    struct Entry *old = t->e;
    size_t oldcap = t->cap;
    t->cap = t->cap ? t->cap * 2 : 8;
    t->e = calloc(t->cap, sizeof *t->e);
    t->used = 0;
    for (size_t i = 0; i < oldcap; i++)
        if (old[i].state == 1) { put(t, old[i].key, old[i].value); free(old[i].key); }
    free(old);
}

static void put(struct Table *t, const char *k, long v) {
    if ((t->used + 1) * 4 >= t->cap * 3) grow(t);
    size_t i = hash_str(k) & (t->cap - 1);
    long tomb = -1;
    while (t->e[i].state != 0) {
        if (t->e[i].state == 1 && strcmp(t->e[i].key, k) == 0) { t->e[i].value = v; return; }
        if (t->e[i].state == 2 && tomb < 0) tomb = (long)i;
        i = (i + 1) & (t->cap - 1);
    }
    if (tomb >= 0) i = (size_t)tomb; else t->used++;
    t->e[i].key = malloc(strlen(k) + 1);
    strcpy(t->e[i].key, k);
    t->e[i].value = v;
    t->e[i].state = 1;
}

static struct Entry *get(struct Table *t, const char *k) {
    if (!t->cap) return NULL;
    size_t i = hash_str(k) & (t->cap - 1);
    while (t->e[i].state != 0) {
        if (t->e[i].state == 1 && strcmp(t->e[i].key, k) == 0) return &t->e[i];
        i = (i + 1) & (t->cap - 1);
    }
    return NULL;
}

static int del(struct Table *t, const char *k) {
    struct Entry *e = get(t, k);
    if (!e) return 0;
    free(e->key);
    e->key = NULL;
    e->state = 2;
    return 1;
}

int main(void) {
    struct Table t = { 0 };
    char key[32];
    for (int i = 0; i < 3000; i++) {
        snprintf(key, sizeof key, "key%d", i * 7 % 2003);
        struct Entry *e = get(&t, key);
        put(&t, key, e ? e->value + i : i);
    }
    long sum = 0;
    int present = 0;
    for (int i = 0; i < 2003; i++) {
        snprintf(key, sizeof key, "key%d", i);
        struct Entry *e = get(&t, key);
        if (e) { present++; sum += e->value; }
    }
    printf("cap %u present %d sum %ld\n", (unsigned)t.cap, present, sum);
    int deleted = 0;
    for (int i = 0; i < 2003; i += 3) {
        snprintf(key, sizeof key, "key%d", i);
        deleted += del(&t, key);
    }
    present = 0; sum = 0;
    for (int i = 0; i < 2003; i++) {
        snprintf(key, sizeof key, "key%d", i);
        struct Entry *e = get(&t, key);
        if (e) { present++; sum += e->value; }
    }
    printf("deleted %d present %d sum %ld\n", deleted, present, sum);
    put(&t, "key0", 12345);
    printf("key0 = %ld, key3 = %ld\n", get(&t, "key0")->value, get(&t, "key3") ? 1L : -1L);
    for (size_t i = 0; i < t.cap; i++) free(t.e[i].key);
    free(t.e);
    return 0;
}
