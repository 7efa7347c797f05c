; EXPECT: 5:14: invalid cast opcode for cast from 'i32' to 'i64'
; trunc must make the integer narrower.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i64 @f(i32 %x) {
  %y = trunc i32 %x to i64
  ret i64 %y
}
