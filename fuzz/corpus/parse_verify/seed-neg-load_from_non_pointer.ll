; EXPECT: 5:18: load operand must be a pointer to a first class type
; load's address operand must be a pointer.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(i32 %x) {
  %y = load i32, i32 %x
  ret i32 %y
}
