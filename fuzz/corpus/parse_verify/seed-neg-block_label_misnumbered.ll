; EXPECT: 9:1: label expected to be numbered '6' or greater
; after %5 the next numbered label must be 6 or greater.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(i32 %0) {
entry:
  %1 = add i32 %0, 1
  %5 = add i32 %0, 1
  br label %3
3:
  ret i32 %1
}
