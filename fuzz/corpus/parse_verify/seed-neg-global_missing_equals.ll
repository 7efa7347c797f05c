; EXPECT: 4:4: expected '=' in global variable, found 'global'
; a global definition without '='.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@g global i32 0
