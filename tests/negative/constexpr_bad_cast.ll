; EXPECT: 4:18: invalid cast opcode for cast from 'i64' to 'i128'
; a constant-expression trunc to a wider type.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@g = global i128 trunc (i64 1 to i128)
