; EXPECT: 4:13: bitwidth for integer type out of range
; i0 is not a type.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@g = global i0 0
