// Language and attribute features whose IR shapes the C programs of the corpus do not
// reach: blocks, _BitInt, _Float16, __bf16, ext_vector_type swizzles, computed goto
// (indirectbr, blockaddress), asm goto (callbr), ifunc, alias, constructor priorities,
// sections, weak definitions, TLS, cleanup. For the IR corpus only (x86-64 ELF).
int printf(const char*, ...);

typedef float f4 __attribute__((ext_vector_type(4)));
_BitInt(37) bi(_BitInt(37) a, _BitInt(37) b) { return a * b + 3; }
unsigned _BitInt(200) big(unsigned _BitInt(200) a) { return a * a; }
_Float16 h16(_Float16 a, _Float16 b) { return a * b; }
__bf16 bf(__bf16 a) { return a; }
f4 vadd(f4 a, f4 b) { return a.xzyw + b * 2.0f; }
int cg(int x) { static void* tbl[] = {&&a, &&b, &&c}; goto *tbl[x % 3]; a: return 1; b: return 2; c: return 3; }
int ag(int x) { asm goto("test %0, %0; jz %l1" :: "r"(x) :: zero); return 1; zero: return 0; }
static int impl(void) { return 42; }
static void* resolve(void) { return (void*)impl; }
int ifn(void) __attribute__((ifunc("resolve")));
int aliased(void) __attribute__((alias("cg2")));
int cg2(void) { return 7; }
__attribute__((constructor(101))) static void ctor(void) {}
__attribute__((destructor)) static void dtor(void) {}
__attribute__((section(".mysec"), used)) int secvar = 3;
__attribute__((weak)) int weakfn(void) { return 1; }
__thread int tv;
static void cl(int* p) { (void)p; }
int withcleanup(int x) { int y __attribute__((cleanup(cl))) = x; return y; }
int blocks_like(int (^b)(int)) { return b(3); }
int main(void) { printf("%d %d\n", cg(4), ag(1)); return ifn() + aliased() + withcleanup(2) + (int)bi(2,3) + (int)h16(1,2) + tv; }
