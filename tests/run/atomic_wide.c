/* 128-bit atomics, which x86-64 without cmpxchg16b does through libatomic's sized
 * routines (__atomic_fetch_add_16, __atomic_compare_exchange_16, ...): every operation,
 * and two threads adding to one counter across the 64-bit carry, which only an atomic
 * read-modify-write gets right. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

typedef unsigned __int128 u128;
static _Atomic u128 counter;
static _Atomic __int128 value;

static void print(const char *what, u128 v) { printf("%s %016llx%016llx\n", what, (unsigned long long)(v >> 64), (unsigned long long)v); }

static void *adder(void *arg) {
    u128 step = ((u128)1 << 63) + (unsigned long)arg;
    for (int i = 0; i < 20000; i++) atomic_fetch_add(&counter, step);
    return 0;
}

int main(void) {
    atomic_store(&value, (__int128)-5);
    __int128 old = atomic_fetch_add(&value, 12);
    print("fetch_add old", (u128)old);
    print("after add", (u128)atomic_load(&value));
    atomic_fetch_sub_explicit(&value, (__int128)1 << 70, memory_order_relaxed);
    atomic_fetch_or(&value, 0xf0);
    atomic_fetch_and(&value, ~(__int128)0x10);
    atomic_fetch_xor_explicit(&value, (__int128)3 << 100, memory_order_acq_rel);
    print("after bit ops", (u128)atomic_load_explicit(&value, memory_order_acquire));
    __int128 expected = 0;
    int ok = atomic_compare_exchange_strong(&value, &expected, 99);
    printf("cas miss: %d\n", ok);
    print("expected now", (u128)expected);
    ok = atomic_compare_exchange_weak(&value, &expected, 99);
    while (!ok) ok = atomic_compare_exchange_weak(&value, &expected, 99);
    printf("cas hit: %d\n", ok);
    print("exchange old", (u128)atomic_exchange(&value, 7));
    print("final value", (u128)atomic_load(&value));
    pthread_t t[2];
    for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, adder, (void *)(i + 1));
    for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
    print("counter", atomic_load(&counter));
    return 0;
}
