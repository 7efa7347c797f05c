/* C99 _Complex arithmetic (float and double): multiply/divide, conj, cabs, Mandelbrot. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <complex.h>

static double complex cpow_int(double complex z, int n) {
    double complex r = 1;
    while (n-- > 0) r *= z;
    return r;
}

static int mandel(double complex c, int maxit) {
    double complex z = 0;
    for (int i = 0; i < maxit; i++) {
        z = z * z + c;
        if (creal(z) * creal(z) + cimag(z) * cimag(z) > 4.0) return i;
    }
    return maxit;
}

static float complex fmul(float complex a, float complex b) { return a * b; }

int main(void) {
    double complex a = 3.0 + 4.0 * I, b = 1.0 - 2.0 * I;
    double complex s = a + b, d = a - b, m = a * b, q = a / b;
    printf("sum %.3f%+.3fi diff %.3f%+.3fi\n", creal(s), cimag(s), creal(d), cimag(d));
    printf("mul %.3f%+.3fi div %.3f%+.3fi\n", creal(m), cimag(m), creal(q), cimag(q));
    printf("conj %.1f%+.1fi abs %.3f\n", creal(conj(a)), cimag(conj(a)), cabs(a));
    double complex p = cpow_int(1.0 + 1.0 * I, 8);
    printf("(1+i)^8 = %.1f%+.1fi\n", creal(p), cimag(p));
    float complex fa = 1.5f + 2.0f * I, fb = -0.5f + 4.0f * I;
    float complex fm = fmul(fa, fb);
    printf("float mul %.3f%+.3fi\n", (double)crealf(fm), (double)cimagf(fm));
    float complex fd = fa / fb;
    printf("float div %.4f%+.4fi\n", (double)crealf(fd), (double)cimagf(fd));
    for (int y = 0; y < 12; y++) {
        for (int x = 0; x < 40; x++) {
            double complex c = (-2.2 + x * 0.075) + (-1.2 + y * 0.2) * I;
            int it = mandel(c, 60);
            putchar(" .:-=+*#%@"[it * 9 / 60]);
        }
        putchar('\n');
    }
    long total = 0;
    for (int y = 0; y < 50; y++)
        for (int x = 0; x < 50; x++) total += mandel((-2.0 + x * 0.05) + (-1.25 + y * 0.05) * I, 100);
    printf("mandel total %ld\n", total);
    return 0;
}
