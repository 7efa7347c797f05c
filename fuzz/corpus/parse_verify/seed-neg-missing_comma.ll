; EXPECT: 5:19: expected ',' in arithmetic operation, found '2'
; two operands without the comma between them.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(i32 %a) {
  %x = add i32 %a 2
  ret i32 %x
}
