/* Dynamic programming with heap tables: LCS, edit distance, 0/1 knapsack, longest increasing
   subsequence, matrix-chain order, coin change. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int lcs(const char *a, const char *b) {
    size_t n = strlen(a), m = strlen(b);
    int *t = calloc((n + 1) * (m + 1), sizeof *t);
    for (size_t i = 1; i <= n; i++)
        for (size_t j = 1; j <= m; j++) {
            int *cell = &t[i * (m + 1) + j];
            if (a[i - 1] == b[j - 1]) *cell = t[(i - 1) * (m + 1) + j - 1] + 1;
            else {
                int up = t[(i - 1) * (m + 1) + j], left = t[i * (m + 1) + j - 1];
                *cell = up > left ? up : left;
            }
        }
    int r = t[n * (m + 1) + m];
    free(t);
    return r;
}

static int edit_distance(const char *a, const char *b) {
    size_t n = strlen(a), m = strlen(b);
    int *prev = malloc((m + 1) * sizeof *prev), *cur = malloc((m + 1) * sizeof *cur);
    for (size_t j = 0; j <= m; j++) prev[j] = (int)j;
    for (size_t i = 1; i <= n; i++) {
        cur[0] = (int)i;
        for (size_t j = 1; j <= m; j++) {
            int sub = prev[j - 1] + (a[i - 1] != b[j - 1]);
            int del = prev[j] + 1, ins = cur[j - 1] + 1;
            cur[j] = sub < del ? (sub < ins ? sub : ins) : (del < ins ? del : ins);
        }
        int *t = prev; prev = cur; cur = t;
    }
    int r = prev[m];
    free(prev);
    free(cur);
    return r;
}

static int knapsack(const int *w, const int *v, int n, int cap) {
    int *best = calloc((size_t)cap + 1, sizeof *best);
    for (int i = 0; i < n; i++)
        for (int c = cap; c >= w[i]; c--)
            if (best[c - w[i]] + v[i] > best[c]) best[c] = best[c - w[i]] + v[i];
    int r = best[cap];
    free(best);
    return r;
}

static int lis(const int *a, int n) {
    int *tails = malloc((size_t)n * sizeof *tails), len = 0;
    for (int i = 0; i < n; i++) {
        int lo = 0, hi = len;
        while (lo < hi) { int mid = (lo + hi) / 2; if (tails[mid] < a[i]) lo = mid + 1; else hi = mid; }
        tails[lo] = a[i];
        if (lo == len) len++;
    }
    free(tails);
    return len;
}

static long long matrix_chain(const int *dims, int n) {
    long long m[16][16] = { { 0 } };
    for (int len = 2; len <= n; len++)
        for (int i = 0; i + len - 1 < n; i++) {
            int j = i + len - 1;
            m[i][j] = -1;
            for (int k = i; k < j; k++) {
                long long c = m[i][k] + m[k + 1][j] + (long long)dims[i] * dims[k + 1] * dims[j + 1];
                if (m[i][j] < 0 || c < m[i][j]) m[i][j] = c;
            }
        }
    return m[0][n - 1];
}

static long long coin_ways(const int *coins, int nc, int amount) {
    long long *ways = calloc((size_t)amount + 1, sizeof *ways);
    ways[0] = 1;
    for (int i = 0; i < nc; i++)
        for (int a = coins[i]; a <= amount; a++) ways[a] += ways[a - coins[i]];
    long long r = ways[amount];
    free(ways);
    return r;
}

int main(void) {
    printf("lcs = %d\n", lcs("ACCGGTCGAGTGCGCGGAAGCCGGCCGAA", "GTCGTTCGGAATGCCGTTGCTCTGTAAA"));
    printf("edit = %d %d %d\n", edit_distance("kitten", "sitting"), edit_distance("", "abc"),
           edit_distance("intention", "execution"));
    int w[] = { 12, 7, 11, 8, 9, 5, 14, 3, 6, 10 }, v[] = { 24, 13, 23, 15, 16, 9, 30, 4, 11, 19 };
    printf("knapsack = %d %d\n", knapsack(w, v, 10, 26), knapsack(w, v, 10, 50));
    int seq[200];
    unsigned s = 1;
    for (int i = 0; i < 200; i++) { s = s * 1103515245u + 12345u; seq[i] = (int)((s >> 16) % 1000); }
    printf("lis = %d\n", lis(seq, 200));
    int dims[] = { 30, 35, 15, 5, 10, 20, 25, 40, 12 };
    printf("matrix chain = %lld\n", matrix_chain(dims, 8));
    int coins[] = { 1, 2, 5, 10, 20, 50, 100, 200 };
    printf("coin ways(200) = %lld, (1000) = %lld\n", coin_ways(coins, 8, 200), coin_ways(coins, 8, 1000));
    return 0;
}
