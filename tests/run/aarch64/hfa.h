/* Shared by hfa.c (compiled by clang, run through rllc) and hfa.gcc.c (compiled by gcc).
   Each side includes this header twice: first with FN(n) = the other side's prefix and
   PROTO_ONLY (prototypes), then with FN(n) = its own prefix and OTHER(n) = the other's
   (definitions, and two drivers: FN(drive_self) calls this side's functions,
   FN(drive_other) the other side's; hfa_drive.h is their common body).
   Values are small dyadic fractions so every sum is exact (fused or not). */
#ifndef HFA_TYPES
#define HFA_TYPES
#include <stdio.h>
struct F1 { float a; };
struct F2 { float a, b; };
struct F3 { float a, b, c; };
struct F4 { float a, b, c, d; };
struct D1 { double a; };
struct D2 { double a, b; };
struct D3 { double a, b, c; };
struct D4 { double a, b, c, d; };
struct H2 { __fp16 a, b; };                   /* HFA of 2 halves: h0, h1 */
struct H4 { _Float16 a, b, c, d; };           /* HFA of 4 halves */
struct N3 { struct F2 p; float c; };          /* nested: HFA of 3 floats */
struct ND { struct { double x; } a; struct D1 b[2]; }; /* nested + array: 3 doubles */
struct AF { float v[4]; };                    /* array member: HFA of 4 floats */
struct AD2 { double v[2]; };                  /* array member: HFA of 2 doubles */
struct NotH { float f; double d; };           /* mixed: not an HFA, 16 bytes: x0, x1 */
struct F5 { float v[5]; };                    /* 5 members: not an HFA, by reference */
struct LD1 { long double q; };                /* HFA of one fp128: q0 */
#endif

#ifdef PROTO_ONLY
#define BODY(...) ;
#else
#define BODY(...) __VA_ARGS__
#endif

double FN(f1234)(struct F1 a, struct F2 b, struct F3 c, struct F4 d) BODY({
  /* s0 | s1 s2 | s3 s4 s5 | F4 does not fit in s6, s7: on the stack whole */
  return a.a + 2 * b.a + 3 * b.b + 4 * c.a + 5 * c.b + 6 * c.c + 7 * d.a + 8 * d.b + 9 * d.c + 10 * d.d;
})

double FN(dmix)(int i, struct D2 a, long l, struct D3 b, double x, struct D4 c, double y, struct D1 z) BODY({
  /* d0 d1 | d2 d3 d4 | d5 | D4 to the stack and NSRN = 8 | y, z on the stack too */
  return i + 2 * a.a + 3 * a.b + 4 * l + 5 * b.a + 6 * b.b + 7 * b.c + 8 * x + 9 * c.a + 10 * c.b +
         11 * c.c + 12 * c.d + 13 * y + 14 * z.a;
})

double FN(nine)(double a, double b, double c, double d, double e, double f, double g, double h,
                double i, float j, struct F2 k, int n, struct D1 m) BODY({
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j + 11 * k.a +
         12 * k.b + 13 * n + 14 * m.a;
})

double FN(many_d2)(struct D2 a, struct D2 b, struct D2 c, struct D2 d, struct D2 e, struct D2 f, int n) BODY({
  return a.a + 2 * a.b + 3 * b.a + 4 * b.b + 5 * c.a + 6 * c.b + 7 * d.a + 8 * d.b + 9 * e.a +
         10 * e.b + 11 * f.a + 12 * f.b + 13 * n;
})

float FN(inter)(int a, struct F3 b, long c, struct F2 d, char e, struct AF f, short g, struct F1 h) BODY({
  return a + 2 * b.a + 3 * b.b + 4 * b.c + 5 * c + 6 * d.a + 7 * d.b + 8 * e + 9 * f.v[0] +
         10 * f.v[1] + 11 * f.v[2] + 12 * f.v[3] + 13 * g + 14 * h.a;
})

double FN(nested)(struct N3 a, struct ND b, struct AD2 c, struct LD1 q) BODY({
  /* s0-s2 | d3-d5 | d6 d7 | q on the stack (no v register left) */
  return a.p.a + 2 * a.p.b + 3 * a.c + 4 * b.a.x + 5 * b.b[0].a + 6 * b.b[1].a + 7 * c.v[0] +
         8 * c.v[1] + 9 * (double)q.q;
})

double FN(halves)(struct H2 a, struct H4 b, _Float16 c, float d, struct H2 e) BODY({
  return (float)a.a + 2 * (float)a.b + 3 * (float)b.a + 4 * (float)b.b + 5 * (float)b.c +
         6 * (float)b.d + 7 * (float)c + 8 * d + 9 * (float)e.a + 10 * (float)e.b;
})

double FN(not_hfa)(struct NotH a, double x, struct F5 b, struct NotH c, int n) BODY({
  /* a: x0 x1 | x: d0 | b: pointer in x2 | c: x3 x4 | n: w5 */
  return a.f + 2 * a.d + 3 * x + 4 * b.v[0] + 5 * b.v[1] + 6 * b.v[2] + 7 * b.v[3] + 8 * b.v[4] +
         9 * c.f + 10 * c.d + 11 * n;
})

struct F1 FN(ret_f1)(float x) BODY({ struct F1 r = {x * 2}; return r; })
struct F2 FN(ret_f2)(struct F2 a) BODY({ struct F2 r = {a.b + 1, a.a - 1}; return r; })
struct F3 FN(ret_f3)(int k, struct F3 a) BODY({ struct F3 r = {a.c * k, a.b * k, a.a * k}; return r; })
struct F4 FN(ret_f4)(float s, struct F4 a) BODY({ struct F4 r = {a.a + s, a.b + s, a.c + s, a.d + s}; return r; })
struct D1 FN(ret_d1)(struct D1 a) BODY({ struct D1 r = {-a.a}; return r; })
struct D2 FN(ret_d2)(double a, double b) BODY({ struct D2 r = {a + b, a - b}; return r; })
struct D3 FN(ret_d3)(struct D3 a, double k) BODY({ struct D3 r = {a.a * k, a.b * k, a.c * k}; return r; })
struct D4 FN(ret_d4)(struct D4 a, struct D4 b, struct D4 c) BODY({
  /* a: d0-d3, b: d4-d7, c: on the stack */
  struct D4 r = {a.a + b.a + c.a, a.b + b.b + c.b, a.c + b.c + c.c, a.d + b.d + c.d};
  return r;
})
struct N3 FN(ret_n3)(struct N3 a) BODY({ struct N3 r = {{a.c, a.p.b}, a.p.a}; return r; })
struct ND FN(ret_nd)(double x) BODY({ struct ND r; r.a.x = x; r.b[0].a = x / 2; r.b[1].a = x / 4; return r; })
struct AF FN(ret_af)(struct AF a) BODY({ struct AF r; for (int i = 0; i < 4; i++) r.v[i] = a.v[3 - i] * 2; return r; })
struct H4 FN(ret_h4)(struct H4 a, struct H2 b) BODY({
  struct H4 r = {a.d + (_Float16)b.a, a.c + (_Float16)b.b, a.b, a.a}; return r;
})
struct NotH FN(ret_noth)(struct NotH a) BODY({ struct NotH r = {(float)a.d, a.f + 0.5}; return r; })
struct F5 FN(ret_f5)(struct F5 a) BODY({ struct F5 r; for (int i = 0; i < 5; i++) r.v[i] = a.v[i] + i; return r; })
struct LD1 FN(ret_ld1)(struct LD1 a, long double b) BODY({ struct LD1 r = {a.q * b}; return r; })

#ifdef PROTO_ONLY
double FN(drive_self)(void);
double FN(drive_other)(void);
#else
#define CALL(n) FN(n)
double FN(drive_self)(void)
#include "hfa_drive.h"
#undef CALL
#define CALL(n) OTHER(n)
double FN(drive_other)(void)
#include "hfa_drive.h"
#undef CALL
#endif
#undef BODY
