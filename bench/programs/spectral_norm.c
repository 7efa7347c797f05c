/* spectral-norm: the largest singular value of the infinite matrix
 * A[i][j] = 1/((i+j)(i+j+1)/2 + i + 1), truncated to N x N, by 10 steps of the power
 * method on A^T A. Double-precision divisions and multiply-adds in doubly nested loops
 * (vectorizable). Prints the norm, checked against the value for N. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 4000

static double a(int i, int j) {
    return 1.0 / ((double)((i + j) * (i + j + 1) / 2 + i + 1));
}

static void mul_av(const double *v, double *out) {
    for (int i = 0; i < N; i++) {
        double s = 0;
        for (int j = 0; j < N; j++)
            s += a(i, j) * v[j];
        out[i] = s;
    }
}

static void mul_atv(const double *v, double *out) {
    for (int i = 0; i < N; i++) {
        double s = 0;
        for (int j = 0; j < N; j++)
            s += a(j, i) * v[j];
        out[i] = s;
    }
}

static void mul_atav(const double *v, double *out, double *tmp) {
    mul_av(v, tmp);
    mul_atv(tmp, out);
}

int main(void) {
    double *u = malloc(N * sizeof *u), *v = malloc(N * sizeof *v), *tmp = malloc(N * sizeof *tmp);
    if (!u || !v || !tmp)
        return 2;
    for (int i = 0; i < N; i++)
        u[i] = 1;
    for (int i = 0; i < 10; i++) {
        mul_atav(u, v, tmp);
        mul_atav(v, u, tmp);
    }
    double vbv = 0, vv = 0;
    for (int i = 0; i < N; i++) {
        vbv += u[i] * v[i];
        vv += v[i] * v[i];
    }
    char buf[64];
    snprintf(buf, sizeof buf, "%.9f", sqrt(vbv / vv));
    printf("spectral-norm(%d): %s\n", N, buf);
    free(u);
    free(v);
    free(tmp);
    int ok = strcmp(buf, "1.274224153") == 0;
    printf("%s\n", ok ? "ok" : "FAIL: unexpected norm");
    return ok ? 0 : 1;
}
