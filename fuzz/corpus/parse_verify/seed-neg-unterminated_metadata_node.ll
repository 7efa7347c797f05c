; EXPECT: 5:1: expected '}' here, found end of file
; a metadata tuple without its closing brace.
; Must be rejected by rllc --parse-only and by llvm-as-19.
!0 = !{i32 1
