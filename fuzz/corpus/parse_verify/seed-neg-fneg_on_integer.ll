; EXPECT: 5:13: invalid operand type for instruction
; fneg needs a floating-point operand.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(i32 %x) {
  %y = fneg i32 %x
  ret i32 %y
}
