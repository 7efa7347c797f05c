; EXPECT: 4:26: alignment is not a power of two
; align 5 on a global.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@g = global i32 0, align 5
