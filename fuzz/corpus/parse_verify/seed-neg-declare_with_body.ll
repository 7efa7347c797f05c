; EXPECT: 4:19: expected top-level entity, found '{'
; 'declare' followed by a body.
; Must be rejected by rllc --parse-only and by llvm-as-19.
declare void @f() {
  ret void
}
