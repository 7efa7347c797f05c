/* No system headers: sorting algorithms on static and stack arrays — quicksort, heapsort,
   mergesort with a scratch buffer, insertion sort, counting sort — cross-checked. */
int printf(const char *, ...);

#define N 600
static int src[N], a[N], tmp[N];

static void quicksort(int *v, int lo, int hi) {
    while (lo < hi) {
        int p = v[(lo + hi) / 2], i = lo, j = hi;
        while (i <= j) {
            while (v[i] < p) i++;
            while (v[j] > p) j--;
            if (i <= j) { int t = v[i]; v[i] = v[j]; v[j] = t; i++; j--; }
        }
        if (j - lo < hi - i) { quicksort(v, lo, j); lo = i; } else { quicksort(v, i, hi); hi = j; }
    }
}
static void sift(int *v, int n, int i) {
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        if (l < n && v[l] > v[m]) m = l;
        if (r < n && v[r] > v[m]) m = r;
        if (m == i) return;
        int t = v[i]; v[i] = v[m]; v[m] = t;
        i = m;
    }
}
static void heapsort(int *v, int n) {
    for (int i = n / 2 - 1; i >= 0; i--) sift(v, n, i);
    for (int e = n - 1; e > 0; e--) { int t = v[0]; v[0] = v[e]; v[e] = t; sift(v, e, 0); }
}
static void mergesort(int *v, int n) {
    if (n < 2) return;
    int h = n / 2;
    mergesort(v, h);
    mergesort(v + h, n - h);
    int i = 0, j = h, k = 0;
    while (i < h && j < n) tmp[k++] = v[i] <= v[j] ? v[i++] : v[j++];
    while (i < h) tmp[k++] = v[i++];
    while (j < n) tmp[k++] = v[j++];
    for (int x = 0; x < n; x++) v[x] = tmp[x];
}
static void insertion(int *v, int n) {
    for (int i = 1; i < n; i++) { int x = v[i], j = i - 1; while (j >= 0 && v[j] > x) { v[j + 1] = v[j]; j--; } v[j + 1] = x; }
}
static void counting(int *v, int n) {
    static int count[2001];
    for (int i = 0; i <= 2000; i++) count[i] = 0;
    for (int i = 0; i < n; i++) count[v[i] + 1000]++;
    int k = 0;
    for (int i = 0; i <= 2000; i++) while (count[i]--) v[k++] = i - 1000;
}
static unsigned check(const int *v, int n, int *sorted) {
    unsigned h = 0;
    *sorted = 1;
    for (int i = 0; i < n; i++) { h = h * 31 + (unsigned)v[i]; if (i && v[i - 1] > v[i]) *sorted = 0; }
    return h;
}
static void reset(void) { for (int i = 0; i < N; i++) a[i] = src[i]; }

int main(void) {
    unsigned s = 42;
    for (int i = 0; i < N; i++) { s = s * 214013u + 2531011u; src[i] = (int)((s >> 16) % 2001) - 1000; }
    const char *names[] = { "quick", "heap", "merge", "insertion", "counting" };
    for (int alg = 0; alg < 5; alg++) {
        reset();
        switch (alg) {
        case 0: quicksort(a, 0, N - 1); break;
        case 1: heapsort(a, N); break;
        case 2: mergesort(a, N); break;
        case 3: insertion(a, N); break;
        case 4: counting(a, N); break;
        }
        int sorted;
        unsigned h = check(a, N, &sorted);
        printf("%-9s sorted=%d hash=%u min=%d max=%d\n", names[alg], sorted, h, a[0], a[N - 1]);
    }
    return 0;
}
