; EXPECT: 5:26: constant expression type mismatch: got type '<2 x i32>' but expected '<4 x i32>'
; a 4-element vector operand written with 2 elements.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define <4 x i32> @f(<4 x i32> %v) {
  %x = add <4 x i32> %v, <i32 1, i32 2>
  ret <4 x i32> %x
}
