//! Integer run tests against clang-19: arithmetic, i128 and odd-width integers (also
//! live across blocks), bit operations, overflow builtins and division by constants.

use super::*;

#[test]
fn run_integer_arithmetic() {
    let ll = r#"
define i64 @arith(i64 %a, i64 %b) {
  %s = add i64 %a, %b
  %d = sub i64 %s, 3
  %m = mul i64 %d, %b
  %x = xor i64 %m, %a
  %o = or i64 %x, 1
  %n = and i64 %o, 1048575
  ret i64 %n
}
define i32 @divs(i32 %a, i32 %b) {
  %q = sdiv i32 %a, %b
  %r = srem i32 %a, %b
  %u = udiv i32 %a, %b
  %v = urem i32 %a, %b
  %t1 = mul i32 %q, 1000
  %t2 = add i32 %t1, %r
  %t3 = xor i32 %t2, %u
  %t4 = add i32 %t3, %v
  ret i32 %t4
}
define i64 @shifts(i64 %a, i64 %s) {
  %s1 = and i64 %s, 63
  %x = shl i64 %a, %s1
  %y = lshr i64 %a, %s1
  %z = ashr i64 %a, %s1
  %w = shl i64 %a, 7
  %t = xor i64 %x, %y
  %t2 = xor i64 %t, %z
  %t3 = add i64 %t2, %w
  ret i64 %t3
}
define i8 @small(i8 %a, i8 %b) {
  %m = mul i8 %a, %b
  %d = udiv i8 %m, 7
  %s = sdiv i8 %a, 3
  %r = add i8 %d, %s
  ret i8 %r
}
define i16 @small16(i16 %a, i16 %b) {
  %m = mul i16 %a, %b
  %d = sdiv i16 %m, 13
  %s = ashr i16 %a, 3
  %r = sub i16 %d, %s
  ret i16 %r
}
define i32 @minmax(i32 %a, i32 %b) {
  %c = icmp sgt i32 %a, %b
  %m = select i1 %c, i32 %a, i32 %b
  %c2 = icmp ult i32 %a, %b
  %n = select i1 %c2, i32 %a, i32 %b
  %r = sub i32 %m, %n
  ret i32 %r
}
"#;
    let out = run(
        "int",
        ll,
        r#"
#include <stdio.h>
long arith(long, long); long rllc_arith(long, long);
int divs(int, int); int rllc_divs(int, int);
long shifts(long, long); long rllc_shifts(long, long);
signed char small(signed char, signed char); signed char rllc_small(signed char, signed char);
short small16(short, short); short rllc_small16(short, short);
int minmax(int, int); int rllc_minmax(int, int);
int main(void) {
  long v[] = {0, 1, -1, 2, 7, -7, 100, -100, 123456789, -987654321, 0x7fffffff, -0x80000000L, 0x123456789abcLL};
  int bad = 0, n = sizeof v / sizeof v[0];
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
    long a = v[i], b = v[j];
    if (arith(a, b) != rllc_arith(a, b)) { printf("arith %ld %ld\n", a, b); bad = 1; }
    if ((int)b != 0 && !((int)a == -0x7fffffff-1 && (int)b == -1) && divs(a, b) != rllc_divs(a, b)) { printf("divs %ld %ld\n", a, b); bad = 1; }
    if (shifts(a, b) != rllc_shifts(a, b)) { printf("shifts %ld %ld\n", a, b); bad = 1; }
    if ((signed char)b != 0 && small(a, b) != rllc_small(a, b)) { printf("small %ld %ld\n", a, b); bad = 1; }
    if (small16(a, b) != rllc_small16(a, b)) { printf("small16 %ld %ld\n", a, b); bad = 1; }
    if (minmax(a, b) != rllc_minmax(a, b)) { printf("minmax %ld %ld\n", a, b); bad = 1; }
  }
  return bad;
}
"#,
    );
    assert_eq!(out, "");
}

#[test]
fn run_int128() {
    run_c(
        "i128",
        r#"
__int128 shl(__int128 v, int s) { return v << s; }
__int128 sar(__int128 v, int s) { return v >> s; }
unsigned __int128 shr(unsigned __int128 v, int s) { return v >> s; }
__int128 mul(__int128 a, __int128 b) { return a * b; }
__int128 add(__int128 a, __int128 b) { return a + b - (a >> 3); }
int cmp(__int128 a, __int128 b) { return (a < b) + 2 * (a == b) + 4 * ((unsigned __int128)a > (unsigned __int128)b); }
__int128 divi(__int128 a, __int128 b) { return a / b + a % b; }
"#,
        r#"
#include <stdio.h>
#define F(n, T, ...) T n(__VA_ARGS__); T rllc_##n(__VA_ARGS__);
F(shl, __int128, __int128, int) F(sar, __int128, __int128, int) F(shr, unsigned __int128, unsigned __int128, int)
F(mul, __int128, __int128, __int128) F(add, __int128, __int128, __int128) F(cmp, int, __int128, __int128)
F(divi, __int128, __int128, __int128)
int main(void) {
  __int128 v[] = {0, 1, -1, 3, -12345, ((__int128)0x0123456789abcdefLL << 64) | 0xfedcba9876543210ULL,
                  -(((__int128)0x7edcba9876543210LL << 64) | 0x1111222233334444ULL), (__int128)1 << 100};
  int n = sizeof v / sizeof v[0], bad = 0;
  for (int i = 0; i < n; i++) {
    for (int s = 0; s < 128; s += 7) {
      if (shl(v[i], s) != rllc_shl(v[i], s)) { printf("shl %d %d\n", i, s); bad = 1; }
      if (sar(v[i], s) != rllc_sar(v[i], s)) { printf("sar %d %d\n", i, s); bad = 1; }
      if (shr(v[i], s) != rllc_shr(v[i], s)) { printf("shr %d %d\n", i, s); bad = 1; }
    }
    for (int j = 0; j < n; j++) {
      if (mul(v[i], v[j]) != rllc_mul(v[i], v[j])) { printf("mul %d %d\n", i, j); bad = 1; }
      if (add(v[i], v[j]) != rllc_add(v[i], v[j])) { printf("add %d %d\n", i, j); bad = 1; }
      if (cmp(v[i], v[j]) != rllc_cmp(v[i], v[j])) { printf("cmp %d %d\n", i, j); bad = 1; }
      if (v[j] != 0 && divi(v[i], v[j]) != rllc_divi(v[i], v[j])) { printf("div %d %d\n", i, j); bad = 1; }
    }
  }
  return bad;
}
"#,
    );
}

#[test]
fn run_bit_operations() {
    let mut ll = String::new();
    for (t, bits) in [("i8", 8), ("i16", 16), ("i32", 32), ("i64", 64)] {
        ll.push_str(&format!(
            r#"
define {t} @bits_{t}({t} %a, {t} %b) {{
  %p = call {t} @llvm.ctpop.{t}({t} %a)
  %l = call {t} @llvm.ctlz.{t}({t} %a, i1 false)
  %z = call {t} @llvm.cttz.{t}({t} %b, i1 false)
  %r = call {t} @llvm.bitreverse.{t}({t} %a)
  %fl = call {t} @llvm.fshl.{t}({t} %a, {t} %b, {t} %b)
  %fr = call {t} @llvm.fshr.{t}({t} %b, {t} %a, {t} 3)
  %rl = call {t} @llvm.fshl.{t}({t} %a, {t} %a, {t} %b)
  %sa = call {t} @llvm.sadd.sat.{t}({t} %a, {t} %b)
  %ua = call {t} @llvm.uadd.sat.{t}({t} %a, {t} %b)
  %ss = call {t} @llvm.ssub.sat.{t}({t} %a, {t} %b)
  %us = call {t} @llvm.usub.sat.{t}({t} %a, {t} %b)
  %ab = call {t} @llvm.abs.{t}({t} %a, i1 false)
  %mx = call {t} @llvm.smax.{t}({t} %a, {t} %b)
  %mn = call {t} @llvm.umin.{t}({t} %a, {t} %b)
  %x1 = xor {t} %p, %l
  %x2 = mul {t} %x1, 3
  %x3 = add {t} %x2, %z
  %x4 = xor {t} %x3, %r
  %x5 = add {t} %x4, %fl
  %x6 = xor {t} %x5, %fr
  %x7 = add {t} %x6, %rl
  %x8 = xor {t} %x7, %sa
  %x9 = add {t} %x8, %ua
  %y1 = xor {t} %x9, %ss
  %y2 = add {t} %y1, %us
  %y3 = xor {t} %y2, %ab
  %y4 = add {t} %y3, %mx
  %y5 = xor {t} %y4, %mn
  ret {t} %y5
}}
declare {t} @llvm.ctpop.{t}({t})
declare {t} @llvm.ctlz.{t}({t}, i1)
declare {t} @llvm.cttz.{t}({t}, i1)
declare {t} @llvm.bitreverse.{t}({t})
declare {t} @llvm.fshl.{t}({t}, {t}, {t})
declare {t} @llvm.fshr.{t}({t}, {t}, {t})
declare {t} @llvm.sadd.sat.{t}({t}, {t})
declare {t} @llvm.uadd.sat.{t}({t}, {t})
declare {t} @llvm.ssub.sat.{t}({t}, {t})
declare {t} @llvm.usub.sat.{t}({t}, {t})
declare {t} @llvm.abs.{t}({t}, i1)
declare {t} @llvm.smax.{t}({t}, {t})
declare {t} @llvm.umin.{t}({t}, {t})
"#
        ));
        if bits >= 16 {
            ll.push_str(&format!(
                "define {t} @bswap_{t}({t} %a) {{\n  %r = call {t} @llvm.bswap.{t}({t} %a)\n  ret {t} %r\n}}\ndeclare {t} @llvm.bswap.{t}({t})\n"
            ));
        }
    }
    let harness = r#"
#include <stdio.h>
#define F(T, n) T bits_##n(T, T); T rllc_bits_##n(T, T);
F(unsigned char, i8) F(unsigned short, i16) F(unsigned, i32) F(unsigned long, i64)
unsigned short bswap_i16(unsigned short); unsigned short rllc_bswap_i16(unsigned short);
unsigned bswap_i32(unsigned); unsigned rllc_bswap_i32(unsigned);
unsigned long bswap_i64(unsigned long); unsigned long rllc_bswap_i64(unsigned long);
int main(void) {
  unsigned long v[] = {0, 1, 2, 3, 0x80, 0x7f, 0xff, 0x8000, 0xffff, 0x12345678, 0x80000000, 0xffffffff, 0x8000000000000000UL, 0xfedcba9876543210UL, 63, 64};
  int n = sizeof v / sizeof v[0], bad = 0;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++) {
      if (bits_i8(v[i], v[j]) != rllc_bits_i8(v[i], v[j])) { printf("i8 %d %d\n", i, j); bad = 1; }
      if (bits_i16(v[i], v[j]) != rllc_bits_i16(v[i], v[j])) { printf("i16 %d %d\n", i, j); bad = 1; }
      if (bits_i32(v[i], v[j]) != rllc_bits_i32(v[i], v[j])) { printf("i32 %d %d\n", i, j); bad = 1; }
      if (bits_i64(v[i], v[j]) != rllc_bits_i64(v[i], v[j])) { printf("i64 %d %d\n", i, j); bad = 1; }
    }
    if (bswap_i16(v[i]) != rllc_bswap_i16(v[i]) || bswap_i32(v[i]) != rllc_bswap_i32(v[i]) || bswap_i64(v[i]) != rllc_bswap_i64(v[i])) { printf("bswap %d\n", i); bad = 1; }
  }
  return bad;
}
"#;
    let out = run("bits", &ll, harness);
    assert_eq!(out, "");
    // With POPCNT/LZCNT/BMI the same functions use the instructions.
    let c = compile_with(&ll, Features { popcnt: true, lzcnt: true, bmi: true, ..Default::default() });
    check(&c, "bits_i32", &["popcntl", "lzcntl", "tzcntl"], &["bsrl", "bsfl"]);
    let c = compile(&ll);
    check(&c, "bits_i32", &["bsrl", "bsfl"], &["popcnt", "lzcnt", "tzcnt"]);
}

#[test]
fn run_odd_wide_across_blocks() {
    // An i136 value live across blocks is exported in parts; its any-extension to the
    // expanded i256 must only use the parts holding its bits.
    let ll = r#"
define void @wide(ptr %p, ptr %q, i32 %n) {
entry:
  %a = load i136, ptr %p, align 16
  %b = load i136, ptr %q, align 16
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  %i1 = add i32 %i, 1
  %c = icmp sge i32 %i1, %n
  br i1 %c, label %exit, label %loop
exit:
  %x = and i136 %a, -43556142316843016006458496184954289913857
  %y = and i136 %b, -16384
  store i136 %x, ptr %p, align 16
  store i136 %y, ptr %q, align 16
  ret void
}
"#;
    let out = run(
        "i136",
        ll,
        r#"
#include <stdio.h>
#include <string.h>
void wide(unsigned char *, unsigned char *, int); void rllc_wide(unsigned char *, unsigned char *, int);
int main(void) {
  _Alignas(16) unsigned char a[32], b[32], c[32], d[32];
  int bad = 0;
  for (int s = 0; s < 50; s++) {
    for (int i = 0; i < 32; i++) a[i] = b[i] = (unsigned char)(s * 53 + i * 29 + 7);
    memcpy(c, a, 32); memcpy(d, a, 32);
    wide(a, b, s % 3); rllc_wide(c, d, s % 3);
    if (memcmp(a, c, 32) || memcmp(b, d, 32)) { printf("s %d\n", s); bad = 1; }
  }
  return bad;
}
"#,
    );
    assert_eq!(out, "");
}

#[test]
fn run_odd_wide_integers() {
    let ll = r#"
define i64 @bitfield(ptr %p, i32 %k) {
  %v = load i96, ptr %p, align 1
  %a = shl i96 %v, 42
  %b = ashr i96 %a, 83
  %c = trunc i96 %b to i64
  %d = shl i96 %v, 22
  %e = lshr i96 %d, 76
  %f = trunc i96 %e to i64
  %g = add i96 %v, %v
  %h = icmp slt i96 %g, 0
  %i = icmp ugt i96 %g, 1000
  %s = zext i32 %k to i96
  %j = ashr i96 %g, %s
  %jt = trunc i96 %j to i64
  %h1 = zext i1 %h to i64
  %i1 = zext i1 %i to i64
  %r1 = xor i64 %c, %f
  %r2 = add i64 %r1, %h1
  %r3 = mul i64 %r2, 3
  %r4 = add i64 %r3, %i1
  %r5 = xor i64 %r4, %jt
  %w = load i144, ptr %p, align 1
  %w1 = shl i144 %w, 126
  %w2 = ashr i144 %w1, 126
  %w3 = trunc i144 %w2 to i64
  %w4 = shl i144 %w, 90
  %w5 = ashr i144 %w4, 139
  %w6 = trunc i144 %w5 to i64
  %w7 = lshr i144 %w4, 100
  %w8 = trunc i144 %w7 to i64
  %r6 = xor i64 %r5, %w3
  %r7 = add i64 %r6, %w6
  %r8 = xor i64 %r7, %w8
  ret i64 %r8
}
"#;
    let out = run(
        "i96",
        ll,
        r#"
#include <stdio.h>
long bitfield(unsigned char *, int); long rllc_bitfield(unsigned char *, int);
int main(void) {
  unsigned char buf[32];
  int bad = 0;
  for (int s = 0; s < 200; s++) {
    for (int i = 0; i < 32; i++) buf[i] = (unsigned char)(s * 53 + i * 29 + (s & 1 ? 0x80 : 0));
    for (int k = 0; k < 96; k += 13)
      if (bitfield(buf, k) != rllc_bitfield(buf, k)) { printf("s %d k %d\n", s, k); bad = 1; }
  }
  return bad;
}
"#,
    );
    assert_eq!(out, "");
}

#[test]
fn run_overflow_builtins() {
    run_c(
        "ovf",
        r#"
int ovf(long a, long b, __int128 c, __int128 d, unsigned short e, unsigned short f) {
  long r1; unsigned long r2; __int128 r3; unsigned __int128 r4; unsigned short r5; int r6; signed char r7;
  int o = __builtin_mul_overflow(a, b, &r1);
  o = o * 2 + __builtin_mul_overflow((unsigned long)a, (unsigned long)b, &r2);
  o = o * 2 + __builtin_mul_overflow(c, d, &r3);
  o = o * 2 + __builtin_add_overflow(c, d, &r3);
  o = o * 2 + __builtin_sub_overflow((unsigned __int128)c, (unsigned __int128)d, &r4);
  o = o * 2 + __builtin_mul_overflow(e, f, &r5);
  o = o * 2 + __builtin_add_overflow(a, e, &r6);
  o = o * 2 + __builtin_mul_overflow((signed char)a, (signed char)b, &r7);
  return o * 31 + (int)r1 + (int)r2 + (int)(r3 >> 64) + (int)r4 + r5 + r6 + r7;
}
int misc(unsigned long x, unsigned y, int n) {
  return __builtin_parityll(x) + __builtin_ffsll(x) * 3 + __builtin_clrsb(y) * 5 + __builtin_bswap16((unsigned short)y)
    + (int)((x << (n & 63)) | (x >> ((64 - n) & 63))) + __builtin_popcount(y) * 7;
}
"#,
        r#"
#include <stdio.h>
int ovf(long, long, __int128, __int128, unsigned short, unsigned short);
int rllc_ovf(long, long, __int128, __int128, unsigned short, unsigned short);
int misc(unsigned long, unsigned, int); int rllc_misc(unsigned long, unsigned, int);
int main(void) {
  long v[] = {0, 1, -1, 3, 0x7fffffff, -0x80000000L, 0x7fffffffffffffffL, 0x123456789L, -77};
  int n = sizeof v / sizeof v[0], bad = 0;
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
    __int128 c = (__int128)v[i] << 40, d = (__int128)v[j] * 1000003;
    if (ovf(v[i], v[j], c, d, v[i], v[j]) != rllc_ovf(v[i], v[j], c, d, v[i], v[j])) { printf("ovf %d %d\n", i, j); bad = 1; }
    if (misc(v[i], v[j], i * 7 + j) != rllc_misc(v[i], v[j], i * 7 + j)) { printf("misc %d %d\n", i, j); bad = 1; }
  }
  return bad;
}
"#,
    );
}

#[test]
fn run_division_by_constants() {
    let divisors: [i64; 16] = [1, 2, 3, 5, 7, 10, 16, 60, 641, 1000, 65535, -1, -2, -3, -7, -1000];
    let mut ll = String::new();
    let mut harness = String::from("#include <stdio.h>\n");
    for (t, ct) in [("i8", "signed char"), ("i16", "short"), ("i32", "int"), ("i64", "long")] {
        let bits = match t {
            "i8" => 8,
            "i16" => 16,
            "i32" => 32,
            _ => 64,
        };
        ll.push_str(&format!("define {t} @d_{t}({t} %x) {{\n  %acc0 = add {t} 0, 0\n"));
        let mut k = 0;
        for &d in &divisors {
            let dd = if bits < 64 { ((d as i128) & ((1i128 << bits) - 1)) as i64 } else { d };
            if bits == 8 && !(-128..=255).contains(&d) {
                continue;
            }
            for op in ["sdiv", "udiv", "srem", "urem"] {
                ll.push_str(&format!("  %v{k} = {op} {t} %x, {dd}\n  %m{k} = mul {t} %acc{k}, 31\n  %acc{} = add {t} %m{k}, %v{k}\n", k + 1));
                k += 1;
            }
        }
        ll.push_str(&format!("  ret {t} %acc{k}\n}}\n"));
        harness.push_str(&format!("{ct} d_{t}({ct}); {ct} rllc_d_{t}({ct});\n"));
    }
    harness.push_str(
        r#"
int main(void) {
  long v[] = {0, 1, -1, 2, 3, 9, 10, 11, -10, -11, 99, 127, -128, 255, 1000, -1000, 32767, -32768, 65535,
              2147483647L, -2147483647L - 1, 4294967295L, 123456789012L, -123456789012L, 0x7fffffffffffffffL, (long)0x8000000000000000UL};
  int n = sizeof v / sizeof v[0], bad = 0;
  for (int i = 0; i < n; i++) {
    if (d_i8(v[i]) != rllc_d_i8(v[i])) { printf("i8 %ld\n", v[i]); bad = 1; }
    if (d_i16(v[i]) != rllc_d_i16(v[i])) { printf("i16 %ld\n", v[i]); bad = 1; }
    if (d_i32(v[i]) != rllc_d_i32(v[i])) { printf("i32 %ld\n", v[i]); bad = 1; }
    if (d_i64(v[i]) != rllc_d_i64(v[i])) { printf("i64 %ld\n", v[i]); bad = 1; }
  }
  for (long x = -70000; x < 70000; x += 7) {
    if (d_i16(x) != rllc_d_i16(x) || d_i32(x * 40503) != rllc_d_i32(x * 40503) || d_i64(x * 0x12345671L) != rllc_d_i64(x * 0x12345671L)) { printf("x %ld\n", x); bad = 1; break; }
  }
  return bad;
}
"#,
    );
    let out = run("divconst", &ll, &harness);
    assert_eq!(out, "");
    let c = compile(&ll);
    check(&c, "d_i32", &["mull", "imull"], &["idivl", "divl"]);
}
