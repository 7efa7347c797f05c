; EXPECT: 5:1: metadata '!0' is already defined
; metadata !0 defined twice.
; Must be rejected by rllc --parse-only and by llvm-as-19.
!0 = !{i32 1}
!0 = !{i32 2}
