; A boolean from `trunc ... to i1` is its low bit only: branches and selects on it must
; test bit 0, not the whole register (expat's normal_nameLength: `lshr` of a bit mask,
; `trunc` to i1, `br`; tree-sitter's one-bit `is_inline` field of a Subtree union).
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.fmt = private unnamed_addr constant [21 x i8] c"%s %lld -> %lld: %s\0A\00"
@.ok = private unnamed_addr constant [3 x i8] c"ok\00"
@.bad = private unnamed_addr constant [6 x i8] c"WRONG\00"
@.n1 = private unnamed_addr constant [7 x i8] c"br_bit\00"
@.n2 = private unnamed_addr constant [9 x i8] c"br_shift\00"
@.n3 = private unnamed_addr constant [8 x i8] c"sel_bit\00"
@.n4 = private unnamed_addr constant [9 x i8] c"bitfield\00"
@.n5 = private unnamed_addr constant [8 x i8] c"sel_one\00"

declare i32 @printf(ptr, ...)

; trunc of an argument, branched on.
define i32 @br_bit(i32 %x) noinline {
  %t = trunc i32 %x to i1
  br i1 %t, label %yes, label %no
yes:
  ret i32 1
no:
  ret i32 0
}

; bit %s of a constant mask (a switch's bit test), branched on.
define i32 @br_shift(i32 %s) noinline {
  %m = lshr i32 25034759, %s
  %t = trunc i32 %m to i1
  br i1 %t, label %yes, label %no
yes:
  ret i32 1
no:
  ret i32 0
}

; trunc to i1 as a select condition.
define i64 @sel_bit(i64 %x, i64 %a, i64 %b) noinline {
  %t = trunc i64 %x to i1
  %r = select i1 %t, i64 %a, i64 %b
  ret i64 %r
}

; a one-bit field (bit 1 of a loaded word), branched on.
define i32 @bitfield(ptr %p) noinline {
  %w = load i64, ptr %p, align 8
  %s = lshr i64 %w, 1
  %t = trunc i64 %s to i1
  br i1 %t, label %yes, label %no
yes:
  ret i32 7
no:
  ret i32 3
}

; trunc to i1 selecting 1/0.
define i32 @sel_one(i32 %x) noinline {
  %t = trunc i32 %x to i1
  %r = select i1 %t, i32 0, i32 1
  ret i32 %r
}

define internal i32 @check(ptr %name, i64 %in, i64 %got, i64 %want) {
  %ok = icmp eq i64 %got, %want
  %msg = select i1 %ok, ptr @.ok, ptr @.bad
  %1 = call i32 (ptr, ...) @printf(ptr @.fmt, ptr %name, i64 %in, i64 %got, ptr %msg)
  %r = zext i1 %ok to i32
  %r2 = xor i32 %r, 1
  ret i32 %r2
}

define i32 @main() {
  %slot = alloca i64, align 8
  %a = call i32 @br_bit(i32 2)
  %a64 = sext i32 %a to i64
  %e1 = call i32 @check(ptr @.n1, i64 2, i64 %a64, i64 0)
  %b = call i32 @br_bit(i32 -3)
  %b64 = sext i32 %b to i64
  %e2 = call i32 @check(ptr @.n1, i64 -3, i64 %b64, i64 1)
  ; 25034759 = 0x17E0007: bit 3 clear, bits 0-2 set, higher bits set above bit 3.
  %c = call i32 @br_shift(i32 3)
  %c64 = sext i32 %c to i64
  %e3 = call i32 @check(ptr @.n2, i64 3, i64 %c64, i64 0)
  %d = call i32 @br_shift(i32 2)
  %d64 = sext i32 %d to i64
  %e4 = call i32 @check(ptr @.n2, i64 2, i64 %d64, i64 1)
  %f = call i64 @sel_bit(i64 4294967296, i64 10, i64 20)
  %e5 = call i32 @check(ptr @.n3, i64 4294967296, i64 %f, i64 20)
  %g = call i64 @sel_bit(i64 -1, i64 10, i64 20)
  %e6 = call i32 @check(ptr @.n3, i64 -1, i64 %g, i64 10)
  store i64 4, ptr %slot, align 8
  %h = call i32 @bitfield(ptr %slot)
  %h64 = sext i32 %h to i64
  %e7 = call i32 @check(ptr @.n4, i64 4, i64 %h64, i64 3)
  store i64 6, ptr %slot, align 8
  %i = call i32 @bitfield(ptr %slot)
  %i64 = sext i32 %i to i64
  %e8 = call i32 @check(ptr @.n4, i64 6, i64 %i64, i64 7)
  %j = call i32 @sel_one(i32 6)
  %j64 = sext i32 %j to i64
  %e9 = call i32 @check(ptr @.n5, i64 6, i64 %j64, i64 1)
  %s1 = add i32 %e1, %e2
  %s2 = add i32 %s1, %e3
  %s3 = add i32 %s2, %e4
  %s4 = add i32 %s3, %e5
  %s5 = add i32 %s4, %e6
  %s6 = add i32 %s5, %e7
  %s7 = add i32 %s6, %e8
  %s8 = add i32 %s7, %e9
  ret i32 %s8
}
