; EXPECT: 4:24: invalid DWARF tag 'DW_TAG_bogus'
; an unknown DW_TAG constant.
; Must be rejected by rllc --parse-only and by llvm-as-19.
!0 = !DIBasicType(tag: DW_TAG_bogus, name: "int", size: 32, encoding: DW_ATE_signed)
