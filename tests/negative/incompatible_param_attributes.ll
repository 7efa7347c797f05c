; EXPECT: 4:16: incompatible
; zeroext and signext together.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f(i8 zeroext signext %x) {
  ret void
}
