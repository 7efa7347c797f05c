; Identical code folding with the address-significance table (-addrsig): f1 and f2 are
; identical and their addresses are compared, so the table must name them and
; `ld.lld --icf=safe` keeps them apart; g1 and g2 are identical and unnamed_addr, so the
; table leaves them out and the linker folds them into one. Without a table the linker
; folds nothing; with a wrong one it would fold f1 and f2 and the program would print
; "same". Written by hand (linkonce_odr functions get sections of their own).
target triple = "x86_64-unknown-linux-gnu"

$f1 = comdat any
$f2 = comdat any
$g1 = comdat any
$g2 = comdat any

@pointers = dso_local global [2 x ptr] [ptr @f1, ptr @f2]
@same = private unnamed_addr constant [6 x i8] c"same\0A\00"
@different = private unnamed_addr constant [11 x i8] c"different\0A\00"
@value = private unnamed_addr constant [4 x i8] c"%d\0A\00"

define linkonce_odr dso_local i32 @f1(i32 %x) comdat {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  ret i32 %b
}

define linkonce_odr dso_local i32 @f2(i32 %x) comdat {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  ret i32 %b
}

define linkonce_odr dso_local i32 @g1(i32 %x) unnamed_addr comdat {
  %a = mul i32 %x, 5
  %b = xor i32 %a, 9
  ret i32 %b
}

define linkonce_odr dso_local i32 @g2(i32 %x) unnamed_addr comdat {
  %a = mul i32 %x, 5
  %b = xor i32 %a, 9
  ret i32 %b
}

declare i32 @printf(ptr, ...)

define dso_local i32 @main() {
  %p1 = load volatile ptr, ptr @pointers
  %slot = getelementptr [2 x ptr], ptr @pointers, i64 0, i64 1
  %p2 = load volatile ptr, ptr %slot
  %eq = icmp eq ptr %p1, %p2
  %msg = select i1 %eq, ptr @same, ptr @different
  %c = call i32 (ptr, ...) @printf(ptr %msg)
  %r1 = call i32 %p1(i32 2)
  %r2 = call i32 @g1(i32 3)
  %r3 = call i32 @g2(i32 4)
  %s1 = add i32 %r1, %r2
  %s = add i32 %s1, %r3
  %c2 = call i32 (ptr, ...) @printf(ptr @value, i32 %s)
  ret i32 0
}
