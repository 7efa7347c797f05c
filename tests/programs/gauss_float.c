/* Double-precision numerics: Gaussian elimination with partial pivoting, Simpson integration,
   numerical derivative. FP contraction is disabled for bit-identical results on FMA targets. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <math.h>

#define N 6

static int solve(double a[N][N + 1], double x[N]) {
    for (int c = 0; c < N; c++) {
        int p = c;
        for (int r = c + 1; r < N; r++) if (fabs(a[r][c]) > fabs(a[p][c])) p = r;
        if (fabs(a[p][c]) < 1e-12) return 0;
        if (p != c) for (int k = 0; k <= N; k++) { double t = a[c][k]; a[c][k] = a[p][k]; a[p][k] = t; }
        for (int r = c + 1; r < N; r++) {
            double f = a[r][c] / a[c][c];
            for (int k = c; k <= N; k++) a[r][k] -= f * a[c][k];
        }
    }
    for (int r = N - 1; r >= 0; r--) {
        double s = a[r][N];
        for (int k = r + 1; k < N; k++) s -= a[r][k] * x[k];
        x[r] = s / a[r][r];
    }
    return 1;
}

static double f1(double x) { return x * x * x - 2 * x + 1; }
static double f2(double x) { return 1.0 / (1.0 + x * x); }

static double simpson(double (*f)(double), double a, double b, int n) {
    double h = (b - a) / n, s = f(a) + f(b);
    for (int i = 1; i < n; i++) s += f(a + i * h) * (i % 2 ? 4 : 2);
    return s * h / 3;
}

int main(void) {
    double a[N][N + 1], x[N];
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) a[i][j] = 1.0 / (i + j + 1) + (i == j ? 1.0 : 0.0);
        a[i][N] = i + 1;
    }
    if (!solve(a, x)) { printf("singular\n"); return 1; }
    for (int i = 0; i < N; i++) printf("x[%d] = %.10f\n", i, x[i]);
    printf("simpson x^3-2x+1 on [0,2] = %.10f\n", simpson(f1, 0, 2, 100));
    printf("simpson 4/(1+x^2) = %.10f\n", 4 * simpson(f2, 0, 1, 1000));
    double h = 1e-5, p = 1.3;
    printf("derivative of f1 at 1.3 = %.6f\n", (f1(p + h) - f1(p - h)) / (2 * h));
    double r = 1.0;
    for (int i = 0; i < 50; i++) r = r - f1(r + 0.5) / (3 * (r + 0.5) * (r + 0.5) - 2);
    printf("newton root = %.10f\n", r + 0.5);
    float fx = 1.0f;
    for (int i = 0; i < 20; i++) fx = fx * 1.1f - 0.05f;
    printf("float iter = %.5f\n", (double)fx);
    return 0;
}
