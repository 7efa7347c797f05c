; EXPECT: 4:17: floating point constant invalid for type
; a float literal where an i32 is expected.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@g = global i32 1.5
