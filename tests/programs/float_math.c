/* Float and double arithmetic with libm. FP contraction is disabled so results
   are identical on targets with and without fused multiply-add. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <math.h>
#include <float.h>

static double horner(const double *c, int n, double x) {
    double r = 0;
    for (int i = n - 1; i >= 0; i--) r = r * x + c[i];
    return r;
}

static float fsum(const float *v, int n) {
    float s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

static double newton_sqrt(double a) {
    double x = a;
    for (int i = 0; i < 30; i++) x = 0.5 * (x + a / x);
    return x;
}

static double kahan(int n) {
    double sum = 0, c = 0;
    for (int i = 1; i <= n; i++) {
        double y = 1.0 / i - c;
        double t = sum + y;
        c = (t - sum) - y;
        sum = t;
    }
    return sum;
}

int main(void) {
    double c[] = { 1, -2.5, 0.75, 3, -0.125 };
    for (int i = -2; i <= 2; i++) printf("horner(%d) = %.10f\n", i, horner(c, 5, i * 0.5));
    float fv[100];
    for (int i = 0; i < 100; i++) fv[i] = 1.0f / (float)(i + 1);
    printf("fsum = %.6f\n", (double)fsum(fv, 100));
    printf("sqrt(2) = %.15f newton = %.15f\n", sqrt(2.0), newton_sqrt(2.0));
    printf("sqrtf(3) = %.6f\n", (double)sqrtf(3.0f));
    printf("fabs = %.3f %.3f floor = %.1f ceil = %.1f trunc = %.1f round = %.1f\n", fabs(-2.5),
           (double)fabsf(-1.5f), floor(-2.5), ceil(-2.5), trunc(-2.7), round(2.5));
    printf("fmin/fmax = %.2f %.2f copysign = %.2f\n", fmin(1.5, -3.0), fmax(1.5, -3.0), copysign(2.0, -0.0));
    printf("fmod = %.6f remainder = %.6f\n", fmod(10.5, 3.0), remainder(10.5, 3.0));
    printf("exp(1) = %.12f log(10) = %.12f pow(2,0.5) = %.12f\n", exp(1.0), log(10.0), pow(2.0, 0.5));
    printf("sin(1) = %.12f cos(1) = %.12f atan2 = %.12f\n", sin(1.0), cos(1.0), atan2(1.0, -1.0));
    printf("harmonic(1000) = %.12f\n", kahan(1000));
    double inf = HUGE_VAL, nan_v = inf - inf;
    printf("inf > max: %d, nan != nan: %d, isnan: %d, isinf: %d\n", inf > DBL_MAX, nan_v != nan_v,
           isnan(nan_v) != 0, isinf(-inf) != 0);
    printf("signbit(-0.0) = %d, 0.0 == -0.0: %d\n", signbit(-0.0) != 0, 0.0 == -0.0);
    printf("FLT_EPSILON = %.12f DBL_EPSILON*1e16 = %.6f\n", (double)FLT_EPSILON, DBL_EPSILON * 1e16);
    float a = 16777216.0f;
    printf("float rounding: %.1f %.1f\n", (double)(a + 1.0f), (double)(a + 2.0f));
    double d = 0.1 + 0.2;
    printf("0.1+0.2 == 0.3: %d (%.17g)\n", d == 0.3, d);
    double dm = 1.0;
    for (int i = 0; i < 1074; i++) dm /= 2;
    printf("denormal min > 0: %d, halved is zero: %d\n", dm > 0, dm / 2 == 0);
    float comparisons = 0;
    for (int i = 0; i < 50; i++) {
        float x = (float)i * 0.37f - 9.0f;
        if (x < 0.0f) comparisons -= x; else if (x >= 3.0f) comparisons += x * 2.0f; else comparisons += 1.0f;
    }
    printf("comparisons = %.4f\n", (double)comparisons);
    return 0;
}
