; EXPECT: 5:15: invalid type for alloca
; alloca of void.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  %p = alloca void
  ret void
}
