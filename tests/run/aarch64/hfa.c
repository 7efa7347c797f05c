/* AAPCS64 homogeneous floating-point aggregates: HFAs of 1-4 floats, doubles, halves and
   long doubles, nested HFAs and arrays inside structs, passed and returned by value, mixed
   with integer arguments, running out of v registers (an HFA that does not fit goes to the
   stack whole, and later FP arguments follow it there). The functions are in hfa.h,
   compiled here (r_*) and by gcc in hfa.gcc.c (g_*); every call pattern runs in the four
   directions and must give the same results. Regenerate with tests/run/aarch64/regen.sh. */
#define FN(n) g_##n
#define PROTO_ONLY
#include "hfa.h"
#undef PROTO_ONLY
#undef FN
#define FN(n) r_##n
#define OTHER(n) g_##n
#include "hfa.h"

int main(void) {
  double r[4];
  printf("clang -> clang\n");
  r[0] = r_drive_self();
  printf("clang -> gcc\n");
  r[1] = r_drive_other();
  printf("gcc -> clang\n");
  r[2] = g_drive_other();
  printf("gcc -> gcc\n");
  r[3] = g_drive_self();
  int ok = r[0] == r[1] && r[1] == r[2] && r[2] == r[3];
  printf("checksum %.17g %s\n", r[0], ok ? "agree" : "DIFFER");
  return !ok;
}
