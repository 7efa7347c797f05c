/* qsort and bsearch with several comparators: ints, strings, structs, stable tie-breaking. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct Person { char name[16]; int age; double score; };

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}
static int cmp_int_desc(const void *a, const void *b) { return cmp_int(b, a); }
static int cmp_str(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }
static int cmp_person(const void *a, const void *b) {
    const struct Person *p = a, *q = b;
    if (p->age != q->age) return p->age < q->age ? -1 : 1;
    if (p->score != q->score) return p->score > q->score ? -1 : 1;
    return strcmp(p->name, q->name);
}
static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(void) {
    enum { N = 500 };
    int *v = malloc(N * sizeof *v);
    unsigned s = 7;
    for (int i = 0; i < N; i++) { s = s * 1103515245u + 12345u; v[i] = (int)((s >> 8) % 100000) - 50000; }
    qsort(v, N, sizeof *v, cmp_int);
    int sorted = 1;
    for (int i = 1; i < N; i++) if (v[i - 1] > v[i]) sorted = 0;
    printf("sorted = %d min = %d max = %d median = %d\n", sorted, v[0], v[N - 1], v[N / 2]);
    int key = v[123];
    int *found = bsearch(&key, v, N, sizeof *v, cmp_int);
    printf("bsearch found = %d value = %d\n", found != NULL, found ? *found : 0);
    key = 50001;
    printf("bsearch missing = %d\n", bsearch(&key, v, N, sizeof *v, cmp_int) == NULL);
    qsort(v, N, sizeof *v, cmp_int_desc);
    printf("desc first = %d last = %d\n", v[0], v[N - 1]);
    free(v);

    const char *words[] = { "pear", "apple", "fig", "banana", "cherry", "date", "elderberry", "grape", "apple" };
    size_t nw = sizeof words / sizeof words[0];
    qsort(words, nw, sizeof words[0], cmp_str);
    for (size_t i = 0; i < nw; i++) printf("%s%s", words[i], i + 1 < nw ? " " : "\n");

    struct Person people[] = {
        { "zed", 30, 88.5 }, { "amy", 25, 92.0 }, { "bob", 30, 88.5 }, { "cat", 25, 95.5 },
        { "dan", 40, 70.0 }, { "eve", 30, 99.0 }, { "fay", 25, 92.0 },
    };
    size_t np = sizeof people / sizeof people[0];
    qsort(people, np, sizeof people[0], cmp_person);
    for (size_t i = 0; i < np; i++) printf("%s(%d,%.1f) ", people[i].name, people[i].age, people[i].score);
    printf("\n");
    double ds[64];
    for (int i = 0; i < 64; i++) ds[i] = (double)((i * 37) % 64) / 8.0 - 4.0;
    qsort(ds, 64, sizeof ds[0], cmp_double);
    printf("doubles: %.3f %.3f %.3f\n", ds[0], ds[31], ds[63]);
    return 0;
}
