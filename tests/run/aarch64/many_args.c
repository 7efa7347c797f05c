/* Many arguments under AAPCS64: functions of 17 to 26 arguments of mixed classes (char,
   short, int, long, bool, float, double, pointers, structs) so that the callee reads
   stack arguments, small integer types on the stack, narrow results extended by the
   caller, and tail calls with stack arguments (mutually recursive, and to the other
   compiler's code with a by-reference struct). The functions are in many_args.h, compiled
   here (r_*) and by gcc in many_args.gcc.c (g_*); every call pattern runs in the four
   directions. Regenerate with tests/run/aarch64/regen.sh. */
#define FN(n) g_##n
#define PROTO_ONLY
#include "many_args.h"
#undef PROTO_ONLY
#undef FN
#define FN(n) r_##n
#define OTHER(n) g_##n
#include "many_args.h"
int data_[4] = {100, 200, 300, 400};

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
