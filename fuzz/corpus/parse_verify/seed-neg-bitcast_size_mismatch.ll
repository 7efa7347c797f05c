; EXPECT: 5:16: invalid cast opcode for cast from 'i32' to 'i64'
; bitcast between types of different sizes.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i64 @f(i32 %x) {
  %y = bitcast i32 %x to i64
  ret i64 %y
}
