/* 128-bit atomics (lock-free on AArch64, inline as llc makes them: exclusive-pair loops
   and __aarch64_cas16_* under outline atomics, never libatomic): load, store, exchange,
   fetch add/sub/and/or/xor/nand/min/max (signed and unsigned), compare-exchange strong
   and weak in every ordering, checked single-threaded and from four threads. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

#ifdef __clang__
#define FETCH_MAX __atomic_fetch_max
#define FETCH_MIN __atomic_fetch_min
#else /* gcc has no __atomic_fetch_max/min: the same as a compare-exchange loop */
#define FETCH_KEEP(p, v, o, op) ({ __typeof__(*(p)) o_ = __atomic_load_n(p, __ATOMIC_RELAXED), v_ = (v); \
    while (!__atomic_compare_exchange_n(p, &o_, o_ op v_ ? o_ : v_, 1, o, __ATOMIC_RELAXED)) {} o_; })
#define FETCH_MAX(p, v, o) FETCH_KEEP(p, v, o, >)
#define FETCH_MIN(p, v, o) FETCH_KEEP(p, v, o, <)
#endif

typedef __int128 i128;
typedef unsigned __int128 u128;

static _Atomic i128 counter;
static _Atomic u128 bits = ~(u128)0;
static _Atomic u128 xbits;
static i128 smax, smin; /* the __atomic builtins take plain objects */
static u128 umax, umin = ~(u128)0;
static _Atomic i128 casv;

static void show(const char *name, u128 v) {
  printf("%s %016llx%016llx\n", name, (unsigned long long)(v >> 64), (unsigned long long)v);
}

static void *worker(void *arg) {
  long id = (long)arg;
  for (int i = 0; i < 2000; i++) {
    atomic_fetch_add(&counter, ((i128)1 << 64) + 3);
    atomic_fetch_sub_explicit(&counter, 1, memory_order_relaxed);
    if (i % 64 == id) atomic_fetch_and(&bits, ~((u128)1 << (i % 128)));
    atomic_fetch_xor_explicit(&xbits, (u128)1 << ((i * 7 + id) % 128), memory_order_acq_rel);
    i128 v = ((i128)(i * 4 + id) << 70) - (id << 3);
    FETCH_MAX(&smax, v, __ATOMIC_SEQ_CST);
    FETCH_MIN(&smin, -v, __ATOMIC_ACQUIRE);
    FETCH_MAX(&umax, (u128)v, __ATOMIC_RELEASE);
    FETCH_MIN(&umin, (u128)v + 5, __ATOMIC_RELAXED);
    i128 old = atomic_load_explicit(&casv, memory_order_relaxed);
    while (!atomic_compare_exchange_weak_explicit(&casv, &old, old + ((i128)1 << 100) + 1,
                                                  memory_order_acq_rel, memory_order_relaxed)) {}
  }
  return 0;
}

int main(void) {
  pthread_t t[4];
  for (long i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  show("counter", atomic_load(&counter));
  show("bits", atomic_load_explicit(&bits, memory_order_acquire));
  show("xbits", atomic_load_explicit(&xbits, memory_order_relaxed));
  show("smax", __atomic_load_n(&smax, __ATOMIC_SEQ_CST));
  show("smin", __atomic_load_n(&smin, __ATOMIC_ACQUIRE));
  show("umax", __atomic_load_n(&umax, __ATOMIC_RELAXED));
  show("umin", __atomic_load_n(&umin, __ATOMIC_SEQ_CST));
  show("casv", atomic_load(&casv));

  /* single-threaded return values */
  _Atomic i128 z = 10;
  show("xchg", atomic_exchange(&z, (i128)-7));
  show("add", atomic_fetch_add(&z, (i128)1 << 90));
  show("sub", atomic_fetch_sub_explicit(&z, 3, memory_order_release));
  show("or", atomic_fetch_or(&z, (i128)0xf0));
  show("and", atomic_fetch_and_explicit(&z, ~(i128)0x30, memory_order_acquire));
  i128 p = atomic_load(&z);
  show("nand", __atomic_fetch_nand(&p, (i128)0xffff, __ATOMIC_SEQ_CST));
  show("max", FETCH_MAX(&p, (i128)5, __ATOMIC_SEQ_CST));
  show("umin", FETCH_MIN((u128 *)&p, (u128)9, __ATOMIC_SEQ_CST));
  show("umax", FETCH_MAX((u128 *)&p, (u128)1 << 127, __ATOMIC_RELEASE));
  show("smin", FETCH_MIN(&p, (i128)-2, __ATOMIC_ACQ_REL));
  show("now", __atomic_load_n(&p, __ATOMIC_SEQ_CST));
  i128 e = 4;
  int ok = atomic_compare_exchange_strong(&z, &e, (i128)1 << 127);
  printf("cas fail %d\n", ok);
  show("seen", e);
  ok = atomic_compare_exchange_strong_explicit(&z, &e, (i128)1 << 127, memory_order_release, memory_order_acquire);
  printf("cas ok %d\n", ok);
  show("now", atomic_load_explicit(&z, memory_order_relaxed));
  atomic_store(&z, (i128)-1);
  atomic_store_explicit(&z, atomic_load(&z) - 1, memory_order_release);
  show("store", atomic_load(&z));
  return 0;
}
