; EXPECT: 5:15: invalid cast opcode for cast from 'i32' to 'float'
; fptosi needs a floating-point source.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define float @f(i32 %x) {
  %y = fptosi i32 %x to float
  ret float %y
}
