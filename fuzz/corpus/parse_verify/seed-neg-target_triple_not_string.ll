; EXPECT: 4:17: expected target triple string, found 'x86_64'
; target triple must be a string.
; Must be rejected by rllc --parse-only and by llvm-as-19.
target triple = x86_64
