/* Shared by many_args.c (clang) and many_args.gcc.c (gcc); see hfa.h for the scheme. */
#ifndef MANY_TYPES
#define MANY_TYPES
#include <stdio.h>
#include <stdbool.h>
struct S12 { int a[3]; };
struct S16 { long a, b; };
struct P2 { short x; char y; };
struct Big { long v[3]; int w; };
struct D2 { double a, b; };
typedef unsigned long u64;
static u64 mixh(u64 h, u64 v) { return h * 1000003u ^ v; }
#define DX(d) ((u64)(long)((d) * 16))
extern int data_[4];
#endif

#ifdef PROTO_ONLY
#define BODY(...) ;
#else
#define BODY(...) __VA_ARGS__
#endif

/* 26 arguments: 8 in x registers, 8 in v registers, the rest on the stack (8-byte slots
   for the small ones, the 12- and 16-byte structs as two slots each). */
u64 FN(m26)(signed char a, short b, int c, long d, float e, double f, int *g, struct S12 h,
            unsigned char i, unsigned short j, bool k, signed char l, float m, double n, long o,
            int p, struct P2 q, double r, float s, char *t, long u, short v, double w, int x,
            struct S16 y, float z) BODY({
  u64 hh = mixh(mixh(mixh(mixh(1, (u64)(long)a), (u64)(long)b), (u64)(long)c), (u64)d);
  hh = mixh(mixh(mixh(hh, DX(e)), DX(f)), (u64)(g - data_) + (u64)*g);
  hh = mixh(mixh(mixh(hh, (u64)(long)h.a[0]), (u64)(long)h.a[1]), (u64)(long)h.a[2]);
  hh = mixh(mixh(mixh(mixh(hh, i), j), k), (u64)(long)l);
  hh = mixh(mixh(mixh(mixh(hh, DX(m)), DX(n)), (u64)o), (u64)(long)p);
  hh = mixh(mixh(mixh(mixh(hh, (u64)(long)q.x), (u64)q.y), DX(r)), DX(s));
  hh = mixh(mixh(mixh(hh, (u64)(long)t[1]), (u64)u), (u64)(long)v);
  hh = mixh(mixh(mixh(mixh(mixh(hh, DX(w)), (u64)(long)x), (u64)y.a), (u64)y.b), DX(z));
  return hh;
})

/* Small integer types on the stack (x registers used up): each in its own 8-byte slot. */
long FN(stack_small)(long a, long b, long c, long d, long e, long f, long g, long h, signed char i,
                     short j, int k, bool l, unsigned char m, signed char n, unsigned short o,
                     unsigned p, short q) BODY({
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j + 11 * k +
         12 * l + 13 * m + 14 * n + 15 * o + 16L * p + 17 * q;
})

/* 20 floating-point arguments: 8 in v registers, 12 on the stack. */
double FN(fp20)(float a, double b, float c, double d, float e, double f, float g, double h,
                float i, double j, float k, double l, float m, double n, float o, double p,
                struct D2 q, float r, double s, float t) BODY({
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j + 11 * k +
         12 * l + 13 * m + 14 * n + 15 * o + 16 * p + 17 * q.a + 18 * q.b + 19 * r + 20 * s +
         21 * t;
})

/* Narrow results: the caller extends them itself. */
signed char FN(ret_sc)(signed char x, int k) BODY({ return (signed char)(x * k); })
unsigned char FN(ret_uc)(unsigned char x, int k) BODY({ return (unsigned char)(x * k); })
short FN(ret_ss)(short x, int k) BODY({ return (short)(x * k); })
unsigned short FN(ret_us)(unsigned short x, int k) BODY({ return (unsigned short)(x * k); })
bool FN(ret_b)(int x) BODY({ return x & 4; })
long FN(widen)(signed char a, unsigned char b, short c, unsigned short d, bool e, int f, unsigned g)
  BODY({ return (long)a * 1 + (long)b * 10 + (long)c * 100 + (long)d * 1000 + e * 10000L + (long)f * 3 + (long)g * 7; })

/* Mutually recursive tail calls with 12 arguments (4 on the stack). */
u64 FN(tail_b)(int n, long a, long b, long c, long d, long e, long f, long g, long h, long i,
               long j, long k);
u64 FN(tail_a)(int n, long a, long b, long c, long d, long e, long f, long g, long h, long i,
               long j, long k) BODY({
  if (n == 0) return mixh(mixh(mixh(mixh(mixh(mixh(mixh(mixh(mixh(mixh(a, b), c), d), e), f), g), h), i), j), k);
  return FN(tail_b)(n - 1, k, a + 1, b, c, d, e, f, g, h, i, j);
})
u64 FN(tail_b)(int n, long a, long b, long c, long d, long e, long f, long g, long h, long i,
               long j, long k) BODY({
  if (n == 0) return mixh(mixh(mixh(mixh(mixh(mixh(mixh(mixh(mixh(mixh(a, b), c), d), e), f), g), h), i), j), k) + 1;
  return FN(tail_a)(n - 1, b, c, d, e, f, g, h, i, j, k, a * 3);
})
/* A tail call to the other side with a by-reference struct among the arguments. */
u64 FN(big_tail)(struct Big a, long b, long c, long d, long e, long f, long g, long h, long i,
                 long j) BODY({
  return mixh(mixh(mixh(mixh(mixh(a.v[0] + a.v[1] + a.v[2] + a.w, b), c + d), e + f), g + h), i * j);
})

u64 FN(fwd_big)(struct Big a, long b) /* a tail call to the other side */
  BODY({ return OTHER(big_tail)(a, b, 1, 2, 3, 4, 5, 6, 7, 8); })

#ifdef PROTO_ONLY
u64 FN(drive_self)(void);
u64 FN(drive_other)(void);
#else
#define CALL(n) FN(n)
u64 FN(drive_self)(void)
#include "many_args_drive.h"
#undef CALL
#define CALL(n) OTHER(n)
u64 FN(drive_other)(void)
#include "many_args_drive.h"
#undef CALL
#endif
#undef BODY
