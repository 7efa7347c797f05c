/* The gcc side of varargs.c: the functions of varargs.h as g_*, calling clang's r_*. */
#define FN(n) r_##n
#define PROTO_ONLY
#include "varargs.h"
#undef PROTO_ONLY
#undef FN
#define FN(n) g_##n
#define OTHER(n) r_##n
#include "varargs.h"
