; EXPECT: 5:13: invalid cast opcode for cast from '<4 x i8>' to 'i32'
; sext from a vector to a scalar.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(<4 x i8> %x) {
  %y = sext <4 x i8> %x to i32
  ret i32 %y
}
