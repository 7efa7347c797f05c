/* The gcc side of many_args.c: the functions of many_args.h as g_*, calling clang's r_*. */
#define FN(n) r_##n
#define PROTO_ONLY
#include "many_args.h"
#undef PROTO_ONLY
#undef FN
#define FN(n) g_##n
#define OTHER(n) r_##n
#include "many_args.h"
