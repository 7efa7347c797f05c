; EXPECT: 4:4: expected '='
; a global definition without '='.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@g global i32 0
