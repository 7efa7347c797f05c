; EXPECT: 7:13: invalid redefinition of function 'f'
; two definitions of @f.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  ret void
}
define void @f() {
  ret void
}
