; EXPECT: 4:24: expected type, found ')'
; a parameter list with a trailing comma.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f(i32 %a, ) {
  ret void
}
