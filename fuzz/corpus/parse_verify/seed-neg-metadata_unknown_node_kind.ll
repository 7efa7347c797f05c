; EXPECT: 4:6: unknown metadata node type '!DIBogusNode'
; a specialized node kind LLVM does not have.
; Must be rejected by rllc --parse-only and by llvm-as-19.
!0 = !DIBogusNode(line: 1)
