; EXPECT: 4:13: bitwidth for integer type out of range
; integer types are limited to 2^23 bits.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@g = global i8388609 0
