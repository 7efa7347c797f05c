; EXPECT: 4:25: expected string constant, found '5'
; DIBasicType's name must be a string.
; Must be rejected by rllc --parse-only and by llvm-as-19.
!0 = !DIBasicType(name: 5, size: 32, encoding: DW_ATE_signed)
