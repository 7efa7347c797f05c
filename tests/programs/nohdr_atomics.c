/* No system headers: _Atomic types and the __atomic_* / __c11_atomic_* builtins with
   explicit memory orders; compare-exchange loops, fetch-ops on 8..64-bit values, fences. */
int printf(const char *, ...);

static _Atomic int ai;
static _Atomic long long all = 10;
static _Atomic unsigned char ab = 250;
static unsigned short plain16 = 1000;
static long long plain64 = -5;
static int spin;
static _Bool flagbyte;

static long long atomic_max(_Atomic long long *p, long long v) {
    long long cur = __c11_atomic_load(p, __ATOMIC_RELAXED);
    while (cur < v && !__c11_atomic_compare_exchange_weak(p, &cur, v, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED)) {}
    return __c11_atomic_load(p, __ATOMIC_ACQUIRE);
}

int main(void) {
    for (int i = 1; i <= 100; i++) __c11_atomic_fetch_add(&ai, i, __ATOMIC_SEQ_CST);
    printf("ai = %d\n", __c11_atomic_load(&ai, __ATOMIC_SEQ_CST));
    ai += 5;
    ai *= 2;
    ai--;
    printf("ai ops = %d\n", ai);
    printf("fetch_sub old %lld\n", __c11_atomic_fetch_sub(&all, 3, __ATOMIC_ACQ_REL));
    long long m1 = atomic_max(&all, 100);
    long long m2 = atomic_max(&all, 50);
    printf("atomic_max %lld %lld\n", m1, m2);
    for (int i = 0; i < 10; i++) __c11_atomic_fetch_add(&ab, 1, __ATOMIC_RELAXED);
    printf("byte wrap %u\n", (unsigned)__c11_atomic_load(&ab, __ATOMIC_RELAXED));
    unsigned o1 = __atomic_fetch_or(&plain16, 0x0f00, __ATOMIC_SEQ_CST);
    unsigned o2 = __atomic_fetch_and(&plain16, 0xff0f, __ATOMIC_SEQ_CST);
    unsigned o3 = __atomic_xor_fetch(&plain16, 0x5555, __ATOMIC_SEQ_CST);
    printf("or %u and %u xor %u\n", o1, o2, o3);
    printf("plain16 = %u\n", (unsigned)plain16);
    long long expected = -5;
    int ok = __atomic_compare_exchange_n(&plain64, &expected, 77, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("cas ok=%d value=%lld\n", ok, __atomic_load_n(&plain64, __ATOMIC_SEQ_CST));
    ok = __atomic_compare_exchange_n(&plain64, &expected, 88, 1, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("cas ok=%d expected=%lld\n", ok, expected);
    printf("exchange old %lld\n", __atomic_exchange_n(&plain64, 123, __ATOMIC_ACQ_REL));
    __atomic_store_n(&spin, 1, __ATOMIC_RELEASE);
    int f1 = __atomic_add_fetch(&spin, 9, __ATOMIC_RELAXED);
    int f2 = __atomic_sub_fetch(&spin, 3, __ATOMIC_RELAXED);
    int f3 = __atomic_nand_fetch(&spin, 5, __ATOMIC_RELAXED);
    printf("add_fetch %d sub_fetch %d nand %d\n", f1, f2, f3);
    int t1 = __atomic_test_and_set(&flagbyte, __ATOMIC_SEQ_CST);
    int t2 = __atomic_test_and_set(&flagbyte, __ATOMIC_SEQ_CST);
    printf("test_and_set %d %d\n", t1, t2);
    __atomic_clear(&flagbyte, __ATOMIC_SEQ_CST);
    printf("cleared %u\n", (unsigned)__atomic_load_n(&flagbyte, __ATOMIC_RELAXED));
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    __atomic_signal_fence(__ATOMIC_ACQUIRE);
    printf("lock free 8: %d\n", __atomic_always_lock_free(8, 0));
    return 0;
}
