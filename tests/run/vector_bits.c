// Vectors of booleans and conversions between vectors of other lane widths (clang's
// ext_vector_type): vectors of i1 live in memory bit-packed (element 0 in bit 0), and
// __builtin_convertvector converts lanes between float and narrower or wider integers.
// regen: clang only (gcc has no ext_vector_type).
#include <stdio.h>
#include <string.h>

typedef _Bool bool8 __attribute__((ext_vector_type(8)));
typedef _Bool bool4 __attribute__((ext_vector_type(4)));
typedef _Bool bool16 __attribute__((ext_vector_type(16)));
typedef int int8v __attribute__((ext_vector_type(8)));
typedef int int4 __attribute__((ext_vector_type(4)));
typedef short short4 __attribute__((ext_vector_type(4)));
typedef unsigned short ushort4 __attribute__((ext_vector_type(4)));
typedef signed char char4 __attribute__((ext_vector_type(4)));
typedef unsigned char uchar16 __attribute__((ext_vector_type(16)));
typedef float float4 __attribute__((ext_vector_type(4)));
typedef double double2 __attribute__((ext_vector_type(2)));
typedef int int2 __attribute__((ext_vector_type(2)));
typedef long long2 __attribute__((ext_vector_type(2)));

// Kept out of line so that the vectors go through memory and calls.
__attribute__((noinline)) static bool8 lanes_greater(const int8v *a, const int8v *b) {
    return __builtin_convertvector(*a > *b, bool8);
}

__attribute__((noinline)) static void store_bools(bool8 *dst, bool8 v) { *dst = v; }

__attribute__((noinline)) static bool4 load_bools(const bool4 *src) { return *src; }

__attribute__((noinline)) static int count_true(bool16 v) {
    int n = 0;
    for (int i = 0; i < 16; i++)
        n += v[i];
    return n;
}

__attribute__((noinline)) static short4 float_to_short(float4 f) { return __builtin_convertvector(f, short4); }

__attribute__((noinline)) static ushort4 float_to_ushort(float4 f) { return __builtin_convertvector(f, ushort4); }

__attribute__((noinline)) static float4 char_to_float(char4 c) { return __builtin_convertvector(c, float4); }

__attribute__((noinline)) static float4 ushort_to_float(ushort4 c) { return __builtin_convertvector(c, float4); }

__attribute__((noinline)) static int2 double_to_int(double2 d) { return __builtin_convertvector(d, int2); }

__attribute__((noinline)) static double2 int_to_double(int2 i) { return __builtin_convertvector(i, double2); }

__attribute__((noinline)) static long2 float_pair_to_long(float4 f) {
    return __builtin_convertvector(__builtin_shufflevector(f, f, 1, 3), long2);
}

int main(void) {
    int8v a = {1, 9, 3, 7, 5, 5, -2, 100};
    int8v b = {2, 8, 3, 6, 6, 4, -3, 99};
    bool8 gt = lanes_greater(&a, &b);
    unsigned char packed = 0;
    store_bools((bool8 *)&packed, gt);
    printf("packed greater: 0x%02x\n", packed);
    for (int i = 0; i < 8; i++)
        printf("%d", gt[i]);
    printf("\n");

    unsigned char nibble = 0xa5;  // only bits 0..3 belong to the bool4
    bool4 four = load_bools((const bool4 *)&nibble);
    printf("bool4 from 0xa5: %d %d %d %d\n", four[0], four[1], four[2], four[3]);

    unsigned short wide = 0xf0f1;
    bool16 sixteen;
    memcpy(&sixteen, &wide, sizeof wide);
    printf("bool16 true lanes: %d\n", count_true(sixteen));

    uchar16 bytes = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    bool16 odd = __builtin_convertvector(bytes & 1, bool16);
    unsigned short odd_bits;
    memcpy(&odd_bits, &odd, sizeof odd_bits);
    printf("odd lanes: 0x%04x\n", odd_bits);

    float4 f = {1.75f, -2.5f, 300.9f, -32000.0f};
    short4 s = float_to_short(f);
    printf("float->short: %d %d %d %d\n", s[0], s[1], s[2], s[3]);
    float4 g = {0.5f, 65535.0f, 1234.99f, 7.0f};
    ushort4 us = float_to_ushort(g);
    printf("float->ushort: %u %u %u %u\n", us[0], us[1], us[2], us[3]);
    char4 c = {-128, -1, 0, 127};
    float4 cf = char_to_float(c);
    printf("char->float: %.1f %.1f %.1f %.1f\n", cf[0], cf[1], cf[2], cf[3]);
    ushort4 u = {0, 1, 40000, 65535};
    float4 uf = ushort_to_float(u);
    printf("ushort->float: %.1f %.1f %.1f %.1f\n", uf[0], uf[1], uf[2], uf[3]);
    double2 d = {-7.9, 2147483000.5};
    int2 di = double_to_int(d);
    printf("double->int: %d %d\n", di[0], di[1]);
    int2 id = {-2147483647 - 1, 65537};
    double2 dd = int_to_double(id);
    printf("int->double: %.1f %.1f\n", dd[0], dd[1]);
    long2 fl = float_pair_to_long(f);
    printf("float->long: %ld %ld\n", fl[0], fl[1]);
    return packed == 0xea ? 0 : 1;
}
