; EXPECT: 4:24: redefinition of argument '%a'
; two parameters named %a.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f(i32 %a, i32 %a) {
  ret void
}
