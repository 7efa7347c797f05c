; EXPECT: 5:23: invalid extractelement operands
; extractelement of a scalar.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(i32 %a) {
  %x = extractelement i32 %a, i32 0
  ret i32 %x
}
