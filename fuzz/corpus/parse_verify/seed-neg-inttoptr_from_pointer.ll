; EXPECT: 5:17: invalid cast opcode for cast from 'ptr' to 'ptr'
; inttoptr needs an integer source.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define ptr @f(ptr %x) {
  %y = inttoptr ptr %x to ptr
  ret ptr %y
}
