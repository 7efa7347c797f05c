/* Regenerate the IR with: clang-19 -S -emit-llvm -O{0,2} tests/run/inline_asm.c -o tests/run/inline_asm.O{0,2}.ll
   and the expected output with: clang-19 -O2 tests/run/inline_asm.c && ./a.out > tests/run/inline_asm.out; echo exit=$? >> ...
   GCC-style inline assembly with non-empty templates: fixed-register, class, tied,
   early-clobber, memory, immediate and flag-output constraints, operand modifiers,
   clobbers (including a callee-saved register), prefixes, local labels, SSE operands.
   Only stable facts are printed (cpuid's vendor string is non-empty, rdtsc increases). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static inline uint64_t rdtsc(void) {
    uint32_t lo, hi;
    __asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi));
    return ((uint64_t)hi << 32) | lo;
}

__attribute__((noinline)) uint32_t bswap32(uint32_t x) {
    __asm__("bswap %0" : "+r"(x));
    return x;
}

__attribute__((noinline)) uint64_t bswap64(uint64_t x) {
    __asm__("bswapq %0" : "+r"(x));
    return x;
}

__attribute__((noinline)) void cpuid(uint32_t leaf, uint32_t *a, uint32_t *b, uint32_t *c, uint32_t *d) {
    __asm__ volatile("cpuid" : "=a"(*a), "=b"(*b), "=c"(*c), "=d"(*d) : "a"(leaf), "c"(0));
}

__attribute__((noinline)) int cas(int *p, int old, int new_) {
    int prev;
    __asm__ volatile("lock; cmpxchgl %2, %1" : "=a"(prev), "+m"(*p) : "r"(new_), "0"(old) : "memory");
    return prev;
}

__attribute__((noinline)) int add_g(int a, int b) {
    int r;
    __asm__("addl %2, %0" : "=r"(r) : "0"(a), "g"(b) : "cc");
    return r;
}

__attribute__((noinline)) int add_imm(int a) {
    int r;
    __asm__("addl %2, %0" : "=r"(r) : "0"(a), "i"(1000) : "cc");
    return r;
}

__attribute__((noinline)) long xchg(long v, long *p) {
    __asm__("xchgq %0, %1" : "+r"(v), "+m"(*p));
    return v;
}

__attribute__((noinline)) uintptr_t stack_pointer(void) {
    uintptr_t sp;
    __asm__("movq %%rsp, %0" : "=r"(sp));
    return sp;
}

__attribute__((noinline)) int is_zero_q(int x) {
    char f;
    __asm__("testl %1, %1; sete %0" : "=q"(f) : "r"(x) : "cc");
    return f;
}

__attribute__((noinline)) int zf(long x) {
    int z;
    __asm__("testq %1, %1" : "=@ccz"(z) : "r"(x));
    return z;
}

__attribute__((noinline)) int carry(unsigned a, unsigned b, unsigned *sum) {
    _Bool c;
    __asm__("addl %3, %0" : "=r"(*sum), "=@ccc"(c) : "0"(a), "r"(b));
    return c;
}

/* Operand modifiers: k (32-bit), w (16), b (low byte), h (high byte), q (64), c (bare constant). */
__attribute__((noinline)) uint32_t modifiers(uint64_t x) {
    uint64_t r;
    __asm__("movq %q1, %q0\n\t"
            "movw %w1, %w0\n\t"
            "movb %h2, %b0\n\t"
            "addl $%c3, %k0"
            : "=&r"(r)
            : "r"(x), "Q"(0x1234ULL), "n"(7));
    return (uint32_t)r;
}

/* A loop with a local label; the counter is tied in and out. */
__attribute__((noinline)) unsigned sum_to(unsigned n) {
    unsigned acc = 0;
    if (n == 0) return 0;
    __asm__("1:\n\t"
            "addl %1, %0\n\t"
            "decl %1\n\t"
            "jnz 1b"
            : "+r"(acc), "+r"(n)
            :
            : "cc");
    return acc;
}

/* Clobbers a callee-saved register: the caller's rbx must survive. */
__attribute__((noinline)) long clobber_rbx(long x) {
    long r;
    __asm__("movq %1, %%rbx\n\t"
            "leaq 1(%%rbx), %0"
            : "=r"(r)
            : "r"(x)
            : "rbx");
    return r;
}

/* rep stosb with the string registers as fixed, tied operands. */
__attribute__((noinline)) void fill(char *dst, int c, unsigned long n) {
    __asm__ volatile("rep stosb" : "+D"(dst), "+c"(n) : "a"(c) : "memory");
}

__attribute__((noinline)) double sse_add(double a, double b) {
    __asm__("addsd %1, %0" : "+x"(a) : "x"(b));
    return a;
}

/* Memory input and output operands (addresses in registers). */
__attribute__((noinline)) void copy_mem(int *dst, const int *src) {
    int t;
    __asm__("movl %2, %1\n\tmovl %1, %0" : "=m"(*dst), "=&r"(t) : "m"(*src));
}

/* Memory operands on the stack: a frame slot, and a slot plus a scaled index. */
__attribute__((noinline)) int mem_local(int i) {
    volatile int arr[4] = {10, 20, 30, 40};
    int v, t;
    __asm__ volatile("movl $7, %0" : "=m"(t));
    __asm__("movl %1, %0" : "=r"(v) : "m"(arr[i]));
    return v + t;
}

/* %= (a number unique to each asm instance) in named labels; inlined twice into main. */
static inline int skip_ud2(int x) {
    __asm__ volatile("jmp .Lskip%=\n\tud2\n.Lskip%=:\n\tincl %0" : "+r"(x));
    return x;
}

/* A raw write(2): fixed argument registers (one through a register variable, r10),
   the kernel's clobbers (rcx, r11) and memory. */
__attribute__((noinline)) long sys_write(int fd, const void *buf, unsigned long n) {
    long ret;
    register long r10 __asm__("r10") = 0;
    __asm__ volatile("syscall"
                     : "=a"(ret)
                     : "a"(1L), "D"((long)fd), "S"(buf), "d"(n), "r"(r10)
                     : "rcx", "r11", "memory");
    return ret;
}

/* Symbols as immediates: %c prints the bare symbol (plus offset), RIP-relative here so
   static and PIE links both work; %n negates a constant. */
int garr[4] = {1, 2, 3, 4};
static int sarr[4] = {5, 6, 7, 8};
__attribute__((noinline)) int *lea_sym(void) {
    int *p;
    __asm__("leaq %c1(%%rip), %0" : "=r"(p) : "i"(&garr[2]));
    return p;
}
__attribute__((noinline)) int load_sym(void) {
    int v;
    __asm__("movl %c1+4(%%rip), %0" : "=r"(v) : "i"(sarr));
    return v;
}
__attribute__((noinline)) int negated(void) {
    int v;
    __asm__("movl $%n1, %0" : "=r"(v) : "n"(5));
    return v;
}

/* Several outputs and inputs, some unused. */
__attribute__((noinline)) int divmod(int a, int b, int *rem) {
    int q, r;
    __asm__("cltd\n\tidivl %3" : "=a"(q), "=d"(r) : "a"(a), "r"(b) : "cc");
    *rem = r;
    return q;
}

static long shared;

int main(void) {
    uint32_t a, b, c, d;
    cpuid(0, &a, &b, &c, &d);
    char vendor[13];
    memcpy(vendor, &b, 4);
    memcpy(vendor + 4, &d, 4);
    memcpy(vendor + 8, &c, 4);
    vendor[12] = 0;
    printf("cpuid vendor non-empty: %d\n", vendor[0] != 0 && strlen(vendor) > 0);
    uint64_t t0 = rdtsc(), t1 = rdtsc();
    printf("rdtsc nonzero and increasing: %d\n", t0 != 0 && t1 >= t0);
    printf("bswap: %08x %016llx\n", bswap32(0x12345678u), (unsigned long long)bswap64(0x0102030405060708ULL));
    int x = 5;
    int p1 = cas(&x, 5, 9);
    int p2 = cas(&x, 5, 11);
    printf("cas: %d %d x=%d\n", p1, p2, x);
    printf("add: %d %d\n", add_g(3, 4), add_imm(-1));
    long y = 7;
    long old = xchg(1, &y);
    printf("xchg: %ld %ld\n", old, y);
    uintptr_t sp = stack_pointer();
    printf("sp aligned: %d\n", sp != 0 && (sp & 7) == 0);
    printf("sete: %d %d\n", is_zero_q(0), is_zero_q(3));
    printf("flags: zf %d %d\n", zf(0), zf(-5));
    unsigned s1, s2;
    int c1 = carry(0xffffffffu, 2, &s1), c2 = carry(1, 2, &s2);
    printf("flags: carry %d %u %d %u\n", c1, s1, c2, s2);
    printf("modifiers: %08x\n", modifiers(0x1122334455667788ULL));
    printf("loop: %u %u\n", sum_to(10), sum_to(100));
    printf("clobber rbx: %ld\n", clobber_rbx(41));
    char buf[16];
    memset(buf, 0, sizeof buf);
    fill(buf, 'z', 10);
    printf("rep stosb: %s\n", buf);
    printf("sse: %.2f\n", sse_add(1.25, 2.5));
    int src = 1234, dst = 0;
    copy_mem(&dst, &src);
    printf("memory: %d %d %d\n", dst, mem_local(1), mem_local(3));
    int rem;
    int q = divmod(-47, 5, &rem);
    printf("divmod: %d %d\n", q, rem);
    printf("labels: %d %d\n", skip_ud2(1), skip_ud2(skip_ud2(40)));
    printf("symbols: %d %d %d\n", *lea_sym(), load_sym(), negated());
    __asm__("pause");
    __asm__ volatile("mfence" ::: "memory");
    __asm__ volatile("lock; incq %0" : "+m"(shared));
    __asm__ volatile("lock; addq %1, %0" : "+m"(shared) : "er"(41L));
    printf("shared: %ld\n", shared);
    fflush(stdout);
    long w = sys_write(1, "syscall write\n", 14);
    printf("syscall returned %ld\n", w);
    return 0;
}
