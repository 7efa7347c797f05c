/* C11 atomics (stdatomic.h): all the common operations, memory orders, atomic_flag, structs. */
#include <stdio.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdbool.h>

static atomic_int counter = 0;
static _Atomic long long big = 1;
static atomic_uint_fast8_t small8 = 250;
static _Atomic(short) sh = -3;
static atomic_flag lock = ATOMIC_FLAG_INIT;
static _Atomic(void *) ptr;
static atomic_bool flag = false;
struct Pt { int x, y; };
static _Atomic struct Pt apt;
static _Atomic double adbl = 1.5;

static void spin_lock(void) { while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire)) {} }
static void spin_unlock(void) { atomic_flag_clear_explicit(&lock, memory_order_release); }

static int cas_increment(atomic_int *p, int limit) {
    int old = atomic_load_explicit(p, memory_order_relaxed);
    while (old < limit) {
        if (atomic_compare_exchange_weak_explicit(p, &old, old + 1, memory_order_acq_rel, memory_order_relaxed))
            return 1;
    }
    return 0;
}

int main(void) {
    for (int i = 0; i < 100; i++) atomic_fetch_add(&counter, i);
    printf("counter = %d\n", atomic_load(&counter));
    printf("fetch_sub old = %d\n", atomic_fetch_sub_explicit(&counter, 50, memory_order_release));
    printf("fetch_or old = %d\n", atomic_fetch_or(&counter, 0x100));
    printf("fetch_and old = %d\n", atomic_fetch_and(&counter, 0xff0));
    int old_xor = atomic_fetch_xor(&counter, 0x5a5);
    printf("fetch_xor old = %d now = %d\n", old_xor, atomic_load(&counter));
    for (int i = 0; i < 30; i++) atomic_store(&big, atomic_load(&big) * 3 + 1);
    long long big_now = atomic_load(&big);
    printf("big = %lld exchange old = %lld\n", big_now, atomic_exchange(&big, -1));
    for (int i = 0; i < 10; i++) atomic_fetch_add_explicit(&small8, 1, memory_order_seq_cst);
    printf("small8 wrapped = %u\n", (unsigned)atomic_load(&small8));
    atomic_fetch_sub(&sh, 1000);
    printf("short = %d\n", atomic_load(&sh));
    int expected = 12345;
    bool ok = atomic_compare_exchange_strong(&counter, &expected, 1);
    printf("cas fail: ok=%d expected now=%d\n", ok, expected);
    ok = atomic_compare_exchange_strong(&counter, &expected, 7);
    printf("cas success: ok=%d value=%d\n", ok, atomic_load(&counter));
    int n = 0;
    while (cas_increment(&counter, 20)) n++;
    printf("cas_increment steps = %d value = %d\n", n, atomic_load(&counter));
    spin_lock();
    atomic_store_explicit(&flag, true, memory_order_relaxed);
    spin_unlock();
    printf("flag = %d\n", atomic_load(&flag));
    static int target = 5;
    atomic_store(&ptr, &target);
    int *got = atomic_load(&ptr);
    printf("ptr target = %d\n", *got);
    struct Pt p = { 3, 4 };
    atomic_store(&apt, p);
    struct Pt q = atomic_exchange(&apt, ((struct Pt){ 10, 20 }));
    struct Pt r = atomic_load(&apt);
    printf("struct atomics = %d %d %d %d\n", q.x, q.y, r.x, r.y);
    double d = atomic_load(&adbl);
    double nd;
    do { nd = d * 2 + 0.25; } while (!atomic_compare_exchange_weak(&adbl, &d, nd));
    printf("double atomic = %.3f\n", atomic_load(&adbl));
    atomic_thread_fence(memory_order_seq_cst);
    atomic_signal_fence(memory_order_acquire);
    printf("lock free int = %d\n", atomic_is_lock_free(&counter) ? 1 : 0);
    return 0;
}
