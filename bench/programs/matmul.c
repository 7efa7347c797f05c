/* matmul: C = A * B for N x N double matrices filled from a linear congruential
 * generator, in i-k-j order (unit stride inner loop, vectorizable), then C^T C's trace
 * and a few sums as the checksum. Floating-point loads, multiply-adds, stores, loop
 * nests with pointer arithmetic. Each element of C is a fixed-order sum, so the result
 * is exact-reproducible; checked against the expected values. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 1500

static uint32_t seed = 12345;
static double next(void) {
    seed = seed * 1103515245u + 12345u;
    return (double)((seed >> 8) & 0xffff) / 65536.0 - 0.5;
}

int main(void) {
    double *a = malloc(sizeof(double) * N * N), *b = malloc(sizeof(double) * N * N),
           *c = malloc(sizeof(double) * N * N);
    if (!a || !b || !c)
        return 2;
    for (int i = 0; i < N * N; i++)
        a[i] = next();
    for (int i = 0; i < N * N; i++)
        b[i] = next();
    for (int i = 0; i < N * N; i++)
        c[i] = 0;
    for (int i = 0; i < N; i++) {
        double *ci = c + (size_t)i * N;
        for (int k = 0; k < N; k++) {
            double aik = a[(size_t)i * N + k];
            const double *bk = b + (size_t)k * N;
            for (int j = 0; j < N; j++)
                ci[j] += aik * bk[j];
        }
    }
    double sum = 0, diag = 0, frob = 0;
    for (int i = 0; i < N; i++) {
        diag += c[(size_t)i * N + i];
        for (int j = 0; j < N; j++) {
            double v = c[(size_t)i * N + j];
            sum += v;
            frob += v * v;
        }
    }
    char buf[128];
    snprintf(buf, sizeof buf, "sum %.6f trace %.6f frobenius^2 %.6f", sum, diag, frob);
    printf("matmul(%d): %s\n", N, buf);
    free(a);
    free(b);
    free(c);
    int ok = strcmp(buf, "sum 1451.637408 trace 95.725071 frobenius^2 23405726.993265") == 0;
    printf("%s\n", ok ? "ok" : "FAIL: unexpected result");
    return ok ? 0 : 1;
}
