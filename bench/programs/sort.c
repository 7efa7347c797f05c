/* sort: quicksort (median of three, insertion sort for small ranges) and a bottom-up
 * mergesort of 3 million generated 32-bit integers, several rounds. Comparisons,
 * swaps, unpredictable branches, recursion, memory copies. Checks that both results are
 * sorted and equal, and prints a position-weighted checksum, checked against the
 * expected value. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COUNT 3000000
#define ROUNDS 3

static void insertion(int32_t *a, long lo, long hi) {
    for (long i = lo + 1; i <= hi; i++) {
        int32_t v = a[i];
        long j = i - 1;
        while (j >= lo && a[j] > v) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = v;
    }
}

static void swap(int32_t *a, long i, long j) {
    int32_t t = a[i];
    a[i] = a[j];
    a[j] = t;
}

static void quicksort(int32_t *a, long lo, long hi) {
    while (hi - lo > 16) {
        long mid = lo + (hi - lo) / 2;
        if (a[mid] < a[lo])
            swap(a, mid, lo);
        if (a[hi] < a[lo])
            swap(a, hi, lo);
        if (a[hi] < a[mid])
            swap(a, hi, mid);
        int32_t pivot = a[mid];
        long i = lo, j = hi;
        while (i <= j) {
            while (a[i] < pivot)
                i++;
            while (a[j] > pivot)
                j--;
            if (i <= j)
                swap(a, i++, j--);
        }
        /* Recurse into the smaller half, loop on the larger: O(log n) stack. */
        if (j - lo < hi - i) {
            quicksort(a, lo, j);
            lo = i;
        } else {
            quicksort(a, i, hi);
            hi = j;
        }
    }
    insertion(a, lo, hi);
}

static void mergesort(int32_t *a, int32_t *tmp, long n) {
    int32_t *src = a, *dst = tmp;
    for (long width = 1; width < n; width *= 2) {
        for (long lo = 0; lo < n; lo += 2 * width) {
            long mid = lo + width < n ? lo + width : n;
            long hi = lo + 2 * width < n ? lo + 2 * width : n;
            long i = lo, j = mid, k = lo;
            while (i < mid && j < hi)
                dst[k++] = src[i] <= src[j] ? src[i++] : src[j++];
            while (i < mid)
                dst[k++] = src[i++];
            while (j < hi)
                dst[k++] = src[j++];
        }
        int32_t *t = src;
        src = dst;
        dst = t;
    }
    if (src != a)
        memcpy(a, src, sizeof *a * (size_t)n);
}

int main(void) {
    int32_t *orig = malloc(sizeof(int32_t) * COUNT), *q = malloc(sizeof(int32_t) * COUNT),
            *m = malloc(sizeof(int32_t) * COUNT), *tmp = malloc(sizeof(int32_t) * COUNT);
    if (!orig || !q || !m || !tmp)
        return 2;
    uint64_t state = 0x9E3779B97F4A7C15ull;
    uint64_t checksum = 0;
    int ok = 1;
    for (int round = 0; round < ROUNDS; round++) {
        for (long i = 0; i < COUNT; i++) {
            /* splitmix64; round 1 uses a small range so there are many duplicates. */
            uint64_t z = (state += 0x9E3779B97F4A7C15ull);
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            z ^= z >> 31;
            orig[i] = round == 1 ? (int32_t)(z % 1000) - 500 : (int32_t)(uint32_t)z;
        }
        memcpy(q, orig, sizeof *q * COUNT);
        memcpy(m, orig, sizeof *m * COUNT);
        quicksort(q, 0, COUNT - 1);
        mergesort(m, tmp, COUNT);
        for (long i = 0; i < COUNT; i++) {
            if (q[i] != m[i] || (i > 0 && q[i - 1] > q[i])) {
                printf("FAIL: round %d: not sorted or the sorts disagree at %ld\n", round, i);
                ok = 0;
                break;
            }
            checksum = checksum * 31 + (uint32_t)q[i] * (uint64_t)(i + 1);
        }
        printf("round %d: min %d median %d max %d\n", round, (int)q[0], (int)q[COUNT / 2],
               (int)q[COUNT - 1]);
    }
    printf("sort(%d x %d): checksum %016llx\n", ROUNDS, COUNT, (unsigned long long)checksum);
    free(orig);
    free(q);
    free(m);
    free(tmp);
    ok &= checksum == 0xe4a72e785b73fa30ull;
    printf("%s\n", ok ? "ok" : "FAIL: unexpected checksum");
    return ok ? 0 : 1;
}
