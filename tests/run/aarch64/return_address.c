/* __builtin_return_address and __builtin_frame_address (llvm.returnaddress,
   llvm.frameaddress) at depths 0 to 2, from leaf functions that keep no frame record of
   their own unless these builtins ask for one: each answer is checked against what the
   caller knows (its own code range, its own frame address, its local variables). */
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static void *ra0(void) { return __builtin_return_address(0); }
__attribute__((noinline)) static void *fa0(void) { return __builtin_frame_address(0); }
__attribute__((noinline)) static void *fa1(void) { return __builtin_frame_address(1); }
__attribute__((noinline)) static void *ra1(void) { return __builtin_return_address(1); }
__attribute__((noinline)) static void *via(int depth) {
  void *r = depth ? ra1() : ra0();
  __asm__ volatile("" ::: "memory"); /* keep the call a call, not a tail call */
  return r;
}
__attribute__((noinline)) static void *fa2_inner(void) { return __builtin_frame_address(2); }
__attribute__((noinline)) static void *fa2_mid(void) {
  void *r = fa2_inner();
  __asm__ volatile("" ::: "memory");
  return r;
}

int main(void) {
  char local = 0;
  uintptr_t start = (uintptr_t)&main, here = (uintptr_t)ra0();
  printf("ra0 inside main: %d\n", here > start && here < start + 4096);
  uintptr_t v0 = (uintptr_t)via(0), v1 = (uintptr_t)via(1);
  printf("ra0 via another: %d\n", v0 > (uintptr_t)&via && v0 < (uintptr_t)&via + 4096);
#ifdef __clang__
  printf("ra1 is main's: %d\n", v1 > start && v1 < start + 4096);
#else /* gcc answers 0 at any depth above 0 on AArch64 (regen.sh's gcc build) */
  printf("ra1 is main's: %d\n", v1 == 0);
#endif
  uintptr_t mine = (uintptr_t)__builtin_frame_address(0);
  printf("fa0 below main's frame: %d\n", (uintptr_t)fa0() < mine && (uintptr_t)fa0() != 0);
  printf("fa0 below main's locals: %d\n", (uintptr_t)fa0() < (uintptr_t)&local);
  printf("fa1 is main's frame: %d\n", (uintptr_t)fa1() == mine);
  printf("fa2 is main's frame: %d\n", (uintptr_t)fa2_mid() == mine);
  printf("main's return address: %d\n", __builtin_return_address(0) != 0);
  return local;
}
