/* No system headers: bit manipulation with __builtin_popcount/clz/ctz/bswap/parity/rotate,
   bitsets, Gray codes and bit-twiddling hacks. */
int printf(const char *, ...);

typedef unsigned int u32;
typedef unsigned long long u64;

static u32 gray(u32 x) { return x ^ (x >> 1); }
static u32 ungray(u32 g) { for (u32 s = 1; s < 32; s <<= 1) g ^= g >> s; return g; }
static u32 next_same_popcount(u32 v) {
    u32 t = v | (v - 1);
    return (t + 1) | (((~t & -~t) - 1) >> (__builtin_ctz(v) + 1));
}
static int log2_floor(u64 x) { return 63 - __builtin_clzll(x); }

int main(void) {
    u32 vals[] = { 1, 6, 0x80000000u, 0x12345678u, 0xf0f0f0f0u, 0xffffu, 0x7fffffffu };
    u32 h = 0;
    for (int i = 0; i < 7; i++) {
        u32 v = vals[i];
        printf("%08x pop %d clz %d ctz %d par %d bswap %08x\n", v, __builtin_popcount(v), __builtin_clz(v),
               __builtin_ctz(v), __builtin_parity(v), __builtin_bswap32(v));
        h = h * 31 + __builtin_rotateleft32(v, (u32)i * 5) + __builtin_rotateright32(v, 3);
    }
    printf("rot hash %u\n", h);
    u64 x = 0x0123456789abcdefull;
    printf("64: pop %d clz %d ctz %d bswap %016llx rotl %016llx\n", __builtin_popcountll(x), __builtin_clzll(x),
           __builtin_ctzll(x), (u64)__builtin_bswap64(x), (u64)__builtin_rotateleft64(x, 12));
    int ok = 1;
    for (u32 i = 0; i < 5000; i++) {
        if (ungray(gray(i)) != i) ok = 0;
        if (__builtin_popcount(gray(i) ^ gray(i + 1)) != 1) ok = 0;
    }
    printf("gray ok %d\n", ok);
    u32 v = 0x7;
    u32 seq = 0;
    for (int i = 0; i < 20; i++) { seq = seq * 3 + v; v = next_same_popcount(v); }
    printf("combos %u last %08x\n", seq, v);
    u64 bitset[4] = { 0 };
    for (int i = 0; i < 256; i += 3) bitset[i / 64] |= 1ull << (i % 64);
    for (int i = 0; i < 256; i += 5) bitset[i / 64] &= ~(1ull << (i % 64));
    int cnt = 0;
    for (int i = 0; i < 4; i++) cnt += __builtin_popcountll(bitset[i]);
    printf("bitset count %d first %d\n", cnt, __builtin_ctzll(bitset[0]));
    printf("log2 %d %d %d\n", log2_floor(1), log2_floor(1000), log2_floor(~0ull));
    printf("bitreverse8 %02x bitreverse32 %08x\n", __builtin_bitreverse8(0x1d), __builtin_bitreverse32(0x12345678u));
    printf("bswap16 %04x\n", __builtin_bswap16(0xabcd));
    return 0;
}
