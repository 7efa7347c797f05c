/* C11 atomics from several threads, with deterministic final values: fetch_add/sub/and/
   or/xor, exchange, compare_exchange strong and weak on 1-, 2-, 4-, 8- and 16-byte types
   (the 16-byte ones inline and lock-free, as llc makes them), atomic_flag spinlocks, fences,
   seq_cst, relaxed and acquire/release orders (message passing between threads), and
   _Atomic structs. Needs -pthread at link time (the harness links -latomic always).
   Regenerate with tests/run/aarch64/regen.sh. */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

#define THREADS 4
#define ITERS 3000

static _Atomic unsigned char c8;
static _Atomic unsigned short c16;
static atomic_int c32;
static atomic_long c64;
static _Atomic __int128 c128;
static atomic_long sub64 = THREADS * ITERS * 3L;
static atomic_uint orbits, andbits = 0xffffffffu, xorbits = 0x5a5a5a5au;
static atomic_ulong cas_weak, cas_strong;
static _Atomic unsigned short cas16;
static _Atomic unsigned char cas8;
static atomic_flag lock = ATOMIC_FLAG_INIT;
static long locked_counter;                /* protected by lock */
static atomic_int xlock;                   /* an exchange-based lock */
static long xlocked_counter;
struct Pair { int a, b; };                 /* 8 bytes: lock-free */
static _Atomic struct Pair pair;
struct Quad { long a, b; };                /* 16 bytes: libatomic */
static _Atomic struct Quad quad;
struct Tri { char a, b, c; };              /* 3 bytes; _Atomic pads it to a lock-free 4 */
static _Atomic struct Tri tri;
static atomic_long relaxed_sum;

/* message passing: the producer writes data then publishes with release */
static long message[8];
static atomic_int ready;
static atomic_int seen_ok;

static void *worker(void *arg) {
  int id = (int)(intptr_t)arg;
  for (int i = 0; i < ITERS; i++) {
    atomic_fetch_add(&c8, 1);
    atomic_fetch_add_explicit(&c16, 3, memory_order_relaxed);
    atomic_fetch_add_explicit(&c32, i, memory_order_acq_rel);
    atomic_fetch_add(&c64, (long)id << 33 | 1);
    __int128 old = atomic_load(&c128), nw;
    do nw = old + ((__int128)1 << 70) + 1; while (!atomic_compare_exchange_weak(&c128, &old, nw));
    atomic_fetch_sub(&sub64, 3);
    atomic_fetch_or(&orbits, 1u << ((id * 8 + i) % 32));
    if (i % 32 == id) atomic_fetch_and(&andbits, ~(1u << (i % 32)));
    atomic_fetch_xor(&xorbits, 1u << (i % 32)); /* every bit an even number of times */
    unsigned long w = atomic_load_explicit(&cas_weak, memory_order_relaxed);
    while (!atomic_compare_exchange_weak_explicit(&cas_weak, &w, w + 2, memory_order_acq_rel, memory_order_relaxed)) {}
    unsigned long s = atomic_load(&cas_strong);
    while (!atomic_compare_exchange_strong(&cas_strong, &s, s + 5)) {}
    unsigned short s16 = atomic_load(&cas16);
    while (!atomic_compare_exchange_strong(&cas16, &s16, (unsigned short)(s16 + 7))) {}
    unsigned char s8 = atomic_load(&cas8);
    while (!atomic_compare_exchange_weak(&cas8, &s8, (unsigned char)(s8 + 11))) {}
    while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire)) sched_yield();
    locked_counter += id + 1;
    atomic_flag_clear_explicit(&lock, memory_order_release);
    while (atomic_exchange_explicit(&xlock, 1, memory_order_acquire)) sched_yield();
    xlocked_counter += 2;
    atomic_store_explicit(&xlock, 0, memory_order_release);
    struct Pair p = atomic_load(&pair), q;
    do { q.a = p.a + 1; q.b = p.b - 2; } while (!atomic_compare_exchange_weak(&pair, &p, q));
    if (i % 4 == 0) {
      struct Quad o = atomic_load(&quad), n;
      do { n.a = o.a + 1; n.b = o.b + id; } while (!atomic_compare_exchange_strong(&quad, &o, n));
      /* t is reloaded on every try: clang-19 -O0 never copies the value a failed
         compare-exchange of this padded struct saw back into t, so a loop that relies on
         that update spins forever once another thread changed tri (seen with llc-19's
         build too). */
      struct Tri t, u;
      do { t = atomic_load(&tri); u = t; u.a++; u.c += 2; } while (!atomic_compare_exchange_strong(&tri, &t, u));
    }
    atomic_fetch_add_explicit(&relaxed_sum, i, memory_order_relaxed);
  }
  atomic_thread_fence(memory_order_seq_cst);
  return 0;
}

static void *producer(void *arg) {
  (void)arg;
  for (int i = 0; i < 8; i++) message[i] = (long)i * i + 1;
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&ready, 1, memory_order_relaxed);
  return 0;
}
static void *consumer(void *arg) {
  (void)arg;
  while (!atomic_load_explicit(&ready, memory_order_relaxed)) sched_yield();
  atomic_thread_fence(memory_order_acquire);
  long s = 0;
  for (int i = 0; i < 8; i++) s += message[i];
  atomic_store(&seen_ok, s == 148);
  return 0;
}

int main(void) {
  pthread_t t[THREADS], p, c;
  pthread_create(&c, 0, consumer, 0);
  for (int i = 0; i < THREADS; i++) pthread_create(&t[i], 0, worker, (void *)(intptr_t)i);
  pthread_create(&p, 0, producer, 0);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  printf("c8 %u c16 %u c32 %d c64 %lx\n", atomic_load(&c8), atomic_load(&c16), atomic_load(&c32), (unsigned long)atomic_load(&c64));
  __int128 v = atomic_load(&c128);
  printf("c128 %lx %lx\n", (unsigned long)((unsigned __int128)v >> 64), (unsigned long)v);
  printf("sub64 %ld or %08x and %08x xor %08x\n", atomic_load(&sub64), atomic_load(&orbits), atomic_load(&andbits), atomic_load(&xorbits));
  printf("cas weak %lu strong %lu 16 %u 8 %u\n", atomic_load(&cas_weak), atomic_load(&cas_strong), atomic_load(&cas16), atomic_load(&cas8));
  printf("locked %ld xlocked %ld\n", locked_counter, xlocked_counter);
  struct Pair pr = atomic_load(&pair);
  struct Quad qd = atomic_load(&quad);
  struct Tri tr = atomic_load(&tri);
  printf("pair %d %d quad %ld %ld tri %d %d %d\n", pr.a, pr.b, qd.a, qd.b, tr.a, tr.b, tr.c);
  printf("relaxed %ld message %d\n", atomic_load(&relaxed_sum), atomic_load(&seen_ok));
  /* single-threaded return values of the read-modify-write operations */
  atomic_int z = 10;
  int r1 = atomic_fetch_add(&z, 5), r2 = atomic_fetch_sub(&z, 3), r3 = atomic_exchange(&z, 99);
  int exp = 98, r4 = atomic_compare_exchange_strong(&z, &exp, 1);
  int r5 = atomic_compare_exchange_strong(&z, &exp, 1);
  printf("rmw %d %d %d %d %d %d %d\n", r1, r2, r3, r4, exp, r5, atomic_load(&z));
  _Atomic __int128 w = 5;
  __int128 e = 5;
  int r6 = atomic_compare_exchange_strong(&w, &e, (__int128)-1);
  __int128 r7 = atomic_exchange(&w, (__int128)7 << 100);
  printf("rmw128 %d %ld %d %d\n", r6, (long)r7, atomic_is_lock_free(&w) >= 0, (int)(atomic_load(&w) >> 100));
  printf("flag %d %d\n", atomic_flag_test_and_set(&lock), atomic_flag_test_and_set(&lock));
  return 0;
}
