; EXPECT: 5:27: expected instruction opcode, found 'e'
; a decimal float literal whose exponent has no digits.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define double @f(double %x) {
  %y = fadd double %x, 1.5e+
  ret double %y
}
