; EXPECT: 8:1: redefinition of '%next'
; two blocks labelled 'next'.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  br label %next
next:
  br label %next
next:
  ret void
}
