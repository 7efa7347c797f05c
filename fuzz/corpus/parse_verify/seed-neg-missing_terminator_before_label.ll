; EXPECT: 7:1: expected instruction opcode, found 'next' (the block has no terminator)
; a block runs into the next label without a terminator.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f() {
entry:
  %x = add i32 1, 2
next:
  ret i32 %x
}
