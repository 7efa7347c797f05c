; EXPECT: 6:1: expected instruction opcode, found '}' (the block has no terminator)
; the function ends after an ordinary instruction.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f() {
  %x = add i32 1, 2
}
