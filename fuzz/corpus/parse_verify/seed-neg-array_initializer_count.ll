; EXPECT: 4:23: constant expression type mismatch: got type '[2 x i32]' but expected '[3 x i32]'
; three elements declared, two given.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@a = global [3 x i32] [i32 1, i32 2]
