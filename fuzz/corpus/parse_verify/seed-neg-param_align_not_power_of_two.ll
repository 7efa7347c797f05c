; EXPECT: 4:26: alignment is not a power of two
; align 3 on a pointer parameter.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f(ptr align 3 %p) {
  ret void
}
