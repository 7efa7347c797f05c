/* AAPCS64 variadic functions: va_arg of int, char (promoted), long, double, float
   (promoted), long double (fp128), __int128, small and large structs, HFAs (including an
   HFA of long doubles); more than 8 GPR and 8 FPR arguments so that va_arg moves on to
   the stack area; named arguments of every class first; va_copy; a va_list passed on to
   vsnprintf and vprintf; a variadic function called through a pointer. The functions are
   in varargs.h, compiled here (r_*) and by gcc in varargs.gcc.c (g_*); every call pattern
   runs in the four directions. Regenerate with tests/run/aarch64/regen.sh. */
#define FN(n) g_##n
#define PROTO_ONLY
#include "varargs.h"
#undef PROTO_ONLY
#undef FN
#define FN(n) r_##n
#define OTHER(n) g_##n
#include "varargs.h"

int main(void) {
  u64 r[4];
  printf("clang -> clang\n");
  r[0] = r_drive_self();
  printf("clang -> gcc\n");
  r[1] = r_drive_other();
  printf("gcc -> clang\n");
  r[2] = g_drive_other();
  printf("gcc -> gcc\n");
  r[3] = g_drive_self();
  int ok = r[0] == r[1] && r[1] == r[2] && r[2] == r[3];
  printf("checksum %016lx %s\n", (unsigned long)r[0], ok ? "agree" : "DIFFER");
  return !ok;
}
