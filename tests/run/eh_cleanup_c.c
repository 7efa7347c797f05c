/* Regenerate the IR with: clang-19 -fexceptions -S -emit-llvm -O{0,2} eh_cleanup_c.c -o eh_cleanup_c.O{0,2}.ll
   (and -O2 -g for .O2g.ll), in tests/run.
   Exception handling from C (-fexceptions): cleanup attributes become invokes with
   cleanup landing pads, run by a forced unwind (_Unwind_ForcedUnwind, personality
   __gcc_personality_v0) through every frame, each pad ending in _Unwind_Resume. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unwind.h>

static void cleanup_fn(int *p) { printf("cleanup %d\n", *p); }

static _Unwind_Reason_Code stop(int version, _Unwind_Action actions, _Unwind_Exception_Class cls,
                                struct _Unwind_Exception *ex, struct _Unwind_Context *ctx, void *arg) {
  (void)version; (void)cls; (void)ex; (void)ctx; (void)arg;
  if (actions & _UA_END_OF_STACK) { printf("end of stack\n"); fflush(stdout); exit(0); }
  return _URC_NO_REASON;
}

static struct _Unwind_Exception ex;
__attribute__((noinline)) void thrower(void) {
  memset(&ex, 0, sizeof ex);
  ex.exception_class = 0x1234;
  _Unwind_ForcedUnwind(&ex, stop, 0);
}

__attribute__((noinline)) void level(int n) {
  int v __attribute__((cleanup(cleanup_fn))) = n * 10;
  int w __attribute__((cleanup(cleanup_fn))) = n + 1;
  if (n == 0) thrower(); else level(n - 1);
  printf("not reached %d\n", v);
}

int main(void) { setvbuf(stdout, 0, _IONBF, 0); level(3); return 1; }
