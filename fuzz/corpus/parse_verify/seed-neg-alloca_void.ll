; EXPECT: 5:15: void type only allowed for function results
; alloca of void.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  %p = alloca void
  ret void
}
