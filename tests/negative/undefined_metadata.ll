; EXPECT: 4:17: use of undefined metadata '!7'
; named metadata listing a node that does not exist.
; Must be rejected by rllc --parse-only and by llvm-as-19.
!llvm.ident = !{!7}
