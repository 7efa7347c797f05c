/* Recursion: ackermann, fibonacci, mutual recursion, towers of hanoi, permutations, flood fill. */
#include <stdio.h>
#include <string.h>

static int ackermann(int m, int n) {
    if (m == 0) return n + 1;
    if (n == 0) return ackermann(m - 1, 1);
    return ackermann(m - 1, ackermann(m, n - 1));
}

static long long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static int is_even(unsigned n);
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }

static int hanoi_moves;
static unsigned hanoi_hash;
static void hanoi(int n, int from, int to, int via) {
    if (n == 0) return;
    hanoi(n - 1, from, via, to);
    hanoi_moves++;
    hanoi_hash = hanoi_hash * 7 + (unsigned)(from * 3 + to);
    hanoi(n - 1, via, to, from);
}

static int perm_count;
static unsigned perm_hash;
static void permute(char *s, int k, int n) {
    if (k == n) {
        perm_count++;
        for (int i = 0; i < n; i++) perm_hash = perm_hash * 31 + (unsigned char)s[i];
        return;
    }
    for (int i = k; i < n; i++) {
        char t = s[k]; s[k] = s[i]; s[i] = t;
        permute(s, k + 1, n);
        t = s[k]; s[k] = s[i]; s[i] = t;
    }
}

#define W 12
#define H 8
static char grid[H][W + 1] = {
    "....#.......",
    ".##.#.####..",
    ".#..#....#..",
    ".#.###.#.#..",
    ".#.....#.#..",
    ".#######.##.",
    "........#...",
    "#######.#...",
};
static int flood(int r, int c) {
    if (r < 0 || r >= H || c < 0 || c >= W || grid[r][c] != '.') return 0;
    grid[r][c] = 'o';
    return 1 + flood(r + 1, c) + flood(r - 1, c) + flood(r, c + 1) + flood(r, c - 1);
}

static long long gcd(long long a, long long b) { return b == 0 ? a : gcd(b, a % b); }

static int sum_digits_rec(unsigned long long n) { return n == 0 ? 0 : (int)(n % 10) + sum_digits_rec(n / 10); }

int main(void) {
    printf("ackermann(2,3) = %d, ackermann(3,4) = %d\n", ackermann(2, 3), ackermann(3, 4));
    printf("fib(27) = %lld\n", fib(27));
    printf("is_even(1001) = %d, is_odd(777) = %d\n", is_even(1001), is_odd(777));
    hanoi(12, 1, 3, 2);
    printf("hanoi moves = %d hash = %u\n", hanoi_moves, hanoi_hash);
    char s[] = "abcdefg";
    permute(s, 0, (int)strlen(s));
    printf("permutations = %d hash = %u\n", perm_count, perm_hash);
    printf("flood fill = %d\n", flood(0, 0));
    for (int r = 0; r < H; r++) printf("%s\n", grid[r]);
    printf("gcd = %lld\n", gcd(1234567890123LL, 9876543210LL));
    printf("digit sum = %d\n", sum_digits_rec(18446744073709551615ULL));
    return 0;
}
