/* AAPCS64 composites by value: 1..16 bytes in x registers (odd sizes, packed, bit-fields,
   unions), alignment 16 on an even register pair, mixed int/float members (not HFAs: x
   registers), > 16 bytes by reference to a caller copy, results in x0/x1 or through x8
   (sret), and composites that no longer fit going to the stack whole. The functions are
   in structs.h, compiled here (r_*) and by gcc in structs.gcc.c (g_*); every call pattern
   runs in the four directions. Regenerate with tests/run/aarch64/regen.sh. */
#define FN(n) g_##n
#define PROTO_ONLY
#include "structs.h"
#undef PROTO_ONLY
#undef FN
#define FN(n) r_##n
#define OTHER(n) g_##n
#include "structs.h"

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
