; EXPECT: 5:13: floating point constant invalid for type
; 0.1 is not exactly representable as a float (LLVM demands exact decimal floats).
; Must be rejected by rllc --parse-only and by llvm-as-19.
define float @f() {
  ret float 0.1
}
