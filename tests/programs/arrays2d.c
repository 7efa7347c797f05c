/* 2D and 3D arrays: matrix multiply, transpose, VLAs, arrays of arrays passed to functions. */
#include <stdio.h>

#define R 6
#define C 5

static void matmul(int n, int m, int p, const long a[n][m], const long b[m][p], long out[n][p]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < p; j++) {
            long s = 0;
            for (int k = 0; k < m; k++) s += a[i][k] * b[k][j];
            out[i][j] = s;
        }
}

static void transpose(const int in[R][C], int out[C][R]) {
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) out[j][i] = in[i][j];
}

static int trace_vla(int n, int m[n][n]) {
    int t = 0;
    for (int i = 0; i < n; i++) t += m[i][i];
    return t;
}

static int grid3[3][4][5];

static int life_step(int h, int w, const unsigned char cur[h][w], unsigned char next[h][w]) {
    int alive = 0;
    for (int i = 0; i < h; i++)
        for (int j = 0; j < w; j++) {
            int n = 0;
            for (int di = -1; di <= 1; di++)
                for (int dj = -1; dj <= 1; dj++) {
                    if (!di && !dj) continue;
                    int y = (i + di + h) % h, x = (j + dj + w) % w;
                    n += cur[y][x];
                }
            next[i][j] = (unsigned char)(n == 3 || (n == 2 && cur[i][j]));
            alive += next[i][j];
        }
    return alive;
}

int main(void) {
    int m[R][C], t[C][R];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) m[i][j] = i * 10 + j;
    transpose(m, t);
    printf("t[4][5] = %d t[0][3] = %d\n", t[4][5], t[0][3]);
    long a[3][4], b[4][2], out[3][2];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++) a[i][j] = i - j * 2;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 2; j++) b[i][j] = i * j + 1;
    matmul(3, 4, 2, (const long (*)[4])a, (const long (*)[2])b, out);
    for (int i = 0; i < 3; i++) printf("row %d: %ld %ld\n", i, out[i][0], out[i][1]);
    for (int n = 1; n <= 5; n++) {
        int vla[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) vla[i][j] = (i + 1) * (j + 2);
        printf("trace(%d) = %d\n", n, trace_vla(n, vla));
    }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++)
            for (int k = 0; k < 5; k++) grid3[i][j][k] = i * 100 + j * 10 + k;
    int *flat = &grid3[0][0][0];
    long fs = 0;
    for (int i = 0; i < 60; i++) fs += (long)flat[i] * (i % 7);
    printf("grid3 flat sum = %ld, grid3[2][3][4] = %d\n", fs, grid3[2][3][4]);
    enum { H = 12, W = 16 };
    static unsigned char g1[H][W], g2[H][W];
    g1[1][2] = g1[2][3] = g1[3][1] = g1[3][2] = g1[3][3] = 1; /* glider */
    g1[7][8] = g1[7][9] = g1[7][10] = 1;                       /* blinker */
    int alive = 0;
    for (int gen = 0; gen < 30; gen++) alive = life_step(H, W, (const unsigned char (*)[W])(gen % 2 ? g2 : g1), gen % 2 ? g1 : g2);
    printf("alive after 30 = %d\n", alive);
    for (int i = 0; i < H; i++) {
        for (int j = 0; j < W; j++) putchar(g1[i][j] ? '#' : '.');
        putchar('\n');
    }
    char words[4][8] = { "ab", "cde", "f", "ghijklm" };
    int tl = 0;
    for (int i = 0; i < 4; i++) for (int j = 0; words[i][j]; j++) tl += words[i][j] - 'a';
    printf("words total %d\n", tl);
    return 0;
}
