/* Shared by varargs.c (clang) and varargs.gcc.c (gcc); see hfa.h for the scheme. */
#ifndef VARARGS_TYPES
#define VARARGS_TYPES
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
struct S3 { char a[3]; };
struct S16 { long a, b; };
struct MixDL { double d; long l; };
struct Big { long v[5]; };
struct D3 { double a, b, c; };   /* HFA */
struct F2 { float a, b; };       /* HFA */
struct LD2 { long double a, b; }; /* HFA of two fp128 */
typedef unsigned long u64;
static u64 mixh(u64 h, u64 v) { return h * 1000003u ^ v; }
#define DX(d) ((u64)(long)((d) * 16)) /* the values are multiples of 1/16 */
#endif

#ifdef PROTO_ONLY
#define BODY(...) ;
#else
#define BODY(...) __VA_ARGS__
#endif

/* Reads the arguments described by fmt from ap: i int, c char (promoted), l long,
   d double, f float (promoted), L long double, q __int128, s struct S3, p struct S16,
   m struct MixDL, b struct Big, h struct D3, g struct F2, e struct LD2. */
u64 FN(vlist)(const char *fmt, va_list ap) BODY({
  u64 h = 5;
  for (const char *f = fmt; *f; f++) {
    switch (*f) {
    case 'i': h = mixh(h, (u64)(long)va_arg(ap, int)); break;
    case 'c': h = mixh(h, (u64)(signed char)va_arg(ap, int)); break;
    case 'l': h = mixh(h, (u64)va_arg(ap, long)); break;
    case 'd': h = mixh(h, DX(va_arg(ap, double))); break;
    case 'f': h = mixh(h, DX(va_arg(ap, double)) + 1); break;
    case 'L': h = mixh(h, DX(va_arg(ap, long double)) + 2); break;
    case 'q': { __int128 q = va_arg(ap, __int128); h = mixh(mixh(h, (u64)q), (u64)(q >> 64)); break; }
    case 's': { struct S3 s = va_arg(ap, struct S3); h = mixh(h, s.a[0] + 3 * s.a[1] + 9 * s.a[2]); break; }
    case 'p': { struct S16 s = va_arg(ap, struct S16); h = mixh(mixh(h, s.a), s.b); break; }
    case 'm': { struct MixDL s = va_arg(ap, struct MixDL); h = mixh(mixh(h, DX(s.d)), s.l); break; }
    case 'b': { struct Big s = va_arg(ap, struct Big); for (int i = 0; i < 5; i++) h = mixh(h, s.v[i]); break; }
    case 'h': { struct D3 s = va_arg(ap, struct D3); h = mixh(mixh(mixh(h, DX(s.a)), DX(s.b)), DX(s.c)); break; }
    case 'g': { struct F2 s = va_arg(ap, struct F2); h = mixh(mixh(h, DX(s.a)), DX(s.b)); break; }
    case 'e': { struct LD2 s = va_arg(ap, struct LD2); h = mixh(mixh(h, DX(s.a)), DX(s.b)); break; }
    default: printf("bad format %c\n", *f); return 0;
    }
  }
  return h;
})

/* Reads its arguments twice: directly and through a va_copy. */
u64 FN(vfmt)(const char *fmt, ...) BODY({
  va_list ap, aq;
  va_start(ap, fmt);
  va_copy(aq, ap);
  u64 a = FN(vlist)(fmt, ap);
  u64 b = FN(vlist)(fmt, aq);
  va_end(aq);
  va_end(ap);
  if (a != b) printf("va_copy differs: %lx %lx\n", a, b);
  return a;
})

/* Named arguments of every class before the variadic part. */
u64 FN(vnamed)(int n, double x, long double y, struct F2 g, ...) BODY({
  va_list ap;
  va_start(ap, g);
  u64 h = mixh(mixh(mixh(mixh(n, DX(x)), DX(y)), DX(g.a)), DX(g.b));
  for (int i = 0; i < n; i++) h = mixh(h, DX(va_arg(ap, double)) + (u64)va_arg(ap, long));
  va_end(ap);
  return h;
})

int FN(fmt)(char *buf, size_t size, const char *f, ...) BODY({
  va_list ap;
  va_start(ap, f);
  int n = vsnprintf(buf, size, f, ap);
  va_end(ap);
  return n;
})

void FN(say)(const char *f, ...) BODY({
  va_list ap;
  va_start(ap, f);
  printf("  say: ");
  vprintf(f, ap);
  va_end(ap);
})

#ifdef PROTO_ONLY
u64 FN(drive_self)(void);
u64 FN(drive_other)(void);
#else
#define CALL(n) FN(n)
u64 FN(drive_self)(void)
#include "varargs_drive.h"
#undef CALL
#define CALL(n) OTHER(n)
u64 FN(drive_other)(void)
#include "varargs_drive.h"
#undef CALL
#endif
#undef BODY
