; EXPECT: 4:1: expected top-level entity, found invalid token '/'
; '/* */' is not a comment in LLVM assembly.
; Must be rejected by rllc --parse-only and by llvm-as-19.
/* block */ @g = global i32 0
