; EXPECT: 5:16: use of undefined value '%y'
; %y is never defined.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f() {
  %x = add i32 %y, 1
  ret i32 %x
}
