; EXPECT: 4:13: Attributes 'zeroext and signext' are incompatible!
; zeroext and signext together.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f(i8 zeroext signext %x) {
  ret void
}
