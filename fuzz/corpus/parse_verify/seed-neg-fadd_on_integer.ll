; EXPECT: 5:13: invalid operand type for instruction
; fadd needs floating-point operands.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(i32 %a) {
  %x = fadd i32 %a, %a
  ret i32 %x
}
