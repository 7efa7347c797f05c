; EXPECT: 5:32: alignment is not a power of two
; align 6 on a load.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(ptr %p) {
  %x = load i32, ptr %p, align 6
  ret i32 %x
}
