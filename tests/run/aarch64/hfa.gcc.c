/* The gcc side of hfa.c: the functions of hfa.h as g_*, calling clang's r_*. */
#define FN(n) r_##n
#define PROTO_ONLY
#include "hfa.h"
#undef PROTO_ONLY
#undef FN
#define FN(n) g_##n
#define OTHER(n) r_##n
#include "hfa.h"
