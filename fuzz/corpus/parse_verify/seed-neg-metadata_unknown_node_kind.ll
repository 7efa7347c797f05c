; EXPECT: 4:6:
; a specialized node kind LLVM does not have.
; Must be rejected by rllc --parse-only and by llvm-as-19.
!0 = !DIBogusNode(line: 1)
