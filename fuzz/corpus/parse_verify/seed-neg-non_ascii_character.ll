; EXPECT: 4:19: invalid token
; a non-ASCII character outside any string, name or comment (the lexer must not split it).
; Must be rejected by rllc --parse-only and by llvm-as-19.
@g = global i32 0 é
