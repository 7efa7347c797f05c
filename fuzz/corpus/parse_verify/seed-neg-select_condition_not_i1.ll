; EXPECT: 5:15: select condition must be i1 or <n x i1>
; select on an i32 condition.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(i32 %c) {
  %x = select i32 %c, i32 1, i32 2
  ret i32 %x
}
