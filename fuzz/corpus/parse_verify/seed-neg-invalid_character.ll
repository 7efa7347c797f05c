; EXPECT: 4:19: expected top-level entity, found invalid token '~'
; a character that starts no token.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@g = global i32 0 ~
