/* Atomics from threads on RISC-V: 8-, 16-, 32- and 64-bit read-modify-writes (AMOs and
   masked LR/SC loops), compare-exchange loops, min/max, and fences, checked by totals. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

static _Atomic unsigned char c8;
static _Atomic short s16;
static _Atomic int i32;
static _Atomic long i64;
static _Atomic int mx = -1000, mn = 1000;
static _Atomic long cas_total;
static _Atomic unsigned short cas16;

static void *work(void *arg) {
  long id = (long)arg;
  for (int k = 0; k < 2000; k++) {
    atomic_fetch_add(&c8, 1);
    atomic_fetch_sub_explicit(&s16, 2, memory_order_relaxed);
    atomic_fetch_add_explicit(&i32, 3, memory_order_acq_rel);
    atomic_fetch_xor(&i64, (long)k << 20);
    atomic_fetch_add(&i64, 1);
    int v = (int)(id * 1000 + k % 97) - 500;
    int cur = atomic_load(&mx);
    while (v > cur && !atomic_compare_exchange_weak(&mx, &cur, v)) {
    }
    cur = atomic_load(&mn);
    while (v < cur && !atomic_compare_exchange_strong(&mn, &cur, v)) {
    }
    long old = atomic_load_explicit(&cas_total, memory_order_relaxed);
    while (!atomic_compare_exchange_weak_explicit(&cas_total, &old, old + k, memory_order_seq_cst,
                                                  memory_order_relaxed)) {
    }
    unsigned short o16 = atomic_load(&cas16);
    while (!atomic_compare_exchange_weak(&cas16, &o16, (unsigned short)(o16 + 7))) {
    }
    atomic_thread_fence(memory_order_seq_cst);
  }
  return 0;
}

int main(void) {
  pthread_t t[4];
  for (long i = 0; i < 4; i++) pthread_create(&t[i], 0, work, (void *)i);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  printf("c8 %u s16 %d i32 %d\n", (unsigned)c8, (int)s16, (int)i32);
  printf("i64 %lx\n", (long)i64);
  printf("mx %d mn %d\n", (int)mx, (int)mn);
  printf("cas %ld cas16 %u\n", (long)cas_total, (unsigned)cas16);
  unsigned char old8 = atomic_exchange(&c8, 200);
  short olds = atomic_fetch_or(&s16, 0x100);
  printf("xchg %u %d %d\n", (unsigned)old8, (int)olds, (int)atomic_load(&s16));
  return 0;
}
