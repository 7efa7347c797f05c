; EXPECT: 5:15: use of undefined type named 'T'
; a struct type that is never defined.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  %p = alloca %T
  ret void
}
