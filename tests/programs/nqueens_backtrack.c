/* Backtracking search: N-queens with bitmasks, sudoku solver, subset sum. */
#include <stdio.h>
#include <string.h>

static int queens(int n, unsigned cols, unsigned d1, unsigned d2) {
    unsigned full = (1u << n) - 1;
    if (cols == full) return 1;
    int count = 0;
    unsigned avail = full & ~(cols | d1 | d2);
    while (avail) {
        unsigned bit = avail & -avail;
        avail ^= bit;
        count += queens(n, cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1);
    }
    return count;
}

static int grid[9][9];

static int ok(int r, int c, int v) {
    for (int i = 0; i < 9; i++) if (grid[r][i] == v || grid[i][c] == v) return 0;
    int br = r / 3 * 3, bc = c / 3 * 3;
    for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) if (grid[br + i][bc + j] == v) return 0;
    return 1;
}

static int solve(int pos) {
    if (pos == 81) return 1;
    int r = pos / 9, c = pos % 9;
    if (grid[r][c]) return solve(pos + 1);
    for (int v = 1; v <= 9; v++)
        if (ok(r, c, v)) {
            grid[r][c] = v;
            if (solve(pos + 1)) return 1;
        }
    grid[r][c] = 0;
    return 0;
}

static int subset_count(const int *v, int n, int target) {
    if (target == 0) return 1;
    if (n == 0 || target < 0) return 0;
    return subset_count(v + 1, n - 1, target - v[0]) + subset_count(v + 1, n - 1, target);
}

int main(void) {
    for (int n = 1; n <= 10; n++) printf("queens(%d) = %d\n", n, queens(n, 0, 0, 0));
    const char *puzzle = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
    for (int i = 0; i < 81; i++) grid[i / 9][i % 9] = puzzle[i] - '0';
    if (solve(0)) {
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) printf("%d", grid[r][c]);
            printf("\n");
        }
    } else {
        printf("no solution\n");
    }
    int v[] = { 3, 34, 4, 12, 5, 2, 7, 19, 23, 8, 1, 14, 9, 6 };
    printf("subsets summing to 30: %d\n", subset_count(v, 14, 30));
    return 0;
}
