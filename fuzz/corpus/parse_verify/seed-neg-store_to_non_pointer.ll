; EXPECT: 5:16: store operand must be a pointer
; store's address operand must be a pointer.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f(i32 %x) {
  store i32 0, i32 %x
  ret void
}
