/* The gcc side of structs.c: the functions of structs.h as g_*, calling clang's r_*. */
#define FN(n) r_##n
#define PROTO_ONLY
#include "structs.h"
#undef PROTO_ONLY
#undef FN
#define FN(n) g_##n
#define OTHER(n) r_##n
#include "structs.h"
