/* Shared by structs.c (clang) and structs.gcc.c (gcc); see hfa.h for the scheme:
   included first with PROTO_ONLY and the other side's FN prefix, then with this side's. */
#ifndef STRUCTS_TYPES
#define STRUCTS_TYPES
#include <stdio.h>
#include <string.h>
struct S1 { char a; };
struct S2 { short a; };
struct S3 { char a[3]; };
struct S5 { char a[5]; };
struct S6 { short a[3]; };
struct S7 { char a; short b; char c[3]; };   /* 8 bytes with padding */
struct S8 { int a, b; };
struct S9 { char a[9]; };                    /* 9 bytes: two x registers */
struct S12 { int a[3]; };
struct S15 { char a[15]; };
struct S16 { long a, b; };
struct I128S { __int128 v; };                /* alignment 16: an even register pair */
struct A16 { _Alignas(16) long a; long b; }; /* alignment 16 too */
struct MixIF { int i; float f; };            /* not an HFA: one x register */
struct MixDL { double d; long l; };          /* x0, x1 (not v registers) */
struct MixFI3 { float f; int i; float g; };  /* 12 bytes: two x registers */
struct BF { unsigned a : 3, b : 7; int c : 12; };
struct __attribute__((packed)) PK { char c; long l; }; /* 9 bytes, alignment 1 */
union U { double d; long l; char c[12]; };   /* 16 bytes */
struct Big { long v[5]; };                   /* > 16 bytes: by reference to a caller copy */
struct Big24 { int a; double b; char c; };
typedef unsigned long u64;
static u64 mixh(u64 h, u64 v) { return h * 1000003u ^ v; }
static u64 hbytes(const void *p, int n) {
  u64 h = 7; const unsigned char *b = p;
  for (int i = 0; i < n; i++) h = mixh(h, b[i]);
  return h;
}
#define HB(x) hbytes(&(x), sizeof(x))
#endif

#ifdef PROTO_ONLY
#define BODY(...) ;
#else
#define BODY(...) __VA_ARGS__
#endif

u64 FN(small)(struct S1 a, struct S2 b, struct S3 c, struct S5 d, struct S6 e, struct S7 f,
              struct S8 g, struct S9 h) BODY({
  /* x0..x6; S9 needs two registers and only x7 is left: on the stack whole */
  u64 r = 1;
  r = mixh(r, HB(a.a)); r = mixh(r, HB(b.a)); r = mixh(r, HB(c)); r = mixh(r, HB(d));
  r = mixh(r, HB(e)); r = mixh(r, f.a); r = mixh(r, f.b); r = mixh(r, HB(f.c));
  r = mixh(r, HB(g)); r = mixh(r, HB(h));
  return r;
})

u64 FN(align16)(int a, struct I128S b, int c, struct A16 d, long e, struct A16 f, int g) BODY({
  /* a: w0 | b: x2:x3 (x1 skipped) | c: w4 | d: x6:x7 | e, f, g: the stack (f 16-aligned) */
  return mixh(mixh(mixh(mixh(mixh(mixh(mixh(mixh(a, (u64)b.v), (u64)(b.v >> 64)), c), d.a), d.b), e), f.a * 3 + f.b), g);
})

u64 FN(bigs)(struct Big a, int n, struct Big24 b, struct Big c) BODY({
  /* pointers to copies: the callee may write them, the caller's objects stay intact */
  u64 r = n;
  for (int i = 0; i < 5; i++) r = mixh(r, a.v[i] + 2 * c.v[i]);
  r = mixh(mixh(mixh(r, b.a), (u64)(long)(b.b * 4)), b.c);
  a.v[0] = -1; c.v[4] = -1; b.a = -1;
  return mixh(r, a.v[0] + c.v[4]);
})

u64 FN(mixed)(struct MixIF a, struct MixDL b, double x, struct MixFI3 c, float y, struct BF bf,
              struct PK pk, union U u) BODY({
  /* a: x0 | b: x1 x2 | x: d0 | c: x3 x4 | y: s1 | bf: x5 | pk: x6 x7 | u: the stack */
  u64 r = mixh(a.i, (u64)(long)(a.f * 8));
  r = mixh(mixh(r, (u64)(long)(b.d * 8)), b.l);
  r = mixh(r, (u64)(long)(x * 8));
  r = mixh(mixh(mixh(r, (u64)(long)(c.f * 8)), c.i), (u64)(long)(c.g * 8));
  r = mixh(r, (u64)(long)(y * 8));
  r = mixh(mixh(mixh(r, bf.a), bf.b), (u64)(long)bf.c);
  r = mixh(mixh(r, pk.c), pk.l);
  return mixh(mixh(r, u.l), HB(u.c[8]));
})

u64 FN(spill)(struct S16 a, struct S16 b, struct S16 c, struct S16 d, struct S16 e, struct S9 f,
              char g, struct S12 h, struct S15 i) BODY({
  u64 r = mixh(mixh(a.a, a.b), mixh(b.a, b.b));
  r = mixh(mixh(r, mixh(c.a, c.b)), mixh(d.a, d.b));
  r = mixh(mixh(r, mixh(e.a, e.b)), HB(f));
  return mixh(mixh(mixh(r, g), HB(h)), HB(i));
})

u64 FN(partial)(long a, long b, long c, long d, long e, long f, long g, struct S16 h, long i,
                struct S3 j) BODY({
  /* a..g: x0..x6 | h: does not fit in x7 alone: the stack, and NGRN = 8 | i, j: the stack */
  return mixh(mixh(mixh(mixh(mixh(mixh(mixh(mixh(mixh(mixh(a, b), c), d), e), f), g), h.a * 5 + h.b), i), HB(j)), 0);
})

struct S1 FN(ret_s1)(char c) BODY({ struct S1 r = {(char)(c + 1)}; return r; })
struct S3 FN(ret_s3)(struct S3 a) BODY({ struct S3 r = {{a.a[2], a.a[1], a.a[0]}}; return r; })
struct S7 FN(ret_s7)(char a, short b) BODY({ struct S7 r = {a, b, {1, 2, 3}}; return r; })
struct S9 FN(ret_s9)(struct S9 a) BODY({ struct S9 r; for (int i = 0; i < 9; i++) r.a[i] = a.a[8 - i] ^ 0x55; return r; })
struct S12 FN(ret_s12)(int x) BODY({ struct S12 r = {{x, x * 2, x * 3}}; return r; })
struct S16 FN(ret_s16)(struct S16 a) BODY({ struct S16 r = {a.b, a.a}; return r; })
struct MixDL FN(ret_mixdl)(double d, long l) BODY({ struct MixDL r = {d * 2, l - 1}; return r; })
struct MixFI3 FN(ret_mixfi3)(struct MixFI3 a) BODY({ struct MixFI3 r = {a.g, a.i + 1, a.f}; return r; })
struct I128S FN(ret_i128s)(long hi, long lo) BODY({ struct I128S r = {(__int128)((unsigned __int128)(unsigned long)hi << 64 | (unsigned long)lo)}; return r; })
struct PK FN(ret_pk)(struct PK a) BODY({ struct PK r = {(char)(a.c + 1), a.l * 3}; return r; })
union U FN(ret_u)(long l) BODY({ union U r; memset(&r, 0, sizeof r); r.l = l; r.c[8] = 9; return r; })
struct Big FN(ret_big)(long x) BODY({ struct Big r; for (int i = 0; i < 5; i++) r.v[i] = x + i; return r; })
struct Big24 FN(ret_big24)(long a, long b, long c, long d, long e, long f, long g, long h, long i)
  BODY({ struct Big24 r = {(int)(a + b + c + d), (double)(e + f + g + h), (char)i}; return r; })

#ifdef PROTO_ONLY
u64 FN(drive_self)(void);
u64 FN(drive_other)(void);
#else
#define CALL(n) FN(n)
u64 FN(drive_self)(void)
#include "structs_drive.h"
#undef CALL
#define CALL(n) OTHER(n)
u64 FN(drive_other)(void)
#include "structs_drive.h"
#undef CALL
#endif
#undef BODY
