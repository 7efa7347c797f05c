/* No system headers: float/double arithmetic and comparisons, __builtin math that does not
   need libm (fabs, floor, ceil, copysign, sqrt via builtin), NaN/inf handling, series. */
#pragma STDC FP_CONTRACT OFF
int printf(const char *, ...);

static double my_sqrt(double x) {
    if (x <= 0) return 0;
    double r = x > 1 ? x : 1;
    for (int i = 0; i < 60; i++) r = 0.5 * (r + x / r);
    return r;
}
static double my_exp(double x) {
    double term = 1, s = 1;
    for (int i = 1; i < 40; i++) { term *= x / i; s += term; }
    return s;
}
static double my_sin(double x) {
    double term = x, s = x;
    for (int i = 1; i < 20; i++) { term *= -x * x / ((2 * i) * (2 * i + 1)); s += term; }
    return s;
}
static float lerpf(float a, float b, float t) { return a + (b - a) * t; }

int main(void) {
    printf("sqrt(2) = %.12f sqrt(1e6) = %.6f\n", my_sqrt(2.0), my_sqrt(1e6));
    printf("exp(1) = %.12f exp(-2) = %.12f\n", my_exp(1.0), my_exp(-2.0));
    printf("sin(0.5) = %.12f sin(3) = %.12f\n", my_sin(0.5), my_sin(3.0));
    printf("fabs %.2f floor %.2f ceil %.2f trunc %.2f copysign %.2f\n", __builtin_fabs(-3.25),
           __builtin_floor(-3.25), __builtin_ceil(-3.25), __builtin_trunc(-3.75), __builtin_copysign(5.0, -1.0));
    printf("floorf %.2f fabsf %.2f fmax %.2f fmin %.2f\n", (double)__builtin_floorf(2.75f), (double)__builtin_fabsf(-0.5f),
           __builtin_fmax(1.0, 2.0), __builtin_fmin(-1.0, -2.0));
    double inf = __builtin_inf(), nan_v = __builtin_nan("");
    printf("inf %d %d nan %d %d %d\n", inf > 1e308, -inf < -1e308, nan_v == nan_v, nan_v < 0, __builtin_isnan(nan_v));
    printf("isinf %d isfinite %d signbit %d\n", __builtin_isinf(inf), __builtin_isfinite(1.0), __builtin_signbit(-0.0));
    float f = 0;
    for (int i = 0; i < 1000; i++) f += 0.1f;
    printf("float sum = %.4f\n", (double)f);
    double d = 0;
    for (int i = 1; i <= 1000; i++) d += 1.0 / ((double)i * i);
    printf("basel = %.12f\n", d);
    printf("lerp = %.4f %.4f\n", (double)lerpf(1, 3, 0.25f), (double)lerpf(-2, 2, 0.75f));
    float fv[8] = { 3.5f, -1.25f, 8.0f, 0.0f, -7.5f, 2.25f, 100.0f, -0.125f };
    float mn = fv[0], mx = fv[0];
    for (int i = 1; i < 8; i++) { if (fv[i] < mn) mn = fv[i]; if (fv[i] > mx) mx = fv[i]; }
    printf("min %.3f max %.3f\n", (double)mn, (double)mx);
    double x = 1.0;
    int halvings = 0;
    while (x / 2 > 0) { x /= 2; halvings++; }
    printf("halvings to zero = %d\n", halvings);
    printf("int conv %d %d %u %lld\n", (int)-2.9, (int)2.9, (unsigned)3.99e9, (long long)-1e18);
    printf("float/double %.10f %.10f\n", (double)(1.0f / 3.0f), 1.0 / 3.0);
    return 0;
}
