; EXPECT: 4:13: expected type, found '0'
; a global variable without its value type.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@g = global 0
