; EXPECT: 4:19:
; 'declare' followed by a body.
; Must be rejected by rllc --parse-only and by llvm-as-19.
declare void @f() {
  ret void
}
