/* The gcc side of x87_complex.c: complex long double in both directions. */
#include <complex.h>
long double complex cld(long double complex a, long double b);
long double complex gcc_cmul(long double complex a, long double complex b) { return a * b; }
long double complex gcc_calls_back(long double x) { return cld(x + 1.0L * I, 2.0L); }
