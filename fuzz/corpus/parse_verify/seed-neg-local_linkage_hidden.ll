; EXPECT: 4:1: symbol with local linkage must have default visibility
; a symbol with local linkage must have default visibility.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@g = internal hidden global i32 0
