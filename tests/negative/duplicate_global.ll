; EXPECT: 5:1: redefinition of global '@g'
; two globals named @g.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@g = global i32 0
@g = global i32 1
