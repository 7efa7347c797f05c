; EXPECT: 5:13: invalid cast opcode for cast from 'i64' to 'i32'
; zext must make the integer wider.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(i64 %x) {
  %y = zext i64 %x to i32
  ret i32 %y
}
