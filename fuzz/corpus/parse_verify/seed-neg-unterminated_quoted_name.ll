; EXPECT: 5:1: expected top-level entity, found unterminated string
; a quoted global name without its closing quote.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@g = global i32 0
@"half = global i32 1
