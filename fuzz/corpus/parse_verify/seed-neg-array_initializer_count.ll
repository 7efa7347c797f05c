; EXPECT: 4:23: type mismatch
; three elements declared, two given.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@a = global [3 x i32] [i32 1, i32 2]
