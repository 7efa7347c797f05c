; EXPECT: 5:12: invalid operand type for instruction
; add needs integer operands.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define ptr @f(ptr %a) {
  %x = add ptr %a, %a
  ret ptr %x
}
